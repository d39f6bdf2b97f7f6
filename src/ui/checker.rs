//! The move checker: set up the table as it stands by tapping, then the
//! disputed move; the engine says legal or not legal, which rule, and links
//! to the rule book. Follow-up moves, with the table as they leave it, and
//! positions saved to and opened from table files. The screen is kept in the
//! database after every tap, so other screens and restarts lose nothing; a
//! saved file holds the moves made, and its move in dispute is kept in the
//! database beside it.

use super::referee::{
    train_id, train_key, train_label, Basics, BasicsEditor, NumPad, RefereeTabs, FROM_DISPUTE, MX,
};
use super::referee_model::{Position, TrainEdit};
use super::widgets::{Domino, TilePicker};
use super::{use_db, Route};
use crate::app::referee::{
    current_basics, default_table_file, keep, load_kept, open_table_file, revalidate,
    save_table_file, OpenError,
};
use crate::rules::{
    check_moves, report, CheckReport, MoveSetup, Pip, Seat, SetupAction, SetupError, Table,
    TableSetup, Tile,
};
use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

/// The key of the checker's kept state in the database.
const KEPT: &str = "checker";

/// Which tile picker is open.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    Nothing,
    Hand,
    Train(usize),
}

/// What is played in the disputed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Act {
    /// Lay a tile on a train.
    #[default]
    Play,
    /// Draw from the boneyard.
    Draw,
    /// Pass.
    Pass,
}

/// The disputed move, as tapped so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Draft {
    /// Who moves (default: whoever's turn it is).
    pub mover: Option<usize>,
    /// Play, draw or pass.
    pub act: Act,
    /// One end of the tile.
    pub a: Option<Pip>,
    /// The other end.
    pub b: Option<Pip>,
    /// The train (a seat or [`MX`]).
    pub on: Option<usize>,
}

impl Draft {
    /// The move, once complete.
    pub fn to_move(self, players: &[String], mover: usize) -> Option<MoveSetup> {
        let player = players.get(mover)?.clone();
        let action = match self.act {
            Act::Play => SetupAction::Play {
                tile: Tile::new(self.a?, self.b?),
                on: train_key(players, self.on?),
            },
            Act::Draw => SetupAction::Draw(None),
            Act::Pass => SetupAction::Pass,
        };
        Some(MoveSetup { player, action })
    }
}

fn problems(e: &SetupError) -> Vec<String> {
    e.problems
        .iter()
        .map(|p| {
            if p.field.is_empty() {
                p.message.clone()
            } else {
                format!("{}: {}", p.field, p.message)
            }
        })
        .collect()
}

/// The checker as kept between screens and restarts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    position: Position,
    draft: Draft,
}

/// What the engine makes of the table as entered: validated once per
/// change of the position.
#[derive(Clone, PartialEq)]
struct Judged {
    /// The report after the moves made, or every problem of the table.
    base: Result<CheckReport, SetupError>,
    /// The table before the moves.
    start: Option<Table>,
    /// The table after the moves made, up to the first illegal one, and how
    /// many were applied.
    now: Option<(Table, usize)>,
}

fn judge_position(s: &TableSetup) -> Judged {
    match Table::from_setup(s) {
        Err(e) => Judged {
            base: Err(e),
            start: None,
            now: None,
        },
        Ok(start) => {
            let mut t = start.clone();
            let verdicts = check_moves(&mut t, &s.moves, 0);
            let applied = verdicts.iter().filter(|v| v.legal).count();
            Judged {
                base: Ok(report(&t, verdicts)),
                start: Some(start),
                now: Some((t, applied)),
            }
        }
    }
}

/// The disputed move judged on the table after the moves made (the report
/// of the moves made and it: not judged past a move made that breaks a rule).
fn judge_dispute(j: &Judged, m: &MoveSetup, made: usize) -> Result<CheckReport, SetupError> {
    let r = j.base.clone()?;
    match &j.now {
        Some((t, _)) if r.all_legal() => {
            let mut t = t.clone();
            let mut verdicts = r.moves;
            verdicts.extend(check_moves(&mut t, std::slice::from_ref(m), made));
            Ok(report(&t, verdicts))
        }
        _ => Ok(r),
    }
}

/// One train of the table now, in words.
fn train_now(t: &Table, players: &[String], i: usize) -> String {
    let Some(id) = t.train_of(&train_key(players, i)) else {
        return "not started".into();
    };
    let st = t.train(id);
    let mut out = if st.started {
        format!("ends in {}", t.train_end(id))
    } else {
        "not started".into()
    };
    if st.started && st.open_double {
        out.push_str(", an open double");
    }
    if i < players.len() && t.marker(Seat(i as u8)) {
        out.push_str(", marker up");
    }
    out
}

/// What "the table now" follows from: `applied` of the `made` moves.
fn now_hint(applied: usize, made: usize) -> String {
    let judged = "the next move is judged on this";
    match (applied, made) {
        (0, _) => {
            format!("The first move above breaks a rule, so the table has not changed: {judged}.")
        }
        (1, 1) => format!("After the move played: {judged}."),
        (k, m) if k == m => format!("After the {k} moves played: {judged}."),
        (1, _) => format!("After the first move, up to the one that breaks a rule: {judged}."),
        (k, _) => format!("After the first {k} moves, up to the one that breaks a rule: {judged}."),
    }
}

/// The move checker screen.
#[component]
pub fn Checker() -> Element {
    let db = use_db();
    // Read once, when the screen opens: the position left on it before
    // (another tab, the rule book, a restart), else the current game's table.
    let current = use_hook({
        let db = db.clone();
        move || current_basics(&db)
    });
    let initial = use_hook({
        let db = db.clone();
        let current = current.clone();
        move || match load_kept::<Kept>(&db, KEPT).filter(|k| k.position.is_sound()) {
            Some(mut k) => {
                k.position.basics = revalidate(&db, k.position.basics);
                k
            }
            None => Kept {
                position: Position::new(current),
                draft: Draft::default(),
            },
        }
    });
    let mut pos = use_signal(|| initial.position.clone());
    let mut draft = use_signal(move || initial.draft);
    let mut picking = use_signal(|| Pick::Nothing);
    let mut path = use_signal({
        let db = db.clone();
        move || default_table_file(&db)
    });
    let mut file_msg = use_signal(|| None::<(bool, String)>);
    // Kept after every tap.
    {
        let db = db.clone();
        use_effect(move || {
            let k = Kept {
                position: pos.read().clone(),
                draft: *draft.read(),
            };
            let fresh = Kept {
                position: Position::new(current.clone()),
                draft: Draft::default(),
            };
            if let Some(e) = keep(&db, KEPT, &k, &fresh) {
                file_msg.set(Some((false, e)));
            }
        });
    }
    // Back on the dispute: the rule book's way back has served.
    use_effect(|| *FROM_DISPUTE.write() = false);

    let p = pos.read().clone();
    let d = *draft.read();
    let b = p.basics.clone();
    let names = b.players.clone();
    let n = names.len();
    let rules = b.rules();

    // Derived once per change: the table validated and the moves judged,
    // then the disputed move on the table they leave.
    let setup = use_memo(move || pos.read().setup());
    let judged_pos = use_memo(move || judge_position(&setup.read()));
    let turn_now = use_memo(move || {
        let p = pos.read();
        match &judged_pos.read().base {
            Ok(r) => p
                .basics
                .players
                .iter()
                .position(|x| *x == r.turn)
                .unwrap_or(p.turn),
            Err(_) => p.turn,
        }
    });
    let mover = d.mover.filter(|&m| m < n).unwrap_or(turn_now());
    let disputed_memo = use_memo(move || {
        let d = draft();
        let p = pos.read();
        let n = p.basics.players.len();
        let mover = d.mover.filter(|&m| m < n).unwrap_or(turn_now());
        d.to_move(&p.basics.players, mover)
    });
    let judged = use_memo(move || {
        let m = disputed_memo.read();
        let made = pos.read().moves.len();
        m.as_ref()
            .map(|m| judge_dispute(&judged_pos.read(), m, made))
    })();
    let disputed = disputed_memo();
    let jp = judged_pos();
    let base = jp.base.clone();
    let base_table = jp.start.clone();
    let verdict = match &judged {
        Some(Ok(r)) => r.moves.last().cloned(),
        _ => None,
    };
    let legal_now = verdict
        .as_ref()
        .is_some_and(|v| v.legal && v.index == p.moves.len());
    let base_verdicts = match &base {
        Ok(r) => r.moves.clone(),
        Err(_) => vec![],
    };

    // The file holds the moves made; the disputed move, not made, is kept
    // beside it in the app's storage (see FileDispute).
    let save = {
        let db = db.clone();
        move |_| {
            let s = pos.read().setup();
            let mut dm = *draft.read();
            dm.mover = Some(mover);
            let file = path.read().trim().to_string();
            let untouched = Draft {
                mover: Some(mover),
                ..Draft::default()
            };
            let dispute = (dm != untouched).then_some(&dm);
            file_msg.set(Some(match save_table_file(&db, &file, &s, dispute) {
                Ok(msg) => (true, msg),
                Err(msg) => (false, msg),
            }));
        }
    };
    let open = {
        let db = db.clone();
        move |_| {
            let file = path.read().trim().to_string();
            let opened = open_table_file::<Draft>(&db, &file).and_then(|o| {
                let np = Position::from_setup(&o.setup).map_err(OpenError::Invalid)?;
                Ok((np, o.dispute))
            });
            match opened {
                Ok((np, kept)) => {
                    let k = np.moves.len();
                    pos.set(np);
                    draft.set(kept.unwrap_or_default());
                    let also = if kept.is_some() {
                        ", and the move in dispute"
                    } else {
                        ""
                    };
                    file_msg.set(Some((
                        true,
                        format!("Opened {file} ({k} moves made{also})."),
                    )));
                }
                Err(OpenError::Read(e)) => {
                    file_msg.set(Some((false, format!("Could not open {file}: {e}"))))
                }
                Err(OpenError::Invalid(e)) => file_msg.set(Some((
                    false,
                    format!("{file} is not a table file: {}", problems(&e).join("; ")),
                ))),
            }
        }
    };

    let hand_owner = mover;
    let hand = p.hands.get(hand_owner).cloned().unwrap_or_default();
    let others: Vec<Tile> = (0..n)
        .filter(|&i| i != hand_owner)
        .flat_map(|i| p.hands[i].clone())
        .chain(
            p.trains
                .iter()
                .flat_map(|t| t.tiles.clone().unwrap_or_default()),
        )
        .collect();

    let cover = rules.cover_last_double;
    let now = if p.moves.is_empty() {
        None
    } else {
        jp.now.clone()
    };
    let now_lines: Vec<String> = match &now {
        Some((t, _)) => {
            let mut v: Vec<String> = (0..n)
                .chain([MX])
                .map(|i| {
                    format!(
                        "{}: {}",
                        train_label(&names, i, &rules),
                        train_now(t, &names, i)
                    )
                })
                .collect();
            for (i, name) in names.iter().enumerate() {
                if let Some(h) = t.hand(Seat(i as u8)) {
                    v.push(format!("{name} holds {} tiles", h.len()));
                }
            }
            if let Some(k) = t.boneyard() {
                v.push(format!("Boneyard: {k} tiles"));
            }
            let st = t.status();
            v.push(if st.over {
                "The round is over.".to_string()
            } else {
                format!("Next: {}", t.name(t.turn()))
            });
            v
        }
        None => vec![],
    };
    let applied = now.as_ref().map(|(_, k)| *k).unwrap_or(0);
    rsx! {
        RefereeTabs { active: 0 }
        div { class: "ref-grid",
            div { class: "ref-main",
                if now.is_some() {
                    div { class: "card", id: "table-now",
                        h2 { class: "ref-h", "The table now" }
                        p { class: "hint", id: "table-now-hint", "{now_hint(applied, p.moves.len())}" }
                        ul { class: "ref-now",
                            for (k, line) in now_lines.iter().enumerate() { li { key: "{k}", "{line}" } }
                        }
                    }
                }
                div { class: "card",
                    h2 { class: "ref-h",
                        if p.moves.is_empty() { "The table as it stands" } else { "The table before the moves" }
                    }
                    BasicsEditor {
                        basics: b.clone(),
                        on_change: move |nb: Basics| {
                            pos.write().rebase(nb);
                            draft.set(Draft::default());
                        },
                    }
                    p { class: "hint", "Tap each train's open end (\"none\": not started) or its tiles, raise markers, mark an open double." }
                    for i in (0..n).chain([MX]) {
                        {
                            let t = p.trains[i].clone();
                            let tid = train_id(i);
                            let label = train_label(&names, i, &rules);
                            let chain = t.tiles.clone();
                            let open_here = picking() == Pick::Train(i);
                            // The open end of a train given by its tiles comes from the engine.
                            let engine_end = chain.as_ref().and_then(|_| {
                                let tb = base_table.as_ref()?;
                                let id = tb.train_of(&train_key(&names, i))?;
                                Some((tb.train_end(id), tb.train(id).open_double))
                            });
                            let shown_end = match (&chain, engine_end) {
                                (Some(_), Some((e, _))) => Some(e),
                                (Some(_), None) => None,
                                (None, _) => t.started.then_some(t.end),
                            };
                            let shown_double = match (&chain, engine_end) {
                                (Some(_), Some((_, od))) => od,
                                _ => t.started && t.open_double,
                            };
                            let chain_taken: Vec<Tile> = p.trains.iter().enumerate().filter(|(k, _)| *k != i).flat_map(|(_, x)| x.tiles.clone().unwrap_or_default()).chain(p.hands.iter().flatten().copied()).collect();
                            let marker = i < n && p.markers[i];
                            rsx! {
                                div { class: "train-row", key: "{tid}", id: "train-{tid}",
                                    div { class: "train-name", strong { "{label}" } }
                                    NumPad {
                                        prefix: "end-{tid}",
                                        max: b.set,
                                        value: shown_end,
                                        none_label: "none".to_string(),
                                        on_pick: move |v: Option<Pip>| {
                                            let mut w = pos.write();
                                            let tr = &mut w.trains[i];
                                            match v {
                                                Some(e) => { tr.started = true; tr.end = e; tr.tiles = None; }
                                                None => *tr = TrainEdit::default(),
                                            }
                                        },
                                    }
                                    div { class: "row train-toggles",
                                        if i != MX && rules.markers {
                                            button {
                                                id: "marker-{tid}",
                                                class: if marker { "small toggle on" } else { "small toggle" },
                                                "aria-pressed": "{marker}",
                                                onclick: move |_| { let mut w = pos.write(); w.markers[i] = !w.markers[i]; },
                                                "Marker up"
                                            }
                                        }
                                        button {
                                            id: "double-{tid}",
                                            class: if shown_double { "small toggle on" } else { "small toggle" },
                                            "aria-pressed": "{shown_double}",
                                            disabled: !t.started || chain.is_some(),
                                            title: "the end tile is a double that nothing covers",
                                            onclick: move |_| { let mut w = pos.write(); let tr = &mut w.trains[i]; tr.open_double = !tr.open_double; },
                                            "Open double"
                                        }
                                        button {
                                            id: "tiles-{tid}",
                                            class: if open_here { "small toggle on" } else { "small toggle" },
                                            title: "tap the train's tiles from the engine outwards",
                                            onclick: move |_| picking.set(if open_here { Pick::Nothing } else { Pick::Train(i) }),
                                            "Tiles…"
                                        }
                                    }
                                    if let Some(ts) = &chain {
                                        div { class: "row train-chain", id: "chain-{tid}",
                                            for (k, x) in ts.iter().enumerate() {
                                                div { key: "{k}", title: "{x}", Domino { a: x.hi(), b: x.lo(), size: 13.0 } }
                                            }
                                        }
                                    }
                                    if open_here {
                                        div { class: "train-picker",
                                            div { class: "row",
                                                span { class: "grow muted", "Tap the tiles of {label} from the engine outwards." }
                                                button { class: "small", id: "chain-clear", onclick: move |_| pos.write().trains[i] = TrainEdit::default(), "Clear" }
                                                button { class: "small primary", id: "chain-done", onclick: move |_| picking.set(Pick::Nothing), "Done" }
                                            }
                                            TilePicker {
                                                set: b.set,
                                                engine: Some(b.engine),
                                                selected: chain.clone().unwrap_or_default(),
                                                taken: chain_taken,
                                                size: 16.0,
                                                on_toggle: move |x: Tile| {
                                                    let mut w = pos.write();
                                                    let tr = &mut w.trains[i];
                                                    let ts = tr.tiles.get_or_insert_with(Vec::new);
                                                    if let Some(k) = ts.iter().position(|&y| y == x) { ts.remove(k); } else { ts.push(x); }
                                                    if ts.is_empty() { *tr = TrainEdit::default(); } else { tr.started = true; tr.open_double = false; }
                                                },
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    div { class: "row", style: "margin-top:10px",
                        span { class: "muted",
                            if p.turn_chosen || !p.moves.is_empty() { "Whose turn:" } else { "Whose turn (the mover's unless you say):" }
                        }
                        for i in 0..n {
                            button {
                                key: "{i}",
                                id: "turn-{i}",
                                class: if p.turn == i { "small toggle on" } else { "small toggle" },
                                "aria-pressed": "{p.turn == i}",
                                onclick: move |_| {
                                    let mut w = pos.write();
                                    w.turn = i;
                                    w.turn_chosen = true;
                                    draft.write().mover = None;
                                },
                                {names[i].clone()}
                            }
                        }
                    }
                    div { class: "row", style: "margin-top:10px",
                        button {
                            id: "hand-toggle",
                            class: if picking() == Pick::Hand { "small toggle on" } else { "small toggle" },
                            onclick: move |_| picking.set(if picking() == Pick::Hand { Pick::Nothing } else { Pick::Hand }),
                            if hand.is_empty() { "{names[hand_owner]}'s hand (optional)" } else { "{names[hand_owner]}'s hand: {hand.len()} tiles" }
                        }
                        label { r#for: "boneyard", "Boneyard" }
                        input {
                            r#type: "text",
                            id: "boneyard",
                            inputmode: "numeric",
                            style: "width:90px",
                            placeholder: "unknown",
                            initial_value: p.boneyard.map(|b| b.to_string()).unwrap_or_default(),
                            oninput: move |e: FormEvent| pos.write().boneyard = e.value().trim().parse().ok(),
                        }
                        span { class: "muted", "tiles left" }
                        button {
                            id: "cover-last-double",
                            class: if cover { "small toggle on" } else { "small toggle" },
                            "aria-pressed": "{cover}",
                            title: "house rule: a double laid as the last tile must still be covered",
                            onclick: move |_| {
                                let nb = pos.read().basics.with_cover_last_double(!cover);
                                pos.write().basics = nb;
                            },
                            if cover { "You cannot go out on a double: on" } else { "You cannot go out on a double: off" }
                        }
                    }
                    if picking() == Pick::Hand {
                        div { class: "card", style: "margin-top:10px",
                            div { class: "row",
                                h3 { class: "grow", "Tiles in {names[hand_owner]}'s hand" }
                                button { class: "small", id: "hand-clear", onclick: move |_| pos.write().hands[hand_owner].clear(), "Clear" }
                                button { class: "small primary", id: "hand-done", onclick: move |_| picking.set(Pick::Nothing), "Done" }
                            }
                            TilePicker {
                                set: b.set,
                                engine: Some(b.engine),
                                selected: hand.clone(),
                                taken: others.clone(),
                                size: 18.0,
                                on_toggle: move |t: Tile| {
                                    let mut w = pos.write();
                                    let h = &mut w.hands[hand_owner];
                                    if let Some(k) = h.iter().position(|&x| x == t) { h.remove(k); } else { h.push(t); }
                                },
                            }
                        }
                    }
                }
                div { class: "card",
                    h2 { class: "ref-h", "Table file" }
                    div { class: "row",
                        input {
                            r#type: "text",
                            id: "file-path",
                            class: "grow",
                            "aria-label": "table file",
                            initial_value: "{path}",
                            oninput: move |e: FormEvent| path.set(e.value()),
                        }
                        button { class: "small", id: "save-file", onclick: save, "Save" }
                        button { class: "small", id: "open-file", onclick: open, "Open" }
                    }
                    if let Some((ok, msg)) = file_msg() {
                        div { id: "file-msg", class: if ok { "saved" } else { "error" }, role: "alert", "{msg}" }
                    }
                }
            }
            div { class: "ref-side",
                div { class: "card",
                    h2 { class: "ref-h", "The disputed move" }
                    if !p.moves.is_empty() {
                        ol { class: "ref-moves", id: "moves",
                            for (k, m) in p.moves.iter().enumerate() {
                                {
                                    let v = base_verdicts.iter().find(|v| v.index == k);
                                    let tag = match v { Some(v) if v.legal => "legal", Some(_) => "not legal", None => "not judged" };
                                    rsx! { li { key: "{k}", "{m.describe(&rules)} — {tag}" } }
                                }
                            }
                        }
                        button {
                            class: "small",
                            id: "undo-move",
                            onclick: move |_| { pos.write().moves.pop(); draft.set(Draft::default()); },
                            "Take back the last move"
                        }
                    }
                    div { class: "row",
                        span { class: "muted", "Who:" }
                        for i in 0..n {
                            button {
                                key: "{i}",
                                id: "mover-{i}",
                                class: if mover == i { "small toggle on" } else { "small toggle" },
                                "aria-pressed": "{mover == i}",
                                onclick: move |_| {
                                    draft.write().mover = Some(i);
                                    // The disputed move's player is whose turn it is, unless the user said otherwise.
                                    let mut w = pos.write();
                                    if w.moves.is_empty() && !w.turn_chosen { w.turn = i; }
                                },
                                {names[i].clone()}
                            }
                        }
                    }
                    div { class: "row", style: "margin-top:8px",
                        for (act, id, label) in [(Act::Play, "act-play", "Plays a tile"), (Act::Draw, "act-draw", "Draws"), (Act::Pass, "act-pass", "Passes")] {
                            button {
                                key: "{id}",
                                id: "{id}",
                                class: if d.act == act { "small toggle on" } else { "small toggle" },
                                "aria-pressed": "{d.act == act}",
                                onclick: move |_| draft.write().act = act,
                                "{label}"
                            }
                        }
                    }
                    if d.act == Act::Play {
                        div { class: "move-tile",
                            span { class: "muted", "Tile" }
                            NumPad { prefix: "move-a", max: b.set, value: d.a, on_pick: move |v| draft.write().a = v }
                            span { class: "muted", "and" }
                            NumPad { prefix: "move-b", max: b.set, value: d.b, on_pick: move |v| draft.write().b = v }
                        }
                        div { class: "row", style: "margin-top:8px",
                            span { class: "muted", "On:" }
                            for i in (0..n).chain([MX]) {
                                {
                                    let tid = train_id(i);
                                    let label = if i == MX { rules.community_short().to_string() } else { names[i].clone() };
                                    rsx! {
                                        button {
                                            key: "{tid}",
                                            id: "on-{tid}",
                                            class: if d.on == Some(i) { "small toggle on" } else { "small toggle" },
                                            "aria-pressed": "{d.on == Some(i)}",
                                            onclick: move |_| draft.write().on = Some(i),
                                            "{label}"
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if let Some(m) = &disputed {
                        div { class: "row ref-question", id: "question",
                            if let (Act::Play, Some(a), Some(b)) = (d.act, d.a, d.b) {
                                Domino { a, b, size: 18.0 }
                            }
                            strong { "{m.describe(&rules)}?" }
                        }
                    }
                    match (&base, &judged, &verdict) {
                        (Err(e), _, _) | (_, Some(Err(e)), _) => rsx! {
                            div { class: "error", id: "setup-error", role: "alert",
                                p { "The table as entered is not possible:" }
                                ul { for (k, line) in problems(e).into_iter().enumerate() { li { key: "{k}", "{line}" } } }
                            }
                        },
                        (_, None, _) => rsx! {
                            p { class: "verdict-wait", id: "verdict-wait",
                                if d.act == Act::Play { "Tap the tile's two ends and the train." } else { "" }
                            }
                        },
                        (_, Some(Ok(_)), Some(v)) if v.index < p.moves.len() => rsx! {
                            div { class: "verdict illegal", id: "verdict", "Not legal" }
                            p { class: "verdict-why", "Move {v.index + 1} above already breaks a rule; take it back first." }
                        },
                        (_, Some(Ok(r)), Some(v)) => {
                            let rule = v.rule;
                            rsx! {
                                div {
                                    class: if v.legal { "verdict legal" } else { "verdict illegal" },
                                    id: "verdict",
                                    if v.legal { "Legal" } else { "Not legal" }
                                }
                                if let Some(reason) = &v.reason {
                                    p { class: "verdict-why", id: "verdict-reason", "{reason}." }
                                }
                                if let Some(rule) = rule {
                                    Link {
                                        id: "verdict-rule-link",
                                        class: "button",
                                        to: Route::RuleEntry { id: rule.as_str().to_string() },
                                        onclick: move |_| *FROM_DISPUTE.write() = true,
                                        "Rule book: {rule.as_str()}"
                                    }
                                }
                                if let Some(summary) = &v.summary {
                                    p { class: "verdict-rule", id: "verdict-summary", "{summary}" }
                                }
                                if v.legal {
                                    p { class: "verdict-why", id: "verdict-next",
                                        if r.round.over { "That ends the round." } else { "Next: {r.turn}." }
                                    }
                                }
                            }
                        }
                        _ => rsx! {},
                    }
                    if legal_now {
                        button {
                            class: "primary",
                            id: "add-move",
                            style: "margin-top:10px",
                            onclick: move |_| {
                                if let Some(m) = disputed.clone() {
                                    pos.write().moves.push(m);
                                    draft.set(Draft::default());
                                }
                            },
                            "It was played: judge the next move"
                        }
                    }
                }
            }
        }
    }
}

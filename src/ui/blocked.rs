//! The blocked-round resolver: enter the trains' open ends and markers,
//! then each player's remaining tiles; the engine says whether the round
//! really is blocked, who could still play what, everyone's points and, for
//! a blocked round, the winners. One tap records it as the current game's
//! next round.

use super::checker::train_label;
use super::referee::{
    train_id, trains, use_keep, use_kept, Basics, BasicsEditor, KeptScreen, NumPad, RefereeTabs,
};
use super::referee_model::EditedTable;
use super::round_form::Act;
use super::widgets::{joined, Domino, TilePicker};
use super::{preset_title, say, use_db, use_revision, Route};
use crate::app::referee::next_starter;
use crate::i18n::Said;
use crate::rules::{lowest, Pip, PlayerInput, RoundInput, Table, Tile, MAX_PLAYERS};
use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

/// The screen as kept between screens and restarts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    position: EditedTable,
    /// Per train (by [`crate::rules::TrainId::index`]): entered yet.
    entered: Vec<bool>,
    starter: Option<usize>,
}

impl KeptScreen for Kept {
    const KEY: &'static str = "blocked";
    fn fresh(basics: Basics) -> Kept {
        let mut position = EditedTable::new(basics);
        position.setup.boneyard = Some(0);
        Kept {
            position,
            entered: vec![false; MAX_PLAYERS + 1],
            starter: None,
        }
    }
    fn basics(&self) -> Basics {
        self.position.basics()
    }
    fn set_basics(&mut self, b: Basics) {
        self.position.set_basics(b);
    }
    fn is_sound(&self) -> bool {
        self.entered.len() == MAX_PLAYERS + 1
    }
}

/// The seats whose marker is up on the table entered, as the round records
/// them: only in a game with an open-marker penalty (elsewhere a marker up
/// costs nothing, and the round records none).
fn blocked_markers(p: &EditedTable, rules: &crate::rules::Rules) -> Vec<usize> {
    if rules.has_marker_penalty() {
        p.markers_up()
    } else {
        vec![]
    }
}

/// The blocked-round screen.
#[component]
pub fn Blocked() -> Element {
    let db = use_db();
    let rev = use_revision();
    rev.track();
    let nav = use_navigator();
    let (current, initial) = use_kept::<Kept>();
    let mut pos = use_signal(|| initial.position.clone());
    let mut entered = use_signal(|| initial.entered.clone());
    let mut picking = use_signal(|| Some(0usize));
    let mut starter = use_signal(move || initial.starter);
    let mut error = use_signal(|| None::<String>);
    use_keep(
        current,
        move || Kept {
            position: pos.read().clone(),
            entered: entered.read().clone(),
            starter: starter(),
        },
        move |e| {
            if e.is_some() {
                error.set(e);
            }
        },
    );

    let p = pos.read().clone();
    let b = p.basics();
    let names = b.players.clone();
    let n = names.len();
    let rules = b.rules();
    // Who the game's plan says starts the next round: read when the game changes.
    let game_id = use_memo(move || pos.read().game);
    let game = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            next_starter(&db, game_id())
        })
    }();
    let plan_starter = game.flatten();

    // Points under the game's house rules (blank values, doubles that
    // count double, the penalty for a marker left up; nobody went out, so
    // no going-out bonus), and the lowest.
    let hands: Vec<Vec<Tile>> = (0..n).map(|s| p.hand(s)).collect();
    let markers_up = blocked_markers(&p, &rules);
    let counted: Vec<u32> = hands.iter().map(|h| rules.hand_points(h)).collect();
    let points: Vec<i32> = rules.round_points(&counted, None, &markers_up);
    let winners = lowest(&points);
    let all_tapped = hands.iter().all(|h| !h.is_empty());
    let trains_in = {
        let e = entered.read();
        trains(n).all(|t| e[t.index()])
    };
    // The engine judges "nobody can play" from the trains and the hands.
    let judged = (all_tapped && trains_in).then(|| Table::from_setup(&p.setup));
    let verdict: Option<Result<(bool, Vec<String>), String>> = judged.map(|r| match r {
        Ok(table) => {
            let blocked = table.is_blocked_now();
            let could: Vec<String> = table
                .who_could_play()
                .into_iter()
                .filter(|(_, plays)| !plays.is_empty())
                .map(|(s, plays)| {
                    let what: Vec<String> = plays
                        .iter()
                        .map(|(t, tr)| {
                            t!(
                                "blk-play-on",
                                tile = t.to_string(),
                                train = train_label(&names, *tr, &rules)
                            )
                        })
                        .collect();
                    t!(
                        "blk-can-play",
                        name = table.name(s).to_string(),
                        tiles = what.join(", ")
                    )
                })
                .collect();
            Ok((blocked, could))
        }
        Err(e) => {
            let detail = e.to_string().replace('\n', "; ");
            Err(say(&Said::new("err-blk-setup").arg("detail", detail)))
        }
    });
    let blocked = matches!(verdict, Some(Ok((true, _))));

    let record = {
        let db = db.clone();
        move |_| {
            let p = pos.read().clone();
            let Some(id) = p.game else {
                error.set(Some(t!("blk-no-game")));
                return;
            };
            let input = RoundInput {
                starter: starter(),
                blocked: true,
                players: (0..p.setup.players.len())
                    .map(|s| PlayerInput {
                        out: false,
                        tiles: Some(p.hand(s)),
                        total: None,
                    })
                    .collect(),
                markers_up: blocked_markers(&p, &p.basics().rules()),
            };
            match crate::app::games::record_round(&*db, id, &input) {
                Ok(saved) => {
                    error.set(None);
                    crate::app::referee::discard_kept(&db, Kept::KEY);
                    rev.game_changed(id);
                    if saved.finished.is_some() {
                        nav.push(Route::Summary { id });
                    } else {
                        nav.push(Route::Play { id });
                    }
                }
                Err(e) => error.set(Some(say(&Act::Record.said(&e)))),
            }
        }
    };

    let picked = picking().filter(|&s| s < n);
    rsx! {
        RefereeTabs { active: 1 }
        div { class: "ref-grid",
            div { class: "ref-main",
                div { class: "card",
                    h2 { class: "ref-h", {t!("blk-trains")} }
                    BasicsEditor {
                        basics: b.clone(),
                        on_change: move |nb: Basics| pos.write().rebase(nb),
                    }
                    p { class: "hint", {t!("blk-trains-hint")} }
                    for t in trains(n) {
                        {
                            let tr = p.train(t);
                            let tid = train_id(t);
                            let is_in = entered.read()[t.index()];
                            rsx! {
                                div { class: "train-row", key: "{tid}",
                                    div { class: "train-name", strong { {train_label(&names, t, &rules)} } }
                                    NumPad {
                                        prefix: "end-{tid}",
                                        max: b.set,
                                        value: tr.end,
                                        none_label: t!("blk-none"),
                                        unset: !is_in,
                                        on_pick: move |v: Option<Pip>| {
                                            entered.write()[t.index()] = true;
                                            let mut w = pos.write();
                                            w.clear_train(t);
                                            if let Some(e) = v { w.edit_train(t, |tr| tr.end = Some(e)); }
                                        },
                                    }
                                    div { class: "row train-toggles",
                                        if let (Some(s), true) = (t.owner(), rules.markers) {
                                            button {
                                                id: "marker-{tid}",
                                                class: if tr.marker { "small toggle on" } else { "small toggle" },
                                                "aria-pressed": "{tr.marker}",
                                                onclick: move |_| pos.write().toggle_marker(s.index()),
                                                {t!("blk-marker-up")}
                                            }
                                        }
                                        button {
                                            id: "open-double-{tid}",
                                            class: if tr.open_double == Some(true) { "small toggle on" } else { "small toggle" },
                                            disabled: tr.end.is_none(),
                                            title: t!("blk-open-double-title"),
                                            onclick: move |_| pos.write().edit_train(t, |tr| tr.open_double = (tr.open_double != Some(true)).then_some(true)),
                                            {t!("blk-open-double")}
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                div { class: "card",
                    h2 { class: "ref-h", {t!("blk-hands")} }
                    p { class: "hint", {t!("blk-hands-hint")} }
                    div { class: "row", style: "margin:8px 0",
                        for s in 0..n {
                            button {
                                key: "{s}",
                                id: "pick-{s}",
                                class: if picked == Some(s) { "toggle on" } else { "toggle" },
                                onclick: move |_| picking.set(Some(s)),
                                "{names[s]} ({hands[s].len()})"
                            }
                        }
                    }
                    if let Some(s) = picked {
                        div { class: "row",
                            h3 { class: "grow", {t!("blk-tiles-of", name = names[s].as_str())} }
                            button { class: "small", id: "hand-clear", onclick: move |_| pos.write().clear_hand(s), {t!("rf-clear")} }
                            if s + 1 < n {
                                button { class: "small primary", id: "pick-next", onclick: move |_| picking.set(Some(s + 1)), {t!("blk-next-player")} }
                            }
                        }
                        TilePicker {
                            set: b.set,
                            engine: Some(b.engine),
                            selected: hands[s].clone(),
                            taken: (0..n).filter(|&o| o != s).flat_map(|o| hands[o].clone()).collect::<Vec<_>>(),
                            size: 18.0,
                            on_toggle: move |t: Tile| pos.write().toggle_in_hand(s, t),
                        }
                    }
                }
            }
            div { class: "ref-side",
                div { class: "card",
                    h2 { class: "ref-h", {t!("blk-is-blocked")} }
                    match &verdict {
                        None if !trains_in => rsx! { p { class: "muted", id: "blocked-wait", {t!("blk-wait-trains")} } },
                        None => rsx! { p { class: "muted", id: "blocked-wait", {t!("blk-wait-tiles")} } },
                        Some(Err(e)) => rsx! { div { class: "error", id: "blocked-error", role: "alert", "{e}" } },
                        Some(Ok((true, _))) => rsx! {
                            div { class: "verdict legal", id: "blocked-verdict", {t!("blk-blocked")} }
                            p { class: "verdict-why", {t!("blk-blocked-why")} }
                        },
                        Some(Ok((false, could))) => rsx! {
                            div { class: "verdict illegal", id: "blocked-verdict", {t!("blk-not-blocked")} }
                            if could.is_empty() {
                                p { class: "verdict-why", {t!("blk-not-over")} }
                            }
                            ul { id: "could-play",
                                for (k, line) in could.iter().enumerate() { li { key: "{k}", "{line}" } }
                            }
                        },
                    }
                    h3 { {t!("blk-points", preset = preset_title(rules.preset), blank = rules.blank_half, double = rules.double_blank)} }
                    table { class: "scores", id: "blocked-points",
                        tbody {
                            for s in 0..n {
                                tr { key: "{s}", class: if blocked && winners.contains(&s) { "lead" } else { "" },
                                    td { style: "text-align:left", "{names[s]}" }
                                    td { id: "points-{s}", strong { "{points[s]}" } }
                                    td {
                                        div { class: "row", style: "gap:3px",
                                            for t in hands[s].iter().copied() {
                                                Domino { key: "{t}", a: t.hi(), b: t.lo(), size: 11.0 }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if blocked {
                        p { class: "ref-winners", id: "winners",
                            {t!("blk-winners", count = winners.len())}
                            " "
                            strong { {joined(&winners.iter().map(|&s| names[s].clone()).collect::<Vec<_>>())} }
                        }
                    }
                    if game.is_some() {
                        if plan_starter.is_none() {
                            div { class: "row",
                                span { class: "muted", {t!("rf-started-by")} }
                                for s in 0..n {
                                    button {
                                        key: "{s}",
                                        id: "starter-{s}",
                                        class: if starter() == Some(s) { "small toggle on" } else { "small toggle" },
                                        "aria-pressed": "{starter() == Some(s)}",
                                        onclick: move |_| starter.set(Some(s)),
                                        "{names[s]}"
                                    }
                                }
                            }
                        }
                        button {
                            class: "primary big",
                            id: "record-blocked",
                            disabled: !blocked,
                            title: t!("blk-record-title"),
                            onclick: record,
                            {t!("blk-record")}
                        }
                    } else {
                        p { class: "hint", {t!("blk-no-game-hint")} }
                    }
                    if let Some(e) = error() {
                        div { class: "error", role: "alert", id: "record-error", "{e}" }
                    }
                }
            }
        }
    }
}

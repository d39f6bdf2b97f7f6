//! The end-of-round entry: for each player, went out, tapped tiles or a typed
//! total; or the whole round blocked. Used for new rounds and for edits.

use super::widgets::{
    bring_into_view, points_text, sentence, signed_text, Chip, Domino, Icon, IconKind, TilePad,
    TilePicker, ViewAt,
};
use super::{use_db, use_display, use_revision, Route};
use crate::app::display::PickerMode;
use crate::app::GameRecord;
use crate::app::{games, ActionError};
use crate::i18n::{Message, Said};
use crate::rules::{EntryError, Tile};
use dioxus::prelude::*;

/// (Its own module, so that the hosting card can fill the form without the
/// two screens importing each other.)
pub use super::round_state::FormState;

/// A message about a tap that was refused, or that needs a second tap to
/// confirm; shown while the form is as it was then.
#[derive(Clone, Debug, PartialEq)]
struct Notice {
    text: String,
    /// The seat whose "Went out" a second tap confirms.
    confirm_out: Option<usize>,
    /// The form when the message was given.
    at: FormState,
}

/// Where a refused save is shown: beside the field at fault.
#[derive(Clone, Copy, Debug, PartialEq)]
enum Spot {
    /// The "Started by" buttons.
    Starter,
    /// A player's entry.
    Player(usize),
    /// Who went out, or blocked (above the players).
    Outcome,
    /// By the Save button.
    Form,
}

impl Spot {
    /// Where the engine's refusal `e` belongs in this form.
    fn of(e: &EntryError, names: &[String], state: &FormState) -> Spot {
        use EntryError::*;
        let seat = |p: &str| names.iter().position(|n| n == p).map(Spot::Player);
        let found = match e {
            Starter => Some(Spot::Starter),
            NotANumber { player, .. }
            | Negative { player }
            | TooMany { player, .. }
            | TooBig { player, .. }
            | Missing { player }
            | EngineTapped { player, .. }
            | NotInSet { player, .. } => seat(player),
            OutInBlocked(p) | OutWithTiles(p) => seat(p),
            MarkerTwice(p) | NoMarkers(p) | NoMarkerPenalty(p) => seat(p),
            MarkerSeat { .. } => None,
            TwoOut(_, b) => seat(b),
            TileTwice(t) => (0..state.tiles.len())
                .rev()
                .find(|&s| state.tiles[s].contains(t))
                .map(Spot::Player),
            NobodyOut => Some(Spot::Outcome),
            WrongPlayerCount { .. } | NoSuchRound(_) => None,
        };
        found.unwrap_or(Spot::Form)
    }

    /// The control that takes the cursor when a save is refused here.
    fn focus_id(self, state: &FormState) -> String {
        match self {
            Spot::Starter => "starter-0".into(),
            Spot::Player(s) if !state.out[s] && state.tiles[s].is_empty() => format!("pts-{s}"),
            Spot::Player(s) => format!("out-{s}"),
            Spot::Outcome => "out-0".into(),
            Spot::Form => "save-round".into(),
        }
    }
}

/// Entry form for round `idx` of a game (the next round, or a past one to
/// edit). `returned`: the form holds a round that was just taken back (the
/// game screen says so), not one restored after a crash.
#[component]
pub fn RoundForm(game: GameRecord, idx: usize, #[props(default)] returned: bool) -> Element {
    let db = use_db();
    let display_db = db.clone();
    let rev = use_revision();
    let nav = use_navigator();
    let sheet = game.sheet.clone();
    let n = sheet.seats();
    let editing = idx < sheet.rounds.len();
    let Some(plan) = sheet.plan(idx) else {
        return rsx! { p { class: "error", {t!("rf-no-round", n = idx + 1)} } };
    };
    // A storage failure, shown until the next save attempt.
    let mut failure = use_signal(|| None::<String>);
    // Set when a save was refused: the reason is then worked out again from
    // what the form holds now, so it goes as soon as the problem is fixed.
    let mut tried = use_signal(|| false);
    let mut notice = use_signal(|| None::<Notice>);
    let empty = FormState::new(n, sheet.suggested_starter(idx));
    let suggested = empty.starter;
    // Read once, when the form opens: a new round resumes what was entered
    // before a crash or a restart (or a round taken back); an edit starts
    // from the stored round.
    let (initial, restored) = use_hook(|| {
        if editing {
            return (
                FormState::from_entry(&sheet.rounds[idx], &sheet.spec.rules()),
                false,
            );
        }
        let draft = games::draft(&*db, game.id, idx)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str::<FormState>(&text).ok())
            .filter(|f| f.out.len() == n && f.totals.len() == n && f.tiles.len() == n)
            // A draft kept before the "marker up" switches: all down.
            .map(|mut f| {
                f.markers.resize(n, false);
                f
            })
            .filter(|f| *f != empty);
        let restored = draft.is_some();
        (draft.unwrap_or_else(|| empty.clone()), restored)
    });
    let mut form = use_signal(move || initial);
    {
        let db = db.clone();
        let game_id = game.id;
        let empty = empty.clone();
        use_effect(move || {
            let f = form.read().clone();
            if editing {
                return;
            }
            let kept = if f == empty {
                games::keep_draft(&*db, game_id, idx, None)
            } else {
                match serde_json::to_string(&f) {
                    Ok(text) => games::keep_draft(&*db, game_id, idx, Some(&text)),
                    Err(_) => Ok(()),
                }
            };
            if let Err(e) = kept {
                failure.set(Some(t!(
                    "rf-draft-not-kept",
                    detail = super::say(&e.said())
                )));
            }
        });
    }
    let mut picking = use_signal(|| None::<usize>);
    let rules = sheet.spec.rules();
    let state = form.read().clone();
    let game_id = game.id;
    let names = sheet.spec.players.clone();
    let colours = game.colours.clone();
    // The next round's form, opened by a save: brought into view, with the
    // cursor in its first points box.
    // (Worked out once, from the form as it opened: a box that appears
    // later, say after "Went out" is unmarked, does not take the cursor.)
    let first_box = use_hook(|| {
        let f = form.peek();
        (0..n).find(|&s| !f.out[s] && f.tiles[s].is_empty())
    });
    // (Not for a round just taken back by Undo: the game screen shows
    // that note, with Redo, at the top of the view instead.)
    let focus_first = !editing && idx > 0 && !returned;
    // Table mode: the phones' entries for this round, filling the form.
    // A seat no phone holds: "Enter for NAME" opens that player's tiles
    // and puts the cursor in their points box.
    #[cfg(feature = "serve")]
    let enter_for = move |s: usize| {
        if form.peek().out.get(s) == Some(&false) {
            picking.set(Some(s));
            document::eval(&format!("document.getElementById('pts-{s}')?.focus()"));
        }
    };
    #[cfg(feature = "serve")]
    let phones = (!editing).then(
        || rsx! { super::lan::window::PhoneEntries { game: game.id, idx, form, names: names.clone(), on_enter: enter_for } },
    );
    #[cfg(not(feature = "serve"))]
    let phones: Option<Element> = None;
    let save_names = names.clone();
    let save = move || {
        failure.set(None);
        let input = form.read().input();
        let saved = if editing {
            games::edit_round(&*db, game_id, idx, &input)
        } else {
            games::record_round(&*db, game_id, &input)
        };
        match saved {
            Ok(saved) => {
                tried.set(false);
                rev.game_changed(game_id);
                if saved.finished.is_some() {
                    nav.push(Route::Summary { id: game_id });
                } else if editing {
                    nav.push(Route::Play { id: game_id });
                }
            }
            // The reason is worked out from the form as it is now (below),
            // and shown beside the field at fault, which takes the cursor.
            Err(ActionError::Refused(e)) => {
                tried.set(true);
                let state = form.read().clone();
                let id = Spot::of(&e, &save_names, &state).focus_id(&state);
                bring_into_view(&id, ViewAt::Center, true);
            }
            Err(e) => {
                tried.set(false);
                failure.set(Some(super::say(&Act::Record.said(&e))));
            }
        }
    };
    let save_on_submit = {
        let mut save = save.clone();
        move |e: FormEvent| {
            e.prevent_default();
            save();
        }
    };
    let save_on_click = {
        let mut save = save.clone();
        // Enter in a points box "clicks" this button: the click saves, and
        // the page's own form submission is cancelled.
        move |e: MouseEvent| {
            e.prevent_default();
            save();
        }
    };

    // Shown only while the form is as it was when the message was given.
    let shown_notice = notice().filter(|m| m.at == state);
    let problem = if tried() {
        sheet.accept(idx, &state.input()).err().map(|e| {
            let spot = Spot::of(&e, &names, &state);
            (spot, sentence(&super::say(&e.said())))
        })
    } else {
        None
    };
    // The refusal, beside its field (one place at a time).
    let problem_at = |at: Spot| -> Option<String> {
        problem
            .as_ref()
            .filter(|(spot, _)| *spot == at)
            .map(|(_, text)| text.clone())
    };
    let starter_problem = problem_at(Spot::Starter);
    let outcome_problem = problem_at(Spot::Outcome);
    let player_problems: Vec<Option<String>> =
        (0..n).map(|s| problem_at(Spot::Player(s))).collect();
    let form_problem = problem_at(Spot::Form);
    // The picker's mode (number pad, all tiles, or by screen width), kept
    // with the display settings.
    let mut display = use_display().0;
    let mode = display().picker;
    let mode_class = match mode {
        PickerMode::Auto => "mode-auto",
        PickerMode::Pad => "mode-pad",
        PickerMode::Tiles => "mode-tiles",
    };
    let set_mode = {
        let db = display_db;
        use_callback(move |m: PickerMode| {
            let next = crate::app::display::Display {
                picker: m,
                ..display()
            };
            display.set(next);
            if let Err(e) = crate::app::display::save(&db, &next) {
                failure.set(Some(super::display_not_saved(&e)));
            }
        })
    };
    // The tiles in the other hands, and a tap on a tile: into the hand
    // being picked, or out of it.
    let picked = picking();
    let taken: Vec<Tile> = state
        .tiles
        .iter()
        .enumerate()
        .filter(|(o, _)| Some(*o) != picked)
        .flat_map(|(_, t)| t.clone())
        .collect();
    let toggle = move |t: Tile| {
        let Some(p) = picking() else { return };
        let mut f = form.write();
        let hand = &mut f.tiles[p];
        if let Some(i) = hand.iter().position(|&x| x == t) {
            hand.remove(i);
        } else {
            hand.push(t);
        }
    };
    // The "marker up" switches: only under an open-marker penalty (the
    // engine refuses a marker up anywhere else).
    let markers_offered = rules.has_marker_penalty();
    // Each player's total without this round (the rounds before it, and
    // after it when a past round is edited).
    let before: Vec<i32> = (0..n)
        .map(|s| {
            sheet
                .rounds
                .iter()
                .enumerate()
                .filter(|(k, _)| *k != idx)
                .map(|(_, r)| r.points.get(s).copied().unwrap_or(0))
                .sum()
        })
        .collect();
    let starter_note = match (plan.starter, state.starter) {
        (Some(s), _) if !editing => Some(t!("rf-starter-by-rules", name = names[s].as_str())),
        (None, Some(s)) if !editing && Some(s) == suggested => Some(t!("rf-starter-suggested")),
        _ => None,
    };
    rsx! {
        form { class: "card", id: "round-form", onsubmit: save_on_submit,
            div { class: "row",
                h2 { style: "margin:0", class: "grow",
                    if editing { {t!("rf-edit-title", n = idx + 1)} } else { {t!("rf-end-title", n = idx + 1)} }
                }
                button {
                    r#type: "button",
                    id: "blocked",
                    class: if state.blocked { "toggle switch on" } else { "toggle switch" },
                    "aria-pressed": "{state.blocked}",
                    onclick: {
                        let names = names.clone();
                        move |_| {
                            let f = form.read().clone();
                            if let Some(o) = f.out.iter().position(|&o| o) {
                                if !f.blocked {
                                    notice.set(Some(Notice {
                                        text: t!("rf-notice-out-then-blocked", name = names[o].as_str()),
                                        confirm_out: None,
                                        at: f,
                                    }));
                                    return;
                                }
                            }
                            form.write().blocked = !f.blocked;
                        }
                    },
                    span { {t!("rf-blocked")} }
                    span { class: "state", if state.blocked { Icon { kind: IconKind::Check, size: 16.0 } {t!("w-on")} } else { {t!("w-off")} } }
                }
            }
            div { class: "row", style: "margin:10px 0",
                span { class: "muted", {t!("rf-started-by")} }
                for s in 0..n {
                    button {
                        r#type: "button",
                        key: "{s}",
                        id: "starter-{s}",
                        class: if state.starter == Some(s) { "small toggle on" } else { "small toggle" },
                        "aria-pressed": "{state.starter == Some(s)}",
                        onclick: move |_| form.write().starter = Some(s),
                        {names[s].clone()}
                    }
                }
                if let Some(t) = starter_note {
                    span { class: "hint", id: "starter-note", "{t}" }
                }
            }
            if let Some(e) = starter_problem {
                div { class: "error", role: "alert", id: "entry-error", "{e}" }
            }
            if restored && !returned {
                p { class: "saved", id: "draft-restored", {t!("rf-draft-restored")} }
            }
            p { class: "hint",
                {t!("rf-hint-each")}
                " "
                {t!("rf-hint-blanks", blank = rules.blank_half, double = rules.double_blank)}
                " "
                {t!("rf-hint-keys")}
            }
            if let Some(e) = outcome_problem {
                div { class: "error", role: "alert", id: "entry-error", "{e}" }
            }
            div { class: "entries",
                for s in 0..n {
                    {
                        let out = state.out[s];
                        let tiles = state.tiles[s].clone();
                        let pts_from_tiles = rules.hand_points(&tiles);
                        let marker_up = state.marker_up(s);
                        // What the hand counts so far (tiles, or the typed
                        // total when it is a number), and the round's points
                        // with the bonus or the penalty applied.
                        let hand: Option<u32> = if out {
                            Some(0)
                        } else if !tiles.is_empty() {
                            Some(pts_from_tiles)
                        } else {
                            state.totals[s].trim().parse::<u32>().ok()
                        };
                        let adjustment = rules.seat_adjustment(out && !state.blocked, marker_up);
                        let running = hand.filter(|_| adjustment != 0).map(|h| {
                            let round = rules.seat_points(h, out && !state.blocked, marker_up);
                            let why = if adjustment < 0 {
                                t!("rf-bonus-applied", points = signed_text(adjustment))
                            } else {
                                t!("rf-penalty-applied", points = signed_text(adjustment))
                            };
                            let total = before[s] + round;
                            (why, points_text(round), points_text(total))
                        });
                        let from_tiles = t!("count-tiles", count = tiles.len());
                        let focus_here = focus_first && first_box == Some(s);
                        let class = match (out, picking() == Some(s)) {
                            (_, true) => "card entry picking",
                            (true, _) => "card entry out",
                            _ => "card entry",
                        };
                        let confirming = shown_notice.as_ref().and_then(|m| m.confirm_out) == Some(s);
                        let names = names.clone();
                        rsx! {
                            div { class: "{class}", key: "{s}", style: "border-left-color:{colours[s]}",
                                div { class: "name", span { class: "who", Chip { colour: colours[s].clone() } span { {names[s].clone()} } } }
                                if let Some(e) = player_problems[s].clone() {
                                    div { class: "error", role: "alert", id: "entry-error", "{e}" }
                                }
                                div { class: "row", style: "margin-top:8px",
                                    button {
                                        r#type: "button",
                                        id: "out-{s}",
                                        class: if out { "toggle on" } else if confirming { "toggle confirm" } else { "toggle" },
                                        "aria-pressed": "{out}",
                                        onclick: {
                                            let names = names.clone();
                                            move |_| {
                                                let f = form.read().clone();
                                                let refuse = |text: String, confirm_out: Option<usize>| Notice { text, confirm_out, at: f.clone() };
                                                if f.out[s] {
                                                    form.write().out[s] = false;
                                                    return;
                                                }
                                                if f.blocked {
                                                    notice.set(Some(refuse(t!("rf-notice-blocked-then-out"), None)));
                                                    return;
                                                }
                                                if let Some(o) = f.out.iter().position(|&o| o) {
                                                    notice.set(Some(refuse(t!("rf-notice-two-out", name = names[o].as_str()), None)));
                                                    return;
                                                }
                                                let asked = notice().filter(|m| m.at == f).and_then(|m| m.confirm_out) == Some(s);
                                                if f.has_entry(s) && !asked {
                                                    let what = if !f.tiles[s].is_empty() {
                                                        t!("rf-what-tiles", tiles = t!("count-tiles", count = f.tiles[s].len()), points = rules.hand_points(&f.tiles[s]))
                                                    } else {
                                                        let t = f.totals[s].trim();
                                                        match t.parse::<u64>() {
                                                            Ok(v) => t!("rf-count-points", count = v),
                                                            Err(_) => t!("rf-quoted", text = crate::rules::shorten(t, 20)),
                                                        }
                                                    };
                                                    notice.set(Some(refuse(t!("rf-notice-clear-entry", name = names[s].as_str(), what = what), Some(s))));
                                                    return;
                                                }
                                                let mut f = form.write();
                                                f.out[s] = true;
                                                f.tiles[s].clear();
                                                f.totals[s].clear();
                                                // Going out, their marker costs nothing: the switch goes.
                                                if let Some(up) = f.markers.get_mut(s) {
                                                    *up = false;
                                                }
                                                if picking() == Some(s) {
                                                    picking.set(None);
                                                }
                                            }
                                        },
                                        if out { Icon { kind: IconKind::Check, size: 18.0 } {t!("rf-went-out")} }
                                        else if confirming { {t!("rf-went-out-confirm")} }
                                        else { {t!("rf-went-out")} }
                                    }
                                    if markers_offered && !out {
                                        button {
                                            r#type: "button",
                                            id: "marker-{s}",
                                            class: if marker_up { "toggle switch on" } else { "toggle switch" },
                                            role: "switch",
                                            "aria-checked": "{marker_up}",
                                            title: t!("rf-marker-up-hint", points = rules.open_marker_penalty),
                                            onclick: move |_| {
                                                let mut f = form.write();
                                                f.markers.resize(n, false);
                                                f.markers[s] = !f.markers[s];
                                            },
                                            if marker_up { Icon { kind: IconKind::Check, size: 18.0 } }
                                            {t!("rf-marker-up")}
                                        }
                                    }
                                    if !out {
                                        button {
                                            r#type: "button",
                                            id: "pick-{s}",
                                            class: if picking() == Some(s) { "toggle on" } else { "toggle" },
                                            onclick: move |_| picking.set(if picking() == Some(s) { None } else { Some(s) }),
                                            {t!("rf-tap-tiles")}
                                        }
                                    }
                                }
                                div { class: "entry-value",
                                    if out {
                                        div { class: "pts", "0" }
                                    } else if !tiles.is_empty() {
                                        div { class: "row",
                                            span { class: "pts", id: "pts-shown-{s}", "{pts_from_tiles}" }
                                            span { class: "muted", {t!("rf-from-tiles", tiles = from_tiles)} }
                                        }
                                        div { class: "row hand-strip",
                                            for t in tiles.iter().copied() {
                                                Domino { key: "{t}", a: t.hi(), b: t.lo(), size: 14.0 }
                                            }
                                        }
                                    } else {
                                        div { class: "row",
                                            input {
                                                r#type: "text",
                                                id: "pts-{s}",
                                                inputmode: "numeric",
                                                enterkeyhint: "done",
                                                placeholder: t!("rf-points"),
                                                autofocus: focus_here,
                                                onmounted: move |e: MountedEvent| async move {
                                                    if focus_here {
                                                        document::eval("window.scrollTo(0, 0)");
                                                        let _ = e.set_focus(true).await;
                                                    }
                                                },
                                                "aria-label": t!("rf-points-for", name = names[s].as_str()),
                                                initial_value: "{state.totals[s]}",
                                                oninput: move |e: FormEvent| form.write().totals[s] = e.value(),
                                                onkeydown: move |e: KeyboardEvent| {
                                                    if e.key() != Key::Tab {
                                                        return;
                                                    }
                                                    let forward = !e.modifiers().shift();
                                                    if let Some(to) = form.read().next_points_box(s, forward) {
                                                        e.prevent_default();
                                                        document::eval(&format!("document.getElementById('pts-{to}')?.focus()"));
                                                    }
                                                },
                                            }
                                            span { class: "muted", {t!("rf-points")} }
                                        }
                                    }
                                }
                                if let Some((why, round, total)) = running {
                                    p { class: "hint running", id: "running-{s}", "aria-live": "polite",
                                        "{why} · " {t!("rf-round-points", points = round)} " · " {t!("rf-new-total", total = total)}
                                    }
                                }
                            }
                        }
                    }
                }
            }
            {phones}
            if let Some(p) = picking() {
                if p < n && !state.out[p] {
                    div { class: "card picker-card {mode_class}", id: "picker-card",
                        // On a phone the picker opens below the players: bring it up.
                        onmounted: move |_| {
                            document::eval("if (window.innerWidth <= 700) document.getElementById('picker-card')?.scrollIntoView({block: 'start'})");
                        },
                        div { class: "row picker-head",
                            div { class: "grow",
                                h3 { {t!("rf-picker-title", name = names[p].as_str())} }
                                span { class: "pick-total", id: "pick-total", "aria-live": "polite",
                                    strong { "{rules.hand_points(&state.tiles[p])}" }
                                    " "
                                    {t!("rf-pick-total", tiles = t!("count-tiles", count = state.tiles[p].len()))}
                                }
                            }
                            button { r#type: "button", class: "small", onclick: move |_| form.write().tiles[p].clear(), {t!("rf-clear")} }
                            if let Some(q) = (p + 1..n).chain(0..p).find(|&q| !state.out[q]) {
                                button { r#type: "button", class: "small", id: "pick-next", onclick: move |_| picking.set(Some(q)),
                                    {t!("rf-next", name = names[q].as_str())}
                                }
                            }
                            button { r#type: "button", class: "small primary", id: "pick-done", onclick: move |_| picking.set(None), {t!("rf-done")} }
                        }
                        // Auto: both are there, and the stylesheet shows the
                        // pad on a phone-sized screen, the grid on a wider one.
                        if mode != PickerMode::Tiles {
                            div { class: "pad-wrap",
                                TilePad {
                                    hand: p,
                                    set: sheet.spec.set,
                                    engine: Some(plan.engine),
                                    selected: state.tiles[p].clone(),
                                    taken: taken.clone(),
                                    on_toggle: toggle,
                                }
                            }
                        }
                        if mode != PickerMode::Pad {
                            div { class: "grid-wrap",
                                TilePicker {
                                    set: sheet.spec.set,
                                    engine: Some(plan.engine),
                                    selected: state.tiles[p].clone(),
                                    taken,
                                    on_toggle: toggle,
                                }
                            }
                        }
                        // Below the keys: chosen once and kept, so it
                        // takes no room over them (and the keyboard goes
                        // from Done straight to the tiles).
                        div { class: "row picker-modes", role: "group", "aria-label": t!("rf-enter-with-spoken"),
                            span { class: "muted", {t!("rf-enter-with")} }
                            for (id, m, label) in [("picker-mode-pad", PickerMode::Pad, t!("rf-mode-pad")), ("picker-mode-tiles", PickerMode::Tiles, t!("rf-mode-tiles"))] {
                                button {
                                    r#type: "button",
                                    key: "{id}",
                                    id: "{id}",
                                    class: if mode == m { "small toggle on" } else { "small toggle" },
                                    "aria-pressed": "{mode == m}",
                                    onclick: move |_| set_mode.call(m),
                                    "{label}"
                                }
                            }
                        }
                    }
                }
            }
            if let Some(m) = shown_notice {
                div { class: "error", role: "alert", id: "entry-notice", "{m.text}" }
            }
            if let Some(e) = form_problem.or(failure().map(|f| sentence(&f))) {
                div { class: "error", role: "alert", id: "entry-error", "{e}" }
            }
            div { class: "row", style: "margin-top:12px",
                button { r#type: "submit", class: "primary big", id: "save-round", onclick: save_on_click,
                    if editing { {t!("rf-save-changes")} } else { {t!("rf-save", n = idx + 1)} }
                }
                if editing {
                    Link { class: "button big", to: Route::Play { id: game_id }, {t!("rf-cancel")} }
                }
            }
        }
    }
}

/// The action a refusal or a failure came from (its words depend on it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Act {
    /// Starting a game.
    Create,
    /// Saving a round (new or edited, or put back by redo).
    Record,
    /// Undoing the last entry.
    Undo,
    /// Ending the game early.
    Finish,
}

impl Act {
    /// Why this action did nothing, as a message: the engine's refusal,
    /// the reason it does not apply now (`app::games`), or storage's
    /// failure in a sentence naming the action (storage's words alone in
    /// English, as the command line prints them).
    pub(crate) fn said<E: Message>(self, e: &ActionError<E>) -> Said {
        match e {
            ActionError::Store(d) => Said::new(match self {
                Act::Create => "err-store-create",
                Act::Record => "err-store-record",
                Act::Undo => "err-store-undo",
                Act::Finish => "err-store-finish",
            })
            .arg("detail", d.said()),
            e => e.said(),
        }
    }
}

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`): the pips' words.
pub(crate) fn i18n_keys() -> Vec<String> {
    (0..=18).map(|p| format!("w-pips-{p}")).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tab_skips_the_players_without_a_points_box() {
        let mut f = FormState::new(4, None);
        f.out[1] = true;
        f.tiles[2] = vec![Tile::new(5, 4)];
        assert_eq!(f.next_points_box(0, true), Some(3));
        assert_eq!(f.next_points_box(3, true), None);
        assert_eq!(f.next_points_box(3, false), Some(0));
        assert_eq!(f.next_points_box(0, false), None);
    }

    #[test]
    fn a_round_taken_back_fills_the_form_with_the_hand_and_the_markers_up() {
        use crate::rules::{GameSpec, HouseRules, PresetId, Scoresheet};
        let mut spec = GameSpec::new(
            PresetId::Classic,
            12,
            vec!["Ana".into(), "Ben".into(), "Cy".into()],
        )
        .unwrap();
        spec.house = HouseRules {
            going_out_bonus: Some(10),
            open_marker_penalty: Some(5),
            ..Default::default()
        };
        let rules = spec.rules();
        let sheet = Scoresheet::new(spec);
        let mut f = FormState::new(3, Some(0));
        f.out[0] = true;
        f.markers[1] = true;
        f.totals[1] = "4".into();
        f.totals[2] = "15".into();
        assert_eq!(f.input().markers_up, vec![1]);
        let entry = sheet.accept(0, &f.input()).unwrap();
        assert_eq!(entry.points, vec![-10, 9, 15]);
        // Back in the form: what the hands held, not the round's points.
        let back = FormState::from_entry(&entry, &rules);
        assert_eq!(back.totals[1], "4");
        assert_eq!(back.markers, vec![false, true, false]);
        assert_eq!(sheet.accept(0, &back.input()).unwrap(), entry);
        // A draft kept before the switches existed still reads.
        let old: FormState = serde_json::from_str(
            r#"{"starter":0,"blocked":false,"out":[false,false],"totals":["",""],"tiles":[[],[]]}"#,
        )
        .unwrap();
        assert!(old.markers.is_empty() && !old.marker_up(1));
    }

    #[test]
    fn an_entry_is_typed_text_or_tapped_tiles() {
        let mut f = FormState::new(2, None);
        assert!(!f.has_entry(0));
        f.totals[0] = "  ".into();
        assert!(!f.has_entry(0));
        f.totals[0] = "7".into();
        f.tiles[1] = vec![Tile::new(1, 0)];
        assert!(f.has_entry(0) && f.has_entry(1));
    }
}

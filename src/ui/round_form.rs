//! The end-of-round entry: for each player, went out, tapped tiles or a typed
//! total; or the whole round blocked. Used for new rounds and for edits.

use super::widgets::{Chip, Domino, TilePicker};
use super::{use_db, use_revision, Route};
use crate::db::GameRecord;
use crate::rules::{PlayerInput, RoundEntry, RoundInput, RoundOutcome, Tile};
use dioxus::prelude::*;

/// The form's state: one slot per seat. Kept in the database as a draft
/// after every change, so a crash loses nothing entered.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FormState {
    /// Who started.
    pub starter: Option<usize>,
    /// Blocked round.
    pub blocked: bool,
    /// Went out, per seat.
    pub out: Vec<bool>,
    /// Typed totals, per seat.
    pub totals: Vec<String>,
    /// Tapped tiles, per seat.
    pub tiles: Vec<Vec<Tile>>,
}

impl FormState {
    /// An empty form for `n` players.
    pub fn new(n: usize, starter: Option<usize>) -> Self {
        FormState {
            starter,
            blocked: false,
            out: vec![false; n],
            totals: vec![String::new(); n],
            tiles: vec![vec![]; n],
        }
    }

    /// The form filled from a stored round (for editing).
    pub fn from_entry(e: &RoundEntry) -> Self {
        let n = e.points.len();
        let mut f = FormState::new(n, Some(e.starter));
        match e.end {
            RoundOutcome::Out(s) => f.out[s] = true,
            RoundOutcome::Blocked => f.blocked = true,
        }
        for s in 0..n {
            match &e.tiles[s] {
                Some(t) => f.tiles[s] = t.clone(),
                None if f.out[s] => {}
                None => f.totals[s] = e.points[s].to_string(),
            }
        }
        f
    }

    /// What the engine's score sheet validates.
    pub fn input(&self) -> RoundInput {
        RoundInput {
            starter: self.starter,
            blocked: self.blocked,
            players: (0..self.out.len())
                .map(|s| PlayerInput {
                    out: self.out[s],
                    tiles: (!self.tiles[s].is_empty()).then(|| self.tiles[s].clone()),
                    total: Some(self.totals[s].clone()),
                })
                .collect(),
        }
    }
}

/// Entry form for round `idx` of a game (the next round, or a past one to edit).
#[component]
pub fn RoundForm(game: GameRecord, idx: usize) -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let sheet = game.sheet.clone();
    let n = sheet.seats();
    let editing = idx < sheet.rounds.len();
    let Some(plan) = sheet.plan(idx) else {
        return rsx! { p { class: "error", "This game has no round {idx + 1}." } };
    };
    let mut error = use_signal(|| None::<String>);
    let empty = FormState::new(n, plan.starter);
    // Read once, when the form opens: a new round resumes what was entered
    // before a crash or a restart; an edit starts from the stored round.
    let (initial, restored) = use_hook(|| {
        if editing {
            return (FormState::from_entry(&sheet.rounds[idx]), false);
        }
        let draft = db
            .draft(game.id, idx)
            .ok()
            .flatten()
            .and_then(|text| serde_json::from_str::<FormState>(&text).ok())
            .filter(|f| f.out.len() == n && f.totals.len() == n && f.tiles.len() == n)
            .filter(|f| *f != empty);
        let restored = draft.is_some();
        (draft.unwrap_or_else(|| empty.clone()), restored)
    });
    let mut form = use_signal(move || initial);
    {
        let db = db.clone();
        let game_id = game.id;
        use_effect(move || {
            let f = form.read().clone();
            if editing {
                return;
            }
            let kept = if f == empty {
                db.discard_draft(game_id, idx)
            } else {
                match serde_json::to_string(&f) {
                    Ok(text) => db.save_draft(game_id, idx, &text),
                    Err(_) => Ok(()),
                }
            };
            if let Err(e) = kept {
                error.set(Some(format!("what you tapped could not be kept: {e}")));
            }
        });
    }
    let mut picking = use_signal(|| None::<usize>);
    let rules = sheet.spec.rules();
    let state = form.read().clone();
    let game_id = game.id;
    let names = sheet.spec.players.clone();
    let colours = game.colours.clone();

    let save = {
        let sheet = sheet.clone();
        move |_| {
            let input = form.read().input();
            let entry = match sheet.validate(idx, &input) {
                Ok(e) => e,
                Err(e) => {
                    error.set(Some(e.to_string()));
                    return;
                }
            };
            let result = if editing {
                db.edit_round(game_id, idx, &entry).map(|_| idx)
            } else {
                db.record_round(game_id, &entry)
            };
            match result {
                Ok(_) => {
                    error.set(None);
                    rev.bump();
                    let finished = db.game(game_id).map(|g| g.is_finished()).unwrap_or(false);
                    if finished {
                        nav.push(Route::Summary { id: game_id });
                    } else if editing {
                        nav.push(Route::Play { id: game_id });
                    }
                }
                Err(e) => error.set(Some(e.to_string())),
            }
        }
    };

    let starter_known = plan.starter.is_some() && !editing;
    rsx! {
        div { class: "card",
            div { class: "row",
                h2 { style: "margin:0", class: "grow",
                    if editing { "Edit round {idx + 1}" } else { "End of round {idx + 1}" }
                }
                button {
                    id: "blocked",
                    class: if state.blocked { "toggle on" } else { "toggle" },
                    "aria-pressed": "{state.blocked}",
                    onclick: move |_| {
                        let mut f = form.write();
                        f.blocked = !f.blocked;
                        if f.blocked { f.out.iter_mut().for_each(|o| *o = false); }
                    },
                    "Round blocked"
                }
            }
            div { class: "row", style: "margin:10px 0",
                span { class: "muted", "Started by:" }
                if starter_known {
                    strong { id: "starter-name", {names[plan.starter.unwrap_or(0)].clone()} }
                } else {
                    for s in 0..n {
                        button {
                            key: "{s}",
                            id: "starter-{s}",
                            class: if state.starter == Some(s) { "small toggle on" } else { "small toggle" },
                            onclick: move |_| form.write().starter = Some(s),
                            {names[s].clone()}
                        }
                    }
                }
            }
            if restored {
                p { class: "saved", id: "draft-restored", "What you entered before mextrain closed is back: check it and save the round." }
            }
            p { class: "hint",
                "For each player: mark who went out, then tap the tiles left in each hand or type their points. "
                "Blank halves count {rules.blank_half}, the double-blank {rules.double_blank}."
            }
            div { class: "entries",
                for s in 0..n {
                    {
                        let out = state.out[s];
                        let tiles = state.tiles[s].clone();
                        let pts_from_tiles = rules.hand_points(&tiles);
                        let class = match (out, picking() == Some(s)) {
                            (_, true) => "card entry picking",
                            (true, _) => "card entry out",
                            _ => "card entry",
                        };
                        rsx! {
                            div { class: "{class}", key: "{s}", style: "border-left-color:{colours[s]}",
                                div { class: "name", Chip { colour: colours[s].clone() } {names[s].clone()} }
                                div { class: "row", style: "margin-top:8px",
                                    button {
                                        id: "out-{s}",
                                        class: if out { "toggle on" } else { "toggle" },
                                        "aria-pressed": "{out}",
                                        onclick: move |_| {
                                            let mut f = form.write();
                                            let now = !f.out[s];
                                            f.out.iter_mut().for_each(|o| *o = false);
                                            f.out[s] = now;
                                            if now {
                                                f.blocked = false;
                                                f.tiles[s].clear();
                                                f.totals[s].clear();
                                            }
                                        },
                                        if out { "Went out ✓" } else { "Went out" }
                                    }
                                    if !out {
                                        button {
                                            id: "pick-{s}",
                                            class: if picking() == Some(s) { "toggle on" } else { "toggle" },
                                            onclick: move |_| picking.set(if picking() == Some(s) { None } else { Some(s) }),
                                            "Tap tiles"
                                        }
                                    }
                                }
                                if out {
                                    div { class: "pts", "0" }
                                } else if !tiles.is_empty() {
                                    div { class: "row",
                                        span { class: "pts", id: "pts-shown-{s}", "{pts_from_tiles}" }
                                        span { class: "muted", "from {tiles.len()} tiles" }
                                    }
                                    div { class: "row", style: "gap:4px",
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
                                            placeholder: "points",
                                            "aria-label": "points for {names[s]}",
                                            initial_value: "{state.totals[s]}",
                                            oninput: move |e: FormEvent| form.write().totals[s] = e.value(),
                                        }
                                        span { class: "muted", "points" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            if let Some(p) = picking() {
                if p < n && !state.out[p] {
                    div { class: "card", style: "margin-top:12px",
                        div { class: "row",
                            h3 { class: "grow", "Tiles left in {names[p]}'s hand" }
                            button { class: "small", onclick: move |_| form.write().tiles[p].clear(), "Clear" }
                            button { class: "small primary", id: "pick-done", onclick: move |_| picking.set(None), "Done" }
                        }
                        TilePicker {
                            set: sheet.spec.set,
                            engine: Some(plan.engine),
                            selected: state.tiles[p].clone(),
                            taken: state.tiles.iter().enumerate().filter(|(o, _)| *o != p).flat_map(|(_, t)| t.clone()).collect::<Vec<_>>(),
                            on_toggle: move |t: Tile| {
                                let mut f = form.write();
                                let hand = &mut f.tiles[p];
                                if let Some(i) = hand.iter().position(|&x| x == t) { hand.remove(i); } else { hand.push(t); }
                            },
                        }
                    }
                }
            }
            if let Some(e) = error() {
                div { class: "error", role: "alert", id: "entry-error", "{e}" }
            }
            div { class: "row", style: "margin-top:12px",
                button { class: "primary big", id: "save-round", onclick: save,
                    if editing { "Save changes" } else { "Save round {idx + 1}" }
                }
                if editing {
                    Link { class: "button big", to: Route::Play { id: game_id }, "Cancel" }
                }
            }
        }
    }
}

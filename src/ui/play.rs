//! The game in progress: this round's engine, hand size and starter, the
//! end-of-round entry, and the scoreboard with edit and undo.

use super::charts::RunningTotalsChart;
use super::round_form::{Act, FormState, RoundForm};
use super::rulebook::RulesInPlay;
use super::widgets::{self, points_text, CellName, Chip, Domino, Icon, IconKind};
use super::{say, use_db, use_game, use_revision, Route};
use crate::app::games::{self, Redo, UndoneAction};
use crate::app::GameRecord;
use crate::rules::{RoundEntry, RoundOutcome};
use dioxus::prelude::*;

/// A message about the last undo (or a failure), shown while the game's
/// rounds are as they were right after it: saving or editing a round again
/// takes it away.
#[derive(Clone, Debug, PartialEq)]
struct Note {
    text: String,
    redo: Option<Redo>,
    rounds: Vec<RoundEntry>,
}

/// The game screen.
#[component]
pub fn Play(id: i64) -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let mut note = use_signal(|| None::<Note>);
    let mut confirm_end = use_signal(|| false);
    let loaded = use_game(id);
    let game = match loaded() {
        Ok(g) => g,
        Err(e) => return rsx! { p { class: "error", {say(&e)} } },
    };
    let sheet = &game.sheet;
    let next = sheet.next_round();
    let rounds_done = sheet.rounds.len();
    let shown = note().filter(|n| n.rounds == sheet.rounds);
    let undo = {
        let db = db.clone();
        let rounds = sheet.rounds.clone();
        let rules = sheet.spec.rules();
        move |_| {
            // A round taken back goes back to the form, as its draft.
            let result = games::undo(&*db, id, |e| {
                serde_json::to_string(&FormState::from_entry(e, &rules)).ok()
            });
            let n = match result {
                Ok(Some(u)) => Note {
                    text: match u.action {
                        UndoneAction::Added(k) => t!("play-undone-added", n = k + 1),
                        UndoneAction::Edited(k) => t!("play-undone-edited", n = k + 1),
                    },
                    redo: Some(u.redo),
                    rounds: u.rounds,
                },
                Ok(None) => Note {
                    text: t!("play-nothing-to-undo"),
                    redo: None,
                    rounds: rounds.clone(),
                },
                Err(e) => Note {
                    text: say(&Act::Undo.said(&e)),
                    redo: None,
                    rounds: rounds.clone(),
                },
            };
            note.set(Some(n));
            rev.game_changed(id);
            // The note, with Redo, comes into view (at the top), once the
            // page shows it.
            widgets::bring_into_view("undo-note", widgets::ViewAt::Start, false);
        }
    };
    let redo = {
        let db = db.clone();
        let rounds = sheet.rounds.clone();
        move |_| {
            let Some(r) = note().and_then(|n| n.redo) else {
                return;
            };
            match games::redo(&*db, id, &r) {
                Ok(saved) => {
                    note.set(None);
                    rev.game_changed(id);
                    if saved.finished.is_some() {
                        nav.push(Route::Summary { id });
                    }
                }
                Err(e) => note.set(Some(Note {
                    text: say(&Act::Record.said(&e)),
                    redo: None,
                    rounds: rounds.clone(),
                })),
            }
        }
    };
    let end_now = {
        let db = db.clone();
        let rounds = sheet.rounds.clone();
        move |_| {
            if !confirm_end() {
                confirm_end.set(true);
                return;
            }
            match games::finish_early(&*db, id) {
                Ok(_) => {
                    rev.game_changed(id);
                    nav.push(Route::Summary { id });
                }
                Err(e) => note.set(Some(Note {
                    text: say(&Act::Finish.said(&e)),
                    redo: None,
                    rounds: rounds.clone(),
                })),
            }
        }
    };
    let returned = shown
        .as_ref()
        .is_some_and(|n| matches!(n.redo, Some(Redo::Add(_))));
    let heading = if game.is_finished() {
        t!("play-game-over")
    } else {
        t!(
            "play-heading",
            players = widgets::joined(&sheet.spec.players)
        )
    };
    rsx! {
        h1 { class: "visually-hidden", "{heading}" }
        super::board::NightOfGame { game: id }
        if let Some(plan) = next {
            if !game.is_finished() {
                div { class: "card round-head", id: "round-head",
                    div { class: "engine",
                        Domino { a: plan.engine, b: plan.engine, size: 56.0 }
                        div { class: "stat",
                            span { class: "k", {t!("play-engine")} }
                            span { class: "v", "{plan.engine}-{plan.engine}" }
                        }
                    }
                    div { class: "stat",
                        span { class: "k", {t!("play-round")} }
                        span { class: "v", id: "round-of", {t!("play-round-of", n = plan.index + 1, of = plan.of)} }
                    }
                    div { class: "stat",
                        span { class: "k", {t!("play-deal")} }
                        span { class: "v", {t!("play-deal-each", count = plan.hand_size)} }
                    }
                    div { class: "stat",
                        span { class: "k", {t!("play-starts")} }
                        span { class: "v",
                            match plan.starter {
                                Some(s) => rsx! { Chip { colour: game.colours[s].clone() } " {sheet.spec.players[s]}" },
                                None => rsx! { {t!("play-starter-at-table")} },
                            }
                        }
                    }
                }
                if let Some(n) = shown.clone() {
                    div { class: "saved row", role: "status", id: "undo-note",
                        span { class: "grow", "{n.text}" }
                        if n.redo.is_some() {
                            button { r#type: "button", class: "small", id: "redo", onclick: redo,
                                Icon { kind: IconKind::Redo, size: 18.0 } {t!("play-redo")}
                            }
                        }
                    }
                }
                {rsx! { RoundForm { key: "{id}-{plan.index}", game: game.clone(), idx: plan.index, returned } }}
                {hosting_panel(&game)}
            }
        }
        if game.is_finished() || next.is_none() {
            if let Some(n) = shown {
                div { class: "saved", role: "status", id: "undo-note", "{n.text}" }
            }
            {hosting_panel(&game)}
        }
        h2 { {t!("play-scoreboard")} }
        Scoreboard { game: game.clone(), editable: true }
        div { class: "row", style: "margin-top:14px",
            button { id: "undo", disabled: rounds_done == 0, onclick: undo,
                Icon { kind: IconKind::Undo, size: 18.0 } {t!("play-undo")}
            }
            if !game.is_finished() && rounds_done > 0 {
                button { id: "end-game", class: "danger", onclick: end_now,
                    if confirm_end() { {t!("play-end-confirm")} } else { {t!("play-end")} }
                }
            }
            if game.is_finished() {
                Link { class: "button primary", to: Route::Summary { id }, {t!("play-final-standings")} }
            }
        }
        RulesInPlay { spec: sheet.spec.clone() }
        if rounds_done >= 2 {
            h2 { {t!("play-running-totals")} }
            RunningTotalsChart { game: game.clone() }
        }
    }
}

/// "Let phones join" (the desktop build only).
fn hosting_panel(game: &GameRecord) -> Element {
    #[cfg(feature = "serve")]
    return rsx! {
        super::lan::window::HostingPanel { hosted: crate::app::host::Hosted::Game(game.id), finished: game.is_finished(), names: game.sheet.spec.players.clone(), colours: game.colours.clone() }
    };
    #[cfg(not(feature = "serve"))]
    {
        let _ = game;
        rsx! {}
    }
}

/// Rounds by players, with running totals; the leader highlighted; ties shown as ties.
#[component]
pub fn Scoreboard(game: GameRecord, #[props(default)] editable: bool) -> Element {
    let sheet = &game.sheet;
    let running = sheet.running_totals();
    let totals = sheet.totals();
    // The lowest total leads; a tie for it goes as the tie-break says
    // (still tied: shared), as the summary's winner does.
    let leaders = sheet.winners();
    let tie = leaders.len() > 1;
    let players = sheet.spec.players.clone();
    let id = game.id;
    rsx! {
        table { class: if players.len() >= 6 { "scores stack many" } else { "scores stack" }, id: "scoreboard",
            thead {
                tr {
                    th { scope: "col", {t!("play-round")} }
                    for (s, name) in players.iter().enumerate() {
                        th { key: "{s}", scope: "col", class: if leaders.contains(&s) { "lead" } else { "" },
                            span { class: "who", Chip { colour: game.colours[s].clone() } span { "{name}" } }
                        }
                    }
                    if editable { th { scope: "col", span { class: "visually-hidden", {t!("play-edit")} } } }
                }
            }
            tbody {
                for (k, r) in sheet.rounds.iter().enumerate() {
                    tr { key: "{k}",
                        td { class: "round",
                            div { class: "row", style: "gap:8px",
                                Domino { a: r.engine, b: r.engine, size: 16.0 }
                                span { "{k + 1}" }
                                if r.end == RoundOutcome::Blocked { span { class: "badge", {t!("play-blocked-badge")} } }
                            }
                        }
                        for s in 0..players.len() {
                            td { key: "{s}", class: if r.end == RoundOutcome::Out(s) { "out-cell" } else { "" },
                                CellName { colour: game.colours[s].clone(), name: players[s].clone() }
                                if r.end == RoundOutcome::Out(s) && r.points[s] == 0 { {t!("play-out")} }
                                else if r.end == RoundOutcome::Out(s) { {t!("play-out-points", points = points_text(r.points[s]))} }
                                else { {points_text(r.points[s])} }
                                if r.markers_up.contains(&s) { span { class: "run marker-note", title: t!("play-marker-up-hint"), {t!("play-marker-up")} } }
                                span { class: "run", {points_text(running[k][s])} }
                            }
                        }
                        if editable {
                            td { class: "edit",
                                Link { class: "button small", id: "edit-{k}", to: Route::EditRound { id, idx: k }, aria_label: t!("play-edit-round", n = k + 1), {t!("play-edit")} }
                            }
                        }
                    }
                }
            }
            tfoot {
                tr {
                    td { class: "round", {t!("play-total")} }
                    for (s, t) in totals.iter().enumerate() {
                        td { key: "{s}", class: if leaders.contains(&s) { "lead" } else { "" },
                            CellName { colour: game.colours[s].clone(), name: players[s].clone() }
                            span { id: "total-{s}", {points_text(*t)} }
                            if leaders.contains(&s) {
                                span { class: "badge lead", if tie { {t!("play-tied-lead")} } else { {t!("play-leader")} } }
                            }
                        }
                    }
                    if editable { td { class: "edit" } }
                }
            }
        }
    }
}

/// Editing a past round.
#[component]
pub fn EditRound(id: i64, idx: usize) -> Element {
    let loaded = use_game(id);
    match loaded() {
        Ok(g) if idx < g.sheet.rounds.len() => rsx! {
            RoundForm { key: "{id}-edit-{idx}", game: g, idx }
        },
        Ok(_) => rsx! { p { class: "error", {t!("play-no-round-yet", n = idx + 1)} } },
        Err(e) => rsx! { p { class: "error", {say(&e)} } },
    }
}

//! My hand (a player's phone): the live scoreboard, the round being
//! played, and my own entry, tapped as tiles or typed as a total.

use super::join::home_of;
use super::{
    use_table, Loading, NotJoined, RoundBanner, StatusLine, TableRulesInPlay, TableScoreboard,
};
use crate::lan::client::{entry_topic, Status, TableState};
use crate::rules::Tile;
use crate::ui::widgets::{bring_into_view, TilePad, TilePicker, Toggle, ViewAt};
use dioxus::prelude::*;

/// The player's screen.
#[component]
pub fn MyHand() -> Element {
    if !super::framed() {
        return rsx! {};
    }
    let table = use_table();
    let session = table.session();
    let state = table.state();
    let Some(session) = session else {
        return rsx! { NotJoined {} };
    };
    if session.role != crate::formats::wire::Role::Player {
        return rsx! {
            Link { class: "button primary", id: "to-role", to: home_of(&session), {t!("table-open-my-screen")} }
        };
    }
    let Some(state) = state else {
        return rsx! { Loading {} };
    };
    let me = session.seat.unwrap_or(0);
    let name = state.name_of(me);
    let round = state.game.current.as_ref().map(|c| c.index);
    rsx! {
        h1 { class: "hand-title", "{name}" }
        RoundBanner { state: state.clone() }
        if let (Some(round), false) = (round, state.game.finished) {
            // A new round, a new form (the saved round's is gone).
            EntryForm { key: "{round}", state: state.clone(), round, seat: me }
        }
        h2 { {t!("table-scores")} }
        TableScoreboard { state: state.clone() }
        TableRulesInPlay { state }
    }
}

#[derive(Clone, Copy, PartialEq)]
enum Mode {
    Tiles,
    Total,
}

/// One seat's entry for round `round`: the player's own (on their phone),
/// or, with `host`, the hand the host enters for a seat that has no phone
/// (sent for that seat through the same `PUT /api/entry`).
#[component]
pub(super) fn EntryForm(
    state: TableState,
    round: usize,
    seat: usize,
    #[props(default)] host: bool,
) -> Element {
    let me = seat;
    let table = use_table();
    let mine = state.entry(me).cloned();
    let name = state.name_of(me);
    // The host names the seat; a player's phone writes its own.
    let target = host.then_some(me);
    // The host's copy of my entry, if any, is where the form starts.
    let mut mode = use_signal(|| match &mine {
        Some(e) if e.tiles.is_none() && e.total.is_some() => Mode::Total,
        _ => Mode::Tiles,
    });
    let mut tiles = use_signal(|| {
        mine.as_ref()
            .and_then(|e| e.tiles.clone())
            .unwrap_or_default()
            .into_iter()
            .map(|[a, b]| Tile::new(a, b))
            .collect::<Vec<Tile>>()
    });
    let mut total = use_signal(|| {
        mine.as_ref()
            .filter(|e| e.tiles.is_none())
            .and_then(|e| e.total)
            .map(|t| t.to_string())
            .unwrap_or_default()
    });
    let mut out = use_signal(|| mine.as_ref().is_some_and(|e| e.out));
    // The house rule `open_marker_penalty`: the seat says whether its
    // marker was up (the host adds the penalty when the round is saved).
    let penalty = state
        .game
        .house
        .get("open_marker_penalty")
        .and_then(|v| v.as_u64())
        .unwrap_or(0);
    let mut marker = use_signal(|| mine.as_ref().is_some_and(|e| e.marker_up));
    let taken: Vec<Tile> = state
        .entries
        .iter()
        .filter(|e| e.seat != me)
        .flat_map(|e| e.tiles.clone().unwrap_or_default())
        .map(|[a, b]| Tile::new(a, b))
        .collect();
    let engine = state.game.current.as_ref().map(|c| c.engine);
    let set = if state.game.set == 0 {
        12
    } else {
        state.game.set
    };
    let status = table.status_of(&entry_topic(round, target));
    // The answer is shown beside Send (in the bar that stays at the foot
    // of the screen); brought into view as well, where the bar is not.
    let answer = status.clone();
    use_effect(use_reactive!(|answer| {
        if matches!(answer, Some(Status::Sent | Status::Refused(_))) {
            bring_into_view("entry-status", ViewAt::Nearest, false);
        }
    }));
    let everyone = state
        .game
        .players
        .iter()
        .all(|p| state.entry(p.seat).is_some());
    let may_save = !host && state.settings.last_player_saves && everyone;
    let send = {
        let table = table.clone();
        move |_| {
            let is_out = out();
            let (t, n) = match (is_out, mode()) {
                (true, _) => (None, None),
                (false, Mode::Tiles) => (
                    Some(tiles.peek().iter().map(|t| [t.hi(), t.lo()]).collect()),
                    None,
                ),
                (false, Mode::Total) => (None, Some(total.peek().trim().to_string())),
            };
            let up = penalty > 0 && !is_out && marker();
            table.send_entry(round, target, t, n, is_out, up);
        }
    };
    let on_toggle = move |t: Tile| {
        let mut v = tiles.write();
        match v.iter().position(|x| *x == t) {
            Some(i) => {
                v.remove(i);
            }
            None => v.push(t),
        }
    };
    let n_tiles = tiles.read().len();
    // What the tapped tiles count, as the engine counts them (the game's
    // blank values included), before they are sent.
    let points = (!out() && mode() == Mode::Tiles)
        .then(|| state.game.hand_points(&tiles.read()))
        .flatten();
    let (title, out_label, total_label, clear_label, tap_label, type_label) = if host {
        let name = name.as_str();
        (
            t!("table-hand-of", name = name),
            t!("table-out-of", name = name),
            t!("table-total-of", name = name),
            t!("table-clear-of", name = name),
            t!("table-mode-tiles-host"),
            t!("table-mode-total-host"),
        )
    } else {
        (
            t!("table-hand-mine"),
            t!("table-out-mine"),
            t!("table-total-mine"),
            t!("table-clear-mine"),
            t!("table-mode-tiles-mine"),
            t!("table-mode-total-mine"),
        )
    };
    let tapped = match points {
        Some(p) => t!("table-tapped-points", count = n_tiles, points = p),
        None => t!("table-tapped", count = n_tiles),
    };
    let from_tiles = points.map(|p| t!("table-points-from", points = p, count = n_tiles));
    let device = mine
        .as_ref()
        .map(|e| {
            crate::ui::say(&crate::formats::wire::device_said(
                &e.from,
                state.game.players.iter().map(|p| p.name.as_str()),
            ))
        })
        .unwrap_or_default();
    rsx! {
        div { class: if host { "card hand-entry host-entry" } else { "card hand-entry" }, id: if host { "host-entry-form" } else { "my-entry" },
            h2 { "{title}" }
            Toggle {
                id: "entry-out",
                label: out_label,
                on: out(),
                onclick: move |_| out.set(!out()),
            }
            if penalty > 0 && !out() {
                Toggle {
                    id: "entry-marker",
                    label: if host {
                        t!("table-entry-marker-up-of", name = name.as_str(), points = penalty)
                    } else {
                        t!("table-entry-marker-up", points = penalty)
                    },
                    on: marker(),
                    onclick: move |_| marker.set(!marker()),
                }
            }
            if !out() {
                div { class: "row", role: "group", "aria-label": t!("table-how-to-enter"),
                    button { r#type: "button", id: "mode-tiles",
                        class: if mode() == Mode::Tiles { "toggle on" } else { "toggle" },
                        "aria-pressed": "{mode() == Mode::Tiles}",
                        onclick: move |_| mode.set(Mode::Tiles),
                        "{tap_label}"
                    }
                    button { r#type: "button", id: "mode-total",
                        class: if mode() == Mode::Total { "toggle on" } else { "toggle" },
                        "aria-pressed": "{mode() == Mode::Total}",
                        onclick: move |_| mode.set(Mode::Total),
                        "{type_label}"
                    }
                }
                if mode() == Mode::Tiles {
                    p { class: "muted", id: "tile-count", "{tapped}" }
                    // As in the round form: the number pad on a phone, the
                    // grid of every tile on a wider screen (the stylesheet
                    // shows one of the two).
                    div { class: "mode-auto",
                        div { class: "pad-wrap",
                            TilePad {
                                set,
                                engine,
                                selected: tiles(),
                                taken: taken.clone(),
                                on_toggle,
                            }
                        }
                        div { class: "grid-wrap",
                            TilePicker {
                                set,
                                engine,
                                selected: tiles(),
                                taken,
                                on_toggle,
                            }
                        }
                    }
                } else {
                    label { r#for: "entry-total", "{total_label}" }
                    input {
                        id: "entry-total",
                        class: "points",
                        r#type: "text",
                        inputmode: "numeric",
                        autocomplete: "off",
                        value: "{total}",
                        oninput: move |e| total.set(e.value()),
                    }
                }
            }
            // The bar at the foot of the screen (it stays in view while
            // the pad scrolls): what will be sent, the host's answer, Send.
            div { class: "entry-actions", id: "entry-bar",
                if let (Some(p), Some(words)) = (points, from_tiles) {
                    p { class: "entry-points", id: "entry-points", "aria-live": "polite",
                        strong { "{p}" }
                        " {words}"
                    }
                }
                StatusLine { id: "entry-status", status }
                div { class: "row entry-buttons",
                    button { r#type: "button", class: "button primary", id: "entry-send", onclick: send, {t!("table-send")} }
                    if mine.is_some() {
                        button { r#type: "button", class: "button", id: "entry-clear",
                            onclick: { let t = table.clone(); move |_| t.clear_entry(round, target) },
                            "{clear_label}"
                        }
                    }
                }
            }
            if let Some(e) = &mine {
                if host {
                    p { class: "muted", id: "entry-host",
                        {t!("table-entered-from", device = device.as_str())}
                    }
                } else {
                    p { class: "muted", id: "entry-host",
                        if e.out {
                            {t!("table-host-has-out")}
                        } else if let Some(t) = e.total {
                            {t!("table-host-has-points", count = t)}
                        } else {
                            {t!("table-host-has-entry")}
                        }
                        " "
                        {t!("table-host-has-correct")}
                    }
                }
            }
            if may_save {
                button { r#type: "button", class: "button primary", id: "player-save",
                    onclick: { let t = table.clone(); move |_| t.save_round(round, None, false) },
                    {t!("table-player-save")}
                }
                StatusLine { id: "save-status", status: table.status_of(&format!("round:{round}")) }
            }
        }
    }
}

//! The host's view on a phone (the host link `mextrain serve` prints):
//! each seat's entry as it arrives and from which phone, who started,
//! blocked, Save round, Undo, "last player saves", free a seat.

use super::client::TableState;
use super::hand::EntryForm;
use super::{use_table, AdoptLink, Chip, RoundBanner, StatusLine, TableScoreboard};
use crate::ui::widgets::{counted, format_time, Toggle};
use crate::ui::Route;
use dioxus::prelude::*;

/// The host link (`/?host=TOKEN`): keeps the token, then the host view.
#[component]
pub fn HostLink(token: String) -> Element {
    rsx! {
        AdoptLink { token, role: "host".to_string(), to: Route::HostView {} }
    }
}

/// The host's screen.
#[component]
pub fn HostView() -> Element {
    let (table, state) = match super::joined_state() {
        Ok(joined) => joined,
        Err(instead) => return instead,
    };
    let round = state.game.current.as_ref().map(|c| c.index);
    rsx! {
        h1 { "Hosting" }
        RoundBanner { state: state.clone() }
        if let (Some(round), false) = (round, state.game.finished) {
            RoundControls { key: "{round}", state: state.clone(), round }
        }
        div { class: "card", id: "host-settings",
            Toggle {
                id: "host-last-saves",
                label: "The last player to enter saves the round",
                on: state.settings.last_player_saves,
                onclick: { let t = table.clone(); let on = state.settings.last_player_saves; move |_| t.set_last_player_saves(!on) },
            }
            StatusLine { id: "settings-status", status: table.status_of("settings") }
            if !state.game.rounds.is_empty() {
                button { r#type: "button", class: "button", id: "host-undo",
                    onclick: { let t = table.clone(); move |_| t.undo() },
                    "Undo the last round"
                }
                StatusLine { id: "undo-status", status: table.status_of("undo") }
            }
        }
        h2 { "Scores" }
        TableScoreboard { state }
    }
}

#[component]
fn RoundControls(state: TableState, round: usize) -> Element {
    let table = use_table();
    let named = state.game.current.as_ref().and_then(|c| c.starter);
    // Offered first, as in the round form: the rules' starter, else the
    // next seat clockwise (round 1 has none: the table says who started).
    let suggested = state
        .game
        .current
        .as_ref()
        .and_then(|c| c.suggested_starter)
        .filter(|&s| s < state.game.players.len());
    let mut starter = use_signal(|| named.or(suggested));
    let mut blocked = use_signal(|| false);
    // The seat whose hand the host is entering (a seat with no phone).
    let mut entering = use_signal(|| None::<usize>);
    let players = state.game.players.clone();
    rsx! {
        div { class: "card", id: "host-entries",
            h2 { "Entries" }
            for p in players.iter().cloned() {
                {
                    let e = state.entry(p.seat).cloned();
                    let seat = p.seat;
                    let what = match &e {
                        None => "waiting".to_string(),
                        Some(e) if e.out => "out".to_string(),
                        Some(e) => match (e.total, &e.tiles) {
                            (Some(t), Some(ts)) => format!("{t} ({})", counted(ts.len() as u64, "tile", "tiles")),
                            (Some(t), None) => format!("{t}"),
                            (None, Some(ts)) => counted(ts.len() as u64, "tile", "tiles"),
                            (None, None) => "entered".to_string(),
                        },
                    };
                    let from = e.as_ref().map(|e| {
                        if e.at > 0 { format!("from {} at {}", e.from, format_time(e.at)) } else { format!("from {}", e.from) }
                    });
                    let open = entering() == Some(seat);
                    rsx! {
                        div { key: "{seat}", class: "seat-block",
                            div { class: "seat-entry row", id: "host-entry-{seat}",
                                Chip { colour: p.colour.clone() }
                                span { class: "grow",
                                    strong { "{p.name}" }
                                    " "
                                    span { class: if e.is_some() { "entered" } else { "muted" }, id: "host-entry-{seat}-value", "{what}" }
                                    if !p.phone {
                                        " "
                                        span { class: "badge", id: "host-entry-{seat}-nophone", "no phone" }
                                    }
                                    if let Some(f) = from {
                                        br {}
                                        span { class: "muted from", "{f}" }
                                    }
                                }
                                if p.phone {
                                    button { r#type: "button", class: "button small", id: "free-{seat}",
                                        title: "Free the seat of a lost phone",
                                        onclick: { let t = table.clone(); move |_| t.free_seat(seat) },
                                        "Free seat"
                                    }
                                } else {
                                    // Nobody holds this seat: the host enters the hand.
                                    button { r#type: "button",
                                        class: if open { "button small toggle on" } else { "button small" },
                                        id: "enter-for-{seat}",
                                        "aria-expanded": "{open}",
                                        onclick: move |_| entering.set(if open { None } else { Some(seat) }),
                                        if open { "Close" } else { "Enter for {p.name}" }
                                    }
                                }
                            }
                            if open {
                                EntryForm { key: "{seat}", state: state.clone(), round, seat, host: true }
                            }
                        }
                    }
                }
            }
            for p in players.iter() {
                StatusLine { key: "free-{p.seat}", id: "free-status-{p.seat}", status: table.status_of(&format!("free:{}", p.seat)) }
            }
            label { r#for: "host-starter", "Who started" }
            select { id: "host-starter",
                onchange: move |e| starter.set(e.value().parse::<usize>().ok()),
                if named.is_none() && suggested.is_none() {
                    option { value: "", selected: starter().is_none(), disabled: true, "choose who started" }
                }
                for p in players.iter() {
                    option { key: "{p.seat}", value: "{p.seat}", selected: starter() == Some(p.seat), "{p.name}" }
                }
            }
            if named.is_none() && suggested.is_some() && starter() == suggested {
                span { class: "hint", id: "host-starter-note", "suggested: the next seat clockwise" }
            }
            Toggle {
                id: "host-blocked",
                label: "Blocked round",
                on: blocked(),
                onclick: move |_| blocked.set(!blocked()),
            }
            button { r#type: "button", class: "button primary", id: "host-save",
                onclick: { let t = table.clone(); move |_| t.save_round(round, starter(), blocked()) },
                "Save round {round + 1}"
            }
            StatusLine { id: "save-status", status: table.status_of(&format!("round:{round}")) }
        }
    }
}

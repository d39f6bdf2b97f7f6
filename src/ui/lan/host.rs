//! The host's view on a phone (the host link `mextrain serve` prints):
//! each seat's entry as it arrives and from which phone, who started,
//! blocked, Save round, Undo, "last player saves", free a seat.

use super::hand::EntryForm;
use super::{use_table, AdoptLink, Chip, RoundBanner, StatusLine, TableScoreboard, Words};
use crate::lan::client::TableState;
use crate::ui::widgets::{format_time, Toggle};
use crate::ui::Route;
use dioxus::prelude::*;

/// The host link (`/?host=TOKEN`): keeps the token, then the host view.
#[component]
pub fn HostLink(token: String) -> Element {
    rsx! {
        AdoptLink { token, role: crate::formats::wire::Role::Host, to: Route::HostView {} }
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
    // A club night table's scorekeeper: entries, saving and undo at its
    // table, not the host's settings.
    let keeper = state.you.role == crate::formats::wire::Role::Scorekeeper;
    let table_no = state.night.as_ref().map(|n| n.table).unwrap_or(1);
    rsx! {
        if keeper {
            h1 { {t!("table-keeper-title", table = table_no)} }
        } else {
            h1 { {t!("table-hosting-title")} }
        }
        RoundBanner { state: state.clone() }
        if let (Some(round), false) = (round, state.game.finished) {
            RoundControls { key: "{round}", state: state.clone(), round }
        }
        // A scorekeeper's card holds only Undo: none before a round is saved.
        if !keeper || !state.game.rounds.is_empty() { div { class: "card", id: "host-settings",
            if !keeper { Toggle {
                id: "host-last-saves",
                label: t!("table-last-saves"),
                on: state.settings.last_player_saves,
                onclick: { let t = table.clone(); let on = state.settings.last_player_saves; move |_| t.set_last_player_saves(!on) },
            } }
            StatusLine { id: "settings-status", status: table.status_of("settings") }
            if !keeper { KeeperCardControls {} }
            if !state.game.rounds.is_empty() {
                button { r#type: "button", class: "button", id: "host-undo",
                    onclick: { let t = table.clone(); move |_| t.undo() },
                    {t!("table-undo-last")}
                }
                StatusLine { id: "undo-status", status: table.status_of("undo") }
            }
        } }
        if let (Some(note), false) = (state.night.clone(), keeper) {
            super::organise::NightControls { note, finished: state.game.finished }
        }
        h2 { {t!("table-scores")} }
        TableScoreboard { state }
    }
}

/// The organiser's scorekeeper card for this table: granted (its link, to
/// hand to the person chosen) or revoked with its scorekeepers.
#[component]
fn KeeperCardControls() -> Element {
    let table = use_table();
    let mut link = use_signal(|| None::<String>);
    let mut said = use_signal(|| None::<String>);
    let grant = {
        let t = table.clone();
        move |_| {
            t.keeper_card(true, move |r| match r {
                Ok(card) => {
                    link.set(card.link);
                    said.set(None);
                }
                Err(e) => said.set(Some(e.words())),
            })
        }
    };
    let revoke = {
        let t = table.clone();
        move |_| {
            t.keeper_card(false, move |r| match r {
                Ok(card) => {
                    link.set(None);
                    said.set(Some(t!("table-keeper-revoked", count = card.revoked)));
                }
                Err(e) => said.set(Some(e.words())),
            })
        }
    };
    rsx! {
        div { class: "keeper-card", id: "host-keeper",
            div { class: "row",
                button { r#type: "button", class: "button", id: "host-keeper-grant", onclick: grant,
                    {t!("table-keeper-card")}
                }
                button { r#type: "button", class: "button", id: "host-keeper-revoke", onclick: revoke,
                    {t!("table-keeper-revoke")}
                }
            }
            if let Some(l) = link() {
                p { class: "muted", {t!("table-keeper-card-hint")} }
                p { a { id: "host-keeper-link", class: "hosting-link", href: "{l}", rel: "noreferrer", "{l}" } }
            }
            if let Some(m) = said() {
                p { class: "muted", role: "status", id: "host-keeper-said", "{m}" }
            }
        }
    }
}

#[component]
fn RoundControls(state: TableState, round: usize) -> Element {
    let table = use_table();
    let keeper = state.you.role == crate::formats::wire::Role::Scorekeeper;
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
            h2 { {t!("table-entries")} }
            for p in players.iter().cloned() {
                {
                    let e = state.entry(p.seat).cloned();
                    let seat = p.seat;
                    let what = match &e {
                        None => t!("table-entry-waiting"),
                        Some(e) if e.out => t!("table-entry-out"),
                        Some(e) => match (e.total, &e.tiles) {
                            (Some(t), Some(ts)) => format!("{t} ({})", t!("count-tiles", count = ts.len())),
                            (Some(t), None) => format!("{t}"),
                            (None, Some(ts)) => t!("count-tiles", count = ts.len()),
                            (None, None) => t!("table-entry-entered"),
                        },
                    };
                    let from = e.as_ref().map(|e| {
                        let device = crate::ui::say(&crate::formats::wire::device_said(&e.from, players.iter().map(|p| p.name.as_str())));
                        if let Some(at) = e.at.filter(|&at| at > 0) {
                            t!("table-from-at", device = device, at = format_time(at))
                        } else {
                            t!("table-from", device = device)
                        }
                    });
                    let enter_for = t!("table-enter-for", name = p.name.as_str());
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
                                        span { class: "badge", id: "host-entry-{seat}-nophone", {t!("table-no-phone")} }
                                    }
                                    if let Some(f) = from {
                                        br {}
                                        span { class: "muted from", "{f}" }
                                    }
                                }
                                if p.phone && !keeper {
                                    button { r#type: "button", class: "button small", id: "free-{seat}",
                                        title: t!("table-free-seat-title"),
                                        onclick: { let t = table.clone(); move |_| t.free_seat(seat) },
                                        {t!("table-free-seat")}
                                    }
                                } else if !p.phone {
                                    // Nobody holds this seat: the host enters the hand.
                                    button { r#type: "button",
                                        class: if open { "button small toggle on" } else { "button small" },
                                        id: "enter-for-{seat}",
                                        "aria-expanded": "{open}",
                                        onclick: move |_| entering.set(if open { None } else { Some(seat) }),
                                        if open { {t!("table-close")} } else { "{enter_for}" }
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
            label { r#for: "host-starter", {t!("table-who-started")} }
            select { id: "host-starter",
                onchange: move |e| starter.set(e.value().parse::<usize>().ok()),
                if named.is_none() && suggested.is_none() {
                    option { value: "", selected: starter().is_none(), disabled: true, {t!("table-choose-starter")} }
                }
                for p in players.iter() {
                    option { key: "{p.seat}", value: "{p.seat}", selected: starter() == Some(p.seat), "{p.name}" }
                }
            }
            if named.is_none() && suggested.is_some() && starter() == suggested {
                span { class: "hint", id: "host-starter-note", {t!("table-starter-suggested")} }
            }
            Toggle {
                id: "host-blocked",
                label: t!("table-blocked-round"),
                on: blocked(),
                onclick: move |_| blocked.set(!blocked()),
            }
            button { r#type: "button", class: "button primary", id: "host-save",
                onclick: { let t = table.clone(); move |_| t.save_round(round, starter(), blocked()) },
                {t!("table-save-round", n = round + 1)}
            }
            StatusLine { id: "save-status", status: table.status_of(&format!("round:{round}")) }
        }
    }
}

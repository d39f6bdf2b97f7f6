//! Watch (a spectator, `/?watch=TOKEN`): the live scoreboard, the running
//! totals chart and the rule book; no writes.

use super::{AdoptLink, RoundBanner, TableRulesInPlay, TableScoreboard};
use crate::lan::client::TableState;
use crate::ui::charts::{RunningChart, Series};
use crate::ui::Route;
use dioxus::prelude::*;

/// The watch link: keeps the read-only token, then the scoreboard.
#[component]
pub fn WatchLink(token: String) -> Element {
    rsx! {
        AdoptLink { token, role: crate::formats::wire::Role::Spectator, to: Route::Watch {} }
    }
}

/// The spectator's screen.
#[component]
pub fn Watch() -> Element {
    let (_, state) = match super::joined_state() {
        Ok(joined) => joined,
        Err(instead) => return instead,
    };
    let local = super::has_local_data();
    rsx! {
        h1 { {t!("table-watching")} }
        RoundBanner { state: state.clone() }
        TableScoreboard { state: state.clone() }
        TableRulesInPlay { state: state.clone() }
        if !state.game.rounds.is_empty() {
            TotalsChart { state }
        }
        p {
            if local {
                {book_link()}
            } else {
                // This page has no local data: the rule book opens as the app.
                a { class: "button", id: "watch-rules", href: "/#/rules", target: "_blank", rel: "noopener", {t!("table-rule-book")} }
            }
        }
    }
}

/// Each player's running total after each round.
#[component]
fn TotalsChart(state: TableState) -> Element {
    let game = &state.game;
    let series: Vec<Series> = game
        .players
        .iter()
        .enumerate()
        .map(|(s, p)| {
            let mut run = 0.0;
            Series {
                name: p.name.clone(),
                colour: p.colour.clone(),
                values: std::iter::once(0.0)
                    .chain(game.rounds.iter().map(|r| {
                        run += r.points.get(s).copied().unwrap_or(0) as f64;
                        run
                    }))
                    .collect(),
            }
        })
        .collect();
    rsx! {
        RunningChart { series, rounds: game.rounds.len() }
    }
}

/// The rule book of this device (a page with the local data).
#[cfg(feature = "app")]
fn book_link() -> Element {
    rsx! {
        Link { class: "button", id: "watch-rules", to: Route::RuleBook {}, {t!("table-rule-book")} }
    }
}

/// The phone build has no rule book of its own (never shown: it has no
/// local data).
#[cfg(not(feature = "app"))]
fn book_link() -> Element {
    rsx! {}
}

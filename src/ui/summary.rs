//! End of game: final standings and the winner or winners.

use super::charts::RunningTotalsChart;
use super::play::Scoreboard;
use super::rulebook::RulesInPlay;
use super::widgets::{format_minutes, format_time, joined, points_text, Chip, Icon, IconKind};
use super::{preset_title, use_game, Route};
use dioxus::prelude::*;

/// Final standings.
#[component]
pub fn Summary(id: i64) -> Element {
    let loaded = use_game(id);
    let game = match loaded() {
        Ok(g) => g,
        Err(e) => return rsx! { p { class: "error", {super::say(&e)} } },
    };
    let sheet = &game.sheet;
    let standings = sheet.standings();
    let winners: Vec<String> = standings
        .iter()
        .filter(|(rank, _, _)| *rank == 1)
        .map(|(_, s, _)| sheet.spec.players[*s].clone())
        .collect();
    let headline = match winners.len() {
        1 => t!("sum-wins", name = winners[0].as_str()),
        _ => t!("sum-tie", names = joined(&winners)),
    };
    let played = t!("sum-count-rounds", count = sheet.rounds.len());
    let why = sheet
        .tie()
        .and_then(|t| crate::formats::words::tie(super::lang(), &t));
    rsx! {
        h1 { id: "winner", "{headline}" }
        super::board::NightOfGame { game: id }
        p { class: "lead",
            if let Some(f) = game.finished_at {
                {t!("sum-finished", when = format_time(f), duration = format_minutes(game.duration_minutes()))}
                " · {played} · {preset_title(sheet.spec.preset)}"
            } else {
                {t!("sum-not-finished", n = sheet.rounds.len(), of = sheet.spec.schedule.len())}
            }
        }
        if let Some(w) = why {
            p { class: "tie-why", id: "tie-why", "{w}" }
        }
        div { class: "podium",
            for (rank, seat, total) in standings.iter().copied() {
                div { class: if rank == 1 { "standing win" } else { "standing" }, key: "{seat}",
                    span { class: "rank",
                        if rank == 1 { Icon { kind: IconKind::Trophy, size: 30.0 } } else { "{rank}." }
                    }
                    Chip { colour: game.colours[seat].clone() }
                    span { {sheet.spec.players[seat].clone()} }
                    span { class: "total", {points_text(total)} }
                }
            }
        }
        super::share::SharePanel { id }
        RulesInPlay { spec: sheet.spec.clone() }
        h2 { {t!("play-running-totals")} }
        RunningTotalsChart { game: game.clone() }
        h2 { {t!("play-scoreboard")} }
        Scoreboard { game: game.clone(), editable: true }
        div { class: "row", style: "margin-top:16px",
            Link { class: "button primary big", to: Route::NewGame {}, {t!("home-new")} }
            Link { class: "button big", to: Route::Home {}, {t!("sum-home")} }
        }
    }
}

//! End of game: final standings and the winner or winners.

use super::charts::RunningTotalsChart;
use super::play::Scoreboard;
use super::widgets::{counted, format_minutes, format_time, joined, Chip, Icon, IconKind};
use super::{use_game, Route};
use dioxus::prelude::*;

/// Final standings.
#[component]
pub fn Summary(id: i64) -> Element {
    let loaded = use_game(id);
    let game = match loaded() {
        Ok(g) => g,
        Err(e) => return rsx! { p { class: "error", "{e}" } },
    };
    let sheet = &game.sheet;
    let standings = sheet.standings();
    let winners: Vec<String> = standings
        .iter()
        .filter(|(rank, _, _)| *rank == 1)
        .map(|(_, s, _)| sheet.spec.players[*s].clone())
        .collect();
    let headline = match winners.len() {
        1 => format!("{} wins!", winners[0]),
        _ => format!("A tie: {} share the win!", joined(&winners)),
    };
    let played = counted(sheet.rounds.len() as u64, "round", "rounds");
    rsx! {
        h1 { id: "winner", "{headline}" }
        p { class: "lead",
            if let Some(f) = game.finished_at {
                "Finished {format_time(f)} · played for {format_minutes(game.duration_minutes())} · {played} · {sheet.spec.preset.title()}"
            } else {
                "Not finished yet · {sheet.rounds.len()} of {sheet.spec.schedule.len()} rounds"
            }
        }
        div { class: "podium",
            for (rank, seat, total) in standings.iter().copied() {
                div { class: if rank == 1 { "standing win" } else { "standing" }, key: "{seat}",
                    span { class: "rank",
                        if rank == 1 { Icon { kind: IconKind::Trophy, size: 30.0 } } else { "{rank}." }
                    }
                    Chip { colour: game.colours[seat].clone() }
                    span { {sheet.spec.players[seat].clone()} }
                    span { class: "total", "{total}" }
                }
            }
        }
        h2 { "Running totals" }
        RunningTotalsChart { game: game.clone() }
        h2 { "Scoreboard" }
        Scoreboard { game: game.clone(), editable: true }
        div { class: "row", style: "margin-top:16px",
            Link { class: "button primary big", to: Route::NewGame {}, "New game" }
            Link { class: "button big", to: Route::Home {}, "Home" }
        }
    }
}

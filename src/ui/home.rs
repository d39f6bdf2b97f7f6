//! Home: resume the game in progress, start a new one, see recent games.

use super::widgets::{format_time, Domino, Toggle};
use super::{use_db, use_display, use_list, Route};
use crate::app::display::{Display, Theme};
use dioxus::prelude::*;

/// The first screen.
#[component]
pub fn Home() -> Element {
    let loaded = use_list(|db| {
        let current = crate::app::games::resume(db)
            .ok()
            .flatten()
            .and_then(|id| db.game(id).ok());
        (current, db.recent_games(6, 0).unwrap_or_default())
    });
    let (current, recent) = loaded();
    rsx! {
        div { class: "row",
            Domino { a: 12, b: 12, size: 40.0 }
            div {
                h1 { "mextrain" }
                p { class: "lead", "Score keeper, referee and rule book for Mexican Train." }
            }
        }
        div { class: "hero",
            if let Some(g) = current {
                Link { class: "card tool", id: "resume", to: Route::Play { id: g.id },
                    strong { "Resume game" }
                    span { {g.sheet.spec.players.join(", ")} }
                    span { class: "muted",
                        "Round {(g.sheet.rounds.len() + 1).min(g.sheet.spec.schedule.len())} of {g.sheet.spec.schedule.len()} · {g.sheet.spec.preset.title()}"
                    }
                }
            }
            Link { class: "card tool", id: "new-game", to: Route::NewGame {},
                strong { "New game" }
                span { class: "muted", "Players, rules and set, then play round by round." }
            }
            Link { class: "card tool", id: "home-join", to: Route::Join {},
                strong { "Join a table" }
                span { class: "muted", "Follow a hosted game and enter your own hand on this phone." }
            }
            Link { class: "card tool", id: "home-check", to: Route::Checker {},
                strong { "Settle a dispute" }
                span { class: "muted", "May she play there? Must he cover that double? Ask the referee." }
            }
            Link { class: "card tool", id: "home-blocked", to: Route::Blocked {},
                strong { "Blocked round" }
                span { class: "muted", "Is it really blocked, and who wins it?" }
            }
            Link { class: "card tool", id: "home-plan", to: Route::Planner {},
                strong { "Plan my hand" }
                span { class: "muted", "The longest train you can lay, and what is left over." }
            }
            Link { class: "card tool", id: "home-rules", to: Route::RuleBook {},
                strong { "Rule book" }
                span { class: "muted", "Every rule of the four rule sets, searchable, side by side." }
            }
            Link { class: "card tool", id: "home-history", to: Route::History {},
                strong { "Past games" }
                span { class: "muted", "History, statistics and charts, export and backups." }
            }
        }
        DisplayCard {}
        if !recent.is_empty() {
            h2 { "Recent games" }
            div { class: "card",
                for g in recent {
                    div { class: "row", key: "{g.id}", style: "padding:6px 0; border-bottom:1px solid var(--line-soft)",
                        span { class: "grow",
                            strong { {g.players.join(", ")} }
                            span { class: "muted", " · {g.preset.title()} · double-{g.set} · {format_time(g.started_at)}" }
                        }
                        if g.finished_at.is_some() {
                            span { class: "badge fin", "finished" }
                            Link { class: "button small", to: Route::Summary { id: g.id }, "Results" }
                        } else {
                            span { class: "badge open", "round {g.rounds.0 + 1} of {g.rounds.1}" }
                            Link { class: "button small", to: Route::Play { id: g.id }, "Resume" }
                        }
                    }
                }
            }
        }
    }
}

/// The theme (system, light, dark) and larger text, kept for next time.
#[component]
fn DisplayCard() -> Element {
    let db = use_db();
    let mut display = use_display().0;
    let mut error = use_signal(|| None::<String>);
    let current = display();
    let set = use_callback(move |next: Display| {
        display.set(next);
        error.set(crate::app::display::save(&db, &next).err());
    });
    let themes = [
        ("theme-system", Theme::System, "System"),
        ("theme-light", Theme::Light, "Light"),
        ("theme-dark", Theme::Dark, "Dark"),
    ];
    rsx! {
        h2 { "Display" }
        div { class: "card", id: "display",
            div { class: "row", role: "group", "aria-label": "Theme",
                strong { "Theme" }
                for (id, theme, label) in themes {
                    button {
                        key: "{id}",
                        r#type: "button",
                        id: "{id}",
                        class: if current.theme == theme { "toggle on" } else { "toggle" },
                        "aria-pressed": "{current.theme == theme}",
                        onclick: move |_| set.call(Display { theme, ..current }),
                        "{label}"
                    }
                }
                Toggle {
                    id: "large-text",
                    label: "Larger text",
                    on: current.large_text,
                    onclick: move |_| set.call(Display { large_text: !current.large_text, ..current }),
                }
            }
            if let Some(e) = error() {
                p { class: "error", role: "alert", "{e}" }
            }
        }
    }
}

//! Club nights (issue 32): every night kept, newest first, each one entry
//! with its tables, games and standings, and the way to set up another.

use super::{say, use_list, Route};
use crate::app::league;
use crate::app::night;
use dioxus::prelude::*;

/// The list of nights.
#[component]
pub fn Nights() -> Element {
    let nights = use_list(|db| {
        night::nights(db)
            .map(|list| {
                list.into_iter()
                    .map(|n| {
                        let games = night::current_games(db, n.id)
                            .map(|g| {
                                (
                                    g.first().map_or(0, |g| g.number),
                                    g.len(),
                                    g.iter().all(|g| g.finished_at.is_some()),
                                )
                            })
                            .unwrap_or((0, 0, false));
                        (n, games)
                    })
                    .collect::<Vec<_>>()
            })
            .map_err(|e| say(&e.said()))
    });
    let leagues = use_list(|db| league::season::leagues(db).unwrap_or_default());
    let nights = match nights() {
        Ok(n) => n,
        Err(e) => return rsx! { p { class: "error", "{e}" } },
    };
    rsx! {
        h1 { {t!("nights-title")} }
        p { class: "lead", {t!("nights-lead")} }
        Link { class: "button primary", id: "nights-new", to: Route::NewNight {}, {t!("nights-new")} }
        // This season's leagues, then the past seasons (closed).
        for (closed, id, title) in [(false, "nights-leagues", t!("nights-leagues")), (true, "nights-past", t!("nights-past-seasons"))] {
            if leagues().iter().any(|(_, c)| *c == closed) {
                section { key: "{id}",
                    h2 { {title} }
                    div { class: "row", id: "{id}",
                        for (l, _) in leagues().iter().filter(|(_, c)| *c == closed) {
                            Link { key: "{l}", class: "button small", to: Route::League { name: l.clone() }, "{l}" }
                        }
                    }
                }
            }
        }
        if nights.is_empty() {
            p { class: "muted", id: "nights-empty", {t!("nights-empty")} }
        } else {
            div { class: "card", id: "nights-list",
                for (n, (number, tables, done)) in nights {
                    div { class: "row", key: "{n.id}", style: "padding:6px 0; border-bottom:1px solid var(--line-soft)",
                        span { class: "grow",
                            strong { "{n.night.name}" }
                            span { class: "muted",
                                " · {n.night.date}"
                                if let Some(l) = &n.night.league { " · {l}" }
                                " · " {t!("nights-tables", count = tables)}
                                " · " {t!("night-game-of", n = number)}
                            }
                        }
                        if done { span { class: "badge fin", {t!("home-finished")} } }
                        Link { class: "button small", id: "night-{n.id}", to: Route::NightPage { id: n.id }, {t!("nights-open")} }
                    }
                }
            }
        }
    }
}

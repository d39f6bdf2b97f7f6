//! Players' ratings (issue 44, `shared/spec/club.md` "Ratings"): the
//! table of a league's (the League page) or of every game (the Statistics
//! screen), with the one sentence that says what a rating is. The figures
//! come from [`crate::app::league::ratings`].

use super::Route;
use crate::app::league::ratings;
use crate::i18n::{decimal, Lang};
use crate::rules::rating::ranks;
use dioxus::prelude::*;

/// A rating's figure to one decimal, a true minus sign below zero (as the
/// points), never "−0.0".
pub(super) fn figure(lang: Lang, v: f64) -> String {
    let v = (v * 10.0).round() / 10.0;
    if v < 0.0 {
        format!("\u{2212}{}", decimal(lang, -v, 1))
    } else {
        decimal(lang, v.abs(), 1)
    }
}

/// The ratings card of the league named `league` (or of every game
/// without it), read here (one read for both screens: a smaller web
/// build): `title`, the sentence, and the table (rank, equal ratings
/// sharing it; the player, linked to their page in `league` when given;
/// the rating, μ, σ and the games rated). Nothing when nobody is rated.
#[component]
pub(super) fn RatingsCard(id: String, title: String, league: Option<String>) -> Element {
    let lines = super::use_list({
        let league = league.clone();
        move |db| ratings::ratings(db, league.as_deref()).unwrap_or_default()
    });
    let lines = lines();
    if lines.is_empty() {
        return rsx! {};
    }
    let lang = super::lang();
    let heads = [
        t!("night-col-rank"),
        t!("night-col-player"),
        t!("ratings-col-rating"),
        t!("ratings-col-mu"),
        t!("ratings-col-sigma"),
        t!("night-col-games"),
    ];
    let ranks = ranks(&lines);
    rsx! {
        section { class: "card ratings", id: "{id}",
            h2 { "{title}" }
            p { class: "muted ratings-explained", {t!("ratings-explained")} }
            div { class: "table-wrap",
                table { class: "scores standings stackable", tabindex: "0", "aria-label": "{title}",
                    thead { tr { for (k, h) in heads.iter().enumerate() { th { key: "{k}", scope: "col", "{h}" } } } }
                    tbody {
                        for (l, rank) in lines.iter().zip(ranks) {
                            tr { key: "{l.name}",
                                td { class: "num rank", "data-label": "{heads[0]}", "{rank}" }
                                th { scope: "row", class: "name",
                                    if let Some(league) = &league {
                                        Link { to: Route::LeaguePlayer { name: league.clone(), player: l.name.clone() }, "{l.name}" }
                                    } else {
                                        "{l.name}"
                                    }
                                }
                                td { class: "num rating", "data-label": "{heads[2]}", strong { {figure(lang, l.rating())} } }
                                td { class: "num mu", "data-label": "{heads[3]}", {figure(lang, l.mu)} }
                                td { class: "num sigma", "data-label": "{heads[4]}", {figure(lang, l.sigma)} }
                                td { class: "num games", "data-label": "{heads[5]}", "{l.games}" }
                            }
                        }
                    }
                }
            }
        }
    }
}

//! Home: resume the game in progress, start a new one, see recent games.

use super::language::set_lang;
use super::widgets::{format_time, Domino, Toggle};
use super::{device_lang, preset_title, use_db, use_display, use_list, Route};
use crate::app::display::{Display, Theme};
use crate::app::games;
use crate::i18n::Lang;
use dioxus::prelude::*;

/// The first screen.
#[component]
pub fn Home() -> Element {
    let loaded = use_list(|db| {
        let current = games::current_game(db).ok().flatten();
        (current, games::recent(db, 6).unwrap_or_default())
    });
    let (current, recent) = loaded();
    rsx! {
        div { class: "row",
            Domino { a: 12, b: 12, size: 40.0 }
            div {
                h1 { "mextrain" }
                p { class: "lead", {t!("home-lead")} }
            }
        }
        div { class: "hero",
            if let Some(g) = current {
                Link { class: "card tool", id: "resume", to: Route::Play { id: g.id },
                    strong { {t!("home-resume")} }
                    span { {g.sheet.spec.players.join(", ")} }
                    span { class: "muted",
                        {t!("home-resume-round", n = (g.sheet.rounds.len() + 1).min(g.sheet.spec.schedule.len()), of = g.sheet.spec.schedule.len())}
                        " · {preset_title(g.sheet.spec.preset)}"
                    }
                }
            }
            Link { class: "card tool", id: "new-game", to: Route::NewGame {},
                strong { {t!("home-new")} }
                span { class: "muted", {t!("home-new-hint")} }
            }
            Link { class: "card tool", id: "home-club", to: Route::Nights {},
                strong { {t!("home-club")} }
                span { class: "muted", {t!("home-club-hint")} }
            }
            Link { class: "card tool", id: "home-join", to: Route::Join {},
                strong { {t!("home-join")} }
                span { class: "muted", {t!("home-join-hint")} }
            }
            Link { class: "card tool", id: "home-check", to: Route::Checker {},
                strong { {t!("home-check")} }
                span { class: "muted", {t!("home-check-hint")} }
            }
            Link { class: "card tool", id: "home-blocked", to: Route::Blocked {},
                strong { {t!("home-blocked")} }
                span { class: "muted", {t!("home-blocked-hint")} }
            }
            Link { class: "card tool", id: "home-plan", to: Route::Planner {},
                strong { {t!("home-plan")} }
                span { class: "muted", {t!("home-plan-hint")} }
            }
            Link { class: "card tool", id: "home-rules", to: Route::RuleBook {},
                strong { {t!("home-rules")} }
                span { class: "muted", {t!("home-rules-hint")} }
            }
            Link { class: "card tool", id: "home-history", to: Route::History {},
                strong { {t!("home-history")} }
                span { class: "muted", {t!("home-history-hint")} }
            }
        }
        DisplayCard {}
        if !recent.is_empty() {
            h2 { {t!("home-recent")} }
            div { class: "card",
                for g in recent {
                    div { class: "row", key: "{g.id}", style: "padding:6px 0; border-bottom:1px solid var(--line-soft)",
                        span { class: "grow",
                            strong { {g.players.join(", ")} }
                            span { class: "muted",
                                " · {preset_title(g.preset)} · "
                                {t!("common-set", set = g.set)}
                                " · {format_time(g.started_at)}"
                            }
                        }
                        if g.finished_at.is_some() {
                            span { class: "badge fin", {t!("home-finished")} }
                            Link { class: "button small", to: Route::Summary { id: g.id }, {t!("home-results")} }
                        } else {
                            span { class: "badge open", {t!("home-round-of", n = g.rounds.0 + 1, of = g.rounds.1)} }
                            Link { class: "button small", to: Route::Play { id: g.id }, {t!("home-resume-short")} }
                        }
                    }
                }
            }
        }
        // The version and the commit, as `mextrain --version` prints them.
        footer { id: "about", class: "muted",
            {t!("home-version", version = crate::VERSION, commit = crate::COMMIT)}
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
        error.set(
            crate::app::display::save(&db, &next)
                .err()
                .map(|e| super::display_not_saved(&e)),
        );
    });
    let themes = [
        ("theme-system", Theme::System, t!("display-theme-system")),
        ("theme-light", Theme::Light, t!("display-theme-light")),
        ("theme-dark", Theme::Dark, t!("display-theme-dark")),
    ];
    // Automatic (the device's), then each language in its own name.
    let languages = std::iter::once(("lang-auto".to_string(), None, t!("display-language-auto")))
        .chain(Lang::all().map(|l| {
            (
                format!("lang-{}", l.code()),
                Some(l),
                l.language().name.to_string(),
            )
        }));
    rsx! {
        h2 { {t!("display-title")} }
        div { class: "card", id: "display",
            div { class: "row", role: "group", "aria-label": t!("display-theme"),
                strong { {t!("display-theme")} }
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
                    label: t!("display-larger-text"),
                    on: current.large_text,
                    onclick: move |_| set.call(Display { large_text: !current.large_text, ..current }),
                }
            }
            div { class: "row", role: "group", "aria-label": t!("display-language"),
                strong { {t!("display-language")} }
                for (id, choice, label) in languages {
                    button {
                        key: "{id}",
                        r#type: "button",
                        id: "{id}",
                        lang: choice.map(|l: Lang| l.tag()),
                        class: if current.language == choice { "toggle on" } else { "toggle" },
                        "aria-pressed": "{current.language == choice}",
                        onclick: move |_| {
                            let next = Display { language: choice, ..current };
                            set_lang(next.lang(device_lang));
                            set.call(next);
                        },
                        "{label}"
                    }
                }
            }
            if let Some(e) = error() {
                p { class: "error", role: "alert", "{e}" }
            }
        }
    }
}

//! Who is present at a club night, on its page (issue 42; club.md
//! "Arrivals, departures and fresh tables"): a late arrival added, a
//! player who leaves taken off (from the next game on, or now: their
//! table's game ends with the round being played), a player who left
//! brought back, and a table's game ended where it stands (a walk-out).
//! Each button is one action of [`crate::app::night::present`]; a refusal
//! is shown and stores nothing.

use super::{say, use_db, use_revision};
use crate::app::night::{self, present, Ended};
use dioxus::prelude::*;

/// The card: the players present, those who left, a name to add, and
/// each unfinished table's "end this game here".
#[component]
pub fn PresentCard(id: i64, unfinished: Vec<usize>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let mut message = use_signal(|| None::<(bool, String)>);
    let mut name = use_signal(String::new);
    let mut now = use_signal(|| false);
    let _ = rev.track();
    let players = present::players(&db, id).unwrap_or_default();
    let here: Vec<String> = players
        .iter()
        .filter(|p| p.1)
        .map(|p| p.0.clone())
        .collect();
    let gone: Vec<String> = players
        .iter()
        .filter(|p| !p.1)
        .map(|p| p.0.clone())
        .collect();
    let add = {
        let db = db.clone();
        move |who: String| match present::add(&db, id, &[who.clone()]) {
            Ok(_) => {
                name.set(String::new());
                rev.bump();
                message.set(Some((true, t!("present-added", name = who))));
            }
            Err(e) => message.set(Some((false, say(&e.said())))),
        }
    };
    let leave = {
        let db = db.clone();
        move |who: String| match present::leave(&db, id, &[who.clone()], now()) {
            Ok(left) => {
                for (_, g) in &left.ending {
                    rev.game_changed(*g);
                }
                rev.bump();
                let words = match left.ending.first() {
                    Some((table, _)) => t!("present-left-now", name = who, table = *table),
                    None => t!("present-left", name = who),
                };
                message.set(Some((true, words)));
            }
            Err(e) => message.set(Some((false, say(&e.said())))),
        }
    };
    let end = {
        let db = db.clone();
        move |table: usize| match night::end_game(&db, id, table) {
            Ok(ended) => {
                rev.bump();
                let words = match ended {
                    Ended::Finished(rounds) => t!("present-ended", table = table, rounds = rounds),
                    Ended::Removed => t!("present-removed", table = table),
                };
                message.set(Some((true, words)));
            }
            Err(e) => message.set(Some((false, say(&e.said())))),
        }
    };
    let mut add_typed = add.clone();
    let mut add_key = add.clone();
    rsx! {
        div { class: "card no-print", id: "night-present",
            h3 { {t!("present-title", count = here.len())} }
            p { class: "hint", {t!("present-hint")} }
            ul { class: "present-list", id: "present-list",
                for (k, p) in here.iter().cloned().enumerate() {
                    li { key: "{p}", id: "present-{k}",
                        span { class: "grow", "{p}" }
                        button { r#type: "button", class: "small", id: "leave-{k}",
                            "aria-label": t!("present-leave-label", name = p.clone()),
                            onclick: {
                                let mut leave = leave.clone();
                                move |_| leave(p.clone())
                            },
                            {t!("present-leave")}
                        }
                    }
                }
            }
            label { class: "row",
                input { r#type: "checkbox", id: "leave-now", checked: now(),
                    onclick: move |_| now.set(!now()),
                }
                {t!("present-leave-now")}
            }
            if !gone.is_empty() {
                p { class: "muted", id: "present-gone",
                    {t!("present-gone")}
                    for (k, p) in gone.iter().cloned().enumerate() {
                        button { key: "{p}", r#type: "button", class: "small", id: "back-{k}", style: "margin-left:0.4em",
                            "aria-label": t!("present-back-label", name = p.clone()),
                            onclick: {
                                let mut add = add.clone();
                                move |_| add(p.clone())
                            },
                            {t!("present-back", name = p.clone())}
                        }
                    }
                }
            }
            div { class: "row",
                label { class: "visually-hidden", r#for: "present-name", {t!("present-arrives")} }
                input { id: "present-name", r#type: "text", maxlength: "40",
                    placeholder: t!("present-arrives"),
                    value: "{name}",
                    oninput: move |e| name.set(e.value()),
                    onkeydown: move |e| {
                        if e.key() == Key::Enter && !name().trim().is_empty() {
                            add_key(name());
                        }
                    },
                }
                button { r#type: "button", id: "present-add",
                    disabled: name().trim().is_empty(),
                    onclick: move |_| add_typed(name()),
                    {t!("present-add")}
                }
            }
            if !unfinished.is_empty() {
                p { class: "hint", {t!("present-end-hint")} }
                div { class: "row",
                    for t in unfinished.iter().copied() {
                        button { key: "{t}", r#type: "button", class: "danger", id: "end-game-{t}",
                            onclick: {
                                let mut end = end.clone();
                                move |_| end(t)
                            },
                            {t!("present-end", table = t)}
                        }
                    }
                }
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "present-message", "{m}" }
            }
        }
    }
}

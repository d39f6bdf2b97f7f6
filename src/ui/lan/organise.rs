//! The organiser's phone at a club night (issue 42): a night table's host
//! link, opened on any phone, also adds a late arrival, takes off a player
//! who leaves (now, or after this game), ends this table's game where it
//! stands, and starts the next game once every table has finished. Each
//! is one request (`POST /api/night`), the window's and the command line's
//! action; the answer says who is present now.

use super::{use_table, Words};
use crate::formats::wire::{NightNote, NightRequest};
use dioxus::prelude::*;

/// The organiser's card on the host view of a night's table.
#[component]
pub fn NightControls(note: NightNote, finished: bool) -> Element {
    let table = use_table();
    let mut name = use_signal(String::new);
    let mut now = use_signal(|| false);
    let mut said = use_signal(|| None::<(bool, String)>);
    let mut seating = use_signal(|| "random".to_string());
    let send = move |req: NightRequest, what: String| {
        table.organise(&req, move |r| match r {
            Ok(done) => {
                let present = t!(
                    "organise-present",
                    count = done.present.len(),
                    names = done.present.join(", ")
                );
                said.set(Some((true, format!("{what} {present}"))));
                name.set(String::new());
            }
            Err(e) => said.set(Some((false, e.words()))),
        });
    };
    let names = move || -> Vec<String> {
        name()
            .split(',')
            .map(|n| n.trim().to_string())
            .filter(|n| !n.is_empty())
            .collect()
    };
    let arrive = send.clone();
    let leave = send.clone();
    let end = send.clone();
    let next = send;
    let this = note.table;
    let all_done = finished && note.waiting.is_empty();
    rsx! {
        div { class: "card", id: "organise",
            h2 { {t!("organise-title")} }
            div { class: "row",
                label { class: "visually-hidden", r#for: "organise-name", {t!("organise-name")} }
                input { id: "organise-name", r#type: "text", maxlength: "80",
                    placeholder: t!("organise-name"),
                    value: "{name}",
                    oninput: move |e| name.set(e.value()),
                }
            }
            div { class: "row",
                button { r#type: "button", id: "organise-arrives", disabled: names().is_empty(),
                    onclick: move |_| arrive(NightRequest::Add { names: names() }, t!("organise-arrived")),
                    {t!("organise-arrives")}
                }
                button { r#type: "button", id: "organise-leaves", disabled: names().is_empty(),
                    onclick: move |_| leave(NightRequest::Leave { names: names(), now: now() }, t!("organise-left")),
                    {t!("organise-leaves")}
                }
            }
            label { class: "row",
                input { r#type: "checkbox", id: "organise-now", checked: now(),
                    onclick: move |_| now.set(!now()),
                }
                {t!("present-leave-now")}
            }
            if !finished {
                button { r#type: "button", class: "danger", id: "organise-end",
                    onclick: move |_| end(NightRequest::EndGame { table: this }, t!("organise-ended", table = this)),
                    {t!("present-end", table = this)}
                }
            }
            if all_done {
                div { class: "row",
                    label { r#for: "organise-seating", {t!("night-seating")} }
                    select { id: "organise-seating",
                        onchange: move |e| seating.set(e.value()),
                        for s in crate::rules::club::Seating::ALL {
                            option { key: "{s}", value: "{s}", selected: seating() == s.id(), {t!(&format!("night-seating-{}", s.id()))} }
                        }
                    }
                    button { r#type: "button", class: "primary", id: "organise-next",
                        onclick: move |_| next(NightRequest::Next { seating: Some(seating()) }, t!("organise-next-started")),
                        {t!("night-next-go", n = note.number + 1)}
                    }
                }
            }
            if let Some((ok, m)) = said() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "organise-said", "{m}" }
            }
        }
    }
}

//! A season's end on the League page (issue 44): closing the season (and
//! reopening it), and a finals night seeded from the standings. Each
//! button is one action: [`crate::app::league::season::close`] and
//! `reopen`, [`crate::app::night::finals`] with the rules of the league's
//! latest night ([`crate::app::night::finals_plan`]).

use super::widgets::format_time;
use super::{say, use_db, use_revision, Route};
use crate::app::league::season::{self, Closing};

use dioxus::prelude::*;

/// The season's state: closed (when, and a button to reopen it) or open
/// (a button to close it).
#[component]
pub fn SeasonClose(league: String, closed_at: Option<i64>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let mut message = use_signal(|| None::<(bool, String)>);
    let act = {
        let league = league.clone();
        move |_| {
            let done = match closed_at {
                Some(_) => season::reopen(&db, &league),
                None => season::close(&db, &league),
            };
            match done {
                Ok(Closing::Closed) => {
                    rev.bump();
                    message.set(Some((true, t!("league-closed-now"))));
                }
                Ok(Closing::Reopened) => {
                    rev.bump();
                    message.set(Some((true, t!("league-reopened-now"))));
                }
                Err(e) => message.set(Some((false, say(&e.said())))),
            }
        }
    };
    rsx! {
        div { class: "card no-print", id: "league-season",
            h2 { {t!("league-season-title")} }
            if let Some(at) = closed_at {
                p { id: "league-closed", span { class: "badge fin", {t!("league-closed-badge")} } " " {t!("league-closed-on", date = format_time(at))} }
                button { id: "league-reopen", onclick: act, {t!("league-reopen")} }
            } else {
                p { class: "muted", {t!("league-close-lead")} }
                button { id: "league-close", onclick: act, {t!("league-close")} }
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "league-season-message", "{m}" }
            }
        }
    }
}

/// A finals night: the top N ranked players (every player tied at the cut
/// too; empty: every ranked player), under the rules of the league's
/// latest night; its page opens once it is set up.
#[component]
pub fn FinalsForm(league: String) -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let mut top = use_signal(String::new);
    let mut error = use_signal(|| None::<String>);
    let start = move |e: FormEvent| {
        e.prevent_default();
        let top = match top.read().trim() {
            "" => None,
            v => match v.parse::<usize>() {
                Ok(n) => Some(n),
                Err(_) => {
                    error.set(Some(t!("league-finals-top-bad")));
                    return;
                }
            },
        };
        let made = season::finals_plan(&db, &league, &t!("league-finals-name"))
            .and_then(|plan| season::finals(&db, &plan, &league, top));
        match made {
            Ok(s) => {
                rev.bump();
                nav.push(Route::NightPage { id: s.night });
            }
            Err(e) => error.set(Some(say(&e.said()))),
        }
    };
    rsx! {
        form { class: "card no-print", id: "league-finals", onsubmit: start,
            h2 { {t!("league-finals-title")} }
            p { class: "muted", {t!("league-finals-lead")} }
            div { class: "field",
                label { r#for: "league-finals-top", {t!("league-finals-top")} }
                input { id: "league-finals-top", r#type: "number", inputmode: "numeric", min: "1", value: "{top}", oninput: move |e| top.set(e.value()) }
            }
            button { r#type: "submit", class: "primary", id: "league-finals-start", {t!("league-finals-start")} }
            if let Some(m) = error() {
                p { class: "error", role: "alert", id: "league-finals-message", "{m}" }
            }
        }
    }
}

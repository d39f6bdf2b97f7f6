//! The verdict on the disputed move: legal or not, why, the rule and its
//! page in the rule book, and who plays next.

use super::super::referee::FROM_DISPUTE;
use super::super::widgets::{bring_into_view, sentence, ViewAt};
use super::super::Route;
use super::{problems, Act};
use crate::rules::{CheckReport, SetupError};
use dioxus::prelude::*;

/// The verdict, or why there is none yet.
#[component]
pub(super) fn Verdict(
    base: Result<CheckReport, SetupError>,
    judged: Option<Result<CheckReport, SetupError>>,
    act: Act,
    made: usize,
) -> Element {
    let verdict = match &judged {
        Some(Ok(r)) => r.moves.last().cloned(),
        _ => None,
    };
    // A new verdict comes into view whole, with its reason (on a tablet in
    // portrait it sits below the table): the least scroll that shows both.
    let shown = verdict
        .as_ref()
        .map(|v| (v.index, v.legal, v.reason.clone()));
    use_effect(use_reactive!(|shown| {
        if shown.is_some() {
            bring_into_view("verdict-box", ViewAt::Nearest, false);
        }
    }));
    match (&base, &judged, &verdict) {
        (Err(e), _, _) | (_, Some(Err(e)), _) => rsx! {
            div { class: "error", id: "setup-error", role: "alert",
                p { "The table as entered is not possible:" }
                ul { for (k, line) in problems(e).into_iter().enumerate() { li { key: "{k}", "{line}" } } }
            }
        },
        (_, None, _) => rsx! {
            p { class: "verdict-wait", id: "verdict-wait",
                if act == Act::Play { "Tap the tile's two ends and the train." } else { "" }
            }
        },
        (_, Some(Ok(_)), Some(v)) if v.index < made => rsx! {
            div { class: "verdict illegal", id: "verdict", "Not legal" }
            p { class: "verdict-why", "Move {v.index + 1} above already breaks a rule; take it back first." }
        },
        (_, Some(Ok(r)), Some(v)) => {
            let rule = v.rule;
            rsx! {
                div { id: "verdict-box", class: "verdict-box",
                    div {
                        class: if v.legal { "verdict legal" } else { "verdict illegal" },
                        id: "verdict",
                        role: "status",
                        if v.legal { "Legal" } else { "Not legal" }
                    }
                    if let Some(reason) = &v.reason {
                        p { class: "verdict-why", id: "verdict-reason", {format!("{}.", sentence(reason))} }
                    }
                }
                if let Some(rule) = rule {
                    Link {
                        id: "verdict-rule-link",
                        class: "button",
                        to: Route::RuleEntry { id: rule.as_str().to_string() },
                        onclick: move |_| *FROM_DISPUTE.write() = true,
                        "Rule book: {rule.as_str()}"
                    }
                }
                if let Some(summary) = &v.summary {
                    p { class: "verdict-rule", id: "verdict-summary", "{summary}" }
                }
                if v.legal {
                    p { class: "verdict-why", id: "verdict-next",
                        if r.round.over { "That ends the round." } else { "Next: {r.turn}." }
                    }
                }
            }
        }
        _ => rsx! {},
    }
}

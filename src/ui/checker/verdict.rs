//! The verdict on the disputed move: legal or not, why, the rule and its
//! page in the rule book, and who plays next.

use super::super::referee::FROM_DISPUTE;
use super::super::widgets::{bring_into_view, sentence, ViewAt};
use super::super::Route;
use super::{problems, Act};
use crate::i18n::Message;
use crate::rules::{CheckReport, Rules, SetupError};
use dioxus::prelude::*;

/// The verdict, or why there is none yet.
#[component]
pub(super) fn Verdict(
    base: Result<CheckReport, SetupError>,
    judged: Option<Result<CheckReport, SetupError>>,
    act: Act,
    made: usize,
    rules: Rules,
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
                p { {t!("check-impossible")} }
                ul { for (k, line) in problems(e).into_iter().enumerate() { li { key: "{k}", "{line}" } } }
            }
        },
        (_, None, _) => rsx! {
            p { class: "verdict-wait", id: "verdict-wait",
                if act == Act::Play { {t!("check-wait")} } else { "" }
            }
        },
        (_, Some(Ok(_)), Some(v)) if v.index < made => rsx! {
            div { class: "verdict illegal", id: "verdict", {t!("check-illegal")} }
            p { class: "verdict-why", {t!("check-earlier-illegal", n = v.index + 1)} }
        },
        (_, Some(Ok(r)), Some(v)) => {
            let rule = v.rule;
            let reason = v.reason.as_ref().map(|text| match &v.why {
                Some(why) => super::super::say(&why.said()),
                None => text.clone(),
            });
            let summary = match (rule, &v.summary) {
                (Some(rule), Some(_)) => Some(super::super::say(&rule.said(&rules))),
                (_, s) => s.clone(),
            };
            let next = if r.round.over {
                t!("check-round-ends")
            } else {
                t!("check-next", name = r.turn.clone())
            };
            rsx! {
                div { id: "verdict-box", class: "verdict-box",
                    div {
                        class: if v.legal { "verdict legal" } else { "verdict illegal" },
                        id: "verdict",
                        role: "status",
                        if v.legal { {t!("check-legal")} } else { {t!("check-illegal")} }
                    }
                    if let Some(reason) = &reason {
                        p { class: "verdict-why", id: "verdict-reason", {format!("{}.", sentence(reason))} }
                    }
                }
                if let Some(rule) = rule {
                    Link {
                        id: "verdict-rule-link",
                        class: "button",
                        to: Route::RuleEntry { id: rule.as_str().to_string() },
                        onclick: move |_| *FROM_DISPUTE.write() = true,
                        {t!("check-rule-link", rule = rule.as_str())}
                    }
                }
                if let Some(summary) = &summary {
                    p { class: "verdict-rule", id: "verdict-summary", "{summary}" }
                }
                if v.legal {
                    p { class: "verdict-why", id: "verdict-next",
                        "{next}"
                    }
                }
            }
        }
        _ => rsx! {},
    }
}

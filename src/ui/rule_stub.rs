//! TEMPORARY placeholders for the rule book routes (`/rules`, `/rules/compare`,
//! `/rules/:id`), so that the referee screens can link to a rule's entry and
//! compile. The real screens are written on another branch; when merging,
//! keep theirs and delete this file.

use super::Route;
use dioxus::prelude::*;

/// Placeholder for the rule book.
#[component]
pub fn RuleBook() -> Element {
    rsx! {
        div { class: "card", id: "rule-book",
            h1 { "Rule book" }
            p { class: "muted", "The rule book is not in this build yet." }
        }
    }
}

/// Placeholder for the comparison of the presets.
#[component]
pub fn Compare() -> Element {
    rsx! {
        div { class: "card", id: "rule-compare",
            h1 { "Compare the rule sets" }
            p { class: "muted", "The comparison is not in this build yet." }
        }
    }
}

/// Placeholder for one rule's entry.
#[component]
pub fn RuleEntry(id: String) -> Element {
    rsx! {
        div { class: "card", id: "rule-entry",
            h1 { "Rule: {id}" }
            p { class: "muted", "The rule book's entry for this rule is not in this build yet." }
            Link { class: "button", id: "rule-back", to: Route::Checker {}, "Back to the move checker" }
        }
    }
}

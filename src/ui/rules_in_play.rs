//! A game's "Rules in play" card: every house rule that differs from its
//! preset. On this machine's games ([`super::rulebook::RulesInPlay`]) and
//! at a hosted table (the phone's, which has no rule book of its own).

use super::{preset_title, say};
use crate::rules::book;
use crate::rules::{HouseRules, PresetId};
use dioxus::prelude::*;

/// A house rule field's key part: `blank_half` → `blank-half`.
pub(super) fn field_key(field: &str) -> String {
    field.replace('_', "-")
}

/// The "Rules in play" card of a preset and its house rules; `book`: with
/// the link to the rule book (a phone at a hosted table shows it without:
/// it may have no data of its own to open the rule book in).
#[component]
pub fn RulesInPlayOf(preset: PresetId, house: HouseRules, book: bool) -> Element {
    let notes = book::house_notes(preset, &house);
    if notes.is_empty() {
        return rsx! {};
    }
    rsx! {
        div { class: "card rules-in-play", id: "rules-in-play", role: "note",
            h2 { style: "margin-top:0", {t!("rip-title")} }
            p { class: "muted", {t!("rip-preset", preset = preset_title(preset))} }
            ul {
                for n in notes.iter() {
                    li { key: "{n.field}", id: "rip-{field_key(n.field)}", {say(&n.said)} }
                }
            }
            if book {
                {book_link()}
            }
        }
    }
}

/// The link to the rule book's house scoring entry.
#[cfg(feature = "app")]
fn book_link() -> Element {
    rsx! {
        Link { class: "button small", id: "rip-book", to: super::Route::RuleEntry { id: "house-scoring".to_string() }, {t!("rip-book")} }
    }
}

/// The phone build has no rule book.
#[cfg(not(feature = "app"))]
fn book_link() -> Element {
    rsx! {}
}

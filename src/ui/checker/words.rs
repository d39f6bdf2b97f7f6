//! The referee screens' names of trains, in the language shown: in English
//! the engine's own (`Rules::community_name`), otherwise keys written only
//! in the other languages' files; [`keys`] lists them. (A move, a reason
//! and a rule's summary are messages: `MoveSetup::said`, `Reason::said`,
//! `RuleId::said`.)

use super::super::lang;
use crate::i18n::Lang;
use crate::rules::{CommunityRule, Rules, TrainId};

/// A key written only in the languages other than English (not given to
/// `t!` as a literal: the key test would look for it in English).
fn ek(key: &'static str) -> &'static str {
    key
}

pub(super) fn english() -> bool {
    lang() == Lang::ENGLISH
}

/// "de Ben", "d’Ana": a name after the language's "of".
pub(crate) fn of_name(name: &str) -> String {
    super::super::say(&crate::i18n::of_name(name))
}

/// The community train's name as `rules` call it ("Mexican Train").
pub(super) fn community_name(rules: &Rules) -> String {
    if english() {
        rules.community_name().to_string()
    } else if rules.community == CommunityRule::FromStart {
        t!(ek("ref-eng-community-choo"))
    } else {
        t!(ek("ref-eng-community-mexican"))
    }
}

/// Its short name, for buttons ("Mexican").
pub(crate) fn community_short(rules: &Rules) -> String {
    if english() {
        rules.community_short().to_string()
    } else if rules.community == CommunityRule::FromStart {
        t!(ek("ref-eng-short-choo"))
    } else {
        t!(ek("ref-eng-short-mexican"))
    }
}

/// A table's problems in words (their own file: this one is long).
pub(crate) use super::problems::problems;

/// The keys built here, written in the languages other than English.
pub(super) fn keys() -> Vec<String> {
    [
        SAVE_FAILED,
        "ref-eng-community-mexican",
        "ref-eng-community-choo",
        "ref-eng-short-mexican",
        "ref-eng-short-choo",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect()
}

/// The display name of train `t`.
pub fn train_label(players: &[String], t: TrainId, rules: &Rules) -> String {
    match t.owner() {
        Some(s) => {
            let name = &players[s.index()];
            t!("ref-train-of", name = name.clone(), of = of_name(name))
        }
        None => community_name(rules),
    }
}

/// Written only in the languages other than English (see `keys`).
pub(super) const SAVE_FAILED: &str = "ref-eng-save-failed";

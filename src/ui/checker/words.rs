//! The referee screens' names of trains, in the language shown
//! (`ref-eng-community-*`, `ref-eng-short-*`: in English, the names the
//! engine's words use). (A move, a reason and a rule's summary are
//! messages: `MoveSetup::said`, `Reason::said`, `RuleId::said`.)

use crate::rules::{CommunityRule, Rules, TrainId};

/// "de Ben", "d’Ana": a name after the language's "of".
pub(crate) fn of_name(name: &str) -> String {
    super::super::say(&crate::i18n::of_name(name))
}

/// The community train's name under `rules` ("Mexican Train").
pub(super) fn community_name(rules: &Rules) -> String {
    if rules.community == CommunityRule::FromStart {
        t!("ref-eng-community-choo")
    } else {
        t!("ref-eng-community-mexican")
    }
}

/// Its short name, for buttons ("Mexican").
pub(crate) fn community_short(rules: &Rules) -> String {
    if rules.community == CommunityRule::FromStart {
        t!("ref-eng-short-choo")
    } else {
        t!("ref-eng-short-mexican")
    }
}

/// A table's problems in words (their own file: this one is long).
pub(crate) use super::problems::problems;

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

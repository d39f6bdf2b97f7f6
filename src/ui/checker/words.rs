//! The engine's words on the referee screens, in the language shown: in
//! English the engine's own (`Table::explain`, `RuleId::summary`,
//! `MoveSetup::describe`), otherwise built from what
//! the engine says without words ([`Reason`], the rule and
//! the rules' switches). Those keys are written only in the other
//! languages' files; [`keys`] lists them.

use super::super::lang;
use crate::i18n::Lang;
use crate::rules::{CommunityRule, Reason, Rules, TrainId, TrainRef};

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

/// A train as the reason names it.
fn train_words(t: &TrainRef) -> String {
    match t {
        TrainRef::Player(name) => t!(ek("ref-eng-train-player"), of = of_name(name)),
        TrainRef::Mexican => t!(ek("ref-eng-train-mexican")),
        TrainRef::ChooChoo => t!(ek("ref-eng-train-choo")),
        TrainRef::Nothing => String::new(),
    }
}

/// Why a move breaks a rule: the engine's English, or the reason built in
/// the language shown.
pub(crate) fn reason_words(english_text: &str, why: Option<&Reason>) -> String {
    let Some(why) = why.filter(|_| !english()) else {
        return english_text.to_string();
    };
    let key = format!("ref-why-{}", why.id());
    let s = |x: &str| x.to_string();
    match why {
        Reason::RoundOverOut { who } => t!(&key, who = s(who)),
        Reason::TurnUnderWay { turn } => t!(&key, of_turn = of_name(turn)),
        Reason::NotYourTurn { turn, who } => {
            t!(&key, of_turn = of_name(turn), of_who = of_name(who))
        }
        Reason::IsEngine { tile } | Reason::OnTable { tile } => t!(&key, tile = s(tile)),
        Reason::InHandOf { tile, other } => t!(&key, tile = s(tile), of_other = of_name(other)),
        Reason::AlreadyHolds { who, tile } | Reason::DoesNotHold { who, tile } => {
            t!(&key, who = s(who), tile = s(tile))
        }
        Reason::NoMatch { tile, train, end } | Reason::CannotStart { tile, train, end } => {
            t!(
                &key,
                tile = s(tile),
                train = train_words(train),
                end = end.to_string()
            )
        }
        Reason::ClosedExceptCover { train, who } => {
            t!(&key, train = train_words(train), who = s(who))
        }
        Reason::Private { train } => t!(&key, train = train_words(train)),
        Reason::CoverFirst { who, train } => t!(&key, who = s(who), train = train_words(train)),
        Reason::SecondDouble { who }
        | Reason::Playable { who, example: None }
        | Reason::PlayableAfterDraw { who }
        | Reason::DrewAlready { who } => t!(&key, who = s(who)),
        Reason::DoubleFirst { trains } => {
            let all: Vec<String> = trains.iter().map(train_words).collect();
            t!(&key, trains = all.join(" / "))
        }
        Reason::Playable {
            who,
            example: Some((tile, train)),
        } => {
            t!(
                &key,
                who = s(who),
                tile = tile.to_string(),
                train = train_words(train)
            )
        }
        Reason::DrawnPlayable { tile } => t!(&key, tile = tile.to_string()),
        Reason::MustDraw { who, left } => t!(&key, who = s(who), count = *left),
        Reason::RoundBlocked
        | Reason::NoSuchTrain
        | Reason::TileNoMatch
        | Reason::ThirdTile
        | Reason::BoneyardEmpty => t!(&key),
    }
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
    let mut k: Vec<String> = [
        SAVE_FAILED,
        "ref-eng-community-mexican",
        "ref-eng-community-choo",
        "ref-eng-short-mexican",
        "ref-eng-short-choo",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    k.extend(Reason::IDS.iter().map(|id| format!("ref-why-{id}")));
    k
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

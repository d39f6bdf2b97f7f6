//! A game's facts in words, in a given language, for what leaves the app
//! as text or a picture ([`super::share`], [`super::card`]): points with
//! the typographic minus, names joined, how a tie was settled, the house
//! rules. The screens word the same facts with the same keys.

use crate::i18n::Lang;
use crate::rules::{Tie, TieBreak};
use crate::tl;

/// A number of points as the screens show it: a minus sign (U+2212)
/// before a negative one (`ui::widgets::points_text`).
pub fn points(v: impl Into<i64>) -> String {
    let v: i64 = v.into();
    if v < 0 {
        format!("\u{2212}{}", v.unsigned_abs())
    } else {
        v.to_string()
    }
}

/// "Ana", "Ana and Cy", "Ana, Ben and Cy" in `lang`.
pub fn joined(lang: Lang, names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => tl!(lang, "w-and", first = rest.join(", "), last = last.as_str()),
    }
}

/// Why a tie for the lowest total went one way, in `lang`; `None` for a
/// tie the game shares by its rule (the winner line says so).
pub fn tie(lang: Lang, t: &Tie) -> Option<String> {
    Some(match t {
        Tie::Shared { .. } => return None,
        Tie::MostRoundsWon {
            name, won, against, ..
        } => tl!(
            lang,
            "sum-tie-most-rounds-won",
            name = name.as_str(),
            count = *won,
            against = *against
        ),
        Tie::LowestLastRound {
            name,
            points: p,
            against,
            ..
        } => tl!(
            lang,
            "sum-tie-lowest-last-round",
            name = name.as_str(),
            count = *p,
            points = points(*p),
            against = points(*against)
        ),
        Tie::StillTied {
            rule: TieBreak::MostRoundsWon,
            names,
            value,
            ..
        } => tl!(
            lang,
            "sum-still-tied-rounds",
            names = joined(lang, names),
            count = *value
        ),
        Tie::StillTied { names, value, .. } => tl!(
            lang,
            "sum-still-tied-last-round",
            names = joined(lang, names),
            count = *value,
            points = points(*value)
        ),
    })
}

/// The winner line: "Ana wins!", or "A tie: Ana and Ben share the win!".
pub fn winners(lang: Lang, names: &[String]) -> String {
    match names {
        [one] => tl!(lang, "sum-wins", name = one.as_str()),
        _ => tl!(lang, "sum-tie", names = joined(lang, names)),
    }
}

/// A preset's name in `lang`.
pub fn preset(lang: Lang, p: crate::rules::PresetId) -> String {
    crate::i18n::text(lang, &format!("preset-{}", p.id()), None)
}

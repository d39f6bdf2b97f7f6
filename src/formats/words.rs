//! A game's facts in words, in a given language, for what leaves the app
//! as text or a picture ([`super::share`], [`super::card`]): points with
//! the typographic minus, names joined, how a tie was settled, the house
//! rules. The screens word the same facts with the same keys.

use crate::i18n::Lang;
use crate::rules::book::{HouseNote, NoteValue};
use crate::rules::{DoubleRule, StarterRule, Tie, TieBreak};
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

/// A house rule of a game in `lang`: what the game does, and what its
/// preset says (the rule book's `book-note-*` words; English is the
/// engine's own text).
pub fn house_note(lang: Lang, n: &HouseNote) -> String {
    if lang == Lang::ENGLISH {
        return n.text.clone();
    }
    crate::i18n::text(
        lang,
        &format!("book-note-{}", n.field.replace('_', "-")),
        Some(&{
            let mut a = crate::i18n::Args::new();
            a.set("value", crate::i18n::arg(note_value(lang, n.value)));
            a.set("preset", crate::i18n::arg(preset(lang, n.preset)));
            a.set("was", crate::i18n::arg(note_value(lang, n.preset_value)));
            a
        }),
    )
}

/// A preset's name in `lang`.
pub fn preset(lang: Lang, p: crate::rules::PresetId) -> String {
    crate::i18n::text(lang, &format!("preset-{}", p.id()), None)
}

/// A house rule's value in `lang` (the rule book's `book-value-*` words).
fn note_value(lang: Lang, v: NoteValue) -> String {
    if lang == Lang::ENGLISH {
        return v.english();
    }
    let starter = |s: StarterRule| match s {
        StarterRule::AtTable => "at-table",
        StarterRule::NextSeat => "next-seat",
        StarterRule::LastWinner => "last-winner",
    };
    let double = |d: DoubleRule| match d {
        DoubleRule::CoverSameTurn => "cover",
        DoubleRule::FollowUpAnywhere => "follow-up",
        DoubleRule::PlayAgain => "play-again",
    };
    let (name, count): (String, Option<u32>) = match v {
        NoteValue::Points(n) => ("points".into(), Some(n.into())),
        NoteValue::Tiles(n) => ("tiles".into(), Some(n.into())),
        NoteValue::TilesByPlayers => ("tiles-by-players".into(), None),
        NoteValue::Starter(s) => (format!("starter-{}", starter(s)), None),
        NoteValue::Double(d) => (format!("double-{}", double(d)), None),
        NoteValue::Knock(k) => ("knock".into(), Some(k.into())),
        NoteValue::OnOff(b) => (if b { "on" } else { "off" }.into(), None),
        NoteValue::Used(b) => (if b { "used" } else { "unused" }.into(), None),
        NoteValue::YesNo(b) => (if b { "yes" } else { "no" }.into(), None),
        NoteValue::TieBreak(t) => (format!("tie-{}", t.id().replace('_', "-")), None),
    };
    let key = format!("book-value-{name}");
    let mut a = crate::i18n::Args::new();
    if let Some(n) = count {
        a.set("count", crate::i18n::arg(n));
    }
    crate::i18n::text(lang, &key, Some(&a))
}

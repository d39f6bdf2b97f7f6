//! The rule book: every rule of the four presets, as data without words.
//!
//! Each [`Entry`] is one rule for people at the table: where it is filed,
//! whether each preset treats it as classic does or in its own terms, and
//! the [`Rules`] fields it corresponds to, so that a game's house rules can
//! be marked next to it. The twelve rule ids a verdict can carry
//! ([`RuleId::ALL`]) each have an entry with the same id.
//!
//! The words are in the languages' files, English included (`en-CA.ftl`),
//! under keys built from the ids: `book-group-<group>`, `book-<entry>-title`,
//! `book-<entry>-text`, `book-<entry>-classic`, and `book-<entry>-<preset>`
//! for a preset with words of its own ([`PresetText::Own`]); a preset the
//! same as classic has no key ([`PresetText::Same`]). [`Entry::keys`] lists
//! an entry's; the screens word them (`ui::rulebook`). The wording is this
//! app's own; the facts follow `shared/spec/rules.md`.
//!
//! ```
//! use mextrain::i18n::{self, Lang};
//! use mextrain::rules::book;
//! use mextrain::rules::{PresetId, RuleId};
//! let e = book::entry_for_rule(RuleId::OpenDouble);
//! assert_eq!(e.id, "open-double");
//! assert!(!e.same_as_classic(PresetId::HubSet));
//! assert_eq!(e.preset_key(PresetId::HubSet), "book-open-double-hub-set");
//! assert_eq!(i18n::text(Lang::ENGLISH, &e.title_key(), None), "An open double");
//! // The hub set aims as classic does: classic's words, no key of its own.
//! let aim = book::entry("aim").unwrap();
//! assert!(aim.same_as_classic(PresetId::HubSet));
//! assert_eq!(aim.preset_key(PresetId::HubSet), "book-aim-classic");
//! ```

use super::preset::{DoubleRule, HouseRules, PresetId, Rules, StarterRule, TieBreak};
use super::verdict::RuleId;
use crate::i18n::Said;

/// Where an entry is filed in the book.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Group {
    /// Sets, players, the deal, the engine, rounds, who starts.
    Setup,
    /// Whose turn it is, what a turn may hold, drawing.
    Turns,
    /// Laying and covering doubles.
    Doubles,
    /// Markers and other players' trains.
    Markers,
    /// The community train.
    MexicanTrain,
    /// The last tile and the end of a round.
    EndOfRound,
    /// Points and winners.
    Scoring,
    /// Optional rules and house rules.
    Variants,
}

impl Group {
    /// Every group, in the order of the book.
    pub const ALL: [Group; 8] = [
        Group::Setup,
        Group::Turns,
        Group::Doubles,
        Group::Markers,
        Group::MexicanTrain,
        Group::EndOfRound,
        Group::Scoring,
        Group::Variants,
    ];

    /// A stable kebab-case id, e.g. `end-of-round`.
    pub const fn id(self) -> &'static str {
        match self {
            Group::Setup => "setup",
            Group::Turns => "turns",
            Group::Doubles => "doubles",
            Group::Markers => "markers",
            Group::MexicanTrain => "mexican-train",
            Group::EndOfRound => "end-of-round",
            Group::Scoring => "scoring",
            Group::Variants => "variants",
        }
    }

    /// The key of its heading: `book-group-<id>`.
    pub fn title_key(self) -> String {
        format!("book-group-{}", self.id())
    }
}

/// How one preset treats an entry's rule: which words say it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetText {
    /// Exactly as the classic preset: classic's words, no key of its own.
    Same,
    /// In this preset's own terms: its own key, `book-<entry>-<preset>`.
    Own,
}

use PresetText::{Own, Same};

/// One rule, explained (its words under [`Entry::keys`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Stable kebab-case id (for the twelve verdict rules, the rule id itself).
    pub id: &'static str,
    /// Where it is filed.
    pub group: Group,
    /// How the hub-set preset treats it (classic has its own words always).
    pub hub_set: PresetText,
    /// How the dominorules preset treats it.
    pub dominorules: PresetText,
    /// How the Choo Choo Sixes preset treats it.
    pub choo_choo_sixes: PresetText,
    /// The [`Rules`] fields this rule corresponds to (house rules on any of
    /// them are marked on this entry).
    pub fields: &'static [&'static str],
}

impl Entry {
    /// The key of a part of its words: `book-<entry>-<part>`.
    fn key(&self, part: &str) -> String {
        format!("book-{}-{}", self.id, part)
    }

    /// The key of its short heading: `book-<entry>-title`.
    pub fn title_key(&self) -> String {
        self.key("title")
    }

    /// The key of the rule in a few plain sentences, true for every
    /// preset: `book-<entry>-text`.
    pub fn text_key(&self) -> String {
        self.key("text")
    }

    /// The key of how preset `p` treats the rule: its own
    /// (`book-<entry>-<preset>`), or classic's when it is the same.
    pub fn preset_key(&self, p: PresetId) -> String {
        match self.preset_text(p) {
            Same => self.key(PresetId::Classic.id()),
            Own => self.key(p.id()),
        }
    }

    /// Every key of its words, each once: the title, the text, then each
    /// preset's own in [`PresetId::ALL`]'s order (classic's first). What
    /// the search reads, and what every language writes.
    pub fn keys(&self) -> Vec<String> {
        let mut keys = vec![self.title_key(), self.text_key()];
        keys.extend(
            PresetId::ALL
                .iter()
                .filter(|&&p| self.preset_text(p) == Own)
                .map(|&p| self.key(p.id())),
        );
        keys
    }

    /// How the preset treats this rule, as stored (classic: [`PresetText::Own`]).
    pub fn preset_text(&self, p: PresetId) -> PresetText {
        match p {
            PresetId::Classic => Own,
            PresetId::HubSet => self.hub_set,
            PresetId::DominoRules => self.dominorules,
            PresetId::ChooChooSixes => self.choo_choo_sixes,
        }
    }

    /// Whether the preset treats this rule as classic does (classic: false).
    pub fn same_as_classic(&self, p: PresetId) -> bool {
        p != PresetId::Classic && self.preset_text(p) == Same
    }

    /// Whether every preset treats this rule the same way.
    pub fn same_everywhere(&self) -> bool {
        PresetId::ALL[1..].iter().all(|&p| self.same_as_classic(p))
    }

    /// The verdict rule this entry explains, if it is one of the twelve.
    pub fn rule(&self) -> Option<RuleId> {
        self.id.parse().ok()
    }

    /// Where a game's house rules change this entry's rule: one note per
    /// overridden field that differs from the preset.
    pub fn house_notes(&self, preset: PresetId, house: &HouseRules) -> Vec<HouseNote> {
        house_notes(preset, house)
            .into_iter()
            .filter(|n| self.fields.contains(&n.field))
            .collect()
    }
}

/// A house rule of a game that departs from its preset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HouseNote {
    /// The [`HouseRules`] (and [`Rules`]) field.
    pub field: &'static str,
    /// What the game does instead, and what the preset says, as a message
    /// (`book-note-*`; its English is [`HouseNote::text`]).
    pub said: Said,
    /// The preset the game departs from.
    pub preset: PresetId,
    /// The game's value, without words (for the screens' other languages).
    pub value: NoteValue,
    /// The preset's value, without words.
    pub preset_value: NoteValue,
}

/// A house rule's value, without words: [`HouseNote::text`] says it in
/// English; a screen in another language builds its own words from this.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoteValue {
    /// A number of points.
    Points(u16),
    /// A fixed number of tiles in each hand.
    Tiles(u8),
    /// A hand size that depends on the number of players.
    TilesByPlayers,
    /// Who starts each round.
    Starter(StarterRule),
    /// What follows a double.
    Double(DoubleRule),
    /// The tiles drawn for a missed last-tile warning (0: no penalty).
    Knock(u8),
    /// A variant switched on or off.
    OnOff(bool),
    /// Markers used or not.
    Used(bool),
    /// Yes or no.
    YesNo(bool),
    /// Who wins a tie for the lowest total.
    TieBreak(TieBreak),
}

impl NoteValue {
    /// The value in the book's English words.
    pub fn english(self) -> String {
        crate::i18n::english(&self.said())
    }

    /// The value as a message (`book-value-*`).
    pub fn said(self) -> Said {
        let yes_no =
            |b: bool, yes: &'static str, no: &'static str| Said::new(if b { yes } else { no });
        match self {
            NoteValue::Points(v) => Said::new("book-value-points").arg("count", v),
            NoteValue::Tiles(n) => Said::new("book-value-tiles").arg("count", n),
            NoteValue::TilesByPlayers => Said::new("book-value-tiles-by-players"),
            NoteValue::Starter(s) => Said::new(match s {
                StarterRule::AtTable => "book-value-starter-at-table",
                StarterRule::NextSeat => "book-value-starter-next-seat",
                StarterRule::LastWinner => "book-value-starter-last-winner",
            }),
            NoteValue::Double(d) => Said::new(match d {
                DoubleRule::CoverSameTurn => "book-value-double-cover",
                DoubleRule::FollowUpAnywhere => "book-value-double-follow-up",
                DoubleRule::PlayAgain => "book-value-double-play-again",
            }),
            NoteValue::Knock(k) => Said::new("book-value-knock").arg("count", k),
            NoteValue::OnOff(b) => yes_no(b, "book-value-on", "book-value-off"),
            NoteValue::Used(b) => yes_no(b, "book-value-used", "book-value-unused"),
            NoteValue::YesNo(b) => yes_no(b, "book-value-yes", "book-value-no"),
            NoteValue::TieBreak(t) => Said::new(match t {
                TieBreak::Shared => "book-value-tie-shared",
                TieBreak::MostRoundsWon => "book-value-tie-most-rounds-won",
                TieBreak::LowestLastRound => "book-value-tie-lowest-last-round",
            }),
        }
    }
}

impl HouseNote {
    /// What the game does instead, and what the preset says, in English.
    pub fn text(&self) -> String {
        crate::i18n::english(&self.said)
    }
}

/// A house note's message: the rule's sentence (`key`) with the game's
/// value and the preset's.
fn note(key: &'static str, preset: PresetId, value: NoteValue, was: NoteValue) -> Said {
    Said::new(key)
        .arg("value", value.said())
        .arg("preset", Said::new(preset.title_key()))
        .arg("was", was.said())
}

fn hand_value(r: &Rules) -> NoteValue {
    match r.hand_size {
        super::preset::HandSizeRule::Fixed(n) => NoteValue::Tiles(n),
        _ => NoteValue::TilesByPlayers,
    }
}

/// The house rule fields [`house_notes`] can name, in its order.
pub const NOTE_FIELDS: [&str; 14] = [
    "hand_size",
    "blank_half",
    "double_blank",
    "starter",
    "knock_penalty",
    "faster_first_turn",
    "markers",
    "doubles",
    "open_double_pass_raises_marker",
    "cover_last_double",
    "doubles_count_double",
    "going_out_bonus",
    "open_marker_penalty",
    "tie_break",
];

/// Every house rule in `house` that differs from `preset`, in words.
///
/// ```
/// use mextrain::rules::{book, HouseRules, PresetId};
/// let house = HouseRules { blank_half: Some(0), ..Default::default() };
/// let notes = book::house_notes(PresetId::Classic, &house);
/// assert_eq!(notes[0].field, "blank_half");
/// assert!(notes[0].text().contains("0 points"));
/// assert_eq!(notes[0].value, book::NoteValue::Points(0));
/// // The same value as the preset is no difference.
/// assert!(book::house_notes(PresetId::DominoRules, &house).is_empty());
/// ```
pub fn house_notes(preset: PresetId, house: &HouseRules) -> Vec<HouseNote> {
    use NoteValue as V;
    let r = Rules::preset(preset);
    let mut out = Vec::new();
    if let Some(n) = house.hand_size {
        if r.hand_size != super::preset::HandSizeRule::Fixed(n) {
            out.push(HouseNote {
                field: "hand_size",
                said: note("book-note-hand-size", preset, V::Tiles(n), hand_value(&r)),
                preset,
                value: V::Tiles(n),
                preset_value: hand_value(&r),
            });
        }
    }
    let cover = house
        .cover_last_double
        .or(house.last_double_ends_round.map(|l| !l));
    // Every other rule: its house value against the preset's, each shown
    // in words by its sentence's key.
    #[rustfmt::skip]
    let rows: [(&'static str, &'static str, Option<NoteValue>, NoteValue); 13] = [
        ("blank_half", "book-note-blank-half",
            house.blank_half.map(V::Points), V::Points(r.blank_half)),
        ("double_blank", "book-note-double-blank",
            house.double_blank.map(V::Points), V::Points(r.double_blank)),
        ("starter", "book-note-starter",
            house.starter.map(V::Starter), V::Starter(r.starter)),
        ("knock_penalty", "book-note-knock-penalty",
            house.knock_penalty.map(V::Knock), V::Knock(r.knock_penalty)),
        ("faster_first_turn", "book-note-faster-first-turn",
            house.faster_first_turn.map(V::OnOff), V::OnOff(r.faster_first_turn)),
        ("markers", "book-note-markers", house.markers.map(V::Used), V::Used(r.markers)),
        ("doubles", "book-note-doubles",
            house.doubles.map(V::Double), V::Double(r.doubles)),
        ("open_double_pass_raises_marker", "book-note-open-double-pass-raises-marker",
            house.open_double_pass_raises_marker.map(V::YesNo), V::YesNo(r.open_double_pass_raises_marker)),
        ("cover_last_double", "book-note-cover-last-double",
            cover.map(V::YesNo), V::YesNo(r.cover_last_double)),
        ("doubles_count_double", "book-note-doubles-count-double",
            house.doubles_count_double.map(V::YesNo), V::YesNo(r.doubles_count_double)),
        ("going_out_bonus", "book-note-going-out-bonus",
            house.going_out_bonus.map(V::Points), V::Points(r.going_out_bonus)),
        ("open_marker_penalty", "book-note-open-marker-penalty",
            house.open_marker_penalty.map(V::Points), V::Points(r.open_marker_penalty)),
        ("tie_break", "book-note-tie-break",
            house.tie_break.map(V::TieBreak), V::TieBreak(r.tie_break)),
    ];
    for (field, key, house, preset_value) in rows {
        if let Some(v) = house.filter(|v| *v != preset_value) {
            out.push(HouseNote {
                field,
                said: note(key, preset, v, preset_value),
                preset,
                value: v,
                preset_value,
            });
        }
    }
    out
}

/// Every entry, in book order (grouped as [`Group::ALL`]).
pub fn entries() -> &'static [Entry] {
    ENTRIES
}

/// The entry with this id.
pub fn entry(id: &str) -> Option<&'static Entry> {
    ENTRIES.iter().find(|e| e.id == id)
}

/// The entry that explains a verdict's rule.
pub fn entry_for_rule(rule: RuleId) -> &'static Entry {
    entry(rule.as_str()).expect("every rule id has a rule book entry")
}

/// The entries of one group, in book order.
pub fn in_group(group: Group) -> impl Iterator<Item = &'static Entry> {
    ENTRIES.iter().filter(move |e| e.group == group)
}

/// Entries whose words hold every word of `query`, in a language's words
/// for them: `title` gives an entry's title, `text` everything searched in
/// it (title included: the words of [`Entry::keys`]), and `contains` says
/// whether a text holds a word of the query (however it compares case and
/// accents). An empty query finds every entry, in book order.
///
/// The entries come best first: those whose title holds every word, then
/// those whose title holds some of them, then the rest, each in book order
/// ("marker" lists "Train markers" before rules that only mention one).
/// The screens search the language shown (`ui::search_book`).
pub fn search_by(
    query: &str,
    title: impl Fn(&Entry) -> String,
    text: impl Fn(&Entry) -> String,
    contains: impl Fn(&str, &str) -> bool,
) -> Vec<&'static Entry> {
    let words: Vec<&str> = query.split_whitespace().collect();
    let mut hits: Vec<&'static Entry> = ENTRIES
        .iter()
        .filter(|e| {
            if words.is_empty() {
                return true;
            }
            let hay = text(e);
            words.iter().all(|w| contains(&hay, w))
        })
        .collect();
    if !words.is_empty() {
        // A stable sort: book order within each rank.
        hits.sort_by_cached_key(|e| {
            let title = title(e);
            let in_title = words.iter().filter(|w| contains(&title, w)).count();
            if in_title == words.len() {
                0
            } else if in_title > 0 {
                1
            } else {
                2
            }
        });
    }
    hits
}

static ENTRIES: &[Entry] = &[
    // ---------------------------------------------------------------- setup
    Entry {
        id: "aim",
        group: Group::Setup,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "sets",
        group: Group::Setup,
        hub_set: Own,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &["default_set"],
    },
    Entry {
        id: "default-set",
        group: Group::Setup,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["default_set"],
    },
    Entry {
        id: "players",
        group: Group::Setup,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["min_players", "max_players"],
    },
    Entry {
        id: "hand-size",
        group: Group::Setup,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["hand_size"],
    },
    Entry {
        id: "engine",
        group: Group::Setup,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["engine"],
    },
    Entry {
        id: "rounds",
        group: Group::Setup,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["all_rounds"],
    },
    Entry {
        id: "who-starts",
        group: Group::Setup,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["starter"],
    },
    // ---------------------------------------------------------------- turns
    Entry {
        id: "turn-order",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "not-your-turn",
        group: Group::Turns,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["doubles", "faster_first_turn"],
    },
    Entry {
        id: "personal-trains",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["opponent_train_closed"],
    },
    Entry {
        id: "must-play",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "draw",
        group: Group::Turns,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "must-draw",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "must-play-drawn",
        group: Group::Turns,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "draw-once",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &["doubles"],
    },
    Entry {
        id: "boneyard-empty",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &["markers"],
    },
    Entry {
        id: "not-in-hand",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "tile-on-table",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "no-match",
        group: Group::Turns,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &[],
    },
    // -------------------------------------------------------------- doubles
    Entry {
        id: "double-played",
        group: Group::Doubles,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["doubles"],
    },
    Entry {
        id: "open-double",
        group: Group::Doubles,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["doubles", "open_double_pass_raises_marker"],
    },
    // -------------------------------------------------------------- markers
    Entry {
        id: "markers",
        group: Group::Markers,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["markers"],
    },
    Entry {
        id: "private-train",
        group: Group::Markers,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &["markers", "opponent_train_closed"],
    },
    // ---------------------------------------------------------- mexican train
    Entry {
        id: "community-train",
        group: Group::MexicanTrain,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["community"],
    },
    // ---------------------------------------------------------- end of round
    Entry {
        id: "last-tile",
        group: Group::EndOfRound,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["knock_penalty"],
    },
    Entry {
        id: "round-over",
        group: Group::EndOfRound,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["cover_last_double"],
    },
    // -------------------------------------------------------------- scoring
    Entry {
        id: "tile-points",
        group: Group::Scoring,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["blank_half", "double_blank"],
    },
    Entry {
        id: "winner",
        group: Group::Scoring,
        hub_set: Same,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "house-scoring",
        group: Group::Scoring,
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Own,
        fields: &[
            "doubles_count_double",
            "going_out_bonus",
            "open_marker_penalty",
            "tie_break",
        ],
    },
    // ------------------------------------------------------------- variants
    Entry {
        id: "variants",
        group: Group::Variants,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &["faster_first_turn"],
    },
    Entry {
        id: "schedules",
        group: Group::Variants,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        fields: &[],
    },
    Entry {
        id: "house-rules",
        group: Group::Variants,
        hub_set: Own,
        dominorules: Own,
        choo_choo_sixes: Own,
        // Every field a house note can name.
        fields: &NOTE_FIELDS,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ids_are_unique_kebab_case_and_in_group_order() {
        let mut seen = std::collections::HashSet::new();
        let mut last = Group::Setup;
        for e in entries() {
            assert!(seen.insert(e.id), "duplicate id {}", e.id);
            assert!(
                e.id.chars().all(|c| c.is_ascii_lowercase() || c == '-'),
                "{}",
                e.id
            );
            assert!(e.group >= last, "{} is out of group order", e.id);
            last = e.group;
        }
    }

    #[test]
    fn every_rule_id_has_its_entry() {
        for r in RuleId::ALL {
            assert_eq!(entry_for_rule(r).id, r.as_str());
            assert_eq!(entry_for_rule(r).rule(), Some(r));
        }
    }

    #[test]
    fn fields_name_real_rules_fields() {
        let json = serde_json::to_value(Rules::preset(PresetId::Classic)).unwrap();
        for e in entries() {
            for f in e.fields {
                assert!(json.get(*f).is_some(), "{}: no field {f}", e.id);
            }
        }
    }

    #[test]
    fn every_house_rule_field_is_marked_somewhere() {
        let json = serde_json::to_value(HouseRules {
            // The older name of cover_last_double: marked under that name.
            last_double_ends_round: None,
            ..HouseRules::every()
        })
        .unwrap();
        for (k, _) in json.as_object().unwrap() {
            assert!(
                entries()
                    .iter()
                    .any(|e| e.id != "house-rules" && e.fields.contains(&k.as_str())),
                "no entry for house rule {k}"
            );
        }
    }

    #[test]
    fn house_notes_only_name_real_differences() {
        let all = HouseRules {
            hand_size: Some(7),
            blank_half: Some(10),
            double_blank: Some(20),
            starter: Some(StarterRule::LastWinner),
            knock_penalty: Some(3),
            faster_first_turn: Some(true),
            markers: Some(false),
            doubles: Some(DoubleRule::PlayAgain),
            open_double_pass_raises_marker: Some(true),
            cover_last_double: Some(true),
            last_double_ends_round: None,
            doubles_count_double: Some(true),
            going_out_bonus: Some(10),
            open_marker_penalty: Some(5),
            tie_break: Some(TieBreak::LowestLastRound),
        };
        assert_eq!(house_notes(PresetId::Classic, &all).len(), 14);
        let scoring = entry("house-scoring").unwrap();
        let notes = scoring.house_notes(PresetId::Classic, &all);
        let texts: Vec<String> = notes.iter().map(|n| n.text()).collect();
        assert_eq!(
            texts,
            [
                "a double left in a hand counts twice its pips: yes (Classic: no)",
                "going out takes 10 off your round (Classic: 0)",
                "a marker left up at the end of a round adds 5 (Classic: 0)",
                "a tie for the lowest total goes to: the tied player with the fewest points in the last round (Classic: every tied player wins)",
            ]
        );
        // A value equal to the preset's is no note.
        let same = HouseRules {
            tie_break: Some(TieBreak::Shared),
            going_out_bonus: Some(0),
            ..HouseRules::default()
        };
        assert!(house_notes(PresetId::Classic, &same).is_empty());
        let none = house_notes(PresetId::Classic, &HouseRules::default());
        assert!(none.is_empty());
        let e = entry("tile-points").unwrap();
        let notes = e.house_notes(PresetId::Classic, &all);
        assert_eq!(notes.len(), 2);
        assert!(notes[0].text().contains("10 points"), "{:?}", notes);
    }

    /// Every language writes the book's words, and only those: each
    /// group's heading, each entry's title, text and classic's words, and
    /// the words of each preset that has its own; a preset the same as
    /// classic has no key (it shows classic's).
    #[test]
    fn every_language_writes_each_entrys_keys_and_no_other() {
        use crate::i18n::{self, Lang};
        for lang in Lang::all() {
            let tag = lang.tag();
            let said = |key: &str| {
                assert!(i18n::has(lang, key), "{tag} lacks {key}");
                let s = i18n::text(lang, key, None);
                assert!(!s.trim().is_empty(), "{tag}: {key} says nothing");
                s
            };
            for g in Group::ALL {
                said(&g.title_key());
            }
            for e in entries() {
                let keys = e.keys();
                assert_eq!(
                    keys[..3],
                    [e.title_key(), e.text_key(), e.preset_key(PresetId::Classic)]
                );
                for k in &keys {
                    said(k);
                }
                for p in PresetId::ALL {
                    let own = format!("book-{}-{}", e.id, p.id());
                    match e.preset_text(p) {
                        Own => {
                            assert_eq!(e.preset_key(p), own);
                            assert!(keys.contains(&own), "{own}");
                            // Words of its own that say classic's are Same.
                            if p != PresetId::Classic {
                                let classic = said(&e.preset_key(PresetId::Classic));
                                assert_ne!(said(&own), classic, "{tag}: {own} is classic's: Same");
                            }
                        }
                        Same => {
                            assert!(!i18n::has(lang, &own), "{tag} has {own}, marked Same");
                            assert_eq!(e.preset_key(p), e.preset_key(PresetId::Classic));
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn search_needs_every_word() {
        use crate::i18n::{self, Lang};
        let en = |key: &str| i18n::text(Lang::ENGLISH, key, None);
        let search = |query: &str| {
            search_by(
                query,
                |e| en(&e.title_key()),
                |e| {
                    e.keys()
                        .iter()
                        .map(|k| en(k))
                        .collect::<Vec<_>>()
                        .join("\n")
                },
                |text, word| text.to_lowercase().contains(&word.to_lowercase()),
            )
        };
        assert_eq!(search("").len(), entries().len());
        assert!(search("KNOCK").iter().any(|e| e.id == "last-tile"));
        assert!(search("knock zebra").is_empty());
        let hits = search("choo train");
        assert!(hits.iter().any(|e| e.id == "community-train"));
    }
}

//! The rule book: every rule of the four presets, in plain words, as data.
//!
//! Each [`Entry`] explains one rule for people at the table, says how each
//! preset treats it, and names the [`Rules`] fields it corresponds to, so that
//! a game's house rules can be marked next to it. The twelve rule ids a
//! verdict can carry ([`RuleId::ALL`]) each have an entry with the same id.
//!
//! The wording is this app's own; the facts follow `shared/spec/rules.md`.
//!
//! ```
//! use mextrain::rules::book;
//! use mextrain::rules::{PresetId, RuleId};
//! let e = book::entry_for_rule(RuleId::OpenDouble);
//! assert_eq!(e.id, "open-double");
//! assert!(book::search("blank half").iter().any(|e| e.id == "tile-points"));
//! assert!(e.same_as_classic(PresetId::HubSet) == false);
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

    /// The heading shown in the book.
    pub const fn title(self) -> &'static str {
        match self {
            Group::Setup => "Setting up",
            Group::Turns => "Taking turns",
            Group::Doubles => "Doubles",
            Group::Markers => "Markers and other trains",
            Group::MexicanTrain => "The Mexican Train",
            Group::EndOfRound => "End of a round",
            Group::Scoring => "Scoring",
            Group::Variants => "Variants and house rules",
        }
    }
}

/// How one preset treats an entry's rule.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PresetText {
    /// Exactly as the classic preset.
    SameAsClassic,
    /// In this preset's own terms.
    Text(&'static str),
}

use PresetText::{SameAsClassic as Same, Text};

/// One rule, explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Entry {
    /// Stable kebab-case id (for the twelve verdict rules, the rule id itself).
    pub id: &'static str,
    /// Where it is filed.
    pub group: Group,
    /// A short heading.
    pub title: &'static str,
    /// The rule in a few plain sentences, true for every preset.
    pub text: &'static str,
    /// How the classic preset treats it.
    pub classic: &'static str,
    /// How the hub-set preset treats it.
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
    /// The preset's text, with "same as classic" resolved to classic's.
    pub fn for_preset(&self, p: PresetId) -> &'static str {
        match self.preset_text(p) {
            Same => self.classic,
            Text(t) => t,
        }
    }

    /// How the preset treats this rule, as stored.
    pub fn preset_text(&self, p: PresetId) -> PresetText {
        match p {
            PresetId::Classic => Text(self.classic),
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

    fn haystack(&self) -> String {
        let mut s = format!("{}\n{}\n{}", self.title, self.text, self.classic);
        for p in &PresetId::ALL[1..] {
            if let Text(t) = self.preset_text(*p) {
                s.push('\n');
                s.push_str(t);
            }
        }
        s.to_lowercase()
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

/// Entries whose title, text or preset texts contain every word of `query`
/// (case-insensitive). An empty query finds every entry, in book order.
///
/// The entries come best first: those whose title holds every word, then
/// those whose title holds some of them, then the rest, each in book order
/// ("marker" lists "Train markers" before rules that only mention one).
pub fn search(query: &str) -> Vec<&'static Entry> {
    search_by(
        query,
        |e| e.title.to_string(),
        |e| e.haystack(),
        |text, word| text.to_lowercase().contains(&word.to_lowercase()),
    )
}

/// [`search`] over other words for the entries (another language's, say):
/// `title` gives an entry's title, `text` everything searched in it
/// (title included), and `contains` says whether a text holds a word of
/// the query (however it compares case and accents). Same ranking.
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
        title: "What you are trying to do",
        text: "Empty your hand before anyone else. Whatever you still hold when a round stops counts against you, so over a game the lowest score wins.",
        classic: "A single round: going out first wins it.",
        hub_set: Same,
        dominorules: Text("A series of rounds: keep your leftover points low in every one of them."),
        choo_choo_sixes: Text("Seven short rounds for two people; keep your leftover points low."),
        fields: &[],
    },
    Entry {
        id: "sets",
        group: Group::Setup,
        title: "Domino sets",
        text: "A double-N set pairs every number from 0 up to N with every other number, and with itself, exactly once. Tile 5-12 and tile 12-5 are one and the same. Sizes: double-6 has 28 tiles, double-9 has 55, double-12 has 91, double-15 has 136 and double-18 has 190.",
        classic: "Any of these sets works; the count of tiles only changes how many go in each hand.",
        hub_set: Text("The box says its double-12 set has 136 tiles. That figure belongs to a double-15 set: a real double-12 set has 91."),
        dominorules: Same,
        choo_choo_sixes: Text("Made for the small double-6 set of 28 tiles."),
        fields: &["default_set"],
    },
    Entry {
        id: "default-set",
        group: Group::Setup,
        title: "Which set to use",
        text: "Each rule set suggests a set. You can pick another one when you start a game.",
        classic: "Double-12.",
        hub_set: Same,
        dominorules: Text("Double-12 unless you choose otherwise. The page recommends double-9 for two to four people and double-15 or double-18 once you are nine or more."),
        choo_choo_sixes: Text("Double-6."),
        fields: &["default_set"],
    },
    Entry {
        id: "players",
        group: Group::Setup,
        title: "How many can play",
        text: "Everyone plays for themselves; more players need a bigger set.",
        classic: "From two to eight people (up to twelve on a double-15 or double-18 set).",
        hub_set: Same,
        dominorules: Text("From two to twelve people, and more on a big set."),
        choo_choo_sixes: Text("Two people, no more and no fewer."),
        fields: &["min_players", "max_players"],
    },
    Entry {
        id: "hand-size",
        group: Group::Setup,
        title: "Tiles in each hand",
        text: "Turn all the tiles face down and mix them. Each player takes the same number; the tiles nobody takes form the boneyard you draw from.",
        classic: "With a double-12 set: 15 each for two, three or four players; 11 each for five or six; 8 each for seven or eight. With other sets the app scales these so that roughly one tile in three stays in the boneyard.",
        hub_set: Same,
        dominorules: Text("With a double-12 set: 16 each for two players, 15 for three, 14 for four, 12 for five, 11 for six, 10 for seven, 9 for eight. With other sets the app scales the numbers so that roughly one tile in three stays in the boneyard; you can change it when you start a game."),
        choo_choo_sixes: Text("5 tiles each."),
        fields: &["hand_size"],
    },
    Entry {
        id: "engine",
        group: Group::Setup,
        title: "The engine",
        text: "One double lies at the centre of the table: the engine. Every train grows out of it, so the first tile of any train must show the engine's number.",
        classic: "For a one-round game, either the biggest double anybody holds becomes the engine, or the set's top double does; if nobody has the double you need, players draw in turn until someone gets one. In a game of rounds, each round's double is taken out before the deal.",
        hub_set: Text("For a one-round game, the player with the biggest double lays it in the middle. In the 13-round game, the round's double is taken out before the deal."),
        dominorules: Text("Before the deal, take the set's top double out and put it in the middle. Each later round uses the next double down."),
        choo_choo_sixes: Text("Before the deal, take out this round's double. It goes in the middle and is also the first tile of the Choo Choo train."),
        fields: &["engine"],
    },
    Entry {
        id: "rounds",
        group: Group::Setup,
        title: "How many rounds",
        text: "A game is either a single round or one round per double, from the set's top double down to 0-0, each with a fresh deal and its own engine. You choose the first and last round when you start a game.",
        classic: "One round. For a longer game, play a round for every double, top double first and 0-0 last.",
        hub_set: Text("One round, or the optional 13-round game: 12-12 in the first round, 11-11 in the second, and so on down to 0-0."),
        dominorules: Text("A round for every double from the top one down to 0-0: 13 rounds with double-12, 10 with double-9, 16 with double-15, 19 with double-18."),
        choo_choo_sixes: Text("Seven rounds: 6-6 first, then 5-5, and so on down to 0-0."),
        fields: &["all_rounds"],
    },
    Entry {
        id: "who-starts",
        group: Group::Setup,
        title: "Who goes first",
        text: "One player leads each round; the others follow in turn order.",
        classic: "Whoever put the engine down goes first.",
        hub_set: Text("The player holding the biggest double goes first, starting by laying it as the engine."),
        dominorules: Text("Pick someone at random for round 1. Each new round, the lead moves one seat clockwise."),
        choo_choo_sixes: Text("Round 1: whoever holds the biggest double, or else the most pips in hand. Every later round: whoever won the round before."),
        fields: &["starter"],
    },
    // ---------------------------------------------------------------- turns
    Entry {
        id: "turn-order",
        group: Group::Turns,
        title: "Turn order",
        text: "Players take turns one at a time, always in the same order around the table.",
        classic: "Clockwise: the next turn belongs to the player on the left.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Text("The two players take turns back and forth."),
        fields: &[],
    },
    Entry {
        id: "not-your-turn",
        group: Group::Turns,
        title: "One player at a time",
        text: "Only the player whose turn it is may lay a tile, draw or pass. A turn is normally one tile; it is over once that tile is down (and any double it brings is dealt with), or once the player passes.",
        classic: "One tile per turn, plus the tile that covers a double you lay.",
        hub_set: Text("One tile per turn, plus the tile that covers a double you lay. With the faster-game variant, your very first turn may be a whole run on your own train."),
        dominorules: Text("One tile per turn, plus the follow-up after a double: up to three tiles when two doubles go down."),
        choo_choo_sixes: Text("The players alternate; laying a double earns an extra play straight away."),
        fields: &["doubles", "faster_first_turn"],
    },
    Entry {
        id: "personal-trains",
        group: Group::Turns,
        title: "Your own train",
        text: "Everyone builds one train of their own, a chain of matching tiles that starts at the engine and points toward their seat. You may always add to your own train.",
        classic: "It starts at the engine. The others may use it only while your marker says it is open.",
        hub_set: Same,
        dominorules: Text("It starts at the engine. The others may use it only while your marker says it is open. Tip: line up your hand as a chain in advance, and keep the leftovers for the other trains."),
        choo_choo_sixes: Text("Each train starts next to the Choo Choo train. Your opponent may never play on your train, except to cover a double at its end."),
        fields: &["opponent_train_closed"],
    },
    Entry {
        id: "must-play",
        group: Group::Turns,
        title: "Play if you can",
        text: "If any tile in your hand fits a train you are allowed to use, you have to lay one. You may not draw or pass just to keep a useful tile for later. Where a rule about doubles already rules out the draw or the pass, the app names that rule instead.",
        classic: "Required.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "draw",
        group: Group::Turns,
        title: "Drawing from the boneyard",
        text: "When nothing in your hand fits, take one tile from the boneyard. If it fits, lay it at once; if not, keep it and your turn is over.",
        classic: "One tile. The rules only say you may lay it if it fits; this app treats that as a must, like the other presets.",
        hub_set: Text("One tile per turn, and a tile that fits has to be laid."),
        dominorules: Text("One tile per turn, and a tile that fits has to be laid."),
        choo_choo_sixes: Text("One tile per turn, and a tile that fits has to be laid."),
        fields: &[],
    },
    Entry {
        id: "must-draw",
        group: Group::Turns,
        title: "Draw before you pass",
        text: "While the boneyard still has tiles, you can only pass after drawing this turn. Once it is empty, a player who cannot play passes without drawing.",
        classic: "Required.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "must-play-drawn",
        group: Group::Turns,
        title: "Lay the tile you drew",
        text: "If the tile you have just drawn can go on any train open to you, lay it; passing with it in hand is not allowed.",
        classic: "Required (the rules say you may; the app reads it as a must).",
        hub_set: Text("Required."),
        dominorules: Text("Required."),
        choo_choo_sixes: Text("Required."),
        fields: &[],
    },
    Entry {
        id: "draw-once",
        group: Group::Turns,
        title: "One draw per turn",
        text: "A turn allows a single draw. The one exception: after you lay a double and cannot cover it, you draw to try to cover it.",
        classic: "One draw; a double you cannot cover allows one more.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &["doubles"],
    },
    Entry {
        id: "boneyard-empty",
        group: Group::Turns,
        title: "When the boneyard is empty",
        text: "Once every tile has been drawn there is nothing left to take. A player who cannot play simply passes, and play goes on.",
        classic: "Pass without drawing; your train opens to the others.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Text("Pass without drawing (there are no markers)."),
        fields: &["markers"],
    },
    Entry {
        id: "not-in-hand",
        group: Group::Turns,
        title: "Only tiles you hold",
        text: "You can only lay a tile that is really in your hand. When the app knows your hand, it refuses any other tile.",
        classic: "Always.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "tile-on-table",
        group: Group::Turns,
        title: "Every tile exists once",
        text: "A set has one copy of each tile. A tile already in a train, or the engine itself, cannot be laid a second time; if the app sees it twice, one of the two entries is a mistake.",
        classic: "Always.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Same,
        fields: &[],
    },
    Entry {
        id: "no-match",
        group: Group::Turns,
        title: "Matching ends",
        text: "A tile may join a train only if one of its halves shows the number at the train's open end; that half goes against the train. A train's first tile must show the engine's number.",
        classic: "Always.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Text("Always; both personal trains and the Choo Choo train start from the round's double."),
        fields: &[],
    },
    // -------------------------------------------------------------- doubles
    Entry {
        id: "double-played",
        group: Group::Doubles,
        title: "Laying a double",
        text: "A double (the same number on both halves) is laid crosswise. It leaves the train's end showing that number, and it has to be covered by a matching tile.",
        classic: "Cover it yourself in the same turn with a matching tile. With no match, draw one tile: cover the double with it if it fits, otherwise pass and leave the double open.",
        hub_set: Same,
        dominorules: Text("Lay one more tile, on the double itself or on any other train open to you. With nothing to follow up, draw once and lay that tile anywhere it fits, or pass with your marker up. A second double in the same turn is allowed only if a third tile from your hand, without drawing, then covers one of the two; drawing or passing at that point breaks this rule, even if you hold a tile that would fit somewhere."),
        choo_choo_sixes: Text("You play again straight away, anywhere you are allowed; the extra tile does not have to go on the double. The double stays open until somebody covers it."),
        fields: &["doubles"],
    },
    Entry {
        id: "open-double",
        group: Group::Doubles,
        title: "An open double",
        text: "A double that nobody has covered by the end of a turn blocks the table: the next tiles must go on it, and no other train may be used until it is covered.",
        classic: "Every other train is closed. Each player in turn covers it, or draws one tile and covers with that, or passes. Once it is covered, play carries on from the seat after whoever covered it.",
        hub_set: Text("As in classic, and a player who passes while it is open must put their marker up, even if their own train had a place for a tile."),
        dominorules: Text("As in classic, and a player who passes while it is open must put their marker up, even if their own train had a place for a tile. Once you have put down two doubles in one turn, your next tile must go straight from your hand onto one of them: drawing or passing at that point breaks this rule, whatever else you could lay."),
        choo_choo_sixes: Text("Nothing may be played anywhere but on the double. Your opponent covers it, or draws and, if still unable, passes; after such a pass, the player who laid the double must cover it."),
        fields: &["doubles", "open_double_pass_raises_marker"],
    },
    // -------------------------------------------------------------- markers
    Entry {
        id: "markers",
        group: Group::Markers,
        title: "Train markers",
        text: "Each player has a marker in their own colour, such as a little toy engine or a coin. It shows whether your train is open to the others. In this app, 'marker up' means open and 'marker down' means private.",
        classic: "Passing puts your marker up and opens your train. Laying a tile on your own train puts it down again.",
        hub_set: Same,
        dominorules: Text("Passing puts your marker up, even on a train you have not started yet (place it by the engine). Only a tile on your own train puts it down again; playing elsewhere does not."),
        choo_choo_sixes: Text("There are no markers: each personal train stays closed to the other player."),
        fields: &["markers"],
    },
    Entry {
        id: "private-train",
        group: Group::Markers,
        title: "Other players' trains",
        text: "Another player's train is open to you only while their marker is up. While it is down, that train is theirs alone.",
        classic: "Closed while its owner's marker is down; open from their pass until they play on it again.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Text("Never open to you, except to cover a double at its end."),
        fields: &["markers", "opponent_train_closed"],
    },
    // ---------------------------------------------------------- mexican train
    Entry {
        id: "community-train",
        group: Group::MexicanTrain,
        title: "The Mexican Train",
        text: "Besides the personal trains there is one shared train that belongs to nobody. Everybody may always play on it. There is never more than one.",
        classic: "Any player may begin it on their turn with a tile showing the engine's number, placed off to one side. After that anyone may add to its far end.",
        hub_set: Same,
        dominorules: Text("Any player may begin it on their turn with a tile showing the engine's number; the first player of a round may even begin it instead of their own train. It only grows at its far end."),
        choo_choo_sixes: Text("Here it is called the Choo Choo train and it is there from the start: the round's double begins it, and both players may add to it from the first turn. Table files call it 'mexican'."),
        fields: &["community"],
    },
    // ---------------------------------------------------------- end of round
    Entry {
        id: "last-tile",
        group: Group::EndOfRound,
        title: "Your last tile",
        text: "Once a single tile is left in your hand, warn the others so they can get rid of their most costly tiles.",
        classic: "Knock the tile on the table. If someone catches you not knocking, draw 2 tiles.",
        hub_set: Same,
        dominorules: Text("Tap the tile on the table. Forgetting costs nothing."),
        choo_choo_sixes: Text("Say it out loud. If your opponent points it out first, draw 1 tile."),
        fields: &["knock_penalty"],
    },
    Entry {
        id: "round-over",
        group: Group::EndOfRound,
        title: "When the round ends",
        text: "The round stops as soon as someone lays their final tile, or when it is blocked: the boneyard is empty and nobody can play. Blocked means that nobody could lay a tile any more, even once everyone has passed and opened their train. The app calls it the moment that is so, even partway through a turn (a double that no one can cover, a last draw that no one can use); the player whose turn it was only passes. After that nobody lays or draws; everyone counts their points.",
        classic: "Going out on a double counts: if your final tile is a double, the round is over right there. Nobody covers it, draws or passes. Because that double wins the round, it counts as a tile you can play, so you may not draw instead. Tables that say \"you cannot go out on a double\" switch on the house rule: then that double is treated like any other, covered or drawn for, and you are out only if your turn ends with nothing in your hand. Should nobody be able to cover it while the boneyard is empty, the round is blocked right then, before you pass: your hand is empty, so you score 0 and are among the winners.",
        hub_set: Same,
        dominorules: Text("Your final tile ends the round at once, even a double nobody has covered, and even a second double in the same turn that no third tile could cover: when it is your last tile, it is allowed. The house rule \"you cannot go out on a double\" makes that double need its follow-up like any other; if nobody can cover it and the boneyard is empty, the round is blocked at once and you, holding nothing, score 0."),
        choo_choo_sixes: Text("A player lays their final tile (a double too: nobody plays again after it), or the round is blocked for both. With the house rule \"you cannot go out on a double\", the double's owner plays on as after any double; should neither player be able to cover it with the boneyard empty, the round is blocked at once and its owner scores 0."),
        fields: &["cover_last_double"],
    },
    // -------------------------------------------------------------- scoring
    Entry {
        id: "tile-points",
        group: Group::Scoring,
        title: "Counting points",
        text: "At the end of a round, every player adds up the pips (spots) on whatever tiles they still hold. That is their score for the round; a player with an empty hand scores 0.",
        classic: "Pips, plus 25 for each blank half: 0-5 counts 30 and 0-0 counts 50.",
        hub_set: Same,
        dominorules: Text("Pips only; blanks count nothing."),
        choo_choo_sixes: Text("Pips only. Some tables make 0-0 worth 50 or 25; set that as a house rule when you start the game."),
        fields: &["blank_half", "double_blank"],
    },
    Entry {
        id: "winner",
        group: Group::Scoring,
        title: "Who wins",
        text: "Round scores add up; the lowest total wins. When several players share the lowest score, they all win.",
        classic: "In a one-round game the player who goes out wins; in a blocked round, whoever has the fewest points. Over several rounds, the lowest total.",
        hub_set: Same,
        dominorules: Text("The lowest running total once the 0-0 round has been played."),
        choo_choo_sixes: Text("The lowest total after the seventh round."),
        fields: &[],
    },
    Entry {
        id: "house-scoring",
        group: Group::Scoring,
        title: "House scoring rules",
        text: "Tables argue about scoring, so a game may start with any of these, each off unless chosen. Doubles count double: a double left in a hand counts twice its pips (5-5 counts 20); 0-0 still counts what the game says 0-0 counts. Going-out bonus: the player who goes out takes 0 to 100 points off the round, so a round, and a total, can be below zero; nobody gets it in a blocked round. Open-marker penalty: everyone whose marker is still up when the round ends adds 0 to 100 points, except the player who went out (their marker may be up: it costs nothing); the round form has a \"marker up\" switch for each player, and a marker cannot be marked up in a game without the penalty. Tie-break: when the lowest totals are tied, the win is shared (the usual rule), or goes to the tied player who won the most rounds (a round is won with its lowest points; a shared lowest counts for each), or to the tied player with the fewest points in the last round. Still tied after that, they share the win.",
        classic: "None of them: a tie for the lowest total is shared.",
        hub_set: Same,
        dominorules: Same,
        choo_choo_sixes: Text("None of them. There are no markers, so there can be no open-marker penalty."),
        fields: &["doubles_count_double", "going_out_bonus", "open_marker_penalty", "tie_break"],
    },
    // ------------------------------------------------------------- variants
    Entry {
        id: "variants",
        group: Group::Variants,
        title: "Optional rules",
        text: "Some rule sets offer optional extras to agree on before you begin.",
        classic: "None, apart from playing a round for every double.",
        hub_set: Text("Faster game: on your first turn of a round, lay as many tiles on your own train as will fit, one after another. A double in that run still needs its cover, and covering it on your own train keeps the run going. The run stops when you say you are done, or when you lay a tile anywhere else. From then on, one tile per turn. Also the 13-round game (see How many rounds)."),
        dominorules: Text("None."),
        choo_choo_sixes: Text("Only the 0-0 scoring option (see Counting points)."),
        fields: &["faster_first_turn"],
    },
    Entry {
        id: "schedules",
        group: Group::Variants,
        title: "Schedules",
        text: "A game's schedule is the double that starts each round, in order; any list of the set's doubles will do, and a double may come twice. The app offers the common ones with the number of rounds and a rough time beside each (about 2 minutes a round, plus a minute for every 5 tiles dealt): the top double down to 0-0; only the first rounds of that; from a chosen double down to 0-0; 0-0 up to the top; up and down (the top double down to 0-0, then back up, so every double but 0-0 is played twice); the odd or the even doubles only, from the top down; and every double once in an order drawn when the game starts. A game has at most 100 rounds.",
        classic: "One round, or optionally every double from the top down to 0-0.",
        hub_set: Text("One round, or the 13-round game from 12-12 down to 0-0."),
        dominorules: Text("Every double from the top down to 0-0."),
        choo_choo_sixes: Text("Seven rounds, 6-6 down to 0-0."),
        fields: &[],
    },
    Entry {
        id: "house-rules",
        group: Group::Variants,
        title: "House rules in this app",
        text: "When you start a game you may change some rules of its preset: tiles per player, what a blank half and 0-0 count, who starts each round, the rounds' doubles (see Schedules), the faster first turn, whether a double may be your last tile (\"you cannot go out on a double\"), and the house scoring rules (doubles that count double, a going-out bonus, an open-marker penalty, the tie-break). While that game is on, this book marks every rule it changes.",
        classic: "Blank half 25, 0-0 50, the engine's player starts.",
        hub_set: Text("Blank half 25, 0-0 50, the holder of the biggest double starts."),
        dominorules: Text("Blanks 0, the lead moves one seat clockwise each round."),
        choo_choo_sixes: Text("Blanks 0, the last round's winner starts."),
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
            assert!(!e.title.is_empty() && !e.text.is_empty() && !e.classic.is_empty());
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

    /// The screens word the book from `book-*` in every language: in
    /// English, `en-CA.ftl` says byte for byte what the entries say here
    /// (a preset treated as classic has no words of its own).
    #[test]
    fn en_ca_ftl_says_the_book_word_for_word() {
        use crate::i18n::{self, Lang};
        let en = |key: &str| {
            assert!(i18n::has(Lang::ENGLISH, key), "en-CA.ftl lacks {key}");
            i18n::text(Lang::ENGLISH, key, None)
        };
        for g in Group::ALL {
            assert_eq!(en(&format!("book-group-{}", g.id())), g.title());
        }
        for e in entries() {
            assert_eq!(en(&format!("book-{}-title", e.id)), e.title);
            assert_eq!(en(&format!("book-{}-text", e.id)), e.text);
            for p in PresetId::ALL {
                let key = format!("book-{}-{}", e.id, p.id());
                match e.preset_text(p) {
                    Text(t) => assert_eq!(en(&key), t, "{key}"),
                    Same => assert!(!i18n::has(Lang::ENGLISH, &key), "{key}"),
                }
            }
        }
    }

    #[test]
    fn search_needs_every_word() {
        assert_eq!(search("").len(), entries().len());
        assert!(search("KNOCK").iter().any(|e| e.id == "last-tile"));
        assert!(search("knock zebra").is_empty());
        let hits = search("choo train");
        assert!(hits.iter().any(|e| e.id == "community-train"));
    }
}

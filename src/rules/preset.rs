//! The four rule presets as data, and house rules as overrides of a preset.
//!
//! A [`Rules`] value has one named field per rule that differs between the
//! sources in `shared/seeds/` (see `shared/spec/rules.md`). House rules are a
//! [`HouseRules`] value whose `Some` fields replace the preset's.
//!
//! ```
//! use mextrain::rules::{PresetId, Rules, HouseRules, Tile};
//! let classic = Rules::preset(PresetId::Classic);
//! assert_eq!(classic.hand_size(4, 12), 15);
//! assert_eq!(classic.tile_points(Tile::new(0, 5)), 30);
//! let house = HouseRules { blank_half: Some(0), double_blank: Some(0), ..Default::default() };
//! let mine = classic.with_house(&house).unwrap();
//! assert_eq!(mine.tile_points(Tile::new(0, 5)), 5);
//! ```

use super::tile::{set_size, Pip, Tile, SUPPORTED_SETS};
use crate::i18n::{english_fmt, Message, Said};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the four shipped presets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub enum PresetId {
    /// "Rules for Playing Mexican Train" (seed 000).
    #[serde(rename = "classic")]
    Classic,
    /// A train-station hub set's instructions (seed 001).
    #[serde(rename = "hub-set")]
    HubSet,
    /// The dominorules.com page (seed 003).
    #[serde(rename = "dominorules")]
    DominoRules,
    /// Choo Choo Sixes, two players on a double-6 set (seed 002).
    #[serde(rename = "choo-choo-sixes")]
    ChooChooSixes,
}

impl PresetId {
    /// All presets, in the order the app lists them.
    pub const ALL: [PresetId; 4] = [
        PresetId::Classic,
        PresetId::HubSet,
        PresetId::DominoRules,
        PresetId::ChooChooSixes,
    ];

    /// The stable id used in files and on the command line.
    pub const fn id(self) -> &'static str {
        match self {
            PresetId::Classic => "classic",
            PresetId::HubSet => "hub-set",
            PresetId::DominoRules => "dominorules",
            PresetId::ChooChooSixes => "choo-choo-sixes",
        }
    }

    /// Its name's key in the languages' files (`preset-<id>`): a message
    /// naming a preset gives it as `Said::new(p.title_key())`.
    pub const fn title_key(self) -> &'static str {
        match self {
            PresetId::Classic => "preset-classic",
            PresetId::HubSet => "preset-hub-set",
            PresetId::DominoRules => "preset-dominorules",
            PresetId::ChooChooSixes => "preset-choo-choo-sixes",
        }
    }

    /// A name for people.
    pub const fn title(self) -> &'static str {
        match self {
            PresetId::Classic => "Classic",
            PresetId::HubSet => "Hub set",
            PresetId::DominoRules => "Domino Rules",
            PresetId::ChooChooSixes => "Choo Choo Sixes",
        }
    }
}

impl fmt::Display for PresetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

/// An unknown preset id.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownPreset(pub String);

impl fmt::Display for UnknownPreset {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown preset '{}': use classic, hub-set, dominorules or choo-choo-sixes",
            self.0
        )
    }
}

impl std::error::Error for UnknownPreset {}

impl FromStr for PresetId {
    type Err = UnknownPreset;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        PresetId::ALL
            .into_iter()
            .find(|p| p.id() == s.trim())
            .ok_or_else(|| UnknownPreset(s.to_string()))
    }
}

/// How many tiles each player is dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum HandSizeRule {
    /// classic / hub-set: 2-4 players 15, 5-6 players 11, 7-8 players 8 (double-12).
    ByPlayersClassic,
    /// dominorules: double-12 2:16, 3:15, 4:14, 5:12, 6:11, 7:10, 8:9.
    ByPlayersDominoRules,
    /// Always this many.
    Fixed(u8),
}

/// Who leads a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum StarterRule {
    /// Settled at the table each round (who held or placed the engine).
    AtTable,
    /// Chosen at the table in round 1, then the next seat clockwise.
    NextSeat,
    /// Chosen at the table in round 1, then last round's winner.
    LastWinner,
}

/// How the engine double is chosen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum EngineRule {
    /// The highest double anyone holds (draw until someone holds one).
    HighestHeld,
    /// The round's double, set aside before dealing.
    SetAside,
}

/// When the community (Mexican) train exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum CommunityRule {
    /// Started on any turn by any player with a tile matching the engine.
    AnyTurn,
    /// Like `AnyTurn`; the round's first player may start it instead of their own.
    AnyTurnFirstPlayerMay,
    /// It exists from the start, at the round's double (Choo Choo train).
    FromStart,
}

/// What a player who has just played a double does next.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum DoubleRule {
    /// Cover it in the same turn; if unable, draw once and cover with the drawn tile, else pass.
    CoverSameTurn,
    /// Play again in the same turn, on the double or any train the player may use;
    /// a second double is allowed only if a third tile from the hand covers one of them.
    FollowUpAnywhere,
    /// Play again at once anywhere; the double stays open until covered.
    PlayAgain,
}

/// Who wins a game whose lowest totals are tied (house rule `tie_break`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TieBreak {
    /// Every tied player wins (every preset's rule).
    #[default]
    Shared,
    /// The tied player with the most rounds won (the lowest points of a
    /// round; a shared lowest counts for each).
    MostRoundsWon,
    /// The tied player with the fewest points in the last round played.
    LowestLastRound,
}

impl TieBreak {
    /// Every value, in the order the app offers them.
    pub const ALL: [TieBreak; 3] = [
        TieBreak::Shared,
        TieBreak::MostRoundsWon,
        TieBreak::LowestLastRound,
    ];

    /// The value as the `house` object writes it (`most_rounds_won`).
    pub const fn id(self) -> &'static str {
        match self {
            TieBreak::Shared => "shared",
            TieBreak::MostRoundsWon => "most_rounds_won",
            TieBreak::LowestLastRound => "lowest_last_round",
        }
    }
}

impl fmt::Display for TieBreak {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl FromStr for TieBreak {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        TieBreak::ALL
            .into_iter()
            .find(|t| t.id() == s.trim())
            .ok_or_else(|| {
                format!(
                    "unknown tie_break '{}': use shared, most_rounds_won or lowest_last_round",
                    super::shorten(s, 40)
                )
            })
    }
}

/// The most a going-out bonus or an open-marker penalty may count.
pub const MAX_HOUSE_POINTS: u16 = 100;

/// A complete rule set: a preset with any house rules applied.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rules {
    /// The preset these rules start from.
    pub preset: PresetId,
    /// The set the preset suggests (top double).
    pub default_set: Pip,
    /// Fewest players.
    pub min_players: u8,
    /// Most players (on a double-12 set or smaller).
    pub max_players: u8,
    /// Tiles dealt to each player.
    pub hand_size: HandSizeRule,
    /// How the engine is chosen.
    pub engine: EngineRule,
    /// Whether a game plays every double from the top down to 0-0 by default.
    pub all_rounds: bool,
    /// Who leads each round.
    pub starter: StarterRule,
    /// The community train.
    pub community: CommunityRule,
    /// Whether players have markers (a passing player opens their train).
    pub markers: bool,
    /// What follows a double played in one's own turn.
    pub doubles: DoubleRule,
    /// A player who passes while a double is open raises their marker even if
    /// they could have played on their own train (hub-set, dominorules).
    pub open_double_pass_raises_marker: bool,
    /// House rule "you cannot go out on a double": a double laid as the
    /// last tile is handled like any other double (cover it, or draw once
    /// and pass), and the round ends by domino only when the turn ends with
    /// the hand empty. Off in every preset: a last tile, double or not,
    /// ends the round at once.
    pub cover_last_double: bool,
    /// Points a blank half counts at the end of a round (25, or 0 for pips only).
    pub blank_half: u16,
    /// Points the double-blank 0-0 counts.
    pub double_blank: u16,
    /// Tiles drawn when caught not announcing a last tile (0 = no penalty).
    pub knock_penalty: u8,
    /// Variant "faster game": on their first turn a player may lay as many
    /// tiles as fit on their own train.
    pub faster_first_turn: bool,
    /// The opponent's personal train is never playable except to cover its double.
    pub opponent_train_closed: bool,
    /// House rule: a double left in a hand counts twice its pips (5-5
    /// counts 20); the double-blank still counts `double_blank`. Off in
    /// every preset.
    #[serde(default)]
    pub doubles_count_double: bool,
    /// House rule: the player who went out scores minus this for the round
    /// (nobody gets it in a blocked round). 0 in every preset.
    #[serde(default)]
    pub going_out_bonus: u16,
    /// House rule: each player whose marker is up when the round ends adds
    /// this to their round, except the player who went out. 0 in every
    /// preset; only where players have markers.
    #[serde(default)]
    pub open_marker_penalty: u16,
    /// House rule: who wins a game whose lowest totals are tied.
    #[serde(default)]
    pub tie_break: TieBreak,
}

impl Rules {
    /// The rules of a preset, without house rules.
    pub fn preset(id: PresetId) -> Rules {
        let classic = Rules {
            preset: PresetId::Classic,
            default_set: 12,
            min_players: 2,
            max_players: 8,
            hand_size: HandSizeRule::ByPlayersClassic,
            engine: EngineRule::HighestHeld,
            all_rounds: false,
            starter: StarterRule::AtTable,
            community: CommunityRule::AnyTurn,
            markers: true,
            doubles: DoubleRule::CoverSameTurn,
            open_double_pass_raises_marker: false,
            cover_last_double: false,
            blank_half: 25,
            double_blank: 50,
            knock_penalty: 2,
            faster_first_turn: false,
            opponent_train_closed: false,
            doubles_count_double: false,
            going_out_bonus: 0,
            open_marker_penalty: 0,
            tie_break: TieBreak::Shared,
        };
        match id {
            PresetId::Classic => classic,
            PresetId::HubSet => Rules {
                preset: PresetId::HubSet,
                open_double_pass_raises_marker: true,
                ..classic
            },
            PresetId::DominoRules => Rules {
                preset: PresetId::DominoRules,
                max_players: 12,
                hand_size: HandSizeRule::ByPlayersDominoRules,
                engine: EngineRule::SetAside,
                all_rounds: true,
                starter: StarterRule::NextSeat,
                community: CommunityRule::AnyTurnFirstPlayerMay,
                doubles: DoubleRule::FollowUpAnywhere,
                open_double_pass_raises_marker: true,
                blank_half: 0,
                double_blank: 0,
                knock_penalty: 0,
                ..classic
            },
            PresetId::ChooChooSixes => Rules {
                preset: PresetId::ChooChooSixes,
                default_set: 6,
                min_players: 2,
                max_players: 2,
                hand_size: HandSizeRule::Fixed(5),
                engine: EngineRule::SetAside,
                all_rounds: true,
                starter: StarterRule::LastWinner,
                community: CommunityRule::FromStart,
                markers: false,
                doubles: DoubleRule::PlayAgain,
                blank_half: 0,
                double_blank: 0,
                knock_penalty: 1,
                opponent_train_closed: true,
                ..classic
            },
        }
    }

    /// Most players on a double-`set` set: the preset's limit, raised to 12 on
    /// double-15 and double-18 sets (except for the two-player Choo Choo Sixes).
    pub fn max_players_for(&self, set: Pip) -> u8 {
        if set >= 15 && self.max_players > 2 {
            self.max_players.max(12)
        } else {
            self.max_players
        }
    }

    /// Tiles dealt to each of `players` players from a double-`set` set, with
    /// the engine double set aside.
    ///
    /// The sources give tables for double-12. **Reading** for other sets: the
    /// double-12 figure scaled by the set's size, and never more than leaves a
    /// third of the set (less the engine) in the boneyard.
    ///
    /// ```
    /// use mextrain::rules::{PresetId, Rules};
    /// let dr = Rules::preset(PresetId::DominoRules);
    /// assert_eq!(dr.hand_size(2, 12), 16);
    /// assert_eq!(dr.hand_size(8, 12), 9);
    /// ```
    pub fn hand_size(&self, players: u8, set: Pip) -> u8 {
        let players = players.max(1);
        let for12: Option<u32> = match self.hand_size {
            HandSizeRule::Fixed(n) => return n,
            HandSizeRule::ByPlayersClassic => match players {
                0..=4 => Some(15),
                5..=6 => Some(11),
                7..=8 => Some(8),
                _ => None,
            },
            HandSizeRule::ByPlayersDominoRules => match players {
                0..=2 => Some(16),
                3 => Some(15),
                4 => Some(14),
                5 => Some(12),
                6 => Some(11),
                7 => Some(10),
                8 => Some(9),
                _ => None,
            },
        };
        let avail = set_size(set) as u32 - 1;
        let cap = avail * 2 / 3 / players as u32;
        let n = match for12 {
            Some(n) if set == 12 => n,
            Some(n) => ((n * avail + 45) / 90).min(cap),
            None => cap,
        };
        n.max(1) as u8
    }

    /// The engine doubles of a full game on a double-`set` set: `set` down to 0.
    ///
    /// ```
    /// use mextrain::rules::{PresetId, Rules};
    /// assert_eq!(Rules::preset(PresetId::ChooChooSixes).schedule(6), vec![6, 5, 4, 3, 2, 1, 0]);
    /// ```
    pub fn schedule(&self, set: Pip) -> Vec<Pip> {
        (0..=set).rev().collect()
    }

    /// Points one tile counts at the end of a round: its pips, each blank
    /// half `blank_half`, the double-blank `double_blank`; with
    /// `doubles_count_double` any other double twice its pips.
    ///
    /// ```
    /// use mextrain::rules::{HouseRules, PresetId, Rules, Tile};
    /// let house = HouseRules { doubles_count_double: Some(true), ..Default::default() };
    /// let r = Rules::preset(PresetId::Classic).with_house(&house).unwrap();
    /// assert_eq!(r.tile_points(Tile::double(5)), 20);
    /// assert_eq!(r.tile_points(Tile::double(0)), 50);
    /// assert_eq!(r.tile_points(Tile::new(0, 5)), 30);
    /// ```
    pub fn tile_points(&self, t: Tile) -> u32 {
        if t == Tile::double(0) {
            return self.double_blank as u32;
        }
        let blanks = (t.lo() == 0) as u32 + (t.hi() == 0) as u32;
        let pips = if self.doubles_count_double && t.is_double() {
            2 * t.pips()
        } else {
            t.pips()
        };
        pips + blanks * self.blank_half as u32
    }

    /// A seat's points for a round from what its hand counts (`hand`, the
    /// tiles' points or the typed total): plus `open_marker_penalty` when
    /// its marker was up, or minus `going_out_bonus` when it went out (the
    /// seat that went out pays no marker penalty).
    ///
    /// ```
    /// use mextrain::rules::{HouseRules, PresetId, Rules};
    /// let house = HouseRules {
    ///     going_out_bonus: Some(10),
    ///     open_marker_penalty: Some(15),
    ///     ..Default::default()
    /// };
    /// let r = Rules::preset(PresetId::Classic).with_house(&house).unwrap();
    /// assert_eq!(r.seat_points(0, true, false), -10);
    /// assert_eq!(r.seat_points(0, true, true), -10);
    /// assert_eq!(r.seat_points(12, false, true), 27);
    /// assert_eq!(r.seat_points(12, false, false), 12);
    /// ```
    pub fn seat_points(&self, hand: u32, went_out: bool, marker_up: bool) -> i32 {
        self.seat_adjustment(went_out, marker_up) + hand.min(i32::MAX as u32) as i32
    }

    /// Whether a marker left up costs points in this game (markers are used
    /// and the open-marker penalty is above 0): the round form then shows a
    /// "marker up" switch beside each player's points, and a round may list
    /// `markers_up`.
    pub fn has_marker_penalty(&self) -> bool {
        self.markers && self.open_marker_penalty > 0
    }

    /// What the house rules add to a seat's hand for the round:
    /// `-going_out_bonus` for the seat that went out, `open_marker_penalty`
    /// for a seat whose marker was up, else 0.
    pub fn seat_adjustment(&self, went_out: bool, marker_up: bool) -> i32 {
        if went_out {
            -(self.going_out_bonus as i32)
        } else if marker_up && self.markers {
            self.open_marker_penalty as i32
        } else {
            0
        }
    }

    /// Each seat's points for a round from what each hand counts, who went
    /// out (`None`: blocked, nobody gets the bonus) and whose markers were
    /// up ([`Rules::seat_points`]). The blocked-round resolver counts a
    /// round with this.
    ///
    /// ```
    /// use mextrain::rules::{HouseRules, PresetId, Rules};
    /// let house = HouseRules { open_marker_penalty: Some(10), ..Default::default() };
    /// let r = Rules::preset(PresetId::Classic).with_house(&house).unwrap();
    /// assert_eq!(r.round_points(&[3, 7, 0], None, &[1]), vec![3, 17, 0]);
    /// ```
    pub fn round_points(
        &self,
        hands: &[u32],
        out: Option<usize>,
        markers_up: &[usize],
    ) -> Vec<i32> {
        hands
            .iter()
            .enumerate()
            .map(|(s, &h)| self.seat_points(h, out == Some(s), markers_up.contains(&s)))
            .collect()
    }

    /// Points a hand counts at the end of a round.
    ///
    /// ```
    /// use mextrain::rules::{PresetId, Rules, Tile};
    /// let r = Rules::preset(PresetId::Classic);
    /// let hand = [Tile::double(0), Tile::new(0, 5), Tile::double(12)];
    /// assert_eq!(r.hand_points(&hand), 104);
    /// ```
    pub fn hand_points(&self, hand: &[Tile]) -> u32 {
        hand.iter().map(|&t| self.tile_points(t)).sum()
    }

    /// The most points one player's leftover hand can count in a round on a
    /// double-`set` set whose engine is `engine`: every tile but the engine.
    /// (A hand grows by drawing, so no tighter bound holds for every table.)
    /// A typed total above this cannot be right.
    pub fn max_hand_points(&self, set: Pip, engine: Pip) -> u32 {
        super::tile::set_tiles(set)
            .into_iter()
            .filter(|&t| t != Tile::double(engine))
            .map(|t| self.tile_points(t))
            .sum()
    }

    /// These rules with house rules applied. Refuses values that make no sense.
    pub fn with_house(&self, h: &HouseRules) -> Result<Rules, HouseRuleError> {
        let mut r = *self;
        if let Some(n) = h.hand_size {
            if n == 0 || n > 60 {
                return Err(HouseRuleError::HandSize);
            }
            r.hand_size = HandSizeRule::Fixed(n);
        }
        if let Some(v) = h.blank_half {
            if v > 100 {
                return Err(HouseRuleError::BlankHalf);
            }
            r.blank_half = v;
        }
        if let Some(v) = h.double_blank {
            if v > 200 {
                return Err(HouseRuleError::DoubleBlank);
            }
            r.double_blank = v;
        }
        if let Some(s) = h.starter {
            r.starter = s;
        }
        if let Some(k) = h.knock_penalty {
            if k > 5 {
                return Err(HouseRuleError::KnockPenalty);
            }
            r.knock_penalty = k;
        }
        if let Some(v) = h.faster_first_turn {
            r.faster_first_turn = v;
        }
        if let Some(v) = h.markers {
            r.markers = v;
        }
        if let Some(v) = h.doubles {
            r.doubles = v;
        }
        if let Some(v) = h.open_double_pass_raises_marker {
            r.open_double_pass_raises_marker = v;
        }
        match (h.cover_last_double, h.last_double_ends_round) {
            (Some(c), Some(l)) if c == l => {
                return Err(HouseRuleError::CoverContradicts);
            }
            (Some(c), _) => r.cover_last_double = c,
            (None, Some(l)) => r.cover_last_double = !l,
            (None, None) => {}
        }
        if let Some(v) = h.doubles_count_double {
            r.doubles_count_double = v;
        }
        if let Some(v) = h.going_out_bonus {
            if v > MAX_HOUSE_POINTS {
                return Err(HouseRuleError::GoingOutBonus(v));
            }
            r.going_out_bonus = v;
        }
        if let Some(v) = h.open_marker_penalty {
            if v > MAX_HOUSE_POINTS {
                return Err(HouseRuleError::OpenMarkerPenalty(v));
            }
            if v > 0 && !r.markers {
                return Err(HouseRuleError::NoMarkers {
                    preset: (h.markers != Some(false)).then(|| self.preset.title().to_string()),
                });
            }
            r.open_marker_penalty = v;
        }
        if let Some(v) = h.tie_break {
            r.tie_break = v;
        }
        Ok(r)
    }
}

impl Rules {
    /// The house rules that turn this rule set's preset into it: every
    /// field a house rule can change, where it differs from the preset.
    /// `Rules::preset(r.preset).with_house(&r.house())` gives `r` back.
    pub fn house(&self) -> HouseRules {
        let base = Rules::preset(self.preset);
        fn diff<T: PartialEq + Copy>(mine: T, base: T) -> Option<T> {
            (mine != base).then_some(mine)
        }
        HouseRules {
            hand_size: match self.hand_size {
                HandSizeRule::Fixed(n) if self.hand_size != base.hand_size => Some(n),
                _ => None,
            },
            blank_half: diff(self.blank_half, base.blank_half),
            double_blank: diff(self.double_blank, base.double_blank),
            starter: diff(self.starter, base.starter),
            knock_penalty: diff(self.knock_penalty, base.knock_penalty),
            faster_first_turn: diff(self.faster_first_turn, base.faster_first_turn),
            markers: diff(self.markers, base.markers),
            doubles: diff(self.doubles, base.doubles),
            open_double_pass_raises_marker: diff(
                self.open_double_pass_raises_marker,
                base.open_double_pass_raises_marker,
            ),
            cover_last_double: diff(self.cover_last_double, base.cover_last_double),
            last_double_ends_round: None,
            doubles_count_double: diff(self.doubles_count_double, base.doubles_count_double),
            going_out_bonus: diff(self.going_out_bonus, base.going_out_bonus),
            open_marker_penalty: diff(self.open_marker_penalty, base.open_marker_penalty),
            tie_break: diff(self.tie_break, base.tie_break),
        }
    }
}

/// Overrides of a preset. `None` keeps the preset's value. In a table file this
/// is the `house` object; unknown keys are refused.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields, default)]
pub struct HouseRules {
    /// Tiles dealt to each player.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub hand_size: Option<u8>,
    /// Points of a blank half.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub blank_half: Option<u16>,
    /// Points of the double-blank.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub double_blank: Option<u16>,
    /// Who starts each round.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub starter: Option<StarterRule>,
    /// Tiles drawn for a missed knock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub knock_penalty: Option<u8>,
    /// The "faster game" first turn.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub faster_first_turn: Option<bool>,
    /// Whether markers are used.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub markers: Option<bool>,
    /// How doubles are covered.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doubles: Option<DoubleRule>,
    /// Passing on an open double raises the marker.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_double_pass_raises_marker: Option<bool>,
    /// "You cannot go out on a double": a double laid as the last tile
    /// must still be covered (see [`Rules::cover_last_double`]).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub cover_last_double: Option<bool>,
    /// The older, opposite name of `cover_last_double`, still read from
    /// games saved before it (`true` = `cover_last_double: false`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub last_double_ends_round: Option<bool>,
    /// A double left in a hand counts twice its pips (5-5 counts 20).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub doubles_count_double: Option<bool>,
    /// What the player who went out takes off their round (0 to 100).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub going_out_bonus: Option<u16>,
    /// What a marker left up at the round's end adds (0 to 100).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub open_marker_penalty: Option<u16>,
    /// Who wins a tie for the lowest total.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub tie_break: Option<TieBreak>,
}

impl HouseRules {
    /// Whether nothing is overridden.
    pub fn is_empty(&self) -> bool {
        *self == HouseRules::default()
    }

    /// House rules from `KEY=VALUE` texts, as the command line takes them
    /// (`--house doubles_count_double=true`): the keys of the `house`
    /// object, each once; `true`/`false`, whole numbers, or the value's
    /// name (`tie_break=most_rounds_won`, `starter=next-seat`). An unknown
    /// key, a value of the wrong kind or a key given twice is refused with
    /// a line that names it. Whether the values make sense for a preset is
    /// [`Rules::with_house`]'s check.
    ///
    /// ```
    /// use mextrain::rules::{HouseRules, TieBreak};
    /// let h = HouseRules::from_pairs(["doubles_count_double=true", "tie_break=most_rounds_won"]).unwrap();
    /// assert_eq!(h.doubles_count_double, Some(true));
    /// assert_eq!(h.tie_break, Some(TieBreak::MostRoundsWon));
    /// assert!(HouseRules::from_pairs(["bonus=10"]).is_err());
    /// ```
    pub fn from_pairs<'a>(pairs: impl IntoIterator<Item = &'a str>) -> Result<HouseRules, String> {
        let mut map = serde_json::Map::new();
        for pair in pairs {
            let Some((key, value)) = pair.split_once('=') else {
                return Err(format!(
                    "'{}' is not KEY=VALUE, like doubles_count_double=true",
                    super::shorten(pair, 40)
                ));
            };
            let (key, value) = (key.trim(), value.trim());
            let Some(&(known, kind)) = HOUSE_KEYS.iter().find(|(k, _)| *k == key) else {
                // The older name of cover_last_double is read, not offered.
                let offered: Vec<&str> = HOUSE_KEYS
                    .iter()
                    .map(|(k, _)| *k)
                    .filter(|k| *k != "last_double_ends_round")
                    .collect();
                return Err(format!(
                    "unknown house rule '{}': use {}",
                    super::shorten(key, 40),
                    offered.join(", ")
                ));
            };
            let json = match value {
                "true" => serde_json::Value::Bool(true),
                "false" => serde_json::Value::Bool(false),
                v if !v.is_empty() && v.bytes().all(|b| b.is_ascii_digit()) => v
                    .parse::<u64>()
                    .map(serde_json::Value::from)
                    .unwrap_or_else(|_| serde_json::Value::from(f64::MAX)),
                v => serde_json::Value::String(v.to_string()),
            };
            let one = serde_json::Map::from_iter([(known.to_string(), json.clone())]);
            if serde_json::from_value::<HouseRules>(one.into()).is_err() {
                return Err(format!(
                    "house rule {known}: '{}' is not {kind}",
                    super::shorten(value, 40)
                ));
            }
            if map.insert(known.to_string(), json).is_some() {
                return Err(format!("house rule {known} is given twice"));
            }
        }
        serde_json::from_value(map.into()).map_err(|e| e.to_string())
    }
}

/// Every key of the `house` object, and what its value is (for a
/// refusal's words).
pub const HOUSE_KEYS: [(&str, &str); 15] = [
    ("hand_size", "a number of tiles"),
    ("blank_half", "a number of points"),
    ("double_blank", "a number of points"),
    ("starter", "at-table, next-seat or last-winner"),
    ("knock_penalty", "a number of tiles"),
    ("faster_first_turn", "true or false"),
    ("markers", "true or false"),
    (
        "doubles",
        "cover-same-turn, follow-up-anywhere or play-again",
    ),
    ("open_double_pass_raises_marker", "true or false"),
    ("cover_last_double", "true or false"),
    ("last_double_ends_round", "true or false"),
    ("doubles_count_double", "true or false"),
    ("going_out_bonus", "a number of points from 0 to 100"),
    ("open_marker_penalty", "a number of points from 0 to 100"),
    ("tie_break", "shared, most_rounds_won or lowest_last_round"),
];

/// A house rule with a value that makes no sense.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum HouseRuleError {
    /// A hand of 0 or more than 60 tiles.
    HandSize,
    /// A blank half above 100 points.
    BlankHalf,
    /// A double-blank above 200 points.
    DoubleBlank,
    /// A knock penalty above 5 tiles.
    KnockPenalty,
    /// `cover_last_double` and its older, opposite name saying the same.
    CoverContradicts,
    /// A going-out bonus above [`MAX_HOUSE_POINTS`].
    GoingOutBonus(u16),
    /// An open-marker penalty above [`MAX_HOUSE_POINTS`].
    OpenMarkerPenalty(u16),
    /// An open-marker penalty without markers: the preset (its title) has
    /// none, or (`None`) the house rules turn them off.
    NoMarkers {
        /// The preset's title, when it is the preset that has no markers.
        preset: Option<String>,
    },
}

impl HouseRuleError {
    /// The field of [`HouseRules`] that is wrong.
    pub fn field(&self) -> &'static str {
        match self {
            HouseRuleError::HandSize => "hand_size",
            HouseRuleError::BlankHalf => "blank_half",
            HouseRuleError::DoubleBlank => "double_blank",
            HouseRuleError::KnockPenalty => "knock_penalty",
            HouseRuleError::CoverContradicts => "cover_last_double",
            HouseRuleError::GoingOutBonus(_) => "going_out_bonus",
            HouseRuleError::OpenMarkerPenalty(_) | HouseRuleError::NoMarkers { .. } => {
                "open_marker_penalty"
            }
        }
    }

    /// The problem alone, without the field (a table file's problem names
    /// its field itself): `house-problem-*`, which the whole message's
    /// words (`err-spec-house-*`) hold.
    pub fn problem(&self) -> Said {
        self.with_args(match self {
            HouseRuleError::HandSize => Said::new("house-problem-hand-size"),
            HouseRuleError::BlankHalf => Said::new("house-problem-blank-half"),
            HouseRuleError::DoubleBlank => Said::new("house-problem-double-blank"),
            HouseRuleError::KnockPenalty => Said::new("house-problem-knock-penalty"),
            HouseRuleError::CoverContradicts => Said::new("house-problem-cover-last-double"),
            HouseRuleError::GoingOutBonus(_) => Said::new("house-problem-going-out-bonus"),
            HouseRuleError::OpenMarkerPenalty(_) => Said::new("house-problem-open-marker-penalty"),
            HouseRuleError::NoMarkers { .. } => Said::new("house-problem-no-markers"),
        })
    }

    fn with_args(&self, said: Said) -> Said {
        match self {
            HouseRuleError::GoingOutBonus(v) | HouseRuleError::OpenMarkerPenalty(v) => {
                said.arg("max", MAX_HOUSE_POINTS).arg("value", *v)
            }
            // `off`: the house rules turn the markers off.
            HouseRuleError::NoMarkers { preset } => {
                said.arg("preset", preset.as_deref().unwrap_or("off"))
            }
            _ => said,
        }
    }
}

impl Message for HouseRuleError {
    fn said(&self) -> Said {
        self.with_args(match self {
            HouseRuleError::HandSize => Said::new("err-spec-house-hand-size"),
            HouseRuleError::BlankHalf => Said::new("err-spec-house-blank-half"),
            HouseRuleError::DoubleBlank => Said::new("err-spec-house-double-blank"),
            HouseRuleError::KnockPenalty => Said::new("err-spec-house-knock-penalty"),
            HouseRuleError::CoverContradicts => Said::new("err-spec-house-cover-last-double"),
            HouseRuleError::GoingOutBonus(_) => Said::new("err-spec-house-going-out-bonus"),
            HouseRuleError::OpenMarkerPenalty(_) => Said::new("err-spec-house-open-marker-penalty"),
            HouseRuleError::NoMarkers { .. } => Said::new("err-spec-house-no-markers"),
        })
    }

    fn samples() -> Vec<HouseRuleError> {
        vec![
            HouseRuleError::HandSize,
            HouseRuleError::BlankHalf,
            HouseRuleError::DoubleBlank,
            HouseRuleError::KnockPenalty,
            HouseRuleError::CoverContradicts,
            HouseRuleError::GoingOutBonus(101),
            HouseRuleError::OpenMarkerPenalty(101),
            HouseRuleError::NoMarkers { preset: None },
            HouseRuleError::NoMarkers {
                preset: Some("Domino Rules".into()),
            },
        ]
    }
}

impl fmt::Display for HouseRuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for HouseRuleError {}

/// Whether `n` is a set the app offers.
pub fn is_supported_set(n: Pip) -> bool {
    SUPPORTED_SETS.contains(&n)
}

#[cfg(test)]
impl HouseRules {
    /// Every house rule given (each a value of its kind), for the tests
    /// that read the keys of the house object.
    pub(crate) fn every() -> HouseRules {
        HouseRules {
            hand_size: Some(1),
            blank_half: Some(1),
            double_blank: Some(1),
            starter: Some(StarterRule::AtTable),
            knock_penalty: Some(1),
            faster_first_turn: Some(true),
            markers: Some(true),
            doubles: Some(DoubleRule::PlayAgain),
            open_double_pass_raises_marker: Some(true),
            cover_last_double: Some(true),
            last_double_ends_round: Some(true),
            doubles_count_double: Some(true),
            going_out_bonus: Some(1),
            open_marker_penalty: Some(1),
            tie_break: Some(TieBreak::Shared),
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn house_gives_back_the_house_rules_over_the_preset() {
        for p in PresetId::ALL {
            let base = Rules::preset(p);
            assert!(base.house().is_empty(), "{p}");
            let h = HouseRules {
                hand_size: Some(7),
                blank_half: Some(base.blank_half + 5),
                markers: Some(!base.markers),
                cover_last_double: Some(true),
                ..HouseRules::default()
            };
            let r = base.with_house(&h).unwrap();
            assert_eq!(r.house(), h, "{p}");
            assert_eq!(base.with_house(&r.house()).unwrap(), r, "{p}");
        }
    }

    use super::*;

    #[test]
    fn preset_ids_round_trip() {
        for p in PresetId::ALL {
            assert_eq!(p.id().parse::<PresetId>().unwrap(), p);
            let json = serde_json::to_string(&p).unwrap();
            assert_eq!(json, format!("\"{}\"", p.id()));
        }
        assert!("mexican".parse::<PresetId>().is_err());
    }

    #[test]
    fn hand_sizes_follow_the_tables_on_double_12() {
        let c = Rules::preset(PresetId::Classic);
        let got: Vec<u8> = (2..=8).map(|p| c.hand_size(p, 12)).collect();
        assert_eq!(got, vec![15, 15, 15, 11, 11, 8, 8]);
        let d = Rules::preset(PresetId::DominoRules);
        let got: Vec<u8> = (2..=8).map(|p| d.hand_size(p, 12)).collect();
        assert_eq!(got, vec![16, 15, 14, 12, 11, 10, 9]);
        assert_eq!(Rules::preset(PresetId::ChooChooSixes).hand_size(2, 6), 5);
    }

    #[test]
    fn hand_sizes_on_other_sets_leave_a_third_in_the_boneyard() {
        for p in PresetId::ALL {
            let r = Rules::preset(p);
            for set in SUPPORTED_SETS {
                if matches!(r.hand_size, HandSizeRule::Fixed(_)) {
                    continue;
                }
                for players in 2..=r.max_players_for(set) {
                    let h = r.hand_size(players, set) as usize;
                    let avail = set_size(set) - 1;
                    assert!(h >= 1);
                    if set != 12 {
                        assert!(
                            h * players as usize <= avail * 2 / 3,
                            "{p} {set} {players}: {h}"
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn blank_values_per_preset() {
        let c = Rules::preset(PresetId::Classic);
        assert_eq!(c.tile_points(Tile::double(0)), 50);
        assert_eq!(c.tile_points(Tile::new(0, 5)), 30);
        let d = Rules::preset(PresetId::DominoRules);
        assert_eq!(d.tile_points(Tile::double(0)), 0);
        assert_eq!(d.tile_points(Tile::new(0, 5)), 5);
    }

    #[test]
    fn house_rules_from_the_command_line_name_what_is_wrong() {
        let h = HouseRules::from_pairs([
            "doubles_count_double=true",
            "going_out_bonus=10",
            "open_marker_penalty= 5",
            "tie_break=lowest_last_round",
            "starter=next-seat",
            "markers=true",
        ])
        .unwrap();
        assert_eq!(h.doubles_count_double, Some(true));
        assert_eq!(h.going_out_bonus, Some(10));
        assert_eq!(h.open_marker_penalty, Some(5));
        assert_eq!(h.tie_break, Some(TieBreak::LowestLastRound));
        assert_eq!(h.starter, Some(StarterRule::NextSeat));
        assert_eq!(HouseRules::from_pairs([]).unwrap(), HouseRules::default());
        // Every key of the house object is known here.
        let every = serde_json::to_value(HouseRules::every()).unwrap();
        let keys: Vec<&str> = every
            .as_object()
            .unwrap()
            .keys()
            .map(|k| k.as_str())
            .collect();
        let mut known: Vec<&str> = HOUSE_KEYS.iter().map(|(k, _)| *k).collect();
        known.sort_unstable();
        assert_eq!(keys, known);
        for (pairs, says) in [
            (
                vec!["bonus=10"],
                "unknown house rule 'bonus': use hand_size, ",
            ),
            (
                vec!["doubles_count_double"],
                "'doubles_count_double' is not KEY=VALUE",
            ),
            (
                vec!["doubles_count_double=yes"],
                "house rule doubles_count_double: 'yes' is not true or false",
            ),
            (
                vec!["going_out_bonus=ten"],
                "house rule going_out_bonus: 'ten' is not a number of points from 0 to 100",
            ),
            (vec!["going_out_bonus=-5"], "'-5' is not a number of points"),
            (
                vec!["going_out_bonus=99999999999999999999999"],
                "is not a number of points",
            ),
            (
                vec!["tie_break=coin"],
                "house rule tie_break: 'coin' is not shared, most_rounds_won or lowest_last_round",
            ),
            (
                vec!["tie_break=shared", "tie_break=shared"],
                "house rule tie_break is given twice",
            ),
        ] {
            let e = HouseRules::from_pairs(pairs.iter().copied()).unwrap_err();
            assert!(e.contains(says), "{pairs:?}: {e}");
        }
        // Values in range are Rules::with_house's to check.
        let h = HouseRules::from_pairs(["going_out_bonus=101"]).unwrap();
        assert!(Rules::preset(PresetId::Classic).with_house(&h).is_err());
    }

    #[test]
    fn house_rules_refuse_unknown_keys_and_silly_values() {
        let err = serde_json::from_str::<HouseRules>(r#"{"blank": 3}"#).unwrap_err();
        assert!(err.to_string().contains("unknown field"));
        let h = HouseRules {
            hand_size: Some(0),
            ..Default::default()
        };
        assert_eq!(
            Rules::preset(PresetId::Classic)
                .with_house(&h)
                .unwrap_err()
                .field(),
            "hand_size"
        );
    }
}

//! Rule ids: the stable names of the rules a move can break, and what each
//! preset says about them in plain words.
//!
//! ```
//! use mextrain::rules::{PresetId, RuleId, Rules};
//! assert_eq!(RuleId::OpenDouble.as_str(), "open-double");
//! assert_eq!("must-draw".parse::<RuleId>(), Ok(RuleId::MustDraw));
//! let text = RuleId::OpenDouble.summary(&Rules::preset(PresetId::Classic));
//! assert!(text.starts_with("Classic:"));
//! ```

use super::preset::{DoubleRule, Rules};
use super::tile::{Pip, Tile};
use crate::i18n::{Arg, Said};
use std::fmt;
use std::str::FromStr;

/// A rule a move can break. The ids ([`RuleId::as_str`]) are stable: files,
/// the command line and the app use them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum RuleId {
    /// It is another player's turn, or this player's turn already ended.
    NotYourTurn,
    /// The tile is not in the player's known hand.
    NotInHand,
    /// The tile is already on the table or is the engine.
    TileOnTable,
    /// Neither end of the tile matches the train's open end.
    NoMatch,
    /// The train belongs to someone else and their marker is down.
    PrivateTrain,
    /// A double must be covered first (or by this very play).
    OpenDouble,
    /// Drawing or passing while holding a tile that can be played.
    MustPlay,
    /// Passing after drawing a tile that can be played.
    MustPlayDrawn,
    /// Passing without drawing while the boneyard still has tiles.
    MustDraw,
    /// A second draw in the same turn.
    DrawOnce,
    /// Drawing when no tile is left.
    BoneyardEmpty,
    /// A move after the round ended.
    RoundOver,
}

impl RuleId {
    /// Every rule id, in the order of the table in `table-file.md`.
    pub const ALL: [RuleId; 12] = [
        RuleId::NotYourTurn,
        RuleId::NotInHand,
        RuleId::TileOnTable,
        RuleId::NoMatch,
        RuleId::PrivateTrain,
        RuleId::OpenDouble,
        RuleId::MustPlay,
        RuleId::MustPlayDrawn,
        RuleId::MustDraw,
        RuleId::DrawOnce,
        RuleId::BoneyardEmpty,
        RuleId::RoundOver,
    ];

    /// The stable id, e.g. `open-double`.
    pub const fn as_str(self) -> &'static str {
        match self {
            RuleId::NotYourTurn => "not-your-turn",
            RuleId::NotInHand => "not-in-hand",
            RuleId::TileOnTable => "tile-on-table",
            RuleId::NoMatch => "no-match",
            RuleId::PrivateTrain => "private-train",
            RuleId::OpenDouble => "open-double",
            RuleId::MustPlay => "must-play",
            RuleId::MustPlayDrawn => "must-play-drawn",
            RuleId::MustDraw => "must-draw",
            RuleId::DrawOnce => "draw-once",
            RuleId::BoneyardEmpty => "boneyard-empty",
            RuleId::RoundOver => "round-over",
        }
    }

    /// The rule as the preset `rules` states it, in words a player at the
    /// table understands, starting with the preset's name: the English of
    /// [`RuleId::said`].
    pub fn summary(self, rules: &Rules) -> String {
        crate::i18n::english(&self.said(rules))
    }

    /// The rule as the preset `rules` states it, as a message (`ref-sum`,
    /// the rule's own text `ref-sum-*` chosen by the rules' switches).
    pub fn said(self, rules: &Rules) -> Said {
        let nothing = || Arg::Text(String::new());
        let faster = |key: &'static str| {
            if rules.faster_first_turn {
                Arg::from(Said::new(key))
            } else {
                nothing()
            }
        };
        let text = match self {
            RuleId::NotYourTurn => Said::new("ref-sum-not-your-turn")
                .arg("faster", faster("ref-sum-not-your-turn-faster")),
            RuleId::NotInHand => Said::new("ref-sum-not-in-hand"),
            RuleId::TileOnTable => Said::new("ref-sum-tile-on-table"),
            RuleId::NoMatch => Said::new("ref-sum-no-match"),
            RuleId::PrivateTrain => {
                if rules.opponent_train_closed {
                    Said::new("ref-sum-private-train-closed")
                } else if rules.markers {
                    Said::new("ref-sum-private-train-markers")
                } else {
                    Said::new("ref-sum-private-train-none")
                }
            }
            RuleId::OpenDouble => match rules.doubles {
                DoubleRule::CoverSameTurn => Said::new("ref-sum-open-double-cover-same-turn"),
                DoubleRule::FollowUpAnywhere => Said::new("ref-sum-open-double-follow-up-anywhere"),
                DoubleRule::PlayAgain => Said::new("ref-sum-open-double-play-again"),
            },
            RuleId::MustPlay => Said::new("ref-sum-must-play")
                .arg("faster", faster("ref-sum-must-play-faster"))
                .arg(
                    "follow_up",
                    if rules.doubles == DoubleRule::FollowUpAnywhere {
                        Arg::from(Said::new("ref-sum-must-play-follow-up"))
                    } else {
                        nothing()
                    },
                ),
            RuleId::MustPlayDrawn => Said::new("ref-sum-must-play-drawn"),
            RuleId::MustDraw => Said::new("ref-sum-must-draw"),
            RuleId::DrawOnce => Said::new("ref-sum-draw-once"),
            RuleId::BoneyardEmpty => Said::new("ref-sum-boneyard-empty"),
            RuleId::RoundOver => Said::new(if rules.cover_last_double {
                "ref-sum-round-over-cover"
            } else {
                "ref-sum-round-over"
            })
            .arg("blocked", Said::new("ref-sum-round-over-blocked")),
        };
        Said::new("ref-sum")
            .arg("preset", Said::new(rules.preset.title_key()))
            .arg("text", text)
    }
}

impl fmt::Display for RuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

/// A rule id that does not exist.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownRuleId(pub String);

impl fmt::Display for UnknownRuleId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "unknown rule id '{}'", self.0)
    }
}

impl std::error::Error for UnknownRuleId {}

impl FromStr for RuleId {
    type Err = UnknownRuleId;
    fn from_str(s: &str) -> Result<RuleId, UnknownRuleId> {
        RuleId::ALL
            .into_iter()
            .find(|r| r.as_str() == s)
            .ok_or_else(|| UnknownRuleId(s.to_string()))
    }
}

impl serde::Serialize for RuleId {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.as_str())
    }
}

/// An illegal move: the rule it breaks and why, in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayError {
    /// The rule the move breaks.
    pub rule: RuleId,
    /// Why, naming the tiles, trains and players involved.
    pub reason: String,
}

impl fmt::Display for PlayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "[{}]: {}", self.rule, self.reason)
    }
}

impl std::error::Error for PlayError {}

/// A train as a [`Reason`] names it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TrainRef {
    /// A player's own train, by the player's name.
    Player(String),
    /// The community train, called the Mexican train.
    Mexican,
    /// The community train, called the Choo Choo train.
    ChooChoo,
    /// No train (a move that is not a play).
    Nothing,
}

impl fmt::Display for TrainRef {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TrainRef::Player(name) => write!(f, "{name}'s train"),
            TrainRef::Mexican => f.write_str("the Mexican train"),
            TrainRef::ChooChoo => f.write_str("the Choo Choo train"),
            TrainRef::Nothing => Ok(()),
        }
    }
}

/// Why a move breaks a rule, without words: the case and the players,
/// tiles and trains it names. Its [`Display`](fmt::Display) is the
/// engine's English ([`crate::rules::Table::explain`]); a screen in another
/// language builds its own sentence from [`Reason::id`] and the fields.
///
/// ```
/// use mextrain::rules::{Reason, TrainRef};
/// let r = Reason::Private { train: TrainRef::Player("Ben".into()) };
/// assert_eq!(r.id(), "private");
/// assert_eq!(r.to_string(), "Ben's train is private: its marker is down");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The round ended when `who` went out.
    RoundOverOut { who: String },
    /// The round is blocked.
    RoundBlocked,
    /// `turn`'s turn is still under way.
    TurnUnderWay { turn: String },
    /// It is `turn`'s turn, not `who`'s.
    NotYourTurn { turn: String, who: String },
    /// The tile is the engine.
    IsEngine { tile: String },
    /// The tile is already on the table.
    OnTable { tile: String },
    /// The tile is in `other`'s hand.
    InHandOf { tile: String, other: String },
    /// `who` draws a tile they already hold.
    AlreadyHolds { who: String, tile: String },
    /// `who` does not hold the tile.
    DoesNotHold { who: String, tile: String },
    /// The train does not exist.
    NoSuchTrain,
    /// The tile does not match the train's open end.
    NoMatch {
        tile: String,
        train: TrainRef,
        end: Pip,
    },
    /// The tile cannot start the train, which needs `end`.
    CannotStart {
        tile: String,
        train: TrainRef,
        end: Pip,
    },
    /// The tile does not match (no train named).
    TileNoMatch,
    /// The opponent's train is closed to `who` except to cover a double.
    ClosedExceptCover { train: TrainRef, who: String },
    /// The train is private: its marker is down.
    Private { train: TrainRef },
    /// `who` must cover the double on `train` first.
    CoverFirst { who: String, train: TrainRef },
    /// After a second double, a third tile from the hand must cover one.
    ThirdTile,
    /// A second double only if `who` can cover one with a third tile.
    SecondDouble { who: String },
    /// The double on these trains must be covered first.
    DoubleFirst { trains: Vec<TrainRef> },
    /// `who` holds a playable tile (for example this tile on this train).
    Playable {
        who: String,
        example: Option<(Tile, TrainRef)>,
    },
    /// The drawn tile can be played and must be.
    DrawnPlayable { tile: Tile },
    /// `who` holds a playable tile after the draw.
    PlayableAfterDraw { who: String },
    /// `who` must draw before passing; `left` tiles in the boneyard.
    MustDraw { who: String, left: u16 },
    /// `who` already drew this turn.
    DrewAlready { who: String },
    /// The boneyard is empty.
    BoneyardEmpty,
}

impl Reason {
    /// The case's stable id, e.g. `no-match`.
    pub fn id(&self) -> &'static str {
        match self {
            Reason::RoundOverOut { .. } => "round-over-out",
            Reason::RoundBlocked => "round-blocked",
            Reason::TurnUnderWay { .. } => "turn-under-way",
            Reason::NotYourTurn { .. } => "not-your-turn",
            Reason::IsEngine { .. } => "is-engine",
            Reason::OnTable { .. } => "on-table",
            Reason::InHandOf { .. } => "in-hand-of",
            Reason::AlreadyHolds { .. } => "already-holds",
            Reason::DoesNotHold { .. } => "does-not-hold",
            Reason::NoSuchTrain => "no-such-train",
            Reason::NoMatch { .. } => "no-match",
            Reason::CannotStart { .. } => "cannot-start",
            Reason::TileNoMatch => "tile-no-match",
            Reason::ClosedExceptCover { .. } => "closed-except-cover",
            Reason::Private { .. } => "private",
            Reason::CoverFirst { .. } => "cover-first",
            Reason::ThirdTile => "third-tile",
            Reason::SecondDouble { .. } => "second-double",
            Reason::DoubleFirst { .. } => "double-first",
            Reason::Playable {
                example: Some(_), ..
            } => "playable-example",
            Reason::Playable { example: None, .. } => "playable",
            Reason::DrawnPlayable { .. } => "drawn-playable",
            Reason::PlayableAfterDraw { .. } => "playable-after-draw",
            Reason::MustDraw { .. } => "must-draw",
            Reason::DrewAlready { .. } => "drew-already",
            Reason::BoneyardEmpty => "boneyard-empty",
        }
    }

    /// Every case's id.
    pub const IDS: [&'static str; 26] = [
        "round-over-out",
        "round-blocked",
        "turn-under-way",
        "not-your-turn",
        "is-engine",
        "on-table",
        "in-hand-of",
        "already-holds",
        "does-not-hold",
        "no-such-train",
        "no-match",
        "cannot-start",
        "tile-no-match",
        "closed-except-cover",
        "private",
        "cover-first",
        "third-tile",
        "second-double",
        "double-first",
        "playable-example",
        "playable",
        "drawn-playable",
        "playable-after-draw",
        "must-draw",
        "drew-already",
        "boneyard-empty",
    ];
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Reason::RoundOverOut { who } => write!(f, "the round is over: {who} went out"),
            Reason::RoundBlocked => f.write_str("the round is blocked: the boneyard is empty and nobody can play; only passes remain"),
            Reason::TurnUnderWay { turn } => write!(f, "it is {turn}'s turn, still under way"),
            Reason::NotYourTurn { turn, who } => write!(f, "it is {turn}'s turn, not {who}'s"),
            Reason::IsEngine { tile } => write!(f, "{tile} is the engine"),
            Reason::OnTable { tile } => write!(f, "{tile} is already on the table"),
            Reason::InHandOf { tile, other } => write!(f, "{tile} is in {other}'s hand"),
            Reason::AlreadyHolds { who, tile } => write!(f, "{who} already holds {tile}"),
            Reason::DoesNotHold { who, tile } => write!(f, "{who} does not hold {tile}"),
            Reason::NoSuchTrain => f.write_str("there is no such train"),
            Reason::NoMatch { tile, train, end } => write!(f, "{tile} does not match {train}'s open end {end}"),
            Reason::CannotStart { tile, train, end } => write!(f, "{tile} cannot start {train}: it needs a {end}"),
            Reason::TileNoMatch => f.write_str("the tile does not match"),
            Reason::ClosedExceptCover { train, who } => write!(f, "{train} is closed to {who} except to cover a double on it"),
            Reason::Private { train } => write!(f, "{train} is private: its marker is down"),
            Reason::CoverFirst { who, train } => write!(f, "{who} must cover the double on {train} first"),
            Reason::ThirdTile => f.write_str("after a second double, a third tile must come from the hand, without drawing or passing, and cover one of the two"),
            Reason::SecondDouble { who } => write!(f, "a second double is allowed only if {who} can cover one of the two with a third tile from their hand"),
            Reason::DoubleFirst { trains } => {
                let open: Vec<String> = trains.iter().map(|t| t.to_string()).collect();
                write!(f, "the double on {} must be covered first", open.join(" / "))
            }
            Reason::Playable { who, example: Some((t, tr)) } => write!(f, "{who} holds a playable tile ({t} on {tr})"),
            Reason::Playable { who, example: None } => write!(f, "{who} holds a playable tile"),
            Reason::DrawnPlayable { tile } => write!(f, "the drawn tile {tile} can be played and must be"),
            Reason::PlayableAfterDraw { who } => write!(f, "{who} holds a playable tile after the draw"),
            Reason::MustDraw { who, left } => write!(f, "{who} must draw before passing: the boneyard has {left} tile(s)"),
            Reason::DrewAlready { who } => write!(f, "{who} already drew this turn"),
            Reason::BoneyardEmpty => f.write_str("the boneyard is empty"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PresetId;

    #[test]
    fn ids_are_unique_and_round_trip() {
        for r in RuleId::ALL {
            assert_eq!(r.as_str().parse::<RuleId>().unwrap(), r);
        }
        let mut ids: Vec<_> = RuleId::ALL.iter().map(|r| r.as_str()).collect();
        ids.sort();
        ids.dedup();
        assert_eq!(ids.len(), 12);
    }

    #[test]
    fn summaries_name_the_preset() {
        for p in PresetId::ALL {
            let rules = Rules::preset(p);
            for r in RuleId::ALL {
                assert!(r.summary(&rules).starts_with(p.title()));
            }
        }
    }
}

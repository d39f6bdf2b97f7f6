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
use crate::i18n::{Arg, Message, Said};
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
        f.write_str(&crate::i18n::english_arg(&self.arg()))
    }
}

impl TrainRef {
    /// The train as an argument of a message (`ref-why-train-*`; nothing
    /// for [`TrainRef::Nothing`]).
    pub fn arg(&self) -> Arg {
        match self {
            TrainRef::Player(name) => Said::new("ref-why-train-player")
                .arg("name", name)
                .arg("of", crate::i18n::of_name(name))
                .into(),
            TrainRef::Mexican => Said::new("ref-why-train-mexican").into(),
            TrainRef::ChooChoo => Said::new("ref-why-train-choo").into(),
            TrainRef::Nothing => Arg::Text(String::new()),
        }
    }
}

/// Trains named in a list ("Ben's train / the Mexican train"), as an
/// argument of a message.
fn trains_arg(trains: &[TrainRef]) -> Arg {
    match trains {
        [] => Arg::Text(String::new()),
        [one] => one.arg(),
        [first, rest @ ..] => Said::new("ref-why-train-list")
            .arg("first", first.arg())
            .arg("rest", trains_arg(rest))
            .into(),
    }
}

/// Why a move breaks a rule, without words: the case and the players,
/// tiles and trains it names. It is a message ([`Message::said`],
/// `ref-why-<id>`); its [`Display`](fmt::Display) is the engine's English
/// ([`crate::rules::Table::explain`]).
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
}

impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::i18n::english_fmt(&self.said(), f)
    }
}

impl Message for Reason {
    fn said(&self) -> Said {
        let of = crate::i18n::of_name;
        match self {
            Reason::RoundOverOut { who } => Said::new("ref-why-round-over-out").arg("who", who),
            Reason::RoundBlocked => Said::new("ref-why-round-blocked"),
            Reason::TurnUnderWay { turn } => Said::new("ref-why-turn-under-way")
                .arg("turn", turn)
                .arg("of_turn", of(turn)),
            Reason::NotYourTurn { turn, who } => Said::new("ref-why-not-your-turn")
                .arg("turn", turn)
                .arg("who", who)
                .arg("of_turn", of(turn))
                .arg("of_who", of(who)),
            Reason::IsEngine { tile } => Said::new("ref-why-is-engine").arg("tile", tile),
            Reason::OnTable { tile } => Said::new("ref-why-on-table").arg("tile", tile),
            Reason::InHandOf { tile, other } => Said::new("ref-why-in-hand-of")
                .arg("tile", tile)
                .arg("other", other)
                .arg("of_other", of(other)),
            Reason::AlreadyHolds { who, tile } => Said::new("ref-why-already-holds")
                .arg("who", who)
                .arg("tile", tile),
            Reason::DoesNotHold { who, tile } => Said::new("ref-why-does-not-hold")
                .arg("who", who)
                .arg("tile", tile),
            Reason::NoSuchTrain => Said::new("ref-why-no-such-train"),
            Reason::NoMatch { tile, train, end } => Said::new("ref-why-no-match")
                .arg("tile", tile)
                .arg("train", train.arg())
                .arg("end", *end),
            Reason::CannotStart { tile, train, end } => Said::new("ref-why-cannot-start")
                .arg("tile", tile)
                .arg("train", train.arg())
                .arg("end", *end),
            Reason::TileNoMatch => Said::new("ref-why-tile-no-match"),
            Reason::ClosedExceptCover { train, who } => Said::new("ref-why-closed-except-cover")
                .arg("train", train.arg())
                .arg("who", who),
            Reason::Private { train } => Said::new("ref-why-private").arg("train", train.arg()),
            Reason::CoverFirst { who, train } => Said::new("ref-why-cover-first")
                .arg("who", who)
                .arg("train", train.arg()),
            Reason::ThirdTile => Said::new("ref-why-third-tile"),
            Reason::SecondDouble { who } => Said::new("ref-why-second-double").arg("who", who),
            Reason::DoubleFirst { trains } => {
                Said::new("ref-why-double-first").arg("trains", trains_arg(trains))
            }
            Reason::Playable {
                who,
                example: Some((t, tr)),
            } => Said::new("ref-why-playable-example")
                .arg("who", who)
                .arg("tile", t.to_string())
                .arg("train", tr.arg()),
            Reason::Playable { who, example: None } => {
                Said::new("ref-why-playable").arg("who", who)
            }
            Reason::DrawnPlayable { tile } => {
                Said::new("ref-why-drawn-playable").arg("tile", tile.to_string())
            }
            Reason::PlayableAfterDraw { who } => {
                Said::new("ref-why-playable-after-draw").arg("who", who)
            }
            Reason::MustDraw { who, left } => Said::new("ref-why-must-draw")
                .arg("who", who)
                .arg("count", *left),
            Reason::DrewAlready { who } => Said::new("ref-why-drew-already").arg("who", who),
            Reason::BoneyardEmpty => Said::new("ref-why-boneyard-empty"),
        }
    }

    fn samples() -> Vec<Reason> {
        let who = || "Ana".to_string();
        let tile = || "9-5".to_string();
        let ben = || TrainRef::Player("Ben".into());
        vec![
            Reason::RoundOverOut { who: who() },
            Reason::RoundBlocked,
            Reason::TurnUnderWay { turn: who() },
            Reason::NotYourTurn {
                turn: "Ben".into(),
                who: who(),
            },
            Reason::IsEngine { tile: tile() },
            Reason::OnTable { tile: tile() },
            Reason::InHandOf {
                tile: tile(),
                other: "Ben".into(),
            },
            Reason::AlreadyHolds {
                who: who(),
                tile: tile(),
            },
            Reason::DoesNotHold {
                who: who(),
                tile: tile(),
            },
            Reason::NoSuchTrain,
            Reason::NoMatch {
                tile: tile(),
                train: ben(),
                end: 3,
            },
            Reason::CannotStart {
                tile: tile(),
                train: TrainRef::Mexican,
                end: 12,
            },
            Reason::TileNoMatch,
            Reason::ClosedExceptCover {
                train: ben(),
                who: who(),
            },
            Reason::Private {
                train: TrainRef::ChooChoo,
            },
            Reason::CoverFirst {
                who: who(),
                train: ben(),
            },
            Reason::ThirdTile,
            Reason::SecondDouble { who: who() },
            Reason::DoubleFirst {
                trains: vec![ben(), TrainRef::Mexican, TrainRef::Player("Eve".into())],
            },
            Reason::Playable {
                who: who(),
                example: Some((Tile::new(9, 5), TrainRef::Mexican)),
            },
            Reason::Playable {
                who: who(),
                example: None,
            },
            Reason::DrawnPlayable {
                tile: Tile::new(9, 5),
            },
            Reason::PlayableAfterDraw { who: who() },
            Reason::MustDraw {
                who: who(),
                left: 1,
            },
            Reason::DrewAlready { who: who() },
            Reason::BoneyardEmpty,
        ]
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

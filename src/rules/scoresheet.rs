//! Score keeping for a whole game: the round schedule, who starts, what a
//! round's entry may hold, running totals, leaders and winners.
//!
//! Pure data and rules; the database stores [`GameSpec`] and [`RoundEntry`]
//! values and the app shows what [`Scoresheet`] computes.
//!
//! ```
//! use mextrain::rules::{GameSpec, PresetId, RoundInput, PlayerInput, Scoresheet, Tile};
//! let spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
//! let mut sheet = Scoresheet::new(spec);
//! let plan = sheet.next_round().unwrap();
//! assert_eq!((plan.engine, plan.hand_size), (12, 15));
//! let input = RoundInput {
//!     starter: Some(0),
//!     blocked: false,
//!     players: vec![
//!         PlayerInput::went_out(),
//!         PlayerInput::tapped(vec![Tile::new(0, 5)]),
//!     ],
//!     markers_up: vec![],
//! };
//! let entry = sheet.accept(sheet.rounds.len(), &input).unwrap();
//! sheet.rounds.push(entry);
//! assert_eq!(sheet.totals(), vec![0, 30]);
//! assert_eq!(sheet.leaders(), vec![0]);
//! ```

use super::preset::{HouseRuleError, HouseRules, PresetId, Rules, StarterRule, TieBreak};
use super::tile::{Pip, Tile, TileSet};
use crate::i18n::{english_fmt, Message, Said};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The settings of one game, fixed when it starts (house rules included).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameSpec {
    /// The preset the game starts from.
    pub preset: PresetId,
    /// The set's top double.
    pub set: Pip,
    /// Overrides of the preset.
    #[serde(default)]
    pub house: HouseRules,
    /// Player names in seat order, clockwise.
    pub players: Vec<String>,
    /// The engine double of each round, in order.
    pub schedule: Vec<Pip>,
}

/// A game setting that cannot be right.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SpecError {
    /// Too few or too many players for this preset and set.
    PlayerCount { got: usize, min: u8, max: u8 },
    /// A player without a name.
    EmptyName { seat: usize },
    /// Two players with the same name.
    DuplicateName(String),
    /// A name the table file reserves.
    ReservedName(String),
    /// A name holding control characters, escape sequences or bidi
    /// controls ([`crate::rules::clean_name`] removes them).
    UnsafeName { seat: usize },
    /// The set is not one of 6, 9, 12, 15, 18.
    Set(Pip),
    /// No rounds, too many, or a round double outside the set.
    Schedule(ScheduleError),
    /// A house rule out of range.
    House(HouseRuleError),
}

impl Message for SpecError {
    fn said(&self) -> Said {
        match self {
            SpecError::PlayerCount { got, min, max } => Said::new("err-spec-player-count")
                .arg("got", *got)
                .arg("min", *min)
                .arg("max", *max),
            SpecError::EmptyName { seat } => Said::new("err-spec-empty-name").arg("n", seat + 1),
            SpecError::DuplicateName(n) => Said::new("err-spec-duplicate-name").arg("name", n),
            SpecError::ReservedName(n) => Said::new("err-spec-reserved-name").arg("name", n),
            SpecError::UnsafeName { seat } => Said::new("err-spec-unsafe-name").arg("n", seat + 1),
            SpecError::Set(n) => Said::new("err-spec-set").arg("set", *n),
            SpecError::Schedule(s) => s.said(),
            SpecError::House(e) => e.said(),
        }
    }

    fn samples() -> Vec<SpecError> {
        let mut all = vec![
            SpecError::PlayerCount {
                got: 9,
                min: 2,
                max: 8,
            },
            SpecError::EmptyName { seat: 1 },
            SpecError::DuplicateName("Ana".into()),
            SpecError::ReservedName("Mexican Train".into()),
            SpecError::UnsafeName { seat: 2 },
            SpecError::Set(7),
        ];
        all.extend(
            ScheduleError::samples()
                .into_iter()
                .map(SpecError::Schedule),
        );
        all.extend(HouseRuleError::samples().into_iter().map(SpecError::House));
        all
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for SpecError {}

/// What is wrong with a game's list of rounds: the problem and its values,
/// without words (the screens say it in their language; `Display` is the
/// engine's English).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScheduleError {
    /// The last round's double is above the first's.
    LastAboveFirst,
    /// No rounds at all.
    NoRounds,
    /// A round's double that the set does not have.
    NotInSet {
        /// The round's double.
        double: Pip,
        /// The game's set.
        set: Pip,
    },
    /// A round's double listed twice. Not refused any more (a schedule
    /// may repeat a double, as "up and down" does); kept for the screens'
    /// words until they drop it.
    Twice(Pip),
    /// More rounds than a game may have ([`MAX_ROUNDS`]).
    TooLong {
        /// The rounds listed.
        rounds: usize,
        /// [`MAX_ROUNDS`].
        max: usize,
    },
    /// A named schedule's number (the first N rounds, from double K down)
    /// that the set cannot give.
    Count {
        /// The number asked for.
        asked: usize,
        /// The most the set gives.
        max: usize,
    },
}

/// The most rounds a game may have. **Reading** (the spec is silent): no
/// table plays a hundred rounds; the longest named schedule, up and down
/// on a double-18 set, has 37.
pub const MAX_ROUNDS: usize = 100;

impl Message for ScheduleError {
    fn said(&self) -> Said {
        match self {
            ScheduleError::LastAboveFirst => Said::new("err-spec-last-above-first"),
            ScheduleError::NoRounds => Said::new("err-spec-no-rounds"),
            ScheduleError::NotInSet { double, set } => Said::new("err-spec-double-not-in-set")
                .arg("double", *double)
                .arg("set", *set),
            ScheduleError::Twice(d) => Said::new("err-spec-double-twice").arg("double", *d),
            ScheduleError::TooLong { rounds, max } => Said::new("err-spec-too-long")
                .arg("rounds", *rounds)
                .arg("max", *max),
            ScheduleError::Count { asked, max } => Said::new("err-spec-count")
                .arg("asked", *asked)
                .arg("max", *max),
        }
    }

    fn samples() -> Vec<ScheduleError> {
        vec![
            ScheduleError::LastAboveFirst,
            ScheduleError::NoRounds,
            ScheduleError::NotInSet {
                double: 13,
                set: 12,
            },
            ScheduleError::Twice(9),
            ScheduleError::TooLong {
                rounds: 101,
                max: MAX_ROUNDS,
            },
            ScheduleError::Count { asked: 14, max: 13 },
        ]
    }
}

impl fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl GameSpec {
    /// A game of the preset's full schedule with no house rules. The
    /// names are cleaned ([`crate::rules::clean_name`]).
    pub fn new(preset: PresetId, set: Pip, players: Vec<String>) -> Result<GameSpec, SpecError> {
        let rules = Rules::preset(preset);
        let spec = GameSpec {
            preset,
            set,
            house: HouseRules::default(),
            players: players.iter().map(|p| super::clean_name(p)).collect(),
            schedule: rules.schedule(set),
        };
        spec.validate()?;
        Ok(spec)
    }

    /// The rounds from the engine double `first` down to `last`, one per
    /// double, highest first (a shortened game: 12 down to 6 plays 7 rounds).
    ///
    /// ```
    /// use mextrain::rules::GameSpec;
    /// assert_eq!(GameSpec::schedule_between(12, 9).unwrap(), vec![12, 11, 10, 9]);
    /// assert!(GameSpec::schedule_between(5, 9).is_err());
    /// ```
    pub fn schedule_between(first: Pip, last: Pip) -> Result<Vec<Pip>, SpecError> {
        if last > first {
            return Err(SpecError::Schedule(ScheduleError::LastAboveFirst));
        }
        Ok((last..=first).rev().collect())
    }

    /// The rules in force: the preset with the house rules applied.
    pub fn rules(&self) -> Rules {
        Rules::preset(self.preset)
            .with_house(&self.house)
            .unwrap_or_else(|_| Rules::preset(self.preset))
    }

    /// Checks every setting; the first problem found is returned.
    pub fn validate(&self) -> Result<(), SpecError> {
        if !super::preset::is_supported_set(self.set) {
            return Err(SpecError::Set(self.set));
        }
        let rules = Rules::preset(self.preset)
            .with_house(&self.house)
            .map_err(SpecError::House)?;
        let (min, max) = (rules.min_players, rules.max_players_for(self.set));
        let n = self.players.len();
        if n < min as usize || n > max as usize {
            return Err(SpecError::PlayerCount { got: n, min, max });
        }
        for (seat, name) in self.players.iter().enumerate() {
            let name = name.trim();
            if name.is_empty() {
                return Err(SpecError::EmptyName { seat });
            }
            if super::clean_name(name) != name {
                return Err(SpecError::UnsafeName { seat });
            }
            if name.eq_ignore_ascii_case(crate::rules::COMMUNITY_KEY) {
                return Err(SpecError::ReservedName(name.to_string()));
            }
            if self.players[..seat]
                .iter()
                .any(|o| o.trim().eq_ignore_ascii_case(name))
            {
                return Err(SpecError::DuplicateName(name.to_string()));
            }
        }
        check_schedule(&self.schedule, self.set).map_err(SpecError::Schedule)
    }

    /// Tiles dealt to each player.
    pub fn hand_size(&self) -> u8 {
        self.rules().hand_size(self.players.len() as u8, self.set)
    }

    /// A rough time for the whole schedule, in minutes
    /// ([`super::estimated_minutes`]).
    pub fn estimated_minutes(&self) -> u32 {
        super::estimated_minutes(
            &self.rules(),
            self.set,
            self.players.len().min(u8::MAX as usize) as u8,
            self.schedule.len(),
        )
    }
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RoundOutcome {
    /// This seat played their last tile.
    Out(usize),
    /// Nobody could play; everyone counts their tiles.
    Blocked,
}

/// Whether `schedule` is a game's list of rounds on a double-`set` set:
/// at least one round, at most [`MAX_ROUNDS`], every double in the set. A
/// double may come more than once (up and down plays it twice).
///
/// ```
/// use mextrain::rules::{check_schedule, ScheduleError};
/// assert_eq!(check_schedule(&[5, 5, 0], 6), Ok(()));
/// assert_eq!(check_schedule(&[7], 6), Err(ScheduleError::NotInSet { double: 7, set: 6 }));
/// assert_eq!(check_schedule(&[], 6), Err(ScheduleError::NoRounds));
/// ```
pub fn check_schedule(schedule: &[Pip], set: Pip) -> Result<(), ScheduleError> {
    if schedule.is_empty() {
        return Err(ScheduleError::NoRounds);
    }
    if schedule.len() > MAX_ROUNDS {
        return Err(ScheduleError::TooLong {
            rounds: schedule.len(),
            max: MAX_ROUNDS,
        });
    }
    match schedule.iter().find(|&&d| d > set) {
        Some(&d) => Err(ScheduleError::NotInSet { double: d, set }),
        None => Ok(()),
    }
}

/// One finished round as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundEntry {
    /// The engine double's value.
    pub engine: Pip,
    /// Who led the round.
    pub starter: usize,
    /// How it ended.
    pub end: RoundOutcome,
    /// Points per seat: what the hand counts, plus the open-marker penalty
    /// or minus the going-out bonus where the game's house rules have them
    /// (so it may be negative).
    pub points: Vec<i32>,
    /// The tiles tapped per seat, where the points came from tiles.
    pub tiles: Vec<Option<Vec<Tile>>>,
    /// The seats whose marker was up when the round ended, in seat order
    /// (recorded under an open-marker penalty; absent from a file when
    /// empty).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub markers_up: Vec<usize>,
}

impl RoundEntry {
    /// The seats with the fewest points this round (its winners: each of
    /// them "won" the round for `most_rounds_won`).
    pub fn winners(&self) -> Vec<usize> {
        lowest(&self.points)
    }

    /// What seat `s`'s hand counted this round under `rules`: its points
    /// without the going-out bonus or the open-marker penalty
    /// ([`Rules::seat_adjustment`]). Negative only for an entry that is
    /// wrong (a typed total below the penalty).
    pub fn hand_points(&self, s: usize, rules: &Rules) -> i32 {
        let p = self.points.get(s).copied().unwrap_or(0);
        p - rules.seat_adjustment(
            self.end == RoundOutcome::Out(s),
            self.markers_up.contains(&s),
        )
    }

    /// The input that produces this entry under the game's `rules`: tapped
    /// tiles where it has them, else what the hand counted as a typed total
    /// (the points without the bonus or penalty); the player who went out
    /// with nothing; the same markers up. [`Scoresheet::accept`] of it
    /// gives this entry back when the entry is right, so an edited, redone
    /// or imported entry is judged like one typed at the table. Seats
    /// beyond `points` have no input.
    pub fn to_input(&self, rules: &Rules) -> RoundInput {
        let n = self.points.len();
        RoundInput {
            starter: Some(self.starter),
            blocked: self.end == RoundOutcome::Blocked,
            players: (0..n)
                .map(|s| {
                    let out = self.end == RoundOutcome::Out(s);
                    let tiles = self.tiles.get(s).cloned().flatten();
                    let hand = self.hand_points(s, rules);
                    let total = (tiles.is_none() && !(out && hand == 0)).then(|| hand.to_string());
                    PlayerInput { out, tiles, total }
                })
                .collect(),
            markers_up: self.markers_up.clone(),
        }
    }
}

/// What a person entered for one player at the end of a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerInput {
    /// They went out.
    pub out: bool,
    /// Tiles tapped on the picker (takes precedence over `total`).
    pub tiles: Option<Vec<Tile>>,
    /// A typed total, as typed.
    pub total: Option<String>,
}

impl PlayerInput {
    /// A player who went out.
    pub fn went_out() -> Self {
        PlayerInput {
            out: true,
            ..Default::default()
        }
    }

    /// A player's total, typed.
    pub fn typed(total: impl ToString) -> Self {
        PlayerInput {
            total: Some(total.to_string()),
            ..Default::default()
        }
    }

    /// A player's tiles, tapped on the picker.
    pub fn tapped(tiles: Vec<Tile>) -> Self {
        PlayerInput {
            tiles: Some(tiles),
            ..Default::default()
        }
    }
}

impl RoundInput {
    /// A round of typed totals, one per seat, led by seat 0: a total of 0
    /// is a player who went out.
    pub fn typed(totals: &[i32]) -> Self {
        RoundInput {
            starter: Some(0),
            players: totals
                .iter()
                .map(|&p| {
                    if p == 0 {
                        PlayerInput::went_out()
                    } else {
                        PlayerInput::typed(p)
                    }
                })
                .collect(),
            ..Default::default()
        }
    }
}

/// What a person entered for a whole round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundInput {
    /// Who led the round (required where the rule is "chosen at the table").
    pub starter: Option<usize>,
    /// The round was blocked.
    pub blocked: bool,
    /// One per seat.
    pub players: Vec<PlayerInput>,
    /// The seats whose marker was up when the round ended (the "marker up"
    /// switches), in any order. Only under an open-marker penalty.
    pub markers_up: Vec<usize>,
}

/// Why a round's entry was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EntryError {
    /// Not one input per player.
    WrongPlayerCount { expected: usize, got: usize },
    /// No such round in this game.
    NoSuchRound(usize),
    /// The starter is missing or not a seat.
    Starter,
    /// A typed total that is not a whole number.
    NotANumber { player: String, text: String },
    /// A negative total.
    Negative { player: String },
    /// More points than one hand can hold.
    TooMany {
        player: String,
        points: u64,
        max: u32,
    },
    /// A typed total too big to count (more digits than any number kept).
    TooBig { player: String, max: u32 },
    /// Nothing entered for a player who did not go out.
    Missing { player: String },
    /// More than one player marked out.
    TwoOut(String, String),
    /// Nobody out and the round not marked blocked.
    NobodyOut,
    /// Someone marked out in a blocked round.
    OutInBlocked(String),
    /// A player marked out who still holds tiles or points.
    OutWithTiles(String),
    /// The round's engine was tapped.
    EngineTapped { player: String, tile: Tile },
    /// A tile outside the game's set.
    NotInSet { player: String, tile: Tile },
    /// The same tile in two hands (or twice in one).
    TileTwice(Tile),
    /// A marker up for a seat the game does not have.
    MarkerSeat {
        /// The seat given (0-based).
        seat: usize,
        /// How many players.
        players: usize,
    },
    /// A seat's marker listed twice.
    MarkerTwice(String),
    /// A marker up in a game whose players have no markers.
    NoMarkers(String),
    /// A marker up in a game without an open-marker penalty.
    NoMarkerPenalty(String),
}

impl Message for EntryError {
    fn said(&self) -> Said {
        use EntryError::*;
        match self {
            WrongPlayerCount { expected, got } => Said::new("err-entry-wrong-player-count")
                .arg("expected", *expected)
                .arg("got", *got),
            NoSuchRound(k) => Said::new("err-entry-no-such-round").arg("n", k + 1),
            Starter => Said::new("err-entry-starter"),
            NotANumber { player, text } => Said::new("err-entry-not-a-number")
                .arg("player", player)
                .arg("text", text),
            Negative { player } => Said::new("err-entry-negative").arg("player", player),
            TooMany {
                player,
                points,
                max,
            } => Said::new("err-entry-too-many")
                .arg("player", player)
                .arg("points", *points)
                .arg("max", *max),
            TooBig { player, max } => Said::new("err-entry-too-big")
                .arg("player", player)
                .arg("max", *max),
            Missing { player } => Said::new("err-entry-missing").arg("player", player),
            TwoOut(a, b) => Said::new("err-entry-two-out").arg("a", a).arg("b", b),
            NobodyOut => Said::new("err-entry-nobody-out"),
            OutInBlocked(p) => Said::new("err-entry-out-in-blocked").arg("player", p),
            OutWithTiles(p) => Said::new("err-entry-out-with-tiles").arg("player", p),
            EngineTapped { player, tile } => Said::new("err-entry-engine-tapped")
                .arg("player", player)
                .arg("tile", tile.to_string()),
            NotInSet { player, tile } => Said::new("err-entry-not-in-set")
                .arg("player", player)
                .arg("tile", tile.to_string()),
            TileTwice(t) => Said::new("err-entry-tile-twice").arg("tile", t.to_string()),
            MarkerSeat { seat, players } => Said::new("err-entry-marker-seat")
                .arg("n", seat + 1)
                .arg("players", *players),
            MarkerTwice(p) => Said::new("err-entry-marker-twice").arg("player", p),
            NoMarkers(p) => Said::new("err-entry-no-markers").arg("player", p),
            NoMarkerPenalty(p) => Said::new("err-entry-no-marker-penalty").arg("player", p),
        }
    }

    fn samples() -> Vec<EntryError> {
        use EntryError::*;
        let p = || "Ana".to_string();
        let tile = Tile::new(5, 4);
        vec![
            WrongPlayerCount {
                expected: 4,
                got: 3,
            },
            NoSuchRound(13),
            Starter,
            NotANumber {
                player: p(),
                text: "x".into(),
            },
            Negative { player: p() },
            TooMany {
                player: p(),
                points: 900,
                max: 312,
            },
            TooBig {
                player: p(),
                max: 312,
            },
            Missing { player: p() },
            TwoOut(p(), "Bo".into()),
            NobodyOut,
            OutInBlocked(p()),
            OutWithTiles(p()),
            EngineTapped { player: p(), tile },
            NotInSet { player: p(), tile },
            TileTwice(tile),
            MarkerSeat {
                seat: 5,
                players: 4,
            },
            MarkerTwice(p()),
            NoMarkers(p()),
            NoMarkerPenalty(p()),
        ]
    }
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for EntryError {}

/// What the next round looks like.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RoundPlan {
    /// 0-based round number.
    pub index: usize,
    /// How many rounds in the game.
    pub of: usize,
    /// The engine double.
    pub engine: Pip,
    /// Tiles to deal to each player.
    pub hand_size: u8,
    /// Who starts, when the rule decides it; `None` means "chosen at the table".
    pub starter: Option<usize>,
}

/// A game's settings and its finished rounds.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Scoresheet {
    /// The game's settings.
    pub spec: GameSpec,
    /// Finished rounds, in order.
    pub rounds: Vec<RoundEntry>,
}

/// The indices holding the smallest value (all of them on a tie).
pub fn lowest<T: Ord>(values: &[T]) -> Vec<usize> {
    match values.iter().min() {
        None => vec![],
        Some(m) => (0..values.len()).filter(|&i| values[i] == *m).collect(),
    }
}

impl Scoresheet {
    /// A game with no rounds played.
    pub fn new(spec: GameSpec) -> Scoresheet {
        Scoresheet {
            spec,
            rounds: vec![],
        }
    }

    /// Number of players.
    pub fn seats(&self) -> usize {
        self.spec.players.len()
    }

    /// Whether every scheduled round has been entered.
    pub fn finished(&self) -> bool {
        self.rounds.len() >= self.spec.schedule.len()
    }

    /// Who starts round `index` under the game's starter rule, given the
    /// rounds before it. `None` when it is chosen at the table (always under
    /// [`StarterRule::AtTable`], and in round 1 under the other rules).
    ///
    /// **Reading** (last round's winner, with a tie): the tied winner first
    /// clockwise from the last round's starter.
    pub fn starter_for(&self, index: usize) -> Option<usize> {
        if index == 0 || index > self.rounds.len() {
            return None;
        }
        let prev = &self.rounds[index - 1];
        let n = self.seats();
        match self.spec.rules().starter {
            StarterRule::AtTable => None,
            StarterRule::NextSeat => Some((prev.starter + 1) % n),
            StarterRule::LastWinner => {
                let winners = prev.winners();
                (0..n)
                    .map(|k| (prev.starter + k) % n)
                    .find(|s| winners.contains(s))
            }
        }
    }

    /// The starter to offer for round `index` before anyone taps: the one
    /// the rule names ([`Scoresheet::starter_for`]), else, when the table
    /// chooses, the seat clockwise after the last round's starter (a
    /// suggestion, one tap to change). `None` in round 1, which the table
    /// always settles.
    pub fn suggested_starter(&self, index: usize) -> Option<usize> {
        if let Some(s) = self.starter_for(index) {
            return Some(s);
        }
        let prev = self.rounds.get(index.checked_sub(1)?)?;
        Some((prev.starter + 1) % self.seats())
    }

    /// The round to play next, or `None` when the game is over.
    pub fn next_round(&self) -> Option<RoundPlan> {
        let index = self.rounds.len();
        self.plan(index)
    }

    /// What round `index` is (for entering or editing it).
    pub fn plan(&self, index: usize) -> Option<RoundPlan> {
        let engine = *self.spec.schedule.get(index)?;
        Some(RoundPlan {
            index,
            of: self.spec.schedule.len(),
            engine,
            hand_size: self.spec.hand_size(),
            starter: self.starter_for(index),
        })
    }

    /// The only judge of a round: checks what was entered for round `index`
    /// (the next round, or a past round being edited) and turns it into the
    /// entry to store, or says what is wrong, naming the player and the
    /// field. A stored or imported entry is judged the same way, through
    /// [`RoundEntry::to_input`].
    pub fn accept(&self, index: usize, input: &RoundInput) -> Result<RoundEntry, EntryError> {
        let plan = self.plan(index).ok_or(EntryError::NoSuchRound(index))?;
        if index > self.rounds.len() {
            return Err(EntryError::NoSuchRound(index));
        }
        let n = self.seats();
        if input.players.len() != n {
            return Err(EntryError::WrongPlayerCount {
                expected: n,
                got: input.players.len(),
            });
        }
        let starter = match (plan.starter, input.starter) {
            (_, Some(s)) if s < n => s,
            (Some(s), None) => s,
            _ => return Err(EntryError::Starter),
        };
        let rules = self.spec.rules();
        let engine_tile = Tile::double(plan.engine);
        let max = rules.max_hand_points(self.spec.set, plan.engine);
        let name = |s: usize| self.spec.players[s].clone();
        let mut out_seat: Option<usize> = None;
        let mut seen = TileSet::EMPTY;
        let mut points = Vec::with_capacity(n);
        let mut tiles = Vec::with_capacity(n);
        for (seat, p) in input.players.iter().enumerate() {
            if p.out {
                if let Some(o) = out_seat {
                    return Err(EntryError::TwoOut(name(o), name(seat)));
                }
                if input.blocked {
                    return Err(EntryError::OutInBlocked(name(seat)));
                }
                out_seat = Some(seat);
            }
            let typed = p.total.as_deref().map(str::trim).filter(|t| !t.is_empty());
            let (pts, held) = match (&p.tiles, typed) {
                (Some(ts), _) if !ts.is_empty() || typed.is_none() => {
                    for &t in ts {
                        if t == engine_tile {
                            return Err(EntryError::EngineTapped {
                                player: name(seat),
                                tile: t,
                            });
                        }
                        if !t.in_set(self.spec.set) {
                            return Err(EntryError::NotInSet {
                                player: name(seat),
                                tile: t,
                            });
                        }
                        if !seen.insert(t) {
                            return Err(EntryError::TileTwice(t));
                        }
                    }
                    (rules.hand_points(ts), Some(ts.clone()))
                }
                (_, Some(text)) => (parse_total(text, &name(seat), max)?, None),
                (_, None) => {
                    if p.out {
                        (0, None)
                    } else {
                        return Err(EntryError::Missing { player: name(seat) });
                    }
                }
            };
            if p.out && (pts > 0 || held.as_ref().is_some_and(|h| !h.is_empty())) {
                return Err(EntryError::OutWithTiles(name(seat)));
            }
            if pts > max {
                return Err(EntryError::TooMany {
                    player: name(seat),
                    points: pts as u64,
                    max,
                });
            }
            points.push(pts);
            tiles.push(held.filter(|h| !h.is_empty()));
        }
        let end = match (out_seat, input.blocked) {
            (Some(s), false) => RoundOutcome::Out(s),
            (None, true) => RoundOutcome::Blocked,
            (None, false) => return Err(EntryError::NobodyOut),
            (Some(s), true) => return Err(EntryError::OutInBlocked(name(s))),
        };
        let markers_up = self.judge_markers(&input.markers_up, &rules)?;
        let points = points
            .iter()
            .enumerate()
            .map(|(s, &hand)| rules.seat_points(hand, out_seat == Some(s), markers_up.contains(&s)))
            .collect();
        Ok(RoundEntry {
            engine: plan.engine,
            starter,
            end,
            points,
            tiles,
            markers_up,
        })
    }

    /// The seats whose marker was up, checked and in seat order. A marker
    /// up needs markers and an open-marker penalty in this game; each seat
    /// once. The seat that went out may be listed (its marker may well be
    /// up): it pays no penalty.
    fn judge_markers(&self, up: &[usize], rules: &Rules) -> Result<Vec<usize>, EntryError> {
        let n = self.seats();
        let mut seats: Vec<usize> = Vec::with_capacity(up.len());
        for &s in up {
            if s >= n {
                return Err(EntryError::MarkerSeat {
                    seat: s,
                    players: n,
                });
            }
            if seats.contains(&s) {
                return Err(EntryError::MarkerTwice(self.spec.players[s].clone()));
            }
            seats.push(s);
        }
        if let Some(&first) = seats.first() {
            let name = self.spec.players[first].clone();
            if !rules.markers {
                return Err(EntryError::NoMarkers(name));
            }
            if rules.open_marker_penalty == 0 {
                return Err(EntryError::NoMarkerPenalty(name));
            }
        }
        super::order::sort(&mut seats);
        Ok(seats)
    }

    /// Each seat's total over all entered rounds (negative where going-out
    /// bonuses outweigh the points).
    pub fn totals(&self) -> Vec<i32> {
        let mut t = vec![0i32; self.seats()];
        for r in &self.rounds {
            for (s, p) in r.points.iter().enumerate().take(t.len()) {
                t[s] = t[s].saturating_add(*p);
            }
        }
        t
    }

    /// Running totals: `result[round][seat]` is the total after that round.
    pub fn running_totals(&self) -> Vec<Vec<i32>> {
        let mut acc = vec![0i32; self.seats()];
        self.rounds
            .iter()
            .map(|r| {
                for (s, p) in r.points.iter().enumerate().take(acc.len()) {
                    acc[s] = acc[s].saturating_add(*p);
                }
                acc.clone()
            })
            .collect()
    }

    /// The seats with the lowest total (all of them on a tie); empty before
    /// the first round. The tie-break does not apply: see
    /// [`Scoresheet::winners`].
    pub fn leaders(&self) -> Vec<usize> {
        if self.rounds.is_empty() {
            return vec![];
        }
        lowest(&self.totals())
    }

    /// How many rounds each seat won: the lowest points of a round, a
    /// shared lowest counting for each.
    pub fn rounds_won(&self) -> Vec<usize> {
        let mut won = vec![0; self.seats()];
        for r in &self.rounds {
            for s in r.winners() {
                if let Some(w) = won.get_mut(s) {
                    *w += 1;
                }
            }
        }
        won
    }

    /// Who wins (or leads, before the end): the seats with the lowest
    /// total, and among them, when they are tied, those the game's
    /// `tie_break` prefers ([`Scoresheet::tie`] says why). Empty before the
    /// first round.
    pub fn winners(&self) -> Vec<usize> {
        match self.tie() {
            None => self.leaders(),
            Some(t) => t.winners(),
        }
    }

    /// How a tie for the lowest total is settled under the game's
    /// `tie_break`; `None` when nobody is tied for it (or no round is
    /// played).
    ///
    /// ```
    /// use mextrain::rules::{GameSpec, PresetId, RoundInput, PlayerInput, Scoresheet, Tie, TieBreak};
    /// let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Cy".into()]).unwrap();
    /// spec.house.tie_break = Some(TieBreak::MostRoundsWon);
    /// let mut sheet = Scoresheet::new(spec);
    /// for (ana, cy) in [("", "5"), ("3", ""), ("", "2"), ("4", "")] {
    ///     let p = |t: &str| PlayerInput { out: t.is_empty(), total: Some(t.into()), ..Default::default() };
    ///     let input = RoundInput { starter: Some(0), players: vec![p(ana), p(cy)], ..Default::default() };
    ///     let e = sheet.accept(sheet.rounds.len(), &input).unwrap();
    ///     sheet.rounds.push(e);
    /// }
    /// // 7 each, 2 rounds won each: still tied.
    /// assert_eq!(sheet.winners(), vec![0, 1]);
    /// assert!(matches!(sheet.tie(), Some(Tie::StillTied { .. })));
    /// ```
    pub fn tie(&self) -> Option<Tie> {
        if self.rounds.is_empty() {
            return None;
        }
        let tied = self.leaders();
        if tied.len() < 2 {
            return None;
        }
        let names = |seats: &[usize]| -> Vec<String> {
            seats
                .iter()
                .map(|&s| self.spec.players[s].clone())
                .collect()
        };
        let rule = self.spec.rules().tie_break;
        // The tie-break's figure per tied seat, lower is better.
        let figure: Vec<i64> = match rule {
            TieBreak::Shared => {
                return Some(Tie::Shared {
                    names: names(&tied),
                    seats: tied,
                })
            }
            TieBreak::MostRoundsWon => {
                let won = self.rounds_won();
                tied.iter().map(|&s| -(won[s] as i64)).collect()
            }
            TieBreak::LowestLastRound => {
                let last = self.rounds.last().expect("a round is played");
                tied.iter()
                    .map(|&s| last.points.get(s).copied().unwrap_or(0) as i64)
                    .collect()
            }
        };
        let best = lowest(&figure);
        let ahead: Vec<usize> = best.iter().map(|&i| tied[i]).collect();
        let value = |i: usize| match rule {
            TieBreak::MostRoundsWon => -figure[i] as i32,
            _ => figure[i] as i32,
        };
        let figure_of = value(best[0]);
        if ahead.len() > 1 {
            return Some(Tie::StillTied {
                rule,
                names: names(&ahead),
                seats: ahead,
                tied,
                value: figure_of,
            });
        }
        // The best figure among the tied players who lost the tie.
        let runner_up = (0..tied.len())
            .filter(|i| !best.contains(i))
            .min_by_key(|&i| figure[i])
            .map(value)
            .unwrap_or(figure_of);
        let winner = ahead[0];
        let name = self.spec.players[winner].clone();
        Some(match rule {
            TieBreak::MostRoundsWon => Tie::MostRoundsWon {
                winner,
                name,
                tied,
                won: figure_of as usize,
                against: runner_up as usize,
            },
            _ => Tie::LowestLastRound {
                winner,
                name,
                tied,
                points: figure_of,
                against: runner_up,
            },
        })
    }

    /// Seats in final standing order (lowest total first; among equal
    /// totals, the tie-break's winners first, then seat order), with the
    /// rank each holds: the [`Scoresheet::winners`] hold rank 1; players
    /// on the same total share a rank otherwise (a tied player who lost
    /// the tie-break ranks after its winners).
    pub fn standings(&self) -> Vec<(usize, usize, i32)> {
        let totals = self.totals();
        let winners = self.winners();
        let lost = |s: usize| !winners.contains(&s);
        let mut seats: Vec<usize> = (0..self.seats()).collect();
        super::order::sort_by_key(&mut seats, |&s| (totals[s], lost(s), s));
        let mut out: Vec<(usize, usize, i32)> = Vec::with_capacity(seats.len());
        for (i, &s) in seats.iter().enumerate() {
            let rank = match out.last() {
                Some(&(r, prev, t)) if t == totals[s] && lost(prev) == lost(s) => r,
                _ => i + 1,
            };
            out.push((rank, s, totals[s]));
        }
        out
    }
}

/// How a tie for the lowest total was settled ([`Scoresheet::tie`]): the
/// values a screen words; `Display` is the engine's English ("Cy wins the
/// tie: 2 rounds won against 1").
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Tie {
    /// The game's rule is `shared`: every tied player wins.
    Shared {
        /// The tied seats (all winners).
        seats: Vec<usize>,
        /// Their names.
        names: Vec<String>,
    },
    /// `most_rounds_won` picked one player.
    MostRoundsWon {
        /// The seat that wins.
        winner: usize,
        /// Its name.
        name: String,
        /// Every seat tied on the lowest total (the winner among them).
        tied: Vec<usize>,
        /// The rounds the winner won.
        won: usize,
        /// The most rounds another tied player won.
        against: usize,
    },
    /// `lowest_last_round` picked one player.
    LowestLastRound {
        /// The seat that wins.
        winner: usize,
        /// Its name.
        name: String,
        /// Every seat tied on the lowest total (the winner among them).
        tied: Vec<usize>,
        /// The winner's points in the last round.
        points: i32,
        /// The fewest points another tied player scored in it.
        against: i32,
    },
    /// The tie-break left some players level: they share the win.
    StillTied {
        /// The tie-break that was tried.
        rule: TieBreak,
        /// The seats that share the win.
        seats: Vec<usize>,
        /// Their names.
        names: Vec<String>,
        /// Every seat tied on the lowest total.
        tied: Vec<usize>,
        /// The figure they share: rounds won, or points in the last round.
        value: i32,
    },
}

impl Tie {
    /// The seats that win.
    pub fn winners(&self) -> Vec<usize> {
        match self {
            Tie::Shared { seats, .. } | Tie::StillTied { seats, .. } => seats.clone(),
            Tie::MostRoundsWon { winner, .. } | Tie::LowestLastRound { winner, .. } => {
                vec![*winner]
            }
        }
    }
}

/// "Ana", "Ana and Cy", "Ana, Ben and Cy".
fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

fn rounds_word(n: usize) -> &'static str {
    if n == 1 {
        "round"
    } else {
        "rounds"
    }
}

fn points_word(n: i32) -> &'static str {
    if n == 1 || n == -1 {
        "point"
    } else {
        "points"
    }
}

impl fmt::Display for Tie {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Tie::Shared { names, .. } => write!(f, "{} share the win", and_list(names)),
            Tie::MostRoundsWon {
                name, won, against, ..
            } => write!(
                f,
                "{name} wins the tie: {won} {} won against {against}",
                rounds_word(*won)
            ),
            Tie::LowestLastRound {
                name,
                points,
                against,
                ..
            } => write!(
                f,
                "{name} wins the tie: {points} {} in the last round against {against}",
                points_word(*points)
            ),
            Tie::StillTied {
                rule: TieBreak::MostRoundsWon,
                names,
                value,
                ..
            } => write!(
                f,
                "{} share the win: still tied with {value} {} won each",
                and_list(names),
                rounds_word(*value as usize)
            ),
            Tie::StillTied { names, value, .. } => write!(
                f,
                "{} share the win: still tied with {value} {} each in the last round",
                and_list(names),
                points_word(*value)
            ),
        }
    }
}

fn parse_total(text: &str, player: &str, max: u32) -> Result<u32, EntryError> {
    let t = text.trim();
    if let Some(rest) = t.strip_prefix('-') {
        if !rest.is_empty() && rest.trim().bytes().all(|c| c.is_ascii_digit()) {
            return Err(EntryError::Negative {
                player: player.to_string(),
            });
        }
    }
    if t.is_empty() || !t.bytes().all(|c| c.is_ascii_digit()) {
        return Err(EntryError::NotANumber {
            player: player.to_string(),
            text: super::shorten(t, 20),
        });
    }
    match t.parse::<u64>() {
        Ok(v) if v <= max as u64 => Ok(v as u32),
        Ok(v) => Err(EntryError::TooMany {
            player: player.to_string(),
            points: v,
            max,
        }),
        // Only digits, so the one failure is a number past u64: too big.
        Err(_) => Err(EntryError::TooBig {
            player: player.to_string(),
            max,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_suggested_starter_follows_the_rule_or_the_next_seat() {
        let spec = GameSpec::new(PresetId::Classic, 12, names(3)).unwrap();
        let mut sheet = Scoresheet::new(spec);
        assert_eq!(sheet.suggested_starter(0), None);
        let mut input = typed(&[None, Some(4), Some(9)]);
        input.starter = Some(2);
        let e = sheet.accept(0, &input).unwrap();
        sheet.rounds.push(e);
        // Classic leaves it to the table: the seat after Cleo is Ana.
        assert_eq!(sheet.starter_for(1), None);
        assert_eq!(sheet.suggested_starter(1), Some(0));
        // Last round's winner: Ana went out.
        sheet.spec.house.starter = Some(StarterRule::LastWinner);
        assert_eq!(sheet.suggested_starter(1), Some(0));
        sheet.rounds[0].end = RoundOutcome::Blocked;
        sheet.rounds[0].points = vec![7, 4, 9];
        assert_eq!(sheet.suggested_starter(1), Some(1));
        sheet.spec.house.starter = Some(StarterRule::NextSeat);
        assert_eq!(sheet.suggested_starter(1), Some(0));
        // A round not reached yet has no suggestion.
        assert_eq!(sheet.suggested_starter(2), None);
    }

    fn names(n: usize) -> Vec<String> {
        [
            "Ana", "Ben", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu",
            "Max",
        ][..n]
            .iter()
            .map(|s| s.to_string())
            .collect()
    }

    fn typed(points: &[Option<u32>]) -> RoundInput {
        RoundInput {
            starter: Some(0),
            blocked: points.iter().all(|p| p.is_some()),
            markers_up: vec![],
            players: points
                .iter()
                .map(|p| match p {
                    None => PlayerInput::went_out(),
                    Some(v) => PlayerInput::typed(v),
                })
                .collect(),
        }
    }

    #[test]
    fn schedules_run_from_the_top_double_down_to_blank() {
        for (preset, set, rounds) in [
            (PresetId::DominoRules, 12, 13),
            (PresetId::DominoRules, 9, 10),
            (PresetId::DominoRules, 15, 16),
            (PresetId::DominoRules, 18, 19),
            (PresetId::ChooChooSixes, 6, 7),
            (PresetId::Classic, 12, 13),
        ] {
            let n = if preset == PresetId::ChooChooSixes {
                2
            } else {
                4
            };
            let spec = GameSpec::new(preset, set, names(n)).unwrap();
            assert_eq!(spec.schedule.len(), rounds);
            assert_eq!(spec.schedule[0], set);
            assert_eq!(*spec.schedule.last().unwrap(), 0);
        }
    }

    #[test]
    fn player_limits_depend_on_preset_and_set() {
        assert!(GameSpec::new(PresetId::Classic, 12, names(1)).is_err());
        assert!(GameSpec::new(PresetId::Classic, 12, names(8)).is_ok());
        assert!(matches!(
            GameSpec::new(PresetId::Classic, 12, names(9)),
            Err(SpecError::PlayerCount { got: 9, max: 8, .. })
        ));
        assert!(GameSpec::new(PresetId::Classic, 15, names(12)).is_ok());
        assert!(GameSpec::new(PresetId::Classic, 18, names(13)).is_err());
        assert!(GameSpec::new(PresetId::ChooChooSixes, 6, names(3)).is_err());
        let mut dup = names(3);
        dup[2] = " ana ".into();
        assert_eq!(
            GameSpec::new(PresetId::Classic, 12, dup),
            Err(SpecError::DuplicateName("ana".into()))
        );
        assert!(GameSpec::new(PresetId::Classic, 11, names(3)).is_err());
    }

    #[test]
    fn names_lose_escapes_and_direction_marks_and_keep_their_letters() {
        let typed = vec![
            "\u{1b}[31mAna\u{1b}[0m".into(),
            "Zoë\u{202e}".into(),
            "漢字".into(),
        ];
        let spec = GameSpec::new(PresetId::Classic, 12, typed).unwrap();
        assert_eq!(spec.players, ["Ana", "Zoë", "漢字"]);
        // Built by hand, the same names are refused, naming the seat.
        let mut raw = spec.clone();
        raw.players[1] = "Zoë\u{202e}".into();
        assert_eq!(raw.validate(), Err(SpecError::UnsafeName { seat: 1 }));
        assert_eq!(
            raw.validate().unwrap_err().to_string(),
            "player 2's name holds control characters or direction marks: type it again"
        );
        // Cleaned to nothing is no name; cleaned to another's is a duplicate.
        let blank = vec!["\u{202e}".into(), "Ben".into()];
        assert_eq!(
            GameSpec::new(PresetId::Classic, 12, blank),
            Err(SpecError::EmptyName { seat: 0 })
        );
        let twins = vec!["Ben".into(), "Ben\u{200f}".into()];
        assert_eq!(
            GameSpec::new(PresetId::Classic, 12, twins),
            Err(SpecError::DuplicateName("Ben".into()))
        );
    }

    #[test]
    fn starters_follow_each_rule() {
        let mut next = Scoresheet::new(GameSpec::new(PresetId::DominoRules, 12, names(3)).unwrap());
        assert_eq!(next.next_round().unwrap().starter, None);
        let mut input = typed(&[None, Some(5), Some(9)]);
        input.starter = Some(2);
        let e = next.accept(0, &input).unwrap();
        next.rounds.push(e);
        assert_eq!(next.next_round().unwrap().starter, Some(0));

        let mut win = Scoresheet::new(GameSpec::new(PresetId::ChooChooSixes, 6, names(2)).unwrap());
        let mut input = typed(&[Some(5), None]);
        input.starter = Some(0);
        let e = win.accept(0, &input).unwrap();
        win.rounds.push(e);
        assert_eq!(win.next_round().unwrap().starter, Some(1));

        let classic = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(3)).unwrap());
        assert_eq!(classic.starter_for(0), None);
    }

    #[test]
    fn totals_leaders_and_ties() {
        let mut s = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(3)).unwrap());
        assert!(s.leaders().is_empty());
        for pts in [[None, Some(10), Some(20)], [Some(10), None, Some(0)]] {
            let e = s.accept(s.rounds.len(), &typed(&pts)).unwrap();
            s.rounds.push(e);
        }
        assert_eq!(s.totals(), vec![10, 10, 20]);
        assert_eq!(s.leaders(), vec![0, 1]);
        assert_eq!(s.running_totals(), vec![vec![0, 10, 20], vec![10, 10, 20]]);
        assert_eq!(s.standings(), vec![(1, 0, 10), (1, 1, 10), (3, 2, 20)]);
    }

    #[test]
    fn editing_a_past_round_changes_the_totals() {
        let mut s = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(2)).unwrap());
        for pts in [[None, Some(10)], [Some(7), None]] {
            let e = s.accept(s.rounds.len(), &typed(&pts)).unwrap();
            s.rounds.push(e);
        }
        let e = s.accept(0, &typed(&[None, Some(40)])).unwrap();
        s.rounds[0] = e;
        assert_eq!(s.totals(), vec![7, 40]);
        assert_eq!(s.leaders(), vec![0]);
    }

    #[test]
    fn tapped_tiles_count_with_the_game_blank_values() {
        let mut spec = GameSpec::new(PresetId::Classic, 12, names(2)).unwrap();
        let s = Scoresheet::new(spec.clone());
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![
                PlayerInput::went_out(),
                PlayerInput::tapped(vec![Tile::double(0), Tile::new(0, 5), Tile::double(11)]),
            ],
            markers_up: vec![],
        };
        assert_eq!(s.accept(0, &input).unwrap().points, vec![0, 102]);
        spec.house.blank_half = Some(0);
        spec.house.double_blank = Some(0);
        let s = Scoresheet::new(spec);
        assert_eq!(s.accept(0, &input).unwrap().points, vec![0, 27]);
    }

    #[test]
    fn impossible_input_is_refused_with_a_reason() {
        let s = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(3)).unwrap());
        let mut bad = typed(&[None, Some(1), Some(2)]);
        bad.players[1].total = Some("-4".into());
        assert_eq!(
            s.accept(0, &bad),
            Err(EntryError::Negative {
                player: "Ben".into()
            })
        );
        bad.players[1].total = Some("ten".into());
        assert!(matches!(
            s.accept(0, &bad),
            Err(EntryError::NotANumber { .. })
        ));
        bad.players[1].total = Some("99999".into());
        assert!(matches!(s.accept(0, &bad), Err(EntryError::TooMany { .. })));
        // Too many digits to count: called too big, not a made-up number.
        bad.players[1].total = Some("9".repeat(5000));
        let e = s.accept(0, &bad).unwrap_err();
        assert!(matches!(e, EntryError::TooBig { .. }), "{e:?}");
        assert!(
            e.to_string()
                .starts_with("Ben: that total is too big (one hand holds at most "),
            "{e}"
        );
        bad.players[1].total = Some("18446744073709551616".into());
        assert!(matches!(s.accept(0, &bad), Err(EntryError::TooBig { .. })));
        // A long wrong total is quoted short.
        bad.players[1].total = Some("x".repeat(5000));
        assert!(s.accept(0, &bad).unwrap_err().to_string().len() < 80);
        bad.players[1].total = Some("".into());
        assert_eq!(
            s.accept(0, &bad),
            Err(EntryError::Missing {
                player: "Ben".into()
            })
        );

        let mut two = typed(&[None, None, Some(2)]);
        two.blocked = false;
        assert_eq!(
            s.accept(0, &two),
            Err(EntryError::TwoOut("Ana".into(), "Ben".into()))
        );

        let mut none = typed(&[Some(3), Some(1), Some(2)]);
        none.blocked = false;
        assert_eq!(s.accept(0, &none), Err(EntryError::NobodyOut));

        let mut eng = typed(&[None, Some(1), Some(2)]);
        eng.players[1].tiles = Some(vec![Tile::double(12)]);
        assert!(matches!(
            s.accept(0, &eng),
            Err(EntryError::EngineTapped { .. })
        ));

        let mut twice = typed(&[None, Some(1), Some(2)]);
        twice.players[1].tiles = Some(vec![Tile::new(3, 4)]);
        twice.players[2].tiles = Some(vec![Tile::new(4, 3)]);
        assert_eq!(
            s.accept(0, &twice),
            Err(EntryError::TileTwice(Tile::new(3, 4)))
        );

        assert_eq!(
            s.accept(5, &typed(&[None, Some(1), Some(2)])),
            Err(EntryError::NoSuchRound(5))
        );
        let mut nostart = typed(&[None, Some(1), Some(2)]);
        nostart.starter = None;
        assert_eq!(s.accept(0, &nostart), Err(EntryError::Starter));
    }

    #[test]
    fn an_entry_s_input_is_accepted_as_the_same_entry() {
        let mut sheet = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(3)).unwrap());
        let tapped = RoundInput {
            starter: Some(1),
            blocked: false,
            players: vec![
                PlayerInput::tapped(vec![Tile::new(0, 5), Tile::double(0)]),
                PlayerInput::went_out(),
                PlayerInput::typed(" 17 "),
            ],
            markers_up: vec![],
        };
        let blocked = typed(&[Some(3), Some(1), Some(2)]);
        for input in [tapped, blocked] {
            let e = sheet.accept(sheet.rounds.len(), &input).unwrap();
            assert_eq!(
                sheet.accept(sheet.rounds.len(), &e.to_input(&sheet.spec.rules())),
                Ok(e.clone())
            );
            sheet.rounds.push(e);
        }
        // A wrong entry stays wrong: the player out with points is named.
        let mut bad = sheet.rounds[0].clone();
        bad.points[1] = 4;
        assert_eq!(
            sheet.accept(0, &bad.to_input(&sheet.spec.rules())),
            Err(EntryError::OutWithTiles("Ben".into()))
        );
    }

    #[test]
    fn a_blocked_round_counts_everyone() {
        let s = Scoresheet::new(GameSpec::new(PresetId::Classic, 12, names(3)).unwrap());
        let e = s.accept(0, &typed(&[Some(3), Some(1), Some(2)])).unwrap();
        assert_eq!(e.end, RoundOutcome::Blocked);
        assert_eq!(e.winners(), vec![1]);
    }

    // ---- House scoring rules (issue 31) ----------------------------------

    /// A game of `preset` on its own set with `house`, for `n` players.
    fn house_game(preset: PresetId, n: usize, house: HouseRules) -> Scoresheet {
        let rules = Rules::preset(preset);
        let mut spec = GameSpec::new(preset, rules.default_set, names(n)).unwrap();
        spec.house = house;
        spec.validate().unwrap();
        Scoresheet::new(spec)
    }

    /// Seat `out` went out (or nobody, `None`: blocked); the others typed
    /// `totals` (the out seat's value is ignored); `up`: markers up.
    fn round(totals: &[u32], out: Option<usize>, up: &[usize]) -> RoundInput {
        RoundInput {
            starter: Some(0),
            blocked: out.is_none(),
            players: totals
                .iter()
                .enumerate()
                .map(|(s, t)| PlayerInput {
                    out: out == Some(s),
                    total: (out != Some(s)).then(|| t.to_string()),
                    ..Default::default()
                })
                .collect(),
            markers_up: up.to_vec(),
        }
    }

    fn play(sheet: &mut Scoresheet, input: &RoundInput) -> RoundEntry {
        let e = sheet.accept(sheet.rounds.len(), input).unwrap();
        sheet.rounds.push(e.clone());
        e
    }

    #[test]
    fn doubles_count_double_in_every_preset_but_the_double_blank() {
        let hand = vec![Tile::double(5), Tile::double(0), Tile::new(1, 2)];
        for p in PresetId::ALL {
            let base = Rules::preset(p);
            let on = HouseRules {
                doubles_count_double: Some(true),
                ..Default::default()
            };
            let r = base.with_house(&on).unwrap();
            assert_eq!(r.tile_points(Tile::double(5)), 20, "{p}");
            assert_eq!(r.tile_points(Tile::double(6)), 24, "{p}");
            assert_eq!(
                r.tile_points(Tile::double(0)),
                base.double_blank as u32,
                "{p}"
            );
            assert_eq!(
                r.tile_points(Tile::new(0, 5)),
                base.tile_points(Tile::new(0, 5))
            );
            let want = 20 + base.double_blank as u32 + 3;
            assert_eq!(r.hand_points(&hand), want, "{p}");
            assert_eq!(base.hand_points(&hand), want - 10, "{p}");
            // Through the judge of a round, tapped tiles.
            let n = base.min_players as usize;
            let sheet = house_game(p, n, on);
            let mut input = round(&vec![0; n], Some(0), &[]);
            input.players[1].total = None;
            input.players[1].tiles = Some(hand.clone());
            let e = sheet.accept(0, &input).unwrap();
            assert_eq!(e.points[1], want as i32, "{p}");
            // The largest hand grows with it: a typed total that large is allowed.
            let max = r.max_hand_points(r.default_set, r.default_set);
            assert!(max > base.max_hand_points(r.default_set, r.default_set));
        }
    }

    #[test]
    fn the_going_out_bonus_makes_points_and_totals_negative() {
        for p in PresetId::ALL {
            let n = Rules::preset(p).min_players as usize;
            let house = HouseRules {
                going_out_bonus: Some(10),
                ..Default::default()
            };
            let mut sheet = house_game(p, n, house);
            let e = play(&mut sheet, &round(&[0, 7, 3][..n], Some(0), &[]));
            assert_eq!(e.points[0], -10, "{p}");
            assert_eq!(e.points[1], 7, "{p}");
            assert_eq!(e.winners(), vec![0]);
            let e = play(&mut sheet, &round(&[0, 4, 9][..n], Some(0), &[]));
            assert_eq!(e.points[0], -10);
            assert_eq!(sheet.totals()[0], -20, "{p}");
            assert_eq!(sheet.running_totals()[0][0], -10);
            assert_eq!(sheet.leaders(), vec![0]);
            assert_eq!(sheet.standings()[0], (1, 0, -20));
            // Nobody gets it in a blocked round.
            let e = play(&mut sheet, &round(&[2, 1, 5][..n], None, &[]));
            assert_eq!(e.points, [2, 1, 5][..n].to_vec(), "{p}");
            // The entry's input gives the entry back.
            for e in &sheet.rounds {
                let rules = sheet.spec.rules();
                assert_eq!(
                    sheet.accept(0, &e.to_input(&rules)).map(|x| x.points),
                    Ok(e.points.clone())
                );
            }
        }
    }

    #[test]
    fn house_points_out_of_range_are_refused_with_the_field_named() {
        for p in PresetId::ALL {
            let base = Rules::preset(p);
            for (h, field) in [
                (
                    HouseRules {
                        going_out_bonus: Some(101),
                        ..Default::default()
                    },
                    "going_out_bonus",
                ),
                (
                    HouseRules {
                        open_marker_penalty: Some(101),
                        ..Default::default()
                    },
                    "open_marker_penalty",
                ),
            ] {
                let e = base.with_house(&h).unwrap_err();
                assert_eq!(e.field(), field, "{p}");
                assert!(e.to_string().contains("0 to 100 points, not 101"), "{e}");
            }
            let edge = HouseRules {
                going_out_bonus: Some(100),
                ..Default::default()
            };
            assert_eq!(base.with_house(&edge).unwrap().going_out_bonus, 100);
        }
    }

    #[test]
    fn a_marker_penalty_needs_markers() {
        let pen = |markers: Option<bool>| HouseRules {
            open_marker_penalty: Some(10),
            markers,
            ..Default::default()
        };
        let e = Rules::preset(PresetId::ChooChooSixes)
            .with_house(&pen(None))
            .unwrap_err();
        assert_eq!(e.field(), "open_marker_penalty");
        assert_eq!(
            e.to_string(),
            "house rule open_marker_penalty: a penalty for a marker left up needs markers: Choo Choo Sixes has no markers"
        );
        for p in [PresetId::Classic, PresetId::HubSet, PresetId::DominoRules] {
            assert_eq!(
                Rules::preset(p)
                    .with_house(&pen(None))
                    .unwrap()
                    .open_marker_penalty,
                10
            );
            let e = Rules::preset(p).with_house(&pen(Some(false))).unwrap_err();
            assert_eq!(
                e.to_string(),
                "house rule open_marker_penalty: a penalty for a marker left up needs markers: markers are turned off (markers: false)"
            );
        }
        for p in PresetId::ALL {
            assert!(!Rules::preset(p).has_marker_penalty(), "{p}");
        }
        let classic = Rules::preset(PresetId::Classic);
        assert!(classic.with_house(&pen(None)).unwrap().has_marker_penalty());
        // Choo Choo Sixes with markers turned on takes it; 0 is no penalty anywhere.
        assert!(Rules::preset(PresetId::ChooChooSixes)
            .with_house(&pen(Some(true)))
            .is_ok());
        let zero = HouseRules {
            open_marker_penalty: Some(0),
            ..Default::default()
        };
        assert!(Rules::preset(PresetId::ChooChooSixes)
            .with_house(&zero)
            .is_ok());
        // The game's settings say it the same way.
        let mut spec = GameSpec::new(PresetId::ChooChooSixes, 6, names(2)).unwrap();
        spec.house = pen(None);
        assert!(matches!(spec.validate(), Err(SpecError::House(_))));
    }

    #[test]
    fn the_marker_penalty_adds_to_whose_marker_was_up_but_the_one_out() {
        for p in [PresetId::Classic, PresetId::HubSet, PresetId::DominoRules] {
            let house = HouseRules {
                open_marker_penalty: Some(15),
                going_out_bonus: Some(5),
                ..Default::default()
            };
            let mut sheet = house_game(p, 3, house);
            // Cleo's and Ana's markers were up; Ana went out.
            let e = play(&mut sheet, &round(&[0, 4, 6], Some(0), &[2, 0]));
            assert_eq!(e.points, vec![-5, 4, 21], "{p}");
            assert_eq!(e.markers_up, vec![0, 2]);
            assert_eq!(e.hand_points(2, &sheet.spec.rules()), 6);
            // Blocked: every marker up pays, nobody gets the bonus.
            let e = play(&mut sheet, &round(&[1, 0, 2], None, &[0, 1]));
            assert_eq!(e.points, vec![16, 15, 2], "{p}");
            // Judged again from the stored entries: the same points.
            let rules = sheet.spec.rules();
            for (k, e) in sheet.rounds.iter().enumerate() {
                let input = e.to_input(&rules);
                assert_eq!(input.markers_up, e.markers_up);
                assert_eq!(sheet.accept(k, &input).as_ref(), Ok(e), "{p} round {k}");
            }
        }
    }

    #[test]
    fn markers_up_are_judged_like_every_other_input() {
        let house = HouseRules {
            open_marker_penalty: Some(10),
            ..Default::default()
        };
        let s = house_game(PresetId::Classic, 3, house);
        assert_eq!(
            s.accept(0, &round(&[0, 1, 2], Some(0), &[3])),
            Err(EntryError::MarkerSeat {
                seat: 3,
                players: 3
            })
        );
        assert_eq!(
            s.accept(0, &round(&[0, 1, 2], Some(0), &[1, 1])),
            Err(EntryError::MarkerTwice("Ben".into()))
        );
        assert_eq!(
            s.accept(0, &round(&[0, 1, 2], Some(0), &[3]))
                .unwrap_err()
                .to_string(),
            "a marker is up for seat 4, but this game has 3 players"
        );
        // Without the penalty rule, a marker up makes no sense.
        let plain = house_game(PresetId::Classic, 3, HouseRules::default());
        let e = plain
            .accept(0, &round(&[0, 1, 2], Some(0), &[2]))
            .unwrap_err();
        assert_eq!(e, EntryError::NoMarkerPenalty("Cleo".into()));
        assert_eq!(
            e.to_string(),
            "Cleo's marker is marked up, but this game has no penalty for a marker left up"
        );
        // Without markers (a game stored with both rules would be refused
        // earlier; a spec built by hand is judged here too).
        let mut sixes = house_game(PresetId::ChooChooSixes, 2, HouseRules::default());
        let e = sixes.accept(0, &round(&[0, 1], Some(0), &[1])).unwrap_err();
        assert_eq!(e, EntryError::NoMarkers("Ben".into()));
        sixes.spec.house.open_marker_penalty = Some(5);
        assert!(sixes.accept(0, &round(&[0, 1], Some(0), &[1])).is_err());
        // An empty list is always fine.
        assert!(plain.accept(0, &round(&[0, 1, 2], Some(0), &[])).is_ok());
    }

    #[test]
    fn a_wrong_stored_round_under_house_rules_stays_wrong() {
        let house = HouseRules {
            open_marker_penalty: Some(10),
            going_out_bonus: Some(10),
            ..Default::default()
        };
        let mut sheet = house_game(PresetId::Classic, 3, house);
        let e = play(&mut sheet, &round(&[0, 4, 6], Some(0), &[1]));
        assert_eq!(e.points, vec![-10, 14, 6]);
        let rules = sheet.spec.rules();
        // Ana out with points left: named.
        let mut bad = e.clone();
        bad.points[0] = -3;
        assert_eq!(
            sheet.accept(0, &bad.to_input(&rules)),
            Err(EntryError::OutWithTiles("Ana".into()))
        );
        // Ben's marker up, but fewer points than the penalty: negative hand.
        let mut bad = e.clone();
        bad.points[1] = 3;
        assert_eq!(
            sheet.accept(0, &bad.to_input(&rules)),
            Err(EntryError::Negative {
                player: "Ben".into()
            })
        );
        // Cleo's marker said up after the fact: 6 points cannot hold the
        // penalty of 10, so her hand would count -4.
        let mut bad = e.clone();
        bad.markers_up = vec![1, 2];
        assert_eq!(
            sheet.accept(0, &bad.to_input(&rules)),
            Err(EntryError::Negative {
                player: "Cleo".into()
            })
        );
    }

    /// Two rounds each for Ana and Cy (seats 0 and 2), tied on the total.
    fn tied_game(tie_break: TieBreak, rounds: &[[u32; 3]]) -> Scoresheet {
        let house = HouseRules {
            tie_break: Some(tie_break),
            ..Default::default()
        };
        let mut sheet = house_game(PresetId::Classic, 3, house);
        sheet.spec.players[2] = "Cy".into();
        sheet.spec.schedule = vec![12; rounds.len().max(1)];
        for r in rounds {
            play(&mut sheet, &round(r, None, &[]));
        }
        sheet
    }

    #[test]
    fn most_rounds_won_breaks_a_tie_either_way_or_leaves_it_shared() {
        // Ana 1+1+8 = 10, Cy 5+3+2 = 10, Ben 20. Rounds won: Ana 2, Cy 1.
        let rounds = [[1, 9, 5], [1, 9, 3], [8, 9, 2]];
        let sheet = tied_game(TieBreak::MostRoundsWon, &rounds);
        assert_eq!(sheet.leaders(), vec![0, 2]);
        assert_eq!(sheet.rounds_won(), vec![2, 0, 1]);
        assert_eq!(sheet.winners(), vec![0]);
        let tie = sheet.tie().unwrap();
        assert_eq!(
            tie,
            Tie::MostRoundsWon {
                winner: 0,
                name: "Ana".into(),
                tied: vec![0, 2],
                won: 2,
                against: 1
            }
        );
        assert_eq!(tie.to_string(), "Ana wins the tie: 2 rounds won against 1");
        assert_eq!(sheet.standings(), vec![(1, 0, 10), (2, 2, 10), (3, 1, 27)]);
        // The other way: Cy won two rounds.
        let rounds = [[5, 9, 1], [3, 9, 1], [2, 9, 8]];
        let sheet = tied_game(TieBreak::MostRoundsWon, &rounds);
        assert_eq!(sheet.winners(), vec![2]);
        assert_eq!(
            sheet.tie().unwrap().to_string(),
            "Cy wins the tie: 2 rounds won against 1"
        );
        // A shared lowest counts for each: 1 round each, still tied.
        let rounds = [[1, 9, 1], [4, 9, 6], [6, 9, 4]];
        let sheet = tied_game(TieBreak::MostRoundsWon, &rounds);
        assert_eq!(sheet.rounds_won(), vec![2, 0, 2]);
        assert_eq!(sheet.winners(), vec![0, 2]);
        let tie = sheet.tie().unwrap();
        assert!(matches!(tie, Tie::StillTied { value: 2, .. }), "{tie:?}");
        assert_eq!(
            tie.to_string(),
            "Ana and Cy share the win: still tied with 2 rounds won each"
        );
        assert_eq!(sheet.standings()[..2], [(1, 0, 11), (1, 2, 11)]);
    }

    #[test]
    fn lowest_last_round_breaks_a_tie_either_way_or_leaves_it_shared() {
        let rounds = [[7, 9, 2], [3, 9, 8]];
        let sheet = tied_game(TieBreak::LowestLastRound, &rounds);
        assert_eq!(sheet.winners(), vec![0]);
        assert_eq!(
            sheet.tie().unwrap().to_string(),
            "Ana wins the tie: 3 points in the last round against 8"
        );
        let rounds = [[2, 9, 7], [8, 9, 3]];
        let sheet = tied_game(TieBreak::LowestLastRound, &rounds);
        assert_eq!(sheet.winners(), vec![2]);
        assert!(matches!(
            sheet.tie(),
            Some(Tie::LowestLastRound {
                winner: 2,
                points: 3,
                against: 8,
                ..
            })
        ));
        let rounds = [[2, 9, 2], [5, 9, 5]];
        let sheet = tied_game(TieBreak::LowestLastRound, &rounds);
        assert_eq!(sheet.winners(), vec![0, 2]);
        assert_eq!(
            sheet.tie().unwrap().to_string(),
            "Ana and Cy share the win: still tied with 5 points each in the last round"
        );
    }

    #[test]
    fn a_shared_tie_break_is_today_s_rule_and_no_tie_is_no_tie() {
        let rounds = [[1, 9, 5], [1, 9, 3], [8, 9, 2]];
        let sheet = tied_game(TieBreak::Shared, &rounds);
        assert_eq!(sheet.winners(), vec![0, 2]);
        assert_eq!(sheet.tie().unwrap().to_string(), "Ana and Cy share the win");
        assert_eq!(sheet.standings()[..2], [(1, 0, 10), (1, 2, 10)]);
        // The default is shared.
        let mut plain = sheet.clone();
        plain.spec.house = HouseRules::default();
        assert_eq!(plain.winners(), vec![0, 2]);
        assert!(matches!(plain.tie(), Some(Tie::Shared { .. })));
        // No tie: no tie-break.
        let sheet = tied_game(TieBreak::MostRoundsWon, &[[1, 9, 5]]);
        assert_eq!(sheet.tie(), None);
        assert_eq!(sheet.winners(), vec![0]);
        assert_eq!(
            tied_game(TieBreak::MostRoundsWon, &[]).winners(),
            Vec::<usize>::new()
        );
    }

    #[test]
    fn a_three_way_tie_can_be_narrowed_to_two() {
        let house = HouseRules {
            tie_break: Some(TieBreak::MostRoundsWon),
            ..Default::default()
        };
        let mut sheet = house_game(PresetId::DominoRules, 4, house);
        // Totals 6, 6, 6, 30; rounds won: Ana 1 (shared), Ben 1, Cleo 1 (shared), Dev 0.
        for r in [[1, 2, 1, 9], [5, 4, 5, 21]] {
            play(&mut sheet, &round(&r, None, &[]));
        }
        assert_eq!(sheet.leaders(), vec![0, 1, 2]);
        assert_eq!(sheet.rounds_won(), vec![1, 1, 1, 0]);
        assert_eq!(sheet.winners(), vec![0, 1, 2]);
        let mut sheet = house_game(PresetId::DominoRules, 4, sheet.spec.house.clone());
        for r in [[1, 2, 1, 9], [3, 4, 1, 21], [2, 0, 4, 0]] {
            play(&mut sheet, &round(&r, None, &[]));
        }
        // 6, 6, 6; won: Ana 1, Ben 1, Cleo 2: Cleo alone.
        assert_eq!(sheet.leaders(), vec![0, 1, 2]);
        assert_eq!(sheet.winners(), vec![2]);
        assert_eq!(
            sheet.tie().unwrap().to_string(),
            "Cleo wins the tie: 2 rounds won against 1"
        );
        assert_eq!(sheet.standings()[0], (1, 2, 6));
        assert_eq!(sheet.standings()[1..3], [(2, 0, 6), (2, 1, 6)]);
    }

    #[test]
    fn ties_break_on_negative_totals_too() {
        let house = HouseRules {
            going_out_bonus: Some(10),
            tie_break: Some(TieBreak::LowestLastRound),
            ..Default::default()
        };
        let mut sheet = house_game(PresetId::Classic, 2, house);
        play(&mut sheet, &round(&[0, 0], Some(0), &[]));
        play(&mut sheet, &round(&[0, 0], Some(1), &[]));
        assert_eq!(sheet.totals(), vec![-10, -10]);
        assert_eq!(sheet.winners(), vec![1]);
        assert_eq!(
            sheet.tie().unwrap().to_string(),
            "Ben wins the tie: -10 points in the last round against 0"
        );
    }

    #[test]
    fn a_schedule_may_repeat_a_double_but_not_run_forever() {
        let mut spec = GameSpec::new(PresetId::Classic, 12, names(2)).unwrap();
        spec.schedule = vec![12, 11, 12, 0, 0];
        assert_eq!(spec.validate(), Ok(()));
        let sheet = Scoresheet::new(spec.clone());
        assert_eq!(sheet.plan(2).unwrap().engine, 12);
        spec.schedule = crate::rules::NamedSchedule::UpAndDown
            .doubles(12, 0)
            .unwrap();
        assert_eq!(spec.validate(), Ok(()));
        assert_eq!(spec.schedule.len(), 25);
        spec.schedule = vec![3; MAX_ROUNDS + 1];
        assert_eq!(
            spec.validate(),
            Err(SpecError::Schedule(ScheduleError::TooLong {
                rounds: 101,
                max: 100
            }))
        );
        spec.schedule = vec![13];
        assert!(matches!(
            spec.validate(),
            Err(SpecError::Schedule(ScheduleError::NotInSet { .. }))
        ));
        // The time estimate follows the rounds.
        spec.schedule = vec![12; 10];
        assert_eq!(spec.estimated_minutes(), 10 * 8);
    }

    #[test]
    fn the_new_house_keys_are_named_as_the_spec_says_and_absent_when_unset() {
        let h = HouseRules {
            doubles_count_double: Some(true),
            going_out_bonus: Some(10),
            open_marker_penalty: Some(5),
            tie_break: Some(TieBreak::MostRoundsWon),
            ..Default::default()
        };
        assert_eq!(
            serde_json::to_string(&h).unwrap(),
            r#"{"doubles_count_double":true,"going_out_bonus":10,"open_marker_penalty":5,"tie_break":"most_rounds_won"}"#
        );
        let back: HouseRules = serde_json::from_str(
            r#"{"tie_break":"lowest_last_round","doubles_count_double":false}"#,
        )
        .unwrap();
        assert_eq!(back.tie_break, Some(TieBreak::LowestLastRound));
        assert!(serde_json::from_str::<HouseRules>(r#"{"tie_break":"coin"}"#).is_err());
        assert!(serde_json::from_str::<HouseRules>(r#"{"going_out_bonus":-1}"#).is_err());
        assert_eq!(serde_json::to_string(&HouseRules::default()).unwrap(), "{}");
        // A game's spec and round without them write what they wrote before.
        let spec = GameSpec::new(PresetId::Classic, 12, names(2)).unwrap();
        assert_eq!(
            serde_json::to_string(&spec).unwrap(),
            r#"{"preset":"classic","set":12,"house":{},"players":["Ana","Ben"],"schedule":[12,11,10,9,8,7,6,5,4,3,2,1,0]}"#
        );
        let e = Scoresheet::new(spec)
            .accept(0, &round(&[0, 5], Some(0), &[]))
            .unwrap();
        assert_eq!(
            serde_json::to_string(&e).unwrap(),
            r#"{"engine":12,"starter":0,"end":{"out":0},"points":[0,5],"tiles":[null,null]}"#
        );
        // The rules give the house back.
        let r = Rules::preset(PresetId::Classic).with_house(&h).unwrap();
        assert_eq!(r.house(), h);
    }
}

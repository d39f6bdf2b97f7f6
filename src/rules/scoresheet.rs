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
//!         PlayerInput { out: true, ..Default::default() },
//!         PlayerInput { tiles: Some(vec![Tile::new(0, 5)]), ..Default::default() },
//!     ],
//! };
//! let entry = sheet.accept(sheet.rounds.len(), &input).unwrap();
//! sheet.rounds.push(entry);
//! assert_eq!(sheet.totals(), vec![0, 30]);
//! assert_eq!(sheet.leaders(), vec![0]);
//! ```

use super::preset::{HouseRuleError, HouseRules, PresetId, Rules, StarterRule};
use super::tile::{Pip, Tile, TileSet};
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
    /// No rounds, or a round double outside the set, or one twice.
    Schedule(ScheduleError),
    /// A house rule out of range.
    House(HouseRuleError),
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SpecError::PlayerCount { got, min, max } => {
                write!(f, "this game needs {min} to {max} players, not {got}")
            }
            SpecError::EmptyName { seat } => write!(f, "player {} needs a name", seat + 1),
            SpecError::DuplicateName(n) => write!(f, "two players are called {n}"),
            SpecError::ReservedName(n) => write!(f, "'{n}' is the name of the community train"),
            SpecError::UnsafeName { seat } => write!(
                f,
                "player {}'s name holds control characters or direction marks: type it again",
                seat + 1
            ),
            SpecError::Set(n) => {
                write!(f, "there is no double-{n} set here: use 6, 9, 12, 15 or 18")
            }
            SpecError::Schedule(s) => s.fmt(f),
            SpecError::House(e) => e.fmt(f),
        }
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
    /// A round's double listed twice.
    Twice(Pip),
}

impl fmt::Display for ScheduleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ScheduleError::LastAboveFirst => {
                f.write_str("the last round's double must not be above the first's")
            }
            ScheduleError::NoRounds => f.write_str("a game needs at least one round"),
            ScheduleError::NotInSet { double: d, set } => {
                write!(f, "round double {d}-{d} is not in a double-{set} set")
            }
            ScheduleError::Twice(d) => write!(f, "round double {d}-{d} is listed twice"),
        }
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
        if self.schedule.is_empty() {
            return Err(SpecError::Schedule(ScheduleError::NoRounds));
        }
        let mut seen = [false; 19];
        for &d in &self.schedule {
            if d > self.set {
                return Err(SpecError::Schedule(ScheduleError::NotInSet {
                    double: d,
                    set: self.set,
                }));
            }
            if seen[d as usize] {
                return Err(SpecError::Schedule(ScheduleError::Twice(d)));
            }
            seen[d as usize] = true;
        }
        Ok(())
    }

    /// Tiles dealt to each player.
    pub fn hand_size(&self) -> u8 {
        self.rules().hand_size(self.players.len() as u8, self.set)
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

/// One finished round as stored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundEntry {
    /// The engine double's value.
    pub engine: Pip,
    /// Who led the round.
    pub starter: usize,
    /// How it ended.
    pub end: RoundOutcome,
    /// Points per seat.
    pub points: Vec<u32>,
    /// The tiles tapped per seat, where the points came from tiles.
    pub tiles: Vec<Option<Vec<Tile>>>,
}

impl RoundEntry {
    /// The seats with the fewest points this round.
    pub fn winners(&self) -> Vec<usize> {
        lowest(&self.points)
    }

    /// The input that produces this entry: tapped tiles where it has them,
    /// else the points as a typed total; the player who went out with
    /// nothing. [`Scoresheet::accept`] of it gives this entry back when the
    /// entry is right, so an edited, redone or imported entry is judged
    /// like one typed at the table. Seats beyond `points` have no input.
    pub fn to_input(&self) -> RoundInput {
        let n = self.points.len();
        RoundInput {
            starter: Some(self.starter),
            blocked: self.end == RoundOutcome::Blocked,
            players: (0..n)
                .map(|s| {
                    let out = self.end == RoundOutcome::Out(s);
                    let tiles = self.tiles.get(s).cloned().flatten();
                    let total = (tiles.is_none() && !(out && self.points[s] == 0))
                        .then(|| self.points[s].to_string());
                    PlayerInput { out, tiles, total }
                })
                .collect(),
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

/// What a person entered for a whole round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundInput {
    /// Who led the round (required where the rule is "chosen at the table").
    pub starter: Option<usize>,
    /// The round was blocked.
    pub blocked: bool,
    /// One per seat.
    pub players: Vec<PlayerInput>,
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
}

impl fmt::Display for EntryError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use EntryError::*;
        match self {
            WrongPlayerCount { expected, got } => {
                write!(f, "expected points for {expected} players, got {got}")
            }
            NoSuchRound(k) => write!(f, "this game has no round {}", k + 1),
            Starter => f.write_str("choose who started this round"),
            NotANumber { player, text } => {
                write!(f, "{player}: '{text}' is not a number of points")
            }
            Negative { player } => write!(f, "{player}: points cannot be negative"),
            TooMany { player, points, max } => write!(
                f,
                "{player}: {points} points is more than one hand can hold in this set (at most {max})"
            ),
            TooBig { player, max } => write!(
                f,
                "{player}: that total is too big (one hand holds at most {max} points in this set)"
            ),
            Missing { player } => {
                write!(f, "{player}: tap the tiles left in the hand or type a total")
            }
            TwoOut(a, b) => write!(f, "only one player can go out: {a} and {b} are both marked out"),
            NobodyOut => f.write_str("mark who went out, or mark the round as blocked"),
            OutInBlocked(p) => write!(f, "{p} is marked out, but in a blocked round nobody goes out"),
            OutWithTiles(p) => write!(f, "{p} went out, so holds no tiles and scores 0"),
            EngineTapped { player, tile } => {
                write!(f, "{player}: {tile} is this round's engine, it is on the table")
            }
            NotInSet { player, tile } => write!(f, "{player}: {tile} is not in this set"),
            TileTwice(t) => write!(f, "{t} is picked twice: each tile is in one hand only"),
        }
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
pub fn lowest(values: &[u32]) -> Vec<usize> {
    match values.iter().min() {
        None => vec![],
        Some(&m) => (0..values.len()).filter(|&i| values[i] == m).collect(),
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
        Ok(RoundEntry {
            engine: plan.engine,
            starter,
            end,
            points,
            tiles,
        })
    }

    /// Each seat's total over all entered rounds.
    pub fn totals(&self) -> Vec<u32> {
        let mut t = vec![0u32; self.seats()];
        for r in &self.rounds {
            for (s, p) in r.points.iter().enumerate() {
                t[s] += p;
            }
        }
        t
    }

    /// Running totals: `result[round][seat]` is the total after that round.
    pub fn running_totals(&self) -> Vec<Vec<u32>> {
        let mut acc = vec![0u32; self.seats()];
        self.rounds
            .iter()
            .map(|r| {
                for (s, p) in r.points.iter().enumerate() {
                    acc[s] += p;
                }
                acc.clone()
            })
            .collect()
    }

    /// The seats with the lowest total (all of them on a tie); empty before
    /// the first round.
    pub fn leaders(&self) -> Vec<usize> {
        if self.rounds.is_empty() {
            return vec![];
        }
        lowest(&self.totals())
    }

    /// Seats in final standing order (lowest total first; ties keep seat order),
    /// with the rank each holds (tied players share a rank).
    pub fn standings(&self) -> Vec<(usize, usize, u32)> {
        let totals = self.totals();
        let mut seats: Vec<usize> = (0..self.seats()).collect();
        seats.sort_by_key(|&s| (totals[s], s));
        let mut out: Vec<(usize, usize, u32)> = Vec::with_capacity(seats.len());
        for (i, &s) in seats.iter().enumerate() {
            let rank = match out.last() {
                Some(&(r, _, t)) if t == totals[s] => r,
                _ => i + 1,
            };
            out.push((rank, s, totals[s]));
        }
        out
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
            players: points
                .iter()
                .map(|p| match p {
                    None => PlayerInput {
                        out: true,
                        ..Default::default()
                    },
                    Some(v) => PlayerInput {
                        total: Some(v.to_string()),
                        ..Default::default()
                    },
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
                PlayerInput {
                    out: true,
                    ..Default::default()
                },
                PlayerInput {
                    tiles: Some(vec![Tile::double(0), Tile::new(0, 5), Tile::double(11)]),
                    ..Default::default()
                },
            ],
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
                PlayerInput {
                    tiles: Some(vec![Tile::new(0, 5), Tile::double(0)]),
                    ..Default::default()
                },
                PlayerInput {
                    out: true,
                    ..Default::default()
                },
                PlayerInput {
                    total: Some(" 17 ".into()),
                    ..Default::default()
                },
            ],
        };
        let blocked = typed(&[Some(3), Some(1), Some(2)]);
        for input in [tapped, blocked] {
            let e = sheet.accept(sheet.rounds.len(), &input).unwrap();
            assert_eq!(
                sheet.accept(sheet.rounds.len(), &e.to_input()),
                Ok(e.clone())
            );
            sheet.rounds.push(e);
        }
        // A wrong entry stays wrong: the player out with points is named.
        let mut bad = sheet.rounds[0].clone();
        bad.points[1] = 4;
        assert_eq!(
            sheet.accept(0, &bad.to_input()),
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
}

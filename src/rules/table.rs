//! The validated state of a table, and move judging.
//!
//! A [`Table`] is built from an unvalidated [`TableSetup`](super::TableSetup)
//! by [`Table::from_setup`](super::Table::from_setup). Moves are judged by
//! [`Table::play`]; the fast, allocation-free legality queries are
//! [`Table::check`] and [`Table::check_play`].
//!
//! ```
//! use mextrain::rules::{Move, RuleId, Table, TableSetup, Tile, TrainId, Seat};
//! let setup: TableSetup = serde_json::from_str(r#"{
//!   "rules": "classic", "players": ["Ana", "Ben"],
//!   "hands": {"Ana": ["12-5", "3-3"], "Ben": ["1-2"]}, "boneyard": 20
//! }"#).unwrap();
//! let mut table = Table::from_setup(&setup).unwrap();
//! let ana = Seat(0);
//! // 3-3 does not match the engine 12-12
//! let err = table.play(ana, Move::Play(Tile::double(3), TrainId::personal(ana))).unwrap_err();
//! assert_eq!(err.rule, RuleId::NoMatch);
//! table.play(ana, Move::Play(Tile::new(12, 5), TrainId::personal(ana))).unwrap();
//! assert_eq!(table.turn(), Seat(1));
//! ```
//!
//! **reading** (unknown hands): where a player's hand is not known, the engine
//! does not judge what needs the hand: `not-in-hand` and `must-play` are not
//! raised for that player, and the round cannot be seen as over for them (a
//! round ends by domino only when a known hand empties; it is blocked only
//! when every hand is known). A draw whose tile is not named (`true`) makes a
//! known hand unknown from then on.
//!
//! **reading** (faster game, `Rules::faster_first_turn`, the hub-set
//! variant): in their first turn of the round a player may lay as many
//! tiles as fit on their own train. The run starts with a tile on one's own
//! train in one's first turn (also with a tile just drawn) and goes on
//! while every tile of the turn goes there; a double in it must be covered
//! as the preset says (a cover on one's own train continues the run). The
//! player stops with a `pass` (no draw needed; the marker stays down); when
//! their known hand holds nothing more for their own train the turn ends by
//! itself. Any other action ends the run: a tile on another train is judged
//! as usual and ends the turn; a draw is `must-play` while a known hand
//! still fits, and with an unknown hand is an ordinary draw after which the
//! run is over. In a table file, a player whose own train is not started
//! and whose marker is down has not had their first turn yet.
//!
//! **reading** (unknown boneyard): when the boneyard count is not given, a
//! draw is always allowed and a pass without drawing is not judged
//! (`must-draw` needs the count).
//!
//! **reading** (blocked at once): the table file's blocked-round test is
//! applied after every move, in the middle of a turn too
//! ([`Table::is_blocked_now`]): the round is blocked as soon as the player
//! to move cannot lay a tile and nobody could at the start of their next
//! turn with every marker up. So a double nobody can cover, or a last draw
//! nobody can use, blocks the round before the player passes (the pass
//! stays legal, like every pass of a blocked round, and raises no marker).
//! Under `cover_last_double` this is `rules.md`'s last double that nobody
//! can cover: the player holds no tile, scores 0 and is among the winners.
//! A table file read back from there cannot say so: its empty hand reads
//! as a player who went out (domino), with the same points and winners.
//!
//! **reading** (which rule a verdict names): after a second double in one
//! turn under [`DoubleRule::FollowUpAnywhere`], a draw or a pass is
//! `open-double` whatever the hand holds; `must-play` is named only where
//! no double rule already forbids the move.

use super::preset::{DoubleRule, Rules};
use super::tile::{set_size, Pip, Tile, TileSet, MAX_SET};
use super::verdict::{PlayError, Reason, RuleId, TrainRef};
use std::ops::{Index, IndexMut};

/// Most players at one table.
pub const MAX_PLAYERS: usize = 16;

/// The community train's key in table files (`"on": "mexican"`, the
/// `trains` object), whatever the preset calls the train on screen.
/// No player may take this name.
pub const COMMUNITY_KEY: &str = "mexican";

/// A seat at the table: the index of a player in the `players` list, which is
/// in clockwise order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Seat(pub u8);

impl Seat {
    /// The index in seat order.
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }
}

/// A train: a player's personal train or the community (Mexican) train.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TrainId(u8);

impl TrainId {
    /// The community train, keyed `mexican` in files.
    pub const MEXICAN: TrainId = TrainId(MAX_PLAYERS as u8);

    /// The personal train of `seat`.
    #[inline]
    pub const fn personal(seat: Seat) -> TrainId {
        TrainId(seat.0)
    }

    /// The seat whose personal train this is, or `None` for the Mexican train.
    #[inline]
    pub const fn owner(self) -> Option<Seat> {
        if self.0 as usize == MAX_PLAYERS {
            None
        } else {
            Some(Seat(self.0))
        }
    }

    /// Whether this is the community train.
    #[inline]
    pub const fn is_mexican(self) -> bool {
        self.0 as usize == MAX_PLAYERS
    }

    /// Index into per-train arrays (`0..=MAX_PLAYERS`).
    #[inline]
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    #[inline]
    const fn bit(self) -> u32 {
        1 << self.0
    }
}

/// One value per seat, in a fixed array (no allocation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BySeat<T>(pub [T; MAX_PLAYERS]);

impl<T: Copy> BySeat<T> {
    /// Every seat holds `v`.
    pub const fn new(v: T) -> BySeat<T> {
        BySeat([v; MAX_PLAYERS])
    }
}

impl<T: Copy + Default> Default for BySeat<T> {
    fn default() -> Self {
        BySeat([T::default(); MAX_PLAYERS])
    }
}

impl<T> Index<Seat> for BySeat<T> {
    type Output = T;
    #[inline]
    fn index(&self, s: Seat) -> &T {
        &self.0[s.index()]
    }
}

impl<T> IndexMut<Seat> for BySeat<T> {
    #[inline]
    fn index_mut(&mut self, s: Seat) -> &mut T {
        &mut self.0[s.index()]
    }
}

/// The state of one train.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct TrainState {
    /// Whether any tile has been laid on it (or its end was given).
    pub started: bool,
    /// The value a tile must show to be laid on it (the engine's until started).
    pub end: Pip,
    /// Whether its last tile is an uncovered double.
    pub open_double: bool,
    /// Whether the owner's marker is up (the train is open to everyone).
    pub marker: bool,
    /// Tiles known to be in it (0 when only the end was given).
    pub len: u16,
}

/// A move at the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Move {
    /// Lay a tile on a train.
    Play(Tile, TrainId),
    /// Draw from the boneyard: the tile, when known.
    Draw(Option<Tile>),
    /// End the turn without laying a tile.
    Pass,
}

/// How a round ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum RoundEnd {
    /// A player laid their last tile.
    Domino,
    /// The boneyard is empty and nobody can play.
    Blocked,
}

/// Whether the round is over, how, and the scores.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundStatus {
    /// Whether the round is over.
    pub over: bool,
    /// How it ended, when over.
    pub how: Option<RoundEnd>,
    /// Each player's points, when over (players whose hand is unknown are
    /// left out, except the one who went out: 0), under the house scoring
    /// rules: the going-out bonus off the player who went out, the
    /// open-marker penalty on every other player whose marker is up.
    pub points: Vec<(Seat, i32)>,
    /// Every player with the lowest points (ties share the win).
    pub winners: Vec<Seat>,
}

/// The progress of the turn under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
struct TurnState {
    /// Drew since the last tile laid.
    drew: bool,
    /// The tile drawn since the last tile laid, when known.
    drawn: Option<Tile>,
    /// Tiles laid this turn.
    played: u8,
    /// Doubles laid this turn.
    doubles: u8,
    /// Trains on which a double was laid this turn.
    double_trains: u32,
    /// A double that this very player must cover next (`CoverSameTurn`).
    cover: Option<TrainId>,
    /// The "faster game" first turn goes on: the player laid a tile on
    /// their own train and may lay another there, or stop with a pass.
    run: bool,
    /// Something other than a tile on the player's own train happened after
    /// a tile was laid this turn (a tile elsewhere, a draw): no faster run.
    no_run: bool,
}

/// A validated table: the trains, the known hands, the boneyard count, whose
/// turn it is and how far the turn has gone.
///
/// Built only by [`Table::new_round`] and
/// [`Table::from_setup`](super::Table::from_setup), which both go through one
/// constructor that computes the caches; [`Table::to_setup`] gives the table
/// file back.
#[derive(Clone, Debug)]
pub struct Table {
    rules: Rules,
    set: Pip,
    engine: Pip,
    n: u8,
    names: Vec<String>,
    trains: [TrainState; MAX_PLAYERS + 1],
    /// Known tiles on the table, the engine included.
    on_table: TileSet,
    hands: BySeat<TileSet>,
    /// Bit `s` set: seat `s`'s hand is known.
    known: u32,
    boneyard: Option<u16>,
    turn: Seat,
    /// Bit per train: its end is an open double (cache of `trains`).
    open: u32,
    /// Bit per seat: the marker is up (cache of `trains`).
    marker_mask: u32,
    /// Per seat, per pip value: how many tiles of the hand show it (a
    /// double counts once). Kept with `hands`; meaningful for known hands.
    pip_count: BySeat<[u8; MAX_SET as usize + 1]>,
    ts: TurnState,
    ended: Option<(RoundEnd, Option<Seat>)>,
    /// Bit per seat: the player's first turn of the round is still ahead or
    /// under way (the "faster game" variant; 0 under other rules).
    first_turn: u32,
    /// Per tile (by [`Tile::index`]): the train it lies on, plus one (0: not
    /// on a train).
    laid_on: [u8; TILES],
    /// Per tile on a train: when it was laid (orders each train's tiles).
    laid_at: [u16; TILES],
    /// How many tiles were laid so far (the next `laid_at`).
    laid: u16,
    /// Bit per train: given by its open end only (a table file's `end`).
    end_only: u32,
}

/// How many tiles the largest set has.
const TILES: usize = set_size(MAX_SET);

/// What a [`Table`] is built from; [`Table::build`] computes the rest.
pub(crate) struct TableParts {
    pub rules: Rules,
    pub set: Pip,
    pub engine: Pip,
    pub names: Vec<String>,
    pub trains: [TrainState; MAX_PLAYERS + 1],
    /// The tiles known on each train, from the engine outwards.
    pub train_tiles: Vec<(TrainId, Vec<Tile>)>,
    /// Trains given by their open end only.
    pub end_only: u32,
    pub hands: BySeat<TileSet>,
    pub known: u32,
    pub boneyard: Option<u16>,
    pub turn: Seat,
    /// Whose first turn is still ahead; `None`: read from the trains (a
    /// table file: see [`Table::from_setup`](super::Table::from_setup)).
    pub first_turn: Option<u32>,
}

/// A play a player could make: a tile on a train.
pub type Play = (Tile, TrainId);

/// Two tables are equal when they are the same position: the same rules,
/// players, trains (with the same tiles in the same order), known hands,
/// boneyard, turn and turn under way. What is not known (the stale
/// contents of a hand that became unknown) is not compared.
impl PartialEq for Table {
    fn eq(&self, o: &Table) -> bool {
        self.rules == o.rules
            && self.set == o.set
            && self.engine == o.engine
            && self.names == o.names
            && self.trains == o.trains
            && self.on_table == o.on_table
            && self.known == o.known
            && self.seats().all(|s| {
                !self.hand_known(s)
                    || (self.hands[s] == o.hands[s] && self.pip_count[s] == o.pip_count[s])
            })
            && self.boneyard == o.boneyard
            && self.turn == o.turn
            && self.ts == o.ts
            && self.ended == o.ended
            && self.first_turn == o.first_turn
            && self.end_only == o.end_only
            && self.open == o.open
            && self.marker_mask == o.marker_mask
            && self
                .trains()
                .all(|t| self.train_tiles(t) == o.train_tiles(t))
    }
}

impl Eq for Table {}

impl Table {
    /// A table at the start of a round: nothing laid but the engine, the
    /// given hands (all known), the boneyard count, `starter` to play.
    /// For [`CommunityRule::FromStart`](super::CommunityRule) the community
    /// train exists at the engine from the start.
    pub fn new_round(
        rules: Rules,
        set: Pip,
        engine: Pip,
        names: Vec<String>,
        hands: &[TileSet],
        boneyard: u16,
        starter: Seat,
    ) -> Table {
        let n = names.len().min(MAX_PLAYERS);
        let mut by_seat = BySeat::new(TileSet::EMPTY);
        for (i, h) in hands.iter().enumerate().take(n) {
            by_seat.0[i] = *h;
        }
        Table::build(TableParts {
            rules,
            set,
            engine,
            names,
            trains: Table::empty_trains(&rules, engine),
            train_tiles: Vec::new(),
            end_only: 0,
            hands: by_seat,
            known: ((1u64 << n) - 1) as u32,
            boneyard: Some(boneyard),
            turn: starter,
            first_turn: Some(((1u64 << n) - 1) as u32),
        })
    }

    /// Every train at the engine, not started (the community train started
    /// where it exists from the start).
    pub(crate) fn empty_trains(rules: &Rules, engine: Pip) -> [TrainState; MAX_PLAYERS + 1] {
        let mut trains = [TrainState {
            end: engine,
            ..Default::default()
        }; MAX_PLAYERS + 1];
        if rules.community == super::preset::CommunityRule::FromStart {
            trains[MAX_PLAYERS].started = true;
        }
        trains
    }

    /// The one constructor: the parts, and every cache computed from them
    /// (open doubles, markers, pip counts, tiles on the table, whose first
    /// turn is ahead, whether the round is already over).
    ///
    /// **reading**: a known hand that is empty means that player went out:
    /// the round is over by domino.
    pub(crate) fn build(p: TableParts) -> Table {
        let n = p.names.len().min(MAX_PLAYERS) as u8;
        let mut t = Table {
            rules: p.rules,
            set: p.set,
            engine: p.engine,
            n,
            names: p.names,
            trains: p.trains,
            on_table: TileSet::EMPTY,
            hands: p.hands,
            known: p.known,
            boneyard: p.boneyard,
            turn: p.turn,
            open: 0,
            marker_mask: 0,
            pip_count: BySeat::new([0; MAX_SET as usize + 1]),
            ts: TurnState::default(),
            ended: None,
            first_turn: 0,
            laid_on: [0; TILES],
            laid_at: [0; TILES],
            laid: 0,
            end_only: p.end_only,
        };
        t.on_table.insert(Tile::double(t.engine));
        for (train, tiles) in &p.train_tiles {
            for &tile in tiles {
                t.record_laid(tile, *train);
            }
        }
        for i in 0..n as usize {
            let hand = t.hands.0[i];
            for tile in hand.iter() {
                t.count_tile(Seat(i as u8), tile, 1);
            }
        }
        t.refresh_open();
        t.first_turn = match p.first_turn {
            Some(f) => f,
            None => t.inferred_first_turns(),
        };
        if !t.rules.faster_first_turn {
            t.first_turn = 0;
        }
        if let Some(out) = t
            .seats()
            .find(|&seat| t.hand_known(seat) && t.hands[seat].is_empty())
        {
            t.ended = Some((RoundEnd::Domino, Some(out)));
        } else {
            t.update_blocked();
        }
        t
    }

    /// Notes that `tile` now lies on `train`, after the tiles before it.
    #[inline]
    fn record_laid(&mut self, tile: Tile, train: TrainId) {
        self.on_table.insert(tile);
        if let (Some(on), Some(at)) = (
            self.laid_on.get_mut(tile.index()),
            self.laid_at.get_mut(tile.index()),
        ) {
            *on = train.0 + 1;
            *at = self.laid;
        }
        self.laid = self.laid.wrapping_add(1);
    }

    /// The tiles known to lie on a train, from the engine outwards (empty
    /// for a train given by its open end only, until tiles are laid on it).
    pub fn train_tiles(&self, t: TrainId) -> Vec<Tile> {
        let mut tiles: Vec<(u16, Tile)> = self
            .on_table
            .iter()
            .filter(|x| self.laid_on[x.index()] == t.0 + 1)
            .map(|x| (self.laid_at[x.index()], x))
            .collect();
        super::order::sort(&mut tiles);
        tiles.into_iter().map(|(_, x)| x).collect()
    }

    /// Whether no turn is under way: the player to move has not laid or
    /// drawn anything yet (or the round is over). A table file describes
    /// a table between turns; see [`Table::to_setup`].
    pub fn between_turns(&self) -> bool {
        self.ts == TurnState::default()
    }

    /// Whether a train was given by its open end only (a table file's
    /// `end`): its tiles before that end are not known.
    pub fn given_by_end(&self, t: TrainId) -> bool {
        self.end_only & t.bit() != 0
    }

    /// How the round ended, and who went out, if it is over.
    pub fn ended(&self) -> Option<(RoundEnd, Option<Seat>)> {
        self.ended
    }

    /// The rules in force.
    pub fn rules(&self) -> &Rules {
        &self.rules
    }

    /// The set's top double.
    pub fn set(&self) -> Pip {
        self.set
    }

    /// The engine double's value.
    pub fn engine(&self) -> Pip {
        self.engine
    }

    /// How many players.
    pub fn players(&self) -> usize {
        self.n as usize
    }

    /// The seats, in clockwise order.
    pub fn seats(&self) -> impl Iterator<Item = Seat> {
        (0..self.n).map(Seat)
    }

    /// A player's name.
    pub fn name(&self, s: Seat) -> &str {
        &self.names[s.index()]
    }

    /// A train's name: the owner's, or `mexican`.
    pub fn train_name(&self, t: TrainId) -> &str {
        match t.owner() {
            Some(s) if s.index() < self.names.len() => &self.names[s.index()],
            Some(_) => "?",
            None => COMMUNITY_KEY,
        }
    }

    /// The seat of the player with this name.
    pub fn seat_of(&self, name: &str) -> Option<Seat> {
        self.names
            .iter()
            .position(|n| n == name)
            .map(|i| Seat(i as u8))
    }

    /// The train with this name (`mexican` or a player's name).
    pub fn train_of(&self, name: &str) -> Option<TrainId> {
        if name == COMMUNITY_KEY {
            Some(TrainId::MEXICAN)
        } else {
            self.seat_of(name).map(TrainId::personal)
        }
    }

    /// Every train: each player's, then the Mexican train.
    pub fn trains(&self) -> impl Iterator<Item = TrainId> {
        (0..self.n)
            .map(TrainId)
            .chain(std::iter::once(TrainId::MEXICAN))
    }

    /// The state of a train.
    #[inline]
    pub fn train(&self, t: TrainId) -> &TrainState {
        &self.trains[t.index()]
    }

    /// Whose turn it is (the player still moving when a turn is under way).
    #[inline]
    pub fn turn(&self) -> Seat {
        self.turn
    }

    /// The first train (seat order, then the Mexican train) whose end is an
    /// uncovered double, if any.
    pub fn open_double(&self) -> Option<TrainId> {
        self.trains().find(|t| self.trains[t.index()].open_double)
    }

    /// Every train whose end is an uncovered double.
    pub fn open_doubles(&self) -> impl Iterator<Item = TrainId> + '_ {
        self.trains().filter(|t| self.trains[t.index()].open_double)
    }

    /// Whether `s`'s marker is up.
    pub fn marker(&self, s: Seat) -> bool {
        self.trains[s.index()].marker
    }

    /// The seats whose marker is up.
    pub fn markers(&self) -> impl Iterator<Item = Seat> + '_ {
        self.seats().filter(|s| self.trains[s.index()].marker)
    }

    /// The open end of a train.
    pub fn train_end(&self, t: TrainId) -> Pip {
        self.trains[t.index()].end
    }

    /// `s`'s hand, if known.
    pub fn hand(&self, s: Seat) -> Option<TileSet> {
        self.hand_known(s).then(|| self.hands[s])
    }

    /// Whether `s`'s hand is known.
    #[inline]
    pub fn hand_known(&self, s: Seat) -> bool {
        self.known >> s.0 & 1 == 1
    }

    /// Tiles left in the boneyard, if known.
    pub fn boneyard(&self) -> Option<u16> {
        self.boneyard
    }

    /// Known tiles on the table, the engine included.
    pub fn on_table(&self) -> TileSet {
        self.on_table
    }

    /// Whether the round is over, how, the points and the winners.
    pub fn status(&self) -> RoundStatus {
        let Some((how, out)) = self.ended else {
            return RoundStatus {
                over: false,
                how: None,
                points: vec![],
                winners: vec![],
            };
        };
        let mut points = Vec::new();
        let marker = |s: Seat| self.trains[s.index()].marker;
        for s in self.seats() {
            if Some(s) == out {
                points.push((s, self.rules.seat_points(0, true, marker(s))));
            } else if self.hand_known(s) {
                let p = self.hands[s]
                    .iter()
                    .map(|t| self.rules.tile_points(t))
                    .sum();
                points.push((s, self.rules.seat_points(p, false, marker(s))));
            }
        }
        let low = points.iter().map(|p| p.1).min();
        let winners = points
            .iter()
            .filter(|p| Some(p.1) == low)
            .map(|p| p.0)
            .collect();
        RoundStatus {
            over: true,
            how: Some(how),
            points,
            winners,
        }
    }

    /// Whether the round is over.
    #[inline]
    pub fn is_over(&self) -> bool {
        self.ended.is_some()
    }

    // ----- legality -------------------------------------------------------

    #[inline]
    fn open_mask(&self) -> u32 {
        self.open
    }

    /// From a table file: **reading** (faster game) a player whose own
    /// train is not started and whose marker is down has not had their first
    /// turn yet; everyone else has.
    fn inferred_first_turns(&self) -> u32 {
        let mut first = 0;
        for i in 0..self.n as usize {
            let st = &self.trains[i];
            if !st.started && !st.marker {
                first |= 1 << i;
            }
        }
        first
    }

    /// Whether `seat`'s first turn of the round is still ahead or under way.
    pub fn first_turn(&self, seat: Seat) -> bool {
        self.first_turn >> seat.0 & 1 == 1
    }

    /// Whether the player to move is in a "faster game" run: they laid a
    /// tile on their own train in their first turn and may lay another
    /// there, or stop with a pass.
    pub fn in_faster_run(&self) -> bool {
        self.ts.run
    }

    /// Computes the cached masks of trains with an open double and of
    /// raised markers from `trains`.
    fn refresh_open(&mut self) {
        let mut m = 0;
        let mut k = 0;
        for i in 0..self.n as usize {
            m |= (self.trains[i].open_double as u32) << i;
            k |= (self.trains[i].marker as u32) << i;
        }
        self.open = m | (self.trains[MAX_PLAYERS].open_double as u32) << MAX_PLAYERS;
        self.marker_mask = k;
    }

    /// Adds `delta` (1 or -1, wrapping) to the pip counts of `tile`'s ends
    /// in `seat`'s hand.
    #[inline]
    fn count_tile(&mut self, seat: Seat, tile: Tile, delta: u8) {
        let c = &mut self.pip_count[seat];
        let (lo, hi) = (tile.lo() as usize, tile.hi() as usize);
        if let Some(x) = c.get_mut(lo) {
            *x = x.wrapping_add(delta);
        }
        if hi != lo {
            if let Some(x) = c.get_mut(hi) {
                *x = x.wrapping_add(delta);
            }
        }
    }

    #[inline]
    fn valid_train(&self, t: TrainId) -> bool {
        t.is_mexican() || t.0 < self.n
    }

    /// Whether `seat` may lay a tile on `train` now, whatever the tile:
    /// doubles to cover, and the train's owner's marker.
    /// With `all_markers_up`, every marker is taken as up (the blocked test).
    #[inline]
    fn train_open_to(
        &self,
        ts: &TurnState,
        seat: Seat,
        train: TrainId,
        all_markers_up: bool,
    ) -> Result<(), RuleId> {
        let st = &self.trains[train.index()];
        if let Some(c) = ts.cover {
            if train != c {
                return Err(RuleId::OpenDouble);
            }
        } else if ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere {
            if ts.double_trains & train.bit() == 0 || !st.open_double {
                return Err(RuleId::OpenDouble);
            }
        } else {
            let old_open = self.open_mask() & !ts.double_trains;
            if old_open != 0 && old_open & train.bit() == 0 {
                return Err(RuleId::OpenDouble);
            }
        }
        match train.owner() {
            None => Ok(()),
            Some(o) if o == seat => Ok(()),
            Some(_) => {
                if st.open_double && ts.double_trains & train.bit() == 0 {
                    // Anyone covers a double left open by an earlier turn.
                    Ok(())
                } else if self.rules.opponent_train_closed || !self.rules.markers {
                    Err(RuleId::PrivateTrain)
                } else if st.marker || all_markers_up || ts.double_trains & train.bit() != 0 {
                    Ok(())
                } else {
                    Err(RuleId::PrivateTrain)
                }
            }
        }
    }

    /// The trains `seat` may lay a tile on now, as a bit mask (bit
    /// `TrainId::index`): the same rules as `train_open_to`, for every
    /// train at once.
    #[inline]
    fn allowed_mask(&self, ts: &TurnState, seat: Seat, all_markers_up: bool) -> u32 {
        let all = ((1u32 << self.n) - 1) | TrainId::MEXICAN.bit();
        let old_open = self.open & !ts.double_trains;
        let oblig = if let Some(c) = ts.cover {
            c.bit()
        } else if ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere {
            ts.double_trains & self.open
        } else if old_open != 0 {
            old_open
        } else {
            all
        };
        let mut access = (1u32 << seat.0) | TrainId::MEXICAN.bit() | old_open;
        if self.rules.markers && !self.rules.opponent_train_closed {
            if all_markers_up {
                access = all;
            } else {
                access |= ts.double_trains | self.marker_mask;
            }
        }
        oblig & access & all
    }

    /// The `FollowUpAnywhere` second-double rule: laying double `tile` as the
    /// turn's second double needs a third tile from the hand to cover one of
    /// the two. Unknown hands are not judged.
    #[inline]
    fn second_double_ok(&self, ts: &TurnState, seat: Seat, tile: Tile) -> bool {
        if !(tile.is_double()
            && ts.doubles == 1
            && self.rules.doubles == DoubleRule::FollowUpAnywhere)
        {
            return true;
        }
        if !self.hand_known(seat) {
            return true;
        }
        let mut rest = self.hands[seat];
        rest.remove(tile);
        if rest.is_empty() && !self.rules.cover_last_double {
            // Going out on a double: the last tile ends the round, so no
            // third tile is owed.
            return true;
        }
        let first = self
            .trains()
            .find(|t| ts.double_trains & t.bit() != 0 && self.trains[t.index()].open_double);
        let mut need = TileSet::with_pip(tile.lo());
        if let Some(f) = first {
            need = need.union(&TileSet::with_pip(self.trains[f.index()].end));
        }
        rest.intersects(&need)
    }

    /// Whether `seat` may lay `tile` on `train` now, as a rule id when not.
    /// Allocation-free: this is the hot path.
    #[inline]
    pub fn check_play(&self, seat: Seat, tile: Tile, train: TrainId) -> Result<(), RuleId> {
        if self.ended.is_some() {
            return Err(RuleId::RoundOver);
        }
        if seat != self.turn {
            return Err(RuleId::NotYourTurn);
        }
        if self.on_table.contains(tile) {
            return Err(RuleId::TileOnTable);
        }
        if self.hand_known(seat) {
            if !self.hands[seat].contains(tile) {
                return Err(RuleId::NotInHand);
            }
        } else if self.held_elsewhere(seat, tile).is_some() {
            return Err(RuleId::NotInHand);
        }
        if !self.valid_train(train) {
            return Err(RuleId::NoMatch);
        }
        self.train_open_to(&self.ts, seat, train, false)?;
        if !tile.has(self.trains[train.index()].end) {
            return Err(RuleId::NoMatch);
        }
        if !self.second_double_ok(&self.ts, seat, tile) {
            return Err(RuleId::OpenDouble);
        }
        Ok(())
    }

    /// Whether `seat` may make `m` now, as a rule id when not. Allocation-free.
    #[inline]
    pub fn check(&self, seat: Seat, m: Move) -> Result<(), RuleId> {
        match m {
            Move::Play(tile, train) => self.check_play(seat, tile, train),
            Move::Draw(tile) => self.check_draw(seat, tile),
            Move::Pass => self.check_pass(seat),
        }
    }

    /// A known hand other than `seat`'s that holds `tile`.
    #[inline]
    fn held_elsewhere(&self, seat: Seat, tile: Tile) -> Option<Seat> {
        let mut k = self.known & !(1 << seat.0);
        while k != 0 {
            let s = Seat(k.trailing_zeros() as u8);
            if self.hands[s].contains(tile) {
                return Some(s);
            }
            k &= k - 1;
        }
        None
    }

    fn check_draw(&self, seat: Seat, tile: Option<Tile>) -> Result<(), RuleId> {
        if self.ended.is_some() {
            return Err(RuleId::RoundOver);
        }
        if seat != self.turn {
            return Err(RuleId::NotYourTurn);
        }
        if self.ts.drew {
            return Err(RuleId::DrawOnce);
        }
        if self.boneyard == Some(0) {
            return Err(RuleId::BoneyardEmpty);
        }
        // rules.md, "Which rule a verdict names": after a second double the
        // third tile comes from the hand, so a draw breaks `open-double`
        // whatever the hand holds; `must-play` only where no double rule
        // already forbids the draw.
        if self.ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere {
            return Err(RuleId::OpenDouble);
        }
        if self.hand_known(seat) && self.can_play_any(&self.ts, seat, self.hands[seat], false) {
            return Err(RuleId::MustPlay);
        }
        if let Some(t) = tile {
            if self.on_table.contains(t) {
                return Err(RuleId::TileOnTable);
            }
            if self.held_elsewhere(seat, t).is_some()
                || (self.hand_known(seat) && self.hands[seat].contains(t))
            {
                return Err(RuleId::NotInHand);
            }
        }
        Ok(())
    }

    fn check_pass(&self, seat: Seat) -> Result<(), RuleId> {
        match self.ended {
            Some((RoundEnd::Blocked, _)) => {
                return if seat == self.turn {
                    Ok(())
                } else {
                    Err(RuleId::NotYourTurn)
                }
            }
            Some(_) => return Err(RuleId::RoundOver),
            None => {}
        }
        if seat != self.turn {
            return Err(RuleId::NotYourTurn);
        }
        if self.ts.run {
            // The faster first turn: stopping the run is always allowed.
            return Ok(());
        }
        // After a second double the third tile is owed from the hand: a
        // pass breaks `open-double`, whatever else the hand holds (as a draw
        // does, see `check_draw`).
        if self.ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere {
            return Err(RuleId::OpenDouble);
        }
        if self.ts.drew {
            if let Some(d) = self.ts.drawn {
                if self.can_play_any(&self.ts, seat, TileSet::from_iter([d]), false) {
                    return Err(RuleId::MustPlayDrawn);
                }
            }
            if self.hand_known(seat) && self.can_play_any(&self.ts, seat, self.hands[seat], false) {
                return Err(RuleId::MustPlayDrawn);
            }
        } else if self.hand_known(seat)
            && self.can_play_any(&self.ts, seat, self.hands[seat], false)
        {
            return Err(RuleId::MustPlay);
        }
        if !self.ts.drew && matches!(self.boneyard, Some(b) if b > 0) {
            return Err(RuleId::MustDraw);
        }
        Ok(())
    }

    /// Whether any tile of `tiles` can be laid by `seat` now (on the turn's
    /// state). With `all_markers_up`, every marker counts as up.
    #[inline]
    fn can_play_any(
        &self,
        ts: &TurnState,
        seat: Seat,
        tiles: TileSet,
        all_markers_up: bool,
    ) -> bool {
        let tiles = tiles.difference(&self.on_table);
        if tiles.is_empty() {
            return false;
        }
        let mut mask = self.allowed_mask(ts, seat, all_markers_up);
        while mask != 0 {
            let i = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let cand = tiles.intersection(&TileSet::with_pip(self.trains[i].end));
            if cand.is_empty() {
                continue;
            }
            if self.rules.doubles != DoubleRule::FollowUpAnywhere || ts.doubles != 1 {
                return true;
            }
            for t in cand.iter() {
                if self.second_double_ok(ts, seat, t) {
                    return true;
                }
            }
        }
        false
    }

    /// Every legal move for `seat` now: plays (tile on train), then draw,
    /// then pass. A draw is listed as `Draw(None)`. For a player whose hand is
    /// unknown no plays are listed.
    pub fn legal_moves(&self, seat: Seat) -> Vec<Move> {
        let mut out = Vec::new();
        self.legal_moves_into(seat, &mut |m| out.push(m));
        out
    }

    /// [`Table::legal_moves`] without allocating: calls `f` with each move.
    pub fn legal_moves_into(&self, seat: Seat, f: &mut dyn FnMut(Move)) {
        self.gen_moves(seat, f)
    }

    /// [`Table::legal_moves_into`], monomorphized for the caller's closure
    /// (the self-play hot path calls it without a `dyn` call per move).
    #[inline]
    pub(crate) fn gen_moves<F: FnMut(Move) + ?Sized>(&self, seat: Seat, f: &mut F) {
        let mut any = false;
        if self.hand_known(seat) && self.ended.is_none() && seat == self.turn {
            let hand = self.hands[seat].difference(&self.on_table);
            let mut mask = self.allowed_mask(&self.ts, seat, false);
            let second_double =
                self.rules.doubles == DoubleRule::FollowUpAnywhere && self.ts.doubles == 1;
            let counts = &self.pip_count[seat];
            while mask != 0 {
                let i = mask.trailing_zeros() as usize;
                mask &= mask - 1;
                let train = TrainId(i as u8);
                let end = self.trains[i].end;
                // The pip counts follow the hand exactly: none means no tile.
                if counts.get(end as usize) == Some(&0) {
                    continue;
                }
                let cand = hand.intersection(&TileSet::with_pip(end));
                if cand.is_empty() {
                    continue;
                }
                for t in cand.iter() {
                    if !(second_double && t.is_double()) || self.second_double_ok(&self.ts, seat, t)
                    {
                        f(Move::Play(t, train));
                        any = true;
                    }
                }
            }
        }
        if self.ts.run && self.hand_known(seat) && self.ended.is_none() && seat == self.turn {
            // In a faster first turn: lay another tile or stop.
            f(Move::Pass);
            return;
        }
        if any {
            // Holding a playable tile: no draw, no pass.
            return;
        }
        if self.hand_known(seat) && self.ended.is_none() && seat == self.turn {
            // Nothing playable (the drawn tile included, being in the hand):
            // the draw and pass rules that remain.
            let follow_up_pending =
                self.ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere;
            if follow_up_pending {
                return;
            }
            if !self.ts.drew && self.boneyard != Some(0) {
                f(Move::Draw(None));
            }
            if self.ts.drew || !matches!(self.boneyard, Some(b) if b > 0) {
                f(Move::Pass);
            }
            return;
        }
        if self.check_draw(seat, None).is_ok() {
            f(Move::Draw(None));
        }
        if self.check_pass(seat).is_ok() {
            f(Move::Pass);
        }
    }

    /// Self-play's move choice without listing the moves: the legal moves of
    /// the player to move, in the order of [`Table::legal_moves_into`].
    /// `pick(n)` is called once with how many there are (`n > 0`) and
    /// returns the index of the one wanted. `None` when there is none (and
    /// then `pick` is not called).
    ///
    /// Counting reads the hand's count of tiles showing each open train's
    /// end (kept up to date by `apply`); only the chosen train's tiles are
    /// looked at (one AND). The `FollowUpAnywhere` second-double case, where
    /// some doubles in the hand are not playable, walks the moves instead.
    #[inline]
    pub(crate) fn pick_legal_move(&self, pick: impl FnOnce(usize) -> usize) -> Option<Move> {
        let seat = self.turn;
        if !self.hand_known(seat)
            || self.ended.is_some()
            || (self.rules.doubles == DoubleRule::FollowUpAnywhere && self.ts.doubles == 1)
            || self.ts.run
        {
            let mut n = 0usize;
            self.gen_moves(seat, &mut |_| n += 1);
            if n == 0 {
                return None;
            }
            let k = pick(n);
            let (mut i, mut out) = (0usize, None);
            self.gen_moves(seat, &mut |m| {
                if i == k {
                    out = Some(m);
                }
                i += 1;
            });
            return out;
        }
        let hand = self.hands[seat];
        let cnt = &self.pip_count[seat];
        let count = |end: Pip| cnt.get(end as usize).map_or(0, |&c| c as usize);
        let mask = self.allowed_mask(&self.ts, seat, false);
        let mut total = 0usize;
        let mut m = mask;
        while m != 0 {
            let i = m.trailing_zeros() as usize;
            m &= m - 1;
            total += count(self.trains[i].end);
        }
        if total > 0 {
            let mut k = pick(total);
            let mut m = mask;
            while m != 0 {
                let i = m.trailing_zeros() as usize;
                m &= m - 1;
                let end = self.trains[i].end;
                let c = count(end);
                if k < c {
                    // (A known hand never holds a tile on the table where
                    // the rules lead; were it to, the count would be off
                    // and this finds no tile: `None`, not a panic.)
                    let cand = hand
                        .difference(&self.on_table)
                        .intersection(&TileSet::with_pip(end));
                    return cand.iter().nth(k).map(|t| Move::Play(t, TrainId(i as u8)));
                }
                k -= c;
            }
            return None;
        }
        if self.ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere {
            return None;
        }
        let draw = !self.ts.drew && self.boneyard != Some(0);
        let pass = self.ts.drew || !matches!(self.boneyard, Some(b) if b > 0);
        match (draw, pass) {
            (false, false) => None,
            (true, false) => {
                pick(1);
                Some(Move::Draw(None))
            }
            (false, true) => {
                pick(1);
                Some(Move::Pass)
            }
            (true, true) => Some(if pick(2) == 0 {
                Move::Draw(None)
            } else {
                Move::Pass
            }),
        }
    }

    /// What each player could lay if it were their turn now with every
    /// marker up (doubles still to be covered count): for the blocked-round
    /// resolver. Players whose hand is unknown are left out.
    pub fn who_could_play(&self) -> Vec<(Seat, Vec<Play>)> {
        let ts = TurnState::default();
        let mut out = Vec::new();
        for s in self.seats() {
            if !self.hand_known(s) {
                continue;
            }
            let mut plays = Vec::new();
            for train in self.trains() {
                if self.train_open_to(&ts, s, train, true).is_err() {
                    continue;
                }
                let cand =
                    self.hands[s].intersection(&TileSet::with_pip(self.trains[train.index()].end));
                for t in cand.iter() {
                    plays.push((t, train));
                }
            }
            out.push((s, plays));
        }
        out
    }

    /// Whether the round is blocked now (the table file's blocked-round
    /// test): the boneyard is known to be empty, every hand is known, the
    /// player to move cannot lay a tile in the turn under way, and nobody
    /// could play at the start of their next turn even with every marker up
    /// (what the passes still to come would raise). Between turns the first
    /// part is the second's: only the markers can differ.
    ///
    /// The test holds in the middle of a turn too, and the round is then
    /// blocked at once, before the player to move passes: after a double
    /// nobody can cover (the last tile of a hand under
    /// [`Rules::cover_last_double`], or any other), or after a draw that
    /// emptied the boneyard with a tile nobody can use.
    pub fn is_blocked_now(&self) -> bool {
        if self.boneyard != Some(0) || self.known != (1u32 << self.n) - 1 {
            return false;
        }
        let mover = self.turn;
        if mover.0 < self.n && self.can_play_any(&self.ts, mover, self.hands[mover], false) {
            return false;
        }
        let ts = TurnState::default();
        !self
            .seats()
            .any(|s| self.can_play_any(&ts, s, self.hands[s], true))
    }

    /// Ends the round as blocked when [`Table::is_blocked_now`] holds,
    /// between turns or in the middle of one. A turn under way stays as it
    /// is: the player to move may still pass (see `check_pass`).
    #[inline]
    fn update_blocked(&mut self) {
        if self.ended.is_none() && self.boneyard == Some(0) && self.is_blocked_now() {
            self.ended = Some((RoundEnd::Blocked, None));
        }
    }

    // ----- moves ----------------------------------------------------------

    /// Makes move `m` for `seat`, or says which rule it breaks and why.
    /// The table is unchanged when the move is illegal.
    pub fn play(&mut self, seat: Seat, m: Move) -> Result<(), PlayError> {
        if let Err(rule) = self.check(seat, m) {
            return Err(PlayError {
                rule,
                reason: self.explain(seat, m, rule),
            });
        }
        self.apply(seat, m);
        Ok(())
    }

    /// Makes a move already known to be legal (see [`Table::check`]).
    /// Making an illegal move this way leaves the table in a state the rules
    /// do not reach, but never panics.
    #[inline]
    pub fn apply(&mut self, seat: Seat, m: Move) {
        match m {
            Move::Play(tile, train) => self.apply_play(seat, tile, train),
            Move::Draw(tile) => {
                if let Some(b) = self.boneyard.as_mut() {
                    *b = b.saturating_sub(1);
                }
                match tile {
                    Some(t) => {
                        if self.hand_known(seat) && self.hands[seat].insert(t) {
                            self.count_tile(seat, t, 1);
                        }
                    }
                    None => self.known &= !(1u32 << seat.0),
                }
                self.ts.drew = true;
                self.ts.drawn = tile;
                if self.ts.played > 0 {
                    self.ts.no_run = true;
                    self.ts.run = false;
                }
                // The last tile drawn that nobody can use blocks the round.
                self.update_blocked();
            }
            Move::Pass => {
                if self.ended.is_some() {
                    // Passing around a blocked table (a turn the block cut
                    // short ends with this pass too).
                    self.turn = Seat((self.turn.0 + 1) % self.n.max(1));
                    self.ts = TurnState::default();
                    return;
                }
                if self.ts.run {
                    // Stopping a faster first turn: the player laid tiles,
                    // the marker stays as it is.
                    self.end_turn(seat);
                    return;
                }
                if self.rules.markers && seat.index() < self.n as usize {
                    let own_end = self.trains[seat.index()].end;
                    let could_own = self.hand_known(seat)
                        && self.hands[seat].intersects(&TileSet::with_pip(own_end));
                    // reading: where the preset does not say a pass on an open
                    // double raises the marker anyway (classic), a player who
                    // passes while holding a tile for their own train keeps it down.
                    if self.rules.open_double_pass_raises_marker || !could_own {
                        self.trains[seat.index()].marker = true;
                        self.marker_mask |= 1 << seat.0;
                    }
                }
                self.end_turn(seat);
            }
        }
    }

    fn apply_play(&mut self, seat: Seat, tile: Tile, train: TrainId) {
        if self.hand_known(seat) && self.hands[seat].remove(tile) {
            self.count_tile(seat, tile, u8::MAX);
        }
        self.record_laid(tile, train);
        let st = &mut self.trains[train.index()];
        st.started = true;
        st.end = tile.other_end(st.end).unwrap_or(tile.hi());
        st.open_double = tile.is_double();
        st.len = st.len.saturating_add(1);
        if tile.is_double() {
            self.open |= train.bit();
        } else {
            self.open &= !train.bit();
        }
        if train.owner() == Some(seat) {
            st.marker = false;
            self.marker_mask &= !(1 << seat.0);
        } else {
            self.ts.no_run = true;
        }
        self.ts.run = false;
        self.ts.drew = false;
        self.ts.drawn = None;
        self.ts.played = self.ts.played.saturating_add(1);
        if self.ts.cover == Some(train) {
            self.ts.cover = None;
        }
        let empty = self.hand_known(seat) && self.hands[seat].is_empty();
        if tile.is_double() {
            self.ts.doubles = self.ts.doubles.saturating_add(1);
            self.ts.double_trains |= train.bit();
            if empty && !self.rules.cover_last_double {
                self.ended = Some((RoundEnd::Domino, Some(seat)));
                self.ts = TurnState::default();
                return;
            }
            if self.rules.doubles == DoubleRule::CoverSameTurn {
                self.ts.cover = Some(train);
            }
            // The turn goes on after a double: blocked at once if neither
            // this player nor anyone after them could lay a tile.
            self.update_blocked();
        } else if self.rules.faster_first_turn && self.faster_run_goes_on(seat, train) {
            self.ts.run = true;
        } else {
            self.end_turn(seat);
        }
    }

    /// After a tile (not a double) on `train`: whether the "faster game"
    /// first turn lets `seat` go on. Every tile of the turn went on their
    /// own train, nothing else happened since the first, and they could lay
    /// another one there (always assumed for an unknown hand).
    fn faster_run_goes_on(&self, seat: Seat, train: TrainId) -> bool {
        if !self.rules.faster_first_turn
            || !self.first_turn(seat)
            || train != TrainId::personal(seat)
            || self.ts.no_run
        {
            return false;
        }
        if !self.hand_known(seat) {
            return true;
        }
        if self.train_open_to(&self.ts, seat, train, false).is_err() {
            return false;
        }
        let cand = self.hands[seat]
            .difference(&self.on_table)
            .intersection(&TileSet::with_pip(self.trains[train.index()].end));
        cand.iter()
            .any(|t| self.second_double_ok(&self.ts, seat, t))
    }

    #[inline]
    fn end_turn(&mut self, seat: Seat) {
        if self.hand_known(seat) && self.hands[seat].is_empty() {
            self.ended = Some((RoundEnd::Domino, Some(seat)));
            self.ts = TurnState::default();
            return;
        }
        self.first_turn &= !(1u32 << (seat.0 & 31));
        let next = seat.0 + 1;
        self.turn = Seat(if next < self.n {
            next
        } else {
            next % self.n.max(1)
        });
        self.ts = TurnState::default();
        self.update_blocked();
    }

    /// Why `m` breaks `rule`, in words.
    pub fn explain(&self, seat: Seat, m: Move, rule: RuleId) -> String {
        self.why(seat, m, rule).to_string()
    }

    /// Why `m` breaks `rule`, without words (see [`Reason`]): what
    /// [`Table::explain`] says, for a screen to say in its language.
    pub fn why(&self, seat: Seat, m: Move, rule: RuleId) -> Reason {
        let who = self.name_or(seat);
        let tile_s = match m {
            Move::Play(t, _) => t.to_string(),
            Move::Draw(Some(t)) => t.to_string(),
            _ => String::new(),
        };
        let train_s = match m {
            Move::Play(_, tr) => self.train_ref(tr),
            _ => TrainRef::Nothing,
        };
        match rule {
            RuleId::RoundOver => match self.ended {
                Some((RoundEnd::Domino, Some(s))) => Reason::RoundOverOut {
                    who: self.name_or(s),
                },
                _ => Reason::RoundBlocked,
            },
            RuleId::NotYourTurn => {
                if self.ts.played > 0 && seat != self.turn {
                    Reason::TurnUnderWay {
                        turn: self.name_or(self.turn),
                    }
                } else {
                    Reason::NotYourTurn {
                        turn: self.name_or(self.turn),
                        who,
                    }
                }
            }
            RuleId::TileOnTable => {
                if matches!(m, Move::Play(t, _) | Move::Draw(Some(t)) if t == Tile::double(self.engine))
                {
                    Reason::IsEngine { tile: tile_s }
                } else {
                    Reason::OnTable { tile: tile_s }
                }
            }
            RuleId::NotInHand => {
                let t = match m {
                    Move::Play(t, _) | Move::Draw(Some(t)) => Some(t),
                    _ => None,
                };
                match t.and_then(|t| self.held_elsewhere(seat, t)) {
                    Some(o) => Reason::InHandOf {
                        tile: tile_s,
                        other: self.name_or(o),
                    },
                    None if matches!(m, Move::Draw(_)) => {
                        Reason::AlreadyHolds { who, tile: tile_s }
                    }
                    None => Reason::DoesNotHold { who, tile: tile_s },
                }
            }
            RuleId::NoMatch => match m {
                Move::Play(_, tr) if !self.valid_train(tr) => Reason::NoSuchTrain,
                Move::Play(_, tr) => {
                    let st = &self.trains[tr.index()];
                    if st.started {
                        Reason::NoMatch {
                            tile: tile_s,
                            train: train_s,
                            end: st.end,
                        }
                    } else {
                        Reason::CannotStart {
                            tile: tile_s,
                            train: train_s,
                            end: st.end,
                        }
                    }
                }
                _ => Reason::TileNoMatch,
            },
            RuleId::PrivateTrain => {
                if self.rules.opponent_train_closed {
                    Reason::ClosedExceptCover {
                        train: train_s,
                        who,
                    }
                } else {
                    Reason::Private { train: train_s }
                }
            }
            RuleId::OpenDouble => {
                if let Some(c) = self.ts.cover {
                    Reason::CoverFirst {
                        who,
                        train: self.train_ref(c),
                    }
                } else if self.ts.doubles >= 2 && self.rules.doubles == DoubleRule::FollowUpAnywhere
                {
                    Reason::ThirdTile
                } else if self.ts.doubles == 1 && matches!(m, Move::Play(t, _) if t.is_double()) {
                    Reason::SecondDouble { who }
                } else {
                    Reason::DoubleFirst {
                        trains: self.open_doubles().map(|t| self.train_ref(t)).collect(),
                    }
                }
            }
            RuleId::MustPlay => Reason::Playable {
                who,
                example: self.first_play(seat).map(|(t, tr)| (t, self.train_ref(tr))),
            },
            RuleId::MustPlayDrawn => match self.ts.drawn {
                Some(d) => Reason::DrawnPlayable { tile: d },
                None => Reason::PlayableAfterDraw { who },
            },
            RuleId::MustDraw => Reason::MustDraw {
                who,
                left: self.boneyard.unwrap_or(0),
            },
            RuleId::DrawOnce => Reason::DrewAlready { who },
            RuleId::BoneyardEmpty => Reason::BoneyardEmpty,
        }
    }

    fn first_play(&self, seat: Seat) -> Option<Play> {
        let mut first = None;
        self.legal_moves_into(seat, &mut |m| {
            if let (None, Move::Play(t, tr)) = (first, m) {
                first = Some((t, tr));
            }
        });
        first
    }

    fn name_or(&self, s: Seat) -> String {
        self.names
            .get(s.index())
            .cloned()
            .unwrap_or_else(|| format!("seat {}", s.0))
    }

    fn train_ref(&self, t: TrainId) -> TrainRef {
        if t.is_mexican() {
            if self.rules.community == super::preset::CommunityRule::FromStart {
                TrainRef::ChooChoo
            } else {
                TrainRef::Mexican
            }
        } else {
            TrainRef::Player(self.train_name(t).to_string())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{PresetId, TableSetup};

    fn ts(tiles: &[(u8, u8)]) -> TileSet {
        tiles.iter().map(|&(a, b)| Tile::new(a, b)).collect()
    }

    fn two(p: PresetId, a: &[(u8, u8)], b: &[(u8, u8)], boneyard: u16) -> Table {
        let r = Rules::preset(p);
        let set = r.default_set;
        Table::new_round(
            r,
            set,
            set,
            vec!["A".into(), "B".into()],
            &[ts(a), ts(b)],
            boneyard,
            Seat(0),
        )
    }

    #[test]
    fn one_tile_per_turn_then_clockwise() {
        let mut t = two(PresetId::Classic, &[(12, 5), (5, 5)], &[(12, 1)], 10);
        t.play(
            Seat(0),
            Move::Play(Tile::new(12, 5), TrainId::personal(Seat(0))),
        )
        .unwrap();
        assert_eq!(t.turn(), Seat(1));
        let e = t.play(Seat(0), Move::Pass).unwrap_err();
        assert_eq!(e.rule, RuleId::NotYourTurn);
    }

    #[test]
    fn classic_double_needs_cover_same_turn() {
        let a = TrainId::personal(Seat(0));
        let mut t = two(
            PresetId::Classic,
            &[(11, 11), (11, 3), (1, 2)],
            &[(12, 1)],
            10,
        );
        t.trains[0].end = 11;
        t.play(Seat(0), Move::Play(Tile::double(11), a)).unwrap();
        assert_eq!(t.turn(), Seat(0));
        assert_eq!(
            t.check(Seat(0), Move::Play(Tile::new(1, 2), TrainId::MEXICAN)),
            Err(RuleId::OpenDouble)
        );
        t.play(Seat(0), Move::Play(Tile::new(11, 3), a)).unwrap();
        assert_eq!(t.turn(), Seat(1));
    }

    /// Plays `setup`'s moves and checks, before each, that the moves
    /// listed are exactly those `check` allows; returns how many were made
    /// inside a faster first turn's run.
    fn moves_listed_agree_with_check(setup: &TableSetup, what: &str) -> u32 {
        let mut t = Table::from_setup(setup).unwrap();
        let mut runs = 0;
        for ms in &setup.moves {
            let seat = t.turn();
            runs += t.in_faster_run() as u32;
            let listed = t.legal_moves(seat);
            for tr in t.trains() {
                for tile in TileSet::full(t.set()).iter() {
                    assert_eq!(
                        listed.contains(&Move::Play(tile, tr)),
                        t.check_play(seat, tile, tr).is_ok(),
                        "{what}: {tile:?} on {tr:?}"
                    );
                }
            }
            for m in [Move::Draw(None), Move::Pass] {
                assert_eq!(listed.contains(&m), t.check(seat, m).is_ok(), "{what}");
            }
            let (s, m) = t.resolve(ms).unwrap();
            t.play(s, m).unwrap();
        }
        runs
    }

    #[test]
    fn move_generation_agrees_with_check() {
        use crate::rules::{simulate, SimConfig};
        for p in PresetId::ALL {
            for seed in 0..40 {
                let players = if p == PresetId::ChooChooSixes {
                    2
                } else {
                    2 + seed as u8 % 5
                };
                let setup = simulate(&SimConfig::new(p, players, seed)).unwrap();
                moves_listed_agree_with_check(&setup, &format!("{p} seed {seed}"));
            }
        }
    }

    #[test]
    fn hub_set_faster_game_move_generation_agrees_with_check() {
        use crate::rules::{simulate, SimConfig};
        let mut runs = 0;
        for seed in 0..150 {
            let mut cfg = SimConfig::new(PresetId::HubSet, 2 + (seed % 4) as u8, seed);
            cfg.house.faster_first_turn = Some(true);
            let setup = simulate(&cfg).unwrap();
            runs += moves_listed_agree_with_check(&setup, &format!("seed {seed}"));
        }
        assert!(runs > 100, "{runs} moves made inside a faster run");
    }

    #[test]
    fn blocked_when_nobody_can_play() {
        let t = two(PresetId::Classic, &[(1, 2)], &[(3, 4)], 0);
        assert!(t.is_over());
        assert_eq!(t.status().how, Some(RoundEnd::Blocked));
        assert_eq!(t.status().winners, vec![Seat(0)]);
    }
}

//! Club nights and leagues (`shared/spec/club.md`): seating a night's
//! players at tables, moving them between games (a new draw, or the
//! ladder), and the standings over a set of finished games.
//!
//! Pure functions of their input, like the rest of the engine: the app
//! supplies the seed of a draw, and the games' score sheets.

use super::scoresheet::Scoresheet;
use super::sim::Rng;
use crate::i18n::{Message, Said};
use std::cmp::Ordering;
use std::fmt;

/// Players per table when the organiser does not say (`--per-table`).
pub const DEFAULT_PER_TABLE: usize = 4;

/// How a night's or a league's players are ranked (`--scoring`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Scoring {
    /// Lowest average first, then more wins (the default).
    #[default]
    Points,
    /// Most placement points first, then lowest average.
    Placement,
    /// Most wins first, then lowest average.
    Wins,
}

impl Scoring {
    /// Every scoring, in the order the screens offer them.
    pub const ALL: [Scoring; 3] = [Scoring::Points, Scoring::Placement, Scoring::Wins];

    /// Its name on the command line and in storage.
    pub fn id(self) -> &'static str {
        match self {
            Scoring::Points => "points",
            Scoring::Placement => "placement",
            Scoring::Wins => "wins",
        }
    }
}

impl fmt::Display for Scoring {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Scoring {
    type Err = String;
    fn from_str(s: &str) -> Result<Scoring, String> {
        Scoring::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| format!("'{s}' is not a scoring: use points, placement or wins"))
    }
}

/// How the next game of a night is seated (`--seating`).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Seating {
    /// New tables drawn at random.
    #[default]
    Random,
    /// Each table's winner moves up one table, its last player down one.
    Ladder,
    /// Few pairs who have already shared a table tonight sit together
    /// again ([`fresh_tables`]).
    Fresh,
}

impl Seating {
    /// All three, in the order the screens offer them.
    pub const ALL: [Seating; 3] = [Seating::Random, Seating::Ladder, Seating::Fresh];

    /// Its name on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Seating::Random => "random",
            Seating::Ladder => "ladder",
            Seating::Fresh => "fresh",
        }
    }
}

impl fmt::Display for Seating {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.id())
    }
}

impl std::str::FromStr for Seating {
    type Err = String;
    fn from_str(s: &str) -> Result<Seating, String> {
        Seating::ALL
            .into_iter()
            .find(|k| k.id() == s)
            .ok_or_else(|| format!("'{s}' is not a seating: use random, ladder or fresh"))
    }
}

/// Why players cannot be seated.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SeatingError {
    /// No player was named.
    NoPlayers,
    /// `--per-table` below 2.
    PerTable(usize),
    /// A table would hold a single player.
    Alone {
        /// Players named.
        players: usize,
    },
    /// A player named twice (names match without regard to case, as the
    /// players' list does).
    Twice(String),
    /// An empty name.
    EmptyName(usize),
}

impl fmt::Display for SeatingError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        crate::i18n::english_fmt(&self.said(), f)
    }
}

impl Message for SeatingError {
    fn said(&self) -> Said {
        match self {
            SeatingError::NoPlayers => Said::new("err-seat-no-players"),
            SeatingError::PerTable(k) => Said::new("err-seat-per-table").arg("n", *k),
            SeatingError::Alone { players } => Said::new("err-seat-alone").arg("n", *players),
            SeatingError::Twice(name) => Said::new("err-seat-twice").arg("name", name),
            SeatingError::EmptyName(i) => Said::new("err-seat-empty-name").arg("n", *i),
        }
    }

    fn samples() -> Vec<SeatingError> {
        vec![
            SeatingError::NoPlayers,
            SeatingError::PerTable(1),
            SeatingError::Alone { players: 1 },
            SeatingError::Twice("Ana".into()),
            SeatingError::EmptyName(3),
        ]
    }
}

impl std::error::Error for SeatingError {}

/// The sizes of the tables `players` are seated at, `per_table` at most at
/// each: `ceil(players / per_table)` tables whose sizes differ by at most
/// one, the larger first.
///
/// ```
/// use mextrain::rules::club::table_sizes;
/// assert_eq!(table_sizes(10, 4), vec![4, 3, 3]);
/// assert_eq!(table_sizes(8, 4), vec![4, 4]);
/// assert_eq!(table_sizes(5, 4), vec![3, 2]);
/// ```
pub fn table_sizes(players: usize, per_table: usize) -> Vec<usize> {
    if players == 0 || per_table == 0 {
        return vec![];
    }
    let tables = players.div_ceil(per_table);
    let (base, extra) = (players / tables, players % tables);
    (0..tables).map(|t| base + usize::from(t < extra)).collect()
}

/// Checks a night's players (already cleaned) and table size.
pub fn check_players(players: &[String], per_table: usize) -> Result<(), SeatingError> {
    if players.is_empty() {
        return Err(SeatingError::NoPlayers);
    }
    if per_table < 2 {
        return Err(SeatingError::PerTable(per_table));
    }
    for (i, p) in players.iter().enumerate() {
        if p.is_empty() {
            return Err(SeatingError::EmptyName(i + 1));
        }
        if players[..i]
            .iter()
            .any(|q| crate::i18n::lowercase(q) == crate::i18n::lowercase(p))
        {
            return Err(SeatingError::Twice(p.clone()));
        }
    }
    if table_sizes(players.len(), per_table).iter().any(|&n| n < 2) {
        return Err(SeatingError::Alone {
            players: players.len(),
        });
    }
    Ok(())
}

/// The night's players drawn at tables of `per_table` at most
/// ([`table_sizes`]): each table's players in seat order. The same seed
/// draws the same tables.
///
/// ```
/// use mextrain::rules::club::draw_tables;
/// let names: Vec<String> = ["Ana", "Ben", "Cy", "Dee", "Eve"].map(String::from).into();
/// let tables = draw_tables(&names, 4, 7).unwrap();
/// assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), vec![3, 2]);
/// assert_eq!(tables, draw_tables(&names, 4, 7).unwrap());
/// ```
pub fn draw_tables(
    players: &[String],
    per_table: usize,
    seed: u64,
) -> Result<Vec<Vec<String>>, SeatingError> {
    check_players(players, per_table)?;
    let mut order: Vec<String> = players.to_vec();
    let mut rng = Rng::new(seed);
    for i in (1..order.len()).rev() {
        let j = rng.below(i + 1);
        order.swap(i, j);
    }
    let mut rest = order.into_iter();
    Ok(table_sizes(players.len(), per_table)
        .into_iter()
        .map(|n| rest.by_ref().take(n).collect())
        .collect())
}

/// The sizes of the tables of a night's next game (`night next`):
/// `players` present at ceil(n / `per_table`) tables whose sizes differ by
/// at most one, the larger first; when that would leave a table with fewer
/// than 2, one table fewer (a table may then hold `per_table` + 1).
/// Fewer than 2 players present cannot be seated.
///
/// ```
/// use mextrain::rules::club::next_table_sizes;
/// assert_eq!(next_table_sizes(10, 4).unwrap(), vec![4, 3, 3]);
/// // 3 at tables of 2: one table of 3, not a table of 2 and one alone.
/// assert_eq!(next_table_sizes(3, 2).unwrap(), vec![3]);
/// assert_eq!(next_table_sizes(5, 2).unwrap(), vec![3, 2]);
/// assert!(next_table_sizes(1, 4).is_err());
/// ```
pub fn next_table_sizes(players: usize, per_table: usize) -> Result<Vec<usize>, SeatingError> {
    if per_table < 2 {
        return Err(SeatingError::PerTable(per_table));
    }
    if players < 2 {
        return Err(SeatingError::Alone { players });
    }
    let sizes = table_sizes(players, per_table);
    if sizes.iter().all(|&n| n >= 2) {
        return Ok(sizes);
    }
    let tables = sizes.len() - 1;
    let (base, extra) = (players / tables, players % tables);
    Ok((0..tables).map(|t| base + usize::from(t < extra)).collect())
}

/// `players` cut into tables of `sizes`, in order.
fn cut(players: Vec<String>, sizes: &[usize]) -> Vec<Vec<String>> {
    let mut rest = players.into_iter();
    sizes
        .iter()
        .map(|&n| rest.by_ref().take(n).collect())
        .collect()
}

/// The players present drawn at random at tables of `sizes`
/// ([`next_table_sizes`]); the same seed draws the same tables.
pub fn draw_sized(players: &[String], sizes: &[usize], seed: u64) -> Vec<Vec<String>> {
    let mut order: Vec<String> = players.to_vec();
    let mut rng = Rng::new(seed);
    for i in (1..order.len()).rev() {
        let j = rng.below(i + 1);
        order.swap(i, j);
    }
    cut(order, sizes)
}

/// The ladder with arrivals and departures (`night next --seating
/// ladder`, club.md). The players of the last game are listed table by
/// table (table 1 first), each table's by final place (ties: the lower
/// seat first); each table's first moves up one table and each table's
/// last down one (table 1's first and the last table's last stay). Who is
/// no longer `present` is removed, the `arrivals` are added at the end in
/// the order given, and the list is cut into `sizes` from table 1. When the
/// sizes are unchanged and nobody arrived or left, the others keep their
/// seats and each mover takes the seat the other left ([`ladder`]).
///
/// ```
/// use mextrain::rules::club::{ladder_next, TableResult};
/// let t = |p: [&str; 3]| TableResult {
///     players: p.map(String::from).into(),
///     totals: vec![0; 3],
///     ranks: vec![1, 2, 3],
///     winners: vec![0],
///     order: vec![0, 1, 2],
/// };
/// let results = [t(["Ana", "Ben", "Cy"]), t(["Dee", "Eve", "Flo"])];
/// let present: Vec<String> = ["Ana", "Ben", "Cy", "Dee", "Flo", "Gus"].map(String::from).into();
/// // Eve left and Gus arrived: Ana Ben Dee | Cy Flo, then Gus at the end.
/// let tables = ladder_next(&results, &present, &["Gus".to_string()], &[3, 3]);
/// assert_eq!(tables, [["Ana", "Ben", "Dee"], ["Cy", "Flo", "Gus"]]);
/// ```
pub fn ladder_next(
    results: &[TableResult],
    present: &[String],
    arrivals: &[String],
    sizes: &[usize],
) -> Vec<Vec<String>> {
    let unchanged = arrivals.is_empty()
        && results
            .iter()
            .map(|r| r.players.len())
            .eq(sizes.iter().copied())
        && results
            .iter()
            .flat_map(|r| &r.players)
            .all(|p| present.contains(p));
    if unchanged {
        return ladder(results);
    }
    let mut list: Vec<String> = vec![];
    let mut ends = vec![];
    for r in results {
        list.extend(r.order.iter().map(|&s| r.players[s].clone()));
        ends.push(list.len());
    }
    // Between two tables, the upper one's last and the lower one's first
    // change places.
    for &end in ends.iter().rev().skip(1) {
        if end > 0 && end < list.len() {
            list.swap(end - 1, end);
        }
    }
    list.retain(|p| present.contains(p));
    list.extend(arrivals.iter().cloned());
    cut(list, sizes)
}

/// The most steps [`fresh_tables`] takes: each step tries one swap of two
/// players at different tables. Bounded in steps rather than in time, so
/// that a seed seats the same tables on every machine.
pub const FRESH_STEPS: usize = 20_000;

/// Fresh tables (`night next --seating fresh`): the players present at
/// tables of `sizes` so that few pairs sit together again who have
/// already shared a table tonight. `met(a, b)` is how many earlier games
/// players `a` and `b` (indices into `players`) shared; a seating costs
/// the sum of `met` over the pairs it seats together. A seeded search,
/// bounded in steps ([`FRESH_STEPS`]): restarts from random draws, each
/// improved by swapping two players while that lowers the cost, then
/// shaken and improved again; the cheapest seating found wins (the first
/// found among equals). The same seed gives the same tables.
///
/// ```
/// use mextrain::rules::club::fresh_tables;
/// let names: Vec<String> = ["Ana", "Ben", "Cy", "Dee"].map(String::from).into();
/// // Ana and Ben, Cy and Dee shared a table: they are split.
/// let met = |a: usize, b: usize| u32::from(a / 2 == b / 2);
/// let tables = fresh_tables(&names, &[2, 2], met, 1);
/// for t in &tables {
///     assert!(!(t.contains(&names[0]) && t.contains(&names[1])));
///     assert!(!(t.contains(&names[2]) && t.contains(&names[3])));
/// }
/// ```
pub fn fresh_tables(
    players: &[String],
    sizes: &[usize],
    met: impl Fn(usize, usize) -> u32,
    seed: u64,
) -> Vec<Vec<String>> {
    let n = players.len();
    let w: Vec<Vec<u32>> = (0..n)
        .map(|a| (0..n).map(|b| if a == b { 0 } else { met(a, b) }).collect())
        .collect();
    // table[i]: player i's table; the seating as a list of tables.
    let cost_of = |tables: &[Vec<usize>]| -> u64 {
        tables
            .iter()
            .map(|t| {
                let mut c = 0u64;
                for (i, &a) in t.iter().enumerate() {
                    for &b in &t[i + 1..] {
                        c += u64::from(w[a][b]);
                    }
                }
                c
            })
            .sum()
    };
    // What player `a` costs at table `t` (without `skip`).
    let at = |tables: &[Vec<usize>], a: usize, t: usize, skip: usize| -> i64 {
        tables[t]
            .iter()
            .filter(|&&b| b != a && b != skip)
            .map(|&b| i64::from(w[a][b]))
            .sum()
    };
    let mut rng = Rng::new(seed);
    let mut best: Option<(u64, Vec<Vec<usize>>)> = None;
    let restarts = 4;
    let per_restart = FRESH_STEPS / restarts;
    for _ in 0..restarts {
        let mut order: Vec<usize> = (0..n).collect();
        for i in (1..n).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let mut tables: Vec<Vec<usize>> = {
            let mut rest = order.into_iter();
            sizes
                .iter()
                .map(|&k| rest.by_ref().take(k).collect())
                .collect()
        };
        let mut cost = cost_of(&tables);
        let mut local_best = (cost, tables.clone());
        let mut left = per_restart;
        while left > 0 && cost > 0 && tables.len() > 1 {
            left -= 1;
            // One step: a random player at a random other table, swapped
            // when it does not cost more (sideways moves let the search
            // wander across plateaus); now and then a shake.
            let t1 = rng.below(tables.len());
            let mut t2 = rng.below(tables.len() - 1);
            if t2 >= t1 {
                t2 += 1;
            }
            let (i1, i2) = (rng.below(tables[t1].len()), rng.below(tables[t2].len()));
            let (a, b) = (tables[t1][i1], tables[t2][i2]);
            let delta = at(&tables, a, t2, b) + at(&tables, b, t1, a)
                - at(&tables, a, t1, a)
                - at(&tables, b, t2, b);
            let shake = left % 500 == 0;
            if delta <= 0 || shake {
                tables[t1][i1] = b;
                tables[t2][i2] = a;
                cost = (cost as i64 + delta) as u64;
                if cost < local_best.0 {
                    local_best = (cost, tables.clone());
                }
            }
        }
        if best.as_ref().is_none_or(|(c, _)| local_best.0 < *c) {
            best = Some(local_best);
        }
        if best.as_ref().is_some_and(|(c, _)| *c == 0) {
            break;
        }
    }
    let tables = best.map(|(_, t)| t).unwrap_or_default();
    tables
        .into_iter()
        .map(|t| t.into_iter().map(|i| players[i].clone()).collect())
        .collect()
}

/// A finished game's result at one table: the players in seat order and
/// each seat's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableResult {
    /// Names, in seat order.
    pub players: Vec<String>,
    /// Each seat's total.
    pub totals: Vec<i32>,
    /// Each seat's rank (1 = won; tied seats share it, as
    /// [`Scoresheet::standings`] ranks them).
    pub ranks: Vec<usize>,
    /// The seats that won (a shared win counts for each).
    pub winners: Vec<usize>,
    /// The seats from first to last.
    pub order: Vec<usize>,
}

impl TableResult {
    /// The result of a game's score sheet (its players are its names).
    pub fn of(sheet: &Scoresheet) -> TableResult {
        let standings = sheet.standings();
        let mut ranks = vec![0; sheet.seats()];
        for &(rank, seat, _) in &standings {
            ranks[seat] = rank;
        }
        TableResult {
            players: sheet.spec.players.clone(),
            totals: sheet.totals(),
            ranks,
            winners: sheet.winners(),
            order: standings.iter().map(|&(_, s, _)| s).collect(),
        }
    }

    /// The result from each seat's name, total and rank as stored (the
    /// statistics' rows of a game): the winners are the seats ranked 1,
    /// and the order is by rank, then seat, as [`Scoresheet::standings`]
    /// orders them.
    pub fn from_ranks(players: Vec<String>, totals: Vec<i32>, ranks: Vec<usize>) -> TableResult {
        let mut order: Vec<usize> = (0..ranks.len()).collect();
        super::order::sort_by_key(&mut order, |&s| (ranks[s], s));
        TableResult {
            winners: (0..ranks.len()).filter(|&s| ranks[s] == 1).collect(),
            players,
            totals,
            ranks,
            order,
        }
    }

    /// Each seat's placement points, in halves: at a table of n players the
    /// first gets n points, the next n-1, ... the last 1; tied seats share
    /// the average of the places they cover.
    pub fn placement_halves(&self) -> Vec<i64> {
        let n = self.ranks.len() as i64;
        self.ranks
            .iter()
            .map(|&r| {
                let r = r as i64;
                let k = self.ranks.iter().filter(|&&q| q as i64 == r).count() as i64;
                // Places r ..= r+k-1, worth n+1-p each: their average, doubled.
                2 * (n + 1) - (2 * r + k - 1)
            })
            .collect()
    }
}

/// The ladder (`night next --seating ladder`): each table's winner moves up
/// one table (towards table 1), its last-placed player down one, the others
/// staying in their seats. A player moving up takes the seat of the one who
/// moved down from that table, and a player moving down the seat of the one
/// who moved up; table 1 keeps its winner and the last table its last.
///
/// ```
/// use mextrain::rules::club::{ladder, TableResult};
/// let t = |p: [&str; 3], order: [usize; 3]| TableResult {
///     players: p.map(String::from).into(),
///     totals: vec![0; 3],
///     ranks: vec![1, 2, 3],
///     winners: vec![order[0]],
///     order: order.into(),
/// };
/// let tables = ladder(&[t(["Ana", "Ben", "Cy"], [0, 1, 2]), t(["Dee", "Eve", "Flo"], [2, 0, 1])]);
/// // Table 1's last (Cy) goes down; table 2's winner (Flo) comes up into Cy's seat.
/// assert_eq!(tables[0], ["Ana", "Ben", "Flo"]);
/// // Table 2's winner's seat goes to Cy; its last (Eve) stays: there is no table 3.
/// assert_eq!(tables[1], ["Dee", "Eve", "Cy"]);
/// ```
pub fn ladder(results: &[TableResult]) -> Vec<Vec<String>> {
    let mut tables: Vec<Vec<String>> = results.iter().map(|r| r.players.clone()).collect();
    let last = results.len().saturating_sub(1);
    for (t, r) in results.iter().enumerate() {
        let (Some(&best), Some(&worst)) = (r.order.first(), r.order.last()) else {
            continue;
        };
        // Table t's winner goes up into the seat table t-1's last leaves.
        if t > 0 {
            if let Some(&down) = results[t - 1].order.last() {
                tables[t - 1][down] = r.players[best].clone();
            }
        }
        // Table t's last goes down into the seat table t+1's winner leaves.
        if t < last {
            if let Some(&up) = results[t + 1].order.first() {
                tables[t + 1][up] = r.players[worst].clone();
            }
        }
    }
    tables
}

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Standing {
    /// The name, as stored.
    pub name: String,
    /// Finished games played.
    pub games: usize,
    /// Games won (a shared win counts for each winner).
    pub wins: usize,
    /// The sum of the game totals.
    pub points: i64,
    /// Placement points, in halves (see [`TableResult::placement_halves`]).
    pub placement_halves: i64,
    /// Rank under the scoring: equal lines share it.
    pub rank: usize,
}

impl Standing {
    /// `points / games`, to two decimals.
    pub fn average(&self) -> f64 {
        if self.games == 0 {
            return 0.0;
        }
        (self.points as f64 / self.games as f64 * 100.0).round() / 100.0
    }

    /// The placement points (a half where places were shared).
    pub fn placement(&self) -> f64 {
        self.placement_halves as f64 / 2.0
    }

    /// The average compared exactly (`points / games`, as fractions).
    pub(crate) fn cmp_average(&self, other: &Standing) -> Ordering {
        let a = self.points as i128 * other.games.max(1) as i128;
        let b = other.points as i128 * self.games.max(1) as i128;
        a.cmp(&b)
    }

    /// Better first under `scoring`; `Equal` for a shared rank.
    fn cmp_under(&self, other: &Standing, scoring: Scoring) -> Ordering {
        match scoring {
            Scoring::Points => self
                .cmp_average(other)
                .then_with(|| other.wins.cmp(&self.wins)),
            Scoring::Placement => other
                .placement_halves
                .cmp(&self.placement_halves)
                .then_with(|| self.cmp_average(other)),
            Scoring::Wins => other
                .wins
                .cmp(&self.wins)
                .then_with(|| self.cmp_average(other)),
        }
    }
}

/// The standings over finished games' results, best first, ranked under
/// `scoring` (equal players share a rank, the next rank skips: 1, 1, 3).
/// Names are matched exactly as stored.
pub fn standings(results: &[TableResult], scoring: Scoring) -> Vec<Standing> {
    let mut tally = Tally::default();
    for r in results {
        tally.add(r);
    }
    tally.ranked(scoring)
}

/// Standings counted game by game: [`Tally::add`] each result as it comes
/// (a name found by a map, not a search), and [`Tally::ranked`] whenever
/// the standings so far are wanted (a league's after each night). Counting
/// a season is one pass over its games.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    lines: Vec<Standing>,
    index: std::collections::HashMap<String, usize>,
}

impl Tally {
    /// Counts one finished game.
    pub fn add(&mut self, r: &TableResult) {
        let halves = r.placement_halves();
        for (seat, name) in r.players.iter().enumerate() {
            let i = match self.index.get(name) {
                Some(&i) => i,
                None => {
                    self.lines.push(Standing {
                        name: name.clone(),
                        games: 0,
                        wins: 0,
                        points: 0,
                        placement_halves: 0,
                        rank: 0,
                    });
                    self.index.insert(name.clone(), self.lines.len() - 1);
                    self.lines.len() - 1
                }
            };
            let line = &mut self.lines[i];
            line.games += 1;
            line.wins += usize::from(r.winners.contains(&seat));
            line.points += i64::from(r.totals.get(seat).copied().unwrap_or(0));
            line.placement_halves += halves.get(seat).copied().unwrap_or(0);
        }
    }

    /// Whether no game is counted.
    pub fn is_empty(&self) -> bool {
        self.lines.is_empty()
    }

    /// The standings so far, best first, ranked under `scoring`.
    pub fn ranked(&self, scoring: Scoring) -> Vec<Standing> {
        rank(self.lines.clone(), scoring)
    }

    /// The lines counted so far, in the order their names first came.
    pub fn lines(&self) -> &[Standing] {
        &self.lines
    }
}

/// `lines` best first under `scoring` (equal lines by name), each given
/// its rank: equal lines share it, the next skips (1, 1, 3).
pub fn rank(mut lines: Vec<Standing>, scoring: Scoring) -> Vec<Standing> {
    super::order::sort_by(&mut lines, |a, b| {
        a.cmp_under(b, scoring).then_with(|| a.name.cmp(&b.name))
    });
    for i in 0..lines.len() {
        lines[i].rank = if i > 0 && lines[i].cmp_under(&lines[i - 1], scoring).is_eq() {
            lines[i - 1].rank
        } else {
            i + 1
        };
    }
    lines
}

/// What an exported game of a night carries (`"night": {...}` in the
/// export, `shared/spec/club.md`): the night, and the game's table and
/// number within it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
#[serde(deny_unknown_fields)]
pub struct NightTag {
    /// The night's stable id across machines.
    pub uid: String,
    /// Its name.
    pub name: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The table, from 1.
    pub table: u32,
    /// The game's number within the night, from 1.
    pub game: u32,
    /// The league the night belongs to, if any.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub league: Option<String>,
}

impl NightTag {
    /// What is wrong with it, if anything: (field, message).
    pub fn problem(&self) -> Option<(&'static str, String)> {
        let date_ok = self.date.len() == 10
            && self.date.bytes().enumerate().all(|(i, b)| match i {
                4 | 7 => b == b'-',
                _ => b.is_ascii_digit(),
            });
        if self.uid.trim().is_empty() {
            Some(("night.uid", "empty".into()))
        } else if self.name.trim().is_empty() {
            Some(("night.name", "empty".into()))
        } else if !date_ok {
            Some((
                "night.date",
                format!("'{}' is not a date like 2026-11-24", self.date),
            ))
        } else if self.table == 0 {
            Some(("night.table", "tables are numbered from 1".into()))
        } else if self.game == 0 {
            Some(("night.game", "a night's games are numbered from 1".into()))
        } else if self.league.as_deref().is_some_and(|l| l.trim().is_empty()) {
            Some(("night.league", "empty".into()))
        } else {
            None
        }
    }
}

/// The schedule of a game whose time is up with `played` rounds saved:
/// the round being played is the last (`schedule` unchanged when it ends
/// there already).
///
/// ```
/// use mextrain::rules::club::cut_schedule;
/// assert_eq!(cut_schedule(&[12, 11, 10, 9], 1), vec![12, 11]);
/// assert_eq!(cut_schedule(&[12, 11], 3), vec![12, 11]);
/// ```
pub fn cut_schedule(schedule: &[u8], played: usize) -> Vec<u8> {
    schedule[..(played + 1).min(schedule.len())].to_vec()
}

/// A night to store (checked by the caller).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NewNight {
    /// Its name.
    pub name: String,
    /// Its date, `YYYY-MM-DD`.
    pub date: String,
    /// The league it belongs to (made if new).
    pub league: Option<String>,
    /// The rules every table plays: its players are left out.
    pub rules: super::GameSpec,
    /// Players per table, at most.
    pub per_table: usize,
    /// The time limit of a game, in minutes.
    pub minutes: Option<u32>,
    /// How its standings are ranked.
    pub scoring: Scoring,
}

/// A stored night.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct NightRecord {
    /// Row id.
    pub id: i64,
    /// Stable id across machines.
    pub uid: String,
    /// Settings.
    pub night: NewNight,
    /// When it was set up (Unix seconds).
    pub created_at: i64,
}

/// One table on the board.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct BoardTable {
    /// The table, from 1.
    pub table: usize,
    /// Its game.
    pub game: i64,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Their marker colours.
    pub colours: Vec<String>,
    /// Each seat's total.
    pub totals: Vec<i32>,
    /// Rounds saved.
    pub played: usize,
    /// Rounds scheduled (after any cut).
    pub rounds: usize,
    /// The round being played's double, if one is.
    pub engine: Option<u8>,
    /// Whether its game is finished.
    pub finished: bool,
    /// The winners' seats once finished.
    pub winners: Vec<usize>,
    /// Seconds left under the time limit.
    pub seconds_left: Option<i64>,
    /// The seats whose hand a phone has entered for the round being
    /// played (table mode).
    #[serde(default)]
    pub entered: Vec<usize>,
}

/// The night at a glance: every table of its latest game, and its
/// standings.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Board {
    /// The night.
    pub night: NightRecord,
    /// The game's number within the night.
    pub number: usize,
    /// Every table.
    pub tables: Vec<BoardTable>,
    /// The standings over the night's finished games.
    pub standings: Vec<Standing>,
}

impl Board {
    /// Whether every table has finished (the next game can start).
    pub fn all_finished(&self) -> bool {
        !self.tables.is_empty() && self.tables.iter().all(|t| t.finished)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn names(n: usize) -> Vec<String> {
        (0..n).map(|i| format!("P{i}")).collect()
    }

    fn result(players: &[&str], totals: &[i32]) -> TableResult {
        let mut order: Vec<usize> = (0..players.len()).collect();
        order.sort_by_key(|&s| (totals[s], s));
        let mut ranks = vec![0; players.len()];
        for (i, &s) in order.iter().enumerate() {
            ranks[s] = if i > 0 && totals[order[i - 1]] == totals[s] {
                ranks[order[i - 1]]
            } else {
                i + 1
            };
        }
        let best = totals.iter().min().copied().unwrap();
        TableResult {
            players: players.iter().map(|s| s.to_string()).collect(),
            totals: totals.to_vec(),
            winners: (0..players.len()).filter(|&s| totals[s] == best).collect(),
            ranks,
            order,
        }
    }

    #[test]
    fn next_tables_never_leave_anyone_alone_and_differ_by_at_most_one() {
        assert!(next_table_sizes(0, 4).is_err());
        assert!(next_table_sizes(1, 4).is_err());
        assert!(next_table_sizes(5, 1).is_err());
        for n in 2..80 {
            for k in 2..9 {
                let sizes = next_table_sizes(n, k).unwrap();
                assert_eq!(sizes.iter().sum::<usize>(), n, "{n} at {k}");
                assert!(
                    sizes.iter().all(|&s| s >= 2 && s <= k + 1),
                    "{n} at {k}: {sizes:?}"
                );
                assert!(sizes.windows(2).all(|w| w[0] >= w[1] && w[0] - w[1] <= 1));
                let plain = table_sizes(n, k);
                if plain.iter().all(|&s| s >= 2) {
                    assert_eq!(sizes, plain, "ceil(n / K) tables when none is alone");
                } else {
                    assert_eq!(sizes.len(), plain.len() - 1, "one table fewer: {n} at {k}");
                }
            }
        }
        assert_eq!(next_table_sizes(3, 2).unwrap(), vec![3]);
        assert_eq!(next_table_sizes(7, 2).unwrap(), vec![3, 2, 2]);
    }

    #[test]
    fn the_ladder_list_removes_leavers_adds_arrivals_and_cuts_new_sizes() {
        let t1 = result(&["Ana", "Ben", "Cy", "Dee"], &[10, 5, 30, 20]);
        let t2 = result(&["Eve", "Flo", "Gus", "Hal"], &[7, 7, 40, 1]);
        // Places: table 1 Ben Ana Dee Cy; table 2 Hal Eve Flo Gus (Eve and
        // Flo tied: the lower seat first). Cy and Hal change places.
        let all: Vec<String> = ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
            .map(String::from)
            .into();
        // Nobody came or went, the same sizes: seats kept, movers swap seats.
        assert_eq!(
            ladder_next(&[t1.clone(), t2.clone()], &all, &[], &[4, 4]),
            ladder(&[t1.clone(), t2.clone()])
        );
        // Dee leaves, Ida and Jo arrive: 9 at tables of 4 -> 3, 3, 3.
        let present: Vec<String> = all.iter().filter(|p| *p != "Dee").cloned().collect();
        let arrivals = ["Ida".to_string(), "Jo".to_string()];
        let mut here = present.clone();
        here.extend(arrivals.clone());
        let sizes = next_table_sizes(here.len(), 4).unwrap();
        assert_eq!(sizes, [3, 3, 3]);
        let tables = ladder_next(&[t1.clone(), t2.clone()], &here, &arrivals, &sizes);
        // List: Ben Ana Dee Hal | Cy Eve Flo Gus; without Dee; + Ida Jo.
        assert_eq!(
            tables,
            [
                ["Ben", "Ana", "Hal"],
                ["Cy", "Eve", "Flo"],
                ["Gus", "Ida", "Jo"]
            ]
        );
        // Four leave and a table disappears: one table of the four left.
        let few: Vec<String> = ["Ana", "Cy", "Gus", "Hal"].map(String::from).into();
        let tables = ladder_next(&[t1, t2], &few, &[], &[4]);
        assert_eq!(tables, [["Ana", "Hal", "Cy", "Gus"]]);
    }

    /// Repeated pairs over a night of `games` games of `n` players at
    /// tables of `k`: game 1 drawn, the others by `seat`; each pair counted
    /// once per game shared past the first.
    fn repeats(n: usize, k: usize, games: usize, seed: u64, fresh: bool) -> u32 {
        let players = names(n);
        let sizes = next_table_sizes(n, k).unwrap();
        let mut met = vec![vec![0u32; n]; n];
        let mut repeats = 0;
        for g in 0..games {
            let seed = seed.wrapping_mul(31).wrapping_add(g as u64);
            let tables = if fresh && g > 0 {
                fresh_tables(&players, &sizes, |a, b| met[a][b], seed)
            } else {
                draw_sized(&players, &sizes, seed)
            };
            for t in &tables {
                let at: Vec<usize> = t
                    .iter()
                    .map(|p| players.iter().position(|q| q == p).unwrap())
                    .collect();
                for (i, &a) in at.iter().enumerate() {
                    for &b in &at[i + 1..] {
                        repeats += met[a][b].min(1);
                        met[a][b] += 1;
                        met[b][a] += 1;
                    }
                }
            }
        }
        repeats
    }

    /// Over 100 nights each: fresh tables repeat at most a quarter of a
    /// random draw's pairs where tables can be fresh (24 at 4 over 5 games,
    /// 30 at 5 over 4). 12 at tables of 4 cannot: a table of 4 drawn from
    /// 3 earlier tables holds two who met (3 repeats a game at least, 6 a
    /// night of 3 games, 43 % of a random draw's); fresh meets that bound
    /// in game 2 and stays under two thirds of random over the night.
    #[test]
    fn fresh_tables_repeat_at_most_a_quarter_of_a_random_draws_pairs() {
        let total = |n, k, games| {
            let (mut fresh, mut random) = (0, 0);
            for seed in 0..100 {
                fresh += repeats(n, k, games, seed, true);
                random += repeats(n, k, games, seed, false);
            }
            assert!(random > 0, "{n} at {k}: a random draw repeats pairs");
            (fresh, random)
        };
        for (n, k, games) in [(24, 4, 5), (30, 5, 4)] {
            let (fresh, random) = total(n, k, games);
            assert!(
                fresh * 4 <= random,
                "{n} at {k} over {games} games: fresh {fresh}, random {random} (100 nights)"
            );
        }
        let (fresh, _) = total(12, 4, 2);
        assert_eq!(
            fresh, 300,
            "12 at 4: 3 repeats in game 2, the fewest there can be"
        );
        let (fresh, random) = total(12, 4, 3);
        assert!(
            fresh * 3 <= random * 2,
            "12 at 4 over 3: fresh {fresh}, random {random}"
        );
    }

    #[test]
    fn fresh_tables_are_the_same_for_a_seed_and_seat_everyone_at_the_sizes() {
        let players = names(13);
        let sizes = next_table_sizes(13, 4).unwrap();
        let met = |a: usize, b: usize| ((a * 7 + b * 7) % 3) as u32;
        let one = fresh_tables(&players, &sizes, met, 42);
        assert_eq!(one, fresh_tables(&players, &sizes, met, 42));
        assert_eq!(one.iter().map(Vec::len).collect::<Vec<_>>(), sizes);
        let mut all = one.concat();
        all.sort();
        let mut want = players.clone();
        want.sort();
        assert_eq!(all, want);
        // Nobody has met: any seating is fresh, and it is found at once.
        let none = fresh_tables(&players, &sizes, |_, _| 0, 1);
        assert_eq!(none.concat().len(), 13);
    }

    #[test]
    fn tables_differ_by_at_most_one_and_hold_everyone() {
        for n in 2..60 {
            for k in 2..10 {
                let sizes = table_sizes(n, k);
                assert_eq!(sizes.len(), n.div_ceil(k), "{n} at {k}");
                assert_eq!(sizes.iter().sum::<usize>(), n);
                let (lo, hi) = (sizes.iter().min().unwrap(), sizes.iter().max().unwrap());
                assert!(hi - lo <= 1 && *hi <= k, "{n} at {k}: {sizes:?}");
            }
        }
    }

    #[test]
    fn a_draw_seats_everyone_once_and_follows_its_seed() {
        let players = names(11);
        let a = draw_tables(&players, 4, 1).unwrap();
        let mut seated: Vec<String> = a.concat();
        seated.sort();
        let mut want = players.clone();
        want.sort();
        assert_eq!(seated, want);
        assert_eq!(a, draw_tables(&players, 4, 1).unwrap());
        let differ = (2..10).any(|s| draw_tables(&players, 4, s).unwrap() != a);
        assert!(differ, "every seed drew the same tables");
    }

    #[test]
    fn refusals_name_the_problem() {
        let e = draw_tables(&names(1), 4, 0).unwrap_err();
        assert_eq!(e, SeatingError::Alone { players: 1 });
        assert!(e.to_string().contains("at least 2"), "{e}");
        assert_eq!(
            draw_tables(&names(4), 1, 0).unwrap_err(),
            SeatingError::PerTable(1)
        );
        let twice = vec!["Ana".to_string(), "Ben".into(), "ana".into()];
        assert_eq!(
            draw_tables(&twice, 4, 0).unwrap_err(),
            SeatingError::Twice("ana".into())
        );
        assert_eq!(draw_tables(&[], 4, 0).unwrap_err(), SeatingError::NoPlayers);
    }

    #[test]
    fn a_result_from_stored_ranks_is_the_score_sheets_own() {
        use crate::rules::{GameSpec, PlayerInput, PresetId, RoundInput, TieBreak};
        // Ana and Cy tie on 7 with a round won each (both win); Ben and
        // Dee tie on 9 (both third).
        let mut spec = GameSpec::new(
            PresetId::Classic,
            12,
            ["Ana", "Ben", "Cy", "Dee"].map(String::from).into(),
        )
        .unwrap();
        spec.house.tie_break = Some(TieBreak::MostRoundsWon);
        let mut sheet = Scoresheet::new(spec);
        for totals in [["7", "4", "", "5"], ["", "5", "7", "4"]] {
            let p = |t: &str| PlayerInput {
                out: t.is_empty(),
                total: (!t.is_empty()).then(|| t.into()),
                ..Default::default()
            };
            let input = RoundInput {
                starter: Some(0),
                players: totals.iter().map(|t| p(t)).collect(),
                ..Default::default()
            };
            let e = sheet.accept(sheet.rounds.len(), &input).unwrap();
            sheet.rounds.push(e);
        }
        let of = TableResult::of(&sheet);
        assert_eq!(of.totals, [7, 9, 7, 9]);
        assert_eq!(of.ranks, [1, 3, 1, 3]);
        let stored =
            TableResult::from_ranks(of.players.clone(), of.totals.clone(), of.ranks.clone());
        assert_eq!(stored, of);
    }

    #[test]
    fn placement_shares_the_places_a_tie_covers() {
        // Four players: 10, 20, 20, 30 -> 4, 2.5, 2.5, 1.
        let r = result(&["A", "B", "C", "D"], &[10, 20, 20, 30]);
        assert_eq!(r.placement_halves(), vec![8, 5, 5, 2]);
        // All tied at three: each gets (3+2+1)/3 = 2.
        let r = result(&["A", "B", "C"], &[5, 5, 5]);
        assert_eq!(r.placement_halves(), vec![4, 4, 4]);
    }

    #[test]
    fn standings_under_each_scoring_against_a_hand_count() {
        // Game 1 (4 players): Ana 10, Ben 20, Cy 30, Dee 40.
        // Game 2 (2 players): Ana 50, Ben 5.  Game 3 (2): Cy 12, Dee 12.
        let games = [
            result(&["Ana", "Ben", "Cy", "Dee"], &[10, 20, 30, 40]),
            result(&["Ana", "Ben"], &[50, 5]),
            result(&["Cy", "Dee"], &[12, 12]),
        ];
        // By hand: Ana 2 games, 1 win, 60 pts, avg 30, placement 4+1 = 5.
        //          Ben 2 games, 1 win, 25 pts, avg 12.5, placement 3+2 = 5.
        //          Cy 2 games, 1 win (shared), 42, avg 21, placement 2+1.5 = 3.5.
        //          Dee 2 games, 1 win (shared), 52, avg 26, placement 1+1.5 = 2.5.
        let s = standings(&games, Scoring::Points);
        let line = |n: &str| s.iter().find(|l| l.name == n).unwrap().clone();
        assert_eq!(
            (line("Ana").games, line("Ana").wins, line("Ana").points),
            (2, 1, 60)
        );
        assert_eq!(line("Cy").placement(), 3.5);
        assert_eq!(line("Dee").placement(), 2.5);
        assert_eq!(line("Ben").average(), 12.5);
        let order = |s: &[Standing]| {
            s.iter()
                .map(|l| (l.name.clone(), l.rank))
                .collect::<Vec<_>>()
        };
        let o = |v: &[(&str, usize)]| {
            v.iter()
                .map(|(n, r)| (n.to_string(), *r))
                .collect::<Vec<_>>()
        };
        assert_eq!(
            order(&s),
            o(&[("Ben", 1), ("Cy", 2), ("Dee", 3), ("Ana", 4)])
        );
        // Placement: Ana and Ben 5 (Ben's lower average first), Cy 3.5, Dee 2.5.
        assert_eq!(
            order(&standings(&games, Scoring::Placement)),
            o(&[("Ben", 1), ("Ana", 2), ("Cy", 3), ("Dee", 4)])
        );
        // Wins: all 1, so the average decides.
        assert_eq!(
            order(&standings(&games, Scoring::Wins)),
            o(&[("Ben", 1), ("Cy", 2), ("Dee", 3), ("Ana", 4)])
        );
    }

    #[test]
    fn players_still_tied_share_a_rank() {
        let games = [result(&["Ana", "Ben", "Cy"], &[10, 10, 30])];
        let s = standings(&games, Scoring::Points);
        let ranks: Vec<(String, usize)> = s.iter().map(|l| (l.name.clone(), l.rank)).collect();
        assert_eq!(
            ranks,
            vec![("Ana".into(), 1), ("Ben".into(), 1), ("Cy".into(), 3)]
        );
        // Under wins too (both won, same average).
        assert_eq!(standings(&games, Scoring::Wins)[1].rank, 1);
    }

    #[test]
    fn a_ladder_moves_winners_up_and_the_last_down_and_keeps_table_sizes() {
        let games = [
            result(&["A1", "A2", "A3", "A4"], &[30, 10, 20, 40]),
            result(&["B1", "B2", "B3", "B4"], &[5, 50, 25, 15]),
            result(&["C1", "C2", "C3"], &[9, 3, 6]),
        ];
        let t = ladder(&games);
        // Table 1 keeps its winner A2; its last A4 goes down; B1 (table 2's
        // winner) takes A4's seat.
        assert_eq!(t[0], ["A1", "A2", "A3", "B1"]);
        // Table 2: B1's seat to A4, B2 (last) down, C2 (table 3's winner) into B2's seat.
        assert_eq!(t[1], ["A4", "C2", "B3", "B4"]);
        // Table 3: C2's seat to B2, its last (C1) stays.
        assert_eq!(t[2], ["C1", "B2", "C3"]);
        let mut all: Vec<String> = t.concat();
        all.sort();
        let mut before: Vec<String> = games.iter().flat_map(|g| g.players.clone()).collect();
        before.sort();
        assert_eq!(all, before);
    }

    #[test]
    fn scorings_and_seatings_read_their_names() {
        for s in Scoring::ALL {
            assert_eq!(s.id().parse::<Scoring>(), Ok(s));
        }
        assert!("best".parse::<Scoring>().unwrap_err().contains("'best'"));
        assert_eq!("ladder".parse::<Seating>(), Ok(Seating::Ladder));
        assert!("swiss".parse::<Seating>().is_err());
    }
}

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
}

impl Seating {
    /// Both, in the order the screens offer them.
    pub const ALL: [Seating; 2] = [Seating::Random, Seating::Ladder];

    /// Its name on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Seating::Random => "random",
            Seating::Ladder => "ladder",
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
            .ok_or_else(|| format!("'{s}' is not a seating: use random or ladder"))
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
            .any(|q| q.to_lowercase() == p.to_lowercase())
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
    fn cmp_average(&self, other: &Standing) -> Ordering {
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
        let mut lines = self.lines.clone();
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

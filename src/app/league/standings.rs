//! A league's standings: its nights' finished games read back once and
//! tallied by the engine (`rules::club::Tally`), the season's table, each
//! night's, the table after each night (the rank chart), one player's games,
//! and the standings as a file.

use crate::app::night::{
    file_part, refuse, result_of_row, standings_text, NightOutcome, NightRecord, StandingsFormat,
};
use crate::db::{Db, GameId, LeagueResults, NightId};
use crate::i18n::Said;
use crate::rules::club::{Scoring, Standing, Tally};

/// The names of the leagues, for the night's form.
pub fn leagues(db: &Db) -> NightOutcome<Vec<String>> {
    Ok(db.leagues()?)
}

/// The league's standings as a file: its name and bytes.
pub fn league_standings_file(
    db: &Db,
    league: &str,
    scoring: Scoring,
    format: StandingsFormat,
) -> NightOutcome<(String, Vec<u8>)> {
    let lines = league_standings(db, league, scoring)?;
    let (ext, text) = standings_text(&lines, format);
    let name = format!("league-{}-{scoring}.{ext}", file_part(league));
    Ok((name, text.into_bytes()))
}

/// The standings of the league named `name` over its nights' finished
/// games: one read of its games' results, one pass.
pub fn league_standings(db: &Db, name: &str, scoring: Scoring) -> NightOutcome<Vec<Standing>> {
    let games = league_results(db, name)?.games;
    let mut tally = Tally::default();
    for g in &games {
        tally.add(&result_of_row(g));
    }
    Ok(tally.ranked(scoring))
}

fn league_results(db: &Db, name: &str) -> NightOutcome<LeagueResults> {
    match db.league_results(name)? {
        Some(r) => Ok(r),
        None => refuse(Said::new("now-no-league").arg("league", name)),
    }
}

/// A league at a glance: its nights, the season's standings, each night's
/// standings, and the standings after each night (the rank chart).
#[derive(Clone, Debug, PartialEq)]
pub struct LeagueView {
    /// Its name.
    pub name: String,
    /// Its nights, oldest first.
    pub nights: Vec<NightRecord>,
    /// The standings over every night's finished games.
    pub standings: Vec<Standing>,
    /// Each night's own standings, in the order of `nights`.
    pub by_night: Vec<Vec<Standing>>,
    /// The standings over the nights up to each one, in the order of
    /// `nights`.
    pub after: Vec<Vec<Standing>>,
    /// Each player's marker colour, as last used.
    pub colours: Vec<(String, String)>,
}

impl LeagueView {
    /// How many nights `name` played a finished game at.
    pub fn attendance(&self, name: &str) -> usize {
        self.by_night
            .iter()
            .filter(|night| night.iter().any(|s| s.name == name))
            .count()
    }
}

/// The league named `name` under `scoring`: one read of its games'
/// results and one pass over them, night by night, counting each night's
/// standings and the season's so far (linear in the number of nights).
pub fn league(db: &Db, name: &str, scoring: Scoring) -> NightOutcome<LeagueView> {
    let LeagueResults { nights, games } = league_results(db, name)?;
    let mut season = Tally::default();
    let mut by_night = Vec::with_capacity(nights.len());
    let mut after = Vec::with_capacity(nights.len());
    let mut rest = games.iter().peekable();
    for night in &nights {
        let mut tonight = Tally::default();
        while let Some(g) = rest.next_if(|g| g.night == night.id) {
            let r = result_of_row(g);
            tonight.add(&r);
            season.add(&r);
        }
        by_night.push(tonight.ranked(scoring));
        after.push(season.ranked(scoring));
    }
    Ok(LeagueView {
        name: name.to_string(),
        standings: after.last().cloned().unwrap_or_default(),
        nights,
        by_night,
        after,
        colours: db.known_players()?,
    })
}

/// One game of a player in a league.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayedGame {
    /// The night.
    pub night: NightId,
    /// The night's name and date.
    pub night_name: String,
    /// Its date.
    pub date: String,
    /// The table and the game's number.
    pub table: usize,
    /// The game's number within the night.
    pub number: usize,
    /// The game.
    pub game: GameId,
    /// The player's total.
    pub total: i32,
    /// Their place at the table, and how many played.
    pub rank: usize,
    /// Players at the table.
    pub of: usize,
    /// Whether they won it.
    pub won: bool,
}

/// Every finished game `player` played in the league named `league`,
/// oldest first.
pub fn league_player(db: &Db, league: &str, player: &str) -> NightOutcome<Vec<PlayedGame>> {
    let LeagueResults { nights, games } = league_results(db, league)?;
    let night_of: std::collections::HashMap<NightId, &NightRecord> =
        nights.iter().map(|n| (n.id, n)).collect();
    let mut out = vec![];
    for g in &games {
        let Some(seat) = g.players.iter().position(|p| p == player) else {
            continue;
        };
        let Some(night) = night_of.get(&g.night) else {
            continue;
        };
        out.push(PlayedGame {
            night: g.night,
            night_name: night.night.name.clone(),
            date: night.night.date.clone(),
            table: g.table,
            number: g.number,
            game: g.game,
            total: g.totals[seat],
            rank: g.ranks[seat],
            of: g.players.len(),
            won: g.ranks[seat] == 1,
        });
    }
    Ok(out)
}

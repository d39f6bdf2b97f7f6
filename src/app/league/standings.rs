//! A league's standings: its nights' finished games read back once and
//! tallied by the engine (`rules::club::Tally` for each night,
//! `rules::season::Season` for the season under its rules: best N nights,
//! minimum attendance), the season's table, each night's, the table after
//! each night (the rank chart), one player's games, the standings as a
//! file, and the season's rules set.

use crate::app::night::{
    file_part, refuse, result_of_row, NightOutcome, NightRecord, StandingsFormat,
};
use crate::db::{Db, GameId, LeagueGame, LeagueResults, NightId};
use crate::formats::club;
use crate::i18n::Said;
use crate::rules::club::{Scoring, Standing, Tally};
use crate::rules::season::Season;
pub use crate::rules::season::{SeasonRules, SeasonStanding};

/// The names of the open leagues, for the night's form (a closed one
/// takes no new night).
pub fn leagues(db: &Db) -> NightOutcome<Vec<String>> {
    Ok(db
        .leagues_closed()?
        .into_iter()
        .filter(|(_, closed)| closed.is_none())
        .map(|(name, _)| name)
        .collect())
}

/// The league's standings as a file: its name and bytes; its players'
/// nights attended and counted, and no rank for a player under the
/// minimum attendance.
pub fn league_standings_file(
    db: &Db,
    league: &str,
    scoring: Scoring,
    format: StandingsFormat,
) -> NightOutcome<(String, Vec<u8>)> {
    let lines = league_standings(db, league, scoring)?;
    let (ext, text) = match format {
        StandingsFormat::Json => ("json", club::season_json(&lines) + "\n"),
        StandingsFormat::Csv => ("csv", club::season_csv(&lines)),
    };
    let name = format!("league-{}-{scoring}.{ext}", file_part(league));
    Ok((name, text.into_bytes()))
}

/// The standings of the league named `name` over its nights' finished
/// games, under its season's rules (best N nights, minimum attendance):
/// one read of its games' results, one pass.
pub fn league_standings(
    db: &Db,
    name: &str,
    scoring: Scoring,
) -> NightOutcome<Vec<SeasonStanding>> {
    let results = league_results(db, name)?;
    let mut season = Season::new(scoring, results.rules);
    for night in nights_of(&results) {
        season.add_night(night.lines());
    }
    Ok(season.standings())
}

/// The season's rules of the league named `name`.
pub fn rules(db: &Db, name: &str) -> NightOutcome<SeasonRules> {
    match db.league_rules(name)? {
        Some(r) => Ok(r),
        None => refuse(Said::new("now-no-league").arg("league", name)),
    }
}

/// Changes the season's rules of the league named `name` (`mextrain
/// league set`, the League page's rules): `best` and `min_nights` each
/// when given, the other kept; one transaction. Refused, nothing stored:
/// no such league. Returns the rules now.
pub fn set_rules(
    db: &Db,
    name: &str,
    best: Option<usize>,
    min_nights: Option<usize>,
) -> NightOutcome<SeasonRules> {
    db.write(|tx| {
        let Some(mut rules) = tx.league_rules(name)? else {
            return refuse(Said::new("now-no-league").arg("league", name));
        };
        if let Some(Some(_)) = tx.league_closed_at(name)? {
            crate::app::refuse_closed(Some(name.to_string()))?;
        }
        if let Some(n) = best {
            rules.best = n;
        }
        if let Some(m) = min_nights {
            rules.min_nights = m;
        }
        tx.set_league_rules(name, rules)?;
        Ok(rules)
    })
}

/// Each night's own tally, in the order of the nights: one pass over the
/// games (which come by night).
fn nights_of(results: &LeagueResults) -> Vec<Tally> {
    let mut rest = results.games.iter().peekable();
    results
        .nights
        .iter()
        .map(|night| {
            let mut tonight = Tally::default();
            while let Some(g) = rest.next_if(|g| g.night == night.id) {
                tonight.add(&result_of_row(g));
            }
            tonight
        })
        .collect()
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
    /// The scoring its standings are ranked by.
    pub scoring: Scoring,
    /// Its season's rules.
    pub rules: SeasonRules,
    /// Its nights, oldest first.
    pub nights: Vec<NightRecord>,
    /// The season's standings under its rules: the ranked players, then
    /// those under the minimum attendance.
    pub standings: Vec<SeasonStanding>,
    /// Each night's own standings, in the order of `nights`.
    pub by_night: Vec<Vec<Standing>>,
    /// The season's standings after each night, in the order of `nights`.
    pub after: Vec<Vec<SeasonStanding>>,
    /// Each player's marker colour, as last used.
    pub colours: Vec<(String, String)>,
    /// When its season was closed (`None`: open).
    pub closed_at: Option<i64>,
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

/// The league named `name` under `scoring` and its season's rules: one
/// read of its games' results and one pass over them, night by night,
/// counting each night's standings and the season's so far.
pub fn league(db: &Db, name: &str, scoring: Scoring) -> NightOutcome<LeagueView> {
    league_and_games(db, name, scoring).map(|(view, _)| view)
}

/// [`league`], and the league's finished games it was counted from (by
/// night, in the order of its nights, then number and table): what a
/// published site shows night by night and player by player
/// ([`super::publish`]), from the same one read.
pub fn league_and_games(
    db: &Db,
    name: &str,
    scoring: Scoring,
) -> NightOutcome<(LeagueView, Vec<LeagueGame>)> {
    let results = league_results(db, name)?;
    let mut season = Season::new(scoring, results.rules);
    let mut by_night = Vec::with_capacity(results.nights.len());
    let mut after = Vec::with_capacity(results.nights.len());
    for tonight in nights_of(&results) {
        season.add_night(tonight.lines());
        by_night.push(tonight.ranked(scoring));
        after.push(season.standings());
    }
    let view = LeagueView {
        name: name.to_string(),
        scoring,
        rules: results.rules,
        standings: after.last().cloned().unwrap_or_default(),
        nights: results.nights,
        by_night,
        after,
        colours: db.known_players()?,
        closed_at: results.closed_at,
    };
    Ok((view, results.games))
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
    let LeagueResults { nights, games, .. } = league_results(db, league)?;
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

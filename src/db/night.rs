//! The club nights repository (tables `leagues`, `nights`, `night_games`):
//! a night's settings, and which of its games sits at which table. A
//! night's games themselves are ordinary games ([`super::games`]). Storage
//! only: [`crate::app::night`] seats the players and decides what is
//! allowed.

use super::games::{insert_game, new_uid};
use super::{Db, DbError, GameId, Result, Tx};
use crate::rules::club::{NightTag, Scoring};
use crate::rules::season::SeasonRules;
use crate::rules::{GameSpec, HouseRules, PresetId};
use rusqlite::{params, OptionalExtension, Transaction};
use std::collections::HashMap;

/// A night's row id (the number `mextrain night` prints).
pub type NightId = i64;

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

// A night to store and a stored night are plain data, in the engine
// (`rules::club`), so that a phone's board (table mode, without storage)
// reads them too.
pub use crate::rules::club::{NewNight, NightRecord};

/// One game of a night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightGame {
    /// The game.
    pub game: GameId,
    /// Its table, from 1.
    pub table: usize,
    /// Its number within the night, from 1.
    pub number: usize,
    /// Its players, in seat order.
    pub players: Vec<String>,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// When it finished.
    pub finished_at: Option<i64>,
}

/// What a night stored here holds at the place a game tagged for it
/// would take ([`place_of`]): read in the transaction that would store the
/// game, for the app to judge whether it may (a league host taking a
/// pushed game).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightPlace {
    /// The night's league, if it has one.
    pub league: Option<String>,
    /// Every name seated at one of its games (not deleted).
    pub players: Vec<String>,
    /// Whether a game (even deleted) has the tag's table and number.
    pub taken: bool,
    /// The table's last game (even deleted): its number, and whether it
    /// is finished (or deleted); `None` when the table has none.
    pub table_last: Option<(usize, bool)>,
    /// The night's last game number (0: none).
    pub night_last: usize,
    /// Whether one of its games (not deleted) is being played.
    pub playing: bool,
    /// Whether one of its games is hosted in table mode here.
    pub hosted: bool,
}

/// One finished game of a league, as [`Db::league_results`] reads it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueGame {
    /// Its night.
    pub night: NightId,
    /// The game.
    pub game: GameId,
    /// Its table.
    pub table: usize,
    /// Its number within the night.
    pub number: usize,
    /// Names in seat order (a merged name as the one it is merged into,
    /// unless the game seats that name too: then its own).
    pub players: Vec<String>,
    /// Each seat's total.
    pub totals: Vec<i32>,
    /// Each seat's rank (1 = won).
    pub ranks: Vec<usize>,
}

/// One finished game as the ratings take it ([`Db::rated_games`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RatedGame {
    /// Its night, if it is a night's game.
    pub night: Option<NightId>,
    /// Names in seat order, each once (a merged name as the one it is
    /// merged into, unless the game seats that one too).
    pub players: Vec<String>,
    /// Each seat's final total.
    pub totals: Vec<i64>,
}

/// A league's nights and finished games ([`Db::league_results`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueResults {
    /// Its nights, oldest first.
    pub nights: Vec<NightRecord>,
    /// Its finished games, by night (in the order of `nights`), number,
    /// then table.
    pub games: Vec<LeagueGame>,
    /// The season's rules its standings count by.
    pub rules: SeasonRules,
    /// When it was closed (`None`: open).
    pub closed_at: Option<i64>,
}

impl Tx<'_> {
    /// Stores the season's rules of the league named `name` (exactly):
    /// `false`, and nothing written, when there is no such league.
    pub fn set_league_rules(&self, name: &str, rules: SeasonRules) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE leagues SET best_nights = ?2, min_nights = ?3 WHERE name = ?1",
            params![name, rules.best as i64, rules.min_nights as i64],
        )?;
        Ok(n == 1)
    }

    /// The season's rules of the league named `name`, read in the
    /// transaction; `None` when there is no such league.
    pub fn league_rules(&self, name: &str) -> Result<Option<SeasonRules>> {
        Ok(self
            .tx
            .query_row(
                "SELECT best_nights, min_nights FROM leagues WHERE name = ?1",
                [name],
                rules_of_row,
            )
            .optional()?)
    }
}

impl Tx<'_> {
    /// When the league named `name` was closed: `Some(None)` open, `None`
    /// no such league.
    pub fn league_closed_at(&self, name: &str) -> Result<Option<Option<i64>>> {
        league_closed_at(&self.tx, name)
    }

    /// Closes (`Some(at)`) or reopens (`None`) the league named `name`:
    /// `false`, and nothing written, when there is no such league.
    pub fn set_league_closed(&self, name: &str, at: Option<i64>) -> Result<bool> {
        let n = self.tx.execute(
            "UPDATE leagues SET closed_at = ?2 WHERE name = ?1",
            params![name, at],
        )?;
        Ok(n == 1)
    }

    /// How many games of the league named `name`'s nights are not
    /// finished (games in the bin left out).
    pub fn unfinished_in_league(&self, name: &str) -> Result<usize> {
        let n: i64 = self.tx.query_row(
            "SELECT COUNT(*) FROM night_games ng
             JOIN nights n ON n.id = ng.night_id
             JOIN leagues l ON l.id = n.league_id
             JOIN games g ON g.id = ng.game_id
             WHERE l.name = ?1 AND g.finished_at IS NULL AND g.deleted_at IS NULL",
            [name],
            |r| r.get(0),
        )?;
        Ok(n as usize)
    }

    /// The league game `game` counts in, when that league is closed.
    pub fn closed_league_of_game(&self, game: GameId) -> Result<Option<String>> {
        closed_league_of_stored(&self.tx, game)
    }
}

/// The name of the closed league of the night `filter` picks (by `key`).
fn league_closed_at(conn: &rusqlite::Connection, name: &str) -> Result<Option<Option<i64>>> {
    Ok(conn
        .query_row(
            "SELECT closed_at FROM leagues WHERE name = ?1",
            [name],
            |r| r.get(0),
        )
        .optional()?)
}

fn closed_league_where(
    tx: &rusqlite::Connection,
    filter: &str,
    key: i64,
) -> Result<Option<String>> {
    Ok(tx
        .query_row(
            &format!(
                "SELECT l.name FROM nights n JOIN leagues l ON l.id = n.league_id
                 WHERE {filter} AND l.closed_at IS NOT NULL"
            ),
            [key],
            |r| r.get(0),
        )
        .optional()?)
}

/// The league stored game `game` counts in, when that league is closed.
pub(crate) fn closed_league_of_stored(
    tx: &rusqlite::Connection,
    game: GameId,
) -> Result<Option<String>> {
    closed_league_where(
        tx,
        "n.id = (SELECT night_id FROM night_games WHERE game_id = ?1)",
        game,
    )
}

/// The closed league a game sent or imported with night `tag` would land
/// in: the league of its night when this machine has the night, else the
/// league the tag names.
pub(crate) fn closed_league_of_tag(tx: &Transaction, tag: &NightTag) -> Result<Option<String>> {
    let stored: Option<Option<String>> = tx
        .query_row(
            "SELECT CASE WHEN l.closed_at IS NOT NULL THEN l.name END
             FROM nights n LEFT JOIN leagues l ON l.id = n.league_id WHERE n.uid = ?1",
            [&tag.uid],
            |r| r.get(0),
        )
        .optional()?;
    if let Some(closed) = stored {
        return Ok(closed);
    }
    let Some(league) = &tag.league else {
        return Ok(None);
    };
    Ok(tx
        .query_row(
            "SELECT name FROM leagues WHERE name = ?1 AND closed_at IS NOT NULL",
            [league],
            |r| r.get(0),
        )
        .optional()?)
}

/// A league's rules from its `best_nights, min_nights`.
fn rules_of_row(r: &rusqlite::Row) -> rusqlite::Result<SeasonRules> {
    Ok(SeasonRules {
        best: r.get::<_, i64>(0)?.max(0) as usize,
        min_nights: r.get::<_, i64>(1)?.max(0) as usize,
    })
}

impl Db {
    /// Stores a night and its first game at every table (each table's
    /// game spec and colours), in one transaction.
    pub fn create_night(
        &self,
        night: &NewNight,
        tables: &[(GameSpec, Vec<String>)],
        at: i64,
    ) -> Result<(NightId, Vec<GameId>)> {
        let tx = self.conn.unchecked_transaction()?;
        let id = insert_night(&tx, night, &new_uid(), at)?;
        let games = insert_tables(&tx, id, 1, tables, at)?;
        let present: Vec<(String, bool)> = tables
            .iter()
            .flat_map(|(spec, _)| spec.players.iter().map(|p| (p.clone(), true)))
            .collect();
        put_night_players(&tx, id, &present)?;
        tx.commit()?;
        Ok((id, games))
    }

    /// The night's players in the order they came, each present or gone
    /// (empty: a night stored before the list was kept).
    pub fn night_players(&self, night: NightId) -> Result<Vec<(String, bool)>> {
        let mut st = self
            .conn
            .prepare("SELECT name, present FROM night_players WHERE night_id = ?1 ORDER BY pos")?;
        let rows = st.query_map([night], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Who is present at night `night` from now on (`players`, in the
    /// order they came), and the games of `cut` cut to end with the round
    /// being played (leaving now), in one transaction. Refused (nothing
    /// stored) when a game of `cut` changed meanwhile.
    pub fn set_night_players(
        &self,
        night: NightId,
        players: &[(String, bool)],
        cut: &[(GameId, usize, Vec<u8>)],
    ) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        put_night_players(&tx, night, players)?;
        for (game, played, schedule) in cut {
            super::rounds::expect_rounds(&tx, *game, *played)?;
            tx.execute(
                "UPDATE games SET schedule = ?2 WHERE id = ?1 AND finished_at IS NULL",
                params![game, serde_json::to_string(schedule).map_err(invalid)?],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Starts game `number` at every table of night `night`, in one
    /// transaction. Refused when that game has begun already (someone else
    /// started it meanwhile).
    pub fn add_night_games(
        &self,
        night: NightId,
        number: usize,
        tables: &[(GameSpec, Vec<String>)],
        at: i64,
    ) -> Result<Vec<GameId>> {
        let tx = self.conn.unchecked_transaction()?;
        let latest: i64 = tx.query_row(
            "SELECT COALESCE(MAX(game_no), 0) FROM night_games WHERE night_id = ?1",
            [night],
            |r| r.get(0),
        )?;
        if latest as usize + 1 != number {
            return Err(DbError::Invalid(format!(
                "game {number} of the night cannot start: game {latest} is the latest"
            )));
        }
        let games = insert_tables(&tx, night, number, tables, at)?;
        tx.commit()?;
        Ok(games)
    }

    /// The night numbered `key`, or whose uid is `key`.
    pub fn find_night(&self, key: &str) -> Result<Option<NightId>> {
        let by_number = key.parse::<i64>().ok();
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM nights WHERE id = ?1 OR uid = ?2 ORDER BY id = ?1 DESC LIMIT 1",
                params![by_number, key],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// A stored night.
    pub fn night(&self, id: NightId) -> Result<NightRecord> {
        self.conn
            .query_row(
                "SELECT n.uid, n.name, n.date, l.name, n.preset, n.set_top, n.house, n.schedule,
                        n.per_table, n.minutes, n.scoring, n.created_at
                 FROM nights n LEFT JOIN leagues l ON l.id = n.league_id WHERE n.id = ?1",
                [id],
                |r| {
                    Ok((
                        (
                            r.get::<_, String>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                            r.get::<_, Option<String>>(3)?,
                        ),
                        (
                            r.get::<_, String>(4)?,
                            r.get::<_, u8>(5)?,
                            r.get::<_, String>(6)?,
                            r.get::<_, String>(7)?,
                        ),
                        (
                            r.get::<_, i64>(8)?,
                            r.get::<_, Option<i64>>(9)?,
                            r.get::<_, String>(10)?,
                            r.get::<_, i64>(11)?,
                        ),
                    ))
                },
            )
            .optional()?
            .ok_or_else(|| DbError::Invalid(format!("there is no night {id}")))
            .and_then(|row| {
                let ((uid, name, date, league), (preset, set, house, schedule), rest) = row;
                let (per_table, minutes, scoring, created_at) = rest;
                let preset: PresetId = preset.parse().map_err(invalid)?;
                Ok(NightRecord {
                    id,
                    uid,
                    night: NewNight {
                        name,
                        date,
                        league,
                        rules: GameSpec {
                            preset,
                            set,
                            house: serde_json::from_str::<HouseRules>(&house).map_err(invalid)?,
                            players: vec![],
                            schedule: serde_json::from_str(&schedule).map_err(invalid)?,
                        },
                        per_table: per_table as usize,
                        minutes: minutes.map(|m| m as u32),
                        scoring: scoring.parse().map_err(invalid)?,
                    },
                    created_at,
                })
            })
    }

    /// Every night, newest first.
    pub fn nights(&self) -> Result<Vec<NightRecord>> {
        let ids: Vec<NightId> = self
            .conn
            .prepare("SELECT id FROM nights ORDER BY date DESC, id DESC")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        ids.into_iter().map(|id| self.night(id)).collect()
    }

    /// The nights with a time limit and a game still being played.
    pub fn timed_nights_playing(&self) -> Result<Vec<NightId>> {
        let mut st = self.conn.prepare_cached(
            "SELECT DISTINCT n.id FROM nights n
               JOIN night_games ng ON ng.night_id = n.id
               JOIN games g ON g.id = ng.game_id
             WHERE n.minutes IS NOT NULL AND g.finished_at IS NULL AND g.deleted_at IS NULL
             ORDER BY n.id",
        )?;
        let rows = st.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// A night's games that are not deleted, by number then table.
    pub fn night_games(&self, night: NightId) -> Result<Vec<NightGame>> {
        let mut st = self.conn.prepare_cached(
            "SELECT ng.game_id, ng.tbl, ng.game_no, g.started_at, g.finished_at,
                    (SELECT group_concat(name, char(31)) FROM
                        (SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                         WHERE gp.game_id = g.id ORDER BY gp.seat))
             FROM night_games ng JOIN games g ON g.id = ng.game_id
             WHERE ng.night_id = ?1 AND g.deleted_at IS NULL
             ORDER BY ng.game_no, ng.tbl, g.started_at, g.id",
        )?;
        let rows = st.query_map([night], |r| {
            Ok(NightGame {
                game: r.get(0)?,
                table: r.get::<_, i64>(1)? as usize,
                number: r.get::<_, i64>(2)? as usize,
                started_at: r.get(3)?,
                finished_at: r.get(4)?,
                players: r
                    .get::<_, Option<String>>(5)?
                    .unwrap_or_default()
                    .split('\u{1f}')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect(),
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The nights of the league named `name` (exactly), oldest first;
    /// `None` when there is no such league.
    pub fn league_nights(&self, name: &str) -> Result<Option<Vec<NightId>>> {
        let Some(league): Option<i64> = self
            .conn
            .query_row("SELECT id FROM leagues WHERE name = ?1", [name], |r| {
                r.get(0)
            })
            .optional()?
        else {
            return Ok(None);
        };
        let ids = self
            .conn
            .prepare("SELECT id FROM nights WHERE league_id = ?1 ORDER BY date, id")?
            .query_map([league], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Some(ids))
    }

    /// Every finished game of the league named `name`, in one read: its
    /// nights, oldest first, and each game's result as the statistics keep
    /// it (each seat's name, total and rank), by night, number, then
    /// table. `None` when there is no such league.
    pub fn league_results(&self, name: &str) -> Result<Option<LeagueResults>> {
        let Some(rules) = self.league_rules(name)? else {
            return Ok(None);
        };
        let Some(ids) = self.league_nights(name)? else {
            return Ok(None);
        };
        let nights = ids
            .iter()
            .map(|&id| self.night(id))
            .collect::<Result<Vec<_>>>()?;
        let games = self.results_where(
            "n.league_id = (SELECT id FROM leagues WHERE name = ?1)",
            name,
        )?;
        let closed_at = self.conn.query_row(
            "SELECT closed_at FROM leagues WHERE name = ?1",
            [name],
            |r| r.get(0),
        )?;
        Ok(Some(LeagueResults {
            nights,
            games,
            rules,
            closed_at,
        }))
    }

    /// The season's rules of the league named `name` (exactly); `None`
    /// when there is no such league.
    pub fn league_rules(&self, name: &str) -> Result<Option<SeasonRules>> {
        Ok(self
            .conn
            .query_row(
                "SELECT best_nights, min_nights FROM leagues WHERE name = ?1",
                [name],
                rules_of_row,
            )
            .optional()?)
    }

    /// The finished games of night `night`, as [`Db::league_results`]
    /// reads a league's.
    pub fn night_results(&self, night: NightId) -> Result<Vec<LeagueGame>> {
        self.results_where("n.id = ?1", night)
    }

    /// The results of the finished games of the nights `filter` selects
    /// (over `nights n`, with one parameter), from the statistics' rows. A
    /// name merged into another ([`Db::merges`]) reads as that one.
    fn results_where(&self, filter: &str, param: impl rusqlite::ToSql) -> Result<Vec<LeagueGame>> {
        super::stats::refresh(&self.conn)?;
        let mut st = self.conn.prepare_cached(&format!(
            "SELECT ng.night_id, s.game_id, ng.tbl, ng.game_no, p.name, s.total, s.rank, own.name
             FROM nights n
             JOIN night_games ng ON ng.night_id = n.id
             JOIN games g ON g.id = ng.game_id
             JOIN game_stats s ON s.game_id = g.id
             LEFT JOIN player_merges m ON m.player_id = s.player_id
             JOIN players p ON p.id = COALESCE(m.into_id, s.player_id)
             JOIN players own ON own.id = s.player_id
             WHERE {filter} AND g.deleted_at IS NULL AND g.finished_at IS NOT NULL
             ORDER BY n.date, n.id, ng.game_no, ng.tbl, g.started_at, g.id, s.seat"
        ))?;
        let mut rows = st.query([param])?;
        let mut games: Vec<LeagueGame> = vec![];
        // Each seat's name after the merges and its own, for the game
        // being read.
        let mut seats: Vec<(String, String)> = vec![];
        while let Some(r) = rows.next()? {
            let game: GameId = r.get(1)?;
            if games.last().is_none_or(|g| g.game != game) {
                if let Some(g) = games.last_mut() {
                    g.players = super::stats::seat_names(&seats);
                    seats.clear();
                }
                games.push(LeagueGame {
                    night: r.get(0)?,
                    game,
                    table: r.get::<_, i64>(2)? as usize,
                    number: r.get::<_, i64>(3)? as usize,
                    players: vec![],
                    totals: vec![],
                    ranks: vec![],
                });
            }
            let g = games.last_mut().expect("pushed above");
            seats.push((r.get(4)?, r.get(7)?));
            g.totals.push(r.get(5)?);
            g.ranks.push(r.get::<_, i64>(6)? as usize);
        }
        if let Some(g) = games.last_mut() {
            g.players = super::stats::seat_names(&seats);
        }
        Ok(games)
    }

    /// Every finished game not in the bin, of the league named `league`
    /// (or every one, without it), as the ratings take them
    /// (`rules::rating`): in the order `started_at`, then `uid`; each
    /// seat's name (a merged name as the one it is merged into, unless the
    /// game seats that one too: [`super::stats::seat_names`]) and final
    /// total. One read of the statistics' rows. A league that does not
    /// exist has no games: the caller asks [`Db::league_rules`] first.
    pub fn rated_games(&self, league: Option<&str>) -> Result<Vec<RatedGame>> {
        super::stats::refresh(&self.conn)?;
        // One statement for both (a smaller web build): without a league,
        // `?1 IS NULL` takes every game. `CROSS JOIN` keeps the games
        // outermost, read in the order of their start (the index of the
        // games not in the bin): SQLite would rather scan the statistics
        // by player and sort every row, three times slower (0.26 s for the
        // five-year league of benches/league.rs, against 0.09 s).
        let mut st = self.conn.prepare_cached(
            "SELECT g.id, ng.night_id, p.name, own.name, s.total
             FROM games g
             LEFT JOIN night_games ng ON ng.game_id = g.id
             LEFT JOIN nights n ON n.id = ng.night_id
             CROSS JOIN game_stats s ON s.game_id = g.id
             LEFT JOIN player_merges m ON m.player_id = s.player_id
             JOIN players p ON p.id = COALESCE(m.into_id, s.player_id)
             JOIN players own ON own.id = s.player_id
             WHERE (?1 IS NULL OR n.league_id = (SELECT id FROM leagues WHERE name = ?1))
               AND g.deleted_at IS NULL AND g.finished_at IS NOT NULL
             ORDER BY g.started_at, g.uid, s.seat",
        )?;
        let mut rows = st.query([league])?;
        let mut games: Vec<RatedGame> = vec![];
        let mut last: Option<GameId> = None;
        let mut seats: Vec<(String, String)> = vec![];
        while let Some(r) = rows.next()? {
            let game: GameId = r.get(0)?;
            if last != Some(game) {
                if let Some(g) = games.last_mut() {
                    g.players = super::stats::seat_names(&seats);
                    seats.clear();
                }
                last = Some(game);
                games.push(RatedGame {
                    night: r.get(1)?,
                    players: vec![],
                    totals: vec![],
                });
            }
            seats.push((r.get(2)?, r.get(3)?));
            games
                .last_mut()
                .expect("pushed above")
                .totals
                .push(r.get(4)?);
        }
        if let Some(g) = games.last_mut() {
            g.players = super::stats::seat_names(&seats);
        }
        Ok(games)
    }

    /// The nights of the league named `name`, oldest first (by date, then
    /// as stored): each one's id and date. `None` when there is no such
    /// league.
    pub fn league_night_dates(&self, name: &str) -> Result<Option<Vec<(NightId, String)>>> {
        if self.league_rules(name)?.is_none() {
            return Ok(None);
        }
        let mut st = self.conn.prepare_cached(
            "SELECT n.id, n.date FROM nights n
             WHERE n.league_id = (SELECT id FROM leagues WHERE name = ?1)
             ORDER BY n.date, n.id",
        )?;
        let nights = st
            .query_map([name], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        Ok(Some(nights))
    }

    /// When the league named `name` was closed: `Some(None)` open, `None`
    /// no such league.
    pub fn league_closed_at(&self, name: &str) -> Result<Option<Option<i64>>> {
        league_closed_at(&self.conn, name)
    }

    /// The league night `night` counts in, when that league is closed.
    pub fn closed_league_of_night(&self, night: NightId) -> Result<Option<String>> {
        closed_league_where(&self.conn, "n.id = ?1", night)
    }

    /// The league game `game` counts in, when that league is closed.
    pub fn closed_league_of_game(&self, game: GameId) -> Result<Option<String>> {
        closed_league_of_stored(&self.conn, game)
    }

    /// Every league's name and when it was closed (`None`: open), by name.
    pub fn leagues_closed(&self) -> Result<Vec<(String, Option<i64>)>> {
        Ok(self
            .conn
            .prepare("SELECT name, closed_at FROM leagues ORDER BY name")?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// The night of each game that belongs to one, for export.
    pub fn night_tags(&self) -> Result<HashMap<GameId, NightTag>> {
        let mut st = self.conn.prepare_cached(
            "SELECT ng.game_id, n.uid, n.name, n.date, ng.tbl, ng.game_no, l.name
             FROM night_games ng JOIN nights n ON n.id = ng.night_id
             LEFT JOIN leagues l ON l.id = n.league_id",
        )?;
        let rows = st.query_map([], |r| {
            Ok((
                r.get::<_, GameId>(0)?,
                NightTag {
                    uid: r.get(1)?,
                    name: r.get(2)?,
                    date: r.get(3)?,
                    table: r.get::<_, i64>(4)? as u32,
                    game: r.get::<_, i64>(5)? as u32,
                    league: r.get(6)?,
                },
            ))
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The night game `game` was played at, if any: the night, its name,
    /// the table and the game's number within it.
    pub fn night_of_game(&self, game: GameId) -> Result<Option<(NightId, String, usize, usize)>> {
        Ok(self
            .conn
            .query_row(
                "SELECT n.id, n.name, ng.tbl, ng.game_no FROM night_games ng
                 JOIN nights n ON n.id = ng.night_id WHERE ng.game_id = ?1",
                [game],
                |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get::<_, i64>(2)? as usize,
                        r.get::<_, i64>(3)? as usize,
                    ))
                },
            )
            .optional()?)
    }

    /// Cuts the schedule of an unfinished game whose time is up to
    /// `schedule`. Refused when the game is finished or has another number
    /// of rounds than `played` (it changed meanwhile).
    pub fn cut_schedule(&self, game: GameId, played: usize, schedule: &[u8]) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        super::rounds::expect_rounds(&tx, game, played)?;
        let n = tx.execute(
            "UPDATE games SET schedule = ?2 WHERE id = ?1 AND finished_at IS NULL",
            params![game, serde_json::to_string(schedule).map_err(invalid)?],
        )?;
        if n != 1 {
            return Err(DbError::Invalid(format!("game {game} is finished already")));
        }
        tx.commit()?;
        Ok(())
    }
}

/// Replaces the night's list of players.
fn put_night_players(tx: &Transaction, night: NightId, players: &[(String, bool)]) -> Result<()> {
    tx.execute("DELETE FROM night_players WHERE night_id = ?1", [night])?;
    for (pos, (name, present)) in players.iter().enumerate() {
        tx.execute(
            "INSERT INTO night_players (night_id, pos, name, present) VALUES (?1, ?2, ?3, ?4)",
            params![night, pos as i64, name, present],
        )?;
    }
    Ok(())
}

fn league_id(tx: &Transaction, name: &str, at: i64) -> Result<i64> {
    tx.execute(
        "INSERT INTO leagues (name, created_at) VALUES (?1, ?2) ON CONFLICT(name) DO NOTHING",
        params![name, at],
    )?;
    Ok(
        tx.query_row("SELECT id FROM leagues WHERE name = ?1", [name], |r| {
            r.get(0)
        })?,
    )
}

/// Stores a night; refused ([`DbError::LeagueClosed`]) in a closed league.
fn insert_night(tx: &Transaction, night: &NewNight, uid: &str, at: i64) -> Result<NightId> {
    let league = match &night.league {
        Some(name) => {
            let id = league_id(tx, name, at)?;
            let closed: Option<i64> =
                tx.query_row("SELECT closed_at FROM leagues WHERE id = ?1", [id], |r| {
                    r.get(0)
                })?;
            if closed.is_some() {
                return Err(DbError::LeagueClosed {
                    league: name.clone(),
                });
            }
            Some(id)
        }
        None => None,
    };
    tx.execute(
        "INSERT INTO nights (uid, name, date, league_id, preset, set_top, house, schedule,
                             per_table, minutes, scoring, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12)",
        params![
            uid,
            night.name,
            night.date,
            league,
            night.rules.preset.id(),
            night.rules.set,
            serde_json::to_string(&night.rules.house).map_err(invalid)?,
            serde_json::to_string(&night.rules.schedule).map_err(invalid)?,
            night.per_table as i64,
            night.minutes.map(i64::from),
            night.scoring.id(),
            at
        ],
    )?;
    Ok(tx.last_insert_rowid())
}

fn insert_tables(
    tx: &Transaction,
    night: NightId,
    number: usize,
    tables: &[(GameSpec, Vec<String>)],
    at: i64,
) -> Result<Vec<GameId>> {
    let mut games = Vec::with_capacity(tables.len());
    for (t, (spec, colours)) in tables.iter().enumerate() {
        let game = insert_game(tx, spec, colours, at, None)?;
        tx.execute(
            "INSERT INTO night_games (game_id, night_id, tbl, game_no) VALUES (?1, ?2, ?3, ?4)",
            params![game, night, t as i64 + 1, number as i64],
        )?;
        games.push(game);
    }
    Ok(games)
}

/// What night `tag.uid`, when stored here, holds at the place `tag`
/// names ([`NightPlace`]); `None` when the night is not stored here.
pub(crate) fn place_of(tx: &Transaction, tag: &NightTag) -> Result<Option<NightPlace>> {
    let night: Option<(NightId, Option<String>)> = tx
        .query_row(
            "SELECT n.id, l.name FROM nights n LEFT JOIN leagues l ON l.id = n.league_id
             WHERE n.uid = ?1",
            [&tag.uid],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    let Some((night, league)) = night else {
        return Ok(None);
    };
    let players = tx
        .prepare_cached(
            "SELECT DISTINCT p.name FROM night_games ng
             JOIN games g ON g.id = ng.game_id AND g.deleted_at IS NULL
             JOIN game_players gp ON gp.game_id = g.id
             JOIN players p ON p.id = gp.player_id
             WHERE ng.night_id = ?1",
        )?
        .query_map([night], |r| r.get(0))?
        .collect::<rusqlite::Result<Vec<String>>>()?;
    let taken = tx
        .query_row(
            "SELECT 1 FROM night_games WHERE night_id = ?1 AND tbl = ?2 AND game_no = ?3",
            params![night, tag.table as i64, tag.game as i64],
            |_| Ok(()),
        )
        .optional()?
        .is_some();
    let table_last = tx
        .query_row(
            "SELECT ng.game_no, g.finished_at IS NOT NULL OR g.deleted_at IS NOT NULL
             FROM night_games ng JOIN games g ON g.id = ng.game_id
             WHERE ng.night_id = ?1 AND ng.tbl = ?2 ORDER BY ng.game_no DESC LIMIT 1",
            params![night, tag.table as i64],
            |r| Ok((r.get::<_, i64>(0)? as usize, r.get::<_, bool>(1)?)),
        )
        .optional()?;
    let (night_last, playing, hosted): (i64, bool, bool) = tx.query_row(
        "SELECT COALESCE(MAX(ng.game_no), 0),
                COALESCE(MAX(g.finished_at IS NULL AND g.deleted_at IS NULL), 0),
                COALESCE(MAX(h.game_id IS NOT NULL), 0)
         FROM night_games ng JOIN games g ON g.id = ng.game_id
         LEFT JOIN table_hosting h ON h.game_id = ng.game_id
         WHERE ng.night_id = ?1",
        [night],
        |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
    )?;
    Ok(Some(NightPlace {
        league,
        players,
        taken,
        table_last,
        night_last: night_last as usize,
        playing,
        hosted,
    }))
}

/// Tags an imported game with its night, making the night (from the
/// game's rules) and its league when this machine does not have them: a
/// night's games gathered from several machines land in one night. A
/// place (table and number) another game holds already is not taken
/// twice: the game comes after the table's last game.
pub(crate) fn tag_imported(
    tx: &Transaction,
    game: GameId,
    spec: &GameSpec,
    tag: &NightTag,
    at: i64,
) -> Result<()> {
    let known: Option<NightId> = tx
        .query_row("SELECT id FROM nights WHERE uid = ?1", [&tag.uid], |r| {
            r.get(0)
        })
        .optional()?;
    let night = match known {
        Some(id) => id,
        None => {
            let mut rules = spec.clone();
            rules.players.clear();
            let new = NewNight {
                name: tag.name.clone(),
                date: tag.date.clone(),
                league: tag.league.clone(),
                rules,
                per_table: spec.players.len().max(2),
                minutes: None,
                scoring: Scoring::default(),
            };
            insert_night(tx, &new, &tag.uid, at)?
        }
    };
    let tagged = tx
        .query_row(
            "SELECT 1 FROM night_games WHERE game_id = ?1",
            [game],
            |_| Ok(()),
        )
        .optional()?
        .is_some();
    if tagged {
        return Ok(());
    }
    let number: i64 = tx.query_row(
        "SELECT CASE WHEN EXISTS (SELECT 1 FROM night_games
                                  WHERE night_id = ?1 AND tbl = ?2 AND game_no = ?3)
                     THEN (SELECT MAX(game_no) + 1 FROM night_games
                           WHERE night_id = ?1 AND tbl = ?2)
                     ELSE ?3 END",
        params![night, tag.table as i64, tag.game as i64],
        |r| r.get(0),
    )?;
    tx.execute(
        "INSERT INTO night_games (game_id, night_id, tbl, game_no) VALUES (?1, ?2, ?3, ?4)",
        params![game, night, tag.table as i64, number],
    )?;
    Ok(())
}

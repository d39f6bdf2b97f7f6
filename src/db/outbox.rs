//! Gathering a league's games over the network (issue 33), storage only
//! (migration 10): on the league host, the leagues receiving games
//! (`league_receiving`: the code and the link's key); on a sender, where
//! its games go (`league_destinations`) and the outbox (`league_outbox`:
//! one row per game and destination, `pending` until the league host
//! acknowledged it, then `acked`, or `refused` with the reason; kept as the
//! record; migration 13: the game's revision it queued, a later revision
//! (a correction after the night) putting it back to `pending`). What is
//! sent, when, and what an answer means is the app's (`crate::app::league`).

use super::{Db, GameId, Result};
use rusqlite::{params, OptionalExtension};

/// A league receiving games: its name, its code and its link's key.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Receiving {
    /// The league's name.
    pub league: String,
    /// The code a sender gives (guessed under limits, like a join code).
    pub code: String,
    /// The link's key (admits without the limits on guesses).
    pub key: String,
}

/// Where a sender's games go: a league host and the league.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Destination {
    /// Its number here.
    pub id: i64,
    /// The league host's address, `http://host:port`.
    pub base: String,
    /// The league's code.
    pub code: String,
    /// The link's key, when the link had one.
    pub key: Option<String>,
    /// The league whose finished games are sent there.
    pub league: String,
    /// Why nothing is sent there any more, until the destination is given
    /// again (the code of the league host's refusal, e.g.
    /// `league-code-replaced`); `None` while games are sent.
    pub stopped: Option<String>,
}

/// A game in the outbox, waiting.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Waiting {
    /// The game's uid.
    pub uid: String,
    /// Tries made so far.
    pub attempts: u32,
}

/// The end of a queuing `INSERT` into `league_outbox`: a game queued
/// already is queued again when its revision is later than the one
/// queued (waiting, its tries and reasons from nought).
const REQUEUE_LATER: &str = "ON CONFLICT(dest_id, game_uid) DO UPDATE SET
        revision = excluded.revision, state = 'pending', attempts = 0, next_try = 0,
        last_error = NULL, queued_at = excluded.queued_at, done_at = NULL
    WHERE excluded.revision > league_outbox.revision";

/// The outbox of one destination, counted.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OutboxCounts {
    /// Waiting to be acknowledged.
    pub pending: usize,
    /// Acknowledged by the league host (added, or known there already).
    pub acked: usize,
    /// Refused by the league host (its uid is known there with other
    /// contents, or the game was not taken): never sent again.
    pub refused: usize,
    /// The refused games: uid and reason.
    pub refusals: Vec<(String, String)>,
    /// The last failure of a game still waiting (the host unreachable...).
    pub last_error: Option<String>,
}

/// How many refused games a league host keeps per league.
pub const KEPT_REFUSALS: usize = 100;

/// How a game left the outbox.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Outcome {
    /// Acknowledged.
    Acked,
    /// Refused for good.
    Refused,
}

impl Db {
    // ------------------------------------------------ the league host --

    /// Turns receiving on for league `league` (created if there is none
    /// yet) with `code` and `key`, unless it is on already: then it keeps
    /// its code and key. Returns what is stored.
    pub fn start_receiving(
        &self,
        league: &str,
        code: &str,
        key: &str,
        at: i64,
    ) -> Result<Receiving> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO leagues (name, created_at) VALUES (?1, ?2) ON CONFLICT(name) DO NOTHING",
            params![league, at],
        )?;
        tx.execute(
            "INSERT INTO league_receiving (league_id, code, link_key, started_at)
             SELECT id, ?2, ?3, ?4 FROM leagues WHERE name = ?1
             ON CONFLICT(league_id) DO NOTHING",
            params![league, code, key, at],
        )?;
        let r = receiving_of(&tx, league)?.ok_or_else(|| {
            super::DbError::Invalid(format!("the league {league} could not be stored"))
        })?;
        tx.commit()?;
        Ok(r)
    }

    /// The port this machine receives league games on from the window,
    /// once one was chosen.
    pub fn league_port(&self) -> Result<Option<u16>> {
        let port: Option<i64> = self
            .conn
            .query_row("SELECT league_port FROM machine WHERE one = 1", [], |r| {
                r.get(0)
            })
            .optional()?
            .flatten();
        Ok(port.and_then(|p| u16::try_from(p).ok()).filter(|&p| p > 0))
    }

    /// Keeps `port` as the one league games are received on.
    pub fn keep_league_port(&self, port: u16) -> Result<()> {
        self.conn.execute(
            "UPDATE machine SET league_port = ?1 WHERE one = 1",
            [i64::from(port)],
        )?;
        Ok(())
    }

    /// Turns receiving off for `league`; `false` when it was not on.
    pub fn stop_receiving(&self, league: &str) -> Result<bool> {
        Ok(self.conn.execute(
            "DELETE FROM league_receiving
             WHERE league_id = (SELECT id FROM leagues WHERE name = ?1)",
            [league],
        )? > 0)
    }

    /// Every league receiving games, by name.
    pub fn receiving(&self) -> Result<Vec<Receiving>> {
        let mut st = self.conn.prepare_cached(
            "SELECT l.name, r.code, r.link_key FROM league_receiving r
             JOIN leagues l ON l.id = r.league_id ORDER BY l.name",
        )?;
        let rows = st.query_map([], |r| {
            Ok(Receiving {
                league: r.get(0)?,
                code: r.get(1)?,
                key: r.get(2)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Replaces the code of `league` (after too many wrong guesses); the
    /// code replaced is remembered ([`Db::replaced_code`]).
    pub fn set_receiving_code(&self, league: &str, code: &str) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        tx.execute(
            "INSERT INTO league_old_codes (code, league_id, replaced_at)
             SELECT r.code, r.league_id, ?2 FROM league_receiving r
             WHERE r.league_id = (SELECT id FROM leagues WHERE name = ?1) AND r.code <> ?3
             ON CONFLICT(code) DO UPDATE SET league_id = excluded.league_id,
                 replaced_at = excluded.replaced_at",
            params![league, super::now(), code],
        )?;
        tx.execute(
            "UPDATE league_receiving SET code = ?2
             WHERE league_id = (SELECT id FROM leagues WHERE name = ?1)",
            params![league, code],
        )?;
        tx.execute("DELETE FROM league_old_codes WHERE code = ?1", [code])?;
        tx.commit()?;
        Ok(())
    }

    /// The league receiving games whose code was `code` before it was
    /// replaced, if any (`code` as stored: upper case, no dash).
    pub fn replaced_code(&self, code: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT l.name FROM league_old_codes o
                 JOIN leagues l ON l.id = o.league_id
                 JOIN league_receiving r ON r.league_id = o.league_id
                 WHERE o.code = ?1",
                [code],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Notes the games refused for `league` (uid and reason): each kept
    /// once, with how many times it was refused, and only the latest
    /// [`KEPT_REFUSALS`] of the league.
    pub fn note_refusals(&self, league: &str, refused: &[(String, String)], at: i64) -> Result<()> {
        if refused.is_empty() {
            return Ok(());
        }
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut st = tx.prepare_cached(
                "INSERT INTO league_refusals (league_id, game_uid, reason, last_at)
                 SELECT id, ?2, ?3, ?4 FROM leagues WHERE name = ?1
                 ON CONFLICT(league_id, game_uid)
                 DO UPDATE SET reason = ?3, last_at = ?4, times = times + 1",
            )?;
            for (uid, reason) in refused {
                st.execute(params![league, uid, reason, at])?;
            }
        }
        tx.execute(
            "DELETE FROM league_refusals
             WHERE league_id = (SELECT id FROM leagues WHERE name = ?1)
               AND rowid NOT IN (
                   SELECT r.rowid FROM league_refusals r
                   WHERE r.league_id = (SELECT id FROM leagues WHERE name = ?1)
                   ORDER BY r.last_at DESC, r.rowid DESC LIMIT ?2)",
            params![league, KEPT_REFUSALS as i64],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// The games refused for `league` lately, newest first: uid, reason
    /// and how many times.
    pub fn refusals(&self, league: &str) -> Result<Vec<(String, String, u32)>> {
        let mut st = self.conn.prepare_cached(
            "SELECT r.game_uid, r.reason, r.times FROM league_refusals r
             JOIN leagues l ON l.id = r.league_id WHERE l.name = ?1
             ORDER BY r.last_at DESC, r.rowid DESC",
        )?;
        let rows = st.query_map([league], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    // ------------------------------------------------------ a sender --

    /// Stores destination `d` (its `id` and `stopped` ignored), or, for
    /// the same host and league, replaces its code and key (and sends
    /// there again, if it had stopped). Returns its number.
    pub fn add_destination(&self, d: &Destination, at: i64) -> Result<i64> {
        self.conn.execute(
            "INSERT INTO league_destinations (base, code, link_key, league, added_at)
             VALUES (?1, ?2, ?3, ?4, ?5)
             ON CONFLICT(base, league) DO UPDATE SET code = ?2, link_key = ?3, stopped = NULL",
            params![d.base, d.code, d.key, d.league, at],
        )?;
        Ok(self.conn.query_row(
            "SELECT id FROM league_destinations WHERE base = ?1 AND league = ?2",
            params![d.base, d.league],
            |r| r.get(0),
        )?)
    }

    /// Every destination, oldest first.
    pub fn destinations(&self) -> Result<Vec<Destination>> {
        let mut st = self.conn.prepare_cached(
            "SELECT id, base, code, link_key, league, stopped FROM league_destinations ORDER BY id",
        )?;
        let rows = st.query_map([], |r| {
            Ok(Destination {
                id: r.get(0)?,
                base: r.get(1)?,
                code: r.get(2)?,
                key: r.get(3)?,
                league: r.get(4)?,
                stopped: r.get(5)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Stops sending to destination `dest`, for `why` (a refusal's code),
    /// until it is given again ([`Db::add_destination`]).
    pub fn stop_destination(&self, dest: i64, why: &str) -> Result<()> {
        self.conn.execute(
            "UPDATE league_destinations SET stopped = ?2 WHERE id = ?1",
            params![dest, why],
        )?;
        Ok(())
    }

    /// Queues for destination `dest` every finished game (not deleted) of
    /// its league not queued for it yet, and again each one queued at an
    /// earlier revision than it has now (a correction after the night:
    /// waiting again, its tries from nought, whatever became of the earlier
    /// revision); returns how many were queued.
    pub fn queue_league_games(&self, dest: i64, at: i64) -> Result<usize> {
        Ok(self.conn.execute(
            &format!(
                "INSERT INTO league_outbox (dest_id, game_uid, queued_at, revision)
                 SELECT d.id, g.uid, ?2, g.revision FROM league_destinations d
                 JOIN leagues l ON l.name = d.league
                 JOIN nights n ON n.league_id = l.id
                 JOIN night_games ng ON ng.night_id = n.id
                 JOIN games g ON g.id = ng.game_id
                 WHERE d.id = ?1 AND g.finished_at IS NOT NULL AND g.deleted_at IS NULL
                 {REQUEUE_LATER}"
            ),
            params![dest, at],
        )?)
    }

    /// Queues game `game` for destination `dest` (again: a refused or
    /// acknowledged game is left as it is, unless it is at a later
    /// revision now); `false` when it was queued at this revision.
    pub fn queue_game(&self, dest: i64, game: GameId, at: i64) -> Result<bool> {
        let row: Option<(String, i64)> = self
            .conn
            .query_row(
                "SELECT uid, revision FROM games WHERE id = ?1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?;
        let (uid, revision) = row.ok_or(super::DbError::NoSuchGame(game))?;
        Ok(self.conn.execute(
            &format!(
                "INSERT INTO league_outbox (dest_id, game_uid, queued_at, revision)
                 SELECT ?1, ?2, ?3, ?4 WHERE true
                 {REQUEUE_LATER}"
            ),
            params![dest, uid, at, revision],
        )? > 0)
    }

    /// The games waiting for `dest` whose next try is due at `now_ms`
    /// (every one waiting with `all`), oldest first.
    pub fn outbox_due(&self, dest: i64, now_ms: i64, all: bool) -> Result<Vec<Waiting>> {
        let mut st = self.conn.prepare_cached(
            "SELECT game_uid, attempts FROM league_outbox
             WHERE dest_id = ?1 AND state = 'pending' AND (?3 OR next_try <= ?2)
             ORDER BY queued_at, game_uid",
        )?;
        let rows = st.query_map(params![dest, now_ms, all], |r| {
            Ok(Waiting {
                uid: r.get(0)?,
                attempts: r.get(1)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// When the next game waiting for `dest` is due (milliseconds), if any.
    pub fn outbox_next_try(&self, dest: i64) -> Result<Option<i64>> {
        Ok(self.conn.query_row(
            "SELECT MIN(next_try) FROM league_outbox WHERE dest_id = ?1 AND state = 'pending'",
            [dest],
            |r| r.get(0),
        )?)
    }

    /// Game `uid` left the outbox of `dest` as `outcome` (with the reason
    /// of a refusal), whichever revision is queued. A game no longer
    /// waiting is left as it is.
    pub fn outbox_done(
        &self,
        dest: i64,
        uid: &str,
        outcome: Outcome,
        error: Option<&str>,
        at: i64,
    ) -> Result<()> {
        self.outbox_answered(dest, uid, outcome, error, at, None)
    }

    /// [`Db::outbox_done`] for the league host's answer about revision
    /// `sent` of the game (`None`: whichever is queued): a game queued
    /// again at a later revision than the one answered for is left
    /// waiting (it goes out again).
    pub fn outbox_answered(
        &self,
        dest: i64,
        uid: &str,
        outcome: Outcome,
        error: Option<&str>,
        at: i64,
        sent: Option<u32>,
    ) -> Result<()> {
        let state = match outcome {
            Outcome::Acked => "acked",
            Outcome::Refused => "refused",
        };
        self.conn.execute(
            "UPDATE league_outbox SET state = ?3, last_error = ?4, done_at = ?5,
                 attempts = attempts + 1
             WHERE dest_id = ?1 AND game_uid = ?2 AND state = 'pending'
               AND (?6 IS NULL OR revision <= ?6)",
            params![dest, uid, state, error, at, sent],
        )?;
        Ok(())
    }

    /// The revision of game `uid` queued for `dest`, if it is in its outbox.
    pub fn outbox_revision(&self, dest: i64, uid: &str) -> Result<Option<u32>> {
        Ok(self
            .conn
            .query_row(
                "SELECT revision FROM league_outbox WHERE dest_id = ?1 AND game_uid = ?2",
                params![dest, uid],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// A try of games `uids` for `dest` failed with `error`: each counts
    /// the try and waits until `next_try` (milliseconds).
    pub fn outbox_failed(
        &self,
        dest: i64,
        uids: &[String],
        next_try: i64,
        error: &str,
    ) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        {
            let mut st = tx.prepare_cached(
                "UPDATE league_outbox SET attempts = attempts + 1, next_try = ?3, last_error = ?4
                 WHERE dest_id = ?1 AND game_uid = ?2 AND state = 'pending'",
            )?;
            for uid in uids {
                st.execute(params![dest, uid, next_try, error])?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// The outbox of `dest`, counted, with its refusals.
    pub fn outbox_counts(&self, dest: i64) -> Result<OutboxCounts> {
        let mut c = OutboxCounts::default();
        let mut st = self.conn.prepare_cached(
            "SELECT state, COUNT(*) FROM league_outbox WHERE dest_id = ?1 GROUP BY state",
        )?;
        let rows = st.query_map([dest], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?))
        })?;
        for row in rows {
            let (state, n) = row?;
            match state.as_str() {
                "pending" => c.pending = n as usize,
                "acked" => c.acked = n as usize,
                _ => c.refused = n as usize,
            }
        }
        let mut st = self.conn.prepare_cached(
            "SELECT game_uid, COALESCE(last_error, '') FROM league_outbox
             WHERE dest_id = ?1 AND state = 'refused' ORDER BY done_at, game_uid",
        )?;
        c.refusals = st
            .query_map([dest], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?;
        c.last_error = self
            .conn
            .query_row(
                "SELECT last_error FROM league_outbox
                 WHERE dest_id = ?1 AND state = 'pending' AND last_error IS NOT NULL
                 ORDER BY attempts DESC LIMIT 1",
                [dest],
                |r| r.get(0),
            )
            .optional()?;
        Ok(c)
    }

    /// The number of the game whose uid is `uid`, if it is stored.
    pub fn game_by_uid(&self, uid: &str) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row("SELECT id FROM games WHERE uid = ?1", [uid], |r| r.get(0))
            .optional()?)
    }
}

fn receiving_of(conn: &rusqlite::Connection, league: &str) -> Result<Option<Receiving>> {
    Ok(conn
        .query_row(
            "SELECT l.name, r.code, r.link_key FROM league_receiving r
             JOIN leagues l ON l.id = r.league_id WHERE l.name = ?1",
            [league],
            |r| {
                Ok(Receiving {
                    league: r.get(0)?,
                    code: r.get(1)?,
                    key: r.get(2)?,
                })
            },
        )
        .optional()?)
}

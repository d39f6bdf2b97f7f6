//! The games repository: games and their players (tables `games`,
//! `players`, `game_players`). Storage only: the app layer
//! ([`crate::app`]) checks what it stores and decides when a game finishes.

use super::rounds::expect_rounds;
use super::{now, Db, DbError, Result, Tx};
// Paths export uses.
pub(crate) use super::record::load;
pub(crate) use super::rounds::write_round;
use crate::rules::{GameSpec, PresetId, Scoresheet};
use rusqlite::{params, OptionalExtension, Transaction};

/// A game's row id.
pub type GameId = i64;

/// A stored game: its score sheet and bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Row id.
    pub id: GameId,
    /// Stable id across export and import.
    pub uid: String,
    /// Settings and rounds.
    pub sheet: Scoresheet,
    /// Marker colour per seat (`#rrggbb`).
    pub colours: Vec<String>,
    /// Who started round 1, when known.
    pub first_starter: Option<usize>,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// When it finished, if it has.
    pub finished_at: Option<i64>,
    /// Its revision: 1 for the first version, one more for each
    /// correction saved after its night (`shared/spec/club.md`).
    pub revision: u32,
    /// The machine that made this revision (its sender id; `""` for a game
    /// stored before senders existed).
    pub sender: String,
}

impl GameRecord {
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    /// How long it lasted (or has lasted so far), in minutes.
    pub fn duration_minutes(&self) -> i64 {
        (self.finished_at.unwrap_or_else(now) - self.started_at).max(0) / 60
    }
}

/// One line of the game list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// Row id.
    pub id: GameId,
    /// Preset.
    pub preset: PresetId,
    /// Set.
    pub set: u8,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Rounds entered / scheduled.
    pub rounds: (usize, usize),
    /// Started (Unix seconds).
    pub started_at: i64,
    /// Finished, if it has.
    pub finished_at: Option<i64>,
}

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

pub(crate) fn new_uid() -> String {
    let nanos = super::now_nanos();
    let pid = super::process_tag() as u128;
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let c = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed) as u128;
    format!("{:x}-{:x}-{:x}", nanos, pid, c)
}

impl Db {
    /// Stores a new game (checked by the caller: [`crate::app::games`]) in
    /// one transaction, with its start time and, for an import, its uid.
    pub fn create_game_at(
        &self,
        spec: &GameSpec,
        colours: &[String],
        started_at: i64,
        uid: Option<&str>,
    ) -> Result<GameId> {
        let tx = self.conn.unchecked_transaction()?;
        let id = insert_game(&tx, spec, colours, started_at, uid)?;
        tx.commit()?;
        Ok(id)
    }

    /// Marks an unfinished game finished at `finished_at`, with `schedule`
    /// as its rounds from now on, in one transaction. Refused when the game
    /// is finished already or has another number of rounds than `played`
    /// (someone else changed it meanwhile).
    pub fn finish_game_at(
        &self,
        game: GameId,
        played: usize,
        finished_at: i64,
        schedule: &[u8],
    ) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        expect_rounds(&tx, game, played)?;
        tx.execute(
            "UPDATE games SET finished_at = ?2, schedule = ?3 WHERE id = ?1",
            params![
                game,
                finished_at,
                serde_json::to_string(schedule).map_err(invalid)?
            ],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// This machine's sender id: random, made once by the migration that
    /// added it, and kept for good (`""` if its row is missing).
    pub fn machine_sender(&self) -> Result<String> {
        machine_sender(&self.conn)
    }

    /// A stored game.
    pub fn game(&self, game: GameId) -> Result<GameRecord> {
        load(&self.conn, game)
    }

    /// The most recently started game that is not finished (nor deleted).
    pub fn unfinished_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM games WHERE finished_at IS NULL AND deleted_at IS NULL
                 ORDER BY started_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Names and colours from earlier games, most recently used first.
    pub fn known_players(&self) -> Result<Vec<(String, String)>> {
        let mut st = self
            .conn
            .prepare("SELECT name, colour FROM players ORDER BY last_used DESC, name LIMIT 200")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Games, newest first (`limit` rows from `offset`), without deleted ones.
    pub fn recent_games(&self, limit: usize, offset: usize) -> Result<Vec<GameSummary>> {
        let mut st = self.conn.prepare_cached(
            "SELECT g.id, g.preset, g.set_top, g.schedule, g.started_at, g.finished_at,
                    (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id),
                    (SELECT group_concat(name, char(31)) FROM
                        (SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                         WHERE gp.game_id = g.id ORDER BY gp.seat))
             FROM games g WHERE g.deleted_at IS NULL
             ORDER BY g.started_at DESC, g.id DESC LIMIT ?1 OFFSET ?2",
        )?;
        let rows = st.query_map(params![limit as i64, offset as i64], |r| {
            let preset: String = r.get(1)?;
            let schedule: String = r.get(3)?;
            let names: Option<String> = r.get(7)?;
            Ok((
                r.get(0)?,
                preset,
                r.get(2)?,
                schedule,
                r.get(4)?,
                r.get(5)?,
                r.get::<_, i64>(6)?,
                names,
            ))
        })?;
        let mut out = vec![];
        for row in rows {
            let (id, preset, set, schedule, started_at, finished_at, played, names) = row?;
            let preset: PresetId = preset.parse().map_err(invalid)?;
            let schedule: Vec<u8> = serde_json::from_str(&schedule).map_err(invalid)?;
            out.push(GameSummary {
                id,
                preset,
                set,
                players: names
                    .unwrap_or_default()
                    .split('\u{1f}')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect(),
                rounds: (played as usize, schedule.len()),
                started_at,
                finished_at,
            });
        }
        Ok(out)
    }
}

/// This machine's sender id (`""` if its row is missing).
fn machine_sender(conn: &rusqlite::Connection) -> Result<String> {
    Ok(conn
        .query_row("SELECT sender FROM machine WHERE one = 1", [], |r| r.get(0))
        .optional()?
        .unwrap_or_default())
}

impl Tx<'_> {
    /// Whether `game` is a game of a club night.
    pub fn in_night(&self, game: GameId) -> Result<bool> {
        Ok(self
            .tx
            .query_row(
                "SELECT 1 FROM night_games WHERE game_id = ?1",
                [game],
                |_| Ok(()),
            )
            .optional()?
            .is_some())
    }

    /// A correction of `game` saved after its night: its revision raised by
    /// one, this machine stamped as its sender. Returns the new revision.
    pub fn mark_corrected(&self, game: GameId) -> Result<u32> {
        let sender = machine_sender(&self.tx)?;
        Ok(self.tx.query_row(
            "UPDATE games SET revision = revision + 1, sender = ?2 WHERE id = ?1
             RETURNING revision",
            params![game, sender],
            |r| r.get(0),
        )?)
    }
}

/// Stores a new game; a game made here (`uid` `None`) is revision 1 of
/// this machine (its sender), an imported one is given its revision and
/// sender by the import.
pub(crate) fn insert_game(
    tx: &Transaction,
    spec: &GameSpec,
    colours: &[String],
    started_at: i64,
    uid: Option<&str>,
) -> Result<GameId> {
    let sender = match uid {
        None => machine_sender(tx)?,
        Some(_) => String::new(),
    };
    let uid = uid.map(str::to_string).unwrap_or_else(new_uid);
    tx.execute(
        "INSERT INTO games (uid, preset, set_top, house, schedule, started_at, sender)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            uid,
            spec.preset.id(),
            spec.set,
            serde_json::to_string(&spec.house).map_err(invalid)?,
            serde_json::to_string(&spec.schedule).map_err(invalid)?,
            started_at,
            sender
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (seat, (name, colour)) in spec.players.iter().zip(colours).enumerate() {
        let name = name.trim();
        tx.execute(
            "INSERT INTO players (name, colour, last_used) VALUES (?1, ?2, ?3)
             ON CONFLICT(name) DO UPDATE SET colour = excluded.colour,
                 last_used = MAX(last_used, excluded.last_used)",
            params![name, colour, started_at],
        )?;
        let pid: i64 = tx.query_row("SELECT id FROM players WHERE name = ?1", [name], |r| {
            r.get(0)
        })?;
        tx.execute(
            "INSERT INTO game_players (game_id, seat, player_id, colour) VALUES (?1, ?2, ?3, ?4)",
            params![id, seat as i64, pid, colour],
        )?;
    }
    Ok(id)
}

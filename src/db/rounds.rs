//! The rounds repository: rounds and their scores, the unsaved drafts and
//! the undo journal (tables `rounds`, `scores`, `drafts`, `undo_log`).
//!
//! Storage only: the primitives of a [`Tx`] (append or replace a round,
//! rewind, journal for undo, discard a draft), which the app layer
//! ([`crate::app::games`]) composes into an action in one transaction, and
//! the drafts and the journal read or kept by [`Db`]. A round appended or an
//! undo taken on a stale view of the game (another round count, a finished
//! game, a newer journal entry) is refused; the app layer decides what to
//! store and what an undo means.

use super::{now, Db, DbError, GameId, GameRecord, Result, Tx};
use crate::rules::{RoundEntry, RoundOutcome};
use rusqlite::{params, Connection, OptionalExtension, Transaction};

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

/// What one saved action changed, as the undo journal keeps it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Journal {
    /// Round `.0` was added.
    Added(usize),
    /// Round `idx` was replaced; `before` is what it held.
    Edited {
        /// The round.
        idx: usize,
        /// Its value before the edit.
        before: RoundEntry,
    },
}

/// The newest entry of a game's undo journal.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UndoStep {
    /// Its row, to take exactly this one off.
    pub id: i64,
    /// What it recorded.
    pub journal: Journal,
}

/// How the stored rounds go back when an undo step is taken off.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Rewind {
    /// The rounds from `from` on are removed, the game gets `finished_at`,
    /// and `draft` (if any) is kept as the unsaved entry of round `from`.
    RemoveFrom {
        /// The first round removed.
        from: usize,
        /// The game's finish time afterwards.
        finished_at: Option<i64>,
        /// The draft text to keep for round `from`.
        draft: Option<String>,
    },
    /// Round `idx` gets `entry` back.
    Restore {
        /// The round.
        idx: usize,
        /// Its value.
        entry: RoundEntry,
    },
}

/// Refuses unless `game` is stored, not deleted, unfinished and has
/// exactly `rounds` rounds: a change worked out from an older view of the
/// game must not be applied.
pub(crate) fn expect_rounds(conn: &Connection, game: GameId, rounds: usize) -> Result<()> {
    let row: Option<(Option<i64>, i64)> = conn
        .query_row(
            "SELECT finished_at, (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id)
             FROM games g WHERE id = ?1 AND deleted_at IS NULL",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?;
    match row {
        None => Err(DbError::NoSuchGame(game)),
        Some((Some(_), _)) => Err(invalid("this game is finished; edit a round instead")),
        Some((None, n)) if n as usize != rounds => Err(invalid(format!(
            "this game has {n} rounds now, not {rounds}: it was changed meanwhile, nothing was saved"
        ))),
        Some(_) => Ok(()),
    }
}

impl Tx<'_> {
    /// A stored game, not deleted, as this transaction sees it.
    pub fn game(&self, game: GameId) -> Result<GameRecord> {
        super::record::load(&self.tx, game)
    }

    /// The newest entry of a game's undo journal.
    pub fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>> {
        last_undo(&self.tx, game)
    }

    /// Adds round `idx` (judged by the caller) with its scores; round 0
    /// names the game's first starter. Refused unless the game has exactly
    /// `idx` rounds and is not finished.
    pub fn append_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<()> {
        expect_rounds(&self.tx, game, idx)?;
        write_round(&self.tx, game, idx, entry)?;
        if idx == 0 {
            self.tx.execute(
                "UPDATE games SET first_starter = ?2 WHERE id = ?1",
                params![game, entry.starter as i64],
            )?;
        }
        Ok(())
    }

    /// Replaces round `idx` (judged by the caller); returns what it held.
    pub fn replace_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
    ) -> Result<RoundEntry> {
        let before = self
            .game(game)?
            .sheet
            .rounds
            .get(idx)
            .cloned()
            .ok_or_else(|| invalid(format!("this game has no round {}", idx + 1)))?;
        self.tx.execute(
            "DELETE FROM rounds WHERE game_id = ?1 AND idx = ?2",
            params![game, idx as i64],
        )?;
        write_round(&self.tx, game, idx, entry)?;
        Ok(before)
    }

    /// Marks the game finished at `at` (`None`: not finished).
    pub fn set_finished(&self, game: GameId, at: Option<i64>) -> Result<()> {
        self.tx.execute(
            "UPDATE games SET finished_at = ?2 WHERE id = ?1",
            params![game, at],
        )?;
        Ok(())
    }

    /// Notes a change in the game's undo journal.
    pub fn journal(&self, game: GameId, journal: &Journal) -> Result<()> {
        match journal {
            Journal::Added(idx) => self.tx.execute(
                "INSERT INTO undo_log (game_id, action, idx, before) VALUES (?1, 'add', ?2, NULL)",
                params![game, *idx as i64],
            )?,
            Journal::Edited { idx, before } => self.tx.execute(
                "INSERT INTO undo_log (game_id, action, idx, before) VALUES (?1, 'edit', ?2, ?3)",
                params![
                    game,
                    *idx as i64,
                    serde_json::to_string(before).map_err(invalid)?
                ],
            )?,
        };
        Ok(())
    }

    /// Takes undo step `step` off the journal; refused when it is no
    /// longer the newest.
    pub fn take_undo(&self, game: GameId, step: i64) -> Result<()> {
        let top: Option<i64> = self
            .tx
            .query_row(
                "SELECT MAX(id) FROM undo_log WHERE game_id = ?1",
                [game],
                |r| r.get(0),
            )
            .optional()?
            .flatten();
        if top != Some(step) {
            return Err(invalid(
                "the game was changed meanwhile: nothing was undone",
            ));
        }
        self.tx
            .execute("DELETE FROM undo_log WHERE id = ?1", [step])?;
        Ok(())
    }

    /// Rewinds the stored rounds as `rewind` says.
    pub fn rewind(&self, game: GameId, rewind: &Rewind) -> Result<()> {
        match rewind {
            Rewind::RemoveFrom {
                from,
                finished_at,
                draft,
            } => {
                self.tx.execute(
                    "DELETE FROM rounds WHERE game_id = ?1 AND idx >= ?2",
                    params![game, *from as i64],
                )?;
                if let Some(text) = draft {
                    put_draft(&self.tx, game, *from as i64, text)?;
                }
                self.set_finished(game, *finished_at)
            }
            Rewind::Restore { idx, entry } => {
                self.tx.execute(
                    "DELETE FROM rounds WHERE game_id = ?1 AND idx = ?2",
                    params![game, *idx as i64],
                )?;
                write_round(&self.tx, game, *idx, entry)
            }
        }
    }

    /// The stored points of round `idx` as the audit trail keeps them
    /// ([`points_json`]), if the round exists.
    pub fn round_points(&self, game: GameId, idx: usize) -> Result<Option<String>> {
        stored_points(&self.tx, game, idx)
    }

    /// Forgets the unsaved entry of round `idx`.
    pub fn discard_draft(&self, game: GameId, idx: usize) -> Result<()> {
        discard_draft(&self.tx, game, idx)
    }
}

/// The newest entry of a game's undo journal.
fn last_undo(conn: &Connection, game: GameId) -> Result<Option<UndoStep>> {
    let last: Option<(i64, String, i64, Option<String>)> = conn
        .query_row(
            "SELECT id, action, idx, before FROM undo_log WHERE game_id = ?1 ORDER BY id DESC LIMIT 1",
            [game],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
        )
        .optional()?;
    let Some((id, action, idx, before)) = last else {
        return Ok(None);
    };
    let idx = idx as usize;
    let journal = match action.as_str() {
        "add" => Journal::Added(idx),
        _ => Journal::Edited {
            idx,
            before: serde_json::from_str(before.as_deref().unwrap_or("null")).map_err(invalid)?,
        },
    };
    Ok(Some(UndoStep { id, journal }))
}

fn discard_draft(conn: &Connection, game: GameId, idx: usize) -> Result<()> {
    conn.execute(
        "DELETE FROM drafts WHERE game_id = ?1 AND idx = ?2",
        params![game, idx as i64],
    )?;
    Ok(())
}

impl Db {
    /// The newest entry of a game's undo journal.
    pub fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>> {
        last_undo(&self.conn, game)
    }

    /// Keeps what has been entered so far for round `idx` (not saved yet), as
    /// the screen's own text, so that a crash or a kill loses no tap. One
    /// statement, so one transaction. Saving the round discards it.
    pub fn save_draft(&self, game: GameId, idx: usize, form: &str) -> Result<()> {
        put_draft(&self.conn, game, idx as i64, form)
    }

    /// What was entered for round `idx` and not saved yet, if anything.
    pub fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT form FROM drafts WHERE game_id = ?1 AND idx = ?2",
                params![game, idx as i64],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Forgets the unsaved entry of round `idx`.
    pub fn discard_draft(&self, game: GameId, idx: usize) -> Result<()> {
        discard_draft(&self.conn, game, idx)
    }
}

/// A round's points as the audit trail keeps them (`[0,41]`, `[-10,41]`).
pub(crate) fn points_json(points: &[i32]) -> String {
    serde_json::to_string(points).unwrap_or_default()
}

/// The stored points of round `idx` (as [`points_json`]), if it exists.
fn stored_points(conn: &Connection, game: GameId, idx: usize) -> Result<Option<String>> {
    let mut st = conn.prepare_cached(
        "SELECT points FROM scores WHERE game_id = ?1 AND idx = ?2 ORDER BY seat",
    )?;
    let points = st
        .query_map(params![game, idx as i64], |r| r.get::<_, i64>(0))?
        .map(|p| p.map(super::record::clamp_points))
        .collect::<rusqlite::Result<Vec<i32>>>()?;
    Ok((!points.is_empty()).then(|| points_json(&points)))
}

pub(crate) fn write_round(
    tx: &Transaction,
    game: GameId,
    idx: usize,
    e: &RoundEntry,
) -> Result<()> {
    let (out, blocked) = match e.end {
        RoundOutcome::Out(s) => (Some(s as i64), false),
        RoundOutcome::Blocked => (None, true),
    };
    tx.execute(
        "INSERT INTO rounds (game_id, idx, engine, starter, out_seat, blocked, saved_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            game,
            idx as i64,
            e.engine,
            e.starter as i64,
            out,
            blocked,
            now()
        ],
    )?;
    let mut st = tx.prepare_cached(
        "INSERT INTO scores (game_id, idx, seat, points, tiles, marker_up)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (seat, (p, tiles)) in e.points.iter().zip(&e.tiles).enumerate() {
        let tiles = match tiles {
            Some(t) => Some(serde_json::to_string(t).map_err(invalid)?),
            None => None,
        };
        let up = e.markers_up.contains(&seat);
        st.execute(params![game, idx as i64, seat as i64, *p as i64, tiles, up])?;
    }
    Ok(())
}

/// Keeps `form` as the unsaved entry of round `idx` (replacing any).
fn put_draft(conn: &Connection, game: GameId, idx: i64, form: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO drafts (game_id, idx, form, saved_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT(game_id, idx) DO UPDATE SET form = excluded.form, saved_at = excluded.saved_at",
        params![game, idx, form, now()],
    )?;
    Ok(())
}

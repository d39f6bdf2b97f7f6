//! The list of past games: filters, pages, soft delete and undo.

use super::{now, stats, Db, DbError, GameId, Result};
use crate::rules::{HouseRules, PresetId};
use rusqlite::params;

/// What to show in the history list. Empty fields do not filter.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HistoryFilter {
    /// Only games this player (exact name, any case) played.
    pub player: Option<String>,
    /// Only games of this preset.
    pub preset: Option<PresetId>,
    /// Only games started at or after this time (Unix seconds).
    pub from: Option<i64>,
    /// Only games started before this time (Unix seconds).
    pub to: Option<i64>,
    /// Only games where a player's name contains this text (any case).
    pub search: Option<String>,
}

/// One line of the history.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryEntry {
    /// Row id.
    pub id: GameId,
    /// Stable id.
    pub uid: String,
    /// Preset.
    pub preset: PresetId,
    /// Set.
    pub set: u8,
    /// House rules (empty when none).
    pub house: HouseRules,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Their marker colours.
    pub colours: Vec<String>,
    /// Their totals so far (negative where going-out bonuses outweigh the
    /// points).
    pub totals: Vec<i32>,
    /// Seats with the lowest total, after the game's tie-break (the
    /// winners once finished; empty before round 1).
    pub leaders: Vec<usize>,
    /// Rounds entered / scheduled.
    pub rounds: (usize, usize),
    /// Started (Unix seconds).
    pub started_at: i64,
    /// Finished, if it has.
    pub finished_at: Option<i64>,
}

impl HistoryEntry {
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    /// How long a finished game lasted, in minutes.
    pub fn duration_minutes(&self) -> Option<i64> {
        self.finished_at.map(|f| (f - self.started_at).max(0) / 60)
    }
}

/// One page of the history.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct HistoryPage {
    /// The games, newest first.
    pub entries: Vec<HistoryEntry>,
    /// Whether there are more after this page.
    pub has_more: bool,
}

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

fn like_pattern(s: &str) -> String {
    let mut p = String::from("%");
    for c in s.chars() {
        if matches!(c, '%' | '_' | '\\') {
            p.push('\\');
        }
        p.push(c);
    }
    p.push('%');
    p
}

impl Db {
    /// A page of games, newest first: `limit` games after skipping `offset`.
    pub fn history(
        &self,
        filter: &HistoryFilter,
        limit: usize,
        offset: usize,
    ) -> Result<HistoryPage> {
        stats::refresh(&self.conn)?;
        let player = filter
            .player
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty());
        let search = filter
            .search
            .as_deref()
            .map(str::trim)
            .filter(|s| !s.is_empty())
            .map(like_pattern);
        let mut st = self.conn.prepare_cached(
            "SELECT g.id, g.uid, g.preset, g.set_top, g.house, g.schedule, g.started_at, g.finished_at,
                    (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id)
             FROM games g
             WHERE g.deleted_at IS NULL
               AND (?1 IS NULL OR g.preset = ?1)
               AND (?2 IS NULL OR g.started_at >= ?2)
               AND (?3 IS NULL OR g.started_at < ?3)
               AND (?4 IS NULL OR g.id IN (SELECT gp.game_id FROM game_players gp
                        WHERE gp.player_id = (SELECT id FROM players WHERE name = ?4)))
               AND (?5 IS NULL OR EXISTS (SELECT 1 FROM game_players gp JOIN players p ON p.id = gp.player_id
                        WHERE gp.game_id = g.id AND p.name LIKE ?5 ESCAPE '\\'))
             ORDER BY g.started_at DESC, g.id DESC LIMIT ?6 OFFSET ?7",
        )?;
        let rows = st.query_map(
            params![
                filter.preset.map(|p| p.id()),
                filter.from,
                filter.to,
                player,
                search,
                limit as i64 + 1,
                offset as i64
            ],
            |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, String>(2)?,
                    r.get::<_, u8>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, String>(5)?,
                    r.get::<_, i64>(6)?,
                    r.get::<_, Option<i64>>(7)?,
                    r.get::<_, i64>(8)?,
                ))
            },
        )?;
        let mut page = HistoryPage::default();
        let mut seats = self.conn.prepare_cached(
            "SELECT p.name, gp.colour, COALESCE(s.total, 0), COALESCE(s.rank, 0)
             FROM game_players gp JOIN players p ON p.id = gp.player_id
             LEFT JOIN game_stats s ON s.game_id = gp.game_id AND s.seat = gp.seat
             WHERE gp.game_id = ?1 ORDER BY gp.seat",
        )?;
        for row in rows {
            let (id, uid, preset, set, house, schedule, started_at, finished_at, played) = row?;
            if page.entries.len() == limit {
                page.has_more = true;
                break;
            }
            let schedule: Vec<u8> = serde_json::from_str(&schedule).map_err(invalid)?;
            let (mut players, mut colours, mut totals) = (vec![], vec![], vec![]);
            let mut first = vec![];
            for (seat, s) in seats
                .query_map([id], |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get::<_, i32>(2)?,
                        r.get::<_, i64>(3)?,
                    ))
                })?
                .enumerate()
            {
                let (n, c, t, rank) = s?;
                players.push(n);
                colours.push(c);
                totals.push(t);
                if rank == 1 {
                    first.push(seat);
                }
            }
            // The statistics' ranks follow the tie-break (rank 1: the
            // winners); without them, the lowest totals.
            let leaders = if played == 0 {
                vec![]
            } else if !first.is_empty() {
                first
            } else {
                crate::rules::lowest(&totals)
            };
            page.entries.push(HistoryEntry {
                id,
                uid,
                preset: preset.parse().map_err(invalid)?,
                set,
                house: serde_json::from_str(&house).map_err(invalid)?,
                players,
                colours,
                totals,
                leaders,
                rounds: (played as usize, schedule.len()),
                started_at,
                finished_at,
            });
        }
        Ok(page)
    }

    /// Names of everyone who played a game that is still in the history, A to Z.
    pub fn history_players(&self) -> Result<Vec<String>> {
        let mut st = self.conn.prepare_cached(
            "SELECT p.name FROM players p WHERE EXISTS (
                SELECT 1 FROM game_players gp JOIN games g ON g.id = gp.game_id
                WHERE gp.player_id = p.id AND g.deleted_at IS NULL)
             ORDER BY p.name COLLATE NOCASE",
        )?;
        let rows = st.query_map([], |r| r.get(0))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Moves a game to the bin (it leaves the history and the statistics);
    /// [`Db::undelete_game`] brings it back.
    pub fn delete_game(&self, game: GameId) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        let n = tx.execute(
            "UPDATE games SET deleted_at = ?2 WHERE id = ?1 AND deleted_at IS NULL",
            params![game, now()],
        )?;
        if n == 0 {
            return Err(DbError::NoSuchGame(game));
        }
        tx.commit()?;
        Ok(())
    }

    /// Takes a deleted game out of the bin.
    pub fn undelete_game(&self, game: GameId) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        let n = tx.execute(
            "UPDATE games SET deleted_at = NULL WHERE id = ?1 AND deleted_at IS NOT NULL",
            [game],
        )?;
        if n == 0 {
            return Err(DbError::NoSuchGame(game));
        }
        tx.commit()?;
        Ok(())
    }
}

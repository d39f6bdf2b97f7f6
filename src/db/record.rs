//! Reading one stored game back: its settings, players and rounds. Shared
//! by the games repository, the statistics read model and export.

use super::{DbError, GameId, GameRecord, Result};
use crate::rules::{GameSpec, HouseRules, RoundEntry, RoundOutcome, Scoresheet, Tile};
use rusqlite::{params, OptionalExtension};

/// A stored score as a round's points (SQLite keeps 64 bits; a round's
/// points are far inside `i32`, a damaged value is held at its bounds).
/// Reading a score back is this module's: the rounds repository, which
/// reads a game back through [`load`], uses it too.
pub(crate) fn clamp_points(p: i64) -> i32 {
    p.clamp(i32::MIN as i64, i32::MAX as i64) as i32
}

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

/// A stored game (not deleted).
pub(crate) fn load(conn: &rusqlite::Connection, game: GameId) -> Result<GameRecord> {
    load_with(conn, game, false)
}

/// [`load`], a game in the bin too with `binned` (an import compares a
/// game sent with the one kept in the bin under its uid).
pub(crate) fn load_with(
    conn: &rusqlite::Connection,
    game: GameId,
    binned: bool,
) -> Result<GameRecord> {
    let row = conn
        .query_row(
            "SELECT uid, preset, set_top, house, schedule, first_starter, started_at, finished_at,
                    revision, sender
             FROM games WHERE id = ?1 AND (deleted_at IS NULL OR ?2)",
            rusqlite::params![game, binned],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, u8>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, i64>(6)?,
                    r.get::<_, Option<i64>>(7)?,
                    r.get::<_, i64>(8)?,
                    r.get::<_, String>(9)?,
                ))
            },
        )
        .optional()?
        .ok_or(DbError::NoSuchGame(game))?;
    let (uid, preset, set, house, schedule, first_starter, started_at, finished_at) =
        (row.0, row.1, row.2, row.3, row.4, row.5, row.6, row.7);
    // A damaged revision reads as the first (a revision is 1 or more).
    let (revision, sender) = (row.8.clamp(1, u32::MAX as i64) as u32, row.9);
    let mut players = vec![];
    let mut colours = vec![];
    {
        let mut st = conn.prepare_cached(
            "SELECT p.name, gp.colour FROM game_players gp JOIN players p ON p.id = gp.player_id
             WHERE gp.game_id = ?1 ORDER BY gp.seat",
        )?;
        for r in st.query_map([game], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        })? {
            let (n, c) = r?;
            players.push(n);
            colours.push(c);
        }
    }
    let spec = GameSpec {
        preset: preset.parse().map_err(invalid)?,
        set,
        house: serde_json::from_str::<HouseRules>(&house).map_err(invalid)?,
        players,
        schedule: serde_json::from_str(&schedule).map_err(invalid)?,
    };
    let n = spec.players.len();
    let mut rounds: Vec<RoundEntry> = vec![];
    {
        let mut st = conn.prepare_cached(
            "SELECT idx, engine, starter, out_seat, blocked FROM rounds WHERE game_id = ?1 ORDER BY idx",
        )?;
        let mut sc = conn.prepare_cached(
            "SELECT seat, points, tiles, marker_up FROM scores
             WHERE game_id = ?1 AND idx = ?2 ORDER BY seat",
        )?;
        let rows: Vec<(i64, u8, i64, Option<i64>, bool)> = st
            .query_map([game], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect::<rusqlite::Result<_>>()?;
        for (idx, engine, starter, out, blocked) in rows {
            let mut points = vec![0i32; n];
            let mut tiles: Vec<Option<Vec<Tile>>> = vec![None; n];
            let mut markers_up = vec![];
            for r in sc.query_map(params![game, idx], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, Option<String>>(2)?,
                    r.get::<_, bool>(3)?,
                ))
            })? {
                let (seat, p, t, up) = r?;
                let seat = seat as usize;
                if seat < n {
                    points[seat] = clamp_points(p);
                    if up {
                        markers_up.push(seat);
                    }
                    tiles[seat] = match t {
                        Some(t) => Some(serde_json::from_str(&t).map_err(invalid)?),
                        None => None,
                    };
                }
            }
            let end = match (out, blocked) {
                (Some(s), _) => RoundOutcome::Out(s as usize),
                _ => RoundOutcome::Blocked,
            };
            rounds.push(RoundEntry {
                engine,
                starter: starter as usize,
                end,
                points,
                tiles,
                markers_up,
            });
        }
    }
    Ok(GameRecord {
        id: game,
        uid,
        sheet: Scoresheet { spec, rounds },
        colours,
        first_starter: first_starter.map(|s| s as usize),
        started_at,
        finished_at,
        revision,
        sender,
    })
}

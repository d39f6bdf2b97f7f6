//! Statistics over finished games: per player (overall or per preset), head
//! to head, records and a player's results over time.
//!
//! Each game's per-seat figures (total, rank, best and worst round, outs,
//! rounds won) are computed by the rules engine from the score sheet and kept
//! in the `game_stats` table; triggers drop a game's rows when its rounds or
//! players change and [`refresh`] computes the missing ones again. The
//! queries here then aggregate those rows, so the statistics screen reads a
//! few rows per game instead of every score.
//!
//! A name merged into another (`player_merges`, [`crate::app::players`])
//! counts as that one: its games are the other name's here.
//!
//! Only finished games that are not deleted count. A win is a rank of 1:
//! the lowest total, and among tied players those the game's tie-break
//! prefers (a shared lowest total is a win for each tied player under the
//! default `shared`). Points, totals and records may be negative (a
//! going-out bonus).

use super::record::load;
use super::{Db, GameId, Result};
use crate::rules::{PresetId, RoundOutcome};
use rusqlite::{params, Connection};

/// One player's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayerStats {
    /// Name.
    pub name: String,
    /// Marker colour last used.
    pub colour: String,
    /// Finished games played.
    pub games: u32,
    /// Games won (ties included).
    pub wins: u32,
    /// Rounds played.
    pub rounds: u32,
    /// Points over all those rounds (negative where going-out bonuses
    /// outweigh them).
    pub points: i64,
    /// Fewest points in one round.
    pub best_round: Option<i32>,
    /// Most points in one round.
    pub worst_round: Option<i32>,
    /// Rounds in which they went out.
    pub outs: u32,
    /// Wins in a row up to the latest game.
    pub current_streak: u32,
    /// Most wins in a row.
    pub longest_streak: u32,
    /// Lowest game total.
    pub lowest_total: Option<i32>,
}

impl PlayerStats {
    /// Wins over games, 0 to 1.
    pub fn win_rate(&self) -> f64 {
        if self.games == 0 {
            0.0
        } else {
            self.wins as f64 / self.games as f64
        }
    }

    /// Average points per round.
    pub fn avg_per_round(&self) -> f64 {
        if self.rounds == 0 {
            0.0
        } else {
            self.points as f64 / self.rounds as f64
        }
    }
}

/// Two players over the finished games they both played.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct HeadToHead {
    /// First player.
    pub a: String,
    /// Second player.
    pub b: String,
    /// Games both played.
    pub games: u32,
    /// Games where `a` ended with fewer points than `b`.
    pub a_ahead: u32,
    /// Games where `b` ended with fewer points than `a`.
    pub b_ahead: u32,
    /// Games where they ended level.
    pub level: u32,
    /// Of those games, how many `a` won.
    pub a_wins: u32,
    /// Of those games, how many `b` won.
    pub b_wins: u32,
    /// `a`'s total over those games.
    pub a_points: i64,
    /// `b`'s total over those games.
    pub b_points: i64,
}

/// A record and who holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Record {
    /// The holder.
    pub player: String,
    /// The figure (a total may be negative).
    pub value: i32,
    /// The game.
    pub game: GameId,
    /// When that game started.
    pub started_at: i64,
}

/// The all-time records. A record can be shared: each list holds every
/// player who reached the figure (in the first game they reached it),
/// earliest first; it is empty before any game is finished.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Records {
    /// Lowest total for a finished game.
    pub lowest_total: Vec<Record>,
    /// Most rounds won (fewest points in the round, ties included) in one game.
    pub most_rounds_won: Vec<Record>,
}

/// One finished game from one player's point of view.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerResult {
    /// The game.
    pub game: GameId,
    /// When it started.
    pub started_at: i64,
    /// Its preset.
    pub preset: PresetId,
    /// The player's total.
    pub total: i32,
    /// The player's rank (1 = won).
    pub rank: u32,
    /// How many played.
    pub players: u32,
    /// Rounds played.
    pub rounds: u32,
}

/// Computes the `game_stats` rows of every game that has none. Returns how
/// many games were computed.
pub(crate) fn refresh(conn: &Connection) -> Result<usize> {
    let ids: Vec<GameId> = {
        let mut st = conn.prepare_cached(
            "SELECT g.id FROM games g WHERE g.deleted_at IS NULL
             AND NOT EXISTS (SELECT 1 FROM game_stats s WHERE s.game_id = g.id)",
        )?;
        let rows = st.query_map([], |r| r.get(0))?;
        rows.collect::<rusqlite::Result<_>>()?
    };
    if ids.is_empty() {
        return Ok(0);
    }
    if conn.is_autocommit() {
        let tx = conn.unchecked_transaction()?;
        compute(&tx, &ids)?;
        tx.commit()?;
    } else {
        compute(conn, &ids)?;
    }
    Ok(ids.len())
}

fn compute(tx: &Connection, ids: &[GameId]) -> Result<()> {
    {
        let mut ins = tx.prepare_cached(
            "INSERT OR REPLACE INTO game_stats
             (game_id, seat, player_id, total, rounds, best, worst, outs, rounds_won, rank)
             VALUES (?1, ?2, (SELECT player_id FROM game_players WHERE game_id = ?1 AND seat = ?2),
                     ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
        )?;
        for &id in ids {
            let rec = load(tx, id)?;
            let sheet = &rec.sheet;
            let totals = sheet.totals();
            let mut rank = vec![0usize; sheet.seats()];
            for (r, seat, _) in sheet.standings() {
                rank[seat] = r;
            }
            for seat in 0..sheet.seats() {
                let pts = sheet.rounds.iter().map(|r| r.points[seat]);
                let outs = sheet
                    .rounds
                    .iter()
                    .filter(|r| r.end == RoundOutcome::Out(seat))
                    .count();
                let won = sheet
                    .rounds
                    .iter()
                    .filter(|r| r.winners().contains(&seat))
                    .count();
                ins.execute(params![
                    id,
                    seat as i64,
                    totals[seat] as i64,
                    sheet.rounds.len() as i64,
                    pts.clone().min().map(|v| v as i64),
                    pts.max().map(|v| v as i64),
                    outs as i64,
                    won as i64,
                    rank[seat] as i64,
                ])?;
            }
        }
    }
    Ok(())
}

/// The names a game's seats count under, from each seat's name after the
/// merges and its own (`(merged, own)`, seat by seat): a name merged into
/// another counts as that one, unless the game seats that one too, or
/// another name merged into it (two people after all: a game imported from
/// a machine without the merge, or played since). Then the seat of that
/// name itself keeps it, else the first such seat, and the other seats
/// count under their own names; so each name comes once.
pub(super) fn seat_names(seats: &[(String, String)]) -> Vec<String> {
    seats
        .iter()
        .enumerate()
        .map(|(i, (merged, own))| {
            let yields = merged != own
                && seats
                    .iter()
                    .enumerate()
                    .any(|(j, (m, o))| j != i && m == merged && (o == m || j < i));
            if yields { own } else { merged }.clone()
        })
        .collect()
}

fn preset_param(p: Option<PresetId>) -> Option<&'static str> {
    p.map(|p| p.id())
}

impl Db {
    /// Computes the statistics of every game that has none yet (after a
    /// finish, an import, a restore). Returns how many games were computed.
    pub fn refresh_stats(&self) -> Result<usize> {
        refresh(&self.conn)
    }

    /// Every player's figures over finished games (of one preset, if given),
    /// most wins first.
    pub fn player_stats(&self, preset: Option<PresetId>) -> Result<Vec<PlayerStats>> {
        refresh(&self.conn)?;
        let mut st = self.conn.prepare_cached(
            "SELECT p.id, p.name, p.colour, s.total, s.rounds, s.best, s.worst, s.outs, s.rank
             FROM game_stats s JOIN games g ON g.id = s.game_id
             LEFT JOIN player_merges m ON m.player_id = s.player_id
             JOIN players p ON p.id = COALESCE(m.into_id, s.player_id)
             WHERE g.deleted_at IS NULL AND g.finished_at IS NOT NULL
               AND (?1 IS NULL OR g.preset = ?1)
             ORDER BY p.id, g.started_at, g.id",
        )?;
        let mut rows = st.query(params![preset_param(preset)])?;
        let mut out: Vec<PlayerStats> = vec![];
        let mut last_pid: Option<i64> = None;
        while let Some(r) = rows.next()? {
            let pid: i64 = r.get(0)?;
            if last_pid != Some(pid) {
                last_pid = Some(pid);
                out.push(PlayerStats {
                    name: r.get(1)?,
                    colour: r.get(2)?,
                    ..Default::default()
                });
            }
            let p = out.last_mut().expect("pushed above");
            let total: i32 = r.get(3)?;
            let best: Option<i32> = r.get(5)?;
            let worst: Option<i32> = r.get(6)?;
            let rank: u32 = r.get(8)?;
            p.games += 1;
            p.rounds += r.get::<_, u32>(4)?;
            p.points += total as i64;
            p.outs += r.get::<_, u32>(7)?;
            p.best_round = match (p.best_round, best) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
            p.worst_round = p.worst_round.max(worst);
            p.lowest_total = Some(p.lowest_total.map_or(total, |l| l.min(total)));
            if rank == 1 {
                p.wins += 1;
                p.current_streak += 1;
                p.longest_streak = p.longest_streak.max(p.current_streak);
            } else {
                p.current_streak = 0;
            }
        }
        crate::rules::order::sort_by(&mut out, |a, b| {
            b.wins
                .cmp(&a.wins)
                .then(b.win_rate().total_cmp(&a.win_rate()))
                .then_with(|| crate::i18n::lowercase(&a.name).cmp(&crate::i18n::lowercase(&b.name)))
        });
        Ok(out)
    }

    /// Two players over the finished games they both played.
    pub fn head_to_head(&self, a: &str, b: &str) -> Result<HeadToHead> {
        refresh(&self.conn)?;
        let mut h = HeadToHead {
            a: a.to_string(),
            b: b.to_string(),
            ..Default::default()
        };
        let mut st = self.conn.prepare_cached(
            "SELECT x.total, x.rank, y.total, y.rank
             FROM game_stats x JOIN game_stats y ON y.game_id = x.game_id
             JOIN games g ON g.id = x.game_id
             WHERE x.player_id IN (SELECT id FROM players WHERE name = ?1
                                   UNION SELECT player_id FROM player_merges
                                   WHERE into_id = (SELECT id FROM players WHERE name = ?1))
               AND y.player_id IN (SELECT id FROM players WHERE name = ?2
                                   UNION SELECT player_id FROM player_merges
                                   WHERE into_id = (SELECT id FROM players WHERE name = ?2))
               AND x.seat <> y.seat
               AND g.deleted_at IS NULL AND g.finished_at IS NOT NULL",
        )?;
        let mut rows = st.query(params![a.trim(), b.trim()])?;
        while let Some(r) = rows.next()? {
            let (ta, ra, tb, rb): (i32, u32, i32, u32) =
                (r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?);
            h.games += 1;
            h.a_points += ta as i64;
            h.b_points += tb as i64;
            match ta.cmp(&tb) {
                std::cmp::Ordering::Less => h.a_ahead += 1,
                std::cmp::Ordering::Greater => h.b_ahead += 1,
                std::cmp::Ordering::Equal => h.level += 1,
            }
            h.a_wins += (ra == 1) as u32;
            h.b_wins += (rb == 1) as u32;
        }
        Ok(h)
    }

    /// The all-time records over finished games.
    pub fn records(&self) -> Result<Records> {
        refresh(&self.conn)?;
        let holders = |best: &str, col: &str| -> Result<Vec<Record>> {
            let sql = format!(
                "SELECT p.name, s.{col}, s.game_id, g.started_at
                 FROM game_stats s JOIN games g ON g.id = s.game_id
                 LEFT JOIN player_merges m ON m.player_id = s.player_id
                 JOIN players p ON p.id = COALESCE(m.into_id, s.player_id)
                 WHERE g.deleted_at IS NULL AND g.finished_at IS NOT NULL
                   AND s.{col} = (SELECT {best}(s2.{col}) FROM game_stats s2 JOIN games g2 ON g2.id = s2.game_id
                                  WHERE g2.deleted_at IS NULL AND g2.finished_at IS NOT NULL)
                 ORDER BY g.started_at, g.id, s.seat"
            );
            let mut st = self.conn.prepare_cached(&sql)?;
            let rows = st.query_map([], |r| {
                Ok(Record {
                    player: r.get(0)?,
                    value: r.get(1)?,
                    game: r.get(2)?,
                    started_at: r.get(3)?,
                })
            })?;
            let mut out: Vec<Record> = vec![];
            for r in rows {
                let r = r?;
                if !out.iter().any(|o| o.player == r.player) {
                    out.push(r);
                }
            }
            Ok(out)
        };
        Ok(Records {
            lowest_total: holders("MIN", "total")?,
            most_rounds_won: holders("MAX", "rounds_won")?,
        })
    }

    /// A player's finished games, oldest first.
    pub fn player_results(&self, name: &str) -> Result<Vec<PlayerResult>> {
        refresh(&self.conn)?;
        let mut st = self.conn.prepare_cached(
            "SELECT s.game_id, g.started_at, g.preset, s.total, s.rank, s.rounds,
                    (SELECT COUNT(*) FROM game_players gp WHERE gp.game_id = s.game_id)
             FROM game_stats s JOIN games g ON g.id = s.game_id
             WHERE s.player_id IN (SELECT id FROM players WHERE name = ?1
                                   UNION SELECT player_id FROM player_merges
                                   WHERE into_id = (SELECT id FROM players WHERE name = ?1))
               AND g.deleted_at IS NULL AND g.finished_at IS NOT NULL
             ORDER BY g.started_at, g.id",
        )?;
        let rows = st.query_map([name.trim()], |r| {
            Ok((
                r.get(0)?,
                r.get(1)?,
                r.get::<_, String>(2)?,
                r.get(3)?,
                r.get(4)?,
                r.get(5)?,
                r.get(6)?,
            ))
        })?;
        let mut out = vec![];
        for row in rows {
            let (game, started_at, preset, total, rank, rounds, players) = row?;
            out.push(PlayerResult {
                game,
                started_at,
                preset: preset
                    .parse()
                    .map_err(|e| super::DbError::Invalid(format!("{e}")))?,
                total,
                rank,
                players,
                rounds,
            });
        }
        Ok(out)
    }
}

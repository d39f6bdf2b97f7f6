//! The players repository's renames and merges (table `player_merges`,
//! migration 9): a name renamed everywhere (the one `players` row every
//! game points to), and a name merged into another one, recorded so that it
//! can be taken back. A merge changes no game: the reads that count a
//! person (the league and night standings, the statistics) read a merged
//! name as the one it is merged into. Storage only: [`crate::app::players`]
//! decides what is allowed.

use super::{Db, GameId, Result, Tx};
use rusqlite::{params, OptionalExtension};

/// A player's row id.
pub type PlayerId = i64;

impl Tx<'_> {
    /// The player named `name` (as stored, whatever its case).
    pub fn player_named(&self, name: &str) -> Result<Option<(PlayerId, String)>> {
        Ok(self
            .tx
            .query_row(
                "SELECT id, name FROM players WHERE name = ?1",
                [name],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
    }

    /// The name `player` is merged into, if it is.
    pub fn merged_into(&self, player: PlayerId) -> Result<Option<String>> {
        Ok(self
            .tx
            .query_row(
                "SELECT p.name FROM player_merges m JOIN players p ON p.id = m.into_id
                 WHERE m.player_id = ?1",
                [player],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// The names merged into `player`, in order.
    pub fn merged_from(&self, player: PlayerId) -> Result<Vec<String>> {
        Ok(self
            .tx
            .prepare_cached(
                "SELECT p.name FROM player_merges m JOIN players p ON p.id = m.player_id
                 WHERE m.into_id = ?1 ORDER BY p.name",
            )?
            .query_map([player], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// A game (not deleted) that `a`, or a name merged into `a`, played
    /// with `b`, or a name merged into `b`, if any.
    pub fn played_together(&self, a: PlayerId, b: PlayerId) -> Result<Option<GameId>> {
        Ok(self
            .tx
            .query_row(
                "WITH ids(player_id, who) AS (
                     SELECT ?1, 1 UNION SELECT player_id, 1 FROM player_merges WHERE into_id = ?1
                     UNION SELECT ?2, 2 UNION SELECT player_id, 2 FROM player_merges WHERE into_id = ?2)
                 SELECT x.game_id FROM game_players x
                 JOIN game_players y ON y.game_id = x.game_id AND y.seat <> x.seat
                 JOIN games g ON g.id = x.game_id
                 WHERE x.player_id IN (SELECT player_id FROM ids WHERE who = 1)
                   AND y.player_id IN (SELECT player_id FROM ids WHERE who = 2)
                   AND g.deleted_at IS NULL
                 ORDER BY x.game_id LIMIT 1",
                params![a, b],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// An unfinished game (not deleted) `player` sits in, if any.
    pub fn unfinished_game_of(&self, player: PlayerId) -> Result<Option<GameId>> {
        Ok(self
            .tx
            .query_row(
                "SELECT g.id FROM game_players gp JOIN games g ON g.id = gp.game_id
                 WHERE gp.player_id = ?1 AND g.finished_at IS NULL AND g.deleted_at IS NULL
                 ORDER BY g.id LIMIT 1",
                [player],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Renames `player` (every game it played follows: they point to its row).
    pub fn rename_player(&self, player: PlayerId, name: &str) -> Result<()> {
        self.tx.execute(
            "UPDATE players SET name = ?2 WHERE id = ?1",
            params![player, name],
        )?;
        Ok(())
    }

    /// Records that `player` is the same person as `into`, at `at`.
    pub fn merge_player(&self, player: PlayerId, into: PlayerId, at: i64) -> Result<()> {
        self.tx.execute(
            "INSERT INTO player_merges (player_id, into_id, merged_at) VALUES (?1, ?2, ?3)",
            params![player, into, at],
        )?;
        Ok(())
    }

    /// Takes `player`'s merge back; whether there was one.
    pub fn unmerge_player(&self, player: PlayerId) -> Result<bool> {
        Ok(self
            .tx
            .execute("DELETE FROM player_merges WHERE player_id = ?1", [player])?
            == 1)
    }
}

impl Db {
    /// Every player's name, in order.
    pub fn all_player_names(&self) -> Result<Vec<String>> {
        Ok(self
            .conn
            .prepare_cached("SELECT name FROM players ORDER BY name")?
            .query_map([], |r| r.get(0))?
            .collect::<rusqlite::Result<_>>()?)
    }

    /// Every merge: each merged name and the name it is merged into, by
    /// the merged name.
    pub fn merges(&self) -> Result<Vec<(String, String)>> {
        Ok(self
            .conn
            .prepare_cached(
                "SELECT a.name, b.name FROM player_merges m
                 JOIN players a ON a.id = m.player_id JOIN players b ON b.id = m.into_id
                 ORDER BY a.name",
            )?
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?
            .collect::<rusqlite::Result<_>>()?)
    }
}

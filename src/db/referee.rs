//! What the referee screens show, kept between screens and restarts: one
//! text per key (the screen's own serialized state; storage does not read
//! it). Keys are chosen by the screens, e.g. `checker` or `file:/path`.

use super::{now, Db, Result};
use rusqlite::{params, OptionalExtension};

impl Db {
    /// Keeps `state` under `key`, replacing what was there. One statement,
    /// so one transaction.
    pub fn save_referee(&self, key: &str, state: &str) -> Result<()> {
        self.conn.execute(
            "INSERT INTO referee (key, state, saved_at) VALUES (?1, ?2, ?3)
             ON CONFLICT(key) DO UPDATE SET state = excluded.state, saved_at = excluded.saved_at",
            params![key, state, now()],
        )?;
        Ok(())
    }

    /// What is kept under `key`, if anything.
    pub fn referee(&self, key: &str) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT state FROM referee WHERE key = ?1",
                params![key],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Forgets what is kept under `key`.
    pub fn discard_referee(&self, key: &str) -> Result<()> {
        self.conn
            .execute("DELETE FROM referee WHERE key = ?1", params![key])?;
        Ok(())
    }
}

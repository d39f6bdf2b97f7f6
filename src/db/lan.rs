//! The table-mode repository (tables `table_hosting`, `table_devices`,
//! `table_entries`, `table_applied`, `audit`; see docs/table-mode.md).
//!
//! Storage only: [`crate::app::host`] decides who may do what and judges
//! every entry with the engine. A write by a phone is one transaction
//! ([`Db::write`]) composed by the app of this file's primitives on [`Tx`]:
//! the idempotency key looked up, the change counter raised, the change and
//! its audit row written, the key kept with its answer, all or nothing.

use super::{now, Db, DbError, GameId, Result, Tx};
use rusqlite::{params, Connection, OptionalExtension};

/// A hosted game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HostingRow {
    /// The game.
    pub game: GameId,
    /// The join code.
    pub code: String,
    /// The watch link's token (read-only: kept to print it again).
    pub watch_token: String,
    /// The join link's key (`None`: hosting begun by a build before it).
    pub join_key: Option<String>,
    /// The change counter.
    pub version: i64,
    /// The last player to enter may save the round.
    pub last_player_saves: bool,
}

/// A device that joined (or the host, or the watch link).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DeviceRow {
    /// Its row.
    pub id: i64,
    /// `host`, `player` or `spectator`.
    pub role: String,
    /// A player's seat.
    pub seat: Option<usize>,
    /// What it is called in the audit trail and on the host's form.
    pub label: String,
}

/// One seat's entry for the round being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EntryRow {
    /// The seat.
    pub seat: usize,
    /// The entry as the app layer wrote it (JSON).
    pub entry: String,
    /// The device it came from (its label).
    pub device: String,
    /// When (seconds since the epoch).
    pub at: i64,
}

/// One change to a score.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AuditRow {
    /// Its row (in order of the changes).
    pub id: i64,
    /// The round (0-based).
    pub round: Option<usize>,
    /// The seat, for an entry.
    pub seat: Option<usize>,
    /// The device's label.
    pub device: String,
    /// When (seconds since the epoch).
    pub at: i64,
    /// `entry set`, `entry corrected`, `entry cleared`, `round saved`,
    /// `round edited`, `round undone`.
    pub what: String,
    /// The value before (JSON), if any.
    pub old: Option<String>,
    /// The value after (JSON), if any.
    pub new: Option<String>,
}

/// Raises a hosted game's change counter (inside the caller's
/// transaction); returns the new value, `None` when it is not hosted.
fn bump_version(conn: &Connection, game: GameId) -> Result<Option<i64>> {
    Ok(conn
        .query_row(
            "UPDATE table_hosting SET version = version + 1 WHERE game_id = ?1 RETURNING version",
            [game],
            |r| r.get(0),
        )
        .optional()?)
}

/// The hosting of `game`, if it is hosted.
fn hosting(conn: &Connection, game: GameId) -> Result<Option<HostingRow>> {
    Ok(conn
        .query_row(
            "SELECT game_id, code, watch_token, version, last_player_saves, join_key
             FROM table_hosting WHERE game_id = ?1",
            [game],
            |r| {
                Ok(HostingRow {
                    game: r.get(0)?,
                    code: r.get(1)?,
                    watch_token: r.get(2)?,
                    version: r.get(3)?,
                    last_player_saves: r.get(4)?,
                    join_key: r.get(5)?,
                })
            },
        )
        .optional()?)
}

/// The entries of round `idx` of `game`, by seat.
fn table_entries(conn: &Connection, game: GameId, idx: usize) -> Result<Vec<EntryRow>> {
    let mut st = conn.prepare_cached(
        "SELECT seat, entry, device, at FROM table_entries
         WHERE game_id = ?1 AND idx = ?2 ORDER BY seat",
    )?;
    let rows = st.query_map(params![game, idx as i64], |r| {
        Ok(EntryRow {
            seat: r.get::<_, i64>(0)? as usize,
            entry: r.get(1)?,
            device: r.get(2)?,
            at: r.get(3)?,
        })
    })?;
    Ok(rows.collect::<rusqlite::Result<_>>()?)
}

/// The answer kept for `key` of device `device`, if it was applied.
fn applied(conn: &Connection, device: i64, key: &str) -> Result<Option<String>> {
    Ok(conn
        .query_row(
            "SELECT answer FROM table_applied WHERE device_id = ?1 AND key = ?2",
            params![device, key],
            |r| r.get(0),
        )
        .optional()?)
}

fn device_row(r: &rusqlite::Row) -> rusqlite::Result<DeviceRow> {
    Ok(DeviceRow {
        id: r.get(0)?,
        role: r.get(1)?,
        seat: r.get::<_, Option<i64>>(2)?.map(|s| s as usize),
        label: r.get(3)?,
    })
}

/// Table mode's reads, the same on the database and inside a transaction
/// ([`Tx`]): `use crate::db::LanReads` to call them.
pub trait LanReads {
    /// The connection read.
    fn connection(&self) -> &Connection;

    /// The hosting of `game`, if it is hosted.
    fn hosting(&self, game: GameId) -> Result<Option<HostingRow>> {
        hosting(self.connection(), game)
    }

    /// The entries of round `idx` of `game`, by seat.
    fn table_entries(&self, game: GameId, idx: usize) -> Result<Vec<EntryRow>> {
        table_entries(self.connection(), game, idx)
    }

    /// The answer kept for `key` of device `device`, if it was applied.
    fn applied(&self, device: i64, key: &str) -> Result<Option<String>> {
        applied(self.connection(), device, key)
    }
}

impl LanReads for Db {
    fn connection(&self) -> &Connection {
        &self.conn
    }
}

impl LanReads for Tx<'_> {
    fn connection(&self) -> &Connection {
        &self.tx
    }
}

impl Db {
    /// Turns hosting of `game` on afresh: any earlier hosting of it and its
    /// devices and entries are forgotten; the host and the watch link are
    /// its first two devices (by the hashes of their tokens). The change
    /// counter goes on from where it was, so a phone never sees it go back.
    pub fn start_hosting(
        &self,
        game: GameId,
        code: &str,
        join_key: &str,
        watch_token: &str,
        watch_hash: &str,
        host_hash: &str,
    ) -> Result<i64> {
        self.write(|tx| {
            let version: i64 = tx
                .tx
                .query_row(
                    "SELECT version FROM table_hosting WHERE game_id = ?1",
                    [game],
                    |r| r.get(0),
                )
                .optional()?
                .unwrap_or(0)
                + 1;
            tx.tx
                .execute("DELETE FROM table_hosting WHERE game_id = ?1", [game])?;
            tx.tx.execute(
                "INSERT INTO table_hosting (game_id, code, join_key, watch_token, version, last_player_saves, started_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, 0, ?6)",
                params![game, code, join_key, watch_token, version, now()],
            )?;
            tx.insert_device(game, host_hash, "host", None, "host")?;
            tx.insert_device(game, watch_hash, "spectator", None, "watch link")?;
            Ok(version)
        })
    }

    /// Runs `sql` (`?1` the game, `?2` the value) on hosted `game`.
    fn update_hosted(&self, game: GameId, sql: &str, value: &str) -> Result<()> {
        match self.conn.execute(sql, params![game, value])? {
            0 => Err(DbError::Invalid("this game is not hosted".into())),
            _ => Ok(()),
        }
    }

    /// Gives the host a new token (a host started again: only the hash of
    /// the old one was kept, so it cannot be printed again). The phones'
    /// tokens, the entries and the code stay.
    pub fn replace_host_token(&self, game: GameId, host_hash: &str) -> Result<()> {
        self.update_hosted(
            game,
            "UPDATE table_devices SET token_hash = ?2 WHERE game_id = ?1 AND role = 'host'",
            host_hash,
        )
    }

    /// Gives hosted `game` the join link's key `key` (a hosting begun
    /// before keys were kept has none).
    pub fn set_join_key(&self, game: GameId, key: &str) -> Result<()> {
        self.update_hosted(
            game,
            "UPDATE table_hosting SET join_key = ?2 WHERE game_id = ?1",
            key,
        )
    }

    /// Replaces the join code of hosted `game`; the change counter goes up.
    pub fn replace_code(&self, game: GameId, code: &str) -> Result<()> {
        self.update_hosted(
            game,
            "UPDATE table_hosting SET code = ?2, version = version + 1 WHERE game_id = ?1",
            code,
        )
    }

    /// Turns hosting of `game` off: its devices, entries and keys are
    /// forgotten (the audit trail stays).
    pub fn stop_hosting(&self, game: GameId) -> Result<()> {
        self.conn
            .execute("DELETE FROM table_hosting WHERE game_id = ?1", [game])?;
        Ok(())
    }

    /// Moves the devices of hosted game `from` whose role is one of
    /// `roles` to hosted game `to` (a club night's table: its scorekeeper
    /// card and scorekeepers go on to the table's next game). How many.
    pub fn move_devices(&self, from: GameId, to: GameId, roles: &[&str]) -> Result<usize> {
        let mut n = 0;
        for role in roles {
            n += self.conn.execute(
                "UPDATE table_devices SET game_id = ?2 WHERE game_id = ?1 AND role = ?3",
                params![from, to, role],
            )?;
        }
        Ok(n)
    }

    /// The device of `game` whose token has hash `hash`.
    pub fn device_by_hash(&self, game: GameId, hash: &str) -> Result<Option<DeviceRow>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id, role, seat, label FROM table_devices WHERE game_id = ?1 AND token_hash = ?2",
                params![game, hash],
                device_row,
            )
            .optional()?)
    }

    /// The game whose device's token has hash `hash` (a hash is one
    /// device's: the column is unique).
    pub fn game_of_token_hash(&self, hash: &str) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT game_id FROM table_devices WHERE token_hash = ?1",
                [hash],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Hands the host's device (its token) of hosted game `from` over to
    /// hosted game `to`, whose own host device is dropped: a club night's
    /// table keeps its host link from one game to the next. Whether there
    /// was one to hand over.
    pub fn hand_over_host(&self, from: GameId, to: GameId) -> Result<bool> {
        let tx = self.conn.unchecked_transaction()?;
        let there: Option<i64> = tx
            .query_row(
                "SELECT id FROM table_devices WHERE game_id = ?1 AND role = 'host'",
                [from],
                |r| r.get(0),
            )
            .optional()?;
        let Some(id) = there else {
            return Ok(false);
        };
        tx.execute(
            "DELETE FROM table_devices WHERE game_id = ?1 AND role = 'host'",
            [to],
        )?;
        tx.execute(
            "UPDATE table_devices SET game_id = ?1 WHERE id = ?2",
            params![to, id],
        )?;
        tx.commit()?;
        Ok(true)
    }

    /// The devices of `game`, in the order they joined.
    pub fn devices(&self, game: GameId) -> Result<Vec<DeviceRow>> {
        let mut st = self.conn.prepare_cached(
            "SELECT id, role, seat, label FROM table_devices WHERE game_id = ?1 ORDER BY id",
        )?;
        let rows = st.query_map([game], device_row)?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// The audit trail of `game`, oldest first.
    pub fn audit_trail(&self, game: GameId) -> Result<Vec<AuditRow>> {
        let mut st = self.conn.prepare_cached(
            "SELECT id, idx, seat, device, at, what, old, new FROM audit
             WHERE game_id = ?1 ORDER BY id",
        )?;
        let rows = st.query_map([game], |r| {
            Ok(AuditRow {
                id: r.get(0)?,
                round: r.get::<_, Option<i64>>(1)?.map(|v| v as usize),
                seat: r.get::<_, Option<i64>>(2)?.map(|v| v as usize),
                device: r.get(3)?,
                at: r.get(4)?,
                what: r.get(5)?,
                old: r.get(6)?,
                new: r.get(7)?,
            })
        })?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }
}

impl Tx<'_> {
    /// Moves device `id` (a player's phone) to `seat` of hosted `to`: its
    /// player sits there in the night's next game. Refused when another
    /// phone holds that seat.
    pub fn move_device(&self, id: i64, to: GameId, seat: usize) -> Result<()> {
        self.tx.execute(
            "UPDATE table_devices SET game_id = ?2, seat = ?3 WHERE id = ?1",
            params![id, to, seat as i64],
        )?;
        Ok(())
    }

    /// Keeps `key` of `device` with its `answer` (given again, word for
    /// word, when the key comes again).
    pub fn keep_answer(&self, device: i64, key: &str, answer: &str) -> Result<()> {
        record_applied(&self.tx, device, key, answer)
    }

    /// Adds a row to the audit trail of `game`: a change to round `round`
    /// (seat `seat`'s entry, if any) by `device`, its value before and after.
    #[allow(clippy::too_many_arguments)]
    pub fn audit(
        &self,
        game: GameId,
        round: Option<usize>,
        seat: Option<usize>,
        device: &str,
        what: &str,
        old: Option<&str>,
        new: Option<&str>,
    ) -> Result<()> {
        self.tx.execute(
            "INSERT INTO audit (game_id, idx, seat, device, at, what, old, new)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
            params![
                game,
                round.map(|r| r as i64),
                seat.map(|s| s as i64),
                device,
                now(),
                what,
                old,
                new
            ],
        )?;
        Ok(())
    }

    /// Raises a hosted game's change counter; returns the new value,
    /// `None` when it is not hosted.
    pub fn bump_version(&self, game: GameId) -> Result<Option<i64>> {
        bump_version(&self.tx, game)
    }

    /// Adds a device (the hash of its token, its role, a player's seat, its
    /// label); returns its row.
    pub fn insert_device(
        &self,
        game: GameId,
        hash: &str,
        role: &str,
        seat: Option<usize>,
        label: &str,
    ) -> Result<i64> {
        self.tx.execute(
            "INSERT INTO table_devices (game_id, token_hash, role, seat, label, joined_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![game, hash, role, seat.map(|s| s as i64), label, now()],
        )?;
        Ok(self.tx.last_insert_rowid())
    }

    /// The device holding `seat` of `game`.
    pub fn seat_holder(&self, game: GameId, seat: usize) -> Result<Option<i64>> {
        seat_holder(&self.tx, game, seat)
    }

    /// Sets (`Some`) or removes (`None`) the entry of `seat` in round `idx`,
    /// from `device` (its label); returns the entry it replaced.
    pub fn put_entry(
        &self,
        game: GameId,
        idx: usize,
        seat: usize,
        entry: Option<&str>,
        device: &str,
    ) -> Result<Option<String>> {
        let old: Option<String> = self
            .tx
            .query_row(
                "SELECT entry FROM table_entries WHERE game_id = ?1 AND idx = ?2 AND seat = ?3",
                params![game, idx as i64, seat as i64],
                |r| r.get(0),
            )
            .optional()?;
        match entry {
            Some(e) => self.tx.execute(
                "INSERT INTO table_entries (game_id, idx, seat, entry, device, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)
                 ON CONFLICT(game_id, idx, seat) DO UPDATE
                 SET entry = excluded.entry, device = excluded.device, at = excluded.at",
                params![game, idx as i64, seat as i64, e, device, now()],
            )?,
            None => self.tx.execute(
                "DELETE FROM table_entries WHERE game_id = ?1 AND idx = ?2 AND seat = ?3",
                params![game, idx as i64, seat as i64],
            )?,
        };
        Ok(old)
    }

    /// Forgets the entries of every round but `idx` (those before were
    /// saved, those after taken back).
    pub fn drop_entries_except(&self, game: GameId, idx: usize) -> Result<()> {
        drop_entries_except(&self.tx, game, idx)
    }

    /// Frees `seat`: the device holding it becomes a spectator; returns
    /// whether one held it.
    pub fn free_seat(&self, game: GameId, seat: usize) -> Result<bool> {
        free_seat(&self.tx, game, seat)
    }

    /// Forgets every device of `game` with role `role` (inside the
    /// caller's transaction): a revoked scorekeeper card and the phones it
    /// made scorekeepers. How many.
    pub fn drop_devices(&self, game: GameId, role: &str) -> Result<usize> {
        Ok(self.tx.execute(
            "DELETE FROM table_devices WHERE game_id = ?1 AND role = ?2",
            params![game, role],
        )?)
    }

    /// Forgets the phones whose seats were freed but the `keep` that joined
    /// last (the host and the watch link stay).
    pub fn forget_freed(&self, game: GameId, keep: usize) -> Result<usize> {
        forget_freed(&self.tx, game, keep)
    }

    /// Sets whether the last player to enter may save.
    pub fn set_last_player_saves(&self, game: GameId, on: bool) -> Result<()> {
        set_last_player_saves(&self.tx, game, on)
    }
}

/// Keeps `key` of `device` with its answer (inside the caller's transaction).
fn record_applied(conn: &Connection, device: i64, key: &str, answer: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO table_applied (device_id, key, answer, at) VALUES (?1, ?2, ?3, ?4)",
        params![device, key, answer, now()],
    )?;
    Ok(())
}

/// The device holding `seat` of `game` (inside the caller's transaction).
fn seat_holder(conn: &Connection, game: GameId, seat: usize) -> Result<Option<i64>> {
    Ok(conn
        .query_row(
            "SELECT id FROM table_devices WHERE game_id = ?1 AND seat = ?2",
            params![game, seat as i64],
            |r| r.get(0),
        )
        .optional()?)
}

/// Frees `seat` of `game` (inside the caller's transaction): the device
/// holding it becomes a spectator; returns whether one held it.
fn free_seat(conn: &Connection, game: GameId, seat: usize) -> Result<bool> {
    let n = conn.execute(
        "UPDATE table_devices SET role = 'spectator', seat = NULL WHERE game_id = ?1 AND seat = ?2",
        params![game, seat as i64],
    )?;
    Ok(n > 0)
}

/// Forgets the phones whose seats were freed (spectators now) but the
/// `keep` that joined last (inside the caller's transaction): the host and the
/// watch link (the first spectator row of a hosting) stay.
fn forget_freed(conn: &Connection, game: GameId, keep: usize) -> Result<usize> {
    Ok(conn.execute(
        "DELETE FROM table_devices WHERE id IN (
             SELECT id FROM table_devices
             WHERE game_id = ?1 AND role = 'spectator' AND seat IS NULL
               AND id > (SELECT MIN(id) FROM table_devices WHERE game_id = ?1 AND role = 'spectator')
             ORDER BY id DESC LIMIT -1 OFFSET ?2)",
        params![game, keep as i64],
    )?)
}

/// Sets whether the last player to enter may save (inside the caller's
/// transaction).
fn set_last_player_saves(conn: &Connection, game: GameId, on: bool) -> Result<()> {
    conn.execute(
        "UPDATE table_hosting SET last_player_saves = ?2 WHERE game_id = ?1",
        params![game, on],
    )?;
    Ok(())
}

/// Forgets the entries of the rounds before `idx` (saved meanwhile) and
/// of the rounds from `idx` on (taken back), inside the caller's
/// transaction.
fn drop_entries_except(conn: &Connection, game: GameId, idx: usize) -> Result<()> {
    conn.execute(
        "DELETE FROM table_entries WHERE game_id = ?1 AND idx <> ?2",
        params![game, idx as i64],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameSpec, PresetId};

    fn hosted() -> (Db, GameId) {
        let db = Db::open_in_memory().unwrap();
        let spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
        let g = db
            .create_game_at(&spec, &["#d62728".into(), "#1f77b4".into()], 1, None)
            .unwrap();
        db.start_hosting(g, "ABCDEF", "k", "w", "wh", "hh").unwrap();
        (db, g)
    }

    #[test]
    fn a_failed_write_leaves_no_entry_no_key_and_the_same_version() {
        let (db, g) = hosted();
        let host = db.device_by_hash(g, "hh").unwrap().unwrap();
        let v = db.hosting(g).unwrap().unwrap().version;
        let failed: Result<()> = db.write(|tx| {
            tx.bump_version(g)?;
            tx.put_entry(g, 0, 0, Some("{}"), "host")?;
            tx.keep_answer(host.id, "k1", "v")?;
            Err(DbError::Invalid("no".into()))
        });
        assert!(failed.is_err());
        assert_eq!(db.table_entries(g, 0).unwrap(), vec![]);
        assert_eq!(db.applied(host.id, "k1").unwrap(), None);
        assert_eq!(db.hosting(g).unwrap().unwrap().version, v);
        let ok = db
            .write(|tx| {
                let v = tx.bump_version(g)?.unwrap();
                tx.put_entry(g, 0, 0, Some("{}"), "host")?;
                tx.keep_answer(host.id, "k1", &format!("v{v}"))?;
                Ok::<_, DbError>(v)
            })
            .unwrap();
        assert_eq!(ok, v + 1);
        assert_eq!(
            db.applied(host.id, "k1").unwrap(),
            Some(format!("v{}", v + 1))
        );
        assert_eq!(db.table_entries(g, 0).unwrap().len(), 1);
    }

    #[test]
    fn stopping_forgets_devices_and_entries_but_not_the_audit_trail() {
        let (db, g) = hosted();
        let host = db.device_by_hash(g, "hh").unwrap().unwrap();
        db.write(|tx| {
            tx.put_entry(g, 0, 1, Some("{}"), &host.label)?;
            tx.audit(g, Some(0), Some(1), "host", "entry set", None, Some("{}"))
        })
        .unwrap();
        db.stop_hosting(g).unwrap();
        assert_eq!(db.hosting(g).unwrap(), None);
        assert_eq!(db.devices(g).unwrap(), vec![]);
        assert_eq!(db.table_entries(g, 0).unwrap(), vec![]);
        assert_eq!(db.audit_trail(g).unwrap().len(), 1);
    }
}

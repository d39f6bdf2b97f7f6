//! The database file on disk: the checks that a file is safe to open
//! before anything is written to it or beside it, and the session stamp
//! that ties a WAL to its file.

use super::{
    now, now_nanos, process_tag, Db, DbError, Result, APPLICATION_ID, FILE_NAME, SCHEMA_VERSION,
};
use rusqlite::{Connection, OpenFlags, OptionalExtension};
use std::path::{Path, PathBuf};

/// The first bytes of every SQLite file.
pub(super) const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

impl Db {
    /// Ties the WAL to the file: merges what the WAL holds into the file,
    /// gives the file a new random session stamp, merges that too, then
    /// writes the stamp once more so that the WAL's first frames carry it.
    /// A WAL found later beside a file whose own stamp differs was not
    /// written on top of that file ([`inspect`]). When another connection
    /// keeps the WAL busy, the stamp is left as it is.
    pub(crate) fn stamp(&self) -> Result<()> {
        self.conn.execute_batch(GUARD_TABLE)?;
        let truncate = |c: &Connection| -> Result<bool> {
            let busy: i64 = c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| r.get(0))?;
            Ok(busy == 0)
        };
        if !truncate(&self.conn)? {
            return Ok(());
        }
        let token = {
            use std::hash::{BuildHasher, Hasher};
            let mut h = std::collections::hash_map::RandomState::new().build_hasher();
            h.write_u128(now_nanos());
            h.write_u32(process_tag());
            h.finish() as i64
        };
        // `prev` keeps the stamp being replaced until the change is merged:
        // a kill before that leaves a WAL built on a file with `prev`.
        self.conn.execute(
            "INSERT INTO file_guard (id, session, prev, seq) VALUES (1, ?1, NULL, 0)
             ON CONFLICT(id) DO UPDATE SET prev = session, session = ?1, seq = 0",
            [token],
        )?;
        // When another connection keeps the new stamp from being merged,
        // `prev` stays (cleared by the next stamp that merges).
        if truncate(&self.conn)? {
            self.conn
                .execute("UPDATE file_guard SET seq = seq + 1, prev = NULL", [])?;
        }
        Ok(())
    }

    /// Merges the WAL into the file when it holds more than `bytes`
    /// (a host serving for hours, a long desktop session): the same safe
    /// merge as opening ([`Db::stamp`]), so the file gets a new session
    /// stamp and a WAL written before it is never taken for this file's.
    /// Returns whether it merged; nothing to do in memory or without a WAL.
    pub fn checkpoint_if_over(&self, bytes: u64) -> Result<bool> {
        let Some(path) = &self.path else {
            return Ok(false);
        };
        let len = std::fs::metadata(sidecar(path, "-wal")).map_or(0, |m| m.len());
        if len == 0 || len <= bytes {
            return Ok(false);
        }
        self.stamp()?;
        Ok(true)
    }

    /// Writes `session` back as the file's stamp (after a restore replaced
    /// the whole database, stamp included).
    pub(crate) fn keep_session(&self, session: Option<i64>) -> Result<()> {
        self.conn.execute_batch(GUARD_TABLE)?;
        if let Some(token) = session {
            self.conn.execute(
                "INSERT INTO file_guard (id, session, prev, seq) VALUES (1, ?1, NULL, 1)
                 ON CONFLICT(id) DO UPDATE SET session = ?1, prev = NULL, seq = seq + 1",
                [token],
            )?;
        }
        Ok(())
    }
}

/// `path` with `suffix` appended to its name (`-wal`, `-shm`).
pub(crate) fn sidecar(path: &Path, suffix: &str) -> PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    PathBuf::from(s)
}

/// The session stamp (see [`Db::stamp`]). It describes the file, not the
/// games, so it is kept out of the numbered [`MIGRATIONS`].
const GUARD_TABLE: &str = "CREATE TABLE IF NOT EXISTS file_guard (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    session INTEGER NOT NULL,
    prev    INTEGER,
    seq     INTEGER NOT NULL
)";

/// The session stamp of the database `conn` reads (`None` before stamps).
pub(crate) fn session(conn: &Connection) -> rusqlite::Result<Option<i64>> {
    Ok(stamps(conn)?.0)
}

/// The session stamp and, while a new one is not merged into the file yet,
/// the one it replaces.
fn stamps(conn: &Connection) -> rusqlite::Result<(Option<i64>, Option<i64>)> {
    let exists: bool = conn.query_row(
        "SELECT EXISTS (SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = 'file_guard')",
        [],
        |r| r.get(0),
    )?;
    if !exists {
        return Ok((None, None));
    }
    Ok(conn
        .query_row(
            "SELECT session, prev FROM file_guard WHERE id = 1",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .optional()?
        .unwrap_or((None, None)))
}

/// The tables every mextrain database has had since schema 1: how a file
/// from before [`APPLICATION_ID`] is recognised.
const FIRST_TABLES: [&str; 6] = [
    "players",
    "games",
    "game_players",
    "rounds",
    "scores",
    "undo_log",
];

/// Decides whether the existing, non-empty file at `path` is safe to open
/// for writing, without writing to it or to anything beside it.
///
/// Without a `-wal` beside it, the file is read in place with SQLite's
/// `immutable` flag (no locks, no journal, no WAL, nothing written).
///
/// With a `-wal`, the data is the file *and* its WAL, and SQLite would merge
/// them as soon as it opens the file. SQLite keeps nothing that ties a WAL to
/// its database file, so a WAL left by a crashed run and a backup copied
/// over the file afterwards would be merged silently, mixing pages of two
/// different states. mextrain ties them itself: every session stamps the
/// file with a random number and starts its WAL with the same stamp
/// ([`Db::stamp`]). The file and its WAL are copied to a private folder and
/// merged there; the WAL is the file's own (a killed run's last rounds live
/// there and must come back) when the merge is healthy and carries the
/// file's own stamp. A different stamp, or a damaged merge while the file
/// alone is healthy, is a WAL that does not belong: [`DbError::StaleWal`].
/// The copy is tried three times, in case another mextrain was writing
/// meanwhile. The `-shm` index is never read: SQLite rebuilds it from the
/// WAL.
pub(super) fn inspect(path: &Path) -> Result<()> {
    let corrupt = |detail: String| DbError::Corrupt {
        path: path.to_path_buf(),
        detail,
    };
    {
        use std::io::Read;
        let mut head = [0u8; 16];
        let mut f = std::fs::File::open(path).map_err(|e| unreadable(path, e))?;
        if f.read_exact(&mut head).is_err() || &head != SQLITE_MAGIC {
            return Err(corrupt("it does not start with an SQLite header".into()));
        }
    }
    // mextrain never writes a rollback journal beside its file (it works in
    // WAL mode): a non-empty one is another program's, and SQLite would roll
    // it back into the file on the first read.
    let journal = sidecar(path, "-journal");
    if std::fs::metadata(&journal).is_ok_and(|m| m.len() > 0) {
        return Err(DbError::StaleWal {
            path: path.to_path_buf(),
            wal: journal,
        });
    }
    let wal = sidecar(path, "-wal");
    if !std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
        let conn = open_immutable(path).map_err(|e| corrupt(e.to_string()))?;
        return examine(&conn, path, false);
    }
    let mut merged = Err(DbError::Invalid(String::new()));
    for _ in 0..3 {
        merged = examine_copy(path, &wal);
        if merged.is_ok() {
            break;
        }
    }
    let stale = || DbError::StaleWal {
        path: path.to_path_buf(),
        wal: wal.clone(),
    };
    let alone = open_immutable(path);
    match merged {
        // The merge is healthy: the WAL is the file's own when both carry
        // the same session stamp (or neither, from before stamps), or when
        // the WAL starts with a new stamp replacing the file's.
        Ok((stamp, prev)) => match alone.and_then(|c| session(&c)) {
            Ok(own) if own != stamp && (prev.is_none() || prev != own) => Err(stale()),
            _ => Ok(()),
        },
        // The merge is damaged or not mextrain's while the file alone is fine.
        Err(e @ (DbError::Corrupt { .. } | DbError::Foreign { .. })) => {
            match alone
                .map_err(|e| corrupt(e.to_string()))
                .and_then(|c| examine(&c, path, true))
            {
                Ok(()) => Err(stale()),
                Err(_) => Err(e),
            }
        }
        Err(e) => Err(e),
    }
}

fn unreadable(path: &Path, e: std::io::Error) -> DbError {
    if e.kind() == std::io::ErrorKind::PermissionDenied {
        DbError::ReadOnly {
            path: path.to_path_buf(),
            detail: e.to_string(),
        }
    } else {
        DbError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        }
    }
}

/// The file alone, read-only, ignoring any WAL and taking no locks.
fn open_immutable(path: &Path) -> rusqlite::Result<Connection> {
    let mut uri = String::from("file:");
    for b in path.as_os_str().as_encoded_bytes() {
        match b {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'/' | b'-' | b'_' | b'.' | b'~' => {
                uri.push(*b as char)
            }
            _ => uri.push_str(&format!("%{b:02X}")),
        }
    }
    uri.push_str("?immutable=1");
    Connection::open_with_flags(
        uri,
        OpenFlags::SQLITE_OPEN_READ_ONLY
            | OpenFlags::SQLITE_OPEN_URI
            | OpenFlags::SQLITE_OPEN_NO_MUTEX,
    )
}

/// Copies the file and its WAL to a private folder and examines the merge;
/// returns the merge's session stamps ([`stamps`]).
fn examine_copy(path: &Path, wal: &Path) -> Result<(Option<i64>, Option<i64>)> {
    static N: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
    let n = N.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("mextrain-check-{}-{n}-{}", process_tag(), now()));
    let folder = |e: std::io::Error| DbError::Folder {
        path: dir.clone(),
        detail: format!("cannot make a private copy to check the data: {e}"),
    };
    std::fs::create_dir_all(&dir).map_err(folder)?;
    let copy = dir.join(FILE_NAME);
    let outcome = (|| {
        std::fs::copy(path, &copy).map_err(folder)?;
        std::fs::copy(wal, sidecar(&copy, "-wal")).map_err(folder)?;
        let conn = Connection::open(&copy).map_err(|e| DbError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        })?;
        examine(&conn, path, true)?;
        stamps(&conn).map_err(|e| DbError::Corrupt {
            path: path.to_path_buf(),
            detail: e.to_string(),
        })
    })();
    let _ = std::fs::remove_dir_all(&dir);
    outcome
}

/// The read-only checks: healthy, mextrain's, and a schema this build knows.
/// `full`: the whole integrity check and the foreign keys (a merged WAL),
/// else SQLite's quick check.
pub(super) fn examine(conn: &Connection, path: &Path, full: bool) -> Result<()> {
    let corrupt = |detail: String| DbError::Corrupt {
        path: path.to_path_buf(),
        detail,
    };
    let foreign = |detail: String| DbError::Foreign {
        path: path.to_path_buf(),
        detail,
    };
    let sql_err = |e: rusqlite::Error| corrupt(e.to_string());
    let pragma = if full {
        "PRAGMA integrity_check(100)"
    } else {
        "PRAGMA quick_check(100)"
    };
    let lines: Vec<String> = conn
        .prepare(pragma)
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
        .map_err(sql_err)?;
    if lines.len() != 1 || lines[0] != "ok" {
        return Err(corrupt(lines.join("\n")));
    }
    let app: i32 = conn
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .map_err(sql_err)?;
    let found: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .map_err(sql_err)?;
    let tables: Vec<String> = conn
        .prepare("SELECT name FROM sqlite_schema WHERE type = 'table'")
        .and_then(|mut st| st.query_map([], |r| r.get(0))?.collect())
        .map_err(sql_err)?;
    let ours = match app {
        APPLICATION_ID => true,
        // Before the mark: mextrain's first tables, or an empty database.
        0 if found == 0 && tables.is_empty() => true,
        0 => found > 0 && FIRST_TABLES.iter().all(|t| tables.iter().any(|n| n == t)),
        _ => false,
    };
    if !ours {
        return Err(foreign(if app != 0 {
            format!("its application id is {app:#x}, another program's")
        } else {
            format!(
                "it holds another program's tables ({})",
                short_list(&tables)
            )
        }));
    }
    if found < 0 {
        return Err(foreign(format!(
            "its schema version is {found}, which no mextrain writes"
        )));
    }
    if found > SCHEMA_VERSION {
        return Err(DbError::TooNew {
            path: path.to_path_buf(),
            found,
            supported: SCHEMA_VERSION,
        });
    }
    if full {
        let broken: Option<String> = conn
            .query_row("PRAGMA foreign_key_check", [], |r| r.get(0))
            .optional()
            .map_err(sql_err)?;
        if let Some(table) = broken {
            return Err(corrupt(format!("rows in {table} refer to missing rows")));
        }
    }
    Ok(())
}

fn short_list(names: &[String]) -> String {
    let mut s: Vec<String> = names
        .iter()
        .take(3)
        .map(|n| crate::rules::shorten(n, 40))
        .collect();
    if names.len() > 3 {
        s.push(format!("{} more", names.len() - 3));
    }
    s.join(", ")
}

/// A failure to open or set up a file that passed the checks: the file or
/// its folder cannot be written (read-only), else SQLite's message.
pub(super) fn write_error(path: &Path, e: rusqlite::Error) -> DbError {
    use rusqlite::ErrorCode::*;
    match &e {
        rusqlite::Error::SqliteFailure(f, _)
            if matches!(
                f.code,
                ReadOnly | CannotOpen | PermissionDenied | AuthorizationForStatementDenied
            ) =>
        {
            DbError::ReadOnly {
                path: path.to_path_buf(),
                detail: e.to_string(),
            }
        }
        _ => e.into(),
    }
}

pub(super) fn db_write_error(path: &Path, e: DbError) -> DbError {
    match e {
        DbError::Sqlite(e) => write_error(path, e),
        e => e,
    }
}

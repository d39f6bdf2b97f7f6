//! Storage: one SQLite file in the platform's data folder.
//!
//! [`Db`] owns the connection. Every user action is one method, and each runs
//! in one transaction that is committed before the method returns, so a
//! screen that says "saved" after `Ok` never lies, and a crash or kill at any
//! moment leaves either the whole action or none of it.
//!
//! The schema is versioned with `PRAGMA user_version`; [`MIGRATIONS`] is the
//! ordered list of steps. A file from a newer mextrain, or one that is not a
//! healthy SQLite database, is refused with [`DbError`] and never written to.

use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

mod games;
// History, statistics, export/import and backups.
pub mod backup;
pub mod export;
mod history;
mod referee;
pub mod stats;

pub use backup::BackupInfo;
pub use export::{ImportError, ImportReport};
pub use games::{GameId, GameRecord, GameSummary, UndoneAction};
pub use history::{HistoryEntry, HistoryFilter, HistoryPage};

/// The database file's name inside the data folder.
pub const FILE_NAME: &str = "mextrain.sqlite3";

/// The schema, one step per version: step `i` takes `user_version` from `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: players, games, rounds, scores, and the undo journal.
    r#"
    CREATE TABLE players (
        id      INTEGER PRIMARY KEY,
        name    TEXT NOT NULL UNIQUE COLLATE NOCASE,
        colour  TEXT NOT NULL,
        last_used INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        uid         TEXT NOT NULL UNIQUE,
        preset      TEXT NOT NULL,
        set_top     INTEGER NOT NULL,
        house       TEXT NOT NULL DEFAULT '{}',
        schedule    TEXT NOT NULL,
        first_starter INTEGER,
        started_at  INTEGER NOT NULL,
        finished_at INTEGER,
        deleted_at  INTEGER
    );
    CREATE INDEX games_by_start ON games(started_at DESC);
    CREATE TABLE game_players (
        game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players(id),
        colour    TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX game_players_by_player ON game_players(player_id);
    CREATE TABLE rounds (
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx      INTEGER NOT NULL,
        engine   INTEGER NOT NULL,
        starter  INTEGER NOT NULL,
        out_seat INTEGER,
        blocked  INTEGER NOT NULL,
        saved_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, idx)
    ) WITHOUT ROWID;
    CREATE TABLE scores (
        game_id INTEGER NOT NULL,
        idx     INTEGER NOT NULL,
        seat    INTEGER NOT NULL,
        points  INTEGER NOT NULL CHECK (points >= 0),
        tiles   TEXT,
        PRIMARY KEY (game_id, idx, seat),
        FOREIGN KEY (game_id, idx) REFERENCES rounds(game_id, idx) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE TABLE undo_log (
        id       INTEGER PRIMARY KEY,
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        action   TEXT NOT NULL,
        idx      INTEGER NOT NULL,
        before   TEXT
    );
    "#,
    // 2: history and statistics. A partial index for the history list, and
    // `game_stats`, one row per game and seat computed by `stats::refresh`
    // from the score sheet; triggers drop a game's rows whenever its rounds,
    // scores or players change, and the next read computes them again.
    r#"
    CREATE INDEX games_live_by_start ON games(started_at DESC, id DESC) WHERE deleted_at IS NULL;
    CREATE TABLE game_stats (
        game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat       INTEGER NOT NULL,
        player_id  INTEGER NOT NULL REFERENCES players(id),
        total      INTEGER NOT NULL,
        rounds     INTEGER NOT NULL,
        best       INTEGER,
        worst      INTEGER,
        outs       INTEGER NOT NULL,
        rounds_won INTEGER NOT NULL,
        rank       INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX game_stats_by_player ON game_stats(player_id);
    CREATE TRIGGER game_stats_scores_ins AFTER INSERT ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_scores_upd AFTER UPDATE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_scores_del AFTER DELETE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    CREATE TRIGGER game_stats_rounds_ins AFTER INSERT ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_rounds_upd AFTER UPDATE ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_rounds_del AFTER DELETE ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    CREATE TRIGGER game_stats_players_ins AFTER INSERT ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_players_upd AFTER UPDATE ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_players_del AFTER DELETE ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    "#,
    // 3: what has been entered for a round not saved yet (every tap), so a
    // crash or a kill in the middle of the end-of-round entry loses nothing.
    r#"
    CREATE TABLE drafts (
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx      INTEGER NOT NULL,
        form     TEXT NOT NULL,
        saved_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, idx)
    ) WITHOUT ROWID;
    "#,
    // 4: what the referee screens show (move checker, blocked round, hand
    // planner), kept after every tap like the round drafts, so switching
    // screens or restarting does not throw a dispute away; and the disputed
    // move of each table file saved from the checker (a table file only
    // holds moves made).
    r#"
    CREATE TABLE referee (
        key      TEXT PRIMARY KEY,
        state    TEXT NOT NULL,
        saved_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    "#,
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// What can go wrong with storage.
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum DbError {
    /// The file was written by a newer mextrain.
    #[error("{path} was written by a newer version of mextrain (schema {found}, this version knows up to {supported}); it was left untouched: update mextrain to open it")]
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build knows.
        supported: i64,
    },
    /// The file is not a healthy SQLite database.
    #[error("{path} is not a readable mextrain database ({detail}); it was left untouched: restore a backup or move it away")]
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What SQLite said.
        detail: String,
    },
    /// The data folder could not be created or read.
    #[error("cannot use the data folder {path}: {detail}")]
    Folder {
        /// The folder.
        path: PathBuf,
        /// The system's message.
        detail: String,
    },
    /// Input that cannot be stored (the message says why).
    #[error("{0}")]
    Invalid(String),
    /// No such game.
    #[error("there is no game number {0}")]
    NoSuchGame(i64),
    /// The disk is full: nothing of the action was saved.
    #[error("the disk is full: nothing was saved, free some space and try again")]
    DiskFull,
    /// Any other SQLite failure; the action was rolled back.
    #[error("the database refused the change ({0}); nothing was saved")]
    Sqlite(rusqlite::Error),
}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> Self {
        if let rusqlite::Error::SqliteFailure(f, _) = &e {
            if f.code == rusqlite::ErrorCode::DiskFull {
                return DbError::DiskFull;
            }
        }
        DbError::Sqlite(e)
    }
}

/// Result of a storage action.
pub type Result<T, E = DbError> = std::result::Result<T, E>;

/// The database: owns the SQLite connection.
pub struct Db {
    pub(crate) conn: Connection,
    path: Option<PathBuf>,
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Db").field("path", &self.path).finish()
    }
}

/// The platform's data folder for mextrain (e.g. `~/.local/share/mextrain` on Linux).
pub fn default_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "mextrain", "mextrain")
        .map(|d| d.data_dir().to_path_buf())
}

/// The data folder to use: `--data-dir` wins, then `MEXTRAIN_DATA_DIR`, then the platform's.
pub fn resolve_data_dir(flag: Option<PathBuf>) -> Option<PathBuf> {
    flag.or_else(|| {
        std::env::var_os("MEXTRAIN_DATA_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
    .or_else(default_data_dir)
}

const SQLITE_MAGIC: &[u8; 16] = b"SQLite format 3\0";

impl Db {
    /// Opens (creating if needed) the database in data folder `dir`.
    pub fn open_in(dir: &Path) -> Result<Db> {
        std::fs::create_dir_all(dir).map_err(|e| DbError::Folder {
            path: dir.to_path_buf(),
            detail: e.to_string(),
        })?;
        Db::open(&dir.join(FILE_NAME))
    }

    /// Opens the database file at `path`, creating it if it does not exist.
    /// A file that is not a healthy SQLite database, or that a newer version
    /// wrote, is refused before anything is written to it.
    pub fn open(path: &Path) -> Result<Db> {
        let corrupt = |detail: String| DbError::Corrupt {
            path: path.to_path_buf(),
            detail,
        };
        let exists = path.exists();
        if exists {
            let meta = std::fs::metadata(path).map_err(|e| corrupt(e.to_string()))?;
            if meta.len() > 0 {
                use std::io::Read;
                let mut head = [0u8; 16];
                let mut f = std::fs::File::open(path).map_err(|e| corrupt(e.to_string()))?;
                if f.read_exact(&mut head).is_err() || &head != SQLITE_MAGIC {
                    return Err(corrupt("it does not start with an SQLite header".into()));
                }
            }
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let conn = Connection::open_with_flags(path, flags).map_err(|e| corrupt(e.to_string()))?;
        if exists {
            // Read-only checks first: nothing is written until they pass.
            let check: String = conn
                .query_row("PRAGMA quick_check", [], |r| r.get(0))
                .map_err(|e| corrupt(e.to_string()))?;
            if check != "ok" {
                return Err(corrupt(check));
            }
            let found: i64 = conn
                .query_row("PRAGMA user_version", [], |r| r.get(0))
                .map_err(|e| corrupt(e.to_string()))?;
            if found > SCHEMA_VERSION {
                return Err(DbError::TooNew {
                    path: path.to_path_buf(),
                    found,
                    supported: SCHEMA_VERSION,
                });
            }
        }
        let mut db = Db {
            conn,
            path: Some(path.to_path_buf()),
        };
        db.configure(true)?;
        db.migrate()?;
        Ok(db)
    }

    /// A fresh database in memory (tests and benchmarks).
    pub fn open_in_memory() -> Result<Db> {
        let mut db = Db {
            conn: Connection::open_in_memory()?,
            path: None,
        };
        db.configure(false)?;
        db.migrate()?;
        Ok(db)
    }

    /// Where the file is (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    fn configure(&mut self, on_disk: bool) -> Result<()> {
        if on_disk {
            // WAL with FULL sync: a committed action survives a kill or power loss.
            self.conn.pragma_update(None, "journal_mode", "WAL")?;
            self.conn.pragma_update(None, "synchronous", "FULL")?;
        }
        self.conn.pragma_update(None, "foreign_keys", true)?;
        self.conn.busy_timeout(std::time::Duration::from_secs(5))?;
        Ok(())
    }

    fn migrate(&mut self) -> Result<()> {
        let tx = self.conn.transaction()?;
        let current: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        for (i, step) in MIGRATIONS.iter().enumerate().skip(current.max(0) as usize) {
            tx.execute_batch(step)?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// The connection itself, for tests that need to provoke failures.
    #[doc(hidden)]
    pub fn raw(&self) -> &Connection {
        &self.conn
    }

    /// The schema version of the open file.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }
}

/// Seconds since the Unix epoch, now.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_bring_a_new_file_to_the_latest_version() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
        drop(db);
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
    }
}

//! The history's actions: the bin (delete, undelete) and the backups (in
//! the backups folder, or as files the person downloads and picks, where
//! there are no folders: the browser).

use super::Outcome;
use crate::db::{BackupInfo, Db, DbError, GameId};
use crate::i18n::{english_fmt, Message, Said};
use crate::rules::shorten;
use std::path::{Path, PathBuf};

pub use crate::db::backup::MAX_BACKUP_BYTES;
pub use crate::db::lan::AuditRow;
pub use crate::db::{HistoryEntry, HistoryFilter, HistoryPage};

// ----------------------------------------------------------------- reads --

/// A page of the games `filter` keeps, newest first: `limit` games after
/// skipping `offset` (the bin left out).
pub fn page(
    db: &Db,
    filter: &HistoryFilter,
    limit: usize,
    offset: usize,
) -> Result<HistoryPage, DbError> {
    db.history(filter, limit, offset)
}

/// Everyone who played a game still in the history, A to Z (the player
/// filter's choices).
pub fn players(db: &Db) -> Result<Vec<String>, DbError> {
    db.history_players()
}

/// Every change to a game's scores made in table mode (the audit trail),
/// in the order they were made.
pub fn audit_trail(db: &Db, game: GameId) -> Result<Vec<AuditRow>, DbError> {
    db.audit_trail(game)
}

// --------------------------------------------------------------- actions --

/// Moves a game to the bin: it leaves the history and the statistics.
pub fn delete_game(db: &Db, game: GameId) -> Outcome<()> {
    closed_guard(db, game)?;
    Ok(db.delete_game(game)?)
}

/// Takes a game out of the bin.
pub fn undelete_game(db: &Db, game: GameId) -> Outcome<()> {
    closed_guard(db, game)?;
    Ok(db.undelete_game(game)?)
}

/// Refuses to move a game of a closed league in or out of the bin: its
/// season's standings are kept as they were at closing.
fn closed_guard(db: &Db, game: GameId) -> Outcome<()> {
    crate::app::refuse_closed(db.closed_league_of_game(game)?)
}

/// The backups, newest first.
pub fn backups(db: &Db) -> Outcome<Vec<BackupInfo>> {
    Ok(db.backups()?)
}

/// Replaces everything with backup `file`; returns the safety backup of what
/// was there before.
pub fn restore_backup(db: &Db, file: &Path) -> Outcome<Option<PathBuf>> {
    Ok(db.restore_backup(file)?)
}

// ------------------------------------------- backups as files (browser) --

/// A backup handed to the person as a file (the browser's download).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupFile {
    /// The name to save it under.
    pub name: String,
    /// The SQLite database, whole.
    pub bytes: Vec<u8>,
}

fn backup_name(prefix: &str) -> String {
    let now = crate::i18n::strftime(&chrono::Local::now().naive_local(), "%Y-%m-%d-%H%M")
        .unwrap_or_default();
    format!("{prefix}{now}.sqlite3")
}

/// The whole database as a file to download: `mextrain-backup-<date>-<time>.sqlite3`.
pub fn backup_file(db: &Db) -> Result<BackupFile, DbError> {
    Ok(BackupFile {
        name: backup_name("mextrain-backup-"),
        bytes: db.backup_bytes()?,
    })
}

/// Why a backup file was not restored (nothing was changed).
#[derive(Debug)]
pub struct RestoreError {
    file: String,
    cause: DbError,
}

impl RestoreError {
    /// What storage said.
    pub fn cause(&self) -> &DbError {
        &self.cause
    }
}

impl RestoreError {
    /// The message: why, and that nothing was changed.
    fn why(&self) -> Said {
        let file = shorten(&self.file, 200);
        match &self.cause {
            DbError::Foreign { detail, .. } => Said::new("hist-restore-foreign")
                .arg("file", file)
                .arg("detail", detail),
            DbError::Corrupt { .. } => Said::new("hist-restore-corrupt").arg("file", file),
            DbError::TooNew {
                found, supported, ..
            } => Said::new("hist-restore-too-new")
                .arg("file", file)
                .arg("found", *found)
                .arg("supported", *supported),
            e => e.said(),
        }
    }
}

impl Message for RestoreError {
    fn said(&self) -> Said {
        Said::new("hist-restore-refused").arg("why", self.why())
    }

    fn samples() -> Vec<RestoreError> {
        let file = || "backup.sqlite3".to_string();
        let path = || PathBuf::from("backup.sqlite3");
        vec![
            RestoreError {
                file: file(),
                cause: DbError::Foreign {
                    path: path(),
                    detail: "no games table".into(),
                },
            },
            RestoreError {
                file: file(),
                cause: DbError::Corrupt {
                    path: path(),
                    detail: String::new(),
                },
            },
            RestoreError {
                file: file(),
                cause: DbError::TooNew {
                    path: path(),
                    found: 9,
                    supported: 8,
                },
            },
            RestoreError {
                file: file(),
                cause: DbError::DiskFull,
            },
        ]
    }
}

impl std::fmt::Display for RestoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for RestoreError {}

/// Replaces everything with the backup file `name` (its `bytes`, as
/// downloaded by [`backup_file`] or copied from a desktop's backups
/// folder). In this order, and nothing changes unless every step passes:
/// the file is checked whole (a SQLite database, healthy, mextrain's, a
/// schema this build knows); a safety copy of the data now is taken and
/// handed to `keep` (the browser downloads it); then the file's data
/// replaces everything in one step. Returns the safety copy.
pub fn restore_file(
    db: &Db,
    name: &str,
    bytes: &[u8],
    keep: impl FnOnce(&BackupFile) -> Result<(), String>,
) -> Result<BackupFile, RestoreError> {
    let err = |cause| RestoreError {
        file: name.to_string(),
        cause,
    };
    let checked = crate::db::backup::open_bytes(name, bytes).map_err(err)?;
    let safety = BackupFile {
        name: backup_name("mextrain-before-restore-"),
        bytes: db.backup_bytes().map_err(err)?,
    };
    keep(&safety).map_err(|e| {
        err(DbError::Invalid(format!(
            "the safety copy of the games here could not be kept ({e}), so it was not restored"
        )))
    })?;
    db.replace_with(&checked).map_err(err)?;
    Ok(safety)
}

/// Checks the backup file `name` (its `bytes`) as [`restore_file`] does,
/// changing nothing: whether it can be restored.
pub fn check_backup_file(name: &str, bytes: &[u8]) -> Result<(), RestoreError> {
    crate::db::backup::open_bytes(name, bytes)
        .map(drop)
        .map_err(|cause| RestoreError {
            file: name.to_string(),
            cause,
        })
}

//! Automatic backups (SQLite's online backup API) into `DATA/backups/`, and
//! restoring one of them.
//!
//! A backup is taken whenever a game finishes; the newest [`KEEP`] are kept.
//! Restoring first checks the chosen file the way [`Db::open`] checks any
//! database (on a copy, so the backup itself is never written), then saves
//! the current data as a safety backup (`before-restore-...`), then copies the
//! backup over the live database with the backup API.
//!
//! Where there are no folders (the browser), a backup is the bytes of the
//! whole database ([`Db::backup_bytes`]), downloaded, and restoring takes
//! such bytes back ([`open_bytes`], [`Db::replace_with`]): the same checks on a copy in
//! memory first, then one backup-API copy over the live database.

use super::{Db, DbError, Result, SQLITE_MAGIC};
use rusqlite::{backup::Backup, Connection, MAIN_DB};
use std::path::{Path, PathBuf};
use std::time::Duration;

/// The largest file a restore from bytes reads (a year of games is well
/// under a megabyte).
pub const MAX_BACKUP_BYTES: usize = 256 << 20;

/// How many automatic backups are kept.
pub const KEEP: usize = 10;
/// How many safety backups (taken before a restore) are kept.
pub const KEEP_SAFETY: usize = 5;
/// The folder's name inside the data folder.
pub const DIR_NAME: &str = "backups";

const AUTO: &str = "mextrain-";
const SAFETY: &str = "before-restore-";
const EXT: &str = ".sqlite3";
const CHECK: &str = ".restore-check.sqlite3";

/// A backup file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BackupInfo {
    /// Where it is.
    pub path: PathBuf,
    /// Its file name.
    pub name: String,
    /// When it was taken (Unix seconds, from the name).
    pub taken_at: i64,
    /// Size in bytes.
    pub size: u64,
    /// Taken just before a restore (rather than when a game finished).
    pub safety: bool,
}

fn folder_err(path: &Path, e: impl std::fmt::Display) -> DbError {
    DbError::Folder {
        path: path.to_path_buf(),
        detail: e.to_string(),
    }
}

fn stamp() -> String {
    chrono::Utc::now().format("%Y%m%d-%H%M%S-%3f").to_string()
}

fn parse_stamp(s: &str) -> Option<i64> {
    let t = chrono::NaiveDateTime::parse_from_str(s.get(..15)?, "%Y%m%d-%H%M%S").ok()?;
    Some(t.and_utc().timestamp())
}

/// Files a backup or a restore writes before they are complete: hidden, so
/// the History screen never lists them.
fn is_leftover(name: &str) -> bool {
    (name.starts_with(&format!(".{AUTO}")) || name.starts_with(&format!(".{SAFETY}")))
        && [".part", ".part-journal", ".part-wal", ".part-shm"]
            .iter()
            .any(|s| name.ends_with(s))
        || name.starts_with(CHECK)
}

/// How old an unfinished backup must be before it is taken for the remains
/// of a killed run (another mextrain may be writing one right now).
pub const LEFTOVER_AGE: Duration = Duration::from_secs(600);

/// Removes what a killed backup or restore left in `dir` (unfinished
/// `.mextrain-*.part` copies and the restore check's copy) once it is older
/// than [`LEFTOVER_AGE`]. Finished backups are never touched.
pub fn remove_leftovers(dir: &Path) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in rd.flatten() {
        let name = entry.file_name();
        if !is_leftover(&name.to_string_lossy()) {
            continue;
        }
        let old = entry
            .metadata()
            .and_then(|m| m.modified())
            .ok()
            .and_then(|t| t.elapsed().ok())
            .is_some_and(|age| age >= LEFTOVER_AGE);
        if old {
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

fn remove_with_sidecars(p: &Path) {
    for suffix in ["", "-wal", "-shm", "-journal"] {
        let mut s = p.as_os_str().to_owned();
        s.push(suffix);
        let _ = std::fs::remove_file(PathBuf::from(s));
    }
}

/// The backups in `dir`, newest first.
pub fn list(dir: &Path) -> Result<Vec<BackupInfo>> {
    let rd = match std::fs::read_dir(dir) {
        Ok(rd) => rd,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(vec![]),
        Err(e) => return Err(folder_err(dir, e)),
    };
    let mut out = vec![];
    for entry in rd.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        let Some(body) = name.strip_suffix(EXT) else {
            continue;
        };
        let (safety, rest) = if let Some(r) = body.strip_prefix(SAFETY) {
            (true, r)
        } else if let Some(r) = body.strip_prefix(AUTO) {
            (false, r)
        } else {
            continue;
        };
        let Some(taken_at) = parse_stamp(rest) else {
            continue;
        };
        let size = entry.metadata().map(|m| m.len()).unwrap_or(0);
        out.push(BackupInfo {
            path: entry.path(),
            name,
            taken_at,
            size,
            safety,
        });
    }
    out.sort_by(|a, b| b.name.cmp(&a.name));
    out.sort_by_key(|b| std::cmp::Reverse(b.taken_at));
    Ok(out)
}

impl Db {
    /// The backup folder (`None` for a database in memory, and in the
    /// browser, which has no folders: the web build downloads backups).
    pub fn backup_dir(&self) -> Option<PathBuf> {
        if cfg!(target_arch = "wasm32") {
            return None;
        }
        Some(self.path()?.parent()?.join(DIR_NAME))
    }

    /// Copies the database into the backup folder now and keeps the newest
    /// [`KEEP`]. Returns the new file (`None` in memory).
    pub fn backup_now(&self) -> Result<Option<PathBuf>> {
        let Some(p) = self.write_backup(AUTO)? else {
            return Ok(None);
        };
        self.prune()?;
        Ok(Some(p))
    }

    /// The backups, newest first.
    pub fn backups(&self) -> Result<Vec<BackupInfo>> {
        match self.backup_dir() {
            Some(d) => list(&d),
            None => Ok(vec![]),
        }
    }

    fn write_backup(&self, prefix: &str) -> Result<Option<PathBuf>> {
        let Some(dir) = self.backup_dir() else {
            return Ok(None);
        };
        std::fs::create_dir_all(&dir).map_err(|e| folder_err(&dir, e))?;
        let mut name = format!("{prefix}{}", stamp());
        let mut n = 1;
        while dir.join(format!("{name}{EXT}")).exists() {
            n += 1;
            name = format!("{prefix}{}-{n}", stamp());
        }
        let path = dir.join(format!("{name}{EXT}"));
        let part = dir.join(format!(".{name}.part"));
        remove_with_sidecars(&part);
        self.conn
            .backup(MAIN_DB, &part, None::<fn(rusqlite::backup::Progress)>)?;
        std::fs::rename(&part, &path).map_err(|e| folder_err(&dir, e))?;
        Ok(Some(path))
    }

    fn prune(&self) -> Result<()> {
        if let Some(dir) = self.backup_dir() {
            remove_leftovers(&dir);
        }
        let all = self.backups()?;
        let (safety, auto): (Vec<_>, Vec<_>) = all.into_iter().partition(|b| b.safety);
        for b in auto
            .iter()
            .skip(KEEP)
            .chain(safety.iter().skip(KEEP_SAFETY))
        {
            let _ = std::fs::remove_file(&b.path);
        }
        Ok(())
    }

    /// Replaces the live data with the backup `file`, after checking it opens
    /// as a mextrain database and saving the current data as a safety backup
    /// (returned). On any error the live data is unchanged.
    pub fn restore_backup(&self, file: &Path) -> Result<Option<PathBuf>> {
        let (Some(live), Some(dir)) = (self.path().map(Path::to_path_buf), self.backup_dir())
        else {
            return Err(DbError::Invalid(
                "a database in memory has no backups".into(),
            ));
        };
        std::fs::create_dir_all(&dir).map_err(|e| folder_err(&dir, e))?;
        // Check a copy (opening may bring an older schema up to date).
        let check = dir.join(CHECK);
        remove_with_sidecars(&check);
        std::fs::copy(file, &check).map_err(|e| folder_err(file, e))?;
        let checked = Db::open(&check).map_err(|e| match e {
            DbError::Corrupt { detail, .. } => DbError::Corrupt {
                path: file.to_path_buf(),
                detail,
            },
            DbError::Foreign { detail, .. } => DbError::Foreign {
                path: file.to_path_buf(),
                detail,
            },
            DbError::TooNew {
                found, supported, ..
            } => DbError::TooNew {
                path: file.to_path_buf(),
                found,
                supported,
            },
            e => e,
        });
        let checked = match checked {
            Ok(c) => c,
            Err(e) => {
                remove_with_sidecars(&check);
                return Err(e);
            }
        };
        let outcome = (|| {
            let safety = self.write_backup(SAFETY)?;
            let session = super::session(&self.conn)?;
            let mut dst = Connection::open(&live)?;
            dst.busy_timeout(Duration::from_secs(5))?;
            {
                let b = Backup::new(&checked.conn, &mut dst)?;
                b.run_to_completion(256, Duration::from_millis(10), None)?;
            }
            drop(dst);
            // The backup brought its own session stamp: put this file's
            // back at once, so the WAL never carries another stamp than the
            // file (even if the merge below has to wait for a reader), then
            // merge the restored data into the file and stamp it anew.
            self.keep_session(session)?;
            self.stamp()?;
            self.prune()?;
            Ok(safety)
        })();
        drop(checked);
        remove_with_sidecars(&check);
        outcome
    }
}

/// Marks a database image as a rollback-journal database (header bytes 18
/// and 19), so that it opens alone, with no `-wal` beside it, and in a
/// memory database (which has no WAL).
fn without_wal(image: &mut [u8]) {
    if image.len() >= 100 && image[18] == 2 && image[19] == 2 {
        image[18] = 1;
        image[19] = 1;
    }
}

/// Copies database `from` over `to` in one backup step (one transaction on
/// `to`; no waiting, which the browser cannot do).
fn copy_whole(from: &Connection, to: &mut Connection) -> Result<()> {
    use rusqlite::backup::StepResult;
    match Backup::new(from, to)?.step(-1)? {
        StepResult::Done => Ok(()),
        _ => Err(DbError::Invalid(
            "the data is in use by another program right now: try again".into(),
        )),
    }
}

/// The database in `bytes`, named `name` in messages, checked as
/// [`Db::open`] checks a file (healthy, mextrain's, a schema this build
/// knows) and brought up to this build's schema, in memory.
pub fn open_bytes(name: &str, bytes: &[u8]) -> Result<Db> {
    let path = Path::new(name);
    let foreign = |detail: &str| DbError::Foreign {
        path: path.to_path_buf(),
        detail: detail.into(),
    };
    if bytes.is_empty() {
        return Err(foreign("it is empty"));
    }
    if bytes.len() < 100 || !bytes.starts_with(SQLITE_MAGIC) {
        return Err(foreign("it is not a SQLite database"));
    }
    if bytes.len() > MAX_BACKUP_BYTES {
        return Err(DbError::Invalid(format!(
            "{} is larger than {} MB, more than a mextrain backup holds",
            crate::rules::shorten(name, 200),
            MAX_BACKUP_BYTES >> 20
        )));
    }
    let corrupt = |e: rusqlite::Error| DbError::Corrupt {
        path: path.to_path_buf(),
        detail: e.to_string(),
    };
    let mut image = bytes.to_vec();
    without_wal(&mut image);
    let mut conn = Connection::open_in_memory()?;
    conn.deserialize_read_exact(MAIN_DB, &image[..], image.len(), false)
        .map_err(corrupt)?;
    super::examine(&conn, path, true)?;
    let mut db = Db { conn, path: None };
    db.configure(false).map_err(|e| match e {
        DbError::Sqlite(e) => corrupt(e),
        e => e,
    })?;
    db.migrate()?;
    Ok(db)
}

impl Db {
    /// The whole database as the bytes of a SQLite file (a backup to
    /// download): a consistent copy taken with the backup API, marked as a
    /// rollback-journal database so that it opens alone.
    pub fn backup_bytes(&self) -> Result<Vec<u8>> {
        let mut mem = Connection::open_in_memory()?;
        copy_whole(&self.conn, &mut mem)?;
        let mut image = mem.serialize(MAIN_DB)?.to_vec();
        without_wal(&mut image);
        Ok(image)
    }

    /// Replaces everything with `checked`, a database read from a backup
    /// file and checked ([`open_bytes`]), in one step (SQLite's backup API,
    /// one transaction on this database). On an error the live data is
    /// unchanged. Take the safety copy ([`Db::backup_bytes`]) before.
    pub fn replace_with(&self, checked: &Db) -> Result<()> {
        let session = super::session(&self.conn)?;
        {
            // SAFETY: a second, non-owning handle on this connection, used
            // only for the copy below and dropped before `self.conn` is used
            // again; the connection lives on this thread only.
            let mut live = unsafe { Connection::from_handle(self.conn.handle())? };
            copy_whole(&checked.conn, &mut live)?;
        }
        if self.backup_dir().is_some() {
            // A file on disk: keep its own session stamp (see `restore_backup`).
            self.keep_session(session)?;
            self.stamp()?;
        }
        Ok(())
    }
}

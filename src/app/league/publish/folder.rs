//! A published site written into a folder (the desktop and the command
//! line; the browser, which has no folders, downloads the zip): a folder
//! that is empty (or missing) or holds an earlier publish, whose files
//! alone are replaced. Not in the web build.

use super::{league_site, marker, SiteFile, MARKER, MARKER_HEAD};
use crate::app::night::file_part;
use crate::app::ActionError;
use crate::db::{Db, DbError};
use crate::i18n::{Lang, Said};
use crate::rules::club::Scoring;
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// Why a publish did not happen, or stopped.
#[derive(Debug)]
pub enum PublishError {
    /// Nothing was written: no such league, or a folder that is neither
    /// empty nor an earlier publish.
    Refused(Said),
    /// Storage failed.
    Store(DbError),
    /// The folder could not be written (part of the site may be).
    Write(Said),
}

impl PublishError {
    /// Why, as a message.
    pub fn said(&self) -> Said {
        match self {
            PublishError::Refused(s) | PublishError::Write(s) => s.clone(),
            PublishError::Store(e) => crate::i18n::Message::said(e),
        }
    }
}

impl std::fmt::Display for PublishError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        crate::i18n::english_fmt(&self.said(), f)
    }
}

impl From<ActionError<DbError>> for PublishError {
    fn from(e: ActionError<DbError>) -> Self {
        match e {
            ActionError::Store(e) => PublishError::Store(e),
            e => PublishError::Refused(e.said()),
        }
    }
}

/// What a publish wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Published {
    /// The folder.
    pub dir: PathBuf,
    /// Its files (the marker among them).
    pub files: usize,
    /// Their bytes.
    pub bytes: usize,
}

/// Publishes the league `league` under `scoring`, in `lang`, into `dir`:
/// refused, nothing written, when there is no such league or `dir` is
/// neither empty (or missing) nor an earlier publish ([`write_site`]).
pub fn publish(
    db: &Db,
    league: &str,
    scoring: Scoring,
    lang: Lang,
    dir: &Path,
) -> Result<Published, PublishError> {
    let files = league_site(db, league, scoring, lang)?;
    write_site(dir, &files)?;
    Ok(Published {
        dir: dir.to_path_buf(),
        files: files.len(),
        bytes: files.iter().map(|(_, b)| b.len()).sum(),
    })
}

/// Where the desktop offers to publish the league `league`: the data
/// folder's `sites/league-NAME` (`None`: a database in no folder).
pub fn default_folder(db: &Db, league: &str) -> Option<PathBuf> {
    let dir = crate::app::files::data_folder(db)?;
    Some(
        dir.join("sites")
            .join(format!("league-{}", file_part(league))),
    )
}

/// Writes `files` (a site, [`super::site`]) into `dir`, made if missing. `dir`
/// must be empty or hold an earlier publish (its [`MARKER`]): then the
/// files that publish listed are replaced as a whole (removed, the new
/// ones written), and nothing else in it is touched. Refused, nothing
/// written: `dir` is a file, holds other files without the marker, or
/// holds a file of the new site's names that the earlier publish did not
/// write.
pub fn write_site(dir: &Path, files: &[SiteFile]) -> Result<(), PublishError> {
    let shown = || dir.display().to_string();
    let cannot = |path: &Path, e: std::io::Error| {
        PublishError::Write(
            Said::new("now-cannot-write")
                .arg("path", path.display().to_string())
                .arg("detail", e.to_string()),
        )
    };
    // The files the earlier publish wrote (none in an empty folder).
    let old: Vec<String> = match std::fs::read_dir(dir) {
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => vec![],
        Err(_) if dir.exists() && !dir.is_dir() => {
            return Err(PublishError::Refused(
                Said::new("now-publish-not-folder").arg("dir", shown()),
            ))
        }
        Err(e) => return Err(cannot(dir, e)),
        Ok(mut entries) => match entries.next() {
            None => vec![],
            Some(_) => earlier(dir).ok_or_else(|| {
                PublishError::Refused(Said::new("now-publish-foreign").arg("dir", shown()))
            })?,
        },
    };
    let new_names = || files.iter().map(|(n, _)| n.as_str());
    let new: HashSet<&str> = new_names().collect();
    if let Some(clash) = new_names().find(|n| {
        *n != MARKER && !old.iter().any(|o| o == n) && dir.join(n).symlink_metadata().is_ok()
    }) {
        return Err(PublishError::Refused(
            Said::new("now-publish-clash")
                .arg("dir", shown())
                .arg("file", clash),
        ));
    }
    std::fs::create_dir_all(dir).map_err(|e| cannot(dir, e))?;
    // The marker names every file of ours at each step: the old and the
    // new while they are written, then the new alone.
    let mut all: Vec<&str> = old.iter().map(String::as_str).collect();
    all.extend(new_names().filter(|n| !old.iter().any(|o| o == n)));
    let write = |name: &str, bytes: &[u8]| {
        let path = dir.join(name);
        crate::app::files::write_file_atomically(&path, bytes).map_err(|e| cannot(&path, e))
    };
    write(MARKER, marker(&all).as_bytes())?;
    for (name, bytes) in files.iter().filter(|(n, _)| n != MARKER) {
        write(name, bytes)?;
    }
    for name in old.iter().filter(|o| !new.contains(o.as_str())) {
        let path = dir.join(name);
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => return Err(cannot(&path, e)),
            _ => {}
        }
    }
    write(MARKER, marker(&new_names().collect::<Vec<_>>()).as_bytes())
}

/// The files the publish in `dir` wrote, as its marker lists them; `None`
/// when `dir` holds no marker.
fn earlier(dir: &Path) -> Option<Vec<String>> {
    let text = std::fs::read_to_string(dir.join(MARKER)).ok()?;
    text.starts_with(MARKER_HEAD).then(|| {
        text.lines()
            .filter(|l| own_name(l) && *l != MARKER)
            .map(str::to_string)
            .collect()
    })
}

/// A name a publish may have written: letters, digits, `.` and `-`, not
/// starting with `.` (a marker changed by hand names nothing outside).
fn own_name(name: &str) -> bool {
    !name.is_empty()
        && !name.starts_with('.')
        && name
            .bytes()
            .all(|b| b.is_ascii_alphanumeric() || b == b'.' || b == b'-')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_marker_names_only_plain_files() {
        assert!(own_name("p12.html") && own_name("style.css"));
        for bad in ["", "../x", "a/b", ".hidden", "C:\\x", "index.html\0"] {
            assert!(!own_name(bad), "{bad:?}");
        }
    }
}

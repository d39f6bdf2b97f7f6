//! The application layer: every user action, written once.
//!
//! The desktop window, the web build, the command line and the table host
//! (`mextrain serve`, the window's "Let phones join") all call these
//! functions; none of them repeats an action's logic. An action validates
//! its input once, with the engine
//! ([`crate::rules`]) as the only judge, writes through storage
//! ([`crate::db::Db`]) in one transaction (an action of several steps
//! composes storage's primitives inside [`crate::db::Db::write`]), and
//! returns what happened (round saved, game finished, backup made) for the front end to
//! show, so that no screen reads the game back to learn it.
//!
//! Dependencies point down only: `ui`/`cli` → `app` → `db`, `formats` →
//! `rules`.
//!
//! ```
//! use mextrain::app::games;
//! use mextrain::db::Db;
//! use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundInput};
//! let db = Db::open_in_memory().unwrap();
//! let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
//! spec.schedule = vec![12];
//! let colours = vec!["#d62728".to_string(), "#1f77b4".to_string()];
//! let game = games::create_game(&db, &spec, &colours).unwrap();
//! let input = RoundInput {
//!     starter: Some(0),
//!     blocked: false,
//!     players: vec![
//!         PlayerInput::went_out(),
//!         PlayerInput::typed("12"),
//!     ],
//!     markers_up: vec![],
//! };
//! let saved = games::record_round(&db, game, &input).unwrap();
//! assert_eq!(saved.index, 0);
//! assert!(saved.finished.is_some());
//! assert!(db.game(game).unwrap().is_finished());
//! ```

use crate::i18n::{Message, Said};
use crate::rules::{EntryError, SpecError};
use std::fmt;
use std::path::PathBuf;

pub mod display;
pub mod files;
pub mod games;
pub mod history;
#[cfg(feature = "serve")]
pub mod host;
pub mod league;
pub mod night;
pub mod players;
pub mod referee;
pub mod share;
pub mod stats;
pub mod upkeep;

// What the front ends hold and show of storage, under the actions' name:
// the database handle, its error, a game. The screens name these, never
// `crate::db` (docs/architecture.md); each module re-exports the rows it
// reads (`history::HistoryEntry`, `stats::Record`...).
pub use crate::db::{BackupInfo, Db, DbError, GameId, GameRecord};
pub use upkeep::upkeep;
// Where the data lives (`--data-dir`, else `MEXTRAIN_DATA_DIR`, else the
// platform's folder), for the front ends that open it (`Db::open_in`).
pub use crate::db::resolve_data_dir;

/// Says that a window's own first screen is in its page, for whoever waits
/// for it (the real-window tests, `make bench-desktop`): creates the path in
/// `MEXTRAIN_READY_FILE`, when set. Never an existing file (`create_new`);
/// a path that cannot be created is left alone (nothing waits in a normal
/// start).
pub fn announce_ready() {
    if let Some(path) = std::env::var_os("MEXTRAIN_READY_FILE") {
        let _ = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(path);
    }
}

/// Why an action did nothing. Its message is short and names the problem.
#[derive(Debug)]
pub enum ActionError<E> {
    /// The engine refused the round (the message names the player and the
    /// field).
    Refused(EntryError),
    /// The game's settings cannot be right.
    Spec(SpecError),
    /// The action does not apply to the game as it is: why, as a message
    /// (its English in `en-CA.ftl`, key `now-*`).
    NotNow(Said),
    /// Storage failed; nothing was saved.
    Store(E),
}

impl<E: fmt::Display> fmt::Display for ActionError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Refused(e) => e.fmt(f),
            ActionError::Spec(e) => e.fmt(f),
            ActionError::NotNow(s) => crate::i18n::english_fmt(s, f),
            ActionError::Store(e) => e.fmt(f),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for ActionError<E> {}

impl<E: Message> ActionError<E> {
    /// Why the action did nothing, as a message: the engine's refusal, the
    /// reason it does not apply now, or storage's failure. Its English is
    /// the `Display`.
    pub fn said(&self) -> Said {
        match self {
            ActionError::Refused(e) => e.said(),
            ActionError::Spec(e) => e.said(),
            ActionError::NotNow(s) => s.clone(),
            ActionError::Store(e) => e.said(),
        }
    }
}

impl<E> From<E> for ActionError<E> {
    fn from(e: E) -> Self {
        ActionError::Store(e)
    }
}

/// The result of an action.
pub type Outcome<T> = Result<T, ActionError<DbError>>;

/// Refuses (`now-league-closed`) a change to the closed league `league`
/// (`None`: nothing to refuse): the one message of every guard of a
/// closed season.
pub(crate) fn refuse_closed(league: Option<String>) -> Outcome<()> {
    match league {
        Some(league) => Err(ActionError::NotNow(
            Said::new("now-league-closed").arg("league", league),
        )),
        None => Ok(()),
    }
}

/// What happened after a game finished (its rounds were saved already, so
/// a failure here is reported, not undone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Finished {
    /// The automatic backup.
    pub backup: BackupMade,
    /// Why the statistics were not updated, if they were not (they are
    /// computed again on the next read).
    pub stats_error: Option<String>,
}

/// The automatic backup after a finish.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BackupMade {
    /// Written to this file.
    Made(PathBuf),
    /// This store keeps no backups (a database in memory).
    NotKept,
    /// It failed, with this message.
    Failed(String),
}

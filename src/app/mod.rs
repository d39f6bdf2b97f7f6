//! The application layer: every user action, written once.
//!
//! The desktop window, the web build, the command line and the table host
//! (`mextrain serve`, the window's "Let phones join") all call these
//! functions; none of them repeats an action's logic. An action validates
//! its input once, with the engine
//! ([`crate::rules`]) as the only judge, writes through storage ([`Store`],
//! implemented by [`crate::db::Db`]) in one transaction, and returns what
//! happened (round saved, game finished, backup made) for the front end to
//! show, so that no screen reads the game back to learn it.
//!
//! Dependencies point down only: `ui`/`cli` → `app` → `db`, `formats` →
//! `rules`.
//!
//! ```
//! use mextrain::app::{games, Store};
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
//!         PlayerInput { out: true, ..Default::default() },
//!         PlayerInput { total: Some("12".into()), ..Default::default() },
//!     ],
//!     markers_up: vec![],
//! };
//! let saved = games::record_round(&db, game, &input).unwrap();
//! assert_eq!(saved.index, 0);
//! assert!(saved.finished.is_some());
//! assert!(db.load_game(game).unwrap().is_finished());
//! ```

use crate::db::{Rewind, UndoStep};
use crate::rules::{EntryError, GameSpec, Pip, RoundEntry, SpecError};
use std::fmt;
use std::path::{Path, PathBuf};

pub mod client;
pub mod display;
pub mod files;
pub mod games;
pub mod history;
#[cfg(feature = "serve")]
pub mod hosting;
pub mod night;
pub mod referee;
mod sqlite;
pub mod stats;
#[cfg(feature = "serve")]
pub mod table;
pub mod wire;

// What the front ends hold and show of storage, under the actions' name:
// the database handle, its error, a game. The screens name these, never
// `crate::db` (docs/architecture.md); each module re-exports the rows it
// reads (`history::HistoryEntry`, `stats::Record`...).
pub use crate::db::{BackupInfo, Db, DbError, GameId, GameRecord};

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

/// How often a long session (the window, the table host) calls [`upkeep`].
pub const UPKEEP_EVERY: std::time::Duration = std::time::Duration::from_secs(5);

/// What an open file needs now and then: its WAL merged once past
/// [`crate::db::WAL_LIMIT`] (SQLite's automatic merge is off, see
/// [`crate::db::Db::checkpoint_if_over`]). Returns whether it merged.
pub fn upkeep(db: &crate::db::Db) -> Result<bool, crate::db::DbError> {
    db.checkpoint_if_over(crate::db::WAL_LIMIT)
}

/// Where the games are kept: the coarse operations the actions need, each
/// one transaction. [`crate::db::Db`] implements it with SQLite, on the
/// desktop and in the web build alike (where SQLite's pages are kept in
/// IndexedDB, `src/web`); table mode's host wraps the same `Db` so that a
/// round saved or undone from a phone carries its bookkeeping in the
/// round's own transaction (`app::table`'s `Hosted`). A joined phone keeps
/// no games: it talks to the host through [`client`], not through a `Store`.
///
/// Storage checks nothing about the game: the actions judge every value
/// with the engine first. It only refuses a change made on a stale view
/// (another round count, a game finished meanwhile).
pub trait Store {
    /// What goes wrong in storage (its message says what, and that nothing
    /// was saved).
    type Error: std::error::Error + 'static;

    /// A stored game, not deleted.
    fn load_game(&self, game: GameId) -> Result<GameRecord, Self::Error>;
    /// The most recently started game that is not finished (nor deleted).
    fn unfinished_game(&self) -> Result<Option<GameId>, Self::Error>;
    /// Stores a new game.
    fn insert_game(
        &self,
        spec: &GameSpec,
        colours: &[String],
        started_at: i64,
    ) -> Result<GameId, Self::Error>;
    /// Adds round `idx`, discards its draft, journals it for undo, and
    /// marks the game finished at `finished_at` when given. Refused unless
    /// the game has exactly `idx` rounds and is not finished.
    fn append_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
    ) -> Result<(), Self::Error>;
    /// Replaces round `idx`, journaling its earlier value for undo.
    fn replace_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
    ) -> Result<(), Self::Error>;
    /// The newest undo journal entry of a game.
    fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>, Self::Error>;
    /// Takes journal entry `step` off and rewinds the rounds; refused when
    /// it is no longer the newest.
    fn pop_undo(&self, game: GameId, step: i64, rewind: &Rewind) -> Result<(), Self::Error>;
    /// Marks a game with `played` rounds finished, with `schedule` as its
    /// rounds; refused when it is finished or has another round count.
    fn finish_game(
        &self,
        game: GameId,
        played: usize,
        finished_at: i64,
        schedule: &[Pip],
    ) -> Result<(), Self::Error>;
    /// The unsaved entry of round `idx`, as the front end's own text.
    fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>, Self::Error>;
    /// Keeps the unsaved entry of round `idx`.
    fn save_draft(&self, game: GameId, idx: usize, text: &str) -> Result<(), Self::Error>;
    /// Forgets the unsaved entry of round `idx`.
    fn discard_draft(&self, game: GameId, idx: usize) -> Result<(), Self::Error>;
    /// Moves a game to the bin (`true`) or takes it out (`false`).
    fn set_deleted(&self, game: GameId, deleted: bool) -> Result<(), Self::Error>;
    /// Brings the statistics read model up to date.
    fn refresh_stats(&self) -> Result<(), Self::Error>;
    /// Copies everything to a new backup (`None`: this store keeps none).
    fn backup_now(&self) -> Result<Option<PathBuf>, Self::Error>;
    /// The backups, newest first.
    fn backups(&self) -> Result<Vec<BackupInfo>, Self::Error>;
    /// Replaces everything with a backup; returns the safety backup of what
    /// was there.
    fn restore_backup(&self, file: &Path) -> Result<Option<PathBuf>, Self::Error>;
}

/// Why an action did nothing. Its message is short and names the problem.
#[derive(Debug)]
pub enum ActionError<E> {
    /// The engine refused the round (the message names the player and the
    /// field).
    Refused(EntryError),
    /// The game's settings cannot be right.
    Spec(SpecError),
    /// The action does not apply to the game as it is.
    NotNow(String),
    /// Storage failed; nothing was saved.
    Store(E),
}

impl<E: fmt::Display> fmt::Display for ActionError<E> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ActionError::Refused(e) => e.fmt(f),
            ActionError::Spec(e) => e.fmt(f),
            ActionError::NotNow(s) => f.write_str(s),
            ActionError::Store(e) => e.fmt(f),
        }
    }
}

impl<E: std::error::Error + 'static> std::error::Error for ActionError<E> {}

impl<E> From<E> for ActionError<E> {
    fn from(e: E) -> Self {
        ActionError::Store(e)
    }
}

/// The result of an action on store `S`.
pub type Outcome<T, S> = Result<T, ActionError<<S as Store>::Error>>;

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

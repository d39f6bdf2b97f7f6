//! The history's actions: the bin (delete, undelete) and the backups.

use super::{Outcome, Store};
use crate::db::{BackupInfo, GameId};
use std::path::{Path, PathBuf};

/// Moves a game to the bin: it leaves the history and the statistics.
pub fn delete_game<S: Store>(store: &S, game: GameId) -> Outcome<(), S> {
    Ok(store.set_deleted(game, true)?)
}

/// Takes a game out of the bin.
pub fn undelete_game<S: Store>(store: &S, game: GameId) -> Outcome<(), S> {
    Ok(store.set_deleted(game, false)?)
}

/// The backups, newest first.
pub fn backups<S: Store>(store: &S) -> Outcome<Vec<BackupInfo>, S> {
    Ok(store.backups()?)
}

/// Replaces everything with backup `file`; returns the safety backup of what
/// was there before.
pub fn restore_backup<S: Store>(store: &S, file: &Path) -> Outcome<Option<PathBuf>, S> {
    Ok(store.restore_backup(file)?)
}

//! [`Store`] for the SQLite database: each operation is one [`Db`] method,
//! one transaction.

use super::Store;
use crate::db::table::drop_entries_except;
use crate::db::{BackupInfo, Db, DbError, GameId, GameRecord, Rewind, UndoStep};
use crate::rules::{GameSpec, Pip, RoundEntry};
use std::path::{Path, PathBuf};

/// The device the audit trail names for a change made in the window.
const HOST: &str = "host";

impl Store for Db {
    type Error = DbError;

    fn load_game(&self, game: GameId) -> Result<GameRecord, DbError> {
        self.game(game)
    }
    fn unfinished_game(&self) -> Result<Option<GameId>, DbError> {
        Db::unfinished_game(self)
    }
    fn insert_game(
        &self,
        spec: &GameSpec,
        colours: &[String],
        started_at: i64,
    ) -> Result<GameId, DbError> {
        self.create_game_at(spec, colours, started_at, None)
    }
    fn append_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
    ) -> Result<(), DbError> {
        // Table mode: the phones' entries of the round saved here were
        // consumed with it (the host's form took them in); in the same
        // transaction, which also raises the hosting's version.
        self.append_round_with(game, idx, entry, finished_at, HOST, &mut |tx| {
            drop_entries_except(tx, game, idx + 1)
        })
    }
    fn replace_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<(), DbError> {
        Db::replace_round(self, game, idx, entry)
    }
    fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>, DbError> {
        Db::last_undo(self, game)
    }
    fn pop_undo(&self, game: GameId, step: i64, rewind: &Rewind) -> Result<(), DbError> {
        // Table mode: only the entries of the round being entered after
        // the undo stay (a round taken back goes to the form as a draft,
        // not as phone entries).
        let current = match rewind {
            Rewind::RemoveFrom { from, .. } => *from,
            Rewind::Restore { .. } => self.game(game)?.sheet.rounds.len(),
        };
        self.pop_undo_with(game, step, rewind, HOST, &mut |tx| {
            drop_entries_except(tx, game, current)
        })
    }
    fn finish_game(
        &self,
        game: GameId,
        played: usize,
        finished_at: i64,
        schedule: &[Pip],
    ) -> Result<(), DbError> {
        self.finish_game_at(game, played, finished_at, schedule)
    }
    fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>, DbError> {
        Db::draft(self, game, idx)
    }
    fn save_draft(&self, game: GameId, idx: usize, text: &str) -> Result<(), DbError> {
        Db::save_draft(self, game, idx, text)
    }
    fn discard_draft(&self, game: GameId, idx: usize) -> Result<(), DbError> {
        Db::discard_draft(self, game, idx)
    }
    fn set_deleted(&self, game: GameId, deleted: bool) -> Result<(), DbError> {
        if deleted {
            self.delete_game(game)
        } else {
            self.undelete_game(game)
        }
    }
    fn refresh_stats(&self) -> Result<(), DbError> {
        Db::refresh_stats(self).map(|_| ())
    }
    fn backup_now(&self) -> Result<Option<PathBuf>, DbError> {
        Db::backup_now(self)
    }
    fn backups(&self) -> Result<Vec<BackupInfo>, DbError> {
        Db::backups(self)
    }
    fn restore_backup(&self, file: &Path) -> Result<Option<PathBuf>, DbError> {
        Db::restore_backup(self, file)
    }
}

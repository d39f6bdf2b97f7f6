//! Where table mode keeps its state: [`TableStore`], the storage trait of
//! the table actions, beside [`Store`] (whose round saves and undos they
//! share, through [`games`](crate::app::games)). Each operation is one
//! transaction; [`Db`] implements it with SQLite (`db/table.rs`).

use crate::app::wire::{to_text, Done};
use crate::app::Store;
use crate::db::table::{Book, Change, DeviceRow, EntryRow, HostingRow, Written};
use crate::db::{BackupInfo, Db, DbError, GameId, GameRecord, Rewind, UndoStep};
use crate::rules::{GameSpec, Pip, RoundEntry};
use std::cell::RefCell;
use std::path::{Path, PathBuf};

/// Table mode's storage: the hosting, its devices, the entries of the
/// round being played, the idempotency keys and the audit trail. Storage
/// judges nothing: the actions of [`crate::app::table`] decide who may do
/// what and judge every entry with the engine first.
pub trait TableStore: Store<Error = DbError> {
    /// The hosting of `game`, if it is hosted.
    fn hosting(&self, game: GameId) -> Result<Option<HostingRow>, DbError>;
    /// Turns hosting of `game` on afresh, with the host and the watch link
    /// as its first devices (by the hashes of their tokens).
    fn start_hosting(
        &self,
        game: GameId,
        code: &str,
        join_key: &str,
        watch_token: &str,
        watch_hash: &str,
        host_hash: &str,
    ) -> Result<(), DbError>;
    /// Gives the hosting the join link's key (one begun before keys had none).
    fn set_join_key(&self, game: GameId, key: &str) -> Result<(), DbError>;
    /// Gives the host a new token (its hash).
    fn replace_host_token(&self, game: GameId, host_hash: &str) -> Result<(), DbError>;
    /// Replaces the join code; the change counter goes up.
    fn replace_code(&self, game: GameId, code: &str) -> Result<(), DbError>;
    /// Turns hosting off: devices, entries and keys are forgotten.
    fn stop_hosting(&self, game: GameId) -> Result<(), DbError>;
    /// The device whose token has hash `hash`.
    fn device_by_hash(&self, game: GameId, hash: &str) -> Result<Option<DeviceRow>, DbError>;
    /// The devices, in the order they joined.
    fn devices(&self, game: GameId) -> Result<Vec<DeviceRow>, DbError>;
    /// The entries of round `round`, by seat.
    fn table_entries(&self, game: GameId, round: usize) -> Result<Vec<EntryRow>, DbError>;
    /// The answer kept for `key` of `device`, if it was applied.
    fn applied(&self, device: i64, key: &str) -> Result<Option<String>, DbError>;
    /// Adds a phone; `false` (nothing written) when its seat is held.
    fn join_device(
        &self,
        game: GameId,
        hash: &str,
        role: &str,
        seat: Option<usize>,
        label: &str,
    ) -> Result<bool, DbError>;
    /// One change for a device, with its audit row, the change counter and
    /// its key ([`Db::table_change`]).
    fn table_change(
        &self,
        game: GameId,
        device: i64,
        label: &str,
        key: Option<&str>,
        change: &Change,
        answer: &dyn Fn(i64) -> String,
    ) -> Result<Written, DbError>;
    /// [`Store::append_round`] with table mode's bookkeeping.
    fn append_round_hosted(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
        book: &Book,
    ) -> Result<(), DbError>;
    /// [`Store::pop_undo`] with table mode's bookkeeping.
    fn pop_undo_hosted(
        &self,
        game: GameId,
        step: i64,
        rewind: &Rewind,
        book: &Book,
    ) -> Result<(), DbError>;
}

impl TableStore for Db {
    fn hosting(&self, game: GameId) -> Result<Option<HostingRow>, DbError> {
        Db::hosting(self, game)
    }
    fn start_hosting(
        &self,
        game: GameId,
        code: &str,
        join_key: &str,
        watch_token: &str,
        watch_hash: &str,
        host_hash: &str,
    ) -> Result<(), DbError> {
        Db::start_hosting(
            self,
            game,
            code,
            join_key,
            watch_token,
            watch_hash,
            host_hash,
        )
        .map(|_| ())
    }
    fn set_join_key(&self, game: GameId, key: &str) -> Result<(), DbError> {
        Db::set_join_key(self, game, key)
    }
    fn replace_host_token(&self, game: GameId, host_hash: &str) -> Result<(), DbError> {
        Db::replace_host_token(self, game, host_hash)
    }
    fn replace_code(&self, game: GameId, code: &str) -> Result<(), DbError> {
        Db::replace_code(self, game, code)
    }
    fn stop_hosting(&self, game: GameId) -> Result<(), DbError> {
        Db::stop_hosting(self, game)
    }
    fn device_by_hash(&self, game: GameId, hash: &str) -> Result<Option<DeviceRow>, DbError> {
        Db::device_by_hash(self, game, hash)
    }
    fn devices(&self, game: GameId) -> Result<Vec<DeviceRow>, DbError> {
        Db::devices(self, game)
    }
    fn table_entries(&self, game: GameId, round: usize) -> Result<Vec<EntryRow>, DbError> {
        Db::table_entries(self, game, round)
    }
    fn applied(&self, device: i64, key: &str) -> Result<Option<String>, DbError> {
        Db::applied(self, device, key)
    }
    fn join_device(
        &self,
        game: GameId,
        hash: &str,
        role: &str,
        seat: Option<usize>,
        label: &str,
    ) -> Result<bool, DbError> {
        Db::join_device(self, game, hash, role, seat, label)
    }
    fn table_change(
        &self,
        game: GameId,
        device: i64,
        label: &str,
        key: Option<&str>,
        change: &Change,
        answer: &dyn Fn(i64) -> String,
    ) -> Result<Written, DbError> {
        Db::table_change(self, game, device, label, key, change, answer)
    }
    fn append_round_hosted(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
        book: &Book,
    ) -> Result<(), DbError> {
        Db::append_round_hosted(self, game, idx, entry, finished_at, book)
    }
    fn pop_undo_hosted(
        &self,
        game: GameId,
        step: i64,
        rewind: &Rewind,
        book: &Book,
    ) -> Result<(), DbError> {
        Db::pop_undo_hosted(self, game, step, rewind, book)
    }
}

/// A [`Store`] for one round saved or undone from table mode: the
/// hosting's store, whose round save and undo carry the bookkeeping of
/// `device`'s `key` ([`Book`]). Everything else is the store's own.
pub(super) struct Hosted<'a, S> {
    pub store: &'a S,
    pub device: i64,
    pub label: &'a str,
    pub key: &'a str,
    /// The round an undo took back (its hands go back as entries), as
    /// (seat, entry JSON).
    pub put_back: RefCell<Vec<(usize, String)>>,
    /// The answer written, as kept with the key.
    pub kept: RefCell<Option<Done>>,
}

impl<S: TableStore> Hosted<'_, S> {
    fn book<'b>(&'b self, current: usize, answer: &'b dyn Fn(i64) -> String) -> Book<'b> {
        Book {
            device: self.device,
            label: self.label,
            key: self.key,
            current,
            put_back: self.put_back.take(),
            answer,
        }
    }

    fn keep(&self, done: Done) -> String {
        let text = to_text(&done);
        *self.kept.borrow_mut() = Some(done);
        text
    }
}

impl<S: TableStore> Store for Hosted<'_, S> {
    type Error = DbError;

    fn load_game(&self, game: GameId) -> Result<GameRecord, DbError> {
        self.store.load_game(game)
    }
    fn unfinished_game(&self) -> Result<Option<GameId>, DbError> {
        self.store.unfinished_game()
    }
    fn insert_game(&self, spec: &GameSpec, colours: &[String], at: i64) -> Result<GameId, DbError> {
        self.store.insert_game(spec, colours, at)
    }
    fn append_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
    ) -> Result<(), DbError> {
        let answer = |version| {
            self.keep(Done {
                version,
                saved: Some(idx),
                finished: Some(finished_at.is_some()),
                ..Done::default()
            })
        };
        let book = self.book(idx + 1, &answer);
        self.store
            .append_round_hosted(game, idx, entry, finished_at, &book)
    }
    fn replace_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<(), DbError> {
        self.store.replace_round(game, idx, entry)
    }
    fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>, DbError> {
        self.store.last_undo(game)
    }
    fn pop_undo(&self, game: GameId, step: i64, rewind: &Rewind) -> Result<(), DbError> {
        let (current, undone) = match rewind {
            Rewind::RemoveFrom { from, .. } => (*from, *from),
            Rewind::Restore { idx, .. } => (self.store.load_game(game)?.sheet.rounds.len(), *idx),
        };
        let answer = |version| {
            self.keep(Done {
                version,
                undone: Some(undone),
                ..Done::default()
            })
        };
        let book = self.book(current, &answer);
        self.store.pop_undo_hosted(game, step, rewind, &book)
    }
    fn finish_game(
        &self,
        game: GameId,
        played: usize,
        at: i64,
        schedule: &[Pip],
    ) -> Result<(), DbError> {
        self.store.finish_game(game, played, at, schedule)
    }
    fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>, DbError> {
        self.store.draft(game, idx)
    }
    fn save_draft(&self, game: GameId, idx: usize, text: &str) -> Result<(), DbError> {
        self.store.save_draft(game, idx, text)
    }
    fn discard_draft(&self, game: GameId, idx: usize) -> Result<(), DbError> {
        self.store.discard_draft(game, idx)
    }
    fn set_deleted(&self, game: GameId, deleted: bool) -> Result<(), DbError> {
        self.store.set_deleted(game, deleted)
    }
    fn refresh_stats(&self) -> Result<(), DbError> {
        self.store.refresh_stats()
    }
    fn backup_now(&self) -> Result<Option<PathBuf>, DbError> {
        self.store.backup_now()
    }
    fn backups(&self) -> Result<Vec<BackupInfo>, DbError> {
        self.store.backups()
    }
    fn restore_backup(&self, file: &Path) -> Result<Option<PathBuf>, DbError> {
        self.store.restore_backup(file)
    }
}

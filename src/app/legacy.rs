//! The score-keeping methods `Db` had before the app layer, kept for the
//! callers on other branches (import's tests, shared fixtures, benches)
//! until they call [`super::games`] themselves. Each one is the app action,
//! with its refusal as [`DbError::Invalid`]. Nothing new should call them.

use super::games;
use super::ActionError;
use crate::db::{Db, DbError, GameId, Result};
use crate::rules::{GameSpec, RoundEntry};

fn plain(e: ActionError<DbError>) -> DbError {
    match e {
        ActionError::Store(e) => e,
        e => DbError::Invalid(e.to_string()),
    }
}

impl Db {
    /// [`games::create_game`].
    #[doc(hidden)]
    pub fn create_game(&self, spec: &GameSpec, colours: &[String]) -> Result<GameId> {
        games::create_game(self, spec, colours).map_err(plain)
    }

    /// [`games::record_round`] of the entry's input.
    #[doc(hidden)]
    pub fn record_round(&self, game: GameId, entry: &RoundEntry) -> Result<usize> {
        games::record_round(self, game, &entry.to_input())
            .map(|r| r.index)
            .map_err(plain)
    }

    /// [`games::edit_round`] of the entry's input.
    #[doc(hidden)]
    pub fn edit_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<()> {
        games::edit_round(self, game, idx, &entry.to_input())
            .map(|_| ())
            .map_err(plain)
    }

    /// [`games::finish_early`].
    #[doc(hidden)]
    pub fn finish_game(&self, game: GameId) -> Result<()> {
        games::finish_early(self, game).map(|_| ()).map_err(plain)
    }
}

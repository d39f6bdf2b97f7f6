//! What every screen takes from context: the database handle, the
//! revisions of the stored data (and the memos read on them), the display
//! settings (the timer on the window's runtime is [`super::every`]).

use crate::app::{Db, GameId, GameRecord};
use crate::i18n::Message;
use dioxus::prelude::*;
use std::collections::HashMap;
use std::rc::Rc;

/// The database handle, shared by every screen (`Connection` is not `Sync`,
/// so it lives in context, on the UI thread).
#[derive(Clone)]
pub struct AppDb(pub Rc<Db>);

/// What changed in the stored data, as signals, so that a change reaches
/// only the screens that show it: one revision per game (its rounds, its
/// finish), read by the screens that show that game, and one for the list
/// of games (any game saved, created, finished, deleted, restored or
/// imported), read by the lists, the statistics and the top bar.
#[derive(Clone, Copy)]
pub struct Revision {
    list: Signal<u64>,
    games: CopyValue<HashMap<GameId, Signal<u64>>>,
}

impl Revision {
    pub(super) fn new() -> Revision {
        Revision {
            list: Signal::new_in_scope(0, ScopeId::ROOT),
            games: CopyValue::new_in_scope(HashMap::new(), ScopeId::ROOT),
        }
    }

    fn game(self, id: GameId) -> Signal<u64> {
        let mut games = self.games;
        let known = games.read().get(&id).copied();
        known.unwrap_or_else(|| {
            let s = Signal::new_in_scope(0, ScopeId::ROOT);
            games.write().insert(id, s);
            s
        })
    }

    /// Game `id` changed (and so the list, which shows its rounds).
    pub fn game_changed(self, id: GameId) {
        *self.game(id).write() += 1;
        let mut list = self.list;
        *list.write() += 1;
    }

    /// Games came or went, or any of them may have changed (an import, a
    /// restore): every screen that shows stored data reads it again.
    pub fn bump(self) {
        let ids: Vec<GameId> = self.games.read().keys().copied().collect();
        for id in ids {
            *self.game(id).write() += 1;
        }
        let mut list = self.list;
        *list.write() += 1;
    }

    /// Subscribes the caller to game `id`.
    pub fn track_game(self, id: GameId) -> u64 {
        *self.game(id).read()
    }

    /// Subscribes the caller to the list of games (any change).
    pub fn track(self) -> u64 {
        *self.list.read()
    }
}

/// The database, from context.
pub fn use_db() -> Rc<Db> {
    use_context::<AppDb>().0
}

/// The revisions, from context.
pub fn use_revision() -> Revision {
    use_context::<Revision>()
}

/// Game `id`, read when it (or `id`) changes, not on every render.
pub fn use_game(id: GameId) -> Memo<Result<GameRecord, crate::i18n::Said>> {
    let db = use_db();
    let rev = use_revision();
    use_memo(use_reactive!(|id| {
        rev.track_game(id);
        crate::app::games::game(&db, id)
            .map_err(|e| crate::i18n::Said::new("err-load-game").arg("detail", e.said()))
    }))
}

/// A value read from the database when the list of games changes, not on
/// every render.
pub fn use_list<T: PartialEq + 'static>(read: impl Fn(&Db) -> T + 'static) -> Memo<T> {
    let db = use_db();
    let rev = use_revision();
    use_memo(move || {
        rev.track();
        read(&db)
    })
}

/// The display settings (theme, larger text), shared by the shell, which
/// applies them, and the home screen's Display card, which changes them.
#[derive(Clone, Copy)]
pub struct DisplaySetting(pub Signal<crate::app::display::Display>);

/// The display settings, from context.
pub fn use_display() -> DisplaySetting {
    use_context::<DisplaySetting>()
}

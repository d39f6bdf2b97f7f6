//! What every screen takes from context: the database handle, the
//! revisions of the stored data (and the memos read on them), the display
//! settings, and a timer on the window's runtime.

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

/// Calls `tick` every `period` while the component is shown, on the
/// window's tokio runtime (without one, as in the headless tests, never).
#[cfg(feature = "serve")]
pub(crate) fn use_every(period: std::time::Duration, tick: impl FnMut() + 'static) {
    let tick = Rc::new(std::cell::RefCell::new(tick));
    use_future(move || {
        let tick = tick.clone();
        async move {
            if tokio::runtime::Handle::try_current().is_err() {
                return;
            }
            loop {
                tokio::time::sleep(period).await;
                (tick.borrow_mut())();
            }
        }
    });
}

/// Calls `tick` every `period` while the component is shown: the
/// browser's timer (`web::remote::later_in`), in the app's runtime.
#[cfg(all(feature = "web", target_arch = "wasm32"))]
pub(crate) fn use_every(period: std::time::Duration, tick: impl FnMut() + 'static) {
    type Tick = Rc<std::cell::RefCell<dyn FnMut()>>;
    fn again(ms: u32, alive: Rc<std::cell::Cell<bool>>, tick: Tick) {
        let rt = dioxus::core::Runtime::try_current();
        crate::web::remote::later_in(
            rt,
            ms,
            Box::new(move || {
                if alive.get() {
                    (tick.borrow_mut())();
                    again(ms, alive, tick);
                }
            }),
        );
    }
    let alive = use_hook(move || {
        let alive = Rc::new(std::cell::Cell::new(true));
        again(
            period.as_millis() as u32,
            alive.clone(),
            Rc::new(std::cell::RefCell::new(tick)),
        );
        alive
    });
    use_drop(move || alive.set(false));
}

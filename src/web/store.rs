//! The web build's storage and start-up (feature `web`, target
//! `wasm32-unknown-unknown`).
//!
//! The database is the same SQLite code ([`crate::app::Db`]) on
//! sqlite-wasm-rs, in the `relaxed-idb` VFS of sqlite-wasm-vfs 0.2: the file
//! is read from IndexedDB into memory once at start-up, every SQLite commit
//! queues its changed pages, and a commit loop writes them to IndexedDB in
//! order, one IndexedDB transaction each.
//!
//! **When is a round saved?** When its IndexedDB transaction has committed,
//! not when SQLite's has. Every SQLite commit (the commit hook) schedules a
//! *barrier*: an operation of the same commit loop that carries a notifier
//! and comes after the commit's pages, so it resolves once they are in
//! IndexedDB. Until then the page shows "Saving" (`SaveState`), and
//! `window.mextrainSave` says how many commits were made and how many are
//! known to be in IndexedDB; leaving the page meanwhile asks for
//! confirmation. Once it shows "Saved", the action survives a reload, a
//! closed tab and a killed browser.

use super::{fetch_words, languages, load_words, table_start, take_words, TABLE_ONLY};
use crate::app::Db;
use dioxus::prelude::*;
use sqlite_wasm_vfs::relaxed_idb::{self, Preload, RelaxedIdbCfgBuilder, RelaxedIdbUtil};
use std::cell::{Cell, RefCell};
use wasm_bindgen::JsValue;

/// The VFS (and the IndexedDB database holding the pages) name.
pub const VFS: &str = "mextrain-idb";
/// The database's name inside the VFS.
pub const DB_NAME: &str = "mextrain.sqlite3";
/// A name no database has: deleting it is the commit loop's barrier.
const BARRIER: &str = "__mextrain_flush__";

/// Where the saves are, as the page shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SaveState {
    /// Nothing written yet in this page.
    Idle,
    /// Commits are waiting for IndexedDB.
    Saving,
    /// Every commit so far is in IndexedDB.
    Saved,
    /// IndexedDB refused a write (the message says why).
    Failed(String),
}

thread_local! {
    static UTIL: RefCell<Option<RelaxedIdbUtil>> = const { RefCell::new(None) };
    static OPENED: RefCell<Option<Result<Db, String>>> = const { RefCell::new(None) };
    static COMMITS: Cell<u64> = const { Cell::new(0) };
    static FLUSHED: Cell<u64> = const { Cell::new(0) };
    static FAILED: RefCell<Option<String>> = const { RefCell::new(None) };
    static STATE: Cell<Option<Signal<SaveState>>> = const { Cell::new(None) };
}

/// rsqlite-vfs 0.1's host functions (relaxed-idb 0.2 is built on it;
/// sqlite-wasm-rs's own `WasmOsCallback` implements the 0.2 trait).
pub struct JsOs;

impl rsqlite_vfs01::OsCallback for JsOs {
    fn sleep(_: std::time::Duration) {}
    fn random(buf: &mut [u8]) {
        for b in buf.iter_mut() {
            *b = (js_sys::Math::random() * 256.0) as u8;
        }
    }
    fn epoch_timestamp_in_ms() -> i64 {
        js_sys::Date::now() as i64
    }
}

#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
export function take_lock(name) {
  return new Promise((resolve) => {
    if (navigator.locks) {
      // Held for the page's life: the callback's promise never settles.
      navigator.locks.request(name, { ifAvailable: true }, (lock) => {
        resolve(lock !== null);
        return lock ? new Promise(() => {}) : undefined;
      });
      return;
    }
    // No Web Locks outside a secure context (plain http on the network):
    // ask the other pages of this origin whether one of them has the data.
    const ch = new BroadcastChannel(name);
    let taken = false;
    ch.onmessage = (e) => {
      if (e.data === "who" && globalThis.__mextrainOwner) ch.postMessage("me");
      if (e.data === "me") taken = true;
    };
    ch.postMessage("who");
    setTimeout(() => { globalThis.__mextrainOwner = !taken; resolve(!taken); }, 300);
  });
}
"#)]
extern "C" {
    fn take_lock(name: &str) -> js_sys::Promise;
}

/// Whether this page may have the data: one page at a time, since each
/// keeps its own copy of the database in memory and would write over the
/// other's changes.
async fn only_page() -> bool {
    wasm_bindgen_futures::JsFuture::from(take_lock("mextrain-data"))
        .await
        .ok()
        .and_then(|v| v.as_bool())
        .unwrap_or(false)
}

/// Installs the IndexedDB VFS, reads the database from it and opens it.
/// Call once, before [`launch`]'s root renders. Refused while another tab
/// or window of this site has the data.
pub async fn open() -> Result<(), String> {
    if !only_page().await {
        return Err(
            "mextrain is already open in another tab or window of this browser, \
                    and two pages writing at once would overwrite each other's rounds: \
                    use that one, or close it and reload this page"
                .into(),
        );
    }
    let cfg = RelaxedIdbCfgBuilder::new()
        .vfs_name(VFS)
        .preload(Preload::All)
        .build();
    let util = relaxed_idb::install::<JsOs>(&cfg, false)
        .await
        .map_err(|e| format!("the browser's storage (IndexedDB) cannot be used: {e}"))?;
    UTIL.with(|u| *u.borrow_mut() = Some(util));
    let mut db = Db::open_in_vfs(DB_NAME, VFS).map_err(|e| e.to_string())?;
    // Every commit is followed by a barrier.
    db.on_commit(on_commit)
        .map_err(|e| format!("the browser's storage cannot be watched: {e}"))?;
    OPENED.with(|o| *o.borrow_mut() = Some(Ok(db)));
    Ok(())
}

/// The database opened by [`open`] (or why it could not be), once.
pub fn take_db() -> Result<Db, String> {
    OPENED
        .with(|o| o.borrow_mut().take())
        .unwrap_or_else(|| Err("the database was not opened".into()))
}

/// Gives the page's save indicator to the commit barriers.
pub fn attach(state: Signal<SaveState>) {
    STATE.with(|s| s.set(Some(state)));
    publish();
}

/// Called by SQLite inside each commit (so: no SQL, no waiting here), and
/// after a restore ([`files::replaced`]).
pub(crate) fn on_commit() {
    let n = COMMITS.with(|c| {
        c.set(c.get() + 1);
        c.get()
    });
    // Runs after the current call returns, so after the commit has queued
    // its pages: the barrier comes after them in the commit loop.
    wasm_bindgen_futures::spawn_local(async move {
        publish();
        let res = barrier().await;
        match res {
            Ok(()) => FLUSHED.with(|f| f.set(f.get().max(n))),
            Err(e) => FAILED.with(|f| *f.borrow_mut() = Some(e)),
        }
        publish();
    });
}

/// Resolves once every write queued before it is in IndexedDB.
pub async fn barrier() -> Result<(), String> {
    let wait = UTIL.with(|u| {
        u.borrow()
            .as_ref()
            .ok_or_else(|| "the browser's storage is not open".to_string())
            .and_then(|u| u.delete_db(BARRIER).map_err(|e| e.to_string()))
    })?;
    wait.await
        .map_err(|e| format!("the browser did not store the change: {e}"))
}

/// The state now, from the counters.
pub fn state() -> SaveState {
    if let Some(e) = FAILED.with(|f| f.borrow().clone()) {
        return SaveState::Failed(e);
    }
    let (made, kept) = (COMMITS.with(Cell::get), FLUSHED.with(Cell::get));
    if made == 0 {
        SaveState::Idle
    } else if kept < made {
        SaveState::Saving
    } else {
        SaveState::Saved
    }
}

/// Shows the state to the page (the indicator) and to scripts and tests
/// (`window.mextrainSave = {commits, flushed, saving, error}`).
fn publish() {
    let st = state();
    if let Some(mut sig) = STATE.with(Cell::get) {
        if *sig.peek() != st {
            sig.set(st.clone());
        }
    }
    let Some(win) = web_sys::window() else {
        return;
    };
    let o = js_sys::Object::new();
    let set = |k: &str, v: JsValue| {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), &v);
    };
    set("commits", JsValue::from_f64(COMMITS.with(Cell::get) as f64));
    set("flushed", JsValue::from_f64(FLUSHED.with(Cell::get) as f64));
    set("saving", JsValue::from_bool(st == SaveState::Saving));
    set(
        "error",
        match &st {
            SaveState::Failed(e) => JsValue::from_str(e),
            _ => JsValue::NULL,
        },
    );
    let _ = js_sys::Reflect::set(&win, &JsValue::from_str("mextrainSave"), &o);
}

/// Asks the browser to keep the data under storage pressure (granted by
/// its own rules: an installed app usually gets it).
pub fn ask_persistent_storage() {
    if let Some(win) = web_sys::window() {
        if let Ok(p) = win.navigator().storage().persist() {
            wasm_bindgen_futures::spawn_local(async move {
                let _ = wasm_bindgen_futures::JsFuture::from(p).await;
            });
        }
    }
}

/// Opens the database, then starts the app with hash addresses
/// (`/#/game/3`), which any static host serves.
pub fn launch(root: fn() -> Element) {
    super::say_panics();
    let table = table_start();
    TABLE_ONLY.with(|t| t.set(table));
    // The device's language's words, if they are fetched (not English):
    // asked for now, while the database opens.
    let device = languages();
    let early = fetch_words(device);
    wasm_bindgen_futures::spawn_local(async move {
        if !table {
            if let Err(e) = open().await {
                OPENED.with(|o| *o.borrow_mut() = Some(Err(e)));
            }
            ask_persistent_storage();
            publish();
        }
        // The language the first screen shows (the one chosen in the
        // Display card, else the device's) has its words before it draws.
        let chosen = OPENED.with(|o| match &*o.borrow() {
            Some(Ok(db)) => crate::app::display::load(db).lang(|| device),
            _ => device,
        });
        match early {
            Some(pending) if pending.0 == chosen => take_words(pending).await,
            _ => load_words(chosen).await,
        }
        super::draw(root);
    });
}

/// The engine's self-play benchmark in the browser (`tests/web/figures.py`
/// times it against native): `rounds` classic rounds for 4 players, seeds
/// `0..rounds`, as `ENGINE_BENCH_ROUNDS` in `benches/engine.rs`. Returns
/// the moves played. Only in a build with the feature `web-selfplay`
/// (`make figures-web`): the site does not ship it.
#[cfg(feature = "web-selfplay")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn mextrain_selfplay(rounds: u32) -> u32 {
    use crate::rules::{simulate_outcome, PresetId, SimConfig};
    (0..rounds as u64)
        .filter_map(|seed| simulate_outcome(&SimConfig::new(PresetId::Classic, 4, seed)).ok())
        .map(|o| o.moves as u32)
        .sum()
}

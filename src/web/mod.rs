//! The browser's side of the web build and the phone build (`cfg(browser)`:
//! feature `web` or `phone`, target `wasm32-unknown-unknown`): the start-up,
//! the words of a language fetched when shown, and table mode's remote
//! ([`remote`]). The web build's storage is [`store`] (feature `web`).

pub mod remote;

use std::cell::Cell;
use wasm_bindgen::JsValue;

#[cfg(feature = "web")]
pub mod files;
#[cfg(feature = "web")]
mod store;
#[cfg(feature = "web")]
pub use store::*;

thread_local! {
    static TABLE_ONLY: Cell<bool> = const { Cell::new(false) };
}

/// Whether this page only follows a hosted table (it was opened on a table
/// link: `/?join=`, `/?watch=`, `/?host=`, or a `#/join`, `#/table`,
/// `#/watch` address): it neither takes the one-tab lock nor opens the local
/// data, so it works beside a tab that has them.
pub fn table_only() -> bool {
    TABLE_ONLY.with(Cell::get)
}

/// Turns a table link (`/?join=CODE`) into its address (`/#/join/CODE`),
/// without a reload, and says whether the page is a table page.
pub(crate) fn table_start() -> bool {
    let Some(win) = web_sys::window() else {
        return false;
    };
    let loc = win.location();
    let hash = loc.hash().unwrap_or_default();
    // The host sends a table link to the phone build with its query after
    // the `#` (`/phone/#?join=...`, `lan::server::to_phone`), so that the
    // page's address, and the browser's cached copy of it, is `/phone/`
    // whatever the link.
    let search = match (loc.search().unwrap_or_default(), hash.strip_prefix("#?")) {
        (s, Some(query)) if s.is_empty() => format!("?{query}"),
        (s, _) => s,
    };
    if let Some(route) = crate::lan::client::start_route(&search) {
        let path = loc.pathname().unwrap_or_else(|_| "/".into());
        if let Ok(h) = win.history() {
            let _ = h.replace_state_with_url(&JsValue::NULL, "", Some(&format!("{path}#{route}")));
        }
        return true;
    }
    crate::lan::client::is_table_route(hash.trim_start_matches('#'))
}

#[cfg(feature = "web")]
#[wasm_bindgen::prelude::wasm_bindgen(inline_js = r#"
let want = false, lock = null, pending = false;
async function acquire() {
  if (!want || lock || pending || !navigator.wakeLock || document.visibilityState !== "visible") return;
  pending = true;
  try {
    const l = await navigator.wakeLock.request("screen");
    if (!want) { Promise.resolve(l.release()).catch(() => {}); return; }
    lock = l;
    // The browser lets go by itself when the page is hidden.
    if (l.addEventListener) l.addEventListener("release", () => { if (lock === l) lock = null; });
  } catch (e) {
    // Refused (battery saver, no permission): the screen may dim.
  } finally {
    pending = false;
  }
}
document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible") acquire();
});
export function set_awake(on) {
  want = on;
  if (on) { acquire(); return; }
  const l = lock;
  lock = null;
  if (l) { try { Promise.resolve(l.release()).catch(() => {}); } catch (e) {} }
}
"#)]
extern "C" {
    fn set_awake(on: bool);
}

/// Keeps the screen from dimming (`true`, while a game is open) or lets it
/// dim again (`false`), through the Screen Wake Lock where the browser has
/// one; asked again when the page comes back into view.
#[cfg(feature = "web")]
pub fn keep_awake(on: bool) {
    set_awake(on);
}

/// `text` in capitals as the browser writes them (`toUpperCase`: Unicode's
/// full mapping, as Rust's `str::to_uppercase`), for `ui::widgets::uppercase`.
pub fn uppercase(text: &str) -> String {
    String::from(js_sys::JsString::from(text).to_upper_case())
}

/// The words of `lang` asked for, when the web build fetches them
/// (`crate::i18n::source`): `i18n/TAG.ftl` beside the page (a folder of
/// a static host, or `mextrain serve`'s root), which the service worker
/// keeps for offline. `None` when they are already there.
pub(crate) fn fetch_words(lang: crate::i18n::Lang) -> Option<(crate::i18n::Lang, js_sys::Promise)> {
    if !crate::i18n::missing(lang) {
        return None;
    }
    let win = web_sys::window()?;
    Some((
        lang,
        win.fetch_with_str(&format!("i18n/{}.ftl", lang.tag())),
    ))
}

/// Takes the words asked for by [`fetch_words`]. If they do not come
/// (offline before the service worker kept them, a host without them),
/// the console says so and the screens show English.
pub(crate) async fn take_words((lang, pending): (crate::i18n::Lang, js_sys::Promise)) {
    use wasm_bindgen::JsCast;
    use wasm_bindgen_futures::JsFuture;
    let text = async {
        let resp: web_sys::Response = JsFuture::from(pending).await.ok()?.dyn_into().ok()?;
        if !resp.ok() {
            return None;
        }
        JsFuture::from(resp.text().ok()?).await.ok()?.as_string()
    }
    .await;
    match text {
        Some(ftl) if ftl.contains("app-name") => crate::i18n::give(lang, ftl),
        _ => web_sys::console::warn_1(&JsValue::from_str(&format!(
            "mextrain: the words of {} could not be fetched (i18n/{}.ftl): English is shown",
            lang.tag(),
            lang.tag()
        ))),
    }
}

/// Fetches the words of `lang` unless they are there already (a language
/// chosen in the Display card is shown once they are: `ui::set_lang`).
pub async fn load_words(lang: crate::i18n::Lang) {
    if let Some(pending) = fetch_words(lang) {
        take_words(pending).await;
    }
}

/// The browser's preferred languages (`navigator.languages`, else
/// `navigator.language`), matched against the languages mextrain speaks.
pub fn languages() -> crate::i18n::Lang {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return crate::i18n::Lang::ENGLISH;
    };
    let mut tags: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if let Some(one) = nav.language() {
        tags.push(one);
    }
    crate::i18n::Lang::negotiate(tags.iter().map(String::as_str))
}

/// Starts the phone build (`mextrain-phone`): table mode's screens alone,
/// with hash addresses. No data of its own: nothing to open, no lock to
/// take; the device's language's words are fetched first, if they are
/// not English.
#[cfg(not(feature = "web"))]
pub fn launch_table(root: fn() -> dioxus::prelude::Element) {
    say_panics();
    table_start();
    TABLE_ONLY.with(|t| t.set(true));
    let device = languages();
    wasm_bindgen_futures::spawn_local(async move {
        load_words(device).await;
        draw(root);
    });
}

/// A panic says what and where in the console (else only "unreachable").
pub(crate) fn say_panics() {
    std::panic::set_hook(Box::new(|info| {
        web_sys::console::error_1(&JsValue::from_str(&format!("mextrain: {info}")));
    }));
}

/// Draws the screens from `root`, with hash addresses (`/#/game/3`),
/// which any static host serves; the start-up's last mark first
/// (tests/web/bench_start.py reads the marks).
pub(crate) fn draw(root: fn() -> dioxus::prelude::Element) {
    if let Some(perf) = web_sys::window().and_then(|w| w.performance()) {
        let _ = perf.mark("mextrain-db");
    }
    dioxus::LaunchBuilder::new()
        .with_cfg(
            dioxus::web::Config::new()
                .history(std::rc::Rc::new(dioxus::web::HashHistory::new(false))),
        )
        .launch(root);
}

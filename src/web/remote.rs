//! The table-mode client's way to the host in the browser
//! ([`crate::ui::lan::Remote`]): `fetch` for the requests (with a
//! timeout, so a phone that lost the Wi-Fi is not left waiting), an
//! `EventSource` for `/api/events?token=` (and a board's
//! `/api/board/events?token=`), localStorage for the session and
//! the outbox, `setTimeout` for the pauses, `crypto.getRandomValues` for the
//! idempotency keys. The host is the site that served the page.

use crate::lan::client::{Call, Remote, Reply, StreamEvent};
use dioxus::core::{Runtime, ScopeId};
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::closure::Closure;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_futures::JsFuture;
use web_sys::{EventSource, Headers, RequestInit, Response};

/// How long a request may take before it counts as unanswered.
const TIMEOUT_MS: u32 = 8000;

type Listener = Closure<dyn FnMut(web_sys::Event)>;

/// The browser's side of the client.
#[derive(Default)]
pub struct WebRemote {
    /// The app's runtime: the answers, events and timers arrive from the
    /// browser's event loop, outside it, and are handed to the client
    /// inside it (signals and navigation need it).
    runtime: Option<Rc<Runtime>>,
    stream: RefCell<Option<(EventSource, Vec<Listener>)>>,
    /// Listeners of closed streams, dropped at the next subscribe (not
    /// while one of them may be running).
    closed: RefCell<Vec<Listener>>,
}

impl WebRemote {
    /// A client of the host that served this page.
    pub fn new() -> WebRemote {
        WebRemote {
            runtime: Runtime::try_current(),
            ..WebRemote::default()
        }
    }

    /// Opens the event stream at `url`, whose events named `event` carry
    /// the data, closing any earlier one.
    fn open(&self, url: &str, event: &str, on: Rc<dyn Fn(StreamEvent)>) {
        let on: Rc<dyn Fn(StreamEvent)> = {
            let rt = self.runtime.clone();
            Rc::new(move |ev| inside(&rt, || on(ev)))
        };
        self.unsubscribe();
        self.closed.borrow_mut().clear();
        let es = match EventSource::new(url) {
            Ok(es) => es,
            Err(_) => {
                on(StreamEvent::Error);
                return;
            }
        };
        let open: Listener = {
            let on = on.clone();
            Closure::new(move |_e: web_sys::Event| on(StreamEvent::Open))
        };
        let state: Listener = {
            let on = on.clone();
            Closure::new(move |e: web_sys::Event| {
                if let Some(m) = e.dyn_ref::<web_sys::MessageEvent>() {
                    if let Some(d) = m.data().as_string() {
                        on(StreamEvent::State(d));
                    }
                }
            })
        };
        let error: Listener = {
            let on = on.clone();
            Closure::new(move |_e: web_sys::Event| on(StreamEvent::Error))
        };
        es.set_onopen(Some(open.as_ref().unchecked_ref()));
        es.set_onerror(Some(error.as_ref().unchecked_ref()));
        let _ = es.add_event_listener_with_callback(event, state.as_ref().unchecked_ref());
        *self.stream.borrow_mut() = Some((es, vec![open, state, error]));
    }
}

/// Calls `f` after `ms` milliseconds (`setTimeout`), inside the app's
/// runtime `rt` (the client's pauses; the screens' clock, `ui`'s
/// `use_every`).
pub(crate) fn later_in(rt: Option<Rc<Runtime>>, ms: u32, f: Box<dyn FnOnce()>) {
    let Some(win) = web_sys::window() else {
        return;
    };
    let cb = Closure::once_into_js(move || inside(&rt, f));
    let _ =
        win.set_timeout_with_callback_and_timeout_and_arguments_0(cb.unchecked_ref(), ms as i32);
}

/// Runs `f` inside the app's runtime (at its root).
fn inside<O>(rt: &Option<Rc<Runtime>>, f: impl FnOnce() -> O) -> O {
    match rt {
        Some(rt) => rt.in_scope(ScopeId::ROOT, f),
        None => f(),
    }
}

fn js_message(e: JsValue) -> String {
    e.dyn_ref::<js_sys::Error>()
        .map(|e| String::from(e.message()))
        .or_else(|| e.as_string())
        .unwrap_or_else(|| "the network failed".into())
}

/// One request. `build`: a table-mode request to the host that served
/// this page, which names this page's build
/// ([`crate::formats::wire::BUILD_HEADER`]) and takes an answer of another
/// build for the host's refusal of it (409 `version`); not a league host
/// at another address (the header would need its leave: CORS).
async fn fetch(
    method: String,
    path: String,
    token: Option<String>,
    body: Option<String>,
    build: bool,
) -> Reply {
    use crate::formats::wire::{self, BUILD_HEADER};
    let win = web_sys::window().ok_or("no window")?;
    let headers = Headers::new().map_err(js_message)?;
    if build {
        headers
            .set(BUILD_HEADER, crate::LONG_VERSION)
            .map_err(js_message)?;
    }
    if body.is_some() {
        headers
            .set("Content-Type", "application/json")
            .map_err(js_message)?;
    }
    if let Some(t) = token {
        headers
            .set("Authorization", &format!("Bearer {t}"))
            .map_err(js_message)?;
    }
    let init = RequestInit::new();
    init.set_method(&method);
    init.set_headers(&headers);
    init.set_cache(web_sys::RequestCache::NoStore);
    if let Some(b) = body {
        init.set_body(&JsValue::from_str(&b));
    }
    init.set_signal(Some(&web_sys::AbortSignal::timeout_with_u32(TIMEOUT_MS)));
    let resp = JsFuture::from(win.fetch_with_str_and_init(&path, &init))
        .await
        .map_err(js_message)?;
    let resp: Response = resp.dyn_into().map_err(js_message)?;
    if let Some(host) = resp.headers().get(BUILD_HEADER).ok().flatten() {
        if build && host != crate::LONG_VERSION {
            let why = wire::other_build(crate::LONG_VERSION, &host);
            return Ok((409, wire::to_text(&wire::failure(&why))));
        }
    }
    let status = resp.status();
    let text = JsFuture::from(resp.text().map_err(js_message)?)
        .await
        .map_err(js_message)?
        .as_string()
        .unwrap_or_default();
    Ok((status, text))
}

/// POSTs `body` (JSON) to `url` (a league host's, `app::league`'s
/// transport in the browser): the answer's status and body, or why none
/// came (offline, the host unreachable, 8 s without an answer).
pub async fn post_json(url: String, body: String) -> Reply {
    fetch("POST".into(), url, None, Some(body), false).await
}

impl Remote for WebRemote {
    fn request(&self, call: Call, done: Box<dyn FnOnce(Reply)>) {
        let Call {
            method,
            path,
            token,
            body,
        } = call;
        let rt = self.runtime.clone();
        wasm_bindgen_futures::spawn_local(async move {
            let a = fetch(method, path, token, body, true).await;
            inside(&rt, move || done(a));
        });
    }

    fn subscribe(&self, token: &str, on: Rc<dyn Fn(StreamEvent)>) {
        let url = format!("/api/events?token={}", js_sys::encode_uri_component(token));
        self.open(&url, "state", on);
    }

    fn subscribe_board(&self, token: &str, on: Rc<dyn Fn(StreamEvent)>) {
        let url = format!(
            "/api/board/events?token={}",
            js_sys::encode_uri_component(token)
        );
        self.open(&url, "board", on);
    }

    fn unsubscribe(&self) {
        if let Some((es, listeners)) = self.stream.borrow_mut().take() {
            es.close();
            self.closed.borrow_mut().extend(listeners);
        }
    }

    fn load(&self, key: &str) -> Option<String> {
        let s = web_sys::window()?.local_storage().ok()??;
        s.get_item(key).ok()?
    }

    fn store(&self, key: &str, value: Option<&str>) {
        let Some(s) = web_sys::window().and_then(|w| w.local_storage().ok().flatten()) else {
            return;
        };
        let _ = match value {
            Some(v) => s.set_item(key, v),
            None => s.remove_item(key),
        };
    }

    fn later(&self, ms: u32, f: Box<dyn FnOnce()>) {
        later_in(self.runtime.clone(), ms, f);
    }

    fn new_key(&self) -> String {
        let mut buf = [0u8; 16];
        let random = web_sys::window()
            .and_then(|w| w.crypto().ok())
            .is_some_and(|c| c.get_random_values_with_u8_array(&mut buf).is_ok());
        if !random {
            for b in buf.iter_mut() {
                *b = (js_sys::Math::random() * 256.0) as u8;
            }
        }
        buf.iter().map(|b| format!("{b:02x}")).collect()
    }
}

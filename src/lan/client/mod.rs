//! The phone's side of table mode (docs/table-mode.md): the host's state,
//! this phone's session, and the writes on their way to the host.
//!
//! An application service, not a screen, and a plain state machine: the
//! screens never do I/O; they render what [`Client`] shows (its session,
//! the host's state, the event stream, each write's status), learn of its
//! changes through [`Client::on_change`], and call its methods. It talks to the host
//! through a [`Remote`] (the browser's `fetch` and `EventSource` in the web
//! build, `crate::web::remote`; a fake in the tests). Every write carries an
//! idempotency key and waits in an outbox, kept by the remote's storage
//! (localStorage), until the host answers it: while the host cannot be
//! reached the write shows "waiting for the host" and is sent again, with
//! the same key, with growing pauses and as soon as the event stream is back.

use crate::formats::wire::{
    self, ClearRequest, EntryRequest, Failure, FreeRequest, JoinRequest, LobbyRequest, Role,
    SaveRequest, SettingsRequest, UndoRequest,
};
pub use crate::formats::wire::{
    Current, Entry, Joined, Lobby, Seat, TableGame, TablePlayer, TableRound, TableSettings,
    TableState, You,
};
use crate::i18n::{self, Lang};
use serde::{Deserialize, Serialize};
use std::cell::{Cell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;

mod board;
mod links;
pub use board::BoardFeed;
pub use links::{check_code, clean_code, is_table_route, start_route};

/// Now on this device's clock, in Unix seconds (chrono reads the
/// browser's clock on the web): when a board came, and the board's clock.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// What the event stream reports.
#[derive(Clone, Debug, PartialEq)]
pub enum StreamEvent {
    /// The stream is open.
    Open,
    /// One `event: state` (its `data`, the whole state as JSON), or on
    /// a board's stream one `event: board` (the whole board as JSON).
    State(String),
    /// The stream failed or closed.
    Error,
}

/// An HTTP answer: the status and the body, or why nothing was answered
/// (the host unreachable, a timeout).
pub type Reply = Result<(u16, String), String>;

/// One request to the host: `path` from the site's root (`/api/...`),
/// with the bearer `token` and a JSON `body`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub method: String,
    pub path: String,
    pub token: Option<String>,
    pub body: Option<String>,
}

/// How the phone reaches the host and keeps what it must remember.
pub trait Remote {
    /// One request to the host; `done` gets the answer.
    fn request(&self, call: Call, done: Box<dyn FnOnce(Reply)>);
    /// Opens the event stream (`/api/events?token=`), closing any earlier one.
    fn subscribe(&self, token: &str, on: Rc<dyn Fn(StreamEvent)>);
    /// Opens a club night's board stream (`/api/board/events?token=`, its
    /// events `board`), closing any earlier stream.
    fn subscribe_board(&self, token: &str, on: Rc<dyn Fn(StreamEvent)>);
    /// Closes the event stream.
    fn unsubscribe(&self);
    /// A value kept across reloads (localStorage).
    fn load(&self, key: &str) -> Option<String>;
    /// Keeps (`Some`) or forgets (`None`) a value.
    fn store(&self, key: &str, value: Option<&str>);
    /// Calls `f` after `ms` milliseconds.
    fn later(&self, ms: u32, f: Box<dyn FnOnce()>);
    /// A fresh random idempotency key.
    fn new_key(&self) -> String;
}

/// Why something was refused or failed, as the host (or this page) said
/// it: a code without words, its arguments (numbers, names, tiles), and
/// the English words. Shown in the language of this phone, whatever the
/// host's, English included: the words of `table-why-CODE` in its file,
/// else (a code this page does not know) the English sent.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trouble {
    /// The code (`seat-held`, `entry-NotANumber`; empty: the host gave none).
    pub code: String,
    /// Its arguments, by name.
    pub args: serde_json::Map<String, serde_json::Value>,
    /// The English words.
    pub english: String,
    /// The host's reason inside this one (`forgotten`: why the host no
    /// longer knows this phone), given to the words as `why`.
    pub inner: Option<Box<Trouble>>,
}

/// Every code the host sends ([`crate::formats::wire::CODES`]).
pub use crate::formats::wire::CODES as HOST_CODES;

/// The codes this page makes itself (their words in every language).
pub const LOCAL_CODES: &[&str] = &[
    "code-empty",
    "code-lookalike",
    "code-char",
    "code-length",
    "unreachable",
    "browser-only",
    "bad-answer",
    "refused-status",
    "forgotten",
];

impl Trouble {
    /// A reason this page makes (one of [`LOCAL_CODES`]).
    pub fn local(
        code: &str,
        args: &[(&str, serde_json::Value)],
        inner: Option<Trouble>,
    ) -> Trouble {
        // Inserted one by one rather than collected: a collected map is
        // sorted by a copy of the standard sort of its own (wasm size).
        let mut named = serde_json::Map::new();
        for (k, v) in args {
            named.insert(k.to_string(), v.clone());
        }
        let mut w = Trouble {
            code: code.to_string(),
            args: named,
            english: String::new(),
            inner: inner.map(Box::new),
        };
        w.english = w.words_in(Lang::ENGLISH);
        w
    }

    /// The host's refusal ([`Failure`]), or, when its answer says nothing
    /// readable, the status.
    pub fn from_answer(status: u16, body: &str) -> Trouble {
        match serde_json::from_str::<Failure>(body) {
            Ok(f) => Trouble::from(f),
            Err(_) => Trouble::local("refused-status", &[("status", status.into())], None),
        }
    }

    /// In `lang`: its code's words there (English's from `en-CA.ftl`),
    /// else the English sent: for a code this page does not know, or one
    /// sent without an argument its words name (a host of another version).
    pub fn words_in(&self, lang: Lang) -> String {
        // An engine's refusal: the round form's own message.
        if let Some(said) = crate::formats::wire::entry_said(&self.code, &self.args) {
            return i18n::said(lang, &said);
        }
        let key = format!("table-why-{}", self.code);
        if self.code.is_empty() || !i18n::has(lang, &key) {
            return self.english.clone();
        }
        let mut args = i18n::Args::new();
        for (k, v) in &self.args {
            let value = match v {
                serde_json::Value::Number(n) => match n.as_i64() {
                    Some(i) => i18n::arg(i),
                    None => i18n::arg(n.as_f64().unwrap_or_default()),
                },
                serde_json::Value::String(s) => i18n::arg(s.clone()),
                other => i18n::arg(other.to_string()),
            };
            args.set(k.clone(), value);
        }
        if let Some(inner) = &self.inner {
            args.set("why", i18n::arg(inner.words_in(lang)));
        }
        let words = i18n::text(lang, &key, Some(&args));
        // Fluent shows a missing argument as `{$name}`.
        if words.contains("{$") && !self.english.is_empty() {
            return self.english.clone();
        }
        words
    }
}

impl From<Failure> for Trouble {
    fn from(f: Failure) -> Trouble {
        Trouble {
            code: f.code,
            args: f.args,
            english: f.error,
            inner: None,
        }
    }
}

/// What [`NoRemote`] answers every request.
const NO_REMOTE: &str = "joining a table works in a browser: open the host's link on the phone";

/// Nothing answered: the host out of reach (or no host to reach).
pub fn unreachable(e: &str) -> Trouble {
    if e == NO_REMOTE {
        Trouble::local("browser-only", &[], None)
    } else {
        Trouble::local("unreachable", &[("detail", e.into())], None)
    }
}

/// The host's answer could not be read.
pub fn unreadable(e: impl std::fmt::Display) -> Trouble {
    Trouble::local("bad-answer", &[("detail", e.to_string().into())], None)
}

/// Where the desktop window has no host to talk to (it hosts instead).
pub struct NoRemote;

impl Remote for NoRemote {
    fn request(&self, _: Call, done: Box<dyn FnOnce(Reply)>) {
        done(Err(NO_REMOTE.into()))
    }
    fn subscribe(&self, _: &str, on: Rc<dyn Fn(StreamEvent)>) {
        on(StreamEvent::Error)
    }
    fn subscribe_board(&self, _: &str, on: Rc<dyn Fn(StreamEvent)>) {
        on(StreamEvent::Error)
    }
    fn unsubscribe(&self) {}
    fn load(&self, _: &str) -> Option<String> {
        None
    }
    fn store(&self, _: &str, _: Option<&str>) {}
    fn later(&self, _: u32, _: Box<dyn FnOnce()>) {}
    fn new_key(&self) -> String {
        String::new()
    }
}

/// The event stream, as the screens show it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Link {
    /// Not joined.
    Off,
    /// Connecting (the first time or again).
    Connecting,
    /// Live: every change arrives.
    Live,
    /// The host cannot be reached; trying again.
    Lost,
}

/// Where one write stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Status {
    /// On its way.
    Sending,
    /// Not answered: sent again until the host answers.
    Waiting,
    /// The host took it.
    Sent,
    /// The host refused it (why).
    Refused(Trouble),
}

/// A write waiting for the host's answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Pending {
    /// Which status it reports to (`entry:ROUND:SEAT`, `round`, `undo`...).
    topic: String,
    method: String,
    path: String,
    body: serde_json::Value,
    key: String,
}

const SESSION_KEY: &str = "mextrain.table.session";
const OUTBOX_KEY: &str = "mextrain.table.outbox";
/// The longest pause between two tries.
const MAX_BACKOFF_MS: u32 = 8000;

/// What the screens show: kept by the client, read through its methods.
struct Shown {
    /// This phone's session (kept across reloads).
    session: Option<Joined>,
    /// The host's latest state.
    state: Option<TableState>,
    /// The event stream.
    link: Link,
    /// Each write's status, by topic.
    status: HashMap<String, Status>,
    /// Why the session ended, when the host said so.
    notice: Option<Trouble>,
    /// The host is another build of mextrain than this page (code
    /// `version`): the page is to be reloaded.
    other_build: Option<Trouble>,
}

struct Inner {
    remote: Rc<dyn Remote>,
    shown: RefCell<Shown>,
    /// Told after each change of what is shown.
    on_change: RefCell<Option<Rc<dyn Fn()>>>,
    /// Which stream's events count (older streams' are ignored).
    stream: Cell<u64>,
    in_flight: Cell<bool>,
    retry_armed: Cell<bool>,
    send_tries: Cell<u32>,
    link_tries: Cell<u32>,
    stopped: Cell<bool>,
    outbox: RefCell<Vec<Pending>>,
}

/// The phone's client of the host (the screens hold it in context, behind
/// their signals: `ui::lan::Live`).
#[derive(Clone)]
pub struct Client {
    inner: Rc<Inner>,
}

impl PartialEq for Client {
    fn eq(&self, o: &Client) -> bool {
        Rc::ptr_eq(&self.inner, &o.inner)
    }
}

/// Why the host refused (`{"error": "...", "code": ...}`), or the status.
fn refusal(code: u16, body: &str) -> Trouble {
    Trouble::from_answer(code, body)
}

/// The host no longer knows this phone (its token): why, as it said.
fn forgotten(code: u16, body: &str) -> Trouble {
    Trouble::local("forgotten", &[], Some(refusal(code, body)))
}

/// Whether an answer means this phone's token is no longer good.
fn ended(code: u16) -> bool {
    matches!(code, 401 | 410)
}

impl Client {
    /// A client over `remote`, with the session and the outbox it kept.
    pub fn new(remote: Rc<dyn Remote>) -> Client {
        let session = remote
            .load(SESSION_KEY)
            .and_then(|s| serde_json::from_str::<Joined>(&s).ok());
        let outbox: Vec<Pending> = remote
            .load(OUTBOX_KEY)
            .and_then(|s| serde_json::from_str(&s).ok())
            .unwrap_or_default();
        let status: HashMap<String, Status> = outbox
            .iter()
            .map(|p| (p.topic.clone(), Status::Waiting))
            .collect();
        Client {
            inner: Rc::new(Inner {
                remote,
                shown: RefCell::new(Shown {
                    session,
                    state: None,
                    link: Link::Off,
                    status,
                    notice: None,
                    other_build: None,
                }),
                on_change: RefCell::new(None),
                stream: Cell::new(0),
                in_flight: Cell::new(false),
                retry_armed: Cell::new(false),
                send_tries: Cell::new(0),
                link_tries: Cell::new(0),
                stopped: Cell::new(false),
                outbox: RefCell::new(outbox),
            }),
        }
    }

    /// Calls `f` after each change of what the client shows (one at a
    /// time: a second call replaces the first).
    pub fn on_change(&self, f: impl Fn() + 'static) {
        *self.inner.on_change.borrow_mut() = Some(Rc::new(f));
    }

    /// Changes what is shown, then says so.
    fn show(&self, change: impl FnOnce(&mut Shown)) {
        change(&mut self.inner.shown.borrow_mut());
        let told = self.inner.on_change.borrow().clone();
        if let Some(f) = told {
            f();
        }
    }

    /// This phone's session (`None`: not joined).
    pub fn session(&self) -> Option<Joined> {
        self.inner.shown.borrow().session.clone()
    }

    /// The host's latest state (`None`: none yet).
    pub fn state(&self) -> Option<TableState> {
        self.inner.shown.borrow().state.clone()
    }

    /// The event stream.
    pub fn link(&self) -> Link {
        self.inner.shown.borrow().link
    }

    /// Why the session ended, when the host said so.
    pub fn notice(&self) -> Option<Trouble> {
        self.inner.shown.borrow().notice.clone()
    }

    /// Why this page is to be reloaded: the host is another build of
    /// mextrain (`version`; [`crate::formats::wire::BUILD_HEADER`]).
    pub fn other_build(&self) -> Option<Trouble> {
        self.inner.shown.borrow().other_build.clone()
    }

    /// One request to the host, its answer given to `done`; unless the host
    /// is another build of mextrain than this page (409 `version`): then
    /// nothing more is sent or followed, the session and what waits to be
    /// sent stay kept for the page reloaded, and [`Client::other_build`]
    /// says so (`done` is not called: the write stays waiting).
    fn request(&self, call: Call, done: Box<dyn FnOnce(Reply)>) {
        let this = self.clone();
        self.inner.remote.request(
            call,
            Box::new(move |a| {
                if let Ok((409, body)) = &a {
                    let why = refusal(409, body);
                    if why.code == crate::formats::wire::OTHER_BUILD {
                        this.stop();
                        this.show(|s| {
                            s.other_build = Some(why);
                            s.link = Link::Off;
                        });
                        return;
                    }
                }
                done(a)
            }),
        );
    }

    fn token(&self) -> Option<String> {
        let shown = self.inner.shown.borrow();
        shown.session.as_ref().map(|s| s.token.clone())
    }

    fn set_status(&self, topic: &str, st: Status) {
        self.show(|s| {
            s.status.insert(topic.to_string(), st);
        });
    }

    /// A write's status (`None`: nothing sent under that topic).
    pub fn status_of(&self, topic: &str) -> Option<Status> {
        self.inner.shown.borrow().status.get(topic).cloned()
    }

    /// Asks the host for the seats (`POST /api/lobby`).
    /// `key`: the join link's key, when the phone came by the link.
    pub fn lobby(
        &self,
        code: &str,
        key: Option<&str>,
        table: Option<usize>,
        done: impl FnOnce(Result<Lobby, Trouble>) + 'static,
    ) {
        let body = wire::to_text(&LobbyRequest {
            code: code.into(),
            key: key.map(str::to_string),
            table,
        });
        self.request(
            Call {
                method: "POST".into(),
                path: "/api/lobby".into(),
                token: None,
                body: Some(body),
            },
            Box::new(move |a| {
                done(match a {
                    Ok((200..=299, b)) => serde_json::from_str::<Lobby>(&b).map_err(unreadable),
                    Ok((c, b)) => Err(refusal(c, &b)),
                    Err(e) => Err(unreachable(&e)),
                })
            }),
        );
    }

    /// Joins as `role` (`player` with a seat, `spectator`, or
    /// `scorekeeper` with the card's secret, `keeper`); on success the
    /// session is kept and the stream opened.
    #[allow(clippy::too_many_arguments)] // the join request's fields
    pub fn join(
        &self,
        code: &str,
        key: Option<&str>,
        table: Option<usize>,
        role: Role,
        seat: Option<usize>,
        device: Option<String>,
        keeper: Option<String>,
        done: impl FnOnce(Result<Joined, Trouble>) + 'static,
    ) {
        let body = JoinRequest {
            code: code.into(),
            key: key.map(str::to_string),
            role,
            table,
            seat,
            device,
            keeper,
        };
        let this = self.clone();
        self.request(
            Call {
                method: "POST".into(),
                path: "/api/join".into(),
                token: None,
                body: Some(wire::to_text(&body)),
            },
            Box::new(move |a| {
                let r = match a {
                    Ok((200..=299, b)) => serde_json::from_str::<Joined>(&b).map_err(unreadable),
                    Ok((c, b)) => Err(refusal(c, &b)),
                    Err(e) => Err(unreachable(&e)),
                };
                if let Ok(s) = &r {
                    this.adopt(s.clone());
                }
                done(r)
            }),
        );
    }

    /// Takes a session (a join's answer, or a host or watch link's token),
    /// forgetting any earlier one's state and writes, and connects.
    pub fn adopt(&self, s: Joined) {
        let same = self.token().as_deref() == Some(s.token.as_str());
        let remote = &self.inner.remote;
        remote.store(SESSION_KEY, serde_json::to_string(&s).ok().as_deref());
        if !same {
            self.inner.outbox.borrow_mut().clear();
            self.save_outbox();
        }
        self.show(|shown| {
            shown.session = Some(s);
            shown.notice = None;
            if !same {
                shown.state = None;
                shown.status.clear();
            }
        });
        self.connect();
    }

    /// Forgets this phone's session (leaving the table).
    pub fn leave(&self) {
        self.inner.stream.set(self.inner.stream.get() + 1);
        self.inner.remote.unsubscribe();
        self.inner.remote.store(SESSION_KEY, None);
        self.inner.outbox.borrow_mut().clear();
        self.save_outbox();
        self.show(|s| {
            s.session = None;
            s.state = None;
            s.link = Link::Off;
            s.status.clear();
        });
    }

    /// The host forgot this phone (hosting stopped, or the seat was freed).
    fn end(&self, why: Trouble) {
        self.leave();
        self.show(|s| s.notice = Some(why));
    }

    /// Stops listening (the screens are gone).
    pub fn stop(&self) {
        self.inner.stopped.set(true);
        self.inner.stream.set(self.inner.stream.get() + 1);
        self.inner.remote.unsubscribe();
    }

    /// Opens the event stream for the session, if any (once: a second call
    /// while it is open changes nothing), and sends what is waiting.
    pub fn start(&self) {
        self.inner.stopped.set(false);
        if self.session().is_some() && self.link() == Link::Off {
            self.connect();
        }
    }

    fn connect(&self) {
        let Some(token) = self.token() else {
            return;
        };
        let gen = self.inner.stream.get() + 1;
        self.inner.stream.set(gen);
        if self.link() != Link::Lost {
            self.show(|s| s.link = Link::Connecting);
        }
        let this = self.clone();
        self.inner.remote.subscribe(
            &token,
            Rc::new(move |ev| {
                if this.inner.stream.get() == gen && !this.inner.stopped.get() {
                    this.on_stream(ev);
                }
            }),
        );
        self.flush();
    }

    fn on_stream(&self, ev: StreamEvent) {
        match ev {
            StreamEvent::Open => {
                self.inner.link_tries.set(0);
                self.show(|s| s.link = Link::Live);
                // The host is back: what waits goes now.
                self.inner.send_tries.set(0);
                self.flush();
            }
            StreamEvent::State(data) => match serde_json::from_str::<TableState>(&data) {
                Ok(st) => {
                    self.inner.link_tries.set(0);
                    if self.link() != Link::Live {
                        self.show(|s| s.link = Link::Live);
                        self.inner.send_tries.set(0);
                        self.flush();
                    }
                    self.take_state(st);
                }
                Err(e) => {
                    web_log(&format!("mextrain: a state could not be read: {e}"));
                }
            },
            StreamEvent::Error => {
                // Closed or failed: ask for the state (it tells whether this
                // phone is still known), then listen again, pausing longer
                // each time the host is not there.
                self.inner.stream.set(self.inner.stream.get() + 1);
                self.inner.remote.unsubscribe();
                self.show(|s| s.link = Link::Lost);
                let tries = self.inner.link_tries.get();
                self.inner.link_tries.set(tries + 1);
                let this = self.clone();
                let wait = backoff(tries);
                self.inner.remote.later(
                    wait,
                    Box::new(move || {
                        if !this.inner.stopped.get() {
                            this.reconnect();
                        }
                    }),
                );
            }
        }
    }

    fn reconnect(&self) {
        let Some(token) = self.token() else {
            return;
        };
        let this = self.clone();
        self.request(
            Call {
                method: "GET".into(),
                path: "/api/state".into(),
                token: Some(token),
                body: None,
            },
            Box::new(move |a| match a {
                Ok((200..=299, b)) => {
                    if let Ok(st) = serde_json::from_str::<TableState>(&b) {
                        this.take_state(st);
                    }
                    this.connect();
                }
                Ok((c, b)) if ended(c) => this.end(forgotten(c, &b)),
                _ => this.on_stream(StreamEvent::Error),
            }),
        );
    }

    /// A state from the host: it replaces the one shown (it is complete).
    fn take_state(&self, st: TableState) {
        if self.inner.shown.borrow().state.as_ref() == Some(&st) {
            return;
        }
        // The role and seat the host knows are the ones kept.
        let moved = self
            .session()
            .filter(|s| s.role != st.you.role || s.seat != st.you.seat);
        if let Some(mut s) = moved {
            s.role = st.you.role;
            s.seat = st.you.seat;
            self.inner
                .remote
                .store(SESSION_KEY, serde_json::to_string(&s).ok().as_deref());
            self.show(|shown| shown.session = Some(s));
        }
        self.show(|shown| shown.state = Some(st));
    }

    fn save_outbox(&self) {
        let text = {
            let outbox = self.inner.outbox.borrow();
            if outbox.is_empty() {
                None
            } else {
                serde_json::to_string(&*outbox).ok()
            }
        };
        self.inner.remote.store(OUTBOX_KEY, text.as_deref());
    }

    /// Queues a write under `topic`, its request made with a fresh
    /// idempotency key: a newer write on the same topic replaces one not
    /// yet sent.
    fn queue<T: Serialize>(
        &self,
        topic: String,
        method: &str,
        path: &str,
        request: impl FnOnce(String) -> T,
    ) {
        let key = self.inner.remote.new_key();
        let body = serde_json::to_value(request(key.clone())).unwrap_or_default();
        let p = Pending {
            topic: topic.clone(),
            method: method.into(),
            path: path.into(),
            body,
            key,
        };
        {
            let mut outbox = self.inner.outbox.borrow_mut();
            let busy = self.inner.in_flight.get();
            let replace = outbox
                .iter()
                .enumerate()
                .position(|(i, q)| q.topic == topic && !(busy && i == 0));
            match replace {
                Some(i) => outbox[i] = p,
                None => outbox.push(p),
            }
        }
        self.save_outbox();
        self.set_status(&topic, Status::Sending);
        self.inner.send_tries.set(0);
        self.flush();
    }

    /// Sends the first waiting write (one at a time, in order).
    fn flush(&self) {
        if self.inner.in_flight.get() {
            return;
        }
        let Some(token) = self.token() else {
            return;
        };
        let Some(p) = self.inner.outbox.borrow().first().cloned() else {
            return;
        };
        self.inner.in_flight.set(true);
        let this = self.clone();
        let (method, path, body) = (p.method.clone(), p.path.clone(), p.body.to_string());
        self.request(
            Call {
                method,
                path,
                token: Some(token),
                body: Some(body),
            },
            Box::new(move |a| this.answered(p, a)),
        );
    }

    fn answered(&self, p: Pending, a: Reply) {
        self.inner.in_flight.set(false);
        let done = |this: &Client| {
            this.inner.outbox.borrow_mut().retain(|q| q.key != p.key);
            this.save_outbox();
        };
        match a {
            Ok((200..=299, _)) => {
                done(self);
                // A newer write on the topic may still be waiting.
                let newer = self
                    .inner
                    .outbox
                    .borrow()
                    .iter()
                    .any(|q| q.topic == p.topic);
                if !newer {
                    self.set_status(&p.topic, Status::Sent);
                }
                self.inner.send_tries.set(0);
                self.flush();
            }
            Ok((c, b)) if ended(c) => {
                self.end(forgotten(c, &b));
            }
            Ok((c @ 400..=499, b)) if c != 408 && c != 429 => {
                done(self);
                self.set_status(&p.topic, Status::Refused(refusal(c, &b)));
                self.flush();
            }
            _ => {
                // Not answered (or the host was busy): the same write, with
                // the same key, again later.
                self.set_status(&p.topic, Status::Waiting);
                let tries = self.inner.send_tries.get();
                self.inner.send_tries.set(tries + 1);
                if !self.inner.retry_armed.get() {
                    self.inner.retry_armed.set(true);
                    let this = self.clone();
                    self.inner.remote.later(
                        backoff(tries),
                        Box::new(move || {
                            this.inner.retry_armed.set(false);
                            this.flush();
                        }),
                    );
                }
            }
        }
    }

    /// Writes seat `seat`'s entry for round `round` (`PUT /api/entry`).
    pub fn send_entry(
        &self,
        round: usize,
        seat: Option<usize>,
        tiles: Option<Vec<[u8; 2]>>,
        total: Option<String>,
        out: bool,
        marker_up: bool,
    ) {
        self.queue(entry_topic(round, seat), "PUT", "/api/entry", |key| {
            EntryRequest {
                round,
                seat,
                key,
                tiles,
                total: total.map(Into::into),
                out,
                marker_up,
            }
        });
    }

    /// Clears seat `seat`'s entry (`DELETE /api/entry`).
    pub fn clear_entry(&self, round: usize, seat: Option<usize>) {
        self.queue(entry_topic(round, seat), "DELETE", "/api/entry", |key| {
            ClearRequest { round, seat, key }
        });
    }

    /// Saves the round (`POST /api/round`).
    pub fn save_round(&self, round: usize, starter: Option<usize>, blocked: bool) {
        self.queue(format!("round:{round}"), "POST", "/api/round", |key| {
            SaveRequest {
                round,
                key,
                starter,
                blocked,
            }
        });
    }

    /// Takes back the last saved round (`POST /api/undo`).
    pub fn undo(&self) {
        self.queue("undo".into(), "POST", "/api/undo", |key| UndoRequest {
            key,
        });
    }

    /// Lets the last player to enter save the round, or not.
    pub fn set_last_player_saves(&self, on: bool) {
        self.queue("settings".into(), "POST", "/api/settings", |key| {
            SettingsRequest {
                last_player_saves: on,
                key: Some(key),
            }
        });
    }

    /// The host: grants this table a scorekeeper card (`grant`), answering
    /// its link, or revokes the table's cards and their scorekeepers.
    pub fn keeper_card(
        &self,
        grant: bool,
        done: impl FnOnce(Result<wire::KeeperCard, Trouble>) + 'static,
    ) {
        self.call(
            "/api/keeper",
            wire::to_text(&wire::KeeperRequest { grant }),
            done,
        );
    }

    /// The organiser (a night table's host link): a late arrival, a
    /// leaver, a table's end or the next game (`POST /api/night`).
    pub fn organise(
        &self,
        req: &wire::NightRequest,
        done: impl FnOnce(Result<wire::NightDone, Trouble>) + 'static,
    ) {
        self.call("/api/night", wire::to_text(req), done);
    }

    /// A request sent once (not queued: its answer goes to `done`).
    fn call<A: serde::de::DeserializeOwned + 'static>(
        &self,
        path: &str,
        body: String,
        done: impl FnOnce(Result<A, Trouble>) + 'static,
    ) {
        let Some(token) = self.token() else {
            return;
        };
        let call = Call {
            method: "POST".into(),
            path: path.into(),
            token: Some(token),
            body: Some(body),
        };
        self.request(
            call,
            Box::new(move |a| {
                done(match a {
                    Ok((200..=299, b)) => serde_json::from_str::<A>(&b).map_err(unreadable),
                    Ok((c, b)) => Err(refusal(c, &b)),
                    Err(e) => Err(unreachable(&e)),
                })
            }),
        );
    }

    /// Frees seat `seat` (its phone is lost).
    pub fn free_seat(&self, seat: usize) {
        self.queue(format!("free:{seat}"), "POST", "/api/free", |key| {
            FreeRequest { seat, key }
        });
    }
}

/// The topic of seat `seat`'s entry in round `round` (`None`: this phone's).
pub fn entry_topic(round: usize, seat: Option<usize>) -> String {
    match seat {
        Some(s) => format!("entry:{round}:{s}"),
        None => format!("entry:{round}:mine"),
    }
}

/// The pause before try `n` (0, 1, 2...): 1 s, 2 s, 4 s, then 8 s.
pub fn backoff(n: u32) -> u32 {
    (1000u32 << n.min(3)).min(MAX_BACKOFF_MS)
}

fn web_log(msg: &str) {
    #[cfg(browser)]
    web_sys::console::warn_1(&wasm_bindgen::JsValue::from_str(msg));
    #[cfg(not(browser))]
    eprintln!("{msg}");
}

#[cfg(test)]
mod tests;

//! Table mode's host over HTTP (feature `serve`): the routes of
//! docs/table-mode.md on axum, the event stream, the web build's files.
//!
//! No rules and no SQL here: each route reads its request, calls one
//! [`crate::app::host`] action and writes its answer, or `{"error": ...}`
//! with the status of the [`Refusal`].
//!
//! **The database.** rusqlite's `Connection` is `Send` but not `Sync`, so
//! the one [`Db`] sits behind a `Mutex`; each action takes it on tokio's
//! blocking pool (`spawn_blocking`), so a commit's fsync never stalls the
//! threads that serve the event streams. Actions take milliseconds and a
//! table has a handful of phones, so one lock is simpler than a dedicated
//! database thread with a channel and no slower. A panic inside an action
//! rolls its transaction back (the transaction is dropped) and the lock is
//! taken again past the poison.
//!
//! **Live.** Every change raises the hosting's `version`; after each write
//! (and once a second, for changes made by another program on the same
//! file) the version is published on a `watch` channel. Each event stream
//! sends the state on connect and again whenever the version moves, with a
//! comment line every 15 s. Stopping sends `-1`, which ends every stream.
//!
//! **Limits.** Bodies of at most 16 KiB (413), a 10 s timeout on every
//! request but the event stream (408), a token bucket per client address
//! (429; hand-written in [`limit`]: a few lines, where a crate such as
//! tower_governor brings its own clock, hasher and key-extractor machinery;
//! a refused request's body is read first, so that closing the connection
//! never loses the answer), a request's headers read within
//! [`HEADER_TIMEOUT`] (hyper's own timer; axum's `serve` sets none, so the
//! connections are served here with hyper's HTTP/1 builder), at most
//! [`limit::CONNS_PER_ADDRESS`] connections per address and half the
//! open-file limit in all (one past them gets a 429 and is closed), at most
//! [`STREAMS_PER_TOKEN`] event streams per token (another closes the
//! token's oldest; a player's or the host's stream takes a spectator's
//! place when every place is taken), wrong join codes limited per address
//! and in all ([`limit::Guesses`]; a code that took too many is replaced),
//! no CORS layer (a page from another origin cannot read the answers, and
//! a JSON content type is required, which a cross-site form cannot send),
//! no directory listing (tower-http's `ServeDir` has none), and a panic in
//! a handler answers 500 (`CatchPanicLayer`) while the host goes on.

use crate::app::host::{self, Device, Hosted, Refusal};
use crate::app::night::NightId;
use crate::app::{Db, GameId};
use crate::formats::wire::{self, LobbyRequest};
use crate::i18n::Said;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::Router;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;
use tower_http::services::{ServeDir, ServeFile};

mod events;
pub mod league;
pub mod limit;
use events::{events, Streams};
mod night;
pub mod window;

/// The largest request body taken.
pub const BODY_LIMIT: usize = 16 * 1024;
/// How long a request (other than the event stream) may take.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A comment line on every event stream this often.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);
/// How long a client may take to send a request's headers (and how long a
/// kept-alive connection may wait for its next request).
pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
/// The most event streams of one token; another closes its oldest.
pub const STREAMS_PER_TOKEN: usize = 3;
/// The most event streams from one address, boards included; another
/// closes that address's oldest.
pub const STREAMS_PER_ADDRESS: usize = 12;

/// How the host is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The hosted game (hosting turned on with [`host::Hosted::start`]); a night's
    /// host: see `night`.
    pub game: GameId,
    /// A club night's host: every table of the night (then `game` is not
    /// read).
    pub night: Option<NightId>,
    /// The web build's folder.
    pub web_dir: PathBuf,
    /// Requests per second per client address, and the burst allowed.
    pub rate: limit::Rate,
    /// The most event streams open at once (more are refused with 503).
    pub max_streams: usize,
    /// The most connections open at once from one address.
    pub conns_per_address: usize,
    /// How wrong join codes are limited.
    pub guesses: limit::GuessRate,
    /// How wrong league codes are limited (their own count).
    pub league_guesses: limit::GuessRate,
    /// Adds `GET /api/panic` and `GET /api/panic-in-db`, which panic (in
    /// the handler; under the database lock): for the tests that show a
    /// panic does not stop the host.
    #[doc(hidden)]
    pub panic_routes: bool,
}

impl Config {
    /// The defaults for `game`: `dist/web`, 20 requests a second with
    /// bursts of 60 per address, 200 event streams.
    pub fn new(game: GameId) -> Config {
        Config {
            game,
            night: None,
            web_dir: PathBuf::from("dist/web"),
            rate: limit::Rate::default(),
            max_streams: 200,
            conns_per_address: limit::CONNS_PER_ADDRESS,
            guesses: limit::GuessRate::default(),
            league_guesses: limit::GuessRate::default(),
            panic_routes: false,
        }
    }

    /// The defaults for every table of club night `night`.
    pub fn night(night: NightId) -> Config {
        Config {
            night: Some(night),
            ..Config::new(0)
        }
    }

    fn scope(&self) -> Hosted {
        match self.night {
            Some(n) => Hosted::Night(n),
            None => Hosted::Game(self.game),
        }
    }
}

struct Shared {
    db: Mutex<Db>,
    scope: Hosted,
    version: watch::Sender<i64>,
    /// Each table's change counter, as last published: an event stream
    /// sends its table's state only when its table's counter moved.
    tables: Mutex<std::collections::HashMap<GameId, i64>>,
    /// The board's answer at a night's change counter: made once for
    /// every board.
    board: Mutex<Option<((i64, i64), Arc<String>)>>,
    limiter: limit::Limiter,
    guesses: limit::Guesses,
    streams: Mutex<Streams>,
    max_streams: usize,
    /// The address phones reach (`http://ip:port`): the table cards' QR
    /// codes when the organiser opened them on this machine itself.
    base: String,
    /// The Content-Security-Policy of the web build's pages.
    page_policy: HeaderValue,
    /// The phone build's (`web_dir/phone`), when it is there: the table
    /// links are sent to it.
    phone_policy: Option<HeaderValue>,
}

type App = Arc<Shared>;

impl Shared {
    /// Runs `f` with the database on the blocking pool, then publishes
    /// the version.
    async fn with_db<T: Send + 'static>(
        self: &Arc<Self>,
        f: impl FnOnce(&Db, Hosted) -> Result<T, Refusal> + Send + 'static,
    ) -> Result<T, Refusal> {
        let me = self.clone();
        let out = tokio::task::spawn_blocking(move || {
            let db = me.db.lock().unwrap_or_else(|p| p.into_inner());
            let out = f(&db, me.scope);
            me.publish(&db);
            out
        })
        .await
        .map_err(|e| {
            Refusal::Store(crate::app::DbError::Invalid(format!(
                "the host failed on this request ({e}); nothing was saved"
            )))
        })?;
        out
    }

    /// Table `game`'s change counter as last published.
    fn table_version(&self, game: GameId) -> Option<i64> {
        let t = self.tables.lock().unwrap_or_else(|p| p.into_inner());
        t.get(&game).copied()
    }

    /// Publishes the version as stored (`-1`: hosting is off).
    fn publish(&self, db: &Db) {
        let (v, each) = match self.scope.version(db) {
            Ok(v) => v,
            Err(_) => return,
        };
        {
            let mut t = self.tables.lock().unwrap_or_else(|p| p.into_inner());
            t.clear();
            t.extend(each);
        }
        self.version.send_if_modified(|old| {
            let changed = *old != v;
            *old = v;
            changed
        });
    }
}

/// The JSON error answer: the English words (`error`), and for the phones,
/// which word it in their own language, the code and its arguments.
fn error(status: StatusCode, why: &Said) -> Response {
    let body = wire::to_text(&wire::failure(why));
    (
        status,
        [(
            header::CONTENT_TYPE,
            HeaderValue::from_static("application/json"),
        )],
        body,
    )
        .into_response()
}

fn refused(r: Refusal) -> Response {
    if let Refusal::Store(e) = &r {
        eprintln!("mextrain serve: {e}");
    }
    let status = StatusCode::from_u16(r.status()).unwrap_or(StatusCode::INTERNAL_SERVER_ERROR);
    error(status, &r.why())
}

fn answer<T: Serialize>(r: Result<T, Refusal>) -> Response {
    match r {
        Ok(v) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            wire::to_text(&v),
        )
            .into_response(),
        Err(e) => refused(e),
    }
}

/// The request body as `T`: JSON required (415 otherwise), 400 with
/// serde's words when it does not parse.
#[allow(clippy::result_large_err)] // the refusal is answered at once
fn body<T: DeserializeOwned>(headers: &HeaderMap, bytes: &Bytes) -> Result<T, Response> {
    let json_type = headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|v| {
            v.split(';')
                .next()
                .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
        });
    if !json_type {
        return Err(error(
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            &Said::new("table-why-json-needed"),
        ));
    }
    serde_json::from_slice(bytes).map_err(|e| {
        error(
            StatusCode::BAD_REQUEST,
            &Said::new("table-why-json-bad").arg("detail", e.to_string()),
        )
    })
}

/// The bearer token of a request.
fn bearer(headers: &HeaderMap) -> Option<String> {
    let v = headers.get(header::AUTHORIZATION)?.to_str().ok()?;
    let (scheme, token) = v.split_once(' ')?;
    scheme
        .eq_ignore_ascii_case("bearer")
        .then(|| token.trim().to_string())
}

/// A 429 with its `Retry-After` (whole seconds, at least 1).
fn wait(after: Duration, why: Said) -> Response {
    let mut r = error(StatusCode::TOO_MANY_REQUESTS, &why);
    let secs = after.as_secs() + u64::from(after.subsec_nanos() > 0);
    r.headers_mut()
        .insert(header::RETRY_AFTER, HeaderValue::from(secs.max(1)));
    r
}

/// Judges the join `code` sent from `ip` under the limits on wrong codes
/// ([`limit::Guesses`]), then runs `then`. A wrong code counts against the
/// address and against everyone; the one that fills the code's count
/// replaces the code. All of it under the database lock, so that no two
/// guesses are judged on the same token. The join link's right `key`
/// (the QR code's) goes straight to `then`: no limit on guesses applies to
/// it, so strangers keeping them spent never keep a family out; a wrong
/// key is no help, the code is judged as if none was sent.
async fn with_code<T: Serialize + Send + 'static>(
    app: &App,
    ip: std::net::IpAddr,
    code: String,
    key: Option<String>,
    then: impl FnOnce(&Db, Hosted) -> Result<T, Refusal> + Send + 'static,
) -> Response {
    let me = app.clone();
    let judged = app
        .with_db(move |db, scope| {
            let g = scope.door(db)?;
            if let Some(k) = key {
                if host::check_join_key(db, g, &k)? {
                    return then(db, scope).map(Ok);
                }
            }
            match me.guesses.judge(ip) {
                limit::Judge::Yes => {}
                locked => return Ok(Err(locked)),
            }
            match host::check_code(db, g, &code) {
                Err(e @ Refusal::Forbidden(_)) => {
                    if me.guesses.wrong(ip) {
                        match scope.new_join_code(db) {
                            Ok(c) => eprintln!(
                                "mextrain serve: the join code took too many wrong guesses; the new code is {c}"
                            ),
                            Err(e) => eprintln!("mextrain serve: {e}"),
                        }
                    }
                    return Err(e);
                }
                Err(e) => return Err(e),
                Ok(()) => me.guesses.right(ip),
            }
            then(db, scope).map(Ok)
        })
        .await;
    match judged {
        Ok(Err(limit::Judge::AddressLocked(d))) => wait(
            d,
            Said::new("table-why-code-wait").arg("seconds", d.as_secs().max(1)),
        ),
        Ok(Err(_locked)) => wait(Duration::from_secs(1), Said::new("table-why-code-busy")),
        Ok(Ok(v)) => answer::<T>(Ok(v)),
        Err(e) => refused(e),
    }
}

/// The routes that take a join code: each calls its action through
/// [`with_code`], under the join codes' guessing limits.
macro_rules! coded {
    ($($route:ident($request:ty) => $action:path),* $(,)?) => {$(
        async fn $route(
            State(app): State<App>,
            ConnectInfo(peer): ConnectInfo<SocketAddr>,
            headers: HeaderMap,
            bytes: Bytes,
        ) -> Response {
            let req: $request = match body(&headers, &bytes) {
                Ok(r) => r,
                Err(e) => return e,
            };
            let (code, key) = (req.code.clone(), req.key.clone());
            with_code(&app, peer.ip(), code, key, move |db, scope| $action(scope, db, &req)).await
        }
    )*};
}
coded!(
    lobby(LobbyRequest) => Hosted::lobby,
    join(wire::JoinRequest) => Hosted::join,
);

async fn state(State(app): State<App>, headers: HeaderMap) -> Response {
    let token = bearer(&headers);
    answer(
        app.with_db(move |db, scope| {
            let g = scope.game_of(db, token.as_deref())?;
            let device = host::authenticate(db, g, token.as_deref())?;
            host::state(db, g, &device)
        })
        .await,
    )
}

/// An authenticated write: the body as `T`, then `act` with the device.
async fn write<T: DeserializeOwned + Send + 'static, A: Serialize + Send + 'static>(
    app: App,
    headers: HeaderMap,
    bytes: Bytes,
    act: fn(&Db, GameId, &Device, &T) -> Result<A, Refusal>,
) -> Response {
    let token = bearer(&headers);
    let req: T = match body(&headers, &bytes) {
        Ok(r) => r,
        Err(e) => return e,
    };
    answer(
        app.with_db(move |db, scope| {
            let g = scope.game_of(db, token.as_deref())?;
            let device = host::authenticate(db, g, token.as_deref())?;
            act(db, g, &device, &req)
        })
        .await,
    )
}

/// The routes that write: each calls its action through [`write`].
macro_rules! writes {
    ($($route:ident => $action:path),* $(,)?) => {$(
        async fn $route(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
            write(app, headers, bytes, $action).await
        }
    )*};
}
writes!(
    put_entry => host::set_entry,
    delete_entry => host::clear_entry,
    save_round => host::save_round,
    undo => host::undo,
    settings => host::settings,
    free => host::free_seat,
    // The table's scorekeeper card granted or revoked.
    keeper => host::keeper_card,
    // The organiser's phone: arrivals, departures, a table's end, the
    // next game.
    organise => host::night::organise,
);

async fn panic_now() -> Response {
    panic!("a handler failed (test route)")
}

async fn panic_in_db(State(app): State<App>) -> Response {
    answer(
        app.with_db(|_, _| -> Result<wire::Done, Refusal> {
            panic!("an action failed under the database lock (test route)")
        })
        .await,
    )
}

async fn no_such_api() -> Response {
    error(
        StatusCode::NOT_FOUND,
        &Said::new("table-why-no-such-request"),
    )
}

/// Every answer: a refusal made by a layer (413, 408, 429, 500 after a
/// panic, 405) gets the JSON error body too; no answer is sniffed as
/// another type, none sends the address (whose query may hold a token)
/// as a referrer, and no API answer is cached.
async fn finish(response: Response) -> Response {
    let mut response = json_errors(response);
    let h = response.headers_mut();
    h.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    h.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    // Which build answers: a page of another one says to reload it.
    h.insert(
        wire::BUILD_HEADER,
        HeaderValue::from_static(crate::LONG_VERSION),
    );
    let api = h.get(header::CONTENT_TYPE).is_some_and(|v| {
        v.as_bytes().starts_with(b"application/json")
            || v.as_bytes().starts_with(b"text/event-stream")
    });
    if api {
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    }
    response
}

fn json_errors(response: Response) -> Response {
    let status = response.status();
    let is_json = response
        .headers()
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"application/json"));
    if (status.is_client_error() || status.is_server_error()) && !is_json {
        let why = match status {
            StatusCode::PAYLOAD_TOO_LARGE => {
                Said::new("table-why-too-large").arg("kib", BODY_LIMIT / 1024)
            }
            StatusCode::REQUEST_TIMEOUT => Said::new("table-why-too-slow"),
            StatusCode::INTERNAL_SERVER_ERROR => Said::new("table-why-host-failed"),
            s => {
                let reason = s.canonical_reason().unwrap_or("refused").to_lowercase();
                Said::new("table-why-http")
                    .arg("status", s.as_u16())
                    .arg("reason", reason)
            }
        };
        let mut r = error(status, &why);
        if let Some(v) = response.headers().get(header::RETRY_AFTER) {
            r.headers_mut().insert(header::RETRY_AFTER, v.clone());
        }
        return r;
    }
    response
}

/// A page of another version of mextrain than this host's (its requests
/// carry [`wire::BUILD_HEADER`], naming its build) is refused with 409
/// `version` before the request is read: the two might read each other's
/// messages wrongly. The page says to reload it, which gives it the host's
/// own. A request without the header (a page older than the header, a
/// script) is served as before; the page checks the host's header too.
async fn same_build(request: axum::extract::Request, next: axum::middleware::Next) -> Response {
    let theirs = request.headers().get(wire::BUILD_HEADER);
    match theirs.map(|v| v.to_str().unwrap_or("?")) {
        Some(page) if page != crate::LONG_VERSION && request.uri().path().starts_with("/api/") => {
            let page = page.chars().take(40).collect::<String>();
            error(
                StatusCode::CONFLICT,
                &wire::other_build(&page, crate::LONG_VERSION),
            )
        }
        _ => next.run(request).await,
    }
}

async fn rate_limit(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    if !app.limiter.allow(peer.ip()) {
        // The body is read first (up to the limit, for a moment at most):
        // a connection closed with unread bytes is reset, and the client
        // may then lose the answer before reading it.
        let drain = axum::body::to_bytes(request.into_body(), BODY_LIMIT);
        let _ = tokio::time::timeout(Duration::from_secs(1), drain).await;
        return wait(
            Duration::from_secs(1),
            Said::new("table-why-too-many-requests"),
        );
    }
    next.run(request).await
}

/// The web build the host serves when none is named (`mextrain serve`
/// without `--web`, the window's "Let phones join"): `MEXTRAIN_WEB`; else
/// the installed one, `../share/mextrain/web` beside the executable
/// (`/usr/bin/mextrain` serves `/usr/share/mextrain/web`, as the packages
/// lay it out); else `dist/web` in the project the executable was built in,
/// or above the working folder; else `dist/web`.
pub fn web_dir() -> PathBuf {
    if let Some(d) = std::env::var_os("MEXTRAIN_WEB") {
        return PathBuf::from(d);
    }
    let exe = std::env::current_exe().ok();
    let built = |web: &std::path::Path| web.join("index.html").is_file();
    let installed = exe
        .as_deref()
        .and_then(|e| e.parent()?.parent())
        .map(|prefix| prefix.join("share").join("mextrain").join("web"));
    if let Some(web) = installed.filter(|w| built(w)) {
        return web;
    }
    let cwd = std::env::current_dir().ok();
    let roots = exe.iter().chain(cwd.iter()).flat_map(|p| p.ancestors());
    for root in roots {
        let web = root.join("dist").join("web");
        if built(&web) {
            return web;
        }
    }
    PathBuf::from("dist/web")
}

/// The web build's Content-Security-Policy (`csp.txt`, written by
/// `make web-build` beside the page it was made from: the page's own
/// inline scripts and styles by their hashes), with `frame-ancestors`,
/// which a page's <meta> cannot carry; without a web build, a policy that
/// lets a page run nothing but this host's own files.
pub fn page_policy(web_dir: &std::path::Path) -> HeaderValue {
    let built = std::fs::read_to_string(web_dir.join("csp.txt")).ok();
    let policy = built
        .as_deref()
        .map(str::trim)
        .filter(|p| !p.is_empty())
        .unwrap_or("default-src 'self'; object-src 'none'; base-uri 'self'; form-action 'none'");
    HeaderValue::from_str(&format!("{policy}; frame-ancestors 'none'"))
        .unwrap_or_else(|_| HeaderValue::from_static("default-src 'self'; frame-ancestors 'none'"))
}

/// The phone build in `web_dir` (`phone/`, `make phone-build`): table
/// mode's screens alone, a third of the web build's download. `None` when
/// it is not there (the table links then open the whole app, as before).
pub fn phone_build(web_dir: &std::path::Path) -> Option<PathBuf> {
    let dir = web_dir.join(PHONE_DIR);
    dir.join("index.html").is_file().then_some(dir)
}

/// The phone build's folder under the web build's, and its address.
const PHONE_DIR: &str = "phone";

/// The rest of `path` when it is an address of the phone build
/// (`/phone/...`).
fn in_phone_build(path: &str) -> Option<&str> {
    path.strip_prefix('/')
        .and_then(|p| p.strip_prefix(PHONE_DIR))
        .filter(|rest| rest.starts_with('/'))
}

/// A table link (`/?join=`, `/?watch=`, `/?host=`, `/?board=`, a card's or
/// a scorekeeper's, earlier nights' printed cards included) is sent to the
/// phone build (`/phone/#?...`, the same query after the `#`, so that the
/// page's address is `/phone/` for every link: a browser that has it
/// keeps one copy, and asks again only whether it changed), when there is
/// one; every other address is the web build's. A phone that has the
/// whole app installed opens the link in it (its service worker answers
/// it).
async fn to_phone(
    State(app): State<App>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let uri = request.uri();
    let page = matches!(uri.path(), "/" | "/index.html");
    if let (true, Some(_), Some(query)) = (page, &app.phone_policy, uri.query()) {
        if request.method() == axum::http::Method::GET
            && crate::lan::client::start_route(query).is_some()
        {
            let to = format!("/{PHONE_DIR}/#?{query}");
            if let Ok(location) = HeaderValue::from_str(&to) {
                let mut response = StatusCode::SEE_OTHER.into_response();
                response.headers_mut().insert(header::LOCATION, location);
                return response;
            }
        }
    }
    next.run(request).await
}

/// Whether `path` names a file of a code folder (`/app-<hash>/...`, or the
/// phone build's `/phone/app-<hash>/...`, `web/assemble.py`): another build
/// has another one.
fn in_code_folder(path: &str) -> bool {
    let path = in_phone_build(path).unwrap_or(path);
    path.strip_prefix("/app-")
        .and_then(|rest| rest.split_once('/'))
        .is_some_and(|(hash, file)| {
            !hash.is_empty() && hash.bytes().all(|b| b.is_ascii_hexdigit()) && !file.is_empty()
        })
}

/// Every page (HTML) carries a Content-Security-Policy: the web build's,
/// unless the page set its own (the table cards). The web build's files:
/// its code folder's kept for good (`immutable`: its name changes with the
/// code), a file missing from it is 404 (not the page, which a browser
/// would keep as code), every other file asked again each time it is used
/// (`no-cache`: the page names the code folder of the build the host
/// serves now); the API's answers are never kept (`no-store`, [`finish`]).
async fn page_headers(
    State(app): State<App>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    let code = in_code_folder(request.uri().path());
    let phone = in_phone_build(request.uri().path()).is_some();
    let mut response = next.run(request).await;
    let h = response.headers_mut();
    let html = h
        .get(header::CONTENT_TYPE)
        .is_some_and(|v| v.as_bytes().starts_with(b"text/html"));
    if code && html {
        return finish(error(
            StatusCode::NOT_FOUND,
            &Said::new("table-why-no-such-request"),
        ))
        .await;
    }
    if html && !h.contains_key(header::CONTENT_SECURITY_POLICY) {
        let policy = match &app.phone_policy {
            Some(p) if phone => p,
            _ => &app.page_policy,
        };
        h.insert(header::CONTENT_SECURITY_POLICY, policy.clone());
    }
    if !h.contains_key(header::CACHE_CONTROL) {
        let kept = match code {
            true => "public, max-age=31536000, immutable",
            false => "no-cache",
        };
        h.insert(header::CACHE_CONTROL, HeaderValue::from_static(kept));
    }
    response
}

fn router(
    app: App,
    web_dir: &std::path::Path,
    panic_routes: bool,
    league_guesses: limit::GuessRate,
) -> Router {
    use tower_http::catch_panic::CatchPanicLayer;
    use tower_http::limit::RequestBodyLimitLayer;
    use tower_http::timeout::TimeoutLayer;
    let mut api = Router::new();
    if panic_routes {
        api = api
            .route("/api/panic", get(panic_now))
            .route("/api/panic-in-db", get(panic_in_db));
    }
    let api = api
        .route("/api/lobby", post(lobby))
        .route("/api/join", post(join))
        .route("/api/state", get(state))
        .route(
            "/api/entry",
            axum::routing::put(put_entry).delete(delete_entry),
        )
        .route("/api/round", post(save_round))
        .route("/api/undo", post(undo))
        .route("/api/settings", post(settings))
        .route("/api/free", post(free))
        .route("/api/keeper", post(keeper))
        .route("/api/night", post(organise))
        .route("/api/board", get(night::board))
        .route("/api/cards", get(night::cards))
        .route("/api/{*rest}", any(no_such_api))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ));
    // The web build's files, each sent as its gzipped copy (`NAME.gz`,
    // written by `make web-build`) to a browser that accepts gzip.
    let files = ServeDir::new(web_dir)
        .append_index_html_on_directories(true)
        .precompressed_gzip()
        .fallback(ServeFile::new(web_dir.join("index.html")).precompressed_gzip());
    Router::new()
        .route("/api/events", get(events))
        .route("/api/board/events", get(night::board_events))
        .merge(api)
        .fallback_service(files)
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        // A league's games, with their own body limit (`league::MAX_BODY`).
        .merge(league::routes(league_guesses))
        // Inside `finish`, so that a panic's answer is made JSON too.
        .layer(CatchPanicLayer::new())
        // A table link goes to the phone build.
        .layer(axum::middleware::from_fn_with_state(app.clone(), to_phone))
        // A page of another version is refused before anything reads it.
        .layer(axum::middleware::from_fn(same_build))
        // Inside `finish` too: a 429 has the headers of every answer.
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            rate_limit,
        ))
        .layer(axum::middleware::map_response(finish))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            page_headers,
        ))
        .with_state(app)
}

/// A host running on its own thread and runtime (the desktop app, tests,
/// benchmarks). Dropping it stops it: the event streams end, the
/// connections close and the database is closed.
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    changes: watch::Receiver<i64>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Running {
    /// The hosted game's change counter (`-1`: hosting is off), on the
    /// server's own channel, the one its event streams follow: it moves
    /// after each change, and closes when the server stops.
    pub fn changes(&self) -> watch::Receiver<i64> {
        self.changes.clone()
    }

    /// Stops it and waits until it has (at most a few seconds).
    pub fn stop(mut self) {
        self.shutdown();
    }

    fn shutdown(&mut self) {
        if let Some(tx) = self.stop.take() {
            let _ = tx.send(());
        }
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}

impl Drop for Running {
    fn drop(&mut self) {
        self.shutdown();
    }
}

/// Starts the host of `cfg.game` (hosting must be on: [`host::Hosted::start`])
/// on `bind` (port 0: any free port) on a thread of its own.
pub fn spawn(db: Db, bind: SocketAddr, cfg: Config) -> std::io::Result<Running> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let listener = rt.block_on(tokio::net::TcpListener::bind(bind))?;
    let addr = listener.local_addr()?;
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let first = cfg
        .scope()
        .version(&db)
        .map_err(|e| std::io::Error::other(e.to_string()))?
        .0;
    let (version, changes) = watch::channel(first);
    let thread = std::thread::Builder::new()
        .name("mextrain-serve".into())
        .spawn(move || {
            rt.block_on(async move {
                let stop = async {
                    let _ = rx.await;
                };
                if let Err(e) = serve_with(listener, db, cfg, stop, version).await {
                    eprintln!("mextrain serve: {e}");
                }
            });
            rt.shutdown_timeout(Duration::from_secs(2));
        })?;
    Ok(Running {
        addr,
        changes,
        stop: Some(tx),
        thread: Some(thread),
    })
}

/// Serves `cfg.game` on `listener` until `stop` completes; then every
/// event stream ends and the connections are closed (waiting at most 3 s
/// for requests under way).
pub async fn serve(
    listener: tokio::net::TcpListener,
    db: Db,
    cfg: Config,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
) -> std::io::Result<()> {
    let first = cfg
        .scope()
        .version(&db)
        .map_err(|e| std::io::Error::other(e.to_string()))?
        .0;
    let (version, _) = watch::channel(first);
    serve_with(listener, db, cfg, stop, version).await
}

/// [`serve`], publishing the change counter on `version`.
async fn serve_with(
    listener: tokio::net::TcpListener,
    db: Db,
    cfg: Config,
    stop: impl std::future::Future<Output = ()> + Send + 'static,
    version: watch::Sender<i64>,
) -> std::io::Result<()> {
    let app = Arc::new(Shared {
        db: Mutex::new(db),
        scope: cfg.scope(),
        version,
        tables: Mutex::new(Default::default()),
        board: Mutex::new(None),
        limiter: limit::Limiter::new(cfg.rate),
        guesses: limit::Guesses::new(cfg.guesses),
        streams: Mutex::new(Streams::default()),
        max_streams: cfg.max_streams,
        base: reachable_base(&listener),
        page_policy: page_policy(&cfg.web_dir),
        phone_policy: phone_build(&cfg.web_dir).map(|dir| page_policy(&dir)),
    });
    // Changes made by another program on the same file (the desktop app).
    let poller = {
        let app = app.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(crate::app::upkeep::TICK);
            // What every table's phones are shown of the others.
            let seen = Arc::new(Mutex::new(None));
            loop {
                tick.tick().await;
                let me = app.clone();
                let seen = seen.clone();
                let _ = tokio::task::spawn_blocking(move || {
                    let db = me.db.lock().unwrap_or_else(|p| p.into_inner());
                    // The one upkeep: the WAL merged once past its limit,
                    // the time limits of every night, and the tables of
                    // this night's next game, hosted as it starts.
                    let now = crate::app::night::now();
                    if let Err(e) = crate::app::upkeep(&db, now, me.scope.night()) {
                        eprintln!("mextrain serve: {}", crate::i18n::english(&e));
                    }
                    if let Hosted::Night(n) = me.scope {
                        // Another table finished, the next game started,
                        // a minute passed under the time limit: every
                        // table's phones are told.
                        if let Ok(f) = host::night::fingerprint(&db, n, now) {
                            let mut seen = seen.lock().unwrap_or_else(|p| p.into_inner());
                            if seen.as_ref().is_some_and(|old| *old != f) {
                                if let Err(e) = host::night::touch_all(&db, n) {
                                    eprintln!("mextrain serve: {e}");
                                }
                            }
                            *seen = Some(f);
                        }
                    }
                    me.publish(&db);
                })
                .await;
            }
        })
    };
    let router = router(
        app.clone(),
        &cfg.web_dir,
        cfg.panic_routes,
        cfg.league_guesses,
    );
    let conns = limit::Conns::for_this_process(cfg.conns_per_address);
    let mut http = hyper::server::conn::http1::Builder::new();
    http.timer(hyper_util::rt::TokioTimer::new())
        .header_read_timeout(HEADER_TIMEOUT);
    let graceful = hyper_util::server::graceful::GracefulShutdown::new();
    // Refused connections being answered: a few at a time, a second each.
    let lingering = Arc::new(tokio::sync::Semaphore::new(LINGERING));
    let mut stop = std::pin::pin!(stop);
    loop {
        let (socket, peer) = tokio::select! {
            _ = &mut stop => break,
            accepted = listener.accept() => match accepted {
                Ok(a) => a,
                Err(e) => {
                    // Out of files (or a connection reset before it was
                    // taken): wait a little rather than spin.
                    if !matches!(
                        e.kind(),
                        std::io::ErrorKind::ConnectionAborted | std::io::ErrorKind::ConnectionReset
                    ) {
                        tokio::time::sleep(Duration::from_millis(20)).await;
                    }
                    continue;
                }
            },
        };
        let Some(ticket) = conns.admit(peer.ip()) else {
            match lingering.clone().try_acquire_owned() {
                Ok(permit) => {
                    tokio::spawn(async move {
                        too_many_connections(socket).await;
                        drop(permit);
                    });
                }
                Err(_) => drop(socket),
            }
            continue;
        };
        let _ = socket.set_nodelay(true);
        let router = router.clone();
        let service =
            hyper::service::service_fn(move |mut req: hyper::Request<hyper::body::Incoming>| {
                req.extensions_mut().insert(ConnectInfo(peer));
                tower::ServiceExt::oneshot(router.clone(), req)
            });
        let conn = http.serve_connection(hyper_util::rt::TokioIo::new(socket), service);
        let conn = graceful.watch(conn);
        tokio::spawn(async move {
            let _ = conn.await;
            drop(ticket);
        });
    }
    drop(listener);
    poller.abort();
    // Ends every event stream, so that the graceful shutdown does not wait
    // for them.
    app.version.send_replace(-1);
    tokio::select! {
        _ = graceful.shutdown() => {}
        _ = tokio::time::sleep(Duration::from_secs(3)) => {}
    }
    Ok(())
}

/// `'sha256-…'`: how a Content-Security-Policy names an inline style or
/// script, by its contents.
pub(crate) fn csp_hash(text: &str) -> String {
    use base64::Engine;
    use sha2::Digest;
    let digest = sha2::Sha256::digest(text.as_bytes());
    format!(
        "sha256-{}",
        base64::engine::general_purpose::STANDARD.encode(digest)
    )
}

/// The address phones reach this host at: the one it listens on, or on
/// every address, this machine's address on the room's network.
fn reachable_base(listener: &tokio::net::TcpListener) -> String {
    match listener.local_addr() {
        Ok(a) if a.ip().is_unspecified() => {
            format!("http://{}:{}", window::lan_address(), a.port())
        }
        Ok(a) => format!("http://{a}"),
        Err(_) => String::new(),
    }
}

/// The most refused connections being answered at once (past them, one
/// is closed with no answer: it costs nothing to keep).
const LINGERING: usize = 64;

/// A connection past the bounds of [`limit::Conns`]: answered 429, then
/// what it sends is read and dropped until it closes, for a second at
/// most (a socket closed with bytes still coming is reset, and the client
/// may lose the answer).
async fn too_many_connections(mut socket: tokio::net::TcpStream) {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};
    let body = r#"{"error":"too many connections from this device: wait a moment","code":"too-many-connections","args":{}}"#;
    let answer = format!(
        "HTTP/1.1 429 Too Many Requests\r\ncontent-type: application/json\r\nretry-after: 5\r\n\
         cache-control: no-store\r\nx-content-type-options: nosniff\r\nreferrer-policy: no-referrer\r\n\
         connection: close\r\ncontent-length: {}\r\n\r\n{body}",
        body.len()
    );
    let _ = tokio::time::timeout(Duration::from_secs(1), async {
        socket.write_all(answer.as_bytes()).await?;
        socket.shutdown().await?;
        let mut sink = [0u8; 1024];
        while socket.read(&mut sink).await? > 0 {}
        Ok::<_, std::io::Error>(())
    })
    .await;
}

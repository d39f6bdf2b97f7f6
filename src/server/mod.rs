//! Table mode's host over HTTP (feature `serve`): the routes of
//! docs/table-mode.md on axum, the event stream, the web build's files.
//!
//! No rules and no SQL here: each route reads its request, calls one
//! [`crate::app::table`] action and writes its answer, or `{"error": ...}`
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
//! tower_governor brings its own clock, hasher and key-extractor machinery),
//! no CORS layer (a page from another origin cannot read the answers, and
//! a JSON content type is required, which a cross-site form cannot send),
//! no directory listing (tower-http's `ServeDir` has none), and a panic in
//! a handler answers 500 (`CatchPanicLayer`) while the host goes on.

use crate::app::table::{self, Device, Refusal, Why};
use crate::db::{Db, GameId};
use axum::body::Bytes;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{any, get, post};
use axum::Router;
use serde::de::DeserializeOwned;
use serde_json::{json, Value};
use std::convert::Infallible;
use std::future::IntoFuture;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::sync::{Arc, Mutex};
use std::time::Duration;
use tokio::sync::watch;
use tower_http::services::{ServeDir, ServeFile};

pub mod limit;
pub mod session;

/// The largest request body taken.
pub const BODY_LIMIT: usize = 16 * 1024;
/// How long a request (other than the event stream) may take.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(10);
/// A comment line on every event stream this often.
pub const KEEP_ALIVE: Duration = Duration::from_secs(15);

/// How the host is set up.
#[derive(Clone, Debug)]
pub struct Config {
    /// The hosted game (hosting turned on with [`table::start`]).
    pub game: GameId,
    /// The web build's folder.
    pub web_dir: PathBuf,
    /// Requests per second per client address, and the burst allowed.
    pub rate: limit::Rate,
    /// The most event streams open at once (more are refused with 503).
    pub max_streams: usize,
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
            web_dir: PathBuf::from("dist/web"),
            rate: limit::Rate::default(),
            max_streams: 200,
            panic_routes: false,
        }
    }
}

struct Shared {
    db: Mutex<Db>,
    game: GameId,
    version: watch::Sender<i64>,
    limiter: limit::Limiter,
    streams: std::sync::atomic::AtomicUsize,
    max_streams: usize,
}

/// One open event stream, counted while it lives.
struct StreamSlot(App);

impl StreamSlot {
    fn take(app: &App) -> Option<StreamSlot> {
        use std::sync::atomic::Ordering;
        let n = app.streams.fetch_add(1, Ordering::SeqCst);
        if n >= app.max_streams {
            app.streams.fetch_sub(1, Ordering::SeqCst);
            return None;
        }
        Some(StreamSlot(app.clone()))
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        self.0
            .streams
            .fetch_sub(1, std::sync::atomic::Ordering::SeqCst);
    }
}

type App = Arc<Shared>;

impl Shared {
    /// Runs `f` with the database on the blocking pool, then publishes
    /// the version.
    async fn with_db<T: Send + 'static>(
        self: &Arc<Self>,
        f: impl FnOnce(&Db, GameId) -> Result<T, Refusal> + Send + 'static,
    ) -> Result<T, Refusal> {
        let me = self.clone();
        let out = tokio::task::spawn_blocking(move || {
            let db = me.db.lock().unwrap_or_else(|p| p.into_inner());
            let out = f(&db, me.game);
            me.publish(&db);
            out
        })
        .await
        .map_err(|e| {
            Refusal::Store(crate::db::DbError::Invalid(format!(
                "the host failed on this request ({e}); nothing was saved"
            )))
        })?;
        out
    }

    /// Publishes the version as stored (`-1`: hosting is off).
    fn publish(&self, db: &Db) {
        let v = match table::version(db, self.game) {
            Ok(Some(v)) => v,
            Ok(None) => -1,
            Err(_) => return,
        };
        self.version.send_if_modified(|old| {
            let changed = *old != v;
            *old = v;
            changed
        });
    }
}

/// The JSON error answer: the English words (`error`), and for the phones,
/// which word it in their own language, the code and its arguments.
fn error(status: StatusCode, why: &Why) -> Response {
    let body = json!({"error": why.text, "code": why.code, "args": why.args_json()}).to_string();
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

fn answer(r: Result<Value, Refusal>) -> Response {
    match r {
        Ok(v) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            v.to_string(),
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
            &Why::new(
                "json-needed",
                "send the request as JSON (Content-Type: application/json)",
                [],
            ),
        ));
    }
    serde_json::from_slice(bytes).map_err(|e| {
        error(
            StatusCode::BAD_REQUEST,
            &Why::new(
                "json-bad",
                format!("the request is not the JSON this needs: {e}"),
                [],
            ),
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

async fn lobby(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    #[derive(serde::Deserialize)]
    struct Req {
        code: String,
    }
    let req: Req = match body(&headers, &bytes) {
        Ok(r) => r,
        Err(e) => return e,
    };
    answer(
        app.with_db(move |db, g| table::lobby(db, g, &req.code))
            .await,
    )
}

async fn join(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    let req: table::JoinRequest = match body(&headers, &bytes) {
        Ok(r) => r,
        Err(e) => return e,
    };
    answer(app.with_db(move |db, g| table::join(db, g, &req)).await)
}

async fn state(State(app): State<App>, headers: HeaderMap) -> Response {
    let token = bearer(&headers);
    answer(
        app.with_db(move |db, g| {
            let device = table::authenticate(db, g, token.as_deref())?;
            table::state(db, g, &device)
        })
        .await,
    )
}

/// An authenticated write: the body as `T`, then `act` with the device.
async fn write<T: DeserializeOwned + Send + 'static>(
    app: App,
    headers: HeaderMap,
    bytes: Bytes,
    act: fn(&Db, GameId, &Device, &T) -> Result<Value, Refusal>,
) -> Response {
    let token = bearer(&headers);
    let req: T = match body(&headers, &bytes) {
        Ok(r) => r,
        Err(e) => return e,
    };
    answer(
        app.with_db(move |db, g| {
            let device = table::authenticate(db, g, token.as_deref())?;
            act(db, g, &device, &req)
        })
        .await,
    )
}

async fn put_entry(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::set_entry).await
}

async fn delete_entry(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::clear_entry).await
}

async fn save_round(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::save_round).await
}

async fn undo(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::undo).await
}

async fn settings(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::settings).await
}

async fn free(State(app): State<App>, headers: HeaderMap, bytes: Bytes) -> Response {
    write(app, headers, bytes, table::free_seat).await
}

#[derive(serde::Deserialize)]
struct TokenQuery {
    token: Option<String>,
}

/// `GET /api/events?token=`: the state now, then after every change.
async fn events(State(app): State<App>, Query(q): Query<TokenQuery>) -> Response {
    let token = q.token;
    let device = {
        let token = token.clone();
        app.with_db(move |db, g| table::authenticate(db, g, token.as_deref()))
            .await
    };
    if let Err(e) = device {
        return refused(e);
    }
    // A bound on what open streams can hold, whoever opens them.
    let Some(slot) = StreamSlot::take(&app) else {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            &Why::new(
                "too-many-streams",
                "too many phones are following this table: close one and try again",
                [],
            ),
        );
    };
    let rx = app.version.subscribe();
    // The token is checked again for every event: a phone whose seat was
    // freed sees itself as a spectator, and one whose token was forgotten
    // (hosting turned off) is closed.
    let stream = futures_util::stream::unfold(
        (app, token, rx, true, slot),
        |(app, token, mut rx, first, slot)| async move {
            if !first && rx.changed().await.is_err() {
                return None;
            }
            if *rx.borrow_and_update() < 0 {
                return None;
            }
            let t = token.clone();
            let state = app
                .with_db(move |db, g| {
                    let device = table::authenticate(db, g, t.as_deref())?;
                    table::state(db, g, &device)
                })
                .await
                .ok()?;
            let id = state["version"].to_string();
            let event = Event::default()
                .event("state")
                .id(id)
                .data(state.to_string());
            Some((Ok::<_, Infallible>(event), (app, token, rx, false, slot)))
        },
    );
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}

async fn panic_now() -> Response {
    panic!("a handler failed (test route)")
}

async fn panic_in_db(State(app): State<App>) -> Response {
    answer(
        app.with_db(|_, _| -> Result<Value, Refusal> {
            panic!("an action failed under the database lock (test route)")
        })
        .await,
    )
}

async fn no_such_api() -> Response {
    error(
        StatusCode::NOT_FOUND,
        &Why::new("no-such-request", "there is no such request in this API", []),
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
            StatusCode::PAYLOAD_TOO_LARGE => Why::new(
                "too-large",
                "the request is larger than 16 KiB",
                [("kib", json!(BODY_LIMIT / 1024))],
            ),
            StatusCode::REQUEST_TIMEOUT => Why::new("too-slow", "the request took too long", []),
            StatusCode::INTERNAL_SERVER_ERROR => Why::new(
                "host-failed",
                "the host failed on this request; nothing was saved",
                [],
            ),
            s => Why::new(
                "http",
                s.canonical_reason().unwrap_or("refused").to_lowercase(),
                [("status", json!(s.as_u16()))],
            ),
        };
        let mut r = error(status, &why);
        if let Some(v) = response.headers().get(header::RETRY_AFTER) {
            r.headers_mut().insert(header::RETRY_AFTER, v.clone());
        }
        return r;
    }
    response
}

async fn rate_limit(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    request: axum::extract::Request,
    next: axum::middleware::Next,
) -> Response {
    if !app.limiter.allow(peer.ip()) {
        let mut r = error(
            StatusCode::TOO_MANY_REQUESTS,
            &Why::new(
                "too-many-requests",
                "too many requests from this device: wait a moment",
                [],
            ),
        );
        r.headers_mut()
            .insert(header::RETRY_AFTER, HeaderValue::from_static("1"));
        return r;
    }
    next.run(request).await
}

fn router(app: App, web_dir: &std::path::Path, panic_routes: bool) -> Router {
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
        .route("/api/{*rest}", any(no_such_api))
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            REQUEST_TIMEOUT,
        ));
    let files = ServeDir::new(web_dir)
        .append_index_html_on_directories(true)
        .fallback(ServeFile::new(web_dir.join("index.html")));
    Router::new()
        .route("/api/events", get(events))
        .merge(api)
        .fallback_service(files)
        .layer(axum::extract::DefaultBodyLimit::max(BODY_LIMIT))
        .layer(RequestBodyLimitLayer::new(BODY_LIMIT))
        // Inside `finish`, so that a panic's answer is made JSON too.
        .layer(CatchPanicLayer::new())
        .layer(axum::middleware::map_response(finish))
        .layer(axum::middleware::from_fn_with_state(
            app.clone(),
            rate_limit,
        ))
        .with_state(app)
}

/// A host running on its own thread and runtime (the desktop app, tests,
/// benchmarks). Dropping it stops it: the event streams end, the
/// connections close and the database is closed.
pub struct Running {
    /// The address it listens on.
    pub addr: SocketAddr,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl Running {
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

/// Starts the host of `cfg.game` (hosting must be on: [`table::start`])
/// on `bind` (port 0: any free port) on a thread of its own.
pub fn spawn(db: Db, bind: SocketAddr, cfg: Config) -> std::io::Result<Running> {
    let rt = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    let listener = rt.block_on(tokio::net::TcpListener::bind(bind))?;
    let addr = listener.local_addr()?;
    let (tx, rx) = tokio::sync::oneshot::channel::<()>();
    let thread = std::thread::Builder::new()
        .name("mextrain-serve".into())
        .spawn(move || {
            rt.block_on(async move {
                if let Err(e) = serve(listener, db, cfg, async {
                    let _ = rx.await;
                })
                .await
                {
                    eprintln!("mextrain serve: {e}");
                }
            });
            rt.shutdown_timeout(Duration::from_secs(2));
        })?;
    Ok(Running {
        addr,
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
    let first = table::version(&db, cfg.game)
        .map_err(|e| std::io::Error::other(e.to_string()))?
        .unwrap_or(-1);
    let (version, _) = watch::channel(first);
    let app = Arc::new(Shared {
        db: Mutex::new(db),
        game: cfg.game,
        version,
        limiter: limit::Limiter::new(cfg.rate),
        streams: std::sync::atomic::AtomicUsize::new(0),
        max_streams: cfg.max_streams,
    });
    // Changes made by another program on the same file (the desktop app).
    let poller = {
        let app = app.clone();
        tokio::spawn(async move {
            let mut tick = tokio::time::interval(Duration::from_secs(1));
            let mut upkeep = tokio::time::Instant::now();
            loop {
                tick.tick().await;
                let me = app.clone();
                // The WAL merged now and then (and forgotten devices).
                let due = upkeep.elapsed() >= crate::app::UPKEEP_EVERY;
                if due {
                    upkeep = tokio::time::Instant::now();
                }
                let _ = tokio::task::spawn_blocking(move || {
                    let db = me.db.lock().unwrap_or_else(|p| p.into_inner());
                    if due {
                        if let Err(e) = crate::app::upkeep(&db) {
                            eprintln!("mextrain serve: {e}");
                        }
                    }
                    me.publish(&db);
                })
                .await;
            }
        })
    };
    let make = router(app.clone(), &cfg.web_dir, cfg.panic_routes)
        .into_make_service_with_connect_info::<SocketAddr>();
    let (done_tx, done_rx) = tokio::sync::oneshot::channel::<()>();
    let closing = app.clone();
    let server = axum::serve(listener, make).with_graceful_shutdown(async move {
        stop.await;
        poller.abort();
        // Ends every event stream, so that the graceful shutdown does not
        // wait for them.
        closing.version.send_replace(-1);
        let _ = done_tx.send(());
    });
    let server = std::pin::pin!(server.into_future());
    tokio::select! {
        r = server => r,
        _ = async {
            let _ = done_rx.await;
            tokio::time::sleep(Duration::from_secs(3)).await;
        } => Ok(()),
    }
}

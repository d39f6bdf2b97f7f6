//! "Let phones join" from the desktop window, as the screens reach it: a
//! [`Launcher`] that the front end installs once ([`install`]) and the
//! game it serves ([`Serving`]); the desktop's launcher is
//! `lan::server::window`, which runs the table host on a thread of its
//! own. The screens ask this module, never the server, which only the
//! builds with the feature `serve` have.

use crate::app::host::night::NightHosting;
use crate::app::host::{self, Hosting};
use crate::db::{Db, GameId, NightId};
use crate::i18n::Said;
use std::any::Any;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::OnceLock;
use std::time::Duration;

/// How long the server goes on after "Stop letting phones join", telling
/// the phones that hosting is off.
pub const STOP_GRACE: Duration = Duration::from_secs(3);

/// A game being hosted from this window.
pub struct Serving {
    /// The game.
    pub game: GameId,
    /// Its code and tokens.
    pub hosting: Hosting,
    /// `host:port` as phones on the local network reach it.
    pub address: String,
    /// The port the server listens on.
    pub port: u16,
    /// The web build's folder is missing (the API works; phones have no
    /// page to load).
    pub web_missing: Option<PathBuf>,
    /// The game's change counter (`-1`: hosting is off) on the server's
    /// own channel: it moves after each change (a phone's, or this
    /// window's), and closes when the server stops.
    pub changes: tokio::sync::watch::Receiver<i64>,
    /// The running server: dropping it stops the server.
    pub server: Box<dyn Any + Send>,
}

impl Serving {
    /// The link in the QR code, with `code` (the code now: it is
    /// replaced after many wrong guesses) and the join link's key.
    pub fn join_link_with(&self, code: &str) -> String {
        self.hosting
            .join_link(&format!("http://{}", self.address), code)
    }

    /// The read-only link.
    pub fn watch_link(&self) -> String {
        format!(
            "http://{}/?watch={}",
            self.address, self.hosting.watch_token
        )
    }
}

/// A club night being hosted from this window: every table, one code.
pub struct NightServing {
    /// The night.
    pub night: NightId,
    /// Its code, tokens and tables.
    pub hosting: NightHosting,
    /// `host:port` as phones on the local network reach it.
    pub address: String,
    /// The port the server listens on.
    pub port: u16,
    /// The web build's folder is missing.
    pub web_missing: Option<PathBuf>,
    /// The night's change counter on the server's own channel.
    pub changes: tokio::sync::watch::Receiver<i64>,
    /// The running server: dropping it stops the server.
    pub server: Box<dyn Any + Send>,
}

impl NightServing {
    /// `http://host:port`.
    pub fn base(&self) -> String {
        format!("http://{}", self.address)
    }
}

fn no_host() -> Said {
    Said::new("table-why-start-failed").arg("build", "none")
}

/// What hosts a game from the window (the front end's server).
pub trait Launcher: Send + Sync {
    /// Turns hosting of `game` on and starts its server; or why not (a
    /// code and its English, which the window words in its language).
    fn start(&self, db: &Db, game: GameId) -> Result<Serving, Said>;
    /// Turns hosting of every table of club night `night` on and starts
    /// its server.
    fn start_night(&self, db: &Db, night: NightId) -> Result<NightServing, Said> {
        let _ = (db, night);
        Err(no_host())
    }
    /// The join link as a QR code, inline SVG.
    fn qr_svg(&self, link: &str) -> String;
}

static HOST: OnceLock<Box<dyn Launcher>> = OnceLock::new();

/// Installs the window's host (once: a second call changes nothing).
pub fn install(host: Box<dyn Launcher>) {
    let _ = HOST.set(host);
}

/// Turns hosting of `game` on through the installed host.
pub fn start(db: &Db, game: GameId) -> Result<Serving, Said> {
    match HOST.get() {
        Some(h) => h.start(db, game),
        None => Err(no_host()),
    }
}

/// Turns hosting of club night `night` on through the installed host.
pub fn start_night(db: &Db, night: NightId) -> Result<NightServing, Said> {
    match HOST.get() {
        Some(h) => h.start_night(db, night),
        None => Err(no_host()),
    }
}

/// Turns hosting of `s`'s night off and stops its server after
/// [`STOP_GRACE`], as [`stop`] does for a game.
pub fn stop_night(db: &Db, s: Rc<NightServing>) -> Result<(), Said> {
    let stopped = host::night::stop(db, s.night).map_err(|e| e.why());
    if let Ok(s) = Rc::try_unwrap(s) {
        std::thread::spawn(move || {
            std::thread::sleep(STOP_GRACE);
            drop(s);
        });
    }
    stopped
}

/// The join link as a QR code (empty without a host).
pub fn qr_svg(link: &str) -> String {
    HOST.get().map(|h| h.qr_svg(link)).unwrap_or_default()
}

/// Turns hosting of `s`'s game off (every phone's token stops working) and
/// stops the server after [`STOP_GRACE`]: meanwhile the phones are told
/// (every request answers `410 Gone`, and the event streams end within a
/// second).
pub fn stop(db: &Db, s: Rc<Serving>) -> Result<(), Said> {
    let stopped = host::stop(db, s.game).map_err(|e| e.why());
    if let Ok(s) = Rc::try_unwrap(s) {
        std::thread::spawn(move || {
            std::thread::sleep(STOP_GRACE);
            drop(s);
        });
    }
    stopped
}

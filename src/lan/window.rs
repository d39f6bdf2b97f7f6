//! "Let phones join" from the desktop window, as the screens reach it: a
//! [`Launcher`] that the front end installs once ([`install`]) and what it
//! serves ([`Serving`]: a game, or a club night's tables, one type); the
//! desktop's launcher is `lan::server::window`, which runs the table host
//! on a thread of its own. The screens ask this module, never the server,
//! which only the builds with the feature `serve` have.

use crate::app::host::{Hosted, Hosting};
use crate::app::Db;
use crate::i18n::Said;
use std::any::Any;
use std::path::PathBuf;
use std::rc::Rc;
use std::sync::OnceLock;
use std::time::Duration;

/// How long the server goes on after "Stop letting phones join", telling
/// the phones that hosting is off.
pub const STOP_GRACE: Duration = Duration::from_secs(3);

/// A game, or a club night's tables, hosted from this window.
pub struct Serving {
    /// What is hosted.
    pub hosted: Hosted,
    /// Its code and tokens (and each table's).
    pub started: Hosting,
    /// `host:port` as phones on the local network reach it.
    pub address: String,
    /// The port the server listens on.
    pub port: u16,
    /// The web build's folder is missing (the API works; phones have no
    /// page to load).
    pub web_missing: Option<PathBuf>,
    /// The change counter (`-1`: hosting is off) on the server's own
    /// channel: it moves after each change (a phone's, or this window's),
    /// and closes when the server stops.
    pub changes: tokio::sync::watch::Receiver<i64>,
    /// The running server: dropping it stops the server.
    pub server: Box<dyn Any + Send>,
}

impl Serving {
    /// `http://host:port`.
    pub fn base(&self) -> String {
        format!("http://{}", self.address)
    }

    /// The link in the QR code, with `code` (the code now: it is
    /// replaced after many wrong guesses) and the join link's key.
    pub fn join_link_with(&self, code: &str) -> String {
        self.started.join_link(&self.base(), code)
    }

    /// The read-only link: a game's watch link, a night's board.
    pub fn watch_link(&self) -> String {
        self.started.watch_link(&self.base())
    }
}

/// A league's games received from other machines, served from this
/// window (every league receiving on this machine, through one server).
pub struct Receiver {
    /// `host:port` as the senders on the local network reach it.
    pub address: String,
    /// The port it listens on (kept: [`crate::app::league::receive::keep_port`]).
    pub port: u16,
    /// The port kept earlier could not be had (another program holds it):
    /// the links given out before no longer work.
    pub moved_from: Option<u16>,
    /// The running server: dropping it stops the server.
    pub server: Box<dyn Any + Send>,
}

impl Receiver {
    /// `http://host:port`.
    pub fn base(&self) -> String {
        format!("http://{}", self.address)
    }
}

fn no_host() -> Said {
    Said::new("table-why-start-failed").arg("build", "none")
}

/// What hosts from the window (the front end's server).
pub trait Launcher: Send + Sync {
    /// Turns hosting of a game or a night on and starts its server; or
    /// why not (a message, which the window words in its language).
    fn start(&self, db: &Db, hosted: Hosted) -> Result<Serving, Said>;
    /// The join link as a QR code, inline SVG.
    fn qr_svg(&self, link: &str) -> String;
    /// Starts receiving league games from other machines, on the port
    /// kept (else a free one, then kept); or why not.
    fn receive(&self, db: &Db) -> Result<Receiver, Said>;
}

static HOST: OnceLock<Box<dyn Launcher>> = OnceLock::new();

/// Installs the window's host (once: a second call changes nothing).
pub fn install(host: Box<dyn Launcher>) {
    let _ = HOST.set(host);
}

/// Turns hosting of a game or a night on through the installed host.
pub fn start(db: &Db, hosted: Hosted) -> Result<Serving, Said> {
    match HOST.get() {
        Some(h) => h.start(db, hosted),
        None => Err(no_host()),
    }
}

/// Starts receiving league games through the installed host.
pub fn receive(db: &Db) -> Result<Receiver, Said> {
    match HOST.get() {
        Some(h) => h.receive(db),
        None => Err(no_host()),
    }
}

/// The join link as a QR code (empty without a host).
pub fn qr_svg(link: &str) -> String {
    HOST.get().map(|h| h.qr_svg(link)).unwrap_or_default()
}

/// Turns hosting of what `s` serves off (every phone's token stops
/// working) and stops the server after [`STOP_GRACE`]: meanwhile the
/// phones are told (every request answers `410 Gone`, and the event
/// streams end within a second).
pub fn stop(db: &Db, s: Rc<Serving>) -> Result<(), Said> {
    let stopped = s.hosted.stop(db).map_err(|e| e.why());
    if let Ok(s) = Rc::try_unwrap(s) {
        std::thread::spawn(move || {
            std::thread::sleep(STOP_GRACE);
            drop(s);
        });
    }
    stopped
}

//! "Let phones join" from the desktop window: the game served runs the
//! host ([`crate::lan::server::spawn`]) on its own thread with a second
//! connection to the window's database file, finds this machine's address
//! on the local network and the web build's folder, and draws the join
//! link's QR code. It is the window's [`Launcher`], installed by the front end
//! ([`install`]); the window (`ui::lan::window`) reaches it through
//! `lan::window` only.

use crate::app::host::Hosted;
use crate::app::Db;
use crate::i18n::Said;
use crate::lan::server;
pub use crate::lan::window::STOP_GRACE;
use crate::lan::window::{Launcher, Receiver, Serving};
use std::net::{IpAddr, Ipv4Addr, SocketAddr, UdpSocket};
use std::path::PathBuf;
use std::sync::Mutex;

/// The first port tried; the next ones up to [`LAST_PORT`] when it is taken.
pub const FIRST_PORT: u16 = 8080;
/// The last port tried.
pub const LAST_PORT: u16 = 8099;
/// Where "Let phones join" listens, when not on every address at
/// [`FIRST_PORT`]..=[`LAST_PORT`] (tests: `127.0.0.1:0`).
static LISTEN: Mutex<Option<SocketAddr>> = Mutex::new(None);

/// Makes "Let phones join" listen on `addr` (port 0: any free port)
/// instead of every address at ports 8080 to 8099.
pub fn listen_on(addr: SocketAddr) {
    *LISTEN.lock().unwrap_or_else(|p| p.into_inner()) = Some(addr);
}

/// This machine's address on the local network: the one the system would
/// send from to a private address (a UDP `connect` sends nothing), else
/// the host name.
pub(super) fn lan_address() -> String {
    let probe = |to: &str| -> Option<IpAddr> {
        let s = UdpSocket::bind((Ipv4Addr::UNSPECIFIED, 0)).ok()?;
        s.connect(to).ok()?;
        let ip = s.local_addr().ok()?.ip();
        (!ip.is_unspecified() && !ip.is_loopback()).then_some(ip)
    };
    if let Some(ip) = probe("192.168.1.1:9").or_else(|| probe("10.255.255.254:9")) {
        return ip.to_string();
    }
    std::fs::read_to_string("/etc/hostname")
        .ok()
        .or_else(|| std::env::var("COMPUTERNAME").ok())
        .or_else(|| std::env::var("HOSTNAME").ok())
        .map(|h| h.trim().to_string())
        .filter(|h| !h.is_empty())
        .unwrap_or_else(|| "localhost".into())
}

/// Where to listen: the address set by [`listen_on`], else the first free
/// port of 8080..=8099 on every address.
fn bind_address() -> Result<SocketAddr, Said> {
    if let Some(a) = *LISTEN.lock().unwrap_or_else(|p| p.into_inner()) {
        return Ok(a);
    }
    (FIRST_PORT..=LAST_PORT)
        .map(|p| SocketAddr::new(IpAddr::V4(Ipv4Addr::UNSPECIFIED), p))
        .find(|a| std::net::TcpListener::bind(a).is_ok())
        .ok_or_else(|| {
            Said::new("table-why-ports-busy")
                .arg("first", FIRST_PORT)
                .arg("last", LAST_PORT)
        })
}

/// The first port tried for receiving league games (apart from "Let
/// phones join"'s, so that hosting a game never takes it); the next ones
/// up to [`LAST_LEAGUE_PORT`] when it is taken.
pub const FIRST_LEAGUE_PORT: u16 = 8100;
/// The last port tried for receiving league games.
pub const LAST_LEAGUE_PORT: u16 = 8119;

/// Where league games are received: the port `kept` when it is free (on
/// the address set by [`listen_on`], else every address), else the first
/// free one of [`FIRST_LEAGUE_PORT`]..=[`LAST_LEAGUE_PORT`] (or any, when
/// [`listen_on`] asked for port 0).
fn league_bind(kept: Option<u16>) -> Result<SocketAddr, Said> {
    let set = *LISTEN.lock().unwrap_or_else(|p| p.into_inner());
    let ip = set.map_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED), |a| a.ip());
    let free = |p: u16| std::net::TcpListener::bind(SocketAddr::new(ip, p)).is_ok();
    if let Some(p) = kept.filter(|&p| free(p)) {
        return Ok(SocketAddr::new(ip, p));
    }
    if let Some(a) = set.filter(|a| a.port() == 0) {
        return Ok(a);
    }
    (FIRST_LEAGUE_PORT..=LAST_LEAGUE_PORT)
        .find(|&p| free(p))
        .map(|p| SocketAddr::new(ip, p))
        .ok_or_else(|| {
            Said::new("table-why-ports-busy")
                .arg("first", FIRST_LEAGUE_PORT)
                .arg("last", LAST_LEAGUE_PORT)
        })
}

/// Starts receiving league games (every league receiving here, through one
/// server that hosts no game) on the port kept, else a free one, kept.
pub fn receive(db: &Db) -> Result<Receiver, Said> {
    use crate::app::league::receive;
    let path = file_of(db)?;
    let store = |e: crate::app::DbError| crate::app::host::store_why(&e);
    let kept = receive::port(db).map_err(store)?;
    let bind = league_bind(kept)?;
    // No game has number 0: table mode's routes answer that hosting is
    // off, and only the league's are served (as `mextrain serve` does).
    let l = launch(path, bind, server::Config::new(0))?;
    let port = l.running.addr.port();
    if kept != Some(port) {
        receive::keep_port(db, port).map_err(store)?;
    }
    Ok(Receiver {
        address: l.address,
        port,
        moved_from: kept.filter(|&k| k != port),
        server: Box::new(l.running),
    })
}

/// A server started from the window: where phones reach it and whether
/// the web build is there.
struct Launched {
    running: server::Running,
    address: String,
    web_missing: Option<PathBuf>,
}

/// The window's database file (a second connection serves the phones).
fn file_of(db: &Db) -> Result<PathBuf, Said> {
    Ok(db
        .path()
        .ok_or_else(|| Said::new("table-why-in-memory"))?
        .to_path_buf())
}

/// Starts the server of `cfg` on `bind` with a second connection to the
/// file at `path`.
fn launch(path: PathBuf, bind: SocketAddr, mut cfg: server::Config) -> Result<Launched, Said> {
    let second = Db::open(&path).map_err(|e| crate::app::host::store_why(&e))?;
    let web = super::web_dir();
    cfg.web_dir = web.clone();
    // The window handles events inside its tokio runtime, where
    // another runtime can be neither started nor dropped: the server's
    // is made on a thread of its own.
    let running = std::thread::spawn(move || server::spawn(second, bind, cfg))
        .join()
        .map_err(|_| Said::new("table-why-start-failed"))?
        .map_err(|e| {
            Said::new("table-why-listen-failed")
                .arg("address", bind.to_string())
                .arg("detail", e.to_string())
        })?;
    let host = if bind.ip().is_unspecified() {
        lan_address()
    } else {
        bind.ip().to_string()
    };
    Ok(Launched {
        address: format!("{host}:{}", running.addr.port()),
        web_missing: (!web.join("index.html").is_file()).then_some(web),
        running,
    })
}

/// Turns hosting of a game or a night on and starts its server; or why
/// not (a message, which the window words in its language).
pub fn start(db: &Db, hosted: Hosted) -> Result<Serving, Said> {
    let path = file_of(db)?;
    let bind = bind_address()?;
    let started = hosted.start(db).map_err(|e| e.why())?;
    let cfg = match hosted {
        Hosted::Game(g) => server::Config::new(g),
        Hosted::Night(n) => server::Config::night(n),
    };
    let launched = launch(path, bind, cfg).map(|l| Serving {
        hosted,
        port: l.running.addr.port(),
        address: l.address,
        web_missing: l.web_missing,
        started: started.clone(),
        changes: l.running.changes(),
        server: Box::new(l.running),
    });
    if launched.is_err() && !started.resumed {
        let _ = hosted.stop(db);
    }
    launched
}

/// The join link as a QR code, inline SVG (no image from the network).
pub fn qr_svg(link: &str) -> String {
    use qrcode::render::svg;
    match qrcode::QrCode::new(link.as_bytes()) {
        Ok(code) => {
            let svg = code
                .render::<svg::Color>()
                .min_dimensions(260, 260)
                .dark_color(svg::Color("#000"))
                .light_color(svg::Color("#fff"))
                .build();
            // The XML declaration does not belong inside HTML.
            match svg.find("<svg") {
                Some(i) => svg[i..].to_string(),
                None => svg,
            }
        }
        Err(_) => String::new(),
    }
}

/// The desktop window's host: [`start`] and [`qr_svg`].
pub struct WindowServer;

impl Launcher for WindowServer {
    fn start(&self, db: &Db, hosted: Hosted) -> Result<Serving, Said> {
        start(db, hosted)
    }
    fn qr_svg(&self, link: &str) -> String {
        qr_svg(link)
    }
    fn receive(&self, db: &Db) -> Result<Receiver, Said> {
        receive(db)
    }
}

/// Installs [`WindowServer`] as the window's host ("Let phones join").
pub fn install() {
    crate::lan::window::install(Box::new(WindowServer));
}

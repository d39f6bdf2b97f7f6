//! `mextrain serve`: table mode's host on a machine with no screen.
//!
//! ```text
//! mextrain serve [--data-dir DIR] [--port N] [--bind ADDR] [--web DIR] [--game ID]
//! ```
//!
//! Hosts the given game, or the newest unfinished one, until Ctrl-C. It
//! prints the join code, the host link (with the host's token), the watch
//! link, and the join link as a QR code. Stopping keeps hosting on in the
//! database: started again, it resumes with the same code, the phones'
//! tokens and their entries (the host link is new).
//!
//! Every league receiving games (`mextrain league host`) is served too:
//! its code and link are printed, and with no game to host only league
//! games are taken. A machine that joined a league host (`mextrain league
//! join`) sends its finished games of that league there as they finish.
//!
//! `--stop` turns hosting off instead: the phones are forgotten, and the
//! next `mextrain serve` starts with a new code.
//!
//! Exit status: 0 stopped by Ctrl-C, 2 nothing to host or bad arguments,
//! 1 the data could not be opened or the port not taken.

use super::address::reachable;
use super::Io;
use crate::app::host;
use crate::app::league::send::LeagueReceiving;
use crate::app::night::NightRecord;
use crate::app::{games, resolve_data_dir, Db, DbError};
use crate::lan::server;
use crate::rules::clean_name;
use std::net::{IpAddr, SocketAddr};
use std::path::PathBuf;

/// `mextrain serve ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Phones on the same network open the join link (or scan the QR code) and \
    enter the join code. Ctrl-C stops; `mextrain serve` again resumes with the same code."
)]
pub struct ServeArgs {
    /// The data folder (else $MEXTRAIN_DATA_DIR, else the platform's)
    #[arg(long, value_name = "DIR", value_parser = super::folder)]
    pub data_dir: Option<PathBuf>,
    /// The port to listen on
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    /// The address to listen on (0.0.0.0: every network of this machine)
    #[arg(long, value_name = "ADDR", default_value = "0.0.0.0")]
    pub bind: IpAddr,
    /// The web build's folder (else the installed one, or `make web-build`'s
    /// dist/web)
    #[arg(long, value_name = "DIR")]
    pub web: Option<PathBuf>,
    /// The game to host (else the newest unfinished one)
    #[arg(long, value_name = "ID", conflicts_with = "night")]
    pub game: Option<i64>,
    /// Host every table of a club night at once (its number as printed,
    /// or its uid): one join code, a card per table, a board
    #[arg(long, value_name = "NIGHT")]
    pub night: Option<String>,
    /// Turn hosting of the game off instead: every phone is forgotten
    #[arg(long)]
    pub stop: bool,
}

/// The join link's QR code, drawn with half blocks for a terminal.
pub fn qr_text(link: &str) -> Option<String> {
    use qrcode::render::unicode::Dense1x2;
    let code = qrcode::QrCode::new(link.as_bytes()).ok()?;
    Some(
        code.render::<Dense1x2>()
            .dark_color(Dense1x2::Light)
            .light_color(Dense1x2::Dark)
            .quiet_zone(true)
            .build(),
    )
}

/// The links of a hosted table at `base` (`http://host:port`).
pub fn links(base: &str, h: &host::Hosting) -> (String, String, String) {
    (
        h.join_link(base, &h.code),
        h.host_link(base),
        format!("{base}/?watch={}", h.watch_token),
    )
}

/// The game "hosted" when only league games are received: none (no game
/// has this number, so table mode's routes answer that hosting is off).
const LEAGUES_ONLY: i64 = 0;

/// Runs `mextrain serve`; returns when Ctrl-C stops it.
pub fn serve(a: &ServeArgs, io: &mut Io) -> i32 {
    let Some(dir) = resolve_data_dir(a.data_dir.clone()) else {
        let _ = writeln!(
            io.err,
            "mextrain serve: no data folder: this system has no home folder; pass --data-dir DIR"
        );
        return 2;
    };
    let db = match Db::open_in(&dir) {
        Ok(db) => db,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain serve: {e}");
            return 1;
        }
    };
    // The leagues receiving games (`mextrain league host`): served too,
    // and alone when there is no game to host.
    let leagues = match crate::app::league::receive::receiving(&db) {
        Ok(l) => l,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain serve: {e}");
            return 1;
        }
    };
    if let Some(key) = &a.night {
        return serve_night(a, io, db, key, leagues);
    }
    let game = match a.game {
        Some(g) => g,
        None => match games::resume(&db) {
            Ok(Some(g)) => g,
            Ok(None) if !leagues.is_empty() && !a.stop => LEAGUES_ONLY,
            Ok(None) => {
                let dir_flag = a
                    .data_dir
                    .as_ref()
                    .map(|d| {
                        let d = d.display().to_string();
                        if d.contains(char::is_whitespace) {
                            format!(" --data-dir '{d}'")
                        } else {
                            format!(" --data-dir {d}")
                        }
                    })
                    .unwrap_or_default();
                let _ = writeln!(
                    io.err,
                    "mextrain serve: there is no unfinished game to host: start one with \
                     `mextrain new{dir_flag} Ana Ben Cy` (your players, in seat order) or in \
                     the app, or name one with --game ID"
                );
                return 2;
            }
            Err(e) => {
                let _ = writeln!(io.err, "mextrain serve: {e}");
                return 1;
            }
        },
    };
    if a.stop {
        return match host::Hosted::Game(game).stop(&db) {
            Ok(()) => {
                let _ = writeln!(
                    io.out,
                    "Hosting of game {game} is off: every phone was forgotten; the next \
                     `mextrain serve` has a new join code."
                );
                0
            }
            Err(e) => {
                let _ = writeln!(io.err, "mextrain serve: {e}");
                1
            }
        };
    }
    let hosting = if game == LEAGUES_ONLY {
        None
    } else {
        match host::Hosted::Game(game).start(&db) {
            Ok(h) => Some(h),
            Err(host::Refusal::Store(DbError::NoSuchGame(g))) => {
                let _ = writeln!(io.err, "mextrain serve: there is no game number {g}");
                return 2;
            }
            Err(e) => return refused(io, e),
        }
    };
    let cfg = server::Config {
        game,
        web_dir: a.web.clone().unwrap_or_else(server::web_dir),
        ..server::Config::new(game)
    };
    run(a, io, db, cfg, |io, base, db| {
        print_leagues(io, base, &leagues);
        match &hosting {
            Some(h) => print_links(io, base, game, h, db),
            None => {
                let _ = writeln!(
                    io.out,
                    "No game to host: receiving league games only. Ctrl-C stops."
                );
                let _ = io.out.flush();
            }
        }
    })
}

/// Says why hosting was refused; the exit status: 1 when storage failed,
/// else 2.
fn refused(io: &mut Io, e: host::Refusal) -> i32 {
    let _ = writeln!(io.err, "mextrain serve: {e}");
    match e {
        host::Refusal::Store(_) => 1,
        _ => 2,
    }
}

/// The leagues whose games this host receives: each one's code and link.
fn print_leagues(io: &mut Io, base: &str, leagues: &[LeagueReceiving]) {
    for r in leagues {
        let _ = writeln!(
            io.out,
            "Receiving games for league {}: code {}, link {}",
            r.league,
            r.code,
            crate::app::league::receive::link(base, r)
        );
    }
}

/// `mextrain serve --night NIGHT`: every table of the night.
fn serve_night(
    a: &ServeArgs,
    io: &mut Io,
    db: Db,
    key: &str,
    leagues: Vec<LeagueReceiving>,
) -> i32 {
    let night = match crate::app::night::find(&db, key) {
        Ok(n) => n,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain serve: {e}");
            return 2;
        }
    };
    if a.stop {
        return match host::Hosted::Night(night.id).stop(&db) {
            Ok(()) => {
                let _ = writeln!(
                    io.out,
                    "Hosting of night {} is off: every phone was forgotten; the next \
                     `mextrain serve --night {}` has a new join code.",
                    night.id, night.id
                );
                0
            }
            Err(e) => {
                let _ = writeln!(io.err, "mextrain serve: {e}");
                1
            }
        };
    }
    let hosting = match host::Hosted::Night(night.id).start(&db) {
        Ok(h) => h,
        Err(e) => return refused(io, e),
    };
    let cfg = server::Config {
        web_dir: a.web.clone().unwrap_or_else(server::web_dir),
        ..server::Config::night(night.id)
    };
    run(a, io, db, cfg, |io, base, db| {
        print_leagues(io, base, &leagues);
        print_night_links(io, base, &night, &hosting, db)
    })
}

/// Binds, prints the links (`print`, with the address phones reach) and
/// serves until Ctrl-C.
fn run(
    a: &ServeArgs,
    io: &mut Io,
    db: Db,
    cfg: server::Config,
    print: impl FnOnce(&mut Io, &str, &Db),
) -> i32 {
    if !cfg.web_dir.join("index.html").is_file() {
        let _ = writeln!(
            io.err,
            "mextrain serve: no web build in {}: build it with `make web-build` (the API works without it)",
            cfg.web_dir.display()
        );
    }
    let bind = SocketAddr::new(a.bind, a.port);
    let rt = match tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
    {
        Ok(rt) => rt,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain serve: {e}");
            return 1;
        }
    };
    let listener = match rt.block_on(tokio::net::TcpListener::bind(bind)) {
        Ok(l) => l,
        Err(e) => {
            let _ = writeln!(
                io.err,
                "mextrain serve: cannot listen on {bind} ({e}): choose another --port"
            );
            return 1;
        }
    };
    let port = listener.local_addr().map(|a| a.port()).unwrap_or(a.port);
    let base = format!("http://{}", SocketAddr::new(reachable(a.bind), port));
    print(io, &base, &db);
    // This machine's league games go to the league hosts it joined, as
    // they finish.
    let stop_sending = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let sending = db
        .path()
        .and_then(|f| f.parent())
        .map(std::path::Path::to_path_buf)
        .and_then(|dir| super::league::keep_sending(&db, &dir, stop_sending.clone(), io));
    let _ = io.out.flush();
    let result = rt.block_on(server::serve(listener, db, cfg, async {
        let _ = tokio::signal::ctrl_c().await;
    }));
    rt.shutdown_timeout(std::time::Duration::from_secs(2));
    stop_sending.store(true, std::sync::atomic::Ordering::SeqCst);
    if let Some(t) = sending {
        let _ = t.join();
    }
    match result {
        Ok(()) => {
            let _ = writeln!(
                io.out,
                "Stopped. The phones keep their places: `mextrain serve` again resumes hosting."
            );
            0
        }
        Err(e) => {
            let _ = writeln!(io.err, "mextrain serve: {e}");
            1
        }
    }
}

fn print_links(io: &mut Io, base: &str, game: i64, h: &host::Hosting, db: &Db) {
    let (join, host, watch) = links(base, h);
    let players = db
        .game(game)
        .map(|g| {
            // A name stored before names were cleaned is not printed raw.
            let names: Vec<String> = g.sheet.spec.players.iter().map(|n| clean_name(n)).collect();
            names.join(", ")
        })
        .unwrap_or_default();
    let again = if h.resumed { " (resumed)" } else { "" };
    let _ = writeln!(io.out, "Hosting game {game}{again}: {players}");
    let _ = writeln!(io.out, "Join code:  {}", h.code);
    let _ = writeln!(io.out, "Join link:  {join}");
    let _ = writeln!(
        io.out,
        "Host link:  {host}   (keep it to yourself: it can change every score)"
    );
    let _ = writeln!(io.out, "Watch link: {watch}   (read-only)");
    if let Some(qr) = qr_text(&join) {
        let _ = writeln!(io.out, "{qr}");
    }
    let _ = writeln!(io.out, "Ctrl-C stops.");
    let _ = io.out.flush();
}

fn print_night_links(io: &mut Io, base: &str, night: &NightRecord, h: &host::Hosting, db: &Db) {
    let again = if h.resumed { " (resumed)" } else { "" };
    let name = clean_name(&night.night.name);
    let _ = writeln!(
        io.out,
        "Hosting night {}{again}: {name}, {}",
        night.id, night.night.date
    );
    let join = h.join_link(base, &h.code);
    let _ = writeln!(io.out, "Join code:   {}", h.code);
    let _ = writeln!(
        io.out,
        "Join link:   {join}   (a phone picks its table, then its seat)"
    );
    let _ = writeln!(
        io.out,
        "Board link:  {}   (read-only: a big screen)",
        h.watch_link(base)
    );
    if let Some(first) = h.tables.first() {
        let _ = writeln!(
            io.out,
            "Table cards: {base}/api/cards?token={}   (to print; add &lang=fr for French)",
            first.host_token
        );
        let _ = writeln!(
            io.out,
            "Scorekeeper cards: {base}/api/cards?token={}&keepers=1   (the table cards and a scorekeeper card per table, granted as printed: give one only to who keeps that table's score)",
            first.host_token
        );
    }
    for t in &h.tables {
        let players = db
            .game(t.game)
            .map(|g| {
                let names: Vec<String> =
                    g.sheet.spec.players.iter().map(|n| clean_name(n)).collect();
                names.join(", ")
            })
            .unwrap_or_default();
        let _ = writeln!(
            io.out,
            "Table {} (game {}): {players}\n  host link: {}   (keep it to yourself)",
            t.table,
            t.game,
            t.host_link(base)
        );
    }
    if let Some(qr) = qr_text(&join) {
        let _ = writeln!(io.out, "{qr}");
    }
    let _ = writeln!(io.out, "Ctrl-C stops.");
    let _ = io.out.flush();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{GameSpec, PresetId};

    #[test]
    fn the_links_never_print_a_stored_name_raw() {
        let db = Db::open_in_memory().unwrap();
        // A game stored before names were cleaned (the storage layer takes
        // what it is given).
        let mut spec =
            GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Zoë".into()]).unwrap();
        spec.players = vec![
            "\u{1b}]0;pwned\u{7}Ana\u{1b}[31m".into(),
            "Zoë\u{202e}".into(),
        ];
        let g = db
            .create_game_at(&spec, &["#d62728".into(), "#1f77b4".into()], 1, None)
            .unwrap();
        let h = host::Hosted::Game(g).start(&db).unwrap();
        let (mut stdin, mut out, mut err) = (&b""[..], Vec::new(), Vec::new());
        let mut io = Io {
            stdin: &mut stdin,
            out: &mut out,
            err: &mut err,
        };
        print_links(&mut io, "http://127.0.0.1:8080", g, &h, &db);
        let out = String::from_utf8(out).unwrap();
        assert!(
            out.starts_with(&format!("Hosting game {g}: Ana, Zoë\n")),
            "{out:?}"
        );
        assert!(
            !out.chars()
                .any(|c| c == '\u{1b}' || c == '\u{7}' || c == '\u{202e}'),
            "{out:?}"
        );
    }
}

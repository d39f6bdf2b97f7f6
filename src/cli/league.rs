//! Gathering a league's games over the network (issue 33), from the
//! command line:
//!
//! ```text
//! mextrain league host [--stop] [--port N] [--data-dir DIR] LEAGUE
//! mextrain league join [--code CODE] [--league NAME] [--data-dir DIR] LINK
//! mextrain league push [--game ID]... [--wait SECONDS] [--data-dir DIR]
//! ```
//!
//! `league host` turns receiving on for a league on the league host (its
//! code and link printed; `mextrain serve` then takes the games sent);
//! `league join` gives a sender the link once; `league push` sends what
//! waits, retrying with backoff for at most `--wait` seconds. A table host
//! that joined a league host and runs `mextrain serve` sends its league
//! games by itself as they finish ([`keep_sending`], the window too). Additions to
//! the spec's command line (`shared/spec/club.md`), whose lines are
//! unchanged.
//!
//! Exit status: 0 done (every game acknowledged), 1 the data could not be
//! used, or games still wait (the host did not answer: they are kept, run
//! it again), 2 refused (bad arguments; a game the league host refused,
//! named).

use super::data::{failed, opened, store_failed, DataArgs};
use super::Io;
use crate::app::league::receive as host;
use crate::app::league::send as league;
use crate::app::{ActionError, Db, DbError};
use crate::i18n::{english, Said};
use crate::lan::sender;
use crate::rules::clean_name;
use std::time::{Duration, Instant};

/// `mextrain league host ...`
#[derive(clap::Args, Debug)]
pub struct HostArgs {
    /// The league's name (created on this machine when it has no night of it yet)
    #[arg(value_name = "LEAGUE")]
    pub league: String,
    /// Turn receiving off: the code and the link stop working
    #[arg(long)]
    pub stop: bool,
    /// The port `mextrain serve` listens on, for the link printed
    #[arg(long, value_name = "N", default_value_t = 8080)]
    pub port: u16,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain league join ...`
#[derive(clap::Args, Debug)]
pub struct JoinArgs {
    /// The league link the league host printed (http://HOST:PORT/?league=CODE&key=KEY&name=LEAGUE),
    /// or its address http://HOST:PORT with --code and --league
    #[arg(value_name = "LINK")]
    pub link: String,
    /// The league's code, as the league host shows it
    #[arg(long, value_name = "CODE")]
    pub code: Option<String>,
    /// The league's name, when the link has none
    #[arg(long, value_name = "NAME")]
    pub league: Option<String>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain league push ...`
#[derive(clap::Args, Debug)]
pub struct PushArgs {
    /// Send this game too (finished; once for each), to every league host joined
    #[arg(long = "game", value_name = "ID")]
    pub games: Vec<i64>,
    /// Keep retrying what does not get through for at most this many seconds
    #[arg(long, value_name = "SECONDS", default_value_t = 30)]
    pub wait: u64,
    #[command(flatten)]
    pub data: DataArgs,
}

/// Runs `mextrain league host`.
pub fn host(a: &HostArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league host", io) else {
        return 1;
    };
    if a.stop {
        return match host::stop(&db, &a.league) {
            Ok(true) => {
                let _ = writeln!(
                    io.out,
                    "League {}: receiving is off; its code and link no longer work.",
                    a.league
                );
                0
            }
            Ok(false) => {
                let _ = writeln!(
                    io.err,
                    "mextrain league host: league {} is not receiving games",
                    a.league
                );
                2
            }
            Err(e) => store_failed(io, "league host", &e, a.data.verbose),
        };
    }
    match host::start(&db, &a.league) {
        Ok(r) => {
            let base = format!("http://{}:{}", super::address::reachable_ip(), a.port);
            let _ = writeln!(io.out, "League {} receives games.", r.league);
            let _ = writeln!(io.out, "League code: {}", r.code);
            let _ = writeln!(io.out, "League link: {}", host::link(&base, &r));
            let _ = writeln!(
                io.out,
                "Give the link (or the address and the code) to each machine once: \
                 `mextrain league join LINK`. `mextrain serve --port {}` takes the games.",
                a.port
            );
            0
        }
        Err(crate::app::host::Refusal::Store(e)) => {
            store_failed(io, "league host", &e, a.data.verbose)
        }
        Err(e) => {
            let _ = writeln!(io.err, "mextrain league host: {e}");
            2
        }
    }
}

/// Runs `mextrain league join`.
pub fn join(a: &JoinArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league join", io) else {
        return 1;
    };
    match league::join(&db, &a.link, a.code.as_deref(), a.league.as_deref()) {
        Ok((d, queued)) => {
            let _ = writeln!(
                io.out,
                "Finished games of league {} go to {}: {queued} queued. \
                 `mextrain league push` sends them.",
                d.league, d.base
            );
            0
        }
        Err(e) => failed(e, io, "league join", a.data.verbose),
    }
}

/// Runs `mextrain league push`.
pub fn push(a: &PushArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league push", io) else {
        return 1;
    };
    let dests = match league::destinations(&db) {
        Ok(d) => d,
        Err(e) => return store_failed(io, "league push", &e, a.data.verbose),
    };
    if dests.is_empty() {
        let _ = writeln!(
            io.err,
            "mextrain league push: no league host to send to: give its link once with \
             `mextrain league join LINK`"
        );
        return 2;
    }
    for &g in &a.games {
        for d in &dests {
            match league::queue_game(&db, d.id, g) {
                Ok(_) => {}
                Err(ActionError::Store(DbError::NoSuchGame(n))) => {
                    let _ = writeln!(io.err, "mextrain league push: there is no game number {n}");
                    return 2;
                }
                Err(e @ ActionError::Store(_)) => {
                    let _ = writeln!(io.err, "mextrain league push: {e}");
                    return 1;
                }
                Err(e) => {
                    let _ = writeln!(io.err, "mextrain league push: {e}");
                    return 2;
                }
            }
        }
    }
    let transport = sender::Http::default();
    let deadline = Instant::now() + Duration::from_secs(a.wait);
    let r = match league::push_until(&db, &transport, deadline) {
        Ok(r) => r,
        Err(e) => return store_failed(io, "league push", &e, a.data.verbose),
    };
    // What the league host said, and the games' uids, come from another
    // machine: printed cleaned, as every stored name is.
    let shown = |text: &str| clean_name(text);
    let mut stopped = false;
    for d in league::destinations(&db).unwrap_or(dests) {
        if let Ok(c) = league::outbox(&db, d.id) {
            let _ = writeln!(
                io.out,
                "League {} at {}: {} sent and acknowledged, {} waiting, {} refused.",
                shown(&d.league),
                shown(&d.base),
                c.acked,
                c.pending,
                c.refused
            );
        }
        if d.stopped.is_some() {
            stopped = true;
            let why = Said::new("league-why-code-replaced").arg("host", shown(&d.base));
            let _ = writeln!(io.err, "mextrain league push: {}", english(&why));
        }
    }
    let _ = writeln!(
        io.out,
        "This time: {} added, {} already there.",
        r.added, r.known
    );
    for (uid, why) in &r.refused {
        let _ = writeln!(
            io.err,
            "mextrain league push: game {} was refused: {}",
            shown(uid),
            shown(why)
        );
    }
    if r.waiting > 0 {
        let _ = writeln!(
            io.err,
            "mextrain league push: {} game{} still waiting ({}); they are kept: run it again",
            r.waiting,
            if r.waiting == 1 { "" } else { "s" },
            shown(r.last_error.as_deref().unwrap_or("no answer yet"))
        );
        return 1;
    }
    if stopped {
        return 2;
    }
    if r.refused.is_empty() {
        0
    } else {
        2
    }
}

/// `mextrain serve` on a machine that joined league hosts (`db`, the
/// data folder `dir`): sends the league's games as they finish
/// ([`host::keep_sending`]) until `stop` is set, and says so on `io`.
/// `None` when no league host was joined.
pub(crate) fn keep_sending(
    db: &Db,
    dir: &std::path::Path,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    io: &mut Io,
) -> Option<std::thread::JoinHandle<()>> {
    let dests = league::destinations(db).ok().filter(|d| !d.is_empty())?;
    for d in &dests {
        let _ = writeln!(
            io.out,
            "Sending the finished games of league {} to {} as they finish.",
            d.league, d.base
        );
    }
    sender::keep_sending(dir.to_path_buf(), stop).ok()
}

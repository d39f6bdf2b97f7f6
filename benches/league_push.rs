//! A league's games gathered over the network (issue 33), under trouble:
//! 10 senders, each with its own data folder holding 100 finished games of
//! one league, push them at once to one league host on 127.0.0.1 (the
//! real server, `lan::server::spawn`, and the real transport,
//! `lan::sender::Http`). The league host is killed twice while they send
//! (stopped, then spawned again on the same file and port after a moment
//! down), and one sender's network is cut half-way (its transport fails
//! for 3 seconds). Every sender keeps pushing (`app::league::push_until`,
//! with its backoff) for at most two minutes.
//!
//! It prints: the games that arrived (each uid counted on the host: 1,000
//! expected), duplicates (0), what the senders' outboxes say, the time
//! until the last game was acknowledged, the median and 90th percentile
//! of a batch's round trip, and the tries that failed.
//!
//! `cargo bench --features serve --bench league_push` (three runs and their
//! medians; `MEXTRAIN_BENCH_QUICK=1`: one run).

use mextrain::app::league::receive;
use mextrain::app::league::send::{self, Transport};
use mextrain::db::Db;
use mextrain::formats::wire::push::PushAnswer;
use mextrain::formats::ExportedGame;
use mextrain::lan::sender::Http;

use mextrain::rules::club::NightTag;
use mextrain::rules::{GameSpec, PresetId};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

mod common;
use common::Rng;
#[path = "../tests/fixtures/mod.rs"]
mod fixtures;
use fixtures::serve_leagues;

const LEAGUE: &str = "Network league";
const SENDERS: usize = 10;
const GAMES_EACH: usize = 100;
/// The host is killed when this many games have been acknowledged.
const KILL_AT: [usize; 2] = [250, 600];
/// How long it stays down each time.
const DOWN: Duration = Duration::from_millis(400);
/// The sender whose network is cut, when it has this many acknowledged,
/// and for how long.
const CUT_SENDER: usize = 3;
const CUT_AT: usize = GAMES_EACH / 2;
const CUT_FOR: Duration = Duration::from_secs(3);

/// Sender `s`'s games: 4 players, 6 rounds each, uids `s{s}-{k}`.
fn games_of(s: usize) -> Vec<ExportedGame> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15 ^ (s as u64 + 1));
    (0..GAMES_EACH)
        .map(|k| {
            let names: Vec<String> = (0..4)
                .map(|p| format!("Member {}", (s * 4 + p) % 40))
                .collect();
            let mut spec = GameSpec::new(PresetId::Classic, 12, names).unwrap();
            spec.schedule = vec![12, 11, 10, 9, 8, 7];
            let started_at = 1_700_000_000 + (s * 1000 + k) as i64 * 60;
            let night = NightTag {
                uid: format!("night-{s}-{}", k / 10),
                name: format!("Table {s}'s night"),
                date: "2026-11-24".into(),
                table: 1,
                game: (k % 10) as u32 + 1,
                league: Some(LEAGUE.into()),
            };
            common::league_game(&mut rng, format!("s{s}-{k}"), spec, started_at, night)
        })
        .collect()
}

/// What every sender's transport counts.
#[derive(Default)]
struct Seen {
    acked: AtomicUsize,
    failed: AtomicUsize,
    latencies: Mutex<Vec<Duration>>,
    last_ack: Mutex<Option<Instant>>,
}

/// The real transport, counting; a cut network fails every request
/// until `cut_until`.
struct Counting {
    http: Http,
    seen: Arc<Seen>,
    mine: AtomicUsize,
    cut: Option<(usize, Mutex<Option<Instant>>)>,
}

impl Transport for Counting {
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
        if let Some((at, until)) = &self.cut {
            let mut until = until.lock().unwrap();
            if until.is_none() && self.mine.load(Ordering::SeqCst) >= *at {
                *until = Some(Instant::now() + CUT_FOR);
                println!(
                    "  sender {CUT_SENDER}'s network cut for {} s",
                    CUT_FOR.as_secs()
                );
            }
            if until.is_some_and(|u| Instant::now() < u) {
                self.seen.failed.fetch_add(1, Ordering::SeqCst);
                return Err("the network is cut".into());
            }
        }
        let t0 = Instant::now();
        let out = self.http.post(url, body);
        match &out {
            Ok((200, text)) => {
                self.seen.latencies.lock().unwrap().push(t0.elapsed());
                if let Ok(a) = serde_json::from_str::<PushAnswer>(text) {
                    let n = a.acks.iter().filter(|a| a.status.is_taken()).count();
                    self.seen.acked.fetch_add(n, Ordering::SeqCst);
                    self.mine.fetch_add(n, Ordering::SeqCst);
                    *self.seen.last_ack.lock().unwrap() = Some(Instant::now());
                }
            }
            _ => {
                self.seen.failed.fetch_add(1, Ordering::SeqCst);
            }
        }
        out
    }
}

fn median(v: &mut [Duration], q: f64) -> Duration {
    v.sort();
    v.get(((v.len() as f64 - 1.0) * q).round() as usize)
        .copied()
        .unwrap_or_default()
}

/// What one run measured.
struct Figures {
    last_ack: Duration,
    others_done: Duration,
    cut_done: Duration,
    batch_median: Duration,
}

/// How many times the whole scenario runs (`MEXTRAIN_BENCH_QUICK=1`: once).
fn runs() -> usize {
    if std::env::var_os("MEXTRAIN_BENCH_QUICK").is_some_and(|v| v == "1") {
        1
    } else {
        3
    }
}

fn main() {
    let figures: Vec<Figures> = (0..runs()).map(|_| scenario()).collect();
    let mid = |f: &dyn Fn(&Figures) -> Duration| {
        let mut v: Vec<Duration> = figures.iter().map(f).collect();
        median(&mut v, 0.5).as_secs_f64()
    };
    println!(
        "league push, median of {} runs: every game acknowledged after {:.2} s (senders not cut: \
         {:.2} s; the sender cut off: {:.2} s); a batch's round trip {:.1} ms",
        figures.len(),
        mid(&|f| f.last_ack),
        mid(&|f| f.others_done),
        mid(&|f| f.cut_done),
        mid(&|f| f.batch_median) * 1000.0
    );
}

/// One run: the senders, the kills, the cut; checks that every game
/// arrived once and prints what it measured.
fn scenario() -> Figures {
    let root = tempfile::tempdir().unwrap();
    let host_dir = root.path().join("host");
    let r = receive::start(&Db::open_in(&host_dir).unwrap(), LEAGUE).unwrap();
    let run = serve_leagues(&host_dir, "127.0.0.1:0".parse().unwrap());
    let addr = run.addr;
    let link = receive::link(&format!("http://{addr}"), &r);
    // The senders' folders, their games already finished.
    let dirs: Vec<_> = (0..SENDERS)
        .map(|s| {
            let dir = root.path().join(format!("sender-{s}"));
            let db = Db::open_in(&dir).unwrap();
            db.import_games(&games_of(s)).unwrap();
            let (_, queued) = send::join(&db, &link, None, None).unwrap();
            assert_eq!(queued, GAMES_EACH);
            dir
        })
        .collect();
    println!(
        "league push: {SENDERS} senders x {GAMES_EACH} games to one league host at {addr}; \
         the host killed at {KILL_AT:?} games acknowledged ({} ms down each time), sender \
         {CUT_SENDER}'s network cut at {CUT_AT} of its games",
        DOWN.as_millis()
    );
    let seen = Arc::new(Seen::default());
    let start = Instant::now();
    let deadline = start + Duration::from_secs(120);
    let senders: Vec<_> = dirs
        .into_iter()
        .enumerate()
        .map(|(s, dir)| {
            let seen = seen.clone();
            std::thread::spawn(move || {
                let db = Db::open_in(&dir).unwrap();
                let t = Counting {
                    http: Http::with_timeout(Duration::from_secs(10)),
                    seen,
                    mine: AtomicUsize::new(0),
                    cut: (s == CUT_SENDER).then(|| (CUT_AT, Mutex::new(None))),
                };
                let report = send::push_until(&db, &t, deadline).unwrap();
                let done = start.elapsed();
                let dest = send::destinations(&db).unwrap()[0].id;
                (report, send::outbox(&db, dest).unwrap(), s, done)
            })
        })
        .collect();
    // The host killed twice as the games come in.
    let mut run = Some(run);
    for (k, at) in KILL_AT.iter().enumerate() {
        while seen.acked.load(Ordering::SeqCst) < *at && Instant::now() < deadline {
            std::thread::sleep(Duration::from_millis(2));
        }
        let t = start.elapsed();
        run.take().unwrap().stop();
        println!(
            "  host killed ({}) at {:.2} s, {} acknowledged",
            k + 1,
            t.as_secs_f64(),
            seen.acked.load(Ordering::SeqCst)
        );
        std::thread::sleep(DOWN);
        run = Some(serve_leagues(&host_dir, addr));
    }
    let results: Vec<_> = senders.into_iter().map(|h| h.join().unwrap()).collect();
    let last = seen
        .last_ack
        .lock()
        .unwrap()
        .map(|t| t - start)
        .unwrap_or_default();
    drop(run);
    // Counted on the host: every uid, and how many times.
    let host = Db::open_in(&host_dir).unwrap();
    let (rows, distinct): (i64, i64) = host
        .raw()
        .query_row(
            "SELECT COUNT(*), COUNT(DISTINCT uid) FROM games WHERE uid LIKE 's%-%'",
            [],
            |r| Ok((r.get(0)?, r.get(1)?)),
        )
        .unwrap();
    let expected: usize = SENDERS * GAMES_EACH;
    let every = (0..SENDERS).all(|s| {
        (0..GAMES_EACH).all(|k| host.game_by_uid(&format!("s{s}-{k}")).unwrap().is_some())
    });
    let acked: usize = results.iter().map(|(_, c, _, _)| c.acked).sum();
    let waiting: usize = results.iter().map(|(_, c, _, _)| c.pending).sum();
    let refused: usize = results.iter().map(|(_, c, _, _)| c.refused).sum();
    let requests: usize = results.iter().map(|(r, _, _, _)| r.requests).sum();
    let mut lat = seen.latencies.lock().unwrap().clone();
    println!("  games arrived on the host: {distinct} of {expected} (every uid there: {every})");
    println!("  duplicates: {}", rows - distinct);
    println!("  senders' outboxes: {acked} acknowledged, {waiting} waiting, {refused} refused");
    println!(
        "  time until the last acknowledgement: {:.2} s",
        last.as_secs_f64()
    );
    let mut others: Vec<Duration> = results
        .iter()
        .filter(|(_, _, s, _)| *s != CUT_SENDER)
        .map(|(_, _, _, d)| *d)
        .collect();
    let cut = results
        .iter()
        .find(|(_, _, s, _)| *s == CUT_SENDER)
        .map(|r| r.3)
        .unwrap_or_default();
    println!(
        "  each sender done: median {:.2} s, last {:.2} s (the sender whose network was cut: {:.2} s)",
        median(&mut others, 0.5).as_secs_f64(),
        median(&mut others, 1.0).as_secs_f64(),
        cut.as_secs_f64()
    );
    println!(
        "  batch round trip: median {:.1} ms, 90th percentile {:.1} ms ({} answered batches, \
         {requests} requests, {} failed tries)",
        median(&mut lat, 0.5).as_secs_f64() * 1000.0,
        median(&mut lat, 0.9).as_secs_f64() * 1000.0,
        lat.len(),
        seen.failed.load(Ordering::SeqCst)
    );
    assert_eq!(distinct as usize, expected, "every game arrives");
    assert_eq!(rows, distinct, "each once");
    assert_eq!((acked, waiting, refused), (expected, 0, 0));
    Figures {
        last_ack: last,
        others_done: median(&mut others, 1.0),
        cut_done: cut,
        batch_median: median(&mut lat, 0.5),
    }
}

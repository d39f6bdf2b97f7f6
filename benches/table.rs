//! Table mode under load (issue 13's figures; a benchmark, not a timed
//! test): 30 phones connected to the event stream and 10 entries a second
//! for 60 seconds, only to 127.0.0.1, bounded in time and count. Prints the
//! entries lost and applied twice (each is sent twice with the same key,
//! as a phone retrying would), the p50 and p99 delay from an entry's
//! request to each phone's event carrying it, and the memory per connected
//! phone (this process's RSS before and after they connect: the phones'
//! reader threads are counted too, so it is an upper bound).
//!
//! The abuse case (issue 20): strangers on the same Wi-Fi who know the
//! code join as spectators from 50 loopback addresses (127.0.0.10 to
//! .59) as fast as the per-address rate limit lets them, for 60 seconds,
//! while a well-behaved phone (127.0.0.250) asks for the lobby once a
//! second. Prints the data folder's growth (file, WAL and index), the
//! phone's delay (during the joins, and the lobby and a player's join at
//! the end), the host's memory (RSS before and after) and how long the
//! host then takes to open its file again.
//!
//!
//! Then the abuse cases of issue 20 (network side), each against a host
//! in a child process with `ulimit -n 1024`: 1,100 slow-header connections
//! from 127.0.0.2; one spectator token opening 260 event streams; 20
//! addresses guessing the join code for 20 s, while a family types the right
//! code from one phone and opens the join link (code and key) from another
//! every second (how often each was refused). For each: the delay seen by a
//! well-behaved phone on 127.0.0.1, and the host's memory (its RSS, from
//! /proc/PID/status) before and after.
//!
//! `cargo bench --features serve --bench table`; `MEXTRAIN_BENCH_SECS=N`
//! shortens the load; `MEXTRAIN_BENCH_CASE=phones` or `joins` runs one
//! storage case (`slow-headers`, `streams`, `guessing` or `flood` one abuse
//! case; `flood`: 200 addresses that never wait, and the family's right
//! code and join link meanwhile),
//! `MEXTRAIN_BENCH_ONLY=abuse` (or `load`) one part.

mod common;
#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use fixtures::http;
use mextrain::app::host;
use mextrain::db::{Db, GameId};
use mextrain::lan::server::{self, limit::Rate, Config, Running};
use serde_json::json;
use std::io::BufRead;
use std::net::{IpAddr, SocketAddr};
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const PHONES: usize = 30;
const PER_SECOND: u64 = 10;

/// This process's resident memory.
fn rss_kib() -> u64 {
    rss_kib_of("self")
}

/// The resident memory of process `pid` (`self` for this one), from
/// /proc/PID/status.
fn rss_kib_of(pid: &str) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/status"))
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("VmRSS:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|n| n.parse().ok())
        })
        .unwrap_or(0)
}

fn agent() -> ureq::Agent {
    http::agent_for(Duration::from_secs(10))
}

fn post(
    base: &str,
    path: &str,
    token: Option<&str>,
    method: &str,
    body: serde_json::Value,
) -> (u16, serde_json::Value) {
    http::send_json(&agent(), base, method, path, token, &body)
}

/// Hosts a new game of Ana, Ben and Cleo kept in `db` and serves it on
/// 127.0.0.1 (a free port), the web build's files from `web`, at the
/// `rate` limit when one is given (else the default).
fn serve_new_game(db: Db, web: PathBuf, rate: Option<Rate>) -> (Running, host::Hosting, GameId) {
    let game = fixtures::classic_game(&db, &["Ana", "Ben", "Cleo"]);
    let h = host::Hosted::Game(game).start(&db).unwrap();
    let mut cfg = Config {
        web_dir: web,
        ..Config::new(game)
    };
    if let Some(rate) = rate {
        cfg.rate = rate;
    }
    let run = server::spawn(db, "127.0.0.1:0".parse().unwrap(), cfg).unwrap();
    (run, h, game)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn main() {
    if let Ok(dir) = std::env::var("MEXTRAIN_BENCH_HOST") {
        return abuse::host(&dir);
    }
    let only = std::env::var("MEXTRAIN_BENCH_ONLY").unwrap_or_default();
    if only != "abuse" {
        load();
    }
    if only != "load" {
        abuse::run();
    }
}

fn load() {
    let secs: u64 = std::env::var("MEXTRAIN_BENCH_SECS")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(60)
        .clamp(1, 120);
    let case = std::env::var("MEXTRAIN_BENCH_CASE").unwrap_or_default();
    if case.is_empty() || case == "phones" {
        phones(secs);
    }
    if case.is_empty() || case == "joins" {
        joins(secs);
    }
}

/// The data folder's size: the file, its WAL and its index.
fn folder_bytes(dir: &Path) -> u64 {
    std::fs::read_dir(dir)
        .map(|d| {
            d.filter_map(|e| e.ok()?.metadata().ok())
                .filter(|m| m.is_file())
                .map(|m| m.len())
                .sum()
        })
        .unwrap_or(0)
}

/// One HTTP/1.1 request sent from source address `from` (a loopback
/// address of its own, which ureq cannot choose): the status and the body.
fn from_address(
    rt: &tokio::runtime::Runtime,
    server: SocketAddr,
    from: IpAddr,
    method: &str,
    path: &str,
    body: &str,
) -> std::io::Result<(u16, String)> {
    let sock = tokio::net::TcpSocket::new_v4()?;
    sock.bind(SocketAddr::new(from, 0))?;
    let mut stream = rt.block_on(sock.connect(server))?.into_std()?;
    stream.set_nonblocking(false)?;
    common::exchange(&mut stream, method, path, None, body)
}

const STRANGERS: u8 = 50;

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Spectator joins from 50 addresses at the default rate limit.
fn joins(secs: u64) {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let db = Db::open_in(&data).unwrap();
    let (run, h, game) = serve_new_game(db, dir.path().join("web"), None);
    let server = run.addr;
    let rt = Arc::new(
        tokio::runtime::Builder::new_multi_thread()
            .worker_threads(1)
            .enable_all()
            .build()
            .unwrap(),
    );
    std::thread::sleep(Duration::from_millis(200));
    let bytes_before = folder_bytes(&data);
    let rss_before = rss_kib();
    let code = h.code.clone();
    let end = Instant::now() + Duration::from_secs(secs);
    let joined = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let refused = Arc::new(std::sync::atomic::AtomicU64::new(0));
    let strangers: Vec<_> = (0..STRANGERS)
        .map(|k| {
            let (rt, code) = (rt.clone(), code.clone());
            let (joined, refused) = (joined.clone(), refused.clone());
            std::thread::spawn(move || {
                let from = IpAddr::from([127, 0, 0, 10 + k]);
                let body =
                    json!({"code": code, "role": "spectator", "device": format!("stranger {k}")})
                        .to_string();
                while Instant::now() < end {
                    match from_address(&rt, server, from, "POST", "/api/join", &body) {
                        Ok((200, _)) => {
                            joined.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                        _ => {
                            refused.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            std::thread::sleep(Duration::from_millis(50));
                        }
                    }
                }
            })
        })
        .collect();
    // The well-behaved phone: the lobby once a second meanwhile.
    let phone = IpAddr::from([127, 0, 0, 250]);
    let lobby = json!({"code": code}).to_string();
    let mut during = vec![];
    let mut peak_bytes = bytes_before;
    while Instant::now() < end {
        std::thread::sleep(Duration::from_secs(1));
        let at = Instant::now();
        let (s, _) = from_address(&rt, server, phone, "POST", "/api/lobby", &lobby).unwrap();
        during.push(at.elapsed());
        assert_eq!(s, 200);
        peak_bytes = peak_bytes.max(folder_bytes(&data));
    }
    for t in strangers {
        t.join().unwrap();
    }
    let at = Instant::now();
    let (ls, _) = from_address(&rt, server, phone, "POST", "/api/lobby", &lobby).unwrap();
    let lobby_end = at.elapsed();
    let at = Instant::now();
    let seat =
        json!({"code": code, "role": "player", "seat": 0, "device": "Ana's phone"}).to_string();
    let (js, _) = from_address(&rt, server, phone, "POST", "/api/join", &seat).unwrap();
    let join_end = at.elapsed();
    let bytes_after = folder_bytes(&data);
    let rss_after = rss_kib();
    drop(run);
    let at = Instant::now();
    let db = Db::open_in(&data).unwrap();
    let reopen = at.elapsed();
    let devices = db.devices(game).unwrap().len();
    during.sort();
    println!(
        "abuse, spectator joins: {STRANGERS} addresses for {secs} s at the default rate limit: \
         {} joins answered 200, {} refused",
        joined.load(std::sync::atomic::Ordering::Relaxed),
        refused.load(std::sync::atomic::Ordering::Relaxed)
    );
    println!(
        "data folder: {:.2} MB before, {:.2} MB after ({:+.2} MB; peak {:.2} MB); {devices} device rows kept",
        bytes_before as f64 / 1e6,
        bytes_after as f64 / 1e6,
        (bytes_after as f64 - bytes_before as f64) / 1e6,
        peak_bytes as f64 / 1e6,
    );
    println!(
        "well-behaved phone: lobby during the joins p50 {:.1} ms, max {:.1} ms; at the end lobby {:.1} ms ({ls}), player's join {:.1} ms ({js})",
        ms(percentile(&during, 0.5)),
        ms(during.last().copied().unwrap_or_default()),
        ms(lobby_end),
        ms(join_end),
    );
    println!(
        "host memory: RSS {rss_before} KiB before, {rss_after} KiB after ({:+} KiB); opening the file again took {:.0} ms",
        rss_after as i64 - rss_before as i64,
        ms(reopen)
    );
}

/// 30 phones on the event stream, 10 entries a second.
fn phones(secs: u64) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let rate = Rate {
        per_second: 10_000.0,
        burst: 10_000.0,
    };
    let (run, h, game) = serve_new_game(db, dir.path().join("web"), Some(rate));
    let base = format!("http://{}", run.addr);

    // Three players, the rest spectators.
    let mut tokens = vec![];
    for k in 0..PHONES {
        let body = if k < 3 {
            json!({"code": h.code, "role": "player", "seat": k})
        } else {
            json!({"code": h.code, "role": "spectator"})
        };
        let (s, v) = post(&base, "/api/join", None, "POST", body);
        assert_eq!(s, 200, "{v}");
        tokens.push(v["token"].as_str().unwrap().to_string());
    }

    let before = rss_kib();
    // Each phone's events: (version, when received).
    type Log = Arc<Mutex<Vec<(i64, Instant)>>>;
    let seen: Vec<Log> = (0..PHONES).map(|_| Arc::new(Mutex::new(vec![]))).collect();
    for (k, token) in tokens.iter().enumerate() {
        let url = format!("{base}/api/events?token={token}");
        let log = seen[k].clone();
        let resp = ureq::Agent::config_builder()
            .build()
            .new_agent()
            .get(&url)
            .call()
            .unwrap();
        std::thread::spawn(move || {
            let reader = std::io::BufReader::new(resp.into_body().into_reader());
            for line in reader.lines() {
                let Ok(line) = line else { return };
                if let Some(id) = line.strip_prefix("id:") {
                    if let Ok(v) = id.trim().parse::<i64>() {
                        log.lock().unwrap().push((v, Instant::now()));
                    }
                }
            }
        });
    }
    std::thread::sleep(Duration::from_millis(500));
    let after = rss_kib();

    // 10 entries a second, each sent twice with its key.
    let total = secs * PER_SECOND;
    let start = Instant::now();
    let mut sent: Vec<(i64, Instant)> = vec![];
    let mut refused = 0;
    for n in 0..total {
        let due = start + Duration::from_millis(n * 1000 / PER_SECOND);
        if let Some(wait) = due.checked_duration_since(Instant::now()) {
            std::thread::sleep(wait);
        }
        let seat = (n % 3) as usize;
        let body = json!({"round": 0, "key": format!("e{n}"), "total": (n % 50).to_string()});
        let at = Instant::now();
        let (s, v) = post(
            &base,
            "/api/entry",
            Some(&tokens[seat]),
            "PUT",
            body.clone(),
        );
        let (s2, v2) = post(&base, "/api/entry", Some(&tokens[seat]), "PUT", body);
        if s != 200 || s2 != 200 || v != v2 {
            refused += 1;
            continue;
        }
        sent.push((v["version"].as_i64().unwrap(), at));
    }
    std::thread::sleep(Duration::from_secs(1));
    drop(run);

    // Lost or applied twice: the audit trail has one row per applied entry.
    let db = Db::open_in(dir.path()).unwrap();
    let applied = db
        .audit_trail(game)
        .unwrap()
        .iter()
        .filter(|a| a.what.starts_with("entry"))
        .count() as u64;
    let lost = total.saturating_sub(applied);
    let twice = applied.saturating_sub(total);
    let mut delays = vec![];
    let mut missed = 0;
    for log in &seen {
        let log = log.lock().unwrap();
        for &(v, at) in &sent {
            match log.iter().find(|(got, _)| *got >= v) {
                Some((_, when)) => delays.push(when.saturating_duration_since(at)),
                None => missed += 1,
            }
        }
    }
    delays.sort();
    println!("table mode: {PHONES} phones on the event stream, {total} entries over {secs} s (each sent twice)");
    println!("entries refused: {refused}; lost: {lost}; applied twice: {twice}");
    println!(
        "delay from entry to phone: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} deliveries, {missed} never seen)",
        percentile(&delays, 0.5).as_secs_f64() * 1000.0,
        percentile(&delays, 0.99).as_secs_f64() * 1000.0,
        delays.last().copied().unwrap_or_default().as_secs_f64() * 1000.0,
        delays.len()
    );
    println!(
        "memory: RSS {before} KiB before the phones connected, {after} KiB after: {:.0} KiB per phone (server and client side)",
        after.saturating_sub(before) as f64 / PHONES as f64
    );
}

mod abuse {
    use super::*;
    use std::io::{Read, Write};
    use std::net::SocketAddr;
    use std::process::{Command, Stdio};

    /// The child: a host with at most 1,024 open files, until its input
    /// closes. Prints `address code host-token player-token join-key`.
    pub fn host(dir: &str) {
        let l = libc::rlimit {
            rlim_cur: 1024,
            rlim_max: 1024,
        };
        // SAFETY: setrlimit reads the struct it is given.
        unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &l) };
        let dir = std::path::Path::new(dir);
        let db = Db::open_in(dir).unwrap();
        let (run, h, _) = serve_new_game(db, dir.join("web"), None);
        let base = format!("http://{}", run.addr);
        let (_, v) = post(
            &base,
            "/api/join",
            None,
            "POST",
            json!({"code": h.code, "role": "player", "seat": 0}),
        );
        println!(
            "{} {} {} {} {}",
            run.addr,
            h.code,
            h.host_token,
            v["token"].as_str().unwrap(),
            h.join_key
        );
        let _ = std::io::stdout().flush();
        let mut sink = String::new();
        let _ = std::io::stdin().read_to_string(&mut sink);
        drop(run);
    }

    struct Child {
        child: std::process::Child,
        addr: SocketAddr,
        base: String,
        code: String,
        join_key: String,
        player: String,
        _dir: tempfile::TempDir,
    }

    impl Child {
        fn start() -> Child {
            let dir = tempfile::tempdir().unwrap();
            let mut child = Command::new(std::env::current_exe().unwrap())
                .env("MEXTRAIN_BENCH_HOST", dir.path())
                .stdin(Stdio::piped())
                .stdout(Stdio::piped())
                .spawn()
                .unwrap();
            let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
            let mut line = String::new();
            out.read_line(&mut line).unwrap();
            let f: Vec<&str> = line.split_whitespace().collect();
            let addr: SocketAddr = f[0].parse().unwrap();
            Child {
                addr,
                base: format!("http://{addr}"),
                code: f[1].to_string(),
                player: f[3].to_string(),
                join_key: f[4].to_string(),
                child,
                _dir: dir,
            }
        }

        fn rss_kib(&self) -> u64 {
            rss_kib_of(&self.child.id().to_string())
        }

        /// The well-behaved phone: its state, on a new connection; the time
        /// it took (a failure counts as 10 s).
        fn phone(&self) -> Duration {
            let at = Instant::now();
            let r = agent()
                .get(&format!("{}/api/state", self.base))
                .header("Authorization", &format!("Bearer {}", self.player))
                .call();
            match r {
                Ok(r) if r.status().as_u16() == 200 => at.elapsed(),
                _ => Duration::from_secs(10),
            }
        }
    }

    impl Drop for Child {
        fn drop(&mut self) {
            drop(self.child.stdin.take());
            let _ = self.child.wait();
        }
    }

    /// Issue 29's case: 200 addresses flood the host with wrong codes for
    /// 20 s, never waiting as told (each sends again 100 ms after an
    /// answer), which keeps the table's budget of wrong codes spent; every
    /// second a family types the right code from one phone and opens the
    /// join link (code and key) from another. How often each is refused.
    fn code_flood() {
        let host = Child::start();
        let secs = 20;
        let family = std::sync::Mutex::new((0u32, 0u32, 0u32));
        let busy = std::sync::atomic::AtomicUsize::new(0);
        std::thread::scope(|s| {
            for n in 0..200u32 {
                let (host, busy) = (&host, &busy);
                s.spawn(move || {
                    // 127.0.0.10 to 127.0.0.209.
                    let from = 10 + n as u8;
                    let end = Instant::now() + Duration::from_secs(secs);
                    while Instant::now() < end {
                        let st = lobby_from(from, host.addr, &json!({"code": "ZZZZZZ"}));
                        if st == 429 {
                            busy.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                        }
                        std::thread::sleep(Duration::from_millis(100));
                    }
                });
            }
            s.spawn(|| *family.lock().unwrap() = family_tries(&host, secs));
        });
        let (tries, typed_refused, link_refused) = family.into_inner().unwrap();
        println!(
            "- 200 addresses flooding wrong codes for {secs} s ({} answers 429): the right code typed was refused {typed_refused} of {tries} times, the join link (code and key) {link_refused} of {tries}",
            busy.into_inner()
        );
    }

    /// A family at the table for `secs` s: every second, the right code
    /// typed from one phone (127.0.0.2) and the join link (the code and its
    /// key, as the QR code carries them) opened from another (127.0.0.3).
    /// The tries, and how often each was refused.
    fn family_tries(host: &Child, secs: u64) -> (u32, u32, u32) {
        let end = Instant::now() + Duration::from_secs(secs);
        let (mut tries, mut typed_refused, mut link_refused) = (0, 0, 0);
        std::thread::sleep(Duration::from_millis(500));
        while Instant::now() < end {
            let typed = lobby_from(2, host.addr, &json!({"code": host.code}));
            let key = json!({"code": host.code, "key": host.join_key});
            let link = lobby_from(3, host.addr, &key);
            tries += 1;
            typed_refused += u32::from(typed != 200);
            link_refused += u32::from(link != 200);
            std::thread::sleep(Duration::from_millis(1000));
        }
        (tries, typed_refused, link_refused)
    }

    /// `POST /api/lobby` with `body` from 127.0.0.`n`: the status (0: no answer).
    fn lobby_from(n: u8, to: SocketAddr, body: &serde_json::Value) -> u16 {
        let body = body.to_string();
        let req = format!(
            "POST /api/lobby HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        );
        let Ok(mut c) = http::connect_from(to, n) else {
            return 0;
        };
        let _ = c.set_read_timeout(Some(Duration::from_secs(5)));
        let _ = c.write_all(req.as_bytes());
        let mut out = String::new();
        let _ = c.read_to_string(&mut out);
        out.split_whitespace()
            .nth(1)
            .and_then(|s| s.parse().ok())
            .unwrap_or(0)
    }

    /// The phone's worst and median delay while `during` runs.
    fn phone_while(host: &Child, during: impl FnOnce() + Send) -> (Duration, Duration, usize) {
        let done = std::sync::atomic::AtomicBool::new(false);
        let mut seen = vec![];
        std::thread::scope(|s| {
            s.spawn(|| {
                during();
                done.store(true, std::sync::atomic::Ordering::SeqCst);
            });
            while !done.load(std::sync::atomic::Ordering::SeqCst) {
                seen.push(host.phone());
                std::thread::sleep(Duration::from_millis(200));
            }
        });
        seen.sort();
        let failed = seen
            .iter()
            .filter(|d| **d >= Duration::from_secs(10))
            .count();
        (
            seen.last().copied().unwrap_or_default(),
            percentile(&seen, 0.5),
            failed,
        )
    }

    fn print(case: &str, host: &Child, before: u64, worst: Duration, p50: Duration, failed: usize) {
        println!(
            "  {case}: the phone's request took p50 {:.1} ms, worst {:.1} ms ({failed} failed); host RSS {before} KiB before, {} KiB after",
            p50.as_secs_f64() * 1000.0,
            worst.as_secs_f64() * 1000.0,
            host.rss_kib()
        );
    }

    pub fn run() {
        println!("abuse cases (host in a child process, ulimit -n 1024):");
        // MEXTRAIN_BENCH_CASE: one of them (slow-headers, streams, guessing).
        let case = std::env::var("MEXTRAIN_BENCH_CASE").unwrap_or_default();
        if case.is_empty() || case == "slow-headers" {
            slow_headers();
        }
        if case.is_empty() || case == "streams" {
            stream_hogging();
        }
        if case.is_empty() || case == "guessing" {
            code_guessing();
        }
        if case.is_empty() || case == "flood" {
            code_flood();
        }
    }

    fn slow_headers() {
        let host = Child::start();
        let before = host.rss_kib();
        let mut closed_in = vec![];
        let mut refused = 0;
        let (worst, p50, failed) = phone_while(&host, || {
            let opened_at = Instant::now();
            let mut open = vec![];
            for _ in 0..1100 {
                let Ok(mut s) = http::connect_from(host.addr, 2) else {
                    refused += 1;
                    continue;
                };
                let _ = s.write_all(b"GET /api/state HTTP/1.1\r\nHost: t");
                open.push((s, Instant::now()));
            }
            // A byte a second each, until the host closes them (20 s at most).
            let deadline = opened_at + Duration::from_secs(20);
            for (s, _) in &open {
                s.set_nonblocking(true).unwrap();
            }
            let mut live: Vec<bool> = vec![true; open.len()];
            while Instant::now() < deadline && live.iter().any(|l| *l) {
                for (k, (s, at)) in open.iter_mut().enumerate() {
                    if !live[k] {
                        continue;
                    }
                    let mut b = [0u8; 512];
                    let gone = match s.read(&mut b) {
                        Ok(0) => true,
                        Ok(_) => false,
                        Err(e) => e.kind() != std::io::ErrorKind::WouldBlock,
                    };
                    if gone || s.write_all(b"x").is_err() {
                        live[k] = false;
                        closed_in.push(at.elapsed());
                    }
                }
                std::thread::sleep(Duration::from_millis(500));
            }
            let still = live.iter().filter(|l| **l).count();
            if still > 0 {
                println!("  {still} slow connections still open after 20 s");
            }
        });
        closed_in.sort();
        println!(
            "- 1,100 slow-header connections from 127.0.0.2: {} closed by the host, the last {:.1} s after it opened ({} could not connect)",
            closed_in.len(),
            closed_in.last().copied().unwrap_or_default().as_secs_f64(),
            refused
        );
        print("while they were open", &host, before, worst, p50, failed);
    }

    fn stream_hogging() {
        let host = Child::start();
        let (_, v) = post(
            &host.base,
            "/api/join",
            None,
            "POST",
            json!({"code": host.code, "role": "spectator"}),
        );
        let spectator = v["token"].as_str().unwrap().to_string();
        let before = host.rss_kib();
        // From 13 addresses (20 each, under the cap of connections per
        // address), as a phone's page would: a GET, then its answer's head.
        let mut statuses = HashMap::new();
        let mut keep = vec![];
        for k in 0..260 {
            let status = http::connect_from(host.addr, 2 + (k / 20) as u8).and_then(|mut c| {
                c.set_read_timeout(Some(Duration::from_secs(5)))?;
                write!(
                    c,
                    "GET /api/events?token={spectator} HTTP/1.1\r\nHost: t\r\n\r\n"
                )?;
                let mut head = [0u8; 12];
                c.read_exact(&mut head)?;
                keep.push(c);
                Ok(String::from_utf8_lossy(&head[9..12]).to_string())
            });
            *statuses
                .entry(status.unwrap_or_else(|e| e.kind().to_string()))
                .or_insert(0) += 1;
        }
        std::thread::sleep(Duration::from_millis(500));
        // How many of them the host still streams to: those whose
        // connection is open and was not ended (an ended stream's chunked
        // body ends with `0\r\n\r\n`).
        let mut streaming = 0;
        for c in &mut keep {
            c.set_nonblocking(true).unwrap();
            let mut buf = vec![0u8; 65536];
            let mut got = vec![];
            loop {
                match c.read(&mut buf) {
                    Ok(0) => break,
                    Ok(n) => got.extend_from_slice(&buf[..n]),
                    Err(_) => break,
                }
            }
            if !got.ends_with(b"0\r\n\r\n") {
                streaming += 1;
            }
        }
        // The player's phone opens its stream: the time to its first state.
        let at = Instant::now();
        let r = ureq::Agent::config_builder()
            .http_status_as_error(false)
            .build()
            .new_agent()
            .get(&format!("{}/api/events?token={}", host.base, host.player))
            .call();
        let status = r.as_ref().map(|r| r.status().as_u16()).unwrap_or(0);
        let mut first = Duration::from_secs(10);
        if let (200, Ok(r)) = (status, r) {
            let reader = std::io::BufReader::new(r.into_body().into_reader());
            for line in reader.lines() {
                let Ok(line) = line else { break };
                if line.starts_with("event: state") || line.starts_with("event:state") {
                    first = at.elapsed();
                    break;
                }
            }
        }
        drop(keep);
        let mut st: Vec<_> = statuses.into_iter().collect();
        st.sort();
        println!(
            "- 260 event streams on one spectator token (13 addresses): answers {st:?}, {streaming} still streaming; the player's phone got {status}, its first state in {:.1} ms",
            first.as_secs_f64() * 1000.0
        );
        let worst = host.phone();
        print("after", &host, before, worst, worst, 0);
    }

    fn code_guessing() {
        let host = Child::start();
        let before = host.rss_kib();
        let judged = std::sync::atomic::AtomicUsize::new(0);
        let told_to_wait = std::sync::atomic::AtomicUsize::new(0);
        let secs = 20;
        // A family at the same time (family_tries).
        let family = std::sync::Mutex::new((0u32, 0u32, 0u32));
        let (worst, p50, failed) = phone_while(&host, || {
            std::thread::scope(|s| {
                s.spawn(|| *family.lock().unwrap() = family_tries(&host, secs));
                for n in 0..20u8 {
                    let (judged, wait, host) = (&judged, &told_to_wait, &host);
                    s.spawn(move || {
                        let end = Instant::now() + Duration::from_secs(secs);
                        let mut k = 0u32;
                        while Instant::now() < end {
                            k += 1;
                            let code = format!("Z{:05}", k % 100_000).replace('0', "A").replace('1', "B");
                            let body = json!({ "code": code }).to_string();
                            let req = format!(
                                "POST /api/lobby HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
                                body.len()
                            );
                            let Ok(mut c) = http::connect_from(host.addr, 30 + n) else { continue };
                            let _ = c.set_read_timeout(Some(Duration::from_secs(5)));
                            let _ = c.write_all(req.as_bytes());
                            let mut out = String::new();
                            let _ = c.read_to_string(&mut out);
                            if out.starts_with("HTTP/1.1 403") {
                                judged.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                            } else if out.starts_with("HTTP/1.1 429") {
                                wait.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                                // As a patient attacker: wait as told.
                                let after: u64 = out
                                    .lines()
                                    .find_map(|l| l.to_lowercase().strip_prefix("retry-after:").map(|v| v.trim().to_string()))
                                    .and_then(|v| v.parse().ok())
                                    .unwrap_or(1);
                                std::thread::sleep(Duration::from_secs(after).min(end.saturating_duration_since(Instant::now())));
                            }
                        }
                    });
                }
            });
        });
        let judged = judged.into_inner();
        println!(
            "- 20 addresses guessing the code for {secs} s: {judged} wrong codes judged ({:.0} a minute), {} told to wait; at that rate a code is found in {:.1} years on average",
            judged as f64 * 60.0 / secs as f64,
            told_to_wait.into_inner(),
            server::limit::code_space() / 2.0 / (judged as f64 / secs as f64).max(1e-9) / (365.25 * 86400.0)
        );
        let (tries, typed_refused, link_refused) = family.into_inner().unwrap();
        println!(
            "  meanwhile a family: the right code typed was refused {typed_refused} of {tries} times, the join link (code and key) {link_refused} of {tries}"
        );
        print(
            "while they guessed (the phone had joined)",
            &host,
            before,
            worst,
            p50,
            failed,
        );
        // A family member typing the right code afterwards.
        let at = Instant::now();
        let (s, _) = post(
            &host.base,
            "/api/lobby",
            None,
            "POST",
            json!({"code": host.code}),
        );
        println!(
            "  after: the right code from 127.0.0.1 answered {s} in {:.1} ms",
            at.elapsed().as_secs_f64() * 1000.0
        );
    }

    use std::collections::HashMap;
}

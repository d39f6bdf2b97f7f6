//! A club night under load (issue 32's figures; a benchmark, not a timed
//! test): one `mextrain serve --night` (a child process, so that its own
//! memory and CPU are read from /proc), 12 tables of 8 phones (96 phones,
//! each from a loopback address of its own, 127.0.0.10 to .105, each
//! following its table's event stream) and 3 boards on the board link's
//! event stream. For 3 rounds, every phone enters its hand within two
//! seconds of the round's start, then every table's host saves the round.
//!
//! Prints the time from an entry's request to each board's event showing
//! it (p50, p99, max), the same to its table's phones, the host's memory
//! (resident now and at its peak) and CPU time over the load, and the
//! data folder's growth. Then the next game is started (`mextrain night
//! next --seating ladder`, a process of its own, as an organiser runs it)
//! and prints the time from it to each phone's event showing its new table
//! and seat (issue 42: the phone follows its player; p50, p99). Only to
//! 127.0.0.x; bounded: 96 phones, 3 rounds, each request with a 10 s
//! timeout, 10 s at most for the next game.
//!
//! `cargo bench --features serve --bench night` (`make bench-night`).

#[path = "common/mod.rs"]
mod common;
#[path = "../tests/fixtures/mod.rs"]
mod fixtures;

use mextrain::app::night::{self as club, NightPlan};
use mextrain::db::Db;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId};
use serde_json::{json, Value};
use std::io::{BufRead, Write};
use std::net::{IpAddr, SocketAddr, TcpStream};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const TABLES: usize = 12;
const SEATS: usize = 8;
const BOARDS: usize = 3;
const ROUNDS: usize = 3;
/// Each round's entries are spread over this long.
const SPREAD_MS: u64 = 2000;

fn phone_ip(k: usize) -> IpAddr {
    IpAddr::from([127, 0, 0, 10 + k as u8])
}

/// A connection to `server` from source address `from` (which std cannot
/// choose: through libc).
fn connect_from(from: IpAddr, server: SocketAddr) -> std::io::Result<TcpStream> {
    use std::os::fd::FromRawFd;
    let IpAddr::V4(v4) = from else {
        return Err(std::io::Error::other("IPv4 only"));
    };
    let SocketAddr::V4(to) = server else {
        return Err(std::io::Error::other("IPv4 only"));
    };
    let sin = |ip: std::net::Ipv4Addr, port: u16| libc::sockaddr_in {
        sin_family: libc::AF_INET as libc::sa_family_t,
        sin_port: port.to_be(),
        sin_addr: libc::in_addr {
            s_addr: u32::from(ip).to_be(),
        },
        sin_zero: [0; 8],
    };
    // SAFETY: a fresh socket, bound and connected with plain sockaddr_in
    // values; its descriptor is owned by the TcpStream made of it.
    unsafe {
        let fd = libc::socket(libc::AF_INET, libc::SOCK_STREAM | libc::SOCK_CLOEXEC, 0);
        if fd < 0 {
            return Err(std::io::Error::last_os_error());
        }
        let stream = TcpStream::from_raw_fd(fd);
        let len = std::mem::size_of::<libc::sockaddr_in>() as libc::socklen_t;
        let me = sin(v4, 0);
        if libc::bind(fd, &me as *const _ as *const libc::sockaddr, len) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        let there = sin(*to.ip(), to.port());
        if libc::connect(fd, &there as *const _ as *const libc::sockaddr, len) != 0 {
            return Err(std::io::Error::last_os_error());
        }
        Ok(stream)
    }
}

/// One request from `from`: the status and the body.
fn request(
    server: SocketAddr,
    from: IpAddr,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> std::io::Result<(u16, String)> {
    common::exchange(&mut connect_from(from, server)?, method, path, token, body)
}

/// An event stream opened from `from`: `on` gets each event's data line,
/// with when it arrived, until the stream ends.
fn stream(
    server: SocketAddr,
    from: IpAddr,
    path: String,
    on: impl Fn(&str, Instant) + Send + 'static,
) {
    let mut s = connect_from(from, server).expect("the stream connects");
    write!(
        s,
        "GET {path} HTTP/1.1\r\nHost: mextrain\r\nAccept: text/event-stream\r\n\r\n"
    )
    .unwrap();
    std::thread::spawn(move || {
        let reader = std::io::BufReader::new(s);
        for line in reader.lines() {
            let Ok(line) = line else { return };
            if let Some(d) = line.strip_prefix("data:") {
                on(d.trim_start(), Instant::now());
            }
        }
    });
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    sorted[((sorted.len() - 1) as f64 * p).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// `VmRSS` and `VmHWM` (the peak) of process `pid`, in KiB.
fn memory_kib(pid: u32) -> (u64, u64) {
    let s = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    let field = |name: &str| {
        s.lines()
            .find(|l| l.starts_with(name))
            .and_then(|l| l.split_whitespace().nth(1))
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    };
    (field("VmRSS:"), field("VmHWM:"))
}

/// CPU time of process `pid` (user and system), in seconds.
fn cpu_secs(pid: u32) -> f64 {
    let s = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // The fields after the command's closing parenthesis.
    let rest = s.rsplit_once(')').map(|(_, r)| r).unwrap_or("");
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks: f64 = [11, 12]
        .iter()
        .filter_map(|&i| f.get(i).and_then(|v| v.parse::<f64>().ok()))
        .sum();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) } as f64;
    ticks / hz.max(1.0)
}

/// What a board showed of each table at one moment: rounds saved, seats
/// entered.
type Shown = Vec<(u64, Vec<u64>)>;

fn main() {
    let bin = env!("CARGO_BIN_EXE_mextrain");
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let names: Vec<String> = (1..=TABLES * SEATS)
        .map(|k| format!("Player {k:02}"))
        .collect();
    {
        let db = Db::open_in(&data).unwrap();
        let mut rules = GameSpec::new(PresetId::Classic, 15, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![15, 14, 13];
        let plan = NightPlan {
            name: "Load night".into(),
            date: "2026-11-24".into(),
            league: None,
            rules,
            per_table: SEATS,
            minutes: Some(90),
            scoring: Scoring::Points,
            players: names.clone(),
        };
        let tables: Vec<Vec<String>> = names.chunks(SEATS).map(|c| c.to_vec()).collect();
        club::new_night_seated(&db, &plan, &tables).unwrap();
    }
    let size_before = common::folder_size(&data);
    let mut child = fixtures::spawn_serve(
        bin,
        &["--night", "1"],
        &data,
        &dir.path().join("no-web"),
        std::process::Stdio::null(),
    );
    let pid = child.id();
    let (_out, printed) = fixtures::read_links(&mut child);
    let (base, code, _) = fixtures::join_link(&printed);
    let watch_token = fixtures::word_after(&printed, "Board link:")
        .split_once("?board=")
        .unwrap()
        .1
        .to_string();
    let hosts = fixtures::host_tokens(&printed);
    assert_eq!(hosts.len(), TABLES);
    let server: SocketAddr = base.trim_start_matches("http://").parse().unwrap();
    let (rss_idle, _) = memory_kib(pid);

    // Every phone joins its table and seat, and follows its table.
    let phone_events: Vec<Arc<Mutex<Vec<(i64, i64, Instant)>>>> =
        (0..TABLES * SEATS).map(|_| Arc::default()).collect();
    let mut tokens = vec![];
    for k in 0..TABLES * SEATS {
        let (t, s) = (k / SEATS + 1, k % SEATS);
        let body = json!({"code": code, "table": t, "role": "player", "seat": s}).to_string();
        let (status, text) =
            request(server, phone_ip(k), "POST", "/api/join", None, &body).unwrap();
        assert_eq!(status, 200, "{text}");
        let v: Value = serde_json::from_str(&text).unwrap();
        let token = v["token"].as_str().unwrap().to_string();
        let log = phone_events[k].clone();
        stream(
            server,
            phone_ip(k),
            format!("/api/events?token={token}"),
            move |d, at| {
                if let Ok(v) = serde_json::from_str::<Value>(d) {
                    if let Some(n) = v["version"].as_i64() {
                        let game = v["night"]["number"].as_i64().unwrap_or(0);
                        log.lock().unwrap().push((n, game, at));
                    }
                }
            },
        );
        tokens.push(token);
    }
    // The boards.
    let board_events: Vec<Arc<Mutex<Vec<(Shown, Instant)>>>> =
        (0..BOARDS).map(|_| Arc::default()).collect();
    for (b, log) in board_events.iter().enumerate() {
        let log = log.clone();
        let from = IpAddr::from([127, 0, 0, 200 + b as u8]);
        stream(
            server,
            from,
            format!("/api/board/events?token={watch_token}"),
            move |d, at| {
                if let Ok(v) = serde_json::from_str::<Value>(d) {
                    let shown: Shown = v["tables"]
                        .as_array()
                        .map(|ts| {
                            ts.iter()
                                .map(|t| {
                                    let entered = t["entered"]
                                        .as_array()
                                        .map(|e| e.iter().filter_map(Value::as_u64).collect())
                                        .unwrap_or_default();
                                    (t["played"].as_u64().unwrap_or(0), entered)
                                })
                                .collect()
                        })
                        .unwrap_or_default();
                    log.lock().unwrap().push((shown, at));
                }
            },
        );
    }
    std::thread::sleep(Duration::from_millis(1000));
    let (rss_connected, _) = memory_kib(pid);
    let cpu_before = cpu_secs(pid);
    let load_start = Instant::now();

    // (table, seat, round, sent at, the answer's version, status)
    type Sent = (usize, usize, usize, Instant, i64, u16);
    let sent: Arc<Mutex<Vec<Sent>>> = Arc::default();
    let mut saves = vec![];
    for round in 0..ROUNDS {
        let start = Instant::now();
        let mut threads = vec![];
        for (k, token) in tokens.iter().enumerate() {
            let (t, s) = (k / SEATS, k % SEATS);
            let token = token.clone();
            let sent = sent.clone();
            // Spread over the round's first two seconds, in a fixed order.
            let wait =
                Duration::from_millis((k as u64 * 7919 + round as u64 * 104_729) % SPREAD_MS);
            threads.push(std::thread::spawn(move || {
                std::thread::sleep(wait.saturating_sub(start.elapsed()));
                // Seat (round) goes out; the others count their hands.
                let out = s == round % SEATS;
                let body = if out {
                    json!({"round": round, "key": format!("r{round}"), "out": true})
                } else {
                    json!({"round": round, "key": format!("r{round}"), "total": ((k * 13 + round * 7) % 60).to_string()})
                };
                let at = Instant::now();
                let (status, text) = request(
                    server,
                    phone_ip(k),
                    "PUT",
                    "/api/entry",
                    Some(&token),
                    &body.to_string(),
                )
                .unwrap_or((0, String::new()));
                let version = serde_json::from_str::<Value>(&text)
                    .ok()
                    .and_then(|v| v["version"].as_i64())
                    .unwrap_or(-1);
                sent.lock().unwrap().push((t, s, round, at, version, status));
            }));
        }
        for t in threads {
            t.join().unwrap();
        }
        // Every table's host saves the round.
        for (t, host) in hosts.iter().enumerate() {
            let body =
                json!({"round": round, "key": format!("save{round}"), "starter": 0}).to_string();
            let at = Instant::now();
            let (status, text) = request(
                server,
                IpAddr::from([127, 0, 0, 2]),
                "POST",
                "/api/round",
                Some(host),
                &body,
            )
            .unwrap();
            saves.push((t, at.elapsed(), status, text));
        }
        std::thread::sleep(Duration::from_millis(300));
    }
    let load_secs = load_start.elapsed().as_secs_f64();
    std::thread::sleep(Duration::from_millis(1500));
    let cpu = cpu_secs(pid) - cpu_before;
    let (rss_after, rss_peak) = memory_kib(pid);
    // The next game, started by the organiser: every phone should show
    // its new table and seat by itself.
    let next_at = Instant::now();
    let next = std::process::Command::new(bin)
        .args(["night", "next", "--seating", "ladder", "--data-dir"])
        .arg(&data)
        .arg("1")
        .output()
        .unwrap();
    assert!(
        next.status.success(),
        "{}",
        String::from_utf8_lossy(&next.stderr)
    );
    let seated_in = |k: usize| {
        phone_events[k]
            .lock()
            .unwrap()
            .iter()
            .find(|(_, game, when)| *game == 2 && *when >= next_at)
            .map(|(_, _, when)| when.saturating_duration_since(next_at))
    };
    while next_at.elapsed() < Duration::from_secs(10)
        && (0..TABLES * SEATS).any(|k| seated_in(k).is_none())
    {
        std::thread::sleep(Duration::from_millis(50));
    }
    let mut to_new_seat: Vec<Duration> = (0..TABLES * SEATS).filter_map(seated_in).collect();
    to_new_seat.sort();
    let not_moved = TABLES * SEATS - to_new_seat.len();
    // Ctrl-C: a clean stop.
    unsafe {
        libc::kill(pid as i32, libc::SIGINT);
    }
    let _ = child.wait();
    let size_after = common::folder_size(&data);

    let sent = sent.lock().unwrap().clone();
    let refused = sent.iter().filter(|s| s.5 != 200).count();
    let bad_saves: Vec<_> = saves.iter().filter(|s| s.2 != 200).collect();
    // Entry -> each board: the first board event after the entry was sent
    // that shows it (its seat entered, or its round saved).
    let mut to_boards = vec![];
    let mut missed = 0;
    for log in &board_events {
        let log = log.lock().unwrap();
        for &(t, s, round, at, _, status) in &sent {
            if status != 200 {
                continue;
            }
            let shows = |shown: &Shown| {
                shown.get(t).is_some_and(|(played, entered)| {
                    *played as usize > round
                        || (*played as usize == round && entered.contains(&(s as u64)))
                })
            };
            match log.iter().find(|(shown, when)| *when >= at && shows(shown)) {
                Some((_, when)) => to_boards.push(when.saturating_duration_since(at)),
                None => missed += 1,
            }
        }
    }
    to_boards.sort();
    // Entry -> its table's phones: the first state event at or past the
    // entry's version.
    let mut to_phones = vec![];
    let mut phones_missed = 0;
    for &(t, _, _, at, version, status) in &sent {
        if status != 200 {
            continue;
        }
        for k in t * SEATS..(t + 1) * SEATS {
            let log = phone_events[k].lock().unwrap();
            match log.iter().find(|(v, _, when)| *v >= version && *when >= at) {
                Some((_, _, when)) => to_phones.push(when.saturating_duration_since(at)),
                None => phones_missed += 1,
            }
        }
    }
    to_phones.sort();
    let mut save_times: Vec<Duration> = saves.iter().map(|s| s.1).collect();
    save_times.sort();

    println!(
        "club night: {TABLES} tables x {SEATS} phones ({} phones, each from its own 127.0.0.x), {BOARDS} boards, {ROUNDS} rounds, {} entries and {} saves in {load_secs:.1} s",
        TABLES * SEATS,
        sent.len(),
        saves.len()
    );
    println!(
        "entries refused: {refused}; saves refused: {}",
        bad_saves.len()
    );
    for s in bad_saves.iter().take(3) {
        println!("  save refused: table {} {} {}", s.0 + 1, s.2, s.3);
    }
    println!(
        "entry -> every board: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} deliveries, {missed} never shown)",
        ms(percentile(&to_boards, 0.5)),
        ms(percentile(&to_boards, 0.99)),
        ms(to_boards.last().copied().unwrap_or_default()),
        to_boards.len()
    );
    println!(
        "entry -> its table's 8 phones: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} deliveries, {phones_missed} never seen)",
        ms(percentile(&to_phones, 0.5)),
        ms(percentile(&to_phones, 0.99)),
        ms(to_phones.last().copied().unwrap_or_default()),
        to_phones.len()
    );
    println!(
        "night next -> every phone at its new table and seat, by itself: p50 {:.1} ms, p99 {:.1} ms, max {:.1} ms ({} phones, {not_moved} not moved within 10 s)",
        ms(percentile(&to_new_seat, 0.5)),
        ms(percentile(&to_new_seat, 0.99)),
        ms(to_new_seat.last().copied().unwrap_or_default()),
        to_new_seat.len()
    );
    println!(
        "a table's save: p50 {:.1} ms, max {:.1} ms",
        ms(percentile(&save_times, 0.5)),
        ms(save_times.last().copied().unwrap_or_default())
    );
    println!(
        "host memory: {:.1} MB idle, {:.1} MB with every phone and board connected, {:.1} MB after the load, {:.1} MB at its peak",
        rss_idle as f64 / 1024.0,
        rss_connected as f64 / 1024.0,
        rss_after as f64 / 1024.0,
        rss_peak as f64 / 1024.0
    );
    println!(
        "host CPU: {cpu:.2} s over {load_secs:.1} s of load ({:.0}% of one core)",
        cpu / load_secs * 100.0
    );
    println!(
        "data folder: {:.1} MB before, {:.1} MB after ({:+.1} MB)",
        size_before as f64 / 1e6,
        size_after as f64 / 1e6,
        (size_after as f64 - size_before as f64) / 1e6
    );
}

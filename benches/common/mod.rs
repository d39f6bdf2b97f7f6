//! What every benchmark shares (each uses some of it).
#![allow(dead_code)]

/// Whether the figure called `label` is wanted: every figure without
/// arguments, else those whose label contains one of the words given
/// (`cargo bench --bench engine -- self-play`).
pub fn wanted(label: &str) -> bool {
    let filters: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    filters.is_empty() || filters.iter().any(|f| label.contains(f.as_str()))
}

/// A small deterministic generator (xorshift), for generated data.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }

    /// Shuffles `v` in place (Fisher-Yates).
    pub fn shuffle<T>(&mut self, v: &mut [T]) {
        for i in (1..v.len()).rev() {
            v.swap(i, self.below(i as u64 + 1) as usize);
        }
    }
}

/// The bytes of the files in `dir` (a data folder: the database, its
/// journal, its backups).
pub fn folder_size(dir: &std::path::Path) -> u64 {
    std::fs::read_dir(dir)
        .unwrap()
        .flatten()
        .filter_map(|e| e.metadata().ok())
        .map(|m| m.len())
        .sum()
}

/// Random rounds of `players` seats, one per engine of `schedule`: each
/// won by a random seat or blocked, the others scoring under `max` each.
pub fn random_rounds(
    rng: &mut Rng,
    schedule: &[u8],
    players: usize,
    max: u64,
) -> Vec<mextrain::rules::RoundEntry> {
    use mextrain::rules::{RoundEntry, RoundOutcome};
    schedule
        .iter()
        .enumerate()
        .map(|(k, &engine)| {
            let out = rng.below(players as u64 + 1) as usize; // players = blocked
            RoundEntry {
                engine,
                starter: k % players,
                end: if out < players {
                    RoundOutcome::Out(out)
                } else {
                    RoundOutcome::Blocked
                },
                points: (0..players)
                    .map(|s| if s == out { 0 } else { rng.below(max) as i32 })
                    .collect(),
                tiles: vec![None; players],
                markers_up: vec![],
            }
        })
        .collect()
}

/// A finished game of a league's night (`night`): `spec` played with
/// random rounds (each hand under 60 points), four markers' colours,
/// started at `started_at` and over 50 minutes later.
#[cfg(feature = "app")]
pub fn league_game(
    rng: &mut Rng,
    uid: String,
    spec: mextrain::rules::GameSpec,
    started_at: i64,
    night: mextrain::rules::club::NightTag,
) -> mextrain::formats::ExportedGame {
    const COLOURS: [&str; 4] = ["#e6194b", "#3cb44b", "#4363d8", "#f58231"];
    let rounds = random_rounds(rng, &spec.schedule, spec.players.len(), 60);
    mextrain::formats::ExportedGame {
        uid,
        revision: 1,
        sender: String::new(),
        spec,
        colours: COLOURS.iter().map(|c| c.to_string()).collect(),
        first_starter: Some(0),
        started_at,
        finished_at: Some(started_at + 3000),
        rounds,
        night: Some(night),
    }
}

/// One HTTP/1.1 request on `stream` (a connection of its own, closed
/// after it), with `token` as a bearer token: the status and the body.
pub fn exchange(
    stream: &mut std::net::TcpStream,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: &str,
) -> std::io::Result<(u16, String)> {
    use std::io::{Read, Write};
    stream.set_read_timeout(Some(std::time::Duration::from_secs(10)))?;
    let auth = token
        .map(|t| format!("Authorization: Bearer {t}\r\n"))
        .unwrap_or_default();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: mextrain\r\n{auth}Content-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )?;
    let mut text = String::new();
    stream.read_to_string(&mut text)?;
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map(|(_, b)| b).unwrap_or("");
    Ok((status, body.to_string()))
}

//! Engine benchmarks: prints figures, asserts nothing.
//!
//! `cargo bench --no-default-features --bench engine` (add `-- WORD` to run
//! only the figures whose label contains WORD, e.g. `-- self-play`).

use mextrain::rules::{
    simulate_outcome, Move, Policy, PresetId, SimConfig, Table, TileSet, TrainId,
};
use std::hint::black_box;
use std::time::{Duration, Instant};

mod common;
use common::wanted;

fn rate(label: &str, what: &str, mut f: impl FnMut() -> u64) {
    if !wanted(label) {
        return;
    }
    // Warm up, then measure for about a second.
    f();
    let start = Instant::now();
    let cpu0 = thread_cpu_ns();
    let mut n = 0u64;
    while start.elapsed() < Duration::from_secs(1) {
        n += f();
    }
    let secs = start.elapsed().as_secs_f64();
    let cpu = match (cpu0, thread_cpu_ns()) {
        (Some(a), Some(b)) if b > a => {
            format!("  ({:.0}/s of CPU time)", n as f64 / ((b - a) as f64 / 1e9))
        }
        _ => String::new(),
    };
    println!("{label:<58} {:>14.0} {what}/s{cpu}", n as f64 / secs);
}

/// Time this thread has spent on a CPU, in nanoseconds (Linux): the rate per
/// CPU-second does not drop when other processes share the cores.
fn thread_cpu_ns() -> Option<u64> {
    let s = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    s.split_whitespace().next()?.parse().ok()
}

fn main() {
    // A fixed amount of work for instruction counters (valgrind), whose
    // counts do not depend on what else the machine runs:
    // `ENGINE_BENCH_ROUNDS=20000 valgrind --tool=callgrind target/release/deps/engine-*`
    if let Some(n) = std::env::var("ENGINE_BENCH_ROUNDS")
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
    {
        let mut moves = 0u64;
        for seed in 0..n {
            let o = simulate_outcome(&SimConfig::new(PresetId::Classic, 4, seed)).unwrap();
            moves += o.moves as u64;
        }
        println!("{n} rounds of classic, 4 players, Random: {moves} moves");
        return;
    }
    for (preset, players, policy) in [
        (PresetId::Classic, 4, Policy::Random),
        (PresetId::Classic, 4, Policy::Greedy),
        (PresetId::DominoRules, 4, Policy::Random),
        (PresetId::ChooChooSixes, 2, Policy::Random),
    ] {
        let mut seed = 0u64;
        // The filter is matched against the whole label printed (`rate`),
        // so the average number of moves is worked out first (a few
        // milliseconds).
        let moves: u32 = (0..1000u64)
            .map(|s| {
                simulate_outcome(&SimConfig {
                    policy,
                    ..SimConfig::new(preset, players, s)
                })
                .unwrap()
                .moves
            })
            .sum();
        let label = format!(
            "self-play {preset}, {players} players, default set, {policy:?} ({:.0} moves/round)",
            moves as f64 / 1000.0
        );
        rate(&label, "rounds", || {
            let mut done = 0;
            for _ in 0..1000 {
                let cfg = SimConfig {
                    policy,
                    ..SimConfig::new(preset, players, seed)
                };
                seed += 1;
                black_box(simulate_outcome(&cfg).unwrap());
                done += 1;
            }
            done
        });
    }

    const CHECK: &str = "legality checks (check, classic double-12 mid-round)";
    const CHECK_PLAY: &str = "legality checks (check_play, tiles in hand only)";
    if !wanted(CHECK) && !wanted(CHECK_PLAY) {
        return;
    }
    // Legality checks on a mid-round table: the first player's turn after
    // some play, every tile of the set on every train.
    let setup = mextrain::rules::simulate(&SimConfig::new(PresetId::Classic, 4, 3)).unwrap();
    let mut table = Table::from_setup(&setup).unwrap();
    for m in setup.moves.iter().take(24) {
        let (s, mv) = table.resolve(m).unwrap();
        table.play(s, mv).unwrap();
    }
    let seat = table.turn();
    let tiles: Vec<_> = TileSet::full(12).iter().collect();
    let trains: Vec<TrainId> = table.trains().collect();
    let mut queries = Vec::new();
    for &t in &tiles {
        for &tr in &trains {
            queries.push(Move::Play(t, tr));
        }
    }
    rate(CHECK, "checks", || {
        let mut legal = 0u64;
        for _ in 0..100 {
            for &m in &queries {
                legal += black_box(&table)
                    .check(black_box(seat), black_box(m))
                    .is_ok() as u64;
            }
        }
        black_box(legal);
        100 * queries.len() as u64
    });
    let hand = table.hand(seat).unwrap();
    let hand_q: Vec<_> = hand
        .iter()
        .flat_map(|t| trains.iter().map(move |&tr| (t, tr)))
        .collect();
    rate(CHECK_PLAY, "checks", || {
        let mut legal = 0u64;
        for _ in 0..1000 {
            for &(t, tr) in &hand_q {
                legal += black_box(&table).check_play(black_box(seat), t, tr).is_ok() as u64;
            }
        }
        black_box(legal);
        1000 * hand_q.len() as u64
    });
}

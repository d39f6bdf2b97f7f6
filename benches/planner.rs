//! `cargo bench --no-default-features --bench planner`: the longest-train
//! planner on random hands and on a whole set.
//!
//! * 1,000 random 15-tile hands from a double-12 set, start 12 (the engine);
//! * 1,000 random 20-tile hands from a double-12 set, start 12;
//! * 1,000 random 30-tile hands from a double-18 set, start 18;
//! * 1,000 random 30-tile hands from a double-18 set, no start (anywhere);
//! * the whole double-9 set less 9-9 (the engine), from 9.
//!
//! The random hands never hold the engine double (it is on the table). The
//! seed is fixed, so every run plans the same hands. Each hand is planned three
//! times; the figures are of the best of the three (the machine is shared), and
//! of the first runs alone in parentheses.

use mextrain::rules::{plan, set_tiles, Pip, Rng, Tile};
use std::time::{Duration, Instant};

/// `k` random tiles of a double-`set` set, never the `engine` double.
fn deal(rng: &mut Rng, set: Pip, engine: Pip, k: usize) -> Vec<Tile> {
    let mut tiles: Vec<Tile> = set_tiles(set)
        .into_iter()
        .filter(|&t| t != Tile::double(engine))
        .collect();
    for i in 0..k {
        let j = i + rng.below(tiles.len() - i);
        tiles.swap(i, j);
    }
    tiles.truncate(k);
    tiles
}

fn run(label: &str, rng: &mut Rng, set: Pip, engine: Pip, k: usize, start: Option<Pip>) {
    let mut times = Vec::with_capacity(1000);
    let mut firsts = Vec::with_capacity(1000);
    let (mut nodes, mut max_nodes, mut by_bound, mut total_len) = (0u64, 0u64, 0, 0usize);
    for _ in 0..1000 {
        let hand = deal(rng, set, engine, k);
        // Each hand three times: the best of three filters out the other
        // processes sharing the machine; the first run is kept as well.
        let mut p = None;
        let mut t = Vec::with_capacity(3);
        for _ in 0..3 {
            let t0 = Instant::now();
            p = Some(std::hint::black_box(plan(
                std::hint::black_box(&hand),
                start,
            )));
            t.push(t0.elapsed());
        }
        let p = p.unwrap();
        firsts.push(t[0]);
        times.push(*t.iter().min().unwrap());
        nodes += p.nodes;
        max_nodes = max_nodes.max(p.nodes);
        by_bound += p.proved_by_bound as usize;
        total_len += p.train.len();
    }
    times.sort();
    firsts.sort();
    let median = times[times.len() / 2];
    let worst = *times.last().unwrap();
    println!(
        "{label:<34} median {:>9}  worst {:>9} (single runs: median {:>9}, worst {:>9})  mean train {:>5.2}  nodes mean {:>6.1} max {:>6}  stopped by bound {by_bound}/1000",
        fmt(median),
        fmt(worst),
        fmt(firsts[firsts.len() / 2]),
        fmt(*firsts.last().unwrap()),
        total_len as f64 / 1000.0,
        nodes as f64 / 1000.0,
        max_nodes
    );
}

fn fmt(d: Duration) -> String {
    let us = d.as_secs_f64() * 1e6;
    if us < 1000.0 {
        format!("{us:.1} µs")
    } else {
        format!("{:.3} ms", us / 1000.0)
    }
}

fn main() {
    let mut rng = Rng::new(0x6d65_7874_7261_696e); // "mextrain"
    run(
        "15 tiles of double-12, from 12",
        &mut rng,
        12,
        12,
        15,
        Some(12),
    );
    run(
        "20 tiles of double-12, from 12",
        &mut rng,
        12,
        12,
        20,
        Some(12),
    );
    run(
        "30 tiles of double-18, from 18",
        &mut rng,
        18,
        18,
        30,
        Some(18),
    );
    run(
        "30 tiles of double-18, anywhere",
        &mut rng,
        18,
        18,
        30,
        None,
    );

    let hand: Vec<Tile> = set_tiles(9)
        .into_iter()
        .filter(|&t| t != Tile::double(9))
        .collect();
    let t0 = Instant::now();
    let p = plan(&hand, Some(9));
    let el = t0.elapsed();
    println!(
        "double-9 set less 9-9 ({} tiles), from 9: train of {} tiles, {} pips, {} extras, {} nodes, stopped by bound: {}, in {}",
        hand.len(),
        p.train.len(),
        p.pips,
        p.extras.len(),
        p.nodes,
        p.proved_by_bound,
        fmt(el)
    );
    println!("  train: {}", tiles_text(&p.train));
    println!("  extras: {}", tiles_text(&p.extras));
}

/// Tiles written `a-b`, separated by spaces.
fn tiles_text<T: std::fmt::Display>(tiles: &[T]) -> String {
    tiles
        .iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

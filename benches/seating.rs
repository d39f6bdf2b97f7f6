//! `cargo bench --no-default-features --bench seating` (`make
//! bench-seating`): fresh tables against a random draw (issue 42's
//! figures). For each night below, 100 nights (seeds 0 to 99): game 1
//! drawn at random, every later game seated by a new random draw or by
//! fresh tables (`rules::club::fresh_tables`, over the pairs met so far).
//! Prints the mean number of repeated pairs a night (a pair counted once
//! per game shared past the first), fresh's share of random's, and the
//! time to seat one game by fresh tables (median and slowest, over every
//! game seated). The seeds are fixed: every run seats the same tables.

use mextrain::rules::club::{draw_sized, fresh_tables, next_table_sizes};
use std::time::{Duration, Instant};

/// Repeated pairs over one night, and how long each fresh seating took.
fn night(n: usize, k: usize, games: usize, seed: u64, fresh: bool) -> (u32, Vec<Duration>) {
    let players: Vec<String> = (0..n).map(|i| format!("P{i}")).collect();
    let sizes = next_table_sizes(n, k).unwrap();
    let mut met = vec![vec![0u32; n]; n];
    let (mut repeats, mut times) = (0, vec![]);
    for g in 0..games {
        let s = seed.wrapping_mul(31).wrapping_add(g as u64);
        let tables = if fresh && g > 0 {
            let at = Instant::now();
            let t = fresh_tables(&players, &sizes, |a, b| met[a][b], s);
            times.push(at.elapsed());
            t
        } else {
            draw_sized(&players, &sizes, s)
        };
        for t in &tables {
            let at: Vec<usize> = t.iter().map(|p| p[1..].parse().unwrap()).collect();
            for (i, &a) in at.iter().enumerate() {
                for &b in &at[i + 1..] {
                    repeats += met[a][b].min(1);
                    met[a][b] += 1;
                    met[b][a] += 1;
                }
            }
        }
    }
    (repeats, times)
}

fn main() {
    println!("fresh tables against a random draw, 100 nights each (seeds 0-99):");
    for (n, k, games) in [(12, 4, 3), (24, 4, 5), (30, 5, 4), (96, 8, 5)] {
        let (mut fresh, mut random, mut times) = (0, 0, vec![]);
        for seed in 0..100 {
            let (r, t) = night(n, k, games, seed, true);
            fresh += r;
            times.extend(t);
            random += night(n, k, games, seed, false).0;
        }
        times.sort();
        let median = times[times.len() / 2];
        println!(
            "  {n} players at tables of {k}, {games} games: random {:.2} repeated pairs a night, fresh {:.2} ({:.0}% of random); fresh seats a game in {:.2} ms (median), {:.2} ms at most",
            random as f64 / 100.0,
            fresh as f64 / 100.0,
            fresh as f64 / random as f64 * 100.0,
            median.as_secs_f64() * 1000.0,
            times.last().unwrap().as_secs_f64() * 1000.0,
        );
    }
}

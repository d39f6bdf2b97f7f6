//! Hostile table files: how long `mextrain check` takes to answer, and how
//! much it writes. Prints figures, asserts nothing.
//!
//! `cargo bench --no-default-features --bench table_file` (add `-- WORD` to
//! run only the figures whose label contains WORD, e.g. `-- players`).

use mextrain::cli::run_engine_captured;
use std::time::Instant;

mod common;
use common::wanted;

/// Runs `mextrain check -` on `text` once, and prints the time, the exit
/// status and how many bytes went to each stream.
fn answer(label: &str, text: &str) {
    if !wanted(label) {
        return;
    }
    let start = Instant::now();
    let c = run_engine_captured(&["check", "-"], text.as_bytes());
    let secs = start.elapsed().as_secs_f64();
    println!(
        "{label:<44} {:>9.3} s  exit {}  {:>7} bytes out  {:>7} bytes err  ({:.1} MB in)",
        secs,
        c.code.unwrap_or(-1),
        c.out.len(),
        c.err.len(),
        text.len() as f64 / 1e6
    );
}

fn list(n: usize, f: impl Fn(usize) -> String) -> String {
    (0..n).map(f).collect::<Vec<_>>().join(",")
}

fn main() {
    const N: usize = 100_000;
    let names = list(N, |i| format!("\"p{i}\""));
    answer("100,000 players", &format!(r#"{{"players": [{names}]}}"#));
    answer(
        "100,000 players with one name",
        &format!(r#"{{"players": [{}]}}"#, list(N, |_| "\"Ana\"".into())),
    );
    answer(
        "100,000 empty names",
        &format!(r#"{{"players": [{}]}}"#, list(N, |_| "\"\"".into())),
    );
    answer(
        "100,000 trains of no player",
        &format!(
            r#"{{"players": ["Ana", "Ben"], "trains": {{{}}}}}"#,
            list(N, |i| format!("\"t{i}\": {{}}"))
        ),
    );
    answer(
        "100,000 hands of no player",
        &format!(
            r#"{{"players": ["Ana", "Ben"], "hands": {{{}}}}}"#,
            list(N, |i| format!("\"h{i}\": []"))
        ),
    );
    answer(
        "100,000 moves by no player",
        &format!(
            r#"{{"players": ["Ana", "Ben"], "moves": [{}]}}"#,
            list(N, |_| r#"{"player": "Zed", "pass": true}"#.into())
        ),
    );
    answer(
        "100,000 passes",
        &format!(
            r#"{{"players": ["Ana", "Ben"], "moves": [{}]}}"#,
            list(N, |i| format!(
                r#"{{"player": "{}", "pass": true}}"#,
                ["Ana", "Ben"][i % 2]
            ))
        ),
    );
    answer(
        "100,000 bad tiles in a hand",
        &format!(
            r#"{{"players": ["Ana", "Ben"], "hands": {{"Ana": [{}]}}}}"#,
            list(N, |_| "\"x-y\"".into())
        ),
    );
    let long = "x".repeat(10_000_000);
    answer(
        "a 10 MB train name",
        &format!(r#"{{"players": ["Ana", "Ben"], "trains": {{"{long}": {{}}}}}}"#),
    );
    answer(
        "a 10 MB player name, twice",
        &format!(r#"{{"players": ["{long}", "{long}"]}}"#),
    );
    answer(
        "a 10 MB tile",
        &format!(r#"{{"players": ["Ana", "Ben"], "hands": {{"Ana": ["{long}"]}}}}"#),
    );
}

//! Bounded fuzzing of the two inputs mextrain takes from anyone: table files
//! (`mextrain check`) and export files (`mextrain import`). Each case is a
//! random JSON tree, or a valid file with a random part replaced, removed or
//! repeated. A few thousand cases each, a few seconds in `cargo test` (and so
//! in `make test`); `MEXTRAIN_FUZZ_CASES=N` runs N instead, and
//! `MEXTRAIN_FUZZ_SEED=S` another sequence.
//!
//! Complements `engine_props.rs::table_file_parser_never_panics`, which
//! mutates bytes: these mutate the JSON structure, so they reach the checks
//! behind the parser, and they also check what comes out.

use mextrain::cli::run_engine_captured;
use mextrain::rules::{simulate, PresetId, Rng, SimConfig};
use serde_json::{json, Map, Value};

fn cases(default: usize) -> usize {
    std::env::var("MEXTRAIN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn seed() -> u64 {
    std::env::var("MEXTRAIN_FUZZ_SEED")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(10)
}

/// Words a table file or an export uses, and some that are close.
const KEYS: &[&str] = &[
    "rules",
    "house",
    "set",
    "engine",
    "players",
    "trains",
    "turn",
    "hands",
    "boneyard",
    "moves",
    "tiles",
    "end",
    "open_double",
    "marker",
    "player",
    "play",
    "on",
    "draw",
    "pass",
    "mexican",
    "Ana",
    "Ben",
    "Cleo",
    "",
    "uid",
    "spec",
    "preset",
    "schedule",
    "colours",
    "first_starter",
    "started_at",
    "finished_at",
    "rounds",
    "starter",
    "points",
    "out",
    "blocked",
    "games",
    "schema_version",
    "hand_size",
    "blank_points",
];

fn random_text(rng: &mut Rng) -> String {
    match rng.below(10) {
        0 => [
            "12-5", "0-0", "18-18", "19-1", "c-3", "5-", "-5", "1-2-3", " 6 - 6 ",
        ][rng.below(9)]
        .to_string(),
        1 => "x".repeat(rng.below(3000)),
        2 => "Ana\n\u{1b}[31m\u{0}".to_string(),
        3 => "é".repeat(rng.below(100)),
        4 => "#1f77b4".into(),
        5 => [
            "classic",
            "hub-set",
            "dominorules",
            "choo-choo-sixes",
            "poker",
        ][rng.below(5)]
        .to_string(),
        _ => KEYS[rng.below(KEYS.len())].to_string(),
    }
}

fn random_number(rng: &mut Rng) -> Value {
    match rng.below(8) {
        0 => json!(-1),
        1 => json!(u64::MAX),
        2 => json!(i64::MIN),
        3 => json!(1e300),
        4 => json!(0.5),
        5 => json!(rng.below(20)),
        6 => json!(1_700_000_000 + rng.below(1000) as i64),
        _ => json!(rng.below(300)),
    }
}

fn random_value(rng: &mut Rng, depth: usize) -> Value {
    let leaf = depth == 0 || rng.below(3) == 0;
    match rng.below(if leaf { 4 } else { 6 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.below(2) == 0),
        2 => random_number(rng),
        3 => Value::String(random_text(rng)),
        4 => Value::Array(
            (0..rng.below(6))
                .map(|_| random_value(rng, depth - 1))
                .collect(),
        ),
        _ => {
            let mut m = Map::new();
            for _ in 0..rng.below(6) {
                m.insert(random_text(rng), random_value(rng, depth - 1));
            }
            Value::Object(m)
        }
    }
}

/// Replaces, removes or repeats one random node of `v`.
fn mutate(v: &mut Value, rng: &mut Rng) {
    // Walk down a random path, stopping at random.
    let mut node = v;
    loop {
        let stop = rng.below(4) == 0;
        let next_is_possible = match &*node {
            Value::Array(a) => !a.is_empty(),
            Value::Object(m) => !m.is_empty(),
            _ => false,
        };
        if stop || !next_is_possible {
            break;
        }
        node = match node {
            Value::Array(a) => {
                let i = rng.below(a.len());
                &mut a[i]
            }
            Value::Object(m) => {
                let i = rng.below(m.len());
                let k = m.keys().nth(i).cloned().unwrap_or_default();
                m.get_mut(&k).unwrap()
            }
            _ => unreachable!(),
        };
    }
    match rng.below(7) {
        0 => *node = random_value(rng, 3),
        // Kinder changes, that often leave a valid file: cut or shuffle a list.
        5 | 6 => {
            if let Value::Array(a) = node {
                if rng.below(2) == 0 {
                    a.truncate(rng.below(a.len() + 1));
                } else if a.len() > 1 {
                    let (x, y) = (rng.below(a.len()), rng.below(a.len()));
                    a.swap(x, y);
                }
            }
        }
        1 => match node {
            Value::Array(a) if !a.is_empty() => {
                let i = rng.below(a.len());
                a.remove(i);
            }
            Value::Object(m) if !m.is_empty() => {
                let k = m
                    .keys()
                    .nth(rng.below(m.len()))
                    .cloned()
                    .unwrap_or_default();
                m.remove(&k);
            }
            _ => *node = Value::Null,
        },
        2 => match node {
            Value::Array(a) if !a.is_empty() => {
                let i = rng.below(a.len());
                let copy = a[i].clone();
                a.insert(rng.below(a.len() + 1), copy);
            }
            Value::Object(m) => {
                m.insert(random_text(rng), random_value(rng, 2));
            }
            _ => *node = random_value(rng, 1),
        },
        3 => *node = random_number(rng),
        _ => *node = Value::String(random_text(rng)),
    }
}

/// A message for bad input: a few lines of a few hundred characters.
fn assert_short(what: &str, err: &str, input: &str) {
    assert!(
        err.lines().count() <= 22 && err.lines().all(|l| l.chars().count() <= 400),
        "{what}: a message of {} bytes for input {:.500}:\n{:.2000}",
        err.len(),
        input,
        err
    );
}

#[test]
fn table_files_with_random_structure_are_judged_or_refused_in_short_messages() {
    let mut rng = Rng::new(seed());
    let bases: Vec<Value> = PresetId::ALL
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let players = if p == PresetId::ChooChooSixes { 2 } else { 3 };
            serde_json::to_value(simulate(&SimConfig::new(p, players, i as u64)).unwrap()).unwrap()
        })
        .collect();
    let mut judged = 0;
    for i in 0..cases(4000) {
        let v = if i % 4 == 0 {
            random_value(&mut rng, 5)
        } else {
            let mut v = bases[rng.below(bases.len())].clone();
            for _ in 0..1 + rng.below(2) {
                mutate(&mut v, &mut rng);
            }
            v
        };
        let text = v.to_string();
        let c = run_engine_captured(&["check", "-"], text.as_bytes());
        let (code, out) = (c.code.unwrap(), c.out);
        let err = String::from_utf8(c.err).unwrap();
        match code {
            0 | 1 => {
                judged += 1;
                assert!(err.is_empty(), "case {i}: {err:.500}");
                assert!(!out.is_empty(), "case {i}");
            }
            2 => {
                assert!(out.is_empty(), "case {i}");
                assert!(!err.is_empty(), "case {i}");
                assert_short(&format!("case {i}"), &err, &text);
            }
            c => panic!("case {i}: exit {c}"),
        }
    }
    eprintln!(
        "{judged} of {} table files judged, the rest refused",
        cases(4000)
    );
    // The mutations must reach the move checker, not only the parser.
    assert!(judged > cases(4000) / 25, "only {judged} files were judged");
}

#[cfg(feature = "app")]
use crate::fixtures;

#[cfg(feature = "app")]
#[test]
fn export_files_with_random_structure_never_harm_stored_games() {
    use mextrain::app::files::{check, export_json, ImportError};
    use mextrain::db::{Db, DbError};

    let src = Db::open_in_memory().unwrap();
    fixtures::fixture(&src);
    let base = serde_json::to_value(export_json(&src, None).unwrap()).unwrap();

    let db = Db::open_in_memory().unwrap();
    let stored = fixtures::game(&db, PresetId::Classic, &["Zoe", "Yan"], fixtures::T0);
    fixtures::round(&db, stored, Some(0), &[0, 3]);
    let before = db.game(stored).unwrap();

    let mut rng = Rng::new(seed() ^ 0x1D);
    let (mut accepted, mut refused) = (0, 0);
    for i in 0..cases(1500) {
        let mut v = base.clone();
        if i % 10 == 0 {
            v = random_value(&mut rng, 5);
        } else {
            for _ in 0..1 + rng.below(3) {
                mutate(&mut v, &mut rng);
            }
        }
        let text = v.to_string();
        match check(&text) {
            Ok(games) => match games.store(&db) {
                Ok(r) => {
                    accepted += 1;
                    // Every game the check let in reads back as it was written.
                    let back = export_json(&db, None).unwrap();
                    for g in games.games() {
                        let stored = back.games.iter().find(|b| b.uid == g.uid);
                        assert!(
                            stored.is_some() || r.skipped > 0,
                            "case {i}: {} lost",
                            g.uid
                        );
                        if let Some(s) = stored {
                            if r.imported > 0 && s.spec.players == g.spec.players {
                                assert_eq!(s.rounds, g.rounds, "case {i}");
                            }
                        }
                    }
                }
                // A game taken earlier, by its uid, with other contents now:
                // refused whole, nothing added (checked below).
                Err(ImportError::Db(e @ DbError::Conflict { .. })) => {
                    refused += 1;
                    assert_short(&format!("case {i}"), &e.to_string(), &text);
                }
                Err(e) => panic!(
                    "case {i}: checked games were refused by the database: {e}\n{text:.1000}"
                ),
            },
            Err(e) => {
                refused += 1;
                assert_short(&format!("case {i}"), &e.to_string(), &text);
            }
        }
        assert_eq!(
            db.game(stored).unwrap(),
            before,
            "case {i} changed a stored game"
        );
    }
    eprintln!("{accepted} export files accepted, {refused} refused");
    assert!(
        accepted > 0 && refused > 0,
        "{accepted} accepted, {refused} refused"
    );
}

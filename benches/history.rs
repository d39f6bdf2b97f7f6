//! Scale check for the history and statistics screens.
//!
//! Fills a database file with 10,000 finished games (13 rounds, 4 players,
//! drawn from 12 names), then prints how long the history's first page and
//! the statistics screen's data take, and the file's size.
//!
//! `cargo bench --bench history` (add `-- N` for another number of games).

use mextrain::db::{Db, HistoryFilter};
use mextrain::formats::{ExportedGame, EXPORT_SCHEMA_VERSION};
use mextrain::rules::{GameSpec, PresetId};
use std::time::Instant;

mod common;
use common::Rng;

const NAMES: [&str; 12] = [
    "Ana", "Ben", "Cleo", "Dev", "Eve", "Fay", "Gus", "Hal", "Ida", "Jo", "Kim", "Lu",
];
const COLOURS: [&str; 4] = ["#e6194b", "#3cb44b", "#4363d8", "#f58231"];

fn generate(n: usize) -> Vec<ExportedGame> {
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let start = 1_600_000_000i64;
    (0..n)
        .map(|i| {
            let mut seats: Vec<usize> = vec![];
            while seats.len() < 4 {
                let s = rng.below(NAMES.len() as u64) as usize;
                if !seats.contains(&s) {
                    seats.push(s);
                }
            }
            let preset = [PresetId::Classic, PresetId::DominoRules, PresetId::HubSet][i % 3];
            let spec = GameSpec::new(
                preset,
                12,
                seats.iter().map(|&s| NAMES[s].to_string()).collect(),
            )
            .unwrap();
            let rounds = common::random_rounds(&mut rng, &spec.schedule, 4, 80);
            let started_at = start + i as i64 * 3 * 3600;
            ExportedGame {
                uid: format!("bench-{i}"),
                revision: 1,
                sender: String::new(),
                spec,
                colours: COLOURS.iter().map(|c| c.to_string()).collect(),
                first_starter: Some(0),
                started_at,
                finished_at: Some(started_at + 3600 + rng.below(3600) as i64),
                rounds,
                night: None,
            }
        })
        .collect()
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

fn main() {
    let n: usize = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(10_000);
    let dir = tempfile::tempdir().expect("temp folder");
    let path = dir.path().join("bench.sqlite3");
    let t = Instant::now();
    let games = generate(n);
    // Every generated game goes through the import checks, like a real file.
    let text = serde_json::json!({ "schema_version": EXPORT_SCHEMA_VERSION, "app": "mextrain", "exported_at": "", "games": games }).to_string();
    let checked = mextrain::app::files::check(&text).expect("generated games are valid");
    {
        let db = Db::open(&path).unwrap();
        let r = checked.store(&db).unwrap();
        assert_eq!(r.imported, n);
    }
    println!(
        "generated and imported {n} finished games (13 rounds, 4 players) in {:.1} s",
        t.elapsed().as_secs_f64()
    );

    // A fresh connection, as when the app starts.
    let t = Instant::now();
    let db = Db::open(&path).unwrap();
    println!("open:                      {:8.2} ms", ms(t));

    let t = Instant::now();
    let page = db.history(&HistoryFilter::default(), 25, 0).unwrap();
    let first = ms(t);
    assert_eq!(page.entries.len(), 25);
    println!("history first page (25):   {first:8.2} ms   (target < 50 ms)");
    let t = Instant::now();
    let f = HistoryFilter {
        player: Some("Lu".into()),
        preset: Some(PresetId::HubSet),
        ..Default::default()
    };
    db.history(&f, 25, 0).unwrap();
    println!("history filtered page:     {:8.2} ms", ms(t));
    let t = Instant::now();
    let f = HistoryFilter {
        search: Some("zz".into()),
        ..Default::default()
    };
    db.history(&f, 25, 0).unwrap();
    println!("history search, no match:  {:8.2} ms", ms(t));
    let t = Instant::now();
    db.history(&HistoryFilter::default(), 25, 5000).unwrap();
    println!("history page at 5000:      {:8.2} ms", ms(t));

    // The statistics screen: the overall table, records, a head to head
    // and one player's results over time.
    let t = Instant::now();
    let players = db.player_stats(None).unwrap();
    let records = db.records().unwrap();
    let h2h = db.head_to_head(&players[0].name, &players[1].name).unwrap();
    let results = db.player_results(&players[0].name).unwrap();
    let stats = ms(t);
    println!("statistics screen data:    {stats:8.2} ms   (target < 200 ms)");
    println!(
        "  ({} players, {} head-to-head games, {} results for {}, lowest total {:?})",
        players.len(),
        h2h.games,
        results.len(),
        players[0].name,
        records.lowest_total.first().map(|r| r.value)
    );
    let t = Instant::now();
    db.player_stats(Some(PresetId::Classic)).unwrap();
    println!("statistics for one preset: {:8.2} ms", ms(t));

    drop(db);
    let size = common::folder_size(dir.path());
    println!(
        "database size:             {:8.2} MB   (target < 20 MB)",
        size as f64 / 1e6
    );
}

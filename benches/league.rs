//! Scale check for a league (issue 33): five years of a weekly club.
//!
//! 260 nights (one a week), 12 tables of 4 players each (48 of a club of
//! 60 come each week), 3 games a night at every table (6 rounds each):
//! 9,360 finished games, written as one export file whose games carry
//! their `night` (`shared/spec/club.md`). It prints the medians, over
//! several runs, of:
//!
//! - the import of that whole season from the file into a fresh database
//!   (the night and the league recreated as on another machine);
//! - the league's standings (`mextrain league standings`' read), under
//!   each scoring;
//! - the League page's data (standings, each night's, the rank chart's);
//! - the League page's first draw: the app opened at `/league/NAME` in the
//!   headless harness and rendered to HTML;
//! - the season published as a static site (`mextrain league publish`:
//!   read, made and written into a folder, replacing the run before's),
//!   and the site's files and bytes;
//!
//! and the database's size.
//!
//! `cargo bench --features testing --bench league` (`-- --quick`, or
//! `MEXTRAIN_BENCH_QUICK=1`, for a season of 26 nights and fewer runs).

use mextrain::app::{files, league};
use mextrain::db::Db;
use mextrain::formats::{ExportedGame, EXPORT_SCHEMA_VERSION};
use mextrain::rules::club::{NightTag, Scoring};
use mextrain::rules::{GameSpec, PresetId};
use mextrain::ui::testing::Harness;
use std::time::Instant;

mod common;
use common::Rng;

const LEAGUE: &str = "Five years";
const CLUB: usize = 60;
const TABLES: usize = 12;
const PER_TABLE: usize = 4;
const GAMES_A_NIGHT: usize = 3;

fn name(i: usize) -> String {
    format!("Member {:02}", i + 1)
}

/// The season's games, oldest first.
fn season(nights: usize) -> Vec<ExportedGame> {
    let mut rng = Rng(0x2545_f491_4f6c_dd1d);
    let start = 1_700_000_000i64;
    let day0 = chrono::NaiveDate::from_ymd_opt(2021, 9, 7).unwrap();
    let mut out = vec![];
    for n in 0..nights {
        let date = (day0 + chrono::Duration::weeks(n as i64))
            .format("%Y-%m-%d")
            .to_string();
        let mut club: Vec<usize> = (0..CLUB).collect();
        rng.shuffle(&mut club);
        let present = &mut club[..TABLES * PER_TABLE];
        for g in 0..GAMES_A_NIGHT {
            rng.shuffle(present);
            for t in 0..TABLES {
                let seats = &present[t * PER_TABLE..(t + 1) * PER_TABLE];
                let mut spec = GameSpec::new(
                    PresetId::Classic,
                    12,
                    seats.iter().map(|&s| name(s)).collect(),
                )
                .unwrap();
                spec.schedule = vec![12, 11, 10, 9, 8, 7];
                let started_at = start + (n * 7 * 86_400 + g * 3600) as i64;
                let night = NightTag {
                    uid: format!("night-{n}"),
                    name: "Tuesday club".into(),
                    date: date.clone(),
                    table: t as u32 + 1,
                    game: g as u32 + 1,
                    league: Some(LEAGUE.into()),
                };
                let uid = format!("season-{n}-{g}-{t}");
                out.push(common::league_game(&mut rng, uid, spec, started_at, night));
            }
        }
    }
    out
}

fn ms(t: Instant) -> f64 {
    t.elapsed().as_secs_f64() * 1000.0
}

/// The median of `runs` timings of `f`, in ms.
fn median(runs: usize, mut f: impl FnMut()) -> f64 {
    let mut v: Vec<f64> = (0..runs)
        .map(|_| {
            let t = Instant::now();
            f();
            ms(t)
        })
        .collect();
    v.sort_by(f64::total_cmp);
    v[v.len() / 2]
}

fn main() {
    let quick = std::env::args().any(|a| a == "--quick")
        || std::env::var_os("MEXTRAIN_BENCH_QUICK").is_some_and(|v| v != "0");
    let (nights, runs, imports) = if quick { (26, 3, 1) } else { (260, 5, 3) };
    let work = tempfile::tempdir().expect("temp folder");
    let games = season(nights);
    let file = work.path().join("season.json");
    let text = serde_json::json!({
        "schema_version": EXPORT_SCHEMA_VERSION, "app": "mextrain", "exported_at": "", "games": games
    })
    .to_string();
    std::fs::write(&file, &text).unwrap();
    println!(
        "a season of {nights} nights x {TABLES} tables x {GAMES_A_NIGHT} games: {} games, \
         export file {:.1} MB",
        games.len(),
        text.len() as f64 / 1e6
    );

    // The import: every run into a fresh database; the last one is kept.
    let mut dir = None;
    let import = median(imports, || {
        let d = tempfile::tempdir().unwrap();
        let db = Db::open(&d.path().join(mextrain::db::FILE_NAME)).unwrap();
        let r = files::import(&db, files::Source::Path(&file)).unwrap();
        assert_eq!(r.imported, games.len());
        dir = Some(d);
    });
    let dir = dir.unwrap();
    println!("import of the season (median of {imports}):    {import:9.1} ms");

    let db = Db::open(&dir.path().join(mextrain::db::FILE_NAME)).unwrap();
    for scoring in Scoring::ALL {
        let t = median(runs, || {
            let s = league::standings::league_standings(&db, LEAGUE, scoring).unwrap();
            assert_eq!(s.len(), CLUB);
        });
        println!("league standings, {scoring:<9} (median of {runs}): {t:9.2} ms   (goal < 100 ms)");
    }
    let page = median(runs, || {
        let v = league::standings::league(&db, LEAGUE, Scoring::Points).unwrap();
        assert_eq!(v.nights.len(), nights);
    });
    println!("League page's data (median of {runs}):       {page:9.2} ms");
    let path = format!("/league/{}", LEAGUE.replace(' ', "%20"));
    let draw = median(runs, || {
        let app = Harness::open(dir.path(), &path);
        let html = app.html();
        assert!(
            html.contains("id=\"league-nights\""),
            "the League page drew"
        );
    });
    println!("League page's first draw (median of {runs}): {draw:9.2} ms   (goal < 100 ms)");
    let empty = median(runs, || {
        let app = Harness::open(dir.path(), "/league/None");
        assert!(app.html().contains("id=\"league-missing\""));
    });
    println!("  of which the app's start (an empty page): {empty:9.2} ms");
    let open = median(runs, || {
        Db::open(&dir.path().join(mextrain::db::FILE_NAME)).unwrap();
    });
    println!("  of which opening the database (its quick check): {open:9.2} ms");
    println!(
        "  so the League page itself:               {:9.2} ms   (goal < 100 ms)",
        draw - empty
    );
    let all = median(runs, || {
        let mut app = Harness::open(dir.path(), &path);
        app.click("league-all-nights");
        assert!(app.html().contains(&format!("/night/{nights}\"")));
    });
    println!("League page with all {nights} nights shown:   {all:9.2} ms");
    let site = work.path().join("site");
    let mut made = (0, 0);
    let publish = median(runs, || {
        let p = league::publish::publish(
            &db,
            LEAGUE,
            Scoring::Points,
            mextrain::i18n::Lang::ENGLISH,
            &site,
        )
        .unwrap();
        made = (p.files, p.bytes);
    });
    println!("publish the season as a site (median of {runs}): {publish:9.2} ms");
    println!(
        "  the site: {} files ({nights} nights, {CLUB} players), {:.2} MB ({} bytes)",
        made.0,
        made.1 as f64 / 1e6,
        made.1
    );
    let zip = median(runs, || {
        let (_, bytes) =
            league::publish::site_zip(&db, LEAGUE, Scoring::Points, mextrain::i18n::Lang::ENGLISH)
                .unwrap();
        assert!(bytes.len() > made.1);
    });
    println!("  as the browser's zip (median of {runs}):  {zip:9.2} ms");
    drop(db);
    let size = common::folder_size(dir.path());
    println!(
        "database size:                            {:9.2} MB",
        size as f64 / 1e6
    );
}

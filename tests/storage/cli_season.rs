//! A season's rules (issue 44, shared/spec/club.md "A season's rules,
//! ratings and published results"): `mextrain league set --best N
//! --min-nights M`, and `league standings` under them (JSON, text, and the
//! League page's CSV), against a hand count; `league set`'s refusals store
//! nothing.

use crate::cli_new::run;
use mextrain::app::league::standings::{self, SeasonRules};
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput};
use serde_json::Value;
use std::path::Path;

pub(crate) const LEAGUE: &str = "Autumn";

/// `mextrain WORDS... --data-dir DIR ARGS...`.
pub(crate) fn in_dir(dir: &Path, words: &[&str], args: &[&str]) -> (i32, String, String) {
    let mut all: Vec<&str> = words.to_vec();
    all.extend(["--data-dir", dir.to_str().unwrap()]);
    all.extend_from_slice(args);
    run(&all)
}

/// Four nights of the league, one game of two rounds a night (each
/// round's totals: 0 goes out):
///
/// | night | players         | round 1     | round 2     | totals      | winner |
/// |-------|-----------------|-------------|-------------|-------------|--------|
/// | 1     | Ana, Ben, Cy    | 0, 10, 30   | 5, 0, 10    | 5, 10, 40   | Ana    |
/// | 2     | Ana, Ben        | 20, 0       | 0, 10       | 20, 10      | Ben    |
/// | 3     | Ana, Ben, Cy    | 0, 20, 10   | 30, 20, 0   | 30, 40, 10  | Cy     |
/// | 4     | Ana, Dee        | 0, 40       | 25, 0       | 25, 40      | Ana    |
///
/// Each night's result (points, win, placement): Ana 5 W 3 / 20 - 1 /
/// 30 - 2 / 25 W 2; Ben 10 - 2 / 10 W 2 / 40 - 1; Cy 40 - 1 / - / 10 W 3
/// / -; Dee only night 4, 40 - 1. Attended: Ana 4, Ben 3, Cy 2, Dee 1.
pub(crate) fn season(dir: &Path) {
    let db = Db::open_in(dir).unwrap();
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12, 11];
    let nights: [Night; 4] = [
        (
            "2026-10-06",
            &["Ana", "Ben", "Cy"],
            [&[0, 10, 30], &[5, 0, 10]],
        ),
        ("2026-10-13", &["Ana", "Ben"], [&[20, 0], &[0, 10]]),
        (
            "2026-10-20",
            &["Ana", "Ben", "Cy"],
            [&[0, 20, 10], &[30, 20, 0]],
        ),
        ("2026-10-27", &["Ana", "Dee"], [&[0, 40], &[25, 0]]),
    ];
    for (date, players, rounds) in nights {
        let names: Vec<String> = players.iter().map(|s| s.to_string()).collect();
        let plan = night::NightPlan {
            name: "Tuesday club".into(),
            date: date.into(),
            league: Some(LEAGUE.into()),
            rules: rules.clone(),
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: names.clone(),
        };
        let s = night::new_night_seated(&db, &plan, &[names]).unwrap();
        for totals in rounds {
            games::record_round(&db, s.tables[0].game, &RoundInput::typed(totals)).unwrap();
        }
        assert!(db.game(s.tables[0].game).unwrap().is_finished());
    }
}

/// A night: its date, its players, each round's totals.
type Night = (&'static str, &'static [&'static str], [&'static [i32]; 2]);

fn set(dir: &Path, args: &[&str]) -> (i32, String, String) {
    in_dir(dir, &["league", "set"], args)
}

/// `league standings --json` read back: (name, games, wins, points,
/// placement, rank, nights, counted), best first.
type Line = (String, u64, u64, i64, f64, Option<u64>, u64, u64);

fn json(dir: &Path, scoring: &str) -> Vec<Line> {
    let (code, out, err) = in_dir(
        dir,
        &["league", "standings"],
        &["--json", "--scoring", scoring, LEAGUE],
    );
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["games"].as_u64().unwrap(),
                p["wins"].as_u64().unwrap(),
                p["points"].as_i64().unwrap(),
                p["placement"].as_f64().unwrap(),
                p["rank"].as_u64(),
                p["nights"].as_u64().unwrap(),
                p["counted"].as_u64().unwrap(),
            )
        })
        .collect()
}

fn line(
    name: &str,
    (games, wins, points, placement): (u64, u64, i64, f64),
    rank: Option<u64>,
    nights: u64,
    counted: u64,
) -> Line {
    (
        name.into(),
        games,
        wins,
        points,
        placement,
        rank,
        nights,
        counted,
    )
}

#[test]
fn every_night_counts_by_default_and_each_player_has_nights_and_counted() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    // Ana 80 / 4 = 20 with 2 wins, Ben 60 / 3 = 20 with 1, Cy 25, Dee 40.
    assert_eq!(
        json(dir.path(), "points"),
        [
            line("Ana", (4, 2, 80, 8.0), Some(1), 4, 4),
            line("Ben", (3, 1, 60, 5.0), Some(2), 3, 3),
            line("Cy", (2, 1, 50, 4.0), Some(3), 2, 2),
            line("Dee", (1, 0, 40, 1.0), Some(4), 1, 1),
        ]
    );
    // The keys: the spec's, then nights and counted.
    let (_, out, _) = in_dir(dir.path(), &["league", "standings"], &["--json", LEAGUE]);
    assert!(
        out.starts_with(
            "{\"players\":[{\"name\":\"Ana\",\"games\":4,\"wins\":2,\"points\":80,\
             \"average\":20.0,\"placement\":8.0,\"rank\":1,\"nights\":4,\"counted\":4}"
        ),
        "{out}"
    );
}

#[test]
fn best_2_nights_under_each_scoring_against_a_hand_count() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let (code, out, err) = set(dir.path(), &["--best", "2", LEAGUE]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "League Autumn: best 2 nights counted, everyone ranked.\n"
    );
    // Points: the two lowest night averages. Ana: nights 1 (5) and 2
    // (20); Ben: nights 1 and 2 (10 each); Cy and Dee have 2 nights or
    // fewer: all counted.
    assert_eq!(
        json(dir.path(), "points"),
        [
            line("Ben", (2, 1, 20, 4.0), Some(1), 3, 2),
            line("Ana", (2, 1, 25, 4.0), Some(2), 4, 2),
            line("Cy", (2, 1, 50, 4.0), Some(3), 2, 2),
            line("Dee", (1, 0, 40, 1.0), Some(4), 1, 1),
        ]
    );
    // Placement: the two highest night placements. Ana: night 1 (3), then
    // nights 3 and 4 tie (2 each): the earlier, night 3 (30 points).
    // Ben: nights 1 and 2 (2 each). Ben and Cy tie on 4: the lower
    // average first.
    assert_eq!(
        json(dir.path(), "placement"),
        [
            line("Ana", (2, 1, 35, 5.0), Some(1), 4, 2),
            line("Ben", (2, 1, 20, 4.0), Some(2), 3, 2),
            line("Cy", (2, 1, 50, 4.0), Some(3), 2, 2),
            line("Dee", (1, 0, 40, 1.0), Some(4), 1, 1),
        ]
    );
    // Wins: the most wins, then the lowest night average. Ana: nights 1
    // and 4 (a win each); Ben: night 2 (a win), then night 1 (10) over
    // night 3 (40).
    assert_eq!(
        json(dir.path(), "wins"),
        [
            line("Ana", (2, 2, 30, 5.0), Some(1), 4, 2),
            line("Ben", (2, 1, 20, 4.0), Some(2), 3, 2),
            line("Cy", (2, 1, 50, 4.0), Some(3), 2, 2),
            line("Dee", (1, 0, 40, 1.0), Some(4), 1, 1),
        ]
    );
}

#[test]
fn between_equal_nights_the_earlier_counts() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    assert_eq!(set(dir.path(), &["--best", "1", LEAGUE]).0, 0);
    // Ben's nights 1 and 2 both average 10: night 1 counts (no win), not
    // night 2 (his win).
    let ben = |scoring: &str| {
        json(dir.path(), scoring)
            .into_iter()
            .find(|l| l.0 == "Ben")
            .unwrap()
    };
    // Under points: Ana's night 1 (5) ranks first, then Cy's night 3
    // (10, a win) before Ben (10, none).
    assert_eq!(ben("points"), line("Ben", (1, 0, 10, 2.0), Some(3), 3, 1));
    // Under placement too (2 each): Ana (3, average 5) and Cy (3, average
    // 10) before him.
    assert_eq!(
        ben("placement"),
        line("Ben", (1, 0, 10, 2.0), Some(3), 3, 1)
    );
    // Under wins, night 2's win counts: tied with Cy (1 win, average 10).
    assert_eq!(ben("wins"), line("Ben", (1, 1, 10, 2.0), Some(2), 3, 1));
    // Ana under placement: night 1 (3) alone.
    let ana = json(dir.path(), "placement").remove(0);
    assert_eq!(ana, line("Ana", (1, 1, 5, 3.0), Some(1), 4, 1));
}

#[test]
fn a_minimum_attendance_lists_the_others_last_unranked_in_json_text_and_csv() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let (code, out, err) = set(dir.path(), &["--min-nights", "3", LEAGUE]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "League Autumn: every night counted, ranked from 3 nights attended.\n"
    );
    // Cy (2 nights) and Dee (1) are under 3: after Ana and Ben, unranked,
    // in the order the scoring gives them (Cy 25, Dee 40).
    assert_eq!(
        json(dir.path(), "points"),
        [
            line("Ana", (4, 2, 80, 8.0), Some(1), 4, 4),
            line("Ben", (3, 1, 60, 5.0), Some(2), 3, 3),
            line("Cy", (2, 1, 50, 4.0), None, 2, 2),
            line("Dee", (1, 0, 40, 1.0), None, 1, 1),
        ]
    );
    let (_, out, _) = in_dir(dir.path(), &["league", "standings"], &["--json", LEAGUE]);
    assert!(
        out.contains("{\"name\":\"Dee\",\"games\":1,\"wins\":0,\"points\":40,\"average\":40.0,\"placement\":1.0,\"rank\":null,\"nights\":1,\"counted\":1}"),
        "{out}"
    );
    // Both rules at once: the best 2 nights, ranked from 2 nights.
    assert_eq!(
        set(dir.path(), &["--best", "2", "--min-nights", "2", LEAGUE]).0,
        0
    );
    assert_eq!(
        json(dir.path(), "points"),
        [
            line("Ben", (2, 1, 20, 4.0), Some(1), 3, 2),
            line("Ana", (2, 1, 25, 4.0), Some(2), 4, 2),
            line("Cy", (2, 1, 50, 4.0), Some(3), 2, 2),
            line("Dee", (1, 0, 40, 1.0), None, 1, 1),
        ]
    );
    // The text: the rules in the title, "-" for Dee's rank, the nights
    // attended and counted.
    let (code, text, _) = in_dir(dir.path(), &["league", "standings"], &[LEAGUE]);
    assert_eq!(code, 0);
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(
        lines[0],
        "League Autumn (scoring: points; best 2 nights counted, ranked from 2 nights attended)"
    );
    assert!(lines[1].ends_with("Placement  Nights  Counted"), "{text}");
    let words = |l: &str| l.split_whitespace().map(str::to_string).collect::<Vec<_>>();
    assert_eq!(
        words(lines[2]),
        ["1", "Ben", "2", "1", "20", "10.00", "4", "3", "2"]
    );
    assert_eq!(
        words(lines[5]),
        ["-", "Dee", "1", "0", "40", "40.00", "1", "1", "1"]
    );
    assert_eq!(lines.len(), 6, "{text}");
    // The League page's CSV: the same, "-" for Dee's rank.
    let db = Db::open_in(dir.path()).unwrap();
    let (name, bytes) =
        standings::league_standings_file(&db, LEAGUE, Scoring::Points, night::StandingsFormat::Csv)
            .unwrap();
    assert_eq!(name, "league-autumn-points.csv");
    assert_eq!(
        String::from_utf8(bytes).unwrap(),
        "rank,name,games,wins,points,average,placement,nights,counted\r\n\
         1,Ben,2,1,20,10.00,4,3,2\r\n\
         2,Ana,2,1,25,12.50,4,4,2\r\n\
         3,Cy,2,1,50,25.00,4,2,2\r\n\
         -,Dee,1,0,40,40.00,1,1,1\r\n"
    );
    // Back to the defaults: everyone ranked, every night counted.
    let (code, out, _) = set(dir.path(), &["--best", "0", "--min-nights", "0", LEAGUE]);
    assert_eq!(
        (code, out.as_str()),
        (0, "League Autumn: every night counted, everyone ranked.\n")
    );
    assert!(json(dir.path(), "points")
        .iter()
        .all(|l| l.5.is_some() && l.6 == l.7));
}

#[test]
fn league_set_refuses_bad_numbers_and_unknown_leagues_and_stores_nothing() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    assert_eq!(set(dir.path(), &["--best", "3", LEAGUE]).0, 0);
    let stored = || {
        let db = Db::open_in(dir.path()).unwrap();
        let leagues: i64 = db
            .raw()
            .query_row("SELECT COUNT(*) FROM leagues", [], |r| r.get(0))
            .unwrap();
        (standings::rules(&db, LEAGUE).unwrap(), leagues)
    };
    let before = stored();
    assert_eq!(
        before,
        (
            SeasonRules {
                best: 3,
                min_nights: 0
            },
            1
        )
    );
    for (args, says) in [
        (&["--best", "-1", LEAGUE][..], "-1 is below 0"),
        (&["--min-nights", "-2", LEAGUE][..], "-2 is below 0"),
        (
            &["--best", "two", LEAGUE][..],
            "'two' is not a number of nights",
        ),
        (
            &["--min-nights", "2.5", LEAGUE][..],
            "'2.5' is not a number of nights",
        ),
        (&["--best", "", LEAGUE][..], "'' is not a number of nights"),
        (
            &["--best", "99999999999", LEAGUE][..],
            "more than a season can hold",
        ),
        (
            &["--best", "2", "--min-nights", "x", LEAGUE][..],
            "'x' is not a number of nights",
        ),
    ] {
        let (code, out, err) = set(dir.path(), args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(says), "{args:?}: {err}");
        assert!(err.lines().count() <= 4, "short: {err}");
        assert_eq!(stored(), before, "{args:?} stored something");
    }
    // An unknown league: named, and not made.
    let (code, _, err) = set(dir.path(), &["--best", "2", "Spring"]);
    assert_eq!(
        (code, err.as_str()),
        (2, "mextrain league set: there is no league named Spring\n")
    );
    assert_eq!(stored(), before);
    // No option: the rules said as they are, unchanged.
    let (code, out, _) = set(dir.path(), &[LEAGUE]);
    assert_eq!(
        (code, out.as_str()),
        (
            0,
            "League Autumn: best 3 nights counted, everyone ranked.\n"
        )
    );
    assert_eq!(stored(), before);
}

//! `mextrain night` and `mextrain league` (shared/spec/club.md), driven
//! in-process on a real data folder: the lines they print, every refusal
//! (exit 2, a message naming the problem, nothing stored), the ladder, the
//! standings against a hand count, and a night gathered from two machines'
//! exports, each game once.

use crate::cli_new::run;
use mextrain::app::games;
use mextrain::db::Db;
use mextrain::rules::RoundInput;
use std::path::Path;

/// `mextrain WORDS... --data-dir DIR ARGS...`.
fn in_dir(dir: &Path, words: &[&str], args: &[&str]) -> (i32, String, String) {
    let mut all: Vec<&str> = words.to_vec();
    all.extend(["--data-dir", dir.to_str().unwrap()]);
    all.extend_from_slice(args);
    run(&all)
}

/// `mextrain night new --data-dir DIR` with the arguments of `line`
/// (split at spaces).
fn night_new(dir: &Path, line: &str) -> (i32, String, String) {
    in_dir(dir, &["night", "new"], &line.split(' ').collect::<Vec<_>>())
}

/// The tables printed: `Table T (game G): A, B` -> (T, G, [A, B]).
fn tables(out: &str) -> Vec<(usize, usize, Vec<String>)> {
    out.lines()
        .filter_map(|l| {
            let rest = l.strip_prefix("Table ")?;
            let (t, rest) = rest.split_once(" (game ")?;
            let (g, names) = rest.split_once("): ")?;
            Some((
                t.parse().ok()?,
                g.parse().ok()?,
                names.split(", ").map(str::to_string).collect(),
            ))
        })
        .collect()
}

fn count(dir: &Path, table: &str) -> i64 {
    Db::open_in(dir)
        .unwrap()
        .raw()
        .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
        .unwrap()
}

/// Plays every round of the game at `table` (1-based) of the latest game of
/// night 1: the seat at `out` goes out each round, every other seat scores
/// `points[seat]`.
fn play_table(dir: &Path, table: usize, points: &[i32]) {
    let db = Db::open_in(dir).unwrap();
    let game = mextrain::app::night::current_games(&db, 1).unwrap()[table - 1].game;
    while !db.game(game).unwrap().is_finished() {
        let input = RoundInput::typed(points);
        games::record_round(&db, game, &input).unwrap();
    }
}

#[test]
fn night_new_prints_the_night_then_each_table_in_seat_order() {
    let dir = tempfile::tempdir().unwrap();
    let names = [
        "Ana", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ida", "Jo",
    ];
    let mut args = vec![
        "--seed",
        "7",
        "--name",
        "Tuesday club",
        "--league",
        "Autumn 2026",
    ];
    args.extend(names);
    let (code, out, err) = in_dir(dir.path(), &["night", "new"], &args);
    assert_eq!(code, 0, "{err}");
    let first = out.lines().next().unwrap();
    assert!(
        first.starts_with("Night 1: Tuesday club, ")
            && first.contains("(Autumn 2026); classic, double-12 set"),
        "{first}"
    );
    let t = tables(&out);
    assert_eq!(out.lines().count(), 1 + t.len(), "{out}");
    // ceil(10 / 4) = 3 tables of 4, 3, 3, numbered from 1, game 1.
    let sizes: Vec<usize> = t.iter().map(|(_, _, p)| p.len()).collect();
    assert_eq!(sizes, [4, 3, 3]);
    assert_eq!(
        t.iter().map(|x| (x.0, x.1)).collect::<Vec<_>>(),
        [(1, 1), (2, 1), (3, 1)]
    );
    let mut seated: Vec<String> = t.iter().flat_map(|x| x.2.clone()).collect();
    seated.sort();
    assert_eq!(seated, names);
    // Each table's game is an ordinary game with those players in that order.
    let db = Db::open_in(dir.path()).unwrap();
    for (i, (_, _, players)) in t.iter().enumerate() {
        assert_eq!(&db.game(i as i64 + 1).unwrap().sheet.spec.players, players);
    }
    // The same seed draws the same tables.
    let other = tempfile::tempdir().unwrap();
    let (_, again, _) = in_dir(other.path(), &["night", "new"], &args);
    assert_eq!(tables(&again), t);
    // --per-table 5: 2 tables of 5.
    let (code, out, _) = night_new(other.path(), "--per-table 5 --seed 1 A B C D E F G H I J");
    assert_eq!(code, 0);
    assert!(out.starts_with("Night 2: Club night, "), "{out}");
    assert_eq!(
        tables(&out).iter().map(|x| x.2.len()).collect::<Vec<_>>(),
        [5, 5]
    );
}

#[test]
fn every_refusal_of_night_new_says_why_and_stores_nothing() {
    let cases: &[(&[&str], &str)] = &[
        (&["Ana"], "at least 2 players"),
        (&["Ana", "Ben", "Cy", "Dee", "Eve"], ""),
        (&["Ana", "Ben", "Ana"], "Ana is named twice"),
        (&["--preset", "checkers", "Ana", "Ben"], "checkers"),
        (&["--set", "7", "Ana", "Ben"], "7"),
        (
            &[
                "--set",
                "6",
                "--per-table",
                "9",
                "A",
                "B",
                "C",
                "D",
                "E",
                "F",
                "G",
                "H",
                "I",
            ],
            "a table of 9 cannot be seated",
        ),
        (&["--per-table", "1", "Ana", "Ben"], "2 or more"),
        (&["--minutes", "0", "Ana", "Ben"], "above 0"),
        (&["--house", "nope=1", "Ana", "Ben"], "nope"),
        (&[], "name the night's players"),
    ];
    for (args, says) in cases {
        let dir = tempfile::tempdir().unwrap();
        let (code, out, err) = in_dir(dir.path(), &["night", "new"], args);
        if says.is_empty() {
            // Five players at tables of 4: 3 and 2, accepted (the control).
            assert_eq!(code, 0, "{err}");
            assert_eq!(
                tables(&out).iter().map(|x| x.2.len()).collect::<Vec<_>>(),
                [3, 2]
            );
            continue;
        }
        assert_eq!(code, 2, "{args:?}: {out}{err}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(
            err.starts_with("mextrain night new: ") && err.contains(says),
            "{args:?}: {err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
        // Refused from the arguments alone: no database was even made.
        assert!(
            std::fs::read_dir(dir.path()).unwrap().next().is_none(),
            "{args:?} left files behind"
        );
    }
}

#[test]
fn night_next_waits_for_every_table_then_seats_by_the_ladder_or_a_draw() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, _) = night_new(
        dir.path(),
        "--per-table 3 --schedule 12,11 --seed 2 Ana Ben Cy Dee Eve Flo",
    );
    assert_eq!(code, 0);
    let first = tables(&out);
    play_table(dir.path(), 1, &[0, 5, 9]);
    let (code, out, err) = in_dir(
        dir.path(),
        &["night", "next"],
        &["--seating", "ladder", "1"],
    );
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(err, "mextrain night next: table 2's game 1 is not finished: every table finishes before the next game\n");
    assert_eq!(count(dir.path(), "games"), 2);
    play_table(dir.path(), 2, &[7, 0, 3]);
    let (code, out, err) = in_dir(
        dir.path(),
        &["night", "next"],
        &["--seating", "ladder", "1"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Night 1: "), "{out}");
    let next = tables(&out);
    let (t1, t2) = (&first[0].2, &first[1].2);
    // Table 1's winner (seat 1, out every round) stays, its last (seat 3, 9
    // a round) goes down; table 2's winner (seat 2) comes up into that seat.
    assert_eq!(
        next[0],
        (1, 2, vec![t1[0].clone(), t1[1].clone(), t2[1].clone()])
    );
    assert_eq!(
        next[1],
        (2, 2, vec![t2[0].clone(), t1[2].clone(), t2[2].clone()])
    );
    // By uid too, and a random draw once game 2 is over.
    let uid = Db::open_in(dir.path()).unwrap().night(1).unwrap().uid;
    play_table(dir.path(), 1, &[0, 1, 2]);
    play_table(dir.path(), 2, &[0, 1, 2]);
    let (code, out, err) = in_dir(dir.path(), &["night", "next"], &["--seed", "4", &uid]);
    assert_eq!(code, 0, "{err}");
    assert!(
        tables(&out).iter().all(|t| t.1 == 3 && t.2.len() == 3),
        "{out}"
    );
    // Unknown nights and seatings.
    for (args, says) in [
        (vec!["9"], "there is no night 9"),
        (vec!["--seating", "swiss", "1"], "'swiss' is not a seating"),
    ] {
        let (code, _, err) = in_dir(dir.path(), &["night", "next"], &args);
        assert_eq!(code, 2, "{err}");
        assert!(err.contains(says), "{err}");
    }
    assert_eq!(count(dir.path(), "games"), 6);
}

#[test]
fn standings_match_a_hand_count_under_each_scoring() {
    let dir = tempfile::tempdir().unwrap();
    // Two tables of 2 (seeded), two rounds each.
    let (_, out, _) = night_new(
        dir.path(),
        "--per-table 2 --schedule 12,11 --league Autumn --seed 5 Ana Ben Cy Dee",
    );
    let t = tables(&out);
    let (code, out, _) = in_dir(dir.path(), &["night", "standings"], &["--json", "1"]);
    assert_eq!((code, out.as_str()), (0, "{\"players\":[]}\n"));
    // Table 1: seat 1 out, seat 2 scores 10 a round (20). Table 2: seat 1
    // 3 a round (6), seat 2 out.
    play_table(dir.path(), 1, &[0, 10]);
    play_table(dir.path(), 2, &[3, 0]);
    let (w1, l1) = (&t[0].2[0], &t[0].2[1]);
    let (l2, w2) = (&t[1].2[0], &t[1].2[1]);
    let (code, out, err) = in_dir(dir.path(), &["night", "standings"], &["--json", "1"]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    let got: Vec<(String, u64, u64, i64, f64, f64, u64)> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["games"].as_u64().unwrap(),
                p["wins"].as_u64().unwrap(),
                p["points"].as_i64().unwrap(),
                p["average"].as_f64().unwrap(),
                p["placement"].as_f64().unwrap(),
                p["rank"].as_u64().unwrap(),
            )
        })
        .collect();
    // By hand, points: the two winners share rank 1 (0 points, 1 win), then
    // 6, then 20. Placement: 2 each for the winners, 1 for the others.
    let mut winners = vec![w1.clone(), w2.clone()];
    winners.sort();
    assert_eq!(
        got,
        vec![
            (winners[0].clone(), 1, 1, 0, 0.0, 2.0, 1),
            (winners[1].clone(), 1, 1, 0, 0.0, 2.0, 1),
            (l2.clone(), 1, 0, 6, 6.0, 1.0, 3),
            (l1.clone(), 1, 0, 20, 20.0, 1.0, 4),
        ]
    );
    // The keys, in the spec's order.
    assert!(out.starts_with("{\"players\":[{\"name\":"), "{out}");
    let keys: Vec<&str> = [
        "name",
        "games",
        "wins",
        "points",
        "average",
        "placement",
        "rank",
    ]
    .to_vec();
    let mut at = 0;
    for k in keys {
        let i = out[at..]
            .find(&format!("\"{k}\":"))
            .unwrap_or_else(|| panic!("{k} out of order: {out}"));
        at += i;
    }
    // Under placement, the losers tie on 1 point: the lower average first.
    let (_, out, _) = in_dir(
        dir.path(),
        &["night", "standings"],
        &["--scoring", "placement", "1"],
    );
    assert!(
        out.starts_with("Night 1: Club night, ")
            && out
                .lines()
                .next()
                .unwrap()
                .ends_with("(scoring: placement)"),
        "{out}"
    );
    let names: Vec<&str> = out
        .lines()
        .skip(2)
        .map(|l| l.split_whitespace().nth(1).unwrap())
        .collect();
    assert_eq!(&names[2..], [l2.as_str(), l1.as_str()]);
    // The league holds the same games; an unknown league is refused.
    let (code, league, _) = in_dir(dir.path(), &["league", "standings"], &["--json", "Autumn"]);
    let (_, night, _) = in_dir(dir.path(), &["night", "standings"], &["--json", "1"]);
    // The night's says who is present too (club.md): everyone is; the
    // league's, each player's nights attended and counted (one each).
    assert_eq!(league.matches(",\"nights\":1,\"counted\":1}").count(), 4);
    assert_eq!(
        (code, league.replace(",\"nights\":1,\"counted\":1", "")),
        (0, night.replace(",\"present\":true", ""))
    );
    assert_eq!(night.matches("\"present\":true").count(), 4);
    let (code, _, err) = in_dir(dir.path(), &["league", "standings"], &["Spring"]);
    assert_eq!(code, 2);
    assert_eq!(
        err,
        "mextrain league standings: there is no league named Spring\n"
    );
}

#[test]
fn a_night_gathered_from_two_machines_counts_each_game_once() {
    let host = tempfile::tempdir().unwrap();
    let (_, out, _) = night_new(
        host.path(),
        "--per-table 2 --schedule 12 --league Autumn --seed 5 Ana Ben Cy Dee",
    );
    assert_eq!(tables(&out).len(), 2);
    play_table(host.path(), 1, &[0, 4]);
    play_table(host.path(), 2, &[0, 8]);
    let file = host.path().join("night.json");
    let (code, _, err) = in_dir(host.path(), &["export"], &[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let text = std::fs::read_to_string(&file).unwrap();
    let v: serde_json::Value = serde_json::from_str(&text).unwrap();
    let night = &v["games"][1]["night"];
    assert_eq!(night["table"], 2);
    assert_eq!(night["game"], 1);
    assert_eq!(night["league"], "Autumn");
    assert_eq!(night["name"], "Club night");
    // Split the export in two, as if each table had its own machine.
    let half = |i: usize| {
        let mut one = v.clone();
        one["games"] = serde_json::json!([v["games"][i].clone()]);
        let p = host.path().join(format!("table{i}.json"));
        std::fs::write(&p, one.to_string()).unwrap();
        p
    };
    let (a, b) = (half(0), half(1));
    let other = tempfile::tempdir().unwrap();
    for f in [&a, &b, &a, &file] {
        let (code, _, err) = in_dir(other.path(), &["import"], &[f.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
    }
    assert_eq!(count(other.path(), "games"), 2);
    assert_eq!(count(other.path(), "nights"), 1);
    assert_eq!(count(other.path(), "night_games"), 2);
    let (_, here, _) = in_dir(host.path(), &["league", "standings"], &["--json", "Autumn"]);
    let (_, there, _) = in_dir(
        other.path(),
        &["league", "standings"],
        &["--json", "Autumn"],
    );
    assert_eq!(here, there);
    let uid = night["uid"].as_str().unwrap();
    let (code, there, _) = in_dir(other.path(), &["night", "standings"], &["--json", uid]);
    // The night's says who is present too (club.md): everyone of its
    // games; the league's, the nights attended and counted (its one).
    assert_eq!(
        (code, there.replace(",\"present\":true", "")),
        (0, here.replace(",\"nights\":1,\"counted\":1", ""))
    );
    // A night object that is wrong is refused, naming the field, and nothing is added.
    let mut bad = v.clone();
    bad["games"][0]["uid"] = "new-one".into();
    bad["games"][0]["night"]["date"] = "Tuesday".into();
    let p = host.path().join("bad.json");
    std::fs::write(&p, bad.to_string()).unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[p.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(err.contains("night.date"), "{err}");
    assert_eq!(count(other.path(), "games"), 2);
}

#[test]
fn a_game_known_with_other_contents_is_refused_and_nothing_changes() {
    let host = tempfile::tempdir().unwrap();
    let (code, _, err) = in_dir(
        host.path(),
        &["night", "new"],
        &[
            "--per-table",
            "2",
            "--schedule",
            "12",
            "--league",
            "Autumn",
            "--seed",
            "7",
            "Ana",
            "Ben",
            "Cy",
            "Dee",
        ],
    );
    assert_eq!(code, 0, "{err}");
    play_table(host.path(), 1, &[0, 4]);
    play_table(host.path(), 2, &[0, 8]);
    let file = host.path().join("night.json");
    let (code, _, err) = in_dir(host.path(), &["export"], &[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let other = tempfile::tempdir().unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let standings = || {
        in_dir(
            other.path(),
            &["league", "standings"],
            &["--json", "Autumn"],
        )
        .1
    };
    let before = standings();
    // Game 1's uid with a round scored otherwise, and a game this machine
    // has never seen, in one file: refused whole.
    let mut bad = v.clone();
    let seat = if bad["games"][0]["rounds"][0]["points"][0] == 0 {
        1
    } else {
        0
    };
    bad["games"][0]["rounds"][0]["points"][seat] = 9.into();
    let mut fresh = v["games"][1].clone();
    fresh["uid"] = "never-seen".into();
    bad["games"].as_array_mut().unwrap().push(fresh);
    let p = host.path().join("conflict.json");
    std::fs::write(&p, bad.to_string()).unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[p.to_str().unwrap()]);
    assert_ne!(code, 0);
    let uid = v["games"][0]["uid"].as_str().unwrap();
    assert!(
        err.contains(&format!("game {uid} is here already with other rounds"))
            && err.contains("nothing was imported"),
        "{err}"
    );
    assert_eq!(count(other.path(), "games"), 2);
    assert_eq!(count(other.path(), "night_games"), 2);
    assert_eq!(standings(), before);
    // The same file again is no conflict: each game is there once.
    let (code, out, err) = in_dir(other.path(), &["import"], &[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("imported 0 games, skipped 2 already stored"),
        "{out}"
    );
    assert_eq!(count(other.path(), "games"), 2);
    assert_eq!(standings(), before);
}

#[test]
fn mextrain_import_takes_a_correction_after_the_night_from_the_machine_it_came_from() {
    let host = tempfile::tempdir().unwrap();
    let line = "--per-table 2 --schedule 12 --league Autumn --seed 7 Ana Ben Cy Dee";
    let (code, _, err) = night_new(host.path(), line);
    assert_eq!(code, 0, "{err}");
    play_table(host.path(), 1, &[0, 4]);
    play_table(host.path(), 2, &[0, 8]);
    let export = |name: &str| {
        let file = host.path().join(name);
        let (code, _, err) = in_dir(host.path(), &["export"], &[file.to_str().unwrap()]);
        assert_eq!(code, 0, "{err}");
        file
    };
    let first = export("night-1.json");
    let other = tempfile::tempdir().unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[first.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let standings = |dir: &Path| in_dir(dir, &["league", "standings"], &["--json", "Autumn"]).1;
    // Table 1's game corrected after the night on the host: 4 was 6.
    let g = {
        let db = Db::open_in(host.path()).unwrap();
        let g = mextrain::app::night::current_games(&db, 1).unwrap()[0].game;
        games::edit_round(&db, g, 0, &RoundInput::typed(&[0, 6])).unwrap();
        assert_eq!(db.game(g).unwrap().revision, 2);
        g
    };
    let second = export("night-2.json");
    let text = std::fs::read_to_string(&second).unwrap();
    assert!(text.contains("\"revision\": 2"), "{text}");
    assert_ne!(standings(other.path()), standings(host.path()));
    let (code, out, err) = in_dir(other.path(), &["import"], &[second.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out.trim(),
        "imported 0 games, skipped 1 already stored, replaced 1 by a later revision \
         (a correction after the night)"
    );
    assert_eq!(standings(other.path()), standings(host.path()));
    assert_eq!(count(other.path(), "games"), 2);
    // The first file again: an earlier revision, known.
    let (code, out, _) = in_dir(other.path(), &["import"], &[first.to_str().unwrap()]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), "imported 0 games, skipped 2 already stored");
    assert_eq!(standings(other.path()), standings(host.path()));
    // The game corrected on the other machine, and its file brought back
    // to the host: another machine's revision, refused whole.
    {
        let db = Db::open_in(other.path()).unwrap();
        let uid = Db::open_in(host.path()).unwrap().game(g).unwrap().uid;
        let there = db.game_by_uid(&uid).unwrap().unwrap();
        games::edit_round(&db, there, 0, &RoundInput::typed(&[0, 2])).unwrap();
    }
    let back = other.path().join("back.json");
    let (code, _, err) = in_dir(other.path(), &["export"], &[back.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let before = standings(host.path());
    let (code, _, err) = in_dir(host.path(), &["import"], &[back.to_str().unwrap()]);
    assert_ne!(code, 0);
    assert!(
        err.contains("is here already with other corrections, made on another machine")
            && err.contains("nothing was imported"),
        "{err}"
    );
    assert_eq!(standings(host.path()), before);
}

#[test]
fn a_league_or_a_night_exports_its_own_games_and_gathers_them_elsewhere() {
    let host = tempfile::tempdir().unwrap();
    let line = |league: &str| {
        format!("--per-table 2 --schedule 12 --league {league} --seed 5 Ana Ben Cy Dee")
    };
    night_new(host.path(), &line("Autumn"));
    play_table(host.path(), 1, &[0, 4]);
    play_table(host.path(), 2, &[0, 8]);
    // A family game, and a night of another league: not the league's.
    let (code, _, err) = in_dir(host.path(), &["new"], &["Eve", "Flo"]);
    assert_eq!(code, 0, "{err}");
    night_new(host.path(), &line("Spring"));
    let file = host.path().join("autumn.json");
    let (code, _, err) = in_dir(
        host.path(),
        &["export"],
        &["--league", "Autumn", file.to_str().unwrap()],
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let games = v["games"].as_array().unwrap();
    assert_eq!(games.len(), 2, "{v}");
    assert!(games.iter().all(|g| g["night"]["league"] == "Autumn"));
    // Night 1 alone, to standard output: the same two games.
    let (code, out, err) = in_dir(host.path(), &["export"], &["--night", "1", "-"]);
    assert_eq!(code, 0, "{err}");
    let night: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(night["games"], v["games"]);
    // Gathered on another machine: the league's standings are the same.
    let other = tempfile::tempdir().unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[file.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let standings = |dir: &Path| in_dir(dir, &["league", "standings"], &["--json", "Autumn"]).1;
    assert_eq!(standings(host.path()), standings(other.path()));
    assert_eq!(count(other.path(), "games"), 2);
    // What is not there is named, exit 2, nothing written.
    let nothing = host.path().join("nothing.json");
    let (code, _, err) = in_dir(
        host.path(),
        &["export"],
        &["--league", "Winter", nothing.to_str().unwrap()],
    );
    assert_eq!(code, 2);
    assert!(err.contains("no league named Winter"), "{err}");
    let (code, _, err) = in_dir(
        host.path(),
        &["export"],
        &["--night", "9", nothing.to_str().unwrap()],
    );
    assert_eq!(code, 2);
    assert!(err.contains("no night 9"), "{err}");
    assert!(!nothing.exists());
}

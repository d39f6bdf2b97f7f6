//! Closing a season and a finals night (issue 44, shared/spec/club.md
//! "A season's rules, ratings and published results"): `mextrain league
//! close` is refused while a game of the league is unfinished; a closed
//! league refuses a new night, a finals night, `league set`, imports into
//! it (a new game, a revision), corrections, the bin and the night's own
//! changes, each with a message and nothing stored, and its standings stay
//! as they were; `league reopen` lifts it. `night new --finals` seats the
//! top ranked players, table 1 holding the best, every player tied at the
//! cut included.

use crate::cli_season::{in_dir, json, season, LEAGUE};
use mextrain::app::{games, history, night};
use mextrain::db::Db;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput};
use std::path::Path;

fn league(dir: &Path, what: &str, args: &[&str]) -> (i32, String, String) {
    in_dir(dir, &["league", what], args)
}

/// How many nights and games the data folder holds.
fn counts(dir: &Path) -> (i64, i64) {
    let db = Db::open_in(dir).unwrap();
    let one = |sql: &str| -> i64 { db.raw().query_row(sql, [], |r| r.get(0)).unwrap() };
    (
        one("SELECT COUNT(*) FROM nights"),
        one("SELECT COUNT(*) FROM games"),
    )
}

/// A plan for a night of the league.
fn plan(players: &[&str]) -> night::NightPlan {
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12, 11];
    night::NightPlan {
        name: "Tuesday club".into(),
        date: "2026-11-03".into(),
        league: Some(LEAGUE.into()),
        rules,
        per_table: 4,
        minutes: None,
        scoring: Scoring::Points,
        players: players.iter().map(|s| s.to_string()).collect(),
    }
}

#[test]
fn a_league_closes_only_when_every_game_is_finished_and_reopens() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    // A fifth night, its game not finished: closing is refused.
    let db = Db::open_in(dir.path()).unwrap();
    let p = plan(&["Ana", "Ben"]);
    let s = night::new_night_seated(&db, &p, &[p.players.clone()]).unwrap();
    let (code, _, err) = league(dir.path(), "close", &[LEAGUE]);
    assert_eq!(code, 2, "{err}");
    assert_eq!(
        err.trim(),
        "mextrain league close: the league Autumn cannot be closed: a game of its nights is not finished"
    );
    // Still open: its rules can change.
    assert_eq!(league(dir.path(), "set", &["--best", "3", LEAGUE]).0, 0);
    games::record_round(&db, s.tables[0].game, &RoundInput::typed(&[0, 10])).unwrap();
    games::record_round(&db, s.tables[0].game, &RoundInput::typed(&[5, 0])).unwrap();
    let (code, out, err) = league(dir.path(), "close", &[LEAGUE]);
    assert_eq!((code, out.trim()), (0, "League Autumn: closed."), "{err}");
    // Twice: refused.
    let (code, _, err) = league(dir.path(), "close", &[LEAGUE]);
    assert_eq!(code, 2);
    assert!(err.contains("the league Autumn is closed already"), "{err}");
    let (code, out, _) = league(dir.path(), "reopen", &[LEAGUE]);
    assert_eq!((code, out.trim()), (0, "League Autumn: reopened."));
    let (code, _, err) = league(dir.path(), "reopen", &[LEAGUE]);
    assert_eq!(code, 2);
    assert!(err.contains("the league Autumn is not closed"), "{err}");
    // An unknown league.
    for what in ["close", "reopen"] {
        let (code, _, err) = league(dir.path(), what, &["Spring"]);
        assert_eq!(code, 2, "{what}");
        assert!(err.contains("there is no league named Spring"), "{err}");
    }
    // Reopened: rules change again.
    assert_eq!(league(dir.path(), "set", &["--best", "2", LEAGUE]).0, 0);
}

#[test]
fn a_closed_league_refuses_every_change_and_keeps_its_standings() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    // Another machine holds the same season, exported from here.
    let file = dir.path().join("autumn.json");
    let out = file.to_str().unwrap();
    assert_eq!(
        in_dir(dir.path(), &["export"], &["--league", LEAGUE, out]).0,
        0
    );
    let other = tempfile::tempdir().unwrap();
    let (code, _, err) = in_dir(other.path(), &["import"], &[out]);
    assert_eq!(code, 0, "{err}");

    assert_eq!(league(dir.path(), "close", &[LEAGUE]).0, 0);
    let before = (json(dir.path(), "points"), counts(dir.path()));
    let closed = "the league Autumn is closed: its season is over, and nothing of it changes until it is reopened";

    // A new night, a finals night, the season's rules.
    for (words, args) in [
        (
            &["night", "new"][..],
            &["--league", LEAGUE, "Ana", "Ben"][..],
        ),
        (&["night", "new"], &["--finals", LEAGUE]),
        (&["league", "set"], &["--best", "2", LEAGUE]),
    ] {
        let (code, _, err) = in_dir(dir.path(), words, args);
        assert_eq!(code, 2, "{words:?} {args:?}: {err}");
        assert!(err.contains(closed), "{words:?}: {err}");
    }
    // The night's own changes: the next game, arrivals and departures, a walk-out.
    for (what, args) in [
        ("next", &["1"][..]),
        ("add", &["1", "Eve"]),
        ("leave", &["1", "Ana"]),
        ("end-game", &["1", "1"]),
    ] {
        let (code, _, err) = in_dir(dir.path(), &["night", what], args);
        assert_eq!(code, 2, "night {what}: {err}");
        assert!(err.contains(closed), "night {what}: {err}");
    }
    // A correction on the score pad, and the bin.
    let db = Db::open_in(dir.path()).unwrap();
    let game = night::current_games(&db, 1).unwrap()[0].game;
    let e = games::edit_round(&db, game, 0, &RoundInput::typed(&[0, 20, 30])).unwrap_err();
    assert!(e.to_string().contains(closed), "{e}");
    let e = history::delete_game(&db, game).unwrap_err();
    assert!(e.to_string().contains(closed), "{e}");
    drop(db);
    assert_eq!((json(dir.path(), "points"), counts(dir.path())), before);

    // Imports into it: a new night's game, and a revision of a game of it,
    // made on the other machine (where the league is open), which takes
    // this machine's sender id (a copy of it) so that its revision is one
    // this machine would take.
    let me = Db::open_in(dir.path()).unwrap().machine_sender().unwrap();
    let db = Db::open_in(other.path()).unwrap();
    db.raw()
        .execute("UPDATE machine SET sender = ?1", [&me])
        .unwrap();
    let p = plan(&["Ana", "Ben"]);
    let s = night::new_night_seated(&db, &p, &[p.players.clone()]).unwrap();
    games::record_round(&db, s.tables[0].game, &RoundInput::typed(&[0, 10])).unwrap();
    games::record_round(&db, s.tables[0].game, &RoundInput::typed(&[5, 0])).unwrap();
    let first = db.games_to_export(None).unwrap()[0].id;
    games::edit_round(&db, first, 0, &RoundInput::typed(&[0, 20, 30])).unwrap();
    drop(db);
    let newer = other.path().join("newer.json");
    let newer = newer.to_str().unwrap();
    assert_eq!(
        in_dir(other.path(), &["export"], &["--league", LEAGUE, newer]).0,
        0
    );
    let (code, _, err) = in_dir(dir.path(), &["import"], &[newer]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(closed), "{err}");
    // Only the revision: refused too.
    let revised = other.path().join("revised.json");
    let revised = revised.to_str().unwrap();
    let id = first.to_string();
    assert_eq!(
        in_dir(other.path(), &["export"], &["--game", &id, revised]).0,
        0
    );
    let (code, _, err) = in_dir(dir.path(), &["import"], &[revised]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains(closed), "{err}");
    assert_eq!((json(dir.path(), "points"), counts(dir.path())), before);

    // Reopened, the same file is taken.
    assert_eq!(league(dir.path(), "reopen", &[LEAGUE]).0, 0);
    let (code, out, err) = in_dir(dir.path(), &["import"], &[newer]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("imported 1 game"), "{out}");
    assert!(out.contains("replaced 1 by a later revision"), "{out}");
}

/// One night of four at one table: Ana wins (5), Ben and Cy tie (20 each),
/// Dee last (30).
fn tied_league(dir: &Path) {
    let db = Db::open_in(dir).unwrap();
    let p = plan(&["Ana", "Ben", "Cy", "Dee"]);
    let s = night::new_night_seated(&db, &p, &[p.players.clone()]).unwrap();
    for totals in [&[0, 10, 20, 10][..], &[5, 10, 0, 20]] {
        games::record_round(&db, s.tables[0].game, &RoundInput::typed(totals)).unwrap();
    }
}

#[test]
fn a_finals_night_seats_the_top_ranked_best_first_and_the_ties_at_the_cut() {
    let dir = tempfile::tempdir().unwrap();
    tied_league(dir.path());
    let ranks: Vec<(String, Option<u64>)> = json(dir.path(), "points")
        .into_iter()
        .map(|l| (l.0, l.5))
        .collect();
    assert_eq!(
        ranks,
        [
            ("Ana".into(), Some(1)),
            ("Ben".into(), Some(2)),
            ("Cy".into(), Some(2)),
            ("Dee".into(), Some(4))
        ]
    );
    // The cut at 2 falls in the tie: Cy comes too, at one table of 3.
    let (code, out, err) = in_dir(
        dir.path(),
        &["night", "new"],
        &["--finals", LEAGUE, "--top", "2", "--per-table", "2"],
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Night 2: Finals, "), "{out}");
    assert!(lines[0].contains("(Autumn)"), "{out}");
    assert_eq!(lines[1..], ["Table 1 (game 1): Ana, Ben, Cy"]);
    // It counts in the league.
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.league_nights(LEAGUE).unwrap().unwrap().len(), 2);
    drop(db);

    // Every ranked player (minimum attendance applied): table 1 the best.
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    assert_eq!(
        league(dir.path(), "set", &["--min-nights", "2", LEAGUE]).0,
        0
    );
    let (code, out, err) = in_dir(
        dir.path(),
        &["night", "new"],
        &[
            "--finals",
            LEAGUE,
            "--per-table",
            "2",
            "--name",
            "Grand final",
        ],
    );
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Night 5: Grand final, "), "{out}");
    // Ana 20.00 (2 wins), Ben 20.00 (1 win), Cy 25.00; Dee unranked (1 night).
    assert_eq!(lines[1..], ["Table 1 (game 1): Ana, Ben, Cy"]);
}

#[test]
fn a_finals_night_is_refused_without_enough_ranked_players_and_stores_nothing() {
    let dir = tempfile::tempdir().unwrap();
    tied_league(dir.path());
    let before = counts(dir.path());
    for (args, says) in [
        (&["--finals", LEAGUE, "--top", "1"][..], "only one player of the league Autumn would play the finals: a finals night needs at least 2"),
        (&["--finals", "Spring"], "there is no league named Spring"),
        (&["--finals", LEAGUE, "--top", "0"], "0 is below 1"),
        (&["--finals", LEAGUE, "Ana", "Ben"], "cannot be used with"),
        (&["--top", "2", "Ana", "Ben"], "--finals"),
        (&["--finals", LEAGUE, "--league", "Other"], "cannot be used with"),
    ] {
        let (code, _, err) = in_dir(dir.path(), &["night", "new"], args);
        assert_eq!(code, 2, "{args:?}: {err}");
        assert!(err.contains(says), "{args:?}: {err}");
    }
    // Under a minimum attendance nobody reaches: no ranked player.
    assert_eq!(
        league(dir.path(), "set", &["--min-nights", "2", LEAGUE]).0,
        0
    );
    let (code, _, err) = in_dir(dir.path(), &["night", "new"], &["--finals", LEAGUE]);
    assert_eq!(code, 2);
    assert!(
        err.contains("no player of the league Autumn would play the finals"),
        "{err}"
    );
    assert_eq!(counts(dir.path()), before);
}

//! Arrivals, departures and fresh tables (shared/spec/club.md, issue 42):
//! `night add`, `night leave [--now]`, `night end-game` and `night next
//! --seating fresh`, driven in-process on a real data folder, with every
//! refusal (exit 2, a message, nothing stored).

use crate::cli_new::run;
use mextrain::app::games;
use mextrain::app::night;
use mextrain::db::Db;
use mextrain::rules::RoundInput;
use std::path::Path;

fn in_dir(dir: &Path, words: &[&str], args: &[&str]) -> (i32, String, String) {
    let mut all: Vec<&str> = words.to_vec();
    all.extend(["--data-dir", dir.to_str().unwrap()]);
    all.extend_from_slice(args);
    run(&all)
}

fn night_cmd(dir: &Path, line: &str) -> (i32, String, String) {
    let words: Vec<&str> = line.split(' ').collect();
    in_dir(dir, &["night", words[0]], &words[1..])
}

/// The tables printed: `Table T (game G): A, B` -> names by table.
fn tables(out: &str) -> Vec<Vec<String>> {
    out.lines()
        .filter_map(|l| {
            let (_, names) = l.strip_prefix("Table ")?.split_once("): ")?;
            Some(names.split(", ").map(str::to_string).collect())
        })
        .collect()
}

/// Everything stored about night 1, to compare before and after a refusal.
fn snapshot(dir: &Path) -> String {
    let db = Db::open_in(dir).unwrap();
    let mut out = format!("{:?}", db.night_players(1).unwrap());
    for g in db.night_games(1).unwrap() {
        let rec = db.game(g.game).unwrap();
        out += &format!(
            "|{} {} {:?} {:?} {}",
            g.table,
            g.number,
            rec.sheet.spec.schedule,
            rec.sheet.rounds.len(),
            rec.is_finished()
        );
    }
    out
}

/// Plays every round left at `table` of the latest game: seat 0 goes out.
fn finish_table(dir: &Path, table: usize) {
    let db = Db::open_in(dir).unwrap();
    let g = night::current_games(&db, 1)
        .unwrap()
        .into_iter()
        .find(|g| g.table == table)
        .unwrap()
        .game;
    while !db.game(g).unwrap().is_finished() {
        let n = db.game(g).unwrap().sheet.seats();
        let points: Vec<i32> = (0..n as i32).map(|s| s * 5).collect();
        games::record_round(&db, g, &RoundInput::typed(&points)).unwrap();
    }
}

fn present(dir: &Path) -> Vec<String> {
    night::present::present(&Db::open_in(dir).unwrap(), 1).unwrap()
}

#[test]
fn arrivals_and_departures_are_seated_from_the_next_game_and_refusals_store_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = night_cmd(
        d,
        "new --per-table 4 --schedule 12 --seed 3 Ana Ben Cy Dee Eve Flo Gus Hal",
    );
    assert_eq!(code, 0, "{err}");
    assert_eq!(present(d).len(), 8);
    let before = snapshot(d);
    for (line, says) in [
        ("add 1 Ana", "mextrain night add: Ana is present already\n"),
        (
            "add 1 Ida ida",
            "mextrain night add: ida is named twice: give each player a different name\n",
        ),
        (
            "leave 1 Zed",
            "mextrain night leave: Zed is not present tonight\n",
        ),
        (
            "leave 1 Ana Ana",
            "mextrain night leave: Ana is named twice: give each player a different name\n",
        ),
        ("add 9 Ida", "mextrain night add: there is no night 9\n"),
        ("end-game 1 5", ""),
    ] {
        let (code, out, err) = night_cmd(d, line);
        assert_eq!((code, out.as_str()), (2, ""), "{line}: {err}");
        if !says.is_empty() {
            assert_eq!(err, says, "{line}");
        } else {
            assert!(err.contains("table 5"), "{line}: {err}");
        }
        assert_eq!(snapshot(d), before, "{line} stored nothing");
    }
    // Ida and Jo come, Hal leaves: from the next game on.
    let (code, out, err) = night_cmd(d, "add 1 Ida Jo");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Present (10): "), "{out}");
    let (code, out, err) = night_cmd(d, "leave 1 Hal");
    assert_eq!(code, 0, "{err}");
    assert!(out.starts_with("Present (9): "), "{out}");
    assert!(!present(d).contains(&"Hal".to_string()));
    // Nothing changed at the tables being played.
    finish_table(d, 1);
    finish_table(d, 2);
    let (code, out, err) = night_cmd(d, "next --seating ladder 1");
    assert_eq!(code, 0, "{err}");
    let t = tables(&out);
    assert_eq!(
        t.iter().map(Vec::len).collect::<Vec<_>>(),
        [3, 3, 3],
        "{out}"
    );
    let seated: Vec<&String> = t.iter().flatten().collect();
    assert!(!seated.contains(&&"Hal".to_string()));
    // Arrivals at the end of the ladder's list, in the order given.
    assert_eq!(t[2][1..], ["Ida".to_string(), "Jo".to_string()]);
    // Hal comes back: he is present again, last in the list.
    let (code, _, err) = night_cmd(d, "add 1 Hal");
    assert_eq!(code, 0, "{err}");
    assert_eq!(present(d).last().unwrap(), "Hal");
    // The standings say who is present.
    let (code, out, _) = in_dir(d, &["night", "standings"], &["--json", "1"]);
    assert_eq!(code, 0);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    for p in json["players"].as_array().unwrap() {
        assert_eq!(p["present"], true, "{p}");
    }
    night_cmd(d, "leave 1 Ana");
    let (_, out, _) = in_dir(d, &["night", "standings"], &["--json", "1"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let ana = json["players"]
        .as_array()
        .unwrap()
        .iter()
        .find(|p| p["name"] == "Ana")
        .unwrap();
    assert_eq!(ana["present"], false);
}

#[test]
fn table_sizes_follow_who_is_present_and_one_player_left_cannot_play() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = night_cmd(d, "new --per-table 2 --schedule 12 --seed 1 Ana Ben Cy Dee");
    assert_eq!(code, 0, "{err}");
    night_cmd(d, "leave 1 Dee");
    finish_table(d, 1);
    finish_table(d, 2);
    // 3 present at tables of 2: one table of 3.
    let (code, out, err) = night_cmd(d, "next 1");
    assert_eq!(code, 0, "{err}");
    assert_eq!(tables(&out).iter().map(Vec::len).collect::<Vec<_>>(), [3]);
    finish_table(d, 1);
    let (code, _, err) = night_cmd(d, "leave 1 Ana Ben");
    assert_eq!(code, 0, "{err}");
    let before = snapshot(d);
    let (code, out, err) = night_cmd(d, "next 1");
    assert_eq!((code, out.as_str()), (2, ""));
    assert!(err.contains("1 player cannot be seated"), "{err}");
    assert_eq!(snapshot(d), before);
}

#[test]
fn leaving_now_ends_the_table_with_this_round_and_a_walk_out_ends_it_at_the_last_saved_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path();
    let (code, _, err) = night_cmd(
        d,
        "new --per-table 3 --schedule 12,11,10,9 --seed 5 Ana Ben Cy Dee Eve Flo",
    );
    assert_eq!(code, 0, "{err}");
    let db = Db::open_in(d).unwrap();
    let current = night::current_games(&db, 1).unwrap();
    let (g1, g2) = (current[0].game, current[1].game);
    let leaver = current[0].players[0].clone();
    games::record_round(&db, g1, &RoundInput::typed(&[0, 5, 7])).unwrap();
    // Leaving now: table 1 plays round 2 to its end, then finishes.
    let (code, out, err) = night_cmd(d, &format!("leave --now 1 {leaver}"));
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(&format!(
            "Table 1 (game {g1}) ends with the round being played."
        )),
        "{out}"
    );
    assert_eq!(db.game(g1).unwrap().sheet.spec.schedule, [12, 11]);
    assert_eq!(
        db.game(g2).unwrap().sheet.spec.schedule,
        [12, 11, 10, 9],
        "the other table plays on"
    );
    games::record_round(&db, g1, &RoundInput::typed(&[3, 0, 2])).unwrap();
    assert!(db.game(g1).unwrap().is_finished());
    // Leaving now from a finished table changes only who is present.
    let other = current[0].players[1].clone();
    let (code, out, _) = night_cmd(d, &format!("leave --now 1 {other}"));
    assert_eq!(code, 0);
    assert!(out.starts_with("Present (4)"), "{out}");
    // Table 2 walks out after one round: finished at it, the round in
    // progress thrown away.
    games::record_round(&db, g2, &RoundInput::typed(&[0, 1, 2])).unwrap();
    let (code, out, err) = night_cmd(d, "end-game 1 2");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "Table 2's game ends after 1 round.\n");
    let rec = db.game(g2).unwrap();
    assert!(rec.is_finished());
    assert_eq!(rec.sheet.spec.schedule, [12]);
    // Ended already: refused, nothing stored.
    let before = snapshot(d);
    let (code, _, err) = night_cmd(d, "end-game 1 2");
    assert_eq!(code, 2);
    assert!(err.contains("finished already"), "{err}");
    assert_eq!(snapshot(d), before);
    // The standings count both games.
    let (_, out, _) = in_dir(d, &["night", "standings"], &["--json", "1"]);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["players"].as_array().unwrap().len(), 6);
    // Next game: the 4 present; a game with no saved round is removed.
    let (code, out, err) = night_cmd(d, "next --seating fresh --seed 4 1");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        tables(&out).iter().map(Vec::len).collect::<Vec<_>>(),
        [2, 2]
    );
    let (code, out, err) = night_cmd(d, "end-game 1 1");
    assert_eq!(code, 0, "{err}");
    assert_eq!(
        out,
        "Table 1's game had no saved round: removed, it counts for nobody.\n"
    );
    let left = night::current_games(&db, 1).unwrap();
    assert_eq!(left.iter().map(|g| g.table).collect::<Vec<_>>(), [2]);
}

#[test]
fn fresh_tables_split_who_met_and_a_seed_seats_the_same_tables() {
    let names = "Ana Ben Cy Dee Eve Flo Gus Hal Ida Jo Kim Lou";
    let run_night = |seed: &str| {
        let dir = tempfile::tempdir().unwrap();
        let d = dir.path();
        let (code, out, _) = night_cmd(
            d,
            &format!("new --per-table 3 --schedule 12 --seed 9 {names}"),
        );
        assert_eq!(code, 0);
        let first = tables(&out);
        for t in 1..=4 {
            finish_table(d, t);
        }
        let (code, out, err) = night_cmd(d, &format!("next --seating fresh --seed {seed} 1"));
        assert_eq!(code, 0, "{err}");
        (first, tables(&out))
    };
    let (first, next) = run_night("11");
    assert_eq!(run_night("11").1, next, "the same seed, the same tables");
    // 12 at tables of 3 after one game: nobody sits with anyone again.
    for t in &next {
        for f in &first {
            assert!(
                t.iter().filter(|p| f.contains(p)).count() <= 1,
                "{t:?} against {f:?}"
            );
        }
    }
}

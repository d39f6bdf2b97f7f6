//! Players' ratings (issue 44, shared/spec/club.md "Ratings"): a league's
//! and everyone's over every game, against the `skillratings` crate's own
//! figures for the same outcomes (its Weng-Lin multi-team update, each
//! player a team of one, from its defaults); tied totals sharing a place
//! whatever the tie-break; the order `started_at`, then `uid`; games in
//! the bin left out; merged names counted as one; and `mextrain league
//! ratings` as text and JSON.

use crate::cli_new::run;
use crate::fixtures::{colours, T0};
use mextrain::app::league::ratings::{self, PlayerRating};
use mextrain::app::league::standings;
use mextrain::app::{games, history, night, players};
use mextrain::db::{Db, GameId};
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput, TieBreak};
use serde_json::Value;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;
use std::path::Path;

const LEAGUE: &str = "Autumn";

/// A finished game's players and places, as the crate takes it.
type Outcome<'a> = (&'a [&'a str], &'a [usize]);

/// The crate's own figures over `games` in order: each name's rating and
/// games.
fn by_the_crate(games: &[Outcome]) -> HashMap<String, (WengLinRating, usize)> {
    let mut now: HashMap<String, (WengLinRating, usize)> = HashMap::new();
    for (names, places) in games {
        let teams: Vec<[WengLinRating; 1]> = names
            .iter()
            .map(|n| [now.get(*n).map_or(WengLinRating::new(), |r| r.0)])
            .collect();
        let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(places.iter())
            .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p)))
            .collect();
        let after = weng_lin_multi_team(&outcome, &WengLinConfig::new());
        for (n, team) in names.iter().zip(after) {
            let games = now.get(*n).map_or(0, |r| r.1);
            now.insert(n.to_string(), (team[0], games + 1));
        }
    }
    now
}

/// `lines` hold exactly the crate's figures (to the last bit: the same
/// arithmetic), highest `mu - 3 sigma` first, equal ratings by name.
fn assert_the_crates(lines: &[PlayerRating], want: &HashMap<String, (WengLinRating, usize)>) {
    assert_eq!(lines.len(), want.len(), "{lines:?}");
    for l in lines {
        let (w, games) = want[&l.name];
        assert_eq!(
            (l.mu, l.sigma, l.games),
            (w.rating, w.uncertainty, games),
            "{}",
            l.name
        );
        assert_eq!(l.rating(), w.rating - 3.0 * w.uncertainty);
    }
    for pair in lines.windows(2) {
        let (a, b) = (&pair[0], &pair[1]);
        assert!(
            a.rating() > b.rating() || (a.rating() == b.rating() && a.name < b.name),
            "{lines:?}"
        );
    }
}

/// A night of the league: one game of `players`, its rounds' totals (0
/// goes out), under `tie_break`. Returns the game.
fn night_of(
    db: &Db,
    date: &str,
    players: &[&str],
    rounds: &[&[i32]],
    tie_break: TieBreak,
) -> GameId {
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = (0..rounds.len()).map(|k| 12 - k as u8).collect();
    rules.house.tie_break = Some(tie_break);
    let names: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    let plan = night::NightPlan {
        name: "Tuesday club".into(),
        date: date.into(),
        league: Some(LEAGUE.into()),
        rules,
        per_table: 4,
        minutes: None,
        scoring: Scoring::Points,
        players: names.clone(),
    };
    let s = night::new_night_seated(db, &plan, &[names]).unwrap();
    let game = s.tables[0].game;
    for totals in rounds {
        games::record_round(db, game, &RoundInput::typed(totals)).unwrap();
    }
    assert!(db.game(game).unwrap().is_finished());
    game
}

/// Four nights of the league, one game a night:
///
/// | night | players      | totals      | places  |
/// |-------|--------------|-------------|---------|
/// | 1     | Ana, Ben, Cy | 5, 10, 40   | 1, 2, 3 |
/// | 2     | Ana, Ben     | 0, 10       | 1, 2    |
/// | 3     | Ana, Ben, Cy | 15, 15, 35  | 1, 1, 3 |
/// | 4     | Ana, Dee     | 0, 40       | 1, 2    |
///
/// Night 3's tie is broken by the most rounds won (Ben's two against
/// Ana's one), which gives Ben the win in the standings; the ratings
/// give Ana and Ben the same place. Returns the games.
fn season(dir: &Path) -> Vec<GameId> {
    let db = Db::open_in(dir).unwrap();
    vec![
        night_of(
            &db,
            "2026-10-06",
            &["Ana", "Ben", "Cy"],
            &[&[0, 10, 30], &[5, 0, 10]],
            TieBreak::Shared,
        ),
        night_of(
            &db,
            "2026-10-13",
            &["Ana", "Ben"],
            &[&[0, 10]],
            TieBreak::Shared,
        ),
        night_of(
            &db,
            "2026-10-20",
            &["Ana", "Ben", "Cy"],
            &[&[10, 0, 20], &[0, 15, 5], &[5, 0, 10]],
            TieBreak::MostRoundsWon,
        ),
        night_of(
            &db,
            "2026-10-27",
            &["Ana", "Dee"],
            &[&[0, 40]],
            TieBreak::Shared,
        ),
    ]
}

/// The season's outcomes, in the order the ratings take them.
const SEASON: [Outcome; 4] = [
    (&["Ana", "Ben", "Cy"], &[1, 2, 3]),
    (&["Ana", "Ben"], &[1, 2]),
    (&["Ana", "Ben", "Cy"], &[1, 1, 3]),
    (&["Ana", "Dee"], &[1, 2]),
];

/// The games' order as stored: by `started_at`, then `uid`.
fn rating_order(db: &Db, games: &[GameId]) -> Vec<GameId> {
    let mut keyed: Vec<(i64, String, GameId)> = games
        .iter()
        .map(|&g| {
            let r = db.game(g).unwrap();
            (r.started_at, r.uid, g)
        })
        .collect();
    keyed.sort();
    keyed.into_iter().map(|k| k.2).collect()
}

#[test]
fn a_leagues_ratings_are_the_crates_own_figures_ties_sharing_a_place() {
    let dir = tempfile::tempdir().unwrap();
    let games = season(dir.path());
    let db = Db::open_in(dir.path()).unwrap();
    // Made one after the other, the nights' games are in that order.
    assert_eq!(rating_order(&db, &games), games);
    // Night 3's tie-break gave Ben the win over Ana in the standings...
    let tied = db.game(games[2]).unwrap();
    assert_eq!(tied.sheet.totals(), [15, 15, 35]);
    let standings = standings::league_standings(&db, LEAGUE, Scoring::Wins).unwrap();
    let wins = |name: &str| {
        standings
            .iter()
            .find(|s| s.line.name == name)
            .unwrap()
            .line
            .wins
    };
    assert_eq!((wins("Ana"), wins("Ben")), (3, 1));
    let lines = ratings::ratings(&db, Some(LEAGUE)).unwrap();
    // ... the ratings give them one place: the crate's figures for it.
    assert_the_crates(&lines, &by_the_crate(&SEASON));
    // The crate's figures for the tie, not for Ben ahead of Ana.
    let broken = by_the_crate(&[SEASON[0], SEASON[1], (SEASON[2].0, &[2, 1, 3]), SEASON[3]]);
    let ana = lines.iter().find(|l| l.name == "Ana").unwrap();
    assert_ne!(ana.mu, broken["Ana"].0.rating);
    // Everyone's over every game: the same games here.
    assert_eq!(ratings::ratings(&db, None).unwrap(), lines);
    // Ana never finished behind anyone; Cy finished last twice.
    let order: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
    assert_eq!(order[0], "Ana");
    assert_eq!(order.last(), Some(&"Cy"));
    // No such league: refused.
    let e = ratings::ratings(&db, Some("Spring")).unwrap_err();
    assert_eq!(e.to_string(), "there is no league named Spring");
}

#[test]
fn a_tie_is_the_crates_tied_outcome_and_both_move_alike() {
    let db = Db::open_in_memory().unwrap();
    let spec = |names: &[&str]| {
        let mut s = GameSpec::new(
            PresetId::Classic,
            12,
            names.iter().map(|s| s.to_string()).collect(),
        )
        .unwrap();
        s.schedule = vec![12, 11];
        s.house.tie_break = Some(TieBreak::LowestLastRound);
        s
    };
    // Ana and Ben tie at 20 (Ben's lowest last round breaks it for the
    // win); Cy 35.
    let g = db
        .create_game_at(&spec(&["Ana", "Ben", "Cy"]), &colours(3), T0, None)
        .unwrap();
    games::record_round(&db, g, &RoundInput::typed(&[0, 20, 15])).unwrap();
    games::record_round(&db, g, &RoundInput::typed(&[20, 0, 20])).unwrap();
    let lines = ratings::ratings(&db, None).unwrap();
    assert_the_crates(
        &lines,
        &by_the_crate(&[(&["Ana", "Ben", "Cy"], &[1, 1, 3])]),
    );
    let (ana, ben) = (&lines[0], &lines[1]);
    assert_eq!((ana.name.as_str(), ben.name.as_str()), ("Ana", "Ben"));
    assert_eq!((ana.mu, ana.sigma), (ben.mu, ben.sigma));
    assert!(ana.rating() > 0.0 && lines[2].rating() < 0.0, "{lines:?}");
}

#[test]
fn the_winner_of_every_game_rates_above_who_never_wins() {
    let db = Db::open_in_memory().unwrap();
    let table = ["Win", "Mid", "Low", "Last"];
    for k in 0..12 {
        let mut s = GameSpec::new(
            PresetId::Classic,
            12,
            table.iter().map(|s| s.to_string()).collect(),
        )
        .unwrap();
        s.schedule = vec![12];
        let g = db.create_game_at(&s, &colours(4), T0 + k, None).unwrap();
        // Mid and Low swap places; Win always first, Last always last.
        let (mid, low) = if k % 2 == 0 { (10, 20) } else { (20, 10) };
        games::record_round(&db, g, &RoundInput::typed(&[0, mid, low, 50])).unwrap();
    }
    let lines = ratings::ratings(&db, None).unwrap();
    let names: Vec<&str> = lines.iter().map(|l| l.name.as_str()).collect();
    assert_eq!((names[0], names[3]), ("Win", "Last"));
    assert!(lines[0].rating() > lines[1].rating() + 5.0, "{lines:?}");
    assert!(lines[3].rating() < lines[2].rating(), "{lines:?}");
    assert!(lines.iter().all(|l| l.games == 12 && l.sigma < 25.0 / 3.0));
}

/// A finished one-round game of `names` with `totals`, started at
/// `started` under `uid`.
fn finished_at(db: &Db, names: &[&str], totals: &[i32], started: i64, uid: &str) -> GameId {
    let mut s = GameSpec::new(
        PresetId::Classic,
        12,
        names.iter().map(|s| s.to_string()).collect(),
    )
    .unwrap();
    s.schedule = vec![12];
    let g = db
        .create_game_at(&s, &colours(names.len()), started, Some(uid))
        .unwrap();
    games::record_round(db, g, &RoundInput::typed(totals)).unwrap();
    g
}

#[test]
fn games_count_by_start_then_uid_and_the_bin_is_left_out() {
    let db = Db::open_in_memory().unwrap();
    // Stored in another order than they count: "b" and "a" start
    // together (the uid decides: "a" first), "c" started before both.
    finished_at(&db, &["Ana", "Ben"], &[0, 30], T0 + 60, "b");
    finished_at(&db, &["Ben", "Cy"], &[0, 10], T0 + 60, "a");
    finished_at(&db, &["Cy", "Ana"], &[0, 5], T0, "c");
    let binned = finished_at(&db, &["Ana", "Cy"], &[0, 50], T0 + 30, "d");
    let unfinished = {
        let mut s = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Cy".into()]).unwrap();
        s.schedule = vec![12, 11];
        let g = db
            .create_game_at(&s, &colours(2), T0 + 90, Some("e"))
            .unwrap();
        games::record_round(&db, g, &RoundInput::typed(&[0, 40])).unwrap();
        g
    };
    history::delete_game(&db, binned).unwrap();
    let want = by_the_crate(&[
        (&["Cy", "Ana"], &[1, 2]),
        (&["Ben", "Cy"], &[1, 2]),
        (&["Ana", "Ben"], &[1, 2]),
    ]);
    let lines = ratings::ratings(&db, None).unwrap();
    assert_the_crates(&lines, &want);
    // Another order gives other figures: the order is the one asked.
    let stored_order = by_the_crate(&[
        (&["Ana", "Ben"], &[1, 2]),
        (&["Ben", "Cy"], &[1, 2]),
        (&["Cy", "Ana"], &[1, 2]),
    ]);
    assert_ne!(lines[0].mu, stored_order[&lines[0].name].0.rating);
    // Out of the bin, the game counts again, in its place.
    history::undelete_game(&db, binned).unwrap();
    let with_it = by_the_crate(&[
        (&["Cy", "Ana"], &[1, 2]),
        (&["Ana", "Cy"], &[1, 2]),
        (&["Ben", "Cy"], &[1, 2]),
        (&["Ana", "Ben"], &[1, 2]),
    ]);
    assert_the_crates(&ratings::ratings(&db, None).unwrap(), &with_it);
    assert!(!db.game(unfinished).unwrap().is_finished());
}

#[test]
fn a_merged_name_counts_as_the_one_it_is_merged_into() {
    let db = Db::open_in_memory().unwrap();
    finished_at(&db, &["Marie T.", "Ben"], &[0, 20], T0, "a");
    finished_at(&db, &["Ben", "Marie"], &[0, 20], T0 + 1, "b");
    players::merge_players(&db, "Marie T.", "Marie").unwrap();
    // Both at one game: two people after all, each under their own name
    // there (the merged one yields, whatever its seat).
    finished_at(&db, &["Marie T.", "Marie", "Ben"], &[10, 0, 5], T0 + 2, "c");
    let want = by_the_crate(&[
        (&["Marie", "Ben"], &[1, 2]),
        (&["Ben", "Marie"], &[1, 2]),
        (&["Marie T.", "Marie", "Ben"], &[3, 1, 2]),
    ]);
    let lines = ratings::ratings(&db, None).unwrap();
    assert_the_crates(&lines, &want);
    assert_eq!(lines.iter().find(|l| l.name == "Marie").unwrap().games, 3);
    // Taken back, the names are two again.
    players::unmerge_player(&db, "Marie T.").unwrap();
    let lines = ratings::ratings(&db, None).unwrap();
    assert_eq!(
        lines.iter().find(|l| l.name == "Marie T.").unwrap().games,
        2
    );
}

/// `mextrain league ratings --data-dir DIR ARGS...`.
fn ratings_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["league", "ratings", "--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    run(&all)
}

#[test]
fn league_ratings_prints_a_table_and_json_highest_first() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let db = Db::open_in(dir.path()).unwrap();
    let lines = ratings::ratings(&db, Some(LEAGUE)).unwrap();
    drop(db);

    let (code, out, err) = ratings_in(dir.path(), &["--json", LEAGUE]);
    assert_eq!((code, err.as_str()), (0, ""));
    let v: Value = serde_json::from_str(&out).unwrap();
    let players = v["players"].as_array().unwrap();
    assert_eq!(players.len(), 4);
    for (p, l) in players.iter().zip(&lines) {
        let keys: Vec<&str> = p.as_object().unwrap().keys().map(|k| k.as_str()).collect();
        assert_eq!(keys, ["games", "mu", "name", "rating", "sigma"]);
        assert_eq!(p["name"], l.name.as_str());
        // Unrounded: each figure printed as it round-trips.
        for (key, v) in [("mu", l.mu), ("sigma", l.sigma), ("rating", l.rating())] {
            assert!(
                (p[key].as_f64().unwrap() - v).abs() < 1e-12,
                "{key} of {}",
                l.name
            );
            let exact = format!("\"{key}\":{}", serde_json::to_string(&v).unwrap());
            assert!(out.contains(&exact), "{exact} in {out}");
        }
        assert_eq!(p["games"].as_u64().unwrap() as usize, l.games);
    }
    // The spec's order of keys, as printed.
    assert!(
        out.starts_with(r#"{"players":[{"name":"Ana","rating":"#),
        "{out}"
    );
    assert!(out.contains(r#","mu":"#) && out.ends_with("}]}\n"), "{out}");

    let (code, out, err) = ratings_in(dir.path(), &[LEAGUE]);
    assert_eq!((code, err.as_str()), (0, ""));
    let rows: Vec<&str> = out.lines().collect();
    assert_eq!(rows[0], "League Autumn: ratings");
    assert_eq!(rows[1], "Rank  Player   Rating      Mu  Sigma  Games");
    assert_eq!(rows.len(), 6, "{out}");
    for (k, (row, l)) in rows[2..].iter().zip(&lines).enumerate() {
        let want = format!(
            "{:>4}  {:<6}  {:>7.2}  {:>6.2}  {:>5.2}  {:>5}",
            k + 1,
            l.name,
            l.rating(),
            l.mu,
            l.sigma,
            l.games
        );
        assert_eq!(*row, want);
    }

    // Without a league: every game (here the same ones).
    let (code, out, _) = ratings_in(dir.path(), &[]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("Ratings over every game\nRank  Player"),
        "{out}"
    );
    assert_eq!(out.lines().count(), 6);

    // An unknown league: refused, exit 2, with a message.
    let (code, out, err) = ratings_in(dir.path(), &["Spring"]);
    assert_eq!((code, out.as_str()), (2, ""));
    assert_eq!(
        err,
        "mextrain league ratings: there is no league named Spring\n"
    );

    // No game yet.
    let empty = tempfile::tempdir().unwrap();
    let (code, out, _) = ratings_in(empty.path(), &[]);
    assert_eq!(
        (code, out.as_str()),
        (0, "Ratings over every game\nNo finished game yet.\n")
    );
    let (code, out, _) = ratings_in(empty.path(), &["--json"]);
    assert_eq!((code, out.as_str()), (0, "{\"players\":[]}\n"));
}

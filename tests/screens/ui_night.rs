//! Club night's screens (issue 32), rendered headless and driven as an
//! organiser would: the form (players picked and typed, the tables drawn
//! and one player moved by hand), the night's page (every table, its score
//! pad, the next game refused until every table finishes, then the
//! ladder), the standings under each scoring and their export, the board,
//! and all of it in French.

use crate::fixtures::html::text_of;
use crate::fixtures::*;
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::{PlayerInput, RoundInput};
use mextrain::ui::testing::Harness;
use std::path::Path;

/// Plays game `game` to its end: seat 0 goes out, every other seat scores
/// `points`.
fn finish(dir: &Path, game: i64, points: i32) {
    let db = Db::open_in(dir).unwrap();
    while !db.game(game).unwrap().is_finished() {
        let n = db.game(game).unwrap().sheet.spec.players.len();
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: (0..n)
                .map(|s| PlayerInput {
                    out: s == 0,
                    total: (s != 0).then(|| (points + s as i32).to_string()),
                    ..Default::default()
                })
                .collect(),
            markers_up: vec![],
        };
        games::record_round(&db, game, &input).unwrap();
    }
}

/// A night of 5 players (Ana, Ben and Cleo from earlier games, Dee and Eve
/// typed) at tables of 3 at most, set up through the form; the tables as
/// stored.
fn set_up(dir: &Path, lang: Lang) -> (Harness, Vec<Vec<String>>, Vec<String>) {
    let known = {
        let db = Db::open_in(dir).unwrap();
        fixture(&db);
        night::known_names(&db).unwrap()[..3].to_vec()
    };
    let mut app = Harness::open_on_device(dir, "/", lang);
    app.click("home-club");
    assert!(app.exists("nights-empty"), "{}", app.text());
    app.click("nights-new");
    app.input("night-name", "Tuesday club");
    app.input("night-league", "Autumn 2026");
    app.select("night-schedule", "0");
    // Nobody picked yet: drawing is not offered, and the form says why.
    assert!(app.exists("night-problem"));
    for k in 0..3 {
        app.click(&format!("night-known-{k}"));
    }
    for name in ["Dee", "Eve"] {
        app.input("night-add", name);
        app.submit("night-add-form");
    }
    // A name already present is not added twice.
    app.input("night-add", "dee");
    app.submit("night-add-form");
    app.input("night-per-table", "3");
    app.input("night-minutes", "45");
    assert!(!app.exists("night-problem"), "{}", app.text());
    app.click("night-draw");
    assert!(
        app.exists("drawn-table-1") && app.exists("drawn-table-2"),
        "{}",
        app.text()
    );
    assert!(!app.exists("drawn-table-3"));
    // Move table 1's first player to table 2 by hand.
    app.select("move-1-1", "1");
    app.click("night-start");
    assert!(app.exists("night-page"), "{}", app.text());
    let db = Db::open_in(dir).unwrap();
    let tables: Vec<Vec<String>> = night::current_games(&db, 1)
        .unwrap()
        .into_iter()
        .map(|g| g.players)
        .collect();
    (app, tables, known)
}

#[test]
fn an_organiser_sets_up_a_night_plays_it_and_starts_the_next_game_by_the_ladder() {
    let dir = tempfile::tempdir().unwrap();
    let (app, tables, known) = set_up(dir.path(), Lang::ENGLISH);
    // Drawn 3 and 2, then one moved by hand: 2 and 3.
    assert_eq!(tables.iter().map(Vec::len).collect::<Vec<_>>(), [2, 3]);
    let mut everyone: Vec<String> = tables.concat();
    everyone.sort();
    // The first three people who played before, and the two typed.
    let mut wanted: Vec<String> = known;
    wanted.extend(["Dee".to_string(), "Eve".to_string()]);
    wanted.sort();
    wanted.dedup();
    assert_eq!(everyone, wanted);
    let text = app.text();
    for words in [
        "Tuesday club",
        "league Autumn 2026",
        "45 min per game",
        "Table 1",
        "Table 2",
        "Round 1 of",
        "45 min left",
        "Game 1",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    assert!(app.exists("night-next-wait"), "{text}");
    assert!(app.exists("standings-empty"));
    // The organiser can open any table's score pad.
    assert!(app.html().contains("href=\"/game/"), "{}", app.html());
    // Table 1 finishes first: it waits for table 2.
    let db = Db::open_in(dir.path()).unwrap();
    let games: Vec<i64> = night::current_games(&db, 1)
        .unwrap()
        .iter()
        .map(|g| g.game)
        .collect();
    finish(dir.path(), games[0], 4);
    let mut app = Harness::open(dir.path(), "/night/1");
    assert!(
        app.text().contains("Finished: waiting for table 2"),
        "{}",
        app.text()
    );
    assert!(!app.exists("night-next"));
    finish(dir.path(), games[1], 2);
    let mut app2 = Harness::open(dir.path(), "/night/1");
    std::mem::swap(&mut app, &mut app2);
    assert!(app.exists("night-next"), "{}", app.text());
    // Standings: table 1's winner and table 2's winner share rank 1.
    let standings =
        mextrain::app::night::standings(&db, 1, mextrain::rules::club::Scoring::Points).unwrap();
    let text = app.text();
    for s in &standings {
        assert!(text.contains(&s.name), "{text}");
    }
    assert_eq!(standings.iter().filter(|s| s.rank == 1).count(), 2);
    // Export: the CSV lands in the data folder's exports.
    app.click("standings-csv");
    let csv = std::fs::read_to_string(dir.path().join("exports").join(format!(
        "night-1-{}-points.csv",
        db.night(1).unwrap().night.date
    )))
    .unwrap();
    assert!(
        csv.starts_with("rank,name,games,wins,points,average,placement\r\n1,"),
        "{csv}"
    );
    assert_eq!(csv.lines().count(), 6);
    // The standings as text for a chat.
    app.click("standings-copy");
    let html = app.html();
    assert!(html.contains("Tuesday club · "), "{html}");
    assert!(
        html.contains("1. ") && html.contains(", average 0.00 (1 game, 1 win)"),
        "{html}"
    );
    // Under wins.
    app.select("standings-scoring", "wins");
    assert!(
        app.html().contains("Standings by most wins"),
        "{}",
        app.html()
    );
    // The ladder: game 2 at both tables.
    app.click("seating-ladder");
    app.click("night-next");
    assert!(
        app.text().contains("Game 2 has started at every table"),
        "{}",
        app.text()
    );
    let next = night::current_games(&db, 1).unwrap();
    assert_eq!(next.iter().map(|g| g.number).collect::<Vec<_>>(), [2, 2]);
    // The board: both tables and the standings, no score pad links.
    let board = Harness::open(dir.path(), "/night/1/board");
    assert!(
        board.exists("board") && board.exists("table-1") && board.exists("standings"),
        "{}",
        board.text()
    );
    assert!(!board.html().contains("table-1-pad"));
    // A night's game says so on its score pad, its results and in History,
    // with a link back to the night.
    for path in [
        format!("/game/{}", next[0].game),
        format!("/game/{}/summary", games[0]),
        format!("/history/{}", games[1]),
    ] {
        let page = Harness::open(dir.path(), &path);
        assert!(page.exists("night-of-game"), "{path}: {}", page.text());
        assert!(
            page.text().contains("Tuesday club · Table "),
            "{path}: {}",
            page.text()
        );
        assert!(page.html().contains("href=\"/night/1\""), "{path}");
    }
    let history = Harness::open(dir.path(), "/history");
    assert!(
        history.html().contains("href=\"/nights\""),
        "{}",
        history.html()
    );
    // The league's page: the season's standings, the night as a column,
    // attendance, and a page per player; the night links to it.
    assert!(
        app.html().contains("href=\"/league/Autumn%202026\""),
        "{}",
        app.html()
    );
    let league = Harness::open(dir.path(), "/league/Autumn%202026");
    assert!(
        league.html().contains("id=\"league-nights\""),
        "{}",
        league.text()
    );
    let text = league.text();
    assert!(
        text.contains("League Autumn 2026") && text.contains("1 of 1"),
        "{text}"
    );
    assert!(
        text.contains("Dee 1st 1 of 1") || text.contains(" 1st 1 of 1"),
        "{text}"
    );
    let first = &standings[0].name;
    let player = Harness::open(dir.path(), &format!("/league/Autumn%202026/player/{first}"));
    assert!(
        player.html().contains("id=\"league-player-games\""),
        "{}",
        player.text()
    );
    assert!(
        player.text().contains("1 game, 1 win, 0 points"),
        "{}",
        player.text()
    );
    // The list of nights.
    let list = Harness::open(dir.path(), "/nights");
    assert!(
        list.text().contains("Tuesday club") && list.text().contains("2 tables"),
        "{}",
        list.text()
    );
}

#[test]
fn club_night_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let fr = Lang::from_tag("fr");
    let (app, _, _) = set_up(dir.path(), fr);
    let text = app.text();
    for words in [
        "Tuesday club",
        "ligue Autumn 2026",
        "Table 1",
        "Manche 1 sur",
        "Partie 1",
        "Classement",
        "La partie suivante commence",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    for english in [
        "Round 1",
        "Standings",
        "Next game",
        "Score pad",
        "min left",
        "Board for",
    ] {
        assert!(
            !text.contains(english),
            "English left: {english:?} in\n{text}"
        );
    }
    let form = Harness::open_on_device(dir.path(), "/night/new", fr);
    let text = form.text();
    for words in [
        "Organiser une soirée de club",
        "Règles de toutes les tables",
        "Joueurs par table",
        "Limite de temps",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    for english in ["Set up", "Players present", "Draw the tables", "Time limit"] {
        assert!(
            !text.contains(english),
            "English left: {english:?} in\n{text}"
        );
    }
    let board = Harness::open_on_device(dir.path(), "/night/1/board", fr);
    assert!(
        board.text().contains("Retour à la soirée"),
        "{}",
        board.text()
    );
}

#[test]
fn the_organiser_adds_a_late_arrival_takes_off_a_leaver_and_ends_a_table_that_stops() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, tables, _) = set_up(dir.path(), Lang::default());
    assert!(app.exists("night-present"), "{}", app.text());
    assert!(app.text().contains("5 players present"), "{}", app.text());
    // A late arrival, typed.
    app.input("present-name", "Gus");
    app.click("present-add");
    assert_eq!(
        text_of(&app, "present-message"),
        "Gus plays from the next game on."
    );
    assert!(app.text().contains("6 players present"));
    // Added again: refused, and said so.
    app.input("present-name", "gus");
    app.click("present-add");
    assert_eq!(text_of(&app, "present-message"), "Gus is present already");
    // Table 1's first player leaves now: table 1 ends with this round.
    let leaver = tables[0][0].clone();
    let db = Db::open_in(dir.path()).unwrap();
    let k = night::present::present(&db, 1)
        .unwrap()
        .iter()
        .position(|p| *p == leaver)
        .unwrap();
    app.click("leave-now");
    app.click(&format!("leave-{k}"));
    assert_eq!(
        text_of(&app, "present-message"),
        format!("{leaver} has left: table 1 finishes with the round being played.")
    );
    let current = night::current_games(&db, 1).unwrap();
    assert_eq!(
        db.game(current[0].game).unwrap().sheet.spec.schedule.len(),
        1
    );
    assert!(app.exists("present-gone") && app.exists("back-0"));
    // Table 2 stops before saving a round: its game is removed.
    app.click("end-game-2");
    assert_eq!(
        text_of(&app, "present-message"),
        "Table 2's game had no saved round: it is removed and counts for nobody."
    );
    assert_eq!(night::current_games(&db, 1).unwrap().len(), 1);
    // Table 1 plays its last round; the next game seats who is present.
    finish(dir.path(), current[0].game, 3);
    let mut app = Harness::open(dir.path(), "/night/1");
    app.click("seating-fresh");
    app.click("night-next");
    let seated: Vec<String> = night::current_games(&db, 1)
        .unwrap()
        .into_iter()
        .flat_map(|g| g.players)
        .collect();
    assert_eq!(seated.len(), 5, "{seated:?}");
    assert!(seated.contains(&"Gus".to_string()) && !seated.contains(&leaver));
}

#[test]
fn who_is_present_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, _, _) = set_up(dir.path(), Lang::from_tag("fr"));
    let text = app.text();
    assert!(text.contains("5 joueurs présents"), "{text}");
    assert!(
        text.contains("Terminer ici la partie de la table 1"),
        "{text}"
    );
    app.input("present-name", "Gus");
    app.click("present-add");
    assert_eq!(
        text_of(&app, "present-message"),
        "Gus joue dès la partie suivante."
    );
    for english in ["players present", "Leaves", "End table", "late arrival"] {
        assert!(!app.text().contains(english), "English left: {english:?}");
    }
}

/// A night of one table (Ana, Ben) whose two-round game is finished (Ben
/// 6 a round); the game.
fn finished_night(dir: &Path) -> i64 {
    let g = {
        let db = Db::open_in(dir).unwrap();
        night(&db, &[&["Ana", "Ben"]], 2, None).tables[0].game
    };
    finish(dir, g, 5);
    g
}

#[test]
fn a_finished_game_of_the_night_is_corrected_on_its_score_pad_and_undo_says_why_not() {
    let dir = tempfile::tempdir().unwrap();
    let g = finished_night(dir.path());
    let db = Db::open_in(dir.path()).unwrap();
    let before = db.game(g).unwrap();
    assert_eq!(before.sheet.totals(), [0, 12]);
    // Never corrected: the game's record says nothing of it.
    let detail = Harness::open(dir.path(), &format!("/history/{g}"));
    assert!(!detail.exists("corrected"), "{}", detail.text());
    // Undo would reopen it: refused, saying why, and nothing stored.
    let mut app = Harness::open(dir.path(), &format!("/game/{g}"));
    app.click("undo");
    assert_eq!(
        text_of(&app, "undo-note"),
        "this game of a club night is finished: undo would reopen it; correct a round \
         instead (Edit, on its score pad)",
    );
    assert_eq!(db.game(g).unwrap(), before);
    // Corrected on the score pad: round 2's Ben 6 was 9.
    app.click("edit-1");
    app.input("pts-1", "9");
    app.click("save-round");
    let now = db.game(g).unwrap();
    assert_eq!(now.sheet.totals(), [0, 15]);
    assert!(now.is_finished());
    assert_eq!(
        (now.revision, now.sender.clone()),
        (2, db.machine_sender().unwrap())
    );
    // The night's standings follow, and the game's record says so.
    let night_id = db.night_of_game(g).unwrap().unwrap().0;
    let st = night::standings(&db, night_id, mextrain::rules::club::Scoring::Points).unwrap();
    assert_eq!(st.iter().find(|s| s.name == "Ben").unwrap().points, 15);
    let detail = Harness::open(dir.path(), &format!("/history/{g}"));
    assert_eq!(
        text_of(&detail, "corrected"),
        "Corrected after the night (revision 2)"
    );
}

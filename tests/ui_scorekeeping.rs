//! The score-keeping screens, rendered headless and driven by clicks and typing.

use mextrain::db::Db;
use mextrain::ui::testing::Harness;

fn start_three_player_game(dir: &std::path::Path) -> Harness {
    let mut app = Harness::open(dir, "/new");
    assert!(app.text().contains("New game"));
    for (i, name) in ["Ana", "Ben", "Cleo"].iter().enumerate() {
        app.input(&format!("player-{i}"), name);
    }
    app.click("start-game");
    assert!(
        app.exists("save-round"),
        "the game screen opens: {}",
        app.text()
    );
    app
}

#[test]
fn new_game_refuses_too_few_players_or_a_repeated_name_and_saves_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/new");
    app.input("player-0", "Ana");
    app.click("start-game");
    assert!(
        app.text().contains("this game needs 2 to 8 players, not 1"),
        "{}",
        app.text()
    );
    app.input("player-1", "ana");
    app.click("start-game");
    assert!(
        app.text().contains("two players are called ana"),
        "{}",
        app.text()
    );
    drop(app);
    let db = Db::open_in(dir.path()).unwrap();
    assert!(db.recent_games(10, 0).unwrap().is_empty());
}

#[test]
fn a_round_by_typing_totals_then_one_by_tapping_tiles() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_three_player_game(dir.path());
    let text = app.text();
    assert!(text.contains("1 of 13"), "{text}");
    assert!(text.contains("12-12"));
    assert!(text.contains("15 tiles each"));

    // Round 1: Ana went out, Ben and Cleo typed.
    app.click("starter-0");
    app.click("out-0");
    app.input("pts-1", "12");
    app.input("pts-2", "30");
    app.click("save-round");
    assert!(app.text().contains("2 of 13"), "{}", app.text());
    assert_eq!(app.text().contains("entry-error"), false);

    // Round 2: Ben went out; Ana's hand tapped on the picker: 0-0 (50) and 11-3 (14).
    app.click("starter-1");
    app.click("out-1");
    app.click("pick-0");
    assert!(app.exists("tile-0-0"));
    app.click("tile-0-0");
    app.click("tile-11-3");
    assert!(app.html().contains("64"), "the tapped points show");
    app.click("pick-done");
    app.click("pick-2");
    // A tile in Ana's hand is taken for Cleo; the engine (11-11) cannot be picked.
    assert!(app.html().contains("0-0: in another hand"));
    assert!(app.html().contains("11-11: the engine"));
    app.click("tile-5-4");
    app.click("pick-done");
    app.click("save-round");
    assert!(app.text().contains("3 of 13"), "{}", app.text());

    let db = Db::open_in(dir.path()).unwrap();
    let id = db.unfinished_game().unwrap().unwrap();
    let game = db.game(id).unwrap();
    assert_eq!(game.sheet.totals(), vec![64, 12, 39]);
    assert_eq!(game.sheet.rounds[1].tiles[0].as_ref().unwrap().len(), 2);
}

#[test]
fn impossible_entries_are_refused_with_the_reason() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_three_player_game(dir.path());
    app.click("starter-0");
    app.input("pts-0", "5");
    app.input("pts-1", "6");
    app.input("pts-2", "7");
    app.click("save-round");
    assert!(app
        .text()
        .contains("mark who went out, or mark the round as blocked"));
    app.input("pts-1", "-6");
    app.click("blocked");
    app.click("save-round");
    assert!(
        app.text().contains("Ben: points cannot be negative"),
        "{}",
        app.text()
    );
    app.input("pts-1", "lots");
    app.click("save-round");
    assert!(app.text().contains("'lots' is not a number"));
    app.input("pts-1", "5000");
    app.click("save-round");
    assert!(app.text().contains("more than one hand can hold"));
    app.input("pts-1", "6");
    app.click("save-round");
    assert!(
        app.text().contains("2 of 13"),
        "a blocked round saves: {}",
        app.text()
    );
    let db = Db::open_in(dir.path()).unwrap();
    let g = db.game(db.unfinished_game().unwrap().unwrap()).unwrap();
    assert_eq!(g.sheet.totals(), vec![5, 6, 7]);
}

#[test]
fn edit_a_past_round_and_undo_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_three_player_game(dir.path());
    app.click("starter-0");
    app.click("out-0");
    app.input("pts-1", "10");
    app.input("pts-2", "20");
    app.click("save-round");
    app.click("edit-0");
    assert!(app.text().contains("Edit round 1"), "{}", app.text());
    app.input("pts-1", "11");
    app.click("save-round");
    assert!(app.text().contains("2 of 13"));
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.unfinished_game().unwrap().unwrap();
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 11, 20]);
    app.click("undo");
    assert!(app.text().contains("The edit of round 1 was taken back"));
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 10, 20]);
    app.click("undo");
    assert!(app.text().contains("1 of 13"));
    assert!(db.game(id).unwrap().sheet.rounds.is_empty());
}

#[test]
fn the_app_reopens_on_the_unfinished_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_three_player_game(dir.path());
    app.click("starter-2");
    app.click("out-2");
    app.input("pts-0", "3");
    app.input("pts-1", "4");
    app.click("save-round");
    drop(app);
    // Started again as a person would (no address): it resumes the unfinished game.
    let app2 = Harness::launch(dir.path());
    let text = app2.text();
    assert!(text.contains("2 of 13"), "{text}");
    assert!(text.contains("Cleo"));
}

#[test]
fn a_short_game_ends_with_standings_and_a_tie() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/new");
    app.input("player-0", "Ana");
    app.input("player-1", "Ben");
    app.click("preset-dominorules");
    app.select("first", "1");
    app.input("player-2", "Cleo");
    app.click("start-game");
    assert!(app.text().contains("1 of 2"), "{}", app.text());
    // dominorules: round 1 starter chosen at the table, then next seat.
    app.click("starter-0");
    app.click("out-0");
    app.input("pts-1", "7");
    app.input("pts-2", "0");
    app.click("save-round");
    assert!(app.text().contains("Ben"), "{}", app.text());
    app.click("out-1");
    app.input("pts-0", "7");
    app.input("pts-2", "7");
    app.click("save-round");
    let text = app.text();
    assert!(
        text.contains("A tie: Ana and Ben and Cleo share the win!")
            || text.contains("share the win"),
        "{text}"
    );
}

#[test]
fn names_from_earlier_games_are_offered_with_their_colours() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        let spec = mextrain::rules::GameSpec::new(
            mextrain::rules::PresetId::Classic,
            12,
            vec!["Zoe".into(), "Yann".into()],
        )
        .unwrap();
        db.create_game(&spec, &["#911eb4".to_string(), "#f58231".to_string()])
            .unwrap();
    }
    let mut app = Harness::open(dir.path(), "/new");
    assert!(app.text().contains("Played before:"));
    app.click("known-0");
    app.click("known-1");
    app.input("player-2", "Xia");
    app.click("start-game");
    assert!(app.exists("save-round"), "{}", app.text());
    let db = Db::open_in(dir.path()).unwrap();
    let g = db.game(db.unfinished_game().unwrap().unwrap()).unwrap();
    let mut names = g.sheet.spec.players.clone();
    names.sort();
    assert_eq!(names, vec!["Xia", "Yann", "Zoe"]);
    let zoe = g
        .sheet
        .spec
        .players
        .iter()
        .position(|n| n == "Zoe")
        .unwrap();
    assert_eq!(g.colours[zoe], "#911eb4");
}

/// The issue asks for a whole 4-player round in under 30 seconds of tapping.
/// Counting a tap (or one typed total) as a second, a round where three hands
/// of five tiles are tapped in takes this many actions.
#[test]
fn a_four_player_round_by_tapping_tiles_takes_under_30_taps() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/new");
    app.click("add-player");
    for (i, name) in ["Ana", "Ben", "Cleo", "Dev"].iter().enumerate() {
        app.input(&format!("player-{i}"), name);
    }
    app.click("start-game");
    let before = app.actions();
    app.click("starter-0");
    app.click("out-0");
    let hands = [
        ["10-4", "9-9", "8-1", "6-6", "3-0"],
        ["12-11", "11-5", "7-2", "5-5", "2-1"],
        ["12-0", "10-10", "9-3", "6-4", "1-1"],
    ];
    for (k, hand) in hands.iter().enumerate() {
        app.click(&format!("pick-{}", k + 1));
        for t in hand {
            app.click(&format!("tile-{t}"));
        }
    }
    app.click("save-round");
    let taps = app.actions() - before;
    println!("4-player round, three hands of 5 tapped tiles: {taps} taps");
    assert!(app.text().contains("2 of 13"), "{}", app.text());
    assert!(taps < 30, "{taps} taps");
    let db = Db::open_in(dir.path()).unwrap();
    let g = db.game(db.unfinished_game().unwrap().unwrap()).unwrap();
    // 14+18+9+12+28 = 81; 23+16+9+10+3 = 61; 37+20+12+10+2 = 81 (0-blank half counts 25)
    assert_eq!(g.sheet.totals(), vec![0, 81, 61, 81]);
}

#[test]
fn house_rules_chosen_before_starting_are_saved_with_the_game() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/new");
    app.input("player-0", "Ana");
    app.input("player-1", "Ben");
    app.click("preset-hub-set");
    app.input("blank", "0");
    app.input("hand", "12");
    app.click("faster");
    app.click("start-game");
    assert!(app.text().contains("12 tiles each"), "{}", app.text());
    let db = Db::open_in(dir.path()).unwrap();
    let g = db.game(db.unfinished_game().unwrap().unwrap()).unwrap();
    assert_eq!(g.sheet.spec.house.blank_half, Some(0));
    assert_eq!(g.sheet.spec.house.hand_size, Some(12));
    assert_eq!(g.sheet.spec.house.faster_first_turn, Some(true));
    assert_eq!(
        g.sheet
            .spec
            .rules()
            .tile_points(mextrain::rules::Tile::new(0, 5)),
        5
    );
}

#[test]
fn taps_of_an_unsaved_round_survive_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_three_player_game(dir.path());
    app.click("starter-1");
    app.click("out-1");
    app.click("pick-0");
    app.click("tile-9-9");
    app.click("tile-8-3");
    app.input("pts-2", "17");
    // The window goes away without saving (a crash, a kill, a power cut).
    drop(app);
    let mut app = Harness::launch(dir.path());
    let text = app.text();
    assert!(
        text.contains("What you entered before mextrain closed is back"),
        "{text}"
    );
    assert!(
        app.html().contains("29"),
        "Ana's two tapped tiles count 29: {text}"
    );
    app.click("save-round");
    assert!(app.text().contains("2 of 13"), "{}", app.text());
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.unfinished_game().unwrap().unwrap();
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![29, 0, 17]);
    // Saved: the draft is gone, the next round starts empty.
    assert_eq!(db.draft(id, 0).unwrap(), None);
    drop(app);
    let app = Harness::launch(dir.path());
    assert!(
        !app.text().contains("before mextrain closed"),
        "{}",
        app.text()
    );
}

//! The referee screens (move checker, blocked round, hand planner), rendered
//! headless and driven by clicks. Each dispute counts its taps and prints
//! them (`cargo test --test ui_referee -- --nocapture`).

use crate::fixtures;

use fixtures::html::{pressed, text_of};
use mextrain::db::Db;
use mextrain::ui::testing::Harness;

/// A data folder holding a classic game in progress for Ana, Ben and Cleo.
fn classic_game_of_three() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    start_classic_game_of_three(dir.path());
    dir
}

/// Starts a classic game for Ana, Ben and Cleo in the data folder `dir`.
fn start_classic_game_of_three(dir: &std::path::Path) {
    fixtures::classic_game(&Db::open_in(dir).unwrap(), &["Ana", "Ben", "Cleo"]);
}

/// Clicks, counting the taps of a dispute.
fn tap(app: &mut Harness, n: &mut usize, id: &str) {
    app.click(id);
    *n += 1;
}

fn verdict(app: &Harness) -> String {
    let html = app.html();
    if html.contains("verdict illegal") {
        "not legal".into()
    } else if html.contains("verdict legal") {
        "legal".into()
    } else {
        panic!("no verdict on the page:\n{}", app.text())
    }
}

#[test]
fn may_i_play_on_his_train_private_then_marker_up() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    assert!(app.exists("tab-check") && app.exists("tab-blocked") && app.exists("tab-plan"));
    assert!(app.exists("nav-referee"));
    // No game in progress: a quick classic double-12 table for three.
    let text = app.text();
    assert!(
        text.contains("Player 1") && text.contains("Player 3"),
        "{text}"
    );
    assert!(app.exists("verdict-wait"));

    let mut n = 0;
    // Player 2's train ends in 5; Player 1 (whose turn it is) lays 5-9 on it.
    tap(&mut app, &mut n, "end-1-5");
    tap(&mut app, &mut n, "move-a-5");
    tap(&mut app, &mut n, "move-b-9");
    tap(&mut app, &mut n, "on-1");
    let taps_private = n;
    assert_eq!(verdict(&app), "not legal");
    assert!(app.exists("verdict-rule-link"));
    assert!(
        app.html().contains("/rules/private-train"),
        "{}",
        app.html()
    );
    let text = app.text();
    assert!(text.contains("Not legal"), "{text}");
    assert!(text.contains("marker is down"), "{text}");
    assert!(text.contains("Rule book: private-train"), "{text}");

    // Ben's marker is up: the same move is legal.
    let mut n = 0;
    tap(&mut app, &mut n, "marker-1");
    let taps_marker = n;
    assert_eq!(verdict(&app), "legal");
    assert!(!app.exists("verdict-rule-link"));
    assert!(app.text().contains("Next: Player 2."), "{}", app.text());
    println!(
        "dispute 'may I play on his train?': {taps_private} taps to 'not legal' (private-train), \
         {} taps in all to 'legal' with the marker up",
        taps_private + taps_marker
    );

    // Follow-up: it was played; then Player 2 lays 9-4 on their own train.
    app.click("add-move");
    assert!(
        app.text()
            .contains("Player 1 plays 9-5 on Player 2's train — legal"),
        "{}",
        app.text()
    );
    assert!(pressed(&app, "mover-1"), "the next mover is Player 2");
    app.click("move-a-9");
    app.click("move-b-4");
    app.click("on-1");
    assert_eq!(verdict(&app), "legal");
    assert!(app
        .text()
        .contains("Player 2 plays 9-4 on Player 2's train?"));
    // Player 2 laying again on the Mexican Train right after is not their turn.
    app.click("add-move");
    app.click("mover-1");
    app.click("move-a-12");
    app.click("move-b-1");
    app.click("on-mx");
    assert_eq!(verdict(&app), "not legal");
    assert!(app.html().contains("/rules/not-your-turn"));
}

#[test]
fn must_i_cover_that_double_and_the_link_to_the_rule() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    let mut n = 0;
    // Player 2's train ends in an uncovered 7-7; Player 1 lays 3-4 on their own train (end 3).
    tap(&mut app, &mut n, "end-1-7");
    tap(&mut app, &mut n, "double-1");
    tap(&mut app, &mut n, "end-0-3");
    tap(&mut app, &mut n, "move-a-3");
    tap(&mut app, &mut n, "move-b-4");
    tap(&mut app, &mut n, "on-0");
    let taps = n;
    assert_eq!(verdict(&app), "not legal");
    assert!(app.html().contains("/rules/open-double"));
    assert!(app.text().contains("double"), "{}", app.text());
    println!("dispute 'must I cover that double?': {taps} taps to 'not legal' (open-double)");

    // Covering it is legal.
    app.click("move-a-7");
    app.click("on-1");
    assert_eq!(verdict(&app), "legal");
    app.click("move-a-3");
    app.click("on-0");
    assert_eq!(verdict(&app), "not legal");

    app.click("verdict-rule-link");
    assert!(app.exists("rule-open-double"), "{}", app.text());
    assert!(app.text().contains("open-double"));
}

#[test]
fn saving_keeps_the_disputed_move_out_of_the_files_moves_and_reopens_the_same_screen() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("dispute.json");
    let mut app = Harness::open(dir.path(), "/check");
    // Played: Player 1 opens their own train with 12-3 (legal).
    app.click("move-a-12");
    app.click("move-b-3");
    app.click("on-0");
    assert_eq!(verdict(&app), "legal");
    app.click("add-move");
    // In dispute: Player 2 lays 3-4 on Player 1's train (private).
    app.click("move-a-3");
    app.click("move-b-4");
    app.click("on-0");
    assert_eq!(verdict(&app), "not legal");
    let screen_moves = text_of(&app, "moves");
    let screen_verdict = app.text();
    assert!(screen_verdict.contains("Player 2 plays 4-3 on Player 1's train?"));
    app.input("file-path", file.to_str().unwrap());
    app.click("save-file");
    assert!(app.text().contains("Saved to"), "{}", app.text());

    // The file's moves are the moves made: the disputed move is not one.
    let json = std::fs::read_to_string(&file).unwrap();
    let setup = mextrain::rules::parse_setup(&json).unwrap();
    assert_eq!(setup.moves.len(), 1, "{json}");
    let report = mextrain::rules::check(&json).unwrap();
    assert!(report.all_legal(), "{json}");
    assert_eq!(report.turn, "Player 2");
    assert!(screen_moves.contains("Player 1 plays 12-3 on Player 1's train — legal"));
    // The command line reads it the same way: one move, legal.
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_mextrain"))
        .args(["check", file.to_str().unwrap()])
        .output()
        .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert_eq!(out.status.code(), Some(0), "{stdout}");
    assert!(!stdout.contains("illegal"), "{stdout}");
    // The engine on the file plus the disputed move gives the screen's verdict.
    let mut with_dispute = setup.clone();
    with_dispute.moves.push(mextrain::rules::MoveSetup {
        player: "Player 2".into(),
        action: mextrain::rules::SetupAction::Play {
            tile: "3-4".parse().unwrap(),
            on: "Player 1".into(),
        },
    });
    let r = mextrain::rules::check_setup(&with_dispute).unwrap();
    assert_eq!(r.moves.len(), 2);
    assert!(r.moves[0].legal);
    assert_eq!(r.moves[1].rule.map(|r| r.as_str()), Some("private-train"));
    assert!(screen_verdict.contains(&mextrain::ui::widgets::sentence(
        r.moves[1].reason.as_deref().unwrap()
    )));

    // Change the screen, then open the file: exactly the saved screen.
    app.click("undo-move");
    app.click("end-2-9");
    app.click("open-file");
    let text = app.text();
    assert!(text.contains("Opened"), "{text}");
    assert_eq!(text_of(&app, "moves"), screen_moves);
    assert!(
        text.contains("Player 2 plays 4-3 on Player 1's train?"),
        "{text}"
    );
    assert_eq!(verdict(&app), "not legal");
    assert!(app.html().contains("/rules/private-train"));

    // In a fresh window on another data folder the file alone still opens,
    // with its moves made and no move in dispute.
    let other = tempfile::tempdir().unwrap();
    let mut app = Harness::open(other.path(), "/check");
    app.input("file-path", file.to_str().unwrap());
    app.click("open-file");
    assert_eq!(text_of(&app, "moves"), screen_moves);
    assert!(!app.exists("question"), "{}", app.text());

    // A file with a problem names the field.
    std::fs::write(
        &file,
        r#"{"players": ["Ana", "Ben"], "trains": {"Zed": {"end": 3}}}"#,
    )
    .unwrap();
    app.click("open-file");
    let text = app.text();
    assert!(text.contains("trains.Zed"), "{text}");
    assert!(text.contains("Zed is not a player"), "{text}");
}

#[test]
fn an_edited_file_does_not_bring_back_a_stale_disputed_move() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("d.json");
    let mut app = Harness::open(dir.path(), "/check");
    app.click("move-a-12");
    app.click("move-b-3");
    app.click("on-0");
    app.input("file-path", file.to_str().unwrap());
    app.click("save-file");
    // Someone edits the file by hand: the kept dispute belongs to the old text.
    let json = std::fs::read_to_string(&file).unwrap();
    std::fs::write(
        &file,
        json.replace("\"rules\"", "\"boneyard\": 5,\n  \"rules\""),
    )
    .unwrap();
    app.click("open-file");
    assert!(app.text().contains("Opened"), "{}", app.text());
    assert!(!app.exists("question"), "{}", app.text());
}

#[test]
fn who_wins_this_blocked_round_and_it_is_recorded() {
    let dir = classic_game_of_three();
    let mut app = Harness::open(dir.path(), "/blocked");
    assert!(
        app.text().contains("From the current game"),
        "{}",
        app.text()
    );
    let mut n = 0;
    // Ana holds 1-2, Ben 0-3, Cleo 4-5 (Ana's picker is open first).
    tap(&mut app, &mut n, "tile-2-1");
    tap(&mut app, &mut n, "pick-1");
    tap(&mut app, &mut n, "tile-3-0");
    tap(&mut app, &mut n, "pick-2");
    tap(&mut app, &mut n, "tile-5-4");
    // Ben's train ends in 2: Ana could still play.
    tap(&mut app, &mut n, "end-0-6");
    tap(&mut app, &mut n, "end-1-2");
    tap(&mut app, &mut n, "end-2-8");
    tap(&mut app, &mut n, "end-mx-9");
    let text = app.text();
    assert!(text.contains("Not blocked"), "{text}");
    assert!(text.contains("Ana can play 2-1 on Ben's train"), "{text}");
    // No: Ben's train ends in 7.
    tap(&mut app, &mut n, "end-1-7");
    let text = app.text();
    assert!(text.contains("Blocked"), "{text}");
    assert!(!text.contains("Not blocked"), "{text}");
    // Blank halves count 25 in classic: Ben 28.
    assert!(text.contains("Winner: Ana"), "{text}");
    assert!(app.html().contains("28"));
    // Round 1's starter is not known yet (whoever placed the engine).
    tap(&mut app, &mut n, "starter-0");
    tap(&mut app, &mut n, "record-blocked");
    let taps = n;
    println!("dispute 'who wins this blocked round?': {taps} taps from an empty screen to the recorded round");
    assert!(app.exists("round-head"), "{}", app.text());
    assert!(app.text().contains("2 of 13"), "{}", app.text());
    drop(app);
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.unfinished_game().unwrap().unwrap();
    let game = db.game(id).unwrap();
    assert_eq!(game.sheet.totals(), vec![3, 28, 9]);
    assert_eq!(
        game.sheet.rounds[0].end,
        mextrain::rules::RoundOutcome::Blocked
    );
}

#[test]
fn the_planner_lays_the_longest_train_in_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/plan");
    assert!(app.exists("plan-empty"));
    app.click("tile-12-5");
    app.click("tile-7-5");
    app.click("tile-3-3");
    let text = app.text();
    assert!(text.contains("2 tiles"), "{text}");
    assert!(text.contains("12-5, 5-7"), "{text}");
    assert!(app.exists("plan-extras"));
    assert!(app.html().contains("aria-label=\"double three\""));
    // From another open end: 3.
    app.click("start-3");
    assert!(app.text().contains("Longest train from 3"));
    assert!(
        app.text().contains("1 tiles") || app.text().contains("3-3"),
        "{}",
        app.text()
    );
}

#[test]
fn a_train_given_by_its_tiles_and_a_chain_that_does_not_connect() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    // Player 2's train: 12-9 then 9-9, tapped on the picker; the engine sees the open double.
    app.click("tiles-1");
    app.click("tile-12-9");
    app.click("tile-9-9");
    app.click("chain-done");
    assert!(app.exists("chain-1"));
    assert!(
        pressed(&app, "double-1"),
        "the engine reports the open double"
    );
    app.click("end-0-3");
    app.click("move-a-3");
    app.click("move-b-4");
    app.click("on-0");
    assert_eq!(verdict(&app), "not legal");
    assert!(app.html().contains("/rules/open-double"));
    // A tile that does not connect: the problem names the field.
    app.click("tiles-1");
    app.click("tile-5-4");
    let text = app.text();
    assert!(
        text.contains("trains.Player 2.tiles[2]: 5-4 does not connect to 9-9"),
        "{text}"
    );
}

#[test]
fn an_uncovered_double_can_block_a_round_that_would_not_be_blocked() {
    let dir = classic_game_of_three();
    let mut app = Harness::open(dir.path(), "/blocked");
    app.click("tile-2-1");
    app.click("pick-1");
    app.click("tile-3-0");
    app.click("pick-2");
    app.click("tile-5-4");
    app.click("end-0-6");
    app.click("end-1-2");
    app.click("end-2-8");
    app.click("end-mx-9");
    assert!(
        app.text().contains("Ana can play 2-1 on Ben's train"),
        "{}",
        app.text()
    );
    // Cleo's train ends in an uncovered 8-8: every other train is closed and nobody holds an 8.
    app.click("open-double-2");
    let text = app.text();
    assert!(
        text.contains("Blocked") && !text.contains("Not blocked"),
        "{text}"
    );
    assert!(text.contains("Winner: Ana"), "{text}");
}

#[test]
fn the_current_games_names_stay_and_names_can_be_typed_without_a_game() {
    // A game in progress: its names, even after choosing another table.
    let dir = classic_game_of_three();
    let mut app = Harness::open(dir.path(), "/check");
    assert!(app.text().contains("Ana's train"), "{}", app.text());
    app.click("other-table");
    app.select("set", "9");
    let text = app.text();
    assert!(
        text.contains("Ana's train") && text.contains("Cleo's train"),
        "{text}"
    );
    assert!(!text.contains("Player 1"), "{text}");

    // No game: names are typed, and kept when the player count changes.
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    app.input("name-0", "Dora");
    app.input("name-1", "Eli");
    let text = app.text();
    assert!(text.contains("Dora's train"), "{text}");
    assert!(pressed(&app, "mover-0") && text_of(&app, "mover-0") == "Dora");
    app.click("players-4");
    let text = app.text();
    assert!(
        text.contains("Dora's train") && text.contains("Eli's train"),
        "{text}"
    );
    assert!(text.contains("Player 4's train"), "{text}");
    // A played move follows its player's new name.
    app.click("move-a-12");
    app.click("move-b-3");
    app.click("on-0");
    app.click("add-move");
    app.input("name-0", "Dot");
    assert!(
        app.text().contains("Dot plays 12-3 on Dot's train — legal"),
        "{}",
        app.text()
    );
    // Two players with one name: the problem is named, no verdict.
    app.input("name-1", "Dot");
    assert!(app.exists("setup-error"), "{}", app.text());
    // The blocked round takes typed names too.
    app.click("tab-blocked");
    app.input("name-2", "Fay");
    assert!(app.text().contains("Fay's train"), "{}", app.text());
}

#[test]
fn the_disputed_moves_player_is_whose_turn_it_is_unless_told_otherwise() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    // The natural first try: pick who moves, then the move.
    app.click("mover-1");
    app.click("end-1-5");
    app.click("move-a-5");
    app.click("move-b-9");
    app.click("on-1");
    assert_eq!(verdict(&app), "legal", "{}", app.text());
    assert!(pressed(&app, "turn-1"), "whose turn follows who moves");
    // Saying it is someone else's turn makes it a different question.
    app.click("turn-0");
    app.click("mover-1");
    assert_eq!(verdict(&app), "not legal");
    assert!(app.html().contains("/rules/not-your-turn"));
}

#[test]
fn after_it_was_played_the_table_shows_the_position_the_next_verdict_is_judged_on() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    assert!(!app.exists("table-now"));
    app.click("end-1-5");
    app.click("marker-1");
    app.click("move-a-5");
    app.click("move-b-9");
    app.click("on-1");
    app.click("add-move");
    let now = text_of(&app, "table-now");
    assert!(now.contains("Player 2's train: ends in 9"), "{now}");
    assert!(now.contains("After the move played"), "{now}");
    assert!(now.contains("Player 1's train: not started"), "{now}");
    assert!(now.contains("Next: Player 2"), "{now}");
    // A double laid: the table now shows it open.
    app.click("move-a-9");
    app.click("move-b-9");
    app.click("on-1");
    app.click("add-move");
    let now = text_of(&app, "table-now");
    assert!(
        now.contains("Player 2's train: ends in 9, an open double"),
        "{now}"
    );
    assert!(now.contains("Next: Player 2"), "{now}");
}

/// Sets up the dispute of `must_i_cover_that_double...`: not legal, open-double.
fn open_double_dispute(app: &mut Harness) {
    app.click("end-1-7");
    app.click("double-1");
    app.click("end-0-3");
    app.click("move-a-3");
    app.click("move-b-4");
    app.click("on-0");
    assert_eq!(verdict(app), "not legal");
}

fn assert_open_double_dispute(app: &Harness) {
    assert!(
        pressed(app, "end-1-7") && pressed(app, "double-1"),
        "{}",
        app.text()
    );
    assert!(pressed(app, "end-0-3"));
    assert_eq!(verdict(app), "not legal");
    assert!(app.html().contains("/rules/open-double"));
}

#[test]
fn the_checker_position_survives_tabs_the_rule_link_the_top_bar_and_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    open_double_dispute(&mut app);
    app.click("tab-plan");
    app.click("tab-check");
    assert_open_double_dispute(&app);
    app.click("nav-history");
    app.click("nav-referee");
    assert_open_double_dispute(&app);
    // The verdict's rule, and back to the dispute from there.
    app.click("verdict-rule-link");
    assert!(app.exists("rule-open-double"));
    app.click("back-to-dispute");
    assert_open_double_dispute(&app);
    // A restart.
    drop(app);
    let app = Harness::open(dir.path(), "/check");
    assert_open_double_dispute(&app);
}

#[test]
fn the_blocked_round_and_the_plan_survive_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/blocked");
    app.click("end-0-6");
    app.click("tile-2-1");
    app.click("tab-plan");
    app.click("tile-12-5");
    app.click("start-5");
    drop(app);
    let mut app = Harness::open(dir.path(), "/blocked");
    assert!(pressed(&app, "end-0-6"), "{}", app.text());
    assert!(app.text().contains("Player 1 (1)"), "{}", app.text());
    app.click("tab-plan");
    assert!(app.text().contains("1 tiles tapped"), "{}", app.text());
    assert!(pressed(&app, "start-5"));
}

#[test]
fn the_blocked_round_asks_for_the_trains_first_and_names_winners_only_when_blocked() {
    let dir = classic_game_of_three();
    let mut app = Harness::open(dir.path(), "/blocked");
    let html = app.html();
    let trains = html.find("The trains").unwrap();
    let hands = html.find("Tiles left in each hand").unwrap();
    assert!(trains < hands, "the trains come first");
    // Both in the main column, the verdict beside them.
    let main = &html[html.find("ref-main").unwrap()..html.find("ref-side").unwrap()];
    assert!(
        main.contains("The trains") && main.contains("Tiles left in each hand"),
        "{html}"
    );
    // Hands tapped, no train entered: no verdict, no winner.
    app.click("tile-2-1");
    app.click("pick-1");
    app.click("tile-3-0");
    app.click("pick-2");
    app.click("tile-5-4");
    assert!(!app.exists("winners"), "{}", app.text());
    assert!(!app.exists("blocked-verdict"), "{}", app.text());
    assert!(app.exists("blocked-wait"));
    // Trains entered, not blocked: still no winner, and nothing to record.
    app.click("end-0-6");
    app.click("end-1-2");
    app.click("end-2-8");
    app.click("end-mx-9");
    assert!(app.text().contains("Not blocked"), "{}", app.text());
    assert!(!app.exists("winners"), "{}", app.text());
    assert!(app.html().contains("disabled"));
    // Blocked: the winner.
    app.click("end-1-7");
    assert!(app.text().contains("Winner: Ana"), "{}", app.text());
}

#[test]
fn choo_choo_calls_its_community_train_the_choo_choo_train() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    app.select("preset", "choo-choo-sixes");
    let text = app.text();
    assert!(text.contains("Choo Choo train"), "{text}");
    assert_eq!(text_of(&app, "on-mx"), "Choo Choo");
    app.click("move-a-6");
    app.click("move-b-2");
    app.click("on-mx");
    let text = app.text();
    assert!(
        text.contains("Player 1 plays 6-2 on the Choo Choo train?"),
        "{text}"
    );
    assert!(!text.contains("Mexican"), "{text}");
    app.click("tab-blocked");
    app.select("preset", "choo-choo-sixes");
    let text = app.text();
    assert!(text.contains("Choo Choo train"), "{text}");
    assert!(!text.contains("Mexican"), "{text}");
}

#[test]
fn the_planner_lists_its_extras_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/plan");
    app.click("tile-12-5");
    app.click("tile-7-5");
    app.click("tile-3-3");
    app.click("tile-8-1");
    assert_eq!(text_of(&app, "plan-extras-list"), "3-3, 8-1");
}

#[test]
fn going_out_on_a_double_follows_the_cover_last_double_toggle_and_is_saved() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("last.json");
    let mut app = Harness::open(dir.path(), "/check");
    // Player 1 holds only 5-5, and their train ends in 5.
    app.click("end-0-5");
    app.click("hand-toggle");
    app.click("tile-5-5");
    app.click("hand-done");
    app.click("move-a-5");
    app.click("move-b-5");
    app.click("on-0");
    assert!(!pressed(&app, "cover-last-double"));
    assert_eq!(verdict(&app), "legal");
    assert!(
        app.text().contains("That ends the round."),
        "{}",
        app.text()
    );
    // "You cannot go out on a double": the double needs its cover.
    app.click("cover-last-double");
    assert!(pressed(&app, "cover-last-double"));
    assert!(
        text_of(&app, "cover-last-double").ends_with(": on"),
        "{}",
        text_of(&app, "cover-last-double")
    );
    assert_eq!(verdict(&app), "legal");
    let text = app.text();
    assert!(!text.contains("That ends the round."), "{text}");
    assert!(text.contains("Next: Player 1."), "{text}");
    app.input("file-path", file.to_str().unwrap());
    app.click("save-file");
    let json = std::fs::read_to_string(&file).unwrap();
    let setup = mextrain::rules::parse_setup(&json).unwrap();
    assert_eq!(
        setup.house.and_then(|h| h.cover_last_double),
        Some(true),
        "{json}"
    );
    // Reopened elsewhere, the toggle shows the file's rule.
    let other = tempfile::tempdir().unwrap();
    let mut app = Harness::open(other.path(), "/check");
    app.input("file-path", file.to_str().unwrap());
    app.click("open-file");
    assert!(pressed(&app, "cover-last-double"), "{}", app.text());
}

#[test]
fn the_rule_page_offers_the_way_back_only_after_a_verdict() {
    let dir = tempfile::tempdir().unwrap();
    let app = Harness::open(dir.path(), "/rules/open-double");
    assert!(!app.exists("back-to-dispute"));
    let mut app = Harness::open(dir.path(), "/check");
    open_double_dispute(&mut app);
    app.click("verdict-rule-link");
    assert!(app.exists("back-to-dispute"), "{}", app.text());
    app.click("back-to-dispute");
    assert!(app.exists("verdict"));
}

#[test]
fn a_kept_table_from_before_the_game_offers_the_games_names() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    app.click("end-1-5");
    drop(app);
    // A game starts meanwhile.
    start_classic_game_of_three(dir.path());
    let mut app = Harness::open(dir.path(), "/check");
    assert!(app.text().contains("Player 2's train"), "the kept table");
    app.click("use-game");
    let text = app.text();
    assert!(text.contains("Ben's train"), "{text}");
    assert!(text.contains("From the current game"), "{text}");
}

/// The checker's state as this version keeps it in the database (the
/// `referee` table, key `checker`): a train end, a raised marker, a move
/// made and a move in dispute.
const CHECKER_KEPT_JSON: &str = r#"{"position":{"basics":{"preset":"classic","house":null,"set":12,"engine":12,"players":["Player 1","Player 2","Player 3"],"game":null},"trains":[{"started":true,"end":5,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null}],"markers":[false,true,false,false,false,false,false,false,false,false,false,false,false,false,false,false],"turn":0,"turn_chosen":false,"hands":[[],[],[],[],[],[],[],[],[],[],[],[],[],[],[],[]],"boneyard":null,"moves":[{"player":"Player 1","play":"12-3","on":"mexican"}]},"draft":{"mover":null,"act":"Play","a":5,"b":9,"on":0}}"#;

/// A screen opened on the state `json` kept under `key`.
fn open_with_kept(key: &str, json: &str, route: &str) -> (tempfile::TempDir, Harness) {
    let dir = tempfile::tempdir().unwrap();
    Db::open_in(dir.path())
        .unwrap()
        .save_referee(key, json)
        .unwrap();
    let app = Harness::open(dir.path(), route);
    (dir, app)
}

#[test]
fn the_checker_opens_the_state_kept_by_the_current_version() {
    let (_dir, app) = open_with_kept("checker", CHECKER_KEPT_JSON, "/check");
    let text = app.text();
    assert!(text.contains("Player 1's train: ends in 5"), "{text}");
    assert!(
        text.contains("Player 2's train: not started, marker up"),
        "{text}"
    );
    assert!(
        text.contains("Player 1 plays 12-3 on the Mexican Train — legal"),
        "{text}"
    );
    assert!(
        text.contains("Player 2 plays 9-5 on Player 1's train?"),
        "{text}"
    );
    assert_eq!(verdict(&app), "not legal");
}

/// The blocked-round screen's state as the previous version kept it (the
/// per-seat mirror of the table): Ana holds 2-1, Ben 3-0, Cleo 5-4; the
/// trains end in 6, 2, 8 and 9.
const BLOCKED_KEPT_BEFORE_JSON: &str = r#"{"position":{"basics":{"preset":"classic","house":null,"set":12,"engine":12,"players":["Ana","Ben","Cleo"],"game":null},"trains":[{"started":true,"end":6,"open_double":false,"tiles":null},{"started":true,"end":2,"open_double":false,"tiles":null},{"started":true,"end":8,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":false,"end":0,"open_double":false,"tiles":null},{"started":true,"end":9,"open_double":false,"tiles":null}],"markers":[false,false,false,false,false,false,false,false,false,false,false,false,false,false,false,false],"turn":0,"turn_chosen":false,"hands":[["2-1"],["3-0"],["5-4"],[],[],[],[],[],[],[],[],[],[],[],[],[]],"boneyard":0,"moves":[]},"entered":[true,true,true,false,false,false,false,false,false,false,false,false,false,false,false,false,true],"starter":null}"#;

#[test]
fn the_blocked_round_opens_the_state_kept_by_the_previous_version() {
    let (_dir, app) = open_with_kept("blocked", BLOCKED_KEPT_BEFORE_JSON, "/blocked");
    let text = app.text();
    assert!(text.contains("Not blocked"), "{text}");
    assert!(text.contains("Ana can play 2-1 on Ben's train"), "{text}");
    assert_eq!(text_of(&app, "points-1"), "28");
}

/// One model of a table: the checker keeps the engine's own table file, so
/// what it keeps reads back as one.
#[test]
fn the_checker_keeps_its_table_as_a_table_file() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/check");
    app.click("end-0-5");
    app.click("marker-1");
    app.click("tiles-mx");
    app.click("tile-12-3");
    drop(app);
    let kept = Db::open_in(dir.path())
        .unwrap()
        .referee("checker")
        .unwrap()
        .unwrap();
    let kept: serde_json::Value = serde_json::from_str(&kept).unwrap();
    let setup = mextrain::rules::parse_setup(&kept["position"]["setup"].to_string()).unwrap();
    assert_eq!(setup.trains["Player 1"].end, Some(5));
    assert!(setup.trains["Player 2"].marker);
    assert_eq!(
        setup.trains["mexican"].tiles,
        Some(vec!["12-3".parse().unwrap()])
    );
    assert_eq!(setup.turn.as_deref(), Some("Player 1"));
    assert!(mextrain::rules::Table::from_setup(&setup).is_ok());
}

/// The move checker is one file per pane, none of them long.
#[test]
fn the_checker_is_split_into_short_files_one_per_pane() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let mut files = vec![root.join("checker.rs")];
    for entry in std::fs::read_dir(root.join("checker")).unwrap() {
        files.push(entry.unwrap().path());
    }
    assert!(files.len() >= 5, "{files:?}");
    for f in files {
        let lines = std::fs::read_to_string(&f).unwrap().lines().count();
        assert!(lines <= 300, "{} has {lines} lines", f.display());
    }
}

/// The screens touch neither the file system nor SQLite directly: no
/// `std::fs`, no `rusqlite` under `src/ui/`. They do read and write the
/// database, through the application layer (`app::referee` for the referee
/// screens' kept state and table files, `app::games`, `app::files`...) on
/// the `Db` the root puts in context (`ui::use_db`).
#[test]
fn no_screen_does_file_or_database_io() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("src/ui");
    let files = crate::fixtures::rust_files(&dir);
    assert!(files.iter().any(|f| f.ends_with("checker/file.rs")));
    for path in files {
        let code = std::fs::read_to_string(&path).unwrap();
        for banned in ["std::fs", "rusqlite"] {
            assert!(!code.contains(banned), "{} uses {banned}", path.display());
        }
    }
}

//! The referee screens (move checker, blocked round, hand planner), rendered
//! headless and driven by clicks. Each dispute counts its taps and prints
//! them (`cargo test --test ui_referee -- --nocapture`).

use mextrain::db::Db;
use mextrain::rules::{GameSpec, PresetId};
use mextrain::ui::testing::Harness;

/// A data folder holding a classic game in progress for Ana, Ben and Cleo.
fn classic_game_of_three() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let spec = GameSpec::new(
        PresetId::Classic,
        12,
        vec!["Ana".into(), "Ben".into(), "Cleo".into()],
    )
    .unwrap();
    db.create_game(
        &spec,
        &["#e6194b".into(), "#3cb44b".into(), "#4363d8".into()],
    )
    .unwrap();
    dir
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

/// Whether the button with this id is shown pressed.
fn pressed(app: &Harness, id: &str) -> bool {
    let html = app.html();
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id}"));
    let start = html[..at].rfind('<').unwrap();
    let end = at + html[at..].find('>').unwrap();
    html[start..end].contains("aria-pressed=\"true\"")
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
fn a_position_saves_to_a_table_file_and_opens_again() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("dispute.json");
    let mut app = Harness::open(dir.path(), "/check");
    app.click("end-1-7");
    app.click("double-1");
    app.click("move-a-7");
    app.click("move-b-2");
    app.click("on-0");
    app.input("file-path", file.to_str().unwrap());
    app.click("save-file");
    assert!(app.text().contains("Saved to"), "{}", app.text());
    let json = std::fs::read_to_string(&file).unwrap();
    let report = mextrain::rules::check(&json).unwrap();
    assert_eq!(
        report.moves[0].rule.map(|r| r.as_str()),
        Some("open-double"),
        "{json}"
    );

    // Open it in a fresh window: same table, the saved move in the list.
    drop(app);
    let mut app = Harness::open(dir.path(), "/check");
    app.input("file-path", file.to_str().unwrap());
    app.click("open-file");
    let text = app.text();
    assert!(text.contains("Opened"), "{text}");
    assert!(
        text.contains("Player 1 plays 7-2 on Player 1's train — not legal"),
        "{text}"
    );
    assert!(app.html().contains("open double"));

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
    assert!(app.html().contains("aria-label=\"3-3\""));
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

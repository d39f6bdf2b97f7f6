//! The end-of-round tile picker's number pad: a tile in two taps (high half,
//! low half), the hand as removable chips, keys that make the engine or
//! another hand's tile turned off, a pending half shown and cancellable, and
//! the choice between the pad and the grid of every tile kept.

use crate::fixtures;

use fixtures::html::{disabled, tag_of, text_of};
use fixtures::ui;
use mextrain::db::Db;
use mextrain::ui::testing::Harness;

/// A classic double-12 game for Ana, Ben and Cleo, where a blank half counts
/// 0 (so that 12-5, 3-3 and 0-1 make 24); round 1's engine is 12-12. Ana
/// started and went out; Ben's tile picker is open.
fn bens_picker_open(dir: &std::path::Path) -> Harness {
    let mut app = Harness::open(dir, "/new");
    ui::fill_new_game(&mut app, &["Ana", "Ben", "Cleo"], None);
    app.input("blank", "0");
    ui::start(&mut app);
    app.click("starter-0");
    app.click("out-0");
    app.click("pick-1");
    assert!(
        app.text().contains("Tiles left in Ben's hand"),
        "{}",
        app.text()
    );
    app
}

#[test]
fn a_hand_entered_on_the_pad_takes_two_taps_a_tile_and_the_round_saves_with_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    let before = app.actions();
    for key in ["12", "5", "3", "3", "0", "1"] {
        app.click(&format!("pad-{key}"));
    }
    assert_eq!(app.actions() - before, 6, "three tiles, six taps");
    let total = text_of(&app, "pick-total");
    assert!(total.contains("24 points from 3 tiles"), "{total}");
    // The hand as chips, newest first.
    let hand = text_of(&app, "pad-hand");
    assert_eq!(hand, "1-0 3-3 12-5", "{hand}");
    for chip in ["hand-12-5", "hand-3-3", "hand-1-0"] {
        assert!(app.exists(chip), "{chip}: {}", app.text());
    }
    app.click("pick-done");
    app.input("pts-2", "10");
    app.click("save-round");
    assert!(app.text().contains("2 of 13"), "{}", app.text());
    drop(app);

    let db = Db::open_in(dir.path()).unwrap();
    let game = db.game(db.unfinished_game().unwrap().unwrap()).unwrap();
    assert_eq!(game.sheet.totals(), vec![0, 24, 10]);
    let bens: Vec<String> = game.sheet.rounds[0].tiles[1]
        .as_ref()
        .unwrap()
        .iter()
        .map(|t| t.to_string())
        .collect();
    assert_eq!(bens, ["12-5", "3-3", "1-0"]);
}

#[test]
fn entering_a_tile_again_on_the_pad_or_tapping_its_chip_takes_it_out() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    app.click("pad-12");
    app.click("pad-5");
    app.click("pad-3");
    app.click("pad-3");
    assert!(text_of(&app, "pick-total").contains("23 points from 2 tiles"));
    // 12 then 5 again: 12-5 comes out (its key said it was in the hand).
    app.click("pad-12");
    assert!(
        tag_of(&app, "pad-5").contains("in-hand"),
        "{}",
        tag_of(&app, "pad-5")
    );
    app.click("pad-5");
    assert!(!app.exists("hand-12-5"));
    assert!(text_of(&app, "pick-total").contains("6 points from 1 tile"));
    // One tap on a chip takes that tile out.
    app.click("hand-3-3");
    assert!(!app.exists("hand-3-3"));
    assert!(text_of(&app, "pick-total").contains("0 points from 0 tiles"));
}

#[test]
fn after_a_first_half_the_keys_making_the_engine_or_another_hands_tile_are_off() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    // Before a first half every key is on (12 starts 12-11 and more).
    assert!(!disabled(&app, "pad-12"));
    app.click("pad-12");
    // 12 then 12 would be 12-12, this round's engine.
    assert!(disabled(&app, "pad-12"), "{}", tag_of(&app, "pad-12"));
    assert!(tag_of(&app, "pad-12").contains("12-12: the engine"));
    assert!(!disabled(&app, "pad-5"));
    app.click("pad-5");
    // Cleo's hand: Ben's 12-5 is taken.
    app.click("pick-next");
    assert!(app.text().contains("Tiles left in Cleo's hand"));
    app.click("pad-5");
    assert!(disabled(&app, "pad-12"), "{}", tag_of(&app, "pad-12"));
    assert!(tag_of(&app, "pad-12").contains("12-5: in another hand"));
    assert!(!disabled(&app, "pad-4"));
    app.click("pad-12"); // refused: nothing entered
    assert!(text_of(&app, "pick-total").contains("0 points from 0 tiles"));
}

#[test]
fn a_pending_first_half_shows_and_back_cancels_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    assert!(disabled(&app, "pad-back"), "nothing to cancel yet");
    assert!(text_of(&app, "pad-status").contains("Tap the first half"));
    app.click("pad-12");
    assert!(
        text_of(&app, "pad-status").contains("12-? the second half"),
        "{}",
        text_of(&app, "pad-status")
    );
    assert!(tag_of(&app, "pad-12").contains("aria-pressed=\"true\""));
    assert!(!disabled(&app, "pad-back"));
    app.click("pad-back");
    assert!(text_of(&app, "pad-status").contains("Tap the first half"));
    assert!(disabled(&app, "pad-back"));
    // The next two keys make 5-4, not 12-something.
    app.click("pad-5");
    app.click("pad-4");
    assert!(app.exists("hand-5-4"), "{}", app.text());
    assert!(text_of(&app, "pick-total").contains("9 points from 1 tile"));
    // A half left pending is not carried over to the next player.
    app.click("pad-7");
    app.click("pick-next");
    assert!(text_of(&app, "pad-status").contains("Tap the first half"));
}

#[test]
fn a_double_is_the_same_key_twice() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    app.click("pad-0");
    app.click("pad-0");
    assert!(app.exists("hand-0-0"), "{}", app.text());
}

#[test]
fn the_choice_of_pad_or_every_tile_is_kept_for_next_time() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = bens_picker_open(dir.path());
    // Not chosen yet: both are on the page, and the stylesheet shows the
    // pad on a phone, the grid on a wider screen.
    assert!(app.exists("pad-12") && app.exists("tile-12-5"));
    assert!(tag_of(&app, "picker-card").contains("mode-auto"));
    app.click("picker-mode-tiles");
    assert!(!app.exists("pad-12") && app.exists("tile-12-5"));
    assert!(tag_of(&app, "picker-mode-tiles").contains("aria-pressed=\"true\""));
    drop(app);

    let mut app = Harness::launch(dir.path());
    app.click("pick-1");
    assert!(!app.exists("pad-12") && app.exists("tile-12-5"));
    app.click("picker-mode-pad");
    assert!(app.exists("pad-12") && !app.exists("tile-12-5"));
    // What was tapped in one mode shows in the other.
    app.click("pad-9");
    app.click("pad-4");
    app.click("picker-mode-tiles");
    assert!(tag_of(&app, "tile-9-4").contains("aria-pressed=\"true\""));
}

#[test]
fn the_stylesheet_shows_the_pad_on_a_phone_and_the_grid_on_a_wider_screen() {
    let css = mextrain::ui::CSS;
    let phone = css
        .find("@media (max-width: 700px) {\n  .mode-auto .grid-wrap")
        .expect("a phone rule hiding the grid in auto mode");
    assert!(css[phone..].contains(".mode-auto .grid-wrap { display: none; }"));
    assert!(css.contains("@media (min-width: 701px) {\n  .mode-auto .pad-wrap { display: none; }"));
}

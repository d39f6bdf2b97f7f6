//! A season's end on the League page (issue 44): "Close the season"
//! refused while a game is unfinished, then closed: a badge and the date,
//! the rules and the finals hidden, the league among the past seasons of
//! the Nights page; reopened. A finals night set up from the page opens
//! on its night, the best at table 1. In English and in French.

use crate::ui_league_season::{league, text_of, PAGE};
use mextrain::app::night;
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::club::Scoring;
use mextrain::ui::testing::Harness;

#[test]
fn the_organiser_closes_the_season_and_reopens_it() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    // A fourth night, its game unfinished.
    let db = Db::open_in(dir.path()).unwrap();
    let plan = mextrain::app::league::season::finals_plan(&db, "Autumn", "Extra").unwrap();
    let names: Vec<String> = vec!["Ana".into(), "Ben".into()];
    let extra = night::NightPlan {
        players: names.clone(),
        ..plan
    };
    night::new_night_seated(&db, &extra, &[names]).unwrap();
    let mut app = Harness::open(dir.path(), PAGE);
    assert!(app.exists("league-rules-form") && app.exists("league-finals"));
    app.click("league-close");
    assert_eq!(
        text_of(&app, "league-season-message"),
        "the league Autumn cannot be closed: a game of its nights is not finished"
    );
    assert!(app.exists("league-close") && !app.exists("league-closed"));
    // That night's game walked out (no round saved: removed), then closed.
    night::end_game(&db, 4, 1).unwrap();
    app.click("league-close");
    assert_eq!(
        text_of(&app, "league-season-message"),
        "The season is closed: its standings are final."
    );
    let closed = text_of(&app, "league-closed");
    assert!(
        closed.starts_with("Closed This season was closed on "),
        "{closed}"
    );
    assert!(closed.ends_with(": its standings are final."), "{closed}");
    // Read-only: no rules form, no finals, the rules still shown.
    assert!(!app.exists("league-rules-form") && !app.exists("league-finals"));
    assert!(app.exists("league-rules"));
    // The Nights page lists it among the past seasons.
    let nights = Harness::open(dir.path(), "/nights");
    assert!(text_of(&nights, "nights-past").contains("Autumn"));
    assert!(!nights.exists("nights-leagues"));
    // In French.
    let fr = Harness::open_on_device(dir.path(), PAGE, Lang::from_tag("fr"));
    assert!(
        fr.text().contains("Cette saison a été clôturée le "),
        "{}",
        fr.text()
    );
    assert!(fr.text().contains("Rouvrir la saison"));
    let fr = Harness::open_on_device(dir.path(), "/nights", Lang::from_tag("fr"));
    assert!(fr.text().contains("Saisons passées"));
    // Reopened.
    app.click("league-reopen");
    assert_eq!(
        text_of(&app, "league-season-message"),
        "The season is open again."
    );
    assert!(app.exists("league-close") && app.exists("league-rules-form"));
    let nights = Harness::open(dir.path(), "/nights");
    assert!(text_of(&nights, "nights-leagues").contains("Autumn"));
    assert!(!nights.exists("nights-past"));
}

#[test]
fn a_finals_night_from_the_league_page_seats_the_best_at_table_1() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let mut app = Harness::open(dir.path(), PAGE);
    app.input("league-finals-top", "none");
    app.submit("league-finals");
    assert_eq!(
        text_of(&app, "league-finals-message"),
        "How many players: give a whole number, 1 or more."
    );
    app.input("league-finals-top", "1");
    app.submit("league-finals");
    assert_eq!(
        text_of(&app, "league-finals-message"),
        "only one player of the league Autumn would play the finals: a finals night needs at least 2"
    );
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(night::nights(&db).unwrap().len(), 3, "nothing stored");
    // The top 2: Ben (5, a win) and Cy (5); the night's page opens.
    app.input("league-finals-top", "2");
    app.submit("league-finals");
    let nights = night::nights(&db).unwrap();
    assert_eq!(nights.len(), 4);
    let finals = nights.iter().find(|n| n.night.name == "Finals").unwrap();
    assert_eq!(finals.night.league.as_deref(), Some("Autumn"));
    assert_eq!(finals.night.scoring, Scoring::Points);
    let games = night::current_games(&db, finals.id).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(games[0].players, ["Ben", "Cy"]);
    let text = app.text();
    assert!(text.contains("Finals"), "{text}");
    assert!(
        !app.exists("league-finals"),
        "the night's page, not the league's"
    );
}

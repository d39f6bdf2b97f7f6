//! The same person across nights (issue 33), on a league's player page:
//! rename, "Merge into…" and "Undo merge", driven as the organizer would,
//! with their refusals, in English and in French.

use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundInput};
use mextrain::ui::testing::Harness;
use std::path::Path;

/// A league of two one-round nights: Ana beats Marie (6), then Marie T.
/// beats Ben (9).
fn league(dir: &Path) {
    let db = Db::open_in(dir).unwrap();
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12];
    for (date, players) in [
        ("2026-11-24", ["Ana", "Marie"]),
        ("2026-12-01", ["Marie T.", "Ben"]),
    ] {
        let plan = night::NightPlan {
            name: "Tuesday club".into(),
            date: date.into(),
            league: Some("Autumn".into()),
            rules: rules.clone(),
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: players.map(String::from).into(),
        };
        let seats = vec![players.map(String::from).to_vec()];
        let s = night::new_night_seated(&db, &plan, &seats).unwrap();
        let input = RoundInput {
            starter: Some(0),
            players: vec![
                PlayerInput {
                    out: true,
                    ..Default::default()
                },
                PlayerInput {
                    total: Some(if date.ends_with("24") { "6" } else { "9" }.into()),
                    ..Default::default()
                },
            ],
            ..Default::default()
        };
        games::record_round(&db, s.tables[0].game, &input).unwrap();
    }
}

const PAGE: &str = "/league/Autumn/player/Marie%20T.";

fn message(app: &Harness) -> String {
    mextrain::ui::testing::text_of_html(&mextrain::ui::testing::element_of_html(
        &app.html(),
        "player-message",
    ))
}

#[test]
fn the_organizer_merges_two_names_takes_it_back_and_renames() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let mut app = Harness::open(dir.path(), PAGE);
    let text = app.text();
    for words in [
        "The same person",
        "New name",
        "Rename",
        "Merge Marie T. into",
        "Merge into…",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    assert!(text.contains("1 game, 1 win, 0 points"), "{text}");
    // Refused: an empty name, another player's name; nothing changes.
    app.submit("player-rename-form");
    assert_eq!(message(&app), "The new name is empty.");
    app.input("player-rename-name", "ben");
    app.submit("player-rename-form");
    assert_eq!(
        message(&app),
        "Ben is another player's name: merge the two instead."
    );
    assert!(app.text().contains("Merge Marie T. into"));
    // Merged into Marie: this name's games count as hers.
    app.select("player-merge-into", "Marie");
    app.submit("player-merge-form");
    assert_eq!(message(&app), "Marie T. now counts as Marie.");
    let text = app.text();
    assert!(
        text.contains("Marie T. counts as Marie in the standings"),
        "{text}"
    );
    assert!(text.contains("0 games"), "{text}");
    assert!(app.exists("player-unmerge") && !app.exists("player-merge-form"));
    let marie = Harness::open(dir.path(), "/league/Autumn/player/Marie");
    let text = marie.text();
    assert!(text.contains("2 games, 1 win, 6 points"), "{text}");
    assert!(text.contains("Marie T. counts as Marie."), "{text}");
    let board = Harness::open(dir.path(), "/league/Autumn");
    assert!(!board.text().contains("Marie T."), "{}", board.text());
    // Taken back, from Marie's page.
    let mut marie = marie;
    marie.click("player-unmerge-0");
    assert_eq!(message(&marie), "Marie T. counts on their own again.");
    assert!(
        marie.text().contains("1 game, 0 wins, 6 points"),
        "{}",
        marie.text()
    );
    // Renamed everywhere: the page follows the new name.
    let mut app = Harness::open(dir.path(), PAGE);
    app.input("player-rename-name", "Marie Tremblay");
    app.submit("player-rename-form");
    assert_eq!(message(&app), "Renamed Marie Tremblay everywhere.");
    let html = app.html();
    assert!(
        html.contains("id=\"league-player\">Marie Tremblay<"),
        "{}",
        app.text()
    );
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(
        db.game(2).unwrap().sheet.spec.players,
        ["Marie Tremblay", "Ben"]
    );
}

#[test]
fn the_same_person_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let fr = Lang::from_tag("fr");
    let mut app = Harness::open_on_device(dir.path(), PAGE, fr);
    let text = app.text();
    for words in [
        "La même personne",
        "Nouveau nom",
        "Renommer",
        "Fusionner Marie T. avec",
        "Fusionner avec…",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    app.submit("player-rename-form");
    assert_eq!(message(&app), "Le nouveau nom est vide.");
    app.select("player-merge-into", "Ana");
    app.submit("player-merge-form");
    assert_eq!(message(&app), "Marie T. compte maintenant comme Ana.");
    assert!(app.text().contains("Annuler la fusion"), "{}", app.text());
    app.click("player-unmerge");
    assert_eq!(message(&app), "Marie T. compte de nouveau à part.");
    for english in [
        "The same person",
        "Rename",
        "Merge",
        "Undo merge",
        "counts as",
    ] {
        assert!(
            !app.text().contains(english),
            "English left: {english:?} in\n{}",
            app.text()
        );
    }
}

#[test]
fn a_long_season_shows_its_latest_nights_until_all_are_asked_for() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12];
    let nights = mextrain::ui::RECENT_NIGHTS + 2;
    for k in 0..nights {
        let plan = night::NightPlan {
            name: "Tuesday club".into(),
            date: format!("2026-01-{:02}", k + 1),
            league: Some("Long".into()),
            rules: rules.clone(),
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: vec!["Ana".into(), "Ben".into()],
        };
        night::new_night_seated(&db, &plan, &[plan.players.clone()]).unwrap();
    }
    let mut app = Harness::open(dir.path(), "/league/Long");
    let html = app.html();
    assert!(!html.contains("href=\"/night/2\""), "{}", app.text());
    assert!(html.contains("href=\"/night/3\""), "{}", app.text());
    app.click("league-all-nights");
    assert!(app.html().contains("href=\"/night/1\""), "{}", app.text());
    assert!(!app.exists("league-all-nights"));
}

#[test]
fn the_league_page_exports_its_standings_and_its_games() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let mut app = Harness::open(dir.path(), "/league/Autumn");
    app.click("league-csv");
    let csv = dir.path().join("exports/league-autumn-points.csv");
    assert!(
        app.text().contains(&format!("Saved {}", csv.display())),
        "{}",
        app.text()
    );
    let text = std::fs::read_to_string(&csv).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines[0], mextrain::formats::club::SEASON_HEADER, "{text}");
    // Ana (0) and Marie T. (0) won their games; Marie 6, Ben 9.
    assert_eq!(lines.len(), 5, "{text}");
    assert!(
        lines[1].contains(",Ana,") && lines[2].contains(",Marie T.,"),
        "{text}"
    );
    app.click("league-games-export");
    let games = dir.path().join("exports/league-autumn-games.json");
    let v: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&games).unwrap()).unwrap();
    assert_eq!(v["games"].as_array().unwrap().len(), 2);
    assert_eq!(v["games"][1]["night"]["league"], "Autumn");
    // The standings print alone: the nights and the chart do not.
    assert!(app.html().contains("class=\"no-print\""));
}

#[test]
fn a_league_with_no_finished_game_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12];
    let plan = night::NightPlan {
        name: "Tuesday club".into(),
        date: "2026-11-24".into(),
        league: Some("Spring".into()),
        rules,
        per_table: 4,
        minutes: None,
        scoring: Scoring::Points,
        players: vec!["Ana".into(), "Ben".into()],
    };
    night::new_night(&db, &plan, 1).unwrap();
    let app = Harness::open(dir.path(), "/league/Spring");
    assert!(app.exists("league-empty"), "{}", app.text());
    assert!(
        app.text()
            .contains("No game of this league has finished yet"),
        "{}",
        app.text()
    );
    assert!(!app.exists("standings"));
}

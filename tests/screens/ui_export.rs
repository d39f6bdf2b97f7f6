//! Export and import from the history screens, as a person would.

use mextrain::db::Db;
use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundInput};
use mextrain::ui::testing::Harness;

fn finished_game(dir: &std::path::Path) -> i64 {
    let db = Db::open_in(dir).unwrap();
    let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
    spec.schedule = vec![12, 11];
    let id = mextrain::app::games::create_game(&db, &spec, &["#e6194b".into(), "#4363d8".into()])
        .unwrap();
    for k in 0..2 {
        let rec = db.game(id).unwrap();
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![
                PlayerInput {
                    out: k == 0,
                    total: Some(if k == 0 { "" } else { "9" }.into()),
                    ..Default::default()
                },
                PlayerInput {
                    out: k == 1,
                    total: Some(if k == 0 { "14" } else { "" }.into()),
                    ..Default::default()
                },
            ],
            markers_up: vec![],
        };
        let e = rec.sheet.accept(k, &input).unwrap();
        let rules = rec.sheet.spec.rules();
        mextrain::app::games::record_round(&db, id, &e.to_input(&rules)).unwrap();
    }
    id
}

#[test]
fn export_everything_then_import_it_elsewhere() {
    let a = tempfile::tempdir().unwrap();
    finished_game(a.path());
    let file = a.path().join("out").join("all.json");
    let mut app = Harness::open(a.path(), "/history");
    app.input("export-path", file.to_str().unwrap());
    app.click("export-go");
    assert!(app.text().contains("Saved to"), "{}", app.text());
    assert!(std::fs::read_to_string(&file)
        .unwrap()
        .contains("\"schema_version\""));

    let b = tempfile::tempdir().unwrap();
    let mut app = Harness::open(b.path(), "/history");
    app.input("import-path", file.to_str().unwrap());
    app.click("import-go");
    assert!(app.text().contains("Imported 1 game(s)"), "{}", app.text());
    app.click("import-go");
    assert!(
        app.text()
            .contains("Imported 0 game(s); 1 already here were skipped"),
        "{}",
        app.text()
    );
    let db = Db::open_in(b.path()).unwrap();
    let games = db.recent_games(10, 0).unwrap();
    assert_eq!(games.len(), 1);
    assert_eq!(db.game(games[0].id).unwrap().sheet.totals(), vec![9, 14]);
}

#[test]
fn a_bad_import_file_changes_nothing_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    finished_game(dir.path());
    let bad = dir.path().join("bad.json");
    std::fs::write(&bad, "{\"schema_version\": 1, \"games\": [").unwrap();
    let mut app = Harness::open(dir.path(), "/history");
    app.input("import-path", bad.to_str().unwrap());
    app.click("import-go");
    assert!(
        app.text().contains("nothing was imported"),
        "{}",
        app.text()
    );
    assert_eq!(
        Db::open_in(dir.path())
            .unwrap()
            .recent_games(10, 0)
            .unwrap()
            .len(),
        1
    );
}

#[test]
fn one_game_exports_as_a_bg_stats_play() {
    let dir = tempfile::tempdir().unwrap();
    let id = finished_game(dir.path());
    let file = dir.path().join("play.json");
    let mut app = Harness::open(dir.path(), &format!("/history/{id}"));
    app.click("export-format-bgstats");
    app.input("export-path", file.to_str().unwrap());
    app.click("export-go");
    assert!(app.text().contains("Saved to"), "{}", app.text());
    let play: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(play["game"]["highestWins"], false);
    assert_eq!(play["players"][0]["name"], "Ana");
    assert_eq!(play["players"][0]["winner"], true);
}

#[test]
fn house_rules_show_in_words_in_the_history() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
    spec.house.blank_half = Some(0);
    spec.house.double_blank = Some(50); // the preset's own value: not a difference
    let id = mextrain::app::games::create_game(&db, &spec, &["#e6194b".into(), "#4363d8".into()])
        .unwrap();
    drop(db);
    let app = Harness::open(dir.path(), "/history");
    assert!(
        app.text()
            .contains("a blank half counts 0 points (Classic: 25)"),
        "{}",
        app.text()
    );
    let app = Harness::open(dir.path(), &format!("/history/{id}"));
    let text = app.text();
    assert!(
        text.contains("a blank half counts 0 points (Classic: 25)"),
        "{text}"
    );
    assert!(!text.contains("0-0 counts"), "{text}");
}

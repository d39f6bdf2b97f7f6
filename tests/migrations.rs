//! Every earlier schema version opens and comes up to the latest with its
//! data whole: one SQL fixture per version, `tests/fixtures/schema_vN.sql`
//! (the schema as that version had it, plus a finished game with rounds, an
//! unfinished one with its undo journal and, from version 3, a draft).
#![cfg(feature = "app")]

use mextrain::app::files;
use mextrain::db::{Db, APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use mextrain::rules::{PresetId, RoundOutcome, Tile};
use rusqlite::Connection;
use std::path::{Path, PathBuf};

fn fixture_path(version: i64) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/schema_v{version}.sql"))
}

/// The fixture of `version` as a database file in `dir`, as that version
/// left it.
fn old_file(dir: &Path, version: i64) -> PathBuf {
    let script = std::fs::read_to_string(fixture_path(version)).unwrap_or_else(|e| {
        panic!("no fixture for schema version {version} ({e}): add tests/fixtures/schema_v{version}.sql")
    });
    let path = dir.join(mextrain::db::FILE_NAME);
    let conn = Connection::open(&path).unwrap();
    conn.execute_batch(&script)
        .unwrap_or_else(|e| panic!("schema_v{version}.sql: {e}"));
    path
}

/// The tables, indexes and triggers of a database, with their SQL text
/// (spaces collapsed).
fn schema(conn: &Connection) -> Vec<(String, String, String)> {
    let mut st = conn
        .prepare(
            "SELECT type, name, sql FROM sqlite_schema WHERE sql IS NOT NULL ORDER BY type, name",
        )
        .unwrap();
    st.query_map([], |r| {
        let sql: String = r.get(2)?;
        Ok((
            r.get(0)?,
            r.get(1)?,
            sql.split_whitespace().collect::<Vec<_>>().join(" "),
        ))
    })
    .unwrap()
    .collect::<Result<_, _>>()
    .unwrap()
}

#[test]
fn each_fixture_has_the_schema_the_migration_list_gave_that_version() {
    for version in 1..=SCHEMA_VERSION {
        let dir = tempfile::tempdir().unwrap();
        let old = Connection::open(old_file(dir.path(), version)).unwrap();
        let fresh = Connection::open_in_memory().unwrap();
        for step in &MIGRATIONS[..version as usize] {
            fresh.execute_batch(step).unwrap();
        }
        assert_eq!(
            schema(&old),
            schema(&fresh),
            "schema_v{version}.sql differs from migration steps 1 to {version}: a step that shipped was edited, or the fixture is wrong"
        );
        let v: i64 = old
            .query_row("PRAGMA user_version", [], |r| r.get(0))
            .unwrap();
        assert_eq!(v, version);
    }
}

#[test]
fn every_earlier_schema_version_opens_with_its_games_rounds_players_and_drafts() {
    for version in 1..=SCHEMA_VERSION {
        let dir = tempfile::tempdir().unwrap();
        let path = old_file(dir.path(), version);
        let db = Db::open(&path).unwrap_or_else(|e| panic!("version {version}: {e}"));
        let at = |what: &str| format!("from version {version}: {what}");

        assert_eq!(
            db.schema_version().unwrap(),
            SCHEMA_VERSION,
            "{}",
            at("schema")
        );
        let app: i32 = db
            .raw()
            .query_row("PRAGMA application_id", [], |r| r.get(0))
            .unwrap();
        assert_eq!(app, APPLICATION_ID, "{}", at("application_id"));

        // The finished game: players, colours, rounds, tapped tiles, times.
        let g = db.game(1).unwrap();
        assert_eq!(g.uid, "fixture-finished");
        assert_eq!(g.sheet.spec.preset, PresetId::Classic, "{}", at("preset"));
        assert_eq!(g.sheet.spec.players, ["Ana", "Ben"], "{}", at("players"));
        assert_eq!(g.colours, ["#e6194b", "#3cb44b"], "{}", at("colours"));
        assert_eq!(g.sheet.spec.schedule, [12, 11]);
        assert_eq!(g.sheet.rounds.len(), 2, "{}", at("rounds"));
        let tiles: Vec<Tile> = ["5-6", "1-2"].iter().map(|t| t.parse().unwrap()).collect();
        assert_eq!(g.sheet.rounds[0].tiles[1], Some(tiles), "{}", at("tiles"));
        assert_eq!(g.sheet.rounds[0].end, RoundOutcome::Out(0));
        assert_eq!(g.sheet.rounds[1].end, RoundOutcome::Blocked);
        assert_eq!(g.sheet.totals(), [9, 17], "{}", at("scores"));
        assert_eq!((g.first_starter, g.started_at), (Some(0), 1_700_000_000));
        assert_eq!(g.finished_at, Some(1_700_003_600), "{}", at("finished_at"));

        // The unfinished game, its house rules (one under its older name),
        // its undo journal and its draft.
        let u = db.game(2).unwrap();
        assert_eq!(u.sheet.spec.preset, PresetId::DominoRules);
        assert_eq!(u.sheet.spec.players, ["Ana", "Ben", "Cleo"]);
        assert_eq!(u.sheet.spec.house.blank_half, Some(0), "{}", at("house"));
        assert_eq!(u.sheet.spec.house.last_double_ends_round, Some(true));
        assert_eq!(u.sheet.rounds.len(), 1);
        assert_eq!(u.sheet.rounds[0].points, [20, 7, 0], "{}", at("scores"));
        assert_eq!(u.finished_at, None);
        assert_eq!(db.unfinished_game().unwrap(), Some(2), "{}", at("resume"));
        let journal: (String, i64) = db
            .raw()
            .query_row(
                "SELECT action, idx FROM undo_log WHERE game_id = 2",
                [],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .unwrap();
        assert_eq!(journal, ("add".to_string(), 0), "{}", at("undo journal"));
        let draft = db.draft(2, 1).unwrap();
        if version >= 3 {
            assert_eq!(
                draft.as_deref(),
                Some(r#"{"starter":2,"players":[{"out":true},{"total":"12"},{}]}"#),
                "{}",
                at("draft")
            );
        } else {
            assert_eq!(draft, None, "{}", at("draft"));
        }
        let referee = db.referee("checker").unwrap();
        assert_eq!(referee.is_some(), version >= 4, "{}", at("referee state"));

        // The lists and the statistics read the old rows.
        assert_eq!(
            db.recent_games(10, 0).unwrap().len(),
            2,
            "{}",
            at("history")
        );
        let players = db.known_players().unwrap();
        assert!(
            players.contains(&("Cleo".to_string(), "#4363d8".to_string())),
            "{}: {players:?}",
            at("players")
        );
        let stats = db.player_stats(None).unwrap();
        let ana = stats.iter().find(|s| s.name == "Ana").unwrap();
        assert_eq!(
            (ana.games, ana.wins, ana.points),
            (1, 1, 9),
            "{}",
            at("stats")
        );

        // The migrated games are still games by the rules: their export
        // passes every import check.
        let text = files::export_json(&db, None).unwrap().to_text();
        let checked = files::check(&text).unwrap_or_else(|e| panic!("{}: {e}", at("rules")));
        assert_eq!(checked.games().len(), 2);

        // And the migrated file opens again as it is.
        drop(db);
        let again = Db::open(&path).unwrap();
        assert_eq!(again.game(1).unwrap(), g, "{}", at("reopen"));
    }
}

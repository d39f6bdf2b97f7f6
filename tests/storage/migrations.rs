//! Every earlier schema version opens and comes up to the latest with its
//! data whole. The database of version N is built as a build of that time
//! left it: the first N steps of [`MIGRATIONS`], the rows of
//! `tests/fixtures/rows_v1.sql` to `rows_vN.sql` (a finished game with
//! rounds, an unfinished one with its undo journal and, from version 3, a
//! draft), `user_version` N and no `application_id` yet.
#![cfg(feature = "app")]

use mextrain::app::files;
use mextrain::db::{Db, LanReads, APPLICATION_ID, MIGRATIONS, SCHEMA_VERSION};
use mextrain::rules::{PresetId, RoundOutcome, Tile};
use rusqlite::Connection;
use std::path::{Path, PathBuf};

/// The fingerprint of each migration step that has shipped: files in the
/// wild were made by these exact steps, so a step is never edited (a
/// change goes in a new step, with its fixture `rows_vN.sql`).
const SHIPPED_STEPS: [u64; 16] = [
    0x4fcb8c7c3f7acd24,
    0x9240200f1aa5f290,
    0x36d268dafab76569,
    0x7a87c07bccb56bfc,
    0xfc721f698c0a854c,
    0x39eb8992325ff74f,
    0xf866e7d4be16af1d,
    0x88eb43bc2d575339,
    0x2a6ac59b79324778,
    0xa1bdcea118e08cd0,
    0x7ee2daa04c0bd7e5,
    0xe912e958101a0f2d,
    0x14d89e6ec73cb1a5,
    0x9567c4e5de7be327,
    0x055a1dae35370145,
    0x7303c308d0632527,
];

/// FNV-1a of the step's words (a change of indentation is no change).
fn fingerprint(step: &str) -> u64 {
    let words = step.split_whitespace().collect::<Vec<_>>().join(" ");
    words.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// The database file of schema `version` in `dir`, as that version left it.
fn old_file(dir: &Path, version: i64) -> PathBuf {
    let path = dir.join(mextrain::db::FILE_NAME);
    let conn = Connection::open(&path).unwrap();
    for v in 1..=version {
        let rows =
            Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/rows_v{v}.sql"));
        let rows = std::fs::read_to_string(&rows).unwrap_or_else(|e| {
            panic!("no fixture for schema version {v} ({e}): add tests/fixtures/rows_v{v}.sql")
        });
        conn.execute_batch(MIGRATIONS[v as usize - 1]).unwrap();
        conn.execute_batch(&rows)
            .unwrap_or_else(|e| panic!("rows_v{v}.sql: {e}"));
    }
    conn.pragma_update(None, "user_version", version).unwrap();
    path
}

#[test]
fn shipped_migration_steps_are_never_edited_and_each_has_its_fixture() {
    assert_eq!(
        MIGRATIONS.len(),
        SHIPPED_STEPS.len(),
        "a new migration step: add its fingerprint here and tests/fixtures/rows_v{}.sql",
        MIGRATIONS.len()
    );
    for (k, step) in MIGRATIONS.iter().enumerate() {
        assert_eq!(
            fingerprint(step),
            SHIPPED_STEPS[k],
            "migration step {} was edited after it shipped: put the change in a new step",
            k + 1
        );
    }
    let dir = tempfile::tempdir().unwrap();
    let conn = Connection::open(old_file(dir.path(), SCHEMA_VERSION)).unwrap();
    let v: i64 = conn
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    assert_eq!(v, SCHEMA_VERSION);
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
        // From version 13, its revision and sender (corrected once after
        // its night, here); before, revision 1 of nobody known (`""`). This
        // machine's sender id: the one kept, or a new random one.
        let me = db.machine_sender().unwrap();
        if version >= 13 {
            assert_eq!(me, "5f0c9a7e2b3d4c1a8e6f7a9b0c1d2e3f", "{}", at("machine"));
            assert_eq!((g.revision, g.sender.as_str()), (2, me.as_str()));
        } else {
            assert_eq!(me.len(), 32, "{}", at("machine"));
            assert!(me.bytes().all(|b| b.is_ascii_hexdigit()), "{me}");
            assert_eq!(
                (g.revision, g.sender.as_str()),
                (1, ""),
                "{}",
                at("revision")
            );
        }

        // From version 14, the port league games are received on.
        let port = db.league_port().unwrap();
        assert_eq!(
            port,
            (version >= 14).then_some(8102),
            "{}",
            at("league port")
        );

        // The unfinished game, its house rules (one under its older name),
        // its undo journal and its draft.
        let u = db.game(2).unwrap();
        assert_eq!(u.sheet.spec.preset, PresetId::DominoRules);
        assert_eq!(u.sheet.spec.players, ["Ana", "Ben", "Cleo"]);
        assert_eq!(u.sheet.spec.house.blank_half, Some(0), "{}", at("house"));
        assert_eq!(u.sheet.spec.house.last_double_ends_round, Some(true));
        assert_eq!(u.sheet.rounds.len(), 1);
        if version >= 7 {
            // Points below zero and a marker up (house scoring rules).
            assert_eq!(u.sheet.spec.house.going_out_bonus, Some(10));
            assert_eq!(u.sheet.spec.house.open_marker_penalty, Some(5));
            assert_eq!(u.sheet.rounds[0].points, [20, 12, -10], "{}", at("scores"));
            assert_eq!(u.sheet.rounds[0].markers_up, [1], "{}", at("markers"));
            assert_eq!(u.sheet.totals(), [20, 12, -10]);
        } else {
            assert_eq!(u.sheet.rounds[0].points, [20, 7, 0], "{}", at("scores"));
            assert!(u.sheet.rounds[0].markers_up.is_empty(), "{}", at("markers"));
        }
        assert_eq!(u.finished_at, None);
        // From version 8, the finished game is game 1 of a club night, at
        // table 1, in a league: its standings read it.
        let nights = db.nights().unwrap();
        assert_eq!(nights.len(), usize::from(version >= 8), "{}", at("nights"));
        if version >= 8 {
            let n = &nights[0];
            assert_eq!(
                (n.uid.as_str(), n.night.name.as_str()),
                ("fixture-night", "Fixture night")
            );
            assert_eq!(n.night.league.as_deref(), Some("Fixture league"));
            let st = mextrain::app::league::standings::league_standings(
                &db,
                "Fixture league",
                mextrain::rules::club::Scoring::Points,
            )
            .unwrap();
            let lines: Vec<(&str, i64, Option<usize>)> = st
                .iter()
                .map(|s| (s.line.name.as_str(), s.line.points, s.rank()))
                .collect();
            assert_eq!(
                lines,
                [("Ana", 9, Some(1)), ("Ben", 17, Some(2))],
                "{}",
                at("standings")
            );
            // From version 15, the season's rules: the best 3 nights
            // counted, ranked from 1 night attended (everyone who played);
            // before, every night counted and everyone ranked.
            let rules = mextrain::app::league::standings::rules(&db, "Fixture league").unwrap();
            let want = if version >= 15 { (3, 1) } else { (0, 0) };
            assert_eq!(
                (rules.best, rules.min_nights),
                want,
                "{}",
                at("season's rules")
            );
            // From version 16, a season closed: "Past season" is.
            let closed = mextrain::app::league::season::leagues(&db).unwrap();
            let want: Vec<(String, bool)> = if version >= 16 {
                vec![
                    ("Fixture league".into(), false),
                    ("Past season".into(), true),
                ]
            } else {
                vec![("Fixture league".into(), false)]
            };
            assert_eq!(closed, want, "{}", at("closed seasons"));
            assert_eq!(
                st.iter()
                    .map(|s| (s.nights, s.counted.len()))
                    .collect::<Vec<_>>(),
                [(1, 1), (1, 1)],
                "{}",
                at("nights")
            );
            // Who is present: kept from version 12 (Ben left, Cleo came);
            // before, everyone of the night's latest game.
            let present = mextrain::app::night::present::present(&db, n.id).unwrap();
            let want: &[&str] = if version >= 12 {
                &["Ana", "Cleo"]
            } else {
                &["Ana", "Ben"]
            };
            assert_eq!(present, want, "{}", at("present"));
        }
        // From version 9, "Cleo P." is merged into Cleo.
        let merges = db.merges().unwrap();
        let cleo = [("Cleo P.".to_string(), "Cleo".to_string())];
        assert_eq!(
            merges.as_slice(),
            if version >= 9 { &cleo[..] } else { &[] },
            "{}",
            at("merges")
        );
        // From version 10, "Fixture league" receives games here, and the
        // finished game was acknowledged by another league host.
        let receiving = db.receiving().unwrap();
        assert_eq!(
            receiving.len(),
            usize::from(version >= 10),
            "{}",
            at("receiving")
        );
        if version >= 10 {
            assert_eq!(
                (receiving[0].league.as_str(), receiving[0].code.as_str()),
                ("Fixture league", "K7MXQ2")
            );
            let dests = db.destinations().unwrap();
            assert_eq!(
                dests[0].base,
                "http://192.168.1.20:8080",
                "{}",
                at("destinations")
            );
            let refused = db.refusals("Fixture league").unwrap();
            assert_eq!(refused.len(), 1, "{}", at("refusals"));
            assert_eq!((refused[0].0.as_str(), refused[0].2), ("other-copy", 2));
            let c = db.outbox_counts(dests[0].id).unwrap();
            assert_eq!((c.pending, c.acked), (0, 1), "{}", at("outbox"));
            // The revision the outbox queued: the game's own (revision 2
            // from version 13, the first before), so nothing goes out
            // again on opening.
            assert_eq!(
                db.outbox_revision(dests[0].id, "fixture-finished").unwrap(),
                Some(if version >= 13 { 2 } else { 1 }),
                "{}",
                at("outbox revision")
            );
            assert_eq!(
                mextrain::app::league::send::queue_finished(&db).unwrap(),
                0,
                "{}",
                at("queued again")
            );
        } else {
            assert!(
                db.destinations().unwrap().is_empty(),
                "{}",
                at("destinations")
            );
        }
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
        let trail = db.audit_trail(2).unwrap();
        assert_eq!(
            trail.len(),
            usize::from(version >= 5),
            "{}",
            at("audit trail")
        );
        assert_eq!(
            db.hosting(2).unwrap().is_some(),
            version >= 5,
            "{}",
            at("hosting")
        );

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
        // passes every import check, and carries the revision and sender.
        let text = files::export_json(&db, None).unwrap().to_text();
        let checked = files::check(&text).unwrap_or_else(|e| panic!("{}: {e}", at("rules")));
        assert_eq!(checked.games().len(), 2);
        assert_eq!(
            (
                checked.games()[0].revision,
                checked.games()[0].sender.as_str()
            ),
            (g.revision, g.sender.as_str()),
            "{}",
            at("export")
        );
        // A game started now is this machine's, revision 1.
        let mut spec =
            mextrain::rules::GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()])
                .unwrap();
        spec.schedule = vec![12];
        let colours = ["#e6194b".to_string(), "#3cb44b".to_string()];
        let fresh = mextrain::app::games::create_game(&db, &spec, &colours).unwrap();
        let fresh = db.game(fresh).unwrap();
        assert_eq!(
            (fresh.revision, fresh.sender),
            (1, me.clone()),
            "{}",
            at("new game")
        );

        // And the migrated file opens again as it is.
        drop(db);
        let again = Db::open(&path).unwrap();
        assert_eq!(again.game(1).unwrap(), g, "{}", at("reopen"));
    }
}

#[test]
fn games_stored_twice_at_one_place_of_a_night_are_numbered_after_the_tables_last_game() {
    // A version-10 file where the unfinished game 2 was stored as game 1
    // of table 1 too (two games at one place: a push or an import of that
    // time took it), and a third entry at table 2 alone.
    let dir = tempfile::tempdir().unwrap();
    let path = old_file(dir.path(), 10);
    {
        let conn = Connection::open(&path).unwrap();
        conn.execute_batch(
            "INSERT INTO night_games (game_id, night_id, tbl, game_no) VALUES (2, 1, 1, 1);",
        )
        .unwrap();
        let dups: i64 = conn
            .query_row(
                "SELECT COUNT(*) FROM night_games WHERE night_id = 1 AND tbl = 1 AND game_no = 1",
                [],
                |r| r.get(0),
            )
            .unwrap();
        assert_eq!(dups, 2, "the version-10 file holds the duplicate");
    }
    let db = Db::open(&path).unwrap();
    assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
    let places: Vec<(i64, i64, i64)> = db
        .raw()
        .prepare("SELECT game_id, tbl, game_no FROM night_games ORDER BY game_id")
        .unwrap()
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    // The first stored keeps its number; the other comes after it.
    assert_eq!(places, [(1, 1, 1), (2, 1, 2)]);
    // From now on, storage itself refuses a second game at one place.
    let again = db
        .raw()
        .execute("UPDATE night_games SET game_no = 1 WHERE game_id = 2", []);
    assert!(again.is_err(), "the unique index holds");
    // The replaced codes and the stopped destinations have their tables.
    let old: i64 = db
        .raw()
        .query_row("SELECT COUNT(*) FROM league_old_codes", [], |r| r.get(0))
        .unwrap();
    assert_eq!(old, 0);
    assert_eq!(db.destinations().unwrap().len(), 1);
}

/// A hosting left on by the build before this one (its rows as the last
/// schema version stored them) resumes after the upgrade through the one
/// hosting action (`app::host::Hosted::start`): the same join code, the
/// same watch link, the phones' tokens still good (their rows untouched:
/// Ben's phone keeps seat 1) and their entries kept; only the host's own
/// token is new, as after any restart.
#[test]
fn a_hosting_left_on_by_the_last_build_resumes_with_its_code_tokens_and_entries() {
    use mextrain::app::host::Hosted;
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open(&old_file(dir.path(), SCHEMA_VERSION)).unwrap();
    let phones = |db: &Db| -> Vec<(String, String, Option<i64>)> {
        let mut stmt = db
            .raw()
            .prepare(
                "SELECT token_hash, role, seat FROM table_devices \
                 WHERE game_id = 2 AND role != 'host' ORDER BY id",
            )
            .unwrap();
        let rows = stmt
            .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
            .unwrap();
        rows.map(Result::unwrap).collect()
    };
    let before = phones(&db);
    assert_eq!(before.len(), 2, "{before:?}");
    let h = Hosted::Game(2).start(&db).unwrap();
    assert!(h.resumed);
    assert_eq!(h.code, "K7MXQ2");
    assert_eq!(h.watch_token, "00112233445566778899aabbccddeeff");
    assert_eq!(phones(&db), before, "the phones' tokens and seats");
    assert!(before
        .iter()
        .any(|(_, role, seat)| role == "player" && *seat == Some(1)));
    assert_eq!(db.table_entries(2, 1).unwrap().len(), 1, "Ben's entry");
    // Started again (a second restart): still the same code and phones.
    let again = Hosted::Game(2).start(&db).unwrap();
    assert_eq!(
        (again.code.as_str(), again.join_key.as_str()),
        (h.code.as_str(), h.join_key.as_str())
    );
    assert_ne!(again.host_token, h.host_token);
    assert_eq!(phones(&db), before);
}

//! Storage: nothing confirmed is lost, nothing half-done is kept, and files
//! that cannot be right are refused untouched.

use mextrain::db::{Db, DbError, FILE_NAME, SCHEMA_VERSION};
use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundEntry, RoundInput};

fn spec() -> GameSpec {
    GameSpec::new(
        PresetId::Classic,
        12,
        vec!["Ana".into(), "Ben".into(), "Cleo".into()],
    )
    .unwrap()
}

fn colours() -> Vec<String> {
    vec!["#e6194b".into(), "#3cb44b".into(), "#4363d8".into()]
}

fn next_entry(db: &Db, game: i64, a: u32, b: u32) -> RoundEntry {
    let rec = db.game(game).unwrap();
    let input = RoundInput {
        starter: Some(0),
        blocked: false,
        players: vec![
            PlayerInput {
                out: true,
                ..Default::default()
            },
            PlayerInput {
                total: Some(a.to_string()),
                ..Default::default()
            },
            PlayerInput {
                total: Some(b.to_string()),
                ..Default::default()
            },
        ],
    };
    rec.sheet.validate(rec.sheet.rounds.len(), &input).unwrap()
}

#[test]
fn everything_confirmed_is_there_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let db = Db::open_in(dir.path()).unwrap();
        let id = db.create_game(&spec(), &colours()).unwrap();
        db.record_round(id, &next_entry(&db, id, 10, 20)).unwrap();
        db.record_round(id, &next_entry(&db, id, 1, 2)).unwrap();
        id
    };
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.unfinished_game().unwrap(), Some(id));
    let g = db.game(id).unwrap();
    assert_eq!(g.sheet.rounds.len(), 2);
    assert_eq!(g.sheet.totals(), vec![0, 11, 22]);
    assert_eq!(g.colours, colours());
}

#[test]
fn a_failed_transaction_leaves_no_partial_round() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.create_game(&spec(), &colours()).unwrap();
    db.record_round(id, &next_entry(&db, id, 10, 20)).unwrap();
    // Make the third score of the next round fail, after the round row and two scores went in.
    db.raw()
        .execute_batch(
            "CREATE TEMP TRIGGER fail_third AFTER INSERT ON scores WHEN NEW.seat = 2
             BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;",
        )
        .unwrap();
    let err = db.record_round(id, &next_entry(&db, id, 3, 4)).unwrap_err();
    assert!(err.to_string().contains("nothing was saved"), "{err}");
    db.raw().execute_batch("DROP TRIGGER fail_third").unwrap();
    let g = db.game(id).unwrap();
    assert_eq!(g.sheet.rounds.len(), 1);
    let partial: i64 = db
        .raw()
        .query_row("SELECT COUNT(*) FROM scores WHERE idx = 1", [], |r| {
            r.get(0)
        })
        .unwrap();
    assert_eq!(partial, 0);
    // And the next attempt works.
    db.record_round(id, &next_entry(&db, id, 3, 4)).unwrap();
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 13, 24]);
}

#[test]
fn a_full_disk_is_reported_and_loses_nothing_stored() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.create_game(&spec(), &colours()).unwrap();
    db.record_round(id, &next_entry(&db, id, 10, 20)).unwrap();
    let pages: i64 = db
        .raw()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .unwrap();
    db.raw()
        .pragma_update(None, "max_page_count", pages)
        .unwrap();
    let mut full = None;
    for _ in 0..200 {
        match db.create_game(&spec(), &colours()) {
            Ok(_) => continue,
            Err(e) => {
                full = Some(e);
                break;
            }
        }
    }
    let err = full.expect("the database filled up");
    assert!(matches!(err, DbError::DiskFull), "{err:?}");
    assert!(err.to_string().contains("disk is full"));
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 10, 20]);
}

#[test]
fn a_file_from_a_newer_version_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        db.raw()
            .pragma_update(None, "user_version", SCHEMA_VERSION + 5)
            .unwrap();
    }
    let path = dir.path().join(FILE_NAME);
    // Checkpoint away the WAL so the main file holds everything, then compare bytes.
    let before = std::fs::read(&path).unwrap();
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::TooNew { .. }), "{err:?}");
    assert!(err.to_string().contains("newer version"));
    assert_eq!(std::fs::read(&path).unwrap(), before);
}

#[test]
fn a_corrupt_file_is_refused_untouched() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let junk: Vec<u8> = b"this is not a database, just a shopping list\n".repeat(200);
    std::fs::write(&path, &junk).unwrap();
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::Corrupt { .. }), "{err:?}");
    assert!(err.to_string().contains("left untouched"));
    assert_eq!(std::fs::read(&path).unwrap(), junk);

    // A real SQLite header with damaged pages is refused too.
    {
        let db = Db::open_in(dir.path().join("b").as_path()).unwrap();
        let id = db.create_game(&spec(), &colours()).unwrap();
        db.record_round(id, &next_entry(&db, id, 1, 2)).unwrap();
        db.raw()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;")
            .unwrap();
    }
    let b = dir.path().join("b").join(FILE_NAME);
    let mut bytes = std::fs::read(&b).unwrap();
    let len = bytes.len();
    for byte in bytes[4096..len].iter_mut() {
        *byte = 0xA5;
    }
    std::fs::write(&b, &bytes).unwrap();
    let err = Db::open_in(dir.path().join("b").as_path()).unwrap_err();
    assert!(matches!(err, DbError::Corrupt { .. }), "{err:?}");
    assert_eq!(std::fs::read(&b).unwrap(), bytes);
}

#[test]
fn a_killed_writer_loses_nothing_confirmed() {
    // A child process records rounds and is killed with SIGKILL mid-way;
    // every round it confirmed (printed) is in the file afterwards.
    if std::env::var("MEXTRAIN_KILL_CHILD").is_ok() {
        let dir = std::path::PathBuf::from(std::env::var("MEXTRAIN_KILL_CHILD").unwrap());
        let db = Db::open_in(&dir).unwrap();
        let id = db.create_game(&spec(), &colours()).unwrap();
        for k in 0..12 {
            db.record_round(id, &next_entry(&db, id, k, k + 1)).unwrap();
            println!("confirmed {}", k + 1);
            use std::io::Write;
            std::io::stdout().flush().unwrap();
            std::thread::sleep(std::time::Duration::from_millis(30));
        }
        std::thread::sleep(std::time::Duration::from_secs(30));
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let exe = std::env::current_exe().unwrap();
    let mut child = std::process::Command::new(exe)
        .args([
            "a_killed_writer_loses_nothing_confirmed",
            "--exact",
            "--nocapture",
            "--test-threads=1",
        ])
        .env("MEXTRAIN_KILL_CHILD", dir.path())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    use std::io::BufRead;
    let stdout = child.stdout.take().unwrap();
    let mut confirmed = 0;
    for line in std::io::BufReader::new(stdout).lines() {
        let line = line.unwrap();
        if let Some(n) = line.strip_prefix("confirmed ") {
            confirmed = n.trim().parse().unwrap();
            if confirmed == 5 {
                child.kill().unwrap(); // SIGKILL on Unix
                break;
            }
        }
    }
    child.wait().unwrap();
    assert_eq!(confirmed, 5);
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.recent_games(1, 0).unwrap()[0].id;
    assert!(db.game(id).unwrap().sheet.rounds.len() >= 5);
}

#[test]
fn a_referee_position_is_kept_across_reopening_and_can_be_forgotten() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.referee("checker").unwrap(), None);
        db.save_referee("checker", "first").unwrap();
        db.save_referee("checker", "second").unwrap();
        db.save_referee("blocked", "other").unwrap();
    }
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.referee("checker").unwrap().as_deref(), Some("second"));
    assert_eq!(db.referee("blocked").unwrap().as_deref(), Some("other"));
    db.discard_referee("checker").unwrap();
    assert_eq!(db.referee("checker").unwrap(), None);
    assert_eq!(db.referee("blocked").unwrap().as_deref(), Some("other"));
}

#[test]
fn a_version_3_file_gains_the_referee_table_and_keeps_its_games() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let db = Db::open_in(dir.path()).unwrap();
        let id = db.create_game(&spec(), &colours()).unwrap();
        db.raw().execute_batch("DROP TABLE referee").unwrap();
        db.raw().pragma_update(None, "user_version", 3).unwrap();
        id
    };
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(db.unfinished_game().unwrap(), Some(id));
    db.save_referee("checker", "{}").unwrap();
    assert_eq!(db.referee("checker").unwrap().as_deref(), Some("{}"));
}

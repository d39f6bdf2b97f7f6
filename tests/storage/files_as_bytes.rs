//! Files without folders (the browser): exports as bytes to download,
//! imports and table files from bytes picked, and the whole database as a
//! backup file downloaded and restored. The same app-layer actions as the
//! desktop's files, so the same checks.

use crate::fixtures;

use mextrain::app::files::{self, Destination, ExportFormat, Source};
use mextrain::app::history::{self, RestoreError};
use mextrain::app::referee::{self, OpenError, OpenedFile};
use mextrain::db::{Db, DbError, SCHEMA_VERSION};
use mextrain::formats::ExportedGame;
use mextrain::rules::parse_setup;
use std::path::Path;

/// Ana and Ben on a three-round schedule: one round saved, the next one
/// half typed (a draft).
fn a_game(db: &Db, names: [&str; 2]) -> i64 {
    let mut spec = fixtures::classic_spec(&names);
    spec.schedule = vec![12, 11, 10];
    let game = fixtures::create(db, &spec);
    // Ana started and went out, Ben had 17.
    fixtures::round(db, game, Some(0), &[0, 17]);
    db.save_draft(game, 1, "{\"half\": \"typed\"}").unwrap();
    game
}

/// Everything the screens show of the stored games: the export of all,
/// and each game's draft of its next round.
fn everything(db: &Db) -> (Vec<ExportedGame>, Vec<Option<String>>) {
    let all = files::export_json(db, None).unwrap().games;
    let drafts = db
        .games_to_export(None)
        .unwrap()
        .iter()
        .map(|g| db.draft(g.id, g.sheet.rounds.len()).unwrap())
        .collect();
    (all, drafts)
}

fn players(db: &Db) -> Vec<Vec<String>> {
    db.games_to_export(None)
        .unwrap()
        .into_iter()
        .map(|g| g.sheet.spec.players)
        .collect()
}

/// A file's text without the JSON export's time of export.
fn without_time(bytes: &[u8]) -> String {
    String::from_utf8(bytes.to_vec())
        .unwrap()
        .lines()
        .filter(|l| !l.contains("\"exported_at\""))
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn an_export_as_bytes_is_the_file_the_desktop_writes() {
    let db = Db::open_in_memory().unwrap();
    let game = a_game(&db, ["Ana", "Ben"]);
    let dir = tempfile::tempdir().unwrap();
    for format in ExportFormat::ALL {
        if format == ExportFormat::BgStats {
            // BG Stats takes finished games only: all games, so none.
            assert_eq!(
                files::export_bytes(&db, format, None).unwrap(),
                b"[]\n".to_vec()
            );
        }
        for which in [None, Some(game)] {
            let path = dir.path().join(format!("x.{}", format.extension()));
            let written = files::export(&db, format, which, Destination::File(&path));
            let bytes = files::export_bytes(&db, format, which);
            match (written, bytes) {
                (Ok(()), Ok(bytes)) => assert_eq!(
                    without_time(&std::fs::read(&path).unwrap()),
                    without_time(&bytes)
                ),
                (Err(a), Err(b)) => assert_eq!(a.to_string(), b.to_string()),
                (a, b) => panic!("{format:?}: file {a:?}, bytes {:?}", b.map(|_| ())),
            }
        }
    }
    assert_eq!(
        files::export_name(Some(3), ExportFormat::Json, "2026-11-24"),
        "mextrain-game-3-2026-11-24.json"
    );
    assert_eq!(
        files::export_name(None, ExportFormat::Csv, "2026-11-24"),
        "mextrain-2026-11-24.csv"
    );
}

#[test]
fn an_import_from_bytes_checks_them_as_a_file() {
    let src = Db::open_in_memory().unwrap();
    a_game(&src, ["Ana", "Ben"]);
    let bytes = files::export_bytes(&src, ExportFormat::Json, None).unwrap();
    let db = Db::open_in_memory().unwrap();
    let source = Source::Bytes {
        name: "mextrain-2026-11-24.json",
        bytes: &bytes,
    };
    let r = files::import(&db, source).unwrap();
    assert_eq!((r.imported, r.skipped), (1, 0));
    assert_eq!(players(&db), vec![vec!["Ana", "Ben"]]);
    // Twice: nothing added.
    let r = files::import(
        &db,
        Source::Bytes {
            name: "again.json",
            bytes: &bytes,
        },
    )
    .unwrap();
    assert_eq!((r.imported, r.skipped), (0, 1));
    // Not text: refused, naming the file.
    let e = files::import(
        &db,
        Source::Bytes {
            name: "photo.jpg",
            bytes: b"\xff\xd8\xff\xe0",
        },
    )
    .unwrap_err();
    assert_eq!(
        e.explain("photo.jpg"),
        "photo.jpg is not UTF-8 text; nothing was imported"
    );
    // Text, but not an export: the same check as a file's.
    let e = files::import(
        &db,
        Source::Bytes {
            name: "notes.txt",
            bytes: b"hello",
        },
    )
    .unwrap_err();
    assert!(
        e.explain("notes.txt")
            .starts_with("notes.txt: not a mextrain export file"),
        "{}",
        e.explain("notes.txt")
    );
    assert_eq!(players(&db).len(), 1);
}

#[test]
fn a_backup_file_restores_games_rounds_and_drafts() {
    let db = Db::open_in_memory().unwrap();
    a_game(&db, ["Ana", "Ben"]);
    db.save_referee("checker", "{\"kept\": 1}").unwrap();
    let before = everything(&db);
    let backup = history::backup_file(&db).unwrap();
    assert!(
        backup.name.starts_with("mextrain-backup-") && backup.name.ends_with(".sqlite3"),
        "{}",
        backup.name
    );
    assert!(backup.bytes.starts_with(b"SQLite format 3\0"));

    // Later: the game deleted, another one started.
    let first = db.games_to_export(None).unwrap()[0].id;
    history::delete_game(&db, first).unwrap();
    a_game(&db, ["Cleo", "Dan"]);
    db.save_referee("checker", "{\"kept\": 2}").unwrap();
    let later = everything(&db);
    assert_ne!(later, before);

    let mut kept = None;
    let safety = history::restore_file(&db, &backup.name, &backup.bytes, |s| {
        kept = Some(s.clone());
        Ok(())
    })
    .unwrap();
    assert_eq!(kept.as_ref(), Some(&safety));
    assert_eq!(everything(&db), before);
    assert_eq!(players(&db), vec![vec!["Ana", "Ben"]]);
    assert_eq!(
        db.referee("checker").unwrap().as_deref(),
        Some("{\"kept\": 1}")
    );
    // The safety copy is the data it replaced, and restores as well.
    assert!(safety.name.starts_with("mextrain-before-restore-"));
    history::restore_file(&db, &safety.name, &safety.bytes, |_| Ok(())).unwrap();
    assert_eq!(everything(&db), later);
    // And the data goes on as usual after a restore.
    a_game(&db, ["Eve", "Finn"]);
    assert_eq!(players(&db).len(), 2);
}

#[test]
fn a_backup_file_of_a_desktop_database_restores_into_the_file_and_stays_after_a_restart() {
    let dir = tempfile::tempdir().unwrap();
    let backup = {
        let db = Db::open_in(dir.path()).unwrap();
        a_game(&db, ["Ana", "Ben"]);
        history::backup_file(&db).unwrap()
    };
    // The file is in WAL mode on disk; the backup opens alone.
    assert_eq!(&backup.bytes[18..20], &[1, 1]);
    let other = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(other.path()).unwrap();
        a_game(&db, ["Cleo", "Dan"]);
        history::restore_file(&db, "backup.sqlite3", &backup.bytes, |_| Ok(())).unwrap();
        assert_eq!(players(&db), vec![vec!["Ana", "Ben"]]);
        a_game(&db, ["Eve", "Finn"]);
    }
    let db = Db::open_in(other.path()).unwrap();
    assert_eq!(players(&db), vec![vec!["Ana", "Ben"], vec!["Eve", "Finn"]]);
}

/// The bytes of a SQLite file made by `make` in a temporary folder.
fn sqlite_file(make: impl FnOnce(&Path)) -> Vec<u8> {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("f.sqlite3");
    make(&path);
    std::fs::read(&path).unwrap()
}

/// Restores `bytes` as `name` over a database holding a game: refused with
/// the message, and nothing changed.
fn refused(name: &str, bytes: &[u8]) -> RestoreError {
    let db = Db::open_in_memory().unwrap();
    a_game(&db, ["Ana", "Ben"]);
    let before = everything(&db);
    let e = history::restore_file(&db, name, bytes, |_| panic!("no safety copy of a bad file"))
        .unwrap_err();
    assert_eq!(everything(&db), before, "{e}");
    e
}

#[test]
fn a_file_that_is_not_a_mextrain_backup_is_refused_and_changes_nothing() {
    let e = refused("notes.txt", b"Ana 12, Ben 30\n");
    assert_eq!(
        e.to_string(),
        "notes.txt is not a mextrain backup: it is not a SQLite database; nothing was changed"
    );
    let e = refused("empty.sqlite3", b"");
    assert_eq!(
        e.to_string(),
        "empty.sqlite3 is not a mextrain backup: it is empty; nothing was changed"
    );
    let foreign = sqlite_file(|p| {
        let c = rusqlite::Connection::open(p).unwrap();
        c.execute_batch("CREATE TABLE photos (id INTEGER PRIMARY KEY, name TEXT)")
            .unwrap();
    });
    let e = refused("photos.db", &foreign);
    assert!(matches!(e.cause(), DbError::Foreign { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "photos.db is not a mextrain backup: it holds another program's tables (photos); nothing was changed"
    );
}

#[test]
fn a_backup_from_a_newer_mextrain_is_refused_and_changes_nothing() {
    let newer = sqlite_file(|p| {
        let db = Db::open(p).unwrap();
        db.raw()
            .pragma_update(None, "user_version", SCHEMA_VERSION + 1)
            .unwrap();
        db.raw()
            .query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |_| Ok(()))
            .unwrap();
    });
    let e = refused("new.sqlite3", &newer);
    assert!(matches!(e.cause(), DbError::TooNew { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        format!(
            "new.sqlite3 was made by a newer mextrain (schema {}; this one knows up to {}): \
             update mextrain to restore it; nothing was changed",
            SCHEMA_VERSION + 1,
            SCHEMA_VERSION
        )
    );
}

#[test]
fn a_damaged_backup_is_refused_and_changes_nothing() {
    let db = Db::open_in_memory().unwrap();
    a_game(&db, ["Ana", "Ben"]);
    let mut bytes = history::backup_file(&db).unwrap().bytes;
    // Every page after the first overwritten.
    for b in bytes.iter_mut().skip(4096) {
        *b = 0x5a;
    }
    let e = refused("broken.sqlite3", &bytes);
    assert!(matches!(e.cause(), DbError::Corrupt { .. }), "{e}");
    assert_eq!(
        e.to_string(),
        "broken.sqlite3 is damaged: SQLite cannot read it as a healthy database; nothing was changed"
    );
}

#[test]
fn a_table_file_downloaded_opens_from_its_bytes_with_its_dispute() {
    let db = Db::open_in_memory().unwrap();
    let setup = parse_setup(r#"{"players": ["Ana", "Ben"]}"#).unwrap();
    let name = referee::table_file_name("2026-11-24");
    assert_eq!(name, "table-2026-11-24.json");
    let (bytes, msg) = referee::table_file_download(&db, &name, &setup, Some(&7u32)).unwrap();
    assert!(
        msg.starts_with("Downloaded table-2026-11-24.json: "),
        "{msg}"
    );
    assert_eq!(
        String::from_utf8(bytes.clone()).unwrap(),
        referee::table_file_text(&setup).unwrap()
    );
    let opened: OpenedFile<u32> = referee::open_table_bytes(&db, &name, &bytes).unwrap();
    assert_eq!(opened.setup.players, setup.players);
    assert_eq!(opened.dispute, Some(7));
    // The same file under another name: the table, without the dispute.
    let opened: OpenedFile<u32> = referee::open_table_bytes(&db, "other.json", &bytes).unwrap();
    assert_eq!(
        (opened.setup.players, opened.dispute),
        (setup.players, None)
    );
    match referee::open_table_bytes::<u32>(&db, "x.json", b"\xff\xfe") {
        Err(OpenError::Read(m)) => assert_eq!(m, "it is not UTF-8 text"),
        other => panic!("{other:?}"),
    }
    assert!(matches!(
        referee::open_table_bytes::<u32>(&db, "x.json", b"{\"players\": 3}"),
        Err(OpenError::Invalid(_))
    ));
}

#[test]
fn a_restore_whose_safety_copy_cannot_be_kept_changes_nothing() {
    let db = Db::open_in_memory().unwrap();
    a_game(&db, ["Ana", "Ben"]);
    let backup = history::backup_file(&db).unwrap();
    a_game(&db, ["Cleo", "Dan"]);
    let before = everything(&db);
    let e = history::restore_file(&db, "b.sqlite3", &backup.bytes, |_| {
        Err("the browser refused the download".into())
    })
    .unwrap_err();
    assert_eq!(
        e.to_string(),
        "the safety copy of the games here could not be kept (the browser refused the download), \
         so it was not restored; nothing was changed"
    );
    assert_eq!(everything(&db), before);
    // check_backup_file says the same as a restore, changing nothing.
    assert!(history::check_backup_file("b.sqlite3", &backup.bytes).is_ok());
    assert_eq!(
        history::check_backup_file("n.txt", b"hello")
            .unwrap_err()
            .to_string(),
        "n.txt is not a mextrain backup: it is not a SQLite database; nothing was changed"
    );
}

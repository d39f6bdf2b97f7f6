//! Export, import, backups and the `export`/`import` subcommands.

use crate::fixtures;
use fixtures::*;
use mextrain::app::files::{self, Source};
use mextrain::cli::{run_command, Io};
use mextrain::db::{Db, HistoryFilter};
use mextrain::formats::json::parse_export;
use mextrain::formats::{ExportFile, FileError};

fn count(db: &Db) -> usize {
    db.history(&HistoryFilter::default(), 1000, 0)
        .unwrap()
        .entries
        .len()
}

fn export_text(db: &Db) -> String {
    serde_json::to_string_pretty(&files::export_json(&db, None).unwrap()).unwrap()
}

#[test]
fn export_then_import_gives_the_same_games() {
    let db = Db::open_in_memory().unwrap();
    fixture(&db);
    let first = files::export_json(&db, None).unwrap();
    assert_eq!(first.games.len(), 4, "the deleted game is not exported");
    let text = export_text(&db);
    let other = Db::open_in_memory().unwrap();
    let r = files::import(&other, Source::Text(&text)).unwrap();
    assert_eq!((r.imported, r.skipped), (4, 0));
    let again = files::export_json(&other, None).unwrap();
    assert_eq!(again.games, first.games);
    assert_eq!(
        other.player_stats(None).unwrap(),
        db.player_stats(None).unwrap()
    );
    // Twice: nothing new.
    let r = files::import(&other, Source::Text(&text)).unwrap();
    assert_eq!((r.imported, r.skipped), (0, 4));
    assert_eq!(count(&other), 4);
    // Into the database it came from: all known.
    assert_eq!(files::import(&db, Source::Text(&text)).unwrap().skipped, 4);
}

fn refused(db: &Db, text: &str) -> String {
    let before = export_text(db);
    let e = files::import(db, Source::Text(text)).expect_err("must be refused");
    assert_eq!(
        files::export_json(&db, None).unwrap().games,
        serde_json::from_str::<ExportFile>(&before).unwrap().games
    );
    e.to_string()
}

fn edit(text: &str, f: impl FnOnce(&mut serde_json::Value)) -> String {
    let mut v: serde_json::Value = serde_json::from_str(text).unwrap();
    f(&mut v);
    v.to_string()
}

#[test]
fn bad_files_are_refused_and_change_nothing() {
    let src = Db::open_in_memory().unwrap();
    fixture(&src);
    let good = export_text(&src);
    let db = Db::open_in_memory().unwrap();
    let g = game(&db, mextrain::rules::PresetId::Classic, &["Zoe", "Yan"], T0);
    round(&db, g, Some(0), &[0, 3]);

    let m = refused(&db, "this is not json");
    assert!(m.contains("bad JSON"), "{m}");
    let m = refused(&db, &good[..good.len() / 2]);
    assert!(m.contains("bad JSON"), "{m}");
    let m = refused(&db, &edit(&good, |v| v["schema_version"] = 99.into()));
    assert!(m.contains("schema_version 99"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][1]["rounds"][0]["points"][0] = 5000.into()
        }),
    );
    assert!(
        m.starts_with("game 2") && m.contains("rounds[0]") && m.contains("5000"),
        "{m}"
    );
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["spec"]["players"][1] = "ana".into()
        }),
    );
    assert!(
        m.contains("game 1") && m.contains("two players are called"),
        "{m}"
    );
    let m = refused(
        &db,
        &edit(&good, |v| {
            let r = v["games"][0]["rounds"][0]["points"].as_array_mut().unwrap();
            r.push(3.into());
        }),
    );
    assert!(
        m.contains("game 1") && m.contains("one value for each"),
        "{m}"
    );
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["rounds"][0]["points"][1] = serde_json::json!(1e30)
        }),
    );
    assert!(m.contains("game 1") && m.contains("rounds[0]"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["rounds"][0]["points"][1] = serde_json::json!(u64::MAX)
        }),
    );
    assert!(m.contains("rounds[0]"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["started_at"] = serde_json::json!(i64::MAX)
        }),
    );
    assert!(m.contains("started_at"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["rounds"][0]["end"] = serde_json::json!({"out": 1})
        }),
    );
    assert!(m.contains("game 1") && m.contains("rounds[0]"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| v["games"][0]["rounds"][1]["engine"] = 3.into()),
    );
    assert!(m.contains("engine"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][3]["uid"] = v["games"][0]["uid"].clone()
        }),
    );
    assert!(m.contains("game 4") && m.contains("uid"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| v["games"][0]["colours"][0] = "red".into()),
    );
    assert!(m.contains("colours"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| {
            v["games"][0]["finished_at"] = serde_json::Value::Null
        }),
    );
    assert!(m.contains("finished_at"), "{m}");
    let m = refused(
        &db,
        &edit(&good, |v| v["games"][0]["spec"]["evil"] = 1.into()),
    );
    assert!(m.contains("spec.evil"), "{m}");
    assert!(matches!(parse_export("[]"), Err(FileError::Format(_))));
    assert_eq!(count(&db), 1);
}

fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut out, mut err) = (vec![], vec![]);
    let mut input = stdin.as_bytes();
    let code = run_command(
        &args,
        &mut Io {
            stdin: &mut input,
            out: &mut out,
            err: &mut err,
        },
    )
    .unwrap();
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn the_command_line_exports_and_imports() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let (da, db_) = (a.path().to_str().unwrap(), b.path().to_str().unwrap());
    let ids = {
        let db = Db::open_in(a.path()).unwrap();
        fixture(&db)
    };
    let file = a.path().join("all.json");
    let (code, _, err) = run(&["export", "--data-dir", da, file.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    let (code, out, err) = run(&["import", "--data-dir", db_, file.to_str().unwrap()], "");
    assert_eq!(code, 0, "{err}");
    assert_eq!(out.trim(), "imported 4 games, skipped 0 already stored");
    let text = std::fs::read_to_string(&file).unwrap();
    let (code, out, _) = run(&["import", "--data-dir", db_, "-"], &text);
    assert_eq!(
        (code, out.trim()),
        (0, "imported 0 games, skipped 4 already stored")
    );
    let (code, _, err) = run(&["import", "--data-dir", db_, "-"], &text[..100]);
    assert_eq!(code, 2);
    assert!(err.contains("nothing was imported"), "{err}");

    let (code, csv, _) = run(&["export", "--format", "csv", "--data-dir", da, "-"], "");
    assert_eq!(code, 0);
    let lines: Vec<&str> = csv.lines().collect();
    assert!(lines[0].starts_with("game_uid,game_id,started,finished,preset"));
    // 3+3+2 players x 3 rounds, and the unfinished game's one round of 3.
    assert_eq!(lines.len(), 1 + 9 + 9 + 6 + 3);

    let g1 = ids[0].to_string();
    let (code, bg, err) = run(
        &[
            "export",
            "--format",
            "bgstats",
            "--game",
            &g1,
            "--data-dir",
            da,
            "-",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    let v: serde_json::Value = serde_json::from_str(&bg).unwrap();
    assert_eq!(v["sourceName"], "mextrain");
    assert_eq!(v["game"]["name"], "Mexican Train");
    assert_eq!(v["game"]["highestWins"], false);
    assert_eq!(v["players"][0]["name"], "Ana");
    assert_eq!(v["players"][0]["score"], 5);
    assert_eq!(v["players"][0]["winner"], true);
    assert_eq!(v["players"][1]["winner"], false);
    assert_eq!(v["players"][0]["startPlayer"], true);
    assert_eq!(v["playDate"].as_str().unwrap().len(), 19);
    let g4 = ids[3].to_string();
    let (code, _, err) = run(
        &[
            "export",
            "--format",
            "bgstats",
            "--game",
            &g4,
            "--data-dir",
            da,
            "-",
        ],
        "",
    );
    assert_eq!(code, 2);
    assert!(err.contains("finished"), "{err}");
    let (code, _, _) = run(&["export", "--format", "xml", "--data-dir", da, "-"], "");
    assert_eq!(code, 2);
}

#[test]
fn finished_games_are_backed_up_and_a_backup_restores() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let g = game(&db, mextrain::rules::PresetId::Classic, &["Ana", "Ben"], T0);
    round(&db, g, Some(0), &[0, 1]);
    assert!(db.backups().unwrap().is_empty());
    round(&db, g, Some(0), &[0, 1]);
    round(&db, g, Some(0), &[0, 1]);
    let backups = db.backups().unwrap();
    assert_eq!(backups.len(), 1);
    let first = backups[0].path.clone();

    let g2 = game(
        &db,
        mextrain::rules::PresetId::Classic,
        &["Cleo", "Dev"],
        T0 + 10,
    );
    round(&db, g2, Some(0), &[0, 1]);
    mextrain::app::games::finish_early(&db, g2).unwrap();
    assert_eq!(db.backups().unwrap().len(), 2);
    assert_eq!(count(&db), 2);

    // A file that is not a database is refused; nothing changes.
    let junk = dir.path().join("junk.sqlite3");
    std::fs::write(&junk, b"hello, not a database at all........").unwrap();
    assert!(db.restore_backup(&junk).is_err());
    assert_eq!(count(&db), 2);

    let safety = db.restore_backup(&first).unwrap().unwrap();
    assert!(safety.exists());
    assert_eq!(count(&db), 1);
    assert_eq!(db.game(g).unwrap().sheet.totals(), vec![0, 3]);
    assert!(db.backups().unwrap().iter().any(|b| b.safety));
    // The restored data stays after reopening, and the safety copy has both games.
    drop(db);
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(count(&db), 1);
    let saved = Db::open(&safety).unwrap();
    assert_eq!(count(&saved), 2);

    // Only the newest ten automatic backups are kept.
    for k in 0..11 {
        db.backup_now().unwrap();
        let _ = k;
    }
    let auto = db
        .backups()
        .unwrap()
        .into_iter()
        .filter(|b| !b.safety)
        .count();
    assert_eq!(auto, 10);
}

fn sidecar(path: &std::path::Path, suffix: &str) -> std::path::PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    s.into()
}

#[test]
fn a_crash_right_after_a_restore_keeps_the_restored_games() {
    crash_right_after_a_restore(false);
}

#[test]
fn a_crash_right_after_a_restore_during_a_long_read_keeps_the_restored_games() {
    // Another connection reading (say, an export) keeps the restored data
    // in the WAL for now: it must still carry the file's own stamp.
    crash_right_after_a_restore(true);
}

fn crash_right_after_a_restore(reader: bool) {
    let dir = tempfile::tempdir().unwrap();
    let live = dir.path().join(mextrain::db::FILE_NAME);
    let db = Db::open_in(dir.path()).unwrap();
    let g = game(&db, mextrain::rules::PresetId::Classic, &["Ana", "Ben"], T0);
    round(&db, g, Some(0), &[0, 1]);
    let backup = db.backup_now().unwrap().unwrap();
    drop(db);
    let db = Db::open_in(dir.path()).unwrap();
    for k in 0..3 {
        game(
            &db,
            mextrain::rules::PresetId::Classic,
            &["Cleo", "Dev"],
            T0 + k,
        );
    }
    assert_eq!(count(&db), 4);
    let other = rusqlite::Connection::open(&live).unwrap();
    if reader {
        other
            .execute_batch("BEGIN; SELECT COUNT(*) FROM games;")
            .unwrap();
    }
    db.restore_backup(&backup).unwrap();
    assert_eq!(count(&db), 1);
    // Killed now: the file and its WAL as they are on disk.
    let crashed = tempfile::tempdir().unwrap();
    let copy = crashed.path().join(mextrain::db::FILE_NAME);
    std::fs::copy(&live, &copy).unwrap();
    if let Ok(wal) = std::fs::read(sidecar(&live, "-wal")) {
        std::fs::write(sidecar(&copy, "-wal"), wal).unwrap();
    }
    drop(db);
    drop(other);
    let db = Db::open_in(crashed.path()).unwrap();
    assert_eq!(count(&db), 1);
}

#[test]
fn unfinished_backups_left_by_a_killed_run_are_removed() {
    let dir = tempfile::tempdir().unwrap();
    let backups = dir.path().join(mextrain::db::backup::DIR_NAME);
    std::fs::create_dir_all(&backups).unwrap();
    let old = backups.join(".mextrain-20250101-101010-123.part");
    let old_check = backups.join(".restore-check.sqlite3-wal");
    let fresh = backups.join(".mextrain-20250101-101011-456.part");
    let kept = backups.join("mextrain-20250101-101010-123.sqlite3");
    for p in [&old, &old_check, &fresh, &kept] {
        std::fs::write(p, b"half a backup").unwrap();
    }
    let long_ago = std::time::SystemTime::now() - std::time::Duration::from_secs(3600);
    for p in [&old, &old_check, &kept] {
        std::fs::File::options()
            .write(true)
            .open(p)
            .unwrap()
            .set_modified(long_ago)
            .unwrap();
    }
    let _db = Db::open_in(dir.path()).unwrap();
    assert!(!old.exists() && !old_check.exists());
    assert!(fresh.exists(), "another mextrain may be writing it now");
    assert!(kept.exists(), "a finished backup is never removed");
}

#[test]
fn import_messages_stay_short_whatever_the_file_holds() {
    let src = Db::open_in_memory().unwrap();
    fixture(&src);
    let good = export_text(&src);
    let db = Db::open_in_memory().unwrap();
    let long = "u".repeat(1_000_000);
    type Edit<'a> = Box<dyn Fn(&mut serde_json::Value) + 'a>;
    let edits: Vec<Edit> = vec![
        Box::new(|v| v["games"][0]["uid"] = long.clone().into()),
        Box::new(|v| v["games"][0]["uid"] = format!("{long}\n").into()),
        Box::new(|v| v["games"][0]["colours"][0] = long.clone().into()),
        Box::new(|v| v["games"][0]["spec"]["players"][0] = long.clone().into()),
        Box::new(|v| v["games"][0]["spec"]["preset"] = long.clone().into()),
        Box::new(|v| v["games"][0]["spec"]["set"] = long.clone().into()),
        Box::new(|v| v["games"][0]["rounds"][0]["points"][0] = long.clone().into()),
        Box::new(|v| v["games"][0]["rounds"][0]["tiles"][0] = serde_json::json!([long.clone()])),
        Box::new(|v| v["games"][0][long.as_str()] = 1.into()),
        Box::new(|v| v["games"][0]["spec"][long.as_str()] = 1.into()),
        Box::new(|v| v["games"][0]["spec"]["house"][long.as_str()] = 1.into()),
        Box::new(|v| v["schema_version"] = long.clone().into()),
        Box::new(|v| v["games"][0]["started_at"] = long.clone().into()),
    ];
    for (i, f) in edits.iter().enumerate() {
        let m = refused(&db, &edit(&good, f));
        assert!(
            m.len() < 500 && m.lines().count() == 1,
            "edit {i}: {} bytes: {m:.300}",
            m.len()
        );
    }
    // And on the command line.
    let dir = tempfile::tempdir().unwrap();
    let text = edit(&good, &edits[0]);
    let (code, _, err) = run(
        &["import", "--data-dir", dir.path().to_str().unwrap(), "-"],
        &text,
    );
    assert_eq!(code, 2);
    assert!(err.len() < 500, "{} bytes", err.len());
}

#[test]
fn import_refuses_house_rules_that_are_not_an_object() {
    let src = Db::open_in_memory().unwrap();
    fixture(&src);
    let good = export_text(&src);
    let db = Db::open_in_memory().unwrap();
    for house in [
        serde_json::json!([20]),
        serde_json::json!([]),
        serde_json::json!("x"),
    ] {
        let m = refused(
            &db,
            &edit(&good, |v| v["games"][0]["spec"]["house"] = house.clone()),
        );
        assert!(m.contains("spec.house"), "{m}");
    }
    let m = refused(
        &db,
        &edit(&good, |v| {
            let r = v["games"][0]["rounds"][0].take();
            let fields: Vec<serde_json::Value> = ["engine", "starter", "end", "points", "tiles"]
                .iter()
                .map(|k| r[k].clone())
                .collect();
            v["games"][0]["rounds"][0] = fields.into();
        }),
    );
    assert!(m.contains("rounds[0]"), "{m}");
}

#[test]
fn a_damaged_game_in_the_database_is_named_when_export_fails() {
    let dir = tempfile::tempdir().unwrap();
    let ids = {
        let db = Db::open_in(dir.path()).unwrap();
        let g = game(&db, mextrain::rules::PresetId::Classic, &["Ana", "Ben"], T0);
        round(&db, g, Some(0), &[0, 1]);
        let h = game(
            &db,
            mextrain::rules::PresetId::Classic,
            &["Cleo", "Dev"],
            T0 + 60,
        );
        let rec = db.game(h).unwrap();
        let input = mextrain::rules::RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![
                mextrain::rules::PlayerInput::went_out(),
                mextrain::rules::PlayerInput::tapped(vec!["3-4".parse().unwrap()]),
            ],
            markers_up: vec![],
        };
        let e = rec.sheet.accept(0, &input).unwrap();
        let rules = rec.sheet.spec.rules();
        mextrain::app::games::record_round(&db, h, &e.to_input(&rules)).unwrap();
        db.raw()
            .execute(
                "UPDATE scores SET tiles = '[\"c-3\"]' WHERE game_id = ?1 AND seat = 1",
                [h],
            )
            .unwrap();
        (g, h)
    };
    let da = dir.path().to_str().unwrap();
    let (code, out, err) = run(&["export", "--data-dir", da, "-"], "");
    assert_eq!((code, out.as_str()), (1, ""));
    assert!(err.contains(&format!("game {}", ids.1)), "{err}");
    assert!(err.contains("Cleo"), "{err}");
    assert!(err.lines().count() <= 2, "{err}");
    // The other game still exports on its own.
    let (code, out, err) = run(
        &[
            "export",
            "--game",
            &ids.0.to_string(),
            "--data-dir",
            da,
            "-",
        ],
        "",
    );
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Ana"));
}

#[test]
fn verbose_shows_the_raw_detail_that_the_message_leaves_out() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        for k in 0..40 {
            game(
                &db,
                mextrain::rules::PresetId::Classic,
                &["Ana", "Ben"],
                T0 + k,
            );
        }
        db.raw()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;")
            .unwrap();
    }
    let path = dir.path().join(mextrain::db::FILE_NAME);
    let mut bytes = std::fs::read(&path).unwrap();
    // Damage the games' pages, not the schema's (which then could not be
    // read at all, and would give no detail).
    let schema = |p: &[u8]| p.windows(7).any(|w| w == b"CREATE ");
    for page in bytes.chunks_mut(4096).skip(2).filter(|p| !schema(p)) {
        for b in page[100..300].iter_mut() {
            *b ^= 0x5A;
        }
    }
    std::fs::write(&path, &bytes).unwrap();
    let da = dir.path().to_str().unwrap();
    let (code, _, plain) = run(&["export", "--data-dir", da, "-"], "");
    assert_eq!(code, 1);
    assert!(plain.lines().count() <= 2, "{plain}");
    let (code, _, verbose) = run(&["export", "--verbose", "--data-dir", da, "-"], "");
    assert_eq!(code, 1);
    assert!(verbose.starts_with(plain.trim_end()), "{verbose}");
    assert!(verbose.lines().count() > 2, "{verbose}");
    let (code, _, _) = run(&["import", "--verbose", "--data-dir", da, "-"], "{}");
    assert_eq!(code, 2);
}

#[test]
fn the_csv_export_quotes_only_what_needs_it_and_defuses_formulas() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        let names = ["Ana", "a,b", "say \"hi\"", "=1+1"];
        let mut spec = mextrain::rules::GameSpec::new(
            mextrain::rules::PresetId::Classic,
            12,
            names.iter().map(|s| s.to_string()).collect(),
        )
        .unwrap();
        spec.schedule = vec![12, 11];
        let g = db
            .create_game_at(&spec, &colours(4), T0, Some("=u1"))
            .unwrap();
        round(&db, g, Some(0), &[0, 10, 20, 5]);
        round(&db, g, None, &[1, 2, 3, 4]);
    }
    let da = dir.path().to_str().unwrap();
    let (code, csv, err) = run(&["export", "--format", "csv", "--data-dir", da, "-"], "");
    assert_eq!(code, 0, "{err}");
    let lines: Vec<&str> = csv.split("\r\n").collect();
    assert_eq!(
        lines[0],
        "game_uid,game_id,started,finished,preset,set,round,engine,seat,player,points,went_out,blocked,running_total"
    );
    assert_eq!(
        lines.last(),
        Some(&""),
        "every line ends with CRLF: {csv:?}"
    );
    // The uid and the times (local time, 19 characters each) lead every row.
    let rows: Vec<&str> = lines[1..lines.len() - 1]
        .iter()
        .map(|l| {
            let rest = l.strip_prefix("'=u1,1,").unwrap_or_else(|| panic!("{l}"));
            assert_eq!((&rest[19..20], &rest[39..40]), (",", ","), "{l}");
            &rest[40..]
        })
        .collect();
    assert_eq!(
        rows,
        [
            "classic,12,1,12,1,Ana,0,true,false,0",
            "classic,12,1,12,2,\"a,b\",10,false,false,10",
            "classic,12,1,12,3,\"say \"\"hi\"\"\",20,false,false,20",
            "classic,12,1,12,4,'=1+1,5,false,false,5",
            "classic,12,2,11,1,Ana,1,false,true,1",
            "classic,12,2,11,2,\"a,b\",2,false,true,12",
            "classic,12,2,11,3,\"say \"\"hi\"\"\",3,false,true,23",
            "classic,12,2,11,4,'=1+1,4,false,true,9",
        ]
    );
}

//! Storage: nothing confirmed is lost, nothing half-done is kept, and files
//! that cannot be right are refused untouched.

use mextrain::app::games;
use mextrain::db::{Db, DbError, FILE_NAME, SCHEMA_VERSION};
use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundInput};
use std::path::PathBuf;

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

fn next_input(a: u32, b: u32) -> RoundInput {
    // Ana went out; Ben and Cleo typed their points.
    let went_out = PlayerInput::went_out();
    let typed = |points: u32| PlayerInput::typed(points);
    RoundInput {
        starter: Some(0),
        blocked: false,
        players: vec![went_out, typed(a), typed(b)],
        markers_up: vec![],
    }
}

/// A new game of Ana, Ben and Cleo with its first round saved (Ana went
/// out, Ben 1, Cleo 2).
fn game_with_a_round(db: &Db) -> i64 {
    let id = games::create_game(db, &spec(), &colours()).unwrap();
    games::record_round(db, id, &next_input(1, 2)).unwrap();
    id
}

#[test]
fn everything_confirmed_is_there_after_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let id = {
        let db = Db::open_in(dir.path()).unwrap();
        let id = games::create_game(&db, &spec(), &colours()).unwrap();
        games::record_round(&db, id, &next_input(10, 20)).unwrap();
        games::record_round(&db, id, &next_input(1, 2)).unwrap();
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
    let id = games::create_game(&db, &spec(), &colours()).unwrap();
    games::record_round(&db, id, &next_input(10, 20)).unwrap();
    // Make the third score of the next round fail, after the round row and two scores went in.
    db.raw()
        .execute_batch(
            "CREATE TEMP TRIGGER fail_third AFTER INSERT ON scores WHEN NEW.seat = 2
             BEGIN SELECT RAISE(ABORT, 'disk trouble'); END;",
        )
        .unwrap();
    let err = games::record_round(&db, id, &next_input(3, 4)).unwrap_err();
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
    games::record_round(&db, id, &next_input(3, 4)).unwrap();
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 13, 24]);
}

#[test]
fn a_full_disk_is_reported_and_loses_nothing_stored() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let id = games::create_game(&db, &spec(), &colours()).unwrap();
    games::record_round(&db, id, &next_input(10, 20)).unwrap();
    let pages: i64 = db
        .raw()
        .query_row("PRAGMA page_count", [], |r| r.get(0))
        .unwrap();
    db.raw()
        .pragma_update(None, "max_page_count", pages)
        .unwrap();
    let mut full = None;
    for _ in 0..200 {
        match mextrain::app::games::create_game(&db, &spec(), &colours()) {
            Ok(_) => continue,
            Err(e) => {
                full = Some(e);
                break;
            }
        }
    }
    let err = full.expect("the database filled up");
    assert!(
        matches!(err, mextrain::app::ActionError::Store(DbError::DiskFull)),
        "{err:?}"
    );
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
        game_with_a_round(&db);
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
        let id = games::create_game(&db, &spec(), &colours()).unwrap();
        for k in 0..12 {
            games::record_round(&db, id, &next_input(k, k + 1)).unwrap();
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
    // This test's name as the harness knows it: its module's path in the
    // test crate (without the crate's own name), then the function's.
    let name = match module_path!().split_once("::") {
        Some((_, module)) => format!("{module}::a_killed_writer_loses_nothing_confirmed"),
        None => "a_killed_writer_loses_nothing_confirmed".to_string(),
    };
    let mut child = std::process::Command::new(exe)
        .args([name.as_str(), "--exact", "--nocapture", "--test-threads=1"])
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
        let id = games::create_game(&db, &spec(), &colours()).unwrap();
        // As version 3 left it: without the tables and columns of steps 4 on.
        db.raw()
            .execute_batch(
                "DROP TABLE machine; ALTER TABLE games DROP COLUMN revision; ALTER TABLE games DROP COLUMN sender;
                 DROP TABLE league_old_codes; DROP TABLE league_refusals; DROP TABLE league_outbox; DROP TABLE league_destinations; DROP TABLE league_receiving;
                 DROP TABLE player_merges; DROP TABLE night_players; DROP TABLE night_games; DROP TABLE nights; DROP TABLE leagues;
                 DROP TABLE referee; DROP TABLE audit; DROP TABLE table_applied;
                 DROP TABLE table_entries; DROP TABLE table_devices; DROP TABLE table_hosting;",
            )
            .unwrap();
        db.raw().pragma_update(None, "user_version", 3).unwrap();
        id
    };
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
    assert_eq!(db.unfinished_game().unwrap(), Some(id));
    db.save_referee("checker", "{}").unwrap();
    assert_eq!(db.referee("checker").unwrap().as_deref(), Some("{}"));
}

/// Every file under `dir` (recursively) and its bytes.
fn files(dir: &std::path::Path) -> std::collections::BTreeMap<std::path::PathBuf, Vec<u8>> {
    let mut out = std::collections::BTreeMap::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for e in std::fs::read_dir(&d).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                stack.push(p);
            } else {
                out.insert(p.clone(), std::fs::read(&p).unwrap());
            }
        }
    }
    out
}

fn sidecar(path: &std::path::Path, suffix: &str) -> std::path::PathBuf {
    let mut s = path.as_os_str().to_owned();
    s.push(suffix);
    s.into()
}

fn export_args(dir: &std::path::Path) -> Vec<String> {
    vec![
        "export".into(),
        "--data-dir".into(),
        dir.to_str().unwrap().into(),
        "-".into(),
    ]
}

fn run_cli(args: &[String]) -> (i32, String) {
    let (mut out, mut err) = (vec![], vec![]);
    let code = mextrain::cli::run_command(
        args,
        &mut mextrain::cli::Io {
            stdin: &mut &b""[..],
            out: &mut out,
            err: &mut err,
        },
    )
    .unwrap();
    (code, String::from_utf8(err).unwrap())
}

/// The scene of issue 10: after a crash, a backup is copied over the database
/// while the crashed run's `-wal` and `-shm` are still beside it.
fn restored_over_a_crashed_run(dir: &std::path::Path) -> std::path::PathBuf {
    let path = dir.join(FILE_NAME);
    // An earlier session: one game, then a clean close; that file is the backup.
    {
        let db = Db::open_in(dir).unwrap();
        game_with_a_round(&db);
    }
    let backup = std::fs::read(&path).unwrap();
    // A later session that writes a lot and then "crashes": its WAL and
    // index are kept as they were while it ran.
    let (wal, shm) = {
        let db = Db::open_in(dir).unwrap();
        for _ in 0..30 {
            let id = games::create_game(&db, &spec(), &colours()).unwrap();
            for k in 0..4 {
                games::record_round(&db, id, &next_input(k, k + 7)).unwrap();
            }
        }
        (
            std::fs::read(sidecar(&path, "-wal")).unwrap(),
            std::fs::read(sidecar(&path, "-shm")).unwrap(),
        )
    };
    assert!(wal.len() > 32, "the later session left frames in its WAL");
    std::fs::write(&path, &backup).unwrap();
    std::fs::write(sidecar(&path, "-wal"), &wal).unwrap();
    std::fs::write(sidecar(&path, "-shm"), &shm).unwrap();
    path
}

#[test]
fn a_stale_wal_beside_a_restored_file_is_reported_and_no_file_changes() {
    let dir = tempfile::tempdir().unwrap();
    let path = restored_over_a_crashed_run(dir.path());
    let before = files(dir.path());

    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::StaleWal { .. }), "{err:?}");
    let msg = err.to_string();
    assert!(msg.contains("mextrain.sqlite3-wal"), "{msg}");
    assert!(msg.lines().count() <= 2 && msg.len() < 600, "{msg}");
    assert_eq!(files(dir.path()), before, "opening changed a file");

    // The command line says so too, and changes nothing either.
    let (code, err) = run_cli(&export_args(dir.path()));
    assert_eq!(code, 1, "{err}");
    assert!(err.contains("-wal"), "{err}");
    assert_eq!(files(dir.path()), before, "export changed a file");

    // Setting the WAL and its index aside opens the restored file as it was.
    std::fs::rename(sidecar(&path, "-wal"), dir.path().join("aside-wal")).unwrap();
    std::fs::rename(sidecar(&path, "-shm"), dir.path().join("aside-shm")).unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.recent_games(100, 0).unwrap().len(), 1);
    let ok: String = db
        .raw()
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(ok, "ok");
}

#[test]
fn a_wal_left_by_a_killed_run_of_the_same_file_is_kept() {
    // The other side of the stale-WAL check: a WAL that belongs to the file
    // holds confirmed rounds, and opening must bring them back.
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let (main, wal) = {
        let db = Db::open_in(dir.path()).unwrap();
        let id = game_with_a_round(&db);
        games::record_round(&db, id, &next_input(3, 4)).unwrap();
        (
            std::fs::read(&path).unwrap(),
            std::fs::read(sidecar(&path, "-wal")).unwrap(),
        )
    };
    // A clean close merged the WAL and removed it.
    assert!(!sidecar(&path, "-wal").exists());
    std::fs::write(&path, &main).unwrap();
    std::fs::write(sidecar(&path, "-wal"), &wal).unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let id = db.recent_games(1, 0).unwrap()[0].id;
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 4, 6]);
}

fn foreign(path: &std::path::Path, with_games: bool) {
    let c = rusqlite::Connection::open(path).unwrap();
    c.execute_batch(
        "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT);
         INSERT INTO notes (body) VALUES ('buy milk'), ('call Ana');",
    )
    .unwrap();
    if with_games {
        c.execute_batch("CREATE TABLE games (id INTEGER PRIMARY KEY, title TEXT); INSERT INTO games (title) VALUES ('chess');")
            .unwrap();
    }
}

#[test]
fn another_programs_database_is_refused_without_writing_a_byte() {
    for with_games in [false, true] {
        let dir = tempfile::tempdir().unwrap();
        foreign(&dir.path().join(FILE_NAME), with_games);
        let before = files(dir.path());
        let err = Db::open_in(dir.path()).unwrap_err();
        assert!(matches!(err, DbError::Foreign { .. }), "{err:?}");
        assert!(err.to_string().contains("not a mextrain database"), "{err}");
        assert_eq!(files(dir.path()), before, "with games: {with_games}");
        let (code, msg) = run_cli(&export_args(dir.path()));
        assert_eq!(code, 1, "{msg}");
        assert_eq!(files(dir.path()), before, "with games: {with_games}");
    }
}

#[test]
fn a_new_database_carries_mextrains_application_id_and_an_older_one_is_adopted() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let id: i32 = db
        .raw()
        .query_row("PRAGMA application_id", [], |r| r.get(0))
        .unwrap();
    assert_eq!(id, mextrain::db::APPLICATION_ID);
    // A file from before the application id (0) with mextrain's tables opens.
    db.raw().pragma_update(None, "application_id", 0).unwrap();
    let g = games::create_game(&db, &spec(), &colours()).unwrap();
    drop(db);
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.game(g).unwrap().sheet.spec.players.len(), 3);
    // An empty SQLite file too.
    let empty = tempfile::tempdir().unwrap();
    rusqlite::Connection::open(empty.path().join(FILE_NAME))
        .unwrap()
        .execute_batch("PRAGMA user_version = 0; VACUUM;")
        .unwrap();
    Db::open_in(empty.path()).unwrap();
}

#[test]
fn a_negative_schema_version_is_refused_in_one_plain_line() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        db.raw().pragma_update(None, "user_version", -3).unwrap();
    }
    let before = files(dir.path());
    let err = Db::open_in(dir.path()).unwrap_err();
    let msg = err.to_string();
    assert_eq!(msg.lines().count(), 1, "{msg}");
    assert!(!msg.contains("CREATE"), "{msg}");
    assert!(msg.contains("-3"), "{msg}");
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_damaged_file_is_described_in_a_line_or_two_with_the_detail_kept_aside() {
    let dir = tempfile::tempdir().unwrap();
    {
        let db = Db::open_in(dir.path()).unwrap();
        for _ in 0..40 {
            game_with_a_round(&db);
        }
        db.raw()
            .execute_batch("PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;")
            .unwrap();
    }
    let path = dir.path().join(FILE_NAME);
    let mut bytes = std::fs::read(&path).unwrap();
    // Scramble the middle of every page after the first two: many problems.
    for page in bytes.chunks_mut(4096).skip(2) {
        for b in page[100..300].iter_mut() {
            *b ^= 0x5A;
        }
    }
    std::fs::write(&path, &bytes).unwrap();
    let err = Db::open_in(dir.path()).unwrap_err();
    let msg = err.to_string();
    assert!(matches!(err, DbError::Corrupt { .. }), "{err:?}");
    assert!(msg.lines().count() <= 2 && msg.len() < 400, "{msg}");
    assert!(msg.contains("restore a backup"), "{msg}");
    assert!(!err.detail().unwrap_or_default().is_empty());
    assert_eq!(std::fs::read(&path).unwrap(), bytes);
}

/// A way to make a data folder read-only.
#[derive(Clone, Copy, Debug)]
enum ReadOnlyBy {
    /// The folder bind-mounted over itself, then remounted read-only (as a
    /// read-only disk or share): every write fails with EROFS, for root too.
    /// Needs `mount` and the right to mount (CAP_SYS_ADMIN).
    Mount,
    /// `chattr +i` on the folder and each file in it: writes fail with
    /// EPERM, for root too. Needs CAP_LINUX_IMMUTABLE and a file system that
    /// keeps the flag (ext4, XFS, Btrfs; not tmpfs or overlayfs).
    Immutable,
    /// The permissions (folder 0555, files 0444): binds every user but root.
    Permissions,
}

/// Makes a folder read-only for the life of the guard, by one [`ReadOnlyBy`];
/// `Err(why)` when that way does not work here (for this user, on this file
/// system). A way only counts when a probe file then cannot be written.
struct ReadOnlyDir {
    dir: PathBuf,
    by: ReadOnlyBy,
    /// What to undo: for `Immutable` the paths flagged, for `Permissions`
    /// each path and its mode before.
    undo: Vec<(PathBuf, u32)>,
}

/// Every file and folder under `dir`, deepest first, then `dir` itself.
fn inside(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = vec![];
    for e in std::fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            out.extend(inside(&p));
        } else {
            out.push(p);
        }
    }
    out.push(dir.to_path_buf());
    out
}

/// Runs a command; `Err` with what it said when it cannot run or fails.
fn run(cmd: &str, args: &[&std::ffi::OsStr]) -> Result<(), String> {
    let out = std::process::Command::new(cmd)
        .args(args)
        .output()
        .map_err(|e| format!("{cmd}: {e}"))?;
    if out.status.success() {
        Ok(())
    } else {
        Err(format!(
            "{cmd} {}: {}",
            args.iter()
                .map(|a| a.to_string_lossy())
                .collect::<Vec<_>>()
                .join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        ))
    }
}

impl ReadOnlyDir {
    fn new(dir: &std::path::Path, by: ReadOnlyBy) -> Result<ReadOnlyDir, String> {
        use std::os::unix::fs::PermissionsExt;
        let mut guard = ReadOnlyDir {
            dir: dir.to_path_buf(),
            by,
            undo: vec![],
        };
        let d = dir.as_os_str();
        match by {
            ReadOnlyBy::Mount => {
                run("mount", &["--bind".as_ref(), d, d])?;
                guard.undo.push((dir.to_path_buf(), 0));
                run("mount", &["-o".as_ref(), "remount,ro,bind".as_ref(), d])?;
            }
            ReadOnlyBy::Immutable => {
                // The files first, the folder last (undone the other way).
                for path in inside(dir) {
                    run("chattr", &["+i".as_ref(), path.as_os_str()])?;
                    guard.undo.push((path, 0));
                }
            }
            ReadOnlyBy::Permissions => {
                for path in inside(dir) {
                    let meta = std::fs::metadata(&path).unwrap();
                    let mode = meta.permissions().mode();
                    let ro = if meta.is_dir() { 0o555 } else { 0o444 };
                    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(ro))
                        .map_err(|e| format!("chmod {}: {e}", path.display()))?;
                    guard.undo.push((path, mode));
                }
            }
        }
        // Every way is checked: a new file and a write into the database.
        let probe = dir.join("probe");
        let db_file = dir.join(FILE_NAME);
        if std::fs::write(&probe, b"x").is_ok() {
            let _ = std::fs::remove_file(&probe);
            return Err("a new file can still be written in the folder".into());
        }
        if std::fs::OpenOptions::new()
            .append(true)
            .open(&db_file)
            .is_ok()
        {
            return Err(format!(
                "{} can still be opened for writing",
                db_file.display()
            ));
        }
        Ok(guard)
    }
}

impl Drop for ReadOnlyDir {
    fn drop(&mut self) {
        use std::os::unix::fs::PermissionsExt;
        for (path, mode) in self.undo.drain(..).rev() {
            let undone = match self.by {
                ReadOnlyBy::Mount => run("umount", &[path.as_os_str()])
                    .or_else(|_| run("umount", &["-l".as_ref(), path.as_os_str()])),
                ReadOnlyBy::Immutable => run("chattr", &["-i".as_ref(), path.as_os_str()]),
                ReadOnlyBy::Permissions => {
                    std::fs::set_permissions(&path, std::fs::Permissions::from_mode(mode))
                        .map_err(|e| e.to_string())
                }
            };
            if let Err(e) = undone {
                eprintln!(
                    "could not undo {:?} on {}: {e}",
                    self.by,
                    self.dir.display()
                );
            }
        }
    }
}

/// A data folder that cannot be written (a read-only disk or share, a
/// locked folder) is refused with the words "read-only", without the advice
/// for a damaged file, and is left as it was: the database then opens again
/// with its game. Tried every way this system allows, as root too (a
/// read-only bind mount, `chattr +i`; permissions bind only other users);
/// when none works here the test says it was skipped, and why, on stderr.
#[test]
fn a_read_only_data_folder_is_called_read_only_not_damaged() {
    let mut ran = vec![];
    let mut skipped = vec![];
    for by in [
        ReadOnlyBy::Mount,
        ReadOnlyBy::Immutable,
        ReadOnlyBy::Permissions,
    ] {
        let dir = tempfile::tempdir().unwrap();
        let game = {
            let db = Db::open_in(dir.path()).unwrap();
            games::create_game(&db, &spec(), &colours()).unwrap()
        };
        let before = files(dir.path());
        let guard = match ReadOnlyDir::new(dir.path(), by) {
            Ok(guard) => guard,
            Err(why) => {
                skipped.push(format!("{by:?} ({why})"));
                continue;
            }
        };
        let opened = Db::open_in(dir.path());
        drop(guard);
        let err = opened.expect_err(&format!("{by:?}: a read-only folder opened"));
        let msg = err.to_string();
        assert!(matches!(err, DbError::ReadOnly { .. }), "{by:?}: {err:?}");
        assert!(msg.contains("read-only"), "{by:?}: {msg}");
        assert!(!msg.contains("restore a backup"), "{by:?}: {msg}");
        assert_eq!(files(dir.path()), before, "{by:?}: the folder changed");
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.unfinished_game().unwrap(), Some(game), "{by:?}");
        ran.push(format!("{by:?}"));
    }
    if ran.is_empty() {
        eprintln!(
            "SKIPPED a_read_only_data_folder_is_called_read_only_not_damaged: no way to make a \
             folder read-only binds this user here (uid {}): {}",
            uid(),
            skipped.join("; ")
        );
    } else {
        eprintln!(
            "read-only data folder checked by {}; not by {}",
            ran.join(", "),
            if skipped.is_empty() {
                "none".into()
            } else {
                skipped.join("; ")
            }
        );
    }
}

/// This process's user id, from /proc (no `libc` in the tests).
fn uid() -> String {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("Uid:"))
                .and_then(|l| l.split_whitespace().nth(1).map(str::to_string))
        })
        .unwrap_or_else(|| "?".into())
}

/// A database as mextrain wrote it before session stamps, through plain SQLite.
fn legacy_session(path: &std::path::Path, first: i64, games: i64) -> rusqlite::Connection {
    let c = rusqlite::Connection::open(path).unwrap();
    c.execute_batch("PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0;")
        .unwrap();
    let v: i64 = c
        .query_row("PRAGMA user_version", [], |r| r.get(0))
        .unwrap();
    if v == 0 {
        for m in mextrain::db::MIGRATIONS {
            c.execute_batch(m).unwrap();
        }
        c.pragma_update(None, "user_version", SCHEMA_VERSION)
            .unwrap();
    }
    for g in first..first + games {
        c.execute(
            "INSERT INTO games (id, uid, preset, set_top, schedule, started_at) VALUES (?1, ?2, 'classic', 12, '[12]', 0)",
            rusqlite::params![g, format!("uid-{g}-{}", "x".repeat(300))],
        )
        .unwrap();
    }
    c
}

#[test]
fn a_stale_wal_from_before_session_stamps_is_caught_by_checking_the_merge() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    drop(legacy_session(&path, 1, 50));
    let backup = std::fs::read(&path).unwrap();
    drop(legacy_session(&path, 51, 300));
    // The next session only appends: the pages of games 51 to 350 are in
    // the file, not in its WAL, and the backup does not have them.
    let c = legacy_session(&path, 351, 300);
    let wal = std::fs::read(sidecar(&path, "-wal")).unwrap();
    drop(c);
    std::fs::write(&path, &backup).unwrap();
    std::fs::write(sidecar(&path, "-wal"), &wal).unwrap();
    let before = files(dir.path());
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::StaleWal { .. }), "{err:?}");
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_wal_or_journal_without_its_file_or_from_another_program_is_never_replayed() {
    // A WAL with no database beside it: SQLite would replay it into a new file.
    let dir = tempfile::tempdir().unwrap();
    let path = restored_over_a_crashed_run(dir.path());
    std::fs::remove_file(&path).unwrap();
    let before = files(dir.path());
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::StaleWal { .. }), "{err:?}");
    assert_eq!(files(dir.path()), before);

    // A hot rollback journal beside a healthy file (mextrain never writes one).
    let dir = tempfile::tempdir().unwrap();
    drop(Db::open_in(dir.path()).unwrap());
    let path = dir.path().join(FILE_NAME);
    std::fs::write(sidecar(&path, "-journal"), vec![0xd9u8; 4096]).unwrap();
    let before = files(dir.path());
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::StaleWal { .. }), "{err:?}");
    assert!(err.to_string().contains("-journal"), "{err}");
    assert_eq!(files(dir.path()), before);
}

#[test]
fn the_window_says_what_is_wrong_in_plain_words_and_changes_nothing() {
    use mextrain::ui::testing::Harness;
    // A stale WAL after a restore by hand.
    let dir = tempfile::tempdir().unwrap();
    restored_over_a_crashed_run(dir.path());
    let before = files(dir.path());
    let h = Harness::launch(dir.path());
    let text = h.text();
    assert!(text.contains("cannot open its data"), "{text}");
    assert!(
        text.contains("mextrain.sqlite3-wal does not belong"),
        "{text}"
    );
    assert!(text.contains("Nothing was changed"), "{text}");
    drop(h);
    assert_eq!(files(dir.path()), before);

    // Another program's database.
    let dir = tempfile::tempdir().unwrap();
    foreign(&dir.path().join(FILE_NAME), true);
    let before = files(dir.path());
    let h = Harness::launch(dir.path());
    assert!(h.text().contains("not a mextrain database"), "{}", h.text());
    drop(h);
    assert_eq!(files(dir.path()), before);
}

#[test]
fn a_kill_while_a_session_stamps_the_file_is_not_taken_for_a_stale_wal() {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    drop(Db::open_in(dir.path()).unwrap());
    // What `Db::open` does when it stamps the file, stopped (killed) after
    // the new stamp is committed to the WAL and before it is merged.
    let (main, wal) = {
        let c = rusqlite::Connection::open(&path).unwrap();
        c.execute_batch("PRAGMA wal_autocheckpoint=0;").unwrap();
        c.execute(
            "UPDATE file_guard SET prev = session, session = 12345, seq = 0",
            [],
        )
        .unwrap();
        (
            std::fs::read(&path).unwrap(),
            std::fs::read(sidecar(&path, "-wal")).unwrap(),
        )
    };
    std::fs::write(&path, &main).unwrap();
    std::fs::write(sidecar(&path, "-wal"), &wal).unwrap();
    Db::open_in(dir.path()).unwrap();
}

/// A new data folder whose database, open, holds a game with its first
/// round: the folder, the file's path, its WAL's path, the database and
/// the game.
fn open_with_a_round() -> (tempfile::TempDir, PathBuf, PathBuf, Db, i64) {
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join(FILE_NAME);
    let wal = sidecar(&path, "-wal");
    let db = Db::open_in(dir.path()).unwrap();
    let id = game_with_a_round(&db);
    (dir, path, wal, db, id)
}

#[test]
fn a_checkpoint_while_open_empties_the_wal_and_a_kill_after_it_loses_nothing() {
    let (dir, path, wal, db, id) = open_with_a_round();
    let grown = std::fs::metadata(&wal).unwrap().len();
    assert!(grown > 0);
    // Under the limit: nothing to do.
    assert!(!db.checkpoint_if_over(grown).unwrap());
    assert!(db.checkpoint_if_over(0).unwrap());
    // Merged: what is left is the new stamp, a frame or two.
    assert!(
        std::fs::metadata(&wal).unwrap().len() < grown,
        "the WAL was not merged"
    );
    games::record_round(&db, id, &next_input(3, 4)).unwrap();
    // A kill now: the file and its WAL as they are.
    let (main, log) = (std::fs::read(&path).unwrap(), std::fs::read(&wal).unwrap());
    drop(db);
    std::fs::write(&path, &main).unwrap();
    std::fs::write(&wal, &log).unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    assert_eq!(db.game(id).unwrap().sheet.totals(), vec![0, 4, 6]);
}

#[test]
fn a_wal_written_after_a_checkpoint_is_still_refused_beside_a_file_from_before_it() {
    let (dir, path, wal, db, id) = open_with_a_round();
    assert!(db.checkpoint_if_over(0).unwrap());
    // A copy of the file made now (a backup, say): this session's stamp.
    let before = std::fs::read(&path).unwrap();
    games::record_round(&db, id, &next_input(3, 4)).unwrap();
    assert!(db.checkpoint_if_over(0).unwrap());
    for k in 0..5 {
        games::record_round(&db, id, &next_input(k, k + 1)).unwrap();
    }
    // The session is killed; its WAL is beside the copy from before the
    // last checkpoint: it does not belong, and nothing is merged.
    let log = std::fs::read(&wal).unwrap();
    assert!(log.len() > 32);
    drop(db);
    std::fs::write(&path, &before).unwrap();
    std::fs::write(&wal, &log).unwrap();
    let files_before = files(dir.path());
    let err = Db::open_in(dir.path()).unwrap_err();
    assert!(matches!(err, DbError::StaleWal { .. }), "{err:?}");
    assert_eq!(files(dir.path()), files_before, "opening changed a file");
}

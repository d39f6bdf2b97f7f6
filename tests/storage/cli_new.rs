//! `mextrain new`: a game started from the command line (for a machine with
//! no screen, before `mextrain serve`), driven in-process; bad input is
//! refused with exit status 2, a message naming the problem, and nothing
//! stored.

use mextrain::app::games;
use mextrain::cli::{run_command, Io};
use mextrain::db::Db;
use mextrain::rules::{PresetId, Rules};
use std::path::Path;

/// `mextrain ARGS...` in-process: its exit status, standard output and
/// standard error (shared by the command line's tests of this floor).
pub(crate) fn run(args: &[&str]) -> (i32, String, String) {
    let (code, out, err) = run_bytes(args);
    (code, String::from_utf8(out).unwrap(), err)
}

/// [`run`], its standard output as bytes (a PNG, for `share`).
pub(crate) fn run_bytes(args: &[&str]) -> (i32, Vec<u8>, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut stdin, mut out, mut err) = (&b""[..], Vec::new(), Vec::new());
    let code = run_command(
        &args,
        &mut Io {
            stdin: &mut stdin,
            out: &mut out,
            err: &mut err,
        },
    )
    .expect("a subcommand");
    (code, out, String::from_utf8(err).unwrap())
}

/// `mextrain new ARGS... --data-dir DIR`.
fn new_in(dir: &Path, args: &[&str]) -> (i32, String, String) {
    let mut all = vec!["new", "--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    run(&all)
}

fn games_in(dir: &Path) -> Vec<(i64, Vec<String>)> {
    Db::open_in(dir)
        .unwrap()
        .recent_games(100, 0)
        .unwrap()
        .into_iter()
        .map(|g| (g.id, g.players))
        .collect()
}

#[test]
fn new_starts_a_classic_double_12_game_with_the_players_in_seat_order() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = new_in(dir.path(), &["Ana", "Ben", "Cy"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    assert!(
        out.starts_with(
            "Game 1: Ana, Ben, Cy; classic, double-12 set, 13 rounds (12-12 down to 0-0)"
        ),
        "{out}"
    );
    assert!(out.contains("mextrain serve --game 1"), "{out}");
    let db = Db::open_in(dir.path()).unwrap();
    let rec = db.game(1).unwrap();
    assert_eq!(rec.sheet.spec.players, ["Ana", "Ben", "Cy"]);
    assert_eq!(rec.sheet.spec.preset, PresetId::Classic);
    assert_eq!(rec.sheet.spec.set, 12);
    assert_eq!(rec.sheet.spec.schedule.len(), 13);
    assert!(rec.sheet.rounds.is_empty());
    assert!(!rec.is_finished());
    // Three different marker colours.
    let mut c = rec.colours.clone();
    c.dedup();
    assert_eq!(c.len(), 3, "{:?}", rec.colours);
    // It is the game `mextrain serve` hosts.
    assert_eq!(games::resume(&db).unwrap(), Some(1));
}

#[test]
fn new_takes_player_options_a_preset_and_a_set() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = new_in(
        dir.path(),
        &[
            "--player",
            "Ana",
            "--player",
            "Ben",
            "--preset",
            "choo-choo-sixes",
        ],
    );
    assert_eq!(code, 0, "{err}");
    // The preset's own set when none is named.
    assert!(
        out.contains("Ana, Ben; choo-choo-sixes, double-6 set, 7 rounds"),
        "{out}"
    );
    let (code, out, err) = new_in(
        dir.path(),
        &["--preset", "hub-set", "--set", "9", "Ben", "Ana", "Dee"],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Game 2: Ben, Ana, Dee; hub-set, double-9 set"),
        "{out}"
    );
    let db = Db::open_in(dir.path()).unwrap();
    let rec = db.game(2).unwrap();
    assert_eq!(rec.sheet.spec.preset, PresetId::HubSet);
    assert_eq!(rec.sheet.spec.set, 9);
    // A player keeps the marker colour they had.
    assert_eq!(
        rec.colours[1],
        db.game(1).unwrap().colours[0],
        "Ana's colour"
    );
    assert_eq!(games_in(dir.path()).len(), 2, "{:?}", games_in(dir.path()));
}

/// Refused with exit status 2 and a message containing `says`; nothing is
/// stored: a data folder not there stays absent, and one with a game keeps
/// just that game.
fn refused(args: &[&str], says: &str) {
    let fresh = tempfile::tempdir().unwrap();
    let data = fresh.path().join("data");
    let (code, out, err) = new_in(&data, args);
    assert_eq!(code, 2, "{args:?}: {out}{err}");
    assert!(err.starts_with("mextrain new: "), "{err}");
    assert!(err.contains(says), "{args:?}: {err}");
    assert_eq!(err.lines().count(), 1, "one short line: {err}");
    assert!(err.len() < 200, "short: {err}");
    assert!(out.is_empty(), "{out}");
    assert!(!data.exists(), "{args:?}: the data folder was made");

    let kept = tempfile::tempdir().unwrap();
    assert_eq!(new_in(kept.path(), &["Zoe", "Yan"]).0, 0);
    let file = kept.path().join("mextrain.sqlite3");
    let before = std::fs::read(&file).unwrap();
    let (code, _, _) = new_in(kept.path(), args);
    assert_eq!(code, 2);
    // The database was not even opened.
    assert!(
        std::fs::read(&file).unwrap() == before,
        "{args:?}: the database changed"
    );
    assert_eq!(
        games_in(kept.path()),
        vec![(1, vec!["Zoe".to_string(), "Yan".to_string()])]
    );
}

#[test]
fn an_unknown_preset_is_refused_by_name() {
    refused(
        &["--preset", "poker", "Ana", "Ben"],
        "unknown preset 'poker'",
    );
}

#[test]
fn one_player_is_refused() {
    refused(&["Ana"], "for 2 to 8 players; 1 was named");
}

#[test]
fn too_many_players_for_the_set_are_refused() {
    let max = Rules::preset(PresetId::Classic).max_players_for(6) as usize;
    let names: Vec<String> = (0..=max).map(|i| format!("P{i}")).collect();
    let mut args = vec!["--set", "6"];
    args.extend(names.iter().map(String::as_str));
    refused(
        &args,
        &format!(
            "classic on a double-6 set is for 2 to {max} players; {} were named",
            max + 1
        ),
    );
}

#[test]
fn an_empty_or_repeated_name_is_refused() {
    refused(&["Ana", "", "Cy"], "player 2 has an empty name");
    refused(&["Ana", "  ", "Cy"], "player 2 has an empty name");
    refused(
        &["--player", "Ana", "--player", ""],
        "player 2 has an empty name",
    );
    refused(&["Ana", "Ben", "ana"], "two players are called ana");
}

#[test]
fn other_bad_input_is_refused_too() {
    refused(&["--set", "7", "Ana", "Ben"], "no double-7 set");
    refused(&[], "name the players in seat order");
    refused(&["Ana", "--player", "Ben"], "not both");
    refused(&["Ana", "mexican"], "community train");
    // Usage errors are clap's: exit 2 as well, nothing stored.
    let fresh = tempfile::tempdir().unwrap();
    let data = fresh.path().join("data");
    let (code, _, err) = new_in(&data, &["--set", "twelve", "Ana", "Ben"]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("--set"), "{err}");
    assert!(!data.exists());
}

#[test]
fn new_is_listed_in_the_help() {
    let (code, out, _) = run(&["--help"]);
    assert_eq!(code, 0);
    assert!(out.contains("new"), "{out}");
    let (code, out, _) = run(&["new", "--help"]);
    assert_eq!(code, 0);
    for opt in ["--preset", "--set", "--player", "--data-dir"] {
        assert!(out.contains(opt), "{opt}: {out}");
    }
    assert!(out.contains("in seat order (clockwise), --preset"), "{out}");
}

#[cfg(feature = "serve")]
#[test]
fn serve_with_nothing_to_host_says_how_to_start_a_game_and_new_gives_it_one() {
    let dir = tempfile::tempdir().unwrap();
    let d = dir.path().to_str().unwrap();
    let (code, out, err) = run(&[
        "serve",
        "--port",
        "0",
        "--bind",
        "127.0.0.1",
        "--data-dir",
        d,
    ]);
    assert_eq!(code, 2, "{out}{err}");
    assert!(err.contains("no unfinished game to host"), "{err}");
    assert!(
        err.contains(&format!("mextrain new --data-dir {d} Ana Ben Cy")),
        "{err}"
    );
    assert_eq!(new_in(dir.path(), &["Ana", "Ben", "Cy"]).0, 0);
    // Now there is one: `serve --stop` finds it (without listening).
    let (code, out, err) = run(&["serve", "--stop", "--data-dir", d]);
    assert_eq!(code, 0, "{err}");
    assert!(out.contains("Hosting of game 1 is off"), "{out}");
}

#[test]
fn new_removes_escapes_and_direction_marks_from_names_and_keeps_their_letters() {
    let dir = tempfile::tempdir().unwrap();
    let (code, out, err) = new_in(
        dir.path(),
        &[
            "\u{1b}[31mAna\u{1b}[0m",
            "Zoë\u{202e}",
            "漢字\u{7}",
            "العربية",
        ],
    );
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with("Game 1: Ana, Zoë, 漢字, العربية; classic"),
        "{out:?}"
    );
    assert!(
        !out.contains('\u{1b}') && !out.contains('\u{202e}'),
        "{out:?}"
    );
    assert_eq!(
        games_in(dir.path()),
        vec![(
            1,
            ["Ana", "Zoë", "漢字", "العربية"].map(String::from).to_vec()
        )]
    );
    // A name that is nothing but marks is no name.
    let (code, _, err) = new_in(dir.path(), &["\u{202e}\u{1b}[2J", "Ben"]);
    assert_eq!(code, 2);
    assert!(err.contains("player 1 has an empty name"), "{err}");
}

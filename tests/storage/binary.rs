//! The `mextrain` binary itself: subcommands, bad arguments, and no display.

use std::process::Command;

/// Every subcommand of the binary.
const SUBCOMMANDS: [&str; 8] = [
    "check",
    "points",
    "plan",
    "simulate",
    "export",
    "import",
    "completions",
    "serve",
];

fn mextrain() -> Command {
    Command::new(env!("CARGO_BIN_EXE_mextrain"))
}

#[test]
fn without_a_display_it_says_so_plainly_instead_of_panicking() {
    let dir = tempfile::tempdir().unwrap();
    let out = mextrain()
        .args(["--data-dir", dir.path().to_str().unwrap()])
        .env_remove("DISPLAY")
        .env_remove("WAYLAND_DISPLAY")
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("no display"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}

#[test]
fn bad_arguments_exit_2_with_a_message() {
    let out = mextrain().arg("--frobnicate").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("unexpected argument '--frobnicate'"), "{err}");
    let out = mextrain().arg("--data-dir").output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("a value is required for '--data-dir <DIR>'"),
        "{err}"
    );
    let out = mextrain().args(["--data-dir", ""]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--data-dir needs a folder"), "{err}");
}

#[test]
fn help_lists_the_subcommands() {
    let out = mextrain().arg("--help").output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    for cmd in SUBCOMMANDS {
        assert!(
            text.lines().any(|l| l.starts_with(&format!("  {cmd} "))),
            "{text}"
        );
    }
}

/// Every subcommand (and the window's options) answers `--help` on standard
/// output with exit status 0, naming its options.
#[test]
fn every_subcommand_answers_help() {
    let cases: [(&[&str], &[&str]); 9] = [
        (&[], &["--data-dir <DIR>", "check", "export"]),
        (&["check"], &["--json", "<FILE|->"]),
        (&["points"], &["--rules <ID>", "[TILE]..."]),
        (&["plan"], &["--engine <N>", "--json", "<TILE>"]),
        (
            &["simulate"],
            &[
                "--rules <ID>",
                "--set <N>",
                "--players <N>",
                "--seed <S>",
                "--policy",
            ],
        ),
        (
            &["export"],
            &[
                "--format <FORMAT>",
                "--game <ID>",
                "--data-dir <DIR>",
                "--verbose",
                "<FILE|->",
            ],
        ),
        (&["import"], &["--data-dir <DIR>", "--verbose", "<FILE|->"]),
        (&["completions"], &["<SHELL>", "bash", "fish"]),
        (
            &["serve"],
            &[
                "--data-dir <DIR>",
                "--port <N>",
                "--bind <ADDR>",
                "--web <DIR>",
                "--game <ID>",
                "--stop",
            ],
        ),
    ];
    for (cmd, options) in cases {
        for help in ["--help", "-h"] {
            let out = mextrain().args(cmd).arg(help).output().unwrap();
            let text = String::from_utf8_lossy(&out.stdout);
            assert_eq!(out.status.code(), Some(0), "{cmd:?} {help}: {text}");
            assert!(out.stderr.is_empty(), "{cmd:?} {help}");
            assert!(text.contains("Usage: mextrain"), "{cmd:?} {help}: {text}");
            for o in options {
                assert!(text.contains(o), "{cmd:?} {help}: no {o} in {text}");
            }
        }
    }
}

/// `mextrain completions SHELL` prints a script, made from the same clap
/// definition as `--help`, that completes every subcommand and option.
#[test]
fn completions_cover_every_subcommand_and_option() {
    for shell in ["bash", "zsh", "fish", "elvish", "powershell"] {
        let out = mextrain().args(["completions", shell]).output().unwrap();
        assert_eq!(out.status.code(), Some(0), "{shell}");
        assert!(out.stderr.is_empty(), "{shell}");
        let script = String::from_utf8_lossy(&out.stdout);
        // Options, as each shell spells them (fish: `-l data-dir`).
        let options = ["data-dir", "format", "rules", "players"];
        for word in SUBCOMMANDS.iter().chain(&options) {
            assert!(script.contains(word), "{shell}: no {word}");
        }
    }
    // bash reads the script without complaint and registers the function.
    let bash = mextrain().args(["completions", "bash"]).output().unwrap();
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("mextrain.bash");
    std::fs::write(&file, &bash.stdout).unwrap();
    let check = Command::new("bash")
        .arg("-c")
        .arg(format!(
            "source '{}' && complete -p mextrain",
            file.display()
        ))
        .output()
        .unwrap();
    assert!(
        check.status.success(),
        "{}",
        String::from_utf8_lossy(&check.stderr)
    );
    assert!(String::from_utf8_lossy(&check.stdout).contains("mextrain"));
}

#[test]
fn completions_for_an_unknown_shell_is_a_usage_error() {
    let out = mextrain().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(out.status.code(), Some(2));
    assert!(out.stdout.is_empty());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("invalid value 'tcsh'"), "{err}");
    assert!(err.contains("bash"), "{err}");
}

/// `mextrain --version`: the version and the commit it was built from, as
/// git names it here (the build script asks git; `unknown` outside a
/// checkout); `-V` says the same.
#[test]
fn version_names_the_version_and_the_commit() {
    let out = mextrain().arg("--version").output().unwrap();
    assert_eq!(out.status.code(), Some(0));
    let text = String::from_utf8_lossy(&out.stdout).trim().to_string();
    let head = Command::new("git")
        .args(["rev-parse", "--short=12", "HEAD"])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .ok()
        .filter(|o| o.status.success())
        .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string());
    let commit = std::env::var("MEXTRAIN_COMMIT")
        .ok()
        .filter(|c| !c.trim().is_empty())
        .or(head)
        .unwrap_or_else(|| "unknown".into());
    assert_eq!(
        text,
        format!("mextrain {} ({commit})", env!("CARGO_PKG_VERSION"))
    );
    let short = mextrain().arg("-V").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&short.stdout).trim(), text);
}

/// `mextrain man DIR` writes the manual pages the packages install: one for
/// mextrain and one per subcommand, from the same definition as --help; a
/// folder it cannot write is a message and exit status 1.
#[test]
fn man_writes_a_page_for_mextrain_and_each_subcommand() {
    let dir = tempfile::tempdir().unwrap();
    let out = mextrain().arg("man").arg(dir.path()).output().unwrap();
    assert_eq!(out.status.code(), Some(0), "{out:?}");
    let main = std::fs::read_to_string(dir.path().join("mextrain.1")).unwrap();
    assert!(
        main.starts_with(".ie") || main.contains(".TH mextrain 1"),
        "{main}"
    );
    assert!(main.contains("table companion for Mexican Train"), "{main}");
    for cmd in SUBCOMMANDS {
        let page = std::fs::read_to_string(dir.path().join(format!("mextrain-{cmd}.1")))
            .unwrap_or_else(|e| panic!("no page for {cmd}: {e}"));
        assert!(
            page.contains(&format!(".TH mextrain-{cmd} 1")),
            "{cmd}: {page}"
        );
    }
    let serve = std::fs::read_to_string(dir.path().join("mextrain-serve.1")).unwrap();
    assert!(serve.contains("web"), "{serve}");
    // A file where the folder should be.
    let file = dir.path().join("a-file");
    std::fs::write(&file, "x").unwrap();
    let out = mextrain().arg("man").arg(&file).output().unwrap();
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("cannot write the manual pages"), "{err}");
}

#[test]
fn points_answers_on_the_command_line() {
    let out = mextrain()
        .args(["points", "--rules", "classic", "0-0", "0-5", "12-12"])
        .output()
        .unwrap();
    assert!(out.status.success());
    assert_eq!(String::from_utf8_lossy(&out.stdout).trim(), "104");
}

#[test]
fn a_simulated_round_is_accepted_by_check() {
    let sim = mextrain()
        .args(["simulate", "--seed", "7", "--players", "3"])
        .output()
        .unwrap();
    assert!(
        sim.status.success(),
        "{}",
        String::from_utf8_lossy(&sim.stderr)
    );
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("round.json");
    std::fs::write(&file, &sim.stdout).unwrap();
    let check = mextrain()
        .args(["check", "--json", file.to_str().unwrap()])
        .output()
        .unwrap();
    assert_eq!(
        check.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&check.stdout)
    );
    let report: serde_json::Value = serde_json::from_slice(&check.stdout).unwrap();
    assert_eq!(report["round"]["over"], true);
}

#[test]
fn arguments_that_are_not_utf8_get_a_message_and_exit_2() {
    use std::ffi::OsStr;
    use std::os::unix::ffi::OsStrExt;
    let bad = OsStr::from_bytes(b"\xff-1");
    let dir = tempfile::tempdir().unwrap();
    let cases: Vec<Vec<&OsStr>> = vec![
        vec![OsStr::new("points"), bad],
        vec![OsStr::new("plan"), bad],
        vec![OsStr::new("check"), bad],
        vec![OsStr::new("simulate"), OsStr::new("--seed"), bad],
        vec![OsStr::new("export"), bad],
        vec![OsStr::new("import"), bad],
        vec![OsStr::new("--data-dir"), bad],
        vec![bad],
    ];
    for args in cases {
        let out = mextrain()
            .args(&args)
            .env("MEXTRAIN_DATA_DIR", dir.path())
            .env_remove("DISPLAY")
            .env_remove("WAYLAND_DISPLAY")
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(2), "{args:?}: {err}");
        assert!(err.contains("is not valid UTF-8"), "{args:?}: {err}");
        assert!(!err.contains("panicked"), "{args:?}: {err}");
        assert!(err.lines().count() <= 2, "{args:?}: {err}");
    }
}

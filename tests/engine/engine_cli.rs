//! The engine's command line, driven in-process.

use mextrain::cli::run_engine_captured;

fn run(args: &[&str], stdin: &str) -> (i32, String, String) {
    let c = run_engine_captured(args, stdin.as_bytes());
    (
        c.code.unwrap(),
        String::from_utf8(c.out).unwrap(),
        String::from_utf8(c.err).unwrap(),
    )
}

#[test]
fn points_counts_blanks_under_classic() {
    assert_eq!(
        run(&["points", "--rules", "classic", "0-0", "0-5", "12-12"], ""),
        (0, "104\n".into(), String::new())
    );
    assert_eq!(
        run(
            &["points", "--rules", "dominorules", "0-0", "0-5", "12-12"],
            ""
        )
        .1,
        "29\n"
    );
    assert_eq!(run(&["points", "0-0"], "").1, "50\n");
}

#[test]
fn points_bad_input_exits_2() {
    let (code, _, err) = run(&["points", "--rules", "poker", "1-1"], "");
    assert_eq!(code, 2);
    assert!(err.contains("poker"));
    assert_eq!(run(&["points", "1-x"], "").0, 2);
    assert_eq!(run(&["points", "--rules"], "").0, 2);
}

#[test]
fn check_spec_example_text_and_json() {
    let file = r#"{
  "rules": "classic", "set": 12, "engine": 12,
  "players": ["Ana", "Ben", "Cleo"],
  "trains": {
    "Ana": { "tiles": ["12-5", "5-7"] },
    "Ben": { "tiles": [], "marker": true },
    "Cleo": { "tiles": ["12-9", "9-9"] },
    "mexican": { "end": 3 }
  },
  "turn": "Ben",
  "hands": { "Ben": ["9-4", "3-3"] },
  "boneyard": 40,
  "moves": [
    { "player": "Ben", "play": "9-4", "on": "Cleo" },
    { "player": "Cleo", "draw": "3-8" },
    { "player": "Cleo", "play": "3-8", "on": "mexican" }
  ]
}"#;
    let (code, out, _) = run(&["check", "-"], file);
    assert_eq!(code, 0, "{out}");
    assert!(out.starts_with("legal\nlegal\nlegal\nturn: Ana\n"), "{out}");
    let (code, out, _) = run(&["check", "--json", "-"], file);
    assert_eq!(code, 0);
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["turn"], "Ana");
    assert_eq!(v["open_double"], serde_json::Value::Null);
    assert_eq!(v["markers"], serde_json::json!(["Ben"]));
    assert_eq!(v["round"], serde_json::json!({"over": false}));
}

#[test]
fn check_illegal_move_exits_1() {
    let file = r#"{"players": ["Ana", "Ben"], "turn": "Ana", "hands": {"Ana": ["12-5"]}, "boneyard": 3,
        "moves": [{"player": "Ben", "pass": true}]}"#;
    let (code, out, _) = run(&["check", "-"], file);
    assert_eq!(code, 1);
    assert!(out.starts_with("illegal [not-your-turn]: "), "{out}");
}

#[test]
fn check_text_prints_the_rule_in_words_after_the_reason() {
    let file = r#"{"rules": "hub-set", "house": {"faster_first_turn": true},
        "players": ["Ana", "Ben"], "hands": {"Ana": ["12-5", "5-7"], "Ben": ["1-2"]}, "boneyard": 3,
        "moves": [{"player": "Ana", "play": "12-5", "on": "Ana"}, {"player": "Ana", "draw": true}]}"#;
    let (code, out, _) = run(&["check", "-"], file);
    assert_eq!(code, 1);
    let line = out.lines().nth(1).unwrap();
    assert!(
        line.starts_with(
            "illegal [must-play]: Ana holds a playable tile (7-5 on Ana's train) (rule: Hub set: "
        ),
        "{line}"
    );
    assert!(line.contains("faster game"), "{line}");
    assert!(line.ends_with(".)"), "{line}");
}

#[test]
fn check_bad_input_exits_2_naming_the_field() {
    let file =
        r#"{"players": ["Ana", "Cleo"], "trains": {"Cleo": {"tiles": ["12-9", "9-9", "5-5"]}}}"#;
    let (code, out, err) = run(&["check", "-"], file);
    assert_eq!(code, 2);
    assert!(out.is_empty());
    assert!(
        err.contains("trains.Cleo.tiles[2]: 5-5 does not connect to 9-9"),
        "{err}"
    );
    assert_eq!(run(&["check", "-"], "{").0, 2);
    assert_eq!(run(&["check", "/nonexistent/file.json"], "").0, 2);
    assert_eq!(run(&["check"], "").0, 2);
}

#[test]
fn simulate_prints_a_file_check_accepts() {
    for rules in ["classic", "hub-set", "dominorules", "choo-choo-sixes"] {
        let (code, out, err) = run(
            &[
                "simulate", "--rules", rules, "--seed", "5", "--policy", "greedy",
            ],
            "",
        );
        assert_eq!(code, 0, "{err}");
        let (code, report, _) = run(&["check", "-"], &out);
        assert_eq!(code, 0, "{report}");
        assert!(report.contains("round: over"));
    }
    let (_, a, _) = run(
        &["simulate", "--players", "3", "--set", "9", "--seed", "9"],
        "",
    );
    let (_, b, _) = run(
        &["simulate", "--players", "3", "--set", "9", "--seed", "9"],
        "",
    );
    assert_eq!(a, b);
}

#[test]
fn simulate_bad_input_exits_2() {
    for args in [
        &["simulate", "--players", "x"][..],
        &["simulate", "--rules", "choo-choo-sixes", "--players", "3"],
        &["simulate", "--set", "40"],
        &["simulate", "--policy", "smart"],
        &["simulate", "--wat", "1"],
        &["simulate", "--seed"],
    ] {
        assert_eq!(run(args, "").0, 2, "{args:?}");
    }
}

/// What `check` writes for a hostile file stays short: a few lines of a few
/// hundred characters, whatever the size of the values or their number.
#[test]
fn check_messages_stay_short_whatever_the_input() {
    let long = "x".repeat(1_000_000);
    let many = |f: &dyn Fn(usize) -> String| (0..5000).map(f).collect::<Vec<_>>().join(",");
    let files = [
        format!(r#"{{"players": ["Ana", "Ben"], "trains": {{"{long}": {{}}}}}}"#),
        format!(r#"{{"players": ["{long}", "{long}"]}}"#),
        format!(r#"{{"players": ["Ana", "Ben"], "hands": {{"Ana": ["{long}"]}}}}"#),
        format!(r#"{{"players": ["Ana", "Ben"], "turn": "{long}"}}"#),
        format!(
            r#"{{"players": ["Ana", "Ben"], "moves": [{{"player": "Ana", "play": "1-2", "on": "{long}"}}]}}"#
        ),
        format!(r#"{{"players": ["Ana", "Ben"], "{long}": 1}}"#),
        format!(r#"{{"players": ["Ana", "Ben"], "house": {{"{long}": 1}}}}"#),
        format!(r#"{{"players": ["Ana", "Ben"], "rules": "{long}"}}"#),
        r#"{"players": ["Ana\n\nBen", "Ana\n\nBen"]}"#.to_string(),
        format!(r#"{{"players": [{}]}}"#, many(&|_| "\"Ana\"".into())),
        format!(
            r#"{{"players": ["Ana", "Ben"], "trains": {{{}}}}}"#,
            many(&|i| format!("\"t{i}\": {{}}"))
        ),
        format!(
            r#"{{"players": ["Ana", "Ben"], "hands": {{"Ana": [{}]}}}}"#,
            many(&|_| "\"x-y\"".into())
        ),
    ];
    for (i, text) in files.iter().enumerate() {
        let (code, out, err) = run(&["check", "-"], text);
        assert_eq!((code, out.as_str()), (2, ""), "file {i}: {err:.300}");
        assert!(
            err.len() <= 4000 && err.lines().all(|l| l.len() <= 400),
            "file {i}: {} bytes on standard error: {err:.600}",
            err.len()
        );
        assert!(err.lines().count() <= 22, "file {i}: {err:.600}");
    }
}

#[test]
fn points_refuses_a_tile_given_twice_as_plan_does() {
    let (code, out, err) = run(&["points", "12-5", "12-5"], "");
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert!(err.contains("given twice"), "{err}");
    let (code, _, err) = run(&["points", "5-12", "12:5"], "");
    assert_eq!(code, 2, "{err}");
    let (plan_code, _, _) = run(&["plan", "12-5", "12-5"], "");
    assert_eq!(plan_code, 2);
}

#[test]
fn a_house_that_is_not_an_object_is_refused() {
    let (code, _, err) = run(
        &["check", "-"],
        r#"{"players": ["Ana", "Ben"], "house": [20]}"#,
    );
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("house"), "{err}");
}

#[test]
fn argument_messages_stay_short_whatever_the_arguments() {
    let long = "9".repeat(100_000);
    let (key, value) = (format!("{long}=1"), format!("blank_half={long}"));
    let cases: [&[&str]; 9] = [
        &["points", "--rules", &long, "1-1"],
        &["points", &long],
        &["points", "--house", &key, "1-1"],
        &["points", "--house", &value, "1-1"],
        &["points", "--house", &long, "1-1"],
        &["plan", &long],
        &["plan", "--engine", &long, "1-1"],
        &["simulate", "--seed", &long],
        &["check", &format!("--{long}")],
    ];
    for args in cases {
        let (code, _, err) = run(args, "");
        assert_eq!(code, 2, "{:.100}: {err:.300}", args[0]);
        assert!(
            err.len() < 600,
            "{}: {} bytes: {err:.300}",
            args[0],
            err.len()
        );
    }
}

/// In-process too (and so in the engine-only build), each engine
/// subcommand's `--help` prints its options on standard output, exit 0.
#[test]
fn every_engine_subcommand_answers_help_in_process() {
    let cases: [(&str, &[&str]); 4] = [
        ("check", &["--json", "<FILE|->"]),
        (
            "points",
            &["--rules <ID>", "--house <KEY=VALUE>", "[TILE]..."],
        ),
        ("plan", &["--engine <N>", "--json", "<TILE>"]),
        (
            "simulate",
            &[
                "--rules <ID>",
                "--set <N>",
                "--players <N>",
                "--seed <S>",
                "--policy",
            ],
        ),
    ];
    for (cmd, options) in cases {
        let (code, out, err) = run(&[cmd, "--help"], "");
        assert_eq!((code, err.as_str()), (0, ""), "{cmd}: {out}");
        assert!(out.contains(&format!("Usage: mextrain {cmd}")), "{out}");
        for o in options {
            assert!(out.contains(o), "{cmd}: no {o} in {out}");
        }
    }
}

//! `check`, `points` and `simulate`: see `shared/spec/table-file.md`.
//!
//! Each takes its arguments (after the subcommand) and the streams, and
//! returns the exit status: 0 success (for `check`: every move legal), 1 an
//! illegal move (`check`), 2 bad input, with a message on standard error.

use super::Io;
use crate::rules::{
    check_setup, parse_setup, shorten, simulate as sim, HouseRules, Policy, PresetId, Rules,
    SimConfig, Tile, TileSet,
};

/// `mextrain check [--json] FILE|-`
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// Print the report as one JSON object
    #[arg(long)]
    pub json: bool,
    /// The table file, or - for standard input
    #[arg(value_name = "FILE|-")]
    pub file: String,
}

/// `mextrain check [--json] FILE|-`
pub fn check(args: &CheckArgs, io: &mut Io) -> i32 {
    let (json, file) = (args.json, args.file.as_str());
    let mut text = String::new();
    let read = if file == "-" {
        io.stdin.read_to_string(&mut text).map(|_| ())
    } else {
        std::fs::read_to_string(file).map(|t| text = t)
    };
    if let Err(e) = read {
        let _ = writeln!(io.err, "mextrain check: cannot read {file}: {e}");
        return 2;
    }
    let report = match parse_setup(&text).and_then(|s| check_setup(&s)) {
        Ok(r) => r,
        Err(e) => {
            for p in &e.problems {
                if p.field.is_empty() {
                    let _ = writeln!(io.err, "mextrain check: {file}: {}", p.message());
                } else {
                    let _ = writeln!(
                        io.err,
                        "mextrain check: {file}: {}: {}",
                        p.field,
                        p.message()
                    );
                }
            }
            return 2;
        }
    };
    if json {
        let _ = writeln!(
            io.out,
            "{}",
            serde_json::to_string(&report).unwrap_or_default()
        );
    } else {
        for m in &report.moves {
            match (&m.rule, &m.reason) {
                (Some(rule), Some(reason)) if !m.legal => {
                    // The spec's prefix, then the preset's rule in words.
                    match &m.summary {
                        Some(rule_text) => {
                            let _ =
                                writeln!(io.out, "illegal [{rule}]: {reason} (rule: {rule_text})");
                        }
                        None => {
                            let _ = writeln!(io.out, "illegal [{rule}]: {reason}");
                        }
                    }
                }
                _ => {
                    let _ = writeln!(io.out, "legal");
                }
            }
        }
        let list = |v: &[String]| {
            if v.is_empty() {
                "none".to_string()
            } else {
                v.join(", ")
            }
        };
        let _ = writeln!(io.out, "turn: {}", report.turn);
        let _ = writeln!(
            io.out,
            "open double: {}",
            report.open_double.as_deref().unwrap_or("none")
        );
        let _ = writeln!(io.out, "markers: {}", list(&report.markers));
        let r = &report.round;
        if r.over {
            let how = match r.how {
                Some(crate::rules::RoundEnd::Domino) => "domino",
                _ => "blocked",
            };
            let _ = writeln!(io.out, "round: over ({how})");
            let pts: Vec<String> = r.points.iter().map(|(n, p)| format!("{n} {p}")).collect();
            let _ = writeln!(io.out, "points: {}", list(&pts));
            let _ = writeln!(io.out, "winners: {}", list(&r.winners));
        } else {
            let _ = writeln!(io.out, "round: in play");
        }
    }
    if report.all_legal() {
        0
    } else {
        1
    }
}

/// A problem with the arguments that clap cannot see (a bad tile, a
/// preset that cannot be simulated): one short line, exit status 2.
fn usage(io: &mut Io, cmd: &str, problem: &str) -> i32 {
    usage_within(io, cmd, problem, 200)
}

/// [`usage`] with a problem of up to `max` characters (the list of house
/// rules' keys is longer than one line).
fn usage_within(io: &mut Io, cmd: &str, problem: &str, max: usize) -> i32 {
    // The problem quotes arguments: keep it to a line whatever they hold.
    let problem = shorten(problem, max);
    let _ = writeln!(
        io.err,
        "mextrain {cmd}: {problem}\nFor more information, try 'mextrain {cmd} --help'."
    );
    2
}

/// `mextrain points [--rules ID] [--house KEY=VALUE]... TILE...`
#[derive(clap::Args, Debug)]
pub struct PointsArgs {
    /// The preset whose scoring applies (classic, hub-set, dominorules, choo-choo-sixes)
    #[arg(long, value_name = "ID", default_value = "classic")]
    pub rules: PresetId,
    /// A house rule of the `house` object, like doubles_count_double=true or
    /// blank_half=0 (repeat it for each)
    #[arg(long, value_name = "KEY=VALUE")]
    pub house: Vec<String>,
    /// The tiles, like 12-5
    #[arg(value_name = "TILE")]
    pub tiles: Vec<String>,
}

/// The rules of `preset` with the `--house KEY=VALUE` options applied, or
/// the line that says what is wrong with them.
pub fn house_rules(preset: PresetId, house: &[String]) -> Result<(HouseRules, Rules), String> {
    let h = HouseRules::from_pairs(house.iter().map(String::as_str))?;
    let rules = Rules::preset(preset)
        .with_house(&h)
        .map_err(|e| e.to_string())?;
    Ok((h, rules))
}

/// `mextrain points [--rules ID] [--house KEY=VALUE]... TILE...`: what the
/// tiles count under the preset and its house rules (`blank_half`,
/// `double_blank`, `doubles_count_double`; the others are checked and
/// change no hand's count).
pub fn points(args: &PointsArgs, io: &mut Io) -> i32 {
    let rules = match house_rules(args.rules, &args.house) {
        Ok((_, r)) => r,
        // Argument values in it are shortened to 40 characters each.
        Err(m) => return usage_within(io, "points", &m, 400),
    };
    let mut total = 0u32;
    let mut seen = TileSet::EMPTY;
    for text in &args.tiles {
        match text.parse::<Tile>() {
            // A set has one of each tile: the same as `plan`.
            Ok(t) if !seen.insert(t) => {
                return usage(
                    io,
                    "points",
                    &format!(
                        "the tile '{}' is given twice (a set has one {t})",
                        shorten(text, 40)
                    ),
                )
            }
            Ok(t) => total += rules.tile_points(t),
            Err(e) => {
                return usage(
                    io,
                    "points",
                    &format!("'{}' is not a tile: {}", shorten(&e.text, 40), e.problem),
                )
            }
        }
    }
    let _ = writeln!(io.out, "{total}");
    0
}

/// `mextrain simulate [--rules ID] [--set N] [--players N] [--seed S] [--policy random|greedy]`
#[derive(clap::Args, Debug)]
pub struct SimulateArgs {
    /// The preset (classic, hub-set, dominorules, choo-choo-sixes)
    #[arg(long, value_name = "ID", default_value = "classic")]
    pub rules: PresetId,
    /// The set's top double, like 12 (default: the preset's)
    #[arg(long, value_name = "N")]
    pub set: Option<u8>,
    /// How many players (default: 4, within the preset's range)
    #[arg(long, value_name = "N")]
    pub players: Option<u8>,
    /// The seed: the same seed gives the same round
    #[arg(long, value_name = "S", default_value_t = 0)]
    pub seed: u64,
    /// How the players choose: random or greedy
    #[arg(long, value_name = "random|greedy", default_value = "random")]
    pub policy: Policy,
}

/// `mextrain simulate [--rules ID] [--set N] [--players N] [--seed S] [--policy random|greedy]`
pub fn simulate(args: &SimulateArgs, io: &mut Io) -> i32 {
    let mut cfg = SimConfig::new(args.rules, 0, args.seed);
    cfg.set = args.set;
    cfg.policy = args.policy;
    let rules = Rules::preset(cfg.preset);
    cfg.players = args
        .players
        .unwrap_or(4.clamp(rules.min_players, rules.max_players));
    match sim(&cfg) {
        Ok(setup) => {
            let _ = writeln!(
                io.out,
                "{}",
                serde_json::to_string_pretty(&setup).unwrap_or_default()
            );
            0
        }
        Err(e) => usage(io, "simulate", &e.0),
    }
}

#[cfg(test)]
mod tests {
    use crate::cli::run_engine_captured;

    /// Exit status, standard output and standard error of `mextrain ARGS`.
    fn run(args: &[&str]) -> (i32, String, String) {
        let c = run_engine_captured(args, b"");
        let text = |b: Vec<u8>| String::from_utf8(b).unwrap();
        (c.code.unwrap(), text(c.out), text(c.err))
    }

    #[test]
    fn points_counts_a_hand_under_house_rules_as_the_spec_says() {
        // The spec's example: 20 + 50 + 3.
        assert_eq!(
            run(&[
                "points",
                "--house",
                "doubles_count_double=true",
                "5-5",
                "0-0",
                "1-2"
            ]),
            (0, "73\n".into(), String::new())
        );
        assert_eq!(run(&["points", "5-5", "0-0", "1-2"]).1, "63\n");
        // With --rules, and several house rules.
        let both = [
            "points",
            "--rules",
            "dominorules",
            "--house",
            "doubles_count_double=true",
            "--house",
            "double_blank=50",
            "5-5",
            "0-0",
            "0-3",
        ];
        assert_eq!(run(&both).1, "73\n");
        // Rules that change no hand's count are checked and accepted.
        let others = [
            "points",
            "--house",
            "going_out_bonus=10",
            "--house",
            "open_marker_penalty=5",
            "--house",
            "tie_break=most_rounds_won",
            "6-6",
        ];
        assert_eq!(run(&others).1, "12\n");
        assert_eq!(
            run(&[
                "points",
                "--rules",
                "choo-choo-sixes",
                "--house",
                "doubles_count_double=true",
                "6-6",
                "0-0"
            ])
            .1,
            "24\n"
        );
    }

    #[test]
    fn points_refuses_an_unknown_house_rule_or_a_bad_value_with_exit_2() {
        for (args, says) in [
            (vec!["--house", "bonus=10"], "mextrain points: unknown house rule 'bonus': use hand_size, "),
            (vec!["--house", "doubles_count_double=yes"], "mextrain points: house rule doubles_count_double: 'yes' is not true or false\n"),
            (vec!["--house", "doubles_count_double"], "mextrain points: 'doubles_count_double' is not KEY=VALUE"),
            (vec!["--house", "going_out_bonus=101"], "mextrain points: house rule going_out_bonus: the going-out bonus is 0 to 100 points, not 101\n"),
            (vec!["--house", "blank_half=x"], "house rule blank_half: 'x' is not a number of points"),
            (vec!["--house", "tie_break=coin"], "'coin' is not shared, most_rounds_won or lowest_last_round"),
            (
                vec!["--rules", "choo-choo-sixes", "--house", "open_marker_penalty=5"],
                "house rule open_marker_penalty: a penalty for a marker left up needs markers: Choo Choo Sixes has no markers",
            ),
            (
                vec!["--house", "markers=false", "--house", "open_marker_penalty=5"],
                "needs markers: markers are turned off (markers: false)",
            ),
            (vec!["--house", "hand_size=0"], "house rule hand_size: must be between 1 and 60 tiles"),
            (vec!["--house", "blank_half=0", "--house", "blank_half=5"], "house rule blank_half is given twice"),
        ] {
            let mut all = vec!["points"];
            all.extend(args.iter().copied());
            all.push("5-5");
            let (code, out, err) = run(&all);
            assert_eq!(code, 2, "{args:?}: {err}");
            assert_eq!(out, "", "{args:?}");
            assert!(err.contains(says), "{args:?}: {err}");
            assert!(
                err.ends_with("For more information, try 'mextrain points --help'.\n"),
                "{err}"
            );
        }
        // A house option without its value is clap's usage error: exit 2.
        assert_eq!(run(&["points", "5-5", "--house"]).0, 2);
    }
}

//! `check`, `points` and `simulate`: see `shared/spec/table-file.md`.
//!
//! Each takes its arguments (after the subcommand) and the streams, and
//! returns the exit status: 0 success (for `check`: every move legal), 1 an
//! illegal move (`check`), 2 bad input, with a message on standard error.

use super::Io;
use crate::rules::{
    check_setup, parse_setup, shorten, simulate as sim, Policy, PresetId, Rules, SimConfig, Tile,
    TileSet,
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
                    let _ = writeln!(io.err, "mextrain check: {file}: {}", p.message);
                } else {
                    let _ = writeln!(io.err, "mextrain check: {file}: {}: {}", p.field, p.message);
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
    // The problem quotes arguments: keep it to a line whatever they hold.
    let problem = shorten(problem, 200);
    let _ = writeln!(
        io.err,
        "mextrain {cmd}: {problem}\nFor more information, try 'mextrain {cmd} --help'."
    );
    2
}

/// `mextrain points [--rules ID] TILE...`
#[derive(clap::Args, Debug)]
pub struct PointsArgs {
    /// The preset whose scoring applies (classic, hub-set, dominorules, choo-choo-sixes)
    #[arg(long, value_name = "ID", default_value = "classic")]
    pub rules: PresetId,
    /// The tiles, like 12-5
    #[arg(value_name = "TILE")]
    pub tiles: Vec<String>,
}

/// `mextrain points [--rules ID] TILE...`
pub fn points(args: &PointsArgs, io: &mut Io) -> i32 {
    let rules = Rules::preset(args.rules);
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

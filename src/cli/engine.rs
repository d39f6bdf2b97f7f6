//! `check`, `points` and `simulate`: see `shared/spec/table-file.md`.
//!
//! Each takes its arguments (after the subcommand) and the streams, and
//! returns the exit status: 0 success (for `check`: every move legal), 1 an
//! illegal move (`check`), 2 bad input, with a message on standard error.

use super::Io;
use crate::rules::{
    check_setup, parse_setup, shorten, simulate as sim, PresetId, Rules, SimConfig, Tile, TileSet,
};

/// `mextrain check [--json] FILE|-`
pub fn check(args: &[String], io: &mut Io) -> i32 {
    let mut json = false;
    let mut file: Option<&str> = None;
    for a in args {
        match a.as_str() {
            "--json" => json = true,
            "-" => file = Some("-"),
            s if s.starts_with("--") => return usage(io, "check", &format!("unknown option {s}")),
            s => {
                if file.is_some() {
                    return usage(io, "check", "give one table file");
                }
                file = Some(s);
            }
        }
    }
    let Some(file) = file else {
        return usage(io, "check", "give a table file, or - for standard input");
    };
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

fn usage(io: &mut Io, cmd: &str, problem: &str) -> i32 {
    let line = match cmd {
        "check" => "mextrain check [--json] FILE|-",
        "points" => "mextrain points [--rules ID] TILE...",
        _ => "mextrain simulate [--rules ID] [--set N] [--players N] [--seed S] [--policy random|greedy]",
    };
    // The problem quotes arguments: keep it to a line whatever they hold.
    let problem = shorten(problem, 200);
    let _ = writeln!(io.err, "mextrain {cmd}: {problem}\nusage: {line}");
    2
}

/// Splits `--name value` and `--name=value` options from other arguments.
fn options<'a>(
    args: &'a [String],
    known: &[&str],
) -> Result<(Vec<(String, &'a str)>, Vec<&'a str>), String> {
    let mut opts = Vec::new();
    let mut rest = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let a = args[i].as_str();
        if let Some(name) = a.strip_prefix("--") {
            let (name, value) = match name.split_once('=') {
                Some((n, v)) => (n, v),
                None => {
                    i += 1;
                    match args.get(i) {
                        Some(v) => (name, v.as_str()),
                        None => return Err(format!("--{name} needs a value")),
                    }
                }
            };
            if !known.contains(&name) {
                return Err(format!("unknown option --{name}"));
            }
            opts.push((name.to_string(), value));
        } else {
            rest.push(a);
        }
        i += 1;
    }
    Ok((opts, rest))
}

/// `mextrain points [--rules ID] TILE...`
pub fn points(args: &[String], io: &mut Io) -> i32 {
    let (opts, tiles) = match options(args, &["rules"]) {
        Ok(x) => x,
        Err(e) => return usage(io, "points", &e),
    };
    let mut preset = PresetId::Classic;
    for (k, v) in opts {
        if k == "rules" {
            match v.parse() {
                Ok(p) => preset = p,
                Err(e) => return usage(io, "points", &format!("{e}")),
            }
        }
    }
    let rules = Rules::preset(preset);
    let mut total = 0u32;
    let mut seen = TileSet::EMPTY;
    for text in tiles {
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
pub fn simulate(args: &[String], io: &mut Io) -> i32 {
    let (opts, rest) = match options(args, &["rules", "set", "players", "seed", "policy"]) {
        Ok(x) => x,
        Err(e) => return usage(io, "simulate", &e),
    };
    if let Some(extra) = rest.first() {
        return usage(io, "simulate", &format!("unexpected argument {extra}"));
    }
    let mut cfg = SimConfig::new(PresetId::Classic, 0, 0);
    let mut players = None;
    for (k, v) in opts {
        let bad = |what: &str| format!("--{k} {v}: {what}");
        match k.as_str() {
            "rules" => match v.parse() {
                Ok(p) => cfg.preset = p,
                Err(e) => return usage(io, "simulate", &format!("{e}")),
            },
            "set" => match v.parse::<u8>() {
                Ok(n) => cfg.set = Some(n),
                Err(_) => return usage(io, "simulate", &bad("the set's top double, like 12")),
            },
            "players" => match v.parse::<u8>() {
                Ok(n) => players = Some(n),
                Err(_) => return usage(io, "simulate", &bad("a number of players")),
            },
            "seed" => match v.parse::<u64>() {
                Ok(n) => cfg.seed = n,
                Err(_) => return usage(io, "simulate", &bad("a whole number")),
            },
            "policy" => match v.parse() {
                Ok(p) => cfg.policy = p,
                Err(e) => return usage(io, "simulate", &e),
            },
            _ => {}
        }
    }
    let rules = Rules::preset(cfg.preset);
    cfg.players = players.unwrap_or(4.clamp(rules.min_players, rules.max_players));
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

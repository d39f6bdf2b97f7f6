//! `mextrain plan [--engine N] [--json] TILE...`: see `shared/spec/table-file.md`.
//!
//! Prints the longest train that can be laid from the tiles, starting at N
//! (or anywhere without `--engine`), in order and oriented (the first number
//! of each tile touches the tile before it), and the extras left over:
//!
//! ```text
//! $ mextrain plan --engine 12 5-7 3-3 12-5
//! train: 12-5 5-7
//! extras: 3-3
//! $ mextrain plan --json --engine 12 5-7 3-3 12-5
//! {"train": ["12-5", "5-7"], "extras": ["3-3"]}
//! ```
//!
//! An empty train or no extras print as `train:` / `extras:` with nothing
//! after. Exit status 0; 2 on bad input (a tile that does not parse, a tile
//! given twice, a bad or repeated `--engine`, an unknown option, no tiles),
//! with a message on standard error that names the problem.

use super::Io;
use crate::rules::{self, Pip, Tile, TileSet, MAX_SET};

const USAGE: &str = "usage: mextrain plan [--engine N] [--json] TILE...";

/// `mextrain plan [--engine N] [--json] TILE...`
pub fn plan(args: &[String], io: &mut Io) -> i32 {
    let (start, json, hand) = match parse(args) {
        Ok(Some(parsed)) => parsed,
        Ok(None) => {
            let _ = writeln!(io.out, "{USAGE}");
            let _ = writeln!(
                io.out,
                "The longest train these tiles make from the engine's value N (anywhere without --engine),\n\
                 in order and oriented, and the extras left over. Ties go to the train with more pips."
            );
            return 0;
        }
        Err(msg) => {
            let _ = writeln!(io.err, "mextrain plan: {}", rules::shorten(&msg, 200));
            let _ = writeln!(io.err, "{USAGE}");
            return 2;
        }
    };
    let p = rules::plan(&hand, start);
    let train: Vec<String> = p.train.iter().map(|t| t.to_string()).collect();
    let extras: Vec<String> = p.extras.iter().map(|t| t.to_string()).collect();
    let written = if json {
        let list = |v: &[String]| {
            v.iter()
                .map(|s| format!("\"{s}\""))
                .collect::<Vec<_>>()
                .join(", ")
        };
        writeln!(
            io.out,
            "{{\"train\": [{}], \"extras\": [{}]}}",
            list(&train),
            list(&extras)
        )
    } else {
        writeln!(io.out, "train:{}", spaced(&train))
            .and_then(|_| writeln!(io.out, "extras:{}", spaced(&extras)))
    };
    match written {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain plan: cannot write the answer: {e}");
            2
        }
    }
}

fn spaced(v: &[String]) -> String {
    v.iter().map(|s| format!(" {s}")).collect()
}

type Parsed = (Option<Pip>, bool, Vec<Tile>);

/// The start, `--json`, and the tiles; `None` for `--help`.
fn parse(args: &[String]) -> Result<Option<Parsed>, String> {
    let mut start: Option<Pip> = None;
    let mut json = false;
    let mut hand = Vec::new();
    let mut seen = TileSet::EMPTY;
    let mut it = args.iter();
    let mut options_done = false;
    while let Some(arg) = it.next() {
        let a = arg.as_str();
        if !options_done && a.starts_with("--") {
            if a == "--" {
                options_done = true;
            } else if a == "--help" {
                return Ok(None);
            } else if a == "--json" {
                json = true;
            } else if a == "--engine" || a.starts_with("--engine=") {
                let value = match a.strip_prefix("--engine=") {
                    Some(v) => v,
                    None => it.next().ok_or("--engine needs a value N (0 to 18)")?,
                };
                if start.is_some() {
                    return Err("--engine given twice".into());
                }
                start = Some(engine_value(value)?);
            } else {
                return Err(format!("unknown option '{a}'"));
            }
            continue;
        }
        let tile: Tile = a
            .parse()
            .map_err(|e: rules::ParseTileError| e.to_string())?;
        if !seen.insert(tile) {
            return Err(format!(
                "the tile '{a}' is given twice (a set has one {tile})"
            ));
        }
        hand.push(tile);
    }
    if hand.is_empty() {
        return Err("give at least one tile, like 12-5".into());
    }
    Ok(Some((start, json, hand)))
}

fn engine_value(v: &str) -> Result<Pip, String> {
    let bad =
        || format!("--engine '{v}' is not a pip value: give a whole number from 0 to {MAX_SET}");
    if v.is_empty() || v.len() > 2 || !v.bytes().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    match v.parse::<Pip>() {
        Ok(n) if n <= MAX_SET => Ok(n),
        _ => Err(bad()),
    }
}

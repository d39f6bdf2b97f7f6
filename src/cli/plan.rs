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

/// `mextrain plan [--engine N] [--json] TILE...`
#[derive(clap::Args, Debug)]
pub struct PlanArgs {
    /// Start the train at the engine's value N (0 to 18)
    #[arg(long, value_name = "N", value_parser = engine_value)]
    pub engine: Option<Pip>,
    /// Print {"train": [...], "extras": [...]}
    #[arg(long)]
    pub json: bool,
    /// The tiles in hand, like 12-5
    #[arg(value_name = "TILE", required = true)]
    pub tiles: Vec<String>,
}

/// `mextrain plan [--engine N] [--json] TILE...`
pub fn plan(args: &PlanArgs, io: &mut Io) -> i32 {
    let (start, json) = (args.engine, args.json);
    let hand = match tiles(&args.tiles) {
        Ok(hand) => hand,
        Err(msg) => {
            let _ = writeln!(io.err, "mextrain plan: {}", rules::shorten(&msg, 200));
            let _ = writeln!(io.err, "For more information, try 'mextrain plan --help'.");
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

/// The tiles, each once.
fn tiles(args: &[String]) -> Result<Vec<Tile>, String> {
    let mut hand = Vec::new();
    let mut seen = TileSet::EMPTY;
    for a in args {
        let tile: Tile = a
            .parse()
            .map_err(|e: rules::ParseTileError| e.to_string())?;
        if !seen.insert(tile) {
            return Err(format!(
                "the tile '{}' is given twice (a set has one {tile})",
                rules::shorten(a, 40)
            ));
        }
        hand.push(tile);
    }
    Ok(hand)
}

fn engine_value(v: &str) -> Result<Pip, String> {
    let bad = || format!("not a pip value: give a whole number from 0 to {MAX_SET}");
    if v.is_empty() || v.len() > 2 || !v.bytes().all(|c| c.is_ascii_digit()) {
        return Err(bad());
    }
    match v.parse::<Pip>() {
        Ok(n) if n <= MAX_SET => Ok(n),
        _ => Err(bad()),
    }
}

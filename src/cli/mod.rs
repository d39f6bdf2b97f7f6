//! The command line: `mextrain SUBCOMMAND ...` answers without opening a window.
//!
//! Every subcommand takes its arguments, standard input and output streams,
//! and returns the process exit status, so tests can drive it in-process.

use std::io::{Read, Write};

#[cfg(feature = "app")]
pub mod data;
pub mod engine;
pub mod plan;

/// The streams a subcommand reads and writes.
pub struct Io<'a> {
    /// Standard input (for `-`).
    pub stdin: &'a mut dyn Read,
    /// Standard output.
    pub out: &'a mut dyn Write,
    /// Standard error.
    pub err: &'a mut dyn Write,
}

/// Runs any subcommand. Returns `None` when `args` do not start with one
/// (the caller then opens the window).
pub fn run_command(args: &[String], io: &mut Io) -> Option<i32> {
    #[cfg(feature = "app")]
    match args.first().map(String::as_str) {
        Some("export") => return Some(data::export(&args[1..], io)),
        Some("import") => return Some(data::import(&args[1..], io)),
        _ => {}
    }
    run_engine_command(args, io)
}

/// Runs an engine subcommand (`args[0]` is the subcommand). Returns the exit
/// status, or `None` when `args[0]` is not `check`, `points`, `plan` or
/// `simulate`.
pub fn run_engine_command(args: &[String], io: &mut Io) -> Option<i32> {
    let (cmd, rest) = args.split_first()?;
    Some(match cmd.as_str() {
        "check" => engine::check(rest, io),
        "points" => engine::points(rest, io),
        "plan" => plan::plan(rest, io),
        "simulate" => engine::simulate(rest, io),
        _ => return None,
    })
}

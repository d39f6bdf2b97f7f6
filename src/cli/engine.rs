//! `check`, `points`, `plan` and `simulate`: see `shared/spec/table-file.md`.

use super::Io;

/// `mextrain check [--json] FILE|-`
pub fn check(_args: &[String], io: &mut Io) -> i32 {
    let _ = writeln!(io.err, "mextrain check: not built yet");
    2
}

/// `mextrain points [--rules ID] TILE...`
pub fn points(_args: &[String], io: &mut Io) -> i32 {
    let _ = writeln!(io.err, "mextrain points: not built yet");
    2
}

/// `mextrain simulate [--rules ID] [--set N] [--players N] [--seed S] [--policy random|greedy]`
pub fn simulate(_args: &[String], io: &mut Io) -> i32 {
    let _ = writeln!(io.err, "mextrain simulate: not built yet");
    2
}

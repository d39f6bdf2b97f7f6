//! `mextrain plan [--engine N] [--json] TILE...`: see `shared/spec/table-file.md`.

use super::Io;

/// `mextrain plan [--engine N] [--json] TILE...`
pub fn plan(_args: &[String], io: &mut Io) -> i32 {
    let _ = writeln!(io.err, "mextrain plan: not built yet");
    2
}

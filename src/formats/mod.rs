//! The file formats mextrain writes and reads: pure encoders and parsers, no
//! SQL and no file system (the application layer, [`crate::app::files`],
//! reads and writes the files).
//!
//! - [`json`]: the export file, everything with a schema version (what
//!   import reads);
//! - [`csv`]: one row per game, round and player, for spreadsheets;
//! - [`bgstats`]: BG Stats plays (finished games only);
//! - [`club`]: a night's or a league's standings (JSON and CSV);
//! - [`share`]: a game's result to share, as text for a chat and as a BG
//!   Stats link; [`card`]: the same as a picture (an SVG, and a PNG with the
//!   `share` feature); [`words`]: a game's facts in a language's words;
//! - [`wire`]: every message on the network: table mode's between the host
//!   and the phones, and ([`wire::push`]) a league's games sent over the network (the request and
//!   one acknowledgement per game) and the league link.

pub mod bgstats;
pub mod card;
pub mod club;
pub mod csv;
pub mod json;
pub mod share;
pub mod wire;
pub mod words;

pub use json::{ExportFile, ExportedGame, FileError, EXPORT_SCHEMA_VERSION, MAX_IMPORT_BYTES};

/// A format `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// Everything, as JSON with a schema version (what `import` reads).
    Json,
    /// One row per game, round and player, for spreadsheets.
    Csv,
    /// BG Stats plays (finished games only).
    BgStats,
}

impl ExportFormat {
    /// All formats, in the order the app offers them.
    pub const ALL: [ExportFormat; 3] =
        [ExportFormat::Json, ExportFormat::Csv, ExportFormat::BgStats];

    /// The word used on the command line.
    pub fn id(self) -> &'static str {
        match self {
            ExportFormat::Json => "json",
            ExportFormat::Csv => "csv",
            ExportFormat::BgStats => "bgstats",
        }
    }

    /// The usual file name ending.
    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            _ => "json",
        }
    }
}

impl std::str::FromStr for ExportFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ExportFormat::ALL
            .into_iter()
            .find(|f| f.id() == s)
            .ok_or_else(|| format!("unknown format '{s}': use json, csv or bgstats"))
    }
}

/// Unix seconds as local time in `fmt` (empty when the time does not exist).
fn local_time(secs: i64, fmt: &str) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => t.format(fmt).to_string(),
        chrono::LocalResult::Ambiguous(t, _) => t.format(fmt).to_string(),
        chrono::LocalResult::None => String::new(),
    }
}

/// How the CSV and BG Stats files write a time.
const DATE_TIME: &str = "%Y-%m-%d %H:%M:%S";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_format_reads_back_from_its_command_line_word() {
        for f in ExportFormat::ALL {
            assert_eq!(f.id().parse::<ExportFormat>(), Ok(f));
        }
        let e = "xml".parse::<ExportFormat>().unwrap_err();
        assert!(e.contains("unknown format 'xml'"), "{e}");
    }
}

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
//!   one acknowledgement per game) and the league link;
//! - [`zip`]: a zip archive of files stored as they are (a published
//!   league's site, downloaded in the browser).

// Without `app` (the phone build): only the wire, the words and the dates.
#[cfg(feature = "app")]
pub mod bgstats;
#[cfg(feature = "app")]
pub mod card;
#[cfg(feature = "app")]
pub mod club;
#[cfg(feature = "app")]
pub mod csv;
#[cfg(feature = "app")]
pub mod json;
#[cfg(feature = "app")]
pub mod share;
pub mod wire;
pub mod words;
#[cfg(feature = "app")]
pub mod zip;

#[cfg(feature = "app")]
pub use json::{ExportFile, ExportedGame, FileError, EXPORT_SCHEMA_VERSION, MAX_IMPORT_BYTES};

/// A format `export` writes.
#[cfg(feature = "app")]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// Everything, as JSON with a schema version (what `import` reads).
    Json,
    /// One row per game, round and player, for spreadsheets.
    Csv,
    /// BG Stats plays (finished games only).
    BgStats,
}

#[cfg(feature = "app")]
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

#[cfg(feature = "app")]
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
#[cfg(feature = "app")]
fn local_time(secs: i64, fmt: &str) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => {
            crate::i18n::strftime(&t.naive_local(), fmt).unwrap_or_default()
        }
        chrono::LocalResult::None => String::new(),
    }
}

/// How the CSV and BG Stats files write a time.
#[cfg(feature = "app")]
const DATE_TIME: &str = "%Y-%m-%d %H:%M:%S";

/// A `YYYY-MM-DD` date, read exactly as chrono's
/// `NaiveDate::parse_from_str(s, "%Y-%m-%d")` reads it (the test
/// `a_date_reads_as_chrono_reads_it` compares the two): white space
/// before each number, a year of 1 to 4 digits (any number after a sign),
/// a month and a day of 1 or 2, nothing after. Written out rather than
/// asking chrono, whose parser of any pattern is 15 KB of the web build's
/// wasm for the two dates the screens read.
pub fn parse_date(s: &str) -> Option<chrono::NaiveDate> {
    /// At most `max` digits (at least one) at the start of `s`, and the rest.
    fn number(s: &str, max: usize) -> Option<(&str, i64)> {
        let n = s.bytes().take(max).take_while(u8::is_ascii_digit).count();
        let value = s.as_bytes()[..n].iter().try_fold(0i64, |v, d| {
            v.checked_mul(10)?.checked_add(i64::from(d - b'0'))
        })?;
        (n > 0).then_some((&s[n..], value))
    }
    let s = s.trim_start();
    let (s, year) = if let Some(rest) = s.strip_prefix('-') {
        let (s, v) = number(rest, usize::MAX)?;
        (s, -v)
    } else if let Some(rest) = s.strip_prefix('+') {
        number(rest, usize::MAX)?
    } else {
        number(s, 4)?
    };
    let (s, month) = number(s.strip_prefix('-')?.trim_start(), 2)?;
    let (s, day) = number(s.strip_prefix('-')?.trim_start(), 2)?;
    if !s.is_empty() {
        return None;
    }
    chrono::NaiveDate::from_ymd_opt(
        i32::try_from(year).ok()?,
        u32::try_from(month).ok()?,
        u32::try_from(day).ok()?,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "app")]
    #[test]
    fn every_format_reads_back_from_its_command_line_word() {
        for f in ExportFormat::ALL {
            assert_eq!(f.id().parse::<ExportFormat>(), Ok(f));
        }
        let e = "xml".parse::<ExportFormat>().unwrap_err();
        assert!(e.contains("unknown format 'xml'"), "{e}");
    }

    /// `parse_date` says what chrono's parser says, for dates as a date
    /// field writes them and for everything around them.
    #[test]
    fn a_date_reads_as_chrono_reads_it() {
        let chrono = |s: &str| chrono::NaiveDate::parse_from_str(s, "%Y-%m-%d").ok();
        let mut inputs: Vec<String> = [
            "",
            "-",
            "--",
            "2026-11-25",
            "2026-1-5",
            "2026-01-5",
            "26-11-25",
            "0-1-1",
            "0000-01-01",
            "20261-01-01",
            "2026-011-25",
            "2026-11-025",
            "2026-11-25 ",
            " 2026-11-25",
            "2026- 11-25",
            "2026-11- 25",
            "2026 -11-25",
            "2026-11 -25",
            "\u{a0}2026-11-25",
            "\t2026-11-25",
            "2026-11-25x",
            "x2026-11-25",
            "2026/11/25",
            "-2026-11-25",
            "+2026-11-25",
            "+12026-11-25",
            "-0-1-1",
            "+-2026-11-25",
            "-+2026-11-25",
            "+ 2026-11-25",
            "- 2026-11-25",
            "+262143-12-31",
            "+262144-01-01",
            "-262143-01-01",
            "-262144-01-01",
            "+9999999999-01-01",
            "+99999999999999999999-01-01",
            "-99999999999999999999-01-01",
            "2026-02-29",
            "2024-02-29",
            "2026-13-01",
            "2026-00-10",
            "2026-04-31",
            "2026-12-31",
            "2026-12-32",
            "2026-11-2５",
            "２026-11-25",
            "2026-11-",
            "2026--11-25",
            "2026-11-25-",
            "2026-1-",
            "1-1-1",
            "9999-12-31",
            "10000-01-01",
        ]
        .iter()
        .map(|s| s.to_string())
        .collect();
        for y in ["0", "7", "1999", "2026", "+7", "-7", "+02026", " 2026"] {
            for m in ["0", "1", "01", "2", "02", "12", "13", "001"] {
                for d in ["0", "1", "01", "28", "29", "30", "31", "32", " 1"] {
                    inputs.push(format!("{y}-{m}-{d}"));
                }
            }
        }
        for s in &inputs {
            assert_eq!(parse_date(s), chrono(s), "{s:?}");
        }
        assert_eq!(
            parse_date("2026-11-25"),
            chrono::NaiveDate::from_ymd_opt(2026, 11, 25)
        );
    }
}

//! `export` and `import`: the stored games as files.
//!
//! ```text
//! mextrain export [--format json|csv|bgstats] [--game ID | --night NIGHT | --league NAME] [--data-dir DIR] [--verbose] FILE|-
//! mextrain import [--data-dir DIR] [--verbose] FILE|-
//! ```
//!
//! A message says in a line or two what is wrong and what to do; `--verbose`
//! adds the raw detail behind it (SQLite's words, an integrity check's lines).
//!
//! Exit status: 0 done, 2 bad arguments or a file that was refused (nothing
//! changed), 1 the data could not be opened or written.

use super::Io;
use crate::app::files::{self, Destination, ImportError, ImportFile, Source};
use crate::app::{resolve_data_dir, ActionError, Db, DbError};
use std::path::{Path, PathBuf};

/// `mextrain export ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "--verbose adds the raw detail (SQLite's own words) to a message about the data."
)]
pub struct ExportArgs {
    /// The file format
    #[arg(long, value_name = "FORMAT", default_value = "json",
          value_parser = ["json", "csv", "bgstats"])]
    pub format: String,
    /// Only this game
    #[arg(long, value_name = "ID", conflicts_with_all = ["night", "league"])]
    pub game: Option<i64>,
    /// Only this club night's games (its number as printed, or its uid)
    #[arg(long, value_name = "NIGHT", conflicts_with = "league")]
    pub night: Option<String>,
    /// Only the games of this league's nights
    #[arg(long, value_name = "NAME")]
    pub league: Option<String>,
    #[command(flatten)]
    pub data: DataArgs,
    /// The output file, or - for standard output
    #[arg(value_name = "FILE|-")]
    pub file: String,
}

/// `mextrain import ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "The whole file is checked before anything changes; games already stored are skipped, and a game stored with other contents (the same uid) refuses the file."
)]
pub struct ImportArgs {
    #[command(flatten)]
    pub data: DataArgs,
    /// The JSON export to read, or - for standard input
    #[arg(value_name = "FILE|-")]
    pub file: String,
}

/// The options of every subcommand that opens the stored games.
#[derive(clap::Args, Debug)]
pub struct DataArgs {
    /// The data folder (else $MEXTRAIN_DATA_DIR, else the platform's)
    #[arg(long, value_name = "DIR", value_parser = super::folder)]
    pub data_dir: Option<PathBuf>,
    /// Add the raw detail to a message about the data
    #[arg(long)]
    pub verbose: bool,
}

pub(super) fn open(dir: Option<PathBuf>) -> Result<Db, DbError> {
    let dir = resolve_data_dir(dir).ok_or_else(|| {
        DbError::Invalid(
            "no data folder: this system has no home folder; pass --data-dir DIR".into(),
        )
    })?;
    Db::open_in(&dir)
}

/// Writes `message` after `mextrain CMD: `, then, with `--verbose`, the raw
/// detail behind it, one line each.
pub(super) fn report(io: &mut Io, cmd: &str, message: &str, detail: Option<String>, verbose: bool) {
    let _ = writeln!(io.err, "mextrain {cmd}: {message}");
    if let Some(d) = detail.filter(|_| verbose) {
        for line in d.lines() {
            let _ = writeln!(io.err, "  detail: {line}");
        }
    }
}

/// The data folder of `data` opened, or `None` once `mextrain CMD` said
/// why it cannot be.
pub(super) fn opened(data: &DataArgs, cmd: &str, io: &mut Io) -> Option<Db> {
    match open(data.data_dir.clone()) {
        Ok(db) => Some(db),
        Err(e) => {
            report(io, cmd, &e.to_string(), e.detail(), data.verbose);
            None
        }
    }
}

/// Reports storage's failure `e` ([`report`]); the exit status, 1, or 2
/// when storage refused the action (a closed league).
pub(super) fn store_failed(io: &mut Io, cmd: &str, e: &DbError, verbose: bool) -> i32 {
    report(io, cmd, &e.to_string(), e.detail(), verbose);
    match e {
        DbError::LeagueClosed { .. } => 2,
        _ => 1,
    }
}

/// Reports a refused or failed action; its exit status.
pub(super) fn failed(e: ActionError<DbError>, io: &mut Io, cmd: &str, verbose: bool) -> i32 {
    match e {
        ActionError::Store(e) => store_failed(io, cmd, &e, verbose),
        e => {
            let _ = writeln!(io.err, "mextrain {cmd}: {e}");
            2
        }
    }
}

/// `mextrain export ...`
pub fn export(a: &ExportArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "export", io) else {
        return 1;
    };
    let format = a.format.parse().unwrap_or(files::ExportFormat::Json);
    // A night's or a league's games.
    let of = match (&a.night, &a.league) {
        (Some(n), _) => match crate::app::night::find(&db, n) {
            Ok(r) => Some(crate::app::night::GamesOf::Night(r.id)),
            Err(e) => {
                let _ = writeln!(io.err, "mextrain export: {e}");
                return 2;
            }
        },
        (None, Some(l)) => Some(crate::app::night::GamesOf::League(l.trim().to_string())),
        (None, None) => None,
    };
    let which = match of {
        Some(of) => match crate::app::night::game_ids(&db, &of) {
            Ok(ids) => files::Selection::Games(ids),
            Err(e) => {
                let _ = writeln!(io.err, "mextrain export: {e}");
                return 2;
            }
        },
        None => a.game.into(),
    };
    let to = if a.file == "-" {
        Destination::Stream {
            name: "-",
            out: &mut *io.out,
        }
    } else {
        Destination::File(Path::new(&a.file))
    };
    match files::export(&db, format, which, to) {
        Ok(()) => 0,
        Err(e) => {
            report(io, "export", &e.to_string(), e.detail(), a.data.verbose);
            if e.is_refusal() {
                2
            } else {
                1
            }
        }
    }
}

/// `mextrain import ...`
pub fn import(a: &ImportArgs, io: &mut Io) -> i32 {
    let file = a.file.clone();
    let source = if file == "-" {
        Source::Reader {
            name: "standard input",
            input: &mut *io.stdin,
        }
    } else {
        Source::Path(Path::new(&file))
    };
    // Check the file before opening the data, so a bad file never touches it.
    let checked = match ImportFile::read(source) {
        Ok(f) => f,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain import: {}", e.explain(&file));
            return 2;
        }
    };
    let Some(db) = opened(&a.data, "import", io) else {
        return 1;
    };
    match checked.store(&db) {
        Ok(r) => {
            // A later revision of a stored game (a correction after the
            // night) took its place: said only when there is one.
            let replaced = match r.replaced {
                0 => String::new(),
                n => format!(", replaced {n} by a later revision (a correction after the night)"),
            };
            let _ = writeln!(
                io.out,
                "imported {} game{}, skipped {} already stored{replaced}",
                r.imported,
                if r.imported == 1 { "" } else { "s" },
                r.skipped
            );
            0
        }
        Err(e) => {
            let detail = match &e {
                ImportError::Db(d) => d.detail(),
                _ => None,
            };
            report(io, "import", &e.explain(&file), detail, a.data.verbose);
            // Refused into a closed league: 2, as every refusal.
            match e {
                ImportError::Db(DbError::LeagueClosed { .. }) => 2,
                _ => 1,
            }
        }
    }
}

//! `export` and `import`: the stored games as files.
//!
//! ```text
//! mextrain export [--format json|csv|bgstats] [--game ID] [--data-dir DIR] [--verbose] FILE|-
//! mextrain import [--data-dir DIR] [--verbose] FILE|-
//! ```
//!
//! A message says in a line or two what is wrong and what to do; `--verbose`
//! adds the raw detail behind it (SQLite's words, an integrity check's lines).
//!
//! Exit status: 0 done, 2 bad arguments or a file that was refused (nothing
//! changed), 1 the data could not be opened or written.

use super::Io;
use crate::db::{self, Db};
use std::path::PathBuf;

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
    #[arg(long, value_name = "ID")]
    pub game: Option<i64>,
    #[command(flatten)]
    pub data: DataArgs,
    /// The output file, or - for standard output
    #[arg(value_name = "FILE|-")]
    pub file: String,
}

/// `mextrain import ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "The whole file is checked before anything changes; games already stored are skipped."
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

fn open(dir: Option<PathBuf>) -> Result<Db, db::DbError> {
    let dir = db::resolve_data_dir(dir).ok_or_else(|| {
        db::DbError::Invalid(
            "no data folder: this system has no home folder; pass --data-dir DIR".into(),
        )
    })?;
    Db::open_in(&dir)
}

/// Writes `message` after `mextrain CMD: `, then, with `--verbose`, the raw
/// detail behind it, one line each.
fn report(io: &mut Io, cmd: &str, message: &str, detail: Option<String>, verbose: bool) {
    let _ = writeln!(io.err, "mextrain {cmd}: {message}");
    if let Some(d) = detail.filter(|_| verbose) {
        for line in d.lines() {
            let _ = writeln!(io.err, "  detail: {line}");
        }
    }
}

/// `mextrain export ...`
pub fn export(a: &ExportArgs, io: &mut Io) -> i32 {
    let db = match open(a.data.data_dir.clone()) {
        Ok(db) => db,
        Err(e) => {
            report(io, "export", &e.to_string(), e.detail(), a.data.verbose);
            return 1;
        }
    };
    let format = a.format.parse().unwrap_or(db::export::ExportFormat::Json);
    let text = match db.export_text(format, a.game) {
        Ok(t) => t,
        Err(e) => {
            report(io, "export", &e.to_string(), e.detail(), a.data.verbose);
            return if matches!(e, db::DbError::NoSuchGame(_) | db::DbError::Invalid(_)) {
                2
            } else {
                1
            };
        }
    };
    let file = &a.file;
    let written = if file == "-" {
        io.out
            .write_all(text.as_bytes())
            .and_then(|_| io.out.flush())
    } else {
        db::export::write_file_atomically(&PathBuf::from(file), text.as_bytes())
    };
    match written {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(io.err, "mextrain export: cannot write {file}: {e}");
            1
        }
    }
}

/// `mextrain import ...`
pub fn import(a: &ImportArgs, io: &mut Io) -> i32 {
    let file = a.file.clone();
    let read = if file == "-" {
        db::export::read_import(&mut *io.stdin, "standard input")
    } else {
        db::export::read_import_file(std::path::Path::new(&file))
    };
    let text = match read {
        Ok(t) => t,
        Err(m) => {
            let m = crate::rules::shorten(&m, 300);
            let _ = writeln!(io.err, "mextrain import: {m}; nothing was imported");
            return 2;
        }
    };
    // Check the file before opening the data, so a bad file never touches it.
    let games = match db::export::parse_export(&text) {
        Ok(g) => g,
        Err(e) => {
            let file = crate::rules::shorten(&file, 200);
            let _ = writeln!(io.err, "mextrain import: {file}: {e}; nothing was imported");
            return 2;
        }
    };
    let db = match open(a.data.data_dir.clone()) {
        Ok(db) => db,
        Err(e) => {
            report(io, "import", &e.to_string(), e.detail(), a.data.verbose);
            return 1;
        }
    };
    match db.import_games(&games) {
        Ok(r) => {
            let _ = writeln!(
                io.out,
                "imported {} game{}, skipped {} already stored",
                r.imported,
                if r.imported == 1 { "" } else { "s" },
                r.skipped
            );
            0
        }
        Err(e) => {
            let detail = match &e {
                db::ImportError::Db(d) => d.detail(),
                _ => None,
            };
            let message = format!("{e}; nothing was imported");
            report(io, "import", &message, detail, a.data.verbose);
            1
        }
    }
}

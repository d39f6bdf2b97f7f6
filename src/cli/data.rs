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

const EXPORT_USAGE: &str =
    "usage: mextrain export [--format json|csv|bgstats] [--game ID] [--data-dir DIR] [--verbose] FILE|-";
const IMPORT_USAGE: &str = "usage: mextrain import [--data-dir DIR] [--verbose] FILE|-";

struct Args {
    format: String,
    game: Option<i64>,
    data_dir: Option<PathBuf>,
    file: Option<String>,
    verbose: bool,
}

fn parse(args: &[String], allow_export_flags: bool) -> Result<Args, String> {
    let mut a = Args {
        format: "json".into(),
        game: None,
        data_dir: None,
        file: None,
        verbose: false,
    };
    let mut it = args.iter();
    while let Some(x) = it.next() {
        match x.as_str() {
            "--format" if allow_export_flags => {
                a.format = it
                    .next()
                    .ok_or("--format needs json, csv or bgstats")?
                    .clone();
                if !matches!(a.format.as_str(), "json" | "csv" | "bgstats") {
                    return Err(format!(
                        "unknown format '{}': use json, csv or bgstats",
                        a.format
                    ));
                }
            }
            "--game" if allow_export_flags => {
                let v = it.next().ok_or("--game needs a game number")?;
                a.game = Some(
                    v.parse()
                        .map_err(|_| format!("'{v}' is not a game number"))?,
                );
            }
            "--verbose" => a.verbose = true,
            "--data-dir" => {
                let v = it
                    .next()
                    .filter(|v| !v.is_empty())
                    .ok_or("--data-dir needs a folder")?;
                a.data_dir = Some(PathBuf::from(v));
            }
            f if a.file.is_none() && (f == "-" || !f.starts_with('-')) => {
                a.file = Some(f.to_string())
            }
            other => return Err(format!("unexpected argument '{other}'")),
        }
    }
    Ok(a)
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
pub fn export(args: &[String], io: &mut Io) -> i32 {
    let a = match parse(args, true) {
        Ok(Args { file: None, .. }) => {
            let _ = writeln!(
                io.err,
                "mextrain export: name the output FILE, or - for standard output\n{EXPORT_USAGE}"
            );
            return 2;
        }
        Ok(a) => a,
        Err(m) => {
            let m = crate::rules::shorten(&m, 200);
            let _ = writeln!(io.err, "mextrain export: {m}\n{EXPORT_USAGE}");
            return 2;
        }
    };
    let db = match open(a.data_dir) {
        Ok(db) => db,
        Err(e) => {
            report(io, "export", &e.to_string(), e.detail(), a.verbose);
            return 1;
        }
    };
    let format = a.format.parse().unwrap_or(db::export::ExportFormat::Json);
    let text = match db.export_text(format, a.game) {
        Ok(t) => t,
        Err(e) => {
            report(io, "export", &e.to_string(), e.detail(), a.verbose);
            return if matches!(e, db::DbError::NoSuchGame(_) | db::DbError::Invalid(_)) {
                2
            } else {
                1
            };
        }
    };
    let file = a.file.unwrap_or_default();
    let written = if file == "-" {
        io.out
            .write_all(text.as_bytes())
            .and_then(|_| io.out.flush())
    } else {
        db::export::write_file_atomically(&PathBuf::from(&file), text.as_bytes())
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
pub fn import(args: &[String], io: &mut Io) -> i32 {
    let a = match parse(args, false) {
        Ok(Args { file: None, .. }) => {
            let _ = writeln!(
                io.err,
                "mextrain import: name the FILE to read, or - for standard input\n{IMPORT_USAGE}"
            );
            return 2;
        }
        Ok(a) => a,
        Err(m) => {
            let m = crate::rules::shorten(&m, 200);
            let _ = writeln!(io.err, "mextrain import: {m}\n{IMPORT_USAGE}");
            return 2;
        }
    };
    let file = a.file.clone().unwrap_or_default();
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
    let db = match open(a.data_dir) {
        Ok(db) => db,
        Err(e) => {
            report(io, "import", &e.to_string(), e.detail(), a.verbose);
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
            report(io, "import", &message, detail, a.verbose);
            1
        }
    }
}

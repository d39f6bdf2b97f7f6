//! `mextrain`: no arguments opens the window; subcommands answer on the command line.

use std::path::PathBuf;

const USAGE: &str = "\
mextrain: a table companion for Mexican Train dominoes

usage:
  mextrain [--data-dir DIR]                 open the window
  mextrain check [--json] FILE|-            judge the moves in a table file
  mextrain points [--rules ID] TILE...      points these tiles count at the end of a round
  mextrain plan [--engine N] [--json] TILE...  the longest train from a hand
  mextrain simulate [--rules ID] [--set N] [--players N] [--seed S] [--policy random|greedy]
                                            play one round, print it as a table file
  mextrain export [--format json|csv|bgstats] [--game ID] [--data-dir DIR] [--verbose] FILE|-
                                            write the games (or one) to FILE
  mextrain import [--data-dir DIR] [--verbose] FILE|-
                                            add the games of a JSON export (checked first;
                                            games already stored are skipped)

The data folder is DIR, else $MEXTRAIN_DATA_DIR, else the platform's data folder.
--verbose adds the raw detail (SQLite's own words) to a message about the data.
";

fn main() {
    let args = match utf8_args(std::env::args_os().skip(1)) {
        Ok(a) => a,
        Err(msg) => {
            eprintln!("mextrain: {msg}");
            std::process::exit(2);
        }
    };
    std::process::exit(run(args));
}

/// The arguments as text, or which one is not (1-based, shown with the
/// bytes that are not UTF-8 replaced).
fn utf8_args(args: impl Iterator<Item = std::ffi::OsString>) -> Result<Vec<String>, String> {
    args.enumerate()
        .map(|(i, a)| {
            a.into_string().map_err(|a| {
                format!(
                    "argument {} ('{}') is not valid UTF-8: give names, files and folders as UTF-8 text",
                    i + 1,
                    mextrain::rules::shorten(&a.to_string_lossy(), 40)
                )
            })
        })
        .collect()
}

fn run(args: Vec<String>) -> i32 {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let stderr = std::io::stderr();
    let mut io = mextrain::cli::Io {
        stdin: &mut stdin.lock(),
        out: &mut stdout.lock(),
        err: &mut stderr.lock(),
    };
    if let Some(code) = mextrain::cli::run_command(&args, &mut io) {
        return code;
    }
    // The window: only --data-dir DIR (and --open PATH, used by tests) are accepted.
    let mut data_dir: Option<PathBuf> = None;
    let mut start: Option<String> = None;
    let mut it = args.into_iter();
    while let Some(a) = it.next() {
        match a.as_str() {
            "-h" | "--help" | "help" => {
                print!("{USAGE}");
                return 0;
            }
            "-V" | "--version" => {
                println!("mextrain {}", env!("CARGO_PKG_VERSION"));
                return 0;
            }
            "--data-dir" => match it.next() {
                Some(d) if !d.is_empty() => data_dir = Some(PathBuf::from(d)),
                _ => {
                    eprintln!("mextrain: --data-dir needs a folder");
                    return 2;
                }
            },
            "--open" => match it.next() {
                Some(p) if p.starts_with('/') => start = Some(p),
                _ => {
                    eprintln!("mextrain: --open needs an address inside the app, like /new");
                    return 2;
                }
            },
            other => {
                let other = mextrain::rules::shorten(other, 40);
                eprintln!("mextrain: unknown command or option '{other}'\n\n{USAGE}");
                return 2;
            }
        }
    }
    let Some(dir) = mextrain::db::resolve_data_dir(data_dir) else {
        eprintln!("mextrain: no data folder: this system has no home folder; pass --data-dir DIR");
        return 2;
    };
    match mextrain::ui::launch(dir, start) {
        Ok(()) => 0,
        Err(msg) => {
            eprintln!("mextrain: {msg}");
            1
        }
    }
}

//! `mextrain`: no arguments opens the window; subcommands answer on the command line.

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
    // Standard output and error are not held locked for the whole
    // subcommand: `mextrain serve` runs for hours, and its server's threads
    // write to standard error too (a `eprintln!` waits for the lock, under
    // the database's: the host would hang at its first log line).
    let mut io = mextrain::cli::Io {
        stdin: &mut stdin.lock(),
        out: &mut std::io::stdout(),
        err: &mut std::io::stderr(),
    };
    // Usage, help and every subcommand are defined once, in `cli::Cli`.
    let window = match mextrain::cli::run(&args, &mut io) {
        mextrain::cli::Outcome::Exit(code) => return code,
        mextrain::cli::Outcome::Window(w) => w,
    };
    let (data_dir, start) = (window.data_dir, window.open);
    let Some(dir) = mextrain::app::resolve_data_dir(data_dir) else {
        eprintln!("mextrain: no data folder: this system has no home folder; pass --data-dir DIR");
        return 2;
    };
    match mextrain::desktop::launch(dir, start) {
        Ok(()) => 0,
        Err(msg) => {
            eprintln!("mextrain: {msg}");
            1
        }
    }
}

//! The command line: `mextrain SUBCOMMAND ...` answers without opening a window.
//!
//! One `clap` definition ([`Cli`]) holds every subcommand and its options;
//! usage and `--help` come from it. Every subcommand takes its parsed
//! arguments and the streams, and returns the process exit status, so tests
//! can drive it in-process.

use clap::{Parser, Subcommand};
use std::io::{Read, Write};

#[cfg(feature = "serve")]
mod address;
#[cfg(feature = "app")]
pub mod data;
pub mod engine;
#[cfg(feature = "serve")]
pub mod league;
#[cfg(feature = "app")]
pub mod new;
#[cfg(feature = "app")]
pub mod night;
pub mod plan;
#[cfg(all(feature = "app", not(target_arch = "wasm32")))]
pub mod publish;
#[cfg(feature = "serve")]
pub mod serve;
#[cfg(feature = "app")]
pub mod share;

/// The streams a subcommand reads and writes.
pub struct Io<'a> {
    /// Standard input (for `-`).
    pub stdin: &'a mut dyn Read,
    /// Standard output.
    pub out: &'a mut dyn Write,
    /// Standard error.
    pub err: &'a mut dyn Write,
}

/// `mextrain`: no subcommand opens the window.
#[derive(Parser, Debug)]
#[command(
    name = "mextrain",
    version = crate::LONG_VERSION,
    about = "mextrain: a table companion for Mexican Train dominoes",
    long_about = "mextrain: a table companion for Mexican Train dominoes.\n\n\
        Without a subcommand it opens the window. The data folder is --data-dir DIR, \
        else $MEXTRAIN_DATA_DIR, else the platform's data folder.",
    disable_help_subcommand = true
)]
pub struct Cli {
    /// What to do; none opens the window.
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The window's options.
    #[cfg(feature = "app")]
    #[command(flatten)]
    pub window: Window,
}

/// The window's options (`mextrain [--data-dir DIR]`).
#[derive(clap::Args, Debug, Default, Clone, PartialEq, Eq)]
pub struct Window {
    /// The data folder (else $MEXTRAIN_DATA_DIR, else the platform's)
    #[arg(long, value_name = "DIR", value_parser = folder)]
    pub data_dir: Option<std::path::PathBuf>,
    /// Start at this address inside the app, like /new (used by tests)
    #[arg(long, value_name = "PATH", hide = true, value_parser = app_address)]
    pub open: Option<String>,
}

/// The subcommands.
#[derive(Subcommand, Debug)]
pub enum Command {
    /// Judge the moves in a table file
    #[command(
        long_about = "Judge the moves in a table file: one line per move, `legal` or \
        `illegal [rule-id]: reason`, then the state after the last legal move (whose turn, \
        open double, markers, and whether the round is over).\n\n\
        Exit status: 0 all moves legal, 1 an illegal move, 2 bad input."
    )]
    Check(engine::CheckArgs),
    /// The points these tiles count at the end of a round
    #[command(
        long_about = "The points these tiles count at the end of a round under the preset \
        (--rules, default classic) and its house rules (--house KEY=VALUE, once for each: \
        the keys of a table file's `house` object, like blank_half=0 or \
        doubles_count_double=true).\n\n\
        Exit status: 0 counted, 2 bad input (a preset, tile, house rule or value that is not \
        known, or a value out of range)."
    )]
    Points(engine::PointsArgs),
    /// The longest train from a hand
    #[command(
        long_about = "The longest train these tiles make from the engine's value N \
        (anywhere without --engine), in order and oriented, and the extras left over. \
        Ties go to the train with more pips."
    )]
    Plan(plan::PlanArgs),
    /// Play one round, print it as a table file
    Simulate(engine::SimulateArgs),
    /// Write the games (or one) to FILE
    #[cfg(feature = "app")]
    Export(data::ExportArgs),
    /// A game's result: a picture, a few lines for a chat, or a BG Stats link
    #[cfg(feature = "app")]
    #[command(
        long_about = "A game's result to share: --format png (the result card, 1080 pixels \
        wide, --theme light or dark; svg the same as an SVG), text (a few lines for a chat: \
        the players in standing order with their totals, the winner and how a tie was \
        settled, the house rules) or bgstats (the link that opens BG Stats' import dialog \
        with the play; finished games only), in --lang en or fr, to FILE or - (standard \
        output).\n\n\
        Exit status: 0 written, 2 bad arguments or no such game (nothing written), 1 the \
        data could not be used or the file written."
    )]
    Share(share::ShareArgs),
    /// Add the games of a JSON export (checked first; games already stored are skipped)
    #[cfg(feature = "app")]
    Import(data::ImportArgs),
    /// Start a game: the players in seat order, the preset and the set
    #[cfg(feature = "app")]
    #[command(
        long_about = "Start a game, as the New game screen does: the players in seat order \
        (clockwise), --preset (classic, hub-set, dominorules or choo-choo-sixes; default \
        classic) and --set (6, 9, 12, 15 or 18; default the preset's), house rules with \
        --house KEY=VALUE (once for each), and the rounds with --schedule: a list of \
        doubles (12,10,8; a double may come twice) or a name (top-down, first-N, from-K, up, \
        up-and-down, odd, even, shuffled). Prints the game's number and what it is; \
        `mextrain serve` then hosts it for the phones.\n\n\
        Exit status: 0 started, 2 bad arguments (nothing stored), 1 the data could not be used."
    )]
    New(new::NewArgs),
    /// Club nights: set one up, start the next game, print the standings
    #[cfg(feature = "app")]
    Night(night::NightArgs),
    /// Leagues: a season's standings over its nights; gathering its games over the network
    #[cfg(feature = "app")]
    League(night::LeagueArgs),
    /// Print a completion script for a shell
    #[command(
        long_about = "Print a completion script for SHELL on standard output, made from the same \
        definition as --help.\n\n\
        bash: mextrain completions bash > ~/.local/share/bash-completion/completions/mextrain\n\
        zsh:  mextrain completions zsh > ~/.zfunc/_mextrain (with ~/.zfunc in $fpath)\n\
        fish: mextrain completions fish > ~/.config/fish/completions/mextrain.fish"
    )]
    Completions(CompletionsArgs),
    /// Write the manual pages (mextrain.1 and one per subcommand) to DIR
    #[command(
        hide = true,
        long_about = "Write the manual pages to DIR (made if missing): mextrain.1 and one page \
        per subcommand, made from the same definition as --help. The packages install them.\n\n\
        Exit status: 0 written, 1 DIR could not be written."
    )]
    Man(ManArgs),
    /// Host the game for phones at the table (table mode)
    #[cfg(feature = "serve")]
    #[command(
        long_about = "Host a game for the phones at the table (table mode): each player joins \
        with the join code or the QR code and enters their own hand; spectators follow the \
        scoreboard. Hosts --game ID, else the newest unfinished game, until Ctrl-C.\n\n\
        Exit status: 0 stopped, 1 the data or the port could not be used, 2 nothing to host."
    )]
    Serve(serve::ServeArgs),
}

/// `mextrain completions SHELL`
#[derive(clap::Args, Debug)]
pub struct CompletionsArgs {
    /// The shell: bash, zsh, fish, elvish or powershell
    #[arg(value_name = "SHELL")]
    pub shell: clap_complete::Shell,
}

/// Writes the completion script of `mextrain` for `a.shell`.
fn completions(a: &CompletionsArgs, io: &mut Io) -> i32 {
    use clap::CommandFactory;
    let mut cmd = Cli::command();
    clap_complete::generate(a.shell, &mut cmd, "mextrain", io.out);
    0
}

/// `mextrain man DIR`
#[derive(clap::Args, Debug)]
pub struct ManArgs {
    /// The folder to write the pages to
    #[arg(value_name = "DIR")]
    pub dir: std::path::PathBuf,
}

/// Writes the manual pages of `mextrain` and its subcommands into `a.dir`.
fn man(a: &ManArgs, io: &mut Io) -> i32 {
    use clap::CommandFactory;
    let written = std::fs::create_dir_all(&a.dir)
        .and_then(|()| clap_mangen::generate_to(Cli::command(), &a.dir));
    match written {
        Ok(()) => 0,
        Err(e) => {
            let _ = writeln!(
                io.err,
                "mextrain: cannot write the manual pages to {}: {e}",
                a.dir.display()
            );
            1
        }
    }
}

/// A non-empty folder name (`--data-dir`).
pub(crate) fn folder(s: &str) -> Result<std::path::PathBuf, String> {
    if s.is_empty() {
        Err("--data-dir needs a folder".into())
    } else {
        Ok(s.into())
    }
}

fn app_address(s: &str) -> Result<String, String> {
    if s.starts_with('/') {
        Ok(s.to_string())
    } else {
        Err("--open needs an address inside the app, like /new".into())
    }
}

/// What the arguments ask for.
#[derive(Debug)]
pub enum Outcome {
    /// A subcommand ran (or help, version or a usage error was printed):
    /// exit with this status.
    Exit(i32),
    /// No subcommand: open the window with these options.
    Window(Window),
}

/// Parses `args` (without the program name) and runs the subcommand they
/// name. Help and version go to standard output (exit 0); a usage error goes
/// to standard error, each line kept short (exit 2).
pub fn run(args: &[String], io: &mut Io) -> Outcome {
    let cli = match Cli::try_parse_from(
        std::iter::once("mextrain").chain(args.iter().map(|s| s.as_str())),
    ) {
        Ok(cli) => cli,
        Err(e) => return Outcome::Exit(report_clap_error(&e, io)),
    };
    let code = match cli.command {
        None => {
            #[cfg(feature = "app")]
            return Outcome::Window(cli.window);
            #[cfg(not(feature = "app"))]
            return Outcome::Window(Window::default());
        }
        Some(Command::Check(a)) => engine::check(&a, io),
        Some(Command::Points(a)) => engine::points(&a, io),
        Some(Command::Plan(a)) => plan::plan(&a, io),
        Some(Command::Simulate(a)) => engine::simulate(&a, io),
        #[cfg(feature = "app")]
        Some(Command::Export(a)) => data::export(&a, io),
        #[cfg(feature = "app")]
        Some(Command::Share(a)) => share::share(&a, io),
        #[cfg(feature = "app")]
        Some(Command::Import(a)) => data::import(&a, io),
        #[cfg(feature = "app")]
        Some(Command::New(a)) => new::new_game(&a, io),
        #[cfg(feature = "app")]
        Some(Command::Night(a)) => night::night(&a, io),
        #[cfg(feature = "app")]
        Some(Command::League(a)) => night::league(&a, io),
        Some(Command::Completions(a)) => completions(&a, io),
        Some(Command::Man(a)) => man(&a, io),
        #[cfg(feature = "serve")]
        Some(Command::Serve(a)) => serve::serve(&a, io),
    };
    Outcome::Exit(code)
}

/// Prints clap's help, version or usage error; returns its exit status
/// (0 for help and version, 2 for a usage error). The lines quote arguments,
/// so each is shortened.
fn report_clap_error(e: &clap::Error, io: &mut Io) -> i32 {
    let text = e.render().to_string();
    let short: String = text
        .lines()
        .map(|l| crate::rules::shorten(l, 160) + "\n")
        .collect();
    let code = e.exit_code();
    if e.use_stderr() {
        let _ = write!(io.err, "{short}");
    } else {
        // Help and version are never long; print them whole.
        let _ = write!(io.out, "{text}");
        if !text.ends_with('\n') {
            let _ = writeln!(io.out);
        }
    }
    code
}

/// Runs any subcommand. Returns `None` when `args` name none (the caller
/// then opens the window).
pub fn run_command(args: &[String], io: &mut Io) -> Option<i32> {
    match run(args, io) {
        Outcome::Exit(code) => Some(code),
        Outcome::Window(_) => None,
    }
}

/// The engine's subcommands, available without the `app` feature.
pub const ENGINE_SUBCOMMANDS: [&str; 4] = ["check", "points", "plan", "simulate"];

/// Runs an engine subcommand (`args[0]` is the subcommand). Returns the exit
/// status, or `None` when `args[0]` is not `check`, `points`, `plan` or
/// `simulate`.
pub fn run_engine_command(args: &[String], io: &mut Io) -> Option<i32> {
    let cmd = args.first()?;
    if !ENGINE_SUBCOMMANDS.contains(&cmd.as_str()) {
        return None;
    }
    run_command(args, io)
}

/// What an engine subcommand answered: its exit status and both streams.
#[derive(Debug)]
pub struct Captured {
    /// The exit status (`None`: `args` name no engine subcommand).
    pub code: Option<i32>,
    /// Standard output.
    pub out: Vec<u8>,
    /// Standard error.
    pub err: Vec<u8>,
}

/// Runs an engine subcommand in-process with `stdin` as its input and
/// captures what it writes (tests and benchmarks).
///
/// ```
/// let c = mextrain::cli::run_engine_captured(&["points", "5-5"], b"");
/// assert_eq!((c.code, c.out.as_slice()), (Some(0), &b"10\n"[..]));
/// ```
pub fn run_engine_captured<S: AsRef<str>>(args: &[S], stdin: &[u8]) -> Captured {
    let args: Vec<String> = args.iter().map(|a| a.as_ref().to_string()).collect();
    let (mut input, mut out, mut err) = (stdin, Vec::new(), Vec::new());
    let code = run_engine_command(
        &args,
        &mut Io {
            stdin: &mut input,
            out: &mut out,
            err: &mut err,
        },
    );
    Captured { code, out, err }
}

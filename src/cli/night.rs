//! `mextrain night` and `mextrain league`: club nights from the command
//! line (`shared/spec/club.md`).
//!
//! ```text
//! mextrain night new [--name TEXT] [--league NAME] [--preset ID] [--set N] [--per-table K]
//!                    [--seed S] [--minutes M] [--data-dir DIR] NAME...
//! mextrain night next [--seating random|ladder|fresh] [--seed S] [--data-dir DIR] NIGHT
//! mextrain night add [--data-dir DIR] NIGHT NAME...
//! mextrain night leave [--now] [--data-dir DIR] NIGHT NAME...
//! mextrain night end-game [--data-dir DIR] NIGHT TABLE
//! mextrain night standings [--json] [--scoring points|placement|wins] [--data-dir DIR] NIGHT
//! mextrain league standings [--json] [--scoring points|placement|wins] [--data-dir DIR] LEAGUE
//! mextrain league set [--best N] [--min-nights M] [--data-dir DIR] LEAGUE
//! mextrain league ratings [--json] [--data-dir DIR] [LEAGUE]
//! mextrain league publish [--lang en|fr] [--data-dir DIR] LEAGUE DIR
//! ```
//!
//! Each calls the action of [`crate::app::night`] the window calls.
//! Everything the arguments alone can refuse is refused before the data
//! folder is opened, and an action that is refused stores nothing.
//!
//! Exit status: 0 done, 2 refused (bad arguments, an unknown night or
//! league, a game not finished; nothing stored), 1 the data could not be
//! opened or written.

use super::data::{failed, opened, DataArgs};
use super::new::{house_words, schedule_words, RulesArgs};
use super::Io;
use crate::app::league;
use crate::app::night::{self, NightPlan, Seated};
use crate::app::{ActionError, Db};
use crate::rules::clean_name;
use crate::rules::club::{Scoring, Seating, Standing, DEFAULT_PER_TABLE};
use crate::rules::rating::{ranks, PlayerRating};
use crate::rules::season::{SeasonRules, SeasonStanding};

/// `mextrain night ...`
#[derive(clap::Args, Debug)]
pub struct NightArgs {
    /// What to do
    #[command(subcommand)]
    pub action: NightAction,
}

/// The night's subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum NightAction {
    /// Set up a night: draw the tables and start a game at every one
    #[command(
        long_about = "Set up a club night: the players present (NAME...) are drawn at \
        ceil(n / K) tables whose sizes differ by at most one (--per-table K, default 4; \
        --seed S makes the draw repeatable), and the first game starts at every table under \
        the night's rules (--preset, --set, --house, --schedule, as `mextrain new` takes \
        them). Prints `Night N: ...`, then one line per table in seat order.\n\n\
        A finals night (--finals LEAGUE, no NAME): the league's top N ranked players \
        (--top N; every player tied at the cut comes too; default: every ranked player; \
        the minimum attendance applied), under its season's rules, seated best first in \
        blocks of the night's table sizes, table 1 holding the best. It counts in the \
        league like any night.\n\n\
        Exit status: 0 set up, 2 refused (nothing stored), 1 the data could not be used."
    )]
    New(NightNewArgs),
    /// Start the next game at every table once all have finished
    #[command(
        long_about = "Start the next game of the night at every table, once every game of \
        the night is finished: --seating random draws new tables, --seating ladder moves each \
        table's winner up one table (towards table 1) and its last player down one (with \
        arrivals and departures: club.md's list rule), --seating fresh seats few pairs who \
        have already shared a table tonight. Only the players present are seated, at \
        ceil(n / K) tables (one fewer rather than a table of 1). Prints the same lines as \
        `night new`.\n\n\
        Exit status: 0 started, 2 refused (a game not finished, no such night; nothing \
        stored), 1 the data could not be used."
    )]
    Next(NightNextArgs),
    /// Players who arrive late (or come back): present from the next game on
    #[command(
        long_about = "Add players who arrive late, or come back, to the night's players         present: the next game (`night next`) seats them, at the end of the ladder's list in         the order given. A name already present, or given twice, is refused.\n\n        Exit status: 0 added, 2 refused (nothing stored), 1 the data could not be used."
    )]
    Add(NightPlayersArgs),
    /// Players who leave: gone from the next game on (--now: their table's game ends with this round)
    #[command(
        long_about = "Take players who leave off the night's players present: the next game         does not seat them. With --now, each leaver's table plays the round being played to         its end (the host may enter the leaver's hand) and its game finishes with that round,         as when time is up. A name not present, or given twice, is refused.\n\n        Exit status: 0 done, 2 refused (nothing stored), 1 the data could not be used."
    )]
    Leave(NightLeaveArgs),
    /// A table's game ends at its last saved round (a walk-out)
    #[command(
        name = "end-game",
        long_about = "End table TABLE's game at its last saved round, throwing away the round         in progress (its entries stay in the audit trail). A game with no saved round is         removed and counts for nobody. Either way the table then waits for `night next` like         a finished one.\n\n        Exit status: 0 ended, 2 refused (no such table, a game finished already; nothing         stored), 1 the data could not be used."
    )]
    EndGame(NightEndGameArgs),
    /// The night's standings over its finished games
    Standings(StandingsArgs),
}

/// `mextrain night add ...`
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: mextrain night add 1 Gus Hal")]
pub struct NightPlayersArgs {
    /// The night's number, or its uid
    #[arg(value_name = "NIGHT")]
    pub night: String,
    /// The players
    #[arg(value_name = "NAME", required = true)]
    pub names: Vec<String>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain night leave ...`
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: mextrain night leave --now 1 Ana")]
pub struct NightLeaveArgs {
    /// Their table's game ends with the round being played
    #[arg(long)]
    pub now: bool,
    /// The night and the players, as `night add` takes them
    #[command(flatten)]
    pub who: NightPlayersArgs,
}

/// `mextrain night end-game ...`
#[derive(clap::Args, Debug)]
pub struct NightEndGameArgs {
    /// The night's number, or its uid
    #[arg(value_name = "NIGHT")]
    pub night: String,
    /// The table, from 1
    #[arg(value_name = "TABLE")]
    pub table: usize,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain night new ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example: mextrain night new --name \"Tuesday club\" Ana Ben Cy Dee Eve Flo"
)]
pub struct NightNewArgs {
    /// The players present
    #[arg(value_name = "NAME", conflicts_with = "finals")]
    pub names: Vec<String>,
    /// A finals night: the league's top ranked players (see --top), the best at table 1
    #[arg(long, value_name = "LEAGUE", conflicts_with = "league")]
    pub finals: Option<String>,
    /// With --finals: the top N ranked players (every player tied at the cut comes too;
    /// default: every ranked player)
    #[arg(long, value_name = "N", requires = "finals", value_parser = parse_top)]
    pub top: Option<usize>,
    /// The night's name (default: Club night)
    #[arg(long, value_name = "TEXT")]
    pub name: Option<String>,
    /// The league (season) the night counts in, made if new
    #[arg(long, value_name = "NAME")]
    pub league: Option<String>,
    /// Players per table, at most (default 4)
    #[arg(long = "per-table", value_name = "K", default_value_t = DEFAULT_PER_TABLE)]
    pub per_table: usize,
    /// The draw's seed: the same seed draws the same tables
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    /// A time limit per game, in minutes: when it is up, the round being
    /// played is the last
    #[arg(long, value_name = "M")]
    pub minutes: Option<u32>,
    /// The rules every table plays
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub data: DataArgs,
}

/// A finals night's --top: a whole number, 1 or more.
fn parse_top(s: &str) -> Result<usize, String> {
    match s.trim().parse::<i64>() {
        Ok(n) if n >= 1 => usize::try_from(n).map_err(|_| format!("{n} players is too many")),
        Ok(n) => Err(format!("{n} is below 1: give how many players, 1 or more")),
        Err(_) => Err(format!(
            "'{s}' is not a number of players: give a whole number, 1 or more"
        )),
    }
}

/// `mextrain night next ...`
#[derive(clap::Args, Debug)]
pub struct NightNextArgs {
    /// The night's number, or its uid
    #[arg(value_name = "NIGHT")]
    pub night: String,
    /// random: new tables drawn; ladder: winners up one table, the last down one;
    /// fresh: few pairs who have already shared a table tonight
    #[arg(long, value_name = "random|ladder|fresh", default_value = "random", value_parser = parse_seating)]
    pub seating: Seating,
    /// The draw's seed: the same seed draws the same tables
    #[arg(long, value_name = "S")]
    pub seed: Option<u64>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain night standings ...` and `mextrain league standings ...`
#[derive(clap::Args, Debug)]
pub struct StandingsArgs {
    /// The night's number or uid (`night standings`), or the league's name
    /// (`league standings`)
    #[arg(value_name = "NIGHT|LEAGUE")]
    pub key: String,
    /// Print {"players": [...]} as JSON
    #[arg(long)]
    pub json: bool,
    /// points: lowest average first; placement: most placement points;
    /// wins: most wins
    #[arg(long, value_name = "points|placement|wins", default_value = "points", value_parser = parse_scoring)]
    pub scoring: Scoring,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain league set ...`
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: mextrain league set --best 8 --min-nights 3 \"Autumn 2026\"")]
pub struct LeagueSetArgs {
    /// The league's name
    #[arg(value_name = "LEAGUE")]
    pub league: String,
    /// Count each player's N best nights (0: every night)
    #[arg(long, value_name = "N", allow_negative_numbers = true, value_parser = parse_nights)]
    pub best: Option<usize>,
    /// Rank only the players who attended M nights or more (0: everyone)
    #[arg(long = "min-nights", value_name = "M", allow_negative_numbers = true, value_parser = parse_nights)]
    pub min_nights: Option<usize>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain league close|reopen ...`
#[derive(clap::Args, Debug)]
pub struct LeagueNameArgs {
    /// The league's name
    #[arg(value_name = "LEAGUE")]
    pub league: String,
    #[command(flatten)]
    pub data: DataArgs,
}

/// `mextrain league ratings ...`
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: mextrain league ratings --json \"Autumn 2026\"")]
pub struct LeagueRatingsArgs {
    /// The league's name; without it, every finished game counts
    #[arg(value_name = "LEAGUE")]
    pub league: Option<String>,
    /// Print {"players": [{"name", "rating", "mu", "sigma", "games"}, ...]} as JSON
    #[arg(long)]
    pub json: bool,
    #[command(flatten)]
    pub data: DataArgs,
}

/// A number of nights: a whole number, 0 or more.
fn parse_nights(s: &str) -> Result<usize, String> {
    match s.trim().parse::<i64>() {
        Ok(n) if n < 0 => Err(format!(
            "{n} is below 0: give a number of nights, 0 or more"
        )),
        Ok(n) => u32::try_from(n)
            .map(|n| n as usize)
            .map_err(|_| format!("{n} nights is more than a season can hold")),
        Err(_) => Err(format!(
            "'{s}' is not a number of nights: give a whole number, 0 or more"
        )),
    }
}

/// `mextrain league ...`
#[derive(clap::Args, Debug)]
pub struct LeagueArgs {
    /// What to do
    #[command(subcommand)]
    pub action: LeagueAction,
}

/// The league's subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum LeagueAction {
    /// The league's standings over its nights' finished games
    #[command(
        long_about = "The league's standings over its nights' finished games, under its \
        season's rules (`league set`): each player's best N nights counted, and the players \
        who attended fewer than the minimum nights listed last, unranked (rank -, or null \
        in --json). Each player's nights attended and counted are shown.\n\n\
        Exit status: 0 printed, 2 refused (no such league), 1 the data could not be used."
    )]
    Standings(StandingsArgs),
    /// The season's rules: each player's best N nights count, a minimum attendance to be ranked
    #[command(
        long_about = "Set the season's rules of LEAGUE: --best N counts only each player's \
        N best nights in the standings (0, the default: every night; a player with N nights \
        or fewer has all counted), --min-nights M lists a player who attended fewer than M \
        nights after every ranked player, unranked (0, the default: everyone is ranked). An \
        option not given keeps its value. Prints the rules.\n\n\
        Exit status: 0 set, 2 refused (a number that is not 0 or more, no such league; \
        nothing stored), 1 the data could not be used."
    )]
    Set(LeagueSetArgs),
    /// Close the season: the league becomes read-only until it is reopened
    #[command(
        long_about = "Close LEAGUE's season once every game of its nights is finished: \
        from then on it refuses a new night, games sent or imported into it, corrections and \
        `league set`, each with a message and nothing stored, and its standings stay as they \
        were at closing. `league reopen` lifts it.\n\n\
        Exit status: 0 closed, 2 refused (no such league, closed already, a game unfinished), \
        1 the data could not be used."
    )]
    Close(LeagueNameArgs),
    /// Reopen a closed season
    #[command(
        long_about = "Reopen LEAGUE, closed by `league close`: its nights, games and rules \
        may change again.\n\n\
        Exit status: 0 reopened, 2 refused (no such league, not closed), 1 the data could \
        not be used."
    )]
    Reopen(LeagueNameArgs),
    /// The players' ratings over the league's finished games (or over every game)
    #[command(
        long_about = "The players' ratings over every finished game of LEAGUE, or of every \
        game without it, oldest first (by start, then uid): a Weng-Lin rating per player (the \
        skillratings crate, mu 25 and sigma 25/3 to start), each game ranked by its final \
        totals, lowest first, tied totals sharing a place; a merged name counts as the name \
        it is merged into, and games in the bin are left out. Shown as the rating, mu - 3 \
        sigma, with mu, sigma and the games rated; highest rating first, equal ratings by \
        name.\n\n\
        Exit status: 0 printed, 2 refused (no such league), 1 the data could not be used."
    )]
    Ratings(LeagueRatingsArgs),
    /// The season as a static site in DIR: the standings, a page per night and per player, charts
    #[cfg(not(target_arch = "wasm32"))]
    #[command(
        long_about = "Write the season of LEAGUE as a static site into DIR: index.html (the \
        standings under the season's rules, the players under the minimum attendance apart, \
        the rules in words, the nights), a page per night (its standings and games) and per \
        player (their games, their rank after each night and their average per night as SVG \
        charts; named by a number, not by the name), in --lang en or fr. Its links name their \
        files, so it opens from the folder itself (file://) or from any folder of a static \
        web host, without JavaScript; it holds no league code, key or link. DIR must be empty \
        (or not exist yet) or hold an earlier publish (its mextrain-publish.txt): that \
        publish's files are then replaced, and nothing else in DIR is touched.\n\n\
        Exit status: 0 published, 2 refused (no such league; DIR neither empty nor an earlier \
        publish: nothing written), 1 the data could not be used or DIR written."
    )]
    Publish(super::publish::PublishArgs),
    /// Receive the league's games from other machines (this is the league host)
    #[cfg(feature = "serve")]
    #[command(
        long_about = "Turn receiving on for LEAGUE on this machine, the league host: prints \
        the league's code and link, to give once to each machine whose games it gathers \
        (`mextrain league join LINK`); `mextrain serve` then takes the games they send, each \
        once by its uid, and never gives stored data back. --stop turns it off.\n\n\
        Exit status: 0 done, 2 refused, 1 the data could not be used."
    )]
    Host(super::league::HostArgs),
    /// Send this machine's games of a league to its league host: store its link once
    #[cfg(feature = "serve")]
    #[command(
        long_about = "Store the league host's link (printed by `mextrain league host`) once: \
        from then on this machine's finished games of the league are queued to be sent there \
        (the ones finished already too). `mextrain league push` sends them.\n\n\
        Exit status: 0 stored, 2 refused (a link without a code or a league; nothing \
        stored), 1 the data could not be used."
    )]
    Join(super::league::JoinArgs),
    /// Send the games waiting for the league hosts joined
    #[cfg(feature = "serve")]
    #[command(
        long_about = "Send the games waiting for the league hosts joined (and --game ID, \
        chosen), in batches. A game is kept until the league host has acknowledged it; \
        what does not get through is tried again after 1, 2, 4... seconds, for at most \
        --wait seconds. A game whose uid the league host has with other contents is \
        refused, named, and never overwrites anything.\n\n\
        Exit status: 0 everything acknowledged, 1 games still waiting (kept: run it again) \
        or the data could not be used, 2 a game was refused."
    )]
    Push(super::league::PushArgs),
}

fn parse_seating(s: &str) -> Result<Seating, String> {
    s.parse()
}

fn parse_scoring(s: &str) -> Result<Scoring, String> {
    s.parse()
}

/// Runs `mextrain night ...`.
pub fn night(a: &NightArgs, io: &mut Io) -> i32 {
    match &a.action {
        NightAction::New(a) => night_new(a, io),
        NightAction::Next(a) => night_next(a, io),
        NightAction::Add(a) => night_add(a, io),
        NightAction::Leave(a) => night_leave(a, io),
        NightAction::EndGame(a) => night_end_game(a, io),
        NightAction::Standings(a) => print_standings(a, io, "night standings", false),
    }
}

/// Runs `mextrain league ...`.
pub fn league(a: &LeagueArgs, io: &mut Io) -> i32 {
    match &a.action {
        LeagueAction::Standings(a) => print_standings(a, io, "league standings", true),
        LeagueAction::Set(a) => league_set(a, io),
        LeagueAction::Close(a) => league_close(a, io, true),
        LeagueAction::Reopen(a) => league_close(a, io, false),
        LeagueAction::Ratings(a) => league_ratings(a, io),
        #[cfg(not(target_arch = "wasm32"))]
        LeagueAction::Publish(a) => super::publish::publish(a, io),
        #[cfg(feature = "serve")]
        LeagueAction::Host(a) => super::league::host(a, io),
        #[cfg(feature = "serve")]
        LeagueAction::Join(a) => super::league::join(a, io),
        #[cfg(feature = "serve")]
        LeagueAction::Push(a) => super::league::push(a, io),
    }
}

/// The plan `a` asks for, checked, or what is wrong with it (in a line).
pub fn plan_of(a: &NightNewArgs) -> Result<NightPlan, String> {
    // A spec of two stand-ins checks the set, house rules and schedule.
    let mut rules = a
        .rules
        .spec(vec!["a".into(), "b".into()])?
        .map_err(|e| e.to_string())?;
    rules.players.clear();
    let default_name = if a.finals.is_some() {
        "Finals"
    } else {
        "Club night"
    };
    let plan = NightPlan {
        name: a.name.clone().unwrap_or_else(|| default_name.into()),
        date: night::today(),
        league: a.league.clone(),
        rules,
        per_table: a.per_table,
        minutes: a.minutes,
        scoring: Scoring::default(),
        players: a.names.clone(),
    };
    // A finals night's players come from its league's standings: its
    // plan is checked with them (league::season::finals).
    if a.finals.is_some() {
        return Ok(plan);
    }
    if a.top.is_some() {
        return Err("--top is for a finals night: give --finals LEAGUE too".into());
    }
    night::check_plan(&plan).map_err(|e| match e {
        ActionError::NotNow(m) => crate::i18n::english(&m),
        e => e.to_string(),
    })?;
    Ok(plan)
}

/// The seed of a draw: `--seed`, else the clock's.
fn seed_of(seed: Option<u64>) -> u64 {
    seed.unwrap_or_else(crate::app::games::schedule_seed)
}

/// `Night N: ...` and a line per table.
fn print_seated(db: &Db, s: &Seated, io: &mut Io) {
    let Ok(n) = night::night(db, s.night) else {
        return;
    };
    let rules = &n.night.rules;
    let rounds = rules.schedule.len();
    // Stored names are printed as the project cleans names (a night
    // gathered from elsewhere may hold terminal escapes).
    let mut line = format!(
        "Night {}: {}, {}",
        n.id,
        clean_name(&n.night.name),
        clean_name(&n.night.date)
    );
    if let Some(l) = &n.night.league {
        line += &format!(" ({})", clean_name(l));
    }
    line += &format!(
        "; {}, double-{} set, {rounds} round{} ({})",
        rules.preset,
        rules.set,
        if rounds == 1 { "" } else { "s" },
        schedule_words(&rules.schedule)
    );
    if !rules.house.is_empty() {
        line += &format!("; house rules: {}", house_words(&rules.house));
    }
    if let Some(m) = n.night.minutes {
        line += &format!("; {m} minutes a game");
    }
    let _ = writeln!(io.out, "{line}");
    for t in &s.tables {
        let _ = writeln!(
            io.out,
            "Table {} (game {}): {}",
            t.table,
            s.number,
            t.players.join(", ")
        );
    }
}

fn night_new(a: &NightNewArgs, io: &mut Io) -> i32 {
    let plan = match plan_of(a) {
        Ok(p) => p,
        Err(m) => {
            let _ = writeln!(io.err, "mextrain night new: {m}");
            return 2;
        }
    };
    let Some(db) = opened(&a.data, "night new", io) else {
        return 1;
    };
    let seated = match &a.finals {
        Some(l) => league::season::finals(&db, &plan, l, a.top),
        None => night::new_night(&db, &plan, seed_of(a.seed)),
    };
    match seated {
        Ok(s) => {
            print_seated(&db, &s, io);
            0
        }
        Err(e) => failed(e, io, "night new", a.data.verbose),
    }
}

fn night_next(a: &NightNextArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "night next", io) else {
        return 1;
    };
    let result = night::find(&db, &a.night)
        .and_then(|n| night::next_game(&db, n.id, a.seating, seed_of(a.seed)));
    match result {
        Ok(s) => {
            print_seated(&db, &s, io);
            0
        }
        Err(e) => failed(e, io, "night next", a.data.verbose),
    }
}

fn night_add(a: &NightPlayersArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "night add", io) else {
        return 1;
    };
    match night::find(&db, &a.night).and_then(|n| night::present::add(&db, n.id, &a.names)) {
        Ok(present) => {
            print_present(&present, io);
            0
        }
        Err(e) => failed(e, io, "night add", a.data.verbose),
    }
}

fn night_leave(a: &NightLeaveArgs, io: &mut Io) -> i32 {
    let (now, a) = (a.now, &a.who);
    let Some(db) = opened(&a.data, "night leave", io) else {
        return 1;
    };
    let result =
        night::find(&db, &a.night).and_then(|n| night::present::leave(&db, n.id, &a.names, now));
    match result {
        Ok(left) => {
            for (table, game) in &left.ending {
                let _ = writeln!(
                    io.out,
                    "Table {table} (game {game}) ends with the round being played."
                );
            }
            print_present(&left.present, io);
            0
        }
        Err(e) => failed(e, io, "night leave", a.data.verbose),
    }
}

fn night_end_game(a: &NightEndGameArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "night end-game", io) else {
        return 1;
    };
    match night::find(&db, &a.night).and_then(|n| night::end_game(&db, n.id, a.table)) {
        Ok(night::Ended::Finished(rounds)) => {
            let s = if rounds == 1 { "" } else { "s" };
            let _ = writeln!(
                io.out,
                "Table {}'s game ends after {rounds} round{s}.",
                a.table
            );
            0
        }
        Ok(night::Ended::Removed) => {
            let _ = writeln!(
                io.out,
                "Table {}'s game had no saved round: removed, it counts for nobody.",
                a.table
            );
            0
        }
        Err(e) => failed(e, io, "night end-game", a.data.verbose),
    }
}

/// `Present (N): NAME, NAME, ...`
fn print_present(present: &[String], io: &mut Io) {
    let names: Vec<String> = present.iter().map(|p| clean_name(p)).collect();
    let _ = writeln!(io.out, "Present ({}): {}", names.len(), names.join(", "));
}

/// The standings as a table for a terminal.
pub fn standings_text(title: &str, scoring: Scoring, lines: &[Standing]) -> String {
    let rows: Vec<Row> = lines
        .iter()
        .map(|l| (l.rank.to_string(), l, None))
        .collect();
    table_text(&format!("{title} (scoring: {scoring})"), &rows)
}

/// A league's standings as a table for a terminal: the season's rules
/// in the title, `-` as the rank of a player under the minimum
/// attendance, and each player's nights attended and counted.
pub fn season_text(
    title: &str,
    scoring: Scoring,
    rules: SeasonRules,
    lines: &[SeasonStanding],
) -> String {
    let mut head = format!("{title} (scoring: {scoring}");
    if !rules.is_default() {
        head += &format!("; {}", rules_words(rules));
    }
    head += ")";
    let rows: Vec<Row> = lines
        .iter()
        .map(|l| {
            let rank = l.rank().map_or_else(|| "-".to_string(), |r| r.to_string());
            (rank, &l.line, Some((l.nights, l.counted.len())))
        })
        .collect();
    table_text(&head, &rows)
}

/// The season's rules in words: `best 8 nights counted, ranked from 3
/// nights`.
pub fn rules_words(rules: SeasonRules) -> String {
    let nights = |n: usize| format!("{n} night{}", if n == 1 { "" } else { "s" });
    let best = match rules.best {
        0 => "every night counted".to_string(),
        n => format!("best {} counted", nights(n)),
    };
    let min = match rules.min_nights {
        0 | 1 => "everyone ranked".to_string(),
        m => format!("ranked from {} attended", nights(m)),
    };
    format!("{best}, {min}")
}

/// A line of the terminal's table: its rank's text, the standing, and
/// (a league's) the nights attended and counted.
type Row<'a> = (String, &'a Standing, Option<(usize, usize)>);

fn table_text(head: &str, rows: &[Row]) -> String {
    let mut out = format!("{head}\n");
    if rows.is_empty() {
        out += "No finished game yet.\n";
        return out;
    }
    let width = |s: &str| s.chars().count();
    let name_w = rows
        .iter()
        .map(|(_, l, _)| width(&l.name))
        .max()
        .unwrap_or(0)
        .max(6);
    let season = rows.iter().any(|(_, _, n)| n.is_some());
    out += &format!(
        "{:>4}  {:<name_w$}  {:>5}  {:>4}  {:>6}  {:>7}  {:>9}",
        "Rank", "Player", "Games", "Wins", "Points", "Average", "Placement"
    );
    if season {
        out += &format!("  {:>6}  {:>7}", "Nights", "Counted");
    }
    out += "\n";
    for (rank, l, nights) in rows {
        let pad = name_w - width(&l.name);
        out += &format!(
            "{:>4}  {}{}  {:>5}  {:>4}  {:>6}  {:>7.2}  {:>9}",
            rank,
            l.name,
            " ".repeat(pad),
            l.games,
            l.wins,
            l.points,
            l.average(),
            crate::formats::club::placement_text(l)
        );
        if let Some((n, c)) = nights {
            out += &format!("  {n:>6}  {c:>7}");
        }
        out += "\n";
    }
    out
}

/// Runs `mextrain league set`: the arguments were checked by clap.
fn league_set(a: &LeagueSetArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league set", io) else {
        return 1;
    };
    match league::standings::set_rules(&db, &a.league, a.best, a.min_nights) {
        Ok(rules) => {
            let _ = writeln!(
                io.out,
                "League {}: {}.",
                clean_name(&a.league),
                rules_words(rules)
            );
            0
        }
        Err(e) => failed(e, io, "league set", a.data.verbose),
    }
}

/// Runs `mextrain league close` (`close`) or `league reopen`.
fn league_close(a: &LeagueNameArgs, io: &mut Io, close: bool) -> i32 {
    let cmd = if close {
        "league close"
    } else {
        "league reopen"
    };
    let Some(db) = opened(&a.data, cmd, io) else {
        return 1;
    };
    let done = if close {
        league::season::close(&db, &a.league)
    } else {
        league::season::reopen(&db, &a.league)
    };
    match done {
        Ok(league::season::Closing::Closed) => {
            let _ = writeln!(io.out, "League {}: closed.", clean_name(&a.league));
            0
        }
        Ok(league::season::Closing::Reopened) => {
            let _ = writeln!(io.out, "League {}: reopened.", clean_name(&a.league));
            0
        }
        Err(e) => failed(e, io, cmd, a.data.verbose),
    }
}

/// Runs `mextrain league ratings`.
fn league_ratings(a: &LeagueRatingsArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league ratings", io) else {
        return 1;
    };
    match league::ratings::ratings(&db, a.league.as_deref()) {
        Ok(lines) => {
            let text = if a.json {
                crate::formats::club::ratings_json(&lines) + "\n"
            } else {
                let title = match &a.league {
                    Some(l) => format!("League {}: ratings", clean_name(l)),
                    None => "Ratings over every game".to_string(),
                };
                ratings_text(&title, &lines)
            };
            let _ = write!(io.out, "{text}");
            0
        }
        Err(e) => failed(e, io, "league ratings", a.data.verbose),
    }
}

/// The ratings as a table for a terminal: rank (equal ratings share it),
/// name, rating (`mu - 3 sigma`), mu, sigma and games, two decimals.
pub fn ratings_text(title: &str, lines: &[PlayerRating]) -> String {
    let mut out = format!("{title}\n");
    if lines.is_empty() {
        out += "No finished game yet.\n";
        return out;
    }
    let width = |s: &str| s.chars().count();
    let name_w = lines
        .iter()
        .map(|l| width(&l.name))
        .max()
        .unwrap_or(0)
        .max(6);
    out += &format!(
        "{:>4}  {:<name_w$}  {:>7}  {:>6}  {:>5}  {:>5}\n",
        "Rank", "Player", "Rating", "Mu", "Sigma", "Games"
    );
    for (l, rank) in lines.iter().zip(ranks(lines)) {
        let pad = name_w - width(&l.name);
        out += &format!(
            "{:>4}  {}{}  {:>7.2}  {:>6.2}  {:>5.2}  {:>5}\n",
            rank,
            l.name,
            " ".repeat(pad),
            l.rating(),
            l.mu,
            l.sigma,
            l.games
        );
    }
    out
}

fn print_standings(a: &StandingsArgs, io: &mut Io, cmd: &str, league: bool) -> i32 {
    let Some(db) = opened(&a.data, cmd, io) else {
        return 1;
    };
    if league {
        let title = format!("League {}", clean_name(&a.key));
        let read = league::standings::rules(&db, &a.key).and_then(|rules| {
            league::standings::league_standings(&db, &a.key, a.scoring).map(|l| (rules, l))
        });
        return match read {
            Ok((rules, lines)) => {
                let text = if a.json {
                    crate::formats::club::season_json(&lines) + "\n"
                } else {
                    season_text(&title, a.scoring, rules, &lines)
                };
                let _ = write!(io.out, "{text}");
                0
            }
            Err(e) => failed(e, io, cmd, a.data.verbose),
        };
    }
    let result = night::find(&db, &a.key).and_then(|n| {
        // A night pushed by a sender may hold terminal escapes in its
        // name or date: printed cleaned, as every stored name is.
        let title = format!(
            "Night {}: {}, {}",
            n.id,
            clean_name(&n.night.name),
            clean_name(&n.night.date)
        );
        let present = night::present::present(&db, n.id)?;
        night::standings(&db, n.id, a.scoring).map(|l| (title, l, present))
    });
    match result {
        Ok((title, lines, present)) => {
            if a.json {
                let json = crate::formats::club::standings_json_at(&lines, Some(&present));
                let _ = writeln!(io.out, "{json}");
            } else {
                let _ = write!(io.out, "{}", standings_text(&title, a.scoring, &lines));
            }
            0
        }
        Err(e) => failed(e, io, cmd, a.data.verbose),
    }
}

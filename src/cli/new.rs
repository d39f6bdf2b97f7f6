//! `mextrain new`: starts a game from the command line, so that a machine
//! with no screen can host one (`mextrain serve`).
//!
//! ```text
//! mextrain new [--preset ID] [--set N] [--data-dir DIR] [--verbose] NAME...
//! mextrain new [--preset ID] [--set N] --player NAME --player NAME...
//! ```
//!
//! The players are named in seat order, clockwise. The game is made by
//! [`games::create_game`], the New game screen's action, with the preset's
//! full schedule and no house rules; each player gets their usual marker
//! colour, else the first free one. Everything is checked before the data
//! folder is opened: a refusal stores nothing.
//!
//! Exit status: 0 started, 2 bad arguments (nothing stored), 1 the data
//! could not be opened or written.

use super::data::{open, report, DataArgs};
use super::Io;
use crate::app::{games, ActionError};
use crate::rules::{GameSpec, PresetId, Rules, SpecError};

/// `mextrain new ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "Example: mextrain new Ana Ben Cy   (then `mextrain serve` hosts it for the phones)"
)]
pub struct NewArgs {
    /// The players, in seat order (clockwise)
    #[arg(value_name = "NAME")]
    pub names: Vec<String>,
    /// A player, in seat order (instead of NAME...; repeat it for each)
    #[arg(long = "player", value_name = "NAME")]
    pub player: Vec<String>,
    /// The rules: classic, hub-set, dominorules or choo-choo-sixes
    #[arg(long, value_name = "ID", default_value = "classic")]
    pub preset: String,
    /// The set's top double: 6, 9, 12, 15 or 18 (default: the preset's)
    #[arg(long, value_name = "N")]
    pub set: Option<u8>,
    #[command(flatten)]
    pub data: DataArgs,
}

/// The game `a` asks for, or what is wrong with it (in a line).
pub fn spec_of(a: &NewArgs) -> Result<GameSpec, String> {
    let names = match (a.names.is_empty(), a.player.is_empty()) {
        (false, false) => {
            return Err(
                "name the players either after the options or each with --player, not both".into(),
            )
        }
        (true, true) => {
            return Err("name the players in seat order, like: mextrain new Ana Ben Cy".into())
        }
        (false, true) => &a.names,
        (true, false) => &a.player,
    };
    let preset: PresetId = a.preset.parse().map_err(|e| format!("{e}"))?;
    let rules = Rules::preset(preset);
    let set = a.set.unwrap_or(rules.default_set);
    let players: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
    GameSpec::new(preset, set, players).map_err(|e| match e {
        SpecError::PlayerCount { got, min, max } => {
            let named = if got == 1 {
                "1 was named".to_string()
            } else {
                format!("{got} were named")
            };
            format!(
                "{preset} on a double-{set} set is for {min} to {max} players; {named} \
                 (name each player, in seat order)"
            )
        }
        SpecError::EmptyName { seat } => {
            format!(
                "player {} has an empty name: give each player a name",
                seat + 1
            )
        }
        SpecError::DuplicateName(n) => {
            format!("two players are called {n}: give each player a different name")
        }
        e => e.to_string(),
    })
}

/// Runs `mextrain new`.
pub fn new_game(a: &NewArgs, io: &mut Io) -> i32 {
    // Checked before the data folder is opened: a refusal touches nothing.
    let spec = match spec_of(a) {
        Ok(s) => s,
        Err(m) => {
            let _ = writeln!(io.err, "mextrain new: {m}");
            return 2;
        }
    };
    let db = match open(a.data.data_dir.clone()) {
        Ok(db) => db,
        Err(e) => {
            report(io, "new", &e.to_string(), e.detail(), a.data.verbose);
            return 1;
        }
    };
    let known = db.known_players().unwrap_or_default();
    let colours = games::colours_for(&known, &spec.players);
    match games::create_game(&db, &spec, &colours) {
        Ok(id) => {
            let (first, last) = (spec.schedule[0], spec.schedule[spec.schedule.len() - 1]);
            let rounds = spec.schedule.len();
            let _ = writeln!(
                io.out,
                "Game {id}: {}; {}, double-{} set, {rounds} round{} ({first}-{first} down to {last}-{last})",
                spec.players.join(", "),
                spec.preset,
                spec.set,
                if rounds == 1 { "" } else { "s" },
            );
            let _ = writeln!(
                io.out,
                "Host it for the phones at the table: mextrain serve --game {id}"
            );
            0
        }
        Err(ActionError::Store(e)) => {
            report(io, "new", &e.to_string(), e.detail(), a.data.verbose);
            1
        }
        Err(e) => {
            let _ = writeln!(io.err, "mextrain new: {e}");
            2
        }
    }
}

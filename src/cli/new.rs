//! `mextrain new`: starts a game from the command line, so that a machine
//! with no screen can host one (`mextrain serve`).
//!
//! ```text
//! mextrain new [--preset ID] [--set N] [--house KEY=VALUE]... [--schedule LIST|NAME]
//!              [--data-dir DIR] [--verbose] NAME...
//! mextrain new [--preset ID] [--set N] --player NAME --player NAME...
//! ```
//!
//! The players are named in seat order, clockwise. The game is made by
//! [`games::create_game`], the New game screen's action, with the preset's
//! full schedule and no house rules unless `--schedule` (a list of doubles
//! like `12,10,8`, or a name such as `up-and-down`: [`parse_schedule`]) and
//! `--house KEY=VALUE` (the keys of the `house` object) say otherwise; each
//! player gets their usual marker colour, else the first free one.
//! Everything is checked before the data folder is opened: a refusal stores
//! nothing.
//!
//! Exit status: 0 started, 2 bad arguments (nothing stored), 1 the data
//! could not be opened or written.

use super::data::{failed, opened, DataArgs};
use super::Io;
use crate::app::games;
use crate::rules::{parse_schedule, GameSpec, HouseRules, PresetId, Rules, SpecError};

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
    #[command(flatten)]
    pub rules: RulesArgs,
    #[command(flatten)]
    pub data: DataArgs,
}

/// The rules a game is played under (`mextrain new`, and every table of
/// `mextrain night new`).
#[derive(clap::Args, Debug)]
pub struct RulesArgs {
    /// The rules: classic, hub-set, dominorules or choo-choo-sixes
    #[arg(long, value_name = "ID", default_value = "classic")]
    pub preset: String,
    /// The set's top double: 6, 9, 12, 15 or 18 (default: the preset's)
    #[arg(long, value_name = "N")]
    pub set: Option<u8>,
    /// A house rule, like going_out_bonus=10 or tie_break=most_rounds_won
    /// (repeat it for each)
    #[arg(long, value_name = "KEY=VALUE")]
    pub house: Vec<String>,
    /// The rounds: a list of doubles like 12,10,8 (a double may come twice),
    /// or top-down, first-N, from-K, up, up-and-down, odd, even or shuffled
    /// (default: top-down)
    #[arg(long, value_name = "LIST|NAME")]
    pub schedule: Option<String>,
}

impl RulesArgs {
    /// The game these rules make for `players`, checked: `Err` for an
    /// option that cannot be read (a line naming it), `Ok(Err)` for a game
    /// the engine refuses (the caller words it).
    pub fn spec(&self, players: Vec<String>) -> Result<Result<GameSpec, SpecError>, String> {
        let preset: PresetId = self.preset.parse().map_err(|e| format!("{e}"))?;
        let set = self.set.unwrap_or(Rules::preset(preset).default_set);
        let house = HouseRules::from_pairs(self.house.iter().map(String::as_str))?;
        let schedule = match &self.schedule {
            // A shuffled order is drawn now, when the game starts.
            Some(text) if crate::rules::is_supported_set(set) => Some(
                parse_schedule(text, set, crate::app::games::schedule_seed())
                    .map_err(|e| format!("--schedule: {e}"))?,
            ),
            _ => None,
        };
        Ok(GameSpec::new(preset, set, players).and_then(|mut spec| {
            spec.house = house;
            if let Some(s) = schedule {
                spec.schedule = s;
            }
            spec.validate().map(|()| spec)
        }))
    }
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
    let players: Vec<String> = names.iter().map(|n| n.trim().to_string()).collect();
    let spec = a.rules.spec(players)?;
    let preset: PresetId = a.rules.preset.parse().map_err(|e| format!("{e}"))?;
    let set = a.rules.set.unwrap_or(Rules::preset(preset).default_set);
    spec.map_err(|e| match e {
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

/// The rounds in words: "12-12 down to 0-0" for a run down one double at a
/// time (as `mextrain new` always said), else every round's double.
pub fn schedule_words(schedule: &[u8]) -> String {
    let (first, last) = (schedule[0], schedule[schedule.len() - 1]);
    let run_down = schedule
        .iter()
        .enumerate()
        .all(|(k, &d)| first as usize >= k && d as usize == first as usize - k);
    if run_down {
        format!("{first}-{first} down to {last}-{last}")
    } else {
        let each: Vec<String> = schedule.iter().map(|d| format!("{d}-{d}")).collect();
        each.join(", ")
    }
}

/// The house rules as `--house` takes them: `going_out_bonus=10, ...`.
pub fn house_words(house: &HouseRules) -> String {
    let json = serde_json::to_value(house).unwrap_or_default();
    let pairs: Vec<String> = json
        .as_object()
        .into_iter()
        .flatten()
        .map(|(k, v)| match v {
            serde_json::Value::String(s) => format!("{k}={s}"),
            v => format!("{k}={v}"),
        })
        .collect();
    pairs.join(", ")
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
    let Some(db) = opened(&a.data, "new", io) else {
        return 1;
    };
    let known = games::known_players(&db).unwrap_or_default();
    let colours = games::colours_for(&known, &spec.players);
    match games::create_game(&db, &spec, &colours) {
        Ok(id) => {
            let rounds = spec.schedule.len();
            let _ = writeln!(
                io.out,
                "Game {id}: {}; {}, double-{} set, {rounds} round{} ({})",
                spec.players.join(", "),
                spec.preset,
                spec.set,
                if rounds == 1 { "" } else { "s" },
                schedule_words(&spec.schedule),
            );
            if !spec.house.is_empty() {
                let _ = writeln!(io.out, "House rules: {}", house_words(&spec.house));
            }
            let _ = writeln!(
                io.out,
                "Host it for the phones at the table: mextrain serve --game {id}"
            );
            0
        }
        Err(e) => failed(e, io, "new", a.data.verbose),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{NamedSchedule, TieBreak};
    use clap::Parser;

    fn args(a: &[&str]) -> NewArgs {
        #[derive(Parser)]
        struct Top {
            #[command(flatten)]
            new: NewArgs,
        }
        let mut all = vec!["mextrain"];
        all.extend(a);
        Top::try_parse_from(all).unwrap().new
    }

    #[test]
    fn new_takes_house_rules_and_a_schedule_by_list_or_by_name() {
        let spec = spec_of(&args(&[
            "--house",
            "going_out_bonus=10",
            "--house",
            "tie_break=most_rounds_won",
            "--schedule",
            "up-and-down",
            "Ana",
            "Ben",
        ]))
        .unwrap();
        assert_eq!(spec.house.going_out_bonus, Some(10));
        assert_eq!(spec.house.tie_break, Some(TieBreak::MostRoundsWon));
        assert_eq!(
            spec.schedule,
            NamedSchedule::UpAndDown.doubles(12, 0).unwrap()
        );
        assert_eq!(
            house_words(&spec.house),
            "going_out_bonus=10, tie_break=most_rounds_won"
        );
        let spec = spec_of(&args(&["--schedule", "12,12, 3", "Ana", "Ben"])).unwrap();
        assert_eq!(spec.schedule, [12, 12, 3]);
        assert_eq!(schedule_words(&spec.schedule), "12-12, 12-12, 3-3");
        let spec = spec_of(&args(&["--schedule", "first-4", "Ana", "Ben"])).unwrap();
        assert_eq!(schedule_words(&spec.schedule), "12-12 down to 9-9");
        let spec = spec_of(&args(&[
            "--preset",
            "choo-choo-sixes",
            "--schedule",
            "shuffled",
            "Ana",
            "Ben",
        ]))
        .unwrap();
        let mut sorted = spec.schedule.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, [0, 1, 2, 3, 4, 5, 6]);
        // Without them: what `new` always made.
        let spec = spec_of(&args(&["Ana", "Ben"])).unwrap();
        assert!(spec.house.is_empty());
        assert_eq!(schedule_words(&spec.schedule), "12-12 down to 0-0");
        assert_eq!(schedule_words(&[5]), "5-5 down to 5-5");
    }

    #[test]
    fn new_refuses_bad_house_rules_and_schedules_naming_them() {
        for (a, says) in [
            (vec!["--house", "bonus=1"], "unknown house rule 'bonus'"),
            (
                vec!["--house", "going_out_bonus=500"],
                "house rule going_out_bonus: the going-out bonus is 0 to 100 points, not 500",
            ),
            (
                vec![
                    "--preset",
                    "choo-choo-sixes",
                    "--house",
                    "open_marker_penalty=5",
                ],
                "needs markers: Choo Choo Sixes has no markers",
            ),
            (
                vec!["--schedule", "13,12"],
                "--schedule: round double 13-13 is not in a double-12 set",
            ),
            (
                vec!["--schedule", "sideways"],
                "--schedule: unknown schedule 'sideways'",
            ),
            (
                vec!["--schedule", "first-0"],
                "--schedule: this set gives 1 to 13 rounds here, not 0",
            ),
        ] {
            let mut all = a.clone();
            all.extend(["Ana", "Ben"]);
            let e = spec_of(&args(&all)).unwrap_err();
            assert!(e.contains(says), "{a:?}: {e}");
        }
    }
}

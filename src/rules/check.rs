//! The one-call API for apps: judge a whole table file.
//!
//! ```
//! use mextrain::rules::check;
//! let report = check(r#"{
//!   "players": ["Ana", "Ben"],
//!   "hands": {"Ana": ["12-5", "5-5"], "Ben": ["9-4"]},
//!   "boneyard": 10,
//!   "moves": [
//!     {"player": "Ana", "play": "12-5", "on": "Ana"},
//!     {"player": "Ben", "play": "9-4", "on": "mexican"}
//!   ]
//! }"#).unwrap();
//! assert!(report.moves[0].legal);
//! assert_eq!(report.moves[1].rule.map(|r| r.as_str()), Some("no-match"));
//! assert_eq!(report.turn, "Ben");
//! ```

use super::setup::{parse_setup, InputError, MoveSetup, TableSetup};
use super::table::{RoundEnd, Table};
use super::verdict::{Reason, RuleId};
use serde::ser::SerializeMap;
use serde::{Serialize, Serializer};

/// The verdict on one move.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveVerdict {
    /// The move's index in `moves`.
    pub index: usize,
    /// Whether it is legal.
    pub legal: bool,
    /// The rule it breaks, when illegal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rule: Option<RuleId>,
    /// Why, when illegal.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub reason: Option<String>,
    /// The preset's rule in plain words, when illegal (not in `check --json`).
    #[serde(skip)]
    pub summary: Option<String>,
    /// Why, without words (for the screens' other languages; not in
    /// `check --json`).
    #[serde(skip)]
    pub why: Option<Reason>,
}

/// The round's state in a report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RoundReport {
    /// Whether the round is over.
    pub over: bool,
    /// How it ended.
    pub how: Option<RoundEnd>,
    /// Points per player name, in seat order (negative for a player who
    /// went out under a going-out bonus).
    pub points: Vec<(String, i32)>,
    /// Every player with the lowest points.
    pub winners: Vec<String>,
}

impl Serialize for RoundReport {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        struct Points<'a>(&'a [(String, i32)]);
        impl Serialize for Points<'_> {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                let mut m = s.serialize_map(Some(self.0.len()))?;
                for (k, v) in self.0 {
                    m.serialize_entry(k, v)?;
                }
                m.end()
            }
        }
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("over", &self.over)?;
        if self.over {
            m.serialize_entry("how", &self.how)?;
            m.serialize_entry("points", &Points(&self.points))?;
            m.serialize_entry("winners", &self.winners)?;
        }
        m.end()
    }
}

/// What `check` finds: a verdict per move judged (it stops at the first
/// illegal one) and the state after the last legal move. Serializes to the
/// `check --json` shape of `table-file.md`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct CheckReport {
    /// Verdicts, in order, up to the first illegal move.
    pub moves: Vec<MoveVerdict>,
    /// Whose turn it is.
    pub turn: String,
    /// The train with an uncovered double (the first, if several), or null.
    pub open_double: Option<String>,
    /// Players whose marker is up.
    pub markers: Vec<String>,
    /// The round.
    pub round: RoundReport,
}

impl CheckReport {
    /// Whether every move is legal.
    pub fn all_legal(&self) -> bool {
        self.moves.iter().all(|m| m.legal)
    }
}

/// Judges a table file given as JSON text: see [`check_setup`].
pub fn check(setup_json: &str) -> Result<CheckReport, InputError> {
    check_setup(&parse_setup(setup_json)?)
}

/// Judges the moves of a table file in order, stopping at the first illegal
/// one, and reports the state after the last legal move.
pub fn check_setup(setup: &TableSetup) -> Result<CheckReport, InputError> {
    let mut table = Table::from_setup(setup)?;
    let moves = check_moves(&mut table, &setup.moves, 0);
    Ok(report(&table, moves))
}

/// Judges `moves` on `table` in order, making the legal ones, up to and
/// including the first illegal one (or one whose player or train the table
/// does not have). Verdicts are numbered from `first`.
pub fn check_moves(table: &mut Table, moves: &[MoveSetup], first: usize) -> Vec<MoveVerdict> {
    let mut out = Vec::new();
    for (k, ms) in moves.iter().enumerate() {
        let index = first + k;
        let Some((seat, m)) = table.resolve(ms) else {
            break;
        };
        match table.play(seat, m) {
            Ok(()) => out.push(MoveVerdict {
                index,
                legal: true,
                rule: None,
                reason: None,
                summary: None,
                why: None,
            }),
            Err(err) => {
                out.push(MoveVerdict {
                    index,
                    legal: false,
                    rule: Some(err.rule),
                    summary: Some(err.rule.summary(table.rules())),
                    reason: Some(err.reason),
                    why: Some(table.why(seat, m, err.rule)),
                });
                break;
            }
        }
    }
    out
}

/// The report of a table's state with these verdicts.
pub fn report(table: &Table, moves: Vec<MoveVerdict>) -> CheckReport {
    let st = table.status();
    CheckReport {
        moves,
        turn: table.name(table.turn()).to_string(),
        open_double: table.open_double().map(|t| table.train_name(t).to_string()),
        markers: table.markers().map(|s| table.name(s).to_string()).collect(),
        round: RoundReport {
            over: st.over,
            how: st.how,
            points: st
                .points
                .iter()
                .map(|&(s, p)| (table.name(s).to_string(), p))
                .collect(),
            winners: st
                .winners
                .iter()
                .map(|&s| table.name(s).to_string())
                .collect(),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn json_shape_matches_the_spec() {
        let r = check(r#"{"players": ["Ana", "Ben"], "hands": {"Ana": ["1-2"], "Ben": ["3-4"]}, "boneyard": 0}"#).unwrap();
        let v = serde_json::to_value(&r).unwrap();
        assert_eq!(
            v,
            serde_json::json!({"moves": [], "turn": "Ana", "open_double": null, "markers": [],
                "round": {"over": true, "how": "blocked", "points": {"Ana": 3, "Ben": 7}, "winners": ["Ana"]}})
        );
    }

    #[test]
    fn a_round_over_counts_under_the_house_scoring_rules() {
        // Ana lays her last tile; Ben's marker is up and he holds 5-5;
        // Cleo holds 1-2.
        let file = r#"{"players": ["Ana", "Ben", "Cleo"],
            "house": {"doubles_count_double": true, "going_out_bonus": 10, "open_marker_penalty": 5},
            "trains": {"Ana": {"tiles": ["12-3"]}, "Ben": {"tiles": [], "marker": true}},
            "hands": {"Ana": ["3-4"], "Ben": ["5-5"], "Cleo": ["1-2"]},
            "moves": [{"player": "Ana", "play": "3-4", "on": "Ana"}]}"#;
        let r = check(file).unwrap();
        assert!(r.round.over);
        let points: Vec<(&str, i32)> = r
            .round
            .points
            .iter()
            .map(|(n, p)| (n.as_str(), *p))
            .collect();
        assert_eq!(points, [("Ana", -10), ("Ben", 25), ("Cleo", 3)]);
        assert_eq!(r.round.winners, ["Ana"]);
        // Without the house rules: as before.
        let plain = file.replace(
            r#""doubles_count_double": true, "going_out_bonus": 10, "open_marker_penalty": 5"#,
            "",
        );
        let r = check(&plain).unwrap();
        let points: Vec<i32> = r.round.points.iter().map(|(_, p)| *p).collect();
        assert_eq!(points, [0, 10, 3]);
    }
}

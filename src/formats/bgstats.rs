//! BG Stats plays: the JSON the BG Stats app imports, for finished games.

use super::json::pretty;
use super::{local_time, ExportedGame, DATE_TIME};
use serde_json::{json, Value};

/// A finished game as a BG Stats play; `None` for a game not finished.
pub fn play(g: &ExportedGame) -> Option<Value> {
    let finished = g.finished_at?;
    let sheet = g.sheet();
    let standings = sheet.standings();
    let totals = sheet.totals();
    let players: Vec<Value> = sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| {
            json!({
                "name": name,
                "score": totals[s],
                "winner": standings.iter().any(|&(rank, seat, _)| seat == s && rank == 1),
                "startPlayer": g.first_starter == Some(s),
            })
        })
        .collect();
    Some(json!({
        "sourceName": "mextrain",
        "sourcePlayId": g.uid,
        "playDate": local_time(g.started_at, DATE_TIME),
        "durationMin": (finished - g.started_at).max(0) / 60,
        "game": { "name": "Mexican Train", "highestWins": false, "noPoints": false },
        "players": players,
    }))
}

/// The plays of the finished games among `games`, as a list.
pub fn plays<'a>(games: impl IntoIterator<Item = &'a ExportedGame>) -> Value {
    games
        .into_iter()
        .filter_map(play)
        .collect::<Vec<_>>()
        .into()
}

/// `play` or `plays` as the text of a file.
pub fn to_text(v: &Value) -> String {
    pretty(v)
}

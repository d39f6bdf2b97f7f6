//! BG Stats plays: the JSON the BG Stats app imports, for finished games,
//! in the shape of its "push plays from other apps" link
//! (<https://www.bgstatsapp.com/support/push-plays-to-bg-stats-from-other-apps-or-websites/>):
//! the file `export --format bgstats` writes, and the data of
//! [`super::share::bgstats_link`]. `sourcePlayId` is the game's uid, so a
//! play sent twice is known again.

use super::json::pretty;
use super::{local_time, ExportedGame, DATE_TIME};
use serde_json::{json, Value};

/// A finished game as a BG Stats play; `None` for a game not finished.
/// The winners follow the game's tie-break (`tie_break`): a tie for the
/// lowest total is shared only where the game shares it.
pub fn play(g: &ExportedGame) -> Option<Value> {
    let finished = g.finished_at?;
    let sheet = g.sheet();
    let winners = sheet.winners();
    let totals = sheet.totals();
    let standings = sheet.standings();
    let rank = |s: usize| standings.iter().find(|r| r.1 == s).map_or(0, |r| r.0);
    let players: Vec<Value> = sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| {
            json!({
                "name": name,
                "score": totals[s],
                "winner": winners.contains(&s),
                "startPlayer": g.first_starter == Some(s),
                "rank": rank(s),
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::json::sample;
    use crate::rules::{RoundEntry, RoundOutcome, TieBreak};

    /// Ana and Ben tied on 12 after three blocked rounds; Ben won two, Ana
    /// the last.
    fn tied(tie: Option<TieBreak>) -> ExportedGame {
        let mut g = sample(&["Ana", "Ben"], Some(&[0, 0]));
        g.spec.house.tie_break = tie;
        g.spec.schedule = vec![12, 11, 10];
        let r = |engine, points: Vec<i32>| RoundEntry {
            engine,
            starter: 0,
            end: RoundOutcome::Blocked,
            points,
            tiles: vec![None, None],
            markers_up: vec![],
        };
        g.rounds = vec![r(12, vec![6, 5]), r(11, vec![6, 5]), r(10, vec![0, 2])];
        g
    }

    fn winners(v: &Value) -> Vec<bool> {
        v["players"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| p["winner"].as_bool().unwrap())
            .collect()
    }

    #[test]
    fn the_winner_follows_the_tie_break_and_scores_may_be_negative() {
        assert_eq!(winners(&play(&tied(None)).unwrap()), [true, true]);
        let most = play(&tied(Some(TieBreak::MostRoundsWon))).unwrap();
        assert_eq!(winners(&most), [false, true]);
        assert_eq!(most["players"][0]["score"], 12);
        // Ben wins the tie: rank 1; Ana, on the same total, ranks second.
        assert_eq!(most["players"][1]["rank"], 1);
        assert_eq!(most["players"][0]["rank"], 2);
        let shared = play(&tied(None)).unwrap();
        assert_eq!(shared["players"][0]["rank"], 1);
        assert_eq!(shared["players"][1]["rank"], 1);
        let last = play(&tied(Some(TieBreak::LowestLastRound))).unwrap();
        assert_eq!(winners(&last), [true, false]);
        let mut below = tied(None);
        below.rounds[0].points = vec![-10, 5];
        below.rounds[0].end = RoundOutcome::Out(0);
        let v = play(&below).unwrap();
        assert_eq!(v["players"][0]["score"], -4);
        assert_eq!(winners(&v), [true, false]);
    }
}

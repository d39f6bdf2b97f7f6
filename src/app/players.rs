//! The same person across nights and machines (issue 33): the organizer
//! renames a player everywhere, merges two names that are one person
//! ("Marie" and "Marie T."), and takes a merge back. Each is one user
//! action, one transaction ([`Db::write`]); a refusal changes nothing.
//!
//! A rename changes the name every game of that player shows and exports
//! (the games point to one player row). A merge changes no game: it is
//! recorded on this machine, and the league's and night's standings and
//! the statistics count the merged name's games as the other name's. The
//! games keep the name they were played under, in the history and in
//! their export, so a merge can be taken back and an exported game stays
//! what it was (the same `uid`, the same contents).

use crate::db::{Db, DbError, GameId};
use crate::i18n::{english_fmt, Message, Said};
use crate::rules::{clean_name, COMMUNITY_KEY};
use std::fmt;

/// Why a rename, a merge or an undo was refused (nothing was changed).
#[derive(Debug)]
#[non_exhaustive]
pub enum PlayerError {
    /// The new name is empty (once cleaned).
    EmptyName,
    /// The name is the community train's.
    Reserved(String),
    /// Nobody is stored under this name.
    Unknown(String),
    /// Another player has this name already.
    Taken(String),
    /// The player sits in a game being played.
    Playing(String, GameId),
    /// A name merged into itself.
    SameName(String),
    /// The name is merged already (into the second).
    MergedAlready(String, String),
    /// The name has other names merged into it.
    HasMerges(String),
    /// The two names played the same game: two people.
    PlayedTogether(String, String, GameId),
    /// The name is not merged.
    NotMerged(String),
    /// Storage failed; nothing was saved.
    Store(DbError),
}

impl Message for PlayerError {
    fn said(&self) -> Said {
        match self {
            PlayerError::EmptyName => Said::new("player-error-empty"),
            PlayerError::Reserved(n) => Said::new("player-error-reserved").arg("name", n),
            PlayerError::Unknown(n) => Said::new("player-error-unknown").arg("name", n),
            PlayerError::Taken(n) => Said::new("player-error-taken").arg("name", n),
            PlayerError::Playing(n, g) => Said::new("player-error-playing")
                .arg("name", n)
                .arg("game", *g),
            PlayerError::SameName(n) => Said::new("player-error-same").arg("name", n),
            PlayerError::MergedAlready(n, into) => Said::new("player-error-merged")
                .arg("name", n)
                .arg("into", into),
            PlayerError::HasMerges(n) => Said::new("player-error-has-merges").arg("name", n),
            PlayerError::PlayedTogether(a, b, g) => Said::new("player-error-together")
                .arg("name", a)
                .arg("other", b)
                .arg("game", *g),
            PlayerError::NotMerged(n) => Said::new("player-error-not-merged").arg("name", n),
            PlayerError::Store(e) => e.said(),
        }
    }

    fn samples() -> Vec<PlayerError> {
        let n = || "Marie T.".to_string();
        vec![
            PlayerError::EmptyName,
            PlayerError::Reserved(n()),
            PlayerError::Unknown(n()),
            PlayerError::Taken(n()),
            PlayerError::Playing(n(), 4),
            PlayerError::SameName(n()),
            PlayerError::MergedAlready(n(), "Marie".into()),
            PlayerError::HasMerges(n()),
            PlayerError::PlayedTogether(n(), "Marie".into(), 3),
            PlayerError::NotMerged(n()),
            PlayerError::Store(DbError::DiskFull),
        ]
    }
}

impl fmt::Display for PlayerError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for PlayerError {}

impl From<DbError> for PlayerError {
    fn from(e: DbError) -> PlayerError {
        PlayerError::Store(e)
    }
}

/// The result of a rename, a merge or an undo.
pub type PlayerOutcome<T> = Result<T, PlayerError>;

/// Renames the player `old` to `new` everywhere (every game, the
/// standings, the statistics, later exports); the name kept (cleaned).
/// Refused: an empty or reserved name, a name another player has (merge
/// them instead), a player in a game being played (its table's state
/// names its seats).
pub fn rename_player(db: &Db, old: &str, new: &str) -> PlayerOutcome<String> {
    let new = clean_name(new);
    if new.is_empty() {
        return Err(PlayerError::EmptyName);
    }
    if new.eq_ignore_ascii_case(COMMUNITY_KEY) {
        return Err(PlayerError::Reserved(new));
    }
    db.write(|tx| {
        let Some((id, name)) = tx.player_named(old.trim())? else {
            return Err(PlayerError::Unknown(old.trim().to_string()));
        };
        if let Some((other, taken)) = tx.player_named(&new)? {
            if other != id {
                return Err(PlayerError::Taken(taken));
            }
        }
        if let Some(game) = tx.unfinished_game_of(id)? {
            return Err(PlayerError::Playing(name, game));
        }
        tx.rename_player(id, &new)?;
        Ok(new)
    })
}

/// Merges the name `from` into `into`: one person, counted as `into` in
/// the standings and statistics. Refused: the same name, an unknown name,
/// `from` merged already, `into` merged itself (merge into the name it is
/// merged into), `from` with names merged into it, two names that played
/// the same game.
pub fn merge_players(db: &Db, from: &str, into: &str) -> PlayerOutcome<()> {
    db.write(|tx| {
        let Some((a, a_name)) = tx.player_named(from.trim())? else {
            return Err(PlayerError::Unknown(from.trim().to_string()));
        };
        let Some((b, b_name)) = tx.player_named(into.trim())? else {
            return Err(PlayerError::Unknown(into.trim().to_string()));
        };
        if a == b {
            return Err(PlayerError::SameName(a_name));
        }
        if let Some(other) = tx.merged_into(a)? {
            return Err(PlayerError::MergedAlready(a_name, other));
        }
        if let Some(other) = tx.merged_into(b)? {
            return Err(PlayerError::MergedAlready(b_name, other));
        }
        if !tx.merged_from(a)?.is_empty() {
            return Err(PlayerError::HasMerges(a_name));
        }
        if let Some(game) = tx.played_together(a, b)? {
            return Err(PlayerError::PlayedTogether(a_name, b_name, game));
        }
        tx.merge_player(a, b, crate::db::now())?;
        Ok(())
    })
}

/// Takes back the merge of `name`: its games count as its own again. The
/// name it was merged into.
pub fn unmerge_player(db: &Db, name: &str) -> PlayerOutcome<String> {
    db.write(|tx| {
        let Some((id, stored)) = tx.player_named(name.trim())? else {
            return Err(PlayerError::Unknown(name.trim().to_string()));
        };
        let Some(into) = tx.merged_into(id)? else {
            return Err(PlayerError::NotMerged(stored));
        };
        tx.unmerge_player(id)?;
        Ok(into)
    })
}

/// A player as the rename and merge screen shows it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerNames {
    /// The name, as stored.
    pub name: String,
    /// The name it is merged into, if it is.
    pub merged_into: Option<String>,
    /// The names merged into it.
    pub merged_from: Vec<String>,
    /// The names it could be merged into: every other player not merged.
    pub others: Vec<String>,
}

/// `name`'s merges, and the names it could be merged into.
pub fn player_names(db: &Db, name: &str) -> PlayerOutcome<PlayerNames> {
    let merges = db.merges()?;
    let all = db.all_player_names()?;
    let Some(stored) = all.iter().find(|n| *n == name.trim()).cloned() else {
        return Err(PlayerError::Unknown(name.trim().to_string()));
    };
    let mut others: Vec<String> = all
        .into_iter()
        .filter(|n| *n != stored && !merges.iter().any(|(m, _)| m == n))
        .collect();
    crate::rules::order::sort_by_key(&mut others, |n| crate::i18n::lowercase(n));
    Ok(PlayerNames {
        merged_into: merges
            .iter()
            .find(|(m, _)| *m == stored)
            .map(|(_, i)| i.clone()),
        merged_from: merges
            .iter()
            .filter(|(_, i)| *i == stored)
            .map(|(m, _)| m.clone())
            .collect(),
        name: stored,
        others,
    })
}

/// Refuses seating two names that are one person (one merged into the
/// other) at one game: they would count twice. The names are checked as
/// given, after cleaning.
pub fn check_one_seat_each(db: &Db, names: &[String]) -> crate::app::Outcome<()> {
    let merges = db.merges()?;
    let person = |n: &str| {
        merges
            .iter()
            .find(|(m, _)| m == n)
            .map_or(n.to_string(), |(_, into)| into.clone())
    };
    for (k, a) in names.iter().enumerate() {
        for b in &names[..k] {
            if person(a) == person(b) {
                return Err(crate::app::ActionError::NotNow(
                    Said::new("now-same-person")
                        .arg("name", a.as_str())
                        .arg("other", b.as_str()),
                ));
            }
        }
    }
    Ok(())
}

/// Every merge: the merged name and the name it counts as.
pub fn merges(db: &Db) -> PlayerOutcome<Vec<(String, String)>> {
    Ok(db.merges()?)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games;
    use crate::app::night::{self, NightPlan};
    use crate::rules::club::Scoring;
    use crate::rules::{GameSpec, PlayerInput, PresetId, RoundInput};

    const LEAGUE: &str = "Autumn 2026";

    fn plan(date: &str, players: &[&str]) -> NightPlan {
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12];
        NightPlan {
            name: "Tuesday club".into(),
            date: date.into(),
            league: Some(LEAGUE.into()),
            rules,
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: players.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// A night of one-round games, seated by hand: each table's players
    /// and points (0 goes out).
    fn night(db: &Db, date: &str, tables: &[&[(&str, i32)]]) {
        let names: Vec<&str> = tables.iter().flat_map(|t| t.iter().map(|p| p.0)).collect();
        let seats: Vec<Vec<String>> = tables
            .iter()
            .map(|t| t.iter().map(|p| p.0.to_string()).collect())
            .collect();
        let s = night::new_night_seated(db, &plan(date, &names), &seats).unwrap();
        for (t, table) in s.tables.iter().zip(tables) {
            let input = RoundInput {
                starter: Some(0),
                blocked: false,
                players: table
                    .iter()
                    .map(|&(_, p)| PlayerInput {
                        out: p == 0,
                        total: (p != 0).then(|| p.to_string()),
                        ..Default::default()
                    })
                    .collect(),
                markers_up: vec![],
            };
            assert!(games::record_round(db, t.game, &input)
                .unwrap()
                .finished
                .is_some());
        }
    }

    /// Two hand-counted nights. Night 1: Ana 0, Ben 10; Cy 0, Marie 6.
    /// Night 2, one table of four: Marie T. 0, Ana 5, Ben 5, Cy 5 (three
    /// tied second: (3+2+1)/3 = 2 placement points each).
    fn season() -> Db {
        let db = Db::open_in_memory().unwrap();
        night(
            &db,
            "2026-11-24",
            &[&[("Ana", 0), ("Ben", 10)], &[("Cy", 0), ("Marie", 6)]],
        );
        night(
            &db,
            "2026-12-01",
            &[&[("Marie T.", 0), ("Ana", 5), ("Ben", 5), ("Cy", 5)]],
        );
        db
    }

    /// Each line: name, games, wins, points, placement, rank.
    type Line = (String, usize, usize, i64, f64, usize);

    fn lines(db: &Db, scoring: Scoring) -> Vec<Line> {
        crate::app::league::standings::league_standings(db, LEAGUE, scoring)
            .unwrap()
            .into_iter()
            .map(|s| s.line)
            .map(|s| {
                (
                    s.name.clone(),
                    s.games,
                    s.wins,
                    s.points,
                    s.placement(),
                    s.rank,
                )
            })
            .collect()
    }

    fn l(name: &str, games: usize, wins: usize, points: i64, pl: f64, rank: usize) -> Line {
        (name.to_string(), games, wins, points, pl, rank)
    }

    /// By hand, before any merge: Ana 2 games, 1 win, 5 points (2.5 a
    /// game), 2 + 2 placement; Ben 2, 0, 15 (7.5), 1 + 2; Cy as Ana; Marie
    /// 1, 0, 6, 1; Marie T. 1, 1, 0, 4.
    fn unmerged(scoring: Scoring) -> Vec<Line> {
        let (ana, cy) = (l("Ana", 2, 1, 5, 4.0, 0), l("Cy", 2, 1, 5, 4.0, 0));
        let (ben, marie, t) = (
            l("Ben", 2, 0, 15, 3.0, 0),
            l("Marie", 1, 0, 6, 1.0, 0),
            l("Marie T.", 1, 1, 0, 4.0, 0),
        );
        let ranked = |v: Vec<(Line, usize)>| -> Vec<Line> {
            v.into_iter()
                .map(|(mut line, rank)| {
                    line.5 = rank;
                    line
                })
                .collect()
        };
        match scoring {
            // Lowest average: Marie T. 0; Ana and Cy 2.5 (shared); Marie 6; Ben 7.5.
            Scoring::Points => ranked(vec![(t, 1), (ana, 2), (cy, 2), (marie, 4), (ben, 5)]),
            // Most placement: Marie T., Ana, Cy on 4 (Marie T.'s average is
            // lower); Ben 3; Marie 1.
            Scoring::Placement => ranked(vec![(t, 1), (ana, 2), (cy, 2), (ben, 4), (marie, 5)]),
            // Most wins: Marie T., Ana, Cy on 1, by average; then Marie, Ben.
            Scoring::Wins => ranked(vec![(t, 1), (ana, 2), (cy, 2), (marie, 4), (ben, 5)]),
        }
    }

    #[test]
    fn a_merge_counts_in_the_standings_under_each_scoring_and_undoes() {
        let db = season();
        for s in Scoring::ALL {
            assert_eq!(lines(&db, s), unmerged(s), "{s}");
        }
        merge_players(&db, "Marie T.", "Marie").unwrap();
        // Marie is now 2 games, 1 win, 6 points (3 a game), 1 + 4 placement.
        let marie = l("Marie", 2, 1, 6, 5.0, 0);
        let (ana, cy, ben) = (
            l("Ana", 2, 1, 5, 4.0, 0),
            l("Cy", 2, 1, 5, 4.0, 0),
            l("Ben", 2, 0, 15, 3.0, 0),
        );
        let with = |v: [(&Line, usize); 4]| -> Vec<Line> {
            v.into_iter()
                .map(|(line, rank)| {
                    let mut line = line.clone();
                    line.5 = rank;
                    line
                })
                .collect()
        };
        assert_eq!(
            lines(&db, Scoring::Points),
            with([(&ana, 1), (&cy, 1), (&marie, 3), (&ben, 4)])
        );
        assert_eq!(
            lines(&db, Scoring::Placement),
            with([(&marie, 1), (&ana, 2), (&cy, 2), (&ben, 4)])
        );
        assert_eq!(
            lines(&db, Scoring::Wins),
            with([(&ana, 1), (&cy, 1), (&marie, 3), (&ben, 4)])
        );
        // The League page and the player's page count the merge too.
        let view = crate::app::league::standings::league(&db, LEAGUE, Scoring::Points).unwrap();
        assert_eq!(view.attendance("Marie"), 2);
        assert_eq!(view.attendance("Marie T."), 0);
        let played = crate::app::league::standings::league_player(&db, LEAGUE, "Marie").unwrap();
        assert_eq!(
            played.iter().map(|g| (g.total, g.won)).collect::<Vec<_>>(),
            [(6, false), (0, true)]
        );
        // So do the statistics.
        let stats = db.player_stats(None).unwrap();
        let marie = stats.iter().find(|p| p.name == "Marie").unwrap();
        assert_eq!((marie.games, marie.wins, marie.points), (2, 1, 6));
        assert!(stats.iter().all(|p| p.name != "Marie T."));
        assert_eq!(db.player_results("Marie").unwrap().len(), 2);
        assert_eq!(db.head_to_head("Marie", "Ana").unwrap().games, 1);
        // The games keep the name they were played under, in their export.
        let file = crate::app::files::export_json(&db, None).unwrap();
        assert!(file
            .games
            .iter()
            .any(|g| g.spec.players.contains(&"Marie T.".to_string())));
        let names = player_names(&db, "Marie").unwrap();
        assert_eq!(names.merged_from, ["Marie T."]);
        assert_eq!(names.others, ["Ana", "Ben", "Cy"]);
        // Taken back: as before the merge.
        assert_eq!(unmerge_player(&db, "Marie T.").unwrap(), "Marie");
        for s in Scoring::ALL {
            assert_eq!(lines(&db, s), unmerged(s), "{s}");
        }
        assert_eq!(db.player_stats(None).unwrap().len(), 5);
    }

    /// What a refusal must leave as it was.
    fn snapshot(db: &Db) -> (Vec<String>, Vec<(String, String)>, Vec<Line>) {
        (
            db.all_player_names().unwrap(),
            db.merges().unwrap(),
            lines(db, Scoring::Points),
        )
    }

    #[test]
    fn every_refusal_says_why_and_changes_nothing() {
        let db = season();
        merge_players(&db, "Marie T.", "Marie").unwrap();
        let before = snapshot(&db);
        let rename = |from: &str, to: &str| rename_player(&db, from, to).map(drop);
        let merge = |from: &str, into: &str| merge_players(&db, from, into);
        for (refused, want) in [
            (rename("Ana", " \t"), "The new name is empty."),
            (rename("Ana", "ben"), "Ben is another player's name"),
            (rename("Zoe", "Zed"), "no player named Zoe"),
            (rename("Ana", "Mexican"), "community train"),
            (merge("Ana", "ana"), "Ana cannot be merged into itself"),
            (merge("Ana", "Ben"), "Ana and Ben played game 1 together"),
            (
                merge("Marie T.", "Cy"),
                "Marie T. is merged into Marie already",
            ),
            (
                merge("Cy", "Marie T."),
                "Marie T. is merged into Marie already",
            ),
            (merge("Marie", "Ben"), "Names are merged into Marie"),
            // Marie T. played with Ana, and counts as Marie now.
            (
                merge("Ana", "Marie"),
                "Ana and Marie played game 3 together",
            ),
            (unmerge_player(&db, "Cy").map(drop), "Cy is not merged"),
        ] {
            let said = refused.unwrap_err().to_string();
            assert!(said.contains(want), "{said} should say {want}");
        }
        assert_eq!(snapshot(&db), before);
        // A player at an unfinished game keeps its name until it is over.
        let mut p = plan("2026-12-08", &["Ana", "Ben"]);
        p.league = None;
        night::new_night(&db, &p, 1).unwrap();
        let e = rename_player(&db, "Ana", "Anna").unwrap_err().to_string();
        assert!(e.contains("Ana is playing game 4"), "{e}");
        assert_eq!(db.all_player_names().unwrap(), before.0);
    }

    #[test]
    fn a_rename_changes_the_name_everywhere() {
        let db = season();
        let before =
            serde_json::to_string(&crate::app::files::export_json(&db, None).unwrap()).unwrap();
        merge_players(&db, "Marie T.", "Marie").unwrap();
        // Its own name in another case is no clash.
        assert_eq!(rename_player(&db, "ben", "  BEN ").unwrap(), "BEN");
        assert_eq!(rename_player(&db, "BEN", "Benoît").unwrap(), "Benoît");
        assert_eq!(
            rename_player(&db, "Marie", "Marie Tremblay").unwrap(),
            "Marie Tremblay"
        );
        let names: Vec<String> = lines(&db, Scoring::Points)
            .into_iter()
            .map(|l| l.0)
            .collect();
        assert_eq!(names, ["Ana", "Cy", "Marie Tremblay", "Benoît"]);
        // The merge follows the renamed player.
        assert_eq!(
            db.merges().unwrap(),
            [("Marie T.".into(), "Marie Tremblay".into())]
        );
        let g = db.game(1).unwrap();
        assert_eq!(g.sheet.spec.players, ["Ana", "Benoît"]);
        let file = crate::app::files::export_json(&db, Some(1)).unwrap();
        assert_eq!(file.games[0].spec.players, ["Ana", "Benoît"]);
        // A file from before the rename (another machine's) is the same
        // games: each is there once, and nothing is refused or renamed back.
        let r = crate::app::files::import(&db, crate::app::files::Source::Text(&before)).unwrap();
        assert_eq!((r.imported, r.skipped), (0, 3));
        assert_eq!(db.game(1).unwrap().sheet.spec.players, ["Ana", "Benoît"]);
    }

    #[test]
    fn one_person_under_two_merged_names_sits_once_and_counts_once() {
        let db = season();
        merge_players(&db, "Marie T.", "Marie").unwrap();
        let before = snapshot(&db);
        let games_before = crate::app::files::export_json(&db, None)
            .unwrap()
            .games
            .len();
        // A game or a night seating both: refused, nothing stored.
        let spec = GameSpec::new(
            PresetId::Classic,
            12,
            vec!["Marie".into(), "Marie T.".into()],
        )
        .unwrap();
        let e = games::create_game(&db, &spec, &["#e6194b".into(), "#3cb44b".into()]).unwrap_err();
        assert_eq!(
            e.to_string(),
            "Marie T. and Marie are one person (their names were merged): seat them once, or undo the merge on the league player's page"
        );
        let e = night::new_night_seated(
            &db,
            &plan("2026-12-08", &["Marie", "Marie T.", "Ben"]),
            &[vec!["Marie".into(), "Ben".into(), "Marie T.".into()]],
        )
        .unwrap_err();
        assert!(e.to_string().contains("are one person"), "{e}");
        assert_eq!(
            crate::app::files::export_json(&db, None)
                .unwrap()
                .games
                .len(),
            games_before
        );
        assert_eq!(snapshot(&db), before);
        // A game from a machine without the merge seats both (two people
        // there): each counts once there, the later seat under its own name.
        let other = Db::open_in_memory().unwrap();
        night(&other, "2026-12-15", &[&[("Marie", 0), ("Marie T.", 7)]]);
        let text =
            crate::app::files::export_text(&other, crate::app::files::ExportFormat::Json, None)
                .unwrap();
        crate::app::files::import(&db, crate::app::files::Source::Text(&text)).unwrap();
        let lines =
            crate::app::league::standings::league_standings(&db, LEAGUE, Scoring::Points).unwrap();
        let line = |n: &str| {
            lines
                .iter()
                .find(|l| l.line.name == n)
                .map(|l| (l.line.games, l.line.points))
        };
        // Marie: night 1 (6), night 2 as Marie T. (0), night 3 (0).
        assert_eq!(line("Marie"), Some((3, 6)));
        assert_eq!(line("Marie T."), Some((1, 7)));
    }
}

//! Who is present at a club night (`shared/spec/club.md`, "Arrivals,
//! departures and fresh tables"): players who arrive late or come back,
//! players who leave (from the next game on, or now: their table's game
//! ends with the round being played), and a table's game ended where it
//! stands (a walk-out). Each is one transaction, and a refusal stores
//! nothing. The next game ([`super::next_game`]) seats who is present.

use super::{clean_players, current_games, refuse, NightId, NightOutcome};
use crate::db::{Db, GameId};
use crate::i18n::Said;
use crate::rules::club;

/// The night's players in the order they came, each present or gone. A
/// night stored before the list was kept: everyone of its latest game,
/// present.
pub fn players(db: &Db, night: NightId) -> NightOutcome<Vec<(String, bool)>> {
    let kept = db.night_players(night)?;
    if !kept.is_empty() {
        return Ok(kept);
    }
    db.night(night)?;
    Ok(current_games(db, night)?
        .into_iter()
        .flat_map(|g| g.players)
        .map(|p| (p, true))
        .collect())
}

/// The players present, in the order they came.
pub fn present(db: &Db, night: NightId) -> NightOutcome<Vec<String>> {
    Ok(players(db, night)?
        .into_iter()
        .filter_map(|(p, here)| here.then_some(p))
        .collect())
}

/// Names as the night keeps them (cleaned), refused when one is empty or
/// given twice.
fn names_of(names: &[String]) -> NightOutcome<Vec<String>> {
    if names.is_empty() {
        return refuse(Said::new("now-night-name-someone"));
    }
    let cleaned = clean_players(names);
    for (i, n) in cleaned.iter().enumerate() {
        if n.is_empty() {
            return refuse(Said::new("err-seat-empty-name").arg("n", i + 1));
        }
        if cleaned[..i].iter().any(|m| same(m, n)) {
            return refuse(Said::new("err-seat-twice").arg("name", n.as_str()));
        }
    }
    Ok(cleaned)
}

/// Names match as the players' list matches them: without regard to case.
fn same(a: &str, b: &str) -> bool {
    crate::i18n::lowercase(a) == crate::i18n::lowercase(b)
}

/// `night add`: players who arrive late, or come back, present from the
/// next game on; they come last in the order the night keeps (the
/// ladder's arrivals, in the order given). Refused, nothing stored, for a
/// name already present or given twice. Who is present now.
pub fn add(db: &Db, night: NightId, names: &[String]) -> NightOutcome<Vec<String>> {
    super::closed_guard(db, night)?;
    let names = names_of(names)?;
    let mut list = players(db, night)?;
    for n in &names {
        if let Some(at) = list.iter().position(|(p, _)| same(p, n)) {
            if list[at].1 {
                return refuse(
                    Said::new("now-night-present-already").arg("name", list[at].0.as_str()),
                );
            }
            // Back again: as stored, at the end.
            let (p, _) = list.remove(at);
            list.push((p, true));
        } else {
            list.push((n.clone(), true));
        }
    }
    crate::app::players::check_one_seat_each(db, &names)?;
    db.set_night_players(night, &list, &[])?;
    present(db, night)
}

/// What leaving did.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Left {
    /// Who is present now.
    pub present: Vec<String>,
    /// The tables whose game now ends with the round being played
    /// (leaving now), and their games.
    pub ending: Vec<(usize, GameId)>,
}

/// `night leave [--now]`: players who leave, gone from the next game on.
/// With `now`, each leaver's table plays the round being played to its
/// end and its game finishes with that round, as when time is up (a table
/// whose game has finished already changes only who is present). Refused,
/// nothing stored, for a name not present or given twice.
pub fn leave(db: &Db, night: NightId, names: &[String], now: bool) -> NightOutcome<Left> {
    super::closed_guard(db, night)?;
    let names = names_of(names)?;
    let mut list = players(db, night)?;
    for n in &names {
        match list.iter_mut().find(|(p, here)| *here && same(p, n)) {
            Some((_, here)) => *here = false,
            None => return refuse(Said::new("now-night-not-present").arg("name", n.as_str())),
        }
    }
    let mut ending = vec![];
    let mut cut = vec![];
    if now {
        for g in current_games(db, night)? {
            if g.finished_at.is_some()
                || !g.players.iter().any(|p| names.iter().any(|n| same(p, n)))
            {
                continue;
            }
            let sheet = db.game(g.game)?.sheet;
            let played = sheet.rounds.len();
            let schedule = club::cut_schedule(&sheet.spec.schedule, played);
            if schedule.len() < sheet.spec.schedule.len() {
                cut.push((g.game, played, schedule));
            }
            ending.push((g.table, g.game));
        }
    }
    db.set_night_players(night, &list, &cut)?;
    Ok(Left {
        present: present(db, night)?,
        ending,
    })
}

/// How a table's game ended ([`end_game`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// Finished at its last saved round (this many).
    Finished(usize),
    /// It had no saved round: removed, it counts for nobody.
    Removed,
}

/// `night end-game`: table `table`'s game ends at its last saved round (a
/// walk-out), the round in progress thrown away (its entries stay in the
/// audit trail); a game with no saved round is removed and counts for
/// nobody. Either way the table then waits for the next game like a
/// finished one. Refused for a table that is not there or whose game has
/// finished.
pub fn end_game(db: &Db, night: NightId, table: usize) -> NightOutcome<Ended> {
    super::closed_guard(db, night)?;
    let current = current_games(db, night)?;
    let Some(g) = current.iter().find(|g| g.table == table) else {
        return refuse(
            Said::new("table-why-no-such-table")
                .arg("table", table)
                .arg("count", current.len()),
        );
    };
    if g.finished_at.is_some() {
        return refuse(
            Said::new("now-night-table-finished")
                .arg("table", table)
                .arg("game", g.number),
        );
    }
    let sheet = db.game(g.game)?.sheet;
    let played = sheet.rounds.len();
    if played == 0 {
        db.delete_game(g.game)?;
        return Ok(Ended::Removed);
    }
    db.finish_game_at(g.game, played, super::now(), &sheet.spec.schedule[..played])?;
    Ok(Ended::Finished(played))
}

/// How many earlier games of night `night` each pair of `players` shared
/// (indices into `players`), for fresh tables.
pub(super) fn met(db: &Db, night: NightId, players: &[String]) -> NightOutcome<Vec<Vec<u32>>> {
    let n = players.len();
    let mut met = vec![vec![0u32; n]; n];
    for g in db.night_games(night)? {
        let at: Vec<usize> = g
            .players
            .iter()
            .filter_map(|p| players.iter().position(|q| q == p))
            .collect();
        for (i, &a) in at.iter().enumerate() {
            for &b in &at[i + 1..] {
                met[a][b] += 1;
                met[b][a] += 1;
            }
        }
    }
    Ok(met)
}

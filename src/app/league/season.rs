//! A season's end (`shared/spec/club.md`, "Closing"): a league is closed
//! once every game of its nights is finished, and is then read-only (no
//! new night, game sent or imported, correction, removal or rule) until
//! it is reopened. Storage refuses what would add to a closed league
//! ([`crate::db::DbError::LeagueClosed`]); the actions here and the
//! guards of [`refuse_if_closed`] refuse the rest before anything is
//! written.

use crate::app::night::{refuse, NightOutcome};
use crate::db::{Db, GameId, NightId};
use crate::i18n::Said;

/// Whether a league is open or closed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Closing {
    /// It was closed now.
    Closed,
    /// It was reopened now.
    Reopened,
}

/// Closes the league named `name` (`mextrain league close`, the League
/// page's button), in one transaction. Refused, nothing stored: no such
/// league, closed already, or a game of its nights still unfinished.
pub fn close(db: &Db, name: &str) -> NightOutcome<Closing> {
    db.write(|tx| {
        match tx.league_closed_at(name)? {
            None => return refuse(Said::new("now-no-league").arg("league", name)),
            Some(Some(_)) => return refuse(Said::new("now-league-closed-already").arg("league", name)),
            Some(None) => {}
        }
        let open = tx.unfinished_in_league(name)?;
        if open > 0 {
            return refuse(
                Said::new("now-league-close-unfinished")
                    .arg("league", name)
                    .arg("count", open),
            );
        }
        tx.set_league_closed(name, Some(crate::db::now()))?;
        Ok(Closing::Closed)
    })
}

/// Reopens the closed league named `name` (`mextrain league reopen`):
/// nights, games and rules may change again. Refused, nothing stored: no
/// such league, or it is open.
pub fn reopen(db: &Db, name: &str) -> NightOutcome<Closing> {
    db.write(|tx| {
        match tx.league_closed_at(name)? {
            None => return refuse(Said::new("now-no-league").arg("league", name)),
            Some(None) => return refuse(Said::new("now-league-open").arg("league", name)),
            Some(Some(_)) => {}
        }
        tx.set_league_closed(name, None)?;
        Ok(Closing::Reopened)
    })
}

/// What a closed league's guard asks about.
#[derive(Clone, Copy, Debug)]
pub enum Of {
    /// A night.
    Night(NightId),
    /// A game.
    Game(GameId),
}

/// Refuses (`now-league-closed`) an action on a night or game of a
/// closed league.
pub fn refuse_if_closed(db: &Db, of: Of) -> NightOutcome<()> {
    let closed = match of {
        Of::Night(n) => db.closed_league_of_night(n)?,
        Of::Game(g) => db.closed_league_of_game(g)?,
    };
    match closed {
        Some(league) => refuse(Said::new("now-league-closed").arg("league", league)),
        None => Ok(()),
    }
}

/// Every league's name and whether it is closed, by name: the open ones
/// are this season's, the closed ones past seasons.
pub fn leagues(db: &Db) -> NightOutcome<Vec<(String, bool)>> {
    Ok(db
        .leagues_closed()?
        .into_iter()
        .map(|(name, at)| (name, at.is_some()))
        .collect())
}

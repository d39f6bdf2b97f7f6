//! Players' ratings (`shared/spec/club.md`, "Ratings"): a league's, over
//! its nights' finished games, or everyone's over every finished game; and
//! one player's rating after each night of a league (the chart on their
//! page). One read of the games in the ratings' order
//! ([`Db::rated_games`]), rated by the engine ([`crate::rules::rating`]).

use crate::app::night::{refuse, NightOutcome};
use crate::db::{Db, NightId};
use crate::i18n::Said;
use crate::rules::rating::Ratings;

pub use crate::rules::rating::PlayerRating;

/// The ratings over every finished game of the league named `league`, or
/// of every game without it (`mextrain league ratings [LEAGUE]`), highest
/// first, equal ratings by name. Refused: no such league.
pub fn ratings(db: &Db, league: Option<&str>) -> NightOutcome<Vec<PlayerRating>> {
    if let Some(name) = league {
        if db.league_rules(name)?.is_none() {
            return refuse(Said::new("now-no-league").arg("league", name));
        }
    }
    let mut r = Ratings::new();
    for g in db.rated_games(league)? {
        r.add_game(&g.players, &g.totals);
    }
    Ok(r.table())
}

/// A player's rating after one night of a league.
#[derive(Clone, Debug, PartialEq)]
pub struct AfterNight {
    /// The night.
    pub night: NightId,
    /// Its date.
    pub date: String,
    /// The player's rating after its last game (the league's ratings
    /// counted up to there); `None` before the player's first game.
    pub rating: Option<PlayerRating>,
}

/// `player`'s rating after each night of the league named `league`, its
/// nights oldest first: after the night's last game in the ratings' order
/// (a night without a finished game keeps the rating before it). Refused:
/// no such league.
pub fn after_each_night(db: &Db, league: &str, player: &str) -> NightOutcome<Vec<AfterNight>> {
    let Some(nights) = db.league_night_dates(league)? else {
        return refuse(Said::new("now-no-league").arg("league", league));
    };
    // Each night's place among them, by its id (no map: a smaller web
    // build).
    let mut ids: Vec<(NightId, usize)> = nights.iter().enumerate().map(|(k, n)| (n.0, k)).collect();
    crate::rules::order::sort(&mut ids);
    let mut r = Ratings::new();
    // The player's rating after each night's last game so far.
    let mut after: Vec<Option<Option<PlayerRating>>> = vec![None; nights.len()];
    for g in db.rated_games(Some(league))? {
        r.add_game(&g.players, &g.totals);
        let at = g
            .night
            .and_then(|n| ids.binary_search_by(|(id, _)| id.cmp(&n)).ok());
        if let Some(at) = at {
            after[ids[at].1] = Some(r.of(player).cloned());
        }
    }
    let mut last = None;
    Ok(nights
        .into_iter()
        .zip(after)
        .map(|((night, date), after)| {
            if let Some(rating) = after {
                last = rating;
            }
            AfterNight {
                night,
                date,
                rating: last.clone(),
            }
        })
        .collect())
}

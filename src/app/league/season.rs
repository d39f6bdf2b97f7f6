//! A season's end (`shared/spec/club.md`, "Closing" and "Finals"): a
//! finals night seeded from the standings ([`finals`]); a league is closed
//! once every game of its nights is finished, and is then read-only (no
//! new night, game sent or imported, correction, removal or rule) until
//! it is reopened. Storage refuses what would add to a closed league
//! ([`crate::db::DbError::LeagueClosed`]); the actions here and the
//! guards that call [`crate::app::refuse_closed`] refuse the rest before
//! anything is written.

use crate::app::night::{self, refuse, NightOutcome, NightPlan, Seated};
use crate::app::ActionError;
use crate::db::Db;
use crate::i18n::{Message, Said};
use crate::rules;

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
            Some(Some(_)) => {
                return refuse(Said::new("now-league-closed-already").arg("league", name))
            }
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

/// Every league's name and whether it is closed, by name: the open ones
/// are this season's, the closed ones past seasons.
pub fn leagues(db: &Db) -> NightOutcome<Vec<(String, bool)>> {
    Ok(db
        .leagues_closed()?
        .into_iter()
        .map(|(name, at)| (name, at.is_some()))
        .collect())
}

/// Sets up a league's finals night (`night new --finals`, the League
/// page's finals): the league's top `top` ranked players under the
/// night's scoring and the season's rules (every player tied at the cut
/// too; `None`: every ranked player), table 1 holding the best, in blocks
/// of the night's table sizes ([`rules::season::finals_tables`]). The night
/// counts in the league like any other; `plan`'s players and league are
/// ignored. Refused, nothing stored: no such league, a closed one, a
/// `top` of 0, fewer than 2 finalists.
pub fn finals(db: &Db, plan: &NightPlan, league: &str, top: Option<usize>) -> NightOutcome<Seated> {
    if top == Some(0) {
        return refuse(Said::new("now-finals-top"));
    }
    let standings = super::standings::league_standings(db, league, plan.scoring)?;
    if let Some(Some(_)) = db.league_closed_at(league)? {
        crate::app::refuse_closed(Some(league.to_string()))?;
    }
    let finalists = rules::season::finalists(&standings, top);
    if finalists.len() < 2 {
        return refuse(
            Said::new("now-finals-few")
                .arg("league", league)
                .arg("count", finalists.len()),
        );
    }
    let plan = NightPlan {
        league: Some(league.to_string()),
        players: finalists.clone(),
        ..plan.clone()
    };
    night::check_settings(&plan)?;
    let tables = rules::season::finals_tables(&finalists, plan.per_table)
        .map_err(|e| ActionError::NotNow(e.said()))?;
    night::check_tables(
        &plan.rules,
        &tables.iter().map(Vec::len).collect::<Vec<_>>(),
    )?;
    night::start_night(db, &plan, tables)
}

/// The plan of a league's finals night from the League page: the rules,
/// table size, time limit and scoring of the league's latest night, today,
/// named `name`. Refused: no such league, or it has no night yet.
pub fn finals_plan(db: &Db, league: &str, name: &str) -> NightOutcome<NightPlan> {
    let Some(nights) = db.league_nights(league)? else {
        return refuse(Said::new("now-no-league").arg("league", league));
    };
    let Some(&last) = nights.last() else {
        return refuse(
            Said::new("now-finals-few")
                .arg("league", league)
                .arg("count", 0),
        );
    };
    let n = db.night(last)?.night;
    Ok(NightPlan {
        name: name.to_string(),
        date: night::today(),
        league: Some(league.to_string()),
        rules: n.rules,
        per_table: n.per_table,
        minutes: n.minutes,
        scoring: n.scoring,
        players: vec![],
    })
}

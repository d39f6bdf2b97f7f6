//! Players' ratings (`shared/spec/club.md`, "A season's rules, ratings and
//! published results", "Ratings"): a Weng-Lin rating per player, the
//! `skillratings` crate's own multi-team update (`weng_lin_multi_team`)
//! with its defaults (`WengLinConfig::new()`, a new player at `mu = 25`,
//! `sigma = 25/3`), each player a team of one.
//!
//! Pure, like the rest of the engine: the app gives each finished game's
//! players and final totals, in the order the spec fixes (`started_at`,
//! then `uid`), and [`Ratings`] updates everyone who played it. A game is
//! an outcome ranked by its totals, lowest first; tied totals share a
//! place, whatever the game's tie-break says of its winner.
//!
//! ```
//! use mextrain::rules::rating::Ratings;
//! let mut r = Ratings::new();
//! r.add_game(&["Ana", "Ben"], &[10, 40]);
//! r.add_game(&["Ana", "Ben"], &[0, 25]);
//! let table = r.table();
//! assert_eq!((table[0].name.as_str(), table[0].games), ("Ana", 2));
//! assert!(table[0].rating() > 0.0 && table[1].rating() < table[0].rating());
//! ```

use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;
use std::collections::HashMap;

/// One player's rating.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerRating {
    /// The name, as the games name the player (a merged name as the one it
    /// is merged into).
    pub name: String,
    /// The skill estimate.
    pub mu: f64,
    /// Its uncertainty.
    pub sigma: f64,
    /// The games rated.
    pub games: usize,
}

impl PlayerRating {
    /// A player before any game: the crate's defaults (`mu = 25`, `sigma =
    /// 25/3`), whose [`PlayerRating::rating`] is 0.
    pub fn new(name: impl Into<String>) -> PlayerRating {
        let WengLinRating {
            rating: mu,
            uncertainty: sigma,
        } = WengLinRating::new();
        PlayerRating {
            name: name.into(),
            mu,
            sigma,
            games: 0,
        }
    }

    /// The figure shown and ranked by: the conservative `mu - 3 sigma`.
    pub fn rating(&self) -> f64 {
        self.mu - 3.0 * self.sigma
    }

    fn weng_lin(&self) -> WengLinRating {
        WengLinRating {
            rating: self.mu,
            uncertainty: self.sigma,
        }
    }
}

/// Each finished game's place for each seat from its final totals, lowest
/// first, tied totals sharing a place: one more than the number of seats
/// with a lower total (`[10, 5, 10]` is `[2, 1, 2]`).
pub fn places(totals: &[i64]) -> Vec<usize> {
    totals
        .iter()
        .map(|t| 1 + totals.iter().filter(|o| *o < t).count())
        .collect()
}

/// Each line's rank in `lines` (highest rating first, as
/// [`Ratings::table`] gives them): equal ratings share it, the next skips
/// (1, 1, 3).
pub fn ranks(lines: &[PlayerRating]) -> Vec<usize> {
    let mut out: Vec<usize> = Vec::with_capacity(lines.len());
    for (i, l) in lines.iter().enumerate() {
        let rank = match i {
            0 => 1,
            _ if l.rating() == lines[i - 1].rating() => out[i - 1],
            _ => i + 1,
        };
        out.push(rank);
    }
    out
}

/// Ratings counted game by game: [`Ratings::add_game`] each finished game
/// in order, then [`Ratings::table`] or [`Ratings::of`] whenever the
/// ratings so far are wanted (a player's after each night).
#[derive(Clone, Debug, Default)]
pub struct Ratings {
    players: Vec<PlayerRating>,
    index: HashMap<String, usize>,
}

impl Ratings {
    /// Nobody rated yet.
    pub fn new() -> Ratings {
        Ratings::default()
    }

    /// Rates the next game: `players` (each name once) and their final
    /// `totals`, seat by seat. A game of fewer than two players changes
    /// nobody's rating and counts for nobody.
    pub fn add_game<S: AsRef<str>>(&mut self, players: &[S], totals: &[i64]) {
        let n = players.len().min(totals.len());
        if n < 2 {
            return;
        }
        let seats: Vec<usize> = players[..n]
            .iter()
            .map(|p| self.player(p.as_ref()))
            .collect();
        let before: Vec<[WengLinRating; 1]> = seats
            .iter()
            .map(|&i| [self.players[i].weng_lin()])
            .collect();
        let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = before
            .iter()
            .zip(places(&totals[..n]))
            .map(|(team, place)| (&team[..], MultiTeamOutcome::new(place)))
            .collect();
        let after = weng_lin_multi_team(&outcome, &WengLinConfig::new());
        for (&i, team) in seats.iter().zip(after) {
            let p = &mut self.players[i];
            if let Some(r) = team.first() {
                p.mu = r.rating;
                p.sigma = r.uncertainty;
            }
            p.games += 1;
        }
    }

    /// `name`'s rating so far, `None` before their first game.
    pub fn of(&self, name: &str) -> Option<&PlayerRating> {
        self.index.get(name).map(|&i| &self.players[i])
    }

    /// Every player rated so far, highest [`PlayerRating::rating`] first,
    /// equal ratings by name.
    pub fn table(&self) -> Vec<PlayerRating> {
        let mut out = self.players.clone();
        super::order::sort_by(&mut out, |a, b| {
            b.rating()
                .total_cmp(&a.rating())
                .then_with(|| a.name.cmp(&b.name))
        });
        out
    }

    /// `name`'s place in `players`, a new player added at the defaults.
    fn player(&mut self, name: &str) -> usize {
        if let Some(&i) = self.index.get(name) {
            return i;
        }
        self.players.push(PlayerRating::new(name));
        self.index.insert(name.to_string(), self.players.len() - 1);
        self.players.len() - 1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn crate_update(before: &[WengLinRating], places: &[usize]) -> Vec<WengLinRating> {
        let teams: Vec<[WengLinRating; 1]> = before.iter().map(|r| [*r]).collect();
        let outcome: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
            .iter()
            .zip(places)
            .map(|(t, &p)| (&t[..], MultiTeamOutcome::new(p)))
            .collect();
        weng_lin_multi_team(&outcome, &WengLinConfig::new())
            .into_iter()
            .map(|t| t[0])
            .collect()
    }

    #[test]
    fn places_share_a_tie_and_skip_after_it() {
        assert_eq!(places(&[10, 5, 10]), [2, 1, 2]);
        assert_eq!(places(&[3, 3, 3, 9]), [1, 1, 1, 4]);
        assert_eq!(places(&[-5, 0, 20, 7]), [1, 2, 4, 3]);
    }

    #[test]
    fn a_new_player_rates_0_at_the_crates_defaults() {
        let p = PlayerRating::new("Ana");
        assert_eq!((p.mu, p.sigma, p.games), (25.0, 25.0 / 3.0, 0));
        assert_eq!(p.rating(), 0.0);
    }

    #[test]
    fn one_game_is_the_crates_own_update() {
        let mut r = Ratings::new();
        r.add_game(&["Ana", "Ben", "Cy"], &[40, 5, 12]);
        let want = crate_update(&[WengLinRating::new(); 3], &[3, 1, 2]);
        for (name, w) in ["Ana", "Ben", "Cy"].iter().zip(&want) {
            let p = r.of(name).unwrap();
            assert_eq!((p.mu, p.sigma, p.games), (w.rating, w.uncertainty, 1));
        }
        assert_eq!(
            r.table()
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>(),
            ["Ben", "Cy", "Ana"]
        );
    }

    #[test]
    fn equal_ratings_go_by_name_and_a_lone_player_is_not_rated() {
        let mut r = Ratings::new();
        r.add_game(&["Zoé", "Ana"], &[10, 10]);
        r.add_game(&["Solo"], &[3]);
        let t = r.table();
        assert_eq!(t.len(), 2);
        assert_eq!((t[0].name.as_str(), t[1].name.as_str()), ("Ana", "Zoé"));
        assert_eq!(t[0].rating(), t[1].rating());
        assert_eq!(ranks(&t), [1, 1]);
        assert!(r.of("Solo").is_none());
    }
}

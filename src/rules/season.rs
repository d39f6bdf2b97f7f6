//! A season's rules (`shared/spec/club.md`, "A season's rules, ratings and
//! published results"): a league's standings over each player's best N
//! nights, and a minimum attendance to be ranked.
//!
//! Pure, like the rest of the engine: the app gives each night's results
//! (one [`Standing`] per player who finished a game that night, as
//! [`super::club::Tally`] counts them) in the order of the nights.

use super::club::{rank, Scoring, Standing};
use std::cmp::Ordering;
use std::collections::HashMap;

/// A league's rules for its standings (`mextrain league set`).
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize,
)]
pub struct SeasonRules {
    /// Each player's best `best` nights count (`0`, the default: every
    /// night).
    pub best: usize,
    /// A player who attended fewer nights is listed after every ranked
    /// player, unranked (`0`, the default: everyone is ranked).
    pub min_nights: usize,
}

impl SeasonRules {
    /// Whether these are the defaults: every night counts, everyone is
    /// ranked.
    pub fn is_default(self) -> bool {
        self == SeasonRules::default()
    }
}

/// One player's line of a season's standings.
#[derive(Clone, Debug, PartialEq)]
pub struct SeasonStanding {
    /// The player's games, wins, points and placement summed over the
    /// counted nights; `line.rank` is the rank among the ranked players
    /// (`0` for a player not ranked: see [`SeasonStanding::rank`]).
    pub line: Standing,
    /// Nights attended: nights where the player has a finished game.
    pub nights: usize,
    /// The nights counted, as indexes into the nights given, in order.
    pub counted: Vec<usize>,
    /// Whether the player attended enough nights to be ranked.
    pub ranked: bool,
}

impl SeasonStanding {
    /// The rank, `None` for a player below the minimum attendance.
    pub fn rank(&self) -> Option<usize> {
        self.ranked.then_some(self.line.rank)
    }
}

/// Which of two nights' results is the better one under `scoring`
/// (club.md): `points`, the lower night average; `placement`, the more
/// placement points; `wins`, the more wins, then the lower average.
/// `Equal` leaves it to the nights' order (the earlier is better).
fn better_night(a: &Standing, b: &Standing, scoring: Scoring) -> Ordering {
    match scoring {
        Scoring::Points => a.cmp_average(b),
        Scoring::Placement => b.placement_halves.cmp(&a.placement_halves),
        Scoring::Wins => b.wins.cmp(&a.wins).then_with(|| a.cmp_average(b)),
    }
}

/// The season's standings over `nights` (each night's results, in the
/// nights' order) under `scoring` and `rules`: each player's best
/// `rules.best` nights counted (every night when they have no more, or
/// when `best` is 0; between equal nights, the earlier), summed; the
/// players who attended at least `rules.min_nights` nights ranked, best
/// first, then the others, unranked, in the same order among themselves.
///
/// ```
/// use mextrain::rules::club::{Scoring, Standing};
/// use mextrain::rules::season::{season, SeasonRules};
/// let night = |points: i64| vec![Standing {
///     name: "Ana".into(), games: 1, wins: 0, points, placement_halves: 2, rank: 1,
/// }];
/// let rules = SeasonRules { best: 2, min_nights: 0 };
/// let s = season(&[night(30), night(10), night(20)], Scoring::Points, rules);
/// assert_eq!((s[0].line.points, s[0].nights, s[0].counted.clone()), (30, 3, vec![1, 2]));
/// ```
pub fn season(
    nights: &[Vec<Standing>],
    scoring: Scoring,
    rules: SeasonRules,
) -> Vec<SeasonStanding> {
    let mut s = Season::new(scoring, rules);
    for night in nights {
        s.add_night(night);
    }
    s.standings()
}

/// A season counted night by night: [`Season::add_night`] each night's
/// results in order, and [`Season::standings`] whenever the standings so
/// far are wanted (a league's after each night). Each player's nights are
/// kept best first, so that the standings after each night cost the
/// counted nights, not every night again.
#[derive(Clone, Debug)]
pub struct Season {
    scoring: Scoring,
    rules: SeasonRules,
    /// Nights added so far.
    nights: usize,
    /// Each player's nights (the night's index and result), best first
    /// under `scoring`, equal nights the earlier first.
    players: Vec<Vec<(usize, Standing)>>,
    index: HashMap<String, usize>,
}

impl Season {
    /// An empty season counted under `scoring` and `rules`.
    pub fn new(scoring: Scoring, rules: SeasonRules) -> Season {
        Season {
            scoring,
            rules,
            nights: 0,
            players: vec![],
            index: HashMap::new(),
        }
    }

    /// Counts the next night: one line per player who finished a game
    /// that night.
    pub fn add_night(&mut self, lines: &[Standing]) {
        let k = self.nights;
        self.nights += 1;
        for line in lines {
            let i = match self.index.get(&line.name) {
                Some(&i) => i,
                None => {
                    self.players.push(vec![]);
                    self.index.insert(line.name.clone(), self.players.len() - 1);
                    self.players.len() - 1
                }
            };
            let played = &mut self.players[i];
            // After every night as good or better: the earlier first.
            let at = played.partition_point(|(_, l)| better_night(l, line, self.scoring).is_le());
            played.insert(at, (k, line.clone()));
        }
    }

    /// The standings over the nights added so far.
    pub fn standings(&self) -> Vec<SeasonStanding> {
        let mut ranked = vec![];
        let mut unranked = vec![];
        let mut about: HashMap<&str, (usize, Vec<usize>)> = HashMap::new();
        for played in &self.players {
            let Some((_, first)) = played.first() else {
                continue;
            };
            let attended = played.len();
            let take = match self.rules.best {
                0 => attended,
                n => n.min(attended),
            };
            let mut sum = Standing {
                name: first.name.clone(),
                games: 0,
                wins: 0,
                points: 0,
                placement_halves: 0,
                rank: 0,
            };
            let mut counted = Vec::with_capacity(take);
            for (k, l) in &played[..take] {
                sum.games += l.games;
                sum.wins += l.wins;
                sum.points += l.points;
                sum.placement_halves += l.placement_halves;
                counted.push(*k);
            }
            super::order::sort(&mut counted);
            about.insert(first.name.as_str(), (attended, counted));
            if attended >= self.rules.min_nights {
                ranked.push(sum);
            } else {
                unranked.push(sum);
            }
        }
        let mut out = Vec::with_capacity(ranked.len() + unranked.len());
        for (lines, is_ranked) in [(ranked, true), (unranked, false)] {
            for mut line in rank(lines, self.scoring) {
                if !is_ranked {
                    line.rank = 0;
                }
                let (nights, counted) = about.remove(line.name.as_str()).unwrap_or_default();
                out.push(SeasonStanding {
                    line,
                    nights,
                    counted,
                    ranked: is_ranked,
                });
            }
        }
        out
    }
}

/// A finals night's players (club.md, "Finals"): the ranked players of
/// `standings` (best first, as [`season`] gives them) whose rank is
/// within the first `top` (every player tied at the cut comes too;
/// `None`: every ranked player), best first.
///
/// ```
/// use mextrain::rules::club::Standing;
/// use mextrain::rules::season::{finalists, SeasonStanding};
/// let at = |name: &str, rank: usize| SeasonStanding {
///     line: Standing { name: name.into(), games: 1, wins: 0, points: 0, placement_halves: 0, rank },
///     nights: 1, counted: vec![0], ranked: true,
/// };
/// let s = [at("Ana", 1), at("Ben", 2), at("Cy", 2), at("Dee", 4)];
/// assert_eq!(finalists(&s, Some(2)), ["Ana", "Ben", "Cy"]);
/// assert_eq!(finalists(&s, None).len(), 4);
/// ```
pub fn finalists(standings: &[SeasonStanding], top: Option<usize>) -> Vec<String> {
    let ranked: Vec<&SeasonStanding> = standings.iter().filter(|s| s.ranked).collect();
    let cut = match top {
        Some(n) if n < ranked.len() => n.checked_sub(1).map_or(0, |k| ranked[k].line.rank),
        _ => usize::MAX,
    };
    ranked
        .into_iter()
        .take_while(|s| s.line.rank <= cut)
        .map(|s| s.line.name.clone())
        .collect()
}

/// A finals night's tables: `finalists` (best first) in blocks of the
/// night's table sizes (at most `per_table`, larger tables first, as
/// [`super::club::next_table_sizes`] cuts them), table 1 holding the best,
/// each table's players in the order of their rank.
///
/// ```
/// use mextrain::rules::season::finals_tables;
/// let names: Vec<String> = ["A", "B", "C", "D", "E"].map(String::from).to_vec();
/// assert_eq!(finals_tables(&names, 4).unwrap(), [vec!["A", "B", "C"], vec!["D", "E"]]);
/// ```
pub fn finals_tables(
    finalists: &[String],
    per_table: usize,
) -> Result<Vec<Vec<String>>, super::club::SeatingError> {
    let sizes = super::club::next_table_sizes(finalists.len(), per_table)?;
    let mut rest = finalists.iter().cloned();
    Ok(sizes
        .iter()
        .map(|&n| rest.by_ref().take(n).collect())
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A night's line: `games` games, `wins` wins, `points`, placement
    /// points `place` (whole).
    fn l(name: &str, games: usize, wins: usize, points: i64, place: i64) -> Standing {
        Standing {
            name: name.into(),
            games,
            wins,
            points,
            placement_halves: 2 * place,
            rank: 0,
        }
    }

    fn rules(best: usize, min_nights: usize) -> SeasonRules {
        SeasonRules { best, min_nights }
    }

    /// (name, games, wins, points, placement, rank, nights, counted).
    type Row = (
        String,
        usize,
        usize,
        i64,
        f64,
        Option<usize>,
        usize,
        Vec<usize>,
    );

    fn rows(s: &[SeasonStanding]) -> Vec<Row> {
        s.iter()
            .map(|s| {
                (
                    s.line.name.clone(),
                    s.line.games,
                    s.line.wins,
                    s.line.points,
                    s.line.placement(),
                    s.rank(),
                    s.nights,
                    s.counted.clone(),
                )
            })
            .collect()
    }

    fn row(
        name: &str,
        (games, wins, points, place): (usize, usize, i64, f64),
        rank: Option<usize>,
        nights: usize,
        counted: &[usize],
    ) -> Row {
        (
            name.into(),
            games,
            wins,
            points,
            place,
            rank,
            nights,
            counted.to_vec(),
        )
    }

    /// Three nights, counted by hand:
    ///
    /// | night | Ana                  | Ben                  | Cy                  |
    /// |-------|----------------------|----------------------|---------------------|
    /// | 0     | 2 g, 1 w, 30 p, 5 pl | 2 g, 1 w, 20 p, 6 pl | -                   |
    /// | 1     | 1 g, 0 w, 25 p, 1 pl | 2 g, 2 w, 4 p, 6 pl  | 1 g, 1 w, 0 p, 2 pl |
    /// | 2     | 2 g, 2 w, 10 p, 6 pl | 1 g, 0 w, 30 p, 1 pl | -                   |
    ///
    /// Night averages: Ana 15, 25, 5; Ben 10, 2, 30; Cy 0.
    fn three_nights() -> Vec<Vec<Standing>> {
        vec![
            vec![l("Ana", 2, 1, 30, 5), l("Ben", 2, 1, 20, 6)],
            vec![
                l("Ana", 1, 0, 25, 1),
                l("Ben", 2, 2, 4, 6),
                l("Cy", 1, 1, 0, 2),
            ],
            vec![l("Ana", 2, 2, 10, 6), l("Ben", 1, 0, 30, 1)],
        ]
    }

    #[test]
    fn best_0_counts_every_night() {
        let s = season(&three_nights(), Scoring::Points, SeasonRules::default());
        // Ana 65 / 5 = 13, Ben 54 / 5 = 10.8, Cy 0 / 1 = 0.
        assert_eq!(
            rows(&s),
            [
                row("Cy", (1, 1, 0, 2.0), Some(1), 1, &[1]),
                row("Ben", (5, 3, 54, 13.0), Some(2), 3, &[0, 1, 2]),
                row("Ana", (5, 3, 65, 12.0), Some(3), 3, &[0, 1, 2]),
            ]
        );
    }

    #[test]
    fn best_2_under_points_keeps_the_lowest_night_averages() {
        let s = season(&three_nights(), Scoring::Points, rules(2, 0));
        // Ana: nights 2 (5) and 0 (15): 4 g, 3 w, 40 p, 11 pl; average 10.
        // Ben: nights 1 (2) and 0 (10): 4 g, 3 w, 24 p, 12 pl; average 6.
        // Cy: one night, counted.
        assert_eq!(
            rows(&s),
            [
                row("Cy", (1, 1, 0, 2.0), Some(1), 1, &[1]),
                row("Ben", (4, 3, 24, 12.0), Some(2), 3, &[0, 1]),
                row("Ana", (4, 3, 40, 11.0), Some(3), 3, &[0, 2]),
            ]
        );
        assert_eq!(s[1].line.average(), 6.0);
    }

    #[test]
    fn best_2_under_placement_keeps_the_highest_night_placements() {
        let s = season(&three_nights(), Scoring::Placement, rules(2, 0));
        // Ana: nights 2 (6) and 0 (5): 11 pl, 4 g, 40 p.
        // Ben: nights 0 (6) and 1 (6): 12 pl, 4 g, 24 p.
        assert_eq!(
            rows(&s),
            [
                row("Ben", (4, 3, 24, 12.0), Some(1), 3, &[0, 1]),
                row("Ana", (4, 3, 40, 11.0), Some(2), 3, &[0, 2]),
                row("Cy", (1, 1, 0, 2.0), Some(3), 1, &[1]),
            ]
        );
    }

    #[test]
    fn best_2_under_wins_keeps_the_most_wins_then_the_lowest_night_average() {
        let s = season(&three_nights(), Scoring::Wins, rules(2, 0));
        // Ana: night 2 (2 wins), then night 0 (1 win) over night 1 (0):
        // 4 g, 3 w, 40 p. Ben: night 1 (2 wins), then night 0 (1 win):
        // 4 g, 3 w, 24 p.
        // Both 3 wins: Ben's lower average (6) first.
        assert_eq!(
            rows(&s),
            [
                row("Ben", (4, 3, 24, 12.0), Some(1), 3, &[0, 1]),
                row("Ana", (4, 3, 40, 11.0), Some(2), 3, &[0, 2]),
                row("Cy", (1, 1, 0, 2.0), Some(3), 1, &[1]),
            ]
        );
        // Best 1 under wins: Ana's night 2 (2 wins, average 5) and Ben's
        // night 1 (2 wins, average 2): Ben first.
        let s = season(&three_nights(), Scoring::Wins, rules(1, 0));
        assert_eq!(
            rows(&s)[..2],
            [
                row("Ben", (2, 2, 4, 6.0), Some(1), 3, &[1]),
                row("Ana", (2, 2, 10, 6.0), Some(2), 3, &[2]),
            ]
        );
    }

    #[test]
    fn wins_break_a_tie_between_nights_by_the_lower_average() {
        // Two nights of one win each: the lower average counts, though
        // it is the later.
        let nights = vec![vec![l("Ana", 2, 1, 20, 3)], vec![l("Ana", 2, 1, 8, 3)]];
        let s = season(&nights, Scoring::Wins, rules(1, 0));
        assert_eq!(s[0].counted, [1]);
        assert_eq!(s[0].line.points, 8);
    }

    #[test]
    fn between_equal_nights_the_earlier_counts() {
        // Under each scoring, nights equal by its measure: the earlier.
        let nights = vec![
            vec![l("Ana", 1, 1, 10, 3)],
            vec![l("Ana", 2, 0, 20, 3)],
            vec![l("Ana", 1, 1, 10, 3)],
        ];
        // Points: averages 10, 10, 10: nights 0 and 1.
        assert_eq!(
            season(&nights, Scoring::Points, rules(2, 0))[0].counted,
            [0, 1]
        );
        // Placement: 3, 3, 3: nights 0 and 1.
        assert_eq!(
            season(&nights, Scoring::Placement, rules(2, 0))[0].counted,
            [0, 1]
        );
        // Wins: 1, 0, 1 (averages 10 and 10): nights 0 and 2.
        assert_eq!(
            season(&nights, Scoring::Wins, rules(2, 0))[0].counted,
            [0, 2]
        );
        assert_eq!(season(&nights, Scoring::Wins, rules(1, 0))[0].counted, [0]);
    }

    #[test]
    fn a_player_with_n_nights_or_fewer_has_every_night_counted() {
        for best in [2, 3, 5] {
            let s = season(&three_nights(), Scoring::Points, rules(best, 0));
            let cy = s.iter().find(|s| s.line.name == "Cy").unwrap();
            assert_eq!((cy.nights, cy.counted.as_slice()), (1, &[1][..]));
            if best >= 3 {
                let ana = s.iter().find(|s| s.line.name == "Ana").unwrap();
                assert_eq!((ana.line.points, ana.counted.len()), (65, 3));
            }
        }
    }

    #[test]
    fn below_the_minimum_attendance_come_last_unranked_in_the_same_order() {
        // Cy (1 night) and Dee (1 night, average 3) are below 2 nights:
        // after Ben and Ana whatever their figures, Cy (0) before Dee (3).
        let mut nights = three_nights();
        nights[0].push(l("Dee", 1, 1, 3, 2));
        let s = season(&nights, Scoring::Points, rules(0, 2));
        assert_eq!(
            rows(&s),
            [
                row("Ben", (5, 3, 54, 13.0), Some(1), 3, &[0, 1, 2]),
                row("Ana", (5, 3, 65, 12.0), Some(2), 3, &[0, 1, 2]),
                row("Cy", (1, 1, 0, 2.0), None, 1, &[1]),
                row("Dee", (1, 1, 3, 2.0), None, 1, &[0]),
            ]
        );
        // A minimum nobody reaches: nobody ranked, the same order.
        let s = season(&nights, Scoring::Points, rules(0, 4));
        let order: Vec<(&str, Option<usize>)> =
            s.iter().map(|s| (s.line.name.as_str(), s.rank())).collect();
        assert_eq!(
            order,
            [("Cy", None), ("Dee", None), ("Ben", None), ("Ana", None)]
        );
        // 1 night is everyone who is listed at all.
        assert!(season(&nights, Scoring::Points, rules(0, 1))
            .iter()
            .all(|s| s.ranked));
    }

    fn ranked_at(name: &str, rank: usize, ranked: bool) -> SeasonStanding {
        SeasonStanding {
            line: Standing {
                rank,
                ..l(name, 1, 0, 0, 0)
            },
            nights: 1,
            counted: vec![0],
            ranked,
        }
    }

    #[test]
    fn the_finals_take_the_top_n_ranked_and_everyone_tied_at_the_cut() {
        let s = vec![
            ranked_at("Ana", 1, true),
            ranked_at("Ben", 2, true),
            ranked_at("Cy", 3, true),
            ranked_at("Dee", 3, true),
            ranked_at("Eve", 3, true),
            ranked_at("Flo", 6, true),
            ranked_at("Gus", 0, false),
        ];
        // The cut falls inside a tie for third: all three come.
        assert_eq!(finalists(&s, Some(3)), ["Ana", "Ben", "Cy", "Dee", "Eve"]);
        assert_eq!(finalists(&s, Some(4)), ["Ana", "Ben", "Cy", "Dee", "Eve"]);
        assert_eq!(finalists(&s, Some(2)), ["Ana", "Ben"]);
        // No top, or more than ranked: every ranked player, never the unranked.
        assert_eq!(finalists(&s, None).len(), 6);
        assert_eq!(finalists(&s, Some(40)).len(), 6);
        assert!(finalists(&s, Some(0)).is_empty());
        // Table 1 holds the best, blocks of the night's sizes.
        let tables = finals_tables(&finalists(&s, None), 4).unwrap();
        assert_eq!(
            tables,
            [vec!["Ana", "Ben", "Cy"], vec!["Dee", "Eve", "Flo"]]
        );
        let tables = finals_tables(&finalists(&s, Some(3)), 2).unwrap();
        assert_eq!(tables, [vec!["Ana", "Ben", "Cy"], vec!["Dee", "Eve"]]);
        assert!(finals_tables(&finalists(&s, Some(1)), 4).is_err());
    }
}

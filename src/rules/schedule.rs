//! The schedules people play: a game's list of round doubles, by name.
//!
//! A game's `schedule` is any list of the set's doubles, in order, at least
//! one round ([`super::check_schedule`]); a double may come more than once.
//! [`NamedSchedule`] gives the common ones, each as its list: the top
//! double down to 0-0 (the default), the first N of those, from double K
//! down, 0-0 up to the top, up and down, odd or even doubles only, and a
//! shuffled order drawn from a seed the app supplies when the game starts.
//! [`estimated_minutes`] puts a rough time beside each.
//!
//! ```
//! use mextrain::rules::NamedSchedule;
//! assert_eq!(NamedSchedule::UpAndDown.doubles(6, 0).unwrap(),
//!            vec![6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6]);
//! assert_eq!(NamedSchedule::Odd.rounds(12), 6);
//! let s: NamedSchedule = "first-5".parse().unwrap();
//! assert_eq!(s.doubles(12, 0).unwrap(), vec![12, 11, 10, 9, 8]);
//! ```

use super::preset::Rules;
use super::scoresheet::{check_schedule, ScheduleError};
use super::sim::Rng;
use super::tile::Pip;
use std::fmt;
use std::str::FromStr;

/// A schedule by name. Each gives its list of round doubles on a set
/// ([`NamedSchedule::doubles`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum NamedSchedule {
    /// The top double down to 0-0, one round each (every preset's full
    /// game). `top-down`.
    TopDown,
    /// The first N rounds of [`NamedSchedule::TopDown`]: the top double
    /// down to N-1 below it. `first-N`.
    FirstRounds(usize),
    /// From double K down to 0-0. `from-K`.
    FromDouble(Pip),
    /// 0-0 up to the top double. `up`.
    Up,
    /// The top double down to 0-0, then back up to the top: every double
    /// but 0-0 twice. `up-and-down`.
    UpAndDown,
    /// The odd doubles only, from the top down (11-11, 9-9 ... 1-1 on a
    /// double-12 set). `odd`.
    Odd,
    /// The even doubles only, from the top down (12-12, 10-10 ... 0-0).
    /// `even`.
    Even,
    /// Every double once, in an order drawn when the game starts (from the
    /// seed the app supplies). `shuffled`.
    Shuffled,
}

impl NamedSchedule {
    /// The schedules the New game screen offers, with the number each
    /// takes shown as its default (`FirstRounds` and `FromDouble` take a
    /// number the player chooses).
    pub fn common(set: Pip) -> [NamedSchedule; 8] {
        [
            NamedSchedule::TopDown,
            NamedSchedule::FirstRounds((set as usize).div_ceil(2)),
            NamedSchedule::FromDouble(set / 2),
            NamedSchedule::Up,
            NamedSchedule::UpAndDown,
            NamedSchedule::Odd,
            NamedSchedule::Even,
            NamedSchedule::Shuffled,
        ]
    }

    /// The name's kind without its number (`first`, `from`, `up-and-down`...),
    /// stable, for the screens' words.
    pub const fn kind(self) -> &'static str {
        match self {
            NamedSchedule::TopDown => "top-down",
            NamedSchedule::FirstRounds(_) => "first",
            NamedSchedule::FromDouble(_) => "from",
            NamedSchedule::Up => "up",
            NamedSchedule::UpAndDown => "up-and-down",
            NamedSchedule::Odd => "odd",
            NamedSchedule::Even => "even",
            NamedSchedule::Shuffled => "shuffled",
        }
    }

    /// The round doubles on a double-`set` set, in order; `seed` draws the
    /// shuffled order (the others ignore it). Refused: a number the set
    /// cannot give (the first 0 rounds, from a double above the top).
    pub fn doubles(self, set: Pip, seed: u64) -> Result<Vec<Pip>, ScheduleError> {
        let down = || (0..=set).rev();
        let list: Vec<Pip> = match self {
            NamedSchedule::TopDown => down().collect(),
            NamedSchedule::FirstRounds(n) => {
                let max = set as usize + 1;
                if n == 0 || n > max {
                    return Err(ScheduleError::Count { asked: n, max });
                }
                down().take(n).collect()
            }
            NamedSchedule::FromDouble(k) => {
                if k > set {
                    return Err(ScheduleError::NotInSet { double: k, set });
                }
                (0..=k).rev().collect()
            }
            NamedSchedule::Up => (0..=set).collect(),
            NamedSchedule::UpAndDown => down().chain(1..=set).collect(),
            NamedSchedule::Odd => down().filter(|d| d % 2 == 1).collect(),
            NamedSchedule::Even => down().filter(|d| d % 2 == 0).collect(),
            NamedSchedule::Shuffled => shuffled(set, seed),
        };
        check_schedule(&list, set)?;
        Ok(list)
    }

    /// How many rounds it plays on a double-`set` set (0 when the set
    /// cannot give it).
    pub fn rounds(self, set: Pip) -> usize {
        self.doubles(set, 0).map_or(0, |d| d.len())
    }
}

impl fmt::Display for NamedSchedule {
    /// The name as the command line takes it: `top-down`, `first-7`,
    /// `from-9`, `up`, `up-and-down`, `odd`, `even`, `shuffled`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NamedSchedule::FirstRounds(n) => write!(f, "first-{n}"),
            NamedSchedule::FromDouble(k) => write!(f, "from-{k}"),
            other => f.write_str(other.kind()),
        }
    }
}

/// A schedule the New game screen offers: its name, its rounds and a rough
/// time ([`schedule_choices`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ScheduleChoice {
    /// The schedule.
    pub name: NamedSchedule,
    /// Its round doubles on the game's set.
    pub doubles: Vec<Pip>,
    /// A rough time for all of them, in minutes ([`estimated_minutes`]).
    pub minutes: u32,
}

impl ScheduleChoice {
    /// How many rounds.
    pub fn rounds(&self) -> usize {
        self.doubles.len()
    }
}

/// The common schedules ([`NamedSchedule::common`]) of a game of `rules`
/// on a double-`set` set for `players` players, each with its rounds and
/// a rough time; `seed` draws the shuffled one (draw it again, with a new
/// seed, when the game starts). A schedule the set cannot give is left out.
///
/// ```
/// use mextrain::rules::{schedule_choices, NamedSchedule, PresetId, Rules};
/// let c = schedule_choices(&Rules::preset(PresetId::Classic), 12, 4, 0);
/// assert_eq!(c[0].name, NamedSchedule::TopDown);
/// assert_eq!((c[0].rounds(), c[0].minutes), (13, 182));
/// let up_down = c.iter().find(|c| c.name == NamedSchedule::UpAndDown).unwrap();
/// assert_eq!(up_down.rounds(), 25);
/// ```
pub fn schedule_choices(rules: &Rules, set: Pip, players: u8, seed: u64) -> Vec<ScheduleChoice> {
    NamedSchedule::common(set)
        .into_iter()
        .filter_map(|name| {
            let doubles = name.doubles(set, seed).ok()?;
            let minutes = estimated_minutes(rules, set, players, doubles.len());
            Some(ScheduleChoice {
                name,
                doubles,
                minutes,
            })
        })
        .collect()
}

/// A schedule's name that is not one of [`NamedSchedule`]'s.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct UnknownSchedule(pub String);

impl fmt::Display for UnknownSchedule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "unknown schedule '{}': use a list of doubles like 12,10,8 or top-down, first-N, \
             from-K, up, up-and-down, odd, even or shuffled",
            super::shorten(&self.0, 40)
        )
    }
}

impl std::error::Error for UnknownSchedule {}

impl FromStr for NamedSchedule {
    type Err = UnknownSchedule;
    fn from_str(s: &str) -> Result<Self, UnknownSchedule> {
        let t = s.trim();
        let unknown = || UnknownSchedule(s.to_string());
        let number = |rest: &str| -> Result<usize, UnknownSchedule> {
            if rest.is_empty() || rest.len() > 3 || !rest.bytes().all(|b| b.is_ascii_digit()) {
                return Err(unknown());
            }
            rest.parse().map_err(|_| unknown())
        };
        if let Some(rest) = t.strip_prefix("first-") {
            return Ok(NamedSchedule::FirstRounds(number(rest)?));
        }
        if let Some(rest) = t.strip_prefix("from-") {
            let k = number(rest)?;
            return Pip::try_from(k)
                .map(NamedSchedule::FromDouble)
                .map_err(|_| unknown());
        }
        Ok(match t {
            "top-down" => NamedSchedule::TopDown,
            "up" => NamedSchedule::Up,
            "up-and-down" => NamedSchedule::UpAndDown,
            "odd" => NamedSchedule::Odd,
            "even" => NamedSchedule::Even,
            "shuffled" => NamedSchedule::Shuffled,
            _ => return Err(unknown()),
        })
    }
}

/// Every double of a double-`set` set once, in an order drawn from `seed`
/// (the same seed, the same order; a Fisher-Yates shuffle on the engine's
/// own generator, [`Rng`]).
///
/// ```
/// use mextrain::rules::shuffled;
/// let a = shuffled(12, 7);
/// assert_eq!(a, shuffled(12, 7));
/// let mut sorted = a.clone();
/// sorted.sort_unstable();
/// assert_eq!(sorted, (0..=12).collect::<Vec<_>>());
/// ```
pub fn shuffled(set: Pip, seed: u64) -> Vec<Pip> {
    let mut list: Vec<Pip> = (0..=set).rev().collect();
    let mut rng = Rng::new(seed);
    for i in (1..list.len()).rev() {
        let j = rng.below(i + 1);
        list.swap(i, j);
    }
    list
}

/// A schedule as the command line or a file names it: a comma-separated
/// list of doubles (`12,10,8`, repeats allowed) or a name of
/// [`NamedSchedule`] (`up-and-down`, `first-7`). `seed` draws `shuffled`.
/// The list is checked against the set ([`check_schedule`]).
///
/// ```
/// use mextrain::rules::parse_schedule;
/// assert_eq!(parse_schedule("5,5, 0", 6, 0).unwrap(), vec![5, 5, 0]);
/// assert_eq!(parse_schedule("odd", 6, 0).unwrap(), vec![5, 3, 1]);
/// assert!(parse_schedule("7", 6, 0).is_err());
/// assert!(parse_schedule("sideways", 6, 0).is_err());
/// ```
pub fn parse_schedule(text: &str, set: Pip, seed: u64) -> Result<Vec<Pip>, String> {
    let t = text.trim();
    if t.starts_with(|c: char| c.is_ascii_digit()) && !t.contains('-') {
        let mut list = Vec::new();
        for part in t.split(',') {
            let p = part.trim();
            let d: Pip = match p.parse() {
                Ok(d) if !p.is_empty() && p.bytes().all(|b| b.is_ascii_digit()) => d,
                _ => {
                    return Err(format!(
                        "'{}' is not a double's number (like 12 for 12-12)",
                        super::shorten(p, 20)
                    ))
                }
            };
            list.push(d);
        }
        check_schedule(&list, set).map_err(|e| e.to_string())?;
        return Ok(list);
    }
    let name: NamedSchedule = t.parse().map_err(|e: UnknownSchedule| e.to_string())?;
    name.doubles(set, seed).map_err(|e| e.to_string())
}

/// A rough number of minutes one round takes: 2 minutes to shuffle, deal
/// and count, and 1 minute for each 5 tiles dealt (4 players of 15 tiles on
/// a double-12 set: 14 minutes; Choo Choo Sixes' 2 hands of 5: 4 minutes).
/// A figure to choose a schedule by, not a promise.
pub fn minutes_per_round(rules: &Rules, set: Pip, players: u8) -> u32 {
    let dealt = rules.hand_size(players, set) as u32 * players.max(1) as u32;
    2 + dealt.div_ceil(5)
}

/// A rough time for `rounds` rounds, in minutes: [`minutes_per_round`]
/// times the rounds (a full double-12 game of 4 players, 13 rounds: 182
/// minutes, about 3 hours).
///
/// ```
/// use mextrain::rules::{estimated_minutes, PresetId, Rules};
/// let classic = Rules::preset(PresetId::Classic);
/// assert_eq!(estimated_minutes(&classic, 12, 4, 13), 182);
/// let sixes = Rules::preset(PresetId::ChooChooSixes);
/// assert_eq!(estimated_minutes(&sixes, 6, 2, 7), 28);
/// ```
pub fn estimated_minutes(rules: &Rules, set: Pip, players: u8, rounds: usize) -> u32 {
    minutes_per_round(rules, set, players).saturating_mul(rounds.min(u32::MAX as usize) as u32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::PresetId;

    #[test]
    fn each_named_schedule_gives_its_list_and_its_rounds() {
        use NamedSchedule::*;
        let cases: [(NamedSchedule, Pip, Vec<Pip>); 10] = [
            (TopDown, 6, vec![6, 5, 4, 3, 2, 1, 0]),
            (FirstRounds(3), 12, vec![12, 11, 10]),
            (FirstRounds(13), 12, (0..=12).rev().collect()),
            (FromDouble(4), 12, vec![4, 3, 2, 1, 0]),
            (FromDouble(0), 6, vec![0]),
            (Up, 6, vec![0, 1, 2, 3, 4, 5, 6]),
            (
                UpAndDown,
                9,
                vec![9, 8, 7, 6, 5, 4, 3, 2, 1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
            ),
            (Odd, 12, vec![11, 9, 7, 5, 3, 1]),
            (Even, 12, vec![12, 10, 8, 6, 4, 2, 0]),
            (Odd, 9, vec![9, 7, 5, 3, 1]),
        ];
        for (name, set, want) in cases {
            assert_eq!(name.doubles(set, 0).unwrap(), want, "{name} on {set}");
            assert_eq!(name.rounds(set), want.len(), "{name} on {set}");
            // Its name reads back.
            assert_eq!(name.to_string().parse::<NamedSchedule>().unwrap(), name);
        }
        assert_eq!(UpAndDown.rounds(18), 37);
        assert_eq!(Shuffled.rounds(15), 16);
    }

    #[test]
    fn a_number_the_set_cannot_give_is_refused() {
        use NamedSchedule::*;
        assert_eq!(
            FirstRounds(0).doubles(12, 0),
            Err(ScheduleError::Count { asked: 0, max: 13 })
        );
        assert_eq!(
            FirstRounds(8).doubles(6, 0),
            Err(ScheduleError::Count { asked: 8, max: 7 })
        );
        assert_eq!(
            FromDouble(9).doubles(6, 0),
            Err(ScheduleError::NotInSet { double: 9, set: 6 })
        );
        assert_eq!(FirstRounds(8).rounds(6), 0);
        for bad in [
            "",
            "first-",
            "first-x",
            "from--1",
            "from-300",
            "down",
            "first-12345",
        ] {
            assert!(bad.parse::<NamedSchedule>().is_err(), "{bad:?}");
        }
    }

    #[test]
    fn a_shuffle_holds_every_double_once_and_follows_its_seed() {
        for set in [6, 9, 12, 15, 18] {
            for seed in 0..20 {
                let s = NamedSchedule::Shuffled.doubles(set, seed).unwrap();
                let mut sorted = s.clone();
                sorted.sort_unstable();
                assert_eq!(sorted, (0..=set).collect::<Vec<_>>());
                assert_eq!(s, shuffled(set, seed));
            }
        }
        // Different seeds give different orders (not always the same list).
        let orders: std::collections::HashSet<Vec<Pip>> =
            (0..20).map(|seed| shuffled(12, seed)).collect();
        assert!(orders.len() > 15, "{}", orders.len());
    }

    #[test]
    fn lists_by_hand_may_repeat_a_double() {
        assert_eq!(parse_schedule("12,12,0", 12, 0).unwrap(), vec![12, 12, 0]);
        assert_eq!(parse_schedule(" 3 , 3 ", 6, 0).unwrap(), vec![3, 3]);
        assert_eq!(parse_schedule("up-and-down", 6, 0).unwrap().len(), 13);
        let e = parse_schedule("13", 12, 0).unwrap_err();
        assert_eq!(e, "round double 13-13 is not in a double-12 set");
        let e = parse_schedule("1,,2", 12, 0).unwrap_err();
        assert!(e.contains("is not a double's number"), "{e}");
        let e = parse_schedule(&vec!["1"; 101].join(","), 12, 0).unwrap_err();
        assert_eq!(e, "a game has at most 100 rounds, not 101");
        let e = parse_schedule("sideways", 12, 0).unwrap_err();
        assert!(e.starts_with("unknown schedule 'sideways'"), "{e}");
        let e = parse_schedule("first-20", 12, 0).unwrap_err();
        assert_eq!(e, "this set gives 1 to 13 rounds here, not 20");
    }

    #[test]
    fn the_time_estimate_grows_with_rounds_players_and_tiles() {
        let c = Rules::preset(PresetId::Classic);
        assert_eq!(minutes_per_round(&c, 12, 4), 14);
        assert_eq!(minutes_per_round(&c, 12, 2), 8);
        assert!(minutes_per_round(&c, 12, 8) > minutes_per_round(&c, 12, 2));
        assert_eq!(estimated_minutes(&c, 12, 4, 0), 0);
        assert_eq!(
            estimated_minutes(&c, 12, 4, 25),
            25 * minutes_per_round(&c, 12, 4)
        );
    }
}

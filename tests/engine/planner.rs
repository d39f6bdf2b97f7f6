//! The planner against a brute force, on edge cases, and through the command line.

use mextrain::cli::run_engine_captured;
use mextrain::rules::{plan, plan_set, set_tiles, Pip, Placed, Rng, Tile, TileSet};

fn t(s: &str) -> Tile {
    s.parse().unwrap()
}

fn tiles(s: &str) -> Vec<Tile> {
    s.split_whitespace().map(t).collect()
}

fn shown(train: &[Placed]) -> String {
    train
        .iter()
        .map(|p| p.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

fn deal(rng: &mut Rng, set: Pip, k: usize) -> Vec<Tile> {
    let mut all = set_tiles(set);
    for i in 0..k {
        let j = i + rng.below(all.len() - i);
        all.swap(i, j);
    }
    all.truncate(k);
    all
}

/// The best (tiles, pips) over every train, by plain exhaustive search with
/// doubles as ordinary tiles.
fn brute(hand: &[Tile], start: Option<Pip>) -> (u32, u32) {
    fn go(
        hand: &[Tile],
        used: &mut Vec<bool>,
        end: Pip,
        len: u32,
        pips: u32,
        best: &mut (u32, u32),
    ) {
        if (len, pips) > *best {
            *best = (len, pips);
        }
        for i in 0..hand.len() {
            if used[i] {
                continue;
            }
            if let Some(next) = hand[i].other_end(end) {
                used[i] = true;
                go(hand, used, next, len + 1, pips + hand[i].pips(), best);
                used[i] = false;
            }
        }
    }
    let mut best = (0, 0);
    let starts: Vec<Pip> = match start {
        Some(s) => vec![s],
        None => (0..=18).collect(),
    };
    for s in starts {
        go(hand, &mut vec![false; hand.len()], s, 0, 0, &mut best);
    }
    best
}

/// The plan is a legal train from the hand, its extras the rest of the hand.
fn check_legal(hand: &[Tile], start: Option<Pip>, p: &mirror::Plan) {
    let mut end = start;
    let mut used = TileSet::EMPTY;
    for placed in &p.train {
        if let Some(e) = end {
            assert_eq!(
                placed.from, e,
                "{hand:?} from {start:?}: {} does not follow",
                placed
            );
        }
        assert!(hand.contains(&placed.tile()), "{placed} not in hand");
        assert!(used.insert(placed.tile()), "{placed} twice");
        end = Some(placed.to);
    }
    assert_eq!(p.pips, p.train.iter().map(|x| x.tile().pips()).sum::<u32>());
    let mut rest: Vec<Tile> = hand
        .iter()
        .copied()
        .filter(|&x| !used.contains(x))
        .collect();
    rest.dedup();
    assert_eq!(p.extras, rest);
}

mod mirror {
    pub use mextrain::rules::Plan;
}

/// Plans `rounds` random hands (`k_min` to `k_min + 4` tiles of a set from
/// `sets`, from no value every `anywhere_every`th round, else from a random
/// one) and checks each against the brute force.
fn matches_brute_force(
    seed: u64,
    rounds: usize,
    sets: &[Pip],
    k_min: usize,
    anywhere_every: usize,
) {
    let mut rng = Rng::new(seed);
    for round in 0..rounds {
        let set = sets[round % sets.len()];
        let k = k_min + rng.below(5);
        let hand = deal(&mut rng, set, k);
        let start = if round % anywhere_every == 0 {
            None
        } else {
            Some(rng.below(set as usize + 1) as Pip)
        };
        let p = plan(&hand, start);
        check_legal(&hand, start, &p);
        assert_eq!(
            (p.train.len() as u32, p.pips),
            brute(&hand, start),
            "hand {hand:?} from {start:?}: {}",
            shown(&p.train)
        );
    }
}

#[test]
fn matches_brute_force_on_thousands_of_small_hands() {
    matches_brute_force(42, 4000, &[6, 9, 12, 18], 6, 3);
}

#[test]
fn matches_brute_force_on_dense_hands() {
    // Many tiles on few values: lots of cycles, the hard case for the bounds.
    matches_brute_force(7, 600, &[4, 5, 6], 9, 4);
}

#[test]
fn edge_cases() {
    // Empty hand.
    let p = plan(&[], Some(12));
    assert!(p.train.is_empty() && p.extras.is_empty() && p.pips == 0);
    assert!(plan(&[], None).train.is_empty());
    // Nothing matches the start.
    let p = plan(&tiles("3-4 5-5"), Some(12));
    assert!(p.train.is_empty());
    assert_eq!(p.extras, tiles("3-4 5-5"));
    // A start above any set.
    assert!(plan(&tiles("3-4"), Some(200)).train.is_empty());
    // Only doubles, anywhere: the biggest one.
    assert_eq!(shown(&plan(&tiles("3-3 5-5"), None).train), "5-5");
    // The start's own double is laid first.
    assert_eq!(shown(&plan(&tiles("4-5 4-4"), Some(4)).train), "4-4 4-5");
    // Duplicates count once.
    let p = plan(&tiles("12-5 5-12 5-7 3-3 3-3"), Some(12));
    assert_eq!(shown(&p.train), "12-5 5-7");
    assert_eq!(p.extras, tiles("3-3"));
    // Doubles are laid when their value comes up.
    assert_eq!(
        shown(&plan(&tiles("5-7 7-7 12-5 5-5"), Some(12)).train),
        "12-5 5-5 5-7 7-7"
    );
    // Oriented: the first number touches the previous tile.
    assert_eq!(shown(&plan(&tiles("1-2 2-3"), Some(3)).train), "3-2 2-1");
    // Ties: more pips.
    assert_eq!(
        shown(&plan(&tiles("0-1 1-2 1-9"), Some(0)).train),
        "0-1 1-9"
    );
}

#[test]
fn whole_double_9_less_the_engine_from_9() {
    // Every value has 9 non-double tiles (odd), so 4 tiles must stay out:
    // 45 - 4 = 41 non-doubles and the 9 other doubles.
    let hand: Vec<Tile> = set_tiles(9)
        .into_iter()
        .filter(|&x| x != Tile::double(9))
        .collect();
    let p = plan(&hand, Some(9));
    check_legal(&hand, Some(9), &p);
    assert_eq!(p.train.len(), 50);
    // The 4 left out cover 8 of the values 0..=8 once each; the fewest pips
    // leave out 0..=7: 28 pips.
    assert_eq!(p.extras.iter().map(|x| x.pips()).sum::<u32>(), 28);
    assert!(p.proved_by_bound);
}

#[test]
fn whole_sets_are_solved() {
    // Double-6 and double-12: every value has even degree, so Euler circuits.
    for n in [6u8, 12] {
        let p = plan_set(TileSet::full(n), Some(n));
        assert_eq!(p.train.len(), set_tiles(n).len());
    }
    // Double-18 less its engine from 18: all even again, all 189 tiles.
    let mut s = TileSet::full(18);
    s.remove(Tile::double(18));
    assert_eq!(plan_set(s, Some(18)).train.len(), 189);
}

fn run(args: &[&str]) -> (i32, String, String) {
    let args: Vec<&str> = std::iter::once("plan")
        .chain(args.iter().copied())
        .collect();
    let c = run_engine_captured(&args, b"");
    (
        c.code.expect("plan is an engine subcommand"),
        String::from_utf8(c.out).unwrap(),
        String::from_utf8(c.err).unwrap(),
    )
}

#[test]
fn cli_plans() {
    let (code, out, err) = run(&["--engine", "12", "5-7", "3-3", "12-5"]);
    assert_eq!(code, 0, "{err}");
    assert_eq!(out, "train: 12-5 5-7\nextras: 3-3\n");
    let (code, out, _) = run(&["--json", "--engine", "12", "5-7", "3-3", "12-5"]);
    assert_eq!(code, 0);
    assert_eq!(
        out.trim(),
        r#"{"train": ["12-5", "5-7"], "extras": ["3-3"]}"#
    );
    let v: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(v["train"][1], "5-7");
    let (code, out, _) = run(&["--engine=12", "--json", "3-3"]);
    assert_eq!(code, 0);
    assert_eq!(out.trim(), r#"{"train": [], "extras": ["3-3"]}"#);
    let (code, out, _) = run(&["5-7", "3-3", "12-5"]);
    assert_eq!(code, 0);
    assert!(
        out.starts_with("train: 12-5 5-7\n") || out.starts_with("train: 7-5 5-12\n"),
        "{out}"
    );
}

#[test]
fn cli_refuses_bad_input() {
    for (args, needle) in [
        (&["--engine", "12", "5-x"][..], "5-x"),
        (&["--engine", "12", "5-7", "7-5"][..], "7-5"),
        (&["--engine", "19", "5-7"][..], "19"),
        (&["--engine", "x", "5-7"][..], "x"),
        (&["--engine"][..], "--engine"),
        (&["--engine", "12"][..], "<TILE>"),
        (&["--frob", "5-7"][..], "--frob"),
        (&["--engine", "3", "--engine", "4", "5-7"][..], "--engine"),
    ] {
        let (code, out, err) = run(args);
        assert_eq!(code, 2, "{args:?}");
        assert!(out.is_empty(), "{args:?}: {out}");
        assert!(err.contains(needle), "{args:?}: {err}");
    }
}

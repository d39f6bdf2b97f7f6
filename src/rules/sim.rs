//! Self-play: deal a round and play it to the end with a simple policy,
//! recorded as a [`TableSetup`] that [`check`](super::check) accepts.
//!
//! ```
//! use mextrain::rules::{check_setup, simulate, Policy, PresetId, SimConfig};
//! let cfg = SimConfig::new(PresetId::Classic, 4, 7);
//! let round = simulate(&cfg).unwrap();
//! assert_eq!(round, simulate(&cfg).unwrap()); // same seed, same round
//! let report = check_setup(&round).unwrap();
//! assert!(report.all_legal() && report.round.over);
//! ```
//!
//! **reading** (deal): the engine is always set aside before dealing, also
//! for presets whose engine is the highest double held (classic, hub-set):
//! the sources allow starting from the set's top double, and it keeps the
//! deal one shuffle. The round simulated is the first: the engine is the
//! set's top double.
//!
//! **reading** (who starts): Choo Choo Sixes' first round starts with the
//! holder of the highest double, else the highest pip count in hand (ties:
//! the earlier seat). Every other preset picks the first player at random
//! (with the engine set aside, nobody "placed" it).

use super::preset::{HouseRules, PresetId, Rules, StarterRule};
use super::setup::TableSetup;
use super::table::{Move, RoundEnd, Seat, Table, MAX_PLAYERS};
use super::tile::{set_size, Pip, Tile, TileSet, MAX_SET};
use std::collections::BTreeMap;
use std::fmt;

/// A small deterministic random number generator (SplitMix64): the same
/// seed gives the same sequence on every platform.
///
/// ```
/// use mextrain::rules::Rng;
/// let mut a = Rng::new(1);
/// let mut b = Rng::new(1);
/// assert_eq!(a.next_u64(), b.next_u64());
/// assert!(a.below(6) < 6);
/// ```
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    /// A generator from a seed.
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    /// The next 64 random bits.
    #[inline]
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n > 0`), without noticeable bias for small `n`.
    #[inline]
    pub fn below(&mut self, n: usize) -> usize {
        ((self.next_u64() >> 32) * n as u64 >> 32) as usize
    }
}

/// How simulated players choose among their legal moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Policy {
    /// Any legal move, uniformly.
    Random,
    /// Doubles first, then the tile with the most pips.
    Greedy,
}

impl std::str::FromStr for Policy {
    type Err = String;
    fn from_str(s: &str) -> Result<Policy, String> {
        match s {
            "random" => Ok(Policy::Random),
            "greedy" => Ok(Policy::Greedy),
            _ => Err(format!("unknown policy '{s}': use random or greedy")),
        }
    }
}

/// What to simulate.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimConfig {
    /// The preset.
    pub preset: PresetId,
    /// House rules over it.
    pub house: HouseRules,
    /// The set's top double (default: the preset's).
    pub set: Option<Pip>,
    /// How many players.
    pub players: u8,
    /// The seed: the same seed gives the same round.
    pub seed: u64,
    /// How players choose.
    pub policy: Policy,
}

impl SimConfig {
    /// A random-policy round of `preset` on its default set.
    pub fn new(preset: PresetId, players: u8, seed: u64) -> SimConfig {
        SimConfig {
            preset,
            house: HouseRules::default(),
            set: None,
            players,
            seed,
            policy: Policy::Random,
        }
    }
}

/// A configuration that cannot be dealt.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimError(pub String);

impl fmt::Display for SimError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for SimError {}

/// How a simulated round ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SimOutcome {
    /// Domino or blocked.
    pub how: RoundEnd,
    /// Moves made (plays, draws and passes).
    pub moves: u32,
    /// Bit `s`: seat `s` won.
    pub winners: u32,
}

/// Player names used by the simulator, in seat order.
pub const SIM_NAMES: [&str; MAX_PLAYERS] = [
    "Ana", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hana", "Ivy", "Jon", "Kim", "Lou", "Max",
    "Ned", "Oli", "Pia",
];

/// Most moves a simulated round may take before it is called stuck (a
/// round needs far fewer: every play removes a tile, draws are bounded).
const MOVE_LIMIT: u32 = 20_000;

/// Every tile of a double-18 set, in [`Tile::index`] order.
const ALL_TILES: [Tile; set_size(MAX_SET)] = {
    let mut out = [Tile::double(0); set_size(MAX_SET)];
    let mut hi = 0;
    while hi <= MAX_SET {
        let mut lo = 0;
        while lo <= hi {
            out[Tile::new(lo, hi).index()] = Tile::new(lo, hi);
            lo += 1;
        }
        hi += 1;
    }
    out
};

struct Dealt {
    rules: Rules,
    set: Pip,
    hands: [TileSet; MAX_PLAYERS],
    boneyard: [Tile; 190],
    bone_len: usize,
    starter: Seat,
}

fn deal(cfg: &SimConfig, rng: &mut Rng) -> Result<Dealt, SimError> {
    let rules = Rules::preset(cfg.preset)
        .with_house(&cfg.house)
        .map_err(|e| SimError(e.to_string()))?;
    let set = cfg.set.unwrap_or(rules.default_set);
    if set == 0 || set > MAX_SET {
        return Err(SimError(format!("no double-{set} set: use 1 to {MAX_SET}")));
    }
    let n = cfg.players;
    let max = if rules.max_players >= 12 {
        MAX_PLAYERS as u8
    } else {
        rules.max_players_for(set)
    }
    .min(MAX_PLAYERS as u8);
    if n < rules.min_players || n > max {
        return Err(SimError(format!(
            "{} is played by {} to {} players, not {n}",
            cfg.preset, rules.min_players, max
        )));
    }
    let h = rules.hand_size(n, set) as usize;
    let avail = set_size(set) - 1;
    if h * n as usize > avail {
        return Err(SimError(format!(
            "{n} hands of {h} need {} tiles; a double-{set} set has {avail} besides the engine",
            h * n as usize
        )));
    }
    // Every tile of the set but the engine, in index order: the engine
    // double `set-set` has the set's last index.
    let mut tiles = ALL_TILES;
    let len = set_size(set) - 1;
    for i in (1..len).rev() {
        let j = rng.below(i + 1);
        tiles.swap(i, j);
    }
    let mut hands = [TileSet::EMPTY; MAX_PLAYERS];
    for (s, hand) in hands.iter_mut().enumerate().take(n as usize) {
        for t in &tiles[s * h..(s + 1) * h] {
            hand.insert(*t);
        }
    }
    let dealt = h * n as usize;
    let mut boneyard = [Tile::double(0); 190];
    let bone_len = len - dealt;
    boneyard[..bone_len].copy_from_slice(&tiles[dealt..len]);
    let starter = if rules.starter == StarterRule::LastWinner {
        let key = |hand: &TileSet| {
            let top_double = hand
                .iter()
                .filter(|t| t.is_double())
                .map(|t| t.hi() as i32)
                .max()
                .unwrap_or(-1);
            let pips: u32 = hand.iter().map(|t| t.pips()).sum();
            (top_double, pips)
        };
        let mut best = 0;
        for s in 1..n as usize {
            if key(&hands[s]) > key(&hands[best]) {
                best = s;
            }
        }
        Seat(best as u8)
    } else {
        Seat(rng.below(n as usize) as u8)
    };
    Ok(Dealt {
        rules,
        set,
        hands,
        boneyard,
        bone_len,
        starter,
    })
}

/// Chooses a move for the player to move, without listing the legal moves:
/// `Random` takes the `rng.below(n)`-th of the `n` legal moves (in the order
/// of [`Table::legal_moves`]); `Greedy` the first with the best score.
#[inline]
fn choose(table: &Table, policy: Policy, rng: &mut Rng) -> Move {
    let m = match policy {
        Policy::Random => table.pick_legal_move(|n| rng.below(n)),
        Policy::Greedy => {
            let score = |m: &Move| match *m {
                Move::Play(t, _) => 1000 + (t.is_double() as u32) * 100 + t.pips(),
                Move::Draw(_) => 1,
                Move::Pass => 0,
            };
            let mut best: Option<(u32, Move)> = None;
            table.gen_moves(table.turn(), &mut |m| {
                let s = score(&m);
                if best.is_none_or(|(b, _)| s > b) {
                    best = Some((s, m));
                }
            });
            best.map(|b| b.1)
        }
    };
    // No legal move cannot happen on a table the simulator dealt; pass to
    // make progress.
    m.unwrap_or(Move::Pass)
}

fn run(
    cfg: &SimConfig,
    mut record: Option<&mut Vec<(Seat, Move)>>,
) -> Result<(Table, u32), SimError> {
    let mut rng = Rng::new(cfg.seed);
    let d = deal(cfg, &mut rng)?;
    let names = SIM_NAMES[..cfg.players as usize]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let mut table = Table::new_round(
        d.rules,
        d.set,
        d.set,
        names,
        &d.hands[..cfg.players as usize],
        d.bone_len as u16,
        d.starter,
    );
    let mut bone_len = d.bone_len;
    let mut count = 0u32;
    while !table.is_over() {
        if count >= MOVE_LIMIT {
            return Err(SimError(format!(
                "round of seed {} did not end in {MOVE_LIMIT} moves",
                cfg.seed
            )));
        }
        let seat = table.turn();
        let mut m = choose(&table, cfg.policy, &mut rng);
        if let Move::Draw(_) = m {
            bone_len -= 1;
            m = Move::Draw(Some(d.boneyard[bone_len]));
        }
        table.apply(seat, m);
        if let Some(r) = record.as_deref_mut() {
            r.push((seat, m));
        }
        count += 1;
    }
    Ok((table, count))
}

/// Plays one round and records it as a table file: every hand at the deal,
/// the boneyard count, every move, each draw naming the tile drawn.
pub fn simulate(cfg: &SimConfig) -> Result<TableSetup, SimError> {
    let mut log = Vec::new();
    let (table, _) = run(cfg, Some(&mut log))?;
    let mut rng = Rng::new(cfg.seed);
    let d = deal(cfg, &mut rng)?;
    let mut hands = BTreeMap::new();
    for s in 0..cfg.players as usize {
        hands.insert(SIM_NAMES[s].to_string(), d.hands[s].iter().collect());
    }
    Ok(TableSetup {
        rules: Some(cfg.preset),
        house: (!cfg.house.is_empty()).then(|| cfg.house.clone()),
        set: Some(d.set),
        engine: Some(d.set),
        players: SIM_NAMES[..cfg.players as usize]
            .iter()
            .map(|s| s.to_string())
            .collect(),
        trains: BTreeMap::new(),
        turn: Some(SIM_NAMES[d.starter.index()].to_string()),
        hands,
        boneyard: Some(d.bone_len as u16),
        moves: log.iter().map(|&(s, m)| table.move_setup(s, m)).collect(),
    })
}

/// Plays one round without recording it (fast): how it ended.
pub fn simulate_outcome(cfg: &SimConfig) -> Result<SimOutcome, SimError> {
    let (table, moves) = run(cfg, None)?;
    let how = match table.ended() {
        Some((how, _)) => how,
        None => RoundEnd::Blocked,
    };
    let winners = if how == RoundEnd::Domino {
        table.ended().and_then(|e| e.1).map_or(0, |s| 1 << s.0)
    } else {
        table
            .status()
            .winners
            .iter()
            .fold(0u32, |m, s| m | 1 << s.0)
    };
    Ok(SimOutcome {
        how,
        moves,
        winners,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::check_setup;

    #[test]
    fn same_seed_same_round_and_it_checks() {
        for p in PresetId::ALL {
            let players = if p == PresetId::ChooChooSixes { 2 } else { 4 };
            for seed in 0..20 {
                let cfg = SimConfig {
                    policy: if seed % 2 == 0 {
                        Policy::Random
                    } else {
                        Policy::Greedy
                    },
                    ..SimConfig::new(p, players, seed)
                };
                let a = simulate(&cfg).unwrap();
                assert_eq!(a, simulate(&cfg).unwrap());
                let r = check_setup(&a).unwrap();
                assert!(r.all_legal(), "{p} seed {seed}: {:?}", r.moves.last());
                assert!(r.round.over, "{p} seed {seed}");
            }
        }
    }

    #[test]
    fn refuses_impossible_deals() {
        assert!(simulate(&SimConfig::new(PresetId::ChooChooSixes, 3, 0)).is_err());
        let mut c = SimConfig::new(PresetId::Classic, 8, 0);
        c.set = Some(6);
        c.house.hand_size = Some(10);
        assert!(simulate(&c).is_err());
    }
}

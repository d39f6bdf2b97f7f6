//! Property tests over self-play: 10,000 rounds per preset.
//!
//! Every round: tiles are conserved after every move (hands + table +
//! boneyard = the set, no tile twice), every simulated move is judged legal
//! when the log is replayed through `check`, the round ends, and a random
//! illegal move injected into the log is caught. And the blocked-round test
//! never misses: after every move, while the round goes on with an empty
//! boneyard, some player could still lay a tile (worked out here from the
//! table's trains and hands, not by the engine's own test); when nobody
//! could, the round is already over, as blocked.

use mextrain::rules::{
    check, check_setup, set_size, simulate, HouseRules, Move, Policy, PresetId, Rng, RoundEnd,
    Seat, SimConfig, Table, TableSetup, Tile, TileSet, TrainId,
};

const ROUNDS: u64 = 10_000;

fn players_for(p: PresetId, seed: u64) -> u8 {
    match p {
        PresetId::ChooChooSixes => 2,
        PresetId::DominoRules => 2 + (seed % 7) as u8,
        _ => 2 + (seed % 7) as u8,
    }
}

/// Every third round greedy, the rest random.
fn policy_for(seed: u64) -> Policy {
    if seed % 3 == 0 {
        Policy::Greedy
    } else {
        Policy::Random
    }
}

fn conserved(table: &Table, ctx: &str) {
    let mut all = table.on_table();
    let mut count = all.len();
    for s in table.seats() {
        let h = table.hand(s).expect("simulated hands are known");
        assert!(!all.intersects(&h), "{ctx}: a tile is twice");
        all = all.union(&h);
        count += h.len();
    }
    let bone = table.boneyard().unwrap() as usize;
    assert_eq!(
        count + bone,
        set_size(table.set()),
        "{ctx}: tiles not conserved"
    );
    assert_eq!(all.len(), count, "{ctx}: a tile is twice");
}

/// Whether some player could still lay a tile once the passes have raised
/// their markers (`table-file.md`: the blocked-round test), worked out from
/// what the table shows rather than by the engine's own blocked test: the
/// player to move, in the turn under way, has a tile to lay; or, at the
/// start of anyone's next turn (this turn over, every marker up), someone
/// holds a tile for a train open to them. While a double is open only its
/// train takes a tile, and anyone may cover it; otherwise a player may use
/// their own train, the community train (started or not, its end is the
/// engine's number until then) and, where markers are played, every other
/// train. Every hand must be known (self-play).
fn someone_could_lay(table: &Table) -> bool {
    if !table.is_over() {
        let mut now = false;
        table.legal_moves_into(table.turn(), &mut |m| now |= matches!(m, Move::Play(..)));
        if now {
            return true;
        }
    }
    let rules = table.rules();
    let others_open = rules.markers && !rules.opponent_train_closed;
    let doubles = table.open_double().is_some();
    table.seats().any(|s| {
        let hand = table.hand(s).expect("simulated hands are known");
        let fits = |t: TrainId| {
            let end = table.train_end(t);
            hand.iter().any(|x| x.has(end))
        };
        if doubles {
            table.open_doubles().any(fits)
        } else {
            table
                .trains()
                .filter(|t| match t.owner() {
                    None => true,
                    Some(o) => o == s || others_open,
                })
                .any(fits)
        }
    })
}

/// After a move (`after`: which, for the message): the blocked-round test
/// never misses, and never fires while someone could still lay a tile.
/// Cheap while the boneyard has tiles: nothing to work out.
fn blocked_test_holds(table: &Table, ctx: &str, after: Option<(usize, Seat, Move)>) {
    if table.boneyard() != Some(0) {
        return;
    }
    let could = someone_could_lay(table);
    match table.ended().map(|e| e.0) {
        None => assert!(
            could,
            "{ctx}, after {after:?}: nobody could lay a tile, yet the round goes on (turn {:?})",
            table.turn()
        ),
        Some(RoundEnd::Blocked) => assert!(
            !could,
            "{ctx}, after {after:?}: blocked while someone could still lay a tile"
        ),
        Some(RoundEnd::Domino) => {}
    }
}

fn random_move(table: &Table, rng: &mut Rng) -> (Seat, Move) {
    let seat = if rng.below(4) == 0 {
        Seat(rng.below(table.players()) as u8)
    } else {
        table.turn()
    };
    let tiles = TileSet::full(table.set());
    let tile = tiles.nth(rng.below(tiles.len())).unwrap();
    let trains: Vec<TrainId> = table.trains().collect();
    let m = match rng.below(10) {
        0 => Move::Draw(None),
        1 => Move::Draw(Some(tile)),
        2 => Move::Pass,
        _ => Move::Play(tile, trains[rng.below(trains.len())]),
    };
    (seat, m)
}

fn run_preset(preset: PresetId) {
    run_preset_with(preset, HouseRules::default());
}

fn run_preset_with(preset: PresetId, house: HouseRules) {
    let mut rng = Rng::new(0xC0FFEE ^ preset as u64);
    let mut blocked = 0;
    // Rounds whose last move lays a double that empties the hand.
    let mut out_on_a_double = 0;
    // With the house rule: rounds blocked at once by a last double that
    // nobody can cover.
    let mut last_double_blocked = 0;
    let cover = house.cover_last_double == Some(true);
    for seed in 0..ROUNDS {
        let cfg = SimConfig {
            policy: policy_for(seed),
            set: if preset != PresetId::ChooChooSixes && seed % 5 == 0 {
                Some(9)
            } else {
                None
            },
            house: house.clone(),
            ..SimConfig::new(preset, players_for(preset, seed), seed)
        };
        let cfg = if cfg.set == Some(9) {
            SimConfig {
                players: cfg.players.min(4),
                ..cfg
            }
        } else {
            cfg
        };
        let setup = simulate(&cfg).unwrap();
        let ctx = format!("{preset} seed {seed}");

        // Replay move by move: tiles conserved, every move legal.
        let mut table = Table::from_setup(&setup).unwrap();
        conserved(&table, &ctx);
        blocked_test_holds(&table, &ctx, None);
        for (i, ms) in setup.moves.iter().enumerate() {
            let (seat, m) = table.resolve(ms).unwrap();
            if let Err(e) = table.play(seat, m) {
                panic!("{ctx}: move {i} judged illegal: {e}");
            }
            conserved(&table, &ctx);
            blocked_test_holds(&table, &ctx, Some((i, seat, m)));
            let emptied = table.hand(seat).is_some_and(|h| h.is_empty());
            if let Move::Play(t, _) = m {
                if t.is_double() && emptied {
                    // Going out on a double ends the round at once, unless
                    // the house rule says the double must be covered: then
                    // the round goes on, or, when nobody can cover it and
                    // the boneyard is empty, it is blocked at once (the
                    // player holds nothing: 0 points, among the winners).
                    if !cover {
                        assert!(table.is_over(), "{ctx}: move {i}");
                        out_on_a_double += 1;
                        assert_eq!(i + 1, setup.moves.len(), "{ctx}: moves after going out");
                    } else if table.is_over() {
                        let st = table.status();
                        assert_eq!(st.how, Some(RoundEnd::Blocked), "{ctx}: move {i}");
                        assert_eq!(table.boneyard(), Some(0), "{ctx}: move {i}");
                        assert!(st.winners.contains(&seat), "{ctx}: move {i}");
                        assert!(st.points.contains(&(seat, 0)), "{ctx}: move {i}");
                        assert_eq!(table.turn(), seat, "{ctx}: move {i}");
                        last_double_blocked += 1;
                        assert_eq!(i + 1, setup.moves.len(), "{ctx}: moves after the block");
                    }
                }
            }
        }
        assert!(table.is_over(), "{ctx}: round did not end");
        if table.status().how == Some(RoundEnd::Blocked) {
            blocked += 1;
        }

        // The same through check (JSON for some rounds).
        let report = if seed % 50 == 0 {
            check(&serde_json::to_string(&setup).unwrap()).unwrap()
        } else {
            check_setup(&setup).unwrap()
        };
        assert!(report.all_legal(), "{ctx}: {:?}", report.moves.last());
        assert_eq!(report.moves.len(), setup.moves.len());
        assert!(report.round.over, "{ctx}");
        assert!(!report.round.winners.is_empty(), "{ctx}");

        // Inject an illegal move at a random point: it is caught there.
        let k = rng.below(setup.moves.len() + 1);
        let mut table = Table::from_setup(&setup).unwrap();
        for ms in &setup.moves[..k] {
            let (seat, m) = table.resolve(ms).unwrap();
            table.play(seat, m).unwrap();
        }
        let mut injected = None;
        for _ in 0..64 {
            let (seat, m) = random_move(&table, &mut rng);
            if let Err(rule) = table.check(seat, m) {
                injected = Some((seat, m, rule));
                break;
            }
        }
        let Some((seat, m, rule)) = injected else {
            continue;
        };
        let mut bad: TableSetup = setup.clone();
        bad.moves.truncate(k);
        bad.moves.push(table.move_setup(seat, m));
        let report = check_setup(&bad).unwrap();
        assert_eq!(report.moves.len(), k + 1, "{ctx}");
        let last = report.moves.last().unwrap();
        assert!(
            !last.legal,
            "{ctx}: injected {m:?} by {seat:?} at {k} not caught"
        );
        assert_eq!(last.rule, Some(rule), "{ctx}");
    }
    // Going out on a double happens in self-play (about one round in ten),
    // and never with the house rule on.
    if cover {
        assert_eq!(out_on_a_double, 0, "{preset}");
    } else {
        assert!(
            out_on_a_double > ROUNDS / 100,
            "{preset}: only {out_on_a_double} rounds went out on a double"
        );
    }
    let domino = ROUNDS - blocked;
    println!("{preset} (cover_last_double {cover}, faster {:?}): {ROUNDS} rounds: {domino} by domino, {blocked} blocked; {out_on_a_double} went out on a double, {last_double_blocked} blocked at once by a last double", house.faster_first_turn);
    // Both endings happen.
    assert!(
        blocked > 0 && blocked < ROUNDS,
        "{preset}: {blocked} blocked rounds"
    );
}

#[test]
fn classic_self_play_properties() {
    run_preset(PresetId::Classic);
}

#[test]
fn hub_set_self_play_properties() {
    run_preset(PresetId::HubSet);
}

#[test]
fn hub_set_faster_game_self_play_properties() {
    run_preset_with(
        PresetId::HubSet,
        HouseRules {
            faster_first_turn: Some(true),
            ..HouseRules::default()
        },
    );
}

fn cover_last_double() -> HouseRules {
    HouseRules {
        cover_last_double: Some(true),
        ..HouseRules::default()
    }
}

#[test]
fn classic_cover_last_double_self_play_properties() {
    run_preset_with(PresetId::Classic, cover_last_double());
}

#[test]
fn hub_set_cover_last_double_self_play_properties() {
    run_preset_with(PresetId::HubSet, cover_last_double());
}

#[test]
fn dominorules_cover_last_double_self_play_properties() {
    run_preset_with(PresetId::DominoRules, cover_last_double());
}

#[test]
fn choo_choo_sixes_cover_last_double_self_play_properties() {
    run_preset_with(PresetId::ChooChooSixes, cover_last_double());
}

#[test]
fn dominorules_self_play_properties() {
    run_preset(PresetId::DominoRules);
}

#[test]
fn choo_choo_sixes_self_play_properties() {
    run_preset(PresetId::ChooChooSixes);
}

#[test]
fn same_seed_same_round() {
    for p in PresetId::ALL {
        let cfg = SimConfig::new(p, 2, 42);
        assert_eq!(simulate(&cfg).unwrap(), simulate(&cfg).unwrap());
        assert_ne!(
            simulate(&cfg).unwrap(),
            simulate(&SimConfig { seed: 43, ..cfg }).unwrap()
        );
    }
}

#[test]
fn the_deal_names_every_tile_once() {
    for p in PresetId::ALL {
        let s = simulate(&SimConfig::new(p, 2, 1)).unwrap();
        let mut seen = TileSet::EMPTY;
        for h in s.hands.values() {
            for &t in h {
                assert!(seen.insert(t));
            }
        }
        assert!(!seen.contains(Tile::double(s.engine.unwrap())));
        assert_eq!(
            seen.len() + s.boneyard.unwrap() as usize + 1,
            set_size(s.set.unwrap())
        );
    }
}

/// The table-file parser never panics: mutated valid files (bytes flipped,
/// cut, spliced with JSON fragments) are either judged or refused.
#[test]
fn table_file_parser_never_panics() {
    let mut rng = Rng::new(7);
    let frags = [
        "null",
        "true",
        "-1",
        "1e99",
        "\"\"",
        "[]",
        "{}",
        "\"mexican\"",
        "\"19-1\"",
        "\"12-12\"",
        "99999",
        "\"Ana\"",
        "{\"tiles\":[\"12-12\"]}",
        "{\"end\":30,\"open_double\":true}",
        "{\"player\":\"Zed\",\"pass\":false}",
        ",",
        ":",
        "]",
        "}",
    ];
    let mut bases = Vec::new();
    for p in PresetId::ALL {
        let players = if p == PresetId::ChooChooSixes { 2 } else { 3 };
        bases.push(
            serde_json::to_string(&simulate(&SimConfig::new(p, players, 3)).unwrap()).unwrap(),
        );
    }
    for i in 0..20_000 {
        let mut s = bases[i % bases.len()].clone().into_bytes();
        for _ in 0..1 + rng.below(4) {
            if s.is_empty() {
                break;
            }
            let at = rng.below(s.len());
            match rng.below(4) {
                0 => s[at] = b" \"{}[],:0123456789-tfn"[rng.below(22)],
                1 => s.truncate(at),
                2 => {
                    let f = frags[rng.below(frags.len())].as_bytes();
                    s.splice(at..at, f.iter().copied());
                }
                _ => {
                    let end = (at + rng.below(20)).min(s.len());
                    s.drain(at..end);
                }
            }
        }
        let text = String::from_utf8_lossy(&s);
        let _ = check(&text);
    }
}

/// `Table::to_setup` then `Table::from_setup` gives an equal table, at
/// every position between turns of self-played rounds (every preset, house
/// rules too, many moves in); in mid-turn, everything but the turn under way.
fn to_setup_round_trips(preset: PresetId, house: HouseRules, rounds: u64) {
    let mut between = 0;
    for seed in 0..rounds {
        let cfg = SimConfig {
            policy: policy_for(seed),
            house: house.clone(),
            ..SimConfig::new(preset, players_for(preset, seed), seed)
        };
        let setup = simulate(&cfg).unwrap();
        let mut table = Table::from_setup(&setup).unwrap();
        for (i, ms) in std::iter::once(None)
            .chain(setup.moves.iter().map(Some))
            .enumerate()
        {
            if let Some(ms) = ms {
                let (seat, m) = table.resolve(ms).unwrap();
                table.play(seat, m).unwrap();
            }
            let ctx = format!("{preset} {house:?} seed {seed} after {i} moves");
            let written = table.to_setup();
            let back =
                Table::from_setup(&written).unwrap_or_else(|e| panic!("{ctx}: {e}\n{written:?}"));
            if table.between_turns() {
                between += 1;
                assert!(back == table, "{ctx}:\n{written:?}");
            } else {
                assert!(back.between_turns(), "{ctx}");
            }
            assert_eq!(back.to_setup(), written, "{ctx}");
            // Through the JSON of the table file too.
            let json = serde_json::to_string(&written).unwrap();
            assert_eq!(
                mextrain::rules::parse_setup(&json).unwrap(),
                written,
                "{ctx}"
            );
        }
    }
    assert!(between > rounds * 10, "{preset}: {between} positions");
}

#[test]
fn to_setup_round_trips_every_preset() {
    for p in PresetId::ALL {
        to_setup_round_trips(p, HouseRules::default(), 120);
    }
}

#[test]
fn to_setup_round_trips_house_rules() {
    for p in PresetId::ALL {
        to_setup_round_trips(p, cover_last_double(), 50);
        to_setup_round_trips(
            p,
            HouseRules {
                markers: Some(p == PresetId::ChooChooSixes),
                blank_half: Some(0),
                ..HouseRules::default()
            },
            50,
        );
    }
}

/// The one thing a table file cannot say: under the "faster game" house
/// rule, who has had their first turn is read from the trains (a player
/// whose own train is not started and whose marker is down has not). A
/// player who laid their first tile on another train is, read back, still
/// before their first turn: the documented reading, not a lost tile.
#[test]
fn to_setup_under_the_faster_game_reads_first_turns_from_the_trains() {
    let setup = mextrain::rules::parse_setup(
        r#"{"players": ["Ana", "Ben"], "house": {"faster_first_turn": true},
            "hands": {"Ana": ["12-3", "3-4"], "Ben": ["12-5", "5-6"]}, "boneyard": 10}"#,
    )
    .unwrap();
    let mut table = Table::from_setup(&setup).unwrap();
    let ana = Seat(0);
    table
        .play(ana, Move::Play(Tile::new(12, 3), TrainId::MEXICAN))
        .unwrap();
    assert!(!table.first_turn(ana));
    let back = Table::from_setup(&table.to_setup()).unwrap();
    assert!(back.first_turn(ana));
    assert_eq!(back.to_setup(), table.to_setup());
    assert!(back != table);
}

#[test]
fn to_setup_keeps_a_train_given_by_its_end_and_a_raised_marker() {
    let setup = mextrain::rules::parse_setup(
        r#"{"players": ["Ana", "Ben"], "trains": {"Ana": {"end": 5, "open_double": true},
            "Ben": {"tiles": ["12-3"], "marker": true}, "mexican": {"tiles": ["12-7", "7-7"]}},
            "hands": {"Ana": ["5-1"]}, "boneyard": 10, "turn": "Ana",
            "house": {"blank_half": 0}}"#,
    )
    .unwrap();
    let table = Table::from_setup(&setup).unwrap();
    let written = table.to_setup();
    assert_eq!(written.trains["Ana"].end, Some(5));
    assert_eq!(written.trains["Ana"].open_double, Some(true));
    assert!(written.trains["Ben"].marker);
    assert_eq!(
        written.trains[mextrain::rules::COMMUNITY_KEY].tiles,
        Some(vec![Tile::new(12, 7), Tile::double(7)])
    );
    assert_eq!(written.house.as_ref().and_then(|h| h.blank_half), Some(0));
    assert!(Table::from_setup(&written).unwrap() == table);
}

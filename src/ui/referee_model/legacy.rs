//! The referee screens' kept table as earlier versions wrote it: a mirror of
//! the table per seat (the community train after the sixteen seats), read
//! once and turned into the table file it stood for.

use super::super::referee::Basics;
use super::EditedTable;
use crate::rules::{
    parse_setup, MoveSetup, Pip, TableSetup, Tile, TrainSetup, COMMUNITY_KEY, MAX_PLAYERS,
};
use serde::{Deserialize, Deserializer};
use std::collections::BTreeMap;

/// One train as it was kept.
#[derive(Deserialize)]
struct Train {
    started: bool,
    end: Pip,
    open_double: bool,
    tiles: Option<Vec<Tile>>,
}

/// The table as it was kept.
#[derive(Deserialize)]
pub(super) struct Position {
    basics: Basics,
    /// Per seat, then the community train at [`MAX_PLAYERS`].
    trains: Vec<Train>,
    markers: Vec<bool>,
    turn: usize,
    #[serde(default)]
    turn_chosen: bool,
    hands: Vec<Vec<Tile>>,
    boneyard: Option<u16>,
    #[serde(deserialize_with = "moves")]
    moves: Vec<MoveSetup>,
}

/// Moves were kept in the table file's own shape.
fn moves<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<MoveSetup>, D::Error> {
    let v = serde_json::Value::deserialize(d)?;
    let file = serde_json::json!({ "players": [], "moves": v });
    parse_setup(&file.to_string())
        .map(|s| s.moves)
        .map_err(serde::de::Error::custom)
}

impl Position {
    /// The table this stood for, if it has the shape earlier versions wrote.
    pub(super) fn into_table(self) -> Option<EditedTable> {
        let b = self.basics;
        let n = b.players.len();
        let sound = (1..=MAX_PLAYERS).contains(&n)
            && self.trains.len() == MAX_PLAYERS + 1
            && self.markers.len() == MAX_PLAYERS
            && self.hands.len() == MAX_PLAYERS;
        if !sound {
            return None;
        }
        let mut trains = BTreeMap::new();
        for i in (0..n).chain([MAX_PLAYERS]) {
            let t = &self.trains[i];
            let marker = i < n && self.markers[i];
            if !t.started && !marker {
                continue;
            }
            let key = if i < n {
                b.players[i].clone()
            } else {
                COMMUNITY_KEY.to_string()
            };
            let tr = match &t.tiles {
                Some(tiles) => TrainSetup {
                    tiles: Some(tiles.clone()),
                    marker,
                    ..TrainSetup::default()
                },
                None => TrainSetup {
                    tiles: None,
                    end: t.started.then_some(t.end),
                    open_double: (t.started && t.open_double).then_some(true),
                    marker,
                },
            };
            trains.insert(key, tr);
        }
        // Inserted one by one rather than collected: a collected map is
        // sorted by a copy of the standard sort of its own (wasm size).
        let mut hands = BTreeMap::new();
        for i in (0..n).filter(|&i| !self.hands[i].is_empty()) {
            hands.insert(b.players[i].clone(), self.hands[i].clone());
        }
        let setup = TableSetup {
            rules: Some(b.preset),
            house: b.house.clone(),
            set: Some(b.set),
            engine: Some(b.engine),
            players: b.players.clone(),
            trains,
            turn: b.players.get(self.turn).cloned(),
            hands,
            boneyard: self.boneyard,
            moves: self.moves,
        };
        Some(EditedTable {
            setup,
            game: b.game,
            turn_chosen: self.turn_chosen,
        })
    }
}

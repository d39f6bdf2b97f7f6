//! The table as the referee screens edit it (the move checker and the
//! blocked-round screen share it): the basics, each train as tapped, the
//! markers, the known hands, the boneyard count and the moves made. Kept in
//! the database as JSON between screens and restarts.

use super::referee::{train_key, Basics, MX};
use crate::rules::{
    MoveSetup, Pip, Seat, SetupAction, SetupError, Table, TableSetup, Tile, TrainSetup,
    COMMUNITY_KEY, MAX_PLAYERS,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// Moves kept in the database in the table file's own shape.
mod moves_json {
    use crate::rules::{parse_setup, MoveSetup};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(moves: &[MoveSetup], s: S) -> Result<S::Ok, S::Error> {
        moves.serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Vec<MoveSetup>, D::Error> {
        let v = serde_json::Value::deserialize(d)?;
        let file = serde_json::json!({ "players": [], "moves": v });
        parse_setup(&file.to_string())
            .map(|s| s.moves)
            .map_err(serde::de::Error::custom)
    }
}

/// One train as tapped: not started, its open end (and whether that end is
/// an uncovered double), or its tiles from the engine outwards.
#[derive(Clone, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct TrainEdit {
    /// Whether the train has been started.
    pub started: bool,
    /// Its open end.
    pub end: Pip,
    /// The end tile is a double nothing covers.
    pub open_double: bool,
    /// The tiles, when tapped one by one (then `end` and `open_double` are
    /// the engine's business).
    pub tiles: Option<Vec<Tile>>,
}

/// The table as tapped, and the moves already judged legal.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Position {
    /// Preset, set, engine, players.
    pub basics: Basics,
    /// Per seat, then the Mexican Train at [`MX`].
    pub trains: Vec<TrainEdit>,
    /// Marker up, per seat.
    pub markers: Vec<bool>,
    /// Whose turn when the moves begin.
    pub turn: usize,
    /// Whether the user said whose turn it is; until then it is the
    /// disputed move's player's.
    #[serde(default)]
    pub turn_chosen: bool,
    /// Known hands per seat (empty: unknown).
    pub hands: Vec<Vec<Tile>>,
    /// Tiles left to draw, if known.
    pub boneyard: Option<u16>,
    /// Moves made from here.
    #[serde(with = "moves_json")]
    pub moves: Vec<MoveSetup>,
}

impl Position {
    /// An empty table with these basics.
    pub fn new(basics: Basics) -> Position {
        Position {
            basics,
            trains: vec![TrainEdit::default(); MAX_PLAYERS + 1],
            markers: vec![false; MAX_PLAYERS],
            turn: 0,
            turn_chosen: false,
            hands: vec![vec![]; MAX_PLAYERS],
            boneyard: None,
            moves: vec![],
        }
    }

    /// The table file of this position (without a disputed move).
    pub fn setup(&self) -> TableSetup {
        let b = &self.basics;
        let n = b.players.len();
        let mut trains = BTreeMap::new();
        for i in (0..n).chain([MX]) {
            let t = &self.trains[i];
            let marker = i < n && self.markers[i];
            if !t.started && !marker {
                continue;
            }
            trains.insert(
                train_key(&b.players, i),
                match &t.tiles {
                    Some(tiles) => TrainSetup {
                        tiles: Some(tiles.clone()),
                        end: None,
                        open_double: None,
                        marker,
                    },
                    None => TrainSetup {
                        tiles: None,
                        end: t.started.then_some(t.end),
                        open_double: (t.started && t.open_double).then_some(true),
                        marker,
                    },
                },
            );
        }
        let hands = (0..n)
            .filter(|&i| !self.hands[i].is_empty())
            .map(|i| (b.players[i].clone(), self.hands[i].clone()))
            .collect();
        TableSetup {
            rules: Some(b.preset),
            house: b.house.clone(),
            set: Some(b.set),
            engine: Some(b.engine),
            players: b.players.clone(),
            trains,
            turn: b.players.get(self.turn).cloned(),
            hands,
            boneyard: self.boneyard,
            moves: self.moves.clone(),
        }
    }

    /// The position a table file describes (trains given as tiles are shown
    /// by their open end), or every problem in it, each with its field.
    pub fn from_setup(s: &TableSetup) -> Result<Position, SetupError> {
        let table = Table::from_setup(s)?;
        let players = s.players.clone();
        let basics = Basics {
            preset: table.rules().preset,
            house: s.house.clone(),
            set: table.set(),
            engine: table.engine(),
            players: players.clone(),
            game: None,
        };
        let mut p = Position::new(basics);
        for i in (0..players.len()).chain([MX]) {
            if let Some(id) = table.train_of(&train_key(&players, i)) {
                let st = table.train(id);
                let tiles = s
                    .trains
                    .get(&train_key(&players, i))
                    .and_then(|t| t.tiles.clone())
                    .filter(|t| !t.is_empty());
                p.trains[i] = TrainEdit {
                    started: st.started,
                    end: st.end,
                    open_double: st.open_double,
                    tiles,
                };
            }
        }
        for (i, m) in p.markers.iter_mut().enumerate().take(players.len()) {
            *m = table.marker(Seat(i as u8));
        }
        p.turn = s
            .turn
            .as_ref()
            .and_then(|t| players.iter().position(|x| x == t))
            .or_else(|| {
                s.moves
                    .first()
                    .and_then(|m| players.iter().position(|x| *x == m.player))
            })
            .unwrap_or(0);
        p.turn_chosen = s.turn.is_some();
        for (name, tiles) in &s.hands {
            if let Some(i) = players.iter().position(|x| x == name) {
                p.hands[i] = tiles.clone();
            }
        }
        p.boneyard = s.boneyard;
        p.moves = s.moves.clone();
        Ok(p)
    }

    /// New basics: trains, hands and moves that no longer fit are dropped.
    pub fn rebase(&mut self, b: Basics) {
        // Same seats, other names: the moves follow their players.
        let same_players = b.players.len() == self.basics.players.len();
        if same_players {
            let old = &self.basics.players;
            let rename = |name: &mut String| {
                if let Some(i) = old.iter().position(|x| x == name) {
                    *name = b.players[i].clone();
                }
            };
            for m in self.moves.iter_mut() {
                rename(&mut m.player);
                if let SetupAction::Play { on, .. } = &mut m.action {
                    if on != COMMUNITY_KEY {
                        rename(on);
                    }
                }
            }
        }
        for t in self.trains.iter_mut() {
            let outside = t
                .tiles
                .as_ref()
                .is_some_and(|ts| ts.iter().any(|x| !x.in_set(b.set)));
            if t.end > b.set || outside {
                *t = TrainEdit::default();
            }
        }
        for h in self.hands.iter_mut() {
            h.retain(|t| t.in_set(b.set) && *t != Tile::double(b.engine));
        }
        if !same_players || b.set != self.basics.set || b.engine != self.basics.engine {
            self.moves.clear();
        }
        if self.turn >= b.players.len() {
            self.turn = 0;
        }
        self.basics = b;
    }
}

impl Position {
    /// Whether a kept position has the shape this build uses.
    pub fn is_sound(&self) -> bool {
        let n = self.basics.players.len();
        (1..=MAX_PLAYERS).contains(&n)
            && self.trains.len() == MAX_PLAYERS + 1
            && self.markers.len() == MAX_PLAYERS
            && self.hands.len() == MAX_PLAYERS
    }
}

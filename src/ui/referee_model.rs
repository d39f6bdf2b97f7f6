//! The table as the referee screens edit it (the move checker and the
//! blocked-round screen share it): the engine's own [`TableSetup`], with
//! the rules, set, engine, players and turn always written, and what only
//! the screens need beside it. Kept in the database as JSON between screens
//! and restarts; the shape kept before (a per-seat mirror of the table) is
//! still read (see `legacy`).

use super::referee::{train_key, Basics};
use crate::rules::{
    PresetId, Rules, Seat, SetupError, Table, TableSetup, Tile, TrainId, TrainSetup, COMMUNITY_KEY,
    MAX_PLAYERS,
};
use serde::{Deserialize, Deserializer, Serialize};

mod legacy;

/// The table being edited.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct EditedTable {
    /// The table file: what the engine judges, saved as it is.
    pub setup: TableSetup,
    /// The game its basics came from, if any.
    pub game: Option<i64>,
    /// Screen state: whether the user said whose turn it is; until then the
    /// turn follows the disputed move's player.
    pub turn_chosen: bool,
}

impl EditedTable {
    /// An empty table with these basics.
    pub fn new(b: Basics) -> EditedTable {
        let mut t = EditedTable {
            setup: TableSetup {
                turn: b.players.first().cloned(),
                ..TableSetup::default()
            },
            game: None,
            turn_chosen: false,
        };
        t.set_basics(b);
        t
    }

    /// The table a table file describes, or every problem in it, each with
    /// its field. Empty entries (a train with no tiles, a hand with none)
    /// are left out, and the defaults written.
    pub fn opened(s: &TableSetup) -> Result<EditedTable, SetupError> {
        let table = Table::from_setup(s)?;
        let mut setup = s.clone();
        setup.rules = Some(table.rules().preset);
        setup.set = Some(table.set());
        setup.engine = Some(table.engine());
        for (name, tr) in setup.trains.iter_mut() {
            tr.tiles = tr.tiles.take().filter(|t| !t.is_empty());
            tr.open_double = tr.open_double.filter(|&d| d);
            tr.marker = tr.marker && name != COMMUNITY_KEY;
        }
        setup.trains.retain(|_, tr| *tr != TrainSetup::default());
        setup.hands.retain(|_, h| !h.is_empty());
        setup.turn = s
            .turn
            .clone()
            .or_else(|| s.moves.first().map(|m| m.player.clone()))
            .or_else(|| s.players.first().cloned());
        Ok(EditedTable {
            setup,
            game: None,
            turn_chosen: s.turn.is_some(),
        })
    }

    /// The basics: preset, house rules, set, engine, players, game.
    pub fn basics(&self) -> Basics {
        let s = &self.setup;
        let preset = s.rules.unwrap_or(PresetId::Classic);
        let set = s.set.unwrap_or(Rules::preset(preset).default_set);
        Basics {
            preset,
            house: s.house.clone(),
            set,
            engine: s.engine.unwrap_or(set),
            players: s.players.clone(),
            game: self.game,
        }
    }

    /// Takes `b` as it is (for basics that drop nothing: house rules, the
    /// game they came from).
    pub fn set_basics(&mut self, b: Basics) {
        let s = &mut self.setup;
        s.rules = Some(b.preset);
        s.house = b.house;
        s.set = Some(b.set);
        s.engine = Some(b.engine);
        s.players = b.players;
        self.game = b.game;
    }

    /// New basics: what no longer fits is dropped ([`TableSetup::rebase`]).
    pub fn rebase(&mut self, b: Basics) {
        self.setup
            .rebase(b.preset, b.house, b.set, b.engine, b.players);
        self.game = b.game;
        if self.setup.turn.is_none() {
            self.setup.turn = self.setup.players.first().cloned();
        }
    }

    /// Whether a kept table can be shown: one to [`MAX_PLAYERS`] players.
    pub fn is_sound(&self) -> bool {
        (1..=MAX_PLAYERS).contains(&self.setup.players.len())
    }

    /// Train `t` as entered (the default when it is not).
    pub fn train(&self, t: TrainId) -> TrainSetup {
        self.setup
            .trains
            .get(&train_key(&self.setup.players, t))
            .cloned()
            .unwrap_or_default()
    }

    /// Changes train `t`; a train left with nothing in it leaves the file.
    pub fn edit_train(&mut self, t: TrainId, f: impl FnOnce(&mut TrainSetup)) {
        let key = train_key(&self.setup.players, t);
        let tr = self.setup.trains.entry(key.clone()).or_default();
        f(tr);
        if *tr == TrainSetup::default() {
            self.setup.trains.remove(&key);
        }
    }

    /// Train `t` not started (its marker stays).
    pub fn clear_train(&mut self, t: TrainId) {
        self.edit_train(t, |tr| {
            *tr = TrainSetup {
                marker: tr.marker,
                ..TrainSetup::default()
            }
        });
    }

    /// The seats whose marker is up, in seat order.
    pub fn markers_up(&self) -> Vec<usize> {
        (0..self.setup.players.len())
            .filter(|&i| self.train(TrainId::personal(Seat(i as u8))).marker)
            .collect()
    }

    /// Raises or lowers seat `i`'s marker.
    pub fn toggle_marker(&mut self, i: usize) {
        self.edit_train(TrainId::personal(Seat(i as u8)), |tr| {
            tr.marker = !tr.marker
        });
    }

    /// Seat `i`'s known tiles (empty: not known).
    pub fn hand(&self, i: usize) -> Vec<Tile> {
        self.setup
            .players
            .get(i)
            .and_then(|name| self.setup.hands.get(name))
            .cloned()
            .unwrap_or_default()
    }

    /// Puts `t` in seat `i`'s hand, or takes it out.
    pub fn toggle_in_hand(&mut self, i: usize, t: Tile) {
        let Some(name) = self.setup.players.get(i).cloned() else {
            return;
        };
        let h = self.setup.hands.entry(name.clone()).or_default();
        toggle(h, t);
        if h.is_empty() {
            self.setup.hands.remove(&name);
        }
    }

    /// Forgets seat `i`'s hand.
    pub fn clear_hand(&mut self, i: usize) {
        if let Some(name) = self.setup.players.get(i) {
            self.setup.hands.remove(name);
        }
    }

    /// Whose turn it is when the moves begin (a seat).
    pub fn turn(&self) -> usize {
        let s = &self.setup;
        s.turn
            .as_ref()
            .and_then(|t| s.players.iter().position(|x| x == t))
            .unwrap_or(0)
    }

    /// Makes it seat `i`'s turn.
    pub fn set_turn(&mut self, i: usize) {
        if let Some(name) = self.setup.players.get(i) {
            self.setup.turn = Some(name.clone());
        }
    }
}

/// Adds `t` to `tiles`, or takes it out when it is there.
pub fn toggle(tiles: &mut Vec<Tile>, t: Tile) {
    match tiles.iter().position(|&x| x == t) {
        Some(k) => {
            tiles.remove(k);
        }
        None => tiles.push(t),
    }
}

/// As kept: this shape, or the one kept before.
#[derive(Deserialize)]
#[serde(untagged)]
enum Kept {
    Now {
        setup: TableSetup,
        game: Option<i64>,
        #[serde(default)]
        turn_chosen: bool,
    },
    Before(legacy::Position),
}

impl<'de> Deserialize<'de> for EditedTable {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<EditedTable, D::Error> {
        let t = match Kept::deserialize(d)? {
            Kept::Now {
                setup,
                game,
                turn_chosen,
            } => EditedTable {
                setup,
                game,
                turn_chosen,
            },
            Kept::Before(p) => p
                .into_table()
                .ok_or_else(|| serde::de::Error::custom("kept table of another shape"))?,
        };
        if !t.is_sound() {
            return Err(serde::de::Error::custom("kept table without players"));
        }
        // Written as this build writes them.
        let mut n = EditedTable::new(t.basics());
        n.setup = TableSetup {
            rules: n.setup.rules,
            set: n.setup.set,
            engine: n.setup.engine,
            turn: t.setup.turn.clone().or(n.setup.turn),
            ..t.setup
        };
        n.turn_chosen = t.turn_chosen;
        Ok(n)
    }
}

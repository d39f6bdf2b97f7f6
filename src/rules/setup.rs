//! The table file (`shared/spec/table-file.md`): an unvalidated
//! [`TableSetup`] with public fields, turned into a [`Table`] by
//! [`Table::from_setup`], which reports every problem at once, each with the
//! field it came from.
//!
//! ```
//! use mextrain::rules::{parse_setup, Table};
//! let setup = parse_setup(r#"{
//!   "players": ["Ana", "Ben", "Cleo"],
//!   "trains": { "Cleo": { "tiles": ["12-9", "9-9", "5-4"] } }
//! }"#).unwrap();
//! let err = Table::from_setup(&setup).unwrap_err();
//! assert_eq!(err.problems[0].field, "trains.Cleo.tiles[2]");
//! assert_eq!(err.problems[0].message(), "5-4 does not connect to 9-9");
//! ```

use super::preset::{HouseRules, PresetId, Rules, UnknownPreset};
use super::table::{BySeat, Seat, Table, TableParts, TrainId, COMMUNITY_KEY, MAX_PLAYERS};
use super::tile::{set_size, Pip, Tile, TileSet, MAX_SET};
use super::Move;
use crate::i18n::Said;
use serde::ser::{SerializeMap, SerializeStruct};
use serde::{Serialize, Serializer};
use serde_json::Value;
use std::collections::BTreeMap;
use std::fmt;

/// A table file, as written: nothing checked yet beyond the JSON types.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TableSetup {
    /// The preset (`rules`, default classic).
    pub rules: Option<PresetId>,
    /// House rules over the preset.
    pub house: Option<HouseRules>,
    /// The set's top double (default: the preset's).
    pub set: Option<Pip>,
    /// The engine double's value (default: the set's top).
    pub engine: Option<Pip>,
    /// Names in clockwise seat order.
    pub players: Vec<String>,
    /// Per player name, and `mexican`.
    pub trains: BTreeMap<String, TrainSetup>,
    /// Whose turn it is when the moves begin.
    pub turn: Option<String>,
    /// Known hands.
    pub hands: BTreeMap<String, Vec<Tile>>,
    /// Tiles left to draw, if known.
    pub boneyard: Option<u16>,
    /// The moves to judge, in order.
    pub moves: Vec<MoveSetup>,
}

/// One train in a table file: its tiles from the engine outwards, or only
/// its open end.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct TrainSetup {
    /// The tiles from the engine outwards, any orientation.
    pub tiles: Option<Vec<Tile>>,
    /// Only the open end's value.
    pub end: Option<Pip>,
    /// With `end`: whether the end tile is an uncovered double.
    pub open_double: Option<bool>,
    /// The owner's marker is up.
    pub marker: bool,
}

/// One move in a table file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveSetup {
    /// Who moves.
    pub player: String,
    /// What they do.
    pub action: SetupAction,
}

impl MoveSetup {
    /// The move in words: "Ana plays 5-9 on Ben's train", "Ana draws",
    /// the community train named as `rules` call it.
    ///
    /// ```
    /// use mextrain::rules::{MoveSetup, PresetId, Rules, SetupAction};
    /// let m = MoveSetup { player: "Ana".into(), action: SetupAction::Play { tile: "5-9".parse().unwrap(), on: "mexican".into() } };
    /// assert_eq!(m.describe(&Rules::preset(PresetId::Classic)), "Ana plays 9-5 on the Mexican Train");
    /// ```
    pub fn describe(&self, rules: &Rules) -> String {
        crate::i18n::english(&self.said(rules))
    }

    /// The move as a message (`ref-eng-move-*`): [`MoveSetup::describe`]
    /// is its English.
    pub fn said(&self, rules: &Rules) -> Said {
        let who = self.player.as_str();
        match &self.action {
            SetupAction::Play { tile, on } => {
                let train = if on != COMMUNITY_KEY {
                    Said::new("ref-eng-train-player")
                        .arg("name", on)
                        .arg("of", crate::i18n::of_name(on))
                } else if rules.community == super::preset::CommunityRule::FromStart {
                    Said::new("ref-eng-train-choo")
                } else {
                    Said::new("ref-eng-train-mexican")
                };
                Said::new("ref-eng-move-play")
                    .arg("who", who)
                    .arg("tile", tile.to_string())
                    .arg("train", train)
            }
            SetupAction::Draw(Some(t)) => Said::new("ref-eng-move-draw-tile")
                .arg("who", who)
                .arg("tile", t.to_string()),
            SetupAction::Draw(None) => Said::new("ref-eng-move-draw").arg("who", who),
            SetupAction::Pass => Said::new("ref-eng-move-pass").arg("who", who),
        }
    }
}

impl TableSetup {
    /// This table on other basics: `rules`, `house`, `set`, `engine` and
    /// `players` are taken, and what no longer fits them is dropped.
    ///
    /// - Seats keep their trains, markers, hands and turn by their place in
    ///   the `players` list (a renamed player keeps them); seats past the
    ///   new count lose them (the turn goes to the first seat).
    /// - A train with an end or a tile outside the new set is not started
    ///   any more (its marker stays).
    /// - Hands lose the tiles outside the set and the new engine.
    /// - With as many seats, the same set and the same engine the moves are
    ///   kept, their players and trains renamed; otherwise they are dropped.
    ///
    /// ```
    /// use mextrain::rules::{parse_setup, PresetId};
    /// let mut s = parse_setup(r#"{"set": 12, "engine": 12, "players": ["Ana", "Ben"],
    ///   "trains": {"Ben": {"end": 11}}, "hands": {"Ana": ["12-12", "9-9"]}}"#).unwrap();
    /// s.rebase(PresetId::Classic, None, 12, 9, vec!["Ana".into(), "Bo".into()]);
    /// assert_eq!(s.trains["Bo"].end, Some(11));
    /// assert_eq!(s.hands["Ana"], vec!["12-12".parse().unwrap()]);
    /// ```
    pub fn rebase(
        &mut self,
        rules: PresetId,
        house: Option<HouseRules>,
        set: Pip,
        engine: Pip,
        players: Vec<String>,
    ) {
        let old = std::mem::take(&mut self.players);
        // The new name of an old seat's name (the community train keeps its key).
        let renamed = |name: &str| -> Option<String> {
            if name == COMMUNITY_KEY {
                return Some(name.to_string());
            }
            let i = old.iter().position(|x| x == name)?;
            players.get(i).cloned()
        };
        let fits = |t: &Tile| t.in_set(set);
        let mut trains = BTreeMap::new();
        for (name, mut tr) in std::mem::take(&mut self.trains) {
            let Some(name) = renamed(&name) else { continue };
            let outside = tr.tiles.as_ref().is_some_and(|ts| !ts.iter().all(fits));
            if outside || tr.end.is_some_and(|e| e > set) {
                tr = TrainSetup {
                    marker: tr.marker,
                    ..TrainSetup::default()
                };
            }
            if tr != TrainSetup::default() {
                trains.insert(name, tr);
            }
        }
        self.trains = trains;
        let mut hands = BTreeMap::new();
        for (name, mut tiles) in std::mem::take(&mut self.hands) {
            let Some(name) = renamed(&name) else { continue };
            let known = tiles.len();
            tiles.retain(|t| fits(t) && *t != Tile::double(engine));
            // Emptied here, it is not known (an empty hand would say "went out").
            if tiles.len() == known || !tiles.is_empty() {
                hands.insert(name, tiles);
            }
        }
        self.hands = hands;
        self.turn = self
            .turn
            .take()
            .and_then(|t| renamed(&t).or_else(|| players.first().cloned()));
        let same_table =
            old.len() == players.len() && Some(set) == self.set && Some(engine) == self.engine;
        if same_table {
            for m in self.moves.iter_mut() {
                if let Some(p) = renamed(&m.player) {
                    m.player = p;
                }
                if let SetupAction::Play { on, .. } = &mut m.action {
                    if let Some(o) = renamed(on) {
                        *on = o;
                    }
                }
            }
        } else {
            self.moves.clear();
        }
        self.rules = Some(rules);
        self.house = house;
        self.set = Some(set);
        self.engine = Some(engine);
        self.players = players;
    }
}

/// What a move does.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupAction {
    /// `play` a tile `on` a train (a player's name or `mexican`).
    Play {
        /// The tile.
        tile: Tile,
        /// The train's name.
        on: String,
    },
    /// `draw`: the tile drawn, or `None` for `true` (not known).
    Draw(Option<Tile>),
    /// `pass: true`.
    Pass,
}

/// One problem in a table file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// Where: a path like `trains.Cleo.tiles[1]` (empty for the whole file).
    pub field: String,
    /// What is wrong, as a message (`ref-prob-*`): the screens word it in
    /// their language, the command line in English ([`Problem::message`]).
    /// A problem of the file's own shape (JSON, types, fields) is said in
    /// English in every language (`ref-prob-shape`).
    pub said: Said,
}

impl Problem {
    /// What is wrong, in English (the command line's words).
    pub fn message(&self) -> String {
        crate::i18n::english(&self.said)
    }
}

/// Everything wrong with a table file.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SetupError {
    /// Every problem found, in file order.
    pub problems: Vec<Problem>,
}

/// Input that is not a valid table file (the same as [`SetupError`]).
pub type InputError = SetupError;

impl SetupError {
    fn one(field: impl Into<String>, message: impl Into<String>) -> SetupError {
        SetupError {
            problems: vec![Problem {
                field: field.into(),
                said: shape(message.into()),
            }],
        }
    }
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                writeln!(f)?;
            }
            if p.field.is_empty() {
                write!(f, "{}", p.message())?;
            } else {
                write!(f, "{}: {}", p.field, p.message())?;
            }
        }
        Ok(())
    }
}

impl std::error::Error for SetupError {}

/// A value quoted in a message: control characters escaped, and when it
/// is longer than `max` characters, its first `max` and its length, so a
/// hostile input never fills a screen or a terminal.
///
/// ```
/// use mextrain::rules::shorten;
/// assert_eq!(shorten("Ana", 40), "Ana");
/// assert_eq!(shorten("a\nb", 40), "a\\nb");
/// assert_eq!(shorten(&"x".repeat(50), 4), "xxxx… (50 characters)");
/// ```
pub fn shorten(s: &str, max: usize) -> String {
    let mut out = String::new();
    let mut n = 0;
    for c in s.chars() {
        if n < max {
            if c.is_control() {
                out.extend(c.escape_debug());
            } else {
                out.push(c);
            }
        }
        n += 1;
    }
    if n > max {
        out.push_str(&format!("… ({n} characters)"));
    }
    out
}

/// How many characters of a value a message quotes.
const QUOTE: usize = 40;

fn q(s: &str) -> String {
    shorten(s, QUOTE)
}

/// How many problems a [`SetupError`] lists; the rest are counted.
pub const MAX_PROBLEMS: usize = 20;

/// The problems found so far: the first [`MAX_PROBLEMS`], and how many in all.
#[derive(Default)]
struct Errs {
    shown: Vec<Problem>,
    total: usize,
}

/// A problem of the file's shape, in English in every language.
fn shape(message: String) -> Said {
    Said::new("ref-prob-shape").arg("detail", message)
}

impl Errs {
    fn add(&mut self, field: impl Into<String>, message: impl Into<String>) {
        self.put(field, shape(message.into()));
    }

    /// A problem of the table, as a message.
    fn put(&mut self, field: impl Into<String>, said: Said) {
        self.total += 1;
        if self.shown.len() < MAX_PROBLEMS {
            self.shown.push(Problem {
                field: field.into(),
                said,
            });
        }
    }

    /// How many problems were found (shown or not).
    fn count(&self) -> usize {
        self.total
    }

    fn into_error(mut self) -> SetupError {
        if self.total > self.shown.len() {
            let more = self.total - self.shown.len();
            self.shown.push(Problem {
                field: String::new(),
                said: Said::new("ref-prob-more").arg("count", more),
            });
        }
        SetupError {
            problems: self.shown,
        }
    }
}

/// Reads a table file. Every JSON-level problem (bad JSON, wrong types,
/// unknown keys, text that is not a tile, an unknown preset) is reported with
/// its field.
pub fn parse_setup(json: &str) -> Result<TableSetup, SetupError> {
    let v: Value = serde_json::from_str(json)
        .map_err(|e| SetupError::one("", format!("not valid JSON: {e}")))?;
    TableSetup::from_value(&v)
}

/// The field path `path.k`, with the key shortened (keys are names).
fn key(path: &str, k: &str) -> String {
    if path.is_empty() {
        q(k)
    } else {
        format!("{path}.{}", q(k))
    }
}

fn type_name(v: &Value) -> &'static str {
    match v {
        Value::Null => "null",
        Value::Bool(_) => "true/false",
        Value::Number(_) => "a number",
        Value::String(_) => "text",
        Value::Array(_) => "a list",
        Value::Object(_) => "an object",
    }
}

fn get_str(v: &Value, path: &str, e: &mut Errs) -> Option<String> {
    match v {
        Value::String(s) => Some(s.clone()),
        _ => {
            e.add(path, format!("expected text, found {}", type_name(v)));
            None
        }
    }
}

fn get_uint(v: &Value, path: &str, max: u64, e: &mut Errs) -> Option<u64> {
    match v.as_u64() {
        Some(n) if n <= max => Some(n),
        Some(n) => {
            e.add(path, format!("{n} is too large (at most {max})"));
            None
        }
        None => {
            e.add(
                path,
                format!("expected a whole number, found {}", type_name(v)),
            );
            None
        }
    }
}

fn get_tile(v: &Value, path: &str, e: &mut Errs) -> Option<Tile> {
    let s = get_str(v, path, e)?;
    match s.parse::<Tile>() {
        Ok(t) => Some(t),
        Err(err) => {
            e.add(path, format!("'{}' is not a tile: {}", q(&s), err.problem));
            None
        }
    }
}

fn get_tiles(v: &Value, path: &str, e: &mut Errs) -> Option<Vec<Tile>> {
    let Value::Array(items) = v else {
        e.add(
            path,
            format!("expected a list of tiles, found {}", type_name(v)),
        );
        return None;
    };
    let mut out = Vec::new();
    let mut ok = true;
    for (i, it) in items.iter().enumerate() {
        match get_tile(it, &format!("{path}[{i}]"), e) {
            Some(t) => out.push(t),
            None => ok = false,
        }
    }
    ok.then_some(out)
}

fn get_obj<'a>(
    v: &'a Value,
    path: &str,
    e: &mut Errs,
) -> Option<&'a serde_json::Map<String, Value>> {
    match v {
        Value::Object(m) => Some(m),
        _ => {
            e.add(path, format!("expected an object, found {}", type_name(v)));
            None
        }
    }
}

fn get_true(v: &Value, path: &str, e: &mut Errs) -> bool {
    match v {
        Value::Bool(true) => true,
        _ => {
            e.add(path, "expected true");
            false
        }
    }
}

impl TableSetup {
    /// Reads a table file from a JSON value, reporting every problem.
    pub fn from_value(v: &Value) -> Result<TableSetup, SetupError> {
        let mut e = Errs::default();
        let mut s = TableSetup::default();
        let Some(top) = get_obj(v, "", &mut e) else {
            return Err(e.into_error());
        };
        for (k, val) in top {
            match k.as_str() {
                "rules" => {
                    if let Some(id) = get_str(val, "rules", &mut e) {
                        match id.parse::<PresetId>() {
                            Ok(p) => s.rules = Some(p),
                            Err(err) => e.add("rules", UnknownPreset(q(&err.0)).to_string()),
                        }
                    }
                }
                // An object only: serde would also take a list of values in order.
                "house" if !val.is_object() => e.add(
                    "house",
                    format!("expected an object of house rules, found {}", type_name(val)),
                ),
                "house" => match serde_json::from_value::<HouseRules>(val.clone()) {
                    Ok(h) => s.house = Some(h),
                    Err(err) => e.add("house", shorten(&err.to_string(), 300)),
                },
                "set" => s.set = get_uint(val, "set", MAX_SET as u64, &mut e).map(|n| n as Pip),
                "engine" => s.engine = get_uint(val, "engine", MAX_SET as u64, &mut e).map(|n| n as Pip),
                "players" => {
                    if let Value::Array(items) = val {
                        for (i, it) in items.iter().enumerate() {
                            if let Some(n) = get_str(it, &format!("players[{i}]"), &mut e) {
                                s.players.push(n);
                            }
                        }
                    } else {
                        e.add("players", format!("expected a list of names, found {}", type_name(val)));
                    }
                }
                "trains" => {
                    if let Some(m) = get_obj(val, "trains", &mut e) {
                        for (name, tv) in m {
                            let p = key("trains", name);
                            if let Some(tr) = TrainSetup::from_value(tv, &p, &mut e) {
                                s.trains.insert(name.clone(), tr);
                            }
                        }
                    }
                }
                "turn" => s.turn = get_str(val, "turn", &mut e),
                "hands" => {
                    if let Some(m) = get_obj(val, "hands", &mut e) {
                        for (name, hv) in m {
                            if let Some(ts) = get_tiles(hv, &key("hands", name), &mut e) {
                                s.hands.insert(name.clone(), ts);
                            }
                        }
                    }
                }
                "boneyard" => s.boneyard = get_uint(val, "boneyard", u16::MAX as u64, &mut e).map(|n| n as u16),
                "moves" => {
                    if let Value::Array(items) = val {
                        for (i, it) in items.iter().enumerate() {
                            if let Some(m) = MoveSetup::from_value(it, &format!("moves[{i}]"), &mut e) {
                                s.moves.push(m);
                            }
                        }
                    } else {
                        e.add("moves", format!("expected a list of moves, found {}", type_name(val)));
                    }
                }
                other => e.add(q(other), "unknown field (expected rules, house, set, engine, players, trains, turn, hands, boneyard, moves)"),
            }
        }
        if !top.contains_key("players") {
            e.add(
                "players",
                "missing: list the players in clockwise seat order",
            );
        }
        if e.count() == 0 {
            Ok(s)
        } else {
            Err(e.into_error())
        }
    }
}

impl TrainSetup {
    fn from_value(v: &Value, path: &str, e: &mut Errs) -> Option<TrainSetup> {
        let m = get_obj(v, path, e)?;
        let mut t = TrainSetup::default();
        let before = e.count();
        for (k, val) in m {
            let p = key(path, k);
            match k.as_str() {
                "tiles" => t.tiles = get_tiles(val, &p, e),
                "end" => t.end = get_uint(val, &p, MAX_SET as u64, e).map(|n| n as Pip),
                "open_double" => match val {
                    Value::Bool(b) => t.open_double = Some(*b),
                    _ => e.add(p, format!("expected true/false, found {}", type_name(val))),
                },
                "marker" => match val {
                    Value::Bool(b) => t.marker = *b,
                    _ => e.add(p, format!("expected true/false, found {}", type_name(val))),
                },
                _ => e.add(
                    p,
                    "unknown field (expected tiles, end, open_double, marker)",
                ),
            }
        }
        (e.count() == before).then_some(t)
    }
}

impl MoveSetup {
    fn from_value(v: &Value, path: &str, e: &mut Errs) -> Option<MoveSetup> {
        let m = get_obj(v, path, e)?;
        let before = e.count();
        let mut player = None;
        let mut play = None;
        let mut on = None;
        let mut draw: Option<Option<Tile>> = None;
        let mut pass = false;
        for (k, val) in m {
            let p = key(path, k);
            match k.as_str() {
                "player" => player = get_str(val, &p, e),
                "play" => play = get_tile(val, &p, e),
                "on" => on = get_str(val, &p, e),
                "draw" => match val {
                    Value::Bool(true) => draw = Some(None),
                    Value::String(_) => draw = get_tile(val, &p, e).map(Some),
                    _ => e.add(p, "expected the drawn tile, or true when it is not known"),
                },
                "pass" => pass = get_true(val, &p, e),
                _ => e.add(p, "unknown field (expected player, play, on, draw, pass)"),
            }
        }
        if e.count() != before {
            return None;
        }
        let Some(player) = player else {
            e.add(key(path, "player"), "missing: who makes the move");
            return None;
        };
        let kinds = m.contains_key("play") as u8
            + m.contains_key("draw") as u8
            + m.contains_key("pass") as u8;
        if kinds != 1 {
            e.add(
                path,
                "a move is exactly one of play (with on), draw or pass",
            );
            return None;
        }
        let action = if let Some(tile) = play {
            let Some(on) = on else {
                e.add(key(path, "on"), "missing: which train the tile is laid on");
                return None;
            };
            SetupAction::Play { tile, on }
        } else if let Some(d) = draw {
            if on.is_some() {
                e.add(key(path, "on"), "only a play goes on a train");
                return None;
            }
            SetupAction::Draw(d)
        } else if pass {
            if on.is_some() {
                e.add(key(path, "on"), "only a play goes on a train");
                return None;
            }
            SetupAction::Pass
        } else {
            return None;
        };
        Some(MoveSetup { player, action })
    }
}

impl<'de> serde::Deserialize<'de> for TableSetup {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<TableSetup, D::Error> {
        let v = Value::deserialize(d)?;
        TableSetup::from_value(&v).map_err(serde::de::Error::custom)
    }
}

impl Serialize for TableSetup {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("TableSetup", 10)?;
        st.serialize_field("rules", &self.rules.unwrap_or(PresetId::Classic))?;
        if let Some(h) = &self.house {
            if !h.is_empty() {
                st.serialize_field("house", h)?;
            }
        }
        if let Some(v) = self.set {
            st.serialize_field("set", &v)?;
        }
        if let Some(v) = self.engine {
            st.serialize_field("engine", &v)?;
        }
        st.serialize_field("players", &self.players)?;
        if !self.trains.is_empty() {
            st.serialize_field("trains", &self.trains)?;
        }
        if let Some(v) = &self.turn {
            st.serialize_field("turn", v)?;
        }
        if !self.hands.is_empty() {
            st.serialize_field("hands", &self.hands)?;
        }
        if let Some(v) = self.boneyard {
            st.serialize_field("boneyard", &v)?;
        }
        if !self.moves.is_empty() {
            st.serialize_field("moves", &self.moves)?;
        }
        st.end()
    }
}

impl Serialize for TrainSetup {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        if let Some(t) = &self.tiles {
            m.serialize_entry("tiles", t)?;
        }
        if let Some(v) = self.end {
            m.serialize_entry("end", &v)?;
        }
        if let Some(v) = self.open_double {
            m.serialize_entry("open_double", &v)?;
        }
        if self.marker {
            m.serialize_entry("marker", &true)?;
        }
        m.end()
    }
}

impl Serialize for MoveSetup {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut m = s.serialize_map(None)?;
        m.serialize_entry("player", &self.player)?;
        match &self.action {
            SetupAction::Play { tile, on } => {
                m.serialize_entry("play", tile)?;
                m.serialize_entry("on", on)?;
            }
            SetupAction::Draw(Some(t)) => m.serialize_entry("draw", t)?,
            SetupAction::Draw(None) => m.serialize_entry("draw", &true)?,
            SetupAction::Pass => m.serialize_entry("pass", &true)?,
        }
        m.end()
    }
}

/// Tracks which field first named each tile.
struct Claims {
    set: Pip,
    engine: Tile,
    seen: Vec<Option<String>>,
    tiles: TileSet,
}

impl Claims {
    fn claim(&mut self, t: Tile, path: &str, e: &mut Errs) -> bool {
        if !t.in_set(self.set) {
            e.put(
                path,
                Said::new("ref-prob-not-in-set")
                    .arg("tile", t.to_string())
                    .arg("set", self.set),
            );
            return false;
        }
        if t == self.engine {
            e.put(
                path,
                Said::new("ref-prob-is-engine").arg("tile", t.to_string()),
            );
            return false;
        }
        if let Some(first) = &self.seen[t.index()] {
            e.put(
                path,
                Said::new("ref-prob-twice")
                    .arg("tile", t.to_string())
                    .arg("first", first),
            );
            return false;
        }
        self.seen[t.index()] = Some(path.to_string());
        self.tiles.insert(t);
        true
    }
}

impl Table {
    /// Validates a table file. Every problem is reported, each with its field.
    ///
    /// **reading**: a known hand that is empty means that player went out:
    /// the round is over by domino. A missing `turn` is the first move's
    /// player, or the first seat when there are no moves.
    pub fn from_setup(s: &TableSetup) -> Result<Table, SetupError> {
        let mut e = Errs::default();
        let preset = s.rules.unwrap_or(PresetId::Classic);
        let mut rules = Rules::preset(preset);
        if let Some(h) = &s.house {
            match rules.with_house(h) {
                Ok(r) => rules = r,
                Err(err) => e.put(
                    format!("house.{}", err.field()),
                    Said::new("ref-prob-house").arg("problem", err.problem()),
                ),
            }
        }
        let set = s.set.unwrap_or(rules.default_set);
        if set == 0 || set > MAX_SET {
            e.put(
                "set",
                Said::new("ref-prob-set-range")
                    .arg("max", MAX_SET)
                    .arg("set", set),
            );
        }
        let set = set.clamp(1, MAX_SET);
        let engine = s.engine.unwrap_or(set);
        if engine > set {
            e.put(
                "engine",
                Said::new("ref-prob-engine-not-in-set")
                    .arg("engine", engine)
                    .arg("set", set),
            );
        }
        let engine = engine.min(set);

        // Players.
        let max = if rules.max_players >= 12 {
            MAX_PLAYERS as u8
        } else {
            rules.max_players_for(set)
        }
        .min(MAX_PLAYERS as u8);
        if s.players.is_empty() {
            e.put("players", Said::new("ref-prob-no-players"));
        } else if s.players.len() < rules.min_players as usize || s.players.len() > max as usize {
            e.put(
                "players",
                Said::new("ref-prob-player-count")
                    .arg("preset", preset.id())
                    .arg("title", Said::new(preset.title_key()))
                    .arg("min", rules.min_players)
                    .arg("max", max)
                    .arg("count", s.players.len()),
            );
        }
        // Only the names a table can seat are read: past that the count is
        // already refused, and every check stays linear in the file's size.
        let mut seen = std::collections::HashSet::new();
        for (i, p) in s.players.iter().enumerate().take(MAX_PLAYERS) {
            let path = format!("players[{i}]");
            if p.trim().is_empty() {
                e.put(path, Said::new("ref-prob-empty-name"));
            } else if p == COMMUNITY_KEY {
                e.put(
                    path,
                    Said::new("ref-prob-reserved-name").arg("name", COMMUNITY_KEY),
                );
            } else if !seen.insert(p.as_str()) {
                e.put(path, Said::new("ref-prob-listed-twice").arg("name", q(p)));
            }
        }
        let names: Vec<String> = s.players.iter().take(MAX_PLAYERS).cloned().collect();
        let seat_of = |name: &str| names.iter().position(|n| n == name).map(|i| Seat(i as u8));

        let mut claims = Claims {
            set,
            engine: Tile::double(engine),
            seen: vec![None; set_size(MAX_SET)],
            tiles: TileSet::EMPTY,
        };
        let mut trains = Table::empty_trains(&rules, engine);
        let mut end_only_count = 0;
        let mut end_only = 0u32;
        let mut train_tiles = Vec::new();
        for (name, tr) in &s.trains {
            let path = key("trains", name);
            let id = if name == COMMUNITY_KEY {
                TrainId::MEXICAN
            } else if let Some(seat) = seat_of(name) {
                TrainId::personal(seat)
            } else {
                e.put(
                    path,
                    Said::new("ref-prob-not-a-player").arg("name", q(name)),
                );
                continue;
            };
            let st = &mut trains[id.index()];
            if tr.marker {
                if id.is_mexican() {
                    // The community train's marker only shows it is public.
                } else if !rules.markers {
                    e.put(
                        key(&path, "marker"),
                        Said::new("ref-prob-no-markers")
                            .arg("preset", preset.id())
                            .arg("title", Said::new(preset.title_key())),
                    );
                } else {
                    st.marker = true;
                }
            }
            match (&tr.tiles, tr.end) {
                (Some(_), Some(_)) => e.put(&path, Said::new("ref-prob-tiles-or-end")),
                (Some(tiles), None) => {
                    let mut end = engine;
                    let mut prev: Option<Tile> = None;
                    let mut ok = true;
                    for (i, &t) in tiles.iter().enumerate() {
                        let tp = format!("{path}.tiles[{i}]");
                        if !claims.claim(t, &tp, &mut e) {
                            ok = false;
                            continue;
                        }
                        if !ok {
                            continue;
                        }
                        match t.other_end(end) {
                            Some(next) => end = next,
                            None => {
                                let said =
                                    match prev {
                                        Some(p) => Said::new("ref-prob-no-connect")
                                            .arg("to", p.to_string()),
                                        None => Said::new("ref-prob-no-connect-engine")
                                            .arg("to", engine),
                                    };
                                e.put(tp, said.arg("tile", t.to_string()));
                                ok = false;
                            }
                        }
                        prev = Some(t);
                    }
                    let open = tiles.last().is_some_and(|t| t.is_double());
                    if let Some(od) = tr.open_double {
                        if od != open {
                            let said = if open {
                                Said::new("ref-prob-last-is-double")
                            } else {
                                Said::new("ref-prob-last-not-double")
                            };
                            e.put(key(&path, "open_double"), said);
                        }
                    }
                    st.end = end;
                    st.open_double = open;
                    st.len = tiles.len() as u16;
                    st.started = st.started || !tiles.is_empty();
                    train_tiles.push((id, tiles.clone()));
                }
                (None, Some(end)) => {
                    if end > set {
                        e.put(
                            key(&path, "end"),
                            Said::new("ref-prob-end-not-in-set")
                                .arg("end", end)
                                .arg("set", set),
                        );
                    }
                    st.end = end.min(set);
                    st.open_double = tr.open_double.unwrap_or(false);
                    st.started = true;
                    end_only |= 1 << id.index();
                    if end != engine {
                        end_only_count += 1;
                    }
                }
                (None, None) => {
                    if tr.open_double == Some(true) {
                        e.put(
                            key(&path, "open_double"),
                            Said::new("ref-prob-no-tiles-no-double"),
                        );
                    }
                }
            }
        }

        let mut hands = BySeat::new(TileSet::EMPTY);
        let mut known = 0u32;
        for (name, tiles) in &s.hands {
            let path = key("hands", name);
            let Some(seat) = seat_of(name) else {
                if name == COMMUNITY_KEY {
                    e.put(
                        path,
                        Said::new("ref-prob-community-hand").arg("name", COMMUNITY_KEY),
                    );
                } else {
                    e.put(
                        path,
                        Said::new("ref-prob-not-a-player").arg("name", q(name)),
                    );
                }
                continue;
            };
            known |= 1 << seat.0;
            for (i, &t) in tiles.iter().enumerate() {
                if claims.claim(t, &format!("{path}[{i}]"), &mut e) {
                    hands[seat].insert(t);
                }
            }
        }

        if let Some(b) = s.boneyard {
            let free = set_size(set).saturating_sub(claims.tiles.len() + 1 + end_only_count);
            if b as usize > free {
                e.put(
                    "boneyard",
                    Said::new("ref-prob-boneyard-too-many")
                        .arg("count", b)
                        .arg("free", free),
                );
            }
        }

        let turn = match &s.turn {
            Some(t) => match seat_of(t) {
                Some(seat) => seat,
                None => {
                    e.put("turn", Said::new("ref-prob-not-a-player").arg("name", q(t)));
                    Seat(0)
                }
            },
            None => s
                .moves
                .first()
                .and_then(|m| seat_of(&m.player))
                .unwrap_or(Seat(0)),
        };

        for (i, m) in s.moves.iter().enumerate() {
            let path = format!("moves[{i}]");
            if seat_of(&m.player).is_none() {
                e.put(
                    key(&path, "player"),
                    Said::new("ref-prob-not-a-player").arg("name", q(&m.player)),
                );
            }
            match &m.action {
                SetupAction::Play { tile, on } => {
                    if !tile.in_set(set) {
                        e.put(
                            key(&path, "play"),
                            Said::new("ref-prob-not-in-set")
                                .arg("tile", tile.to_string())
                                .arg("set", set),
                        );
                    }
                    if on != COMMUNITY_KEY && seat_of(on).is_none() {
                        e.put(
                            key(&path, "on"),
                            Said::new("ref-prob-no-train").arg("name", q(on)),
                        );
                    }
                }
                SetupAction::Draw(Some(t)) if !t.in_set(set) => {
                    e.put(
                        key(&path, "draw"),
                        Said::new("ref-prob-not-in-set")
                            .arg("tile", t.to_string())
                            .arg("set", set),
                    );
                }
                _ => {}
            }
        }

        if e.count() != 0 {
            return Err(e.into_error());
        }
        Ok(Table::build(TableParts {
            rules,
            set,
            engine,
            names,
            trains,
            train_tiles,
            end_only,
            hands,
            known,
            boneyard: s.boneyard,
            turn,
            first_turn: None,
        }))
    }

    /// The table file of this table: [`Table::from_setup`] turns it back
    /// into an equal table (no moves: the table is where they led).
    ///
    /// Every train is written by its tiles, or by its open end where it was
    /// given so; known hands, the boneyard count, markers and whose turn it
    /// is are written as they are; rules as the preset and the house rules
    /// over it.
    ///
    /// **reading**: a table file describes a table between turns (it has no
    /// field for a turn under way). For a table in mid-turn (a double laid
    /// and not yet covered in the same turn, a draw made), the file gives
    /// the table as it stands with the same player's turn starting afresh:
    /// everything but the turn under way comes back. A train given by its
    /// open end and laid on since is written by its new open end: the tiles
    /// laid on it since are then no longer known to be on the table.
    pub fn to_setup(&self) -> TableSetup {
        let players: Vec<String> = self.seats().map(|s| self.name(s).to_string()).collect();
        let mut trains = BTreeMap::new();
        for t in self.trains() {
            let st = self.train(t);
            let marker = t.owner().is_some() && st.marker;
            let tiles = self.train_tiles(t);
            let entry = if self.given_by_end(t) {
                TrainSetup {
                    tiles: None,
                    end: Some(st.end),
                    open_double: st.open_double.then_some(true),
                    marker,
                }
            } else if !tiles.is_empty() {
                TrainSetup {
                    tiles: Some(tiles),
                    end: None,
                    open_double: None,
                    marker,
                }
            } else if marker {
                TrainSetup {
                    marker,
                    ..TrainSetup::default()
                }
            } else {
                continue;
            };
            trains.insert(self.train_name(t).to_string(), entry);
        }
        let hands = self
            .seats()
            .filter_map(|s| Some((self.name(s).to_string(), self.hand(s)?.iter().collect())))
            .collect();
        let house = self.rules().house();
        TableSetup {
            rules: Some(self.rules().preset),
            house: (!house.is_empty()).then_some(house),
            set: Some(self.set()),
            engine: Some(self.engine()),
            players,
            trains,
            turn: Some(self.name(self.turn()).to_string()),
            hands,
            boneyard: self.boneyard(),
            moves: Vec::new(),
        }
    }

    /// Turns a move of a table file into a seat and a [`Move`], if its player
    /// and train exist.
    pub fn resolve(&self, m: &MoveSetup) -> Option<(Seat, Move)> {
        let seat = self.seat_of(&m.player)?;
        let mv = match &m.action {
            SetupAction::Play { tile, on } => Move::Play(*tile, self.train_of(on)?),
            SetupAction::Draw(t) => Move::Draw(*t),
            SetupAction::Pass => Move::Pass,
        };
        Some((seat, mv))
    }

    /// The table-file form of a move.
    pub fn move_setup(&self, seat: Seat, m: Move) -> MoveSetup {
        let player = self.name(seat).to_string();
        let action = match m {
            Move::Play(t, tr) => SetupAction::Play {
                tile: t,
                on: self.train_name(tr).to_string(),
            },
            Move::Draw(t) => SetupAction::Draw(t),
            Move::Pass => SetupAction::Pass,
        };
        MoveSetup { player, action }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_problem_is_reported_with_its_field() {
        let s = parse_setup(
            r#"{"players": ["A", "mexican", "A"], "trains": {"Z": {}, "A": {"tiles": ["12-9", "9-9", "9-9", "13-1"]}},
                "hands": {"A": ["12-12"]}}"#,
        )
        .unwrap();
        let err = Table::from_setup(&s).unwrap_err();
        let fields: Vec<&str> = err.problems.iter().map(|p| p.field.as_str()).collect();
        assert_eq!(
            fields,
            [
                "players[1]",
                "players[2]",
                "trains.A.tiles[2]",
                "trains.A.tiles[3]",
                "trains.Z",
                "hands.A[0]"
            ]
        );
    }

    #[test]
    fn json_level_problems_name_the_field() {
        let err = parse_setup(r#"{"rules": "poker", "players": "A", "boneyard": -1, "x": 1}"#)
            .unwrap_err();
        let fields: Vec<&str> = err.problems.iter().map(|p| p.field.as_str()).collect();
        assert_eq!(fields, ["boneyard", "players", "rules", "x"]);
        assert!(parse_setup("{").unwrap_err().to_string().contains("JSON"));
    }

    fn names(v: &[&str]) -> Vec<String> {
        v.iter().map(|s| s.to_string()).collect()
    }

    #[test]
    fn rebase_renames_seats_and_keeps_the_moves_on_the_same_table() {
        let mut s = parse_setup(
            r#"{"rules": "classic", "set": 12, "engine": 12, "players": ["Ana", "Ben", "Cleo"],
                "trains": {"Ben": {"end": 5, "marker": true}, "mexican": {"tiles": ["12-3"]}},
                "turn": "Ben", "hands": {"Cleo": ["9-4"]},
                "moves": [{"player": "Ben", "play": "5-9", "on": "Ben"}, {"player": "Cleo", "play": "3-3", "on": "mexican"}]}"#,
        )
        .unwrap();
        s.rebase(PresetId::Classic, None, 12, 12, names(&["Ana", "Bo", "Cy"]));
        assert_eq!(s.players, names(&["Ana", "Bo", "Cy"]));
        assert_eq!(s.trains["Bo"].end, Some(5));
        assert!(s.trains["Bo"].marker);
        assert_eq!(
            s.trains[COMMUNITY_KEY].tiles,
            Some(vec!["12-3".parse().unwrap()])
        );
        assert_eq!(s.turn.as_deref(), Some("Bo"));
        assert_eq!(s.hands["Cy"], vec!["9-4".parse().unwrap()]);
        assert_eq!(
            s.moves[0].action,
            SetupAction::Play {
                tile: "5-9".parse().unwrap(),
                on: "Bo".into()
            }
        );
        assert_eq!(s.moves[0].player, "Bo");
        assert_eq!(s.moves[1].player, "Cy");
        assert!(Table::from_setup(&s).is_ok());
    }

    #[test]
    fn rebase_drops_what_does_not_fit_a_smaller_set_another_engine_or_fewer_seats() {
        let json = r#"{"rules": "classic", "set": 12, "engine": 12, "players": ["Ana", "Ben", "Cleo"],
                "trains": {"Ana": {"end": 11, "marker": true}, "Ben": {"tiles": ["12-5"]}, "Cleo": {"end": 4}},
                "turn": "Cleo", "hands": {"Ana": ["9-9", "11-2", "3-1"], "Ben": ["11-11"], "Cleo": []},
                "moves": [{"player": "Cleo", "pass": true}]}"#;
        let mut s = parse_setup(json).unwrap();
        s.rebase(
            PresetId::Classic,
            None,
            9,
            9,
            names(&["Ana", "Ben", "Cleo"]),
        );
        // Ana's end 11 and Ben's 12-5 are not in a double-9 set; Ana's marker stays.
        assert_eq!(
            s.trains["Ana"],
            TrainSetup {
                marker: true,
                ..TrainSetup::default()
            }
        );
        assert!(!s.trains.contains_key("Ben"));
        assert_eq!(s.trains["Cleo"].end, Some(4));
        // The new engine and the tiles outside the set leave the hands; an
        // emptied hand is unknown, a hand that was empty stays empty.
        assert_eq!(s.hands["Ana"], vec!["3-1".parse().unwrap()]);
        assert!(!s.hands.contains_key("Ben"));
        assert_eq!(s.hands["Cleo"], vec![]);
        assert!(s.moves.is_empty(), "another set: the moves go");

        let mut s = parse_setup(json).unwrap();
        s.rebase(PresetId::Classic, None, 12, 12, names(&["Ana", "Ben"]));
        assert!(!s.trains.contains_key("Cleo"));
        assert!(!s.hands.contains_key("Cleo"));
        assert_eq!(s.turn.as_deref(), Some("Ana"), "the turn's seat is gone");
        assert!(s.moves.is_empty(), "fewer seats: the moves go");
    }

    #[test]
    fn round_trips_through_json() {
        let json = r#"{"rules":"classic","set":12,"engine":12,"players":["Ana","Ben"],"trains":{"Ana":{"tiles":["12-5"]},"mexican":{"end":3,"open_double":true}},"turn":"Ben","hands":{"Ben":["9-4"]},"boneyard":40,"moves":[{"player":"Ben","play":"9-4","on":"Ana"},{"player":"Ben","draw":true},{"player":"Ben","pass":true}]}"#;
        let s = parse_setup(json).unwrap();
        assert_eq!(serde_json::to_string(&s).unwrap(), json);
    }
}

//! Table mode, written once without HTTP (docs/table-mode.md): hosting a
//! game, the phones that join it and their roles, each player's entry for
//! the round being played, saving the round, undo and the settings.
//!
//! Every rule of who may do what lives here; the server (`crate::server`)
//! only turns requests into these calls and [`Refusal`]s into status codes.
//! An entry is judged by the engine as the round form judges a player's
//! input ([`Scoresheet::accept`]); a round is saved by
//! [`games::record_round`] and taken back by [`games::undo`], the one path
//! for every front end. Each write carries an idempotency key: a key seen
//! before answers its first answer and changes nothing. Each change raises
//! the hosting's `version` and is one transaction with its audit row and
//! its key.

use super::{games, ActionError, Store};
use crate::db::table::{self as store, DeviceRow, Written};
use crate::db::{BackupInfo, Db, DbError, GameId, GameRecord, Rewind, UndoStep};
use crate::rules::{
    clean_name, GameSpec, Pip, PlayerInput, RoundEntry, RoundInput, RoundOutcome, Scoresheet, Tile,
};
use serde::{Deserialize, Serialize};
use serde_json::{json, Value};
use sha2::{Digest, Sha256};
use std::cell::RefCell;
use std::fmt;
use std::path::{Path, PathBuf};

/// The join code's letters: no `0 O 1 I L`.
pub const CODE_ALPHABET: &[u8] = b"ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// The join code's length.
pub const CODE_LEN: usize = 6;
/// The longest idempotency key taken.
pub const MAX_KEY: usize = 100;
/// The longest device name kept.
pub const MAX_LABEL: usize = 40;
/// The most phones kept after the host freed their seats (they follow as
/// spectators); past it the longest-freed are forgotten and join again.
pub const MAX_FREED: usize = 8;
const SEAT_HELD: &str = "seat held";

/// Who a device is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The host: everything.
    Host,
    /// A player: their own seat's entry in the current round.
    Player,
    /// Reads only.
    Spectator,
}

impl Role {
    fn as_str(self) -> &'static str {
        match self {
            Role::Host => "host",
            Role::Player => "player",
            Role::Spectator => "spectator",
        }
    }
}

/// A device that holds a token of the hosted game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Device {
    /// Its row.
    pub id: i64,
    /// Its role.
    pub role: Role,
    /// A player's seat.
    pub seat: Option<usize>,
    /// Its name in the audit trail and on the host's form.
    pub label: String,
}

impl Device {
    fn from_row(r: DeviceRow) -> Device {
        let role = match r.role.as_str() {
            "host" => Role::Host,
            "player" => Role::Player,
            _ => Role::Spectator,
        };
        Device {
            id: r.id,
            role,
            seat: r.seat,
            label: r.label,
        }
    }
}

/// Hosting turned on: what the host shows.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// The game.
    pub game: GameId,
    /// The join code.
    pub code: String,
    /// The host's own token (the host link).
    pub host_token: String,
    /// The watch link's token (read-only).
    pub watch_token: String,
    /// Hosting was on already (a host started again): the phones' tokens
    /// and the entries were kept; the host token is new.
    pub resumed: bool,
}

/// Why a request did nothing, without words: a stable code, its arguments
/// (numbers, seats, names, tiles) and the English words the command line,
/// the logs and an English phone show. The host sends all three
/// (`{"error": ..., "code": ..., "args": {...}}`); each phone words the code
/// in its own language and falls back to the English for a code it does
/// not know. The engine's refusals of an entry or a round keep the
/// variant's name: `entry-NotANumber`, `entry-TooMany`... The phones
/// know every code of [`crate::app::wire::CODES`].
#[derive(Clone, Debug, PartialEq)]
pub struct Why {
    /// The code, e.g. `seat-held`.
    pub code: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Value)>,
    /// The English words.
    pub text: String,
}

impl Why {
    /// A reason with its code, English words and arguments.
    pub fn new(
        code: &'static str,
        text: impl Into<String>,
        args: impl IntoIterator<Item = (&'static str, Value)>,
    ) -> Why {
        Why {
            code,
            args: args.into_iter().collect(),
            text: text.into(),
        }
    }

    /// The arguments as a JSON object.
    pub fn args_json(&self) -> Value {
        Value::Object(
            self.args
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        )
    }
}

fn why(code: &'static str, text: impl Into<String>) -> Why {
    Why::new(code, text, [])
}

/// The code of an engine's refusal of an entry or a round: `entry-` and the
/// variant's name, with the names, numbers and tiles it holds.
pub fn entry_why(e: &crate::rules::EntryError) -> Why {
    use crate::rules::EntryError::*;
    let s = |v: &str| json!(v);
    let (code, args): (&'static str, Vec<(&'static str, Value)>) = match e {
        WrongPlayerCount { expected, got } => (
            "entry-WrongPlayerCount",
            vec![("expected", json!(expected)), ("got", json!(got))],
        ),
        NoSuchRound(k) => ("entry-NoSuchRound", vec![("round", json!(k + 1))]),
        Starter => ("entry-Starter", vec![]),
        NotANumber { player, text } => (
            "entry-NotANumber",
            vec![("player", s(player)), ("text", s(text))],
        ),
        Negative { player } => ("entry-Negative", vec![("player", s(player))]),
        TooMany {
            player,
            points,
            max,
        } => (
            "entry-TooMany",
            vec![
                ("player", s(player)),
                ("points", json!(points)),
                ("max", json!(max)),
            ],
        ),
        TooBig { player, max } => (
            "entry-TooBig",
            vec![("player", s(player)), ("max", json!(max))],
        ),
        Missing { player } => ("entry-Missing", vec![("player", s(player))]),
        TwoOut(a, b) => ("entry-TwoOut", vec![("player", s(a)), ("other", s(b))]),
        NobodyOut => ("entry-NobodyOut", vec![]),
        OutInBlocked(p) => ("entry-OutInBlocked", vec![("player", s(p))]),
        OutWithTiles(p) => ("entry-OutWithTiles", vec![("player", s(p))]),
        EngineTapped { player, tile } => (
            "entry-EngineTapped",
            vec![("player", s(player)), ("tile", json!(tile.to_string()))],
        ),
        NotInSet { player, tile } => (
            "entry-NotInSet",
            vec![("player", s(player)), ("tile", json!(tile.to_string()))],
        ),
        TileTwice(t) => ("entry-TileTwice", vec![("tile", json!(t.to_string()))]),
    };
    Why::new(code, e.to_string(), args)
}

/// Why a request did nothing. [`Refusal::status`] is its HTTP status.
#[derive(Debug)]
pub enum Refusal {
    /// Malformed: a field missing or out of range (400).
    BadRequest(Why),
    /// No token, or one that is not this game's (401).
    Unauthorized(Why),
    /// A wrong join code, or a role that may not do this (403).
    Forbidden(Why),
    /// The seat is held by another phone, or the request is for another
    /// round than the one being played (409).
    Conflict(Why),
    /// Hosting is off (410).
    Gone(Why),
    /// The engine refused the entry or the round (422).
    Refused(Why),
    /// Storage failed; nothing was saved (500).
    Store(DbError),
}

impl Refusal {
    /// The HTTP status code.
    pub fn status(&self) -> u16 {
        match self {
            Refusal::BadRequest(_) => 400,
            Refusal::Unauthorized(_) => 401,
            Refusal::Forbidden(_) => 403,
            Refusal::Conflict(_) => 409,
            Refusal::Gone(_) => 410,
            Refusal::Refused(_) => 422,
            Refusal::Store(_) => 500,
        }
    }

    /// Why, without words (a storage failure: the code `store`, the
    /// storage's English).
    pub fn why(&self) -> Why {
        match self {
            Refusal::BadRequest(w)
            | Refusal::Unauthorized(w)
            | Refusal::Forbidden(w)
            | Refusal::Conflict(w)
            | Refusal::Gone(w)
            | Refusal::Refused(w) => w.clone(),
            Refusal::Store(e) => why("store", e.to_string()),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Refusal::BadRequest(w)
            | Refusal::Unauthorized(w)
            | Refusal::Forbidden(w)
            | Refusal::Conflict(w)
            | Refusal::Gone(w)
            | Refusal::Refused(w) => f.write_str(&w.text),
            Refusal::Store(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for Refusal {}

impl From<DbError> for Refusal {
    fn from(e: DbError) -> Self {
        match e {
            DbError::NoSuchGame(_) => Refusal::Gone(why(
                "game-gone",
                "the hosted game is not in the host's games any more",
            )),
            e => Refusal::Store(e),
        }
    }
}

impl From<ActionError<DbError>> for Refusal {
    fn from(e: ActionError<DbError>) -> Self {
        match e {
            ActionError::Store(DbError::Invalid(s)) => Refusal::Conflict(why("not-saved", s)),
            ActionError::Store(e) => Refusal::Store(e),
            ActionError::Refused(e) => Refusal::Refused(entry_why(&e)),
            // Not met in table mode (a game's settings, a finished game:
            // checked before); the English is what a phone shows.
            e @ ActionError::Spec(_) => Refusal::Refused(why("spec", e.to_string())),
            e @ ActionError::NotNow(_) => Refusal::Refused(why("not-now", e.to_string())),
        }
    }
}

/// The result of a table action.
pub type Answer<T> = Result<T, Refusal>;

/// `POST /api/join`.
#[derive(Clone, Debug, Deserialize)]
pub struct JoinRequest {
    /// The join code.
    pub code: String,
    /// `player` or `spectator`.
    pub role: Role,
    /// A player's seat.
    pub seat: Option<usize>,
    /// The phone's name ("Ben's phone" when none).
    pub device: Option<String>,
}

/// `PUT /api/entry`.
#[derive(Clone, Debug, Deserialize)]
pub struct EntryRequest {
    /// The round being entered.
    pub round: usize,
    /// The seat (a player's own when none; the host names it).
    pub seat: Option<usize>,
    /// The idempotency key.
    pub key: String,
    /// Tapped tiles.
    pub tiles: Option<Vec<[Pip; 2]>>,
    /// A typed total ("23", or 23).
    pub total: Option<Value>,
    /// Went out.
    #[serde(default)]
    pub out: bool,
}

/// `DELETE /api/entry`.
#[derive(Clone, Debug, Deserialize)]
pub struct ClearRequest {
    /// The round being entered.
    pub round: usize,
    /// The seat (a player's own when none).
    pub seat: Option<usize>,
    /// The idempotency key.
    pub key: String,
}

/// `POST /api/round`.
#[derive(Clone, Debug, Deserialize)]
pub struct SaveRequest {
    /// The round being saved.
    pub round: usize,
    /// The idempotency key.
    pub key: String,
    /// Who started (when the rules leave it to the table).
    pub starter: Option<usize>,
    /// The round was blocked.
    #[serde(default)]
    pub blocked: bool,
}

/// `POST /api/undo`.
#[derive(Clone, Debug, Deserialize)]
pub struct UndoRequest {
    /// The idempotency key.
    pub key: String,
}

/// `POST /api/settings`.
#[derive(Clone, Debug, Deserialize)]
pub struct SettingsRequest {
    /// The last player to enter may save the round.
    pub last_player_saves: bool,
}

/// `POST /api/free`.
#[derive(Clone, Debug, Deserialize)]
pub struct FreeRequest {
    /// The seat to free.
    pub seat: usize,
}

/// An entry as kept (and as shown in the state).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Kept {
    tiles: Option<Vec<[Pip; 2]>>,
    total: u32,
    out: bool,
}

impl Kept {
    fn input(&self) -> PlayerInput {
        PlayerInput {
            out: self.out,
            tiles: self
                .tiles
                .as_ref()
                .map(|ts| ts.iter().map(|t| Tile::new(t[0], t[1])).collect()),
            total: self.tiles.is_none().then(|| self.total.to_string()),
        }
    }
}

fn random_bytes<const N: usize>() -> Answer<[u8; N]> {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).map_err(|e| {
        Refusal::Store(DbError::Invalid(format!(
            "the system gave no random numbers ({e}); hosting is not on"
        )))
    })?;
    Ok(b)
}

/// A new join code: [`CODE_LEN`] letters of [`CODE_ALPHABET`].
pub fn new_code() -> Answer<String> {
    // 31 letters: rejection sampling keeps every letter equally likely.
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random_bytes::<16>()? {
            if (b as usize) < 248 && code.len() < CODE_LEN {
                code.push(CODE_ALPHABET[b as usize % CODE_ALPHABET.len()] as char);
            }
        }
    }
    Ok(code)
}

/// A new device token: 128 random bits, hex.
pub fn new_token() -> Answer<String> {
    Ok(hex(&random_bytes::<16>()?))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the host keeps of a token: its SHA-256, hex.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A spectator's token: 128 random bits and their MAC, keyed with the
/// watch link's token (secret, and new each time hosting is turned on, so
/// the spectators' tokens stop working with it), hex. Spectators store
/// nothing: they share the watch link's row.
fn spectator_token(watch_token: &str) -> Answer<String> {
    let nonce = hex(&random_bytes::<16>()?);
    let mac = spectator_mac(watch_token, &nonce);
    Ok(nonce + &mac)
}

fn spectator_mac(watch_token: &str, nonce: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"mextrain spectator\0");
    h.update(watch_token.as_bytes());
    h.update(b"\0");
    h.update(nonce.as_bytes());
    hex(&h.finalize()[..16])
}

/// Whether `token` is a spectator's token of the hosting with `watch_token`.
fn is_spectator_token(watch_token: &str, token: &str) -> bool {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let (nonce, mac) = token.split_at(32);
    same(spectator_mac(watch_token, nonce).as_bytes(), mac.as_bytes())
}

/// A typed code as the phone sent it: letters upper-cased, spaces and
/// dashes dropped.
fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Compares in time that does not depend on where they differ.
fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

/// Turns hosting of `game` on. Hosting already on (a host started again
/// after a stop or a crash) is resumed: the code, the phones' tokens, the
/// watch link and the entries stay, the host gets a new token. Refused for
/// a finished game.
pub fn start(db: &Db, game: GameId) -> Answer<Hosting> {
    let rec = db.game(game)?;
    if rec.is_finished() {
        return Err(Refusal::Conflict(Why::new(
            "game-finished-start",
            format!("game {game} is finished: there is no round to enter"),
            [("game", json!(game))],
        )));
    }
    let host_token = new_token()?;
    if let Some(h) = db.hosting(game)? {
        db.replace_host_token(game, &token_hash(&host_token))?;
        return Ok(Hosting {
            game,
            code: h.code,
            host_token,
            watch_token: h.watch_token,
            resumed: true,
        });
    }
    let code = new_code()?;
    let watch_token = new_token()?;
    db.start_hosting(
        game,
        &code,
        &watch_token,
        &token_hash(&watch_token),
        &token_hash(&host_token),
    )?;
    Ok(Hosting {
        game,
        code,
        host_token,
        watch_token,
        resumed: false,
    })
}

/// Turns hosting of `game` off: every device is forgotten, so every token
/// stops working (the phones are told `410 Gone`).
pub fn stop(db: &Db, game: GameId) -> Answer<()> {
    db.stop_hosting(game)?;
    Ok(())
}

/// Gives hosted `game` a new join code (the old one took too many wrong
/// guesses): the phones that joined keep their tokens; the version moves,
/// so the host's screens show the new code.
pub fn new_join_code(db: &Db, game: GameId) -> Answer<String> {
    let code = new_code()?;
    db.replace_code(game, &code)?;
    Ok(code)
}

/// The change counter of hosted `game` (`None`: not hosted).
pub fn version(db: &Db, game: GameId) -> Answer<Option<i64>> {
    Ok(db.hosting(game)?.map(|h| h.version))
}

fn hosting(db: &Db, game: GameId) -> Answer<crate::db::table::HostingRow> {
    db.hosting(game)?.ok_or_else(|| {
        Refusal::Gone(why(
            "hosting-off",
            "the host stopped letting phones join this game",
        ))
    })
}

/// Refuses (403) a code that is not hosted `game`'s.
pub fn check_code(db: &Db, game: GameId, code: &str) -> Answer<()> {
    let h = hosting(db, game)?;
    if !same(normalize_code(code).as_bytes(), h.code.as_bytes()) {
        return Err(Refusal::Forbidden(why(
            "code-wrong",
            "that join code is not this table's: check the code shown by the host",
        )));
    }
    Ok(())
}

/// The device holding `token` (`None`: no token was sent).
pub fn authenticate(db: &Db, game: GameId, token: Option<&str>) -> Answer<Device> {
    let h = hosting(db, game)?;
    let token = token
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| {
            Refusal::Unauthorized(why(
                "token-missing",
                "this needs the phone's token: join the table first",
            ))
        })?;
    let row = db.device_by_hash(game, &token_hash(token))?;
    let row = match row {
        Some(r) => Some(r),
        // A spectator that joined with the code: its token proves itself.
        None if is_spectator_token(&h.watch_token, token) => db
            .device_by_hash(game, &token_hash(&h.watch_token))?
            .map(|w| DeviceRow {
                label: "spectator".into(),
                ..w
            }),
        None => None,
    };
    let row = row.ok_or_else(|| {
        Refusal::Unauthorized(why(
            "token-unknown",
            "this phone's token is not known here (hosting was restarted or the seat freed): join again",
        ))
    })?;
    Ok(Device::from_row(row))
}

/// `POST /api/lobby`: the seats and who holds them, for anyone with the code.
pub fn lobby(db: &Db, game: GameId, code: &str) -> Answer<Value> {
    check_code(db, game, code)?;
    let rec = db.game(game)?;
    let taken: Vec<usize> = db.devices(game)?.iter().filter_map(|d| d.seat).collect();
    let seats: Vec<Value> = rec
        .sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| {
            json!({"seat": s, "name": name, "colour": rec.colours[s], "taken": taken.contains(&s)})
        })
        .collect();
    Ok(json!({"seats": seats, "game": game_view(&rec, &taken)}))
}

/// `POST /api/join`: a player claims a seat (refused while another phone
/// holds it), or a spectator joins. Answers the new token.
pub fn join(db: &Db, game: GameId, req: &JoinRequest) -> Answer<Value> {
    check_code(db, game, &req.code)?;
    let rec = db.game(game)?;
    let names = &rec.sheet.spec.players;
    let seat = match req.role {
        Role::Host => {
            return Err(Refusal::Forbidden(why(
                "join-as-host",
                "nobody joins as the host: join as a player or a spectator",
            )))
        }
        Role::Spectator => None,
        Role::Player => {
            let s = req.seat.ok_or_else(|| {
                Refusal::BadRequest(why("seat-needed", "a player joins with a seat"))
            })?;
            if s >= names.len() {
                return Err(Refusal::BadRequest(Why::new(
                    "no-such-seat",
                    format!(
                        "there is no seat {s}: this game has {} players",
                        names.len()
                    ),
                    [("seat", json!(s)), ("count", json!(names.len()))],
                )));
            }
            Some(s)
        }
    };
    let label = match req
        .device
        .as_deref()
        .map(clean_name)
        .filter(|d| !d.is_empty())
    {
        Some(d) => d.chars().take(MAX_LABEL).collect(),
        None => match seat {
            Some(s) => format!("{}'s phone", names[s]),
            None => "spectator".to_string(),
        },
    };
    let Some(seat) = seat else {
        // No row per spectator: strangers joining again and again store
        // nothing (issue 20); the token proves itself ([`authenticate`]).
        let token = spectator_token(&hosting(db, game)?.watch_token)?;
        return Ok(json!({"token": token, "role": Role::Spectator}));
    };
    let seat = Some(seat);
    let held = |s: usize| {
        Refusal::Conflict(Why::new(
            "seat-held",
            format!(
                "{}'s seat is held by another phone: ask the host to free it",
                names[s]
            ),
            [("name", json!(names[s]))],
        ))
    };
    if let Some(s) = seat {
        if db.devices(game)?.iter().any(|d| d.seat == Some(s)) {
            return Err(held(s));
        }
    }
    let token = new_token()?;
    let hash = token_hash(&token);
    let joined = db.table_write(game, 0, None, |tx, _| {
        if let Some(s) = seat {
            // Checked again in the transaction: nothing is written if
            // another phone took the seat meanwhile.
            if store::seat_holder(tx, game, s)?.is_some() {
                return Err(DbError::Invalid(SEAT_HELD.into()));
            }
        }
        store::insert_device(tx, game, &hash, req.role.as_str(), seat, &label)?;
        Ok(String::new())
    });
    match joined {
        Err(DbError::Invalid(m)) if m == SEAT_HELD => return Err(held(seat.unwrap_or_default())),
        other => other?,
    };
    let mut answer = json!({"token": token, "role": req.role});
    if let Some(s) = seat {
        answer["seat"] = json!(s);
    }
    Ok(answer)
}

/// The game as phones see it; `held`: the seats a phone holds (each
/// player's `phone`). `house` is the game's house rules (the blank values
/// among them), with which a phone counts a hand's points before sending.
fn game_view(rec: &GameRecord, held: &[usize]) -> Value {
    let sheet = &rec.sheet;
    let totals = sheet.totals();
    let players: Vec<Value> = sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| {
            json!({"seat": s, "name": name, "colour": rec.colours[s], "total": totals[s],
                   "phone": held.contains(&s)})
        })
        .collect();
    let rounds: Vec<Value> = sheet
        .rounds
        .iter()
        .enumerate()
        .map(|(k, r)| {
            let out = match r.end {
                RoundOutcome::Out(s) => Some(s),
                RoundOutcome::Blocked => None,
            };
            json!({"index": k, "engine": r.engine, "points": r.points, "out": out,
                   "blocked": r.end == RoundOutcome::Blocked})
        })
        .collect();
    let current = (!rec.is_finished())
        .then(|| sheet.next_round())
        .flatten()
        .map(|p| {
            json!({"index": p.index, "engine": p.engine, "starter": p.starter,
                   "suggested_starter": sheet.suggested_starter(p.index)})
        });
    let winner = rec.is_finished().then(|| crate::rules::lowest(&totals));
    json!({
        "id": rec.id,
        "preset": sheet.spec.preset,
        "house": sheet.spec.house,
        "set": sheet.spec.set,
        "finished": rec.is_finished(),
        "players": players,
        "rounds": rounds,
        "current": current,
        "winner": winner,
    })
}

/// `GET /api/state`: the whole state, as `device` sees it.
pub fn state(db: &Db, game: GameId, device: &Device) -> Answer<Value> {
    let h = hosting(db, game)?;
    let rec = db.game(game)?;
    let entries: Vec<Value> = db
        .table_entries(game, rec.sheet.rounds.len())?
        .into_iter()
        .filter_map(|e| {
            let k: Kept = serde_json::from_str(&e.entry).ok()?;
            Some(
                json!({"seat": e.seat, "tiles": k.tiles, "total": k.total, "out": k.out,
                        "from": e.device, "at": e.at}),
            )
        })
        .collect();
    let held: Vec<usize> = db.devices(game)?.iter().filter_map(|d| d.seat).collect();
    let mut you = json!({"role": device.role});
    if let Some(s) = device.seat {
        you["seat"] = json!(s);
    }
    let mut state = json!({
        "version": h.version,
        "you": you,
        "game": game_view(&rec, &held),
        "entries": entries,
        "settings": {"last_player_saves": h.last_player_saves},
    });
    // The join code (it is replaced after many wrong guesses): the host's.
    if device.role == Role::Host {
        state["code"] = json!(h.code);
    }
    Ok(state)
}

fn check_key(key: &str) -> Answer<()> {
    if key.trim().is_empty() || key.len() > MAX_KEY {
        return Err(Refusal::BadRequest(Why::new(
            "key-bad",
            format!("each change needs a key of 1 to {MAX_KEY} characters"),
            [("max", json!(MAX_KEY))],
        )));
    }
    Ok(())
}

/// The first answer of `key` of `device`, if it was applied.
fn replayed(db: &Db, device: &Device, key: &str) -> Answer<Option<Value>> {
    check_key(key)?;
    Ok(db
        .applied(device.id, key)?
        .map(|a| serde_json::from_str(&a).unwrap_or(Value::Null)))
}

/// The seat `device` may write in `round` of `rec`: its own (a player), any
/// (the host, which names it); nobody writes another round.
fn writable_seat(
    rec: &GameRecord,
    device: &Device,
    seat: Option<usize>,
    round: usize,
) -> Answer<usize> {
    let seat = match device.role {
        Role::Spectator => {
            return Err(Refusal::Forbidden(why(
                "spectator-writes",
                "a spectator cannot change scores",
            )))
        }
        Role::Player => {
            let own = device.seat.ok_or_else(|| {
                Refusal::Forbidden(why(
                    "seat-lost",
                    "this phone holds no seat any more: join again",
                ))
            })?;
            if seat.is_some_and(|s| s != own) {
                return Err(Refusal::Forbidden(why(
                    "own-hand-only",
                    "a player enters only their own hand",
                )));
            }
            own
        }
        Role::Host => {
            seat.ok_or_else(|| Refusal::BadRequest(why("seat-unnamed", "name the seat")))?
        }
    };
    if seat >= rec.sheet.seats() {
        return Err(Refusal::BadRequest(Why::new(
            "no-seat",
            format!("there is no seat {seat}"),
            [("seat", json!(seat))],
        )));
    }
    check_round(rec, round)?;
    Ok(seat)
}

fn check_round(rec: &GameRecord, round: usize) -> Answer<()> {
    if rec.is_finished() {
        return Err(Refusal::Conflict(why(
            "game-finished",
            "this game is finished",
        )));
    }
    let current = rec.sheet.rounds.len();
    if round != current {
        return Err(Refusal::Conflict(Why::new(
            "round-moved",
            format!(
                "round {} is being entered now, not round {}: this page was behind and has caught up",
                current + 1,
                round + 1
            ),
            [("now", json!(current + 1)), ("sent", json!(round + 1))],
        )));
    }
    Ok(())
}

/// Judges one player's input for round `idx` exactly as the round form's
/// save does ([`Scoresheet::accept`]): the round as it would be with this
/// player's input and every other hand typed as 0 (the player who went
/// out makes it a round with a winner, otherwise it is taken as blocked),
/// so only this player's input can be refused. Returns the points and
/// tiles the engine makes of it.
pub fn judge_entry(
    sheet: &Scoresheet,
    idx: usize,
    seat: usize,
    input: &PlayerInput,
) -> Result<(u32, Option<Vec<Tile>>), crate::rules::EntryError> {
    let players = (0..sheet.seats())
        .map(|s| {
            if s == seat {
                input.clone()
            } else {
                PlayerInput {
                    total: Some("0".into()),
                    ..Default::default()
                }
            }
        })
        .collect();
    let probe = RoundInput {
        starter: Some(seat),
        blocked: !input.out,
        players,
    };
    let e = sheet.accept(idx, &probe)?;
    Ok((e.points[seat], e.tiles[seat].clone()))
}

/// `PUT /api/entry`: sets or corrects an entry of the current round.
pub fn set_entry(db: &Db, game: GameId, device: &Device, req: &EntryRequest) -> Answer<Value> {
    if let Some(first) = replayed(db, device, &req.key)? {
        return Ok(first);
    }
    let rec = db.game(game)?;
    let seat = writable_seat(&rec, device, req.seat, req.round)?;
    let total = match &req.total {
        None | Some(Value::Null) => None,
        Some(Value::String(s)) => Some(s.clone()),
        // A whole number past u64 comes as a float (1e300): its digits.
        Some(Value::Number(n)) => Some(match n.as_f64() {
            Some(f) if n.is_f64() && f >= 0.0 && f.fract() == 0.0 => format!("{f:.0}"),
            _ => n.to_string(),
        }),
        Some(_) => {
            return Err(Refusal::BadRequest(why(
                "total-not-number",
                "total is a number of points, like \"23\"",
            )))
        }
    };
    let input = PlayerInput {
        out: req.out,
        tiles: req
            .tiles
            .as_ref()
            .map(|ts| ts.iter().map(|t| Tile::new(t[0], t[1])).collect()),
        total,
    };
    let (points, tiles) = judge_entry(&rec.sheet, req.round, seat, &input)
        .map_err(|e| Refusal::Refused(entry_why(&e)))?;
    let kept = Kept {
        tiles: tiles.map(|ts| ts.iter().map(|t| [t.lo(), t.hi()]).collect()),
        total: points,
        out: req.out,
    };
    let text = serde_json::to_string(&kept).map_err(|e| DbError::Invalid(e.to_string()))?;
    let written = db.table_write(game, device.id, Some(&req.key), |tx, version| {
        let old = store::put_entry(tx, game, req.round, seat, Some(&text), &device.label)?;
        let what = if old.is_some() {
            "entry corrected"
        } else {
            "entry set"
        };
        store::audit(
            tx,
            game,
            Some(req.round),
            Some(seat),
            &device.label,
            what,
            old.as_deref(),
            Some(&text),
        )?;
        let entry = json!({"seat": seat, "tiles": kept.tiles, "total": kept.total, "out": kept.out,
                           "from": device.label});
        Ok(json!({"version": version, "entry": entry}).to_string())
    })?;
    Ok(answer_of(written))
}

fn answer_of(w: Written) -> Value {
    match w {
        Written::Applied(a) | Written::Replayed(a) => {
            serde_json::from_str(&a).unwrap_or(Value::Null)
        }
    }
}

/// `DELETE /api/entry`: clears an entry of the current round.
pub fn clear_entry(db: &Db, game: GameId, device: &Device, req: &ClearRequest) -> Answer<Value> {
    if let Some(first) = replayed(db, device, &req.key)? {
        return Ok(first);
    }
    let rec = db.game(game)?;
    let seat = writable_seat(&rec, device, req.seat, req.round)?;
    let written = db.table_write(game, device.id, Some(&req.key), |tx, version| {
        let old = store::put_entry(tx, game, req.round, seat, None, &device.label)?;
        if old.is_some() {
            store::audit(
                tx,
                game,
                Some(req.round),
                Some(seat),
                &device.label,
                "entry cleared",
                old.as_deref(),
                None,
            )?;
        }
        Ok(json!({"version": version}).to_string())
    })?;
    Ok(answer_of(written))
}

/// Table mode's bookkeeping, written by storage in the transaction of a
/// round saved or undone through [`games`]: the change counter, the
/// entries of rounds no longer being played, the key and its answer.
struct Hosted<'a> {
    db: &'a Db,
    game: GameId,
    device: &'a Device,
    key: &'a str,
    /// The round an undo took back, to put its values back as entries.
    removed: RefCell<Option<RoundEntry>>,
    /// The answer kept with the key.
    answer: RefCell<Option<Value>>,
}

impl Hosted<'_> {
    /// Writes the bookkeeping once `current` is the round being played.
    fn keep(
        &self,
        tx: &rusqlite::Transaction,
        current: usize,
        mut answer: Value,
    ) -> Result<(), DbError> {
        let version: i64 = tx.query_row(
            "SELECT version FROM table_hosting WHERE game_id = ?1",
            [self.game],
            |r| r.get(0),
        )?;
        store::drop_entries_except(tx, self.game, current)?;
        if let Some(r) = self.removed.borrow().as_ref() {
            for (seat, p) in r.points.iter().enumerate() {
                let kept = Kept {
                    tiles: r
                        .tiles
                        .get(seat)
                        .cloned()
                        .flatten()
                        .map(|ts| ts.iter().map(|t| [t.lo(), t.hi()]).collect()),
                    total: *p,
                    out: r.end == RoundOutcome::Out(seat),
                };
                let text =
                    serde_json::to_string(&kept).map_err(|e| DbError::Invalid(e.to_string()))?;
                store::put_entry(tx, self.game, current, seat, Some(&text), "undone round")?;
            }
        }
        answer["version"] = json!(version);
        store::record_applied(tx, self.device.id, self.key, &answer.to_string())?;
        *self.answer.borrow_mut() = Some(answer);
        Ok(())
    }
}

impl Store for Hosted<'_> {
    type Error = DbError;

    fn load_game(&self, game: GameId) -> Result<GameRecord, DbError> {
        self.db.load_game(game)
    }
    fn unfinished_game(&self) -> Result<Option<GameId>, DbError> {
        Store::unfinished_game(self.db)
    }
    fn insert_game(&self, spec: &GameSpec, colours: &[String], at: i64) -> Result<GameId, DbError> {
        self.db.insert_game(spec, colours, at)
    }
    fn append_round(
        &self,
        game: GameId,
        idx: usize,
        entry: &RoundEntry,
        finished_at: Option<i64>,
    ) -> Result<(), DbError> {
        let answer = json!({"saved": idx, "finished": finished_at.is_some()});
        self.db.append_round_with(
            game,
            idx,
            entry,
            finished_at,
            &self.device.label,
            &mut |tx| self.keep(tx, idx + 1, answer.clone()),
        )
    }
    fn replace_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<(), DbError> {
        Store::replace_round(self.db, game, idx, entry)
    }
    fn last_undo(&self, game: GameId) -> Result<Option<UndoStep>, DbError> {
        Store::last_undo(self.db, game)
    }
    fn pop_undo(&self, game: GameId, step: i64, rewind: &Rewind) -> Result<(), DbError> {
        let (current, undone) = match rewind {
            Rewind::RemoveFrom { from, .. } => (*from, *from),
            Rewind::Restore { idx, .. } => (self.db.game(game)?.sheet.rounds.len(), *idx),
        };
        let answer = json!({"undone": undone});
        self.db
            .pop_undo_with(game, step, rewind, &self.device.label, &mut |tx| {
                self.keep(tx, current, answer.clone())
            })
    }
    fn finish_game(
        &self,
        game: GameId,
        played: usize,
        at: i64,
        schedule: &[Pip],
    ) -> Result<(), DbError> {
        Store::finish_game(self.db, game, played, at, schedule)
    }
    fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>, DbError> {
        Store::draft(self.db, game, idx)
    }
    fn save_draft(&self, game: GameId, idx: usize, text: &str) -> Result<(), DbError> {
        Store::save_draft(self.db, game, idx, text)
    }
    fn discard_draft(&self, game: GameId, idx: usize) -> Result<(), DbError> {
        Store::discard_draft(self.db, game, idx)
    }
    fn set_deleted(&self, game: GameId, deleted: bool) -> Result<(), DbError> {
        Store::set_deleted(self.db, game, deleted)
    }
    fn refresh_stats(&self) -> Result<(), DbError> {
        Store::refresh_stats(self.db)
    }
    fn backup_now(&self) -> Result<Option<PathBuf>, DbError> {
        Store::backup_now(self.db)
    }
    fn backups(&self) -> Result<Vec<BackupInfo>, DbError> {
        Store::backups(self.db)
    }
    fn restore_backup(&self, file: &Path) -> Result<Option<PathBuf>, DbError> {
        Store::restore_backup(self.db, file)
    }
}

/// `POST /api/round`: saves the current round from the entries, through
/// [`games::record_round`]. The host may always; a player only when the
/// host let the last player save and every seat has entered.
pub fn save_round(db: &Db, game: GameId, device: &Device, req: &SaveRequest) -> Answer<Value> {
    if let Some(first) = replayed(db, device, &req.key)? {
        return Ok(first);
    }
    let h = hosting(db, game)?;
    let rec = db.game(game)?;
    check_round(&rec, req.round)?;
    let entries = db.table_entries(game, req.round)?;
    match device.role {
        Role::Host => {}
        Role::Spectator => {
            return Err(Refusal::Forbidden(why(
                "spectator-saves",
                "a spectator cannot save a round",
            )))
        }
        Role::Player if !h.last_player_saves => {
            return Err(Refusal::Forbidden(why(
                "host-saves",
                "only the host saves the round",
            )))
        }
        Role::Player if entries.len() < rec.sheet.seats() => {
            return Err(Refusal::Forbidden(why(
                "wait-for-all",
                "the last player to enter saves the round: wait until every seat has entered",
            )))
        }
        Role::Player => {}
    }
    let mut players = vec![PlayerInput::default(); rec.sheet.seats()];
    for e in &entries {
        let k: Kept =
            serde_json::from_str(&e.entry).map_err(|x| DbError::Invalid(x.to_string()))?;
        if let Some(p) = players.get_mut(e.seat) {
            *p = k.input();
        }
    }
    let input = RoundInput {
        starter: req.starter,
        blocked: req.blocked,
        players,
    };
    let hosted = Hosted {
        db,
        game,
        device,
        key: &req.key,
        removed: RefCell::new(None),
        answer: RefCell::new(None),
    };
    games::record_round(&hosted, game, &input)?;
    Ok(hosted.answer.take().unwrap_or(Value::Null))
}

/// `POST /api/undo` (host): takes back the last round saved or edited,
/// through [`games::undo`]; a round taken back comes back as the entries
/// of the round being played.
pub fn undo(db: &Db, game: GameId, device: &Device, req: &UndoRequest) -> Answer<Value> {
    if let Some(first) = replayed(db, device, &req.key)? {
        return Ok(first);
    }
    host_only(device)?;
    let hosted = Hosted {
        db,
        game,
        device,
        key: &req.key,
        removed: RefCell::new(None),
        answer: RefCell::new(None),
    };
    let undone = games::undo(&hosted, game, |r| {
        *hosted.removed.borrow_mut() = Some(r.clone());
        None
    })?;
    if undone.is_none() {
        return Err(Refusal::Conflict(why(
            "nothing-to-undo",
            "there is nothing to undo",
        )));
    }
    Ok(hosted.answer.take().unwrap_or(Value::Null))
}

fn host_only(device: &Device) -> Answer<()> {
    if device.role != Role::Host {
        return Err(Refusal::Forbidden(why(
            "host-only",
            "only the host can do this",
        )));
    }
    Ok(())
}

/// `POST /api/settings` (host).
pub fn settings(db: &Db, game: GameId, device: &Device, req: &SettingsRequest) -> Answer<Value> {
    host_only(device)?;
    let w = db.table_write(game, device.id, None, |tx, version| {
        store::set_last_player_saves(tx, game, req.last_player_saves)?;
        Ok(json!({"version": version}).to_string())
    })?;
    Ok(answer_of(w))
}

/// `POST /api/free` (host): the phone holding the seat becomes a
/// spectator, so that another phone can take the seat.
pub fn free_seat(db: &Db, game: GameId, device: &Device, req: &FreeRequest) -> Answer<Value> {
    host_only(device)?;
    let w = db.table_write(game, device.id, None, |tx, version| {
        store::free_seat(tx, game, req.seat)?;
        store::forget_freed(tx, game, MAX_FREED)?;
        Ok(json!({"version": version}).to_string())
    })?;
    Ok(answer_of(w))
}

#[cfg(test)]
mod tests;

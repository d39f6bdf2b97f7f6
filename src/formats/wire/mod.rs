//! Every message on the network, typed once (docs/table-mode.md): what a
//! phone sends the host and what the host answers, for the host's actions
//! (`app::host`), its server (`lan::server`) and the phone's client
//! (`lan::client`) alike, in every build (the host is not in the web build;
//! the phone's client is); a club night's board ([`Board`]); and a league's
//! games sent to its league host ([`push`]). Each message
//! is `Serialize` and `Deserialize`; nothing else writes or reads table
//! mode's JSON. A field a phone may leave out has a default, so that an
//! older page and a newer host still understand each other.

use crate::i18n::{Arg, Said};
use crate::rules::Pip;

#[cfg(feature = "app")]
pub mod push;
use serde::{Deserialize, Serialize};
use serde_json::{Map, Value};

/// The join code's letters: no `0 O 1 I L`.
pub const CODE_ALPHABET: &str = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
/// The join code's length.
pub const CODE_LEN: usize = 6;

/// A typed join code as the phone sent it: letters upper-cased, spaces and
/// dashes dropped.
pub fn normalize_code(code: &str) -> String {
    code.chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .map(|c| c.to_ascii_uppercase())
        .collect()
}

/// Who a device is.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Role {
    /// The host: everything.
    Host,
    /// A table's scorekeeper (a club night's table without phones): every
    /// seat's entry, saving and undo at its own table, not the host's
    /// settings.
    Scorekeeper,
    /// A player: their own seat's entry in the current round.
    Player,
    /// Reads only (the least a device is taken for).
    #[default]
    Spectator,
}

impl Role {
    /// `host`, `player` or `spectator`, as stored and sent.
    pub fn as_str(self) -> &'static str {
        match self {
            Role::Host => "host",
            Role::Scorekeeper => "scorekeeper",
            Role::Player => "player",
            Role::Spectator => "spectator",
        }
    }

    /// Whether it enters every seat's hand and saves rounds (the host, a
    /// table's scorekeeper).
    pub fn keeps_score(self) -> bool {
        matches!(self, Role::Host | Role::Scorekeeper)
    }

    /// The role a stored name stands for (anything else: a spectator).
    pub fn parse(s: &str) -> Role {
        match s {
            "host" => Role::Host,
            "scorekeeper" => Role::Scorekeeper,
            "player" => Role::Player,
            _ => Role::Spectator,
        }
    }
}

// ---- What a phone sends ----------------------------------------------

/// `POST /api/lobby`: the seats, for anyone with the code.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyRequest {
    /// The join code.
    pub code: String,
    /// The join link's key, when the phone came by the link or the QR code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// At a club night's host, the table chosen (from 1); none: the
    /// night's tables are answered instead of seats.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<usize>,
}

/// `POST /api/join`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct JoinRequest {
    /// The join code.
    pub code: String,
    /// The join link's key, when the phone came by the link or the QR code.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// `player`, `scorekeeper` or `spectator`.
    pub role: Role,
    /// At a club night's host, the table (from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<usize>,
    /// A player's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// The phone's name ("Ben's phone" when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub device: Option<String>,
    /// A scorekeeper's card's secret (`role` `scorekeeper`): only the
    /// organiser grants one, for one table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub keeper: Option<String>,
}

/// `POST /api/keeper` (the host): grants the table's scorekeeper card
/// (`grant`), or revokes it and its scorekeepers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeeperRequest {
    /// Grant a new card (true), or revoke every card of the table (false).
    pub grant: bool,
}

/// `POST /api/night` (the organiser, a night table's host link): what to
/// do to the night (shared/spec/club.md, "Arrivals, departures and fresh
/// tables").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "do", rename_all = "kebab-case")]
pub enum NightRequest {
    /// Players who arrive late (or come back), from the next game on.
    Add {
        /// Their names.
        names: Vec<String>,
    },
    /// Players who leave, from the next game on; `now`: their table's
    /// game ends with the round being played.
    Leave {
        /// Their names.
        names: Vec<String>,
        /// Leaving now.
        #[serde(default)]
        now: bool,
    },
    /// Table `table`'s game ends at its last saved round.
    EndGame {
        /// The table, from 1.
        table: usize,
    },
    /// The next game at every table (`random`, `ladder` or `fresh`).
    Next {
        /// The seating (`random` when absent).
        #[serde(default)]
        seating: Option<String>,
    },
}

/// `POST /api/night`'s answer: who is present now, and the game being
/// played.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightDone {
    /// The players present, in the order they came.
    pub present: Vec<String>,
    /// The game being played's number within the night.
    pub number: usize,
}

/// `POST /api/keeper`'s answer.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct KeeperCard {
    /// The change counter after it.
    pub version: i64,
    /// The card's link, from the page's root (`/?join=CODE&key=KEY&table=T&keeper=SECRET`);
    /// none once revoked.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
    /// The scorekeepers a revoke took away.
    #[serde(default)]
    pub revoked: usize,
}

/// `PUT /api/entry`: one seat's hand for the round being entered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct EntryRequest {
    /// The round being entered.
    pub round: usize,
    /// The seat (a player's own when none; the host names it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// The idempotency key.
    pub key: String,
    /// Tapped tiles.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub tiles: Option<Vec<[Pip; 2]>>,
    /// A typed total ("23", or 23: the host reads either).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub total: Option<Value>,
    /// Went out.
    #[serde(default)]
    pub out: bool,
    /// The seat's marker was up when the round ended (house rule
    /// `open_marker_penalty`; refused in a game without it). Absent: down.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub marker_up: bool,
}

/// `DELETE /api/entry`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ClearRequest {
    /// The round being entered.
    pub round: usize,
    /// The seat (a player's own when none).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
    /// The idempotency key.
    pub key: String,
}

/// `POST /api/round`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SaveRequest {
    /// The round being saved.
    pub round: usize,
    /// The idempotency key.
    pub key: String,
    /// Who started (when the rules leave it to the table).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub starter: Option<usize>,
    /// The round was blocked.
    #[serde(default)]
    pub blocked: bool,
}

/// `POST /api/undo` (the host).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct UndoRequest {
    /// The idempotency key.
    pub key: String,
}

/// `POST /api/settings` (the host). Setting the same value twice is the
/// same as once, so the key a phone sends is not needed.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SettingsRequest {
    /// The last player to enter may save the round.
    pub last_player_saves: bool,
    /// The phone's idempotency key (not needed: see above).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
}

/// `POST /api/free` (the host). Keyed like every other write: a retry
/// after a lost answer must not free the phone that took the seat since.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FreeRequest {
    /// The seat to free.
    pub seat: usize,
    /// The phone's idempotency key.
    pub key: String,
}

// ---- What the host answers -------------------------------------------

/// A seat as the lobby shows it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Seat {
    /// The seat (0-based, clockwise).
    pub seat: usize,
    /// The player's name.
    pub name: String,
    /// The player's marker colour.
    #[serde(default)]
    pub colour: String,
    /// Whether a phone holds it.
    #[serde(default)]
    pub taken: bool,
}

/// `POST /api/lobby`'s answer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Lobby {
    /// The seats.
    pub seats: Vec<Seat>,
    /// The game as phones see it.
    #[serde(default)]
    pub game: TableGame,
    /// At a club night's host: the table these seats are at (from 1).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub table: Option<usize>,
    /// At a club night's host asked with no table: its tables, to pick
    /// one (then no seats).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub tables: Vec<LobbyTable>,
}

/// A table of a club night, as a phone picks it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct LobbyTable {
    /// The table, from 1.
    pub table: usize,
    /// Its players, in seat order.
    pub players: Vec<String>,
    /// How many of its seats a phone holds.
    #[serde(default)]
    pub phones: usize,
    /// Its game is over.
    #[serde(default)]
    pub finished: bool,
}

/// A club night, as a phone at one of its tables sees it.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct NightNote {
    /// The night's name.
    pub name: String,
    /// This phone's table, from 1.
    pub table: usize,
    /// This table's game's number within the night.
    pub number: usize,
    /// Seconds left under the night's time limit (below zero: the round
    /// being played is the last).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seconds_left: Option<i64>,
    /// The tables still playing this game (this one finished: it waits
    /// for them).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub waiting: Vec<usize>,
    /// The next game has started: the join link to take a seat at it
    /// (`/join/CODE/KEY`, a route of this page).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub next: Option<String>,
    /// This phone's player has left the night: the night is over for
    /// them (no next seat is offered).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub gone: bool,
}

/// `POST /api/join`'s answer: who this phone is to the host (the phone
/// keeps it as its session).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Joined {
    /// The phone's token (the bearer of every later request).
    pub token: String,
    /// Its role.
    pub role: Role,
    /// A player's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

/// The answer to a write (entry, clear, save, undo, settings, free): the
/// change counter after it, and what the write did. A write sent again
/// with the same key answers this again, word for word.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Done {
    /// The hosting's change counter after the write.
    pub version: i64,
    /// An entry set: as kept.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub entry: Option<Entry>,
    /// A round saved: its index.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub saved: Option<usize>,
    /// A round saved: whether it finished the game.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub finished: Option<bool>,
    /// An undo: the round it took back.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub undone: Option<usize>,
}

/// `you` in the state: who is asking.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct You {
    /// The role.
    #[serde(default)]
    pub role: Role,
    /// A player's seat.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seat: Option<usize>,
}

/// A player of the hosted game.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TablePlayer {
    /// The seat.
    pub seat: usize,
    /// The name.
    pub name: String,
    /// The marker colour.
    #[serde(default)]
    pub colour: String,
    /// The running total (below zero where going-out bonuses outweigh the
    /// points).
    #[serde(default)]
    pub total: i32,
    /// Whether a phone holds this seat (else the host enters its hand).
    #[serde(default)]
    pub phone: bool,
}

/// A saved round.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TableRound {
    /// 0-based.
    pub index: usize,
    /// The engine double.
    pub engine: Pip,
    /// Each seat's points (a going-out bonus makes them negative).
    pub points: Vec<i32>,
    /// Who went out (`None`: blocked).
    #[serde(default)]
    pub out: Option<usize>,
    /// The round was blocked.
    #[serde(default)]
    pub blocked: bool,
}

/// The round being entered.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Current {
    /// 0-based.
    pub index: usize,
    /// The engine double.
    pub engine: Pip,
    /// The seat the rules name to start (`None`: the table chooses).
    #[serde(default)]
    pub starter: Option<usize>,
    /// The seat the round form offers first: the rules' starter, else the
    /// next seat clockwise (`None` in round 1, which the table settles).
    #[serde(default)]
    pub suggested_starter: Option<usize>,
}

/// The hosted game, as phones see it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableGame {
    /// The game's id on the host.
    #[serde(default)]
    pub id: i64,
    /// The preset's id (`classic`...; kept as text, so that a preset this
    /// page does not know spoils nothing else).
    #[serde(default)]
    pub preset: String,
    /// The game's house rules (as `rules::HouseRules`, the blank values
    /// among them; kept as sent for the same reason), with which a phone
    /// counts a hand's points before sending.
    #[serde(default)]
    pub house: Value,
    /// The set's top double.
    #[serde(default)]
    pub set: Pip,
    /// The game is over.
    #[serde(default)]
    pub finished: bool,
    /// The players, in seat order.
    #[serde(default)]
    pub players: Vec<TablePlayer>,
    /// The saved rounds.
    #[serde(default)]
    pub rounds: Vec<TableRound>,
    /// The round being entered (`None` once finished).
    #[serde(default)]
    pub current: Option<Current>,
    /// The seats that won (the lowest total, and the game's tie-break),
    /// once finished.
    #[serde(default)]
    pub winner: Option<Vec<usize>>,
}

/// One seat's entry for the current round.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entry {
    /// The seat.
    pub seat: usize,
    /// The tapped tiles (`None`: a typed total).
    #[serde(default)]
    pub tiles: Option<Vec<[Pip; 2]>>,
    /// The points, as the engine counted them (the host always sends
    /// them).
    #[serde(default)]
    pub total: Option<u32>,
    /// Went out.
    #[serde(default)]
    pub out: bool,
    /// The seat's marker was up (absent: down).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub marker_up: bool,
    /// The device it came from (its label).
    #[serde(default)]
    pub from: String,
    /// When, in seconds since the epoch (in the state only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub at: Option<i64>,
}

/// The host's settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct TableSettings {
    /// The last player to enter may save the round.
    #[serde(default)]
    pub last_player_saves: bool,
}

/// `GET /api/state`, and each `event: state` of the event stream: the
/// whole state, as the asking device sees it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct TableState {
    /// The hosting's change counter.
    #[serde(default)]
    pub version: i64,
    /// Who is asking.
    #[serde(default)]
    pub you: You,
    /// The game.
    #[serde(default)]
    pub game: TableGame,
    /// The entries of the round being entered.
    #[serde(default)]
    pub entries: Vec<Entry>,
    /// The host's settings.
    #[serde(default)]
    pub settings: TableSettings,
    /// The join code, for the host only (it is replaced after many wrong
    /// guesses).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code: Option<String>,
    /// The club night this table is part of.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night: Option<NightNote>,
}

impl TableGame {
    /// The rules the game is played by: its preset with its house rules
    /// (`None`: a preset this page does not know).
    pub fn rules(&self) -> Option<crate::rules::Rules> {
        use crate::rules::{HouseRules, PresetId, Rules};
        let base = Rules::preset(self.preset.parse::<PresetId>().ok()?);
        let house = match &self.house {
            Value::Null => HouseRules::default(),
            h => serde_json::from_value::<HouseRules>(h.clone()).ok()?,
        };
        base.with_house(&house).ok()
    }

    /// The points `tiles` count at the end of a round in this game, as the
    /// engine counts them (`Rules::hand_points`, with the game's blank
    /// values); `None` when the rules are not known here.
    pub fn hand_points(&self, tiles: &[crate::rules::Tile]) -> Option<u32> {
        Some(self.rules()?.hand_points(tiles))
    }
}

impl TableState {
    /// Seat `s`'s entry for the current round.
    pub fn entry(&self, s: usize) -> Option<&Entry> {
        self.entries.iter().find(|e| e.seat == s)
    }

    /// Seat `s`'s name (empty when the state has no such seat).
    pub fn name_of(&self, s: usize) -> String {
        self.game
            .players
            .iter()
            .find(|p| p.seat == s)
            .map(|p| p.name.clone())
            .unwrap_or_default()
    }
}

/// Every refusal's body: the English words (`error`) and, for the phones,
/// which word it in their own language, a code of [`CODES`] and its
/// arguments (numbers, seats, names, tiles).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Failure {
    /// The English words.
    pub error: String,
    /// The code (empty: none was given).
    #[serde(default)]
    pub code: String,
    /// Its arguments, by name.
    #[serde(default)]
    pub args: Map<String, Value>,
}

/// A refusal as sent: its code and arguments (a host's `table-why-CODE`,
/// an engine's [`ENTRY_CODES`]) and its English, for a page that knows no
/// code. Any other message goes as `store` with its English as `detail`.
pub fn failure(said: &Said) -> Failure {
    let error = crate::i18n::english(said);
    let value = |arg: &Arg| match arg {
        Arg::Num(n) => Value::from(*n),
        Arg::Text(t) => Value::from(t.as_str()),
        Arg::Said(s) => Value::from(crate::i18n::english(s)),
    };
    let (code, args): (String, Map<String, Value>) =
        if let Some(code) = said.key.strip_prefix("table-why-") {
            let args = said
                .args
                .iter()
                .map(|(k, a)| (k.to_string(), value(a)))
                .collect();
            (code.to_string(), args)
        } else if let Some((code, args)) = entry_code(said) {
            let args = args.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
            (code.to_string(), args)
        } else {
            let args = [("detail".to_string(), Value::from(error.as_str()))]
                .into_iter()
                .collect();
            ("store".to_string(), args)
        };
    Failure { error, code, args }
}

/// Every message as JSON text (an answer the server writes, a body the
/// phone sends).
pub fn to_text(message: &impl Serialize) -> String {
    // Plain structs of strings, numbers and lists: this cannot fail.
    serde_json::to_string(message).unwrap_or_default()
}

/// The engine's refusals of an entry on the wire: each code, the key of
/// its message ([`crate::rules::EntryError`]'s `said`) and the names its
/// arguments take on the wire where the message's differ (wire, message).
/// The host sends the message as this code; a phone words the code
/// through the same message, the round form's own words.
pub const ENTRY_CODES: &[(&str, &str, &[(&str, &str)])] = &[
    (
        "entry-WrongPlayerCount",
        "err-entry-wrong-player-count",
        &[("expected", "expected"), ("got", "got")],
    ),
    (
        "entry-NoSuchRound",
        "err-entry-no-such-round",
        &[("round", "n")],
    ),
    ("entry-Starter", "err-entry-starter", &[]),
    (
        "entry-NotANumber",
        "err-entry-not-a-number",
        &[("player", "player"), ("text", "text")],
    ),
    (
        "entry-Negative",
        "err-entry-negative",
        &[("player", "player")],
    ),
    (
        "entry-TooMany",
        "err-entry-too-many",
        &[("player", "player"), ("points", "points"), ("max", "max")],
    ),
    (
        "entry-TooBig",
        "err-entry-too-big",
        &[("player", "player"), ("max", "max")],
    ),
    (
        "entry-Missing",
        "err-entry-missing",
        &[("player", "player")],
    ),
    (
        "entry-TwoOut",
        "err-entry-two-out",
        &[("player", "a"), ("other", "b")],
    ),
    ("entry-NobodyOut", "err-entry-nobody-out", &[]),
    (
        "entry-OutInBlocked",
        "err-entry-out-in-blocked",
        &[("player", "player")],
    ),
    (
        "entry-OutWithTiles",
        "err-entry-out-with-tiles",
        &[("player", "player")],
    ),
    (
        "entry-EngineTapped",
        "err-entry-engine-tapped",
        &[("player", "player"), ("tile", "tile")],
    ),
    (
        "entry-NotInSet",
        "err-entry-not-in-set",
        &[("player", "player"), ("tile", "tile")],
    ),
    (
        "entry-TileTwice",
        "err-entry-tile-twice",
        &[("tile", "tile")],
    ),
    (
        "entry-MarkerSeat",
        "err-entry-marker-seat",
        &[("seat", "n"), ("players", "players")],
    ),
    (
        "entry-MarkerTwice",
        "err-entry-marker-twice",
        &[("player", "player")],
    ),
    (
        "entry-NoMarkers",
        "err-entry-no-markers",
        &[("player", "player")],
    ),
    (
        "entry-NoMarkerPenalty",
        "err-entry-no-marker-penalty",
        &[("player", "player")],
    ),
];

/// An engine's refusal as sent: its code and its arguments under their
/// wire names (numbers as numbers). `None` for another message.
pub fn entry_code(said: &Said) -> Option<(&'static str, Vec<(&'static str, Value)>)> {
    let (code, _, names) = ENTRY_CODES.iter().find(|(_, key, _)| *key == said.key)?;
    let args = names
        .iter()
        .filter_map(|(wire, name)| {
            let (_, arg) = said.args.iter().find(|(n, _)| n == name)?;
            let value = match arg {
                Arg::Num(n) => Value::from(*n),
                Arg::Text(t) => Value::from(t.as_str()),
                Arg::Said(s) => Value::from(crate::i18n::english(s)),
            };
            Some((*wire, value))
        })
        .collect();
    Some((code, args))
}

/// A refusal's code and arguments as received, as the engine's message:
/// `None` for a code that is not an engine's refusal.
pub fn entry_said(code: &str, args: &Map<String, Value>) -> Option<Said> {
    let (_, key, names) = ENTRY_CODES.iter().find(|(c, _, _)| *c == code)?;
    let mut said = Said::new(key);
    for (wire, name) in names.iter() {
        let arg = match args.get(*wire)? {
            Value::Number(n) => match n.as_i64() {
                Some(i) => Arg::Num(i),
                None => Arg::Text(n.to_string()),
            },
            Value::String(s) => Arg::Text(s.clone()),
            other => Arg::Text(other.to_string()),
        };
        said.args.push((name, arg));
    }
    Some(said)
}

/// The header naming a build of mextrain ([`crate::LONG_VERSION`]): on
/// every answer of a host, and on every table-mode request of a page. A
/// host refuses a page of another build (409, code `version`), and a page
/// takes an answer of another build for that refusal: both say to reload
/// the page rather than misread each other's messages.
pub const BUILD_HEADER: &str = "x-mextrain-build";

/// The refusal's code when a page and its host are different builds.
pub const OTHER_BUILD: &str = "version";

/// The refusal of a page of build `page` by a host of build `host` (or
/// what a page makes of a host's answer naming another build).
pub fn other_build(page: &str, host: &str) -> Said {
    Said::new("table-why-version")
        .arg("page", page)
        .arg("host", host)
}

/// Every code the host sends (`app::host`'s `table-why-CODE`, the server's own
/// included): the phones have words for each in every language, English
/// included, the host's own English byte for byte (`table-why-CODE` in the
/// `.ftl` files; an engine's refusal, [`ENTRY_CODES`], its message's).
pub const CODES: &[&str] = &[
    OTHER_BUILD,
    "no-such-table",
    "table-needed",
    "board-unknown",
    "not-a-night",
    "night-no-tables",
    "bad-seating",
    "entry-WrongPlayerCount",
    "entry-NoSuchRound",
    "entry-Starter",
    "entry-NotANumber",
    "entry-Negative",
    "entry-TooMany",
    "entry-TooBig",
    "entry-Missing",
    "entry-TwoOut",
    "entry-NobodyOut",
    "entry-OutInBlocked",
    "entry-OutWithTiles",
    "entry-EngineTapped",
    "entry-NotInSet",
    "entry-TileTwice",
    "entry-MarkerSeat",
    "entry-MarkerTwice",
    "entry-NoMarkers",
    "entry-NoMarkerPenalty",
    "game-gone",
    "store",
    "not-saved",
    "spec",
    "not-now",
    "game-finished-start",
    "hosting-off",
    "code-wrong",
    "token-missing",
    "token-unknown",
    "join-as-host",
    "seat-needed",
    "no-such-seat",
    "seat-held",
    "key-bad",
    "spectator-writes",
    "seat-lost",
    "own-hand-only",
    "seat-unnamed",
    "no-seat",
    "game-finished",
    "round-moved",
    "total-not-number",
    "spectator-saves",
    "host-saves",
    "wait-for-all",
    "nothing-to-undo",
    "host-only",
    "keeper-card-needed",
    "keeper-phone-hand",
    // The server's.
    "json-needed",
    "json-bad",
    "too-many-streams",
    "no-such-request",
    "too-large",
    "too-slow",
    "host-failed",
    "too-many-requests",
    "too-many-connections",
    "code-wait",
    "code-busy",
    "http",
    // The desktop's own, when it starts hosting.
    "in-memory",
    "ports-busy",
    "start-failed",
    "listen-failed",
];

/// A device's name as the host keeps it (`host`, `watch link`,
/// `spectator`, `undone round`, `NAME's phone`: ids, in English), as a
/// message (`table-device-*`); a name a device gave itself as it is.
pub fn device_said<'a>(label: &str, names: impl IntoIterator<Item = &'a str>) -> Said {
    match label {
        "host" => Said::new("table-device-host"),
        "watch link" => Said::new("table-device-watch"),
        "spectator" => Said::new("table-device-spectator"),
        "undone round" => Said::new("table-device-undone"),
        _ => names
            .into_iter()
            .find(|n| label.strip_suffix("'s phone") == Some(*n))
            .map(|n| Said::new("table-device-phone").arg("name", n))
            .unwrap_or_else(|| Said::new("table-device-named").arg("name", label)),
    }
}

#[cfg(test)]
mod entry_code_tests;
#[cfg(test)]
mod tests;

//! Table mode, written once without HTTP (docs/table-mode.md): hosting a
//! game, the phones that join it and their roles, each player's entry for
//! the round being played, saving the round, undo and the settings.
//!
//! Every rule of who may do what lives here; the server (`crate::lan::server`)
//! only turns requests into these calls and [`Refusal`]s into status codes.
//! An entry is judged by the engine as the round form judges a player's
//! input ([`Scoresheet::accept`]); a round is saved by
//! [`games::record_round`] and taken back by [`games::undo`], the one path
//! for every front end. Each write carries an idempotency key: a key seen
//! before answers its first answer and changes nothing. Each change raises
//! the hosting's `version` and is one transaction with its audit row and
//! its key.
//!
//! The actions take the [`Db`]; a write is one transaction
//! ([`Db::write`]) in which the action reads, judges and composes storage's
//! primitives. They answer the messages of [`crate::formats::wire`], which the
//! phones' client reads with the same types.

use crate::app::games;
use crate::db::lan::{DeviceRow, HostingRow};
use crate::db::{Db, DbError, GameId, GameRecord, LanReads, Tx};
use crate::i18n::{Message, Said};
use crate::rules::{clean_name, PlayerInput, RoundInput, RoundOutcome, Scoresheet, Tile};
use serde::{Deserialize, Serialize};
use serde_json::Value;

mod hosted;
mod writes;
pub use writes::*;
pub mod night;
pub mod perm;
mod tokens;
mod why;

pub use crate::formats::wire::{
    normalize_code, ClearRequest, Current, Done, Entry, EntryRequest, FreeRequest, JoinRequest,
    Joined, KeeperCard, KeeperRequest, Lobby, LobbyRequest, Role, SaveRequest, Seat,
    SettingsRequest, TableGame, TablePlayer, TableRound, TableSettings, TableState, UndoRequest,
    You, CODE_ALPHABET, CODE_LEN,
};
pub use hosted::{Hosted, Hosting, TableHost};
use perm::Act;
use tokens::{is_spectator_token, same, spectator_token};
pub use tokens::{new_code, new_token, token_hash};

pub use why::{store_why, Answer, Refusal};

/// The longest idempotency key taken.
pub const MAX_KEY: usize = 100;
/// The longest device name kept.
pub const MAX_LABEL: usize = 40;
/// The most phones kept after the host freed their seats (they follow as
/// spectators); past it the longest-freed are forgotten and join again.
pub const MAX_FREED: usize = 8;

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

/// A scorekeeper card's row among a table's devices: its secret's hash,
/// never a token that authenticates.
pub const KEEPER_CARD: &str = "keeper-card";

/// The names the host's own rows go by: a phone that gives itself one of
/// them is shown as a phone ([`shown_label`]).
const RESERVED_LABELS: [&str; 7] = [
    "host",
    "hôte",
    "hote",
    "organiser",
    "organizer",
    "watch link",
    "undone round",
];

/// How a device of role `role` named `label` is shown in the audit trail
/// and on the screens: the host's rows (the host, the watch link) as they
/// are; a phone's name (a player's, a scorekeeper's) as it gave it, unless it is a name of the host's own rows, which then reads
/// as a phone's ("host (phone)"), so that no phone is ever shown as the
/// host.
pub fn shown_label(role: Role, label: &str) -> String {
    let folded = crate::i18n::lowercase(label.trim());
    let reserved = RESERVED_LABELS.iter().any(|r| folded == *r) || folded.starts_with("host ");
    // A phone that joined holds a player's or a scorekeeper's row; the
    // host's own rows are the host's and the watch link's.
    let phone = matches!(role, Role::Player | Role::Scorekeeper);
    if phone && reserved {
        format!("{} (phone)", label.trim())
    } else {
        label.to_string()
    }
}

impl Device {
    fn from_row(r: DeviceRow) -> Device {
        let role = Role::parse(&r.role);
        Device {
            id: r.id,
            role,
            seat: r.seat,
            label: shown_label(role, &r.label),
        }
    }
}

/// An entry as kept in storage (as JSON).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
struct Kept {
    tiles: Option<Vec<[crate::rules::Pip; 2]>>,
    total: u32,
    out: bool,
    /// The seat's marker was up when the round ended (house rule
    /// `open_marker_penalty`); absent when not, as entries were kept before.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    marker_up: bool,
    /// Entered by the seat's own phone (a player's): a scorekeeper never
    /// changes it, only that phone or the host. Absent: not.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    phone: bool,
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

impl Kept {
    fn text(&self) -> Result<String, DbError> {
        serde_json::to_string(self).map_err(|e| DbError::Invalid(e.to_string()))
    }

    /// As the phones see it: seat `seat`'s entry, from device `from`, at
    /// `at` (in the state; `None` in a write's answer).
    fn entry(&self, seat: usize, from: String, at: Option<i64>) -> Entry {
        Entry {
            seat,
            tiles: self.tiles.clone(),
            total: Some(self.total),
            out: self.out,
            marker_up: self.marker_up,
            from,
            at,
        }
    }

    /// Seat `seat`'s entry of a saved round, under the game's `rules`:
    /// what its hand counted (the points without a going-out bonus or an
    /// open-marker penalty).
    fn of_round(r: &crate::rules::RoundEntry, seat: usize, rules: &crate::rules::Rules) -> Kept {
        Kept {
            tiles: r.tiles.get(seat).cloned().flatten().map(|ts| pairs(&ts)),
            total: u32::try_from(r.hand_points(seat, rules)).unwrap_or(0),
            out: r.end == RoundOutcome::Out(seat),
            marker_up: r.markers_up.contains(&seat),
            phone: false,
        }
    }
}

fn pairs(tiles: &[Tile]) -> Vec<[crate::rules::Pip; 2]> {
    tiles.iter().map(|t| [t.lo(), t.hi()]).collect()
}

/// The change counter of hosted `game` (`None`: not hosted).
pub fn version(db: &Db, game: GameId) -> Answer<Option<i64>> {
    Ok(db.hosting(game)?.map(|h| h.version))
}

/// The join code of hosted `game` now (`None`: not hosted).
pub fn code_now(db: &Db, game: GameId) -> Answer<Option<String>> {
    Ok(db.hosting(game)?.map(|h| h.code))
}

/// A phone that joined hosted `game`, as the host's card lists it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Phone {
    /// Its name.
    pub label: String,
    /// A player (else a spectator or a scorekeeper).
    pub player: bool,
    /// The table's scorekeeper.
    pub scorekeeper: bool,
    /// A player's seat.
    pub seat: Option<usize>,
}

/// The phones that joined hosted `game`, in the order they joined: not the
/// host, nor the watch link itself.
pub fn phones(db: &Db, game: GameId) -> Answer<Vec<Phone>> {
    let mut watch_seen = false;
    Ok(db
        .devices(game)?
        .into_iter()
        .filter(|d| d.role != KEEPER_CARD)
        .filter(|d| d.role != Role::Host.as_str())
        .filter(|d| {
            let watch =
                !watch_seen && d.role == Role::Spectator.as_str() && d.label == "watch link";
            watch_seen |= watch;
            !watch
        })
        .map(|d| {
            let role = Role::parse(&d.role);
            Phone {
                player: role == Role::Player,
                scorekeeper: role == Role::Scorekeeper,
                seat: d.seat,
                // Every row left is a phone's (a freed one is a spectator
                // now): its name is a phone's.
                label: shown_label(Role::Player, &d.label),
            }
        })
        .collect())
}

/// The seats a phone holds in hosted `game`.
pub fn held_seats(db: &Db, game: GameId) -> Answer<Vec<usize>> {
    Ok(db.devices(game)?.iter().filter_map(|d| d.seat).collect())
}

fn hosting(db: &Db, game: GameId) -> Answer<HostingRow> {
    hosted(db.hosting(game)?)
}

/// The hosting, else `410 Gone`.
fn hosted(row: Option<HostingRow>) -> Answer<HostingRow> {
    row.ok_or_else(|| Refusal::Gone(Said::new("table-why-hosting-off")))
}

/// Refuses (403) a code that is not hosted `game`'s.
pub fn check_code(db: &Db, game: GameId, code: &str) -> Answer<()> {
    let h = hosting(db, game)?;
    if !same(normalize_code(code).as_bytes(), h.code.as_bytes()) {
        return Err(Refusal::Forbidden(Said::new("table-why-code-wrong")));
    }
    Ok(())
}

/// Whether `key` is hosted `game`'s join link key (a hosting without one
/// has none to match).
pub fn check_join_key(db: &Db, game: GameId, key: &str) -> Answer<bool> {
    let h = hosting(db, game)?;
    Ok(h.join_key
        .is_some_and(|k| same(key.trim().as_bytes(), k.as_bytes())))
}

/// Admits a lobby or a join: by the join link's key when it is sent and
/// right (whatever the code), else by the code.
fn admit(db: &Db, game: GameId, code: &str, key: Option<&str>) -> Answer<()> {
    match key {
        Some(k) if check_join_key(db, game, k)? => Ok(()),
        _ => check_code(db, game, code),
    }
}

/// The device holding `token` (`None`: no token was sent).
pub fn authenticate(db: &Db, game: GameId, token: Option<&str>) -> Answer<Device> {
    let h = hosting(db, game)?;
    let token = token
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .ok_or_else(|| Refusal::Unauthorized(Said::new("table-why-token-missing")))?;
    let row = db
        .device_by_hash(game, &token_hash(token))?
        .filter(|r| r.role != KEEPER_CARD);
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
    let row = row.ok_or_else(|| Refusal::Unauthorized(Said::new("table-why-token-unknown")))?;
    Ok(Device::from_row(row))
}

/// The seats of table `game` and who holds them, for anyone with the code
/// (or the join link's key): [`Hosted::lobby`]'s answer at a table.
fn seats(db: &Db, game: GameId, req: &LobbyRequest) -> Answer<Lobby> {
    admit(db, game, &req.code, req.key.as_deref())?;
    let rec = db.game(game)?;
    let taken = held_seats(db, game)?;
    let seats = rec
        .sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| Seat {
            seat: s,
            name: name.clone(),
            colour: rec.colours[s].clone(),
            taken: taken.contains(&s),
        })
        .collect();
    Ok(Lobby {
        seats,
        game: game_view(&rec, &taken),
        table: None,
        tables: vec![],
    })
}

/// A join at table `game` ([`Hosted::join`]): a player claims a seat
/// (refused while another phone holds it), or a spectator joins. Answers
/// the new token.
fn take_seat(db: &Db, game: GameId, req: &JoinRequest) -> Answer<Joined> {
    admit(db, game, &req.code, req.key.as_deref())?;
    let rec = db.game(game)?;
    let names = &rec.sheet.spec.players;
    let seat = match req.role {
        Role::Host => return Err(Refusal::Forbidden(Said::new("table-why-join-as-host"))),
        Role::Spectator => None,
        Role::Scorekeeper => return keeper(db, game, req),
        Role::Player => {
            let s = req
                .seat
                .ok_or_else(|| Refusal::BadRequest(Said::new("table-why-seat-needed")))?;
            if s >= names.len() {
                return Err(Refusal::BadRequest(
                    Said::new("table-why-no-such-seat")
                        .arg("seat", s)
                        .arg("count", names.len()),
                ));
            }
            Some(s)
        }
    };
    let Some(seat) = seat else {
        // No row per spectator: strangers joining again and again store
        // nothing (issue 20); the token proves itself ([`authenticate`]).
        let token = spectator_token(&hosting(db, game)?.watch_token)?;
        return Ok(Joined {
            token,
            role: Role::Spectator,
            seat: None,
        });
    };
    let label = device_label(req, || format!("{}'s phone", names[seat]));
    let held =
        || Refusal::Conflict(Said::new("table-why-seat-held").arg("name", names[seat].as_str()));
    // The seat is checked in the transaction that takes it: nothing is
    // written when another phone holds it.
    let token = db.write(|tx| {
        if tx.seat_holder(game, seat)?.is_some() {
            return Err(held());
        }
        let token = new_token()?;
        bump(tx, game)?;
        tx.insert_device(
            game,
            &token_hash(&token),
            req.role.as_str(),
            Some(seat),
            &label,
        )?;
        Ok(token)
    })?;
    Ok(Joined {
        token,
        role: req.role,
        seat: Some(seat),
    })
}

/// The name a joining phone gave itself (cleaned, at most [`MAX_LABEL`]
/// characters), else `default`.
fn device_label(req: &JoinRequest, default: impl FnOnce() -> String) -> String {
    match req
        .device
        .as_deref()
        .map(clean_name)
        .filter(|d| !d.is_empty())
    {
        Some(d) => d.chars().take(MAX_LABEL).collect(),
        None => default(),
    }
}

/// A table's scorekeeper joins: a device of its own (as a player's, so
/// that the audit trail names it), holding no seat, that enters every
/// seat's hand and saves the rounds of this table only.
fn keeper(db: &Db, game: GameId, req: &JoinRequest) -> Answer<Joined> {
    let label = device_label(req, || "scorekeeper".to_string());
    // Granted, never claimed: the card the organiser made for this table.
    let card = match req.keeper.as_deref().map(str::trim) {
        Some(k) if !k.is_empty() => db.device_by_hash(game, &token_hash(k))?,
        _ => None,
    };
    if !card.is_some_and(|c| c.role == KEEPER_CARD) {
        return Err(Refusal::Forbidden(Said::new(
            "table-why-keeper-card-needed",
        )));
    }
    let token = db.write(|tx| {
        let token = new_token()?;
        bump(tx, game)?;
        tx.insert_device(
            game,
            &token_hash(&token),
            Role::Scorekeeper.as_str(),
            None,
            &label,
        )?;
        Ok::<_, Refusal>(token)
    })?;
    Ok(Joined {
        token,
        role: Role::Scorekeeper,
        seat: None,
    })
}

/// The game as phones see it; `held`: the seats a phone holds (each
/// player's `phone`). `house` is the game's house rules (the blank values
/// among them), with which a phone counts a hand's points before sending.
fn game_view(rec: &GameRecord, held: &[usize]) -> TableGame {
    let sheet = &rec.sheet;
    let totals = sheet.totals();
    let players = sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| TablePlayer {
            seat: s,
            name: name.clone(),
            colour: rec.colours[s].clone(),
            total: totals[s],
            phone: held.contains(&s),
        })
        .collect();
    let rounds = sheet
        .rounds
        .iter()
        .enumerate()
        .map(|(k, r)| TableRound {
            index: k,
            engine: r.engine,
            points: r.points.clone(),
            out: match r.end {
                RoundOutcome::Out(s) => Some(s),
                RoundOutcome::Blocked => None,
            },
            blocked: r.end == RoundOutcome::Blocked,
        })
        .collect();
    let current = (!rec.is_finished())
        .then(|| sheet.next_round())
        .flatten()
        .map(|p| Current {
            index: p.index,
            engine: p.engine,
            starter: p.starter,
            suggested_starter: sheet.suggested_starter(p.index),
        });
    TableGame {
        id: rec.id,
        preset: sheet.spec.preset.id().to_string(),
        house: serde_json::to_value(&sheet.spec.house).unwrap_or_default(),
        set: sheet.spec.set,
        finished: rec.is_finished(),
        players,
        rounds,
        current,
        winner: rec.is_finished().then(|| sheet.winners()),
    }
}

/// The entries of round `round` of `game`, as the phones see them.
fn kept_entries(db: &Db, game: GameId, round: usize) -> Answer<Vec<Entry>> {
    Ok(db
        .table_entries(game, round)?
        .into_iter()
        .filter_map(|e| {
            let k: Kept = serde_json::from_str(&e.entry).ok()?;
            Some(k.entry(e.seat, e.device, Some(e.at)))
        })
        .collect())
}

/// The phones' entries of round `round` of hosted `game` while it is the
/// round being played (none once it is saved, or the game finished), as
/// the host's window fills its round form with them.
pub fn round_entries(db: &Db, game: GameId, round: usize) -> Answer<Vec<Entry>> {
    let rec = db.game(game)?;
    let playing = (!rec.is_finished())
        .then(|| rec.sheet.next_round())
        .flatten()
        .is_some_and(|p| p.index == round);
    if !playing {
        return Ok(vec![]);
    }
    kept_entries(db, game, round)
}

/// `GET /api/state`: the whole state, as `device` sees it.
pub fn state(db: &Db, game: GameId, device: &Device) -> Answer<TableState> {
    let h = hosting(db, game)?;
    let rec = db.game(game)?;
    let entries = kept_entries(db, game, rec.sheet.rounds.len())?;
    let held = held_seats(db, game)?;
    let night = night::note(db, game, &h, device)?;
    Ok(TableState {
        version: h.version,
        you: You {
            role: device.role,
            seat: device.seat,
        },
        game: game_view(&rec, &held),
        entries,
        settings: TableSettings {
            last_player_saves: h.last_player_saves,
        },
        // The join code (it is replaced after many wrong guesses): the host's.
        code: (device.role == Role::Host).then_some(h.code),
        night,
    })
}

#[cfg(test)]
mod tests;

//! A club night's host (issue 32): every table's game hosted at once, on
//! one host, behind one join code.
//!
//! Each table's game is hosted as any game is (its own devices, tokens,
//! entries and change counter: every rule of [`super`] holds at each
//! table), and the night's tables share the join code, the join link's key
//! and the watch token, which is the board's link. A phone picks its
//! table, then its seat; its token is its table's, so a phone of table 2
//! can never write table 3 (the server finds a request's table by its
//! token, [`game_of_token`]). A table without phones has a scorekeeper
//! ([`super::Role::Scorekeeper`]): a phone that enters every seat of that
//! table only. When the next game starts, its tables are hosted with the
//! same code ([`upkeep`]), and the phones of the game before are shown the
//! way to their new seat ([`NightNote::next`]).

use super::tokens::same;
use super::{
    admit, bump, new_code, new_token, token_hash, why, Answer, JoinRequest, Joined,
    Lobby, LobbyRequest, Refusal, Why,
};
use crate::app::night as club;
use crate::db::lan::HostingRow;
use crate::db::{Db, GameId, LanReads, NightGame, NightId};
use crate::lan::wire::{LobbyTable, NightNote};
use serde_json::Value;

/// A night's hosting turned on: what the organiser is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightHosting {
    /// The night.
    pub night: NightId,
    /// The join code of every table.
    pub code: String,
    /// The join link's key (see [`super::Hosting::join_key`]).
    pub join_key: String,
    /// The board's token (read-only): the watch token of every table.
    pub board_token: String,
    /// Every table of the game being played, with the host's own token
    /// there (the organiser enters for that table with it).
    pub tables: Vec<TableHost>,
    /// Hosting was on already: the phones' tokens and their entries stay.
    pub resumed: bool,
}

/// One table, as the night's host holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableHost {
    /// The table, from 1.
    pub table: usize,
    /// Its game.
    pub game: GameId,
    /// The host's token at this table.
    pub host_token: String,
}

impl NightHosting {
    /// The night's join link: a phone picks its table, then its seat.
    pub fn join_link(&self, base: &str, code: &str) -> String {
        format!("{base}/?join={code}&key={}", self.join_key)
    }

    /// Table `table`'s join link (its card's QR code): its seats at once.
    pub fn table_link(&self, base: &str, code: &str, table: usize) -> String {
        format!("{base}/?join={code}&key={}&table={table}", self.join_key)
    }

    /// The board's read-only link (a big screen).
    pub fn board_link(&self, base: &str) -> String {
        format!("{base}/?board={}", self.board_token)
    }
}

/// What every table of a night shares.
struct Secrets {
    code: String,
    join_key: String,
    watch: String,
}

/// The night's games that are hosted, the newest game first, with their
/// hosting.
fn hosted_games(db: &Db, night: NightId) -> Answer<Vec<(NightGame, HostingRow)>> {
    let mut games = db.night_games(night)?;
    games.sort_by(|a, b| b.number.cmp(&a.number).then(a.table.cmp(&b.table)));
    let mut out = vec![];
    for g in games {
        if let Some(h) = db.hosting(g.game)? {
            out.push((g, h));
        }
    }
    Ok(out)
}

/// The night's shared secrets: those of a table already hosted, else new.
fn secrets(db: &Db, night: NightId) -> Answer<(Secrets, bool)> {
    if let Some((_, h)) = hosted_games(db, night)?.into_iter().next() {
        let join_key = match h.join_key {
            Some(k) => k,
            None => new_token()?,
        };
        return Ok((
            Secrets {
                code: h.code,
                join_key,
                watch: h.watch_token,
            },
            true,
        ));
    }
    Ok((
        Secrets {
            code: new_code()?,
            join_key: new_token()?,
            watch: new_token()?,
        },
        false,
    ))
}

/// Hosts `game` with the night's secrets and `host_token` (a table already
/// hosted keeps its phones and gets the new host token).
fn host_table(db: &Db, game: GameId, s: &Secrets, host_token: &str) -> Answer<bool> {
    if db.hosting(game)?.is_some() {
        db.replace_host_token(game, &token_hash(host_token))?;
        return Ok(false);
    }
    db.start_hosting(
        game,
        &s.code,
        &s.join_key,
        &s.watch,
        &token_hash(&s.watch),
        &token_hash(host_token),
    )?;
    Ok(true)
}

/// Turns hosting of night `night` on: every table of the game being played
/// (finished tables too, so that their phones see what they wait for).
/// Started again, it resumes: the code, the phones and their entries stay;
/// each table's host token is new.
pub fn start(db: &Db, night: NightId) -> Answer<NightHosting> {
    let (s, resumed) = secrets(db, night)?;
    let current = club::current_games(db, night)?;
    if current.is_empty() {
        return Err(Refusal::Conflict(why(
            "night-no-tables",
            "this night has no tables to host",
        )));
    }
    let mut tables = vec![];
    for g in &current {
        let host_token = new_token()?;
        host_table(db, g.game, &s, &host_token)?;
        tables.push(TableHost {
            table: g.table,
            game: g.game,
            host_token,
        });
    }
    Ok(NightHosting {
        night,
        code: s.code,
        join_key: s.join_key,
        board_token: s.watch,
        tables,
        resumed,
    })
}

/// Turns hosting of every table of the night off.
pub fn stop(db: &Db, night: NightId) -> Answer<()> {
    for (g, _) in hosted_games(db, night)? {
        db.stop_hosting(g.game)?;
    }
    Ok(())
}

/// The night's upkeep, once a second while it is hosted: the games whose
/// time is up have their schedules cut (their phones told at once), and
/// the tables of a next game started since (by the organiser's window or
/// `mextrain night next`) are hosted with the night's code. Whether
/// anything changed.
pub fn upkeep(db: &Db, night: NightId, now: i64) -> Answer<bool> {
    let mut changed = false;
    for g in club::time_up(db, night, now)? {
        if db.hosting(g)?.is_some() {
            db.write(|tx| bump(tx, g))?;
            changed = true;
        }
    }
    let (s, any) = secrets(db, night)?;
    if !any {
        return Ok(changed);
    }
    for g in club::current_games(db, night)? {
        if db.hosting(g.game)?.is_none() {
            host_table(db, g.game, &s, &new_token()?)?;
            changed = true;
        }
    }
    Ok(changed)
}

/// The night's change counter: each hosted table's, summed, and a million
/// per table hosted (a table hosted anew starts its counter again), with
/// each table's (`-1` in all: hosting is off).
pub fn version(db: &Db, night: NightId) -> Answer<(i64, Vec<(GameId, i64)>)> {
    let hosted = hosted_games(db, night)?;
    if hosted.is_empty() {
        return Ok((-1, vec![]));
    }
    let each: Vec<(GameId, i64)> = hosted.iter().map(|(g, h)| (g.game, h.version)).collect();
    let sum = each.iter().map(|(_, v)| v).sum::<i64>() + 1_000_000 * each.len() as i64;
    Ok((sum, each))
}

/// Gives every table of the night a new join code (the old one took too
/// many wrong guesses); the phones keep their tokens.
pub fn new_join_code(db: &Db, night: NightId) -> Answer<String> {
    let code = new_code()?;
    for (g, _) in hosted_games(db, night)? {
        db.replace_code(g.game, &code)?;
    }
    Ok(code)
}

/// The game being played at `table`, else 400 naming the tables there are.
pub fn game_of_table(db: &Db, night: NightId, table: usize) -> Answer<GameId> {
    let current = club::current_games(db, night)?;
    current
        .iter()
        .find(|g| g.table == table)
        .map(|g| g.game)
        .ok_or_else(|| {
            Refusal::BadRequest(Why::new(
                "no-such-table",
                format!(
                    "there is no table {table}: tonight has {} tables",
                    current.len()
                ),
                [
                    ("table", Value::from(table)),
                    ("count", Value::from(current.len())),
                ],
            ))
        })
}

/// The table of the game being played (else the first hosted one): where
/// the night's code and key are checked.
pub fn door(db: &Db, night: NightId) -> Answer<GameId> {
    hosted_games(db, night)?
        .first()
        .map(|(g, _)| g.game)
        .ok_or_else(|| {
            Refusal::Gone(why(
                "hosting-off",
                "the host stopped letting phones join this game",
            ))
        })
}

/// The game whose phone holds `token`: a phone's token is one table's, and
/// every request it makes is for that table. The board's token (every
/// table's watch token) is the first table's.
pub fn game_of_token(db: &Db, night: NightId, token: Option<&str>) -> Answer<GameId> {
    let hosted = hosted_games(db, night)?;
    let Some((first, _)) = hosted.first() else {
        return Err(Refusal::Gone(why(
            "hosting-off",
            "the host stopped letting phones join this game",
        )));
    };
    let mut last = None;
    for (g, _) in &hosted {
        match super::authenticate(db, g.game, token) {
            Ok(_) => return Ok(g.game),
            Err(e @ Refusal::Unauthorized(_)) => last = Some(e),
            Err(e) => return Err(e),
        }
    }
    Err(last.unwrap_or_else(|| {
        Refusal::Unauthorized(why("token-unknown", format!("game {}", first.game)))
    }))
}

/// `POST /api/lobby` at a night's host: with a table, its seats (as any
/// table's lobby); without, the night's tables to pick from.
pub fn lobby(db: &Db, night: NightId, req: &LobbyRequest) -> Answer<Lobby> {
    if let Some(t) = req.table {
        let game = game_of_table(db, night, t)?;
        let mut l = super::lobby(db, game, req)?;
        l.table = Some(t);
        return Ok(l);
    }
    admit(db, door(db, night)?, &req.code, req.key.as_deref())?;
    let mut tables = vec![];
    for g in club::current_games(db, night)? {
        let rec = db.game(g.game)?;
        tables.push(LobbyTable {
            table: g.table,
            players: rec.sheet.spec.players.clone(),
            phones: super::held_seats(db, g.game)?.len(),
            finished: rec.is_finished(),
        });
    }
    Ok(Lobby {
        seats: vec![],
        game: Default::default(),
        table: None,
        tables,
    })
}

/// `POST /api/join` at a night's host: at the table named.
pub fn join(db: &Db, night: NightId, req: &JoinRequest) -> Answer<Joined> {
    let t = req.table.ok_or_else(|| {
        Refusal::BadRequest(why(
            "table-needed",
            "tonight has several tables: pick yours first",
        ))
    })?;
    super::join(db, game_of_table(db, night, t)?, req)
}

/// Whether `token` is the night's board token (every table's watch token).
pub fn check_board(db: &Db, night: NightId, token: Option<&str>) -> Answer<()> {
    let token = token.map(str::trim).unwrap_or("");
    let ok = hosted_games(db, night)?
        .iter()
        .any(|(_, h)| !token.is_empty() && same(token.as_bytes(), h.watch_token.as_bytes()));
    if !ok {
        return Err(Refusal::Unauthorized(why(
            "board-unknown",
            "this board link is not tonight's: open the link the host shows",
        )));
    }
    Ok(())
}

/// The night at a glance, for its board (the night's own scoring).
pub fn board(db: &Db, night: NightId, now: i64) -> Answer<club::Board> {
    Ok(club::board(db, night, None, now)?)
}

/// What a phone at hosted `game` (hosting `h`) is shown of its night:
/// `None` when the game is not a night's.
pub fn note(db: &Db, game: GameId, h: &HostingRow) -> Answer<Option<NightNote>> {
    let Some(at) = club::night_of_game(db, game)? else {
        return Ok(None);
    };
    let record = db.night(at.night)?;
    let games = db.night_games(at.night)?;
    let latest = games.iter().map(|g| g.number).max().unwrap_or(at.number);
    let Some(mine) = games.iter().find(|g| g.game == game) else {
        return Ok(None);
    };
    let mut waiting = vec![];
    if mine.finished_at.is_some() && latest == at.number {
        waiting = games
            .iter()
            .filter(|g| g.number == at.number && g.finished_at.is_none())
            .map(|g| g.table)
            .collect();
    }
    let next = (latest > at.number).then(|| match &h.join_key {
        Some(k) => format!("/join/{}/{k}", h.code),
        None => format!("/join/{}", h.code),
    });
    Ok(Some(NightNote {
        name: record.night.name.clone(),
        table: at.table,
        number: at.number,
        seconds_left: club::seconds_left(&record, mine, club::now()),
        waiting,
        next,
    }))
}

/// Hosted `game` is one of night `night`'s.
pub fn is_hosted_at(db: &Db, night: NightId, game: GameId) -> Answer<bool> {
    Ok(hosted_games(db, night)?.iter().any(|(g, _)| g.game == game))
}

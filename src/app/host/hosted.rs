//! What a host serves, as one type: a set of tables behind one join code.
//! A family's game is a hosting of one table; a club night hosts the
//! tables of the game being played (and of its earlier games while their
//! phones follow). Every action here is written once for both: what a
//! night adds is only which tables there are ([`Hosted::playing`]) and
//! which one a request names ([`Hosted::table_named`]).

use super::{
    admit, bump, new_code, new_token, token_hash, Answer, JoinRequest, Joined, Lobby, LobbyRequest,
    Refusal,
};
use crate::app::night as club;
use crate::db::lan::HostingRow;
use crate::db::{Db, GameId, LanReads, NightGame, NightId};
use crate::formats::wire::LobbyTable;
use crate::i18n::Said;

/// What one host serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hosted {
    /// One game: a hosting of one table.
    Game(GameId),
    /// Every table of a club night: a request's table is its token's, or
    /// the one it names when joining.
    Night(NightId),
}

/// Hosting turned on: what the host shows, for a game and a night alike.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Hosting {
    /// What is hosted.
    pub hosted: Hosted,
    /// The first table's game (a family's game: the game).
    pub game: GameId,
    /// The join code of every table.
    pub code: String,
    /// The join link's key: 128 random bits, hex, in the QR code and the
    /// join link beside the code. Sent with a lobby or a join, it admits
    /// the phone without the limits on wrong codes (which strangers can
    /// keep spent), whatever the code is now. Kept while hosting is on.
    pub join_key: String,
    /// The host's own token at the first table (the host link).
    pub host_token: String,
    /// The read-only link's token: a game's watch link, a night's board
    /// (the first table's watch token; every other table's is made from
    /// it, since a token is one device's).
    pub watch_token: String,
    /// Every table, with the host's own token there (the organiser enters
    /// for that table with it).
    pub tables: Vec<TableHost>,
    /// Hosting was on already (a host started again): the phones' tokens
    /// and the entries were kept; the host tokens are new.
    pub resumed: bool,
}

/// One table, as the host holds it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TableHost {
    /// The table, from 1.
    pub table: usize,
    /// Its game.
    pub game: GameId,
    /// The host's token at this table.
    pub host_token: String,
}

impl Hosting {
    /// The join link at `base` (`http://host:port`) with `code` (the code
    /// now: it is replaced after many wrong guesses) and the join link's
    /// key: what the QR code carries. At a night, a phone picks its table,
    /// then its seat.
    pub fn join_link(&self, base: &str, code: &str) -> String {
        format!("{base}/?join={code}&key={}", self.join_key)
    }

    /// The read-only link: a game's watch link, a night's board (a big
    /// screen).
    pub fn watch_link(&self, base: &str) -> String {
        let page = if self.hosted.night().is_some() {
            "board"
        } else {
            "watch"
        };
        format!("{base}/?{page}={}", self.watch_token)
    }

    /// The host link of the first table at `base` (keep it to yourself).
    pub fn host_link(&self, base: &str) -> String {
        host_link(base, &self.host_token)
    }
}

impl TableHost {
    /// This table's host link at `base`: the organiser enters for this
    /// table with it, from any phone.
    pub fn host_link(&self, base: &str) -> String {
        host_link(base, &self.host_token)
    }
}

/// The host link of `token` at `base` (`http://host:port`).
fn host_link(base: &str, token: &str) -> String {
    format!("{base}/?host={token}")
}

/// What every table of a hosting shares.
pub(super) struct Secrets {
    pub(super) code: String,
    pub(super) join_key: String,
    pub(super) watch: String,
}

impl Hosted {
    /// The club night, when a night is hosted.
    pub fn night(self) -> Option<NightId> {
        match self {
            Hosted::Game(_) => None,
            Hosted::Night(n) => Some(n),
        }
    }

    /// The club night, or the refusal of a night's route (the board, the
    /// table cards) asked of a single game's host.
    pub fn night_only(self) -> Answer<NightId> {
        self.night()
            .ok_or_else(|| Refusal::BadRequest(Said::new("table-why-not-a-night")))
    }

    /// The tables being played, (table, game) by table: a game is table 1;
    /// a night's are those of its game being played.
    fn playing(self, db: &Db) -> Answer<Vec<(usize, GameId)>> {
        Ok(match self {
            Hosted::Game(g) => vec![(1, g)],
            Hosted::Night(n) => {
                let mut t: Vec<_> = club::current_games(db, n)?
                    .into_iter()
                    .map(|g| (g.table, g.game))
                    .collect();
                t.sort();
                t
            }
        })
    }

    /// The table a lobby or a join is for: a game's only one, a night's
    /// table named (`None`: none was, the phone still picks).
    fn table_named(self, db: &Db, table: Option<usize>) -> Answer<Option<(Option<usize>, GameId)>> {
        Ok(match self {
            Hosted::Game(g) => Some((None, g)),
            Hosted::Night(n) => match table {
                Some(t) => Some((Some(t), game_of_table(db, n, t)?)),
                None => None,
            },
        })
    }

    /// Brings the hosting up to date before a phone is answered: a
    /// night's next game's tables are hosted (a phone may ask for its new
    /// table before the upkeep has come round).
    fn refresh(self, db: &Db) -> Answer<()> {
        if let Hosted::Night(n) = self {
            host_new_tables(db, n)?;
        }
        Ok(())
    }

    /// The tables hosted now (a night's earlier games' too while they are
    /// hosted, the newest game first), with their hosting.
    pub fn tables(self, db: &Db) -> Answer<Vec<(GameId, HostingRow)>> {
        Ok(match self {
            Hosted::Game(g) => db.hosting(g)?.map(|h| (g, h)).into_iter().collect(),
            Hosted::Night(n) => hosted_games(db, n)?
                .into_iter()
                .map(|(g, h)| (g.game, h))
                .collect(),
        })
    }

    /// The first table hosted (the lowest game): its watch token is the
    /// read-only link's.
    pub(super) fn first_hosted(self, db: &Db) -> Answer<Option<HostingRow>> {
        Ok(self
            .tables(db)?
            .into_iter()
            .min_by_key(|(g, _)| *g)
            .map(|(_, h)| h))
    }

    /// The shared secrets: those of a table already hosted (a join key
    /// made for a hosting begun by a build that kept none), else new;
    /// and whether there was one.
    pub(super) fn secrets(self, db: &Db) -> Answer<(Secrets, bool)> {
        if let Some(h) = self.first_hosted(db)? {
            let join_key = match h.join_key {
                Some(k) => k,
                None => {
                    let k = new_token()?;
                    for (g, _) in self.tables(db)? {
                        db.set_join_key(g, &k)?;
                    }
                    k
                }
            };
            let s = Secrets {
                code: h.code,
                join_key,
                watch: h.watch_token,
            };
            return Ok((s, true));
        }
        let s = Secrets {
            code: new_code()?,
            join_key: new_token()?,
            watch: new_token()?,
        };
        Ok((s, false))
    }

    /// Turns hosting on at every table being played (a night's finished
    /// tables too, so that their phones see what they wait for). Started
    /// again (a host restarted after a stop or a crash), it resumes: the
    /// code, the phones' tokens, the read-only link and the entries stay;
    /// each table's host token is new. Refused for a finished game and a
    /// night with no tables.
    pub fn start(self, db: &Db) -> Answer<Hosting> {
        if let Hosted::Game(g) = self {
            if db.game(g)?.is_finished() {
                return Err(Refusal::Conflict(
                    Said::new("table-why-game-finished-start").arg("game", g),
                ));
            }
        }
        let playing = self.playing(db)?;
        if playing.is_empty() {
            return Err(Refusal::Conflict(Said::new("table-why-night-no-tables")));
        }
        let (s, resumed) = self.secrets(db)?;
        let first = playing.iter().map(|(_, g)| *g).min();
        let mut tables = vec![];
        for &(table, game) in &playing {
            let host_token = new_token()?;
            let watch = if resumed || Some(game) != first {
                None
            } else {
                Some(s.watch.as_str())
            };
            host_table(db, game, &s, watch, &host_token)?;
            tables.push(TableHost {
                table,
                game,
                host_token,
            });
        }
        if let Hosted::Night(n) = self {
            // A host started again after the next game began: the phones
            // follow their players there.
            follow_players(db, n)?;
        }
        Ok(Hosting {
            hosted: self,
            game: tables[0].game,
            code: s.code,
            join_key: s.join_key,
            host_token: tables[0].host_token.clone(),
            watch_token: s.watch,
            tables,
            resumed,
        })
    }

    /// The game a request with `token` is for: a phone's token is one
    /// table's, and every request it makes is for that table.
    pub fn game_of(self, db: &Db, token: Option<&str>) -> Answer<GameId> {
        let hosted = self.tables(db)?;
        // A device's token: one look.
        if let Some(t) = token.map(str::trim).filter(|t| !t.is_empty()) {
            if let Some(g) = db.game_of_token_hash(&token_hash(t))? {
                if hosted.iter().any(|(h, _)| *h == g) {
                    return Ok(g);
                }
            }
        }
        if hosted.is_empty() {
            return Err(Refusal::Gone(Said::new("table-why-hosting-off")));
        }
        // Tokens that prove themselves (a spectator's, a watch link's).
        let mut last = None;
        for (g, _) in &hosted {
            match super::authenticate(db, *g, token) {
                Ok(_) => return Ok(*g),
                Err(e @ Refusal::Unauthorized(_)) => last = Some(e),
                Err(e) => return Err(e),
            }
        }
        Err(last.unwrap_or_else(|| Refusal::Unauthorized(Said::new("table-why-token-unknown"))))
    }

    /// The table where the join code and key are checked: the newest
    /// hosted.
    pub fn door(self, db: &Db) -> Answer<GameId> {
        self.tables(db)?
            .first()
            .map(|(g, _)| *g)
            .ok_or_else(|| Refusal::Gone(Said::new("table-why-hosting-off")))
    }

    /// A new join code for every table hosted (the old one took too many
    /// wrong guesses): the phones that joined keep their tokens; the
    /// version moves, so the host's screens show the new code.
    pub fn new_join_code(self, db: &Db) -> Answer<String> {
        let code = new_code()?;
        for (g, _) in self.tables(db)? {
            db.replace_code(g, &code)?;
        }
        Ok(code)
    }

    /// The change counter (`-1`: hosting is off), and each table's: the
    /// tables' counters summed, and a million per table hosted past the
    /// first (a table hosted anew starts its counter again).
    pub fn version(self, db: &Db) -> Answer<(i64, Vec<(GameId, i64)>)> {
        let each: Vec<(GameId, i64)> = self
            .tables(db)?
            .into_iter()
            .map(|(g, h)| (g, h.version))
            .collect();
        if each.is_empty() {
            return Ok((-1, vec![]));
        }
        let sum = each.iter().map(|(_, v)| v).sum::<i64>() + 1_000_000 * (each.len() as i64 - 1);
        Ok((sum, each))
    }

    /// `POST /api/lobby`: the seats of the table named (a game's only
    /// one), or a night's tables to pick from.
    pub fn lobby(self, db: &Db, req: &LobbyRequest) -> Answer<Lobby> {
        self.refresh(db)?;
        if let Some((table, game)) = self.table_named(db, req.table)? {
            let mut l = super::seats(db, game, req)?;
            l.table = table;
            return Ok(l);
        }
        admit(db, self.door(db)?, &req.code, req.key.as_deref())?;
        let mut tables = vec![];
        for (table, game) in self.playing(db)? {
            let rec = db.game(game)?;
            tables.push(LobbyTable {
                table,
                players: rec.sheet.spec.players.clone(),
                phones: super::held_seats(db, game)?.len(),
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

    /// `POST /api/join`: a seat (or a spectator's place, a scorekeeper's)
    /// at the table named (a game's only one).
    pub fn join(self, db: &Db, req: &JoinRequest) -> Answer<Joined> {
        self.refresh(db)?;
        let (_, game) = self
            .table_named(db, req.table)?
            .ok_or_else(|| Refusal::BadRequest(Said::new("table-why-table-needed")))?;
        super::take_seat(db, game, req)
    }

    /// Turns hosting off at every table hosted: every device is
    /// forgotten, so every token stops working (the phones are told `410
    /// Gone`).
    pub fn stop(self, db: &Db) -> Answer<()> {
        for (g, _) in self.tables(db)? {
            db.stop_hosting(g)?;
        }
        Ok(())
    }
}

/// Hosts `game` with the shared secrets and `host_token` (a table already
/// hosted keeps its phones and gets the new host token). `watch`: the
/// read-only link's own token, for the first table hosted; every other
/// table's is made from it. Whether it was hosted anew.
pub(super) fn host_table(
    db: &Db,
    game: GameId,
    s: &Secrets,
    watch: Option<&str>,
    host_token: &str,
) -> Answer<bool> {
    if db.hosting(game)?.is_some() {
        db.replace_host_token(game, &token_hash(host_token))?;
        return Ok(false);
    }
    let watch = match watch {
        Some(w) => w.to_string(),
        None => table_watch(&s.watch, game),
    };
    db.start_hosting(
        game,
        &s.code,
        &s.join_key,
        &watch,
        &token_hash(&watch),
        &token_hash(host_token),
    )?;
    Ok(true)
}

/// The watch token of table `game` of a hosting whose read-only link's
/// token is `first`: the first table's is that token itself.
fn table_watch(first: &str, game: GameId) -> String {
    token_hash(&format!("{first}:{game}"))[..32].to_string()
}

/// The night's games that are hosted, the newest game first, with their
/// hosting.
pub(super) fn hosted_games(db: &Db, night: NightId) -> Answer<Vec<(NightGame, HostingRow)>> {
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

/// Hosts the tables of a next game started since (in the window or with
/// `mextrain night next`) with the night's code, each table's host link
/// going on to its next game: by the upkeep, and by a phone that asks for
/// its new table before the upkeep has come round. Whether any was.
pub(super) fn host_new_tables(db: &Db, night: NightId) -> Answer<bool> {
    let mut changed = false;
    let (s, any) = Hosted::Night(night).secrets(db)?;
    if !any {
        return Ok(changed);
    }
    let games = db.night_games(night)?;
    for g in club::current_games(db, night)? {
        if db.hosting(g.game)?.is_none() {
            host_table(db, g.game, &s, None, &new_token()?)?;
            // The table's host link goes on to its next game.
            let before = games
                .iter()
                .filter(|b| b.table == g.table && b.number < g.number)
                .max_by_key(|b| b.number);
            if let Some(b) = before {
                if db.hosting(b.game)?.is_some() {
                    db.hand_over_host(b.game, g.game)?;
                    // The table's scorekeeper card and its scorekeepers
                    // last the night: they keep this table's score.
                    db.move_devices(
                        b.game,
                        g.game,
                        &[super::KEEPER_CARD, super::Role::Scorekeeper.as_str()],
                    )?;
                }
            }
            changed = true;
        }
    }
    if changed {
        follow_players(db, night)?;
    }
    Ok(changed)
}

/// The phone follows its player: each player's phone of night `night`'s
/// game before the latest moves to its player's new table and seat (its
/// token stays; the phone is sent its new table's state). A player who
/// left, or whose new seat another phone holds, keeps the phone where it
/// was (the phone offers the way to a seat). Whether any moved.
pub(super) fn follow_players(db: &Db, night: NightId) -> Answer<bool> {
    let games = db.night_games(night)?;
    let Some(latest) = games.iter().map(|g| g.number).max() else {
        return Ok(false);
    };
    let now: Vec<&NightGame> = games.iter().filter(|g| g.number == latest).collect();
    let mut moved = false;
    for before in games.iter().filter(|g| g.number + 1 == latest) {
        if db.hosting(before.game)?.is_none() {
            continue;
        }
        for d in db.devices(before.game)? {
            let (Some(seat), true) = (d.seat, d.role == super::Role::Player.as_str()) else {
                continue;
            };
            let Some(name) = before.players.get(seat) else {
                continue;
            };
            for g in &now {
                let Some(new_seat) = g.players.iter().position(|p| p == name) else {
                    continue;
                };
                if db.hosting(g.game)?.is_none() {
                    continue;
                }
                moved |= db.write(|tx| {
                    if tx.seat_holder(g.game, new_seat)?.is_some() {
                        return Ok(false);
                    }
                    tx.move_device(d.id, g.game, new_seat)?;
                    bump(tx, g.game)?;
                    bump(tx, before.game)?;
                    Ok::<_, Refusal>(true)
                })?;
            }
        }
    }
    Ok(moved)
}

/// The game being played at `table`, else 400 naming the tables there are.
pub fn game_of_table(db: &Db, night: NightId, table: usize) -> Answer<GameId> {
    let current = club::current_games(db, night)?;
    current
        .iter()
        .find(|g| g.table == table)
        .map(|g| g.game)
        .ok_or_else(|| {
            Refusal::BadRequest(
                Said::new("table-why-no-such-table")
                    .arg("table", table)
                    .arg("count", current.len()),
            )
        })
}

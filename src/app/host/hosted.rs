//! What a host serves, as one type: a family's game, or a club night's
//! tables behind one code. The server holds a [`Hosted`] and each of its
//! routes calls one of these actions; a game's branch and a night's sit
//! side by side in each, so a rule fixed for one is fixed for the other
//! in the same place.

use super::night;
use super::{Answer, JoinRequest, Joined, Lobby, LobbyRequest, Refusal};
use crate::db::lan::HostingRow;
use crate::db::{Db, GameId, LanReads, NightId};
use crate::i18n::Said;

/// What one host serves.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Hosted {
    /// One game (hosting turned on with [`super::start`]).
    Game(GameId),
    /// Every table of a club night (hosting turned on with
    /// [`night::start`]): a request's table is its token's, or the one it
    /// names when joining.
    Night(NightId),
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

    /// The game a request with `token` is for.
    pub fn game_of(self, db: &Db, token: Option<&str>) -> Answer<GameId> {
        match self {
            Hosted::Game(g) => Ok(g),
            Hosted::Night(n) => night::game_of_token(db, n, token),
        }
    }

    /// The game where the join code and key are checked.
    pub fn door(self, db: &Db) -> Answer<GameId> {
        match self {
            Hosted::Game(g) => Ok(g),
            Hosted::Night(n) => night::door(db, n),
        }
    }

    /// The tables hosted now: the game, or the night's (its earlier
    /// games' too while they are hosted), with their hosting.
    pub fn tables(self, db: &Db) -> Answer<Vec<(GameId, HostingRow)>> {
        Ok(match self {
            Hosted::Game(g) => db.hosting(g)?.map(|h| (g, h)).into_iter().collect(),
            Hosted::Night(n) => night::hosted_games(db, n)?
                .into_iter()
                .map(|(g, h)| (g.game, h))
                .collect(),
        })
    }

    /// A new join code for every table hosted (the old one took too many
    /// wrong guesses): the phones that joined keep their tokens; the
    /// version moves, so the host's screens show the new code.
    pub fn new_join_code(self, db: &Db) -> Answer<String> {
        let code = super::new_code()?;
        for (g, _) in self.tables(db)? {
            db.replace_code(g, &code)?;
        }
        Ok(code)
    }

    /// The change counter (`-1`: hosting is off), and each table's.
    pub fn version(self, db: &Db) -> Answer<(i64, Vec<(GameId, i64)>)> {
        match self {
            Hosted::Game(g) => {
                let v = super::version(db, g)?.unwrap_or(-1);
                Ok((v, vec![(g, v)]))
            }
            Hosted::Night(n) => night::version(db, n),
        }
    }

    /// The lobby: a game's seats, or a night's tables (or a table's seats).
    pub fn lobby(self, db: &Db, req: &LobbyRequest) -> Answer<Lobby> {
        match self {
            Hosted::Game(g) => super::lobby(db, g, req),
            Hosted::Night(n) => night::lobby(db, n, req),
        }
    }

    /// A join: at the game, or at the night's table named.
    pub fn join(self, db: &Db, req: &JoinRequest) -> Answer<Joined> {
        match self {
            Hosted::Game(g) => super::join(db, g, req),
            Hosted::Night(n) => night::join(db, n, req),
        }
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

/// What turning hosting on gave: a game's code and tokens, or a night's
/// and its tables'.
#[derive(Clone, Debug)]
pub enum Started {
    /// A game's.
    Game(super::Hosting),
    /// A night's.
    Night(night::NightHosting),
}

impl Started {
    /// Hosting was on already (a host started again after a crash): the
    /// code and the phones' tokens are the ones it had.
    pub fn resumed(&self) -> bool {
        match self {
            Started::Game(h) => h.resumed,
            Started::Night(h) => h.resumed,
        }
    }

    /// The join code given at the start.
    pub fn code(&self) -> &str {
        match self {
            Started::Game(h) => &h.code,
            Started::Night(h) => &h.code,
        }
    }
}

impl Hosted {
    /// Turns hosting on (resumed when it is on already).
    pub fn start(self, db: &Db) -> Answer<Started> {
        Ok(match self {
            Hosted::Game(g) => Started::Game(super::start(db, g)?),
            Hosted::Night(n) => Started::Night(night::start(db, n)?),
        })
    }
}

//! The one clock: what an open data folder needs as time passes, run once a
//! second ([`TICK`]) by whatever has it open for a while (the window, the
//! table host `mextrain serve`). No page and no other thread cuts a time
//! limit or merges the WAL on its own: a timed night in the window with
//! no phone ends on time, and a hosted one tells its phones at once.
//!
//! Sending a league's games has its own pace (backoff per destination) and
//! thread, `lan::sender::keep_sending`; the phones' pages follow the host's
//! event streams and never poll.

use super::night;
use crate::db::{Db, GameId, NightId, WAL_LIMIT};
use crate::i18n::{Message, Said};

/// How often [`upkeep`] runs.
pub const TICK: std::time::Duration = std::time::Duration::from_secs(1);

/// What one round of upkeep did.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Upkept {
    /// The WAL was merged into the file.
    pub merged: bool,
    /// The games whose schedules were cut because their night's time is
    /// up (each night with a time limit and a game being played).
    pub cut: Vec<GameId>,
    /// Something hosted changed (a cut game's phones, or a next game's
    /// tables hosted with the night's code): the phones are to be told.
    pub hosted: bool,
}

/// Merges the WAL once past [`WAL_LIMIT`] (SQLite's automatic merge is
/// off, see [`Db::checkpoint_if_over`]); cuts the schedules of the club
/// nights' games whose time is up at `now` (seconds); and, with the host
/// (feature `serve`), tells a hosted game it was cut and hosts the tables
/// of a next game of the night `open` serves. Why not, as a message.
pub fn upkeep(db: &Db, now: i64, open: Option<NightId>) -> Result<Upkept, Said> {
    let merged = db.checkpoint_if_over(WAL_LIMIT).map_err(|e| e.said())?;
    let cut = night::time_up_everywhere(db, now).map_err(|e| e.said())?;
    #[cfg(feature = "serve")]
    let hosted = super::host::night::after_upkeep(db, &cut, open).map_err(|e| e.why())?;
    #[cfg(not(feature = "serve"))]
    let hosted = {
        let _ = open;
        false
    };
    Ok(Upkept {
        merged,
        cut,
        hosted,
    })
}

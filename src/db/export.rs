//! Storage for export and import: reading the games to export and inserting
//! imported games. The file formats live in [`crate::formats`]; checking an
//! imported game and the files themselves, in [`crate::app::files`].

use super::games::{insert_game, load, write_round};
use super::night::NightPlace;
use super::{stats, Db, DbError, GameId, GameRecord};
use crate::formats::ExportedGame;
use crate::i18n::{Message, Said};
use crate::rules::shorten;
use rusqlite::{params, OptionalExtension};

// A marker colour's shape, for the checks of an imported game.

/// What an import did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games added.
    pub imported: usize,
    /// Games already stored (same uid), left as they were.
    pub skipped: usize,
    /// Games stored already whose later revision (a correction after the
    /// night, from the machine they came from) took their place.
    pub replaced: usize,
}

impl From<GameRecord> for ExportedGame {
    fn from(g: GameRecord) -> ExportedGame {
        ExportedGame {
            uid: g.uid,
            revision: g.revision,
            sender: g.sender,
            spec: g.sheet.spec,
            colours: g.colours,
            first_starter: g.first_starter,
            started_at: g.started_at,
            finished_at: g.finished_at,
            rounds: g.sheet.rounds,
            night: None,
        }
    }
}

impl Db {
    /// One game, or every game not deleted (oldest first), to export. A game
    /// that cannot be read back is named ([`DbError::DamagedGame`]).
    pub fn games_to_export(&self, game: Option<GameId>) -> super::Result<Vec<GameRecord>> {
        let ids: Vec<GameId> = match game {
            Some(id) => vec![id],
            None => self
                .conn
                .prepare("SELECT id FROM games WHERE deleted_at IS NULL ORDER BY started_at, id")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?,
        };
        self.games_by_id(&ids)
    }

    /// The games `ids`, in that order, to export.
    pub fn games_by_id(&self, ids: &[GameId]) -> super::Result<Vec<GameRecord>> {
        ids.iter()
            .map(|&id| load(&self.conn, id).map_err(|e| self.damaged(id, e)))
            .collect()
    }

    /// A game that cannot be read back names itself (number and players).
    fn damaged(&self, game: GameId, e: DbError) -> DbError {
        let DbError::Invalid(detail) = e else {
            return e;
        };
        let names: Vec<String> = self
            .conn
            .prepare(
                "SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                 WHERE gp.game_id = ?1 ORDER BY gp.seat",
            )
            .and_then(|mut st| st.query_map([game], |r| r.get(0))?.collect())
            .unwrap_or_default();
        let mut players: Vec<String> = names.iter().take(4).map(|n| shorten(n, 20)).collect();
        if names.len() > 4 {
            players.push(format!("{} more", names.len() - 4));
        }
        DbError::DamagedGame {
            game,
            players: if players.is_empty() {
                "no players".into()
            } else {
                players.join(", ")
            },
            problem: shorten(&detail, 60),
            detail,
        }
    }

    /// Adds games, already checked by the caller, in one transaction,
    /// skipping uids already stored with the same contents (or an earlier
    /// copy of them: fewer rounds of the same game, or an earlier
    /// revision), and putting a later revision of a stored game from its
    /// sender in its place ([`revised`]). A uid stored with other contents
    /// refuses the whole import ([`conflict`]): nothing is added.
    pub fn import_games(&self, games: &[ExportedGame]) -> super::Result<ImportReport> {
        let tx = self.conn.unchecked_transaction()?;
        let mut report = ImportReport::default();
        for g in games {
            match import_one(&tx, g, None)? {
                Took::Added => report.imported += 1,
                Took::Replaced => report.replaced += 1,
                Took::Known | Took::Refused(_) => report.skipped += 1,
            }
        }
        stats::refresh(&tx)?;
        tx.commit()?;
        Ok(report)
    }

    /// Adds games, already checked by the caller, each on its own but in
    /// one transaction (a league host taking a batch sent over the
    /// network): for each, added, known already (as [`Db::import_games`]
    /// skips it), replaced by its later revision, or its
    /// [`DbError::Conflict`], which changes nothing of that game and
    /// refuses no other. Any other failure rolls the whole batch back.
    ///
    /// `judge` is asked, in the transaction, before a game is placed in a
    /// night (a new game with a `night`, or a known one whose night this
    /// machine did not know): given the game and what its night, when
    /// stored here, holds at that place, it refuses the game by saying why
    /// ([`Took::Refused`]: nothing of that game written).
    pub fn import_each(
        &self,
        games: &[ExportedGame],
        judge: &mut dyn FnMut(&ExportedGame, Option<&NightPlace>) -> Option<Said>,
    ) -> super::Result<Vec<super::Result<Took>>> {
        let tx = self.conn.unchecked_transaction()?;
        let mut out = Vec::with_capacity(games.len());
        for g in games {
            match import_one(&tx, g, Some(&mut *judge)) {
                Err(e @ DbError::Conflict { .. }) => out.push(Err(e)),
                // Its league's season is closed: refused, the others taken.
                Err(e @ DbError::LeagueClosed { .. }) => out.push(Ok(Took::Refused(e.said()))),
                r => out.push(Ok(r?)),
            }
        }
        stats::refresh(&tx)?;
        tx.commit()?;
        Ok(out)
    }
}

/// What became of a game given to [`Db::import_each`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Took {
    /// Added.
    Added,
    /// Its uid was here with the same contents (or more of them), or is
    /// here at a later revision from the same sender.
    Known,
    /// Its uid was here at an earlier revision from the same sender: this
    /// revision took its place (its rounds and end; names and colours
    /// stay as they are here).
    Replaced,
    /// Refused by the caller's judge, saying why: nothing of it written.
    Refused(Said),
}

/// The judge of [`Db::import_each`].
type Judge<'a> = &'a mut dyn FnMut(&ExportedGame, Option<&NightPlace>) -> Option<Said>;

/// Asks `judge` (if any) whether `g` may take the place its night names.
fn judged(
    tx: &rusqlite::Transaction,
    g: &ExportedGame,
    judge: Option<Judge>,
) -> super::Result<Option<Said>> {
    let Some(judge) = judge else {
        return Ok(None);
    };
    let place = match &g.night {
        Some(tag) => super::night::place_of(tx, tag)?,
        None => None,
    };
    Ok(judge(g, place.as_ref()))
}

/// Adds game `g` in `tx`: added, known already, or a later revision of a
/// stored game put in its place ([`revised`]); its uid stored with other
/// contents (a game in the bin too) is a [`DbError::Conflict`], checked
/// before anything of it is written; `judge` (if any) may refuse its place
/// in a night.
fn import_one(
    tx: &rusqlite::Transaction,
    g: &ExportedGame,
    judge: Option<Judge>,
) -> super::Result<Took> {
    let mut known =
        tx.prepare_cached("SELECT id, deleted_at IS NOT NULL FROM games WHERE uid = ?1")?;
    if let Some((id, deleted)) = known
        .query_row([&g.uid], |r| {
            Ok((r.get::<_, i64>(0)?, r.get::<_, bool>(1)?))
        })
        .optional()?
    {
        // Known with other contents: refused, nothing added. A game in
        // the bin is compared like any other (and left there as it is).
        let stored = super::record::load_with(tx, id, deleted)?;
        let later = revised(&stored, g).map_err(|what| DbError::Conflict {
            uid: g.uid.clone(),
            what,
        })?;
        // Known already: kept as it is, but a night it was played at that
        // this copy did not know is learnt (when the judge lets it).
        // A closed league's games change no more: neither a revision of
        // one of them nor a game learnt to belong to it.
        let closed = super::night::closed_league_of_stored(tx, id)?;
        if let (true, Some(league)) = (later, closed) {
            return Err(DbError::LeagueClosed { league });
        }
        if let Some(tag) = &g.night {
            let tagged = tx
                .query_row("SELECT 1 FROM night_games WHERE game_id = ?1", [id], |_| {
                    Ok(())
                })
                .optional()?
                .is_some();
            if !tagged {
                if let Some(league) = super::night::closed_league_of_tag(tx, tag)? {
                    return Err(DbError::LeagueClosed { league });
                }
                if let Some(why) = judged(tx, g, judge)? {
                    return Ok(Took::Refused(why));
                }
                super::night::tag_imported(tx, id, &g.spec, tag, super::now())?;
            }
        }
        if later {
            replace_contents(tx, id, g)?;
            return Ok(Took::Replaced);
        }
        return Ok(Took::Known);
    }
    if let Some(tag) = &g.night {
        if let Some(league) = super::night::closed_league_of_tag(tx, tag)? {
            return Err(DbError::LeagueClosed { league });
        }
    }
    if let Some(why) = judged(tx, g, judge)? {
        return Ok(Took::Refused(why));
    }
    let id = insert_game(tx, &g.spec, &g.colours, g.started_at, Some(&g.uid))?;
    for (k, r) in g.rounds.iter().enumerate() {
        write_round(tx, id, k, r)?;
    }
    tx.execute(
        "UPDATE games SET first_starter = ?2, finished_at = ?3, revision = ?4, sender = ?5
         WHERE id = ?1",
        params![
            id,
            g.first_starter.map(|s| s as i64),
            g.finished_at,
            g.revision,
            g.sender
        ],
    )?;
    if let Some(tag) = &g.night {
        super::night::tag_imported(tx, id, &g.spec, tag, super::now())?;
    }
    Ok(Took::Added)
}

/// Stored game `id` takes the contents of `g`, its later revision: its
/// rounds, first starter, schedule and end, and the revision and sender.
/// Its players' names and colours stay (a rename is local), and so do its
/// night and its place in the bin; its undo journal and drafts, which
/// belonged to the contents replaced, are dropped.
fn replace_contents(tx: &rusqlite::Transaction, id: GameId, g: &ExportedGame) -> super::Result<()> {
    tx.execute("DELETE FROM rounds WHERE game_id = ?1", [id])?;
    for (k, r) in g.rounds.iter().enumerate() {
        write_round(tx, id, k, r)?;
    }
    tx.execute(
        "UPDATE games SET first_starter = ?2, finished_at = ?3, schedule = ?4, revision = ?5,
             sender = ?6
         WHERE id = ?1",
        params![
            id,
            g.first_starter.map(|s| s as i64),
            g.finished_at,
            serde_json::to_string(&g.spec.schedule).map_err(|e| DbError::Invalid(e.to_string()))?,
            g.revision,
            g.sender
        ],
    )?;
    tx.execute("DELETE FROM undo_log WHERE game_id = ?1", [id])?;
    tx.execute("DELETE FROM drafts WHERE game_id = ?1", [id])?;
    Ok(())
}

/// Whether a game of a file (or sent over the network) whose uid is
/// stored takes the stored game's place (`Ok(true)`: a later revision
/// from the sender the stored copy came from), is known already
/// (`Ok(false)`: the same or an earlier revision from that sender, the
/// same revision holding the same contents or an earlier copy of them), or
/// is in conflict with it (`Err`, the key of what differs): another sender
/// (`""`, a game stored before senders existed, matches only itself), other
/// contents under the same revision, or, for a later revision, other rules,
/// players or start (a correction changes rounds only).
pub(crate) fn revised(stored: &GameRecord, file: &ExportedGame) -> Result<bool, &'static str> {
    if stored.sender != file.sender {
        return Err("hist-db-conflict-sender");
    }
    match file.revision.cmp(&stored.revision) {
        std::cmp::Ordering::Less => Ok(false),
        std::cmp::Ordering::Equal => conflict(stored, file).map_or(Ok(false), Err),
        std::cmp::Ordering::Greater => {
            let (a, b) = (&stored.sheet.spec, &file.spec);
            if (a.preset, a.set, &a.house, a.players.len())
                != (b.preset, b.set, &b.house, b.players.len())
            {
                return Err("hist-db-conflict-rules");
            }
            if stored.started_at != file.started_at {
                return Err("hist-db-conflict-start");
            }
            Ok(true)
        }
    }
}

/// What differs between a stored game and a game of a file with its uid,
/// if they are not the same game: its rules, start, rounds or end (the
/// key of its words, `hist-db-conflict-*`). The
/// file's copy may be an earlier one (the same rounds, fewer of them, not
/// finished). Names and colours are not compared: a player renamed here
/// ([`crate::app::players`]) is still the same seat.
pub(crate) fn conflict(stored: &GameRecord, file: &ExportedGame) -> Option<&'static str> {
    let (a, b) = (&stored.sheet.spec, &file.spec);
    if (a.preset, a.set, &a.house, a.players.len()) != (b.preset, b.set, &b.house, b.players.len())
    {
        return Some("hist-db-conflict-rules");
    }
    if stored.started_at != file.started_at {
        return Some("hist-db-conflict-start");
    }
    let rounds = &stored.sheet.rounds;
    let earlier = file.finished_at.is_none()
        && file.rounds.len() <= rounds.len()
        && rounds[..file.rounds.len()] == file.rounds[..];
    if earlier {
        return None;
    }
    if *rounds != file.rounds || a.schedule != b.schedule {
        return Some("hist-db-conflict-rounds");
    }
    if stored.finished_at.is_some() != file.finished_at.is_some() {
        return Some("hist-db-conflict-end");
    }
    None
}

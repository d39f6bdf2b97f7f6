//! Score keeping: every action on a game, written once. Each one judges its
//! input with the engine, writes in one transaction (storage's primitives
//! composed inside [`Db::write`]) and says what happened.

#[cfg(test)]
use super::history;
use super::{ActionError, BackupMade, Finished, Outcome};
use crate::db::{now, points_json, Db, DbError, GameId, GameRecord, Journal, Rewind, Tx};
use crate::i18n::Said;
use crate::rules::{EntryError, GameSpec, RoundEntry, RoundInput};

/// Marker colours offered for players (distinct and readable on white).
pub const PALETTE: [&str; 12] = [
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#9a6324",
    "#469990", "#808000", "#000075", "#a9a9a9",
];

/// Marker colours for `names`, in seat order, as the New game screen
/// offers them: a known player's own colour (from `known`, name and colour,
/// most recent first; names compared ignoring case) unless another seat has
/// it already, else the first colour of [`PALETTE`] nobody has.
pub fn colours_for(known: &[(String, String)], names: &[String]) -> Vec<String> {
    let mut used: Vec<String> = Vec::with_capacity(names.len());
    for name in names {
        let own = known
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name.trim()))
            .map(|(_, c)| c.clone())
            .filter(|c| is_colour(c) && !used.contains(c));
        let colour = own.unwrap_or_else(|| {
            PALETTE
                .iter()
                .find(|c| !used.iter().any(|u| u == *c))
                .unwrap_or(&PALETTE[used.len() % PALETTE.len()])
                .to_string()
        });
        used.push(colour);
    }
    used
}

/// Whether `s` is a marker colour written `#rrggbb`.
pub fn is_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].bytes().all(|b| b.is_ascii_hexdigit())
}

/// A round saved by [`record_round`], [`edit_round`] or [`redo`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Recorded {
    /// The round's index (0-based).
    pub index: usize,
    /// Set when this round finished the game: what came after.
    pub finished: Option<Finished>,
}

/// What an undo took back.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum UndoneAction {
    /// The round with this index was removed.
    Added(usize),
    /// The round with this index got its earlier values back.
    Edited(usize),
}

/// What [`redo`] puts back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Redo {
    /// Record this round again.
    Add(RoundEntry),
    /// Put this value of round `.0` back.
    Edit(usize, RoundEntry),
}

/// The outcome of [`undo`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Undone {
    /// What was taken back.
    pub action: UndoneAction,
    /// How to put it back.
    pub redo: Redo,
    /// The game's rounds now.
    pub rounds: Vec<RoundEntry>,
}

/// Checks a new game's settings and marker colours (one `#rrggbb` per seat).
pub fn check_new_game<E>(spec: &GameSpec, colours: &[String]) -> Result<(), ActionError<E>> {
    spec.validate().map_err(ActionError::Spec)?;
    if colours.len() != spec.players.len() {
        return Err(ActionError::NotNow(Said::new("now-colours")));
    }
    if let Some(bad) = colours.iter().find(|c| !is_colour(c)) {
        return Err(ActionError::NotNow(
            Said::new("now-not-a-colour").arg("colour", bad),
        ));
    }
    Ok(())
}

/// A schedule by name on a double-`set` set, as a game starts: a shuffled
/// order is drawn now ([`schedule_seed`]).
pub fn named_schedule(
    name: crate::rules::NamedSchedule,
    set: crate::rules::Pip,
) -> Result<Vec<crate::rules::Pip>, crate::rules::ScheduleError> {
    name.doubles(set, schedule_seed())
}

/// The seed a shuffled schedule is drawn with when a game starts (on the
/// New game screen or with `mextrain new`): the clock's nanoseconds, so no
/// two games started the same second draw the same order, and the engine
/// needs no source of randomness of its own.
pub fn schedule_seed() -> u64 {
    crate::db::now_nanos() as u64
}

/// The device the audit trail names for a change made on the host's own
/// screen (the window, the web build, the command line).
pub const HOST: &str = "host";

/// Starts a new game now.
pub fn create_game(db: &Db, spec: &GameSpec, colours: &[String]) -> Outcome<GameId> {
    check_new_game(spec, colours)?;
    super::players::check_one_seat_each(db, &spec.players)?;
    Ok(db.create_game_at(spec, colours, now(), None)?)
}

/// The game to resume: the most recently started one not finished.
pub fn resume(db: &Db) -> Outcome<Option<GameId>> {
    Ok(db.unfinished_game()?)
}

// ----------------------------------------------------------------- reads --

pub use crate::db::GameSummary;

/// A stored game (not deleted), read whole: its settings, players and
/// rounds.
pub fn game(db: &Db, id: GameId) -> Result<GameRecord, DbError> {
    db.game(id)
}

/// The game to resume ([`resume`]), read whole; `None` when every game is
/// finished.
pub fn current_game(db: &Db) -> Result<Option<GameRecord>, DbError> {
    match db.unfinished_game()? {
        Some(id) => db.game(id).map(Some),
        None => Ok(None),
    }
}

/// The `limit` most recently started games (the bin left out), newest
/// first.
pub fn recent(db: &Db, limit: usize) -> Result<Vec<GameSummary>, DbError> {
    db.recent_games(limit, 0)
}

/// The names and colours of earlier games' players, most recently seen
/// first (the New game screen's suggestions).
pub fn known_players(db: &Db) -> Result<Vec<(String, String)>, DbError> {
    db.known_players()
}

/// Records the next round of a game from what was entered. The last
/// scheduled round finishes the game (in the same transaction); then the
/// statistics are refreshed and a backup is made.
pub fn record_round(db: &Db, game: GameId, input: &RoundInput) -> Outcome<Recorded> {
    let saved = db.write(|tx| {
        let rec = tx.game(game)?;
        save_round(tx, &rec, input, HOST)
    })?;
    Ok(Recorded {
        index: saved.index,
        finished: saved.finishes.then(|| after_finish(db)),
    })
}

/// A round written by [`save_round`].
pub(crate) struct Saved {
    /// Its index.
    pub index: usize,
    /// It finished the game (statistics and a backup are due once the
    /// transaction is committed: [`after_finish`]).
    pub finishes: bool,
    /// The hosting's change counter after it (`None`: not hosted); read by
    /// table mode only (a build without its host never reads it).
    #[cfg_attr(not(feature = "serve"), allow(dead_code))]
    pub version: Option<i64>,
}

/// Judges `input` as the next round of `rec` (as `tx` reads it) and writes
/// it for `device` (named in the audit trail), inside `tx`: the round, its
/// draft discarded, its undo journal entry, the game finished by its last
/// scheduled round, and table mode's bookkeeping ([`note`]; the phones'
/// entries of the rounds but the next one forgotten). Nothing is written
/// when the engine refuses the round.
pub(crate) fn save_round(
    tx: &Tx,
    rec: &GameRecord,
    input: &RoundInput,
    device: &str,
) -> Outcome<Saved> {
    if rec.is_finished() {
        return Err(ActionError::NotNow(Said::new("now-finished")));
    }
    let (game, index) = (rec.id, rec.sheet.rounds.len());
    let entry = rec
        .sheet
        .accept(index, input)
        .map_err(ActionError::Refused)?;
    let finishes = index + 1 >= rec.sheet.spec.schedule.len();
    tx.append_round(game, index, &entry)?;
    let new = points_json(&entry.points);
    let version = note(tx, game, index, device, "round saved", None, Some(&new))?;
    tx.drop_entries_except(game, index + 1)?;
    tx.discard_draft(game, index)?;
    tx.journal(game, &Journal::Added(index))?;
    if finishes {
        tx.set_finished(game, Some(now()))?;
    }
    Ok(Saved {
        index,
        finishes,
        version,
    })
}

/// Table mode's bookkeeping of a change to round `idx` by `device`, in the
/// change's transaction: its row in the audit trail (`what`, the points
/// before and after) and the hosting's change counter, raised so that the
/// phones take the new state. Returns the counter (`None`: the game is not
/// hosted; its audit row is written all the same).
#[allow(clippy::too_many_arguments)]
fn note(
    tx: &Tx,
    game: GameId,
    idx: usize,
    device: &str,
    what: &str,
    old: Option<&str>,
    new: Option<&str>,
) -> Result<Option<i64>, DbError> {
    tx.audit(game, Some(idx), None, device, what, old, new)?;
    tx.bump_version(game)
}

/// Replaces a past round's result with what was entered. On a finished
/// game of a club night this is a correction after the night
/// (`shared/spec/club.md`): audited as any edit, and in the same
/// transaction the game's revision is raised by one and this machine
/// stamped as its sender; then the statistics are refreshed, the game is
/// queued again for its league hosts (as its new revision) and a backup
/// is made.
pub fn edit_round(db: &Db, game: GameId, index: usize, input: &RoundInput) -> Outcome<Recorded> {
    let (recorded, corrected) = db.write(|tx| {
        let rec = tx.game(game)?;
        // A closed season's games are read-only.
        super::refuse_closed(tx.closed_league_of_game(game)?)?;
        if index >= rec.sheet.rounds.len() {
            return Err(ActionError::Refused(EntryError::NoSuchRound(index)));
        }
        let entry = rec
            .sheet
            .accept(index, input)
            .map_err(ActionError::Refused)?;
        let before = tx.replace_round(game, index, &entry)?;
        let (old, new) = (points_json(&before.points), points_json(&entry.points));
        note(
            tx,
            game,
            index,
            HOST,
            "round edited",
            Some(&old),
            Some(&new),
        )?;
        tx.journal(game, &Journal::Edited { idx: index, before })?;
        let corrected = rec.is_finished() && tx.in_night(game)?;
        if corrected {
            tx.mark_corrected(game)?;
        }
        Ok((
            Recorded {
                index,
                finished: None,
            },
            corrected,
        ))
    })?;
    if corrected {
        after_correction(db);
    }
    Ok(recorded)
}

/// After a correction of a finished night game (its transaction
/// committed): as after a finish, its statistics, the game queued again
/// for the league hosts this machine sends to (its new revision) and a
/// backup. Failures are reported to the log, never undo the correction.
fn after_correction(db: &Db) {
    let _ = after_finish(db);
}

/// Takes back the last round entry or edit of a game (`None`: nothing to
/// undo). A removed round goes back to the entry form: `draft` makes the
/// form's text of it, kept as the draft of its index in the same
/// transaction. A game finished by its last round is unfinished again,
/// but for a finished game of a club night, which undo never reopens:
/// refused (`now-night-finished`), it is corrected by editing a round.
pub fn undo(
    db: &Db,
    game: GameId,
    draft: impl FnOnce(&RoundEntry) -> Option<String>,
) -> Outcome<Option<Undone>> {
    Ok(db
        .write(|tx| undo_in(tx, game, HOST, draft))?
        .map(|(undone, _)| undone))
}

/// [`undo`] inside `tx`, for `device` (named in the audit trail), with
/// table mode's bookkeeping ([`note`]; the phones' entries of the rounds
/// but the one to play next forgotten). Returns what was undone and the
/// hosting's change counter after it (`None`: not hosted).
pub(crate) fn undo_in(
    tx: &Tx,
    game: GameId,
    device: &str,
    draft: impl FnOnce(&RoundEntry) -> Option<String>,
) -> Outcome<Option<(Undone, Option<i64>)>> {
    let rec = tx.game(game)?;
    if rec.is_finished() && tx.in_night(game)? {
        return Err(ActionError::NotNow(Said::new("now-night-finished")));
    }
    let Some(step) = tx.last_undo(game)? else {
        return Ok(None);
    };
    let mut rounds = rec.sheet.rounds;
    let (rewind, action, redo) = match step.journal {
        Journal::Added(k) => {
            let Some(removed) = rounds.get(k).cloned() else {
                return Err(ActionError::NotNow(
                    Said::new("now-round-gone").arg("round", k + 1),
                ));
            };
            rounds.truncate(k);
            let rewind = Rewind::RemoveFrom {
                from: k,
                finished_at: None,
                draft: draft(&removed),
            };
            (rewind, UndoneAction::Added(k), Redo::Add(removed))
        }
        Journal::Edited { idx, before } => {
            let Some(edited) = rounds.get(idx).cloned() else {
                return Err(ActionError::NotNow(
                    Said::new("now-round-gone").arg("round", idx + 1),
                ));
            };
            rounds[idx] = before.clone();
            let rewind = Rewind::Restore { idx, entry: before };
            (rewind, UndoneAction::Edited(idx), Redo::Edit(idx, edited))
        }
    };
    tx.take_undo(game, step.id)?;
    let (idx, new) = match &rewind {
        Rewind::RemoveFrom { from, .. } => (*from, None),
        Rewind::Restore { idx, entry } => (*idx, Some(points_json(&entry.points))),
    };
    let old = tx.round_points(game, idx)?;
    let version = note(
        tx,
        game,
        idx,
        device,
        "round undone",
        old.as_deref(),
        new.as_deref(),
    )?;
    tx.rewind(game, &rewind)?;
    // The round to play next is the first one not stored.
    tx.drop_entries_except(game, rounds.len())?;
    let undone = Undone {
        action,
        redo,
        rounds,
    };
    Ok(Some((undone, version)))
}

/// Puts back what [`undo`] took back, judged again like a new entry.
pub fn redo(db: &Db, game: GameId, redo: &Redo) -> Outcome<Recorded> {
    let rules = db.game(game)?.sheet.spec.rules();
    match redo {
        Redo::Add(e) => record_round(db, game, &e.to_input(&rules)),
        Redo::Edit(k, e) => edit_round(db, game, *k, &e.to_input(&rules)),
    }
}

/// Ends a game now, after however many rounds were played: the rounds not
/// played leave the schedule, so the record stays consistent. `None` when
/// it was finished already (nothing changes).
pub fn finish_early(db: &Db, game: GameId) -> Outcome<Option<Finished>> {
    let rec = db.game(game)?;
    let played = rec.sheet.rounds.len();
    if played == 0 {
        return Err(ActionError::NotNow(Said::new("now-no-round")));
    }
    if rec.is_finished() {
        return Ok(None);
    }
    let schedule = &rec.sheet.spec.schedule[..played];
    db.finish_game_at(game, played, now(), schedule)?;
    Ok(Some(after_finish(db)))
}

/// What was entered for round `index` and not saved yet, if anything.
pub fn draft(db: &Db, game: GameId, index: usize) -> Outcome<Option<String>> {
    Ok(db.draft(game, index)?)
}

/// Keeps what has been entered for round `index` (`Some`), or forgets it
/// (`None`), so that a crash or a kill loses no tap.
pub fn keep_draft(db: &Db, game: GameId, index: usize, text: Option<&str>) -> Outcome<()> {
    match text {
        Some(t) => db.save_draft(game, index, t)?,
        None => db.discard_draft(game, index)?,
    }
    Ok(())
}

/// After a game finished (its transaction committed): its statistics, and
/// a backup. Failures here do not undo the finished game; they are
/// reported in the outcome (and to the log).
pub(crate) fn after_finish(db: &Db) -> Finished {
    let stats_error = db.refresh_stats().err().map(|e| {
        eprintln!("mextrain: statistics not updated: {e}");
        e.to_string()
    });
    // A league's game goes to the league hosts this machine sends to.
    if let Err(e) = super::league::send::queue_finished(db) {
        eprintln!("mextrain: the game was not queued for its league host: {e}");
    }
    let backup = match db.backup_now() {
        Ok(Some(p)) => BackupMade::Made(p),
        Ok(None) => BackupMade::NotKept,
        Err(e) => {
            eprintln!("mextrain: automatic backup failed: {e}");
            BackupMade::Failed(e.to_string())
        }
    };
    Finished {
        backup,
        stats_error,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::db::{Db, DbError, UndoStep};
    use crate::rules::{PlayerInput, PresetId};

    #[test]
    fn colours_are_the_known_players_own_else_the_first_free_of_the_palette() {
        let names = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        assert_eq!(
            colours_for(&[], &names(&["Ana", "Ben"])),
            [PALETTE[0], PALETTE[1]]
        );
        let known = vec![
            ("ben".to_string(), PALETTE[0].to_string()),
            ("Cy".to_string(), PALETTE[0].to_string()),
        ];
        // Ben keeps his colour; Cy's is taken by then; Ana gets a free one.
        assert_eq!(
            colours_for(&known, &names(&["Ben", "Cy", "Ana"])),
            [PALETTE[0], PALETTE[1], PALETTE[2]]
        );
        let twelve: Vec<String> = (0..14).map(|i| format!("P{i}")).collect();
        assert!(colours_for(&[], &twelve).iter().all(|c| is_colour(c)));
    }

    fn spec() -> GameSpec {
        let names = ["Ana", "Ben", "Cleo"].map(String::from).to_vec();
        GameSpec::new(PresetId::Classic, 12, names).unwrap()
    }

    fn colours() -> Vec<String> {
        ["#d62728", "#1f77b4", "#2ca02c"].map(String::from).to_vec()
    }

    /// Ana started and went out, Ben and Cleo typed their points.
    fn input(ben: &str, cleo: &str) -> RoundInput {
        let mut input = RoundInput {
            starter: Some(0),
            ..Default::default()
        };
        input.players.push(PlayerInput::went_out());
        for typed in [ben, cleo] {
            input.players.push(PlayerInput::typed(typed));
        }
        input
    }

    fn game(db: &Db, rounds: usize) -> GameId {
        let mut s = spec();
        s.schedule.truncate(rounds);
        create_game(db, &s, &colours()).unwrap()
    }

    fn totals(db: &Db, g: GameId) -> Vec<i32> {
        db.game(g).unwrap().sheet.totals()
    }

    #[test]
    fn a_round_is_saved_at_the_next_index() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 13);
        assert_eq!(resume(&db).unwrap(), Some(g));
        let saved = record_round(&db, g, &input("10", "20")).unwrap();
        assert_eq!(
            saved,
            Recorded {
                index: 0,
                finished: None
            }
        );
        let saved = record_round(&db, g, &input("5", "5")).unwrap();
        assert_eq!(saved.index, 1);
        assert_eq!(totals(&db, g), vec![0, 15, 25]);
        assert_eq!(db.game(g).unwrap().first_starter, Some(0));
    }

    #[test]
    fn the_last_round_finishes_the_game_and_says_so() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 2);
        assert!(record_round(&db, g, &input("1", "2"))
            .unwrap()
            .finished
            .is_none());
        let saved = record_round(&db, g, &input("1", "2")).unwrap();
        assert_eq!(saved.index, 1);
        assert_eq!(
            saved.finished,
            Some(Finished {
                backup: BackupMade::NotKept,
                stats_error: None
            })
        );
        assert!(db.game(g).unwrap().is_finished());
        assert_eq!(resume(&db).unwrap(), None);
        // The statistics were refreshed by the finish.
        assert_eq!(db.refresh_stats().unwrap(), 0);
        let more = record_round(&db, g, &input("1", "2")).unwrap_err();
        assert!(more.to_string().contains("finished"), "{more}");
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 2);
    }

    #[test]
    fn a_finish_makes_a_backup_on_disk() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open_in(dir.path()).unwrap();
        let g = game(&db, 1);
        let saved = record_round(&db, g, &input("1", "2")).unwrap();
        let Some(Finished {
            backup: BackupMade::Made(path),
            ..
        }) = saved.finished
        else {
            panic!("no backup: {saved:?}");
        };
        assert!(path.exists());
        assert_eq!(history::backups(&db).unwrap().len(), 1);
    }

    #[test]
    fn a_refused_round_leaves_storage_unchanged() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 13);
        record_round(&db, g, &input("10", "20")).unwrap();
        let before = db.game(g).unwrap();
        let journal = db.last_undo(g).unwrap();
        let err = record_round(&db, g, &input("", "3")).unwrap_err();
        assert!(
            matches!(&err, ActionError::Refused(EntryError::Missing { player }) if player == "Ben"),
            "{err:?}"
        );
        assert_eq!(
            err.to_string(),
            "Ben: tap the tiles left in the hand or type a total"
        );
        let err = edit_round(&db, g, 0, &input("-3", "1")).unwrap_err();
        assert!(matches!(
            err,
            ActionError::Refused(EntryError::Negative { .. })
        ));
        assert!(matches!(
            edit_round(&db, g, 1, &input("1", "1")),
            Err(ActionError::Refused(EntryError::NoSuchRound(1)))
        ));
        assert_eq!(db.game(g).unwrap(), before);
        assert_eq!(db.last_undo(g).unwrap(), journal);
    }

    #[test]
    fn undo_takes_back_edits_and_rounds_and_redo_puts_them_back() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 13);
        record_round(&db, g, &input("10", "20")).unwrap();
        record_round(&db, g, &input("5", "5")).unwrap();
        edit_round(&db, g, 0, &input("1", "2")).unwrap();
        assert_eq!(totals(&db, g), vec![0, 6, 7]);

        let u = undo(&db, g, |_| None).unwrap().unwrap();
        assert_eq!(u.action, UndoneAction::Edited(0));
        assert_eq!(totals(&db, g), vec![0, 15, 25]);
        assert_eq!(u.rounds, db.game(g).unwrap().sheet.rounds);
        redo(&db, g, &u.redo).unwrap();
        assert_eq!(totals(&db, g), vec![0, 6, 7]);
        undo(&db, g, |_| None).unwrap();

        let u = undo(&db, g, |_| None).unwrap().unwrap();
        assert_eq!(u.action, UndoneAction::Added(1));
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
        assert_eq!(redo(&db, g, &u.redo).unwrap().index, 1);
        assert_eq!(totals(&db, g), vec![0, 15, 25]);

        undo(&db, g, |_| None).unwrap();
        undo(&db, g, |_| None).unwrap();
        assert_eq!(undo(&db, g, |_| None).unwrap(), None);
        assert_eq!(db.known_players().unwrap().len(), 3);
    }

    #[test]
    fn an_undone_round_is_kept_as_the_draft_of_its_index() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 1);
        record_round(&db, g, &input("10", "20")).unwrap();
        assert!(db.game(g).unwrap().is_finished());
        let u = undo(&db, g, |e| Some(format!("points {:?}", e.points)))
            .unwrap()
            .unwrap();
        assert_eq!(u.action, UndoneAction::Added(0));
        let rec = db.game(g).unwrap();
        assert!(rec.sheet.rounds.is_empty());
        // Taking back the round that finished the game unfinishes it.
        assert!(!rec.is_finished());
        assert_eq!(
            draft(&db, g, 0).unwrap().as_deref(),
            Some("points [0, 10, 20]")
        );
        // Saving the round discards the draft; an undone edit leaves the drafts alone.
        record_round(&db, g, &input("10", "20")).unwrap();
        assert_eq!(draft(&db, g, 0).unwrap(), None);
        edit_round(&db, g, 0, &input("1", "2")).unwrap();
        undo(&db, g, |_| Some("kept".into())).unwrap();
        assert_eq!(draft(&db, g, 0).unwrap(), None);
        keep_draft(&db, g, 1, Some("typed")).unwrap();
        assert_eq!(draft(&db, g, 1).unwrap().as_deref(), Some("typed"));
        keep_draft(&db, g, 1, None).unwrap();
        assert_eq!(draft(&db, g, 1).unwrap(), None);
    }

    #[test]
    fn finishing_early_drops_the_rounds_not_played() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 13);
        let err = finish_early(&db, g).unwrap_err();
        assert_eq!(
            err.to_string(),
            "play at least one round before ending the game"
        );
        assert!(!db.game(g).unwrap().is_finished());
        record_round(&db, g, &input("10", "20")).unwrap();
        record_round(&db, g, &input("1", "2")).unwrap();
        let done = finish_early(&db, g).unwrap();
        assert_eq!(done.map(|f| f.backup), Some(BackupMade::NotKept));
        let rec = db.game(g).unwrap();
        assert!(rec.is_finished());
        assert_eq!(rec.sheet.spec.schedule, vec![12, 11]);
        // Finishing again changes nothing.
        assert_eq!(finish_early(&db, g).unwrap(), None);
        assert_eq!(db.game(g).unwrap(), rec);
    }

    #[test]
    fn a_stale_append_round_is_refused() {
        let db = Db::open_in_memory().unwrap();
        let g = game(&db, 2);
        let entry = db
            .game(g)
            .unwrap()
            .sheet
            .accept(0, &input("1", "2"))
            .unwrap();
        let append = |idx| {
            db.write(|tx| {
                tx.append_round(g, idx, &entry)?;
                tx.journal(g, &Journal::Added(idx))
            })
        };
        // Storage has no round 0 yet, so round 1 cannot be appended.
        let stale = append(1).unwrap_err();
        assert!(matches!(stale, DbError::Invalid(_)), "{stale:?}");
        append(0).unwrap();
        // Round 0 again: someone else saved it meanwhile.
        assert!(append(0).is_err());
        // A finished game takes no round, even at the right index.
        db.finish_game_at(g, 1, 5, &[12]).unwrap();
        assert!(append(1).is_err());
        assert!(db.finish_game_at(g, 1, 6, &[12]).is_err());
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
        // An undo step that is no longer the newest is not taken off.
        let Some(UndoStep { id, .. }) = db.last_undo(g).unwrap() else {
            panic!("journal empty")
        };
        assert!(db.write(|tx| tx.take_undo(g, id + 1)).is_err());
        assert_eq!(db.last_undo(g).unwrap().map(|s| s.id), Some(id));
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
    }

    #[test]
    fn bad_game_settings_are_refused() {
        let db = Db::open_in_memory().unwrap();
        assert!(matches!(
            create_game(&db, &spec(), &colours()[..2]),
            Err(ActionError::NotNow(_))
        ));
        let mut c = colours();
        c[0] = "red".into();
        // The reason is a message: the same English as ever, and French
        // in French.
        let e = create_game(&db, &spec(), &c).unwrap_err();
        assert_eq!(e.to_string(), "'red' is not a colour like #1f77b4");
        let fr = crate::i18n::said(crate::i18n::Lang::from_tag("fr"), &e.said());
        assert_eq!(fr, "«\u{a0}red\u{a0}» n’est pas une couleur comme #1f77b4");
        let mut s = spec();
        s.players[1] = "ana".into();
        assert!(matches!(
            create_game(&db, &s, &colours()),
            Err(ActionError::Spec(_))
        ));
        assert_eq!(db.recent_games(10, 0).unwrap(), vec![]);
    }

    // ---- Corrections after the night (issue 42) -------------------------

    /// A finished game of a club night of league "Autumn" (Ana and Ben,
    /// two rounds: Ben 5 then 7).
    fn finished_night_game(db: &Db) -> GameId {
        use crate::app::night::{new_night_seated, NightPlan};
        use crate::rules::club::Scoring;
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12, 11];
        let seats = vec![vec!["Ana".to_string(), "Ben".to_string()]];
        let plan = NightPlan {
            name: "Tuesday".into(),
            date: "2026-11-24".into(),
            league: Some("Autumn".into()),
            rules,
            per_table: 2,
            minutes: None,
            scoring: Scoring::Points,
            players: seats.concat(),
        };
        let g = new_night_seated(db, &plan, &seats).unwrap().tables[0].game;
        record_round(db, g, &RoundInput::typed(&[0, 5])).unwrap();
        let done = record_round(db, g, &RoundInput::typed(&[0, 7])).unwrap();
        assert!(done.finished.is_some());
        g
    }

    #[test]
    fn a_correction_after_the_night_raises_the_revision_and_stamps_this_machine() {
        let db = Db::open_in_memory().unwrap();
        let me = db.machine_sender().unwrap();
        assert_eq!(me.len(), 32, "a random id, in hex: {me}");
        assert!(me.bytes().all(|b| b.is_ascii_hexdigit()));
        let g = finished_night_game(&db);
        // Made here: revision 1 of this machine.
        let first = db.game(g).unwrap();
        assert_eq!((first.revision, first.sender.as_str()), (1, me.as_str()));
        // Corrected on the score pad: audited as any edit, revision 2.
        let before_audit = db.audit_trail(g).unwrap().len();
        edit_round(&db, g, 1, &RoundInput::typed(&[0, 9])).unwrap();
        let now = db.game(g).unwrap();
        assert_eq!(now.sheet.totals(), [0, 14]);
        assert!(now.is_finished(), "a correction never reopens the game");
        assert_eq!((now.revision, now.sender.as_str()), (2, me.as_str()));
        let trail = db.audit_trail(g).unwrap();
        assert_eq!(trail.len(), before_audit + 1);
        let last = trail.last().unwrap();
        assert_eq!(
            (
                last.what.as_str(),
                last.device.as_str(),
                last.old.as_deref(),
                last.new.as_deref()
            ),
            ("round edited", HOST, Some("[0,7]"), Some("[0,9]"))
        );
        // The night's standings follow at once.
        let night = db.night_of_game(g).unwrap().unwrap().0;
        let st =
            crate::app::night::standings(&db, night, crate::rules::club::Scoring::Points).unwrap();
        let ben = st.iter().find(|s| s.name == "Ben").unwrap();
        assert_eq!(ben.points, 14);
        // Each correction saved is one more revision; the export says so.
        edit_round(&db, g, 0, &RoundInput::typed(&[0, 4])).unwrap();
        let file = crate::app::files::export_json(&db, Some(g)).unwrap();
        assert_eq!(
            (file.games[0].revision, file.games[0].sender.as_str()),
            (3, me.as_str())
        );
        // Taken on another machine, and corrected there: that machine's.
        let other = Db::open_in_memory().unwrap();
        let them = other.machine_sender().unwrap();
        assert_ne!(them, me, "each machine has its own id");
        crate::app::files::import(&other, crate::app::files::Source::Text(&file.to_text()))
            .unwrap();
        let there = other.game_by_uid(&file.games[0].uid).unwrap().unwrap();
        assert_eq!(other.game(there).unwrap().sender, me);
        edit_round(&other, there, 0, &RoundInput::typed(&[0, 3])).unwrap();
        let r = other.game(there).unwrap();
        assert_eq!((r.revision, r.sender.as_str()), (4, them.as_str()));
    }

    #[test]
    fn an_edit_before_the_end_or_of_a_game_of_no_night_is_no_correction() {
        let db = Db::open_in_memory().unwrap();
        // A family game, finished and edited: its revision stays.
        let g = game(&db, 1);
        record_round(&db, g, &input("1", "2")).unwrap();
        edit_round(&db, g, 0, &input("3", "4")).unwrap();
        assert_eq!(db.game(g).unwrap().revision, 1);
        // A night's game edited while it is played: not yet a correction.
        use crate::rules::club::Scoring;
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12, 11];
        let seats = vec![vec!["Cy".to_string(), "Dee".to_string()]];
        let plan = crate::app::night::NightPlan {
            name: "Friday".into(),
            date: "2026-11-27".into(),
            league: None,
            rules,
            per_table: 2,
            minutes: None,
            scoring: Scoring::Points,
            players: seats.concat(),
        };
        let n = crate::app::night::new_night_seated(&db, &plan, &seats).unwrap();
        let ng = n.tables[0].game;
        record_round(&db, ng, &RoundInput::typed(&[0, 5])).unwrap();
        edit_round(&db, ng, 0, &RoundInput::typed(&[0, 6])).unwrap();
        assert_eq!(db.game(ng).unwrap().revision, 1);
        // Undo still takes back a round of a game being played.
        assert!(undo(&db, ng, |_| None).unwrap().is_some());
    }

    #[test]
    fn undo_is_refused_on_a_finished_night_game_and_stores_nothing() {
        let db = Db::open_in_memory().unwrap();
        let g = finished_night_game(&db);
        edit_round(&db, g, 0, &RoundInput::typed(&[0, 6])).unwrap();
        let before = db.game(g).unwrap();
        let journal = db.last_undo(g).unwrap();
        let trail = db.audit_trail(g).unwrap();
        let err = undo(&db, g, |_| Some("draft".into())).unwrap_err();
        assert!(
            matches!(&err, ActionError::NotNow(s) if s.key == "now-night-finished"),
            "{err:?}"
        );
        assert_eq!(
            err.to_string(),
            "this game of a club night is finished: undo would reopen it; correct a round \
             instead (Edit, on its score pad)"
        );
        let fr = crate::i18n::said(crate::i18n::Lang::from_tag("fr"), &err.said());
        assert!(
            fr.starts_with("cette partie d’une soirée de club est terminée\u{a0}:"),
            "{fr}"
        );
        // Nothing stored: the rounds, the end, the revision, the journal,
        // the audit trail and the drafts are as they were.
        assert_eq!(db.game(g).unwrap(), before);
        assert!(before.is_finished());
        assert_eq!(db.last_undo(g).unwrap(), journal);
        assert_eq!(db.audit_trail(g).unwrap(), trail);
        assert_eq!(draft(&db, g, 1).unwrap(), None);
        // The same path for table mode's host (a phone's undo).
        let refused = db.write(|tx| undo_in(tx, g, "Ana's phone", |_| None).map(|_| ()));
        assert!(matches!(refused, Err(ActionError::NotNow(_))));
        assert_eq!(db.game(g).unwrap(), before);
    }

    // ---- House scoring rules (issue 31) ---------------------------------

    fn house_game(db: &Db, house: crate::rules::HouseRules, rounds: usize) -> GameId {
        let mut s = spec();
        s.house = house;
        s.schedule.truncate(rounds);
        create_game(db, &s, &colours()).unwrap()
    }

    /// `out` went out (`None`: blocked); the others typed `typed`; `up`:
    /// the markers up.
    fn typed_round(out: Option<usize>, typed: [&str; 3], up: &[usize]) -> RoundInput {
        RoundInput {
            starter: Some(0),
            blocked: out.is_none(),
            players: (0..3)
                .map(|s| PlayerInput {
                    out: out == Some(s),
                    total: (out != Some(s)).then(|| typed[s].to_string()),
                    ..Default::default()
                })
                .collect(),
            markers_up: up.to_vec(),
        }
    }

    #[test]
    fn negative_points_and_markers_up_are_stored_undone_and_redone() {
        let db = Db::open_in_memory().unwrap();
        let house = crate::rules::HouseRules {
            going_out_bonus: Some(10),
            open_marker_penalty: Some(5),
            ..Default::default()
        };
        let g = house_game(&db, house, 2);
        record_round(&db, g, &typed_round(Some(0), ["", "4", "6"], &[1])).unwrap();
        let r = &db.game(g).unwrap().sheet.rounds[0];
        assert_eq!(r.points, vec![-10, 9, 6]);
        assert_eq!(r.markers_up, vec![1]);
        // Undone and redone: judged again to the same round.
        let undone = undo(&db, g, |_| None).unwrap().unwrap();
        assert_eq!(totals(&db, g), vec![0, 0, 0]);
        redo(&db, g, &undone.redo).unwrap();
        assert_eq!(db.game(g).unwrap().sheet.rounds[0].markers_up, vec![1]);
        assert_eq!(totals(&db, g), vec![-10, 9, 6]);
        // An edit moves the marker: Cleo pays, Ben does not.
        edit_round(&db, g, 0, &typed_round(Some(0), ["", "4", "6"], &[2])).unwrap();
        assert_eq!(totals(&db, g), vec![-10, 4, 11]);
        let undone = undo(&db, g, |_| None).unwrap().unwrap();
        assert_eq!(totals(&db, g), vec![-10, 9, 6]);
        redo(&db, g, &undone.redo).unwrap();
        assert_eq!(totals(&db, g), vec![-10, 4, 11]);
        // A marker up for a seat that does not exist is refused; nothing changes.
        let err = record_round(&db, g, &typed_round(Some(0), ["", "1", "2"], &[5])).unwrap_err();
        assert!(
            matches!(err, ActionError::Refused(EntryError::MarkerSeat { .. })),
            "{err:?}"
        );
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
        // The last round finishes the game: Ana's total is below zero.
        let saved = record_round(&db, g, &typed_round(Some(0), ["", "3", "2"], &[])).unwrap();
        assert!(saved.finished.is_some());
        assert_eq!(totals(&db, g), vec![-20, 7, 13]);
        // The statistics take it: points, best round, lowest total, records.
        let stats = db.player_stats(None).unwrap();
        let ana = stats.iter().find(|p| p.name == "Ana").unwrap();
        assert_eq!((ana.games, ana.wins, ana.points), (1, 1, -20));
        assert_eq!((ana.best_round, ana.worst_round), (Some(-10), Some(-10)));
        assert_eq!(ana.lowest_total, Some(-20));
        assert_eq!(ana.avg_per_round(), -10.0);
        let records = db.records().unwrap();
        assert_eq!(records.lowest_total[0].value, -20);
        assert_eq!(db.player_results("Ana").unwrap()[0].total, -20);
        let h2h = db.head_to_head("Ana", "Cleo").unwrap();
        assert_eq!((h2h.a_points, h2h.b_points, h2h.a_ahead), (-20, 13, 1));
        let page = db.history(&Default::default(), 10, 0).unwrap();
        assert_eq!(page.entries[0].totals, vec![-20, 7, 13]);
        assert_eq!(page.entries[0].leaders, vec![0]);
    }

    #[test]
    fn the_tie_break_names_the_winner_in_the_statistics_and_the_history() {
        use crate::rules::{HouseRules, TieBreak};
        // Ana 1+1+8 = 10 (2 rounds won), Cleo 5+3+2 = 10 (1), Ben 27.
        let rounds = [["1", "9", "5"], ["1", "9", "3"], ["8", "9", "2"]];
        for (tie, wins) in [
            (TieBreak::MostRoundsWon, [1, 0, 0]),
            (TieBreak::LowestLastRound, [0, 0, 1]),
            (TieBreak::Shared, [1, 0, 1]),
        ] {
            let db = Db::open_in_memory().unwrap();
            let house = HouseRules {
                tie_break: Some(tie),
                ..Default::default()
            };
            let g = house_game(&db, house, 3);
            for r in rounds {
                record_round(&db, g, &typed_round(None, r, &[])).unwrap();
            }
            let stats = db.player_stats(None).unwrap();
            let wins_of = |n: &str| stats.iter().find(|p| p.name == n).unwrap().wins;
            assert_eq!(
                [wins_of("Ana"), wins_of("Ben"), wins_of("Cleo")],
                wins,
                "{tie}"
            );
            let leaders: Vec<usize> = (0..3).filter(|&s| wins[s] == 1).collect();
            let page = db.history(&Default::default(), 10, 0).unwrap();
            assert_eq!(page.entries[0].leaders, leaders, "{tie}");
            let sheet = db.game(g).unwrap().sheet;
            assert_eq!(sheet.winners(), leaders, "{tie}");
        }
    }
}

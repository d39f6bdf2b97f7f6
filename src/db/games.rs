//! Games, their players and rounds: one method per user action.

use super::{now, Db, DbError, Result};
use crate::rules::{GameSpec, HouseRules, PresetId, RoundEntry, RoundOutcome, Scoresheet, Tile};
use rusqlite::{params, Connection, OptionalExtension, Transaction};

/// A game's row id.
pub type GameId = i64;

/// A stored game: its score sheet and bookkeeping.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameRecord {
    /// Row id.
    pub id: GameId,
    /// Stable id across export and import.
    pub uid: String,
    /// Settings and rounds.
    pub sheet: Scoresheet,
    /// Marker colour per seat (`#rrggbb`).
    pub colours: Vec<String>,
    /// Who started round 1, when known.
    pub first_starter: Option<usize>,
    /// When it started (Unix seconds).
    pub started_at: i64,
    /// When it finished, if it has.
    pub finished_at: Option<i64>,
}

impl GameRecord {
    /// Whether the game is over.
    pub fn is_finished(&self) -> bool {
        self.finished_at.is_some()
    }

    /// How long it lasted (or has lasted so far), in minutes.
    pub fn duration_minutes(&self) -> i64 {
        (self.finished_at.unwrap_or_else(now) - self.started_at).max(0) / 60
    }
}

/// One line of the game list.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameSummary {
    /// Row id.
    pub id: GameId,
    /// Preset.
    pub preset: PresetId,
    /// Set.
    pub set: u8,
    /// Players in seat order.
    pub players: Vec<String>,
    /// Rounds entered / scheduled.
    pub rounds: (usize, usize),
    /// Started (Unix seconds).
    pub started_at: i64,
    /// Finished, if it has.
    pub finished_at: Option<i64>,
}

/// What [`Db::undo_last`] took back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UndoneAction {
    /// The round with this index was removed.
    Added(usize),
    /// The round with this index got its earlier values back.
    Edited(usize),
}

fn invalid(e: impl std::fmt::Display) -> DbError {
    DbError::Invalid(e.to_string())
}

fn new_uid() -> String {
    use std::time::{SystemTime, UNIX_EPOCH};
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_nanos())
        .unwrap_or(0);
    let pid = std::process::id() as u128;
    static COUNTER: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let c = COUNTER.fetch_add(1, std::sync::atomic::Ordering::Relaxed) as u128;
    format!("{:x}-{:x}-{:x}", nanos, pid, c)
}

/// Whether `s` is a colour written `#rrggbb`.
pub fn is_colour(s: &str) -> bool {
    s.len() == 7 && s.starts_with('#') && s[1..].bytes().all(|b| b.is_ascii_hexdigit())
}

impl Db {
    /// Starts a new game. `colours` has one `#rrggbb` per seat.
    pub fn create_game(&self, spec: &GameSpec, colours: &[String]) -> Result<GameId> {
        self.create_game_at(spec, colours, now(), None)
    }

    /// [`Db::create_game`] with an explicit start time and uid (import, benchmarks).
    pub fn create_game_at(
        &self,
        spec: &GameSpec,
        colours: &[String],
        started_at: i64,
        uid: Option<&str>,
    ) -> Result<GameId> {
        spec.validate().map_err(invalid)?;
        if colours.len() != spec.players.len() {
            return Err(invalid("each player needs a marker colour"));
        }
        if let Some(bad) = colours.iter().find(|c| !is_colour(c)) {
            return Err(invalid(format!("'{bad}' is not a colour like #1f77b4")));
        }
        let tx = self.conn.unchecked_transaction()?;
        let id = insert_game(&tx, spec, colours, started_at, uid)?;
        tx.commit()?;
        Ok(id)
    }

    /// Records the next round of a game. When it is the last scheduled round
    /// the game is marked finished in the same transaction.
    pub fn record_round(&self, game: GameId, entry: &RoundEntry) -> Result<usize> {
        let tx = self.conn.unchecked_transaction()?;
        let rec = load(&tx, game)?;
        if rec.finished_at.is_some() {
            return Err(invalid("this game is finished; edit a round instead"));
        }
        let idx = rec.sheet.rounds.len();
        check_entry(&rec, idx, entry)?;
        write_round(&tx, game, idx, entry)?;
        tx.execute(
            "DELETE FROM drafts WHERE game_id = ?1 AND idx = ?2",
            params![game, idx as i64],
        )?;
        tx.execute(
            "INSERT INTO undo_log (game_id, action, idx, before) VALUES (?1, 'add', ?2, NULL)",
            params![game, idx as i64],
        )?;
        if idx == 0 {
            tx.execute(
                "UPDATE games SET first_starter = ?2 WHERE id = ?1",
                params![game, entry.starter as i64],
            )?;
        }
        let finishes = idx + 1 >= rec.sheet.spec.schedule.len();
        if finishes {
            tx.execute(
                "UPDATE games SET finished_at = ?2 WHERE id = ?1",
                params![game, now()],
            )?;
        }
        tx.commit()?;
        if finishes {
            self.after_finish();
        }
        Ok(idx)
    }

    /// Keeps what has been entered so far for round `idx` (not saved yet), as
    /// the screen's own text, so that a crash or a kill loses no tap. One
    /// statement, so one transaction. Saving the round discards it.
    pub fn save_draft(&self, game: GameId, idx: usize, form: &str) -> Result<()> {
        put_draft(&self.conn, game, idx as i64, form)
    }

    /// What was entered for round `idx` and not saved yet, if anything.
    pub fn draft(&self, game: GameId, idx: usize) -> Result<Option<String>> {
        Ok(self
            .conn
            .query_row(
                "SELECT form FROM drafts WHERE game_id = ?1 AND idx = ?2",
                params![game, idx as i64],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Forgets the unsaved entry of round `idx`.
    pub fn discard_draft(&self, game: GameId, idx: usize) -> Result<()> {
        self.conn.execute(
            "DELETE FROM drafts WHERE game_id = ?1 AND idx = ?2",
            params![game, idx as i64],
        )?;
        Ok(())
    }

    /// Replaces a past round's result.
    pub fn edit_round(&self, game: GameId, idx: usize, entry: &RoundEntry) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        let rec = load(&tx, game)?;
        let before = rec
            .sheet
            .rounds
            .get(idx)
            .ok_or_else(|| invalid(format!("this game has no round {}", idx + 1)))?;
        check_entry(&rec, idx, entry)?;
        let before_json = serde_json::to_string(before).map_err(invalid)?;
        tx.execute(
            "DELETE FROM rounds WHERE game_id = ?1 AND idx = ?2",
            params![game, idx as i64],
        )?;
        write_round(&tx, game, idx, entry)?;
        tx.execute(
            "INSERT INTO undo_log (game_id, action, idx, before) VALUES (?1, 'edit', ?2, ?3)",
            params![game, idx as i64, before_json],
        )?;
        tx.commit()?;
        Ok(())
    }

    /// Takes back the last round entry or edit of a game. A game finished by
    /// its last round becomes unfinished again when that round is taken back.
    pub fn undo_last(&self, game: GameId) -> Result<Option<UndoneAction>> {
        self.undo_last_into_draft(game, |_| None)
    }

    /// [`Db::undo_last`], and when it removes a round, keeps that round as
    /// the unsaved entry of its index ([`Db::draft`]), in the text `draft`
    /// makes of it (`None`: none kept), in the same transaction, so the
    /// round goes back to the form to be corrected rather than being lost.
    pub fn undo_last_into_draft(
        &self,
        game: GameId,
        draft: impl FnOnce(&RoundEntry) -> Option<String>,
    ) -> Result<Option<UndoneAction>> {
        let tx = self.conn.unchecked_transaction()?;
        let rec = load(&tx, game)?;
        let last: Option<(i64, String, i64, Option<String>)> = tx
            .query_row(
                "SELECT id, action, idx, before FROM undo_log WHERE game_id = ?1 ORDER BY id DESC LIMIT 1",
                [game],
                |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)),
            )
            .optional()?;
        let Some((log_id, action, idx, before)) = last else {
            return Ok(None);
        };
        let undone = match action.as_str() {
            "add" => {
                tx.execute(
                    "DELETE FROM rounds WHERE game_id = ?1 AND idx >= ?2",
                    params![game, idx],
                )?;
                if let Some(text) = rec.sheet.rounds.get(idx as usize).and_then(draft) {
                    put_draft(&tx, game, idx, &text)?;
                }
                tx.execute("UPDATE games SET finished_at = NULL WHERE id = ?1", [game])?;
                UndoneAction::Added(idx as usize)
            }
            _ => {
                let entry: RoundEntry =
                    serde_json::from_str(before.as_deref().unwrap_or("null")).map_err(invalid)?;
                tx.execute(
                    "DELETE FROM rounds WHERE game_id = ?1 AND idx = ?2",
                    params![game, idx],
                )?;
                write_round(&tx, game, idx as usize, &entry)?;
                UndoneAction::Edited(idx as usize)
            }
        };
        tx.execute("DELETE FROM undo_log WHERE id = ?1", [log_id])?;
        tx.commit()?;
        Ok(Some(undone))
    }

    /// Ends a game now, after however many rounds were played.
    pub fn finish_game(&self, game: GameId) -> Result<()> {
        let tx = self.conn.unchecked_transaction()?;
        let rec = load(&tx, game)?;
        if rec.sheet.rounds.is_empty() {
            return Err(invalid("play at least one round before ending the game"));
        }
        let finishes = rec.finished_at.is_none();
        if finishes {
            tx.execute(
                "UPDATE games SET finished_at = ?2 WHERE id = ?1",
                params![game, now()],
            )?;
            // The rounds not played leave the schedule, so the record stays consistent.
            let played: Vec<u8> = rec.sheet.spec.schedule[..rec.sheet.rounds.len()].to_vec();
            tx.execute(
                "UPDATE games SET schedule = ?2 WHERE id = ?1",
                params![game, serde_json::to_string(&played).map_err(invalid)?],
            )?;
        }
        tx.commit()?;
        if finishes {
            self.after_finish();
        }
        Ok(())
    }

    /// After a game finished (its transaction committed): its statistics,
    /// and a backup. Failures here do not undo the finished game.
    fn after_finish(&self) {
        if let Err(e) = super::stats::refresh(&self.conn) {
            eprintln!("mextrain: statistics not updated: {e}");
        }
        if let Err(e) = self.backup_now() {
            eprintln!("mextrain: automatic backup failed: {e}");
        }
    }

    /// A stored game.
    pub fn game(&self, game: GameId) -> Result<GameRecord> {
        load(&self.conn, game)
    }

    /// The most recently started game that is not finished (nor deleted).
    pub fn unfinished_game(&self) -> Result<Option<GameId>> {
        Ok(self
            .conn
            .query_row(
                "SELECT id FROM games WHERE finished_at IS NULL AND deleted_at IS NULL
                 ORDER BY started_at DESC, id DESC LIMIT 1",
                [],
                |r| r.get(0),
            )
            .optional()?)
    }

    /// Names and colours from earlier games, most recently used first.
    pub fn known_players(&self) -> Result<Vec<(String, String)>> {
        let mut st = self
            .conn
            .prepare("SELECT name, colour FROM players ORDER BY last_used DESC, name LIMIT 200")?;
        let rows = st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))?;
        Ok(rows.collect::<rusqlite::Result<_>>()?)
    }

    /// Games, newest first (`limit` rows from `offset`), without deleted ones.
    pub fn recent_games(&self, limit: usize, offset: usize) -> Result<Vec<GameSummary>> {
        let mut st = self.conn.prepare_cached(
            "SELECT g.id, g.preset, g.set_top, g.schedule, g.started_at, g.finished_at,
                    (SELECT COUNT(*) FROM rounds r WHERE r.game_id = g.id),
                    (SELECT group_concat(name, char(31)) FROM
                        (SELECT p.name FROM game_players gp JOIN players p ON p.id = gp.player_id
                         WHERE gp.game_id = g.id ORDER BY gp.seat))
             FROM games g WHERE g.deleted_at IS NULL
             ORDER BY g.started_at DESC, g.id DESC LIMIT ?1 OFFSET ?2",
        )?;
        let rows = st.query_map(params![limit as i64, offset as i64], |r| {
            let preset: String = r.get(1)?;
            let schedule: String = r.get(3)?;
            let names: Option<String> = r.get(7)?;
            Ok((
                r.get(0)?,
                preset,
                r.get(2)?,
                schedule,
                r.get(4)?,
                r.get(5)?,
                r.get::<_, i64>(6)?,
                names,
            ))
        })?;
        let mut out = vec![];
        for row in rows {
            let (id, preset, set, schedule, started_at, finished_at, played, names) = row?;
            let preset: PresetId = preset.parse().map_err(invalid)?;
            let schedule: Vec<u8> = serde_json::from_str(&schedule).map_err(invalid)?;
            out.push(GameSummary {
                id,
                preset,
                set,
                players: names
                    .unwrap_or_default()
                    .split('\u{1f}')
                    .filter(|s| !s.is_empty())
                    .map(str::to_string)
                    .collect(),
                rounds: (played as usize, schedule.len()),
                started_at,
                finished_at,
            });
        }
        Ok(out)
    }
}

fn check_entry(rec: &GameRecord, idx: usize, e: &RoundEntry) -> Result<()> {
    let n = rec.sheet.seats();
    let engine = rec.sheet.spec.schedule.get(idx).copied();
    if engine != Some(e.engine) {
        return Err(invalid(format!(
            "round {} is not played with {}-{}",
            idx + 1,
            e.engine,
            e.engine
        )));
    }
    if e.points.len() != n || e.tiles.len() != n || e.starter >= n {
        return Err(invalid("the round does not have one score per player"));
    }
    if let RoundOutcome::Out(s) = e.end {
        if s >= n || e.points[s] != 0 {
            return Err(invalid("the player who went out scores 0"));
        }
    }
    Ok(())
}

pub(crate) fn insert_game(
    tx: &Transaction,
    spec: &GameSpec,
    colours: &[String],
    started_at: i64,
    uid: Option<&str>,
) -> Result<GameId> {
    let uid = uid.map(str::to_string).unwrap_or_else(new_uid);
    tx.execute(
        "INSERT INTO games (uid, preset, set_top, house, schedule, started_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![
            uid,
            spec.preset.id(),
            spec.set,
            serde_json::to_string(&spec.house).map_err(invalid)?,
            serde_json::to_string(&spec.schedule).map_err(invalid)?,
            started_at
        ],
    )?;
    let id = tx.last_insert_rowid();
    for (seat, (name, colour)) in spec.players.iter().zip(colours).enumerate() {
        let name = name.trim();
        tx.execute(
            "INSERT INTO players (name, colour, last_used) VALUES (?1, ?2, ?3)
             ON CONFLICT(name) DO UPDATE SET colour = excluded.colour,
                 last_used = MAX(last_used, excluded.last_used)",
            params![name, colour, started_at],
        )?;
        let pid: i64 = tx.query_row("SELECT id FROM players WHERE name = ?1", [name], |r| {
            r.get(0)
        })?;
        tx.execute(
            "INSERT INTO game_players (game_id, seat, player_id, colour) VALUES (?1, ?2, ?3, ?4)",
            params![id, seat as i64, pid, colour],
        )?;
    }
    Ok(id)
}

pub(crate) fn write_round(
    tx: &Transaction,
    game: GameId,
    idx: usize,
    e: &RoundEntry,
) -> Result<()> {
    let (out, blocked) = match e.end {
        RoundOutcome::Out(s) => (Some(s as i64), false),
        RoundOutcome::Blocked => (None, true),
    };
    tx.execute(
        "INSERT INTO rounds (game_id, idx, engine, starter, out_seat, blocked, saved_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
        params![
            game,
            idx as i64,
            e.engine,
            e.starter as i64,
            out,
            blocked,
            now()
        ],
    )?;
    let mut st = tx.prepare_cached(
        "INSERT INTO scores (game_id, idx, seat, points, tiles) VALUES (?1, ?2, ?3, ?4, ?5)",
    )?;
    for (seat, (p, tiles)) in e.points.iter().zip(&e.tiles).enumerate() {
        let tiles = match tiles {
            Some(t) => Some(serde_json::to_string(t).map_err(invalid)?),
            None => None,
        };
        st.execute(params![game, idx as i64, seat as i64, *p as i64, tiles])?;
    }
    Ok(())
}

pub(crate) fn load(conn: &rusqlite::Connection, game: GameId) -> Result<GameRecord> {
    let row = conn
        .query_row(
            "SELECT uid, preset, set_top, house, schedule, first_starter, started_at, finished_at
             FROM games WHERE id = ?1 AND deleted_at IS NULL",
            [game],
            |r| {
                Ok((
                    r.get::<_, String>(0)?,
                    r.get::<_, String>(1)?,
                    r.get::<_, u8>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, Option<i64>>(5)?,
                    r.get::<_, i64>(6)?,
                    r.get::<_, Option<i64>>(7)?,
                ))
            },
        )
        .optional()?
        .ok_or(DbError::NoSuchGame(game))?;
    let (uid, preset, set, house, schedule, first_starter, started_at, finished_at) = row;
    let mut players = vec![];
    let mut colours = vec![];
    {
        let mut st = conn.prepare_cached(
            "SELECT p.name, gp.colour FROM game_players gp JOIN players p ON p.id = gp.player_id
             WHERE gp.game_id = ?1 ORDER BY gp.seat",
        )?;
        for r in st.query_map([game], |r| {
            Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?))
        })? {
            let (n, c) = r?;
            players.push(n);
            colours.push(c);
        }
    }
    let spec = GameSpec {
        preset: preset.parse().map_err(invalid)?,
        set,
        house: serde_json::from_str::<HouseRules>(&house).map_err(invalid)?,
        players,
        schedule: serde_json::from_str(&schedule).map_err(invalid)?,
    };
    let n = spec.players.len();
    let mut rounds: Vec<RoundEntry> = vec![];
    {
        let mut st = conn.prepare_cached(
            "SELECT idx, engine, starter, out_seat, blocked FROM rounds WHERE game_id = ?1 ORDER BY idx",
        )?;
        let mut sc = conn.prepare_cached(
            "SELECT seat, points, tiles FROM scores WHERE game_id = ?1 AND idx = ?2 ORDER BY seat",
        )?;
        let rows: Vec<(i64, u8, i64, Option<i64>, bool)> = st
            .query_map([game], |r| {
                Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?))
            })?
            .collect::<rusqlite::Result<_>>()?;
        for (idx, engine, starter, out, blocked) in rows {
            let mut points = vec![0u32; n];
            let mut tiles: Vec<Option<Vec<Tile>>> = vec![None; n];
            for r in sc.query_map(params![game, idx], |r| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, Option<String>>(2)?,
                ))
            })? {
                let (seat, p, t) = r?;
                let seat = seat as usize;
                if seat < n {
                    points[seat] = p as u32;
                    tiles[seat] = match t {
                        Some(t) => Some(serde_json::from_str(&t).map_err(invalid)?),
                        None => None,
                    };
                }
            }
            let end = match (out, blocked) {
                (Some(s), _) => RoundOutcome::Out(s as usize),
                _ => RoundOutcome::Blocked,
            };
            rounds.push(RoundEntry {
                engine,
                starter: starter as usize,
                end,
                points,
                tiles,
            });
        }
    }
    Ok(GameRecord {
        id: game,
        uid,
        sheet: Scoresheet { spec, rounds },
        colours,
        first_starter: first_starter.map(|s| s as usize),
        started_at,
        finished_at,
    })
}

/// Keeps `form` as the unsaved entry of round `idx` (replacing any).
fn put_draft(conn: &Connection, game: GameId, idx: i64, form: &str) -> Result<()> {
    conn.execute(
        "INSERT INTO drafts (game_id, idx, form, saved_at) VALUES (?1, ?2, ?3, ?4)
         ON CONFLICT(game_id, idx) DO UPDATE SET form = excluded.form, saved_at = excluded.saved_at",
        params![game, idx, form, now()],
    )?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{PlayerInput, RoundInput};

    fn spec() -> GameSpec {
        GameSpec::new(
            PresetId::Classic,
            12,
            vec!["Ana".into(), "Ben".into(), "Cleo".into()],
        )
        .unwrap()
    }

    fn colours() -> Vec<String> {
        vec!["#d62728".into(), "#1f77b4".into(), "#2ca02c".into()]
    }

    fn entry(db: &Db, game: GameId, pts: [u32; 2]) -> RoundEntry {
        let rec = db.game(game).unwrap();
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![
                PlayerInput {
                    out: true,
                    ..Default::default()
                },
                PlayerInput {
                    total: Some(pts[0].to_string()),
                    ..Default::default()
                },
                PlayerInput {
                    total: Some(pts[1].to_string()),
                    ..Default::default()
                },
            ],
        };
        rec.sheet.validate(rec.sheet.rounds.len(), &input).unwrap()
    }

    #[test]
    fn rounds_edits_and_undo() {
        let db = Db::open_in_memory().unwrap();
        let g = db.create_game(&spec(), &colours()).unwrap();
        assert_eq!(db.unfinished_game().unwrap(), Some(g));
        db.record_round(g, &entry(&db, g, [10, 20])).unwrap();
        db.record_round(g, &entry(&db, g, [5, 5])).unwrap();
        assert_eq!(db.game(g).unwrap().sheet.totals(), vec![0, 15, 25]);
        let mut e0 = db.game(g).unwrap().sheet.rounds[0].clone();
        e0.points = vec![0, 1, 2];
        db.edit_round(g, 0, &e0).unwrap();
        assert_eq!(db.game(g).unwrap().sheet.totals(), vec![0, 6, 7]);
        assert_eq!(db.undo_last(g).unwrap(), Some(UndoneAction::Edited(0)));
        assert_eq!(db.game(g).unwrap().sheet.totals(), vec![0, 15, 25]);
        assert_eq!(db.undo_last(g).unwrap(), Some(UndoneAction::Added(1)));
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
        assert_eq!(db.known_players().unwrap().len(), 3);
    }

    #[test]
    fn an_undone_round_is_kept_as_the_draft_of_its_index() {
        let db = Db::open_in_memory().unwrap();
        let g = db.create_game(&spec(), &colours()).unwrap();
        db.record_round(g, &entry(&db, g, [10, 20])).unwrap();
        let undone = db
            .undo_last_into_draft(g, |e| Some(format!("points {:?}", e.points)))
            .unwrap();
        assert_eq!(undone, Some(UndoneAction::Added(0)));
        assert!(db.game(g).unwrap().sheet.rounds.is_empty());
        assert_eq!(
            db.draft(g, 0).unwrap().as_deref(),
            Some("points [0, 10, 20]")
        );
        // An undone edit leaves the drafts alone.
        db.record_round(g, &entry(&db, g, [10, 20])).unwrap();
        assert_eq!(db.draft(g, 0).unwrap(), None);
        let mut e = db.game(g).unwrap().sheet.rounds[0].clone();
        e.points = vec![0, 1, 2];
        db.edit_round(g, 0, &e).unwrap();
        db.undo_last_into_draft(g, |_| Some("kept".into())).unwrap();
        assert_eq!(db.draft(g, 0).unwrap(), None);
    }

    #[test]
    fn the_last_round_finishes_the_game() {
        let db = Db::open_in_memory().unwrap();
        let mut s = spec();
        s.schedule = vec![12, 11];
        let g = db.create_game(&s, &colours()).unwrap();
        db.record_round(g, &entry(&db, g, [1, 2])).unwrap();
        assert!(!db.game(g).unwrap().is_finished());
        db.record_round(g, &entry(&db, g, [1, 2])).unwrap();
        assert!(db.game(g).unwrap().is_finished());
        assert_eq!(db.unfinished_game().unwrap(), None);
        let mut extra = db.game(g).unwrap().sheet.rounds[1].clone();
        extra.engine = 10;
        assert!(db.record_round(g, &extra).is_err());
        assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 2);
    }

    #[test]
    fn bad_game_settings_are_refused() {
        let db = Db::open_in_memory().unwrap();
        assert!(matches!(
            db.create_game(&spec(), &colours()[..2]),
            Err(DbError::Invalid(_))
        ));
        let mut c = colours();
        c[0] = "red".into();
        assert!(db
            .create_game(&spec(), &c)
            .unwrap_err()
            .to_string()
            .contains("red"));
    }
}

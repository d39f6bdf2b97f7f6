//! Export (JSON, CSV, BG Stats) and import (JSON).
//!
//! An import reads and checks the whole file before it writes anything: the
//! schema version, every game's settings through [`GameSpec::validate`], and
//! every round through [`Scoresheet::validate`] as if it were typed at the
//! table. Only then is everything inserted, in one transaction. Games whose
//! `uid` is already stored are skipped, so importing a file twice adds
//! nothing the second time.

use super::games::{insert_game, is_colour, load, write_round};
use super::{stats, Db, DbError, GameId, GameRecord};
use crate::rules::{
    shorten, GameSpec, PlayerInput, RoundEntry, RoundInput, RoundOutcome, Scoresheet,
};
use rusqlite::{params, OptionalExtension};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the JSON export format this build writes and reads.
pub const EXPORT_SCHEMA_VERSION: u32 = 1;

/// Largest file `import` accepts (a safeguard against hostile input).
pub const MAX_IMPORT_BYTES: usize = 256 * 1024 * 1024;

/// A format `export` writes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ExportFormat {
    /// Everything, as JSON with a schema version (what `import` reads).
    Json,
    /// One row per game, round and player, for spreadsheets.
    Csv,
    /// BG Stats plays (finished games only).
    BgStats,
}

impl ExportFormat {
    /// All formats, in the order the app offers them.
    pub const ALL: [ExportFormat; 3] =
        [ExportFormat::Json, ExportFormat::Csv, ExportFormat::BgStats];

    /// The word used on the command line.
    pub fn id(self) -> &'static str {
        match self {
            ExportFormat::Json => "json",
            ExportFormat::Csv => "csv",
            ExportFormat::BgStats => "bgstats",
        }
    }

    /// The usual file name ending.
    pub fn extension(self) -> &'static str {
        match self {
            ExportFormat::Csv => "csv",
            _ => "json",
        }
    }
}

impl std::str::FromStr for ExportFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ExportFormat::ALL
            .into_iter()
            .find(|f| f.id() == s)
            .ok_or_else(|| format!("unknown format '{s}': use json, csv or bgstats"))
    }
}

/// Writes `bytes` to `path` through a temporary file and a rename, so a
/// crash or a full disk never leaves half a file under the real name.
pub fn write_file_atomically(path: &std::path::Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".part");
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

/// Reads an export for import from `r` (a file, or standard input): at most
/// [`MAX_IMPORT_BYTES`], UTF-8. The message names `name` and the problem.
pub fn read_import(r: impl std::io::Read, name: &str) -> Result<String, String> {
    use std::io::Read;
    let mut bytes = vec![];
    r.take(MAX_IMPORT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// [`read_import`] of the file at `path`.
pub fn read_import_file(path: &std::path::Path) -> Result<String, String> {
    let name = path.display().to_string();
    let f = std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    read_import(f, &name)
}

/// The JSON export file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ExportFile {
    /// [`EXPORT_SCHEMA_VERSION`].
    pub schema_version: u32,
    /// "mextrain".
    pub app: String,
    /// When it was written (RFC 3339).
    pub exported_at: String,
    /// The games, oldest first.
    pub games: Vec<ExportedGame>,
}

/// One game in the export.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedGame {
    /// Stable id (import skips a uid it already has).
    pub uid: String,
    /// Settings, house rules and players.
    pub spec: GameSpec,
    /// Marker colour per seat.
    pub colours: Vec<String>,
    /// Who started round 1.
    #[serde(default)]
    pub first_starter: Option<usize>,
    /// Unix seconds.
    pub started_at: i64,
    /// Unix seconds, when finished.
    #[serde(default)]
    pub finished_at: Option<i64>,
    /// The rounds played.
    pub rounds: Vec<RoundEntry>,
}

impl ExportedGame {
    fn from_record(g: GameRecord) -> ExportedGame {
        ExportedGame {
            uid: g.uid,
            spec: g.sheet.spec,
            colours: g.colours,
            first_starter: g.first_starter,
            started_at: g.started_at,
            finished_at: g.finished_at,
            rounds: g.sheet.rounds,
        }
    }
}

/// What an import did.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ImportReport {
    /// Games added.
    pub imported: usize,
    /// Games already stored (same uid), left as they were.
    pub skipped: usize,
}

/// Why an import was refused (nothing was changed).
#[derive(Debug)]
#[non_exhaustive]
pub enum ImportError {
    /// Not JSON, or not the shape of an export file.
    Format(String),
    /// Written by another version of the format.
    SchemaVersion {
        /// The file's version.
        found: String,
    },
    /// One game is wrong.
    Game {
        /// 1-based position in the file.
        index: usize,
        /// Its uid, when readable.
        uid: Option<String>,
        /// The field (`spec.players`, `rounds[3].points`, ...).
        field: String,
        /// What is wrong.
        message: String,
    },
    /// The database refused.
    Db(DbError),
}

/// Values from the file are quoted at most this long in a message.
const QUOTE: usize = 40;

impl fmt::Display for ImportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        // Everything that comes from the file is shortened: a hostile file
        // never fills the screen (serde's messages quote the value too).
        match self {
            ImportError::Format(m) => write!(f, "not a mextrain export file: {}", shorten(m, 300)),
            ImportError::SchemaVersion { found } => write!(
                f,
                "schema_version {} is not supported (this mextrain reads version {EXPORT_SCHEMA_VERSION})",
                shorten(found, QUOTE)
            ),
            ImportError::Game { index, uid, field, message } => {
                write!(f, "game {index}")?;
                if let Some(u) = uid {
                    write!(f, " (uid {})", shorten(u, QUOTE))?;
                }
                write!(f, ", {}: {}", shorten(field, 80), shorten(message, 300))
            }
            ImportError::Db(e) => e.fmt(f),
        }
    }
}

impl std::error::Error for ImportError {}

impl From<DbError> for ImportError {
    fn from(e: DbError) -> Self {
        ImportError::Db(e)
    }
}

impl From<rusqlite::Error> for ImportError {
    fn from(e: rusqlite::Error) -> Self {
        ImportError::Db(e.into())
    }
}

/// Latest time accepted in a file (the end of year 9999).
const MAX_TIME: i64 = 253_402_300_799;

/// Parses and checks a whole export file without touching any database.
pub fn parse_export(text: &str) -> Result<Vec<ExportedGame>, ImportError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(ImportError::Format(format!(
            "the file is larger than {} MB",
            MAX_IMPORT_BYTES >> 20
        )));
    }
    let root: serde_json::Value =
        serde_json::from_str(text).map_err(|e| ImportError::Format(format!("bad JSON: {e}")))?;
    let obj = root
        .as_object()
        .ok_or_else(|| ImportError::Format("the top level is not an object".into()))?;
    match obj.get("schema_version") {
        None => return Err(ImportError::Format("no schema_version field".into())),
        Some(v) if v.as_u64() == Some(EXPORT_SCHEMA_VERSION as u64) => {}
        Some(v) => {
            return Err(ImportError::SchemaVersion {
                found: v.to_string(),
            })
        }
    }
    let games = obj
        .get("games")
        .and_then(|g| g.as_array())
        .ok_or_else(|| ImportError::Format("no games list".into()))?;
    let mut out = Vec::with_capacity(games.len());
    let mut uids = std::collections::HashSet::new();
    for (i, raw) in games.iter().enumerate() {
        let game = parse_game(i + 1, raw)?;
        if !uids.insert(game.uid.clone()) {
            return Err(game_err(
                i + 1,
                Some(&game.uid),
                "uid",
                "this uid is used by an earlier game in the file",
            ));
        }
        out.push(game);
    }
    Ok(out)
}

fn game_err(
    index: usize,
    uid: Option<&str>,
    field: &str,
    message: impl fmt::Display,
) -> ImportError {
    ImportError::Game {
        index,
        uid: uid.map(str::to_string),
        field: field.to_string(),
        message: message.to_string(),
    }
}

fn parse_game(index: usize, raw: &serde_json::Value) -> Result<ExportedGame, ImportError> {
    let obj = raw
        .as_object()
        .ok_or_else(|| game_err(index, None, "game", "not an object"))?;
    let uid = obj.get("uid").and_then(|u| u.as_str());
    // Field by field, so that the message names the field.
    for (k, v) in obj {
        let check = |r: Result<(), serde_json::Error>| r.map_err(|e| game_err(index, uid, k, e));
        match k.as_str() {
            "uid" => check(serde_json::from_value::<String>(v.clone()).map(drop))?,
            "spec" => {
                let spec = v
                    .as_object()
                    .ok_or_else(|| game_err(index, uid, "spec", "not an object"))?;
                for (sk, sv) in spec {
                    let field = format!("spec.{sk}");
                    let r = match sk.as_str() {
                        "preset" => {
                            serde_json::from_value::<crate::rules::PresetId>(sv.clone()).map(drop)
                        }
                        "set" => serde_json::from_value::<u8>(sv.clone()).map(drop),
                        // An object only: serde would also take a list in field order.
                        "house" if !sv.is_object() => {
                            return Err(game_err(index, uid, &field, "not an object"))
                        }
                        "house" => {
                            serde_json::from_value::<crate::rules::HouseRules>(sv.clone()).map(drop)
                        }
                        "players" => serde_json::from_value::<Vec<String>>(sv.clone()).map(drop),
                        "schedule" => serde_json::from_value::<Vec<u8>>(sv.clone()).map(drop),
                        _ => return Err(game_err(index, uid, &field, "unknown field")),
                    };
                    r.map_err(|e| game_err(index, uid, &field, e))?;
                }
            }
            "colours" => check(serde_json::from_value::<Vec<String>>(v.clone()).map(drop))?,
            "first_starter" => check(serde_json::from_value::<Option<usize>>(v.clone()).map(drop))?,
            "started_at" => check(serde_json::from_value::<i64>(v.clone()).map(drop))?,
            "finished_at" => check(serde_json::from_value::<Option<i64>>(v.clone()).map(drop))?,
            "rounds" => {
                let rounds = v
                    .as_array()
                    .ok_or_else(|| game_err(index, uid, "rounds", "not a list"))?;
                for (k, r) in rounds.iter().enumerate() {
                    let field = format!("rounds[{}] (round {})", k, k + 1);
                    if !r.is_object() {
                        return Err(game_err(index, uid, &field, "not an object"));
                    }
                    serde_json::from_value::<RoundEntry>(r.clone())
                        .map_err(|e| game_err(index, uid, &field, e))?;
                }
            }
            _ => return Err(game_err(index, uid, k, "unknown field")),
        }
    }
    let g: ExportedGame =
        serde_json::from_value(raw.clone()).map_err(|e| game_err(index, uid, "game", e))?;
    validate_game(index, &g)?;
    Ok(g)
}

/// The checks an imported game must pass: the same as when it is played.
fn validate_game(index: usize, g: &ExportedGame) -> Result<(), ImportError> {
    let err = |field: &str, m: &dyn fmt::Display| game_err(index, Some(&g.uid), field, m);
    if g.uid.trim().is_empty() || g.uid.len() > 200 || g.uid.chars().any(char::is_control) {
        return Err(err("uid", &"must be 1 to 200 printable characters"));
    }
    g.spec.validate().map_err(|e| err("spec", &e))?;
    if let Some(long) = g.spec.players.iter().find(|p| p.chars().count() > 100) {
        return Err(err(
            "spec.players",
            &format!(
                "the name '{}…' is longer than 100 characters",
                long.chars().take(20).collect::<String>()
            ),
        ));
    }
    let n = g.spec.players.len();
    if g.colours.len() != n {
        return Err(err(
            "colours",
            &format!("{} colours for {n} players", g.colours.len()),
        ));
    }
    if let Some(bad) = g.colours.iter().find(|c| !is_colour(c)) {
        return Err(err(
            "colours",
            &format!("'{bad}' is not a colour like #1f77b4"),
        ));
    }
    if !(0..=MAX_TIME).contains(&g.started_at) {
        return Err(err(
            "started_at",
            &format!("{} is not a time between 1970 and 9999", g.started_at),
        ));
    }
    if let Some(f) = g.finished_at {
        if !(g.started_at..=MAX_TIME).contains(&f) {
            return Err(err(
                "finished_at",
                &format!("{f} is before the start or after 9999"),
            ));
        }
    }
    if let Some(s) = g.first_starter {
        if s >= n {
            return Err(err(
                "first_starter",
                &format!("there is no seat {s} among {n} players"),
            ));
        }
    }
    if g.rounds.len() > g.spec.schedule.len() {
        return Err(err(
            "rounds",
            &format!(
                "{} rounds, but the schedule has {}",
                g.rounds.len(),
                g.spec.schedule.len()
            ),
        ));
    }
    let complete = g.rounds.len() == g.spec.schedule.len();
    match (g.finished_at.is_some(), complete) {
        (true, false) => {
            return Err(err(
                "finished_at",
                &"a finished game has every scheduled round",
            ));
        }
        (false, true) => {
            return Err(err(
                "finished_at",
                &"every round is played, so the game is finished",
            ))
        }
        _ => {}
    }
    let mut sheet = Scoresheet::new(g.spec.clone());
    for (k, r) in g.rounds.iter().enumerate() {
        let field = format!("rounds[{k}] (round {})", k + 1);
        if r.points.len() != n || r.tiles.len() != n {
            return Err(err(
                &field,
                &format!("points and tiles need one value for each of the {n} players"),
            ));
        }
        let input = RoundInput {
            starter: Some(r.starter),
            blocked: r.end == RoundOutcome::Blocked,
            players: (0..n)
                .map(|s| PlayerInput {
                    out: r.end == RoundOutcome::Out(s),
                    tiles: r.tiles[s].clone(),
                    total: if r.tiles[s].is_some()
                        || (r.end == RoundOutcome::Out(s) && r.points[s] == 0)
                    {
                        None
                    } else {
                        Some(r.points[s].to_string())
                    },
                })
                .collect(),
        };
        if r.starter >= n {
            return Err(err(
                &field,
                &format!("starter: there is no seat {} among {n} players", r.starter),
            ));
        }
        if let RoundOutcome::Out(s) = r.end {
            if s >= n {
                return Err(err(
                    &field,
                    &format!("end: there is no seat {s} among {n} players"),
                ));
            }
        }
        if r.engine != g.spec.schedule[k] {
            return Err(err(
                &format!("{field}.engine"),
                &format!(
                    "the schedule plays this round with {0}-{0}, not {1}-{1}",
                    g.spec.schedule[k], r.engine
                ),
            ));
        }
        let checked = sheet.validate(k, &input).map_err(|e| err(&field, &e))?;
        if checked.points != r.points {
            return Err(err(
                &format!("{field}.points"),
                &format!(
                    "{:?} do not match the tiles listed, which count {:?}",
                    r.points, checked.points
                ),
            ));
        }
        sheet.rounds.push(r.clone());
    }
    Ok(())
}

fn local_time(secs: i64, fmt: &str) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => t.format(fmt).to_string(),
        chrono::LocalResult::Ambiguous(t, _) => t.format(fmt).to_string(),
        chrono::LocalResult::None => String::new(),
    }
}

fn csv_field(s: &str) -> String {
    // A leading = + - @ would make a spreadsheet run the cell as a formula.
    let s = if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    };
    if s.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", s.replace('"', "\"\""))
    } else {
        s
    }
}

/// The CSV header line.
pub const CSV_HEADER: &str = "game_uid,game_id,started,finished,preset,set,round,engine,seat,player,points,went_out,blocked,running_total";

impl Db {
    fn games_for_export(&self, game: Option<GameId>) -> super::Result<Vec<GameRecord>> {
        let ids: Vec<GameId> = match game {
            Some(id) => vec![id],
            None => self
                .conn
                .prepare("SELECT id FROM games WHERE deleted_at IS NULL ORDER BY started_at, id")?
                .query_map([], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?,
        };
        ids.into_iter()
            .map(|id| load(&self.conn, id).map_err(|e| self.damaged(id, e)))
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

    /// The export of one game (or all) as the text of a file in `format`.
    pub fn export_text(&self, format: ExportFormat, game: Option<GameId>) -> super::Result<String> {
        fn pretty(v: &impl Serialize) -> String {
            let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
            s.push('\n');
            s
        }
        match format {
            ExportFormat::Csv => self.export_csv(game),
            ExportFormat::BgStats => self.export_bgstats(game).map(|v| pretty(&v)),
            ExportFormat::Json => self.export_json(game).map(|v| pretty(&v)),
        }
    }

    /// One game (or every game not deleted) as an export file.
    pub fn export_json(&self, game: Option<GameId>) -> super::Result<ExportFile> {
        Ok(ExportFile {
            schema_version: EXPORT_SCHEMA_VERSION,
            app: "mextrain".into(),
            exported_at: chrono::Utc::now().to_rfc3339(),
            games: self
                .games_for_export(game)?
                .into_iter()
                .map(ExportedGame::from_record)
                .collect(),
        })
    }

    /// CSV with a header: one row per game, round and player.
    pub fn export_csv(&self, game: Option<GameId>) -> super::Result<String> {
        let mut out = String::from(CSV_HEADER);
        out.push_str("\r\n");
        for g in self.games_for_export(game)? {
            let sheet = &g.sheet;
            let running = sheet.running_totals();
            let started = local_time(g.started_at, "%Y-%m-%d %H:%M:%S");
            let finished = g
                .finished_at
                .map(|f| local_time(f, "%Y-%m-%d %H:%M:%S"))
                .unwrap_or_default();
            for (k, r) in sheet.rounds.iter().enumerate() {
                for (s, name) in sheet.spec.players.iter().enumerate() {
                    let row = [
                        csv_field(&g.uid),
                        g.id.to_string(),
                        started.clone(),
                        finished.clone(),
                        csv_field(sheet.spec.preset.id()),
                        sheet.spec.set.to_string(),
                        (k + 1).to_string(),
                        r.engine.to_string(),
                        (s + 1).to_string(),
                        csv_field(name),
                        r.points[s].to_string(),
                        (r.end == RoundOutcome::Out(s)).to_string(),
                        (r.end == RoundOutcome::Blocked).to_string(),
                        running[k][s].to_string(),
                    ];
                    out.push_str(&row.join(","));
                    out.push_str("\r\n");
                }
            }
        }
        Ok(out)
    }

    /// A finished game as a BG Stats play; for every finished game (no
    /// `game`), a list of plays.
    pub fn export_bgstats(&self, game: Option<GameId>) -> super::Result<serde_json::Value> {
        let games = self.games_for_export(game)?;
        if game.is_some() && !games[0].is_finished() {
            return Err(DbError::Invalid(
                "BG Stats takes finished games only: this one is not finished".into(),
            ));
        }
        let plays: Vec<serde_json::Value> = games
            .iter()
            .filter(|g| g.is_finished())
            .map(bgstats_play)
            .collect();
        Ok(if game.is_some() {
            plays.into_iter().next().unwrap_or_default()
        } else {
            plays.into()
        })
    }

    /// Checks the whole file, then adds its games in one transaction.
    pub fn import_json(&self, text: &str) -> Result<ImportReport, ImportError> {
        let games = parse_export(text)?;
        self.import_games(&games)
    }

    /// Adds checked games in one transaction, skipping uids already stored.
    pub fn import_games(&self, games: &[ExportedGame]) -> Result<ImportReport, ImportError> {
        let tx = self.conn.unchecked_transaction()?;
        let mut report = ImportReport::default();
        {
            let mut known = tx.prepare_cached("SELECT id FROM games WHERE uid = ?1")?;
            for g in games {
                if known
                    .query_row([&g.uid], |r| r.get::<_, i64>(0))
                    .optional()?
                    .is_some()
                {
                    report.skipped += 1;
                    continue;
                }
                let id = insert_game(&tx, &g.spec, &g.colours, g.started_at, Some(&g.uid))?;
                for (k, r) in g.rounds.iter().enumerate() {
                    write_round(&tx, id, k, r)?;
                }
                tx.execute(
                    "UPDATE games SET first_starter = ?2, finished_at = ?3 WHERE id = ?1",
                    params![id, g.first_starter.map(|s| s as i64), g.finished_at],
                )?;
                report.imported += 1;
            }
        }
        stats::refresh(&tx)?;
        tx.commit()?;
        Ok(report)
    }
}

fn bgstats_play(g: &GameRecord) -> serde_json::Value {
    let standings = g.sheet.standings();
    let totals = g.sheet.totals();
    let players: Vec<serde_json::Value> = g
        .sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, name)| {
            serde_json::json!({
                "name": name,
                "score": totals[s],
                "winner": standings.iter().any(|&(rank, seat, _)| seat == s && rank == 1),
                "startPlayer": g.first_starter == Some(s),
            })
        })
        .collect();
    serde_json::json!({
        "sourceName": "mextrain",
        "sourcePlayId": g.uid,
        "playDate": local_time(g.started_at, "%Y-%m-%d %H:%M:%S"),
        "durationMin": g.duration_minutes(),
        "game": { "name": "Mexican Train", "highestWins": false, "noPoints": false },
        "players": players,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_fields_are_quoted_and_defused() {
        assert_eq!(csv_field("Ana"), "Ana");
        assert_eq!(csv_field("a,b"), "\"a,b\"");
        assert_eq!(csv_field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(csv_field("=1+1"), "'=1+1");
    }
}

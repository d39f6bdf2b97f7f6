//! Export and import: each written once, for the window and the command line.
//!
//! Export reads the games from storage, encodes them ([`crate::formats`]) and
//! writes the file through a temporary file and a rename (or to a stream).
//!
//! Import reads and checks the whole file before anything changes: its
//! shape ([`formats::json::parse_export`]), then every game by the rules it
//! was played under ([`check`]): its settings through
//! [`GameSpec::validate`](crate::rules::GameSpec::validate) and every round
//! through the engine's judge of a round, as if it were typed at the table.
//! Only then is everything inserted, in one transaction. Games whose `uid` is
//! already stored are skipped, so importing a file twice adds nothing the
//! second time; a later revision of a stored game (a correction after its
//! night, from the machine it came from) replaces it (`db::export`).

use super::games::is_colour;
use crate::db::{Db, DbError, GameId};
use crate::formats::{self, bgstats, ExportFile, ExportedGame, FileError, MAX_IMPORT_BYTES};
use crate::i18n::{english_fmt, Message, Said};
use crate::rules::{shorten, EntryError, RoundEntry, RoundOutcome, Scoresheet};
use std::fmt;
use std::io::{Read, Write};
use std::path::Path;

pub use crate::db::ImportReport;
pub use crate::formats::ExportFormat;

/// The folder the database file is in (exports go under it by default);
/// `None` for a database in memory.
pub fn data_folder(db: &Db) -> Option<std::path::PathBuf> {
    db.path().and_then(Path::parent).map(Path::to_path_buf)
}

// ---------------------------------------------------------------- export --

/// Where an export goes.
pub enum Destination<'a> {
    /// A file, written whole or not at all ([`write_file_atomically`]).
    File(&'a Path),
    /// A stream such as standard output, named `name` in a message.
    Stream {
        /// What to call it in a message (`-` for standard output).
        name: &'a str,
        /// Where the bytes go.
        out: &'a mut dyn Write,
    },
}

/// Why an export was not written.
#[derive(Debug)]
#[non_exhaustive]
pub enum ExportError {
    /// Storage could not give the games (no such game, a damaged one, ...).
    Db(DbError),
    /// BG Stats was asked for a game that is not finished.
    NotFinished,
    /// The file or stream could not be written.
    Write {
        /// The file (or `-`).
        to: String,
        /// What the system said.
        source: std::io::Error,
    },
}

impl From<DbError> for ExportError {
    fn from(e: DbError) -> Self {
        ExportError::Db(e)
    }
}

impl Message for ExportError {
    fn said(&self) -> Said {
        match self {
            ExportError::Db(e) => e.said(),
            ExportError::NotFinished => Said::new("hist-export-not-finished"),
            ExportError::Write { to, source } => Said::new("hist-export-write")
                .arg("file", to)
                .arg("detail", source.to_string()),
        }
    }

    fn samples() -> Vec<ExportError> {
        vec![
            ExportError::Db(DbError::DiskFull),
            ExportError::NotFinished,
            ExportError::Write {
                to: "games.json".into(),
                source: std::io::Error::other("denied"),
            },
        ]
    }
}

impl fmt::Display for ExportError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for ExportError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ExportError::Db(e) => e.source(),
            ExportError::Write { source, .. } => Some(source),
            ExportError::NotFinished => None,
        }
    }
}

impl ExportError {
    /// The request itself cannot be met (no such game, a play of a game not
    /// finished), as opposed to data or a disk that failed.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            ExportError::NotFinished
                | ExportError::Db(DbError::NoSuchGame(_) | DbError::Invalid(_))
        )
    }

    /// The raw detail behind the message (see [`DbError::detail`]).
    pub fn detail(&self) -> Option<String> {
        match self {
            ExportError::Db(e) => e.detail(),
            _ => None,
        }
    }
}

/// The games an export holds.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Selection {
    /// Every game not deleted.
    All,
    /// One game.
    Game(GameId),
    /// These games (a club night's, a league's), in the order stored.
    Games(Vec<GameId>),
}

impl From<Option<GameId>> for Selection {
    fn from(game: Option<GameId>) -> Self {
        match game {
            Some(g) => Selection::Game(g),
            None => Selection::All,
        }
    }
}

/// The stored games `which` names.
fn selected(db: &Db, which: &Selection) -> Result<Vec<crate::db::GameRecord>, DbError> {
    match which {
        Selection::All => db.games_to_export(None),
        Selection::Game(g) => db.games_to_export(Some(*g)),
        Selection::Games(ids) => db.games_by_id(ids),
    }
}

/// One game (or every game not deleted, or a night's or a league's) as an
/// export file.
pub fn export_json(db: &Db, which: impl Into<Selection>) -> Result<ExportFile, DbError> {
    let games = selected(db, &which.into())?;
    let mut nights = db.night_tags()?;
    Ok(ExportFile::new(
        games
            .into_iter()
            .map(|g| {
                let night = nights.remove(&g.id);
                ExportedGame { night, ..g.into() }
            })
            .collect(),
    ))
}

/// The export of one game (or all) as the text of a file in `format`.
pub fn export_text(
    db: &Db,
    format: ExportFormat,
    which: impl Into<Selection>,
) -> Result<String, ExportError> {
    let which = which.into();
    Ok(match format {
        ExportFormat::Json => export_json(db, which)?.to_text(),
        ExportFormat::Csv => {
            let games = selected(db, &which)?;
            let games: Vec<(GameId, ExportedGame)> =
                games.into_iter().map(|g| (g.id, g.into())).collect();
            formats::csv::write_csv(games.iter().map(|(id, g)| (*id, g)))
        }
        ExportFormat::BgStats => {
            let games: Vec<ExportedGame> =
                selected(db, &which)?.into_iter().map(Into::into).collect();
            let v = match (&which, games.first()) {
                (Selection::Game(_), Some(one)) => {
                    bgstats::play(one).ok_or(ExportError::NotFinished)?
                }
                _ => bgstats::plays(&games),
            };
            bgstats::to_text(&v)
        }
    })
}

/// The export of one game (or all) in `format`, as the bytes of the file
/// (the browser hands them over as a download): the same bytes [`export`]
/// writes to a file.
pub fn export_bytes(
    db: &Db,
    format: ExportFormat,
    which: impl Into<Selection>,
) -> Result<Vec<u8>, ExportError> {
    Ok(export_text(db, format, which)?.into_bytes())
}

/// The file name an export is offered under, on day `day` (`YYYY-MM-DD`):
/// `mextrain-game-3-2026-11-24.json` for one game, `mextrain-2026-11-24.csv`
/// for all.
pub fn export_name(game: Option<GameId>, format: ExportFormat, day: &str) -> String {
    match game {
        Some(id) => format!("mextrain-game-{id}-{day}.{}", format.extension()),
        None => format!("mextrain-{day}.{}", format.extension()),
    }
}

/// Exports one game (or all) in `format` to `to`.
pub fn export(
    db: &Db,
    format: ExportFormat,
    which: impl Into<Selection>,
    to: Destination,
) -> Result<(), ExportError> {
    let bytes = export_bytes(db, format, which)?;
    let (name, written) = match to {
        Destination::File(path) => (
            path.display().to_string(),
            write_file_atomically(path, &bytes),
        ),
        Destination::Stream { name, out } => (
            name.to_string(),
            out.write_all(&bytes).and_then(|_| out.flush()),
        ),
    };
    written.map_err(|source| ExportError::Write { to: name, source })
}

/// Writes `bytes` to `path` through a temporary file and a rename, so a
/// crash or a full disk never leaves half a file under the real name.
pub fn write_file_atomically(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
        std::fs::create_dir_all(dir)?;
    }
    let mut tmp = path.as_os_str().to_owned();
    tmp.push(".part");
    let tmp = std::path::PathBuf::from(tmp);
    std::fs::write(&tmp, bytes)?;
    std::fs::rename(&tmp, path)
}

// ---------------------------------------------------------------- import --

/// Where an import comes from.
pub enum Source<'a> {
    /// A file.
    Path(&'a Path),
    /// A stream such as standard input, named `name` in a message.
    Reader {
        /// What to call it in a message.
        name: &'a str,
        /// Where the bytes come from.
        input: &'a mut dyn Read,
    },
    /// The text of a file, already read.
    Text(&'a str),
    /// The bytes of a file, already read (the browser's file picker gives
    /// them), named `name` in a message: checked as a file is (at most
    /// [`MAX_IMPORT_BYTES`], UTF-8).
    Bytes {
        /// The file's name.
        name: &'a str,
        /// Its contents.
        bytes: &'a [u8],
    },
}

/// Why an import was refused (nothing was changed).
#[derive(Debug, thiserror::Error)]
#[non_exhaustive]
pub enum ImportError {
    /// The file could not be read, or is not UTF-8 text.
    #[error("{0}")]
    Read(String),
    /// The file is not an export this build reads, or a game in it is wrong.
    #[error(transparent)]
    File(#[from] FileError),
    /// The database refused.
    #[error(transparent)]
    Db(#[from] DbError),
}

impl ImportError {
    /// The whole message for a person, naming `file` where the file is at
    /// fault, and saying that nothing was imported.
    pub fn explained(&self, file: &str) -> Said {
        let why = match self {
            ImportError::Read(m) => Said::new("hist-import-read")
                .arg("file", shorten(file, 200))
                .arg("detail", shorten(m, 300)),
            ImportError::File(e) => e.in_file(file),
            ImportError::Db(e) => e.said(),
        };
        Said::new("hist-import-refused").arg("why", why)
    }

    /// [`ImportError::explained`] in English, as the command line prints it.
    pub fn explain(&self, file: &str) -> String {
        crate::i18n::english(&self.explained(file))
    }
}

/// An export file read and checked whole, ready to store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ImportFile {
    games: Vec<ExportedGame>,
}

impl ImportFile {
    /// Reads the file and checks every game in it; touches no database.
    pub fn read(source: Source) -> Result<ImportFile, ImportError> {
        let text = match source {
            Source::Path(path) => read_import_file(path),
            Source::Reader { name, input } => read_import(input, name),
            Source::Text(text) => return Ok(check(text)?),
            Source::Bytes { name, bytes } => read_import(bytes, name),
        };
        Ok(check(&text.map_err(ImportError::Read)?)?)
    }

    /// The games, in the file's order.
    pub fn games(&self) -> &[ExportedGame] {
        &self.games
    }

    /// Adds the games in one transaction, skipping uids already stored.
    pub fn store(&self, db: &Db) -> Result<ImportReport, ImportError> {
        Ok(db.import_games(&self.games)?)
    }
}

/// Reads, checks and stores an export file: nothing changes unless every
/// game in it passes.
pub fn import(db: &Db, source: Source) -> Result<ImportReport, ImportError> {
    ImportFile::read(source)?.store(db)
}

/// Reads an export for import from `r` (a file, or standard input): at most
/// [`MAX_IMPORT_BYTES`], UTF-8. The message names `name` and the problem.
pub fn read_import(r: impl Read, name: &str) -> Result<String, String> {
    let mut bytes = vec![];
    r.take(MAX_IMPORT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)
        .map_err(|e| format!("cannot read {name}: {e}"))?;
    String::from_utf8(bytes).map_err(|_| format!("{name} is not UTF-8 text"))
}

/// [`read_import`] of the file at `path`.
pub fn read_import_file(path: &Path) -> Result<String, String> {
    let name = path.display().to_string();
    let f = std::fs::File::open(path).map_err(|e| format!("cannot read {name}: {e}"))?;
    read_import(f, &name)
}

/// Parses an export file and checks every game in it by the rules.
pub fn check(text: &str) -> Result<ImportFile, FileError> {
    let mut games = formats::json::parse_export(text)?;
    for (i, g) in games.iter_mut().enumerate() {
        // Control characters, escapes and direction marks are not kept.
        for p in &mut g.spec.players {
            if crate::rules::clean_name(p) != p.trim() {
                *p = crate::rules::clean_name(p);
            }
        }
        check_game(i + 1, g)?;
    }
    Ok(ImportFile { games })
}

/// One game of an export's `games`, as sent to a league host (its 1-based
/// place `index` in what was sent): parsed field by field, its names
/// cleaned and checked by the rules, as [`check`] does each game of a file.
pub fn check_one(index: usize, raw: &serde_json::Value) -> Result<ExportedGame, FileError> {
    let mut g = formats::json::parse_game(index, raw)?;
    for p in &mut g.spec.players {
        if crate::rules::clean_name(p) != p.trim() {
            *p = crate::rules::clean_name(p);
        }
    }
    check_game(index, &g)?;
    Ok(g)
}

/// Latest time accepted in a file (the end of year 9999).
const MAX_TIME: i64 = 253_402_300_799;

/// The checks an imported game must pass: the same as when it is played.
/// `index` is its 1-based place in the file.
pub fn check_game(index: usize, g: &ExportedGame) -> Result<(), FileError> {
    let err = |field: &str, m: &dyn fmt::Display| FileError::game(index, Some(&g.uid), field, m);
    if g.uid.trim().is_empty() || g.uid.len() > 200 || g.uid.chars().any(char::is_control) {
        return Err(err("uid", &"must be 1 to 200 printable characters"));
    }
    if g.revision == 0 {
        return Err(err("revision", &"a revision is 1 or more"));
    }
    if g.sender.chars().count() > 100 || g.sender.chars().any(char::is_control) {
        return Err(err("sender", &"must be at most 100 printable characters"));
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
        let judged = judge(&sheet, k, r).map_err(|e| err(&field, &e))?;
        if judged.points != r.points {
            return Err(err(
                &format!("{field}.points"),
                &format!(
                    "{:?} do not match the tiles listed, which count {:?}",
                    r.points, judged.points
                ),
            ));
        }
        sheet.rounds.push(r.clone());
    }
    Ok(())
}

/// The engine's judgement of a stored round `r` as round `k` of `sheet`:
/// the entry its input gives when typed at the table (its markers up
/// included, under the game's house rules).
fn judge(sheet: &Scoresheet, k: usize, r: &RoundEntry) -> Result<RoundEntry, EntryError> {
    sheet.accept(k, &r.to_input(&sheet.spec.rules()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::json::sample;

    /// A database holding one game of Ana and Ben, finished or not.
    fn db_with_a_game(finished: bool) -> (Db, GameId) {
        let db = Db::open_in_memory().unwrap();
        let points: &[i32] = &[0, 7];
        let game = sample(&["Ana", "Ben"], finished.then_some(points));
        db.import_games(&[game]).unwrap();
        let id = db.games_to_export(None).unwrap()[0].id;
        (db, id)
    }

    #[test]
    fn a_bg_stats_play_of_an_unfinished_game_is_refused_as_a_request() {
        let (db, id) = db_with_a_game(false);
        let e = export_text(&db, ExportFormat::BgStats, Some(id)).unwrap_err();
        assert!(matches!(e, ExportError::NotFinished), "{e}");
        assert!(e.is_refusal());
        assert_eq!(
            e.to_string(),
            "BG Stats takes finished games only: this one is not finished"
        );
        // All games: the unfinished one is left out, not refused.
        assert_eq!(
            export_text(&db, ExportFormat::BgStats, None).unwrap(),
            "[]\n"
        );
        let e = export_text(&db, ExportFormat::Json, Some(id + 1)).unwrap_err();
        assert!(e.is_refusal(), "{e}");
    }

    #[test]
    fn an_export_names_the_stream_it_could_not_write() {
        struct Broken;
        impl Write for Broken {
            fn write(&mut self, _: &[u8]) -> std::io::Result<usize> {
                Err(std::io::Error::other("pipe closed"))
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let (db, _) = db_with_a_game(true);
        let to = Destination::Stream {
            name: "-",
            out: &mut Broken,
        };
        let e = export(&db, ExportFormat::Csv, None, to).unwrap_err();
        assert_eq!(e.to_string(), "cannot write -: pipe closed");
        assert!(!e.is_refusal());
    }

    #[test]
    fn an_import_of_a_finished_game_goes_through_the_engine_and_back() {
        let (src, _) = db_with_a_game(true);
        let text = export_text(&src, ExportFormat::Json, None).unwrap();
        let db = Db::open_in_memory().unwrap();
        let r = import(&db, Source::Text(&text)).unwrap();
        assert_eq!((r.imported, r.skipped), (1, 0));
        assert_eq!(
            export_json(&db, None).unwrap().games,
            export_json(&src, None).unwrap().games
        );
        // More points than one hand can hold: the engine refuses the round.
        let bad = text.replace("\n            7\n", "\n            99999\n");
        assert_ne!(bad, text);
        let e = import(&db, Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("rounds[0] (round 1)"), "{e}");
        assert!(
            matches!(e, ImportError::File(FileError::Game { .. })),
            "{e}"
        );
    }

    #[test]
    fn an_import_removes_escapes_and_direction_marks_from_the_names() {
        let (src, _) = db_with_a_game(true);
        let text = export_text(&src, ExportFormat::Json, None).unwrap();
        let dirty = text
            .replace(r#""Ana""#, r#""\u001b[31mAna\u202e\u001b[0m""#)
            .replace(r#""Ben""#, r#""Bén\u2066漢字\u0007""#);
        assert_ne!(dirty, text);
        let db = Db::open_in_memory().unwrap();
        let r = import(&db, Source::Text(&dirty)).unwrap();
        assert_eq!(r.imported, 1);
        let games = export_json(&db, None).unwrap().games;
        assert_eq!(games[0].spec.players, ["Ana", "Bén漢字"]);
    }

    #[test]
    fn an_import_message_names_the_file_only_when_the_file_is_at_fault() {
        let e = ImportError::File(FileError::Format("bad JSON".into()));
        assert_eq!(
            e.explain("a.json"),
            "a.json: not a mextrain export file: bad JSON; nothing was imported"
        );
        let e = ImportError::Read("cannot read a.json: gone".into());
        assert_eq!(
            e.explain("a.json"),
            "cannot read a.json: gone; nothing was imported"
        );
        let e = ImportError::Db(DbError::DiskFull);
        assert!(e.explain("a.json").starts_with("the disk is full"));
        let mut input: &[u8] = b"\xff";
        let e = ImportFile::read(Source::Reader {
            name: "standard input",
            input: &mut input,
        })
        .unwrap_err();
        assert_eq!(e.to_string(), "standard input is not UTF-8 text");
    }

    // ---- Corrections after the night (issue 42) -------------------------

    /// An export file of `g` at `revision` from `sender`, Ben's points
    /// `ben`.
    fn revision_file(g: &ExportedGame, revision: u32, sender: &str, ben: i32) -> String {
        let mut g = g.clone();
        g.revision = revision;
        g.sender = sender.into();
        g.rounds[0].points[1] = ben;
        ExportFile::new(vec![g]).to_text()
    }

    #[test]
    fn a_games_revision_and_sender_go_out_and_come_back() {
        let (src, id) = db_with_a_game(true);
        src.write(|tx| tx.mark_corrected(id).map(drop)).unwrap();
        let me = src.machine_sender().unwrap();
        let text = export_text(&src, ExportFormat::Json, None).unwrap();
        assert!(text.contains("\"schema_version\": 2"), "{text}");
        assert!(text.contains("\"revision\": 2"), "{text}");
        assert!(text.contains(&format!("\"sender\": \"{me}\"")), "{text}");
        let db = Db::open_in_memory().unwrap();
        assert_eq!(import(&db, Source::Text(&text)).unwrap().imported, 1);
        let back = db.games_to_export(None).unwrap().remove(0);
        assert_eq!((back.revision, back.sender.as_str()), (2, me.as_str()));
        assert_eq!(
            export_json(&db, None).unwrap().games,
            export_json(&src, None).unwrap().games
        );
        // A revision of 0, or a sender that is not a short line: refused,
        // naming the field.
        let bad = text.replace("\"revision\": 2", "\"revision\": 0");
        let e = import(&Db::open_in_memory().unwrap(), Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("revision"), "{e}");
        let bad = text.replace(&me, "a\\u0007b");
        let e = import(&Db::open_in_memory().unwrap(), Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("sender"), "{e}");
    }

    #[test]
    fn an_import_takes_a_later_revision_from_the_same_sender_and_nothing_else() {
        let db = Db::open_in_memory().unwrap();
        let g = sample(&["Ana", "Ben"], Some(&[0, 7]));
        let m = "machine-a";
        let r = import(&db, Source::Text(&revision_file(&g, 1, m, 7))).unwrap();
        assert_eq!((r.imported, r.skipped, r.replaced), (1, 0, 0));
        let id = db.games_to_export(None).unwrap()[0].id;
        let totals = |db: &Db| db.game(id).unwrap().sheet.totals();
        // Revision 2 from the same machine: in place of revision 1.
        let r = import(&db, Source::Text(&revision_file(&g, 2, m, 9))).unwrap();
        assert_eq!((r.imported, r.skipped, r.replaced), (0, 0, 1));
        assert_eq!(totals(&db), [0, 9]);
        assert_eq!(db.game(id).unwrap().revision, 2);
        // The same revision again, or an earlier one: known, nothing changes.
        for (rev, ben) in [(2, 9), (1, 7), (1, 5)] {
            let r = import(&db, Source::Text(&revision_file(&g, rev, m, ben))).unwrap();
            assert_eq!((r.imported, r.skipped, r.replaced), (0, 1, 0), "{rev}");
            assert_eq!(totals(&db), [0, 9]);
        }
        let before = db.game(id).unwrap();
        // Another machine's revision, even a later one, and other contents
        // under the same revision: refused, the whole file, nothing changed.
        let other = sample(&["Cy", "Dee"], Some(&[0, 3]));
        for (text, what) in [
            (
                revision_file(&g, 3, "machine-b", 11),
                "other corrections, made on another machine",
            ),
            (
                revision_file(&g, 3, "", 11),
                "other corrections, made on another machine",
            ),
            (revision_file(&g, 2, m, 12), "other rounds"),
        ] {
            let mut file = crate::formats::json::parse_export(&text).unwrap();
            file.push(other.clone());
            let text = ExportFile::new(file).to_text();
            let e = import(&db, Source::Text(&text)).unwrap_err();
            assert!(
                matches!(e, ImportError::Db(DbError::Conflict { .. })),
                "{e}"
            );
            assert!(e.explain("x.json").contains(what), "{e}");
            assert_eq!(db.game(id).unwrap(), before);
            assert_eq!(db.games_to_export(None).unwrap().len(), 1, "nothing added");
        }
        // A later revision of other rules or another start: not a
        // correction of this game.
        let mut moved = g.clone();
        moved.started_at += 60;
        let e = import(&db, Source::Text(&revision_file(&moved, 3, m, 11))).unwrap_err();
        assert!(e.explain("x.json").contains("other start time"), "{e}");
        assert_eq!(db.game(id).unwrap(), before);
    }

    #[test]
    fn a_game_stored_before_senders_existed_matches_only_itself() {
        let db = Db::open_in_memory().unwrap();
        let g = sample(&["Ana", "Ben"], Some(&[0, 7]));
        // As a version 1 file: revision 1 of sender "".
        let v1 = revision_file(&g, 1, "", 7)
            .replace("\"schema_version\": 2", "\"schema_version\": 1")
            .replace("\"revision\": 1,", "")
            .replace("\"sender\": \"\",", "");
        assert!(!v1.contains("sender"), "{v1}");
        assert_eq!(import(&db, Source::Text(&v1)).unwrap().imported, 1);
        let stored = db.games_to_export(None).unwrap().remove(0);
        assert_eq!((stored.revision, stored.sender.as_str()), (1, ""));
        // Read again: known. A later revision of sender "": taken.
        assert_eq!(import(&db, Source::Text(&v1)).unwrap().skipped, 1);
        let r = import(&db, Source::Text(&revision_file(&g, 2, "", 8))).unwrap();
        assert_eq!(r.replaced, 1);
        // Any named machine: another sender.
        let e = import(&db, Source::Text(&revision_file(&g, 3, "machine-a", 9))).unwrap_err();
        assert!(
            matches!(e, ImportError::Db(DbError::Conflict { .. })),
            "{e}"
        );
        assert_eq!(db.game(stored.id).unwrap().sheet.totals(), [0, 8]);
    }

    // ---- House scoring rules (issue 31) ---------------------------------

    use crate::rules::{GameSpec, HouseRules, PlayerInput, PresetId, RoundInput, TieBreak, Tile};

    /// A finished game of Ana, Ben and Cleo (classic, two rounds) under
    /// `house`: Ana goes out of round 1 with Ben's marker up (when the game
    /// has a marker penalty) and Ben's tiles tapped; round 2 is blocked.
    fn house_db(house: HouseRules) -> Db {
        let db = Db::open_in_memory().unwrap();
        let names = ["Ana", "Ben", "Cleo"].map(String::from).to_vec();
        let mut spec = GameSpec::new(PresetId::Classic, 12, names).unwrap();
        spec.house = house;
        spec.schedule = vec![12, 11];
        let colours = ["#d62728", "#1f77b4", "#2ca02c"].map(String::from);
        let g = crate::app::games::create_game(&db, &spec, &colours).unwrap();
        let up = if spec.rules().open_marker_penalty > 0 {
            vec![1]
        } else {
            vec![]
        };
        let typed = |t: &str| PlayerInput::typed(t);
        let first = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![
                PlayerInput::went_out(),
                PlayerInput::tapped(vec![Tile::double(5), Tile::new(1, 2)]),
                typed("7"),
            ],
            markers_up: up.clone(),
        };
        crate::app::games::record_round(&db, g, &first).unwrap();
        let second = RoundInput {
            starter: Some(1),
            blocked: true,
            players: vec![typed("20"), typed("9"), typed("3")],
            markers_up: up,
        };
        crate::app::games::record_round(&db, g, &second).unwrap();
        db
    }

    fn every_house_rule() -> [HouseRules; 5] {
        [
            HouseRules {
                doubles_count_double: Some(true),
                ..Default::default()
            },
            HouseRules {
                going_out_bonus: Some(25),
                ..Default::default()
            },
            HouseRules {
                open_marker_penalty: Some(10),
                ..Default::default()
            },
            HouseRules {
                tie_break: Some(TieBreak::LowestLastRound),
                ..Default::default()
            },
            HouseRules {
                doubles_count_double: Some(true),
                going_out_bonus: Some(25),
                open_marker_penalty: Some(10),
                tie_break: Some(TieBreak::MostRoundsWon),
                ..Default::default()
            },
        ]
    }

    #[test]
    fn every_house_rule_goes_out_and_comes_back_the_same() {
        for house in every_house_rule() {
            let src = house_db(house.clone());
            let text = export_text(&src, ExportFormat::Json, None).unwrap();
            // The keys as the spec names them.
            for (key, on) in [
                (
                    "\"doubles_count_double\": true",
                    house.doubles_count_double.is_some(),
                ),
                ("\"going_out_bonus\": 25", house.going_out_bonus.is_some()),
                (
                    "\"open_marker_penalty\": 10",
                    house.open_marker_penalty.is_some(),
                ),
                ("\"markers_up\": [", house.open_marker_penalty.is_some()),
                ("\"tie_break\": \"", house.tie_break.is_some()),
            ] {
                assert_eq!(text.contains(key), on, "{key} in {house:?}:\n{text}");
            }
            let db = Db::open_in_memory().unwrap();
            let r = import(&db, Source::Text(&text)).unwrap();
            assert_eq!(r.imported, 1, "{house:?}");
            let back = export_json(&db, None).unwrap().games;
            assert_eq!(back, export_json(&src, None).unwrap().games, "{house:?}");
            assert_eq!(back[0].spec.house, house);
            // CSV and BG Stats of the same game.
            let csv = export_text(&db, ExportFormat::Csv, None).unwrap();
            let bg = export_text(&db, ExportFormat::BgStats, None).unwrap();
            let sheet = back[0].sheet();
            for (s, total) in sheet.totals().iter().enumerate() {
                assert!(bg.contains(&format!("\"score\": {total}")), "{bg}");
                let last = format!(",{},{},", s + 1, sheet.spec.players[s]);
                assert!(csv.contains(&last), "{csv}");
            }
        }
    }

    #[test]
    fn the_points_of_each_house_rule_are_as_the_rules_say() {
        let points = |house: HouseRules| {
            let db = house_db(house);
            let g = export_json(&db, None).unwrap().games.remove(0);
            g.rounds
                .iter()
                .map(|r| r.points.clone())
                .collect::<Vec<_>>()
        };
        let [double, bonus, marker, _, all] = every_house_rule();
        // 5-5 and 1-2: 13 plainly, 23 when doubles count double.
        assert_eq!(
            points(HouseRules::default()),
            [vec![0, 13, 7], vec![20, 9, 3]]
        );
        assert_eq!(points(double), [vec![0, 23, 7], vec![20, 9, 3]]);
        assert_eq!(points(bonus), [vec![-25, 13, 7], vec![20, 9, 3]]);
        assert_eq!(points(marker), [vec![0, 23, 7], vec![20, 19, 3]]);
        assert_eq!(points(all), [vec![-25, 33, 7], vec![20, 19, 3]]);
    }

    #[test]
    fn signed_points_reach_the_csv() {
        let db = house_db(every_house_rule()[1].clone());
        let csv = export_text(&db, ExportFormat::Csv, None).unwrap();
        let rows: Vec<&str> = csv.split("\r\n").collect();
        assert!(
            rows[1].ends_with(",1,Ana,-25,true,false,-25"),
            "{}",
            rows[1]
        );
        assert!(rows[4].ends_with(",1,Ana,20,false,true,-5"), "{}", rows[4]);
    }

    #[test]
    fn a_round_imported_with_the_wrong_points_is_refused_and_nothing_is_stored() {
        let src = house_db(every_house_rule()[4].clone());
        let text = export_text(&src, ExportFormat::Json, None).unwrap();
        let file = export_json(&src, None).unwrap();
        let tamper = |f: &dyn Fn(&mut ExportFile)| {
            let mut f2 = file.clone();
            f(&mut f2);
            f2.to_text()
        };
        let cases: [(&str, String); 5] = [
            // The bonus left out: Ana went out with 0, not -25.
            (
                "rounds[0] (round 1): Ana went out",
                tamper(&|f| f.games[0].rounds[0].points[0] = 0),
            ),
            // Ben's marker forgotten: his 33 no longer matches his tiles.
            (
                "rounds[0] (round 1).points",
                tamper(&|f| f.games[0].rounds[0].markers_up.clear()),
            ),
            // Cleo's marker added: her 7 cannot hold the penalty of 10.
            (
                "Cleo: points cannot be negative",
                tamper(&|f| f.games[0].rounds[0].markers_up.push(2)),
            ),
            // A seat that is not there.
            (
                "a marker is up for seat 9",
                tamper(&|f| f.games[0].rounds[1].markers_up = vec![8]),
            ),
            // The penalty taken out of the rules: the markers make no sense.
            (
                "no penalty for a marker left up",
                tamper(&|f| f.games[0].spec.house.open_marker_penalty = None),
            ),
        ];
        for (says, bad) in cases {
            assert_ne!(bad, text);
            let db = Db::open_in_memory().unwrap();
            let e = import(&db, Source::Text(&bad)).unwrap_err();
            assert!(e.to_string().contains(says), "{says}: {e}");
            assert!(db.games_to_export(None).unwrap().is_empty(), "{says}");
        }
        // A marker penalty in a file whose game has no markers: its spec.
        let bad = tamper(&|f| f.games[0].spec.house.markers = Some(false));
        let e = import(&Db::open_in_memory().unwrap(), Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("needs markers"), "{e}");
        // Unknown values of the new keys: the field is named.
        let bad = text.replace("\"most_rounds_won\"", "\"coin\"");
        let e = import(&Db::open_in_memory().unwrap(), Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("spec.house"), "{e}");
        let bad = text.replace("\"going_out_bonus\": 25", "\"going_out_bonus\": 101");
        let e = import(&Db::open_in_memory().unwrap(), Source::Text(&bad)).unwrap_err();
        assert!(e.to_string().contains("0 to 100 points, not 101"), "{e}");
    }

    #[test]
    fn a_schedule_that_repeats_a_double_goes_out_and_comes_back() {
        let (src, id) = db_with_a_game(false);
        let mut g = export_json(&src, Some(id)).unwrap();
        g.games[0].uid = "repeats".into();
        g.games[0].spec.schedule = vec![12, 6, 12, 0, 0];
        let db = Db::open_in_memory().unwrap();
        import(&db, Source::Text(&g.to_text())).unwrap();
        let back = export_json(&db, None).unwrap().games;
        assert_eq!(back[0].spec.schedule, [12, 6, 12, 0, 0]);
    }
}

//! The referee screens' actions (move checker, blocked round, hand
//! planner): the current game's table basics, keeping a screen's state
//! between screens and restarts, and table files opened and saved. The
//! screens call these from handlers and hooks; they never touch storage or
//! files themselves.

use crate::db::Db;
use crate::rules::{parse_setup, HouseRules, Pip, PresetId, Rules, SetupError, TableSetup};
use serde::{de::DeserializeOwned, Deserialize, Serialize};
use std::path::PathBuf;

/// The table's basics: what the engine needs before any train or hand.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Basics {
    /// The preset.
    pub preset: PresetId,
    /// House rules over the preset (from the current game).
    pub house: Option<HouseRules>,
    /// The set's top double.
    pub set: Pip,
    /// The engine double's value.
    pub engine: Pip,
    /// Names in seat order.
    pub players: Vec<String>,
    /// The game these came from, if any.
    pub game: Option<i64>,
}

impl Basics {
    /// A table of `n` players on the preset's default set, seat `i` called
    /// `seat_name(i)`: the screen words the names ("Player 1", "Joueur 1"...
    /// in the language it shows).
    pub fn quick(preset: PresetId, n: usize, seat_name: impl Fn(usize) -> String) -> Basics {
        let set = Rules::preset(preset).default_set;
        Basics {
            preset,
            house: None,
            set,
            engine: set,
            players: (0..n).map(seat_name).collect(),
            game: None,
        }
    }

    /// The rules in force: the preset with the house rules.
    ///
    /// Basics never hold house rules that do not apply: those of a game
    /// were checked when it was created, the checker's own toggle makes
    /// only valid ones, a table file's are checked when it is opened, and
    /// kept state is checked when it is loaded ([`revalidate`] drops them).
    pub fn rules(&self) -> Rules {
        let base = Rules::preset(self.preset);
        match &self.house {
            Some(h) => base.with_house(h).unwrap_or(base),
            None => base,
        }
    }

    /// Whether a double laid as the last tile must still be covered (the
    /// house rule "you cannot go out on a double").
    pub fn cover_last_double(&self) -> bool {
        self.rules().cover_last_double
    }

    /// These basics with `cover_last_double` set to `on` (a house rule only
    /// where it differs from the preset).
    pub fn with_cover_last_double(&self, on: bool) -> Basics {
        let mut nb = self.clone();
        let mut h = nb.house.take().unwrap_or_default();
        h.last_double_ends_round = None;
        h.cover_last_double = (on != Rules::preset(nb.preset).cover_last_double).then_some(on);
        nb.house = (!h.is_empty()).then_some(h);
        nb
    }

    /// How many players this preset allows on this set (at most 8 offered).
    pub fn player_range(&self) -> (usize, usize) {
        let r = Rules::preset(self.preset);
        let max = r.max_players_for(self.set).min(8) as usize;
        (r.min_players as usize, max.max(r.min_players as usize))
    }
}

/// The current game's table (its next round's engine), else a quick
/// classic table for three, seat `i` called `seat_name(i)` (see
/// [`Basics::quick`]).
pub fn current_basics(db: &Db, seat_name: impl Fn(usize) -> String) -> Basics {
    let game = db
        .unfinished_game()
        .ok()
        .flatten()
        .and_then(|id| db.game(id).ok());
    match game {
        Some(g) => {
            let spec = &g.sheet.spec;
            let engine = g.sheet.next_round().map(|p| p.engine).unwrap_or(spec.set);
            Basics {
                preset: spec.preset,
                house: (!spec.house.is_empty()).then(|| spec.house.clone()),
                set: spec.set,
                engine,
                players: spec.players.clone(),
                game: Some(g.id),
            }
        }
        None => Basics::quick(PresetId::Classic, 3, seat_name),
    }
}

/// Basics as kept in the database, made current: a game that is no longer
/// the one in progress is not claimed any more (its names stay), and house
/// rules that do not apply (a kept state edited by hand) are dropped: the
/// preset alone is in force, as [`Basics::rules`] assumes.
pub fn revalidate(db: &Db, mut b: Basics) -> Basics {
    if b.game.is_some() && db.unfinished_game().ok().flatten() != b.game {
        b.game = None;
    }
    if let Some(h) = &b.house {
        if Rules::preset(b.preset).with_house(h).is_err() {
            b.house = None;
        }
    }
    b
}

/// For game `game`, if it can be read: who its plan says starts the next
/// round (`None` when the plan does not say).
pub fn next_starter(db: &Db, game: Option<i64>) -> Option<Option<usize>> {
    let g = db.game(game?).ok()?;
    Some(g.sheet.next_round().and_then(|r| r.starter))
}

/// A screen's state kept under `key`, if it reads back as `T` (state of an
/// older shape is not an error: it is not there).
pub fn load_kept<T: DeserializeOwned>(db: &Db, key: &str) -> Option<T> {
    db.referee(key)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
}

/// Keeps a screen's state under `key` (forgets it when it is `fresh`).
/// Returns a message when the database refused.
pub fn keep<T: Serialize + PartialEq>(db: &Db, key: &str, state: &T, fresh: &T) -> Option<String> {
    let kept = if state == fresh {
        db.discard_referee(key)
    } else {
        match serde_json::to_string(state) {
            Ok(text) => db.save_referee(key, &text),
            Err(_) => Ok(()),
        }
    };
    kept.err()
        .map(|e| format!("what you tapped could not be kept: {e}"))
}

/// Forgets a screen's state.
pub fn discard_kept(db: &Db, key: &str) {
    let _ = db.discard_referee(key);
}

/// Where a table file goes unless the user says otherwise: beside the
/// database, else in the temporary directory.
pub fn default_table_file(db: &Db) -> String {
    let dir = db
        .path()
        .and_then(|p| p.parent())
        .map(PathBuf::from)
        .unwrap_or_else(std::env::temp_dir);
    dir.join("table.json").display().to_string()
}

/// The disputed move of a saved table file, kept in the app's storage: the
/// file's `moves` are moves made, and the table file has no place for a move
/// in dispute. Restored when the same file, unchanged, is opened again.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct FileDispute<D> {
    /// The file's text as saved.
    file: String,
    /// The disputed move, as the screen keeps it.
    draft: D,
}

/// The storage key of a saved file's disputed move.
fn file_key(file: &str) -> String {
    let path = std::fs::canonicalize(file).unwrap_or_else(|_| PathBuf::from(file));
    format!("file:{}", path.display())
}

/// The text of the table file for `setup` (what [`save_table_file`]
/// writes and the browser downloads).
pub fn table_file_text(setup: &TableSetup) -> Result<String, String> {
    serde_json::to_string_pretty(setup)
        .map(|json| json + "\n")
        .map_err(|e| e.to_string())
}

/// The name a table file is offered under in the browser on day `day`
/// (`YYYY-MM-DD`): `table-2026-11-24.json`.
pub fn table_file_name(day: &str) -> String {
    format!("table-{day}.json")
}

/// Keeps `dispute` beside the file `file` whose text is `json` in the app's
/// storage (or forgets what was kept for it when there is none). `done`
/// says what happened to the file ("Saved to t.json"). The message to show.
fn keep_dispute<D: Serialize>(
    db: &Db,
    file: &str,
    json: String,
    dispute: Option<&D>,
    done: &str,
) -> Result<String, String> {
    let key = file_key(file);
    let kept = match dispute {
        None => db.discard_referee(&key),
        Some(draft) => match serde_json::to_string(&FileDispute { file: json, draft }) {
            Ok(text) => db.save_referee(&key, &text),
            Err(_) => Ok(()),
        },
    };
    match kept {
        Ok(()) => Ok(format!(
            "{done}: the table and the moves made. The move in dispute is not a move made, so it stays in this app and comes back when you open the file here."
        )),
        Err(e) => Err(format!(
            "{done}, but the move in dispute could not be kept: {e}"
        )),
    }
}

/// Saves a table file at `file`, and keeps `dispute` (the move in dispute,
/// which a table file has no place for) beside it in the app's storage, or
/// forgets what was kept for it when there is none. The message to show.
pub fn save_table_file<D: Serialize>(
    db: &Db,
    file: &str,
    setup: &TableSetup,
    dispute: Option<&D>,
) -> Result<String, String> {
    let json = table_file_text(setup)
        .and_then(|json| {
            std::fs::write(file, &json)
                .map(|_| json)
                .map_err(|e| e.to_string())
        })
        .map_err(|e| format!("Could not save to {file}: {e}"))?;
    keep_dispute(db, file, json, dispute, &format!("Saved to {file}"))
}

/// A table file to download as `name` (the browser has no folders): its
/// bytes and the message to show. The move in dispute is kept as
/// [`save_table_file`] keeps it, and comes back when a file of that name,
/// unchanged, is opened here.
pub fn table_file_download<D: Serialize>(
    db: &Db,
    name: &str,
    setup: &TableSetup,
    dispute: Option<&D>,
) -> Result<(Vec<u8>, String), String> {
    let json = table_file_text(setup).map_err(|e| format!("Could not make {name}: {e}"))?;
    let msg = keep_dispute(
        db,
        name,
        json.clone(),
        dispute,
        &format!("Downloaded {name}"),
    )?;
    Ok((json.into_bytes(), msg))
}

/// A table file opened: what it says, and the move in dispute kept beside
/// it when it was saved here (if the file is unchanged since).
#[derive(Clone, Debug, PartialEq)]
pub struct OpenedFile<D> {
    /// The file's table and moves made.
    pub setup: TableSetup,
    /// The move in dispute, kept in the app's storage.
    pub dispute: Option<D>,
}

/// Why a table file could not be opened.
#[derive(Debug)]
pub enum OpenError {
    /// The file could not be read.
    Read(String),
    /// The file is not a table file.
    Invalid(SetupError),
}

/// Opens the table file at `file`.
pub fn open_table_file<D: DeserializeOwned>(
    db: &Db,
    file: &str,
) -> Result<OpenedFile<D>, OpenError> {
    let text = std::fs::read_to_string(file).map_err(|e| OpenError::Read(e.to_string()))?;
    open_table_text(db, file, text)
}

/// The largest table file read (a table and its moves are a few KB).
pub const MAX_TABLE_FILE_BYTES: usize = 1 << 20;

/// Opens a table file from its bytes (the browser's file picker gives
/// them), named `name`: the same checks as [`open_table_file`].
pub fn open_table_bytes<D: DeserializeOwned>(
    db: &Db,
    name: &str,
    bytes: &[u8],
) -> Result<OpenedFile<D>, OpenError> {
    if bytes.len() > MAX_TABLE_FILE_BYTES {
        return Err(OpenError::Read(format!(
            "it is larger than {} KB, more than a table file holds",
            MAX_TABLE_FILE_BYTES >> 10
        )));
    }
    let text = String::from_utf8(bytes.to_vec())
        .map_err(|_| OpenError::Read("it is not UTF-8 text".into()))?;
    open_table_text(db, name, text)
}

fn open_table_text<D: DeserializeOwned>(
    db: &Db,
    file: &str,
    text: String,
) -> Result<OpenedFile<D>, OpenError> {
    let setup = parse_setup(&text).map_err(OpenError::Invalid)?;
    let dispute = load_kept::<FileDispute<D>>(db, &file_key(file))
        .filter(|fd| fd.file == text)
        .map(|fd| fd.draft);
    Ok(OpenedFile { setup, dispute })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn seat(i: usize) -> String {
        format!("Player {}", i + 1)
    }

    #[test]
    fn with_no_game_the_seats_are_named_as_the_screen_says() {
        let db = Db::open_in_memory().unwrap();
        let b = current_basics(&db, |i| format!("Joueur {}", i + 1));
        assert_eq!(b.players, ["Joueur 1", "Joueur 2", "Joueur 3"]);
        assert_eq!(b.game, None);
    }

    #[test]
    fn kept_basics_with_a_house_rule_that_does_not_apply_fall_back_to_the_preset() {
        let db = Db::open_in_memory().unwrap();
        let mut b = Basics::quick(PresetId::Classic, 3, seat);
        b.house = Some(HouseRules {
            blank_half: Some(1000),
            ..HouseRules::default()
        });
        let b = revalidate(&db, b);
        assert_eq!(b.house, None);
        assert_eq!(b.rules(), Rules::preset(PresetId::Classic));
        let mut ok = Basics::quick(PresetId::Classic, 3, seat);
        ok.house = Some(HouseRules {
            blank_half: Some(0),
            ..HouseRules::default()
        });
        assert_eq!(revalidate(&db, ok.clone()), ok);
    }

    #[test]
    fn a_saved_table_file_opens_with_its_dispute() {
        let db = Db::open_in_memory().unwrap();
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("t.json").display().to_string();
        let setup = parse_setup(r#"{"players": ["Ana", "Ben"]}"#).unwrap();
        save_table_file(&db, &file, &setup, Some(&7u32)).unwrap();
        let opened: OpenedFile<u32> = open_table_file(&db, &file).unwrap();
        assert_eq!(opened.setup.players, setup.players);
        assert_eq!(opened.dispute, Some(7));
        save_table_file::<u32>(&db, &file, &setup, None).unwrap();
        let opened: OpenedFile<u32> = open_table_file(&db, &file).unwrap();
        assert_eq!(opened.dispute, None);
        assert!(matches!(
            open_table_file::<u32>(&db, &dir.path().join("none.json").display().to_string()),
            Err(OpenError::Read(_))
        ));
    }
}

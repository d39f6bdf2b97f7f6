//! The JSON export file: what `export` writes by default and `import` reads.
//!
//! [`parse_export`] checks the file's shape field by field, so that a
//! refusal names the field; whether the games it holds follow the rules is
//! the application layer's check ([`crate::app::files`]).

use crate::i18n::{english_fmt, Message, Said};
use crate::rules::{shorten, GameSpec, RoundEntry, Scoresheet};
use serde::{Deserialize, Serialize};
use std::fmt;

/// The version of the JSON export format this build writes, and the newest
/// it reads. Version 2 added each game's `revision` and `sender`
/// (corrections after the night, `shared/spec/club.md`); a version 1 file
/// is still read, each of its games revision 1 of sender `""`.
pub const EXPORT_SCHEMA_VERSION: u32 = 2;

/// Largest file `import` accepts (a safeguard against hostile input).
pub const MAX_IMPORT_BYTES: usize = 256 * 1024 * 1024;

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

impl ExportFile {
    /// A file of this version holding `games`, written now.
    pub fn new(games: Vec<ExportedGame>) -> ExportFile {
        ExportFile {
            schema_version: EXPORT_SCHEMA_VERSION,
            app: "mextrain".into(),
            exported_at: chrono::Utc::now().to_rfc3339(),
            games,
        }
    }

    /// The file's text: pretty JSON ending with a new line.
    pub fn to_text(&self) -> String {
        pretty(self)
    }
}

/// `v` as pretty JSON ending with a new line.
pub(super) fn pretty(v: &impl Serialize) -> String {
    let mut s = serde_json::to_string_pretty(v).unwrap_or_default();
    s.push('\n');
    s
}

/// One game in the export.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ExportedGame {
    /// Stable id (import skips a uid it already has).
    pub uid: String,
    /// Its revision: 1 for the first version, one more for each
    /// correction saved after its night (absent: 1).
    #[serde(default = "first_revision")]
    pub revision: u32,
    /// The machine that made this revision: its sender id, stable and
    /// random (absent, or a game stored before senders existed: `""`).
    #[serde(default)]
    pub sender: String,
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
    /// The club night it was played at, if any (`shared/spec/club.md`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub night: Option<crate::rules::club::NightTag>,
}

/// A game's revision when its file does not say: the first.
fn first_revision() -> u32 {
    1
}

impl ExportedGame {
    /// The game's score sheet (settings and rounds).
    pub fn sheet(&self) -> Scoresheet {
        let mut sheet = Scoresheet::new(self.spec.clone());
        sheet.rounds = self.rounds.clone();
        sheet
    }
}

/// Why a file is not an export this build reads, or one of its games is
/// refused.
#[derive(Debug, Clone, PartialEq, Eq)]
#[non_exhaustive]
pub enum FileError {
    /// Not JSON, or not the shape of an export file.
    Format(String),
    /// Written by another version of the format (a newer one, or one
    /// that never was).
    SchemaVersion {
        /// The file's version.
        found: String,
        /// The newest version the reader reads.
        supported: u32,
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
}

impl FileError {
    /// Game `index` (1-based) of the file is wrong in `field`.
    pub fn game(
        index: usize,
        uid: Option<&str>,
        field: &str,
        message: impl fmt::Display,
    ) -> FileError {
        FileError::Game {
            index,
            uid: uid.map(str::to_string),
            field: field.to_string(),
            message: message.to_string(),
        }
    }
}

/// Values from the file are quoted at most this long in a message.
const QUOTE: usize = 40;

impl FileError {
    /// The values of the message, as every message about the file says
    /// them. Everything that comes from the file is shortened: a hostile
    /// file never fills the screen (serde's messages quote the value too).
    fn with_args(&self, said: Said) -> Said {
        match self {
            FileError::Format(m) => said.arg("detail", shorten(m, 300)),
            FileError::SchemaVersion { found, supported } => said
                .arg("found", shorten(found, QUOTE))
                .arg("supported", *supported),
            FileError::Game {
                index,
                uid,
                field,
                message,
            } => said
                .arg("index", *index)
                .arg(
                    "uid",
                    uid.as_deref()
                        .map_or_else(|| "?".to_string(), |u| shorten(u, QUOTE)),
                )
                .arg("known", if uid.is_some() { "yes" } else { "no" })
                .arg("field", shorten(field, 80))
                .arg("detail", shorten(message, 300)),
        }
    }

    /// The message naming the file `file` (an import's refusal says which).
    pub fn in_file(&self, file: &str) -> Said {
        self.with_args(match self {
            FileError::Format(_) => Said::new("hist-import-format"),
            FileError::SchemaVersion { .. } if self.is_newer() => {
                Said::new("hist-import-schema-newer")
            }
            FileError::SchemaVersion { .. } => Said::new("hist-import-schema"),
            FileError::Game { .. } => Said::new("hist-import-game"),
        })
        .arg("file", shorten(file, 200))
    }

    /// Whether the file was made by a newer mextrain: its version is a
    /// number above the newest the reader reads.
    pub fn is_newer(&self) -> bool {
        match self {
            FileError::SchemaVersion { found, supported } => found
                .parse::<u64>()
                .is_ok_and(|v| v > u64::from(*supported)),
            _ => false,
        }
    }
}

impl Message for FileError {
    fn said(&self) -> Said {
        self.with_args(match self {
            FileError::Format(_) => Said::new("file-format"),
            FileError::SchemaVersion { .. } if self.is_newer() => Said::new("file-schema-newer"),
            FileError::SchemaVersion { .. } => Said::new("file-schema"),
            FileError::Game { .. } => Said::new("file-game"),
        })
    }

    fn samples() -> Vec<FileError> {
        vec![
            FileError::Format("expected value at line 1".into()),
            FileError::SchemaVersion {
                found: "9".into(),
                supported: EXPORT_SCHEMA_VERSION,
            },
            FileError::SchemaVersion {
                found: "\"two\"".into(),
                supported: EXPORT_SCHEMA_VERSION,
            },
            FileError::game(2, Some("abc"), "spec.players", "two players are called Ana"),
            FileError::game(3, None, "rounds[0]", "missing"),
        ]
    }
}

impl fmt::Display for FileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for FileError {}

/// Parses a whole export file, checking its shape field by field. Two games
/// with one uid are refused. Whether each game follows the rules is not
/// checked here (see [`crate::app::files::check`]). Reads every version up
/// to [`EXPORT_SCHEMA_VERSION`].
pub fn parse_export(text: &str) -> Result<Vec<ExportedGame>, FileError> {
    parse_export_upto(text, EXPORT_SCHEMA_VERSION)
}

/// [`parse_export`] as a build reading versions 1 to `newest` reads it: a
/// file of a later version is refused as made by a newer mextrain
/// ([`FileError::is_newer`]), and a version's games hold only that
/// version's fields (version 1: no `revision`, no `sender`).
pub fn parse_export_upto(text: &str, newest: u32) -> Result<Vec<ExportedGame>, FileError> {
    if text.len() > MAX_IMPORT_BYTES {
        return Err(FileError::Format(format!(
            "the file is larger than {} MB",
            MAX_IMPORT_BYTES >> 20
        )));
    }
    let root: serde_json::Value =
        serde_json::from_str(text).map_err(|e| FileError::Format(format!("bad JSON: {e}")))?;
    let obj = root
        .as_object()
        .ok_or_else(|| FileError::Format("the top level is not an object".into()))?;
    let version = match obj.get("schema_version") {
        None => return Err(FileError::Format("no schema_version field".into())),
        Some(v) => match v.as_u64() {
            Some(n) if (1..=u64::from(newest)).contains(&n) => n as u32,
            _ => {
                return Err(FileError::SchemaVersion {
                    found: v.to_string(),
                    supported: newest,
                })
            }
        },
    };
    let games = obj
        .get("games")
        .and_then(|g| g.as_array())
        .ok_or_else(|| FileError::Format("no games list".into()))?;
    let mut out = Vec::with_capacity(games.len());
    let mut uids = std::collections::HashSet::new();
    for (i, raw) in games.iter().enumerate() {
        let game = parse_game_of(version, i + 1, raw)?;
        if !uids.insert(game.uid.clone()) {
            return Err(FileError::game(
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

/// One game of an export file's `games` (its 1-based place `index`),
/// checked field by field as [`parse_export`] checks each (a game as this
/// version writes it: a league's games sent over the network).
pub fn parse_game(index: usize, raw: &serde_json::Value) -> Result<ExportedGame, FileError> {
    parse_game_of(EXPORT_SCHEMA_VERSION, index, raw)
}

/// [`parse_game`] for a file of format `version`.
fn parse_game_of(
    version: u32,
    index: usize,
    raw: &serde_json::Value,
) -> Result<ExportedGame, FileError> {
    let obj = raw
        .as_object()
        .ok_or_else(|| FileError::game(index, None, "game", "not an object"))?;
    let uid = obj.get("uid").and_then(|u| u.as_str());
    // Field by field, so that the message names the field.
    for (k, v) in obj {
        let check =
            |r: Result<(), serde_json::Error>| r.map_err(|e| FileError::game(index, uid, k, e));
        match k.as_str() {
            "uid" => check(serde_json::from_value::<String>(v.clone()).map(drop))?,
            // Version 2's: a correction's revision and its machine.
            "revision" if version >= 2 => {
                check(serde_json::from_value::<u32>(v.clone()).map(drop))?
            }
            "sender" if version >= 2 => {
                check(serde_json::from_value::<String>(v.clone()).map(drop))?
            }
            "spec" => {
                let spec = v
                    .as_object()
                    .ok_or_else(|| FileError::game(index, uid, "spec", "not an object"))?;
                for (sk, sv) in spec {
                    let field = format!("spec.{sk}");
                    let r = match sk.as_str() {
                        "preset" => {
                            serde_json::from_value::<crate::rules::PresetId>(sv.clone()).map(drop)
                        }
                        "set" => serde_json::from_value::<u8>(sv.clone()).map(drop),
                        // An object only: serde would also take a list in field order.
                        "house" if !sv.is_object() => {
                            return Err(FileError::game(index, uid, &field, "not an object"))
                        }
                        "house" => {
                            serde_json::from_value::<crate::rules::HouseRules>(sv.clone()).map(drop)
                        }
                        "players" => serde_json::from_value::<Vec<String>>(sv.clone()).map(drop),
                        "schedule" => serde_json::from_value::<Vec<u8>>(sv.clone()).map(drop),
                        _ => return Err(FileError::game(index, uid, &field, "unknown field")),
                    };
                    r.map_err(|e| FileError::game(index, uid, &field, e))?;
                }
            }
            "colours" => check(serde_json::from_value::<Vec<String>>(v.clone()).map(drop))?,
            "first_starter" => check(serde_json::from_value::<Option<usize>>(v.clone()).map(drop))?,
            "started_at" => check(serde_json::from_value::<i64>(v.clone()).map(drop))?,
            "finished_at" => check(serde_json::from_value::<Option<i64>>(v.clone()).map(drop))?,
            "night" => {
                let tag: crate::rules::club::NightTag = serde_json::from_value(v.clone())
                    .map_err(|e| FileError::game(index, uid, k, e))?;
                if let Some((field, message)) = tag.problem() {
                    return Err(FileError::game(index, uid, field, message));
                }
            }
            "rounds" => {
                let rounds = v
                    .as_array()
                    .ok_or_else(|| FileError::game(index, uid, "rounds", "not a list"))?;
                for (k, r) in rounds.iter().enumerate() {
                    let field = format!("rounds[{}] (round {})", k, k + 1);
                    if !r.is_object() {
                        return Err(FileError::game(index, uid, &field, "not an object"));
                    }
                    serde_json::from_value::<RoundEntry>(r.clone())
                        .map_err(|e| FileError::game(index, uid, &field, e))?;
                }
            }
            _ => return Err(FileError::game(index, uid, k, "unknown field")),
        }
    }
    serde_json::from_value(raw.clone()).map_err(|e| FileError::game(index, uid, "game", e))
}

/// A game of one round (12-12) that seat 0 went out of, the others
/// scoring `points`; without `points`, a game with no round yet.
#[cfg(test)]
pub(crate) fn sample(players: &[&str], points: Option<&[i32]>) -> ExportedGame {
    use crate::rules::{PresetId, RoundOutcome};
    let names: Vec<String> = players.iter().map(|p| p.to_string()).collect();
    let mut spec = GameSpec::new(PresetId::Classic, 12, names.clone()).unwrap();
    // The names as given (a file, or a game stored before names were cleaned).
    spec.players = names;
    spec.schedule = vec![12];
    let rounds: Vec<RoundEntry> = points
        .map(|p| RoundEntry {
            engine: 12,
            starter: 0,
            end: RoundOutcome::Out(0),
            points: p.to_vec(),
            tiles: vec![None; p.len()],
            markers_up: vec![],
        })
        .into_iter()
        .collect();
    ExportedGame {
        uid: format!("sample-{}", players.join("-")),
        revision: 1,
        sender: "sample-machine".into(),
        spec,
        colours: vec!["#000000".into(); players.len()],
        first_starter: Some(0),
        started_at: 0,
        finished_at: points.map(|_| 3600),
        rounds,
        night: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_that_is_not_an_export_is_a_format_error() {
        assert!(matches!(parse_export("[]"), Err(FileError::Format(_))));
        assert!(matches!(
            parse_export("{\"schema_version\": 3, \"games\": []}"),
            Err(FileError::SchemaVersion { .. })
        ));
        for v in [1, 2] {
            assert_eq!(
                parse_export(&format!("{{\"schema_version\": {v}, \"games\": []}}")),
                Ok(vec![])
            );
        }
    }

    /// A version 2 file: every game carries its revision and sender.
    fn file_v2(revision: u32, sender: &str) -> String {
        let mut g = sample(&["Ana", "Ben"], Some(&[0, 7]));
        g.revision = revision;
        g.sender = sender.into();
        ExportFile::new(vec![g]).to_text()
    }

    #[test]
    fn a_game_carries_its_revision_and_sender_and_a_version_1_file_reads_as_revision_1() {
        let text = file_v2(3, "0123abcd");
        assert!(text.contains("\"schema_version\": 2"), "{text}");
        assert!(text.contains("\"revision\": 3"), "{text}");
        assert!(text.contains("\"sender\": \"0123abcd\""), "{text}");
        let back = parse_export(&text).unwrap();
        assert_eq!((back[0].revision, back[0].sender.as_str()), (3, "0123abcd"));
        // Absent in a version 2 file: the first revision, of nobody known.
        let bare = text
            .replace("\"revision\": 3,", "")
            .replace("\"sender\": \"0123abcd\",", "");
        assert_ne!(bare, text);
        let back = parse_export(&bare).unwrap();
        assert_eq!((back[0].revision, back[0].sender.as_str()), (1, ""));
        // A version 1 file (as the first builds wrote it): the same.
        let v1 = bare.replace("\"schema_version\": 2", "\"schema_version\": 1");
        let back = parse_export(&v1).unwrap();
        assert_eq!((back[0].revision, back[0].sender.as_str()), (1, ""));
        // Version 1 had no such fields: a version 1 file holding one is
        // refused, naming it, as a version 1 build refused it.
        let odd = text.replace("\"schema_version\": 2", "\"schema_version\": 1");
        let e = parse_export(&odd).unwrap_err();
        assert!(
            matches!(&e, FileError::Game { field, .. } if field == "revision"),
            "{e:?}"
        );
    }

    #[test]
    fn a_version_1_reader_refuses_a_version_2_file_as_made_by_a_newer_mextrain() {
        let text = file_v2(2, "0123abcd");
        let e = parse_export_upto(&text, 1).unwrap_err();
        assert_eq!(
            e,
            FileError::SchemaVersion {
                found: "2".into(),
                supported: 1
            }
        );
        assert!(e.is_newer());
        assert_eq!(
            e.to_string(),
            "made by a newer mextrain (schema_version 2; this one reads up to version 1): \
             update mextrain to read it"
        );
        assert_eq!(
            crate::i18n::english(&e.in_file("night.json")),
            "night.json was made by a newer mextrain (schema_version 2; this one reads up \
             to version 1): update mextrain to import it"
        );
        let fr = crate::i18n::said(crate::i18n::Lang::from_tag("fr"), &e.in_file("night.json"));
        assert!(fr.contains("mextrain plus récent"), "{fr}");
        // This build reads it; a version it never wrote is not "newer".
        assert!(parse_export_upto(&text, 2).is_ok());
        let never = text.replace("\"schema_version\": 2", "\"schema_version\": 0");
        let e = parse_export(&never).unwrap_err();
        assert!(!e.is_newer());
        assert_eq!(
            e.to_string(),
            "schema_version 0 is not supported (this mextrain reads version 2)"
        );
    }
}

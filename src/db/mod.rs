//! Storage: one SQLite file in the platform's data folder.
//!
//! [`Db`] owns the connection. Storage only: the app layer ([`crate::app`])
//! checks every value and decides every rule. A write that is one step
//! (start a game, keep a draft, a backup...) is one method of [`Db`]; an
//! action made of several steps is composed by the app inside
//! [`Db::write`], whose [`Tx`] offers storage's primitives (append a round,
//! discard a draft, journal for undo, audit, bump the change counter, keep an
//! idempotent answer...). Either way it is one transaction committed before
//! `Ok` is returned, so a screen that says "saved" never lies, and a crash or
//! kill at any moment leaves either the whole action or none of it. The
//! methods are grouped by table: `games.rs` (games, players), `rounds.rs` (rounds,
//! drafts, the undo journal), `history.rs` (the list of games, the bin),
//! `stats.rs` (the statistics read model), `backup.rs`, `referee.rs`,
//! `table.rs` (table mode's hosting, devices, entries and the audit trail),
//! `night.rs` (club nights and leagues), `players.rs` (renames and merges),
//! `outbox.rs` (a league receiving games, and a sender's outbox); a game's
//! revision and sender, and this machine's sender id, are `games.rs`'s.
//!
//! The schema is versioned with `PRAGMA user_version`; [`MIGRATIONS`] is the
//! ordered list of steps. A file from a newer mextrain, or one that is not a
//! healthy SQLite database, is refused with [`DbError`] and never written to
//! (`file.rs`: the checks before a file is opened, and the session stamp
//! that ties a WAL to its file).

use crate::i18n::{english_fmt, Message, Said};
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

// One repository per table group; `record` reads a whole game back.
pub mod backup;
pub mod export;
mod file;
mod games;
mod history;
pub mod lan;
mod night;
pub mod outbox;
mod players;
mod record;
mod referee;
mod rounds;
pub mod stats;

pub use backup::BackupInfo;
pub use export::{ImportReport, Took};
use file::{db_write_error, examine, inspect, write_error, SQLITE_MAGIC};
pub(crate) use file::{session, sidecar};
pub use games::{GameId, GameRecord, GameSummary};
pub use history::{HistoryEntry, HistoryFilter, HistoryPage};
pub use lan::LanReads;
pub use night::{
    LeagueGame, LeagueResults, NewNight, NightGame, NightId, NightPlace, NightRecord, RatedGame,
};
pub use players::PlayerId;
pub(crate) use rounds::points_json;
pub use rounds::{Journal, Rewind, UndoStep};

/// The database file's name inside the data folder.
pub const FILE_NAME: &str = "mextrain.sqlite3";

/// The WAL is merged into the file once it is past this size
/// ([`Db::checkpoint_if_over`], called now and then while the file is open).
pub const WAL_LIMIT: u64 = 1 << 20;

/// The schema, one step per version: step `i` takes `user_version` from `i` to `i + 1`.
pub const MIGRATIONS: &[&str] = &[
    // 1: players, games, rounds, scores, and the undo journal.
    r#"
    CREATE TABLE players (
        id      INTEGER PRIMARY KEY,
        name    TEXT NOT NULL UNIQUE COLLATE NOCASE,
        colour  TEXT NOT NULL,
        last_used INTEGER NOT NULL DEFAULT 0
    );
    CREATE TABLE games (
        id          INTEGER PRIMARY KEY,
        uid         TEXT NOT NULL UNIQUE,
        preset      TEXT NOT NULL,
        set_top     INTEGER NOT NULL,
        house       TEXT NOT NULL DEFAULT '{}',
        schedule    TEXT NOT NULL,
        first_starter INTEGER,
        started_at  INTEGER NOT NULL,
        finished_at INTEGER,
        deleted_at  INTEGER
    );
    CREATE INDEX games_by_start ON games(started_at DESC);
    CREATE TABLE game_players (
        game_id   INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat      INTEGER NOT NULL,
        player_id INTEGER NOT NULL REFERENCES players(id),
        colour    TEXT NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX game_players_by_player ON game_players(player_id);
    CREATE TABLE rounds (
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx      INTEGER NOT NULL,
        engine   INTEGER NOT NULL,
        starter  INTEGER NOT NULL,
        out_seat INTEGER,
        blocked  INTEGER NOT NULL,
        saved_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, idx)
    ) WITHOUT ROWID;
    CREATE TABLE scores (
        game_id INTEGER NOT NULL,
        idx     INTEGER NOT NULL,
        seat    INTEGER NOT NULL,
        points  INTEGER NOT NULL CHECK (points >= 0),
        tiles   TEXT,
        PRIMARY KEY (game_id, idx, seat),
        FOREIGN KEY (game_id, idx) REFERENCES rounds(game_id, idx) ON DELETE CASCADE
    ) WITHOUT ROWID;
    CREATE TABLE undo_log (
        id       INTEGER PRIMARY KEY,
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        action   TEXT NOT NULL,
        idx      INTEGER NOT NULL,
        before   TEXT
    );
    "#,
    // 2: history and statistics. A partial index for the history list, and
    // `game_stats`, one row per game and seat computed by `stats::refresh`
    // from the score sheet; triggers drop a game's rows whenever its rounds,
    // scores or players change, and the next read computes them again.
    r#"
    CREATE INDEX games_live_by_start ON games(started_at DESC, id DESC) WHERE deleted_at IS NULL;
    CREATE TABLE game_stats (
        game_id    INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        seat       INTEGER NOT NULL,
        player_id  INTEGER NOT NULL REFERENCES players(id),
        total      INTEGER NOT NULL,
        rounds     INTEGER NOT NULL,
        best       INTEGER,
        worst      INTEGER,
        outs       INTEGER NOT NULL,
        rounds_won INTEGER NOT NULL,
        rank       INTEGER NOT NULL,
        PRIMARY KEY (game_id, seat)
    ) WITHOUT ROWID;
    CREATE INDEX game_stats_by_player ON game_stats(player_id);
    CREATE TRIGGER game_stats_scores_ins AFTER INSERT ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_scores_upd AFTER UPDATE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_scores_del AFTER DELETE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    CREATE TRIGGER game_stats_rounds_ins AFTER INSERT ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_rounds_upd AFTER UPDATE ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_rounds_del AFTER DELETE ON rounds BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    CREATE TRIGGER game_stats_players_ins AFTER INSERT ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_players_upd AFTER UPDATE ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_players_del AFTER DELETE ON game_players BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    "#,
    // 3: what has been entered for a round not saved yet (every tap), so a
    // crash or a kill in the middle of the end-of-round entry loses nothing.
    r#"
    CREATE TABLE drafts (
        game_id  INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx      INTEGER NOT NULL,
        form     TEXT NOT NULL,
        saved_at INTEGER NOT NULL,
        PRIMARY KEY (game_id, idx)
    ) WITHOUT ROWID;
    "#,
    // 4: what the referee screens show (move checker, blocked round, hand
    // planner), kept after every tap like the round drafts, so switching
    // screens or restarting does not throw a dispute away; and the disputed
    // move of each table file saved from the checker (a table file only
    // holds moves made).
    r#"
    CREATE TABLE referee (
        key      TEXT PRIMARY KEY,
        state    TEXT NOT NULL,
        saved_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    "#,
    // 5: table mode (docs/table-mode.md): the hosting of a game (join code,
    // the watch link's token, the change counter), the phones that joined
    // (only the SHA-256 of their tokens), the entries of the round being
    // played, the idempotency keys applied and their answers, and the audit
    // trail of every change to a score.
    r#"
    CREATE TABLE table_hosting (
        game_id     INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        code        TEXT NOT NULL,
        watch_token TEXT NOT NULL,
        version     INTEGER NOT NULL,
        last_player_saves INTEGER NOT NULL DEFAULT 0,
        started_at  INTEGER NOT NULL
    );
    CREATE TABLE table_devices (
        id         INTEGER PRIMARY KEY,
        game_id    INTEGER NOT NULL REFERENCES table_hosting(game_id) ON DELETE CASCADE,
        token_hash TEXT NOT NULL UNIQUE,
        role       TEXT NOT NULL,
        seat       INTEGER,
        label      TEXT NOT NULL,
        joined_at  INTEGER NOT NULL
    );
    CREATE UNIQUE INDEX table_devices_by_seat ON table_devices(game_id, seat) WHERE seat IS NOT NULL;
    CREATE TABLE table_entries (
        game_id INTEGER NOT NULL REFERENCES table_hosting(game_id) ON DELETE CASCADE,
        idx     INTEGER NOT NULL,
        seat    INTEGER NOT NULL,
        entry   TEXT NOT NULL,
        device  TEXT NOT NULL,
        at      INTEGER NOT NULL,
        PRIMARY KEY (game_id, idx, seat)
    ) WITHOUT ROWID;
    CREATE TABLE table_applied (
        device_id INTEGER NOT NULL REFERENCES table_devices(id) ON DELETE CASCADE,
        key       TEXT NOT NULL,
        answer    TEXT NOT NULL,
        at        INTEGER NOT NULL,
        PRIMARY KEY (device_id, key)
    ) WITHOUT ROWID;
    CREATE TABLE audit (
        id      INTEGER PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
        idx     INTEGER,
        seat    INTEGER,
        device  TEXT NOT NULL,
        at      INTEGER NOT NULL,
        what    TEXT NOT NULL,
        old     TEXT,
        new     TEXT
    );
    CREATE INDEX audit_by_game ON audit(game_id, id);
    "#,
    // 6: the join link's key (issue 29): 128 random bits, hex, carried by
    // the QR code and the join link beside the code. A phone that sends it
    // joins without the limits on wrong codes, which strangers guessing
    // can keep spent. NULL for a hosting begun before this step (it is
    // given one when the host resumes).
    r#"
    ALTER TABLE table_hosting ADD COLUMN join_key TEXT;
    "#,
    // 7: house scoring rules (issue 31). A round's points may be below
    // zero (a going-out bonus), so `scores` is made again without its
    // CHECK (points >= 0), and keeps each seat's marker at the round's end
    // (`marker_up`, 1 = up: the open-marker penalty). The rows are copied
    // as they are (every marker down), and the statistics' triggers on
    // `scores` are made again with it.
    r#"
    CREATE TABLE scores_v7 (
        game_id   INTEGER NOT NULL,
        idx       INTEGER NOT NULL,
        seat      INTEGER NOT NULL,
        points    INTEGER NOT NULL,
        tiles     TEXT,
        marker_up INTEGER NOT NULL DEFAULT 0 CHECK (marker_up IN (0, 1)),
        PRIMARY KEY (game_id, idx, seat),
        FOREIGN KEY (game_id, idx) REFERENCES rounds(game_id, idx) ON DELETE CASCADE
    ) WITHOUT ROWID;
    INSERT INTO scores_v7 (game_id, idx, seat, points, tiles)
        SELECT game_id, idx, seat, points, tiles FROM scores;
    DROP TABLE scores;
    ALTER TABLE scores_v7 RENAME TO scores;
    CREATE TRIGGER game_stats_scores_ins AFTER INSERT ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = NEW.game_id; END;
    CREATE TRIGGER game_stats_scores_upd AFTER UPDATE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id IN (OLD.game_id, NEW.game_id); END;
    CREATE TRIGGER game_stats_scores_del AFTER DELETE ON scores BEGIN
        DELETE FROM game_stats WHERE game_id = OLD.game_id; END;
    "#,
    // 8: club nights and leagues (issue 32, shared/spec/club.md). A night
    // keeps the rules every table plays (preset, set, house rules,
    // schedule), the table size, the time limit per game and the scoring of
    // its standings; a night's games are ordinary games, tagged in
    // `night_games` with their table and number within the night. A
    // league is a named series of nights.
    r#"
    CREATE TABLE leagues (
        id         INTEGER PRIMARY KEY,
        name       TEXT NOT NULL UNIQUE,
        scoring    TEXT NOT NULL DEFAULT 'points',
        created_at INTEGER NOT NULL
    );
    CREATE TABLE nights (
        id         INTEGER PRIMARY KEY,
        uid        TEXT NOT NULL UNIQUE,
        name       TEXT NOT NULL,
        date       TEXT NOT NULL,
        league_id  INTEGER REFERENCES leagues(id),
        preset     TEXT NOT NULL,
        set_top    INTEGER NOT NULL,
        house      TEXT NOT NULL DEFAULT '{}',
        schedule   TEXT NOT NULL,
        per_table  INTEGER NOT NULL CHECK (per_table >= 2),
        minutes    INTEGER CHECK (minutes > 0),
        scoring    TEXT NOT NULL DEFAULT 'points',
        created_at INTEGER NOT NULL
    );
    CREATE INDEX nights_by_league ON nights(league_id);
    CREATE TABLE night_games (
        game_id  INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
        night_id INTEGER NOT NULL REFERENCES nights(id) ON DELETE CASCADE,
        tbl      INTEGER NOT NULL CHECK (tbl >= 1),
        game_no  INTEGER NOT NULL CHECK (game_no >= 1)
    );
    CREATE INDEX night_games_by_night ON night_games(night_id, game_no, tbl);
    "#,
    // 9: the same person under two names (issue 33). A merged name
    // (`player_id`) counts as the one it is merged into (`into_id`) in the
    // standings and statistics; its games keep it. One merge per name, and
    // never into itself; deleting the row takes the merge back.
    r#"
    CREATE TABLE player_merges (
        player_id INTEGER PRIMARY KEY REFERENCES players(id),
        into_id   INTEGER NOT NULL REFERENCES players(id),
        merged_at INTEGER NOT NULL,
        CHECK (player_id <> into_id)
    );
    CREATE INDEX player_merges_by_into ON player_merges(into_id);
    "#,
    // 10: gathering a league's games over the network (issue 33). The
    // league host's side: a league receiving games, with its code (guessed
    // under limits, like a join code) and its link's key. A sender's side:
    // where its games go (a league host's link) and the outbox, one row per
    // game and destination, kept as the record once acknowledged. The
    // league host keeps the games it refused (the latest few per league),
    // to show them.
    r#"
    CREATE TABLE league_receiving (
        league_id  INTEGER PRIMARY KEY REFERENCES leagues(id) ON DELETE CASCADE,
        code       TEXT NOT NULL UNIQUE,
        link_key   TEXT NOT NULL UNIQUE,
        started_at INTEGER NOT NULL
    );
    CREATE TABLE league_destinations (
        id       INTEGER PRIMARY KEY,
        base     TEXT NOT NULL,
        code     TEXT NOT NULL,
        link_key TEXT,
        league   TEXT NOT NULL,
        added_at INTEGER NOT NULL,
        UNIQUE (base, league)
    );
    CREATE TABLE league_outbox (
        dest_id    INTEGER NOT NULL REFERENCES league_destinations(id) ON DELETE CASCADE,
        game_uid   TEXT NOT NULL,
        state      TEXT NOT NULL DEFAULT 'pending'
                   CHECK (state IN ('pending', 'acked', 'refused')),
        attempts   INTEGER NOT NULL DEFAULT 0,
        next_try   INTEGER NOT NULL DEFAULT 0,
        last_error TEXT,
        queued_at  INTEGER NOT NULL,
        done_at    INTEGER,
        PRIMARY KEY (dest_id, game_uid)
    );
    CREATE INDEX league_outbox_due ON league_outbox(state, next_try);
    CREATE TABLE league_refusals (
        league_id INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        game_uid  TEXT NOT NULL,
        reason    TEXT NOT NULL,
        times     INTEGER NOT NULL DEFAULT 1,
        last_at   INTEGER NOT NULL,
        PRIMARY KEY (league_id, game_uid)
    );
    "#,
    // 11: trust at the club (issue 40). A table's game number is unique
    // within its night: games stored twice at the same place (gathered
    // before this step) are numbered after the table's last game, in the
    // order they were stored, then the index keeps it so. A league host
    // remembers the codes it replaced (`league_old_codes`), to tell a
    // sender its code was replaced rather than wrong; a sender whose code
    // was replaced stops sending to that destination until it is given
    // the new link (`league_destinations.stopped`, the refusal's code).
    r#"
    CREATE TEMP TABLE night_games_renumbered AS
    SELECT d.game_id AS game_id,
           (SELECT MAX(m.game_no) FROM night_games m
             WHERE m.night_id = d.night_id AND m.tbl = d.tbl)
           + ROW_NUMBER() OVER (PARTITION BY d.night_id, d.tbl ORDER BY d.game_no, d.game_id)
           AS game_no
    FROM (SELECT game_id, night_id, tbl, game_no,
                 ROW_NUMBER() OVER (PARTITION BY night_id, tbl, game_no ORDER BY game_id) AS k
          FROM night_games) d
    WHERE d.k > 1;
    UPDATE night_games
       SET game_no = (SELECT r.game_no FROM night_games_renumbered r
                      WHERE r.game_id = night_games.game_id)
     WHERE game_id IN (SELECT game_id FROM night_games_renumbered);
    DROP TABLE night_games_renumbered;
    CREATE UNIQUE INDEX night_games_place ON night_games(night_id, tbl, game_no);
    CREATE TABLE league_old_codes (
        code        TEXT PRIMARY KEY,
        league_id   INTEGER NOT NULL REFERENCES leagues(id) ON DELETE CASCADE,
        replaced_at INTEGER NOT NULL
    ) WITHOUT ROWID;
    ALTER TABLE league_destinations ADD COLUMN stopped TEXT;
    "#,
    // 12: who is present at a club night (issue 42): its players in the
    // order they came (`pos`), each present or gone. A night stored before
    // has no rows: everyone of its latest game is present.
    r#"
    CREATE TABLE night_players (
        night_id INTEGER NOT NULL REFERENCES nights(id) ON DELETE CASCADE,
        pos      INTEGER NOT NULL,
        name     TEXT NOT NULL,
        present  INTEGER NOT NULL DEFAULT 1 CHECK (present IN (0, 1)),
        PRIMARY KEY (night_id, name)
    ) WITHOUT ROWID;
    "#,
    // 13: corrections after the night (issue 42, shared/spec/club.md). This
    // machine's sender id, random and kept for good (one row); each game's
    // revision (1 for the first version, one more for each correction of a
    // finished night game) and the machine that made it (its sender; a game
    // stored before this step has `''`, which matches only itself); and the
    // revision of a game each outbox row queued, so that a corrected game
    // goes out again after an earlier revision was acknowledged.
    r#"
    CREATE TABLE machine (
        one    INTEGER PRIMARY KEY CHECK (one = 1),
        sender TEXT NOT NULL
    );
    INSERT INTO machine (one, sender) VALUES (1, lower(hex(randomblob(16))));
    ALTER TABLE games ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    ALTER TABLE games ADD COLUMN sender TEXT NOT NULL DEFAULT '';
    ALTER TABLE league_outbox ADD COLUMN revision INTEGER NOT NULL DEFAULT 1;
    "#,
    // 14. The port this machine receives league games on from the desktop
    // window (issue 42): kept, so that the senders' link still works after
    // the window is opened again (`NULL`: none chosen yet).
    r#"
    ALTER TABLE machine ADD COLUMN league_port INTEGER;
    "#,
    // 15: a season's rules (issue 44, shared/spec/club.md): each player's
    // best N nights count (`best_nights`, 0: every night) and a player who
    // attended fewer than `min_nights` nights is not ranked (0: everyone
    // is). A league stored before counts every night and ranks everyone.
    r#"
    ALTER TABLE leagues ADD COLUMN best_nights INTEGER NOT NULL DEFAULT 0
        CHECK (best_nights >= 0);
    ALTER TABLE leagues ADD COLUMN min_nights INTEGER NOT NULL DEFAULT 0
        CHECK (min_nights >= 0);
    "#,
    // 16: a closed season (issue 44): when it was closed (`NULL`: open).
    // A closed league is read-only: no new night, game, revision or rule.
    r#"
    ALTER TABLE leagues ADD COLUMN closed_at INTEGER;
    "#,
];

/// The schema version this build writes.
pub const SCHEMA_VERSION: i64 = MIGRATIONS.len() as i64;

/// What can go wrong with storage.
#[derive(Debug)]
#[non_exhaustive]
pub enum DbError {
    /// The file was written by a newer mextrain.
    TooNew {
        /// The file.
        path: PathBuf,
        /// Its schema version.
        found: i64,
        /// The newest this build knows.
        supported: i64,
    },
    /// The file is not a healthy SQLite database.
    Corrupt {
        /// The file.
        path: PathBuf,
        /// What SQLite said (every line of its integrity check): not in
        /// the message, see [`DbError::detail`].
        detail: String,
    },
    /// Another program's SQLite database (or one mextrain cannot recognise).
    Foreign {
        /// The file.
        path: PathBuf,
        /// What was found.
        detail: String,
    },
    /// A `-wal` (or a rollback `-journal`) beside the file that does not
    /// belong to it.
    StaleWal {
        /// The database file.
        path: PathBuf,
        /// The `-wal` (or `-journal`) file.
        wal: PathBuf,
    },
    /// The file or its folder cannot be written.
    ReadOnly {
        /// The file.
        path: PathBuf,
        /// What SQLite or the system said.
        detail: String,
    },
    /// The data folder could not be created or read.
    Folder {
        /// The folder.
        path: PathBuf,
        /// The system's message.
        detail: String,
    },
    /// Input that cannot be stored (the message says why).
    Invalid(String),
    /// A stored game that cannot be read back (a value in it is damaged).
    DamagedGame {
        /// Its number.
        game: i64,
        /// Its players' names, to recognise it.
        players: String,
        /// What could not be read, shortened.
        problem: String,
        /// What could not be read, whole.
        detail: String,
    },
    /// No such game.
    NoSuchGame(i64),
    /// An imported game whose uid is stored already with other contents:
    /// a game is taken once and never overwritten, so nothing was added.
    Conflict {
        /// The game's uid.
        uid: String,
        /// What differs: the key of its words (`hist-db-conflict-*`).
        what: &'static str,
    },
    /// The league is closed (its season is over): nothing of it changes
    /// until it is reopened.
    LeagueClosed {
        /// The league's name.
        league: String,
    },
    /// The disk is full: nothing of the action was saved.
    DiskFull,
    /// Any other SQLite failure; the action was rolled back.
    Sqlite(rusqlite::Error),
}

impl Message for DbError {
    fn said(&self) -> Said {
        let path = |p: &std::path::Path| p.display().to_string();
        match self {
            DbError::TooNew {
                path: p,
                found,
                supported,
            } => Said::new("hist-db-too-new")
                .arg("file", path(p))
                .arg("found", *found)
                .arg("supported", *supported),
            DbError::Corrupt { path: p, .. } => Said::new("hist-db-corrupt").arg("file", path(p)),
            DbError::Foreign { path: p, detail } => Said::new("hist-db-foreign")
                .arg("file", path(p))
                .arg("detail", detail),
            DbError::StaleWal { path: p, wal } => Said::new("hist-db-stale-wal")
                .arg("file", path(p))
                .arg("wal", path(wal)),
            DbError::ReadOnly { path: p, .. } => {
                Said::new("hist-db-read-only").arg("file", path(p))
            }
            DbError::Folder { path: p, detail } => Said::new("hist-db-folder")
                .arg("folder", path(p))
                .arg("detail", detail),
            DbError::Invalid(m) => Said::new("hist-db-invalid").arg("detail", m),
            DbError::DamagedGame {
                game,
                players,
                problem,
                ..
            } => Said::new("hist-db-damaged-game")
                .arg("game", *game)
                .arg("players", players)
                .arg("problem", problem),
            DbError::NoSuchGame(n) => Said::new("hist-db-no-such-game").arg("game", *n),
            DbError::Conflict { uid, what } => Said::new("hist-db-conflict")
                .arg("game", uid)
                .arg("what", Said::new(what)),
            DbError::LeagueClosed { league } => {
                Said::new("now-league-closed").arg("league", league.as_str())
            }
            DbError::DiskFull => Said::new("hist-db-disk-full"),
            DbError::Sqlite(e) => Said::new("hist-db-sqlite").arg("detail", e.to_string()),
        }
    }

    fn samples() -> Vec<DbError> {
        let p = || PathBuf::from("/data/mextrain.sqlite3");
        vec![
            DbError::TooNew {
                path: p(),
                found: 9,
                supported: 8,
            },
            DbError::Corrupt {
                path: p(),
                detail: "page 3".into(),
            },
            DbError::Foreign {
                path: p(),
                detail: "no games table".into(),
            },
            DbError::StaleWal {
                path: p(),
                wal: PathBuf::from("/data/mextrain.sqlite3-wal"),
            },
            DbError::ReadOnly {
                path: p(),
                detail: "readonly".into(),
            },
            DbError::Folder {
                path: p(),
                detail: "denied".into(),
            },
            DbError::Invalid("a name is too long".into()),
            DbError::DamagedGame {
                game: 3,
                players: "Ana, Ben".into(),
                problem: "a score".into(),
                detail: "a score".into(),
            },
            DbError::NoSuchGame(12),
            DbError::Conflict {
                uid: "18ebd0f3050500c5-8f3-3".into(),
                what: "hist-db-conflict-start",
            },
            DbError::LeagueClosed {
                league: "Autumn 2026".into(),
            },
            DbError::DiskFull,
            DbError::Sqlite(rusqlite::Error::InvalidQuery),
        ]
    }
}

impl std::fmt::Display for DbError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for DbError {}

impl From<rusqlite::Error> for DbError {
    fn from(e: rusqlite::Error) -> Self {
        if let rusqlite::Error::SqliteFailure(f, _) = &e {
            if f.code == rusqlite::ErrorCode::DiskFull {
                return DbError::DiskFull;
            }
        }
        DbError::Sqlite(e)
    }
}

/// Result of a storage action.
pub type Result<T, E = DbError> = std::result::Result<T, E>;

/// The database: owns the SQLite connection.
pub struct Db {
    pub(crate) conn: Connection,
    path: Option<PathBuf>,
}

impl std::fmt::Debug for Db {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Db").field("path", &self.path).finish()
    }
}

/// The platform's data folder for mextrain (e.g. `~/.local/share/mextrain` on Linux).
#[cfg(feature = "desktop")]
pub fn default_data_dir() -> Option<PathBuf> {
    directories::ProjectDirs::from("org", "mextrain", "mextrain")
        .map(|d| d.data_dir().to_path_buf())
}

/// The platform's data folder: none without the desktop build (the web
/// build keeps its database in the browser).
#[cfg(not(feature = "desktop"))]
pub fn default_data_dir() -> Option<PathBuf> {
    None
}

/// The data folder to use: `--data-dir` wins, then `MEXTRAIN_DATA_DIR`, then the platform's.
pub fn resolve_data_dir(flag: Option<PathBuf>) -> Option<PathBuf> {
    flag.or_else(|| {
        std::env::var_os("MEXTRAIN_DATA_DIR")
            .filter(|v| !v.is_empty())
            .map(PathBuf::from)
    })
    .or_else(default_data_dir)
}

/// `PRAGMA application_id` of a mextrain database ("MXTR").
pub const APPLICATION_ID: i32 = 0x4D58_5452;

impl DbError {
    /// The raw detail behind the message (SQLite's own words, every line of
    /// an integrity check), for a log or `--verbose`.
    pub fn detail(&self) -> Option<String> {
        match self {
            DbError::Corrupt { detail, .. }
            | DbError::Foreign { detail, .. }
            | DbError::ReadOnly { detail, .. }
            | DbError::Folder { detail, .. }
            | DbError::DamagedGame { detail, .. } => Some(detail.clone()),
            DbError::Sqlite(e) => Some(e.to_string()),
            _ => None,
        }
    }
}

impl Db {
    /// Opens (creating if needed) the database in data folder `dir`.
    pub fn open_in(dir: &Path) -> Result<Db> {
        std::fs::create_dir_all(dir).map_err(|e| DbError::Folder {
            path: dir.to_path_buf(),
            detail: e.to_string(),
        })?;
        Db::open(&dir.join(FILE_NAME))
    }

    /// Opens the database file at `path`, creating it if it does not exist.
    ///
    /// Nothing is written until the file is known to be safe to open, and
    /// the checks themselves write nothing: the file is read with SQLite's
    /// `immutable` flag, or, when a `-wal` is beside it, on a private copy of
    /// both (see [`file::inspect`]). Refused: a file that is not a healthy
    /// SQLite database, another program's database, one a newer version
    /// wrote, and a `-wal` that does not belong to the file.
    pub fn open(path: &Path) -> Result<Db> {
        let len = std::fs::metadata(path).map(|m| m.len()).ok();
        match len {
            Some(n) if n > 0 => inspect(path)?,
            // No database yet: a WAL or journal beside it belongs to some
            // other file, and SQLite would replay it into the new one.
            _ => {
                for suffix in ["-wal", "-journal"] {
                    let wal = sidecar(path, suffix);
                    if std::fs::metadata(&wal).is_ok_and(|m| m.len() > 0) {
                        return Err(DbError::StaleWal {
                            path: path.to_path_buf(),
                            wal,
                        });
                    }
                }
            }
        }
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_NO_MUTEX
            | OpenFlags::SQLITE_OPEN_URI;
        let writable = |e: rusqlite::Error| write_error(path, e);
        let conn = Connection::open_with_flags(path, flags).map_err(writable)?;
        let mut db = Db {
            conn,
            path: Some(path.to_path_buf()),
        };
        db.configure(true).map_err(|e| db_write_error(path, e))?;
        db.migrate().map_err(|e| db_write_error(path, e))?;
        db.stamp().map_err(|e| db_write_error(path, e))?;
        if let Some(dir) = db.backup_dir() {
            backup::remove_leftovers(&dir);
        }
        Ok(db)
    }

    /// A fresh database in memory (tests and benchmarks).
    pub fn open_in_memory() -> Result<Db> {
        let mut db = Db {
            conn: Connection::open_in_memory()?,
            path: None,
        };
        db.configure(false)?;
        db.migrate()?;
        Ok(db)
    }

    /// Opens (creating if needed) database `name` in the SQLite VFS `vfs`:
    /// the web build's, which keeps the pages in IndexedDB. That VFS has no
    /// WAL and accepts only `synchronous=OFF`; a commit is durable once the
    /// VFS has written it to IndexedDB, which the web build awaits before it
    /// says "saved" (see `crate::web`). Its path is `name`, relative (a
    /// browser has no folders), and there is no backups folder.
    #[cfg(target_arch = "wasm32")]
    pub fn open_in_vfs(name: &str, vfs: &str) -> Result<Db> {
        let flags = OpenFlags::SQLITE_OPEN_READ_WRITE
            | OpenFlags::SQLITE_OPEN_CREATE
            | OpenFlags::SQLITE_OPEN_URI;
        let conn = Connection::open_with_flags_and_vfs(name, flags, vfs)?;
        conn.pragma_update(None, "synchronous", "OFF")?;
        let found: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        if found > SCHEMA_VERSION {
            return Err(DbError::TooNew {
                path: PathBuf::from(name),
                found,
                supported: SCHEMA_VERSION,
            });
        }
        let mut db = Db {
            conn,
            path: Some(PathBuf::from(name)),
        };
        db.configure(false)?;
        db.migrate()?;
        Ok(db)
    }

    /// Calls `f` after every commit: the web build's barrier behind the
    /// Saved badge (see `crate::web`).
    #[cfg(all(feature = "web", target_arch = "wasm32"))]
    pub fn on_commit(&mut self, f: fn()) -> Result<()> {
        self.conn.commit_hook(Some(move || {
            f();
            false
        }))?;
        Ok(())
    }

    /// Where the file is (`None` in memory).
    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    fn configure(&mut self, on_disk: bool) -> Result<()> {
        if on_disk {
            // WAL with FULL sync: a committed action survives a kill or power loss.
            self.conn.pragma_update(None, "journal_mode", "WAL")?;
            self.conn.pragma_update(None, "synchronous", "FULL")?;
            // No automatic checkpoints: the WAL keeps this session's stamp
            // (see `stamp`) until the file is closed, which checkpoints it.
            self.conn.pragma_update(None, "wal_autocheckpoint", 0)?;
        }
        self.conn.pragma_update(None, "foreign_keys", true)?;
        self.conn.busy_timeout(std::time::Duration::from_secs(5))?;
        Ok(())
    }

    fn migrate(&mut self) -> Result<()> {
        let tx = self.conn.transaction()?;
        let current: i64 = tx.query_row("PRAGMA user_version", [], |r| r.get(0))?;
        for (i, step) in MIGRATIONS.iter().enumerate().skip(current.max(0) as usize) {
            tx.execute_batch(step)?;
            tx.pragma_update(None, "user_version", (i + 1) as i64)?;
        }
        // Marks the file as mextrain's (new files, and those from before the mark).
        let app: i32 = tx.query_row("PRAGMA application_id", [], |r| r.get(0))?;
        if app != APPLICATION_ID {
            tx.pragma_update(None, "application_id", APPLICATION_ID)?;
        }
        tx.commit()?;
        Ok(())
    }

    /// The connection itself, for tests that need to provoke failures.
    #[doc(hidden)]
    pub fn raw(&self) -> &Connection {
        &self.conn
    }

    /// The schema version of the open file.
    pub fn schema_version(&self) -> Result<i64> {
        Ok(self
            .conn
            .query_row("PRAGMA user_version", [], |r| r.get(0))?)
    }
}

/// One write transaction, opened by [`Db::write`]: its methods are
/// storage's primitives (in the repository of their tables: `rounds.rs`,
/// `table.rs`), and what it reads it reads inside the transaction.
pub struct Tx<'a> {
    pub(crate) tx: rusqlite::Transaction<'a>,
}

impl Db {
    /// Runs `f` in one transaction: committed when it returns `Ok`, rolled
    /// back (nothing written) when it returns an error or the commit fails.
    pub fn write<T, E: From<DbError>>(
        &self,
        f: impl FnOnce(&Tx) -> std::result::Result<T, E>,
    ) -> std::result::Result<T, E> {
        let tx = Tx {
            tx: self.conn.unchecked_transaction().map_err(DbError::from)?,
        };
        let out = f(&tx)?;
        tx.tx.commit().map_err(DbError::from)?;
        Ok(out)
    }
}

/// Seconds since the Unix epoch, now.
pub fn now() -> i64 {
    chrono::Utc::now().timestamp()
}

/// Nanoseconds since the Unix epoch, now (chrono reads the browser's clock
/// on the web, where `std::time::SystemTime` panics).
pub(crate) fn now_nanos() -> u128 {
    chrono::Utc::now()
        .timestamp_nanos_opt()
        .map_or(0, |n| n.max(0) as u128)
}

/// Tells this process (this page, on the web) from others writing ids at
/// the same nanosecond: the process id, or a random number in the browser,
/// which has no process ids (`std::process::id` panics there).
pub(crate) fn process_tag() -> u32 {
    #[cfg(not(target_arch = "wasm32"))]
    return std::process::id();
    #[cfg(target_arch = "wasm32")]
    {
        thread_local! {
            static TAG: u32 = random_u32();
        }
        TAG.with(|t| *t)
    }
}

#[cfg(target_arch = "wasm32")]
fn random_u32() -> u32 {
    #[cfg(feature = "web")]
    return (js_sys::Math::random() * 4_294_967_296.0) as u32;
    #[cfg(not(feature = "web"))]
    return (now_nanos() % 4_294_967_296) as u32;
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn migrations_bring_a_new_file_to_the_latest_version() {
        let dir = tempfile::tempdir().unwrap();
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
        drop(db);
        let db = Db::open_in(dir.path()).unwrap();
        assert_eq!(db.schema_version().unwrap(), SCHEMA_VERSION);
    }
}

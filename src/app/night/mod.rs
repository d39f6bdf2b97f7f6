//! Club nights and leagues (`shared/spec/club.md`, issue 32): setting up a
//! night, seating its players, starting the next game (a new draw or the
//! ladder), cutting a game whose time is up, the board of every table, and
//! the standings of a night or a league. The command line (`mextrain
//! night`, `mextrain league`), the window and the host all call these.
//!
//! A night's games are ordinary games ([`super::games`]): the score pad,
//! history, statistics and export work on them as on any other.

use super::games::colours_for;
use super::ActionError;
use crate::db::{Db, DbError, GameId, LanReads, LeagueGame, NewNight};
pub use crate::db::{NightGame, NightId, NightRecord};
use crate::i18n::{Message, Said};
use crate::rules::club::{self, Scoring, Seating, Standing, TableResult, Tally};
use crate::rules::{clean_name, GameSpec, SpecError};

pub mod present;
pub use present::{end_game, Ended, Left};

/// The result of a night's action.
pub type NightOutcome<T> = Result<T, ActionError<DbError>>;

pub(crate) fn refuse<T>(why: Said) -> NightOutcome<T> {
    Err(ActionError::NotNow(why))
}

/// A night to set up: what the organiser chose.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NightPlan {
    /// Its name.
    pub name: String,
    /// Its date, `YYYY-MM-DD` ([`today`] by default).
    pub date: String,
    /// The league it counts in, if any.
    pub league: Option<String>,
    /// The rules every table plays (preset, set, house rules, schedule);
    /// its players are ignored.
    pub rules: GameSpec,
    /// Players per table, at most ([`club::DEFAULT_PER_TABLE`] by default).
    pub per_table: usize,
    /// A time limit per game, in minutes.
    pub minutes: Option<u32>,
    /// How the standings are ranked.
    pub scoring: Scoring,
    /// The players present.
    pub players: Vec<String>,
}

/// One table of a game of the night.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SeatedTable {
    /// The table, from 1.
    pub table: usize,
    /// Its game.
    pub game: GameId,
    /// Its players, in seat order.
    pub players: Vec<String>,
}

/// The tables of a game of the night, as started.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Seated {
    /// The night's number.
    pub night: NightId,
    /// The game's number within the night.
    pub number: usize,
    /// Every table.
    pub tables: Vec<SeatedTable>,
}

/// Refuses a change to a night of a closed league.
pub(crate) fn closed_guard(db: &Db, night: NightId) -> NightOutcome<()> {
    super::refuse_closed(db.closed_league_of_night(night)?)
}

/// The clock the time limits are counted on (Unix seconds).
pub fn now() -> i64 {
    crate::db::now()
}

/// Today's date, `YYYY-MM-DD`, on this machine's clock.
pub fn today() -> String {
    crate::i18n::strftime(&chrono::Local::now().naive_local(), "%Y-%m-%d").unwrap_or_default()
}

fn is_date(s: &str) -> bool {
    crate::formats::parse_date(s).is_some() && s.len() == 10
}

/// The players' names as they are kept ([`clean_name`]).
pub fn clean_players(names: &[String]) -> Vec<String> {
    names.iter().map(|n| clean_name(n)).collect()
}

/// Checks that every table of `sizes` can play `rules`.
pub(crate) fn check_tables(rules: &GameSpec, sizes: &[usize]) -> NightOutcome<()> {
    for &n in sizes {
        let names: Vec<String> = (1..=n).map(|i| format!("Player {i}")).collect();
        let mut spec = rules.clone();
        spec.players = names;
        match spec.validate() {
            Ok(()) => {}
            Err(SpecError::PlayerCount { min, max, .. }) => {
                return refuse(
                    Said::new("now-table-size")
                        .arg("preset", rules.preset.to_string())
                        .arg("title", Said::new(rules.preset.title_key()))
                        .arg("set", rules.set)
                        .arg("min", min)
                        .arg("max", max)
                        .arg("n", n),
                )
            }
            Err(e) => return Err(ActionError::Spec(e)),
        }
    }
    Ok(())
}

/// Checks a plan; its players, cleaned, on success. Nothing is stored.
pub fn check_plan(plan: &NightPlan) -> NightOutcome<Vec<String>> {
    check_settings(plan)?;
    let players = clean_players(&plan.players);
    club::check_players(&players, plan.per_table).map_err(|e| ActionError::NotNow(e.said()))?;
    check_tables(
        &plan.rules,
        &club::table_sizes(players.len(), plan.per_table),
    )?;
    Ok(players)
}

/// Checks a plan's name, date, league and time limit.
pub(crate) fn check_settings(plan: &NightPlan) -> NightOutcome<()> {
    if clean_name(&plan.name).is_empty() {
        return refuse(Said::new("now-night-name"));
    }
    if !is_date(&plan.date) {
        return refuse(Said::new("now-not-a-date").arg("date", &plan.date));
    }
    if plan
        .league
        .as_deref()
        .is_some_and(|l| clean_name(l).is_empty())
    {
        return refuse(Said::new("now-league-name"));
    }
    if plan.minutes == Some(0) {
        return refuse(Said::new("now-minutes"));
    }
    Ok(())
}

/// Each table's game spec and colours, from the night's rules.
fn table_games(
    db: &Db,
    rules: &GameSpec,
    tables: &[Vec<String>],
) -> NightOutcome<Vec<(GameSpec, Vec<String>)>> {
    let known = db.known_players()?;
    tables
        .iter()
        .map(|players| {
            let mut spec = rules.clone();
            spec.players = players.clone();
            spec.validate().map_err(ActionError::Spec)?;
            let colours = colours_for(&known, players);
            Ok((spec, colours))
        })
        .collect()
}

fn seated(night: NightId, number: usize, games: Vec<GameId>, tables: Vec<Vec<String>>) -> Seated {
    Seated {
        night,
        number,
        tables: games
            .into_iter()
            .zip(tables)
            .enumerate()
            .map(|(t, (game, players))| SeatedTable {
                table: t + 1,
                game,
                players,
            })
            .collect(),
    }
}

/// Sets up a night: its players drawn at tables (`seed` makes the draw
/// repeatable) and the first game started at every table, in one
/// transaction. A refusal stores nothing.
pub fn new_night(db: &Db, plan: &NightPlan, seed: u64) -> NightOutcome<Seated> {
    let players = check_plan(plan)?;
    let tables = club::draw_tables(&players, plan.per_table, seed)
        .map_err(|e| ActionError::NotNow(e.said()))?;
    start_night(db, plan, tables)
}

/// Sets up a night with the tables the organiser seated by hand (each
/// table's players in seat order): every player of the plan once, at
/// tables of 2 or more that the rules can seat.
pub fn new_night_seated(db: &Db, plan: &NightPlan, tables: &[Vec<String>]) -> NightOutcome<Seated> {
    let players = check_plan(plan)?;
    let tables: Vec<Vec<String>> = tables
        .iter()
        .map(|t| clean_players(t))
        .filter(|t| !t.is_empty())
        .collect();
    let mut seated: Vec<String> = tables.concat();
    let mut wanted = players.clone();
    crate::rules::order::sort(&mut seated);
    crate::rules::order::sort(&mut wanted);
    if seated != wanted {
        return refuse(Said::new("now-seat-everyone"));
    }
    if let Some(t) = tables.iter().position(|t| t.len() < 2) {
        return refuse(Said::new("now-table-alone").arg("table", t + 1));
    }
    check_tables(
        &plan.rules,
        &tables.iter().map(Vec::len).collect::<Vec<_>>(),
    )?;
    start_night(db, plan, tables)
}

pub(crate) fn start_night(
    db: &Db,
    plan: &NightPlan,
    tables: Vec<Vec<String>>,
) -> NightOutcome<Seated> {
    for t in &tables {
        super::players::check_one_seat_each(db, t)?;
    }
    let mut rules = plan.rules.clone();
    rules.players.clear();
    let games = table_games(db, &rules, &tables)?;
    let night = NewNight {
        name: clean_name(&plan.name),
        date: plan.date.clone(),
        league: plan.league.as_deref().map(clean_name),
        rules,
        per_table: plan.per_table,
        minutes: plan.minutes,
        scoring: plan.scoring,
    };
    let (id, ids) = db.create_night(&night, &games, crate::db::now())?;
    Ok(seated(id, 1, ids, tables))
}

/// Where a game was played, when it was a night's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameAtNight {
    /// The night.
    pub night: NightId,
    /// Its name.
    pub name: String,
    /// The table, from 1.
    pub table: usize,
    /// The game's number within the night.
    pub number: usize,
}

/// The night game `game` belongs to, if any.
pub fn night_of_game(db: &Db, game: GameId) -> NightOutcome<Option<GameAtNight>> {
    Ok(db
        .night_of_game(game)?
        .map(|(night, name, table, number)| GameAtNight {
            night,
            name,
            table,
            number,
        }))
}

/// Every night, newest first.
pub fn nights(db: &Db) -> NightOutcome<Vec<NightRecord>> {
    Ok(db.nights()?)
}

/// The names of everyone who has played, most recent first, for picking
/// the players present.
pub fn known_names(db: &Db) -> NightOutcome<Vec<String>> {
    Ok(db.known_players()?.into_iter().map(|(n, _)| n).collect())
}

/// A standings file: JSON or CSV.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum StandingsFormat {
    /// `{"players": [...]}`, as `night standings --json` prints it.
    Json,
    /// The same fields, for spreadsheets.
    Csv,
}

/// The night's standings as a file: its name and bytes.
pub fn standings_file(
    db: &Db,
    night: NightId,
    scoring: Scoring,
    format: StandingsFormat,
) -> NightOutcome<(String, Vec<u8>)> {
    let lines = standings(db, night, scoring)?;
    let record = db.night(night)?;
    let (ext, text) = standings_text(&lines, format);
    let name = format!("night-{}-{}-{scoring}.{ext}", record.id, record.night.date);
    Ok((name, text.into_bytes()))
}

/// The standings `lines` as a file's text in `format`.
pub(crate) fn standings_text(
    lines: &[Standing],
    format: StandingsFormat,
) -> (&'static str, String) {
    match format {
        StandingsFormat::Json => ("json", crate::formats::club::standings_json(lines) + "\n"),
        StandingsFormat::Csv => ("csv", crate::formats::club::standings_csv(lines)),
    }
}

/// A file name's part made of a league's name: letters and digits, the
/// rest a dash (`Autumn 2026` → `autumn-2026`).
pub(crate) fn file_part(name: &str) -> String {
    let s: String = name
        .chars()
        .map(|c| {
            if c.is_alphanumeric() {
                c.to_ascii_lowercase()
            } else {
                '-'
            }
        })
        .collect();
    let s = s
        .split('-')
        .filter(|p| !p.is_empty())
        .collect::<Vec<_>>()
        .join("-");
    if s.is_empty() {
        "league".into()
    } else {
        s
    }
}

/// The games of a night or of a league, as an export file
/// (JSON, each game with its `night`): its name and bytes, to gather them
/// on another machine.
pub fn games_file(db: &Db, of: GamesOf) -> NightOutcome<(String, Vec<u8>)> {
    let name = match &of {
        GamesOf::Night(n) => {
            let record = db.night(*n)?;
            format!("night-{}-{}-games.json", record.id, record.night.date)
        }
        GamesOf::League(l) => format!("league-{}-games.json", file_part(l)),
    };
    let ids = game_ids(db, &of)?;
    let text = super::files::export_json(db, super::files::Selection::Games(ids))?.to_text();
    Ok((name, text.into_bytes()))
}

/// The games of a night, or of a league over its nights, in the order
/// played.
pub fn game_ids(db: &Db, of: &GamesOf) -> NightOutcome<Vec<GameId>> {
    let nights = match of {
        GamesOf::Night(n) => vec![*n],
        GamesOf::League(l) => match db.league_nights(l)? {
            Some(nights) => nights,
            None => return refuse(Said::new("now-no-league").arg("league", l.as_str())),
        },
    };
    let mut ids = vec![];
    for n in nights {
        ids.extend(db.night_games(n)?.iter().map(|g| g.game));
    }
    Ok(ids)
}

/// Whose games [`games_file`] exports.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GamesOf {
    /// A club night's.
    Night(NightId),
    /// A league's, over its nights.
    League(String),
}

/// Writes a file made here into the data folder's `exports` (the
/// desktop); the path written.
pub fn save_export(db: &Db, name: &str, bytes: &[u8]) -> NightOutcome<std::path::PathBuf> {
    let Some(dir) = db.path().and_then(|p| p.parent()) else {
        return refuse(Said::new("now-no-folder"));
    };
    let path = dir.join("exports").join(name);
    super::files::write_file_atomically(&path, bytes).map_err(|e| {
        ActionError::NotNow(
            Said::new("now-cannot-write")
                .arg("path", path.display().to_string())
                .arg("detail", e.to_string()),
        )
    })?;
    Ok(path)
}

/// The night `id`, as stored.
pub fn night(db: &Db, id: NightId) -> NightOutcome<NightRecord> {
    Ok(db.night(id)?)
}

/// The night numbered `key` (as printed), or whose uid is `key`.
pub fn find(db: &Db, key: &str) -> NightOutcome<NightRecord> {
    match db.find_night(key.trim())? {
        Some(id) => Ok(db.night(id)?),
        None => refuse(Said::new("now-no-night").arg("night", key.trim())),
    }
}

/// The latest game of the night at every table (the one being played, or
/// the last played).
pub fn current_games(db: &Db, night: NightId) -> NightOutcome<Vec<NightGame>> {
    let games = db.night_games(night)?;
    let latest = games.iter().map(|g| g.number).max().unwrap_or(0);
    Ok(games.into_iter().filter(|g| g.number == latest).collect())
}

fn result_of(db: &Db, game: GameId) -> NightOutcome<TableResult> {
    Ok(TableResult::of(&db.game(game)?.sheet))
}

/// Starts the next game at every table once every game of the night is
/// finished, seating the players present ([`present`]) at
/// [`club::next_table_sizes`]: new tables drawn (`Random`, with `seed`),
/// the ladder (with any arrivals and departures), or fresh tables (few
/// pairs who have shared a table tonight, with `seed`).
pub fn next_game(db: &Db, night: NightId, seating: Seating, seed: u64) -> NightOutcome<Seated> {
    closed_guard(db, night)?;
    let record = db.night(night)?;
    let current = current_games(db, night)?;
    let Some(number) = current.first().map(|g| g.number) else {
        return refuse(Said::new("now-no-game-to-follow").arg("night", night.to_string()));
    };
    if let Some(g) = current.iter().find(|g| g.finished_at.is_none()) {
        return refuse(
            Said::new("now-table-playing")
                .arg("table", g.table)
                .arg("game", g.number),
        );
    }
    let here = present::present(db, night)?;
    // Who played the last game first, in its tables' order (the draw's
    // order, as before anyone came or went), then who arrived.
    let last: Vec<String> = current.iter().flat_map(|g| g.players.clone()).collect();
    let mut players: Vec<String> = last.iter().filter(|p| here.contains(p)).cloned().collect();
    let arrivals: Vec<String> = here.iter().filter(|p| !last.contains(p)).cloned().collect();
    players.extend(arrivals.iter().cloned());
    let sizes = club::next_table_sizes(players.len(), record.night.per_table)
        .map_err(|e| ActionError::NotNow(e.said()))?;
    check_tables(&record.night.rules, &sizes)?;
    let tables: Vec<Vec<String>> = match seating {
        Seating::Random => club::draw_sized(&players, &sizes, seed),
        Seating::Ladder => {
            let results = current
                .iter()
                .map(|g| result_of(db, g.game))
                .collect::<NightOutcome<Vec<_>>>()?;
            club::ladder_next(&results, &players, &arrivals, &sizes)
        }
        Seating::Fresh => {
            let met = present::met(db, night, &players)?;
            club::fresh_tables(&players, &sizes, |a, b| met[a][b], seed)
        }
    };
    let games = table_games(db, &record.night.rules, &tables)?;
    let ids = db.add_night_games(night, number + 1, &games, crate::db::now())?;
    Ok(seated(night, number + 1, ids, tables))
}

/// The night's standings over its finished games.
pub fn standings(db: &Db, night: NightId, scoring: Scoring) -> NightOutcome<Vec<Standing>> {
    let mut tally = Tally::default();
    for g in &db.night_results(night)? {
        tally.add(&result_of_row(g));
    }
    Ok(tally.ranked(scoring))
}

/// Seconds left of a game of the night under its time limit (below zero
/// once it is up); `None` without a limit or once the game is finished.
pub fn seconds_left(night: &NightRecord, game: &NightGame, now: i64) -> Option<i64> {
    let minutes = night.night.minutes?;
    if game.finished_at.is_some() {
        return None;
    }
    Some(game.started_at + i64::from(minutes) * 60 - now)
}

/// Cuts the schedule of every unfinished game of the night whose time is
/// up at `now`: the round being played is its last, and the game finishes
/// as usual when that round is saved. The games cut.
pub fn time_up(db: &Db, night: NightId, now: i64) -> NightOutcome<Vec<GameId>> {
    let record = db.night(night)?;
    let mut cut = vec![];
    for g in current_games(db, night)? {
        if !seconds_left(&record, &g, now).is_some_and(|s| s <= 0) {
            continue;
        }
        let sheet = db.game(g.game)?.sheet;
        let played = sheet.rounds.len();
        let schedule = club::cut_schedule(&sheet.spec.schedule, played);
        if schedule.len() < sheet.spec.schedule.len() {
            db.cut_schedule(g.game, played, &schedule)?;
            cut.push(g.game);
        }
    }
    Ok(cut)
}

/// [`time_up`] at every night with a time limit and a game being played:
/// the clubs' clocks run whether or not a night's page is open. The games
/// cut.
pub fn time_up_everywhere(db: &Db, now: i64) -> NightOutcome<Vec<GameId>> {
    let mut cut = vec![];
    for n in db.timed_nights_playing()? {
        cut.extend(time_up(db, n, now)?);
    }
    Ok(cut)
}

// The board is plain data, in the engine (`rules::club`), so that a
// phone's board (table mode, without storage) reads it too.
pub use crate::rules::club::{Board, BoardTable};

/// The board of night `night` at `now`, its standings under `scoring`
/// (the night's own when `None`).
pub fn board(db: &Db, night: NightId, scoring: Option<Scoring>, now: i64) -> NightOutcome<Board> {
    let record = db.night(night)?;
    let current = current_games(db, night)?;
    let mut tables = vec![];
    for g in &current {
        let game = db.game(g.game)?;
        let sheet = &game.sheet;
        let played = sheet.rounds.len();
        tables.push(BoardTable {
            table: g.table,
            game: g.game,
            players: sheet.spec.players.clone(),
            colours: game.colours.clone(),
            totals: sheet.totals(),
            played,
            rounds: sheet.spec.schedule.len(),
            engine: if game.is_finished() {
                None
            } else {
                sheet.spec.schedule.get(played).copied()
            },
            finished: game.is_finished(),
            winners: if game.is_finished() {
                sheet.winners()
            } else {
                vec![]
            },
            seconds_left: seconds_left(&record, g, now),
            entered: if game.is_finished() {
                vec![]
            } else {
                db.table_entries(g.game, played)?
                    .iter()
                    .map(|e| e.seat)
                    .collect()
            },
        });
    }
    let scoring = scoring.unwrap_or(record.night.scoring);
    Ok(Board {
        number: current.first().map_or(0, |g| g.number),
        standings: standings(db, night, scoring)?,
        night: record,
        tables,
    })
}

/// A league game's result, as the tally reads it.
pub(crate) fn result_of_row(g: &LeagueGame) -> TableResult {
    TableResult::from_ranks(g.players.clone(), g.totals.clone(), g.ranks.clone())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games;
    use crate::app::league::standings::{league, league_player, league_standings};
    use crate::rules::{PlayerInput, PresetId, RoundInput};

    fn plan(players: &[&str]) -> NightPlan {
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12, 11, 10];
        NightPlan {
            name: "Tuesday club".into(),
            date: "2026-11-24".into(),
            league: Some("Autumn 2026".into()),
            rules,
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: players.iter().map(|s| s.to_string()).collect(),
        }
    }

    /// Plays every remaining round of `game`: seat 0 goes out, seat s
    /// scores `points[s]` each round.
    fn play_out(db: &Db, game: GameId, points: &[i32]) {
        loop {
            let g = db.game(game).unwrap();
            if g.is_finished() {
                return;
            }
            let input = RoundInput::typed(points);
            games::record_round(db, game, &input).unwrap();
        }
    }

    fn count(db: &Db, table: &str) -> i64 {
        db.raw()
            .query_row(&format!("SELECT COUNT(*) FROM {table}"), [], |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn a_night_seats_everyone_and_starts_a_game_at_every_table() {
        let db = Db::open_in_memory().unwrap();
        let names = [
            "Ana", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal", "Ida", "Jo",
        ];
        let s = new_night(&db, &plan(&names), 42).unwrap();
        assert_eq!(s.number, 1);
        let sizes: Vec<usize> = s.tables.iter().map(|t| t.players.len()).collect();
        assert_eq!(sizes, vec![4, 3, 3]);
        for t in &s.tables {
            let g = db.game(t.game).unwrap();
            assert_eq!(g.sheet.spec.players, t.players);
            assert_eq!(g.sheet.spec.schedule, vec![12, 11, 10]);
        }
        // The same seed, the same tables.
        let db2 = Db::open_in_memory().unwrap();
        let again = new_night(&db2, &plan(&names), 42).unwrap();
        let players = |s: &Seated| {
            s.tables
                .iter()
                .map(|t| t.players.clone())
                .collect::<Vec<_>>()
        };
        assert_eq!(players(&again), players(&s));
        let night = db.night(s.night).unwrap();
        assert_eq!(night.night.league.as_deref(), Some("Autumn 2026"));
        assert_eq!(find(&db, &night.uid).unwrap().id, s.night);
        assert_eq!(find(&db, "1").unwrap().id, s.night);
        assert!(find(&db, "7")
            .unwrap_err()
            .to_string()
            .contains("no night 7"));
    }

    #[test]
    fn every_refusal_stores_nothing() {
        let db = Db::open_in_memory().unwrap();
        let cases: Vec<(NightPlan, &str)> = vec![
            (plan(&["Ana"]), "at least 2"),
            (plan(&["Ana", "Ben", "ana"]), "named twice"),
            (
                NightPlan {
                    per_table: 1,
                    ..plan(&["Ana", "Ben"])
                },
                "2 or more",
            ),
            (
                NightPlan {
                    per_table: 9,
                    ..plan(&["A", "B", "C", "D", "E", "F", "G", "H", "I"])
                },
                "a table of 9 cannot be seated",
            ),
            (
                NightPlan {
                    date: "24/11/2026".into(),
                    ..plan(&["Ana", "Ben"])
                },
                "not a date",
            ),
            (
                NightPlan {
                    minutes: Some(0),
                    ..plan(&["Ana", "Ben"])
                },
                "above 0",
            ),
            (
                NightPlan {
                    name: " ".into(),
                    ..plan(&["Ana", "Ben"])
                },
                "needs a name",
            ),
        ];
        for (p, says) in cases {
            let e = new_night(&db, &p, 1).unwrap_err().to_string();
            assert!(e.contains(says), "{e} should say {says}");
        }
        for t in ["nights", "leagues", "night_games", "games", "players"] {
            assert_eq!(count(&db, t), 0, "{t}");
        }
    }

    #[test]
    fn the_next_game_waits_for_every_table_then_follows_the_ladder() {
        let db = Db::open_in_memory().unwrap();
        let mut p = plan(&["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]);
        p.per_table = 3;
        let s = new_night(&db, &p, 3).unwrap();
        play_out(&db, s.tables[0].game, &[0, 5, 9]);
        let e = next_game(&db, s.night, Seating::Ladder, 0).unwrap_err();
        assert!(
            e.to_string().contains("table 2's game 1 is not finished"),
            "{e}"
        );
        assert_eq!(count(&db, "games"), 2);
        play_out(&db, s.tables[1].game, &[7, 0, 3]);
        let next = next_game(&db, s.night, Seating::Ladder, 0).unwrap();
        assert_eq!(next.number, 2);
        let (t1, t2) = (&s.tables[0].players, &s.tables[1].players);
        // Table 1: seat 0 won, seat 2 last (9) goes down; table 2's winner
        // (seat 1) comes up into that seat.
        assert_eq!(
            next.tables[0].players,
            vec![t1[0].clone(), t1[1].clone(), t2[1].clone()]
        );
        // Table 2: its winner's seat goes to table 1's last; its last (seat 0,
        // 7 points) stays, as there is no table 3.
        assert_eq!(
            next.tables[1].players,
            vec![t2[0].clone(), t1[2].clone(), t2[2].clone()]
        );
        // Game 2 is the latest now; a random draw keeps the night's players.
        play_out(&db, next.tables[0].game, &[0, 1, 2]);
        play_out(&db, next.tables[1].game, &[0, 1, 2]);
        let third = next_game(&db, s.night, Seating::Random, 9).unwrap();
        assert_eq!(third.number, 3);
        let mut all: Vec<String> = third
            .tables
            .iter()
            .flat_map(|t| t.players.clone())
            .collect();
        all.sort();
        assert_eq!(all, ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo"]);
    }

    #[test]
    fn standings_count_finished_games_only() {
        let db = Db::open_in_memory().unwrap();
        let mut p = plan(&["Ana", "Ben", "Cy", "Dee"]);
        p.per_table = 2;
        let s = new_night(&db, &p, 5).unwrap();
        assert!(standings(&db, s.night, Scoring::Points).unwrap().is_empty());
        // Table 1: seat 0 out every round, seat 1 scores 4 x 3 rounds = 12.
        play_out(&db, s.tables[0].game, &[0, 4]);
        let st = standings(&db, s.night, Scoring::Points).unwrap();
        assert_eq!(st.len(), 2);
        let (w, l) = (&s.tables[0].players[0], &s.tables[0].players[1]);
        assert_eq!(
            (&st[0].name, st[0].points, st[0].wins, st[0].rank),
            (w, 0, 1, 1)
        );
        assert_eq!(
            (&st[1].name, st[1].points, st[1].wins, st[1].rank),
            (l, 12, 0, 2)
        );
        assert_eq!((st[0].placement(), st[1].placement()), (2.0, 1.0));
        // The league counts the same games.
        let league: Vec<Standing> = league_standings(&db, "Autumn 2026", Scoring::Wins)
            .unwrap()
            .into_iter()
            .map(|s| s.line)
            .collect();
        assert_eq!(league, standings(&db, s.night, Scoring::Wins).unwrap());
        let e = league_standings(&db, "Spring", Scoring::Wins).unwrap_err();
        assert!(e.to_string().contains("no league named Spring"), "{e}");
    }

    #[test]
    fn tables_seated_by_hand_hold_every_player_once() {
        let db = Db::open_in_memory().unwrap();
        let p = plan(&["Ana", "Ben", "Cy", "Dee", "Eve"]);
        let t = |v: &[&[&str]]| -> Vec<Vec<String>> {
            v.iter()
                .map(|t| t.iter().map(|s| s.to_string()).collect())
                .collect()
        };
        for (tables, says) in [
            (t(&[&["Ana", "Ben"], &["Cy", "Dee"]]), "every player"),
            (
                t(&[&["Ana", "Ben", "Cy", "Dee"], &["Eve"]]),
                "table 2 has a single player",
            ),
            (
                t(&[&["Ana", "Ben", "Cy"], &["Dee", "Eve", "Ana"]]),
                "every player",
            ),
        ] {
            let e = new_night_seated(&db, &p, &tables).unwrap_err().to_string();
            assert!(e.contains(says), "{e}");
        }
        assert_eq!(count(&db, "games"), 0);
        let s = new_night_seated(&db, &p, &t(&[&["Eve", "Ana"], &["Ben", "Cy", "Dee"]])).unwrap();
        assert_eq!(s.tables[0].players, ["Eve", "Ana"]);
        assert_eq!(s.tables[1].players, ["Ben", "Cy", "Dee"]);
        let (name, bytes) =
            standings_file(&db, s.night, Scoring::Wins, StandingsFormat::Csv).unwrap();
        assert_eq!(name, "night-1-2026-11-24-wins.csv");
        assert_eq!(bytes, b"rank,name,games,wins,points,average,placement\r\n");
    }

    #[test]
    fn a_league_ranks_its_nights_one_by_one_and_together() {
        let db = Db::open_in_memory().unwrap();
        let mut p = plan(&["Ana", "Ben"]);
        p.rules.schedule = vec![12];
        let first = new_night(&db, &p, 1).unwrap();
        play_out(&db, first.tables[0].game, &[0, 10]);
        let mut q = plan(&["Ana", "Ben", "Cy"]);
        q.rules.schedule = vec![12];
        q.date = "2026-12-01".into();
        let second = new_night(&db, &q, 2).unwrap();
        let seats = &second.tables[0].players;
        // Whoever sits first goes out; Ana scores 30 if she is not first.
        let pts: Vec<i32> = seats
            .iter()
            .enumerate()
            .map(|(i, n)| {
                if i == 0 {
                    0
                } else if n == "Ana" {
                    30
                } else {
                    5
                }
            })
            .collect();
        play_out(&db, second.tables[0].game, &pts);
        let v = league(&db, "Autumn 2026", Scoring::Points).unwrap();
        assert_eq!(v.nights.len(), 2);
        assert_eq!(v.by_night[0].len(), 2);
        assert_eq!(v.by_night[1].len(), 3);
        assert_eq!(v.after[1], v.standings);
        assert_eq!(v.attendance("Ana"), 2);
        assert_eq!(v.attendance("Cy"), 1);
        // After night 1, Ana (0 points) leads Ben (10).
        assert_eq!(v.after[0][0].line.name, "Ana");
        let games = league_player(&db, "Autumn 2026", "Ana").unwrap();
        assert_eq!(games.len(), 2);
        assert_eq!(
            (games[0].total, games[0].rank, games[0].of, games[0].won),
            (0, 1, 2, true)
        );
        assert!(league(&db, "Spring", Scoring::Points).is_err());
    }

    #[test]
    fn time_up_makes_the_round_being_played_the_last() {
        let db = Db::open_in_memory().unwrap();
        let mut p = plan(&["Ana", "Ben", "Cy", "Dee"]);
        p.per_table = 2;
        p.minutes = Some(30);
        let s = new_night(&db, &p, 5).unwrap();
        let game = s.tables[0].game;
        let started = db.game(game).unwrap().started_at;
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![PlayerInput::went_out(), PlayerInput::typed("6")],
            markers_up: vec![],
        };
        games::record_round(&db, game, &input).unwrap();
        // Not yet: nothing is cut.
        assert!(time_up(&db, s.night, started + 29 * 60).unwrap().is_empty());
        let b = board(&db, s.night, None, started + 29 * 60).unwrap();
        assert_eq!(b.tables[0].seconds_left, Some(60));
        // Time is up during round 2: it is the last; both games are cut.
        let cut = time_up(&db, s.night, started + 30 * 60).unwrap();
        assert_eq!(cut.len(), 2);
        assert_eq!(db.game(game).unwrap().sheet.spec.schedule, vec![12, 11]);
        assert_eq!(
            db.game(s.tables[1].game).unwrap().sheet.spec.schedule,
            vec![12]
        );
        // Cutting again changes nothing; saving round 2 finishes the game.
        assert!(time_up(&db, s.night, started + 40 * 60).unwrap().is_empty());
        let saved = games::record_round(&db, game, &input).unwrap();
        assert!(saved.finished.is_some());
        let b = board(&db, s.night, None, started + 40 * 60).unwrap();
        assert!(b.tables[0].finished && b.tables[0].seconds_left.is_none());
        assert!(!b.all_finished());
    }

    #[test]
    fn the_clock_cuts_every_timed_night_whichever_page_is_open() {
        let db = Db::open_in_memory().unwrap();
        let mut timed = plan(&["Ana", "Ben", "Cy", "Dee"]);
        timed.per_table = 2;
        timed.minutes = Some(20);
        let a = new_night(&db, &timed, 5).unwrap();
        let untimed = plan(&["Eve", "Flo"]);
        let b = new_night(&db, &untimed, 5).unwrap();
        let started = db.game(a.tables[0].game).unwrap().started_at;
        assert_eq!(db.timed_nights_playing().unwrap(), vec![a.night]);
        assert!(time_up_everywhere(&db, started + 19 * 60)
            .unwrap()
            .is_empty());
        let mut cut = time_up_everywhere(&db, started + 21 * 60).unwrap();
        cut.sort();
        let mut want: Vec<GameId> = a.tables.iter().map(|t| t.game).collect();
        want.sort();
        assert_eq!(cut, want);
        // The night without a limit plays its whole schedule.
        let g = b.tables[0].game;
        assert_eq!(db.game(g).unwrap().sheet.spec.schedule, vec![12, 11, 10]);
        // Every timed game finished: no night is asked any more.
        for t in &a.tables {
            play_out(&db, t.game, &[0, 5]);
        }
        assert!(db.timed_nights_playing().unwrap().is_empty());
    }
}

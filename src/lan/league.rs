//! Gathering a league's games over the network (issue 33), the league
//! host's side, without HTTP: turning receiving on and off, admitting a
//! sender by the league's code or its link's key, and taking the games it
//! sends, each once by its `uid` through the import's own checks and
//! storage ([`crate::app::files::check_one`], `Db::import_games`). A sender
//! can only add games: nothing here gives stored data back but, for each
//! game sent, whether it was added, known already, in conflict or refused.
//! The routes are `server::league`'s; the sender's side is
//! [`crate::app::league`], whose [`Http`] transport is here.

use crate::app::files;
use crate::db::outbox::Receiving;
use crate::db::{Db, DbError};
use crate::formats::push::{Ack, AckStatus, LeagueLink};
use crate::lan::host::{new_code, new_token, Answer};
use crate::lan::wire::normalize_code;
use subtle::ConstantTimeEq;

/// Turns receiving games on for league `league` (created if the league
/// host has none of that name yet): a new code and key, or, when it is on
/// already, the ones it has (a league host started again keeps them).
pub fn start(db: &Db, league: &str) -> Answer<Receiving> {
    let league = crate::rules::clean_name(league);
    if league.is_empty() {
        return Err(crate::lan::host::Refusal::BadRequest(
            crate::lan::host::Why::new("league-name", "the league needs a name", []),
        ));
    }
    let (code, key) = (new_code()?, new_token()?);
    Ok(db.start_receiving(&league, &code, &key, crate::db::now())?)
}

/// Turns receiving off for `league`: its code and link stop working.
/// `false` when it was not on.
pub fn stop(db: &Db, league: &str) -> Result<bool, DbError> {
    db.stop_receiving(league)
}

/// Every league receiving games.
pub fn receiving(db: &Db) -> Result<Vec<Receiving>, DbError> {
    db.receiving()
}

/// The league link of `r` at `base` (`http://host:port`).
pub fn link(base: &str, r: &Receiving) -> String {
    LeagueLink::format(base, &r.code, &r.key, &r.league)
}

fn same(a: &str, b: &str) -> bool {
    a.as_bytes().ct_eq(b.as_bytes()).into()
}

/// The league whose link's key is `key`, if any (compared in constant time).
pub fn by_key(db: &Db, key: &str) -> Result<Option<String>, DbError> {
    let key = key.trim();
    Ok(db
        .receiving()?
        .into_iter()
        .find(|r| same(key, &r.key))
        .map(|r| r.league))
}

/// The league whose code is `code`, if any (compared in constant time; a
/// code is read as a join code is: case, spaces and dashes aside).
pub fn by_code(db: &Db, code: &str) -> Result<Option<String>, DbError> {
    let code = normalize_code(code);
    Ok(db
        .receiving()?
        .into_iter()
        .find(|r| same(&code, &r.code))
        .map(|r| r.league))
}

/// Gives every league receiving games a new code (after too many wrong
/// guesses); returns the leagues and their new codes.
pub fn new_codes(db: &Db) -> Answer<Vec<(String, String)>> {
    let mut out = vec![];
    for r in db.receiving()? {
        let code = new_code()?;
        db.set_receiving_code(&r.league, &code)?;
        out.push((r.league, code));
    }
    Ok(out)
}

/// Takes the games sent for `league`, each on its own, in one
/// transaction: a game this build reads, finished, of this league (or of
/// no league) is imported as a file's game would be; one whose uid is here
/// already is `known` when it is the same game, a `conflict` (nothing of
/// it changed, the others taken) when its contents differ. Anything else
/// is `refused`, saying why. Storage's failure takes none of them: the
/// sender, unanswered, sends them again.
pub fn take(db: &Db, league: &str, games: &[serde_json::Value]) -> Result<Vec<Ack>, DbError> {
    let mut acks = Vec::with_capacity(games.len());
    let mut checked = vec![];
    for (i, raw) in games.iter().enumerate() {
        let uid = raw
            .get("uid")
            .and_then(|u| u.as_str())
            .map(|u| crate::rules::shorten(u, 200))
            .unwrap_or_else(|| "?".into());
        let refused = |error: String| Ack {
            uid: uid.clone(),
            status: AckStatus::Refused,
            error: Some(error),
        };
        let g = match files::check_one(i + 1, raw) {
            Ok(g) => g,
            Err(e) => {
                acks.push(refused(e.to_string()));
                continue;
            }
        };
        if g.finished_at.is_none() {
            acks.push(refused(format!(
                "game {uid} is not finished: a league host takes finished games"
            )));
            continue;
        }
        if let Some(other) = g.night.as_ref().and_then(|n| n.league.as_deref()) {
            if other != league {
                acks.push(refused(format!(
                    "game {uid} is of the league {}, not {}",
                    crate::rules::shorten(other, 60),
                    crate::rules::shorten(league, 60)
                )));
                continue;
            }
        }
        // Its place, answered below.
        acks.push(Ack {
            uid,
            status: AckStatus::Known,
            error: None,
        });
        checked.push((acks.len() - 1, g));
    }
    let games: Vec<_> = checked.iter().map(|(_, g)| g.clone()).collect();
    let taken = db.import_each(&games)?;
    for ((k, _), r) in checked.iter().zip(taken) {
        let ack = &mut acks[*k];
        match r {
            Ok(added) => {
                ack.status = if added {
                    AckStatus::Added
                } else {
                    AckStatus::Known
                }
            }
            Err(e) => {
                ack.status = AckStatus::Conflict;
                ack.error = Some(e.to_string());
            }
        }
    }
    // Shown on this side too (the League page, `mextrain serve`'s log).
    let refused: Vec<(String, String)> = acks
        .iter()
        .filter(|a| !a.status.is_taken())
        .map(|a| (a.uid.clone(), a.error.clone().unwrap_or_default()))
        .collect();
    db.note_refusals(league, &refused, crate::db::now())?;
    Ok(acks)
}

/// How often a machine that joined league hosts looks for games to send
/// while `mextrain serve` or the window runs.
pub const SEND_EVERY: std::time::Duration = std::time::Duration::from_secs(3);

/// On a machine that joined league hosts (`mextrain serve`, the window; the
/// caller checks that it did, `app::league::destinations`): a thread of its
/// own, with its own connection to the data folder `dir` (opened in the
/// thread, so that a start does not wait for it), sends the league's games
/// as they finish, and what does not get through again after its wait
/// (`app::league::push`: the same outbox, batches and backoff), every
/// [`SEND_EVERY`] or when the next try is due, until `stop` is set. What
/// it sends, it says on standard output and error.
pub fn keep_sending(
    dir: std::path::PathBuf,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
) -> std::io::Result<std::thread::JoinHandle<()>> {
    use crate::app::league as send;
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};
    std::thread::Builder::new()
        .name("mextrain-league-send".into())
        .spawn(move || {
            let db = match Db::open_in(&dir) {
                Ok(db) => db,
                Err(e) => {
                    eprintln!("mextrain: the games for the league host are not sent: {e}");
                    return;
                }
            };
            let t = Http::with_timeout(Duration::from_secs(5));
            while !stop.load(Ordering::SeqCst) {
                let next = match send::push(&db, &t, send::now_ms(), false) {
                    Ok(r) => {
                        let taken = r.added + r.known;
                        if taken > 0 {
                            println!(
                                "mextrain: {taken} game{} acknowledged by the league host",
                                if taken == 1 { "" } else { "s" }
                            );
                        }
                        for (uid, why) in &r.refused {
                            eprintln!("mextrain: game {uid} was refused by the league host: {why}");
                        }
                        r.next_try
                    }
                    Err(e) => {
                        eprintln!("mextrain: the games for the league host were not sent: {e}");
                        None
                    }
                };
                // Until the next try is due, or new games may have finished.
                let wait = next
                    .map(|n| Duration::from_millis((n - send::now_ms()).max(0) as u64))
                    .unwrap_or(SEND_EVERY)
                    .min(SEND_EVERY);
                let until = Instant::now() + wait;
                while Instant::now() < until && !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(100));
                }
            }
        })
}

/// The sender's transport on the desktop and the command line: plain
/// HTTP (a league host is on the local network), a 10 s limit per request.
pub struct Http {
    agent: ureq::Agent,
}

impl Default for Http {
    fn default() -> Self {
        Http::with_timeout(std::time::Duration::from_secs(10))
    }
}

impl Http {
    /// A transport that gives up on a request after `timeout`.
    pub fn with_timeout(timeout: std::time::Duration) -> Http {
        Http {
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(timeout))
                .build()
                .new_agent(),
        }
    }
}

impl crate::app::league::Transport for Http {
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
        let resp = self
            .agent
            .post(url)
            .header("Content-Type", "application/json")
            .send(body)
            .map_err(|e| e.to_string())?;
        let status = resp.status().as_u16();
        let text = resp
            .into_body()
            .with_config()
            .limit(1 << 20)
            .read_to_string()
            .map_err(|e| e.to_string())?;
        Ok((status, text))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::json::sample;
    use crate::rules::club::NightTag;

    fn game(uid: &str, league: Option<&str>, points: &[i32]) -> serde_json::Value {
        let mut g = sample(&["Ana", "Ben"], Some(points));
        g.uid = uid.into();
        g.night = Some(NightTag {
            uid: "night-1".into(),
            name: "Tuesday".into(),
            date: "2026-11-24".into(),
            table: 1,
            game: 1,
            league: league.map(str::to_string),
        });
        serde_json::to_value(&g).unwrap()
    }

    fn count(db: &Db) -> i64 {
        db.raw()
            .query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))
            .unwrap()
    }

    #[test]
    fn receiving_keeps_its_code_until_stopped_and_admits_by_code_or_key() {
        let db = Db::open_in_memory().unwrap();
        let r = start(&db, "Autumn").unwrap();
        assert_eq!(r.code.len(), 6);
        assert_eq!(r.key.len(), 32);
        assert_eq!(start(&db, "Autumn").unwrap(), r, "started again: the same");
        assert_eq!(
            by_code(&db, &r.code.to_lowercase()).unwrap().as_deref(),
            Some("Autumn")
        );
        assert_eq!(by_key(&db, &r.key).unwrap().as_deref(), Some("Autumn"));
        assert_eq!(by_code(&db, "AAAAAA").unwrap(), None);
        assert_eq!(by_key(&db, "00").unwrap(), None);
        let l = link("http://10.0.0.2:8080", &r);
        assert!(l.starts_with(&format!(
            "http://10.0.0.2:8080/?league={}&key={}",
            r.code, r.key
        )));
        let new = new_codes(&db).unwrap();
        assert_ne!(new[0].1, r.code);
        assert_eq!(by_code(&db, &r.code).unwrap(), None, "the old code is gone");
        assert!(stop(&db, "Autumn").unwrap());
        assert_eq!(by_key(&db, &r.key).unwrap(), None);
        assert!(!stop(&db, "Autumn").unwrap());
        let r2 = start(&db, "Autumn").unwrap();
        assert_ne!(r2.key, r.key, "a new start: a new key");
    }

    #[test]
    fn each_game_is_taken_once_and_a_conflict_or_a_bad_game_changes_nothing() {
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        let a = game("a", Some("Autumn"), &[0, 7]);
        let b = game("b", None, &[0, 9]);
        let acks = take(&db, "Autumn", &[a.clone(), b.clone()]).unwrap();
        let status: Vec<AckStatus> = acks.iter().map(|a| a.status).collect();
        assert_eq!(status, [AckStatus::Added, AckStatus::Added]);
        assert_eq!(count(&db), 2);
        // The same batch again: known, nothing doubled.
        let again = take(&db, "Autumn", &[a.clone(), b]).unwrap();
        assert!(again.iter().all(|a| a.status == AckStatus::Known));
        assert_eq!(count(&db), 2);
        // Game "a" with other points: a conflict, nothing changed.
        let before = db.game(1).unwrap();
        let other = game("a", Some("Autumn"), &[0, 8]);
        let acks = take(&db, "Autumn", &[other]).unwrap();
        assert_eq!(acks[0].status, AckStatus::Conflict);
        assert!(
            acks[0]
                .error
                .as_deref()
                .unwrap()
                .contains("game a is here already"),
            "{acks:?}"
        );
        assert_eq!(db.game(1).unwrap().sheet.rounds, before.sheet.rounds);
        // In one batch with a new game: the conflict refuses only itself.
        let acks = take(
            &db,
            "Autumn",
            &[
                game("a", Some("Autumn"), &[0, 8]),
                game("e", Some("Autumn"), &[0, 5]),
            ],
        )
        .unwrap();
        let status: Vec<AckStatus> = acks.iter().map(|a| a.status).collect();
        assert_eq!(status, [AckStatus::Conflict, AckStatus::Added]);
        assert_eq!(db.game(1).unwrap().sheet.rounds, before.sheet.rounds);
        assert_eq!(count(&db), 3);
        // The league host keeps what it refused, each game once.
        let here = db.refusals("Autumn").unwrap();
        assert_eq!(here.len(), 1);
        assert_eq!((here[0].0.as_str(), here[0].2), ("a", 2));
        assert!(here[0].1.contains("other rounds"), "{here:?}");
        // Another league's game, an unfinished one and a broken one: refused.
        let mut unfinished = sample(&["Ana", "Ben"], None);
        unfinished.uid = "u".into();
        let acks = take(
            &db,
            "Autumn",
            &[
                game("c", Some("Spring"), &[0, 7]),
                serde_json::to_value(&unfinished).unwrap(),
                serde_json::json!({"uid": "d", "spec": 3}),
            ],
        )
        .unwrap();
        assert!(
            acks.iter().all(|a| a.status == AckStatus::Refused),
            "{acks:?}"
        );
        assert!(acks[0].error.as_deref().unwrap().contains("Spring"));
        assert_eq!(acks[2].uid, "d");
        assert_eq!(count(&db), 3);
    }
}

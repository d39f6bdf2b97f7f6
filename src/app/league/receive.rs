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
use crate::app::host::{new_code, new_token, Answer};
use crate::db::outbox::Receiving;
use crate::db::{Db, DbError, NightPlace, Took};
use crate::formats::wire::normalize_code;
use crate::formats::wire::push::{Ack, AckStatus, LeagueLink};
use crate::formats::ExportedGame;
use crate::i18n::{Message, Said};
use subtle::ConstantTimeEq;

/// Turns receiving games on for league `league` (created if the league
/// host has none of that name yet): a new code and key, or, when it is on
/// already, the ones it has (a league host started again keeps them).
pub fn start(db: &Db, league: &str) -> Answer<Receiving> {
    let league = crate::rules::clean_name(league);
    if league.is_empty() {
        return Err(crate::app::host::Refusal::BadRequest(
            crate::i18n::Said::new("table-why-league-name"),
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

/// The port this machine receives league games on from the desktop
/// window, once one was chosen: the senders' links name it, so it stays
/// the same from one start to the next.
pub fn port(db: &Db) -> Result<Option<u16>, DbError> {
    db.league_port()
}

/// Keeps `port` as the one league games are received on.
pub fn keep_port(db: &Db, port: u16) -> Result<(), DbError> {
    db.keep_league_port(port)
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

/// The league whose code was `code` before it was replaced, if it still
/// receives games (a code read as [`by_code`] reads it).
pub fn by_replaced_code(db: &Db, code: &str) -> Result<Option<String>, DbError> {
    db.replaced_code(&normalize_code(code))
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
/// transaction: a game this build reads, finished, of a night of this
/// league, at a place of that night it may take ([`judge_place`]), is
/// imported as a file's game would be; one whose uid is here already (in
/// the bin too) is `known` when it is the same game (or an earlier
/// revision of it), `added` in its place when it is a later revision from
/// the sender it first came from (a correction after the night: the
/// standings follow), a `conflict` (nothing of it changed, the others
/// taken) when it comes from another sender or its contents differ under
/// the same revision. Anything
/// else is `refused`, saying why (a message: its English in `error`, its
/// key and arguments in `said`). Storage's failure takes none of them: the
/// sender, unanswered, sends them again. The games are taken night by
/// night, each table's in the order of their numbers, whatever the order
/// sent; the answer is in the order sent.
pub fn take(db: &Db, league: &str, games: &[serde_json::Value]) -> Result<Vec<Ack>, DbError> {
    let mut acks = Vec::with_capacity(games.len());
    let mut checked = vec![];
    for (i, raw) in games.iter().enumerate() {
        let uid = raw
            .get("uid")
            .and_then(|u| u.as_str())
            .map(|u| crate::rules::shorten(u, 200))
            .unwrap_or_else(|| "?".into());
        let refused = |why: Said| refusal(&uid, AckStatus::Refused, why);
        let mut g = match files::check_one(i + 1, raw) {
            Ok(g) => g,
            Err(e) => {
                acks.push(refused(e.said()));
                continue;
            }
        };
        if g.finished_at.is_none() {
            acks.push(refused(
                Said::new("league-push-unfinished").arg("game", &uid),
            ));
            continue;
        }
        let Some(tag) = g.night.as_mut() else {
            acks.push(refused(Said::new("league-push-no-night").arg("game", &uid)));
            continue;
        };
        tag.name = crate::rules::clean_name(&tag.name);
        match tag.league.as_deref() {
            None => {
                acks.push(refused(
                    Said::new("league-push-no-league").arg("game", &uid),
                ));
                continue;
            }
            Some(other) if other != league => {
                acks.push(refused(
                    Said::new("league-push-other-league")
                        .arg("game", &uid)
                        .arg(
                            "other",
                            crate::rules::clean_name(&crate::rules::shorten(other, 60)),
                        )
                        .arg("league", crate::rules::shorten(league, 60)),
                ));
                continue;
            }
            Some(_) => {}
        }
        // Its place, answered below.
        acks.push(Ack {
            uid,
            status: AckStatus::Known,
            error: None,
            said: None,
        });
        checked.push((acks.len() - 1, g));
    }
    // Night by night, each table's games in the order of their numbers.
    checked.sort_by(|(a, x), (b, y)| {
        let key = |g: &ExportedGame| g.night.as_ref().map(|t| (t.uid.clone(), t.game, t.table));
        key(x).cmp(&key(y)).then(a.cmp(b))
    });
    let games: Vec<_> = checked.iter().map(|(_, g)| g.clone()).collect();
    let taken = db.import_each(&games, &mut |g, place| judge_place(league, g, place))?;
    for ((k, _), r) in checked.iter().zip(taken) {
        let ack = &mut acks[*k];
        match r {
            // A later revision from the sender the game first came from
            // took its place: taken, as an added game is.
            Ok(Took::Added | Took::Replaced) => ack.status = AckStatus::Added,
            Ok(Took::Known) => ack.status = AckStatus::Known,
            Ok(Took::Refused(why)) => *ack = refusal(&ack.uid, AckStatus::Refused, why),
            Err(e) => *ack = refusal(&ack.uid, AckStatus::Conflict, e.said()),
        }
    }
    // Shown on this side too (the League page, `mextrain serve`'s log),
    // kept as messages (their key and arguments), worded when shown.
    let refused: Vec<(String, String)> = acks
        .iter()
        .filter(|a| !a.status.is_taken())
        .map(|a| {
            let kept = a
                .said
                .as_ref()
                .map(|s| s.to_string())
                .or_else(|| a.error.clone())
                .unwrap_or_default();
            (a.uid.clone(), kept)
        })
        .collect();
    db.note_refusals(league, &refused, crate::db::now())?;
    Ok(acks)
}

fn refusal(uid: &str, status: AckStatus, why: Said) -> Ack {
    Ack {
        uid: uid.to_string(),
        status,
        error: Some(crate::i18n::english(&why)),
        said: Some(why.to_json()),
    }
}

/// Whether game `g`, pushed for `league`, may take the place its night
/// tag names, given what that night holds here (`place`; `None`: the
/// night is not stored here, so the game begins it). A pushed game joins a
/// night of this league only, at a table's next number (no gap, no place
/// held by another game), after the table's last game is finished; a
/// night being played or hosted here takes only earlier games of its own
/// players (never one that would become its current game).
pub fn judge_place(league: &str, g: &ExportedGame, place: Option<&NightPlace>) -> Option<Said> {
    let tag = g.night.as_ref()?;
    let at = |key: &'static str| {
        Said::new(key)
            .arg("game", crate::rules::shorten(&g.uid, 200))
            .arg("night", crate::rules::shorten(&tag.name, 60))
            .arg("table", tag.table)
            .arg("number", tag.game)
    };
    let Some(p) = place else {
        return (tag.game != 1).then(|| at("league-push-not-next").arg("next", 1));
    };
    if p.league.as_deref() != Some(league) {
        return Some(
            at("league-push-night-league").arg("league", crate::rules::shorten(league, 60)),
        );
    }
    if p.taken {
        return Some(at("league-push-taken"));
    }
    let live = p.playing || p.hosted;
    if live {
        if let Some(name) = g.spec.players.iter().find(|n| !p.players.contains(n)) {
            return Some(at("league-push-players").arg("player", crate::rules::shorten(name, 60)));
        }
    }
    match p.table_last {
        Some((n, false)) => return Some(at("league-push-table-playing").arg("playing", n)),
        Some((n, true)) if tag.game as usize != n + 1 => {
            return Some(at("league-push-not-next").arg("next", n + 1))
        }
        None if tag.game != 1 => return Some(at("league-push-not-next").arg("next", 1)),
        _ => {}
    }
    if live && tag.game as usize >= p.night_last {
        return Some(at("league-push-live"));
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::json::sample;
    use crate::rules::club::NightTag;

    /// Game `number` of table 1 of night "night-1", finished.
    fn game(uid: &str, league: Option<&str>, points: &[i32]) -> serde_json::Value {
        let number = uid.bytes().last().map_or(1, |b| (b % 16) as u32 + 1);
        at("night-1", 1, number, uid, league, points)
    }

    /// A finished game of Ana and Ben, game `number` of table `table` of
    /// night `night`.
    fn at(
        night: &str,
        table: u32,
        number: u32,
        uid: &str,
        league: Option<&str>,
        points: &[i32],
    ) -> serde_json::Value {
        let mut g = sample(&["Ana", "Ben"], Some(points));
        g.uid = uid.into();
        g.night = Some(NightTag {
            uid: night.into(),
            name: "Tuesday".into(),
            date: "2026-11-24".into(),
            table,
            game: number,
            league: league.map(str::to_string),
        });
        serde_json::to_value(&g).unwrap()
    }

    fn statuses(acks: &[Ack]) -> Vec<AckStatus> {
        acks.iter().map(|a| a.status).collect()
    }

    fn keys(acks: &[Ack]) -> Vec<String> {
        acks.iter()
            .map(|a| {
                a.said
                    .as_ref()
                    .and_then(Said::from_json)
                    .map_or("-".to_string(), |s| s.key.to_string())
            })
            .collect()
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
        // Games 2 ("a") and 3 ("b") of table 1, after game 1 ("0").
        take(&db, "Autumn", &[game("0", Some("Autumn"), &[0, 1])]).unwrap();
        let a = game("a", Some("Autumn"), &[0, 7]);
        let b = game("b", Some("Autumn"), &[0, 9]);
        let acks = take(&db, "Autumn", &[a.clone(), b.clone()]).unwrap();
        let status: Vec<AckStatus> = acks.iter().map(|a| a.status).collect();
        assert_eq!(status, [AckStatus::Added, AckStatus::Added]);
        assert_eq!(count(&db), 3);
        // The same batch again: known, nothing doubled.
        let again = take(&db, "Autumn", &[a.clone(), b]).unwrap();
        assert!(again.iter().all(|a| a.status == AckStatus::Known));
        assert_eq!(count(&db), 3);
        // Game "a" with other points: a conflict, nothing changed.
        let before = db.game(2).unwrap();
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
        assert_eq!(db.game(2).unwrap().sheet.rounds, before.sheet.rounds);
        // In one batch with a new game (game 4, "c"): the conflict
        // refuses only itself.
        let acks = take(
            &db,
            "Autumn",
            &[
                game("a", Some("Autumn"), &[0, 8]),
                game("c", Some("Autumn"), &[0, 5]),
            ],
        )
        .unwrap();
        let status: Vec<AckStatus> = acks.iter().map(|a| a.status).collect();
        assert_eq!(status, [AckStatus::Conflict, AckStatus::Added]);
        assert_eq!(db.game(2).unwrap().sheet.rounds, before.sheet.rounds);
        assert_eq!(count(&db), 4);
        // The league host keeps what it refused, each game once, as a
        // message (worded in the language shown).
        let here = db.refusals("Autumn").unwrap();
        assert_eq!(here.len(), 1);
        assert_eq!((here[0].0.as_str(), here[0].2), ("a", 2));
        let english = crate::app::league::send::reason_in(crate::i18n::Lang::ENGLISH, &here[0].1);
        assert!(english.contains("other rounds"), "{here:?}");
        let french =
            crate::app::league::send::reason_in(crate::i18n::Lang::from_tag("fr-CA"), &here[0].1);
        assert!(french.contains("d’autres manches"), "{french}");
        // Another league's game, an unfinished one and a broken one: refused.
        let mut unfinished = sample(&["Ana", "Ben"], None);
        unfinished.uid = "u".into();
        let acks = take(
            &db,
            "Autumn",
            &[
                game("d", Some("Spring"), &[0, 7]),
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
        assert_eq!(count(&db), 4);
    }

    /// A league host that hosts night "live" (league Autumn), table 1
    /// playing game 1 (Ana, Ben), table 2 finished its game 1 (Cy, Dee);
    /// and its night's uid.
    fn hosting_a_night() -> (Db, crate::db::NightId, String) {
        use crate::app::night::{new_night_seated, NightPlan};
        use crate::rules::{club::Scoring, GameSpec, PresetId, RoundInput};
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12, 11];
        let seats = vec![
            vec!["Ana".to_string(), "Ben".to_string()],
            vec!["Cy".to_string(), "Dee".to_string()],
        ];
        let plan = NightPlan {
            name: "Live".into(),
            date: "2026-11-24".into(),
            league: Some("Autumn".into()),
            rules,
            per_table: 2,
            minutes: None,
            scoring: Scoring::Points,
            players: seats.concat(),
        };
        let s = new_night_seated(&db, &plan, &seats).unwrap();
        let t2 = s.tables[1].game;
        while !db.game(t2).unwrap().is_finished() {
            crate::app::games::record_round(&db, t2, &RoundInput::typed(&[0, 5])).unwrap();
        }
        let uid = db.night(s.night).unwrap().uid;
        (db, s.night, uid)
    }

    #[test]
    fn a_pushed_game_never_jumps_a_hosted_nights_numbering_nor_becomes_its_current_game() {
        let (db, night, uid) = hosting_a_night();
        let before = crate::app::night::current_games(&db, night).unwrap();
        let n = count(&db);
        // Game 99 of table 1, of the league or of none: refused, saying
        // why; the board's current games are as they were.
        let acks = take(
            &db,
            "Autumn",
            &[
                at(&uid, 1, 99, "x99", Some("Autumn"), &[0, 7]),
                at(&uid, 1, 99, "y99", None, &[0, 7]),
                at(&uid, 2, 99, "z99", Some("Autumn"), &[0, 7]),
            ],
        )
        .unwrap();
        assert_eq!(statuses(&acks), [AckStatus::Refused; 3], "{acks:?}");
        assert_eq!(
            keys(&acks),
            [
                "league-push-table-playing",
                "league-push-no-league",
                "league-push-not-next"
            ]
        );
        // Game 2 of the finished table 2: next in line there, but it would
        // become the current game of a night being played here.
        let acks = take(
            &db,
            "Autumn",
            &[at(&uid, 2, 2, "t2g2", Some("Autumn"), &[0, 7])],
        )
        .unwrap();
        assert_eq!(keys(&acks), ["league-push-live"]);
        // A game at a place another game holds: refused.
        let acks = take(
            &db,
            "Autumn",
            &[at(&uid, 2, 1, "t2g1", Some("Autumn"), &[0, 7])],
        )
        .unwrap();
        assert_eq!(keys(&acks), ["league-push-taken"]);
        assert_eq!(count(&db), n, "nothing added");
        assert_eq!(
            crate::app::night::current_games(&db, night).unwrap(),
            before
        );
        // Players who do not play at the night: refused.
        let mut strangers = sample(&["Eve", "Fay"], Some(&[0, 4]));
        strangers.uid = "strangers".into();
        strangers.night =
            serde_json::from_value(at(&uid, 3, 1, "s", Some("Autumn"), &[0, 4])["night"].clone())
                .unwrap();
        let acks = take(&db, "Autumn", &[serde_json::to_value(&strangers).unwrap()]).unwrap();
        assert_eq!(keys(&acks), ["league-push-players"]);
        // A night of another league here: refused.
        let acks = take(
            &db,
            "Spring",
            &[at(&uid, 3, 1, "s1", Some("Spring"), &[0, 7])],
        )
        .unwrap();
        assert_eq!(keys(&acks), ["league-push-night-league"]);
        // A game of no night: refused.
        let mut lone = sample(&["Ana", "Ben"], Some(&[0, 3]));
        lone.uid = "lone".into();
        let acks = take(&db, "Autumn", &[serde_json::to_value(&lone).unwrap()]).unwrap();
        assert_eq!(keys(&acks), ["league-push-no-night"]);
        assert_eq!(count(&db), n);
    }

    #[test]
    fn a_gathered_nights_games_are_taken_table_by_table_in_order_and_never_with_a_gap() {
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        let g = |t, k: u32| {
            at(
                "far",
                t,
                k,
                &format!("far-{t}-{k}"),
                Some("Autumn"),
                &[0, k as i32],
            )
        };
        // Sent out of order in one batch: taken in order, answered in the
        // order sent.
        let acks = take(&db, "Autumn", &[g(1, 2), g(2, 1), g(1, 1)]).unwrap();
        assert_eq!(statuses(&acks), [AckStatus::Added; 3], "{acks:?}");
        // A gap: game 4 after game 2 is refused, naming the next one.
        let acks = take(&db, "Autumn", &[g(1, 4)]).unwrap();
        assert_eq!(keys(&acks), ["league-push-not-next"]);
        assert!(
            acks[0].error.as_deref().unwrap().contains("next game is 3"),
            "{acks:?}"
        );
        // The next one is taken.
        let acks = take(&db, "Autumn", &[g(1, 3)]).unwrap();
        assert_eq!(statuses(&acks), [AckStatus::Added]);
    }

    #[test]
    fn a_later_revision_from_the_first_sender_takes_the_place_and_the_standings_follow() {
        use crate::rules::club::Scoring;
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        // Game 1 of table 1 of night "far", revision `rev` from `sender`,
        // Ben scoring `ben`.
        let sent = |rev: u32, sender: &str, ben: i32| {
            let mut v = at("far", 1, 1, "g1", Some("Autumn"), &[0, ben]);
            v["revision"] = rev.into();
            v["sender"] = sender.into();
            v
        };
        let ben = |db: &Db| {
            let night = db.find_night("far").unwrap().unwrap();
            let n = crate::app::night::standings(db, night, Scoring::Points).unwrap();
            let l: Vec<_> =
                crate::app::league::standings::league_standings(db, "Autumn", Scoring::Points)
                    .unwrap()
                    .into_iter()
                    .map(|s| s.line)
                    .collect();
            let of = |st: &[crate::rules::club::Standing]| {
                st.iter().find(|s| s.name == "Ben").unwrap().points
            };
            assert_eq!(of(&n), of(&l), "the night's and the league's");
            of(&n)
        };
        let took = |v: serde_json::Value| statuses(&take(&db, "Autumn", &[v]).unwrap());
        assert_eq!(took(sent(1, "machine-a", 7)), [AckStatus::Added]);
        assert_eq!(ben(&db), 7);
        let id = db.game_by_uid("g1").unwrap().unwrap();
        // Revision 2 from the sender it came from: in its place.
        assert_eq!(took(sent(2, "machine-a", 9)), [AckStatus::Added]);
        assert_eq!(count(&db), 1, "in place, not beside it");
        let g = db.game(id).unwrap();
        assert_eq!((g.revision, g.sender.as_str()), (2, "machine-a"));
        assert_eq!(g.sheet.totals(), [0, 9]);
        assert_eq!(ben(&db), 9);
        // The same revision again, or an earlier one: known.
        assert_eq!(took(sent(2, "machine-a", 9)), [AckStatus::Known]);
        assert_eq!(took(sent(1, "machine-a", 7)), [AckStatus::Known]);
        // Another sender (even a later revision), or other contents under
        // the same revision: a conflict, and nothing changes.
        let before = db.game(id).unwrap();
        for (v, what) in [
            (sent(3, "machine-b", 11), "hist-db-conflict-sender"),
            (sent(3, "", 11), "hist-db-conflict-sender"),
            (sent(2, "machine-a", 12), "hist-db-conflict-rounds"),
        ] {
            let acks = take(&db, "Autumn", &[v]).unwrap();
            assert_eq!(statuses(&acks), [AckStatus::Conflict], "{what}");
            let said = Said::from_json(acks[0].said.as_ref().unwrap()).unwrap();
            assert_eq!(said.key, "hist-db-conflict");
            assert!(said.to_json().to_string().contains(what), "{said:?}");
            assert_eq!(db.game(id).unwrap(), before);
            assert_eq!(ben(&db), 9);
        }
        assert!(take(&db, "Autumn", &[sent(3, "machine-b", 11)]).unwrap()[0]
            .error
            .as_deref()
            .unwrap()
            .contains("other corrections, made on another machine"),);
        // Revision 3 from machine-a: taken again.
        assert_eq!(took(sent(3, "machine-a", 4)), [AckStatus::Added]);
        assert_eq!(ben(&db), 4);
    }

    #[test]
    fn a_game_in_the_bin_is_compared_by_its_contents_like_any_other() {
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        let a = game("0", Some("Autumn"), &[0, 7]);
        assert_eq!(
            statuses(&take(&db, "Autumn", std::slice::from_ref(&a)).unwrap()),
            [AckStatus::Added]
        );
        let id = db.game_by_uid("0").unwrap().unwrap();
        crate::app::history::delete_game(&db, id).unwrap();
        // The same contents: known. Other contents: a conflict, and the
        // game stays in the bin as it was.
        assert_eq!(
            statuses(&take(&db, "Autumn", &[a]).unwrap()),
            [AckStatus::Known]
        );
        let other = take(&db, "Autumn", &[game("0", Some("Autumn"), &[0, 9])]).unwrap();
        assert_eq!(statuses(&other), [AckStatus::Conflict], "{other:?}");
        assert_eq!(keys(&other), ["hist-db-conflict"]);
        crate::app::history::undelete_game(&db, id).unwrap();
        assert_eq!(db.game(id).unwrap().sheet.totals(), [0, 7]);
    }

    #[test]
    fn a_closed_league_refuses_new_games_and_revisions_sent_to_it() {
        let db = Db::open_in_memory().unwrap();
        start(&db, "Autumn").unwrap();
        let sent = |uid: &str, rev: u32, ben: i32| {
            let mut v = at("far", 1, 1, uid, Some("Autumn"), &[0, ben]);
            v["revision"] = rev.into();
            v["sender"] = "machine-a".into();
            v
        };
        let took = |db: &Db, v| statuses(&take(db, "Autumn", &[v]).unwrap());
        assert_eq!(took(&db, sent("g1", 1, 7)), [AckStatus::Added]);
        crate::app::league::season::close(&db, "Autumn").unwrap();
        let before = db.game(db.game_by_uid("g1").unwrap().unwrap()).unwrap();
        // What it holds already: known, as before.
        assert_eq!(took(&db, sent("g1", 1, 7)), [AckStatus::Known]);
        // A revision, and a new game, in one batch: both refused, saying
        // why, nothing stored.
        let acks = take(
            &db,
            "Autumn",
            &[
                sent("g1", 2, 9),
                at("far", 2, 1, "g2", Some("Autumn"), &[0, 5]),
            ],
        )
        .unwrap();
        assert_eq!(statuses(&acks), [AckStatus::Refused, AckStatus::Refused]);
        assert_eq!(keys(&acks), ["now-league-closed", "now-league-closed"]);
        assert!(
            acks[0]
                .error
                .as_deref()
                .unwrap()
                .contains("the league Autumn is closed"),
            "{acks:?}"
        );
        assert_eq!(count(&db), 1);
        assert_eq!(db.game(before.id).unwrap(), before);
        // Reopened: both taken.
        crate::app::league::season::reopen(&db, "Autumn").unwrap();
        assert_eq!(took(&db, sent("g1", 2, 9)), [AckStatus::Added]);
        assert_eq!(
            took(&db, at("far", 2, 1, "g2", Some("Autumn"), &[0, 5])),
            [AckStatus::Added]
        );
        assert_eq!(count(&db), 2);
    }
}

//! Gathering a league's games over the network (issue 33) against a real
//! league host: `server::spawn` on 127.0.0.1, receiving on for a league
//! (`lan::league::start`), senders with their own data folders sending
//! through the real transport (`lan::league::Http`, ureq). Refused
//! connections and a host restarted in the middle are retried, a replayed
//! batch doubles nothing, a conflicting uid is refused on both sides and
//! changes nothing, a wrong league code is limited like a join code, and
//! nothing gives stored data back.

use crate::fixtures::{http, serve_leagues};
use mextrain::app::league::receive;
use mextrain::app::league::send::{self, Transport};
use mextrain::db::outbox::Receiving;
use mextrain::db::Db;
use mextrain::formats::ExportedGame;
use mextrain::lan::sender::Http;
use mextrain::lan::server::{self, limit::Rate, Config, Running};
use mextrain::rules::club::NightTag;
use mextrain::rules::{GameSpec, PresetId, RoundEntry, RoundOutcome};
use serde_json::{json, Value};
use std::cell::{Cell, RefCell};
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

const LEAGUE: &str = "Autumn 2026";

/// `n` finished one-round games of the league, uids `PREFIX-k`; seat 1
/// scores `points + k`.
fn games(prefix: &str, n: usize, points: i32) -> Vec<ExportedGame> {
    (0..n)
        .map(|k| {
            let mut spec =
                GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
            spec.schedule = vec![12];
            ExportedGame {
                uid: format!("{prefix}-{k}"),
                revision: 1,
                sender: String::new(),
                spec,
                colours: vec!["#e6194b".into(), "#3cb44b".into()],
                first_starter: Some(0),
                started_at: 1_700_000_000 + k as i64,
                finished_at: Some(1_700_003_600 + k as i64),
                rounds: vec![RoundEntry {
                    engine: 12,
                    starter: 0,
                    end: RoundOutcome::Out(0),
                    points: vec![0, points + k as i32],
                    tiles: vec![None, None],
                    markers_up: vec![],
                }],
                night: Some(NightTag {
                    uid: format!("night-{prefix}"),
                    name: "Tuesday club".into(),
                    date: "2026-11-24".into(),
                    table: 1,
                    game: k as u32 + 1,
                    league: Some(LEAGUE.into()),
                }),
            }
        })
        .collect()
}

/// A sender's data folder holding `gs`.
fn sender(dir: &Path, gs: &[ExportedGame]) -> Db {
    let db = Db::open_in(dir).unwrap();
    db.import_games(gs).unwrap();
    db
}

/// Turns receiving on in the league host's folder `dir`.
fn receiving(dir: &Path) -> Receiving {
    receive::start(&Db::open_in(dir).unwrap(), LEAGUE).unwrap()
}

/// A league host receiving [`LEAGUE`]'s games, served on any port: its
/// folder (`host` in a temporary folder, both given), its code and key.
fn league_host() -> (tempfile::TempDir, PathBuf, Receiving, Running) {
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let r = receiving(&host_dir);
    let run = serve_leagues(&host_dir, "127.0.0.1:0".parse().unwrap());
    (dir, host_dir, r, run)
}

/// A port nothing listens on now.
fn free_port() -> SocketAddr {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
}

/// The uids of the league host's games, each with how many times it is there.
fn host_uids(dir: &Path) -> Vec<(String, i64)> {
    let db = Db::open_in(dir).unwrap();
    let mut st = db
        .raw()
        .prepare("SELECT uid, COUNT(*) FROM games GROUP BY uid ORDER BY uid")
        .unwrap();
    st.query_map([], |r| Ok((r.get(0)?, r.get(1)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap()
}

fn link(addr: SocketAddr, r: &Receiving) -> String {
    receive::link(&format!("http://{addr}"), r)
}

fn soon() -> Instant {
    Instant::now() + Duration::from_secs(20)
}

#[test]
fn a_refused_connection_is_retried_and_the_games_arrive_once_the_host_listens() {
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let r = receiving(&host_dir);
    let addr = free_port();
    let db = sender(&dir.path().join("a"), &games("a", 3, 5));
    let (d, queued) = send::join(&db, &link(addr, &r), None, None).unwrap();
    assert_eq!(queued, 3);
    // Nobody listens: refused, every game kept with its next try.
    let t = Http::with_timeout(Duration::from_secs(5));
    let first = send::push(&db, &t, send::now_ms(), true).unwrap();
    assert_eq!((first.failed, first.waiting, first.added), (3, 3, 0));
    let why = first.last_error.unwrap();
    assert!(why.contains("did not answer"), "{why}");
    assert!(first.next_try.unwrap() > send::now_ms());
    let c = send::outbox(&db, d.id).unwrap();
    assert_eq!((c.pending, c.acked), (3, 0));
    assert!(c.last_error.is_some());
    // The host comes up on that port: the next tries get through.
    let _run = serve_leagues(&host_dir, addr);
    let r = send::push_until(&db, &t, soon()).unwrap();
    assert_eq!((r.added, r.waiting), (3, 0), "{r:?}");
    let c = send::outbox(&db, d.id).unwrap();
    assert_eq!((c.pending, c.acked, c.refused), (0, 3, 0));
    assert_eq!(
        host_uids(&host_dir),
        [("a-0".into(), 1), ("a-1".into(), 1), ("a-2".into(), 1)]
    );
    // The league host has them as the league's games.
    let host = Db::open_in(&host_dir).unwrap();
    let st = mextrain::app::league::standings::league_standings(
        &host,
        LEAGUE,
        mextrain::rules::club::Scoring::Points,
    )
    .unwrap();
    assert_eq!(st.iter().map(|s| s.line.games).max(), Some(3));
}

/// The real transport, and the host stopped after the first request it
/// answers.
struct StopsTheHost {
    http: Http,
    run: RefCell<Option<Running>>,
    calls: Cell<usize>,
}

impl Transport for StopsTheHost {
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
        self.calls.set(self.calls.get() + 1);
        let out = self.http.post(url, body);
        if let Some(run) = self.run.borrow_mut().take() {
            run.stop();
        }
        out
    }
}

#[test]
fn a_host_restarted_in_the_middle_and_a_sender_restarted_lose_and_double_nothing() {
    let (dir, host_dir, r, run) = league_host();
    let addr = run.addr;
    let sender_dir = dir.path().join("a");
    let db = sender(&sender_dir, &games("a", 80, 3));
    let (d, _) = send::join(&db, &link(addr, &r), None, None).unwrap();
    let t = StopsTheHost {
        http: Http::with_timeout(Duration::from_secs(5)),
        run: RefCell::new(Some(run)),
        calls: Cell::new(0),
    };
    let first = send::push(&db, &t, send::now_ms(), true).unwrap();
    assert!(first.added > 0 && first.waiting > 0, "{first:?}");
    assert_eq!(first.added + first.waiting, 80);
    assert_eq!(t.calls.get(), 2, "the second batch found the host gone");
    // The sender stops too: its outbox is on disk.
    drop(db);
    let db = Db::open_in(&sender_dir).unwrap();
    assert_eq!(send::outbox(&db, d.id).unwrap().pending, first.waiting);
    // The host again, on its file and port, with its code and key.
    let _run = serve_leagues(&host_dir, addr);
    assert_eq!(
        receive::receiving(&Db::open_in(&host_dir).unwrap()).unwrap(),
        [r]
    );
    let rest = send::push_until(&db, &Http::default(), soon()).unwrap();
    assert_eq!(rest.waiting, 0, "{rest:?}");
    assert_eq!(first.added + rest.added + rest.known, 80);
    let uids = host_uids(&host_dir);
    assert_eq!(uids.len(), 80);
    assert!(uids.iter().all(|(_, n)| *n == 1));
    assert_eq!(send::outbox(&db, d.id).unwrap().acked, 80);
}

/// Sends `body` to the league host at `base` as a sender does: the status
/// and the answer.
fn push_to(a: &ureq::Agent, base: &str, body: &Value) -> (u16, Value) {
    http::send_json(a, base, "POST", send::PUSH_PATH, None, body)
}

fn body(code: &str, key: Option<&str>, gs: &[ExportedGame]) -> Value {
    let mut v = json!({"code": code, "games": gs});
    if let Some(k) = key {
        v["key"] = json!(k);
    }
    v
}

#[test]
fn a_replayed_batch_is_known_and_nothing_is_doubled() {
    let (_dir, host_dir, r, run) = league_host();
    let base = format!("http://{}", run.addr);
    let a = http::agent();
    let batch = body(&r.code, None, &games("a", 5, 1));
    let (status, first) = push_to(&a, &base, &batch);
    assert_eq!(status, 200, "{first}");
    assert_eq!(first["league"], LEAGUE);
    let statuses = |v: &Value| -> Vec<String> {
        v["acks"]
            .as_array()
            .unwrap()
            .iter()
            .map(|a| a["status"].as_str().unwrap().to_string())
            .collect()
    };
    assert_eq!(statuses(&first), ["added"; 5]);
    let (status, again) = push_to(&a, &base, &batch);
    assert_eq!(status, 200);
    assert_eq!(statuses(&again), ["known"; 5]);
    assert_eq!(host_uids(&host_dir).len(), 5);
    assert!(host_uids(&host_dir).iter().all(|(_, n)| *n == 1));
    // A code typed in lower case with a dash is the same code.
    let typed = format!("{}-{}", &r.code[..3], &r.code[3..]).to_lowercase();
    let (status, v) = push_to(&a, &base, &body(&typed, None, &games("a", 1, 1)));
    assert_eq!((status, statuses(&v)), (200, vec!["known".to_string()]));
}

#[test]
fn a_conflicting_uid_is_refused_on_both_sides_and_changes_nothing() {
    let (dir, host_dir, r, run) = league_host();
    let t = Http::default();
    // Sender A's games arrive.
    let a = sender(&dir.path().join("a"), &games("g", 2, 4));
    send::join(&a, &link(run.addr, &r), None, None).unwrap();
    assert_eq!(send::push_until(&a, &t, soon()).unwrap().added, 2);
    let host = Db::open_in(&host_dir).unwrap();
    let stored = host
        .game(host.game_by_uid("g-1").unwrap().unwrap())
        .unwrap();
    drop(host);
    // Sender B has a game of the same uid with other points.
    let mut other = games("g", 2, 9);
    other.remove(0);
    let b = sender(&dir.path().join("b"), &other);
    let (d, _) = send::join(&b, &link(run.addr, &r), None, None).unwrap();
    let rep = send::push_until(&b, &t, soon()).unwrap();
    assert_eq!((rep.added, rep.waiting), (0, 0));
    assert_eq!(rep.refused.len(), 1, "{rep:?}");
    let (uid, why) = &rep.refused[0];
    assert_eq!(uid, "g-1");
    assert!(
        why.contains("game g-1 is here already with other rounds"),
        "{why}"
    );
    // Shown on the sender's side, kept, and never sent again.
    let c = send::outbox(&b, d.id).unwrap();
    assert_eq!((c.pending, c.acked, c.refused), (0, 0, 1));
    assert_eq!(c.refusals[0].0, "g-1");
    assert_eq!(
        send::push(&b, &t, send::now_ms(), true).unwrap().requests,
        0
    );
    // Nothing changed on the host.
    let host = Db::open_in(&host_dir).unwrap();
    let now = host
        .game(host.game_by_uid("g-1").unwrap().unwrap())
        .unwrap();
    assert_eq!(now.sheet.rounds, stored.sheet.rounds);
    assert_eq!(host_uids(&host_dir).len(), 2);
    // Shown on the host's side too: kept (as a message), and on its
    // League page.
    let here = host.refusals(LEAGUE).unwrap();
    assert_eq!(here.len(), 1);
    assert_eq!(here[0].0, "g-1");
    let english = send::reason_in(mextrain::i18n::Lang::ENGLISH, &here[0].1);
    assert!(english.contains("with other rounds"), "{here:?}");
    drop(host);
    let page = mextrain::ui::testing::Harness::open(&host_dir, "/league/Autumn%202026");
    assert_eq!(
        element_text(&page, "league-refused-here"),
        "Game g-1 was refused here: game g-1 is here already with other rounds: \
         a game is taken once, by its uid, and replaced only by a later correction from \
         the machine it came from"
    );
}

/// Each player's points in the night `night` (its uid) and in the league,
/// as `db` counts them: name, games and points, best first.
fn night_and_league(
    db: &Db,
    night: &str,
) -> (Vec<(String, usize, i64)>, Vec<(String, usize, i64)>) {
    use mextrain::rules::club::{Scoring, Standing};
    let lines = |st: Vec<Standing>| {
        st.into_iter()
            .map(|s| (s.name, s.games, s.points))
            .collect::<Vec<_>>()
    };
    let id = db.find_night(night).unwrap().unwrap();
    let n = mextrain::app::night::standings(db, id, Scoring::Points).unwrap();
    let l = mextrain::app::league::standings::league_standings(db, LEAGUE, Scoring::Points)
        .unwrap()
        .into_iter()
        .map(|s| s.line)
        .collect();
    (lines(n), lines(l))
}

#[test]
fn a_correction_after_the_night_reaches_the_league_host_and_both_sides_agree() {
    use mextrain::app::{files, games};
    use mextrain::rules::RoundInput;
    let (dir, host_dir, r, run) = league_host();
    let t = Http::with_timeout(Duration::from_secs(5));
    // Machine A plays a night of the league: two tables, two rounds.
    let a = Db::open_in(&dir.path().join("a")).unwrap();
    let (mut plan, seats) =
        crate::fixtures::night_plan(&[&["Ana", "Ben"], &["Cy", "Dee"]], 2, None);
    plan.league = Some(LEAGUE.into());
    let s = mextrain::app::night::new_night_seated(&a, &plan, &seats).unwrap();
    for table in &s.tables {
        while !a.game(table.game).unwrap().is_finished() {
            games::record_round(&a, table.game, &RoundInput::typed(&[0, 5])).unwrap();
        }
    }
    let night = a.night(s.night).unwrap().uid;
    let g = s.tables[0].game;
    let uid = a.game(g).unwrap().uid;
    let me = a.machine_sender().unwrap();
    let (d, _) = send::join(&a, &link(run.addr, &r), None, None).unwrap();
    let first = send::push_until(&a, &t, soon()).unwrap();
    assert_eq!((first.added, first.waiting), (2, 0), "{first:?}");
    let host = Db::open_in(&host_dir).unwrap();
    assert_eq!(
        night_and_league(&host, &night),
        night_and_league(&a, &night)
    );
    let on_host = host.game_by_uid(&uid).unwrap().unwrap();
    assert_eq!(host.game(on_host).unwrap().sender, me);
    // Corrected after the night on A (Ben's 5 of round 2 was 9): it goes
    // out again by itself, as revision 2, and takes the place of
    // revision 1 on the league host; both sides count it the same.
    games::edit_round(&a, g, 1, &RoundInput::typed(&[0, 9])).unwrap();
    let again = send::push_until(&a, &t, soon()).unwrap();
    assert_eq!(
        (again.added, again.waiting, again.refused.len()),
        (1, 0, 0),
        "{again:?}"
    );
    let c = send::outbox(&a, d.id).unwrap();
    assert_eq!((c.pending, c.acked, c.refused), (0, 2, 0));
    let took = host.game(on_host).unwrap();
    assert_eq!((took.revision, took.sender.as_str()), (2, me.as_str()));
    assert_eq!(took.sheet.totals(), [0, 14]);
    assert_eq!(host_uids(&host_dir).len(), 2, "in its place, not beside it");
    let (n, l) = night_and_league(&host, &night);
    assert_eq!((n.clone(), l.clone()), night_and_league(&a, &night));
    assert!(n.contains(&("Ben".to_string(), 1, 14)), "{n:?}");
    assert!(l.contains(&("Ben".to_string(), 1, 14)), "{l:?}");
    let agreed = (n, l);
    // Machine B takes A's export of the night and corrects the same game
    // there: another sender's revision 3, a conflict on both sides, and
    // nothing changes on the league host.
    let b = Db::open_in(&dir.path().join("b")).unwrap();
    let text = files::export_json(&a, files::Selection::Games(vec![g]))
        .unwrap()
        .to_text();
    files::import(&b, files::Source::Text(&text)).unwrap();
    let gb = b.game_by_uid(&uid).unwrap().unwrap();
    games::edit_round(&b, gb, 0, &RoundInput::typed(&[0, 1])).unwrap();
    assert_eq!(b.game(gb).unwrap().revision, 3);
    let (db_, _) = send::join(&b, &link(run.addr, &r), None, None).unwrap();
    let rep = send::push_until(&b, &t, soon()).unwrap();
    assert_eq!((rep.added, rep.refused.len()), (0, 1), "{rep:?}");
    assert!(
        rep.refused[0]
            .1
            .contains("other corrections, made on another machine"),
        "{rep:?}"
    );
    assert_eq!(send::outbox(&b, db_.id).unwrap().refused, 1);
    assert_eq!(host.game(on_host).unwrap(), took);
    assert_eq!(night_and_league(&host, &night), agreed);
    // A's revision 2 with other contents (a sender that changed a game
    // without saying so): a conflict, nothing changed.
    let mut tampered = files::export_json(&a, files::Selection::Games(vec![g]))
        .unwrap()
        .games;
    tampered[0].rounds[0].points[1] = 3;
    let base = format!("http://{}", run.addr);
    let (status, v) = push_to(&http::agent(), &base, &body(&r.code, None, &tampered));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["acks"][0]["status"], "conflict", "{v}");
    assert!(
        v["acks"][0]["error"]
            .as_str()
            .unwrap()
            .contains("other rounds"),
        "{v}"
    );
    assert_eq!(host.game(on_host).unwrap(), took);
    assert_eq!(night_and_league(&host, &night), agreed);
    assert_eq!(night_and_league(&a, &night), agreed);
}

#[test]
fn a_wrong_league_code_is_limited_like_a_join_code_and_the_key_still_gets_in() {
    let (dir, host_dir, r, run) = league_host();
    let base = format!("http://{}", run.addr);
    let a = http::agent();
    let wrong = if r.code == "AAAAAA" {
        "BBBBBB"
    } else {
        "AAAAAA"
    };
    let post = |v: &Value| push_to(&a, &base, v);
    // Five free wrong codes, then a sixth that locks the address for 1 s.
    for k in 0..6 {
        let (status, v) = post(&body(wrong, None, &[]));
        assert_eq!(status, 403, "wrong code {k}: {v}");
        assert_eq!(v["code"], "league-code-wrong");
    }
    // Locked: not even the right code is judged.
    let (status, v) = post(&body(&r.code, None, &games("a", 1, 1)));
    assert_eq!(status, 429, "{v}");
    assert_eq!(v["code"], "league-code-wait");
    assert_eq!(host_uids(&host_dir).len(), 0, "nothing taken while locked");
    // The link's key is admitted all the same; a wrong key is no help.
    let (status, v) = post(&body(wrong, Some("00112233445566778899aabbccddeeff"), &[]));
    assert_eq!(status, 429, "{v}");
    let (status, v) = post(&body(wrong, Some(&r.key), &games("a", 1, 1)));
    assert_eq!(status, 200, "{v}");
    assert_eq!(v["acks"][0]["status"], "added");
    // After the wait, the right code is taken.
    std::thread::sleep(Duration::from_millis(1100));
    let (status, v) = post(&body(&r.code, None, &games("b", 1, 1)));
    assert_eq!(status, 200, "{v}");
    // A sender whose code is wrong keeps its games and says why.
    let db = sender(&dir.path().join("s"), &games("s", 1, 1));
    let bad = format!("{base}/?name={}", "Autumn%202026");
    let (d, _) = send::join(&db, &bad, Some(wrong), None).unwrap();
    let rep = send::push(&db, &Http::default(), send::now_ms(), true).unwrap();
    assert_eq!(rep.waiting, 1);
    assert!(
        rep.last_error.as_deref().unwrap().contains("league code"),
        "{rep:?}"
    );
    assert_eq!(send::outbox(&db, d.id).unwrap().pending, 1);
}

#[test]
fn a_sender_can_only_add_no_route_gives_stored_data_back() {
    let (_dir, host_dir, r, run) = league_host();
    let base = format!("http://{}", run.addr);
    let a = http::agent();
    let (status, v) = push_to(&a, &base, &body(&r.code, None, &games("a", 2, 1)));
    assert_eq!(status, 200);
    // The answer holds the league's name and one ack per game: no game.
    let keys: Vec<&String> = v.as_object().unwrap().keys().collect();
    assert_eq!(keys, ["acks", "league"]);
    for ack in v["acks"].as_array().unwrap() {
        let keys: Vec<&String> = ack.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["status", "uid"], "{ack}");
    }
    // Reading: no such route, with the code or without; the table's
    // routes know no league code and no game is hosted.
    for (method, path) in [
        ("GET", "/api/league/push"),
        ("GET", "/api/league/games"),
        ("GET", "/api/league"),
        ("GET", "/api/state"),
    ] {
        let reply = http::send(&a, &base, method, path, None, None, "application/json").unwrap();
        assert!(
            [401, 404, 405, 410].contains(&reply.status),
            "{method} {path}: {} {}",
            reply.status,
            reply.text
        );
        assert!(!reply.text.contains("a-0"), "{}", reply.text);
    }
    let reply = http::send(
        &a,
        &base,
        "GET",
        &format!("/api/state?code={}", r.code),
        Some(&r.key),
        None,
        "",
    )
    .unwrap();
    assert!([401, 410].contains(&reply.status), "{}", reply.text);
    // Too many games at once, or not JSON: refused, nothing taken.
    let many = body(&r.code, None, &[]);
    let mut many = many;
    many["games"] = json!(vec![json!({}); 51]);
    let (status, _) = push_to(&a, &base, &many);
    assert_eq!(status, 400);
    let reply = http::send(
        &a,
        &base,
        "POST",
        send::PUSH_PATH,
        None,
        Some("code=1"),
        "text/plain",
    )
    .unwrap();
    assert_eq!(reply.status, 415);
    assert_eq!(host_uids(&host_dir).len(), 2);
}

/// A child process killed when dropped (a failed check does not leave a
/// `mextrain serve` behind).
struct Killed(std::process::Child);

impl Drop for Killed {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// `mextrain ARGS...` in-process: exit status, standard output and error.
fn cli(args: &[&str]) -> (i32, String, String) {
    let args: Vec<String> = args.iter().map(|s| s.to_string()).collect();
    let (mut stdin, mut out, mut err) = (&b""[..], Vec::new(), Vec::new());
    let code = mextrain::cli::run_command(
        &args,
        &mut mextrain::cli::Io {
            stdin: &mut stdin,
            out: &mut out,
            err: &mut err,
        },
    )
    .expect("a subcommand");
    (
        code,
        String::from_utf8(out).unwrap(),
        String::from_utf8(err).unwrap(),
    )
}

#[test]
fn the_command_line_hosts_a_league_joins_it_and_pushes_with_every_refusal_said() {
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let h = host_dir.to_str().unwrap();
    let (code, out, err) = cli(&["league", "host", "--data-dir", h, "--port", "8123", LEAGUE]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.starts_with(&format!("League {LEAGUE} receives games.\nLeague code: ")),
        "{out}"
    );
    let r = receive::receiving(&Db::open_in(&host_dir).unwrap())
        .unwrap()
        .remove(0);
    assert!(
        out.contains(&format!(
            ":8123/?league={}&key={}&name=Autumn%202026",
            r.code, r.key
        )),
        "{out}"
    );
    // Again: the same code.
    let (_, again, _) = cli(&["league", "host", "--data-dir", h, LEAGUE]);
    assert!(
        again.contains(&format!("League code: {}", r.code)),
        "{again}"
    );
    let run = serve_leagues(&host_dir, "127.0.0.1:0".parse().unwrap());
    // A sender: no league host yet, a bad link, then the link.
    let a_dir = dir.path().join("a");
    sender(&a_dir, &games("a", 3, 2));
    let a = a_dir.to_str().unwrap();
    let (code, _, err) = cli(&["league", "push", "--data-dir", a]);
    assert_eq!(code, 2);
    assert!(err.contains("no league host to send to"), "{err}");
    let (code, _, err) = cli(&["league", "join", "--data-dir", a, "ftp://x"]);
    assert_eq!(code, 2);
    assert!(err.contains("the league link is not right"), "{err}");
    let (code, _, err) = cli(&[
        "league",
        "join",
        "--data-dir",
        a,
        &format!("http://{}", run.addr),
    ]);
    assert_eq!(code, 2);
    assert!(err.contains("has no code"), "{err}");
    assert!(send::destinations(&Db::open_in(&a_dir).unwrap())
        .unwrap()
        .is_empty());
    let (code, out, err) = cli(&["league", "join", "--data-dir", a, &link(run.addr, &r)]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains(&format!(
            "Finished games of league {LEAGUE} go to http://{}: 3 queued.",
            run.addr
        )),
        "{out}"
    );
    let (code, out, err) = cli(&["league", "push", "--data-dir", a, "--wait", "10"]);
    assert_eq!(code, 0, "{err}");
    assert!(
        out.contains("3 sent and acknowledged, 0 waiting, 0 refused."),
        "{out}"
    );
    assert!(
        out.contains("This time: 3 added, 0 already there."),
        "{out}"
    );
    // A conflicting copy from another machine: named, exit 2.
    let b_dir = dir.path().join("b");
    sender(&b_dir, &games("a", 2, 7)[1..]);
    let b = b_dir.to_str().unwrap();
    cli(&["league", "join", "--data-dir", b, &link(run.addr, &r)]);
    let (code, _, err) = cli(&["league", "push", "--data-dir", b, "--wait", "10"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("game a-1 was refused: game a-1 is here already with other rounds"),
        "{err}"
    );
    // Receiving turned off: the code no longer works; the game waits.
    let (code, out, _) = cli(&["league", "host", "--stop", "--data-dir", h, LEAGUE]);
    assert_eq!(code, 0);
    assert!(out.contains("receiving is off"), "{out}");
    let (code, _, err) = cli(&["league", "host", "--stop", "--data-dir", h, LEAGUE]);
    assert_eq!(code, 2);
    assert!(err.contains("is not receiving games"), "{err}");
    let c_dir = dir.path().join("c");
    sender(&c_dir, &games("c", 1, 2));
    let c = c_dir.to_str().unwrap();
    cli(&["league", "join", "--data-dir", c, &link(run.addr, &r)]);
    let (code, _, err) = cli(&["league", "push", "--data-dir", c, "--wait", "0"]);
    assert_eq!(code, 1, "{err}");
    assert!(
        err.contains("1 game still waiting (the league host refused (403)"),
        "{err}"
    );
    assert_eq!(host_uids(&host_dir).len(), 3);
}

fn element_text(app: &mextrain::ui::testing::Harness, id: &str) -> String {
    mextrain::ui::testing::text_of_html(&mextrain::ui::testing::element_of_html(&app.html(), id))
}

#[test]
fn the_league_page_takes_the_link_sends_and_shows_the_outbox_in_both_languages() {
    use mextrain::ui::testing::Harness;
    let (dir, host_dir, r, run) = league_host();
    let a_dir = dir.path().join("a");
    drop(sender(&a_dir, &games("a", 3, 2)));
    let page = "/league/Autumn%202026";
    let mut app = Harness::open(&a_dir, page);
    let text = app.text();
    assert!(text.contains("Games over the network"), "{text}");
    assert!(!app.exists("league-receiving") && !app.exists("league-send-outbox"));
    // A bad link: said, nothing stored.
    app.input("league-send-link", "ftp://nowhere");
    app.submit("league-send-form");
    assert_eq!(
        element_text(&app, "league-send-message"),
        "the league link is not right: ftp://nowhere: a league link starts with http://"
    );
    assert!(!app.exists("league-send-outbox"));
    // The league host's link (its name may differ: the page's league is used).
    let link = format!("http://{}/?league={}&key={}", run.addr, r.code, r.key);
    app.input("league-send-link", &link);
    app.submit("league-send-form");
    assert_eq!(
        element_text(&app, "league-send-message"),
        format!(
            "Games go to http://{} from now on: 3 games queued.",
            run.addr
        )
    );
    assert_eq!(
        element_text(&app, "league-send-outbox"),
        format!("http://{}: 0 sent, 3 waiting, 0 refused", run.addr)
    );
    app.click("league-send-now");
    assert_eq!(
        element_text(&app, "league-send-message"),
        "3 acknowledged, 0 still waiting."
    );
    assert_eq!(
        element_text(&app, "league-send-outbox"),
        format!("http://{}: 3 sent, 0 waiting, 0 refused", run.addr)
    );
    assert_eq!(host_uids(&host_dir).len(), 3);
    // The league host's own page shows its code; in French too.
    let host = Harness::open_on_device(&host_dir, page, mextrain::i18n::Lang::from_tag("fr-CA"));
    // (Listening here too when another test installed the window's host.)
    let text = element_text(&host, "league-receiving");
    assert!(
        text.starts_with("Cet ordinateur ") && text.contains(&format!("sous le code {}", r.code)),
        "{text}"
    );
    assert!(
        host.text().contains("Parties par le réseau"),
        "{}",
        host.text()
    );
}

/// The port of a link `http://HOST:PORT/...`.
fn port_of(link: &str) -> u16 {
    let rest = link.strip_prefix("http://").unwrap();
    let host = rest.split('/').next().unwrap();
    host.rsplit(':').next().unwrap().parse().unwrap()
}

#[test]
fn the_windows_league_page_receives_games_on_a_port_it_keeps_from_one_start_to_the_next() {
    use mextrain::ui::testing::Harness;
    // As the desktop front end does, on 127.0.0.1 (never the LAN's ports).
    mextrain::lan::server::window::listen_on("127.0.0.1:0".parse().unwrap());
    mextrain::lan::server::window::install();
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    drop(sender(&host_dir, &games("h", 1, 2)));
    let page = "/league/Autumn%202026";
    let mut app = Harness::open(&host_dir, page);
    assert!(app.exists("league-receive-start"), "{}", app.text());
    assert!(app.text().contains("This machine can be the league's host"));
    assert!(!app.exists("league-receive-link"));
    app.click("league-receive-start");
    let link = element_text(&app, "league-receive-link");
    let r = receive::receiving(&Db::open_in(&host_dir).unwrap()).unwrap();
    assert_eq!(r.len(), 1);
    assert!(
        link.starts_with("http://127.0.0.1:")
            && link == receive::link(&format!("http://127.0.0.1:{}", port_of(&link)), &r[0]),
        "{link}"
    );
    let port = port_of(&link);
    assert_eq!(
        element_text(&app, "league-receiving"),
        format!(
            "This machine receives the league's games under the code {}, on port {port}. \
             It keeps this port from one start to the next.",
            r[0].code
        )
    );
    // A sender given the link, once: its games arrive.
    let a_dir = dir.path().join("a");
    let a = sender(&a_dir, &games("a", 3, 2));
    send::join(&a, &link, None, Some(LEAGUE)).unwrap();
    let rep = send::push(&a, &Http::default(), send::now_ms(), true).unwrap();
    assert_eq!((rep.added, rep.waiting), (3, 0), "{rep:?}");
    assert_eq!(host_uids(&host_dir).len(), 4);
    // The window closes and opens again: it listens on the same port at
    // once, so the senders' link still works.
    drop(app);
    let mut app = Harness::open(&host_dir, page);
    assert_eq!(element_text(&app, "league-receive-link"), link);
    assert!(!app.exists("league-receive-note"), "{}", app.text());
    a.import_games(&games("b", 1, 5)).unwrap();
    assert_eq!(send::queue_finished(&a).unwrap(), 1);
    let rep = send::push(&a, &Http::default(), send::now_ms(), true).unwrap();
    assert_eq!((rep.added, rep.waiting), (1, 0), "{rep:?}");
    assert_eq!(host_uids(&host_dir).len(), 5);
    // Turned off: the code stops working and the server stops; the port is
    // kept for the next time.
    app.click("league-receive-stop");
    assert!(app.exists("league-receive-start"), "{}", app.text());
    assert!(receive::receiving(&Db::open_in(&host_dir).unwrap())
        .unwrap()
        .is_empty());
    assert_eq!(
        Db::open_in(&host_dir).unwrap().league_port().unwrap(),
        Some(port)
    );
    // In French, the window says what receiving does.
    let fr = Harness::open_on_device(&host_dir, page, mextrain::i18n::Lang::from_tag("fr-CA"));
    assert!(
        element_text(&fr, "league-receive")
            .starts_with("Cet ordinateur peut être l’hôte de la ligue"),
        "{}",
        fr.text()
    );
    // Turned on again: the same port, the same link's address.
    app.click("league-receive-start");
    let again = element_text(&app, "league-receive-link");
    assert_eq!(port_of(&again), port, "{again}");
}

#[test]
fn mextrain_serve_receives_alone_logs_a_refusal_and_keeps_answering() {
    let Some(bin) = crate::fixtures::binary() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let r = receiving(&host_dir);
    let log = dir.path().join("serve.err");
    let mut child = crate::fixtures::spawn_serve(
        bin,
        &[],
        &host_dir,
        &dir.path().join("no-web"),
        std::fs::File::create(&log).unwrap().into(),
    );
    let (_out, printed) = crate::fixtures::read_links(&mut child);
    let child = Killed(child);
    // No game to host: the league alone, its code and link printed.
    assert!(printed.contains("receiving league games only"), "{printed}");
    let line = printed
        .lines()
        .find(|l| {
            l.starts_with(&format!(
                "Receiving games for league {LEAGUE}: code {}",
                r.code
            ))
        })
        .unwrap_or_else(|| panic!("{printed}"));
    let link = line.rsplit(' ').next().unwrap();
    let base = link.split("/?").next().unwrap().to_string();
    let a = http::agent();
    let first = body(&r.code, None, &games("a", 2, 1));
    let (status, v) = push_to(&a, &base, &first);
    assert_eq!(status, 200, "{v}");
    // A conflicting copy, twice: refused each time, logged, and the host
    // goes on answering at once.
    let conflicting = body(&r.code, None, &games("a", 2, 5)[1..]);
    for _ in 0..2 {
        let t0 = Instant::now();
        let (status, v) = push_to(&a, &base, &conflicting);
        assert_eq!(
            (status, v["acks"][0]["status"].as_str()),
            (200, Some("conflict")),
            "{v}"
        );
        assert!(t0.elapsed() < Duration::from_secs(2), "{:?}", t0.elapsed());
    }
    let (status, _) = push_to(&a, &base, &first);
    assert_eq!(status, 200);
    drop(child);
    let log = std::fs::read_to_string(&log).unwrap();
    assert!(
        log.contains(&format!("mextrain serve: league {LEAGUE}: game a-1 refused: game a-1 is here already with other rounds")),
        "{log}"
    );
}

#[test]
fn a_table_host_running_mextrain_serve_sends_its_league_games_as_they_finish() {
    let Some(bin) = crate::fixtures::binary() else {
        return;
    };
    let (dir, host_dir, r, run) = league_host();
    // A table host: two finished games of the league, one game being played
    // (the one it hosts), the league host's link given once.
    let table_dir = dir.path().join("table");
    {
        let db = sender(&table_dir, &games("a", 2, 1));
        crate::fixtures::classic_game(&db, &["Ana", "Ben"]);
        send::join(&db, &link(run.addr, &r), None, None).unwrap();
    }
    let mut child = crate::fixtures::spawn_serve(
        bin,
        &[],
        &table_dir,
        &dir.path().join("no-web"),
        std::process::Stdio::null(),
    );
    let mut out = std::io::BufReader::new(child.stdout.take().unwrap());
    let child = Killed(child);
    crate::fixtures::read_until(
        &mut out,
        &format!(
            "Sending the finished games of league {LEAGUE} to http://{} as they finish.",
            run.addr
        ),
    );
    let arrived = |n: usize| {
        let until = Instant::now() + Duration::from_secs(15);
        while host_uids(&host_dir).len() < n && Instant::now() < until {
            std::thread::sleep(Duration::from_millis(100));
        }
        host_uids(&host_dir)
    };
    // Without `league push`: the finished games go by themselves.
    assert_eq!(arrived(2), [("a-0".into(), 1), ("a-1".into(), 1)]);
    // A game finished later (here: one more finished game stored) follows.
    Db::open_in(&table_dir)
        .unwrap()
        .import_games(&games("b", 1, 1))
        .unwrap();
    assert_eq!(arrived(3).len(), 3);
    drop(child);
    let db = Db::open_in(&table_dir).unwrap();
    let d = send::destinations(&db).unwrap().remove(0);
    let c = send::outbox(&db, d.id).unwrap();
    assert_eq!((c.pending, c.acked), (0, 3));
}

/// A season of three nights in one league, gathered over the network: the
/// league host played night 1 itself; a second machine hosted night 2 and
/// a table of night 3; a phone kept the other table of night 3. Both send
/// to the league host, each game once, and its standings are those of every
/// machine's games gathered by files.
#[test]
fn a_season_of_three_nights_is_gathered_from_two_machines_and_a_phone() {
    use mextrain::app::league::standings;
    use mextrain::app::night as club;
    use mextrain::app::{files, games};
    use mextrain::rules::club::Scoring;
    use mextrain::rules::RoundInput;
    let dir = tempfile::tempdir().unwrap();
    let play = |db: &Db, date: &str, tables: &[&[&str]]| -> club::Seated {
        let (mut plan, seats) = crate::fixtures::night_plan(tables, 2, None);
        plan.date = date.into();
        plan.league = Some(LEAGUE.into());
        plan.per_table = 4;
        let s = club::new_night_seated(db, &plan, &seats).unwrap();
        for (k, t) in s.tables.iter().enumerate() {
            let n = tables[k].len();
            while !db.game(t.game).unwrap().is_finished() {
                let pts: Vec<i32> = (0..n)
                    .map(|p| {
                        if p == k % n {
                            0
                        } else {
                            3 + 4 * p as i32 + k as i32
                        }
                    })
                    .collect();
                games::record_round(db, t.game, &RoundInput::typed(&pts)).unwrap();
            }
        }
        s
    };
    // The league host: night 1, then receiving on.
    let host_dir = dir.path().join("host");
    let host = Db::open_in(&host_dir).unwrap();
    play(
        &host,
        "2026-09-08",
        &[&["Ana", "Ben", "Cy"], &["Dee", "Eve", "Flo"]],
    );
    drop(host);
    let r = receiving(&host_dir);
    let run = serve_leagues(&host_dir, free_port());
    let url = link(run.addr, &r);
    // The second machine: night 2, and table 1 of night 3.
    let b = Db::open_in(&dir.path().join("b")).unwrap();
    play(
        &b,
        "2026-09-15",
        &[&["Ana", "Dee", "Cy"], &["Ben", "Eve", "Flo"]],
    );
    let night3 = play(&b, "2026-09-22", &[&["Ana", "Eve", "Flo"]]);
    // The phone: table 2 of the same night 3, imported from its uid (as a
    // phone given the night's file would), then played there.
    let phone = Db::open_in(&dir.path().join("phone")).unwrap();
    let n3 = b.night(night3.night).unwrap();
    let mut rules = n3.night.rules.clone();
    rules.players = vec!["Ben".into(), "Cy".into(), "Dee".into()];
    let g = games::create_game(
        &phone,
        &rules,
        &["#e6194b".into(), "#3cb44b".into(), "#4363d8".into()],
    )
    .unwrap();
    while !phone.game(g).unwrap().is_finished() {
        games::record_round(&phone, g, &RoundInput::typed(&[7, 0, 9])).unwrap();
    }
    // The phone's game is table 2, game 1 of night 3 (its night tag, as the
    // phone's export carries it).
    let mut file = files::export_json(&phone, Some(g)).unwrap();
    file.games[0].night = Some(NightTag {
        uid: n3.uid.clone(),
        name: n3.night.name.clone(),
        date: n3.night.date.clone(),
        table: 2,
        game: 1,
        league: Some(LEAGUE.into()),
    });
    let phone = Db::open_in(&dir.path().join("phone2")).unwrap();
    phone.import_games(&file.games).unwrap();
    // Both send: every finished league game, each once, the second time
    // nothing new.
    let t = Http::with_timeout(Duration::from_secs(5));
    for db in [&b, &phone] {
        let (_, queued) = send::join(db, &url, None, None).unwrap();
        assert!(queued > 0);
        let sent = send::push_until(db, &t, soon()).unwrap();
        assert_eq!((sent.waiting, sent.added), (0, queued), "{sent:?}");
        let again = send::push(db, &t, send::now_ms(), true).unwrap();
        assert_eq!(again.added, 0);
    }
    run.stop();
    let host = Db::open_in(&host_dir).unwrap();
    assert!(host_uids(&host_dir).iter().all(|(_, n)| *n == 1));
    let view = standings::league(&host, LEAGUE, Scoring::Points).unwrap();
    assert_eq!(view.nights.len(), 3);
    assert_eq!(
        host.night_games(view.nights[2].id).unwrap().len(),
        2,
        "night 3's two tables, from two senders"
    );
    // The same season gathered by files on a fresh machine: the same standings.
    let gathered = Db::open_in(&dir.path().join("files")).unwrap();
    for db in [&host, &b, &phone] {
        let text = files::export_text(db, files::ExportFormat::Json, None).unwrap();
        files::import(&gathered, files::Source::Text(&text)).unwrap();
    }
    let by_files = standings::league_standings(&gathered, LEAGUE, Scoring::Points).unwrap();
    assert_eq!(view.standings, by_files);
    assert_eq!(
        view.standings.iter().map(|s| s.line.games).sum::<usize>(),
        3 * 6
    );
}

/// A finished game of a double-18 set, 12 players whose names are
/// `letter` 98 times and a number (100 characters), `rounds` rounds each
/// blocked with every tile but the engine listed in the hands: valid by
/// the rules (each round accepted by the engine's own judge). Game
/// `number` of table 1 of night `night-PREFIX`.
fn big_game(prefix: &str, number: u32, rounds: usize, letter: char) -> ExportedGame {
    use mextrain::rules::{set_tiles, PlayerInput, RoundInput, Scoresheet, Tile};
    let players: Vec<String> = (0..12)
        .map(|k| format!("{}{k:02}", letter.to_string().repeat(98)))
        .collect();
    let mut spec = GameSpec::new(PresetId::Classic, 18, players).unwrap();
    spec.schedule = vec![18; rounds];
    let mut sheet = Scoresheet::new(spec.clone());
    for r in 0..rounds {
        let mut hands = vec![vec![]; 12];
        for (k, t) in set_tiles(18)
            .into_iter()
            .filter(|&t| t != Tile::double(18))
            .enumerate()
        {
            hands[k % 12].push(t);
        }
        let input = RoundInput {
            starter: Some(0),
            blocked: true,
            players: hands.into_iter().map(PlayerInput::tapped).collect(),
            markers_up: vec![],
        };
        let entry = sheet.accept(r, &input).unwrap();
        sheet.rounds.push(entry);
    }
    ExportedGame {
        uid: format!("{prefix}-big-{number}"),
        revision: 1,
        sender: String::new(),
        spec,
        colours: (0..12)
            .map(|k| format!("#{:02x}{:02x}40", 20 * k, 255 - 20 * k))
            .collect(),
        first_starter: Some(0),
        started_at: 1_700_000_000,
        finished_at: Some(1_700_003_600),
        rounds: sheet.rounds,
        night: Some(NightTag {
            uid: format!("night-{prefix}"),
            name: "Tuesday club".into(),
            date: "2026-11-24".into(),
            table: 1,
            game: number,
            league: Some(LEAGUE.into()),
        }),
    }
}

/// The real transport, keeping the size of each body sent.
struct Sizes {
    http: Http,
    sent: RefCell<Vec<usize>>,
}

impl Transport for Sizes {
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
        self.sent.borrow_mut().push(body.len());
        self.http.post(url, body)
    }
}

#[test]
fn the_largest_valid_game_fits_the_league_push_body_and_every_other_route_keeps_16_kib() {
    use mextrain::formats::wire::push::MAX_BODY;
    // The largest valid game: 100 rounds (the most a game has), 12 players
    // (the most on a double-18 set) with names of 100 four-byte
    // characters, every tile but the engine listed in every round.
    let largest = big_game("m", 1, mextrain::rules::MAX_ROUNDS, '𝔸');
    mextrain::app::files::check_game(1, &largest).unwrap();
    let size = serde_json::to_string(&body("ABCDEF", Some(&"f".repeat(32)), &[largest]))
        .unwrap()
        .len();
    eprintln!("the largest valid game, pushed alone: {size} bytes");
    assert!(size > 16 * 1024, "{size} bytes");
    assert!(
        size + size / 2 < MAX_BODY,
        "the largest valid game is {size} bytes: MAX_BODY ({MAX_BODY}) keeps a margin of half of it"
    );
    // A league host: a body of 100 KiB with one big game is taken, a
    // sender puts it alone in its request; every other route still
    // refuses 17 KiB.
    let (dir, _, r, run) = league_host();
    let base = format!("http://{}", run.addr);
    let a = http::agent();
    let reply = http::send(
        &a,
        &base,
        "PUT",
        "/api/entry",
        Some("00"),
        Some(&format!("{{\"pad\": \"{}\"}}", "x".repeat(17 * 1024))),
        "application/json",
    )
    .unwrap();
    assert_eq!(reply.status, 413, "{}", reply.text);
    let big = big_game("h", 1, 70, 'Z');
    let one = body(&r.code, None, std::slice::from_ref(&big));
    let len = one.to_string().len();
    assert!((100 * 1024..MAX_BODY).contains(&len), "{len} bytes");
    let (status, v) = push_to(&a, &base, &one);
    assert_eq!(
        (status, v["acks"][0]["status"].as_str()),
        (200, Some("added")),
        "{v}"
    );
    // A sender with two small games and a big one of a night: the big one
    // goes alone, the small ones together, every one taken.
    let mut gs = games("s", 2, 1);
    gs.push(big_game("s", 3, 70, 'Z'));
    let db = sender(&dir.path().join("s"), &gs);
    send::join(&db, &link(run.addr, &r), None, None).unwrap();
    let t = Sizes {
        http: Http::default(),
        sent: RefCell::new(vec![]),
    };
    let rep = send::push(&db, &t, send::now_ms(), true).unwrap();
    assert_eq!((rep.added, rep.waiting), (3, 0), "{rep:?}");
    // Past the push's own limit (as its length says; the body is not
    // sent, so that the refusal is read whole): refused, naming that limit.
    {
        use std::io::{Read, Write};
        let mut s = std::net::TcpStream::connect(run.addr).unwrap();
        s.set_read_timeout(Some(Duration::from_secs(10))).unwrap();
        write!(
            s,
            "POST {} HTTP/1.1\r\nHost: league\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n",
            send::PUSH_PATH,
            MAX_BODY + 1
        )
        .unwrap();
        let mut answer = String::new();
        let _ = s.read_to_string(&mut answer);
        assert!(answer.starts_with("HTTP/1.1 413"), "{answer}");
        assert!(answer.contains("larger than 256 KiB"), "{answer}");
        assert!(answer.contains("\"kib\":256"), "{answer}");
    }
    let sizes = t.sent.borrow().clone();
    assert_eq!(sizes.len(), 2, "{sizes:?}");
    assert!(
        sizes[0] < send::BODY_BUDGET && sizes[1] > 90 * 1024,
        "{sizes:?}"
    );
}

#[test]
fn a_replaced_code_is_said_so_the_sender_stops_and_waits_for_the_new_link() {
    let (dir, host_dir, r, run) = league_host();
    let base = format!("http://{}", run.addr);
    // A sender that joined with the code alone.
    let s_dir = dir.path().join("s");
    let db = sender(&s_dir, &games("s", 1, 1));
    let code_only = format!("{base}/?league={}&name=Autumn%202026", r.code);
    let (d, _) = send::join(&db, &code_only, None, None).unwrap();
    let t = Http::default();
    assert_eq!(send::push(&db, &t, send::now_ms(), true).unwrap().added, 1);
    // The codes are replaced (as after 1,000 wrong guesses).
    let new = receive::new_codes(&Db::open_in(&host_dir).unwrap()).unwrap();
    assert_ne!(new[0].1, r.code);
    // The old code, many times: said to be replaced, never a guess (no
    // lock); with the link's key it is let in.
    let a = http::agent();
    for _ in 0..8 {
        let (status, v) = push_to(&a, &base, &body(&r.code, None, &[]));
        assert_eq!(
            (status, v["code"].as_str()),
            (403, Some("league-code-replaced")),
            "{v}"
        );
    }
    let (status, v) = push_to(&a, &base, &body(&r.code, Some(&r.key), &[]));
    assert_eq!(status, 200, "{v}");
    // The sender's next game: refused as replaced; the destination stops,
    // the game waits (its tries unspent), nothing more is sent there.
    db.import_games(&games("s", 2, 1)[1..]).unwrap();
    let rep = send::push(&db, &t, send::now_ms(), true).unwrap();
    assert_eq!(rep.stopped, [(base.clone(), LEAGUE.to_string())], "{rep:?}");
    assert_eq!(
        send::push(&db, &t, send::now_ms(), true).unwrap().requests,
        0
    );
    assert_eq!(send::outbox(&db, d.id).unwrap().pending, 1);
    drop(db);
    // The command line and the League page say so, and to ask for the new link.
    let s = s_dir.to_str().unwrap();
    let (code, _, err) = cli(&["league", "push", "--data-dir", s, "--wait", "5"]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("replaced its league code") && err.contains("new league link"),
        "{err}"
    );
    let page = mextrain::ui::testing::Harness::open(&s_dir, "/league/Autumn%202026");
    assert_eq!(
        element_text(&page, "league-send-stopped"),
        format!("{base} replaced the league code: nothing is sent there until you paste its new league link.")
    );
    drop(page);
    // The new link: sending again.
    let host = Db::open_in(&host_dir).unwrap();
    let fresh = receive::receiving(&host).unwrap().remove(0);
    drop(host);
    let db = Db::open_in(&s_dir).unwrap();
    send::join(&db, &link(run.addr, &fresh), None, None).unwrap();
    let rep = send::push_until(&db, &t, soon()).unwrap();
    assert_eq!((rep.added, rep.waiting), (1, 0), "{rep:?}");
}

#[test]
fn a_right_code_for_one_league_never_unlocks_guessing_another() {
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let r = receiving(&host_dir);
    receive::start(&Db::open_in(&host_dir).unwrap(), "Spring").unwrap();
    let run = serve_leagues(&host_dir, "127.0.0.1:0".parse().unwrap());
    let base = format!("http://{}", run.addr);
    let a = http::agent();
    let post = |v: &Value| push_to(&a, &base, v);
    let wrong = if r.code == "AAAAAA" {
        "BBBBBB"
    } else {
        "AAAAAA"
    };
    // Five free wrong guesses (at Spring's code, say).
    for _ in 0..5 {
        assert_eq!(post(&body(wrong, None, &[])).0, 403);
    }
    // The address knows Autumn's code: taken, but it forgives nothing.
    let (status, v) = post(&body(&r.code, None, &[]));
    assert_eq!(status, 200, "{v}");
    // The sixth wrong guess locks the address, as without the right code.
    assert_eq!(post(&body(wrong, None, &[])).0, 403);
    let (status, v) = post(&body(wrong, None, &[]));
    assert_eq!(
        (status, v["code"].as_str()),
        (429, Some("league-code-wait")),
        "{v}"
    );
    // A sender holding the link's key is never locked out.
    let (status, v) = post(&body(wrong, Some(&r.key), &games("k", 1, 1)));
    assert_eq!(
        (status, v["acks"][0]["status"].as_str()),
        (200, Some("added")),
        "{v}"
    );
}

/// A league host of one request: answers `answer` (a JSON body) to the
/// first request made to it; its address.
fn one_answer(answer: String) -> SocketAddr {
    use std::io::{BufRead, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    std::thread::spawn(move || {
        if let Ok((stream, _)) = listener.accept() {
            let mut reader = std::io::BufReader::new(stream.try_clone().unwrap());
            let mut len = 0;
            loop {
                let mut line = String::new();
                if reader.read_line(&mut line).unwrap_or(0) == 0 || line == "\r\n" {
                    break;
                }
                if let Some(v) = line.to_ascii_lowercase().strip_prefix("content-length:") {
                    len = v.trim().parse().unwrap_or(0);
                }
            }
            let mut body = vec![0; len];
            let _ = reader.read_exact(&mut body);
            let mut stream = stream;
            let _ = write!(
                stream,
                "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{answer}",
                answer.len()
            );
        }
    });
    addr
}

#[test]
fn a_pushed_nights_name_and_a_hosts_reasons_reach_the_terminal_cleaned() {
    let dir = tempfile::tempdir().unwrap();
    // A night whose name holds a terminal escape, as a sender pushed it
    // (or an older league host stored it).
    let h_dir = dir.path().join("host");
    let mut g = games("e", 1, 1);
    g[0].night.as_mut().unwrap().name = "Tuesday \u{1b}[31mred".into();
    drop(sender(&h_dir, &g));
    let h = h_dir.to_str().unwrap();
    let (code, out, err) = cli(&["night", "standings", "--data-dir", h, "night-e"]);
    assert_eq!(code, 0, "{err}");
    assert!(!out.contains('\u{1b}'), "{out:?}");
    assert!(
        out.starts_with("Night 1: Tuesday red, 2026-11-24"),
        "{out:?}"
    );
    // A league host whose refusal holds escapes: `league push` prints it
    // cleaned.
    let answer = json!({"league": LEAGUE, "acks": [{"uid": "s-0", "status": "refused",
        "error": "no \u{1b}[31mred\u{1b}[0m here \u{1b}]0;title\u{7}"}]})
    .to_string();
    let addr = one_answer(answer);
    let s_dir = dir.path().join("s");
    drop(sender(&s_dir, &games("s", 1, 1)));
    let s = s_dir.to_str().unwrap();
    let (code, _, err) = cli(&[
        "league",
        "join",
        "--data-dir",
        s,
        &format!("http://{addr}/?league=ABCDEF&name=Autumn%202026"),
    ]);
    assert_eq!(code, 0, "{err}");
    let (code, _, err) = cli(&["league", "push", "--data-dir", s, "--wait", "0"]);
    assert_eq!(code, 2, "{err}");
    assert!(!err.contains('\u{1b}') && !err.contains('\u{7}'), "{err:?}");
    assert!(err.contains("game s-0 was refused: no red here"), "{err:?}");
}

/// One wrong-code push from `127.0.0.N` to `addr` over a plain socket: the
/// status, or `None` when no whole answer came.
fn wrong_from(addr: SocketAddr, n: u8, code: &str) -> Option<u16> {
    use std::io::{Read, Write};
    let mut s = http::connect_from(addr, n).ok()?;
    s.set_read_timeout(Some(Duration::from_secs(10))).ok()?;
    let body = json!({"code": code, "games": []}).to_string();
    let req = format!(
        "POST {} HTTP/1.1\r\nHost: league\r\nContent-Type: application/json\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        send::PUSH_PATH,
        body.len()
    );
    s.write_all(req.as_bytes()).ok()?;
    let mut answer = String::new();
    s.read_to_string(&mut answer).ok()?;
    answer.split_whitespace().nth(1)?.parse().ok()
}

/// Issue 40's figure: 1,000 wrong league codes (and more) from 30
/// addresses while two senders push, one game at a time: every game of the
/// sender holding the link's key arrives exactly once; the sender holding
/// only the code is answered `league-code-replaced` once the code changes,
/// stops, and says so. The guesses are limited more loosely than by default
/// (40 free per address, waits of 1 ms) so that the 1,000 come in seconds,
/// not the 200 s the default limits take.
#[test]
fn a_thousand_wrong_codes_from_thirty_addresses_while_two_senders_push() {
    let dir = tempfile::tempdir().unwrap();
    let host_dir = dir.path().join("host");
    let r = receiving(&host_dir);
    let cfg = Config {
        web_dir: host_dir.join("no-web"),
        rate: Rate {
            per_second: 100_000.0,
            burst: 100_000.0,
        },
        league_guesses: server::limit::GuessRate {
            free: 40,
            first_lock: Duration::from_millis(1),
            max_lock: Duration::from_millis(2),
            forget_after: Duration::from_secs(3600),
            global_per_second: 1e6,
            global_burst: 1e6,
            rotate_after: 1000,
        },
        ..Config::new(0)
    };
    let run = server::spawn(
        Db::open_in(&host_dir).unwrap(),
        "127.0.0.1:0".parse().unwrap(),
        cfg,
    )
    .unwrap();
    let addr = run.addr;
    let base = format!("http://{addr}");
    const EACH: usize = 40;
    let started = Instant::now();
    // Set once every wrong code is sent: each sender keeps its last five
    // games until then, so that they go after the code has changed.
    let guessed_all = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    // The two senders, each in its own data folder, a game at a time.
    let sender_thread = |name: &'static str, joined_by: String| {
        let folder = dir.path().join(name);
        let guessed_all = guessed_all.clone();
        std::thread::spawn(move || {
            let all = games(name, EACH, 1);
            let db = sender(&folder, &all[..1]);
            send::join(&db, &joined_by, None, None).unwrap();
            let t = Http::default();
            let (mut added, mut stopped_at) = (0, None);
            for k in 0..EACH {
                while k == EACH - 5 && !guessed_all.load(std::sync::atomic::Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(5));
                }
                if k > 0 {
                    db.import_games(&all[k..=k]).unwrap();
                }
                let rep = send::push(&db, &t, send::now_ms(), true).unwrap();
                added += rep.added;
                if !rep.stopped.is_empty() && stopped_at.is_none() {
                    stopped_at = Some((k, rep.stopped.clone()));
                }
                std::thread::sleep(Duration::from_millis(15));
            }
            // What is left, until every game is taken (or the sender stopped).
            if stopped_at.is_none() {
                let rep = send::push_until(&db, &t, soon()).unwrap();
                added += rep.added;
            }
            (added, stopped_at)
        })
    };
    let keyed = sender_thread("k", link(addr, &r));
    let coded = sender_thread("c", format!("{base}/?league={}&name=Autumn%202026", r.code));
    // Thirty addresses, 34 wrong codes each (1,020 in all).
    let wrong = if r.code.starts_with('A') {
        "BBBBBB"
    } else {
        "AAAAAA"
    };
    let guessers: Vec<_> = (0..30u8)
        .map(|i| {
            std::thread::spawn(move || {
                let mut seen = std::collections::BTreeMap::<u16, usize>::new();
                for _ in 0..34 {
                    if let Some(s) = wrong_from(addr, 2 + i, wrong) {
                        *seen.entry(s).or_default() += 1;
                    }
                }
                seen
            })
        })
        .collect();
    let mut statuses = std::collections::BTreeMap::<u16, usize>::new();
    for g in guessers {
        for (s, n) in g.join().unwrap() {
            *statuses.entry(s).or_default() += n;
        }
    }
    let guessed = started.elapsed();
    guessed_all.store(true, std::sync::atomic::Ordering::SeqCst);
    let (k_added, k_stopped) = keyed.join().unwrap();
    let (c_added, c_stopped) = coded.join().unwrap();
    let uids = host_uids(&host_dir);
    let once = |p: &str| {
        uids.iter()
            .filter(|(u, _)| u.starts_with(p))
            .all(|(_, n)| *n == 1)
    };
    let k_there = uids.iter().filter(|(u, _)| u.starts_with("k-")).count();
    let c_there = uids.iter().filter(|(u, _)| u.starts_with("c-")).count();
    println!(
        "league codes under attack: {} wrong codes from 30 addresses in {:.1} s (answers {statuses:?}); \
         the sender with the key: {k_there} of {EACH} games, each once; \
         the sender with the code alone: {c_there} games before the code changed, then stopped at its game {}",
        statuses.values().sum::<usize>(),
        guessed.as_secs_f64(),
        c_stopped.as_ref().map_or(0, |s| s.0 + 1),
    );
    assert_eq!(statuses.values().sum::<usize>(), 1020, "{statuses:?}");
    assert!(
        statuses.get(&403).copied().unwrap_or(0) >= 1000,
        "{statuses:?}"
    );
    // The code was replaced: the old one is answered as replaced.
    let now = receive::receiving(&Db::open_in(&host_dir).unwrap()).unwrap();
    assert_ne!(now[0].code, r.code);
    // The key: every game, each once, never stopped.
    assert_eq!((k_there, k_added, k_stopped), (EACH, EACH, None));
    assert!(once("k-") && once("c-"), "{uids:?}");
    // The code alone: stopped once the code changed, saying where and why.
    let (at, stopped) = c_stopped.expect("the sender with the code alone stopped");
    assert_eq!(stopped, [(base.clone(), LEAGUE.to_string())]);
    assert_eq!(c_there, c_added);
    assert!(c_there <= at + 1, "{c_there} games, stopped at {at}");
    let c = Db::open_in(&dir.path().join("c")).unwrap();
    let d = send::destinations(&c).unwrap().remove(0);
    assert!(send::outbox(&c, d.id).unwrap().pending >= 1);
}

//! Table mode against the real server: `server::spawn` bound to
//! 127.0.0.1 on a free port, driven by a real HTTP client (ureq), the
//! event stream read as a phone reads it (docs/table-mode.md).

use crate::fixtures;
use mextrain::db::LanReads;

use fixtures::http;
use mextrain::app::games;
use mextrain::app::host;
use mextrain::db::Db;
use mextrain::lan::server::{self, limit::Rate, Config, Running};
use serde_json::{json, Value};
use std::path::{Path, PathBuf};
use std::sync::mpsc;
use std::time::{Duration, Instant};

struct Host {
    run: Option<Running>,
    base: String,
    game: i64,
    h: host::Hosting,
    web: PathBuf,
    rate: Rate,
}

fn web_dir(dir: &Path) -> PathBuf {
    let web = dir.join("web");
    std::fs::create_dir_all(web.join("assets")).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>mextrain</title>",
    )
    .unwrap();
    std::fs::write(web.join("assets/app.js"), "console.log(1)").unwrap();
    web
}

/// Hosts the unfinished game of the database in `dir` (made with `names`
/// when there is none) and serves it.
fn host_in(dir: &Path, names: &[&str], rate: Rate) -> Host {
    host_with(dir, names, rate, |_| {})
}

/// [`host_in`], its configuration changed by `tune` first.
fn host_with(dir: &Path, names: &[&str], rate: Rate, tune: impl FnOnce(&mut Config)) -> Host {
    let db = Db::open_in(&dir.join("data")).unwrap();
    let game = match games::resume(&db).unwrap() {
        Some(g) => g,
        None => fixtures::classic_game(&db, names),
    };
    let h = host::Hosted::Game(game).start(&db).unwrap();
    let web = web_dir(dir);
    let cfg = Config {
        web_dir: web.clone(),
        rate,
        max_streams: 3,
        panic_routes: true,
        ..Config::new(game)
    };
    let mut cfg = cfg;
    tune(&mut cfg);
    let run = server::spawn(db, "127.0.0.1:0".parse().unwrap(), cfg).unwrap();
    Host {
        base: format!("http://{}", run.addr),
        run: Some(run),
        game,
        h,
        web,
        rate,
    }
}

fn generous() -> Rate {
    Rate {
        per_second: 1000.0,
        burst: 1000.0,
    }
}

fn agent() -> ureq::Agent {
    http::agent()
}

/// Sends `body` (raw text) as JSON; the status and the answer's JSON.
fn call(
    host: &Host,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
) -> (u16, Value) {
    let (status, text, ctype) = call_raw(host, method, path, token, body, "application/json");
    let v: Value = serde_json::from_str(&text)
        .unwrap_or_else(|e| panic!("{method} {path}: not JSON ({e}): {text}"));
    assert!(
        ctype.starts_with("application/json"),
        "{method} {path}: {ctype}"
    );
    (status, v)
}

fn call_raw(
    host: &Host,
    method: &str,
    path: &str,
    token: Option<&str>,
    body: Option<&str>,
    ctype: &str,
) -> (u16, String, String) {
    let r = http::send(&agent(), &host.base, method, path, token, body, ctype).unwrap();
    (r.status, r.text, r.ctype)
}

fn post(host: &Host, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    call(host, "POST", path, token, Some(&body.to_string()))
}

fn join(host: &Host, seat: Option<usize>) -> String {
    let role = if seat.is_some() {
        "player"
    } else {
        "spectator"
    };
    let (s, v) = post(
        host,
        "/api/join",
        None,
        json!({"code": host.h.code, "role": role, "seat": seat}),
    );
    assert_eq!(s, 200, "{v}");
    v["token"].as_str().unwrap().to_string()
}

fn entry(host: &Host, token: &str, body: Value) -> (u16, Value) {
    call(
        host,
        "PUT",
        "/api/entry",
        Some(token),
        Some(&body.to_string()),
    )
}

fn state(host: &Host) -> Value {
    let (s, v) = call(host, "GET", "/api/state", Some(&host.h.host_token), None);
    assert_eq!(s, 200, "{v}");
    v
}

/// The event stream of `token`: each `state` event's data, as it comes.
fn events(host: &Host, token: &str) -> mpsc::Receiver<Value> {
    http::state_events(&host.base, token)
}

#[test]
fn two_players_enter_their_hands_the_host_saves_and_a_spectator_sees_it_within_a_second() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let (s, lobby) = post(&host, "/api/lobby", None, json!({"code": host.h.code}));
    assert_eq!(s, 200, "{lobby}");
    assert_eq!(lobby["seats"][0]["name"], "Ana");
    let ana = join(&host, Some(0));
    let ben = join(&host, Some(1));
    let spectator = join(&host, None);
    let stream = events(&host, &spectator);
    let first = stream.recv_timeout(Duration::from_secs(2)).unwrap();
    assert_eq!(first["you"]["role"], "spectator");
    assert_eq!(first["game"]["rounds"], json!([]));

    let (s, v) = entry(&host, &ana, json!({"round": 0, "key": "a-1", "out": true}));
    assert_eq!(s, 200, "{v}");
    let (s, v) = entry(
        &host,
        &ben,
        json!({"round": 0, "key": "b-1", "tiles": [[5, 6], [1, 2]], "out": false}),
    );
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["entry"]["total"], 14);
    let seen = state(&host);
    assert_eq!(seen["entries"].as_array().unwrap().len(), 2);
    assert_eq!(seen["entries"][1]["from"], "Ben's phone");

    let saved_at = Instant::now();
    let (s, v) = post(
        &host,
        "/api/round",
        Some(&host.h.host_token),
        json!({"round": 0, "key": "h-1", "starter": 0}),
    );
    assert_eq!(s, 200, "{v}");
    assert_eq!(
        (v["saved"].clone(), v["finished"].clone()),
        (json!(0), json!(false))
    );
    loop {
        let left = Duration::from_secs(1).saturating_sub(saved_at.elapsed());
        let ev = stream
            .recv_timeout(left)
            .expect("the spectator did not see the saved round within a second");
        if ev["game"]["rounds"].as_array().unwrap().len() == 1 {
            assert_eq!(ev["game"]["rounds"][0]["points"], json!([0, 14]));
            assert_eq!(ev["game"]["players"][1]["total"], 14);
            assert_eq!(ev["entries"], json!([]));
            break;
        }
    }
}

#[test]
fn refused_requests_get_a_json_4xx_and_change_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ana = join(&host, Some(0));
    let spectator = join(&host, None);
    let (s, _) = entry(
        &host,
        &ana,
        json!({"round": 0, "key": "once", "total": "7"}),
    );
    assert_eq!(s, 200);
    let before = state(&host);

    let big = format!("{{\"code\": \"{}\"}}", "A".repeat(20 * 1024));
    // What, method, path, token, body, the status expected.
    type Refusal<'a> = (&'a str, &'a str, &'a str, Option<&'a str>, String, u16);
    let refusals: Vec<Refusal> = vec![
        (
            "wrong code",
            "POST",
            "/api/lobby",
            None,
            json!({"code": "ZZZZZZ"}).to_string(),
            403,
        ),
        (
            "missing code",
            "POST",
            "/api/join",
            None,
            json!({"role": "player", "seat": 1}).to_string(),
            400,
        ),
        (
            "wrong code join",
            "POST",
            "/api/join",
            None,
            json!({"code": "ZZZZZZ", "role": "player", "seat": 1}).to_string(),
            403,
        ),
        (
            "missing token",
            "PUT",
            "/api/entry",
            None,
            json!({"round": 0, "key": "x1", "total": "5"}).to_string(),
            401,
        ),
        (
            "wrong token",
            "PUT",
            "/api/entry",
            Some("00000000000000000000000000000000"),
            json!({"round": 0, "key": "x2", "total": "5"}).to_string(),
            401,
        ),
        (
            "another seat",
            "PUT",
            "/api/entry",
            Some(&ana),
            json!({"round": 0, "seat": 1, "key": "x3", "total": "5"}).to_string(),
            403,
        ),
        (
            "spectator writes",
            "PUT",
            "/api/entry",
            Some(&spectator),
            json!({"round": 0, "seat": 1, "key": "x4", "total": "5"}).to_string(),
            403,
        ),
        (
            "spectator clears",
            "DELETE",
            "/api/entry",
            Some(&spectator),
            json!({"round": 0, "seat": 0, "key": "x5"}).to_string(),
            403,
        ),
        (
            "player saves",
            "POST",
            "/api/round",
            Some(&ana),
            json!({"round": 0, "key": "x6", "blocked": true}).to_string(),
            403,
        ),
        (
            "player undoes",
            "POST",
            "/api/undo",
            Some(&ana),
            json!({"key": "x7"}).to_string(),
            403,
        ),
        (
            "old round",
            "PUT",
            "/api/entry",
            Some(&ana),
            json!({"round": 3, "key": "x8", "total": "5"}).to_string(),
            409,
        ),
        (
            "engine refuses",
            "PUT",
            "/api/entry",
            Some(&ana),
            json!({"round": 0, "key": "x9", "total": "-4"}).to_string(),
            422,
        ),
        (
            "malformed",
            "PUT",
            "/api/entry",
            Some(&ana),
            "{\"round\": 0, \"key\": ".to_string(),
            400,
        ),
        (
            "wrong type",
            "PUT",
            "/api/entry",
            Some(&ana),
            json!({"round": "zero", "key": "x10"}).to_string(),
            400,
        ),
        ("oversized", "POST", "/api/lobby", None, big, 413),
        (
            "no such request",
            "POST",
            "/api/nothing",
            None,
            "{}".to_string(),
            404,
        ),
    ];
    for (what, method, path, token, body, status) in refusals {
        let (s, v) = call(&host, method, path, token, Some(&body));
        assert_eq!(s, status, "{what}: {v}");
        assert!(
            v["error"].as_str().is_some_and(|e| !e.is_empty()),
            "{what}: {v}"
        );
        assert_eq!(state(&host), before, "{what} changed the state");
    }
    // Not JSON at all (a cross-site form's content type).
    let (s, text, _) = call_raw(
        &host,
        "PUT",
        "/api/entry",
        Some(&ana),
        Some("round=0"),
        "text/plain",
    );
    assert_eq!(s, 415, "{text}");
    // The same entry sent twice (a retry): applied once, the first answer.
    let body = json!({"round": 0, "key": "once", "total": "9"});
    let (s, v) = entry(&host, &ana, body);
    assert_eq!(s, 200);
    assert_eq!(v["entry"]["total"], 7);
    assert_eq!(state(&host), before);
}

#[test]
fn a_script_in_a_player_name_comes_back_as_json_data() {
    let dir = tempfile::tempdir().unwrap();
    let name = "<script>alert(1)</script>";
    let host = host_in(dir.path(), &[name, "Ben"], generous());
    let (s, text, ctype) = call_raw(
        &host,
        "POST",
        "/api/join",
        None,
        Some(&json!({"code": host.h.code, "role": "player", "seat": 0, "device": "<img src=x onerror=alert(2)>"}).to_string()),
        "application/json",
    );
    assert_eq!(s, 200, "{text}");
    assert_eq!(ctype, "application/json");
    let token: Value = serde_json::from_str(&text).unwrap();
    let token = token["token"].as_str().unwrap();
    entry(&host, token, json!({"round": 0, "key": "k", "total": "3"}));
    let (s, text, ctype) = call_raw(&host, "GET", "/api/state", Some(token), None, "");
    assert_eq!((s, ctype.as_str()), (200, "application/json"));
    // Never sniffed as HTML, never cached, no token leaked as a referrer.
    let resp = agent()
        .get(format!("{}/api/state", host.base))
        .header("Authorization", &format!("Bearer {token}"))
        .call()
        .unwrap();
    let header = |n: &str| {
        resp.headers()
            .get(n)
            .map(|v| v.to_str().unwrap().to_string())
    };
    assert_eq!(header("x-content-type-options").as_deref(), Some("nosniff"));
    assert_eq!(header("referrer-policy").as_deref(), Some("no-referrer"));
    assert_eq!(header("cache-control").as_deref(), Some("no-store"));
    assert_eq!(header("access-control-allow-origin"), None);
    let v: Value = serde_json::from_str(&text).unwrap();
    assert_eq!(v["game"]["players"][0]["name"], name);
    assert_eq!(v["entries"][0]["from"], "<img src=x onerror=alert(2)>");
}

#[test]
fn a_restarted_host_keeps_the_phones_tokens_and_entries_and_applies_a_resent_key_once() {
    let dir = tempfile::tempdir().unwrap();
    let mut host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ana = join(&host, Some(0));
    let ben = join(&host, Some(1));
    let sent = json!({"round": 0, "key": "ana-r1", "out": true});
    let (s, first) = entry(&host, &ana, sent.clone());
    assert_eq!(s, 200);
    let code = host.h.code.clone();
    // Killed mid-round (the server and its database dropped), started again.
    host.run.take().unwrap().stop();
    let again = host_in(dir.path(), &["Ana", "Ben"], generous());
    assert!(again.h.resumed);
    assert_eq!(again.h.code, code);
    assert_eq!(again.game, host.game);
    // The phone resends what it is not sure arrived: applied once.
    let (s, v) = entry(&again, &ana, sent);
    assert_eq!((s, &v), (200, &first));
    let (s, _) = entry(
        &again,
        &ben,
        json!({"round": 0, "key": "ben-r1", "total": "20"}),
    );
    assert_eq!(s, 200);
    let st = state(&again);
    assert_eq!(st["entries"].as_array().unwrap().len(), 2, "{st}");
    assert_eq!(st["entries"][0]["out"], true);
    let (s, v) = post(
        &again,
        "/api/round",
        Some(&again.h.host_token),
        json!({"round": 0, "key": "save", "starter": 1}),
    );
    assert_eq!(s, 200, "{v}");
    // The old host link is no longer valid.
    let (s, _) = call(&again, "GET", "/api/state", Some(&host.h.host_token), None);
    assert_eq!(s, 401);
}

#[test]
fn the_web_build_is_served_without_listing_and_unknown_pages_get_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let (s, text, _) = call_raw(&host, "GET", "/assets/app.js", None, None, "");
    assert_eq!((s, text.as_str()), (200, "console.log(1)"));
    let (s, text, _) = call_raw(&host, "GET", "/", None, None, "");
    assert_eq!(s, 200);
    assert!(text.contains("<title>mextrain</title>"));
    // A folder is not listed: the app's page comes instead.
    let (s, text, _) = call_raw(&host, "GET", "/assets/", None, None, "");
    assert_eq!(s, 200);
    assert!(!text.contains("app.js"), "{text}");
    let (s, text, _) = call_raw(&host, "GET", "/play/3?watch=x", None, None, "");
    assert_eq!(s, 200);
    assert!(text.contains("<title>mextrain</title>"));
    assert!(host.web.exists());
}

/// Everything `target` (the request line's target, as sent, byte for
/// byte: no client tidies it) brings back from the host, from 127.0.0.`n`.
fn raw_get(host: &Host, n: u8, target: &str) -> String {
    use std::io::{Read, Write};
    let mut s = connect_from(host, n);
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let req = format!("GET {target} HTTP/1.1\r\nHost: table\r\nConnection: close\r\n\r\n");
    s.write_all(req.as_bytes()).unwrap();
    let mut got = vec![];
    let _ = s.read_to_end(&mut got);
    String::from_utf8_lossy(&got).into_owned()
}

#[test]
fn no_file_outside_the_web_build_is_served_however_its_path_is_written() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    // A secret right above the web root, and one beside it.
    let secret = "SECRET-5f3a9c: the host's own file";
    std::fs::write(dir.path().join("secret.txt"), secret).unwrap();
    std::fs::create_dir_all(dir.path().join("web-private")).unwrap();
    std::fs::write(dir.path().join("web-private/secret.txt"), secret).unwrap();
    // The same way of asking reads a file that is in the web root, so
    // the refusals below are the host's, not the client's.
    std::fs::write(host.web.join("public.txt"), "PUBLIC-77e1").unwrap();
    let shown = raw_get(&host, 9, "/public.txt");
    assert!(shown.starts_with("HTTP/1.1 200"), "{shown}");
    assert!(shown.contains("PUBLIC-77e1"), "{shown}");
    let abs = dir.path().join("secret.txt");
    let abs = abs.to_str().unwrap();
    let abs_encoded = abs.replace('/', "%2f");
    let targets = [
        "/../secret.txt".to_string(),
        "/assets/../../secret.txt".into(),
        "/./../secret.txt".into(),
        "/../web/../secret.txt".into(),
        "/../web-private/secret.txt".into(),
        "/%2e%2e/secret.txt".into(),
        "/%2E%2E/secret.txt".into(),
        "/.%2e/secret.txt".into(),
        "/assets/%2e%2e/%2e%2e/secret.txt".into(),
        "/..%2fsecret.txt".into(),
        "/%2e%2e%2fsecret.txt".into(),
        "/assets%2f..%2f..%2fsecret.txt".into(),
        "/..\\secret.txt".into(),
        "/..%5csecret.txt".into(),
        "/%2e%2e%5csecret.txt".into(),
        "/assets\\..\\..\\secret.txt".into(),
        "/%252e%252e/secret.txt".into(),
        "/%252e%252e%252fsecret.txt".into(),
        "/%25252e%25252e/secret.txt".into(),
        "/%c0%ae%c0%ae/secret.txt".into(),
        format!("/{abs}"),
        format!("//{abs}"),
        format!("/{abs_encoded}"),
        format!("/%2f{}", abs.trim_start_matches('/')),
        "http://table/../secret.txt".into(),
        format!("file://{abs}"),
    ];
    for (k, target) in targets.iter().enumerate() {
        let got = raw_get(&host, 10 + k as u8, target);
        assert!(
            !got.contains("SECRET-5f3a9c"),
            "GET {target} gave the secret:\n{got}"
        );
        assert!(
            got.is_empty() || got.starts_with("HTTP/1.1 "),
            "GET {target}: {got}"
        );
    }
}

#[test]
fn the_join_links_key_gets_in_while_strangers_keep_every_code_limit_spent() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(dir.path(), &["Ana", "Ben"], generous(), |c| {
        c.guesses.global_burst = 8.0;
        c.guesses.global_per_second = 0.001;
    });
    let wrong = json!({"code": "ZZZZZZ"});
    // One stranger locks its own address (6 wrong codes)...
    for _ in 0..6 {
        post_from(&host, 7, "/api/lobby", &wrong).unwrap();
    }
    let (s, _, v) = post_from(&host, 7, "/api/lobby", &wrong).unwrap();
    assert_eq!((s, v["code"].as_str()), (429, Some("code-wait")), "{v}");
    // ... and strangers from many addresses spend every guess the table has.
    let mut busy = 0;
    for n in 10..40 {
        let (s, _, v) = post_from(&host, n, "/api/lobby", &wrong).unwrap();
        assert!(s == 403 || s == 429, "{s} {v}");
        busy += usize::from(s == 429 && v["code"] == "code-busy");
    }
    assert!(busy >= 20, "the table's budget was spent: {busy}");
    // The typed code is refused while they go on...
    let code = host.h.code.clone();
    let (s, _, v) = post_from(&host, 50, "/api/lobby", &json!({"code": code})).unwrap();
    assert_eq!((s, v["code"].as_str()), (429, Some("code-busy")), "{v}");
    // ... and so is a wrong key with it: the code is judged as if alone.
    let bad_key = "0".repeat(32);
    let (s, _, v) = post_from(
        &host,
        51,
        "/api/lobby",
        &json!({"code": code, "key": bad_key}),
    )
    .unwrap();
    assert_eq!(s, 429, "{v}");
    // The QR code's link gets in at once, from anywhere, the locked
    // address too: the lobby, then the seat.
    let key = host.h.join_key.clone();
    assert_eq!(key.len(), 32);
    for n in [52, 7] {
        let (s, _, v) =
            post_from(&host, n, "/api/lobby", &json!({"code": code, "key": key})).unwrap();
        assert_eq!(s, 200, "from 127.0.0.{n}: {v}");
        assert_eq!(v["seats"][1]["name"], "Ben");
    }
    let (s, _, v) = post_from(
        &host,
        52,
        "/api/join",
        &json!({"code": code, "key": key, "role": "player", "seat": 1}),
    )
    .unwrap();
    assert_eq!(s, 200, "{v}");
    let ben = v["token"].as_str().unwrap().to_string();
    let (s, v) = call(&host, "GET", "/api/state", Some(&ben), None);
    assert_eq!((s, &v["you"]), (200, &json!({"role": "player", "seat": 1})));
    // The key still admits after the code is replaced (a printed QR
    // card stays good while hosting is on), with the old code beside it.
    let (s, _, v) = post_from(
        &host,
        53,
        "/api/join",
        &json!({"code": "AAAAAA", "key": key, "role": "spectator"}),
    )
    .unwrap();
    assert_eq!(s, 200, "{v}");
    // The key is never in what a phone is sent.
    let (_, st) = call(&host, "GET", "/api/state", Some(&ben), None);
    assert!(!st.to_string().contains(&key), "{st}");
}

#[test]
fn an_answer_refused_for_speed_has_the_headers_of_every_answer() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(
        dir.path(),
        &["Ana", "Ben"],
        Rate {
            per_second: 0.1,
            burst: 2.0,
        },
    );
    let mut last = None;
    for _ in 0..3 {
        last = post_from(&host, 60, "/api/lobby", &json!({"code": host.h.code}));
    }
    let (s, head, v) = last.unwrap();
    assert_eq!(s, 429, "{v}");
    assert_eq!(v["code"], "too-many-requests");
    for h in [
        "x-content-type-options: nosniff",
        "cache-control: no-store",
        "referrer-policy: no-referrer",
        "retry-after: 1",
    ] {
        assert!(head.contains(h), "no {h} in:\n{head}");
    }
}

#[test]
fn a_client_sending_too_fast_is_told_to_wait_and_others_are_served() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(
        dir.path(),
        &["Ana", "Ben"],
        Rate {
            per_second: 0.5,
            burst: 5.0,
        },
    );
    assert_eq!(host.rate.burst, 5.0);
    let codes: Vec<u16> = (0..8)
        .map(|_| post(&host, "/api/lobby", None, json!({"code": "ZZZZZZ"})).0)
        .collect();
    assert_eq!(&codes[..5], &[403; 5]);
    assert_eq!(codes[7], 429, "{codes:?}");
    let (s, v) = post(&host, "/api/lobby", None, json!({"code": host.h.code}));
    assert_eq!(s, 429, "{v}");
    assert!(v["error"].as_str().unwrap().contains("too many"));
}

/// `mextrain serve` as a child process, its links read from its output.
struct Child {
    child: std::process::Child,
    out: std::io::BufReader<std::process::ChildStdout>,
    printed: String,
}

fn serve_child(bin: &str, dir: &Path, web: &Path) -> Child {
    let mut child = fixtures::spawn_serve(bin, &[], dir, web, std::process::Stdio::piped());
    let (out, printed) = fixtures::read_links(&mut child);
    Child {
        child,
        out,
        printed,
    }
}

impl Child {
    /// The token of the link labelled `label` (`Host link:`), after `?NAME=`.
    fn token(&self, label: &str, name: &str) -> String {
        let link = fixtures::word_after(&self.printed, label);
        link.split_once(&format!("?{name}=")).unwrap().1.to_string()
    }

    /// A `Host` to drive it with the helpers above.
    fn host(&self) -> Host {
        let (base, code, join_key) = fixtures::join_link(&self.printed);
        let host_token = self.token("Host link:", "host");
        let watch_token = self.token("Watch link:", "watch");
        Host {
            run: None,
            base,
            game: 0,
            h: host::Hosting {
                hosted: host::Hosted::Game(0),
                game: 0,
                code,
                join_key,
                host_token: host_token.clone(),
                watch_token,
                tables: vec![host::TableHost {
                    table: 1,
                    game: 0,
                    host_token,
                }],
                resumed: self.printed.contains("(resumed)"),
            },
            web: PathBuf::new(),
            rate: Rate::default(),
        }
    }
}

#[test]
fn mextrain_serve_killed_mid_round_resumes_with_the_phones_and_their_entries() {
    let Some(bin) = fixtures::binary() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let web = web_dir(dir.path());
    // Nothing to host yet: a clear message, exit 2.
    let none = fixtures::serve_command(bin, &[], &data).output().unwrap();
    assert_eq!(none.status.code(), Some(2));
    let err = String::from_utf8_lossy(&none.stderr);
    assert!(err.contains("no unfinished game to host"), "{err}");
    {
        let db = Db::open_in(&data).unwrap();
        fixtures::classic_game(&db, &["Ana", "Ben"]);
    }
    let mut first = serve_child(bin, &data, &web);
    assert!(first.printed.contains("Join code:"), "{}", first.printed);
    // The QR code is drawn with half blocks.
    assert!(first.printed.contains('\u{2580}') || first.printed.contains('\u{2584}'));
    let h1 = first.host();
    let ana = join(&h1, Some(0));
    let sent = json!({"round": 0, "key": "ana-1", "tiles": [[3, 4]]});
    let (s, answer) = entry(&h1, &ana, sent.clone());
    assert_eq!(s, 200, "{answer}");
    first.child.kill().unwrap();
    first.child.wait().unwrap();

    let mut second = serve_child(bin, &data, &web);
    let h2 = second.host();
    assert!(h2.h.resumed, "{}", second.printed);
    assert_eq!(h2.h.code, h1.h.code);
    let (s, again) = entry(&h2, &ana, sent);
    assert_eq!((s, &again), (200, &answer));
    let st = state(&h2);
    assert_eq!(st["entries"].as_array().unwrap().len(), 1, "{st}");
    assert_eq!(st["entries"][0]["total"], 7);
    // Ctrl-C stops it cleanly.
    std::process::Command::new("kill")
        .args(["-INT", &second.child.id().to_string()])
        .status()
        .unwrap();
    let status = second.child.wait().unwrap();
    let mut rest = String::new();
    std::io::Read::read_to_string(&mut second.out, &mut rest).unwrap();
    assert_eq!(status.code(), Some(0), "{rest}");
    assert!(rest.contains("Stopped."), "{rest}");
}

/// Issue 40's attacks on a family table, against the built binary: the
/// code claims no scorekeeper, a phone that calls itself "host" is shown
/// as a phone, the watch link is sent neither the code nor the key, and
/// Ana's hand is as her phone entered it.
#[test]
fn mextrain_serve_refuses_a_claimed_scorekeeper_and_a_phone_posing_as_the_host() {
    let Some(bin) = fixtures::binary() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let web = web_dir(dir.path());
    {
        let db = Db::open_in(&data).unwrap();
        fixtures::classic_game(&db, &["Ana", "Ben"]);
    }
    let mut served = serve_child(bin, &data, &web);
    let h = served.host();
    let ana = join(&h, Some(0));
    let (s, v) = entry(&h, &ana, json!({"round": 0, "key": "a1", "total": "12"}));
    assert_eq!(s, 200, "{v}");
    // With the code alone, nobody becomes a scorekeeper, whatever it calls itself.
    let (s, v) = post(
        &h,
        "/api/join",
        None,
        json!({"code": h.h.code, "key": h.h.join_key, "role": "scorekeeper", "device": "host"}),
    );
    assert_eq!(
        (s, v["code"].as_str()),
        (403, Some("keeper-card-needed")),
        "{v}"
    );
    // A phone named "host" takes Ben's seat and enters: it reads as a phone.
    let (s, v) = post(
        &h,
        "/api/join",
        None,
        json!({"code": h.h.code, "role": "player", "seat": 1, "device": "Host"}),
    );
    assert_eq!(s, 200, "{v}");
    let posing = v["token"].as_str().unwrap().to_string();
    let (s, v) = entry(&h, &posing, json!({"round": 0, "key": "p1", "total": "3"}));
    assert_eq!(
        (s, v["entry"]["from"].as_str()),
        (200, Some("Host (phone)")),
        "{v}"
    );
    // It cannot touch Ana's hand.
    let (s, v) = entry(
        &h,
        &posing,
        json!({"round": 0, "seat": 0, "key": "p2", "total": "40"}),
    );
    assert_eq!((s, v["code"].as_str()), (403, Some("own-hand-only")), "{v}");
    // The watch link is sent nothing that writes.
    let (s, watch) = call(&h, "GET", "/api/state", Some(&h.h.watch_token), None);
    assert_eq!(s, 200, "{watch}");
    let text = watch.to_string();
    assert!(
        !text.contains(&h.h.code) && !text.contains(&h.h.join_key),
        "{text}"
    );
    let st = state(&h);
    let from: Vec<&str> = st["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["from"].as_str().unwrap())
        .collect();
    assert_eq!(from, ["Ana's phone", "Host (phone)"], "{st}");
    assert_eq!(st["entries"][0]["total"], 12);
    served.child.kill().unwrap();
    served.child.wait().unwrap();
}

/// The game's detail screen lists the audit trail (who, what, before and
/// after), names as text.
#[cfg(feature = "testing")]
#[test]
fn the_games_detail_lists_every_change_to_a_score() {
    use mextrain::ui::testing::Harness;
    let dir = tempfile::tempdir().unwrap();
    let mut host = host_in(dir.path(), &["Ana", "<b>Ben</b>"], generous());
    let ben = join(&host, Some(1));
    entry(&host, &ben, json!({"round": 0, "key": "b1", "total": "12"}));
    entry(&host, &ben, json!({"round": 0, "key": "b2", "total": "15"}));
    let t = host.h.host_token.clone();
    entry(
        &host,
        &t,
        json!({"round": 0, "seat": 0, "key": "h1", "out": true}),
    );
    let (s, v) = post(
        &host,
        "/api/round",
        Some(&t),
        json!({"round": 0, "key": "h2", "starter": 0}),
    );
    assert_eq!(s, 200, "{v}");
    host.run.take().unwrap().stop();
    let h = Harness::open(&dir.path().join("data"), &format!("/history/{}", host.game));
    assert!(h.exists("audit"), "{}", h.html());
    let text = h.text();
    assert!(text.contains("Changes to the scores (4)"), "{text}");
    assert!(
        text.contains(
            "round 1 · <b>Ben</b> · entry corrected by <b>Ben</b>'s phone: was 12, now 15"
        ),
        "{text}"
    );
    assert!(text.contains("round saved by host: now 0, 15"), "{text}");
    assert!(
        !h.html().contains("<b>Ben</b>"),
        "a name was rendered as HTML"
    );
}

#[test]
fn a_phone_whose_seat_is_freed_sees_itself_as_a_spectator_on_its_stream() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ben = join(&host, Some(1));
    let stream = events(&host, &ben);
    let first = stream.recv_timeout(Duration::from_secs(2)).unwrap();
    assert_eq!(first["you"], json!({"role": "player", "seat": 1}));
    let free = json!({"seat": 1, "key": "free-ben"});
    let (s, v) = post(&host, "/api/free", Some(&host.h.host_token), free.clone());
    assert_eq!(s, 200, "{v}");
    let next = stream.recv_timeout(Duration::from_secs(2)).unwrap();
    assert_eq!(next["you"], json!({"role": "spectator"}));
    // Another phone can take the seat now; Ben's old phone cannot write.
    let cy = join(&host, Some(1));
    let (s, _) = entry(&host, &ben, json!({"round": 0, "key": "k", "total": "3"}));
    assert_eq!(s, 403);
    // The host's request again (its answer was lost): the first answer,
    // and the phone that took the seat meanwhile keeps it.
    let (s, again) = post(&host, "/api/free", Some(&host.h.host_token), free);
    assert_eq!((s, &again), (200, &v));
    let (s, mine) = call(&host, "GET", "/api/state", Some(&cy), None);
    assert_eq!(s, 200, "{mine}");
    assert_eq!(mine["you"], json!({"role": "player", "seat": 1}));
    // A free without a key is refused, and frees nobody.
    let (s, v) = post(
        &host,
        "/api/free",
        Some(&host.h.host_token),
        json!({"seat": 1}),
    );
    assert_eq!(s, 400, "{v}");
    let (_, mine) = call(&host, "GET", "/api/state", Some(&cy), None);
    assert_eq!(mine["you"], json!({"role": "player", "seat": 1}));
}

#[test]
fn mextrain_serve_stop_turns_hosting_off_and_forgets_every_phone() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let game = {
        let db = Db::open_in(&data).unwrap();
        let g = fixtures::classic_game(&db, &["Ana", "Ben"]);
        host::Hosted::Game(g).start(&db).unwrap();
        g
    };
    let args: Vec<String> = ["serve", "--stop", "--data-dir", data.to_str().unwrap()]
        .iter()
        .map(|s| s.to_string())
        .collect();
    let (mut out, mut err) = (Vec::new(), Vec::new());
    let code = mextrain::cli::run_command(
        &args,
        &mut mextrain::cli::Io {
            stdin: &mut &b""[..],
            out: &mut out,
            err: &mut err,
        },
    );
    let printed = String::from_utf8_lossy(&out);
    assert_eq!(code, Some(0), "{}", String::from_utf8_lossy(&err));
    assert!(
        printed.contains(&format!("Hosting of game {game} is off")),
        "{printed}"
    );
    let db = Db::open_in(&data).unwrap();
    assert_eq!(db.hosting(game).unwrap(), None);
    assert_eq!(db.devices(game).unwrap(), vec![]);
}

#[test]
fn event_streams_beyond_the_bound_are_refused_and_a_closed_one_frees_its_place() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let watch = host.h.watch_token.clone();
    // Three tokens (one token's streams beyond its own bound close its
    // oldest instead: see the test of fair streams).
    let tokens = [watch.clone(), join(&host, None), join(&host, None)];
    let open: Vec<_> = tokens.iter().map(|t| events(&host, t)).collect();
    for s in &open {
        s.recv_timeout(Duration::from_secs(2)).unwrap();
    }
    let fourth = join(&host, None);
    let url = format!("{}/api/events?token={fourth}", host.base);
    let refused = agent().get(&url).call().unwrap();
    assert_eq!(refused.status().as_u16(), 503);
    let v: Value = serde_json::from_str(&refused.into_body().read_to_string().unwrap()).unwrap();
    assert!(
        v["error"].as_str().unwrap().contains("too many phones"),
        "{v}"
    );
    // A phone goes away: once the host notices (its next event cannot be
    // written), the place is free again.
    let mut open = open;
    drop(open.remove(0));
    let deadline = Instant::now() + Duration::from_secs(5);
    let mut flip = false;
    loop {
        flip = !flip;
        let body = json!({"last_player_saves": flip});
        post(&host, "/api/settings", Some(&host.h.host_token), body);
        std::thread::sleep(Duration::from_millis(100));
        let again = agent().get(&url).call().unwrap();
        if again.status().as_u16() == 200 {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the closed stream's place was not freed"
        );
    }
}

#[test]
fn a_panic_in_a_handler_or_under_the_database_lock_answers_500_and_the_host_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let before = state(&host);
    for path in ["/api/panic", "/api/panic-in-db"] {
        let (s, v) = call(&host, "GET", path, None, None);
        assert_eq!(s, 500, "{path}: {v}");
        assert!(
            v["error"].as_str().unwrap().contains("nothing was saved"),
            "{v}"
        );
    }
    assert_eq!(state(&host), before);
    let ana = join(&host, Some(0));
    let (s, v) = entry(&host, &ana, json!({"round": 0, "key": "k", "total": "4"}));
    assert_eq!(s, 200, "{v}");
}

/// A whole game at the table: 13 rounds of double-12, every hand entered
/// on its own phone, each round saved by the host; the last save finishes
/// the game, names the winner, and the table takes no more entries.
#[test]
fn a_whole_game_is_played_with_every_hand_entered_on_its_own_phone() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ana = join(&host, Some(0));
    let ben = join(&host, Some(1));
    let mut totals = [0i32; 2];
    for round in 0..13usize {
        let current = &state(&host)["game"]["current"];
        assert_eq!(current["index"], round, "{current}");
        assert_eq!(current["engine"], 12 - round, "{current}");
        // Ana goes out in the even rounds, Ben in the odd ones; the other
        // types a total one round and taps a tile (5-6, 11 points) the next.
        let (out, other, other_seat) = if round % 2 == 0 {
            (&ana, &ben, 1)
        } else {
            (&ben, &ana, 0)
        };
        let (s, v) = entry(
            &host,
            out,
            json!({"round": round, "key": format!("out-{round}"), "out": true}),
        );
        assert_eq!(s, 200, "round {round}: {v}");
        let hand = if round % 4 < 2 {
            json!({"round": round, "key": format!("hand-{round}"), "total": "7", "out": false})
        } else {
            json!({"round": round, "key": format!("hand-{round}"), "tiles": [[5, 6]], "out": false})
        };
        let (s, v) = entry(&host, other, hand);
        assert_eq!(s, 200, "round {round}: {v}");
        totals[other_seat] += if round % 4 < 2 { 7 } else { 11 };
        let (s, v) = post(
            &host,
            "/api/round",
            Some(&host.h.host_token),
            json!({"round": round, "key": format!("save-{round}"), "starter": round % 2}),
        );
        assert_eq!(s, 200, "round {round}: {v}");
        assert_eq!(v["saved"], round);
        assert_eq!(v["finished"], round == 12, "round {round}: {v}");
    }
    let end = state(&host);
    assert_eq!(end["game"]["finished"], true, "{end}");
    assert_eq!(end["game"]["rounds"].as_array().unwrap().len(), 13);
    assert_eq!(end["game"]["players"][0]["total"], totals[0], "{end}");
    assert_eq!(end["game"]["players"][1]["total"], totals[1], "{end}");
    let winner = if totals[0] < totals[1] { 0 } else { 1 };
    assert_eq!(end["game"]["winner"], json!([winner]), "{end}");
    // Nothing more can be entered, and nothing changes.
    let (s, v) = entry(
        &host,
        &ana,
        json!({"round": 13, "key": "late", "total": "3", "out": false}),
    );
    assert_eq!(s, 409, "{v}");
    assert_eq!(state(&host)["version"], end["version"]);
    // The same game, read back from the database, holds the 13 rounds.
    let db = Db::open_in(&dir.path().join("data")).unwrap();
    let rec = db.game(host.game).unwrap();
    assert!(rec.is_finished());
    assert_eq!(rec.sheet.running_totals().last().unwrap(), &totals.to_vec());
}

/// One request sent from loopback address `from` (127.0.0.N: the limits
/// that count per address see another device), by hand over a socket
/// bound to it (ureq cannot choose its source address): the status and
/// the answer's JSON.
fn from_address(host: &Host, from: [u8; 4], method: &str, path: &str, body: &str) -> (u16, Value) {
    use std::io::{Read, Write};
    let server: std::net::SocketAddr = host.base.trim_start_matches("http://").parse().unwrap();
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_io()
        .build()
        .unwrap();
    let sock = tokio::net::TcpSocket::new_v4().unwrap();
    sock.bind((std::net::Ipv4Addr::from(from), 0).into())
        .unwrap();
    let mut stream = rt
        .block_on(sock.connect(server))
        .unwrap()
        .into_std()
        .unwrap();
    stream.set_nonblocking(false).unwrap();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    write!(
        stream,
        "{method} {path} HTTP/1.1\r\nHost: mextrain\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    )
    .unwrap();
    let mut text = String::new();
    stream.read_to_string(&mut text).unwrap();
    let status = text
        .split_whitespace()
        .nth(1)
        .and_then(|s| s.parse().ok())
        .unwrap_or(0);
    let body = text.split_once("\r\n\r\n").map_or("", |(_, b)| b);
    (status, serde_json::from_str(body).unwrap_or(Value::Null))
}

#[test]
fn strangers_joining_again_and_again_from_several_addresses_store_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let data = dir.path().join("data");
    let join = json!({"code": host.h.code, "role": "spectator", "device": "x"}).to_string();
    let mut tokens = vec![];
    for n in 0..5u8 {
        for _ in 0..40 {
            let (s, v) = from_address(&host, [127, 0, 0, 20 + n], "POST", "/api/join", &join);
            assert_eq!(s, 200, "{v}");
            tokens.push(v["token"].as_str().unwrap().to_string());
        }
    }
    // Each stranger reads as a spectator...
    for t in [&tokens[0], &tokens[199]] {
        let (s, v) = call(&host, "GET", "/api/state", Some(t), None);
        assert_eq!(s, 200, "{v}");
        assert_eq!(v["you"], json!({"role": "spectator"}));
    }
    // ...and not one of them left a row: the host, the watch link.
    let rows: i64 = rusqlite::Connection::open(data.join(mextrain::db::FILE_NAME))
        .unwrap()
        .query_row("SELECT COUNT(*) FROM table_devices", [], |r| r.get(0))
        .unwrap();
    assert_eq!(rows, 2);
    // A player still joins, from another address, and the lobby shows it.
    let seat = json!({"code": host.h.code, "role": "player", "seat": 0}).to_string();
    let (s, v) = from_address(&host, [127, 0, 0, 90], "POST", "/api/join", &seat);
    assert_eq!(s, 200, "{v}");
    let lobby = json!({"code": host.h.code}).to_string();
    let (s, v) = from_address(&host, [127, 0, 0, 91], "POST", "/api/lobby", &lobby);
    assert_eq!(s, 200, "{v}");
    assert_eq!(v["seats"][0]["taken"], true);
}

#[test]
fn the_host_merges_its_wal_while_it_serves_and_loses_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let wal = dir
        .path()
        .join("data")
        .join(format!("{}-wal", mextrain::db::FILE_NAME));
    let ana = join(&host, Some(0));
    let size = || std::fs::metadata(&wal).map_or(0, |m| m.len());
    let mut n = 0;
    while size() <= mextrain::db::WAL_LIMIT {
        let (s, v) = entry(
            &host,
            &ana,
            json!({"round": 0, "key": format!("k{n}"), "total": (n % 40).to_string()}),
        );
        assert_eq!(s, 200, "{v}");
        n += 1;
        assert!(n < 5_000, "the WAL did not grow");
    }
    // Merged within a few upkeeps, without a restart.
    let deadline = Instant::now() + mextrain::app::upkeep::TICK * 20;
    while size() > mextrain::db::WAL_LIMIT / 4 {
        assert!(
            Instant::now() < deadline,
            "the WAL was not merged: {} bytes",
            size()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    drop(host);
    let db = Db::open_in(&dir.path().join("data")).unwrap();
    let g = games::resume(&db).unwrap().unwrap();
    let entries = db.audit_trail(g).unwrap().len();
    assert_eq!(entries, n, "every entry is kept");
}

// ---- A host that cannot be worn down (issue 20): the network side. ----

/// A connection to `host` from 127.0.0.`n` (a client per address).
fn connect_from(host: &Host, n: u8) -> std::net::TcpStream {
    let s = http::connect_from(host.run.as_ref().unwrap().addr, n).unwrap();
    s.set_nodelay(true).unwrap();
    s
}

/// One answer read from `s`: the status, the headers (lower case) and
/// the body; `None` when the connection ends before a whole answer.
fn read_answer(s: &mut std::net::TcpStream) -> Option<(u16, String, String)> {
    use std::io::Read;
    let mut buf = vec![];
    let mut chunk = [0u8; 4096];
    let head_end = loop {
        if let Some(i) = buf.windows(4).position(|w| w == b"\r\n\r\n") {
            break i + 4;
        }
        match s.read(&mut chunk) {
            Ok(0) | Err(_) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).to_lowercase();
    let status: u16 = head.split_whitespace().nth(1)?.parse().ok()?;
    let len: usize = head
        .lines()
        .find_map(|l| l.strip_prefix("content-length:"))
        .and_then(|v| v.trim().parse().ok())?;
    while buf.len() < head_end + len {
        match s.read(&mut chunk) {
            Ok(0) | Err(_) => return None,
            Ok(n) => buf.extend_from_slice(&chunk[..n]),
        }
    }
    let body = String::from_utf8_lossy(&buf[head_end..head_end + len]).to_string();
    Some((status, head, body))
}

/// A JSON POST from 127.0.0.`n` on a connection of its own: the headers
/// and the body sent apart, as browsers and ureq do.
fn post_from(host: &Host, n: u8, path: &str, body: &Value) -> Option<(u16, String, Value)> {
    use std::io::Write;
    let mut s = connect_from(host, n);
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let body = body.to_string();
    let head = format!(
        "POST {path} HTTP/1.1\r\nHost: table\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
        body.len()
    );
    s.write_all(head.as_bytes()).ok()?;
    s.write_all(body.as_bytes()).ok()?;
    let (status, head, text) = read_answer(&mut s)?;
    Some((status, head, serde_json::from_str(&text).unwrap()))
}

/// Reads until the server closes `s` (true), or `within` passes (false).
fn closed_within(s: &mut std::net::TcpStream, within: Duration) -> bool {
    use std::io::Read;
    let deadline = Instant::now() + within;
    let mut chunk = [0u8; 1024];
    loop {
        let left = deadline.saturating_duration_since(Instant::now());
        if left.is_zero() {
            return false;
        }
        s.set_read_timeout(Some(left)).unwrap();
        match s.read(&mut chunk) {
            Ok(0) => return true,
            Ok(_) => continue,
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => return true,
            Err(_) => return false,
        }
    }
}

#[test]
fn slow_headers_from_one_address_are_capped_and_cut_off_and_others_are_served() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ana = join(&host, Some(0));
    // 60 connections from 127.0.0.2 that send their headers a byte at a
    // time: past the cap of this address, each is told 429 and closed.
    let opened: Vec<_> = (0..60)
        .map(|_| {
            let mut s = connect_from(&host, 2);
            s.write_all(b"GET /api/state HTTP/1.1\r\nHost: t").unwrap();
            s
        })
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let mut slow = vec![];
    let mut refused = 0;
    for s in opened {
        s.set_read_timeout(Some(Duration::from_millis(50))).unwrap();
        let mut probe = s.try_clone().unwrap();
        match read_answer(&mut probe) {
            Some((status, head, body)) => {
                assert_eq!(status, 429, "{head}{body}");
                assert!(head.contains("retry-after:"), "{head}");
                assert!(body.contains("too many connections"), "{body}");
                refused += 1;
            }
            None => slow.push(s),
        }
    }
    assert_eq!(
        slow.len(),
        server::limit::CONNS_PER_ADDRESS,
        "{refused} refused"
    );
    // Trickling one byte a second does not keep them open.
    let trickle: Vec<_> = slow.iter().map(|s| s.try_clone().unwrap()).collect();
    let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
    let trickler = {
        let stop = stop.clone();
        std::thread::spawn(move || {
            let mut trickle = trickle;
            while !stop.load(std::sync::atomic::Ordering::Relaxed) {
                for s in &mut trickle {
                    let _ = s.write_all(b"x");
                }
                std::thread::sleep(Duration::from_secs(1));
            }
        })
    };
    // Meanwhile another phone is served, on a connection of its own...
    let (s, v) = call(&host, "GET", "/api/state", Some(&ana), None);
    assert_eq!(s, 200, "{v}");
    // ... and so is a new phone from another address.
    let (s, _, v) = post_from(&host, 3, "/api/lobby", &json!({"code": host.h.code})).unwrap();
    assert_eq!(s, 200, "{v}");
    // Each slow one is closed by the host within 15 s of opening.
    for (k, s) in slow.iter_mut().enumerate() {
        assert!(
            closed_within(s, Duration::from_secs(15)),
            "slow connection {k} still open"
        );
    }
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    trickler.join().unwrap();
    // Their places are free again.
    let (s, _, v) = post_from(&host, 2, "/api/lobby", &json!({"code": host.h.code})).unwrap();
    assert_eq!(s, 200, "{v}");
}

#[test]
fn a_burst_far_above_the_limit_gets_an_answer_for_every_request() {
    use std::io::Write;
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(
        dir.path(),
        &["Ana", "Ben"],
        Rate {
            per_second: 2.0,
            burst: 5.0,
        },
    );
    let body = json!({"code": host.h.code});
    let (mut ok, mut wait) = (0, 0);
    // 200 requests, each on a connection of its own, headers and body
    // sent apart.
    for k in 0..200 {
        let (status, head, v) = post_from(&host, 4, "/api/lobby", &body)
            .unwrap_or_else(|| panic!("request {k} got no answer"));
        match status {
            200 => ok += 1,
            429 => {
                assert!(head.contains("retry-after: 1"), "{head}");
                assert!(v["error"].as_str().unwrap().contains("too many"), "{v}");
                wait += 1;
            }
            s => panic!("request {k}: {s} {v}"),
        }
    }
    assert!(ok >= 5 && wait >= 150, "{ok} answered, {wait} told to wait");
    // 100 more on one kept-alive connection: each answered in turn (a
    // refused request's body is read, so the connection goes on).
    let mut s = connect_from(&host, 5);
    s.set_read_timeout(Some(Duration::from_secs(5))).unwrap();
    let text = body.to_string();
    let mut statuses = vec![];
    for k in 0..100 {
        let head = format!(
            "POST /api/lobby HTTP/1.1\r\nHost: table\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            text.len()
        );
        s.write_all(head.as_bytes()).unwrap();
        s.write_all(text.as_bytes()).unwrap();
        let (status, head, _) =
            read_answer(&mut s).unwrap_or_else(|| panic!("kept-alive request {k} got no answer"));
        if status == 429 {
            assert!(head.contains("retry-after:"), "{head}");
        }
        statuses.push(status);
    }
    assert!(
        statuses.contains(&429) && statuses.contains(&200),
        "{statuses:?}"
    );
}

#[test]
fn one_token_holds_three_streams_and_a_players_phone_always_gets_its_own() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(dir.path(), &["Ana", "Ben"], generous(), |c| {
        c.max_streams = 10;
    });
    let ana = join(&host, Some(0));
    let spectator = join(&host, None);
    // One spectator token opens 30 streams: each newer one closes the
    // token's oldest.
    let opened: Vec<_> = (0..30).map(|_| events(&host, &spectator)).collect();
    for (k, rx) in opened.iter().enumerate() {
        let first = rx.recv_timeout(Duration::from_secs(5));
        assert!(first.is_ok(), "stream {k} got no state");
    }
    let deadline = Instant::now() + Duration::from_secs(5);
    let ended = |rx: &mpsc::Receiver<Value>| loop {
        match rx.recv_timeout(deadline.saturating_duration_since(Instant::now())) {
            Ok(_) => continue,
            Err(mpsc::RecvTimeoutError::Disconnected) => return true,
            Err(mpsc::RecvTimeoutError::Timeout) => return false,
        }
    };
    for (k, rx) in opened[..27].iter().enumerate() {
        assert!(ended(rx), "stream {k} of 30 is still open");
    }
    // Spectators fill every place: another spectator is refused, but a
    // player's phone takes a spectator's place.
    let others: Vec<_> = (0..7).map(|_| join(&host, None)).collect();
    let _streams: Vec<_> = others.iter().map(|t| events(&host, t)).collect();
    let url = format!("{}/api/events?token={}", host.base, join(&host, None));
    assert_eq!(agent().get(&url).call().unwrap().status().as_u16(), 503);
    let phone = events(&host, &ana);
    let first = phone.recv_timeout(Duration::from_secs(5)).unwrap();
    assert_eq!(first["you"]["role"], "player");
    // The host's too.
    let desk = events(&host, &host.h.host_token);
    let first = desk.recv_timeout(Duration::from_secs(5)).unwrap();
    assert_eq!(first["code"], json!(host.h.code));
}

#[test]
fn a_family_member_mistyping_the_code_three_times_is_never_kept_waiting() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    for typo in ["ABCDEF", "ABCDEG", "ABCDEH"] {
        let (s, _, v) = post_from(&host, 6, "/api/lobby", &json!({"code": typo})).unwrap();
        assert_eq!(s, 403, "{v}");
    }
    let (s, _, v) = post_from(
        &host,
        6,
        "/api/join",
        &json!({"code": host.h.code, "role": "player", "seat": 1}),
    )
    .unwrap();
    assert_eq!(s, 200, "{v}");
}

#[test]
fn wrong_codes_lock_an_address_out_longer_each_time_and_not_the_others() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let wrong = json!({"code": "ZZZZZZ"});
    for _ in 0..6 {
        let (s, _, v) = post_from(&host, 7, "/api/lobby", &wrong).unwrap();
        assert_eq!(s, 403, "{v}");
    }
    // Locked for a second: not even the right code is judged.
    let right = json!({"code": host.h.code});
    let (s, head, v) = post_from(&host, 7, "/api/lobby", &right).unwrap();
    assert_eq!(s, 429, "{v}");
    assert!(head.contains("retry-after: 1"), "{head}");
    assert!(
        v["error"].as_str().unwrap().contains("wrong join codes"),
        "{v}"
    );
    // Another address is not.
    let (s, _, v) = post_from(&host, 8, "/api/lobby", &right).unwrap();
    assert_eq!(s, 200, "{v}");
    // After the wait, one more wrong code: two seconds.
    std::thread::sleep(Duration::from_millis(1100));
    let (s, _, v) = post_from(&host, 7, "/api/lobby", &wrong).unwrap();
    assert_eq!(s, 403, "{v}");
    let (s, head, _) = post_from(&host, 7, "/api/lobby", &right).unwrap();
    assert_eq!(s, 429);
    assert!(head.contains("retry-after: 2"), "{head}");
}

#[test]
fn wrong_codes_from_many_addresses_share_one_limit_and_wear_the_code_out() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_with(dir.path(), &["Ana", "Ben"], generous(), |c| {
        c.guesses.global_burst = 11.0;
        c.guesses.global_per_second = 0.01;
        c.guesses.rotate_after = 10;
    });
    let desk = events(&host, &host.h.host_token);
    assert_eq!(
        desk.recv_timeout(Duration::from_secs(5)).unwrap()["code"],
        json!(host.h.code)
    );
    let ana = join(&host, Some(0));
    // Ten addresses, one wrong code each: the tenth wears the code out.
    for n in 10..20 {
        let (s, _, v) = post_from(&host, n, "/api/lobby", &json!({"code": "ZZZZZZ"})).unwrap();
        assert_eq!(s, 403, "{v}");
    }
    let now = state(&host);
    let code = now["code"].as_str().unwrap().to_string();
    assert_ne!(code, host.h.code);
    // The host's screen is told.
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let ev = desk
            .recv_timeout(deadline.saturating_duration_since(Instant::now()))
            .unwrap();
        if ev["code"] == json!(code) {
            break;
        }
    }
    // The new code is taken, the old one refused; a phone that joined
    // keeps its token.
    let (s, _, v) = post_from(&host, 21, "/api/lobby", &json!({"code": code})).unwrap();
    assert_eq!(s, 200, "{v}");
    let (s, _, _) = post_from(&host, 20, "/api/lobby", &json!({"code": host.h.code})).unwrap();
    assert_eq!(s, 403);
    let (s, v) = call(&host, "GET", "/api/state", Some(&ana), None);
    assert_eq!(s, 200, "{v}");
    assert!(
        v.get("code").is_none(),
        "only the host is given the code: {v}"
    );
    // Eleven wrong codes in all: everyone waits, whatever the address.
    let (s, _, v) = post_from(&host, 22, "/api/lobby", &json!({"code": "ZZZZZZ"})).unwrap();
    assert_eq!(s, 429, "{v}");
    assert!(
        v["error"].as_str().unwrap().contains("at this table"),
        "{v}"
    );
}

/// The host's real answers, as they come over HTTP, read through the
/// phone's client: each message type of `lan::wire` the phone parses
/// (the lobby, a join, a write's answer, the state and its stream, a
/// refusal), with what the host meant.
#[test]
fn the_hosts_real_answers_read_through_the_phones_client() {
    use mextrain::formats::wire::{self, Done, EntryRequest, JoinRequest, LobbyRequest, Role};
    use mextrain::lan::client::{Joined, Lobby, TableState, Trouble};
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let send = |method: &str, path: &str, token: Option<&str>, body: &str| {
        let (status, text, _) =
            call_raw(&host, method, path, token, Some(body), "application/json");
        (status, text)
    };
    let code = host.h.code.clone();
    // The lobby, as the join screen reads it.
    let (s, text) = send(
        "POST",
        "/api/lobby",
        None,
        &wire::to_text(&LobbyRequest {
            code: code.clone(),
            key: None,
            table: None,
        }),
    );
    assert_eq!(s, 200, "{text}");
    let lobby: Lobby = serde_json::from_str(&text).unwrap();
    let names: Vec<&str> = lobby.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names, ["Ana", "Ben"]);
    assert!(!lobby.seats[1].taken);
    assert_eq!(lobby.game.preset, "classic");
    // A join: the session the phone keeps.
    let join = JoinRequest {
        code: code.clone(),
        key: None,
        table: None,
        role: Role::Player,
        seat: Some(1),
        device: None,
        keeper: None,
    };
    let (s, text) = send("POST", "/api/join", None, &wire::to_text(&join));
    assert_eq!(s, 200, "{text}");
    let ben: Joined = serde_json::from_str(&text).unwrap();
    assert_eq!((ben.role, ben.seat), (Role::Player, Some(1)));
    // The same seat again: a refusal the phone words from its code.
    let (s, text) = send("POST", "/api/join", None, &wire::to_text(&join));
    assert_eq!(s, 409, "{text}");
    let why = Trouble::from_answer(s, &text);
    assert_eq!(why.code, "seat-held");
    assert_eq!(why.args["name"], "Ben");
    assert!(why.english.contains("Ben's seat is held"), "{why:?}");
    // An entry: the write's answer.
    let put = EntryRequest {
        round: 0,
        seat: None,
        key: "k1".into(),
        tiles: Some(vec![[1, 2], [5, 6]]),
        total: None,
        out: false,
        marker_up: false,
    };
    let (s, text) = send("PUT", "/api/entry", Some(&ben.token), &wire::to_text(&put));
    assert_eq!(s, 200, "{text}");
    let done: Done = serde_json::from_str(&text).unwrap();
    let kept = done.entry.expect("the entry as kept");
    assert_eq!(
        (kept.seat, kept.total, kept.from.as_str()),
        (1, Some(14), "Ben's phone")
    );
    // The state, over GET and as the stream's first event.
    let (s, text, _) = call_raw(&host, "GET", "/api/state", Some(&ben.token), None, "");
    assert_eq!(s, 200, "{text}");
    let st: TableState = serde_json::from_str(&text).unwrap();
    assert_eq!(st.version, done.version);
    assert_eq!(st.you.role, Role::Player);
    assert_eq!(st.entry(1).and_then(|e| e.total), Some(14));
    assert_eq!(st.name_of(1), "Ben");
    assert_eq!(
        st.game.hand_points(&[mextrain::rules::Tile::new(5, 6)]),
        Some(11)
    );
    assert_eq!(st.code, None, "only the host is told the code");
    let streamed: TableState = serde_json::from_value(
        events(&host, &ben.token)
            .recv_timeout(Duration::from_secs(5))
            .unwrap(),
    )
    .unwrap();
    assert_eq!(streamed, st);
    let (_, text, _) = call_raw(
        &host,
        "GET",
        "/api/state",
        Some(&host.h.host_token),
        None,
        "",
    );
    let hosts: TableState = serde_json::from_str(&text).unwrap();
    assert_eq!(hosts.code.as_deref(), Some(code.as_str()));
}

/// The answer's header `name` as text (empty: none, or not text).
fn header_of(resp: &ureq::http::Response<ureq::Body>, name: &str) -> String {
    resp.headers()
        .get(name)
        .and_then(|v| v.to_str().ok())
        .unwrap_or("")
        .to_string()
}

/// The web build's files go to a phone precompressed when it accepts gzip
/// (`NAME.gz` beside `NAME`, as `make web-build` writes them): the wasm
/// as `application/wasm` with `Content-Encoding: gzip`, and as it is to a
/// client that does not say it accepts gzip.
#[test]
fn the_web_build_is_sent_precompressed_to_a_browser_that_accepts_gzip() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let raw = b"\0asm\x01\0\0\0 the module, as built".to_vec();
    let packed = b"\x1f\x8b the module, gzip -9".to_vec();
    std::fs::write(host.web.join("mextrain_bg.wasm"), &raw).unwrap();
    std::fs::write(host.web.join("mextrain_bg.wasm.gz"), &packed).unwrap();
    let get = |gzip: bool| {
        let mut r = agent().get(format!("{}/mextrain_bg.wasm", host.base));
        if gzip {
            r = r.header("Accept-Encoding", "gzip, deflate, br");
        }
        let resp = r.call().unwrap();
        let header = |name: &str| header_of(&resp, name);
        let (status, ctype, encoding) = (
            resp.status().as_u16(),
            header("content-type"),
            header("content-encoding"),
        );
        let body = resp.into_body().read_to_vec().unwrap();
        (status, ctype, encoding, body)
    };
    let (s, ctype, encoding, body) = get(true);
    assert_eq!(
        (s, ctype.as_str(), encoding.as_str()),
        (200, "application/wasm", "gzip")
    );
    assert_eq!(body, packed);
    let (s, ctype, encoding, body) = get(false);
    assert_eq!(
        (s, ctype.as_str(), encoding.as_str()),
        (200, "application/wasm", "")
    );
    assert_eq!(body, raw);
}

/// `PUT /api/entry` with the build header set to `build`: the status, the
/// answer's JSON and the build the answer names.
fn entry_from_build(host: &Host, token: &str, build: &str, body: Value) -> (u16, Value, String) {
    let resp = agent()
        .put(format!("{}/api/entry", host.base))
        .header("Authorization", &format!("Bearer {token}"))
        .header(mextrain::formats::wire::BUILD_HEADER, build)
        .header("Content-Type", "application/json")
        .send(body.to_string())
        .unwrap();
    let named = header_of(&resp, mextrain::formats::wire::BUILD_HEADER);
    let status = resp.status().as_u16();
    let v: Value = serde_json::from_str(&resp.into_body().read_to_string().unwrap()).unwrap();
    (status, v, named)
}

/// A page of another build of mextrain (issue 45: a phone build and a host
/// of different versions) is refused before anything is read: 409 with the
/// code `version` and both builds, nothing stored. A page of the host's
/// build, and a request naming none (a script, an older page), are served;
/// every answer, a file or a refusal, names the host's build.
#[test]
fn a_page_of_another_build_is_told_to_reload_and_changes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let ana = join(&host, Some(0));
    let before = state(&host);
    let (s, v, named) = entry_from_build(
        &host,
        &ana,
        "0.0.9 (000000000000)",
        json!({"round": 0, "key": "old-page", "total": "7"}),
    );
    assert_eq!((s, v["code"].as_str()), (409, Some("version")), "{v}");
    assert_eq!(v["args"]["page"], "0.0.9 (000000000000)");
    assert_eq!(v["args"]["host"], mextrain::LONG_VERSION);
    assert!(
        v["error"].as_str().unwrap().contains("reload the page"),
        "{v}"
    );
    assert_eq!(named, mextrain::LONG_VERSION);
    assert_eq!(state(&host), before, "a refused page changed the table");

    // The same entry from a page of this build is taken, once.
    let (s, v, named) = entry_from_build(
        &host,
        &ana,
        mextrain::LONG_VERSION,
        json!({"round": 0, "key": "this-page", "total": "7"}),
    );
    assert_eq!(s, 200, "{v}");
    assert_eq!(named, mextrain::LONG_VERSION);
    assert_ne!(state(&host), before);
    // No header: served as before (curl, a page older than the header).
    let (s, _) = entry(
        &host,
        &ana,
        json!({"round": 0, "key": "no-header", "total": "8"}),
    );
    assert_eq!(s, 200);
    // The page's files name the build too (the page compares it).
    let resp = agent().get(format!("{}/", host.base)).call().unwrap();
    let named = header_of(&resp, mextrain::formats::wire::BUILD_HEADER);
    assert_eq!(named, mextrain::LONG_VERSION);
}

/// What a browser may keep (issue 45: a second visit asks for little): the
/// code folder `app-<hash>/` (`web/assemble.py`) for good, since another
/// build has another; the page and every other file asked again each time
/// (`no-cache`: the page names the code folder of the build served now);
/// the API never (`no-store`). A file missing from a code folder is a 404,
/// never the page, which a browser would keep as code.
#[test]
fn the_code_folder_is_kept_for_good_and_the_page_is_asked_again() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let code = host.web.join("app-0123456789ab");
    std::fs::create_dir_all(code.join("snippets/x")).unwrap();
    std::fs::write(code.join("mextrain.js"), "export default 1").unwrap();
    std::fs::write(code.join("snippets/x/inline0.js"), "export const a = 1").unwrap();
    let get = |path: &str| {
        let resp = agent().get(format!("{}{path}", host.base)).call().unwrap();
        let header = |name: &str| header_of(&resp, name);
        let got = (
            resp.status().as_u16(),
            header("cache-control"),
            header("content-type"),
        );
        (got, resp.into_body().read_to_string().unwrap())
    };
    let immutable = "public, max-age=31536000, immutable";
    for path in [
        "/app-0123456789ab/mextrain.js",
        "/app-0123456789ab/snippets/x/inline0.js",
    ] {
        let ((s, cache, ctype), _) = get(path);
        assert_eq!((s, cache.as_str()), (200, immutable), "{path}");
        assert!(ctype.contains("javascript"), "{path}: {ctype}");
    }
    for path in [
        "/",
        "/index.html",
        "/assets/app.js",
        "/no/such/page",
        "/app-zz/not-code.js",
    ] {
        let ((s, cache, _), _) = get(path);
        assert_eq!((s, cache.as_str()), (200, "no-cache"), "{path}");
    }
    let ((s, cache, ctype), body) = get("/app-0123456789ab/gone.js");
    assert_eq!(s, 404, "{body}");
    assert!(
        ctype.starts_with("application/json") && cache == "no-store",
        "{ctype} {cache}"
    );
    let ((s, cache, _), _) = get("/api/nothing-here");
    assert_eq!((s, cache.as_str()), (404, "no-store"));
}

/// A client that reports a redirect rather than following it.
fn no_redirects() -> ureq::Agent {
    ureq::Agent::config_builder()
        .http_status_as_error(false)
        .max_redirects(0)
        .build()
        .new_agent()
}

/// With a phone build beside the web build (`phone/`, `make phone-build`),
/// every table link (join, a table's card, a scorekeeper's card, watch,
/// host, board) is sent to it with its query, and everything else is the
/// web build's as before: the app's page, its files, the API. The phone
/// build's page carries its own policy; its code folder is kept for good.
#[test]
fn table_links_open_the_phone_build_and_the_rest_stays_the_apps() {
    let dir = tempfile::tempdir().unwrap();
    let phone = dir.path().join("web").join("phone");
    std::fs::create_dir_all(phone.join("app-0123456789ab")).unwrap();
    std::fs::write(
        phone.join("index.html"),
        "<!doctype html><title>phone</title>",
    )
    .unwrap();
    std::fs::write(
        phone.join("csp.txt"),
        "default-src 'self'; script-src 'self' 'sha256-phone'\n",
    )
    .unwrap();
    std::fs::write(
        phone.join("app-0123456789ab/mextrain.js"),
        "export default 2",
    )
    .unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let still = no_redirects();
    let get = |path: &str| {
        let resp = still.get(format!("{}{path}", host.base)).call().unwrap();
        let status = resp.status().as_u16();
        let location = header_of(&resp, "location");
        let policy = header_of(&resp, "content-security-policy");
        let cache = header_of(&resp, "cache-control");
        (
            status,
            location,
            policy,
            cache,
            resp.into_body().read_to_string().unwrap(),
        )
    };
    for query in [
        "?join=AB12CD",
        "?join=AB12CD&key=0a1b&table=2",
        "?join=AB12CD&key=0a1b&table=2&keeper=9f",
        "?watch=tok123",
        "?host=tok123",
        "?board=tok123",
    ] {
        for page in ["/", "/index.html"] {
            let (status, location, _, _, _) = get(&format!("{page}{query}"));
            assert_eq!(status, 303, "{page}{query}");
            assert_eq!(location, format!("/phone/#{query}"), "{page}{query}");
        }
    }
    // The phone build's page, with its own policy; asked again each time.
    let (status, _, policy, cache, body) = get("/phone/?join=AB12CD");
    assert_eq!((status, cache.as_str()), (200, "no-cache"));
    assert!(body.contains("<title>phone</title>"), "{body}");
    assert!(
        policy.contains("'sha256-phone'") && policy.contains("frame-ancestors 'none'"),
        "{policy}"
    );
    let (status, _, _, cache, _) = get("/phone/app-0123456789ab/mextrain.js");
    assert_eq!(
        (status, cache.as_str()),
        (200, "public, max-age=31536000, immutable")
    );
    let (status, _, _, _, body) = get("/phone/app-0123456789ab/gone.wasm");
    assert_eq!(status, 404, "{body}");
    // The app itself: the root without a table link, any other query.
    for path in ["/", "/?lang=fr", "/?join="] {
        let (status, location, policy, _, body) = get(path);
        assert_eq!((status, location.as_str()), (200, ""), "{path}");
        assert!(
            !body.contains("<title>phone</title>") && !policy.contains("sha256-phone"),
            "{path}"
        );
    }
    // The API is the API, whatever its query.
    let (status, location, _, _, _) = get("/api/state?join=AB12CD");
    assert_ne!(status, 303, "{location}");
}

/// Without a phone build (`--web` on a folder that has none), the table
/// links open the web build's page, as before.
#[test]
fn without_a_phone_build_table_links_open_the_app() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path(), &["Ana", "Ben"], generous());
    let still = no_redirects();
    let resp = still
        .get(format!("{}/?join=AB12CD", host.base))
        .call()
        .unwrap();
    assert_eq!(resp.status().as_u16(), 200);
}

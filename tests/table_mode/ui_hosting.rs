//! "Let phones join" on the desktop (table mode, issue 13): the game
//! screen's panel, rendered headless, hosting a real server on 127.0.0.1;
//! phones stand in as `lan::host` calls on a connection of their own or
//! as HTTP requests to the server.

use crate::fixtures;
use mextrain::db::LanReads;

use fixtures::http;
use fixtures::ui::wait_until;
use mextrain::app::games;
use mextrain::app::host;
use mextrain::db::{Db, GameId};
use mextrain::lan::server::window::STOP_GRACE;
use mextrain::ui::testing::Harness;
use serde_json::{json, Value};
use std::path::Path;
use std::sync::mpsc;
use std::time::{Duration, Instant};

/// The panel listens on 127.0.0.1, any free port (never the LAN's 8080).
fn setup() {
    mextrain::lan::server::window::listen_on("127.0.0.1:0".parse().unwrap());
    // As the desktop front end does: the window's host is the table server.
    mextrain::lan::server::window::install();
}

/// A two-player game (Ana, Ben) in data folder `dir`, and the window on it.
fn game_window(dir: &Path) -> (Harness, GameId) {
    setup();
    let game = fixtures::classic_game(&Db::open_in(dir).unwrap(), &["Ana", "Ben"]);
    let app = Harness::open(dir, &format!("/game/{game}"));
    assert!(app.exists("save-round"), "{}", app.text());
    (app, game)
}

/// [`game_window`], hosting (turned on with "Let phones join"); the join
/// code shown.
fn hosting(dir: &Path) -> (Harness, GameId, String) {
    let (mut app, game) = game_window(dir);
    app.click("host-start");
    let code = inner(&app, "join-code");
    (app, game, code)
}

/// Ben's phone taking seat 1 with `code`, on a connection of its own to
/// the data folder `dir`: the connection and its token.
fn bens_phone_joins(dir: &Path, game: GameId, code: &str) -> (Db, String) {
    let phone = Db::open_in(dir).unwrap();
    let ben = phone_joins(&phone, game, code, 1, "Ben's phone");
    (phone, ben)
}

/// The text inside the element with this `id` (no nested tags).
fn inner(app: &Harness, id: &str) -> String {
    let html = app.html();
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no #{id}: {}", app.text()));
    let rest = &html[at..];
    let start = rest.find('>').unwrap() + 1;
    let end = rest[start..].find('<').unwrap() + start;
    rest[start..end].trim().to_string()
}

/// A phone taking `seat`, named `device`, through the app layer on a
/// connection of its own; its token.
fn phone_joins(db: &Db, game: GameId, code: &str, seat: usize, device: &str) -> String {
    let req: host::JoinRequest = serde_json::from_value(
        json!({"code": code, "role": "player", "seat": seat, "device": device}),
    )
    .unwrap();
    host::Hosted::Game(game).join(db, &req).unwrap().token
}

fn phone_enters(db: &Db, game: GameId, token: &str, body: Value) {
    let device = host::authenticate(db, game, Some(token)).unwrap();
    let req: host::EntryRequest = serde_json::from_value(body).unwrap();
    host::set_entry(db, game, &device, &req).unwrap();
}

fn http() -> ureq::Agent {
    http::agent()
}

/// `http://127.0.0.1:port` from the join link shown.
fn base_of(app: &Harness) -> String {
    let link = inner(app, "join-link");
    link.split("/?").next().unwrap().to_string()
}

fn post(base: &str, path: &str, body: Value) -> (u16, Value) {
    http::send_json(&http(), base, "POST", path, None, &body)
}

/// The `state` events of a stream, as they come.
fn events(base: &str, token: &str) -> mpsc::Receiver<Value> {
    http::state_events(base, token)
}

#[test]
fn hosting_is_off_until_let_phones_join_then_a_code_a_qr_code_and_a_live_server() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game) = game_window(dir.path());
    let db = Db::open_in(dir.path()).unwrap();
    assert!(app.exists("host-start"));
    assert!(!app.exists("join-code"));
    assert_eq!(host::version(&db, game).unwrap(), None);

    // As in the desktop window, whose events are handled inside a tokio
    // runtime's `block_on`.
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async { app.click("host-start") });
    assert!(!app.exists("hosting-error"), "{}", app.text());
    let code = inner(&app, "join-code");
    assert_eq!(code.len(), host::CODE_LEN, "{code}");
    assert!(
        code.bytes()
            .all(|b| host::CODE_ALPHABET.as_bytes().contains(&b)),
        "{code}"
    );
    let html = app.html();
    let qr = &html[html.find("id=\"hosting-qr\"").unwrap()..];
    assert!(
        qr[..qr.find("</div>").unwrap()].contains("<svg"),
        "the QR code is inline SVG"
    );
    // The link carries the code and the join link's key (128 bits, hex).
    let link = inner(&app, "join-link").replace("&#38;", "&");
    let key = link
        .split_once(&format!("/?join={code}&key="))
        .map(|(_, k)| k)
        .unwrap_or_else(|| panic!("no code and key in {link}"));
    assert!(
        key.len() == 32 && key.bytes().all(|b| b.is_ascii_hexdigit()),
        "{link}"
    );
    assert!(inner(&app, "watch-link").contains("/?watch="));
    assert!(host::version(&db, game).unwrap().is_some());

    // The server answers on the address shown, with the code shown.
    let base = base_of(&app);
    let (s, lobby) = post(&base, "/api/lobby", json!({"code": code}));
    assert_eq!(s, 200, "{lobby}");
    assert_eq!(lobby["seats"][1]["name"], "Ben");
    let (s, v) = post(&base, "/api/lobby", json!({"code": "AAAAAA"}));
    assert_eq!(s, 403, "{v}");
}

#[test]
fn a_phones_entry_appears_in_the_hosts_form_marked_with_the_phone_and_fills_the_points() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game, code) = hosting(dir.path());
    assert!(!app.exists("phones"), "no phone yet");
    assert_eq!(
        app.html().matches("data-state=\"waiting\"").count(),
        2,
        "both seats wait: {}",
        app.text()
    );

    let (phone, ben) = bens_phone_joins(dir.path(), game, &code);
    wait_until(&mut app, "Ben's phone in the list", |a| {
        a.exists("phones") && a.text().contains("Ben's phone")
    });
    phone_enters(
        &phone,
        game,
        &ben,
        json!({"round": 0, "key": "b1", "total": "17", "out": false}),
    );
    wait_until(&mut app, "Ben's entry in the form", |a| {
        a.text().contains("17 points, from Ben's phone")
    });
    assert!(app.text().contains("Ana waiting"), "{}", app.text());
    // The points are in the form (kept as its draft, like a typed value).
    let draft: Value = serde_json::from_str(
        &games::draft(&phone, game, 0)
            .unwrap()
            .expect("the form was filled"),
    )
    .unwrap();
    assert_eq!(draft["totals"][1], "17", "{draft}");

    // A correction from the phone replaces it; tiles come as tiles.
    phone_enters(
        &phone,
        game,
        &ben,
        json!({"round": 0, "key": "b2", "tiles": [[5, 6], [1, 2]], "out": false}),
    );
    wait_until(&mut app, "Ben's corrected entry", |a| {
        a.text().contains("14 points (2 tiles), from Ben's phone")
    });
    assert!(app.exists("pts-shown-1"), "the tiles show in the form");
    assert_eq!(inner(&app, "pts-shown-1"), "14");
    // The host can still change it.
    assert!(app.exists("pick-1"));
}

#[test]
fn saving_the_round_in_the_window_clears_the_phone_entries_and_a_spectator_sees_it_live() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game, code) = hosting(dir.path());
    let base = base_of(&app);
    let (s, v) = post(
        &base,
        "/api/join",
        json!({"code": code, "role": "spectator"}),
    );
    assert_eq!(s, 200, "{v}");
    let stream = events(&base, v["token"].as_str().unwrap());
    let first = stream.recv_timeout(Duration::from_secs(2)).unwrap();
    assert_eq!(first["game"]["rounds"], json!([]));

    let (phone, ben) = bens_phone_joins(dir.path(), game, &code);
    phone_enters(
        &phone,
        game,
        &ben,
        json!({"round": 0, "key": "b1", "total": "23", "out": false}),
    );
    wait_until(&mut app, "Ben's entry in the form", |a| {
        a.text().contains("23 points, from Ben's phone")
    });
    let before = host::version(&phone, game).unwrap().unwrap();

    app.click("starter-0");
    app.click("out-0");
    let saved_at = Instant::now();
    app.click("save-round");
    assert!(app.text().contains("2 of"), "{}", app.text());
    let rec = phone.game(game).unwrap();
    assert_eq!(
        rec.sheet.rounds[0].points,
        vec![0, 23],
        "the phone's points"
    );
    assert!(host::version(&phone, game).unwrap().unwrap() > before);
    assert!(
        phone.table_entries(game, 0).unwrap().is_empty(),
        "the saved round's entries were consumed"
    );
    loop {
        let left = Duration::from_millis(1500).saturating_sub(saved_at.elapsed());
        let ev = stream
            .recv_timeout(left)
            .expect("the spectator did not see the round saved in the window within 1.5 s");
        if ev["game"]["rounds"].as_array().unwrap().len() == 1 {
            assert_eq!(ev["game"]["rounds"][0]["points"], json!([0, 23]));
            assert_eq!(ev["entries"], json!([]));
            break;
        }
    }

    // Taken back in the window: the round goes back to the form, and the
    // phone's old entry does not come back as a phone entry.
    app.click("undo");
    assert!(app.text().contains("1 of"), "{}", app.text());
    assert!(
        phone.table_entries(game, 0).unwrap().is_empty(),
        "no stale entry after an undo"
    );
}

#[test]
fn stopping_forgets_the_phones_their_token_is_gone_and_the_server_closes() {
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game, code) = hosting(dir.path());
    let base = base_of(&app);
    let (phone, ben) = bens_phone_joins(dir.path(), game, &code);
    assert!(host::authenticate(&phone, game, Some(&ben)).is_ok());

    // Inside a runtime, as in the window.
    let rt = tokio::runtime::Runtime::new().unwrap();
    rt.block_on(async { app.click("host-stop") });
    assert!(app.exists("host-start"), "{}", app.text());
    assert!(!app.exists("join-code"));
    assert!(!app.exists("phone-entries"), "the form no longer waits");
    let gone = host::authenticate(&phone, game, Some(&ben)).unwrap_err();
    assert_eq!(gone.status(), 410, "{gone}");
    assert_eq!(host::version(&phone, game).unwrap(), None);
    // The phones are told, then the server stops.
    let told = http()
        .get(&format!("{base}/api/state"))
        .header("Authorization", &format!("Bearer {ben}"))
        .call()
        .unwrap();
    assert_eq!(told.status().as_u16(), 410);
    let t = Instant::now();
    while http().get(&format!("{base}/api/state")).call().is_ok() {
        assert!(
            t.elapsed() < STOP_GRACE + Duration::from_secs(3),
            "the server still listens"
        );
        std::thread::sleep(Duration::from_millis(200));
    }

    // Turned on again: a new code.
    app.click("host-start");
    let again = inner(&app, "join-code");
    assert_eq!(again.len(), 6);
    assert!(host::authenticate(&phone, game, Some(&ben)).is_err());
}

#[test]
fn a_finished_game_offers_no_let_phones_join() {
    setup();
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let game = fixtures::classic_game(&db, &["Ana", "Ben"]);
    // Ana started and went out, Ben had 12.
    fixtures::round(&db, game, Some(0), &[0, 12]);
    games::finish_early(&db, game).unwrap();
    drop(db);
    let app = Harness::open(dir.path(), &format!("/game/{game}"));
    assert!(app.exists("scoreboard"), "{}", app.text());
    assert!(!app.exists("host-start"), "{}", app.text());
    assert!(!app.exists("hosting"));
}

#[test]
fn closing_the_window_stops_the_server_and_hosting_again_resumes_the_same_table() {
    let dir = tempfile::tempdir().unwrap();
    let (app, game, code) = hosting(dir.path());
    let base = base_of(&app);
    let (_phone, ben) = bens_phone_joins(dir.path(), game, &code);

    drop(app);
    assert!(
        http().get(&format!("{base}/api/state")).call().is_err(),
        "the window closed: nothing listens"
    );

    let mut app = Harness::open(dir.path(), &format!("/game/{game}"));
    assert!(!app.exists("join-code"), "off until turned on");
    app.click("host-start");
    assert_eq!(inner(&app, "join-code"), code);
    assert!(app.text().contains("still in"), "{}", app.text());
    assert!(app.text().contains("Ben's phone"), "{}", app.text());
    let base = base_of(&app);
    let resp = http()
        .get(&format!("{base}/api/state"))
        .header("Authorization", &format!("Bearer {ben}"))
        .call()
        .unwrap();
    assert_eq!(resp.status().as_u16(), 200);
}

#[test]
fn a_phones_name_is_shown_as_text_not_markup() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game, code) = hosting(dir.path());
    let phone = Db::open_in(dir.path()).unwrap();
    let token = phone_joins(&phone, game, &code, 0, "<b>x</b><script>");
    phone_enters(
        &phone,
        game,
        &token,
        json!({"round": 0, "key": "a1", "out": true}),
    );
    wait_until(&mut app, "the entry", |a| {
        a.text().contains("went out, from")
    });
    let html = app.html();
    assert!(
        !html.contains("<script>") && !html.contains("<b>x"),
        "{html}"
    );
    assert!(app.text().contains("went out, from <b>x</b><script>"));
}

#[test]
fn a_seat_without_a_phone_is_entered_from_the_hosts_form() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let (mut app, game, code) = hosting(dir.path());
    // Nobody has joined: each seat offers to be entered here.
    assert!(app.exists("enter-for-0") && app.exists("enter-for-1"));
    let (phone, ben) = bens_phone_joins(dir.path(), game, &code);
    wait_until(&mut app, "Ben's seat taken by his phone", |a| {
        !a.exists("enter-for-1")
    });
    assert!(
        app.text().contains("Ana waiting (no phone)"),
        "{}",
        app.text()
    );
    assert!(app.text().contains("Enter for Ana"), "{}", app.text());
    // Ana's tiles open in the form.
    assert!(!app.exists("picker-card"));
    app.click("enter-for-0");
    assert!(app.exists("picker-card"), "{}", app.text());
    assert!(
        app.text().contains("Tiles left in Ana's hand"),
        "{}",
        app.text()
    );
    app.click("tile-12-5");
    app.click("pick-done");
    assert_eq!(inner(&app, "pts-shown-0"), "17");
    assert!(!app.exists("enter-for-0"), "{}", app.text());
    assert!(
        app.text().contains("no phone: entered in this form"),
        "{}",
        app.text()
    );
    // Ben's from his phone (he went out); the round is saved with both.
    phone_enters(
        &phone,
        game,
        &ben,
        json!({"round": 0, "key": "b1", "out": true}),
    );
    wait_until(&mut app, "Ben's entry in the form", |a| {
        a.text().contains("went out, from Ben's phone")
    });
    app.click("starter-0");
    app.click("save-round");
    let rec = phone.game(game).unwrap();
    assert_eq!(rec.sheet.rounds.len(), 1, "{}", app.text());
    assert_eq!(rec.sheet.rounds[0].points, vec![17, 0]);
}

/// Issue 31: under an open-marker penalty, a phone's "marker up" turns on
/// that player's switch in the host's round form, with the penalty shown
/// as applied.
#[test]
fn a_phones_marker_up_turns_on_the_switch_in_the_hosts_form() {
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    setup();
    let mut spec = fixtures::classic_spec(&["Ana", "Ben"]);
    spec.house.open_marker_penalty = Some(5);
    let game = games::create_game(
        &Db::open_in(dir.path()).unwrap(),
        &spec,
        &["#e6194b".to_string(), "#3cb44b".to_string()],
    )
    .unwrap();
    let mut app = Harness::open(dir.path(), &format!("/game/{game}"));
    app.click("host-start");
    let code = inner(&app, "join-code");
    let (phone, ben) = bens_phone_joins(dir.path(), game, &code);
    phone_enters(
        &phone,
        game,
        &ben,
        json!({"round": 0, "key": "b1", "total": "4", "out": false, "marker_up": true}),
    );
    wait_until(&mut app, "Ben's marker up in the form", |a| {
        a.html().contains("id=\"running-1\"")
    });
    let html = app.html();
    let tag = fixtures::html::tag_of_html(&html, "marker-1");
    assert!(tag.contains("aria-checked=\"true\""), "{tag}");
    let running = fixtures::html::text_of(&app, "running-1");
    assert!(
        running.contains("marker up +5") && running.contains("round: 9"),
        "{running}"
    );
}

/// "Let phones join" on a club night's page: every table behind the code
/// shown, a phone's entry at a table reaches the page, and stopping turns
/// every table off.
#[test]
fn a_club_nights_page_lets_phones_join_every_table() {
    setup();
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let s = fixtures::night(&db, &[&["Ana", "Ben"], &["Cy", "Dee"]], 2, None);
    let mut app = Harness::open(dir.path(), &format!("/night/{}", s.night));
    assert!(app.exists("night-host-start"), "{}", app.text());
    app.click("night-host-start");
    let code = inner(&app, "night-join-code");
    assert_eq!(code.len(), 6, "{}", app.text());
    for t in &s.tables {
        assert_eq!(db.hosting(t.game).unwrap().unwrap().code, code);
    }
    assert!(app.text().contains("/?board="), "{}", app.text());
    assert!(app.exists("night-cards"));
    // The organiser's phone: each table's host link, shown on the page.
    // Table 2's enters there for any seat and runs the night from there.
    let link = inner(&app, "night-organiser-2");
    let token = link.split("/?host=").nth(1).unwrap().to_string();
    assert!(
        link.starts_with("http://127.0.0.1:") && token.len() >= 32,
        "{link}"
    );
    assert_ne!(inner(&app, "night-organiser-1"), link);
    let organiser = host::authenticate(&db, s.tables[1].game, Some(&token)).unwrap();
    assert_eq!(organiser.role, host::Role::Host);
    // Not table 1's host: no token of one table opens another.
    assert!(host::authenticate(&db, s.tables[0].game, Some(&token)).is_err());
    phone_enters(
        &db,
        s.tables[1].game,
        &token,
        json!({"round": 0, "key": "o1", "seat": 0, "total": "6"}),
    );
    let add: mextrain::formats::wire::NightRequest =
        serde_json::from_value(json!({"do": "add", "names": ["Gus"]})).unwrap();
    let done =
        mextrain::app::host::night::organise(&db, s.tables[1].game, &organiser, &add).unwrap();
    assert!(done.present.contains(&"Gus".to_string()), "{done:?}");
    wait_until(
        &mut app,
        "the organiser's entry at table 2 on the page",
        |a| a.exists("table-2-entered-0"),
    );
    // Dee's phone at table 2, through the night's code.
    let req: host::JoinRequest =
        serde_json::from_value(json!({"code": code, "table": 2, "role": "player", "seat": 1}))
            .unwrap();
    let dee = host::Hosted::Night(s.night).join(&db, &req).unwrap().token;
    let g2 = s.tables[1].game;
    phone_enters(
        &db,
        g2,
        &dee,
        json!({"round": 0, "key": "d1", "total": "13"}),
    );
    // The page shows it, without a reload (the server's channel moves).
    wait_until(&mut app, "Dee's entry on the page", |a| {
        a.exists("table-2-entered-1")
    });
    app.click("night-host-stop");
    assert!(app.exists("night-host-start"), "{}", app.text());
    for t in &s.tables {
        assert!(
            db.hosting(t.game).unwrap().is_none(),
            "table {} still hosted",
            t.table
        );
    }
}

//! Table mode, the phone's screens (docs/table-mode.md), driven headless
//! with a fake host: join with a code, pick a seat, enter my tiles, see
//! "sent", a refusal, a new state from the stream, an entry that waits for
//! an unreachable host and is sent again with its key, the host's and the
//! spectator's screens.

use crate::fixtures;

use fixtures::phone::{Fake, Sent};
use mextrain::lan::client::{backoff, clean_code, is_table_route, start_route, Reply, StreamEvent};
use mextrain::ui::testing::{element_of_html as element, Harness};
use serde_json::{json, Value};
use std::rc::Rc;

impl Fake {
    /// The phone's link to [`host`].
    fn new() -> Rc<Fake> {
        Fake::answering(host)
    }
}

/// The host of these tests: code ABC234, seats Ana (taken) and Ben.
fn host(s: &Sent) -> Reply {
    let ok = |v: Value| Ok((200, v.to_string()));
    match (s.method.as_str(), s.path.as_str()) {
        ("POST", "/api/lobby") if s.body["code"] == "ABC234" => ok(json!({
            "seats": [
                {"seat": 0, "name": "Ana", "colour": "#d62728", "taken": true},
                {"seat": 1, "name": "Ben <b>", "colour": "#1f77b4", "taken": false}
            ],
            "game": {"id": 3}
        })),
        ("POST", "/api/lobby") => Ok((403, json!({"error": "no table has this code"}).to_string())),
        ("POST", "/api/join") => match s.body["role"].as_str() {
            Some("player") => {
                ok(json!({"token": "tok-ben", "role": "player", "seat": s.body["seat"]}))
            }
            _ => ok(json!({"token": "tok-watch", "role": "spectator"})),
        },
        ("PUT", "/api/entry") => ok(json!({"version": 18, "entry": {}})),
        ("GET", "/api/state") => ok(state(17, 1, json!([]), ben())),
        ("POST", "/api/round") => ok(json!({"version": 19, "saved": 1, "finished": false})),
        _ => ok(json!({"version": 20})),
    }
}

/// The state with `rounds` saved (round 1: Ana 0, out; Ben 41) and
/// `entries` for the current round, for seat `you`.
fn state(version: u64, rounds: usize, entries: Value, you: Value) -> Value {
    let all = [
        json!({"index": 0, "engine": 12, "points": [0, 41], "out": 0, "blocked": false}),
        json!({"index": 1, "engine": 11, "points": [15, 0], "out": 1, "blocked": false}),
    ];
    let rounds: Vec<Value> = all[..rounds].to_vec();
    let totals = rounds.iter().fold([0i64, 0], |t, r| {
        [
            t[0] + r["points"][0].as_i64().unwrap(),
            t[1] + r["points"][1].as_i64().unwrap(),
        ]
    });
    json!({
        "version": version,
        "you": you,
        "game": {"id": 3, "preset": "classic", "set": 12, "finished": false,
                 "players": [
                    {"seat": 0, "name": "Ana", "colour": "#d62728", "total": totals[0], "phone": true},
                    {"seat": 1, "name": "Ben <b>", "colour": "#1f77b4", "total": totals[1], "phone": true}],
                 "rounds": rounds,
                 "current": {"index": rounds.len(), "engine": 12 - rounds.len()},
                 "winner": null},
        "entries": entries,
        "settings": {"last_player_saves": false}
    })
}

fn ben() -> Value {
    json!({"role": "player", "seat": 1})
}

/// Ben's phone, joined through the code and seated, with the first state.
fn joined(dir: &std::path::Path, fake: &Fake) -> Harness {
    let mut app = Harness::open(dir, "/join");
    app.input("join-code", "abc 234");
    app.submit("join-form");
    app.click("seat-1");
    fake.state(&mut app, state(17, 1, json!([]), ben()));
    app
}

#[test]
fn a_player_joins_with_the_code_picks_a_seat_taps_tiles_and_sees_sent() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/join");
    app.input("join-code", "abc 234");
    app.submit("join-form");
    // The seats, the taken one not to be picked, the name escaped.
    let html = app.html();
    assert!(html.contains("Ben &#60;b&#62;"), "{html}");
    assert!(!html.contains("<b>"));
    assert!(app.text().contains("Ben <b>"));
    assert!(app.text().contains("taken"));
    assert_eq!(
        fake.requests("POST", "/api/lobby")[0].body["code"],
        "ABC234"
    );
    app.click("seat-1");
    let join = &fake.requests("POST", "/api/join")[0];
    assert_eq!(join.body["seat"], 1);
    assert_eq!(join.body["role"], "player");
    assert_eq!(fake.subscribed.borrow().as_slice(), ["tok-ben"]);
    assert!(app.exists("table-loading"), "{}", app.text());
    fake.state(&mut app, state(17, 1, json!([]), ben()));
    assert!(app.exists("scoreboard"));
    assert!(app.text().contains("Round 2"), "{}", app.text());
    app.click("tile-12-5");
    app.click("tile-6-3");
    assert!(app.text().contains("2 tiles tapped"));
    app.click("entry-send");
    let put = &fake.requests("PUT", "/api/entry")[0];
    assert_eq!(put.token.as_deref(), Some("tok-ben"));
    assert_eq!(put.body["round"], 1);
    assert_eq!(put.body["tiles"], json!([[12, 5], [6, 3]]));
    assert_eq!(put.body["out"], false);
    assert!(!put.body["key"].as_str().unwrap().is_empty());
    assert!(app.text().contains("sent"), "{}", app.text());
}

#[test]
fn under_a_marker_penalty_a_player_says_their_marker_was_up() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    // No penalty in this game: no switch, and none sent; no rules in play.
    assert!(!app.exists("entry-marker"));
    assert!(!app.exists("rules-in-play"));
    app.click("tile-12-5");
    app.click("entry-send");
    let put = &fake.requests("PUT", "/api/entry")[0];
    assert!(put.body.get("marker_up").is_none(), "{}", put.body);
    // A game with the house rule: the switch, its points, and the entry
    // says the marker was up.
    let mut st = state(18, 1, json!([]), ben());
    st["game"]["house"] = json!({"open_marker_penalty": 10});
    fake.state(&mut app, st);
    assert!(app.exists("entry-marker"), "{}", app.text());
    // The phone lists the rules in play (no rule book link: it may have no
    // data of its own).
    let rules = app.text();
    assert!(app.exists("rules-in-play"), "{rules}");
    assert!(!app.exists("rip-book"));
    assert!(
        app.html().contains("id=\"rip-open-marker-penalty\""),
        "{}",
        app.html()
    );
    assert!(
        app.text().contains("My marker was up at the end (+10)"),
        "{}",
        app.text()
    );
    app.click("entry-marker");
    app.click("entry-send");
    let puts = fake.requests("PUT", "/api/entry");
    assert_eq!(puts.last().unwrap().body["marker_up"], true);
    // Going out hides it: the one out pays no penalty.
    app.click("entry-out");
    assert!(!app.exists("entry-marker"));
    app.click("entry-send");
    let puts = fake.requests("PUT", "/api/entry");
    assert!(puts.last().unwrap().body.get("marker_up").is_none());
}

#[test]
fn a_player_may_type_a_total_or_say_they_went_out() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    app.click("mode-total");
    app.input("entry-total", "23");
    app.click("entry-send");
    app.click("entry-out");
    app.click("entry-send");
    let puts = fake.requests("PUT", "/api/entry");
    assert_eq!(puts[0].body["total"], "23");
    assert!(puts[0].body.get("tiles").is_none());
    assert_eq!(puts[1].body["out"], true);
    assert_ne!(puts[0].body["key"], puts[1].body["key"]);
}

#[test]
fn a_code_with_a_look_alike_or_the_wrong_length_is_refused_by_name() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/join");
    app.input("join-code", "AB0CDE");
    app.submit("join-form");
    assert!(
        app.text().contains("A join code has no 0"),
        "{}",
        app.text()
    );
    app.input("join-code", "ABC23");
    app.submit("join-form");
    assert!(app.text().contains("6 characters; this one has 5"));
    assert!(fake.sent.borrow().is_empty());
    // A well-formed code no table has: the host's message.
    app.input("join-code", "XYZ234");
    app.submit("join-form");
    assert!(
        app.text().contains("no table has this code"),
        "{}",
        app.text()
    );
    assert!(!app.exists("seats"));
}

#[test]
fn the_qr_link_asks_for_the_seats_at_once() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let app = Harness::open(dir.path(), "/join/ABC234");
    assert!(app.exists("seat-1"), "{}", app.text());
    assert_eq!(fake.requests("POST", "/api/lobby").len(), 1);
}

#[test]
fn the_hosts_refusal_is_shown_to_the_player() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    fake.answer(|s| match s.path.as_str() {
        "/api/entry" => Ok((
            422,
            json!({"error": "more points than a hand can hold"}).to_string(),
        )),
        _ => host(s),
    });
    app.click("mode-total");
    app.input("entry-total", "999");
    app.click("entry-send");
    assert!(
        app.text().contains("more points than a hand can hold"),
        "{}",
        app.text()
    );
    assert!(!app.text().contains("waiting for the host"));
    // A refusal is not sent again.
    fake.tick(&mut app);
    assert_eq!(fake.requests("PUT", "/api/entry").len(), 1);
}

#[test]
fn a_new_state_from_the_stream_updates_the_scoreboard_and_moves_to_the_next_round() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    assert!(app.html().contains("id=\"total-1\">41"), "{}", app.html());
    app.click("tile-12-5");
    // Ana's entry arrives: her tile shows as taken in my picker.
    let ana = json!([{"seat": 0, "tiles": [[9, 4]], "total": 13, "out": false, "from": "Ana's phone", "at": 0}]);
    fake.state(&mut app, state(18, 1, ana, ben()));
    assert!(app.html().contains("9-4: in another hand"));
    // The host saves round 2: the totals change, and the form is round 3's.
    fake.state(&mut app, state(19, 2, json!([]), ben()));
    assert!(app.html().contains("id=\"total-0\">15"), "{}", app.html());
    assert!(app.text().contains("Round 3"), "{}", app.text());
    assert!(app.text().contains("0 tiles tapped"), "{}", app.text());
}

#[test]
fn an_entry_made_while_the_host_is_unreachable_waits_and_is_sent_again_with_its_key() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    fake.answer(|s| match s.method.as_str() {
        "PUT" => Err("connection refused".into()),
        _ => host(s),
    });
    fake.push(&mut app, StreamEvent::Error);
    assert!(app.text().contains("host unreachable"), "{}", app.text());
    app.click("mode-total");
    app.input("entry-total", "23");
    app.click("entry-send");
    assert!(
        app.text().contains("waiting for the host"),
        "{}",
        app.text()
    );
    // Kept, with its key, for a reload.
    let kept = fake.storage.borrow().get("mextrain.table.outbox").cloned();
    assert!(kept.unwrap().contains("key-1"));
    fake.tick(&mut app);
    assert!(app.text().contains("waiting for the host"));
    // The host is back.
    fake.answer(host);
    fake.tick(&mut app);
    assert!(app.text().contains("sent"), "{}", app.text());
    let puts = fake.requests("PUT", "/api/entry");
    assert!(puts.len() >= 3, "{puts:?}");
    assert!(puts.iter().all(|p| p.body["key"] == "key-1"));
    assert!(!fake.storage.borrow().contains_key("mextrain.table.outbox"));
}

#[test]
fn a_reload_keeps_the_seat_and_sends_what_was_waiting() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    {
        let mut app = joined(dir.path(), &fake);
        fake.answer(|_| Err("offline".into()));
        app.click("mode-total");
        app.input("entry-total", "7");
        app.click("entry-send");
        assert!(app.text().contains("waiting for the host"));
    }
    fake.timers.borrow_mut().clear();
    fake.answer(host);
    let before = fake.requests("PUT", "/api/entry").len();
    let mut app = Harness::open(dir.path(), "/table");
    // The same token, the same write, the same key.
    assert_eq!(fake.subscribed.borrow().last().unwrap(), "tok-ben");
    let puts = fake.requests("PUT", "/api/entry");
    assert_eq!(puts.len(), before + 1);
    assert_eq!(puts.last().unwrap().body["key"], "key-1");
    assert_eq!(puts.last().unwrap().token.as_deref(), Some("tok-ben"));
    fake.state(&mut app, state(17, 1, json!([]), ben()));
    assert!(app.exists("my-entry"));
}

#[test]
fn a_phone_the_host_forgot_is_told_and_can_join_again() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    fake.answer(|s| match s.path.as_str() {
        "/api/state" => Ok((410, json!({"error": "hosting stopped"}).to_string())),
        _ => host(s),
    });
    fake.push(&mut app, StreamEvent::Error);
    fake.tick(&mut app);
    assert!(app.text().contains("hosting stopped"), "{}", app.text());
    assert!(app.exists("to-join"));
    assert!(!fake.storage.borrow().contains_key("mextrain.table.session"));
}

#[test]
fn the_host_sees_each_entry_with_its_phone_and_saves_the_round() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    assert_eq!(fake.subscribed.borrow().as_slice(), ["tok-host"]);
    let entries = json!([{"seat": 1, "tiles": [[12, 5]], "total": 17, "out": false, "from": "Ben's phone", "at": 0}]);
    fake.state(&mut app, state(18, 1, entries, json!({"role": "host"})));
    let text = app.text();
    assert!(text.contains("17 (1 tile)"), "{text}");
    assert!(text.contains("from Ben's phone"), "{text}");
    assert!(app.html().contains("id=\"host-entry-0-value\">waiting"));
    app.select("host-starter", "1");
    app.click("host-blocked");
    app.click("host-save");
    let save = &fake.requests("POST", "/api/round")[0];
    assert_eq!(save.token.as_deref(), Some("tok-host"));
    assert_eq!(save.body["round"], 1);
    assert_eq!(save.body["starter"], 1);
    assert_eq!(save.body["blocked"], true);
    app.click("host-last-saves");
    assert_eq!(
        fake.requests("POST", "/api/settings")[0].body["last_player_saves"],
        true
    );
    app.click("free-0");
    assert_eq!(fake.requests("POST", "/api/free")[0].body["seat"], 0);
    app.click("host-undo");
    assert_eq!(fake.requests("POST", "/api/undo").len(), 1);
}

#[test]
fn a_spectator_sees_the_scores_and_the_chart_and_cannot_enter() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/watch/tok-watch");
    fake.state(
        &mut app,
        state(19, 2, json!([]), json!({"role": "spectator"})),
    );
    assert!(app.exists("scoreboard"), "{}", app.text());
    assert!(app.exists("running-chart"), "{}", app.text());
    assert!(app.exists("watch-rules"));
    assert!(!app.exists("entry-send"));
    assert!(!app.exists("host-save"));
    // New totals arrive live.
    assert!(app.html().contains("id=\"total-1\">41"));
}

#[test]
fn the_home_screen_leads_to_joining_a_table() {
    let _fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/");
    app.click("home-join");
    assert!(app.exists("join-code"), "{}", app.text());
}

#[test]
fn a_code_is_cleaned_and_look_alikes_are_refused_by_name() {
    assert_eq!(clean_code(" abc-234 ").unwrap(), "ABC234");
    let e = clean_code("AB0234").unwrap_err();
    assert!(e.contains("no 0"), "{e}");
    let e = clean_code("ABCIL2").unwrap_err();
    assert!(e.contains("no I"), "{e}");
    let e = clean_code("ABC23").unwrap_err();
    assert!(e.contains("6 characters; this one has 5"), "{e}");
    assert!(clean_code("AB?234").unwrap_err().contains("\"?\""));
    assert!(clean_code("").is_err());
}

#[test]
fn start_links_lead_to_the_table_screens() {
    assert_eq!(start_route("?join=ABC234").as_deref(), Some("/join/ABC234"));
    // The QR code's link: the code and the join link's key, in any order.
    assert_eq!(
        start_route("?join=ABC234&key=00ff").as_deref(),
        Some("/join/ABC234/00ff")
    );
    assert_eq!(
        start_route("?key=00ff&join=ABC234").as_deref(),
        Some("/join/ABC234/00ff")
    );
    assert_eq!(
        start_route("?join=ABC234&key=%3Cx%3E").as_deref(),
        Some("/join/ABC234/3C3E")
    );
    assert_eq!(
        start_route("?watch=ab12&x=1").as_deref(),
        Some("/watch/ab12")
    );
    assert_eq!(start_route("?host=ff00").as_deref(), Some("/host/ff00"));
    assert_eq!(
        start_route("?join=%3Cscript").as_deref(),
        Some("/join/3Cscript")
    );
    assert_eq!(start_route(""), None);
    assert_eq!(start_route("?x=1"), None);
    assert!(is_table_route("/join/ABC234"));
    assert!(is_table_route("/table"));
    assert!(!is_table_route("/history"));
    assert!(!is_table_route("/tables"));
}

#[test]
fn the_pause_between_tries_grows_to_eight_seconds() {
    assert_eq!(
        (0..6).map(backoff).collect::<Vec<_>>(),
        [1000, 2000, 4000, 8000, 8000, 8000]
    );
}

#[test]
fn a_player_clears_their_entry_and_may_save_when_the_host_lets_the_last_player() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    let both = json!([
        {"seat": 0, "tiles": null, "total": 0, "out": true, "from": "Ana's phone", "at": 0},
        {"seat": 1, "tiles": [[12, 5]], "total": 17, "out": false, "from": "Ben's phone", "at": 0}
    ]);
    fake.state(&mut app, state(18, 1, both.clone(), ben()));
    // The host has not allowed it: no save on the phone.
    assert!(!app.exists("player-save"));
    assert!(app.text().contains("The host has 17 points for you"));
    let mut st = state(19, 1, both, ben());
    st["settings"]["last_player_saves"] = json!(true);
    fake.state(&mut app, st);
    app.click("player-save");
    let save = &fake.requests("POST", "/api/round")[0];
    assert_eq!(save.body["round"], 1);
    assert_eq!(save.token.as_deref(), Some("tok-ben"));
    app.click("entry-clear");
    let clear = &fake.requests("DELETE", "/api/entry")[0];
    assert_eq!(clear.body["round"], 1);
    assert!(!clear.body["key"].as_str().unwrap().is_empty());
}

#[test]
fn the_host_saves_with_the_starter_the_rules_name_unless_changed() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    let mut st = state(18, 1, json!([]), json!({"role": "host"}));
    st["game"]["current"]["starter"] = json!(1);
    fake.state(&mut app, st);
    app.click("host-save");
    let save = &fake.requests("POST", "/api/round")[0];
    assert_eq!(save.body["starter"], 1);
    assert_eq!(save.body["blocked"], false);
}

#[test]
fn the_host_saves_with_the_suggested_starter_without_picking_one() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    // The table chooses who starts (no starter by the rules); the next seat
    // clockwise is what the host offers first.
    let mut st = state(18, 1, json!([]), json!({"role": "host"}));
    st["game"]["current"]["starter"] = Value::Null;
    st["game"]["current"]["suggested_starter"] = json!(1);
    fake.state(&mut app, st);
    let html = app.html();
    let select = &html[html.find("id=\"host-starter\"").unwrap()..];
    let select = &select[..select.find("</select>").unwrap()];
    assert!(
        select.contains("value=\"1\" selected"),
        "Ben is pre-selected: {select}"
    );
    assert!(!select.contains("choose who started"), "{select}");
    assert!(app.exists("host-starter-note"), "{}", app.text());
    app.click("host-save");
    let save = &fake.requests("POST", "/api/round")[0];
    assert_eq!(save.body["starter"], 1, "{:?}", save.body);
    // Another pick still wins.
    app.select("host-starter", "0");
    app.click("host-save");
    let saves = fake.requests("POST", "/api/round");
    assert_eq!(saves.last().unwrap().body["starter"], 0);
}

#[test]
fn round_one_has_no_suggestion_the_host_chooses_who_started() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    let mut st = state(18, 0, json!([]), json!({"role": "host"}));
    st["game"]["current"]["suggested_starter"] = Value::Null;
    fake.state(&mut app, st);
    assert!(app.text().contains("choose who started"), "{}", app.text());
    assert!(!app.exists("host-starter-note"));
    app.click("host-save");
    let save = &fake.requests("POST", "/api/round")[0];
    assert!(save.body.get("starter").is_none(), "{:?}", save.body);
}

#[test]
fn before_sending_the_phone_shows_what_its_tiles_count_with_the_games_blank_values() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    assert!(!app.exists("entry-points") || app.text().contains("0 points"));
    app.click("tile-12-5");
    assert!(
        element(&app.html(), "entry-points").contains("<strong>17</strong>"),
        "{}",
        app.html()
    );
    // A blank half counts 25 in the classic rules.
    app.click("tile-5-0");
    let shown = element(&app.html(), "entry-points");
    assert!(shown.contains("<strong>47</strong>"), "{shown}");
    assert!(
        app.text().contains("47 points from 2 tiles"),
        "{}",
        app.text()
    );
    assert!(
        app.text().contains("2 tiles tapped: 47 points"),
        "{}",
        app.text()
    );
    // This game's house rules count a blank half 10, the double-blank 30.
    let mut st = state(18, 1, json!([]), ben());
    st["game"]["house"] = json!({"blank_half": 10, "double_blank": 30});
    fake.state(&mut app, st);
    assert!(
        app.text().contains("32 points from 2 tiles"),
        "{}",
        app.text()
    );
    app.click("tile-0-0");
    assert!(
        app.text().contains("62 points from 3 tiles"),
        "{}",
        app.text()
    );
    // Typing a total or going out: no count of tiles.
    app.click("mode-total");
    assert!(!app.exists("entry-points"));
}

#[test]
fn the_answer_to_send_is_beside_the_send_button_in_view() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = joined(dir.path(), &fake);
    app.click("tile-12-5");
    app.click("entry-send");
    // In the bar that holds Send (which stays at the foot of a phone's
    // screen), not below the pad.
    let bar = element(&app.html(), "entry-bar");
    assert!(bar.contains("id=\"entry-send\""), "{bar}");
    assert!(bar.contains("id=\"entry-status\""), "{bar}");
    assert!(element(&bar, "entry-status").contains("sent"), "{bar}");
    assert!(bar.contains("aria-live=\"polite\""), "{bar}");
    // A refusal is there too.
    fake.answer(|s| match s.path.as_str() {
        "/api/entry" => Ok((
            422,
            json!({"error": "Ben: 13-2 is not a tile of a double-12 set"}).to_string(),
        )),
        _ => host(s),
    });
    app.click("entry-send");
    let bar = element(&app.html(), "entry-bar");
    let status = element(&bar, "entry-status");
    assert!(status.contains("not a tile of a double-12 set"), "{bar}");
    assert!(status.contains("role=\"alert\""), "{status}");
}

#[test]
fn the_host_enters_the_hand_of_a_seat_without_a_phone() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    // Ana has a phone; Ben has none.
    let mut st = state(18, 1, json!([]), json!({"role": "host"}));
    st["game"]["players"][1]["phone"] = json!(false);
    fake.state(&mut app, st);
    assert!(!app.exists("enter-for-0"), "Ana enters her own hand");
    assert!(app.exists("free-0"));
    assert!(!app.exists("free-1"), "no phone to free");
    assert!(app.text().contains("Enter for Ben <b>"), "{}", app.text());
    assert!(app.exists("host-entry-1-nophone"));
    assert!(!app.exists("host-entry-form"));
    app.click("enter-for-1");
    assert!(app.exists("host-entry-form"), "{}", app.text());
    assert!(app.text().contains("Ben <b>'s hand"), "{}", app.text());
    assert!(app.text().contains("Ben <b> went out"), "{}", app.text());
    // Typed total.
    app.click("mode-total");
    app.input("entry-total", "12");
    app.click("entry-send");
    let put = fake.requests("PUT", "/api/entry");
    assert_eq!(put.len(), 1);
    assert_eq!(put[0].token.as_deref(), Some("tok-host"));
    assert_eq!(put[0].body["seat"], 1);
    assert_eq!(put[0].body["round"], 1);
    assert_eq!(put[0].body["total"], "12");
    assert_eq!(put[0].body["out"], false);
    assert!(element(&app.html(), "entry-status").contains("sent"));
    // Tapped tiles, counted before they are sent.
    app.click("mode-tiles");
    app.click("tile-12-5");
    assert!(
        app.text().contains("17 points from 1 tile"),
        "{}",
        app.text()
    );
    app.click("entry-send");
    let put = fake.requests("PUT", "/api/entry");
    assert_eq!(put[1].body["seat"], 1);
    assert_eq!(put[1].body["tiles"], json!([[12, 5]]));
    // The host's entry comes back in the state; the host can clear it.
    let entries = json!([{"seat": 1, "tiles": [[12, 5]], "total": 17, "out": false, "from": "host", "at": 0}]);
    let mut st = state(19, 1, entries, json!({"role": "host"}));
    st["game"]["players"][1]["phone"] = json!(false);
    fake.state(&mut app, st);
    assert!(app.html().contains("id=\"host-entry-1-value\">17 (1 tile)"));
    app.click("entry-clear");
    let clear = &fake.requests("DELETE", "/api/entry")[0];
    assert_eq!(clear.body["seat"], 1);
    // Closed again: the form goes.
    app.click("enter-for-1");
    assert!(!app.exists("host-entry-form"));
    // A player's phone never names a seat.
    assert!(fake.requests("POST", "/api/round").is_empty());
}

#[test]
fn the_host_grants_a_scorekeeper_card_and_only_that_card_offers_to_keep_the_score() {
    let fake = Fake::new();
    let dir = tempfile::tempdir().unwrap();
    // The host's screen: a scorekeeper card granted, its link shown, then
    // revoked.
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    fake.state(&mut app, state(18, 1, json!([]), json!({"role": "host"})));
    fake.answer(|s| match s.path.as_str() {
        "/api/keeper" if s.body["grant"] == true => Ok((
            200,
            json!({"version": 19, "link": "/?join=ABC234&key=00ff&keeper=beef", "revoked": 0})
                .to_string(),
        )),
        "/api/keeper" => Ok((200, json!({"version": 20, "revoked": 1}).to_string())),
        _ => host(s),
    });
    app.click("host-keeper-grant");
    let grant = &fake.requests("POST", "/api/keeper")[0];
    assert_eq!(grant.token.as_deref(), Some("tok-host"));
    assert_eq!(grant.body["grant"], true);
    assert!(
        app.text().contains("/?join=ABC234&key=00ff&keeper=beef"),
        "{}",
        app.text()
    );
    app.click("host-keeper-revoke");
    assert_eq!(fake.requests("POST", "/api/keeper")[1].body["grant"], false);
    assert!(!app.exists("host-keeper-link"));
    assert!(
        app.text().contains("one scorekeeper was taken off"),
        "{}",
        app.text()
    );
    // A scorekeeper's screen has no card to grant.
    fake.state(
        &mut app,
        state(21, 1, json!([]), json!({"role": "scorekeeper"})),
    );
    assert!(!app.exists("host-keeper-grant"));
    drop(app);

    // A table's card (code, key, table) offers seats, never the score.
    let dir = tempfile::tempdir().unwrap();
    fake.answer(host);
    let app = Harness::open(dir.path(), "/join/ABC234/00ff/3");
    assert!(app.exists("seat-1"), "{}", app.text());
    assert!(!app.exists("join-keeper"));
    drop(app);
    // The scorekeeper card does, and sends its secret with the join.
    assert_eq!(
        start_route("?join=ABC234&key=00ff&table=3&keeper=beef").as_deref(),
        Some("/keep/ABC234/00ff/3/beef")
    );
    assert!(is_table_route("/keep/ABC234/00ff/3/beef"));
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/keep/ABC234/00ff/3/beef");
    app.click("join-keeper");
    let join = fake.requests("POST", "/api/join").pop().unwrap();
    assert_eq!(join.body["role"], "scorekeeper");
    assert_eq!(join.body["keeper"], "beef");
    assert_eq!(join.body["table"], 3);
}

#[test]
fn the_organisers_phone_adds_a_late_arrival_takes_off_a_leaver_and_ends_the_table() {
    let fake = Fake::answering(|s| {
        let ok = |v: Value| Ok((200, v.to_string()));
        match (s.method.as_str(), s.path.as_str()) {
            ("POST", "/api/night") if s.body["do"] == "leave" => Ok((
                409,
                json!({"error": "Zed is not present tonight", "code": "not-now",
                       "args": {"detail": "Zed is not present tonight"}})
                .to_string(),
            )),
            ("POST", "/api/night") => ok(json!({"present": ["Ana", "Ben", "Ida"], "number": 1})),
            _ => ok(json!({"version": 20})),
        }
    });
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/host/tok-host");
    let mut s = state(18, 1, json!([]), json!({"role": "host"}));
    s["night"] = json!({"name": "Tuesday club", "table": 2, "number": 1});
    fake.state(&mut app, s);
    assert!(app.exists("organise"), "{}", app.text());
    // Names typed, separated by commas.
    app.input("organise-name", "Ida, Jo");
    app.click("organise-arrives");
    let sent = &fake.requests("POST", "/api/night")[0];
    assert_eq!(sent.token.as_deref(), Some("tok-host"));
    assert_eq!(sent.body, json!({"do": "add", "names": ["Ida", "Jo"]}));
    let said = app.text();
    assert!(said.contains("3 present: Ana, Ben, Ida"), "{said}");
    // Leaving now; the host's refusal is shown.
    app.input("organise-name", "Zed");
    app.click("organise-now");
    app.click("organise-leaves");
    assert_eq!(
        fake.requests("POST", "/api/night")[1].body,
        json!({"do": "leave", "names": ["Zed"], "now": true})
    );
    assert!(app.text().contains("Zed is not present tonight"));
    // This table's game ends here.
    app.click("organise-end");
    assert_eq!(
        fake.requests("POST", "/api/night")[2].body,
        json!({"do": "end-game", "table": 2})
    );
    // The next game is offered only once every table has finished.
    assert!(!app.exists("organise-next"));
}

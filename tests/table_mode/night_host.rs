//! A club night's host over real HTTP (issue 32): every table behind one
//! code, a phone picking its table then its seat, a scorekeeper, the
//! board link (reads only), the table cards, and `mextrain serve --night`
//! killed with SIGKILL in the middle of a round at every table.

use crate::fixtures;
use fixtures::http;
use mextrain::app::host;
use mextrain::app::night as club;
use mextrain::db::{Db, LanReads};
use mextrain::lan::server::{self, limit::Rate, Config};
use serde_json::{json, Value};
use std::io::BufRead;
use std::path::Path;
use std::time::Duration;

/// A night of three tables: Ana, Ben, Cy / Dee, Eve, Flo / Gus, Hal; two
/// rounds a game, 45 minutes each.
fn night_in(db: &Db) -> club::Seated {
    fixtures::night(
        db,
        &[
            &["Ana", "Ben", "Cy"],
            &["Dee", "Eve", "Flo"],
            &["Gus", "Hal"],
        ],
        2,
        Some(45),
    )
}

fn web_dir(dir: &Path) -> std::path::PathBuf {
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(
        web.join("index.html"),
        "<!doctype html><title>mextrain</title>",
    )
    .unwrap();
    web
}

fn send(base: &str, method: &str, path: &str, token: Option<&str>, body: Value) -> (u16, Value) {
    http::send_json(&http::agent(), base, method, path, token, &body)
}

fn get(base: &str, path: &str) -> http::Reply {
    http::send(&http::agent(), base, "GET", path, None, None, "").unwrap()
}

/// Joins table `table` as `role` (at `seat`): the token.
fn join(base: &str, code: &str, table: usize, role: &str, seat: Option<usize>) -> String {
    let mut body = json!({"code": code, "table": table, "role": role});
    if let Some(s) = seat {
        body["seat"] = json!(s);
    }
    let (s, v) = send(base, "POST", "/api/join", None, body);
    assert_eq!(s, 200, "{v}");
    v["token"].as_str().unwrap().to_string()
}

/// The board link's event stream: each board as it comes.
fn board_events(base: &str, token: &str) -> std::sync::mpsc::Receiver<Value> {
    let resp = ureq::Agent::config_builder()
        .http_status_as_error(false)
        .build()
        .new_agent()
        .get(&format!("{base}/api/board/events?token={token}"))
        .call()
        .unwrap();
    assert_eq!(resp.status().as_u16(), 200);
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let reader = std::io::BufReader::new(resp.into_body().into_reader());
        let mut data = String::new();
        for line in reader.lines() {
            let Ok(line) = line else { return };
            if line.is_empty() {
                if !data.is_empty() && tx.send(serde_json::from_str(&data).unwrap()).is_err() {
                    return;
                }
                data.clear();
            } else if let Some(d) = line.strip_prefix("data:") {
                data.push_str(d.trim_start());
            }
        }
    });
    rx
}

#[test]
fn a_night_host_serves_every_table_behind_one_code() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(&dir.path().join("data")).unwrap();
    let seated = night_in(&db);
    let h = host::Hosted::Night(seated.night).start(&db).unwrap();
    let cfg = Config {
        web_dir: web_dir(dir.path()),
        rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..Config::night(seated.night)
    };
    let run = server::spawn(db, "127.0.0.1:0".parse().unwrap(), cfg).unwrap();
    let base = format!("http://{}", run.addr);
    let code = h.code.clone();

    // The night's code, no table: the tables to pick from.
    let (s, lobby) = send(&base, "POST", "/api/lobby", None, json!({"code": code}));
    assert_eq!(s, 200, "{lobby}");
    assert_eq!(lobby["tables"].as_array().unwrap().len(), 3, "{lobby}");
    assert_eq!(lobby["tables"][1]["players"], json!(["Dee", "Eve", "Flo"]));
    assert_eq!(lobby["seats"], json!([]));
    // A table: its seats.
    let (s, lobby) = send(
        &base,
        "POST",
        "/api/lobby",
        None,
        json!({"code": code, "table": 3}),
    );
    assert_eq!(s, 200, "{lobby}");
    assert_eq!(lobby["table"], 3);
    assert_eq!(lobby["seats"][1]["name"], "Hal");
    // A wrong code opens nothing.
    let (s, _) = send(&base, "POST", "/api/lobby", None, json!({"code": "ZZZZZZ"}));
    assert_eq!(s, 403);
    // No table named: the join says so.
    let (s, v) = send(
        &base,
        "POST",
        "/api/join",
        None,
        json!({"code": code, "role": "player", "seat": 0}),
    );
    assert_eq!((s, v["code"].as_str()), (400, Some("table-needed")), "{v}");

    let ana = join(&base, &code, 1, "player", Some(0));
    let eve = join(&base, &code, 2, "player", Some(1));
    // A scorekeeper is granted, never claimed: the code alone is refused.
    let (s, v) = send(
        &base,
        "POST",
        "/api/join",
        None,
        json!({"code": code, "table": 3, "role": "scorekeeper"}),
    );
    assert_eq!(
        (s, v["code"].as_str()),
        (403, Some("keeper-card-needed")),
        "{v}"
    );
    // Table 3's organiser grants its card; the phone joins with it.
    let (s, card) = send(
        &base,
        "POST",
        "/api/keeper",
        Some(&h.tables[2].host_token),
        json!({"grant": true}),
    );
    assert_eq!(s, 200, "{card}");
    let link = card["link"].as_str().unwrap();
    assert!(link.contains("&table=3&"), "{link}");
    let secret = link.rsplit_once("keeper=").unwrap().1;
    let (s, v) = send(
        &base,
        "POST",
        "/api/join",
        None,
        json!({"code": code, "table": 3, "role": "scorekeeper", "keeper": secret}),
    );
    assert_eq!(s, 200, "{v}");
    let keeper = v["token"].as_str().unwrap().to_string();
    // Another table's organiser's card is not table 3's.
    let (s, _) = send(
        &base,
        "POST",
        "/api/join",
        None,
        json!({"code": code, "table": 2, "role": "scorekeeper", "keeper": secret}),
    );
    assert_eq!(s, 403);
    let boards = board_events(&base, &h.watch_token);
    let first = boards.recv_timeout(Duration::from_secs(3)).unwrap();
    assert_eq!(first["tables"].as_array().unwrap().len(), 3);
    assert_eq!(first["night"]["night"]["name"], "Tuesday club");

    // Ana's state is table 1's, with the night's line.
    let (s, st) = send(&base, "GET", "/api/state", Some(&ana), Value::Null);
    assert_eq!(s, 200, "{st}");
    assert_eq!(st["night"]["table"], 1);
    assert_eq!(st["night"]["name"], "Tuesday club");
    assert!(
        st["night"]["seconds_left"].as_i64().unwrap() > 40 * 60,
        "{st}"
    );
    assert_eq!(st["game"]["players"][0]["name"], "Ana");

    // Eve enters at table 2: the boards see it.
    let (s, v) = send(
        &base,
        "PUT",
        "/api/entry",
        Some(&eve),
        json!({"round": 0, "key": "e1", "total": "9"}),
    );
    assert_eq!(s, 200, "{v}");
    let seen = loop {
        let b = boards
            .recv_timeout(Duration::from_secs(3))
            .expect("the board moves");
        if b["tables"][1]["entered"] == json!([1]) {
            break b;
        }
    };
    assert_eq!(seen["tables"][0]["entered"], json!([]));
    // Eve's token writes table 2 only: naming another seat is refused.
    let (s, v) = send(
        &base,
        "PUT",
        "/api/entry",
        Some(&eve),
        json!({"round": 0, "seat": 0, "key": "e2", "total": "9"}),
    );
    assert_eq!((s, v["code"].as_str()), (403, Some("own-hand-only")), "{v}");

    // The scorekeeper enters both seats of table 3 and saves the round.
    for (seat, total, out) in [(0, 0, true), (1, 14, false)] {
        let (s, v) = send(
            &base,
            "PUT",
            "/api/entry",
            Some(&keeper),
            json!({"round": 0, "seat": seat, "key": format!("k{seat}"), "total": total.to_string(), "out": out}),
        );
        assert_eq!(s, 200, "{v}");
    }
    let (s, v) = send(
        &base,
        "POST",
        "/api/round",
        Some(&keeper),
        json!({"round": 0, "key": "ks", "starter": 0}),
    );
    assert_eq!(s, 200, "{v}");
    let (_, st) = send(&base, "GET", "/api/state", Some(&keeper), Value::Null);
    assert_eq!(st["game"]["players"][1]["total"], 14, "{st}");
    // ...but not the host's settings.
    let (s, v) = send(
        &base,
        "POST",
        "/api/free",
        Some(&keeper),
        json!({"seat": 0, "key": "kf"}),
    );
    assert_eq!((s, v["code"].as_str()), (403, Some("host-only")), "{v}");
    // Tables 1 and 2 untouched by it.
    let (_, st) = send(&base, "GET", "/api/state", Some(&ana), Value::Null);
    assert_eq!(st["game"]["rounds"], json!([]));

    // The board link reads and writes nothing.
    let b = get(&base, &format!("/api/board?token={}", h.watch_token));
    assert_eq!(b.status, 200);
    assert_eq!(b.json()["tables"][2]["played"], 1);
    let (s, v) = send(
        &base,
        "PUT",
        "/api/entry",
        Some(&h.watch_token),
        json!({"round": 0, "seat": 0, "key": "b1", "total": "1"}),
    );
    assert_eq!(
        (s, v["code"].as_str()),
        (403, Some("spectator-writes")),
        "{v}"
    );
    let (s, _) = send(
        &base,
        "POST",
        "/api/round",
        Some(&h.watch_token),
        json!({"round": 0, "key": "b2"}),
    );
    assert_eq!(s, 403);
    assert_eq!(get(&base, "/api/board?token=nope").status, 401);
    assert_eq!(get(&base, &format!("/api/board?token={ana}")).status, 401);

    // The table cards: the organiser's, a QR code per table.
    let cards = get(
        &base,
        &format!("/api/cards?token={}&lang=fr", h.tables[0].host_token),
    );
    assert_eq!(cards.status, 200, "{}", cards.text);
    assert!(cards.ctype.starts_with("text/html"));
    assert_eq!(cards.text.matches("<svg").count(), 3);
    assert!(
        cards.text.contains("Scannez pour rejoindre la table 3"),
        "{}",
        cards.text
    );
    assert!(cards.text.contains(&code));
    assert_eq!(
        get(&base, &format!("/api/cards?token={}", h.watch_token)).status,
        403
    );
    assert_eq!(get(&base, &format!("/api/cards?token={eve}")).status, 403);
    run.stop();
}

/// `mextrain serve --night` as a child process, its links read from its
/// output.
struct NightChild {
    child: std::process::Child,
    printed: String,
}

fn serve_night(bin: &str, data: &Path, web: &Path) -> NightChild {
    let mut child = fixtures::spawn_serve(
        bin,
        &["--night", "1"],
        data,
        web,
        std::process::Stdio::null(),
    );
    let (_, printed) = fixtures::read_links(&mut child);
    NightChild { child, printed }
}

#[test]
fn serve_night_killed_mid_round_at_every_table_loses_and_doubles_nothing() {
    let Some(bin) = fixtures::binary() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let web = web_dir(dir.path());
    let games: Vec<i64> = {
        let db = Db::open_in(&data).unwrap();
        night_in(&db).tables.iter().map(|t| t.game).collect()
    };
    // A night that is not there: a clear message, exit 2, nothing hosted.
    let none = fixtures::serve_command(bin, &["--night", "9"], &data)
        .output()
        .unwrap();
    assert_eq!(none.status.code(), Some(2));
    let err = String::from_utf8_lossy(&none.stderr);
    assert!(err.contains("no night 9"), "{err}");
    let both = std::process::Command::new(bin)
        .args(["serve", "--night", "1", "--game", "1", "--data-dir"])
        .arg(&data)
        .output()
        .unwrap();
    assert_eq!(both.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&both.stderr).contains("cannot be used with"));
    let mut first = serve_night(bin, &data, &web);
    assert!(
        first.printed.contains("Hosting night 1: Tuesday club"),
        "{}",
        first.printed
    );
    assert!(first.printed.contains("Table 3 (game"), "{}", first.printed);
    let (base, code, _) = fixtures::join_link(&first.printed);
    // A phone at every seat; every seat but the last of each table enters.
    let sizes = [3, 3, 2];
    let mut phones = vec![];
    for (t, &n) in sizes.iter().enumerate() {
        for seat in 0..n {
            let token = join(&base, &code, t + 1, "player", Some(seat));
            if seat + 1 < n {
                let body = json!({"round": 0, "key": format!("t{t}s{seat}"), "total": (seat * 5 + 3).to_string()});
                let (s, v) = send(&base, "PUT", "/api/entry", Some(&token), body.clone());
                assert_eq!(s, 200, "{v}");
                phones.push((t, seat, token, Some((body, v))));
            } else {
                phones.push((t, seat, token, None));
            }
        }
    }
    // SIGKILL, in the middle of the round at every table.
    first.child.kill().unwrap();
    first.child.wait().unwrap();

    let mut second = serve_night(bin, &data, &web);
    assert!(second.printed.contains("(resumed)"), "{}", second.printed);
    let (base, code2, _) = fixtures::join_link(&second.printed);
    assert_eq!(code2, code, "the same code");
    // Every phone's token still works, at its own table and seat; a write
    // sent again answers its first answer.
    for (t, seat, token, sent) in &phones {
        let (s, st) = send(&base, "GET", "/api/state", Some(token), Value::Null);
        assert_eq!(s, 200, "{st}");
        assert_eq!(st["night"]["table"], t + 1);
        assert_eq!(st["you"], json!({"role": "player", "seat": seat}));
        if let Some((body, answer)) = sent {
            let (s, again) = send(&base, "PUT", "/api/entry", Some(token), body.clone());
            assert_eq!((s, &again), (200, answer));
        }
    }
    // The last seat of each table enters, the host saves: one round each.
    let hosts = fixtures::host_tokens(&second.printed);
    assert_eq!(hosts.len(), 3, "{}", second.printed);
    for (t, seat, token, sent) in &phones {
        if sent.is_none() {
            let body = json!({"round": 0, "key": format!("last{t}"), "out": true});
            let (s, v) = send(&base, "PUT", "/api/entry", Some(token), body);
            assert_eq!(s, 200, "{v} {seat}");
        }
    }
    for (t, host_token) in hosts.iter().enumerate() {
        let (s, v) = send(
            &base,
            "POST",
            "/api/round",
            Some(host_token),
            json!({"round": 0, "key": format!("save{t}"), "starter": 0}),
        );
        assert_eq!(s, 200, "{v}");
        // Sent again (a lost answer): nothing doubled.
        let (s, again) = send(
            &base,
            "POST",
            "/api/round",
            Some(host_token),
            json!({"round": 0, "key": format!("save{t}"), "starter": 0}),
        );
        assert_eq!((s, &again), (200, &v));
    }
    second.child.kill().unwrap();
    second.child.wait().unwrap();
    let db = Db::open_in(&data).unwrap();
    for (t, g) in games.iter().enumerate() {
        let rec = db.game(*g).unwrap();
        assert_eq!(rec.sheet.rounds.len(), 1, "table {}", t + 1);
        let pts = &rec.sheet.rounds[0].points;
        let n = sizes[t];
        let want: Vec<i32> = (0..n)
            .map(|s| if s + 1 == n { 0 } else { (s * 5 + 3) as i32 })
            .collect();
        // The one who went out may take a bonus under some presets: classic
        // has none.
        assert_eq!(pts, &want, "table {}", t + 1);
        // The phones' entries of the saved round are gone with it.
        assert!(db.table_entries(*g, 0).unwrap().is_empty());
    }
}

#[test]
fn a_host_killed_right_after_the_next_game_starts_again_with_every_phone_on_its_new_seat() {
    let Some(bin) = fixtures::binary() else {
        return;
    };
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    let web = web_dir(dir.path());
    let games: Vec<(Vec<String>, i64)> = {
        let db = Db::open_in(&data).unwrap();
        night_in(&db)
            .tables
            .iter()
            .map(|t| (t.players.clone(), t.game))
            .collect()
    };
    let mut first = serve_night(bin, &data, &web);
    let (base, code, _) = fixtures::join_link(&first.printed);
    // A phone at every seat, each remembered with its player.
    let mut phones = vec![];
    for (t, (players, _)) in games.iter().enumerate() {
        for (seat, name) in players.iter().enumerate() {
            phones.push((
                name.clone(),
                join(&base, &code, t + 1, "player", Some(seat)),
            ));
        }
    }
    // Every table plays its game out (the score pad beside the host).
    {
        let db = Db::open_in(&data).unwrap();
        for (players, g) in &games {
            while !db.game(*g).unwrap().is_finished() {
                let mut input = mextrain::rules::RoundInput::typed(&vec![4; players.len()]);
                input.players[0] = mextrain::rules::PlayerInput::went_out();
                mextrain::app::games::record_round(&db, *g, &input).unwrap();
            }
        }
    }
    // Hal leaves; the organiser starts the next game, and the host is
    // killed at once, before its upkeep comes round.
    let run = |args: &[&str]| {
        let out = std::process::Command::new(bin)
            .args(args)
            .arg("--data-dir")
            .arg(&data)
            .arg("1")
            .args(if args[1] == "leave" {
                &["Hal"][..]
            } else {
                &[][..]
            })
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
    };
    run(&["night", "leave"]);
    run(&["night", "next", "--seating", "ladder"]);
    first.child.kill().unwrap();
    first.child.wait().unwrap();

    let mut second = serve_night(bin, &data, &web);
    assert!(second.printed.contains("(resumed)"), "{}", second.printed);
    let (base, _, _) = fixtures::join_link(&second.printed);
    let current = {
        let db = Db::open_in(&data).unwrap();
        club::current_games(&db, 1).unwrap()
    };
    assert!(current.iter().all(|g| g.number == 2));
    for (name, token) in &phones {
        let (s, st) = send(&base, "GET", "/api/state", Some(token), Value::Null);
        assert_eq!(s, 200, "{name}: {st}");
        if name == "Hal" {
            // Left: the night is over for him, at his game-1 table.
            assert_eq!(st["night"]["number"], 1, "{st}");
            assert_eq!(st["night"]["gone"], true, "{st}");
            continue;
        }
        let at = current
            .iter()
            .find(|g| g.players.contains(name))
            .unwrap_or_else(|| panic!("{name} is seated"));
        let seat = at.players.iter().position(|p| p == name).unwrap();
        assert_eq!(st["night"]["number"], 2, "{name}: {st}");
        assert_eq!(st["night"]["table"], at.table, "{name}");
        assert_eq!(st["you"], json!({"role": "player", "seat": seat}), "{name}");
    }
    second.child.kill().unwrap();
    second.child.wait().unwrap();
}

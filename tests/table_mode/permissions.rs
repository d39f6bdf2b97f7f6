//! Who may do what, cell by cell (docs/table-mode.md, "Who may do what"):
//! the two permission tables are read from the document, and every cell
//! is sent over real HTTP to a fresh host (a single game, or a club night
//! of three tables), expecting what the cell says. A route of the server
//! without a row, a row without a route, and a column without a role fail.

use crate::fixtures;
use fixtures::http;
use mextrain::app::host::{self, Device, Role};
use mextrain::db::{Db, LanReads};
use mextrain::formats::wire::{JoinRequest, KeeperRequest};
use mextrain::lan::server::{self, limit::Rate, Config, Running};
use serde_json::json;
use std::collections::BTreeSet;
use std::path::Path;
use std::time::Duration;

/// One permission table of the document: its columns and its rows (the
/// request, then a cell per column).
struct Table {
    columns: Vec<String>,
    rows: Vec<(String, Vec<String>)>,
}

fn doc() -> String {
    std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/table-mode.md")).unwrap()
}

/// The table under `<!-- permissions: NAME -->`.
fn table(doc: &str, name: &str) -> Table {
    let start = doc
        .find(&format!("<!-- permissions: {name} -->"))
        .unwrap_or_else(|| panic!("docs/table-mode.md has no permission table {name}"));
    let body = &doc[start..];
    let body = &body[..body.find("<!-- end -->").expect("the table's end")];
    let cells = |line: &str| -> Vec<String> {
        line.trim()
            .trim_matches('|')
            .split('|')
            .map(|c| c.trim().to_string())
            .collect()
    };
    let mut lines = body.lines().skip(1).filter(|l| l.starts_with('|'));
    let head = cells(lines.next().unwrap());
    let _rule = lines.next();
    let rows = lines
        .map(|l| {
            let c = cells(l);
            assert_eq!(c.len(), head.len(), "row {l} of table {name}");
            (c[0].clone(), c[1..].to_vec())
        })
        .collect();
    Table {
        columns: head[1..].to_vec(),
        rows,
    }
}

/// The column of a role, and of each link and credential: a new role
/// does not compile without its column.
fn column_of(role: Role, night: bool) -> &'static str {
    match role {
        Role::Host if night => "organiser",
        Role::Host => "host",
        Role::Scorekeeper => "scorekeeper",
        Role::Player => "player",
        Role::Spectator => "spectator",
    }
}

/// What each column holds.
#[derive(Clone, Default)]
struct Holds {
    token: Option<String>,
    /// The join code, the key, the table and the card's secret (a card).
    code: Option<String>,
    key: Option<String>,
    card: Option<String>,
    league_code: Option<String>,
}

/// A fresh host, set up so that every request of the table can be done:
/// a round saved (to undo), every seat of the next round entered by the
/// host (to save), a player at seat 0, a spectator, a scorekeeper with
/// the table's card, a league receiving.
struct Fresh {
    run: Running,
    base: String,
    holds: std::collections::HashMap<String, Holds>,
    /// Table 1's game, and the other tables' (a night).
    mine: i64,
    others: Vec<i64>,
    db: Db,
    _dir: tempfile::TempDir,
}

fn web_dir(dir: &Path) -> std::path::PathBuf {
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html><title>m</title>").unwrap();
    web
}

fn secret_of(link: &str, name: &str) -> String {
    link.split(['?', '&'])
        .find_map(|p| p.strip_prefix(&format!("{name}=")))
        .unwrap_or_else(|| panic!("{link} has no {name}"))
        .to_string()
}

fn fresh(night: bool) -> Fresh {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(&dir.path().join("data")).unwrap();
    let (games, tokens, code, key, board) = if night {
        let seated = fixtures::night(
            &db,
            &[&["Ana", "Ben"], &["Cy", "Dee"], &["Eve", "Flo"]],
            3,
            None,
        );
        let h = host::Hosted::Night(seated.night).start(&db).unwrap();
        let games: Vec<i64> = h.tables.iter().map(|t| t.game).collect();
        let tokens: Vec<String> = h.tables.iter().map(|t| t.host_token.clone()).collect();
        (games, tokens, h.code, h.join_key, Some(h.watch_token))
    } else {
        let g = fixtures::classic_game(&db, &["Ana", "Ben"]);
        let h = host::Hosted::Game(g).start(&db).unwrap();
        (vec![g], vec![h.host_token], h.code, h.join_key, None)
    };
    let mine = games[0];
    // Round 1 saved, round 2 entered by the host at every seat.
    fixtures::round(&db, mine, Some(0), &[0, 7]);
    let organiser = host::authenticate(&db, mine, Some(&tokens[0])).unwrap();
    for (seat, body) in [
        (0, json!({"round": 1, "seat": 0, "key": "e0", "out": true})),
        (1, json!({"round": 1, "seat": 1, "key": "e1", "total": "9"})),
    ] {
        let req = serde_json::from_value(body).unwrap();
        host::set_entry(&db, mine, &organiser, &req).unwrap_or_else(|e| panic!("seat {seat}: {e}"));
    }
    let join = |role: Role, seat: Option<usize>, keeper: Option<String>| {
        let req = JoinRequest {
            code: code.clone(),
            key: None,
            role,
            table: night.then_some(1),
            seat,
            device: None,
            keeper,
        };
        let j = if night {
            let n = mextrain::app::night::night_of_game(&db, mine)
                .unwrap()
                .unwrap()
                .night;
            host::Hosted::Night(n).join(&db, &req)
        } else {
            host::Hosted::Game(mine).join(&db, &req)
        };
        j.unwrap().token
    };
    let player = join(Role::Player, Some(0), None);
    let spectator = join(Role::Spectator, None, None);
    let card = host::keeper_card(&db, mine, &organiser, &KeeperRequest { grant: true })
        .unwrap()
        .link
        .unwrap();
    let card = secret_of(&card, "keeper");
    let keeper = join(Role::Scorekeeper, None, Some(card.clone()));
    // The card's second scorekeeper joins in the requests below: a fresh card.
    let card = secret_of(
        &host::keeper_card(&db, mine, &organiser, &KeeperRequest { grant: true })
            .unwrap()
            .link
            .unwrap(),
        "keeper",
    );
    let watch = if night {
        db.hosting(games[1]).unwrap().unwrap().watch_token
    } else {
        db.hosting(mine).unwrap().unwrap().watch_token
    };
    let league = mextrain::app::league::receive::start(&db, "Spring").unwrap();
    let token = |t: &str| Holds {
        token: Some(t.to_string()),
        ..Holds::default()
    };
    let mut holds = std::collections::HashMap::new();
    holds.insert(column_of(Role::Host, night).to_string(), token(&tokens[0]));
    holds.insert(
        column_of(Role::Scorekeeper, night).to_string(),
        token(&keeper),
    );
    holds.insert(column_of(Role::Player, night).to_string(), token(&player));
    holds.insert(
        column_of(Role::Spectator, night).to_string(),
        token(&spectator),
    );
    holds.insert("watch link".into(), token(&watch));
    if let Some(b) = board {
        holds.insert("board link".into(), token(&b));
    }
    holds.insert(
        "card".into(),
        Holds {
            code: Some(code.clone()),
            key: Some(key.clone()),
            card: Some(card),
            ..Holds::default()
        },
    );
    holds.insert(
        "code".into(),
        Holds {
            code: Some(code.clone()),
            ..Holds::default()
        },
    );
    holds.insert(
        "league sender".into(),
        Holds {
            league_code: Some(league.code),
            ..Holds::default()
        },
    );
    holds.insert("nobody".into(), Holds::default());
    let second = Db::open_in(&dir.path().join("data")).unwrap();
    let cfg = Config {
        web_dir: web_dir(dir.path()),
        rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..match night {
            true => Config::night(
                mextrain::app::night::night_of_game(&db, mine)
                    .unwrap()
                    .unwrap()
                    .night,
            ),
            false => Config::new(mine),
        }
    };
    let run = server::spawn(second, "127.0.0.1:0".parse().unwrap(), cfg).unwrap();
    Fresh {
        base: format!("http://{}", run.addr),
        run,
        holds,
        mine,
        others: games[1..].to_vec(),
        db,
        _dir: dir,
    }
}

/// What another table holds: its rounds, its entries, its devices and its
/// change counter.
fn snapshot(db: &Db, game: i64) -> String {
    let rec = db.game(game).unwrap();
    format!(
        "{:?} {:?} {:?} {:?}",
        rec.sheet.rounds.len(),
        db.table_entries(game, rec.sheet.rounds.len()).unwrap(),
        db.devices(game).unwrap(),
        db.hosting(game).unwrap().map(|h| h.version),
    )
}

/// Sends request `row` as column `who` holds it: the status.
fn send(f: &Fresh, row: &str, who: &Holds) -> u16 {
    let (method, rest) = row.split_once(' ').unwrap();
    let (path, variant) = match rest.split_once(" (") {
        Some((p, v)) => (p, Some(v.trim_end_matches(')'))),
        None => (rest, None),
    };
    let token = who.token.as_deref();
    let code = who.code.clone().unwrap_or_default();
    let night = f.holds.contains_key("board link");
    let table = night.then_some(1);
    let body = match (path, variant) {
        ("/api/lobby", _) => json!({"code": code, "key": who.key, "table": table}),
        ("/api/join", Some(v)) => {
            let (role, at) = match v {
                "scorekeeper, another table" => ("scorekeeper", Some(3)),
                r => (r, table),
            };
            json!({"code": code, "key": who.key, "table": at, "role": role,
                   "seat": (role == "player").then_some(1), "keeper": who.card})
        }
        ("/api/entry", _) => match token == f.holds["player"].token.as_deref() {
            true => json!({"round": 1, "key": "k-entry", "total": "4"}),
            false => json!({"round": 1, "seat": 1, "key": "k-entry", "total": "4"}),
        },
        ("/api/round", _) => json!({"round": 1, "key": "k-round", "starter": 0}),
        ("/api/undo", _) => json!({"key": "k-undo"}),
        ("/api/settings", _) => json!({"last_player_saves": true}),
        ("/api/free", _) => json!({"seat": 0, "key": "k-free"}),
        ("/api/keeper", _) => json!({"grant": true}),
        ("/api/night", _) => json!({"do": "add", "names": ["Zoe"]}),
        ("/api/league/push", _) => {
            json!({"code": who.league_code.clone().unwrap_or_default(), "games": []})
        }
        _ => json!({}),
    };
    // The entry's own body: the player names no seat; its DELETE clears.
    let body = if method == "DELETE" {
        let mut b = body;
        b.as_object_mut().unwrap().remove("total");
        b
    } else {
        body
    };
    let streamed = path.ends_with("/events");
    let query_token = matches!(
        path,
        "/api/events" | "/api/board" | "/api/board/events" | "/api/cards"
    );
    let target = match (query_token, token) {
        (true, Some(t)) => format!("{path}?token={t}"),
        _ => path.to_string(),
    };
    let agent = http::agent_for(Duration::from_secs(5));
    let url = format!("{}{target}", f.base);
    let auth = token.map(|t| format!("Bearer {t}"));
    let resp = match method {
        "GET" => {
            let mut r = agent.get(&url);
            if let (Some(a), false) = (&auth, query_token) {
                r = r.header("Authorization", a);
            }
            r.call()
        }
        m => {
            let r = match m {
                "POST" => agent.post(&url),
                "PUT" => agent.put(&url),
                "DELETE" => agent.delete(&url).force_send_body(),
                _ => panic!("{m}"),
            };
            let r = match &auth {
                Some(a) => r.header("Authorization", a),
                None => r,
            };
            r.header("Content-Type", "application/json")
                .send(body.to_string())
        }
    }
    .unwrap();
    let status = resp.status().as_u16();
    if !streamed {
        let _ = resp.into_body().read_to_string();
    }
    status
}

/// The routes the server has, from its source: `"/api/..."` given to
/// `.route(`, with the methods routed to them.
fn server_routes() -> BTreeSet<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/src/lan/server");
    let mut out = BTreeSet::new();
    for f in std::fs::read_dir(dir).unwrap() {
        let text = std::fs::read_to_string(f.unwrap().path()).unwrap();
        let mut rest = text.as_str();
        while let Some(i) = rest.find(".route(") {
            rest = &rest[i + 7..];
            // Up to the next route, layer or merge, or the end of the chain.
            let end = [".route(", ".merge(", ".layer(", ".fallback", ";"]
                .iter()
                .filter_map(|m| rest.find(m))
                .min()
                .unwrap_or(rest.len());
            let call = &rest[..end];
            let path = call.split('"').nth(1).unwrap_or_default();
            if !path.starts_with("/api/") || path.contains('*') || path.contains("panic") {
                continue;
            }
            for (m, name) in [
                ("get(", "GET"),
                ("post(", "POST"),
                ("put(", "PUT"),
                ("delete(", "DELETE"),
            ] {
                if call.contains(m) {
                    out.insert(format!("{name} {path}"));
                }
            }
        }
    }
    out
}

fn go_through(name: &str, night: bool) -> usize {
    let t = table(&doc(), name);
    // Every column is someone the fresh host can stand for.
    let sample = fresh(night);
    let columns: BTreeSet<&String> = t.columns.iter().collect();
    let known: BTreeSet<&String> = sample.holds.keys().collect();
    assert_eq!(columns, known, "the columns of table {name}");
    for role in [Role::Host, Role::Scorekeeper, Role::Player, Role::Spectator] {
        assert!(
            t.columns.iter().any(|c| c == column_of(role, night)),
            "{role:?}"
        );
    }
    drop(sample);
    // Every route has a row, every row a route.
    let rows: BTreeSet<String> = t
        .rows
        .iter()
        .map(|(r, _)| r.split(" (").next().unwrap().to_string())
        .collect();
    assert_eq!(
        rows,
        server_routes(),
        "the rows of table {name} against the server's routes"
    );
    let mut cells = 0;
    let mut wrong = vec![];
    for (row, expected) in &t.rows {
        for (col, want) in t.columns.iter().zip(expected) {
            let f = fresh(night);
            let before: Vec<String> = f.others.iter().map(|&g| snapshot(&f.db, g)).collect();
            let got = send(&f, row, &f.holds[col]);
            let ok = match want.as_str() {
                "yes" => (200..300).contains(&got),
                n => n.parse::<u16>().ok() == Some(got),
            };
            if !ok {
                wrong.push(format!("{row} as {col}: {got}, the table says {want}"));
            }
            // No token of table 1 changes another table.
            let after: Vec<String> = f.others.iter().map(|&g| snapshot(&f.db, g)).collect();
            assert_eq!(before, after, "{row} as {col} changed another table");
            assert!(f.db.game(f.mine).is_ok());
            f.run.stop();
            cells += 1;
        }
    }
    assert!(wrong.is_empty(), "table {name}:\n{}", wrong.join("\n"));
    cells
}

#[test]
fn every_route_answers_every_role_of_a_single_game_as_the_table_says() {
    let cells = go_through("game", false);
    println!("permissions, a single game: {cells} cells, each sent over HTTP");
    assert!(cells >= 18 * 9);
}

#[test]
fn every_route_answers_every_role_of_a_club_night_as_the_table_says() {
    let cells = go_through("night", true);
    println!("permissions, a club night: {cells} cells, each sent over HTTP");
    assert!(cells >= 19 * 10);
}

/// A device of `game` with `role`, as the host knows it.
fn device(db: &Db, game: i64, token: &str) -> Device {
    host::authenticate(db, game, Some(token)).unwrap()
}

#[test]
fn a_scorekeeper_never_changes_a_hand_a_players_phone_entered_and_a_phone_cannot_pose_as_the_host()
{
    let f = fresh(false);
    let db = &f.db;
    let g = f.mine;
    let player = device(db, g, f.holds["player"].token.as_deref().unwrap());
    let keeper = device(db, g, f.holds["scorekeeper"].token.as_deref().unwrap());
    // Ana's phone enters her hand.
    let req = |seat: Option<usize>, key: &str, total: &str| {
        serde_json::from_value(json!({"round": 1, "seat": seat, "key": key, "total": total}))
            .unwrap()
    };
    host::set_entry(db, g, &player, &req(None, "p1", "12")).unwrap();
    // The scorekeeper may not change it, nor clear it.
    let e = host::set_entry(db, g, &keeper, &req(Some(0), "k1", "30")).unwrap_err();
    assert_eq!((e.status(), e.code().as_str()), (403, "keeper-phone-hand"));
    assert!(e.to_string().contains("Ana"), "{e}");
    let clear = serde_json::from_value(json!({"round": 1, "seat": 0, "key": "k2"})).unwrap();
    assert_eq!(
        host::clear_entry(db, g, &keeper, &clear)
            .unwrap_err()
            .code(),
        "keeper-phone-hand"
    );
    let seat0 = || {
        db.table_entries(g, 1)
            .unwrap()
            .into_iter()
            .find(|e| e.seat == 0)
            .unwrap()
    };
    assert!(seat0().entry.contains("12"), "{}", seat0().entry);
    // Ben's hand (the host's entry) the scorekeeper may change.
    host::set_entry(db, g, &keeper, &req(Some(1), "k3", "8")).unwrap();
    // The host may change Ana's, and the audit says it was the host.
    let hostd = device(db, g, f.holds["host"].token.as_deref().unwrap());
    host::set_entry(db, g, &hostd, &req(Some(0), "h1", "13")).unwrap();
    let trail = db.audit_trail(g).unwrap();
    assert_eq!(trail.last().unwrap().device, "host");
    // A phone that calls itself "host" is shown as a phone.
    let posing = host::Hosted::Game(g).join(
        db,
        &JoinRequest {
            code: f.holds["code"].code.clone().unwrap(),
            key: None,
            role: Role::Player,
            table: None,
            seat: Some(1),
            device: Some("host".into()),
            keeper: None,
        },
    );
    // Seat 1 has no phone yet: it joins, and its name is a phone's.
    let posing = device(db, g, &posing.unwrap().token);
    assert_eq!(posing.label, "host (phone)");
    host::set_entry(db, g, &posing, &req(None, "x1", "5")).unwrap();
    let trail = db.audit_trail(g).unwrap();
    assert_eq!(trail.last().unwrap().device, "host (phone)");
    let phones = host::phones(db, g).unwrap();
    assert!(
        phones.iter().any(|p| p.label == "host (phone)"),
        "{:?}",
        phones.iter().map(|p| &p.label).collect::<Vec<_>>()
    );
    // Stored as it was given.
    assert!(db
        .devices(g)
        .unwrap()
        .iter()
        .any(|d| d.label == "host" && d.role == "player"));
}

#[test]
fn a_revoked_card_admits_nobody_and_takes_its_scorekeepers_off() {
    let f = fresh(true);
    let db = &f.db;
    let g = f.mine;
    let organiser = device(db, g, f.holds["organiser"].token.as_deref().unwrap());
    let keeper = f.holds["scorekeeper"].token.clone().unwrap();
    let card = f.holds["card"].card.clone().unwrap();
    let n = mextrain::app::night::night_of_game(db, g)
        .unwrap()
        .unwrap()
        .night;
    let revoked = host::keeper_card(db, g, &organiser, &KeeperRequest { grant: false }).unwrap();
    assert_eq!(revoked.revoked, 1);
    assert_eq!(revoked.link, None);
    assert_eq!(
        host::authenticate(db, g, Some(&keeper))
            .unwrap_err()
            .status(),
        401
    );
    let again = host::Hosted::Night(n)
        .join(
            db,
            &JoinRequest {
                code: f.holds["code"].code.clone().unwrap(),
                key: None,
                role: Role::Scorekeeper,
                table: Some(1),
                seat: None,
                device: None,
                keeper: Some(card.clone()),
            },
        )
        .unwrap_err();
    assert_eq!(
        (again.status(), again.code().as_str()),
        (403, "keeper-card-needed")
    );
    // The card's secret is no token.
    assert_eq!(
        host::authenticate(db, g, Some(&card)).unwrap_err().status(),
        401
    );
}

#[test]
fn read_only_links_are_sent_nothing_that_writes() {
    let f = fresh(true);
    let db = &f.db;
    let g = f.mine;
    let n = mextrain::app::night::night_of_game(db, g)
        .unwrap()
        .unwrap()
        .night;
    // Every table finishes its game; the next starts.
    for &game in std::iter::once(&g).chain(&f.others) {
        while !db.game(game).unwrap().is_finished() {
            fixtures::round(db, game, Some(0), &[0, 3]);
        }
    }
    mextrain::app::night::next_game(db, n, mextrain::rules::club::Seating::Ladder, 1).unwrap();
    mextrain::app::upkeep(db, mextrain::app::night::now(), Some(n)).unwrap();
    let key = f.holds["card"].key.clone().unwrap();
    let code = f.holds["code"].code.clone().unwrap();
    let base = &f.base;
    for col in ["spectator", "board link", "player", "organiser"] {
        let t = f.holds[col].token.clone().unwrap();
        let texts = [
            http::send(
                &http::agent(),
                base,
                "GET",
                "/api/state",
                Some(&t),
                None,
                "",
            )
            .unwrap(),
            http::send(
                &http::agent(),
                base,
                "GET",
                &format!("/api/board?token={t}"),
                None,
                None,
                "",
            )
            .unwrap(),
        ];
        let leaks = texts
            .iter()
            .any(|r| r.text.contains(&key) || r.text.contains(&code));
        match col {
            // The phones that write are shown the way to their new seat.
            "player" | "organiser" => assert!(texts[0].status == 200, "{}", texts[0].text),
            _ => assert!(
                !leaks,
                "{col} was sent the join code or key: {} {}",
                texts[0].text, texts[1].text
            ),
        }
    }
    // The board's event stream carries neither either.
    let b = f.holds["board link"].token.clone().unwrap();
    let resp = http::agent()
        .get(&format!("{base}/api/board/events?token={b}"))
        .call()
        .unwrap();
    let mut first = String::new();
    let mut reader = std::io::BufReader::new(resp.into_body().into_reader());
    while !first.contains("\n\n") {
        let mut line = String::new();
        if std::io::BufRead::read_line(&mut reader, &mut line).unwrap() == 0 {
            break;
        }
        first.push_str(&line);
    }
    assert!(first.contains("event: board"), "{first}");
    assert!(!first.contains(&key) && !first.contains(&code), "{first}");
}

#[test]
fn board_streams_are_bounded_per_address_and_the_cards_page_is_not_kept() {
    let f = fresh(true);
    let b = f.holds["board link"].token.clone().unwrap();
    // More board streams from one address than it may hold: each new one
    // closes that address's oldest, so at most the bound stay open.
    let mut open = vec![];
    for _ in 0..server::STREAMS_PER_ADDRESS + 5 {
        let resp = http::agent_for(Duration::from_secs(20))
            .get(&format!("{}/api/board/events?token={b}", f.base))
            .call()
            .unwrap();
        assert_eq!(resp.status().as_u16(), 200);
        open.push(std::io::BufReader::new(resp.into_body().into_reader()));
    }
    // The oldest were closed: reading them ends.
    let mut closed = 0;
    for r in open.iter_mut().take(5) {
        let mut all = String::new();
        if std::io::Read::read_to_string(r, &mut all).is_ok() {
            closed += 1;
        }
    }
    assert_eq!(closed, 5);
    let t = f.holds["organiser"].token.clone().unwrap();
    let resp = http::agent()
        .get(&format!("{}/api/cards?token={t}", f.base))
        .header("Host", "localhost:9")
        .call()
        .unwrap();
    assert_eq!(resp.status().as_u16(), 200);
    let h = resp.headers();
    assert_eq!(h.get("cache-control").unwrap(), "no-store");
    let csp = h
        .get("content-security-policy")
        .unwrap()
        .to_str()
        .unwrap()
        .to_string();
    assert!(
        csp.contains("default-src 'none'") && csp.contains("'sha256-"),
        "{csp}"
    );
    let page = resp.into_body().read_to_string().unwrap();
    // Printed from this machine itself: the cards send phones to the
    // address they reach, not to localhost.
    assert!(
        !page.contains("localhost:9"),
        "the cards carry the request's Host"
    );
}

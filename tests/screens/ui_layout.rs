//! Layouts for phones, tablets and the desktop window.
//!
//! The page itself is measured in a real browser by `tests/layout/check.py`
//! (`make layout`): the ignored test `render_every_main_screen_to_html` here
//! writes each main screen, rendered by the real components with the real
//! stylesheet inlined, to `tests/layout/out/pages/`, and the script loads them
//! in Chromium at phone and tablet sizes. The other tests check the structure
//! those layouts rely on.

use crate::fixtures;
use fixtures::*;
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::ui::testing::Harness;
use std::path::{Path, PathBuf};

/// A data folder with finished games and one in progress (game 4, classic,
/// double-12, Ana, Ben and Cleo); its ids.
fn filled() -> (tempfile::TempDir, Vec<i64>) {
    filled_in(Lang::ENGLISH)
}

/// [`filled`], with `lang` chosen in the Display card.
fn filled_in(lang: Lang) -> (tempfile::TempDir, Vec<i64>) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let ids = fixture(&db);
    choose_language(&db, lang);
    (dir, ids)
}

/// Keeps `lang` as the Display card's choice (English: none, the device's).
fn choose_language(db: &Db, lang: Lang) {
    if lang != Lang::ENGLISH {
        let display = mextrain::app::display::Display {
            language: Some(lang),
            ..Default::default()
        };
        mextrain::app::display::save(db, &display).unwrap();
    }
}

/// A standalone page: the rendered body with the app's stylesheet inlined,
/// as the window shows it (same viewport meta as the desktop webview).
fn standalone(body: &str, lang: Lang) -> String {
    format!(
        "<!doctype html>\n<html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>mextrain</title><style>{}</style></head>\n<body>{body}</body></html>\n",
        lang.tag(),
        mextrain::ui::CSS
    )
}

/// Every main screen, by file name, as a person reaches it.
fn main_screens(lang: Lang) -> Vec<(&'static str, String)> {
    let (dir, ids) = filled_in(lang);
    let (finished, playing) = (ids[0], ids[3]);
    let open = |path: &str| Harness::open(dir.path(), path);
    let mut pages = vec![];
    pages.push(("home", open("/").html()));
    pages.push(("new-game", open("/new").html()));
    let mut game = open(&format!("/game/{playing}"));
    pages.push(("game", game.html()));
    game.click("pick-0");
    pages.push(("game-picker-open", game.html()));
    game.click("tile-12-5");
    game.click("tile-6-3");
    pages.push(("game-picker", game.html()));
    pages.push(("summary", open(&format!("/game/{finished}/summary")).html()));
    pages.push(("history", open("/history").html()));
    pages.push(("game-detail", open(&format!("/history/{finished}")).html()));
    pages.push(("stats", open("/stats").html()));
    pages.push(("rules", open("/rules").html()));
    pages.push(("rule-entry", open("/rules/tile-points").html()));
    pages.push(("rules-compare", open("/rules/compare").html()));
    pages.push(("checker", open("/check").html()));
    pages.push(("blocked", open("/blocked").html()));
    let mut plan = open("/plan");
    plan.click("tile-12-5");
    plan.click("tile-7-5");
    pages.push(("planner", plan.html()));
    // The number pad chosen (kept in the settings, so on data of its own):
    // just opened, then with five tiles entered (more than the hand row
    // shows at once on a phone) and 9 pending.
    let (pad_dir, pad_ids) = filled_in(lang);
    let mut pad = Harness::open(pad_dir.path(), &format!("/game/{}", pad_ids[3]));
    pad.click("pick-0");
    pad.click("picker-mode-pad");
    pages.push(("game-pad-open", pad.html()));
    for key in ["12", "5", "6", "3", "11", "2", "10", "4", "8", "8", "9"] {
        pad.click(&format!("pad-{key}"));
    }
    pages.push(("game-pad", pad.html()));
    // The largest set, double-18 (190 tiles): 19 keys.
    let mut big = ui::start_game(pad_dir.path(), &["Ana", "Ben", "Cleo"], Some("18"));
    big.click("pick-0");
    for key in ["18", "17", "9", "4"] {
        big.click(&format!("pad-{key}"));
    }
    pages.push(("game-pad-18", big.html()));
    // Many players and three-digit totals: 8 on a double-12, 12 (the most)
    // on a double-18, with long names.
    pages.push(("game-8", crowded(&EIGHT, "12", 3, lang).html()));
    let twelve = [
        "Ana",
        "Ben",
        "Cleo",
        "Dev",
        "Eve",
        "Finn",
        "Gus",
        "Hana",
        "Ivo",
        "Jules",
        "Kim",
        "Maximilien",
    ];
    pages.push(("game-12", crowded(&twelve, "18", 2, lang).html()));
    pages.extend(table_screens(dir.path()));
    pages.extend(house_rules_screens(lang));
    pages.extend(league_screens(lang));
    pages.push(("league-network", league_page(lang)));
    pages
}

/// Issue 33: a league of three nights (eight players at two tables, one
/// round a game, "Marie T." merged into "Marie"): the League page and a
/// player's page, with the rename and merge panel.
fn league_screens(lang: Lang) -> Vec<(&'static str, String)> {
    use mextrain::app::{games, night, players};
    use mextrain::rules::club::Scoring;
    use mextrain::rules::RoundInput;
    let dir = tempfile::tempdir().unwrap().keep();
    let db = Db::open_in(&dir).unwrap();
    choose_language(&db, lang);
    let mut rules = classic_spec(&["a", "b"]);
    rules.schedule = vec![12];
    let tables = [
        ["Marie", "Bartholomew", "Cleo", "Dev"],
        ["Evangeline", "Finn", "Gus", "Hana"],
    ];
    for (k, date) in ["2026-09-08", "2026-09-15", "2026-09-22"]
        .iter()
        .enumerate()
    {
        // Marie played the second night as "Marie T.", and the tables
        // turn so that every night ranks differently.
        let seats: Vec<Vec<String>> = tables
            .iter()
            .map(|t| {
                (0..4)
                    .map(|s| t[(s + k) % 4])
                    .map(|n| {
                        if n == "Marie" && k == 1 {
                            "Marie T."
                        } else {
                            n
                        }
                    })
                    .map(String::from)
                    .collect()
            })
            .collect();
        let plan = night::NightPlan {
            name: "Tuesday club".into(),
            date: date.to_string(),
            league: Some("Autumn 2026".into()),
            rules: rules.clone(),
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: seats.concat(),
        };
        let s = night::new_night_seated(&db, &plan, &seats).unwrap();
        for (t, table) in s.tables.iter().enumerate() {
            let pts = [0, 5 + 3 * t as i32 + k as i32, 12, 20 + k as i32];
            games::record_round(&db, table.game, &RoundInput::typed(&pts)).unwrap();
        }
    }
    players::merge_players(&db, "Marie T.", "Marie").unwrap();
    let open = |path: &str| Harness::open(&dir, path).html();
    vec![
        ("league", open("/league/Autumn%202026")),
        ("league-player", open("/league/Autumn%202026/player/Marie")),
        // Issue 42: the last night's page (its table cards are the
        // board's) and its board (the window's, no top bar).
        ("night", open("/night/3")),
        ("night-board", open("/night/3/board")),
    ]
}

/// Issue 33: a league's page on a machine that is its league host, no
/// game received yet (its code, a game it refused), and that also sends
/// games it chose to another league host (its outbox: one sent, one
/// refused there, one waiting after a failure): the network card filled.
fn league_page(lang: Lang) -> String {
    use mextrain::formats::ExportedGame;
    use mextrain::rules::{GameSpec, PresetId, RoundEntry, RoundOutcome};
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    choose_language(&db, lang);
    let league = "Autumn 2026";
    let games: Vec<ExportedGame> = (0..3)
        .map(|k| {
            let names = vec!["Ana".to_string(), "Ben".to_string()];
            let mut spec = GameSpec::new(PresetId::Classic, 12, names).unwrap();
            spec.schedule = vec![12];
            ExportedGame {
                uid: format!("18ebd0f3050500c5-8f3-{k}"),
                revision: 1,
                sender: String::new(),
                spec,
                colours: vec!["#e6194b".into(), "#3cb44b".into()],
                first_starter: Some(0),
                started_at: 1_700_000_000 + k,
                finished_at: Some(1_700_003_600 + k),
                rounds: vec![RoundEntry {
                    engine: 12,
                    starter: 0,
                    end: RoundOutcome::Out(0),
                    points: vec![0, 10 + k as i32],
                    tiles: vec![None, None],
                    markers_up: vec![],
                }],
                night: None,
            }
        })
        .collect();
    db.import_games(&games).unwrap();
    db.start_receiving(
        league,
        "K7MXQ2",
        "00112233445566778899aabbccddeeff",
        1_700_010_000,
    )
    .unwrap();
    db.note_refusals(
        league,
        &[(
            "18ebd0f3050500c5-8f3-9".into(),
            "game 18ebd0f3050500c5-8f3-9 is here already with other rounds: a game is taken \
             once, by its uid, and never overwritten"
                .into(),
        )],
        1_700_010_100,
    )
    .unwrap();
    let (d, _) = mextrain::app::league::send::join(
        &db,
        "http://192.168.100.200:8080/?league=ABCDEF&key=0123456789abcdef0123456789abcdef",
        None,
        Some(league),
    )
    .unwrap();
    for g in &games {
        let id = db.game_by_uid(&g.uid).unwrap().unwrap();
        mextrain::app::league::send::queue_game(&db, d.id, id).unwrap();
    }
    use mextrain::db::outbox::Outcome;
    db.outbox_done(d.id, &games[0].uid, Outcome::Acked, None, 1_700_010_200)
        .unwrap();
    db.outbox_done(
        d.id,
        &games[1].uid,
        Outcome::Refused,
        Some("game 18ebd0f3050500c5-8f3-1 is here already with other rounds"),
        1_700_010_200,
    )
    .unwrap();
    db.outbox_failed(
        d.id,
        &[games[2].uid.clone()],
        0,
        "the league host at http://192.168.100.200:8080 did not answer: io: Connection refused (os error 111)",
    )
    .unwrap();
    drop(db);
    Harness::open(dir.path(), "/league/Autumn%202026").html()
}

/// Issue 31: the New game screen with every house scoring rule chosen, a
/// round entered with a marker up and the going-out bonus applied, and the
/// summary of a tie settled by the rounds won (totals below zero).
fn house_rules_screens(lang: Lang) -> Vec<(&'static str, String)> {
    let (dir, _) = filled_in(lang);
    let mut app = Harness::open(dir.path(), "/new");
    ui::start_house_rules_game(&mut app);
    let mut pages = vec![("house-new-game", app.html())];
    ui::start(&mut app);
    ui::enter_round_with_a_marker_up(&mut app);
    pages.push(("house-round", app.html()));
    app.click("save-round");
    ui::finish_house_rules_game(&mut app);
    pages.push(("house-summary", app.html()));
    pages
}

/// Eight players, two with long names: the crowded scoreboards' table.
const EIGHT: [&str; 8] = [
    "Ana",
    "Benedict",
    "Cleo",
    "Dev",
    "Evangeline",
    "Finn",
    "Gus",
    "Hana",
];

/// A new game for `names` on double-`set`, with `rounds` rounds saved (the
/// first player out, everyone else on three-digit points), in a data folder
/// of its own.
fn crowded(names: &[&str], set: &str, rounds: usize, lang: Lang) -> Harness {
    let dir = tempfile::tempdir().unwrap().keep();
    choose_language(&Db::open_in(&dir).unwrap(), lang);
    let mut app = ui::start_game(&dir, names, Some(set));
    ui::save_rounds(&mut app, names.len(), rounds);
    app
}

/// The table-mode state the phones are shown: round 3 of a double-12 game
/// for three, two entries in.
fn table_state(you: serde_json::Value) -> serde_json::Value {
    serde_json::json!({
        "version": 9, "you": you,
        "game": {"id": 4, "preset": "classic", "set": 12, "finished": false,
            "players": [
                {"seat": 0, "name": "Ana", "colour": "#d62728", "total": 41},
                {"seat": 1, "name": "Ben", "colour": "#1f77b4", "total": 23},
                {"seat": 2, "name": "Cleo", "colour": "#2ca02c", "total": 60}],
            "rounds": [
                {"index": 0, "engine": 12, "points": [41, 0, 35], "out": 1, "blocked": false},
                {"index": 1, "engine": 11, "points": [0, 23, 25], "out": 0, "blocked": false}],
            "current": {"index": 2, "engine": 10, "starter": 2}},
        "entries": [
            {"seat": 0, "tiles": [[12, 5], [6, 3]], "total": 26, "out": false, "from": "Ana's phone", "at": 1795000000},
            {"seat": 2, "tiles": null, "total": 0, "out": true, "from": "Cleo's phone", "at": 1795000010}],
        "settings": {"last_player_saves": false}
    })
}

/// A table-mode state for `names` (round 3, three-digit totals), for the
/// crowded scoreboards: 8 players on a phone, long names on a tablet.
fn crowded_table_state(names: &[&str], you: serde_json::Value) -> serde_json::Value {
    const COLOURS: [&str; 8] = [
        "#d62728", "#1f77b4", "#2ca02c", "#9467bd", "#ff7f0e", "#17becf", "#8c564b", "#e377c2",
    ];
    let n = names.len();
    let players: Vec<serde_json::Value> = names
        .iter()
        .enumerate()
        .map(|(s, name)| serde_json::json!({"seat": s, "name": name, "colour": COLOURS[s % 8], "total": 2 * (100 + 7 * s)}))
        .collect();
    let points: Vec<i64> = (0..n).map(|s| 100 + 7 * s as i64).collect();
    serde_json::json!({
        "version": 9, "you": you,
        "game": {"id": 4, "preset": "classic", "set": 12, "finished": false,
            "players": players,
            "rounds": [
                {"index": 0, "engine": 12, "points": points, "out": null, "blocked": true},
                {"index": 1, "engine": 11, "points": points, "out": null, "blocked": true}],
            "current": {"index": 2, "engine": 10, "starter": 2}},
        "entries": [],
        "settings": {"last_player_saves": false}
    })
}

/// The phone's table-mode screens (join, my hand, host, watch), with a
/// stand-in host.
fn table_screens(dir: &Path) -> Vec<(&'static str, String)> {
    // The lobby and the joins answered; the stream fed the state given.
    let host = phone::Fake::answering(|s| {
        let body = match s.path.as_str() {
            "/api/lobby" => serde_json::json!({"seats": [
                {"seat": 0, "name": "Ana", "colour": "#d62728", "taken": true},
                {"seat": 1, "name": "Ben", "colour": "#1f77b4", "taken": false},
                {"seat": 2, "name": "Cleo", "colour": "#2ca02c", "taken": false}]}),
            "/api/join" => serde_json::json!({"token": "t", "role": "player", "seat": 1}),
            _ => serde_json::json!({"version": 1}),
        };
        Ok((200, body.to_string()))
    });
    let feed = |app: &mut Harness, you: serde_json::Value| host.state(app, table_state(you));
    let mut pages = vec![];
    let mut join = Harness::open(dir, "/join/ABC234");
    pages.push(("table-join", join.html()));
    join.click("seat-1");
    feed(&mut join, serde_json::json!({"role": "player", "seat": 1}));
    join.click("tile-9-4");
    join.click("tile-7-2");
    pages.push(("table-hand", join.html()));
    let mut hostv = Harness::open(dir, "/host/h");
    feed(&mut hostv, serde_json::json!({"role": "host"}));
    pages.push(("table-host", hostv.html()));
    let mut watch = Harness::open(dir, "/watch/w");
    feed(&mut watch, serde_json::json!({"role": "spectator"}));
    pages.push(("table-watch", watch.html()));
    let mut crowd = |page: &'static str, path: &str, names: &[&str], you: serde_json::Value| {
        let mut app = Harness::open(dir, path);
        host.state(&mut app, crowded_table_state(names, you));
        pages.push((page, app.html()));
    };
    crowd(
        "table-watch-8",
        "/watch/w",
        &EIGHT,
        serde_json::json!({"role": "spectator"}),
    );
    let long = [
        "Maximilienne-Augustine",
        "Bartholomew Fitzgerald",
        "Anne-Catherine Beauregard",
        "Jean-Christophe Delacroix",
    ];
    crowd(
        "table-host-long",
        "/host/h",
        &long,
        serde_json::json!({"role": "host"}),
    );
    pages
}

fn pages_dir() -> PathBuf {
    match std::env::var_os("MEXTRAIN_LAYOUT_PAGES") {
        Some(d) => PathBuf::from(d),
        None => Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/layout/out/pages"),
    }
}

/// Writes the pages that `tests/layout/check.py` measures (run by `make layout`).
#[test]
#[ignore = "writes files for the browser check: make layout"]
fn render_every_main_screen_to_html() {
    let dir = pages_dir();
    std::fs::create_dir_all(&dir).unwrap();
    for old in std::fs::read_dir(&dir).unwrap().flatten() {
        if old.path().extension().is_some_and(|e| e == "html") {
            std::fs::remove_file(old.path()).unwrap();
        }
    }
    // Every page in every language (French runs 20-30% longer): English
    // as `home.html`, the others as `fr-CA-home.html`.
    for lang in Lang::all() {
        let prefix = if lang == Lang::ENGLISH {
            String::new()
        } else {
            format!("{}-", lang.tag())
        };
        for (name, body) in main_screens(lang) {
            let file = dir.join(format!("{prefix}{name}.html"));
            std::fs::write(&file, standalone(&body, lang)).unwrap();
            println!("{}", file.display());
        }
    }
}

/// The page the desktop window loads, as it loads it (its first screen
/// drawn ahead: `ui::first_screen`), for `tests/layout/first_screen.py`
/// (`make layout`), which opens it in Chromium and checks what it does: the
/// first screen shows while the app's root is empty, is inert and hidden
/// from screen readers, and gives way to the app's own first screen, in the
/// same place, once the app has drawn. Written to
/// `tests/layout/out/first-screen.html` (`MEXTRAIN_FIRST_SCREEN_PAGE=PATH`
/// elsewhere).
#[test]
#[ignore = "writes the page for tests/layout/first_screen.py (make layout)"]
fn write_the_page_the_window_loads() {
    let dir = tempfile::tempdir().unwrap();
    let page = mextrain::desktop::first_screen::window_page(dir.path()).unwrap();
    assert!(page.contains("id=\"nav-home\""), "{page}");
    let path = std::env::var_os("MEXTRAIN_FIRST_SCREEN_PAGE")
        .map(PathBuf::from)
        .unwrap_or_else(|| {
            Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/layout/out/first-screen.html")
        });
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(&path, page).unwrap();
    println!("{}", path.display());
}

#[test]
fn the_window_has_no_minimum_size_so_it_can_be_as_narrow_as_a_phone() {
    let w = mextrain::desktop::window();
    let c = &w.window.inner_size_constraints;
    assert!(
        c.min_width.is_none() && c.min_height.is_none(),
        "minimum size: {:?} x {:?}",
        c.min_width,
        c.min_height
    );
}

/// The HTML of the element with this id, up to its end tag.
fn element<'a>(html: &'a str, id: &str, tag: &str) -> &'a str {
    let at = html
        .find(&format!("id=\"{id}\""))
        .unwrap_or_else(|| panic!("no {id} in {html}"));
    let start = html[..at].rfind('<').unwrap();
    let end = html[at..].find(&format!("</{tag}>")).unwrap() + at;
    &html[start..end]
}

#[test]
fn every_place_has_a_short_label_and_an_icon_for_the_phone_tab_bar() {
    let (dir, _) = filled();
    let html = Harness::open(dir.path(), "/").html();
    for (id, short) in [
        ("nav-home", "Home"),
        ("nav-game", "Game"),
        ("nav-new", "New"),
        ("nav-referee", "Referee"),
        ("nav-rules", "Rules"),
        ("nav-history", "History"),
        ("nav-stats", "Stats"),
    ] {
        let link = element(&html, id, "a");
        assert!(
            link.contains(&format!("class=\"short\">{short}</span>")),
            "{link}"
        );
        assert!(link.contains("<svg class=\"icon"), "{link}");
    }
    assert!(html.contains("<nav class=\"places\""), "{html}");
}

#[test]
fn picker_tiles_are_labelled_with_their_numbers() {
    let (dir, ids) = filled();
    let mut app = Harness::open(dir.path(), &format!("/game/{}", ids[3]));
    app.click("pick-0");
    let html = app.html();
    let tile = element(&html, "tile-12-5", "button");
    assert!(
        tile.contains("<span class=\"tile-num\" aria-hidden=\"true\">12-5</span>"),
        "{tile}"
    );
}

#[test]
fn the_picker_head_shows_the_running_total_and_goes_on_to_the_next_player() {
    let (dir, ids) = filled();
    let mut app = Harness::open(dir.path(), &format!("/game/{}", ids[3]));
    app.click("pick-0");
    app.click("tile-12-5");
    app.click("tile-6-3");
    let html = app.html();
    let total = element(&html, "pick-total", "span");
    assert!(total.contains("<strong>26</strong>"), "{total}");
    assert!(
        app.text().contains("26 points from 2 tiles"),
        "{}",
        app.text()
    );
    // Next: Ben's hand, without scrolling back up to his card.
    assert!(app.text().contains("Next: Ben"), "{}", app.text());
    app.click("pick-next");
    assert!(
        app.text().contains("Tiles left in Ben's hand"),
        "{}",
        app.text()
    );
    assert!(app.html().contains("12-5: in another hand"));
    app.click("tile-9-4");
    assert!(
        app.text().contains("13 points from 1 tile"),
        "{}",
        app.text()
    );
    app.click("pick-done");
    assert!(!app.exists("pick-total"));
}

#[test]
fn each_players_value_area_holds_the_box_or_the_tapped_tiles_alike() {
    // The same box (a fixed height in the stylesheet) before and after the
    // first tap: the browser check measures that no tile moves.
    let (dir, ids) = filled();
    let mut app = Harness::open(dir.path(), &format!("/game/{}", ids[3]));
    app.click("pick-0");
    let before = app.html().matches("class=\"entry-value\"").count();
    app.click("tile-12-5");
    let after = app.html().matches("class=\"entry-value\"").count();
    assert_eq!((before, after), (3, 3));
    assert!(mextrain::ui::CSS.contains(".entry-value { height:"));
}

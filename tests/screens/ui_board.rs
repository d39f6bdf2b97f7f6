//! The board of a club night for a room (issue 42), headless: the
//! desktop's `/night/N/board` and the board link's page (`/board/TOKEN`,
//! the web build's `?board=`) have the whole screen (no top bar); a
//! 12-table, 48-player night shows every table on one page and the
//! standings twelve lines a page; the time left once, for the game; and
//! the board link follows the host's board stream, asking nothing on a
//! timer. What the browser measures (sizes, scrolling) is
//! `tests/web/board.py`'s.

use crate::fixtures::phone;
use crate::fixtures::*;
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::lan::client::StreamEvent;
use mextrain::rules::club::{Scoring, Seating};
use mextrain::rules::RoundInput;
use mextrain::ui::testing::{element_of_html, Harness};
use std::path::Path;

/// A night of `tables` tables of four ("Player 01"...), one round a game
/// and 45 minutes each, scored by the lowest average: game 1 played at
/// every table, game 2 started. The night's id.
fn big_night(dir: &Path, tables: usize) -> i64 {
    let db = Db::open_in(dir).unwrap();
    let names: Vec<String> = (1..=tables * 4).map(|k| format!("Player {k:02}")).collect();
    let seats: Vec<Vec<String>> = names.chunks(4).map(|c| c.to_vec()).collect();
    let mut rules = classic_spec(&["a", "b"]);
    rules.schedule = vec![12];
    let plan = night::NightPlan {
        name: "Tuesday club".into(),
        date: "2026-09-08".into(),
        league: None,
        rules,
        per_table: 4,
        minutes: Some(45),
        scoring: Scoring::Points,
        players: names,
    };
    let s = night::new_night_seated(&db, &plan, &seats).unwrap();
    for (t, table) in s.tables.iter().enumerate() {
        let pts = [0, 5 + t as i32, 12, 20 + 2 * t as i32];
        games::record_round(&db, table.game, &RoundInput::typed(&pts)).unwrap();
    }
    night::next_game(&db, s.night, Seating::Random, 7).unwrap();
    s.night
}

/// The board of night `id` as the host sends it (JSON).
fn board_json(dir: &Path, id: i64) -> String {
    let db = Db::open_in(dir).unwrap();
    serde_json::to_string(&night::board(&db, id, None, night::now()).unwrap()).unwrap()
}

/// The start tags of `html` holding `class="…"` with `word` among its classes.
fn with_class(html: &str, word: &str) -> usize {
    html.split("class=\"")
        .skip(1)
        .filter(|rest| {
            let classes = &rest[..rest.find('"').unwrap_or(0)];
            classes.split_whitespace().any(|c| c == word)
        })
        .count()
}

/// The twelve tables, the standings' twelve lines a page, the game's
/// clock once, and the page the way back: the board the window shows.
fn assert_a_twelve_table_board(app: &Harness) {
    let html = app.html();
    assert!(
        !html.contains("class=\"topbar\"") && !app.exists("places"),
        "the board has the whole screen: {html}"
    );
    let grid = &html[html.find("board-grid").expect("the tables' grid")..];
    assert!(
        grid.starts_with("board-grid cols-3"),
        "four rows of three cards"
    );
    for t in 1..=12 {
        let card = element_of_html(&html, &format!("table-{t}"));
        assert!(
            card.starts_with("<article class=\"board-table\""),
            "table {t} is on the first page: {card}"
        );
        assert!(card.contains("Round 1 of 1"), "{card}");
        assert_eq!(card.matches("<tr").count(), 4, "four players: {card}");
        // The game's clock is the page's, not each card's.
        assert!(!app.exists(&format!("table-{t}-time")));
    }
    assert!(!app.exists("table-13"));
    assert!(!app.exists("board-tables-page"), "every table on one page");
    let time = element_of_html(&html, "board-time");
    assert!(
        time.contains("45 min left") || time.contains("44 min left"),
        "{time}"
    );
    let standings = element_of_html(&html, "standings");
    assert_eq!(standings.matches("<tr").count(), 1 + 48, "{standings}");
    assert_eq!(
        with_class(&standings, "later"),
        36,
        "lines 13-48 wait for their page: {standings}"
    );
    for head in ["Rank", "Player", "Games", "Average"] {
        assert!(standings.contains(head), "{head}: {standings}");
    }
    assert!(
        element_of_html(&html, "board-ranks").contains("Ranks 1–12 of 48"),
        "{html}"
    );
    assert!(html.contains("data-pages=\"4\""), "{html}");
}

#[test]
fn the_windows_board_of_a_twelve_table_night_has_the_whole_screen() {
    let dir = tempfile::tempdir().unwrap();
    let id = big_night(dir.path(), 12);
    let app = Harness::open(dir.path(), &format!("/night/{id}/board"));
    assert_a_twelve_table_board(&app);
    // The way back to the night's page, the window's only control.
    assert!(
        app.html().contains(&format!("href=\"/night/{id}\"")),
        "{}",
        app.html()
    );
    assert!(app.exists("board-back"));
    // The night's page keeps the site's top bar and its own cards.
    let page = Harness::open(dir.path(), &format!("/night/{id}"));
    assert!(page.exists("places") && page.exists("table-1-pad"));
}

#[test]
fn a_small_nights_board_has_bigger_cards_and_one_page() {
    let dir = tempfile::tempdir().unwrap();
    let id = big_night(dir.path(), 3);
    let app = Harness::open(dir.path(), &format!("/night/{id}/board"));
    let html = app.html();
    assert!(html.contains("board-grid cols-2"), "{html}");
    assert!(html.contains("data-pages=\"1\""), "{html}");
    assert!(!app.exists("board-ranks") && !app.exists("board-tables-page"));
    assert_eq!(with_class(&html, "later"), 0);
}

#[test]
fn the_board_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let id = big_night(dir.path(), 12);
    let app = Harness::open_on_device(
        dir.path(),
        &format!("/night/{id}/board"),
        Lang::from_tag("fr"),
    );
    let text = app.text();
    for words in [
        "Rangs 1 à 12 sur 48",
        "Encore 45 min",
        "Manche 1 sur 1",
        "Classement selon la plus basse moyenne",
        "Moyenne",
        "Retour à la soirée",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    for english in ["Ranks", "min left", "Round", "Standings", "Average"] {
        assert!(
            !text.contains(english),
            "English left: {english:?} in\n{text}"
        );
    }
}

#[test]
fn the_board_link_follows_the_hosts_stream_and_asks_nothing_on_a_timer() {
    let dir = tempfile::tempdir().unwrap();
    let id = big_night(dir.path(), 12);
    let board = board_json(dir.path(), id);
    let answer = board.clone();
    let host = phone::Fake::answering(move |_| Ok((200, answer.clone())));
    let mut app = Harness::open(dir.path(), "/board/tok");
    assert_eq!(host.subscribed.borrow().as_slice(), ["board:tok"]);
    assert!(
        app.html().contains("id=\"board-loading\""),
        "{}",
        app.html()
    );
    host.push(&mut app, StreamEvent::Open);
    host.state(&mut app, serde_json::from_str(&board).unwrap());
    assert_a_twelve_table_board(&app);
    assert!(
        !app.exists("board-back"),
        "a board link has no way into the host's data"
    );
    // Nothing was asked: the stream brought the board, and no timer will
    // ask again.
    assert!(host.sent.borrow().is_empty());
    assert!(host.timers.borrow().is_empty());
    // A change at a table: the stream sends the whole board again.
    let moved = board.replace("\"entered\":[]", "\"entered\":[1]");
    assert_ne!(moved, board);
    host.state(&mut app, serde_json::from_str(&moved).unwrap());
    assert!(app.exists("table-1-entered-1") && app.exists("table-12-entered-1"));
    // The stream fails: the board stays, the trouble is said, and after a
    // pause the board is asked for once and the stream opened again.
    host.push(&mut app, StreamEvent::Error);
    assert!(app.exists("board-error") && app.exists("table-12"));
    assert_eq!(
        host.timers.borrow().len(),
        1,
        "one pause before the next try"
    );
    host.tick(&mut app);
    assert_eq!(host.requests("GET", "/api/board?token=tok").len(), 1);
    assert_eq!(host.subscribed.borrow().len(), 2);
    assert!(!app.exists("board-error"), "{}", app.text());
    assert!(host.timers.borrow().is_empty());
    // A link the host no longer knows ends it, saying why.
    host.answer(|_| {
        let refused = serde_json::json!({"error": "unknown", "code": "board-unknown", "args": {}});
        Ok((401, refused.to_string()))
    });
    host.push(&mut app, StreamEvent::Error);
    host.tick(&mut app);
    assert!(
        app.text().contains("this board link is not tonight's"),
        "{}",
        app.text()
    );
    assert!(host.timers.borrow().is_empty(), "nothing asked again");
    assert_eq!(host.subscribed.borrow().len(), 2);
}

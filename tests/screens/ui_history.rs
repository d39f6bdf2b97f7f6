//! Render tests of the history, game and statistics screens (dioxus-ssr).

use crate::fixtures;
use dioxus::prelude::*;
use fixtures::*;
use mextrain::db::Db;
use mextrain::ui::{App, AppProps};
use std::path::PathBuf;
use std::rc::Rc;

#[derive(Props, Clone, PartialEq)]
struct RootProps {
    dir: PathBuf,
    path: String,
}

/// The app at `path`, with an in-memory history (no window).
#[allow(non_snake_case)]
fn Root(p: RootProps) -> Element {
    let path = p.path.clone();
    use_hook(move || {
        dioxus::history::provide_history_context(Rc::new(
            dioxus::history::MemoryHistory::with_initial_path(path),
        ))
    });
    App(AppProps {
        data_dir: p.dir.clone(),
        start: Some(p.path.clone()),
    })
}

fn render(dir: &std::path::Path, path: &str) -> String {
    let mut dom = VirtualDom::new_with_props(
        Root,
        RootProps {
            dir: dir.to_path_buf(),
            path: path.into(),
        },
    );
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

fn filled() -> (tempfile::TempDir, Vec<i64>) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let ids = fixture(&db);
    (dir, ids)
}

#[test]
fn the_history_lists_games_newest_first_with_winners() {
    let (dir, ids) = filled();
    let html = render(dir.path(), "/history");
    assert!(html.contains("id=\"nav-history\""), "top bar link");
    assert!(html.contains("id=\"history-list\""), "{html}");
    let pos = |id: i64| {
        html.find(&format!("id=\"game-{id}\""))
            .unwrap_or_else(|| panic!("game {id} missing"))
    };
    assert!(pos(ids[3]) < pos(ids[2]) && pos(ids[2]) < pos(ids[1]) && pos(ids[1]) < pos(ids[0]));
    assert!(
        !html.contains(&format!("id=\"game-{}\"", ids[4])),
        "deleted game shown"
    );
    assert!(html.contains(" tie: Ana and Cleo"), "{html}");
    assert!(html.contains("class=\"icon trophy\""), "a drawn trophy");
    assert!(html.contains("round 2 of 3"));
    assert!(html.contains("Resume"));
    assert!(html.contains("Domino Rules"));
    assert!(html.contains("Backups ("));
}

#[test]
fn a_game_shows_rules_chart_and_scoreboard() {
    let (dir, ids) = filled();
    let html = render(dir.path(), &format!("/history/{}", ids[0]));
    assert!(html.contains("id=\"rules\""), "{html}");
    assert!(html.contains("Classic"));
    assert!(html.contains("id=\"running-chart\""));
    assert!(html.contains("<polyline"));
    assert!(html.contains("#e6194b"), "player colours in the chart");
    assert!(html.contains("id=\"scoreboard\""));
    assert!(!html.contains("id=\"resume\""));
    let html = render(dir.path(), &format!("/history/{}", ids[3]));
    assert!(
        html.contains("id=\"resume\""),
        "unfinished game can be resumed"
    );
    let html = render(dir.path(), &format!("/history/{}", ids[4]));
    assert!(
        html.contains("there is no game number"),
        "deleted game: {html}"
    );
}

#[test]
fn statistics_render_the_hand_counted_figures() {
    let (dir, _) = filled();
    let html = render(dir.path(), "/stats");
    assert!(html.contains("id=\"player-stats\""), "{html}");
    assert!(html.contains("67%"), "Ana's win rate");
    assert!(html.contains("5.9"), "Ana's points per round");
    assert!(html.contains("id=\"head-to-head\""));
    assert!(html.contains("2 games together."), "Ana vs Cleo by default");
    assert!(html.contains("Ana finished ahead 1 time and won 2; 22 points"));
    assert!(
        html.contains("Lowest game total: <strong>2</strong> by Ben"),
        "{html}"
    );
    assert!(html.contains("id=\"results-chart\""));

    let empty = tempfile::tempdir().unwrap();
    let html = render(empty.path(), "/stats");
    assert!(html.contains("id=\"stats-empty\""));
    let html = render(empty.path(), "/history");
    assert!(html.contains("No games match."));
}

/// One finished game of Ana and Ben, level on 5 points each after one round.
fn one_level_game() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let g = game(&db, mextrain::rules::PresetId::Classic, &["Ana", "Ben"], T0);
    round(&db, g, None, &[5, 5]);
    mextrain::app::games::finish_early(&db, g).unwrap();
    dir
}

#[test]
fn statistics_use_the_singular_for_one() {
    let dir = one_level_game();
    let html = render(dir.path(), "/stats");
    assert!(html.contains("1 game together."), "{html}");
    assert!(html.contains("Level 1 time."), "{html}");
    assert!(html.contains("finished ahead 0 times"), "{html}");
    assert!(
        !html.contains("1 games") && !html.contains("1 times"),
        "{html}"
    );
    assert!(html.contains("of the last 1 game "), "{html}");
}

#[test]
fn a_tied_record_names_every_holder() {
    let dir = one_level_game();
    let html = render(dir.path(), "/stats");
    assert!(
        html.contains("Lowest game total: <strong>5</strong> by Ana and Ben"),
        "{html}"
    );
    assert!(
        html.contains("Most rounds won in one game: <strong>1</strong> by Ana and Ben"),
        "{html}"
    );
}

#[test]
fn the_statistics_table_fits_a_1280_pixel_window() {
    let (dir, _) = filled();
    let html = render(dir.path(), "/stats");
    let start = html.find("id=\"player-stats\"").unwrap();
    let head = &html[start..start + html[start..].find("</thead>").unwrap()];
    let headers: Vec<String> = head
        .split("<th>")
        .skip(1)
        .map(|h| {
            let inner = &h[..h.find("</th>").unwrap()];
            let mut t = String::new();
            let mut tag = false;
            for c in inner.chars() {
                match c {
                    '<' => tag = true,
                    '>' => tag = false,
                    c if !tag => t.push(c),
                    _ => {}
                }
            }
            t.trim().to_string()
        })
        .collect();
    assert_eq!(headers.len(), 10, "{headers:?}");
    // Every header is short enough to sit on at most two lines of its column.
    for h in &headers {
        assert!(h.len() <= 12, "header '{h}' too long: {headers:?}");
        assert!(!h.is_empty());
    }
    assert!(headers.iter().any(|h| h.to_lowercase().contains("streak")));
    // No rule keeps the table's cells on one line (that pushed it past the window).
    let css = mextrain::ui::CSS;
    for rule in css.split('}') {
        if rule.contains("stats-table") {
            assert!(!rule.contains("nowrap"), "{rule}");
        }
    }
}

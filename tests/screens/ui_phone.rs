//! Issue 18, "comfortable on a phone": the page you asked for, the refused
//! save next to its field, tables that fit, legible charts, the referee's
//! words, the rule search, and the accessible names of tiles and keys,
//! rendered headless and driven by clicks and typing.

use crate::fixtures;
use fixtures::ui;
use mextrain::ui::testing::Harness;
use std::path::Path;

fn start_game(dir: &Path, names: &[&str]) -> Harness {
    ui::start_game(dir, names, None)
}

#[test]
fn a_reload_opens_the_page_you_were_on_and_only_the_root_opens_the_unfinished_game() {
    let dir = tempfile::tempdir().unwrap();
    drop(start_game(dir.path(), &["Ana", "Ben", "Cleo"]));
    // A reload (or a link) of each page keeps that page.
    for (path, mark) in [
        ("/rules", "rule-search"),
        ("/history", "h-search"),
        ("/stats", "stats-empty"),
        ("/check", "verdict-wait"),
    ] {
        let app = Harness::reload(dir.path(), path);
        assert!(
            app.exists(mark) && !app.exists("save-round"),
            "{path} reloaded shows {mark}, not the game: {}",
            app.text()
        );
    }
    // The app opened at its root goes on with the unfinished game.
    let app = Harness::reload(dir.path(), "/");
    assert!(app.exists("save-round"), "{}", app.text());
    let app = Harness::launch(dir.path());
    assert!(app.exists("save-round"), "{}", app.text());
}

fn pos(html: &str, needle: &str) -> usize {
    html.find(needle)
        .unwrap_or_else(|| panic!("{needle} is not on the page:\n{html}"))
}

#[test]
fn a_refused_save_shows_its_reason_beside_the_field_at_fault() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_game(dir.path(), &["Ana", "Ben", "Cleo"]);
    // Nobody chose who started: the reason is under the starter buttons,
    // above the players, as a sentence.
    app.click("out-0");
    app.input("pts-1", "12");
    app.input("pts-2", "30");
    app.click("save-round");
    let html = app.html();
    let at = pos(&html, "id=\"entry-error\"");
    assert!(
        pos(&html, "id=\"starter-2\"") < at && at < pos(&html, "class=\"entries\""),
        "the starter's reason sits by the starter buttons"
    );
    assert!(
        app.text().contains("Choose who started this round"),
        "{}",
        app.text()
    );
    // Ben's box emptied: the reason moves into Ben's entry.
    app.click("starter-0");
    app.input("pts-1", "");
    app.click("save-round");
    let html = app.html();
    let at = pos(&html, "id=\"entry-error\"");
    assert!(
        pos(&html, "id=\"out-0\"") < at && at < pos(&html, "id=\"out-1\""),
        "Ben's reason sits in Ben's entry"
    );
    assert_eq!(
        html.matches("id=\"entry-error\"").count(),
        1,
        "one place at a time"
    );
    assert!(
        app.text().contains("Ben: tap the tiles left"),
        "{}",
        app.text()
    );
    // Fixed: the reason goes, and the round saves.
    app.input("pts-1", "12");
    assert!(!app.exists("entry-error"));
    app.click("save-round");
    assert!(app.text().contains("2 of 13"), "{}", app.text());
}

#[test]
fn nobody_out_is_shown_above_the_players() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_game(dir.path(), &["Ana", "Ben"]);
    app.click("starter-1");
    app.input("pts-0", "3");
    app.input("pts-1", "4");
    app.click("save-round");
    let html = app.html();
    let at = pos(&html, "id=\"entry-error\"");
    assert!(at < pos(&html, "class=\"entries\""), "above the players");
    assert!(app
        .text()
        .contains("Mark who went out, or mark the round as blocked"));
}

/// A game with `names`, and `rounds` rounds saved (the first player out,
/// the others with three-digit points).
fn game_with_rounds(dir: &Path, names: &[&str], rounds: usize) -> Harness {
    let mut app = start_game(dir, names);
    ui::save_rounds(&mut app, names.len(), rounds);
    app
}

#[test]
fn every_scoreboard_cell_names_its_player_for_the_stacked_phone_layout() {
    let dir = tempfile::tempdir().unwrap();
    let names = ["Ana", "Ben", "Cleo", "Dev", "Eve", "Finn", "Gus", "Hana"];
    let app = game_with_rounds(dir.path(), &names, 2);
    let html = app.html();
    let board = &html[pos(&html, "id=\"scoreboard\"")..];
    let board = &board[..board.find("</table>").unwrap()];
    // Stacked on a phone (the stylesheet), so every cell names its player:
    // 2 rounds and the totals, 8 players each.
    assert!(
        html.contains("class=\"scores stack many\" id=\"scoreboard\""),
        "8 players: stacked up to a tablet"
    );
    assert_eq!(board.matches("cell-name").count(), 3 * 8, "{board}");
    for n in names {
        assert!(board.contains(&format!("<span>{n}</span>")), "{n}");
    }
    // No empty header: the Edit column says what it is (for screen readers).
    assert!(!board.contains("<th></th>") && !board.contains("<th scope=\"col\"></th>"));
    assert!(board.contains("aria-label=\"Edit round 2\""), "{board}");
    // Three-digit totals.
    assert!(app.text().contains("214"), "{}", app.text());
}

#[test]
fn the_chart_is_drawn_for_a_phone_too_and_its_legend_names_the_players() {
    let dir = tempfile::tempdir().unwrap();
    let app = game_with_rounds(dir.path(), &["Ana", "Ben", "Cleo"], 3);
    let html = app.html();
    let fig = &html[pos(&html, "id=\"running-chart\"")..];
    let fig = &fig[..fig.find("</figure>").unwrap()];
    assert!(fig.contains("class=\"chart wide\"") && fig.contains("viewBox=\"0 0 760 340\""));
    // The phone's drawing is 320 units wide: the stylesheet's 14-unit text
    // is 14 px on a 320 px chart (the browser check measures it).
    assert!(fig.contains("class=\"chart narrow\"") && fig.contains("viewBox=\"0 0 320 260\""));
    let legend = &fig[pos(fig, "chart-legend")..];
    for n in ["Ana", "Ben", "Cleo"] {
        assert!(legend.contains(n), "{n} in the legend: {legend}");
    }
}

#[test]
fn the_statistics_label_every_figure_for_the_stacked_phone_layout() {
    let dir = tempfile::tempdir().unwrap();
    // A finished game: ended early after one round.
    let mut app = start_game(dir.path(), &["Ana", "Ben"]);
    app.click("starter-0");
    app.click("out-0");
    app.input("pts-1", "9");
    app.click("save-round");
    app.click("end-game");
    app.click("end-game");
    let app = Harness::open(dir.path(), "/stats");
    let html = app.html();
    let table = &html[pos(&html, "id=\"player-stats\"")..];
    let table = &table[..table.find("</table>").unwrap()];
    for label in [
        "Games",
        "Wins",
        "Win rate",
        "Pts / round",
        "Best round",
        "Worst round",
        "Went out",
        "Streak",
        "Best streak",
    ] {
        assert_eq!(
            table.matches(&format!("data-label=\"{label}\"")).count(),
            2,
            "{label} on both players' rows: {table}"
        );
    }
    assert!(table.contains("scope=\"row\""));
}

#[test]
fn the_rule_search_puts_title_matches_first_and_marks_the_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/rules");
    app.input("rule-search", "marker");
    let html = app.html();
    let results = &html[pos(&html, "id=\"rule-results\"")..];
    let first = &results[pos(results, "id=\"link-")..];
    assert!(first.starts_with("id=\"link-markers\""), "{}", &first[..80]);
    assert!(results.contains("<mark>Marker</mark>") || results.contains("<mark>marker</mark>"));
    // Every rule that mentions it is still listed.
    let hits = mextrain::ui::search_book(mextrain::i18n::Lang::ENGLISH, "marker").len();
    assert_eq!(results.matches("class=\"rb-item\"").count(), hits);
}

#[test]
fn marked_parts_finds_each_word_whatever_its_case() {
    use mextrain::ui::marked_parts;
    assert_eq!(
        marked_parts("Train markers", "MARK train"),
        vec![
            ("Train".to_string(), true),
            (" ".to_string(), false),
            ("mark".to_string(), true),
            ("ers".to_string(), false)
        ]
    );
    assert_eq!(
        marked_parts("Éte", "é"),
        vec![("É".to_string(), true), ("te".to_string(), false)]
    );
    assert_eq!(marked_parts("abc", ""), vec![("abc".to_string(), false)]);
}

#[test]
fn tiles_and_pad_keys_have_names_a_screen_reader_says_well() {
    use mextrain::ui::widgets::tile_words;
    assert_eq!(tile_words(12, 5), "twelve five");
    assert_eq!(tile_words(5, 12), "twelve five");
    assert_eq!(tile_words(0, 0), "double blank");
    assert_eq!(tile_words(18, 0), "eighteen blank");
    let dir = tempfile::tempdir().unwrap();
    let mut app = start_game(dir.path(), &["Ana", "Ben", "Cleo"]);
    app.click("pick-1");
    let html = app.html();
    assert!(
        html.contains("aria-label=\"first half twelve\""),
        "pad keys"
    );
    assert!(html.contains("aria-label=\"first half blank\""));
    app.click("pad-12");
    let html = app.html();
    assert!(
        html.contains("aria-label=\"twelve five\""),
        "the tile a key makes"
    );
    assert!(html.contains("aria-label=\"double twelve, the engine\""));
    app.click("pad-5");
    assert!(
        app.html()
            .contains("aria-label=\"twelve five, take it out\""),
        "the hand's chip"
    );
    // The grid of every tile.
    app.click("picker-mode-tiles");
    let html = app.html();
    assert!(html.contains("id=\"tile-6-0\"") && html.contains("aria-label=\"six blank\""));
}

#[test]
fn the_referee_pages_have_a_heading_and_mark_the_current_page_not_tabs() {
    let dir = tempfile::tempdir().unwrap();
    for (path, title, current) in [
        ("/check", "Referee: Move checker", "tab-check"),
        ("/blocked", "Referee: Blocked round", "tab-blocked"),
        ("/plan", "Referee: Hand planner", "tab-plan"),
    ] {
        let app = Harness::open(dir.path(), path);
        let html = app.html();
        assert!(html.contains(&format!(">{title}</h1>")), "{path}");
        assert!(
            !html.contains("role=\"tablist\""),
            "{path}: links, not tabs"
        );
        let link = &html[pos(&html, &format!("id=\"{current}\""))..];
        let link = &link[..link.find('>').unwrap()];
        assert!(link.contains("aria-current=\"page\""), "{link}");
    }
    let app = start_game(dir.path(), &["Ana", "Ben"]);
    assert!(
        app.html().contains(">Game: Ana and Ben</h1>"),
        "{}",
        app.html()
    );
}

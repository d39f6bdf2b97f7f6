//! The rule book: complete (every verdict rule, every row of the spec), in
//! its own words (no run of 8 words shared with a seed), searchable, and its
//! three screens rendered headless.

use crate::fixtures;

use mextrain::db::Db;
use mextrain::i18n::{self, Lang};
use mextrain::rules::book::{self, Group};
use mextrain::rules::{HouseRules, PresetId, RuleId};
use mextrain::ui::testing::Harness;
use std::path::PathBuf;

/// The English of a key of the book (`en-CA.ftl`: the book's only English).
fn en(key: &str) -> String {
    assert!(i18n::has(Lang::ENGLISH, key), "en-CA.ftl lacks {key}");
    i18n::text(Lang::ENGLISH, key, None)
}

fn shared() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared")
}

/// The rule book entry each row of the spec's per-preset table maps to.
fn entry_for_spec_row(row: &str) -> Option<&'static str> {
    Some(match row {
        "default set" => "default-set",
        "players" => "players",
        "hand size" => "hand-size",
        "engine" => "engine",
        "rounds" => "rounds",
        "who starts" => "who-starts",
        "turn order" => "turn-order",
        "community train" => "community-train",
        "personal trains" => "personal-trains",
        "must play" => "must-play",
        "draw" => "draw",
        "markers" => "markers",
        "double played" => "double-played",
        "open double after a turn" => "open-double",
        "last tile" => "last-tile",
        "round ends" => "round-over",
        "tile points at round end" => "tile-points",
        "winner" => "winner",
        "variants" => "variants",
        _ => return None,
    })
}

/// The first column of the spec's per-preset table.
fn spec_rows(spec: &str) -> Vec<String> {
    let section = spec
        .split("## Per preset")
        .nth(1)
        .expect("rules.md has a 'Per preset' section");
    let section = section.split("\n## ").next().unwrap();
    section
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with('|'))
        .filter_map(|l| {
            l.trim_matches('|')
                .split('|')
                .next()
                .map(|c| c.trim().to_string())
        })
        .filter(|c| c != "rule" && !c.chars().all(|ch| ch == '-' || ch == ':'))
        .collect()
}

#[test]
fn every_rule_id_the_engine_returns_has_an_entry() {
    for rule in RuleId::ALL {
        let e = book::entry(rule.as_str()).unwrap_or_else(|| panic!("no entry {rule}"));
        assert_eq!(book::entry_for_rule(rule).id, rule.as_str());
        assert_eq!(e.rule(), Some(rule));
    }
}

#[test]
fn every_row_of_the_spec_has_an_entry() {
    let path = shared().join("spec/rules.md");
    let Ok(spec) = std::fs::read_to_string(&path) else {
        println!(
            "note: {} not found; skipping the spec rows check",
            path.display()
        );
        return;
    };
    let rows = spec_rows(&spec);
    assert!(rows.len() >= 19, "parsed rows: {rows:?}");
    for row in &rows {
        let id = entry_for_spec_row(row)
            .unwrap_or_else(|| panic!("spec row '{row}' has no rule book entry mapped"));
        let e = book::entry(id).unwrap_or_else(|| panic!("no entry '{id}' for row '{row}'"));
        for p in PresetId::ALL {
            assert!(!en(&e.preset_key(p)).is_empty(), "{id}: {p} says nothing");
        }
    }
    // The sets section.
    assert!(spec.contains("## Sets"));
    let sets = book::entry("sets").expect("an entry for the sets section");
    let text = en(&sets.text_key());
    for n in ["28", "55", "91", "136", "190"] {
        assert!(text.contains(n), "sets entry lacks {n}");
    }
}

#[test]
fn every_group_has_entries() {
    for g in Group::ALL {
        assert!(book::in_group(g).count() > 0, "{g:?} is empty");
    }
}

fn words(s: &str) -> Vec<String> {
    fixtures::seeds::split_words(&s.to_lowercase())
}

#[test]
fn no_entry_shares_eight_words_in_a_row_with_a_seed() {
    const RUN: usize = 8;
    let Some(seeds) = fixtures::seeds::read(RUN, words) else {
        return;
    };
    assert!(
        seeds.files >= 4,
        "expected the four seeds in {}",
        seeds.dir.display()
    );
    let mut bad = Vec::new();
    for e in book::entries() {
        for key in e.keys() {
            for w in words(&en(&key)).windows(RUN) {
                if seeds.runs.contains(w) {
                    bad.push(format!("{}: '{}'", e.id, w.join(" ")));
                }
            }
        }
    }
    assert!(bad.is_empty(), "copied wording:\n{}", bad.join("\n"));
}

#[test]
fn search_is_case_insensitive_and_needs_every_word() {
    let search = |q: &str| mextrain::ui::search_book(Lang::ENGLISH, q);
    let ids = |q: &str| search(q).iter().map(|e| e.id).collect::<Vec<_>>();
    assert_eq!(search("").len(), book::entries().len());
    assert_eq!(search("   ").len(), book::entries().len());
    assert!(ids("Knock").contains(&"last-tile"));
    assert_eq!(ids("KNOCK"), ids("knock"));
    // Words may come from different parts of an entry, in any order.
    assert!(ids("blank 25").contains(&"tile-points"));
    assert!(ids("25 blank").contains(&"tile-points"));
    // Preset texts are searched too.
    assert!(ids("choo choo").contains(&"community-train"));
    assert!(ids("tap").contains(&"last-tile"));
    assert!(ids("knock xylophone").is_empty());
    assert!(ids("xylophone").is_empty());
}

/// Whether the rendered page has an element with this id (the HTML, not the
/// driver's element table, so that removed elements are gone).
fn has_id(app: &Harness, id: &str) -> bool {
    app.html().contains(&format!("id=\"{id}\""))
}

fn start_game(dir: &std::path::Path, house: HouseRules) {
    let mut spec = fixtures::classic_spec(&["Ana", "Ben", "Cleo"]);
    spec.house = house;
    fixtures::create(&Db::open_in(dir).unwrap(), &spec);
}

#[test]
fn the_book_lists_every_entry_under_its_group() {
    let dir = tempfile::tempdir().unwrap();
    let app = Harness::open(dir.path(), "/rules");
    let text = app.text();
    assert!(has_id(&app, "rule-search"));
    for g in Group::ALL {
        let title = en(&g.title_key());
        assert!(text.contains(&title), "heading {title}");
    }
    for e in book::entries() {
        assert!(has_id(&app, &format!("link-{}", e.id)), "link to {}", e.id);
    }
    assert!(has_id(&app, "nav-rules"), "the top bar links here");
}

#[test]
fn typing_filters_and_a_click_opens_the_entry() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/");
    app.click("nav-rules");
    assert!(has_id(&app, "rule-search"), "{}", app.text());
    app.input("rule-search", "kno");
    app.input("rule-search", "knock");
    assert!(has_id(&app, "link-last-tile"));
    assert!(
        !has_id(&app, "link-open-double"),
        "other entries are hidden"
    );
    app.input("rule-search", "xylophone");
    assert!(has_id(&app, "rule-no-match"));
    assert!(!has_id(&app, "link-last-tile"));
    app.input("rule-search", "");
    assert!(has_id(&app, "link-open-double"));
    app.input("rule-search", "double");
    app.click("link-open-double");
    assert!(has_id(&app, "rule-open-double"), "{}", app.text());
    let text = app.text();
    assert!(text.contains("An open double"));
    for p in PresetId::ALL {
        assert!(text.contains(p.title()), "column for {}", p.title());
    }
    assert!(text.contains("marker up"), "the hub-set difference shows");
    assert!(!text.contains("House rule in this game"));
}

#[test]
fn every_entry_page_renders() {
    let dir = tempfile::tempdir().unwrap();
    for e in book::entries() {
        let app = Harness::open(dir.path(), &format!("/rules/{}", e.id));
        assert!(has_id(&app, &format!("rule-{}", e.id)), "{}", e.id);
        assert!(app.text().contains(&en(&e.title_key())), "{}", e.id);
    }
    let app = Harness::open(dir.path(), "/rules/no-such-rule");
    assert!(app.text().contains("No rule"), "{}", app.text());
}

#[test]
fn the_compare_page_has_a_column_per_preset() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/rules/compare");
    assert!(has_id(&app, "compare-table"), "{}", app.text());
    let html = app.html();
    for p in PresetId::ALL {
        assert!(html.contains(p.title()));
    }
    for e in book::entries() {
        assert!(has_id(&app, &format!("row-{}", e.id)), "row {}", e.id);
    }
    assert!(app.text().contains("Knock the tile"));
    // Only the rules where a preset differs.
    app.click("compare-diff-only");
    assert!(has_id(&app, "row-last-tile"));
    assert!(!has_id(&app, "row-must-play"));
    app.click("compare-diff-only");
    assert!(has_id(&app, "row-must-play"));
}

#[test]
fn house_rules_of_the_current_game_are_marked() {
    let dir = tempfile::tempdir().unwrap();
    start_game(
        dir.path(),
        HouseRules {
            blank_half: Some(0),
            ..Default::default()
        },
    );
    let app = Harness::open(dir.path(), "/rules/tile-points");
    let text = app.text();
    assert!(
        text.contains("House rule in this game: a blank half counts 0 points (Classic: 25)"),
        "{text}"
    );
    // An entry the house rule does not touch carries no mark.
    let app = Harness::open(dir.path(), "/rules/open-double");
    assert!(!app.text().contains("House rule in this game"));
    // The book flags the entry, and the compare page marks its row.
    let app = Harness::open(dir.path(), "/rules");
    assert!(has_id(&app, "house-tile-points"), "{}", app.text());
    assert!(!has_id(&app, "house-open-double"));
    let app = Harness::open(dir.path(), "/rules/compare");
    let text = app.text();
    assert!(text.contains("House rule in this game"), "{text}");
    assert!(has_id(&app, "house-row-tile-points"));
}

#[test]
fn a_game_without_house_rules_marks_nothing() {
    let dir = tempfile::tempdir().unwrap();
    start_game(dir.path(), HouseRules::default());
    for page in ["/rules", "/rules/tile-points", "/rules/compare"] {
        let app = Harness::open(dir.path(), page);
        assert!(!app.text().contains("House rule in this game"), "{page}");
    }
}

#[test]
fn round_over_shows_the_games_setting_of_going_out_on_a_double() {
    let dir = tempfile::tempdir().unwrap();
    // No game: nothing to show.
    let app = Harness::open(dir.path(), "/rules/round-over");
    assert!(!has_id(&app, "game-last-double"));
    start_game(dir.path(), HouseRules::default());
    let app = Harness::open(dir.path(), "/rules/round-over");
    let text = app.text();
    assert!(
        text.contains("In this game, going out on a double: allowed"),
        "{text}"
    );
    assert!(text.contains("the preset's rule"), "{text}");
    let app = Harness::open(dir.path(), "/rules");
    assert!(has_id(&app, "game-last-double"), "{}", app.text());

    let dir = tempfile::tempdir().unwrap();
    start_game(
        dir.path(),
        HouseRules {
            cover_last_double: Some(true),
            ..Default::default()
        },
    );
    for page in ["/rules/round-over", "/rules", "/rules/compare"] {
        let app = Harness::open(dir.path(), page);
        let text = app.text();
        assert!(
            text.contains("In this game, going out on a double: not allowed"),
            "{page}: {text}"
        );
        assert!(text.contains("house rule"), "{page}: {text}");
    }
}

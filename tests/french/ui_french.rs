//! Every main screen in French, with no English left: no piece of visible
//! text (or label read aloud) equals an English message whose French
//! differs, and no English function words ("the", "and"...) are on screen.

use crate::fixtures;
use fixtures::*;
use mextrain::db::Db;
use mextrain::i18n::{self, Lang};
use mextrain::ui::testing::{text_of_html, Harness};
use std::collections::BTreeSet;

fn fr() -> Lang {
    Lang::from_tag("fr-CA")
}

/// The English messages whose French differs (without arguments, three
/// letters or more).
fn english_only() -> BTreeSet<String> {
    i18n::keys(Lang::ENGLISH)
        .into_iter()
        .filter(|k| !k.starts_with("date-"))
        .filter_map(|k| {
            let en = i18n::text(Lang::ENGLISH, &k, None);
            let fr = i18n::text(fr(), &k, None);
            (en != fr
                && !en.contains('{')
                && en.trim().chars().filter(|c| c.is_alphabetic()).count() >= 3)
                .then(|| en.trim().to_string())
        })
        .collect()
}

/// The pieces of text a person sees or hears: each text between tags, and
/// the values of aria-label, placeholder, title and alt.
fn pieces(html: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = html;
    while let Some(end) = rest.find('<') {
        let t = text_of_html(&rest[..end]);
        if !t.trim().is_empty() {
            out.push(t.trim().to_string());
        }
        let Some(close) = rest[end..].find('>') else {
            break;
        };
        let tag = &rest[end..end + close];
        for attr in ["aria-label=\"", "placeholder=\"", "title=\"", "alt=\""] {
            if let Some(at) = tag.find(attr) {
                let v = &tag[at + attr.len()..];
                if let Some(q) = v.find('"') {
                    out.push(text_of_html(&v[..q]));
                }
            }
        }
        rest = &rest[end + close + 1..];
    }
    if !rest.trim().is_empty() {
        out.push(text_of_html(rest));
    }
    out
}

/// English words that French text never holds on its own.
const ENGLISH_WORDS: [&str; 12] = [
    "the", "and", "of", "with", "your", "you", "is", "to", "this", "round", "player", "game",
];

fn leftovers(page: &str, html: &str, english: &BTreeSet<String>) -> Vec<String> {
    let mut found = Vec::new();
    for p in pieces(html) {
        if english.contains(&p) {
            found.push(format!("{page}: {p:?} (an English message)"));
            continue;
        }
        let words: Vec<String> = p
            .split(|c: char| !c.is_alphabetic())
            .map(str::to_lowercase)
            .collect();
        if let Some(w) = ENGLISH_WORDS.iter().find(|w| words.iter().any(|x| x == *w)) {
            found.push(format!("{page}: {p:?} (\"{w}\")"));
        }
    }
    found
}

#[test]
fn every_main_screen_is_in_french_with_no_english_left() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let ids = fixture(&db);
    drop(db);
    let (finished, playing) = (ids[0], ids[3]);
    let open = |path: &str| Harness::open_on_device(dir.path(), path, fr());
    let english = english_only();
    let mut pages = vec![
        ("home", open("/").html()),
        ("new-game", open("/new").html()),
        ("game", open(&format!("/game/{playing}")).html()),
        ("summary", open(&format!("/game/{finished}/summary")).html()),
        ("history", open("/history").html()),
        ("game-detail", open(&format!("/history/{finished}")).html()),
        ("stats", open("/stats").html()),
        ("rules", open("/rules").html()),
        ("rule-entry", open("/rules/open-double").html()),
        ("rules-compare", open("/rules/compare").html()),
        ("checker", open("/check").html()),
        ("blocked", open("/blocked").html()),
        ("planner", open("/plan").html()),
        ("join", open("/join").html()),
    ];
    let mut game = open(&format!("/game/{playing}"));
    game.click("pick-0");
    pages.push(("game-picker", game.html()));
    let mut found = Vec::new();
    for (page, html) in &pages {
        found.extend(leftovers(page, html, &english));
    }
    assert!(
        found.is_empty(),
        "English on the French screens:\n{}",
        found.join("\n")
    );
    // ...and the French is really there.
    assert!(pages[0].1.contains("Nouvelle partie"), "{}", pages[0].1);
}

#[test]
fn a_device_in_french_opens_in_french_and_the_display_card_switches_to_english_for_good() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/", fr());
    assert!(app.text().contains("Affichage"), "{}", app.text());
    assert!(app.html().contains("aria-pressed=\"true\"") && app.exists("lang-auto"));
    app.click("lang-en");
    assert!(app.text().contains("Display"), "{}", app.text());
    assert!(!app.text().contains("Affichage"));
    // Kept: a restart on the French device opens in English.
    let again = Harness::open_on_device(dir.path(), "/", fr());
    assert!(again.text().contains("Display"), "{}", again.text());
    // Automatic follows the device again.
    let mut again = again;
    again.click("lang-auto");
    assert!(again.text().contains("Affichage"));
}

#[test]
fn a_game_started_in_french_opens_in_english_with_nothing_lost() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/new", fr());
    for (i, name) in ["Ana", "Béatrice"].iter().enumerate() {
        app.input(&format!("player-{i}"), name);
    }
    app.click("start-game");
    let french = app.text();
    let english = Harness::launch(dir.path()).text();
    assert!(english.contains("Béatrice") && french.contains("Béatrice"));
    // The stored game holds ids and numbers: the same game in both.
    let db = Db::open_in(dir.path()).unwrap();
    let id = mextrain::app::games::resume(&db)
        .unwrap()
        .expect("the game is open");
    let g = db.game(id).unwrap();
    assert_eq!(
        g.sheet.spec.players,
        vec!["Ana".to_string(), "Béatrice".to_string()]
    );
}

//! The rule book in French: every entry of every preset in French, the
//! search in French and blind to accents, and no English left on its pages.

use crate::fixtures;

use mextrain::db::Db;
use mextrain::i18n::{self, Lang};
use mextrain::rules::book::{self, Group};
use mextrain::rules::{HouseRules, PresetId};
use mextrain::ui::testing::Harness;
use std::path::Path;

fn fr() -> Lang {
    Lang::from_tag("fr")
}

fn open(dir: &Path, page: &str) -> Harness {
    Harness::open_on_device(dir, page, fr())
}

fn has_id(app: &Harness, id: &str) -> bool {
    app.html().contains(&format!("id=\"{id}\""))
}

/// The French of a built key; the key must be written in fr-CA.ftl.
fn french(key: &str) -> String {
    assert!(i18n::has(fr(), key), "fr-CA.ftl lacks {key}");
    i18n::text(fr(), key, None)
}

/// The English of a built key; the key must be written in en-CA.ftl.
fn english(key: &str) -> String {
    assert!(i18n::has(Lang::ENGLISH, key), "en-CA.ftl lacks {key}");
    i18n::text(Lang::ENGLISH, key, None)
}

/// Every English text of the book, with its French.
fn english_and_french() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut keys: Vec<String> = Group::ALL.iter().map(|g| g.title_key()).collect();
    for e in book::entries() {
        keys.extend(e.keys());
    }
    for key in keys {
        out.push((english(&key), french(&key)));
    }
    // The screens' own words (those without arguments).
    for key in i18n::keys(Lang::ENGLISH) {
        if key.starts_with("rulebook-") {
            let en = i18n::text(Lang::ENGLISH, &key, None);
            if !en.contains('{') {
                out.push((en, i18n::text(fr(), &key, None)));
            }
        }
    }
    out
}

/// English words that must not show on a French page: those whose French
/// differs, leaving out the ones hidden in names (`Rule` in `Domino Rules`).
fn english_leftovers(text: &str) -> Vec<String> {
    let names: Vec<String> = PresetId::ALL
        .iter()
        .map(|p| p.title().to_string())
        .collect();
    english_and_french()
        .into_iter()
        .filter(|(en, fr)| en != fr && !names.iter().any(|n| n.contains(en.as_str())))
        .filter(|(en, _)| text.contains(en.as_str()))
        .map(|(en, _)| en)
        .collect()
}

fn start_game(dir: &Path, house: HouseRules) {
    let mut spec = fixtures::classic_spec(&["Ana", "Ben", "Cleo"]);
    spec.house = house;
    fixtures::create(&Db::open_in(dir).unwrap(), &spec);
}

#[test]
fn every_entry_of_every_preset_has_its_own_french() {
    let mut same = Vec::new();
    for (en, fr) in english_and_french() {
        assert!(
            !fr.is_empty() && !fr.starts_with("book-"),
            "no French for {en:?}"
        );
        if en == fr {
            same.push(en);
        }
    }
    assert!(same.is_empty(), "French identical to English: {same:?}");
}

#[test]
fn the_book_in_french_shows_french_entries() {
    let dir = tempfile::tempdir().unwrap();
    let app = open(dir.path(), "/rules");
    let text = app.text();
    assert!(text.contains("Livre des règles"), "{text}");
    for g in Group::ALL {
        let t = french(&g.title_key());
        assert!(text.contains(&t), "heading {t}");
    }
    for e in book::entries() {
        assert!(has_id(&app, &format!("link-{}", e.id)));
        assert!(text.contains(&french(&e.title_key())), "{}", e.id);
    }
    assert!(text.contains("Un double ouvert"));
    assert!(text.contains("La manche s’arrête dès qu’un joueur pose sa dernière tuile"));
    let left = english_leftovers(&text);
    assert!(left.is_empty(), "English on the French book: {left:?}");
}

#[test]
fn every_french_page_of_the_book_is_free_of_english() {
    let dir = tempfile::tempdir().unwrap();
    let mut pages: Vec<String> = book::entries()
        .iter()
        .map(|e| format!("/rules/{}", e.id))
        .collect();
    pages.push("/rules/compare".into());
    pages.push("/rules/no-such-rule".into());
    for page in &pages {
        let app = open(dir.path(), page);
        let text = app.text();
        let left = english_leftovers(&text);
        assert!(left.is_empty(), "{page}: English left: {left:?}\n{text}");
    }
    let app = open(dir.path(), "/rules/open-double");
    let text = app.text();
    assert!(text.contains("Selon les règles"), "{text}");
    assert!(
        text.contains("doit lever son marqueur"),
        "the hub-set difference shows: {text}"
    );
    for p in PresetId::ALL {
        assert!(text.contains(&i18n::text(fr(), &format!("preset-{}", p.id()), None)));
    }
    let app = open(dir.path(), "/rules/compare");
    assert!(app.text().contains("Les quatre jeux de règles côte à côte"));
    assert!(app.text().contains("Cognez la tuile"));
}

#[test]
fn the_french_search_ignores_accents_and_case() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = open(dir.path(), "/rules");
    for q in ["bloque", "BLOQUÉE", "Bloquée", "manche bloquee"] {
        app.input("rule-search", q);
        assert!(has_id(&app, "link-round-over"), "{q}: {}", app.text());
        assert!(
            !has_id(&app, "link-tile-points"),
            "{q}: only entries holding it"
        );
    }
    // The marks fall on the accented letters of the text.
    app.input("rule-search", "bloque");
    let html = app.html();
    assert!(html.contains("<mark>bloqué</mark>"), "{html}");
    // Titles first: "marqueur" lists "Les marqueurs de train" first.
    app.input("rule-search", "marqueur");
    let html = app.html();
    let results = &html[html.find("id=\"rule-results\"").unwrap()..];
    let first = &results[results.find("id=\"link-").unwrap()..];
    assert!(first.starts_with("id=\"link-markers\""), "{}", &first[..80]);
    // English words find nothing the French page does not say.
    app.input("rule-search", "knock");
    assert!(has_id(&app, "rule-no-match"));
    assert!(
        app.text().contains("Aucune règle ne contient « knock »"),
        "{}",
        app.text()
    );
    app.input("rule-search", "cogner");
    assert!(has_id(&app, "link-last-tile"));
    assert!(app.text().contains("1 règle trouvée"), "{}", app.text());
}

#[test]
fn house_rules_are_noted_in_french() {
    let dir = tempfile::tempdir().unwrap();
    start_game(
        dir.path(),
        HouseRules {
            blank_half: Some(0),
            knock_penalty: Some(0),
            cover_last_double: Some(true),
            ..Default::default()
        },
    );
    let app = open(dir.path(), "/rules/tile-points");
    // (`text()` folds every space, the no-break ones too, into a plain one.)
    let text = app.text();
    assert!(
        text.contains("Règle maison de cette partie : une moitié blanche vaut 0 point (Classique : 25 points)"),
        "{text}"
    );
    let app = open(dir.path(), "/rules/last-tile");
    assert!(
        app.text()
            .contains("aucune pénalité (Classique : piocher 2 tuiles)"),
        "{}",
        app.text()
    );
    for page in ["/rules", "/rules/round-over", "/rules/compare"] {
        let app = open(dir.path(), page);
        let text = app.text();
        assert!(
            text.contains("Dans cette partie, sortir sur un double : interdit"),
            "{page}: {text}"
        );
        assert!(text.contains("(règle maison)"), "{page}: {text}");
        let left = english_leftovers(&text);
        assert!(left.is_empty(), "{page}: English left: {left:?}");
        assert!(!text.contains("House rule"), "{page}: {text}");
        assert!(!text.contains("blank half"), "{page}: {text}");
    }
}

fn words(s: &str) -> Vec<String> {
    fixtures::seeds::split_words(&i18n::fold(s))
}

/// The French is this app's own too: no run of 8 words taken from a seed
/// (one of them is a bilingual leaflet).
#[test]
fn the_french_shares_no_eight_words_in_a_row_with_a_seed() {
    const RUN: usize = 8;
    let Some(seeds) = fixtures::seeds::read(RUN, words) else {
        return;
    };
    let mut bad = Vec::new();
    for (_, fr) in english_and_french() {
        for w in words(&fr).windows(RUN) {
            if seeds.runs.contains(w) {
                bad.push(w.join(" "));
            }
        }
    }
    assert!(bad.is_empty(), "copied wording:\n{}", bad.join("\n"));
}

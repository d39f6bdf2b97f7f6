//! The history, a game's record, the statistics, export and import in
//! French (Canada): the locale's dates, decimal commas, French
//! typography, and no English left on these screens.

use crate::fixtures;
use fixtures::*;
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::ui::testing::Harness;

fn fr() -> Lang {
    Lang::from_tag("fr")
}

fn filled() -> (tempfile::TempDir, Vec<i64>) {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let ids = fixture(&db);
    (dir, ids)
}

/// Whether the page's text has `words` (the text folds the no-break
/// spaces into plain ones; the HTML keeps them).
fn has(app: &Harness, words: &str) -> bool {
    let folded = words.replace(['\u{a0}', '\u{202f}'], " ");
    let html = app.html();
    app.text().contains(&folded) && (folded == words || html.contains(words))
}

/// None of `english` is on the page.
fn no_english(text: &str, english: &[&str]) {
    let left: Vec<_> = english.iter().filter(|e| text.contains(*e)).collect();
    assert!(left.is_empty(), "English left: {left:?} in\n{text}");
}

#[test]
fn the_history_speaks_french_with_the_locales_dates() {
    let (dir, _) = filled();
    let app = Harness::open_on_device(dir.path(), "/history", fr());
    let text = app.text();
    for french in [
        "Historique",
        "Chercher par nom",
        "Tout le monde",
        "Toutes les règles",
        "Classique",
        "double-12",
        "aucune règle maison",
        "terminée",
        "égalité\u{a0}: Ana et Cleo",
        "manche 2 sur 3",
        "Ouvrir",
        "Reprendre",
        "Supprimer",
        "Plus anciennes",
        "Copies de sauvegarde (",
        "Exporter et importer",
        "L’importation vérifie",
        // The fixture's games start in November 2023: the locale's
        // abbreviation, with its period.
        "nov. 2023",
    ] {
        assert!(has(&app, french), "{french:?} missing in\n{text}");
    }
    assert!(text.contains("jouée en"), "{text}");
    no_english(
        &text,
        &[
            "Search by name",
            "Everyone",
            "All presets",
            "played for",
            "in progress",
            "no house rules",
            "tie:",
            " of 3",
            "Newer",
            "Older",
            "Tap again",
            "Backups",
            "No backups yet",
            "Export and import",
            "Import checks",
            "Nov ",
        ],
    );
    assert!(app.html().contains("placeholder=\"le nom d’un joueur\""));
}

#[test]
fn a_games_record_in_french() {
    let (dir, ids) = filled();
    let app = Harness::open_on_device(dir.path(), &format!("/history/{}", ids[0]), fr());
    let text = app.text();
    for french in [
        "nov. 2023",
        "terminée le",
        "jouée en",
        "Règles",
        "Classique",
        "jeu double-12, 3 manches",
        "tuiles distribuées à chacun",
        "qui commence\u{a0}:",
        "Totaux cumulés",
        "Total cumulé après chaque manche",
        "départ",
        "Feuille de pointage",
        "Exporter cette partie",
        "CSV (tableur)",
    ] {
        assert!(has(&app, french), "{french:?} missing in\n{text}");
    }
    no_english(
        &text,
        &[
            "finished",
            "played for",
            "set,",
            "rounds",
            "tiles dealt",
            "who starts",
            "No house rules",
            "Running total",
            "Scoreboard",
            "start ",
            "Export this game",
            "spreadsheet",
            "Nov ",
        ],
    );
    let html = app.html();
    assert!(
        html.contains("aria-label=\"légende\""),
        "the chart's legend"
    );
    assert!(!html.contains("aria-label=\"legend\""));

    // A game that is not there: storage's refusal, in French.
    let app = Harness::open_on_device(dir.path(), &format!("/history/{}", ids[4]), fr());
    let text = app.text();
    assert!(text.contains("il n’y a pas de partie numéro"), "{text}");
    assert!(text.contains("Retour à l’historique"), "{text}");
    no_english(&text, &["there is no game", "Back to the history"]);
}

#[test]
fn the_statistics_in_french_with_decimal_commas() {
    let (dir, _) = filled();
    let app = Harness::open_on_device(dir.path(), "/stats", fr());
    let text = app.text();
    for french in [
        "Statistiques",
        "toutes les règles",
        "Joueur",
        "Victoires (%)",
        "Pts / manche",
        "Meilleure série",
        // Ana's win rate and points per round: a no-break space before %,
        // a decimal comma.
        "67\u{a0}%",
        "5,9",
        "Face-à-face",
        "contre",
        "2 parties ensemble.",
        "Ana a fini devant 1 fois et a gagné 2 parties\u{202f}; 22 points en tout.",
        "Records",
        "Plus bas total d’une partie\u{a0}:",
        "Plus bas total d’une partie : 2 par Ben",
        "Plus de manches gagnées dans une partie\u{a0}:",
        "Résultats au fil du temps",
        "dernières parties",
        "Total des points",
        "nov. 23",
    ] {
        assert!(has(&app, french), "{french:?} missing in\n{text}");
    }
    no_english(
        &text,
        &[
            // (The top bar is the shell's, not this screen's.)
            "every preset",
            "Win rate",
            "Pts / round",
            "Best round",
            "Best streak",
            "67%",
            "5.9",
            "Head to head",
            "together",
            "finished ahead",
            "Lowest game total",
            "Most rounds won",
            " by ",
            "Results over time",
            "lower totals",
            "game totals",
            "Total points",
            "Nov ",
        ],
    );
    let html = app.html();
    assert!(html.contains("<h1>Statistiques</h1>"), "{html}");
    assert!(
        html.contains("data-label=\"Parties\""),
        "the stacked table's labels"
    );
    assert!(html.contains("title=\"points par manche\""));

    let empty = tempfile::tempdir().unwrap();
    let app = Harness::open_on_device(empty.path(), "/stats", fr());
    assert!(app
        .text()
        .contains("Terminez une partie pour voir des statistiques ici."));
}

#[test]
fn export_and_import_say_what_happened_in_french() {
    let (dir, _) = filled();
    let file = dir.path().join("out").join("tout.json");
    let mut app = Harness::open_on_device(dir.path(), "/history", fr());
    app.input("export-path", file.to_str().unwrap());
    app.click("export-go");
    assert!(app.text().contains("Enregistré dans"), "{}", app.text());

    // Importing the same file again: every game is already here.
    app.input("import-path", file.to_str().unwrap());
    app.click("import-go");
    let text = app.text();
    assert!(
        has(
            &app,
            "0 partie importée\u{202f}; 4 parties déjà présentes ont été ignorées."
        ),
        "{text}"
    );

    // A broken file: refused, in French, nothing changed.
    let bad = dir.path().join("mauvais.json");
    std::fs::write(&bad, "{\"schema_version\": 1, \"games\": [").unwrap();
    app.input("import-path", bad.to_str().unwrap());
    app.click("import-go");
    let text = app.text();
    assert!(
        text.contains("n’est pas un fichier exporté de mextrain"),
        "{text}"
    );
    assert!(text.contains("rien n’a été importé"), "{text}");
    no_english(
        &text,
        &["Imported", "nothing was imported", "not a mextrain export"],
    );

    // No path typed.
    app.input("import-path", "");
    app.click("import-go");
    assert!(app.text().contains("entrez le chemin"), "{}", app.text());
}

#[test]
fn deleting_a_game_asks_and_offers_to_undo_in_french() {
    let (dir, ids) = filled();
    let mut app = Harness::open_on_device(dir.path(), "/history", fr());
    let delete = format!("delete-{}", ids[0]);
    app.click(&delete);
    assert!(has(&app, "Confirmer la suppression"), "{}", app.text());
    app.click(&delete);
    assert!(
        has(&app, "La partie de Ana, Ben, Cleo a été supprimée."),
        "{}",
        app.text()
    );
    app.click("undo-delete");
    assert!(app.exists(&format!("game-{}", ids[0])));
    no_english(&app.text(), &["Deleted the game", "Undo", "Tap again"]);
}

/// A game of a club night corrected after the night: its record says so,
/// and the undo that would reopen it is refused, in French.
#[test]
fn a_correction_after_the_night_speaks_french() {
    use mextrain::app::games;
    use mextrain::rules::RoundInput;
    let dir = tempfile::tempdir().unwrap();
    let g = {
        let db = Db::open_in(dir.path()).unwrap();
        let g = night(&db, &[&["Ana", "Ben"]], 1, None).tables[0].game;
        games::record_round(&db, g, &RoundInput::typed(&[0, 6])).unwrap();
        games::edit_round(&db, g, 0, &RoundInput::typed(&[0, 9])).unwrap();
        g
    };
    let app = Harness::open_on_device(dir.path(), &format!("/history/{g}"), fr());
    assert!(
        has(&app, "Corrigée après la soirée (révision 2)"),
        "{}",
        app.text()
    );
    let mut pad = Harness::open_on_device(dir.path(), &format!("/game/{g}"), fr());
    pad.click("undo");
    assert!(
        has(
            &pad,
            "cette partie d’une soirée de club est terminée\u{a0}: l’annuler la rouvrirait\u{202f}; \
             corrigez plutôt une manche"
        ),
        "{}",
        pad.text()
    );
}

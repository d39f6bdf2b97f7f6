//! The game screens in French: a game started on the New game form, a
//! refused save and its reason, a saved round, the game screen and the
//! final standings, with no English left in what the screens say.

use mextrain::i18n::{self, Lang};
use mextrain::ui::testing::{text_of_html, Harness};

fn fr() -> Lang {
    Lang::from_tag("fr")
}

/// The page's own words: what is inside `<main>` (the shell around it is
/// another area's), without the charts' drawings.
fn page_text(app: &Harness) -> String {
    let html = app.html();
    let start = html.find("<main").expect("a <main> element");
    let end = html.rfind("</main>").unwrap_or(html.len());
    let mut page = html[start..end].to_string();
    while let Some(a) = page.find("<svg") {
        let b = page[a..]
            .find("</svg>")
            .map(|b| a + b + 6)
            .unwrap_or(page.len());
        page.replace_range(a..b, " ");
    }
    // (No-break spaces read as spaces here; the typography test checks them.)
    text_of_html(&page).replace(['\u{a0}', '\u{202f}'], " ")
}

/// `word` stands alone in `text` (not inside a longer word).
fn has_word(text: &str, word: &str) -> bool {
    let alpha = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '\'');
    text.match_indices(word).any(|(i, _)| {
        !alpha(text[..i].chars().last()) && !alpha(text[i + word.len()..].chars().next())
    })
}

/// The English words of this area's messages that French says otherwise
/// (messages without arguments), plus fragments of those with arguments.
fn english_words() -> Vec<String> {
    let en = Lang::ENGLISH;
    let mut words: Vec<String> = i18n::keys(en)
        .into_iter()
        .filter(|k| {
            ["ng-", "play-", "rf-", "sum-", "w-", "blk-", "home-"]
                .iter()
                .any(|p| k.starts_with(p))
        })
        .filter(|k| !k.starts_with("w-pips-"))
        .map(|k| (i18n::text(en, &k, None), i18n::text(fr(), &k, None)))
        .filter(|(e, f)| e != f && !e.contains('{') && e.chars().count() >= 3)
        .map(|(e, _)| e)
        .collect();
    words.extend(
        [
            "Save round",
            "End of round",
            "tiles each",
            " of ",
            "wins!",
            "share the win",
            "Finished",
            "played for",
            "rounds",
            "by the rules",
            "is not a",
            "choose who started",
            "not a number of points",
            "is marked",
            "Name of player",
            "players with these rules",
            "down to",
            "points from",
        ]
        .map(String::from),
    );
    words
}

fn assert_french(app: &Harness, screen: &str) {
    // The presets' names that French keeps (Domino Rules) are names.
    let mut text = page_text(app);
    for p in mextrain::rules::PresetId::ALL {
        text = text.replace(&i18n::text(fr(), &format!("preset-{}", p.id()), None), " ");
    }
    let left: Vec<String> = english_words()
        .into_iter()
        .filter(|w| has_word(&text, w))
        .collect();
    assert!(
        left.is_empty(),
        "{screen}: English left {left:?} in:\n{text}"
    );
}

#[test]
fn a_game_is_started_played_and_finished_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/new", fr());

    // The New game form.
    let text = page_text(&app);
    for words in [
        "Nouvelle partie",
        "Joueurs, dans l’ordre des places (sens horaire)",
        "+ Ajouter un joueur",
        "Règles maison",
        "Classique",
        "Première manche",
        "Qui commence",
        "Premier tour rapide",
        "13 manches, de 12-12 jusqu’à 0-0.",
        "Commencer la partie",
    ] {
        assert!(text.contains(words), "new game: {words:?} in:\n{text}");
    }
    assert!(
        app.html().contains("placeholder=\"Nom du joueur 1\""),
        "{}",
        app.html()
    );
    assert_french(&app, "new game");

    // A refused start: the reason in French.
    for (i, name) in ["Ana", "Ben", "Cleo"].iter().enumerate() {
        app.input(&format!("player-{i}"), name);
    }
    app.input("hand", "beaucoup");
    app.click("start-game");
    let text = page_text(&app);
    assert!(
        text.contains("Tuiles par joueur : « beaucoup » n’est pas un nombre entier"),
        "{text}"
    );
    assert!(!text.contains("whole number"), "{text}");
    app.input("hand", "");
    app.select("first", "1");
    assert!(page_text(&app).contains("2 manches, de 1-1 jusqu’à 0-0."));
    app.click("start-game");
    assert!(
        app.exists("save-round"),
        "the game screen opens: {}",
        app.text()
    );

    // The game screen and its form.
    let text = page_text(&app);
    for words in [
        "Moteur",
        "Manche",
        "1 sur 2",
        "Donne",
        "Fin de la manche 1",
        "Manche bloquée",
        "Premier joueur :",
        "Est sorti(e)",
        "Toucher les tuiles",
        "Enregistrer la manche 1",
        "Tableau des points",
        "Annuler la dernière saisie",
    ] {
        assert!(text.contains(words), "play: {words:?} in:\n{text}");
    }
    assert!(
        app.html().contains("aria-label=\"points de Ben\""),
        "{}",
        app.html()
    );
    assert_french(&app, "play");

    // A refused save: the engine's reason, in French.
    app.click("out-0");
    app.input("pts-1", "12");
    app.input("pts-2", "30");
    app.click("save-round");
    let text = page_text(&app);
    assert!(
        text.contains("Choisissez qui a commencé cette manche"),
        "{text}"
    );
    assert_french(&app, "refused save");
    app.click("starter-0");
    app.input("pts-1", "douze");
    app.click("save-round");
    let text = page_text(&app);
    assert!(
        text.contains("Ben : « douze » n’est pas un nombre de points"),
        "{text}"
    );
    assert_french(&app, "refused save");

    // Saved: the next round, the scoreboard.
    app.input("pts-1", "12");
    app.click("save-round");
    let text = page_text(&app);
    assert!(text.contains("Fin de la manche 2"), "{text}");
    assert!(text.contains("sorti"), "{text}");
    assert!(text.contains("en tête"), "{text}");
    assert_french(&app, "round saved");

    // Undo, then redo.
    app.click("undo");
    let text = page_text(&app);
    assert!(text.contains("La manche 1 a été annulée."), "{text}");
    assert!(text.contains("Rétablir"), "{text}");
    assert_french(&app, "undone");
    app.click("redo");
    assert!(page_text(&app).contains("Fin de la manche 2"));

    // The last round: the final standings.
    app.click("starter-1");
    app.click("out-1");
    app.input("pts-0", "3");
    app.input("pts-2", "40");
    app.click("save-round");
    let text = page_text(&app);
    for words in [
        "Ana gagne !",
        "Terminée le",
        "durée de",
        "2 manches",
        "Classique",
        "Totaux cumulés",
        "Tableau des points",
        "Accueil",
    ] {
        assert!(text.contains(words), "summary: {words:?} in:\n{text}");
    }
    assert_french(&app, "summary");
}

#[test]
fn the_tile_pad_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/new", fr());
    for (i, name) in ["Ana", "Ben"].iter().enumerate() {
        app.input(&format!("player-{i}"), name);
    }
    app.click("start-game");
    app.click("pick-1");
    let html = app.html();
    assert!(
        html.contains("Tuiles qui restent dans la main de Ben"),
        "{html}"
    );
    assert!(html.contains("aria-label=\"double blanc\""), "{html}");
    assert!(html.contains("aria-label=\"douze cinq\""), "{html}");
    assert!(
        html.contains("Touchez la première moitié") || html.contains("Entrer avec"),
        "{html}"
    );
    assert_french(&app, "picker");
}

/// The text of the element with this `id`, no-break spaces read as spaces.
fn text_at(app: &Harness, id: &str) -> String {
    let el = mextrain::ui::testing::element_of_html(&app.html(), id);
    text_of_html(&el).replace(['\u{a0}', '\u{202f}'], " ")
}

/// Issue 31 in French: every house scoring rule chosen on the New game
/// screen, a round with a marker up and the going-out bonus (a total below
/// zero, with a minus sign), undone and redone, the tie explained on the
/// summary, and the rules in play on the game, the summary and the history;
/// no English left on any of them.
#[test]
fn a_game_under_every_house_scoring_rule_is_played_in_french() {
    use crate::fixtures::ui;
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/new", fr());
    let text = page_text(&app);
    for words in [
        "Manches à jouer",
        "Du 12-12 jusqu’au 0-0 · 13 manches · environ",
        "Jusqu’au 0-0, puis retour au 12-12 · 25 manches",
        "Règles maison de pointage",
        "Les doubles comptent double",
        "Bonus de sortie",
        "Un marqueur resté levé coûte",
        "Celui qui a gagné le plus de manches",
    ] {
        assert!(text.contains(words), "new game: {words:?} in:\n{text}");
    }
    assert_french(&app, "new game");
    // No markers in Choo Choo Sixes: the engine's refusal, in French.
    app.click("preset-choo-choo-sixes");
    let why = text_at(&app, "marker-penalty-refused");
    assert!(
        why.contains(
            "Une pénalité du marqueur levé demande des marqueurs : ces règles n’en ont pas"
        ),
        "{why}"
    );
    app.click("preset-classic");
    ui::start_house_rules_game(&mut app);
    ui::start(&mut app);
    let rules = text_at(&app, "rules-in-play");
    for words in [
        "Règles en jeu",
        "Classique, avec ces règles maison :",
        "un double resté en main compte le double de ses points : oui",
        "sortir retire 10 points de votre manche",
        "un marqueur encore levé à la fin d’une manche ajoute 5 points",
        "le joueur à égalité qui a gagné le plus de manches",
    ] {
        assert!(
            rules.contains(words),
            "rules in play: {words:?} in:\n{rules}"
        );
    }
    assert_french(&app, "play");

    ui::enter_round_with_a_marker_up(&mut app);
    let ben = text_at(&app, "running-1");
    assert!(
        ben.contains("marqueur levé +5") && ben.contains("manche : 9"),
        "{ben}"
    );
    let ana = text_at(&app, "running-0");
    assert!(
        ana.contains("bonus de sortie \u{2212}10") && ana.contains("total : \u{2212}10"),
        "{ana}"
    );
    assert!(page_text(&app).contains("Marqueur levé"));
    assert_french(&app, "round with a marker up");
    app.click("save-round");
    assert_eq!(text_at(&app, "total-0"), "\u{2212}10");
    app.click("undo");
    assert_eq!(text_at(&app, "total-0"), "0");
    app.click("redo");
    assert_eq!(text_at(&app, "total-0"), "\u{2212}10");
    assert_french(&app, "redone");

    ui::finish_house_rules_game(&mut app);
    assert_eq!(
        text_at(&app, "tie-why"),
        "Cy l’emporte à égalité : 2 manches gagnées contre 1"
    );
    assert!(text_at(&app, "rules-in-play").contains("sortir retire 10 points de votre manche"));
    assert!(page_text(&app).contains("\u{2212}5"));
    assert_french(&app, "summary");

    let db = mextrain::db::Db::open_in(dir.path()).unwrap();
    let id = db.history(&Default::default(), 10, 0).unwrap().entries[0].id;
    drop(db);
    let app = Harness::open_on_device(dir.path(), &format!("/history/{id}"), fr());
    assert!(text_at(&app, "rules-in-play").contains("sortir retire 10 points de votre manche"));
    assert!(page_text(&app).contains("\u{2212}5"));
}

//! The referee screens in French: the move checker's verdict, its reason
//! and the rule's summary (the engine's words, said in French), a table
//! that cannot be, and the hand planner; no English left on them.

use crate::fixtures;

use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::ui::testing::Harness;

fn fr() -> Lang {
    Lang::from_tag("fr")
}

/// A data folder holding a classic game in progress for Ana, Ben and Cleo.
fn classic_game_of_three() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    fixtures::classic_game(&Db::open_in(dir.path()).unwrap(), &["Ana", "Ben", "Cleo"]);
    dir
}

/// English words of the referee screens whose French differs.
const ENGLISH: &[&str] = &[
    "Move checker",
    "Blocked round",
    "Hand planner",
    "From the current game",
    "Another table",
    "The disputed move",
    "The table as it stands",
    "The table before the moves",
    "The table now",
    "Tap each train",
    "Marker up",
    "Open double",
    "Tiles in",
    "'s hand",
    "'s train",
    "Boneyard",
    "tiles left",
    "You cannot go out",
    "Who:",
    "Plays a tile",
    "Draws",
    "Passes",
    "Not legal",
    "Legal",
    "Rule book",
    "marker is down",
    "is private",
    "Classic:",
    "Mexican",
    " plays ",
    "Next:",
    "Table file",
    "Save",
    "It was played",
    "Take back",
    "is not possible",
    "cannot be left",
    "Your hand",
    "Start from",
    "tiles tapped",
    "Longest train",
    "in this order",
    "Extras",
    "Play these",
    "Tap the tiles",
];

/// The text with French's no-break spaces as plain ones.
fn norm(text: String) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

fn no_english(text: &str) {
    for e in ENGLISH {
        assert!(
            !text.contains(e),
            "English left on a French screen: {e:?} in\n{text}"
        );
    }
}

#[test]
fn the_move_checker_judges_in_french() {
    let dir = classic_game_of_three();
    let mut app = Harness::open_on_device(dir.path(), "/check", fr());
    let text = norm(app.text());
    assert!(text.contains("Vérifier un coup"), "{text}");
    assert!(text.contains("D’après la partie en cours"), "{text}");
    assert!(
        text.contains("Train de Ben") && text.contains("Train d’Ana"),
        "{text}"
    );
    assert!(text.contains("Train mexicain"), "{text}");
    assert!(
        text.contains("Touchez les deux bouts de la tuile"),
        "{text}"
    );
    no_english(&text);

    // Ben's train ends in 5, his marker down; Ana lays 5-9 on it.
    app.click("end-1-5");
    app.click("move-a-5");
    app.click("move-b-9");
    app.click("on-1");
    assert!(app.html().contains("verdict illegal"), "{}", app.text());
    let text = norm(app.text());
    assert!(text.contains("Interdit"), "{text}");
    assert!(
        text.contains("Ana pose 9-5 sur le train de Ben ?"),
        "{text}"
    );
    assert!(
        text.contains("Le train de Ben est privé : son marqueur n’est pas levé."),
        "{text}"
    );
    assert!(
        text.contains("Classique : le train d’un autre joueur est fermé"),
        "{text}"
    );
    assert!(text.contains("Livre des règles : private-train"), "{text}");
    no_english(&text);

    // Marker up: permitted; it was played, and the table now is in French.
    app.click("marker-1");
    assert!(norm(app.text()).contains("Permis"), "{}", app.text());
    assert!(
        norm(app.text()).contains("Au tour de : Ben."),
        "{}",
        app.text()
    );
    app.click("add-move");
    let text = norm(app.text());
    assert!(text.contains("La table maintenant"), "{text}");
    assert!(
        text.contains("Ana pose 9-5 sur le train de Ben — permis"),
        "{text}"
    );
    assert!(text.contains("finit par 9"), "{text}");
    assert!(text.contains("Après le coup joué"), "{text}");
    no_english(&text);

    // Ben lays 12-1 on the Mexican train while it is Ben's turn: fine; then
    // Ben again: not his turn.
    app.click("move-a-12");
    app.click("move-b-1");
    app.click("on-mx");
    app.click("add-move");
    app.click("mover-1");
    app.click("move-a-1");
    app.click("move-b-2");
    app.click("on-mx");
    let text = norm(app.text());
    assert!(text.contains("Interdit"), "{text}");
    assert!(
        text.contains("C’est au tour de Cleo, pas de Ben."),
        "{text}"
    );
    assert!(text.contains("sur le train mexicain"), "{text}");
    no_english(&text);
}

#[test]
fn a_table_that_cannot_be_is_said_in_french() {
    let dir = classic_game_of_three();
    let mut app = Harness::open_on_device(dir.path(), "/check", fr());
    app.input("boneyard", "500");
    let text = norm(app.text());
    assert!(
        text.contains("La table telle que saisie est impossible"),
        "{text}"
    );
    assert!(text.contains("il ne peut pas rester 500 tuiles"), "{text}");
    no_english(&text);
}

#[test]
fn the_hand_planner_speaks_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/plan", fr());
    let text = norm(app.text());
    assert!(text.contains("Votre main"), "{text}");
    assert!(text.contains("Touchez les tuiles de votre main."), "{text}");
    assert!(text.contains("0 tuile touchée"), "{text}");
    app.click("tile-12-5");
    app.click("tile-7-5");
    app.click("tile-3-3");
    let text = norm(app.text());
    assert!(text.contains("Le plus long train à partir de 12"), "{text}");
    assert!(text.contains("2 tuiles"), "{text}");
    assert!(text.contains("dans cet ordre"), "{text}");
    assert!(text.contains("Surplus (1)"), "{text}");
    assert!(text.contains("Jouez-les sur d’autres trains"), "{text}");
    assert!(text.contains("3 tuiles touchées"), "{text}");
    no_english(&text);
    app.click("start-4");
    assert!(
        norm(app.text()).contains("Aucune tuile de cette main ne porte un 4"),
        "{}",
        app.text()
    );
}

//! French where the other French checks have a game open, or data that
//! opens: the referee screens with no game in progress (the seats' names),
//! the window that cannot open its data, and the Display card that cannot
//! keep a setting. Storage speaks English; these screens word it.

use mextrain::db::{Db, FILE_NAME};
use mextrain::i18n::Lang;
use mextrain::ui::testing::Harness;

fn fr() -> Lang {
    Lang::from_tag("fr-CA")
}

/// The text with French's no-break spaces as plain ones.
fn norm(text: String) -> String {
    text.replace(['\u{a0}', '\u{202f}'], " ")
}

#[test]
fn with_no_game_open_the_referee_screens_name_the_seats_in_french() {
    let dir = tempfile::tempdir().unwrap();
    for page in ["/check", "/blocked", "/plan"] {
        let app = Harness::open_on_device(dir.path(), page, fr());
        let (text, html) = (norm(app.text()), app.html());
        assert!(
            !text.contains("Player") && !html.contains("Player"),
            "{page}: English seat names on a French screen:\n{text}"
        );
    }
    // The move checker names its trains after the seats; a fourth seat,
    // added by hand, is named in French too.
    let mut app = Harness::open_on_device(dir.path(), "/check", fr());
    let text = norm(app.text());
    assert!(
        text.contains("Train de Joueur 1") && text.contains("Train de Joueur 3"),
        "{text}"
    );
    app.click("players-4");
    let (text, html) = (norm(app.text()), app.html());
    assert!(text.contains("Train de Joueur 4"), "{text}");
    assert!(!html.contains("Player"), "{html}");
    // The blocked round asks for each seat's tiles by its French name.
    let app = Harness::open_on_device(dir.path(), "/blocked", fr());
    assert!(norm(app.text()).contains("Joueur 2"), "{}", app.text());
}

#[test]
fn data_that_cannot_be_opened_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let junk: Vec<u8> = b"this is not a database, just a shopping list\n".repeat(200);
    std::fs::write(dir.path().join(FILE_NAME), junk).unwrap();
    let app = Harness::open_on_device(dir.path(), "/", fr());
    let text = norm(app.text());
    assert!(
        text.contains("mextrain ne peut pas ouvrir ses données"),
        "{text}"
    );
    assert!(
        text.contains("est endommagé") && text.contains("il n’a pas été touché"),
        "storage's words, in French: {text}"
    );
    assert!(
        !text.contains("is damaged") && !text.contains("left untouched"),
        "storage's English on a French screen: {text}"
    );
    // In English, storage's own words, as the command line prints them.
    let app = Harness::open(dir.path(), "/");
    assert!(app.text().contains("is damaged"), "{}", app.text());
}

#[test]
fn a_display_setting_that_cannot_be_kept_is_said_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open_on_device(dir.path(), "/", fr());
    // From now on, storage refuses to keep a screen's state.
    Db::open_in(dir.path())
        .unwrap()
        .raw()
        .execute_batch(
            "CREATE TRIGGER refuse_insert BEFORE INSERT ON referee
               BEGIN SELECT RAISE(ABORT, 'no room'); END;
             CREATE TRIGGER refuse_update BEFORE UPDATE ON referee
               BEGIN SELECT RAISE(ABORT, 'no room'); END;",
        )
        .unwrap();
    app.click("theme-dark");
    let text = norm(app.text());
    assert!(
        text.contains(
            "le réglage n’a pas été conservé : la base de données a refusé le changement"
        ),
        "{text}"
    );
    assert!(
        !text.contains("were not saved") && !text.contains("refused"),
        "English on a French screen: {text}"
    );
}

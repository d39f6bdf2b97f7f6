//! The desktop window's first screen, drawn before the app runs.
//!
//! A webview shows nothing of a Dioxus app until its page has loaded, told
//! the app so, and applied the app's first edits: on this machine about a
//! tenth of a second after the page itself could have painted. So the page
//! the window loads ([`index`]) already holds the first screen, rendered in
//! Rust from the same components and data ([`html`]): it paints with the
//! page, and the app's own first screen replaces it, pixel for pixel, once
//! it is drawn. Until then it is inert (a click or key there does nothing,
//! as on the blank window it replaces) and hidden from screen readers.
//!
//! `MEXTRAIN_READY_FILE=PATH` makes the window create PATH (never an
//! existing file) once the app's own first screen is in the page and
//! answers: the real-window tests and the desktop benchmark wait for it,
//! since the two first screens look the same.

use crate::ui::{App, AppProps, Opened};
use dioxus::prelude::*;
use std::rc::Rc;

/// The id of the drawn-ahead first screen in the page.
pub const ID: &str = "first-screen";

/// The first screen as HTML: the app rendered once, headless, on the
/// database it will open on, at the address it will open (the one asked
/// for, else the unfinished game, else home). Empty when the database
/// could not be opened (the window then says why, at once).
pub(crate) fn html(opened: &Opened, props: &AppProps) -> String {
    let Opened::Ok(db) = opened else {
        return String::new();
    };
    let path = crate::ui::StartAt::new(&db.0, props.start.clone())
        .path
        .unwrap_or_else(|| "/".into());
    let history: Rc<dyn dioxus::history::History> =
        Rc::new(dioxus::history::MemoryHistory::with_initial_path(path));
    let mut dom = VirtualDom::new_with_props(App, props.clone())
        .with_root_context(opened.clone())
        .with_root_context(history);
    dom.rebuild_in_place();
    dioxus_ssr::render(&dom)
}

/// The page the window loads: Dioxus's own (the title, the viewport, the
/// root the app draws into), with `first` after the root, shown until the
/// root has content.
pub(crate) fn index(first: &str) -> String {
    format!(
        r#"<!DOCTYPE html>
<html>
<head>
<meta charset="utf-8">
<title>mextrain</title>
<meta name="viewport" content="width=device-width, initial-scale=1.0, maximum-scale=1.0, user-scalable=no">
<style>#main:not(:empty) ~ #{ID} {{ display: none; }}</style>
</head>
<body>
<div id="main"></div>
<div id="{ID}" inert aria-hidden="true">{first}</div>
</body>
</html>"#
    )
}

/// Once the app's own first screen is in the page (an eval answered after
/// its edits, in order): [`crate::app::announce_ready`].
pub fn use_ready_file() {
    use_effect(|| {
        if std::env::var_os("MEXTRAIN_READY_FILE").is_none() {
            return;
        }
        spawn(async move {
            let _ = document::eval("return true;").await;
            crate::app::announce_ready();
        });
    });
}

/// The page the window loads, as it loads it, with the first screen of a
/// data folder `dir` drawn in and the stylesheet in the head as the
/// window's custom head puts it: for the browser check of what the page
/// does (`tests/layout/first_screen.py`, through `tests/screens/ui_layout.rs`).
#[cfg(feature = "testing")]
#[doc(hidden)]
pub fn window_page(dir: &std::path::Path) -> Result<String, crate::app::DbError> {
    let db = crate::app::Db::open_in(dir)?;
    let opened = Opened::Ok(crate::ui::AppDb(Rc::new(db)));
    let props = AppProps {
        data_dir: dir.to_path_buf(),
        start: None,
    };
    Ok(index(&html(&opened, &props)).replacen(
        "</head>",
        &format!("<style>{}</style>\n</head>", crate::ui::CSS),
        1,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(feature = "testing")]
    fn drawn(dir: &std::path::Path, start: Option<&str>) -> String {
        let db = crate::app::Db::open_in(dir).unwrap();
        let opened = Opened::Ok(crate::ui::AppDb(Rc::new(db)));
        let props = AppProps {
            data_dir: dir.to_path_buf(),
            start: start.map(str::to_string),
        };
        html(&opened, &props)
    }

    #[test]
    #[cfg(feature = "testing")]
    fn the_first_screen_is_the_one_the_window_opens_on() {
        use crate::ui::testing::element_of_html;
        let dir = tempfile::tempdir().unwrap();
        let home = drawn(dir.path(), None);
        assert!(
            home.contains("id=\"shell\"") && home.contains("id=\"nav-home\""),
            "{home}"
        );
        assert!(
            home.contains("Settle a dispute"),
            "the home screen's cards: {home}"
        );
        let rules = drawn(dir.path(), Some("/rules"));
        assert!(
            !rules.contains("Settle a dispute"),
            "--open /rules draws the rule book: {rules}"
        );
        let tab = element_of_html(&rules, "nav-rules");
        assert!(
            tab.contains("nav active"),
            "the Rules tab is the current one: {tab}"
        );
        // With an unfinished game, the window opens on it.
        let db = crate::app::Db::open_in(dir.path()).unwrap();
        let names = ["Ana", "Ben"].map(String::from).to_vec();
        let spec = crate::rules::GameSpec::new(crate::rules::PresetId::Classic, 12, names).unwrap();
        let colours = ["#e6194b", "#3cb44b"].map(String::from);
        crate::app::games::create_game(&db, &spec, &colours).unwrap();
        let game = drawn(dir.path(), None);
        assert!(!game.contains("Settle a dispute"), "not home: {game}");
        let tab = element_of_html(&game, "nav-game");
        assert!(
            tab.contains("nav active"),
            "the game is the current screen: {tab}"
        );
        let failed = Opened::Failed(Rc::new("the disk is full".into()));
        let props = AppProps {
            data_dir: dir.path().to_path_buf(),
            start: None,
        };
        assert_eq!(
            html(&failed, &props),
            "",
            "a window that cannot open says so at once"
        );
    }
}

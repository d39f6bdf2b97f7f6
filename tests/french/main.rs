//! The French floor: both languages' files, their typography and glossary,
//! and every screen in French.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

#[path = "../i18n_keys.rs"]
mod i18n_keys;
#[path = "../ui_french.rs"]
mod ui_french;
#[path = "../ui_french_game.rs"]
mod ui_french_game;
#[path = "../ui_french_history.rs"]
mod ui_french_history;
#[path = "../ui_french_no_game.rs"]
mod ui_french_no_game;
#[path = "../ui_french_referee.rs"]
mod ui_french_referee;
#[path = "../ui_french_rulebook.rs"]
mod ui_french_rulebook;

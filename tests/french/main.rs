//! The French floor: both languages' files, their typography and glossary,
//! and every screen in French.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

mod i18n_keys;
mod ui_french;
mod ui_french_game;
mod ui_french_history;
mod ui_french_no_game;
mod ui_french_referee;
mod ui_french_rulebook;

//! The screens' floor: every screen rendered headless
//! (`ui::testing::Harness`), in English, and the architecture's checks.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

mod architecture;
mod rulebook;
mod ui_board;
mod ui_display;
mod ui_export;
mod ui_history;
mod ui_layout;
mod ui_league_close;
mod ui_league_names;
mod ui_league_ratings;
mod ui_league_season;
mod ui_night;
mod ui_phone;
mod ui_picker;
mod ui_referee;
mod ui_scorekeeping;
mod ui_share;

//! The screens' floor: every screen rendered headless
//! (`ui::testing::Harness`), in English, and the architecture's checks.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

#[path = "../architecture.rs"]
mod architecture;
#[path = "../rulebook.rs"]
mod rulebook;
#[path = "../ui_display.rs"]
mod ui_display;
#[path = "../ui_export.rs"]
mod ui_export;
#[path = "../ui_history.rs"]
mod ui_history;
#[path = "../ui_layout.rs"]
mod ui_layout;
#[path = "../ui_league_names.rs"]
mod ui_league_names;
#[path = "../ui_night.rs"]
mod ui_night;
#[path = "../ui_phone.rs"]
mod ui_phone;
#[path = "../ui_picker.rs"]
mod ui_picker;
#[path = "../ui_referee.rs"]
mod ui_referee;
#[path = "../ui_scorekeeping.rs"]
mod ui_scorekeeping;
#[path = "../ui_share.rs"]
mod ui_share;

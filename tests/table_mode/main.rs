//! Table mode's floor: the host over real HTTP, the phones' client and
//! screens, the desktop's "Let phones join".
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

mod league_push;
mod night_host;
mod permissions;
mod table;
mod ui_french_table;
mod ui_hosting;
mod ui_table;

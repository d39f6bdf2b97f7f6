//! Table mode's floor: the host over real HTTP, the phones' client and
//! screens, the desktop's "Let phones join".
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

#[path = "../league_push.rs"]
mod league_push;
#[path = "../night_host.rs"]
mod night_host;
mod permissions;
#[path = "../table.rs"]
mod table;
#[path = "../ui_french_table.rs"]
mod ui_french_table;
#[path = "../ui_hosting.rs"]
mod ui_hosting;
#[path = "../ui_table.rs"]
mod ui_table;

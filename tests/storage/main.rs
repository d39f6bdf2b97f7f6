//! The storage floor: the database and its migrations, backups and
//! restores, files in and out, the statistics, and the command line and
//! binary that use them.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

mod binary;
mod cli_close;
mod cli_new;
mod cli_night;
mod cli_night_present;
mod cli_publish;
mod cli_ratings;
mod cli_season;
mod cli_share;
mod data;
mod db;
mod files_as_bytes;
mod history_stats;
mod migrations;

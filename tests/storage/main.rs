//! The storage floor: the database and its migrations, backups and
//! restores, files in and out, the statistics, and the command line and
//! binary that use them.
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[path = "../fixtures/mod.rs"]
mod fixtures;

#[path = "../binary.rs"]
mod binary;
#[path = "../cli_new.rs"]
mod cli_new;
#[path = "../cli_night.rs"]
mod cli_night;
#[path = "../cli_share.rs"]
mod cli_share;
#[path = "../data.rs"]
mod data;
#[path = "../db.rs"]
mod db;
#[path = "../files_as_bytes.rs"]
mod files_as_bytes;
#[path = "../history_stats.rs"]
mod history_stats;
#[path = "../migrations.rs"]
mod migrations;

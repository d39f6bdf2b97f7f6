//! The engine's floor: the rules of every preset, the engine's command line,
//! the planner, the simulator's golden games, property tests and fuzzing.
//! Runs in the engine-only build too (`cargo test --no-default-features`).
//!
//! One test crate per floor (issue 30): each file below is a module of it,
//! over the shared support in `tests/fixtures` and `tests/common`.

#[macro_use]
#[path = "../common/mod.rs"]
mod common;
#[cfg(feature = "app")]
#[path = "../fixtures/mod.rs"]
mod fixtures;

mod engine_cli;
mod engine_faster_game;
mod engine_going_out_on_a_double;
mod engine_props;
mod engine_rules;
mod engine_seeds;
mod engine_sim_golden;
mod engine_which_rule;
mod fuzz;
mod planner;

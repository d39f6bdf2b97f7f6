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

#[path = "../engine_cli.rs"]
mod engine_cli;
#[path = "../engine_faster_game.rs"]
mod engine_faster_game;
#[path = "../engine_going_out_on_a_double.rs"]
mod engine_going_out_on_a_double;
#[path = "../engine_props.rs"]
mod engine_props;
#[path = "../engine_rules.rs"]
mod engine_rules;
#[path = "../engine_seeds.rs"]
mod engine_seeds;
#[path = "../engine_sim_golden.rs"]
mod engine_sim_golden;
#[path = "../engine_which_rule.rs"]
mod engine_which_rule;
#[path = "../fuzz.rs"]
mod fuzz;
#[path = "../planner.rs"]
mod planner;

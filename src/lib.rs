//! # mextrain
//!
//! A table companion for Mexican Train dominoes played with a real set: it
//! keeps score, referees moves, plans a hand and explains the rules.
//!
//! The [`rules`] module is the engine: pure Rust, no I/O.
//!
//! ```
//! use mextrain::rules::{PresetId, Rules, Tile};
//! let rules = Rules::preset(PresetId::Classic);
//! let left: Vec<Tile> = ["0-0", "5-0", "12-12"].iter().map(|t| t.parse().unwrap()).collect();
//! assert_eq!(rules.hand_points(&left), 104);
//! ```

pub mod cli;
pub mod rules;

/// mextrain's version (Cargo.toml's).
pub const VERSION: &str = env!("CARGO_PKG_VERSION");
/// The commit this build was made from (12 hex digits), or `unknown` when
/// it was built outside a git checkout (src/build.rs).
pub const COMMIT: &str = env!("MEXTRAIN_COMMIT");
/// What `mextrain --version` prints after the name: `0.1.0 (1a2b3c4d5e6f)`.
pub const LONG_VERSION: &str = concat!(
    env!("CARGO_PKG_VERSION"),
    " (",
    env!("MEXTRAIN_COMMIT"),
    ")"
);

#[cfg(feature = "app")]
pub mod app;
#[cfg(feature = "app")]
pub mod db;
#[cfg(any(feature = "app", feature = "client"))]
pub mod formats;
#[cfg(any(feature = "app", feature = "client"))]
pub mod lan;
#[macro_use]
pub mod i18n;
#[cfg(feature = "desktop")]
pub mod desktop;
#[cfg(feature = "client")]
pub mod ui;
#[cfg(browser)]
pub mod web;

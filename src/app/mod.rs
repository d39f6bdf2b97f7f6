//! The application layer: every user action, written once.
//!
//! The desktop window, the web build, the command line and (later) the
//! table host all call these functions; none of them repeats an action's
//! logic. An action validates its input once, with the engine
//! ([`crate::rules`]) as the only judge, writes through storage
//! ([`crate::db`]) in one transaction, and returns what happened (round
//! saved, game finished, backup made) for the front end to show.
//!
//! Dependencies point down only: `ui`/`cli` → `app` → `db`, `formats` →
//! `rules`.

pub mod files;
pub mod games;
pub mod referee;

//! Leagues: a season of club nights under one name.
//!
//! - [`standings`]: the league's standings, read from its nights' games;
//! - [`publish`]: the season as a static site (a page per night and per
//!   player, charts as SVG), written into a folder or zipped;
//! - [`send`]: a machine that hosted tables sends its league games to the
//!   league host (the outbox, batches, backoff), over the [`send::Transport`]
//!   seam (`lan::sender::Http` on the desktop and the command line, the
//!   phone's `fetch` in the web build);
//! - [`receive`] (with the host, feature `serve`): the league host turns
//!   receiving on and off, admits a sender by the league's code or key, and
//!   takes the games it sends, each once.

pub mod publish;
#[cfg(feature = "serve")]
pub mod receive;
pub mod send;
pub mod standings;

//! Table mode (docs/table-mode.md), in one wing: the messages between the
//! host and the phones, the phone's client, and, with the feature `serve`,
//! the host's actions and its HTTP server, and a league host's taking of
//! the games sent to it (`league`).

pub mod client;
#[cfg(feature = "serve")]
pub mod sender;
#[cfg(feature = "serve")]
pub mod server;
#[cfg(feature = "serve")]
pub mod window;

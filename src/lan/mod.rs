//! Table mode (docs/table-mode.md), in one wing: the messages between the
//! host and the phones, the phone's client, and, with the feature `serve`,
//! the host's actions and its HTTP server.

pub mod client;
#[cfg(feature = "serve")]
pub mod host;
#[cfg(feature = "serve")]
pub mod hosting;
#[cfg(feature = "serve")]
pub mod server;
pub mod wire;

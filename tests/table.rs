//! Table mode against the real server.

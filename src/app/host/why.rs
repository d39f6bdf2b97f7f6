//! Why a table action did nothing: a message (`i18n::Said`, a key of the
//! languages' files and its arguments, no words) and the HTTP status it is
//! answered with. The server sends it as the wire's code and arguments
//! ([`crate::formats::wire::failure`]); each phone words it in its own
//! language from the same key.

use crate::app::ActionError;
use crate::db::DbError;
use crate::i18n::{Message, Said};
use std::fmt;

/// Storage failed: `table-why-store`, storage's own message as its
/// `detail`.
pub fn store_why(e: &DbError) -> Said {
    Said::new("table-why-store").arg("detail", e.said())
}

/// Why a request did nothing. [`Refusal::status`] is its HTTP status.
#[derive(Debug)]
pub enum Refusal {
    /// Malformed: a field missing or out of range (400).
    BadRequest(Said),
    /// No token, or one that is not this game's (401).
    Unauthorized(Said),
    /// A wrong join code, or a role that may not do this (403).
    Forbidden(Said),
    /// The seat is held by another phone, or the request is for another
    /// round than the one being played (409).
    Conflict(Said),
    /// Hosting is off (410).
    Gone(Said),
    /// The engine refused the entry or the round (422).
    Refused(Said),
    /// Storage failed; nothing was saved (500).
    Store(DbError),
}

impl Refusal {
    /// The code the wire sends (`seat-held`, `entry-TooMany`...).
    pub fn code(&self) -> String {
        crate::formats::wire::failure(&self.why()).code
    }

    /// The HTTP status code.
    pub fn status(&self) -> u16 {
        match self {
            Refusal::BadRequest(_) => 400,
            Refusal::Unauthorized(_) => 401,
            Refusal::Forbidden(_) => 403,
            Refusal::Conflict(_) => 409,
            Refusal::Gone(_) => 410,
            Refusal::Refused(_) => 422,
            Refusal::Store(_) => 500,
        }
    }

    /// Why, as a message (a storage failure: `table-why-store`).
    pub fn why(&self) -> Said {
        match self {
            Refusal::BadRequest(w)
            | Refusal::Unauthorized(w)
            | Refusal::Forbidden(w)
            | Refusal::Conflict(w)
            | Refusal::Gone(w)
            | Refusal::Refused(w) => w.clone(),
            Refusal::Store(e) => store_why(e),
        }
    }
}

impl fmt::Display for Refusal {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&crate::i18n::english(&self.why()))
    }
}

impl std::error::Error for Refusal {}

impl From<DbError> for Refusal {
    fn from(e: DbError) -> Self {
        match e {
            DbError::NoSuchGame(_) => Refusal::Gone(Said::new("table-why-game-gone")),
            e => Refusal::Store(e),
        }
    }
}

impl From<ActionError<DbError>> for Refusal {
    fn from(e: ActionError<DbError>) -> Self {
        match e {
            ActionError::Store(DbError::Invalid(s)) => {
                Refusal::Conflict(Said::new("table-why-not-saved").arg("detail", s))
            }
            ActionError::Store(e) => Refusal::Store(e),
            ActionError::Refused(e) => Refusal::Refused(e.said()),
            // Not met in table mode (a game's settings, a finished game:
            // checked before); the English is what a phone shows.
            e @ ActionError::Spec(_) => {
                Refusal::Refused(Said::new("table-why-spec").arg("detail", e.said()))
            }
            e @ ActionError::NotNow(_) => {
                Refusal::Refused(Said::new("table-why-not-now").arg("detail", e.said()))
            }
        }
    }
}

/// The result of a table action.
pub type Answer<T> = Result<T, Refusal>;

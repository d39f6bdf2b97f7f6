//! Why a table action did nothing: a code without words, its arguments and
//! the English, and the HTTP status it is answered with.

use crate::app::ActionError;
use crate::db::DbError;
use crate::formats::wire::Failure;
use serde_json::Value;
use std::fmt;

/// Why a request did nothing, without words: a stable code, its arguments
/// (numbers, seats, names, tiles) and the English words the command line
/// and the logs show. The host sends all three ([`Failure`]); each phone
/// words the code in its own language, English included, from
/// `table-why-CODE` in the language's file (whose English is these words,
/// byte for byte: the lib's tests check every `Why` they make), and falls
/// back to the English sent for a code it does not know. The engine's
/// refusals of an entry or a round keep the variant's name:
/// `entry-NotANumber`, `entry-TooMany`... The phones know every code of
/// [`crate::formats::wire::CODES`].
#[derive(Clone, Debug, PartialEq)]
pub struct Why {
    /// The code, e.g. `seat-held`.
    pub code: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Value)>,
    /// The English words.
    pub text: String,
}

impl Why {
    /// A reason with its code, English words and arguments.
    pub fn new(
        code: &'static str,
        text: impl Into<String>,
        args: impl IntoIterator<Item = (&'static str, Value)>,
    ) -> Why {
        let why = Why {
            code,
            args: args.into_iter().collect(),
            text: text.into(),
        };
        #[cfg(test)]
        why.check_english();
        why
    }

    /// The English a phone words this reason with (`table-why-CODE` in
    /// `en-CA.ftl`, an engine's refusal its message's) is the host's own.
    #[cfg(test)]
    fn check_english(&self) {
        let phone = crate::lan::client::Trouble::from(self.to_wire());
        assert_eq!(
            phone.words_in(crate::i18n::Lang::ENGLISH),
            self.text,
            "en-CA.ftl's words for the code {} and {:?}",
            self.code,
            self.args
        );
    }

    /// As sent: the body of the refusal.
    pub fn to_wire(&self) -> Failure {
        Failure {
            error: self.text.clone(),
            code: self.code.to_string(),
            args: self
                .args
                .iter()
                .map(|(k, v)| (k.to_string(), v.clone()))
                .collect(),
        }
    }
}

pub(super) fn why(code: &'static str, text: impl Into<String>) -> Why {
    Why::new(code, text, [])
}

/// Storage failed: the code `store`, storage's English as its words and
/// its `detail` (the words `table-why-store` gives in English).
pub fn store_why(e: &impl fmt::Display) -> Why {
    let detail = e.to_string();
    Why::new("store", detail.clone(), [("detail", Value::from(detail))])
}

/// The code of an engine's refusal of an entry or a round: `entry-` and the
/// variant's name, with the names, numbers and tiles it holds
/// ([`crate::formats::wire::ENTRY_CODES`]), and its English.
pub fn entry_why(e: &crate::rules::EntryError) -> Why {
    use crate::i18n::Message;
    let said = e.said();
    let english = crate::i18n::english(&said);
    let (code, args) = crate::formats::wire::entry_code(&said)
        .unwrap_or_else(|| ("store", vec![("detail", Value::from(english.as_str()))]));
    Why::new(code, english, args)
}

/// Why a request did nothing. [`Refusal::status`] is its HTTP status.
#[derive(Debug)]
pub enum Refusal {
    /// Malformed: a field missing or out of range (400).
    BadRequest(Why),
    /// No token, or one that is not this game's (401).
    Unauthorized(Why),
    /// A wrong join code, or a role that may not do this (403).
    Forbidden(Why),
    /// The seat is held by another phone, or the request is for another
    /// round than the one being played (409).
    Conflict(Why),
    /// Hosting is off (410).
    Gone(Why),
    /// The engine refused the entry or the round (422).
    Refused(Why),
    /// Storage failed; nothing was saved (500).
    Store(DbError),
}

impl Refusal {
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

    /// Why, without words (a storage failure: the code `store`, the
    /// storage's English).
    pub fn why(&self) -> Why {
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
        // A storage failure's words are the storage's own.
        f.write_str(&self.why().text)
    }
}

impl std::error::Error for Refusal {}

impl From<DbError> for Refusal {
    fn from(e: DbError) -> Self {
        match e {
            DbError::NoSuchGame(_) => Refusal::Gone(why(
                "game-gone",
                "the hosted game is not in the host's games any more",
            )),
            e => Refusal::Store(e),
        }
    }
}

impl From<ActionError<DbError>> for Refusal {
    fn from(e: ActionError<DbError>) -> Self {
        match e {
            ActionError::Store(DbError::Invalid(s)) => Refusal::Conflict(Why::new(
                "not-saved",
                s.clone(),
                [("detail", Value::from(s))],
            )),
            ActionError::Store(e) => Refusal::Store(e),
            ActionError::Refused(e) => Refusal::Refused(entry_why(&e)),
            // Not met in table mode (a game's settings, a finished game:
            // checked before); the English is what a phone shows.
            e @ ActionError::Spec(_) => Refusal::Refused(why("spec", e.to_string())),
            e @ ActionError::NotNow(_) => Refusal::Refused(why("not-now", e.to_string())),
        }
    }
}

/// The result of a table action.
pub type Answer<T> = Result<T, Refusal>;

//! A message as a plain value: a key of the languages' files and its
//! arguments, without words. The engine's refusals and verdicts, storage's
//! and the actions' failures each give one ([`Message::said`]); the screens
//! word it in the language they show, the command line in English
//! ([`super::english`]), both through the one function [`super::said`].

use std::fmt;

/// An argument of a message: a number (which may choose a plural form) or
/// a text given as it is (a name, a tile, a file...).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Arg {
    /// A whole number.
    Num(i64),
    /// Text, shown as it is.
    Text(String),
    /// Another message, worded in the same language (a refusal's reason).
    Said(Box<Said>),
}

impl From<Said> for Arg {
    fn from(v: Said) -> Arg {
        Arg::Said(Box::new(v))
    }
}

impl From<&str> for Arg {
    fn from(v: &str) -> Arg {
        Arg::Text(v.to_string())
    }
}

impl From<String> for Arg {
    fn from(v: String) -> Arg {
        Arg::Text(v)
    }
}

impl From<&String> for Arg {
    fn from(v: &String) -> Arg {
        Arg::Text(v.clone())
    }
}

macro_rules! num_arg {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(v: $t) -> Arg {
                // Beyond i64 (a typed total of twenty digits): as it is.
                match i64::try_from(v) {
                    Ok(n) => Arg::Num(n),
                    Err(_) => Arg::Text(v.to_string()),
                }
            }
        }
    )*};
}
num_arg!(u8, u16, u32, u64, usize, i8, i16, i32, i64, isize);

/// A message: its key in the languages' files (`assets/i18n/<tag>.ftl`)
/// and its arguments by name. No words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Said {
    /// The key, e.g. `err-entry-negative`.
    pub key: &'static str,
    /// Its arguments, by name.
    pub args: Vec<(&'static str, Arg)>,
}

impl Said {
    /// A message without arguments; add them with [`Said::arg`].
    pub fn new(key: &'static str) -> Said {
        Said {
            key,
            args: Vec::new(),
        }
    }

    /// The message with one more argument.
    pub fn arg(mut self, name: &'static str, value: impl Into<Arg>) -> Said {
        self.args.push((name, value.into()));
        self
    }
}

/// What gives a message: an error or a verdict.
pub trait Message: Sized {
    /// The message, without words.
    fn said(&self) -> Said;

    /// One value of every variant, for the completeness tests (each
    /// message's key is in every language and words all its arguments).
    /// Written as an exhaustive `match`, so that a new variant cannot be
    /// added without a sample.
    fn samples() -> Vec<Self>;
}

/// Writes a message in English: a `Display` impl of a message is
/// `english_fmt(&self.said(), f)`.
pub fn english_fmt(said: &Said, f: &mut fmt::Formatter<'_>) -> fmt::Result {
    f.write_str(&super::english(said))
}

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

impl Said {
    /// The message as JSON, to be stored or sent without words:
    /// `{"key": "...", "args": {"name": 3, "other": "text", "why": {"key": ...}}}`.
    pub fn to_json(&self) -> serde_json::Value {
        let mut args = serde_json::Map::new();
        for (name, value) in &self.args {
            let v = match value {
                Arg::Num(n) => serde_json::Value::from(*n),
                Arg::Text(t) => serde_json::Value::from(t.as_str()),
                Arg::Said(s) => s.to_json(),
            };
            args.insert((*name).to_string(), v);
        }
        serde_json::json!({"key": self.key, "args": args})
    }

    /// [`Said::to_json`] as text, as it is stored.
    pub fn to_stored(&self) -> String {
        self.to_json().to_string()
    }

    /// A message read back from [`Said::to_json`]: `None` unless its key
    /// (and every key inside it) is one of the English file's and each
    /// argument's name is one that file words. Never panics.
    pub fn from_json(v: &serde_json::Value) -> Option<Said> {
        Said::from_json_at(v, 0)
    }

    fn from_json_at(v: &serde_json::Value, depth: usize) -> Option<Said> {
        if depth > 4 {
            return None;
        }
        let o = v.as_object()?;
        let key = static_key(o.get("key")?.as_str()?)?;
        let mut said = Said::new(key);
        if let Some(args) = o.get("args") {
            for (name, value) in args.as_object()? {
                let name = static_arg(name)?;
                let arg = match value {
                    serde_json::Value::Number(n) => Arg::Num(n.as_i64()?),
                    serde_json::Value::String(s) => Arg::Text(s.clone()),
                    serde_json::Value::Object(_) => {
                        Arg::Said(Box::new(Said::from_json_at(value, depth + 1)?))
                    }
                    _ => return None,
                };
                said.args.push((name, arg));
            }
        }
        Some(said)
    }

    /// A message stored by [`Said::to_stored`]; `None` for anything else
    /// (text stored before messages were, shown as it is).
    pub fn from_stored(text: &str) -> Option<Said> {
        if !text.trim_start().starts_with('{') {
            return None;
        }
        Said::from_json(&serde_json::from_str(text).ok()?)
    }
}

/// The English file's own copy of message key `key` (the file lives as
/// long as the program), if it has one.
fn static_key(key: &str) -> Option<&'static str> {
    let ftl: &'static str = crate::i18n::Lang::ENGLISH.language().source();
    let mut at = 0;
    for line in ftl.split_inclusive('\n') {
        if let Some((id, _)) = line.split_once('=') {
            if id.trim_end() == key && !key.is_empty() && line.starts_with(key) {
                return Some(&ftl[at..at + key.len()]);
            }
        }
        at += line.len();
    }
    None
}

/// The English file's own copy of argument name `name` (`$name` in it).
fn static_arg(name: &str) -> Option<&'static str> {
    if name.is_empty()
        || !name
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-')
    {
        return None;
    }
    let ftl: &'static str = crate::i18n::Lang::ENGLISH.language().source();
    let wanted = format!("${name}");
    let mut from = 0;
    while let Some(k) = ftl[from..].find(&wanted) {
        let start = from + k + 1;
        let end = start + name.len();
        let next = ftl[end..].chars().next();
        if !next.is_some_and(|c| c.is_ascii_alphanumeric() || c == '_' || c == '-') {
            return Some(&ftl[start..end]);
        }
        from = end;
    }
    None
}

#[cfg(test)]
mod stored_tests {
    use super::*;

    #[test]
    fn a_message_stored_as_json_reads_back_the_same_and_words_are_not_a_message() {
        let s = Said::new("hist-db-conflict")
            .arg("game", "g-1")
            .arg("what", Said::new("hist-db-conflict-rounds"));
        let back = Said::from_stored(&s.to_stored()).unwrap();
        assert_eq!(back, s);
        assert_eq!(Said::from_stored("the league host refused (403)"), None);
        assert_eq!(Said::from_stored(r#"{"key":"no-such-key-here"}"#), None);
        assert_eq!(
            Said::from_stored(r#"{"key":"hist-db-conflict","args":{"$x y":1}}"#),
            None
        );
        assert_eq!(Said::from_stored("{not json"), None);
    }
}

//! The screens' words in every language mextrain speaks.
//!
//! The words are Project Fluent files, one per language
//! (`assets/i18n/<tag>.ftl`), built into the binary. [`LANGUAGES`] lists
//! them: a new language is its `.ftl` file plus one line there.
//!
//! This module depends on nothing of ours: [`text`] is a plain function of a
//! language, a key and its arguments, usable from a component, a memo, a
//! handler or a test. The screens call it through the `t!` macro, which
//! reads the language the window shows (`ui::lang`).
//!
//! What is stored (databases, exports, table files, the audit trail) keeps
//! ids and numbers only; words are made when they are shown. An error or a
//! verdict is a [`Said`] (a key and its arguments, no words): [`said`]
//! words it in a language, [`english`] for the command line, which stays
//! in English. This module is always built (the engine's command line
//! words its refusals through `en-CA.ftl` too); only [`date`] needs the
//! `app` feature.
//!
//! ```
//! use mextrain::i18n::{self, Lang};
//! let fr = Lang::from_tag("fr-CA");
//! assert_eq!(i18n::text(fr, "app-name", None), "mextrain");
//! assert_eq!(i18n::decimal(fr, 14.25, 2), "14,25");
//! assert_eq!(i18n::decimal(Lang::ENGLISH, 14.25, 2), "14.25");
//! ```

mod said;
pub use said::{english_fmt, Arg, Message, Said};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use std::sync::OnceLock;

/// One language: its tag (`<html lang>`, `navigator.languages`), its own
/// name (the Display card), its decimal sign, and its words (the names of
/// its days and months among them).
pub struct Language {
    /// The BCP 47 tag, e.g. `fr-CA`.
    pub tag: &'static str,
    /// The language's name in itself, e.g. `Français`.
    pub name: &'static str,
    /// The decimal sign: `14.25` or `14,25`.
    pub decimal: char,
    /// The Fluent source ([`Language::source`] in any build; the web build
    /// keeps its files packed together, [`packed`]).
    #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
    pub ftl: &'static str,
}

impl Language {
    /// The Fluent source: the file; in the web build, the file without its
    /// comments, its messages in English's order, taken out of the
    /// languages' packed files ([`packed`]) the first time it is asked for.
    pub fn source(&self) -> &'static str {
        #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
        return self.ftl;
        #[cfg(all(feature = "web", target_arch = "wasm32"))]
        {
            let i = LANGUAGES
                .iter()
                .position(|l| l.tag == self.tag)
                .unwrap_or(0);
            packed::file(i)
        }
    }
}

/// Every language, English first (the fallback).
pub static LANGUAGES: &[Language] = &[
    Language {
        tag: "en-CA",
        name: "English",
        decimal: '.',
        #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
        ftl: include_str!("../../assets/i18n/en-CA.ftl"),
    },
    Language {
        tag: "fr-CA",
        name: "Français",
        decimal: ',',
        #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
        ftl: include_str!("../../assets/i18n/fr-CA.ftl"),
    },
];

/// The languages' files in the web build: without their comment lines
/// (`#`, `##`, `###`), which no screen shows and Fluent reads past (2,564
/// bytes of the gzipped wasm), and packed message by message: English's
/// message, then each other language's for the same key, its key left
/// out (the same words gzip had to find again 100 KB further, beyond its
/// reach: some 3,700 bytes of the gzipped wasm). All at compile time
/// ([`uncommented`], [`pack`]); each language's file is taken out again
/// the first time it is read ([`unpack`]). `FILES` are in the order of
/// [`LANGUAGES`]; a message that English's file has not stops the build.
#[cfg(all(feature = "web", target_arch = "wasm32"))]
mod packed {
    use super::{pack, uncommented, uncommented_len, unpack};

    const EN: &[u8] = include_bytes!("../../assets/i18n/en-CA.ftl");
    const FR: &[u8] = include_bytes!("../../assets/i18n/fr-CA.ftl");
    const EN_KEPT: [u8; uncommented_len(EN)] = uncommented(EN);
    const FR_KEPT: [u8; uncommented_len(FR)] = uncommented(FR);
    const FILES: [&[u8]; 2] = [&EN_KEPT, &FR_KEPT];
    const _: () = assert!(FILES.len() == super::LANGUAGES.len());
    // Some millions of steps of the compiler's evaluator, in a few
    // seconds: its lint against endless loops would stop them.
    #[allow(long_running_const_eval)]
    const LEN: usize = pack(&FILES, &mut []);
    #[allow(long_running_const_eval)]
    const PACKED: [u8; LEN] = {
        let mut out = [0u8; LEN];
        pack(&FILES, &mut out);
        out
    };

    /// The file of language `i` (its place in `LANGUAGES`).
    pub(super) fn file(i: usize) -> &'static str {
        static FILES: [std::sync::OnceLock<&'static str>; 2] =
            [const { std::sync::OnceLock::new() }; 2];
        FILES[i.min(1)].get_or_init(|| {
            let all = match std::str::from_utf8(&PACKED) {
                Ok(text) => text,
                Err(_) => "",
            };
            Box::leak(unpack(all, 2, i.min(1)).into_boxed_str())
        })
    }
}

/// The length of `file` without its comment lines (see [`uncommented`]).
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn uncommented_len(file: &[u8]) -> usize {
    let (mut at, mut len) = (0, 0);
    while at < file.len() {
        let end = line_end(file, at);
        if file[at] != b'#' {
            len += end - at;
        }
        at = end;
    }
    len
}

/// `file` without the lines that start with `#`: Fluent's comments (a
/// line of a message's text starts with a space, never with `#`). Every
/// other line is kept as it is, blank lines too.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn uncommented<const N: usize>(file: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut len) = (0, 0);
    while at < file.len() {
        let end = line_end(file, at);
        if file[at] != b'#' {
            while at < end {
                out[len] = file[at];
                len += 1;
                at += 1;
            }
        }
        at = end;
    }
    out
}

/// Where the line starting at `at` ends: after its `\n`, or at the end.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn line_end(file: &[u8], mut at: usize) -> usize {
    while at < file.len() {
        at += 1;
        if file[at - 1] == b'\n' {
            break;
        }
    }
    at
}

/// The byte that separates the parts of the packed files ([`pack`]); no
/// language's file has it.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const PART: u8 = 1;

/// Whether a message starts at `at` (a line's start): its identifier's
/// first letter. Comments are gone ([`uncommented`]); Fluent's other
/// lines (a message's continuation, its attributes and variants, blank
/// lines) start with a space or are empty.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn starts_message(file: &[u8], at: usize) -> bool {
    at < file.len() && file[at].is_ascii_alphabetic()
}

/// The end of the identifier that starts at `at`.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn key_end(file: &[u8], mut at: usize) -> usize {
    while at < file.len()
        && (file[at].is_ascii_alphanumeric() || file[at] == b'-' || file[at] == b'_')
    {
        at += 1;
    }
    at
}

/// The start of the message after the line at `at` (or the end).
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn next_message(file: &[u8], mut at: usize) -> usize {
    at = line_end(file, at);
    while at < file.len() && !starts_message(file, at) {
        at = line_end(file, at);
    }
    at
}

/// The most messages a packed file may have ([`pack`]'s index).
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const MAX_MESSAGES: usize = 4096;

/// The languages' files (without comments), English's first, packed into
/// `out` message by message: what precedes English's first message, then
/// for each English message its lines, and for each other language
/// [`PART`] and its lines of that message without its key (nothing when
/// it has none); [`PART`] after each message. Returns the length (and
/// writes nothing when `out` is empty). A language's message that English
/// has not, or a [`PART`] byte in a file, stops the build.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn pack(files: &[&[u8]], out: &mut [u8]) -> usize {
    // Where each message of each file starts, in order.
    let mut starts = [[0u32; MAX_MESSAGES]; 4];
    let mut counts = [0usize; 4];
    assert!(files.len() <= 4, "pack: at most four languages");
    let mut f = 0;
    while f < files.len() {
        let file = files[f];
        let mut at = 0;
        while at < file.len() {
            assert!(file[at] != PART, "a language's file has the byte 0x01");
            at += 1;
        }
        at = 0;
        if !starts_message(file, 0) {
            at = next_message(file, 0);
        }
        while at < file.len() {
            assert!(counts[f] < MAX_MESSAGES, "pack: too many messages");
            starts[f][counts[f]] = at as u32;
            counts[f] += 1;
            at = next_message(file, at);
        }
        f += 1;
    }
    let write = !out.is_empty();
    let mut len = 0;
    // What precedes English's first message.
    let en = files[0];
    let first = if counts[0] > 0 {
        starts[0][0] as usize
    } else {
        en.len()
    };
    len = copy(en, 0, first, out, len, write);
    let mut used = [[false; MAX_MESSAGES]; 4];
    let mut m = 0;
    while m < counts[0] {
        let at = starts[0][m] as usize;
        let end = if m + 1 < counts[0] {
            starts[0][m + 1] as usize
        } else {
            en.len()
        };
        len = copy(en, at, end, out, len, write);
        let key = key_end(en, at);
        let mut f = 1;
        while f < files.len() {
            len = put(PART, out, len, write);
            let file = files[f];
            let mut k = 0;
            while k < counts[f] {
                let start = starts[f][k] as usize;
                if same(en, at, key, file, start) {
                    let stop = if k + 1 < counts[f] {
                        starts[f][k + 1] as usize
                    } else {
                        file.len()
                    };
                    len = copy(file, start + (key - at), stop, out, len, write);
                    used[f][k] = true;
                    break;
                }
                k += 1;
            }
            f += 1;
        }
        len = put(PART, out, len, write);
        m += 1;
    }
    let mut f = 1;
    while f < files.len() {
        let mut k = 0;
        while k < counts[f] {
            assert!(
                used[f][k],
                "a language's file has a message en-CA.ftl has not"
            );
            k += 1;
        }
        f += 1;
    }
    len
}

/// Whether the message at `start` in `file` has the key `en[at..key]`.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn same(en: &[u8], at: usize, key: usize, file: &[u8], start: usize) -> bool {
    let len = key - at;
    if start + len > file.len() {
        return false;
    }
    let mut i = 0;
    while i < len {
        if en[at + i] != file[start + i] {
            return false;
        }
        i += 1;
    }
    key_end(file, start + len) == start + len
}

/// Copies `from[start..end]` to `out` at `len` (when `write`): the new length.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn copy(
    from: &[u8],
    mut start: usize,
    end: usize,
    out: &mut [u8],
    mut len: usize,
    write: bool,
) -> usize {
    while start < end {
        if write {
            out[len] = from[start];
        }
        len += 1;
        start += 1;
    }
    len
}

/// Puts `byte` in `out` at `len` (when `write`): the new length.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
const fn put(byte: u8, out: &mut [u8], len: usize, write: bool) -> usize {
    if write {
        out[len] = byte;
    }
    len + 1
}

/// Language `i`'s file out of `packed`, the files of `count` languages
/// that [`pack`] packed: English's lines as they were; another language's
/// messages in English's order, each with its key again.
#[cfg(any(test, all(feature = "web", target_arch = "wasm32")))]
fn unpack(packed: &str, count: usize, i: usize) -> String {
    let mut out = String::with_capacity(packed.len() / count);
    let mut key = "";
    for (n, part) in packed.split(PART as char).enumerate() {
        if n % count == 0 {
            // English's part: the key is its message's first word.
            let bytes = part.as_bytes();
            let mut at = 0;
            if !starts_message(bytes, 0) {
                at = next_message(bytes, 0);
            }
            key = &part[at..key_end(bytes, at)];
        }
        if n % count == i {
            if i > 0 && !part.is_empty() {
                out.push_str(key);
            }
            out.push_str(part);
        }
    }
    out
}

/// A language of [`LANGUAGES`], by its place in the list.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Lang(usize);

impl Lang {
    /// English, the first language and the fallback.
    pub const ENGLISH: Lang = Lang(0);

    /// Every language, in the order of [`LANGUAGES`].
    pub fn all() -> impl Iterator<Item = Lang> {
        (0..LANGUAGES.len()).map(Lang)
    }

    /// The language of a tag such as `fr`, `fr-CA` or `fr_FR.UTF-8`, by its
    /// primary subtag; English when none matches.
    pub fn from_tag(tag: &str) -> Lang {
        Lang::matching(tag).unwrap_or(Lang::ENGLISH)
    }

    /// The language of a tag, if mextrain speaks it.
    pub fn matching(tag: &str) -> Option<Lang> {
        let primary = |t: &str| {
            t.split(['-', '_', '.', '@'])
                .next()
                .unwrap_or("")
                .to_ascii_lowercase()
        };
        let want = primary(tag);
        if want.is_empty() {
            return None;
        }
        LANGUAGES
            .iter()
            .position(|l| primary(l.tag) == want)
            .map(Lang)
    }

    /// The first of the device's preferred languages that mextrain speaks,
    /// else English.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::matching)
            .unwrap_or(Lang::ENGLISH)
    }

    /// This language's entry.
    pub fn language(self) -> &'static Language {
        &LANGUAGES[self.0.min(LANGUAGES.len() - 1)]
    }

    /// Its tag, e.g. `fr-CA`.
    pub fn tag(self) -> &'static str {
        self.language().tag
    }

    /// Its primary subtag, e.g. `fr`: what the display settings keep.
    pub fn code(self) -> &'static str {
        self.tag().split('-').next().unwrap_or("en")
    }
}

/// Kept as its short code (`"fr"`), so stored settings hold no words; a code
/// no language answers to reads as `None` where an `Option<Lang>` is kept.
impl serde::Serialize for Lang {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.code())
    }
}

impl<'de> serde::Deserialize<'de> for Lang {
    fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let code = String::deserialize(d)?;
        Lang::matching(&code)
            .ok_or_else(|| serde::de::Error::custom(format!("no language '{code}'")))
    }
}

/// The words of a key in a given language, with named arguments:
/// `tl!(lang, "round-of", n = 3, total = 13)`. Numbers choose plural forms;
/// anything else is given as text. (The screens' `t!`, in the language
/// they show, is the screens' own: `ui/mod.rs`.)
#[macro_export]
macro_rules! tl {
    ($lang:expr, $key:expr) => {
        $crate::i18n::text($lang, $key, None)
    };
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {{
        let mut args = $crate::i18n::Args::new();
        $( args.set(stringify!($name), $crate::i18n::arg($value)); )+
        $crate::i18n::text($lang, $key, Some(&args))
    }};
}

/// The arguments of a message.
pub type Args<'a> = FluentArgs<'a>;

/// A value given to a message: numbers choose plural forms.
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// The words of one language, read from its file the first time they are
/// asked for: a window showing English never parses the French file (and
/// the other way round), which the first screen would otherwise wait for.
fn bundle(lang: Lang) -> &'static FluentBundle<FluentResource> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 8] = [const { OnceLock::new() }; 8];
    const _: () = assert!(LANGUAGES.len() <= 8, "BUNDLES needs a cell per language");
    let i = lang.0.min(LANGUAGES.len() - 1);
    BUNDLES[i].get_or_init(|| {
        let l = &LANGUAGES[i];
        let id: unic_langid::LanguageIdentifier = l.tag.parse().unwrap_or_default();
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // No invisible isolation marks around the arguments: the
        // words land in HTML and in tests as they are written.
        b.set_use_isolating(false);
        let res = FluentResource::try_new(l.source().to_string()).unwrap_or_else(|(res, _)| res);
        let _ = b.add_resource(res);
        b
    })
}

/// The words of `key` in `lang`, with its arguments: the language's own
/// message, else English's, else the key itself (the test
/// `i18n_keys` keeps every key in every language).
pub fn text(lang: Lang, key: &str, args: Option<&Args>) -> String {
    // The language's own message, else English's (read only then).
    for l in [lang, Lang::ENGLISH] {
        let b = bundle(l);
        if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            return b.format_pattern(pattern, args, &mut errors).into_owned();
        }
    }
    key.to_string()
}

/// The words of a message in `lang`: the one function that words an
/// error or a verdict (the screens call it in the language they show, the
/// command line and `Display` in English).
pub fn said(lang: Lang, said: &Said) -> String {
    let mut args = Args::new();
    for (name, value) in &said.args {
        match value {
            // Fluent keeps a number as an f64: one it cannot hold exactly
            // (a typed total of seventeen digits) is shown as it is.
            Arg::Num(n) if n.unsigned_abs() < 1 << 53 => args.set(*name, FluentValue::from(*n)),
            Arg::Num(n) => args.set(*name, FluentValue::from(n.to_string())),
            Arg::Text(t) => args.set(*name, FluentValue::from(t.as_str())),
            Arg::Said(inner) => args.set(*name, FluentValue::from(self::said(lang, inner))),
        }
    }
    text(lang, said.key, Some(&args))
}

/// A message's English: what the command line prints, and every message's
/// `Display`.
pub fn english(s: &Said) -> String {
    said(Lang::ENGLISH, s)
}

/// An argument of a message in English, as it is given to a sentence.
pub fn english_arg(a: &Arg) -> String {
    match a {
        Arg::Num(n) => n.to_string(),
        Arg::Text(t) => t.clone(),
        Arg::Said(s) => english(s),
    }
}

/// Whether `lang` has its own message `key`.
pub fn has(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

/// Every message key of a language, in the order of its file.
pub fn keys(lang: Lang) -> Vec<String> {
    // A message starts a line with its identifier and `=`; terms start
    // with `-`, comments with `#`, continuation lines with a space.
    lang.language()
        .source()
        .lines()
        .filter_map(|line| {
            let (id, _) = line.split_once('=')?;
            let id = id.trim_end();
            let mut chars = id.chars();
            (chars.next()?.is_ascii_alphabetic()
                && chars.all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_'))
            .then(|| id.to_string())
        })
        .collect()
}

/// The problems Fluent finds reading a language's file (none, normally).
pub fn parse_errors(lang: Lang) -> Vec<String> {
    match FluentResource::try_new(lang.language().source().to_string()) {
        Ok(_) => Vec::new(),
        Err((_, errors)) => errors.iter().map(|e| format!("{e:?}")).collect(),
    }
}

/// A number with `places` decimals and the language's decimal sign:
/// `14,25` in French, `14.25` in English.
pub fn decimal(lang: Lang, value: f64, places: usize) -> String {
    let plain = format!("{value:.places$}");
    match lang.language().decimal {
        '.' => plain,
        sign => plain.replace('.', &sign.to_string()),
    }
}

#[cfg(feature = "app")]
/// A date and time written with the language's names of days and months,
/// in the pattern its file gives under `pattern_key` (chrono's `%` codes).
/// `%a`, `%A`, `%b` and `%B` take the names from the language's file
/// (`date-days-short`, `date-days`, `date-months-short`, `date-months`:
/// French abbreviates with a period, "mer. 25 nov.", as the Office
/// québécois de la langue française asks); chrono writes the rest.
pub fn date<Tz: chrono::TimeZone>(
    lang: Lang,
    when: &chrono::DateTime<Tz>,
    pattern_key: &str,
) -> String
where
    Tz::Offset: std::fmt::Display,
{
    use chrono::Datelike;
    use std::fmt::Write;
    let name = |key: &str, i: u32| {
        let names = text(lang, key, None);
        names
            .split_whitespace()
            .nth(i as usize)
            .unwrap_or("")
            .to_string()
    };
    let pattern = text(lang, pattern_key, None);
    let mut named = String::with_capacity(pattern.len() + 16);
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            named.push(c);
            continue;
        }
        match chars.next() {
            Some('a') => named += &name("date-days-short", when.weekday().num_days_from_sunday()),
            Some('A') => named += &name("date-days", when.weekday().num_days_from_sunday()),
            Some('b') => named += &name("date-months-short", when.month0()),
            Some('B') => named += &name("date-months", when.month0()),
            // Any other code (`%%` too) is chrono's.
            Some(other) => {
                named.push('%');
                named.push(other);
            }
            None => named.push('%'),
        }
    }
    let mut out = String::new();
    if write!(out, "{}", when.format(&named)).is_err() {
        // A pattern chrono cannot read: the date still shows, plainly.
        out = when.format("%Y-%m-%d %H:%M").to_string();
    }
    out
}

/// A player's name after the language's "of" ("de Ben", "d’Ana" in
/// French): the message `ref-eng-de`, told whether the name starts with a
/// vowel sound (French elides before one).
pub fn of_name(name: &str) -> Said {
    let elides = fold(name)
        .chars()
        .next()
        .is_some_and(|c| matches!(c, 'a' | 'e' | 'i' | 'o' | 'u' | 'y' | 'h'));
    Said::new("ref-eng-de")
        .arg("name", name)
        .arg("elide", if elides { "yes" } else { "no" })
}

/// Text made comparable for search: lower case, without accents (`bloqué`
/// and `BLOQUE` both become `bloque`), œ and æ spelled out.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars().flat_map(char::to_lowercase) {
        match c {
            'à' | 'á' | 'â' | 'ä' | 'ã' | 'å' => out.push('a'),
            'ç' => out.push('c'),
            'è' | 'é' | 'ê' | 'ë' => out.push('e'),
            'ì' | 'í' | 'î' | 'ï' => out.push('i'),
            'ñ' => out.push('n'),
            'ò' | 'ó' | 'ô' | 'ö' | 'õ' => out.push('o'),
            'ù' | 'ú' | 'û' | 'ü' => out.push('u'),
            'ý' | 'ÿ' => out.push('y'),
            'œ' => out.push_str("oe"),
            'æ' => out.push_str("ae"),
            '\u{2019}' => out.push('\''),
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fr() -> Lang {
        Lang::from_tag("fr")
    }

    #[test]
    fn the_device_language_is_matched_by_its_primary_subtag() {
        assert_eq!(Lang::negotiate(["de-DE", "fr-BE", "en-US"]), fr());
        assert_eq!(Lang::negotiate(["fr_CA.UTF-8"]), fr());
        assert_eq!(Lang::negotiate(["de-DE"]), Lang::ENGLISH);
        assert_eq!(Lang::negotiate(["", "C"]), Lang::ENGLISH);
        assert_eq!(fr().code(), "fr");
        assert!(fr().tag().starts_with("fr"));
    }

    #[test]
    fn french_puts_zero_and_one_in_the_singular() {
        let n = |lang, n: i64| {
            let mut a = Args::new();
            a.set("count", arg(n));
            text(lang, "count-tiles", Some(&a))
        };
        assert_eq!(n(fr(), 0), "0 tuile");
        assert_eq!(n(fr(), 1), "1 tuile");
        assert_eq!(n(fr(), 2), "2 tuiles");
        assert_eq!(n(Lang::ENGLISH, 0), "0 tiles");
        assert_eq!(n(Lang::ENGLISH, 1), "1 tile");
    }

    #[cfg(feature = "app")]
    #[test]
    fn dates_and_decimals_are_written_the_languages_way() {
        use chrono::TimeZone;
        let when = chrono::Utc
            .with_ymd_and_hms(2026, 11, 25, 18, 5, 0)
            .unwrap();
        assert_eq!(date(fr(), &when, "date-day"), "mer. 25 nov. 2026");
        assert_eq!(date(Lang::ENGLISH, &when, "date-day"), "Wed 25 Nov 2026");
        assert_eq!(decimal(fr(), 14.25, 2), "14,25");
        assert_eq!(decimal(Lang::ENGLISH, 7.0, 1), "7.0");
        assert_eq!(date(fr(), &when, "date-time"), "mer. 25 nov. 2026, 18 h 05");
        assert_eq!(date(Lang::ENGLISH, &when, "date-short"), "25 Nov 26");
        let june = chrono::Utc.with_ymd_and_hms(2026, 6, 7, 9, 0, 0).unwrap();
        assert_eq!(date(fr(), &june, "date-day"), "dim. 7 juin 2026");
        assert_eq!(date(Lang::ENGLISH, &june, "date-day"), "Sun 7 Jun 2026");
    }

    #[test]
    fn every_language_names_seven_days_and_twelve_months() {
        for lang in Lang::all() {
            for (key, n) in [
                ("date-days-short", 7),
                ("date-days", 7),
                ("date-months-short", 12),
                ("date-months", 12),
            ] {
                let names = text(lang, key, None);
                assert_eq!(
                    names.split_whitespace().count(),
                    n,
                    "{key} in {}: {names}",
                    lang.tag()
                );
            }
        }
    }

    #[test]
    fn search_ignores_case_and_accents() {
        assert_eq!(fold("Partie BLOQUÉE"), "partie bloquee");
        assert_eq!(fold("Cœur"), "coeur");
    }

    #[test]
    fn a_missing_key_falls_back_to_english_then_to_the_key() {
        assert_eq!(text(fr(), "no-such-key", None), "no-such-key");
        assert!(parse_errors(Lang::ENGLISH).is_empty());
        assert!(parse_errors(fr()).is_empty());
    }

    /// The web build's files, without their comments and packed together
    /// (`packed`), then taken out again (`unpack`), say every message as
    /// the files themselves do, attributes too.
    #[test]
    fn the_files_without_comments_and_packed_say_the_same() {
        macro_rules! kept {
            ($path:literal) => {{
                const FILE: &[u8] = include_bytes!($path);
                const KEPT: [u8; uncommented_len(FILE)] = uncommented(FILE);
                std::str::from_utf8(&KEPT).unwrap().to_string()
            }};
        }
        let files = [
            kept!("../../assets/i18n/en-CA.ftl"),
            kept!("../../assets/i18n/fr-CA.ftl"),
        ];
        assert_eq!(files.len(), LANGUAGES.len());
        let bytes: Vec<&[u8]> = files.iter().map(|f| f.as_bytes()).collect();
        let mut packed = vec![0u8; pack(&bytes, &mut [])];
        assert_eq!(pack(&bytes, &mut packed), packed.len());
        let packed = String::from_utf8(packed).unwrap();
        let keys_of = |text: &str| -> usize {
            text.lines()
                .filter(|l| starts_message(l.as_bytes(), 0))
                .map(|l| key_end(l.as_bytes(), 0))
                .sum()
        };
        // What precedes a file's first message (blank lines).
        let before = |text: &str| match starts_message(text.as_bytes(), 0) {
            true => 0,
            false => next_message(text.as_bytes(), 0),
        };
        // Every language's keys but English's are left out, and what
        // precedes their first message.
        assert_eq!(
            packed.len(),
            files.iter().map(|f| f.len()).sum::<usize>()
                - files[1..]
                    .iter()
                    .map(|f| keys_of(f) + before(f))
                    .sum::<usize>()
                + files.len() * keys(Lang::ENGLISH).len()
        );
        for (lang, kept) in Lang::all().zip(files) {
            let unpacked = unpack(&packed, LANGUAGES.len(), lang.0);
            if lang == Lang::ENGLISH {
                assert_eq!(unpacked, kept, "English's file comes out as it went in");
            } else {
                assert_eq!(unpacked.len(), kept.len() - before(&kept), "{}", lang.tag());
            }
            let full = lang.language().ftl;
            let by_hand: String = full
                .split_inclusive('\n')
                .filter(|l| !l.starts_with('#'))
                .collect();
            assert_eq!(kept, by_hand, "{}", lang.tag());
            assert!(
                kept.len() < full.len(),
                "{}: no comment dropped",
                lang.tag()
            );
            let id: unic_langid::LanguageIdentifier = lang.tag().parse().unwrap();
            let mut b = FluentBundle::new_concurrent(vec![id]);
            b.set_use_isolating(false);
            let res = FluentResource::try_new(unpacked).expect("the file out of the pack parses");
            b.add_resource(res).unwrap();
            let keys = keys(lang);
            assert!(keys.len() > 100);
            let words = |b: &FluentBundle<FluentResource>, key: &str| {
                let m = b.get_message(key).unwrap_or_else(|| panic!("{key}"));
                let mut out = vec![];
                let mut errors = vec![];
                out.extend(
                    m.value()
                        .map(|p| b.format_pattern(p, None, &mut errors).into_owned()),
                );
                for a in m.attributes() {
                    out.push(format!(
                        "{}={}",
                        a.id(),
                        b.format_pattern(a.value(), None, &mut errors)
                    ));
                }
                out
            };
            for key in &keys {
                assert_eq!(
                    words(&b, key),
                    words(bundle(lang), key),
                    "{}: {key}",
                    lang.tag()
                );
            }
        }
    }
}

//! The screens' words in every language mextrain speaks.
//!
//! The words are Project Fluent files, one per language
//! (`assets/i18n/<tag>.ftl`), built into the binary (the web build has
//! English built in and fetches another language's words when it shows it:
//! [`source`]). [`LANGUAGES`] lists them: a new language is its `.ftl` file
//! plus one line there.
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
    /// The Fluent source.
    pub ftl: &'static str,
}

/// A language's file, built in: as it is, or in the web build without
/// what it never shows there, dropped at compile time ([`for_the_web`]):
/// the comment lines (`#`, `##`, `###`), which no screen shows and Fluent
/// reads past (2,564 bytes of the web build's gzipped wasm), and the
/// messages of the desktop's screens alone ([`DESKTOP_ONLY`]).
#[cfg(not(browser))]
macro_rules! ftl {
    ($path:literal) => {
        include_str!($path)
    };
}
#[cfg(browser)]
macro_rules! ftl {
    ($path:literal) => {{
        const FILE: &[u8] = include_bytes!($path);
        const KEPT: [u8; for_the_web_len(FILE)] = for_the_web(FILE);
        match std::str::from_utf8(&KEPT) {
            Ok(text) => text,
            Err(_) => panic!("a language's file is not UTF-8"),
        }
    }};
}

/// A language's file other than English's: built in, or in the web build
/// left out of the wasm (an empty `ftl`) and fetched when the language is
/// shown ([`give`], `crate::web::load_words`): each phone downloads the
/// words of its own language alone, English being every language's
/// fallback (`web/assemble.py` writes the file as [`for_the_web`] keeps
/// it, `i18n/<tag>.ftl` beside the page; the service worker keeps it for
/// offline).
#[cfg(not(browser))]
macro_rules! fetched_ftl {
    ($path:literal) => {
        ftl!($path)
    };
}
#[cfg(browser)]
macro_rules! fetched_ftl {
    ($path:literal) => {
        ""
    };
}

/// Every language, English first (the fallback).
pub static LANGUAGES: &[Language] = &[
    Language {
        tag: "en-CA",
        name: "English",
        decimal: '.',
        ftl: ftl!("../../assets/i18n/en-CA.ftl"),
    },
    Language {
        tag: "fr-CA",
        name: "Français",
        decimal: ',',
        ftl: fetched_ftl!("../../assets/i18n/fr-CA.ftl"),
    },
];

/// The words of the languages the web build fetches, once given ([`give`]).
#[cfg(browser)]
static FETCHED: [OnceLock<&'static str>; 8] = [const { OnceLock::new() }; 8];

/// The Fluent source of `lang`: its file as built in, or the words the web
/// build fetched for it; `None` while they have not come.
pub fn source(lang: Lang) -> Option<&'static str> {
    let l = lang.language();
    #[cfg(browser)]
    if l.ftl.is_empty() {
        return FETCHED[lang.slot()].get().copied();
    }
    Some(l.ftl)
}

/// Whether the words of `lang` are still to be fetched (the web build).
pub fn missing(lang: Lang) -> bool {
    source(lang).is_none()
}

/// The words of `lang`, fetched (the web build): kept for the rest of
/// the page's life. Words already there stay as they are.
#[cfg(browser)]
pub fn give(lang: Lang, ftl: String) {
    let _ = FETCHED[lang.slot()].set(Box::leak(ftl.into_boxed_str()));
}

/// The messages the web build never shows, by the start of their ids:
/// the desktop's "Let phones join" panels (`hosting-`, `night-hosting-`:
/// `ui/lan/window.rs`), the printed table cards (`cards-`: the host's
/// page, `lan/server/`), a league host's receiving (`league-receive-`)
/// and a published site's folder refused (`now-publish-`:
/// `app/league/publish/folder.rs`), code that the web build does not
/// compile. The test
/// `what_the_web_build_drops_only_the_desktop_says` checks that no source
/// the web build compiles asks for one of them.
#[cfg(any(test, browser))]
pub(crate) const DESKTOP_ONLY: [&[u8]; 5] = [
    b"hosting-",
    b"night-hosting-",
    b"cards-",
    b"league-receive-",
    b"now-publish-",
];

/// The messages the phone build (`phone`: table mode's screens alone,
/// without `app`) never shows either, by the start of their ids: those of
/// the screens of a device's own data (the rule book, the referee's forms,
/// the history, the statistics, the leagues, the new game and night
/// forms...), but [`ON_THE_PHONE`]. The test
/// `the_phone_build_keeps_every_message_its_screens_ask_for` checks that
/// no source the phone build compiles asks for one of them.
#[cfg(any(test, all(browser, not(feature = "app"))))]
pub(crate) const NOT_ON_THE_PHONE: [&[u8]; 27] = [
    b"book-",
    b"league-",
    b"now-",
    b"ng-",
    b"hist-",
    b"history-",
    b"rf-",
    b"rulebook-",
    b"stats-",
    b"player-",
    b"blk-",
    b"backups-",
    b"file-",
    b"home-",
    b"play-",
    b"export-",
    b"share-",
    b"check-",
    b"pub-",
    b"ratings-",
    b"plan-",
    b"shell-",
    b"nav-",
    b"nights-",
    b"display-",
    b"hosting-",
    b"cards-",
];

/// The messages under [`NOT_ON_THE_PHONE`] that the phone build shows: a
/// hosted game's house rules (its "Rules in play", `rules::book::house_notes`).
#[cfg(any(test, all(browser, not(feature = "app"))))]
pub(crate) const ON_THE_PHONE: [&[u8]; 2] = [b"book-note-", b"book-value-"];

/// Whether the entry starting at `at` is one the phone build leaves out.
#[cfg(any(test, all(browser, not(feature = "app"))))]
const fn not_on_the_phone(file: &[u8], at: usize) -> bool {
    starts_with_any(file, at, &NOT_ON_THE_PHONE) && !starts_with_any(file, at, &ON_THE_PHONE)
}

/// The length of `file` as the web build keeps it (see [`for_the_web`]).
#[cfg(any(test, browser))]
const fn for_the_web_len(file: &[u8]) -> usize {
    let (mut at, mut len, mut dropping) = (0, 0, false);
    while at < file.len() {
        let end = line_end(file, at);
        let keep;
        (keep, dropping) = kept_line(file, at, dropping);
        if keep {
            len += end - at;
        }
        at = end;
    }
    len
}

/// `file` as the web build keeps it: without the lines that start with
/// `#` (Fluent's comments: a line of a message's text starts with a space
/// or a `}`, never with `#`), and without the messages whose ids start as
/// one of [`DESKTOP_ONLY`] (the id's line and every line after it up to
/// the next entry: a message, a term or a comment). Every other line is
/// kept as it is, blank lines too.
#[cfg(any(test, browser))]
const fn for_the_web<const N: usize>(file: &[u8]) -> [u8; N] {
    let mut out = [0u8; N];
    let (mut at, mut len, mut dropping) = (0, 0, false);
    while at < file.len() {
        let end = line_end(file, at);
        let keep;
        (keep, dropping) = kept_line(file, at, dropping);
        if keep {
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

/// Whether the line starting at `at` is kept, and whether the lines after
/// it are in a dropped message, given whether this one starts in one. An
/// entry (a message's id, a term's `-`, a comment's `#`) starts at the
/// line's first character; any other line (indented, a placeable's `}`,
/// blank) goes on with the entry before it.
#[cfg(any(test, browser))]
const fn kept_line(file: &[u8], at: usize, dropping: bool) -> (bool, bool) {
    let c = file[at];
    if c == b'#' {
        return (false, false);
    }
    if !(c.is_ascii_alphabetic() || c == b'-') {
        return (!dropping, dropping);
    }
    if starts_with_any(file, at, &DESKTOP_ONLY) {
        return (false, true);
    }
    // The phone build: the screens of a device's own data are not there.
    #[cfg(all(browser, not(feature = "app")))]
    if not_on_the_phone(file, at) {
        return (false, true);
    }
    (true, false)
}

/// Whether `file` has one of `prefixes` at `at`.
#[cfg(any(test, browser))]
const fn starts_with_any(file: &[u8], at: usize, prefixes: &[&[u8]]) -> bool {
    let mut i = 0;
    while i < prefixes.len() {
        if starts_with(file, at, prefixes[i]) {
            return true;
        }
        i += 1;
    }
    false
}

/// Whether `file` has `prefix` at `at`.
#[cfg(any(test, browser))]
const fn starts_with(file: &[u8], at: usize, prefix: &[u8]) -> bool {
    if file.len() - at < prefix.len() {
        return false;
    }
    let mut i = 0;
    while i < prefix.len() {
        if file[at + i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// Where the line starting at `at` ends: after its `\n`, or at the end.
#[cfg(any(test, browser))]
const fn line_end(file: &[u8], mut at: usize) -> usize {
    while at < file.len() {
        at += 1;
        if file[at - 1] == b'\n' {
            break;
        }
    }
    at
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
        &LANGUAGES[self.slot()]
    }

    /// Its place in [`LANGUAGES`] (a cell of the per-language tables).
    fn slot(self) -> usize {
        self.0.min(LANGUAGES.len() - 1)
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
    ($lang:expr, $key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::i18n::text_with($lang, $key, [$((stringify!($name), $crate::i18n::arg($value))),+])
    };
}

/// The arguments of a message.
pub type Args<'a> = FluentArgs<'a>;

/// The value of one argument of a message (see [`arg`]).
pub type Value<'a> = FluentValue<'a>;

/// The words of `key` in `lang` with its named arguments (`tl!` with
/// arguments): one call where each is used, the arguments gathered here.
#[inline(never)]
pub fn text_with<const N: usize>(
    lang: Lang,
    key: &str,
    args: [(&'static str, Value<'_>); N],
) -> String {
    let mut gathered = Args::with_capacity(N);
    for (name, value) in args {
        gathered.set(name, value);
    }
    text(lang, key, Some(&gathered))
}

/// A value given to a message: numbers choose plural forms.
pub fn arg<'a>(v: impl Into<FluentValue<'a>>) -> FluentValue<'a> {
    v.into()
}

/// The words of one language, read from its file the first time they are
/// asked for: a window showing English never parses the French file (and
/// the other way round), which the first screen would otherwise wait for.
fn bundle(lang: Lang) -> Option<&'static FluentBundle<FluentResource>> {
    static BUNDLES: [OnceLock<FluentBundle<FluentResource>>; 8] = [const { OnceLock::new() }; 8];
    const _: () = assert!(LANGUAGES.len() <= 8, "BUNDLES needs a cell per language");
    let i = lang.slot();
    // The web build's words of a language not fetched yet: none (English
    // says it meanwhile).
    let ftl = source(lang)?;
    Some(BUNDLES[i].get_or_init(|| {
        let l = &LANGUAGES[i];
        let id: unic_langid::LanguageIdentifier = l.tag.parse().unwrap_or_default();
        let mut b = FluentBundle::new_concurrent(vec![id]);
        // No invisible isolation marks around the arguments: the
        // words land in HTML and in tests as they are written.
        b.set_use_isolating(false);
        let res = FluentResource::try_new(ftl.to_string()).unwrap_or_else(|(res, _)| res);
        let _ = b.add_resource(res);
        b
    }))
}

/// The words of `key` in `lang`, with its arguments: the language's own
/// message, else English's, else the key itself (the test
/// `i18n_keys` keeps every key in every language).
pub fn text(lang: Lang, key: &str, args: Option<&Args>) -> String {
    // The language's own message, else English's (read only then).
    for l in [lang, Lang::ENGLISH] {
        let Some(b) = bundle(l) else { continue };
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
    bundle(lang).is_some_and(|b| b.has_message(key))
}

/// Every message key of a language, in the order of its file.
pub fn keys(lang: Lang) -> Vec<String> {
    message_ids(source(lang).unwrap_or_default())
}

/// The ids of the messages of a Fluent source, in its order.
fn message_ids(ftl: &str) -> Vec<String> {
    // A message starts a line with its identifier and `=`; terms start
    // with `-`, comments with `#`, continuation lines with a space.
    ftl.lines()
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
    match FluentResource::try_new(source(lang).unwrap_or_default().to_string()) {
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

#[cfg(any(feature = "app", feature = "client"))]
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
            // Any other code (`%%` too) is strftime's.
            Some(other) => {
                named.push('%');
                named.push(other);
            }
            None => named.push('%'),
        }
    }
    let local = when.naive_local();
    // A pattern [`strftime`] cannot read: the date still shows, plainly.
    strftime(&local, &named)
        .or_else(|| strftime(&local, "%Y-%m-%d %H:%M"))
        .unwrap_or_default()
}

#[cfg(any(feature = "app", feature = "client"))]
/// A date and time written in `pattern`, as chrono's `format` writes it
/// for the codes mextrain's patterns use (the languages' files' and the
/// file names' and exports'): `%Y`, `%y`, `%m`, `%d`, `%H`, `%M`, `%S`
/// (with `-`, `_` or `0` after the `%`: no padding, spaces, zeros) and
/// `%%`; `None` for any other code (the test
/// `strftime_writes_what_chrono_writes` compares the two). Written out
/// rather than asking chrono, whose formatter of any pattern (and the
/// Unicode table of lower case letters it links for `%P`) is ~7 KB of
/// the web build's gzipped wasm.
pub fn strftime(when: &chrono::NaiveDateTime, pattern: &str) -> Option<String> {
    use chrono::{Datelike, Timelike};
    use std::fmt::Write;
    let mut out = String::with_capacity(pattern.len() + 8);
    let mut chars = pattern.chars();
    while let Some(c) = chars.next() {
        if c != '%' {
            out.push(c);
            continue;
        }
        let mut code = chars.next()?;
        // chrono's padding: none, spaces, zeros (the default).
        let pad = match code {
            '-' | '_' | '0' => {
                let pad = code;
                code = chars.next()?;
                pad
            }
            _ => '0',
        };
        let two = |out: &mut String, v: u32| {
            match (v / 10, pad) {
                (0, '-') => {}
                (0, '_') => out.push(' '),
                (tens, _) => out.push(char::from(b'0' + tens as u8)),
            }
            out.push(char::from(b'0' + (v % 10) as u8));
        };
        match code {
            '%' => out.push('%'),
            'Y' => {
                let year = when.year();
                let sign = !(0..10_000).contains(&year);
                let _ = match (sign, pad) {
                    (false, _) if year >= 1000 => write!(out, "{year}"),
                    (false, '-') => write!(out, "{year}"),
                    (false, '_') => write!(out, "{year:4}"),
                    (false, _) => write!(out, "{year:04}"),
                    (true, '-') => write!(out, "{year:+}"),
                    (true, '_') => write!(out, "{year:+5}"),
                    (true, _) => write!(out, "{year:+05}"),
                };
            }
            'y' => two(&mut out, when.year().rem_euclid(100) as u32),
            'm' => two(&mut out, when.month()),
            'd' => two(&mut out, when.day()),
            'H' => two(&mut out, when.hour()),
            'M' => two(&mut out, when.minute()),
            'S' => two(&mut out, when.second() + when.nanosecond() / 1_000_000_000),
            _ => return None,
        }
    }
    Some(out)
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

/// `s` in lower case: `str::to_lowercase`. The web build asks the browser
/// (`String.prototype.toLowerCase`, the same mapping), so that it carries
/// no copy of Unicode's table of lower case letters (neither does it
/// format dates with chrono, which would: [`strftime`]).
pub fn lowercase(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    #[cfg(browser)]
    {
        String::from(js_sys::JsString::from(s).to_lower_case())
    }
    #[cfg(not(browser))]
    {
        s.to_lowercase()
    }
}

/// `s` with each character in lower case on its own
/// (`char::to_lowercase`), that is [`lowercase`] but for a capital sigma,
/// always σ (`str::to_lowercase` and the browser write ς at the end of a
/// word: the one mapping of Unicode's that looks at the letters around).
pub fn lowercase_chars(s: &str) -> String {
    if s.is_ascii() {
        return s.to_ascii_lowercase();
    }
    #[cfg(browser)]
    {
        String::from(
            js_sys::JsString::from(s.replace('\u{3a3}', "\u{3c3}").as_str()).to_lower_case(),
        )
    }
    #[cfg(not(browser))]
    {
        s.chars().flat_map(char::to_lowercase).collect()
    }
}

/// Text made comparable for search: lower case, without accents (`bloqué`
/// and `BLOQUE` both become `bloque`), œ and æ spelled out.
pub fn fold(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in lowercase_chars(s).chars() {
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

    /// `strftime` writes every pattern mextrain uses as chrono's `format`
    /// does, with every padding; and `date` words a date as it did when
    /// chrono wrote it.
    #[cfg(feature = "app")]
    #[test]
    fn strftime_writes_what_chrono_writes() {
        use chrono::{Datelike, NaiveDate, TimeZone};
        let mut patterns: Vec<String> = [
            "%Y-%m-%d",
            "%Y-%m-%d-%H%M",
            "%Y-%m-%d %H:%M:%S",
            "%Y-%m-%d %H:%M",
            "%% %d %-d %_d %0d %m %-m %_m %0m %y %-y %_y %0y",
            "%H %-H %_H %0H %M %-M %_M %S %-S %_S %0S",
            "%Y|%-Y|%_Y|%0Y",
            "no code, é and ü",
            "",
        ]
        .iter()
        .map(|p| p.to_string())
        .collect();
        for lang in Lang::all() {
            for key in ["date-day", "date-time", "date-short"] {
                // As `date` gives it: the names already in.
                let p = text(lang, key, None);
                patterns.push(p.replace("%a", "mer.").replace("%b", "nov."));
            }
        }
        let mut times = Vec::new();
        for y in [
            -12345, -1000, -999, -1, 0, 1, 9, 99, 999, 1000, 1970, 2026, 9999, 10000, 123456,
        ] {
            for (m, d) in [(1, 1), (2, 28), (6, 9), (11, 25), (12, 31)] {
                for (h, min, sec) in [(0, 0, 0), (9, 5, 7), (10, 10, 10), (23, 59, 59)] {
                    let day = NaiveDate::from_ymd_opt(y, m, d).unwrap();
                    times.push(day.and_hms_opt(h, min, sec).unwrap());
                }
            }
        }
        for p in &patterns {
            for t in &times {
                assert_eq!(
                    strftime(t, p),
                    Some(t.format(p).to_string()),
                    "{p:?} at {t}"
                );
            }
        }
        // A code the patterns never use: none, as chrono's is an error.
        assert_eq!(strftime(&times[0], "%e"), None);
        assert_eq!(strftime(&times[0], "50%"), None);
        // `date` as it was with chrono's format.
        let old = |lang: Lang, when: &chrono::DateTime<chrono::Utc>, key: &str| {
            let name = |key: &str, i: u32| {
                text(lang, key, None)
                    .split_whitespace()
                    .nth(i as usize)
                    .unwrap_or("")
                    .to_string()
            };
            let day = when.weekday().num_days_from_sunday();
            let pattern = text(lang, key, None)
                .replace("%a", &name("date-days-short", day))
                .replace("%A", &name("date-days", day))
                .replace("%b", &name("date-months-short", when.month0()))
                .replace("%B", &name("date-months", when.month0()));
            when.format(&pattern).to_string()
        };
        for lang in Lang::all() {
            for key in ["date-day", "date-time", "date-short"] {
                for t in &times {
                    let when = chrono::Utc.from_utc_datetime(t);
                    assert_eq!(date(lang, &when, key), old(lang, &when, key), "{key} {t}");
                }
            }
        }
    }

    /// Lower case: as Rust writes it (the browser's is the same mapping);
    /// a character on its own differs from a word only for a capital
    /// sigma at the end of a word, which `lowercase_chars` makes σ first.
    #[test]
    fn lower_case_as_rust_writes_it() {
        for s in [
            "",
            "Ana",
            "ÉLODIE",
            "Œuvre ÆSIR",
            "ΟΔΥΣΣΕΥΣ",
            "ΣΑΣ Σ σ ς",
            "İstanbul",
            "ǅemal",
            "ẞ Straße",
            "Ⅻ Ⓐ",
        ] {
            let by_char: String = s.chars().flat_map(char::to_lowercase).collect();
            assert_eq!(lowercase(s), s.to_lowercase(), "{s}");
            assert_eq!(lowercase_chars(s), by_char, "{s}");
            assert_eq!(
                s.replace('\u{3a3}', "\u{3c3}").to_lowercase(),
                by_char,
                "{s}"
            );
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

    /// What `for_the_web` drops, done by hand: the comment lines, and
    /// each message whose id starts as one of [`DESKTOP_ONLY`], up to the
    /// next entry.
    fn by_hand(full: &str) -> String {
        let mut dropping = false;
        full.split_inclusive('\n')
            .filter(|line| {
                match line.chars().next() {
                    Some('#') => dropping = false,
                    Some(c) if c.is_ascii_alphabetic() || c == '-' => {
                        dropping = DESKTOP_ONLY.iter().any(|p| line.as_bytes().starts_with(p));
                    }
                    _ => {}
                }
                !line.starts_with('#') && !dropping
            })
            .collect()
    }

    /// The keys that the web build's files drop: those of the desktop's
    /// screens alone.
    fn desktop_only(key: &str) -> bool {
        DESKTOP_ONLY.iter().any(|p| key.as_bytes().starts_with(p))
    }

    /// The web build's files (`ftl!`) say every message they keep as the
    /// files themselves do, attributes too, and keep every message but
    /// the desktop's own.
    #[test]
    fn the_web_files_say_the_same() {
        macro_rules! kept {
            ($path:literal) => {{
                const FILE: &[u8] = include_bytes!($path);
                const KEPT: [u8; for_the_web_len(FILE)] = for_the_web(FILE);
                std::str::from_utf8(&KEPT).unwrap().to_string()
            }};
        }
        let files = [
            kept!("../../assets/i18n/en-CA.ftl"),
            kept!("../../assets/i18n/fr-CA.ftl"),
        ];
        assert_eq!(files.len(), LANGUAGES.len());
        for (lang, kept) in Lang::all().zip(files) {
            let full = lang.language().ftl;
            assert_eq!(kept, by_hand(full), "{}", lang.tag());
            assert!(
                !kept.lines().any(|l| l.starts_with('#')),
                "{}: a comment kept",
                lang.tag()
            );
            let id: unic_langid::LanguageIdentifier = lang.tag().parse().unwrap();
            let mut b = FluentBundle::new_concurrent(vec![id]);
            b.set_use_isolating(false);
            let res = FluentResource::try_new(kept).expect("the web build's file parses");
            b.add_resource(res).unwrap();
            let keys = keys(lang);
            assert!(keys.len() > 100);
            let dropped: Vec<&String> = keys.iter().filter(|k| desktop_only(k)).collect();
            assert!(
                dropped.len() > 30,
                "{}: {} desktop messages dropped",
                lang.tag(),
                dropped.len()
            );
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
                if desktop_only(key) {
                    assert!(!b.has_message(key), "{}: {key} kept", lang.tag());
                } else {
                    assert_eq!(
                        words(&b, key),
                        words(bundle(lang).unwrap(), key),
                        "{}: {key}",
                        lang.tag()
                    );
                }
            }
            // Nothing else is dropped.
            let web_keys = message_ids(&by_hand(full));
            assert_eq!(web_keys.len(), keys.len() - dropped.len(), "{}", lang.tag());
        }
    }

    /// The messages the web build's files drop are asked for only by
    /// code that the web build does not compile (the desktop's window,
    /// table mode's host, the command line): no other source names one,
    /// nor builds one from a prefix (`"hosting-{x}"`), nor lists one
    /// among the keys it builds from ids.
    #[test]
    fn what_the_web_build_drops_only_the_desktop_says() {
        use std::path::{Path, PathBuf};
        // Relative to src/: the desktop's alone (features `desktop` and
        // `serve`, never on in the web build) and the command line's.
        const DESKTOP: [&str; 9] = [
            "app/league/publish/folder.rs",
            "ui/lan/window.rs",
            "ui/lan/receive.rs",
            "lan/server/",
            "lan/window.rs",
            "lan/sender.rs",
            "desktop/",
            "cli/",
            "main.rs",
        ];
        fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
            for entry in std::fs::read_dir(dir).unwrap() {
                let path = entry.unwrap().path();
                if path.is_dir() {
                    sources(&path, out);
                } else if path.extension().is_some_and(|e| e == "rs") {
                    out.push(path);
                }
            }
        }
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        sources(&src, &mut files);
        assert!(files.len() > 50, "{} sources", files.len());
        let dropped: Vec<String> = Lang::all()
            .flat_map(keys)
            .filter(|k| desktop_only(k))
            .collect();
        assert!(dropped.len() > 60, "{dropped:?}");
        let mut said_by_desktop = 0;
        let mut wrong = Vec::new();
        for path in &files {
            let rel = path
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let desktop = DESKTOP
                .iter()
                .any(|d| rel == *d || (d.ends_with('/') && rel.starts_with(d)));
            // Comments may name keys: only code counts.
            let code: String = std::fs::read_to_string(path)
                .unwrap()
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            let named = dropped
                .iter()
                .filter(|k| code.contains(&format!("\"{k}\"")))
                .count();
            let built = DESKTOP_ONLY.iter().any(|p| {
                let p = std::str::from_utf8(p).unwrap();
                code.contains(&format!("\"{p}{{"))
            });
            if desktop {
                said_by_desktop += named;
            } else if named > 0 || built {
                wrong.push(rel);
            }
        }
        assert!(
            wrong.is_empty(),
            "the web build compiles these, and the web build's files lack \
             the desktop's messages they name: {wrong:?}"
        );
        // The check sees the keys where they are used.
        assert!(said_by_desktop > 30, "{said_by_desktop} desktop keys found");
        // The keys the screens build from ids: `ui::language`'s test.
    }

    /// The phone build (`phone`, without `app`) leaves out the messages
    /// under [`NOT_ON_THE_PHONE`]: no source it compiles names one, whole
    /// (`"key"`, a message of the files) or as the start of a key built
    /// from an id (`"key-{`); its tests and the lists of byte strings (the
    /// drop lists themselves) aside.
    #[test]
    fn the_phone_build_keeps_every_message_its_screens_ask_for() {
        use std::path::Path;
        // Relative to src/: what `cargo build --features phone` compiles
        // (lib.rs's and ui/mod.rs's modules without `app`).
        const PHONE: [&str; 21] = [
            "ui/mod.rs",
            "ui/lan/mod.rs",
            "ui/lan/board.rs",
            "ui/lan/hand.rs",
            "ui/lan/host.rs",
            "ui/lan/join.rs",
            "ui/lan/organise.rs",
            "ui/lan/watch.rs",
            "ui/board.rs",
            "ui/widgets.rs",
            "ui/charts.rs",
            "ui/language.rs",
            "ui/rules_in_play.rs",
            "ui/every.rs",
            "lan/client/",
            "formats/wire/mod.rs",
            "formats/words.rs",
            "formats/mod.rs",
            "i18n/",
            "web/",
            "rules/",
        ];
        // The rule book's entries (`rules::book::entries`) are compiled
        // with the engine, never shown on a phone.
        const COMPILED_NOT_SHOWN: [(&str, &str); 1] = [("rules/book.rs", "book-")];
        let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
        let mut files = Vec::new();
        for p in PHONE {
            let path = src.join(p);
            if p.ends_with('/') {
                for e in std::fs::read_dir(&path).unwrap() {
                    let f = e.unwrap().path();
                    if f.extension().is_some_and(|x| x == "rs") {
                        files.push(f);
                    }
                }
            } else {
                files.push(path);
            }
        }
        let messages: std::collections::HashSet<String> = Lang::all().flat_map(keys).collect();
        let dropped = messages
            .iter()
            .filter(|k| not_on_the_phone(k.as_bytes(), 0))
            .count();
        assert!(dropped > 400, "{dropped} messages left out");
        let mut wrong = Vec::new();
        let mut seen = 0;
        for path in &files {
            let rel = path
                .strip_prefix(&src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text = std::fs::read_to_string(path).unwrap();
            // Not its tests.
            let text = text.split("#[cfg(test)]").next().unwrap_or_default();
            let code: String = text
                .lines()
                .filter(|l| !l.trim_start().starts_with("//"))
                .collect::<Vec<_>>()
                .join("\n");
            // Every string that is a message's id, or starts one built
            // from an id; not a byte string.
            for (i, _) in code.match_indices('"') {
                if code[..i].ends_with('b') {
                    continue;
                }
                let word: String = code[i + 1..]
                    .chars()
                    .take_while(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-')
                    .collect();
                let next = code[i + 1 + word.len()..].chars().next();
                let named = next == Some('"') && messages.contains(&word);
                if !word.contains('-') || !(named || next == Some('{')) {
                    continue;
                }
                seen += 1;
                let excused = COMPILED_NOT_SHOWN
                    .iter()
                    .any(|(f, p)| rel == *f && word.starts_with(p));
                if not_on_the_phone(word.as_bytes(), 0) && !excused {
                    wrong.push(format!("{rel}: {word}"));
                }
            }
        }
        assert!(seen > 300, "{seen} keys seen");
        wrong.sort();
        wrong.dedup();
        assert!(
            wrong.is_empty(),
            "the phone build compiles these, and its files lack the messages they name: {wrong:?}"
        );
    }
}

//! The translations are complete: every key in every language, every key
//! used by the code, every key the code asks for written, French
//! typography (the right no-break space before `:` `;` `?` `!` `%` and
//! inside « ») and French's one word per idea.

use mextrain::i18n::{self, Lang};
use std::collections::BTreeSet;
use std::path::Path;

/// Keys the code builds from an id (`t!(&format!("preset-{}", id))`), with
/// the ids it builds them from: each of these keys counts as used.
fn built_keys() -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for p in mextrain::rules::PresetId::ALL {
        keys.insert(format!("preset-{}", p.id()));
    }
    keys.extend(mextrain::ui::i18n_built_keys());
    keys
}

fn sources(dir: &Path, out: &mut String) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            // Comments may show keys as examples: only code counts.
            for line in std::fs::read_to_string(&path).unwrap().lines() {
                if !line.trim_start().starts_with("//") {
                    out.push_str(line);
                    out.push('\n');
                }
            }
        }
    }
}

fn code() -> String {
    let mut s = String::new();
    sources(
        Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/src")),
        &mut s,
    );
    s
}

/// The string literals given as keys: `t!("key"`, `tl!(lang, "key"`,
/// `text(lang, "key"`, and a message's `Said::new("key"`.
fn asked_for(code: &str) -> BTreeSet<String> {
    let mut keys = BTreeSet::new();
    for marker in [
        "t!(\"",
        "tl!(",
        "text(lang, \"",
        "i18n::text(",
        "Said::new(\"",
    ] {
        let mut rest = code;
        while let Some(at) = rest.find(marker) {
            // `assert!("...` is not `t!("...`.
            let glued = rest[..at]
                .chars()
                .last()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_');
            rest = &rest[at + marker.len()..];
            if glued {
                continue;
            }
            let lit = if marker.ends_with('"') {
                rest
            } else {
                // tl!(lang, "key" / i18n::text(lang, "key": the first literal
                // before the closing parenthesis.
                match rest.find('"') {
                    Some(q) if !rest[..q].contains(')') => &rest[q + 1..],
                    _ => continue,
                }
            };
            if let Some(end) = lit.find('"') {
                let key = &lit[..end];
                if !key.is_empty()
                    && key
                        .chars()
                        .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
                {
                    keys.insert(key.to_string());
                }
            }
        }
    }
    keys
}

#[test]
fn every_language_file_reads_without_errors() {
    for l in Lang::all() {
        assert_eq!(i18n::parse_errors(l), Vec::<String>::new(), "{}", l.tag());
    }
}

/// Both ways: every key of every language is in English, and every key
/// of English is in every language (the rule book's words and table mode's
/// refusals too: their English is written in `en-CA.ftl` as well).
#[test]
fn every_key_exists_in_every_language_and_only_once() {
    let english: BTreeSet<String> = i18n::keys(Lang::ENGLISH).into_iter().collect();
    assert!(english.len() > 1000, "{} keys in English", english.len());
    for l in Lang::all() {
        let list = i18n::keys(l);
        let set: BTreeSet<String> = list.iter().cloned().collect();
        assert_eq!(set.len(), list.len(), "{}: a key is written twice", l.tag());
        let missing: Vec<_> = english.difference(&set).collect();
        let extra: Vec<_> = set.difference(&english).collect();
        assert!(missing.is_empty(), "{} lacks {missing:?}", l.tag());
        assert!(
            extra.is_empty(),
            "{} has keys en-CA.ftl lacks: {extra:?}",
            l.tag()
        );
        // Each key has its own words, not the fallback's.
        for k in &english {
            assert!(i18n::has(l, k), "{} has no message {k}", l.tag());
        }
    }
}

#[test]
fn every_key_the_code_asks_for_is_written_and_every_written_key_is_used() {
    let code = code();
    let english: BTreeSet<String> = i18n::keys(Lang::ENGLISH).into_iter().collect();
    let built = built_keys();
    // Asked for in code or built from ids: written in English (and so, by
    // the test above, in every language).
    let unwritten: Vec<_> = asked_for(&code)
        .into_iter()
        .chain(built.iter().cloned())
        .filter(|k| !english.contains(k))
        .collect();
    assert!(
        unwritten.is_empty(),
        "keys asked for but not in en-CA.ftl: {unwritten:?}"
    );
    let unused: Vec<_> = english
        .iter()
        .filter(|k| !built.contains(*k) && !code.contains(&format!("\"{k}\"")))
        .collect();
    assert!(unused.is_empty(), "keys no code uses: {unused:?}");
}

/// The source of message `key` in a Fluent file: its first line and the
/// lines that continue it (indented, or closing a placeable).
fn message_source<'a>(ftl: &'a str, key: &str) -> Vec<&'a str> {
    let mut lines = ftl
        .lines()
        .skip_while(|l| l.split_once('=').is_none_or(|(id, _)| id.trim_end() != key));
    let Some(first) = lines.next() else {
        return Vec::new();
    };
    let mut out = vec![first];
    out.extend(lines.take_while(|l| l.starts_with([' ', '\t', '}', '[', '*'])));
    out
}

/// Every way a French message can read: without arguments (each select
/// shows its default variant, a missing argument shows as `{$name}`), and
/// with every argument it names set to each number that picks a plural
/// form and to each variant key it selects on.
fn french_renderings() -> Vec<(String, String)> {
    let fr = Lang::from_tag("fr");
    let ftl = fr.language().ftl;
    let mut out = Vec::new();
    for key in i18n::keys(fr) {
        let source = message_source(ftl, &key).join("\n");
        let word = |from: usize| {
            source[from..]
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '-')
                .collect::<String>()
        };
        let names: BTreeSet<String> = source
            .match_indices('$')
            .map(|(at, _)| word(at + 1))
            .filter(|n| !n.is_empty())
            .collect();
        let variants: BTreeSet<String> = source
            .match_indices('[')
            .map(|(at, _)| word(at + 1))
            .filter(|v| !v.is_empty() && !v.chars().all(|c| c.is_ascii_digit()))
            .collect();
        out.push((key.clone(), i18n::text(fr, &key, None)));
        let numbers = [0u32, 1, 2, 5].map(|n| i18n::arg(n));
        let strings = variants
            .iter()
            .chain([&"Ana".to_string()])
            .map(|v| i18n::arg(v.clone()))
            .collect::<Vec<_>>();
        for value in numbers.iter().chain(&strings) {
            if names.is_empty() {
                break;
            }
            let mut args = i18n::Args::new();
            for n in &names {
                args.set(n.clone(), value.clone());
            }
            out.push((key.clone(), i18n::text(fr, &key, Some(&args))));
        }
    }
    out
}

/// French typography, as the header of `fr-CA.ftl` asks: U+00A0 before
/// `:` and `%`, U+202F before `?`, `!` and `;`, and U+00A0 inside « »;
/// never a plain space or no space at all. A `%` in parentheses ("(%)")
/// names the sign itself and takes no space; dates are chrono patterns,
/// not prose.
#[test]
fn french_puts_the_right_no_break_space_before_high_punctuation() {
    let mut wrong = BTreeSet::new();
    for (key, text) in french_renderings() {
        if key.starts_with("date-") {
            continue;
        }
        for (i, c) in text.char_indices() {
            let before = text[..i].chars().last();
            let after = text[i + c.len_utf8()..].chars().next();
            let (next_to, wanted) = match c {
                ':' | '%' if before == Some('(') => continue,
                ':' | '%' => (before, '\u{a0}'),
                ';' | '?' | '!' => (before, '\u{202f}'),
                '»' => (before, '\u{a0}'),
                '«' => (after, '\u{a0}'),
                _ => continue,
            };
            if next_to != Some(wanted) {
                wrong.insert(format!(
                    "{key}: U+{:04X} wanted beside '{c}', found {next_to:?} in {text:?}",
                    wanted as u32
                ));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "fr-CA.ftl's typography ({} problems):\n{}",
        wrong.len(),
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// One glossary, one word: a table is joined with "rejoindre" (never "se
/// joindre", "s'y joindre" or "joignez-vous"), and what was typed is
/// "saisi" ("telle que saisie", never "telle qu'entrée").
#[test]
fn french_says_each_thing_with_its_one_word() {
    let mut wrong = BTreeSet::new();
    for (key, text) in french_renderings() {
        let lower = text.to_lowercase().replace('\u{2019}', "'");
        for stem in ["joindre", "joign"] {
            for (at, _) in lower.match_indices(stem) {
                // rejoindre, rejoignez; injoignable is another word.
                if !(lower[..at].ends_with("re") || lower[..at].ends_with("in")) {
                    wrong.insert(format!("{key}: say \"rejoindre\", not {text:?}"));
                }
            }
        }
        for entered in ["telle qu'entrée", "tel qu'entré"] {
            if lower.contains(entered) {
                wrong.insert(format!("{key}: say \"telle que saisie\", not {text:?}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "{}",
        wrong.into_iter().collect::<Vec<_>>().join("\n")
    );
}

/// Every message of every kind, from the variants themselves
/// (`Message::samples`, an exhaustive list): its key is written in every
/// language, with every argument it names given, and two variants never
/// share a key unless they are meant to (the same problem said two ways).
#[test]
fn every_message_is_worded_in_every_language() {
    use mextrain::app::DbError;
    use mextrain::i18n::{Message, Said};
    use mextrain::rules::{EntryError, HouseRuleError, ScheduleError, SpecError};
    fn all<M: Message>() -> Vec<Said> {
        M::samples().iter().map(M::said).collect()
    }
    let kinds: Vec<(&str, Vec<Said>)> = vec![
        ("EntryError", all::<EntryError>()),
        ("SpecError", all::<SpecError>()),
        ("ScheduleError", all::<ScheduleError>()),
        ("HouseRuleError", all::<HouseRuleError>()),
        ("DbError", all::<DbError>()),
        ("ExportError", all::<mextrain::app::files::ExportError>()),
        ("ShareError", all::<mextrain::app::share::ShareError>()),
        (
            "RestoreError",
            all::<mextrain::app::history::RestoreError>(),
        ),
        ("FileError", all::<mextrain::formats::json::FileError>()),
        ("PlayerError", all::<mextrain::app::players::PlayerError>()),
        ("SeatingError", all::<mextrain::rules::club::SeatingError>()),
        ("Reason", all::<mextrain::rules::Reason>()),
        ("ImportError", {
            use mextrain::app::files::ImportError;
            let mut all = vec![
                ImportError::Read("denied".into()),
                ImportError::Db(DbError::DiskFull),
            ];
            all.extend(
                mextrain::formats::json::FileError::samples()
                    .into_iter()
                    .map(ImportError::File),
            );
            all.iter().map(|e| e.explained("games.json")).collect()
        }),
    ];
    for (kind, said) in &kinds {
        assert!(!said.is_empty(), "{kind} has no samples");
        for s in said {
            for l in Lang::all() {
                assert!(i18n::has(l, s.key), "{} lacks {} ({kind})", l.tag(), s.key);
                let words = i18n::said(l, s);
                assert!(
                    !words.contains('{') && !words.contains('}') && !words.contains(s.key),
                    "{} words {} ({kind}) badly: {words}",
                    l.tag(),
                    s.key
                );
            }
        }
    }
    // A kind's samples cover its variants: each key once (the markers'
    // problem has two samples, a preset without markers and markers off).
    let entry: BTreeSet<_> = kinds[0].1.iter().map(|s| s.key).collect();
    assert_eq!(entry.len(), kinds[0].1.len());
    let schedule: BTreeSet<_> = kinds[2].1.iter().map(|s| s.key).collect();
    assert_eq!(schedule.len(), kinds[2].1.len());
    let db: BTreeSet<_> = kinds[4].1.iter().map(|s| s.key).collect();
    assert_eq!(db.len(), kinds[4].1.len());
    let house: BTreeSet<_> = kinds[3].1.iter().map(|s| s.key).collect();
    assert_eq!(house.len() + 1, kinds[3].1.len());
    // A game's uid is named when it could be read (a select in English).
    let game = |uid| mextrain::formats::json::FileError::game(3, uid, "rounds[0]", "missing");
    assert_eq!(
        game(Some("abc")).to_string(),
        "game 3 (uid abc), rounds[0]: missing"
    );
    assert_eq!(game(None).to_string(), "game 3, rounds[0]: missing");
    assert_eq!(
        mextrain::app::files::ImportError::File(game(None)).explain("a.json"),
        "a.json: game 3, rounds[0]: missing; nothing was imported"
    );
    // The English of the markers' problem follows why there are none.
    let house = &kinds[3].1;
    assert_ne!(
        i18n::english(&house[house.len() - 1]),
        i18n::english(&house[house.len() - 2])
    );
}

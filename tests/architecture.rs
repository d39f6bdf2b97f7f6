//! Which way the imports point (docs/architecture.md): each layer of
//! `src/` uses the layers below it, never those above. Every `crate::X`
//! path of every file (in `use` items, groups `crate::{a, b}` and paths
//! in code alike; comments left out) is read, and a layer that names a
//! layer it must not fails the test, naming the file.
//!
//! The debts written down in [`KNOWN`] are today's exceptions (issue 30,
//! steps 3 and 4, pays them): the list may only shrink. A debt that is
//! paid must be taken off it (the test says so), so it cannot go stale.

use crate::fixtures::rust_files;
use std::collections::BTreeSet;
use std::path::Path;

/// Our layers, as `src/` names them.
const LAYERS: &[&str] = &[
    "rules", "i18n", "db", "formats", "app", "lan", "ui", "cli", "web", "desktop",
];

/// What each layer must never name.
fn banned(layer: &str) -> Vec<&'static str> {
    let others = |keep: &str| -> Vec<&'static str> {
        LAYERS.iter().copied().filter(|l| *l != keep).collect()
    };
    match layer {
        // The words are the leaf: nothing of ours. The engine uses only
        // them (its refusals and verdicts are `i18n::Said` messages).
        "rules" => others("rules")
            .into_iter()
            .filter(|l| *l != "i18n")
            .collect(),
        "i18n" => others("i18n"),
        // Storage stores: no file formats, no actions, no screens.
        "db" => vec!["formats", "app", "lan", "ui", "cli", "web", "desktop"],
        // The file formats are pure.
        "formats" => vec!["db", "app", "lan", "ui", "cli", "web", "desktop"],
        // Actions are below every front end.
        "app" => vec!["lan", "ui", "cli", "web", "desktop"],
        // Screens read and write through `app`, never storage.
        // The screens never name the window that shows them.
        "ui" => vec!["db", "cli", "desktop"],
        // Table mode's wing sits on the actions: its own actions use
        // `app`, `db` and `rules`; the screens use its client.
        "lan" => vec!["ui", "cli", "web", "desktop"],
        _ => vec![],
    }
}

/// Today's exceptions: (file under `src/`, the layer it names).
const KNOWN: &[(&str, &str)] = &[
    // Export and import's SQL reads and writes the formats' types.
    ("db/export.rs", "formats"),
];

/// `code` without its `//` comments (a `//` right after `:` is an
/// address in a string, kept).
fn without_comments(code: &str) -> String {
    code.lines()
        .map(|line| {
            let mut from = 0;
            while let Some(i) = line[from..].find("//") {
                let at = from + i;
                if at > 0 && line.as_bytes()[at - 1] == b':' {
                    from = at + 2;
                    continue;
                }
                return &line[..at];
            }
            line
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first segment of every `crate::` path in `code`.
fn named_modules(code: &str) -> BTreeSet<String> {
    let code = without_comments(code);
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let mut out = BTreeSet::new();
    let mut rest = code.as_str();
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // A group: the first segment of each item (nested groups
            // belong to an item's own path).
            let mut depth = 0;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' if depth == 0 => break,
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        out.insert(ident(&item));
                        item.clear();
                        continue;
                    }
                    _ => {}
                }
                if depth == 0 || c != '{' {
                    item.push(c);
                }
            }
            out.insert(ident(&item));
        } else {
            out.insert(ident(rest));
        }
    }
    out.remove("");
    out
}

/// Every (file, layer) pair where a layer names one it must not.
fn wrong_way(src: &Path) -> BTreeSet<(String, String)> {
    let mut found = BTreeSet::new();
    for layer in LAYERS {
        let dir = src.join(layer);
        if !dir.is_dir() {
            continue;
        }
        let bad = banned(layer);
        for file in rust_files(&dir) {
            let code = std::fs::read_to_string(&file).unwrap();
            let rel = file
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            for m in named_modules(&code) {
                if bad.contains(&m.as_str()) {
                    found.insert((rel.clone(), m));
                }
            }
        }
    }
    found
}

#[test]
fn no_import_points_the_wrong_way() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = wrong_way(&src);
    let known: BTreeSet<(String, String)> = KNOWN
        .iter()
        .map(|(f, l)| (f.to_string(), l.to_string()))
        .collect();
    let new: Vec<_> = found.difference(&known).collect();
    assert!(
        new.is_empty(),
        "imports that point the wrong way (docs/architecture.md): {new:?}"
    );
    let paid: Vec<_> = known.difference(&found).collect();
    assert!(
        paid.is_empty(),
        "debts paid: take them off tests/architecture.rs's KNOWN: {paid:?}"
    );
}

#[test]
fn the_reader_sees_every_form_of_a_path_and_skips_comments() {
    let code = r#"
        use crate::db::Db;
        use crate::{app::games, rules::{Tile, Pip}, i18n};
        // use crate::server::nothing;
        let url = "http://crate::cli"; let x = crate::formats::csv::write(); // crate::web
        /// crate::ui in a doc comment
    "#;
    let got: Vec<String> = named_modules(code).into_iter().collect();
    assert_eq!(got, ["app", "cli", "db", "formats", "i18n", "rules"]);
}

#[test]
fn a_screen_that_reads_storage_or_storage_that_calls_up_is_caught() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    for (file, code) in [
        (
            "ui/new_screen.rs",
            "use crate::db::Db;\nuse crate::app::games;\n",
        ),
        ("db/rounds.rs", "use crate::{rules::Tile, app::games};\n"),
        ("i18n/mod.rs", "pub fn f() { crate::rules::x() }\n"),
        ("rules/tile.rs", "use super::Pip;\n"),
        ("app/games.rs", "use crate::{db, rules};\n"),
        // Table mode's wing: on the actions, under the screens.
        (
            "lan/host/mod.rs",
            "use crate::{app::games, db::Db, rules};\n",
        ),
        ("lan/client.rs", "use crate::ui::Route;\n"),
        ("db/lan.rs", "use crate::lan::wire::Done;\n"),
        ("app/history.rs", "use crate::lan::host;\n"),
        ("ui/lan/hand.rs", "use crate::lan::client::Client;\n"),
    ] {
        std::fs::create_dir_all(src.join(file).parent().unwrap()).unwrap();
        std::fs::write(src.join(file), code).unwrap();
    }
    let found: Vec<(String, String)> = wrong_way(src).into_iter().collect();
    let want: Vec<(String, String)> = [
        ("app/history.rs", "lan"),
        ("db/lan.rs", "lan"),
        ("db/rounds.rs", "app"),
        ("i18n/mod.rs", "rules"),
        ("lan/client.rs", "ui"),
        ("ui/new_screen.rs", "db"),
    ]
    .iter()
    .map(|(f, l)| (f.to_string(), l.to_string()))
    .collect();
    assert_eq!(found, want);
}

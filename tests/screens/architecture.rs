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
use std::collections::{BTreeMap, BTreeSet};
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
        // Table mode's adapters call the actions (`app`, re-exporting the
        // storage types they hold), never storage; the screens use its
        // client.
        "lan" => vec!["db", "ui", "cli", "web", "desktop"],
        // The front ends call the actions (`app`, re-exporting the storage
        // types they hold), never storage, and never one another: the
        // command line uses no screen; the browser's build and the
        // desktop window each draw the screens (`ui`), not the other's.
        "cli" => vec!["db", "ui", "web", "desktop"],
        "web" => vec!["db", "cli", "desktop"],
        "desktop" => vec!["db", "cli", "web"],
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
        "debts paid: take them off tests/screens/architecture.rs's KNOWN: {paid:?}"
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
        // Table mode's adapters: on the actions, under the screens, and
        // never storage.
        (
            "lan/server/mod.rs",
            "use crate::{app::host, app::Db, formats::wire};\n",
        ),
        ("lan/server/night.rs", "use crate::db::LanReads;\n"),
        ("lan/client.rs", "use crate::ui::Route;\n"),
        ("db/lan.rs", "use crate::lan::client::Client;\n"),
        ("app/history.rs", "use crate::lan::server;\n"),
        ("ui/lan/hand.rs", "use crate::lan::client::Client;\n"),
        // The front ends: through `app`, never storage nor one another.
        (
            "cli/league.rs",
            "use crate::app::{league, Db};\nfn f() -> crate::db::DbError { todo!() }\n",
        ),
        ("cli/serve.rs", "use crate::{lan::host, ui::Route};\n"),
        ("web/mod.rs", "use crate::db::Db;\nuse crate::ui::App;\n"),
        ("web/files.rs", "use crate::desktop::launch;\n"),
        ("desktop/mod.rs", "use crate::{ui::App, web::take_db};\n"),
        ("desktop/first_screen.rs", "use crate::app::Db;\n"),
    ] {
        std::fs::create_dir_all(src.join(file).parent().unwrap()).unwrap();
        std::fs::write(src.join(file), code).unwrap();
    }
    let found: Vec<(String, String)> = wrong_way(src).into_iter().collect();
    let want: Vec<(String, String)> = [
        ("app/history.rs", "lan"),
        ("cli/league.rs", "db"),
        ("cli/serve.rs", "ui"),
        ("db/lan.rs", "lan"),
        ("db/rounds.rs", "app"),
        ("desktop/mod.rs", "web"),
        ("i18n/mod.rs", "rules"),
        ("lan/client.rs", "ui"),
        ("lan/server/night.rs", "db"),
        ("ui/new_screen.rs", "db"),
        ("web/files.rs", "desktop"),
        ("web/mod.rs", "db"),
    ]
    .iter()
    .map(|(f, l)| (f.to_string(), l.to_string()))
    .collect();
    assert_eq!(found, want);
}

/// A file's module path under `src/`: `cli/league.rs` is `cli::league`,
/// `db/mod.rs` is `db`, `lib.rs` the crate's root (no segment).
fn module_of(rel: &str) -> Vec<String> {
    let rel = rel.strip_suffix(".rs").unwrap_or(rel);
    let mut path: Vec<String> = rel.split('/').map(str::to_string).collect();
    if matches!(path.last().map(String::as_str), Some("mod" | "lib")) {
        path.pop();
    }
    path
}

/// The index just past the item that starts at `code[from..]`: its `;`,
/// or the `}` matching its first `{` (braces in strings and character
/// literals are skipped).
fn item_end(code: &str, from: usize) -> usize {
    let b = code.as_bytes();
    let mut depth = 0usize;
    let mut i = from;
    while i < b.len() {
        match b[i] {
            b';' if depth == 0 => return i + 1,
            b'{' => depth += 1,
            b'}' => {
                depth = depth.saturating_sub(1);
                if depth == 0 {
                    return i + 1;
                }
            }
            b'r' if (i == 0 || !(b[i - 1].is_ascii_alphanumeric() || b[i - 1] == b'_'))
                && code[i + 1..].trim_start_matches('#').starts_with('"') =>
            {
                // A raw string, `r#"..."#`: to its quote and as many `#`.
                let hashes = code[i + 1..].len() - code[i + 1..].trim_start_matches('#').len();
                let close = format!("\"{}", "#".repeat(hashes));
                let body = i + 1 + hashes + 1;
                i = code[body..]
                    .find(&close)
                    .map_or(b.len(), |n| body + n + close.len() - 1);
            }
            b'"' => {
                // A string, to its first quote not escaped.
                i += 1;
                while i < b.len() && b[i] != b'"' {
                    i += if b[i] == b'\\' { 2 } else { 1 };
                }
            }
            b'\'' => {
                // A character literal ('{', '\''), not a lifetime.
                let rest = &code[i + 1..];
                let len = if rest.starts_with('\\') {
                    rest.get(2..).and_then(|r| r.find('\'')).map(|n| n + 2)
                } else {
                    rest.chars()
                        .next()
                        .filter(|_| rest.chars().nth(1) == Some('\''))
                        .map(char::len_utf8)
                };
                if let Some(n) = len {
                    i += n + 1;
                }
            }
            _ => {}
        }
        i += 1;
    }
    b.len()
}

/// `code` without its test-only items (`#[cfg(test)] mod tests { ... }`
/// and the like): a test may use any module it tests with.
fn without_tests(code: &str) -> String {
    const TEST: &str = "#[cfg(test)]";
    let mut out = String::new();
    let mut rest = code;
    while let Some(i) = rest.find(TEST) {
        out.push_str(&rest[..i]);
        let after = &rest[i + TEST.len()..];
        rest = &after[item_end(after, 0)..];
    }
    out.push_str(rest);
    out
}

/// Every path in `code`, outside its tests, that starts at `crate::`,
/// `super::` or `self::`, whole (groups expanded: `crate::db::{record,
/// rounds::Tx}` is `db::record` and `db::rounds::Tx`), resolved from the
/// module `at`, the file's (a path in an inline module of the file, rare
/// outside tests, is read as if it were the file's own).
fn paths_from(code: &str, at: &[String]) -> Vec<Vec<String>> {
    fn ident(s: &str) -> (String, &str) {
        let s = s.trim_start();
        let n = s
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(s.len());
        (s[..n].to_string(), &s[n..])
    }
    // The paths of a path tree at `s` (after a `::`), each prefixed by
    // `prefix`; returns them and what follows the tree.
    fn tree<'a>(s: &'a str, prefix: Vec<String>, out: &mut Vec<Vec<String>>) -> &'a str {
        let t = s.trim_start();
        if let Some(mut g) = t.strip_prefix('{') {
            loop {
                g = g.trim_start();
                if g.is_empty() {
                    return g;
                }
                if let Some(after) = g.strip_prefix('}') {
                    return after;
                }
                if let Some(after) = g.strip_prefix(',') {
                    g = after;
                    continue;
                }
                let before = g.len();
                g = tree(g, prefix.clone(), out);
                if g.len() == before {
                    // Not a path (`*`, `self`...): skip a character.
                    let mut c = g.chars();
                    c.next();
                    g = c.as_str();
                }
            }
        }
        let (seg, rest) = ident(t);
        if seg.is_empty() {
            if !prefix.is_empty() {
                out.push(prefix);
            }
            return t;
        }
        let mut path = prefix;
        if seg != "self" {
            path.push(seg);
        }
        match rest.trim_start().strip_prefix("::") {
            Some(more) => tree(more, path, out),
            None => {
                out.push(path);
                rest
            }
        }
    }
    let code = without_tests(&without_comments(code));
    let mut out = vec![];
    let bytes = code.as_bytes();
    let mut i = 0;
    while i < code.len() {
        let rest = &code[i..];
        let starts = ["crate::", "super::", "self::"]
            .into_iter()
            .find(|k| rest.starts_with(k));
        let glued = i > 0 && (bytes[i - 1].is_ascii_alphanumeric() || bytes[i - 1] == b'_');
        let Some(kw) = starts.filter(|_| !glued) else {
            i += rest.chars().next().map_or(1, char::len_utf8);
            continue;
        };
        let mut base: Vec<String> = match kw {
            "crate::" => vec![],
            "super::" => at[..at.len().saturating_sub(1)].to_vec(),
            _ => at.to_vec(),
        };
        let mut s = &rest[kw.len()..];
        while let Some(more) = s.trim_start().strip_prefix("super::") {
            base.pop();
            s = more;
        }
        let mut found = vec![];
        let after = tree(s, base, &mut found);
        out.extend(found);
        i = code.len() - after.len();
    }
    out
}

/// Which file imports which, by module path: an edge for each path a file
/// names that leads into another file's module (the longest module it
/// starts with). A module and its own submodules (a parent that declares
/// a child, a child that uses its parent's types) are one unit, not a
/// circle: only modules neither of which contains the other are linked.
fn imports(src: &Path) -> BTreeMap<String, BTreeSet<String>> {
    let files: Vec<(String, Vec<String>)> = rust_files(src)
        .into_iter()
        .map(|f| {
            f.strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/")
        })
        .filter(|rel| LAYERS.contains(&rel.split('/').next().unwrap()))
        .map(|rel| {
            let m = module_of(&rel);
            (rel, m)
        })
        .collect();
    let modules: BTreeSet<Vec<String>> = files.iter().map(|(_, m)| m.clone()).collect();
    let mut graph = BTreeMap::new();
    for (rel, from) in &files {
        let code = std::fs::read_to_string(src.join(rel)).unwrap();
        let mut to = BTreeSet::new();
        for path in paths_from(&code, from) {
            let Some(target) = (1..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| modules.contains(p))
            else {
                continue;
            };
            if target.starts_with(from) || from.starts_with(&target) {
                continue;
            }
            to.insert(target.join("::"));
        }
        graph
            .entry(from.join("::"))
            .or_insert_with(BTreeSet::new)
            .extend(to);
    }
    graph
}

/// Every import circle of `graph`, each the shortest one through its
/// first module (the circle's smallest name), as `a -> b -> a`.
fn circles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<String> {
    let mut found = BTreeSet::new();
    for start in graph.keys() {
        // Breadth first from `start` back to it, through larger names only
        // (each circle is found once, from its smallest module).
        let mut came_from: BTreeMap<&str, &str> = BTreeMap::new();
        let mut queue = std::collections::VecDeque::from([start.as_str()]);
        let mut closed = None;
        'search: while let Some(m) = queue.pop_front() {
            for next in graph.get(m).into_iter().flatten() {
                if next == start {
                    closed = Some(m);
                    break 'search;
                }
                if next.as_str() > start.as_str() && !came_from.contains_key(next.as_str()) {
                    came_from.insert(next, m);
                    queue.push_back(next);
                }
            }
        }
        if let Some(mut m) = closed {
            let mut circle = vec![start.as_str()];
            while m != start {
                circle.insert(1, m);
                m = came_from[m];
            }
            circle.push(start);
            found.insert(circle.join(" -> "));
        }
    }
    found.into_iter().collect()
}

#[test]
fn no_module_imports_a_module_that_imports_it_back() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let found = circles(&imports(&src));
    assert!(
        found.is_empty(),
        "import circles between the modules of src/ (docs/architecture.md: \
         put what both need in the lower one, or in a module both use): {found:#?}"
    );
}

#[test]
fn the_circle_finder_reads_relative_paths_and_names_the_circle() {
    let dir = tempfile::tempdir().unwrap();
    let src = dir.path();
    for (file, code) in [
        ("lib.rs", "pub mod cli;\npub mod db;\n"),
        // A parent and its children are one unit.
        (
            "cli/mod.rs",
            "mod a; mod b; mod c;\npub struct Io;\nfn run() { a::go(); self::b::go() }\n",
        ),
        // a -> b -> c -> a, through each form of a path.
        (
            "cli/a.rs",
            "use super::{b::{go, Other}, Io};\n// use super::c;\n",
        ),
        ("cli/b.rs", "fn f() { crate::cli::c::x() }\n"),
        (
            "cli/c.rs",
            "use crate::{db::Db, cli::{a::{self}}};\nmod inner { use super::*; }\n",
        ),
        // What a file's tests use makes no circle.
        (
            "cli/d.rs",
            "pub fn f() -> char { '}' }\n#[cfg(test)]\nmod tests {\n    use super::*;\n    \
             fn g() { let _ = (\"}\", '{'); crate::cli::e::h() }\n}\n\
             #[cfg(test)]\nuse crate::cli::e::h;\npub fn after() { crate::db::x() }\n",
        ),
        ("cli/e.rs", "pub fn h() { super::d::f() }\n"),
        // d <-> e, the shared function in the lower one would break it.
        ("db/mod.rs", "mod d; mod e;\npub use d::Db;\n"),
        ("db/d.rs", "use super::super::db::e::clamp;\n"),
        ("db/e.rs", "pub fn load() { super::d::read() }\n"),
        ("rules/mod.rs", "use crate::db::Db; use crate::cli::Io;\n"),
    ] {
        std::fs::create_dir_all(src.join(file).parent().unwrap()).unwrap();
        std::fs::write(src.join(file), code).unwrap();
    }
    let graph = imports(src);
    assert_eq!(
        graph["cli::a"].iter().collect::<Vec<_>>(),
        ["cli::b"],
        "{graph:?}"
    );
    assert!(graph["cli"].is_empty(), "{graph:?}");
    assert_eq!(graph["cli::d"].iter().collect::<Vec<_>>(), ["db"]);
    assert_eq!(graph["cli::e"].iter().collect::<Vec<_>>(), ["cli::d"]);
    assert_eq!(graph["rules"].iter().collect::<Vec<_>>(), ["cli", "db"]);
    assert_eq!(
        circles(&graph),
        [
            "cli::a -> cli::b -> cli::c -> cli::a",
            "db::d -> db::e -> db::d"
        ]
    );
    // Breaking one link breaks the circle.
    std::fs::write(src.join("db/e.rs"), "pub fn load() {}\n").unwrap();
    assert_eq!(
        circles(&imports(src)),
        ["cli::a -> cli::b -> cli::c -> cli::a"]
    );
}

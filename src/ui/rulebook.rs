//! The rule book: every rule of the four presets, searchable; one page per
//! rule with a per-preset table; the four presets side by side. While a game
//! is in progress, the rules its house rules change are marked, and the
//! game's setting of going out on a double is shown where it applies. A rule
//! opened from a verdict offers the way back to the dispute.
//!
//! The entries come from [`crate::rules::book`], structure without words;
//! this file lays them out and words them. Their words, in every language
//! (English included: `en-CA.ftl` is the only English of the book), are
//! written under the keys the entries build (`book-<entry>-title`, ...:
//! `book::Entry::keys`), which [`i18n_keys`] lists, read through
//! [`entry_title`], [`entry_text`] and the other helpers here, which the
//! other screens may call too. The search ([`search_book`]) reads the
//! language shown and ignores case and accents.

use super::referee::FROM_DISPUTE;
use super::say;
use super::widgets::Domino;
use super::{lang, preset_title, use_db, use_revision, Route};
use crate::i18n::{fold, Lang};
use crate::rules::book::{self, Entry, Group, HouseNote};
use crate::rules::{GameSpec, PresetId, Rules};
use dioxus::prelude::*;

/// The house rule field this file shows for every game in progress.
const LAST_DOUBLE: &str = "cover_last_double";

/// "In this game, going out on a double: ..." for the game in progress.
#[component]
fn LastDoubleInGame(spec: GameSpec, id: String) -> Element {
    // The setting, and whether it is the game's house rule or its preset's.
    let on = spec.rules().cover_last_double;
    let text = if on {
        t!("rulebook-last-double-covered")
    } else {
        t!("rulebook-last-double-ends")
    };
    let whose = if on != Rules::preset(spec.preset).cover_last_double {
        t!("rulebook-whose-house")
    } else {
        t!("rulebook-whose-preset")
    };
    rsx! {
        div { class: "rb-house", role: "note", id: "{id}",
            p {
                strong { {t!("rulebook-last-double")} " " }
                {t!("rulebook-last-double-is", text = text, whose = whose)}
            }
        }
    }
}

/// The way back to the dispute, when the rule was opened from a verdict.
#[component]
fn BackToDispute() -> Element {
    if !*FROM_DISPUTE.read() {
        return rsx! {};
    }
    rsx! {
        Link {
            class: "button primary",
            id: "back-to-dispute",
            to: Route::Checker {},
            {t!("rulebook-back-to-dispute")}
        }
    }
}

/// The settings of the unfinished game, if any (re-read after every write).
fn use_current_game() -> Option<GameSpec> {
    let db = use_db();
    use_revision().track();
    let game = crate::app::games::current_game(&db).ok().flatten()?;
    Some(game.sheet.spec)
}

/// The house notes of the current game that touch `e`.
fn notes_for(e: &Entry, game: &Option<GameSpec>) -> Vec<HouseNote> {
    match game {
        Some(spec) => e.house_notes(spec.preset, &spec.house),
        None => Vec::new(),
    }
}

/// "House rule in this game: ..." boxes.
#[component]
fn HouseNotes(notes: Vec<HouseNote>, #[props(default)] id: Option<String>) -> Element {
    if notes.is_empty() {
        return rsx! {};
    }
    rsx! {
        div { class: "rb-house", role: "note", id: id,
            for n in notes {
                p { key: "{n.field}",
                    strong { {t!("rulebook-house-in-game")} " " }
                    {say(&n.said)}
                }
            }
        }
    }
}

/// `text` with every word of `query` found in it marked (`<mark>`), as
/// the rule search shows its results.
#[component]
fn Marked(text: String, query: String) -> Element {
    let parts = marked_parts(&text, &query);
    rsx! {
        for (k, (part, hit)) in parts.into_iter().enumerate() {
            if hit { mark { key: "{k}", "{part}" } } else { span { key: "{k}", "{part}" } }
        }
    }
}

/// One piece of a text as search compares it (see [`search_units`]).
#[derive(Clone, Copy)]
struct Unit {
    /// The character it comes from, by its place in the text.
    at: usize,
    /// Lower case, without accent.
    plain: char,
    /// That character in lower case.
    lower: char,
    /// Whether that character has an accent (`plain` is not all of it).
    accented: bool,
}

/// A text as search compares it: lower case, without accents (œ becomes
/// two units: `o`, `e`), each unit knowing the character it comes from.
fn search_units(text: &str) -> Vec<Unit> {
    let mut out = Vec::new();
    for (at, c) in text.chars().enumerate() {
        let lower = crate::i18n::lowercase_chars(c.encode_utf8(&mut [0; 4]))
            .chars()
            .next()
            .unwrap_or(c);
        let folded = fold(&c.to_string());
        let accented = folded.chars().ne(std::iter::once(lower));
        for plain in folded.chars() {
            out.push(Unit {
                at,
                plain,
                lower,
                accented,
            });
        }
    }
    out
}

/// Whether `word` (a query word) is found at unit `at` of `text`: a letter
/// typed without its accent finds it with or without one (`bloque` finds
/// `bloqué`), a letter typed with its accent finds only that accent (`é`
/// finds `É` but not `e`). Its length in units.
fn word_at(text: &[Unit], word: &[Unit], at: usize) -> Option<usize> {
    if word.is_empty() || at + word.len() > text.len() {
        return None;
    }
    let fits = word
        .iter()
        .zip(&text[at..])
        .all(|(w, t)| w.plain == t.plain && (!w.accented || w.lower == t.lower));
    fits.then_some(word.len())
}

/// Whether `text` holds `word`, whatever their case, and their accents
/// where the word leaves them out.
pub fn holds_word(text: &str, word: &str) -> bool {
    let t = search_units(text);
    let w = search_units(word);
    (0..t.len()).any(|i| word_at(&t, &w, i).is_some())
}

/// `text` cut into pieces, each marked when it is one of `query`'s words
/// (case-insensitive, and accent-insensitive where the word has no accent:
/// `bloque` marks `bloqué`, whole characters; the longer word first where
/// two overlap).
pub fn marked_parts(text: &str, query: &str) -> Vec<(String, bool)> {
    let mut words: Vec<Vec<Unit>> = query.split_whitespace().map(search_units).collect();
    crate::rules::order::sort_by_key(&mut words, |w| std::cmp::Reverse(w.len()));
    let chars: Vec<char> = text.chars().collect();
    let units = search_units(text);
    let mut out: Vec<(String, bool)> = vec![];
    let mut push = |piece: &[char], hit: bool| {
        if piece.is_empty() {
            return;
        }
        match out.last_mut() {
            Some((s, h)) if *h == hit => s.extend(piece.iter()),
            _ => out.push((piece.iter().collect(), hit)),
        }
    };
    // `i` walks the units, `c` the characters (the first unit of each).
    let mut i = 0;
    let mut c = 0;
    while i < units.len() {
        let start = units[i].at;
        let found = words.iter().find_map(|w| word_at(&units, w, i));
        match found {
            Some(len) => {
                let end = units[i + len - 1].at + 1;
                push(&chars[start..end], true);
                c = end;
            }
            None => {
                push(&chars[start..start + 1], false);
                c = start + 1;
            }
        }
        while i < units.len() && units[i].at < c {
            i += 1;
        }
    }
    push(&chars[c.min(chars.len())..], false);
    out
}

/// The rule book: a search box and every entry under its group heading.
#[component]
pub fn RuleBook() -> Element {
    let game = use_current_game();
    let mut query = use_signal(String::new);
    let q = query();
    let hits = search(&q);
    let all_notes = game
        .as_ref()
        .map(|g| book::house_notes(g.preset, &g.house))
        .unwrap_or_default();
    rsx! {
        div { class: "rulebook",
            div { class: "rb-head",
                Domino { a: 6, b: 6, size: 40.0 }
                div {
                    h1 { {t!("rulebook-title")} }
                    p { class: "lead", {t!("rulebook-lead")} }
                }
            }
            div { class: "rb-tools",
                input {
                    r#type: "search",
                    id: "rule-search",
                    class: "rb-search",
                    placeholder: t!("rulebook-search-placeholder"),
                    aria_label: t!("rulebook-search-label"),
                    autofocus: true,
                    initial_value: "",
                    oninput: move |e: FormEvent| query.set(e.value()),
                }
                Link { class: "button", id: "open-compare", to: Route::Compare {},
                    {t!("rulebook-compare-link")}
                }
            }
            if let Some(g) = &game {
                if !all_notes.is_empty() {
                    div { class: "rb-house", role: "note", id: "house-summary",
                        p {
                            strong { {t!("rulebook-house-summary", preset = preset_title(g.preset))} }
                        }
                        ul {
                            for n in all_notes.iter() {
                                li { key: "{n.field}", {say(&n.said)} }
                            }
                        }
                    }
                }
            }
            if let Some(g) = &game {
                LastDoubleInGame { spec: g.clone(), id: "game-last-double".to_string() }
            }
            if hits.is_empty() {
                p { class: "rb-empty", id: "rule-no-match",
                    {t!("rulebook-no-match", query = q.trim().to_string())}
                }
            } else if !q.trim().is_empty() {
                p { class: "muted", id: "rule-count",
                    {t!("rulebook-found", count = hits.len())}
                }
            }
            if !q.trim().is_empty() {
                // Best first (a title that says it all before a text that
                // mentions it), the words found marked.
                ul { class: "rb-list", id: "rule-results",
                    for e in hits.iter().copied() {
                        li { key: "{e.id}",
                            Link { class: "rb-item", id: "link-{e.id}", to: Route::RuleEntry { id: e.id.to_string() },
                                span { class: "rb-title",
                                    Marked { text: entry_title(e), query: q.clone() }
                                    if !notes_for(e, &game).is_empty() {
                                        span { class: "badge house", id: "house-{e.id}", {t!("rulebook-badge-house")} }
                                    }
                                }
                                span { class: "rb-group-name", {group_title(e.group)} }
                                span { class: "rb-summary", Marked { text: entry_summary(e), query: q.clone() } }
                            }
                        }
                    }
                }
            }
            for g in Group::ALL.into_iter().filter(|_| q.trim().is_empty()) {
                {
                    let in_group: Vec<&'static Entry> = hits.iter().copied().filter(|e| e.group == g).collect();
                    rsx! {
                        if !in_group.is_empty() {
                            section { class: "rb-group", key: "{g.id()}", id: "group-{g.id()}",
                                h2 { {group_title(g)} }
                                ul { class: "rb-list",
                                    for e in in_group {
                                        li { key: "{e.id}",
                                            Link { class: "rb-item", id: "link-{e.id}", to: Route::RuleEntry { id: e.id.to_string() },
                                                span { class: "rb-title",
                                                    {entry_title(e)}
                                                    if !notes_for(e, &game).is_empty() {
                                                        span { class: "badge house", id: "house-{e.id}", {t!("rulebook-badge-house")} }
                                                    }
                                                    if e.same_everywhere() {
                                                        span { class: "badge", {t!("rulebook-badge-same")} }
                                                    }
                                                }
                                                span { class: "rb-summary", {entry_summary(e)} }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// One rule: the text, how each preset treats it, and the current game's
/// house rules.
#[component]
pub fn RuleEntry(id: String) -> Element {
    let game = use_current_game();
    let Some(e) = book::entry(&id) else {
        return rsx! {
            div { class: "rulebook",
                h1 { {t!("rulebook-missing", id = id.clone())} }
                p { class: "lead", {t!("rulebook-missing-text")} }
                Link { class: "button", id: "back-to-book", to: Route::RuleBook {}, "← " {t!("rulebook-title")} }
            }
        };
    };
    let notes = notes_for(e, &game);
    let all = book::entries();
    let pos = all.iter().position(|x| x.id == e.id).unwrap_or(0);
    let prev = pos.checked_sub(1).map(|i| &all[i]);
    let next = all.get(pos + 1);
    let game_preset = game.as_ref().map(|g| g.preset);
    rsx! {
        div { class: "rulebook",
            nav { class: "rb-crumbs", aria_label: t!("rulebook-crumbs"),
                Link { id: "back-to-book", to: Route::RuleBook {}, "← " {t!("rulebook-title")} }
                span { class: "muted", " / " {group_title(e.group)} }
            }
            BackToDispute {}
            h1 { id: "rule-{e.id}", class: "rb-entry-title", {entry_title(e)} }
            p { class: "rb-text", {entry_summary(e)} }
            HouseNotes { notes: notes.clone(), id: "house-notes".to_string() }
            if let Some(g) = game.as_ref().filter(|_| e.fields.contains(&LAST_DOUBLE)) {
                LastDoubleInGame { spec: g.clone(), id: "game-last-double".to_string() }
            }
            h2 { {t!("rulebook-in-each")} }
            table { class: "rb-presets", id: "preset-table",
                tbody {
                    for p in PresetId::ALL {
                        tr {
                            key: "{p.id()}",
                            class: if Some(p) == game_preset { "this-game" } else { "" },
                            th { scope: "row",
                                {preset_title(p)}
                                if Some(p) == game_preset {
                                    span { class: "badge open", {t!("rulebook-this-game")} }
                                }
                            }
                            td {
                                {entry_text(e, p)}
                                if e.same_as_classic(p) {
                                    span { class: "rb-same", " " {t!("rulebook-same-sentence")} }
                                }
                            }
                        }
                    }
                }
            }
            if let Some(rule) = e.rule() {
                p { class: "hint rb-ruleid",
                    {t!("rulebook-rule-id-before")}
                    " "
                    code { "{rule}" }
                    " "
                    {t!("rulebook-rule-id-after")}
                }
            }
            nav { class: "rb-pager",
                if let Some(p) = prev {
                    Link { class: "button", id: "rule-prev", to: Route::RuleEntry { id: p.id.to_string() }, "← " {entry_title(p)} }
                } else {
                    span {}
                }
                Link { class: "button", to: Route::Compare {}, {t!("rulebook-compare-short")} }
                if let Some(n) = next {
                    Link { class: "button", id: "rule-next", to: Route::RuleEntry { id: n.id.to_string() }, {entry_title(n)} " →" }
                } else {
                    span {}
                }
            }
        }
    }
}

/// The four presets side by side, one row per rule.
#[component]
pub fn Compare() -> Element {
    let game = use_current_game();
    let mut diff_only = use_signal(|| false);
    let game_preset = game.as_ref().map(|g| g.preset);
    let col_class = move |p: PresetId| {
        if Some(p) == game_preset {
            "this-game"
        } else {
            ""
        }
    };
    rsx! {
        div { class: "rulebook wide",
            nav { class: "rb-crumbs", aria_label: t!("rulebook-crumbs"),
                Link { id: "back-to-book", to: Route::RuleBook {}, "← " {t!("rulebook-title")} }
            }
            h1 { {t!("rulebook-compare-title")} }
            div { class: "rb-tools",
                button {
                    id: "compare-diff-only",
                    class: if diff_only() { "toggle on" } else { "toggle" },
                    aria_pressed: "{diff_only()}",
                    onclick: move |_| diff_only.toggle(),
                    if diff_only() { {t!("rulebook-diff-on")} } else { {t!("rulebook-diff-off")} }
                }
                if let Some(g) = &game {
                    span { class: "muted", {t!("rulebook-compare-game", preset = preset_title(g.preset))} }
                }
            }
            p { class: "hint rb-scroll-hint", id: "compare-scroll-hint",
                {t!("rulebook-compare-hint")}
            }
            div { class: "rb-scroll", tabindex: "0", role: "region", aria_label: t!("rulebook-compare-region"),
                table { class: "rb-compare", id: "compare-table",
                    thead {
                        tr {
                            th { scope: "col", {t!("rulebook-compare-rule")} }
                            for p in PresetId::ALL {
                                th { scope: "col", class: col_class(p), key: "{p.id()}",
                                    {preset_title(p)}
                                    if Some(p) == game_preset {
                                        span { class: "badge open", {t!("rulebook-this-game")} }
                                    }
                                }
                            }
                        }
                    }
                    for g in Group::ALL {
                        {
                            let rows: Vec<&'static Entry> = book::in_group(g)
                                .filter(|e| !diff_only() || !e.same_everywhere())
                                .collect();
                            rsx! {
                                if !rows.is_empty() {
                                    tbody { key: "{g.id()}",
                                        tr { class: "rb-group-row",
                                            th { colspan: "5", scope: "colgroup", {group_title(g)} }
                                        }
                                        for e in rows {
                                            tr { key: "{e.id}", id: "row-{e.id}",
                                                th { scope: "row",
                                                    Link { to: Route::RuleEntry { id: e.id.to_string() }, {entry_title(e)} }
                                                }
                                                for p in PresetId::ALL {
                                                    td { key: "{p.id()}", class: col_class(p),
                                                        if e.same_as_classic(p) {
                                                            span { class: "rb-same", {t!("rulebook-same")} }
                                                        } else {
                                                            {entry_text(e, p)}
                                                        }
                                                        if Some(p) == game_preset {
                                                            HouseNotes { notes: notes_for(e, &game), id: format!("house-row-{}", e.id) }
                                                            if let Some(g) = game.as_ref().filter(|_| e.fields.contains(&LAST_DOUBLE) && e.id != "house-rules") {
                                                                LastDoubleInGame { spec: g.clone(), id: format!("game-last-double-{}", e.id) }
                                                            }
                                                        }
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// A group's heading in `lang`.
pub fn group_title_in(lang: Lang, g: Group) -> String {
    tl!(lang, &g.title_key())
}

/// An entry's title in `lang`.
pub fn entry_title_in(lang: Lang, e: &Entry) -> String {
    tl!(lang, &e.title_key())
}

/// An entry's text, true for every preset, in `lang`.
pub fn entry_summary_in(lang: Lang, e: &Entry) -> String {
    tl!(lang, &e.text_key())
}

/// How preset `p` treats an entry's rule, in `lang` ("same as classic"
/// resolved to classic's text).
pub fn entry_text_in(lang: Lang, e: &Entry, p: PresetId) -> String {
    tl!(lang, &e.preset_key(p))
}

/// A group's heading, in the language shown.
pub fn group_title(g: Group) -> String {
    group_title_in(lang(), g)
}

/// An entry's title, in the language shown.
pub fn entry_title(e: &Entry) -> String {
    entry_title_in(lang(), e)
}

/// An entry's text (true for every preset), in the language shown.
pub fn entry_summary(e: &Entry) -> String {
    entry_summary_in(lang(), e)
}

/// How a preset treats an entry's rule, in the language shown.
pub fn entry_text(e: &Entry, p: PresetId) -> String {
    entry_text_in(lang(), e, p)
}

/// The "Rules in play" card of a game (on the game, its summary and its
/// history page): every house rule that differs from its preset, in the
/// language shown, and a link to the rule book. Nothing when the game
/// plays its preset as it is.
#[component]
pub fn RulesInPlay(spec: GameSpec) -> Element {
    rsx! { RulesInPlayOf { preset: spec.preset, house: spec.house.clone(), book: true } }
}

pub use super::rules_in_play::RulesInPlayOf;

/// Everything the search reads in an entry, in `lang`: its title, its
/// text and every preset's own text (classic's once).
fn searched_text(lang: Lang, e: &Entry) -> String {
    e.keys()
        .iter()
        .map(|k| tl!(lang, k))
        .collect::<Vec<_>>()
        .join("\n")
}

/// The entries holding every word of `query` in `lang`, best first (as
/// [`book::search_by`] ranks them), ignoring case, and accents the query
/// leaves out.
pub fn search_book(lang: Lang, query: &str) -> Vec<&'static Entry> {
    book::search_by(
        query,
        |e| entry_title_in(lang, e),
        |e| searched_text(lang, e),
        holds_word,
    )
}

/// [`search_book`] the language shown.
fn search(query: &str) -> Vec<&'static Entry> {
    search_book(lang(), query)
}

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`): the book's words, in every language, English
/// included (the book's only English).
pub(crate) fn i18n_keys() -> Vec<String> {
    let mut keys: Vec<String> = Group::ALL.iter().map(|g| g.title_key()).collect();
    for e in book::entries() {
        keys.extend(e.keys());
    }
    keys
}

//! The rule book: every rule of the four presets, searchable; one page per
//! rule with a per-preset table; the four presets side by side. While a game
//! is in progress, the rules its house rules change are marked, and the
//! game's setting of going out on a double is shown where it applies. A rule
//! opened from a verdict offers the way back to the dispute.
//!
//! The words come from [`crate::rules::book`]; this file only lays them out.

use super::referee::FROM_DISPUTE;
use super::widgets::Domino;
use super::{use_db, use_revision, Route};
use crate::rules::book::{self, Entry, Group, HouseNote};
use crate::rules::{GameSpec, PresetId, Rules};
use dioxus::prelude::*;

/// The house rule field this file shows for every game in progress.
const LAST_DOUBLE: &str = "cover_last_double";

/// The game's setting of going out on a double, in words: the setting, and
/// whether it is the game's house rule or its preset's rule.
fn last_double_words(spec: &GameSpec) -> (String, &'static str) {
    let on = spec.rules().cover_last_double;
    let house = on != Rules::preset(spec.preset).cover_last_double;
    let text = if on {
        "not allowed: a double laid as the last tile must still be covered, and you are out only when your turn ends with an empty hand"
    } else {
        "allowed: laying a double as your last tile ends the round at once"
    };
    (
        text.to_string(),
        if house {
            "house rule"
        } else {
            "the preset's rule"
        },
    )
}

/// "In this game, going out on a double: ..." for the game in progress.
#[component]
fn LastDoubleInGame(spec: GameSpec, id: String) -> Element {
    let (text, whose) = last_double_words(&spec);
    rsx! {
        div { class: "rb-house", role: "note", id: "{id}",
            p {
                strong { "In this game, going out on a double: " }
                "{text} ({whose})."
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
            "← Back to the dispute"
        }
    }
}

/// The settings of the unfinished game, if any (re-read after every write).
fn use_current_game() -> Option<GameSpec> {
    let db = use_db();
    use_revision().track();
    let id = db.unfinished_game().ok().flatten()?;
    db.game(id).ok().map(|g| g.sheet.spec)
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
                    strong { "House rule in this game: " }
                    "{n.text}"
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

/// `text` cut into pieces, each marked when it is one of `query`'s words
/// (case-insensitive; the longer word first where two overlap).
pub fn marked_parts(text: &str, query: &str) -> Vec<(String, bool)> {
    let mut words: Vec<Vec<char>> = query
        .split_whitespace()
        .map(|w| w.to_lowercase().chars().collect())
        .collect();
    words.sort_by_key(|w| std::cmp::Reverse(w.len()));
    let chars: Vec<char> = text.chars().collect();
    let lower: Vec<char> = chars
        .iter()
        .map(|c| c.to_lowercase().next().unwrap_or(*c))
        .collect();
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
    let mut i = 0;
    while i < chars.len() {
        let found = words
            .iter()
            .find(|w| !w.is_empty() && lower[i..].starts_with(w))
            .map(|w| w.len());
        match found {
            Some(len) => {
                push(&chars[i..i + len], true);
                i += len;
            }
            None => {
                push(&chars[i..i + 1], false);
                i += 1;
            }
        }
    }
    out
}

/// The rule book: a search box and every entry under its group heading.
#[component]
pub fn RuleBook() -> Element {
    let game = use_current_game();
    let mut query = use_signal(String::new);
    let q = query();
    let hits = book::search(&q);
    let all_notes = game
        .as_ref()
        .map(|g| book::house_notes(g.preset, &g.house))
        .unwrap_or_default();
    rsx! {
        div { class: "rulebook",
            div { class: "rb-head",
                Domino { a: 6, b: 6, size: 40.0 }
                div {
                    h1 { "Rule book" }
                    p { class: "lead",
                        "Mexican Train as the four rule sets in this app play it. "
                        "Open a rule to see how each one treats it."
                    }
                }
            }
            div { class: "rb-tools",
                input {
                    r#type: "search",
                    id: "rule-search",
                    class: "rb-search",
                    placeholder: "Search the rules: double, marker, blank…",
                    aria_label: "Search the rules",
                    autofocus: true,
                    initial_value: "",
                    oninput: move |e: FormEvent| query.set(e.value()),
                }
                Link { class: "button", id: "open-compare", to: Route::Compare {},
                    "Compare the presets side by side"
                }
            }
            if let Some(g) = &game {
                if !all_notes.is_empty() {
                    div { class: "rb-house", role: "note", id: "house-summary",
                        p {
                            strong { "The game in progress plays {g.preset.title()} with house rules:" }
                        }
                        ul {
                            for n in all_notes.iter() {
                                li { key: "{n.field}", "{n.text}" }
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
                    "No rule mentions “{q.trim()}”. Try a shorter word."
                }
            } else if !q.trim().is_empty() {
                p { class: "muted", id: "rule-count",
                    if hits.len() == 1 { "1 rule found" } else { "{hits.len()} rules found" }
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
                                    Marked { text: e.title.to_string(), query: q.clone() }
                                    if !notes_for(e, &game).is_empty() {
                                        span { class: "badge house", id: "house-{e.id}", "House rule" }
                                    }
                                }
                                span { class: "rb-group-name", "{e.group.title()}" }
                                span { class: "rb-summary", Marked { text: e.text.to_string(), query: q.clone() } }
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
                                h2 { "{g.title()}" }
                                ul { class: "rb-list",
                                    for e in in_group {
                                        li { key: "{e.id}",
                                            Link { class: "rb-item", id: "link-{e.id}", to: Route::RuleEntry { id: e.id.to_string() },
                                                span { class: "rb-title",
                                                    "{e.title}"
                                                    if !notes_for(e, &game).is_empty() {
                                                        span { class: "badge house", id: "house-{e.id}", "House rule" }
                                                    }
                                                    if e.same_everywhere() {
                                                        span { class: "badge", "Same in all four" }
                                                    }
                                                }
                                                span { class: "rb-summary", "{e.text}" }
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
                h1 { "No rule “{id}”" }
                p { class: "lead", "The rule book has no entry with this name." }
                Link { class: "button", id: "back-to-book", to: Route::RuleBook {}, "← Rule book" }
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
            nav { class: "rb-crumbs", aria_label: "rule book",
                Link { id: "back-to-book", to: Route::RuleBook {}, "← Rule book" }
                span { class: "muted", " / {e.group.title()}" }
            }
            BackToDispute {}
            h1 { id: "rule-{e.id}", class: "rb-entry-title", "{e.title}" }
            p { class: "rb-text", "{e.text}" }
            HouseNotes { notes: notes.clone(), id: "house-notes".to_string() }
            if let Some(g) = game.as_ref().filter(|_| e.fields.contains(&LAST_DOUBLE)) {
                LastDoubleInGame { spec: g.clone(), id: "game-last-double".to_string() }
            }
            h2 { "In each rule set" }
            table { class: "rb-presets", id: "preset-table",
                tbody {
                    for p in PresetId::ALL {
                        tr {
                            key: "{p.id()}",
                            class: if Some(p) == game_preset { "this-game" } else { "" },
                            th { scope: "row",
                                "{p.title()}"
                                if Some(p) == game_preset {
                                    span { class: "badge open", "this game" }
                                }
                            }
                            td {
                                "{e.for_preset(p)}"
                                if e.same_as_classic(p) {
                                    span { class: "rb-same", " Same as Classic." }
                                }
                            }
                        }
                    }
                }
            }
            if let Some(rule) = e.rule() {
                p { class: "hint rb-ruleid",
                    "The move checker names this rule "
                    code { "{rule}" }
                    " when it refuses a move."
                }
            }
            nav { class: "rb-pager",
                if let Some(p) = prev {
                    Link { class: "button", id: "rule-prev", to: Route::RuleEntry { id: p.id.to_string() }, "← {p.title}" }
                } else {
                    span {}
                }
                Link { class: "button", to: Route::Compare {}, "Compare presets" }
                if let Some(n) = next {
                    Link { class: "button", id: "rule-next", to: Route::RuleEntry { id: n.id.to_string() }, "{n.title} →" }
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
            nav { class: "rb-crumbs", aria_label: "rule book",
                Link { id: "back-to-book", to: Route::RuleBook {}, "← Rule book" }
            }
            h1 { "The four rule sets side by side" }
            div { class: "rb-tools",
                button {
                    id: "compare-diff-only",
                    class: if diff_only() { "toggle on" } else { "toggle" },
                    aria_pressed: "{diff_only()}",
                    onclick: move |_| diff_only.toggle(),
                    if diff_only() { "Showing only rules that differ" } else { "Show only rules that differ" }
                }
                if let Some(g) = &game {
                    span { class: "muted", "The game in progress plays {g.preset.title()}: its column is highlighted." }
                }
            }
            p { class: "hint rb-scroll-hint", id: "compare-scroll-hint",
                "The four presets side by side: slide the table sideways to see them all."
            }
            div { class: "rb-scroll", tabindex: "0", role: "region", aria_label: "the presets compared",
                table { class: "rb-compare", id: "compare-table",
                    thead {
                        tr {
                            th { scope: "col", "Rule" }
                            for p in PresetId::ALL {
                                th { scope: "col", class: col_class(p), key: "{p.id()}",
                                    "{p.title()}"
                                    if Some(p) == game_preset {
                                        span { class: "badge open", "this game" }
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
                                            th { colspan: "5", scope: "colgroup", "{g.title()}" }
                                        }
                                        for e in rows {
                                            tr { key: "{e.id}", id: "row-{e.id}",
                                                th { scope: "row",
                                                    Link { to: Route::RuleEntry { id: e.id.to_string() }, "{e.title}" }
                                                }
                                                for p in PresetId::ALL {
                                                    td { key: "{p.id()}", class: col_class(p),
                                                        if e.same_as_classic(p) {
                                                            span { class: "rb-same", "Same as Classic" }
                                                        } else {
                                                            "{e.for_preset(p)}"
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

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`).
pub(crate) fn i18n_keys() -> Vec<String> {
    Vec::new()
}

//! Pieces shared by the referee screens (move checker, blocked round, hand
//! planner): the table's basics (preset, set, engine, players) taken from the
//! current game or chosen, the tabs, the number pads, and keeping each
//! screen's state in the database.

use super::{preset_title, use_db, Route};
pub use crate::app::referee::Basics;
use crate::app::referee::{current_basics, keep, load_kept, revalidate};
use crate::rules::{Pip, PresetId, Seat, TrainId, COMMUNITY_KEY, MAX_PLAYERS, SUPPORTED_SETS};
use dioxus::prelude::*;
use serde::{de::DeserializeOwned, Serialize};

/// Set when the user follows a verdict's link to the rule book, so that the
/// rule page offers the way back to the dispute; cleared when the move
/// checker opens again.
pub static FROM_DISPUTE: GlobalSignal<bool> = Signal::global(|| false);

/// A referee screen's state, kept in the database between screens and
/// restarts.
pub trait KeptScreen: Serialize + DeserializeOwned + PartialEq + Clone + 'static {
    /// Its key in the database.
    const KEY: &'static str;
    /// The screen as it starts on these basics.
    fn fresh(b: Basics) -> Self;
    /// Its table's basics.
    fn basics(&self) -> Basics;
    /// Takes these basics as they are (they drop nothing).
    fn set_basics(&mut self, b: Basics);
    /// Whether a kept state can be shown.
    fn is_sound(&self) -> bool {
        true
    }
}

/// Read once, when the screen opens: the current game's basics, and the
/// state left on the screen before (another tab, the rule book, a restart)
/// made current, else a fresh one on those basics.
pub fn use_kept<K: KeptScreen>() -> (Basics, K) {
    let db = use_db();
    use_hook(move || {
        let current = current_basics(&db, seat_name);
        let kept = load_kept::<K>(&db, K::KEY)
            .filter(K::is_sound)
            .map(|mut k| {
                k.set_basics(revalidate(&db, k.basics()));
                k
            })
            .unwrap_or_else(|| K::fresh(current.clone()));
        (current, kept)
    })
}

/// Keeps the screen's `state` after every change (forgets it while it is
/// fresh on `current`); `on_error` gets the message when the database
/// refuses, `None` when it took it.
pub fn use_keep<K: KeptScreen>(
    current: Basics,
    state: impl Fn() -> K + 'static,
    mut on_error: impl FnMut(Option<String>) + 'static,
) {
    let db = use_db();
    use_effect(move || on_error(keep(&db, K::KEY, &state(), &K::fresh(current.clone()))));
}

/// The trains of a table of `n`: each seat's, then the community train.
pub fn trains(n: usize) -> impl Iterator<Item = TrainId> + Clone {
    (0..n.min(MAX_PLAYERS))
        .map(|i| TrainId::personal(Seat(i as u8)))
        .chain([TrainId::MEXICAN])
}

/// The name of seat `i` (from 0) until one is typed: "Player 1", "Joueur 1"...
/// in the language shown.
pub fn seat_name(i: usize) -> String {
    t!("ref-seat-name", n = i + 1)
}

/// `names` made `n` long: the names kept, [`seat_name`] for new seats.
pub fn resize_names(names: &[String], n: usize) -> Vec<String> {
    (0..n)
        .map(|i| names.get(i).cloned().unwrap_or_else(|| seat_name(i)))
        .collect()
}

/// The table-file key of train `t`.
pub fn train_key(players: &[String], t: TrainId) -> String {
    match t.owner() {
        Some(s) => players[s.index()].clone(),
        None => COMMUNITY_KEY.to_string(),
    }
}

/// The id fragment of train `t`: its seat number, or `mx`.
pub fn train_id(t: TrainId) -> String {
    match t.owner() {
        Some(s) => s.index().to_string(),
        None => "mx".to_string(),
    }
}

/// The links between the three referee screens (pages, not tabs of one
/// page: a navigation with the current one marked), and the page's heading.
#[component]
pub fn RefereeTabs(active: usize) -> Element {
    let pages = [
        t!("ref-tab-check"),
        t!("ref-tab-blocked"),
        t!("ref-tab-plan"),
    ];
    let class = |i: usize| if i == active { "tab on" } else { "tab" };
    let current = |i: usize| if i == active { Some("page") } else { None };
    let title = pages
        .get(active)
        .cloned()
        .unwrap_or_else(|| t!("ref-tab-referee"));
    let heading = t!("ref-heading", page = title);
    rsx! {
        h1 { class: "visually-hidden", "{heading}" }
        nav { class: "ref-tabs", "aria-label": t!("ref-tabs-label"),
            Link { id: "tab-check", class: class(0), to: Route::Checker {}, aria_current: current(0), "{pages[0]}" }
            Link { id: "tab-blocked", class: class(1), to: Route::Blocked {}, aria_current: current(1), "{pages[1]}" }
            Link { id: "tab-plan", class: class(2), to: Route::Planner {}, aria_current: current(2), "{pages[2]}" }
        }
    }
}

/// A row of number buttons `0..=max` (ids `{prefix}-{n}`), with an optional
/// "none" button first (id `{prefix}-none`).
#[component]
pub fn NumPad(
    prefix: String,
    max: Pip,
    value: Option<Pip>,
    #[props(default)] none_label: Option<String>,
    /// Nothing entered yet: no button is shown pressed, "none" included.
    #[props(default)]
    unset: bool,
    on_pick: EventHandler<Option<Pip>>,
) -> Element {
    let none_on = value.is_none() && !unset;
    rsx! {
        div { class: "numpad",
            if let Some(l) = none_label {
                button {
                    id: "{prefix}-none",
                    class: if none_on { "num wide on" } else { "num wide" },
                    "aria-pressed": "{none_on}",
                    onclick: move |_| on_pick.call(None),
                    "{l}"
                }
            }
            for v in 0..=max {
                button {
                    key: "{v}",
                    id: "{prefix}-{v}",
                    class: if value == Some(v) { "num on" } else { "num" },
                    "aria-pressed": "{value == Some(v)}",
                    onclick: move |_| on_pick.call(Some(v)),
                    "{v}"
                }
            }
        }
    }
}

/// The basics: a line when they come from the current game (with a way to
/// set up another table), else the preset, set, engine and player count.
#[component]
pub fn BasicsEditor(
    basics: Basics,
    on_change: EventHandler<Basics>,
    #[props(default = true)] with_players: bool,
) -> Element {
    let db = use_db();
    // A game in progress that this table is not (any more): offer it.
    let game_table =
        use_hook(move || Some(current_basics(&db, seat_name)).filter(|g| g.game.is_some()));
    let b = basics.clone();
    if b.game.is_some() {
        let names = b.players.join(", ");
        let b2 = b.clone();
        return rsx! {
            div { class: "row basics", id: "basics",
                span { class: "muted", {t!("ref-from-game")} }
                strong { {t!("ref-game-basics", preset = preset_title(b.preset), set = b.set, engine = b.engine)} }
                if with_players { span { "{names}" } }
                button {
                    class: "small",
                    id: "other-table",
                    onclick: move |_| {
                        let mut nb = b2.clone();
                        nb.game = None;
                        on_change.call(nb);
                    },
                    {t!("ref-other-table")}
                }
            }
        };
    }
    let (lo, hi) = b.player_range();
    let n = b.players.len();
    let (b1, b2, b3, b4) = (b.clone(), b.clone(), b.clone(), b.clone());
    rsx! {
        div { class: "row basics", id: "basics",
            label { r#for: "preset", {t!("ref-rules")} }
            select {
                id: "preset",
                onchange: move |e: FormEvent| {
                    if let Ok(p) = e.value().parse::<PresetId>() {
                        let mut nb = Basics::quick(p, b1.players.len(), seat_name);
                        let (lo, hi) = nb.player_range();
                        nb.players = resize_names(&b1.players, b1.players.len().clamp(lo, hi));
                        let nb = nb.with_cover_last_double(b1.cover_last_double());
                        on_change.call(nb);
                    }
                },
                for p in PresetId::ALL {
                    option { value: "{p.id()}", selected: p == b.preset, {preset_title(p)} }
                }
            }
            label { r#for: "set", {t!("ref-set")} }
            select {
                id: "set",
                onchange: move |e: FormEvent| {
                    if let Ok(s) = e.value().parse::<Pip>() {
                        let mut nb = b2.clone();
                        nb.set = s;
                        nb.engine = s;
                        let (lo, hi) = nb.player_range();
                        nb.players = resize_names(&nb.players, nb.players.len().clamp(lo, hi));
                        on_change.call(nb);
                    }
                },
                for s in SUPPORTED_SETS {
                    option { value: "{s}", selected: s == b.set, {t!("common-set", set = s)} }
                }
            }
            label { r#for: "engine", {t!("ref-engine")} }
            select {
                id: "engine",
                onchange: move |e: FormEvent| {
                    if let Ok(v) = e.value().parse::<Pip>() {
                        let mut nb = b3.clone();
                        nb.engine = v.min(nb.set);
                        on_change.call(nb);
                    }
                },
                for v in (0..=b.set).rev() {
                    option { value: "{v}", selected: v == b.engine, "{v}-{v}" }
                }
            }
            if with_players {
                span { class: "muted", {t!("ref-players")} }
                for k in lo..=hi {
                    {
                        let bk = b.clone();
                        rsx! {
                            button {
                                key: "{k}",
                                id: "players-{k}",
                                class: if k == n { "num on" } else { "num" },
                                "aria-pressed": "{k == n}",
                                onclick: move |_| {
                                    let mut nb = bk.clone();
                                    nb.players = resize_names(&bk.players, k);
                                    on_change.call(nb);
                                },
                                "{k}"
                            }
                        }
                    }
                }
            }
            if let Some(g) = game_table {
                button {
                    class: "small",
                    id: "use-game",
                    onclick: move |_| on_change.call(g.clone()),
                    {t!("ref-use-game")}
                }
            }
        }
        if with_players {
            div { class: "row names", id: "names",
                span { class: "muted", {t!("ref-names")} }
                for i in 0..n {
                    {
                        let bi = b4.clone();
                        rsx! {
                            input {
                                key: "{i}",
                                r#type: "text",
                                id: "name-{i}",
                                class: "name-input",
                                style: "width:110px",
                                "aria-label": t!("ref-name-of-seat", n = i + 1),
                                initial_value: "{b.players[i]}",
                                oninput: move |e: FormEvent| {
                                    let mut nb = bi.clone();
                                    nb.players[i] = e.value().trim().to_string();
                                    on_change.call(nb);
                                },
                            }
                        }
                    }
                }
            }
        }
    }
}

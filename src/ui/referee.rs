//! Pieces shared by the referee screens (move checker, blocked round, hand
//! planner): the table's basics (preset, set, engine, players) taken from the
//! current game or chosen, the tabs, and the number pads.

use super::Route;
use crate::db::Db;
use crate::rules::{HouseRules, Pip, PresetId, Rules, MAX_PLAYERS, SUPPORTED_SETS};
use dioxus::prelude::*;

/// Index of the Mexican Train in the per-train vectors (after every seat).
pub const MX: usize = MAX_PLAYERS;

/// The table's basics: what the engine needs before any train or hand.
#[derive(Clone, Debug, PartialEq)]
pub struct Basics {
    /// The preset.
    pub preset: PresetId,
    /// House rules over the preset (from the current game).
    pub house: Option<HouseRules>,
    /// The set's top double.
    pub set: Pip,
    /// The engine double's value.
    pub engine: Pip,
    /// Names in seat order.
    pub players: Vec<String>,
    /// The game these came from, if any.
    pub game: Option<i64>,
}

impl Basics {
    /// The current game's table (its next round's engine), else a quick
    /// classic table for three.
    pub fn current(db: &Db) -> Basics {
        let game = db
            .unfinished_game()
            .ok()
            .flatten()
            .and_then(|id| db.game(id).ok());
        match game {
            Some(g) => {
                let spec = &g.sheet.spec;
                let engine = g.sheet.next_round().map(|p| p.engine).unwrap_or(spec.set);
                Basics {
                    preset: spec.preset,
                    house: (!spec.house.is_empty()).then(|| spec.house.clone()),
                    set: spec.set,
                    engine,
                    players: spec.players.clone(),
                    game: Some(g.id),
                }
            }
            None => Basics::quick(PresetId::Classic, 3),
        }
    }

    /// A table of `n` players called "Player 1".."Player n", on the preset's
    /// default set.
    pub fn quick(preset: PresetId, n: usize) -> Basics {
        let set = Rules::preset(preset).default_set;
        Basics {
            preset,
            house: None,
            set,
            engine: set,
            players: quick_names(n),
            game: None,
        }
    }

    /// The rules in force: the preset with the house rules (the preset alone
    /// if the house rules do not apply).
    pub fn rules(&self) -> Rules {
        let base = Rules::preset(self.preset);
        match &self.house {
            Some(h) => base.with_house(h).unwrap_or(base),
            None => base,
        }
    }

    /// How many players this preset allows on this set (at most 8 offered).
    pub fn player_range(&self) -> (usize, usize) {
        let r = Rules::preset(self.preset);
        let max = r.max_players_for(self.set).min(8) as usize;
        (r.min_players as usize, max.max(r.min_players as usize))
    }
}

/// "Player 1".."Player n".
pub fn quick_names(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("Player {i}")).collect()
}

/// The display name of train `i` (a seat, or [`MX`]).
pub fn train_label(players: &[String], i: usize) -> String {
    if i == MX {
        "Mexican Train".to_string()
    } else {
        format!("{}'s train", players[i])
    }
}

/// The table-file key of train `i`.
pub fn train_key(players: &[String], i: usize) -> String {
    if i == MX {
        "mexican".to_string()
    } else {
        players[i].clone()
    }
}

/// The id fragment of train `i`: its seat number, or `mx`.
pub fn train_id(i: usize) -> String {
    if i == MX {
        "mx".to_string()
    } else {
        i.to_string()
    }
}

/// The tabs between the three referee screens.
#[component]
pub fn RefereeTabs(active: usize) -> Element {
    let class = |i: usize| if i == active { "tab on" } else { "tab" };
    rsx! {
        nav { class: "ref-tabs", role: "tablist",
            Link { id: "tab-check", class: class(0), to: Route::Checker {}, "Move checker" }
            Link { id: "tab-blocked", class: class(1), to: Route::Blocked {}, "Blocked round" }
            Link { id: "tab-plan", class: class(2), to: Route::Planner {}, "Hand planner" }
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
    on_pick: EventHandler<Option<Pip>>,
) -> Element {
    rsx! {
        div { class: "numpad",
            if let Some(l) = none_label {
                button {
                    id: "{prefix}-none",
                    class: if value.is_none() { "num wide on" } else { "num wide" },
                    "aria-pressed": "{value.is_none()}",
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
    let b = basics.clone();
    if b.game.is_some() {
        let names = b.players.join(", ");
        let b2 = b.clone();
        return rsx! {
            div { class: "row basics", id: "basics",
                span { class: "muted", "From the current game:" }
                strong { "{b.preset.title()}, double-{b.set}, engine {b.engine}-{b.engine}" }
                if with_players { span { "{names}" } }
                button {
                    class: "small",
                    id: "other-table",
                    onclick: move |_| {
                        let mut nb = b2.clone();
                        nb.game = None;
                        on_change.call(nb);
                    },
                    "Another table"
                }
            }
        };
    }
    let (lo, hi) = b.player_range();
    let n = b.players.len();
    let (b1, b2, b3) = (b.clone(), b.clone(), b.clone());
    rsx! {
        div { class: "row basics", id: "basics",
            label { r#for: "preset", "Rules" }
            select {
                id: "preset",
                onchange: move |e: FormEvent| {
                    if let Ok(p) = e.value().parse::<PresetId>() {
                        let mut nb = Basics::quick(p, b1.players.len());
                        let (lo, hi) = nb.player_range();
                        nb.players = quick_names(b1.players.len().clamp(lo, hi));
                        on_change.call(nb);
                    }
                },
                for p in PresetId::ALL {
                    option { value: "{p.id()}", selected: p == b.preset, "{p.title()}" }
                }
            }
            label { r#for: "set", "Set" }
            select {
                id: "set",
                onchange: move |e: FormEvent| {
                    if let Ok(s) = e.value().parse::<Pip>() {
                        let mut nb = b2.clone();
                        nb.set = s;
                        nb.engine = s;
                        let (lo, hi) = nb.player_range();
                        nb.players = quick_names(nb.players.len().clamp(lo, hi));
                        on_change.call(nb);
                    }
                },
                for s in SUPPORTED_SETS {
                    option { value: "{s}", selected: s == b.set, "double-{s}" }
                }
            }
            label { r#for: "engine", "Engine" }
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
                span { class: "muted", "Players" }
                for k in lo..=hi {
                    {
                        let bk = b.clone();
                        rsx! {
                            button {
                                key: "{k}",
                                id: "players-{k}",
                                class: if k == n { "num on" } else { "num" },
                                onclick: move |_| {
                                    let mut nb = bk.clone();
                                    nb.players = quick_names(k);
                                    on_change.call(nb);
                                },
                                "{k}"
                            }
                        }
                    }
                }
            }
        }
    }
}

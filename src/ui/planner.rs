//! The hand planner: tap your hand; the engine lays out the longest train
//! from the engine (or another open end) and the tiles left over.

use super::referee::{use_keep, use_kept, Basics, BasicsEditor, KeptScreen, NumPad, RefereeTabs};
use super::widgets::{Domino, TilePicker};
use crate::rules::{plan, Pip, Tile};
use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

/// The screen as kept between screens and restarts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    basics: Basics,
    hand: Vec<Tile>,
    start: Option<Pip>,
}

impl KeptScreen for Kept {
    const KEY: &'static str = "planner";
    fn fresh(basics: Basics) -> Kept {
        Kept {
            basics,
            hand: vec![],
            start: None,
        }
    }
    fn basics(&self) -> Basics {
        self.basics.clone()
    }
    fn set_basics(&mut self, b: Basics) {
        self.basics = b;
    }
    fn is_sound(&self) -> bool {
        !self.basics.players.is_empty()
    }
}

/// The hand planner screen.
#[component]
pub fn Planner() -> Element {
    let (current, initial) = use_kept::<Kept>();
    let mut basics = use_signal(|| initial.basics.clone());
    let mut hand = use_signal(|| initial.hand.clone());
    let mut start = use_signal(move || initial.start);
    let mut kept_error = use_signal(|| None::<String>);
    use_keep(
        current,
        move || Kept {
            basics: basics.read().clone(),
            hand: hand.read().clone(),
            start: start(),
        },
        move |e| kept_error.set(e),
    );
    let b = basics.read().clone();
    let from = start().filter(|&s| s <= b.set).unwrap_or(b.engine);
    let tiles = hand.read().clone();
    let answer = plan(&tiles, Some(from));
    let pips = answer.pips;
    rsx! {
        RefereeTabs { active: 2 }
        div { class: "ref-grid",
            div { class: "ref-main",
                div { class: "card",
                    h2 { class: "ref-h", {t!("plan-your-hand")} }
                    BasicsEditor {
                        basics: b.clone(),
                        with_players: false,
                        on_change: move |nb: Basics| {
                            let set = nb.set;
                            let engine = Tile::double(nb.engine);
                            hand.write().retain(|t| t.in_set(set) && *t != engine);
                            basics.set(nb);
                            start.set(None);
                        },
                    }
                    div { class: "row", style: "margin:8px 0",
                        span { class: "muted", {t!("plan-start-from")} }
                        NumPad { prefix: "start", max: b.set, value: Some(from), on_pick: move |v: Option<Pip>| start.set(v) }
                    }
                    if let Some(e) = kept_error() {
                        div { class: "error", role: "alert", "{e}" }
                    }
                    div { class: "row",
                        span { class: "muted grow", id: "hand-count", {t!("plan-tapped", count = tiles.len())} }
                        button { class: "small", id: "hand-clear", onclick: move |_| hand.write().clear(), {t!("plan-clear")} }
                    }
                    TilePicker {
                        set: b.set,
                        engine: Some(b.engine),
                        selected: tiles.clone(),
                        taken: Vec::<Tile>::new(),
                        size: 18.0,
                        on_toggle: move |t: Tile| {
                            let mut h = hand.write();
                            if let Some(k) = h.iter().position(|&x| x == t) { h.remove(k); } else { h.push(t); }
                        },
                    }
                }
            }
            div { class: "ref-side",
                div { class: "card",
                    h2 { class: "ref-h", {t!("plan-longest", from = from)} }
                    if tiles.is_empty() {
                        p { class: "muted", id: "plan-empty", {t!("plan-empty")} }
                    } else if answer.train.is_empty() {
                        p { id: "plan-none", {t!("plan-none", from = from)} }
                    } else {
                        p { id: "plan-summary",
                            strong { {t!("plan-count", count = answer.train.len())} }
                            " "
                            {t!("plan-order", pips = pips)}
                        }
                        div { class: "plan-train", id: "plan-train",
                            for (k, pl) in answer.train.iter().enumerate() {
                                div { class: "plan-step", key: "{k}", title: "{pl}",
                                    Domino { a: pl.from, b: pl.to, size: 22.0 }
                                    span { class: "muted", "{k + 1}" }
                                }
                            }
                        }
                        p { class: "muted", id: "plan-order", {answer.train.iter().map(|p| p.to_string()).collect::<Vec<_>>().join(", ")} }
                    }
                    if !tiles.is_empty() {
                        h3 { {t!("plan-extras", count = answer.extras.len())} }
                        if answer.extras.is_empty() {
                            p { id: "plan-extras", {t!("plan-no-extras")} }
                        } else {
                            div { class: "row", id: "plan-extras", style: "gap:6px",
                                for t in answer.extras.iter().copied() {
                                    div { key: "{t}", title: "{t}", Domino { a: t.hi(), b: t.lo(), size: 18.0 } }
                                }
                            }
                            p { class: "plan-extras-list", id: "plan-extras-list",
                                {answer.extras.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", ")}
                            }
                            p { class: "hint", {t!("plan-extras-hint")} }
                        }
                    }
                }
            }
        }
    }
}

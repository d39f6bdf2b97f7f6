//! "The table as it stands": the basics, each train (open end, marker, open
//! double, or its tiles), whose turn, the mover's hand and the boneyard.

use super::super::referee::{train_id, train_key, trains, BasicsEditor, NumPad};
use super::super::referee_model::{toggle, EditedTable};
use super::super::widgets::{Domino, TilePicker};
use super::words::train_label;
use super::{of_name, Draft, Pick};
use crate::rules::{Pip, Table, Tile, TrainId, TrainSetup};
use dioxus::prelude::*;

/// The card of the table before the moves.
#[component]
pub(super) fn TablePane(
    pos: Signal<EditedTable>,
    draft: Signal<Draft>,
    picking: Signal<Pick>,
    mover: usize,
    start: Option<Table>,
) -> Element {
    let p = pos.read();
    let made = !p.setup.moves.is_empty();
    let names = p.setup.players.clone();
    rsx! {
        div { class: "card",
            h2 { class: "ref-h",
                if !made { {t!("table-as-it-stands")} } else { {t!("table-before-moves")} }
            }
            BasicsEditor {
                basics: p.basics(),
                on_change: move |nb| {
                    pos.write().rebase(nb);
                    draft.set(Draft::default());
                },
            }
            p { class: "hint", {t!("table-hint")} }
            for t in trains(names.len()) {
                TrainRow {
                    key: "{train_id(t)}",
                    pos,
                    picking,
                    train: t,
                    // The open end of a train given by its tiles comes from the engine.
                    engine_end: start.as_ref().and_then(|tb| {
                        let id = tb.train_of(&train_key(&names, t))?;
                        Some((tb.train_end(id), tb.train(id).open_double))
                    }),
                }
            }
            TurnRow { pos, draft }
            HandRow { pos, picking, owner: mover }
        }
    }
}

/// One train: its open end, marker, open double, and its tiles.
#[component]
fn TrainRow(
    pos: Signal<EditedTable>,
    picking: Signal<Pick>,
    train: TrainId,
    engine_end: Option<(Pip, bool)>,
) -> Element {
    let p = pos.read();
    let t = train;
    let rules = p.basics().rules();
    let set = p.basics().set;
    let engine = p.basics().engine;
    let tr = p.train(t);
    let tid = train_id(t);
    let label = train_label(&p.setup.players, t, &rules);
    let started = tr.end.is_some() || tr.tiles.is_some();
    let chain = tr.tiles.clone();
    let open_here = picking() == Pick::Train(t);
    let shown_end = match (&chain, engine_end) {
        (Some(_), e) => e.map(|(e, _)| e),
        (None, _) => tr.end,
    };
    let shown_double = match (&chain, engine_end) {
        (Some(_), Some((_, od))) => od,
        _ => started && tr.open_double == Some(true),
    };
    let key = train_key(&p.setup.players, t);
    let chain_taken: Vec<Tile> = (p.setup.trains.iter())
        .filter(|(k, _)| **k != key)
        .flat_map(|(_, x)| x.tiles.clone().unwrap_or_default())
        .chain(p.setup.hands.values().flatten().copied())
        .collect();
    let marker = tr.marker;
    rsx! {
        div { class: "train-row", id: "train-{tid}",
            div { class: "train-name", strong { "{label}" } }
            NumPad {
                prefix: "end-{tid}",
                max: set,
                value: shown_end,
                none_label: t!("table-none"),
                on_pick: move |v: Option<Pip>| match v {
                    Some(e) => pos.write().edit_train(t, |tr| { tr.end = Some(e); tr.tiles = None; }),
                    None => pos.write().clear_train(t),
                },
            }
            div { class: "row train-toggles",
                if let (Some(s), true) = (t.owner(), rules.markers) {
                    button {
                        id: "marker-{tid}",
                        class: if marker { "small toggle on" } else { "small toggle" },
                        "aria-pressed": "{marker}",
                        onclick: move |_| pos.write().toggle_marker(s.index()),
                        {t!("table-marker-up")}
                    }
                }
                button {
                    id: "double-{tid}",
                    class: if shown_double { "small toggle on" } else { "small toggle" },
                    "aria-pressed": "{shown_double}",
                    disabled: !started || chain.is_some(),
                    title: t!("table-open-double-title"),
                    onclick: move |_| pos.write().edit_train(t, |tr| tr.open_double = (tr.open_double != Some(true)).then_some(true)),
                    {t!("table-open-double")}
                }
                button {
                    id: "tiles-{tid}",
                    class: if open_here { "small toggle on" } else { "small toggle" },
                    title: t!("table-tiles-title"),
                    onclick: move |_| picking.set(if open_here { Pick::Nothing } else { Pick::Train(t) }),
                    {t!("table-tiles")}
                }
            }
            if let Some(ts) = &chain {
                div { class: "row train-chain", id: "chain-{tid}",
                    for (k, x) in ts.iter().enumerate() {
                        div { key: "{k}", title: "{x}", Domino { a: x.hi(), b: x.lo(), size: 13.0 } }
                    }
                }
            }
            if open_here {
                div { class: "train-picker",
                    div { class: "row",
                        span { class: "grow muted", {t!("table-chain-hint", train = label.clone())} }
                        button { class: "small", id: "chain-clear", onclick: move |_| pos.write().clear_train(t), {t!("table-clear")} }
                        button { class: "small primary", id: "chain-done", onclick: move |_| picking.set(Pick::Nothing), {t!("table-done")} }
                    }
                    TilePicker {
                        set,
                        engine: Some(engine),
                        selected: chain.clone().unwrap_or_default(),
                        taken: chain_taken,
                        size: 16.0,
                        on_toggle: move |x: Tile| pos.write().edit_train(t, |tr| toggle_in_chain(tr, x)),
                    }
                }
            }
        }
    }
}

/// Adds `x` to a train given by its tiles, or takes it off; a train left
/// with no tiles is not started.
fn toggle_in_chain(tr: &mut TrainSetup, x: Tile) {
    let ts = tr.tiles.get_or_insert_with(Vec::new);
    toggle(ts, x);
    if ts.is_empty() {
        *tr = TrainSetup {
            marker: tr.marker,
            ..TrainSetup::default()
        };
    } else {
        tr.end = None;
        tr.open_double = None;
    }
}

/// Whose turn it is when the moves begin.
#[component]
fn TurnRow(pos: Signal<EditedTable>, draft: Signal<Draft>) -> Element {
    let p = pos.read();
    let turn = p.turn();
    rsx! {
        div { class: "row", style: "margin-top:10px",
            span { class: "muted",
                if p.turn_chosen || !p.setup.moves.is_empty() { {t!("table-whose-turn")} } else { {t!("table-whose-turn-default")} }
            }
            for (i, name) in p.setup.players.iter().enumerate() {
                button {
                    key: "{i}",
                    id: "turn-{i}",
                    class: if turn == i { "small toggle on" } else { "small toggle" },
                    "aria-pressed": "{turn == i}",
                    onclick: move |_| {
                        let mut w = pos.write();
                        w.set_turn(i);
                        w.turn_chosen = true;
                        draft.write().mover = None;
                    },
                    {name.clone()}
                }
            }
        }
    }
}

/// The mover's hand (optional), the boneyard and the house rule on going
/// out on a double.
#[component]
fn HandRow(pos: Signal<EditedTable>, picking: Signal<Pick>, owner: usize) -> Element {
    let p = pos.read();
    let b = p.basics();
    let name = b.players[owner].clone();
    let hand = p.hand(owner);
    let others: Vec<Tile> = (0..b.players.len())
        .filter(|&i| i != owner)
        .flat_map(|i| p.hand(i))
        .chain(
            p.setup
                .trains
                .values()
                .flat_map(|t| t.tiles.clone().unwrap_or_default()),
        )
        .collect();
    let cover = b.cover_last_double();
    rsx! {
        div { class: "row", style: "margin-top:10px",
            button {
                id: "hand-toggle",
                class: if picking() == Pick::Hand { "small toggle on" } else { "small toggle" },
                onclick: move |_| picking.set(if picking() == Pick::Hand { Pick::Nothing } else { Pick::Hand }),
                if hand.is_empty() { {t!("table-hand-optional", name = name.clone(), of = of_name(&name))} } else { {t!("table-hand-count", name = name.clone(), of = of_name(&name), count = hand.len())} }
            }
            label { r#for: "boneyard", {t!("table-boneyard")} }
            input {
                r#type: "text",
                id: "boneyard",
                inputmode: "numeric",
                class: "boneyard-count",
                placeholder: t!("table-unknown"),
                initial_value: p.setup.boneyard.map(|b| b.to_string()).unwrap_or_default(),
                oninput: move |e: FormEvent| pos.write().setup.boneyard = e.value().trim().parse().ok(),
            }
            span { class: "muted", {t!("table-tiles-left")} }
            button {
                id: "cover-last-double",
                class: if cover { "small toggle on" } else { "small toggle" },
                "aria-pressed": "{cover}",
                title: t!("table-cover-last-title"),
                onclick: move |_| {
                    let nb = pos.read().basics().with_cover_last_double(!cover);
                    pos.write().set_basics(nb);
                },
                if cover { {t!("table-cover-last-on")} } else { {t!("table-cover-last-off")} }
            }
        }
        if picking() == Pick::Hand {
            div { class: "card", style: "margin-top:10px",
                div { class: "row",
                    h3 { class: "grow", {t!("table-hand-tiles", name = name.clone(), of = of_name(&name))} }
                    button { class: "small", id: "hand-clear", onclick: move |_| pos.write().clear_hand(owner), {t!("table-clear")} }
                    button { class: "small primary", id: "hand-done", onclick: move |_| picking.set(Pick::Nothing), {t!("table-done")} }
                }
                TilePicker {
                    set: b.set,
                    engine: Some(b.engine),
                    selected: hand.clone(),
                    taken: others,
                    size: 18.0,
                    on_toggle: move |t: Tile| pos.write().toggle_in_hand(owner, t),
                }
            }
        }
    }
}

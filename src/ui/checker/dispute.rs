//! The disputed move: the moves made so far, who moves, what they play and
//! where, the question as the engine reads it, and its verdict.

use super::super::referee::{train_id, trains, NumPad};
use super::super::referee_model::EditedTable;
use super::super::say;
use super::super::widgets::Domino;
use super::verdict::Verdict;
use super::{community_short, Act, Draft};
use crate::rules::{CheckReport, MoveSetup, SetupError};
use dioxus::prelude::*;

/// The side card: the moves made, the disputed move and the verdict.
#[component]
pub(super) fn DisputePane(
    pos: Signal<EditedTable>,
    draft: Signal<Draft>,
    mover: usize,
    disputed: Option<MoveSetup>,
    judged: Option<Result<CheckReport, SetupError>>,
    base: Result<CheckReport, SetupError>,
) -> Element {
    let p = pos.read();
    let d = draft();
    let rules = p.basics().rules();
    let made = p.setup.moves.len();
    let legal_now = matches!(&judged, Some(Ok(r)) if r.moves.last().is_some_and(|v| v.legal && v.index == made));
    rsx! {
        div { class: "card",
            h2 { class: "ref-h", {t!("check-disputed")} }
            if made > 0 {
                MovesMade { pos, draft, base: base.clone() }
            }
            MoveEditor { pos, draft, mover }
            if let Some(m) = &disputed {
                div { class: "row ref-question", id: "question",
                    if let (Act::Play, Some(a), Some(b)) = (d.act, d.a, d.b) {
                        Domino { a, b, size: 18.0 }
                    }
                    strong { {t!("check-question", question = say(&m.said(&rules)))} }
                }
            }
            Verdict { base, judged, act: d.act, made, rules: rules.clone() }
            if legal_now {
                button {
                    class: "primary",
                    id: "add-move",
                    style: "margin-top:10px",
                    onclick: move |_| {
                        if let Some(m) = disputed.clone() {
                            pos.write().setup.moves.push(m);
                            draft.set(Draft::default());
                        }
                    },
                    {t!("check-add-move")}
                }
            }
        }
    }
}

/// The moves made, each with its verdict, and a way to take the last back.
#[component]
fn MovesMade(
    pos: Signal<EditedTable>,
    draft: Signal<Draft>,
    base: Result<CheckReport, SetupError>,
) -> Element {
    let p = pos.read();
    let rules = p.basics().rules();
    let verdicts = base.map(|r| r.moves).unwrap_or_default();
    rsx! {
        ol { class: "ref-moves", id: "moves",
            for (k, m) in p.setup.moves.iter().enumerate() {
                {
                    let tag = match verdicts.iter().find(|v| v.index == k) {
                        Some(v) if v.legal => t!("check-tag-legal"),
                        Some(_) => t!("check-tag-illegal"),
                        None => t!("check-tag-unjudged"),
                    };
                    let line = format!("{} — {tag}", say(&m.said(&rules)));
                    rsx! { li { key: "{k}", "{line}" } }
                }
            }
        }
        button {
            class: "small",
            id: "undo-move",
            onclick: move |_| {
                pos.write().setup.moves.pop();
                draft.set(Draft::default());
            },
            {t!("check-undo-move")}
        }
    }
}

/// Who moves, and what: a tile on a train, a draw or a pass.
#[component]
fn MoveEditor(pos: Signal<EditedTable>, draft: Signal<Draft>, mover: usize) -> Element {
    let p = pos.read();
    let d = draft();
    let b = p.basics();
    let rules = b.rules();
    let names = &b.players;
    rsx! {
        div { class: "row",
            span { class: "muted", {t!("check-who")} }
            for (i, name) in names.iter().enumerate() {
                button {
                    key: "{i}",
                    id: "mover-{i}",
                    class: if mover == i { "small toggle on" } else { "small toggle" },
                    "aria-pressed": "{mover == i}",
                    onclick: move |_| {
                        draft.write().mover = Some(i);
                        // The disputed move's player is whose turn it is, unless the user said otherwise.
                        let mut w = pos.write();
                        if w.setup.moves.is_empty() && !w.turn_chosen {
                            w.set_turn(i);
                        }
                    },
                    {name.clone()}
                }
            }
        }
        div { class: "row", style: "margin-top:8px",
            for (act, id, label) in [(Act::Play, "act-play", t!("check-act-play")), (Act::Draw, "act-draw", t!("check-act-draw")), (Act::Pass, "act-pass", t!("check-act-pass"))] {
                button {
                    key: "{id}",
                    id: "{id}",
                    class: if d.act == act { "small toggle on" } else { "small toggle" },
                    "aria-pressed": "{d.act == act}",
                    onclick: move |_| draft.write().act = act,
                    "{label}"
                }
            }
        }
        if d.act == Act::Play {
            div { class: "move-tile",
                span { class: "muted", {t!("check-tile")} }
                NumPad { prefix: "move-a", max: b.set, value: d.a, on_pick: move |v| draft.write().a = v }
                span { class: "muted", {t!("check-tile-and")} }
                NumPad { prefix: "move-b", max: b.set, value: d.b, on_pick: move |v| draft.write().b = v }
            }
            div { class: "row", style: "margin-top:8px",
                span { class: "muted", {t!("check-on")} }
                for t in trains(names.len()) {
                    {
                        let tid = train_id(t);
                        let label = match t.owner() {
                            Some(s) => names[s.index()].clone(),
                            None => community_short(&rules),
                        };
                        rsx! {
                            button {
                                key: "{tid}",
                                id: "on-{tid}",
                                class: if d.on == Some(t) { "small toggle on" } else { "small toggle" },
                                "aria-pressed": "{d.on == Some(t)}",
                                onclick: move |_| draft.write().on = Some(t),
                                "{label}"
                            }
                        }
                    }
                }
            }
        }
    }
}

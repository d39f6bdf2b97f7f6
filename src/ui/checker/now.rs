//! "The table now": the table the moves made leave, on which the next move
//! is judged.

use super::super::referee::{train_key, trains};
use super::words::train_label;
use crate::rules::{Seat, Table, TrainId};
use dioxus::prelude::*;

/// One train of the table now, in words.
fn train_now(t: &Table, players: &[String], tr: TrainId) -> String {
    let Some(id) = t.train_of(&train_key(players, tr)) else {
        return t!("now-not-started");
    };
    let st = t.train(id);
    let mut out = if st.started {
        t!("now-ends-in", end = t.train_end(id))
    } else {
        t!("now-not-started")
    };
    if st.started && st.open_double {
        out.push_str(&t!("now-open-double"));
    }
    if tr.owner().is_some_and(|s| t.marker(s)) {
        out.push_str(&t!("now-marker-up"));
    }
    out
}

/// What "the table now" follows from: `applied` of the `made` moves.
fn now_hint(applied: usize, made: usize) -> String {
    match (applied, made) {
        (0, _) => t!("now-hint-unchanged"),
        (k, m) if k == m => t!("now-hint-all", count = k),
        (k, _) => t!("now-hint-first", count = k),
    }
}

/// The table after `applied` of the `made` moves, line by line.
fn now_lines(t: &Table) -> Vec<String> {
    let names: Vec<String> = (0..t.players())
        .map(|i| t.name(Seat(i as u8)).to_string())
        .collect();
    let rules = t.rules();
    let mut v: Vec<String> = trains(names.len())
        .map(|tr| {
            t!(
                "now-train-line",
                train = train_label(&names, tr, rules),
                state = train_now(t, &names, tr)
            )
        })
        .collect();
    for (i, name) in names.iter().enumerate() {
        if let Some(h) = t.hand(Seat(i as u8)) {
            v.push(t!("now-holds", name = name.clone(), count = h.len()));
        }
    }
    if let Some(k) = t.boneyard() {
        v.push(t!("now-boneyard", count = k));
    }
    v.push(if t.status().over {
        t!("now-round-over")
    } else {
        t!("now-next", name = t.name(t.turn()).to_string())
    });
    v
}

/// The "table now" card.
#[component]
pub(super) fn TableNow(table: Table, applied: usize, made: usize) -> Element {
    let lines = now_lines(&table);
    rsx! {
        div { class: "card", id: "table-now",
            h2 { class: "ref-h", {t!("now-title")} }
            p { class: "hint", id: "table-now-hint", "{now_hint(applied, made)}" }
            ul { class: "ref-now",
                for (k, line) in lines.iter().enumerate() { li { key: "{k}", "{line}" } }
            }
        }
    }
}

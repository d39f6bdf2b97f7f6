//! "The table now": the table the moves made leave, on which the next move
//! is judged.

use super::super::referee::{train_key, train_label, trains};
use crate::rules::{Seat, Table, TrainId};
use dioxus::prelude::*;

/// One train of the table now, in words.
fn train_now(t: &Table, players: &[String], tr: TrainId) -> String {
    let Some(id) = t.train_of(&train_key(players, tr)) else {
        return "not started".into();
    };
    let st = t.train(id);
    let mut out = if st.started {
        format!("ends in {}", t.train_end(id))
    } else {
        "not started".into()
    };
    if st.started && st.open_double {
        out.push_str(", an open double");
    }
    if tr.owner().is_some_and(|s| t.marker(s)) {
        out.push_str(", marker up");
    }
    out
}

/// What "the table now" follows from: `applied` of the `made` moves.
fn now_hint(applied: usize, made: usize) -> String {
    let judged = "the next move is judged on this";
    match (applied, made) {
        (0, _) => {
            format!("The first move above breaks a rule, so the table has not changed: {judged}.")
        }
        (1, 1) => format!("After the move played: {judged}."),
        (k, m) if k == m => format!("After the {k} moves played: {judged}."),
        (1, _) => format!("After the first move, up to the one that breaks a rule: {judged}."),
        (k, _) => format!("After the first {k} moves, up to the one that breaks a rule: {judged}."),
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
            format!(
                "{}: {}",
                train_label(&names, tr, rules),
                train_now(t, &names, tr)
            )
        })
        .collect();
    for (i, name) in names.iter().enumerate() {
        if let Some(h) = t.hand(Seat(i as u8)) {
            v.push(format!("{name} holds {} tiles", h.len()));
        }
    }
    if let Some(k) = t.boneyard() {
        v.push(format!("Boneyard: {k} tiles"));
    }
    v.push(if t.status().over {
        "The round is over.".to_string()
    } else {
        format!("Next: {}", t.name(t.turn()))
    });
    v
}

/// The "table now" card.
#[component]
pub(super) fn TableNow(table: Table, applied: usize, made: usize) -> Element {
    let lines = now_lines(&table);
    rsx! {
        div { class: "card", id: "table-now",
            h2 { class: "ref-h", "The table now" }
            p { class: "hint", id: "table-now-hint", "{now_hint(applied, made)}" }
            ul { class: "ref-now",
                for (k, line) in lines.iter().enumerate() { li { key: "{k}", "{line}" } }
            }
        }
    }
}

//! The blocked-round resolver: enter the trains' open ends and markers,
//! then each player's remaining tiles; the engine says whether the round
//! really is blocked, who could still play what, everyone's points and, for
//! a blocked round, the winners. One tap records it as the current game's
//! next round.

use super::referee::{train_id, train_label, Basics, BasicsEditor, NumPad, RefereeTabs, MX};
use super::referee_model::{Position, TrainEdit};
use super::widgets::{Domino, TilePicker};
use super::{use_db, use_revision, Route};
use crate::app::referee::{current_basics, keep, load_kept, next_starter, revalidate};
use crate::rules::{lowest, Pip, PlayerInput, RoundInput, Table, Tile, MAX_PLAYERS};
use dioxus::prelude::*;
use serde::{Deserialize, Serialize};

/// The key of the screen's kept state in the database.
const KEPT: &str = "blocked";

/// The screen as kept between screens and restarts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    position: Position,
    /// Per train (seats, then the Mexican Train at [`MX`]): entered yet.
    entered: Vec<bool>,
    starter: Option<usize>,
}

impl Kept {
    fn new(basics: Basics) -> Kept {
        let mut position = Position::new(basics);
        position.boneyard = Some(0);
        Kept {
            position,
            entered: vec![false; MAX_PLAYERS + 1],
            starter: None,
        }
    }
}

/// The blocked-round screen.
#[component]
pub fn Blocked() -> Element {
    let db = use_db();
    let rev = use_revision();
    rev.track();
    let nav = use_navigator();
    // Read once, when the screen opens: the current game's table, and
    // what was left on the screen, else that table.
    let current = use_hook({
        let db = db.clone();
        move || current_basics(&db)
    });
    let initial = use_hook({
        let db = db.clone();
        let current = current.clone();
        move || {
            load_kept::<Kept>(&db, KEPT)
                .filter(|k| k.entered.len() == MAX_PLAYERS + 1)
                .filter(|k| k.position.is_sound())
                .map(|mut k| {
                    k.position.basics = revalidate(&db, k.position.basics);
                    k
                })
                .unwrap_or_else(|| Kept::new(current))
        }
    });
    let mut pos = use_signal(|| initial.position.clone());
    let mut entered = use_signal(|| initial.entered.clone());
    let mut picking = use_signal(|| Some(0usize));
    let mut starter = use_signal(move || initial.starter);
    let mut error = use_signal(|| None::<String>);
    {
        let db = db.clone();
        use_effect(move || {
            let k = Kept {
                position: pos.read().clone(),
                entered: entered.read().clone(),
                starter: starter(),
            };
            if let Some(e) = keep(&db, KEPT, &k, &Kept::new(current.clone())) {
                error.set(Some(e));
            }
        });
    }

    let p = pos.read().clone();
    let b = p.basics.clone();
    let names = b.players.clone();
    let n = names.len();
    let rules = b.rules();
    // Who the game's plan says starts the next round: read when the game changes.
    let game_id = use_memo(move || pos.read().basics.game);
    let game = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            next_starter(&db, game_id())
        })
    }();
    let plan_starter = game.flatten();

    // Points under the game's blank values, and the lowest.
    let points: Vec<u32> = (0..n).map(|s| rules.hand_points(&p.hands[s])).collect();
    let winners = lowest(&points);
    let all_tapped = (0..n).all(|s| !p.hands[s].is_empty());
    let trains_in = {
        let e = entered.read();
        (0..n).chain([MX]).all(|i| e[i])
    };
    // The engine judges "nobody can play" from the trains and the hands.
    let judged = (all_tapped && trains_in).then(|| Table::from_setup(&p.setup()));
    let verdict: Option<Result<(bool, Vec<String>), String>> = judged.map(|r| match r {
        Ok(table) => {
            let blocked = table.is_blocked_now();
            let could: Vec<String> = table
                .who_could_play()
                .into_iter()
                .filter(|(_, plays)| !plays.is_empty())
                .map(|(s, plays)| {
                    let what: Vec<String> = plays
                        .iter()
                        .map(|(t, tr)| {
                            let on = match tr.owner() {
                                Some(o) => train_label(&names, o.index(), &rules),
                                None => train_label(&names, MX, &rules),
                            };
                            format!("{t} on {on}")
                        })
                        .collect();
                    format!("{} can play {}", table.name(s), what.join(", "))
                })
                .collect();
            Ok((blocked, could))
        }
        Err(e) => Err(e.to_string().replace('\n', "; ")),
    });
    let blocked = matches!(verdict, Some(Ok((true, _))));

    let record = {
        let db = db.clone();
        move |_| {
            let p = pos.read().clone();
            let Some(id) = p.basics.game else {
                error.set(Some(
                    "There is no game in progress to record this round in.".into(),
                ));
                return;
            };
            let input = RoundInput {
                starter: starter(),
                blocked: true,
                players: p
                    .hands
                    .iter()
                    .take(p.basics.players.len())
                    .map(|hand| PlayerInput {
                        out: false,
                        tiles: Some(hand.clone()),
                        total: None,
                    })
                    .collect(),
            };
            match crate::app::games::record_round(&*db, id, &input) {
                Ok(saved) => {
                    error.set(None);
                    crate::app::referee::discard_kept(&db, KEPT);
                    rev.game_changed(id);
                    if saved.finished.is_some() {
                        nav.push(Route::Summary { id });
                    } else {
                        nav.push(Route::Play { id });
                    }
                }
                Err(e) => error.set(Some(e.to_string())),
            }
        }
    };

    let picked = picking().filter(|&s| s < n);
    rsx! {
        RefereeTabs { active: 1 }
        div { class: "ref-grid",
            div { class: "ref-main",
                div { class: "card",
                    h2 { class: "ref-h", "The trains" }
                    BasicsEditor {
                        basics: b.clone(),
                        on_change: move |nb: Basics| pos.write().rebase(nb),
                    }
                    p { class: "hint", "First the trains: to judge that nobody can play, the engine needs each train's open end (\"none\": not started), any double left uncovered, and the markers." }
                    for i in (0..n).chain([MX]) {
                        {
                            let t = p.trains[i].clone();
                            let tid = train_id(i);
                            let marker = i < n && p.markers[i];
                            let is_in = entered.read()[i];
                            rsx! {
                                div { class: "train-row", key: "{tid}",
                                    div { class: "train-name", strong { {train_label(&names, i, &rules)} } }
                                    NumPad {
                                        prefix: "end-{tid}",
                                        max: b.set,
                                        value: t.started.then_some(t.end),
                                        none_label: "none".to_string(),
                                        unset: !is_in,
                                        on_pick: move |v: Option<Pip>| {
                                            entered.write()[i] = true;
                                            let mut w = pos.write();
                                            w.trains[i] = match v {
                                                Some(e) => TrainEdit { started: true, end: e, ..TrainEdit::default() },
                                                None => TrainEdit::default(),
                                            };
                                        },
                                    }
                                    div { class: "row train-toggles",
                                        if i != MX && rules.markers {
                                            button {
                                                id: "marker-{tid}",
                                                class: if marker { "small toggle on" } else { "small toggle" },
                                                "aria-pressed": "{marker}",
                                                onclick: move |_| { let mut w = pos.write(); w.markers[i] = !w.markers[i]; },
                                                "Marker up"
                                            }
                                        }
                                        button {
                                            id: "open-double-{tid}",
                                            class: if t.open_double { "small toggle on" } else { "small toggle" },
                                            disabled: !t.started,
                                            title: "the tile at this end is a double nobody has covered",
                                            onclick: move |_| { let mut w = pos.write(); let tr = &mut w.trains[i]; tr.open_double = !tr.open_double; },
                                            "Open double"
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                div { class: "card",
                    h2 { class: "ref-h", "Tiles left in each hand" }
                    p { class: "hint", "Then each player's tiles." }
                    div { class: "row", style: "margin:8px 0",
                        for s in 0..n {
                            button {
                                key: "{s}",
                                id: "pick-{s}",
                                class: if picked == Some(s) { "toggle on" } else { "toggle" },
                                onclick: move |_| picking.set(Some(s)),
                                "{names[s]} ({p.hands[s].len()})"
                            }
                        }
                    }
                    if let Some(s) = picked {
                        div { class: "row",
                            h3 { class: "grow", "{names[s]}'s tiles" }
                            button { class: "small", id: "hand-clear", onclick: move |_| pos.write().hands[s].clear(), "Clear" }
                            if s + 1 < n {
                                button { class: "small primary", id: "pick-next", onclick: move |_| picking.set(Some(s + 1)), "Next player" }
                            }
                        }
                        TilePicker {
                            set: b.set,
                            engine: Some(b.engine),
                            selected: p.hands[s].clone(),
                            taken: (0..n).filter(|&o| o != s).flat_map(|o| p.hands[o].clone()).collect::<Vec<_>>(),
                            size: 18.0,
                            on_toggle: move |t: Tile| {
                                let mut w = pos.write();
                                let h = &mut w.hands[s];
                                if let Some(k) = h.iter().position(|&x| x == t) { h.remove(k); } else { h.push(t); }
                            },
                        }
                    }
                }
            }
            div { class: "ref-side",
                div { class: "card",
                    h2 { class: "ref-h", "Is it blocked?" }
                    match &verdict {
                        None if !trains_in => rsx! { p { class: "muted", id: "blocked-wait", "Enter every train's open end (or \"none\"), then every player's tiles." } },
                        None => rsx! { p { class: "muted", id: "blocked-wait", "Tap every player's tiles." } },
                        Some(Err(e)) => rsx! { div { class: "error", id: "blocked-error", role: "alert", "{e}" } },
                        Some(Ok((true, _))) => rsx! {
                            div { class: "verdict legal", id: "blocked-verdict", "Blocked" }
                            p { class: "verdict-why", "Nobody can play, even with every marker up, and the boneyard is empty." }
                        },
                        Some(Ok((false, could))) => rsx! {
                            div { class: "verdict illegal", id: "blocked-verdict", "Not blocked" }
                            if could.is_empty() {
                                p { class: "verdict-why", "The round is not over." }
                            }
                            ul { id: "could-play",
                                for (k, line) in could.iter().enumerate() { li { key: "{k}", "{line}" } }
                            }
                        },
                    }
                    h3 { "Points ({rules.preset.title()}: blank half {rules.blank_half}, double-blank {rules.double_blank})" }
                    table { class: "scores", id: "blocked-points",
                        tbody {
                            for s in 0..n {
                                tr { key: "{s}", class: if blocked && winners.contains(&s) { "lead" } else { "" },
                                    td { style: "text-align:left", "{names[s]}" }
                                    td { id: "points-{s}", strong { "{points[s]}" } }
                                    td {
                                        div { class: "row", style: "gap:3px",
                                            for t in p.hands[s].iter().copied() {
                                                Domino { key: "{t}", a: t.hi(), b: t.lo(), size: 11.0 }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                    if blocked {
                        p { class: "ref-winners", id: "winners",
                            if winners.len() == 1 { "Winner: " } else { "Winners: " }
                            strong { {winners.iter().map(|&s| names[s].clone()).collect::<Vec<_>>().join(" and ")} }
                        }
                    }
                    if game.is_some() {
                        if plan_starter.is_none() {
                            div { class: "row",
                                span { class: "muted", "Started by:" }
                                for s in 0..n {
                                    button {
                                        key: "{s}",
                                        id: "starter-{s}",
                                        class: if starter() == Some(s) { "small toggle on" } else { "small toggle" },
                                        "aria-pressed": "{starter() == Some(s)}",
                                        onclick: move |_| starter.set(Some(s)),
                                        "{names[s]}"
                                    }
                                }
                            }
                        }
                        button {
                            class: "primary big",
                            id: "record-blocked",
                            disabled: !blocked,
                            title: "only a round the engine finds blocked",
                            onclick: record,
                            "Record as a blocked round"
                        }
                    } else {
                        p { class: "hint", "Start a game to record blocked rounds in it." }
                    }
                    if let Some(e) = error() {
                        div { class: "error", role: "alert", id: "record-error", "{e}" }
                    }
                }
            }
        }
    }
}

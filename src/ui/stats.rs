//! Statistics: per player (overall or one preset), head to head, records,
//! and a player's results over time. Figures come from [`crate::db::stats`].

use super::charts::{LineChart, Series};
use super::widgets::{format_time, Chip};
use super::{use_db, use_revision, Route};
use crate::rules::PresetId;
use dioxus::prelude::*;

/// How many of a player's latest games the chart shows.
const CHART_GAMES: usize = 60;

fn short_date(secs: i64) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => t.format("%-d %b %y").to_string(),
        _ => "?".into(),
    }
}

fn opt(v: Option<u32>) -> String {
    v.map(|v| v.to_string()).unwrap_or_else(|| "–".into())
}

/// The statistics screen.
#[component]
pub fn Stats() -> Element {
    let db = use_db();
    use_revision().track();
    let mut preset = use_signal(String::new);
    let mut a = use_signal(String::new);
    let mut b = use_signal(String::new);
    let mut who = use_signal(String::new);

    let everyone = match db.player_stats(None) {
        Ok(p) => p,
        Err(e) => return rsx! { p { class: "error", "{e}" } },
    };
    if everyone.is_empty() {
        return rsx! {
            h1 { "Statistics" }
            p { class: "muted", id: "stats-empty", "Finish a game to see statistics here." }
            Link { class: "button primary", to: Route::NewGame {}, "New game" }
        };
    }
    let chosen = preset().parse::<PresetId>().ok();
    let table = match chosen {
        None => everyone.clone(),
        Some(p) => db.player_stats(Some(p)).unwrap_or_default(),
    };
    let names: Vec<String> = everyone.iter().map(|p| p.name.clone()).collect();
    let pick = |s: String, k: usize| {
        if s.is_empty() {
            names.get(k).cloned().unwrap_or_default()
        } else {
            s
        }
    };
    let (na, nb) = (pick(a(), 0), pick(b(), 1));
    let h2h = if na != nb {
        db.head_to_head(&na, &nb).ok()
    } else {
        None
    };
    let records = db.records().unwrap_or_default();
    let person = pick(who(), 0);
    let colour = everyone
        .iter()
        .find(|p| p.name == person)
        .map(|p| p.colour.clone())
        .unwrap_or_else(|| "#4363d8".into());
    let results = db.player_results(&person).unwrap_or_default();
    let recent = &results[results.len().saturating_sub(CHART_GAMES)..];
    let won_recent = recent.iter().filter(|r| r.rank == 1).count();
    let chart = vec![Series {
        name: person.clone(),
        colour,
        values: recent.iter().map(|r| r.total as f64).collect(),
    }];
    let x_labels: Vec<String> = recent.iter().map(|r| short_date(r.started_at)).collect();

    rsx! {
        h1 { "Statistics" }
        div { class: "row",
            label { r#for: "s-preset", "Games of" }
            select { id: "s-preset", onchange: move |e| preset.set(e.value()),
                option { value: "", "every preset" }
                for p in PresetId::ALL { option { key: "{p.id()}", value: "{p.id()}", selected: p.id() == preset(), "{p.title()}" } }
            }
        }
        div { class: "table-wrap",
            table { class: "scores stats-table", id: "player-stats",
                thead {
                    tr {
                        th { "Player" } th { "Games" } th { "Wins" } th { "Win rate" } th { "Points / round" }
                        th { "Best round" } th { "Worst round" } th { "Went out" } th { "Streak" } th { "Longest streak" }
                    }
                }
                tbody {
                    for p in table.iter() {
                        tr { key: "{p.name}",
                            td { class: "round", Chip { colour: p.colour.clone() } " {p.name}" }
                            td { "{p.games}" }
                            td { "{p.wins}" }
                            td { {format!("{:.0}%", p.win_rate() * 100.0)} }
                            td { {format!("{:.1}", p.avg_per_round())} }
                            td { {opt(p.best_round)} }
                            td { {opt(p.worst_round)} }
                            td { "{p.outs}" }
                            td { "{p.current_streak}" }
                            td { "{p.longest_streak}" }
                        }
                    }
                }
            }
        }
        if table.is_empty() {
            p { class: "muted", "No finished games with these rules." }
        }
        div { class: "stats-grid",
            div { class: "card", id: "head-to-head",
                h2 { "Head to head" }
                div { class: "row",
                    select { id: "h2h-a", onchange: move |e| a.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == na, "{n}" } }
                    }
                    span { "vs" }
                    select { id: "h2h-b", onchange: move |e| b.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == nb, "{n}" } }
                    }
                }
                match h2h {
                    None => rsx! { p { class: "muted", "Choose two different players." } },
                    Some(h) if h.games == 0 => rsx! { p { class: "muted", "{h.a} and {h.b} have not finished a game together." } },
                    Some(h) => rsx! {
                        p { "{h.games} games together." }
                        ul {
                            li { "{h.a} finished ahead {h.a_ahead} times and won {h.a_wins}; {h.a_points} points in all." }
                            li { "{h.b} finished ahead {h.b_ahead} times and won {h.b_wins}; {h.b_points} points in all." }
                            if h.level > 0 { li { "Level {h.level} times." } }
                        }
                    },
                }
            }
            div { class: "card", id: "records",
                h2 { "Records" }
                ul {
                    if let Some(r) = records.lowest_total.clone() {
                        li { "Lowest game total: " strong { "{r.value}" } " by {r.player}, "
                            Link { to: Route::GameDetail { id: r.game }, {format_time(r.started_at)} } }
                    }
                    if let Some(r) = records.most_rounds_won.clone() {
                        li { "Most rounds won in one game: " strong { "{r.value}" } " by {r.player}, "
                            Link { to: Route::GameDetail { id: r.game }, {format_time(r.started_at)} } }
                    }
                }
            }
        }
        h2 { "Results over time" }
        div { class: "row",
            label { r#for: "s-who", "Player" }
            select { id: "s-who", onchange: move |e| who.set(e.value()),
                for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == person, "{n}" } }
            }
            span { class: "muted", "won {won_recent} of the last {recent.len()} games (lower totals are better)" }
        }
        if !recent.is_empty() {
            LineChart { id: "results-chart", title: format!("{person}: game totals, last {} games", recent.len()), series: chart, x_labels, x_title: "Game".to_string(), y_title: "Total points".to_string() }
        }
    }
}

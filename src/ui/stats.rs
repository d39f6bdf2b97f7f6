//! Statistics: per player (overall or one preset), head to head, records,
//! and a player's results over time. Figures come from [`crate::db::stats`].

use super::charts::{LineChart, Series};
use super::widgets::{counted, format_time, joined, Chip};
use super::{use_db, use_list, use_revision, Route};
use crate::db::stats::Record;
use crate::rules::PresetId;
use dioxus::prelude::*;

/// How many of a player's latest games the chart shows.
const CHART_GAMES: usize = 60;

fn short_date(secs: i64) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => crate::i18n::date(super::lang(), &t, "date-short"),
        _ => "?".into(),
    }
}

fn opt(v: Option<u32>) -> String {
    v.map(|v| v.to_string()).unwrap_or_else(|| "–".into())
}

/// The statistics table's columns: the heading, and the longer words a
/// pointer or a screen reader gets for a short one.
const STAT_COLUMNS: [(&str, &str); 10] = [
    ("Player", ""),
    ("Games", ""),
    ("Wins", ""),
    ("Win rate", ""),
    ("Pts / round", "points per round"),
    ("Best round", ""),
    ("Worst round", ""),
    ("Went out", ""),
    ("Streak", "wins in a row up to now"),
    ("Best streak", "longest run of wins"),
];

/// The statistics screen.
#[component]
pub fn Stats() -> Element {
    let db = use_db();
    let rev = use_revision();
    let mut preset = use_signal(String::new);
    let mut a = use_signal(String::new);
    let mut b = use_signal(String::new);
    let mut who = use_signal(String::new);

    // Each figure is read again when the games or its own choice change.
    let everyone = use_list(|db| db.player_stats(None).map_err(|e| e.to_string()));
    let by_preset = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            let chosen = preset().parse::<PresetId>().ok();
            chosen.map(|p| db.player_stats(Some(p)).unwrap_or_default())
        })
    };
    let records = use_list(|db| db.records().unwrap_or_default());
    // The two players compared and the one charted: the first names until
    // someone is chosen.
    let picks = use_memo(move || {
        let names: Vec<String> = match &*everyone.read() {
            Ok(list) => list.iter().map(|p| p.name.clone()).collect(),
            Err(_) => vec![],
        };
        let pick = |s: String, k: usize| {
            if s.is_empty() {
                names.get(k).cloned().unwrap_or_default()
            } else {
                s
            }
        };
        (pick(a(), 0), pick(b(), 1), pick(who(), 0))
    });
    let h2h = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            let (na, nb, _) = picks();
            if na != nb {
                db.head_to_head(&na, &nb).ok()
            } else {
                None
            }
        })
    };
    let results = use_memo(move || {
        rev.track();
        db.player_results(&picks().2).unwrap_or_default()
    });
    let everyone = match everyone() {
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
    let table = by_preset().unwrap_or_else(|| everyone.clone());
    let names: Vec<String> = everyone.iter().map(|p| p.name.clone()).collect();
    let (na, nb, person) = picks();
    let h2h = h2h();
    let records = records();
    let colour = everyone
        .iter()
        .find(|p| p.name == person)
        .map(|p| p.colour.clone())
        .unwrap_or_else(|| "#4363d8".into());
    let results = results();
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
            table { class: "scores stats-table stack", id: "player-stats",
                thead {
                    tr {
                        for (k, (label, long)) in STAT_COLUMNS.iter().enumerate() {
                            th { key: "{k}",
                                if long.is_empty() { "{label}" } else { abbr { title: "{long}", "{label}" } }
                            }
                        }
                    }
                }
                tbody {
                    for p in table.iter() {
                        tr { key: "{p.name}",
                            th { class: "round", scope: "row", span { class: "who", Chip { colour: p.colour.clone() } span { "{p.name}" } } }
                            for (k, v) in [
                                p.games.to_string(),
                                p.wins.to_string(),
                                format!("{:.0}%", p.win_rate() * 100.0),
                                format!("{:.1}", p.avg_per_round()),
                                opt(p.best_round),
                                opt(p.worst_round),
                                p.outs.to_string(),
                                p.current_streak.to_string(),
                                p.longest_streak.to_string(),
                            ].into_iter().enumerate() {
                                td { key: "{k}", "data-label": "{STAT_COLUMNS[k + 1].0}", "{v}" }
                            }
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
                    select { id: "h2h-a", aria_label: "first player", onchange: move |e| a.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == na, "{n}" } }
                    }
                    span { "vs" }
                    select { id: "h2h-b", aria_label: "second player", onchange: move |e| b.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == nb, "{n}" } }
                    }
                }
                match h2h {
                    None => rsx! { p { class: "muted", "Choose two different players." } },
                    Some(h) if h.games == 0 => rsx! { p { class: "muted", "{h.a} and {h.b} have not finished a game together." } },
                    Some(h) => rsx! {
                        p { {format!("{} together.", counted(h.games, "game", "games"))} }
                        ul {
                            li { {format!("{} finished ahead {} and won {}; {} in all.", h.a, counted(h.a_ahead, "time", "times"), h.a_wins, counted(h.a_points, "point", "points"))} }
                            li { {format!("{} finished ahead {} and won {}; {} in all.", h.b, counted(h.b_ahead, "time", "times"), h.b_wins, counted(h.b_points, "point", "points"))} }
                            if h.level > 0 { li { {format!("Level {}.", counted(h.level, "time", "times"))} } }
                        }
                    },
                }
            }
            div { class: "card", id: "records",
                h2 { "Records" }
                ul {
                    if !records.lowest_total.is_empty() {
                        li { "Lowest game total: " RecordHolders { holders: records.lowest_total.clone() } }
                    }
                    if !records.most_rounds_won.is_empty() {
                        li { "Most rounds won in one game: " RecordHolders { holders: records.most_rounds_won.clone() } }
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
            span { class: "muted", {format!("won {won_recent} of the last {} (lower totals are better)", counted(recent.len() as u64, "game", "games"))} }
        }
        if !recent.is_empty() {
            LineChart { id: "results-chart", title: format!("{person}: game totals, last {}", counted(recent.len() as u64, "game", "games")), series: chart, x_labels, x_title: "Game".to_string(), y_title: "Total points".to_string() }
        }
    }
}

/// A record's figure and every player who holds it, each with the game
/// where they reached it: "5 by Ana and Ben, (dates)".
#[component]
fn RecordHolders(holders: Vec<Record>) -> Element {
    let value = holders.first().map(|r| r.value).unwrap_or_default();
    let names: Vec<String> = holders.iter().map(|r| r.player.clone()).collect();
    // One link per game (tied holders often share the game).
    let mut games: Vec<(i64, i64)> = vec![];
    for r in &holders {
        if !games.iter().any(|(g, _)| *g == r.game) {
            games.push((r.game, r.started_at));
        }
    }
    let last = games.len().saturating_sub(1);
    rsx! {
        strong { "{value}" }
        " by {joined(&names)}, "
        for (i, (game, started_at)) in games.into_iter().enumerate() {
            Link { key: "{game}", to: Route::GameDetail { id: game }, {format_time(started_at)} }
            if i < last { ", " }
        }
    }
}

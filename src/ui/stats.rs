//! Statistics: per player (overall or one preset), head to head, records,
//! everyone's rating over every game, and a player's results over time.
//! Figures come from [`crate::app::stats`].

use super::charts::{LineChart, Series};
use super::history::and_list;
use super::ratings::RatingsCard;
use super::say;
use super::widgets::{format_time, Chip};
use super::{lang, preset_title, use_db, use_list, use_revision, Route};
use crate::app::stats::{self, Record};
use crate::i18n::decimal;
use crate::i18n::Message;
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

fn opt(v: Option<i32>) -> String {
    v.map(|v| v.to_string()).unwrap_or_else(|| "–".into())
}

/// The statistics table's columns: the heading's key, and the key of the
/// longer words a pointer or a screen reader gets for a short one.
const STAT_COLUMNS: [(&str, &str); 10] = [
    ("stats-col-player", ""),
    ("stats-col-games", ""),
    ("stats-col-wins", ""),
    ("stats-col-win-rate", ""),
    ("stats-col-per-round", "stats-col-per-round-long"),
    ("stats-col-best-round", ""),
    ("stats-col-worst-round", ""),
    ("stats-col-outs", ""),
    ("stats-col-streak", "stats-col-streak-long"),
    ("stats-col-best-streak", "stats-col-best-streak-long"),
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
    let everyone = use_list(|db| stats::players(db, None).map_err(|e| say(&e.said())));
    let by_preset = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            let chosen = preset().parse::<PresetId>().ok();
            chosen.map(|p| stats::players(&db, Some(p)).unwrap_or_default())
        })
    };
    let records = use_list(|db| stats::records(db).unwrap_or_default());
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
                stats::head_to_head(&db, &na, &nb).ok()
            } else {
                None
            }
        })
    };
    let results = use_memo(move || {
        rev.track();
        stats::player_results(&db, &picks().2).unwrap_or_default()
    });
    let everyone = match everyone() {
        Ok(p) => p,
        Err(e) => return rsx! { p { class: "error", "{e}" } },
    };
    if everyone.is_empty() {
        return rsx! {
            h1 { {t!("stats-title")} }
            p { class: "muted", id: "stats-empty", {t!("stats-empty")} }
            Link { class: "button primary", to: Route::NewGame {}, {t!("stats-new-game")} }
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
    let lang = lang();
    let columns: Vec<(String, String)> = STAT_COLUMNS
        .iter()
        .map(|(label, long)| {
            (
                t!(label),
                if long.is_empty() {
                    String::new()
                } else {
                    t!(long)
                },
            )
        })
        .collect();
    let chart_title = t!(
        "stats-chart-title",
        name = person.clone(),
        count = recent.len()
    );

    rsx! {
        h1 { {t!("stats-title")} }
        div { class: "row",
            label { r#for: "s-preset", {t!("stats-games-of")} }
            select { id: "s-preset", onchange: move |e| preset.set(e.value()),
                option { value: "", {t!("stats-every-preset")} }
                for p in PresetId::ALL { option { key: "{p.id()}", value: "{p.id()}", selected: p.id() == preset(), {preset_title(p)} } }
            }
        }
        div { class: "table-wrap",
            table { class: "scores stats-table stack", id: "player-stats",
                thead {
                    tr {
                        for (k, (label, long)) in columns.iter().enumerate() {
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
                                t!("stats-percent", pct = decimal(lang, p.win_rate() * 100.0, 0)),
                                decimal(lang, p.avg_per_round(), 1),
                                opt(p.best_round),
                                opt(p.worst_round),
                                p.outs.to_string(),
                                p.current_streak.to_string(),
                                p.longest_streak.to_string(),
                            ].into_iter().enumerate() {
                                td { key: "{k}", "data-label": "{columns[k + 1].0}", "{v}" }
                            }
                        }
                    }
                }
            }
        }
        if table.is_empty() {
            p { class: "muted", {t!("stats-none-with-rules")} }
        }
        div { class: "stats-grid",
            div { class: "card", id: "head-to-head",
                h2 { {t!("stats-h2h")} }
                div { class: "row",
                    select { id: "h2h-a", aria_label: t!("stats-first-player"), onchange: move |e| a.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == na, "{n}" } }
                    }
                    span { {t!("stats-vs")} }
                    select { id: "h2h-b", aria_label: t!("stats-second-player"), onchange: move |e| b.set(e.value()),
                        for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == nb, "{n}" } }
                    }
                }
                match h2h {
                    None => rsx! { p { class: "muted", {t!("stats-choose-two")} } },
                    Some(h) if h.games == 0 => rsx! { p { class: "muted", {t!("stats-never-together", a = h.a.clone(), b = h.b.clone())} } },
                    Some(h) => rsx! {
                        p { {t!("stats-together", count = h.games as u64)} }
                        ul {
                            li { {t!("stats-ahead", name = h.a.clone(), ahead = h.a_ahead as u64, wins = h.a_wins as u64, points = h.a_points as u64)} }
                            li { {t!("stats-ahead", name = h.b.clone(), ahead = h.b_ahead as u64, wins = h.b_wins as u64, points = h.b_points as u64)} }
                            if h.level > 0 { li { {t!("stats-level", count = h.level as u64)} } }
                        }
                    },
                }
            }
            div { class: "card", id: "records",
                h2 { {t!("stats-records")} }
                ul {
                    if !records.lowest_total.is_empty() {
                        li { {t!("stats-record-lowest")} " " RecordHolders { holders: records.lowest_total.clone() } }
                    }
                    if !records.most_rounds_won.is_empty() {
                        li { {t!("stats-record-rounds")} " " RecordHolders { holders: records.most_rounds_won.clone() } }
                    }
                }
            }
        }
        RatingsCard { id: "stats-ratings", title: t!("ratings-every-game"), league: None }
        h2 { {t!("stats-over-time")} }
        div { class: "row",
            label { r#for: "s-who", {t!("history-player")} }
            select { id: "s-who", onchange: move |e| who.set(e.value()),
                for n in names.iter() { option { key: "{n}", value: "{n}", selected: *n == person, "{n}" } }
            }
            span { class: "muted", {t!("stats-won-recent", won = won_recent, count = recent.len())} }
        }
        if !recent.is_empty() {
            LineChart { id: "results-chart", title: chart_title, series: chart, x_labels, x_title: t!("stats-chart-x"), y_title: t!("stats-chart-y") }
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
        {format!(" {}, ", t!("stats-record-by", names = and_list(&names)))}
        for (i, (game, started_at)) in games.into_iter().enumerate() {
            Link { key: "{game}", to: Route::GameDetail { id: game }, {format_time(started_at)} }
            if i < last { ", " }
        }
    }
}

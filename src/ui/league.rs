//! A league's page (issue 33): the season's standings over its nights
//! under the scoring chosen and the season's rules (issue 44: each
//! player's best N nights, a minimum attendance to be ranked, shown and
//! changed here: [`SeasonRulesForm`]), the unranked listed apart, each
//! night as a column with the player's place that night, the nights
//! attended and counted, everyone's rank after each night as a chart, and
//! a page per player with every game they played in it, their rating after
//! each night as a chart, and its names ([`PlayerNames`]: rename, merge,
//! undo a merge); the season's ratings ([`RatingsCard`]); its games over
//! the network ([`LeagueSend`]).

use super::board::StandingsTable;
use super::charts::{LineChart, Series};
use super::export::use_files;
use super::league_season::{FinalsForm, SeasonClose};
use super::league_send::LeagueSend;
use super::night::{deliver, Export};
use super::night_new::scoring_text;
use super::player_names::PlayerNames;
use super::ratings::{figure, RatingsCard};
use super::widgets::points_text;
use super::{say, use_list, Route};
use crate::app::league;
use crate::app::league::standings::SeasonRules;
use crate::app::night::{self, StandingsFormat};
use crate::rules::club::{Scoring, Standing};
use dioxus::prelude::*;
use std::collections::HashMap;

/// How many of a season's latest nights are columns of "Night by night"
/// until every night is asked for.
pub const RECENT_NIGHTS: usize = 13;

/// The league's page.
#[component]
pub fn League(name: String) -> Element {
    let mut scoring = use_signal(Scoring::default);
    let mut all_nights = use_signal(|| false);
    let mut message = use_signal(|| None::<(bool, String)>);
    let db = super::use_db();
    let files = use_files();
    let export = {
        let name = name.clone();
        move |what: Export| {
            let made = match what {
                Export::Standings(format) => {
                    league::standings::league_standings_file(&db, &name, scoring(), format)
                }
                Export::Games => night::games_file(&db, night::GamesOf::League(name.clone())),
            };
            message.set(Some(deliver(&db, files, made)));
        }
    };
    let mut export_csv = export.clone();
    let mut export_json = export.clone();
    let mut export_games = export;
    let view = use_list({
        let name = name.clone();
        move |db| league::standings::league(db, &name, scoring()).map_err(|e| say(&e.said()))
    });
    let view = match view() {
        Ok(v) => v,
        Err(e) => {
            return rsx! { h1 { {t!("league-title", name = name.clone())} } p { class: "error", id: "league-missing", "{e}" } }
        }
    };
    // Each line its player's marker colour, unless a line drawn before
    // has it (players of different tables often share one).
    let drawn: Vec<String> = view
        .standings
        .iter()
        .take(8)
        .map(|s| s.line.name.clone())
        .collect();
    let colours = crate::app::games::colours_for(&view.colours, &drawn);
    // Everyone's rank after each night (a night they have not played yet
    // leaves a gap at 0, drawn as the chart's floor).
    let series: Vec<Series> = view
        .standings
        .iter()
        .take(8)
        .zip(colours)
        .map(|(s, colour)| Series {
            name: s.line.name.clone(),
            colour,
            values: view
                .after
                .iter()
                .map(|after| {
                    after
                        .iter()
                        .find(|a| a.line.name == s.line.name)
                        .and_then(|a| a.rank())
                        .map_or(0.0, |r| r as f64)
                })
                .collect(),
        })
        .collect();
    let labels: Vec<String> = view.nights.iter().map(|n| n.night.date.clone()).collect();
    // Each night's place by name, and each place's words, once: a season
    // of 260 nights draws some 15,000 cells.
    let places: Vec<HashMap<&str, usize>> = view
        .by_night
        .iter()
        .map(|night| night.iter().map(|l| (l.name.as_str(), l.rank)).collect())
        .collect();
    let place_text: Vec<String> = (0..=view.standings.len())
        .map(|rank| t!("league-place", rank = rank))
        .collect();
    // The ranked players, then those under the minimum attendance.
    let (ranked, unranked): (Vec<Standing>, Vec<Standing>) = {
        let (r, u): (Vec<_>, Vec<_>) = view.standings.iter().partition(|s| s.ranked);
        let lines = |v: Vec<&league::standings::SeasonStanding>| {
            v.into_iter().map(|s| s.line.clone()).collect()
        };
        (lines(r), lines(u))
    };
    // A long season shows its latest nights as columns unless every night
    // is asked for (five years would be 260 columns).
    let shown = if all_nights() {
        0
    } else {
        view.nights.len().saturating_sub(RECENT_NIGHTS)
    };
    rsx! {
        h1 { id: "league-title", {t!("league-title", name = view.name.clone())} }
        p { class: "lead", {t!("league-lead", count = view.nights.len())} }
        div { class: "row",
            h2 { class: "grow", {t!("night-standings")} }
            label { class: "visually-hidden", r#for: "league-scoring", {t!("night-scoring")} }
            select { id: "league-scoring", onchange: move |e| scoring.set(e.value().parse().unwrap_or_default()),
                for s in Scoring::ALL { option { key: "{s}", value: "{s}", selected: s == scoring(), {scoring_text(s)} } }
            }
        }
        if view.standings.is_empty() {
            p { class: "muted", id: "league-empty", {t!("league-standings-empty")} }
        } else {
            if !ranked.is_empty() {
                StandingsTable { lines: ranked, scoring: scoring() }
            }
            if !unranked.is_empty() {
                h3 { id: "league-unranked", {t!("league-unranked", m = view.rules.min_nights)} }
                StandingsTable { lines: unranked, scoring: scoring(), unranked: true }
            }
        }
        SeasonRulesForm { league: view.name.clone(), rules: view.rules, closed: view.closed_at.is_some() }
        div { class: "row no-print",
            button { id: "league-csv", onclick: move |_| export_csv(Export::Standings(StandingsFormat::Csv)), {t!("night-export-csv")} }
            button { id: "league-json", onclick: move |_| export_json(Export::Standings(StandingsFormat::Json)), {t!("night-export-json")} }
            button { id: "league-print", onclick: move |_| { document::eval("window.print()"); }, {t!("night-print")} }
            button { id: "league-games-export", onclick: move |_| export_games(Export::Games), {t!("league-export-games")} }
        }
        if let Some((ok, m)) = message() {
            p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "league-message", "{m}" }
        }
        PublishSite { league: view.name.clone(), scoring: scoring() }
        // The standings print on one page: the ratings, the nights and the
        // chart stay on the screen.
        div { class: "no-print",
            RatingsCard { id: "league-ratings", title: t!("ratings-title"), league: view.name.clone() }
            div { class: "row",
                h2 { class: "grow", {t!("league-by-night")} }
                if view.nights.len() > RECENT_NIGHTS && !all_nights() {
                    button { id: "league-all-nights", onclick: move |_| all_nights.set(true),
                        {t!("league-all-nights", count = view.nights.len())}
                    }
                }
            }
            div { class: "table-wrap",
                table { class: "scores standings stackable", id: "league-nights", tabindex: "0", "aria-label": t!("league-by-night"),
                    thead {
                        tr {
                            th { scope: "col", {t!("night-col-player")} }
                            for n in view.nights.iter().skip(shown) {
                                th { key: "{n.id}", scope: "col",
                                    Link { to: Route::NightPage { id: n.id }, "{n.night.date}" }
                                }
                            }
                            th { scope: "col", {t!("league-attendance")} }
                            th { scope: "col", {t!("league-counted")} }
                        }
                    }
                    tbody {
                        for s in view.standings.iter() {
                            tr { key: "{s.line.name}",
                                th { scope: "row",
                                    Link { to: Route::LeaguePlayer { name: view.name.clone(), player: s.line.name.clone() }, "{s.line.name}" }
                                }
                                for (k, night) in places.iter().enumerate().skip(shown) {
                                    // A night not counted (not among the best N) is marked.
                                    td { key: "{k}", class: if night.contains_key(s.line.name.as_str()) && s.counted.binary_search(&k).is_err() { "num dropped" } else { "num" }, "data-label": "{labels[k]}",
                                        {night.get(s.line.name.as_str()).and_then(|&r| place_text.get(r)).map_or("–".to_string(), String::clone)}
                                    }
                                }
                                td { class: "num attendance", "data-label": t!("league-attendance"), {t!("league-nights-of", n = s.nights, of = view.nights.len())} }
                                td { class: "num counted", "data-label": t!("league-counted"), "{s.counted.len()}" }
                            }
                        }
                    }
                }
            }
            if view.nights.len() > 1 && !series.is_empty() {
                LineChart {
                    id: "league-chart",
                    title: t!("league-chart-title"),
                    series,
                    x_labels: labels,
                    y_title: t!("night-col-rank"),
                }
            }
        }
        if view.closed_at.is_none() && !view.standings.is_empty() {
            FinalsForm { league: view.name.clone() }
        }
        SeasonClose { league: view.name.clone(), closed_at: view.closed_at }
        LeagueSend { league: view.name.clone() }
    }
}

/// The season's rules, shown and changed: each player's best N nights
/// count, a minimum attendance to be ranked; one action
/// ([`league::standings::set_rules`]) saves both.
#[component]
fn SeasonRulesForm(league: String, rules: SeasonRules, closed: bool) -> Element {
    let db = super::use_db();
    let rev = super::use_revision();
    // What is typed; `None`: the rules stored.
    let mut best = use_signal(|| None::<String>);
    let mut min = use_signal(|| None::<String>);
    let mut message = use_signal(|| None::<(bool, String)>);
    let save = move |e: FormEvent| {
        e.prevent_default();
        let typed = |v: Option<String>, stored: usize| match v {
            None => Some(stored),
            Some(v) => v.trim().parse::<u32>().ok().map(|n| n as usize),
        };
        let Some(b) = typed(best(), rules.best) else {
            message.set(Some((false, t!("league-best-bad"))));
            return;
        };
        let Some(m) = typed(min(), rules.min_nights) else {
            message.set(Some((false, t!("league-min-bad"))));
            return;
        };
        match league::standings::set_rules(&db, &league, Some(b), Some(m)) {
            Ok(_) => {
                rev.bump();
                best.set(None);
                min.set(None);
                message.set(Some((true, t!("league-rules-saved"))));
            }
            Err(e) => message.set(Some((false, say(&e.said())))),
        }
    };
    let shown = |v: Option<String>, stored: usize| v.unwrap_or_else(|| stored.to_string());
    rsx! {
        h2 { {t!("league-rules-title")} }
        p { id: "league-rules", {t!("league-rules-best", n = rules.best)} " " {t!("league-rules-min", m = rules.min_nights)} }
        // A closed season's rules are kept as they were.
        if !closed { form { class: "no-print", id: "league-rules-form", onsubmit: save,
            div { class: "grid2",
                div { class: "field",
                    label { r#for: "league-best", {t!("league-best-label")} }
                    input { id: "league-best", r#type: "number", inputmode: "numeric", min: "0", value: shown(best(), rules.best), oninput: move |e| best.set(Some(e.value())) }
                }
                div { class: "field",
                    label { r#for: "league-min-nights", {t!("league-min-label")} }
                    input { id: "league-min-nights", r#type: "number", inputmode: "numeric", min: "0", value: shown(min(), rules.min_nights), oninput: move |e| min.set(Some(e.value())) }
                }
            }
            button { r#type: "submit", id: "league-rules-save", {t!("league-rules-save")} }
        } }
        if let Some((ok, m)) = message() {
            p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "league-rules-message", "{m}" }
        }
    }
}

/// The season as a static site ([`league::publish`]), in the language
/// shown and under the scoring chosen: written into a folder on the
/// desktop (a path typed, as exports are saved: the data folder's
/// `sites/league-NAME` unless another is given), downloaded as a zip in
/// the browser, which has no folders.
#[component]
fn PublishSite(league: String, scoring: Scoring) -> Element {
    let db = super::use_db();
    let files = use_files();
    let mut typed = use_signal(|| None::<String>);
    let mut message = use_signal(|| None::<(bool, String)>);
    let offered = use_hook(|| offered_folder(&db, &league));
    let folder = typed().unwrap_or_else(|| offered.clone());
    let publish = {
        let folder = folder.clone();
        move |_| {
            let lang = super::lang();
            let done = if files.picked() {
                league::publish::site_zip(&db, &league, scoring, lang)
                    .map_err(|e| say(&e.said()))
                    .and_then(|(name, bytes)| {
                        files.download(&name, "application/zip", &bytes)?;
                        Ok(t!("league-publish-downloaded", file = name))
                    })
            } else {
                to_folder(&db, &league, scoring, folder.trim())
            };
            message.set(Some(match done {
                Ok(m) => (true, m),
                Err(e) => (false, e),
            }));
        }
    };
    rsx! {
        div { class: "no-print", id: "league-publish-card",
            h2 { {t!("league-publish-title")} }
            p { class: "muted", {t!("league-publish-lead")} }
            if !files.picked() {
                div { class: "field",
                    label { r#for: "league-publish-dir", {t!("league-publish-folder")} }
                    input { id: "league-publish-dir", r#type: "text", value: "{folder}", spellcheck: "false", oninput: move |e| typed.set(Some(e.value())) }
                }
            }
            button { id: "league-publish", onclick: publish,
                if files.picked() { {t!("league-publish-zip")} } else { {t!("league-publish")} }
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "league-publish-message", "{m}" }
            }
        }
    }
}

/// The folder offered to publish into (the desktop).
#[cfg(not(target_arch = "wasm32"))]
fn offered_folder(db: &crate::app::Db, league: &str) -> String {
    league::publish::default_folder(db, league)
        .map(|p| p.display().to_string())
        .unwrap_or_default()
}

/// The browser has no folders.
#[cfg(target_arch = "wasm32")]
fn offered_folder(_: &crate::app::Db, _: &str) -> String {
    String::new()
}

/// Publishes into the folder `dir` (the desktop): what it did, in words.
#[cfg(not(target_arch = "wasm32"))]
fn to_folder(
    db: &crate::app::Db,
    league: &str,
    scoring: Scoring,
    dir: &str,
) -> Result<String, String> {
    let p = league::publish::publish(
        db,
        league,
        scoring,
        super::lang(),
        std::path::Path::new(dir),
    )
    .map_err(|e| say(&e.said()))?;
    Ok(t!(
        "league-published",
        files = p.files,
        dir = p.dir.display().to_string()
    ))
}

/// The browser has no folders: its files are downloaded (never called).
#[cfg(target_arch = "wasm32")]
fn to_folder(_: &crate::app::Db, _: &str, _: Scoring, _: &str) -> Result<String, String> {
    Err(t!("export-no-download"))
}

/// One player's games in a league.
#[component]
pub fn LeaguePlayer(name: String, player: String) -> Element {
    // One read (a smaller web build): the player's games, their rating
    // after each night, their marker's colour.
    let page = use_list({
        let (name, player) = (name.clone(), player.clone());
        move |db| {
            let known = crate::app::games::known_players(db).unwrap_or_default();
            (
                league::standings::league_player(db, &name, &player).map_err(|e| say(&e.said())),
                league::ratings::after_each_night(db, &name, &player).unwrap_or_default(),
                crate::app::games::colours_for(&known, std::slice::from_ref(&player)),
            )
        }
    });
    let (games, after, colour) = page();
    let games = match games {
        Ok(g) => g,
        Err(e) => return rsx! { p { class: "error", "{e}" } },
    };
    let won = games.iter().filter(|g| g.won).count();
    let points: i64 = games.iter().map(|g| i64::from(g.total)).sum();
    let lang = super::lang();
    // The rating now, and after each night (0, where everyone starts,
    // before the player's first game).
    let now = after.last().and_then(|a| a.rating.clone());
    let chart = vec![Series {
        name: player.clone(),
        colour: colour.into_iter().next().unwrap_or_default(),
        values: after
            .iter()
            .map(|a| a.rating.as_ref().map_or(0.0, |r| r.rating()))
            .collect(),
    }];
    let dates: Vec<String> = after.iter().map(|a| a.date.clone()).collect();
    rsx! {
        div { class: "row",
            Link { class: "button small", to: Route::League { name: name.clone() }, {t!("league-title", name = name.clone())} }
        }
        h1 { id: "league-player", "{player}" }
        p { class: "lead", {t!("league-player-lead", games = games.len(), wins = won, points = points_text(points))} }
        div { class: "table-wrap",
            table { class: "scores standings stackable", id: "league-player-games", tabindex: "0", "aria-label": "{player}",
                thead {
                    tr {
                        th { scope: "col", {t!("night-date")} }
                        th { scope: "col", {t!("league-night")} }
                        th { scope: "col", {t!("league-table-game")} }
                        th { scope: "col", {t!("night-col-points")} }
                        th { scope: "col", {t!("night-col-rank")} }
                    }
                }
                tbody {
                    for g in games.iter() {
                        tr { key: "{g.game}",
                            td { "data-label": t!("night-date"), "{g.date}" }
                            th { scope: "row", Link { to: Route::NightPage { id: g.night }, "{g.night_name}" } }
                            td { class: "wide", "data-label": t!("league-table-game"), Link { to: Route::GameDetail { id: g.game }, {t!("night-table", table = g.table)} " · " {t!("night-game-of", n = g.number)} } }
                            td { class: "num", "data-label": t!("night-col-points"), {points_text(g.total)} }
                            td { class: "num", "data-label": t!("night-col-rank"), {t!("league-rank-of", rank = g.rank, of = g.of)} if g.won { " " span { class: "badge fin", {t!("night-won")} } } }
                        }
                    }
                }
            }
        }
        if let Some(r) = now {
            h2 { {t!("ratings-title")} }
            p { id: "league-player-rating",
                {t!("ratings-player-now", rating = figure(lang, r.rating()), mu = figure(lang, r.mu), sigma = figure(lang, r.sigma), games = r.games)}
            }
            p { class: "muted ratings-explained", {t!("ratings-explained")} }
            if after.len() > 1 {
                LineChart {
                    id: "league-player-rating-chart",
                    title: t!("ratings-chart-title", name = player.clone()),
                    series: chart,
                    x_labels: dates,
                    y_title: t!("ratings-col-rating"),
                }
            }
        }
        PlayerNames { league: name.clone(), player: player.clone() }
    }
}

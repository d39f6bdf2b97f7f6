//! A club night's page (issue 32): every table of the game being played,
//! with a link into its score pad (the organiser can enter for any table),
//! who is present (late arrivals, early leavers, a table that stops:
//! [`super::night_present`]), the next game once every table has finished
//! (a new draw, the ladder or fresh tables),
//! the standings under the scoring chosen, their export (CSV, JSON) and a
//! page to print, and the board for a big screen.

use super::board::{use_board, use_clock, waiting_for, StandingsTable, TableCard};
use super::export::use_files;
use super::night_new::scoring_text;
use super::{preset_title, say, use_db, use_revision, Route};
use crate::app::night::{self, StandingsFormat};
use crate::rules::club::{Scoring, Seating};
use dioxus::prelude::*;

/// A seating's name on the screens.
fn seating_text(s: Seating) -> String {
    t!(&format!("night-seating-{}", s.id()))
}

/// The standings as text for a chat: the night, then a line per player.
fn standings_text(
    name: &str,
    date: &str,
    scoring: Scoring,
    lines: &[crate::rules::club::Standing],
) -> String {
    let lang = super::lang();
    let mut out = format!(
        "{name} · {date} · {}\n",
        t!("night-standings-of", scoring = scoring_text(scoring))
    );
    for l in lines {
        out += &t!(
            "night-share-line",
            rank = l.rank,
            name = l.name.clone(),
            average = crate::i18n::decimal(lang, l.average(), 2),
            games = l.games,
            wins = l.wins
        );
        out.push('\n');
    }
    out
}

/// What a night's or a league's page exports.
#[derive(Clone, Copy)]
pub(super) enum Export {
    /// The standings, in a format.
    Standings(StandingsFormat),
    /// Every game (JSON, each with its night), to gather elsewhere.
    Games,
}

/// Hands a file made by the app over: downloaded in the browser, written
/// into the data folder's `exports` on the desktop. What to show: whether
/// it went, and the words.
pub(super) fn deliver(
    db: &crate::app::Db,
    files: super::export::Files,
    made: night::NightOutcome<(String, Vec<u8>)>,
) -> (bool, String) {
    let done = made.map_err(|e| say(&e.said())).and_then(|(name, bytes)| {
        if files.picked() {
            let mime = if name.ends_with(".csv") {
                "text/csv"
            } else {
                "application/json"
            };
            files.download(&name, mime, &bytes).map(|()| name)
        } else {
            night::save_export(db, &name, &bytes)
                .map(|p| p.display().to_string())
                .map_err(|e| say(&e.said()))
        }
    });
    match done {
        Ok(file) => (true, t!("night-exported", file = file)),
        Err(e) => (false, e),
    }
}

/// The night's page.
#[component]
pub fn NightPage(id: i64) -> Element {
    let db = use_db();
    let rev = use_revision();
    let files = use_files();
    let mut scoring = use_signal(|| None::<Scoring>);
    let mut seating = use_signal(Seating::default);
    let mut message = use_signal(|| None::<(bool, String)>);
    let mut copied = use_signal(|| None::<String>);
    let now = use_clock();
    let board = use_board(id, scoring);
    let (board, at) = match board() {
        Ok(b) => b,
        Err(e) => {
            return rsx! { h1 { {t!("nights-title")} } p { class: "error", id: "night-missing", "{e}" } }
        }
    };
    let n = board.night.night.clone();
    let chosen = scoring().unwrap_or(n.scoring);
    let all_finished = board.all_finished();
    let next = {
        let db = db.clone();
        move |_| match night::next_game(&db, id, seating(), crate::app::games::schedule_seed()) {
            Ok(s) => {
                for t in &s.tables {
                    rev.game_changed(t.game);
                }
                message.set(Some((true, t!("night-next-started", n = s.number))));
            }
            Err(e) => message.set(Some((false, say(&e.said())))),
        }
    };
    let export = {
        let db = db.clone();
        move |what: Export| {
            let made = match what {
                Export::Standings(format) => night::standings_file(&db, id, chosen, format),
                Export::Games => night::games_file(&db, night::GamesOf::Night(id)),
            };
            message.set(Some(deliver(&db, files, made)));
        }
    };
    let mut export_csv = export.clone();
    let mut export_games = export.clone();
    let mut export_json = export;
    let rules = &n.rules;
    let chat = standings_text(&n.name, &n.date, chosen, &board.standings);
    let copy = move |_| {
        let quoted = serde_json::to_string(&chat).unwrap_or_default();
        document::eval(&format!(
            "navigator.clipboard && navigator.clipboard.writeText({quoted})"
        ));
        copied.set(Some(chat.clone()));
    };
    rsx! {
        div { class: "night-page", id: "night-page",
            h1 { "{n.name}" }
            p { class: "muted", id: "night-facts",
                "{n.date}"
                if let Some(l) = &n.league {
                    " · "
                    Link { id: "night-league-link", to: Route::League { name: l.clone() }, {t!("night-in-league", league = l.clone())} }
                }
                " · {preset_title(rules.preset)} · " {t!("common-set", set = rules.set)}
                " · " {t!("night-rounds", count = rules.schedule.len())}
                if let Some(m) = n.minutes { " · " {t!("night-minutes-each", minutes = m)} }
            }
            div { class: "row no-print",
                Link { class: "button", id: "night-board-link", to: Route::NightBoard { id }, {t!("night-board")} }
                button { id: "night-print", onclick: move |_| { document::eval("window.print()"); }, {t!("night-print")} }
            }
            {night_hosting(id)}
            h2 { {t!("night-game-of", n = board.number)} }
            div { class: "night-tables",
                for t in board.tables.iter().cloned() {
                    TableCard { key: "{t.table}", waiting: waiting_for(&board, &t), left: t.seconds_left.map(|s| s - (now() - at).max(0)), table: t, links: true }
                }
            }
            super::night_present::PresentCard {
                id,
                unfinished: board.tables.iter().filter(|t| !t.finished).map(|t| t.table).collect::<Vec<_>>(),
            }
            div { class: "card no-print", id: "night-next-card",
                if all_finished {
                    h3 { {t!("night-next")} }
                    div { class: "row", role: "radiogroup", "aria-label": t!("night-seating"),
                        for s in Seating::ALL {
                            button { key: "{s}", r#type: "button", id: "seating-{s}",
                                class: if seating() == s { "toggle on" } else { "toggle" },
                                "aria-pressed": "{seating() == s}",
                                onclick: move |_| seating.set(s),
                                {seating_text(s)}
                            }
                        }
                    }
                    p { class: "hint", {t!(&format!("night-seating-{}-hint", seating().id()))} }
                    button { class: "primary", id: "night-next", onclick: next, {t!("night-next-go", n = board.number + 1)} }
                } else {
                    p { class: "muted", id: "night-next-wait", {t!("night-next-wait")} }
                }
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "night-message", "{m}" }
            }
            div { class: "row",
                h2 { class: "grow", {t!("night-standings")} }
                label { class: "visually-hidden", r#for: "standings-scoring", {t!("night-scoring")} }
                select { id: "standings-scoring", class: "no-print",
                    onchange: move |e| scoring.set(e.value().parse().ok()),
                    for s in Scoring::ALL { option { key: "{s}", value: "{s}", selected: s == chosen, {scoring_text(s)} } }
                }
            }
            StandingsTable { lines: board.standings.clone(), scoring: chosen }
            div { class: "row no-print",
                button { id: "standings-csv", onclick: move |_| export_csv(Export::Standings(StandingsFormat::Csv)), {t!("night-export-csv")} }
                button { id: "standings-json", onclick: move |_| export_json(Export::Standings(StandingsFormat::Json)), {t!("night-export-json")} }
                button { id: "night-games-export", onclick: move |_| export_games(Export::Games), {t!("night-export-games")} }
                button { id: "standings-copy", onclick: copy, {t!("share-copy")} }
            }
            if let Some(text) = copied() {
                textarea { class: "share-text", id: "standings-text", readonly: true, rows: "{text.lines().count()}", "aria-label": t!("share-copy"), "{text}" }
            }
        }
    }
}

/// "Let phones join" for the whole night (the desktop build only).
fn night_hosting(id: i64) -> Element {
    #[cfg(feature = "serve")]
    return rsx! { super::lan::window::HostingPanel { hosted: crate::app::host::Hosted::Night(id), finished: false, names: vec![], colours: vec![] } };
    #[cfg(not(feature = "serve"))]
    {
        let _ = id;
        rsx! {}
    }
}

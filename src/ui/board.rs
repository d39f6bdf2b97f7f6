//! The board of a club night (issue 32): every table of the game being
//! played (its round, its totals, its time left, whether it is waiting for
//! the others) and the night's standings, large enough for a television
//! across the room. The night's page shows the same pieces.

use super::night_new::scoring_text;
use super::widgets::{points_text, Chip};
use super::{use_list, Route};
use crate::app::night::{self, Board, BoardTable};
use crate::i18n::decimal;
use crate::rules::club::{Scoring, Standing};
use dioxus::prelude::*;

/// The board of `id` at `now` under `scoring` (the night's own if `None`).
pub(super) fn use_board(
    id: i64,
    scoring: Signal<Option<Scoring>>,
    now: Signal<i64>,
) -> Memo<Result<Board, String>> {
    use_list(move |db| night::board(db, id, scoring(), now()).map_err(|e| super::say(&e.said())))
}

/// Every second, the clock the time left is counted from (the desktop's
/// runtime; without one, as in the web build and the headless tests, the
/// clock is read when the board is drawn). The schedules are cut by the
/// one upkeep ([`crate::app::upkeep`]), not here.
pub(super) fn use_clock(id: i64) -> Signal<i64> {
    let now = use_signal(night::now);
    #[cfg(feature = "serve")]
    {
        let mut now = now;
        super::use_every(std::time::Duration::from_secs(1), move || {
            now.set(night::now());
        });
    }
    let _ = id;
    now
}

/// One table's card.
#[component]
pub(super) fn TableCard(table: BoardTable, waiting: Vec<usize>, links: bool) -> Element {
    let status = if table.finished {
        if waiting.is_empty() {
            t!("night-table-finished")
        } else {
            t!(
                "night-table-waiting",
                tables = waiting
                    .iter()
                    .map(|t| t.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            )
        }
    } else {
        t!(
            "night-table-round",
            n = (table.played + 1).min(table.rounds),
            of = table.rounds
        )
    };
    let mut order: Vec<usize> = (0..table.players.len()).collect();
    crate::rules::order::sort_by_key(&mut order, |&s| (table.totals[s], s));
    rsx! {
        div { class: if table.finished { "card night-table done" } else { "card night-table" }, id: "table-{table.table}",
            div { class: "row",
                h3 { class: "grow", {t!("night-table", table = table.table)} }
                span { class: if table.finished { "badge fin" } else { "badge open" }, id: "table-{table.table}-status", "{status}" }
            }
            if let Some(s) = table.seconds_left {
                p { class: if s <= 0 { "time up" } else { "time" }, id: "table-{table.table}-time",
                    if s <= 0 { {t!("night-time-up")} } else { {t!("night-time-left", minutes = (s + 59) / 60)} }
                }
            }
            table { class: "scores compact",
                tbody {
                    for s in order {
                        tr { key: "{s}",
                            th { scope: "row",
                                span { class: "who",
                                    Chip { colour: table.colours.get(s).cloned().unwrap_or_default() }
                                    span { "{table.players[s]}" }
                                }
                                if table.winners.contains(&s) { " " span { class: "badge fin", {t!("night-won")} } }
                                if table.entered.contains(&s) { " " span { class: "badge", id: "table-{table.table}-entered-{s}", {t!("night-entered")} } }
                            }
                            td { class: "num", {points_text(table.totals[s])} }
                        }
                    }
                }
            }
            if links {
                div { class: "row",
                    if table.finished {
                        Link { class: "button small", to: Route::Summary { id: table.game }, {t!("night-results")} }
                    } else {
                        Link { class: "button small primary", id: "table-{table.table}-pad", to: Route::Play { id: table.game }, {t!("night-score-pad")} }
                    }
                }
            }
        }
    }
}

/// "Tuesday club · table 2 · game 1", a link to the night, above a game
/// that was one of a night's (nothing otherwise).
#[component]
pub fn NightOfGame(game: i64) -> Element {
    let at = use_list(move |db| night::night_of_game(db, game).ok().flatten());
    let Some(at) = at() else {
        return rsx! {};
    };
    rsx! {
        p { class: "night-of-game", id: "night-of-game",
            Link { to: Route::NightPage { id: at.night }, "{at.name}" }
            " · " {t!("night-table", table = at.table)} " · " {t!("night-game-of", n = at.number)}
        }
    }
}

/// The standings table.
#[component]
pub(super) fn StandingsTable(lines: Vec<Standing>, scoring: Scoring) -> Element {
    let lang = super::lang();
    if lines.is_empty() {
        return rsx! { p { class: "muted", id: "standings-empty", {t!("night-standings-empty")} } };
    }
    let heads = [
        t!("night-col-rank"),
        t!("night-col-player"),
        t!("night-col-games"),
        t!("night-col-wins"),
        t!("night-col-points"),
        t!("night-col-average"),
        t!("night-col-placement"),
    ];
    let label = t!("night-standings-of", scoring = scoring_text(scoring));
    rsx! {
        div { class: "table-wrap",
            // It scrolls sideways on a narrow phone: focusable, so that a
            // keyboard can scroll it too.
            table { class: "scores standings stackable", id: "standings", tabindex: "0", "aria-label": "{label}",
                thead { tr { for (k, h) in heads.iter().enumerate() { th { key: "{k}", scope: "col", "{h}" } } } }
                tbody {
                    for l in lines.iter() {
                        tr { key: "{l.name}",
                            td { class: "num rank", "data-label": "{heads[0]}", "{l.rank}" }
                            th { scope: "row", "{l.name}" }
                            td { class: "num", "data-label": "{heads[2]}", "{l.games}" }
                            td { class: "num", "data-label": "{heads[3]}", "{l.wins}" }
                            td { class: "num", "data-label": "{heads[4]}", {points_text(l.points)} }
                            td { class: "num", "data-label": "{heads[5]}", {decimal(lang, l.average(), 2)} }
                            td { class: "num", "data-label": "{heads[6]}", {decimal(lang, l.placement(), if l.placement_halves % 2 == 0 { 0 } else { 1 })} }
                        }
                    }
                }
            }
        }
    }
}

/// The tables a finished one waits for.
pub(super) fn waiting_for(board: &Board, table: &BoardTable) -> Vec<usize> {
    if !table.finished {
        return vec![];
    }
    board
        .tables
        .iter()
        .filter(|t| !t.finished)
        .map(|t| t.table)
        .collect()
}

/// The board for a big screen: read only.
#[component]
pub fn NightBoard(id: i64) -> Element {
    let scoring = use_signal(|| None::<Scoring>);
    let now = use_clock(id);
    let board = use_board(id, scoring, now);
    let board = match board() {
        Ok(b) => b,
        Err(e) => return rsx! { p { class: "error", id: "board-error", "{e}" } },
    };
    rsx! {
        BoardView { board }
        Link { class: "button small", to: Route::NightPage { id }, {t!("night-back")} }
    }
}

/// The board's content: the desktop's, and a big screen's over the
/// network (the board link, `ui::lan::BoardLink`).
#[component]
pub fn BoardView(board: Board) -> Element {
    let n = &board.night.night;
    rsx! {
        div { class: "board", id: "board",
            h1 { "{n.name}" }
            p { class: "muted", "{n.date}" }
            h2 { {t!("night-game-of", n = board.number)} }
            div { class: "night-tables",
                for t in board.tables.iter().cloned() {
                    TableCard { key: "{t.table}", waiting: waiting_for(&board, &t), table: t, links: false }
                }
            }
            h2 { {t!("night-standings")} " · " {scoring_text(n.scoring)} }
            StandingsTable { lines: board.standings.clone(), scoring: n.scoring }
        }
    }
}

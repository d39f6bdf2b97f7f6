//! The board of a club night (issues 32 and 42): every table of the game
//! being played (its round, its totals, who has entered, whether it is
//! waiting for the others), the time left, large, and the night's
//! standings, for a television across the room. The night's page shows
//! the same pieces ([`TableCard`], [`StandingsTable`]).
//!
//! On a wide screen (a television, a laptop: `assets/main.css`, "The board
//! of a club night") the board fills the screen without the site's top
//! bar, its type sized from the screen (28 px and more at 1920x1080), every
//! table of a 12-table night and the top of the standings on one screen;
//! what does not fit turns by itself, a page every [`PAGE_SECONDS`]. On a
//! phone it is one column that scrolls.
//!
//! Nothing here asks on a timer: the board is read again when the stored
//! data change (the revisions: a round saved, a phone's entry at a hosted
//! table, the upkeep cutting a time limit), or comes from the host's board
//! stream (`ui::lan::BoardLink`); only the clock the minutes left are
//! counted on, and the pages turned by, moves every second ([`use_clock`]).

use super::widgets::{points_text, Chip, Icon, IconKind};
#[cfg(feature = "app")]
use super::{use_list, Route};
#[cfg(feature = "app")]
use crate::app::night;
use crate::i18n::decimal;
use crate::lan::client::now;
use crate::rules::club::{Board, BoardTable, Scoring, Standing};
use dioxus::prelude::*;

/// A scoring's name on the screens.
pub(super) fn scoring_text(s: Scoring) -> String {
    t!(&format!("night-scoring-{}", s.id()))
}

/// How long a page of a board that does not fit the screen stays, in
/// seconds.
pub const PAGE_SECONDS: i64 = 10;

/// The standings' lines on a page of the wide screen's board.
pub const RANKS_PER_PAGE: usize = 12;

/// The board of `id` under `scoring` (the night's own if `None`), read when
/// the stored data change, and the moment it was read (its times left are
/// counted from then).
#[cfg(feature = "app")]
pub(super) fn use_board(
    id: i64,
    scoring: Signal<Option<Scoring>>,
) -> Memo<Result<(Board, i64), String>> {
    use_list(move |db| {
        let now = night::now();
        night::board(db, id, scoring(), now)
            .map(|b| (b, now))
            .map_err(|e| super::say(&e.said()))
    })
}

/// This device's clock (Unix seconds), moved every second while the
/// screen is shown: the minutes left shown and the board's pages follow it
/// (the window's runtime, the browser's timer; in the headless tests it
/// stays at the moment the screen was drawn). It asks nobody anything.
pub(crate) fn use_clock() -> Signal<i64> {
    let clock = use_signal(now);
    #[cfg(any(feature = "serve", browser))]
    {
        let mut clock = clock;
        super::use_every(std::time::Duration::from_secs(1), move || {
            clock.set(now());
        });
    }
    clock
}

/// "23 min left", or that the time is up, for `seconds` left.
fn time_text(seconds: i64) -> String {
    if seconds <= 0 {
        t!("night-time-up")
    } else {
        t!("night-time-left", minutes = (seconds + 59) / 60)
    }
}

/// One table's card, on the night's page and the board: its number, its
/// round (or finished, and which tables it waits for), its time left
/// (`left`, seconds, when shown), and its players, best total first, with
/// who has entered this round (a phone's) or who won; with `links`, its
/// score pad or results. `later`: on another page of the wide screen's
/// board.
#[component]
pub(super) fn TableCard(
    table: BoardTable,
    waiting: Vec<usize>,
    links: bool,
    left: Option<i64>,
    #[props(default)] later: bool,
) -> Element {
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
    let mut class = String::from("board-table");
    if table.finished {
        class.push_str(" done");
    }
    if later {
        class.push_str(" later");
    }
    let n = table.table;
    rsx! {
        article { class: "{class}", id: "table-{n}", "aria-labelledby": "table-{n}-title",
            div { class: "board-table-head",
                h3 { id: "table-{n}-title", {t!("night-table", table = n)} }
                span { class: "board-status", id: "table-{n}-status", "{status}" }
            }
            if let Some(s) = left {
                p { class: if s <= 0 { "board-time up" } else { "board-time" }, id: "table-{n}-time", {time_text(s)} }
            }
            table { class: "board-seats",
                tbody {
                    for s in order {
                        tr { key: "{s}", class: if table.winners.contains(&s) { "won" } else { "" },
                            th { scope: "row",
                                span { class: "who",
                                    Chip { colour: table.colours.get(s).cloned().unwrap_or_default() }
                                    span { class: "name", "{table.players[s]}" }
                                }
                            }
                            td { class: "mark",
                                if table.winners.contains(&s) {
                                    span { class: "won", id: "table-{n}-won-{s}",
                                        Icon { kind: IconKind::Trophy }
                                        span { class: "visually-hidden", {t!("night-won")} }
                                    }
                                } else if table.entered.contains(&s) {
                                    span { class: "entered", id: "table-{n}-entered-{s}",
                                        Icon { kind: IconKind::Check }
                                        span { class: "visually-hidden", {t!("night-entered")} }
                                    }
                                }
                            }
                            td { class: "num", {points_text(table.totals[s])} }
                        }
                    }
                }
            }
            if links {
                {game_links(n, table.game, table.finished)}
            }
        }
    }
}

/// A table card's links, on this machine's night page: the game's score
/// pad, or its results once finished.
#[cfg(feature = "app")]
fn game_links(n: usize, game: i64, finished: bool) -> Element {
    rsx! {
        div { class: "row",
            if finished {
                Link { class: "button small", to: Route::Summary { id: game }, {t!("night-results")} }
            } else {
                Link { class: "button small primary", id: "table-{n}-pad", to: Route::Play { id: game }, {t!("night-score-pad")} }
            }
        }
    }
}

/// No game of this device to link to (the phone build).
#[cfg(not(feature = "app"))]
fn game_links(_: usize, _: i64, _: bool) -> Element {
    rsx! {}
}

/// "Tuesday club · table 2 · game 1", a link to the night, above a game
/// that was one of a night's (nothing otherwise).
#[cfg(feature = "app")]
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

/// The standings table: the night's page's and the League page's (every
/// figure; stacked on a narrow screen), or the board's (`board`: the page
/// of its lines shown on a wide screen, [`RANKS_PER_PAGE`] a page; its
/// figures cut by the stylesheet to rank, player, games and the one the
/// scoring ranks by). `unranked`: a league's players under its minimum
/// attendance, listed apart, a dash for their rank.
#[component]
pub(super) fn StandingsTable(
    lines: Vec<Standing>,
    scoring: Scoring,
    #[props(default)] board: Option<usize>,
    #[props(default)] unranked: bool,
) -> Element {
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
    const COLS: [&str; 7] = [
        "rank",
        "name",
        "games",
        "wins",
        "points",
        "average",
        "placement",
    ];
    let label = t!("night-standings-of", scoring = scoring_text(scoring));
    let class = match board {
        Some(_) => format!("standings board-standings by-{}", scoring.id()),
        None => "scores standings stackable".to_string(),
    };
    let later = |i: usize| board.is_some_and(|p| i / RANKS_PER_PAGE != p);
    rsx! {
        div { class: "table-wrap",
            // It scrolls sideways on a narrow phone: focusable, so that a
            // keyboard can scroll it too.
            table { class: "{class}", id: if unranked { "standings-unranked" } else { "standings" }, tabindex: "0", "aria-label": "{label}",
                thead { tr { for (k, h) in heads.iter().enumerate() { th { key: "{k}", scope: "col", class: COLS[k], "{h}" } } } }
                tbody {
                    for (i, l) in lines.iter().enumerate() {
                        tr { key: "{l.name}", class: if later(i) { "later" } else { "" },
                            td { class: "num rank", "data-label": "{heads[0]}", if unranked { "–" } else { "{l.rank}" } }
                            th { scope: "row", class: "name", "{l.name}" }
                            td { class: "num games", "data-label": "{heads[2]}", "{l.games}" }
                            td { class: "num wins", "data-label": "{heads[3]}", "{l.wins}" }
                            td { class: "num points", "data-label": "{heads[4]}", {points_text(l.points)} }
                            td { class: "num average", "data-label": "{heads[5]}", {decimal(lang, l.average(), 2)} }
                            td { class: "num placement", "data-label": "{heads[6]}", {placement_text(lang, l)} }
                        }
                    }
                }
            }
        }
    }
}

/// The tables a finished one waits for.
#[cfg(feature = "app")]
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

/// The board for a big screen, from this machine's data: read only, the
/// window's whole screen (no top bar); the way back to the night's page
/// at its head.
#[cfg(feature = "app")]
#[component]
pub fn NightBoard(id: i64) -> Element {
    let scoring = use_signal(|| None::<Scoring>);
    let now = use_clock();
    let shown = use_hook(crate::lan::client::now);
    let board = use_board(id, scoring);
    let (board, at) = match board() {
        Ok(b) => b,
        Err(e) => return rsx! { p { class: "error", id: "board-error", "{e}" } },
    };
    rsx! {
        BoardView { board, elapsed: now() - at, shown_for: now() - shown,
            Link { class: "button small board-back", id: "board-back", to: Route::NightPage { id }, {t!("night-back")} }
        }
    }
}

/// The wide screen's grid for tables of `lines` lines (a player each, and
/// one for a table's own time left): the cards a page holds and their
/// rows. Up to four lines, four rows of three cards (wide enough for long
/// names); five, three rows of four; two rows up to eight; one beyond.
fn grid_of(lines: usize) -> (usize, usize) {
    match lines {
        0..=4 => (12, 4),
        5 => (12, 3),
        6..=8 => (8, 2),
        _ => (4, 1),
    }
}

/// The columns of cards for `shown` cards in a grid of `per_page` cards
/// in `rows` rows: as few as hold them, two at least.
fn columns(shown: usize, per_page: usize, rows: usize) -> usize {
    let most = per_page / rows.max(1);
    shown.div_ceil(rows.max(1)).clamp(2.min(most), most)
}

/// How many pages `n` things take at `per_page` a page (one at least).
fn pages(n: usize, per_page: usize) -> usize {
    n.div_ceil(per_page.max(1)).max(1)
}

/// A standing's placement points, a half shown only where places were
/// shared.
fn placement_text(lang: crate::i18n::Lang, l: &Standing) -> String {
    decimal(
        lang,
        l.placement(),
        if l.placement_halves % 2 == 0 { 0 } else { 1 },
    )
}

/// The board: the desktop's, and a big screen's over the network (the
/// board link, `ui::lan::BoardLink`). `elapsed`: seconds since the board's
/// times left were counted; `shown_for`: seconds since the board came on
/// the screen (its pages turn from the first); `children`: what goes at
/// the head (the way back, the link's trouble).
#[component]
pub fn BoardView(board: Board, elapsed: i64, shown_for: i64, children: Element) -> Element {
    let n = &board.night.night;
    let left = |t: &BoardTable| t.seconds_left.map(|s| s - elapsed.max(0));
    // The game's clock: its tables start together; a table whose clock
    // says otherwise shows its own.
    let clock = board
        .tables
        .iter()
        .filter(|t| !t.finished)
        .find_map(|t| left(t));
    let clock_text = clock.map(time_text);
    let own: Vec<Option<i64>> = board
        .tables
        .iter()
        .map(|t| left(t).filter(|&s| Some(time_text(s)) != clock_text))
        .collect();
    let lines = board
        .tables
        .iter()
        .zip(&own)
        .map(|(t, o)| t.players.len() + usize::from(o.is_some()))
        .max()
        .unwrap_or(0);
    let (per_page, rows) = grid_of(lines);
    let table_pages = pages(board.tables.len(), per_page);
    let rank_pages = pages(board.standings.len(), RANKS_PER_PAGE);
    let turn = (shown_for.max(0) / PAGE_SECONDS) as usize;
    let (tp, rp) = (turn % table_pages, turn % rank_pages);
    let cols = columns(board.tables.len().min(per_page), per_page, rows);
    let count = board.tables.len();
    let ranks = board.standings.len();
    rsx! {
        div { class: "board", id: "board",
            "data-pages": "{table_pages.max(rank_pages)}",
            header { class: "board-head",
                {children}
                h1 { "{n.name}" }
                p { class: "board-sub", id: "board-game", {t!("night-game-of", n = board.number)} " · {n.date}" }
                if let (Some(s), Some(text)) = (clock, clock_text.clone()) {
                    p { class: if s <= 0 { "board-clock up" } else { "board-clock" }, id: "board-time", "{text}" }
                }
                if table_pages > 1 {
                    p { class: "board-page", id: "board-tables-page",
                        {t!("night-board-tables", first = tp * per_page + 1, last = ((tp + 1) * per_page).min(count), count = count)}
                    }
                }
            }
            section { class: "board-tables", "aria-labelledby": "board-tables-title",
                h2 { class: "visually-hidden", id: "board-tables-title", {t!("night-tables")} }
                div { class: "board-grid cols-{cols}",
                    for (i, (t, o)) in board.tables.iter().cloned().zip(own.iter().copied()).enumerate() {
                        TableCard { key: "{t.table}", waiting: vec![], links: false, left: o, later: i / per_page != tp, table: t }
                    }
                }
            }
            section { class: "board-ranking", "aria-labelledby": "board-standings-title",
                h2 { id: "board-standings-title", {t!("night-standings-of", scoring = scoring_text(n.scoring))} }
                StandingsTable { lines: board.standings.clone(), scoring: n.scoring, board: rp }
                if rank_pages > 1 {
                    p { class: "board-page", id: "board-ranks",
                        {t!("night-board-ranks", first = rp * RANKS_PER_PAGE + 1, last = ((rp + 1) * RANKS_PER_PAGE).min(ranks), count = ranks)}
                    }
                }
            }
        }
    }
}

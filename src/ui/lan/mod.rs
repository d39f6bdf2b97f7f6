//! Table mode, the phone's screens (docs/table-mode.md): join a hosted
//! table, enter my own hand, follow the game, or (the host's link) save the
//! rounds the phones entered. They need no local database: a phone that
//! only follows a table starts without one (see `crate::web::launch`).

mod board;
mod hand;
mod host;
mod join;
mod organise;
#[cfg(feature = "serve")]
pub mod receive;
mod watch;
#[cfg(feature = "serve")]
pub mod window;

use crate::lan::client;
pub use board::BoardLink;
pub use client::{Client, Joined, Link, Remote, Status, TableState};
pub use hand::MyHand;
pub use host::{HostLink, HostView};
pub use join::{Join, JoinCode, JoinKeeper, JoinLink, JoinTable};
pub use watch::{Watch, WatchLink};

use super::widgets::CellName;
use super::widgets::{points_text, Chip, Domino, Icon, IconKind};
use super::Route;
use dioxus::prelude::*;
use std::cell::RefCell;
use std::rc::Rc;

/// What the screens say of a reason or of a write's status: in the
/// language this page shows.
pub trait Words {
    /// The words.
    fn words(&self) -> String;
}

impl Words for client::Trouble {
    fn words(&self) -> String {
        self.words_in(crate::ui::lang())
    }
}

impl Words for Status {
    fn words(&self) -> String {
        match self {
            Status::Sending => t!("table-status-sending"),
            Status::Waiting => t!("table-status-waiting"),
            Status::Sent => t!("table-status-sent"),
            Status::Refused(w) => w.words(),
        }
    }
}

thread_local! {
    static REMOTE: RefCell<Option<Rc<dyn Remote>>> = const { RefCell::new(None) };
}

/// Gives the table screens their way to the host (the tests' fake; the
/// web build's is installed by default).
pub fn install_remote(remote: Rc<dyn Remote>) {
    REMOTE.with(|r| *r.borrow_mut() = Some(remote));
}

fn remote() -> Rc<dyn Remote> {
    if let Some(r) = REMOTE.with(|r| r.borrow().clone()) {
        return r;
    }
    #[cfg(browser)]
    return Rc::new(crate::web::remote::WebRemote::new());
    #[cfg(not(browser))]
    Rc::new(client::NoRemote)
}

/// Whether the table's frame is around this screen: a start address that
/// leads from the app's own frame to a table screen renders the screen once
/// in the old frame's outlet before the router swaps the frames.
fn framed() -> bool {
    try_consume_context::<Live>().is_some()
}

/// The state a joined screen shows, or what it shows instead: nothing
/// outside the table's frame, "not joined", or "waiting for the host".
fn joined_state() -> Result<(Live, TableState), Element> {
    if !framed() {
        return Err(rsx! {});
    }
    let table = use_table();
    if table.session().is_none() {
        return Err(rsx! { NotJoined {} });
    }
    let state = table.state().ok_or_else(|| rsx! { Loading {} })?;
    Ok((table, state))
}

/// A table link (`/?host=` or `/?watch=`): keeps its token with `role` as
/// this page's session, then goes to `to`.
#[component]
fn AdoptLink(token: String, role: crate::formats::wire::Role, to: Route) -> Element {
    if !framed() {
        return rsx! {};
    }
    let table = use_table();
    let nav = use_navigator();
    use_hook(move || {
        table.adopt(Joined {
            token,
            role,
            seat: None,
        });
        nav.replace(to);
    });
    rsx! {}
}

/// Whether this page has the local games (not a page that only follows a
/// table, started without the local data: see `crate::web::launch`).
pub fn has_local_data() -> bool {
    // The phone build has no local data at all.
    #[cfg(not(feature = "app"))]
    return false;
    #[cfg(all(feature = "app", browser))]
    return !crate::web::table_only();
    #[cfg(all(feature = "app", not(browser)))]
    true
}

/// The top bar's brand, a link to this device's own home screen (a page
/// with the local data).
#[cfg(feature = "app")]
fn home_link(label: String) -> Element {
    rsx! {
        Link { class: "brand", to: Route::Home {}, aria_label: label,
            img { src: super::icon_data_uri(), alt: "" }
            span { class: "brand-name", "mextrain" }
        }
    }
}

/// The phone build has no home screen of its own (never shown: it has no
/// local data).
#[cfg(not(feature = "app"))]
fn home_link(_: String) -> Element {
    rsx! {}
}

/// The phone's client as the screens hold it: what it shows is read
/// through a signal that the client's changes move, so that a screen that
/// read it is drawn again when it changes. Its actions are the client's
/// own (`Deref`).
#[derive(Clone, PartialEq)]
pub struct Live {
    client: Client,
    changes: Signal<u64>,
}

impl Live {
    /// The screens' hold on `client`; the signal lives at the root, so a
    /// change after the screens are gone writes nothing that was dropped.
    fn new(client: Client) -> Live {
        let changes = Signal::new_in_scope(0, ScopeId::ROOT);
        client.on_change(move || {
            let mut moved = changes;
            *moved.write() += 1;
        });
        Live { client, changes }
    }

    fn read(&self) -> &Client {
        let _ = (self.changes)();
        &self.client
    }

    /// This phone's session (`None`: not joined).
    pub fn session(&self) -> Option<Joined> {
        self.read().session()
    }

    /// The host's latest state.
    pub fn state(&self) -> Option<TableState> {
        self.read().state()
    }

    /// The event stream.
    pub fn link(&self) -> Link {
        self.read().link()
    }

    /// Why the session ended, when the host said so.
    pub fn notice(&self) -> Option<client::Trouble> {
        self.read().notice()
    }

    /// Why the page is to be reloaded: the host is another build.
    pub fn other_build(&self) -> Option<client::Trouble> {
        self.read().other_build()
    }

    /// A write's status (`None`: nothing sent under that topic).
    pub fn status_of(&self, topic: &str) -> Option<Status> {
        self.read().status_of(topic)
    }
}

impl std::ops::Deref for Live {
    type Target = Client;
    fn deref(&self) -> &Client {
        &self.client
    }
}

/// The client, from context.
pub fn use_table() -> Live {
    use_context::<Live>()
}

/// The frame around the table screens: the client, a slim top bar with the
/// link state, and the page. No local data is read here.
#[component]
pub fn TableShell() -> Element {
    let table = use_context_provider(|| Live::new(Client::new(remote())));
    use_hook({
        let t = table.clone();
        move || t.start()
    });
    use_drop({
        let t = table.clone();
        move || t.stop()
    });
    let local = has_local_data();
    let link = table.link();
    let (cls, text) = match link {
        Link::Off => ("off", String::new()),
        Link::Connecting => ("connecting", t!("table-link-connecting")),
        Link::Live => ("live", t!("table-link-live")),
        Link::Lost => ("lost", t!("table-link-lost")),
    };
    let home = t!("table-home-label");
    let stale = table.other_build();
    // A board (a television's) has the whole screen: no top bar.
    let board = matches!(use_route::<Route>(), Route::BoardLink { .. });
    rsx! {
        div { class: if board { "shell table-shell board-shell" } else { "shell table-shell" }, id: "shell",
            if !board { header { class: "topbar",
                if local {
                    {home_link(home.clone())}
                } else {
                    // A page that only follows a table has no local games:
                    // the app proper opens as a new page.
                    a { class: "brand", href: "/", aria_label: home,
                        img { src: super::icon_data_uri(), alt: "" }
                        span { class: "brand-name", "mextrain" }
                    }
                }
                if !text.is_empty() {
                    span { class: "link-state {cls}", id: "link-state", role: "status", "aria-live": "polite", "{text}" }
                }
            } }
            main { class: "page",
                // The host is another build of mextrain: nothing more is
                // sent until the page is reloaded (and gets the host's).
                if let Some(why) = stale {
                    div { class: "card", id: "table-other-build", role: "alert",
                        p { class: "error", {why.words()} }
                        button { class: "primary", id: "table-reload", r#type: "button",
                            onclick: move |_| { document::eval("location.reload()"); },
                            {t!("table-reload")}
                        }
                    }
                }
                Outlet::<Route> {}
            }
        }
    }
}

/// The hosted game's scoreboard: rounds by players with running totals,
/// the leader marked. Names are text nodes (escaped).
#[component]
fn TableScoreboard(state: TableState) -> Element {
    let game = &state.game;
    let players = game.players.clone();
    let n = players.len();
    let mut run = vec![0i64; n];
    let rows: Vec<(usize, u8, Vec<(i64, i64, bool)>, bool)> = game
        .rounds
        .iter()
        .map(|r| {
            let cells = (0..n)
                .map(|s| {
                    let p = i64::from(r.points.get(s).copied().unwrap_or(0));
                    run[s] += p;
                    (p, run[s], r.out == Some(s))
                })
                .collect();
            (r.index, r.engine, cells, r.blocked)
        })
        .collect();
    let best = players.iter().map(|p| p.total).min();
    let leaders: Vec<bool> = players
        .iter()
        .map(|p| !game.rounds.is_empty() && Some(p.total) == best)
        .collect();
    let tie = leaders.iter().filter(|l| **l).count() > 1;
    rsx! {
        table { class: if players.len() >= 6 { "scores stack many" } else { "scores stack" }, id: "scoreboard",
            thead {
                tr {
                    th { scope: "col", {t!("table-col-round")} }
                    for (s, p) in players.iter().enumerate() {
                        th { key: "{s}", scope: "col", class: if leaders[s] { "lead" } else { "" },
                            span { class: "who", Chip { colour: p.colour.clone() } span { "{p.name}" } }
                        }
                    }
                }
            }
            tbody {
                for (index, engine, cells, blocked) in rows {
                    tr { key: "{index}",
                        td { class: "round",
                            div { class: "row", style: "gap:8px",
                                Domino { a: engine, b: engine, size: 16.0 }
                                span { "{index + 1}" }
                                if blocked { span { class: "badge", {t!("table-badge-blocked")} } }
                            }
                        }
                        for (s, (p, r, out)) in cells.into_iter().enumerate() {
                            td { key: "{s}", class: if out { "out-cell" } else { "" },
                                CellName { colour: players[s].colour.clone(), name: players[s].name.clone() }
                                if out { {t!("table-cell-out")} } else { {points_text(p)} }
                                span { class: "run", {points_text(r)} }
                            }
                        }
                    }
                }
            }
            tfoot {
                tr {
                    td { class: "round", {t!("table-row-total")} }
                    for (s, p) in players.iter().enumerate() {
                        td { key: "{s}", class: if leaders[s] { "lead" } else { "" },
                            CellName { colour: p.colour.clone(), name: p.name.clone() }
                            span { id: "total-{s}", {points_text(p.total)} }
                            if leaders[s] {
                                span { class: "badge lead", if tie { {t!("table-badge-tied")} } else { {t!("table-badge-leader")} } }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The round being entered: its number and engine, or the game's end;
/// at a club night, the table, the time left, the tables it waits for and
/// the way to the next game.
#[component]
fn RoundBanner(state: TableState) -> Element {
    rsx! {
        if let Some(n) = state.night.clone() {
            NightLine { note: n, seat: seat_line(&state) }
        }
        RoundLine { state }
    }
}

/// Where a player's phone sits at a club night's next game, before its
/// first round is saved (the phone followed its player there): the table,
/// the seat and who sits on either side.
fn seat_line(state: &TableState) -> Option<String> {
    let note = state.night.as_ref()?;
    let seat = state.you.seat?;
    let players = &state.game.players;
    if note.number < 2 || !state.game.rounds.is_empty() || players.len() < 2 {
        return None;
    }
    let name = |s: usize| players.get(s).map(|p| p.name.clone()).unwrap_or_default();
    let n = players.len();
    let (left, right) = (name((seat + n - 1) % n), name((seat + 1) % n));
    let beside = if left == right {
        left
    } else {
        t!("table-night-beside-two", left = left, right = right)
    };
    Some(t!(
        "table-night-seat",
        table = note.table,
        seat = seat + 1,
        beside = beside
    ))
}

/// A club night's line above the round.
#[component]
fn NightLine(note: crate::formats::wire::NightNote, seat: Option<String>) -> Element {
    rsx! {
        div { class: "card night-line", id: "night-line",
            p {
                strong { "{note.name}" }
                " · " {t!("night-table", table = note.table)}
                " · " {t!("night-game-of", n = note.number)}
            }
            if let Some(s) = note.seconds_left {
                p { class: if s <= 0 { "time up" } else { "time" }, id: "night-time",
                    if s <= 0 { {t!("night-time-up")} } else { {t!("night-time-left", minutes = (s + 59) / 60)} }
                }
            }
            if !note.waiting.is_empty() {
                p { id: "night-waiting",
                    {t!("night-table-waiting", tables = note.waiting.iter().map(|t| t.to_string()).collect::<Vec<_>>().join(", "))}
                }
            }
            if let Some(words) = seat {
                p { class: "ok", role: "status", id: "night-seat", strong { "{words}" } }
            }
            if note.gone {
                p { class: "muted", id: "night-gone", {t!("table-night-gone")} }
            }
            if let Some(next) = note.next.clone() {
                p { id: "night-next",
                    Link { class: "button primary", id: "night-next-join", to: next, {t!("table-night-next")} }
                }
            }
        }
    }
}

/// The round being entered: its number and engine, or the game's end.
#[component]
fn RoundLine(state: TableState) -> Element {
    let game = &state.game;
    match (&game.current, game.finished) {
        (Some(c), false) => rsx! {
            div { class: "row round-banner", id: "current-round",
                Domino { a: c.engine, b: c.engine, size: 30.0 }
                div {
                    strong { {t!("table-round", n = c.index + 1)} }
                    span { class: "muted", " · " {t!("table-engine", engine = c.engine)} }
                }
            }
        },
        _ => {
            let best = game.players.iter().map(|p| p.total).min();
            let winners: Vec<String> = game
                .players
                .iter()
                .filter(|p| Some(p.total) == best)
                .map(|p| p.name.clone())
                .collect();
            rsx! {
                div { class: "row round-banner", id: "current-round",
                    Icon { kind: IconKind::Trophy, size: 30.0 }
                    strong { {t!("table-game-over", names = names_joined(&winners), count = winners.len())} }
                }
            }
        }
    }
}

/// "Waiting for the host's first state", or why the session ended, with
/// the way back to the join screen.
#[component]
fn NotJoined() -> Element {
    let table = use_table();
    let notice = table.notice();
    rsx! {
        div { class: "card",
            if let Some(n) = notice {
                p { class: "error", role: "alert", id: "table-notice", {n.words()} }
            } else {
                p { {t!("table-not-joined")} }
            }
            Link { class: "button primary", id: "to-join", to: Route::Join {}, {t!("table-join-title")} }
        }
    }
}

/// Shown until the first state arrives.
#[component]
fn Loading() -> Element {
    rsx! { p { class: "muted", id: "table-loading", {t!("table-loading")} } }
}

/// A write's status line (`sent`, `waiting for the host`, the refusal).
#[component]
fn StatusLine(id: String, status: Option<Status>) -> Element {
    let Some(st) = status else {
        return rsx! {};
    };
    let (cls, role) = match &st {
        Status::Sent => ("status-sent", "status"),
        Status::Refused(_) => ("error", "alert"),
        _ => ("status-wait", "status"),
    };
    rsx! {
        p { class: "{cls}", id: "{id}", role, "aria-live": "polite",
            if st == Status::Sent { Icon { kind: IconKind::Check, size: 16.0 } " " }
            {st.words()}
        }
    }
}

/// Names for a sentence in the language shown: "Ana", "Ana and Ben",
/// "Ana, Ben and Cleo".
fn names_joined(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!(
            "table-names-and",
            names = rest.join(", "),
            last = last.as_str()
        ),
    }
}

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`): the words of each code of a refusal, those the
/// host sends and those this page makes, in every language (in English,
/// byte for byte the host's own).
#[cfg(feature = "app")]
pub(crate) fn i18n_keys() -> Vec<String> {
    client::HOST_CODES
        .iter()
        .chain(client::LOCAL_CODES)
        // An engine's refusal is worded by its message (`err-entry-*`).
        .filter(|c| !c.starts_with("entry-"))
        .map(|c| format!("table-why-{c}"))
        .collect()
}

/// The house rules of the hosted game that differ from its preset (the
/// game's "Rules in play"), from the state's preset and `house` object;
/// nothing when it plays its preset as it is.
#[component]
fn TableRulesInPlay(state: TableState) -> Element {
    let preset = state.game.preset.parse::<crate::rules::PresetId>();
    let house = serde_json::from_value::<crate::rules::HouseRules>(state.game.house.clone());
    match (preset, house) {
        (Ok(preset), Ok(house)) => rsx! {
            crate::ui::rules_in_play::RulesInPlayOf { preset, house, book: false }
        },
        _ => rsx! {},
    }
}

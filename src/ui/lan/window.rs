//! "Let phones join" (table mode on the desktop, docs/table-mode.md): the
//! host of the game in progress runs in the background of the window, on
//! its own thread, with a second connection to the same database file; the
//! window's own connection stays on the UI thread. The screens reach it
//! through the hosting handle of [`crate::lan::window`], which the desktop
//! front end installs: no screen starts a server itself.
//!
//! [`HostingCtx`] is provided once per window ([`use_hosting_root`]): the
//! game or club night being served, if any (one at a time), and the
//! hosting's change counter, which the server tells the window on its own
//! channel. A change (a phone's entry, a phone joining, a round saved from
//! a phone) makes the screens that show it read it again. Dropping the [`Serving`] (stop, or the window
//! closing) stops the server.
//!
//! [`HostingPanel`] is the Play screen's and the night page's card (QR
//! code, join code, links, a game's phones); [`PhoneEntries`] is the round form's view of the entries
//! sent by the phones, which fills the form as they come.

use super::Words;
use crate::app::host::Hosted;
use crate::app::host::{self, Entry};
use crate::app::{Db, GameId};
use crate::i18n::Said;
use crate::lan::client::Trouble;
use crate::lan::window::{self, Serving};
use crate::rules::Tile;
use crate::ui::round_state::FormState;
use crate::ui::widgets::Chip;
use crate::ui::{use_db, use_revision};
use dioxus::prelude::*;
use std::collections::HashMap;
use std::rc::Rc;

/// The window's hosting, in context: one at a time, a game or a club
/// night's tables.
#[derive(Clone, Copy)]
pub struct HostingCtx {
    /// What is served (`None`: hosting is off).
    pub serving: Signal<Option<Rc<Serving>>>,
    /// Its change counter as last read.
    pub version: Signal<Option<i64>>,
}

impl HostingCtx {
    /// Whether this window serves `hosted` now (a reactive read).
    fn serves(self, hosted: Hosted) -> bool {
        self.serving
            .read()
            .as_ref()
            .is_some_and(|s| s.hosted == hosted)
    }
}

/// Provides [`HostingCtx`] for the window and, while something is served,
/// follows its change counter on the server's own channel
/// ([`Serving::changes`], the one the phones' event streams follow): no
/// reading the database on a timer. A change (a phone's entry at any
/// table) makes the screens that show it read it again.
pub fn use_hosting_root() {
    let rev = use_revision();
    let ctx = use_context_provider(|| HostingCtx {
        serving: Signal::new(None),
        version: Signal::new(None),
    });
    use_effect(move || {
        let Some(served) = ctx.serving.read().clone() else {
            return;
        };
        let mut changes = served.changes.clone();
        let hosted = served.hosted;
        let served = Rc::downgrade(&served);
        spawn(async move {
            // Ends when the server stops (the channel closes), or when
            // this window serves something else.
            while changes.changed().await.is_ok() {
                let v = *changes.borrow_and_update();
                let current = ctx.serving.peek().clone();
                let still = match (current, served.upgrade()) {
                    (Some(now), Some(then)) => Rc::ptr_eq(&now, &then),
                    _ => false,
                };
                if !still {
                    break;
                }
                let v = (v >= 0).then_some(v);
                if *ctx.version.peek() != v {
                    let mut version = ctx.version;
                    version.set(v);
                    match hosted {
                        Hosted::Game(game) => rev.game_changed(game),
                        Hosted::Night(_) => rev.bump(),
                    }
                }
            }
        });
    });
}

/// The host's reason (a code without words), as the window shows it: in
/// its language, else in English.
fn words(w: &Said) -> String {
    Trouble::from(crate::formats::wire::failure(w)).words()
}

/// Turns hosting off (every phone's token stops working) and stops the
/// server after [`window::STOP_GRACE`], meanwhile telling the phones.
fn stop_serving(db: &Db, ctx: HostingCtx) -> Result<(), Said> {
    let mut serving = ctx.serving;
    let mut version = ctx.version;
    let old = serving.write().take();
    version.set(None);
    match old {
        Some(s) => window::stop(db, s),
        None => Ok(()),
    }
}

/// Screens read again after hosting turned on or off.
fn changed(rev: crate::ui::Revision, hosted: Hosted) {
    match hosted {
        Hosted::Game(game) => rev.game_changed(game),
        Hosted::Night(_) => rev.bump(),
    }
}

/// "Let phones join", one card for a game (on its Play screen) and a club
/// night (on its page: every table behind one code, the board's link for
/// a big screen, the table cards to print): off until turned on; then the
/// QR code of the join link, the join code, the links, and a game's
/// phones. One hosting at a time: turning one on stops the other. A
/// finished game is not offered, but one still hosted (its last round was
/// just saved) keeps its panel, to stop it. A night's ids take `night-`
/// before them.
#[component]
pub fn HostingPanel(
    hosted: Hosted,
    finished: bool,
    names: Vec<String>,
    colours: Vec<String>,
) -> Element {
    let db = use_db();
    let ctx = use_context::<HostingCtx>();
    let rev = use_revision();
    let mut failure = use_signal(|| None::<Said>);
    let night = hosted.night().is_some();
    let id = move |x: &str| {
        if night {
            format!("night-{x}")
        } else {
            x.to_string()
        }
    };
    let phones = {
        let db = db.clone();
        use_memo(move || {
            let _ = (ctx.version)();
            let here = ctx.serves(hosted);
            match hosted {
                Hosted::Game(game) if here => host::phones(&*db, game).unwrap_or_default(),
                _ => vec![],
            }
        })
    };
    let here = ctx.serving.read().clone().filter(|s| s.hosted == hosted);
    let start = {
        let db = db.clone();
        move |_| {
            failure.set(None);
            // One hosting at a time: another one stops first.
            if let Err(e) = stop_serving(&db, ctx) {
                failure.set(Some(e));
                return;
            }
            match window::start(&db, hosted) {
                Ok(s) => {
                    let mut version = ctx.version;
                    let mut serving = ctx.serving;
                    version.set(hosted.version(&*db).ok().map(|v| v.0).filter(|v| *v >= 0));
                    serving.set(Some(Rc::new(s)));
                    changed(rev, hosted);
                }
                Err(e) => failure.set(Some(e)),
            }
        }
    };
    let stop = {
        let db = db.clone();
        move |_| {
            failure.set(stop_serving(&db, ctx).err());
            changed(rev, hosted);
        }
    };
    let Some(s) = here else {
        if finished {
            return rsx! {};
        }
        let (title, hint) = if night {
            (t!("night-hosting-off-title"), t!("night-hosting-off-hint"))
        } else {
            (t!("hosting-off-title"), t!("hosting-off-hint"))
        };
        return rsx! {
            div { class: if night { "card hosting-off no-print" } else { "card hosting-off" }, id: id("hosting"),
                div { class: "row",
                    div { class: "grow",
                        h2 { style: "margin:0", "{title}" }
                        p { class: "hint", "{hint}" }
                    }
                    button { r#type: "button", id: id("host-start"), onclick: start,
                        {t!("hosting-start")}
                    }
                }
                if let Some(e) = failure() {
                    p { class: "error", role: "alert", id: id("hosting-error"), {words(&e)} }
                }
            }
        };
    };
    // The code as stored: it is replaced after many wrong guesses (the
    // change counter moves, and this is drawn again).
    let _ = (ctx.version)();
    let _ = rev.track();
    let tables = s.started.tables.clone();
    let code = tables
        .first()
        .and_then(|t| host::code_now(&*db, t.game).ok().flatten())
        .unwrap_or_else(|| s.started.code.clone());
    let base = s.base();
    let join = s.join_link_with(&code);
    let watch = s.watch_link();
    let qr = window::qr_svg(&join);
    let phones = phones();
    let links = if night {
        let lang = crate::ui::lang().code();
        let cards = tables
            .first()
            .map(|t| format!("{base}/api/cards?token={}&lang={lang}", t.host_token))
            .unwrap_or_default();
        rsx! {
            p { {t!("night-hosting-board")} " " code { class: "hosting-link", id: "night-board-url", "{watch}" } }
            p { a { class: "button", id: "night-cards", href: "{cards}", target: "_blank", rel: "noopener", {t!("night-hosting-cards")} } }
            // Each table's scorekeeper card too, granted as it is
            // printed: the organiser hands one to whom they choose.
            p { a { class: "button", id: "night-keeper-cards", href: "{cards}&keepers=1", target: "_blank", rel: "noopener", {t!("night-hosting-keeper-cards")} } }
            // The organiser's phone: each table's host link, to enter for
            // that table, save, undo, and run the night from there.
            details { id: "night-organiser",
                summary { {t!("night-hosting-organiser")} }
                p { class: "hint", {t!("night-hosting-organiser-hint")} }
                ul {
                    for t in tables.iter() {
                        li { key: "{t.table}",
                            {t!("night-table", table = t.table)} " "
                            code { class: "hosting-link", id: "night-organiser-{t.table}", {t.host_link(&base)} }
                        }
                    }
                }
            }
        }
    } else {
        rsx! {
            p { {t!("hosting-watch-link")} " " code { class: "hosting-link", id: "watch-link", "{watch}" } }
        }
    };
    let after = if night {
        rsx! {}
    } else {
        rsx! {
            h3 { {t!("hosting-joined")} }
            if phones.is_empty() {
                p { class: "hint", id: "phones-none", {t!("hosting-phones-none")} }
            } else {
                ul { class: "hosting-phones", id: "phones",
                    for (k, p) in phones.iter().enumerate() {
                        li { key: "{k}", id: "phone-{k}",
                            if let Some(seat) = p.seat.filter(|&s| s < names.len()) {
                                Chip { colour: colours[seat].clone() }
                                " "
                                {t!("hosting-phone-seat", name = names[seat].as_str())}
                                " "
                            }
                            strong { {crate::ui::say(&crate::formats::wire::device_said(&p.label, names.iter().map(String::as_str)))} }
                            span { class: "badge",
                                if p.player { {t!("hosting-role-player")} } else { {t!("hosting-role-spectator")} }
                            }
                        }
                    }
                }
            }
        }
    };
    rsx! {
        HostingOn {
            night,
            title: if night { t!("night-hosting-on-title") } else { t!("hosting-on-title") },
            qr,
            code,
            join,
            port: s.port,
            resumed: s.started.resumed,
            web_missing: s.web_missing.as_ref().map(|w| w.display().to_string()),
            error: failure().map(|e| words(&e)),
            on_stop: stop,
            links,
            after,
        }
    }
}

/// The card of "Let phones join" once hosting is on, one for a game and a
/// club night: the QR code, the join code and link, the port, a resumed
/// hosting and a missing web build. What differs is given: `links` (a
/// game's watch link; a night's board and table cards) and `after` (a
/// game's phones). A night's ids take `night-` before them.
#[component]
fn HostingOn(
    night: bool,
    title: String,
    qr: String,
    code: String,
    join: String,
    port: u16,
    resumed: bool,
    web_missing: Option<String>,
    error: Option<String>,
    on_stop: EventHandler<MouseEvent>,
    links: Element,
    after: Element,
) -> Element {
    let id = move |x: &str| {
        if night {
            format!("night-{x}")
        } else {
            x.to_string()
        }
    };
    rsx! {
        div { class: if night { "card hosting-on no-print" } else { "card hosting-on" }, id: id("hosting"),
            div { class: "row",
                h2 { style: "margin:0", class: "grow", "{title}" }
                button { r#type: "button", class: "danger", id: id("host-stop"), onclick: move |e| on_stop.call(e),
                    {t!("hosting-stop")}
                }
            }
            div { class: "hosting-body",
                div { class: "hosting-qr", id: id("hosting-qr"), role: "img",
                    "aria-label": t!("hosting-qr-label"),
                    dangerous_inner_html: "{qr}",
                }
                div { class: "hosting-info",
                    p { class: "hint", {t!("hosting-scan")} }
                    div { class: "hosting-code", id: id("join-code"), "aria-label": t!("hosting-code-label"), "{code}" }
                    p { {t!("hosting-join-link")} " " code { class: "hosting-link", id: id("join-link"), "{join}" } }
                    {links}
                    p { class: "hint", id: id("hosting-port"), {t!("hosting-port", port = port)} }
                    if resumed {
                        p { class: "hint", {t!("hosting-resumed")} }
                    }
                    if let Some(w) = web_missing {
                        p { class: "error", id: id("web-missing"),
                            {t!("hosting-web-missing", path = w)}
                            " "
                            code { "make web-build" }
                            " "
                            {t!("hosting-web-missing-then")}
                        }
                    }
                }
            }
            {after}
            if let Some(e) = error {
                p { class: "error", role: "alert", id: id("hosting-error"), "{e}" }
            }
        }
    }
}

/// One seat's entry as the host's state gives it (docs/table-mode.md).
#[derive(Clone, Debug, PartialEq)]
struct PhoneEntry {
    seat: usize,
    tiles: Option<Vec<Tile>>,
    total: u32,
    out: bool,
    from: String,
    raw: Entry,
}

/// The entries of round `idx` of hosted `game`, as the host sees them.
fn entries_of(db: &Db, game: GameId, idx: usize) -> Vec<PhoneEntry> {
    host::round_entries(db, game, idx)
        .unwrap_or_default()
        .into_iter()
        .map(|e| PhoneEntry {
            seat: e.seat,
            tiles: e
                .tiles
                .as_ref()
                .map(|ts| ts.iter().map(|t| Tile::new(t[0], t[1])).collect()),
            total: e.total.unwrap_or(0),
            out: e.out,
            from: e.from.clone(),
            raw: e,
        })
        .collect()
}

/// The phones' entries for round `idx` while `game` is hosted from this
/// window: one line per seat (waiting, or what came from which phone), and
/// each entry, as it arrives, put into the form (the host can still change
/// it before saving).
///
/// A seat no phone holds says so and offers "Enter for NAME", which calls
/// `on_enter` with the seat: the round form opens that player's tiles and
/// points box (the host's form is where such a hand is entered).
#[component]
pub fn PhoneEntries(
    game: GameId,
    idx: usize,
    form: Signal<FormState>,
    names: Vec<String>,
    on_enter: EventHandler<usize>,
) -> Element {
    let db = use_db();
    let ctx = use_context::<HostingCtx>();
    let entries = {
        let db = db.clone();
        use_memo(move || {
            let _ = (ctx.version)();
            let hosted = ctx.serves(Hosted::Game(game));
            if hosted {
                entries_of(&db, game, idx)
            } else {
                vec![]
            }
        })
    };
    // The seats a phone holds.
    let held = use_memo(move || {
        let _ = (ctx.version)();
        let hosted = ctx.serves(Hosted::Game(game));
        if !hosted {
            return vec![];
        }
        host::held_seats(&*db, game).unwrap_or_default()
    });
    // What was put into the form already, by seat: an entry fills the
    // form once, when it arrives or changes.
    let mut applied = use_signal(HashMap::<usize, Entry>::new);
    use_effect(move || {
        let list = entries();
        let mut done = applied.peek().clone();
        let fresh: Vec<&PhoneEntry> = list
            .iter()
            .filter(|e| done.get(&e.seat) != Some(&e.raw))
            .collect();
        if fresh.is_empty() {
            return;
        }
        let mut f = form.write();
        for e in fresh {
            if e.seat >= f.out.len() {
                continue;
            }
            f.out[e.seat] = e.out;
            f.tiles[e.seat] = e.tiles.clone().unwrap_or_default();
            // The phone's "marker up" (under an open-marker penalty).
            let seats = f.out.len();
            f.markers.resize(seats, false);
            f.markers[e.seat] = e.raw.marker_up && !e.out;
            f.totals[e.seat] = match (&e.tiles, e.out) {
                (None, false) => e.total.to_string(),
                _ => String::new(),
            };
            // A box the host typed in no longer follows its initial
            // value: put the phone's total in it.
            let text = &f.totals[e.seat];
            if !text.is_empty() {
                document::eval(&format!(
                    "var b = document.getElementById('pts-{}'); if (b) b.value = '{}';",
                    e.seat, text
                ));
            }
            done.insert(e.seat, e.raw.clone());
        }
        applied.set(done);
    });
    let hosted = ctx.serves(Hosted::Game(game));
    if !hosted {
        return rsx! {};
    }
    let list = entries();
    let held = held();
    rsx! {
        div { class: "hosting-entries", id: "phone-entries", "aria-live": "polite",
            span { class: "muted", {t!("hosting-from-phones")} }
            for (s, name) in names.iter().enumerate() {
                {
                    let e = list.iter().find(|e| e.seat == s);
                    let phone = held.contains(&s);
                    // A seat without a phone whose hand is in the form already.
                    let here = !phone && {
                        let f = form.read();
                        f.out.get(s) == Some(&true) || (s < f.tiles.len() && f.has_entry(s))
                    };
                    let device = |e: &PhoneEntry| crate::ui::say(&crate::formats::wire::device_said(&e.from, names.iter().map(String::as_str)));
                    let text = match e {
                        None if here => t!("hosting-seat-here"),
                        None if !phone => t!("hosting-seat-no-phone"),
                        None => t!("hosting-seat-waiting"),
                        Some(e) if e.out => t!("hosting-seat-out", device = device(e)),
                        Some(e) => match &e.tiles {
                            Some(t) => t!("hosting-seat-tiles", points = e.total, count = t.len(), device = device(e)),
                            None => t!("hosting-seat-points", points = e.total, device = device(e)),
                        },
                    };
                    let enter_for = t!("hosting-enter-for", name = name.as_str());
                    rsx! {
                        span {
                            key: "{s}",
                            id: "phone-entry-{s}",
                            class: if e.is_some() { "hosting-seat entered" } else { "hosting-seat" },
                            "data-state": if e.is_some() { "entered" } else { "waiting" },
                            strong { "{name}" }
                            " {text}"
                            if !phone && !here && e.is_none() {
                                " "
                                button { r#type: "button", class: "small", id: "enter-for-{s}",
                                    onclick: move |_| on_enter.call(s),
                                    "{enter_for}"
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

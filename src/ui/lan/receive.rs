//! Receiving a league's games on this machine, its league host (issue 42),
//! from the League page of the desktop window: turned on and off there,
//! its code and link shown, on a port kept from one start to the next (the
//! senders keep the address: `app::league::receive::port`).
//!
//! One server receives every league turned on here; it hosts no game and
//! runs on its own thread with a second connection to the window's file
//! (`lan::window::receive`). [`ReceivingCtx`] holds it for the window
//! ([`use_receiving_root`]): it is started when the window opens if a
//! league receives, and stops when the last one is turned off or the window
//! closes. The web build sends but does not receive (`ui::league_send`).

use crate::app::league::receive;
use crate::i18n::Said;
use crate::lan::window::{self, Receiver};
use crate::ui::{use_db, use_list, use_revision};
use dioxus::prelude::*;
use std::rc::Rc;

/// The window's league receiver, in context.
#[derive(Clone, Copy)]
pub struct ReceivingCtx {
    /// The server receiving league games (`None`: not running).
    pub receiver: Signal<Option<Rc<Receiver>>>,
    /// Why it is not running although a league receives (its port busy,
    /// no database file), or that its port changed.
    pub note: Signal<Option<Said>>,
}

/// Provides [`ReceivingCtx`] for the window, and starts the receiver when a
/// league received games when the window was last open (a failure is
/// shown on the League page, not in the way of any other screen).
pub fn use_receiving_root() {
    let db = use_db();
    let ctx = use_context_provider(|| ReceivingCtx {
        receiver: Signal::new(None),
        note: Signal::new(None),
    });
    use_hook(move || {
        if receive::receiving(&db).is_ok_and(|r| !r.is_empty()) {
            run(&db, ctx);
        }
    });
}

/// Starts the receiver (unless it runs), noting why not.
fn run(db: &crate::app::Db, ctx: ReceivingCtx) {
    let (mut receiver, mut note) = (ctx.receiver, ctx.note);
    if receiver.peek().is_some() {
        return;
    }
    match window::receive(db) {
        Ok(r) => {
            note.set(r.moved_from.map(|from| {
                Said::new("league-receive-moved")
                    .arg("from", from)
                    .arg("port", r.port)
            }));
            receiver.set(Some(Rc::new(r)));
        }
        Err(e) => note.set(Some(e)),
    }
}

/// Stops the receiver when no league receives any more (off a thread: the
/// server finishes the requests under way first).
fn halt_if_idle(db: &crate::app::Db, ctx: ReceivingCtx) {
    if receive::receiving(db).is_ok_and(|r| r.is_empty()) {
        let (mut receiver, mut note) = (ctx.receiver, ctx.note);
        note.set(None);
        let old = receiver.write().take();
        if let Some(r) = old {
            if let Ok(r) = Rc::try_unwrap(r) {
                std::thread::spawn(move || drop(r));
            }
        }
    }
}

/// The League page's "Receive this league's games" card.
#[component]
pub fn LeagueReceive(league: String) -> Element {
    let db = use_db();
    let rev = use_revision();
    let ctx = use_context::<ReceivingCtx>();
    let mut failure = use_signal(|| None::<Said>);
    let on = use_list({
        let league = league.clone();
        move |db| {
            receive::receiving(db)
                .ok()
                .and_then(|all| all.into_iter().find(|r| r.league == league))
        }
    });
    let start = {
        let (db, league) = (db.clone(), league.clone());
        move |_| {
            failure.set(None);
            match receive::start(&db, &league) {
                Ok(_) => {
                    run(&db, ctx);
                    rev.bump();
                }
                Err(e) => failure.set(Some(e.why())),
            }
        }
    };
    let stop = {
        let (db, league) = (db.clone(), league.clone());
        move |_| {
            failure.set(None);
            match receive::stop(&db, &league) {
                Ok(_) => {
                    halt_if_idle(&db, ctx);
                    rev.bump();
                }
                Err(e) => failure.set(Some(crate::app::host::store_why(&e))),
            }
        }
    };
    let retry = {
        let db = db.clone();
        move |_| run(&db, ctx)
    };
    let receiver = (ctx.receiver)();
    let note = (ctx.note)();
    rsx! {
        div { id: "league-receive",
            match (on(), receiver) {
                (None, _) => rsx! {
                    p { class: "hint", {t!("league-receive-off")} }
                    button { r#type: "button", id: "league-receive-start", onclick: start, {t!("league-receive-start")} }
                },
                (Some(r), Some(server)) => {
                    let link = receive::link(&server.base(), &r);
                    rsx! {
                        p { id: "league-receiving", {t!("league-receive-on", code = r.code.clone(), port = server.port)} }
                        p { {t!("league-receive-link")} " " code { class: "hosting-link", id: "league-receive-link", "{link}" } }
                        p { class: "hint", {t!("league-receive-hint")} }
                        button { r#type: "button", id: "league-receive-stop", onclick: stop, {t!("league-receive-stop")} }
                    }
                }
                (Some(r), None) => rsx! {
                    p { id: "league-receiving", {t!("league-receiving", code = r.code.clone())} }
                    p { class: "error", role: "alert", id: "league-receive-down", {t!("league-receive-down")} }
                    div { class: "row",
                        button { r#type: "button", id: "league-receive-retry", onclick: retry, {t!("league-receive-retry")} }
                        button { r#type: "button", id: "league-receive-stop", onclick: stop, {t!("league-receive-stop")} }
                    }
                },
            }
            if let Some(n) = note {
                p { class: "hint", role: "status", id: "league-receive-note", {crate::ui::say(&n)} }
            }
            if let Some(e) = failure() {
                p { class: "error", role: "alert", id: "league-receive-error", {crate::ui::say(&e)} }
            }
        }
    }
}

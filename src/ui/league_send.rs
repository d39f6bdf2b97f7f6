//! A league's games over the network (issue 33), on the League page: when
//! this machine is the league's host, the code it receives games under;
//! and "Send games to a league host": the link pasted once, then each
//! league host's outbox (sent, waiting, refused, and why a game was
//! refused). Each button is one action of [`crate::app::league`]; sending
//! (`app::league::push_with`) goes through `lan::league::Http` on the
//! runtime's blocking pool on the desktop, and through the browser's
//! `fetch` in the web build: neither holds the page.

use super::{use_db, use_list, use_revision};
use crate::app::league::send as league;
use dioxus::prelude::*;

/// The league `league`'s network card.
#[component]
pub fn LeagueSend(league: String) -> Element {
    let db = use_db();
    let rev = use_revision();
    let mut link = use_signal(String::new);
    let mut message = use_signal(|| None::<(bool, String)>);
    let net = use_list({
        let league = league.clone();
        move |db| league::network(db, &league).ok()
    });
    let Some(net) = net() else {
        return rsx! {};
    };
    let join = {
        let (db, league) = (db.clone(), league.clone());
        move |e: FormEvent| {
            e.prevent_default();
            match league::join(&db, &link(), None, Some(&league)) {
                Ok((d, queued)) => {
                    rev.bump();
                    link.set(String::new());
                    message.set(Some((
                        true,
                        t!("league-send-joined", host = d.base, count = queued),
                    )));
                }
                Err(e) => message.set(Some((false, super::say(&e.said())))),
            }
        }
    };
    // Sending never holds the page: the browser's `fetch`, or on the
    // desktop the HTTP on the runtime's blocking pool ([`post`]).
    #[cfg(any(feature = "serve", browser))]
    let send_now = {
        let db = db.clone();
        move |_| {
            let db = db.clone();
            spawn(async move {
                let posted = league::push_with(&db, league::now_ms(), true, post).await;
                rev.bump();
                match posted {
                    Ok(r) => message.set(Some((
                        r.waiting == 0 && r.refused.is_empty(),
                        t!(
                            "league-send-pushed",
                            added = r.added + r.known,
                            waiting = r.waiting
                        ),
                    ))),
                    Err(e) => {
                        message.set(Some((false, super::say(&crate::i18n::Message::said(&e)))))
                    }
                }
            });
        }
    };
    rsx! {
        section { class: "card", id: "league-send", "aria-labelledby": "league-send-title",
            h2 { id: "league-send-title", {t!("league-send-title")} }
            {receiving(league.clone(), net.receiving.clone())}
            if net.receiving.is_some() {
                if !net.refused_here.is_empty() {
                    ul { id: "league-refused-here",
                        for (uid, why, times) in net.refused_here.iter() {
                            li { key: "{uid}", class: "error",
                                {t!("league-refused-here", game = uid.clone(), why = worded(why), times = *times)}
                            }
                        }
                    }
                }
            }
            p { class: "lead", {t!("league-send-lead")} }
            form { class: "row", id: "league-send-form", onsubmit: join,
                label { r#for: "league-send-link", {t!("league-send-link")} }
                input { id: "league-send-link", r#type: "text", inputmode: "url", autocomplete: "off", value: "{link}",
                    placeholder: "http://192.168.1.20:8080/?league=K7MXQ2",
                    oninput: move |e| link.set(e.value()) }
                button { id: "league-send-join", r#type: "submit", {t!("league-send-join")} }
            }
            if !net.destinations.is_empty() {
                ul { id: "league-send-outbox",
                    for (d, c) in net.destinations.iter() {
                        li { key: "{d.id}",
                            {t!("league-send-counts", host = d.base.clone(), sent = c.acked, waiting = c.pending, refused = c.refused)}
                            if d.stopped.is_some() {
                                p { class: "error", id: "league-send-stopped", {t!("league-send-stopped", host = d.base.clone())} }
                            } else if let Some(e) = c.last_error.as_deref().filter(|_| c.pending > 0) {
                                p { class: "muted", {t!("league-send-last-error", error = worded(e))} }
                            }
                            for (uid, why) in c.refusals.iter() {
                                p { key: "{uid}", class: "error", {t!("league-send-refused", game = uid.clone(), why = worded(why))} }
                            }
                        }
                    }
                }
                {send_button(
                    #[cfg(any(feature = "serve", browser))]
                    send_now,
                )}
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "league-send-message", "{m}" }
            }
        }
    }
}

/// Receiving the league's games on this machine: turned on and off here
/// where the build has a server (the desktop window).
#[cfg(feature = "serve")]
fn receiving(league: String, _code: Option<String>) -> Element {
    rsx! { super::lan::receive::LeagueReceive { league } }
}

/// A build without a server (the web app) sends but does not receive, and
/// says so; a league received here earlier (a file opened) keeps its code.
#[cfg(not(feature = "serve"))]
fn receiving(_league: String, code: Option<String>) -> Element {
    rsx! {
        if let Some(code) = code {
            p { id: "league-receiving", {t!("league-receiving", code = code)} }
        }
        p { class: "hint", id: "league-web-sends-only", {t!("league-web-sends-only")} }
    }
}

/// A reason kept in an outbox or by the league host, in the page's
/// language (text kept before reasons were messages: as it is).
fn worded(stored: &str) -> String {
    match league::reason(stored) {
        Ok(said) => super::say(&said),
        Err(text) => text,
    }
}

/// "Send now" where this build can send: the desktop and the browser.
#[cfg(any(feature = "serve", browser))]
fn send_button(mut send: impl FnMut(MouseEvent) + 'static) -> Element {
    rsx! { button { id: "league-send-now", onclick: move |e| send(e), {t!("league-send-now")} } }
}

/// A build without a network (the screens alone, as tested headless).
#[cfg(not(any(feature = "serve", browser)))]
fn send_button() -> Element {
    rsx! { p { class: "muted", {t!("league-send-by-cli")} } }
}

/// One batch to a league host, through the browser's `fetch`.
#[cfg(all(feature = "web", target_arch = "wasm32", not(feature = "serve")))]
async fn post(url: String, body: String) -> Result<(u16, String), String> {
    crate::web::remote::post_json(url, body).await
}

/// One batch to a league host (ureq, 3 s at most), on the window's
/// runtime's blocking pool, so that the window goes on drawing while an
/// unreachable host is waited for; without a runtime (the headless tests),
/// here.
#[cfg(feature = "serve")]
async fn post(url: String, body: String) -> Result<(u16, String), String> {
    use crate::app::league::send::Transport;
    let call = move || {
        crate::lan::sender::Http::with_timeout(std::time::Duration::from_secs(3)).post(&url, &body)
    };
    match tokio::runtime::Handle::try_current() {
        Ok(rt) => rt
            .spawn_blocking(call)
            .await
            .unwrap_or_else(|e| Err(e.to_string())),
        Err(_) => call(),
    }
}

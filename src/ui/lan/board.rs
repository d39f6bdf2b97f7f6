//! A club night's board over the network (the board link,
//! `/?board=TOKEN`): every table and the night's standings, read only, for
//! a television, a laptop or a phone. It follows the host's board stream
//! (`lan::client::BoardFeed`: the whole board at each change, made once
//! per change for every board) and asks nothing on a timer; only this
//! device's clock moves the minutes left and turns the pages.

use super::remote;
use crate::lan::client::BoardFeed;
use crate::ui::board::{use_clock, BoardView};
use dioxus::prelude::*;

/// The board link's page.
#[component]
pub fn BoardLink(token: String) -> Element {
    // Drawn once in the app's own frame before the table's: nothing
    // listens from there.
    if !super::framed() {
        return rsx! {};
    }
    let changes = use_signal(|| 0u64);
    let feed = use_hook(move || {
        let feed = BoardFeed::new(remote(), token);
        feed.on_change(move || {
            let mut moved = changes;
            if let Ok(mut c) = moved.try_write() {
                *c += 1;
            };
        });
        feed.start();
        feed
    });
    use_drop({
        let feed = feed.clone();
        move || feed.stop()
    });
    let now = use_clock();
    let shown = use_hook(crate::lan::client::now);
    let _ = changes();
    let trouble = feed.trouble().map(|t| {
        rsx! { p { class: "error", role: "alert", id: "board-error", {super::Words::words(&t)} } }
    });
    match feed.board() {
        Some((board, at)) => rsx! {
            BoardView { board, elapsed: now() - at, shown_for: now() - shown, {trouble} }
        },
        None => rsx! {
            div { class: "board", id: "board-waiting",
                {trouble}
                p { class: "board-sub", id: "board-loading", {t!("table-link-connecting")} }
            }
        },
    }
}

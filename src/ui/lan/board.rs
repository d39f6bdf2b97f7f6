//! A club night's board over the network (the board link,
//! `/?board=TOKEN`): every table and the night's standings, read only, for
//! a big screen or a phone. It asks the host again every second (each
//! answer is made once per change for every board, `GET /api/board`).

use super::remote;
use crate::app::night::Board;
use crate::lan::client::{self, Call, Trouble};
use crate::ui::board::BoardView;
use dioxus::prelude::*;
use std::rc::Rc;

/// How often the board asks again, in milliseconds.
const EVERY_MS: u32 = 1000;

/// The board link's page.
#[component]
pub fn BoardLink(token: String) -> Element {
    let board = use_signal(|| None::<Board>);
    let trouble = use_signal(|| None::<Trouble>);
    use_hook({
        let token = token.clone();
        move || ask(remote(), token, board, trouble)
    });
    rsx! {
        if let Some(t) = trouble() {
            p { class: "error", role: "alert", id: "board-error", {super::Words::words(&t)} }
        }
        match board() {
            Some(b) => rsx! { BoardView { board: b } },
            None => rsx! { p { class: "muted", id: "board-loading", {t!("table-link-connecting")} } },
        }
    }
}

/// Asks for the board now, and again after [`EVERY_MS`] (while the page
/// shows it: a signal of a page gone ends the loop).
fn ask(
    remote: Rc<dyn super::Remote>,
    token: String,
    mut board: Signal<Option<Board>>,
    mut trouble: Signal<Option<Trouble>>,
) {
    let again = remote.clone();
    remote.request(
        Call {
            method: "GET".into(),
            path: format!("/api/board?token={token}"),
            token: None,
            body: None,
        },
        Box::new(move |a| {
            let Ok(_) = board.try_peek() else {
                return;
            };
            match a {
                Ok((200..=299, b)) => match serde_json::from_str::<Board>(&b) {
                    Ok(b) => {
                        trouble.set(None);
                        if board.peek().as_ref() != Some(&b) {
                            board.set(Some(b));
                        }
                    }
                    Err(e) => trouble.set(Some(client::unreadable(e))),
                },
                Ok((c, b)) => trouble.set(Some(Trouble::from_answer(c, &b))),
                Err(e) => trouble.set(Some(client::unreachable(&e))),
            }
            let r = again.clone();
            again.later(EVERY_MS, Box::new(move || ask(r, token, board, trouble)));
        }),
    );
}

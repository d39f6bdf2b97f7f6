//! The board link's side (`/?board=TOKEN`, a club night's board on a
//! television, a laptop or a phone): it follows the host's board stream
//! (`GET /api/board/events?token=`, the whole board at each change at any
//! table) and never asks on a timer. A plain state machine like
//! [`super::Client`]: the screen renders what it shows and learns of its
//! changes through [`BoardFeed::on_change`].
//!
//! When the stream fails or closes, the feed says the host is unreachable,
//! waits ([`super::backoff`]: 1, 2, 4, then 8 s), asks for the board once
//! (`GET /api/board?token=`: it tells whether the link still works) and
//! listens again; a link the host no longer knows (401, 410) ends it.

use super::{backoff, ended, unreachable, unreadable, Call, Remote, StreamEvent, Trouble};
use crate::rules::club::Board;
use std::cell::{Cell, RefCell};
use std::rc::Rc;

/// What the board link shows.
#[derive(Clone, Debug, Default, PartialEq)]
struct Shown {
    /// The latest board, and when it came (this device's clock, Unix
    /// seconds): its times left are counted from then.
    board: Option<(Board, i64)>,
    /// Why the host is not followed now, if it is not.
    trouble: Option<Trouble>,
}

struct Inner {
    remote: Rc<dyn Remote>,
    token: String,
    shown: RefCell<Shown>,
    /// The stream's generation: events of an older stream are dropped.
    stream: Cell<u64>,
    /// Failures in a row (the pause before the next try).
    tries: Cell<u32>,
    /// The screen is gone, or the link ended.
    stopped: Cell<bool>,
    on_change: RefCell<Option<Rc<dyn Fn()>>>,
}

/// A club night's board as the host sends it.
#[derive(Clone)]
pub struct BoardFeed {
    inner: Rc<Inner>,
}

impl PartialEq for BoardFeed {
    fn eq(&self, other: &BoardFeed) -> bool {
        Rc::ptr_eq(&self.inner, &other.inner)
    }
}

impl BoardFeed {
    /// The board of the link `token`, through `remote`; nothing is asked
    /// before [`BoardFeed::start`].
    pub fn new(remote: Rc<dyn Remote>, token: String) -> BoardFeed {
        BoardFeed {
            inner: Rc::new(Inner {
                remote,
                token,
                shown: RefCell::new(Shown::default()),
                stream: Cell::new(0),
                tries: Cell::new(0),
                stopped: Cell::new(false),
                on_change: RefCell::new(None),
            }),
        }
    }

    /// Calls `f` after each change of what is shown.
    pub fn on_change(&self, f: impl Fn() + 'static) {
        *self.inner.on_change.borrow_mut() = Some(Rc::new(f));
    }

    /// The latest board and when it came (this device's clock).
    pub fn board(&self) -> Option<(Board, i64)> {
        self.inner.shown.borrow().board.clone()
    }

    /// Why the host is not followed now (`None`: it is, or is being
    /// reached for the first time).
    pub fn trouble(&self) -> Option<Trouble> {
        self.inner.shown.borrow().trouble.clone()
    }

    /// Listens to the board's stream.
    pub fn start(&self) {
        self.inner.stopped.set(false);
        self.listen();
    }

    /// Stops listening (the screen is gone).
    pub fn stop(&self) {
        self.inner.stopped.set(true);
        self.inner.stream.set(self.inner.stream.get() + 1);
        self.inner.remote.unsubscribe();
    }

    fn show(&self, f: impl FnOnce(&mut Shown)) {
        let changed = {
            let mut shown = self.inner.shown.borrow_mut();
            let before = shown.clone();
            f(&mut shown);
            *shown != before
        };
        if changed {
            let cb = self.inner.on_change.borrow().clone();
            if let Some(cb) = cb {
                cb();
            }
        }
    }

    fn listen(&self) {
        let gen = self.inner.stream.get() + 1;
        self.inner.stream.set(gen);
        let this = self.clone();
        self.inner.remote.subscribe_board(
            &self.inner.token,
            Rc::new(move |ev| {
                if this.inner.stream.get() == gen && !this.inner.stopped.get() {
                    this.on_stream(ev);
                }
            }),
        );
    }

    /// A board from the host (the stream's or an answer's).
    fn take(&self, text: &str) -> Result<(), Trouble> {
        let board = serde_json::from_str::<Board>(text).map_err(unreadable)?;
        self.inner.tries.set(0);
        let at = super::now();
        self.show(|s| {
            s.trouble = None;
            if s.board.as_ref().map(|(b, _)| b) != Some(&board) {
                s.board = Some((board, at));
            }
        });
        Ok(())
    }

    fn on_stream(&self, ev: StreamEvent) {
        match ev {
            StreamEvent::Open => {
                self.inner.tries.set(0);
                self.show(|s| s.trouble = None);
            }
            StreamEvent::State(text) => {
                if let Err(t) = self.take(&text) {
                    self.show(|s| s.trouble = Some(t));
                }
            }
            StreamEvent::Error => {
                self.inner.stream.set(self.inner.stream.get() + 1);
                self.inner.remote.unsubscribe();
                self.failed(unreachable("the board's stream closed"));
            }
        }
    }

    /// Says why, waits, then asks for the board and listens again.
    fn failed(&self, why: Trouble) {
        self.show(|s| s.trouble = Some(why));
        let tries = self.inner.tries.get();
        self.inner.tries.set(tries + 1);
        let this = self.clone();
        self.inner.remote.later(
            backoff(tries),
            Box::new(move || {
                if !this.inner.stopped.get() {
                    this.again();
                }
            }),
        );
    }

    fn again(&self) {
        let this = self.clone();
        self.inner.remote.request(
            Call {
                method: "GET".into(),
                path: format!("/api/board?token={}", self.inner.token),
                token: None,
                body: None,
            },
            Box::new(move |a| {
                if this.inner.stopped.get() {
                    return;
                }
                match a {
                    Ok((200..=299, b)) => match this.take(&b) {
                        Ok(()) => this.listen(),
                        Err(t) => this.failed(t),
                    },
                    Ok((c, b)) if ended(c) => {
                        this.inner.stopped.set(true);
                        this.show(|s| s.trouble = Some(Trouble::from_answer(c, &b)));
                    }
                    Ok((c, b)) => this.failed(Trouble::from_answer(c, &b)),
                    Err(e) => this.failed(unreachable(&e)),
                }
            }),
        );
    }
}

//! The root component: the database opened (or the message why not), the
//! context every screen reads, then the router. The desktop's [`App`] and
//! the web build's `WebApp`.

#[cfg(feature = "serve")]
use super::context::use_revision;
use super::context::{AppDb, Revision};
#[cfg(feature = "serve")]
use super::every::use_every;
use super::language::{device_lang, say, set_lang, LangHead};
use super::shell::StartAt;
#[cfg(browser)]
use super::shell::WebSave;
#[cfg(browser)]
use super::Files;
use super::Route;
use crate::app::{Db, DbError};
use crate::i18n::Message;
use dioxus::prelude::*;
use std::path::PathBuf;
use std::rc::Rc;

/// What the root component is given: where the data lives.
#[derive(Clone, PartialEq, Debug)]
pub struct AppProps {
    /// The data folder (the database file is inside it).
    pub data_dir: PathBuf,
    /// The address to open first (`None`: the unfinished game, else home).
    pub start: Option<String>,
}

/// Opened once per window.
#[derive(Clone)]
pub(crate) enum Opened {
    Ok(AppDb),
    Failed(Rc<OpenFailure>),
}

/// Why the data could not be opened: what storage said (worded when it is
/// shown, in the language shown), or a message of its own (the web build's
/// browser storage).
pub(crate) enum OpenFailure {
    Db(DbError),
    Said(String),
}

impl From<String> for OpenFailure {
    fn from(said: String) -> Self {
        OpenFailure::Said(said)
    }
}

impl From<&str> for OpenFailure {
    fn from(said: &str) -> Self {
        OpenFailure::Said(said.to_string())
    }
}

impl OpenFailure {
    /// The message, in the language shown.
    fn words(&self) -> String {
        match self {
            OpenFailure::Db(e) => say(&e.said()),
            OpenFailure::Said(said) => said.clone(),
        }
    }
}

/// The root component: opens the database, then routes.
#[component]
pub fn App(props: AppProps) -> Element {
    // The desktop window opens the database before it launches (to read the
    // display settings for its first colour) and hands it over in context.
    let opened =
        use_hook(|| try_consume_context::<Opened>().unwrap_or_else(|| open(&props.data_dir)));
    routed(opened, props.start.clone())
}

/// The database in `data_dir`, or the message why it cannot be opened.
pub(crate) fn open(data_dir: &std::path::Path) -> Opened {
    match Db::open_in(data_dir) {
        Ok(db) => Opened::Ok(AppDb(Rc::new(db))),
        Err(e) => {
            log_open_error(&e);
            Opened::Failed(Rc::new(OpenFailure::Db(e)))
        }
    }
}

/// The web build's root: the database was opened in the browser's storage
/// before launch ([`crate::web`]); it shows the save state beside the page.
#[cfg(browser)]
#[component]
pub fn WebApp() -> Element {
    // A page opened on a table link has no local data (see
    // `crate::web::table_only`): the table screens only.
    if crate::web::table_only() {
        use_context_provider(Revision::new);
        return rsx! {
            LangHead {}
            Router::<Route> {}
        };
    }
    let opened = use_hook(|| match crate::web::take_db() {
        Ok(db) => Opened::Ok(AppDb(Rc::new(db))),
        Err(e) => Opened::Failed(Rc::new(e.into())),
    });
    let state = use_signal(crate::web::state);
    use_hook(move || crate::web::attach(state));
    // No folders: files are downloaded and picked.
    use_context_provider(|| {
        Files::browser(crate::web::files::download, crate::web::files::replaced)
    });
    // The shell shows the save state in its top bar (never over a screen).
    use_context_provider(|| WebSave(state));
    routed(opened, None)
}

/// The screens over an opened database (or the message why it is not).
fn routed(opened: Opened, start: Option<String>) -> Element {
    use_context_provider(Revision::new);
    match opened {
        Opened::Ok(db) => {
            use_context_provider(|| db.clone());
            // "Let phones join": hosting stops when the window closes.
            #[cfg(feature = "serve")]
            super::lan::window::use_hosting_root();
            // A league's games received here (the League page).
            #[cfg(feature = "serve")]
            super::lan::receive::use_receiving_root();
            // A long session merges its WAL now and then (app::upkeep).
            #[cfg(feature = "serve")]
            use_upkeep(db.0.clone());
            // An address asked for (the command line's --open) is opened
            // whatever the page; the unfinished game only when the app is
            // opened at its root (a reload of #/rules stays on the rules).
            let start = use_hook(|| StartAt::new(&db.0, start));
            use_context_provider(|| start);
            // The language: the one chosen in the Display card, else the
            // device's (set before any screen reads it).
            use_hook(|| {
                set_lang(crate::app::display::load(&db.0).lang(device_lang));
            });
            rsx! {
                LangHead {}
                // The stylesheet is already in the page: inlined in the
                // window's head (launch_head) and in the web build's
                // index.html, so the first paint is styled and nothing is
                // fetched and applied a second time after it.
                Router::<Route> {}
            }
        }
        Opened::Failed(why) => rsx! {
            LangHead {}
            div { class: "fatal card",
                h1 { {t!("shell-cannot-open")} }
                p { class: "error", role: "alert", {why.words()} }
                if cfg!(target_arch = "wasm32") {
                    p { {t!("shell-cannot-open-web")} }
                } else {
                    p { {t!("shell-cannot-open-desktop-before")}
                        code { "--data-dir" } {t!("shell-cannot-open-desktop-after")} }
                }
            }
        },
    }
}

/// Runs the one upkeep ([`crate::app::upkeep`]: the WAL, every club
/// night's time limit) every [`crate::app::upkeep::TICK`] while the window
/// is open, whichever page it shows; the games cut are drawn again. (A
/// night hosted from the window has its tables hosted by its server's own
/// upkeep.)
#[cfg(feature = "serve")]
fn use_upkeep(db: Rc<Db>) {
    let rev = use_revision();
    use_every(crate::app::upkeep::TICK, move || {
        if let Ok(done) = crate::app::upkeep(&db, crate::app::night::now(), None) {
            for g in done.cut {
                rev.game_changed(g);
            }
        }
    });
}

/// The raw detail of a failure to open goes to the log (in English, with
/// the plain message); the window shows the plain message only.
fn log_open_error(e: &DbError) {
    if let Some(detail) = e.detail() {
        eprintln!(
            "mextrain: {e}\n  detail: {}",
            detail.replace('\n', "\n  detail: ")
        );
    }
}

//! The window: Dioxus components, one screen per file.
//!
//! State lives in the database and in signals; the screens ask the engine
//! ([`crate::rules`]) for every rule and the database ([`crate::db`]) for every
//! stored value. No rule logic here.

use crate::db::{Db, DbError};
use dioxus::prelude::*;
use std::path::PathBuf;
use std::rc::Rc;
use widgets::{Icon, IconKind};

mod blocked;
pub mod charts;
mod checker;
mod export;
mod history;
mod home;
mod new_game;
mod planner;
mod play;
mod referee;
mod referee_model;
mod round_form;
mod rulebook;
mod stats;
mod summary;
#[doc(hidden)]
pub mod testing;
pub mod widgets;

pub use blocked::Blocked;
pub use checker::Checker;
pub use history::{GameDetail, History};
pub use home::Home;
pub use new_game::NewGame;
pub use planner::Planner;
pub use play::{EditRound, Play};
pub use rulebook::{Compare, RuleBook, RuleEntry};
pub use stats::Stats;
pub use summary::Summary;

/// The stylesheet, inlined so that a bare binary is styled on its own.
pub const CSS: &str = include_str!("../../assets/main.css");
/// The app icon.
pub const ICON_SVG: &str = include_str!("../../assets/icon.svg");

/// Every screen, by address.
#[derive(Routable, Clone, PartialEq, Debug)]
#[rustfmt::skip]
pub enum Route {
    #[layout(Shell)]
        #[route("/")]
        Home {},
        #[route("/new")]
        NewGame {},
        #[route("/game/:id")]
        Play { id: i64 },
        #[route("/game/:id/round/:idx")]
        EditRound { id: i64, idx: usize },
        #[route("/game/:id/summary")]
        Summary { id: i64 },
        #[route("/check")]
        Checker {},
        #[route("/blocked")]
        Blocked {},
        #[route("/plan")]
        Planner {},
        #[route("/rules")]
        RuleBook {},
        #[route("/rules/compare")]
        Compare {},
        #[route("/rules/:id")]
        RuleEntry { id: String },
        #[route("/history")]
        History {},
        #[route("/history/:id")]
        GameDetail { id: i64 },
        #[route("/stats")]
        Stats {},
}

/// The database handle, shared by every screen (`Connection` is not `Sync`,
/// so it lives in context, on the UI thread).
#[derive(Clone)]
pub struct AppDb(pub Rc<Db>);

/// Bumped after every write, so screens that read the database render again.
#[derive(Clone, Copy)]
pub struct Revision(pub Signal<u64>);

impl Revision {
    /// Marks that stored data changed.
    pub fn bump(mut self) {
        *self.0.write() += 1;
    }
    /// Subscribes the caller to changes.
    pub fn track(self) -> u64 {
        *self.0.read()
    }
}

/// The database, from context.
pub fn use_db() -> Rc<Db> {
    use_context::<AppDb>().0
}

/// The revision counter, from context.
pub fn use_revision() -> Revision {
    use_context::<Revision>()
}

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
enum Opened {
    Ok(AppDb),
    Failed(Rc<String>),
}

/// The root component: opens the database, then routes.
#[component]
pub fn App(props: AppProps) -> Element {
    let opened = use_hook(|| match Db::open_in(&props.data_dir) {
        Ok(db) => Opened::Ok(AppDb(Rc::new(db))),
        Err(e) => Opened::Failed(Rc::new(describe_open_error(&e))),
    });
    let revision = use_signal(|| 0u64);
    use_context_provider(|| Revision(revision));
    match opened {
        Opened::Ok(db) => {
            use_context_provider(|| db.clone());
            let start = use_hook(|| {
                props.start.clone().or_else(|| {
                    db.0.unfinished_game()
                        .ok()
                        .flatten()
                        .map(|id| format!("/game/{id}"))
                })
            });
            use_context_provider(|| StartAt(start));
            rsx! {
                document::Title { "mextrain" }
                document::Stylesheet { href: asset!("/assets/main.css") }
                Router::<Route> {}
            }
        }
        Opened::Failed(msg) => rsx! {
            document::Title { "mextrain: cannot open the data" }
            div { class: "fatal card",
                h1 { "mextrain cannot open its data" }
                p { class: "error", role: "alert", "{msg}" }
                p { "Nothing was changed. Start mextrain with "
                    code { "--data-dir" } " pointing at another folder to play meanwhile." }
            }
        },
    }
}

fn describe_open_error(e: &DbError) -> String {
    // The window shows the plain message; the raw detail goes to the log.
    if let Some(detail) = e.detail() {
        eprintln!(
            "mextrain: {e}\n  detail: {}",
            detail.replace('\n', "\n  detail: ")
        );
    }
    e.to_string()
}

/// Where to go once at startup (resume the unfinished game).
#[derive(Clone)]
struct StartAt(Option<String>);

/// The frame around every screen: the top bar and the page.
#[component]
fn Shell() -> Element {
    let nav = use_navigator();
    let route = use_route::<Route>();
    // Once per window: jump to the unfinished game (or a requested page).
    let start = use_context::<StartAt>();
    let first = route.clone();
    use_hook(move || {
        if let Some(path) = start.0 {
            if let Ok(r) = path.parse::<Route>() {
                if r != first {
                    nav.replace(r);
                }
            }
        }
    });
    let db = use_db();
    let rev = use_revision();
    rev.track();
    let current = db.unfinished_game().ok().flatten();
    // A new screen starts at its top.
    let path = route.to_string();
    use_effect(use_reactive!(|path| {
        let _ = path;
        document::eval("window.scrollTo(0, 0)");
    }));
    // One entry per place: an id, whether it is the current one, where it
    // goes, the full label (wide windows), the short one (a tablet's top bar,
    // a phone's bottom tab bar), and its icon.
    let mut places: Vec<(&str, bool, Route, &str, &str, IconKind)> = vec![(
        "nav-home",
        matches!(route, Route::Home {}),
        Route::Home {},
        "Home",
        "Home",
        IconKind::Home,
    )];
    if let Some(id) = current {
        places.push((
            "nav-game",
            matches!(route, Route::Play { .. } | Route::EditRound { .. }),
            Route::Play { id },
            "Current game",
            "Game",
            IconKind::Game,
        ));
    }
    places.extend([
        (
            "nav-new",
            matches!(route, Route::NewGame {}),
            Route::NewGame {},
            "New game",
            "New",
            IconKind::Plus,
        ),
        (
            "nav-referee",
            matches!(
                route,
                Route::Checker {} | Route::Blocked {} | Route::Planner {}
            ),
            Route::Checker {},
            "Referee",
            "Referee",
            IconKind::Referee,
        ),
        (
            "nav-rules",
            matches!(
                route,
                Route::RuleBook {} | Route::Compare {} | Route::RuleEntry { .. }
            ),
            Route::RuleBook {},
            "Rules",
            "Rules",
            IconKind::Book,
        ),
        (
            "nav-history",
            matches!(route, Route::History {} | Route::GameDetail { .. }),
            Route::History {},
            "History",
            "History",
            IconKind::Clock,
        ),
        (
            "nav-stats",
            matches!(route, Route::Stats {}),
            Route::Stats {},
            "Statistics",
            "Stats",
            IconKind::Chart,
        ),
    ]);
    rsx! {
        div { class: "shell",
            header { class: "topbar",
                Link { class: "brand", to: Route::Home {},
                    img { src: icon_data_uri(), alt: "" }
                    span { class: "brand-name", "mextrain" }
                }
                nav { class: "places", id: "places", "aria-label": "places",
                    for (id, on, to, long, short, icon) in places {
                        Link { key: "{id}", id: "{id}", class: if on { "nav active" } else { "nav" }, to,
                            Icon { kind: icon, size: 22.0 }
                            span { class: "long", "{long}" }
                            span { class: "short", "{short}" }
                        }
                    }
                }
            }
            main { class: "page", Outlet::<Route> {} }
        }
    }
}

/// The icon as a data URI (works without an asset server).
pub fn icon_data_uri() -> String {
    let mut s = String::from("data:image/svg+xml;utf8,");
    for c in ICON_SVG.chars() {
        match c {
            '<' => s.push_str("%3C"),
            '>' => s.push_str("%3E"),
            '#' => s.push_str("%23"),
            '"' => s.push('\''),
            '\n' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

/// The window: 1280x860 at first, and no minimum size, so that it can be
/// made as narrow as a phone (the layouts follow its width).
#[doc(hidden)]
pub fn window() -> dioxus::desktop::WindowBuilder {
    use dioxus::desktop::{LogicalSize, WindowBuilder};
    WindowBuilder::new()
        .with_title("mextrain")
        .with_inner_size(LogicalSize::new(1280.0, 860.0))
}

/// Opens the window. Returns an error message instead of panicking when no
/// display is available.
pub fn launch(data_dir: PathBuf, start: Option<String>) -> Result<(), String> {
    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        #[cfg(target_os = "linux")]
        return Err("no display: mextrain opens a window, but neither DISPLAY nor WAYLAND_DISPLAY is set. \
                    Run it in a desktop session (or under xvfb-run); the subcommands (check, points, plan, ...) work without one."
            .into());
    }
    use dioxus::desktop::Config;
    let cfg = Config::new()
        .with_window(window())
        .with_menu(None)
        .with_disable_context_menu(true)
        .with_background_color((251, 248, 241, 255))
        .with_custom_head(format!("<style>{CSS}</style>"));
    let dom = VirtualDom::new_with_props(App, AppProps { data_dir, start });
    let outcome = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || {
        dioxus::desktop::launch::launch_virtual_dom(dom, cfg)
    }));
    match outcome {
        Ok(never) => never,
        Err(p) => Err(format!(
            "the window could not be opened: {}",
            p.downcast_ref::<String>()
                .cloned()
                .or_else(|| p.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_else(|| "unknown error".into())
        )),
    }
}

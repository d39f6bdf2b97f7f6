//! The frame around every screen: the top bar with its places (and, in
//! the web build, the save state), the display settings applied to the
//! page, the jump to the unfinished game at startup, the screen kept awake.

use super::context::{use_db, use_list, use_revision, DisplaySetting};
use super::widgets::{icon_data_uri, Icon, IconKind};
use super::Route;
use crate::app::Db;
use dioxus::prelude::*;

/// Where to go once at startup: an address asked for, or the unfinished
/// game (`from_root_only`: only when the app opens at its root).
#[derive(Clone)]
pub(crate) struct StartAt {
    pub(crate) path: Option<String>,
    from_root_only: bool,
}

impl StartAt {
    /// `asked` (the command line's `--open`), else the unfinished game in `db`.
    pub(crate) fn new(db: &Db, asked: Option<String>) -> StartAt {
        match asked {
            Some(path) => StartAt {
                path: Some(path),
                from_root_only: false,
            },
            None => StartAt {
                path: crate::app::games::resume(db)
                    .ok()
                    .flatten()
                    .map(|id| format!("/game/{id}")),
                from_root_only: true,
            },
        }
    }
}

/// The frame around every screen: the top bar and the page.
#[component]
pub(super) fn Shell() -> Element {
    let nav = use_navigator();
    let route = use_route::<Route>();
    // Once per window: jump to the unfinished game (or a requested page).
    let start = use_context::<StartAt>();
    let first = route.clone();
    use_hook(move || {
        if start.from_root_only && first != (Route::Home {}) {
            return;
        }
        if let Some(path) = start.path {
            if let Ok(r) = path.parse::<Route>() {
                if r != first {
                    nav.replace(r);
                }
            }
        }
    });
    let current = use_list(|db| crate::app::games::resume(db).ok().flatten());
    let current = current();
    // The display settings, on the page root (and mirrored on <html>, so
    // that the page background and every rem follow them).
    let db = use_db();
    let display =
        use_context_provider(|| DisplaySetting(Signal::new(crate::app::display::load(&db))));
    let classes = display.0.read().classes().join(" ");
    let root_class = if classes.is_empty() {
        "shell".to_string()
    } else {
        format!("shell {classes}")
    };
    use_effect(use_reactive!(|classes| {
        let js = format!(
            "var c = document.documentElement.classList; \
             c.remove('theme-dark', 'theme-light', 'text-large'); \
             '{classes}'.split(' ').filter(Boolean).forEach(function (k) {{ c.add(k); }});"
        );
        document::eval(&js);
    }));
    // The screen stays awake while an unfinished game is open (the web
    // build: a Screen Wake Lock; the desktop leaves it to the system).
    let awake = use_awake(&route);
    use_effect(use_reactive!(|awake| {
        #[cfg(browser)]
        crate::web::keep_awake(awake);
        let _ = awake;
    }));
    // A new screen starts at its top.
    let path = route.to_string();
    use_effect(use_reactive!(|path| {
        let _ = path;
        document::eval("window.scrollTo(0, 0)");
    }));
    // One entry per place: an id, whether it is the current one, where it
    // goes, the full label (wide windows), the short one (a tablet's top bar,
    // a phone's bottom tab bar), and its icon.
    let mut places: Vec<(&str, bool, Route, String, String, IconKind)> = vec![(
        "nav-home",
        matches!(route, Route::Home {}),
        Route::Home {},
        t!("nav-home"),
        t!("nav-home-short"),
        IconKind::Home,
    )];
    if let Some(id) = current {
        places.push((
            "nav-game",
            matches!(route, Route::Play { .. } | Route::EditRound { .. }),
            Route::Play { id },
            t!("nav-game"),
            t!("nav-game-short"),
            IconKind::Game,
        ));
    }
    places.extend([
        (
            "nav-new",
            matches!(route, Route::NewGame {}),
            Route::NewGame {},
            t!("nav-new"),
            t!("nav-new-short"),
            IconKind::Plus,
        ),
        (
            "nav-referee",
            matches!(
                route,
                Route::Checker {} | Route::Blocked {} | Route::Planner {}
            ),
            Route::Checker {},
            t!("nav-referee"),
            t!("nav-referee-short"),
            IconKind::Referee,
        ),
        (
            "nav-rules",
            matches!(
                route,
                Route::RuleBook {} | Route::Compare {} | Route::RuleEntry { .. }
            ),
            Route::RuleBook {},
            t!("nav-rules"),
            t!("nav-rules-short"),
            IconKind::Book,
        ),
        (
            "nav-history",
            matches!(route, Route::History {} | Route::GameDetail { .. }),
            Route::History {},
            t!("nav-history"),
            t!("nav-history-short"),
            IconKind::Clock,
        ),
        (
            "nav-stats",
            matches!(route, Route::Stats {}),
            Route::Stats {},
            t!("nav-stats"),
            t!("nav-stats-short"),
            IconKind::Chart,
        ),
    ]);
    #[cfg(browser)]
    let badge = try_use_context::<WebSave>().map(|s| rsx! { SaveBadge { state: (s.0)() } });
    #[cfg(not(browser))]
    let badge: Option<Element> = None;
    // A night's board (a television's) has the whole window: no top bar.
    let board = matches!(route, Route::NightBoard { .. });
    let root_class = if board {
        format!("{root_class} board-shell")
    } else {
        root_class
    };
    rsx! {
        div { class: "{root_class}", id: "shell",
            if !board { header { class: "topbar",
                Link { class: "brand", to: Route::Home {}, aria_label: t!("nav-brand"),
                    img { src: icon_data_uri(), alt: "" }
                    span { class: "brand-name", "mextrain" }
                }
                nav { class: "places", id: "places", "aria-label": t!("nav-places"),
                    for (id, on, to, long, short, icon) in places {
                        Link { key: "{id}", id: "{id}", class: if on { "nav active" } else { "nav" }, to,
                            Icon { kind: icon, size: 22.0 }
                            span { class: "long", "{long}" }
                            span { class: "short", "{short}" }
                        }
                    }
                }
                {badge}
            } }
            main { class: "page", Outlet::<Route> {} }
        }
    }
}

/// Whether `route` shows an unfinished game (its Play screen or a round
/// being edited), read again when that game changes.
fn use_awake(route: &Route) -> bool {
    let playing = match route {
        Route::Play { id } | Route::EditRound { id, .. } => Some(*id),
        _ => None,
    };
    let db = use_db();
    let rev = use_revision();
    let awake = use_memo(use_reactive!(|playing| {
        playing.is_some_and(|id| {
            rev.track_game(id);
            crate::app::games::game(&db, id).is_ok_and(|g| g.finished_at.is_none())
        })
    }));
    awake()
}

/// The web build's save state, for the shell's top bar.
#[cfg(browser)]
#[derive(Clone, Copy)]
pub(super) struct WebSave(pub(super) Signal<crate::web::SaveState>);

/// "Saving" until the browser has stored every change, then "Saved" (the
/// web build: see [`crate::web`]). It sits in the top bar, in the flow of
/// the page, so it never covers what is on the screen.
#[cfg(browser)]
#[component]
fn SaveBadge(state: crate::web::SaveState) -> Element {
    use crate::web::SaveState;
    let (key, text, role) = match &state {
        SaveState::Idle => ("idle", String::new(), "status"),
        SaveState::Saving => ("saving", t!("shell-saving"), "status"),
        SaveState::Saved => ("saved", t!("shell-saved"), "status"),
        SaveState::Failed(e) => (
            "failed",
            t!("shell-not-saved", detail = e.as_str()),
            "alert",
        ),
    };
    // Styled by web/index.html (the web build's own page).
    rsx! {
        div {
            id: "save-state",
            role,
            "data-state": key,
            "aria-live": "polite",
            "{text}"
        }
    }
}

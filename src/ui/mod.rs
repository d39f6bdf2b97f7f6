//! The window: Dioxus components, one screen per file.
//!
//! State lives in the database and in signals; the screens ask the engine
//! ([`crate::rules`]) for every rule, call the app layer ([`crate::app`]) for
//! every action, and read stored values in memos keyed on the [`Revision`]
//! signals (never while rendering). No rule logic here.

use crate::app::{Db, DbError, GameId, GameRecord};
use crate::i18n::Lang;
use crate::i18n::Message;
use dioxus::prelude::*;
use std::collections::HashMap;
use std::path::PathBuf;
use std::rc::Rc;
use widgets::{Icon, IconKind};

/// The words of a key in the language the screens show ([`lang`]), with
/// named arguments: `t!("round-of", n = 3, total = 13)`: [`crate::tl!`] in
/// the screens' language. Defined here, before the screens, so that `i18n`
/// names nothing of ours.
#[macro_export]
macro_rules! t {
    ($key:expr) => {
        $crate::tl!($crate::ui::lang(), $key)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::tl!($crate::ui::lang(), $key, $($name = $value),+)
    };
}

mod blocked;
mod board;
pub mod charts;
mod checker;
mod export;
mod history;
mod home;
pub mod lan;
mod league;
mod league_send;
mod new_game;
mod night;
mod night_new;
mod nights;
mod planner;
mod play;
mod player_names;
mod referee;
mod referee_model;
mod round_form;
mod round_state;
mod rulebook;
mod share;
mod stats;
mod summary;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod testing;
pub mod widgets;

pub use blocked::Blocked;
pub use board::NightBoard;
pub use checker::Checker;
pub use export::{use_files, Download, Files};
pub use history::{GameDetail, History};
pub use home::Home;
use lan::{
    BoardLink, HostLink, HostView, Join, JoinCode, JoinKeeper, JoinLink, JoinTable, MyHand,
    TableShell, Watch, WatchLink,
};
pub use league::{League, LeaguePlayer, RECENT_NIGHTS};
pub use new_game::NewGame;
pub use night::NightPage;
pub use night_new::NewNight;
pub use nights::Nights;
pub use planner::Planner;
pub use play::{EditRound, Play};
pub use rulebook::{marked_parts, Compare, RuleBook, RuleEntry};
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
        #[route("/nights")]
        Nights {},
        #[route("/night/new")]
        NewNight {},
        #[route("/night/:id")]
        NightPage { id: i64 },
        #[route("/night/:id/board")]
        NightBoard { id: i64 },
        #[route("/league/:name")]
        League { name: String },
        #[route("/league/:name/player/:player")]
        LeaguePlayer { name: String, player: String },
    #[end_layout]
    // Table mode, a phone's screens (they need no local data).
    #[layout(TableShell)]
        #[route("/join")]
        Join {},
        #[route("/join/:code")]
        JoinCode { code: String },
        #[route("/join/:code/:secret")]
        JoinLink { code: String, secret: String },
        #[route("/join/:code/:secret/:at")]
        JoinTable { code: String, secret: String, at: usize },
        #[route("/keep/:code/:secret/:at/:keeper")]
        JoinKeeper { code: String, secret: String, at: usize, keeper: String },
        #[route("/board/:token")]
        BoardLink { token: String },
        #[route("/table")]
        MyHand {},
        #[route("/host/:token")]
        HostLink { token: String },
        #[route("/table/host")]
        HostView {},
        #[route("/watch")]
        Watch {},
        #[route("/watch/:token")]
        WatchLink { token: String },
}

/// The database handle, shared by every screen (`Connection` is not `Sync`,
/// so it lives in context, on the UI thread).
#[derive(Clone)]
pub struct AppDb(pub Rc<Db>);

/// What changed in the stored data, as signals, so that a change reaches
/// only the screens that show it: one revision per game (its rounds, its
/// finish), read by the screens that show that game, and one for the list
/// of games (any game saved, created, finished, deleted, restored or
/// imported), read by the lists, the statistics and the top bar.
#[derive(Clone, Copy)]
pub struct Revision {
    list: Signal<u64>,
    games: CopyValue<HashMap<GameId, Signal<u64>>>,
}

impl Revision {
    fn new() -> Revision {
        Revision {
            list: Signal::new_in_scope(0, ScopeId::ROOT),
            games: CopyValue::new_in_scope(HashMap::new(), ScopeId::ROOT),
        }
    }

    fn game(self, id: GameId) -> Signal<u64> {
        let mut games = self.games;
        let known = games.read().get(&id).copied();
        known.unwrap_or_else(|| {
            let s = Signal::new_in_scope(0, ScopeId::ROOT);
            games.write().insert(id, s);
            s
        })
    }

    /// Game `id` changed (and so the list, which shows its rounds).
    pub fn game_changed(self, id: GameId) {
        *self.game(id).write() += 1;
        let mut list = self.list;
        *list.write() += 1;
    }

    /// Games came or went, or any of them may have changed (an import, a
    /// restore): every screen that shows stored data reads it again.
    pub fn bump(self) {
        let ids: Vec<GameId> = self.games.read().keys().copied().collect();
        for id in ids {
            *self.game(id).write() += 1;
        }
        let mut list = self.list;
        *list.write() += 1;
    }

    /// Subscribes the caller to game `id`.
    pub fn track_game(self, id: GameId) -> u64 {
        *self.game(id).read()
    }

    /// Subscribes the caller to the list of games (any change).
    pub fn track(self) -> u64 {
        *self.list.read()
    }
}

/// The database, from context.
pub fn use_db() -> Rc<Db> {
    use_context::<AppDb>().0
}

/// The revisions, from context.
pub fn use_revision() -> Revision {
    use_context::<Revision>()
}

/// Game `id`, read when it (or `id`) changes, not on every render.
pub fn use_game(id: GameId) -> Memo<Result<GameRecord, crate::i18n::Said>> {
    let db = use_db();
    let rev = use_revision();
    use_memo(use_reactive!(|id| {
        rev.track_game(id);
        crate::app::games::game(&db, id)
            .map_err(|e| crate::i18n::Said::new("err-load-game").arg("detail", e.said()))
    }))
}

/// A value read from the database when the list of games changes, not on
/// every render.
pub fn use_list<T: PartialEq + 'static>(read: impl Fn(&Db) -> T + 'static) -> Memo<T> {
    let db = use_db();
    let rev = use_revision();
    use_memo(move || {
        rev.track();
        read(&db)
    })
}

/// Calls `tick` every `period` while the component is shown, on the
/// window's tokio runtime (without one, as in the web build and the
/// headless tests, never).
#[cfg(feature = "serve")]
pub(crate) fn use_every(period: std::time::Duration, tick: impl FnMut() + 'static) {
    let tick = Rc::new(std::cell::RefCell::new(tick));
    use_future(move || {
        let tick = tick.clone();
        async move {
            if tokio::runtime::Handle::try_current().is_err() {
                return;
            }
            loop {
                tokio::time::sleep(period).await;
                (tick.borrow_mut())();
            }
        }
    });
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
#[cfg(all(feature = "web", target_arch = "wasm32"))]
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

/// The web build's save state, for the shell's top bar.
#[cfg(all(feature = "web", target_arch = "wasm32"))]
#[derive(Clone, Copy)]
struct WebSave(Signal<crate::web::SaveState>);

/// "Saving" until the browser has stored every change, then "Saved" (the
/// web build: see [`crate::web`]). It sits in the top bar, in the flow of
/// the page, so it never covers what is on the screen.
#[cfg(all(feature = "web", target_arch = "wasm32"))]
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

/// The screens over an opened database (or the message why it is not).
fn routed(opened: Opened, start: Option<String>) -> Element {
    use_context_provider(Revision::new);
    match opened {
        Opened::Ok(db) => {
            use_context_provider(|| db.clone());
            // "Let phones join": hosting stops when the window closes.
            #[cfg(feature = "serve")]
            lan::window::use_hosting_root();
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
                let chosen = crate::app::display::load(&db.0).lang(device_lang);
                if *LANG.peek() != chosen {
                    *LANG.write() = chosen;
                }
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

/// The display settings were not saved (the error of
/// [`crate::app::display::save`]), in the language shown.
pub(crate) fn display_not_saved(e: &DbError) -> String {
    say(&crate::i18n::Said::new("err-setting-not-kept").arg("detail", e.said()))
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

/// The language the screens show. Set once the display settings are read
/// (the one chosen there, else the device's), and by the Display card.
/// Reading it (through [`lang`] and the `t!` macro) subscribes the
/// component, so a new language redraws every screen in place.
pub static LANG: GlobalSignal<Lang> = Signal::global(device_lang);

/// The language the screens show (see [`LANG`]).
pub fn lang() -> Lang {
    LANG()
}

/// A message (an error, a refusal, a verdict: [`crate::i18n::Said`]) in
/// the language shown: the screens' one way to word one.
pub(crate) fn say(said: &crate::i18n::Said) -> String {
    crate::i18n::said(lang(), said)
}

/// The device's language for a window that has no choice of its own: the
/// browser's `navigator.languages` on the web, the system's locales on the
/// desktop, else English. A test or the `--lang` of a harness gives its own
/// through [`DeviceLang`].
pub fn device_lang() -> Lang {
    if let Some(DeviceLang(l)) = try_consume_context::<DeviceLang>() {
        return l;
    }
    #[cfg(all(feature = "web", target_arch = "wasm32"))]
    {
        return crate::web::languages();
    }
    #[cfg(all(feature = "desktop", not(target_arch = "wasm32")))]
    {
        return Lang::negotiate(
            sys_locale::get_locales()
                .collect::<Vec<_>>()
                .iter()
                .map(String::as_str),
        );
    }
    #[allow(unreachable_code)]
    Lang::ENGLISH
}

/// The device's language, given (the test harness gives English, or what
/// a test asks for), instead of asking the system.
#[derive(Clone, Copy)]
pub struct DeviceLang(pub Lang);

/// The keys the screens build from ids (`t!(&format!(...))`) rather than
/// write out, so that the translation test counts them as used and checks
/// that each is written. Each area lists its own.
///
/// Every one of them is written in every language, English included
/// (`en-CA.ftl` holds the English of the rule book and of table mode's
/// refusals too, byte for byte the engine's and the host's).
pub fn i18n_built_keys() -> Vec<String> {
    // web/assemble.py writes these into each language's web manifest.
    let mut keys: Vec<String> = ["app-name", "app-description", "boot-loading"]
        .map(String::from)
        .to_vec();
    for p in crate::rules::PresetId::ALL {
        keys.push(format!("preset-{}", p.id()));
    }
    keys.extend(round_form::i18n_keys());
    keys.extend(history::i18n_keys());
    keys.extend(lan::i18n_keys());
    keys.extend(rulebook::i18n_keys());
    for s in crate::rules::club::Scoring::ALL {
        keys.push(format!("night-scoring-{}", s.id()));
    }
    for s in crate::rules::club::Seating::ALL {
        keys.push(format!("night-seating-{}", s.id()));
        keys.push(format!("night-seating-{}-hint", s.id()));
    }
    keys
}

/// A preset's name in the language shown.
pub fn preset_title(p: crate::rules::PresetId) -> String {
    t!(&format!("preset-{}", p.id()))
}

/// Puts the language on `<html lang>` (screen readers, hyphenation) and
/// the page title in it.
#[component]
fn LangHead() -> Element {
    let lang = lang();
    let tag = lang.tag();
    use_effect(use_reactive!(|tag| {
        // The web build also points at its language's manifest (the
        // installed app's name and description; web/assemble.py).
        document::eval(&format!(
            "document.documentElement.setAttribute('lang', '{tag}'); \
             var m = document.querySelector('link[rel=manifest]'); \
             if (m) m.setAttribute('href', 'manifest.{tag}.webmanifest');"
        ));
    }));
    // The app's name, in every language (the desktop's window title too).
    let title = t!("app-name");
    rsx! { document::Title { "{title}" } }
}

/// The display settings (theme, larger text), shared by the shell, which
/// applies them, and the home screen's Display card, which changes them.
#[derive(Clone, Copy)]
pub struct DisplaySetting(pub Signal<crate::app::display::Display>);

/// The display settings, from context.
pub fn use_display() -> DisplaySetting {
    use_context::<DisplaySetting>()
}

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
fn Shell() -> Element {
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
        #[cfg(all(feature = "web", target_arch = "wasm32"))]
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
    #[cfg(all(feature = "web", target_arch = "wasm32"))]
    let badge = try_use_context::<WebSave>().map(|s| rsx! { SaveBadge { state: (s.0)() } });
    #[cfg(not(all(feature = "web", target_arch = "wasm32")))]
    let badge: Option<Element> = None;
    rsx! {
        div { class: "{root_class}", id: "shell",
            header { class: "topbar",
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
            }
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

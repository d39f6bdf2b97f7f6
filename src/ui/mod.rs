//! The window: Dioxus components, one screen per file.
//!
//! State lives in the database and in signals; the screens ask the engine
//! ([`crate::rules`]) for every rule, call the app layer ([`crate::app`]) for
//! every action, and read stored values in memos keyed on the [`Revision`]
//! signals (never while rendering). No rule logic here.

use dioxus::prelude::*;
#[cfg(feature = "app")]
use shell::Shell;

/// The words of a key in the language the screens show ([`lang`]), with
/// named arguments: `t!("round-of", n = 3, total = 13)`: [`crate::tl!`] in
/// the screens' language. Defined here, before the screens, so that `i18n`
/// names nothing of ours. Each of its ~1,600 uses is one call (`ui::t`,
/// `ui::t_with`), the language read and the arguments gathered there: a
/// smaller web build.
#[macro_export]
macro_rules! t {
    ($key:expr) => {
        $crate::ui::t($key)
    };
    ($key:expr, $($name:ident = $value:expr),+ $(,)?) => {
        $crate::ui::t_with($key, [$((stringify!($name), $crate::i18n::arg($value))),+])
    };
}

// The screens of this device's own data need `app`; the phone build
// (`client` without `app`) has only table mode's (`lan`) and what they use.
#[cfg(feature = "app")]
mod blocked;
mod board;
pub mod charts;
#[cfg(feature = "app")]
mod checker;
#[cfg(feature = "app")]
mod context;
mod every;
#[cfg(feature = "app")]
mod export;
#[cfg(feature = "app")]
mod history;
#[cfg(feature = "app")]
mod home;
pub mod lan;
mod language;
#[cfg(feature = "app")]
mod league;
#[cfg(feature = "app")]
mod league_season;
#[cfg(feature = "app")]
mod league_send;
#[cfg(feature = "app")]
mod new_game;
#[cfg(feature = "app")]
mod night;
#[cfg(feature = "app")]
mod night_new;
#[cfg(feature = "app")]
mod night_present;
#[cfg(feature = "app")]
mod nights;
#[cfg(feature = "app")]
mod planner;
#[cfg(feature = "app")]
mod play;
#[cfg(feature = "app")]
mod player_names;
#[cfg(feature = "app")]
mod ratings;
#[cfg(feature = "app")]
mod referee;
#[cfg(feature = "app")]
mod referee_model;
#[cfg(feature = "app")]
mod root;
#[cfg(feature = "app")]
mod round_form;
#[cfg(feature = "app")]
mod round_state;
#[cfg(feature = "app")]
mod rulebook;
mod rules_in_play;
#[cfg(feature = "app")]
mod share;
#[cfg(feature = "app")]
mod shell;
#[cfg(feature = "app")]
mod stats;
#[cfg(feature = "app")]
mod summary;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod testing;
pub mod widgets;

#[cfg(any(feature = "serve", browser))]
pub(crate) use every::use_every;
use lan::{
    BoardLink, HostLink, HostView, Join, JoinCode, JoinKeeper, JoinLink, JoinTable, MyHand,
    TableShell, Watch, WatchLink,
};
pub(crate) use language::say;
pub use language::{device_lang, lang, preset_title, t, t_with, DeviceLang, LANG};
pub use widgets::icon_data_uri;

#[cfg(feature = "app")]
pub use app_screens::*;

/// The screens of this device's own data (`app`), re-exported.
#[cfg(feature = "app")]
mod app_screens {
    pub use super::blocked::Blocked;
    pub use super::board::NightBoard;
    pub use super::checker::Checker;
    pub use super::context::{
        use_db, use_display, use_game, use_list, use_revision, AppDb, DisplaySetting, Revision,
    };
    pub use super::export::{use_files, Download, Files};
    pub use super::history::{GameDetail, History};
    pub use super::home::Home;
    pub(crate) use super::language::display_not_saved;
    pub use super::language::i18n_built_keys;
    pub use super::league::{League, LeaguePlayer, RECENT_NIGHTS};
    pub use super::new_game::NewGame;
    pub use super::night::NightPage;
    pub use super::night_new::NewNight;
    pub use super::nights::Nights;
    pub use super::planner::Planner;
    pub use super::play::{EditRound, Play};
    #[cfg(browser)]
    pub use super::root::WebApp;
    // The desktop's first screen, drawn ahead (`crate::desktop`).
    #[cfg(feature = "desktop")]
    pub(crate) use super::root::{open, Opened};
    pub use super::root::{App, AppProps};
    pub use super::rulebook::{marked_parts, search_book, Compare, RuleBook, RuleEntry};
    #[cfg(feature = "desktop")]
    pub(crate) use super::shell::StartAt;
    pub use super::stats::Stats;
    pub use super::summary::Summary;
}

/// The stylesheet, inlined so that a bare binary is styled on its own.
pub const CSS: &str = include_str!("../../assets/main.css");
/// The app icon.
pub const ICON_SVG: &str = include_str!("../../assets/icon.svg");

/// Every screen, by address. The phone build (without `app`) has table
/// mode's alone, its start (`/`) leading to Join.
#[derive(Routable, Clone, PartialEq, Debug)]
#[rustfmt::skip]
pub enum Route {
    // Table mode, a phone's screens (they need no local data).
    #[layout(TableShell)]
        #[cfg_attr(not(feature = "app"), redirect("/", || Route::Join {}))]
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
    #[end_layout]
    // This device's own screens (not in the phone build).
    #[cfg_attr(feature = "app", layout(Shell))]
        #[cfg(feature = "app")]
        #[route("/")]
        Home {},
        #[cfg(feature = "app")]
        #[route("/new")]
        NewGame {},
        #[cfg(feature = "app")]
        #[route("/game/:id")]
        Play { id: i64 },
        #[cfg(feature = "app")]
        #[route("/game/:id/round/:idx")]
        EditRound { id: i64, idx: usize },
        #[cfg(feature = "app")]
        #[route("/game/:id/summary")]
        Summary { id: i64 },
        #[cfg(feature = "app")]
        #[route("/check")]
        Checker {},
        #[cfg(feature = "app")]
        #[route("/blocked")]
        Blocked {},
        #[cfg(feature = "app")]
        #[route("/plan")]
        Planner {},
        #[cfg(feature = "app")]
        #[route("/rules")]
        RuleBook {},
        #[cfg(feature = "app")]
        #[route("/rules/compare")]
        Compare {},
        #[cfg(feature = "app")]
        #[route("/rules/:id")]
        RuleEntry { id: String },
        #[cfg(feature = "app")]
        #[route("/history")]
        History {},
        #[cfg(feature = "app")]
        #[route("/history/:id")]
        GameDetail { id: i64 },
        #[cfg(feature = "app")]
        #[route("/stats")]
        Stats {},
        #[cfg(feature = "app")]
        #[route("/nights")]
        Nights {},
        #[cfg(feature = "app")]
        #[route("/night/new")]
        NewNight {},
        #[cfg(feature = "app")]
        #[route("/night/:id")]
        NightPage { id: i64 },
        #[cfg(feature = "app")]
        #[route("/night/:id/board")]
        NightBoard { id: i64 },
        #[cfg(feature = "app")]
        #[route("/league/:name")]
        League { name: String },
        #[cfg(feature = "app")]
        #[route("/league/:name/player/:player")]
        LeaguePlayer { name: String, player: String },
}

/// The phone build's root (`mextrain-phone`, docs/phone-build.md): table
/// mode's screens alone, in the device's language, without local data.
#[cfg(not(feature = "app"))]
#[component]
pub fn PhoneApp() -> Element {
    rsx! {
        language::LangHead {}
        Router::<Route> {}
    }
}

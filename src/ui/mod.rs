//! The window: Dioxus components, one screen per file.
//!
//! State lives in the database and in signals; the screens ask the engine
//! ([`crate::rules`]) for every rule, call the app layer ([`crate::app`]) for
//! every action, and read stored values in memos keyed on the [`Revision`]
//! signals (never while rendering). No rule logic here.

use dioxus::prelude::*;
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

mod blocked;
mod board;
pub mod charts;
mod checker;
mod context;
mod export;
mod history;
mod home;
pub mod lan;
mod language;
mod league;
mod league_season;
mod league_send;
mod new_game;
mod night;
mod night_new;
mod night_present;
mod nights;
mod planner;
mod play;
mod player_names;
mod ratings;
mod referee;
mod referee_model;
mod root;
mod round_form;
mod round_state;
mod rulebook;
mod share;
mod shell;
mod stats;
mod summary;
#[cfg(feature = "testing")]
#[doc(hidden)]
pub mod testing;
pub mod widgets;

pub use blocked::Blocked;
pub use board::NightBoard;
pub use checker::Checker;
#[cfg(any(feature = "serve", all(feature = "web", target_arch = "wasm32")))]
pub(crate) use context::use_every;
pub use context::{
    use_db, use_display, use_game, use_list, use_revision, AppDb, DisplaySetting, Revision,
};
pub use export::{use_files, Download, Files};
pub use history::{GameDetail, History};
pub use home::Home;
use lan::{
    BoardLink, HostLink, HostView, Join, JoinCode, JoinKeeper, JoinLink, JoinTable, MyHand,
    TableShell, Watch, WatchLink,
};
pub use language::{device_lang, i18n_built_keys, lang, preset_title, t, t_with, DeviceLang, LANG};
pub(crate) use language::{display_not_saved, say};
pub use league::{League, LeaguePlayer, RECENT_NIGHTS};
pub use new_game::NewGame;
pub use night::NightPage;
pub use night_new::NewNight;
pub use nights::Nights;
pub use planner::Planner;
pub use play::{EditRound, Play};
#[cfg(all(feature = "web", target_arch = "wasm32"))]
pub use root::WebApp;
// The desktop's first screen, drawn ahead (`crate::desktop`).
#[cfg(feature = "desktop")]
pub(crate) use root::{open, Opened};
pub use root::{App, AppProps};
pub use rulebook::{marked_parts, search_book, Compare, RuleBook, RuleEntry};
pub use shell::icon_data_uri;
#[cfg(feature = "desktop")]
pub(crate) use shell::StartAt;
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

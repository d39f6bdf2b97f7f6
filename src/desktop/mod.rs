//! The desktop window (feature `desktop`): opening it, its page head, the
//! system's theme read from GTK, the first screen drawn into the page it
//! loads ([`first_screen`]), and the window's own background. The screens
//! themselves are [`crate::ui`]'s, as in the web build (`src/web/`).

use crate::ui::{open, App, AppProps, Opened, CSS};
use dioxus::prelude::*;
use std::path::PathBuf;

pub mod first_screen;

/// What the desktop window's page head holds: the stylesheet, and a script
/// that puts the display classes ([`crate::app::display::Display::classes`])
/// on `<html>` while the head is read, so that the first paint already has
/// the chosen theme and text size (the shell puts them there again once it
/// runs, and whenever they change).
pub fn launch_head(display: &crate::app::display::Display) -> String {
    let classes = display.classes();
    let script = if classes.is_empty() {
        String::new()
    } else {
        let list: Vec<String> = classes.iter().map(|c| format!("'{c}'")).collect();
        format!(
            "<script>document.documentElement.classList.add({});</script>",
            list.join(", ")
        )
    };
    format!("<style>{CSS}</style>{script}")
}

/// Whether the system's theme is dark, from what GTK says: the
/// application-prefers-dark setting, a theme name ending in "-dark" (as
/// tao reads it), or `GTK_THEME` asking for the dark variant (`Adwaita:dark`).
/// That is what the webview's `prefers-color-scheme` follows.
pub fn gtk_theme_is_dark(
    prefer_dark: bool,
    theme_name: Option<&str>,
    gtk_theme: Option<&str>,
) -> bool {
    prefer_dark
        || theme_name.is_some_and(|n| ["-dark", "-Dark", "-Darker"].iter().any(|s| n.ends_with(s)))
        || gtk_theme.is_some_and(|t| t.ends_with(":dark"))
}

/// Asks GTK whether the system's theme is dark (false when GTK cannot
/// start: the window will not open either, and says why).
#[cfg(target_os = "linux")]
fn system_prefers_dark() -> bool {
    use gtk::prelude::*;
    if gtk::init().is_err() {
        return false;
    }
    let Some(settings) = gtk::Settings::default() else {
        return false;
    };
    gtk_theme_is_dark(
        settings.is_gtk_application_prefer_dark_theme(),
        settings.gtk_theme_name().as_deref(),
        std::env::var("GTK_THEME").ok().as_deref(),
    )
}

#[cfg(not(target_os = "linux"))]
fn system_prefers_dark() -> bool {
    false
}

/// Gives the GTK window itself the page's background, before it first
/// draws: until the webview has painted (a second or more on a slow
/// machine), the window shows its own background, the GTK theme's.
#[cfg(target_os = "linux")]
fn paint_window(window: &dioxus::desktop::tao::window::Window, (r, g, b, _): (u8, u8, u8, u8)) {
    use dioxus::desktop::tao::platform::unix::WindowExtUnix;
    use gtk::prelude::*;
    let provider = gtk::CssProvider::new();
    let css = format!("window {{ background-color: #{r:02x}{g:02x}{b:02x}; }}");
    if provider.load_from_data(css.as_bytes()).is_ok() {
        window
            .gtk_window()
            .style_context()
            .add_provider(&provider, gtk::STYLE_PROVIDER_PRIORITY_APPLICATION);
    }
}

#[cfg(not(target_os = "linux"))]
fn paint_window(_: &dioxus::desktop::tao::window::Window, _: (u8, u8, u8, u8)) {}

/// The window's root: the app's screens, and the ready file once they are
/// in the page ([`first_screen::use_ready_file`]).
#[component]
fn Window(props: AppProps) -> Element {
    first_screen::use_ready_file();
    // The app's root, drawn as part of this one (its hooks are this
    // component's, always in the same order).
    App(props)
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
    // "Let phones join": the window's host is this binary's table server.
    crate::lan::server::window::install();

    if std::env::var_os("DISPLAY").is_none() && std::env::var_os("WAYLAND_DISPLAY").is_none() {
        #[cfg(target_os = "linux")]
        return Err("no display: mextrain opens a window, but neither DISPLAY nor WAYLAND_DISPLAY is set. \
                    Run it in a desktop session (or under xvfb-run); the subcommands (check, points, plan, ...) work without one."
            .into());
    }
    use dioxus::desktop::Config;
    // The window opens in the colour of the screens it will show: the
    // saved theme's, or the system's when none is chosen.
    let opened = open(&data_dir);
    let display = match &opened {
        Opened::Ok(db) => crate::app::display::load(&db.0),
        Opened::Failed(_) => Default::default(),
    };
    // A machine that joined a league host sends its league games as they
    // finish while the window is open (the thread ends with the process).
    if let Opened::Ok(db) = &opened {
        if crate::app::league::send::destinations(&db.0).is_ok_and(|d| !d.is_empty()) {
            let never = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
            if let Err(e) = crate::lan::sender::keep_sending(data_dir.clone(), never) {
                eprintln!("mextrain: the games for the league host are not sent: {e}");
            }
        }
    }
    let background = display.launch_background(system_prefers_dark);
    let cfg = Config::new()
        .with_window(window())
        .with_menu(None)
        .with_disable_context_menu(true)
        .with_background_color(background)
        .with_on_window(move |w, _| paint_window(&w, background))
        .with_custom_head(launch_head(&display));
    let props = AppProps { data_dir, start };
    // The first screen, drawn into the page the window loads (see
    // first_screen): it paints with the page, before the app has run.
    let cfg = cfg.with_custom_index(first_screen::index(&first_screen::html(&opened, &props)));
    let dom = VirtualDom::new_with_props(Window, props).with_root_context(opened);
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::display::{Display, Theme};

    #[test]
    fn the_window_head_puts_the_saved_theme_on_the_page_before_it_paints() {
        let head = launch_head(&Display::default());
        assert!(
            head.starts_with("<style>") && !head.contains("<script>"),
            "the defaults need no script"
        );
        let dark = Display {
            theme: Theme::Dark,
            large_text: true,
            ..Display::default()
        };
        let head = launch_head(&dark);
        assert!(
            head.ends_with("</style><script>document.documentElement.classList.add('theme-dark', 'text-large');</script>"),
            "{}",
            &head[head.len() - 120..]
        );
    }

    #[test]
    fn the_system_theme_is_dark_as_gtk_says() {
        assert!(!gtk_theme_is_dark(false, Some("Adwaita"), None));
        assert!(gtk_theme_is_dark(true, Some("Adwaita"), None));
        assert!(gtk_theme_is_dark(false, Some("Adwaita-dark"), None));
        assert!(gtk_theme_is_dark(false, Some("Arc-Darker"), None));
        assert!(gtk_theme_is_dark(false, None, Some("Adwaita:dark")));
        assert!(!gtk_theme_is_dark(false, None, Some("Adwaita")));
    }
}

//! Issue 22's floor: a bare Dioxus 0.7 desktop window, to compare mextrain's
//! start time and memory against. One window titled "bare", the size of
//! mextrain's (`desktop::window()`: 1280x860, no menu bar, as mextrain's), showing
//! one heading and nothing else.
//!
//! The benchmark itself is `make bench-desktop` (tests/e2e/bench_window.sh
//! starts this binary with `--window` beside mextrain, alternating, under
//! Xvfb). Run by `cargo bench` (which passes `--bench`) it opens no window:
//! it prints where the real benchmark is and exits.

use dioxus::desktop::{Config, LogicalSize, WindowBuilder};
use dioxus::prelude::*;

fn main() {
    if !std::env::args().skip(1).any(|a| a == "--window") {
        println!("bare_window: opens a window only with --window; the real benchmark is `make bench-desktop`");
        return;
    }
    let cfg = Config::new()
        .with_window(
            WindowBuilder::new()
                .with_title("bare")
                .with_inner_size(LogicalSize::new(1280.0, 860.0)),
        )
        .with_menu(None);
    dioxus::LaunchBuilder::desktop().with_cfg(cfg).launch(app);
}

fn app() -> Element {
    rsx! {
        h1 { "A bare Dioxus 0.7 desktop window" }
    }
}

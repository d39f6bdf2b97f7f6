//! The display settings: dark mode and larger text, chosen on the home
//! screen, applied on the page root and kept for the next start.

use crate::fixtures;

use fixtures::html::{pressed, text_of};
use mextrain::ui::testing::Harness;
use mextrain::ui::CSS;

/// The classes on the page root (the shell around every screen).
fn root_classes(app: &Harness) -> Vec<String> {
    let html = app.html();
    let start = html
        .find("class=\"shell")
        .unwrap_or_else(|| panic!("no page root in {html}"))
        + "class=\"".len();
    let end = start + html[start..].find('"').unwrap();
    html[start..end]
        .split_whitespace()
        .map(str::to_string)
        .collect()
}

fn has(app: &Harness, class: &str) -> bool {
    root_classes(app).iter().any(|c| c == class)
}

#[test]
fn choosing_dark_puts_theme_dark_on_the_root_and_it_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/");
    assert!(app.exists("theme-dark"), "{}", app.text());
    assert!(!has(&app, "theme-dark"));
    assert!(!has(&app, "theme-light"));
    app.click("theme-dark");
    assert!(has(&app, "theme-dark"), "{:?}", root_classes(&app));
    assert!(pressed(&app, "theme-dark"));
    assert!(!pressed(&app, "theme-system"));
    drop(app);

    // Reopened on the same data folder, on another screen: still dark.
    let app = Harness::open(dir.path(), "/rules");
    assert!(has(&app, "theme-dark"), "{:?}", root_classes(&app));
    drop(app);

    // Light forces light; System takes both off.
    let mut app = Harness::open(dir.path(), "/");
    app.click("theme-light");
    assert!(has(&app, "theme-light"));
    assert!(!has(&app, "theme-dark"));
    app.click("theme-system");
    assert!(!has(&app, "theme-light") && !has(&app, "theme-dark"));
    drop(app);
    let app = Harness::open(dir.path(), "/");
    assert!(!has(&app, "theme-light") && !has(&app, "theme-dark"));
}

#[test]
fn larger_text_puts_text_large_on_the_root_and_it_survives_reopening() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/");
    assert!(!has(&app, "text-large"));
    app.click("large-text");
    assert!(has(&app, "text-large"), "{:?}", root_classes(&app));
    drop(app);
    let mut app = Harness::launch(dir.path());
    assert!(has(&app, "text-large"));
    app.click("large-text");
    assert!(!has(&app, "text-large"));
    drop(app);
    let app = Harness::launch(dir.path());
    assert!(!has(&app, "text-large"));
}

/// The declarations of the first block opened by `selector`.
fn block<'a>(css: &'a str, selector: &str) -> &'a str {
    let at = css
        .find(selector)
        .unwrap_or_else(|| panic!("no {selector} in the stylesheet"));
    let open = at + css[at..].find('{').unwrap() + 1;
    let close = open + css[open..].find('}').unwrap();
    &css[open..close]
}

fn variables(decls: &str) -> Vec<String> {
    decls
        .lines()
        .filter_map(|l| l.trim().strip_prefix("--"))
        .filter_map(|l| l.split(':').next())
        .map(str::to_string)
        .collect()
}

#[test]
fn every_colour_variable_has_a_dark_value_for_the_system_and_the_forced_theme() {
    let light = variables(block(CSS, ":root {"));
    let colours: Vec<&String> = light
        .iter()
        .filter(|v| !matches!(v.as_str(), "radius" | "tap"))
        .collect();
    assert!(colours.len() > 20, "{light:?}");
    let system = block(CSS, "@media (prefers-color-scheme: dark) {\n  :root {");
    let system = variables(system);
    let forced = variables(block(CSS, "html.theme-dark, .theme-dark {"));
    let forced_light = variables(block(CSS, "html.theme-light, .theme-light {"));
    for v in colours {
        assert!(system.contains(v), "--{v} has no dark value for the system");
        assert!(forced.contains(v), "--{v} has no value under theme-dark");
        assert!(
            forced_light.contains(v),
            "--{v} has no value under theme-light"
        );
    }
}

#[test]
fn colour_literals_are_only_in_variables_or_white_text_on_the_felt() {
    let allowed = ["color: #fff", "color: #e8f5ee", "0 0 0 2px #fff inset"];
    for (n, line) in CSS.lines().enumerate() {
        for decl in line.split([';', '{']) {
            let decl = decl.trim();
            // A colour is # and 3 to 8 hex digits, then not a name's
            // letters (`#back-to-book` is an id).
            let has_hex = decl.match_indices('#').any(|(i, _)| {
                let rest = &decl[i + 1..];
                let digits = rest.chars().take_while(|c| c.is_ascii_hexdigit()).count();
                let next = rest[digits..].chars().next();
                digits >= 3 && !next.is_some_and(|c| c.is_alphanumeric() || c == '-' || c == '_')
            });
            if !has_hex || decl.starts_with("--") {
                continue;
            }
            // A QR code is dark on white in either theme, or cameras
            // cannot read it.
            if line.starts_with(".hosting-qr {") && decl == "background: #fff" {
                continue;
            }
            assert!(
                allowed.iter().any(|a| decl.contains(a)),
                "line {}: a colour with no dark value: {decl}",
                n + 1
            );
        }
    }
}

#[test]
fn larger_text_scales_the_root_font_size() {
    let rule = block(CSS, "html.text-large");
    let size: f64 = rule
        .trim()
        .strip_prefix("font-size:")
        .and_then(|s| s.trim().strip_suffix("px;"))
        .and_then(|s| s.parse().ok())
        .unwrap_or_else(|| panic!("no font size in {rule}"));
    assert!(size >= 19.0 * 1.15, "{size}");
}

/// The home screen's footer names the version and the commit, as
/// `mextrain --version` does, in the screen's language.
#[test]
fn the_home_screen_footer_shows_the_version_and_the_commit() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = Harness::open(dir.path(), "/");
    let footer = text_of(&app, "about");
    assert_eq!(
        footer,
        format!(
            "mextrain {} (commit {})",
            mextrain::VERSION,
            mextrain::COMMIT
        )
    );
    assert_eq!(
        mextrain::LONG_VERSION,
        format!("{} ({})", env!("CARGO_PKG_VERSION"), mextrain::COMMIT)
    );
    assert!(
        mextrain::COMMIT == "unknown"
            || (mextrain::COMMIT.len() == 12
                && mextrain::COMMIT.bytes().all(|b| b.is_ascii_hexdigit())),
        "{}",
        mextrain::COMMIT
    );
    app.click("lang-fr");
    assert_eq!(
        text_of(&app, "about"),
        format!(
            "mextrain {} (révision {})",
            mextrain::VERSION,
            mextrain::COMMIT
        )
    );
}

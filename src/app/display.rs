//! The display settings (theme, larger text), kept in the database so that
//! they survive a restart. Stored as a small JSON under the key
//! [`KEY`] in the table the referee screens keep their state in.

use crate::db::{Db, DbError};
use serde::{Deserialize, Serialize};

/// Where the settings are kept.
pub const KEY: &str = "display";

/// Light, dark, or whatever the system says.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Follow the system's light or dark setting.
    #[default]
    System,
    /// Always light.
    Light,
    /// Always dark.
    Dark,
}

/// How the end-of-round form's tile picker takes a hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PickerMode {
    /// The number pad on a phone-sized screen, the grid of tiles on a
    /// wider one (the stylesheet decides, from the width).
    #[default]
    Auto,
    /// Always the number pad: two taps per tile, high half then low half.
    Pad,
    /// Always the grid of every tile of the set.
    Tiles,
}

/// How the window looks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct Display {
    /// The colour theme.
    pub theme: Theme,
    /// Every text a size larger.
    pub large_text: bool,
    /// The tile picker's mode, as last chosen.
    pub picker: PickerMode,
    /// The language chosen in the Display card; `None` follows the device
    /// (kept as a code such as `"fr"`; an unknown one reads as `None`).
    #[serde(deserialize_with = "language_or_automatic")]
    pub language: Option<crate::i18n::Lang>,
}

fn language_or_automatic<'de, D: serde::Deserializer<'de>>(
    d: D,
) -> Result<Option<crate::i18n::Lang>, D::Error> {
    let code: Option<String> = Option::deserialize(d)?;
    Ok(code.and_then(|c| crate::i18n::Lang::matching(&c)))
}

/// The page background (the stylesheet's `--paper`) of the light palette,
/// as red, green, blue, alpha.
pub const LIGHT_BACKGROUND: (u8, u8, u8, u8) = (0xfb, 0xf8, 0xf1, 255);
/// The page background (`--paper`) of the dark palette.
pub const DARK_BACKGROUND: (u8, u8, u8, u8) = (0x14, 0x18, 0x1c, 255);

impl Display {
    /// Whether the screens are dark: the theme chosen, or when none is,
    /// the system's preference (asked only then).
    pub fn dark(&self, system_dark: impl FnOnce() -> bool) -> bool {
        match self.theme {
            Theme::System => system_dark(),
            Theme::Light => false,
            Theme::Dark => true,
        }
    }

    /// The window's background before the page paints: the page background
    /// of the palette the screens will have, so that a dark window does not
    /// open white (and a light one does not open dark).
    pub fn launch_background(&self, system_dark: impl FnOnce() -> bool) -> (u8, u8, u8, u8) {
        if self.dark(system_dark) {
            DARK_BACKGROUND
        } else {
            LIGHT_BACKGROUND
        }
    }

    /// The language the screens show: the one chosen, else the device's.
    pub fn lang(&self, device: impl FnOnce() -> crate::i18n::Lang) -> crate::i18n::Lang {
        self.language.unwrap_or_else(device)
    }

    /// The classes for the page root (empty for the defaults).
    pub fn classes(&self) -> Vec<&'static str> {
        let mut c = Vec::new();
        match self.theme {
            Theme::System => {}
            Theme::Light => c.push("theme-light"),
            Theme::Dark => c.push("theme-dark"),
        }
        if self.large_text {
            c.push("text-large");
        }
        c
    }
}

/// The kept settings (the defaults when none are kept or they cannot be
/// read).
pub fn load(db: &Db) -> Display {
    db.referee(KEY)
        .ok()
        .flatten()
        .and_then(|text| serde_json::from_str(&text).ok())
        .unwrap_or_default()
}

/// Keeps the settings. The error is storage's: the settings were not
/// saved (the screen says so, in its language).
pub fn save(db: &Db, display: &Display) -> Result<(), DbError> {
    let text = serde_json::to_string(display).map_err(|e| DbError::Invalid(e.to_string()))?;
    db.save_referee(KEY, &text)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_window_opens_in_the_colour_of_the_saved_theme_or_the_systems() {
        let with = |theme| Display {
            theme,
            ..Display::default()
        };
        let asked = std::cell::Cell::new(0);
        let system = |dark: bool| {
            let asked = &asked;
            move || {
                asked.set(asked.get() + 1);
                dark
            }
        };
        assert_eq!(
            with(Theme::Dark).launch_background(system(false)),
            DARK_BACKGROUND
        );
        assert_eq!(
            with(Theme::Light).launch_background(system(true)),
            LIGHT_BACKGROUND
        );
        assert_eq!(asked.get(), 0, "a chosen theme does not ask the system");
        assert_eq!(
            with(Theme::System).launch_background(system(true)),
            DARK_BACKGROUND
        );
        assert_eq!(
            with(Theme::System).launch_background(system(false)),
            LIGHT_BACKGROUND
        );
        assert_eq!(asked.get(), 2);
    }

    /// `--paper` in the first block of the stylesheet opened by `selector`.
    fn paper(selector: &str) -> (u8, u8, u8, u8) {
        // The stylesheet itself (not through ui: app stays below it).
        let css = include_str!("../../assets/main.css");
        let block = &css[css
            .find(selector)
            .unwrap_or_else(|| panic!("no {selector}"))..];
        let at = block.find("--paper:").unwrap() + "--paper:".len();
        let hex = block[at..].trim_start()[1..7].to_string();
        let byte = |i: usize| u8::from_str_radix(&hex[i..i + 2], 16).unwrap();
        (byte(0), byte(2), byte(4), 255)
    }

    #[test]
    fn the_launch_colours_are_the_stylesheets_page_backgrounds() {
        assert_eq!(paper(":root {"), LIGHT_BACKGROUND);
        assert_eq!(paper("html.theme-light, .theme-light {"), LIGHT_BACKGROUND);
        assert_eq!(paper("html.theme-dark, .theme-dark {"), DARK_BACKGROUND);
        assert_eq!(
            paper("@media (prefers-color-scheme: dark) {"),
            DARK_BACKGROUND
        );
    }

    #[test]
    fn display_settings_are_kept_and_unreadable_ones_fall_back_to_the_defaults() {
        let db = Db::open_in_memory().unwrap();
        assert_eq!(load(&db), Display::default());
        let d = Display {
            theme: Theme::Dark,
            large_text: true,
            picker: PickerMode::Pad,
            language: Some(crate::i18n::Lang::from_tag("fr")),
        };
        save(&db, &d).unwrap();
        // The language is kept as its code, not as words.
        assert!(db
            .referee(KEY)
            .unwrap()
            .unwrap()
            .contains(r#""language":"fr""#));
        assert_eq!(load(&db), d);
        db.save_referee(KEY, "{not json").unwrap();
        assert_eq!(load(&db), Display::default());
        db.save_referee(KEY, r#"{"theme":"light"}"#).unwrap();
        assert_eq!(load(&db).theme, Theme::Light);
        // Settings kept before the picker mode existed read as Auto.
        assert_eq!(load(&db).picker, PickerMode::Auto);
        // ...and with no language chosen, or one this build does not speak,
        // the device's language is followed.
        assert_eq!(load(&db).language, None);
        db.save_referee(KEY, r#"{"theme":"dark","language":"xx"}"#)
            .unwrap();
        assert_eq!((load(&db).theme, load(&db).language), (Theme::Dark, None));
    }
}

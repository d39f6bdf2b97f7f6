//! The display settings (theme, larger text), kept in the database so that
//! they survive a restart. Stored as a small JSON under the key
//! [`KEY`] in the table the referee screens keep their state in.

use crate::db::Db;
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
}

impl Display {
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

/// Keeps the settings. The error says that they were not saved.
pub fn save(db: &Db, display: &Display) -> Result<(), String> {
    let text = serde_json::to_string(display)
        .map_err(|e| format!("the display settings were not saved: {e}"))?;
    db.save_referee(KEY, &text)
        .map_err(|e| format!("the display settings were not saved: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn display_settings_are_kept_and_unreadable_ones_fall_back_to_the_defaults() {
        let db = Db::open_in_memory().unwrap();
        assert_eq!(load(&db), Display::default());
        let d = Display {
            theme: Theme::Dark,
            large_text: true,
            picker: PickerMode::Pad,
        };
        save(&db, &d).unwrap();
        assert_eq!(load(&db), d);
        db.save_referee(KEY, "{not json").unwrap();
        assert_eq!(load(&db), Display::default());
        db.save_referee(KEY, r#"{"theme":"light"}"#).unwrap();
        assert_eq!(load(&db).theme, Theme::Light);
        // Settings kept before the picker mode existed read as Auto.
        assert_eq!(load(&db).picker, PickerMode::Auto);
    }
}

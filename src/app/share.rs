//! Sharing a game's result (issue 34): the stored game read once and
//! handed to [`crate::formats::share`] (text, the BG Stats link) or
//! [`crate::formats::card`] (the picture), for the command line and the
//! screens alike.

use crate::db::{Db, DbError, GameId};
use crate::formats::{card, share, ExportedGame};
use crate::i18n::{english_fmt, Lang, Message, Said};

pub use crate::formats::card::Theme;

/// What `share` makes of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShareFormat {
    /// The result card as a PNG picture (feature `share`).
    Png,
    /// The card as an SVG document.
    Svg,
    /// Plain text for a chat.
    Text,
    /// The link that opens BG Stats' import dialog with the play.
    BgStats,
}

impl ShareFormat {
    /// Every format, in the order the command line lists them.
    pub const ALL: [ShareFormat; 4] = [
        ShareFormat::Png,
        ShareFormat::Svg,
        ShareFormat::Text,
        ShareFormat::BgStats,
    ];

    /// The word on the command line.
    pub fn id(self) -> &'static str {
        match self {
            ShareFormat::Png => "png",
            ShareFormat::Svg => "svg",
            ShareFormat::Text => "text",
            ShareFormat::BgStats => "bgstats",
        }
    }
}

impl std::str::FromStr for ShareFormat {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        ShareFormat::ALL
            .into_iter()
            .find(|f| f.id() == s)
            .ok_or_else(|| format!("unknown format '{s}': use png, svg, text or bgstats"))
    }
}

/// Why a game's result could not be made.
#[derive(Debug)]
#[non_exhaustive]
pub enum ShareError {
    /// Storage could not give the game (no such game, a damaged one, ...).
    Db(DbError),
    /// BG Stats takes finished games only.
    NotFinished,
    /// The picture could not be drawn.
    #[cfg(feature = "share")]
    Card(card::CardError),
    /// This build draws no PNG (the web build: the browser draws the SVG).
    NoPng,
}

impl From<DbError> for ShareError {
    fn from(e: DbError) -> Self {
        ShareError::Db(e)
    }
}

#[cfg(feature = "share")]
impl From<card::CardError> for ShareError {
    fn from(e: card::CardError) -> Self {
        ShareError::Card(e)
    }
}

impl Message for ShareError {
    fn said(&self) -> Said {
        match self {
            ShareError::Db(e) => e.said(),
            // The same words as an export's.
            ShareError::NotFinished => Said::new("hist-export-not-finished"),
            #[cfg(feature = "share")]
            ShareError::Card(e) => e.said(),
            ShareError::NoPng => Said::new("share-no-png"),
        }
    }

    fn samples() -> Vec<ShareError> {
        vec![
            ShareError::Db(DbError::NoSuchGame(4)),
            ShareError::NotFinished,
            #[cfg(feature = "share")]
            ShareError::Card(card::CardError::samples().remove(0)),
            ShareError::NoPng,
        ]
    }
}

impl std::fmt::Display for ShareError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        english_fmt(&self.said(), f)
    }
}

impl std::error::Error for ShareError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ShareError::Db(e) => e.source(),
            _ => None,
        }
    }
}

impl ShareError {
    /// The request itself cannot be met (no such game, a link for a game
    /// not finished), as opposed to data that failed.
    pub fn is_refusal(&self) -> bool {
        matches!(
            self,
            ShareError::NotFinished | ShareError::NoPng | ShareError::Db(DbError::NoSuchGame(_))
        )
    }

    /// The raw detail behind the message (see [`DbError::detail`]).
    pub fn detail(&self) -> Option<String> {
        match self {
            ShareError::Db(e) => e.detail(),
            _ => None,
        }
    }
}

/// Game `id` as the formats read it.
pub fn game(db: &Db, id: GameId) -> Result<ExportedGame, DbError> {
    let mut games = db.games_to_export(Some(id))?;
    match games.pop() {
        Some(g) => Ok(g.into()),
        None => Err(DbError::NoSuchGame(id)),
    }
}

/// Game `id`'s result in `format`, in `lang` (the card in `theme`), as the
/// bytes of a file; the text and the link end with a new line.
pub fn result(
    db: &Db,
    id: GameId,
    format: ShareFormat,
    lang: Lang,
    theme: Theme,
) -> Result<Vec<u8>, ShareError> {
    let g = game(db, id)?;
    Ok(match format {
        ShareFormat::Text => share::text(&g, lang).into_bytes(),
        ShareFormat::BgStats => {
            let mut link = share::bgstats_link(&g).ok_or(ShareError::NotFinished)?;
            link.push('\n');
            link.into_bytes()
        }
        ShareFormat::Svg => card::svg(&g, lang, theme).into_bytes(),
        #[cfg(feature = "share")]
        ShareFormat::Png => card::png(&g, lang, theme)?,
        #[cfg(not(feature = "share"))]
        ShareFormat::Png => return Err(ShareError::NoPng),
    })
}

/// The name a result is saved under: `mextrain-game-3-result.png`.
pub fn file_name(id: GameId, format: ShareFormat) -> String {
    let ext = match format {
        ShareFormat::Png => "png",
        ShareFormat::Svg => "svg",
        ShareFormat::Text | ShareFormat::BgStats => "txt",
    };
    format!("mextrain-game-{id}-result.{ext}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_game_that_does_not_exist_is_refused() {
        let db = Db::open_in_memory().unwrap();
        let e = result(&db, 42, ShareFormat::Text, Lang::ENGLISH, Theme::Light).unwrap_err();
        assert!(
            matches!(e, ShareError::Db(DbError::NoSuchGame(42))),
            "{e:?}"
        );
        assert!(e.is_refusal());
        for f in ShareFormat::ALL {
            assert_eq!(f.id().parse::<ShareFormat>(), Ok(f));
        }
        assert!("gif".parse::<ShareFormat>().is_err());
    }
}

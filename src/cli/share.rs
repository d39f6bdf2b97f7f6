//! `share`: a game's result for a chat, a picture or BG Stats.
//!
//! ```text
//! mextrain share [--data-dir DIR] --game ID --format png|svg|text|bgstats
//!                [--lang en|fr] [--theme light|dark] FILE|-
//! ```
//!
//! Exit status: 0 written, 2 bad arguments, no such game or a BG Stats
//! link of a game not finished (nothing written), 1 the data could not be
//! opened or the file written.

use super::data::{open, report, DataArgs};
use super::Io;
use crate::app::files::write_file_atomically;
use crate::app::share::{self, ShareFormat, Theme};
use crate::i18n::Lang;
use std::path::Path;

/// `mextrain share ...`
#[derive(clap::Args, Debug)]
#[command(
    after_help = "png and svg: the result card (1080 pixels wide); text: the result in a few \
    lines for a chat; bgstats: the link that opens BG Stats' import dialog with the play \
    (finished games only)."
)]
pub struct ShareArgs {
    /// The game's number (as `mextrain new` and the history show it)
    #[arg(long, value_name = "ID")]
    pub game: i64,
    /// What to make
    #[arg(long, value_name = "FORMAT", value_parser = ["png", "svg", "text", "bgstats"])]
    pub format: String,
    /// The language of the text and the card
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = ["en", "fr"])]
    pub lang: String,
    /// The card's colours
    #[arg(long, value_name = "THEME", default_value = "light", value_parser = ["light", "dark"])]
    pub theme: String,
    #[command(flatten)]
    pub data: DataArgs,
    /// The output file, or - for standard output
    #[arg(value_name = "FILE|-")]
    pub file: String,
}

/// `mextrain share ...`
pub fn share(a: &ShareArgs, io: &mut Io) -> i32 {
    let db = match open(a.data.data_dir.clone()) {
        Ok(db) => db,
        Err(e) => {
            report(io, "share", &e.to_string(), e.detail(), a.data.verbose);
            return 1;
        }
    };
    let format: ShareFormat = a.format.parse().unwrap_or(ShareFormat::Text);
    let theme: Theme = a.theme.parse().unwrap_or_default();
    let lang = Lang::from_tag(&a.lang);
    let bytes = match share::result(&db, a.game, format, lang, theme) {
        Ok(b) => b,
        Err(e) => {
            report(io, "share", &e.to_string(), e.detail(), a.data.verbose);
            return if e.is_refusal() { 2 } else { 1 };
        }
    };
    let written = if a.file == "-" {
        io.out.write_all(&bytes).and_then(|_| io.out.flush())
    } else {
        write_file_atomically(Path::new(&a.file), &bytes)
    };
    match written {
        Ok(()) => 0,
        Err(e) => {
            report(
                io,
                "share",
                &format!("cannot write {}: {e}", a.file),
                None,
                false,
            );
            1
        }
    }
}

//! `mextrain league publish [--lang en|fr] [--data-dir DIR] LEAGUE DIR`
//! (`shared/spec/club.md`, "Publishing"): the season as a static site in
//! DIR, written by [`crate::app::league::publish`], as the League page's
//! Publish writes it.
//!
//! Exit status: 0 published, 2 refused (no such league; DIR a file, or a
//! folder that is neither empty nor an earlier publish: nothing written),
//! 1 the data could not be used or DIR written.

use super::data::{opened, store_failed, DataArgs};
use super::Io;
use crate::app::league::publish::{self, PublishError};
use crate::i18n::Lang;
use crate::rules::club::Scoring;
use std::path::PathBuf;

/// `mextrain league publish ...`
#[derive(clap::Args, Debug)]
#[command(after_help = "Example: mextrain league publish --lang fr \"Autumn 2026\" ~/site/autumn")]
pub struct PublishArgs {
    /// The league's name
    #[arg(value_name = "LEAGUE")]
    pub league: String,
    /// The folder to write the site into: empty (or not there yet), or holding an earlier publish
    #[arg(value_name = "DIR")]
    pub dir: PathBuf,
    /// The site's language
    #[arg(long, value_name = "LANG", default_value = "en", value_parser = ["en", "fr"])]
    pub lang: String,
    #[command(flatten)]
    pub data: DataArgs,
}

/// Runs `mextrain league publish`.
pub fn publish(a: &PublishArgs, io: &mut Io) -> i32 {
    let Some(db) = opened(&a.data, "league publish", io) else {
        return 1;
    };
    let lang = Lang::from_tag(&a.lang);
    match publish::publish(&db, &a.league, Scoring::default(), lang, &a.dir) {
        Ok(p) => {
            let _ = writeln!(
                io.out,
                "League {} published into {}: {} files, {} bytes. Open {}.",
                crate::rules::clean_name(&a.league),
                p.dir.display(),
                p.files,
                p.bytes,
                p.dir.join("index.html").display()
            );
            0
        }
        Err(PublishError::Store(e)) => store_failed(io, "league publish", &e, a.data.verbose),
        Err(e @ PublishError::Write(_)) => {
            let _ = writeln!(io.err, "mextrain league publish: {e}");
            1
        }
        Err(e @ PublishError::Refused(_)) => {
            let _ = writeln!(io.err, "mextrain league publish: {e}");
            2
        }
    }
}

//! Sharing a game's result (issue 34) on its summary and history page: the
//! result card (a PNG saved in the data folder's `exports/` on the desktop;
//! in the browser, a download: the card's SVG, which the browser could turn
//! into a PNG through its canvas later), the text copied for a chat, and
//! the link that opens BG Stats with the play. The bytes and words come
//! from [`crate::app::share`].

use super::export::use_files;
use super::say;
use super::{lang, use_db, use_revision, DisplaySetting};
use crate::app::files::write_file_atomically;
use crate::app::share::{self, ShareFormat, Theme};
use crate::formats::share as words;
use crate::i18n::Message;
use dioxus::prelude::*;

/// The three ways to share game `id`'s result.
/// What the browser does with the picture (the card's SVG, drawn to a PNG
/// on a canvas at its own size): hands it to the system's share sheet
/// (the Web Share API with the file) where the browser takes files, else
/// downloads it. Answers "shared", "downloaded", "cancelled" or an error.
const SHARE_JS: &str = r#"
const [svg, name, title] = await dioxus.recv();
dioxus.send(await (async () => { try {
  const img = new Image();
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svg);
  await img.decode();
  const canvas = document.createElement('canvas');
  canvas.width = img.naturalWidth; canvas.height = img.naturalHeight;
  canvas.getContext('2d').drawImage(img, 0, 0);
  const blob = await new Promise(r => canvas.toBlob(r, 'image/png'));
  const file = new File([blob], name, {type: 'image/png'});
  if (navigator.canShare && navigator.canShare({files: [file]})) {
    try { await navigator.share({files: [file], title}); return 'shared'; }
    catch (e) { if (e && e.name === 'AbortError') return 'cancelled'; throw e; }
  }
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob); a.download = name;
  document.body.appendChild(a); a.click(); a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 10000);
  return 'downloaded';
} catch (e) { return 'error: ' + (e && e.message || e); } })());
"#;

#[component]
pub fn SharePanel(id: i64) -> Element {
    let db = use_db();
    let fs = use_files();
    let lang = lang();
    let dark = try_use_context::<DisplaySetting>().is_some_and(|d| d.0.read().dark(|| false));
    let theme = if dark { Theme::Dark } else { Theme::Light };
    let mut note = use_signal(|| None::<(bool, String)>);
    let mut copied = use_signal(|| None::<String>);
    let rev = use_revision();
    let game = {
        let db = db.clone();
        use_memo(use_reactive!(|id| {
            rev.track_game(id);
            share::game(&db, id).ok()
        }))
    };
    let link = game.read().as_ref().and_then(words::bgstats_link);
    let folder = db.path().and_then(|p| p.parent()).map(|p| p.to_path_buf());
    let picture = {
        let db = db.clone();
        move |_| {
            // The browser takes the SVG (no PNG renderer in the web build).
            let format = if fs.picked() || cfg!(not(feature = "share")) {
                ShareFormat::Svg
            } else {
                ShareFormat::Png
            };
            let name = share::file_name(id, format);
            let made = share::result(&db, id, format, lang, theme).map_err(|e| say(&e.said()));
            note.set(Some(match made {
                Err(e) => (false, e),
                Ok(bytes) if fs.picked() => {
                    // The browser draws the SVG to a PNG and shares it.
                    let svg = String::from_utf8_lossy(&bytes).into_owned();
                    let png = share::file_name(id, ShareFormat::Png);
                    let mut js = document::eval(SHARE_JS);
                    let _ = js.send((svg, png.clone(), t!("share-title")));
                    spawn(async move {
                        let said = js
                            .recv::<String>()
                            .await
                            .unwrap_or_else(|e| format!("error: {e}"));
                        note.set(Some(match said.as_str() {
                            "shared" => (true, t!("share-shared")),
                            "downloaded" => (true, t!("share-downloaded", file = png)),
                            "cancelled" => (true, t!("share-cancelled")),
                            e => (false, e.trim_start_matches("error: ").to_string()),
                        }));
                    });
                    return;
                }
                Ok(bytes) => {
                    let path = folder
                        .clone()
                        .unwrap_or_default()
                        .join("exports")
                        .join(&name);
                    match write_file_atomically(&path, &bytes) {
                        Ok(()) => (true, t!("share-saved", path = path.display().to_string())),
                        Err(e) => (false, e.to_string()),
                    }
                }
            }));
        }
    };
    let copy = move |_| {
        let Some(text) = game.read().as_ref().map(|g| words::text(g, lang)) else {
            return;
        };
        let quoted = serde_json::to_string(&text).unwrap_or_default();
        document::eval(&format!(
            "navigator.clipboard && navigator.clipboard.writeText({quoted})"
        ));
        copied.set(Some(text));
        note.set(Some((true, t!("share-copied"))));
    };
    rsx! {
        details { class: "card", id: "share-panel",
            summary { {t!("share-title")} }
            div { class: "row", style: "margin-top:10px",
                button { class: "primary", id: "share-picture", onclick: picture, {t!("share-picture")} }
                button { id: "share-copy", onclick: copy, {t!("share-copy")} }
                if let Some(href) = link {
                    a { class: "button", id: "share-bgstats", href: "{href}", target: "_blank", rel: "noopener", {t!("share-bgstats")} }
                }
            }
            if let Some(text) = copied() {
                textarea { class: "share-text", id: "share-text", readonly: true, rows: "{text.lines().count()}", "aria-label": t!("share-copy"), "{text}" }
            }
            if let Some((ok, msg)) = note() {
                p { class: if ok { "saved" } else { "error" }, role: "status", id: "share-note", "{msg}" }
            }
        }
    }
}

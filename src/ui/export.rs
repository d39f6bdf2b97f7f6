//! Export a game (or every game) to a file, and import a JSON export: the
//! same files as `mextrain export` and `mextrain import`.

use super::{use_db, use_revision};
use crate::app::files::{self, Destination, ExportFormat, Source};
use dioxus::prelude::*;
use std::path::{Path, PathBuf};

/// Today as `YYYY-MM-DD`, for the names files are offered under.
fn today() -> String {
    chrono::Local::now().format("%Y-%m-%d").to_string()
}

fn default_path(folder: Option<PathBuf>, game: Option<i64>, format: ExportFormat) -> String {
    let name = files::export_name(game, format, &today());
    folder
        .unwrap_or_default()
        .join("exports")
        .join(name)
        .display()
        .to_string()
}

/// The export (and, for all games, import) panel.
#[component]
pub fn ExportPanel(game: Option<i64>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let folder = db.path().and_then(|p| p.parent()).map(|p| p.to_path_buf());
    let mut format = use_signal(|| ExportFormat::Json);
    let mut typed = use_signal(|| None::<String>);
    let mut import_path = use_signal(String::new);
    let mut note = use_signal(|| None::<(bool, String)>);
    let path = typed().unwrap_or_else(|| default_path(folder.clone(), game, format()));
    let export = {
        let db = db.clone();
        let path = path.clone();
        move |_| {
            let result = files::export(&db, format(), game, Destination::File(Path::new(&path)))
                .map_err(|e| e.to_string());
            note.set(Some(match result {
                Ok(()) => (true, format!("Saved to {path}")),
                Err(e) => (false, e),
            }));
        }
    };
    let import = move |_| {
        let path = import_path().trim().to_string();
        if path.is_empty() {
            note.set(Some((
                false,
                "type the path of a mextrain JSON export to import".into(),
            )));
            return;
        }
        let result = files::import(&db, Source::Path(Path::new(&path)));
        note.set(Some(match result {
            Ok(r) => {
                rev.bump();
                (
                    true,
                    format!(
                        "Imported {} game(s); {} already here were skipped.",
                        r.imported, r.skipped
                    ),
                )
            }
            Err(e) => (false, e.explain(&path)),
        }));
    };
    rsx! {
        details { class: "card", id: "export-panel",
            summary { if game.is_some() { "Export this game" } else { "Export and import" } }
            div { class: "row", style: "margin-top:10px",
                for f in ExportFormat::ALL {
                    button {
                        key: "{f.id()}",
                        id: "export-format-{f.id()}",
                        class: if f == format() { "small toggle on" } else { "small toggle" },
                        onclick: move |_| { format.set(f); typed.set(None); },
                        match f { ExportFormat::Json => "JSON", ExportFormat::Csv => "CSV (spreadsheet)", ExportFormat::BgStats => "BG Stats" }
                    }
                }
            }
            div { class: "row", style: "margin-top:10px",
                input {
                    r#type: "text",
                    class: "grow",
                    key: "{format().id()}",
                    id: "export-path",
                    "aria-label": "file to write",
                    initial_value: "{path}",
                    oninput: move |e: FormEvent| typed.set(Some(e.value())),
                }
                button { class: "primary", id: "export-go", onclick: export, "Export" }
            }
            if game.is_none() {
                div { class: "row", style: "margin-top:10px",
                    input {
                        r#type: "text",
                        class: "grow",
                        id: "import-path",
                        placeholder: "path of a mextrain JSON export",
                        "aria-label": "file to import",
                        oninput: move |e: FormEvent| import_path.set(e.value()),
                    }
                    button { id: "import-go", onclick: import, "Import" }
                }
                p { class: "hint", "Import checks the whole file first: a bad file changes nothing, and games already here are skipped." }
            }
            if let Some((ok, msg)) = note() {
                p { class: if ok { "saved" } else { "error" }, role: "status", id: "export-note", "{msg}" }
            }
        }
    }
}

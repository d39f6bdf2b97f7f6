//! Export a game (or every game) to a file, and import a JSON export: the
//! same files as `mextrain export` and `mextrain import`. Also [`Files`],
//! how files reach the person on this platform.

use super::{use_db, use_revision};
use crate::app::files::{self, Destination, ExportFormat, Source};
use dioxus::prelude::*;
use std::path::{Path, PathBuf};

/// Hands a file to the person: its name, MIME type and bytes.
pub type Download = fn(&str, &str, &[u8]) -> Result<(), String>;

/// How files reach the person, provided in context by the launcher. The
/// desktop (the default, when none is provided) writes files to paths in
/// the data folder and reads typed paths; the browser, which has no
/// folders, downloads them and takes them from a file picker. The screens
/// do no file I/O either way: the bytes come from the app layer.
#[derive(Clone, Copy)]
pub struct Files {
    download: Option<Download>,
    stored: fn(),
}

impl Files {
    /// Files in folders, by path (the desktop).
    pub const FOLDERS: Files = Files {
        download: None,
        stored: || {},
    };

    /// Files downloaded by `download` and picked with a file input (the
    /// browser); `stored` is called after a change made outside an SQL
    /// statement (a restore), so that the save indicator covers it.
    pub fn browser(download: Download, stored: fn()) -> Files {
        Files {
            download: Some(download),
            stored,
        }
    }

    /// Whether files are downloaded and picked (no folders).
    pub fn picked(self) -> bool {
        self.download.is_some()
    }

    /// Hands `bytes` over as the file `name` (nothing on the desktop).
    pub fn download(self, name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
        match self.download {
            Some(d) => d(name, mime, bytes),
            None => Err("this window saves files to a path".into()),
        }
    }

    /// Tells storage that the whole database was replaced.
    pub fn stored(self) {
        (self.stored)()
    }
}

/// How files reach the person here (the desktop's unless provided).
pub fn use_files() -> Files {
    try_use_context::<Files>().unwrap_or(Files::FOLDERS)
}

/// The first file a file input was given, read whole: its name and bytes
/// (or a message). A file over `max` bytes is not read (the app layer
/// checks the bytes it is given; this keeps a wrong pick from filling the
/// memory first).
pub async fn picked_file(e: &FormEvent, max: usize) -> Option<Result<(String, Vec<u8>), String>> {
    let file = e.files().into_iter().next()?;
    let name = file.name();
    if file.size() > max as u64 {
        let mb = (max >> 20).max(1);
        return Some(Err(format!("{name} is too large (over {mb} MB)")));
    }
    Some(
        file.read_bytes()
            .await
            .map(|b| (name.clone(), b.to_vec()))
            .map_err(|err| format!("cannot read {name}: {err}")),
    )
}

/// The MIME type a download of `format` is offered with.
fn mime(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Csv => "text/csv",
        _ => "application/json",
    }
}

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

/// What an import did, in words.
fn imported(r: crate::db::ImportReport) -> String {
    format!(
        "Imported {} game(s); {} already here were skipped.",
        r.imported, r.skipped
    )
}

/// The export (and, for all games, import) panel.
#[component]
pub fn ExportPanel(game: Option<i64>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let fs = use_files();
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
    let download = {
        let db = db.clone();
        move |_| {
            let name = files::export_name(game, format(), &today());
            let result = files::export_bytes(&db, format(), game)
                .map_err(|e| e.to_string())
                .and_then(|bytes| fs.download(&name, mime(format()), &bytes));
            note.set(Some(match result {
                Ok(()) => (true, format!("Downloaded {name}")),
                Err(e) => (false, e),
            }));
        }
    };
    let import_picked = {
        let db = db.clone();
        move |e: FormEvent| {
            let db = db.clone();
            spawn(async move {
                let Some(read) = picked_file(&e, crate::formats::MAX_IMPORT_BYTES).await else {
                    return;
                };
                note.set(Some(match read {
                    Err(m) => (false, format!("{m}; nothing was imported")),
                    Ok((name, bytes)) => {
                        let source = Source::Bytes {
                            name: &name,
                            bytes: &bytes,
                        };
                        match files::import(&db, source) {
                            Ok(r) => {
                                rev.bump();
                                (true, imported(r))
                            }
                            Err(e) => (false, e.explain(&name)),
                        }
                    }
                }));
            });
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
                (true, imported(r))
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
            if fs.picked() {
                div { class: "row", style: "margin-top:10px",
                    span { class: "grow muted", id: "export-name", {files::export_name(game, format(), &today())} }
                    button { class: "primary", id: "export-go", onclick: download, "Download" }
                }
                if game.is_none() {
                    div { class: "row", style: "margin-top:10px",
                        label { r#for: "import-file", "Import a mextrain JSON export:" }
                        input {
                            r#type: "file",
                            class: "file-pick",
                            id: "import-file",
                            accept: ".json,application/json",
                            onchange: import_picked,
                        }
                    }
                    p { class: "hint", "Import checks the whole file first: a bad file changes nothing, and games already here are skipped." }
                }
            } else {
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
            }
            if let Some((ok, msg)) = note() {
                p { class: if ok { "saved" } else { "error" }, role: "status", id: "export-note", "{msg}" }
            }
        }
    }
}

//! Export a game (or every game) to a file, and import a JSON export: the
//! same files as `mextrain export` and `mextrain import`. Also [`Files`],
//! how files reach the person on this platform.

use super::say;
use super::{use_db, use_revision};
use crate::app::files::{self, Destination, ExportFormat, Source};
use crate::i18n::Message;
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
            None => Err(t!("export-no-download")),
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
        return Some(Err(t!("export-too-large", file = name, mb = mb)));
    }
    Some(
        file.read_bytes()
            .await
            .map(|b| (name.clone(), b.to_vec()))
            .map_err(|err| {
                t!(
                    "export-cannot-read",
                    file = name.clone(),
                    error = err.to_string()
                )
            }),
    )
}

/// The MIME type a download of `format` is offered with.
fn mime(format: ExportFormat) -> &'static str {
    match format {
        ExportFormat::Csv => "text/csv",
        ExportFormat::Json | ExportFormat::BgStats => "application/json",
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
fn imported(r: crate::app::files::ImportReport) -> String {
    let done = t!(
        "export-imported",
        count = r.imported as u64,
        skipped = r.skipped as u64
    );
    match r.replaced {
        0 => done,
        n => format!("{done} {}", t!("export-replaced", count = n as u64)),
    }
}

// The app layer's and storage's errors are messages (`i18n::Said`): the
// screens word them with `super::say`, the command line in English.

/// The export (and, for all games, import) panel.
#[component]
pub fn ExportPanel(game: Option<i64>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let fs = use_files();
    let folder = files::data_folder(&db);
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
                .map_err(|e| say(&e.said()));
            note.set(Some(match result {
                Ok(()) => (true, t!("export-saved-to", path = path.clone())),
                Err(e) => (false, e),
            }));
        }
    };
    let download = {
        let db = db.clone();
        move |_| {
            let name = files::export_name(game, format(), &today());
            let result = files::export_bytes(&db, format(), game)
                .map_err(|e| say(&e.said()))
                .and_then(|bytes| fs.download(&name, mime(format()), &bytes));
            note.set(Some(match result {
                Ok(()) => (true, t!("export-downloaded", file = name.clone())),
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
                    Err(m) => (false, t!("export-nothing-imported", why = m)),
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
                            Err(e) => (false, say(&e.explained(&name))),
                        }
                    }
                }));
            });
        }
    };
    let import = move |_| {
        let path = import_path().trim().to_string();
        if path.is_empty() {
            note.set(Some((false, t!("export-type-a-path"))));
            return;
        }
        let result = files::import(&db, Source::Path(Path::new(&path)));
        note.set(Some(match result {
            Ok(r) => {
                rev.bump();
                (true, imported(r))
            }
            Err(e) => (false, say(&e.explained(&path))),
        }));
    };
    rsx! {
        details { class: "card", id: "export-panel",
            summary { if game.is_some() { {t!("export-this-game")} } else { {t!("export-and-import")} } }
            div { class: "row", style: "margin-top:10px",
                for f in ExportFormat::ALL {
                    button {
                        key: "{f.id()}",
                        id: "export-format-{f.id()}",
                        class: if f == format() { "small toggle on" } else { "small toggle" },
                        onclick: move |_| { format.set(f); typed.set(None); },
                        match f { ExportFormat::Json => "JSON".to_string(), ExportFormat::Csv => t!("export-csv"), ExportFormat::BgStats => "BG Stats".to_string() }
                    }
                }
            }
            if fs.picked() {
                div { class: "row", style: "margin-top:10px",
                    span { class: "grow muted", id: "export-name", {files::export_name(game, format(), &today())} }
                    button { class: "primary", id: "export-go", onclick: download, {t!("export-download")} }
                }
                if game.is_none() {
                    div { class: "row", style: "margin-top:10px",
                        label { r#for: "import-file", {t!("export-import-file")} }
                        input {
                            r#type: "file",
                            class: "file-pick",
                            id: "import-file",
                            accept: ".json,application/json",
                            onchange: import_picked,
                        }
                    }
                    p { class: "hint", {t!("export-import-hint")} }
                }
            } else {
                div { class: "row", style: "margin-top:10px",
                    input {
                        r#type: "text",
                        class: "grow",
                        key: "{format().id()}",
                        id: "export-path",
                        "aria-label": t!("export-file-to-write"),
                        initial_value: "{path}",
                        oninput: move |e: FormEvent| typed.set(Some(e.value())),
                    }
                    button { class: "primary", id: "export-go", onclick: export, {t!("export-go")} }
                }
                if game.is_none() {
                    div { class: "row", style: "margin-top:10px",
                        input {
                            r#type: "text",
                            class: "grow",
                            id: "import-path",
                            placeholder: t!("export-import-placeholder"),
                            "aria-label": t!("export-file-to-import"),
                            oninput: move |e: FormEvent| import_path.set(e.value()),
                        }
                        button { id: "import-go", onclick: import, {t!("export-import-go")} }
                    }
                    p { class: "hint", {t!("export-import-hint")} }
                }
            }
            if let Some((ok, msg)) = note() {
                p { class: if ok { "saved" } else { "error" }, role: "status", id: "export-note", "{msg}" }
            }
        }
    }
}

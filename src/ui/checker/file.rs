//! Table files: save the table and the moves made (the move in dispute is
//! kept beside the file in the app's storage), open one.

use super::super::export::{picked_file, use_files};
use super::super::referee_model::EditedTable;
use super::super::use_db;
use super::{problems, Draft};
use crate::app::referee::{
    open_table_bytes, open_table_file, save_table_file, table_file_download, table_file_name,
    OpenError, OpenedFile,
};
use dioxus::prelude::*;

/// The message for a table file `file` opened (or not), setting the table
/// and the move in dispute when it opened.
fn opened(
    file: &str,
    result: Result<OpenedFile<Draft>, OpenError>,
    mut pos: Signal<EditedTable>,
    mut draft: Signal<Draft>,
) -> (bool, String) {
    let result = result.and_then(|o| {
        let np = EditedTable::opened(&o.setup).map_err(OpenError::Invalid)?;
        Ok((np, o.dispute))
    });
    match result {
        Ok((np, kept)) => {
            let k = np.setup.moves.len();
            pos.set(np);
            draft.set(kept.unwrap_or_default());
            let msg = if kept.is_some() {
                t!("file-opened-dispute", file = file.to_string(), count = k)
            } else {
                t!("file-opened", file = file.to_string(), count = k)
            };
            (true, msg)
        }
        Err(OpenError::Read(e)) => (
            false,
            t!("file-open-failed", file = file.to_string(), error = e),
        ),
        Err(OpenError::Invalid(e)) => (
            false,
            t!(
                "file-not-table",
                file = file.to_string(),
                problems = problems(&e).join(&t!("file-problem-sep"))
            ),
        ),
    }
}

/// A refused save, with the app's reason (the system's words): in English
/// that reason alone, in another language said as a refusal with the
/// reason in brackets.
fn save_failed(msg: String) -> String {
    t!("ref-eng-save-failed", error = msg)
}

/// The "Table file" card.
#[component]
pub(super) fn TableFile(
    pos: Signal<EditedTable>,
    draft: Signal<Draft>,
    path: Signal<String>,
    file_msg: Signal<Option<(bool, String)>>,
    mover: usize,
) -> Element {
    let db = use_db();
    let fs = use_files();
    // The file holds the moves made; the disputed move, not made, is kept
    // beside it in the app's storage.
    let dispute = move || {
        let mut dm = draft();
        dm.mover = Some(mover);
        let untouched = Draft {
            mover: Some(mover),
            ..Draft::default()
        };
        (dm != untouched).then_some(dm)
    };
    let save = {
        let db = db.clone();
        move |_| {
            let dm = dispute();
            let setup = pos.read().setup.clone();
            let saved = if fs.picked() {
                let day = crate::app::night::today();
                let name = table_file_name(&day);
                table_file_download(&db, &name, &setup, dm.as_ref()).and_then(|(bytes, _)| {
                    fs.download(&name, "application/json", &bytes)
                        .map(|()| t!("file-downloaded", name = name.clone()))
                        .map_err(|e| {
                            t!(
                                "file-download-failed",
                                name = name.clone(),
                                error = e.to_string()
                            )
                        })
                })
            } else {
                let file = path.read().trim().to_string();
                save_table_file(&db, &file, &setup, dm.as_ref())
                    .map(|_| t!("file-saved-to", file = file))
            };
            file_msg.set(Some(match saved {
                Ok(done) => (true, t!("file-kept", done = done)),
                Err(msg) => (false, save_failed(msg)),
            }));
        }
    };
    let open = {
        let db = db.clone();
        move |_| {
            let file = path.read().trim().to_string();
            let result = open_table_file::<Draft>(&db, &file);
            file_msg.set(Some(opened(&file, result, pos, draft)));
        }
    };
    let open_picked = move |e: FormEvent| {
        let db = db.clone();
        spawn(async move {
            let Some(read) = picked_file(&e, crate::app::referee::MAX_TABLE_FILE_BYTES).await
            else {
                return;
            };
            file_msg.set(Some(match read {
                Err(m) => (false, m),
                Ok((name, bytes)) => {
                    let result = open_table_bytes::<Draft>(&db, &name, &bytes);
                    opened(&name, result, pos, draft)
                }
            }));
        });
    };
    rsx! {
        div { class: "card",
            h2 { class: "ref-h", {t!("file-title")} }
            if fs.picked() {
                div { class: "row",
                    button { class: "small", id: "save-file", onclick: save, {t!("file-download")} }
                    label { r#for: "open-file-pick", {t!("file-open-pick")} }
                    input {
                        r#type: "file",
                        class: "file-pick",
                        id: "open-file-pick",
                        accept: ".json,.txt,application/json,text/plain",
                        onchange: open_picked,
                    }
                }
            } else {
                div { class: "row",
                    input {
                        r#type: "text",
                        id: "file-path",
                        class: "grow",
                        "aria-label": t!("file-path-label"),
                        initial_value: "{path}",
                        oninput: move |e: FormEvent| path.set(e.value()),
                    }
                    button { class: "small", id: "save-file", onclick: save, {t!("file-save")} }
                    button { class: "small", id: "open-file", onclick: open, {t!("file-open")} }
                }
            }
            if let Some((ok, msg)) = file_msg() {
                div { id: "file-msg", class: if ok { "saved" } else { "error" }, role: "alert", "{msg}" }
            }
        }
    }
}

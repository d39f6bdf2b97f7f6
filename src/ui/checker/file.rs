//! Table files: save the table and the moves made (the move in dispute is
//! kept beside the file in the app's storage), open one.

use super::super::referee_model::EditedTable;
use super::super::use_db;
use super::{problems, Draft};
use crate::app::referee::{open_table_file, save_table_file, OpenError};
use dioxus::prelude::*;

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
    // The file holds the moves made; the disputed move, not made, is kept
    // beside it in the app's storage.
    let save = {
        let db = db.clone();
        move |_| {
            let mut dm = draft();
            dm.mover = Some(mover);
            let untouched = Draft {
                mover: Some(mover),
                ..Draft::default()
            };
            let dispute = (dm != untouched).then_some(&dm);
            let file = path.read().trim().to_string();
            let saved = save_table_file(&db, &file, &pos.read().setup, dispute);
            file_msg.set(Some(match saved {
                Ok(msg) => (true, msg),
                Err(msg) => (false, msg),
            }));
        }
    };
    let open = move |_| {
        let file = path.read().trim().to_string();
        let opened = open_table_file::<Draft>(&db, &file).and_then(|o| {
            let np = EditedTable::opened(&o.setup).map_err(OpenError::Invalid)?;
            Ok((np, o.dispute))
        });
        file_msg.set(Some(match opened {
            Ok((np, kept)) => {
                let k = np.setup.moves.len();
                pos.set(np);
                draft.set(kept.unwrap_or_default());
                let also = if kept.is_some() {
                    ", and the move in dispute"
                } else {
                    ""
                };
                (true, format!("Opened {file} ({k} moves made{also})."))
            }
            Err(OpenError::Read(e)) => (false, format!("Could not open {file}: {e}")),
            Err(OpenError::Invalid(e)) => (
                false,
                format!("{file} is not a table file: {}", problems(&e).join("; ")),
            ),
        }));
    };
    rsx! {
        div { class: "card",
            h2 { class: "ref-h", "Table file" }
            div { class: "row",
                input {
                    r#type: "text",
                    id: "file-path",
                    class: "grow",
                    "aria-label": "table file",
                    initial_value: "{path}",
                    oninput: move |e: FormEvent| path.set(e.value()),
                }
                button { class: "small", id: "save-file", onclick: save, "Save" }
                button { class: "small", id: "open-file", onclick: open, "Open" }
            }
            if let Some((ok, msg)) = file_msg() {
                div { id: "file-msg", class: if ok { "saved" } else { "error" }, role: "alert", "{msg}" }
            }
        }
    }
}

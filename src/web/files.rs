//! Files in the browser, which has no folders: a file is handed over as a
//! download (a Blob behind an object URL, clicked through an `a download`
//! link), and taken back from a file input (the screens read what the
//! input's change event gives). The screens reach this through
//! [`crate::ui::Files`], provided by [`crate::ui::WebApp`].

use wasm_bindgen::prelude::wasm_bindgen;
use wasm_bindgen::{JsCast, JsValue};

#[wasm_bindgen(inline_js = r#"
export function save_as(name, mime, bytes) {
  // `bytes` is a view of the wasm memory: the Blob copies it at once.
  const url = URL.createObjectURL(new Blob([bytes], { type: mime }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  a.rel = "noopener";
  a.style.display = "none";
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Long enough for the browser to have read it.
  setTimeout(() => URL.revokeObjectURL(url), 60000);
}
"#)]
extern "C" {
    #[wasm_bindgen(catch)]
    fn save_as(name: &str, mime: &str, bytes: &[u8]) -> Result<(), JsValue>;
}

/// Downloads `bytes` as the file `name` of type `mime`.
pub fn download(name: &str, mime: &str, bytes: &[u8]) -> Result<(), String> {
    save_as(name, mime, bytes).map_err(|e| {
        format!(
            "the browser refused the download ({})",
            e.as_string()
                .or_else(|| e
                    .dyn_ref::<js_sys::Error>()
                    .and_then(|e| e.message().as_string()))
                .unwrap_or_default()
        )
    })
}

/// After the whole database was replaced (a restore): the page says
/// "Saving" until the new pages are in IndexedDB, as after any commit.
pub fn replaced() {
    super::on_commit();
}

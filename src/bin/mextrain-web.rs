//! The web build's entry point: `make web` builds it for
//! wasm32-unknown-unknown and wasm-bindgen turns it into `dist/web/`.

#[cfg(target_arch = "wasm32")]
fn main() {
    mextrain::web::launch(mextrain::ui::WebApp);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mextrain-web runs in a browser: build it with `make web`");
    std::process::exit(2);
}

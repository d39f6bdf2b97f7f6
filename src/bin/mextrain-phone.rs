//! The phone build's entry point: `make phone-build` builds it for
//! wasm32-unknown-unknown (feature `phone`) into `dist/web/phone/`, the
//! page `mextrain serve` gives the table links.

#[cfg(target_arch = "wasm32")]
fn main() {
    mextrain::web::launch_table(mextrain::ui::PhoneApp);
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("mextrain-phone runs in a browser: build it with `make phone-build`");
    std::process::exit(2);
}

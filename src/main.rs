fn main() {
    let app: fn() -> dioxus::prelude::Element = || dioxus::prelude::rsx! { "hello" };
    let _ = app;
}

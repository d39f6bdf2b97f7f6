//! A timer for the screens that move by themselves (a board's clock, a
//! hosted table's upkeep): the window's runtime on the desktop, the
//! browser's timer on the web and the phone build.

#[cfg(any(feature = "serve", browser))]
use dioxus::prelude::*;
#[cfg(any(feature = "serve", browser))]
use std::rc::Rc;

/// Calls `tick` every `period` while the component is shown, on the
/// window's tokio runtime (without one, as in the headless tests, never).
#[cfg(feature = "serve")]
pub(crate) fn use_every(period: std::time::Duration, tick: impl FnMut() + 'static) {
    let tick = Rc::new(std::cell::RefCell::new(tick));
    use_future(move || {
        let tick = tick.clone();
        async move {
            if tokio::runtime::Handle::try_current().is_err() {
                return;
            }
            loop {
                tokio::time::sleep(period).await;
                (tick.borrow_mut())();
            }
        }
    });
}

/// Calls `tick` every `period` while the component is shown: the
/// browser's timer (`web::remote::later_in`), in the app's runtime.
#[cfg(browser)]
pub(crate) fn use_every(period: std::time::Duration, tick: impl FnMut() + 'static) {
    type Tick = Rc<std::cell::RefCell<dyn FnMut()>>;
    fn again(ms: u32, alive: Rc<std::cell::Cell<bool>>, tick: Tick) {
        let rt = dioxus::core::Runtime::try_current();
        crate::web::remote::later_in(
            rt,
            ms,
            Box::new(move || {
                if alive.get() {
                    (tick.borrow_mut())();
                    again(ms, alive, tick);
                }
            }),
        );
    }
    let alive = use_hook(move || {
        let alive = Rc::new(std::cell::Cell::new(true));
        again(
            period.as_millis() as u32,
            alive.clone(),
            Rc::new(std::cell::RefCell::new(tick)),
        );
        alive
    });
    use_drop(move || alive.set(false));
}

//! The language the screens show, and their one way to word a message
//! (the `t!` macro, defined in `ui/mod.rs` so that every screen has it, is
//! [`crate::tl!`] in [`lang`]): the device's language, a preset's name, the
//! page's `lang` and title, and the keys the screens build from ids.

#[cfg(feature = "app")]
use super::{history, lan, round_form, rulebook};
#[cfg(feature = "app")]
use crate::app::DbError;
use crate::i18n::Lang;
#[cfg(feature = "app")]
use crate::i18n::Message;
use dioxus::prelude::*;

/// The language the screens show. Set once the display settings are read
/// (the one chosen there, else the device's), and by the Display card.
/// Reading it (through [`lang`] and the `t!` macro) subscribes the
/// component, so a new language redraws every screen in place.
pub static LANG: GlobalSignal<Lang> = Signal::global(device_lang);

/// The language the screens show (see [`LANG`]).
pub fn lang() -> Lang {
    LANG()
}

/// Shows the screens in `lang`. In the web build a language whose words
/// are fetched (`crate::i18n::source`) is shown once they have come (the
/// screens stay in the one shown meanwhile; if they never come, English
/// says what they would).
#[cfg(feature = "app")]
pub(crate) fn set_lang(lang: Lang) {
    #[cfg(browser)]
    if crate::i18n::missing(lang) {
        spawn(async move {
            crate::web::load_words(lang).await;
            *LANG.write() = lang;
        });
        return;
    }
    if *LANG.peek() != lang {
        *LANG.write() = lang;
    }
}

/// The words of `key` in the language the screens show: `t!("key")`.
/// Never inlined: one call where each `t!` is used.
#[doc(hidden)]
#[inline(never)]
pub fn t(key: &str) -> String {
    crate::i18n::text(lang(), key, None)
}

/// The words of `key` in the language the screens show, with its named
/// arguments: `t!("key", n = 3)`. Never inlined (see [`t`]).
#[doc(hidden)]
#[inline(never)]
pub fn t_with<const N: usize>(
    key: &str,
    args: [(&'static str, crate::i18n::Value<'_>); N],
) -> String {
    crate::i18n::text_with(lang(), key, args)
}

/// A message (an error, a refusal, a verdict: [`crate::i18n::Said`]) in
/// the language shown: the screens' one way to word one.
pub(crate) fn say(said: &crate::i18n::Said) -> String {
    crate::i18n::said(lang(), said)
}

/// The display settings were not saved (the error of
/// [`crate::app::display::save`]), in the language shown.
#[cfg(feature = "app")]
pub(crate) fn display_not_saved(e: &DbError) -> String {
    say(&crate::i18n::Said::new("err-setting-not-kept").arg("detail", e.said()))
}

/// The device's language for a window that has no choice of its own: the
/// browser's `navigator.languages` on the web, the system's locales on the
/// desktop, else English. A test or the `--lang` of a harness gives its own
/// through [`DeviceLang`].
pub fn device_lang() -> Lang {
    if let Some(DeviceLang(l)) = try_consume_context::<DeviceLang>() {
        return l;
    }
    #[cfg(browser)]
    {
        return crate::web::languages();
    }
    #[cfg(all(feature = "desktop", not(target_arch = "wasm32")))]
    {
        return Lang::negotiate(
            sys_locale::get_locales()
                .collect::<Vec<_>>()
                .iter()
                .map(String::as_str),
        );
    }
    #[allow(unreachable_code)]
    Lang::ENGLISH
}

/// The device's language, given (the test harness gives English, or what
/// a test asks for), instead of asking the system.
#[derive(Clone, Copy)]
pub struct DeviceLang(pub Lang);

/// A preset's name in the language shown.
pub fn preset_title(p: crate::rules::PresetId) -> String {
    t!(&format!("preset-{}", p.id()))
}

/// Puts the language on `<html lang>` (screen readers, hyphenation) and
/// the page title in it.
#[component]
pub(super) fn LangHead() -> Element {
    let lang = lang();
    let tag = lang.tag();
    use_effect(use_reactive!(|tag| {
        // The web build also points at its language's manifest (the
        // installed app's name and description; web/assemble.py).
        document::eval(&format!(
            "document.documentElement.setAttribute('lang', '{tag}'); \
             var m = document.querySelector('link[rel=manifest]'); \
             if (m) m.setAttribute('href', 'manifest.{tag}.webmanifest');"
        ));
    }));
    // The app's name, in every language (the desktop's window title too).
    let title = t!("app-name");
    rsx! { document::Title { "{title}" } }
}

/// The keys the screens build from ids (`t!(&format!(...))`) rather than
/// write out, so that the translation test counts them as used and checks
/// that each is written. Each area lists its own.
///
/// Every one of them is written in every language, English included
/// (`en-CA.ftl` holds the only English of the rule book, and that of table
/// mode's refusals, byte for byte the host's).
#[cfg(feature = "app")]
pub fn i18n_built_keys() -> Vec<String> {
    // web/assemble.py writes these into each language's web manifest.
    let mut keys: Vec<String> = [
        "app-name",
        "app-description",
        "boot-loading",
        "boot-joining",
    ]
    .map(String::from)
    .to_vec();
    for p in crate::rules::PresetId::ALL {
        keys.push(format!("preset-{}", p.id()));
    }
    keys.extend(round_form::i18n_keys());
    keys.extend(history::i18n_keys());
    keys.extend(lan::i18n_keys());
    keys.extend(rulebook::i18n_keys());
    for s in crate::rules::club::Scoring::ALL {
        keys.push(format!("night-scoring-{}", s.id()));
    }
    for s in crate::rules::club::Seating::ALL {
        keys.push(format!("night-seating-{}", s.id()));
        keys.push(format!("night-seating-{}-hint", s.id()));
    }
    keys
}

#[cfg(all(test, feature = "app"))]
mod tests {
    /// No key the screens build from ids is one of the desktop's own
    /// messages, which the web build's files leave out
    /// (`i18n::DESKTOP_ONLY`).
    #[test]
    fn no_key_built_from_ids_is_left_out_of_the_web_build() {
        let built: Vec<String> = super::i18n_built_keys()
            .into_iter()
            .filter(|k| {
                crate::i18n::DESKTOP_ONLY
                    .iter()
                    .any(|p| k.as_bytes().starts_with(p))
            })
            .collect();
        assert!(built.is_empty(), "built from ids: {built:?}");
        assert!(super::i18n_built_keys().len() > 100);
    }
}

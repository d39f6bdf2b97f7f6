//! Join: type the host's code (or follow its QR link), see the seats, take
//! mine or just watch.

use super::Words;
use super::{use_table, Chip, Route};
use crate::formats::wire::Role;
use crate::lan::client::{check_code, Joined, Lobby, Trouble};
use dioxus::prelude::*;

/// The join screen, the code to be typed.
#[component]
pub fn Join() -> Element {
    if !super::framed() {
        return rsx! {};
    }
    rsx! { JoinForm { code: String::new(), secret: None, at: None, keeper: None } }
}

/// The join screen from the QR link (`/?join=CODE`): the code filled in and
/// the seats asked for at once.
#[component]
pub fn JoinCode(code: String) -> Element {
    if !super::framed() {
        return rsx! {};
    }
    rsx! { JoinForm { key: "{code}", code, secret: None, at: None, keeper: None } }
}

/// The join screen from the QR link with its key (`/?join=CODE&key=KEY`):
/// as [`JoinCode`], the key sent with the lobby and the join, so that the
/// host admits the phone at once, whatever strangers guessing codes do.
#[component]
pub fn JoinLink(code: String, secret: String) -> Element {
    if !super::framed() {
        return rsx! {};
    }
    rsx! { JoinForm { key: "{code}/{secret}", code, secret: Some(secret), at: None, keeper: None } }
}

/// A club night table's card (`/?join=CODE&key=KEY&table=T`): as
/// [`JoinLink`], at that table's seats at once.
#[component]
pub fn JoinTable(code: String, secret: String, at: usize) -> Element {
    if !super::framed() {
        return rsx! {};
    }
    rsx! { JoinForm { key: "{code}/{secret}/{at}", code, secret: Some(secret), at: Some(at), keeper: None } }
}

/// A table's scorekeeper card (`/?join=CODE&key=KEY&table=T&keeper=SECRET`,
/// which only the organiser makes): as [`JoinTable`] (table 0: a single
/// game's), with "Keep this table's score" offered, the card's secret sent
/// with it.
#[component]
pub fn JoinKeeper(code: String, secret: String, at: usize, keeper: String) -> Element {
    if !super::framed() {
        return rsx! {};
    }
    let table = (at > 0).then_some(at);
    rsx! { JoinForm { key: "{code}/{secret}/{at}/{keeper}", code, secret: Some(secret), at: table, keeper: Some(keeper) } }
}

/// Where a session's screen is.
pub(super) fn home_of(s: &Joined) -> Route {
    match s.role {
        Role::Host | Role::Scorekeeper => Route::HostView {},
        Role::Spectator => Route::Watch {},
        Role::Player => Route::MyHand {},
    }
}

#[component]
fn JoinForm(
    code: String,
    secret: Option<String>,
    at: Option<usize>,
    keeper: Option<String>,
) -> Element {
    let table = use_table();
    let nav = use_navigator();
    let mut typed = use_signal(|| code.clone());
    let mut error = use_signal(|| None::<Trouble>);
    let mut lobby = use_signal(|| None::<(String, Lobby)>);
    let mut busy = use_signal(|| false);
    // At a club night's host: the table picked (from 1).
    let mut picked = use_signal(|| at);
    let find = {
        let table = table.clone();
        let secret = secret.clone();
        move || {
            error.set(None);
            match check_code(&typed.peek()) {
                Err(e) => {
                    lobby.set(None);
                    error.set(Some(e));
                }
                Ok(code) => {
                    busy.set(true);
                    let c = code.clone();
                    table.lobby(&code, secret.as_deref(), picked(), move |r| {
                        busy.set(false);
                        match r {
                            Ok(l) => lobby.set(Some((c, l))),
                            Err(e) => {
                                lobby.set(None);
                                error.set(Some(e));
                            }
                        }
                    });
                }
            }
        }
    };
    // The QR link's code: the seats at once.
    use_hook({
        let mut find = find.clone();
        let auto = !code.is_empty();
        move || {
            if auto {
                find()
            }
        }
    });
    let join = {
        let table = table.clone();
        let secret = secret.clone();
        let keeper = keeper.clone();
        move |code: String, role: Role, seat: Option<usize>, device: Option<String>| {
            error.set(None);
            busy.set(true);
            table.join(
                &code,
                secret.as_deref(),
                picked(),
                role,
                seat,
                device,
                (role == Role::Scorekeeper)
                    .then(|| keeper.clone())
                    .flatten(),
                move |r| {
                    busy.set(false);
                    match r {
                        Ok(s) => {
                            nav.replace(home_of(&s));
                        }
                        Err(e) => error.set(Some(e)),
                    }
                },
            );
        }
    };
    let session = table.session();
    let seats = lobby();
    rsx! {
        h1 { {t!("table-join-title")} }
        if let Some(s) = session {
            div { class: "card", id: "joined",
                p {
                    if let Some(seat) = s.seat {
                        {t!("table-joined-seat", seat = seat + 1)}
                    } else {
                        {t!("table-joined")}
                    }
                }
                div { class: "row",
                    Link { class: "button primary", id: "join-continue", to: home_of(&s), {t!("table-joined-back")} }
                    button { r#type: "button", class: "button", id: "join-leave",
                        onclick: { let t = table.clone(); move |_| t.leave() },
                        {t!("table-joined-leave")}
                    }
                }
            }
        }
        form { class: "card join-form", id: "join-form",
            onsubmit: { let mut find = find.clone(); move |e: FormEvent| { e.prevent_default(); find() } },
            label { r#for: "join-code", {t!("table-code-label")} }
            input {
                id: "join-code",
                class: "join-code",
                r#type: "text",
                inputmode: "text",
                autocomplete: "off",
                autocapitalize: "characters",
                spellcheck: "false",
                maxlength: "12",
                placeholder: "ABC234",
                value: "{typed}",
                oninput: move |e| typed.set(crate::ui::widgets::uppercase(&e.value())),
            }
            button { r#type: "submit", class: "button primary", id: "join-find", disabled: busy(), {t!("table-code-find")} }
        }
        if let Some(e) = error() {
            p { class: "error", role: "alert", id: "join-error", {e.words()} }
        }
        if let Some((_, l)) = seats.as_ref().filter(|(_, l)| !l.tables.is_empty()) {
            h2 { {t!("table-tables-title")} }
            div { class: "seats", id: "tables",
                for tb in l.tables.clone() {
                    {
                        let mut find = find.clone();
                        let n = tb.table;
                        rsx! {
                            button {
                                key: "{n}",
                                r#type: "button",
                                class: "seat",
                                id: "table-{n}",
                                disabled: busy(),
                                onclick: move |_| {
                                    picked.set(Some(n));
                                    find();
                                },
                                span { class: "badge", {t!("night-table", table = n)} }
                                span { class: "grow", {tb.players.join(", ")} }
                                if tb.finished { span { class: "badge", {t!("night-table-finished")} } }
                            }
                        }
                    }
                }
            }
        }
        if let Some((code, l)) = seats.filter(|(_, l)| l.tables.is_empty()) {
            if let Some(n) = l.table {
                p { class: "muted", id: "join-at-table", {t!("night-table", table = n)} }
            }
            h2 { {t!("table-seats-title")} }
            div { class: "seats", id: "seats",
                for s in l.seats {
                    {
                        let mut join = join.clone();
                        let code = code.clone();
                        let seat = s.seat;
                        rsx! {
                            button {
                                key: "{seat}",
                                r#type: "button",
                                class: if s.taken { "seat taken" } else { "seat" },
                                id: "seat-{seat}",
                                disabled: s.taken || busy(),
                                // No name for the phone: the host names it by
                                // the seat (no words of this phone's language
                                // are kept at the host).
                                onclick: move |_| join(code.clone(), Role::Player, Some(seat), None),
                                Chip { colour: s.colour.clone() }
                                span { class: "grow", "{s.name}" }
                                if s.taken { span { class: "badge", {t!("table-seat-taken")} } }
                            }
                        }
                    }
                }
            }
            button {
                r#type: "button",
                class: "button",
                id: "join-watch",
                disabled: busy(),
                onclick: { let mut join = join.clone(); let code = code.clone(); move |_| join(code.clone(), Role::Spectator, None, None) },
                {t!("table-just-watch")}
            }
            if keeper.is_some() {
                button {
                    r#type: "button",
                    class: "button",
                    id: "join-keeper",
                    disabled: busy(),
                    onclick: { let mut join = join.clone(); let code = code.clone(); move |_| join(code.clone(), Role::Scorekeeper, None, None) },
                    {t!("table-keep-score")}
                }
                p { class: "muted", {t!("table-keep-score-hint")} }
            }
        }
    }
}

//! The same person across nights and machines (issue 33), on a league's
//! player page: rename the player everywhere, merge the name into another
//! that is the same person ("Marie T." into "Marie"), and take a merge
//! back. Each button is one action of [`crate::app::players`]; a refusal
//! is shown in the page's language and changes nothing.

use super::{use_db, use_list, use_revision, Route};
use crate::app::players;
use crate::i18n::Message;
use dioxus::prelude::*;

/// Rename, "Merge into…" and "Undo merge" for `player`, seen from the
/// league `league`'s player page.
#[component]
pub fn PlayerNames(league: String, player: String) -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let mut message = use_signal(|| None::<(bool, String)>);
    let mut new_name = use_signal(String::new);
    let mut into = use_signal(String::new);
    let names = use_list({
        let player = player.clone();
        move |db| players::player_names(db, &player).ok()
    });
    let Some(names) = names() else {
        return rsx! {};
    };
    let rename = {
        let (db, league, player) = (db.clone(), league.clone(), player.clone());
        move |e: FormEvent| {
            e.prevent_default();
            match players::rename_player(&db, &player, &new_name()) {
                Ok(name) => {
                    rev.bump();
                    new_name.set(String::new());
                    message.set(Some((true, t!("player-renamed", name = name.clone()))));
                    nav.replace(Route::LeaguePlayer {
                        name: league.clone(),
                        player: name,
                    });
                }
                Err(e) => message.set(Some((false, super::say(&e.said())))),
            }
        }
    };
    let merge = {
        let (db, player) = (db.clone(), player.clone());
        let first = names.others.first().cloned().unwrap_or_default();
        move |e: FormEvent| {
            e.prevent_default();
            let target = if into().is_empty() {
                first.clone()
            } else {
                into()
            };
            match players::merge_players(&db, &player, &target) {
                Ok(()) => {
                    rev.bump();
                    message.set(Some((
                        true,
                        t!("player-merged", name = player.clone(), into = target),
                    )));
                }
                Err(e) => message.set(Some((false, super::say(&e.said())))),
            }
        }
    };
    let undo = {
        let db = db.clone();
        move |name: String| match players::unmerge_player(&db, &name) {
            Ok(_) => {
                rev.bump();
                message.set(Some((true, t!("player-unmerged", name = name))));
            }
            Err(e) => message.set(Some((false, super::say(&e.said())))),
        }
    };
    let mut undo_own = undo.clone();
    let own = names.name.clone();
    rsx! {
        section { class: "card", id: "player-names", "aria-labelledby": "player-names-title",
            h2 { id: "player-names-title", {t!("player-names-title")} }
            p { class: "lead", {t!("player-names-lead", name = names.name.clone())} }
            form { class: "row", id: "player-rename-form", onsubmit: rename,
                label { r#for: "player-rename-name", {t!("player-rename-label")} }
                input { id: "player-rename-name", r#type: "text", value: "{new_name}",
                    oninput: move |e| new_name.set(e.value()) }
                button { id: "player-rename", r#type: "submit", {t!("player-rename")} }
            }
            if let Some(target) = names.merged_into.clone() {
                p { class: "row", id: "player-merged-into",
                    span { class: "grow", {t!("player-merged-into", name = names.name.clone(), into = target)} }
                    button { id: "player-unmerge", onclick: move |_| undo_own(own.clone()), {t!("player-unmerge")} }
                }
            } else if !names.others.is_empty() {
                form { class: "row", id: "player-merge-form", onsubmit: merge,
                    label { r#for: "player-merge-into", {t!("player-merge-label", name = names.name.clone())} }
                    select { id: "player-merge-into", onchange: move |e| into.set(e.value()),
                        for n in names.others.iter() {
                            option { key: "{n}", value: "{n}", selected: *n == into(), "{n}" }
                        }
                    }
                    button { id: "player-merge", r#type: "submit", {t!("player-merge")} }
                }
            }
            if !names.merged_from.is_empty() {
                ul { id: "player-merged-from",
                    for (i, n) in names.merged_from.iter().enumerate() {
                        li { key: "{n}", class: "row",
                            span { class: "grow", {t!("player-merged-from", name = n.clone(), into = names.name.clone())} }
                            button { id: "player-unmerge-{i}",
                                onclick: {
                                    let (n, mut undo) = (n.clone(), undo.clone());
                                    move |_| undo(n.clone())
                                },
                                {t!("player-unmerge")}
                            }
                        }
                    }
                }
            }
            if let Some((ok, m)) = message() {
                p { class: if ok { "ok" } else { "error" }, role: if ok { "status" } else { "alert" }, id: "player-message", "{m}" }
            }
        }
    }
}

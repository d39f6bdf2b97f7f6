//! Past games: the filtered, paged list (delete with undo, backups and
//! restore) and one game's full record.

use super::charts::RunningTotalsChart;
use super::export::{picked_file, use_files, ExportPanel};
use super::play::Scoreboard;
use super::widgets::{format_minutes, format_time, Chip, Icon, IconKind};
use super::{use_db, use_game, use_revision, Route};
use crate::app::history;
use crate::db::{BackupInfo, HistoryEntry, HistoryFilter};
use crate::rules::{HouseRules, PresetId};
use dioxus::prelude::*;

/// Games per page.
pub const PAGE: usize = 25;

/// The house rules of a game, in words, where they differ from its preset
/// (the rule book's wording; empty when none).
fn describe_house(preset: PresetId, h: &HouseRules) -> Vec<String> {
    crate::rules::book::house_notes(preset, h)
        .into_iter()
        .map(|n| n.text)
        .collect()
}

/// A `YYYY-MM-DD` date as local midnight in Unix seconds (`days` later).
fn date_to_secs(s: &str, days: i64) -> Option<i64> {
    use chrono::{Local, NaiveDate, TimeZone};
    let d = NaiveDate::parse_from_str(s.trim(), "%Y-%m-%d").ok()? + chrono::Duration::days(days);
    Local
        .from_local_datetime(&d.and_hms_opt(0, 0, 0)?)
        .earliest()
        .map(|t| t.timestamp())
}

fn names(e: &HistoryEntry, seats: &[usize]) -> String {
    seats
        .iter()
        .map(|&s| e.players[s].clone())
        .collect::<Vec<_>>()
        .join(" and ")
}

/// The history screen.
#[component]
pub fn History() -> Element {
    let db = use_db();
    let rev = use_revision();
    let mut search = use_signal(String::new);
    let mut player = use_signal(String::new);
    let mut preset = use_signal(String::new);
    let mut from = use_signal(String::new);
    let mut to = use_signal(String::new);
    let mut page = use_signal(|| 0usize);
    let mut confirm_delete = use_signal(|| None::<i64>);
    let mut deleted = use_signal(|| None::<(i64, String)>);
    let mut note = use_signal(|| None::<String>);
    let mut confirm_restore = use_signal(|| None::<String>);

    // Read again when the games or the filters change, not on every render.
    let listed = {
        let db = db.clone();
        use_memo(move || {
            rev.track();
            let filter = HistoryFilter {
                player: Some(player()).filter(|s| !s.is_empty()),
                preset: preset().parse::<PresetId>().ok(),
                from: date_to_secs(&from(), 0),
                to: date_to_secs(&to(), 1),
                search: Some(search()).filter(|s| !s.trim().is_empty()),
            };
            let page = db
                .history(&filter, PAGE, page() * PAGE)
                .map_err(|e| e.to_string());
            let known = db.history_players().unwrap_or_default();
            let backups: Vec<BackupInfo> = history::backups(&*db).unwrap_or_default();
            (page, known, backups)
        })
    };
    let (result, known, backups) = listed();

    let undo_delete = {
        let db = db.clone();
        move |_| {
            if let Some((id, _)) = deleted() {
                match history::undelete_game(&*db, id) {
                    Ok(()) => {
                        deleted.set(None);
                        rev.game_changed(id);
                    }
                    Err(e) => note.set(Some(e.to_string())),
                }
            }
        }
    };

    rsx! {
        h1 { "History" }
        div { class: "card history-filters", role: "search",
            div { class: "field grow",
                label { r#for: "h-search", "Search by name" }
                input { r#type: "search", id: "h-search", placeholder: "a player's name",
                    oninput: move |e| { search.set(e.value()); page.set(0); } }
            }
            div { class: "field",
                label { r#for: "h-player", "Player" }
                select { id: "h-player", onchange: move |e| { player.set(e.value()); page.set(0); },
                    option { value: "", "Everyone" }
                    for n in known.iter() { option { key: "{n}", value: "{n}", selected: *n == player(), "{n}" } }
                }
            }
            div { class: "field",
                label { r#for: "h-preset", "Rules" }
                select { id: "h-preset", onchange: move |e| { preset.set(e.value()); page.set(0); },
                    option { value: "", "All presets" }
                    for p in PresetId::ALL { option { key: "{p.id()}", value: "{p.id()}", selected: p.id() == preset(), "{p.title()}" } }
                }
            }
            div { class: "field",
                label { r#for: "h-from", "From" }
                input { r#type: "date", id: "h-from", oninput: move |e| { from.set(e.value()); page.set(0); } }
            }
            div { class: "field",
                label { r#for: "h-to", "To" }
                input { r#type: "date", id: "h-to", oninput: move |e| { to.set(e.value()); page.set(0); } }
            }
        }
        if let Some((_, label)) = deleted() {
            div { class: "saved row", role: "status", id: "deleted-note",
                span { class: "grow", "Deleted the game of {label}." }
                button { class: "small", id: "undo-delete", onclick: undo_delete, Icon { kind: IconKind::Undo, size: 18.0 } "Undo" }
            }
        }
        if let Some(n) = note() {
            div { class: "saved", role: "status", "{n}" }
        }
        match result {
            Err(e) => rsx! { p { class: "error", "{e}" } },
            Ok(p) if p.entries.is_empty() => rsx! {
                p { class: "muted", id: "history-empty",
                    if page() == 0 { "No games match." } else { "No more games." }
                }
            },
            Ok(p) => rsx! {
                ul { class: "history-list", id: "history-list",
                    for e in p.entries.iter().cloned() {
                        {
                            let id = e.id;
                            let label = e.players.join(", ");
                            let house = describe_house(e.preset, &e.house).join("; ");
                            let db = db.clone();
                            rsx! {
                                li { class: "card history-item", key: "{id}", id: "game-{id}",
                                    div { class: "history-when",
                                        strong { {format_time(e.started_at)} }
                                        span { class: "muted",
                                            match e.duration_minutes() {
                                                Some(m) => format!("played for {}", format_minutes(m)),
                                                None => "in progress".to_string(),
                                            }
                                        }
                                    }
                                    div { class: "history-what grow",
                                        div { class: "history-players",
                                            for (s, n) in e.players.iter().enumerate() {
                                                span { key: "{s}", class: if e.is_finished() && e.leaders.contains(&s) { "hp win" } else { "hp" },
                                                    Chip { colour: e.colours[s].clone() } " {n} "
                                                    span { class: "muted", "{e.totals[s]}" }
                                                }
                                            }
                                        }
                                        div { class: "muted",
                                            "{e.preset.title()} · double-{e.set} · "
                                            if house.is_empty() { "no house rules" } else {
                                                span { class: "badge", title: "{house}", "house rules: {house}" }
                                            }
                                        }
                                    }
                                    div { class: "history-result",
                                        if e.is_finished() {
                                            span { class: "badge fin", "finished" }
                                            span { class: "winner",
                                                Icon { kind: IconKind::Trophy, size: 22.0 }
                                                if e.leaders.len() > 1 { " tie: {names(&e, &e.leaders)}" } else { " {names(&e, &e.leaders)}" }
                                            }
                                        } else {
                                            span { class: "badge open", "round {e.rounds.0 + 1} of {e.rounds.1}" }
                                            if !e.leaders.is_empty() {
                                                span { class: "muted", "leading: {names(&e, &e.leaders)}" }
                                            }
                                        }
                                    }
                                    div { class: "row history-actions",
                                        Link { class: "button small", to: Route::GameDetail { id }, "Open" }
                                        if !e.is_finished() {
                                            Link { class: "button small primary", to: Route::Play { id }, "Resume" }
                                        }
                                        button { class: "small danger", id: "delete-{id}",
                                            onclick: move |_| {
                                                if confirm_delete() != Some(id) {
                                                    confirm_delete.set(Some(id));
                                                    return;
                                                }
                                                confirm_delete.set(None);
                                                match history::delete_game(&*db, id) {
                                                    Ok(()) => {
                                                        deleted.set(Some((id, label.clone())));
                                                        rev.game_changed(id);
                                                    }
                                                    Err(e) => note.set(Some(e.to_string())),
                                                }
                                            },
                                            if confirm_delete() == Some(id) { "Tap again to delete" } else { "Delete" }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                div { class: "row pager",
                    button { class: "small", id: "prev-page", disabled: page() == 0, onclick: move |_| page -= 1, Icon { kind: IconKind::Left, size: 18.0 } "Newer" }
                    span { class: "muted", "Page {page() + 1}" }
                    button { class: "small", id: "next-page", disabled: !p.has_more, onclick: move |_| page += 1, "Older" Icon { kind: IconKind::Right, size: 18.0 } }
                }
            },
        }
        ExportPanel { game: None }
        if use_files().picked() {
            BackupFiles { note, deleted }
        } else {
            details { class: "card backups", id: "backups",
                summary { "Backups ({backups.len()})" }
                p { class: "hint", "A backup is taken whenever a game finishes; the last 10 are kept. Restoring replaces all games with the backup's, after saving the current ones as a safety backup." }
                if backups.is_empty() {
                    p { class: "muted", "No backups yet." }
                }
                ul { class: "backup-list",
                    for b in backups {
                        {
                            let name = b.name.clone();
                            let path = b.path.clone();
                            let db = db.clone();
                            rsx! {
                                li { class: "row", key: "{b.name}",
                                    span { class: "grow",
                                        {format_time(b.taken_at)}
                                        span { class: "muted", " · {b.size / 1024} KB" }
                                        if b.safety { span { class: "badge", "before a restore" } }
                                    }
                                    button { class: "small danger",
                                        onclick: move |_| {
                                            if confirm_restore().as_deref() != Some(name.as_str()) {
                                                confirm_restore.set(Some(name.clone()));
                                                return;
                                            }
                                            confirm_restore.set(None);
                                            match history::restore_backup(&*db, &path) {
                                                Ok(safety) => {
                                                    let kept = safety.and_then(|p| p.file_name().map(|f| f.to_string_lossy().into_owned())).unwrap_or_default();
                                                    note.set(Some(format!("Restored the backup of {}. The games before it were saved as {kept}.", format_time(b.taken_at))));
                                                    deleted.set(None);
                                                    rev.bump();
                                                }
                                                Err(e) => note.set(Some(e.to_string())),
                                            }
                                        },
                                        if confirm_restore().as_deref() == Some(b.name.as_str()) { "Tap again to replace all games" } else { "Restore" }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The backups where there are no folders (the browser): download the
/// whole database as a file, restore one from a file picked. A file picked
/// is checked at once; restoring asks once more, downloads a safety copy of
/// the games now, then replaces everything.
#[component]
fn BackupFiles(note: Signal<Option<String>>, deleted: Signal<Option<(i64, String)>>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let fs = use_files();
    let mut msg = use_signal(|| None::<(bool, String)>);
    let mut chosen = use_signal(|| None::<(String, Vec<u8>)>);
    let download = {
        let db = db.clone();
        move |_| {
            let result = history::backup_file(&db)
                .map_err(|e| e.to_string())
                .and_then(|b| fs.download(&b.name, SQLITE_MIME, &b.bytes).map(|()| b.name));
            msg.set(Some(match result {
                Ok(name) => (true, format!("Downloaded {name}: keep it somewhere safe.")),
                Err(e) => (false, format!("No backup was made: {e}")),
            }));
        }
    };
    let pick = move |e: FormEvent| {
        spawn(async move {
            let Some(read) = picked_file(&e, crate::db::backup::MAX_BACKUP_BYTES).await else {
                return;
            };
            chosen.set(None);
            msg.set(Some(match read {
                Err(m) => (false, format!("{m}; nothing was changed")),
                Ok((name, bytes)) => match history::check_backup_file(&name, &bytes) {
                    Err(e) => (false, e.to_string()),
                    Ok(()) => {
                        msg.set(None);
                        chosen.set(Some((name, bytes)));
                        return;
                    }
                },
            }));
        });
    };
    let restore = {
        let db = db.clone();
        move |_| {
            let Some((name, bytes)) = chosen() else {
                return;
            };
            chosen.set(None);
            let keep = |safety: &history::BackupFile| {
                fs.download(&safety.name, SQLITE_MIME, &safety.bytes)
            };
            match history::restore_file(&db, &name, &bytes, keep) {
                Ok(safety) => {
                    fs.stored();
                    msg.set(Some((
                        true,
                        format!(
                            "Restored {name}; the games before it were downloaded as {}.",
                            safety.name
                        ),
                    )));
                    note.set(None);
                    deleted.set(None);
                    rev.bump();
                }
                Err(e) => msg.set(Some((false, e.to_string()))),
            }
        }
    };
    rsx! {
        details { class: "card backups", id: "backups",
            summary { "Backups" }
            p { class: "hint", "A backup is all your games in one file. Download one now and then and keep it safe: clearing the browser's data clears the games too. Restoring replaces all games with the backup's, after downloading the current ones as a safety copy." }
            div { class: "row",
                button { class: "primary", id: "backup-download", onclick: download, "Download a backup" }
            }
            div { class: "row", style: "margin-top:10px",
                label { r#for: "restore-file", "Restore from a file:" }
                input {
                    r#type: "file",
                    class: "file-pick",
                    id: "restore-file",
                    accept: ".sqlite3,.sqlite,.db,application/vnd.sqlite3,application/x-sqlite3",
                    onchange: pick,
                }
            }
            if let Some((name, _)) = chosen() {
                p { id: "restore-question", "Replace all games with the games in {name}?" }
                div { class: "row",
                    button { class: "danger", id: "restore-go", onclick: restore, "Replace all games" }
                    button { id: "restore-cancel", onclick: move |_| chosen.set(None), "Cancel" }
                }
            }
            if let Some((ok, m)) = msg() {
                p { class: if ok { "saved" } else { "error" }, role: "status", id: "backup-note", "{m}" }
            }
        }
    }
}

/// The MIME type of a backup file.
const SQLITE_MIME: &str = "application/vnd.sqlite3";

/// One past game: standings, the rules, a chart of the running totals and
/// the whole scoreboard.
#[component]
pub fn GameDetail(id: i64) -> Element {
    let loaded = use_game(id);
    let game = match loaded() {
        Ok(g) => g,
        Err(e) => {
            return rsx! { p { class: "error", "{e}" } Link { class: "button", to: Route::History {}, "Back to the history" } }
        }
    };
    let sheet = &game.sheet;
    let spec = &sheet.spec;
    let standings = sheet.standings();
    let house = describe_house(spec.preset, &spec.house);
    let starter = serde_json::to_value(spec.rules().starter)
        .ok()
        .and_then(|v| v.as_str().map(|s| s.replace('-', " ")))
        .unwrap_or_default();
    rsx! {
        div { class: "row",
            Link { class: "button small", to: Route::History {}, Icon { kind: IconKind::Left, size: 18.0 } "History" }
        }
        h1 { id: "detail-title", {spec.players.join(", ")} }
        p { class: "lead",
            "{format_time(game.started_at)} · "
            if let Some(f) = game.finished_at {
                "finished {format_time(f)}, played for {format_minutes(game.duration_minutes())}"
            } else {
                "not finished: {sheet.rounds.len()} of {spec.schedule.len()} rounds"
            }
        }
        if !game.is_finished() {
            Link { class: "button primary big", id: "resume", to: Route::Play { id }, "Resume this game" }
        }
        div { class: "detail-grid",
            div { class: "podium",
                for (rank, seat, total) in standings.iter().copied() {
                    div { class: if rank == 1 && game.is_finished() { "standing win" } else { "standing" }, key: "{seat}",
                        span { class: "rank",
                            if rank == 1 && game.is_finished() { Icon { kind: IconKind::Trophy, size: 30.0 } } else { "{rank}." }
                        }
                        Chip { colour: game.colours[seat].clone() }
                        span { {spec.players[seat].clone()} }
                        span { class: "total", "{total}" }
                    }
                }
            }
            div { class: "card rules-card", id: "rules",
                h2 { "Rules" }
                p { strong { "{spec.preset.title()}" } ", double-{spec.set} set, {spec.schedule.len()} rounds" }
                p { class: "muted", "{spec.hand_size()} tiles dealt each · who starts: {starter}" }
                if house.is_empty() {
                    p { class: "muted", "No house rules." }
                } else {
                    p { "House rules:" }
                    ul { for h in house { li { key: "{h}", "{h}" } } }
                }
            }
        }
        if !sheet.rounds.is_empty() {
            h2 { "Running totals" }
            RunningTotalsChart { game: game.clone() }
        }
        h2 { "Scoreboard" }
        Scoreboard { game: game.clone(), editable: false }
        AuditTrail { id, players: spec.players.clone() }
        ExportPanel { game: Some(game.id) }
    }
}

/// Every change to the game's scores (table mode's audit trail), newest
/// first, folded away: who (which phone, or the host), when, what, the
/// value before and after.
#[component]
fn AuditTrail(id: i64, players: Vec<String>) -> Element {
    let db = use_db();
    let rev = use_revision();
    let rows = use_memo(use_reactive!(|id| {
        rev.track_game(id);
        db.audit_trail(id).unwrap_or_default()
    }));
    let rows = rows();
    if rows.is_empty() {
        return rsx! {};
    }
    let value = |v: &Option<String>| -> String {
        match v.as_deref().map(serde_json::from_str::<serde_json::Value>) {
            Some(Ok(serde_json::Value::Array(points))) => points
                .iter()
                .map(|p| p.to_string())
                .collect::<Vec<_>>()
                .join(", "),
            Some(Ok(e)) if e["out"] == true => "went out".to_string(),
            Some(Ok(e)) => e["total"].to_string(),
            _ => "nothing".to_string(),
        }
    };
    rsx! {
        details { class: "card", id: "audit",
            summary { "Changes to the scores ({rows.len()})" }
            ul {
                for a in rows.iter().rev().take(100) {
                    li { key: "{a.id}",
                        {format_time(a.at)}
                        " · round {a.round.map_or(0, |r| r + 1)}"
                        if let Some(name) = a.seat.and_then(|s| players.get(s)) { " · {name}" }
                        " · {a.what} by {a.device}: "
                        if a.old.is_some() { "was {value(&a.old)}, " }
                        "now {value(&a.new)}"
                    }
                }
            }
        }
    }
}

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`).
pub(crate) fn i18n_keys() -> Vec<String> {
    Vec::new()
}

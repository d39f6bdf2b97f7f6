//! Past games: the filtered, paged list (delete with undo, backups and
//! restore) and one game's full record.

use super::charts::RunningTotalsChart;
use super::export::{picked_file, use_files, ExportPanel};
use super::play::Scoreboard;
use super::say;
use super::widgets::{format_minutes, format_time, Chip, Icon, IconKind};
use super::{preset_title, use_db, use_revision, Route};
use crate::app::history::{self, HistoryEntry, HistoryFilter};
use crate::app::BackupInfo;
use crate::i18n::Message;
use crate::rules::{HouseRules, PresetId};
use dioxus::prelude::*;

/// Games per page.
pub const PAGE: usize = 25;

/// The house rules of a game, in words, where they differ from its preset
/// (the rule book's wording, in the language shown; empty when none).
fn describe_house(preset: PresetId, h: &HouseRules) -> Vec<String> {
    crate::rules::book::house_notes(preset, h)
        .iter()
        .map(|n| say(&n.said))
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
    let names: Vec<String> = seats.iter().map(|&s| e.players[s].clone()).collect();
    and_list(&names)
}

/// Names joined for a sentence in the language shown: "Ana", "Ana and
/// Ben", "Ana, Ben and Cleo".
pub(super) fn and_list(names: &[String]) -> String {
    match names {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => t!("history-and", rest = rest.join(", "), last = last.clone()),
    }
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
            let page = history::page(&db, &filter, PAGE, page() * PAGE).map_err(|e| say(&e.said()));
            let known = history::players(&db).unwrap_or_default();
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
                    Err(e) => note.set(Some(say(&e.said()))),
                }
            }
        }
    };

    rsx! {
        h1 { {t!("history-title")} }
        div { class: "card history-filters", role: "search",
            div { class: "field grow",
                label { r#for: "h-search", {t!("history-search")} }
                input { r#type: "search", id: "h-search", placeholder: t!("history-search-placeholder"),
                    oninput: move |e| { search.set(e.value()); page.set(0); } }
            }
            div { class: "field",
                label { r#for: "h-player", {t!("history-player")} }
                select { id: "h-player", onchange: move |e| { player.set(e.value()); page.set(0); },
                    option { value: "", {t!("history-everyone")} }
                    for n in known.iter() { option { key: "{n}", value: "{n}", selected: *n == player(), "{n}" } }
                }
            }
            div { class: "field",
                label { r#for: "h-preset", {t!("history-rules")} }
                select { id: "h-preset", onchange: move |e| { preset.set(e.value()); page.set(0); },
                    option { value: "", {t!("history-all-presets")} }
                    for p in PresetId::ALL { option { key: "{p.id()}", value: "{p.id()}", selected: p.id() == preset(), {preset_title(p)} } }
                }
            }
            div { class: "field",
                label { r#for: "h-from", {t!("history-from")} }
                input { r#type: "date", id: "h-from", oninput: move |e| { from.set(e.value()); page.set(0); } }
            }
            div { class: "field",
                label { r#for: "h-to", {t!("history-to")} }
                input { r#type: "date", id: "h-to", oninput: move |e| { to.set(e.value()); page.set(0); } }
            }
        }
        if let Some((_, label)) = deleted() {
            div { class: "saved row", role: "status", id: "deleted-note",
                span { class: "grow", {t!("history-deleted", names = label)} }
                button { class: "small", id: "undo-delete", onclick: undo_delete, Icon { kind: IconKind::Undo, size: 18.0 } {t!("history-undo")} }
            }
        }
        if let Some(n) = note() {
            div { class: "saved", role: "status", "{n}" }
        }
        match result {
            Err(e) => rsx! { p { class: "error", "{e}" } },
            Ok(p) if p.entries.is_empty() => rsx! {
                p { class: "muted", id: "history-empty",
                    if page() == 0 { {t!("history-no-match")} } else { {t!("history-no-more")} }
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
                                                Some(m) => t!("history-played-for", time = format_minutes(m)),
                                                None => t!("history-in-progress"),
                                            }
                                        }
                                    }
                                    div { class: "history-what grow",
                                        div { class: "history-players",
                                            for (s, n) in e.players.iter().enumerate() {
                                                span { key: "{s}", class: if e.is_finished() && e.leaders.contains(&s) { "hp win" } else { "hp" },
                                                    Chip { colour: e.colours[s].clone() } " {n} "
                                                    span { class: "muted", {super::widgets::points_text(e.totals[s])} }
                                                }
                                            }
                                        }
                                        div { class: "muted",
                                            {preset_title(e.preset)}
                                            " · "
                                            {t!("common-set", set = e.set)}
                                            " · "
                                            if house.is_empty() { {t!("history-no-house")} } else {
                                                span { class: "badge", title: "{house}", {t!("history-house-badge", rules = house.clone())} }
                                            }
                                        }
                                    }
                                    div { class: "history-result",
                                        if e.is_finished() {
                                            span { class: "badge fin", {t!("history-finished")} }
                                            span { class: "winner",
                                                Icon { kind: IconKind::Trophy, size: 22.0 }
                                                if e.leaders.len() > 1 {
                                                    {format!(" {}", t!("history-tie", names = names(&e, &e.leaders)))}
                                                } else { " {names(&e, &e.leaders)}" }
                                            }
                                        } else {
                                            span { class: "badge open", {t!("history-round-of", n = e.rounds.0 + 1, of = e.rounds.1)} }
                                            if !e.leaders.is_empty() {
                                                span { class: "muted", {t!("history-leading", names = names(&e, &e.leaders))} }
                                            }
                                        }
                                    }
                                    div { class: "row history-actions",
                                        Link { class: "button small", to: Route::GameDetail { id }, {t!("history-open")} }
                                        if !e.is_finished() {
                                            Link { class: "button small primary", to: Route::Play { id }, {t!("history-resume")} }
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
                                                    Err(e) => note.set(Some(say(&e.said()))),
                                                }
                                            },
                                            if confirm_delete() == Some(id) { {t!("history-delete-confirm")} } else { {t!("history-delete")} }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
                div { class: "row pager",
                    button { class: "small", id: "prev-page", disabled: page() == 0, onclick: move |_| page -= 1, Icon { kind: IconKind::Left, size: 18.0 } {t!("history-newer")} }
                    span { class: "muted", {t!("history-page", n = page() + 1)} }
                    button { class: "small", id: "next-page", disabled: !p.has_more, onclick: move |_| page += 1, {t!("history-older")} Icon { kind: IconKind::Right, size: 18.0 } }
                }
            },
        }
        // Below the list: the filters and the games keep their place.
        Link { class: "card tool", id: "history-nights", to: Route::Nights {},
            strong { {t!("nights-title")} }
            span { class: "muted", {t!("history-nights-hint")} }
        }
        ExportPanel { game: None }
        if use_files().picked() {
            BackupFiles { note, deleted }
        } else {
            details { class: "card backups", id: "backups",
                summary { {t!("backups-count", count = backups.len())} }
                p { class: "hint", {t!("backups-hint-folder")} }
                if backups.is_empty() {
                    p { class: "muted", {t!("backups-none")} }
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
                                        span { class: "muted", " · " {t!("backups-size", kb = b.size / 1024)} }
                                        if b.safety { span { class: "badge", {t!("backups-safety")} } }
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
                                                    note.set(Some(t!("backups-restored", when = format_time(b.taken_at), file = kept)));
                                                    deleted.set(None);
                                                    rev.bump();
                                                }
                                                Err(e) => note.set(Some(say(&e.said()))),
                                            }
                                        },
                                        if confirm_restore().as_deref() == Some(b.name.as_str()) { {t!("backups-restore-confirm")} } else { {t!("backups-restore")} }
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
                .map_err(|e| say(&e.said()))
                .and_then(|b| fs.download(&b.name, SQLITE_MIME, &b.bytes).map(|()| b.name));
            msg.set(Some(match result {
                Ok(name) => (true, t!("backups-downloaded", file = name)),
                Err(e) => (false, t!("backups-not-made", error = e)),
            }));
        }
    };
    let pick = move |e: FormEvent| {
        spawn(async move {
            let Some(read) = picked_file(&e, history::MAX_BACKUP_BYTES).await else {
                return;
            };
            chosen.set(None);
            msg.set(Some(match read {
                Err(m) => (false, t!("backups-nothing-changed", why = m)),
                Ok((name, bytes)) => match history::check_backup_file(&name, &bytes) {
                    Err(e) => (false, say(&e.said())),
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
                        t!(
                            "backups-restored-file",
                            file = name.clone(),
                            safety = safety.name.clone()
                        ),
                    )));
                    note.set(None);
                    deleted.set(None);
                    rev.bump();
                }
                Err(e) => msg.set(Some((false, say(&e.said())))),
            }
        }
    };
    rsx! {
        details { class: "card backups", id: "backups",
            summary { {t!("backups-title")} }
            p { class: "hint", {t!("backups-hint-files")} }
            div { class: "row",
                button { class: "primary", id: "backup-download", onclick: download, {t!("backups-download")} }
            }
            div { class: "row", style: "margin-top:10px",
                label { r#for: "restore-file", {t!("backups-restore-from")} }
                input {
                    r#type: "file",
                    class: "file-pick",
                    id: "restore-file",
                    accept: ".sqlite3,.sqlite,.db,application/vnd.sqlite3,application/x-sqlite3",
                    onchange: pick,
                }
            }
            if let Some((name, _)) = chosen() {
                p { id: "restore-question", {t!("backups-question", file = name)} }
                div { class: "row",
                    button { class: "danger", id: "restore-go", onclick: restore, {t!("backups-replace")} }
                    button { id: "restore-cancel", onclick: move |_| chosen.set(None), {t!("backups-cancel")} }
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
    // As `ui::use_game`, with storage's message in the language shown.
    let db = use_db();
    let rev = use_revision();
    let loaded = use_memo(use_reactive!(|id| {
        rev.track_game(id);
        crate::app::games::game(&db, id).map_err(|e| say(&e.said()))
    }));
    let game = match loaded() {
        Ok(g) => g,
        Err(e) => {
            return rsx! { p { class: "error", "{e}" } Link { class: "button", to: Route::History {}, {t!("history-back")} } }
        }
    };
    let sheet = &game.sheet;
    let spec = &sheet.spec;
    let standings = sheet.standings();
    let house = describe_house(spec.preset, &spec.house);
    let starter = serde_json::to_value(spec.rules().starter)
        .ok()
        .and_then(|v| v.as_str().map(|s| t!(&format!("history-starter-{s}"))))
        .unwrap_or_default();
    rsx! {
        div { class: "row",
            Link { class: "button small", to: Route::History {}, Icon { kind: IconKind::Left, size: 18.0 } {t!("history-title")} }
        }
        h1 { id: "detail-title", {spec.players.join(", ")} }
        super::board::NightOfGame { game: id }
        p { class: "lead",
            "{format_time(game.started_at)} · "
            if let Some(f) = game.finished_at {
                {t!("history-detail-finished", when = format_time(f), time = format_minutes(game.duration_minutes()))}
            } else {
                {t!("history-detail-unfinished", n = sheet.rounds.len(), of = spec.schedule.len())}
            }
        }
        if game.revision > 1 {
            p { class: "muted", id: "corrected", {t!("history-corrected", revision = game.revision as u64)} }
        }
        if let Some(w) = sheet.tie().and_then(|t| crate::formats::words::tie(super::lang(), &t)) {
            p { class: "tie-why", id: "tie-why", "{w}" }
        }
        if !game.is_finished() {
            Link { class: "button primary big", id: "resume", to: Route::Play { id }, {t!("history-resume-game")} }
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
                        span { class: "total", {super::widgets::points_text(total)} }
                    }
                }
            }
            div { class: "card rules-card", id: "rules",
                h2 { {t!("history-rules")} }
                p { strong { {preset_title(spec.preset)} } {t!("history-detail-setup", set = spec.set, count = spec.schedule.len())} }
                p { class: "muted", {t!("history-detail-deal", count = spec.hand_size(), starter = starter)} }
                if house.is_empty() {
                    p { class: "muted", {t!("history-detail-no-house")} }
                } else {
                    p { {t!("history-detail-house")} }
                    ul { id: "rules-in-play", for h in house { li { key: "{h}", "{h}" } } }
                }
            }
        }
        super::share::SharePanel { id }
        if !sheet.rounds.is_empty() {
            h2 { {t!("history-running-totals")} }
            RunningTotalsChart { game: game.clone() }
        }
        h2 { {t!("history-scoreboard")} }
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
        history::audit_trail(&db, id).unwrap_or_default()
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
            Some(Ok(e)) if e["out"] == true => t!("history-audit-went-out"),
            Some(Ok(e)) => e["total"].to_string(),
            _ => t!("history-audit-nothing"),
        }
    };
    // What was done, as stored (`entry set`, ...): its words when known.
    let what = |w: &str| {
        let id = w.replace(' ', "-");
        if AUDIT_WHAT.contains(&id.as_str()) {
            t!(&format!("history-audit-{id}"))
        } else {
            w.to_string()
        }
    };
    let device = |d: &str| {
        if d == "host" {
            t!("history-audit-host")
        } else {
            d.to_string()
        }
    };
    rsx! {
        details { class: "card", id: "audit",
            summary { {t!("history-audit", count = rows.len())} }
            ul {
                for a in rows.iter().rev().take(100) {
                    li { key: "{a.id}",
                        {format_time(a.at)}
                        " · "
                        {t!("history-audit-round", n = a.round.map_or(0, |r| r + 1))}
                        if let Some(name) = a.seat.and_then(|s| players.get(s)) { " · {name}" }
                        " · "
                        {t!("history-audit-change", what = what(&a.what), device = device(&a.device))}
                        " "
                        if a.old.is_some() { {t!("history-audit-was", value = value(&a.old))} " " }
                        {t!("history-audit-now", value = value(&a.new))}
                    }
                }
            }
        }
    }
}

/// What the audit trail stores as the change made (spaces as dashes).
const AUDIT_WHAT: [&str; 6] = [
    "entry-set",
    "entry-corrected",
    "entry-cleared",
    "round-saved",
    "round-edited",
    "round-undone",
];

/// The translation keys this area builds from ids (see
/// `ui::i18n_built_keys`).
pub(crate) fn i18n_keys() -> Vec<String> {
    let mut keys: Vec<String> = ["at-table", "next-seat", "last-winner"]
        .iter()
        .map(|s| format!("history-starter-{s}"))
        .collect();
    keys.extend(AUDIT_WHAT.iter().map(|w| format!("history-audit-{w}")));
    keys
}

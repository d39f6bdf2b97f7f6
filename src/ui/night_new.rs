//! Setting up a club night (issue 32): its name, date and league, the
//! rules every table plays, the players present (picked from everyone who
//! has played, or typed), the table size, a time limit, and the tables,
//! drawn at random and moved by hand before the night starts.

use super::new_game::{schedule_name, tie_break_text};
use super::widgets::{Icon, IconKind};
use super::{preset_title, say, use_db, use_list, use_revision, Route};
use crate::app::league;
use crate::app::night::{self, NightPlan};
use crate::i18n::Message;
use crate::rules::club::{self, Scoring};
use crate::rules::{
    clean_name, schedule_choices, GameSpec, HouseRules, PresetId, Rules, TieBreak, SUPPORTED_SETS,
};
use dioxus::prelude::*;

pub(super) use super::board::scoring_text;

/// The club night form.
#[component]
pub fn NewNight() -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let known = use_list(|db| night::known_names(db).unwrap_or_default());
    let leagues = use_list(|db| league::standings::leagues(db).unwrap_or_default());
    let mut name = use_signal(|| t!("night-default-name"));
    let mut date = use_signal(night::today);
    let mut league = use_signal(String::new);
    let mut preset = use_signal(|| PresetId::Classic);
    let mut set = use_signal(|| 12u8);
    let mut schedule = use_signal(|| 0usize);
    let doubles_double = use_signal(|| false);
    let mut bonus = use_signal(String::new);
    let mut penalty = use_signal(String::new);
    let mut tie_break = use_signal(|| TieBreak::Shared);
    let mut per_table = use_signal(|| club::DEFAULT_PER_TABLE);
    let mut minutes = use_signal(String::new);
    let mut scoring = use_signal(Scoring::default);
    let mut players = use_signal(Vec::<String>::new);
    let mut typed = use_signal(String::new);
    // The tables drawn (and moved by hand), once asked for.
    let mut tables = use_signal(|| None::<Vec<Vec<String>>>);
    let mut error = use_signal(|| None::<String>);

    let rules = Rules::preset(preset());
    let choices = schedule_choices(&rules, set(), per_table().min(8) as u8, 0);
    let number = |s: &str| -> Result<Option<u16>, String> {
        match s.trim() {
            "" => Ok(None),
            v => v
                .parse::<u16>()
                .map(Some)
                .map_err(|_| t!("night-not-a-number", value = v.to_string())),
        }
    };
    let build = move || -> Result<NightPlan, String> {
        let rules = Rules::preset(preset());
        let choices = schedule_choices(&rules, set(), per_table().min(8) as u8, 0);
        let chosen = choices.get(schedule()).or(choices.first());
        let doubles = match chosen {
            // A shuffled order is drawn now, as the night starts.
            Some(c) => {
                crate::app::games::named_schedule(c.name, set()).map_err(|e| say(&e.said()))?
            }
            None => return Err(t!("night-no-schedule")),
        };
        let mut spec = GameSpec::new(preset(), set(), vec!["a".into(), "b".into()])
            .map_err(|e| say(&e.said()))?;
        spec.schedule = doubles;
        spec.house = HouseRules {
            doubles_count_double: doubles_double().then_some(true),
            going_out_bonus: number(&bonus.read())?.filter(|&v| v > 0),
            open_marker_penalty: number(&penalty.read())?.filter(|&v| v > 0),
            tie_break: (tie_break() != TieBreak::Shared).then_some(tie_break()),
            ..Default::default()
        };
        let minutes = number(&minutes.read())?.map(u32::from);
        let league = clean_name(&league.read());
        let plan = NightPlan {
            name: name(),
            date: date(),
            league: (!league.is_empty()).then_some(league),
            rules: spec,
            per_table: per_table(),
            minutes,
            scoring: scoring(),
            players: players(),
        };
        // The refusals the screens word themselves, in the screens' language.
        let present = plan.players.len();
        if clean_name(&plan.name).is_empty() {
            return Err(t!("night-needs-name"));
        }
        if minutes == Some(0) {
            return Err(t!("night-minutes-above-zero"));
        }
        if present < 2 {
            return Err(t!("night-needs-players"));
        }
        let biggest = club::table_sizes(present, plan.per_table)
            .first()
            .copied()
            .unwrap_or(0);
        let most = rules.max_players_for(set()) as usize;
        if plan.per_table < 2 || biggest > most {
            return Err(t!("night-table-too-big", most = most));
        }
        night::check_plan(&plan).map_err(|e| say(&e.said()))?;
        Ok(plan)
    };
    let problem = build().err();

    let mut add = move |who: String| {
        let who = clean_name(&who);
        if who.is_empty() {
            return;
        }
        let mut list = players.write();
        if !list.iter().any(|p| p.eq_ignore_ascii_case(&who)) {
            list.push(who);
        }
        tables.set(None);
    };
    let draw = move |_| match build() {
        Ok(plan) => {
            let seed = crate::app::games::schedule_seed();
            match club::draw_tables(&night::clean_players(&plan.players), plan.per_table, seed) {
                Ok(t) => {
                    tables.set(Some(t));
                    error.set(None);
                }
                Err(e) => error.set(Some(say(&e.said()))),
            }
        }
        Err(e) => error.set(Some(e)),
    };
    let start = {
        let db = db.clone();
        move |_| {
            let Some(seated) = tables() else { return };
            match build().and_then(|plan| {
                night::new_night_seated(&db, &plan, &seated).map_err(|e| say(&e.said()))
            }) {
                Ok(s) => {
                    for t in &s.tables {
                        rev.game_changed(t.game);
                    }
                    nav.push(Route::NightPage { id: s.night });
                }
                Err(e) => error.set(Some(e)),
            }
        }
    };
    let known = known();
    let chosen = players();

    rsx! {
        h1 { {t!("night-new-title")} }
        p { class: "lead", {t!("night-new-lead")} }
        div { class: "card",
            div { class: "grid2",
                div { class: "field",
                    label { r#for: "night-name", {t!("night-name")} }
                    input { id: "night-name", r#type: "text", value: "{name}", oninput: move |e| name.set(e.value()) }
                }
                div { class: "field",
                    label { r#for: "night-date", {t!("night-date")} }
                    input { id: "night-date", r#type: "date", value: "{date}", oninput: move |e| date.set(e.value()) }
                }
                div { class: "field",
                    label { r#for: "night-league", {t!("night-league")} }
                    input { id: "night-league", r#type: "text", list: "night-leagues", value: "{league}",
                        placeholder: t!("night-league-none"), oninput: move |e| league.set(e.value()) }
                    datalist { id: "night-leagues",
                        for l in leagues().iter() { option { key: "{l}", value: "{l}" } }
                    }
                }
                div { class: "field",
                    label { r#for: "night-scoring", {t!("night-scoring")} }
                    select { id: "night-scoring", onchange: move |e| scoring.set(e.value().parse().unwrap_or_default()),
                        for s in Scoring::ALL { option { key: "{s}", value: "{s}", selected: s == scoring(), {scoring_text(s)} } }
                    }
                }
            }
        }
        h2 { {t!("night-rules")} }
        div { class: "card",
            div { class: "grid2",
                div { class: "field",
                    label { r#for: "night-preset", {t!("night-preset")} }
                    select { id: "night-preset", onchange: move |e| {
                            if let Ok(p) = e.value().parse::<PresetId>() {
                                preset.set(p);
                                set.set(Rules::preset(p).default_set);
                                schedule.set(0);
                            }
                        },
                        for p in PresetId::ALL { option { key: "{p.id()}", value: "{p.id()}", selected: p == preset(), {preset_title(p)} } }
                    }
                }
                div { class: "field",
                    label { r#for: "night-set", {t!("night-set")} }
                    select { id: "night-set", onchange: move |e| { set.set(e.value().parse().unwrap_or(12)); schedule.set(0); },
                        for s in SUPPORTED_SETS { option { key: "{s}", value: "{s}", selected: s == set(), {t!("common-set", set = s)} } }
                    }
                }
                div { class: "field",
                    label { r#for: "night-schedule", {t!("ng-schedule")} }
                    select { id: "night-schedule", onchange: move |e| schedule.set(e.value().parse().unwrap_or(0)),
                        for (k, c) in choices.iter().enumerate() {
                            option { key: "{k}", value: "{k}", selected: k == schedule(),
                                {schedule_name(c.name, set())} " · " {t!("night-rounds", count = c.rounds())}
                            }
                        }
                    }
                }
                div { class: "field",
                    label { r#for: "night-tie-break", {t!("ng-tie-break")} }
                    select { id: "night-tie-break", onchange: move |e| tie_break.set(TieBreak::ALL.into_iter().find(|t| t.id() == e.value()).unwrap_or_default()),
                        for tb in TieBreak::ALL { option { key: "{tb.id()}", value: "{tb.id()}", selected: tb == tie_break(), {tie_break_text(tb)} } }
                    }
                }
                div { class: "field",
                    label { r#for: "night-bonus", {t!("ng-bonus")} }
                    input { id: "night-bonus", r#type: "number", inputmode: "numeric", min: "0", value: "{bonus}", oninput: move |e| bonus.set(e.value()) }
                }
                div { class: "field",
                    label { r#for: "night-penalty", {t!("ng-penalty")} }
                    input { id: "night-penalty", r#type: "number", inputmode: "numeric", min: "0", value: "{penalty}", oninput: move |e| penalty.set(e.value()) }
                }
            }
            super::widgets::Toggle {
                id: "night-doubles-double",
                label: t!("ng-doubles-double"),
                on: doubles_double(),
                onclick: {
                    let mut d = doubles_double;
                    move |_| d.set(!d())
                },
            }
        }
        h2 { {t!("night-players", count = chosen.len())} }
        div { class: "card",
            if !known.is_empty() {
                div { class: "row", role: "group", "aria-label": t!("night-known"),
                    for (k, who) in known.iter().take(40).cloned().enumerate() {
                        {
                            let here = chosen.iter().any(|p| p.eq_ignore_ascii_case(&who));
                            rsx! {
                                button {
                                    key: "{who}",
                                    r#type: "button",
                                    id: "night-known-{k}",
                                    class: if here { "small chip-name added" } else { "small chip-name" },
                                    "aria-pressed": "{here}",
                                    onclick: move |_| {
                                        if here {
                                            players.write().retain(|p| !p.eq_ignore_ascii_case(&who));
                                            tables.set(None);
                                        } else {
                                            add(who.clone());
                                        }
                                    },
                                    if here { Icon { kind: IconKind::Check, size: 16.0 } }
                                    "{who}"
                                }
                            }
                        }
                    }
                }
            }
            form { class: "row", id: "night-add-form",
                onsubmit: move |e: FormEvent| { e.prevent_default(); add(typed()); typed.set(String::new()); },
                label { class: "visually-hidden", r#for: "night-add", {t!("night-add")} }
                input { id: "night-add", r#type: "text", value: "{typed}", placeholder: t!("night-add"), oninput: move |e| typed.set(e.value()) }
                button { r#type: "submit", id: "night-add-go", {t!("night-add-go")} }
            }
            if !chosen.is_empty() {
                ul { class: "night-present", id: "night-present",
                    for (i, p) in chosen.iter().cloned().enumerate() {
                        li { key: "{p}",
                            span { "{p}" }
                            button { class: "small danger", r#type: "button", id: "night-remove-{i}",
                                "aria-label": t!("night-remove", name = p.clone()),
                                onclick: move |_| { players.write().remove(i); tables.set(None); },
                                Icon { kind: IconKind::Cross, size: 16.0 }
                            }
                        }
                    }
                }
            }
            div { class: "grid2",
                div { class: "field",
                    label { r#for: "night-per-table", {t!("night-per-table")} }
                    input { id: "night-per-table", r#type: "number", inputmode: "numeric", min: "2", max: "8", value: "{per_table}",
                        oninput: move |e| { per_table.set(e.value().parse().unwrap_or(0)); tables.set(None); } }
                }
                div { class: "field",
                    label { r#for: "night-minutes", {t!("night-minutes")} }
                    input { id: "night-minutes", r#type: "number", inputmode: "numeric", min: "1", value: "{minutes}",
                        placeholder: t!("night-minutes-none"), oninput: move |e| minutes.set(e.value()) }
                }
            }
        }
        if let Some(p) = problem.clone() {
            p { class: "hint", id: "night-problem", "{p}" }
        }
        div { class: "row",
            button { class: if tables().is_some() { "" } else { "primary" }, id: "night-draw", disabled: problem.is_some(), onclick: draw,
                if tables().is_some() { {t!("night-draw-again")} } else { {t!("night-draw")} }
            }
        }
        if let Some(drawn) = tables() {
            h2 { {t!("night-tables")} }
            p { class: "muted", {t!("night-move-hint")} }
            div { class: "night-tables", id: "night-drawn",
                for (t, at) in drawn.iter().cloned().enumerate() {
                    div { class: "card", key: "{t}", id: "drawn-table-{t + 1}",
                        h3 { {t!("night-table", table = t + 1)} " · " {t!("night-seats", count = at.len())} }
                        for (k, who) in at.iter().cloned().enumerate() {
                            div { class: "row", key: "{who}",
                                span { class: "grow", "{who}" }
                                select {
                                    id: "move-{t + 1}-{k + 1}",
                                    "aria-label": t!("night-move", name = who.clone()),
                                    onchange: move |e| {
                                        let to: usize = e.value().parse().unwrap_or(t);
                                        if let Some(list) = tables.write().as_mut() {
                                            list[t].retain(|p| *p != who);
                                            if to >= list.len() { list.push(vec![]); }
                                            list[to].push(who.clone());
                                            list.retain(|l| !l.is_empty());
                                        }
                                    },
                                    for k in 0..=drawn.len() {
                                        option { key: "{k}", value: "{k}", selected: k == t,
                                            if k == drawn.len() { {t!("night-new-table")} } else { {t!("night-table", table = k + 1)} }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
            button { class: "primary", id: "night-start", onclick: start, {t!("night-start")} }
        }
        if let Some(e) = error() {
            p { class: "error", role: "alert", id: "night-error", "{e}" }
        }
    }
}

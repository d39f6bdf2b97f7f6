//! New game: players in seat order with marker colours, preset, set and
//! house rules.

use super::round_form::Act;
use super::say;
use super::widgets::{format_minutes, Chip, Domino, Icon, IconKind, Toggle, PALETTE};
use super::{preset_title, use_db, use_revision, Route};
use crate::app::games;
use crate::i18n::Message;
use crate::rules::{
    estimated_minutes, GameSpec, HouseRules, NamedSchedule, PresetId, Rules, StarterRule, TieBreak,
    SUPPORTED_SETS,
};
use dioxus::prelude::*;

fn starter_text(s: StarterRule) -> String {
    match s {
        StarterRule::AtTable => t!("ng-starter-at-table"),
        StarterRule::NextSeat => t!("ng-starter-next-seat"),
        StarterRule::LastWinner => t!("ng-starter-last-winner"),
    }
}

fn parse_opt<T: std::str::FromStr>(s: &str, what: &str) -> Result<Option<T>, String> {
    let s = s.trim();
    if s.is_empty() {
        return Ok(None);
    }
    s.parse()
        .map(Some)
        .map_err(|_| t!("ng-not-whole", what = what, text = s))
}

pub(super) fn tie_break_text(t: TieBreak) -> String {
    match t {
        TieBreak::Shared => t!("ng-tie-shared"),
        TieBreak::MostRoundsWon => t!("ng-tie-most-rounds-won"),
        TieBreak::LowestLastRound => t!("ng-tie-lowest-last-round"),
    }
}

/// A schedule's name on the New game screen ("First 7 rounds").
pub(super) fn schedule_name(s: NamedSchedule, set: u8) -> String {
    match s {
        NamedSchedule::TopDown => t!("ng-sched-top-down", first = set, last = 0),
        NamedSchedule::FirstRounds(n) => t!("ng-sched-first", count = n),
        NamedSchedule::FromDouble(k) => t!("ng-sched-from", double = k),
        NamedSchedule::Up => t!("ng-sched-up", top = set),
        NamedSchedule::UpAndDown => t!("ng-sched-up-and-down", top = set),
        NamedSchedule::Odd => t!("ng-sched-odd"),
        NamedSchedule::Even => t!("ng-sched-even"),
        NamedSchedule::Shuffled => t!("ng-sched-shuffled"),
    }
}

/// The refusal of an open-marker penalty in a preset without markers, as
/// the engine words it (`None` where the preset has markers).
fn marker_penalty_refused(p: PresetId) -> Option<String> {
    let asked = HouseRules {
        open_marker_penalty: Some(1),
        ..Default::default()
    };
    Rules::preset(p)
        .with_house(&asked)
        .err()
        .map(|e| say(&e.said()))
}

/// The new-game form.
#[component]
pub fn NewGame() -> Element {
    let db = use_db();
    let rev = use_revision();
    let nav = use_navigator();
    let known = use_hook(|| games::known_players(&db).unwrap_or_default());
    let mut players = use_signal(|| {
        (0..3)
            .map(|i| (i as u32, String::new(), PALETTE[i].to_string()))
            .collect::<Vec<(u32, String, String)>>()
    });
    let mut preset = use_signal(|| PresetId::Classic);
    let mut set = use_signal(|| 12u8);
    let mut first = use_signal(|| 12u8);
    let mut last = use_signal(|| 0u8);
    let hand = use_signal(String::new);
    let blank = use_signal(String::new);
    let dblank = use_signal(String::new);
    let mut starter = use_signal(|| None::<StarterRule>);
    let faster = use_signal(|| false);
    let cover_last = use_signal(|| false);
    // The house scoring rules (issue 31).
    let doubles_double = use_signal(|| false);
    let bonus = use_signal(String::new);
    let penalty = use_signal(String::new);
    let mut tie_break = use_signal(|| TieBreak::Shared);
    // The schedule by name ("top-down": from the first to the last round
    // chosen), with the number the first-N and from-K schedules take.
    let mut schedule = use_signal(|| "top-down".to_string());
    let mut sched_n = use_signal(|| 6usize);
    let mut sched_k = use_signal(|| 6u8);
    // The row "+ Add a player" made last: its name box takes the cursor.
    let mut added_row = use_signal(|| None::<u32>);
    // A storage failure, shown until the next attempt.
    let mut error = use_signal(|| None::<String>);
    // Set when starting was refused: the reason is worked out again from the
    // form as it is now, so the message goes once the problem is fixed.
    let mut tried = use_signal(|| false);

    let rules = Rules::preset(preset());
    let n = players.read().len();
    let max_players = rules.max_players_for(set());
    let default_hand = rules.hand_size(n as u8, set());
    // The players a rough time is worked out for: those named, at least the
    // preset's fewest.
    let seated = (players
        .read()
        .iter()
        .filter(|(_, n, _)| !n.trim().is_empty())
        .count() as u8)
        .max(rules.min_players);
    let marker_refusal = marker_penalty_refused(preset());

    let build = move || -> Result<(GameSpec, Vec<String>), String> {
        // Rows left empty are not players (three rows are offered; two may play).
        let list: Vec<(u32, String, String)> = players
            .read()
            .iter()
            .filter(|(_, n, _)| !n.trim().is_empty())
            .cloned()
            .collect();
        let house = HouseRules {
            hand_size: parse_opt(&hand.read(), &t!("ng-what-hand"))?,
            blank_half: parse_opt(&blank.read(), &t!("ng-what-blank"))?,
            double_blank: parse_opt(&dblank.read(), &t!("ng-what-dblank"))?,
            starter: starter(),
            faster_first_turn: (faster() != Rules::preset(preset()).faster_first_turn)
                .then_some(faster()),
            cover_last_double: (cover_last() != Rules::preset(preset()).cover_last_double)
                .then_some(cover_last()),
            doubles_count_double: doubles_double().then_some(true),
            going_out_bonus: parse_opt(&bonus.read(), &t!("ng-what-bonus"))?
                .filter(|&v: &u16| v > 0),
            open_marker_penalty: parse_opt(&penalty.read(), &t!("ng-what-penalty"))?
                .filter(|&v: &u16| v > 0),
            tie_break: (tie_break() != TieBreak::Shared).then_some(tie_break()),
            ..Default::default()
        };
        let schedule = match chosen_schedule(&schedule.read(), sched_n(), sched_k()) {
            None => GameSpec::schedule_between(first(), last()).map_err(|e| say(&e.said()))?,
            // A shuffled order is drawn here, as the game starts.
            Some(named) => games::named_schedule(named, set()).map_err(|e| say(&e.said()))?,
        };
        let spec = GameSpec {
            preset: preset(),
            set: set(),
            house,
            players: list
                .iter()
                .map(|(_, n, _)| crate::rules::clean_name(n))
                .collect(),
            schedule,
        };
        spec.validate().map_err(|e| say(&e.said()))?;
        Ok((spec, list.into_iter().map(|(_, _, c)| c).collect()))
    };

    let problem = if tried() { build().err() } else { None };
    let start = move |_| match build() {
        Ok((spec, colours)) => match games::create_game(&*db, &spec, &colours) {
            Ok(id) => {
                rev.game_changed(id);
                nav.push(Route::Play { id });
            }
            Err(e) => error.set(Some(say(&Act::Create.said(&e)))),
        },
        Err(_) => {
            error.set(None);
            tried.set(true);
        }
    };

    rsx! {
        h1 { {t!("home-new")} }
        div { class: "card",
            h2 { style: "margin-top:0", {t!("ng-players")} }
            datalist { id: "known-names",
                for (name, _) in known.iter() { option { value: "{name}" } }
            }
            for (i, (row, name, colour)) in players.read().iter().cloned().enumerate() {
                div { class: "player-row", key: "{row}",
                    span { class: "seat", "{i + 1}" }
                    Chip { colour: colour.clone() }
                    input {
                        r#type: "text",
                        id: "player-{i}",
                        placeholder: t!("ng-name-placeholder", n = i + 1),
                        list: "known-names",
                        autofocus: match added_row() { Some(r) => r == row, None => i == 0 },
                        onmounted: move |e: MountedEvent| async move {
                            if added_row() == Some(row) {
                                let _ = e.set_focus(true).await;
                            }
                        },
                        initial_value: "{name}",
                        oninput: {
                            let known = known.clone();
                            move |e: FormEvent| {
                                let v = e.value();
                                let mut list = players.write();
                                if let Some((_, c)) = known.iter().find(|(k, _)| k.eq_ignore_ascii_case(v.trim())) {
                                    if !list.iter().enumerate().any(|(j, (_, _, oc))| j != i && oc == c) {
                                        list[i].2 = c.clone();
                                    }
                                }
                                list[i].1 = v;
                            }
                        },
                    }
                    div { class: "swatches",
                        for c in PALETTE {
                            button {
                                class: if c == colour { "swatch on" } else { "swatch" },
                                style: "background:{c}",
                                title: t!("ng-colour", colour = c),
                                tabindex: "-1",
                                onclick: move |_| players.write()[i].2 = c.to_string(),
                            }
                        }
                    }
                    button { class: "small", title: t!("ng-move-up"), disabled: i == 0, tabindex: "-1",
                        "aria-label": t!("ng-move-up-spoken"),
                        onclick: move |_| players.write().swap(i, i - 1), Icon { kind: IconKind::Up, size: 18.0 } }
                    button { class: "small danger", title: t!("ng-remove"), disabled: n <= 2, tabindex: "-1",
                        "aria-label": t!("ng-remove-spoken"),
                        onclick: move |_| { players.write().remove(i); }, Icon { kind: IconKind::Cross, size: 18.0 } }
                }
            }
            if !known.is_empty() {
                div { class: "row", style: "margin:6px 0 12px",
                    span { class: "muted", {t!("ng-played-before")} }
                    // Every chip keeps its place: a tapped one stays, marked as
                    // added, so the next tap lands on the chip that was there.
                    for (k, (kname, kcolour)) in known.iter().take(16).cloned().enumerate() {
                        {
                            let added = players.read().iter().any(|(_, n, _)| n.trim().eq_ignore_ascii_case(&kname));
                            rsx! {
                                button {
                                    r#type: "button",
                                    key: "{kname}",
                                    class: if added { "small chip-name added" } else { "small chip-name" },
                                    id: "known-{k}",
                                    disabled: added,
                                    "aria-pressed": "{added}",
                                    title: if added { t!("ng-known-playing", name = kname.as_str()) } else { t!("ng-known-add", name = kname.as_str()) },
                                    onclick: move |_| {
                                        let mut list = players.write();
                                        if list.iter().any(|(_, n, _)| n.trim().eq_ignore_ascii_case(&kname)) {
                                            return;
                                        }
                                        let fresh = list.iter().map(|(r, _, _)| r + 1).max().unwrap_or(0);
                                        let colour_free = !list.iter().any(|(_, _, c)| *c == kcolour);
                                        match list.iter().position(|(_, n, _)| n.trim().is_empty()) {
                                            // A new key re-creates the input so it shows the name.
                                            Some(i) => {
                                                list[i].0 = fresh;
                                                list[i].1 = kname.clone();
                                                if colour_free { list[i].2 = kcolour.clone(); }
                                            }
                                            None if list.len() < max_players as usize => {
                                                let c = if colour_free { kcolour.clone() } else {
                                                    PALETTE.iter().find(|c| !list.iter().any(|(_, _, u)| u == *c)).unwrap_or(&PALETTE[0]).to_string()
                                                };
                                                list.push((fresh, kname.clone(), c));
                                            }
                                            None => {}
                                        }
                                    },
                                    if added { Icon { kind: IconKind::Check, size: 16.0 } }
                                    Chip { colour: kcolour.clone() }
                                    "{kname}"
                                }
                            }
                        }
                    }
                }
            }
            button {
                id: "add-player",
                disabled: n >= max_players as usize,
                onclick: move |_| {
                    let mut list = players.write();
                    let used: Vec<String> = list.iter().map(|(_, _, c)| c.clone()).collect();
                    let c = PALETTE.iter().find(|c| !used.iter().any(|u| u == *c)).unwrap_or(&PALETTE[0]);
                    let row = list.iter().map(|(r, _, _)| r + 1).max().unwrap_or(0);
                    list.push((row, String::new(), c.to_string()));
                    added_row.set(Some(row));
                },
                {t!("ng-add-player")}
            }
            span { class: "hint", "  " {t!("ng-player-range", min = rules.min_players, max = max_players)} }
        }

        div { class: "card",
            h2 { style: "margin-top:0", {t!("ng-rules")} }
            div { class: "choices",
                for p in PresetId::ALL {
                    button {
                        class: if p == preset() { "choice on" } else { "choice" },
                        id: "preset-{p.id()}",
                        onclick: move |_| {
                            preset.set(p);
                            let s = Rules::preset(p).default_set;
                            set.set(s);
                            first.set(s);
                            last.set(0);
                            sched_n.set((s as usize).div_ceil(2));
                            sched_k.set(s / 2);
                            if p == PresetId::ChooChooSixes { players.write().truncate(2); }
                        },
                        span { {preset_title(p)} }
                        small { {preset_blurb(p)} }
                    }
                }
            }
            h3 { {t!("ng-set")} }
            div { class: "choices",
                for s in SUPPORTED_SETS {
                    button {
                        class: if s == set() { "choice on" } else { "choice" },
                        style: "min-width:120px",
                        id: "set-{s}",
                        onclick: move |_| {
                            set.set(s);
                            first.set(s);
                            last.set(0);
                            sched_n.set((s as usize).div_ceil(2));
                            sched_k.set(s / 2);
                        },
                        Domino { a: s, b: s, size: 22.0 }
                        small { {t!("common-set", set = s)} }
                    }
                }
            }
        }

        div { class: "card",
            h2 { style: "margin-top:0", {t!("ng-house")} }
            p { class: "hint", {t!("ng-house-hint", preset = preset_title(rules.preset))} }
            div { class: "row",
                div { class: "field",
                    label { r#for: "schedule", {t!("ng-schedule")} }
                    select { id: "schedule",
                        onchange: move |e: FormEvent| schedule.set(e.value()),
                        for named in NamedSchedule::common(set()) {
                            {
                                let kind = named.kind();
                                let named = match named {
                                    NamedSchedule::FirstRounds(_) => NamedSchedule::FirstRounds(sched_n()),
                                    NamedSchedule::FromDouble(_) => NamedSchedule::FromDouble(sched_k()),
                                    other => other,
                                };
                                // The top double down: from the first round
                                // chosen below to the last.
                                let (name, rounds) = if named == NamedSchedule::TopDown {
                                    (
                                        t!("ng-sched-top-down", first = first(), last = last()),
                                        (first() as usize + 1).saturating_sub(last() as usize),
                                    )
                                } else {
                                    (schedule_name(named, set()), named.rounds(set()))
                                };
                                let time = format_minutes(estimated_minutes(&rules, set(), seated, rounds) as i64);
                                rsx! {
                                    option { key: "{kind}", value: "{kind}", id: "schedule-{kind}", selected: *schedule.read() == kind,
                                        {t!("ng-schedule-option", name = name, count = rounds, time = time)}
                                    }
                                }
                            }
                        }
                    }
                }
                if *schedule.read() == "first" {
                    div { class: "field",
                        label { r#for: "schedule-n", {t!("ng-schedule-n")} }
                        select { id: "schedule-n",
                            onchange: move |e: FormEvent| if let Ok(v) = e.value().parse() { sched_n.set(v) },
                            for k in 1..=(set() as usize + 1) { option { value: "{k}", selected: k == sched_n(), "{k}" } }
                        }
                    }
                }
                if *schedule.read() == "from" {
                    div { class: "field",
                        label { r#for: "schedule-k", {t!("ng-schedule-k")} }
                        select { id: "schedule-k",
                            onchange: move |e: FormEvent| if let Ok(v) = e.value().parse() { sched_k.set(v) },
                            for d in (0..=set()).rev() { option { value: "{d}", selected: d == sched_k(), "{d}-{d}" } }
                        }
                    }
                }
            }
            div { class: "row",
                if *schedule.read() == "top-down" {
                div { class: "field",
                    label { r#for: "first", {t!("ng-first")} }
                    select { id: "first", value: "{first}",
                        onchange: move |e: FormEvent| if let Ok(v) = e.value().parse() { first.set(v) },
                        for d in (0..=set()).rev() { option { value: "{d}", selected: d == first(), "{d}-{d}" } }
                    }
                }
                div { class: "field",
                    label { r#for: "last", {t!("ng-last")} }
                    select { id: "last", value: "{last}",
                        onchange: move |e: FormEvent| if let Ok(v) = e.value().parse() { last.set(v) },
                        for d in (0..=set()).rev() { option { value: "{d}", selected: d == last(), "{d}-{d}" } }
                    }
                }
                }
                NumberField { id: "hand", label: t!("ng-hand"), placeholder: "{default_hand}", value: hand }
                NumberField { id: "blank", label: t!("ng-blank"), placeholder: "{rules.blank_half}", value: blank }
                NumberField { id: "dblank", label: t!("ng-dblank"), placeholder: "{rules.double_blank}", value: dblank }
                div { class: "field",
                    label { r#for: "starter", {t!("ng-who-starts")} }
                    select { id: "starter",
                        onchange: move |e: FormEvent| starter.set(match e.value().as_str() {
                            "at-table" => Some(StarterRule::AtTable),
                            "next-seat" => Some(StarterRule::NextSeat),
                            "last-winner" => Some(StarterRule::LastWinner),
                            _ => None,
                        }),
                        option { value: "", selected: starter().is_none(), {t!("ng-starter-preset", rule = starter_text(rules.starter))} }
                        option { value: "at-table", selected: starter() == Some(StarterRule::AtTable), {starter_text(StarterRule::AtTable)} }
                        option { value: "next-seat", selected: starter() == Some(StarterRule::NextSeat), {starter_text(StarterRule::NextSeat)} }
                        option { value: "last-winner", selected: starter() == Some(StarterRule::LastWinner), {starter_text(StarterRule::LastWinner)} }
                    }
                }
            }
            HouseToggle { id: "faster", label: t!("ng-faster"), value: faster,
                hint: t!("ng-faster-hint") }
            HouseToggle { id: "cover-last-double", label: t!("ng-cover-last"), value: cover_last,
                hint: t!("ng-cover-last-hint"),
                style: "margin-top:10px" }
            if *schedule.read() == "top-down" {
                p { class: "muted",
                    {t!("ng-rounds-span", count = first() as i32 - last() as i32 + 1, first = first(), last = last())}
                }
            }
        }

        div { class: "card", id: "house-scoring",
            h2 { style: "margin-top:0", {t!("ng-house-scoring")} }
            p { class: "hint", {t!("ng-house-scoring-hint")} }
            HouseToggle { id: "doubles-count-double", label: t!("ng-doubles-double"), value: doubles_double,
                hint: t!("ng-doubles-double-hint") }
            div { class: "row", style: "margin-top:10px",
                NumberField { id: "going-out-bonus", label: t!("ng-bonus"), placeholder: "0", value: bonus }
                if marker_refusal.is_none() {
                    NumberField { id: "marker-penalty", label: t!("ng-penalty"), placeholder: "0", value: penalty }
                }
                div { class: "field",
                    label { r#for: "tie-break", {t!("ng-tie-break")} }
                    select { id: "tie-break",
                        onchange: move |e: FormEvent| if let Ok(v) = e.value().parse() { tie_break.set(v) },
                        for tb in TieBreak::ALL {
                            option { value: "{tb.id()}", selected: tb == tie_break(), {tie_break_text(tb)} }
                        }
                    }
                }
            }
            p { class: "hint", {t!("ng-bonus-hint")} }
            if let Some(why) = marker_refusal {
                p { class: "hint", id: "marker-penalty-refused", {super::widgets::sentence(&why)} }
            } else {
                p { class: "hint", {t!("ng-penalty-hint")} }
            }
        }
        if let Some(e) = problem.or(error()) {
            div { class: "error", role: "alert", id: "setup-error", "{e}" }
        }
        button { class: "primary big", id: "start-game", onclick: start, {t!("ng-start")} }
    }
}

/// The schedule chosen by name; `None`: from the first round's double
/// down to the last's (the top double down to 0-0 unless changed).
fn chosen_schedule(kind: &str, n: usize, k: u8) -> Option<NamedSchedule> {
    match kind {
        "first" => Some(NamedSchedule::FirstRounds(n)),
        "from" => Some(NamedSchedule::FromDouble(k)),
        "top-down" => None,
        other => other.parse().ok(),
    }
}

fn preset_blurb(p: PresetId) -> String {
    match p {
        PresetId::Classic => t!("ng-blurb-classic"),
        PresetId::HubSet => t!("ng-blurb-hub-set"),
        PresetId::DominoRules => t!("ng-blurb-dominorules"),
        PresetId::ChooChooSixes => t!("ng-blurb-choo-choo-sixes"),
    }
}

/// A labelled field for a whole number that may be left empty (then the
/// preset's value, shown as the placeholder, holds).
#[component]
fn NumberField(
    id: String,
    label: String,
    placeholder: String,
    mut value: Signal<String>,
) -> Element {
    rsx! {
        div { class: "field",
            label { r#for: "{id}", "{label}" }
            input { r#type: "text", id: "{id}", inputmode: "numeric", placeholder: "{placeholder}", initial_value: "{value}",
                oninput: move |e: FormEvent| value.set(e.value()) }
        }
    }
}

/// A house rule switched on or off, with a line saying what it does.
#[component]
fn HouseToggle(
    id: String,
    label: String,
    hint: String,
    mut value: Signal<bool>,
    #[props(default)] style: String,
) -> Element {
    rsx! {
        div { class: "row", style: "{style}",
            Toggle { id, label, on: value(), onclick: move |_| value.set(!value()) }
            span { class: "hint", "{hint}" }
        }
    }
}

//! Small pieces shared by the screens: dominoes drawn with pips, the tile
//! picker, marker chips and the colour palette.

use crate::rules::{set_tiles, Pip, Tile};
use dioxus::prelude::*;

/// Marker colours offered for players (distinct and readable on white).
#[cfg(feature = "app")]
pub use crate::app::games::PALETTE;

/// Pip colours by value, as many double-12+ sets colour them.
const PIP_COLOURS: [&str; 19] = [
    "#000", "#1a1a1a", "#2e7d32", "#c62828", "#6d4c41", "#1565c0", "#f9a825", "#6a1b9a", "#00838f",
    "#283593", "#ad1457", "#558b2f", "#424242", "#ef6c00", "#0277bd", "#4e342e", "#7b1fa2",
    "#00695c", "#bf360c",
];

/// Pip centres for `n` pips in a unit square (0..1).
pub fn pip_layout(n: Pip) -> Vec<(f32, f32)> {
    let (l, c, r) = (0.22, 0.5, 0.78);
    let (t, m, b) = (0.22, 0.5, 0.78);
    match n {
        0 => vec![],
        1 => vec![(c, m)],
        2 => vec![(l, t), (r, b)],
        3 => vec![(l, t), (c, m), (r, b)],
        4 => vec![(l, t), (r, t), (l, b), (r, b)],
        5 => vec![(l, t), (r, t), (c, m), (l, b), (r, b)],
        6 => vec![(l, t), (r, t), (l, m), (r, m), (l, b), (r, b)],
        7 => vec![(l, t), (r, t), (l, m), (c, m), (r, m), (l, b), (r, b)],
        8 => vec![
            (l, t),
            (c, t),
            (r, t),
            (l, m),
            (r, m),
            (l, b),
            (c, b),
            (r, b),
        ],
        9 => vec![
            (l, t),
            (c, t),
            (r, t),
            (l, m),
            (c, m),
            (r, m),
            (l, b),
            (c, b),
            (r, b),
        ],
        _ => {
            // 3 columns, as many rows as needed; empty cells come out of the
            // middle column, from the centre outwards, to keep it symmetric.
            let rows = (n as usize).div_ceil(3).max(4);
            let mut cells: Vec<(usize, usize)> = (0..rows)
                .flat_map(|r| (0..3).map(move |col| (r, col)))
                .collect();
            let mut drop = rows * 3 - n as usize;
            let mut mid: Vec<usize> = (0..rows).collect();
            crate::rules::order::sort_by_key(&mut mid, |&r| (2 * r as i32 - rows as i32 + 1).abs());
            for r in mid {
                if drop == 0 {
                    break;
                }
                cells.retain(|&(rr, cc)| !(rr == r && cc == 1));
                drop -= 1;
            }
            let step = 0.8 / rows as f32;
            cells
                .into_iter()
                .map(|(r, col)| (0.2 + 0.3 * col as f32, 0.1 + step * (r as f32 + 0.5)))
                .collect()
        }
    }
}

/// A domino drawn with pips. `a` is the left (or top) half.
#[component]
pub fn Domino(
    a: Pip,
    b: Pip,
    #[props(default = 28.0)] size: f32,
    #[props(default)] vertical: bool,
) -> Element {
    let s = size;
    let (w, h) = if vertical { (s, 2.0 * s) } else { (2.0 * s, s) };
    let r = (s * 0.075).max(1.6) * if a.max(b) > 9 { 0.8 } else { 1.0 };
    let half = |v: Pip, ox: f32, oy: f32| {
        pip_layout(v)
            .into_iter()
            .map(move |(x, y)| (ox + x * s, oy + y * s, PIP_COLOURS[v as usize % 19]))
    };
    let (bx, by) = if vertical { (0.0, s) } else { (s, 0.0) };
    let pips: Vec<(f32, f32, &str)> = half(a, 0.0, 0.0).chain(half(b, bx, by)).collect();
    let label = tile_words(a, b);
    let (x1, y1, x2, y2) = if vertical {
        (s * 0.12, s, s * 0.88, s)
    } else {
        (s, s * 0.12, s, s * 0.88)
    };
    rsx! {
        svg {
            class: "domino",
            width: "{w}",
            height: "{h}",
            view_box: "-1 -1 {w + 2.0} {h + 2.0}",
            role: "img",
            "aria-label": "{label}",
            rect { class: "face", x: "0.5", y: "0.5", width: "{w - 1.0}", height: "{h - 1.0}", rx: "{s * 0.14}", stroke_width: "1.5" }
            line { class: "bar", x1: "{x1}", y1: "{y1}", x2: "{x2}", y2: "{y2}", stroke_width: "1.5" }
            for (x, y, c) in pips {
                circle { cx: "{x}", cy: "{y}", r: "{r}", fill: "{c}" }
            }
        }
    }
}

/// A player's marker colour as a dot.
#[component]
pub fn Chip(colour: String) -> Element {
    rsx! { span { class: "chip", style: "background:{colour}" } }
}

/// Every tile of a double-`set` set, one row per high end, as buttons.
/// `selected` are this player's; `taken` are other players' (shown faded and
/// disabled); `engine` cannot be picked.
///
/// Made for fingers: each tile is a button of at least 44x44 px with its two
/// numbers written under the pips ("12-5"), and the rows wrap into a grid
/// that fits a phone. A tap changes only the tapped tile's colours, never
/// the size or place of anything, so the next tap lands where it is aimed.
#[component]
pub fn TilePicker(
    set: Pip,
    engine: Option<Pip>,
    selected: Vec<Tile>,
    taken: Vec<Tile>,
    on_toggle: EventHandler<Tile>,
    #[props(default = 22.0)] size: f32,
) -> Element {
    let tiles = set_tiles(set);
    let rows: Vec<(Pip, Vec<Tile>)> = (0..=set)
        .rev()
        .map(|hi| {
            (
                hi,
                tiles
                    .iter()
                    .copied()
                    .filter(|t| t.hi() == hi)
                    .rev()
                    .collect(),
            )
        })
        .collect();
    rsx! {
        div { class: "picker", role: "group", "aria-label": t!("w-tiles"),
            for (hi, row) in rows {
                div { class: "suit", key: "{hi}",
                    span { class: "label", "aria-hidden": "true", "{hi}" }
                    div { class: "suit-tiles",
                        for t in row {
                            {
                                let is_engine = engine == Some(t.hi()) && t.is_double();
                                let on = selected.contains(&t);
                                let gone = taken.contains(&t);
                                let class = if is_engine { "tile-btn engine" } else if on { "tile-btn on" } else if gone { "tile-btn taken" } else { "tile-btn" };
                                let title = if is_engine { t!("w-tile-engine", tile = t.to_string()) } else if gone { t!("w-tile-taken", tile = t.to_string()) } else { t.to_string() };
                                let words = tile_words(t.hi(), t.lo());
                                let spoken = if is_engine { t!("w-tile-engine-spoken", tile = words) } else if gone { t!("w-tile-taken-spoken", tile = words) } else { words };
                                rsx! {
                                    button {
                                        r#type: "button",
                                        key: "{t}",
                                        class: "{class}",
                                        id: "tile-{t}",
                                        title: "{title}",
                                        "aria-label": "{spoken}",
                                        "aria-pressed": "{on}",
                                        disabled: is_engine || gone,
                                        onclick: move |_| on_toggle.call(t),
                                        Domino { a: t.hi(), b: t.lo(), size }
                                        span { class: "tile-num", "aria-hidden": "true", "{t.hi()}-{t.lo()}" }
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

/// What a key of the [`TilePad`] stands for, now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum PadKeyState {
    /// Can be tapped: a first half, or a second half making a free tile.
    Free,
    /// Second step: the tile it makes is in this hand (a tap takes it out).
    InHand,
    /// Second step: the tile it makes is the engine.
    Engine,
    /// Second step: the tile it makes is in another hand.
    Taken,
    /// First step: every tile with this half is the engine or in another
    /// hand.
    NoneLeft,
}

/// One key of the [`TilePad`]: its number, the tile it makes (second step)
/// and its state.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PadKey {
    /// The number on the key.
    pub value: Pip,
    /// The tile a tap makes (only once a first half is tapped).
    pub tile: Option<Tile>,
    /// What a tap does, or why it cannot be tapped.
    pub state: PadKeyState,
}

impl PadKey {
    /// Whether the key can be tapped.
    pub fn enabled(&self) -> bool {
        matches!(self.state, PadKeyState::Free | PadKeyState::InHand)
    }
}

/// The keys 0..=`set` of the number pad. With no `first` half tapped, a
/// key is off only when every tile with that half is the `engine` double or
/// `taken` (in another hand); once `first` is tapped, each key makes the tile
/// `first`-key and is off when that tile is the engine or taken.
pub fn pad_keys(
    set: Pip,
    engine: Option<Pip>,
    selected: &[Tile],
    taken: &[Tile],
    first: Option<Pip>,
) -> Vec<PadKey> {
    let is_engine = |t: Tile| t.is_double() && engine == Some(t.hi());
    let blocked = |t: Tile| is_engine(t) || taken.contains(&t);
    (0..=set)
        .map(|v| match first {
            None => PadKey {
                value: v,
                tile: None,
                state: if (0..=set).all(|w| blocked(Tile::new(v, w))) {
                    PadKeyState::NoneLeft
                } else {
                    PadKeyState::Free
                },
            },
            Some(a) => {
                let t = Tile::new(a, v);
                let state = if is_engine(t) {
                    PadKeyState::Engine
                } else if taken.contains(&t) {
                    PadKeyState::Taken
                } else if selected.contains(&t) {
                    PadKeyState::InHand
                } else {
                    PadKeyState::Free
                };
                PadKey {
                    value: v,
                    tile: Some(t),
                    state,
                }
            }
        })
        .collect()
}

/// A hand entered on a number pad, two taps a tile: the first half (12),
/// then the second (5), and 12-5 goes into the hand (or out, if it is in
/// already); a double is the same key twice. Back cancels a first half.
///
/// Above the keys, the hand as a row of chips (newest first; a tap takes
/// one out) and what the pad waits for. Both have a fixed height, so the
/// keys never move when the hand grows. Pure UI, like [`TilePicker`]: the
/// `engine` and the `taken` tiles are given, and `on_toggle` gets each
/// tile entered. `hand` tells the hands apart: a half left pending in one
/// is not carried over to the next.
#[component]
pub fn TilePad(
    set: Pip,
    engine: Option<Pip>,
    selected: Vec<Tile>,
    taken: Vec<Tile>,
    on_toggle: EventHandler<Tile>,
    #[props(default)] hand: usize,
) -> Element {
    // The first half tapped, and for which hand.
    let mut first = use_signal(|| None::<(usize, Pip)>);
    let pending = first().filter(|&(h, _)| h == hand).map(|(_, a)| a);
    let keys = pad_keys(set, engine, &selected, &taken, pending);
    rsx! {
        div { class: "tile-pad", role: "group", "aria-label": t!("w-pad"),
            div { class: "pad-hand", id: "pad-hand", role: "group", "aria-label": t!("w-pad-hand"),
                if selected.is_empty() {
                    span { class: "muted pad-empty", {t!("w-pad-empty")} }
                }
                for t in selected.iter().rev().copied() {
                    button {
                        r#type: "button",
                        key: "{t}",
                        class: "hand-chip",
                        id: "hand-{t}",
                        title: t!("w-chip-title", tile = t.to_string()),
                        "aria-label": t!("w-chip-spoken", tile = tile_words(t.hi(), t.lo())),
                        onclick: move |_| on_toggle.call(t),
                        Domino { a: t.hi(), b: t.lo(), size: 15.0 }
                        span { class: "hand-chip-num", "{t}" }
                    }
                }
            }
            div { class: "pad-status",
                span { class: "grow", id: "pad-status", "aria-live": "polite",
                    match pending {
                        Some(a) => rsx! { strong { class: "pad-pending", "{a}-?" } " " {t!("w-pad-second")} },
                        None => rsx! { {t!("w-pad-first")} },
                    }
                }
                button {
                    r#type: "button",
                    class: "small",
                    id: "pad-back",
                    disabled: pending.is_none(),
                    onclick: move |_| first.set(None),
                    Icon { kind: IconKind::Left, size: 18.0 }
                    {t!("w-pad-back")}
                }
            }
            div { class: "pad-keys",
                for k in keys {
                    {
                        let v = k.value;
                        let (state, note, title) = match (k.state, k.tile) {
                            (PadKeyState::InHand, Some(t)) => ("in-hand", t.to_string(), t!("w-key-in-hand", tile = t.to_string())),
                            (PadKeyState::Engine, Some(t)) => ("engine", t!("w-note-engine"), t!("w-tile-engine", tile = t.to_string())),
                            (PadKeyState::Taken, Some(t)) => ("taken", t!("w-note-taken"), t!("w-tile-taken", tile = t.to_string())),
                            (_, Some(t)) => ("", t.to_string(), t.to_string()),
                            (PadKeyState::NoneLeft, None) => ("taken", String::new(), t!("w-key-none-left", half = v.to_string())),
                            (_, None) => ("", String::new(), t!("w-key-first-half", half = v.to_string())),
                        };
                        // What a screen reader says: the tile in words.
                        let spoken = match (k.state, k.tile) {
                            (PadKeyState::InHand, Some(t)) => t!("w-key-in-hand-spoken", tile = tile_words(t.hi(), t.lo())),
                            (PadKeyState::Engine, Some(t)) => t!("w-tile-engine-spoken", tile = tile_words(t.hi(), t.lo())),
                            (PadKeyState::Taken, Some(t)) => t!("w-tile-taken-spoken", tile = tile_words(t.hi(), t.lo())),
                            (_, Some(t)) => tile_words(t.hi(), t.lo()),
                            (PadKeyState::NoneLeft, None) => t!("w-key-none-left", half = pips_word(v)),
                            (_, None) => t!("w-key-first-half", half = pips_word(v)),
                        };
                        let first_half = if pending == Some(v) { " first" } else { "" };
                        let class = format!("pad-key {state}{first_half}");
                        rsx! {
                            button {
                                r#type: "button",
                                key: "{v}",
                                class: "{class}",
                                id: "pad-{v}",
                                title: "{title}",
                                "aria-label": "{spoken}",
                                "aria-pressed": "{pending == Some(v)}",
                                disabled: !k.enabled(),
                                onclick: {
                                    let taken = taken.clone();
                                    move |_| {
                                        // Read now, not as rendered: a second
                                        // quick tap may come before the pad
                                        // is drawn again (a double's two taps).
                                        let now = first().filter(|&(h, _)| h == hand).map(|(_, a)| a);
                                        if !pad_keys(set, engine, &[], &taken, now)[v as usize].enabled() {
                                            return;
                                        }
                                        match now {
                                            None => first.set(Some((hand, v))),
                                            Some(a) => {
                                                first.set(None);
                                                on_toggle.call(Tile::new(a, v));
                                            }
                                        }
                                    }
                                },
                                span { class: "pad-num", "{v}" }
                                span { class: "pad-note", "aria-hidden": "true", "{note}" }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// The icons the screens draw, so that no glyph depends on an installed
/// font (no emoji font is installed on a plain Linux desktop).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum IconKind {
    /// A winner's cup.
    Trophy,
    /// A check mark.
    Check,
    /// Take back (an arrow turning left).
    Undo,
    /// Do again (an arrow turning right).
    Redo,
    /// Up.
    Up,
    /// Remove (a cross).
    Cross,
    /// Back / newer.
    Left,
    /// On / older.
    Right,
    /// Home (a house).
    Home,
    /// The game in progress (a domino).
    Game,
    /// New (a plus).
    Plus,
    /// The referee (a pair of scales).
    Referee,
    /// The rule book (an open book).
    Book,
    /// Past games (a clock).
    Clock,
    /// Statistics (bars).
    Chart,
}

impl IconKind {
    fn class(self) -> &'static str {
        match self {
            IconKind::Trophy => "trophy",
            IconKind::Check => "check",
            IconKind::Undo => "undo",
            IconKind::Redo => "redo",
            IconKind::Up => "up",
            IconKind::Cross => "cross",
            IconKind::Left => "left",
            IconKind::Right => "right",
            IconKind::Home => "home",
            IconKind::Game => "game",
            IconKind::Plus => "plus",
            IconKind::Referee => "referee",
            IconKind::Book => "book",
            IconKind::Clock => "clock",
            IconKind::Chart => "bars",
        }
    }
}

/// An icon drawn as inline SVG, `size` pixels square, in the text colour
/// (the trophy in gold). Decorative: the text beside it says what it means.
#[component]
pub fn Icon(kind: IconKind, #[props(default = 20.0)] size: f32) -> Element {
    let class = format!("icon {}", kind.class());
    let stroke =
        "stroke:currentColor;stroke-width:2.4;fill:none;stroke-linecap:round;stroke-linejoin:round";
    rsx! {
        svg {
            class: "{class}",
            width: "{size}",
            height: "{size}",
            view_box: "0 0 24 24",
            "aria-hidden": "true",
            match kind {
                IconKind::Trophy => rsx! {
                    path { d: "M7 3h10v6a5 5 0 0 1-10 0z", fill: "#e0a800", stroke: "#8a6100", stroke_width: "1.2" }
                    path { d: "M7 5H4v2a4 4 0 0 0 4 4M17 5h3v2a4 4 0 0 1-4 4", fill: "none", stroke: "#8a6100", stroke_width: "1.6" }
                    rect { x: "10.5", y: "13.5", width: "3", height: "4", fill: "#c99700" }
                    rect { x: "7", y: "17.5", width: "10", height: "3.5", rx: "1", fill: "#8a6100" }
                },
                IconKind::Check => rsx! { path { d: "M4 12.5l5 5L20 6.5", style: "{stroke}" } },
                IconKind::Undo => rsx! { path { d: "M9 5L4 10l5 5M4 10h10a6 6 0 0 1 0 12h-3", style: "{stroke}" } },
                IconKind::Redo => rsx! { path { d: "M15 5l5 5-5 5M20 10H10a6 6 0 0 0 0 12h3", style: "{stroke}" } },
                IconKind::Up => rsx! { path { d: "M12 20V4M5 11l7-7 7 7", style: "{stroke}" } },
                IconKind::Cross => rsx! { path { d: "M6 6l12 12M18 6L6 18", style: "{stroke}" } },
                IconKind::Left => rsx! { path { d: "M20 12H4M11 5l-7 7 7 7", style: "{stroke}" } },
                IconKind::Right => rsx! { path { d: "M4 12h16M13 5l7 7-7 7", style: "{stroke}" } },
                IconKind::Home => rsx! { path { d: "M3 11l9-7 9 7M6 9v11h12V9M10 20v-6h4v6", style: "{stroke}" } },
                IconKind::Game => rsx! {
                    rect { x: "7", y: "2.5", width: "10", height: "19", rx: "2", style: "{stroke}" }
                    path { d: "M8.5 12h7", style: "{stroke}" }
                    circle { cx: "12", cy: "7.2", r: "1.5", fill: "currentColor" }
                    circle { cx: "10", cy: "16.8", r: "1.3", fill: "currentColor" }
                    circle { cx: "14", cy: "16.8", r: "1.3", fill: "currentColor" }
                },
                IconKind::Plus => rsx! { path { d: "M12 4v16M4 12h16", style: "{stroke}" } },
                IconKind::Referee => rsx! { path { d: "M12 3v17M7 20h10M4 7h16M4 7l-2.5 6a3 3 0 0 0 5 0zM20 7l-2.5 6a3 3 0 0 0 5 0z", style: "{stroke}" } },
                IconKind::Book => rsx! { path { d: "M12 6C9.5 4 6 4 3 5v14c3-1 6.5-1 9 1 2.5-2 6-2 9-1V5c-3-1-6.5-1-9 1zM12 6v14", style: "{stroke}" } },
                IconKind::Clock => rsx! {
                    circle { cx: "12", cy: "12", r: "9", style: "{stroke}" }
                    path { d: "M12 7v5l3.5 2.5", style: "{stroke}" }
                },
                IconKind::Chart => rsx! { path { d: "M4 20h16M6.5 20v-7M11 20V5M15.5 20v-10M20 20v-4", style: "{stroke}" } },
            }
        }
    }
}

/// An on/off switch: a button whose state is in `aria-pressed` and also
/// written on it ("on" / "off"), so it reads without knowing the colours.
#[component]
pub fn Toggle(id: String, label: String, on: bool, onclick: EventHandler<MouseEvent>) -> Element {
    rsx! {
        button {
            r#type: "button",
            id: "{id}",
            class: if on { "toggle switch on" } else { "toggle switch" },
            "aria-pressed": "{on}",
            onclick: move |e| onclick.call(e),
            span { "{label}" }
            span { class: "state", if on { Icon { kind: IconKind::Check, size: 16.0 } {t!("w-on")} } else { {t!("w-off")} } }
        }
    }
}

/// The language the screens show; English outside a window (a test
/// calling these helpers directly).
fn shown() -> crate::i18n::Lang {
    if dioxus::core::Runtime::try_current().is_some() {
        super::lang()
    } else {
        crate::i18n::Lang::ENGLISH
    }
}

/// A number of pips as a screen reader should say it: "blank", "five",
/// "twelve" ("blanc", "cinq", "douze" in French).
pub fn pips_word(n: Pip) -> String {
    pips_word_in(shown(), n)
}

/// [`pips_word`] in a given language.
pub fn pips_word_in(lang: crate::i18n::Lang, n: Pip) -> String {
    if n <= 18 {
        crate::i18n::text(lang, &format!("w-pips-{n}"), None)
    } else {
        n.to_string()
    }
}

/// A tile as a screen reader should say it: "twelve five", "double blank".
pub fn tile_words(a: Pip, b: Pip) -> String {
    tile_words_in(shown(), a, b)
}

/// [`tile_words`] in a given language.
pub fn tile_words_in(lang: crate::i18n::Lang, a: Pip, b: Pip) -> String {
    if a == b {
        tl!(lang, "w-tile-double", n = pips_word_in(lang, a))
    } else {
        format!(
            "{} {}",
            pips_word_in(lang, a.max(b)),
            pips_word_in(lang, a.min(b))
        )
    }
}

/// Where [`bring_into_view`] puts an element.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ViewAt {
    /// At the top of the view.
    Start,
    /// In the middle.
    Center,
    /// The least scroll that shows it whole (none when it already shows).
    Nearest,
}

/// Brings the element with id `id` into view once the page has drawn
/// what just changed (two animation frames), and gives it the cursor when
/// `focus` is set. Nothing happens when no such element is on the page.
pub fn bring_into_view(id: &str, at: ViewAt, focus: bool) {
    let block = match at {
        ViewAt::Start => "start",
        ViewAt::Center => "center",
        ViewAt::Nearest => "nearest",
    };
    let focus = if focus { "e.focus(); " } else { "" };
    document::eval(&format!(
        "requestAnimationFrame(function () {{ requestAnimationFrame(function () {{ \
           var e = document.getElementById('{id}'); \
           if (e) {{ {focus}e.scrollIntoView({{block: '{block}'}}); }} }}); }});"
    ));
}

/// A reason or a message as a sentence: its first letter a capital
/// ("choose who started" is shown "Choose who started").
pub fn sentence(text: &str) -> String {
    let first = text.chars().next().map_or(0, char::len_utf8);
    uppercase(&text[..first]) + &text[first..]
}

/// `text` in capitals: Unicode's full mapping ("ß" is "SS"), as
/// `str::to_uppercase` gives it. The web build asks the browser
/// (`String.prototype.toUpperCase`, the same mapping), so that it carries
/// no copy of Unicode's table of capitals (7,055 bytes of its gzipped wasm).
pub fn uppercase(text: &str) -> String {
    #[cfg(browser)]
    {
        crate::web::uppercase(text)
    }
    #[cfg(not(browser))]
    {
        text.to_uppercase()
    }
}

/// `n` followed by the word, singular for one: `counted(1, "tile", "tiles")`
/// is "1 tile".
pub fn counted(n: impl Into<u64>, one: &str, many: &str) -> String {
    let n = n.into();
    format!("{n} {}", if n == 1 { one } else { many })
}

/// Names joined for a sentence in the language shown: "Ana", "Ana and
/// Ben", "Ana, Ben and Cleo" ("Ana, Ben et Cleo").
pub fn joined(names: &[String]) -> String {
    joined_in(shown(), names)
}

/// [`joined`] in a given language.
pub fn joined_in(lang: crate::i18n::Lang, names: &[String]) -> String {
    crate::formats::words::joined(lang, names)
}

/// A number of points as the screens show it: a minus sign (U+2212, the
/// typographic minus, read "minus" by screen readers) before a negative
/// one, in every language.
///
/// ```
/// use mextrain::ui::widgets::points_text;
/// assert_eq!(points_text(-20), "\u{2212}20");
/// assert_eq!(points_text(7), "7");
/// ```
pub fn points_text(v: impl Into<i64>) -> String {
    crate::formats::words::points(v)
}

/// Points added to or taken off a round, with their sign: `+5`, `−10`.
pub fn signed_text(v: i32) -> String {
    if v > 0 {
        format!("+{v}")
    } else {
        points_text(v)
    }
}

/// Formats Unix seconds as a local date and time.
pub fn format_time(secs: i64) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => crate::i18n::date(shown(), &t, "date-time"),
        _ => "?".into(),
    }
}

/// Formats minutes as "1 h 05 min" or "25 min", in the language shown.
pub fn format_minutes(m: i64) -> String {
    format_minutes_in(shown(), m)
}

/// [`format_minutes`] in a given language.
pub fn format_minutes_in(lang: crate::i18n::Lang, m: i64) -> String {
    if m >= 60 {
        tl!(lang, "w-hours", h = m / 60, min = format!("{:02}", m % 60))
    } else {
        tl!(lang, "w-minutes", min = m)
    }
}

/// The icon as a data URI (works without an asset server).
pub fn icon_data_uri() -> String {
    let mut s = String::from("data:image/svg+xml;utf8,");
    for c in super::ICON_SVG.chars() {
        match c {
            '<' => s.push_str("%3C"),
            '>' => s.push_str("%3E"),
            '#' => s.push_str("%23"),
            '"' => s.push('\''),
            '\n' => s.push(' '),
            c => s.push(c),
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_pip_count_has_that_many_distinct_pips_inside_the_half() {
        for n in 0..=18u8 {
            let p = pip_layout(n);
            assert_eq!(p.len(), n as usize, "{n}");
            for (i, a) in p.iter().enumerate() {
                assert!(a.0 > 0.0 && a.0 < 1.0 && a.1 > 0.0 && a.1 < 1.0);
                for b in &p[..i] {
                    assert!(
                        (a.0 - b.0).abs() + (a.1 - b.1).abs() > 0.05,
                        "{n}: overlapping pips"
                    );
                }
            }
        }
    }

    #[test]
    fn the_pad_turns_off_the_second_halves_that_make_the_engine_or_a_taken_tile() {
        let t = Tile::new;
        let state = |keys: &[PadKey], v: usize| keys[v].state;
        // First step: every half can start a tile.
        let keys = pad_keys(12, Some(12), &[t(6, 1)], &[t(12, 5)], None);
        assert_eq!(keys.len(), 13);
        assert!(keys.iter().all(|k| k.enabled() && k.tile.is_none()));
        // Second step after 12: 12-12 is the engine, 12-5 another hand's.
        let keys = pad_keys(12, Some(12), &[t(12, 3)], &[t(12, 5)], Some(12));
        assert_eq!(state(&keys, 12), PadKeyState::Engine);
        assert_eq!(state(&keys, 5), PadKeyState::Taken);
        assert_eq!(state(&keys, 3), PadKeyState::InHand);
        assert_eq!(state(&keys, 0), PadKeyState::Free);
        assert_eq!(keys[0].tile, Some(t(12, 0)));
        assert!(!keys[12].enabled() && !keys[5].enabled() && keys[3].enabled());
        // A half with no tile left to pick is off in the first step.
        let taken: Vec<Tile> = (0..6).map(|w| t(6, w)).collect();
        let keys = pad_keys(6, Some(6), &[], &taken, None);
        assert_eq!(state(&keys, 6), PadKeyState::NoneLeft);
        assert!(!keys[6].enabled() && keys[5].enabled());
    }

    #[test]
    fn counts_and_lists_read_naturally() {
        assert_eq!(counted(1u32, "tile", "tiles"), "1 tile");
        assert_eq!(counted(0u32, "tile", "tiles"), "0 tiles");
        assert_eq!(counted(2u32, "game", "games"), "2 games");
        let n = |v: &[&str]| v.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let en = crate::i18n::Lang::ENGLISH;
        assert_eq!(joined_in(en, &n(&["Ana"])), "Ana");
        assert_eq!(joined_in(en, &n(&["Ana", "Ben"])), "Ana and Ben");
        assert_eq!(
            joined_in(en, &n(&["Ana", "Ben", "Cleo"])),
            "Ana, Ben and Cleo"
        );
        let fr = crate::i18n::Lang::from_tag("fr");
        assert_eq!(
            joined_in(fr, &n(&["Ana", "Ben", "Cleo"])),
            "Ana, Ben et Cleo"
        );
    }

    #[test]
    fn durations_read_naturally() {
        let en = crate::i18n::Lang::ENGLISH;
        assert_eq!(format_minutes_in(en, 25), "25 min");
        assert_eq!(format_minutes_in(en, 65), "1 h 05 min");
        let fr = crate::i18n::Lang::from_tag("fr");
        assert_eq!(format_minutes_in(fr, 65), "1 h 05 min");
        assert_eq!(tile_words_in(fr, 12, 5), "douze cinq");
        assert_eq!(tile_words_in(fr, 0, 0), "double blanc");
    }
}

/// A player's colour and name inside a scoreboard cell: shown only where
/// the scoreboard is stacked (a phone), where the header row is not; the
/// header still names the column for screen readers.
#[component]
pub fn CellName(colour: String, name: String) -> Element {
    rsx! {
        span { class: "who cell-name", "aria-hidden": "true",
            Chip { colour } span { "{name}" }
        }
    }
}

//! Small pieces shared by the screens: dominoes drawn with pips, the tile
//! picker, marker chips and the colour palette.

use crate::rules::{set_tiles, Pip, Tile};
use dioxus::prelude::*;

/// Marker colours offered for players (distinct and readable on white).
pub const PALETTE: [&str; 12] = [
    "#e6194b", "#3cb44b", "#4363d8", "#f58231", "#911eb4", "#42d4f4", "#f032e6", "#9a6324",
    "#469990", "#808000", "#000075", "#a9a9a9",
];

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
            mid.sort_by_key(|&r| (2 * r as i32 - rows as i32 + 1).abs());
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
    let label = format!("{a}-{b}");
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
        div { class: "picker", role: "group", "aria-label": "tiles",
            for (hi, row) in rows {
                div { class: "suit", key: "{hi}",
                    span { class: "label", "{hi}" }
                    for t in row {
                        {
                            let is_engine = engine == Some(t.hi()) && t.is_double();
                            let on = selected.contains(&t);
                            let gone = taken.contains(&t);
                            let class = if is_engine { "tile-btn engine" } else if on { "tile-btn on" } else if gone { "tile-btn taken" } else { "tile-btn" };
                            let title = if is_engine { format!("{t}: the engine") } else if gone { format!("{t}: in another hand") } else { t.to_string() };
                            rsx! {
                                button {
                                    key: "{t}",
                                    class: "{class}",
                                    id: "tile-{t}",
                                    title: "{title}",
                                    "aria-pressed": "{on}",
                                    disabled: is_engine || gone,
                                    onclick: move |_| on_toggle.call(t),
                                    Domino { a: t.hi(), b: t.lo(), size }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

/// Formats Unix seconds as a local date and time.
pub fn format_time(secs: i64) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) => t.format("%a %-d %b %Y, %H:%M").to_string(),
        _ => "?".into(),
    }
}

/// Formats minutes as "1 h 05 min" or "25 min".
pub fn format_minutes(m: i64) -> String {
    if m >= 60 {
        format!("{} h {:02} min", m / 60, m % 60)
    } else {
        format!("{m} min")
    }
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
    fn durations_read_naturally() {
        assert_eq!(format_minutes(25), "25 min");
        assert_eq!(format_minutes(65), "1 h 05 min");
    }
}

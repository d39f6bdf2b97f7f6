//! Charts drawn as inline SVG: no network, no script.

use dioxus::prelude::*;

/// One line of a chart.
#[derive(Clone, Debug, PartialEq)]
pub struct Series {
    /// Shown in the legend.
    pub name: String,
    /// Line colour (`#rrggbb`).
    pub colour: String,
    /// One value per x position.
    pub values: Vec<f64>,
}

/// A round top for an axis whose data reaches `max`, and the step between
/// ticks (1, 2 or 5 times a power of ten; about five ticks).
pub fn nice_scale(max: f64) -> (f64, f64) {
    if max.is_nan() || max <= 0.0 {
        return (1.0, 1.0);
    }
    let raw = max / 5.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag);
    let step = step.max(1.0);
    ((max / step).ceil() * step, step)
}

const W: f64 = 760.0;
const H: f64 = 340.0;
const LEFT: f64 = 60.0;
const RIGHT: f64 = 150.0;
const TOP: f64 = 36.0;
const BOTTOM: f64 = 52.0;

/// A line chart: x positions labelled by `x_labels`, one line per series,
/// axes with ticks, axis titles and a legend.
#[component]
pub fn LineChart(
    title: String,
    series: Vec<Series>,
    x_labels: Vec<String>,
    #[props(default)] x_title: String,
    #[props(default)] y_title: String,
    #[props(default)] id: String,
) -> Element {
    let n = x_labels
        .len()
        .max(series.iter().map(|s| s.values.len()).max().unwrap_or(0));
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .fold(0.0f64, f64::max);
    let (top, step) = nice_scale(max);
    let plot_w = W - LEFT - RIGHT;
    let plot_h = H - TOP - BOTTOM;
    let x = move |i: usize| {
        if n <= 1 {
            LEFT + plot_w / 2.0
        } else {
            LEFT + plot_w * i as f64 / (n - 1) as f64
        }
    };
    let y = move |v: f64| TOP + plot_h * (1.0 - v / top);
    let ticks: Vec<f64> = (0..)
        .map(|k| k as f64 * step)
        .take_while(|v| *v <= top + 1e-9)
        .collect();
    let every = n.div_ceil(12).max(1);
    let labels: Vec<(f64, String)> = x_labels
        .iter()
        .enumerate()
        .filter(|(i, _)| i % every == 0 || *i + 1 == n)
        .map(|(i, l)| (x(i), l.clone()))
        .collect();
    let lines: Vec<(String, String, String, Vec<(f64, f64)>)> = series
        .iter()
        .map(|s| {
            let pts: Vec<(f64, f64)> = s
                .values
                .iter()
                .enumerate()
                .map(|(i, v)| (x(i), y(*v)))
                .collect();
            let attr = pts
                .iter()
                .map(|(a, b)| format!("{a:.1},{b:.1}"))
                .collect::<Vec<_>>()
                .join(" ");
            (
                s.name.clone(),
                s.colour.clone(),
                attr,
                if n <= 40 { pts } else { vec![] },
            )
        })
        .collect();
    let view = format!("0 0 {W} {H}");
    let y_mid = TOP + plot_h / 2.0;
    rsx! {
        svg {
            class: "chart",
            id: "{id}",
            view_box: "{view}",
            role: "img",
            "aria-label": "{title}",
            title { "{title}" }
            text { class: "chart-title", x: "{LEFT}", y: "22", "{title}" }
            for v in ticks.iter().copied() {
                g { key: "{v}",
                    line { class: "grid", x1: "{LEFT}", x2: "{LEFT + plot_w}", y1: "{y(v):.1}", y2: "{y(v):.1}", stroke: "#e5e0d3" }
                    text { x: "{LEFT - 8.0}", y: "{y(v) + 4.0:.1}", text_anchor: "end", "{v}" }
                }
            }
            line { class: "axis", x1: "{LEFT}", x2: "{LEFT}", y1: "{TOP}", y2: "{TOP + plot_h}", stroke: "#444" }
            line { class: "axis", x1: "{LEFT}", x2: "{LEFT + plot_w}", y1: "{TOP + plot_h}", y2: "{TOP + plot_h}", stroke: "#444" }
            for (i, (lx, l)) in labels.iter().enumerate() {
                text { key: "{i}", x: "{lx:.1}", y: "{TOP + plot_h + 18.0}", text_anchor: "middle", "{l}" }
            }
            if !x_title.is_empty() {
                text { x: "{LEFT + plot_w / 2.0}", y: "{H - 8.0}", text_anchor: "middle", "{x_title}" }
            }
            if !y_title.is_empty() {
                text { x: "14", y: "{y_mid}", text_anchor: "middle", transform: "rotate(-90 14 {y_mid})", "{y_title}" }
            }
            for (k, (name, colour, attr, pts)) in lines.into_iter().enumerate() {
                g { key: "{k}", class: "series",
                    polyline { points: "{attr}", fill: "none", stroke: "{colour}", stroke_width: "3", stroke_linejoin: "round" }
                    for (i, (px, py)) in pts.into_iter().enumerate() {
                        circle { key: "{i}", cx: "{px:.1}", cy: "{py:.1}", r: "3.5", fill: "{colour}" }
                    }
                    line { x1: "{W - RIGHT + 14.0}", x2: "{W - RIGHT + 38.0}", y1: "{TOP + 8.0 + 22.0 * k as f64}", y2: "{TOP + 8.0 + 22.0 * k as f64}", stroke: "{colour}", stroke_width: "4" }
                    text { class: "legend", x: "{W - RIGHT + 44.0}", y: "{TOP + 12.0 + 22.0 * k as f64}", "{name}" }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn scales_are_round() {
        assert_eq!(nice_scale(0.0), (1.0, 1.0));
        assert_eq!(nice_scale(3.0), (3.0, 1.0));
        assert_eq!(nice_scale(87.0), (100.0, 20.0));
        assert_eq!(nice_scale(412.0), (500.0, 100.0));
        assert_eq!(nice_scale(100.0), (100.0, 20.0));
    }
}

/// Each player's running total over the rounds of one game, in their colours.
#[component]
pub fn RunningTotalsChart(game: crate::db::GameRecord) -> Element {
    let running = game.sheet.running_totals();
    let series: Vec<Series> = game
        .sheet
        .spec
        .players
        .iter()
        .enumerate()
        .map(|(s, n)| Series {
            name: n.clone(),
            colour: game.colours[s].clone(),
            values: std::iter::once(0.0)
                .chain(running.iter().map(|r| r[s] as f64))
                .collect(),
        })
        .collect();
    rsx! {
        RunningChart { series, rounds: running.len() }
    }
}

/// The running totals after each of `rounds` rounds, one series a player
/// starting at 0 (the game screen's chart and the table's watch screen).
#[component]
pub fn RunningChart(series: Vec<Series>, rounds: usize) -> Element {
    let x_labels: Vec<String> = std::iter::once("start".to_string())
        .chain((1..=rounds).map(|k| k.to_string()))
        .collect();
    rsx! {
        LineChart {
            id: "running-chart",
            title: "Running total after each round".to_string(),
            series,
            x_labels,
            x_title: "Round".to_string(),
            y_title: "Points".to_string(),
        }
    }
}

//! Charts drawn as inline SVG: no network, no script.

use super::widgets::points_text;
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

/// A chart's drawing size (SVG user units) and margins. Text is drawn at
/// `font` units: the wide drawing fills a window, the narrow one a phone, so
/// that its text stays at least 12 CSS px there.
#[derive(Clone, Copy, PartialEq)]
struct Frame {
    w: f64,
    h: f64,
    left: f64,
    right: f64,
    top: f64,
    bottom: f64,
    font: f64,
    max_labels: usize,
}

const WIDE: Frame = Frame {
    w: 760.0,
    h: 340.0,
    left: 64.0,
    right: 28.0,
    top: 20.0,
    bottom: 52.0,
    font: 13.0,
    max_labels: 12,
};

/// A phone's drawing: 320 units wide, shown about 330 px wide on a 360 px
/// phone, so 14-unit text is about 14 px.
const NARROW: Frame = Frame {
    w: 320.0,
    h: 260.0,
    left: 46.0,
    right: 14.0,
    top: 14.0,
    bottom: 46.0,
    font: 14.0,
    max_labels: 5,
};

/// A line chart: x positions labelled by `x_labels`, one line per series,
/// axes with ticks and axis titles; the title above it and the legend (each
/// player's colour and name) below it, as text of the page. Drawn twice,
/// wide and narrow: the stylesheet shows the narrow drawing on a phone.
#[component]
pub fn LineChart(
    title: String,
    series: Vec<Series>,
    x_labels: Vec<String>,
    #[props(default)] x_title: String,
    #[props(default)] y_title: String,
    #[props(default)] id: String,
) -> Element {
    let wide = draw(
        WIDE,
        "chart wide",
        &title,
        &series,
        &x_labels,
        &x_title,
        &y_title,
    );
    let narrow = draw(
        NARROW,
        "chart narrow",
        &title,
        &series,
        &x_labels,
        &x_title,
        &y_title,
    );
    rsx! {
        figure { class: "chart-fig", id: "{id}",
            figcaption { class: "chart-title", "{title}" }
            {wide}
            {narrow}
            ul { class: "chart-legend", "aria-label": t!("chart-legend"),
                for (k, s) in series.iter().enumerate() {
                    li { key: "{k}",
                        span { class: "swatch", style: "background:{s.colour}" }
                        "{s.name}"
                    }
                }
            }
        }
    }
}

fn draw(
    f: Frame,
    class: &str,
    title: &str,
    series: &[Series],
    x_labels: &[String],
    x_title: &str,
    y_title: &str,
) -> Element {
    let n = x_labels
        .len()
        .max(series.iter().map(|s| s.values.len()).max().unwrap_or(0));
    let max = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .fold(0.0f64, f64::max);
    // Totals below zero (a going-out bonus): the axis goes down to them.
    let min = series
        .iter()
        .flat_map(|s| s.values.iter().copied())
        .fold(0.0f64, f64::min);
    let (bottom, top, step) = nice_range(min, max);
    let plot_w = f.w - f.left - f.right;
    let plot_h = f.h - f.top - f.bottom;
    let x = move |i: usize| {
        if n <= 1 {
            f.left + plot_w / 2.0
        } else {
            f.left + plot_w * i as f64 / (n - 1) as f64
        }
    };
    let y = move |v: f64| f.top + plot_h * (top - v) / (top - bottom);
    let ticks: Vec<f64> = (0..)
        .map(|k| bottom + k as f64 * step)
        .take_while(|v| *v <= top + 1e-9)
        .collect();
    let every = n.div_ceil(f.max_labels).max(1);
    let labels: Vec<(f64, String)> = x_labels
        .iter()
        .enumerate()
        .filter(|(i, _)| i % every == 0 || (*i + 1 == n && i % every >= every / 2))
        .map(|(i, l)| (x(i), l.clone()))
        .collect();
    let lines: Vec<(String, String, Vec<(f64, f64)>)> = series
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
            (s.colour.clone(), attr, if n <= 40 { pts } else { vec![] })
        })
        .collect();
    let view = format!("0 0 {} {}", f.w, f.h);
    let y_mid = f.top + plot_h / 2.0;
    let (left, h) = (f.left, f.h);
    rsx! {
        svg {
            class: "{class}",
            view_box: "{view}",
            role: "img",
            "aria-label": "{title}",
            for v in ticks.iter().copied() {
                g { key: "{v}",
                    line { class: "grid", x1: "{left}", x2: "{left + plot_w}", y1: "{y(v):.1}", y2: "{y(v):.1}", stroke: "#e5e0d3" }
                    text { x: "{left - 6.0}", y: "{y(v) + 4.0:.1}", text_anchor: "end", "{points_text(v.round() as i64)}" }
                }
            }
            // The zero line, when totals go below it.
            if bottom < 0.0 {
                line { class: "zero", x1: "{left}", x2: "{left + plot_w}", y1: "{y(0.0):.1}", y2: "{y(0.0):.1}", stroke: "#444", stroke_dasharray: "4 3" }
            }
            line { class: "axis", x1: "{left}", x2: "{left}", y1: "{f.top}", y2: "{f.top + plot_h}", stroke: "#444" }
            line { class: "axis", x1: "{left}", x2: "{left + plot_w}", y1: "{f.top + plot_h}", y2: "{f.top + plot_h}", stroke: "#444" }
            for (i, (lx, l)) in labels.iter().enumerate() {
                text { key: "{i}", x: "{lx:.1}", y: "{f.top + plot_h + f.font + 6.0}", text_anchor: "middle", "{l}" }
            }
            if !x_title.is_empty() {
                text { x: "{left + plot_w / 2.0}", y: "{h - 6.0}", text_anchor: "middle", "{x_title}" }
            }
            if !y_title.is_empty() {
                text { x: "{f.font}", y: "{y_mid}", text_anchor: "middle", transform: "rotate(-90 {f.font} {y_mid})", "{y_title}" }
            }
            for (k, (colour, attr, pts)) in lines.into_iter().enumerate() {
                g { key: "{k}", class: "series",
                    polyline { points: "{attr}", fill: "none", stroke: "{colour}", stroke_width: "3", stroke_linejoin: "round" }
                    for (i, (px, py)) in pts.into_iter().enumerate() {
                        circle { key: "{i}", cx: "{px:.1}", cy: "{py:.1}", r: "3.5", fill: "{colour}" }
                    }
                }
            }
        }
    }
}

/// The axis for data from `min` (at most 0) to `max` (at least 0): its
/// bottom and top, on one round step, and the step. With nothing below
/// zero it is [`nice_scale`]'s.
pub fn nice_range(min: f64, max: f64) -> (f64, f64, f64) {
    let (top, step) = nice_scale(max);
    if min.is_nan() || min >= 0.0 {
        return (0.0, top, step);
    }
    let (_, below) = nice_scale(-min);
    let step = step.max(below);
    let top = if max > 0.0 {
        (max / step).ceil() * step
    } else {
        0.0
    };
    (-((-min / step).ceil() * step), top, step)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_axis_goes_below_zero_on_the_same_round_steps() {
        assert_eq!(nice_range(0.0, 87.0), (0.0, 100.0, 20.0));
        assert_eq!(nice_range(-10.0, 87.0), (-20.0, 100.0, 20.0));
        assert_eq!(nice_range(-35.0, 12.0), (-40.0, 20.0, 10.0));
        assert_eq!(nice_range(-15.0, 0.0), (-15.0, 0.0, 5.0));
    }

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
#[cfg(feature = "app")]
#[component]
pub fn RunningTotalsChart(game: crate::app::GameRecord) -> Element {
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
    let x_labels: Vec<String> = std::iter::once(t!("chart-start"))
        .chain((1..=rounds).map(|k| k.to_string()))
        .collect();
    rsx! {
        LineChart {
            id: "running-chart",
            title: t!("chart-running-title"),
            series,
            x_labels,
            x_title: t!("chart-round"),
            y_title: t!("chart-points"),
        }
    }
}

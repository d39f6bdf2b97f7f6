//! The result card: a game's result as one picture to send to a chat. The
//! card is an SVG written here ([`svg`], pure, in every build); [`png`]
//! draws it with resvg and the font built into the binary (feature
//! `share`, so not in the web build, whose browser can draw the same SVG
//! on a canvas).
//!
//! 1080 pixels wide, as tall as its players and house rules need: the
//! game's name, its day, preset and rounds played; the winner (or the
//! leader) and how a tie was settled; one row per player in standing order
//! with the rank, the marker colour, the name and the total, the winners'
//! rows in gold; then the house rules.

use super::share::{clip, Outcome};
use super::ExportedGame;
use crate::i18n::Lang;
use crate::tl;
use std::fmt::Write;

/// The card's width in pixels.
pub const WIDTH: u32 = 1080;
/// The left edge of the rows.
const LEFT: u32 = 60;
/// A row's height, and the room between the tops of two rows.
const ROW: u32 = 80;
const ROW_STEP: u32 = 96;

/// The card's colours: light, or dark for a dark chat.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Dark ink on paper.
    #[default]
    Light,
    /// Light ink on a dark ground.
    Dark,
}

impl Theme {
    /// The word on the command line.
    pub fn id(self) -> &'static str {
        match self {
            Theme::Light => "light",
            Theme::Dark => "dark",
        }
    }

    /// The ground, the ink, the muted ink, a row, a winner's row, a row's edge.
    pub fn colours(self) -> Colours {
        match self {
            Theme::Light => Colours {
                ground: "#f6f1e7",
                ink: "#1f1b16",
                muted: "#6b6258",
                row: "#ffffff",
                win: "#ffd966",
                edge: "#e2d9c8",
            },
            Theme::Dark => Colours {
                ground: "#16181d",
                ink: "#f2eee6",
                muted: "#a59e92",
                row: "#242831",
                win: "#6b5414",
                edge: "#343946",
            },
        }
    }
}

impl std::str::FromStr for Theme {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            _ => Err(format!("unknown theme '{s}': use light or dark")),
        }
    }
}

/// A theme's colours (`#rrggbb`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Colours {
    /// The card's ground.
    pub ground: &'static str,
    /// Text.
    pub ink: &'static str,
    /// Secondary text.
    pub muted: &'static str,
    /// A player's row.
    pub row: &'static str,
    /// A winner's (or leader's) row.
    pub win: &'static str,
    /// A row's edge.
    pub edge: &'static str,
}

/// Where the card's parts are, in pixels, and its lines of small text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Layout {
    /// The card's height.
    pub height: u32,
    /// The top of each player's row, in standing order.
    pub rows: Vec<u32>,
    /// How a tie was settled, wrapped.
    pub tie_break: Vec<String>,
    /// Each house rule, wrapped.
    pub house: Vec<Vec<String>>,
}

/// Characters on a line of the tie-break (26 px) and of a house rule
/// (24 px): what fits in the card's 960 pixels in DejaVu Sans.
const TIE_CHARS: usize = 62;
const HOUSE_CHARS: usize = 66;

/// `text` cut at spaces into lines of at most `width` characters, at most
/// `most` lines (the last one clipped with an ellipsis).
pub fn wrap(text: &str, width: usize, most: usize) -> Vec<String> {
    let mut lines: Vec<String> = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let len = line.chars().count();
        if len > 0 && len + 1 + word.chars().count() > width {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
    }
    if !line.is_empty() {
        lines.push(line);
    }
    let mut lines: Vec<String> = lines.into_iter().map(|l| clip(&l, width)).collect();
    if lines.len() > most {
        lines.truncate(most);
        let last = &mut lines[most - 1];
        if !last.ends_with('…') {
            *last = last
                .chars()
                .take(width.saturating_sub(1))
                .collect::<String>()
                + "…";
        }
    }
    lines
}

impl Layout {
    /// A point inside row `i`, left of its rank (a test reads its colour).
    pub fn inside_row(&self, i: usize) -> (u32, u32) {
        (LEFT + 14, self.rows[i] + ROW / 2)
    }
}

/// The place of every part of `o`'s card.
pub fn layout(o: &Outcome) -> Layout {
    let tie_break = o
        .tie_break
        .as_deref()
        .map_or(vec![], |t| wrap(t, TIE_CHARS, 2));
    let house: Vec<Vec<String>> = o.house.iter().map(|h| wrap(h, HOUSE_CHARS, 3)).collect();
    let mut top = 200;
    if o.verdict.is_some() {
        top += 85;
    }
    if !tie_break.is_empty() {
        top += 4 + 36 * tie_break.len() as u32;
    }
    let rows: Vec<u32> = (0..o.standings.len() as u32)
        .map(|i| top + i * ROW_STEP)
        .collect();
    let mut bottom = top + o.standings.len() as u32 * ROW_STEP;
    if !house.is_empty() {
        bottom += 30;
        for h in &house {
            bottom += 40 + 32 * (h.len() as u32 - 1);
        }
    }
    Layout {
        height: bottom + 70,
        rows,
        tie_break,
        house,
    }
}

/// `s` made safe inside an XML text or attribute.
fn escape(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&apos;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// A marker colour as stored (`#rrggbb`), else grey.
fn colour(c: &str) -> &str {
    let ok = c.len() == 7 && c.starts_with('#') && c[1..].bytes().all(|b| b.is_ascii_hexdigit());
    if ok {
        c
    } else {
        "#888888"
    }
}

/// The family of the card's font (built in: [`png`]).
pub const FONT: &str = "DejaVu Sans";

/// The card of game `g` in `lang` and `theme`, as an SVG document.
pub fn svg(g: &ExportedGame, lang: Lang, theme: Theme) -> String {
    let o = Outcome::of(g, lang);
    svg_of(&o, lang, theme)
}

/// The card of an outcome already worded.
pub fn svg_of(o: &Outcome, lang: Lang, theme: Theme) -> String {
    let c = theme.colours();
    let l = layout(o);
    let (w, h) = (WIDTH, l.height);
    let right = w - LEFT;
    let mut s = String::with_capacity(4096);
    let _ = write!(
        s,
        r#"<svg xmlns="http://www.w3.org/2000/svg" width="{w}" height="{h}" viewBox="0 0 {w} {h}" font-family="{FONT}">"#
    );
    let _ = write!(s, r#"<rect width="{w}" height="{h}" fill="{}"/>"#, c.ground);
    let text = |s: &mut String,
                x: u32,
                y: u32,
                size: u32,
                bold: bool,
                fill: &str,
                extra: &str,
                t: &str| {
        let weight = if bold { r#" font-weight="bold""# } else { "" };
        let _ = write!(
            s,
            r#"<text x="{x}" y="{y}" font-size="{size}"{weight} fill="{fill}"{extra}>{}</text>"#,
            escape(t)
        );
    };
    text(&mut s, LEFT, 110, 60, true, c.ink, "", &o.game);
    let sub = format!("{} · {} · {}", o.date, o.preset, o.played);
    text(&mut s, LEFT, 160, 30, false, c.muted, "", &clip(&sub, 56));
    let mut y = 240;
    if let Some(v) = &o.verdict {
        text(&mut s, LEFT, y, 46, true, c.ink, "", &clip(v, 36));
        y += 42;
    }
    for t in &l.tie_break {
        text(&mut s, LEFT, y, 26, false, c.muted, "", t);
        y += 36;
    }
    for (st, &top) in o.standings.iter().zip(&l.rows) {
        let fill = if st.ahead { c.win } else { c.row };
        let _ = write!(
            s,
            r#"<rect x="{LEFT}" y="{top}" width="{}" height="{ROW}" rx="16" fill="{fill}" stroke="{}" stroke-width="2"/>"#,
            w - 2 * LEFT,
            c.edge
        );
        let base = top + 53;
        text(
            &mut s,
            LEFT + 40,
            base,
            36,
            true,
            c.ink,
            "",
            &st.rank.to_string(),
        );
        let _ = write!(
            s,
            r#"<circle cx="{}" cy="{}" r="22" fill="{}" stroke="{}" stroke-width="3"/>"#,
            LEFT + 115,
            top + ROW / 2,
            colour(&st.colour),
            c.ink
        );
        let name = clip(&st.name, 26);
        text(&mut s, LEFT + 160, base, 38, st.ahead, c.ink, "", &name);
        text(
            &mut s,
            right - 30,
            base,
            40,
            true,
            c.ink,
            r#" text-anchor="end""#,
            &st.total,
        );
    }
    let mut y = l.rows.last().map_or(200, |t| t + ROW_STEP) + 30;
    if !l.house.is_empty() {
        text(
            &mut s,
            LEFT,
            y,
            28,
            true,
            c.ink,
            "",
            &tl!(lang, "share-house"),
        );
        for hr in &l.house {
            for (i, line) in hr.iter().enumerate() {
                y += if i == 0 { 40 } else { 32 };
                let (x, mark) = if i == 0 {
                    (LEFT + 20, "• ")
                } else {
                    (LEFT + 44, "")
                };
                text(
                    &mut s,
                    x,
                    y,
                    24,
                    false,
                    c.muted,
                    "",
                    &format!("{mark}{line}"),
                );
            }
        }
    }
    text(
        &mut s,
        right,
        h - 30,
        22,
        false,
        c.muted,
        r#" text-anchor="end""#,
        &tl!(lang, "share-by"),
    );
    s.push_str("</svg>\n");
    s
}

/// Why a card could not be drawn (never, for a card [`svg`] wrote).
#[cfg(feature = "share")]
#[derive(Debug)]
pub struct CardError(String);

#[cfg(feature = "share")]
impl crate::i18n::Message for CardError {
    fn said(&self) -> crate::i18n::Said {
        crate::i18n::Said::new("share-card").arg("detail", &self.0)
    }

    fn samples() -> Vec<CardError> {
        vec![CardError("empty picture".into())]
    }
}

#[cfg(feature = "share")]
impl std::fmt::Display for CardError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        use crate::i18n::Message;
        crate::i18n::english_fmt(&self.said(), f)
    }
}

#[cfg(feature = "share")]
impl std::error::Error for CardError {}

/// The card's fonts: DejaVu Sans, regular and bold, cut down to the
/// alphabets a name is likely in (`assets/fonts/README.md`).
#[cfg(feature = "share")]
const FONTS: [&[u8]; 2] = [
    include_bytes!("../../assets/fonts/DejaVuSans.ttf"),
    include_bytes!("../../assets/fonts/DejaVuSans-Bold.ttf"),
];

/// An SVG drawn as a pixmap with the built-in font (nothing from the
/// system, nothing fetched).
#[cfg(feature = "share")]
pub fn draw(svg: &str) -> Result<resvg::tiny_skia::Pixmap, CardError> {
    use resvg::usvg;
    let mut opt = usvg::Options {
        font_family: FONT.into(),
        ..Default::default()
    };
    for f in FONTS {
        opt.fontdb_mut().load_font_data(f.to_vec());
    }
    let tree = usvg::Tree::from_str(svg, &opt).map_err(|e| CardError(e.to_string()))?;
    let size = tree.size().to_int_size();
    let mut pixmap = resvg::tiny_skia::Pixmap::new(size.width(), size.height())
        .ok_or_else(|| CardError("empty picture".into()))?;
    resvg::render(&tree, Default::default(), &mut pixmap.as_mut());
    Ok(pixmap)
}

/// The card of `g` in `lang` and `theme` as a PNG file's bytes.
#[cfg(feature = "share")]
pub fn png(g: &ExportedGame, lang: Lang, theme: Theme) -> Result<Vec<u8>, CardError> {
    draw(&svg(g, lang, theme))?
        .encode_png()
        .map_err(|e| CardError(e.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::share::tests::{finished, tied, unfinished};

    #[test]
    fn the_svg_holds_every_fact_escaped() {
        let mut g = tied();
        g.spec.players[0] = "<Ana & \"Jo\">".into();
        g.colours[1] = "red\" onload=\"x".into();
        let s = svg(&g, Lang::ENGLISH, Theme::Light);
        assert!(s.contains("&lt;Ana &amp; &quot;Jo&quot;&gt;"), "{s}");
        assert!(
            !s.contains("onload"),
            "a colour that is not #rrggbb is grey"
        );
        assert!(s.contains(r##"fill="#888888""##));
        assert!(s.contains(">Ben wins!<"));
        assert!(s.contains(">Ben wins the tie: 2 rounds won against 1<"));
        assert!(s.contains(">House rules:<"));
        let f = svg(&finished(), Lang::from_tag("fr"), Theme::Dark);
        assert!(f.contains(">Train mexicain<"));
        assert!(f.contains(">\u{2212}4<"), "{f}");
        assert!(f.contains(">Cy gagne\u{202f}!<"));
        assert!(f.contains(r##"fill="#16181d""##), "the dark ground");
        assert!(f.contains(r##"fill="#2ca02c""##), "Cy's marker");
        let u = svg(&unfinished(), Lang::ENGLISH, Theme::Light);
        assert!(u.contains(">Leading: Ana<"));
        assert!(u.contains("after 1 of 13 rounds"));
    }

    #[test]
    fn the_card_grows_with_its_players_and_house_rules() {
        let three = layout(&Outcome::of(&finished(), Lang::ENGLISH));
        assert_eq!(three.rows, [285, 381, 477]);
        assert_eq!(three.height, 477 + ROW_STEP + 70);
        let two = layout(&Outcome::of(&tied(), Lang::ENGLISH));
        // A tie-break line, two rows, two house rules of one and two lines.
        assert_eq!(two.rows, [325, 421]);
        assert_eq!(two.house.iter().map(Vec::len).collect::<Vec<_>>(), [1, 2]);
        assert_eq!(two.height, 421 + ROW_STEP + 30 + 40 + 40 + 32 + 70);
        let fr = layout(&Outcome::of(&tied(), Lang::from_tag("fr")));
        assert!(fr
            .house
            .iter()
            .flatten()
            .all(|l| l.chars().count() <= HOUSE_CHARS));
    }

    #[test]
    fn long_text_wraps_at_spaces_and_stops_with_an_ellipsis() {
        assert_eq!(
            wrap("one two three four", 9, 3),
            ["one two", "three", "four"]
        );
        assert_eq!(wrap("one two three four", 9, 2), ["one two", "three…"]);
        assert_eq!(wrap("abcdefghijkl", 5, 2), ["abcd…"]);
        assert_eq!(clip("Ana", 3), "Ana");
        assert_eq!(clip("Anabel", 4), "Ana…");
    }

    #[cfg(feature = "share")]
    fn rgb(p: &resvg::tiny_skia::Pixmap, (x, y): (u32, u32)) -> String {
        let c = p.pixel(x, y).unwrap().demultiply();
        assert_eq!(c.alpha(), 255);
        format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
    }

    #[cfg(feature = "share")]
    #[test]
    fn the_png_paints_the_winners_row_gold_in_both_themes() {
        use resvg::tiny_skia::Pixmap;
        for lang in [Lang::ENGLISH, Lang::from_tag("fr")] {
            for theme in [Theme::Light, Theme::Dark] {
                let g = finished();
                let bytes = png(&g, lang, theme).unwrap();
                assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
                let p = Pixmap::decode_png(&bytes).unwrap();
                let l = layout(&Outcome::of(&g, lang));
                assert_eq!((p.width(), p.height()), (WIDTH, l.height));
                let c = theme.colours();
                assert_eq!(rgb(&p, l.inside_row(0)), c.win, "{lang:?} {theme:?}");
                assert_eq!(rgb(&p, l.inside_row(1)), c.row);
                assert_eq!(rgb(&p, l.inside_row(2)), c.row);
                assert_eq!(rgb(&p, (5, 5)), c.ground);
                // Text is drawn: the winner's line has ink in it.
                let inked = (LEFT..LEFT + 300)
                    .flat_map(|x| (200..250).map(move |y| (x, y)))
                    .filter(|&xy| rgb(&p, xy) != c.ground)
                    .count();
                assert!(inked > 500, "{inked} inked pixels in the winner line");
            }
        }
        // A shared tie: both rows gold.
        let mut g = tied();
        g.spec.house.tie_break = Some(crate::rules::TieBreak::Shared);
        let p = draw(&svg(&g, Lang::ENGLISH, Theme::Dark)).unwrap();
        let l = layout(&Outcome::of(&g, Lang::ENGLISH));
        assert_eq!(rgb(&p, l.inside_row(0)), Theme::Dark.colours().win);
        assert_eq!(rgb(&p, l.inside_row(1)), Theme::Dark.colours().win);
    }
}

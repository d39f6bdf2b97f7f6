//! A league's season as a static site (issue 44, `shared/spec/club.md`
//! "Publishing"): `mextrain league publish`, and the League page's Publish
//! (a folder on the desktop, a zip in the browser).
//!
//! [`site`] makes the files from the league as [`league_and_games`] reads
//! it, pure: `index.html` (the standings under the season's rules, the
//! players under the minimum attendance apart with `-`, the rules in
//! words, the nights), `nN.html` a night (its standings and every game by
//! table), `pN.html` a player (their standing, their rank after each night
//! and their average per night as SVG charts, their games), `style.css`
//! (light and dark, from `prefers-color-scheme`) and [`MARKER`], the list
//! of the files, by which a later publish knows the folder. Nights are
//! numbered in their order, players in the order they first played (a
//! file is named by that number, never by a name), so that a page keeps
//! its address as the season grows. Every link names its file, relative,
//! so the site works from `file://` and from any folder of any static
//! host; no page has a script, nor anything of the league's receiving
//! (its code, key or link): names, dates and figures only, escaped.
//!
//! [`publish`] ([`folder`], not in the web build) writes it into a folder
//! that is empty (or not there yet) or holds an earlier publish, whose
//! files it replaces, and nothing else; [`site_zip`] is the same site as
//! one zip file, which the browser downloads.

use super::standings::{league_and_games, LeagueView, SeasonStanding};
use crate::app::night::file_part;
use crate::app::ActionError;
use crate::db::{Db, DbError, LeagueGame};
use crate::formats::words::points;
use crate::formats::zip;
use crate::i18n::{decimal, Lang};
use crate::rules::club::{Scoring, Standing};
use crate::tl;
use std::cell::RefCell;
use std::collections::HashMap;
use std::fmt::Write;

/// The file that marks a folder as holding a publish, and lists its files.
pub const MARKER: &str = "mextrain-publish.txt";

/// The marker's first line.
pub(crate) const MARKER_HEAD: &str = "# mextrain league publish";

/// A file of the site: its name (no folder) and its bytes.
pub type SiteFile = (String, Vec<u8>);

#[cfg(not(target_arch = "wasm32"))]
mod folder;
#[cfg(not(target_arch = "wasm32"))]
pub use folder::{default_folder, publish, write_site, PublishError, Published};

/// The site of the league `league` under `scoring`, in `lang`.
pub fn league_site(
    db: &Db,
    league: &str,
    scoring: Scoring,
    lang: Lang,
) -> Result<Vec<SiteFile>, ActionError<DbError>> {
    let (view, games) = league_and_games(db, league, scoring)?;
    Ok(site(&view, &games, lang))
}

/// The site as a zip file to download (the browser): its name
/// (`league-NAME-site.zip`) and bytes, the files in a folder of that name.
pub fn site_zip(
    db: &Db,
    league: &str,
    scoring: Scoring,
    lang: Lang,
) -> Result<(String, Vec<u8>), ActionError<DbError>> {
    let folder = format!("league-{}-site", file_part(league));
    let files: Vec<SiteFile> = league_site(db, league, scoring, lang)?
        .into_iter()
        .map(|(name, bytes)| (format!("{folder}/{name}"), bytes))
        .collect();
    let date = zip::dos_date(&crate::app::night::today());
    Ok((format!("{folder}.zip"), zip::stored(&files, date)))
}

/// The marker's text: its head, then `names` (not the marker's own).
fn marker(names: &[&str]) -> String {
    let mut out = format!(
        "{MARKER_HEAD}: a league's site, written by mextrain.\n\
         # Publishing again into this folder replaces the files listed here, and only them.\n"
    );
    for n in names.iter().filter(|n| **n != MARKER) {
        out += n;
        out.push('\n');
    }
    out
}

/// `s` made safe in HTML's text and attributes.
fn esc(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for c in s.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            c if c.is_control() => {}
            c => out.push(c),
        }
    }
    out
}

/// The site's files: `index.html`, `style.css`, a page per night and per
/// player, and the [`MARKER`] listing them.
pub fn site(view: &LeagueView, games: &[LeagueGame], lang: Lang) -> Vec<SiteFile> {
    let s = Site::new(view, games, lang);
    let mut files: Vec<SiteFile> = vec![
        ("index.html".into(), s.index()),
        ("style.css".into(), CSS.as_bytes().to_vec()),
    ];
    for k in 0..view.nights.len() {
        files.push((format!("n{}.html", k + 1), s.night(k)));
    }
    for p in 0..s.players.len() {
        files.push((format!("p{}.html", p + 1), s.player(p)));
    }
    let names: Vec<&str> = files.iter().map(|(n, _)| n.as_str()).collect();
    let list = marker(&names);
    files.push((MARKER.into(), list.into_bytes()));
    files
}

/// A line of standings: its rank (as shown), the standing, and (the
/// season's) the nights attended and counted.
type Line<'a> = (String, &'a Standing, Option<(usize, usize)>);

/// The league and its games, indexed once for the pages.
struct Site<'a> {
    view: &'a LeagueView,
    lang: Lang,
    /// Each night's games, in the order of the nights.
    nights: Vec<&'a [LeagueGame]>,
    /// The players, in the order they first played.
    players: Vec<&'a str>,
    /// Each player's number (from 0) by name.
    ids: HashMap<&'a str, usize>,
    /// Each player's games: the night's index, the game, the seat.
    played: Vec<Vec<(usize, &'a LeagueGame, usize)>>,
    /// Words a page asks for again and again, escaped, each worded once
    /// (Fluent is slow at tens of thousands of cells): the key, its two
    /// numbers, the words.
    worded: RefCell<Vec<(&'static str, usize, usize, String)>>,
    /// A win's badge.
    won: String,
}

impl<'a> Site<'a> {
    fn new(view: &'a LeagueView, games: &'a [LeagueGame], lang: Lang) -> Site<'a> {
        let mut nights = Vec::with_capacity(view.nights.len());
        let mut rest = games;
        for n in &view.nights {
            let k = rest.iter().take_while(|g| g.night == n.id).count();
            let (tonight, later) = rest.split_at(k);
            nights.push(tonight);
            rest = later;
        }
        let (mut players, mut ids, mut played) = (vec![], HashMap::new(), vec![]);
        for (k, tonight) in nights.iter().enumerate() {
            for g in tonight.iter() {
                for (seat, name) in g.players.iter().enumerate() {
                    let id = match ids.get(name.as_str()) {
                        Some(&id) => id,
                        None => {
                            ids.insert(name.as_str(), players.len());
                            players.push(name.as_str());
                            played.push(vec![]);
                            players.len() - 1
                        }
                    };
                    played[id].push((k, g, seat));
                }
            }
        }
        Site {
            view,
            lang,
            nights,
            players,
            ids,
            played,
            worded: RefCell::new(vec![]),
            won: format!(
                " <span class=\"won\">{}</span>",
                esc(&crate::i18n::text(lang, "night-won", None))
            ),
        }
    }

    /// "Table T, game N" (`pub-game`) or "R of N" (`league-rank-of`),
    /// escaped, from [`Site::worded`].
    fn worded(&self, key: &'static str, a: usize, b: usize) -> String {
        let mut known = self.worded.borrow_mut();
        if let Some((.., w)) = known
            .iter()
            .find(|(k, x, y, _)| (*k, *x, *y) == (key, a, b))
        {
            return w.clone();
        }
        let w = esc(&match key {
            "pub-game" => tl!(self.lang, key, table = a, n = b),
            _ => tl!(self.lang, key, rank = a, of = b),
        });
        known.push((key, a, b, w.clone()));
        w
    }

    fn t(&self, key: &str) -> String {
        esc(&crate::i18n::text(self.lang, key, None))
    }

    /// A player's name, linked to their page.
    fn who(&self, name: &str) -> String {
        match self.ids.get(name) {
            Some(id) => format!("<a href=\"p{}.html\">{}</a>", id + 1, esc(name)),
            None => esc(name),
        }
    }

    /// A page: `file` its own name, `title` (escaped) its title, `body`.
    fn page(&self, file: &str, title: &str, body: &str) -> Vec<u8> {
        let home = esc(&tl!(
            self.lang,
            "league-title",
            name = self.view.name.as_str()
        ));
        let current = if file == "index.html" {
            " aria-current=\"page\""
        } else {
            ""
        };
        format!(
            "<!DOCTYPE html>\n<html lang=\"{tag}\">\n<head>\n<meta charset=\"utf-8\">\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n\
             <meta http-equiv=\"Content-Security-Policy\" content=\"script-src 'none'\">\n\
             <meta name=\"color-scheme\" content=\"light dark\">\n\
             <meta name=\"generator\" content=\"mextrain\">\n<title>{title}</title>\n\
             <link rel=\"stylesheet\" href=\"style.css\">\n</head>\n<body>\n\
             <a class=\"skip\" href=\"{file}#main\">{skip}</a>\n\
             <header><nav aria-label=\"{site}\"><a href=\"index.html\"{current}>{home}</a></nav></header>\n\
             <main id=\"main\">\n{body}</main>\n<footer><p>{made}</p></footer>\n</body>\n</html>\n",
            tag = self.lang.tag(),
            skip = self.t("pub-skip"),
            site = self.t("pub-site"),
            made = self.t("pub-made"),
        )
        .into_bytes()
    }

    /// The standings' caption: by the scoring.
    fn by_scoring(&self) -> String {
        let scoring = format!("night-scoring-{}", self.view.scoring.id());
        let scoring = crate::i18n::text(self.lang, &scoring, None);
        esc(&tl!(self.lang, "night-standings-of", scoring = scoring))
    }

    /// A table: its caption (escaped; `shown`, or for screen readers
    /// alone when a heading above says it), its columns' heads (escaped; a
    /// bit of `num` set: a column of figures), its rows of cells (HTML),
    /// the cell `head` of each the row's header. In a frame that scrolls
    /// sideways (`frame`), or not (a game's few lines).
    #[allow(clippy::too_many_arguments)]
    fn table(
        &self,
        out: &mut String,
        caption: &str,
        shown: bool,
        heads: &[String],
        num: u32,
        head: usize,
        frame: bool,
        rows: &[Vec<String>],
    ) {
        if frame {
            let _ = writeln!(
                out,
                "<div class=\"wrap\" role=\"region\" aria-label=\"{caption}\" tabindex=\"0\">"
            );
        }
        let hidden = if shown { "" } else { " class=\"vh\"" };
        let _ = write!(
            out,
            "<table>\n<caption{hidden}>{caption}</caption>\n<thead><tr>"
        );
        let class = |i: usize| {
            if num >> i & 1 == 1 {
                " class=\"n\""
            } else {
                ""
            }
        };
        for (i, h) in heads.iter().enumerate() {
            let _ = write!(out, "<th scope=\"col\"{}>{h}</th>", class(i));
        }
        out.push_str("</tr></thead>\n<tbody>\n");
        for row in rows {
            out.push_str("<tr>");
            for (i, cell) in row.iter().enumerate() {
                let _ = match i == head {
                    true => write!(out, "<th scope=\"row\">{cell}</th>"),
                    false => write!(out, "<td{}>{cell}</td>", class(i)),
                };
            }
            out.push_str("</tr>\n");
        }
        out.push_str("</tbody>\n</table>\n");
        if frame {
            out.push_str("</div>\n");
        }
    }

    /// A table of standings: each [`Line`].
    fn standings(&self, out: &mut String, caption: &str, shown: bool, lines: &[Line]) {
        let mut heads = vec![
            "night-col-rank",
            "night-col-player",
            "night-col-games",
            "night-col-wins",
            "night-col-points",
            "night-col-average",
            "night-col-placement",
        ];
        if lines.iter().any(|l| l.2.is_some()) {
            heads.extend(["league-attendance", "league-counted"]);
        }
        let rows: Vec<Vec<String>> = lines
            .iter()
            .map(|(rank, l, nights)| {
                let places = if l.placement_halves % 2 == 0 { 0 } else { 1 };
                let mut row = vec![
                    rank.clone(),
                    self.who(&l.name),
                    l.games.to_string(),
                    l.wins.to_string(),
                    points(l.points),
                    decimal(self.lang, l.average(), 2),
                    decimal(self.lang, l.placement(), places),
                ];
                if let Some((n, c)) = nights {
                    row.extend([n.to_string(), c.to_string()]);
                }
                row
            })
            .collect();
        let heads: Vec<String> = heads.iter().map(|h| self.t(h)).collect();
        self.table(out, caption, shown, &heads, !2, 1, true, &rows);
    }

    /// A game's rank, and the badge of a win.
    fn rank(&self, text: String, rank: usize) -> String {
        match rank {
            1 => text + &self.won,
            _ => text,
        }
    }

    fn index(&self) -> Vec<u8> {
        let v = self.view;
        let (lang, t) = (self.lang, |k| self.t(k));
        let title = esc(&tl!(lang, "league-title", name = v.name.as_str()));
        let mut out = format!(
            "<h1>{title}</h1>\n<p class=\"lead\">{}</p>\n<h2>{}</h2>\n",
            esc(&tl!(lang, "league-lead", count = v.nights.len())),
            t("night-standings"),
        );
        fn line<'s>(s: &&'s SeasonStanding) -> Line<'s> {
            let rank = s.rank().map_or_else(|| "-".to_string(), |r| r.to_string());
            (rank, &s.line, Some((s.nights, s.counted.len())))
        }
        let (ranked, unranked): (Vec<_>, Vec<_>) = v.standings.iter().partition(|s| s.ranked);
        if v.standings.is_empty() {
            let _ = writeln!(out, "<p>{}</p>", t("league-standings-empty"));
        }
        if !ranked.is_empty() {
            let lines: Vec<_> = ranked.iter().map(line).collect();
            self.standings(&mut out, &self.by_scoring(), true, &lines);
        }
        if !unranked.is_empty() {
            let apart = esc(&tl!(lang, "league-unranked", m = v.rules.min_nights));
            let _ = writeln!(out, "<h3>{apart}</h3>");
            let lines: Vec<_> = unranked.iter().map(line).collect();
            self.standings(&mut out, &apart, false, &lines);
        }
        let scoring = format!("night-scoring-{}", v.scoring.id());
        let scoring = crate::i18n::text(lang, &scoring, None);
        let nights = t("pub-nights");
        let _ = write!(
            out,
            "<h2>{}</h2>\n<p>{} {} {}</p>\n<h2>{nights}</h2>\n",
            t("league-rules-title"),
            esc(&tl!(lang, "league-rules-best", n = v.rules.best)),
            esc(&tl!(lang, "league-rules-min", m = v.rules.min_nights)),
            esc(&tl!(lang, "pub-rules-scoring", scoring = scoring)),
        );
        if v.nights.is_empty() {
            let _ = writeln!(out, "<p>{}</p>", t("pub-no-nights"));
        } else {
            let rows: Vec<Vec<String>> = v
                .nights
                .iter()
                .enumerate()
                .map(|(k, n)| {
                    vec![
                        esc(&n.night.date),
                        format!("<a href=\"n{}.html\">{}</a>", k + 1, esc(&n.night.name)),
                        v.by_night[k].len().to_string(),
                        self.nights[k].len().to_string(),
                    ]
                })
                .collect();
            let heads = [
                "night-date",
                "league-night",
                "pub-col-players",
                "night-col-games",
            ]
            .map(t);
            self.table(&mut out, &nights, false, &heads, 0b1100, 1, true, &rows);
        }
        self.page("index.html", &title, &out)
    }

    fn night(&self, k: usize) -> Vec<u8> {
        let (n, games, lang) = (&self.view.nights[k], self.nights[k], self.lang);
        let (name, date) = (esc(&n.night.name), esc(&n.night.date));
        let mut tables = vec![];
        for g in games {
            if !tables.contains(&g.table) {
                tables.push(g.table);
            }
        }
        let tables = tables.len();
        let players = self.view.by_night[k].len();
        let lead = tl!(
            lang,
            "pub-night-lead",
            games = games.len(),
            tables = tables,
            players = players
        );
        let mut out = format!(
            "<h1>{name}</h1>\n<p class=\"lead\">{date} · {}</p>\n<nav class=\"pager\" aria-label=\"{}\">",
            esc(&lead),
            self.t("pub-nights"),
        );
        // The nights before and after.
        let next = Some(k + 1).filter(|&j| j < self.view.nights.len());
        for (to, key, rel) in [
            (k.checked_sub(1), "pub-previous", "prev"),
            (next, "pub-next", "next"),
        ] {
            if let Some(j) = to {
                let text = tl!(lang, key, date = self.view.nights[j].night.date.as_str());
                let _ = write!(
                    out,
                    "<a rel=\"{rel}\" href=\"n{}.html\">{}</a>",
                    j + 1,
                    esc(&text)
                );
            }
        }
        let _ = write!(out, "</nav>\n<h2>{}</h2>\n", self.t("night-standings"));
        let lines = &self.view.by_night[k];
        if lines.is_empty() {
            let _ = writeln!(out, "<p>{}</p>", self.t("night-standings-empty"));
        } else {
            let lines: Vec<_> = lines
                .iter()
                .map(|l| (l.rank.to_string(), l, None))
                .collect();
            self.standings(&mut out, &self.by_scoring(), true, &lines);
        }
        if !games.is_empty() {
            let _ = write!(
                out,
                "<h2>{}</h2>\n<div class=\"games\">\n",
                self.t("night-col-games")
            );
            let heads =
                ["night-col-player", "night-col-points", "night-col-rank"].map(|h| self.t(h));
            for g in games {
                // Best first (a shared place in seat order), without a
                // sort of its own for so few.
                let seats = (1..=g.players.len())
                    .flat_map(|r| (0..g.players.len()).filter(move |&s| g.ranks[s] == r));
                let rows: Vec<Vec<String>> = seats
                    .map(|s| {
                        let rank = self.rank(g.ranks[s].to_string(), g.ranks[s]);
                        vec![self.who(&g.players[s]), points(g.totals[s]), rank]
                    })
                    .collect();
                let caption = self.worded("pub-game", g.table, g.number);
                self.table(&mut out, &caption, true, &heads, 0b110, 0, false, &rows);
            }
            out.push_str("</div>\n");
        }
        let league = tl!(lang, "league-title", name = self.view.name.as_str());
        let title = format!("{name}, {date} · {}", esc(&league));
        self.page(&format!("n{}.html", k + 1), &title, &out)
    }

    fn player(&self, p: usize) -> Vec<u8> {
        let (name, played, v, lang) = (self.players[p], &self.played[p], self.view, self.lang);
        let wins = played.iter().filter(|(_, g, s)| g.ranks[*s] == 1).count();
        let total: i64 = played.iter().map(|(_, g, s)| i64::from(g.totals[*s])).sum();
        let lead = tl!(
            lang,
            "league-player-lead",
            games = played.len(),
            wins = wins,
            points = points(total)
        );
        let mut out = format!(
            "<h1>{}</h1>\n<p class=\"lead\">{}</p>\n<h2>{}</h2>\n",
            esc(name),
            esc(&lead),
            self.t("night-standings"),
        );
        if let Some(s) = v.standings.iter().find(|s| s.line.name == name) {
            let rank = s.rank().map_or_else(|| "-".to_string(), |r| r.to_string());
            let lines = [(rank, &s.line, Some((s.nights, s.counted.len())))];
            self.standings(&mut out, &self.by_scoring(), true, &lines);
        }
        // Their rank after each night, and their average on each night
        // they came.
        let dates: Vec<&str> = v.nights.iter().map(|n| n.night.date.as_str()).collect();
        let ranks: Vec<Option<f64>> = v
            .after
            .iter()
            .map(|after| {
                let me = after.iter().find(|s| s.line.name == name);
                me.and_then(|s| s.rank()).map(|r| r as f64)
            })
            .collect();
        let (mut came, mut average) = (vec![], vec![]);
        for (k, night) in v.by_night.iter().enumerate() {
            if let Some(l) = night.iter().find(|l| l.name == name) {
                came.push(dates[k]);
                average.push(Some(l.average()));
            }
        }
        if ranks.iter().any(Option::is_some) {
            self.chart(&mut out, "league-chart-title", &dates, &ranks, true);
        }
        if !average.is_empty() {
            self.chart(&mut out, "pub-chart-average", &came, &average, false);
        }
        let games = self.t("night-col-games");
        let _ = writeln!(out, "<h2>{games}</h2>");
        let rows: Vec<Vec<String>> = played
            .iter()
            .map(|&(k, g, s)| {
                let n = &v.nights[k].night;
                let of = self.worded("league-rank-of", g.ranks[s], g.players.len());
                vec![
                    esc(&n.date),
                    format!("<a href=\"n{}.html\">{}</a>", k + 1, esc(&n.name)),
                    self.worded("pub-game", g.table, g.number),
                    points(g.totals[s]),
                    self.rank(of, g.ranks[s]),
                ]
            })
            .collect();
        let heads = [
            "night-date",
            "league-night",
            "league-table-game",
            "night-col-points",
            "night-col-rank",
        ]
        .map(|h| self.t(h));
        self.table(&mut out, &games, false, &heads, 0b11000, 1, true, &rows);
        let league = tl!(lang, "league-title", name = v.name.as_str());
        let title = format!("{} · {}", esc(name), esc(&league));
        self.page(&format!("p{}.html", p + 1), &title, &out)
    }

    /// A line chart of one value per label (`None`: a gap) as SVG, drawn
    /// twice: wide, and narrow for a phone (the stylesheet shows one).
    /// `rank`: 1 at the top.
    fn chart(
        &self,
        out: &mut String,
        key: &str,
        labels: &[&str],
        values: &[Option<f64>],
        rank: bool,
    ) {
        let title = self.t(key);
        let _ = write!(out, "<figure>\n<figcaption>{title}</figcaption>\n");
        for frame in [WIDE, NARROW] {
            chart_svg(out, frame, &title, labels, values, rank);
        }
        out.push_str("</figure>\n");
    }
}

/// A chart's drawing: its class, size, margins and most x labels.
#[derive(Clone, Copy)]
struct Frame {
    class: &'static str,
    w: f64,
    h: f64,
    left: f64,
    bottom: f64,
    labels: usize,
}

const WIDE: Frame = Frame {
    class: "wide",
    w: 720.0,
    h: 260.0,
    left: 52.0,
    bottom: 36.0,
    labels: 6,
};

/// About as wide as a phone's page, so that its text is the page's size.
const NARROW: Frame = Frame {
    class: "narrow",
    w: 340.0,
    h: 240.0,
    left: 44.0,
    bottom: 36.0,
    labels: 3,
};

fn chart_svg(
    out: &mut String,
    f: Frame,
    title: &str,
    labels: &[&str],
    values: &[Option<f64>],
    rank: bool,
) {
    let (top, right) = (14.0, 28.0);
    let known = values.iter().flatten().copied();
    let max = known.clone().fold(f64::MIN, f64::max);
    let min = known.fold(f64::MAX, f64::min);
    // The axis: ranks from 1 down; points from 0 (or below) up.
    let (lo, hi) = if rank {
        (1.0, max.max(2.0))
    } else {
        (min.min(0.0), max.max(1.0))
    };
    let raw = (hi - lo) / 4.0;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|s| *s >= raw)
        .unwrap_or(10.0 * mag)
        .max(1.0);
    let (lo, hi) = if rank {
        (1.0, (hi / step).ceil() * step)
    } else {
        ((lo / step).floor() * step, (hi / step).ceil() * step)
    };
    let (pw, ph) = (f.w - f.left - right, f.h - top - f.bottom);
    let y = |v: f64| {
        let at = (v - lo) / (hi - lo);
        top + ph * if rank { at } else { 1.0 - at }
    };
    let n = values.len();
    let x = |i: usize| match n {
        0 | 1 => f.left + pw / 2.0,
        _ => f.left + pw * i as f64 / (n - 1) as f64,
    };
    let _ = write!(
        out,
        "<svg class=\"chart {}\" viewBox=\"0 0 {} {}\" role=\"img\" aria-label=\"{title}\">\
         <title>{title}</title>\n<g class=\"grid\">",
        f.class, f.w, f.h
    );
    let mut ticks = vec![lo];
    let mut t = if rank { step } else { lo + step };
    while t <= hi + 1e-9 {
        if t > lo {
            ticks.push(t);
        }
        t += step;
    }
    for t in &ticks {
        let _ = write!(
            out,
            "<line x1=\"{:.1}\" x2=\"{:.1}\" y1=\"{y:.1}\" y2=\"{y:.1}\"/>\
             <text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{}</text>",
            f.left,
            f.w - right,
            f.left - 6.0,
            y(*t) + 4.5,
            points(*t as i64),
            y = y(*t)
        );
    }
    // The x labels: the first and the last, and between them as many as
    // fit (at most `f.labels`), spread evenly, none over another.
    let width = |i: usize| labels.get(i).map_or(0, |l| l.chars().count()) as f64 * 8.0;
    let mut drawn: Vec<(usize, &str, f64)> = vec![];
    let (mut free, last, count) = (0.0, n.saturating_sub(1), f.labels.min(n));
    for j in 0..count {
        let i = j * last / (count - 1).max(1);
        let (anchor, from, to) = match i {
            0 => ("start", x(0), x(0) + width(0)),
            i if i == last => ("end", x(i) - width(i), x(i)),
            i => ("middle", x(i) - width(i) / 2.0, x(i) + width(i) / 2.0),
        };
        let clear = from >= free && (i == last || to + 12.0 <= x(last) - width(last));
        if n == 1 || drawn.is_empty() || clear {
            drawn.push((i, if n == 1 { "middle" } else { anchor }, x(i)));
            free = to + 12.0;
        }
    }
    for (i, anchor, at) in drawn {
        let _ = write!(
            out,
            "<text x=\"{at:.1}\" y=\"{:.1}\" text-anchor=\"{anchor}\">{}</text>",
            f.h - 12.0,
            esc(labels.get(i).copied().unwrap_or(""))
        );
    }
    out.push_str("</g>\n<path class=\"line\" d=\"");
    let mut pen_down = false;
    for (i, v) in values.iter().enumerate() {
        match v {
            Some(v) => {
                let _ = write!(
                    out,
                    "{}{:.1} {:.1}",
                    if pen_down { "L" } else { "M" },
                    x(i),
                    y(*v)
                );
                pen_down = true;
            }
            None => pen_down = false,
        }
    }
    out.push_str("\"/>\n");
    // A dot at each value when there are few, else at each one alone
    // between gaps (a line would not show it).
    let few = values.iter().flatten().count() <= 40;
    let alone = |i: usize| {
        (i == 0 || values[i - 1].is_none()) && values.get(i + 1).is_none_or(|v| v.is_none())
    };
    for (i, v) in values.iter().enumerate() {
        if let Some(v) = v.filter(|_| few || alone(i)) {
            let _ = write!(
                out,
                "<circle class=\"dot\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"3.5\"/>",
                x(i),
                y(v)
            );
        }
    }
    out.push_str("</svg>\n");
}

/// The site's one stylesheet: light, and dark where the system is.
const CSS: &str = "\
:root{color-scheme:light dark;--bg:#fff;--fg:#1b1b1b;--muted:#595959;--line:#d4d4d4;--head:#f1f3f4;\
--link:#0b57d0;--accent:#0b57d0;--win:#146c2e;--win-bg:#e6f4ea}
@media (prefers-color-scheme:dark){:root{--bg:#151515;--fg:#ececec;--muted:#b4b4b4;--line:#474747;\
--head:#222;--link:#8ab4f8;--accent:#8ab4f8;--win:#a8dab5;--win-bg:#1d3a26}}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--fg);font:1rem/1.5 system-ui,-apple-system,\"Segoe UI\",Roboto,sans-serif}
header,main,footer{max-width:66rem;margin:0 auto;padding:0 1rem}
header{padding-top:.75rem;padding-bottom:.25rem;border-bottom:1px solid var(--line)}
header a{font-weight:600;text-decoration:none}
header a:hover{text-decoration:underline}
footer{margin-top:2.5rem;padding-bottom:1.5rem;color:var(--muted);font-size:.9rem}
h1{font-size:1.75rem;line-height:1.25;margin:1.25rem 0 .25rem;overflow-wrap:anywhere}
h2{font-size:1.3rem;margin:2rem 0 .5rem}
h3{font-size:1.1rem;margin:1.5rem 0 .5rem}
.lead{color:var(--muted);margin-top:0}
a{color:var(--link)}
a:focus-visible,.wrap:focus-visible{outline:3px solid var(--accent);outline-offset:2px;border-radius:2px}
.skip{position:absolute;left:-100vw;top:.5rem;background:var(--bg);padding:.5rem 1rem}
.skip:focus{left:.5rem}
.wrap{overflow-x:auto;margin:.5rem 0}
.wrap th,.wrap td{white-space:nowrap}
.vh{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
table{border-collapse:collapse;width:100%}
caption{text-align:left;font-weight:600;padding:.25rem 0 .5rem}
th,td{padding:.4rem .6rem;border-bottom:1px solid var(--line);text-align:left;vertical-align:top}
thead th{background:var(--head);white-space:nowrap}
tbody th{font-weight:500}
.games th{overflow-wrap:anywhere}
.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
.won{display:inline-block;padding:0 .4rem;border-radius:.6rem;background:var(--win-bg);color:var(--win);font-size:.85rem;font-weight:600}
.pager{display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem 1rem;margin:1rem 0}
.pager a{display:inline-block;padding:.5rem 0;min-height:44px}
.pager a[rel=next]{margin-left:auto}
.games{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:1rem 1.5rem}
.games table{margin:0}
figure{margin:1.5rem 0}
figcaption{font-weight:600;margin-bottom:.5rem}
svg.chart{display:block;width:100%;height:auto;font-size:13px}
svg.narrow{display:none}
@media (max-width:40rem){svg.wide{display:none}svg.narrow{display:block}th,td{padding:.35rem .45rem}}
.grid line{stroke:var(--line)}
.grid text{fill:var(--muted)}
.line{fill:none;stroke:var(--accent);stroke-width:2.5;stroke-linejoin:round}
.dot{fill:var(--accent)}
@media print{.skip,.pager{display:none}a{color:inherit;text-decoration:none}}
";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_escaped() {
        assert_eq!(
            esc("<b>\"Ana\" & 'Ben'</b>"),
            "&lt;b&gt;&quot;Ana&quot; &amp; &#39;Ben&#39;&lt;/b&gt;"
        );
    }
}

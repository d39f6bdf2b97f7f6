//! A game's result to share: the facts once ([`Outcome`]), as plain text
//! for a chat ([`text`]), and as a BG Stats link ([`bgstats_link`]); the
//! picture is [`super::card`]. Pure: the game comes from the caller
//! (`app::share` reads it), the words from [`crate::i18n`] in the language
//! asked for.
//!
//! ```text
//! Mexican Train · Wed 25 Nov 2026 · Classic · 3 of 3 rounds
//! 1. Ben 11
//! 2. Ana 12
//! Ben wins!
//! ```

use super::words;
use super::{bgstats, ExportedGame};
use crate::i18n::Lang;
use crate::rules::book;
use crate::tl;

/// Where BG Stats takes a play from another app (its documented link).
pub const BGSTATS_CREATE_PLAY: &str = "https://app.bgstatsapp.com/createPlay.html?data=";

/// One player's line of a result, in standing order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Standing {
    /// 1 for the winners (or leaders); players on the same total share a
    /// rank ([`crate::rules::Scoresheet::standings`]).
    pub rank: usize,
    /// The player's seat.
    pub seat: usize,
    /// Their name.
    pub name: String,
    /// Their marker colour (`#rrggbb`).
    pub colour: String,
    /// Their total, with the typographic minus.
    pub total: String,
    /// Whether they win (or lead, in a game not finished).
    pub ahead: bool,
}

/// A game's result in words of one language: what the text and the card
/// show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// "Mexican Train" in the language.
    pub game: String,
    /// The day it started, e.g. "Wed 25 Nov 2026".
    pub date: String,
    /// The preset's name.
    pub preset: String,
    /// "13 of 13 rounds", or "after 3 of 13 rounds" for a game not finished.
    pub played: String,
    /// Whether the game is finished.
    pub finished: bool,
    /// The players, in standing order.
    pub standings: Vec<Standing>,
    /// "Ana wins!", "A tie: ...", or "Leading: Ana" for a game not
    /// finished; `None` before the first round.
    pub verdict: Option<String>,
    /// How a tie for the lowest total was settled, if it was.
    pub tie_break: Option<String>,
    /// The house rules that differ from the preset, in words.
    pub house: Vec<String>,
}

impl Outcome {
    /// The facts of `g` in `lang`.
    pub fn of(g: &ExportedGame, lang: Lang) -> Outcome {
        let sheet = g.sheet();
        let finished = g.finished_at.is_some();
        let (n, of) = (sheet.rounds.len(), sheet.spec.schedule.len());
        let played = if finished {
            tl!(lang, "share-played", n = n, of = of)
        } else {
            tl!(lang, "share-after", n = n, of = of)
        };
        let winners = sheet.winners();
        let standings: Vec<Standing> = sheet
            .standings()
            .into_iter()
            .map(|(rank, seat, total)| Standing {
                rank,
                seat,
                name: sheet.spec.players[seat].clone(),
                colour: g.colours.get(seat).cloned().unwrap_or_default(),
                total: words::points(total),
                ahead: winners.contains(&seat),
            })
            .collect();
        let names: Vec<String> = winners
            .iter()
            .map(|&s| sheet.spec.players[s].clone())
            .collect();
        let verdict = match (names.is_empty(), finished) {
            (true, _) => None,
            (false, true) => Some(words::winners(lang, &names)),
            (false, false) => Some(tl!(
                lang,
                "share-leading",
                names = words::joined(lang, &names)
            )),
        };
        let house = book::house_notes(sheet.spec.preset, &sheet.spec.house)
            .iter()
            .map(|n| crate::i18n::said(lang, &n.said))
            .collect();
        Outcome {
            game: tl!(lang, "share-game"),
            date: day(lang, g.started_at),
            preset: words::preset(lang, sheet.spec.preset),
            played,
            finished,
            standings,
            verdict,
            tie_break: sheet.tie().and_then(|t| words::tie(lang, &t)),
            house,
        }
    }

    /// The title line: "Mexican Train · Wed 25 Nov 2026 · Classic · 3 of
    /// 13 rounds".
    pub fn title(&self) -> String {
        format!(
            "{} · {} · {} · {}",
            self.game, self.date, self.preset, self.played
        )
    }
}

/// The day of Unix seconds `secs`, local time, in `lang` ("Wed 25 Nov 2026").
fn day(lang: Lang, secs: i64) -> String {
    use chrono::{Local, TimeZone};
    match Local.timestamp_opt(secs, 0) {
        chrono::LocalResult::Single(t) | chrono::LocalResult::Ambiguous(t, _) => {
            crate::i18n::date(lang, &t, "date-day")
        }
        chrono::LocalResult::None => String::new(),
    }
}

/// `s` in at most `max` characters, the last one an ellipsis where it is
/// cut; control characters dropped.
pub fn clip(s: &str, max: usize) -> String {
    let s: String = s.chars().filter(|c| !c.is_control()).collect();
    if s.chars().count() <= max {
        return s;
    }
    let mut out: String = s.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// The result as plain text for a chat, in `lang`: the title line, one
/// line per player in standing order (rank, name, total), the winner (or
/// the leader) and how a tie was settled, then the house rules, if any.
/// Every line ends with a new line.
pub fn text(g: &ExportedGame, lang: Lang) -> String {
    let o = Outcome::of(g, lang);
    let mut out = o.title() + "\n";
    for s in &o.standings {
        out += &format!("{}. {} {}\n", s.rank, clip(&s.name, 40), s.total);
    }
    for line in o.verdict.iter().chain(&o.tie_break) {
        out += line;
        out.push('\n');
    }
    if !o.house.is_empty() {
        out += &tl!(lang, "share-house");
        out.push('\n');
        for h in &o.house {
            out += &format!("- {h}\n");
        }
    }
    out
}

/// Everything but RFC 3986's unreserved characters (`A-Z a-z 0-9 - . _ ~`)
/// is percent-encoded.
const NOT_UNRESERVED: &percent_encoding::AsciiSet = &percent_encoding::NON_ALPHANUMERIC
    .remove(b'-')
    .remove(b'.')
    .remove(b'_')
    .remove(b'~');

/// The link that opens BG Stats' import dialog with this play: the
/// [`bgstats::play`] JSON (compact, its `sourcePlayId` the game's uid so a
/// second tap is known again), percent-encoded after
/// [`BGSTATS_CREATE_PLAY`]. `None` for a game not finished (BG Stats takes
/// finished plays).
pub fn bgstats_link(g: &ExportedGame) -> Option<String> {
    let play = bgstats::play(g)?;
    let json = serde_json::to_string(&play).ok()?;
    Some(format!(
        "{BGSTATS_CREATE_PLAY}{}",
        percent_encoding::utf8_percent_encode(&json, NOT_UNRESERVED)
    ))
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;
    use crate::formats::json::sample;
    use crate::rules::{HouseRules, RoundEntry, RoundOutcome, TieBreak};

    fn fr() -> Lang {
        Lang::from_tag("fr")
    }

    fn round(engine: u8, points: Vec<i32>, out: Option<usize>) -> RoundEntry {
        RoundEntry {
            engine,
            starter: 0,
            end: out.map_or(RoundOutcome::Blocked, RoundOutcome::Out),
            tiles: vec![None; points.len()],
            points,
            markers_up: vec![],
        }
    }

    /// Ana, Ben and Cy, 3 rounds of 3 played: Cy wins on −4, then Ana 30,
    /// Ben 57.
    pub(crate) fn finished() -> ExportedGame {
        let mut g = sample(&["Ana", "Ben", "Cy"], None);
        g.spec.schedule = vec![12, 11, 10];
        g.colours = vec!["#d62728".into(), "#1f77b4".into(), "#2ca02c".into()];
        g.rounds = vec![
            round(12, vec![0, 20, 6], Some(0)),
            round(11, vec![15, 30, -10], Some(2)),
            round(10, vec![15, 7, 0], Some(2)),
        ];
        g.finished_at = Some(g.started_at + 95 * 60);
        g
    }

    /// The same game after its first round of 13.
    pub(crate) fn unfinished() -> ExportedGame {
        let mut g = finished();
        g.spec.schedule = (0..=12).rev().collect();
        g.rounds.truncate(1);
        g.finished_at = None;
        g
    }

    /// Ana and Ben tied on 12; Ben won two rounds, Ana one: under
    /// most_rounds_won Ben wins the tie. A house rule: blank half 50.
    pub(crate) fn tied() -> ExportedGame {
        let mut g = sample(&["Ana", "Ben"], None);
        g.spec.house = HouseRules {
            tie_break: Some(TieBreak::MostRoundsWon),
            blank_half: Some(50),
            ..Default::default()
        };
        g.spec.schedule = vec![12, 11, 10];
        g.colours = vec!["#d62728".into(), "#1f77b4".into()];
        g.rounds = vec![
            round(12, vec![6, 5], None),
            round(11, vec![6, 5], None),
            round(10, vec![0, 2], Some(0)),
        ];
        g.finished_at = Some(3600);
        g
    }

    fn lines(s: &str) -> Vec<&str> {
        s.lines().collect()
    }

    #[test]
    fn a_finished_game_in_english_and_french() {
        let g = finished();
        let en = text(&g, Lang::ENGLISH);
        let date = day(Lang::ENGLISH, g.started_at);
        assert!(!date.is_empty());
        assert_eq!(
            lines(&en),
            [
                format!("Mexican Train · {date} · Classic · 3 of 3 rounds").as_str(),
                "1. Cy \u{2212}4",
                "2. Ana 30",
                "3. Ben 57",
                "Cy wins!",
            ]
        );
        let fr_text = text(&g, fr());
        let date = day(fr(), g.started_at);
        assert_eq!(
            lines(&fr_text),
            [
                format!("Train mexicain · {date} · Classique · 3 manches sur 3").as_str(),
                "1. Cy \u{2212}4",
                "2. Ana 30",
                "3. Ben 57",
                "Cy gagne\u{202f}!",
            ]
        );
    }

    #[test]
    fn a_game_not_finished_says_after_how_many_rounds_and_who_leads() {
        let g = unfinished();
        let en = text(&g, Lang::ENGLISH);
        let l = lines(&en);
        assert!(
            l[0].ends_with(" · Classic · after 1 of 13 rounds"),
            "{}",
            l[0]
        );
        assert_eq!(
            &l[1..],
            ["1. Ana 0", "2. Cy 6", "3. Ben 20", "Leading: Ana"]
        );
        let f = text(&g, fr());
        let l = lines(&f);
        assert!(
            l[0].ends_with(" · Classique · après 1 manche sur 13"),
            "{}",
            l[0]
        );
        assert_eq!(l[4], "En tête\u{a0}: Ana");
        // Before the first round: nobody leads.
        let mut none = unfinished();
        none.rounds.clear();
        let en = text(&none, Lang::ENGLISH);
        assert_eq!(lines(&en).len(), 4, "{en}");
        assert!(lines(&en)[0].ends_with("after 0 of 13 rounds"));
    }

    #[test]
    fn a_tie_says_how_it_was_settled_and_the_house_rules() {
        let g = tied();
        let notes = book::house_notes(g.spec.preset, &g.spec.house);
        assert_eq!(notes.len(), 2, "the tie-break and the blank half");
        let en = text(&g, Lang::ENGLISH);
        let l = lines(&en);
        assert_eq!(
            &l[1..6],
            [
                "1. Ben 12",
                "2. Ana 12",
                "Ben wins!",
                "Ben wins the tie: 2 rounds won against 1",
                "House rules:",
            ]
        );
        let house: Vec<String> = notes.iter().map(|n| format!("- {}", n.text())).collect();
        assert_eq!(&l[6..], house);
        assert!(l[6..].iter().any(|h| h.contains("50")), "{en}");
        let f = text(&g, fr());
        let l = lines(&f);
        assert_eq!(l[3], "Ben gagne\u{202f}!");
        assert!(l[4].starts_with("Ben l’emporte à égalité"), "{}", l[4]);
        assert_eq!(l[5], "Règles maison\u{a0}:");
        assert_eq!(l.len(), 8, "{f}");
        assert!(l[6..].iter().all(|h| h.starts_with("- ")), "{f}");
        assert!(l[6..].iter().any(|h| h.contains("50")), "{f}");
        assert!(
            !l[6..].iter().any(|h| house.contains(&h.to_string())),
            "worded in French: {f}"
        );
        // Shared by the rule: both win, no tie-break line.
        let mut shared = tied();
        shared.spec.house.tie_break = Some(TieBreak::Shared);
        let en = text(&shared, Lang::ENGLISH);
        let l = lines(&en);
        assert_eq!(
            &l[1..4],
            [
                "1. Ana 12",
                "1. Ben 12",
                "A tie: Ana and Ben share the win!"
            ]
        );
        assert_eq!(l[4], "House rules:");
        let f = text(&shared, fr());
        assert_eq!(
            lines(&f)[3],
            "Égalité\u{a0}: Ana et Ben se partagent la victoire\u{202f}!"
        );
    }

    /// The JSON a BG Stats link carries.
    pub(crate) fn decoded(link: &str) -> serde_json::Value {
        let data = link.strip_prefix(BGSTATS_CREATE_PLAY).expect("the link");
        assert!(
            data.bytes()
                .all(|b| b.is_ascii_alphanumeric() || b"-._~%".contains(&b)),
            "{data}"
        );
        let json = percent_encoding::percent_decode_str(data)
            .decode_utf8()
            .unwrap();
        serde_json::from_str(&json).unwrap()
    }

    #[test]
    fn the_bgstats_link_carries_the_play() {
        let v = decoded(&bgstats_link(&finished()).unwrap());
        assert_eq!(v["game"]["name"], "Mexican Train");
        assert_eq!(v["game"]["highestWins"], false);
        assert_eq!(v["sourcePlayId"], "sample-Ana-Ben-Cy");
        assert_eq!(v["durationMin"], 95);
        assert_eq!(v["playDate"].as_str().unwrap().len(), 19);
        let p = v["players"].as_array().unwrap();
        let row = |i: usize| {
            (
                p[i]["name"].as_str().unwrap(),
                p[i]["score"].as_i64().unwrap(),
                p[i]["winner"].as_bool().unwrap(),
                p[i]["rank"].as_u64().unwrap(),
                p[i]["startPlayer"].as_bool().unwrap(),
            )
        };
        assert_eq!(row(0), ("Ana", 30, false, 2, true));
        assert_eq!(row(1), ("Ben", 57, false, 3, false));
        assert_eq!(row(2), ("Cy", -4, true, 1, false));
        // A tie: the tie-break's winner ranks first.
        let v = decoded(&bgstats_link(&tied()).unwrap());
        assert_eq!(v["players"][1]["winner"], true);
        assert_eq!(v["players"][0]["winner"], false);
        assert_eq!(
            (
                v["players"][0]["rank"].as_u64(),
                v["players"][1]["rank"].as_u64()
            ),
            (Some(2), Some(1))
        );
        // Names with spaces, accents and signs survive the encoding.
        let mut g = tied();
        g.spec.players = vec!["Zoé & Léa".into(), "50% + \"B\"".into()];
        let v = decoded(&bgstats_link(&g).unwrap());
        assert_eq!(v["players"][0]["name"], "Zoé & Léa");
        assert_eq!(v["players"][1]["name"], "50% + \"B\"");
        // BG Stats takes finished plays only.
        assert_eq!(bgstats_link(&unfinished()), None);
    }
}

//! A night's or a league's standings as files (`shared/spec/club.md`):
//! the JSON `night standings --json` and `league standings --json` print,
//! and a CSV with the same fields for spreadsheets; the players' ratings
//! as `league ratings --json` prints them.

use crate::rules::club::Standing;
use crate::rules::rating::PlayerRating;
use crate::rules::season::SeasonStanding;
use serde::Serialize;

#[derive(Serialize)]
struct Players<'a> {
    players: Vec<Line<'a>>,
}

/// One player, its keys in the spec's order (a struct keeps it; a JSON map
/// would sort them).
#[derive(Serialize)]
struct Line<'a> {
    name: &'a str,
    games: usize,
    wins: usize,
    points: i64,
    average: f64,
    placement: f64,
    /// `null` for a league's player under the minimum attendance.
    rank: Option<usize>,
    /// At a night: whether the player is present (club.md).
    #[serde(skip_serializing_if = "Option::is_none")]
    present: Option<bool>,
    /// In a league: the nights the player attended...
    #[serde(skip_serializing_if = "Option::is_none")]
    nights: Option<usize>,
    /// ... and those counted (the best N).
    #[serde(skip_serializing_if = "Option::is_none")]
    counted: Option<usize>,
}

impl<'a> Line<'a> {
    fn of(s: &'a Standing) -> Line<'a> {
        Line {
            name: &s.name,
            games: s.games,
            wins: s.wins,
            points: s.points,
            average: s.average(),
            placement: s.placement(),
            rank: Some(s.rank),
            present: None,
            nights: None,
            counted: None,
        }
    }
}

/// `{"players": [{"name", "games", "wins", "points", "average",
/// "placement", "rank"}, ...]}`, best first, on one line.
///
/// ```
/// use mextrain::formats::club::standings_json;
/// assert_eq!(standings_json(&[]), r#"{"players":[]}"#);
/// ```
pub fn standings_json(lines: &[Standing]) -> String {
    standings_json_at(lines, None)
}

/// [`standings_json`] of a night, each player with `"present"`: whether
/// the name is among `present`.
pub fn standings_json_at(lines: &[Standing], present: Option<&[String]>) -> String {
    let players = lines
        .iter()
        .map(|s| Line {
            present: present.map(|p| p.contains(&s.name)),
            ..Line::of(s)
        })
        .collect();
    serde_json::to_string(&Players { players }).unwrap_or_default()
}

/// A league's standings (`league standings --json`): [`standings_json`]'s
/// fields, `"rank": null` for a player under the minimum attendance, and
/// each player's `"nights"` (attended) and `"counted"`.
pub fn season_json(lines: &[SeasonStanding]) -> String {
    let players = lines
        .iter()
        .map(|s| Line {
            rank: s.rank(),
            nights: Some(s.nights),
            counted: Some(s.counted.len()),
            ..Line::of(&s.line)
        })
        .collect();
    serde_json::to_string(&Players { players }).unwrap_or_default()
}

#[derive(Serialize)]
struct RatedPlayers<'a> {
    players: Vec<Rated<'a>>,
}

/// One player's rating, its keys in the spec's order.
#[derive(Serialize)]
struct Rated<'a> {
    name: &'a str,
    rating: f64,
    mu: f64,
    sigma: f64,
    games: usize,
}

/// The players' ratings (`league ratings --json`): `{"players": [{"name",
/// "rating", "mu", "sigma", "games"}, ...]}` in the order given (highest
/// rating first), on one line, the figures unrounded.
///
/// ```
/// use mextrain::formats::club::ratings_json;
/// use mextrain::rules::rating::PlayerRating;
/// assert_eq!(
///     ratings_json(&[PlayerRating::new("Ana")]),
///     r#"{"players":[{"name":"Ana","rating":0.0,"mu":25.0,"sigma":8.333333333333334,"games":0}]}"#
/// );
/// ```
pub fn ratings_json(lines: &[PlayerRating]) -> String {
    let players: Vec<Rated> = lines
        .iter()
        .map(|p| Rated {
            name: &p.name,
            rating: p.rating(),
            mu: p.mu,
            sigma: p.sigma,
            games: p.games,
        })
        .collect();
    serde_json::to_string(&RatedPlayers { players }).unwrap_or_default()
}

/// A league's CSV header: [`STANDINGS_HEADER`], then the nights attended
/// and counted.
pub const SEASON_HEADER: &str = "rank,name,games,wins,points,average,placement,nights,counted";

/// A league's standings as CSV, as [`standings_csv`], with `-` as the
/// rank of a player under the minimum attendance and the nights attended
/// and counted.
pub fn season_csv(lines: &[SeasonStanding]) -> String {
    let rows = lines.iter().map(|s| {
        let rank = s.rank().map_or_else(|| "-".to_string(), |r| r.to_string());
        let mut row = row_of(&s.line, rank);
        row.extend([s.nights.to_string(), s.counted.len().to_string()]);
        row
    });
    csv_of(SEASON_HEADER, rows)
}

/// A standing's CSV fields, `rank` first.
fn row_of(s: &Standing, rank: String) -> Vec<String> {
    vec![
        rank,
        super::csv::defuse(&s.name),
        s.games.to_string(),
        s.wins.to_string(),
        s.points.to_string(),
        format!("{:.2}", s.average()),
        placement_text(s),
    ]
}

/// CSV text (CRLF lines) of `header` and `rows`.
fn csv_of(header: &str, rows: impl Iterator<Item = Vec<String>>) -> String {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(vec![]);
    const SAME_LENGTH: &str = "every CSV row has the header's fields";
    w.write_record(header.split(',')).expect(SAME_LENGTH);
    for row in rows {
        w.write_record(row).expect(SAME_LENGTH);
    }
    String::from_utf8(w.into_inner().unwrap_or_default()).unwrap_or_default()
}

/// The CSV's header: the JSON's fields, rank first.
pub const STANDINGS_HEADER: &str = "rank,name,games,wins,points,average,placement";

/// The standings as CSV (CRLF lines, a header), best first; a name a
/// spreadsheet would run as a formula is defused like the games' CSV.
pub fn standings_csv(lines: &[Standing]) -> String {
    csv_of(
        STANDINGS_HEADER,
        lines.iter().map(|s| row_of(s, s.rank.to_string())),
    )
}

/// A placement: whole (`5`), or with its half (`3.5`).
pub fn placement_text(s: &Standing) -> String {
    if s.placement_halves % 2 == 0 {
        (s.placement_halves / 2).to_string()
    } else {
        format!("{:.1}", s.placement())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(name: &str, points: i64, halves: i64, rank: usize) -> Standing {
        Standing {
            name: name.into(),
            games: 2,
            wins: 1,
            points,
            placement_halves: halves,
            rank,
        }
    }

    #[test]
    fn a_seasons_files_carry_the_nights_and_no_rank_for_the_unranked() {
        let season = |l: Standing, ranked: bool| SeasonStanding {
            line: Standing {
                rank: if ranked { l.rank } else { 0 },
                ..l
            },
            nights: 3,
            counted: vec![0, 2],
            ranked,
        };
        let lines = [
            season(line("Ana", 25, 7, 1), true),
            season(line("=cmd()", 41, 4, 2), false),
        ];
        assert_eq!(
            season_csv(&lines),
            "rank,name,games,wins,points,average,placement,nights,counted\r\n\
             1,Ana,2,1,25,12.50,3.5,3,2\r\n\
             -,'=cmd(),2,1,41,20.50,2,3,2\r\n"
        );
        assert_eq!(
            season_json(&lines[1..]),
            r#"{"players":[{"name":"=cmd()","games":2,"wins":1,"points":41,"average":20.5,"placement":2.0,"rank":null,"nights":3,"counted":2}]}"#
        );
    }

    #[test]
    fn the_csv_has_the_json_fields_and_defuses_formulas() {
        let lines = [line("Ana", 25, 7, 1), line("=cmd()", 41, 4, 2)];
        assert_eq!(
            standings_csv(&lines),
            "rank,name,games,wins,points,average,placement\r\n\
             1,Ana,2,1,25,12.50,3.5\r\n\
             2,'=cmd(),2,1,41,20.50,2\r\n"
        );
        assert_eq!(
            standings_json(&lines[..1]),
            r#"{"players":[{"name":"Ana","games":2,"wins":1,"points":25,"average":12.5,"placement":3.5,"rank":1}]}"#
        );
    }
}

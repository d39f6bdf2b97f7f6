//! The CSV export: a header, then one row per game, round and player, for
//! spreadsheets. RFC 4180 (fields quoted only when they need it, lines end
//! with CRLF), written by the `csv` crate.

use super::{local_time, ExportedGame, DATE_TIME};
use crate::rules::RoundOutcome;

/// The CSV header line.
pub const CSV_HEADER: &str = "game_uid,game_id,started,finished,preset,set,round,engine,seat,player,points,went_out,blocked,running_total";

/// A text cell a spreadsheet will not run as a formula: one starting with
/// `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading `'`.
pub fn defuse(s: &str) -> String {
    if s.starts_with(['=', '+', '-', '@', '\t', '\r']) {
        format!("'{s}")
    } else {
        s.to_string()
    }
}

/// The CSV file of `games`, each with its number in the database.
pub fn write_csv<'a>(games: impl IntoIterator<Item = (i64, &'a ExportedGame)>) -> String {
    let mut w = csv::WriterBuilder::new()
        .terminator(csv::Terminator::CRLF)
        .from_writer(vec![]);
    // Writing to memory fails only on a row of another length, and every
    // row has the header's fields.
    const SAME_LENGTH: &str = "every CSV row has the header's fields";
    w.write_record(CSV_HEADER.split(',')).expect(SAME_LENGTH);
    for (id, g) in games {
        let sheet = g.sheet();
        let running = sheet.running_totals();
        let started = local_time(g.started_at, DATE_TIME);
        let finished = g
            .finished_at
            .map(|f| local_time(f, DATE_TIME))
            .unwrap_or_default();
        for (k, r) in sheet.rounds.iter().enumerate() {
            for (s, name) in sheet.spec.players.iter().enumerate() {
                w.write_record([
                    defuse(&g.uid),
                    id.to_string(),
                    started.clone(),
                    finished.clone(),
                    defuse(sheet.spec.preset.id()),
                    sheet.spec.set.to_string(),
                    (k + 1).to_string(),
                    r.engine.to_string(),
                    (s + 1).to_string(),
                    defuse(name),
                    r.points[s].to_string(),
                    (r.end == RoundOutcome::Out(s)).to_string(),
                    (r.end == RoundOutcome::Blocked).to_string(),
                    running[k][s].to_string(),
                ])
                .expect(SAME_LENGTH);
            }
        }
    }
    let bytes = w.into_inner().expect(SAME_LENGTH);
    // Every field was a `String`, so the bytes are UTF-8.
    String::from_utf8(bytes).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::json::sample;

    fn rows(players: &[&str]) -> Vec<String> {
        let text = write_csv([(7, &sample(players, Some(&vec![0; players.len()])))]);
        text.split("\r\n").map(str::to_string).collect()
    }

    #[test]
    fn csv_fields_are_quoted_and_defused() {
        let names = ["Ana", "a,b", "say \"hi\"", "=1+1"];
        let rows = rows(&names);
        assert_eq!(rows[0], CSV_HEADER);
        assert!(
            rows[1].ends_with(",1,12,1,Ana,0,true,false,0"),
            "{}",
            rows[1]
        );
        assert!(rows[2].contains(",\"a,b\",0,"), "{}", rows[2]);
        assert!(rows[3].contains(",\"say \"\"hi\"\"\",0,"), "{}", rows[3]);
        assert!(rows[4].contains(",'=1+1,0,"), "{}", rows[4]);
        assert_eq!(rows[5], "", "the file ends with CRLF");
        assert_eq!(defuse("-3"), "'-3");
        assert_eq!(defuse("Ana"), "Ana");
    }

    #[test]
    fn a_cell_with_a_line_break_is_quoted_whole() {
        let rows = rows(&["two\nlines", "Ben"]);
        let text = rows.join("\r\n");
        assert!(text.contains(",\"two\nlines\",0,"), "{text}");
    }
}

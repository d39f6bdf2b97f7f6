//! A season published as a static site (issue 44, shared/spec/club.md
//! "Publishing"): `mextrain league publish [--lang en|fr] LEAGUE DIR`
//! against cli_season's hand-made league: the files, the standings as
//! counted under the season's rules (the unranked apart, `-`), every link
//! naming a file of the site, no script, nothing of the league's
//! receiving (its code, key or link), names escaped; a folder that is
//! neither empty nor an earlier publish refused and left as it was; a
//! publish replaced as a whole by the next, and nothing else touched;
//! both languages; the browser's zip.

use crate::cli_season::{in_dir, season, LEAGUE};
use mextrain::app::league::publish;
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput};
use std::collections::BTreeMap;
use std::path::Path;

fn publish_in(data: &Path, args: &[&str]) -> (i32, String, String) {
    in_dir(data, &["league", "publish"], args)
}

/// Every file of `dir` (not in folders) and its text.
fn files(dir: &Path) -> BTreeMap<String, String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap())
        .filter(|e| e.file_type().unwrap().is_file())
        .map(|e| {
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read_to_string(e.path()).unwrap(),
            )
        })
        .collect()
}

/// The text of each cell of each row of the table whose caption is
/// `caption` (the first one after `from`), tags left out.
fn table(html: &str, from: &str, caption: &str) -> Vec<Vec<String>> {
    let at = html
        .find(from)
        .unwrap_or_else(|| panic!("no {from} in {html}"));
    let html = &html[at..];
    let at = html
        .find(&format!(">{caption}</caption>"))
        .unwrap_or_else(|| panic!("no table {caption} in {html}"));
    let body = &html[at..];
    let body = &body[body.find("<tbody>").unwrap()..body.find("</tbody>").unwrap()];
    body.split("<tr>")
        .skip(1)
        .map(|row| {
            row.replace("</td>", "\u{1}")
                .replace("</th>", "\u{1}")
                .split('\u{1}')
                .map(strip_tags)
                .filter(|c| !c.is_empty())
                .collect()
        })
        .collect()
}

fn strip_tags(s: &str) -> String {
    let mut out = String::new();
    let mut inside = false;
    for c in s.chars() {
        match c {
            '<' => inside = true,
            '>' => inside = false,
            c if !inside => out.push(c),
            _ => {}
        }
    }
    out.trim().to_string()
}

/// Every `href` and `src` of `html`.
fn links(html: &str) -> Vec<String> {
    let mut out = vec![];
    for attr in ["href=\"", "src=\""] {
        for part in html.split(attr).skip(1) {
            out.push(part[..part.find('"').unwrap()].to_string());
        }
    }
    out
}

fn row(cells: &[&str]) -> Vec<String> {
    cells.iter().map(|s| s.to_string()).collect()
}

/// What a published folder must be, whatever the league: its pages,
/// each link to a file of the site (`index.html` named), no script.
fn check_site(dir: &Path) -> BTreeMap<String, String> {
    let site = files(dir);
    assert!(site.contains_key("index.html") && site.contains_key("style.css"));
    let marker = &site[publish::MARKER];
    let listed: Vec<&str> = marker.lines().filter(|l| !l.starts_with('#')).collect();
    let mut expected: Vec<&str> = site
        .keys()
        .map(String::as_str)
        .filter(|n| *n != publish::MARKER)
        .collect();
    expected.sort();
    let mut listed_sorted = listed.clone();
    listed_sorted.sort();
    assert_eq!(listed_sorted, expected, "the marker lists the site's files");
    for (name, text) in &site {
        if !name.ends_with(".html") {
            continue;
        }
        assert!(text.starts_with("<!DOCTYPE html>\n<html lang=\""), "{name}");
        assert!(
            !text.to_lowercase().contains("<script"),
            "{name} has a script"
        );
        for link in links(text) {
            let file = link.split('#').next().unwrap();
            assert!(
                site.contains_key(file),
                "{name} links to {link}, not a file of the site"
            );
            assert!(
                !link.starts_with('/') && !link.contains(':'),
                "{name}: {link}"
            );
        }
    }
    site
}

#[test]
fn the_site_has_its_pages_and_the_standings_as_counted_under_the_seasons_rules() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let rules = ["--best", "2", "--min-nights", "2", LEAGUE];
    assert_eq!(in_dir(dir.path(), &["league", "set"], &rules).0, 0);
    let out = dir.path().join("site/autumn");
    let (code, said, err) = publish_in(dir.path(), &[LEAGUE, out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(
        said.starts_with(&format!(
            "League Autumn published into {}: 11 files",
            out.display()
        )),
        "{said}"
    );
    let site = check_site(&out);
    // Four nights, four players numbered as they first played (night 1
    // seats Ana, Ben and Cy; Dee comes on night 4), the stylesheet and
    // the marker.
    let names: Vec<&str> = site.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "index.html",
            "mextrain-publish.txt",
            "n1.html",
            "n2.html",
            "n3.html",
            "n4.html",
            "p1.html",
            "p2.html",
            "p3.html",
            "p4.html",
            "style.css"
        ]
    );
    let index = &site["index.html"];
    assert!(index.contains("<html lang=\"en-CA\">"));
    // cli_season's hand count: the best 2 nights, ranked from 2 nights.
    let caption = "Standings by lowest average";
    assert_eq!(
        table(index, "<h2>Standings</h2>", caption),
        [
            row(&["1", "Ben", "2", "1", "20", "10.00", "4", "3", "2"]),
            row(&["2", "Ana", "2", "1", "25", "12.50", "4", "4", "2"]),
            row(&["3", "Cy", "2", "1", "50", "25.00", "4", "2", "2"]),
        ]
    );
    assert_eq!(
        table(index, "<h3>", "Not ranked: fewer than 2 nights attended"),
        [row(&["-", "Dee", "1", "0", "40", "40.00", "1", "1", "1"])]
    );
    assert!(index.contains("<a href=\"p2.html\">Ben</a>"));
    assert!(index.contains("<a href=\"p4.html\">Dee</a>"));
    // The rules in words, and the nights linked.
    assert!(index.contains(
        "<p>Each player&#39;s best 2 nights count. A player is ranked from 2 nights attended; \
         the others are listed apart. Ranked by lowest average.</p>"
    ));
    assert_eq!(
        table(index, "<h2>Nights</h2>", "Nights"),
        [
            row(&["2026-10-06", "Tuesday club", "3", "1"]),
            row(&["2026-10-13", "Tuesday club", "2", "1"]),
            row(&["2026-10-20", "Tuesday club", "3", "1"]),
            row(&["2026-10-27", "Tuesday club", "2", "1"]),
        ]
    );
    assert!(index.contains("<a href=\"n4.html\">Tuesday club</a>"));
    // A night: its standings and its game, the winner marked.
    let n3 = &site["n3.html"];
    assert_eq!(
        table(n3, "<h2>Standings</h2>", caption),
        [
            row(&["1", "Cy", "1", "1", "10", "10.00", "3"]),
            row(&["2", "Ana", "1", "0", "30", "30.00", "2"]),
            row(&["3", "Ben", "1", "0", "40", "40.00", "1"]),
        ]
    );
    assert_eq!(
        table(n3, "<h2>Games</h2>", "Table 1, game 1"),
        [
            row(&["Cy", "10", "1 won"]),
            row(&["Ana", "30", "2"]),
            row(&["Ben", "40", "3"])
        ]
    );
    assert!(n3.contains("<a rel=\"prev\" href=\"n2.html\">Previous night: 2026-10-13</a>"));
    assert!(n3.contains("<a rel=\"next\" href=\"n4.html\">Next night: 2026-10-27</a>"));
    assert!(n3.contains("<a href=\"index.html\">League Autumn</a>"));
    // A player: their standing, charts, games.
    let ana = &site["p1.html"];
    assert!(ana.contains("<h1>Ana</h1>"));
    assert!(ana.contains("4 games, 2 wins, 80 points in the league."));
    assert_eq!(
        table(ana, "<h2>Standings</h2>", caption),
        [row(&["2", "Ana", "2", "1", "25", "12.50", "4", "4", "2"])]
    );
    assert_eq!(
        table(ana, "<h2>Games</h2>", "Games"),
        [
            row(&[
                "2026-10-06",
                "Tuesday club",
                "Table 1, game 1",
                "5",
                "1 of 3 won"
            ]),
            row(&[
                "2026-10-13",
                "Tuesday club",
                "Table 1, game 1",
                "20",
                "2 of 2"
            ]),
            row(&[
                "2026-10-20",
                "Tuesday club",
                "Table 1, game 1",
                "30",
                "2 of 3"
            ]),
            row(&[
                "2026-10-27",
                "Tuesday club",
                "Table 1, game 1",
                "25",
                "1 of 2 won"
            ]),
        ]
    );
    // Two charts, each drawn wide and narrow, as images with a name.
    assert_eq!(ana.matches("<svg class=\"chart ").count(), 4);
    assert!(ana.contains(
        "role=\"img\" aria-label=\"Rank after each night\"><title>Rank after each night</title>"
    ));
    assert!(ana.contains("aria-label=\"Average points on each night attended\""));
    // Dee is never ranked: no rank chart, the average one only.
    let dee = &site["p4.html"];
    assert_eq!(dee.matches("<svg class=\"chart ").count(), 2);
    assert!(!dee.contains("Rank after each night"));
    // Light and dark, focus shown.
    let css = &site["style.css"];
    assert!(css.contains("@media (prefers-color-scheme:dark)"));
    assert!(css.contains(":focus-visible"));
}

#[test]
fn nothing_of_the_leagues_receiving_is_published() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let (code, out, err) = in_dir(dir.path(), &["league", "host"], &[LEAGUE]);
    assert_eq!(code, 0, "{err}");
    let line = |start: &str| {
        out.lines()
            .find_map(|l| l.strip_prefix(start))
            .unwrap_or_else(|| panic!("no {start} in {out}"))
            .trim()
            .to_string()
    };
    let (code_, link) = (line("League code:"), line("League link:"));
    let key = link
        .split(['?', '&'])
        .find_map(|p| p.strip_prefix("key="))
        .unwrap()
        .to_string();
    assert!(code_.len() >= 4 && key.len() >= 16, "{code_} {key}");
    for lang in ["en", "fr"] {
        let site = dir.path().join(format!("site-{lang}"));
        let (c, _, err) = publish_in(
            dir.path(),
            &["--lang", lang, LEAGUE, site.to_str().unwrap()],
        );
        assert_eq!(c, 0, "{err}");
        for (name, text) in check_site(&site) {
            for secret in [&code_, &key] {
                assert!(!text.contains(secret.as_str()), "{name} holds {secret}");
            }
            assert!(
                !text.contains("key=") && !text.contains("?league="),
                "{name}"
            );
        }
    }
}

#[test]
fn the_site_speaks_french_when_asked() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let rules = ["--best", "2", "--min-nights", "2", LEAGUE];
    assert_eq!(in_dir(dir.path(), &["league", "set"], &rules).0, 0);
    let out = dir.path().join("fr");
    let (code, _, err) = publish_in(dir.path(), &["--lang", "fr", LEAGUE, out.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    let site = check_site(&out);
    let index = &site["index.html"];
    assert!(index.contains("<html lang=\"fr-CA\">"));
    assert!(index.contains("<h1>Ligue Autumn</h1>"));
    assert_eq!(
        table(
            index,
            "<h2>Classement</h2>",
            "Classement selon la plus basse moyenne"
        ),
        [
            row(&["1", "Ben", "2", "1", "20", "10,00", "4", "3", "2"]),
            row(&["2", "Ana", "2", "1", "25", "12,50", "4", "4", "2"]),
            row(&["3", "Cy", "2", "1", "50", "25,00", "4", "2", "2"]),
        ]
    );
    assert!(index.contains("Non classés\u{a0}: moins de 2 soirées de présence"));
    assert!(index.contains("Classement selon la plus basse moyenne.</p>"));
    let n1 = &site["n1.html"];
    assert!(n1.contains("1 partie à 1 table, 3 joueurs."), "{n1}");
    assert!(n1.contains("Soirée suivante\u{a0}: 2026-10-13"));
    assert!(site["p1.html"].contains("aria-label=\"Rang après chaque soirée\""));
    assert!(site["p1.html"].contains("1 sur 3 <span class=\"won\">gagne</span>"));
}

#[test]
fn a_folder_that_is_neither_empty_nor_a_publish_is_refused_and_left_as_it_was() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let theirs = dir.path().join("photos");
    std::fs::create_dir(&theirs).unwrap();
    std::fs::write(theirs.join("index.html"), "my own page").unwrap();
    std::fs::write(theirs.join("notes.txt"), "keep me").unwrap();
    let before = files(&theirs);
    let (code, out, err) = publish_in(dir.path(), &[LEAGUE, theirs.to_str().unwrap()]);
    assert_eq!((code, out.as_str()), (2, ""), "{err}");
    assert_eq!(
        err,
        format!(
            "mextrain league publish: {} holds files that are not a site published by mextrain: \
             give an empty folder, or the folder of an earlier publish (nothing was written)\n",
            theirs.display()
        )
    );
    assert_eq!(files(&theirs), before);
    // A file, not a folder.
    let file = theirs.join("notes.txt");
    let (code, _, err) = publish_in(dir.path(), &[LEAGUE, file.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(err.contains("is a file, not a folder"), "{err}");
    assert_eq!(files(&theirs), before);
    // No such league: refused, the folder not made.
    let new = dir.path().join("new");
    let (code, _, err) = publish_in(dir.path(), &["Spring", new.to_str().unwrap()]);
    assert_eq!(
        (code, err.as_str()),
        (
            2,
            "mextrain league publish: there is no league named Spring\n"
        )
    );
    assert!(!new.exists());
    // An earlier publish beside a file of one of the new site's names that
    // it did not write: refused, nothing written.
    let site = dir.path().join("site");
    assert_eq!(
        publish_in(dir.path(), &[LEAGUE, site.to_str().unwrap()]).0,
        0
    );
    let marker = site.join(publish::MARKER);
    let text = std::fs::read_to_string(&marker)
        .unwrap()
        .replace("p4.html\n", "");
    std::fs::write(&marker, &text).unwrap();
    std::fs::write(site.join("p4.html"), "theirs").unwrap();
    let before = files(&site);
    let (code, _, err) = publish_in(dir.path(), &[LEAGUE, site.to_str().unwrap()]);
    assert_eq!(code, 2, "{err}");
    assert!(
        err.contains("holds p4.html, which the earlier publish did not write"),
        "{err}"
    );
    assert_eq!(files(&site), before);
}

/// A league of one night of two players, Ana and Ben: a smaller site.
fn short_league(db: &Db, league: &str, players: [&str; 2]) {
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12];
    let names: Vec<String> = players.iter().map(|s| s.to_string()).collect();
    let plan = night::NightPlan {
        name: "One <b>night</b> & \"more\"".into(),
        date: "2026-11-03".into(),
        league: Some(league.into()),
        rules,
        per_table: 4,
        minutes: None,
        scoring: Scoring::Points,
        players: names.clone(),
    };
    let s = night::new_night_seated(db, &plan, &[names]).unwrap();
    games::record_round(db, s.tables[0].game, &RoundInput::typed(&[0, 7])).unwrap();
}

#[test]
fn a_publish_replaces_an_earlier_one_as_a_whole_and_touches_nothing_else() {
    let dir = tempfile::tempdir().unwrap();
    season(dir.path());
    let site = dir.path().join("site");
    assert_eq!(
        publish_in(dir.path(), &[LEAGUE, site.to_str().unwrap()]).0,
        0
    );
    assert_eq!(files(&site).len(), 11);
    // The host's own files, beside the site.
    std::fs::write(site.join("CNAME"), "league.example.org").unwrap();
    std::fs::create_dir(site.join(".git")).unwrap();
    // Another league, smaller, into the same folder.
    short_league(&Db::open_in(dir.path()).unwrap(), "Short", ["Ana", "Ben"]);
    let (code, said, err) = publish_in(dir.path(), &["Short", site.to_str().unwrap()]);
    assert_eq!(code, 0, "{err}");
    assert!(said.contains(": 6 files"), "{said}");
    let now = files(&site);
    let names: Vec<&str> = now.keys().map(String::as_str).collect();
    assert_eq!(
        names,
        [
            "CNAME",
            "index.html",
            "mextrain-publish.txt",
            "n1.html",
            "p1.html",
            "p2.html",
            "style.css"
        ]
    );
    assert_eq!(now["CNAME"], "league.example.org");
    assert!(site.join(".git").is_dir());
    assert!(now["index.html"].contains("<h1>League Short</h1>"));
    assert!(!now["mextrain-publish.txt"].contains("CNAME"));
    // And the same again: the same files, the same bytes.
    assert_eq!(
        publish_in(dir.path(), &["Short", site.to_str().unwrap()]).0,
        0
    );
    assert_eq!(files(&site), now);
}

#[test]
fn names_are_escaped_and_the_browsers_zip_holds_the_same_site() {
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let evil = "<script>alert('x')</script>";
    short_league(&db, "R&D <League>", [evil, "Zoé \"Z\" & co"]);
    let files = publish::league_site(&db, "R&D <League>", Scoring::Points, Lang::ENGLISH).unwrap();
    for (name, bytes) in &files {
        let text = String::from_utf8(bytes.clone()).unwrap();
        assert!(
            !text.contains("<script") && !text.contains("<b>night"),
            "{name}: {text}"
        );
    }
    let page = |n: &str| {
        let (_, b) = files.iter().find(|(f, _)| f == n).unwrap();
        String::from_utf8(b.clone()).unwrap()
    };
    assert!(page("index.html").contains("<h1>League R&amp;D &lt;League&gt;</h1>"));
    assert!(page("p1.html").contains("<h1>&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;</h1>"));
    assert!(page("p2.html").contains("<h1>Zoé &quot;Z&quot; &amp; co</h1>"));
    assert!(
        page("n1.html").contains("<h1>One &lt;b&gt;night&lt;/b&gt; &amp; &quot;more&quot;</h1>")
    );
    // The zip: the same files in a folder named after the league.
    let (name, zip) =
        publish::site_zip(&db, "R&D <League>", Scoring::Points, Lang::ENGLISH).unwrap();
    assert_eq!(name, "league-r-d-league-site.zip");
    let path = dir.path().join(&name);
    std::fs::write(&path, &zip).unwrap();
    // Python's zipfile reads it back, as an unzip tool would.
    let read = std::process::Command::new("python3")
        .args([
            "-c",
            "import sys, zipfile\n\
             z = zipfile.ZipFile(sys.argv[1])\n\
             assert z.testzip() is None\n\
             for i in z.infolist(): print(i.filename, i.file_size, i.compress_type)",
        ])
        .arg(&path)
        .output();
    if let Ok(read) = read {
        assert!(
            read.status.success(),
            "{}",
            String::from_utf8_lossy(&read.stderr)
        );
        let listed = String::from_utf8(read.stdout).unwrap();
        let expected: String = files
            .iter()
            .map(|(n, b)| format!("league-r-d-league-site/{n} {} 0\n", b.len()))
            .collect();
        assert_eq!(listed, expected);
    }
}

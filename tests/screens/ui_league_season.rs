//! The season's rules on the League page (issue 44): shown, changed in
//! one action (best N nights, the nights attended to be ranked), a bad
//! number refused with nothing stored, the standings following them (the
//! unranked listed apart, each player's nights attended and counted), in
//! English and in French.

use mextrain::app::league::standings;
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput};
use mextrain::ui::testing::{element_of_html, text_of_html, Harness};
use std::path::Path;

const PAGE: &str = "/league/Autumn";

/// Three one-round nights: Ana beats Ben (10), Ben beats Ana (30), Ana
/// beats Cy (5). Every night counted: Ben 10 / 2 = 5 with a win, Cy 5
/// with none, Ana 30 / 3 = 10.
fn league(dir: &Path) {
    let db = Db::open_in(dir).unwrap();
    let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
    rules.schedule = vec![12];
    for (date, players, totals) in [
        ("2026-11-03", ["Ana", "Ben"], [0, 10]),
        ("2026-11-10", ["Ana", "Ben"], [30, 0]),
        ("2026-11-17", ["Ana", "Cy"], [0, 5]),
    ] {
        let names: Vec<String> = players.map(String::from).into();
        let plan = night::NightPlan {
            name: "Tuesday club".into(),
            date: date.into(),
            league: Some("Autumn".into()),
            rules: rules.clone(),
            per_table: 4,
            minutes: None,
            scoring: Scoring::Points,
            players: names.clone(),
        };
        let s = night::new_night_seated(&db, &plan, &[names]).unwrap();
        games::record_round(&db, s.tables[0].game, &RoundInput::typed(&totals)).unwrap();
    }
}

fn text_of(app: &Harness, id: &str) -> String {
    text_of_html(&element_of_html(&app.html(), id))
}

fn stored(dir: &Path) -> (usize, usize) {
    let db = Db::open_in(dir).unwrap();
    let r = standings::rules(&db, "Autumn").unwrap();
    (r.best, r.min_nights)
}

#[test]
fn the_organiser_sets_the_seasons_rules_and_the_standings_follow() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let mut app = Harness::open(dir.path(), PAGE);
    let text = app.text();
    for words in [
        "The season's rules",
        "Every night counts. Everyone is ranked.",
        "Best nights counted (0 for every night)",
        "Nights attended to be ranked (0 for everyone)",
        "Attendance",
        "Counted",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
    assert!(!app.exists("standings-unranked"));
    let order = |app: &Harness, id: &str| -> Vec<String> {
        let t = text_of(app, id);
        ["Ana", "Ben", "Cy"]
            .into_iter()
            .filter(|n| t.contains(n))
            .map(|n| (t.find(n).unwrap(), n.to_string()))
            .collect::<std::collections::BTreeMap<_, _>>()
            .into_values()
            .collect()
    };
    assert_eq!(order(&app, "standings"), ["Ben", "Cy", "Ana"]);

    // A bad number: refused, named, nothing stored.
    app.input("league-best", "-1");
    app.submit("league-rules-form");
    assert_eq!(
        text_of(&app, "league-rules-message"),
        "Best nights counted: give a whole number, 0 or more."
    );
    app.input("league-best", "2");
    app.input("league-min-nights", "two");
    app.submit("league-rules-form");
    assert_eq!(
        text_of(&app, "league-rules-message"),
        "Nights attended to be ranked: give a whole number, 0 or more."
    );
    assert_eq!(stored(dir.path()), (0, 0));

    // Best 2 nights, ranked from 2 nights: one action.
    app.input("league-min-nights", "2");
    app.submit("league-rules-form");
    assert_eq!(
        text_of(&app, "league-rules-message"),
        "The season's rules are saved: the standings follow them."
    );
    assert_eq!(stored(dir.path()), (2, 2));
    assert_eq!(
        text_of(&app, "league-rules"),
        "Each player's best 2 nights count. A player is ranked from 2 nights attended; \
         the others are listed apart."
    );
    // Ana's best 2 nights are her two wins (0 points): first. Cy (1
    // night) is listed apart, unranked.
    assert_eq!(order(&app, "standings"), ["Ana", "Ben"]);
    assert_eq!(
        text_of(&app, "league-unranked"),
        "Not ranked: fewer than 2 nights attended"
    );
    let apart = text_of(&app, "standings-unranked");
    assert!(apart.contains("– Cy 1 0 5 5"), "{apart}");
    // Night by night: Ana attended 3 of 3, 2 counted; her night 2 is
    // shown, marked as not counted.
    let nights = element_of_html(&app.html(), "league-nights");
    let ana = &nights[nights.find(">Ana<").unwrap()..];
    let ana = &ana[..ana.find("</tr>").unwrap()];
    assert!(text_of_html(ana).ends_with("3 of 3 2"), "{ana}");
    assert_eq!(ana.matches("num dropped").count(), 1, "{ana}");
    // The inputs show the rules stored.
    let html = app.html();
    for id in ["league-best", "league-min-nights"] {
        let at = html.find(&format!("id=\"{id}\"")).unwrap();
        let tag = &html[html[..at].rfind('<').unwrap()..];
        let tag = &tag[..tag.find('>').unwrap()];
        assert!(tag.contains("value=\"2\""), "{tag}");
    }

    // In French (the page's text folds the no-break spaces before ';'
    // and ':', which tests/french checks).
    let fr = Harness::open_on_device(dir.path(), PAGE, Lang::from_tag("fr"));
    let text = fr.text();
    for words in [
        "Les règles de la saison",
        "Les 2 meilleures soirées de chaque joueur comptent.",
        "Un joueur est classé à partir de 2 soirées de présence ; les autres sont listés à part.",
        "Non classés : moins de 2 soirées de présence",
        "Comptées",
        "Enregistrer les règles",
    ] {
        assert!(text.contains(words), "{words:?} missing in\n{text}");
    }
}

/// Publish (issue 44): on the desktop, the site goes into the folder
/// offered (the data folder's sites/league-NAME) or the one typed, in the
/// language shown; a folder that is neither empty nor a publish is
/// refused, said, and left as it was.
#[test]
fn the_league_page_publishes_the_season_into_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let mut app = Harness::open(dir.path(), PAGE);
    let offered = dir.path().join("sites").join("league-autumn");
    let html = app.html();
    let at = html.find("id=\"league-publish-dir\"").unwrap();
    let tag = &html[html[..at].rfind('<').unwrap()..];
    let tag = &tag[..tag.find('>').unwrap()];
    assert!(
        tag.contains(&format!("value=\"{}\"", offered.display())),
        "{tag}"
    );
    assert!(text_of(&app, "league-publish-card").contains("Publish the season"));
    app.click("league-publish");
    assert_eq!(
        text_of(&app, "league-publish-message"),
        format!(
            "Published: 9 files in {}. Open index.html there.",
            offered.display()
        )
    );
    let index = std::fs::read_to_string(offered.join("index.html")).unwrap();
    assert!(index.contains("<html lang=\"en-CA\">") && index.contains("<h1>League Autumn</h1>"));
    // Another folder, typed: not empty, not a publish.
    let theirs = dir.path().join("theirs");
    std::fs::create_dir(&theirs).unwrap();
    std::fs::write(theirs.join("notes.txt"), "mine").unwrap();
    app.input("league-publish-dir", theirs.to_str().unwrap());
    app.click("league-publish");
    let said = text_of(&app, "league-publish-message");
    assert!(
        said.ends_with(
            "holds files that are not a site published by mextrain: give an empty \
             folder, or the folder of an earlier publish (nothing was written)"
        ),
        "{said}"
    );
    assert_eq!(std::fs::read_dir(&theirs).unwrap().count(), 1);
    // In French, the site is French.
    let mut fr = Harness::open_on_device(dir.path(), PAGE, Lang::from_tag("fr"));
    fr.click("league-publish");
    let index = std::fs::read_to_string(offered.join("index.html")).unwrap();
    assert!(index.contains("<html lang=\"fr-CA\">") && index.contains("<h1>Ligue Autumn</h1>"));
}

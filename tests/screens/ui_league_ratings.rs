//! Players' ratings on the screens (issue 44, club.md "Ratings"): the
//! League page's ratings card (its sentence, the table highest first,
//! each name a link to the player's page), a player's page (the rating
//! now and after each night, as a chart), and the Statistics screen's
//! ratings over every game; in English and in French.

use mextrain::app::league::ratings;
use mextrain::app::{games, night};
use mextrain::db::Db;
use mextrain::i18n::Lang;
use mextrain::rules::club::Scoring;
use mextrain::rules::{GameSpec, PresetId, RoundInput};
use mextrain::ui::testing::{element_of_html, text_of_html, Harness};
use std::path::Path;

const PAGE: &str = "/league/Autumn";

const EXPLAINED: &str = "Each game moves your rating by where you finished against the others, \
    more so against higher-rated players; the rating is the skill estimate μ minus three times \
    its uncertainty σ, so it starts at 0 and climbs as your games make the estimate surer.";

/// Three one-round nights of the league Autumn: Ana beats Ben (10), Ben
/// beats Ana (30), Ana beats Cy (5); and a game of no league, Cy beating
/// Dee.
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
    let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Cy".into(), "Dee".into()]).unwrap();
    spec.schedule = vec![12];
    let colours = vec!["#e6194b".to_string(), "#3cb44b".to_string()];
    let g = games::create_game(&db, &spec, &colours).unwrap();
    games::record_round(&db, g, &RoundInput::typed(&[0, 25])).unwrap();
}

fn text_of(app: &Harness, id: &str) -> String {
    text_of_html(&element_of_html(&app.html(), id))
}

/// The names in `text`, in the order they come.
fn order(text: &str, names: &[&str]) -> Vec<String> {
    let mut at: Vec<(usize, String)> = names
        .iter()
        .filter_map(|n| text.find(n).map(|i| (i, n.to_string())))
        .collect();
    at.sort();
    at.into_iter().map(|(_, n)| n).collect()
}

#[test]
fn the_league_page_shows_the_seasons_ratings_with_their_sentence() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let want: Vec<String> = {
        let db = Db::open_in(dir.path()).unwrap();
        ratings::ratings(&db, Some("Autumn"))
            .unwrap()
            .into_iter()
            .map(|l| l.name)
            .collect()
    };
    assert_eq!(want.len(), 3, "Dee plays in no night of the league");
    let app = Harness::open(dir.path(), PAGE);
    let card = text_of(&app, "league-ratings");
    assert!(card.starts_with("Ratings "), "{card}");
    assert!(card.contains(EXPLAINED), "{card}");
    assert!(
        card.contains("Rank Player Rating Skill μ Uncertainty σ Games"),
        "{card}"
    );
    assert_eq!(order(&card, &["Ana", "Ben", "Cy", "Dee"]), want);
    // Ana won two of three: first, her rating a figure to one decimal.
    assert_eq!(want[0], "Ana");
    assert!(card.contains("1 Ana "), "{card}");
    // Each name leads to the player's page in the league.
    let html = element_of_html(&app.html(), "league-ratings");
    assert!(
        html.contains("href=\"/league/Autumn/player/Ana\""),
        "{html}"
    );
}

#[test]
fn a_players_page_shows_the_rating_after_each_night() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let (ana, after) = {
        let db = Db::open_in(dir.path()).unwrap();
        let table = ratings::ratings(&db, Some("Autumn")).unwrap();
        let ana = table.into_iter().find(|l| l.name == "Ana").unwrap();
        (
            ana,
            ratings::after_each_night(&db, "Autumn", "Ana").unwrap(),
        )
    };
    // After each of the three nights; after the last, her rating now.
    assert_eq!(after.len(), 3);
    assert_eq!(after[2].rating.as_ref(), Some(&ana));
    assert_eq!(after[1].rating.as_ref().unwrap().games, 2);
    let app = Harness::open(dir.path(), &format!("{PAGE}/player/Ana"));
    let line = text_of(&app, "league-player-rating");
    let fig = |v: f64| format!("{:.1}", v).replace('-', "\u{2212}");
    assert_eq!(
        line,
        format!(
            "Rating {} (μ {}, σ {}) after 3 games.",
            fig(ana.rating()),
            fig(ana.mu),
            fig(ana.sigma)
        )
    );
    let chart = element_of_html(&app.html(), "league-player-rating-chart");
    assert!(
        text_of_html(&chart).starts_with("Ana: rating after each night"),
        "{chart}"
    );
    // One line through the three nights, each night's date below.
    assert_eq!(
        chart.matches("<polyline").count(),
        2,
        "wide and narrow: {chart}"
    );
    for date in ["2026-11-03", "2026-11-10", "2026-11-17"] {
        assert!(chart.contains(date), "{date} in {chart}");
    }
    // Dee has played no game of this league: no rating on a page of it.
    let dee = Harness::open(dir.path(), &format!("{PAGE}/player/Dee"));
    assert!(!dee.exists("league-player-rating"));
    assert!(!dee.exists("league-player-rating-chart"));
}

#[test]
fn the_statistics_show_everyones_rating_over_every_game() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let want: Vec<String> = {
        let db = Db::open_in(dir.path()).unwrap();
        ratings::ratings(&db, None)
            .unwrap()
            .into_iter()
            .map(|l| l.name)
            .collect()
    };
    assert_eq!(want.len(), 4);
    let app = Harness::open(dir.path(), "/stats");
    let card = text_of(&app, "stats-ratings");
    assert!(card.starts_with("Ratings over every game "), "{card}");
    assert!(card.contains(EXPLAINED), "{card}");
    assert_eq!(order(&card, &["Ana", "Ben", "Cy", "Dee"]), want);
    // No league there: the names are not links to a league's page.
    assert!(!element_of_html(&app.html(), "stats-ratings").contains("href="));
}

#[test]
fn the_ratings_in_french() {
    let dir = tempfile::tempdir().unwrap();
    league(dir.path());
    let fr = Harness::open_on_device(dir.path(), PAGE, Lang::from_tag("fr"));
    let card = text_of(&fr, "league-ratings");
    for words in [
        "Cotes",
        "Rang Joueur Cote Habileté μ Incertitude σ Parties",
        "Chaque partie fait varier votre cote selon votre place face aux autres",
        "elle part donc de 0",
    ] {
        assert!(card.contains(words), "{words:?} missing in\n{card}");
    }
    // Decimals with a comma.
    assert!(card.contains(','), "{card}");
    let fr = Harness::open_on_device(
        dir.path(),
        &format!("{PAGE}/player/Ana"),
        Lang::from_tag("fr"),
    );
    assert!(text_of(&fr, "league-player-rating").starts_with("Cote "));
    assert!(text_of(&fr, "league-player-rating-chart").contains("cote après chaque soirée"));
}

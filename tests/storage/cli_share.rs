//! `mextrain share`: a game's result as text, a BG Stats link and the
//! result card's PNG, driven in-process on the storage fixture; every
//! refusal with its exit status and nothing written.

use crate::cli_new::run_bytes as run;
use crate::fixtures::fixture;
use mextrain::app::share;
use mextrain::db::Db;
use mextrain::formats::card::{self, Theme};
use mextrain::formats::share::{Outcome, BGSTATS_CREATE_PLAY};
use mextrain::i18n::Lang;
use std::path::Path;

/// `mextrain share --data-dir DIR ARGS...`
fn share_in(dir: &Path, args: &[&str]) -> (i32, Vec<u8>, String) {
    let mut all = vec!["share", "--data-dir", dir.to_str().unwrap()];
    all.extend_from_slice(args);
    run(&all)
}

/// The fixture's games in a fresh data folder.
fn data() -> (tempfile::TempDir, Vec<i64>) {
    let dir = tempfile::tempdir().unwrap();
    let ids = fixture(&Db::open_in(dir.path()).unwrap());
    (dir, ids)
}

fn text(out: Vec<u8>) -> String {
    String::from_utf8(out).unwrap()
}

#[test]
fn share_text_in_english_and_french() {
    let (dir, ids) = data();
    let g1 = ids[0].to_string();
    let (code, out, err) = share_in(dir.path(), &["--game", &g1, "--format", "text", "-"]);
    assert_eq!(code, 0, "{err}");
    assert!(err.is_empty(), "{err}");
    let out = text(out);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Mexican Train · "), "{out}");
    assert!(lines[0].ends_with(" · Classic · 3 of 3 rounds"), "{out}");
    assert_eq!(
        &lines[1..],
        ["1. Ana 5", "2. Ben 17", "3. Cleo 38", "Ana wins!"]
    );
    let (code, out, _) = share_in(
        dir.path(),
        &["--game", &g1, "--format", "text", "--lang", "fr", "-"],
    );
    assert_eq!(code, 0);
    let out = text(out);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].starts_with("Train mexicain · "), "{out}");
    assert!(
        lines[0].ends_with(" · Classique · 3 manches sur 3"),
        "{out}"
    );
    assert_eq!(lines[4], "Ana gagne\u{202f}!");
    // Game 4 is not finished: after 1 of 3 rounds, Cleo leads.
    let g4 = ids[3].to_string();
    let (code, out, _) = share_in(dir.path(), &["--game", &g4, "--format", "text", "-"]);
    assert_eq!(code, 0);
    let out = text(out);
    let lines: Vec<&str> = out.lines().collect();
    assert!(lines[0].ends_with("after 1 of 3 rounds"), "{out}");
    assert_eq!(
        &lines[1..],
        ["1. Cleo 0", "2. Ben 1", "3. Ana 50", "Leading: Cleo"]
    );
    // To a file, the same bytes.
    let file = dir.path().join("result.txt");
    let (code, _, _) = share_in(
        dir.path(),
        &["--game", &g4, "--format", "text", file.to_str().unwrap()],
    );
    assert_eq!(code, 0);
    assert_eq!(std::fs::read_to_string(&file).unwrap(), out);
}

#[test]
fn share_bgstats_prints_the_link_of_a_finished_game() {
    let (dir, ids) = data();
    let g3 = ids[2].to_string();
    let (code, out, err) = share_in(dir.path(), &["--game", &g3, "--format", "bgstats", "-"]);
    assert_eq!(code, 0, "{err}");
    let out = text(out);
    assert_eq!(out.lines().count(), 1);
    let data = out.trim_end().strip_prefix(BGSTATS_CREATE_PLAY).unwrap();
    let json = percent_encoding::percent_decode_str(data)
        .decode_utf8()
        .unwrap();
    let v: serde_json::Value = serde_json::from_str(&json).unwrap();
    let uid = share::game(&Db::open_in(dir.path()).unwrap(), ids[2])
        .unwrap()
        .uid;
    assert_eq!(v["sourcePlayId"], uid.as_str());
    assert_eq!(v["game"]["name"], "Mexican Train");
    assert_eq!(v["game"]["highestWins"], false);
    let players: Vec<(String, i64, bool, u64)> = v["players"]
        .as_array()
        .unwrap()
        .iter()
        .map(|p| {
            (
                p["name"].as_str().unwrap().to_string(),
                p["score"].as_i64().unwrap(),
                p["winner"].as_bool().unwrap(),
                p["rank"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        players,
        [("Ana".into(), 31, false, 2), ("Ben".into(), 2, true, 1)]
    );
}

#[test]
fn share_png_draws_the_card_light_and_dark() {
    use resvg::tiny_skia::Pixmap;
    let (dir, ids) = data();
    let db = Db::open_in(dir.path()).unwrap();
    let g1 = ids[0].to_string();
    let game = share::game(&db, ids[0]).unwrap();
    for (lang, code) in [(Lang::ENGLISH, "en"), (Lang::from_tag("fr"), "fr")] {
        let layout = card::layout(&Outcome::of(&game, lang));
        for theme in [Theme::Light, Theme::Dark] {
            let file = dir.path().join(format!("card-{code}-{}.png", theme.id()));
            let (status, _, err) = share_in(
                dir.path(),
                &[
                    "--game",
                    &g1,
                    "--format",
                    "png",
                    "--lang",
                    code,
                    "--theme",
                    theme.id(),
                    file.to_str().unwrap(),
                ],
            );
            assert_eq!(status, 0, "{err}");
            let bytes = std::fs::read(&file).unwrap();
            let p = Pixmap::decode_png(&bytes).unwrap();
            assert_eq!((p.width(), p.height()), (card::WIDTH, layout.height));
            assert_eq!(layout.height, 643, "three players, no tie, no house rule");
            let rgb = |(x, y): (u32, u32)| {
                let c = p.pixel(x, y).unwrap().demultiply();
                format!("#{:02x}{:02x}{:02x}", c.red(), c.green(), c.blue())
            };
            let c = theme.colours();
            assert_eq!(
                rgb(layout.inside_row(0)),
                c.win,
                "Ana's row, {code} {theme:?}"
            );
            assert_eq!(rgb(layout.inside_row(1)), c.row);
            assert_eq!(rgb(layout.inside_row(2)), c.row);
        }
    }
    // To standard output, the same picture.
    let (code, out, _) = share_in(dir.path(), &["--game", &g1, "--format", "png", "-"]);
    assert_eq!(code, 0);
    assert_eq!(
        out,
        std::fs::read(dir.path().join("card-en-light.png")).unwrap()
    );
}

#[test]
fn share_refuses_a_missing_game_a_bad_format_and_a_link_of_a_game_not_finished() {
    let (dir, ids) = data();
    let file = dir.path().join("out.txt");
    let f = file.to_str().unwrap();
    let (code, out, err) = share_in(dir.path(), &["--game", "99", "--format", "text", f]);
    assert_eq!(code, 2, "{err}");
    assert!(out.is_empty());
    assert_eq!(err, "mextrain share: there is no game number 99\n");
    for bad in [
        vec!["--game", "1", "--format", "gif", f],
        vec!["--game", "1", "--format", "text", "--lang", "de", f],
        vec!["--game", "1", "--format", "png", "--theme", "blue", f],
        vec!["--format", "text", f],
        vec!["--game", "one", "--format", "text", f],
    ] {
        let (code, _, err) = share_in(dir.path(), &bad);
        assert_eq!(code, 2, "{bad:?}: {err}");
        assert!(!err.is_empty());
    }
    let g4 = ids[3].to_string();
    let (code, _, err) = share_in(dir.path(), &["--game", &g4, "--format", "bgstats", f]);
    assert_eq!(code, 2);
    assert!(err.contains("finished games only"), "{err}");
    assert!(!file.exists(), "nothing written");
    // Storage that cannot be opened: exit 1.
    let not_a_folder = dir.path().join("a-file");
    std::fs::write(&not_a_folder, "x").unwrap();
    let (code, _, err) = share_in(&not_a_folder, &["--game", "1", "--format", "text", "-"]);
    assert_eq!(code, 1, "{err}");
    assert!(err.starts_with("mextrain share: "), "{err}");
}

//! The Share panel of a game's summary and history page (issue 34): the
//! picture saved in the data folder's exports/, the text shown as copied,
//! the BG Stats link of a finished game only.

use crate::fixtures::fixture;
use mextrain::db::Db;
use mextrain::ui::testing::Harness;

#[test]
fn a_finished_game_offers_the_picture_the_text_and_bg_stats() {
    let dir = tempfile::tempdir().unwrap();
    let ids = fixture(&Db::open_in(dir.path()).unwrap());
    for page in [
        format!("/history/{}", ids[0]),
        format!("/game/{}/summary", ids[0]),
    ] {
        let mut h = Harness::open(dir.path(), &page);
        assert!(h.exists("share-panel"), "{page}: {}", h.html());
        let html = h.html();
        assert!(
            html.contains("href=\"https://app.bgstatsapp.com/createPlay.html?data=%7B"),
            "{page}"
        );
        h.click("share-copy");
        assert!(h.exists("share-text"));
        let text = h.text();
        assert!(
            text.contains("1. Ana 5 2. Ben 17 3. Cleo 38 Ana wins!"),
            "{text}"
        );
        h.click("share-picture");
        let ext = if cfg!(feature = "share") {
            "png"
        } else {
            "svg"
        };
        let file = dir
            .path()
            .join("exports")
            .join(format!("mextrain-game-{}-result.{ext}", ids[0]));
        let bytes = std::fs::read(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()));
        if ext == "png" {
            assert_eq!(&bytes[..4], b"\x89PNG");
        } else {
            assert!(bytes.starts_with(b"<svg"));
        }
        assert!(h.text().contains("Picture saved to"), "{}", h.text());
        std::fs::remove_file(&file).unwrap();
    }
    // A game not finished: the picture and the text, no BG Stats.
    let h = Harness::open(dir.path(), &format!("/history/{}", ids[3]));
    assert!(h.exists("share-picture") && h.exists("share-copy"));
    assert!(!h.exists("share-bgstats"));
}

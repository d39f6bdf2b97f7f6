//! The statistics the screens show, read from storage's read model
//! (finished games that are not deleted; see [`crate::db::stats`]).

use crate::db::{Db, DbError};
use crate::rules::PresetId;

pub use crate::db::stats::{HeadToHead, PlayerResult, PlayerStats, Record, Records};

/// Every player's figures, over every preset or over `preset` only.
pub fn players(db: &Db, preset: Option<PresetId>) -> Result<Vec<PlayerStats>, DbError> {
    db.player_stats(preset)
}

/// Players `a` and `b` in the games they both played.
pub fn head_to_head(db: &Db, a: &str, b: &str) -> Result<HeadToHead, DbError> {
    db.head_to_head(a, b)
}

/// The all-time records.
pub fn records(db: &Db) -> Result<Records, DbError> {
    db.records()
}

/// Player `name`'s finished games, as the chart of their results shows them.
pub fn player_results(db: &Db, name: &str) -> Result<Vec<PlayerResult>, DbError> {
    db.player_results(name)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::games;
    use crate::rules::{GameSpec, PlayerInput, RoundInput};

    #[test]
    fn the_screens_figures_are_storages_read_model() {
        let db = Db::open_in_memory().unwrap();
        assert_eq!(players(&db, None).unwrap(), vec![]);
        assert_eq!(records(&db).unwrap(), Records::default());
        let mut spec =
            GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
        spec.schedule = vec![12];
        let colours = vec!["#d62728".to_string(), "#1f77b4".to_string()];
        let game = games::create_game(&db, &spec, &colours).unwrap();
        let input = RoundInput {
            starter: Some(0),
            blocked: false,
            players: vec![PlayerInput::went_out(), PlayerInput::typed("12")],
            markers_up: vec![],
        };
        games::record_round(&db, game, &input).unwrap();
        assert_eq!(players(&db, None).unwrap(), db.player_stats(None).unwrap());
        assert_eq!(
            players(&db, Some(PresetId::Classic)).unwrap().len(),
            2,
            "both played a Classic game"
        );
        assert_eq!(records(&db).unwrap(), db.records().unwrap());
        assert_eq!(
            head_to_head(&db, "Ana", "Ben").unwrap(),
            db.head_to_head("Ana", "Ben").unwrap()
        );
        let ana = player_results(&db, "Ana").unwrap();
        assert_eq!((ana.len(), ana[0].game, ana[0].rank), (1, game, 1));
    }
}

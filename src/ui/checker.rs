//! The move checker: set up the table as it stands by tapping, then the
//! disputed move; the engine says legal or not legal, which rule, and links
//! to the rule book. Follow-up moves, with the table as they leave it, and
//! positions saved to and opened from table files. The screen is kept in the
//! database after every tap, so other screens and restarts lose nothing; a
//! saved file holds the moves made, and its move in dispute is kept in the
//! database beside it.
//!
//! One file per pane: `table` (the table as it stands), `now` (the table
//! the moves made leave), `dispute` (the disputed move and its verdict),
//! `file` (table files); `judge` derives what the engine makes of it all.

mod dispute;
mod file;
mod judge;
mod now;
mod problems;
mod table;
mod verdict;
mod words;

pub(crate) use words::{community_short, of_name, problems, train_label};

use super::referee::{
    train_key, use_keep, use_kept, Basics, KeptScreen, RefereeTabs, FROM_DISPUTE,
};
use super::referee_model::EditedTable;
use super::use_db;
use crate::app::referee::default_table_file;
use crate::rules::{MoveSetup, Pip, SetupAction, Tile, TrainId};
use dioxus::prelude::*;
use judge::{judge_dispute, judge_position};
use serde::{Deserialize, Serialize};

/// Which tile picker is open (screen state).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Pick {
    Nothing,
    Hand,
    Train(TrainId),
}

/// What is played in the disputed move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub enum Act {
    /// Lay a tile on a train.
    #[default]
    Play,
    /// Draw from the boneyard.
    Draw,
    /// Pass.
    Pass,
}

/// The disputed move, as tapped so far.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct Draft {
    /// Who moves (default: whoever's turn it is).
    pub mover: Option<usize>,
    /// Play, draw or pass.
    pub act: Act,
    /// One end of the tile.
    pub a: Option<Pip>,
    /// The other end.
    pub b: Option<Pip>,
    /// The train.
    #[serde(with = "train_index")]
    pub on: Option<TrainId>,
}

/// A train kept as its index: the seat, or 16 for the community train.
mod train_index {
    use crate::rules::{Seat, TrainId, MAX_PLAYERS};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    pub fn serialize<S: Serializer>(t: &Option<TrainId>, s: S) -> Result<S::Ok, S::Error> {
        t.map(TrainId::index).serialize(s)
    }

    pub fn deserialize<'de, D: Deserializer<'de>>(d: D) -> Result<Option<TrainId>, D::Error> {
        Ok(Option::<usize>::deserialize(d)?.and_then(|i| match i {
            MAX_PLAYERS => Some(TrainId::MEXICAN),
            i if i < MAX_PLAYERS => Some(TrainId::personal(Seat(i as u8))),
            _ => None,
        }))
    }
}

impl Draft {
    /// The move, once complete.
    pub fn to_move(self, players: &[String], mover: usize) -> Option<MoveSetup> {
        let player = players.get(mover)?.clone();
        let action = match self.act {
            Act::Play => SetupAction::Play {
                tile: Tile::new(self.a?, self.b?),
                on: Some(self.on?)
                    .filter(|t| t.owner().is_none_or(|s| s.index() < players.len()))
                    .map(|t| train_key(players, t))?,
            },
            Act::Draw => SetupAction::Draw(None),
            Act::Pass => SetupAction::Pass,
        };
        Some(MoveSetup { player, action })
    }
}

/// The checker as kept between screens and restarts.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
struct Kept {
    position: EditedTable,
    draft: Draft,
}

impl KeptScreen for Kept {
    const KEY: &'static str = "checker";
    fn fresh(b: Basics) -> Kept {
        Kept {
            position: EditedTable::new(b),
            draft: Draft::default(),
        }
    }
    fn basics(&self) -> Basics {
        self.position.basics()
    }
    fn set_basics(&mut self, b: Basics) {
        self.position.set_basics(b);
    }
}

/// The move checker screen.
#[component]
pub fn Checker() -> Element {
    let (current, initial) = use_kept::<Kept>();
    let pos = use_signal(|| initial.position.clone());
    let draft = use_signal(move || initial.draft);
    let picking = use_signal(|| Pick::Nothing);
    let db = use_db();
    let path = use_signal(move || default_table_file(&db));
    let mut file_msg = use_signal(|| None::<(bool, String)>);
    use_keep(
        current,
        move || Kept {
            position: pos.read().clone(),
            draft: draft(),
        },
        move |e| {
            if let Some(e) = e {
                file_msg.set(Some((false, e)));
            }
        },
    );
    // Back on the dispute: the rule book's way back has served.
    use_effect(|| *FROM_DISPUTE.write() = false);

    // Derived once per change: the table validated and the moves judged,
    // then the disputed move on the table they leave.
    let judged_pos = use_memo(move || judge_position(&pos.read().setup));
    let turn_now = use_memo(move || {
        let p = pos.read();
        match &judged_pos.read().base {
            Ok(r) => p.setup.players.iter().position(|x| *x == r.turn),
            Err(_) => None,
        }
        .unwrap_or(p.turn())
    });
    let mover = use_memo(move || {
        let n = pos.read().setup.players.len();
        draft().mover.filter(|&m| m < n).unwrap_or(turn_now())
    });
    let disputed = use_memo(move || draft().to_move(&pos.read().setup.players, mover()));
    let judged = use_memo(move || {
        let made = pos.read().setup.moves.len();
        disputed
            .read()
            .as_ref()
            .map(|m| judge_dispute(&judged_pos.read(), m, made))
    });

    let made = pos.read().setup.moves.len();
    rsx! {
        RefereeTabs { active: 0 }
        div { class: "ref-grid",
            div { class: "ref-main",
                if made > 0 {
                    if let Some((t, applied)) = judged_pos.read().now.clone() {
                        now::TableNow { table: t, applied, made }
                    }
                }
                table::TablePane { pos, draft, picking, mover: mover(), start: judged_pos.read().start.clone() }
                file::TableFile { pos, draft, path, file_msg, mover: mover() }
            }
            div { class: "ref-side",
                dispute::DisputePane { pos, draft, mover: mover(), disputed: disputed(), judged: judged(), base: judged_pos.read().base.clone() }
            }
        }
    }
}

//! What the end-of-round form holds, apart from the screen that shows it
//! (`round_form`) and the card that fills it from the phones (`hosting`).

use crate::rules::{PlayerInput, RoundEntry, RoundInput, RoundOutcome, Tile};

/// The form's state: one slot per seat. Kept in the database as a draft
/// after every change, so a crash loses nothing entered.
#[derive(Clone, Debug, Default, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct FormState {
    /// Who started.
    pub starter: Option<usize>,
    /// Blocked round.
    pub blocked: bool,
    /// Went out, per seat.
    pub out: Vec<bool>,
    /// Typed totals, per seat.
    pub totals: Vec<String>,
    /// Tapped tiles, per seat.
    pub tiles: Vec<Vec<Tile>>,
}

impl FormState {
    /// An empty form for `n` players.
    pub fn new(n: usize, starter: Option<usize>) -> Self {
        FormState {
            starter,
            blocked: false,
            out: vec![false; n],
            totals: vec![String::new(); n],
            tiles: vec![vec![]; n],
        }
    }

    /// The form filled from a stored round (for editing).
    pub fn from_entry(e: &RoundEntry) -> Self {
        let n = e.points.len();
        let mut f = FormState::new(n, Some(e.starter));
        match e.end {
            RoundOutcome::Out(s) => f.out[s] = true,
            RoundOutcome::Blocked => f.blocked = true,
        }
        for s in 0..n {
            match &e.tiles[s] {
                Some(t) => f.tiles[s] = t.clone(),
                None if f.out[s] => {}
                None => f.totals[s] = e.points[s].to_string(),
            }
        }
        f
    }

    /// Whether anything was entered for `seat` (tapped tiles or typed text).
    pub fn has_entry(&self, seat: usize) -> bool {
        !self.tiles[seat].is_empty() || !self.totals[seat].trim().is_empty()
    }

    /// The seat whose points box comes after `seat`'s (before it, when not
    /// `forward`), skipping players marked out or with tapped tiles, who
    /// have no box: where Tab (Shift+Tab) goes from one box to the next.
    pub fn next_points_box(&self, seat: usize, forward: bool) -> Option<usize> {
        let boxed = |s: &usize| !self.out[*s] && self.tiles[*s].is_empty();
        if forward {
            (seat + 1..self.out.len()).find(boxed)
        } else {
            (0..seat).rev().find(boxed)
        }
    }

    /// What the engine's score sheet validates.
    pub fn input(&self) -> RoundInput {
        RoundInput {
            starter: self.starter,
            blocked: self.blocked,
            players: (0..self.out.len())
                .map(|s| PlayerInput {
                    out: self.out[s],
                    tiles: (!self.tiles[s].is_empty()).then(|| self.tiles[s].clone()),
                    total: Some(self.totals[s].clone()),
                })
                .collect(),
            // The "marker up" switches are not on the form yet.
            markers_up: vec![],
        }
    }
}

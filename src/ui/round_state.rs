//! What the end-of-round form holds, apart from the screen that shows it
//! (`round_form`) and the card that fills it from the phones (`hosting`).

use crate::rules::{PlayerInput, RoundEntry, RoundInput, RoundOutcome, Rules, Tile};

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
    /// "Marker up", per seat (only offered under an open-marker penalty;
    /// absent from a draft kept before it existed).
    #[serde(default)]
    pub markers: Vec<bool>,
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
            markers: vec![false; n],
        }
    }

    /// The form filled from a stored round (for editing, or taken back by
    /// undo): a typed total is what the hand counted under the game's
    /// `rules`, without the going-out bonus or the marker penalty, which
    /// the form adds again from "went out" and "marker up".
    pub fn from_entry(e: &RoundEntry, rules: &Rules) -> Self {
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
                None => f.totals[s] = e.hand_points(s, rules).to_string(),
            }
        }
        for &m in &e.markers_up {
            if let Some(up) = f.markers.get_mut(m) {
                *up = true;
            }
        }
        f
    }

    /// Whether `seat`'s "marker up" switch is on.
    pub fn marker_up(&self, seat: usize) -> bool {
        self.markers.get(seat).copied().unwrap_or(false)
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
            markers_up: (0..self.out.len()).filter(|&s| self.marker_up(s)).collect(),
        }
    }
}

//! What the engine makes of the table as entered, and of the disputed move.

use crate::rules::{check_moves, report, CheckReport, MoveSetup, SetupError, Table, TableSetup};

/// The table as entered, judged: validated once per change.
#[derive(Clone, PartialEq)]
pub(super) struct Judged {
    /// The report after the moves made, or every problem of the table.
    pub base: Result<CheckReport, SetupError>,
    /// The table before the moves.
    pub start: Option<Table>,
    /// The table after the moves made, up to the first illegal one, and how
    /// many were applied.
    pub now: Option<(Table, usize)>,
}

pub(super) fn judge_position(s: &TableSetup) -> Judged {
    match Table::from_setup(s) {
        Err(e) => Judged {
            base: Err(e),
            start: None,
            now: None,
        },
        Ok(start) => {
            let mut t = start.clone();
            let verdicts = check_moves(&mut t, &s.moves, 0);
            let applied = verdicts.iter().filter(|v| v.legal).count();
            Judged {
                base: Ok(report(&t, verdicts)),
                start: Some(start),
                now: Some((t, applied)),
            }
        }
    }
}

/// The disputed move judged on the table after the moves made (the report
/// of the moves made and it: not judged past a move made that breaks a rule).
pub(super) fn judge_dispute(
    j: &Judged,
    m: &MoveSetup,
    made: usize,
) -> Result<CheckReport, SetupError> {
    let r = j.base.clone()?;
    match &j.now {
        Some((t, _)) if r.all_legal() => {
            let mut t = t.clone();
            let mut verdicts = r.moves;
            verdicts.extend(check_moves(&mut t, std::slice::from_ref(m), made));
            Ok(report(&t, verdicts))
        }
        _ => Ok(r),
    }
}

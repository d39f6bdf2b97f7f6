//! A table's problems in the language shown: each is a message
//! ([`crate::rules::Problem::said`]), its field path kept as it is written.

use crate::rules::SetupError;

/// Every problem of a table, one line each.
pub(crate) fn problems(e: &SetupError) -> Vec<String> {
    e.problems
        .iter()
        .map(|p| {
            let message = super::super::say(&p.said);
            if p.field.is_empty() {
                message
            } else {
                t!("ref-problem-at", field = p.field.clone(), message = message)
            }
        })
        .collect()
}

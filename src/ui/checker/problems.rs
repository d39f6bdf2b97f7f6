//! A table's problems in the language shown: in English the engine's own
//! messages, otherwise built from [`Problem::id`] and its values.

use super::super::{lang, preset_title};
use super::words::english;
use crate::rules::{PresetId, Problem, SetupError};

/// One problem of a table, in the language shown (the file's own field
/// path kept as it is written).
fn problem_words(p: &Problem) -> String {
    if english() || p.id.is_empty() {
        return p.message.clone();
    }
    let mut args = crate::i18n::Args::new();
    for (name, value) in &p.args {
        let value = match *name {
            "preset" => value
                .parse::<PresetId>()
                .map(preset_title)
                .unwrap_or_else(|_| value.clone()),
            _ => value.clone(),
        };
        match value.parse::<i64>() {
            Ok(n) if *name == "count" => args.set(*name, crate::i18n::arg(n)),
            _ => args.set(*name, crate::i18n::arg(value)),
        }
    }
    crate::i18n::text(lang(), &format!("ref-prob-{}", p.id), Some(&args))
}

/// Every problem of a table, one line each.
pub(crate) fn problems(e: &SetupError) -> Vec<String> {
    e.problems
        .iter()
        .map(|p| {
            let message = problem_words(p);
            if p.field.is_empty() {
                message
            } else {
                t!("ref-problem-at", field = p.field.clone(), message = message)
            }
        })
        .collect()
}

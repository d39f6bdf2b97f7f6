//! Helpers shared by the engine's rule tests: build table files, judge them.
#![allow(dead_code)]

/// One test per preset for each row function: `classic::row`,
/// `hub_set::row`, `dominorules::row`, `choo_choo_sixes::row`. The calling
/// file names the presets `Classic`, `HubSet`, `DominoRules` and `Choo`.
#[macro_export]
macro_rules! per_preset {
    ($($row:ident),* $(,)?) => {
        mod classic { $( #[test] fn $row() { super::$row(super::Classic) } )* }
        mod hub_set { $( #[test] fn $row() { super::$row(super::HubSet) } )* }
        mod dominorules { $( #[test] fn $row() { super::$row(super::DominoRules) } )* }
        mod choo_choo_sixes { $( #[test] fn $row() { super::$row(super::Choo) } )* }
    };
}

use mextrain::rules::{check, CheckReport, PresetId, Rules};
use serde_json::{json, Value};

/// The top double of the preset's default set (the engine in these tests).
pub fn top(p: PresetId) -> u8 {
    Rules::preset(p).default_set
}

/// A tile `E-x` where E is the preset's default engine.
pub fn ex(p: PresetId, x: u8) -> String {
    format!("{}-{x}", top(p))
}

/// Players for a preset: two for Choo Choo Sixes, three otherwise.
pub fn names_for(p: PresetId) -> Value {
    if p == PresetId::ChooChooSixes {
        json!(["Ana", "Ben"])
    } else {
        json!(["Ana", "Ben", "Cleo"])
    }
}

/// A table file for `p` with these fields added.
pub fn file(p: PresetId, extra: Value) -> Value {
    let mut v = json!({"rules": p.id(), "players": names_for(p)});
    for (k, val) in extra.as_object().unwrap() {
        v[k] = val.clone();
    }
    v
}

/// Judges a table file that must be valid input.
pub fn judge(v: &Value) -> CheckReport {
    match check(&v.to_string()) {
        Ok(r) => r,
        Err(e) => panic!("bad input: {e}\n{v}"),
    }
}

/// The verdicts, as `None` (legal) or the rule id.
pub fn verdicts(v: &Value) -> Vec<Option<&'static str>> {
    judge(v)
        .moves
        .iter()
        .map(|m| m.rule.map(|r| r.as_str()))
        .collect()
}

/// The input error's fields, for files that must be refused.
pub fn refused(v: &Value) -> Vec<String> {
    match check(&v.to_string()) {
        Ok(r) => panic!("accepted: {r:?}\n{v}"),
        Err(e) => e.problems.into_iter().map(|p| p.field).collect(),
    }
}

//! The rules engine: tiles, presets, table states, move judging, scoring,
//! planning and self-play. Pure Rust: no I/O, no UI, no database.

mod planner;
mod preset;
mod tile;

pub use planner::{plan, plan_set, Placed, Plan};
pub use preset::{
    is_supported_set, CommunityRule, DoubleRule, EngineRule, HandSizeRule, HouseRuleError,
    HouseRules, PresetId, Rules, StarterRule, UnknownPreset,
};
pub use tile::{set_size, set_tiles, ParseTileError, Pip, Tile, TileSet, MAX_SET, SUPPORTED_SETS};

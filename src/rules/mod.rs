//! The rules engine: tiles, presets, table states, move judging, scoring,
//! planning and self-play. Pure Rust: no I/O, no UI, no database.

pub mod book;
mod check;
pub mod club;
mod name;
pub mod order;
mod planner;
mod preset;
pub mod rating;
pub mod season;
mod setup;
mod sim;
mod table;
mod tile;
mod verdict;

pub use check::{check, check_moves, check_setup, report, CheckReport, MoveVerdict, RoundReport};
pub use name::clean_name;
pub use planner::{plan, plan_set, Placed, Plan};
pub use preset::{
    is_supported_set, CommunityRule, DoubleRule, EngineRule, HandSizeRule, HouseRuleError,
    HouseRules, PresetId, Rules, StarterRule, TieBreak, UnknownPreset, HOUSE_KEYS,
    MAX_HOUSE_POINTS,
};
pub use setup::{
    parse_setup, shorten, InputError, MoveSetup, Problem, SetupAction, SetupError, TableSetup,
    TrainSetup,
};
pub use sim::{simulate, simulate_outcome, Policy, Rng, SimConfig, SimError, SimOutcome};
pub use table::{
    BySeat, Move, Play, RoundEnd, RoundStatus, Seat, Table, TrainId, TrainState, COMMUNITY_KEY,
    MAX_PLAYERS,
};
pub use tile::{
    set_size, set_tiles, ParseTileError, Pip, Tile, TileSet, TileSetIter, MAX_SET, SUPPORTED_SETS,
};
pub use verdict::{PlayError, Reason, RuleId, TrainRef, UnknownRuleId};

mod schedule;
mod scoresheet;
pub use schedule::{
    estimated_minutes, minutes_per_round, parse_schedule, schedule_choices, shuffled,
    NamedSchedule, ScheduleChoice, UnknownSchedule,
};
pub use scoresheet::{
    check_schedule, lowest, EntryError, GameSpec, PlayerInput, RoundEntry, RoundInput,
    RoundOutcome, RoundPlan, ScheduleError, Scoresheet, SpecError, Tie, MAX_ROUNDS,
};

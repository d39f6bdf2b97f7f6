//! Who may do what at a hosted table: the one place the host's
//! permissions are read from (docs/table-mode.md, "Who may do what").
//!
//! Every action of [`super`] that a device asks for names its [`Act`] and
//! calls [`check`] with the device before it reads or writes anything; the
//! table below is the only answer. `tests/table_mode/permissions.rs` goes
//! through the documented table over real HTTP, every route with every
//! role, for a single game and for a night.

use super::{Answer, Device, Refusal, Role};
use crate::i18n::Said;

/// What a device asks the host to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Act {
    /// Read the table's state, or follow it (`GET /api/state`, the event
    /// stream).
    Read,
    /// Enter or clear its own seat's hand (`PUT`/`DELETE /api/entry`).
    EnterOwn,
    /// Enter or clear any seat's hand, naming it.
    EnterAny,
    /// Save the round (`POST /api/round`); a player only when the host let
    /// the last player save and every seat has entered ([`super::save_round`]).
    Save,
    /// Take back the last round (`POST /api/undo`).
    Undo,
    /// The table's settings (`POST /api/settings`).
    Settings,
    /// Free a seat (`POST /api/free`).
    Free,
    /// Grant or revoke the table's scorekeeper card (`POST /api/keeper`),
    /// print the table cards (`GET /api/cards`).
    Organise,
}

/// Every act, for the tests that go through the table.
pub const ACTS: [Act; 8] = [
    Act::Read,
    Act::EnterOwn,
    Act::EnterAny,
    Act::Save,
    Act::Undo,
    Act::Settings,
    Act::Free,
    Act::Organise,
];

/// The table: the roles that may do each act. A spectator (the watch
/// link, the board link, a phone that joined to watch) only reads.
pub fn allows(role: Role, act: Act) -> bool {
    use Act::*;
    match role {
        Role::Host => true,
        Role::Scorekeeper => matches!(act, Read | EnterOwn | EnterAny | Save | Undo),
        Role::Player => matches!(act, Read | EnterOwn | Save),
        Role::Spectator => matches!(act, Read),
    }
}

/// Refuses (403) `device` an act its role may not do, with the code the
/// phones know for it.
pub fn check(device: &Device, act: Act) -> Answer<()> {
    if allows(device.role, act) {
        return Ok(());
    }
    let why = match (device.role, act) {
        (Role::Spectator, Act::EnterOwn | Act::EnterAny) => Said::new("table-why-spectator-writes"),
        (Role::Spectator, Act::Save) => Said::new("table-why-spectator-saves"),
        (Role::Player, Act::EnterAny) => Said::new("table-why-own-hand-only"),
        _ => Said::new("table-why-host-only"),
    };
    Err(Refusal::Forbidden(why))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_host_does_everything_a_spectator_only_reads() {
        for act in ACTS {
            assert!(allows(Role::Host, act), "{act:?}");
            assert_eq!(allows(Role::Spectator, act), act == Act::Read, "{act:?}");
        }
        assert!(!allows(Role::Scorekeeper, Act::Organise));
        assert!(!allows(Role::Scorekeeper, Act::Free));
        assert!(!allows(Role::Player, Act::EnterAny));
        assert!(!allows(Role::Player, Act::Undo));
    }

    #[test]
    fn a_refusal_names_what_the_role_may_not_do() {
        let d = |role| Device {
            id: 1,
            role,
            seat: None,
            label: "x".into(),
        };
        let code = |role, act| check(&d(role), act).unwrap_err().code();
        assert_eq!(code(Role::Spectator, Act::EnterOwn), "spectator-writes");
        assert_eq!(code(Role::Spectator, Act::Save), "spectator-saves");
        assert_eq!(code(Role::Player, Act::EnterAny), "own-hand-only");
        assert_eq!(code(Role::Scorekeeper, Act::Organise), "host-only");
        assert!(check(&d(Role::Player), Act::EnterOwn).is_ok());
    }
}

//! A club night's host (issue 32): every table's game hosted at once, on
//! one host, behind one join code.
//!
//! Each table's game is hosted as any game is (its own devices, tokens,
//! entries and change counter: every rule of [`super`] holds at each
//! table), and the night's tables share the join code and the join link's
//! key. The board's token is the watch token of the night's first table
//! hosted; every other table's is made from it, since a token is one
//! device's. A phone picks its
//! table, then its seat; its token is its table's, so a phone of table 2
//! can never write table 3 (the server finds a request's table by its
//! token, [`Hosted::game_of`]). A table without phones has a scorekeeper
//! ([`super::Role::Scorekeeper`]): a phone that enters every seat of that
//! table only. When the next game starts, its tables are hosted with the
//! same code ([`upkeep`]), and the phones of the game before are shown the
//! way to their new seat ([`NightNote::next`]).

use super::hosted::{host_new_tables, hosted_games};
use super::tokens::same;
use super::{bump, Answer, Hosted, Refusal};
use crate::app::night as club;
use crate::db::lan::HostingRow;
use crate::db::{Db, GameId, LanReads, NightGame, NightId};
use crate::formats::wire::NightNote;
use crate::i18n::Said;

/// Table `table`'s join link at `base` with the night's `code` and join
/// link's `key` (its card's QR code): its seats at once.
pub fn table_link(base: &str, code: &str, key: &str, table: usize) -> String {
    format!("{base}/?join={code}&key={key}&table={table}")
}

/// What the organiser prints: a card per table of the game being played.
#[derive(Clone, Debug)]
pub struct TableCards {
    /// The night.
    pub night: club::NightRecord,
    /// The join code now.
    pub code: String,
    /// The join link's key.
    pub key: String,
    /// Every table of the game being played.
    pub tables: Vec<NightGame>,
    /// Each table's scorekeeper card link, when asked for (table, link).
    pub keepers: Vec<(usize, String)>,
}

/// The table cards of night `night`, for the organiser (`token`, its
/// host token at any table) only; with `keepers`, each table's
/// scorekeeper card too, granted as it is printed by the organiser's own
/// device there.
pub fn table_cards(
    db: &Db,
    night: NightId,
    token: Option<&str>,
    keepers: bool,
) -> Answer<TableCards> {
    let g = Hosted::Night(night).game_of(db, token)?;
    let device = super::authenticate(db, g, token)?;
    super::perm::check(&device, super::perm::Act::Organise)?;
    let record = db.night(night)?;
    let code = super::code_now(db, g)?.unwrap_or_default();
    let key = db.hosting(g)?.and_then(|h| h.join_key).unwrap_or_default();
    let tables = club::current_games(db, night)?;
    let mut cards = vec![];
    if keepers {
        for t in &tables {
            let card = super::keeper_card(
                db,
                t.game,
                &device,
                &crate::formats::wire::KeeperRequest { grant: true },
            )?;
            cards.push((t.table, card.link.unwrap_or_default()));
        }
    }
    Ok(TableCards {
        night: record,
        code,
        key,
        tables,
        keepers: cards,
    })
}

/// `POST /api/night`: the organiser (a night table's host link) adds and
/// takes off players, ends a table's game, or starts the next game, from
/// any phone: the window's and the command line's actions
/// ([`crate::app::night`]), then every hosted table's phones are sent
/// their state again (a next game's tables are hosted, each player's phone
/// following its player). The host only ([`super::perm::Act::Organise`]);
/// 400 at a single game's host.
pub fn organise(
    db: &Db,
    game: GameId,
    device: &super::Device,
    req: &crate::formats::wire::NightRequest,
) -> Answer<crate::formats::wire::NightDone> {
    use crate::formats::wire::NightRequest as R;
    super::perm::check(device, super::perm::Act::Organise)?;
    let night = club::night_of_game(db, game)?
        .map(|a| a.night)
        .ok_or_else(|| Refusal::BadRequest(Said::new("table-why-not-a-night")))?;
    // Who is present changes no table; what ends or starts a game tells
    // that table's phones (or every table's).
    match req {
        R::Add { names } => {
            club::present::add(db, night, names)?;
        }
        R::Leave { names, now } => {
            for (_, g) in club::present::leave(db, night, names, *now)?.ending {
                if db.hosting(g)?.is_some() {
                    db.write(|tx| bump(tx, g))?;
                }
            }
        }
        R::EndGame { table } => {
            let g = club::current_games(db, night)?
                .into_iter()
                .find(|g| g.table == *table)
                .map(|g| g.game);
            club::end_game(db, night, *table)?;
            if let Some(g) = g.filter(|&g| db.hosting(g).is_ok_and(|h| h.is_some())) {
                db.write(|tx| bump(tx, g))?;
            }
        }
        R::Next { seating } => {
            let seating = match seating.as_deref() {
                None => crate::rules::club::Seating::default(),
                Some(s) => s.parse().map_err(|_| {
                    Refusal::BadRequest(Said::new("table-why-bad-seating").arg("seating", s))
                })?,
            };
            club::next_game(db, night, seating, crate::app::games::schedule_seed())?;
            host_new_tables(db, night)?;
            touch_all(db, night)?;
        }
    }
    let number = club::current_games(db, night)?
        .first()
        .map_or(0, |g| g.number);
    Ok(crate::formats::wire::NightDone {
        present: club::present::present(db, night)?,
        number,
    })
}

/// The host's part of the one upkeep ([`crate::app::upkeep`]): the
/// hosted games among those whose time is up (`cut`) have their change
/// counter moved (their phones are told at once), and the tables of a
/// next game of night `open` started since (by the organiser's window or
/// `mextrain night next`) are hosted with the night's code. Whether
/// anything hosted changed.
pub fn after_upkeep(db: &Db, cut: &[GameId], open: Option<NightId>) -> Answer<bool> {
    let mut changed = false;
    for &g in cut {
        if db.hosting(g)?.is_some() {
            db.write(|tx| bump(tx, g))?;
            changed = true;
        }
    }
    if let Some(night) = open {
        changed |= host_new_tables(db, night)?;
    }
    Ok(changed)
}

/// What the phones of every table are shown of the others: the game
/// being played, the tables finished, and while a time limit runs, the
/// minute. When it changes, every table's phones are sent their state
/// again ([`touch_all`]).
pub fn fingerprint(db: &Db, night: NightId, now: i64) -> Answer<(usize, Vec<bool>, i64)> {
    let record = db.night(night)?;
    let current = club::current_games(db, night)?;
    let number = current.first().map_or(0, |g| g.number);
    let finished: Vec<bool> = current.iter().map(|g| g.finished_at.is_some()).collect();
    let ticking = record.night.minutes.is_some() && finished.iter().any(|f| !f);
    Ok((number, finished, if ticking { now / 60 } else { 0 }))
}

/// Raises the change counter of every hosted table of the night: each
/// phone is sent its state again.
pub fn touch_all(db: &Db, night: NightId) -> Answer<()> {
    for (g, _) in hosted_games(db, night)? {
        db.write(|tx| bump(tx, g.game))?;
    }
    Ok(())
}

/// Whether `token` is the night's board token (the first table's watch
/// token).
pub fn check_board(db: &Db, night: NightId, token: Option<&str>) -> Answer<()> {
    let token = token.map(str::trim).unwrap_or("");
    let ok = Hosted::Night(night)
        .first_hosted(db)?
        .is_some_and(|h| !token.is_empty() && same(token.as_bytes(), h.watch_token.as_bytes()));
    if !ok {
        return Err(Refusal::Unauthorized(Said::new("table-why-board-unknown")));
    }
    Ok(())
}

/// The night at a glance, for its board (the night's own scoring).
pub fn board(db: &Db, night: NightId, now: i64) -> Answer<club::Board> {
    Ok(club::board(db, night, None, now)?)
}

/// What a phone at hosted `game` (hosting `h`) is shown of its night:
/// `None` when the game is not a night's.
/// `role`: who asks; a read-only link (a spectator: the watch link, the
/// board link, a phone that joined to watch) is never given the way to a
/// seat, which carries the join key.
pub fn note(
    db: &Db,
    game: GameId,
    h: &HostingRow,
    device: &super::Device,
) -> Answer<Option<NightNote>> {
    let role = device.role;
    let Some(at) = club::night_of_game(db, game)? else {
        return Ok(None);
    };
    let record = db.night(at.night)?;
    let games = db.night_games(at.night)?;
    let latest = games.iter().map(|g| g.number).max().unwrap_or(at.number);
    let Some(mine) = games.iter().find(|g| g.game == game) else {
        return Ok(None);
    };
    let mut waiting = vec![];
    if mine.finished_at.is_some() && latest == at.number {
        waiting = games
            .iter()
            .filter(|g| g.number == at.number && g.finished_at.is_none())
            .map(|g| g.table)
            .collect();
    }
    let writes = role != super::Role::Spectator;
    // A player's phone left behind: its player has left the night.
    let gone = latest > at.number
        && role == super::Role::Player
        && device
            .seat
            .and_then(|s| mine.players.get(s))
            .is_some_and(|p| !club::present::present(db, at.night).is_ok_and(|h| h.contains(p)));
    let next = (writes && !gone && latest > at.number).then(|| match &h.join_key {
        Some(k) => format!("/join/{}/{k}", h.code),
        None => format!("/join/{}", h.code),
    });
    Ok(Some(NightNote {
        name: record.night.name.clone(),
        table: at.table,
        number: at.number,
        seconds_left: club::seconds_left(&record, mine, club::now()),
        waiting,
        next,
        gone,
    }))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::app::host::{
        authenticate, free_seat, save_round, set_entry, state, EntryRequest, FreeRequest,
        JoinRequest, LobbyRequest, Role, SaveRequest,
    };
    use crate::app::night::{new_night_seated, next_game, NightPlan, Seated};
    use crate::rules::club::Scoring;
    use crate::rules::club::Seating;
    use crate::rules::{GameSpec, PresetId};

    /// A night of three tables (two of three players, one of two), one
    /// round a game.
    fn night() -> (Db, Seated) {
        let db = Db::open_in_memory().unwrap();
        let mut rules = GameSpec::new(PresetId::Classic, 12, vec!["a".into(), "b".into()]).unwrap();
        rules.schedule = vec![12];
        let plan = NightPlan {
            name: "Tuesday club".into(),
            date: "2026-11-24".into(),
            league: None,
            rules,
            per_table: 3,
            minutes: None,
            scoring: Scoring::Points,
            players: ["Ana", "Ben", "Cy", "Dee", "Eve", "Flo", "Gus", "Hal"]
                .iter()
                .map(|s| s.to_string())
                .collect(),
        };
        let tables: Vec<Vec<String>> = [
            &["Ana", "Ben", "Cy"][..],
            &["Dee", "Eve", "Flo"],
            &["Gus", "Hal"],
        ]
        .iter()
        .map(|t| t.iter().map(|s| s.to_string()).collect())
        .collect();
        let seated = new_night_seated(&db, &plan, &tables).unwrap();
        (db, seated)
    }

    fn lobby_req(code: &str, table: Option<usize>) -> LobbyRequest {
        LobbyRequest {
            code: code.into(),
            key: None,
            table,
        }
    }

    fn join_req(code: &str, table: Option<usize>, role: Role, seat: Option<usize>) -> JoinRequest {
        JoinRequest {
            code: code.into(),
            key: None,
            role,
            table,
            seat,
            device: None,
            keeper: None,
        }
    }

    fn entry(seat: Option<usize>, total: u32, out: bool, key: &str) -> EntryRequest {
        EntryRequest {
            round: 0,
            seat,
            key: key.into(),
            tiles: None,
            total: Some(serde_json::Value::from(total.to_string())),
            out,
            marker_up: false,
        }
    }

    #[test]
    fn one_code_opens_every_table_and_a_phone_picks_its_table_then_its_seat() {
        let (db, seated) = night();
        let n = seated.night;
        let h = Hosted::Night(n).start(&db).unwrap();
        assert_eq!(h.tables.len(), 3);
        assert!(!h.resumed);
        for t in &h.tables {
            let row = db.hosting(t.game).unwrap().unwrap();
            assert_eq!(row.code, h.code, "table {}", t.table);
        }
        assert_eq!(
            db.hosting(h.tables[0].game).unwrap().unwrap().watch_token,
            h.watch_token
        );
        // No table named: the night's tables.
        let l = Hosted::Night(n)
            .lobby(&db, &lobby_req(&h.code, None))
            .unwrap();
        assert!(l.seats.is_empty());
        let names: Vec<Vec<String>> = l.tables.iter().map(|t| t.players.clone()).collect();
        assert_eq!(names[2], ["Gus", "Hal"]);
        // A table named: its seats.
        let l = Hosted::Night(n)
            .lobby(&db, &lobby_req(&h.code, Some(2)))
            .unwrap();
        assert_eq!(l.table, Some(2));
        let seats: Vec<&str> = l.seats.iter().map(|s| s.name.as_str()).collect();
        assert_eq!(seats, ["Dee", "Eve", "Flo"]);
        // A wrong code opens nothing; a table that is not there is named.
        assert!(matches!(
            Hosted::Night(n).lobby(&db, &lobby_req("ZZZZZZ", None)),
            Err(Refusal::Forbidden(_))
        ));
        let e = Hosted::Night(n)
            .lobby(&db, &lobby_req(&h.code, Some(4)))
            .unwrap_err();
        assert_eq!(e.code(), "no-such-table");
        assert!(e.to_string().contains("3 tables"), "{e}");
        // Joining needs the table.
        let e = Hosted::Night(n)
            .join(&db, &join_req(&h.code, None, Role::Player, Some(0)))
            .unwrap_err();
        assert_eq!(e.code(), "table-needed");
        let eve = Hosted::Night(n)
            .join(&db, &join_req(&h.code, Some(2), Role::Player, Some(1)))
            .unwrap();
        // Eve's token is table 2's, and only table 2's.
        let g2 = h.tables[1].game;
        assert_eq!(Hosted::Night(n).game_of(&db, Some(&eve.token)).unwrap(), g2);
        assert!(authenticate(&db, h.tables[2].game, Some(&eve.token)).is_err());
        assert!(matches!(
            Hosted::Night(n).game_of(&db, Some("nobody")),
            Err(Refusal::Unauthorized(_))
        ));
        // Started again: the same code, the phones kept.
        let again = Hosted::Night(n).start(&db).unwrap();
        assert!(again.resumed);
        assert_eq!(again.code, h.code);
        assert_eq!(Hosted::Night(n).game_of(&db, Some(&eve.token)).unwrap(), g2);
    }

    #[test]
    fn a_scorekeeper_enters_every_seat_of_its_own_table_only() {
        let (db, seated) = night();
        let n = seated.night;
        let h = Hosted::Night(n).start(&db).unwrap();
        let g3 = h.tables[2].game;
        // Claimed, refused; granted by table 3's organiser, taken.
        let claimed =
            Hosted::Night(n).join(&db, &join_req(&h.code, Some(3), Role::Scorekeeper, None));
        assert_eq!(claimed.unwrap_err().code(), "keeper-card-needed");
        let organiser = authenticate(&db, g3, Some(&h.tables[2].host_token)).unwrap();
        let card = crate::app::host::keeper_card(
            &db,
            g3,
            &organiser,
            &crate::formats::wire::KeeperRequest { grant: true },
        )
        .unwrap();
        let secret = card
            .link
            .unwrap()
            .rsplit_once("keeper=")
            .unwrap()
            .1
            .to_string();
        let mut req = join_req(&h.code, Some(3), Role::Scorekeeper, None);
        req.keeper = Some(secret);
        let keeper = Hosted::Night(n).join(&db, &req).unwrap();
        assert_eq!(keeper.role, Role::Scorekeeper);
        assert_eq!(
            Hosted::Night(n).game_of(&db, Some(&keeper.token)).unwrap(),
            g3
        );
        let d = authenticate(&db, g3, Some(&keeper.token)).unwrap();
        assert_eq!(d.role, Role::Scorekeeper);
        // Every seat of table 3, then the round saved: the game finishes.
        set_entry(&db, g3, &d, &entry(Some(0), 0, true, "k1")).unwrap();
        set_entry(&db, g3, &d, &entry(Some(1), 17, false, "k2")).unwrap();
        let done = save_round(
            &db,
            g3,
            &d,
            &SaveRequest {
                round: 0,
                key: "k3".into(),
                starter: Some(0),
                blocked: false,
            },
        )
        .unwrap();
        assert_eq!(done.finished, Some(true));
        assert_eq!(db.game(g3).unwrap().sheet.totals(), vec![0, 17]);
        // Not the host's settings.
        let e = free_seat(
            &db,
            g3,
            &d,
            &FreeRequest {
                seat: 0,
                key: "k4".into(),
            },
        )
        .unwrap_err();
        assert_eq!(e.code(), "host-only");
        // The board link reads and never writes.
        let g1 = h.tables[0].game;
        let board = authenticate(&db, g1, Some(&h.watch_token)).unwrap();
        let e = set_entry(&db, g1, &board, &entry(Some(0), 3, false, "b1")).unwrap_err();
        assert_eq!(e.code(), "spectator-writes");
        check_board(&db, n, Some(&h.watch_token)).unwrap();
        assert_eq!(
            check_board(&db, n, Some(&keeper.token)).unwrap_err().code(),
            "board-unknown"
        );
        // Table 3 finished first: its phones see that they wait for 1 and 2.
        let s = state(&db, g3, &d).unwrap();
        let note = s.night.unwrap();
        assert_eq!((note.table, note.number), (3, 1));
        assert_eq!(note.waiting, vec![1, 2]);
        assert_eq!(note.next, None);
    }

    #[test]
    fn the_organisers_phone_adds_takes_off_ends_a_table_and_starts_the_next_game() {
        use crate::formats::wire::NightRequest as R;
        let (db, seated) = night();
        let n = seated.night;
        let h = Hosted::Night(n).start(&db).unwrap();
        let (t1, t3) = (&h.tables[0], &h.tables[2]);
        let organiser = authenticate(&db, t1.game, Some(&t1.host_token)).unwrap();
        let ana = Hosted::Night(n)
            .join(&db, &join_req(&h.code, Some(1), Role::Player, Some(0)))
            .unwrap();
        let ana_d = authenticate(&db, t1.game, Some(&ana.token)).unwrap();
        // Only the organiser: a player's phone is refused, nothing stored.
        let add = R::Add {
            names: vec!["Ida".into()],
        };
        let e = organise(&db, t1.game, &ana_d, &add).unwrap_err();
        assert_eq!((e.status(), e.code().as_str()), (403, "host-only"));
        assert_eq!(
            crate::app::night::present::present(&db, n).unwrap().len(),
            8
        );
        let done = organise(&db, t1.game, &organiser, &add).unwrap();
        assert_eq!(done.present.len(), 9);
        assert_eq!(done.present.last().map(String::as_str), Some("Ida"));
        // Twice: refused with the night's message.
        let e = organise(&db, t1.game, &organiser, &add).unwrap_err();
        assert_eq!(e.code(), "not-now");
        let v = db.hosting(t3.game).unwrap().unwrap().version;
        // Gus (table 3) leaves now; table 3 then walks out at round 0.
        let leave = R::Leave {
            names: vec!["Gus".into()],
            now: true,
        };
        organise(&db, t1.game, &organiser, &leave).unwrap();
        assert!(
            db.hosting(t3.game).unwrap().unwrap().version > v,
            "table 3's phones told"
        );
        organise(&db, t1.game, &organiser, &R::EndGame { table: 3 }).unwrap();
        assert_eq!(crate::app::night::current_games(&db, n).unwrap().len(), 2);
        // The next game: refused while tables 1 and 2 play.
        let next = R::Next {
            seating: Some("fresh".into()),
        };
        assert_eq!(
            organise(&db, t1.game, &organiser, &next)
                .unwrap_err()
                .code(),
            "not-now"
        );
        let bad = R::Next {
            seating: Some("sideways".into()),
        };
        assert_eq!(
            organise(&db, t1.game, &organiser, &bad).unwrap_err().code(),
            "bad-seating"
        );
        for t in &h.tables[..2] {
            let seats = db.game(t.game).unwrap().sheet.seats();
            let mut input = crate::rules::RoundInput::typed(&vec![5; seats]);
            input.players[0] = crate::rules::PlayerInput::went_out();
            crate::app::games::record_round(&db, t.game, &input).unwrap();
        }
        let done = organise(&db, t1.game, &organiser, &next).unwrap();
        assert_eq!(done.number, 2);
        let current = crate::app::night::current_games(&db, n).unwrap();
        let seated: Vec<&String> = current.iter().flat_map(|g| &g.players).collect();
        assert_eq!(seated.len(), 8, "the 8 present: Gus left, Ida came");
        assert!(seated.iter().any(|p| *p == "Ida") && !seated.iter().any(|p| *p == "Gus"));
        // Hosted at once, and Ana's phone followed her.
        assert!(current
            .iter()
            .all(|g| db.hosting(g.game).unwrap().is_some()));
        let g = Hosted::Night(n).game_of(&db, Some(&ana.token)).unwrap();
        assert!(current
            .iter()
            .any(|c| c.game == g && c.players.iter().any(|p| p == "Ana")));
    }

    #[test]
    fn a_leavers_phone_is_told_the_night_is_over_and_a_phone_follows_after_a_restart() {
        let (db, seated) = night();
        let n = seated.night;
        let h = Hosted::Night(n).start(&db).unwrap();
        // Dee (table 2, seat 0) and Gus (table 3, seat 0) hold their seats.
        let dee = Hosted::Night(n)
            .join(&db, &join_req(&h.code, Some(2), Role::Player, Some(0)))
            .unwrap();
        let gus = Hosted::Night(n)
            .join(&db, &join_req(&h.code, Some(3), Role::Player, Some(0)))
            .unwrap();
        crate::app::night::present::leave(&db, n, &["Dee".into()], false).unwrap();
        for t in &h.tables {
            let seats = db.game(t.game).unwrap().sheet.seats();
            let mut input = crate::rules::RoundInput::typed(&vec![5; seats]);
            input.players[0] = crate::rules::PlayerInput::went_out();
            crate::app::games::record_round(&db, t.game, &input).unwrap();
        }
        // The host is down when the next game starts (killed); started
        // again, Gus's phone is at his new seat.
        next_game(&db, n, Seating::Random, 3).unwrap();
        let again = Hosted::Night(n).start(&db).unwrap();
        assert!(again.resumed);
        let current = crate::app::night::current_games(&db, n).unwrap();
        assert!(current
            .iter()
            .all(|g| !g.players.iter().any(|p| p == "Dee")));
        let g = Hosted::Night(n).game_of(&db, Some(&gus.token)).unwrap();
        let his = current
            .iter()
            .find(|c| c.players.iter().any(|p| p == "Gus"))
            .unwrap();
        assert_eq!(g, his.game);
        let d = authenticate(&db, g, Some(&gus.token)).unwrap();
        assert_eq!(d.seat, his.players.iter().position(|p| p == "Gus"));
        // Dee's phone stays at game 1: the night is over for her, and no
        // seat is offered.
        let g1 = Hosted::Night(n).game_of(&db, Some(&dee.token)).unwrap();
        assert_eq!(g1, h.tables[1].game);
        let d = authenticate(&db, g1, Some(&dee.token)).unwrap();
        let note = state(&db, g1, &d).unwrap().night.unwrap();
        assert_eq!((note.number, note.gone, note.next), (1, true, None));
    }

    #[test]
    fn the_next_game_is_hosted_with_the_same_code_and_the_phones_are_shown_their_way() {
        let (db, seated) = night();
        let n = seated.night;
        let h = Hosted::Night(n).start(&db).unwrap();
        let ana = Hosted::Night(n)
            .join(&db, &join_req(&h.code, Some(1), Role::Player, Some(0)))
            .unwrap();
        // Every table plays its one round.
        for t in &h.tables {
            let seats = db.game(t.game).unwrap().sheet.seats();
            let mut input = crate::rules::RoundInput::typed(&vec![5; seats]);
            input.players[0] = crate::rules::PlayerInput::went_out();
            crate::app::games::record_round(&db, t.game, &input).unwrap();
        }
        // Entered on the board: nobody now (every game finished).
        let b = board(&db, n, 0).unwrap();
        assert!(b.all_finished());
        next_game(&db, n, Seating::Ladder, 1).unwrap();
        // A phone asking for its new table before the upkeep has come
        // round finds it hosted.
        let l = Hosted::Night(n)
            .lobby(&db, &lobby_req(&h.code, Some(1)))
            .unwrap();
        assert_eq!(l.table, Some(1));
        assert!(
            !crate::app::upkeep(&db, crate::app::night::now(), Some(n))
                .unwrap()
                .hosted
        );
        let current = crate::app::night::current_games(&db, n).unwrap();
        for g in &current {
            let row = db
                .hosting(g.game)
                .unwrap()
                .expect("the next game is hosted");
            assert_eq!(row.code, h.code);
        }
        // Each table's host link goes on to its next game.
        for t in &h.tables {
            let now = Hosted::Night(n).game_of(&db, Some(&t.host_token)).unwrap();
            let next = current.iter().find(|g| g.table == t.table).unwrap().game;
            assert_eq!(now, next, "table {}", t.table);
            assert_eq!(
                authenticate(&db, next, Some(&t.host_token)).unwrap().role,
                Role::Host
            );
        }
        // Upkeep again: nothing new.
        assert!(
            !crate::app::upkeep(&db, crate::app::night::now(), Some(n))
                .unwrap()
                .hosted
        );
        // Ana's phone followed her to her game-2 table and seat, with no
        // tap; her token is the one she had.
        let g = Hosted::Night(n).game_of(&db, Some(&ana.token)).unwrap();
        let mine = current
            .iter()
            .find(|c| c.players.iter().any(|p| p == "Ana"))
            .unwrap();
        assert_eq!(g, mine.game);
        let d = authenticate(&db, g, Some(&ana.token)).unwrap();
        assert_eq!(d.role, Role::Player);
        assert_eq!(d.seat, mine.players.iter().position(|p| p == "Ana"));
        let note = state(&db, g, &d).unwrap().night.unwrap();
        assert_eq!((note.number, note.next, note.gone), (2, None, false));
        // The lobby now lists game 2's tables.
        let l = Hosted::Night(n)
            .lobby(&db, &lobby_req(&h.code, None))
            .unwrap();
        let games: Vec<GameId> = current.iter().map(|g| g.game).collect();
        assert_eq!(l.tables.len(), games.len());
        assert!(l.tables.iter().all(|t| !t.finished));
    }
}

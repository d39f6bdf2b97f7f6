use super::*;
use crate::db::{Db, LanReads};
use crate::rules::{GameSpec, PresetId};
use serde_json::json;

// The actions' answers as the phones receive them: each typed message as
// JSON (the assertions below read the JSON a phone reads).
fn as_json<T: Serialize>(a: Answer<T>) -> Answer<Value> {
    a.map(|m| serde_json::to_value(m).unwrap())
}
fn lobby(db: &Db, g: GameId, code: &str) -> Answer<Value> {
    let req = LobbyRequest {
        code: code.into(),
        key: None,
        table: None,
    };
    as_json(Hosted::Game(g).lobby(db, &req))
}
fn join(db: &Db, g: GameId, req: &JoinRequest) -> Answer<Value> {
    as_json(Hosted::Game(g).join(db, req))
}
fn state(db: &Db, g: GameId, d: &Device) -> Answer<Value> {
    as_json(super::state(db, g, d))
}
/// Each write of the host, its answer as JSON (as the server sends it).
macro_rules! as_json {
    ($($name:ident($request:ty)),* $(,)?) => {$(
        fn $name(db: &Db, g: GameId, d: &Device, r: &$request) -> Answer<Value> {
            as_json(super::$name(db, g, d, r))
        }
    )*};
}
as_json!(
    set_entry(EntryRequest),
    clear_entry(ClearRequest),
    save_round(SaveRequest),
    undo(UndoRequest),
    settings(SettingsRequest),
    free_seat(FreeRequest),
);

fn table() -> (Db, GameId, Hosting) {
    let db = Db::open_in_memory().unwrap();
    let spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
    let g = games::create_game(&db, &spec, &["#d62728".into(), "#1f77b4".into()]).unwrap();
    let h = Hosted::Game(g).start(&db).unwrap();
    (db, g, h)
}

/// Joins hosted `g` by `code` as `role` at `seat`, from a device named
/// `device`: the answer.
fn joined(
    db: &Db,
    g: GameId,
    code: &str,
    role: Role,
    seat: Option<usize>,
    device: Option<String>,
) -> Answer<Value> {
    join(
        db,
        g,
        &JoinRequest {
            code: code.into(),
            key: None,
            role,
            table: None,
            seat,
            device,
            keeper: None,
        },
    )
}

fn join_as(db: &Db, g: GameId, code: &str, role: Role, seat: Option<usize>) -> Answer<Device> {
    let joined = joined(db, g, code, role, seat, None)?;
    authenticate(db, g, joined["token"].as_str())
}

fn host(db: &Db, g: GameId, h: &Hosting) -> Device {
    authenticate(db, g, Some(&h.host_token)).unwrap()
}

fn typed(round: usize, seat: Option<usize>, key: &str, total: &str) -> EntryRequest {
    EntryRequest {
        round,
        seat,
        key: key.into(),
        tiles: None,
        total: Some(Value::String(total.into())),
        out: false,
        marker_up: false,
    }
}

fn went_out(round: usize, seat: Option<usize>, key: &str) -> EntryRequest {
    EntryRequest {
        round,
        seat,
        key: key.into(),
        tiles: None,
        total: None,
        out: true,
        marker_up: false,
    }
}

fn ver(db: &Db, g: GameId) -> i64 {
    version(db, g).unwrap().unwrap()
}

#[test]
fn the_join_code_has_six_letters_without_look_alikes_and_changes_each_time() {
    let (db, g, h) = table();
    assert_eq!(h.code.len(), CODE_LEN);
    assert!(
        h.code
            .bytes()
            .all(|b| CODE_ALPHABET.as_bytes().contains(&b)),
        "{}",
        h.code
    );
    for c in b"0O1IL" {
        assert!(!CODE_ALPHABET.as_bytes().contains(c));
    }
    let codes: std::collections::HashSet<String> = (0..20).map(|_| new_code().unwrap()).collect();
    assert!(codes.len() > 15, "codes repeat: {codes:?}");
    assert_ne!(h.host_token, h.watch_token);
    assert_eq!(h.host_token.len(), 32);
    Hosted::Game(g).stop(&db).unwrap();
    let again = Hosted::Game(g).start(&db).unwrap();
    assert!(!again.resumed);
    assert_ne!(again.host_token, h.host_token);
}

#[test]
fn the_host_keeps_only_the_hash_of_a_token() {
    let (db, _g, h) = table();
    let stored: Vec<String> = db
        .raw()
        .prepare("SELECT token_hash FROM table_devices")
        .unwrap()
        .query_map([], |r| r.get(0))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    assert!(!stored.contains(&h.host_token));
    assert!(stored.contains(&token_hash(&h.host_token)));
}

#[test]
fn a_wrong_code_is_refused_and_a_typed_code_may_be_lower_case() {
    let (db, g, h) = table();
    let e = lobby(&db, g, "AAAAAA").unwrap_err();
    assert_eq!(e.status(), 403, "{e}");
    assert_eq!(
        join_as(&db, g, "", Role::Spectator, None)
            .unwrap_err()
            .status(),
        403
    );
    let lower = h.code.to_lowercase();
    let l = lobby(&db, g, &lower).unwrap();
    assert_eq!(l["seats"][1]["name"], "Ben");
    assert_eq!(l["seats"][1]["taken"], false);
}

#[test]
fn a_seat_held_by_one_phone_is_refused_to_another_until_the_host_frees_it() {
    let (db, g, h) = table();
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    assert_eq!((ben.role, ben.seat), (Role::Player, Some(1)));
    assert_eq!(ben.label, "Ben's phone");
    assert_eq!(lobby(&db, g, &h.code).unwrap()["seats"][1]["taken"], true);
    let v = ver(&db, g);
    let e = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap_err();
    assert_eq!(ver(&db, g), v, "a refused join changed the version");
    assert_eq!(db.devices(g).unwrap().len(), 3);
    assert_eq!(e.status(), 409, "{e}");
    assert!(e.to_string().contains("Ben's seat is held"), "{e}");
    assert_eq!(
        join_as(&db, g, &h.code, Role::Player, Some(5))
            .unwrap_err()
            .status(),
        400
    );
    assert_eq!(
        join_as(&db, g, &h.code, Role::Host, None)
            .unwrap_err()
            .status(),
        403
    );
    // A player cannot free a seat; the host can.
    let free = FreeRequest {
        seat: 1,
        key: "free-1".into(),
    };
    assert_eq!(free_seat(&db, g, &ben, &free).unwrap_err().status(), 403);
    free_seat(&db, g, &host(&db, g, &h), &free).unwrap();
    let other = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    assert_eq!(other.seat, Some(1));
}

#[test]
fn a_player_writes_only_their_own_seat_and_a_spectator_nothing() {
    let (db, g, h) = table();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let watcher = join_as(&db, g, &h.code, Role::Spectator, None).unwrap();
    let watch = authenticate(&db, g, Some(&h.watch_token)).unwrap();
    let v = ver(&db, g);
    let e = set_entry(&db, g, &ana, &typed(0, Some(1), "k1", "12")).unwrap_err();
    assert_eq!(e.status(), 403, "{e}");
    for spectator in [&watcher, &watch] {
        let e = set_entry(&db, g, spectator, &typed(0, Some(0), "k2", "12")).unwrap_err();
        assert_eq!(e.status(), 403, "{e}");
        let e = save_round(
            &db,
            g,
            spectator,
            &SaveRequest {
                round: 0,
                key: "k3".into(),
                starter: Some(0),
                blocked: true,
            },
        )
        .unwrap_err();
        assert_eq!(e.status(), 403);
    }
    assert_eq!(ver(&db, g), v);
    assert!(db.table_entries(g, 0).unwrap().is_empty());
    let ok = set_entry(&db, g, &ana, &typed(0, None, "k4", "12")).unwrap();
    assert_eq!(ok["entry"]["seat"], 0);
    assert_eq!(ok["entry"]["total"], 12);
    assert_eq!(ok["entry"]["from"], "Ana's phone");
    assert_eq!(ok["version"], v + 1);
}

#[test]
fn an_entry_is_judged_by_the_engine_as_the_round_form_judges_it() {
    let (db, g, h) = table();
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    let mut req = typed(0, None, "a", "");
    req.total = None;
    req.tiles = Some(vec![[12, 12]]);
    let e = set_entry(&db, g, &ben, &req).unwrap_err();
    assert_eq!(
        (e.status(), e.to_string()),
        (
            422,
            "Ben: 12-12 is this round's engine, it is on the table".into()
        )
    );
    let e = set_entry(&db, g, &ben, &typed(0, None, "b", "lots")).unwrap_err();
    assert_eq!(e.to_string(), "Ben: 'lots' is not a number of points");
    let mut out = went_out(0, None, "c");
    out.tiles = Some(vec![[1, 2]]);
    assert_eq!(
        set_entry(&db, g, &ben, &out).unwrap_err().to_string(),
        "Ben went out, so holds no tiles and scores 0"
    );
    assert!(db.table_entries(g, 0).unwrap().is_empty());
    // Tapped tiles are counted by the engine's rules.
    req.key = "d".into();
    req.tiles = Some(vec![[0, 0], [5, 6]]);
    let ok = set_entry(&db, g, &ben, &req).unwrap();
    let (points, _) = judge_entry(
        &db.game(g).unwrap().sheet,
        0,
        1,
        &Kept {
            tiles: Some(vec![[0, 0], [5, 6]]),
            total: 0,
            out: false,
            marker_up: false,
            phone: false,
        }
        .input(),
        false,
    )
    .unwrap();
    assert_eq!(ok["entry"]["total"], points);
    assert_eq!(ok["entry"]["tiles"], json!([[0, 0], [5, 6]]));
}

#[test]
fn the_same_key_twice_is_applied_once_and_answers_the_first_answer() {
    let (db, g, h) = table();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let first = set_entry(&db, g, &ana, &typed(0, None, "same", "12")).unwrap();
    let v = ver(&db, g);
    // Sent again, even with other values: nothing changes.
    let again = set_entry(&db, g, &ana, &typed(0, None, "same", "30")).unwrap();
    assert_eq!(again, first);
    assert_eq!(ver(&db, g), v);
    assert_eq!(db.audit_trail(g).unwrap().len(), 1);
    let entries = db.table_entries(g, 0).unwrap();
    assert_eq!(entries.len(), 1);
    assert!(entries[0].entry.contains("\"total\":12"), "{:?}", entries);
    // Another key corrects it, noted as a correction with the old value.
    set_entry(&db, g, &ana, &typed(0, None, "other", "30")).unwrap();
    let trail = db.audit_trail(g).unwrap();
    assert_eq!(trail[1].what, "entry corrected");
    assert!(trail[1].old.as_deref().unwrap().contains("12"));
    assert!(trail[1].new.as_deref().unwrap().contains("30"));
    assert_eq!(trail[1].device, "Ana's phone");
    let e = set_entry(&db, g, &ana, &typed(0, None, "", "30")).unwrap_err();
    assert_eq!(e.status(), 400);
}

#[test]
fn an_entry_for_another_round_is_refused_as_behind() {
    let (db, g, h) = table();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let e = set_entry(&db, g, &ana, &typed(1, None, "k", "3")).unwrap_err();
    assert_eq!(e.status(), 409, "{e}");
    assert!(db.table_entries(g, 1).unwrap().is_empty());
}

fn both_entered(db: &Db, g: GameId, h: &Hosting) -> (Device, Device) {
    let ana = join_as(db, g, &h.code, Role::Player, Some(0)).unwrap();
    let ben = join_as(db, g, &h.code, Role::Player, Some(1)).unwrap();
    set_entry(db, g, &ana, &went_out(0, None, "a1")).unwrap();
    set_entry(db, g, &ben, &typed(0, None, "b1", "17")).unwrap();
    (ana, ben)
}

fn save_req(round: usize, key: &str) -> SaveRequest {
    SaveRequest {
        round,
        key: key.into(),
        starter: Some(0),
        blocked: false,
    }
}

/// The host's window fills its round form with the phones' entries of the
/// round being played, and of no other round.
#[test]
fn the_window_gets_the_entries_of_the_round_being_played_only() {
    let (db, g, h) = table();
    both_entered(&db, g, &h);
    let seen = |round| {
        round_entries(&db, g, round)
            .unwrap()
            .iter()
            .map(|e| (e.seat, e.total, e.out, e.from.clone()))
            .collect::<Vec<_>>()
    };
    assert_eq!(
        seen(0),
        [
            (0, Some(0), true, "Ana's phone".to_string()),
            (1, Some(17), false, "Ben's phone".to_string())
        ]
    );
    assert_eq!(seen(1), []);
    save_round(&db, g, &host(&db, g, &h), &save_req(0, "s")).unwrap();
    assert_eq!(seen(0), []);
    assert_eq!(seen(1), []);
    // Round 1 being played: its entries, and still none for round 0 (the
    // host editing it).
    let hd = host(&db, g, &h);
    set_entry(&db, g, &hd, &typed(1, Some(1), "h1", "9")).unwrap();
    assert_eq!(seen(1), [(1, Some(9), false, "host".to_string())]);
    assert_eq!(seen(0), []);
}

#[test]
fn the_host_saves_the_round_from_the_entries_through_record_round() {
    let (db, g, h) = table();
    let (ana, _) = both_entered(&db, g, &h);
    let e = save_round(&db, g, &ana, &save_req(0, "s")).unwrap_err();
    assert_eq!(e.status(), 403, "{e}");
    let hd = host(&db, g, &h);
    assert_eq!(
        state(&db, g, &hd).unwrap()["game"]["current"]["suggested_starter"],
        Value::Null
    );
    let saved = save_round(&db, g, &hd, &save_req(0, "s")).unwrap();
    assert_eq!(saved["saved"], 0);
    assert_eq!(saved["finished"], false);
    assert_eq!(saved["version"], ver(&db, g));
    let rec = db.game(g).unwrap();
    assert_eq!(rec.sheet.rounds[0].points, vec![0, 17]);
    assert!(db.table_entries(g, 0).unwrap().is_empty());
    let trail = db.audit_trail(g).unwrap();
    let last = trail.last().unwrap();
    assert_eq!(
        (
            last.what.as_str(),
            last.device.as_str(),
            last.new.as_deref()
        ),
        ("round saved", "host", Some("[0,17]"))
    );
    // The same key again: the first answer, no second round.
    assert_eq!(save_round(&db, g, &hd, &save_req(0, "s")).unwrap(), saved);
    assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
    // The state shows the new round being played.
    let s = state(&db, g, &hd).unwrap();
    assert_eq!(s["game"]["current"]["index"], 1);
    // The next seat clockwise after round 1's starter, as the round form offers.
    assert_eq!(s["game"]["current"]["suggested_starter"], 1);
    assert_eq!(s["game"]["players"][1]["total"], 17);
}

#[test]
fn a_round_the_engine_refuses_is_not_saved_and_says_why() {
    let (db, g, h) = table();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    set_entry(&db, g, &ana, &went_out(0, None, "a1")).unwrap();
    let v = ver(&db, g);
    let e = save_round(&db, g, &host(&db, g, &h), &save_req(0, "s")).unwrap_err();
    assert_eq!(
        (e.status(), e.to_string()),
        (
            422,
            "Ben: tap the tiles left in the hand or type a total".into()
        )
    );
    assert_eq!(ver(&db, g), v);
    assert!(db.game(g).unwrap().sheet.rounds.is_empty());
    assert_eq!(db.table_entries(g, 0).unwrap().len(), 1);
}

#[test]
fn the_last_player_saves_only_when_the_host_allows_it_and_every_seat_entered() {
    let (db, g, h) = table();
    let hd = host(&db, g, &h);
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    assert_eq!(
        settings(
            &db,
            g,
            &ana,
            &SettingsRequest {
                last_player_saves: true,
                key: None,
            }
        )
        .unwrap_err()
        .status(),
        403
    );
    settings(
        &db,
        g,
        &hd,
        &SettingsRequest {
            last_player_saves: true,
            key: None,
        },
    )
    .unwrap();
    assert_eq!(
        state(&db, g, &ana).unwrap()["settings"]["last_player_saves"],
        true
    );
    set_entry(&db, g, &ana, &went_out(0, None, "a1")).unwrap();
    let e = save_round(&db, g, &ana, &save_req(0, "s1")).unwrap_err();
    assert_eq!(e.status(), 403, "{e}");
    set_entry(&db, g, &ben, &typed(0, None, "b1", "9")).unwrap();
    let saved = save_round(&db, g, &ben, &save_req(0, "s2")).unwrap();
    assert_eq!(saved["saved"], 0);
    assert_eq!(
        db.audit_trail(g).unwrap().last().unwrap().device,
        "Ben's phone"
    );
}

#[test]
fn undo_is_the_hosts_and_gives_the_round_back_as_entries() {
    let (db, g, h) = table();
    let (ana, _) = both_entered(&db, g, &h);
    let hd = host(&db, g, &h);
    save_round(&db, g, &hd, &save_req(0, "s")).unwrap();
    let e = undo(&db, g, &ana, &UndoRequest { key: "u".into() }).unwrap_err();
    assert_eq!(e.status(), 403);
    assert_eq!(db.game(g).unwrap().sheet.rounds.len(), 1);
    let v = ver(&db, g);
    let u = undo(&db, g, &hd, &UndoRequest { key: "u".into() }).unwrap();
    assert_eq!(
        (u["undone"].clone(), u["version"].clone()),
        (json!(0), json!(v + 1))
    );
    assert!(db.game(g).unwrap().sheet.rounds.is_empty());
    let s = state(&db, g, &hd).unwrap();
    assert_eq!(s["entries"].as_array().unwrap().len(), 2, "{s}");
    assert_eq!(s["entries"][1]["total"], 17);
    assert_eq!(
        db.audit_trail(g).unwrap().last().unwrap().what,
        "round undone"
    );
    // Replayed: nothing more is undone.
    assert_eq!(
        undo(&db, g, &hd, &UndoRequest { key: "u".into() }).unwrap(),
        u
    );
    assert_eq!(
        undo(&db, g, &hd, &UndoRequest { key: "u2".into() })
            .unwrap_err()
            .status(),
        409
    );
}

#[test]
fn clearing_an_entry_is_audited_and_a_player_clears_only_their_own() {
    let (db, g, h) = table();
    let (ana, ben) = both_entered(&db, g, &h);
    let clear = |seat, key: &str| ClearRequest {
        round: 0,
        seat,
        key: key.into(),
    };
    assert_eq!(
        clear_entry(&db, g, &ana, &clear(Some(1), "c1"))
            .unwrap_err()
            .status(),
        403
    );
    clear_entry(&db, g, &ben, &clear(None, "c2")).unwrap();
    assert_eq!(db.table_entries(g, 0).unwrap().len(), 1);
    let last = db.audit_trail(g).unwrap().pop().unwrap();
    assert_eq!(
        (last.what.as_str(), last.seat, last.new),
        ("entry cleared", Some(1), None)
    );
}

#[test]
fn stopping_forgets_every_device_and_a_restart_resumes_tokens_and_entries() {
    let (db, g, h) = table();
    let ana_token = joined(&db, g, &h.code, Role::Player, Some(0), Some("A".into())).unwrap()
        ["token"]
        .as_str()
        .unwrap()
        .to_string();
    let ana = authenticate(&db, g, Some(&ana_token)).unwrap();
    set_entry(&db, g, &ana, &typed(0, None, "k", "5")).unwrap();
    // Started again while on (a host restarted): same code, same phones,
    // same entries, a new host token.
    let again = Hosted::Game(g).start(&db).unwrap();
    assert!(again.resumed);
    assert_eq!(
        (again.code.as_str(), again.watch_token.as_str()),
        (h.code.as_str(), h.watch_token.as_str())
    );
    assert_ne!(again.host_token, h.host_token);
    assert_eq!(
        authenticate(&db, g, Some(&h.host_token))
            .unwrap_err()
            .status(),
        401
    );
    assert_eq!(
        authenticate(&db, g, Some(&again.host_token)).unwrap().role,
        Role::Host
    );
    assert_eq!(authenticate(&db, g, Some(&ana_token)).unwrap(), ana);
    assert_eq!(db.table_entries(g, 0).unwrap().len(), 1);
    // Turned off: every token is gone.
    Hosted::Game(g).stop(&db).unwrap();
    assert_eq!(
        authenticate(&db, g, Some(&ana_token)).unwrap_err().status(),
        410
    );
    assert_eq!(lobby(&db, g, &h.code).unwrap_err().status(), 410);
    Hosted::Game(g).start(&db).unwrap();
    assert_eq!(
        authenticate(&db, g, Some(&ana_token)).unwrap_err().status(),
        401
    );
    assert_eq!(authenticate(&db, g, None).unwrap_err().status(), 401);
}

#[test]
fn the_version_goes_up_on_every_change() {
    let (db, g, h) = table();
    let v0 = ver(&db, g);
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let v1 = ver(&db, g);
    set_entry(&db, g, &ana, &typed(0, None, "k", "5")).unwrap();
    let v2 = ver(&db, g);
    // An edit from the host's own screen counts too.
    let hd = host(&db, g, &h);
    set_entry(&db, g, &hd, &went_out(0, Some(1), "h")).unwrap();
    save_round(
        &db,
        g,
        &hd,
        &SaveRequest {
            round: 0,
            key: "s".into(),
            starter: Some(1),
            blocked: false,
        },
    )
    .unwrap();
    let v3 = ver(&db, g);
    games::edit_round(&db, g, 0, &{
        let sheet = db.game(g).unwrap().sheet;
        sheet.rounds[0].to_input(&sheet.spec.rules())
    })
    .unwrap();
    let v4 = ver(&db, g);
    assert!(
        v0 < v1 && v1 < v2 && v2 < v3 && v3 < v4,
        "{v0} {v1} {v2} {v3} {v4}"
    );
}

#[test]
fn a_finished_game_is_not_hosted() {
    let db = Db::open_in_memory().unwrap();
    let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
    spec.schedule.truncate(1);
    let g = games::create_game(&db, &spec, &["#d62728".into(), "#1f77b4".into()]).unwrap();
    let input = RoundInput {
        starter: Some(0),
        blocked: true,
        players: vec![PlayerInput::typed("1"); 2],
        markers_up: vec![],
    };
    games::record_round(&db, g, &input).unwrap();
    assert_eq!(Hosted::Game(g).start(&db).unwrap_err().status(), 409);
}

#[test]
fn a_hosted_game_moved_to_the_bin_answers_gone() {
    let (db, g, h) = table();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    crate::app::history::delete_game(&db, g).unwrap();
    let e = state(&db, g, &ana).unwrap_err();
    assert_eq!(e.status(), 410, "{e}");
    let e = set_entry(&db, g, &ana, &typed(0, None, "k", "3")).unwrap_err();
    assert_eq!(e.status(), 410, "{e}");
}

#[test]
fn the_state_says_which_seats_have_a_phone_and_the_games_house_rules() {
    let db = Db::open_in_memory().unwrap();
    let mut spec = GameSpec::new(
        PresetId::Classic,
        12,
        vec!["Ana".into(), "Ben".into(), "Cy".into()],
    )
    .unwrap();
    spec.house.blank_half = Some(10);
    let colours = ["#d62728".into(), "#1f77b4".into(), "#2ca02c".into()];
    let g = games::create_game(&db, &spec, &colours).unwrap();
    let h = Hosted::Game(g).start(&db).unwrap();
    let hd = host(&db, g, &h);
    let s = state(&db, g, &hd).unwrap();
    let phones = |s: &Value| -> Vec<bool> {
        (0..3)
            .map(|i| s["game"]["players"][i]["phone"].as_bool().unwrap())
            .collect()
    };
    assert_eq!(phones(&s), [false, false, false]);
    assert_eq!(s["game"]["house"]["blank_half"], 10, "{}", s["game"]);
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    join_as(&db, g, &h.code, Role::Spectator, None).unwrap();
    let s = state(&db, g, &ben).unwrap();
    assert_eq!(phones(&s), [false, true, false]);
    assert_eq!(
        lobby(&db, g, &h.code).unwrap()["game"]["players"][1]["phone"],
        true
    );
    // A freed seat has no phone any more.
    let free = FreeRequest {
        seat: 1,
        key: "free-1".into(),
    };
    free_seat(&db, g, &hd, &free).unwrap();
    assert_eq!(phones(&state(&db, g, &hd).unwrap()), [false, false, false]);
}

#[test]
fn a_phone_name_loses_escapes_and_direction_marks_and_keeps_its_letters() {
    let (db, g, h) = table();
    let named = |device: &str, seat: usize| {
        let joined = joined(
            &db,
            g,
            &h.code,
            Role::Player,
            Some(seat),
            Some(device.into()),
        )
        .unwrap();
        authenticate(&db, g, joined["token"].as_str())
            .unwrap()
            .label
    };
    assert_eq!(
        named("\u{1b}[31mZoë's\u{202e} phone\u{1b}[0m", 0),
        "Zoë's phone"
    );
    // Nothing left: the seat's name.
    assert_eq!(named("\u{202e}\u{1b}]0;x\u{7}", 1), "Ben's phone");
}

#[test]
fn a_total_too_big_to_count_is_called_too_big() {
    let (db, g, h) = table();
    let host = host(&db, g, &h);
    let e = set_entry(&db, g, &host, &typed(0, Some(1), "k1", &"9".repeat(5000))).unwrap_err();
    assert_eq!(e.status(), 422);
    assert!(
        e.to_string()
            .starts_with("Ben: that total is too big (one hand holds at most "),
        "{e}"
    );
    // A JSON number past what is counted exactly: too big too.
    let mut big = typed(0, Some(1), "k2", "");
    big.total = Some(serde_json::from_str("1e300").unwrap());
    let e = set_entry(&db, g, &host, &big).unwrap_err();
    assert!(e.to_string().contains("that total is too big"), "{e}");
    assert_eq!(db.table_entries(g, 0).unwrap(), vec![]);
}

#[test]
fn spectators_store_nothing_and_their_tokens_read_until_hosting_is_turned_off() {
    let (db, g, h) = table();
    let rows = db.devices(g).unwrap().len();
    let v = ver(&db, g);
    let mut tokens = vec![];
    for _ in 0..200 {
        let joined = joined(
            &db,
            g,
            &h.code,
            Role::Spectator,
            None,
            Some("a stranger".into()),
        )
        .unwrap();
        tokens.push(joined["token"].as_str().unwrap().to_string());
    }
    assert_eq!(db.devices(g).unwrap().len(), rows, "a row per spectator");
    assert_eq!(ver(&db, g), v, "a spectator joining changes nothing");
    tokens.dedup();
    assert_eq!(tokens.len(), 200, "each spectator has a token of its own");
    let d = authenticate(&db, g, Some(&tokens[7])).unwrap();
    assert_eq!((d.role, d.seat), (Role::Spectator, None));
    assert_eq!(
        state(&db, g, &d).unwrap()["you"],
        json!({"role": "spectator"})
    );
    let e = set_entry(&db, g, &d, &typed(0, Some(0), "k1", "12")).unwrap_err();
    assert_eq!(e.status(), 403);
    // A made-up token of the same shape is not one.
    let mut forged = tokens[7].clone();
    let last = if forged.ends_with('0') { "1" } else { "0" };
    forged.replace_range(63.., last);
    assert_eq!(
        authenticate(&db, g, Some(&forged)).unwrap_err().status(),
        401
    );
    // A restarted host keeps them; hosting turned off and on again does not.
    Hosted::Game(g).start(&db).unwrap();
    authenticate(&db, g, Some(&tokens[7])).unwrap();
    Hosted::Game(g).stop(&db).unwrap();
    let h2 = Hosted::Game(g).start(&db).unwrap();
    assert_ne!(h2.watch_token, h.watch_token);
    assert_eq!(
        authenticate(&db, g, Some(&tokens[7])).unwrap_err().status(),
        401
    );
}

#[test]
fn phones_whose_seats_were_freed_are_kept_up_to_a_few_and_the_oldest_forgotten() {
    let (db, g, h) = table();
    let host = host(&db, g, &h);
    let mut freed = vec![];
    for k in 0..(MAX_FREED + 3) {
        let joined = joined(
            &db,
            g,
            &h.code,
            Role::Player,
            Some(k % 2),
            Some(format!("phone {k}")),
        )
        .unwrap();
        freed.push(joined["token"].as_str().unwrap().to_string());
        free_seat(
            &db,
            g,
            &host,
            &FreeRequest {
                seat: k % 2,
                key: format!("free-{k}"),
            },
        )
        .unwrap();
    }
    // The host, the watch link and the last MAX_FREED freed phones.
    assert_eq!(db.devices(g).unwrap().len(), 2 + MAX_FREED);
    assert_eq!(
        authenticate(&db, g, Some(&freed[0])).unwrap_err().status(),
        401
    );
    let last = authenticate(&db, g, freed.last().map(|s| s.as_str())).unwrap();
    assert_eq!(last.role, Role::Spectator);
    assert_eq!(last.label, format!("phone {}", MAX_FREED + 2));
    authenticate(&db, g, Some(&h.watch_token)).unwrap();
    authenticate(&db, g, Some(&h.host_token)).unwrap();
}

/// Each code a refusal can carry is one the phones word in their own
/// language ([`crate::formats::wire::CODES`]): the `table-why-CODE` keys
/// written in the host's and the server's sources, and the engine's
/// refusals by their variant's name, each sent with the engine's English.
#[test]
fn every_refusal_code_is_one_the_phones_word() {
    use crate::formats::wire::{failure, CODES};
    use crate::i18n::Message;
    use crate::rules::EntryError;
    let sources = [
        include_str!("mod.rs"),
        include_str!("why.rs"),
        include_str!("night.rs"),
        include_str!("perm.rs"),
        include_str!("tokens.rs"),
        include_str!("../../lan/window.rs"),
        include_str!("../../lan/server/mod.rs"),
        include_str!("../../lan/server/night.rs"),
        include_str!("../../lan/server/window.rs"),
    ];
    let mut found = Vec::new();
    for src in sources {
        let marker = "\"table-why-";
        for (at, _) in src.match_indices(marker) {
            let rest = &src[at + marker.len()..];
            found.push(rest[..rest.find('"').unwrap()].to_string());
        }
    }
    let t = Tile::new(3, 2);
    let p = || "Ana".to_string();
    let engine = [
        EntryError::WrongPlayerCount {
            expected: 2,
            got: 3,
        },
        EntryError::NoSuchRound(4),
        EntryError::Starter,
        EntryError::NotANumber {
            player: p(),
            text: "x".into(),
        },
        EntryError::Negative { player: p() },
        EntryError::TooMany {
            player: p(),
            points: 999,
            max: 400,
        },
        EntryError::TooBig {
            player: p(),
            max: 400,
        },
        EntryError::Missing { player: p() },
        EntryError::TwoOut(p(), "Ben".into()),
        EntryError::NobodyOut,
        EntryError::OutInBlocked(p()),
        EntryError::OutWithTiles(p()),
        EntryError::EngineTapped {
            player: p(),
            tile: t,
        },
        EntryError::NotInSet {
            player: p(),
            tile: t,
        },
        EntryError::TileTwice(t),
        EntryError::MarkerSeat {
            seat: 4,
            players: 2,
        },
        EntryError::MarkerTwice(p()),
        EntryError::NoMarkers(p()),
        EntryError::NoMarkerPenalty(p()),
    ];
    for e in &engine {
        let sent = failure(&e.said());
        assert_eq!(sent.error, e.to_string());
        found.push(sent.code);
    }
    assert!(found.len() > 40, "{found:?}");
    for code in found.iter().filter(|c| !c.starts_with("league-")) {
        assert!(
            CODES.contains(&code.as_str()),
            "the phones do not know {code}"
        );
    }
}

#[test]
fn freeing_a_seat_again_with_its_key_answers_the_first_answer_and_frees_nobody_else() {
    let (db, g, h) = table();
    let hd = host(&db, g, &h);
    join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    let free = FreeRequest {
        seat: 1,
        key: "free-1".into(),
    };
    let first = free_seat(&db, g, &hd, &free).unwrap();
    // Another phone takes the seat; the host's request comes again (its
    // answer was lost).
    let cy = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    let again = free_seat(&db, g, &hd, &free).unwrap();
    assert_eq!(again, first);
    assert_eq!(held_seats(&db, g).unwrap(), vec![1]);
    let devices = db.devices(g).unwrap();
    let holder = devices.iter().find(|d| d.seat == Some(1)).unwrap();
    assert_eq!(holder.id, cy.id);
    // A new key frees it.
    let free = FreeRequest {
        seat: 1,
        key: "free-2".into(),
    };
    free_seat(&db, g, &hd, &free).unwrap();
    assert_eq!(held_seats(&db, g).unwrap(), Vec::<usize>::new());
}

#[test]
fn the_join_links_key_admits_whatever_the_code_and_an_old_hosting_resumed_gets_one() {
    let (db, g, h) = table();
    assert!(h.join_key.len() == 32 && h.join_key.bytes().all(|b| b.is_ascii_hexdigit()));
    assert_ne!(h.join_key, h.watch_token);
    let lobby_with = |code: &str, key: Option<String>| {
        Hosted::Game(g).lobby(
            &db,
            &LobbyRequest {
                code: code.into(),
                key,
                table: None,
            },
        )
    };
    lobby_with("AAAAAA", Some(h.join_key.clone())).unwrap();
    lobby_with(&h.code, None).unwrap();
    assert_eq!(
        lobby_with("AAAAAA", Some("0".repeat(32)))
            .unwrap_err()
            .status(),
        403
    );
    // A wrong key beside the right code: the code admits.
    lobby_with(&h.code, Some("0".repeat(32))).unwrap();
    // A hosting begun by a build that kept no key: resumed, it is given
    // one, which it keeps.
    db.raw()
        .execute("UPDATE table_hosting SET join_key = NULL", [])
        .unwrap();
    assert!(!check_join_key(&db, g, &h.join_key).unwrap());
    let again = Hosted::Game(g).start(&db).unwrap();
    assert!(again.resumed);
    assert_eq!(again.join_key.len(), 32);
    assert_ne!(again.join_key, h.join_key);
    assert!(check_join_key(&db, g, &again.join_key).unwrap());
    assert_eq!(Hosted::Game(g).start(&db).unwrap().join_key, again.join_key);
    // Hosting turned on anew: a new key, the old one refused.
    Hosted::Game(g).stop(&db).unwrap();
    let fresh = Hosted::Game(g).start(&db).unwrap();
    assert_ne!(fresh.join_key, again.join_key);
    assert!(!check_join_key(&db, g, &again.join_key).unwrap());
    assert_eq!(
        fresh.join_link("http://10.0.0.2:8080", &fresh.code),
        format!(
            "http://10.0.0.2:8080/?join={}&key={}",
            fresh.code, fresh.join_key
        )
    );
}

#[test]
fn a_phone_says_its_marker_was_up_and_the_round_saved_adds_the_penalty() {
    let db = Db::open_in_memory().unwrap();
    let mut spec = GameSpec::new(PresetId::Classic, 12, vec!["Ana".into(), "Ben".into()]).unwrap();
    spec.house.open_marker_penalty = Some(10);
    spec.house.going_out_bonus = Some(5);
    let g = games::create_game(&db, &spec, &["#d62728".into(), "#1f77b4".into()]).unwrap();
    let h = Hosted::Game(g).start(&db).unwrap();
    let ana = join_as(&db, g, &h.code, Role::Player, Some(0)).unwrap();
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    set_entry(&db, g, &ana, &went_out(0, None, "a")).unwrap();
    let mut up = typed(0, None, "b", "7");
    up.marker_up = true;
    let done = set_entry(&db, g, &ben, &up).unwrap();
    // The entry says what the hand counts, and that the marker was up.
    assert_eq!(done["entry"]["total"], 7);
    assert_eq!(done["entry"]["marker_up"], true);
    let st = state(&db, g, &host(&db, g, &h)).unwrap();
    assert_eq!(st["entries"][1]["marker_up"], true);
    assert!(st["entries"][0].get("marker_up").is_none(), "{st}");
    save_round(&db, g, &host(&db, g, &h), &save_req(0, "s")).unwrap();
    let rec = db.game(g).unwrap();
    let r = &rec.sheet.rounds[0];
    assert_eq!(r.markers_up, vec![1]);
    // Ana went out: minus the bonus; Ben: his hand and the penalty.
    assert_eq!(r.points, vec![-5, 17]);
    // Taken back, the round comes back as entries with Ben's marker up.
    undo(&db, g, &host(&db, g, &h), &UndoRequest { key: "u".into() }).unwrap();
    let back = round_entries(&db, g, 0).unwrap();
    assert!(back
        .iter()
        .any(|e| e.seat == 1 && e.marker_up && e.total == Some(7)));
}

#[test]
fn a_marker_up_in_a_game_without_the_penalty_is_refused_and_nothing_is_kept() {
    let (db, g, h) = table();
    let ben = join_as(&db, g, &h.code, Role::Player, Some(1)).unwrap();
    let mut up = typed(0, None, "b", "7");
    up.marker_up = true;
    let e = set_entry(&db, g, &ben, &up).unwrap_err();
    assert_eq!(e.status(), 422);
    assert_eq!(e.code(), "entry-NoMarkerPenalty");
    assert!(db.table_entries(g, 0).unwrap().is_empty());
}

use super::*;
use serde::de::DeserializeOwned;
use std::fmt::Debug;

/// `m` as JSON and back is `m`, and the JSON is `json`.
fn round_trip<T: Serialize + DeserializeOwned + PartialEq + Debug>(m: T, json: &str) {
    let text = to_text(&m);
    assert_eq!(
        serde_json::from_str::<Value>(&text).unwrap(),
        serde_json::from_str::<Value>(json).unwrap(),
        "{text}"
    );
    assert_eq!(serde_json::from_str::<T>(&text).unwrap(), m, "{text}");
}

fn game() -> TableGame {
    TableGame {
        id: 3,
        preset: "classic".into(),
        house: serde_json::json!({"blank_half": 10}),
        set: 12,
        finished: false,
        players: vec![
            TablePlayer {
                seat: 0,
                name: "Ana".into(),
                colour: "#d62728".into(),
                total: 12,
                phone: true,
            },
            TablePlayer {
                seat: 1,
                name: "Ben".into(),
                colour: "#1f77b4".into(),
                total: 0,
                phone: false,
            },
        ],
        rounds: vec![TableRound {
            index: 0,
            engine: 12,
            points: vec![12, 0],
            out: Some(1),
            blocked: false,
        }],
        current: Some(Current {
            index: 1,
            engine: 11,
            starter: None,
            suggested_starter: Some(1),
        }),
        winner: None,
    }
}

#[test]
fn every_request_goes_there_and_back() {
    round_trip(
        LobbyRequest {
            code: "ABCDEF".into(),
            key: None,
            table: None,
        },
        r#"{"code":"ABCDEF"}"#,
    );
    round_trip(
        LobbyRequest {
            code: "ABCDEF".into(),
            key: Some("00ff".into()),
            table: None,
        },
        r#"{"code":"ABCDEF","key":"00ff"}"#,
    );
    round_trip(
        JoinRequest {
            code: "ABCDEF".into(),
            key: None,
            role: Role::Player,
            table: None,
            seat: Some(1),
            device: None,
            keeper: None,
        },
        r#"{"code":"ABCDEF","role":"player","seat":1}"#,
    );
    round_trip(
        JoinRequest {
            code: "ABCDEF".into(),
            key: Some("00ff".into()),
            role: Role::Spectator,
            table: None,
            seat: None,
            device: Some("tablet".into()),
            keeper: None,
        },
        r#"{"code":"ABCDEF","key":"00ff","role":"spectator","device":"tablet"}"#,
    );
    round_trip(
        EntryRequest {
            round: 2,
            seat: None,
            key: "k1".into(),
            tiles: Some(vec![[0, 0], [5, 6]]),
            total: None,
            out: false,
            marker_up: false,
        },
        r#"{"round":2,"key":"k1","tiles":[[0,0],[5,6]],"out":false}"#,
    );
    round_trip(
        EntryRequest {
            round: 0,
            seat: Some(1),
            key: "k2".into(),
            tiles: None,
            total: Some("23".into()),
            out: true,
            marker_up: false,
        },
        r#"{"round":0,"seat":1,"key":"k2","total":"23","out":true}"#,
    );
    round_trip(
        ClearRequest {
            round: 1,
            seat: Some(0),
            key: "k3".into(),
        },
        r#"{"round":1,"seat":0,"key":"k3"}"#,
    );
    round_trip(
        SaveRequest {
            round: 1,
            key: "k4".into(),
            starter: Some(2),
            blocked: true,
        },
        r#"{"round":1,"key":"k4","starter":2,"blocked":true}"#,
    );
    round_trip(UndoRequest { key: "k5".into() }, r#"{"key":"k5"}"#);
    round_trip(
        SettingsRequest {
            last_player_saves: true,
            key: Some("k6".into()),
        },
        r#"{"last_player_saves":true,"key":"k6"}"#,
    );
    round_trip(
        FreeRequest {
            seat: 1,
            key: "k".into(),
        },
        r#"{"seat":1,"key":"k"}"#,
    );
}

#[test]
fn every_answer_goes_there_and_back() {
    round_trip(
        Lobby {
            seats: vec![Seat {
                seat: 0,
                name: "Ana".into(),
                colour: "#d62728".into(),
                taken: true,
            }],
            game: game(),
            table: None,
            tables: vec![],
        },
        &format!(
            r##"{{"seats":[{{"seat":0,"name":"Ana","colour":"#d62728","taken":true}}],"game":{}}}"##,
            to_text(&game())
        ),
    );
    round_trip(
        Joined {
            token: "t".into(),
            role: Role::Player,
            seat: Some(0),
        },
        r#"{"token":"t","role":"player","seat":0}"#,
    );
    round_trip(
        Joined {
            token: "t".into(),
            role: Role::Spectator,
            seat: None,
        },
        r#"{"token":"t","role":"spectator"}"#,
    );
    let entry = Entry {
        seat: 0,
        tiles: None,
        total: Some(12),
        out: false,
        marker_up: false,
        from: "Ana's phone".into(),
        at: None,
    };
    round_trip(
        Done {
            version: 4,
            entry: Some(entry.clone()),
            ..Done::default()
        },
        r#"{"version":4,"entry":{"seat":0,"tiles":null,"total":12,"out":false,"from":"Ana's phone"}}"#,
    );
    round_trip(
        Done {
            version: 5,
            saved: Some(0),
            finished: Some(false),
            ..Done::default()
        },
        r#"{"version":5,"saved":0,"finished":false}"#,
    );
    round_trip(
        Done {
            version: 6,
            undone: Some(0),
            ..Done::default()
        },
        r#"{"version":6,"undone":0}"#,
    );
    round_trip(
        Done {
            version: 7,
            ..Done::default()
        },
        r#"{"version":7}"#,
    );
    let state = TableState {
        version: 9,
        you: You {
            role: Role::Host,
            seat: None,
        },
        game: game(),
        entries: vec![Entry {
            at: Some(1_700_000_000),
            ..entry
        }],
        settings: TableSettings {
            last_player_saves: true,
        },
        code: Some("ABCDEF".into()),
        night: None,
    };
    round_trip(
        state,
        &format!(
            r#"{{"version":9,"you":{{"role":"host"}},"game":{},"entries":[{{"seat":0,"tiles":null,"total":12,"out":false,"from":"Ana's phone","at":1700000000}}],"settings":{{"last_player_saves":true}},"code":"ABCDEF"}}"#,
            to_text(&game())
        ),
    );
    round_trip(
        Failure {
            error: "no".into(),
            code: "seat-held".into(),
            args: [("name".to_string(), Value::from("Ben"))]
                .into_iter()
                .collect(),
        },
        r#"{"error":"no","code":"seat-held","args":{"name":"Ben"}}"#,
    );
}

#[test]
fn a_phone_reads_what_it_does_not_know_and_what_is_missing() {
    // A newer host's extra fields are ignored; an older one's missing
    // fields take their defaults.
    let st: TableState =
        serde_json::from_str(r#"{"version":1,"later":true,"you":{"role":"player","seat":2}}"#)
            .unwrap();
    assert_eq!(
        st.you,
        You {
            role: Role::Player,
            seat: Some(2)
        }
    );
    assert_eq!(st.game, TableGame::default());
    let f: Failure = serde_json::from_str(r#"{"error":"gone"}"#).unwrap();
    assert_eq!((f.code.as_str(), f.args.len()), ("", 0));
    assert!(serde_json::from_str::<JoinRequest>(r#"{"code":"A","role":"host-ish"}"#).is_err());
}

#[test]
fn codes_are_cleaned_as_typed() {
    assert_eq!(normalize_code(" abc-def "), "ABCDEF");
    assert!(normalize_code("ABCDEF")
        .chars()
        .all(|c| CODE_ALPHABET.contains(c)));
    assert_eq!(Role::parse("player"), Role::Player);
    assert_eq!(Role::parse("whatever"), Role::Spectator);
}

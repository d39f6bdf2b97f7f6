use super::*;

/// A host that answers every request `answer`, with a stream that
/// opens and says `state`; what the phone keeps is a map.
struct Host {
    answer: Reply,
    state: String,
    kept: RefCell<HashMap<String, String>>,
}

impl Remote for Host {
    fn request(&self, _: Call, done: Box<dyn FnOnce(Reply)>) {
        done(self.answer.clone())
    }
    fn subscribe(&self, _: &str, on: Rc<dyn Fn(StreamEvent)>) {
        on(StreamEvent::Open);
        on(StreamEvent::State(self.state.clone()));
    }
    fn subscribe_board(&self, _: &str, on: Rc<dyn Fn(StreamEvent)>) {
        on(StreamEvent::Open);
        on(StreamEvent::State(self.state.clone()));
    }
    fn unsubscribe(&self) {}
    fn load(&self, key: &str) -> Option<String> {
        self.kept.borrow().get(key).cloned()
    }
    fn store(&self, key: &str, value: Option<&str>) {
        let mut kept = self.kept.borrow_mut();
        match value {
            Some(v) => kept.insert(key.into(), v.into()),
            None => kept.remove(key),
        };
    }
    fn later(&self, _: u32, _: Box<dyn FnOnce()>) {}
    fn new_key(&self) -> String {
        "k1".into()
    }
}

fn state_of(seat: usize) -> String {
    serde_json::json!({
        "version": 3,
        "you": {"role": "player", "seat": seat},
        "game": {"id": 1, "preset": "classic", "set": 12, "finished": false,
                 "players": [], "rounds": [], "current": null, "winner": null},
        "entries": [],
        "settings": {"last_player_saves": false}
    })
    .to_string()
}

/// No Dioxus: the client runs and says each change to whoever listens,
/// and what it shows follows the host.
/// A host's refusal is worded from the phone's file in every language,
/// English included; the English sent only for a code the phone does
/// not know, or one sent without the arguments its words name.
#[test]
fn a_refusal_is_worded_from_the_file_in_english_too() {
    let fr = Lang::from_tag("fr");
    let failure = |code: &str, error: &str, args: serde_json::Value| {
        Trouble::from(Failure {
            error: error.into(),
            code: code.into(),
            args: args.as_object().cloned().unwrap_or_default(),
        })
    };
    let held = failure(
        "seat-held",
        "what the host said",
        serde_json::json!({"name": "Ana"}),
    );
    assert_eq!(
        held.words_in(Lang::ENGLISH),
        "Ana's seat is held by another phone: ask the host to free it"
    );
    assert_eq!(
        held.words_in(fr),
        "la place de Ana est tenue par un autre téléphone\u{a0}: demandez à l’hôte de la libérer"
    );
    let ports = failure(
        "ports-busy",
        "",
        serde_json::json!({"first": 48080, "last": 48099}),
    );
    assert_eq!(
        ports.words_in(Lang::ENGLISH),
        "ports 48080 to 48099 are all in use by other programs: close one and try again"
    );
    let none = failure("start-failed", "", serde_json::json!({"build": "none"}));
    assert_eq!(
        none.words_in(Lang::ENGLISH),
        "the host failed to start (this build has none)"
    );
    let failed = failure("start-failed", "", serde_json::json!({}));
    assert_eq!(failed.words_in(Lang::ENGLISH), "the host failed to start");
    // A code this phone does not know: the host's English, in any language.
    let new = failure("new-code", "a newer host's words", serde_json::json!({}));
    assert_eq!(new.words_in(fr), "a newer host's words");
    assert_eq!(new.words_in(Lang::ENGLISH), "a newer host's words");
    // A known code without the argument its words name: the English sent.
    let bare = failure(
        "json-bad",
        "the request is not the JSON this needs: eof",
        serde_json::json!({}),
    );
    assert_eq!(
        bare.words_in(Lang::ENGLISH),
        "the request is not the JSON this needs: eof"
    );
}

#[test]
fn the_client_is_a_plain_state_machine_that_says_when_it_changes() {
    let host = Rc::new(Host {
        answer: Ok((
            409,
            r#"{"error": "seat 2 is held", "code": "seat-held", "args": {"seat": 2}}"#.into(),
        )),
        state: state_of(2),
        kept: RefCell::default(),
    });
    let client = Client::new(host.clone());
    let told = Rc::new(Cell::new(0));
    client.on_change({
        let told = told.clone();
        move || told.set(told.get() + 1)
    });
    assert_eq!(
        (client.session(), client.state(), client.link()),
        (None, None, Link::Off)
    );
    client.adopt(Joined {
        token: "t".into(),
        role: Role::Player,
        seat: Some(1),
    });
    assert!(
        told.get() >= 3,
        "adopt, the stream, the state: {}",
        told.get()
    );
    assert_eq!(client.link(), Link::Live);
    // The host's seat is the one kept, here and across a reload.
    assert_eq!(client.session().unwrap().seat, Some(2));
    assert_eq!(client.state().unwrap().version, 3);
    assert!(host.kept.borrow()[SESSION_KEY].contains("\"seat\":2"));
    // A refused write: its status says why, in the host's words.
    let before = told.get();
    client.free_seat(0);
    assert!(told.get() > before);
    match client.status_of("free:0") {
        Some(Status::Refused(w)) => assert_eq!(
            (w.code.as_str(), w.english.as_str()),
            ("seat-held", "seat 2 is held")
        ),
        other => panic!("{other:?}"),
    }
    client.leave();
    assert_eq!(
        (client.session(), client.state(), client.link()),
        (None, None, Link::Off)
    );
    assert_eq!(client.status_of("free:0"), None);
}

/// A host of another build (409 `version`, issue 45): the page stops
/// sending and following, keeps the session and the entry waiting (for the
/// page reloaded with the host's build), and says to reload, in French too.
#[test]
fn a_host_of_another_build_stops_the_page_and_keeps_what_waits() {
    let why = crate::formats::wire::failure(&crate::formats::wire::other_build(
        "0.1.0 (aaaaaaaaaaaa)",
        "0.2.0 (bbbbbbbbbbbb)",
    ));
    let host = Rc::new(Host {
        answer: Ok((409, crate::formats::wire::to_text(&why))),
        state: state_of(1),
        kept: RefCell::default(),
    });
    let client = Client::new(host.clone());
    client.adopt(Joined {
        token: "t".into(),
        role: Role::Player,
        seat: Some(1),
    });
    assert_eq!(client.other_build(), None);
    client.send_entry(0, Some(1), None, Some("12".into()), false, false);
    let stale = client.other_build().expect("the page says to reload");
    assert_eq!(stale.code, "version");
    assert!(
        stale.english.contains("reload the page"),
        "{}",
        stale.english
    );
    let fr = Lang::from_tag("fr-CA");
    let words = stale.words_in(fr);
    assert!(
        words.contains("rechargez la page") && words.contains("0.2.0"),
        "{words}"
    );
    // Not refused (nothing is lost): still waiting, kept across a reload.
    assert_ne!(client.status_of(&entry_topic(0, Some(1))), None);
    assert!(!matches!(
        client.status_of(&entry_topic(0, Some(1))),
        Some(Status::Refused(_)) | Some(Status::Sent)
    ));
    assert!(host.kept.borrow()[OUTBOX_KEY].contains("12"));
    assert!(host.kept.borrow().contains_key(SESSION_KEY));
    assert_eq!(client.link(), Link::Off, "the stream is closed");
}

//! Table mode in French: a phone whose language is French joins a host
//! (the real one, `server::spawn`, through a remote that forwards each
//! request over HTTP), picks a seat, enters its hand, and is refused in
//! French, by the host's codes, while the host keeps no French at all.

use crate::fixtures;
use mextrain::db::LanReads;

use fixtures::http;
use fixtures::phone::Fake;
use fixtures::ui::wait_until;
use mextrain::app::host;
use mextrain::db::Db;
use mextrain::i18n::{self, Lang};
use mextrain::lan::client::{Reply, StreamEvent, Trouble, HOST_CODES};
use mextrain::lan::server::{self, limit::Rate, Config, Running};
use mextrain::ui::testing::{element_of_html as element, text_of_html, Harness};
use serde_json::{json, Value};
use std::path::Path;
use std::rc::Rc;

fn fr() -> Lang {
    Lang::from_tag("fr-CA")
}

/// The real host of a game of Ana and Ben.
struct Host {
    _run: Running,
    base: String,
    h: host::Hosting,
    data: std::path::PathBuf,
}

fn host_in(dir: &Path) -> Host {
    let data = dir.join("host");
    let db = Db::open_in(&data).unwrap();
    let game = fixtures::classic_game(&db, &["Ana", "Ben"]);
    let h = host::Hosted::Game(game).start(&db).unwrap();
    let web = dir.join("web");
    std::fs::create_dir_all(&web).unwrap();
    std::fs::write(web.join("index.html"), "<!doctype html>").unwrap();
    let cfg = Config {
        web_dir: web,
        rate: Rate {
            per_second: 1000.0,
            burst: 1000.0,
        },
        ..Config::new(game)
    };
    let run = server::spawn(db, "127.0.0.1:0".parse().unwrap(), cfg).unwrap();
    Host {
        base: format!("http://{}", run.addr),
        _run: run,
        h,
        data,
    }
}

fn call(base: &str, method: &str, path: &str, token: Option<&str>, body: Option<&str>) -> Reply {
    let r = http::send(
        &http::agent(),
        base,
        method,
        path,
        token,
        body,
        "application/json",
    )
    .map_err(|e| e.to_string())?;
    Ok((r.status, r.text))
}

/// The phone's way to the real host: each request over HTTP; the event
/// stream fed by the test (the state as `GET /api/state` gives it).
struct Forward {
    base: String,
    link: Rc<Fake>,
}

impl Forward {
    fn new(base: &str) -> Forward {
        let to = base.to_string();
        let link = Fake::answering(move |s| {
            let body = (!s.body.is_null()).then(|| s.body.to_string());
            call(&to, &s.method, &s.path, s.token.as_deref(), body.as_deref())
        });
        Forward {
            base: base.to_string(),
            link,
        }
    }

    /// The host's state for this phone, as its stream would bring it.
    fn refresh(&self, app: &mut Harness) {
        let kept = self
            .link
            .storage
            .borrow()
            .get("mextrain.table.session")
            .cloned();
        let session: Value = serde_json::from_str(&kept.expect("joined")).unwrap();
        let token = session["token"].as_str().unwrap();
        let (status, body) = call(&self.base, "GET", "/api/state", Some(token), None).unwrap();
        assert_eq!(status, 200, "{body}");
        self.link.push(app, StreamEvent::State(body));
    }
}

/// The English of this area's keys that French words differently (those
/// without arguments, long enough not to be part of a French word).
fn english_leftovers(text: &str) -> Vec<String> {
    leftovers(text, &["table-", "hosting-"])
}

fn leftovers(text: &str, prefixes: &[&str]) -> Vec<String> {
    i18n::keys(Lang::ENGLISH)
        .into_iter()
        .filter(|k| prefixes.iter().any(|p| k.starts_with(p)))
        .map(|k| {
            (
                i18n::text(Lang::ENGLISH, &k, None),
                i18n::text(fr(), &k, None),
            )
        })
        .filter(|(en, f)| en != f && en.len() >= 5 && !en.contains('{') && !en.contains('$'))
        .filter(|(en, _)| text.contains(en.as_str()))
        .map(|(en, _)| en)
        .collect()
}

/// Everything the host keeps, as text: no French word may be in it.
fn host_files(data: &Path) -> String {
    let mut all = Vec::new();
    for entry in std::fs::read_dir(data).unwrap() {
        let p = entry.unwrap().path();
        if p.is_file() {
            all.extend(std::fs::read(&p).unwrap());
        }
    }
    String::from_utf8_lossy(&all).into_owned()
}

#[test]
fn a_french_phone_joins_enters_its_hand_and_is_refused_in_french() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path());
    let phone = Forward::new(&host.base);
    let phone_dir = dir.path().join("phone");
    std::fs::create_dir_all(&phone_dir).unwrap();
    let mut app = Harness::open_on_device(&phone_dir, "/join", fr());

    // The join screen.
    let text = app.text();
    assert!(text.contains("Rejoindre une table"), "{text}");
    assert!(text.contains("Le code affiché chez l’hôte"), "{text}");
    assert!(text.contains("Trouver la table"), "{text}");
    // A code with a look-alike, refused by this phone, in French.
    app.input("join-code", "AB0CDE");
    app.submit("join-form");
    assert!(
        app.text().contains("Un code n’a jamais de 0"),
        "{}",
        app.text()
    );
    // A well-formed code that is not this table's: the host's refusal, in French.
    app.input("join-code", "ZZZZZZ");
    app.submit("join-form");
    let text = app.text();
    assert!(
        text.contains("ce code n’est pas celui de cette table"),
        "{text}"
    );
    assert!(
        !text.contains("that join code is not this table's"),
        "{text}"
    );

    // The seats; meanwhile another phone takes Ana's.
    app.input("join-code", &host.h.code.to_lowercase());
    app.submit("join-form");
    let text = app.text();
    assert!(text.contains("Choisissez votre place"), "{text}");
    assert!(text.contains("Regarder seulement"), "{text}");
    let (s, _) = call(
        &host.base,
        "POST",
        "/api/join",
        None,
        Some(&json!({"code": host.h.code, "role": "player", "seat": 0}).to_string()),
    )
    .unwrap();
    assert_eq!(s, 200);
    app.click("seat-0");
    let text = app.text();
    assert!(
        text.contains("la place de Ana est tenue par un autre téléphone"),
        "{text}"
    );
    assert!(
        english_leftovers(&text).is_empty(),
        "{:?}",
        english_leftovers(&text)
    );
    assert!(!text.contains("held by another phone"), "{text}");

    // Ben's seat, and his hand.
    app.click("seat-1");
    assert!(app.exists("table-loading"), "{}", app.text());
    assert!(
        app.text().contains("En attente de l’hôte"),
        "{}",
        app.text()
    );
    phone.refresh(&mut app);
    let text = app.text();
    for words in [
        "Manche 1",
        "Ma main",
        "Toucher mes tuiles",
        "Saisir mon total",
        "Je suis sorti(e)",
        "Envoyer",
        "Pointage",
        "moteur 12-12",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    app.click("tile-12-5");
    app.click("tile-5-0");
    let text = app.text();
    assert!(text.contains("2 tuiles touchées : 47 points"), "{text}");
    assert!(text.contains("47 points pour 2 tuiles"), "{text}");
    app.click("entry-send");
    assert!(app.text().contains("envoyé"), "{}", app.text());
    assert!(
        english_leftovers(&app.text()).is_empty(),
        "{:?}",
        english_leftovers(&app.text())
    );

    // A total that is not a number: the engine's refusal, by its code.
    app.click("mode-total");
    app.input("entry-total", "beaucoup");
    app.click("entry-send");
    let text = app.text();
    assert!(
        text.contains("Ben : « beaucoup » n’est pas un nombre de points"),
        "{text}"
    );
    assert!(!text.contains("is not a number of points"), "{text}");
    assert!(
        english_leftovers(&text).is_empty(),
        "{:?}",
        english_leftovers(&text)
    );
    phone.refresh(&mut app);
    let text = app.text();
    assert!(text.contains("L’hôte vous compte 47 points."), "{text}");
    assert!(
        english_leftovers(&text).is_empty(),
        "{:?}",
        english_leftovers(&text)
    );

    // The host keeps no French: its devices, entries and audit trail hold
    // ids, numbers and its own English names for devices.
    drop(app);
    let kept = host_files(&host.data);
    for french in ["téléphone", "tuile", "n’est pas", "’", "«"] {
        assert!(!kept.contains(french), "the host keeps {french:?}");
    }
    let db = Db::open_in(&host.data).unwrap();
    let labels: Vec<String> = db
        .devices(host.h.game)
        .unwrap()
        .into_iter()
        .map(|d| d.label)
        .collect();
    assert!(labels.contains(&"Ben's phone".to_string()), "{labels:?}");
}

#[test]
fn every_code_the_host_sends_has_french_words_and_an_unknown_code_shows_the_english() {
    for code in HOST_CODES {
        // An engine's refusal is worded by its message, the round form's.
        let message = mextrain::formats::wire::ENTRY_CODES
            .iter()
            .find(|(c, _, _)| c == code)
            .map(|(_, key, _)| *key);
        assert!(
            i18n::has(fr(), message.unwrap_or(&format!("table-why-{code}"))),
            "no French for the host's code {code}"
        );
    }
    let known = Trouble::from_answer(
        409,
        &json!({"error": "Ana's seat is held by another phone: ask the host to free it",
                "code": "seat-held", "args": {"name": "Ana"}})
        .to_string(),
    );
    assert_eq!(
        known.words_in(fr()),
        "la place de Ana est tenue par un autre téléphone\u{a0}: demandez à l’hôte de la libérer"
    );
    assert_eq!(
        known.words_in(Lang::ENGLISH),
        "Ana's seat is held by another phone: ask the host to free it"
    );
    let unknown = Trouble::from_answer(
        409,
        &json!({"error": "a newer host says no", "code": "from-the-future"}).to_string(),
    );
    assert_eq!(unknown.words_in(fr()), "a newer host says no");
    // A host from before the codes: its English.
    let old = Trouble::from_answer(403, &json!({"error": "no table has this code"}).to_string());
    assert_eq!(old.words_in(fr()), "no table has this code");
    // No answer to read: the status, in French.
    assert_eq!(
        Trouble::from_answer(502, "<html>").words_in(fr()),
        "l’hôte a refusé (502)"
    );
}

#[test]
fn a_refusal_names_its_code_and_arguments_beside_the_english() {
    let dir = tempfile::tempdir().unwrap();
    let host = host_in(dir.path());
    let (s, body) = call(
        &host.base,
        "POST",
        "/api/lobby",
        None,
        Some(&json!({"code": "ZZZZZZ"}).to_string()),
    )
    .unwrap();
    assert_eq!(s, 403);
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["code"], "code-wrong");
    assert!(v["error"].as_str().unwrap().contains("not this table's"));
    let (_, body) = call(
        &host.base,
        "POST",
        "/api/join",
        None,
        Some(&json!({"code": host.h.code, "role": "player", "seat": 7}).to_string()),
    )
    .unwrap();
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["code"], "no-such-seat");
    assert_eq!(v["args"], json!({"seat": 7, "count": 2}));
    let (_, body) = call(&host.base, "POST", "/api/nothing", None, Some("{}")).unwrap();
    let v: Value = serde_json::from_str(&body).unwrap();
    assert_eq!(v["code"], "no-such-request");
}

#[test]
fn the_desktops_hosting_card_in_french() {
    mextrain::lan::server::window::listen_on("127.0.0.1:0".parse().unwrap());
    // As the desktop front end does: the window's host is the table server.
    mextrain::lan::server::window::install();
    // As in the desktop window, whose events are handled inside a tokio
    // runtime (which reads the hosting's changes every half second).
    let rt = tokio::runtime::Runtime::new().unwrap();
    let _in_rt = rt.enter();
    let dir = tempfile::tempdir().unwrap();
    let db = Db::open_in(dir.path()).unwrap();
    let game = fixtures::classic_game(&db, &["Ana", "Ben"]);
    let mut app = Harness::open_on_device(dir.path(), &format!("/game/{game}"), fr());
    let text = app.text();
    assert!(text.contains("Téléphones à la table"), "{text}");
    assert!(text.contains("Ouvrir aux téléphones"), "{text}");
    app.click("host-start");
    let text = app.text();
    for words in [
        "Table ouverte aux téléphones",
        "Fermer aux téléphones",
        "Lien pour rejoindre",
        "Aucun téléphone n’a encore rejoint la table.",
    ] {
        assert!(text.contains(words), "{words}: {text}");
    }
    assert!(app
        .html()
        .contains("aria-label=\"Code QR du lien pour rejoindre la table\""));
    // Ben's phone joins (named by the host, in its own English) and enters.
    let code = db.hosting(game).unwrap().unwrap().code;
    let req: host::JoinRequest =
        serde_json::from_value(json!({"code": code, "role": "player", "seat": 1})).unwrap();
    let token = host::Hosted::Game(game).join(&db, &req).unwrap().token;
    let ben = host::authenticate(&db, game, Some(&token)).unwrap();
    assert_eq!(ben.label, "Ben's phone");
    let entry: host::EntryRequest =
        serde_json::from_value(json!({"round": 0, "key": "k1", "total": "17"})).unwrap();
    host::set_entry(&db, game, &ben, &entry).unwrap();
    wait_until(&mut app, "Ben's entry", |a| {
        a.text().contains("17 points, par le téléphone de Ben")
    });
    let text = app.text();
    assert!(text.contains("le téléphone de Ben"), "{text}");
    assert!(text.contains("joueur"), "{text}");
    assert!(text.contains("Saisies des téléphones"), "{text}");
    // The card and the phones' line in the round form (the rest of the
    // screen is another part's).
    let html = app.html();
    let mine = text_of_html(&(element(&html, "hosting") + &element(&html, "phone-entries")));
    let left = leftovers(&mine, &["hosting-", "table-"]);
    assert!(left.is_empty(), "{left:?}");
    app.click("host-stop");
}

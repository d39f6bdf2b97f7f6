//! Sending a league's games to its league host over the network (issue 33),
//! the sender's side: a machine that hosted a table (or a phone's web
//! build) is given the league's link once ([`join`]); from then on its
//! finished games of that league are queued in an outbox when they finish
//! ([`queue_finished`], called after every finish), or the games the user
//! chooses ([`queue_game`]), and [`push`] sends what is due. A finished
//! game corrected after its night is queued again, as its new revision,
//! whatever became of the earlier one.
//!
//! The outbox (`db::outbox`) keeps each game until the league host has
//! acknowledged it, across restarts of either side: a game sent is
//! `added` or `known` there (acknowledged), or refused for good (its uid is
//! there with other contents: a conflict, or not a game the host takes),
//! else it waits and is tried again after 1, 2, 4... seconds, up to
//! [`MAX_BACKOFF_MS`], each wait a little shortened or lengthened
//! (±25 %) so that many senders cut off together do not come back
//! together. Games go in batches under the host's 16 KiB bodies.
//!
//! The network itself is behind the [`Transport`] seam: `lan::league::Http`
//! on the desktop and the command line, a fake in the tests.

use crate::app::{ActionError, Outcome};
use crate::db::outbox::{Destination, OutboxCounts, Outcome as Left};
use crate::db::{Db, DbError, GameId};
use crate::formats::wire::push::{AckStatus, LeagueLink, PushAnswer, PushRequest, MAX_BATCH};
use crate::formats::ExportedGame;
use crate::i18n::Message;
use crate::i18n::Said;

pub use crate::db::outbox::Destination as LeagueDestination;
/// A league receiving games on this machine, its league host
/// (`lan::league::receiving` lists them; `mextrain serve` prints each).
pub use crate::db::outbox::Receiving as LeagueReceiving;

/// Where the league host takes games, under its address.
pub const PUSH_PATH: &str = "/api/league/push";
/// The most bytes of one request's body: under the host's 16 KiB (a
/// larger game goes alone, up to [`crate::formats::wire::push::MAX_BODY`]).
pub const BODY_BUDGET: usize = 15 * 1024;

/// Why a destination was stopped when the league host replaced the code
/// it was given: it waits for the new link ([`join`] again).
pub const CODE_REPLACED: &str = "league-code-replaced";
/// The longest wait between two tries of a game.
pub const MAX_BACKOFF_MS: i64 = 60_000;

/// How a request reaches the league host.
pub trait Transport {
    /// POSTs `body` (JSON) to `url`: the answer's status and body, or why
    /// no answer came (the host unreachable, the connection cut...).
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String>;
}

/// Stores where this machine's games of a league go: the league host's
/// `link` (`http://HOST:PORT/?league=CODE&key=KEY&name=LEAGUE`), its code
/// given apart (`code`, for a link without one) and the league's name
/// (`league`, for a link without one). Queues the league's finished games
/// at once. Giving the same host and league again replaces the code.
pub fn join(
    db: &Db,
    link: &str,
    code: Option<&str>,
    league: Option<&str>,
) -> Outcome<(Destination, usize)> {
    let parsed = LeagueLink::parse(link)
        .map_err(|e| ActionError::NotNow(Said::new("now-league-link").arg("detail", e)))?;
    let code = code
        .map(|c| c.trim().to_ascii_uppercase())
        .or(parsed.code)
        .filter(|c| !c.is_empty())
        .ok_or_else(|| ActionError::NotNow(Said::new("now-league-no-code")))?;
    if code.len() > 32 || !code.bytes().all(|b| b.is_ascii_alphanumeric()) {
        return Err(ActionError::NotNow(
            Said::new("now-league-code").arg("code", crate::rules::shorten(&code, 40)),
        ));
    }
    let league = league
        .map(str::to_string)
        .or(parsed.name)
        .map(|l| l.trim().to_string())
        .filter(|l| !l.is_empty())
        .ok_or_else(|| ActionError::NotNow(Said::new("now-league-no-name")))?;
    let mut d = Destination {
        id: 0,
        base: parsed.base,
        code,
        key: parsed.key.filter(|k| !k.is_empty()),
        league,
        stopped: None,
    };
    let now = crate::db::now();
    d.id = db.add_destination(&d, now)?;
    let queued = db.queue_league_games(d.id, now)?;
    Ok((d, queued))
}

/// Every destination this machine sends games to.
pub fn destinations(db: &Db) -> Result<Vec<Destination>, DbError> {
    db.destinations()
}

/// Queues every finished game of each destination's league not queued
/// yet (called after a game finishes, and before each push); returns how
/// many were queued.
pub fn queue_finished(db: &Db) -> Result<usize, DbError> {
    let now = crate::db::now();
    let mut n = 0;
    for d in db.destinations()? {
        n += db.queue_league_games(d.id, now)?;
    }
    Ok(n)
}

/// Queues game `game`, chosen by the user, for destination `dest` (a game
/// of any league, or of none; finished: a game still being played would be
/// another game at the league host once finished). `false`: it was queued
/// already.
pub fn queue_game(db: &Db, dest: i64, game: GameId) -> Outcome<bool> {
    let g = db.game(game)?;
    if !g.is_finished() {
        return Err(ActionError::NotNow(
            Said::new("now-league-unfinished").arg("game", game),
        ));
    }
    Ok(db.queue_game(dest, game, crate::db::now())?)
}

/// The outbox of destination `dest`, counted, with its refusals.
pub fn outbox(db: &Db, dest: i64) -> Result<OutboxCounts, DbError> {
    db.outbox_counts(dest)
}

/// What the League page shows of a league's games over the network.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Network {
    /// The league's code when this machine, its league host, receives its
    /// games.
    pub receiving: Option<String>,
    /// The games this machine, its league host, refused lately: uid, why
    /// and how many times.
    pub refused_here: Vec<(String, String, u32)>,
    /// Where this machine sends the league's games, each with its outbox.
    pub destinations: Vec<(Destination, OutboxCounts)>,
}

/// The league `league`'s games over the network, as this machine sees them.
pub fn network(db: &Db, league: &str) -> Result<Network, DbError> {
    let receiving = db
        .receiving()?
        .into_iter()
        .find(|r| r.league == league)
        .map(|r| r.code);
    let mut destinations = vec![];
    for d in db
        .destinations()?
        .into_iter()
        .filter(|d| d.league == league)
    {
        let c = db.outbox_counts(d.id)?;
        destinations.push((d, c));
    }
    Ok(Network {
        refused_here: if receiving.is_some() {
            db.refusals(league)?
        } else {
            vec![]
        },
        receiving,
        destinations,
    })
}

/// What one [`push`] did, over every destination.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PushReport {
    /// Requests sent (answered or not).
    pub requests: usize,
    /// Games added at the league host.
    pub added: usize,
    /// Games the league host had already.
    pub known: usize,
    /// Games refused for good in this push: uid and why (a conflict names
    /// what differs).
    pub refused: Vec<(String, String)>,
    /// Tries that failed (no answer, or a refusal of the whole request):
    /// games that wait for their next try.
    pub failed: usize,
    /// Why the last try failed (English).
    pub last_error: Option<String>,
    /// Destinations stopped in this push because the league host replaced
    /// their code: the league host's address and the league. Nothing is
    /// sent there until the new link is given.
    pub stopped: Vec<(String, String)>,
    /// Games still waiting, over every destination.
    pub waiting: usize,
    /// When the next of them is due (milliseconds since 1970).
    pub next_try: Option<i64>,
}

impl PushReport {
    fn add(&mut self, o: PushReport) {
        self.requests += o.requests;
        self.added += o.added;
        self.known += o.known;
        self.refused.extend(o.refused);
        self.failed += o.failed;
        self.stopped.extend(o.stopped);
        if o.last_error.is_some() {
            self.last_error = o.last_error;
        }
        self.waiting = o.waiting;
        self.next_try = o.next_try;
    }
}

/// The time now, milliseconds since 1970.
pub fn now_ms() -> i64 {
    (crate::db::now_nanos() / 1_000_000) as i64
}

/// The wait before try `attempts + 1` of a game: 1 s, 2 s, 4 s... up to
/// [`MAX_BACKOFF_MS`], times 0.75 to 1.25 after `spread` (0 to 1).
pub fn backoff_ms(attempts: u32, spread: f64) -> i64 {
    let base = 1000i64
        .saturating_mul(1i64 << attempts.min(20))
        .min(MAX_BACKOFF_MS);
    (base as f64 * (0.75 + 0.5 * spread.clamp(0.0, 1.0))) as i64
}

/// A number from 0 to 1 that differs between machines, games and moments
/// (the clock's nanoseconds mixed with the uid): the spread of a wait.
fn spread(uid: &str) -> f64 {
    let mut h: u64 = (crate::db::now_nanos() as u64) ^ 0x9e37_79b9_7f4a_7c15;
    for b in uid.bytes() {
        h = (h ^ b as u64).wrapping_mul(0x0000_0100_0000_01b3);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    (h % 10_000) as f64 / 10_000.0
}

/// One request to a league host: a batch of games of one destination,
/// under [`BODY_BUDGET`] (a single game may be larger: the host then says
/// so). Made by [`batches`]; what the host answered is written down by
/// [`record`]. A transport that cannot block (the browser's `fetch`) sends
/// them itself between the two ([`push_with`]); [`push`] does it all with
/// a [`Transport`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Batch {
    /// The destination.
    pub dest: i64,
    /// Its league host, `http://host:port`.
    pub base: String,
    /// Where to POST it.
    pub url: String,
    /// The request's body (JSON).
    pub body: String,
    /// Its games: uid and tries made.
    games: Vec<(String, u32)>,
    /// The revision of each game sent: an answer acknowledges that one
    /// (a later revision queued meanwhile goes out again).
    revisions: std::collections::HashMap<String, u32>,
}

impl Batch {
    /// How many games it holds.
    pub fn len(&self) -> usize {
        self.games.len()
    }

    /// Whether it holds none (never, as made by [`batches`]).
    pub fn is_empty(&self) -> bool {
        self.games.is_empty()
    }
}

/// The batches to send at `now`: for each destination whose next try is
/// due (every destination with a game waiting, with `all`), everything
/// waiting for it (the waits are its host's, not each game's: each game's
/// spread would otherwise send them back one by one). The league's
/// finished games are queued first. A game no longer stored here is
/// refused on the way (in the report).
pub fn batches(db: &Db, now: i64, all: bool) -> Result<(Vec<Batch>, PushReport), DbError> {
    queue_finished(db)?;
    let mut report = PushReport::default();
    let mut out = vec![];
    let mut nights = None;
    for d in db.destinations()? {
        // Stopped (its code was replaced): nothing goes there until the
        // new link is given.
        if d.stopped.is_some() || db.outbox_due(d.id, now, all)?.is_empty() {
            continue;
        }
        let mut due = db.outbox_due(d.id, now, true)?;
        let nights = match &mut nights {
            Some(n) => n,
            None => nights.insert(db.night_tags()?),
        };
        // A night's games in the order of their numbers, table by table
        // (the league host takes a table's games one after the other).
        let ids: std::collections::HashMap<String, Option<GameId>> = due
            .iter()
            .map(|w| Ok((w.uid.clone(), db.game_by_uid(&w.uid)?)))
            .collect::<Result<_, DbError>>()?;
        crate::rules::order::sort_by_key(&mut due, |w| {
            ids.get(&w.uid)
                .copied()
                .flatten()
                .and_then(|id| nights.get(&id))
                .map(|t| (t.date.clone(), t.uid.clone(), t.game, t.table))
        });
        let url = format!("{}{PUSH_PATH}", d.base);
        let mut games: Vec<(String, u32)> = vec![];
        let mut values: Vec<serde_json::Value> = vec![];
        let mut revisions = std::collections::HashMap::new();
        let mut size = 0;
        let mut flush =
            |games: &mut Vec<(String, u32)>,
             values: &mut Vec<serde_json::Value>,
             revisions: &mut std::collections::HashMap<String, u32>| {
                if games.is_empty() {
                    return Ok(());
                }
                let body = serde_json::to_string(&PushRequest {
                    code: d.code.clone(),
                    key: d.key.clone(),
                    games: std::mem::take(values),
                })
                .map_err(|e| DbError::Invalid(e.to_string()))?;
                out.push(Batch {
                    dest: d.id,
                    base: d.base.clone(),
                    url: url.clone(),
                    body,
                    games: std::mem::take(games),
                    revisions: std::mem::take(revisions),
                });
                Ok::<(), DbError>(())
            };
        for w in due {
            let Some(id) = ids.get(&w.uid).copied().flatten() else {
                // No longer stored here (deleted for good): nothing to send.
                refuse_here(db, d.id, &w.uid, Said::new("league-why-gone"), &mut report)?;
                continue;
            };
            // A game that cannot be read (a damaged value) or written as
            // JSON is refused here, saying why; the others still go.
            let value = match db.games_to_export(Some(id)).and_then(|mut r| {
                let record = r.pop().ok_or(DbError::NoSuchGame(id))?;
                let g = ExportedGame {
                    night: nights.get(&id).cloned(),
                    ..record.into()
                };
                let value =
                    serde_json::to_value(&g).map_err(|e| DbError::Invalid(e.to_string()))?;
                Ok((value, g.revision))
            }) {
                Ok(v) => v,
                Err(e) => {
                    let why = Said::new("league-why-damaged").arg("detail", e.said());
                    refuse_here(db, d.id, &w.uid, why, &mut report)?;
                    continue;
                }
            };
            let (value, revision) = value;
            let len = value.to_string().len() + 1;
            let room = 200 + d.code.len() + d.key.as_ref().map_or(0, String::len);
            if room + len > crate::formats::wire::push::MAX_BODY {
                let why = Said::new("league-why-too-big")
                    .arg("kib", crate::formats::wire::push::MAX_BODY / 1024);
                refuse_here(db, d.id, &w.uid, why, &mut report)?;
                continue;
            }
            // A game over the budget goes alone: the batch before it is
            // sent, and so is the game (the league host takes larger
            // bodies on this route, up to MAX_BODY).
            if !games.is_empty()
                && (room + size + len > BODY_BUDGET
                    || games.len() >= MAX_BATCH
                    || len > BODY_BUDGET)
            {
                flush(&mut games, &mut values, &mut revisions)?;
                size = 0;
            }
            size += len;
            revisions.insert(w.uid.clone(), revision);
            games.push((w.uid, w.attempts));
            values.push(value);
        }
        flush(&mut games, &mut values, &mut revisions)?;
    }
    Ok((out, report))
}

/// Game `uid` of destination `dest` is refused on this side (`why`): kept
/// as refused, never sent.
fn refuse_here(
    db: &Db,
    dest: i64,
    uid: &str,
    why: Said,
    report: &mut PushReport,
) -> Result<(), DbError> {
    db.outbox_done(
        dest,
        uid,
        Left::Refused,
        Some(&why.to_stored()),
        crate::db::now(),
    )?;
    report
        .refused
        .push((uid.to_string(), crate::i18n::english(&why)));
    Ok(())
}

/// A reason kept in the outbox or by a league host (a message stored as
/// [`Said::to_stored`], or, written before messages were, English text),
/// as a message; the text itself when it is not one.
pub fn reason(stored: &str) -> Result<Said, String> {
    Said::from_stored(stored).ok_or_else(|| stored.to_string())
}

/// A reason kept in the outbox or by a league host, in `lang`'s words
/// (text stored before messages were is given as it is).
pub fn reason_in(lang: crate::i18n::Lang, stored: &str) -> String {
    match reason(stored) {
        Ok(said) => crate::i18n::said(lang, &said),
        Err(text) => text,
    }
}

/// Writes down what the league host answered to `b` (`Err`: why no answer
/// came): each game acknowledged or refused for good, or, when the request
/// failed, waiting for its next try. Returns the failure, if it failed:
/// the destination's other batches then wait too ([`postpone`]).
pub fn record(
    db: &Db,
    b: &Batch,
    answer: Result<(u16, String), String>,
    now: i64,
    report: &mut PushReport,
) -> Result<Option<String>, DbError> {
    let failure = match answer {
        Ok((200, text)) => match serde_json::from_str::<PushAnswer>(&text) {
            Ok(a) => {
                let mut answered = std::collections::HashSet::new();
                for ack in a.acks {
                    if !b.games.iter().any(|(u, _)| *u == ack.uid) {
                        continue;
                    }
                    answered.insert(ack.uid.clone());
                    let sent = b.revisions.get(&ack.uid).copied();
                    match ack.status {
                        AckStatus::Added | AckStatus::Known => {
                            if ack.status == AckStatus::Added {
                                report.added += 1;
                            } else {
                                report.known += 1;
                            }
                            db.outbox_answered(
                                b.dest,
                                &ack.uid,
                                Left::Acked,
                                None,
                                crate::db::now(),
                                sent,
                            )?;
                        }
                        AckStatus::Conflict | AckStatus::Refused => {
                            // Kept as the host's message when it sent one
                            // (worded in this machine's language), else
                            // as its English.
                            let said = ack.said.as_ref().and_then(Said::from_json);
                            let english = ack.error.unwrap_or_else(|| "refused".into());
                            let (kept, words) = match said {
                                Some(s) => (s.to_stored(), crate::i18n::english(&s)),
                                None => (english.clone(), english),
                            };
                            db.outbox_answered(
                                b.dest,
                                &ack.uid,
                                Left::Refused,
                                Some(&kept),
                                crate::db::now(),
                                sent,
                            )?;
                            report.refused.push((ack.uid, words));
                        }
                    }
                }
                let missing: Vec<(String, u32)> = b
                    .games
                    .iter()
                    .filter(|(u, _)| !answered.contains(u))
                    .cloned()
                    .collect();
                (!missing.is_empty()).then(|| (missing, Said::new("league-why-partial")))
            }
            Err(e) => Some((
                b.games.clone(),
                Said::new("league-why-unreadable")
                    .arg("detail", crate::rules::shorten(&e.to_string(), 200)),
            )),
        },
        Ok((413, _)) if b.games.len() == 1 => {
            let why = Said::new("league-why-too-big")
                .arg("kib", crate::formats::wire::push::MAX_BODY / 1024);
            refuse_here(db, b.dest, &b.games[0].0, why, report)?;
            None
        }
        Ok((403, text)) if host_code(&text).as_deref() == Some(CODE_REPLACED) => {
            // The league host replaced the code this machine was given:
            // every try would be refused (and a retry, without the key,
            // would look like a guess). Nothing more is sent there until
            // the new link is given; the games wait, their tries unspent.
            db.stop_destination(b.dest, CODE_REPLACED)?;
            let why = Said::new("league-why-code-replaced").arg("host", b.base.clone());
            report.last_error = Some(crate::i18n::english(&why));
            if let Some(d) = db.destinations()?.into_iter().find(|d| d.id == b.dest) {
                report.stopped.push((d.base, d.league));
            }
            return Ok(Some(why.to_stored()));
        }
        Ok((status, text)) => Some((b.games.clone(), host_refusal(status, &text))),
        Err(e) => Some((
            b.games.clone(),
            Said::new("league-why-no-answer")
                .arg("host", b.base.clone())
                .arg("detail", crate::rules::shorten(&e, 200)),
        )),
    };
    let Some((failed, why)) = failure else {
        return Ok(None);
    };
    let kept = why.to_stored();
    wait(db, b.dest, &failed, &kept, now, report)?;
    report.last_error = Some(crate::i18n::english(&why));
    Ok(Some(kept))
}

/// The refusal code of a league host's answer (`{"code": ...}`), if any.
fn host_code(text: &str) -> Option<String> {
    serde_json::from_str::<serde_json::Value>(text)
        .ok()?
        .get("code")?
        .as_str()
        .map(str::to_string)
}

/// Batch `b` was not sent: its destination failed on an earlier batch
/// (`why`, as [`record`] returned it); its games wait for their next try
/// (a destination stopped meanwhile: they wait for the new link, their
/// tries unspent).
pub fn postpone(
    db: &Db,
    b: &Batch,
    why: &str,
    now: i64,
    report: &mut PushReport,
) -> Result<(), DbError> {
    let stopped = db
        .destinations()?
        .iter()
        .any(|d| d.id == b.dest && d.stopped.is_some());
    if stopped {
        return Ok(());
    }
    wait(db, b.dest, &b.games, why, now, report)?;
    report.last_error = Some(reason_in(crate::i18n::Lang::ENGLISH, why));
    Ok(())
}

/// Games of `dest` that did not get through: each counts the try and
/// waits its backoff (`why`: as stored).
fn wait(
    db: &Db,
    dest: i64,
    games: &[(String, u32)],
    why: &str,
    now: i64,
    report: &mut PushReport,
) -> Result<(), DbError> {
    report.failed += games.len();
    for (uid, attempts) in games {
        let next = now + backoff_ms(*attempts, spread(uid));
        db.outbox_failed(dest, std::slice::from_ref(uid), next, why)?;
    }
    Ok(())
}

/// `report` with the games still waiting over every destination, and when
/// the next of them is due.
pub fn tally(db: &Db, mut report: PushReport) -> Result<PushReport, DbError> {
    let mut waiting = 0;
    let mut next: Option<i64> = None;
    // A stopped destination's games wait for its new link, not for a try.
    for d in db
        .destinations()?
        .into_iter()
        .filter(|d| d.stopped.is_none())
    {
        waiting += db.outbox_counts(d.id)?.pending;
        if let Some(n) = db.outbox_next_try(d.id)? {
            next = Some(next.map_or(n, |m: i64| m.min(n)));
        }
    }
    report.waiting = waiting;
    report.next_try = next;
    Ok(report)
}

/// Sends the [`batches`] due at `now` through `t` and writes down what
/// became of each game ([`record`]): acknowledged, refused for good, or
/// waiting for its next try. A destination that does not answer is not
/// asked again in this push: its other batches wait too. Storage's failure
/// stops it (what was written down stays).
pub fn push(db: &Db, t: &dyn Transport, now: i64, all: bool) -> Result<PushReport, DbError> {
    use std::future::Future;
    // The same steps as the browser's, with an answer that is always
    // ready: one poll runs them all.
    let steps = push_with(db, now, all, |url, body| {
        std::future::ready(t.post(&url, &body))
    });
    let mut steps = std::pin::pin!(steps);
    let mut cx = std::task::Context::from_waker(std::task::Waker::noop());
    match steps.as_mut().poll(&mut cx) {
        std::task::Poll::Ready(r) => r,
        std::task::Poll::Pending => unreachable!("every answer is ready at once"),
    }
}

/// [`push`] with a transport that answers later (the browser's `fetch`):
/// `post(url, body)` gives the answer's status and body, or why none came.
pub async fn push_with<F, A>(db: &Db, now: i64, all: bool, post: F) -> Result<PushReport, DbError>
where
    F: Fn(String, String) -> A,
    A: std::future::Future<Output = Result<(u16, String), String>>,
{
    let (todo, mut report) = batches(db, now, all)?;
    let mut failed: std::collections::HashMap<i64, String> = Default::default();
    for b in &todo {
        if let Some(why) = failed.get(&b.dest) {
            postpone(db, b, why, now, &mut report)?;
            continue;
        }
        report.requests += 1;
        let answer = post(b.url.clone(), b.body.clone()).await;
        if let Some(why) = record(db, b, answer, now, &mut report)? {
            failed.insert(b.dest, why);
        }
    }
    tally(db, report)
}

/// A refusal of a whole request: the host's reason as a message this
/// machine words in its own language (its `code` and `args`, a
/// `table-why-` key this version knows), else the host's English words
/// (`error`: a host of another version), else its status.
fn host_refusal(status: u16, text: &str) -> Said {
    let v = serde_json::from_str::<serde_json::Value>(text).ok();
    let field = |k: &str| v.as_ref().and_then(|v| v.get(k));
    let known = field("code").and_then(|c| c.as_str()).and_then(|code| {
        let args = field("args")
            .cloned()
            .unwrap_or_else(|| serde_json::json!({}));
        crate::formats::wire::entry_said(code, args.as_object()?).or_else(|| {
            let key = format!("table-why-{code}");
            Said::from_json(&serde_json::json!({"key": key, "args": args}))
        })
    });
    let refused = Said::new("league-why-refused").arg("status", status);
    if let Some(said) = known {
        return refused.arg("detail", said);
    }
    match field("error").and_then(|e| e.as_str()) {
        Some(e) => refused.arg(
            "detail",
            crate::rules::clean_name(&crate::rules::shorten(e, 200)),
        ),
        None => Said::new("league-why-refused-bare").arg("status", status),
    }
}

/// Pushes (every game waiting at first, then what is due) until nothing
/// waits or `deadline` passes, sleeping until the next try in between.
pub fn push_until(
    db: &Db,
    t: &dyn Transport,
    deadline: std::time::Instant,
) -> Result<PushReport, DbError> {
    let mut report = push(db, t, now_ms(), true)?;
    while report.waiting > 0 {
        let now = now_ms();
        let wait = report.next_try.map_or(1000, |n| (n - now).max(0)) as u64;
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        if left.is_zero() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(wait).min(left));
        if std::time::Instant::now() >= deadline {
            break;
        }
        let next = push(db, t, now_ms(), false)?;
        report.add(next);
    }
    Ok(report)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::formats::wire::push::{Ack, PushAnswer};
    use std::cell::RefCell;

    #[test]
    fn a_league_hosts_refusal_is_worded_in_this_machines_language() {
        use crate::i18n::{said, Lang};
        let fr = Lang::matching("fr-CA").expect("French");
        let wrong = crate::formats::wire::to_text(&crate::formats::wire::failure(&Said::new(
            "table-why-league-code-wrong",
        )));
        let why = host_refusal(401, &wrong);
        let (en, fr) = (said(Lang::ENGLISH, &why), said(fr, &why));
        assert!(
            en.contains("(401)") && en.contains("not one this league host takes"),
            "{en}"
        );
        assert!(
            fr.contains("(401)") && fr.contains("n’est pas un code que cet hôte"),
            "{fr}"
        );
        assert!(!fr.contains("league host"), "{fr}");
        // Kept in the outbox and read back, it is still a message.
        let back = reason(&why.to_stored()).unwrap();
        assert_eq!(said(Lang::ENGLISH, &back), en);
        // A host of another version: its code unknown here, its English kept.
        let other = r#"{"error":"the moon is full","code":"moon-full","args":{}}"#;
        let w = said(Lang::ENGLISH, &host_refusal(403, other));
        assert!(w.contains("(403)") && w.contains("the moon is full"), "{w}");
        // No JSON at all: the status alone.
        assert_eq!(
            said(Lang::ENGLISH, &host_refusal(502, "<html>")),
            "the league host refused (502)"
        );
    }

    /// A league host in a test: answers each request with `answer`, and
    /// keeps what it was sent.
    struct Fake {
        sent: RefCell<Vec<PushRequest>>,
        answer: Box<dyn Fn(&PushRequest) -> Result<(u16, String), String>>,
    }

    impl Transport for Fake {
        fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
            assert!(url.ends_with(PUSH_PATH), "{url}");
            let req: PushRequest = serde_json::from_str(body).unwrap();
            assert!(body.len() <= BODY_BUDGET + 2048, "{} bytes", body.len());
            let out = (self.answer)(&req);
            self.sent.borrow_mut().push(req);
            out
        }
    }

    fn taking_all() -> Fake {
        Fake {
            sent: RefCell::new(vec![]),
            answer: Box::new(|r| {
                let acks = r
                    .games
                    .iter()
                    .map(|g| Ack {
                        uid: g["uid"].as_str().unwrap().into(),
                        status: AckStatus::Added,
                        error: None,
                        said: None,
                    })
                    .collect();
                Ok((
                    200,
                    serde_json::to_string(&PushAnswer {
                        league: "Autumn".into(),
                        acks,
                    })
                    .unwrap(),
                ))
            }),
        }
    }

    /// A database with `n` finished games of league "Autumn".
    fn league_db(n: usize) -> Db {
        use crate::rules::club::NightTag;
        let db = Db::open_in_memory().unwrap();
        let games: Vec<ExportedGame> = (0..n)
            .map(|k| {
                let mut g = crate::formats::json::sample(&["Ana", "Ben"], Some(&[0, 7]));
                g.uid = format!("game-{k}");
                g.night = Some(NightTag {
                    uid: "night-1".into(),
                    name: "Tuesday".into(),
                    date: "2026-11-24".into(),
                    table: 1,
                    game: k as u32 + 1,
                    league: Some("Autumn".into()),
                });
                g
            })
            .collect();
        db.import_games(&games).unwrap();
        db
    }

    const LINK: &str = "http://127.0.0.1:9/?league=K7MXQ2&key=00ff&name=Autumn";

    #[test]
    fn joining_queues_the_leagues_finished_games_and_a_push_sends_them_once() {
        let db = league_db(3);
        let (d, queued) = join(&db, LINK, None, None).unwrap();
        assert_eq!(
            (d.base.as_str(), d.code.as_str(), d.league.as_str()),
            ("http://127.0.0.1:9", "K7MXQ2", "Autumn")
        );
        assert_eq!(queued, 3);
        let t = taking_all();
        let r = push(&db, &t, now_ms(), false).unwrap();
        assert_eq!((r.added, r.waiting, r.requests), (3, 0, 1));
        let sent = &t.sent.borrow()[0];
        assert_eq!(sent.key.as_deref(), Some("00ff"));
        assert_eq!(sent.games[0]["night"]["league"], "Autumn");
        // Nothing more to send.
        let r = push(&db, &t, now_ms(), true).unwrap();
        assert_eq!(r.requests, 0);
        let c = outbox(&db, d.id).unwrap();
        assert_eq!((c.pending, c.acked, c.refused), (0, 3, 0));
    }

    #[test]
    fn a_corrected_game_goes_out_again_as_its_new_revision_after_it_was_acknowledged() {
        use crate::rules::RoundInput;
        let db = league_db(2);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let t = taking_all();
        assert_eq!(push(&db, &t, now_ms(), true).unwrap().added, 2);
        assert_eq!(outbox(&db, d.id).unwrap().acked, 2);
        // Game 1 corrected after the night: queued again at once, as
        // revision 2, its earlier acknowledgement notwithstanding.
        let id = db.game_by_uid("game-1").unwrap().unwrap();
        crate::app::games::edit_round(&db, id, 0, &RoundInput::typed(&[0, 9])).unwrap();
        let c = outbox(&db, d.id).unwrap();
        assert_eq!((c.pending, c.acked), (1, 1));
        assert_eq!(db.outbox_revision(d.id, "game-1").unwrap(), Some(2));
        let r = push(&db, &t, now_ms(), false).unwrap();
        assert_eq!((r.added, r.requests, r.waiting), (1, 1, 0));
        let sent = &t.sent.borrow()[1];
        assert_eq!(sent.games.len(), 1);
        let g = &sent.games[0];
        assert_eq!(
            (g["uid"].as_str(), g["revision"].as_u64()),
            (Some("game-1"), Some(2))
        );
        assert_eq!(g["sender"], db.machine_sender().unwrap());
        assert_eq!(g["rounds"][0]["points"][1], 9);
        // Queued once per revision: nothing more to send.
        assert_eq!(queue_finished(&db).unwrap(), 0);
        assert!(!queue_game(&db, d.id, id).unwrap());
        assert_eq!(push(&db, &t, now_ms(), true).unwrap().requests, 0);
        assert_eq!(outbox(&db, d.id).unwrap().acked, 2);
    }

    #[test]
    fn an_answer_for_an_earlier_revision_leaves_the_later_one_waiting() {
        use crate::rules::RoundInput;
        let db = league_db(1);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let (todo, mut report) = batches(&db, now_ms(), true).unwrap();
        assert_eq!(todo.len(), 1);
        // Corrected while revision 1 is on its way (the window's Send
        // now answers later): the answer for revision 1 leaves revision 2
        // waiting.
        let id = db.game_by_uid("game-0").unwrap().unwrap();
        crate::app::games::edit_round(&db, id, 0, &RoundInput::typed(&[0, 8])).unwrap();
        let t = taking_all();
        let answer = t.post(&todo[0].url, &todo[0].body);
        assert_eq!(
            record(&db, &todo[0], answer, now_ms(), &mut report).unwrap(),
            None
        );
        let c = outbox(&db, d.id).unwrap();
        assert_eq!((c.pending, c.acked), (1, 0));
        let r = push(&db, &t, now_ms(), true).unwrap();
        assert_eq!((r.added, r.waiting), (1, 0));
        assert_eq!(t.sent.borrow()[1].games[0]["revision"], 2);
        assert_eq!(outbox(&db, d.id).unwrap().acked, 1);
    }

    #[test]
    fn a_host_that_does_not_answer_is_tried_again_after_a_growing_wait() {
        let db = league_db(2);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let down = Fake {
            sent: RefCell::new(vec![]),
            answer: Box::new(|_| Err("connection refused".into())),
        };
        let t0 = now_ms();
        let r = push(&db, &down, t0, false).unwrap();
        assert_eq!((r.failed, r.waiting), (2, 2));
        assert!(r.last_error.unwrap().contains("connection refused"));
        let next = r.next_try.unwrap();
        assert!((t0 + 750..=t0 + 1250).contains(&next), "{}", next - t0);
        // Not due yet: nothing is sent.
        assert_eq!(push(&db, &down, t0 + 100, false).unwrap().requests, 0);
        // Due: tried again, and the wait doubles.
        let r = push(&db, &down, t0 + 1300, false).unwrap();
        assert_eq!(r.requests, 1);
        let wait = r.next_try.unwrap() - (t0 + 1300);
        assert!((1500..=2500).contains(&wait), "{wait}");
        // The host is back.
        let r = push(&db, &taking_all(), t0 + 5000, false).unwrap();
        assert_eq!((r.added, r.waiting), (2, 0));
        assert_eq!(outbox(&db, d.id).unwrap().acked, 2);
    }

    #[test]
    fn a_conflict_is_kept_as_a_refusal_naming_the_game_and_never_sent_again() {
        let db = league_db(2);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let t = Fake {
            sent: RefCell::new(vec![]),
            answer: Box::new(|r| {
                let acks = r
                    .games
                    .iter()
                    .map(|g| {
                        let uid = g["uid"].as_str().unwrap().to_string();
                        let conflict = uid == "game-1";
                        Ack {
                            uid,
                            status: if conflict {
                                AckStatus::Conflict
                            } else {
                                AckStatus::Known
                            },
                            error: conflict
                                .then(|| "game game-1 is here already with other rounds".into()),
                            said: None,
                        }
                    })
                    .collect();
                Ok((
                    200,
                    serde_json::to_string(&PushAnswer {
                        league: "Autumn".into(),
                        acks,
                    })
                    .unwrap(),
                ))
            }),
        };
        let r = push(&db, &t, now_ms(), true).unwrap();
        assert_eq!(r.known, 1);
        assert_eq!(r.refused.len(), 1);
        assert_eq!(r.refused[0].0, "game-1");
        let c = outbox(&db, d.id).unwrap();
        assert_eq!((c.pending, c.acked, c.refused), (0, 1, 1));
        assert!(c.refusals[0].1.contains("other rounds"));
        assert_eq!(push(&db, &t, now_ms(), true).unwrap().requests, 0);
    }

    #[test]
    fn many_games_go_in_batches_under_the_hosts_body_limit() {
        let db = league_db(120);
        join(&db, LINK, None, None).unwrap();
        let t = taking_all();
        let r = push(&db, &t, now_ms(), false).unwrap();
        assert_eq!(r.added, 120);
        assert!(r.requests >= 3, "{} requests", r.requests);
        assert!(t.sent.borrow().iter().all(|b| b.games.len() <= MAX_BATCH));
    }

    #[test]
    fn a_link_without_a_code_or_a_league_is_refused_and_nothing_is_stored() {
        let db = league_db(1);
        let said = |r: Outcome<(Destination, usize)>| match r {
            Err(ActionError::NotNow(s)) => s.key.to_string(),
            other => panic!("{other:?}"),
        };
        assert_eq!(said(join(&db, "ftp://x", None, None)), "now-league-link");
        assert_eq!(
            said(join(&db, "http://h:1/?name=A", None, None)),
            "now-league-no-code"
        );
        assert_eq!(
            said(join(&db, "http://h:1/?league=AB", None, None)),
            "now-league-no-name"
        );
        assert_eq!(
            said(join(&db, "http://h:1/", Some("A B"), Some("X"))),
            "now-league-code"
        );
        assert!(db.destinations().unwrap().is_empty());
        // The code and the league given apart.
        let (d, n) = join(&db, "http://h:1", Some("k7mxq2"), Some("Autumn")).unwrap();
        assert_eq!((d.code.as_str(), n), ("K7MXQ2", 1));
    }

    #[test]
    fn a_damaged_game_is_refused_here_saying_why_and_the_others_still_go() {
        let db = league_db(3);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        db.raw()
            .execute(
                "UPDATE games SET preset = 'no-such-preset' WHERE uid = 'game-1'",
                [],
            )
            .unwrap();
        let t = taking_all();
        let r = push(&db, &t, now_ms(), false).unwrap();
        assert_eq!((r.added, r.waiting), (2, 0), "{r:?}");
        assert_eq!(r.refused.len(), 1, "{r:?}");
        assert_eq!(r.refused[0].0, "game-1");
        assert!(r.refused[0].1.contains("cannot be read"), "{r:?}");
        let c = outbox(&db, d.id).unwrap();
        assert_eq!((c.pending, c.acked, c.refused), (0, 2, 1));
        // Kept as a message, worded in the language shown.
        let fr = reason_in(crate::i18n::Lang::from_tag("fr-CA"), &c.refusals[0].1);
        assert!(fr.starts_with("la partie ne peut pas être lue"), "{fr}");
    }

    #[test]
    fn a_reason_is_kept_as_a_message_and_one_kept_in_english_before_is_shown_as_it_was() {
        let db = league_db(1);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let down = Fake {
            sent: RefCell::new(vec![]),
            answer: Box::new(|_| Err("connection refused".into())),
        };
        push(&db, &down, now_ms(), true).unwrap();
        let stored = outbox(&db, d.id).unwrap().last_error.unwrap();
        assert!(Said::from_stored(&stored).is_some(), "{stored}");
        assert_eq!(
            reason_in(crate::i18n::Lang::ENGLISH, &stored),
            "the league host at http://127.0.0.1:9 did not answer: connection refused"
        );
        assert_eq!(
            reason_in(crate::i18n::Lang::from_tag("fr-CA"), &stored),
            "l’hôte de ligue à http://127.0.0.1:9 n’a pas répondu\u{a0}: connection refused"
        );
        // A row written in English before reasons were messages.
        db.raw()
            .execute(
                "UPDATE league_outbox SET last_error = 'the league host refused (403)'",
                [],
            )
            .unwrap();
        let old = outbox(&db, d.id).unwrap().last_error.unwrap();
        assert_eq!(
            reason_in(crate::i18n::Lang::from_tag("fr-CA"), &old),
            "the league host refused (403)"
        );
    }

    #[test]
    fn a_replaced_code_stops_the_destination_until_its_new_link_is_given() {
        let db = league_db(2);
        let (d, _) = join(&db, LINK, None, None).unwrap();
        let replaced = Fake {
            sent: RefCell::new(vec![]),
            answer: Box::new(|_| {
                Ok((
                    403,
                    r#"{"code":"league-code-replaced","error":"the league host replaced this league code"}"#
                        .into(),
                ))
            }),
        };
        let r = push(&db, &replaced, now_ms(), true).unwrap();
        assert_eq!(r.requests, 1);
        assert_eq!(
            r.stopped,
            [("http://127.0.0.1:9".to_string(), "Autumn".to_string())]
        );
        assert_eq!(
            r.waiting, 0,
            "nothing waits for a try: it waits for the link"
        );
        assert!(r.last_error.unwrap().contains("replaced its league code"));
        let dest = &destinations(&db).unwrap()[0];
        assert_eq!(dest.stopped.as_deref(), Some(CODE_REPLACED));
        // Nothing is sent there any more, and no try is spent.
        assert_eq!(push(&db, &replaced, now_ms(), true).unwrap().requests, 0);
        assert_eq!(replaced.sent.borrow().len(), 1);
        assert_eq!(outbox(&db, d.id).unwrap().pending, 2);
        // The new link: sent again.
        join(
            &db,
            "http://127.0.0.1:9/?league=NEW234&key=00ff&name=Autumn",
            None,
            None,
        )
        .unwrap();
        assert_eq!(destinations(&db).unwrap()[0].stopped, None);
        let r = push(&db, &taking_all(), now_ms(), false).unwrap();
        assert_eq!((r.added, r.waiting), (2, 0), "{r:?}");
    }

    #[test]
    fn the_wait_doubles_up_to_a_minute_with_a_spread() {
        assert_eq!(backoff_ms(0, 0.5), 1000);
        assert_eq!(backoff_ms(1, 0.5), 2000);
        assert_eq!(backoff_ms(3, 0.0), 6000);
        assert_eq!(backoff_ms(30, 1.0), 75_000);
        let s: Vec<f64> = (0..50).map(|k| spread(&format!("g{k}"))).collect();
        assert!(s.iter().all(|x| (0.0..=1.0).contains(x)));
        assert!(s.iter().any(|&x| x < 0.5) && s.iter().any(|&x| x > 0.5));
    }
}

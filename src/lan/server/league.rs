//! `POST /api/league/push`: a league host takes the games a sender sends
//! (issue 33). The body is `formats::wire::push::PushRequest` (the league's code
//! or its link's key, and a batch of games as `mextrain export` writes
//! them), at most [`MAX_BODY`] (the one route above the host's 16 KiB:
//! the largest valid game fits); the answer is one acknowledgement per
//! game (`formats::wire::push::PushAnswer`), never stored data: a sender can
//! only add games.
//!
//! The code is guessed under the same limits as a join code, with its own
//! [`limit::Guesses`] (per address and in all; the codes of every league
//! receiving are replaced after 1,000 wrong ones). A right code never
//! forgives an address's wrong ones (an address that knows one league's
//! code would otherwise guess another's without limit); they are
//! forgotten with time only. A code that was replaced is answered
//! `league-code-replaced` (not counted as a wrong guess): its sender then
//! waits for the new link. The link's right key is admitted without any
//! of that, so a sender that holds it is never locked out; a wrong key is
//! no help. The work is [`crate::lan::league`]'s, under the database lock.

use super::limit;
use super::{body, error, refused, wait, App};
use crate::app::host::Refusal;
use crate::app::league::receive as league;
pub use crate::formats::wire::push::MAX_BODY;
use crate::formats::wire::push::{PushAnswer, PushRequest, MAX_BATCH};
use crate::i18n::Said;
use axum::body::Bytes;
use axum::extract::{ConnectInfo, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::post;
use axum::Router;
use std::net::SocketAddr;
use std::sync::Arc;
use std::time::Duration;

/// The league routes, with their own limits on wrong codes.
pub(super) fn routes(rate: limit::GuessRate) -> Router<App> {
    use tower_http::limit::RequestBodyLimitLayer;
    use tower_http::timeout::TimeoutLayer;
    let guesses = Arc::new(limit::Guesses::new(rate));
    Router::new()
        .route(
            "/api/league/push",
            post(
                move |State(app): State<App>,
                      ConnectInfo(peer): ConnectInfo<SocketAddr>,
                      headers: HeaderMap,
                      bytes: Bytes| {
                    let guesses = guesses.clone();
                    async move { push(app, guesses, peer, headers, bytes).await }
                },
            ),
        )
        .layer(TimeoutLayer::with_status_code(
            StatusCode::REQUEST_TIMEOUT,
            super::REQUEST_TIMEOUT,
        ))
        .layer(axum::extract::DefaultBodyLimit::max(MAX_BODY))
        .layer(RequestBodyLimitLayer::new(MAX_BODY))
        .layer(axum::middleware::map_response(too_large))
}

/// A push over [`MAX_BODY`] is told its own limit (every other route's
/// 413 names the host's 16 KiB).
async fn too_large(response: Response) -> Response {
    if response.status() != StatusCode::PAYLOAD_TOO_LARGE {
        return response;
    }
    error(
        StatusCode::PAYLOAD_TOO_LARGE,
        &Said::new("table-why-too-large").arg("kib", MAX_BODY / 1024),
    )
}

async fn push(
    app: App,
    guesses: Arc<limit::Guesses>,
    peer: SocketAddr,
    headers: HeaderMap,
    bytes: Bytes,
) -> Response {
    let req: PushRequest = match body(&headers, &bytes) {
        Ok(r) => r,
        Err(e) => return e,
    };
    if req.games.len() > MAX_BATCH {
        return error(
            StatusCode::BAD_REQUEST,
            &Said::new("table-why-league-batch").arg("max", MAX_BATCH),
        );
    }
    let ip = peer.ip();
    let judged = app
        .with_db(move |db, _| {
            let by_key = match &req.key {
                Some(k) => league::by_key(db, k)?,
                None => None,
            };
            let name = match by_key {
                Some(l) => l,
                None => {
                    match guesses.judge(ip) {
                        limit::Judge::Yes => {}
                        locked => return Ok(Err(locked)),
                    }
                    match league::by_code(db, &req.code)? {
                        // A right code forgives nothing: the address's
                        // wrong codes, whatever league they guessed, still
                        // count until they are forgotten with time.
                        Some(l) => l,
                        None if league::by_replaced_code(db, &req.code)?.is_some() => {
                            return Err(Refusal::Forbidden(Said::new("table-why-league-code-replaced")));
                        }
                        None => {
                            if guesses.wrong(ip) {
                                match league::new_codes(db) {
                                    Ok(codes) => {
                                        for (l, c) in codes {
                                            eprintln!(
                                                "mextrain serve: league codes took too many wrong guesses; league {l}'s new code is {c}"
                                            );
                                        }
                                    }
                                    Err(e) => eprintln!("mextrain serve: {e}"),
                                }
                            }
                            return Err(Refusal::Forbidden(Said::new("table-why-league-code-wrong")));
                        }
                    }
                }
            };
            let acks = league::take(db, &name, &req.games)?;
            Ok(Ok(PushAnswer { league: name, acks }))
        })
        .await;
    // The refusals in the host's log, outside the database's lock.
    if let Ok(Ok(answer)) = &judged {
        for a in answer.acks.iter().filter(|a| !a.status.is_taken()) {
            eprintln!(
                "mextrain serve: league {}: game {} refused: {}",
                crate::rules::clean_name(&answer.league),
                crate::rules::clean_name(&a.uid),
                crate::rules::clean_name(a.error.as_deref().unwrap_or("refused"))
            );
        }
    }
    match judged {
        Ok(Ok(answer)) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            serde_json::to_string(&answer).unwrap_or_default(),
        )
            .into_response(),
        Ok(Err(limit::Judge::AddressLocked(d))) => wait(
            d,
            Said::new("table-why-league-code-wait").arg("seconds", d.as_secs().max(1)),
        ),
        Ok(Err(_)) => wait(
            Duration::from_secs(1),
            Said::new("table-why-league-code-busy"),
        ),
        Err(e) => refused(e),
    }
}

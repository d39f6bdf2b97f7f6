//! The event streams: `GET /api/events?token=` (a table's state now, then
//! after every change, as that device may see it) and their bounds, per
//! token, per address and in all; a board's streams (`server::night`)
//! take their places here too.

use super::{error, refused, App, KEEP_ALIVE, STREAMS_PER_ADDRESS, STREAMS_PER_TOKEN};
use crate::app::host::{self, Device};
use crate::formats::wire;
use crate::i18n::Said;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::StatusCode;
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::convert::Infallible;
use std::net::SocketAddr;

/// The open event streams, oldest first.
#[derive(Default)]
pub(super) struct Streams {
    next: u64,
    open: Vec<OpenStream>,
}

struct OpenStream {
    id: u64,
    /// The token's hash: spectators who joined with the code share the
    /// watch link's device row, but each has a token (and a budget) of its
    /// own.
    token: String,
    spectator: bool,
    /// The address it was opened from.
    ip: std::net::IpAddr,
    /// A board's: any number per token (one board link serves the
    /// television, the organiser's laptop and members at home).
    board: bool,
    /// Sent (or dropped) to close it.
    _close: tokio::sync::oneshot::Sender<()>,
}

/// One open event stream, counted while it lives.
pub(super) struct StreamSlot(App, u64);

impl StreamSlot {
    /// A place for `device`'s new stream from `ip`, and what closes it: the
    /// token's oldest is closed when it has [`STREAMS_PER_TOKEN`], the
    /// address's oldest when it has [`STREAMS_PER_ADDRESS`]; when every
    /// place is taken, a player's or the host's takes the oldest
    /// spectator's, a spectator's is refused.
    pub(super) fn take(
        app: &App,
        device: &Device,
        token: &str,
        ip: std::net::IpAddr,
    ) -> Option<(StreamSlot, tokio::sync::oneshot::Receiver<()>)> {
        Self::take_as(app, device.role == host::Role::Spectator, false, token, ip)
    }

    /// A board's stream: read-only, bounded per address and in all, not
    /// per token.
    pub(super) fn board(
        app: &App,
        token: &str,
        ip: std::net::IpAddr,
    ) -> Option<(StreamSlot, tokio::sync::oneshot::Receiver<()>)> {
        Self::take_as(app, true, true, token, ip)
    }

    fn take_as(
        app: &App,
        spectator: bool,
        board: bool,
        token: &str,
        ip: std::net::IpAddr,
    ) -> Option<(StreamSlot, tokio::sync::oneshot::Receiver<()>)> {
        let token = host::token_hash(token);
        let mut s = app.streams.lock().unwrap_or_else(|p| p.into_inner());
        if !board {
            let mine: Vec<usize> = (0..s.open.len())
                .filter(|&k| s.open[k].token == token && !s.open[k].board)
                .collect();
            if mine.len() >= STREAMS_PER_TOKEN {
                s.open.remove(mine[0]);
            }
        }
        let here: Vec<usize> = (0..s.open.len()).filter(|&k| s.open[k].ip == ip).collect();
        if here.len() >= STREAMS_PER_ADDRESS {
            s.open.remove(here[0]);
        }
        if s.open.len() >= app.max_streams {
            let oldest = s.open.iter().position(|o| o.spectator);
            match oldest {
                Some(k) if !spectator => drop(s.open.remove(k)),
                _ => return None,
            }
        }
        let (tx, rx) = tokio::sync::oneshot::channel();
        s.next += 1;
        let id = s.next;
        s.open.push(OpenStream {
            id,
            token,
            spectator,
            ip,
            board,
            _close: tx,
        });
        Some((StreamSlot(app.clone(), id), rx))
    }
}

impl Drop for StreamSlot {
    fn drop(&mut self) {
        let mut s = self.0.streams.lock().unwrap_or_else(|p| p.into_inner());
        s.open.retain(|o| o.id != self.1);
    }
}

#[derive(serde::Deserialize)]
pub(super) struct TokenQuery {
    token: Option<String>,
}

/// `GET /api/events?token=`: the state now, then after every change.
pub(super) async fn events(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Query(q): Query<TokenQuery>,
) -> Response {
    let token = q.token;
    let device = {
        let token = token.clone();
        app.with_db(move |db, scope| {
            let g = scope.game_of(db, token.as_deref())?;
            Ok((g, host::authenticate(db, g, token.as_deref())?))
        })
        .await
    };
    let (game, device) = match device {
        Ok(d) => d,
        Err(e) => return refused(e),
    };
    // A bound on what open streams can hold, whoever opens them, and on
    // what one token can.
    let Some((slot, closed)) =
        StreamSlot::take(&app, &device, token.as_deref().unwrap_or(""), peer.ip())
    else {
        return error(
            StatusCode::SERVICE_UNAVAILABLE,
            &Said::new("table-why-too-many-streams"),
        );
    };
    let rx = app.version.subscribe();
    // The token is checked again for every event: a phone whose seat was
    // freed sees itself as a spectator, and one whose token was forgotten
    // (hosting turned off) is closed.
    // At a night's host, a stream wakes at every table's change but
    // sends only its own table's.
    // A player's phone that followed its player to the night's next game
    // (`app::host`'s follow) is found at its new table: the stream goes on
    // there, with no reconnecting.
    let stream = futures_util::stream::unfold(
        (app, token, rx, None::<i64>, slot, game),
        move |(app, token, mut rx, mut sent, slot, mut game)| async move {
            loop {
                if sent.is_some() && rx.changed().await.is_err() {
                    return None;
                }
                if *rx.borrow_and_update() < 0 {
                    return None;
                }
                let now = app.table_version(game);
                if sent.is_some() && now == sent {
                    continue;
                }
                sent = now.or(Some(i64::MIN));
                break;
            }
            let t = token.clone();
            let (at, state) = app
                .with_db(move |db, scope| {
                    let at = match host::authenticate(db, game, t.as_deref()) {
                        Ok(_) => game,
                        Err(e) => match scope.game_of(db, t.as_deref()) {
                            Ok(g) if g != game => g,
                            _ => return Err(e),
                        },
                    };
                    let device = host::authenticate(db, at, t.as_deref())?;
                    Ok((at, host::state(db, at, &device)?))
                })
                .await
                .ok()?;
            if at != game {
                game = at;
                sent = app.table_version(game).or(Some(i64::MIN));
            }
            let event = Event::default()
                .event("state")
                .id(state.version.to_string())
                .data(wire::to_text(&state));
            Some((
                Ok::<_, Infallible>(event),
                (app, token, rx, sent, slot, game),
            ))
        },
    );
    // Ends when a newer stream of the same token (or a player's, when
    // every place is taken) takes its place.
    let stream = futures_util::StreamExt::take_until(stream, closed);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}

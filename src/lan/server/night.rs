//! A club night's routes (issue 32): the board, for anyone with the board
//! link (reads only), and the tables' cards to print, for the organiser.
//!
//! `GET /api/board?token=` answers the night at a glance
//! ([`crate::app::night::Board`] as JSON); `GET /api/board/events?token=`
//! sends it on connect and after every change at any table, made once per
//! change for every board. `GET /api/cards?token=HOST&lang=fr` is a page
//! to print: a card per table, with its own QR code (its seats at once)
//! and the night's code.

use super::{refused, App, KEEP_ALIVE};
use crate::app::host::{self, Refusal};
use crate::i18n::Lang;
use crate::i18n::Said;
use crate::tl;
use axum::extract::{ConnectInfo, Query, State};
use axum::http::{header, HeaderMap, HeaderValue, StatusCode};
use axum::response::sse::{Event, KeepAlive, Sse};
use axum::response::{IntoResponse, Response};
use std::convert::Infallible;
use std::net::SocketAddr;
use std::sync::Arc;

#[derive(serde::Deserialize)]
pub(super) struct BoardQuery {
    token: Option<String>,
    lang: Option<String>,
    /// The cards page: each table's scorekeeper card too (granted as it is
    /// printed).
    keepers: Option<String>,
}

impl super::Shared {
    /// The board as JSON at the night's change counter now: made once per
    /// change, whoever asks.
    fn board_text(self: &Arc<Self>, db: &crate::app::Db) -> Result<Arc<String>, Refusal> {
        let n = self.scope.night_only()?;
        let v = *self.version.borrow();
        let now = crate::app::night::now();
        {
            let kept = self.board.lock().unwrap_or_else(|p| p.into_inner());
            if let Some((at, text)) = &*kept {
                // The clock moves too: a board a second old is made again.
                if *at == (v, now) {
                    return Ok(text.clone());
                }
            }
        }
        let text = Arc::new(crate::formats::wire::to_text(&host::night::board(
            db, n, now,
        )?));
        *self.board.lock().unwrap_or_else(|p| p.into_inner()) = Some(((v, now), text.clone()));
        Ok(text)
    }
}

/// Checks the board link's token, then the board.
async fn board_now(app: &App, token: Option<String>) -> Result<Arc<String>, Refusal> {
    let me = app.clone();
    app.with_db(move |db, scope| {
        let n = scope.night_only()?;
        host::night::check_board(db, n, token.as_deref())?;
        me.board_text(db)
    })
    .await
}

/// `GET /api/board?token=`.
pub(super) async fn board(State(app): State<App>, Query(q): Query<BoardQuery>) -> Response {
    match board_now(&app, q.token).await {
        Ok(text) => (
            [(
                header::CONTENT_TYPE,
                HeaderValue::from_static("application/json"),
            )],
            text.as_str().to_string(),
        )
            .into_response(),
        Err(e) => refused(e),
    }
}

/// `GET /api/board/events?token=`: the board now, then after every change.
pub(super) async fn board_events(
    State(app): State<App>,
    ConnectInfo(peer): ConnectInfo<SocketAddr>,
    Query(q): Query<BoardQuery>,
) -> Response {
    let first = match board_now(&app, q.token.clone()).await {
        Ok(t) => t,
        Err(e) => return refused(e),
    };
    // Bounded per address and in all, like every stream; not per token:
    // one board link serves the television, the organiser's laptop and
    // members at home.
    let token = q.token.clone().unwrap_or_default();
    let Some((slot, closed)) = super::events::StreamSlot::board(&app, &token, peer.ip()) else {
        return super::error(
            StatusCode::SERVICE_UNAVAILABLE,
            &Said::new("table-why-too-many-streams"),
        );
    };
    let rx = app.version.subscribe();
    let stream = futures_util::stream::unfold(
        (app, q.token, rx, Some(first), slot),
        |(app, token, mut rx, first, slot)| async move {
            let text = match first {
                Some(t) => t,
                None => {
                    if rx.changed().await.is_err() || *rx.borrow_and_update() < 0 {
                        return None;
                    }
                    board_now(&app, token.clone()).await.ok()?
                }
            };
            let event = Event::default().event("board").data(text.as_str());
            Some((Ok::<_, Infallible>(event), (app, token, rx, None, slot)))
        },
    );
    let stream = futures_util::StreamExt::take_until(stream, closed);
    Sse::new(stream)
        .keep_alive(KeepAlive::new().interval(KEEP_ALIVE))
        .into_response()
}

/// HTML's five escapes.
fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
        .replace('\'', "&#39;")
}

/// `GET /api/cards?token=HOST[&lang=fr]`: a card per table to print.
pub(super) async fn cards(
    State(app): State<App>,
    headers: HeaderMap,
    Query(q): Query<BoardQuery>,
) -> Response {
    // The address the organiser opened the page at, unless it is this
    // machine's own (cards printed from `localhost` would send every phone
    // to itself): then the address phones reach.
    let base = match headers.get(header::HOST).and_then(|h| h.to_str().ok()) {
        Some(h) if !h.is_empty() && h.chars().all(|c| c.is_ascii_graphic()) && !loopback(h) => {
            format!("http://{h}")
        }
        _ => app.base.clone(),
    };
    let keepers = q
        .keepers
        .as_deref()
        .is_some_and(|k| k == "1" || k == "true");
    let lang = Lang::from_tag(q.lang.as_deref().unwrap_or("en"));
    let token = q.token;
    let made = app
        .with_db(move |db, scope| {
            host::night::table_cards(db, scope.night_only()?, token.as_deref(), keepers)
        })
        .await;
    let host::night::TableCards {
        night: record,
        code,
        key,
        tables,
        keepers: keeper_cards,
    } = match made {
        Ok(m) => m,
        Err(e) => return refused(e),
    };
    let mut html = String::new();
    html.push_str(&format!(
        "<!doctype html><html lang=\"{}\"><head><meta charset=\"utf-8\">\
         <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\
         <title>{}</title><style>{CARD_CSS}</style></head><body>",
        lang.code(),
        esc(&tl!(
            lang,
            "cards-title",
            night = record.night.name.as_str()
        ))
    ));
    for t in &tables {
        let link = host::night::table_link(&base, &code, &key, t.table);
        html.push_str(&format!(
            "<section class=\"card\"><h1>{}</h1><p class=\"night\">{}</p>\
             <div class=\"qr\">{}</div><p class=\"scan\">{}</p>\
             <p class=\"players\">{}</p><p class=\"code\">{}</p></section>",
            esc(&tl!(lang, "cards-table", table = t.table)),
            esc(&format!("{} · {}", record.night.name, record.night.date)),
            super::window::qr_svg(&link),
            esc(&tl!(lang, "cards-scan", table = t.table)),
            esc(&t.players.join(", ")),
            esc(&tl!(
                lang,
                "cards-code",
                address = base.as_str(),
                code = code.as_str()
            )),
        ));
    }
    for (table, link) in &keeper_cards {
        let link = format!("{base}{link}");
        html.push_str(&format!(
            "<section class=\"card\"><h1>{}</h1><p class=\"night\">{}</p>\
             <div class=\"qr\">{}</div><p class=\"scan\">{}</p></section>",
            esc(&tl!(lang, "cards-keeper", table = *table)),
            esc(&format!("{} · {}", record.night.name, record.night.date)),
            super::window::qr_svg(&link),
            esc(&tl!(lang, "cards-keeper-scan", table = *table)),
        ));
    }
    html.push_str("</body></html>");
    (
        StatusCode::OK,
        [
            (
                header::CONTENT_TYPE,
                HeaderValue::from_static("text/html; charset=utf-8"),
            ),
            // It carries the join key (and the scorekeepers' cards).
            (header::CACHE_CONTROL, HeaderValue::from_static("no-store")),
            (
                header::CONTENT_SECURITY_POLICY,
                HeaderValue::from_str(&cards_policy())
                    .unwrap_or(HeaderValue::from_static("default-src 'none'")),
            ),
        ],
        html,
    )
        .into_response()
}

/// Whether a `Host` header names this machine itself.
fn loopback(host: &str) -> bool {
    let name = match host.rsplit_once(':') {
        // `[::1]:8080`, `127.0.0.1:8080`, `localhost:8080`.
        Some((n, port)) if port.chars().all(|c| c.is_ascii_digit()) => n,
        _ => host,
    };
    let name = name.trim_start_matches('[').trim_end_matches(']');
    name.eq_ignore_ascii_case("localhost")
        || name.to_ascii_lowercase().ends_with(".localhost")
        || name
            .parse::<std::net::IpAddr>()
            .is_ok_and(|ip| ip.is_loopback() || ip.is_unspecified())
}

/// The cards page's policy: nothing but its own style (by its hash) and the
/// QR codes drawn inline.
pub(super) fn cards_policy() -> String {
    format!(
        "default-src 'none'; style-src '{}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
        super::csp_hash(CARD_CSS)
    )
}

/// Two cards to a page, each whole, in black on white.
const CARD_CSS: &str = "body{font-family:sans-serif;margin:0;color:#000;background:#fff}\
.card{box-sizing:border-box;height:50vh;min-height:13cm;padding:1cm;border-bottom:1px dashed #888;\
text-align:center;break-inside:avoid;page-break-inside:avoid}\
.card:nth-child(2n){break-after:page;page-break-after:always}\
h1{font-size:32pt;margin:0}.night{margin:.2em 0}.qr svg{width:6cm;height:6cm}\
.scan{font-size:14pt;margin:.3em 0}.players{font-size:14pt;font-weight:bold}\
.code{font-size:12pt}@page{margin:1cm}";

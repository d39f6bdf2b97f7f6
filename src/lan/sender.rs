//! The league sender's transport and its thread: a machine that joined
//! league hosts sends them its league games over plain HTTP (ureq) while
//! `mextrain serve` or the window runs. What to send, when and how often to
//! try again is `app::league::send`'s; this is only the network.

use crate::app::league::send;
use crate::app::Db;
use crate::i18n::Said;

/// How often a machine that joined league hosts looks for games to send
/// while `mextrain serve` or the window runs.
pub const SEND_EVERY: std::time::Duration = std::time::Duration::from_secs(3);

/// On a machine that joined league hosts (`mextrain serve`, the window; the
/// caller checks that it did, `app::league::destinations`): a thread of its
/// own, with its own connection to the data folder `dir` (opened in the
/// thread, so that a start does not wait for it), sends the league's games
/// as they finish, and what does not get through again after its wait
/// (`app::league::push`: the same outbox, batches and backoff), every
/// [`SEND_EVERY`] or when the next try is due, until `stop` is set. What
/// it sends, it says on standard output and error.
pub fn keep_sending(
    dir: std::path::PathBuf,
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
) -> std::io::Result<std::thread::JoinHandle<()>> {
    use std::sync::atomic::Ordering;
    use std::time::{Duration, Instant};
    std::thread::Builder::new()
        .name("mextrain-league-send".into())
        .spawn(move || {
            let db = match Db::open_in(&dir) {
                Ok(db) => db,
                Err(e) => {
                    eprintln!("mextrain: the games for the league host are not sent: {e}");
                    return;
                }
            };
            let t = Http::with_timeout(Duration::from_secs(5));
            while !stop.load(Ordering::SeqCst) {
                let next = match send::push(&db, &t, send::now_ms(), false) {
                    Ok(r) => {
                        let taken = r.added + r.known;
                        if taken > 0 {
                            println!(
                                "mextrain: {taken} game{} acknowledged by the league host",
                                if taken == 1 { "" } else { "s" }
                            );
                        }
                        for (uid, why) in &r.refused {
                            eprintln!(
                                "mextrain: game {} was refused by the league host: {}",
                                crate::rules::clean_name(uid),
                                crate::rules::clean_name(why)
                            );
                        }
                        for (base, _) in &r.stopped {
                            let why = Said::new("league-why-code-replaced")
                                .arg("host", crate::rules::clean_name(base));
                            eprintln!("mextrain: {}", crate::i18n::english(&why));
                        }
                        r.next_try
                    }
                    Err(e) => {
                        eprintln!("mextrain: the games for the league host were not sent: {e}");
                        None
                    }
                };
                // Until the next try is due, or new games may have finished.
                let wait = next
                    .map(|n| Duration::from_millis((n - send::now_ms()).max(0) as u64))
                    .unwrap_or(SEND_EVERY)
                    .min(SEND_EVERY);
                let until = Instant::now() + wait;
                while Instant::now() < until && !stop.load(Ordering::SeqCst) {
                    std::thread::sleep(Duration::from_millis(100));
                }
            }
        })
}

/// The sender's transport on the desktop and the command line: plain
/// HTTP (a league host is on the local network), a 10 s limit per request.
pub struct Http {
    agent: ureq::Agent,
}

impl Default for Http {
    fn default() -> Self {
        Http::with_timeout(std::time::Duration::from_secs(10))
    }
}

impl Http {
    /// A transport that gives up on a request after `timeout`.
    pub fn with_timeout(timeout: std::time::Duration) -> Http {
        Http {
            agent: ureq::Agent::config_builder()
                .http_status_as_error(false)
                .timeout_global(Some(timeout))
                .build()
                .new_agent(),
        }
    }
}

impl send::Transport for Http {
    fn post(&self, url: &str, body: &str) -> Result<(u16, String), String> {
        let resp = self
            .agent
            .post(url)
            .header("Content-Type", "application/json")
            .send(body)
            .map_err(|e| e.to_string())?;
        let status = resp.status().as_u16();
        let text = resp
            .into_body()
            .with_config()
            .limit(1 << 20)
            .read_to_string()
            .map_err(|e| e.to_string())?;
        Ok((status, text))
    }
}

//! A league's games sent over the network (issue 33): the body of
//! `POST /api/league/push` and its answer, one acknowledgement per game.
//! Written once, for the sender (`crate::app::league`) and the league host
//! (`crate::lan::league`). Pure: no I/O.

use serde::{Deserialize, Serialize};

/// The request: the league's code (or the link's key) and a batch of
/// games, each exactly as `mextrain export` writes it (with its `night`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct PushRequest {
    /// The league's code.
    pub code: String,
    /// The league link's key, when the sender has it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub key: Option<String>,
    /// The games, as objects of an export file's `games`.
    pub games: Vec<serde_json::Value>,
}

/// What became of one game sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum AckStatus {
    /// Added to the league host's games.
    Added,
    /// Its uid was there already with the same contents (or more of them):
    /// nothing changed.
    Known,
    /// Its uid is there with other contents: refused, nothing changed.
    Conflict,
    /// Not taken: not a game this build reads, or another league's.
    Refused,
}

impl AckStatus {
    /// Whether the sender is done with the game for good (acknowledged).
    pub fn is_taken(self) -> bool {
        matches!(self, AckStatus::Added | AckStatus::Known)
    }
}

/// One game's acknowledgement.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Ack {
    /// The game's uid (`"?"` when the object sent had none).
    pub uid: String,
    /// What became of it.
    pub status: AckStatus,
    /// Why, for a conflict or a refusal (English).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
    /// The same, as a message without words (`i18n::Said::to_json`: its
    /// key and arguments), for the sender to word in its language; absent
    /// from an older league host.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub said: Option<serde_json::Value>,
}

/// The answer: one [`Ack`] per game, in the order sent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PushAnswer {
    /// The league the games went to.
    pub league: String,
    /// One per game sent.
    pub acks: Vec<Ack>,
}

/// The most games in one request.
pub const MAX_BATCH: usize = 50;

/// The most bytes of one request's body (`POST /api/league/push`, the one
/// route of the host above its 16 KiB): the largest valid game, sent
/// alone, fits with room to spare (a double-18 set, 12 players with names
/// of 100 characters, 100 rounds each listing every tile: 147 KiB,
/// measured by `tests/table_mode/league_push.rs`).
pub const MAX_BODY: usize = 256 * 1024;

/// A league link: `BASE/?league=CODE&key=KEY` (`key` optional), split.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueLink {
    /// `http://host:port`.
    pub base: String,
    /// The code (`None`: the link had none).
    pub code: Option<String>,
    /// The key.
    pub key: Option<String>,
    /// The league's name, when the link carries it (`&name=`).
    pub name: Option<String>,
}

impl LeagueLink {
    /// The link of league `name` at `base` with `code` and `key`.
    pub fn format(base: &str, code: &str, key: &str, name: &str) -> String {
        use percent_encoding::{utf8_percent_encode, NON_ALPHANUMERIC};
        format!(
            "{}/?league={code}&key={key}&name={}",
            base.trim_end_matches('/'),
            utf8_percent_encode(name, NON_ALPHANUMERIC)
        )
    }

    /// Reads a link (or a bare `http://host:port`); `Err` says what is wrong.
    pub fn parse(link: &str) -> Result<LeagueLink, String> {
        let link = link.trim();
        let rest = link.strip_prefix("http://").ok_or_else(|| {
            format!(
                "{}: a league link starts with http://",
                crate::rules::shorten(link, 80)
            )
        })?;
        let (host, query) = match rest.split_once('?') {
            Some((h, q)) => (h, q),
            None => (rest, ""),
        };
        let host = host.trim_end_matches('/');
        if host.is_empty() || host.contains('/') || host.contains(char::is_whitespace) {
            return Err(format!(
                "{}: a league link is http://HOST:PORT/?league=CODE&key=KEY",
                crate::rules::shorten(link, 80)
            ));
        }
        let mut out = LeagueLink {
            base: format!("http://{host}"),
            code: None,
            key: None,
            name: None,
        };
        for pair in query.split('&').filter(|p| !p.is_empty()) {
            let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
            let v = percent_encoding::percent_decode_str(v)
                .decode_utf8()
                .map_err(|_| "the league link is not UTF-8".to_string())?
                .to_string();
            match k {
                "league" => out.code = Some(v.trim().to_ascii_uppercase()),
                "key" => out.key = Some(v.trim().to_string()),
                "name" => out.name = Some(v),
                _ => {}
            }
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_round_trips_and_a_bare_address_has_no_code() {
        let text = LeagueLink::format("http://10.0.0.2:8080", "K7MXQ2", "ab12", "Autumn 2026");
        assert_eq!(
            text,
            "http://10.0.0.2:8080/?league=K7MXQ2&key=ab12&name=Autumn%202026"
        );
        let l = LeagueLink::parse(&text).unwrap();
        assert_eq!(l.base, "http://10.0.0.2:8080");
        assert_eq!(l.code.as_deref(), Some("K7MXQ2"));
        assert_eq!(l.key.as_deref(), Some("ab12"));
        assert_eq!(l.name.as_deref(), Some("Autumn 2026"));
        let bare = LeagueLink::parse("http://10.0.0.2:8080/").unwrap();
        assert_eq!(
            (bare.base.as_str(), bare.code),
            ("http://10.0.0.2:8080", None)
        );
        assert!(LeagueLink::parse("https://x/").is_err());
        assert!(LeagueLink::parse("http:///?league=A").is_err());
        assert!(LeagueLink::parse("http://a/b/c").is_err());
    }

    #[test]
    fn an_ack_is_the_json_of_the_api() {
        let a = Ack {
            uid: "u1".into(),
            status: AckStatus::Conflict,
            error: Some("differs".into()),
            said: None,
        };
        assert_eq!(
            serde_json::to_string(&a).unwrap(),
            r#"{"uid":"u1","status":"conflict","error":"differs"}"#
        );
        let b: Ack = serde_json::from_str(r#"{"uid":"u2","status":"added"}"#).unwrap();
        assert_eq!(b.status, AckStatus::Added);
        assert!(b.status.is_taken() && !a.status.is_taken());
    }
}

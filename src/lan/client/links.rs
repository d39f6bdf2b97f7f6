//! What a phone is given to start with: a typed join code, cleaned or
//! refused with the reason, and the start-up links the host prints
//! (`?join=`, `?watch=`, `?host=`, `?board=`) as the page's routes.

use super::Trouble;
use crate::formats::wire::{self, CODE_ALPHABET, CODE_LEN};

/// A typed join code, cleaned (upper case, spaces and dashes dropped), or a
/// message naming what is wrong with it (in English; [`check_code`] for
/// the screens).
pub fn clean_code(typed: &str) -> Result<String, String> {
    check_code(typed).map_err(|w| w.english)
}

/// A typed join code, cleaned, or why it cannot be one.
pub fn check_code(typed: &str) -> Result<String, Trouble> {
    let code = wire::normalize_code(typed);
    if code.is_empty() {
        return Err(Trouble::local(
            "code-empty",
            &[("len", CODE_LEN.into())],
            None,
        ));
    }
    let bad: Vec<char> = code
        .chars()
        .filter(|c| !CODE_ALPHABET.contains(*c))
        .collect();
    if let Some(&c) = bad.first() {
        let code = match c {
            '0' | 'O' | '1' | 'I' | 'L' => "code-lookalike",
            _ => "code-char",
        };
        return Err(Trouble::local(
            code,
            &[("char", c.to_string().into())],
            None,
        ));
    }
    let n = code.chars().count();
    if n != CODE_LEN {
        return Err(Trouble::local(
            "code-length",
            &[("len", CODE_LEN.into()), ("count", n.into())],
            None,
        ));
    }
    Ok(code)
}

/// The address a start-up link leads to (`?join=CODE&key=KEY`, `?watch=TOKEN`,
/// `?host=TOKEN`, as the host prints them), or `None` for an ordinary start.
pub fn start_route(search: &str) -> Option<String> {
    let query = search.trim_start_matches('?');
    for pair in query.split('&') {
        let (k, v) = pair.split_once('=').unwrap_or((pair, ""));
        let v: String = v.chars().filter(|c| c.is_ascii_alphanumeric()).collect();
        if v.is_empty() {
            continue;
        }
        match k {
            "join" => {
                // The join link's key, when the link carries one.
                let key = query.split('&').find_map(|p| {
                    let (k, v) = p.split_once('=')?;
                    let v: String = v.chars().filter(|c| c.is_ascii_hexdigit()).collect();
                    (k == "key" && !v.is_empty()).then_some(v)
                });
                // A club night table's card names its table.
                let table = query.split('&').find_map(|p| {
                    let (k, v) = p.split_once('=')?;
                    let n = v.parse::<usize>().ok()?;
                    (k == "table" && n > 0).then_some(n)
                });
                // A scorekeeper's card carries its own secret.
                let keeper = query.split('&').find_map(|p| {
                    let (k, v) = p.split_once('=')?;
                    let v: String = v.chars().filter(|c| c.is_ascii_hexdigit()).collect();
                    (k == "keeper" && !v.is_empty()).then_some(v)
                });
                if let (Some(key), Some(keeper)) = (&key, keeper) {
                    return Some(format!("/keep/{v}/{key}/{}/{keeper}", table.unwrap_or(0)));
                }
                return Some(match (key, table) {
                    (Some(key), Some(t)) => format!("/join/{v}/{key}/{t}"),
                    (Some(key), None) => format!("/join/{v}/{key}"),
                    (None, _) => format!("/join/{v}"),
                });
            }
            "board" => return Some(format!("/board/{v}")),
            "watch" => return Some(format!("/watch/{v}")),
            "host" => return Some(format!("/host/{v}")),
            _ => {}
        }
    }
    None
}

/// Whether an address (a hash route, `/join/...`) belongs to table mode.
pub fn is_table_route(path: &str) -> bool {
    ["/join", "/keep", "/table", "/watch", "/host", "/board"]
        .iter()
        .any(|p| path == *p || path.starts_with(&format!("{p}/")))
}

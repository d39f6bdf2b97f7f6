//! The join code, the devices' tokens and what the host keeps of them.

use super::{Answer, Refusal};
use crate::db::DbError;
use crate::formats::wire::{CODE_ALPHABET, CODE_LEN};
use hmac::{Hmac, Mac};
use sha2::{Digest, Sha256};
use subtle::ConstantTimeEq;

fn random_bytes<const N: usize>() -> Answer<[u8; N]> {
    let mut b = [0u8; N];
    getrandom::fill(&mut b).map_err(|e| {
        Refusal::Store(DbError::Invalid(format!(
            "the system gave no random numbers ({e}); hosting is not on"
        )))
    })?;
    Ok(b)
}

/// A new join code: [`CODE_LEN`] letters of [`CODE_ALPHABET`].
pub fn new_code() -> Answer<String> {
    // 31 letters: rejection sampling keeps every letter equally likely.
    let mut code = String::with_capacity(CODE_LEN);
    while code.len() < CODE_LEN {
        for b in random_bytes::<16>()? {
            if (b as usize) < 248 && code.len() < CODE_LEN {
                code.push(CODE_ALPHABET.as_bytes()[b as usize % CODE_ALPHABET.len()] as char);
            }
        }
    }
    Ok(code)
}

/// A new device token: 128 random bits, hex.
pub fn new_token() -> Answer<String> {
    Ok(hex(&random_bytes::<16>()?))
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// What the host keeps of a token: its SHA-256, hex.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// A spectator's token: 128 random bits and their MAC, keyed with the
/// watch link's token (secret, and new each time hosting is turned on, so
/// the spectators' tokens stop working with it), hex. Spectators store
/// nothing: they share the watch link's row.
pub(super) fn spectator_token(watch_token: &str) -> Answer<String> {
    let nonce = hex(&random_bytes::<16>()?);
    let tag = hex(&spectator_mac(watch_token, &nonce).finalize().into_bytes()[..16]);
    Ok(nonce + &tag)
}

type HmacSha256 = Hmac<Sha256>;

/// HMAC-SHA256 of a spectator's nonce, keyed with the watch link's token.
fn spectator_mac(watch_token: &str, nonce: &str) -> HmacSha256 {
    // HMAC takes a key of any length.
    let mut mac =
        HmacSha256::new_from_slice(watch_token.as_bytes()).expect("HMAC takes a key of any length");
    mac.update(b"mextrain spectator\0");
    mac.update(nonce.as_bytes());
    mac
}

/// Whether `token` is a spectator's token of the hosting with `watch_token`.
pub(super) fn is_spectator_token(watch_token: &str, token: &str) -> bool {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let (nonce, tag) = token.split_at(32);
    let Some(tag) = unhex(tag) else {
        return false;
    };
    // `verify_truncated_left` compares in constant time (subtle).
    spectator_mac(watch_token, nonce)
        .verify_truncated_left(&tag)
        .is_ok()
}

fn unhex(text: &str) -> Option<Vec<u8>> {
    (0..text.len())
        .step_by(2)
        .map(|i| u8::from_str_radix(text.get(i..i + 2)?, 16).ok())
        .collect()
}

/// Compares in time that does not depend on where they differ (nor on
/// what they hold; only on their lengths).
pub(super) fn same(a: &[u8], b: &[u8]) -> bool {
    a.ct_eq(b).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spectator_token_proves_itself_with_its_own_watch_token_only() {
        let t = spectator_token("watch-a").unwrap();
        assert_eq!(t.len(), 64);
        assert!(is_spectator_token("watch-a", &t));
        assert!(!is_spectator_token("watch-b", &t), "another hosting's");
        // Any change to the nonce or the tag is refused.
        for k in [0, 31, 32, 63] {
            let mut b = t.clone().into_bytes();
            b[k] = if b[k] == b'0' { b'1' } else { b'0' };
            let changed = String::from_utf8(b).unwrap();
            assert!(!is_spectator_token("watch-a", &changed), "changed at {k}");
        }
        assert!(!is_spectator_token("watch-a", &t[..62]));
        assert!(!is_spectator_token("watch-a", &format!("{}zz", &t[..62])));
    }

    #[test]
    fn the_tag_is_hmac_sha256_of_the_nonce() {
        // RFC 4231's construction, checked against a tag computed by hand
        // from the HMAC definition: H((K ^ opad) || H((K ^ ipad) || m)).
        let key = b"watch-a";
        let nonce = "00112233445566778899aabbccddeeff";
        let mut k = [0u8; 64];
        k[..key.len()].copy_from_slice(key);
        let inner: Vec<u8> = k.iter().map(|b| b ^ 0x36).collect();
        let outer: Vec<u8> = k.iter().map(|b| b ^ 0x5c).collect();
        let mut h = Sha256::new();
        h.update(&inner);
        h.update(b"mextrain spectator\0");
        h.update(nonce.as_bytes());
        let mut o = Sha256::new();
        o.update(&outer);
        o.update(h.finalize());
        let want = hex(&o.finalize()[..16]);
        assert!(is_spectator_token("watch-a", &format!("{nonce}{want}")));
    }

    #[test]
    fn same_is_equality() {
        assert!(same(b"K7MXQ2", b"K7MXQ2"));
        assert!(!same(b"K7MXQ2", b"K7MXQ3"));
        assert!(!same(b"K7MXQ2", b"K7MXQ"));
        assert!(same(b"", b""));
    }
}

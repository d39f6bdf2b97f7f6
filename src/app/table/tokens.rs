//! The join code, the devices' tokens and what the host keeps of them.

use super::{Answer, Refusal};
use crate::app::wire::{CODE_ALPHABET, CODE_LEN};
use crate::db::DbError;
use sha2::{Digest, Sha256};

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
    let mac = spectator_mac(watch_token, &nonce);
    Ok(nonce + &mac)
}

fn spectator_mac(watch_token: &str, nonce: &str) -> String {
    let mut h = Sha256::new();
    h.update(b"mextrain spectator\0");
    h.update(watch_token.as_bytes());
    h.update(b"\0");
    h.update(nonce.as_bytes());
    hex(&h.finalize()[..16])
}

/// Whether `token` is a spectator's token of the hosting with `watch_token`.
pub(super) fn is_spectator_token(watch_token: &str, token: &str) -> bool {
    if token.len() != 64 || !token.bytes().all(|b| b.is_ascii_hexdigit()) {
        return false;
    }
    let (nonce, mac) = token.split_at(32);
    same(spectator_mac(watch_token, nonce).as_bytes(), mac.as_bytes())
}

/// Compares in time that does not depend on where they differ.
pub(super) fn same(a: &[u8], b: &[u8]) -> bool {
    a.len() == b.len() && a.iter().zip(b).fold(0u8, |d, (x, y)| d | (x ^ y)) == 0
}

//! Linking accounts across platforms: `/link` on one platform issues a short one-time code that
//! expires; entering it on the other platform makes both accounts one member (shared history,
//! streak and points).

use chrono::{DateTime, Duration, Utc};

use crate::session::UserKey;

/// What entering a link code found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Redeemed {
    /// A live code, now used up: the account that issued it.
    Issuer(UserKey),
    /// The code existed but its time ran out.
    Expired,
    /// The code was already used (codes are one-time).
    Used,
    /// No such code.
    Unknown,
    /// The account that issued it entered it (left unused, for the other account).
    Own,
}

/// How long a link code stays valid.
pub const CODE_TTL_MINUTES: i64 = 10;

/// Letters and digits that cannot be confused when read on a phone (no 0/O, 1/I/L).
const ALPHABET: &[u8] = b"23456789ABCDEFGHJKMNPQRSTUVWXYZ";

/// A fresh 8-character code (about 40 bits) from the system's randomness.
pub fn new_code() -> String {
    code_from(uuid::Uuid::new_v4().as_u128())
}

/// The code for 128 random bits (split out so tests are deterministic).
pub fn code_from(mut bits: u128) -> String {
    (0..8)
        .map(|_| {
            let c = ALPHABET[(bits % ALPHABET.len() as u128) as usize] as char;
            bits /= ALPHABET.len() as u128;
            c
        })
        .collect()
}

/// When a code issued at `now` expires.
pub fn expiry(now: DateTime<Utc>) -> DateTime<Utc> {
    now + Duration::minutes(CODE_TTL_MINUTES)
}

/// A code as typed by a person: case and spaces/dashes ignored; `None` when it cannot be one.
pub fn normalise_code(input: &str) -> Option<String> {
    let code: String = input
        .chars()
        .filter(|c| !c.is_whitespace() && *c != '-')
        .collect::<String>()
        .to_ascii_uppercase();
    (code.len() == 8 && code.bytes().all(|b| ALPHABET.contains(&b))).then_some(code)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_readable_and_typing_variations_are_accepted() {
        let c = code_from(123_456_789_012_345);
        assert_eq!(c.len(), 8);
        assert_eq!(normalise_code(&format!(" {}-{} ", &c[..4], &c[4..]).to_lowercase()), Some(c));
        assert_eq!(normalise_code("0OIL1234"), None);
    }
}

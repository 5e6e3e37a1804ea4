//! The per-install key `/forget` files kept numbers under: HMAC-SHA256 of a platform account key,
//! so a duel rating or a no-show count comes back when that same account returns, while the stored
//! row names nobody (without this key, a hash cannot be tested against an account).

use hmac::{KeyInit, Mac};

type HmacSha256 = hmac::Hmac<sha2::Sha256>;

/// 32 random bytes, generated once per install (at the first `/forget` that keeps numbers) and
/// stored by the store beside what it protects.
#[derive(Clone, PartialEq, Eq)]
pub struct ForgetKey([u8; 32]);

impl std::fmt::Debug for ForgetKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ForgetKey(<redacted>)")
    }
}

/// A stored key that is not 64 hex digits.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("the stored forget key is not 64 hex digits")]
pub struct BadForgetKey;

/// An account's keyed hash (64 hex digits): what `forgotten_accounts` rows are keyed by.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct AccountHash(pub String);

impl ForgetKey {
    /// A fresh key from the OS's random source (two v4 UUIDs: 244 random bits).
    pub fn generate() -> ForgetKey {
        let mut k = [0u8; 32];
        k[..16].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        k[16..].copy_from_slice(uuid::Uuid::new_v4().as_bytes());
        ForgetKey(k)
    }

    pub fn to_hex(&self) -> String {
        hex::encode(self.0)
    }

    pub fn from_hex(s: &str) -> Result<ForgetKey, BadForgetKey> {
        hex::FromHex::from_hex(s).map(ForgetKey).map_err(|_| BadForgetKey)
    }

    /// HMAC-SHA256 of the account key as stored (`platform:id`).
    pub fn account(&self, account: &str) -> AccountHash {
        let mut mac = HmacSha256::new_from_slice(&self.0).expect("HMAC takes a key of any length");
        mac.update(account.as_bytes());
        AccountHash(hex::encode(mac.finalize().into_bytes()))
    }
}

/// A fresh id for one forgotten person's kept numbers (random: it says nothing of them).
pub fn fresh_stash_id() -> String {
    uuid::Uuid::new_v4().simple().to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_hash_is_rfc_4231_hmac_sha256() {
        // RFC 4231 test case 2: key "Jefe", data "what do ya want for nothing?" — with the key
        // zero-padded to 32 bytes, which HMAC treats the same as the short key.
        let mut k = [0u8; 32];
        k[..4].copy_from_slice(b"Jefe");
        let h = ForgetKey(k).account("what do ya want for nothing?");
        assert_eq!(h.0, "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843");
    }

    #[test]
    fn one_account_one_hash_and_another_key_another_hash() {
        let k = ForgetKey::generate();
        assert_eq!(k.account("telegram:1"), k.account("telegram:1"));
        assert_ne!(k.account("telegram:1"), k.account("telegram:2"));
        assert_ne!(k.account("telegram:1"), ForgetKey::generate().account("telegram:1"));
    }

    #[test]
    fn a_key_round_trips_through_hex_and_a_bad_one_is_refused() {
        let k = ForgetKey::generate();
        assert_eq!(ForgetKey::from_hex(&k.to_hex()), Ok(k.clone()));
        assert_eq!(ForgetKey::from_hex("abc"), Err(BadForgetKey));
        assert_eq!(ForgetKey::from_hex(&"g".repeat(64)), Err(BadForgetKey));
        assert!(!format!("{k:?}").contains(&k.to_hex()[..8]), "Debug never shows the key");
    }
}

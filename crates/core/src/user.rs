//! Who is talking to the bot: one platform account.

use serde::{Deserialize, Serialize};

/// Identifies a user across platforms: the platform (`console`, `telegram`, `discord`, …) and the
/// user's id there. Stored, logged and serialized as `platform:id` (e.g. `telegram:12345`); use
/// the fields rather than splitting that text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct UserKey {
    pub platform: String,
    pub id: String,
}

/// Text that is not a `platform:id` user key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a user key (platform:id): `{0}`")]
pub struct BadUserKey(pub String);

impl UserKey {
    pub fn new(platform: &str, id: &str) -> Self {
        UserKey { platform: platform.to_string(), id: id.to_string() }
    }

    /// Reads the stored form `platform:id` (the id may itself contain `:`).
    pub fn parse(s: &str) -> Result<Self, BadUserKey> {
        match s.split_once(':') {
            Some((platform, id)) if !platform.is_empty() => Ok(UserKey::new(platform, id)),
            _ => Err(BadUserKey(s.to_string())),
        }
    }
}

impl std::fmt::Display for UserKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.platform, self.id)
    }
}

impl From<UserKey> for String {
    fn from(key: UserKey) -> String {
        key.to_string()
    }
}

impl TryFrom<String> for UserKey {
    type Error = BadUserKey;
    fn try_from(s: String) -> Result<Self, BadUserKey> {
        UserKey::parse(&s)
    }
}

#[cfg(test)]
mod tests {
    use super::UserKey;

    #[test]
    fn a_user_key_keeps_its_stored_form_and_reads_back_into_fields() {
        let key = UserKey::new("telegram", "12345");
        assert_eq!(serde_json::to_string(&key).unwrap(), "\"telegram:12345\"");
        let back: UserKey = serde_json::from_str("\"discord:9:extra\"").unwrap();
        assert_eq!((back.platform.as_str(), back.id.as_str()), ("discord", "9:extra"));
        assert_eq!(back.to_string(), "discord:9:extra");
        assert!(serde_json::from_str::<UserKey>("\"no-platform\"").is_err());
        assert!(UserKey::parse(":id").is_err());
    }
}

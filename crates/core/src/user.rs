//! Who is talking to the bot: one platform account.

use serde::{Deserialize, Serialize};

/// Identifies a user across platforms, e.g. `console:alice`, `tg:12345`.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserKey(pub String);

impl UserKey {
    pub fn new(platform: &str, id: &str) -> Self {
        UserKey(format!("{platform}:{id}"))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// The platform part (`telegram` of `telegram:42`).
    pub fn platform(&self) -> &str {
        self.0.split_once(':').map_or("", |(p, _)| p)
    }
    /// The account id on its platform (`42` of `telegram:42`).
    pub fn id(&self) -> &str {
        self.0.split_once(':').map_or(&self.0, |(_, id)| id)
    }
}

impl std::fmt::Display for UserKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

//! Where each Discord user's interview lives (their private thread or DM channel), kept in a small
//! JSON file in the data directory so that after a restart an interview whose judge call was in
//! flight is resumed in the right place, and so thread messages are recognised as answers.

use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Mutex;

use serenity::all::{ChannelId, UserId};

/// user id → channel id, persisted.
pub struct ChannelBook {
    path: Option<PathBuf>,
    map: Mutex<HashMap<u64, u64>>,
}

impl ChannelBook {
    /// Loads the book from `path` (a missing or unreadable file starts empty).
    pub fn open(path: PathBuf) -> Self {
        let map = std::fs::read_to_string(&path)
            .ok()
            .and_then(|s| serde_json::from_str::<HashMap<String, u64>>(&s).ok())
            .map(|m| m.into_iter().filter_map(|(k, v)| Some((k.parse().ok()?, v))).collect())
            .unwrap_or_default();
        ChannelBook { path: Some(path), map: Mutex::new(map) }
    }

    /// A book that is not saved (tests).
    pub fn in_memory() -> Self {
        ChannelBook { path: None, map: Mutex::new(HashMap::new()) }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, u64>> {
        self.map.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub fn get(&self, user: UserId) -> Option<ChannelId> {
        self.lock().get(&user.get()).map(|c| ChannelId::new(*c))
    }

    /// Whether `channel` is `user`'s interview channel.
    pub fn is_users(&self, user: UserId, channel: ChannelId) -> bool {
        self.get(user) == Some(channel)
    }

    pub fn users(&self) -> Vec<(UserId, ChannelId)> {
        self.lock().iter().map(|(u, c)| (UserId::new(*u), ChannelId::new(*c))).collect()
    }

    /// Records `channel` for `user` and saves the book (write to a temporary file, then rename,
    /// so a crash never leaves half a file).
    pub fn set(&self, user: UserId, channel: ChannelId) {
        let snapshot: HashMap<String, u64> = {
            let mut map = self.lock();
            if map.insert(user.get(), channel.get()) == Some(channel.get()) {
                return;
            }
            map.iter().map(|(k, v)| (k.to_string(), *v)).collect()
        };
        let Some(path) = &self.path else { return };
        let tmp = path.with_extension("json.tmp");
        let result = serde_json::to_vec_pretty(&snapshot)
            .map_err(std::io::Error::other)
            .and_then(|bytes| std::fs::write(&tmp, bytes))
            .and_then(|()| std::fs::rename(&tmp, path));
        if let Err(e) = result {
            tracing::warn!(path = %path.display(), error = %e, "could not save the Discord channel book");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_book_survives_a_reopen() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("discord-channels.json");
        let book = ChannelBook::open(path.clone());
        book.set(UserId::new(7), ChannelId::new(70));
        let again = ChannelBook::open(path);
        assert!(again.is_users(UserId::new(7), ChannelId::new(70)));
        assert_eq!(again.users().len(), 1);
    }
}

use std::collections::{BTreeMap, HashMap};

/// Per user, bookmarks ordered by an increasing sequence number (re-adding after a removal gets a
/// new, larger one) plus the reverse index url -> sequence; per url, how many users hold it.
#[derive(Default)]
struct UserMarks {
    by_seq: BTreeMap<u64, String>,
    seq_of: HashMap<String, u64>,
}

struct Bookmarks {
    users: HashMap<String, UserMarks>,
    holders: HashMap<String, i32>,
    next_seq: u64,
}

impl Bookmarks {
    fn new() -> Self {
        Bookmarks { users: HashMap::new(), holders: HashMap::new(), next_seq: 0 }
    }

    fn add(&mut self, user: String, url: String) -> bool {
        let marks = self.users.entry(user).or_default();
        if marks.seq_of.contains_key(&url) {
            return false;
        }
        self.next_seq += 1;
        marks.seq_of.insert(url.clone(), self.next_seq);
        marks.by_seq.insert(self.next_seq, url.clone());
        *self.holders.entry(url).or_insert(0) += 1;
        true
    }

    fn remove(&mut self, user: String, url: String) -> bool {
        let Some(marks) = self.users.get_mut(&user) else { return false };
        let Some(seq) = marks.seq_of.remove(&url) else { return false };
        marks.by_seq.remove(&seq);
        if let Some(n) = self.holders.get_mut(&url) {
            *n -= 1;
        }
        true
    }

    fn count(&self, user: String) -> i32 {
        self.users.get(&user).map_or(0, |m| m.seq_of.len() as i32)
    }

    fn popularity(&self, url: String) -> i32 {
        self.holders.get(&url).copied().unwrap_or(0)
    }

    fn latest(&self, user: String, k: i32) -> Vec<String> {
        self.users
            .get(&user)
            .map(|m| m.by_seq.values().rev().take(k as usize).cloned().collect())
            .unwrap_or_default()
    }
}

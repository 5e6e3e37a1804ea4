use std::collections::{HashMap, VecDeque};

/// Live sessions with their expiry, plus a queue of (id, expiry) in the order they were set.
/// Every create/touch sets expiry = now + ttl and time never goes back, so the queue is in expiry
/// order; an entry whose expiry no longer matches the map is stale (touched again or logged out)
/// and is simply skipped.
struct SessionStore {
    ttl: i32,
    expiry: HashMap<String, i32>,
    queue: VecDeque<(String, i32)>,
}

impl SessionStore {
    fn new(ttl: i32) -> Self {
        SessionStore { ttl, expiry: HashMap::new(), queue: VecDeque::new() }
    }

    fn expire(&mut self, now: i32) {
        while let Some((id, at)) = self.queue.front() {
            if *at > now {
                break;
            }
            if self.expiry.get(id) == Some(at) {
                self.expiry.remove(id);
            }
            self.queue.pop_front();
        }
    }

    fn set(&mut self, id: String, now: i32) {
        let at = now + self.ttl;
        self.expiry.insert(id.clone(), at);
        self.queue.push_back((id, at));
    }

    fn create(&mut self, session_id: String, now: i32) -> bool {
        self.expire(now);
        if self.expiry.contains_key(&session_id) {
            return false;
        }
        self.set(session_id, now);
        true
    }

    fn touch(&mut self, session_id: String, now: i32) -> bool {
        self.expire(now);
        if !self.expiry.contains_key(&session_id) {
            return false;
        }
        self.set(session_id, now);
        true
    }

    fn logout(&mut self, session_id: String, now: i32) -> bool {
        self.expire(now);
        self.expiry.remove(&session_id).is_some()
    }

    fn is_active(&mut self, session_id: String, now: i32) -> bool {
        self.expire(now);
        self.expiry.contains_key(&session_id)
    }

    fn count_active(&mut self, now: i32) -> i32 {
        self.expire(now);
        self.expiry.len() as i32
    }
}

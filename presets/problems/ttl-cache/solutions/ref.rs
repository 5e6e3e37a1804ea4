use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};

/// Values with their expiry, plus a min-heap of (expiry, key) that may hold stale entries.
struct TTLCache {
    entries: HashMap<i32, (i32, i64)>,
    expiry: BinaryHeap<Reverse<(i64, i32)>>,
}

impl TTLCache {
    fn new() -> Self {
        TTLCache { entries: HashMap::new(), expiry: BinaryHeap::new() }
    }

    fn live(&self, key: i32, now_ms: i64) -> Option<i32> {
        self.entries.get(&key).filter(|&&(_, at)| now_ms < at).map(|&(v, _)| v)
    }

    fn set(&mut self, key: i32, value: i32, ttl_ms: i32, now_ms: i64) {
        let at = now_ms + i64::from(ttl_ms);
        self.entries.insert(key, (value, at));
        self.expiry.push(Reverse((at, key)));
    }

    fn get(&self, key: i32, now_ms: i64) -> i32 {
        self.live(key, now_ms).unwrap_or(-1)
    }

    fn remove(&mut self, key: i32, now_ms: i64) -> bool {
        let was = self.live(key, now_ms).is_some();
        self.entries.remove(&key);
        was
    }

    fn count(&mut self, now_ms: i64) -> i32 {
        while let Some(&Reverse((at, key))) = self.expiry.peek() {
            if at > now_ms {
                break;
            }
            self.expiry.pop();
            if self.entries.get(&key).is_some_and(|&(_, a)| a == at) {
                self.entries.remove(&key);
            }
        }
        self.entries.len() as i32
    }
}

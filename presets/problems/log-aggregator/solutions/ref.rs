use std::collections::{HashMap, VecDeque};

/// Log lines still in the window, oldest first, and per-endpoint counts that never hold a 0.
struct LogAggregator {
    window: i64,
    lines: VecDeque<(i32, String)>,
    counts: HashMap<String, i32>,
}

impl LogAggregator {
    fn new(window_sec: i32) -> Self {
        LogAggregator { window: i64::from(window_sec), lines: VecDeque::new(), counts: HashMap::new() }
    }

    fn expire(&mut self, timestamp: i32) {
        while self.lines.front().is_some_and(|(t, _)| i64::from(*t) <= i64::from(timestamp) - self.window) {
            if let Some((_, endpoint)) = self.lines.pop_front() {
                if let Some(c) = self.counts.get_mut(&endpoint) {
                    *c -= 1;
                    if *c == 0 {
                        self.counts.remove(&endpoint);
                    }
                }
            }
        }
    }

    fn record(&mut self, timestamp: i32, endpoint: String) {
        self.expire(timestamp);
        *self.counts.entry(endpoint.clone()).or_insert(0) += 1;
        self.lines.push_back((timestamp, endpoint));
    }

    fn count(&mut self, endpoint: String, timestamp: i32) -> i32 {
        self.expire(timestamp);
        self.counts.get(&endpoint).copied().unwrap_or(0)
    }

    fn top_k(&mut self, k: i32, timestamp: i32) -> Vec<String> {
        self.expire(timestamp);
        let mut all: Vec<(i32, &String)> = self.counts.iter().map(|(name, &c)| (-c, name)).collect();
        all.sort_unstable();
        all.into_iter().take(k as usize).map(|(_, name)| name.clone()).collect()
    }
}

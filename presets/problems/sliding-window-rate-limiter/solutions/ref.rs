use std::collections::{HashMap, VecDeque};

/// Per client, the times of accepted requests still inside the window, oldest first.
struct SlidingWindowLimiter {
    limit: usize,
    window: i64,
    logs: HashMap<String, VecDeque<i64>>,
}

impl SlidingWindowLimiter {
    fn new(limit: i32, window_ms: i32) -> Self {
        SlidingWindowLimiter { limit: limit as usize, window: i64::from(window_ms), logs: HashMap::new() }
    }

    fn allow(&mut self, key: String, now_ms: i64) -> bool {
        let log = self.logs.entry(key).or_default();
        while log.front().is_some_and(|&t| t <= now_ms - self.window) {
            log.pop_front();
        }
        if log.len() >= self.limit {
            return false;
        }
        log.push_back(now_ms);
        true
    }
}

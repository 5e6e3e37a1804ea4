use std::collections::HashMap;

/// Per key only today's usage is kept, as (day, used); a record from an earlier day counts as
/// unused. Days never go back, so the number of keys with usage today is one counter, reset when
/// the day changes.
struct QuotaTracker {
    limit: i32,
    usage: HashMap<String, (i32, i32)>,
    today: i32,
    active: i32,
}

impl QuotaTracker {
    fn new(daily_limit: i32) -> Self {
        QuotaTracker { limit: daily_limit, usage: HashMap::new(), today: -1, active: 0 }
    }

    fn used(&mut self, key: &str, day: i32) -> i32 {
        if day != self.today {
            self.today = day;
            self.active = 0;
        }
        match self.usage.get(key) {
            Some(&(d, used)) if d == day => used,
            _ => 0,
        }
    }

    fn set(&mut self, key: String, day: i32, before: i32, after: i32) {
        self.usage.insert(key, (day, after));
        self.active += (after > 0) as i32 - (before > 0) as i32;
    }

    fn consume(&mut self, key: String, day: i32, amount: i32) -> bool {
        let used = self.used(&key, day);
        if used as i64 + amount as i64 > self.limit as i64 {
            return false;
        }
        self.set(key, day, used, used + amount);
        true
    }

    fn refund(&mut self, key: String, day: i32, amount: i32) -> i32 {
        let used = self.used(&key, day);
        let back = amount.min(used);
        self.set(key, day, used, used - back);
        back
    }

    fn remaining(&mut self, key: String, day: i32) -> i32 {
        self.limit - self.used(&key, day)
    }

    fn active_keys(&mut self, day: i32) -> i32 {
        self.used("", day);
        self.active
    }
}

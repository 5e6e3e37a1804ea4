use std::collections::HashMap;

/// Buckets count integer milli-tokens: t ms at r tokens/s adds exactly t*r of them.
struct TokenBucketLimiter {
    full: i64,
    rate: i64,
    buckets: HashMap<String, (i64, i64)>,
}

impl TokenBucketLimiter {
    fn new(capacity: i32, refill_per_sec: i32) -> Self {
        TokenBucketLimiter {
            full: i64::from(capacity) * 1000,
            rate: i64::from(refill_per_sec),
            buckets: HashMap::new(),
        }
    }

    fn allow(&mut self, key: String, now_ms: i64, cost: i32) -> bool {
        let full = self.full;
        let (milli, settled) = self.buckets.entry(key).or_insert((full, now_ms));
        *milli = full.min(*milli + (now_ms - *settled) * self.rate);
        *settled = now_ms;
        let need = i64::from(cost) * 1000;
        if *milli < need {
            return false;
        }
        *milli -= need;
        true
    }
}

use std::collections::VecDeque;

const WINDOW: i64 = 300;

/// Hits grouped per second, oldest first, plus a running total.
struct HitCounter {
    buckets: VecDeque<(i32, i32)>,
    total: i32,
}

impl HitCounter {
    fn new() -> Self {
        HitCounter { buckets: VecDeque::new(), total: 0 }
    }

    fn expire(&mut self, timestamp: i32) {
        while let Some(&(t, hits)) = self.buckets.front() {
            if i64::from(t) > i64::from(timestamp) - WINDOW {
                break;
            }
            self.total -= hits;
            self.buckets.pop_front();
        }
    }

    fn hit(&mut self, timestamp: i32) {
        self.expire(timestamp);
        match self.buckets.back_mut() {
            Some((t, hits)) if *t == timestamp => *hits += 1,
            _ => self.buckets.push_back((timestamp, 1)),
        }
        self.total += 1;
    }

    fn get_hits(&mut self, timestamp: i32) -> i32 {
        self.expire(timestamp);
        self.total
    }
}

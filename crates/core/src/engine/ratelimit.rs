//! Per-user rate limit: a token bucket per user and per kind of action. Time is passed in, so the
//! limiter is deterministic under test (no sleeps).

use std::time::Duration;

use tokio::time::Instant;

use dashmap::DashMap;

use crate::session::UserKey;

/// Bucket shape: `burst` actions at once, refilled at `per_minute`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct RateRule {
    pub burst: u32,
    pub per_minute: u32,
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    updated: Instant,
}

/// What is being limited.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Message,
    Submission,
}

/// Token buckets keyed by user and action.
pub struct RateLimiter {
    message: RateRule,
    submission: RateRule,
    buckets: DashMap<(UserKey, Action), Bucket>,
}

impl RateLimiter {
    pub fn new(message: RateRule, submission: RateRule) -> Self {
        RateLimiter { message, submission, buckets: DashMap::new() }
    }

    /// Takes one token, or says how long until one is available.
    pub fn check(&self, user: &UserKey, action: Action, now: Instant) -> Result<(), Duration> {
        let rule = match action {
            Action::Message => self.message,
            Action::Submission => self.submission,
        };
        if rule.per_minute == 0 {
            return Ok(()); // 0 disables the limit
        }
        let rate = f64::from(rule.per_minute) / 60.0;
        let mut entry = self
            .buckets
            .entry((user.clone(), action))
            .or_insert(Bucket { tokens: f64::from(rule.burst.max(1)), updated: now });
        let b = entry.value_mut();
        let elapsed = now.saturating_duration_since(b.updated).as_secs_f64();
        b.tokens = (b.tokens + elapsed * rate).min(f64::from(rule.burst.max(1)));
        b.updated = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            Ok(())
        } else {
            Err(Duration::from_secs_f64((1.0 - b.tokens) / rate))
        }
    }

    /// Drops a user's buckets (on /forget).
    /// Drops the buckets that have refilled by `now`: a fresh bucket is the same, so nothing
    /// changes for their users and idle users cost no memory.
    pub fn prune(&self, now: Instant) {
        let (message, submission) = (self.message, self.submission);
        self.buckets.retain(|(_, action), b| {
            let rule = match action {
                Action::Message => message,
                Action::Submission => submission,
            };
            let rate = f64::from(rule.per_minute) / 60.0;
            let elapsed = now.saturating_duration_since(b.updated).as_secs_f64();
            b.tokens + elapsed * rate < f64::from(rule.burst.max(1))
        });
    }

    pub fn forget(&self, user: &UserKey) {
        self.buckets.retain(|(u, _), _| u != user);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn burst_then_refill_per_user() {
        let rl = RateLimiter::new(
            RateRule { burst: 2, per_minute: 60 },
            RateRule { burst: 1, per_minute: 6 },
        );
        let (a, b) = (UserKey::new("t", "a"), UserKey::new("t", "b"));
        let t0 = Instant::now();
        assert!(rl.check(&a, Action::Message, t0).is_ok());
        assert!(rl.check(&a, Action::Message, t0).is_ok());
        let wait = rl.check(&a, Action::Message, t0).unwrap_err();
        assert!(wait <= Duration::from_secs(1));
        assert!(rl.check(&b, Action::Message, t0).is_ok(), "another user is not affected");
        assert!(rl.check(&a, Action::Message, t0 + Duration::from_secs(1)).is_ok(), "refilled");
        assert!(rl.check(&a, Action::Submission, t0).is_ok());
        let wait = rl.check(&a, Action::Submission, t0).unwrap_err();
        assert!(wait > Duration::from_secs(9));
    }
}

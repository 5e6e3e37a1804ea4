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

impl RateRule {
    /// No limit (`per_minute` 0).
    pub const fn default_off() -> Self {
        RateRule { burst: 1, per_minute: 0 }
    }
}

#[derive(Debug, Clone, Copy)]
struct Bucket {
    tokens: f64,
    updated: Instant,
    /// When the user was last told to slow down: a flood gets one "slow down" per
    /// [`TELL_EVERY`], not one reply per message (each a send that holds up everyone else's, and
    /// in a group a post everyone sees) nor one per token the bucket grants back.
    told: Option<Instant>,
}

/// How often a user who keeps being refused is told so.
pub(crate) const TELL_EVERY: Duration = Duration::from_secs(60);

/// A refused action: how long until a token is back, and whether to say so (at most once per
/// [`TELL_EVERY`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Limited {
    pub wait: Duration,
    pub tell: bool,
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

    /// Takes one token, or says how long until one is available (and whether to tell the user).
    pub fn check(&self, user: &UserKey, action: Action, now: Instant) -> Result<(), Limited> {
        let rule = match action {
            Action::Message => self.message,
            Action::Submission => self.submission,
        };
        if rule.per_minute == 0 {
            return Ok(()); // 0 disables the limit
        }
        let rate = f64::from(rule.per_minute) / 60.0;
        let mut entry = self.buckets.entry((user.clone(), action)).or_insert(Bucket {
            tokens: f64::from(rule.burst.max(1)),
            updated: now,
            told: None,
        });
        let b = entry.value_mut();
        let elapsed = now.saturating_duration_since(b.updated).as_secs_f64();
        b.tokens = (b.tokens + elapsed * rate).min(f64::from(rule.burst.max(1)));
        b.updated = now;
        if b.tokens >= 1.0 {
            b.tokens -= 1.0;
            Ok(())
        } else {
            let tell = b.told.is_none_or(|at| now.saturating_duration_since(at) >= TELL_EVERY);
            if tell {
                b.told = Some(now);
            }
            Err(Limited { wait: Duration::from_secs_f64((1.0 - b.tokens) / rate), tell })
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
        let wait = rl.check(&a, Action::Message, t0).unwrap_err().wait;
        assert!(wait <= Duration::from_secs(1));
        assert!(rl.check(&b, Action::Message, t0).is_ok(), "another user is not affected");
        assert!(rl.check(&a, Action::Message, t0 + Duration::from_secs(1)).is_ok(), "refilled");
        assert!(rl.check(&a, Action::Submission, t0).is_ok());
        let wait = rl.check(&a, Action::Submission, t0).unwrap_err().wait;
        assert!(wait > Duration::from_secs(9));
    }

    #[test]
    fn a_flood_is_told_to_slow_down_once_a_minute_however_the_bucket_refills() {
        let rl = RateLimiter::new(RateRule { burst: 1, per_minute: 60 }, RateRule::default_off());
        let a = UserKey::new("t", "a");
        let t0 = Instant::now();
        assert!(rl.check(&a, Action::Message, t0).is_ok());
        let told: Vec<bool> =
            (0..300).map(|_| rl.check(&a, Action::Message, t0).unwrap_err().tell).collect();
        assert_eq!(told.iter().filter(|t| **t).count(), 1, "one reply to 300 refused messages");
        assert!(told[0]);
        // A token granted back does not buy another "slow down" within the minute …
        let t1 = t0 + Duration::from_secs(2);
        assert!(rl.check(&a, Action::Message, t1).is_ok());
        assert!(!rl.check(&a, Action::Message, t1).unwrap_err().tell);
        // … a minute after the last one, a flood still going on is told once more.
        let t2 = t0 + TELL_EVERY;
        assert!(rl.check(&a, Action::Message, t2).is_ok());
        let told: Vec<bool> =
            (0..10).map(|_| rl.check(&a, Action::Message, t2).unwrap_err().tell).collect();
        assert_eq!(told, [true, false, false, false, false, false, false, false, false, false]);
    }
}

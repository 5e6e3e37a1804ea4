//! A circuit breaker in front of the model server: after `threshold` consecutive failed calls it
//! opens and fails fast for `cooldown`, so a dead server costs the interview nothing; then one
//! probe is let through (half-open) and its outcome closes or re-opens the circuit. The client
//! makes that probe a request of a few tokens, so a server back from an outage is not judged by
//! a whole turn's prompt on a cold cache.

use std::sync::Mutex;
use std::time::{Duration, Instant};

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum State {
    Closed { failures: u32 },
    Open { until: Instant },
    HalfOpen { probing: bool },
}

/// What the breaker says about a call about to start.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Admit {
    Yes,
    /// Half-open: this call is the probe.
    Probe,
    No,
}

#[derive(Debug)]
pub struct Breaker {
    threshold: u32,
    cooldown: Duration,
    state: Mutex<State>,
}

impl Breaker {
    pub fn new(threshold: u32, cooldown: Duration) -> Self {
        Breaker {
            threshold: threshold.max(1),
            cooldown,
            state: Mutex::new(State::Closed { failures: 0 }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Whether calls fail fast at `now` (open and cooling down); changes nothing.
    pub fn is_open(&self, now: Instant) -> bool {
        matches!(*self.lock(), State::Open { until } if now < until)
    }

    /// Whether a call may start at `now`.
    pub fn admit(&self, now: Instant) -> Admit {
        let mut s = self.lock();
        match *s {
            State::Closed { .. } => Admit::Yes,
            State::Open { until } if now < until => Admit::No,
            State::Open { .. } | State::HalfOpen { probing: false } => {
                *s = State::HalfOpen { probing: true };
                Admit::Probe
            }
            State::HalfOpen { probing: true } => Admit::No,
        }
    }

    pub fn success(&self) {
        *self.lock() = State::Closed { failures: 0 };
    }

    pub fn failure(&self, now: Instant) {
        let mut s = self.lock();
        *s = match *s {
            State::Closed { failures } if failures + 1 < self.threshold => {
                State::Closed { failures: failures + 1 }
            }
            _ => State::Open { until: now + self.cooldown },
        };
    }

    /// A call that ended without saying anything about the server's health (e.g. its answer was
    /// unreadable): a pending probe slot is released.
    pub fn neutral(&self) {
        let mut s = self.lock();
        if let State::HalfOpen { probing: true } = *s {
            *s = State::HalfOpen { probing: false };
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opens_after_threshold_then_half_opens_for_one_probe() {
        let b = Breaker::new(3, Duration::from_secs(10));
        let t0 = Instant::now();
        b.failure(t0);
        b.failure(t0);
        assert_eq!(b.admit(t0), Admit::Yes, "two failures keep it closed");
        b.failure(t0);
        assert_eq!(b.admit(t0 + Duration::from_secs(1)), Admit::No);
        let later = t0 + Duration::from_secs(11);
        assert_eq!(b.admit(later), Admit::Probe);
        assert_eq!(b.admit(later), Admit::No, "only one probe at a time");
        b.failure(later);
        assert_eq!(b.admit(later + Duration::from_secs(1)), Admit::No, "a failed probe re-opens");
        let much_later = later + Duration::from_secs(20);
        assert_eq!(b.admit(much_later), Admit::Probe);
        b.success();
        assert_eq!(b.admit(much_later), Admit::Yes);
    }

    #[test]
    fn a_success_resets_the_failure_count() {
        let b = Breaker::new(2, Duration::from_secs(10));
        let t0 = Instant::now();
        b.failure(t0);
        b.success();
        b.failure(t0);
        assert_eq!(b.admit(t0), Admit::Yes);
    }
}

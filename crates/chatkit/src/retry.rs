//! One retry policy for every chat front end's requests (backon): exponential backoff with
//! jitter and a bounded number of attempts. A wait the platform asks for (Telegram's
//! `retry_after`) replaces the backoff's delay, capped at [`MAX_WAIT`], and still counts as an
//! attempt, so a request is never retried without end.

use std::future::Future;
use std::time::Duration;

use backon::{ExponentialBuilder, Retryable};

/// Retries after the first attempt.
pub const RETRIES: usize = 7;
/// The first backoff delay; it doubles (with jitter) up to [`MAX_DELAY`].
const MIN_DELAY: Duration = Duration::from_millis(250);
const MAX_DELAY: Duration = Duration::from_secs(10);
/// Longest wait the platform may ask for in one step.
pub const MAX_WAIT: Duration = Duration::from_secs(60);

/// What a failed request deserves, as the adapter reads its platform's error.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Retry {
    /// It would fail again (bad request, forbidden…).
    Never,
    /// It may go away (network drop, server error): wait the policy's backoff.
    Backoff,
    /// The platform said when to come back.
    After(Duration),
}

/// Runs `call` until it succeeds, fails for good ([`Retry::Never`] from `classify`), or has been
/// retried [`RETRIES`] times. `what` names the request in the log.
pub async fn with_retry<T, E, F, Fut>(
    what: &str,
    call: F,
    classify: impl Fn(&E) -> Retry,
) -> Result<T, E>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, E>>,
    E: std::fmt::Display,
{
    let policy = ExponentialBuilder::default()
        .with_min_delay(MIN_DELAY)
        .with_max_delay(MAX_DELAY)
        .with_max_times(RETRIES)
        .with_jitter();
    let result = call
        .retry(policy)
        .sleep(tokio::time::sleep)
        .when(|e| classify(e) != Retry::Never)
        // `next` is `None` once the attempts are spent: an asked-for wait does not extend them.
        .adjust(|e, next| {
            next.map(|backoff| match classify(e) {
                Retry::After(wait) => wait.min(MAX_WAIT),
                _ => backoff,
            })
        })
        .notify(|e, wait| tracing::info!(what, error = %e, ?wait, "request retried"))
        .await;
    if let Err(e) = &result {
        tracing::warn!(what, error = %e, "request failed");
    }
    result
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;
    use tokio::time::Instant;

    #[derive(Debug, PartialEq)]
    struct Fail(Retry);

    impl std::fmt::Display for Fail {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            write!(f, "{:?}", self.0)
        }
    }

    /// Calls `with_retry` on a request that fails with `errors` in turn, then succeeds; returns
    /// the result and how many calls were made.
    async fn run(errors: &[Retry]) -> (Result<(), Fail>, usize) {
        let calls = Cell::new(0);
        let result = with_retry(
            "test",
            || {
                let n = calls.get();
                calls.set(n + 1);
                let outcome = errors.get(n).map_or(Ok(()), |r| Err(Fail(*r)));
                async move { outcome }
            },
            |e: &Fail| e.0,
        )
        .await;
        (result, calls.get())
    }

    #[tokio::test(start_paused = true)]
    async fn a_transient_failure_is_retried_until_it_succeeds() {
        assert_eq!(run(&[Retry::Backoff, Retry::Backoff]).await, (Ok(()), 3));
    }

    #[tokio::test(start_paused = true)]
    async fn a_permanent_failure_is_not_retried() {
        assert_eq!(run(&[Retry::Never]).await, (Err(Fail(Retry::Never)), 1));
    }

    #[tokio::test(start_paused = true)]
    async fn attempts_are_bounded_even_when_the_platform_says_when() {
        let always = [Retry::After(Duration::from_secs(1)); 50];
        let (result, calls) = run(&always).await;
        assert!(result.is_err());
        assert_eq!(calls, RETRIES + 1);
    }

    /// The clock is tokio's paused one: the waits are read off it, not measured.
    #[tokio::test(start_paused = true)]
    async fn the_wait_the_platform_asks_for_is_honoured_up_to_a_minute() {
        let start = Instant::now();
        assert_eq!(run(&[Retry::After(Duration::from_secs(30))]).await, (Ok(()), 2));
        assert_eq!(start.elapsed(), Duration::from_secs(30));
        let start = Instant::now();
        assert_eq!(run(&[Retry::After(Duration::from_secs(3600))]).await, (Ok(()), 2));
        assert_eq!(start.elapsed(), MAX_WAIT);
    }
}

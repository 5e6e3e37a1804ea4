//! Deterministic crash points for the crash tests. The app arms one from its configuration
//! (`[testing] crash_at = "<point>[#<n>]"`) when it builds ([`arm`]); the process then ends (the
//! app's `crash` function: an abort, no unwinding, no destructors — what `kill -9` leaves) the
//! `n`-th time (default the first) it passes `<point>`. Unarmed, every point is one atomic load.
//! The core only marks the points: it neither reads the configuration nor ends the process itself.
//!
//! Why not the `fail` crate: its actions (panic, return, sleep) do not end the process when hit in
//! a tokio task — the runtime catches the panic — so it would need a callback registered at start
//! anyway, plus a cargo feature that makes the binary under test differ from the shipped one and
//! every test invocation pass `--features`. This is the same idea in a few lines.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// Steps of a turn, in order.
pub const POINTS: [&str; 6] = ["received", "acked", "persisted", "judging", "verdict", "sent"];

struct Armed {
    point: String,
    nth: u32,
    seen: AtomicU32,
    crash: fn(&str),
}

static ARMED: OnceLock<Armed> = OnceLock::new();

/// A crash-point spec that does not parse.
#[derive(Debug, thiserror::Error)]
#[error("`{0}` is not a crash point spec (`<point>[#<n>]`, n ≥ 1)")]
pub struct BadSpec(String);

/// Arms the point named by `spec` (`<point>[#<n>]`): its `n`-th pass calls `crash`, which must
/// end the process. Only the first call arms anything.
pub fn arm(spec: &str, crash: fn(&str)) -> Result<(), BadSpec> {
    let bad = || BadSpec(spec.to_string());
    let (point, nth) = match spec.split_once('#') {
        Some((p, n)) => (p.to_string(), n.parse::<u32>().map_err(|_| bad())?),
        None => (spec.to_string(), 1),
    };
    if point.is_empty() || nth == 0 {
        return Err(bad());
    }
    let _ = ARMED.set(Armed { point, nth, seen: AtomicU32::new(0), crash });
    Ok(())
}

/// Passes the point `name`; crashes if it is the armed one's `n`-th pass.
pub fn hit(name: &str) {
    let Some(a) = ARMED.get() else { return };
    if a.point == name && a.seen.fetch_add(1, Ordering::SeqCst) + 1 == a.nth {
        (a.crash)(name);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_spec_without_a_point_or_with_a_zeroth_pass_is_refused() {
        assert!(arm("", |_| {}).is_err());
        assert!(arm("sent#0", |_| {}).is_err());
        assert!(arm("sent#x", |_| {}).is_err());
    }
}

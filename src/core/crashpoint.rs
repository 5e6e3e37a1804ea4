//! Deterministic crash points for the crash tests: `MASHANG_TEST_CRASH_AT=<point>[#<n>]` makes the
//! process abort (no unwinding, no destructors: what `kill -9` leaves) the `n`-th time (default
//! the first) it passes `<point>`. Without the variable every point is one relaxed atomic load.
//!
//! Why not the `fail` crate: its actions (panic, return, sleep) do not end the process when hit in
//! a tokio task — the runtime catches the panic — so it would need a callback registered at start
//! anyway, plus a cargo feature that makes the binary under test differ from the shipped one and
//! every test invocation pass `--features`. This is the same idea in twenty lines.

use std::sync::OnceLock;
use std::sync::atomic::{AtomicU32, Ordering};

/// The environment variable naming the crash point.
pub const ENV: &str = "MASHANG_TEST_CRASH_AT";

/// Steps of a turn, in order.
pub const POINTS: [&str; 6] = ["received", "acked", "persisted", "judging", "verdict", "sent"];

struct Armed {
    point: String,
    nth: u32,
    seen: AtomicU32,
}

fn armed() -> Option<&'static Armed> {
    static ARMED: OnceLock<Option<Armed>> = OnceLock::new();
    ARMED
        .get_or_init(|| {
            let spec = std::env::var(ENV).ok()?;
            let (point, nth) = match spec.split_once('#') {
                Some((p, n)) => (p.to_string(), n.parse().ok()?),
                None => (spec, 1),
            };
            Some(Armed { point, nth, seen: AtomicU32::new(0) })
        })
        .as_ref()
}

/// Passes the point `name`; aborts the process if it is the armed one's `n`-th pass.
pub fn hit(name: &str) {
    let Some(a) = armed() else { return };
    if a.point == name && a.seen.fetch_add(1, Ordering::SeqCst) + 1 == a.nth {
        eprintln!("crash point `{name}` #{}: aborting", a.nth);
        std::process::abort();
    }
}

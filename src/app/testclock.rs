//! The end-to-end tests' hold on time in the real binary: with `MASHANG_TEST_CLOCK_SKEW_FILE`
//! set, the duels' clock is the system clock plus the whole seconds written in that file (read on
//! every call, so a test moves time forward by rewriting it), and `MASHANG_TEST_DUEL_TICK_MS`
//! sets how often the duel timer looks, `MASHANG_TEST_DRILL_TICK_MS` how often the drills
//! scheduler does (the replicas' daily-post race); the live leaderboards run on the duels' clock
//! (so a test moves past their edit gap), `MASHANG_TEST_BOARD_TICK_MS` sets how often they look
//! and `MASHANG_TEST_BOARD_GAP_S` their least time between two edits. Unset (production), the
//! system clock, a minute for duels and the scheduler, 30 s and 15 s for boards.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use mashang_core::ports::Clock;

use super::SystemClock;

/// The variable naming the skew file.
pub const SKEW_ENV: &str = "MASHANG_TEST_CLOCK_SKEW_FILE";
/// The variable setting the duel timer's period in milliseconds.
pub const TICK_ENV: &str = "MASHANG_TEST_DUEL_TICK_MS";
/// The variable setting the drills scheduler's period in milliseconds.
pub const DRILL_TICK_ENV: &str = "MASHANG_TEST_DRILL_TICK_MS";

/// The variable setting how often the live-board loop looks, in milliseconds.
pub const BOARD_TICK_ENV: &str = "MASHANG_TEST_BOARD_TICK_MS";
/// The variable setting the least time between two edits of a live board, in seconds.
pub const BOARD_GAP_ENV: &str = "MASHANG_TEST_BOARD_GAP_S";

/// The system clock moved by the seconds in a file (missing or unreadable: no skew).
struct SkewClock(PathBuf);

impl Clock for SkewClock {
    fn now(&self) -> chrono::DateTime<chrono::Utc> {
        let skew = std::fs::read_to_string(&self.0)
            .ok()
            .and_then(|s| s.trim().parse::<i64>().ok())
            .unwrap_or(0);
        chrono::Utc::now() + chrono::Duration::seconds(skew)
    }
}

/// The clock duels run on.
pub fn duel_clock() -> Arc<dyn Clock> {
    match std::env::var_os(SKEW_ENV) {
        Some(path) => Arc::new(SkewClock(PathBuf::from(path))),
        None => Arc::new(SystemClock),
    }
}

/// How often the duel timer runs.
pub fn duel_tick() -> Duration {
    std::env::var(TICK_ENV)
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(Duration::from_secs(60), Duration::from_millis)
}

/// How often the drills scheduler looks for due posts.
pub fn drill_tick() -> Duration {
    std::env::var(DRILL_TICK_ENV)
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(Duration::from_secs(60), Duration::from_millis)
}

/// How the live leaderboards are paced: the duels' clock, and their loop's period.
pub fn board_timing() -> mashang_core::drills::live::LiveTiming {
    let tick = std::env::var(BOARD_TICK_ENV)
        .ok()
        .and_then(|v| v.parse::<u64>().ok())
        .map_or(mashang_core::drills::live::LOOK_EVERY, Duration::from_millis);
    let gap = std::env::var(BOARD_GAP_ENV)
        .ok()
        .and_then(|v| v.parse::<i64>().ok())
        .map_or(chrono::Duration::seconds(mashang_core::drills::live::EDIT_GAP_SECS), |s| {
            chrono::Duration::seconds(s)
        });
    mashang_core::drills::live::LiveTiming { tick, gap, clock: duel_clock() }
}

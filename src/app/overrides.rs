//! What a test changes in the object graph [`App::build_with`](super::App::build_with) makes:
//! the test knobs (the group timers' clock and periods, the live boards' pace, a crash point) and
//! the seams an in-process test fills (executor, bank, interviewer). Each knob left `None` comes
//! from the configuration's `[testing]` section — the end-to-end tests set it for the real binary
//! — and, unset there too, is the production value: the system clock, a minute for the duel and
//! drill timers, 30 s and 15 s for the boards.

use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use mashang_core::brain::hook::LlmHook;
use mashang_core::drills::live::{EDIT_GAP_SECS, LOOK_EVERY, LiveTiming};
use mashang_core::interviewer::{Grader, QuestionBank};
use mashang_core::ports::{Clock, Executor};
use mashang_judge::problem::Bank;

use super::SystemClock;
use crate::config::TestingConfig;

/// Changes to the object graph for tests; `Overrides::default()` changes nothing (what
/// [`App::build`](super::App::build) uses).
#[derive(Clone, Default)]
pub struct Overrides {
    /// The clock duels, peer sessions and live boards run on (the engine and the drills
    /// scheduler keep the system clock, as with the configuration's skew file).
    pub clock: Option<Arc<dyn Clock>>,
    /// How often the duel and peer-session timers look.
    pub duel_tick: Option<Duration>,
    /// How often the drills scheduler looks.
    pub drill_tick: Option<Duration>,
    /// How often the live-board loop looks.
    pub board_tick: Option<Duration>,
    /// The least time between two edits of a live board.
    pub board_gap: Option<chrono::Duration>,
    /// A crash point, `<point>[#<n>]`: the process aborts there (see `mashang_core::crashpoint`).
    pub crash_at: Option<String>,
    /// Runs every job instead of the configured sandbox or Redis queue (still behind the one fair
    /// queue).
    pub executor: Option<Arc<dyn Executor>>,
    /// The problem bank, instead of loading the configured folder.
    pub bank: Option<Arc<Bank>>,
    /// The interviewer's questions and grader, instead of the bank's and the judge's.
    pub interviewer: Option<Interviewer>,
    /// The LLM interviewer, instead of the configured model's (or none).
    pub llm: Option<Arc<LlmHook>>,
}

/// An interviewer's question bank and grader (in-process tests use fixtures).
#[derive(Clone)]
pub struct Interviewer {
    pub questions: Arc<dyn QuestionBank>,
    pub grader: Arc<dyn Grader>,
}

impl std::fmt::Debug for Overrides {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Overrides")
            .field("clock", &self.clock.is_some())
            .field("duel_tick", &self.duel_tick)
            .field("drill_tick", &self.drill_tick)
            .field("board_tick", &self.board_tick)
            .field("board_gap", &self.board_gap)
            .field("crash_at", &self.crash_at)
            .field("executor", &self.executor.is_some())
            .field("bank", &self.bank.is_some())
            .field("interviewer", &self.interviewer.is_some())
            .field("llm", &self.llm.is_some())
            .finish()
    }
}

/// The group timers' clock and periods, resolved.
pub(crate) struct Timing {
    pub(crate) clock: Arc<dyn Clock>,
    pub(crate) duel_tick: Duration,
    pub(crate) drill_tick: Duration,
    pub(crate) boards: LiveTiming,
}

/// The production period of the duel, peer-session and drill timers.
const TIMER_PERIOD: Duration = Duration::from_secs(60);

impl Overrides {
    /// The timing: these overrides, else the configuration's `[testing]` knobs, else production.
    pub(crate) fn timing(&self, t: &TestingConfig) -> Timing {
        let clock: Arc<dyn Clock> = match (&self.clock, &t.clock_skew_file) {
            (Some(c), _) => Arc::clone(c),
            (None, Some(file)) => Arc::new(SkewClock(file.clone())),
            (None, None) => Arc::new(SystemClock),
        };
        let ms = |v: Option<u64>| v.map(Duration::from_millis);
        let boards = LiveTiming {
            tick: self.board_tick.or(ms(t.board_tick_ms)).unwrap_or(LOOK_EVERY),
            gap: self
                .board_gap
                .or(t.board_gap_secs.map(chrono::Duration::seconds))
                .unwrap_or(chrono::Duration::seconds(EDIT_GAP_SECS)),
            clock: Arc::clone(&clock),
        };
        Timing {
            duel_tick: self.duel_tick.or(ms(t.duel_tick_ms)).unwrap_or(TIMER_PERIOD),
            drill_tick: self.drill_tick.or(ms(t.drill_tick_ms)).unwrap_or(TIMER_PERIOD),
            boards,
            clock,
        }
    }

    /// The crash point to arm: this override, else the configuration's.
    pub(crate) fn crash_at<'a>(&'a self, t: &'a TestingConfig) -> Option<&'a str> {
        self.crash_at.as_deref().or(t.crash_at.as_deref())
    }
}

/// Arms the crash point `spec` for the life of the process: its pass aborts the process (no
/// unwinding, no destructors — what `kill -9` leaves). Only the first armed point counts.
pub(crate) fn arm_crash_point(spec: &str) -> Result<(), mashang_core::crashpoint::BadSpec> {
    mashang_core::crashpoint::arm(spec, |name| {
        eprintln!("crash point `{name}`: aborting");
        std::process::abort();
    })
}

/// The system clock moved by the whole seconds in a file (missing or unreadable: no skew), read
/// on every call so that a test moves time by rewriting the file.
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unset_knobs_are_the_production_timing() {
        let t = Overrides::default().timing(&TestingConfig::default());
        assert_eq!((t.duel_tick, t.drill_tick), (TIMER_PERIOD, TIMER_PERIOD));
        assert_eq!(t.boards.tick, LOOK_EVERY);
        assert_eq!(t.boards.gap, chrono::Duration::seconds(EDIT_GAP_SECS));
        assert_eq!(Overrides::default().crash_at(&TestingConfig::default()), None);
    }

    #[test]
    fn an_override_wins_over_the_configuration_and_the_configuration_over_production() {
        let config = TestingConfig {
            duel_tick_ms: Some(200),
            drill_tick_ms: Some(100),
            board_gap_secs: Some(3),
            crash_at: Some("sent#2".into()),
            ..TestingConfig::default()
        };
        let overrides = Overrides {
            duel_tick: Some(Duration::from_millis(5)),
            crash_at: Some("acked".into()),
            ..Overrides::default()
        };
        let t = overrides.timing(&config);
        assert_eq!(t.duel_tick, Duration::from_millis(5));
        assert_eq!(t.drill_tick, Duration::from_millis(100));
        assert_eq!(t.boards.tick, LOOK_EVERY);
        assert_eq!(t.boards.gap, chrono::Duration::seconds(3));
        assert_eq!(overrides.crash_at(&config), Some("acked"));
        assert_eq!(Overrides::default().crash_at(&config), Some("sent#2"));
    }

    #[test]
    fn the_skew_file_moves_the_group_clock_by_its_seconds() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("skew");
        std::fs::write(&file, "3600\n").unwrap();
        let config =
            TestingConfig { clock_skew_file: Some(file.clone()), ..TestingConfig::default() };
        let t = Overrides::default().timing(&config);
        let ahead = t.clock.now() - chrono::Utc::now();
        assert!(ahead > chrono::Duration::minutes(59), "{ahead}");
        assert!(t.boards.clock.now() - chrono::Utc::now() > chrono::Duration::minutes(59));
        std::fs::write(&file, "0").unwrap();
        assert!(t.clock.now() - chrono::Utc::now() < chrono::Duration::minutes(1));
    }
}

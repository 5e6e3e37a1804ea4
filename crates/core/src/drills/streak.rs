//! Streaks by each member's own day. A day counts when the member had an accepted solve on their
//! local date. A missed day is covered by a freeze token when one is left; tokens are earned by
//! consistency (one per full week of streak, at most [`MAX_FREEZES`] held). Days on which the bot
//! failed to post are excused: they neither extend nor break anyone's streak. Today never breaks a
//! streak before it is over.

use std::collections::BTreeSet;

use chrono::NaiveDate;
use serde::Serialize;

/// Freeze tokens a member may hold at once.
pub(crate) const MAX_FREEZES: u32 = 2;
/// Consecutive counted days that earn one freeze token.
pub(crate) const DAYS_PER_FREEZE: u32 = 7;

/// A member's streak as of a local date.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize)]
pub struct Streak {
    /// Counted days in the current run (frozen and excused days keep it alive without adding).
    pub current: u32,
    pub best: u32,
    pub freezes: u32,
    /// Freeze tokens spent in the current run.
    pub frozen_days: u32,
    /// Whether today already counts.
    pub done_today: bool,
}

/// Replays the member's history from their first solve up to `today` (their local date).
pub(crate) fn compute(
    solved: &BTreeSet<NaiveDate>,
    excused: &BTreeSet<NaiveDate>,
    today: NaiveDate,
) -> Streak {
    let mut s = Streak::default();
    let Some(first) = solved.first().copied() else { return s };
    let mut earned_in_run = 0;
    for day in first.iter_days().take_while(|d| *d <= today) {
        if solved.contains(&day) {
            s.current += 1;
            s.best = s.best.max(s.current);
            if s.current / DAYS_PER_FREEZE > earned_in_run {
                earned_in_run = s.current / DAYS_PER_FREEZE;
                s.freezes = (s.freezes + 1).min(MAX_FREEZES);
            }
        } else if day == today || excused.contains(&day) {
            // Today is not over; an excused day is the bot's fault, not the member's.
        } else if s.freezes > 0 {
            s.freezes -= 1;
            s.frozen_days += 1;
        } else {
            s.current = 0;
            s.frozen_days = 0;
            earned_in_run = 0;
        }
    }
    s.done_today = solved.contains(&today);
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn d(n: u32) -> NaiveDate {
        NaiveDate::from_ymd_opt(2026, 1, n).unwrap()
    }

    #[test]
    fn a_missed_day_without_a_freeze_resets_the_streak() {
        let solved: BTreeSet<_> = [d(1), d(2), d(4)].into();
        let s = compute(&solved, &BTreeSet::new(), d(4));
        assert_eq!((s.current, s.best), (1, 2));
    }

    #[test]
    fn a_week_earns_a_freeze_that_covers_a_missed_day() {
        let mut solved: BTreeSet<_> = (1..=7).map(d).collect();
        solved.insert(d(9));
        let s = compute(&solved, &BTreeSet::new(), d(9));
        assert_eq!((s.current, s.freezes, s.frozen_days), (8, 0, 1));
    }

    #[test]
    fn an_excused_day_keeps_the_streak_and_today_is_pending() {
        let solved: BTreeSet<_> = [d(1), d(3)].into();
        let excused: BTreeSet<_> = [d(2)].into();
        assert_eq!(compute(&solved, &excused, d(4)).current, 2);
        assert!(!compute(&solved, &excused, d(4)).done_today);
    }
}

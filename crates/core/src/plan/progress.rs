//! How far a person or a group is along a plan: counts per section, the next problem, and the
//! pace (where the plan's `per_week` says they would be by now). Pure: the solved sets come from
//! the store, the dates from the caller.

use std::collections::HashSet;

use chrono::NaiveDate;

use super::Plan;

/// One section's count.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SectionProgress {
    /// Index of the section in [`Plan::sections`].
    pub section: usize,
    pub done: usize,
    pub total: usize,
}

/// Progress along a plan.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Progress {
    pub done: usize,
    pub total: usize,
    pub sections: Vec<SectionProgress>,
    /// The first problem of the plan, in order, not yet done; `None` when all are.
    pub next: Option<String>,
}

impl Plan {
    /// Progress with `done` the problems counted as done (every other id is ignored, so a
    /// problem solved twice, or in two ways, counts once).
    pub fn progress(&self, done: &HashSet<&str>) -> Progress {
        let sections: Vec<SectionProgress> = self
            .sections
            .iter()
            .enumerate()
            .map(|(section, s)| SectionProgress {
                section,
                done: s.problems.iter().filter(|p| done.contains(p.as_str())).count(),
                total: s.problems.len(),
            })
            .collect();
        Progress {
            done: sections.iter().map(|s| s.done).sum(),
            total: sections.iter().map(|s| s.total).sum(),
            sections,
            next: self.problems().find(|p| !done.contains(p)).map(str::to_string),
        }
    }

    /// The section `problem` is in, and its 1-based position in the whole plan.
    pub fn position(&self, problem: &str) -> Option<(usize, usize)> {
        let mut n = 0;
        for (i, s) in self.sections.iter().enumerate() {
            for p in &s.problems {
                n += 1;
                if p == problem {
                    return Some((i, n));
                }
            }
        }
        None
    }

    /// How many problems the plan's pace expects done by `today` for someone who started on
    /// `since` (the start day counts as day one of the first week), capped at the plan's size.
    pub fn expected_by(&self, since: NaiveDate, today: NaiveDate) -> usize {
        let days = (today - since).num_days().max(0) as usize + 1;
        let total = self.problems().count();
        (days * usize::from(self.per_week)).div_ceil(7).min(total)
    }

    /// The problem a group following the plan gets next: the first one neither solved in the
    /// group nor posted to it yet; once every problem has been posted, the first one still
    /// unsolved (a second pass over what nobody solved). `None` when the group solved them all.
    pub fn next_for_group(&self, posted: &HashSet<&str>, solved: &HashSet<&str>) -> Option<&str> {
        self.problems()
            .find(|p| !posted.contains(p) && !solved.contains(p))
            .or_else(|| self.problems().find(|p| !solved.contains(p)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plan() -> Plan {
        Plan::parse(
            "p",
            r#"
id = "p"
per_week = 3
title = { zh = "计划", en = "Plan" }
description = { zh = "三题", en = "Three" }
[[section]]
title = { zh = "甲", en = "A" }
problems = ["a1", "a2"]
[[section]]
title = { zh = "乙", en = "B" }
problems = ["b1"]
"#,
        )
        .unwrap()
    }

    fn set<'a>(ids: &[&'a str]) -> HashSet<&'a str> {
        ids.iter().copied().collect()
    }

    #[test]
    fn progress_counts_each_plan_problem_once_and_ignores_the_rest() {
        let p = plan().progress(&set(&["a2", "zz", "b1"]));
        assert_eq!((p.done, p.total), (2, 3));
        assert_eq!(
            p.sections.iter().map(|s| (s.done, s.total)).collect::<Vec<_>>(),
            [(1, 2), (1, 1)]
        );
        assert_eq!(p.next.as_deref(), Some("a1"));
        assert_eq!(plan().progress(&set(&["a1", "a2", "b1"])).next, None);
    }

    #[test]
    fn the_pace_expects_per_week_problems_a_week_from_the_start_day() {
        let day = |d| NaiveDate::from_ymd_opt(2026, 6, d).unwrap();
        let p = plan();
        assert_eq!(p.expected_by(day(1), day(1)), 1, "day one: a start");
        assert_eq!(p.expected_by(day(1), day(7)), 3, "one week: per_week");
        assert_eq!(p.expected_by(day(1), day(30)), 3, "never past the plan's size");
        assert_eq!(p.expected_by(day(5), day(1)), 1, "a start in the future counts as today");
    }

    #[test]
    fn a_group_gets_unposted_problems_first_then_a_second_pass_over_the_unsolved() {
        let p = plan();
        assert_eq!(p.next_for_group(&set(&[]), &set(&[])), Some("a1"));
        assert_eq!(p.next_for_group(&set(&["a1"]), &set(&[])), Some("a2"));
        assert_eq!(p.next_for_group(&set(&[]), &set(&["a1", "a2"])), Some("b1"));
        assert_eq!(p.next_for_group(&set(&["a1", "a2", "b1"]), &set(&["a1"])), Some("a2"));
        assert_eq!(p.next_for_group(&set(&["a1"]), &set(&["a1", "a2", "b1"])), None);
        assert_eq!(p.position("b1"), Some((1, 3)));
        assert_eq!(p.position("zz"), None);
    }
}

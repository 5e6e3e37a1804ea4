//! Study plans (`presets/plans/*.toml`): an ordered list of bank problems grouped by topic, with a
//! pace — what a person or a group works through instead of random picks. This module is the data
//! and its rules; the bank crate reads the files, `problems check` validates them against the bank.

mod progress;

pub use progress::{Progress, SectionProgress};

use mashang_judge::problem::{Bank, Text};
use serde::Deserialize;

/// Whether `s` can be a plan's id (a file name: lowercase letters, digits and `-`, at most 40),
/// checked before a user-typed id is looked up or shown.
pub fn is_plan_id(s: &str) -> bool {
    (1..=40).contains(&s.len())
        && s.bytes().all(|b| b.is_ascii_lowercase() || b.is_ascii_digit() || b == b'-')
}

/// One plan, as its file says.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Plan {
    /// Equals the file's name (`essentials.toml` → `essentials`).
    pub id: String,
    pub title: Text,
    pub description: Text,
    /// Problems a week the plan is paced for.
    pub per_week: u8,
    #[serde(rename = "section")]
    pub sections: Vec<Section>,
}

/// A run of problems on one topic, in order.
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Section {
    pub title: Text,
    pub problems: Vec<String>,
}

/// Why a plan file is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlanError {
    #[error("plans/{file}.toml: {message}")]
    Parse { file: String, message: String },
    #[error("plans/{file}.toml: its id is `{id}`; it must equal the file's name")]
    IdMismatch { file: String, id: String },
    #[error("plan `{plan}`: no problem `{problem}` in the bank")]
    UnknownProblem { plan: String, problem: String },
    #[error("plan `{plan}`: `{problem}` is listed twice")]
    Duplicate { plan: String, problem: String },
    #[error("plan `{plan}`: {what} is empty")]
    Empty { plan: String, what: String },
}

impl Plan {
    /// Parses the file `<file>.toml`.
    pub fn parse(file: &str, text: &str) -> Result<Plan, PlanError> {
        let plan: Plan = toml::from_str(text)
            .map_err(|e| PlanError::Parse { file: file.into(), message: e.to_string() })?;
        if plan.id != file {
            return Err(PlanError::IdMismatch { file: file.into(), id: plan.id });
        }
        Ok(plan)
    }

    /// Its problems in order.
    pub fn problems(&self) -> impl Iterator<Item = &str> {
        self.sections.iter().flat_map(|s| s.problems.iter().map(String::as_str))
    }

    /// What is wrong with it against `bank`: problems missing from the bank or listed twice, an
    /// empty plan, section or pace.
    pub fn check(&self, bank: &Bank) -> Vec<PlanError> {
        let plan = || self.id.clone();
        let mut errors = Vec::new();
        let mut seen = std::collections::HashSet::new();
        for p in self.problems() {
            if bank.get(p).is_none() {
                errors.push(PlanError::UnknownProblem { plan: plan(), problem: p.into() });
            }
            if !seen.insert(p) {
                errors.push(PlanError::Duplicate { plan: plan(), problem: p.into() });
            }
        }
        let empty = |what: String| PlanError::Empty { plan: plan(), what };
        if self.per_week == 0 {
            errors.push(empty("its pace (per_week)".into()));
        }
        if self.sections.is_empty() {
            errors.push(empty("its list of sections".into()));
        }
        for s in self.sections.iter().filter(|s| s.problems.is_empty()) {
            errors.push(empty(format!("section “{}”", s.title.en)));
        }
        errors
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const PLAN: &str = r#"
id = "tiny"
per_week = 3
title = { zh = "小计划", en = "Tiny" }
description = { zh = "两题", en = "Two problems" }

[[section]]
title = { zh = "数组", en = "Arrays" }
problems = ["two-sum", "no-such-problem", "two-sum"]
"#;

    #[test]
    fn a_plan_naming_a_problem_outside_the_bank_or_twice_is_refused_by_name() {
        let plan = Plan::parse("tiny", PLAN).unwrap();
        let (bank, _) = mashang_judge::problem::testing::bank();
        assert_eq!(
            plan.check(&bank),
            [
                PlanError::UnknownProblem {
                    plan: "tiny".into(),
                    problem: "no-such-problem".into()
                },
                PlanError::Duplicate { plan: "tiny".into(), problem: "two-sum".into() },
            ]
        );
    }

    #[test]
    fn a_plan_whose_id_is_not_its_file_name_or_with_an_unknown_field_does_not_load() {
        assert!(matches!(Plan::parse("other", PLAN), Err(PlanError::IdMismatch { .. })));
        let extra = format!("{PLAN}\nsurprise = 1\n");
        assert!(matches!(Plan::parse("tiny", &extra), Err(PlanError::Parse { .. })));
    }
}

//! `problems check`: every reference solution must be accepted, every known-wrong one must fail
//! (with the verdict its `known_wrong` entry names), every starter must compile and be rejected;
//! and on a problem with a probe, every `time_limit` known-wrong one must be exposed by the probe.

mod exposure;

use serde::Serialize;

use super::{Judge, JudgeError, JudgeOptions, LimitScale, Verdict};
use crate::problem::Problem;

/// The outcome of checking one solution file.
#[derive(Debug, Clone, Serialize)]
pub struct CheckItem {
    /// Relative path, e.g. `solutions/ref.py`.
    pub file: String,
    pub lang: String,
    /// What the file must get: `accepted`, `not accepted`, or a verdict name.
    pub expected: String,
    /// The verdict it got, or `unavailable` / `error`.
    pub got: String,
    pub ok: bool,
    /// Human detail: first failing test, complexity label, error text.
    pub detail: String,
    /// Wall time of this check (judging, plus generating stress tests the first time).
    pub ms: u64,
}

#[derive(Debug, Clone, Serialize)]
pub struct CheckReport {
    pub problem: String,
    pub items: Vec<CheckItem>,
}

impl CheckReport {
    pub fn ok(&self) -> bool {
        self.items.iter().all(|i| i.ok)
    }
}

/// How `problems check` judges a bank problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CheckOptions {
    /// A `time_limit` known-wrong solution is judged with every limit multiplied by this and must
    /// still time out: one that is only just over the limit here passes on a faster machine.
    pub tle_margin: LimitScale,
    /// Judge only the `time_limit` known-wrong solutions (an audit of their margin).
    pub only_time_limit: bool,
}

impl CheckOptions {
    /// The margin every check holds a `time_limit` known-wrong solution to: 1.5× the limits, run
    /// on CI's machine. An author's audit (`--tle-margin 3` on a loaded laptop) asks for more.
    pub const DEFAULT_TLE_MARGIN: LimitScale = LimitScale::ONE_AND_A_HALF;
}

impl Default for CheckOptions {
    fn default() -> Self {
        CheckOptions { tle_margin: Self::DEFAULT_TLE_MARGIN, only_time_limit: false }
    }
}

impl Judge {
    /// Run every reference and known-wrong solution of `problem`. A language not available on this
    /// machine is reported as skipped (ok) rather than failed.
    pub async fn check_problem(&self, problem: &Problem) -> CheckReport {
        self.check_problem_with(problem, CheckOptions::default()).await
    }

    /// [`Judge::check_problem`] with explicit options.
    pub async fn check_problem_with(&self, problem: &Problem, check: CheckOptions) -> CheckReport {
        let mut items = Vec::new();
        if !problem.is_judged() {
            return CheckReport { problem: problem.id().to_string(), items };
        }
        // The verdict is all a check needs: no probe, no style, no counterexample search (its shrinking
        // re-runs a wrong solution several times).
        let opts = JudgeOptions {
            probe: false,
            style: false,
            counterexample: false,
            ..JudgeOptions::default()
        };
        let known = |path: &str| {
            problem
                .spec
                .known_wrong
                .iter()
                .find(|k| k.file == path)
                .and_then(|k| Verdict::parse(&k.verdict))
        };
        let files = problem
            .solutions
            .iter()
            .map(|s| (s, None))
            .chain(problem.wrong.iter().map(|w| (w, Some(known(&w.path)))))
            .filter(|(_, must)| !check.only_time_limit || *must == Some(Some(Verdict::TimeLimit)));
        for (file, must) in files {
            let mut opts = opts.clone();
            let expected = match must {
                None => "accepted".to_string(),
                Some(Some(Verdict::TimeLimit)) => {
                    opts.limit_scale = check.tle_margin;
                    format!("time_limit at {} the limits", opts.limit_scale)
                }
                Some(Some(v)) => v.as_str().to_string(),
                Some(None) => "not accepted".to_string(),
            };
            items.push(self.check_file(problem, file, must, expected, &opts).await);
            // Timing out on the large tests is not enough: if the probe's data lets the slow
            // solution through (fitted as expected, or too fast to measure), a program can earn
            // "as expected" by being fast only where the generator puts the answer.
            if must == Some(Some(Verdict::TimeLimit))
                && let Some(item) = self.check_probe_exposes(problem, file).await
            {
                items.push(item);
            }
        }
        if !check.only_time_limit {
            items.extend(self.check_starters(problem, &opts).await);
        }
        CheckReport { problem: problem.id().to_string(), items }
    }

    async fn check_file(
        &self,
        problem: &Problem,
        file: &crate::problem::SourceFile,
        must: Option<Option<Verdict>>,
        expected: String,
        opts: &JudgeOptions,
    ) -> CheckItem {
        let started = tokio::time::Instant::now();
        let judged = self.judge(problem, file.lang, &file.code, opts).await.map(|o| {
            let ok = match must {
                None => o.accepted(),
                Some(Some(v)) => o.verdict == v,
                Some(None) => !o.accepted(),
            };
            (o.verdict.as_str().to_string(), ok, outcome_detail(&o))
        });
        check_item(file, expected, started, judged)
    }
}

/// One check's line from what it found, `(got, ok, detail)`: a language this machine lacks is a
/// skip that passes, any other judge error a failure.
pub(super) fn check_item(
    file: &crate::problem::SourceFile,
    expected: String,
    started: tokio::time::Instant,
    found: Result<(String, bool, String), JudgeError>,
) -> CheckItem {
    let (got, ok, detail) = match found {
        Ok(found) => found,
        Err(JudgeError::LanguageUnavailable(l)) => {
            ("unavailable".to_string(), true, format!("skipped: {l} is not available here"))
        }
        Err(e) => ("error".to_string(), false, e.to_string()),
    };
    CheckItem {
        file: file.path.clone(),
        lang: file.lang.id().to_string(),
        expected,
        got,
        ok,
        detail,
        ms: started.elapsed().as_millis() as u64,
    }
}

/// One line on what an outcome shows: the first failing test, else the compiler's last word
/// (why a compile was stopped is appended last), else the tally.
pub(super) fn outcome_detail(o: &super::JudgeOutcome) -> String {
    if let Some(t) = o.first_failure() {
        let message = t.message.as_deref().map(|m| format!(": {}", first_line(m)));
        return format!("{} on `{}`{}", t.status, t.name, message.unwrap_or_default());
    }
    let compiler = o.compile_output.as_deref().filter(|_| o.verdict == Verdict::CompileError);
    match compiler.and_then(|out| out.lines().rev().find(|l| !l.trim().is_empty())) {
        Some(last) => format!("{}/{} passed; compiler: {}", o.passed, o.total, last.trim()),
        None => format!("{}/{} passed", o.passed, o.total),
    }
}

fn first_line(s: &str) -> &str {
    s.lines().find(|l| !l.trim().is_empty()).unwrap_or("").trim()
}

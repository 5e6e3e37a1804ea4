//! The complexity probe as a sandbox job of its own: a process that holds the probe's generated
//! inputs and nothing else, so its timings (and the estimate fitted from them) can carry no
//! hidden input; and every probe input has an expected answer, so a program that recognises a
//! probe input and answers it with anything but the right answer fails the judging and earns no
//! estimate.

use super::harness::Shape;
use super::run::{self, Planned, RunSpec};
use super::{
    ComplexityEstimate, Judge, JudgeError, StyleFinding, TestResult, TestState, Verdict, checker,
    verdict,
};
use crate::problem::{ComparatorKind, Lang, Problem};

/// The probe's whole CPU budget (ms): sizes stop once it is spent.
pub(crate) const PROBE_TOTAL_MS: u64 = 4_000;

/// What the probe established.
#[derive(Debug, Default)]
pub(crate) struct Probed {
    pub estimate: Option<ComplexityEstimate>,
    /// The first probe input answered wrongly (or with an error): it fails the judging, and the
    /// estimate is void.
    pub failure: Option<TestResult>,
    /// The program's own call timings disagreed with the sandbox's accounting.
    pub finding: Option<StyleFinding>,
}

/// One probe job to run.
pub(crate) struct ProbeSpec<'a> {
    pub lang: Lang,
    pub shape: &'a Shape,
    pub code: &'a str,
    pub planned: &'a [Planned],
    /// Stdio: the smallest generated input, to measure the process's start-up.
    pub baseline: Option<String>,
    pub memory_mb: u64,
}

impl Judge {
    /// Run `spec.planned` (probe inputs) in a process of their own and judge what it answered.
    pub(crate) async fn probe(
        &self,
        problem: &Problem,
        spec: ProbeSpec<'_>,
    ) -> Result<Probed, JudgeError> {
        let run_spec = RunSpec {
            lang: spec.lang,
            shape: spec.shape,
            code: spec.code,
            planned: spec.planned,
            style: false,
            probe_total_ms: PROBE_TOTAL_MS,
            memory_mb: spec.memory_mb,
            baseline: spec.baseline,
        };
        let ex = run::execute(self.executor.as_ref(), &run_spec).await?;
        if ex.load_error.is_some() || ex.compile_failed() {
            // The main run reported it already; no estimate without a program.
            return Ok(Probed::default());
        }
        let checked = if problem.spec.comparator.kind == ComparatorKind::Checker {
            Some(checker::run(self.executor.as_ref(), problem, spec.planned, &ex).await?)
        } else {
            None
        };
        if let Some(failure) = first_wrong(problem, spec.planned, &ex, checked.as_deref()) {
            return Ok(Probed { failure: Some(failure), ..Probed::default() });
        }
        let (estimate, finding) = verdict::complexity(problem, spec.lang, spec.planned, &ex);
        Ok(Probed { estimate, failure: None, finding })
    }
}

/// The first probe input the program answered, but not with the right answer (a wrong value, or
/// an error it reported). A probe size it did not answer — over its budget, skipped, or the run
/// died — only leaves that size out of the fit.
fn first_wrong(
    problem: &Problem,
    planned: &[Planned],
    ex: &run::Execution,
    checked: Option<&[Result<(), crate::compare::Mismatch>]>,
) -> Option<TestResult> {
    // Judged as plain tests: a probe size's limit is its budget, not a verdict.
    let plain: Vec<Planned> = planned
        .iter()
        .map(|p| Planned { probe: None, limit_ms: u64::MAX / 4, ..p.clone() })
        .collect();
    let (tests, _) = verdict::results(problem, &plain, ex, checked, false);
    tests.into_iter().zip(&ex.results).find_map(|(t, raw)| {
        let answered = raw.as_ref().is_some_and(|r| !r.skipped && !r.overtime);
        let wrong = matches!(t.status, Verdict::WrongAnswer | Verdict::RuntimeError);
        (answered && wrong && t.state == TestState::Ran).then_some(t)
    })
}

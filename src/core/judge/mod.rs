//! The judge: runs a submission against a problem's tests in ONE sandbox job through the `Executor`
//! port, and reports verdict, per-test results, measured complexity, a counterexample and style.
//!
//! Generated harnesses print one result line per test tagged with a per-run random nonce that the
//! submission never sees in its source, so printed "PASS" lines or exit codes cannot forge a verdict.

mod cache;
mod check;
mod checker;
mod compare;
mod harness;
mod outcome;
mod probe;
mod run;
mod shrink;
mod starter_check;
mod stdio;
mod stress;
mod style;
mod verdict;

use std::path::PathBuf;
use std::sync::Arc;

pub use check::{CheckItem, CheckReport};
pub use outcome::{
    ComplexityEstimate, Counterexample, JudgeOutcome, StyleFinding, TestOrigin, TestResult,
    TestState, Verdict,
};

use crate::core::ports::Executor;
use crate::core::problem::{Lang, Problem};

/// What to run besides the explicit tests.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct JudgeOptions {
    /// Run the generator's small and large stress tests.
    pub stress: bool,
    /// Run the complexity probe (when the problem has one).
    pub probe: bool,
    /// Collect style findings.
    pub style: bool,
    /// Run only the sample tests (the "run" button before a real submission).
    pub samples_only: bool,
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions { stress: true, probe: true, style: true, samples_only: false }
    }
}

/// Why a submission could not be judged at all (as opposed to being judged wrong).
#[derive(Debug, thiserror::Error)]
pub enum JudgeError {
    #[error("problem `{0}` is a system-design question and is not judged by running code")]
    NotJudged(String),
    #[error("problem `{problem}` does not accept {lang} (languages: {allowed})")]
    LanguageNotOffered { problem: String, lang: Lang, allowed: String },
    #[error("{0} is not available on this machine")]
    LanguageUnavailable(String),
    #[error("executor: {0}")]
    Executor(String),
    #[error("problem `{problem}`: {message}")]
    Problem { problem: String, message: String },
    #[error("judge internal error: {0}")]
    Internal(String),
}

/// The judge. Share it (`Arc<Judge>`) across tasks; caches generated stress data per problem in
/// memory and, with [`Judge::with_cache_dir`], on disk so that later processes skip regenerating it.
pub struct Judge {
    executor: Arc<dyn Executor>,
    stress_cache: dashmap::DashMap<String, Arc<stress::StressSet>>,
    cache_dir: Option<PathBuf>,
}

impl Judge {
    pub fn new(executor: Arc<dyn Executor>) -> Self {
        Judge { executor, stress_cache: dashmap::DashMap::new(), cache_dir: None }
    }

    /// Persist generated stress inputs and expected outputs under `dir` (created on demand),
    /// keyed by a hash of the problem directory's contents.
    pub fn with_cache_dir(mut self, dir: impl Into<PathBuf>) -> Self {
        self.cache_dir = Some(dir.into());
        self
    }

    /// Judge `code` written in `lang` against `problem`: one sandbox job runs every test (plus,
    /// the first time a problem is judged, one job to generate stress tests and one for their answers).
    pub async fn judge(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        opts: &JudgeOptions,
    ) -> Result<JudgeOutcome, JudgeError> {
        if !problem.is_judged() {
            return Err(JudgeError::NotJudged(problem.id().to_string()));
        }
        let offered = problem.languages();
        if !offered.contains(&lang) {
            let allowed = offered.iter().map(|l| l.id()).collect::<Vec<_>>().join(", ");
            return Err(JudgeError::LanguageNotOffered {
                problem: problem.id().to_string(),
                lang,
                allowed,
            });
        }
        let shape = harness::Shape::of(problem, lang)?;
        let mut planned = explicit_tests(problem, lang, opts.samples_only);
        let mut probe_total_ms = 0;
        let mut baseline = None;
        if !opts.samples_only && (opts.stress || opts.probe) {
            let set = self.stress_set(problem).await?;
            let (small, large): (Vec<_>, Vec<_>) =
                set.tests.iter().cloned().partition(|t| t.size.is_some_and(|n| n <= 100));
            if opts.stress {
                planned.extend(small);
            }
            if opts.probe && !set.probe.is_empty() {
                planned.extend(set.probe.iter().cloned());
                probe_total_ms = 4_000;
                // Whole-process timings include start-up; the smallest generated input measures it.
                if matches!(shape, harness::Shape::Stdio) {
                    baseline = set
                        .tests
                        .iter()
                        .min_by_key(|t| (t.size, t.input.render().len()))
                        .map(|t| t.input.render());
                }
            }
            if opts.stress {
                planned.extend(large);
            }
        }
        let spec = run::RunSpec {
            lang,
            shape: &shape,
            code,
            planned: &planned,
            style: opts.style,
            probe_total_ms,
            memory_mb: problem.spec.limits.memory_mb
                + if matches!(lang, Lang::Python | Lang::JavaScript | Lang::Java) {
                    256
                } else {
                    64
                },
            baseline,
        };
        let ex = run::execute(self.executor.as_ref(), &spec).await?;
        let checked =
            if problem.spec.comparator.kind == crate::core::problem::ComparatorKind::Checker {
                Some(checker::run(self.executor.as_ref(), problem, &planned, &ex).await?)
            } else {
                None
            };
        let code_mode = matches!(shape, harness::Shape::Code { .. });
        let (tests, skipped) =
            verdict::results(problem, &planned, &ex, checked.as_deref(), code_mode);
        let complexity = verdict::complexity(problem, &planned, &ex);
        let counterexample = match verdict::counterexample(&planned, &tests) {
            Some(cx) if !opts.samples_only => Some(self.shrink(problem, lang, code, cx).await),
            other => other,
        };
        let mut findings = if opts.style { ex.style.clone() } else { Vec::new() };
        if opts.style
            && let Some(c) = &ex.compile
        {
            findings.extend(style::compiler_findings(lang, &c.output, code.lines().count() + 1));
        }
        Ok(verdict::outcome(tests, skipped, &ex, complexity, counterexample, findings))
    }
}

/// The problem's explicit tests, samples first.
fn explicit_tests(problem: &Problem, lang: Lang, samples_only: bool) -> Vec<run::Planned> {
    if problem.spec.signature.is_none()
        && let Some(code) = problem.code_tests.get(&lang)
    {
        // Test code: the driver runs the tests it defines; they are planned by name so that each
        // one gets an entry even when the program dies before reaching it.
        return harness::code_test_names(lang, code)
            .into_iter()
            .map(|name| run::Planned {
                origin: if harness::is_sample_code_test(&name) {
                    TestOrigin::Sample
                } else {
                    TestOrigin::Hidden
                },
                name,
                input: run::Data::Json(serde_json::Value::Null),
                expected: None,
                limit_ms: problem.spec.limits.time_ms.max(5_000),
                size: None,
                probe: None,
            })
            .collect();
    }
    let json = problem.kind() != crate::core::problem::Kind::Stdio;
    let data = |s: &str| {
        if json {
            run::Data::Json(serde_json::from_str(s).unwrap_or(serde_json::Value::Null))
        } else {
            run::Data::Text(s.to_string())
        }
    };
    problem
        .samples()
        .chain(problem.hidden().filter(|_| !samples_only))
        .map(|t| run::Planned {
            name: t.name.clone(),
            origin: if t.sample { TestOrigin::Sample } else { TestOrigin::Hidden },
            input: data(&t.input),
            expected: Some(data(&t.expected)),
            limit_ms: problem.spec.limits.time_ms,
            size: None,
            probe: None,
        })
        .collect()
}

//! The judge, its own crate (it knows nothing of interviews, drills or groups): the problem model
//! and bank loader ([`problem`]), the `Executor` port ([`exec`]), and the judging itself.
//!
//! It runs a submission against a problem's tests in ONE sandbox job through the `Executor`
//! port, and reports verdict, per-test results, measured complexity, a counterexample and style.
//!
//! Nothing the submission's process says can decide a verdict: the run is a dialogue in which the
//! program only answers one request at a time with raw values or observations; the comparison with
//! expected values (which never enter the sandbox) and the timing (the supervisor's CPU accounting)
//! happen here. Only `self_checked` imported problems (conformance) keep the legacy in-process mode.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

pub mod cache;
mod check;
mod checker;
mod compare;
mod dialogue;
pub mod exec;
mod harness;
mod inplace;
mod legacy;
mod limits;
mod observe;
mod outcome;
mod probe;
mod probe_job;
pub mod problem;
mod reveal;
mod run;
mod shrink;
mod starter_check;
mod stdio;
mod stress;
mod style;
mod tryrun;
mod verdict;

use std::sync::Arc;

pub use check::{CheckItem, CheckOptions, CheckReport};
pub use limits::LimitScale;
pub use outcome::{
    ComplexityEstimate, Counterexample, JudgeOutcome, StyleFinding, TestOrigin, TestResult,
    TestState, Verdict,
};
pub use reveal::NotRevealed;
pub use tryrun::{CUSTOM_TEST, CustomInput, CustomInputError, TryRunError, parse_custom};

use crate::cache::JudgeCache;
use crate::exec::{ExecError, Executor};
use crate::problem::{Lang, Problem};

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
    /// Find, shrink and re-run a small failing stress input to show (a few more sandbox runs).
    /// `problems check` needs the verdict only.
    pub counterexample: bool,
    /// Every test's time limit is scaled by this ([`LimitScale::NONE`] when judging a
    /// submission). `problems check` judges a `time_limit` known-wrong solution at a multiple of
    /// the limit, so that it still times out on a machine faster than the one the problem was
    /// written on.
    pub limit_scale: LimitScale,
}

impl JudgeOptions {
    /// A scored submission outside an interview (a drill, a duel): every test including stress,
    /// no complexity probe or style findings (the verdict is what counts), a counterexample to
    /// show.
    pub const fn scored() -> Self {
        JudgeOptions {
            stress: true,
            probe: false,
            style: false,
            samples_only: false,
            counterexample: true,
            limit_scale: LimitScale::NONE,
        }
    }
}

impl Default for JudgeOptions {
    fn default() -> Self {
        JudgeOptions {
            stress: true,
            probe: true,
            style: true,
            samples_only: false,
            counterexample: true,
            limit_scale: LimitScale::NONE,
        }
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
    Executor(ExecError),
    #[error("problem `{problem}`: {message}")]
    Problem { problem: String, message: String },
    #[error("judge internal error: {0}")]
    Internal(String),
}

/// The judge. Share it (`Arc<Judge>`) across tasks; caches generated stress data per problem in
/// memory and, with [`Judge::with_cache`], in a [`JudgeCache`] so later processes skip regenerating it.
pub struct Judge {
    executor: Arc<dyn Executor>,
    stress_cache: dashmap::DashMap<String, Arc<stress::StressSet>>,
    observations: dashmap::DashMap<String, Arc<observe::Observations>>,
    cache: Option<Arc<dyn JudgeCache>>,
}

impl Judge {
    pub fn new(executor: Arc<dyn Executor>) -> Self {
        Judge {
            executor,
            stress_cache: dashmap::DashMap::new(),
            observations: dashmap::DashMap::new(),
            cache: None,
        }
    }

    /// Keep generated stress inputs and expected outputs, and the reference's observations of
    /// code tests, in `cache`, keyed by a digest of the problem's content.
    pub fn with_cache(mut self, cache: Arc<dyn JudgeCache>) -> Self {
        self.cache = Some(cache);
        self
    }

    /// A judge over `executor` keeping stress tests in `cache` when there is one (drills, duels
    /// and peer sessions judge this way, over the fair queue's executor for the member).
    pub fn with_optional_cache(
        executor: Arc<dyn Executor>,
        cache: Option<&Arc<dyn JudgeCache>>,
    ) -> Self {
        let judge = Judge::new(executor);
        match cache {
            Some(cache) => judge.with_cache(Arc::clone(cache)),
            None => judge,
        }
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
        if let harness::Shape::Code { .. } = shape {
            return self.judge_code(problem, lang, code, opts, &shape).await;
        }
        let mut planned = explicit_tests(problem, opts.samples_only);
        let mut probe_plan = Vec::new();
        let mut baseline = None;
        if !opts.samples_only && (opts.stress || opts.probe) {
            let set = self.stress_set(problem).await?;
            let (small, large): (Vec<_>, Vec<_>) =
                set.tests.iter().cloned().partition(|t| t.size.is_some_and(|n| n <= 100));
            if opts.stress {
                planned.extend(small);
                planned.extend(large);
            }
            if opts.probe && !set.probe.is_empty() {
                probe_plan = set.probe.clone();
                // Whole-process timings include start-up; the smallest generated input measures it.
                if matches!(shape, harness::Shape::Stdio) {
                    baseline = set
                        .tests
                        .iter()
                        .min_by_key(|t| (t.size, t.input.render().len()))
                        .map(|t| t.input.render());
                }
            }
        }
        opts.limit_scale.apply(&mut planned);
        opts.limit_scale.apply(&mut probe_plan);
        let spec = run::RunSpec {
            lang,
            shape: &shape,
            code,
            planned: &planned,
            style: opts.style,
            probe_total_ms: 0,
            memory_mb: memory_mb(problem, lang),
            baseline: None,
        };
        let mut ex = run::execute(self.executor.as_ref(), &spec).await?;
        if let Some(e) = ex.load_error.as_mut() {
            harness::explain_load_error(lang, code, e);
        }
        let checked = if problem.spec.comparator.kind == crate::problem::ComparatorKind::Checker {
            Some(checker::run(self.executor.as_ref(), problem, &planned, &ex).await?)
        } else {
            None
        };
        let (mut tests, skipped) =
            verdict::results(problem, &planned, &ex, checked.as_deref(), false);
        // The probe runs in a process of its own, after the tests: nothing it measures was
        // computed while a hidden input was held. A program that did not load or compile has
        // nothing to measure.
        let runnable = ex.load_error.is_none() && !ex.compile_failed();
        let probed = if runnable && !probe_plan.is_empty() {
            let spec = probe_job::ProbeSpec {
                lang,
                shape: &shape,
                code,
                planned: &probe_plan,
                baseline,
                memory_mb: memory_mb(problem, lang),
            };
            Some(self.probe(problem, spec).await?)
        } else {
            None
        };
        let (complexity, tampered, unproven) = match probed {
            Some(p) => {
                let unproven = p.estimate.is_none();
                tests.extend(p.failure);
                (p.estimate, p.finding, unproven)
            }
            None => (None, None, false),
        };
        // Shown with its actual result, so re-run alone (shrink.rs): never the main run's data.
        let counterexample = match verdict::counterexample(&planned, &tests) {
            Some(cx) if opts.counterexample && !opts.samples_only => {
                self.reveal(problem, lang, code, cx).await
            }
            _ => None,
        };
        let mut findings = findings(lang, code, opts, &ex);
        findings.extend(tampered);
        let mut out = verdict::outcome(tests, skipped, &ex, complexity, counterexample, findings);
        out.complexity_unproven = unproven && out.verdict != Verdict::CompileError;
        if out.verdict == Verdict::CompileError {
            harness::explain_compile_error(lang, &shape, code, &mut out.compile_output);
        }
        Ok(out)
    }

    /// Code tests: observed against the reference (or, for `self_checked` imported problems, the
    /// legacy in-process assertions).
    async fn judge_code(
        &self,
        problem: &Problem,
        lang: Lang,
        code: &str,
        opts: &JudgeOptions,
        shape: &harness::Shape,
    ) -> Result<JudgeOutcome, JudgeError> {
        let bad =
            |message: String| JudgeError::Problem { problem: problem.id().to_string(), message };
        let suite =
            problem.code_tests.get(&lang).ok_or_else(|| bad(format!("no test code for {lang}")))?;
        let mut planned = if problem.spec.self_checked {
            self_checked_tests(problem, lang, &suite.hidden)
        } else {
            observe::plan(problem, lang, suite, opts.samples_only)
        };
        opts.limit_scale.apply(&mut planned);
        let spec = run::RunSpec {
            lang,
            shape,
            code,
            planned: &planned,
            style: opts.style,
            probe_total_ms: 0,
            memory_mb: memory_mb(problem, lang),
            baseline: None,
        };
        let (ex, tests) = if problem.spec.self_checked {
            let mut ex = legacy::execute(self.executor.as_ref(), &spec).await?;
            if let Some(e) = ex.load_error.as_mut() {
                harness::explain_load_error(lang, code, e);
            }
            let tests = verdict::results(problem, &planned, &ex, None, true).0;
            (ex, tests)
        } else {
            if !lang.observes() {
                return Err(bad(format!(
                    "observed code tests are Python or JavaScript only, not {lang}"
                )));
            }
            let reference = self.reference_observations(problem, lang, suite).await?;
            let mut ex = run::execute_suite(self.executor.as_ref(), &spec, suite).await?;
            if let Some(e) = ex.load_error.as_mut() {
                harness::explain_load_error(lang, code, e);
            }
            let tests = verdict::suite_results(problem, &planned, &ex, &reference);
            (ex, tests)
        };
        let findings = findings(lang, code, opts, &ex);
        Ok(verdict::outcome(tests, 0, &ex, None, None, findings))
    }
}

/// Memory for a run of the candidate's program: the problem's limit plus the runtime's own.
fn memory_mb(problem: &Problem, lang: Lang) -> u64 {
    problem.spec.limits.memory_mb + lang.runtime_mb()
}

/// Style findings of the run (the driver's) and of the compiler, when asked for.
fn findings(lang: Lang, code: &str, opts: &JudgeOptions, ex: &run::Execution) -> Vec<StyleFinding> {
    if !opts.style {
        return Vec::new();
    }
    let mut findings = ex.style.clone();
    if let Some(c) = &ex.compile {
        findings.extend(style::compiler_findings(lang, &c.output, code.lines().count() + 1));
    }
    findings
}

/// A self-checked problem's tests (legacy): named statically, samples by their `sample` prefix.
fn self_checked_tests(problem: &Problem, lang: Lang, code: &str) -> Vec<run::Planned> {
    harness::code_test_names(lang, code)
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
        .collect()
}

/// The problem's explicit tests, samples first.
fn explicit_tests(problem: &Problem, samples_only: bool) -> Vec<run::Planned> {
    let json = problem.kind() != crate::problem::Kind::Stdio;
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
            expected: Some(match data(&t.expected) {
                run::Data::Json(serde_json::Value::Array(answers)) if t.any_of => {
                    run::Data::AnyOf(answers)
                }
                d => d,
            }),
            limit_ms: problem.spec.limits.time_ms,
            size: None,
            probe: None,
        })
        .collect()
}

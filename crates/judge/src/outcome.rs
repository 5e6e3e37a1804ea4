//! What a judgement produces: verdicts, per-test results, complexity estimate and style findings.

use serde::{Deserialize, Serialize};

/// The verdict of a whole submission or of one test.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Verdict {
    Accepted,
    WrongAnswer,
    TimeLimit,
    MemoryLimit,
    RuntimeError,
    CompileError,
    OutputLimit,
}

impl Verdict {
    pub fn as_str(self) -> &'static str {
        match self {
            Verdict::Accepted => "accepted",
            Verdict::WrongAnswer => "wrong_answer",
            Verdict::TimeLimit => "time_limit",
            Verdict::MemoryLimit => "memory_limit",
            Verdict::RuntimeError => "runtime_error",
            Verdict::CompileError => "compile_error",
            Verdict::OutputLimit => "output_limit",
        }
    }

    pub fn parse(s: &str) -> Option<Verdict> {
        [
            Verdict::Accepted,
            Verdict::WrongAnswer,
            Verdict::TimeLimit,
            Verdict::MemoryLimit,
            Verdict::RuntimeError,
            Verdict::CompileError,
            Verdict::OutputLimit,
        ]
        .into_iter()
        .find(|v| v.as_str() == s)
    }
}

impl std::fmt::Display for Verdict {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

/// Where a test came from, which decides what the candidate may see of it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestOrigin {
    Sample,
    Hidden,
    Stress,
}

/// Whether a test ran to its own result, was the one running when the program died, or was never
/// reached because of that.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum TestState {
    #[default]
    Ran,
    Crashed,
    NotRun,
}

/// The result of one test.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TestResult {
    pub name: String,
    pub origin: TestOrigin,
    /// `accepted` when the test passed.
    pub status: Verdict,
    pub time_ms: f64,
    /// Input, expected and actual (JSON text or raw stdio text), filled on failure and for samples.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub input: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub expected: Option<String>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub actual: Option<String>,
    /// Error text (exception, panic, checker message), when any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub message: Option<String>,
    /// `crashed` / `not_run` after the program died; its `status` is then the crash's verdict.
    #[serde(default)]
    pub state: TestState,
}

impl TestResult {
    pub fn passed(&self) -> bool {
        self.status == Verdict::Accepted
    }
}

/// Fitted growth of the submission's running time in the input size.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ComplexityEstimate {
    /// Slope of log(time) against log(n).
    pub exponent: f64,
    /// E.g. "≈ n^1.9: looks quadratic, expected O(n)".
    pub label: String,
    /// (n, milliseconds) per probed size as measured: the median run, or for stdio the fastest.
    pub points: Vec<(u32, f64)>,
    /// Stdio problems: fastest of the runs on the smallest generated input (process start-up),
    /// taken off every point before the fit.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub baseline_ms: Option<f64>,
    /// The problem's expected complexity for the probed run, e.g. `O(n)`.
    pub expected: Option<String>,
    /// False when the fit is clearly worse than expected.
    pub as_expected: bool,
}

/// A small input on which the submission fails, found among the generator's small sizes.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Counterexample {
    pub input: String,
    pub expected: String,
    pub actual: String,
    pub status: Verdict,
}

/// One style signal from a compiler, linter or the Python AST checks.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct StyleFinding {
    /// `g++`, `rustc`, `javac`, `python-ast`, `js-lint`.
    pub tool: String,
    /// Rule or warning name, e.g. `unused-variable`, `naming`, `function-length`.
    pub rule: String,
    pub line: Option<u32>,
    pub message: String,
}

/// Everything the judge learned from one submission.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct JudgeOutcome {
    pub verdict: Verdict,
    pub passed: usize,
    pub total: usize,
    pub tests: Vec<TestResult>,
    /// Index into `tests` of the first failing test.
    pub first_failure: Option<usize>,
    pub complexity: Option<ComplexityEstimate>,
    pub counterexample: Option<Counterexample>,
    pub style: Vec<StyleFinding>,
    pub compile_output: Option<String>,
    /// Compile time, reported apart from run time; `None` for interpreted languages.
    pub compile_ms: Option<u64>,
    pub compile_cached: bool,
    /// Wall time of the test executions (excluding compile).
    pub run_ms: u64,
    /// The submission's own stderr (trimmed), useful to show on runtime errors.
    pub stderr: String,
    /// The problem has a complexity probe and it ran, but gave no estimate (nothing measurable,
    /// or its timings were void): the complexity is unproven, never "fine".
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub complexity_unproven: bool,
}

impl JudgeOutcome {
    pub fn accepted(&self) -> bool {
        self.verdict == Verdict::Accepted
    }

    pub fn first_failure(&self) -> Option<&TestResult> {
        self.first_failure.and_then(|i| self.tests.get(i))
    }

    /// The outcome as a person or a model may see it — the one filter every path that shows a
    /// judgement goes through (interviewer evidence and so the presenter, the LLM's view and stored
    /// evidence; drill replies; `mashang judge` without the operator's `--reveal`).
    ///
    /// Threat: the submission is hostile and has read the harness. Whatever it could write (return
    /// values, exception text, stdout, stderr, exit code, signal) may encode any input it held, so a
    /// field is shown only when everything the program held while producing it is public.
    ///
    /// Per field:
    /// - `tests` of a sample: whole (input, expected, actual, message) — samples are public, and the
    ///   judge runs them first, before any hidden input reaches the program.
    /// - `tests` of a hidden or stress test: name, origin, status and state only (time 0). `input` and
    ///   `expected` are secret; `actual` and `message` are written (or, for comparator hints such as
    ///   "expected 3, got 4", quoted) from the program's data. The judge's own notes ("not run: the
    ///   program died on an earlier test", "ran out of time during this test") go too: they say
    ///   nothing that status and state do not, and telling them from a program's text would mean
    ///   matching strings.
    /// - `counterexample`: whole. The judge re-ran the submission holding that input alone
    ///   (`Judge::reveal`), so its actual and message can only carry that input (generated, not
    ///   hidden) — see shrink.rs.
    /// - `stderr`: kept only when the first failing test is a sample: the run then stopped while
    ///   the program held sample inputs only (the dialogue sends hidden inputs after every sample).
    ///   Otherwise empty, even though the run also trims it to what was written before the first
    ///   hidden test.
    /// - Tests after the first failing one: left out, and `passed` counts the tests shown. Tests
    ///   run in order in one process (samples first), so once a hidden input is in the process,
    ///   every later status is chosen by a program that holds it: showing them all would let one
    ///   submission spell out a hidden input a bit per test. What is shown is where the first
    ///   failure is and how it failed.
    /// - `complexity`: its class only ([`ComplexityEstimate::candidate_view`]): no points, no
    ///   start-up time, no exponent finer than the class. The probe runs in a process of its own
    ///   that never holds a hidden input (probe_job.rs), and even its generated inputs are kept
    ///   to a few bits per submission.
    /// - `run_ms`: 0. The run's wall time is chosen by a program that held hidden inputs (it can
    ///   wait before it exits).
    /// - `compile_output`, `style`, sample times and the compile time: kept. They come from the
    ///   compiler, the judge's own style checks (reported with the driver's ready line, before
    ///   any input is sent) and sample runs, before any hidden input is sent.
    ///
    /// What one submission can still learn is bounded and stated in docs/threat-model.md
    /// ("What one submission can learn"): the first failure's place and verdict, the complexity
    /// class, and which generated case is the counterexample.
    pub fn candidate_view(&self) -> JudgeOutcome {
        let mut out = self.clone();
        if let Some(f) = self.first_failure {
            // Samples run first, before anything hidden: those after the failure still show.
            let public = self.tests.iter().take_while(|t| t.origin == TestOrigin::Sample).count();
            out.tests.truncate((f + 1).max(public));
        }
        for t in &mut out.tests {
            *t = t.candidate_view();
        }
        out.passed = out.tests.iter().filter(|t| t.passed()).count();
        if self.first_failure().is_none_or(|t| t.origin != TestOrigin::Sample) {
            out.stderr.clear();
        }
        out.complexity = self.complexity.as_ref().map(ComplexityEstimate::candidate_view);
        out.run_ms = 0;
        out
    }
}

impl ComplexityEstimate {
    /// The estimate as a candidate (or the model) may see it: the growth class, the expected
    /// complexity and whether it is met — never the measured points, the start-up time or an
    /// exponent finer than the class, which a program could choose to carry data.
    pub fn candidate_view(&self) -> ComplexityEstimate {
        let (exponent, class) = crate::probe::class(self.exponent);
        ComplexityEstimate {
            exponent,
            label: crate::probe::class_label(class),
            points: Vec::new(),
            baseline_ms: None,
            expected: self.expected.clone(),
            as_expected: self.as_expected,
        }
    }
}

impl TestResult {
    /// This test as a candidate may see it (see [`JudgeOutcome::candidate_view`]).
    pub fn candidate_view(&self) -> TestResult {
        if self.origin == TestOrigin::Sample {
            return self.clone();
        }
        TestResult {
            name: self.name.clone(),
            origin: self.origin,
            status: self.status,
            // A time is chosen by a program that holds the input (it can burn input[0] ms): ten
            // bits a test and submission, enough to rebuild small inputs. Status alone stays.
            time_ms: 0.0,
            input: None,
            expected: None,
            actual: None,
            message: None,
            state: self.state,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SECRET: &str = "[[-3,4,3,90],0]";

    fn test(name: &str, origin: TestOrigin, status: Verdict, state: TestState) -> TestResult {
        TestResult {
            name: name.into(),
            origin,
            status,
            time_ms: 7.5,
            input: Some(SECRET.into()),
            expected: Some("[0,2]".into()),
            actual: Some(format!("leak {SECRET}")),
            message: Some(format!("Exception: {SECRET}")),
            state,
        }
    }

    fn outcome(tests: Vec<TestResult>) -> JudgeOutcome {
        JudgeOutcome {
            verdict: tests.iter().find(|t| !t.passed()).map_or(Verdict::Accepted, |t| t.status),
            passed: tests.iter().filter(|t| t.passed()).count(),
            total: tests.len(),
            first_failure: tests.iter().position(|t| !t.passed()),
            tests,
            complexity: None,
            counterexample: None,
            style: vec![StyleFinding {
                tool: "python-ast".into(),
                rule: "naming".into(),
                line: Some(2),
                message: "short name".into(),
            }],
            compile_output: Some("warning: unused".into()),
            compile_ms: Some(120),
            compile_cached: false,
            run_ms: 80,
            stderr: format!("printed {SECRET}"),
            complexity_unproven: false,
        }
    }

    #[test]
    fn a_hidden_or_stress_test_keeps_name_status_and_state_only() {
        for origin in [TestOrigin::Hidden, TestOrigin::Stress] {
            for (status, state) in [
                (Verdict::WrongAnswer, TestState::Ran),
                (Verdict::RuntimeError, TestState::Crashed),
                (Verdict::TimeLimit, TestState::NotRun),
                (Verdict::Accepted, TestState::Ran),
            ] {
                let t = test("hidden-1", origin, status, state).candidate_view();
                assert_eq!(
                    (t.name.as_str(), t.origin, t.status, t.state),
                    ("hidden-1", origin, status, state)
                );
                assert_eq!(t.time_ms, 0.0, "time of a {origin:?} test");
                assert_eq!(t.input, None, "input of a {origin:?} test");
                assert_eq!(t.expected, None, "expected of a {origin:?} test");
                assert_eq!(t.actual, None, "actual output of a {origin:?} test");
                assert_eq!(t.message, None, "message of a {origin:?} test");
            }
        }
    }

    #[test]
    fn a_sample_test_keeps_every_field() {
        let t = test("example-1", TestOrigin::Sample, Verdict::WrongAnswer, TestState::Ran);
        assert_eq!(t.candidate_view(), t);
    }

    #[test]
    fn stderr_is_shown_only_when_a_sample_failed_first() {
        let sample_fails = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::RuntimeError, TestState::Crashed),
            test("hidden-1", TestOrigin::Hidden, Verdict::RuntimeError, TestState::NotRun),
        ]);
        assert_eq!(sample_fails.candidate_view().stderr, sample_fails.stderr);
        let hidden_fails = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::Accepted, TestState::Ran),
            test("hidden-1", TestOrigin::Hidden, Verdict::RuntimeError, TestState::Crashed),
        ]);
        assert_eq!(hidden_fails.candidate_view().stderr, "");
        let accepted =
            outcome(vec![test("hidden-1", TestOrigin::Hidden, Verdict::Accepted, TestState::Ran)]);
        assert_eq!(accepted.candidate_view().stderr, "");
    }

    #[test]
    fn the_view_keeps_counts_compiler_output_style_and_the_counterexample() {
        let mut o = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::Accepted, TestState::Ran),
            test("stress-3", TestOrigin::Stress, Verdict::WrongAnswer, TestState::Ran),
        ]);
        o.counterexample = Some(Counterexample {
            input: "[[1,2],3]".into(),
            expected: "[0,1]".into(),
            actual: "[1,0]".into(),
            status: Verdict::WrongAnswer,
        });
        let v = o.candidate_view();
        assert_eq!(
            (v.verdict, v.passed, v.total, v.first_failure),
            (o.verdict, o.passed, o.total, o.first_failure)
        );
        assert_eq!(v.counterexample, o.counterexample);
        assert_eq!((&v.compile_output, &v.style), (&o.compile_output, &o.style));
        assert_eq!(v.compile_ms, o.compile_ms);
        assert_eq!(v.run_ms, 0, "a run's wall time is the program's to choose");
    }

    #[test]
    fn tests_after_the_first_failure_are_left_out_and_passed_counts_what_is_shown() {
        let o = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::Accepted, TestState::Ran),
            test("hidden-1", TestOrigin::Hidden, Verdict::Accepted, TestState::Ran),
            test("hidden-2", TestOrigin::Hidden, Verdict::WrongAnswer, TestState::Ran),
            test("hidden-3", TestOrigin::Hidden, Verdict::Accepted, TestState::Ran),
            test("stress-1", TestOrigin::Stress, Verdict::TimeLimit, TestState::Ran),
        ]);
        let v = o.candidate_view();
        let names: Vec<&str> = v.tests.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["example-1", "hidden-1", "hidden-2"]);
        assert_eq!(
            (v.verdict, v.passed, v.total, v.first_failure),
            (Verdict::WrongAnswer, 2, 5, Some(2))
        );
    }

    #[test]
    fn samples_after_a_failing_sample_still_show_they_ran_before_anything_hidden() {
        let o = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::WrongAnswer, TestState::Ran),
            test("example-2", TestOrigin::Sample, Verdict::Accepted, TestState::Ran),
            test("hidden-1", TestOrigin::Hidden, Verdict::Accepted, TestState::Ran),
        ]);
        let v = o.candidate_view();
        let names: Vec<&str> = v.tests.iter().map(|t| t.name.as_str()).collect();
        assert_eq!(names, ["example-1", "example-2"]);
        assert_eq!(v.passed, 1);
    }

    /// The side channel of statuses, measured: every way a program holding the hidden inputs can
    /// set six hidden tests' statuses (3^6 = 729), times and the run's wall time gives at most
    /// 1 + 6 × 2 distinct views — where the first failure is and how it failed, under 4 bits.
    #[test]
    fn all_status_patterns_of_six_hidden_tests_give_at_most_thirteen_views() {
        let statuses = [Verdict::Accepted, Verdict::WrongAnswer, Verdict::TimeLimit];
        let mut views = std::collections::HashSet::new();
        for pattern in 0..3usize.pow(6) {
            let tests: Vec<TestResult> = (0..6)
                .map(|k| {
                    let status = statuses[pattern / 3usize.pow(k as u32) % 3];
                    let mut t =
                        test(&format!("hidden-{k}"), TestOrigin::Hidden, status, TestState::Ran);
                    t.time_ms = (pattern * 7 + k) as f64;
                    t
                })
                .collect();
            let mut o = outcome(tests);
            o.run_ms = pattern as u64;
            o.complexity = Some(ComplexityEstimate {
                exponent: 1.9 + (pattern % 50) as f64 / 100.0,
                label: format!("≈ n^{pattern}"),
                points: vec![(1000, pattern as f64)],
                baseline_ms: Some(pattern as f64),
                expected: Some("O(n)".into()),
                as_expected: false,
            });
            views.insert(serde_json::to_string(&o.candidate_view()).unwrap());
        }
        assert_eq!(views.len(), 1 + 6 * 2);
    }

    #[test]
    fn a_complexity_estimate_is_shown_as_its_class_only() {
        let c = ComplexityEstimate {
            exponent: 1.93,
            label: "≈ n^1.9: looks quadratic, expected O(n)".into(),
            points: vec![(1000, 3.25), (2000, 12.5)],
            baseline_ms: Some(40.0),
            expected: Some("O(n)".into()),
            as_expected: false,
        };
        let v = c.candidate_view();
        assert_eq!(v.exponent, 2.0);
        assert_eq!(v.label, "looks quadratic");
        assert!(v.points.is_empty() && v.baseline_ms.is_none() && !v.as_expected);
    }

    #[test]
    fn no_hidden_data_survives_anywhere_in_the_serialized_view() {
        let o = outcome(vec![
            test("example-1", TestOrigin::Sample, Verdict::Accepted, TestState::Ran),
            test("hidden-1", TestOrigin::Hidden, Verdict::WrongAnswer, TestState::Ran),
            test("hidden-2", TestOrigin::Hidden, Verdict::RuntimeError, TestState::NotRun),
        ]);
        let mut o = o;
        // The passing sample's own data is public; make it differ from the secret.
        o.tests[0].input = Some("[[2,7,11,15],9]".into());
        o.tests[0].actual = Some("[0,1]".into());
        o.tests[0].message = None;
        let json = serde_json::to_string(&o.candidate_view()).unwrap();
        assert!(!json.contains(SECRET), "{json}");
        assert!(json.contains("[[2,7,11,15],9]"), "{json}");
    }
}

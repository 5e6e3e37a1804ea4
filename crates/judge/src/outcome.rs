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
    /// - `tests` of a hidden or stress test: name, origin, status, state and time only. `input` and
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
    /// - `compile_output`, `style`, `complexity`, counts and sample times: kept. They come from the
    ///   compiler, the judge's own style checks (reported with the driver's ready line, before any
    ///   input is sent) and the probe on generated inputs — none written while a hidden input was
    ///   held.
    ///
    /// Left open on purpose: a hidden test's status is chosen by a program that holds its input,
    /// a few bits per test per submission (docs/threat-model.md, residual channels); its time,
    /// which could carry many more, is not shown.
    pub fn candidate_view(&self) -> JudgeOutcome {
        let mut out = self.clone();
        for t in &mut out.tests {
            *t = t.candidate_view();
        }
        if self.first_failure().is_none_or(|t| t.origin != TestOrigin::Sample) {
            out.stderr.clear();
        }
        out
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
        assert_eq!((v.compile_ms, v.run_ms), (o.compile_ms, o.run_ms));
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

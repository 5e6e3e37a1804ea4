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

    /// The outcome as the candidate may see it: hidden tests keep name, status and time only.
    pub fn redacted_for_candidate(&self) -> JudgeOutcome {
        let mut out = self.clone();
        for t in &mut out.tests {
            if t.origin == TestOrigin::Hidden {
                t.input = None;
                t.expected = None;
                t.actual = None;
            }
        }
        out
    }
}

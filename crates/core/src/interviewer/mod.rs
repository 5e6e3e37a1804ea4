//! The offline interviewer: what it knows about questions and submissions, and the pure decisions it
//! makes from them (which question next, follow-up or move on, rubric coverage).
//!
//! It sees the problem bank and the judge only through the [`QuestionBank`] and [`Grader`] seams, so
//! the session machine stays pure and the tests can drive it with a tiny in-memory bank.

pub mod bridge;
pub(crate) mod decide;
pub mod pick;
pub(crate) mod question;
pub(crate) mod rubric;
pub mod runs;
pub(crate) mod vocab;

use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::memory::ToolFailure;
use mashang_i18n::Locale;
use mashang_judge::exec::Executor;

/// One vocabulary: the bank's role and level are the interviewer's.
pub use mashang_judge::problem::{Level, Role};

/// A problem's stable id in the bank.
pub type QuestionId = String;

/// How a question is answered and judged.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum QuestionKind {
    /// Code judged by the sandbox against hidden tests.
    Code,
    /// A system-design answer in prose, checked against rubric key points.
    Design,
}

/// The little the session keeps about a question; the full text stays in the bank.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct QuestionBrief {
    pub id: QuestionId,
    pub roles: Vec<Role>,
    pub level: Level,
    pub topics: Vec<String>,
    pub kind: QuestionKind,
    /// Languages the judge can run for it (empty for design questions).
    pub languages: Vec<String>,
    /// Length of the hint ladder.
    pub hints: u8,
    /// Number of follow-up questions the problem offers.
    pub follow_ups: u8,
    /// What an explanation of this problem names (its topics, the data structures its texts
    /// name, its rubric keywords): the communication score's check that it is about this problem.
    /// Empty (no check) for sessions saved before it existed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub vocabulary: Vec<vocab::Term>,
    /// Whether the judge can measure its complexity (a probe, or large tests under a time
    /// limit); when not (a frontend behaviour problem), the report's complexity is "—". Sessions
    /// saved before it existed read `true`, as they were scored.
    #[serde(
        default = "measured_before_it_was_recorded",
        skip_serializing_if = "measured_before_it_was_recorded_too"
    )]
    pub complexity_measured: bool,
}

fn measured_before_it_was_recorded() -> bool {
    true
}

/// Only `false` is written, so a record keeps the shape of record version 2.
fn measured_before_it_was_recorded_too(measured: &bool) -> bool {
    *measured
}

/// One sample shown with the statement.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Sample {
    pub input: String,
    pub output: String,
    /// How it reads in the interview's language (named arguments or the calls it makes), when
    /// the problem has a typed signature in it.
    pub example: Option<mashang_judge::problem::Example>,
}

/// A question as shown to the user in one locale. Never contains hidden tests or references.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct QuestionText {
    pub title: String,
    pub statement: String,
    pub samples: Vec<Sample>,
    /// Expected complexity as the problem states it, e.g. `O(n)`; shown only after judging.
    pub expected_time: Option<String>,
    /// Starter code for the user's language, when the problem has one.
    pub starter: Option<String>,
}

/// Read access to the problem bank, as the interviewer needs it.
pub trait QuestionBank: Send + Sync {
    /// Every question's brief, in a stable order.
    fn briefs(&self) -> &[QuestionBrief];
    fn text(&self, id: &str, locale: Locale, language: &str) -> Option<QuestionText>;
    /// The `index`-th hint (0-based) of the ladder.
    fn hint(&self, id: &str, index: usize, locale: Locale) -> Option<String>;
    fn follow_up(&self, id: &str, index: usize, locale: Locale) -> Option<String>;
    /// Rubric key points of a design question: each a label and the words that show it was covered.
    fn rubric(&self, id: &str, locale: Locale) -> Vec<RubricPoint>;

    fn brief(&self, id: &str) -> Option<&QuestionBrief> {
        self.briefs().iter().find(|b| b.id == id)
    }

    /// The problem bank these questions are drawn from, when they are a bank's (the
    /// one-object-graph test compares it with the group services'; not an API).
    #[doc(hidden)]
    fn problems(&self) -> Option<&std::sync::Arc<mashang_judge::problem::Bank>> {
        None
    }
}

/// A design question's key point.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct RubricPoint {
    pub label: String,
    /// Any of these (case-insensitive) in the answer counts as covering the point.
    pub keywords: Vec<String>,
}

/// The judge's verdict on a submission (one type for the judge and the interviewer).
pub use mashang_judge::Verdict;

/// The failing case the candidate may see after submitting: a failing sample, or the judge's
/// revealed counterexample (a generated input, re-run alone). Never a hidden test: the bridge
/// builds this from `JudgeOutcome::candidate_view`, where hidden tests carry no data.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FailingCase {
    pub name: String,
    pub input: String,
    pub expected: Option<String>,
    pub actual: Option<String>,
}

/// One test of a judged submission, as the candidate may see it once they have submitted: its
/// name, verdict and time. It never carries a test's input or expected output, and front ends show
/// a hidden test by name and status only.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct TestLine {
    pub name: String,
    /// A hidden or generated stress test (as opposed to a sample shown with the statement).
    pub hidden: bool,
    /// `Accepted` when it passed.
    pub verdict: Verdict,
    pub time_ms: u32,
    /// Never reached because the program died on an earlier test.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub not_run: bool,
}

impl TestLine {
    pub fn passed(&self) -> bool {
        self.verdict == Verdict::Accepted && !self.not_run
    }
}

/// What the complexity probe measured against what the problem expects.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct ComplexityEvidence {
    /// Fitted growth exponent, e.g. 1.93 for quadratic.
    pub exponent: f64,
    /// The judge's human label, e.g. "looks quadratic".
    pub label: String,
    /// Expected complexity as written in the problem, e.g. "O(n)".
    pub expected: String,
    /// Whether the measurement is within what the problem expects.
    pub acceptable: bool,
}

/// Everything the judge established about one submission: the only basis for a score.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Evidence {
    pub verdict: Verdict,
    pub passed: u32,
    pub total: u32,
    pub failing: Option<FailingCase>,
    pub complexity: Option<ComplexityEvidence>,
    /// Style findings (compiler/linter warnings, AST checks), at most a handful.
    pub style: Vec<String>,
    /// First lines of compiler output on a compile error.
    pub compile_output: Option<String>,
    /// Rubric points still missing (design questions only).
    #[serde(default)]
    pub missing_points: Vec<String>,
    /// Per-test results in the judge's order (at most [`MAX_TEST_LINES`], failures kept first);
    /// empty for design answers and for evidence stored before this existed.
    #[serde(default)]
    pub tests: Vec<TestLine>,
    /// The complexity probe ran but gave no estimate: unproven, never fine. Left out when false,
    /// so evidence without it encodes as before (session records keep their shape).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub complexity_unproven: bool,
}

/// Test lines kept per submission (the session is saved on every transition).
pub const MAX_TEST_LINES: usize = 64;

/// What the interviewer asks the judge to do.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct GradeRequest {
    pub question: QuestionId,
    pub language: String,
    pub code: String,
}

/// What the test-reveal hint rung (`/hint test`) found for the last failed submission.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum RevealOutcome {
    /// One hidden test the submission fails alone: its input, expected and actual result.
    Case { case: FailingCase },
    /// The problem's hidden tests are code (never shown); nothing revealed, nothing charged.
    CodeTests,
    /// No failing hidden test fails again alone with a wrong answer or an error.
    NoFailingTest,
}

/// Runs a submission through the judge. `executor` is the caller's fair-queue handle.
#[async_trait::async_trait]
pub trait Grader: Send + Sync {
    async fn grade(
        &self,
        request: &GradeRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<Evidence, ToolFailure>;

    /// Whether `request`'s custom input fits the question (its typed signature), before running.
    fn check_run(
        &self,
        _request: &runs::RunRequest,
    ) -> Result<(), mashang_judge::CustomInputError> {
        Ok(())
    }

    /// `/run`: the code on the question's samples and the optional custom input — never an
    /// attempt, never a hidden test. Graders that cannot run code say so.
    async fn try_run(
        &self,
        _request: &runs::RunRequest,
        _executor: Arc<dyn Executor>,
    ) -> Result<runs::RunReport, runs::RunFailure> {
        Err(runs::RunFailure::Tool(ToolFailure::new(
            crate::memory::ErrorKind::Logic,
            "this grader cannot run code",
        )))
    }

    /// Reveals one of `failed` (hidden tests the submission `request` failed) for the paid hint
    /// rung. Graders that cannot run code again reveal nothing.
    async fn reveal(
        &self,
        _request: &GradeRequest,
        _failed: &[String],
        _executor: Arc<dyn Executor>,
    ) -> Result<RevealOutcome, ToolFailure> {
        Ok(RevealOutcome::NoFailingTest)
    }
}

/// Tuning of the interviewer, from the persona preset.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct InterviewRules {
    /// Questions per interview.
    pub rounds: u8,
    /// Submissions allowed per question before moving on.
    pub max_attempts: u8,
    /// Extension follow-ups asked after an accepted answer.
    pub follow_ups_per_question: u8,
    /// Points taken off a question's overall score per hint used.
    pub hint_penalty: f32,
    /// Share of rubric points a design answer must cover to count as accepted.
    pub rubric_pass_ratio: f32,
}

impl Default for InterviewRules {
    fn default() -> Self {
        InterviewRules {
            rounds: 5,
            max_attempts: 3,
            follow_ups_per_question: 1,
            hint_penalty: 0.5,
            rubric_pass_ratio: 0.7,
        }
    }
}

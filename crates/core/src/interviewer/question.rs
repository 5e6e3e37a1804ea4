//! The interview's record of the question on the table: its status, the question itself with its
//! attempts, hints, explanations, follow-ups and evidence, the code last submitted, and the
//! criteria a question is picked by. The session machine moves these; the interviewer, the report
//! and the presenter read them.

use serde::{Deserialize, Serialize};

use super::{Evidence, FailingCase, Level, QuestionBrief, QuestionId, Role, Verdict};

/// Where the interview stands (the seeds' `status` column).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    /// No interview running.
    Idle,
    /// A question is being picked (tool call pending).
    Questioning,
    /// The question is on screen; waiting for code or an explanation.
    WaitingAnswer,
    /// A submission is with the judge (tool call pending).
    Judging,
    /// A follow-up was asked; waiting for the user's answer or resubmission.
    FollowUp,
    /// The report is being written (tool call pending).
    Reporting,
    /// The interview is over and its report written.
    Finished,
}

impl Status {
    pub fn as_str(self) -> &'static str {
        match self {
            Status::Idle => "idle",
            Status::Questioning => "questioning",
            Status::WaitingAnswer => "waiting_answer",
            Status::Judging => "judging",
            Status::FollowUp => "follow_up",
            Status::Reporting => "reporting",
            Status::Finished => "finished",
        }
    }
}

/// Why an interview finished; the only three ways it may.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum FinishReason {
    AllRounds,
    UserEnded,
    BankExhausted,
}

/// What the pending follow-up is about.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "kind")]
pub enum FollowUpKind {
    /// The submission failed; asked about the failing input / error.
    Failing,
    /// Correct but slower than expected; asked for a better complexity.
    Complexity,
    /// Accepted; asked the problem's `index`-th follow-up question.
    Extension { index: u8 },
    /// Design answer missing key points; asked about the first missing one.
    Rubric,
}

/// A follow-up that was asked and what came of it (evidence for adaptability).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct FollowUpRecord {
    pub kind: FollowUpKind,
    /// The user's text answer, truncated.
    pub answer: Option<String>,
    /// Verdict before the follow-up and after the next submission, if any.
    pub verdict_before: Option<Verdict>,
    pub verdict_after: Option<Verdict>,
}

/// The question on the table and everything said about it so far.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct CurrentQuestion {
    pub brief: QuestionBrief,
    /// 1-based round this question belongs to.
    pub round: u8,
    /// Submissions judged so far (including the one being judged).
    pub attempts: u8,
    pub hints_used: u8,
    /// The user's explanations, each truncated; what communication is scored on.
    pub explanations: Vec<String>,
    pub follow_ups: Vec<FollowUpRecord>,
    /// Judge evidence of the latest judged submission.
    pub last_evidence: Option<Evidence>,
    /// Best evidence so far (accepted beats failing; more tests passed beats fewer).
    pub best_evidence: Option<Evidence>,
    /// Accumulated design answer text (design questions are judged on the whole answer).
    pub design_answer: String,
    /// Failing hidden tests bought with `/hint test`, each with the attempt it was revealed for.
    #[serde(default)]
    pub revealed: Vec<RevealedTest>,
    /// The code `last_evidence` judged (what `/hint test` reveals a failing test of).
    #[serde(default)]
    pub last_judged: Option<Submission>,
}

/// What one revealed failing test costs, in text hints (so in the score: this times the persona's
/// hint penalty; in drills: this many quarters of the points).
pub const TEST_REVEAL_HINTS: u8 = 2;

/// One use of the test-reveal rung: the case shown and the submission (attempt) it came from.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct RevealedTest {
    pub attempt: u8,
    pub case: FailingCase,
}

impl CurrentQuestion {
    /// Hints used, counting each revealed test as [`TEST_REVEAL_HINTS`] text hints.
    pub fn hint_cost(&self) -> u8 {
        let reveals = u8::try_from(self.revealed.len()).unwrap_or(u8::MAX);
        self.hints_used.saturating_add(reveals.saturating_mul(TEST_REVEAL_HINTS))
    }
}

/// The code the user last submitted (the seeds' `user_answer`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Submission {
    pub language: String,
    pub code: String,
}

/// Criteria for the question pick, kept in the pending call so a restart can repeat it exactly.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct PickCriteria {
    pub role: Role,
    pub level: Level,
    pub language: String,
    /// Questions already asked in this interview (never repeated).
    pub exclude: Vec<QuestionId>,
    /// Topics of the recent questions (avoided when possible).
    pub recent_topics: Vec<String>,
    /// A topic the user asked for (`/interview … #topic`), preferred over everything else.
    #[serde(default)]
    pub topic: Option<String>,
    /// The problem the user asked to start with (`/interview problem=<id>`, first pick only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub problem: Option<QuestionId>,
    /// Seed for a varied but reproducible choice.
    pub seed: u64,
}

//! One user's interview session: the state table from the seeds, the events that move it and the
//! effects it asks the outside world to perform. The transition function lives in [`fsm`], the
//! invariants it must keep in [`guards`].

pub mod fsm;
pub mod guards;

use serde::{Deserialize, Serialize};

use crate::i18n::{Locale, Msg};
use crate::interviewer::{
    Evidence, FailingCase, GradeRequest, InterviewRules, Level, QuestionBrief, QuestionId,
    RevealOutcome, Role, Verdict,
};
use crate::memory::{ToolFailure, ToolLogEntry, TraceId};
use crate::report::{QuestionScore, Report};

/// Identifies a user across platforms: the platform (`console`, `telegram`, `discord`, …) and the
/// user's id there. Stored, logged and serialized as `platform:id` (e.g. `telegram:12345`); use
/// the fields rather than splitting that text.
#[derive(Debug, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct UserKey {
    pub platform: String,
    pub id: String,
}

/// Text that is not a `platform:id` user key.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("not a user key (platform:id): `{0}`")]
pub struct BadUserKey(pub String);

impl UserKey {
    pub fn new(platform: &str, id: &str) -> Self {
        UserKey { platform: platform.to_string(), id: id.to_string() }
    }

    /// Reads the stored form `platform:id` (the id may itself contain `:`).
    pub fn parse(s: &str) -> Result<Self, BadUserKey> {
        match s.split_once(':') {
            Some((platform, id)) if !platform.is_empty() => Ok(UserKey::new(platform, id)),
            _ => Err(BadUserKey(s.to_string())),
        }
    }
}

impl std::fmt::Display for UserKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}:{}", self.platform, self.id)
    }
}

impl From<UserKey> for String {
    fn from(key: UserKey) -> String {
        key.to_string()
    }
}

impl TryFrom<String> for UserKey {
    type Error = BadUserKey;
    fn try_from(s: String) -> Result<Self, BadUserKey> {
        UserKey::parse(&s)
    }
}

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

/// A tool call that has been asked for and whose result has not come back. `Reveal` is `/hint
/// test`: one failing hidden test of the last submission (`request`), among `failed`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "tool")]
pub enum PendingTool {
    Pick { trace: TraceId, criteria: PickCriteria },
    Judge { trace: TraceId, request: GradeRequest },
    Reveal { trace: TraceId, request: GradeRequest, failed: Vec<String> },
    Report { trace: TraceId },
}

impl PendingTool {
    pub fn trace(&self) -> &str {
        match self {
            PendingTool::Pick { trace, .. }
            | PendingTool::Judge { trace, .. }
            | PendingTool::Reveal { trace, .. }
            | PendingTool::Report { trace } => trace,
        }
    }
}

/// The whole session state: plain data, serialised as is to the store on every transition.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct SessionState {
    pub status: Status,
    pub locale: Locale,
    /// Programming language for submissions without a fence tag.
    pub language: String,
    pub role: Role,
    pub target_level: Level,
    /// Topic asked for with `/interview … #topic`.
    #[serde(default)]
    pub topic: Option<String>,
    pub interview_id: Option<String>,
    pub rounds_total: u8,
    pub current_round: u8,
    pub question_history: Vec<QuestionId>,
    pub current_question: Option<CurrentQuestion>,
    pub user_answer: Option<Submission>,
    pub pending: Option<PendingTool>,
    /// Summaries of the tool calls of this interview (the full log is in the store).
    pub tool_logs: Vec<ToolLogEntry>,
    pub eval_scores: Vec<QuestionScore>,
    pub finish_reason: Option<FinishReason>,
    /// The interviewer's rules, fixed at start so a resumed interview plays by the same rules.
    pub rules: InterviewRules,
    /// Incremented on every transition; makes trace ids unique and saves ordered.
    pub seq: u64,
    pub seed: u64,
}

impl SessionState {
    pub fn new(locale: Locale, language: &str, role: Role, level: Level) -> Self {
        SessionState {
            status: Status::Idle,
            locale,
            language: language.to_string(),
            role,
            target_level: level,
            topic: None,
            interview_id: None,
            rounds_total: 0,
            current_round: 0,
            question_history: Vec::new(),
            current_question: None,
            user_answer: None,
            pending: None,
            tool_logs: Vec::new(),
            eval_scores: Vec::new(),
            finish_reason: None,
            rules: InterviewRules::default(),
            seq: 0,
            seed: 0,
        }
    }

    /// Whether an interview is under way (not idle, not finished).
    pub fn in_interview(&self) -> bool {
        !matches!(self.status, Status::Idle | Status::Finished)
    }

    /// Hints used on the current question (the seeds' `hints_used`).
    pub fn hints_used(&self) -> u8 {
        self.current_question.as_ref().map_or(0, |q| q.hints_used)
    }
}

/// Something that happened: a user action or a tool's result.
#[derive(Debug, Clone, PartialEq)]
pub enum Event {
    /// `/interview`: start a new interview. `interview_id` and `seed` come from the caller so the
    /// transition stays pure.
    Start {
        role: Option<Role>,
        level: Option<Level>,
        language: Option<String>,
        topic: Option<String>,
        /// A problem id to start with (already checked against the bank by the engine).
        problem: Option<QuestionId>,
        rules: InterviewRules,
        interview_id: String,
        seed: u64,
    },
    /// A fenced code block (language already resolved against the session's).
    Code {
        language: String,
        code: String,
        note: Option<String>,
    },
    /// Plain text: an explanation or a follow-up answer.
    Text(String),
    Hint,
    /// `/hint test`: the paid rung that reveals one failing hidden test.
    HintTest,
    Skip,
    End,
    SetLanguage(String),
    SetLocale(Locale),
    /// The question pick's result (`None`: nothing left to ask).
    Picked {
        log: ToolLogEntry,
        result: Result<Option<QuestionBrief>, ToolFailure>,
    },
    Judged {
        log: ToolLogEntry,
        result: Result<Evidence, ToolFailure>,
    },
    Reported {
        log: ToolLogEntry,
        result: Result<Box<Report>, ToolFailure>,
    },
    Revealed {
        log: ToolLogEntry,
        result: Result<RevealOutcome, ToolFailure>,
    },
}

impl Event {
    /// True for events the user caused (as opposed to tool results).
    pub fn is_user(&self) -> bool {
        !matches!(
            self,
            Event::Picked { .. }
                | Event::Judged { .. }
                | Event::Reported { .. }
                | Event::Revealed { .. }
        )
    }
}

/// Something the outside world must do as a result of a transition.
// Effects are consumed right after the transition; their size does not matter.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Effect {
    /// Tell the user something.
    Say(Msg),
    /// Call the question picker.
    PickQuestion { trace: TraceId, criteria: PickCriteria },
    /// Run a submission through the judge.
    Judge { trace: TraceId, request: GradeRequest },
    /// Reveal one failing hidden test of the submission `request` (among `failed`).
    RevealTest { trace: TraceId, request: GradeRequest, failed: Vec<String> },
    /// Build the report from the state and store it.
    WriteReport { trace: TraceId },
    /// Persist a judged submission.
    RecordSubmission { round: u8, question: QuestionId, submission: Submission, evidence: Evidence },
    /// Persist a finished round with its score.
    RecordRound(QuestionScore),
}

#[cfg(test)]
mod user_key_tests {
    use super::UserKey;

    #[test]
    fn a_user_key_keeps_its_stored_form_and_reads_back_into_fields() {
        let key = UserKey::new("telegram", "12345");
        assert_eq!(serde_json::to_string(&key).unwrap(), "\"telegram:12345\"");
        let back: UserKey = serde_json::from_str("\"discord:9:extra\"").unwrap();
        assert_eq!((back.platform.as_str(), back.id.as_str()), ("discord", "9:extra"));
        assert_eq!(back.to_string(), "discord:9:extra");
        assert!(serde_json::from_str::<UserKey>("\"no-platform\"").is_err());
        assert!(UserKey::parse(":id").is_err());
    }
}

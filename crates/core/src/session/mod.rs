//! One user's interview session: the state table from the seeds, the events that move it and the
//! effects it asks the outside world to perform. The transition function lives in [`fsm`], the
//! invariants it must keep in [`guards`].

pub mod fsm;
pub mod guards;
pub mod record;

use serde::{Deserialize, Serialize};

use crate::interviewer::{
    Evidence, GradeRequest, InterviewRules, Level, QuestionBrief, QuestionId, RevealOutcome, Role,
};
use crate::memory::{ToolFailure, ToolLogEntry, TraceId};
use crate::msg::Msg;
use crate::report::{QuestionScore, Report};
use mashang_i18n::Locale;

pub use crate::interviewer::question::{
    CurrentQuestion, FinishReason, FollowUpKind, FollowUpRecord, PickCriteria, RevealedTest,
    Status, Submission, TEST_REVEAL_HINTS,
};
pub use crate::user::UserKey;

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

impl SessionState {
    /// The interview's report from the rounds scored so far.
    pub fn build_report(&self, now_ms: i64) -> Report {
        crate::report::score::build_report(
            crate::report::score::Finished {
                interview_id: self.interview_id.as_deref().unwrap_or_default(),
                role: self.role,
                level: self.target_level,
                rounds: &self.eval_scores,
                finish_reason: self.finish_reason.unwrap_or(FinishReason::UserEnded),
            },
            now_ms,
        )
    }
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

/// The whole session state: plain data, stored on every transition as a versioned
/// [`record::SessionRecord`] (never as is: see that module).
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
    /// Persist a finished round with its score and what was said during it (for replays).
    RecordRound(QuestionScore, Box<crate::replay::RoundTranscript>),
}

//! What the core wants to tell the user, as data. Rendering to a language happens in
//! `engine::present`, which is the only place that knows both these values and the catalog keys.

use crate::interviewer::question::Status;
use crate::interviewer::runs::RunReport;
use crate::interviewer::{
    ComplexityEvidence, FailingCase, Level, QuestionId, Role, TestLine, Verdict,
};
use crate::memory::ErrorKind;
use crate::report::{HistoryEntry, Report};
use mashang_judge::CustomInputError;

/// One thing to say.
#[derive(Debug, Clone, PartialEq)]
pub enum Msg {
    Welcome,
    Help,
    InterviewStarted {
        role: Role,
        level: Level,
        language: String,
        rounds: u8,
    },
    AlreadyInInterview,
    /// `/interview problem=<id>` named no problem in the bank; `similar` ids to suggest.
    UnknownProblem {
        id: String,
        similar: Vec<String>,
    },
    /// `/interview … #topic` named a topic no question in the bank has; `topics` to choose from.
    UnknownTopic {
        topic: String,
        topics: Vec<String>,
    },
    /// The problem asked for is not a question for the role asked for.
    ProblemNotForRole {
        id: String,
        roles: Vec<Role>,
    },
    /// The problem asked for cannot be judged in the language asked for (or the user's current one).
    ProblemLanguage {
        id: String,
        language: String,
        available: Vec<String>,
    },
    NoInterview,
    /// A tool call is still pending; nothing else is answered until it returns.
    Busy,
    Resumed {
        round: u8,
        total: u8,
        status: Status,
    },
    Question {
        id: QuestionId,
        round: u8,
        total: u8,
        language: String,
    },
    Noted,
    /// The explanation names nothing of this problem; ask about this one (`terms`: what it is about).
    OffTopicExplanation {
        id: QuestionId,
        terms: Vec<String>,
    },
    ResubmitOrSkip,
    Judging {
        attempt: u8,
    },
    CheckingDesign,
    VerdictSummary {
        verdict: Verdict,
        /// Tests passed; for a design question, key points covered.
        passed: u32,
        total: u32,
        /// A design question: `passed`/`total` count key points, not tests.
        design: bool,
        /// Per-test lines (names and verdicts; never a hidden test's input).
        tests: Vec<TestLine>,
    },
    FollowUpFailing {
        case: FailingCase,
    },
    FollowUpError {
        verdict: Verdict,
        detail: Option<String>,
    },
    FollowUpComplexity {
        complexity: ComplexityEvidence,
    },
    FollowUpTimeLimit,
    FollowUpExtension {
        id: QuestionId,
        index: u8,
    },
    FollowUpRubric {
        missing: String,
    },
    StyleNotes {
        findings: Vec<String>,
    },
    Accepted,
    MovingOn,
    Hint {
        id: QuestionId,
        index: u8,
        total: u8,
        /// The test-reveal rung's price when it is open (the last submission failed a hidden test).
        test_rung: Option<f32>,
    },
    NoMoreHints {
        test_rung: Option<f32>,
    },
    /// `/hint test` before any failed submission on this question; `cost` is its price.
    RevealNeedsFailure {
        cost: f32,
    },
    /// `/hint test` on a design question.
    RevealNotForDesign,
    /// `/hint test` accepted; the judge is re-running the failing test alone.
    RevealingTest {
        cost: f32,
    },
    /// A failing hidden test of the last submission, bought for `cost` points (0: shown again).
    TestRevealed {
        case: FailingCase,
        cost: f32,
    },
    /// Nothing to reveal; `shown`: the failing case is already the one shown after the verdict.
    NoTestToReveal {
        shown: bool,
    },
    /// The problem's hidden tests are code, which is never shown.
    RevealCodeTests,
    NoAttemptsLeft,
    Skipped,
    LanguageSet {
        language: String,
        /// The code question on the table, whose starter is re-shown in the new language.
        question: Option<QuestionId>,
    },
    LanguageNotForQuestion {
        language: String,
        available: Vec<String>,
    },
    LocaleSet,
    ToolFailed {
        kind: ErrorKind,
        detail: String,
    },
    NoQuestionsLeft,
    WritingReport,
    /// The model is being asked: a progress reply with no text, which the front ends show as
    /// "typing…" (Telegram, Discord) or a spinner (terminal) until the next reply.
    Thinking,
    EndedNoReport,
    Report(Box<Report>),
    NoReport,
    History(Vec<HistoryEntry>),
    NoHistory,
    /// `/replay`: the interview to export, in these formats.
    Replay {
        interview: Box<crate::replay::StoredInterview>,
        formats: Vec<crate::replay::ReplayFormat>,
    },
    /// `/replay n` names no finished interview.
    NoReplay {
        nth: u32,
    },
    Forgotten,
    // Bad input: one line each, the session is untouched.
    UnknownCommand {
        command: String,
    },
    BadArgument {
        command: String,
        argument: String,
    },
    UnclosedFence,
    TooLong {
        size: usize,
        limit: usize,
    },
    Binary,
    UnknownLanguage {
        tag: String,
        supported: Vec<String>,
    },
    RateLimited {
        retry_secs: u64,
    },
    QueueFull,
    StoreFailed,
    /// The question on the table is a live duel's or peer session's problem of the user's.
    ProblemClosed,
    /// The user's stored interview could not be read after an upgrade; it was kept aside.
    SessionUnreadable,
    /// `/run` started (`custom`: with the candidate's own input).
    RunStarted {
        custom: bool,
    },
    /// What a `/run` showed: examples with their expected answers, the custom input without one.
    RunResult(Box<RunReport>),
    /// `/run` outside a coding question.
    RunNoQuestion,
    /// `/run` with no block and nothing submitted yet.
    RunNoCode,
    /// `/run` over the submission rate limit (runs share it).
    RunRateLimited {
        retry_secs: u64,
    },
    /// The custom input does not fit the problem (one line; nothing ran).
    RunBadInput(CustomInputError),
    RunFailed {
        kind: ErrorKind,
        detail: String,
    },
    /// Words of the LLM interviewer (already guarded), or its one-line notices.
    Interviewer {
        text: String,
    },
}

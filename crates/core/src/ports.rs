//! Ports: the traits through which the core reaches the outside world. Adapters implement them.
//!
//! Code execution goes through [`Executor`] so the local sandbox can later be replaced by a pool of
//! remote workers without touching the core. The job/report types are the sandbox crate's plain
//! serde wire types (no OS types), which is exactly what a remote worker would receive.

pub use mashang_protocol::{
    Dialogue, DialogueReport, Job, JobFile, JobReport, Limits, REPLY_FD, RunReport, Status, Turn,
    TurnReport, TurnState,
};

pub use crate::drills::clock::Clock;

/// The files of one problem folder, read by whoever holds them (a directory on disk in
/// `mashang-bank`, an in-memory map in tests). The core parses and validates what it is given.
pub trait ProblemFiles {
    /// The folder (for messages, and the id-equals-folder-name rule).
    fn dir(&self) -> &std::path::Path;
    /// The text of `rel`, a path relative to the folder (`problem.toml`, `solutions/ref.py`).
    fn read(&self, rel: &str) -> std::io::Result<String>;
    /// The names of the files directly inside the sub-folder `sub`, sorted; none when absent.
    fn list(&self, sub: &str) -> Vec<String>;
}

/// What the judge computed from a problem and keeps between processes: generated stress sets and
/// the reference's observations of code tests. Never sent to a sandbox: it holds expected answers.
pub trait JudgeCache: Send + Sync {
    /// The bytes stored under `key`; `None` when absent or unreadable (then they are recomputed).
    fn get(&self, key: &CacheKey) -> Option<Vec<u8>>;
    /// Stores `bytes` under `key`, atomically for concurrent readers; best effort (the cache only
    /// saves time, so a failure is the implementation's to log).
    fn put(&self, key: &CacheKey, bytes: &[u8]);
}

/// Which computed data a [`JudgeCache`] entry holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum CacheKind {
    /// Generated stress inputs with the reference's answers.
    Stress,
    /// The reference's observations of a language's code tests.
    Observations,
}

impl CacheKind {
    /// A stable name (folder names, logs).
    pub fn as_str(self) -> &'static str {
        match self {
            CacheKind::Stress => "stress",
            CacheKind::Observations => "observations",
        }
    }
}

/// One cache entry's identity: the problem and a digest of everything the data was computed from
/// (the problem's content, the inputs' format version).
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct CacheKey {
    pub kind: CacheKind,
    pub problem: String,
    pub digest: String,
}

/// Where questions the LLM generated (and the judge validated) are kept, so they survive a restart.
pub trait ProblemSink: Send + Sync {
    /// Writes `problem` (its spec and reference) and returns it as loaded back through the bank's
    /// validator, so what is served is exactly what a restart will load.
    fn store(
        &self,
        problem: &crate::problem::Problem,
    ) -> Result<crate::problem::Problem, SinkError>;
}

/// Why a generated problem could not be kept.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum SinkError {
    #[error("cannot write the problem: {0}")]
    Io(String),
    #[error("cannot encode the problem: {0}")]
    Encode(String),
    #[error("the stored problem does not load back: {0}")]
    Invalid(String),
}

impl From<std::io::Error> for SinkError {
    fn from(e: std::io::Error) -> Self {
        SinkError::Io(e.to_string())
    }
}

/// Why an executor could not run a job at all (as opposed to the program failing).
/// Callers decide by variant (the engine's queue-full reply, the judge's timeout kind), never by
/// the message.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum ExecError {
    #[error("language `{0}` is not available here")]
    LanguageUnavailable(String),
    #[error("executor unavailable: {0}")]
    Unavailable(String),
    /// The fair queue in front of the executor refused the job: too many waiting (the user's own
    /// or in total). Not the user's fault beyond "wait a moment".
    #[error("executor unavailable: judge queue full")]
    QueueFull,
    /// The executor gave up waiting on the job (as opposed to the program exceeding its limit,
    /// which is a verdict).
    #[error("executor timed out: {0}")]
    Timeout(String),
    /// The sandbox itself failed on a run; the detail is the operator's (kept out when the text
    /// would reach the candidate).
    #[error("sandbox internal error{}", .0.as_deref().map(|d| format!(": {d}")).unwrap_or_default())]
    SandboxInternal(Option<String>),
}

/// Runs a job (compile once, run per input) in isolation.
#[async_trait::async_trait]
pub trait Executor: Send + Sync {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError>;
}

// ---- Store port (persistence of users, sessions, rounds, submissions, tool log, reports) ----

use crate::engine::Reply;
use crate::interviewer::{Evidence, QuestionId};
use crate::journal::{Accepted, EventId, Inbound, Unanswered};
use crate::memory::ToolCallRecord;
use crate::report::{HistoryEntry, QuestionScore, Report};
use crate::session::{SessionState, Submission, UserKey};

/// Something to persist alongside a session transition, in the same transaction.
// Records live for one transition and are few; boxing the big variants would buy nothing.
#[allow(clippy::large_enum_variant)]
#[derive(Debug, Clone, PartialEq)]
pub enum Record {
    Submission {
        interview_id: String,
        round: u8,
        question: QuestionId,
        submission: Submission,
        evidence: Evidence,
    },
    Round {
        interview_id: String,
        score: QuestionScore,
    },
    ToolCall(ToolCallRecord),
    Report(Box<Report>),
    /// A journaled turn's transition: marks the turn applied (it must not run again) and appends
    /// the replies this transition produced, to deliver after a crash if they were not.
    Outcome {
        event: EventId,
        replies: Vec<Reply>,
    },
}

/// Why the store failed. The core shows a one-line apology and keeps the in-memory state.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    #[error("storage unavailable: {0}")]
    Unavailable(String),
    #[error("stored data is unreadable: {0}")]
    Corrupt(String),
}

/// Durable storage. One call = one transaction; `save` is called on every transition.
#[async_trait::async_trait]
pub trait Store: Send + Sync {
    /// The user's current session, if any.
    async fn load_session(&self, user: &UserKey) -> Result<Option<SessionState>, StoreError>;
    /// Writes the session state and `records` atomically (creating the user if new).
    async fn save(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
    ) -> Result<(), StoreError>;
    /// Every session with an interview under way, for resuming after a restart.
    async fn unfinished(&self) -> Result<Vec<(UserKey, SessionState)>, StoreError>;
    async fn latest_report(&self, user: &UserKey) -> Result<Option<Report>, StoreError>;
    async fn history(&self, user: &UserKey, limit: usize) -> Result<Vec<HistoryEntry>, StoreError>;
    /// Questions this user was asked in any interview (to prefer fresh ones).
    async fn seen_questions(&self, user: &UserKey) -> Result<Vec<QuestionId>, StoreError>;
    /// Topics the user was weak on, most frequent first.
    async fn weak_topics(&self, user: &UserKey) -> Result<Vec<(String, u32)>, StoreError>;
    /// The tool calls recorded for an interview, oldest first.
    async fn tool_calls(&self, interview_id: &str) -> Result<Vec<ToolCallRecord>, StoreError>;
    /// Deletes everything stored about the user.
    async fn forget(&self, user: &UserKey) -> Result<(), StoreError>;

    // ---- the inbound journal (see `core::journal`) ----

    /// Writes a turn down, durably, unless its event id is there already.
    async fn journal_accept(&self, inbound: &Inbound) -> Result<Accepted, StoreError>;
    /// One more of the turn's replies reached the platform.
    async fn journal_delivered(&self, event: &EventId) -> Result<(), StoreError>;
    /// Every reply of the turn was delivered; it is done.
    async fn journal_answered(&self, event: &EventId) -> Result<(), StoreError>;
    /// Turns not answered yet, oldest first (drops answered ones older than a day).
    async fn journal_unanswered(&self) -> Result<Vec<Unanswered>, StoreError>;
}

//! Ports: the traits through which the core reaches the outside world. Adapters implement them.
//! Each is defined next to the concept it serves and gathered here: [`Executor`] (exec),
//! [`ProblemFiles`] and [`ProblemSink`] (problem), [`JudgeCache`] (judge), [`Clock`] (clock),
//! `DrillStore` (drills), `Llm` (llm), and the interview [`Store`] defined below.
//!
//! Code execution goes through [`Executor`] so the local sandbox can later be replaced by a pool of
//! remote workers without touching the core. The job/report types are the sandbox crate's plain
//! serde wire types (no OS types), which is exactly what a remote worker would receive.

pub use crate::clock::Clock;
pub use mashang_judge::cache::{CacheKey, CacheKind, JudgeCache};
pub use mashang_judge::exec::{
    CancelJob, CompileReport, Dialogue, DialogueReport, ExecError, Executor, Job, JobFile,
    JobReport, Limits, Liveness, REPLY_FD, RunReport, Status, Turn, TurnReport, TurnState,
};
pub use mashang_judge::problem::files::{ProblemFiles, ProblemSink, SinkError};

// ---- Store port (persistence of users, sessions, rounds, submissions, tool log, reports) ----

use crate::interviewer::{Evidence, QuestionId};
use crate::journal::{Accepted, EventId, Inbound, Unanswered};
use crate::memory::ToolCallRecord;
use crate::present::Reply;
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
    /// What was said during a scored round (explanations, follow-ups, revealed tests), stored as
    /// a versioned record (`replay::TranscriptRecord`) for replays.
    Transcript {
        interview_id: String,
        transcript: Box<crate::replay::RoundTranscript>,
    },
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
    /// The user's stored session could not be read (a record this build cannot decode): the
    /// store set the raw row aside for the operator. The engine starts afresh and tells the user.
    #[error("stored session set aside: {0}")]
    Quarantined(String),
    /// A fenced save (`Store::save_fenced`) found the stored session changed since it was read:
    /// another replica saved a newer one. Nothing was written.
    #[error("stored session changed since it was read (another replica saved it)")]
    Stale,
}

/// The revision of a stored session row: bumped by every save, so a replica can tell whether the
/// copy it holds in memory is still the stored one.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Rev(pub i64);

/// Durable storage. One call = one transaction; `save` is called on every transition.
#[async_trait::async_trait]
pub trait Store: Send + Sync {
    /// The user's current session, if any. A stored session this build cannot read (see
    /// `session::record`) is set aside by the store, never dropped, and reported as
    /// [`StoreError::Quarantined`].
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
    /// The user's `nth` most recent finished interview (1: the latest) with what its replay
    /// shows: code snapshots and evidence, judge timings, round transcripts, the report.
    async fn finished_interview(
        &self,
        user: &UserKey,
        nth: usize,
    ) -> Result<Option<crate::replay::StoredInterview>, StoreError>;
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

    // ---- several processes on one store (replicas); single-process stores keep the defaults ----

    /// The revision of the user's stored session row; `None` when there is no row, or when the
    /// store does not keep revisions (then the engine never reloads behind its own back).
    async fn session_rev(&self, _user: &UserKey) -> Result<Option<Rev>, StoreError> {
        Ok(None)
    }
    /// [`Store::save`], but only if the stored row is still at `expected` (`None`: no row yet);
    /// returns the row's new revision. A row changed since is never overwritten:
    /// [`StoreError::Stale`].
    async fn save_fenced(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
        _expected: Option<Rev>,
    ) -> Result<Option<Rev>, StoreError> {
        self.save(user, state, records).await.map(|()| None)
    }
    /// Takes a journaled turn for this process to finish: `true` when it was this process's
    /// (`restarted`: a previous run of this replica took it) or its owner replica is dead (its
    /// liveness lease expired) — the turn is then this replica's; `false` while a live replica
    /// owns it, so two replicas never answer one turn.
    async fn journal_claim(&self, _event: &EventId, _restarted: bool) -> Result<bool, StoreError> {
        Ok(true)
    }
}

/// Coordination between processes serving one store (replicas): per-user turn locks and named
/// leases. Implemented by the stores; a process alone on its store may have none.
/// The problems closed to a user outside the duel or peer session they are in now (the group
/// services implement it): an interview, a hint or a practice problem on it would hand them (or their
/// partner) the answer during a live contest.
#[async_trait::async_trait]
pub trait ProblemLocks: Send + Sync {
    async fn locked(&self, user: &UserKey) -> Result<Vec<String>, StoreError>;
}

/// The problems `locks` close to `user` now: none without locks, and none when they cannot be
/// read (a contest's problem is then open rather than every interview and drill shut).
pub(crate) async fn closed_problems(
    locks: Option<&std::sync::Arc<dyn ProblemLocks>>,
    user: &UserKey,
) -> Vec<String> {
    let Some(locks) = locks else { return Vec::new() };
    locks.locked(user).await.unwrap_or_else(|e| {
        tracing::warn!(error = %e, %user, "problem locks unreadable");
        Vec::new()
    })
}

#[async_trait::async_trait]
pub trait Replicas: Send + Sync {
    /// Waits until this process holds `user`'s turn lock across every replica; it is released
    /// when the guard drops, or by the store when this process dies.
    async fn lock_user(&self, user: &UserKey) -> Result<LeaseGuard, StoreError>;
    /// Takes, or renews when already held, the lease `name` for `ttl`; `false` while another
    /// live replica holds it. An expired lease is taken over.
    async fn hold(&self, name: &str, ttl: std::time::Duration) -> Result<bool, StoreError>;
    /// Gives the lease up (a clean stop), so a standby takes over without waiting for expiry.
    async fn release(&self, name: &str) -> Result<(), StoreError>;
}

/// The prefix of each replica's liveness lease (`replica:<replica id>`), renewed by the app; a
/// journaled turn whose owner's lease expired may be claimed by another replica.
pub const REPLICA_LEASE_PREFIX: &str = "replica:";

/// A held turn lock; dropping it releases the lock (the store's own release runs on drop).
pub struct LeaseGuard(#[allow(dead_code)] Box<dyn Send + Sync>);

impl LeaseGuard {
    /// Wraps whatever releases the lock when dropped.
    pub fn new(release_on_drop: impl Send + Sync + 'static) -> Self {
        LeaseGuard(Box::new(release_on_drop))
    }
}

//! Running code: the [`Executor`] port (a job in, observations out — the local sandbox or remote
//! workers) and the wire types of a job (`mashang-protocol`). The fair queue every job of the
//! process waits in is the core's (`mashang_core::queue`): it is keyed by user.

pub use mashang_protocol::{
    CompileReport, Dialogue, DialogueReport, Job, JobFile, JobReport, Limits, REPLY_FD, RunReport,
    Status, Turn, TurnReport, TurnState,
};

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

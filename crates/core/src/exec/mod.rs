//! Running code: the [`Executor`] port (a job in, observations out — the local sandbox, later remote
//! workers), the wire types of a job (`mashang-protocol`), and the fair queue every job of the
//! process waits in.

pub mod queue;

pub use mashang_protocol::{
    CompileReport, Dialogue, DialogueReport, Job, JobFile, JobReport, Limits, REPLY_FD, RunReport,
    Status, Turn, TurnReport, TurnState,
};

/// Why an executor could not run a job at all (as opposed to the program failing).
#[derive(Debug, thiserror::Error)]
pub enum ExecError {
    #[error("language `{0}` is not available here")]
    LanguageUnavailable(String),
    #[error("executor unavailable: {0}")]
    Unavailable(String),
}

/// Runs a job (compile once, run per input) in isolation.
#[async_trait::async_trait]
pub trait Executor: Send + Sync {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError>;
}

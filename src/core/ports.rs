//! Ports: the traits through which the core reaches the outside world. Adapters implement them.
//!
//! Code execution goes through [`Executor`] so the local sandbox can later be replaced by a pool of
//! remote workers without touching the core. The job/report types are the sandbox crate's plain
//! serde wire types (no OS types), which is exactly what a remote worker would receive.

pub use mashang_sandbox::protocol::{Job, JobFile, JobReport, Limits, RunReport, Status};

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

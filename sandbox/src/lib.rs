//! mashang-sandbox: runs untrusted programs in a hardened, resource-limited Linux sandbox.
//!
//! Public surface: [`Sandbox`] (configure once, run many jobs from many threads), the wire types in
//! [`protocol`], and the language table in [`languages`].

pub mod protocol;

pub use protocol::{CompileReport, Job, JobFile, JobReport, Limits, RunReport, Status};

/// Errors that stop the sandbox from being set up at all (not errors of the program being run).
#[derive(Debug, thiserror::Error)]
pub enum SandboxError {
    #[error("unknown language `{0}`")]
    UnknownLanguage(String),
    #[error("{0}")]
    Setup(String),
}

/// Availability of one language on this machine.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct LanguageStatus {
    pub id: String,
    pub name: String,
    pub available: bool,
    pub version: Option<String>,
    pub why_not: Option<String>,
}

/// A configured sandbox. Cheap to share (`Arc<Sandbox>`); `run_job` is blocking and thread-safe.
pub struct Sandbox {
    _private: (),
}

impl Sandbox {
    /// Build a sandbox with the built-in language table and default cache dir.
    pub fn new() -> Result<Self, SandboxError> {
        Ok(Sandbox { _private: () })
    }

    /// Every language in the table, available or not.
    pub fn languages(&self) -> Vec<LanguageStatus> {
        Vec::new()
    }

    /// Compile once (when needed) and run once per input. Blocking; call from a blocking thread.
    pub fn run_job(&self, job: &Job) -> Result<JobReport, SandboxError> {
        Err(SandboxError::UnknownLanguage(job.lang.clone()))
    }
}

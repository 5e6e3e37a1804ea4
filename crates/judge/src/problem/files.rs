//! The problem bank's ports: reading a problem folder ([`ProblemFiles`]) and keeping a generated
//! question ([`ProblemSink`]). `mashang-bank` implements both on disk.

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

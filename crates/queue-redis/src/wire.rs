//! What travels through Redis: a job with its id and reply address, and a result with the job id
//! and the worker that produced it (JSON in one stream field each).

use mashang_core::ports::ExecError;
use mashang_protocol::{Job, JobReport};
use serde::{Deserialize, Serialize};

/// One queued job's id: the idempotency key of its result.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct JobId(String);

impl JobId {
    pub fn new() -> Self {
        JobId(uuid::Uuid::new_v4().simple().to_string())
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl Default for JobId {
    fn default() -> Self {
        Self::new()
    }
}

impl std::fmt::Display for JobId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A worker process's id: its consumer name in the group and its registry key.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(transparent)]
pub struct WorkerId(String);

impl WorkerId {
    /// A fresh id: the process id (to find it in `ps`) and a random part (pids repeat across
    /// machines and restarts).
    pub fn generate(pid: u32) -> Self {
        let rand = uuid::Uuid::new_v4().simple().to_string();
        WorkerId(format!("w{pid}-{}", &rand[..8]))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Display for WorkerId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// A job on the jobs stream.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct JobEnvelope {
    pub id: JobId,
    /// The reply stream of the front end that asked.
    pub reply_to: String,
    pub job: Job,
}

/// `ExecError` on the wire (the core's type is not serde: it is the port's, not the protocol's).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(tag = "kind", content = "detail", rename_all = "snake_case")]
pub(crate) enum WireError {
    LanguageUnavailable(String),
    Unavailable(String),
    QueueFull,
    Timeout(String),
    SandboxInternal(Option<String>),
}

impl From<ExecError> for WireError {
    fn from(e: ExecError) -> Self {
        match e {
            ExecError::LanguageUnavailable(l) => WireError::LanguageUnavailable(l),
            ExecError::Unavailable(w) => WireError::Unavailable(w),
            ExecError::QueueFull => WireError::QueueFull,
            ExecError::Timeout(w) => WireError::Timeout(w),
            ExecError::SandboxInternal(d) => WireError::SandboxInternal(d),
        }
    }
}

impl From<WireError> for ExecError {
    fn from(e: WireError) -> Self {
        match e {
            WireError::LanguageUnavailable(l) => ExecError::LanguageUnavailable(l),
            WireError::Unavailable(w) => ExecError::Unavailable(w),
            WireError::QueueFull => ExecError::QueueFull,
            WireError::Timeout(w) => ExecError::Timeout(w),
            WireError::SandboxInternal(d) => ExecError::SandboxInternal(d),
        }
    }
}

/// A job's result on a reply stream (and, the same text, in the job's result key).
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) struct ResultEnvelope {
    pub id: JobId,
    pub worker: WorkerId,
    pub outcome: Result<JobReport, WireError>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_exec_error_survives_the_wire() {
        let all = [
            ExecError::LanguageUnavailable("go".into()),
            ExecError::Unavailable("x".into()),
            ExecError::QueueFull,
            ExecError::Timeout("t".into()),
            ExecError::SandboxInternal(Some("d".into())),
            ExecError::SandboxInternal(None),
        ];
        for e in all {
            let text = serde_json::to_string(&WireError::from(e.clone())).unwrap();
            let back: WireError = serde_json::from_str(&text).unwrap();
            assert_eq!(ExecError::from(back), e);
        }
    }
}

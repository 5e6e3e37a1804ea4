//! The local-sandbox implementation of the core's `Executor` port: jobs run in the in-process
//! sandbox library, on tokio's blocking pool.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

use std::sync::Arc;

use mashang_sandbox::{Sandbox, SandboxError};

use mashang_core::ports::{ExecError, Executor, Job, JobReport};

/// Runs jobs in the in-process sandbox library on tokio's blocking pool.
pub struct LocalSandbox {
    sandbox: Arc<Sandbox>,
}

impl LocalSandbox {
    pub fn new(sandbox: Arc<Sandbox>) -> Self {
        LocalSandbox { sandbox }
    }
}

#[async_trait::async_trait]
impl Executor for LocalSandbox {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        // The first job of a language with prepared toolchain files (C++'s precompiled header)
        // starts building them in the background; this job compiles without them.
        if self.sandbox.wants_prepare(&job.lang) {
            let (sandbox, lang) = (Arc::clone(&self.sandbox), job.lang.clone());
            tokio::task::spawn_blocking(move || sandbox.prepare_toolchain(&lang));
        }
        let sandbox = Arc::clone(&self.sandbox);
        let result = tokio::task::spawn_blocking(move || sandbox.run_job(&job))
            .await
            .map_err(|e| ExecError::Unavailable(format!("sandbox task failed: {e}")))?;
        result.map_err(|e| match e {
            SandboxError::UnknownLanguage(l) => ExecError::LanguageUnavailable(l),
            // A known language whose toolchain is missing here: callers report it as skipped.
            SandboxError::Unavailable(l, why) => {
                ExecError::LanguageUnavailable(format!("{l} ({why})"))
            }
            other => ExecError::Unavailable(other.to_string()),
        })
    }
}

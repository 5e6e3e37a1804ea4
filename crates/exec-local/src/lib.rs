//! The local-sandbox implementation of the core's `Executor` port: jobs run in the in-process
//! sandbox library, on tokio's blocking pool. A job whose caller gives up is cancelled: its run
//! is killed at once instead of going on to its own limits on a thread nobody waits for.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

use std::sync::Arc;

use mashang_sandbox::{Cancel, Sandbox, SandboxError};

use mashang_core::ports::{CancelJob, ExecError, Executor, Job, JobReport};

/// Runs jobs in the in-process sandbox library on tokio's blocking pool.
pub struct LocalSandbox {
    sandbox: Arc<Sandbox>,
}

impl LocalSandbox {
    pub fn new(sandbox: Arc<Sandbox>) -> Self {
        LocalSandbox { sandbox }
    }
}

/// Cancels the sandbox job when dropped: the future running it was dropped (its caller gave up).
struct KillOnDrop(Cancel);

impl Drop for KillOnDrop {
    fn drop(&mut self) {
        self.0.cancel();
    }
}

#[async_trait::async_trait]
impl Executor for LocalSandbox {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        self.run_job_cancellable(job, &CancelJob::new()).await
    }

    /// Returns once the sandbox job has ended: when `cancel` is set, its run is killed and this
    /// waits for that (a poll wake-up and a reap). Dropped instead, it still kills the run, but
    /// cannot wait for it.
    async fn run_job_cancellable(
        &self,
        job: Job,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        // The first job of a language with prepared toolchain files (C++'s precompiled header)
        // starts building them in the background; this job compiles without them.
        if self.sandbox.wants_prepare(&job.lang) {
            let (sandbox, lang) = (Arc::clone(&self.sandbox), job.lang.clone());
            tokio::task::spawn_blocking(move || sandbox.prepare_toolchain(&lang));
        }
        let sandbox = Arc::clone(&self.sandbox);
        let kill = KillOnDrop(Cancel::new());
        let token = kill.0.clone();
        let mut run =
            tokio::task::spawn_blocking(move || sandbox.run_job_cancellable(&job, &token));
        let joined = tokio::select! {
            joined = &mut run => joined,
            () = cancel.cancelled() => {
                kill.0.cancel();
                run.await
            }
        };
        let result =
            joined.map_err(|e| ExecError::Unavailable(format!("sandbox task failed: {e}")))?;
        result.map_err(|e| match e {
            SandboxError::UnknownLanguage(l) => ExecError::LanguageUnavailable(l),
            // A known language whose toolchain is missing here: callers report it as skipped.
            SandboxError::Unavailable(l, why) => {
                ExecError::LanguageUnavailable(format!("{l} ({why})"))
            }
            SandboxError::Cancelled => ExecError::Unavailable("the job was cancelled".into()),
            other => ExecError::Unavailable(other.to_string()),
        })
    }
}

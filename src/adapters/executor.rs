//! The local-sandbox implementation of the core's `Executor` port.

use std::path::PathBuf;
use std::sync::Arc;

use mashang_sandbox::{Sandbox, SandboxError, SandboxOptions};

use crate::config::Settings;
use crate::core::ports::{ExecError, Executor, Job, JobReport};

/// The sandbox's state directory for these settings: inside the data dir, which only the bot's
/// user writes (a shared temp dir could be pre-created by another local user).
pub fn sandbox_dir(settings: &Settings) -> PathBuf {
    settings.data_dir.join("sandbox")
}

/// The sandbox options the app runs with (state dir, artifact cap, cache budget, compile wall,
/// cgroup pool).
pub fn sandbox_options(settings: &Settings) -> SandboxOptions {
    let j = &settings.judge;
    SandboxOptions {
        state_dir: Some(sandbox_dir(settings)),
        artifact_max_bytes: Some(j.artifact_max_mb.max(1) << 20),
        cache_budget_bytes: Some(j.artifact_cache_mb << 20),
        compile_wall_ms: (j.compile_wall_secs > 0).then(|| j.compile_wall_secs * 1000),
        cgroup_pool: j.cgroup_pool,
        auto_tune: Some(j.auto_tune),
        ..SandboxOptions::default()
    }
}

/// The one way the app builds its sandbox (the server, the CLI judge and `doctor` alike).
pub fn open_sandbox(settings: &Settings) -> Result<Sandbox, SandboxError> {
    Sandbox::with_options(sandbox_options(settings))
}

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

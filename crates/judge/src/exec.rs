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

    /// Runs `job` until `cancel` is set, then stops its run as soon as it can. Unlike dropping
    /// the future of [`Executor::run_job`], this returns only once the job's run has really ended
    /// (with whatever error), so a caller holding a slot for it frees the slot only then. The
    /// default cannot stop a run early: it waits for the job to end on its own.
    async fn run_job_cancellable(
        &self,
        job: Job,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        let _ = cancel;
        self.run_job(job).await
    }
}

/// The caller's handle on a job: it asks a running job to stop (its caller gave up: a judge
/// timeout, a cancelled judging), and the executor reports through it that the job is still alive
/// (waiting its turn, or running on a live worker) so that a caller waiting on [`Liveness`] keeps
/// waiting. Cheap to clone; every clone is the same signal.
#[derive(Clone, Default)]
pub struct CancelJob(std::sync::Arc<CancelInner>);

#[derive(Default)]
struct CancelInner {
    set: std::sync::atomic::AtomicBool,
    notify: tokio::sync::Notify,
    life: Option<Liveness>,
}

impl CancelJob {
    pub fn new() -> Self {
        Self::default()
    }

    /// A handle whose signs of life reach `life`.
    pub fn reporting_to(life: Liveness) -> Self {
        CancelJob(std::sync::Arc::new(CancelInner { life: Some(life), ..CancelInner::default() }))
    }

    /// The job is alive somewhere (queued, or running on a worker whose heartbeat is fresh).
    pub fn alive(&self) {
        if let Some(life) = &self.0.life {
            life.beat();
        }
    }

    pub fn cancel(&self) {
        self.0.set.store(true, std::sync::atomic::Ordering::SeqCst);
        self.0.notify.notify_waiters();
    }

    pub fn is_cancelled(&self) -> bool {
        self.0.set.load(std::sync::atomic::Ordering::SeqCst)
    }

    /// Completes once [`CancelJob::cancel`] has been called (at once if it already was).
    pub async fn cancelled(&self) {
        let notified = self.0.notify.notified();
        let mut notified = std::pin::pin!(notified);
        // Registered before the flag is read, so a cancel in between is not missed.
        notified.as_mut().enable();
        if self.is_cancelled() {
            return;
        }
        notified.await;
    }

    /// A guard that cancels this job when dropped: held by a caller, it turns the caller giving up
    /// (its future dropped) into a cancel.
    pub fn on_drop(&self) -> CancelOnDrop {
        CancelOnDrop(Some(self.clone()))
    }
}

/// See [`CancelJob::on_drop`].
pub struct CancelOnDrop(Option<CancelJob>);

impl CancelOnDrop {
    /// The job ended: dropping the guard no longer cancels anything.
    pub fn disarm(mut self) {
        self.0 = None;
    }
}

impl Drop for CancelOnDrop {
    fn drop(&mut self) {
        if let Some(c) = self.0.take() {
            c.cancel();
        }
    }
}

/// When a job last showed a sign of life, for a caller that waits while it is alive and gives up
/// only when it has been silent for a while (a lost job, a dead worker). Cheap to clone.
#[derive(Clone, Debug)]
pub struct Liveness(std::sync::Arc<std::sync::Mutex<tokio::time::Instant>>);

impl Default for Liveness {
    fn default() -> Self {
        Liveness(std::sync::Arc::new(std::sync::Mutex::new(tokio::time::Instant::now())))
    }
}

impl Liveness {
    /// Starts the silence clock now.
    pub fn new() -> Self {
        Self::default()
    }

    pub fn beat(&self) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = tokio::time::Instant::now();
    }

    pub fn last(&self) -> tokio::time::Instant {
        *self.0.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `work` until it ends, or until it has been silent for `silence` (no sign of life
    /// since its last beat), or `ceiling` has passed in all: `None` when given up. Giving up drops
    /// `work` (whose jobs then are cancelled by their guards).
    pub async fn wait<F: std::future::Future>(
        &self,
        silence: std::time::Duration,
        ceiling: std::time::Duration,
        work: F,
    ) -> Option<F::Output> {
        let hard = tokio::time::Instant::now() + ceiling.max(silence);
        let mut work = std::pin::pin!(work);
        loop {
            let until = (self.last() + silence).min(hard);
            tokio::select! {
                out = &mut work => return Some(out),
                () = tokio::time::sleep_until(until) => {
                    let now = tokio::time::Instant::now();
                    if now >= hard || now >= self.last() + silence {
                        return None;
                    }
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::{CancelJob, Liveness};

    /// Work that tells its caller it is alive every second, forever.
    async fn beating(cancel: CancelJob) {
        loop {
            cancel.alive();
            tokio::time::sleep(Duration::from_secs(1)).await;
        }
    }

    #[tokio::test(start_paused = true)]
    async fn work_that_keeps_beating_is_waited_for_up_to_the_ceiling_only() {
        let life = Liveness::new();
        let started = tokio::time::Instant::now();
        let work = beating(CancelJob::reporting_to(life.clone()));
        let out = life.wait(Duration::from_secs(2), Duration::from_secs(30), work).await;
        assert_eq!(out, None);
        assert_eq!(started.elapsed(), Duration::from_secs(30), "stopped at the ceiling");
    }

    #[tokio::test(start_paused = true)]
    async fn beats_of_a_handle_without_a_watcher_reach_nobody() {
        let life = Liveness::new();
        let started = tokio::time::Instant::now();
        let work = beating(CancelJob::new());
        let out = life.wait(Duration::from_secs(2), Duration::from_secs(30), work).await;
        assert_eq!(out, None);
        assert_eq!(started.elapsed(), Duration::from_secs(2), "silent: given up after 2 s");
    }
}

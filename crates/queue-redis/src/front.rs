//! The front end's side: [`RedisExecutor`] implements the core's `Executor` port by adding each
//! job to the jobs stream and waiting for its result, which the worker sends to this replica's
//! own reply stream. One task reads that stream and hands each result to the waiting call through
//! a oneshot sender kept in a `DashMap` (removed, never borrowed, before sending).
//!
//! Redis may restart under load, losing its data when it keeps none on disk: a waiting call
//! checks every second that its job is still somewhere (its entry in the jobs stream, or its
//! recorded result) and sends it again when it is neither — the job id stays the same, so a job
//! that was in fact still running is still answered once. Through such a disturbance (a dropped
//! connection, an empty worker registry right after one) a call keeps trying for `RECOVERY`
//! before it tells the user the judge is unavailable.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use dashmap::DashMap;
use mashang_core::ports::{CancelJob, ExecError, Executor};
use mashang_protocol::{Job, JobReport};
use redis::streams::{StreamReadOptions, StreamReadReply};
use tokio::sync::{Mutex, oneshot};
use tokio::task::JoinHandle;
use tokio::time::Instant;

use crate::registry::{self, WorkerInfo};
use crate::wire::{JobEnvelope, ResultEnvelope, WireError};
use crate::{JobId, Keys, QueueError, QueueOptions, scripts};

type Outcome = Result<JobReport, WireError>;
type Pending = DashMap<JobId, oneshot::Sender<Outcome>>;

/// How long a listing of live workers is reused before asking Redis again.
const WORKERS_FRESH: Duration = Duration::from_secs(1);
/// How long one blocking read of the reply stream waits.
const REPLY_BLOCK: Duration = Duration::from_secs(2);
/// How long after a disturbance of Redis (a failed command, a dropped connection) a call keeps
/// trying — to reach Redis, or for a worker to list itself again — before giving up as
/// unavailable. Three default worker heartbeats: a live worker has re-listed itself by then.
const RECOVERY: Duration = Duration::from_secs(15);
/// How often a waiting call checks that Redis still knows its job.
const CHECK_EVERY: Duration = Duration::from_secs(1);
/// Pause between two tries through a disturbance.
const RETRY: Duration = Duration::from_millis(250);
/// After giving up on a job (a cancel, a timeout), how long a call waits for the worker to report
/// its run killed, so that the caller's slot is freed when the run has ended, not before.
const CANCEL_GRACE: Duration = Duration::from_secs(10);

/// When Redis last failed a command of this front end (`None`: never).
#[derive(Default)]
struct Disturbed(std::sync::Mutex<Option<Instant>>);

impl Disturbed {
    fn now(&self) {
        *self.0.lock().unwrap_or_else(|e| e.into_inner()) = Some(Instant::now());
    }
    fn recently(&self) -> bool {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).is_some_and(|t| t.elapsed() < RECOVERY)
    }
}

/// Where a waiting call's job is, as Redis sees it.
enum Located {
    /// Recorded: its result (the reply may have been lost with Redis's data, or not read yet).
    Done(Outcome),
    /// Its entry is in the jobs stream, queued or running.
    Queued,
    /// Neither: Redis lost it.
    Lost,
}

/// The `Executor` port over the Redis judge queue.
pub struct RedisExecutor {
    conn: redis::aio::ConnectionManager,
    keys: Keys,
    opts: QueueOptions,
    reply_to: String,
    pending: Arc<Pending>,
    /// Results that arrived for a job no call waits for (already answered, or given up on).
    unmatched: Arc<AtomicU64>,
    workers: Mutex<Option<(Instant, Vec<WorkerInfo>)>>,
    disturbed: Arc<Disturbed>,
    reader: JoinHandle<()>,
}

impl Drop for RedisExecutor {
    fn drop(&mut self) {
        self.reader.abort();
    }
}

impl RedisExecutor {
    /// Connects, makes sure the consumer group exists and starts reading this replica's replies.
    pub async fn connect(url: &str, opts: QueueOptions) -> Result<Self, QueueError> {
        let keys = Keys::new(&opts.prefix);
        let mut conn = crate::manager(url).await?;
        crate::ensure_group(&mut conn, &keys).await?;
        let replica = uuid::Uuid::new_v4().simple().to_string();
        let reply_to = keys.reply(&replica);
        let pending = Arc::new(Pending::new());
        let unmatched = Arc::new(AtomicU64::new(0));
        let read_conn = crate::blocking_conn(url, REPLY_BLOCK).await?;
        let disturbed = Arc::new(Disturbed::default());
        let reader = tokio::spawn(read_replies(
            read_conn,
            url.to_string(),
            reply_to.clone(),
            Arc::clone(&pending),
            Arc::clone(&unmatched),
            Arc::clone(&disturbed),
        ));
        Ok(RedisExecutor {
            conn,
            keys,
            opts,
            reply_to,
            pending,
            unmatched,
            workers: Mutex::new(None),
            disturbed,
            reader,
        })
    }

    /// Results received for no waiting call (duplicates or late ones); they were dropped.
    pub fn unmatched_results(&self) -> u64 {
        self.unmatched.load(Ordering::Relaxed)
    }

    /// The live workers (cached for a second).
    pub async fn workers(&self) -> Result<Vec<WorkerInfo>, QueueError> {
        let mut cached = self.workers.lock().await;
        if let Some((at, list)) = cached.as_ref()
            && at.elapsed() < WORKERS_FRESH
        {
            return Ok(list.clone());
        }
        let list = registry::live(&mut self.conn.clone(), &self.keys).await?;
        *cached = Some((Instant::now(), list.clone()));
        Ok(list)
    }

    /// Refuses a job no live worker can run, before it waits in the queue for nobody.
    async fn check_language(&self, lang: &str) -> Result<(), ExecError> {
        let workers = self.workers().await.map_err(|e| {
            self.disturbed.now();
            unavailable(e)
        })?;
        if workers.is_empty() {
            return Err(ExecError::Unavailable("no live judge worker".into()));
        }
        if !workers.iter().any(|w| w.languages.iter().any(|l| l == lang)) {
            return Err(ExecError::LanguageUnavailable(format!("{lang} (no live worker runs it)")));
        }
        Ok(())
    }

    /// [`Self::check_language`], kept trying while Redis has just been disturbed: right after a
    /// restart the registry is empty until the workers list themselves again.
    async fn await_worker(&self, lang: &str) -> Result<(), ExecError> {
        let started = Instant::now();
        loop {
            match self.check_language(lang).await {
                Err(ExecError::Unavailable(_))
                    if self.disturbed.recently() && started.elapsed() < RECOVERY =>
                {
                    tokio::time::sleep(RETRY).await;
                }
                other => return other,
            }
        }
    }

    /// Adds a job's entry: `Ok(None)` when the queue is full.
    async fn enqueue_once(&self, payload: &str) -> Result<Option<String>, QueueError> {
        let entry = scripts::ENQUEUE
            .key(self.keys.jobs())
            .arg(self.opts.cap)
            .arg(payload)
            .invoke_async(&mut self.conn.clone())
            .await;
        entry.inspect_err(|_| self.disturbed.now()).map_err(QueueError::from)
    }

    /// Adds a job's entry, retried through a disturbance for up to `RECOVERY`. (A try that
    /// failed after Redis added the entry leaves a second entry of the same job: run twice at
    /// worst, answered once.)
    async fn enqueue(&self, payload: &str) -> Result<String, ExecError> {
        let started = Instant::now();
        loop {
            match self.enqueue_once(payload).await {
                Ok(Some(entry)) => return Ok(entry),
                Ok(None) => return Err(ExecError::QueueFull),
                Err(e) if started.elapsed() >= RECOVERY => return Err(unavailable(e)),
                Err(e) => {
                    tracing::warn!(error = %e, "judge queue: adding a job failed; retrying");
                    tokio::time::sleep(RETRY).await;
                }
            }
        }
    }

    /// Where the job `id` (added as `entry`) is now, read in one step.
    async fn locate(&self, id: &JobId, entry: &str) -> Result<Located, QueueError> {
        let (state, result): (i64, String) = scripts::LOCATE
            .key(self.keys.result(id))
            .key(self.keys.jobs())
            .arg(entry)
            .invoke_async(&mut self.conn.clone())
            .await?;
        Ok(match state {
            1 => Located::Done(serde_json::from_str::<ResultEnvelope>(&result)?.outcome),
            2 => Located::Queued,
            _ => Located::Lost,
        })
    }

    /// Waits for the job's result: from the reply stream, or — when the reply was lost with
    /// Redis's data — from its recorded result; a job Redis lost altogether is sent again. While
    /// its entry is in the jobs stream and a worker is live the job is alive (told to `cancel`'s
    /// watcher): the wait goes on past `job_timeout`, up to `max_wait`. Given up on (`cancel`,
    /// silence for `job_timeout`, or `max_wait`), the job is cancelled on its worker too (its run
    /// killed, or skipped if not started) and the call waits a little for that run to end.
    async fn wait(
        &self,
        id: &JobId,
        payload: &str,
        mut entry: String,
        rx: &mut oneshot::Receiver<Outcome>,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        let hard = Instant::now() + self.opts.max_wait.max(self.opts.job_timeout);
        let mut alive_at = Instant::now();
        let mut check = tokio::time::interval_at(Instant::now() + CHECK_EVERY, CHECK_EVERY);
        loop {
            tokio::select! {
                got = &mut *rx => return match got {
                    Ok(outcome) => outcome.map_err(ExecError::from),
                    Err(_) => Err(ExecError::Unavailable("judge queue reader stopped".into())),
                },
                () = tokio::time::sleep_until((alive_at + self.opts.job_timeout).min(hard)) => {
                    self.give_up(id, &entry, rx).await;
                    return Err(ExecError::Timeout(format!(
                        "no result from the judge queue: {}",
                        if Instant::now() >= hard { "waited its longest" } else { "no sign of life" }
                    )));
                }
                () = cancel.cancelled() => {
                    self.give_up(id, &entry, rx).await;
                    return Err(ExecError::Unavailable("the job was cancelled".into()));
                }
                _ = check.tick() => match self.locate(id, &entry).await {
                    Ok(Located::Done(outcome)) => return outcome.map_err(ExecError::from),
                    Ok(Located::Queued) => {
                        // Queued or running: alive while some worker is (a dead worker's job is
                        // taken over by a live one within its heartbeat).
                        if self.workers().await.is_ok_and(|w| !w.is_empty()) {
                            alive_at = Instant::now();
                            cancel.alive();
                        }
                    }
                    Ok(Located::Lost) => {
                        tracing::warn!(job = %id, "judge queue: Redis lost a job (restarted?); sending it again");
                        if let Ok(Some(again)) = self.enqueue_once(payload).await {
                            entry = again;
                        }
                    }
                    Err(e) => {
                        self.disturbed.now();
                        tracing::warn!(job = %id, error = %e, "judge queue: checking a job failed");
                    }
                },
            }
        }
    }
}

impl RedisExecutor {
    /// Tells the job's worker to stop it (a key it polls while the run goes on, and reads before
    /// starting a job), then waits up to [`CANCEL_GRACE`] for the run to end: its result arrives
    /// (the killed run's report) or its entry is gone.
    async fn give_up(&self, id: &JobId, entry: &str, rx: &mut oneshot::Receiver<Outcome>) {
        let key = self.keys.cancel(id);
        let ttl = self.opts.result_ttl.as_secs().max(1);
        let set: redis::RedisResult<()> =
            redis::AsyncCommands::set_ex(&mut self.conn.clone(), &key, 1, ttl).await;
        if let Err(e) = set {
            tracing::warn!(job = %id, error = %e, "judge queue: could not cancel a job on its worker");
            return;
        }
        let until = Instant::now() + CANCEL_GRACE;
        let mut check = tokio::time::interval(RETRY);
        loop {
            tokio::select! {
                _ = &mut *rx => return,
                () = tokio::time::sleep_until(until) => {
                    tracing::warn!(job = %id, "judge queue: a cancelled job's run did not end in time");
                    return;
                }
                _ = check.tick() => {
                    if !matches!(self.locate(id, entry).await, Ok(Located::Queued)) {
                        return;
                    }
                }
            }
        }
    }
}

fn unavailable(e: QueueError) -> ExecError {
    ExecError::Unavailable(format!("judge queue: {e}"))
}

/// Takes a waiting call's sender out of the map when the call ends without a result (timeout,
/// cancellation), so a late result finds nobody and is counted as unmatched.
struct Waiter<'a> {
    pending: &'a Pending,
    id: JobId,
}

impl Drop for Waiter<'_> {
    fn drop(&mut self) {
        self.pending.remove(&self.id);
    }
}

#[async_trait::async_trait]
impl Executor for RedisExecutor {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        self.run_job_cancellable(job, &CancelJob::new()).await
    }

    /// Cancelled, the job is stopped on its worker (see [`RedisExecutor::give_up`]).
    async fn run_job_cancellable(
        &self,
        job: Job,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        self.await_worker(&job.lang).await?;
        let id = JobId::new();
        let envelope = JobEnvelope { id: id.clone(), reply_to: self.reply_to.clone(), job };
        let payload = serde_json::to_string(&envelope)
            .map_err(|e| ExecError::Unavailable(format!("encoding the job: {e}")))?;
        let (tx, mut rx) = oneshot::channel();
        self.pending.insert(id.clone(), tx);
        let _waiter = Waiter { pending: &self.pending, id: id.clone() };
        let entry = self.enqueue(&payload).await?;
        self.wait(&id, &payload, entry, &mut rx, cancel).await
    }
}

/// Reads this replica's reply stream for as long as the executor lives, reconnecting on errors.
async fn read_replies(
    mut conn: redis::aio::MultiplexedConnection,
    url: String,
    stream: String,
    pending: Arc<Pending>,
    unmatched: Arc<AtomicU64>,
    disturbed: Arc<Disturbed>,
) {
    let mut last = "0-0".to_string();
    let opts = StreamReadOptions::default().count(100).block(REPLY_BLOCK.as_millis() as usize);
    loop {
        let read: redis::RedisResult<Option<StreamReadReply>> =
            redis::AsyncCommands::xread_options(
                &mut conn,
                &[stream.as_str()],
                &[last.as_str()],
                &opts,
            )
            .await;
        match read {
            Ok(reply) => {
                for entry in reply.into_iter().flat_map(|r| r.keys).flat_map(|k| k.ids) {
                    last = entry.id.clone();
                    dispatch(entry.get::<String>("result"), &pending, &unmatched);
                }
            }
            Err(e) => {
                disturbed.now();
                tracing::warn!(error = %e, "judge queue: reading replies failed; reconnecting");
                tokio::time::sleep(Duration::from_millis(500)).await;
                if let Ok(c) = crate::blocking_conn(&url, REPLY_BLOCK).await {
                    conn = c;
                }
            }
        }
    }
}

fn dispatch(text: Option<String>, pending: &Pending, unmatched: &AtomicU64) {
    let parsed = text.map(|t| serde_json::from_str::<ResultEnvelope>(&t));
    let Some(Ok(result)) = parsed else {
        tracing::warn!("judge queue: an unreadable result on the reply stream was dropped");
        return;
    };
    // The sender is taken out of the map first: no map guard is held while sending.
    match pending.remove(&result.id) {
        Some((_, tx)) => {
            let _ = tx.send(result.outcome);
        }
        None => {
            unmatched.fetch_add(1, Ordering::Relaxed);
        }
    }
}

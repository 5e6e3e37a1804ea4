//! The front end's side: [`RedisExecutor`] implements the core's `Executor` port by adding each
//! job to the jobs stream and waiting for its result, which the worker sends to this replica's
//! own reply stream. One task reads that stream and hands each result to the waiting call through
//! a oneshot sender kept in a `DashMap` (removed, never borrowed, before sending).

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use dashmap::DashMap;
use mashang_core::ports::{ExecError, Executor};
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
        let reader = tokio::spawn(read_replies(
            read_conn,
            url.to_string(),
            reply_to.clone(),
            Arc::clone(&pending),
            Arc::clone(&unmatched),
        ));
        Ok(RedisExecutor {
            conn,
            keys,
            opts,
            reply_to,
            pending,
            unmatched,
            workers: Mutex::new(None),
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
        let workers = self.workers().await.map_err(unavailable)?;
        if workers.is_empty() {
            return Err(ExecError::Unavailable("no live judge worker".into()));
        }
        if !workers.iter().any(|w| w.languages.iter().any(|l| l == lang)) {
            return Err(ExecError::LanguageUnavailable(format!("{lang} (no live worker runs it)")));
        }
        Ok(())
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
        self.check_language(&job.lang).await?;
        let id = JobId::new();
        let envelope = JobEnvelope { id: id.clone(), reply_to: self.reply_to.clone(), job };
        let payload = serde_json::to_string(&envelope)
            .map_err(|e| ExecError::Unavailable(format!("encoding the job: {e}")))?;
        let (tx, rx) = oneshot::channel();
        self.pending.insert(id.clone(), tx);
        let _waiter = Waiter { pending: &self.pending, id: id.clone() };
        let entry: Option<String> = scripts::ENQUEUE
            .key(self.keys.jobs())
            .arg(self.opts.cap)
            .arg(payload)
            .invoke_async(&mut self.conn.clone())
            .await
            .map_err(|e| unavailable(e.into()))?;
        if entry.is_none() {
            return Err(ExecError::QueueFull);
        }
        match tokio::time::timeout(self.opts.job_timeout, rx).await {
            Ok(Ok(outcome)) => outcome.map_err(ExecError::from),
            Ok(Err(_)) => Err(ExecError::Unavailable("judge queue reader stopped".into())),
            Err(_) => Err(ExecError::Timeout(format!(
                "no result from the judge queue within {} s",
                self.opts.job_timeout.as_secs()
            ))),
        }
    }
}

/// Reads this replica's reply stream for as long as the executor lives, reconnecting on errors.
async fn read_replies(
    mut conn: redis::aio::MultiplexedConnection,
    url: String,
    stream: String,
    pending: Arc<Pending>,
    unmatched: Arc<AtomicU64>,
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

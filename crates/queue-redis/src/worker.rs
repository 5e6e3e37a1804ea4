//! The worker's side: take jobs from the consumer group (new ones with XREADGROUP; those of a
//! worker whose heartbeat lapsed at once with XCLAIM, and any left idle past the visibility
//! timeout with XAUTOCLAIM), run up to `concurrency` at once in the local executor, record each
//! result once and acknowledge it; kill a run whose front end gave up on it; keep a heartbeat in
//! the registry; on shutdown take nothing new, finish what runs, leave the registry.

use std::collections::HashSet;
use std::sync::Arc;
use std::sync::atomic::{AtomicU64, AtomicUsize, Ordering};
use std::time::Duration;

use mashang_core::ports::{CancelJob, Executor};
use redis::AsyncCommands;
use redis::streams::{
    StreamAutoClaimOptions, StreamAutoClaimReply, StreamClaimReply, StreamId,
    StreamPendingCountReply, StreamReadOptions, StreamReadReply,
};
use tokio::sync::{Semaphore, watch};
use tokio::time::Instant;

use crate::registry::{self, WorkerInfo};
use crate::wire::{JobEnvelope, ResultEnvelope, WireError};
use crate::{GROUP, JobId, Keys, QueueError, QueueOptions, WorkerId, scripts};

/// A reply stream is kept this long after its last result (a dead replica's stream then goes).
const REPLY_TTL_SECS: u64 = 24 * 3600;
/// Recording a result is tried this many times, this far apart (≈ 30 s: a Redis restart).
const RECORD_TRIES: u32 = 60;
const RECORD_RETRY: Duration = Duration::from_millis(500);
/// Pending entries looked at per scan for a dead worker's jobs.
const PENDING_SCAN: usize = 32;
/// A dead worker's entry is taken only when idle at least this long: a claim resets the idle
/// time, so of two workers taking over the same entry at once only one gets it.
const TAKEOVER_MIN_IDLE: Duration = Duration::from_millis(1000);
/// How often a running job's cancel key is looked at.
const CANCEL_POLL: Duration = Duration::from_millis(250);

/// An error that may go away by itself: the connection, not the command, failed.
fn is_transient(e: &redis::RedisError) -> bool {
    e.is_io_error() || e.is_connection_dropped() || e.is_connection_refusal() || e.is_timeout()
}

/// How a worker runs.
#[derive(Debug, Clone)]
pub struct WorkerOptions {
    /// Jobs run at once.
    pub concurrency: usize,
    /// A job delivered to a worker that is still listed alive but has not acknowledged it for
    /// this long is taken by another worker (its first is presumed stuck). A worker whose
    /// heartbeat lapsed has its jobs taken at once, whatever this says. Must exceed the longest
    /// job's run time, or a slow job is run twice (still answered once).
    pub visibility_timeout: Duration,
    /// How often the registry entry is refreshed (it expires after three periods).
    pub heartbeat: Duration,
    /// How long one blocking read waits for a job (also how soon a drain is noticed).
    pub block: Duration,
    /// Languages the local sandbox runs (advertised in the registry).
    pub languages: Vec<String>,
    /// Called after every successful registry heartbeat with how long the entry lives (the app
    /// refreshes its liveness file for `mashang health` there).
    pub on_beat: Option<BeatHook>,
}

/// What [`WorkerOptions::on_beat`] calls.
#[derive(Clone)]
pub struct BeatHook(pub Arc<dyn Fn(Duration) + Send + Sync>);

impl std::fmt::Debug for BeatHook {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("BeatHook")
    }
}

impl Default for WorkerOptions {
    fn default() -> Self {
        WorkerOptions {
            concurrency: 1,
            visibility_timeout: Duration::from_secs(300),
            heartbeat: Duration::from_secs(5),
            block: Duration::from_secs(1),
            languages: Vec::new(),
            on_beat: None,
        }
    }
}

/// What a worker did before it stopped.
#[derive(Debug, Default, Clone, Copy, PartialEq, Eq)]
pub struct WorkerStats {
    /// Jobs it ran whose result was the first recorded.
    pub recorded: u64,
    /// Jobs it ran (or found already judged) whose result had been recorded by another run.
    pub duplicates: u64,
}

/// One worker process's queue loop.
pub struct Worker {
    url: String,
    conn: redis::aio::ConnectionManager,
    keys: Keys,
    queue: QueueOptions,
    opts: WorkerOptions,
    id: WorkerId,
    exec: Arc<dyn Executor>,
}

/// State shared by the loop and its job tasks.
struct Shared {
    conn: redis::aio::ConnectionManager,
    keys: Keys,
    result_ttl: u64,
    id: WorkerId,
    exec: Arc<dyn Executor>,
    running: AtomicUsize,
    recorded: AtomicU64,
    duplicates: AtomicU64,
}

impl Worker {
    pub async fn connect(
        url: &str,
        queue: QueueOptions,
        opts: WorkerOptions,
        exec: Arc<dyn Executor>,
    ) -> Result<Self, QueueError> {
        let keys = Keys::new(&queue.prefix);
        let mut conn = crate::manager(url).await?;
        crate::ensure_group(&mut conn, &keys).await?;
        let id = WorkerId::generate(std::process::id());
        Ok(Worker { url: url.to_string(), conn, keys, queue, opts, id, exec })
    }

    pub fn id(&self) -> &WorkerId {
        &self.id
    }

    /// Takes and runs jobs until `stop` turns true, then drains: finishes the running jobs,
    /// takes no new one, leaves the registry.
    pub async fn run(self, mut stop: watch::Receiver<bool>) -> Result<WorkerStats, QueueError> {
        let concurrency = self.opts.concurrency.max(1);
        let shared = Arc::new(Shared {
            conn: self.conn.clone(),
            keys: self.keys.clone(),
            result_ttl: self.queue.result_ttl.as_secs().max(1),
            id: self.id.clone(),
            exec: Arc::clone(&self.exec),
            running: AtomicUsize::new(0),
            recorded: AtomicU64::new(0),
            duplicates: AtomicU64::new(0),
        });
        let info = |running| WorkerInfo {
            id: self.id.clone(),
            languages: self.opts.languages.clone(),
            capacity: concurrency,
            running,
        };
        let ttl = self.opts.heartbeat * 3;
        registry::register(&mut self.conn.clone(), &self.keys, &info(0), ttl).await?;
        tracing::info!(worker = %self.id, concurrency, "worker ready: taking jobs");
        let health = self.opts.on_beat.clone();
        beat_health(health.as_ref(), ttl);
        let heartbeat =
            tokio::spawn(heartbeat(Arc::clone(&shared), info(0), self.opts.heartbeat, health));
        let slots = Arc::new(Semaphore::new(concurrency));
        let mut reader = crate::blocking_conn(&self.url, self.opts.block).await?;
        let mut next_claim = Instant::now();
        while !*stop.borrow() {
            let permit = tokio::select! {
                p = Arc::clone(&slots).acquire_owned() => p.expect("never closed"),
                _ = stop.changed() => break,
            };
            let entry = match self.next_entry(&mut reader, &mut next_claim).await {
                Ok(Some(entry)) => entry,
                Ok(None) => continue,
                Err(e) => {
                    tracing::warn!(worker = %self.id, error = %e, "taking a job failed; retrying");
                    tokio::time::sleep(Duration::from_millis(500)).await;
                    if let Ok(c) = crate::blocking_conn(&self.url, self.opts.block).await {
                        reader = c;
                    }
                    if e.is_missing_group() {
                        self.recover_lost_data(&info(shared.running.load(Ordering::SeqCst))).await;
                    }
                    continue;
                }
            };
            let shared = Arc::clone(&shared);
            tokio::spawn(async move {
                shared.handle(entry.0, entry.1).await;
                drop(permit);
            });
        }
        tracing::info!(worker = %self.id, running = shared.running.load(Ordering::SeqCst), "worker draining");
        let _all = slots.acquire_many(concurrency as u32).await.expect("never closed");
        heartbeat.abort();
        registry::unregister(&mut self.conn.clone(), &self.keys, &self.id).await?;
        let _: redis::RedisResult<()> = redis::cmd("XGROUP")
            .arg("DELCONSUMER")
            .arg(self.keys.jobs())
            .arg(GROUP)
            .arg(self.id.as_str())
            .query_async(&mut self.conn.clone())
            .await;
        let stats = WorkerStats {
            recorded: shared.recorded.load(Ordering::SeqCst),
            duplicates: shared.duplicates.load(Ordering::SeqCst),
        };
        tracing::info!(worker = %self.id, recorded = stats.recorded, duplicates = stats.duplicates, "worker drained");
        Ok(stats)
    }

    /// Redis lost the queue's data (restarted without persistence, or flushed): the consumer
    /// group is made again and this worker re-listed at once, so front ends waiting for a worker
    /// see one within a beat. The jobs the data held are sent again by the front ends waiting for
    /// them (`RedisExecutor::run_job` finds their entries gone).
    async fn recover_lost_data(&self, info: &WorkerInfo) {
        let mut conn = self.conn.clone();
        let made = crate::ensure_group(&mut conn, &self.keys).await;
        let listed = registry::register(&mut conn, &self.keys, info, self.opts.heartbeat * 3).await;
        match made.and(listed) {
            Ok(()) => tracing::warn!(
                worker = %self.id,
                "the judge queue's consumer group was gone (Redis lost its data); made it again"
            ),
            Err(e) => {
                tracing::warn!(worker = %self.id, error = %e, "re-creating the consumer group failed")
            }
        }
    }

    /// One job and whether it was reclaimed: a stale one left by a dead worker (XAUTOCLAIM, tried
    /// at most once per `block` so a busy worker pays no extra round trip per job), else a new
    /// one (XREADGROUP, blocking up to `block`).
    async fn next_entry(
        &self,
        reader: &mut redis::aio::MultiplexedConnection,
        next_claim: &mut Instant,
    ) -> Result<Option<(StreamId, bool)>, QueueError> {
        if Instant::now() >= *next_claim {
            *next_claim = Instant::now() + self.opts.block;
            if let Some(entry) = self.reclaim().await? {
                return Ok(Some((entry, true)));
            }
        }
        let opts = StreamReadOptions::default()
            .group(GROUP, self.id.as_str())
            .count(1)
            .block(self.opts.block.as_millis() as usize);
        let read: Option<StreamReadReply> =
            reader.xread_options(&[self.keys.jobs()], &[">"], &opts).await?;
        Ok(read.into_iter().flat_map(|r| r.keys).flat_map(|k| k.ids).next().map(|e| (e, false)))
    }

    /// An entry left by a dead worker (its heartbeat lapsed), or idle past the visibility timeout
    /// in some consumer's pending list: now ours.
    async fn reclaim(&self) -> Result<Option<StreamId>, QueueError> {
        if let Some(entry) = self.take_over_dead().await? {
            tracing::info!(worker = %self.id, entry = %entry.id, "reclaimed a job left by a dead worker (its heartbeat lapsed)");
            return Ok(Some(entry));
        }
        let idle = self.opts.visibility_timeout.as_millis() as usize;
        let claimed: StreamAutoClaimReply = self
            .conn
            .clone()
            .xautoclaim_options(
                self.keys.jobs(),
                GROUP,
                self.id.as_str(),
                idle,
                "0-0",
                StreamAutoClaimOptions::default().count(1),
            )
            .await?;
        if let Some(entry) = claimed.claimed.into_iter().next() {
            tracing::info!(worker = %self.id, entry = %entry.id, "reclaimed a job left by a dead worker (idle past the visibility timeout)");
            return Ok(Some(entry));
        }
        Ok(None)
    }

    /// A pending entry whose consumer is no longer listed alive: the registry drops a worker
    /// three heartbeats after its last (seconds), so a killed worker's job is run again that
    /// soon instead of after the visibility timeout (which a live worker's long job needs).
    async fn take_over_dead(&self) -> Result<Option<StreamId>, QueueError> {
        let mut conn = self.conn.clone();
        let pending: StreamPendingCountReply =
            conn.xpending_count(self.keys.jobs(), GROUP, "-", "+", PENDING_SCAN).await?;
        let min_idle = TAKEOVER_MIN_IDLE.as_millis() as usize;
        let mut orphans = pending
            .ids
            .into_iter()
            .filter(|p| p.consumer != self.id.as_str() && p.last_delivered_ms >= min_idle);
        let Some(first) = orphans.next() else {
            return Ok(None);
        };
        let live: HashSet<String> = registry::live(&mut conn, &self.keys)
            .await?
            .into_iter()
            .map(|w| w.id.as_str().to_string())
            .collect();
        for p in std::iter::once(first).chain(orphans).filter(|p| !live.contains(&p.consumer)) {
            let claimed: StreamClaimReply =
                conn.xclaim(self.keys.jobs(), GROUP, self.id.as_str(), min_idle, &[&p.id]).await?;
            if let Some(entry) = claimed.ids.into_iter().next() {
                return Ok(Some(entry));
            }
        }
        Ok(None)
    }
}

/// Cancels `cancel` once the job's cancel key appears (its front end gave up on it).
async fn watch_cancel(mut conn: redis::aio::ConnectionManager, key: String, cancel: CancelJob) {
    let mut tick = tokio::time::interval(CANCEL_POLL);
    loop {
        tick.tick().await;
        if conn.exists::<_, bool>(&key).await.unwrap_or(false) {
            cancel.cancel();
            return;
        }
    }
}

async fn heartbeat(
    shared: Arc<Shared>,
    mut info: WorkerInfo,
    every: Duration,
    health: Option<BeatHook>,
) {
    let mut tick = tokio::time::interval(every);
    loop {
        tick.tick().await;
        info.running = shared.running.load(Ordering::SeqCst);
        let mut conn = shared.conn.clone();
        match registry::register(&mut conn, &shared.keys, &info, every * 3).await {
            Ok(()) => beat_health(health.as_ref(), every * 3),
            Err(e) => tracing::warn!(worker = %shared.id, error = %e, "heartbeat failed"),
        }
    }
}

/// Tells the hook the worker is healthy for as long as its registry entry lives.
fn beat_health(hook: Option<&BeatHook>, valid_for: Duration) {
    if let Some(hook) = hook {
        (hook.0)(valid_for);
    }
}

impl Shared {
    /// Runs one entry's job (unless a reclaimed one was judged already) and records its result
    /// once. (A new entry cannot have a result: job ids are fresh and added once.)
    async fn handle(&self, entry: StreamId, reclaimed: bool) {
        let envelope = entry.get::<String>("job").map(|t| serde_json::from_str::<JobEnvelope>(&t));
        let Some(Ok(envelope)) = envelope else {
            tracing::warn!(worker = %self.id, entry = %entry.id, "undecodable job dropped");
            self.ack(&entry.id).await;
            return;
        };
        let mut conn = self.conn.clone();
        let done = reclaimed
            && conn.exists::<_, bool>(self.keys.result(&envelope.id)).await.unwrap_or(false);
        if done {
            tracing::info!(worker = %self.id, job = %envelope.id, "job already judged; acknowledged");
            self.duplicates.fetch_add(1, Ordering::SeqCst);
            self.ack(&entry.id).await;
            return;
        }
        let cancel_key = self.keys.cancel(&envelope.id);
        if conn.exists::<_, bool>(&cancel_key).await.unwrap_or(false) {
            tracing::info!(worker = %self.id, job = %envelope.id, "job cancelled before it ran; acknowledged");
            self.ack(&entry.id).await;
            return;
        }
        self.running.fetch_add(1, Ordering::SeqCst);
        tracing::info!(worker = %self.id, job = %envelope.id, lang = %envelope.job.lang, "started job");
        let cancel = CancelJob::new();
        let watcher = tokio::spawn(watch_cancel(self.conn.clone(), cancel_key, cancel.clone()));
        let outcome =
            self.exec.run_job_cancellable(envelope.job, &cancel).await.map_err(WireError::from);
        watcher.abort();
        if cancel.is_cancelled() {
            tracing::info!(worker = %self.id, job = %envelope.id, "cancelled job: its run was killed");
        }
        self.running.fetch_sub(1, Ordering::SeqCst);
        let result = ResultEnvelope { id: envelope.id.clone(), worker: self.id.clone(), outcome };
        let text = match serde_json::to_string(&result) {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(worker = %self.id, error = %e, "result not encodable");
                return;
            }
        };
        let first = self.record(&envelope.id, &envelope.reply_to, &entry.id, &text).await;
        match first {
            Ok(1) => {
                self.recorded.fetch_add(1, Ordering::SeqCst);
                tracing::info!(worker = %self.id, job = %envelope.id, "finished job");
            }
            Ok(_) => {
                self.duplicates.fetch_add(1, Ordering::SeqCst);
                tracing::info!(worker = %self.id, job = %envelope.id, "finished job; an earlier run's result stands");
            }
            // Left unacknowledged: another worker reclaims and reruns it after the timeout (or,
            // if Redis lost it, the front end sends it again).
            Err(e) => {
                tracing::warn!(worker = %self.id, job = %envelope.id, error = %e, "recording the result failed")
            }
        }
    }

    /// Records a result (the `RECORD` script), retried while Redis is briefly unreachable (a
    /// restart): a finished judging is worth waiting a little for rather than running again.
    async fn record(
        &self,
        job: &JobId,
        reply_to: &str,
        entry: &str,
        text: &str,
    ) -> redis::RedisResult<i64> {
        let mut conn = self.conn.clone();
        let mut tries = 0;
        loop {
            let first = scripts::RECORD
                .key(self.keys.result(job))
                .key(reply_to)
                .key(self.keys.jobs())
                .arg(text)
                .arg(self.result_ttl)
                .arg(REPLY_TTL_SECS)
                .arg(GROUP)
                .arg(entry)
                .invoke_async(&mut conn)
                .await;
            tries += 1;
            match first {
                Err(e) if tries < RECORD_TRIES && is_transient(&e) => {
                    tracing::warn!(worker = %self.id, %job, error = %e, "recording the result failed; retrying");
                    tokio::time::sleep(RECORD_RETRY).await;
                }
                other => return other,
            }
        }
    }

    async fn ack(&self, entry: &str) {
        let res: redis::RedisResult<()> = redis::pipe()
            .xack(self.keys.jobs(), GROUP, &[entry])
            .ignore()
            .xdel(self.keys.jobs(), &[entry])
            .ignore()
            .query_async(&mut self.conn.clone())
            .await;
        if let Err(e) = res {
            tracing::warn!(worker = %self.id, error = %e, "acknowledging a job failed");
        }
    }
}

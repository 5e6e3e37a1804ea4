//! The judge queue on Redis Streams: [`RedisExecutor`] is the core's `Executor` port for front ends
//! (XADD a job, wait for its result on this replica's reply stream), [`Worker`] is the loop of a
//! `mashang worker` process (consumer group, XREADGROUP, run in a local executor, record the result
//! once, XACK; XAUTOCLAIM of jobs left by dead workers), and [`registry`] lists live workers.
//!
//! Delivery is at least once; a job's result is recorded once (first result wins, `SET NX` on the
//! job's result key in the same script that replies), so a job run twice answers once.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod front;
pub mod registry;
mod scripts;
mod wire;
mod worker;

use std::time::Duration;

pub use front::RedisExecutor;
pub use registry::WorkerInfo;
pub use wire::{JobId, WorkerId};
pub use worker::{BeatHook, Worker, WorkerOptions, WorkerStats};

/// Why the queue could not be reached or used (distinct from a job's own failure, which is an
/// `ExecError` carried in the result).
#[derive(Debug, thiserror::Error)]
pub enum QueueError {
    #[error("redis: {0}")]
    Redis(#[from] redis::RedisError),
    #[error("undecodable queue message: {0}")]
    Decode(#[from] serde_json::Error),
}

impl QueueError {
    /// Redis answered that the jobs stream or its consumer group does not exist: its data was
    /// lost (a restart without persistence, a flush) since the group was made.
    pub(crate) fn is_missing_group(&self) -> bool {
        matches!(self, QueueError::Redis(e) if e.code() == Some("NOGROUP"))
    }
}

/// Where a queue lives in Redis and how it behaves; the same on front ends and workers.
#[derive(Debug, Clone)]
pub struct QueueOptions {
    /// Key prefix: every key and stream of this queue starts with `<prefix>:` (tests and separate
    /// deployments sharing one Redis use distinct prefixes).
    pub prefix: String,
    /// Jobs queued or running across the whole cluster; past it a job is refused as `QueueFull`.
    pub cap: usize,
    /// How long a front end waits for a job's result without a sign of life from it (its entry
    /// in the jobs stream while a worker is live) before giving up (`ExecError::Timeout`).
    pub job_timeout: Duration,
    /// How long a front end waits for a job's result however alive it is.
    pub max_wait: Duration,
    /// How long a recorded result is kept (the idempotency window of a job id).
    pub result_ttl: Duration,
}

impl Default for QueueOptions {
    fn default() -> Self {
        QueueOptions {
            prefix: "mashang".into(),
            cap: 1000,
            job_timeout: Duration::from_secs(120),
            max_wait: Duration::from_secs(900),
            result_ttl: Duration::from_secs(24 * 3600),
        }
    }
}

/// The queue's key names under one prefix.
#[derive(Debug, Clone)]
pub(crate) struct Keys {
    prefix: String,
}

/// The consumer group every worker of a queue reads the jobs stream in.
pub(crate) const GROUP: &str = "judges";

impl Keys {
    pub(crate) fn new(prefix: &str) -> Self {
        Keys { prefix: prefix.to_string() }
    }
    pub(crate) fn prefix(&self) -> &str {
        &self.prefix
    }
    pub(crate) fn jobs(&self) -> String {
        format!("{}:jobs", self.prefix)
    }
    pub(crate) fn reply(&self, replica: &str) -> String {
        format!("{}:reply:{replica}", self.prefix)
    }
    pub(crate) fn result(&self, job: &JobId) -> String {
        format!("{}:result:{}", self.prefix, job.as_str())
    }
    /// Set by a front end that gave up on a job (its caller cancelled, or its wait timed out):
    /// the worker running it kills its run, and one that has not started it skips it.
    pub(crate) fn cancel(&self, job: &JobId) -> String {
        format!("{}:cancel:{}", self.prefix, job.as_str())
    }
    pub(crate) fn workers(&self) -> String {
        format!("{}:workers", self.prefix)
    }
    pub(crate) fn worker(&self, id: &WorkerId) -> String {
        format!("{}:worker:{}", self.prefix, id.as_str())
    }
}

/// Creates the jobs stream's consumer group if it is missing (front ends and workers both call
/// it, so whichever starts first makes it; "0" so jobs added before the group are delivered).
pub(crate) async fn ensure_group(
    conn: &mut redis::aio::ConnectionManager,
    keys: &Keys,
) -> Result<(), QueueError> {
    let created: redis::RedisResult<()> = redis::cmd("XGROUP")
        .arg("CREATE")
        .arg(keys.jobs())
        .arg(GROUP)
        .arg("0")
        .arg("MKSTREAM")
        .query_async(conn)
        .await;
    match created {
        Ok(()) => Ok(()),
        Err(e) if e.code() == Some("BUSYGROUP") => Ok(()),
        Err(e) => Err(e.into()),
    }
}

/// A connection manager (reconnects by itself) for short commands.
pub(crate) async fn manager(url: &str) -> Result<redis::aio::ConnectionManager, QueueError> {
    let client = redis::Client::open(url)?;
    let config = redis::aio::ConnectionManagerConfig::new()
        .set_response_timeout(Some(Duration::from_secs(10)))
        .set_connection_timeout(Some(Duration::from_secs(5)));
    Ok(redis::aio::ConnectionManager::new_with_config(client, config).await?)
}

/// A dedicated connection for one blocking read loop (XREAD/XREADGROUP BLOCK would stall every
/// other command multiplexed on a shared connection); its response timeout covers the block.
pub(crate) async fn blocking_conn(
    url: &str,
    block: Duration,
) -> Result<redis::aio::MultiplexedConnection, QueueError> {
    let client = redis::Client::open(url)?;
    let config = redis::AsyncConnectionConfig::new()
        .set_response_timeout(Some(block + Duration::from_secs(10)))
        .set_connection_timeout(Some(Duration::from_secs(5)));
    Ok(client.get_multiplexed_async_connection_with_config(&config).await?)
}

//! Live workers: each worker keeps a key `<prefix>:worker:<id>` (its languages and capacity) alive
//! with a TTL it refreshes (the heartbeat) and is listed in the set `<prefix>:workers`; a worker
//! whose key expired is dead and is dropped from the set by whoever lists it.

use std::time::Duration;

use redis::AsyncCommands;
use serde::{Deserialize, Serialize};

use crate::{Keys, QueueError, WorkerId};

/// What a worker tells front ends and `mashang doctor` about itself.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct WorkerInfo {
    pub id: WorkerId,
    /// Language ids its sandbox can run.
    pub languages: Vec<String>,
    /// Jobs it runs at once.
    pub capacity: usize,
    /// Jobs running on it at its last heartbeat.
    #[serde(default)]
    pub running: usize,
}

/// Writes (or refreshes) a worker's entry for `ttl`.
pub(crate) async fn register(
    conn: &mut redis::aio::ConnectionManager,
    keys: &Keys,
    info: &WorkerInfo,
    ttl: Duration,
) -> Result<(), QueueError> {
    let json = serde_json::to_string(info)?;
    redis::pipe()
        .atomic()
        .set_ex(keys.worker(&info.id), json, ttl.as_secs().max(1))
        .ignore()
        .sadd(keys.workers(), info.id.as_str())
        .ignore()
        .query_async::<()>(conn)
        .await?;
    Ok(())
}

/// Removes a worker's entry (a clean stop).
pub(crate) async fn unregister(
    conn: &mut redis::aio::ConnectionManager,
    keys: &Keys,
    id: &WorkerId,
) -> Result<(), QueueError> {
    redis::pipe()
        .atomic()
        .del(keys.worker(id))
        .ignore()
        .srem(keys.workers(), id.as_str())
        .ignore()
        .query_async::<()>(conn)
        .await?;
    Ok(())
}

/// The workers alive now (their heartbeat key has not expired), sorted by id.
pub async fn live_workers(url: &str, prefix: &str) -> Result<Vec<WorkerInfo>, QueueError> {
    let mut conn = crate::manager(url).await?;
    live(&mut conn, &Keys::new(prefix)).await
}

pub(crate) async fn live(
    conn: &mut redis::aio::ConnectionManager,
    keys: &Keys,
) -> Result<Vec<WorkerInfo>, QueueError> {
    let ids: Vec<String> = conn.smembers(keys.workers()).await?;
    if ids.is_empty() {
        return Ok(Vec::new());
    }
    let entries: Vec<String> =
        ids.iter().map(|id| format!("{}:worker:{id}", keys.prefix())).collect();
    let values: Vec<Option<String>> = redis::cmd("MGET").arg(&entries).query_async(conn).await?;
    let mut live = Vec::new();
    for (id, value) in ids.iter().zip(values) {
        match value.map(|v| serde_json::from_str::<WorkerInfo>(&v)) {
            Some(Ok(info)) => live.push(info),
            // Expired (dead worker) or unreadable: out of the set.
            _ => {
                let _: () = conn.srem(keys.workers(), id).await?;
            }
        }
    }
    live.sort_by(|a, b| a.id.as_str().cmp(b.id.as_str()));
    Ok(live)
}

//! The Redis judge queue's settings as the queue crate takes them, and the executor the app
//! uses when `queue_url` is set (jobs then run in `mashang worker` processes).

use std::sync::Arc;
use std::time::Duration;

use anyhow::Context as _;
use mashang_core::ports::Executor;
use mashang_queue_redis::{QueueOptions, RedisExecutor};

use crate::config::Settings;

/// Jobs one replica keeps in flight through the queue when `judge.slots` is 0: enough to keep a
/// few workers busy; past it this replica's users wait in its fair queue (round-robin).
pub const DEFAULT_QUEUE_SLOTS: usize = 16;

/// The queue crate's options from the settings (front ends and workers read the same ones).
pub fn queue_options(settings: &Settings) -> QueueOptions {
    QueueOptions {
        prefix: settings.queue.prefix.clone(),
        cap: settings.queue.cap,
        job_timeout: Duration::from_secs(settings.judge.timeout_secs.max(1)),
        max_wait: Duration::from_secs(settings.judge.max_wait_secs.max(1)),
        ..QueueOptions::default()
    }
}

/// The Redis executor for `url`: fails when Redis cannot be reached at start.
pub async fn redis_executor(settings: &Settings, url: &str) -> anyhow::Result<Arc<dyn Executor>> {
    let exec = RedisExecutor::connect(url, queue_options(settings))
        .await
        .with_context(|| format!("connecting to the judge queue at {}", redacted(url)))?;
    Ok(Arc::new(exec))
}

/// A Redis URL without its password (`redis://:secret@host` → `redis://***@host`), for logs.
pub fn redacted(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            format!("{}***{}", &url[..scheme + 3], &url[at..])
        }
        _ => url.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_queue_url_password_never_reaches_the_log() {
        assert_eq!(redacted("redis://:hunter2@10.0.0.1:6379/0"), "redis://***@10.0.0.1:6379/0");
        assert_eq!(redacted("redis://127.0.0.1:6379/"), "redis://127.0.0.1:6379/");
    }
}

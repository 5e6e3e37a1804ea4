//! Builds the drills service for the front ends: its own connection to the same SQLite file (WAL),
//! the problem bank, and judging through the engine's fair queue — one executor per process, so a
//! drill submission waits its turn with interview submissions instead of competing with them.
//!
//! The engine's queue is registered once by whoever built the engine ([`share_queue`]); every
//! front end in the process then gets the same [`Drills`] from [`build_drills`] (one store
//! connection, one executor, however many platforms are served).

use std::sync::{Arc, OnceLock};

use anyhow::Context as _;
use tokio::sync::OnceCell;

use crate::adapters::store::SqliteStore;
use crate::config::Config;
use crate::core::drills::{Drills, SystemClock};
use crate::core::engine::FairQueue;
use crate::core::problem::Bank;

/// The engine's fair queue (and through it the process's one sandbox executor).
static QUEUE: OnceLock<Arc<FairQueue>> = OnceLock::new();
/// The process's drills, built on first use.
static DRILLS: OnceCell<Arc<Drills>> = OnceCell::const_new();

/// Registers the engine's queue for the drills. The first registration wins: a process has one.
pub fn share_queue(queue: &Arc<FairQueue>) {
    if QUEUE.set(Arc::clone(queue)).is_err() {
        tracing::debug!("the drills already share an executor queue");
    }
}

/// The process's drills over the configured data dir and bank, judging through the registered
/// queue, on the system clock.
pub async fn build_drills(cfg: &Config) -> anyhow::Result<Arc<Drills>> {
    DRILLS
        .get_or_try_init(|| async {
            let queue = QUEUE.get().context(
                "the engine's executor queue is not registered (build the engine first)",
            )?;
            drills_on(cfg, Arc::clone(queue)).await.map(Arc::new)
        })
        .await
        .cloned()
}

/// Drills over the configured data dir and bank that judge through `queue`.
pub async fn drills_on(cfg: &Config, queue: Arc<FairQueue>) -> anyhow::Result<Drills> {
    let s = &cfg.settings;
    let store = SqliteStore::open(&s.data_dir)
        .await
        .with_context(|| format!("opening the database in {}", s.data_dir.display()))?;
    let (bank, _errors) = Bank::load(&s.problems); // the engine already reported them
    Ok(Drills::new(Arc::new(store), Arc::new(bank), queue, Arc::new(SystemClock))
        .with_judge_cache(s.data_dir.join("cache")))
}

//! Builds the drills service for the front ends: its own connection to the same SQLite file (WAL),
//! the problem bank, and judging through the engine's fair queue — one executor per process, so a
//! drill submission waits its turn with interview submissions instead of competing with them.
//!
//! Each front end builds its own [`Drills`] over the engine's queue (`Engine::queue`): a second
//! SQLite connection to the same file is cheap, and keeping no process-wide state lets several
//! engines (tests, future multi-tenant processes) coexist without sharing a data dir by accident.

use std::sync::Arc;

use anyhow::Context as _;

use crate::adapters::store::SqliteStore;
use crate::config::Config;
use crate::core::drills::{Drills, SystemClock};
use crate::core::engine::FairQueue;
use crate::core::problem::Bank;

/// Drills over the configured data dir and bank that judge through `queue`.
pub async fn build_drills(cfg: &Config, queue: Arc<FairQueue>) -> anyhow::Result<Arc<Drills>> {
    let s = &cfg.settings;
    let store = SqliteStore::open(&s.data_dir)
        .await
        .with_context(|| format!("opening the database in {}", s.data_dir.display()))?;
    let (bank, _errors) = Bank::load(&s.problems); // the engine already reported them
    Ok(Arc::new(
        Drills::new(Arc::new(store), Arc::new(bank), queue, Arc::new(SystemClock))
            .with_judge_cache(s.data_dir.join("cache")),
    ))
}

//! Builds the drills service for a front end from the configuration: its own connection to the
//! same SQLite file (WAL), the problem bank, and a judge over the local sandbox.

use std::sync::Arc;

use anyhow::Context as _;

use crate::adapters::executor::LocalSandbox;
use crate::adapters::store::SqliteStore;
use crate::config::Config;
use crate::core::drills::{Drills, SystemClock};
use crate::core::judge::Judge;
use crate::core::problem::Bank;

/// The drills over the configured data dir and bank, on the system clock.
pub async fn build_drills(cfg: &Config) -> anyhow::Result<Arc<Drills>> {
    let s = &cfg.settings;
    let store = SqliteStore::open(&s.data_dir)
        .await
        .with_context(|| format!("opening the database in {}", s.data_dir.display()))?;
    let (bank, _errors) = Bank::load(&s.problems); // the engine already reported them
    let sandbox = mashang_sandbox::Sandbox::new().context("setting up the sandbox for drills")?;
    let judge = Judge::new(Arc::new(LocalSandbox::new(Arc::new(sandbox))))
        .with_cache_dir(s.data_dir.join("judge-cache"));
    Ok(Arc::new(Drills::new(
        Arc::new(store),
        Arc::new(bank),
        Arc::new(judge),
        Arc::new(SystemClock),
    )))
}

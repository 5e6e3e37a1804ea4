//! Which store the process uses: PostgreSQL when `database_url` names a server, else the SQLite
//! file in `data_dir` (the default). One store per process, shared by the engine and the drills.

use std::sync::Arc;

use anyhow::Context as _;
use mashang_core::drills::store::DrillStore;
use mashang_core::duel::DuelStore;
use mashang_core::pair::PairStore;
use mashang_core::ports::{Replicas, Store};
use mashang_store_postgres::PgStore;
use mashang_store_sqlite::SqliteStore;

use crate::config::Settings;

/// The opened store.
pub enum Backend {
    Sqlite(Arc<SqliteStore>),
    Postgres { store: Arc<PgStore>, url: String },
}

impl Backend {
    /// Opens (and migrates) the configured store.
    pub async fn open(s: &Settings) -> anyhow::Result<Backend> {
        match &s.database_url {
            None => {
                let store = SqliteStore::open(&s.data_dir)
                    .await
                    .with_context(|| format!("opening the database in {}", s.data_dir.display()))?;
                Ok(Backend::Sqlite(Arc::new(store.with_replica(s.replica()))))
            }
            Some(url) if url.is_postgres() => {
                let store = PgStore::connect(&url.0)
                    .await
                    .with_context(|| format!("opening the database {}", url.redacted()))?;
                let store = Arc::new(store.with_replica(s.replica()));
                Ok(Backend::Postgres { store, url: url.redacted() })
            }
            Some(url) => anyhow::bail!(
                "database_url {} is not a postgres:// URL (unset it to use SQLite in data_dir)",
                url.redacted()
            ),
        }
    }

    pub fn store(&self) -> Arc<dyn Store> {
        match self {
            Backend::Sqlite(s) => s.clone(),
            Backend::Postgres { store, .. } => store.clone(),
        }
    }

    /// Turn locks and leases between the processes on this database.
    pub fn replicas(&self) -> Arc<dyn Replicas> {
        match self {
            Backend::Sqlite(s) => s.clone(),
            Backend::Postgres { store, .. } => store.clone(),
        }
    }

    pub fn drills(&self) -> Arc<dyn DrillStore> {
        match self {
            Backend::Sqlite(s) => s.clone(),
            Backend::Postgres { store, .. } => store.clone(),
        }
    }

    pub fn duels(&self) -> Arc<dyn DuelStore> {
        match self {
            Backend::Sqlite(s) => s.clone(),
            Backend::Postgres { store, .. } => store.clone(),
        }
    }

    pub fn pairs(&self) -> Arc<dyn PairStore> {
        match self {
            Backend::Sqlite(s) => s.clone(),
            Backend::Postgres { store, .. } => store.clone(),
        }
    }

    /// How many stored sessions were set aside as unreadable (`session::record`), for `doctor`.
    pub async fn quarantined(&self) -> anyhow::Result<i64> {
        Ok(match self {
            Backend::Sqlite(s) => s.quarantined_sessions().await?,
            Backend::Postgres { store, .. } => store.quarantined_sessions().await?,
        })
    }

    /// One line for `mashang doctor`: which store, where, and its schema version.
    pub async fn describe(&self) -> anyhow::Result<String> {
        Ok(match self {
            Backend::Sqlite(s) => {
                let v = s.schema_version().await?;
                let path = s.path().map_or_else(|| "in memory".into(), |p| p.display().to_string());
                format!("SQLite {path} (schema v{v}, WAL)")
            }
            Backend::Postgres { store, url } => {
                format!("PostgreSQL {url} (schema v{})", store.schema_version().await?)
            }
        })
    }
}

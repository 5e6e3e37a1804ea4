//! The store test matrix: [`backends`] yields a fresh SQLite store (its own temp dir) and a fresh
//! Postgres store (its own database `t_<uuid>` on `MASHANG_TEST_POSTGRES_URL`, dropped at the end),
//! so one test body checks both. Without the variable the Postgres arm prints the visible skip line.

use std::path::Path;
use std::sync::Arc;

use mashang_core::drills::DrillStore;
use mashang_core::duel::DuelStore;
use mashang_core::pair::PairStore;
use mashang_core::ports::Store;
use mashang_store_postgres::PgStore;
use mashang_store_sqlite::SqliteStore;

pub(crate) const PG_ENV: &str = "MASHANG_TEST_POSTGRES_URL";
const PG_INSTALL: &str = "apt-get install postgresql && eval \"$(.ci/services)\"";

/// The server's URL, or a visible skip line for `what`.
pub(crate) fn postgres_url(what: &str) -> Option<String> {
    match std::env::var(PG_ENV) {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            crate::skip::skip(what, "needs PostgreSQL", PG_INSTALL);
            None
        }
    }
}

/// A database of its own on the test server, dropped (connections and all) when this is dropped.
pub(crate) struct PgDb {
    server: String,
    name: String,
    pub url: String,
}

/// `url` with its database path replaced by `db`.
fn with_db(url: &str, db: &str) -> String {
    let (base, _) = url.rsplit_once('/').expect("a postgres URL names a database");
    format!("{base}/{db}")
}

async fn admin(server: &str, sql: &str) {
    let (client, conn) = tokio_postgres::connect(server, tokio_postgres::NoTls)
        .await
        .expect("connect to the test server");
    let task = tokio::spawn(conn);
    client.batch_execute(sql).await.expect(sql);
    drop(client);
    let _ = task.await;
}

impl PgDb {
    pub(crate) async fn create(server: &str) -> PgDb {
        let name = format!("t_{}", uuid::Uuid::new_v4().simple());
        admin(server, &format!("CREATE DATABASE {name}")).await;
        PgDb { server: server.to_string(), url: with_db(server, &name), name }
    }
}

impl Drop for PgDb {
    fn drop(&mut self) {
        // Drop runs inside the test's runtime: a thread of its own may block on a runtime of its own.
        let (server, sql) =
            (self.server.clone(), format!("DROP DATABASE IF EXISTS {} WITH (FORCE)", self.name));
        let _ = std::thread::spawn(move || {
            tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap()
                .block_on(admin(&server, &sql))
        })
        .join();
    }
}

/// Which backend a [`TestDb`] is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Sqlite,
    Postgres,
}

/// One backend's fresh database and a store open on it.
pub(crate) struct TestDb {
    pub kind: Kind,
    pub store: Arc<dyn Store>,
    pub drills: Arc<dyn DrillStore>,
    pub duels: Arc<dyn DuelStore>,
    pub pairs: Arc<dyn PairStore>,
    pub dir: tempfile::TempDir,
    pub pg: Option<PgDb>,
}

impl TestDb {
    async fn sqlite() -> TestDb {
        let dir = tempfile::tempdir().unwrap();
        let s = Arc::new(SqliteStore::open(dir.path()).await.unwrap());
        TestDb {
            kind: Kind::Sqlite,
            store: s.clone(),
            drills: s.clone(),
            duels: s.clone(),
            pairs: s,
            dir,
            pg: None,
        }
    }

    pub(crate) async fn postgres(server: &str) -> TestDb {
        let db = PgDb::create(server).await;
        let s = Arc::new(PgStore::connect(&db.url).await.unwrap());
        let dir = tempfile::tempdir().unwrap();
        TestDb {
            kind: Kind::Postgres,
            store: s.clone(),
            drills: s.clone(),
            duels: s.clone(),
            pairs: s,
            dir,
            pg: Some(db),
        }
    }

    /// A new store on the same database, as a restarted process would open it.
    pub(crate) async fn reopen(&self) -> (Arc<dyn Store>, Arc<dyn DrillStore>) {
        match &self.pg {
            None => {
                let s = Arc::new(SqliteStore::open(self.dir.path()).await.unwrap());
                (s.clone(), s)
            }
            Some(db) => {
                let s = Arc::new(PgStore::connect(&db.url).await.unwrap());
                (s.clone(), s)
            }
        }
    }

    pub(crate) fn data_dir(&self) -> &Path {
        self.dir.path()
    }
}

/// A fresh SQLite store, then (when the server is configured) a fresh Postgres store.
pub(crate) async fn backends(test: &str) -> Vec<TestDb> {
    let mut out = vec![TestDb::sqlite().await];
    if let Some(server) = postgres_url(&format!("{test} [postgres]")) {
        out.push(TestDb::postgres(&server).await);
    }
    out
}

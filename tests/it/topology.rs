//! The end-to-end matrix: one test body, run against each way of deploying the bot.
//!
//! - **embedded** — one `mashang` process, SQLite in its data dir, judging in its own sandbox
//!   (the default).
//! - **scaled** — two `mashang serve` replicas over one Postgres database (a fresh one per test,
//!   `MASHANG_TEST_POSTGRES_URL`) and one Redis judge queue (`MASHANG_TEST_REDIS_URL`, a key
//!   prefix per test) with two `mashang worker` processes; Telegram is long-polled by whichever
//!   replica holds the poller lease, Discord's shards are split (shard 0 of 2 on the first
//!   replica, shard 1 on the second).
//!
//! [`deployments`] yields embedded, then scaled when both services are configured (else a visible
//! skip line). A test starts its bot through [`Deployment::start`], which calls back once per
//! replica with that replica's data dir, subcommand and environment.

use std::path::Path;

use crate::backends::{PG_ENV, PgDb};
use crate::queue_redis::{WorkerProc, prefix};

/// Which way the bot is deployed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Kind {
    Embedded,
    Scaled,
}

/// One deployment's shared parts (database, queue, workers) and its replicas' data dirs.
pub(crate) struct Deployment {
    pub(crate) kind: Kind,
    pg: Option<PgDb>,
    queue: Option<(String, String)>,
    workers: std::sync::Mutex<Vec<WorkerProc>>,
    dirs: Vec<tempfile::TempDir>,
}

/// What one replica is started with.
pub(crate) struct ReplicaSpec<'a> {
    /// Its own data dir (sandbox state, Discord's thread book; the SQLite file when embedded).
    pub(crate) data: &'a Path,
    /// The subcommand: the test's own when embedded, `serve` for replicas.
    pub(crate) sub: &'a str,
    /// Environment variables on top of the test's own.
    pub(crate) env: Vec<(String, String)>,
}

impl Deployment {
    fn embedded() -> Deployment {
        let dirs = vec![tempfile::tempdir().unwrap()];
        let workers = std::sync::Mutex::new(Vec::new());
        Deployment { kind: Kind::Embedded, pg: None, queue: None, workers, dirs }
    }

    async fn scaled(pg: &str, redis: &str) -> Deployment {
        let db = PgDb::create(pg).await;
        let prefix = prefix();
        let mut workers = vec![
            WorkerProc::start(redis, &prefix, 1, &[]),
            WorkerProc::start(redis, &prefix, 1, &[]),
        ];
        for w in &mut workers {
            tokio::task::block_in_place(|| w.expect("worker ready"));
        }
        Deployment {
            kind: Kind::Scaled,
            pg: Some(db),
            queue: Some((redis.to_string(), prefix)),
            workers: std::sync::Mutex::new(workers),
            dirs: vec![tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()],
        }
    }

    /// After a test body: on the scaled deployment, the judging really went through the queue
    /// (the workers finished jobs) and both workers are still running.
    pub(crate) fn judged_by_workers(&self) {
        let mut workers = self.workers.lock().unwrap();
        if self.kind == Kind::Embedded {
            return;
        }
        let mut finished = 0;
        for w in workers.iter_mut() {
            assert!(w.child.try_wait().unwrap().is_none(), "a worker exited:\n{}", w.log_now());
            finished += w.log_now().matches("finished job").count();
        }
        assert!(finished > 0, "no job went through the workers");
    }

    /// How many bot processes this deployment runs.
    pub(crate) fn replicas(&self) -> usize {
        self.dirs.len()
    }

    /// The Discord shard `[id, total]` replica `i` identifies as.
    pub(crate) fn discord_shard(&self, i: usize) -> [u64; 2] {
        match self.kind {
            Kind::Embedded => [0, 1],
            Kind::Scaled => [i as u64, self.replicas() as u64],
        }
    }

    /// Starts every replica: `start` is called once per replica with what it runs as, and what
    /// it returns (the process handle) is kept by the caller for the test's length.
    pub(crate) fn start<T>(
        &self,
        sub: &str,
        mut start: impl FnMut(ReplicaSpec<'_>) -> T,
    ) -> Vec<T> {
        (0..self.replicas())
            .map(|i| {
                let mut env = Vec::new();
                let mut sub = sub;
                if let (Some(db), Some((url, prefix))) = (&self.pg, &self.queue) {
                    sub = "serve";
                    let [shard, total] = self.discord_shard(i);
                    env.extend([
                        ("MASHANG_DATABASE_URL", db.url.clone()),
                        ("MASHANG_QUEUE_URL", url.clone()),
                        ("MASHANG_QUEUE__PREFIX", prefix.clone()),
                        ("MASHANG_REPLICA_ID", format!("replica-{i}")),
                        ("MASHANG_LEASE_SECS", "5".to_string()),
                        ("MASHANG_DISCORD_SHARDS", format!("{shard}-{shard}")),
                        ("MASHANG_DISCORD_SHARD_TOTAL", total.to_string()),
                    ]);
                }
                let env = env.into_iter().map(|(k, v)| (k.to_string(), v)).collect();
                start(ReplicaSpec { data: self.dirs[i].path(), sub, env })
            })
            .collect()
    }
}

/// Embedded, then scaled when Postgres and Redis are configured (a visible skip line if not).
pub(crate) async fn deployments(test: &str) -> Vec<Deployment> {
    let mut out = vec![Deployment::embedded()];
    let pg = std::env::var(PG_ENV).ok().filter(|u| !u.is_empty());
    let redis = std::env::var("MASHANG_TEST_REDIS_URL").ok().filter(|u| !u.is_empty());
    match (pg, redis) {
        (Some(pg), Some(redis)) => out.push(Deployment::scaled(&pg, &redis).await),
        _ => crate::skip::skip(
            &format!("{test} [scaled: 2 replicas, 2 workers]"),
            "needs PostgreSQL and Redis",
            "apt-get install postgresql redis-server && eval \"$(.ci/services)\"",
        ),
    }
    out
}

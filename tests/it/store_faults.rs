//! The Postgres store across a server restart: a private cluster (initdb in a temp dir on a free
//! port, so no other test is disturbed) is restarted with `pg_ctl -m fast restart` while a writer
//! keeps saving; the pool reconnects, the next save succeeds, and every save that returned Ok is
//! still there. Skips visibly without `MASHANG_TEST_PG_BIN`.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};

use mashang_core::interviewer::{Level, Role};
use mashang_core::ports::Store;
use mashang_core::session::{SessionState, Status, UserKey};
use mashang_i18n::Locale;
use mashang_store_postgres::PgStore;

/// A throwaway PostgreSQL cluster of this test's own, stopped when dropped.
pub(crate) struct Cluster {
    bin: PathBuf,
    data: PathBuf,
    port: u16,
    _dir: tempfile::TempDir,
}

fn is_root() -> bool {
    Command::new("id").arg("-u").output().is_ok_and(|o| o.stdout.starts_with(b"0\n"))
}

/// `bin/tool args…`, as the `postgres` user when root (the server refuses to run as root).
fn pg(bin: &Path, tool: &str, args: &[&str]) -> std::process::Output {
    let exe = bin.join(tool);
    let mut cmd = if is_root() {
        let mut c = Command::new("runuser");
        c.args(["-u", "postgres", "--"]).arg(&exe);
        c
    } else {
        Command::new(&exe)
    };
    cmd.args(args).output().unwrap_or_else(|e| panic!("{tool}: {e}"))
}

impl Cluster {
    pub(crate) fn start(bin: &str) -> Cluster {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("pg");
        std::fs::create_dir(&data).unwrap();
        if is_root() {
            let ok = |c: &mut Command| assert!(c.status().unwrap().success());
            ok(Command::new("chmod").arg("755").arg(dir.path()));
            ok(Command::new("chown").arg("postgres:").arg(&data));
        }
        let bin = PathBuf::from(bin);
        let d = data.to_str().unwrap();
        let out = pg(&bin, "initdb", &["-D", d, "-U", "mashang", "--auth=trust", "-E", "UTF8"]);
        assert!(out.status.success(), "initdb: {}", String::from_utf8_lossy(&out.stderr));
        let port = std::net::TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let c = Cluster { bin, data, port, _dir: dir };
        c.ctl(&["start"]);
        c
    }

    pub(crate) fn ctl(&self, action: &[&str]) {
        let d = self.data.to_str().unwrap();
        let log = self.data.join("server.log");
        let opts = format!("-h 127.0.0.1 -p {} -k {d}", self.port);
        let mut args = vec!["-D", d, "-l", log.to_str().unwrap(), "-w", "-o", &opts];
        args.extend_from_slice(action);
        let out = pg(&self.bin, "pg_ctl", &args);
        assert!(
            out.status.success(),
            "pg_ctl {action:?}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
    }

    pub(crate) fn url(&self) -> String {
        format!("postgres://mashang@127.0.0.1:{}/postgres", self.port)
    }

    /// When the server process started: changes across a restart.
    pub(crate) async fn started_at(&self) -> String {
        let (client, conn) =
            tokio_postgres::connect(&self.url(), tokio_postgres::NoTls).await.unwrap();
        let task = tokio::spawn(conn);
        let row = client.query_one("SELECT pg_postmaster_start_time()::text", &[]).await.unwrap();
        drop(client);
        let _ = task.await;
        row.get(0)
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let d = self.data.to_str().unwrap().to_string();
        let _ = pg(&self.bin, "pg_ctl", &["-D", &d, "-m", "immediate", "stop"]);
    }
}

fn state(n: usize) -> SessionState {
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.status = Status::WaitingAnswer;
    s.interview_id = Some(format!("iv-{n}"));
    s.seq = n as u64;
    s
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_postgres_restart_under_writes_loses_no_saved_session_and_the_next_save_succeeds() {
    const TEST: &str = "store_faults::a_postgres_restart_under_writes_loses_no_saved_session_and_the_next_save_succeeds";
    let Ok(bin) = std::env::var("MASHANG_TEST_PG_BIN") else {
        crate::skip::skip(
            TEST,
            "needs PostgreSQL",
            "apt-get install postgresql && eval \"$(.ci/services)\"",
        );
        return;
    };
    let cluster = Cluster::start(&bin);
    let first_start = cluster.started_at().await;
    let store = Arc::new(PgStore::connect(&cluster.url()).await.unwrap());
    let stop = Arc::new(AtomicBool::new(false));
    // A writer saving one user after another, through the restart; it records which saves were Ok.
    let writer = {
        let (store, stop) = (store.clone(), stop.clone());
        tokio::spawn(async move {
            let mut saved = Vec::new();
            let mut n = 0;
            while !stop.load(Ordering::SeqCst) || n < 20 {
                let user = UserKey::new("t", &format!("u{n}"));
                if store.save(&user, &state(n), vec![]).await.is_ok() {
                    saved.push(n);
                }
                n += 1;
                tokio::task::yield_now().await;
            }
            saved
        })
    };
    let c = &cluster;
    tokio::task::block_in_place(|| c.ctl(&["-m", "fast", "restart"]));
    stop.store(true, Ordering::SeqCst);
    let saved = writer.await.unwrap();
    assert_ne!(cluster.started_at().await, first_start, "the server really restarted");
    let after = UserKey::new("t", "after");
    store
        .save(&after, &state(999), vec![])
        .await
        .expect("the next save after the restart succeeds");
    for n in &saved {
        let user = UserKey::new("t", &format!("u{n}"));
        assert_eq!(store.load_session(&user).await.unwrap(), Some(state(*n)), "save {n} was lost");
    }
    assert_eq!(store.load_session(&after).await.unwrap(), Some(state(999)));
    // A save that failed at its commit may still have landed: at least the Ok ones are there.
    assert!(store.unfinished().await.unwrap().len() > saved.len());
    assert!(!saved.is_empty());
}

//! The judge queue through a Redis restart, with real processes: a `mashang telegram` bot whose
//! judging goes through a private `redis-server` (no persistence, as `.ci/services` runs it) to two
//! `mashang worker` processes. With submissions queued and running, Redis is killed (`kill -9`) and
//! started again on the same port and data dir — empty. The workers make the consumer group again,
//! the bot sends again the jobs Redis lost, and every submission gets exactly one verdict.

use std::net::TcpListener;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::crash::{KillOnDrop, spawn, submission};
use crate::queue_redis::{WorkerProc, prefix, redis_url};
use crate::telegram_fake::FakeTelegram;

const DEADLINE: Duration = Duration::from_secs(240);
const PROBLEM: &str = "binary-search";
const VERDICT: &str = "Verdict:";
const REPORTED: &str = "over 1 question";
/// Users submitting at once: more than the two workers (one job each) run, so some jobs are
/// still queued when Redis goes.
const USERS: [i64; 4] = [5701, 5702, 5703, 5704];

/// A `redis-server` of the test's own, on a fixed port and data dir across restarts.
pub(crate) struct PrivateRedis {
    port: u16,
    dir: tempfile::TempDir,
    child: Option<Child>,
}

impl PrivateRedis {
    pub(crate) fn start() -> PrivateRedis {
        let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
        let mut redis = PrivateRedis { port, dir: tempfile::tempdir().unwrap(), child: None };
        redis.spawn();
        redis
    }

    fn spawn(&mut self) {
        let child = Command::new("redis-server")
            .args(["--bind", "127.0.0.1", "--port", &self.port.to_string(), "--save", ""])
            .args(["--appendonly", "no", "--dir"])
            .arg(self.dir.path())
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .expect("spawn redis-server");
        self.child = Some(child);
        let end = Instant::now() + Duration::from_secs(30);
        while self.cli(&["PING"]) != "PONG" {
            assert!(Instant::now() < end, "redis-server on {} never answered PING", self.port);
            std::thread::sleep(Duration::from_millis(50));
        }
    }

    pub(crate) fn url(&self) -> String {
        format!("redis://127.0.0.1:{}/", self.port)
    }

    /// One `redis-cli` command's answer (empty when the server does not answer).
    pub(crate) fn cli(&self, args: &[&str]) -> String {
        Command::new("redis-cli")
            .args(["-p", &self.port.to_string()])
            .args(args)
            .output()
            .map(|o| String::from_utf8_lossy(&o.stdout).trim().to_string())
            .unwrap_or_default()
    }

    /// `kill -9`, then the same server again on the same port and data dir.
    pub(crate) fn restart(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
        self.spawn();
    }

    fn data_dir(&self) -> &Path {
        self.dir.path()
    }
}

impl Drop for PrivateRedis {
    fn drop(&mut self) {
        if let Some(mut c) = self.child.take() {
            let _ = c.kill();
            let _ = c.wait();
        }
    }
}

async fn wait_sent(fake: &FakeTelegram, user: i64, from: usize, needle: &str) -> usize {
    let what = format!("{user}: {needle}");
    fake.wait_for(from, DEADLINE, &what, |s| s.chat == user && s.text.contains(needle)).await.0
}

/// Waits (bounded) until the jobs stream holds at least `n` entries: jobs queued or running.
async fn in_flight(redis: &PrivateRedis, jobs: &str, n: usize) {
    let end = Instant::now() + DEADLINE;
    loop {
        let len: usize = redis.cli(&["XLEN", jobs]).parse().unwrap_or(0);
        if len >= n {
            return;
        }
        assert!(Instant::now() < end, "never {n} jobs in flight (last {len})");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_redis_restart_that_loses_the_queue_loses_no_submission_and_answers_each_once() {
    const TEST: &str = "queue_faults::a_redis_restart_that_loses_the_queue";
    if redis_url(TEST).is_none() {
        return;
    }
    let mut redis = PrivateRedis::start();
    let (url, prefix) = (redis.url(), prefix());
    let beat = [("MASHANG_QUEUE__HEARTBEAT_SECS", "1")];
    let mut workers =
        [WorkerProc::start(&url, &prefix, 1, &beat), WorkerProc::start(&url, &prefix, 1, &beat)];
    for w in &mut workers {
        tokio::task::block_in_place(|| w.expect("worker ready"));
    }
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let env = [
        ("MASHANG_TELEGRAM_TOKEN", crate::telegram_fake::TOKEN),
        ("MASHANG_TELEGRAM_API_URL", fake.url.as_str()),
        ("MASHANG_QUEUE_URL", url.as_str()),
        ("MASHANG_QUEUE__PREFIX", prefix.as_str()),
    ];
    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &env));
    for user in USERS {
        let start = format!("/interview algorithm junior python problem={PROBLEM}");
        fake.text(user, "en", &start, None);
    }
    for user in USERS {
        wait_sent(&fake, user, 0, "Question 1/1").await;
    }
    for user in USERS {
        fake.text(user, "en", &submission(), None);
    }
    // Two jobs running (one per worker) and at least one waiting in the stream.
    in_flight(&redis, &format!("{prefix}:jobs"), 3).await;
    redis.restart();
    assert!(redis.data_dir().exists());
    let mut verdicts = Vec::new();
    for user in USERS {
        verdicts.push(wait_sent(&fake, user, 0, VERDICT).await);
    }
    for user in USERS {
        fake.text(user, "en", "/end", None);
    }
    for (user, from) in USERS.into_iter().zip(verdicts) {
        wait_sent(&fake, user, from, REPORTED).await;
    }
    let sent = fake.sent();
    for user in USERS {
        let mine: Vec<&str> = sent
            .iter()
            .filter(|s| s.chat == user && s.text.contains(VERDICT))
            .map(|s| s.text.as_str())
            .collect();
        assert_eq!(mine.len(), 1, "user {user}: one verdict, got {mine:#?}");
        assert!(mine[0].contains("Verdict: accepted"), "user {user}: {}", mine[0]);
    }
    // The restart really lost the queue: a worker found its consumer group gone.
    let logs: String = workers.iter_mut().map(WorkerProc::log_now).collect();
    assert!(logs.contains("consumer group was gone"), "no worker saw the lost group:\n{logs}");
}

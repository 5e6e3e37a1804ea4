//! The Redis judge queue through real processes: `mashang worker` takes jobs from a real Redis
//! (MASHANG_TEST_REDIS_URL, one key prefix per test), the front end is `RedisExecutor` (or the
//! whole app through `App::build` with `queue_url`). Covers the round trip, the same verdict as
//! in process, a full queue, a SIGTERM drain and an interview served by two workers (a worker
//! killed mid-job and a cancelled job: queue_redis_takeover.rs). Without Redis each test prints a visible skip line.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, ExitStatus, Stdio};
use std::sync::Arc;
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::time::Duration;

use mashang_core::ports::{ExecError, Executor, Job, JobReport, Limits};
use mashang_judge::problem::Lang;
use mashang_judge::{Judge, JudgeOptions, Verdict};
use mashang_queue_redis::{QueueOptions, RedisExecutor};

/// Deadline for one expected worker log line (a judging compiles and runs many tests).
const LINE_DEADLINE: Duration = Duration::from_secs(240);

/// The test Redis, or a visible skip line for `what`.
pub(crate) fn redis_url(what: &str) -> Option<String> {
    match std::env::var("MASHANG_TEST_REDIS_URL") {
        Ok(url) if !url.is_empty() => Some(url),
        _ => {
            crate::skip::skip(
                what,
                "needs Redis",
                "apt-get install redis-server && eval \"$(.ci/services)\"",
            );
            None
        }
    }
}

/// A key prefix no other test uses.
pub(crate) fn prefix() -> String {
    format!("t{}", uuid::Uuid::new_v4().simple())
}

/// A `mashang worker` process whose log lines can be awaited.
pub(crate) struct WorkerProc {
    pub(crate) child: Child,
    lines: Receiver<String>,
    pub(crate) seen: Vec<String>,
    _data: Option<tempfile::TempDir>,
}

impl WorkerProc {
    pub(crate) fn start(url: &str, prefix: &str, concurrency: usize, env: &[(&str, &str)]) -> Self {
        let data = tempfile::tempdir().unwrap();
        let mut cmd = Command::new(env!("CARGO_BIN_EXE_mashang"));
        cmd.current_dir(env!("CARGO_MANIFEST_DIR"))
            .args(["worker", "--concurrency", &concurrency.to_string()])
            .env("MASHANG_DATA_DIR", data.path())
            .env("MASHANG_QUEUE_URL", url)
            .env("MASHANG_QUEUE__PREFIX", prefix)
            .env("RUST_LOG", "warn,mashang_queue_redis=info")
            .env_remove("MASHANG_CONFIG")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (k, v) in env {
            cmd.env(k, v);
        }
        Self::spawn(cmd, Some(data))
    }

    /// A worker started by `cmd` (the binary, or `docker run` of the image), its stderr piped.
    pub(crate) fn spawn(mut cmd: Command, data: Option<tempfile::TempDir>) -> Self {
        cmd.stdin(Stdio::null()).stdout(Stdio::null()).stderr(Stdio::piped());
        let mut child = cmd.spawn().expect("spawn mashang worker");
        let stderr = child.stderr.take().unwrap();
        let (tx, lines) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        WorkerProc { child, lines, seen: Vec::new(), _data: data }
    }

    /// Blocks until the worker logs a line containing `needle`; returns it.
    pub(crate) fn expect(&mut self, needle: &str) -> String {
        loop {
            match self.lines.recv_timeout(LINE_DEADLINE) {
                Ok(line) => {
                    self.seen.push(line.clone());
                    if line.contains(needle) {
                        return line;
                    }
                }
                Err(RecvTimeoutError::Timeout) => {
                    panic!("worker never logged {needle:?}; log:\n{}", self.seen.join("\n"))
                }
                Err(RecvTimeoutError::Disconnected) => {
                    panic!("worker exited before {needle:?}; log:\n{}", self.seen.join("\n"))
                }
            }
        }
    }

    /// Every line logged until the process closed stderr (after it exited).
    pub(crate) fn rest(&mut self) -> String {
        while let Ok(line) = self.lines.recv_timeout(LINE_DEADLINE) {
            self.seen.push(line);
        }
        self.seen.join("\n")
    }

    /// Lines logged so far, without waiting.
    pub(crate) fn log_now(&mut self) -> String {
        while let Ok(line) = self.lines.try_recv() {
            self.seen.push(line);
        }
        self.seen.join("\n")
    }

    pub(crate) fn terminate(&self) {
        let status = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status()
            .expect("run kill");
        assert!(status.success(), "kill -TERM failed");
    }

    pub(crate) async fn wait(mut self) -> (ExitStatus, String) {
        let status = tokio::task::spawn_blocking(move || {
            let status = self.child.wait().expect("wait for worker");
            (status, self.rest())
        });
        status.await.unwrap()
    }
}

impl Drop for WorkerProc {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

pub(crate) async fn front(url: &str, prefix: &str, cap: usize) -> RedisExecutor {
    let opts = QueueOptions {
        prefix: prefix.to_string(),
        cap,
        job_timeout: Duration::from_secs(240),
        ..QueueOptions::default()
    };
    RedisExecutor::connect(url, opts).await.expect("connect to the test Redis")
}

pub(crate) fn python(source: &str) -> Job {
    Job {
        lang: "python".into(),
        source: source.into(),
        files: Vec::new(),
        limits: Limits::default(),
        compile_limits: None,
        inputs: Vec::new(),
        dialogue: None,
    }
}

pub(crate) fn stdout(report: &JobReport) -> &str {
    &report.runs.first().expect("one run").stdout
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_round_trips_through_a_real_worker_process() {
    let Some(url) = redis_url("it::queue_redis::a_job_round_trips_through_a_real_worker_process")
    else {
        return;
    };
    if !crate::skip::runtime(
        Lang::Python,
        "it::queue_redis::a_job_round_trips_through_a_real_worker_process",
    ) {
        return;
    }
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let exec = front(&url, &p, 100).await;
    let report = exec.run_job(python("print(6 * 7)")).await.expect("judged through the queue");
    assert_eq!(stdout(&report).trim(), "42");
    let started = worker.expect("started job");
    assert!(started.contains("lang=python"), "{started}");
    assert_eq!(exec.unmatched_results(), 0);
    let workers = exec.workers().await.unwrap();
    assert_eq!(workers.len(), 1, "{workers:?}");
    assert!(workers[0].languages.iter().any(|l| l == "python"), "{workers:?}");
    assert_eq!(workers[0].capacity, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_with_no_live_worker_is_refused_as_unavailable_at_once() {
    let Some(url) =
        redis_url("it::queue_redis::a_job_with_no_live_worker_is_refused_as_unavailable_at_once")
    else {
        return;
    };
    let exec = front(&url, &prefix(), 100).await;
    let err = exec.run_job(python("print(1)")).await.unwrap_err();
    assert!(matches!(err, ExecError::Unavailable(_)), "{err:?}");
}

// The in-process half holds judge.rs's serialising std mutex across its await on purpose (as
// judge.rs does): it only keeps timing-sensitive sandbox runs of this binary from overlapping.
#[allow(clippy::await_holding_lock)]
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_judge_gives_the_same_verdict_through_the_queue_as_in_process() {
    let Some(url) = redis_url(
        "it::queue_redis::the_judge_gives_the_same_verdict_through_the_queue_as_in_process",
    ) else {
        return;
    };
    if !crate::skip::runtime(
        Lang::Python,
        "it::queue_redis::the_judge_gives_the_same_verdict_through_the_queue_as_in_process",
    ) {
        return;
    }
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let queued = Judge::new(Arc::new(front(&url, &p, 100).await));
    let problem = crate::judge::problem("two-sum");
    let reference = std::fs::read_to_string(problem.dir.join("solutions/ref.py")).unwrap();
    let wrong = "def two_sum(nums, target):\n    return [0, len(nums) - 1]\n";
    // No complexity probe or stress sets: their timings differ run to run (and with the load of a
    // shared CI machine); the verdicts on the same tests must not.
    let opts =
        JudgeOptions { probe: false, stress: false, style: false, ..JudgeOptions::default() };
    for code in [reference.as_str(), wrong] {
        let remote = queued.judge(&problem, Lang::Python, code, &opts).await.unwrap();
        let local = {
            let _serial = crate::judge::serial();
            crate::judge::judge().judge(&problem, Lang::Python, code, &opts).await.unwrap()
        };
        assert_eq!(remote.verdict, local.verdict, "{:?}", remote.first_failure());
        assert_eq!((remote.passed, remote.total), (local.passed, local.total));
        let names = |o: &mashang_judge::JudgeOutcome| {
            o.tests.iter().map(|t| (t.name.clone(), t.status)).collect::<Vec<_>>()
        };
        assert_eq!(names(&remote), names(&local));
    }
    let last = queued.judge(&problem, Lang::Python, wrong, &opts).await.unwrap();
    assert_eq!(last.verdict, Verdict::WrongAnswer);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_full_queue_answers_queue_full_and_the_queued_job_still_runs() {
    let Some(url) =
        redis_url("it::queue_redis::a_full_queue_answers_queue_full_and_the_queued_job_still_runs")
    else {
        return;
    };
    if !crate::skip::runtime(
        Lang::Python,
        "it::queue_redis::a_full_queue_answers_queue_full_and_the_queued_job_still_runs",
    ) {
        return;
    }
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let exec = Arc::new(front(&url, &p, 1).await);
    // The one job the cap allows: it holds the queue (its entry stays until its result is
    // recorded) until the sandbox stops it at its wall limit.
    let mut slow = python("import time\ntime.sleep(60)\n");
    slow.limits.wall_ms = Some(4_000);
    let first = tokio::spawn({
        let exec = Arc::clone(&exec);
        async move { exec.run_job(slow).await }
    });
    worker.expect("started job");
    let refused = exec.run_job(python("print(1)")).await;
    assert_eq!(refused.unwrap_err(), ExecError::QueueFull);
    let report = first.await.unwrap().expect("the queued job ran");
    assert_ne!(report.runs[0].status, mashang_core::ports::Status::Ok, "stopped at its wall limit");
    // The queue is free again.
    let after = exec.run_job(python("print('free')")).await.expect("accepted after the drain");
    assert_eq!(stdout(&after).trim(), "free");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_worker_drains_on_sigterm_finishing_its_job_and_exits_zero() {
    let Some(url) =
        redis_url("it::queue_redis::a_worker_drains_on_sigterm_finishing_its_job_and_exits_zero")
    else {
        return;
    };
    if !crate::skip::runtime(
        Lang::Python,
        "it::queue_redis::a_worker_drains_on_sigterm_finishing_its_job_and_exits_zero",
    ) {
        return;
    }
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let exec = Arc::new(front(&url, &p, 100).await);
    let job = tokio::spawn({
        let exec = Arc::clone(&exec);
        async move { exec.run_job(python("import time\ntime.sleep(1.5)\nprint('done')\n")).await }
    });
    worker.expect("started job");
    worker.terminate();
    worker.expect("worker draining");
    let report = job.await.unwrap().expect("the job in flight finished");
    assert_eq!(stdout(&report).trim(), "done");
    let (status, log) = worker.wait().await;
    assert!(status.success(), "worker exit {status:?}; log:\n{log}");
    assert!(log.contains("worker drained"), "{log}");
    assert!(log.contains("recorded=1"), "{log}");
    let live = mashang_queue_redis::registry::live_workers(&url, &p).await.unwrap();
    assert!(live.is_empty(), "a drained worker leaves the registry: {live:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interview_runs_end_to_end_through_app_build_with_a_queue_and_two_workers() {
    let Some(url) = redis_url(
        "it::queue_redis::an_interview_runs_end_to_end_through_app_build_with_a_queue_and_two_workers",
    ) else {
        return;
    };
    if !crate::skip::runtime(
        Lang::Python,
        "it::queue_redis::an_interview_runs_end_to_end_through_app_build_with_a_queue_and_two_workers",
    ) {
        return;
    }
    let p = prefix();
    let mut workers = [WorkerProc::start(&url, &p, 1, &[]), WorkerProc::start(&url, &p, 1, &[])];
    for w in &mut workers {
        w.expect("worker ready");
    }
    let data = tempfile::tempdir().unwrap();
    let env = env_owned(&[
        ("MASHANG_ROUNDS", "1"),
        ("MASHANG_QUEUE_URL", url.as_str()),
        ("MASHANG_QUEUE__PREFIX", p.as_str()),
    ]);
    tokio::task::spawn_blocking(move || interview(data.path(), &env)).await.unwrap();
    let jobs: usize = workers.iter_mut().map(|w| w.log_now().matches("started job").count()).sum();
    assert!(jobs > 0, "the judge ran on the workers");
    let live = mashang_queue_redis::registry::live_workers(&url, &p).await.unwrap();
    assert_eq!(live.len(), 2, "{live:?}");
}

fn env_owned(env: &[(&str, &str)]) -> Vec<(String, String)> {
    env.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect()
}

/// One round of a console interview with the reference solution; the bot judges through the queue.
fn interview(data: &Path, env: &[(String, String)]) {
    let env: Vec<(&str, &str)> = env.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
    let mut bot = crate::console::Bot::start(data, "queue-e2e", &env);
    bot.expect("Commands:");
    bot.send("/interview algorithm junior python");
    bot.expect("Interview started");
    let header = bot.expect("Question 1/1");
    let id = crate::console::question_id(&header);
    let verdict = bot
        .submit_reference(&id, "My approach: a single pass with a hash map, O(n) time and space.");
    assert!(verdict.contains("accepted"), "{}", bot.transcript());
    bot.send("/end");
    bot.expect("Report —");
    drop(bot.stdin);
    assert!(bot.child.wait().unwrap().success());
    assert!(!data.join("sandbox").exists(), "the bot opened no sandbox of its own");
}

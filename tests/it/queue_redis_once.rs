//! Idempotency of the Redis judge queue: a job whose first worker is slow, not dead, is reclaimed
//! and run again; the first result recorded is the one answered, the late one is dropped and
//! counted as a duplicate, and the front end gets exactly one result; a language no live worker
//! runs is refused at once; a job past its deadline is a timeout whose late result is dropped.
//! (Workers in process, with executors the test holds and releases, so the order is forced
//! without sleeping.)

use std::sync::Arc;
use std::time::Duration;

use mashang_core::ports::{CompileReport, ExecError, Executor, Job, JobReport, Status};
use mashang_queue_redis::{QueueOptions, Worker, WorkerOptions, WorkerStats};
use tokio::sync::{Notify, mpsc, watch};

use crate::queue_redis::{front, prefix, python, redis_url};

/// Answers with its own name; when `hold` is set, first says it started and waits for release.
struct Named {
    name: &'static str,
    hold: Option<(mpsc::UnboundedSender<()>, Arc<Notify>)>,
}

#[async_trait::async_trait]
impl Executor for Named {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        if let Some((started, release)) = &self.hold {
            started.send(()).unwrap();
            release.notified().await;
        }
        let compile = CompileReport {
            status: Status::Ok,
            output: self.name.into(),
            wall_ms: 0,
            cached: true,
        };
        Ok(JobReport { compile: Some(compile), runs: Vec::new() })
    }
}

async fn worker(
    url: &str,
    prefix: &str,
    exec: Named,
) -> (watch::Sender<bool>, tokio::task::JoinHandle<WorkerStats>) {
    let opts = WorkerOptions {
        visibility_timeout: Duration::from_millis(300),
        block: Duration::from_millis(100),
        languages: vec!["python".into()],
        ..WorkerOptions::default()
    };
    let queue = QueueOptions { prefix: prefix.into(), ..QueueOptions::default() };
    let w = Worker::connect(url, queue, opts, Arc::new(exec)).await.unwrap();
    let (stop, stopped) = watch::channel(false);
    (stop, tokio::spawn(async move { w.run(stopped).await.unwrap() }))
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_run_twice_is_answered_once_with_the_first_recorded_result() {
    let Some(url) = redis_url("it::queue_redis_once::a_job_run_twice_is_answered_once") else {
        return;
    };
    let p = prefix();
    let (started_tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Notify::new());
    let slow = Named { name: "slow", hold: Some((started_tx, Arc::clone(&release))) };
    let (stop_slow, slow_done) = worker(&url, &p, slow).await;
    let exec = Arc::new(front(&url, &p, 100).await);
    while exec.workers().await.unwrap().is_empty() {
        tokio::task::yield_now().await;
    }
    let job = tokio::spawn({
        let exec = Arc::clone(&exec);
        async move { exec.run_job(python("print(1)")).await }
    });
    started.recv().await.expect("the slow worker took the job");
    // The slow worker holds the job past the visibility timeout: the fast one reclaims it.
    let (stop_fast, fast_done) = worker(&url, &p, Named { name: "fast", hold: None }).await;
    let report = job.await.unwrap().expect("answered");
    assert_eq!(report.compile.unwrap().output, "fast", "the reclaiming run recorded first");
    release.notify_one();
    stop_slow.send(true).unwrap();
    let slow_stats = slow_done.await.unwrap();
    stop_fast.send(true).unwrap();
    let fast_stats = fast_done.await.unwrap();
    assert_eq!(slow_stats, WorkerStats { recorded: 0, duplicates: 1 }, "the late result dropped");
    assert_eq!(fast_stats, WorkerStats { recorded: 1, duplicates: 0 });
    assert_eq!(exec.unmatched_results(), 0, "the late result never reached the front end");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_language_no_live_worker_runs_is_refused_as_language_unavailable() {
    let Some(url) = redis_url(
        "it::queue_redis_once::a_language_no_live_worker_runs_is_refused_as_language_unavailable",
    ) else {
        return;
    };
    let p = prefix();
    let (stop, done) = worker(&url, &p, Named { name: "py", hold: None }).await;
    let exec = front(&url, &p, 100).await;
    while exec.workers().await.unwrap().is_empty() {
        tokio::task::yield_now().await;
    }
    let mut go = python("package main");
    go.lang = "go".into();
    let err = exec.run_job(go).await.unwrap_err();
    assert!(matches!(err, ExecError::LanguageUnavailable(ref l) if l.starts_with("go")), "{err:?}");
    assert!(exec.run_job(python("print(1)")).await.is_ok(), "python is still served");
    stop.send(true).unwrap();
    done.await.unwrap();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_unanswered_past_the_deadline_is_a_timeout_and_its_late_result_is_dropped() {
    let Some(url) = redis_url(
        "it::queue_redis_once::a_job_unanswered_past_the_deadline_is_a_timeout_and_its_late_result_is_dropped",
    ) else {
        return;
    };
    let p = prefix();
    let (started_tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Notify::new());
    let held = Named { name: "late", hold: Some((started_tx, Arc::clone(&release))) };
    let (stop, done) = worker(&url, &p, held).await;
    let opts = QueueOptions {
        prefix: p.clone(),
        job_timeout: Duration::from_millis(200),
        ..QueueOptions::default()
    };
    let exec = mashang_queue_redis::RedisExecutor::connect(&url, opts).await.unwrap();
    while exec.workers().await.unwrap().is_empty() {
        tokio::task::yield_now().await;
    }
    let err = exec.run_job(python("print(1)")).await.unwrap_err();
    assert!(matches!(err, ExecError::Timeout(_)), "{err:?}");
    started.recv().await.expect("the worker had taken the job");
    release.notify_one();
    stop.send(true).unwrap();
    assert_eq!(done.await.unwrap().recorded, 1, "the late result is still recorded once");
    // It reaches this front end's reply stream and finds nobody waiting: counted and dropped.
    let dropped = async {
        while exec.unmatched_results() == 0 {
            tokio::task::yield_now().await;
        }
    };
    tokio::time::timeout(Duration::from_secs(60), dropped).await.expect("late result arrived");
    assert_eq!(exec.unmatched_results(), 1);
}

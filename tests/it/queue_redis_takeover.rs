//! Worker faults on the Redis judge queue at the shipped defaults, through real `mashang worker`
//! processes: a worker killed -9 mid-run has its job taken over as soon as its heartbeat lapses
//! (seconds, not the visibility timeout) and the job is answered once, well inside the front end's
//! default wait; a job its caller gave up on has its run killed on the worker, which is then free
//! for the next job. Without Redis each test prints a visible skip line.

use std::sync::Arc;
use std::time::{Duration, Instant};

use mashang_core::ports::{CancelJob, Executor, Limits, Liveness};
use mashang_judge::problem::Lang;
use mashang_queue_redis::{QueueOptions, RedisExecutor};

use crate::queue_redis::{WorkerProc, prefix, python, redis_url, stdout};

/// A front end at the shipped defaults (its wait: 120 s, the judge's default timeout).
async fn default_front(url: &str, prefix: &str) -> RedisExecutor {
    let opts = QueueOptions { prefix: prefix.to_string(), ..QueueOptions::default() };
    RedisExecutor::connect(url, opts).await.expect("connect to the test Redis")
}

fn ready(what: &str) -> Option<String> {
    let url = redis_url(what)?;
    crate::skip::runtime(Lang::Python, what).then_some(url)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_worker_killed_mid_run_at_the_defaults_is_taken_over_within_its_heartbeat_and_answered_once()
 {
    let Some(url) = ready("it::queue_redis_takeover::a_worker_killed_mid_run_at_the_defaults")
    else {
        return;
    };
    let p = prefix();
    let mut first = WorkerProc::start(&url, &p, 1, &[]);
    first.expect("worker ready");
    let exec = Arc::new(default_front(&url, &p).await);
    let job = tokio::spawn({
        let exec = Arc::clone(&exec);
        async move { exec.run_job(python("import time\ntime.sleep(2)\nprint('once')\n")).await }
    });
    first.expect("started job");
    let killed = Instant::now();
    first.child.kill().expect("kill -9 the worker");
    first.child.wait().unwrap();
    // Its registry entry lives on until three heartbeats (15 s) have lapsed; the visibility
    // timeout (300 s) is far past the front end's wait (120 s).
    let mut alive = WorkerProc::start(&url, &p, 1, &[]);
    let report = job.await.unwrap().expect("answered after the takeover, inside the default wait");
    let answered = killed.elapsed();
    assert_eq!(stdout(&report).trim(), "once");
    alive.expect("its heartbeat lapsed");
    alive.expect("finished job");
    alive.terminate();
    let (status, log) = alive.wait().await;
    assert!(status.success(), "{log}");
    assert!(log.contains("recorded=1 duplicates=0"), "one run recorded once: {log}");
    assert_eq!(exec.unmatched_results(), 0, "the front end got exactly one result");
    println!("killed -9 mid-run → answered by the other worker after {answered:.1?} (defaults)");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_job_its_caller_gave_up_on_has_its_run_killed_on_the_worker() {
    let Some(url) = ready("it::queue_redis_takeover::a_job_its_caller_gave_up_on") else {
        return;
    };
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let exec = Arc::new(default_front(&url, &p).await);
    // Would hold the worker's only slot for ten minutes.
    let mut hold = python("import time\ntime.sleep(1000)\n");
    hold.limits = Limits { time_ms: 2_000, wall_ms: Some(600_000), ..Limits::default() };
    let cancel = CancelJob::new();
    let call = tokio::spawn({
        let (exec, cancel) = (Arc::clone(&exec), cancel.clone());
        async move { exec.run_job_cancellable(hold, &cancel).await }
    });
    worker.expect("started job");
    cancel.cancel();
    // A guard against a hang, not a measurement: the default would wait out the ten minutes.
    let ended = tokio::time::timeout(Duration::from_secs(120), call).await;
    let result = ended.expect("the cancelled call returned").unwrap();
    assert!(result.is_err(), "a cancelled job is no result: {result:?}");
    worker.expect("cancelled job: its run was killed");
    // The worker's only slot is free again: the next job is answered.
    let next = exec.run_job(python("print(6 * 7)")).await.expect("the next job runs");
    assert_eq!(stdout(&next).trim(), "42");
}

/// Not at the defaults, and why: the line a job waits in must outlast the front end's silence
/// window, which is 120 s at the defaults; here it is 3 s, so a line of three 2-second jobs on
/// one single-slot worker is enough. Every job is answered: a job queued while a worker is live
/// is alive, and the front end waits it out instead of timing it out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn with_a_three_second_judge_timeout_a_job_queued_behind_longer_work_is_still_answered() {
    let Some(url) = ready("it::queue_redis_takeover::a_job_queued_behind_longer_work") else {
        return;
    };
    let p = prefix();
    let mut worker = WorkerProc::start(&url, &p, 1, &[]);
    worker.expect("worker ready");
    let silence = Duration::from_secs(3);
    let opts = QueueOptions { prefix: p.clone(), job_timeout: silence, ..QueueOptions::default() };
    let exec = Arc::new(RedisExecutor::connect(&url, opts).await.expect("connect"));
    let started = Instant::now();
    let calls: Vec<_> = (0..3)
        .map(|i| {
            let exec = Arc::clone(&exec);
            let life = Liveness::new();
            tokio::spawn(async move {
                let job = python(&format!("import time\ntime.sleep(2)\nprint({i})\n"));
                let cancel = CancelJob::reporting_to(life.clone());
                let report = exec.run_job_cancellable(job, &cancel).await;
                (report, life)
            })
        })
        .collect();
    for (i, call) in calls.into_iter().enumerate() {
        let (report, _life) = call.await.unwrap();
        let report = report.unwrap_or_else(|e| panic!("job {i} answered, not timed out: {e}"));
        assert_eq!(stdout(&report).trim(), i.to_string());
    }
    let line = started.elapsed();
    assert!(line > silence, "the line outlasted the silence window ({line:?}): the test proves it");
    println!("three 2-s jobs on one slot answered after {line:.1?} with a 3-s silence window");
}

//! Measuring (not asserting) the Redis judge queue on this machine: throughput with 1, 2 and 4
//! `mashang worker` processes against the in-process executor, the queue's overhead per job, and
//! a burst of submissions. Ignored by default; run it with Redis up:
//! `eval "$(.ci/services)"; cargo test --test it queue_redis_bench:: -- --ignored --nocapture --test-threads 1`
//! (MASHANG_BENCH_JOBS, MASHANG_BENCH_BURST and MASHANG_BENCH_BURST_SECS scale it down or up.)

use std::sync::Arc;
use std::time::{Duration, Instant};

use futures::StreamExt;
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_exec_local::LocalSandbox;
use mashang_queue_redis::{QueueOptions, Worker, WorkerOptions};
use tokio::sync::watch;

use crate::queue_redis::{WorkerProc, front, prefix, python, redis_url};

fn env_usize(name: &str, default: usize) -> usize {
    std::env::var(name).ok().and_then(|v| v.parse().ok()).unwrap_or(default)
}

/// A small Python job: what a sample test of a drill costs the sandbox.
fn small_job(i: usize) -> Job {
    python(&format!("print(sum(range({})))", 1000 + i % 7))
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

/// Runs `jobs` small jobs with `in_flight` outstanding at once; jobs per second.
async fn throughput(exec: Arc<dyn Executor>, jobs: usize, in_flight: usize) -> f64 {
    let start = Instant::now();
    let done = futures::stream::iter(0..jobs)
        .map(|i| {
            let exec = Arc::clone(&exec);
            async move { exec.run_job(small_job(i)).await.expect("job ran") }
        })
        .buffer_unordered(in_flight)
        .count()
        .await;
    done as f64 / start.elapsed().as_secs_f64()
}

/// Latencies of `jobs` jobs run one after another, sorted.
async fn latencies(exec: &dyn Executor, jobs: usize) -> Vec<Duration> {
    let mut all = Vec::with_capacity(jobs);
    for i in 0..jobs {
        let t = Instant::now();
        exec.run_job(small_job(i)).await.expect("job ran");
        all.push(t.elapsed());
    }
    all.sort();
    all
}

fn workers(url: &str, prefix: &str, n: usize) -> Vec<WorkerProc> {
    let mut ws: Vec<WorkerProc> = (0..n).map(|_| WorkerProc::start(url, prefix, 1, &[])).collect();
    for w in &mut ws {
        w.expect("worker ready");
    }
    ws
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "a benchmark: run with --ignored --nocapture (needs Redis)"]
async fn judge_queue_throughput_overhead_and_burst() {
    let Some(url) = redis_url("it::queue_redis_bench::judge_queue_throughput_overhead_and_burst")
    else {
        return;
    };
    let jobs = env_usize("MASHANG_BENCH_JOBS", 200);
    let local: Arc<dyn Executor> = Arc::new(LocalSandbox::new(crate::judge::shared_sandbox()));
    // Warm up the sandbox (first-run set-up) before any figure.
    throughput(Arc::clone(&local), 10, 1).await;
    let one = throughput(Arc::clone(&local), jobs, 1).await;
    let two = throughput(Arc::clone(&local), jobs, 2).await;
    println!("judge queue bench: {jobs} small Python jobs per figure, {} cores", num_cpus());
    println!("in-process executor: {one:.1} jobs/s (1 at a time), {two:.1} jobs/s (2 at a time)");
    let mut base = None;
    for n in [1, 2, 4] {
        let p = prefix();
        let _ws = workers(&url, &p, n);
        let exec: Arc<dyn Executor> = Arc::new(front(&url, &p, 100_000).await);
        throughput(Arc::clone(&exec), 10, n).await;
        let rate = throughput(exec, jobs, 2 * n).await;
        let ratio = rate / *base.get_or_insert(rate);
        println!(
            "queue, {n} worker process(es) × 1 slot: {rate:.1} jobs/s ({ratio:.2}× one worker, {:.2}× in-process 2 at a time)",
            rate / two
        );
    }
    let seq = jobs.min(200);
    let local_lat = latencies(local.as_ref(), seq).await;
    let p = prefix();
    let _ws = workers(&url, &p, 1);
    let exec = front(&url, &p, 100_000).await;
    latencies(&exec, 10).await;
    let queue_lat = latencies(&exec, seq).await;
    let (l50, l99) = (percentile(&local_lat, 0.5), percentile(&local_lat, 0.99));
    let (q50, q99) = (percentile(&queue_lat, 0.5), percentile(&queue_lat, 0.99));
    println!(
        "latency, {seq} jobs one at a time: in-process p50 {:.1} ms p99 {:.1} ms; queue p50 {:.1} ms p99 {:.1} ms; overhead p50 {:.1} ms p99 {:.1} ms",
        ms(l50),
        ms(l99),
        ms(q50),
        ms(q99),
        ms(q50.saturating_sub(l50)),
        ms(q99.saturating_sub(l99))
    );
    drop(_ws);
    overhead_alone(&url, seq).await;
    burst(&url).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: run with --ignored --nocapture (needs Redis)"]
async fn judge_queue_overhead_alone() {
    let Some(url) = redis_url("it::queue_redis_bench::judge_queue_overhead_alone") else {
        return;
    };
    overhead_alone(&url, env_usize("MASHANG_BENCH_JOBS", 200)).await;
}

/// Answers every job at once: with it behind a worker, a job's latency is the queue's alone.
struct Instant0;

#[async_trait::async_trait]
impl Executor for Instant0 {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        Ok(JobReport { compile: None, runs: Vec::new() })
    }
}

/// The queue's own cost per job (XADD, XAUTOCLAIM + XREADGROUP, the record script, the reply
/// read): a worker (the crate's loop, in this process) whose executor answers instantly.
async fn overhead_alone(url: &str, jobs: usize) {
    let p = prefix();
    let opts = QueueOptions { prefix: p.clone(), ..QueueOptions::default() };
    let wopts = WorkerOptions { languages: vec!["python".into()], ..WorkerOptions::default() };
    let worker = Worker::connect(url, opts, wopts, Arc::new(Instant0)).await.unwrap();
    let (stop, stopped) = watch::channel(false);
    let running = tokio::spawn(worker.run(stopped));
    let exec = front(url, &p, 100_000).await;
    while exec.workers().await.unwrap().is_empty() {
        tokio::task::yield_now().await;
    }
    latencies(&exec, 20).await;
    let lat = latencies(&exec, jobs).await;
    println!(
        "queue overhead alone (instant executor behind one worker), {jobs} jobs: p50 {:.2} ms, p99 {:.2} ms",
        ms(percentile(&lat, 0.5)),
        ms(percentile(&lat, 0.99))
    );
    stop.send(true).unwrap();
    running.await.unwrap().unwrap();
}

fn num_cpus() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `MASHANG_BENCH_BURST` jobs arriving evenly over `MASHANG_BENCH_BURST_SECS` with two workers:
/// time from the first arrival to the last result, and each job's wait (arrival to result).
async fn burst(url: &str) {
    let count = env_usize("MASHANG_BENCH_BURST", 1000);
    let secs = env_usize("MASHANG_BENCH_BURST_SECS", 60) as f64;
    let p = prefix();
    let _ws = workers(url, &p, 2);
    let exec: Arc<dyn Executor> = Arc::new(front(url, &p, 100_000).await);
    let gap = Duration::from_secs_f64(secs / count as f64);
    let start = Instant::now();
    let mut tasks = Vec::with_capacity(count);
    let mut tick = tokio::time::interval(gap);
    for i in 0..count {
        tick.tick().await;
        let exec = Arc::clone(&exec);
        tasks.push(tokio::spawn(async move {
            let t = Instant::now();
            exec.run_job(small_job(i)).await.expect("job ran");
            t.elapsed()
        }));
    }
    let mut waits = Vec::with_capacity(count);
    for t in tasks {
        waits.push(t.await.unwrap());
    }
    let drained = start.elapsed();
    waits.sort();
    println!(
        "burst: {count} jobs over {secs:.0} s, 2 workers × 1 slot: drained in {:.1} s; wait (arrival to result) p50 {:.0} ms, p99 {:.0} ms, max {:.0} ms",
        drained.as_secs_f64(),
        ms(percentile(&waits, 0.5)),
        ms(percentile(&waits, 0.99)),
        ms(*waits.last().unwrap())
    );
}

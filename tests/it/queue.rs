//! The fair judge queue: a user flooding submissions cannot starve another user, and queues are
//! bounded. Driven by gates the test opens one at a time — no sleeps.

use std::sync::{Arc, Mutex};

use mashang_core::engine::{Engine, EngineParts, FairQueue, QueueLimits, ReplyKind, VecOutbox};
use mashang_core::interviewer::runs::{RunFailure, RunReport, RunRequest};
use mashang_core::interviewer::{Evidence, GradeRequest, Grader};
use mashang_core::memory::{ErrorKind, ToolFailure};
use mashang_core::ports::{ExecError, Executor, Job, JobReport, Liveness};
use mashang_core::session::UserKey;
use mashang_judge::JudgeError;
use tokio::sync::{Semaphore, mpsc};

/// Records which job started and holds it until the test adds a permit.
struct Gate {
    started: mpsc::UnboundedSender<String>,
    release: Arc<Semaphore>,
    order: Mutex<Vec<String>>,
}

#[async_trait::async_trait]
impl Executor for Gate {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        self.order.lock().unwrap().push(job.source.clone());
        let _ = self.started.send(job.source.clone());
        self.release.acquire().await.expect("open").forget();
        Ok(JobReport { compile: None, runs: vec![] })
    }
}

fn job(tag: &str) -> Job {
    Job {
        lang: "python".into(),
        source: tag.into(),
        files: vec![],
        limits: Default::default(),
        compile_limits: None,
        inputs: vec![],
        dialogue: None,
    }
}

async fn until(cond: impl Fn() -> bool) {
    while !cond() {
        tokio::task::yield_now().await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_flooding_user_cannot_starve_another() {
    let (tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Semaphore::new(0));
    let gate =
        Arc::new(Gate { started: tx, release: Arc::clone(&release), order: Mutex::new(vec![]) });
    let queue = FairQueue::new(gate.clone(), QueueLimits { slots: 1, per_user: 100, total: 1000 });
    let (flood, other) = (UserKey::new("tg", "flood"), UserKey::new("tg", "other"));

    let mut tasks = Vec::new();
    for i in 0..20 {
        let (q, u) = (Arc::clone(&queue), flood.clone());
        tasks.push(tokio::spawn(async move { q.run(&u, job(&format!("flood-{i}"))).await }));
    }
    assert!(started.recv().await.unwrap().starts_with("flood"));
    until(|| queue.waiting() == 19).await;
    let (q, u) = (Arc::clone(&queue), other.clone());
    tasks.push(tokio::spawn(async move { q.run(&u, job("other")).await }));
    until(|| queue.waiting() == 20).await;

    for _ in 0..21 {
        release.add_permits(1);
        if started.recv().await.as_deref() == Some("other") {
            break;
        }
    }
    release.add_permits(100);
    for t in tasks {
        t.await.unwrap().expect("every job runs");
    }
    let order = gate.order.lock().unwrap().clone();
    let position = order.iter().position(|s| s == "other").unwrap();
    assert!(position <= 2, "the other user waited behind {position} flood jobs: {order:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn queues_are_bounded_per_user_but_others_still_get_in() {
    let (tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Semaphore::new(0));
    let gate =
        Arc::new(Gate { started: tx, release: Arc::clone(&release), order: Mutex::new(vec![]) });
    let queue = FairQueue::new(gate, QueueLimits { slots: 1, per_user: 2, total: 10 });
    let (flood, other) = (UserKey::new("t", "flood"), UserKey::new("t", "other"));
    let mut tasks = Vec::new();
    for i in 0..3 {
        let (q, u) = (Arc::clone(&queue), flood.clone());
        tasks.push(tokio::spawn(async move { q.run(&u, job(&format!("f{i}"))).await }));
    }
    started.recv().await.unwrap();
    until(|| queue.waiting() == 2).await;
    let refused = queue.run(&flood, job("f-extra")).await;
    assert!(matches!(refused, Err(ExecError::QueueFull)), "{refused:?}");
    let (q, u) = (Arc::clone(&queue), other.clone());
    tasks.push(tokio::spawn(async move { q.run(&u, job("other")).await }));
    until(|| queue.waiting() == 3).await;
    release.add_permits(10);
    for t in tasks {
        t.await.unwrap().expect("queued jobs run");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_waiter_does_not_leak_its_slot() {
    let (tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Semaphore::new(0));
    let gate =
        Arc::new(Gate { started: tx, release: Arc::clone(&release), order: Mutex::new(vec![]) });
    let queue = FairQueue::new(gate, QueueLimits { slots: 1, per_user: 5, total: 10 });
    let u = UserKey::new("t", "u");
    let (q1, u1) = (Arc::clone(&queue), u.clone());
    let first = tokio::spawn(async move { q1.run(&u1, job("first")).await });
    started.recv().await.unwrap();
    let (q2, u2) = (Arc::clone(&queue), u.clone());
    let waiter = tokio::spawn(async move { q2.run(&u2, job("cancelled")).await });
    until(|| queue.waiting() == 1).await;
    waiter.abort();
    let _ = waiter.await;
    release.add_permits(1);
    first.await.unwrap().unwrap();
    // If the slot had leaked this would wait forever.
    release.add_permits(1);
    queue.run(&u, job("after")).await.expect("slot is free again");
}

/// A grader whose `/run` is one job on the executor it is handed (the user's handle on the fair
/// queue), its refusal converted the way the real grader converts a judge error.
struct OneJobRun;

#[async_trait::async_trait]
impl Grader for OneJobRun {
    async fn grade(&self, _: &GradeRequest, _: Arc<dyn Executor>) -> Result<Evidence, ToolFailure> {
        unreachable!("only /run is used")
    }

    async fn try_run(
        &self,
        request: &RunRequest,
        executor: Arc<dyn Executor>,
    ) -> Result<RunReport, RunFailure> {
        match executor.run_job(job(&request.code)).await {
            Err(e) => Err(RunFailure::Tool(JudgeError::Executor(e).into())),
            Ok(_) => Err(RunFailure::Tool(ToolFailure::new(ErrorKind::Logic, "ran"))),
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_run_refused_by_the_full_queue_gets_the_busy_reply() {
    let (tx, mut started) = mpsc::unbounded_channel();
    let gate =
        Arc::new(Gate { started: tx, release: Arc::new(Semaphore::new(0)), order: <_>::default() });
    let dir = tempfile::tempdir().unwrap();
    let store = mashang_store_sqlite::SqliteStore::open(dir.path()).await.unwrap();
    // One slot and no waiting room: while one run holds the slot, any other job is refused.
    let engine = Arc::new(Engine::new(EngineParts {
        store: Arc::new(store),
        bank: Arc::new(crate::support::FixtureBank::new()),
        grader: Arc::new(OneJobRun),
        queue: FairQueue::new(gate, QueueLimits { slots: 1, per_user: 1, total: 0 }),
        persona: mashang_core::preset::builtin(),
        settings: Default::default(),
        clock: Arc::new(mashang::app::SystemClock),
    }));
    let (ada, bob) = (UserKey::new("test", "ada"), UserKey::new("test", "bob"));
    let out = VecOutbox::default();
    for user in [&ada, &bob] {
        engine.handle(user, "/interview problem=q-array", &out).await;
    }
    out.take();
    let (e, u) = (Arc::clone(&engine), ada.clone());
    let holding = tokio::spawn(async move {
        e.handle(&u, "/run\n```python\nhold\n```", &VecOutbox::default()).await;
    });
    assert_eq!(started.recv().await.as_deref(), Some("hold\n"));
    engine.handle(&bob, "/run\n```python\nrefused\n```", &out).await;
    let replies = out.take();
    let busy = replies.last().expect("a reply to the run");
    assert_eq!(busy.kind, ReplyKind::Problem);
    assert_eq!(busy.text, "The judge is busy with your earlier submissions; try again shortly.");
    holding.abort();
}

/// An executor whose runs go on after their caller gave up, as a sandbox run on a blocking thread
/// does: each run is a task of its own that waits for a permit, counting the runs at once.
struct Detached {
    release: Arc<Semaphore>,
    running: Arc<Mutex<(usize, usize, usize)>>,
}

#[async_trait::async_trait]
impl Executor for Detached {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        let (release, running) = (Arc::clone(&self.release), Arc::clone(&self.running));
        let run = tokio::spawn(async move {
            {
                let mut r = running.lock().unwrap();
                r.0 += 1;
                r.1 = r.1.max(r.0);
            }
            release.acquire().await.expect("open").forget();
            let mut r = running.lock().unwrap();
            r.0 -= 1;
            r.2 += 1;
        });
        run.await.expect("run");
        Ok(JobReport { compile: None, runs: vec![] })
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_cancelled_judging_holds_its_slot_until_its_run_has_ended() {
    // (now, most at once, ended)
    let running = Arc::new(Mutex::new((0, 0, 0)));
    let release = Arc::new(Semaphore::new(0));
    let exec = Arc::new(Detached { release: Arc::clone(&release), running: Arc::clone(&running) });
    let queue = FairQueue::new(exec, QueueLimits { slots: 1, per_user: 2, total: 10 });
    let (q, u) = (Arc::clone(&queue), UserKey::new("console", "a"));
    let first = tokio::spawn(async move { q.run(&u, job("abandoned")).await });
    until(|| running.lock().unwrap().0 == 1).await;
    // The judge's timeout fires: the caller is gone, its sandbox run is not.
    first.abort();
    let _ = first.await;
    let (q, u) = (Arc::clone(&queue), UserKey::new("console", "b"));
    let second = tokio::spawn(async move { q.run(&u, job("next")).await });
    // The next job is either running beside the abandoned one (the bug) or waiting for its slot.
    until(|| running.lock().unwrap().0 == 2 || queue.waiting() == 1).await;
    release.add_permits(2);
    second.await.expect("joined").expect("ran");
    until(|| running.lock().unwrap().2 == 2).await;
    assert_eq!(running.lock().unwrap().1, 1, "more runs at once than slots");
}

/// An executor whose every run takes the same (virtual) time and says nothing while it runs, as a
/// local sandbox run does.
struct Takes(std::time::Duration);

#[async_trait::async_trait]
impl Executor for Takes {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        tokio::time::sleep(self.0).await;
        Ok(JobReport { compile: None, runs: vec![] })
    }
}

/// The engine's wait on a user's watched executor: (answered, virtual time waited).
async fn watched_call(
    queue: Arc<FairQueue>,
    user: &str,
    silence: std::time::Duration,
) -> (Option<bool>, std::time::Duration) {
    let life = Liveness::new();
    let exec = queue.for_user_watched(&UserKey::new("test", user), &life);
    let started = tokio::time::Instant::now();
    let ceiling = std::time::Duration::from_secs(60);
    let out = life.wait(silence, ceiling, exec.run_job(job(user))).await;
    (out.map(|r| r.is_ok()), started.elapsed())
}

#[tokio::test(start_paused = true)]
async fn a_job_waiting_its_turn_past_the_judge_timeout_is_still_answered() {
    // One slot, runs of 1.5 s, a judge timeout of 2 s: the third user's job waits 3 s for its
    // turn. Waiting in line is a sign of life, so it is answered instead of timed out.
    let silence = std::time::Duration::from_secs(2);
    let run = std::time::Duration::from_millis(1500);
    let queue =
        FairQueue::new(Arc::new(Takes(run)), QueueLimits { slots: 1, per_user: 4, total: 16 });
    let calls: Vec<_> = ["ada", "bob", "cy"]
        .into_iter()
        .map(|u| tokio::spawn(watched_call(Arc::clone(&queue), u, silence)))
        .collect();
    let mut waited = Vec::new();
    for call in calls {
        let (answered, took) = call.await.unwrap();
        assert_eq!(answered, Some(true), "answered, not given up (after {took:?})");
        waited.push(took);
    }
    let longest = waited.iter().max().copied().unwrap();
    assert!(longest >= run * 3, "the last job waited out the line: {waited:?}");
}

#[tokio::test(start_paused = true)]
async fn a_running_job_silent_for_the_judge_timeout_is_given_up() {
    let silence = std::time::Duration::from_secs(2);
    let stuck = Takes(std::time::Duration::from_secs(3600));
    let queue = FairQueue::new(Arc::new(stuck), QueueLimits { slots: 1, per_user: 4, total: 16 });
    let (answered, took) = watched_call(queue, "ada", silence).await;
    assert_eq!(answered, None, "given up");
    assert!(took < std::time::Duration::from_secs(3600), "long before the run would end: {took:?}");
}

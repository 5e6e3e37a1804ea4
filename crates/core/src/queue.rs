//! The bounded, fair queue in front of the executor. At most `slots` jobs run at once; waiting jobs
//! are queued per user and served round-robin across users, so one user flooding submissions waits
//! behind their own jobs while everyone else keeps their turn. Queues are bounded per user and in
//! total; past the bound a job is refused at once instead of piling up.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

use tokio::sync::oneshot;

use crate::user::UserKey;
use mashang_judge::exec::{CancelJob, ExecError, Executor, Job, JobReport, Liveness};

/// How often a job waiting for its turn tells its watcher it is still alive (well inside any
/// judge timeout: waiting in line is not a hung run).
const WAITING_BEAT: std::time::Duration = std::time::Duration::from_secs(1);

/// Queue shape.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct QueueLimits {
    /// Jobs running at once.
    pub slots: usize,
    /// Jobs one user may have waiting.
    pub per_user: usize,
    /// Jobs waiting in total.
    pub total: usize,
}

#[derive(Default)]
struct State {
    running: usize,
    waiting: usize,
    /// Per-user FIFO of waiters; a waiter is woken by handing it a slot.
    queues: HashMap<UserKey, VecDeque<oneshot::Sender<()>>>,
    /// Users with waiters, in round-robin order.
    ring: VecDeque<UserKey>,
}

/// The fair queue. Cheap to share: `Arc<FairQueue>`.
pub struct FairQueue {
    inner: Arc<dyn Executor>,
    limits: QueueLimits,
    state: Mutex<State>,
}

/// Holds a running slot; handing it on (or freeing it) happens on drop. It moves into the task
/// that runs the job, so it is dropped when the run has ended, not when its caller gave up (a
/// caller giving up cancels the run, which then ends soon).
struct Slot(Arc<FairQueue>);

impl Drop for Slot {
    fn drop(&mut self) {
        self.0.release();
    }
}

/// A queued waiter. If it is cancelled after a slot was handed to it but before it took the slot,
/// the slot is given back here instead of leaking.
struct Waiting<'a> {
    queue: &'a FairQueue,
    rx: Option<oneshot::Receiver<()>>,
}

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        if let Some(mut rx) = self.rx.take() {
            rx.close();
            if rx.try_recv().is_ok() {
                self.queue.release();
            }
        }
    }
}

impl FairQueue {
    pub fn new(inner: Arc<dyn Executor>, limits: QueueLimits) -> Arc<Self> {
        let limits = QueueLimits { slots: limits.slots.max(1), ..limits };
        Arc::new(FairQueue { inner, limits, state: Mutex::new(State::default()) })
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Runs `job` for `user` when its fair turn comes. The run goes on in a task of its own that
    /// holds the slot: a caller that is cancelled or times out cancels the job (the executor
    /// kills its run) but does not free the slot until the executor has returned, that is until
    /// the run has really ended, so there are never more runs than slots.
    pub async fn run(self: &Arc<Self>, user: &UserKey, job: Job) -> Result<JobReport, ExecError> {
        self.run_cancellable(user, job, &CancelJob::new()).await
    }

    /// [`FairQueue::run`], also cancelled by `cancel`. While the job waits for its turn it
    /// beats `cancel`'s watcher every [`WAITING_BEAT`], and once more when its run starts: a
    /// caller's judge timeout then counts silence from the start of the run, not from the queue.
    pub async fn run_cancellable(
        self: &Arc<Self>,
        user: &UserKey,
        job: Job,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        let slot = {
            let acquire = self.acquire(user);
            let mut acquire = std::pin::pin!(acquire);
            let mut beat = tokio::time::interval(WAITING_BEAT);
            loop {
                tokio::select! {
                    slot = &mut acquire => break slot?,
                    _ = beat.tick() => cancel.alive(),
                }
            }
        };
        cancel.alive();
        let inner = Arc::clone(&self.inner);
        // Dropped with this future when the caller gives up: the job is cancelled.
        let gave_up = cancel.on_drop();
        let cancel = cancel.clone();
        let run = tokio::spawn(async move {
            let result = inner.run_job_cancellable(job, &cancel).await;
            drop(slot);
            result
        });
        let result = run.await;
        gave_up.disarm();
        result.map_err(|e| ExecError::Unavailable(format!("judge task failed: {e}")))?
    }

    async fn acquire(self: &Arc<Self>, user: &UserKey) -> Result<Slot, ExecError> {
        let rx = {
            let mut st = self.lock();
            if st.running < self.limits.slots && st.waiting == 0 {
                st.running += 1;
                return Ok(Slot(Arc::clone(self)));
            }
            let mine = st.queues.get(user).map_or(0, VecDeque::len);
            if mine >= self.limits.per_user || st.waiting >= self.limits.total {
                return Err(ExecError::QueueFull);
            }
            let (tx, rx) = oneshot::channel();
            let q = st.queues.entry(user.clone()).or_default();
            if q.is_empty() {
                st.ring.push_back(user.clone());
            }
            st.queues.get_mut(user).expect("just inserted").push_back(tx);
            st.waiting += 1;
            // Slots may be free while stale (cancelled) waiters sit in the queue.
            Self::dispatch(&mut st, self.limits.slots);
            rx
        };
        // A slot is handed over by `dispatch` (already counted as running).
        let mut waiting = Waiting { queue: self, rx: Some(rx) };
        let handed = waiting.rx.as_mut().expect("set above").await;
        waiting.rx = None;
        match handed {
            Ok(()) => Ok(Slot(Arc::clone(self))),
            Err(_) => Err(ExecError::Unavailable("judge queue closed".into())),
        }
    }

    /// Frees a slot and hands free slots on.
    fn release(&self) {
        let mut st = self.lock();
        st.running -= 1;
        Self::dispatch(&mut st, self.limits.slots);
    }

    /// Gives free slots to waiters, one per user in round-robin order; cancelled waiters are
    /// dropped on the way.
    fn dispatch(st: &mut State, slots: usize) {
        while st.running < slots {
            let Some(user) = st.ring.pop_front() else { return };
            let Some(q) = st.queues.get_mut(&user) else { continue };
            let next = q.pop_front();
            if q.is_empty() {
                st.queues.remove(&user);
            } else {
                st.ring.push_back(user);
            }
            if let Some(tx) = next {
                st.waiting -= 1;
                if tx.send(()).is_ok() {
                    st.running += 1;
                }
            }
        }
    }

    /// Jobs waiting right now (for metrics and tests).
    pub fn waiting(&self) -> usize {
        self.lock().waiting
    }

    /// An [`Executor`] that runs every job as `user` through this queue.
    pub fn for_user(self: &Arc<Self>, user: &UserKey) -> Arc<dyn Executor> {
        Arc::new(UserExecutor { queue: Arc::clone(self), user: user.clone(), life: None })
    }

    /// [`FairQueue::for_user`] whose jobs report their signs of life (waiting in line, a worker
    /// holding them) to `life`, for a caller that gives up only on silence.
    pub fn for_user_watched(
        self: &Arc<Self>,
        user: &UserKey,
        life: &Liveness,
    ) -> Arc<dyn Executor> {
        let life = Some(life.clone());
        Arc::new(UserExecutor { queue: Arc::clone(self), user: user.clone(), life })
    }
}

struct UserExecutor {
    queue: Arc<FairQueue>,
    user: UserKey,
    /// Where the signs of life of jobs run through [`Executor::run_job`] go.
    life: Option<Liveness>,
}

#[async_trait::async_trait]
impl Executor for UserExecutor {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        let cancel = match &self.life {
            Some(life) => CancelJob::reporting_to(life.clone()),
            None => CancelJob::new(),
        };
        self.queue.run_cancellable(&self.user, job, &cancel).await
    }

    async fn run_job_cancellable(
        &self,
        job: Job,
        cancel: &CancelJob,
    ) -> Result<JobReport, ExecError> {
        self.queue.run_cancellable(&self.user, job, cancel).await
    }
}

//! One executor per process: drill submissions are judged through the engine's fair queue (the
//! same slots and per-user turns as interview submissions). (That the app builds one queue for
//! every service is `app.rs`; that the front ends build none, `architecture.rs`.)

// The judge tests are serialised by one process-wide lock held for the whole test, on purpose.
#![allow(clippy::await_holding_lock)]

use std::sync::Arc;

use mashang_core::drills::{Drills, ManualClock};
use mashang_core::engine::{FairQueue, QueueLimits};
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_core::session::UserKey;
use mashang_exec_local::LocalSandbox;
use mashang_store_sqlite::SqliteStore;
use tokio::sync::{Semaphore, mpsc};

use crate::drills_fixture::{Env, at, caller, junior_bank, reference, say, texts, tg_chat};

/// The real sandbox, except that a job whose source is `HOLD` (an interview submission standing
/// in for a busy slot) is held until the test adds a permit.
struct HeldSandbox {
    real: LocalSandbox,
    started: mpsc::UnboundedSender<()>,
    release: Arc<Semaphore>,
}

const HOLD: &str = "print('interview submission')";

#[async_trait::async_trait]
impl Executor for HeldSandbox {
    async fn run_job(&self, job: Job) -> Result<JobReport, ExecError> {
        if job.source == HOLD {
            let _ = self.started.send(());
            self.release.acquire().await.expect("open").forget();
        }
        self.real.run_job(job).await
    }
}

/// Waits for `cond` (a deadline only turns a hang into a failure; nothing is timed).
async fn until(cond: impl Fn() -> bool) {
    let spin = async {
        while !cond() {
            tokio::task::yield_now().await;
        }
    };
    tokio::time::timeout(std::time::Duration::from_secs(120), spin).await.expect("never happened");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_drill_submission_waits_for_the_engines_queue_slot_then_is_judged_in_its_sandbox() {
    let _serial = crate::judge::serial();
    let (tx, mut started) = mpsc::unbounded_channel();
    let release = Arc::new(Semaphore::new(0));
    let sandbox = HeldSandbox {
        real: LocalSandbox::new(crate::judge::shared_sandbox()),
        started: tx,
        release: Arc::clone(&release),
    };
    let queue = FairQueue::new(Arc::new(sandbox), QueueLimits { slots: 1, per_user: 4, total: 8 });

    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 8, 0)));
    let store = Arc::new(SqliteStore::open(dir.path()).await.unwrap());
    let drills = Drills::new(store.clone(), junior_bank(), Arc::clone(&queue), clock.clone());
    assert!(Arc::ptr_eq(drills.queue(), &queue), "the drills keep the queue they were given");
    let env = Env { store, drills };
    let admin = caller("telegram", "1", "Ada", Some(tg_chat()));
    say(&env, &admin, "/drill config tz=UTC time=09:00 mix=1:0:0").await;
    clock.set(at("UTC", 2026, 6, 1, 9, 0));
    let posting = env.drills.tick().await.unwrap().remove(0);
    let problem = junior_bank().get(&posting.problem).cloned().unwrap();

    // An interview submission holds the only slot.
    let interview = {
        let q = Arc::clone(&queue);
        let job = Job {
            lang: "python".into(),
            source: HOLD.into(),
            files: vec![],
            limits: Default::default(),
            compile_limits: None,
            inputs: vec![String::new()],
            dialogue: None,
        };
        tokio::spawn(async move { q.run(&UserKey::new("discord", "9"), job).await })
    };
    started.recv().await.expect("the interview job started");

    // The drill submission queues behind it on the same queue, as its submitter.
    let env = Arc::new(env);
    let submit = {
        let env = Arc::clone(&env);
        let text = format!("/drill submit\n```python\n{}```", reference(&problem));
        tokio::spawn(async move {
            texts(&say(&env, &caller("telegram", "2", "Tom", Some(tg_chat())), &text).await)
        })
    };
    until(|| queue.waiting() == 1 || submit.is_finished()).await;
    if submit.is_finished() {
        panic!("judged while the slot was taken: {}", submit.await.unwrap());
    }

    release.add_permits(1);
    let verdict = submit.await.unwrap();
    assert!(verdict.contains("Accepted"), "{verdict}");
    assert!(interview.await.unwrap().is_ok());
    assert_eq!(
        env.store
            .member_solves(&env.store.resolve(&UserKey::new("telegram", "2")).await.unwrap())
            .await
            .unwrap()
            .len(),
        1
    );
}

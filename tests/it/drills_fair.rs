//! Drill rules a hostile member would bend, through the core service: a group drill counts on
//! the group's calendar whatever zone the member claims; a timezone change waits for the
//! member's next day; a full judge queue (which a member can fill by flooding it) excuses no
//! day; and racing first solves get distinct bonus ranks on both store backends.
// The judge's serial guard is a std mutex held for a whole test on purpose (see `judge::serial`).
#![allow(clippy::await_holding_lock)]

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::store::SolveRecord;
use mashang_core::drills::{Drills, GroupId, ManualClock, MemberId};
use mashang_core::engine::{FairQueue, QueueLimits};
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_store_sqlite::SqliteStore;

use crate::backends::backends;
use crate::drills_fixture::{
    Env, at, caller, day, junior_bank, open, reference, say, texts, tg_chat,
};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_drill_counts_on_the_groups_calendar_whatever_zone_the_member_claims() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 8, 3, 9, 30)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let admin = caller("telegram", "1", "Ada", Some(tg_chat()));
    say(&env, &admin, "/drill config tz=UTC time=09:00").await;
    let posted = env.drills.tick().await.unwrap();
    let eve = caller("telegram", "4", "Eve", None);
    // No solve yet: her zone applies at once. At 12:00 UTC it is already the 4th there.
    let set = texts(&say(&env, &eve, "/drill tz Pacific/Kiritimati").await);
    assert!(set.contains("is now Pacific/Kiritimati"), "{set}");
    clock.set(at("UTC", 2026, 8, 3, 12, 0));
    say(&env, &caller("telegram", "4", "Eve", Some(tg_chat())), "/drill").await; // joins
    let p = junior_bank().get(&posted[0].problem).cloned().unwrap();
    let code = reference(&p);
    let solved = texts(&say(&env, &eve, &format!("/drill submit\n```python\n{code}\n```")).await);
    assert!(solved.contains("Accepted"), "{solved}");
    let me = env.store.resolve(&eve.user).await.unwrap();
    let days: Vec<_> = env.store.member_solves(&me).await.unwrap().iter().map(|s| s.day).collect();
    assert_eq!(days, [day(2026, 8, 3)], "the posting's date in the group's calendar");
    // Her streak sees today's solve although her own date is already the 4th.
    let streak = texts(&say(&env, &eve, "/streak").await);
    assert!(streak.contains("Streak 1 day"), "{streak}");

    // With a day counted, a new zone waits for her next day (the 5th in Kiritimati).
    let set = texts(&say(&env, &eve, "/drill tz Etc/GMT+12").await);
    assert!(set.contains("from 2026-08-05"), "{set}");
}

/// An executor behind a queue that is full: every job is refused with `QueueFull`.
struct QueueFull;

#[async_trait::async_trait]
impl Executor for QueueFull {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::QueueFull)
    }
}

#[tokio::test]
async fn a_full_judge_queue_excuses_no_day() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 4, 2, 12, 0)));
    let store = Arc::new(SqliteStore::open(dir.path()).await.unwrap());
    // Every job is refused as a queue a member flooded refuses theirs.
    let full = FairQueue::new(Arc::new(QueueFull), QueueLimits { slots: 1, per_user: 2, total: 4 });
    let drills = Drills::new(store.clone(), junior_bank(), full, clock.clone());
    let env = Env { store, drills };
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    say(&env, &ana, "/drill config time=09:00 mix=1:0:0").await;
    assert_eq!(env.drills.tick().await.unwrap().len(), 1);
    let out = texts(&say(&env, &ana, "/drill submit\n```python\nprint(1)\n```").await);
    assert!(out.contains("queue full"), "{out}");
    assert!(!out.contains("will not break your streak"), "{out}");
    let me = env.store.resolve(&ana.user).await.unwrap();
    assert!(env.drills.excused_days(&me).await.unwrap().is_empty(), "a flood must excuse nothing");
}

#[tokio::test]
async fn racing_first_solves_get_distinct_bonus_ranks_on_both_backends() {
    for db in backends("drills_fair::racing_first_solves_get_distinct_bonus_ranks").await {
        let store = db.drills.clone();
        let at = at("UTC", 2026, 5, 4, 9, 0);
        let solves = (0..6).map(|i| {
            let store = Arc::clone(&store);
            let solve = SolveRecord {
                member: MemberId(format!("telegram:{i}")),
                group: Some(GroupId("g1".into())),
                problem: "two-sum".into(),
                day: day(2026, 5, 4),
                points: 10,
                hints: 0,
                at: at + Duration::milliseconds(i),
                lang: "python".into(),
            };
            tokio::spawn(async move { store.record_ranked_solve(&solve, &[5, 3, 1]).await })
        });
        let mut points = Vec::new();
        for s in solves.collect::<Vec<_>>() {
            points.push(s.await.unwrap().unwrap().expect("a first solve is recorded"));
        }
        points.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(points, [15, 13, 11, 10, 10, 10], "{:?}", db.kind);
        let again = SolveRecord {
            member: MemberId("telegram:0".into()),
            group: Some(GroupId("g1".into())),
            problem: "two-sum".into(),
            day: day(2026, 5, 5),
            points: 10,
            hints: 0,
            at,
            lang: "python".into(),
        };
        assert_eq!(store.record_ranked_solve(&again, &[5, 3, 1]).await.unwrap(), None);
    }
}

/// An executor that holds every job until the test releases it.
struct Gate {
    entered: tokio::sync::Notify,
    release: tokio::sync::Semaphore,
}

#[async_trait::async_trait]
impl Executor for Gate {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        self.entered.notify_one();
        let _permit = self.release.acquire().await;
        Err(ExecError::Unavailable("released by the test".into()))
    }
}

#[tokio::test]
async fn a_member_has_one_drill_submission_in_flight_at_a_time() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 4, 2, 12, 0)));
    let store = Arc::new(SqliteStore::open(dir.path()).await.unwrap());
    let gate = Arc::new(Gate {
        entered: tokio::sync::Notify::new(),
        release: tokio::sync::Semaphore::new(0),
    });
    let queue = FairQueue::new(gate.clone(), QueueLimits { slots: 2, per_user: 4, total: 8 });
    let drills = Arc::new(Drills::new(store.clone(), junior_bank(), queue, clock.clone()));
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    drills.try_handle(&ana, "/drill config time=09:00 mix=1:0:0").await.unwrap();
    assert_eq!(drills.tick().await.unwrap().len(), 1);
    let submit = "/drill submit\n```python\nprint(1)\n```";
    let first = {
        let (drills, ana) = (Arc::clone(&drills), ana.clone());
        tokio::spawn(async move { texts(&drills.try_handle(&ana, submit).await.unwrap()) })
    };
    gate.entered.notified().await;
    let second = texts(&drills.try_handle(&ana, submit).await.unwrap());
    assert!(second.contains("still being judged"), "{second}");
    // Another member is not held up by Ana's submission.
    let ben = caller("telegram", "4", "Ben", Some(tg_chat()));
    let other = {
        let (drills, ben) = (Arc::clone(&drills), ben.clone());
        tokio::spawn(async move { texts(&drills.try_handle(&ben, submit).await.unwrap()) })
    };
    gate.entered.notified().await;
    gate.release.add_permits(2);
    assert!(first.await.unwrap().contains("could not judge"));
    assert!(other.await.unwrap().contains("could not judge"));
    // Once the verdict is in, Ana may submit again.
    gate.release.add_permits(1);
    let again = texts(&drills.try_handle(&ana, submit).await.unwrap());
    assert!(again.contains("could not judge"), "{again}");
}

#[tokio::test]
async fn a_member_spamming_group_commands_gets_a_burst_and_one_slow_down_and_others_are_served() {
    use mashang_core::drills::flood::GROUP_COMMANDS;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 4, 2, 12, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    say(&env, &ana, "/drill config time=09:00").await;
    let spammer = caller("telegram", "66", "Spam", Some(tg_chat()));
    let mut answered = 0;
    let mut charts = 0;
    let mut slow_downs = 0;
    for _ in 0..300 {
        let replies = env.drills.try_handle(&spammer, "/leaderboard week").await.unwrap();
        charts += replies.iter().filter(|r| r.png.is_some()).count();
        slow_downs += replies.iter().filter(|r| r.text.contains("Too many commands")).count();
        answered += usize::from(!replies.is_empty());
    }
    let burst = GROUP_COMMANDS.burst as usize;
    assert!(charts <= burst, "{charts} charts posted for one member's flood");
    assert_eq!(env.drills.chart_renders(), 1, "the same board is rendered once");
    assert_eq!(slow_downs, 1, "one slow-down for the whole flood");
    assert!(answered <= burst + 2, "{answered} of 300 answered");
    // Another member is served at once.
    let other = texts(&say(&env, &ana, "/leaderboard").await);
    assert!(other.contains("Leaderboard"), "{other}");
}

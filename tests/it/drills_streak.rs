//! Streaks follow each member's own day: the same instants count as different dates in Tokyo and
//! Los Angeles, and a bot failure never breaks anyone's streak — a day it failed to post, a day it
//! had nothing to post, a submission it could not judge.

use std::sync::Arc;

use chrono::{DateTime, Duration, TimeZone, Utc};
use mashang_core::drills::schedule::local_date;
use mashang_core::drills::{Drills, GroupId, ManualClock, MemberId, PostingRecord, SolveRecord};
use mashang_core::engine::{FairQueue, QueueLimits};
use mashang_core::ports::{ExecError, Executor, Job, JobReport};
use mashang_judge::problem::Bank;
use mashang_store_sqlite::SqliteStore;

use crate::drills_fixture::{Env, caller, day, junior_bank, open, say, texts, tg_chat};

async fn solve_at(env: &Env, member: &MemberId, tz: &str, at: DateTime<Utc>, problem: &str) {
    let solve = SolveRecord {
        member: member.clone(),
        group: None,
        problem: problem.into(),
        day: local_date(tz.parse().unwrap(), at),
        points: 0,
        hints: 0,
        at,
        lang: "python".into(),
    };
    assert!(env.store.record_solve(&solve).await.unwrap());
}

#[tokio::test]
async fn the_same_instants_make_a_streak_in_tokyo_and_break_it_in_los_angeles() {
    let dir = tempfile::tempdir().unwrap();
    let start = Utc.with_ymd_and_hms(2026, 1, 5, 14, 30, 0).unwrap();
    let clock = Arc::new(ManualClock::new(start));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let kenji = caller("telegram", "7", "Kenji", None);
    let lucy = caller("discord", "8", "Lucy", None);
    say(&env, &kenji, "/drill tz Asia/Tokyo").await;
    say(&env, &lucy, "/drill tz America/Los_Angeles").await;
    let (k, l) = (
        env.store.resolve(&kenji.user).await.unwrap(),
        env.store.resolve(&lucy.user).await.unwrap(),
    );
    // 14:30, 16:30 and the next day 16:30 UTC: in Tokyo 23:30 on the 5th, 01:30 on the 6th and
    // 01:30 on the 7th (three days); in Los Angeles 06:30 and 08:30 on the 5th, 08:30 on the 6th.
    let times = [start, start + Duration::hours(2), start + Duration::hours(26)];
    for (i, t) in times.iter().enumerate() {
        solve_at(&env, &k, "Asia/Tokyo", *t, &format!("p{i}")).await;
        solve_at(&env, &l, "America/Los_Angeles", *t, &format!("p{i}")).await;
    }
    clock.set(times[2]);
    let ks = texts(&say(&env, &kenji, "/streak").await);
    let ls = texts(&say(&env, &lucy, "/streak").await);
    assert!(ks.contains("Streak 3 day"), "{ks}");
    assert!(ls.contains("Streak 2 day") && ls.contains("today: done"), "{ls}");
    // A day later than that, without a solve, the streak is still alive until the day is over.
    clock.set(times[2] + Duration::hours(20));
    let later = texts(&say(&env, &lucy, "/streak").await);
    assert!(later.contains("Streak 2 day") && later.contains("today: not yet"), "{later}");
}

#[tokio::test]
async fn a_day_the_bot_failed_to_post_does_not_break_a_streak() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 4, 1, 12, 0, 0).unwrap()));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    say(&env, &ana, "/drill config time=09:00").await;
    let gid: GroupId = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
    let me = env.store.resolve(&ana.user).await.unwrap();
    for d in [1, 2, 5] {
        solve_at(
            &env,
            &me,
            "UTC",
            Utc.with_ymd_and_hms(2026, 4, d, 12, 0, 0).unwrap(),
            &format!("p{d}"),
        )
        .await;
    }
    // The bot was down on the 3rd and 4th: the post on the 5th records them as failures.
    let posted = PostingRecord {
        group: gid.clone(),
        date: day(2026, 4, 5),
        problem: "two-sum".into(),
        posted_at: Utc.with_ymd_and_hms(2026, 4, 5, 9, 0, 0).unwrap(),
    };
    let claimed =
        env.store.claim_posting(&posted, &[day(2026, 4, 3), day(2026, 4, 4)]).await.unwrap();
    assert!(claimed);
    clock.set(Utc.with_ymd_and_hms(2026, 4, 5, 20, 0, 0).unwrap());
    let s = texts(&say(&env, &ana, "/streak").await);
    assert!(s.contains("Streak 3 day"), "{s}");
    assert!(!env.store.claim_posting(&posted, &[]).await.unwrap(), "a date is claimed once");
}

/// A sandbox that is down: every job fails the way an unavailable executor does.
struct SandboxDown;

#[async_trait::async_trait]
impl Executor for SandboxDown {
    async fn run_job(&self, _job: Job) -> Result<JobReport, ExecError> {
        Err(ExecError::Unavailable("sandbox supervisor not running".into()))
    }
}

#[tokio::test]
async fn a_submission_the_bot_could_not_judge_does_not_break_a_streak() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 4, 1, 8, 0, 0).unwrap()));
    let store = Arc::new(SqliteStore::open(dir.path()).await.unwrap());
    let queue =
        FairQueue::new(Arc::new(SandboxDown), QueueLimits { slots: 1, per_user: 2, total: 4 });
    let drills = Drills::new(store.clone(), junior_bank(), queue, clock.clone());
    let env = Env { store, drills };
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    say(&env, &ana, "/drill config time=09:00 mix=1:0:0").await;
    let me = env.store.resolve(&ana.user).await.unwrap();
    let noon = |d| Utc.with_ymd_and_hms(2026, 4, d, 12, 0, 0).unwrap();
    for d in [1, 3] {
        solve_at(&env, &me, "UTC", noon(d), &format!("p{d}")).await;
    }
    // On the 2nd the drill is posted, Ana submits, and the sandbox is down.
    clock.set(noon(2));
    assert_eq!(env.drills.tick().await.unwrap().len(), 1);
    let failed = texts(&say(&env, &ana, "/drill submit\n```python\nprint(1)\n```").await);
    assert!(failed.contains("sandbox supervisor not running"), "{failed}");
    assert!(failed.contains("will not break your streak"), "{failed}");
    assert_eq!(env.store.excused_days(&me).await.unwrap(), vec![day(2026, 4, 2)]);
    clock.set(noon(3));
    let s = texts(&say(&env, &ana, "/streak").await);
    assert!(s.contains("Streak 2 day"), "the 2nd is excused, not missed: {s}");
}

#[tokio::test]
async fn a_day_with_nothing_to_post_is_excused_for_the_group() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 4, 1, 8, 0, 0).unwrap()));
    // A bank with nothing judged in it (say, every file failed to load): nothing can be picked.
    let env = open(dir.path(), clock.clone(), Arc::new(Bank::from_problems(vec![]))).await;
    let ana = caller("telegram", "3", "Ana", Some(tg_chat()));
    say(&env, &ana, "/drill config time=09:00").await;
    let me = env.store.resolve(&ana.user).await.unwrap();
    clock.set(Utc.with_ymd_and_hms(2026, 4, 1, 9, 30, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty());
    let excused: Vec<_> = env.drills.excused_days(&me).await.unwrap().into_iter().collect();
    assert_eq!(excused, vec![day(2026, 4, 1)]);
}

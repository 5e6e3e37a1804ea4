//! Study plans through the real drills service, judge and sandbox: a group whose daily post
//! follows a plan gets the plan's next problem it has not solved (then a second pass over what
//! nobody solved), its progress on `/plan progress` and the board; a member who follows a plan
//! has every problem they solved — in a drill, in practice, in an interview — counted once,
//! `/practice` sends the plan's next problem, and their plan and progress survive a restart.

// The judge tests are serialised by one process-wide lock held for the whole test, on purpose.
#![allow(clippy::await_holding_lock)]

use std::sync::Arc;

use mashang_core::drills::ManualClock;
use mashang_core::plan::Plan;
use mashang_judge::problem::Bank;

use crate::drills_fixture::{Env, at, caller, junior_bank, open, reference, say, texts, tg_chat};
use crate::drills_flow::fenced;

/// Three junior problems in two sections, three a week.
const TINY: &str = r#"
id = "tiny"
per_week = 3
title = { zh = "小计划", en = "Tiny plan" }
description = { zh = "三题", en = "Three problems" }

[[section]]
title = { zh = "甲", en = "Warm-up" }
problems = ["two-sum", "valid-parentheses"]

[[section]]
title = { zh = "乙", en = "Steps" }
problems = ["climbing-stairs"]
"#;

fn plan() -> Plan {
    Plan::parse("tiny", TINY).unwrap()
}

async fn open_with_plan(dir: &std::path::Path, clock: Arc<ManualClock>) -> Env {
    let env = open(dir, clock, junior_bank()).await;
    Env { drills: env.drills.with_plans(vec![plan()]), store: env.store }
}

fn title(bank: &Bank, id: &str) -> String {
    bank.get(id).unwrap().title().en.clone()
}

/// Ticks at 09:00 Berlin on `d` June and returns the one problem posted.
async fn post_on(env: &Env, clock: &ManualClock, d: u32) -> String {
    clock.set(at("Europe/Berlin", 2026, 6, d, 9, 0));
    let posts = env.drills.tick().await.unwrap();
    assert_eq!(posts.len(), 1, "one chat, one post on day {d}");
    posts[0].problem.clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_following_a_plan_is_posted_its_next_unsolved_problem_and_sees_its_progress() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 6, 1, 8, 0)));
    let env = open_with_plan(dir.path(), clock.clone()).await;
    let bank = junior_bank();
    let ada = caller("telegram", "1", "Ada", Some(tg_chat()));
    let bob = caller("telegram", "2", "Bob", Some(tg_chat()));

    // An unknown plan is refused and changes nothing; a typed tag is never echoed.
    let unknown = texts(&say(&env, &ada, "/drill config tz=Europe/Berlin plan=nope").await);
    assert!(unknown.contains("no study plan `nope`") && unknown.contains("tiny"), "{unknown}");
    assert!(env.store.group_by_chat(&tg_chat()).await.unwrap().is_none(), "nothing was created");
    let config =
        texts(&say(&env, &ada, "/drill config tz=Europe/Berlin time=09:00 plan=tiny").await);
    assert!(config.contains("study plan tiny"), "{config}");
    // A member who is not an admin cannot take the group off its plan (or onto another).
    let refused = texts(&say(&env, &bob, "/drill config plan=off").await);
    assert!(refused.contains("Only this group's admins"), "{refused}");
    let g = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap();
    assert_eq!(g.plan.as_deref(), Some("tiny"), "the plan stays");

    // Day 1: the plan's first problem, with its plan line.
    assert_eq!(post_on(&env, &clock, 1).await, "two-sum");
    let today = texts(&say(&env, &bob, "/drill").await);
    assert!(today.contains("📚 Tiny plan · Warm-up · 1/3"), "{today}");
    let p = bank.get("two-sum").unwrap();
    let solved = texts(&say(&env, &bob, &fenced(&reference(p))).await);
    assert!(solved.contains("Accepted"), "{solved}");

    // The group's progress: on /plan progress and under the board.
    let progress = texts(&say(&env, &ada, "/plan progress").await);
    assert!(progress.contains("1/3 solved in the group, 1 posted"), "{progress}");
    assert!(progress.contains(&format!("Next daily post: {}", title(&bank, "valid-parentheses"))));
    assert!(progress.contains("1. Bob · 1"), "Bob solved it: {progress}");
    let board = texts(&say(&env, &ada, "/leaderboard").await);
    assert!(board.contains("follows Tiny plan: 1/3"), "{board}");

    // Day 2 and 3: the next ones in order, nobody solves them.
    assert_eq!(post_on(&env, &clock, 2).await, "valid-parentheses");
    assert_eq!(post_on(&env, &clock, 3).await, "climbing-stairs");
    // Day 4: everything was posted once; the second pass starts with the first one unsolved.
    assert_eq!(post_on(&env, &clock, 4).await, "valid-parentheses");
    let line = texts(&say(&env, &bob, "/drill").await);
    assert!(line.contains("📚 Tiny plan · Warm-up · 2/3"), "{line}");

    // Following no plan any more: the usual pick (not necessarily a plan problem), no line.
    say(&env, &ada, "/drill config plan=off").await;
    post_on(&env, &clock, 5).await;
    let off = texts(&say(&env, &bob, "/drill").await);
    assert!(!off.contains("📚"), "{off}");
    assert!(texts(&say(&env, &ada, "/plan progress").await).contains("not following"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_members_plan_counts_each_solve_once_sends_its_next_problem_and_survives_a_restart() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 10, 0)));
    let bank = junior_bank();
    let ann = caller("telegram", "7", "Ann", None);
    {
        let env = open_with_plan(dir.path(), clock.clone()).await;
        let list = texts(&say(&env, &ann, "/plan list").await);
        assert!(list.contains("tiny — Tiny plan · 3 problems · 3/week"), "{list}");
        let bad = texts(&say(&env, &ann, "/plan start <b>x</b>").await);
        assert!(bad.contains("no such study plan") && !bad.contains("<b>"), "{bad}");
        let started = texts(&say(&env, &ann, "/plan start tiny").await);
        assert!(started.contains("0/3 done"), "{started}");
        assert!(started.contains(&title(&bank, "two-sum")), "next: {started}");

        // Practice sends the plan's next problem; solving it counts, solving it again does not.
        let practice = texts(&say(&env, &ann, "/practice").await);
        assert!(practice.contains("Tiny plan · Warm-up"), "{practice}");
        assert!(practice.contains(&title(&bank, "two-sum")), "{practice}");
        let code = fenced(&reference(bank.get("two-sum").unwrap()));
        assert!(texts(&say(&env, &ann, &code).await).contains("Accepted"));
        assert!(texts(&say(&env, &ann, "/plan progress").await).contains("1/3 solved"));
        let next = texts(&say(&env, &ann, "/practice").await);
        assert!(next.contains(&title(&bank, "valid-parentheses")), "{next}");
        let show = texts(&say(&env, &ann, "/plan show").await);
        assert!(show.contains(&format!("✓ {}", title(&bank, "two-sum"))), "{show}");
        assert!(show.contains(&format!("· {}", title(&bank, "valid-parentheses"))), "{show}");
    }
    // A restart: the plan, the start day and the progress are all still there; two days in, the
    // pace expects one more than she has.
    clock.set(at("UTC", 2026, 6, 3, 10, 0));
    let env = open_with_plan(dir.path(), clock.clone()).await;
    let progress = texts(&say(&env, &ann, "/plan progress").await);
    assert!(progress.contains("1/3 solved (following since 2026-06-01)"), "{progress}");
    assert!(progress.contains("1 behind the pace (2 expected by today)"), "{progress}");
    assert!(progress.contains("· Warm-up 1/2") && progress.contains("· Steps 0/1"), "{progress}");
    let stopped = texts(&say(&env, &ann, "/plan stop").await);
    assert!(stopped.contains("no longer follow Tiny plan"), "{stopped}");
    assert!(texts(&say(&env, &ann, "/plan progress").await).contains("not following"));
    assert!(
        env.store.enrolment(&env.store.resolve(&ann.user).await.unwrap()).await.unwrap().is_none()
    );
}

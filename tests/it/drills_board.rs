//! Scoring and leaderboards over a real store: today / week / all-time windows in the group's
//! timezone, the caller's own position always shown (even far down the board), resubmissions
//! scoring nothing, and a board short enough for a phone.

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use mashang_core::drills::scoring;
use mashang_core::drills::{ManualClock, SolveRecord};
use mashang_judge::problem::Level;

use crate::drills_fixture::{caller, junior_bank, open, say, texts, tg_chat};

#[tokio::test]
async fn boards_cover_their_window_and_always_show_the_caller() {
    let dir = tempfile::tempdir().unwrap();
    // Wednesday 2026-07-15, 20:00 in Shanghai.
    let now = Utc.with_ymd_and_hms(2026, 7, 15, 12, 0, 0).unwrap();
    let clock = Arc::new(ManualClock::new(now));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let admin = caller("telegram", "0", "Admin", Some(tg_chat()));
    say(&env, &admin, "/drill config tz=Asia/Shanghai").await;
    let gid = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
    // 14 members: member i scores 100 - 5i; the first 12 today, the last two on Monday.
    for i in 0..14u32 {
        let who = caller("telegram", &format!("u{i}"), &format!("Member{i}"), Some(tg_chat()));
        say(&env, &who, "/streak").await; // registers the member and their group
        let member = env.store.resolve(&who.user).await.unwrap();
        let at = if i < 12 { now - Duration::hours(1) } else { now - Duration::days(2) };
        let solve = SolveRecord {
            member,
            group: Some(gid.clone()),
            problem: "two-sum".into(),
            day: at.date_naive(),
            points: 100 - 5 * i,
            hints: 0,
            at,
            lang: "python".into(),
        };
        assert!(env.store.record_solve(&solve).await.unwrap());
        assert!(!env.store.record_solve(&solve).await.unwrap(), "a resubmission scores nothing");
    }
    let last = caller("telegram", "u13", "Member13", Some(tg_chat()));
    let today = texts(&say(&env, &last, "/leaderboard today").await);
    assert!(today.contains("12 solver(s)"), "{today}");
    assert!(
        today.contains("–. Member13 (you) — 0 pts"),
        "not on today's board, still shown: {today}"
    );
    let week = texts(&say(&env, &last, "/leaderboard week").await);
    assert!(week.contains("14. Member13 (you) — 35 pts (1)"), "{week}");
    assert_eq!(week.lines().filter(|l| l.contains(" pts ")).count(), 11, "top 10 + the caller");
    assert!(week.lines().all(|l| l.chars().count() <= 42), "fits a phone: {week}");
    let top = caller("telegram", "u0", "Member0", Some(tg_chat()));
    let all = texts(&say(&env, &top, "/leaderboard all").await);
    assert!(all.contains("1. 🥇Member0 — 100 pts") && !all.contains("(you)"), "{all}");
    // A week later, neither today nor this week has anyone.
    clock.set(now + Duration::days(7));
    assert!(texts(&say(&env, &top, "/leaderboard week").await).contains("Nobody has scored yet"));
}

#[test]
fn points_reward_difficulty_and_speed_and_charge_for_hints() {
    assert!(scoring::points(Level::Senior, 5, 0) > scoring::points(Level::Mid, 5, 0));
    assert!(scoring::points(Level::Mid, 5, 0) > scoring::points(Level::Junior, 5, 0));
    assert_eq!(scoring::points(Level::Junior, 0, 0) - scoring::points(Level::Junior, 3, 0), 5);
    assert_eq!(scoring::points(Level::Mid, 3, 2), 10);
}

#[tokio::test]
async fn linking_two_accounts_merges_their_history_and_points() {
    let dir = tempfile::tempdir().unwrap();
    let now = Utc.with_ymd_and_hms(2026, 9, 1, 12, 0, 0).unwrap();
    let env = open(dir.path(), Arc::new(ManualClock::new(now)), junior_bank()).await;
    let tg = caller("telegram", "5", "Mei", Some(tg_chat()));
    say(&env, &tg, "/drill config").await;
    let gid = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
    let dc = caller("discord", "55", "Mei (Discord)", None);
    say(&env, &dc, "/streak").await;
    for (who, problem) in [(&tg, "two-sum"), (&dc, "valid-parentheses")] {
        let member = env.store.resolve(&who.user).await.unwrap();
        env.store.join(&gid, &member).await.unwrap();
        let solve = SolveRecord {
            member,
            group: Some(gid.clone()),
            problem: problem.into(),
            day: now.date_naive(),
            points: 10,
            hints: 0,
            at: now,
            lang: "python".into(),
        };
        assert!(env.store.record_solve(&solve).await.unwrap());
    }
    let code_text = texts(&say(&env, &caller("telegram", "5", "Mei", None), "/link").await);
    let code = code_text.split_whitespace().nth(3).unwrap().to_string();
    assert!(texts(&say(&env, &dc, "/link 0000").await).contains("I don't know that code"));
    assert!(
        texts(&say(&env, &dc, &format!("/link {}", code.to_lowercase())).await).contains("Linked")
    );
    let again = texts(&say(&env, &dc, &format!("/link {code}")).await);
    assert!(again.contains("already used"), "one-time: {again}");
    let board = texts(&say(&env, &tg, "/leaderboard all").await);
    assert!(board.contains("1. 🥇Mei — 20 pts (2)"), "{board}");
    assert!(texts(&say(&env, &dc, "/stats").await).contains("2 solve(s) · 20 points"));
}

/// Two Sum that never stores a non-positive value: fails the `negatives` hidden test only among
/// the explicit ones.
const POSITIVE_ONLY: &str = "/drill submit\n```python
def two_sum(nums, target):
    seen = {}
    for i, x in enumerate(nums):
        if target - x in seen:
            return [seen[target - x], i]
        if x > 0:
            seen[x] = i
    return []
```";

/// `/drill hint test`: refused with its price before a failed submission; after one, the shrunk
/// failing hidden test is shown privately and the solve is charged two hints (junior base 10 →
/// 5, plus the first solver's 5); a second reveal needs another failed submission.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[allow(clippy::await_holding_lock)]
async fn a_revealed_failing_test_costs_two_hints_of_the_drill_points() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let full = crate::drills_fixture::full_bank();
    let bank = Arc::new(mashang_judge::problem::Bank::from_problems(vec![
        full.get("two-sum").cloned().unwrap(),
    ]));
    let clock =
        Arc::new(ManualClock::new(crate::drills_fixture::at("Europe/Berlin", 2026, 6, 1, 8, 0)));
    let env = open(dir.path(), clock.clone(), bank.clone()).await;
    let ada = caller("telegram", "1", "Ada", Some(tg_chat()));
    say(&env, &ada, "/drill config tz=Europe/Berlin time=09:00 mix=1:0:0 name=Algo").await;
    clock.set(crate::drills_fixture::at("Europe/Berlin", 2026, 6, 1, 9, 0));
    assert_eq!(env.drills.tick().await.unwrap()[0].problem, "two-sum");
    let before = texts(&say(&env, &ada, "/drill hint test").await);
    assert!(before.contains("Submit first") && before.contains("50%"), "{before}");
    let wrong = texts(&say(&env, &ada, POSITIVE_ONLY).await);
    assert!(wrong.contains("Not accepted"), "{wrong}");
    let shown = say(&env, &ada, "/drill hint test").await;
    assert!(matches!(shown[0].to, mashang_core::drills::service::Audience::Account(_)), "private");
    let shown = texts(&shown);
    assert!(shown.contains("Failing test negatives") && shown.contains("50%"), "{shown}");
    assert!(shown.contains("input: [[-3,3],0]") && shown.contains("your output: []"), "{shown}");
    let again = texts(&say(&env, &ada, "/drill hint test").await);
    assert!(again.contains("Submit first"), "one reveal per failed submission: {again}");
    let p = bank.get("two-sum").cloned().unwrap();
    let code = format!("/drill submit\n```python\n{}```", crate::drills_fixture::reference(&p));
    let solved = texts(&say(&env, &ada, &code).await);
    assert!(solved.contains("+10 points"), "5 of 10 after two hints' worth, +5 first: {solved}");
}

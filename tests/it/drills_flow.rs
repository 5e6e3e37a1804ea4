//! End to end through the real judge and sandbox: one study group spanning a Telegram group and a
//! Discord channel, linked accounts, judged solves, hints, resubmissions, copy flags and boards —
//! first one day, then a simulated week with the expected final board.

// The judge tests are serialised by one process-wide lock held for the whole test, on purpose.
#![allow(clippy::await_holding_lock)]

use std::sync::Arc;

use chrono::Duration;
use mashang_core::drills::service::Audience;
use mashang_core::drills::{DrillStore, ManualClock};

use crate::drills_fixture::{
    Env, at, caller, dc_chat, junior_bank, open, open_on, reference, say, texts, tg_chat,
};

const WRONG: &str = "```python\ndef nothing():\n    return None\n```";

pub(crate) fn fenced(code: &str) -> String {
    format!("/drill submit\n```python\n{code}```")
}

/// Ada creates the group on Telegram, links her Discord account and attaches the Discord channel.
pub(crate) async fn two_platform_group(env: &Env) -> String {
    let ada_tg = caller("telegram", "1", "Ada", Some(tg_chat()));
    let ada_dc = caller("discord", "11", "Ada", Some(dc_chat()));
    say(env, &ada_tg, "/drill config tz=Europe/Berlin time=09:00 mix=1:0:0 name=Algo").await;
    let gid = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id.0;
    let code_reply = texts(&say(env, &caller("telegram", "1", "Ada", None), "/link").await);
    let code = code_reply
        .split_whitespace()
        .find(|w| w.len() == 8 && w.chars().all(|c| c.is_ascii_alphanumeric()));
    let linked =
        say(env, &caller("discord", "11", "Ada", None), &format!("/link {}", code.unwrap())).await;
    assert!(texts(&linked).contains("Linked"), "{}", texts(&linked));
    let joined = say(env, &ada_dc, &format!("/drill config join={gid}")).await;
    assert!(texts(&joined).contains(&gid), "{}", texts(&joined));
    gid
}

async fn submit_reference(env: &Env, who: &mashang_core::drills::service::Caller) -> String {
    let problem = {
        let g = env.store.group_by_chat(who.chat.as_ref().unwrap()).await.unwrap().unwrap();
        env.store.latest_posting(&g.id).await.unwrap().unwrap().problem
    };
    let p = junior_bank().get(&problem).cloned().unwrap();
    texts(&say(env, who, &fenced(&reference(&p))).await)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_member_and_a_discord_member_both_solve_and_share_one_board() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 6, 1, 8, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    two_platform_group(&env).await;
    clock.set(at("Europe/Berlin", 2026, 6, 1, 9, 0));
    let posts = env.drills.tick().await.unwrap();
    let chats: Vec<_> = posts.iter().map(|p| p.chat.clone()).collect();
    assert_eq!(chats, vec![dc_chat(), tg_chat()], "one post per platform");
    assert_eq!(posts[0].problem, posts[1].problem, "the same problem on both");
    let tom = caller("telegram", "2", "Tom", Some(tg_chat()));
    let dina = caller("discord", "22", "Dina", Some(dc_chat()));
    clock.advance(Duration::minutes(5));
    let wrong = texts(&say(&env, &dina, &format!("/drill submit\n{WRONG}")).await);
    assert!(wrong.contains("Not accepted"), "{wrong}");
    assert!(submit_reference(&env, &tom).await.contains("+15 points"), "first solver bonus");
    clock.advance(Duration::minutes(5));
    let replies = say(
        &env,
        &dina,
        &fenced(&reference(&junior_bank().get(&posts[0].problem).cloned().unwrap())),
    )
    .await;
    assert!(texts(&replies[..1]).contains("+13 points"), "{}", texts(&replies));
    // Dina's code equals Tom's: the flag goes to the admin's account on Dina's platform only,
    // never to the chat.
    let flags: Vec<_> = replies.iter().filter(|r| r.text.contains("very similar")).collect();
    assert_eq!(flags.len(), 1);
    assert_eq!(
        flags[0].to,
        Audience::Account(mashang_core::session::UserKey::new("discord", "11"))
    );
    let again = submit_reference(&env, &tom).await;
    assert!(again.contains("already solved"), "{again}");
    let board = texts(
        &say(&env, &caller("discord", "11", "Ada", Some(dc_chat())), "/leaderboard today").await,
    );
    let lines: Vec<&str> = board.lines().collect();
    assert!(lines[1].contains("Tom") && lines[1].contains("15 pts"), "{board}");
    assert!(lines[2].contains("Dina") && lines[2].contains("13 pts"), "{board}");
    assert!(board.contains("Ada (you) — 0 pts"), "the caller always sees their own line: {board}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_week_of_drills_on_both_platforms_ends_with_the_expected_board() {
    let _serial = crate::judge::serial();
    // The same week on each store backend (SQLite, Postgres).
    for db in crate::backends::backends(
        "drills_flow::a_week_of_drills_on_both_platforms_ends_with_the_expected_board",
    )
    .await
    {
        a_week_of_drills(db.drills.clone()).await;
    }
}

async fn a_week_of_drills(store: Arc<dyn DrillStore>) {
    // Monday 2026-03-23; Berlin switches to summer time on Sunday the 29th.
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 3, 23, 8, 0)));
    let env = open_on(store, clock.clone(), junior_bank());
    two_platform_group(&env).await;
    let ada = caller("telegram", "1", "Ada", Some(tg_chat()));
    let bob = caller("discord", "22", "Bob", Some(dc_chat()));
    let cleo = caller("discord", "33", "Cleo", Some(dc_chat()));
    say(&env, &bob, "/drill tz America/Los_Angeles").await;
    let mut problems = Vec::new();
    for d in 0..7u32 {
        clock.set(at("Europe/Berlin", 2026, 3, 23 + d, 9, 0));
        let posts = env.drills.tick().await.unwrap();
        assert_eq!(posts.len(), 2, "day {d}: one post per platform");
        problems.push(posts[0].problem.clone());
        clock.advance(Duration::minutes(10));
        let r = submit_reference(&env, &ada).await;
        assert!(r.contains("+15 points"), "day {d}: {r}");
        clock.advance(Duration::minutes(10));
        match d {
            2 => {
                let hint = say(&env, &bob, "/drill hint").await;
                assert_eq!(hint[0].to, Audience::Account(bob.user.clone()), "hints are private");
                assert!(submit_reference(&env, &bob).await.contains("+10 points"));
            }
            5 => {
                let r = texts(&say(&env, &bob, &format!("/drill submit\n{WRONG}")).await);
                assert!(r.contains("Not accepted"), "{r}");
            }
            6 => {}
            _ => assert!(submit_reference(&env, &bob).await.contains("+13 points"), "day {d}"),
        }
        if d == 1 {
            clock.advance(Duration::minutes(10));
            assert!(submit_reference(&env, &cleo).await.contains("+11 points"));
            assert!(
                submit_reference(&env, &cleo).await.contains("already solved"),
                "no points twice"
            );
        }
    }
    let distinct: std::collections::BTreeSet<_> = problems.iter().collect();
    assert_eq!(distinct.len(), 7, "no repeats within the window: {problems:?}");
    clock.set(at("Europe/Berlin", 2026, 3, 29, 21, 0));
    let replies = say(&env, &cleo, "/leaderboard week").await;
    let board = texts(&replies);
    let rows: Vec<&str> = board.lines().skip(1).collect();
    assert_eq!(rows.len(), 3, "{board}");
    assert!(rows[0].starts_with("1. 🥇Ada — 105 pts (7)"), "{board}");
    assert!(rows[1].starts_with("2. 🥈Bob — 62 pts (5)"), "{board}");
    assert!(rows[2].starts_with("3. 🥉Cleo — 11 pts (1)"), "{board}");
    let png = replies[0].png.as_ref().expect("the weekly board comes with a chart");
    assert!(png.starts_with(b"\x89PNG"));
    // Linked accounts share the streak: Ada asks from Discord and sees her Telegram week.
    let streak = texts(&say(&env, &caller("discord", "11", "Ada", None), "/streak").await);
    assert!(streak.contains("Streak 7 day"), "{streak}");
    let bob_streak = texts(&say(&env, &caller("discord", "22", "Bob", None), "/streak").await);
    assert!(bob_streak.contains("Streak 0 day") && bob_streak.contains("best 5"), "{bob_streak}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn practice_comes_from_weak_topics_and_a_dm_solve_schedules_the_next_review() {
    let _serial = crate::judge::serial();
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 8, 3, 9, 30)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let eve = caller("telegram", "4", "Eve", Some(tg_chat()));
    say(&env, &eve, "/drill config time=09:00").await;
    let posted = env.drills.tick().await.unwrap();
    let wrong = texts(&say(&env, &eve, &format!("/drill submit\n{WRONG}")).await);
    assert!(wrong.contains("Not accepted"), "{wrong}");
    let failed = junior_bank().get(&posted[0].problem).cloned().unwrap();
    let me = env.store.resolve(&eve.user).await.unwrap();
    let weak = env.store.weak_topics(&me).await.unwrap();
    assert_eq!(
        weak,
        {
            let mut t = failed.spec.topics.clone();
            t.sort();
            t
        },
        "a failed drill marks its topics weak"
    );
    let dm = caller("telegram", "4", "Eve", None);
    let offered = texts(&say(&env, &dm, "/practice").await);
    let (problem, topic) =
        env.store.practice(&me).await.unwrap().expect("a practice problem is set");
    let topic = topic.expect("chosen from a weak topic");
    assert!(weak.contains(&topic) && offered.contains(&topic), "{offered}");
    let p = junior_bank().get(&problem).cloned().unwrap();
    assert!(
        p.spec.topics.contains(&topic) || problem == posted[0].problem,
        "{problem} for {topic}"
    );
    let solved = texts(&say(&env, &dm, &fenced(&reference(&p))).await);
    assert!(solved.contains("Next review of this topic in 1 day"), "{solved}");
    let card = env.store.cards(&me).await.unwrap().into_iter().find(|c| c.topic == topic).unwrap();
    assert_eq!((card.reps, card.due), (1, crate::drills_fixture::day(2026, 8, 4)));
    assert!(env.store.practice(&me).await.unwrap().is_none(), "the practice problem is done");
}

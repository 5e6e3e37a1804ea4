//! The Telegram adapter in-process against the fake Bot API server, over the real engine and a
//! real SQLite file (with the marker grader, so the adapter — not the sandbox — is under load):
//! 200 users at once, injected 429s and dropped connections, and group behaviour.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use mashang::config::{Config, Secrets, Settings};
use serde_json::json;

use crate::support;
use crate::telegram_fake::{FakeTelegram, Fault, Sent, TOKEN};

const DEADLINE: Duration = Duration::from_secs(120);

fn config(fake: &FakeTelegram) -> Config {
    let settings = Settings {
        telegram_api_url: Some(fake.url.clone()),
        locale: Some("en".into()),
        ..Settings::default()
    };
    let secrets = Secrets {
        telegram_token: Some(serde_json::from_value(json!(TOKEN)).unwrap()),
        ..Secrets::default()
    };
    Config { settings, secrets, file: None, warnings: Vec::new(), data_dir_set: true }
}

async fn start(fake: &FakeTelegram, dir: &std::path::Path) -> tokio::task::JoinHandle<()> {
    let services = support::app(dir).await.services;
    let opts = mashang::app::telegram_options(&config(fake)).unwrap();
    tokio::spawn(async move {
        mashang_telegram::run(services, opts).await.expect("adapter runs");
    })
}

fn pre(code: &str) -> serde_json::Value {
    json!([{"type": "pre", "offset": 0, "length": code.encode_utf16().count(), "language": "python"}])
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Step {
    Started,
    Submitted,
    Ended,
    Done,
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_hundred_users_at_once_each_get_every_reply() {
    const USERS: i64 = 200;
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let adapter = start(&fake, dir.path()).await;
    fake.wait_call("setMyCommands", DEADLINE, |_| true).await;

    let started = Instant::now();
    let mut step: HashMap<i64, Step> = HashMap::new();
    for u in 0..USERS {
        fake.text(10_000 + u, "en", "/interview algorithm junior python", None);
        step.insert(10_000 + u, Step::Started);
    }
    // One scanner drives every user from what the bot sent them.
    let mut cursor = 0;
    let end = Instant::now() + DEADLINE;
    while step.values().any(|s| *s != Step::Done) {
        let left = end.saturating_duration_since(Instant::now());
        let (i, s) = fake
            .wait_for(cursor, left, "the next reply of the load test", |s| {
                step.contains_key(&s.chat)
            })
            .await;
        cursor = i + 1;
        let user = s.chat;
        let next = match (step[&user], &s) {
            // The fixture bank's design question takes prose, not code: move past it.
            (Step::Started, s) if s.text.contains("(q-design)") => {
                fake.text(user, "en", "/skip", None);
                Step::Started
            }
            (Step::Started, s) if s.text.contains("Question ") => {
                let code = "def solve(a):\n    return sum(a)  # 😀 <&>\n";
                fake.text(user, "en", code, Some(pre(code)));
                Step::Submitted
            }
            (Step::Submitted, s) if s.text.contains("Verdict: accepted") => {
                fake.text(user, "en", "/end", None);
                Step::Ended
            }
            (Step::Ended, s) if s.text.contains("Report —") => Step::Done,
            (now, _) => now,
        };
        step.insert(user, next);
    }
    let elapsed = started.elapsed();
    let sent = fake.sent();
    eprintln!(
        "telegram load: {USERS} users × (start, submit, end) = {} requests sent in {:.2?}",
        sent.len(),
        elapsed
    );
    // Nothing lost, nothing doubled: one verdict and one report per user.
    for u in 0..USERS {
        let mine: Vec<&Sent> = sent.iter().filter(|s| s.chat == 10_000 + u).collect();
        assert_eq!(mine.iter().filter(|s| s.text.contains("Verdict:")).count(), 1, "user {u}");
        assert_eq!(mine.iter().filter(|s| s.text.contains("Report —")).count(), 1, "user {u}");
    }
    adapter.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_dropped_connections_are_retried_and_no_submission_is_lost() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let adapter = start(&fake, dir.path()).await;
    fake.wait_call("setMyCommands", DEADLINE, |_| true).await;
    let user = 4242;
    fake.text(user, "en", "/interview algorithm junior python", None);
    let mut cursor = 0;
    loop {
        let (i, q) = fake
            .wait_for(cursor, DEADLINE, "question", |s| {
                s.chat == user && s.text.contains("Question ")
            })
            .await;
        cursor = i + 1;
        if !q.text.contains("(q-design)") {
            break;
        }
        // The fixture bank's design question takes prose, not code: move past it.
        fake.text(user, "en", "/skip", None);
    }

    fake.fail_next("getFile", Fault::Drop);
    fake.fail_next("sendMessage", Fault::RetryAfter(1));
    fake.fail_next("sendMessage", Fault::Drop);
    fake.fail_next("sendMessage", Fault::RetryAfter(1));
    let from = fake.sent().len();
    fake.document(user, "answer.py", b"def solve(a):\n    return sum(a)\n", None);
    let (_, verdict) = fake
        .wait_for(from, DEADLINE, "verdict", |s| s.chat == user && s.text.contains("Verdict:"))
        .await;
    assert!(verdict.text.contains("accepted"), "{}", verdict.text);
    let sent = fake.sent();
    let running = sent.iter().skip(from).filter(|s| s.text.contains("Running your code")).count();
    assert_eq!(running, 1, "the reply that met the faults arrived exactly once");
    adapter.abort();
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn in_groups_the_bot_answers_only_commands_and_mentions_and_points_to_private_chat() {
    let fake = FakeTelegram::start().await;
    let dir = tempfile::tempdir().unwrap();
    let adapter = start(&fake, dir.path()).await;
    fake.wait_call("setMyCommands", DEADLINE, |_| true).await;
    let group = -100_123;
    fake.group_text(7, group, "just chatting about code, not for the bot");
    fake.group_text(7, group, "/interview");
    let (i, pointer) = fake.wait_for(0, DEADLINE, "DM pointer", |s| s.chat == group).await;
    let url = pointer.markup.as_ref().unwrap()["inline_keyboard"][0][0]["url"].clone();
    assert_eq!(url, json!("https://t.me/mashang_test_bot?start=interview"));
    fake.group_text(7, group, "@mashang_test_bot can we practise?");
    let (j, _) = fake.wait_for(i + 1, DEADLINE, "mention answer", |s| s.chat == group).await;
    // The chatter got nothing: exactly two answers in the group, and no interview started.
    fake.group_text(7, group, "/help");
    fake.wait_for(j + 1, DEADLINE, "help", |s| s.chat == group && s.text.contains("Commands:"))
        .await;
    let in_group = fake.sent().iter().filter(|s| s.chat == group).count();
    assert_eq!(in_group, 3);
    assert!(!fake.sent().iter().any(|s| s.text.contains("Interview started")));
    adapter.abort();
}

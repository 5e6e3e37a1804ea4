//! Measuring (not asserting) how a study group's other members are served while one member floods
//! it: the real `mashang telegram` binary against the fake Bot API server, a seeded group, one
//! member pushing 300 group messages as fast as the fake takes them (`/leaderboard week`, which
//! renders a chart, `/drill`, `/streak`, and chatter) — all at once, then paced at 30 a second —
//! and twenty other members asking `/streak` in private meanwhile. Prints the others' reply
//! latency (p50, p95, max) without and with the flood, and what the flooder got back. Ignored by default; run it with
//! `cargo test --release --test it telegram_flood_bench:: -- --ignored --nocapture`
//! (MASHANG_BENCH_FLOOD scales the flood). Figures: docs/performance.md.

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::crash::{KillOnDrop, spawn, tg_env};
use crate::telegram_board::seed;
use crate::telegram_fake::{FakeTelegram, Sent};
use mashang_core::drills::{ChatKey, Platform};

const DEADLINE: Duration = Duration::from_secs(120);
const GROUP: i64 = -1_001_777_001;
const ADMIN: i64 = 7201;
const FLOODER: i64 = 7202;
/// Twenty other members, each asking at most eight times in the run: inside the per-member
/// command limit (a burst of 12, 20 a minute), so every one of their commands is answered.
const OTHERS: std::ops::Range<i64> = 7300..7320;

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn summary(label: &str, mut xs: Vec<Duration>) {
    xs.sort();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "{label}: n={} p50={:.0} ms p95={:.0} ms max={:.0} ms",
        xs.len(),
        ms(percentile(&xs, 0.5)),
        ms(percentile(&xs, 0.95)),
        ms(*xs.last().unwrap()),
    );
}

/// One `/streak` from `who` in private: the time from the update being offered to the reply
/// reaching the fake.
async fn ask(fake: &FakeTelegram, who: i64) -> Duration {
    let from = fake.sent().len();
    let t0 = Instant::now();
    fake.text(who, "en", "/streak", None);
    fake.wait_for(from, DEADLINE, "a streak reply", |s: &Sent| s.chat == who).await;
    t0.elapsed()
}

/// Each of the other members asks once, in turn.
async fn others_once(fake: &FakeTelegram) -> Vec<Duration> {
    let mut out = Vec::new();
    for who in OTHERS {
        out.push(ask(fake, who).await);
    }
    out
}

/// What the flooder got back in the group since `before`.
fn flooder_report(fake: &FakeTelegram, before: usize, sent: usize, over: Duration) {
    let to_group: Vec<Sent> =
        fake.sent().into_iter().skip(before).filter(|s| s.chat == GROUP).collect();
    let slow_downs = to_group.iter().filter(|s| s.text.contains("Too many commands")).count();
    let charts = to_group.iter().filter(|s| s.method == "sendPhoto").count();
    println!(
        "  flooder: {} message(s) back in the group ({charts} chart(s), {slow_downs} slow-down) for {sent} sent over {:.1} s",
        to_group.len(),
        over.as_secs_f64()
    );
}

const LINES: [&str; 4] = ["/leaderboard week", "/drill", "/streak", "hello everyone"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --ignored --nocapture"]
async fn others_are_answered_while_one_member_floods_the_group() {
    let flood: usize =
        std::env::var("MASHANG_BENCH_FLOOD").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let fake = Arc::new(FakeTelegram::start().await);
    let data = tempfile::tempdir().unwrap();
    let chat = ChatKey::new(Platform::Telegram, GROUP.to_string());
    seed(data.path(), chat, &format!("telegram:{ADMIN}")).await;
    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &tg_env(&fake)));
    // Warm up: the bot is polling and each member is known.
    others_once(&fake).await;
    summary("others, quiet group", others_once(&fake).await);

    // All at once: the flood is queued ahead of the others' questions.
    let before = fake.sent().len();
    let t0 = Instant::now();
    for i in 0..flood {
        fake.group_text(FLOODER, GROUP, LINES[i % LINES.len()]);
    }
    summary(&format!("others, right behind a {flood}-message burst"), others_once(&fake).await);
    flooder_report(&fake, before, flood, t0.elapsed());

    // Paced as a client sends (30 a second), with the others asking every 100 ms meanwhile.
    let before = fake.sent().len();
    let t0 = Instant::now();
    let flooding = {
        let fake = Arc::clone(&fake);
        tokio::spawn(async move {
            let mut pace = tokio::time::interval(Duration::from_millis(33));
            for i in 0..flood {
                pace.tick().await;
                fake.group_text(FLOODER, GROUP, LINES[i % LINES.len()]);
            }
        })
    };
    let mut during = Vec::new();
    let mut pace = tokio::time::interval(Duration::from_millis(100));
    for who in OTHERS.cycle() {
        if flooding.is_finished() {
            break;
        }
        pace.tick().await;
        during.push(ask(&fake, who).await);
    }
    summary(&format!("others, during a {flood}-message flood at 30/s"), during);
    flooder_report(&fake, before, flood, t0.elapsed());
}

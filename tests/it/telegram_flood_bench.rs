//! Measuring (not asserting) how a study group's other members are served while one member floods
//! it: the real `mashang telegram` binary against the fake Bot API server, a seeded group, one
//! member pushing 300 group messages as fast as the fake takes them (`/leaderboard week`, which
//! renders a chart, `/drill`, `/streak`, and chatter), and five other members asking `/streak` in
//! private meanwhile. Prints the others' reply latency (p50, p95, max) without and with the flood,
//! and what the flooder got back. Ignored by default; run it with
//! `cargo test --release --test it telegram_flood_bench:: -- --ignored --nocapture`
//! (MASHANG_BENCH_FLOOD scales the flood). Figures: docs/performance.md.

use std::time::{Duration, Instant};

use crate::crash::{KillOnDrop, spawn, tg_env};
use crate::telegram_board::seed;
use crate::telegram_fake::{FakeTelegram, Sent};
use mashang_core::drills::{ChatKey, Platform};

const DEADLINE: Duration = Duration::from_secs(120);
const GROUP: i64 = -1_001_777_001;
const ADMIN: i64 = 7201;
const FLOODER: i64 = 7202;
const OTHERS: [i64; 5] = [7203, 7204, 7205, 7206, 7207];
const ROUNDS: usize = 8;

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

/// Each of the other members asks `/streak` in private, in turn, `ROUNDS` times; the time from
/// the update being offered to the reply reaching the fake.
async fn others_latency(fake: &FakeTelegram) -> Vec<Duration> {
    let mut out = Vec::new();
    for _ in 0..ROUNDS {
        for who in OTHERS {
            let from = fake.sent().len();
            let t0 = Instant::now();
            fake.text(who, "en", "/streak", None);
            fake.wait_for(from, DEADLINE, "a streak reply", |s: &Sent| s.chat == who).await;
            out.push(t0.elapsed());
        }
    }
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a measurement: run with --ignored --nocapture"]
async fn others_are_answered_while_one_member_floods_the_group() {
    let flood: usize =
        std::env::var("MASHANG_BENCH_FLOOD").ok().and_then(|v| v.parse().ok()).unwrap_or(300);
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let chat = ChatKey::new(Platform::Telegram, GROUP.to_string());
    seed(data.path(), chat, &format!("telegram:{ADMIN}")).await;
    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &tg_env(&fake)));
    // Warm up: the bot is polling and each member is known.
    for who in OTHERS {
        fake.text(who, "en", "/streak", None);
        fake.wait_for(0, DEADLINE, "the warm-up", |s: &Sent| s.chat == who).await;
    }
    summary("others, quiet group", others_latency(&fake).await);

    let before = fake.sent().len();
    let t0 = Instant::now();
    let lines = ["/leaderboard week", "/drill", "/streak", "hello everyone"];
    for i in 0..flood {
        fake.group_text(FLOODER, GROUP, lines[i % lines.len()]);
    }
    summary(&format!("others, during a {flood}-message flood"), others_latency(&fake).await);
    let took = t0.elapsed();
    let to_group: Vec<Sent> = fake.sent().into_iter().skip(before).filter(|s| s.chat == GROUP).collect();
    let slow_downs = to_group.iter().filter(|s| s.text.contains("Too many commands")).count();
    let charts = to_group.iter().filter(|s| s.method == "sendPhoto").count();
    println!(
        "flooder: {} message(s) to the group ({charts} chart(s), {slow_downs} slow-down) for {flood} sent, over {:.1} s",
        to_group.len(),
        took.as_secs_f64()
    );
}

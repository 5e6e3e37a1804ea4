//! Two `mashang serve` replicas on one Postgres racing on the daily post, through the real
//! processes and the fake Bot API: both run the drills scheduler (every 200 ms here, a minute in
//! production), the group's post becomes due for both in the same instant, and the fake receives
//! exactly one post — also after each replica has looked again several times.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use crate::backends::{PgDb, postgres_url};
use crate::crash::KillOnDrop;
use crate::replicas::poller;
use crate::support::knobs;
use crate::telegram_drills::noon_zone;
use crate::telegram_fake::{FakeTelegram, Sent, TOKEN};

const DEADLINE: Duration = Duration::from_secs(180);
const OWNER: i64 = 6101;
const GROUP: i64 = -1_001_234_999;

/// A replica whose log (the drills scheduler's passes at debug) goes to `log`.
fn serve(fake: &FakeTelegram, url: &str, data: &Path, id: &str, log: &Path) -> Child {
    let file = std::fs::File::create(log).unwrap();
    Command::new(env!("CARGO_BIN_EXE_mashang"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .arg("serve")
        .env("MASHANG_DATA_DIR", data)
        .env("MASHANG_LOCALE", "en")
        .env("MASHANG_TELEGRAM_TOKEN", TOKEN)
        .env("MASHANG_TELEGRAM_API_URL", &fake.url)
        .env("MASHANG_DATABASE_URL", url)
        .env("MASHANG_REPLICA_ID", id)
        .env("MASHANG_LEASE_SECS", "2")
        .env(knobs::DRILL_TICK_MS, "200")
        .env("RUST_LOG", "warn,mashang_core::drills=debug")
        .env("NO_COLOR", "1")
        .env_remove("MASHANG_CONFIG")
        .env_remove("MASHANG_LLM_BASE_URL")
        .env_remove("MASHANG_DISCORD_TOKEN")
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(file)
        .spawn()
        .expect("spawn mashang serve")
}

/// The scheduler passes a replica logged so far, each with how many posts it delivered.
fn passes(log: &Path) -> Vec<usize> {
    let text = std::fs::read_to_string(log).unwrap_or_default();
    text.lines()
        .map(strip_ansi)
        .filter(|l| l.contains("drills scheduler pass"))
        .map(|l| {
            let n = l.split("posted=").nth(1).unwrap_or("0");
            n.chars().take_while(char::is_ascii_digit).collect::<String>().parse().unwrap_or(0)
        })
        .collect()
}

/// A log line without its terminal colour codes (`ESC [ … m`).
fn strip_ansi(line: &str) -> String {
    let mut out = String::with_capacity(line.len());
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for d in chars.by_ref() {
                if d == 'm' {
                    break;
                }
            }
        } else {
            out.push(c);
        }
    }
    out
}

/// Waits (bounded) until every replica has logged at least `at_least[i]` passes.
async fn passed(logs: &[PathBuf], at_least: &[usize]) {
    let end = Instant::now() + DEADLINE;
    loop {
        let seen: Vec<usize> = logs.iter().map(|l| passes(l).len()).collect();
        if seen.iter().zip(at_least).all(|(s, n)| s >= n) {
            return;
        }
        assert!(Instant::now() < end, "scheduler passes {seen:?}, waiting for {at_least:?}");
        // Reading the processes' logs: no event crosses the process boundary.
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn is_daily_post(s: &Sent) -> bool {
    s.chat == GROUP && s.text.contains("Daily drill") && !s.buttons().is_empty()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_serve_replicas_racing_on_the_daily_post_deliver_it_once() {
    let Some(server) = postgres_url("replicas_drills::two_serve_replicas_racing_on_the_daily_post")
    else {
        return;
    };
    let db = PgDb::create(&server).await;
    let fake = FakeTelegram::start().await;
    fake.make_owner(OWNER);
    let dirs = [tempfile::tempdir().unwrap(), tempfile::tempdir().unwrap()];
    let logs: Vec<PathBuf> = dirs.iter().map(|d| d.path().join("serve.log")).collect();
    let _a = KillOnDrop(serve(&fake, &db.url, dirs[0].path(), "a", &logs[0]));
    let _b = KillOnDrop(serve(&fake, &db.url, dirs[1].path(), "b", &logs[1]));
    passed(&logs, &[1, 1]).await;
    let end = Instant::now() + DEADLINE;
    while poller(&db.url).await.is_none() {
        assert!(Instant::now() < end, "no replica took the Telegram poller lease");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Post time 00:00 where it is about noon: due from the moment the group exists, for both.
    let config = format!("/drill config tz={} time=00:00 mix=1:0:0 name=Owls", noon_zone());
    fake.group_text(OWNER, GROUP, &config);
    fake.wait_for(0, DEADLINE, "daily post", is_daily_post).await;
    // Every replica looks again at least three more times after the post went out.
    let after: Vec<usize> = logs.iter().map(|l| passes(l).len() + 3).collect();
    passed(&logs, &after).await;
    let posts = fake.sent().iter().filter(|s| is_daily_post(s)).count();
    assert_eq!(posts, 1, "the daily post went out {posts} times");
    let delivered: Vec<usize> = logs.iter().map(|l| passes(l).iter().sum()).collect();
    assert_eq!(delivered.iter().sum::<usize>(), 1, "posts delivered per replica: {delivered:?}");
}

//! Discord's 429s in proxy mode (`MASHANG_DISCORD_PROXY_URL`), through the real `mashang discord`
//! binary and the fake Discord standing for the proxy: serenity's own rate limiter is off there,
//! so the bot's loopback front (`proxy_front`) waits each 429 out for its `Retry-After` and sends
//! the same request again — a route's limit and a global one (`X-RateLimit-Global`), which holds
//! the bot's other calls too. The daily post goes out once, no earlier than `Retry-After` after
//! the 429 (read from the fake's own clock), and the group's day is not counted a failed post.

use std::time::{Duration, Instant};

use mashang_core::drills::{DrillStore, MemberId};
use mashang_store_sqlite::SqliteStore;
use serde_json::json;

use crate::discord_e2e::Bot;
use crate::discord_gateway_fake::{Call, FakeDiscord, RateLimit, dm_channel, message, user};
use crate::discord_lifecycle::{
    BEES, DEADLINE, MEMBER, OWLS, daily_posts_tried_in, delivered_in, messages, post_today, seed,
    start,
};

/// What the fake's 429s ask for.
const RETRY_AFTER_S: u64 = 2;
const RETRY_AFTER: Duration = Duration::from_secs(RETRY_AFTER_S);
/// Writes to the bot by DM while a global limit holds.
const WRITER: u64 = 1_300_000_000_000_007_403;

fn limit_the_daily_post(fake: &FakeDiscord, global: bool) {
    let path = messages(OWLS);
    fake.rate_limit_once(RateLimit { method: "POST", path, retry_after_s: RETRY_AFTER_S, global });
}

/// The daily post in [`OWLS`] answered 429 and the one the fake accepted after it.
async fn limited_then_delivered(fake: &FakeDiscord) -> (Call, Call) {
    let delivered = delivered_in(fake, OWLS).await;
    let tried = daily_posts_tried_in(fake, OWLS);
    let limited = tried.iter().find(|c| c.fault == Some(429)).expect("the 429'd post").clone();
    (limited, delivered)
}

/// Waits until the binary's log has `needle` (what the front logs when it starts to wait).
async fn logged(bot: &Bot, needle: &str) {
    let end = Instant::now() + DEADLINE;
    while !bot.log().contains(needle) {
        assert!(Instant::now() < end, "the bot never logged {needle:?}");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The post went out once, and the day is not a failed post for the group's members.
async fn delivered_once_and_not_failed(fake: &FakeDiscord, data: &std::path::Path) {
    // Another group's post, claimed now, goes out on a later pass of the scheduler: a second
    // post in the first channel would have been made by then.
    let bees = mashang_core::drills::GroupId("gbees".into());
    post_today(data, &bees).await;
    delivered_in(fake, BEES).await;
    let tried = daily_posts_tried_in(fake, OWLS);
    let faults: Vec<_> = tried.iter().map(|c| c.fault).collect();
    assert_eq!(faults, vec![Some(429), None], "refused once, then delivered once");
    let store = SqliteStore::open(data).await.unwrap();
    let failed = store.failed_posts(&MemberId(format!("discord:{MEMBER}"))).await.unwrap();
    assert!(failed.is_empty(), "a rate limit is not a failed post: {failed:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_routes_429_through_the_proxy_is_sent_again_after_its_retry_after_and_posted_once() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let owls = seed(data.path(), "gowls", "Owls", OWLS).await;
    seed(data.path(), "gbees", "Bees", BEES).await;
    limit_the_daily_post(&fake, false);
    post_today(data.path(), &owls).await;
    let _bot = start(&fake, data.path());

    let (limited, delivered) = limited_then_delivered(&fake).await;
    let waited = delivered.at.duration_since(limited.at);
    assert!(waited >= RETRY_AFTER, "sent again {waited:?} after the 429, before its Retry-After");
    delivered_once_and_not_failed(&fake, data.path()).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_through_the_proxy_holds_the_bots_other_calls_until_its_retry_after() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let owls = seed(data.path(), "gowls", "Owls", OWLS).await;
    seed(data.path(), "gbees", "Bees", BEES).await;
    limit_the_daily_post(&fake, true);
    post_today(data.path(), &owls).await;
    let bot = start(&fake, data.path());

    // While the global limit holds, a DM arrives: its answer is a channel message too.
    let (_, limited) = fake.wait_call(0, "the 429", DEADLINE, |c| c.fault == Some(429)).await;
    logged(&bot, "waiting Retry-After").await;
    let mut dm = message(9, dm_channel(WRITER), &json!({"content": "/help"}));
    dm["author"] = user(WRITER);
    dm["id"] = json!("1300000000000007999");
    fake.dispatch("MESSAGE_CREATE", dm, DEADLINE).await;
    let answer = messages(dm_channel(WRITER));
    let (_, answered) = fake
        .wait_call(0, "the DM's answer", DEADLINE, |c| c.method == "POST" && c.path == answer)
        .await;
    let held = answered.at.duration_since(limited.at);
    assert!(held >= RETRY_AFTER, "another call went out {held:?} into the global limit");

    let (limited, delivered) = limited_then_delivered(&fake).await;
    let waited = delivered.at.duration_since(limited.at);
    assert!(waited >= RETRY_AFTER, "sent again {waited:?} after the 429, before its Retry-After");
    delivered_once_and_not_failed(&fake, data.path()).await;
}

//! A study group's Discord channel over its life, through the real `mashang discord` binary and
//! the fake Discord: a channel deleted under the bot (its daily post answered 404 with JSON code
//! 10003, Unknown Channel) is posted to no more and the group's admin gets one DM on Discord,
//! until a server manager's `/drill-admin now` in that channel shows it is back.

use std::path::Path;
use std::time::Duration;

use chrono::Utc;
use mashang_core::drills::{
    ChatKey, DrillStore, GroupId, Member, MemberId, Platform, PostingRecord, StudyGroup,
};
use mashang_i18n::Locale;
use mashang_store_sqlite::SqliteStore;
use serde_json::json;

use crate::discord_e2e::Bot;
use crate::discord_gateway_fake::{Call, FakeDiscord, Place, dm_channel};
use crate::support::knobs;

pub(crate) const DEADLINE: Duration = Duration::from_secs(240);
/// The groups' admin, a server manager.
pub(crate) const OWNER: u64 = 1_300_000_000_000_007_401;
/// A member of every seeded group.
pub(crate) const MEMBER: u64 = 1_300_000_000_000_007_402;
/// Two study groups' channels.
pub(crate) const OWLS: u64 = 1_300_000_000_000_000_211;
pub(crate) const BEES: u64 = 1_300_000_000_000_000_212;

pub(crate) fn discord(channel: u64) -> ChatKey {
    ChatKey::new(Platform::Discord, channel.to_string())
}

pub(crate) fn messages(channel: u64) -> String {
    format!("/api/v10/channels/{channel}/messages")
}

/// The binary, its drills scheduler looking every 100 ms.
pub(crate) fn start(fake: &FakeDiscord, data: &Path) -> Bot {
    let env = [(knobs::DRILL_TICK_MS, std::ffi::OsStr::new("100"))];
    Bot::start_with(fake, None, data, "discord", &env)
}

/// Study group `id` named `name` in `channel`, administered by [`OWNER`], [`MEMBER`] in it, its
/// daily post off (only the posts the test claims go out).
pub(crate) async fn seed(data: &Path, id: &str, name: &str, channel: u64) -> GroupId {
    let store = SqliteStore::open(data).await.unwrap();
    let owner = MemberId(format!("discord:{OWNER}"));
    let mut g = StudyGroup::new(GroupId(id.into()), discord(channel), owner);
    g.name = name.into();
    g.enabled = false;
    store.save_group(&g).await.unwrap();
    let member = Member {
        id: MemberId(format!("discord:{MEMBER}")),
        name: format!("U{MEMBER}"),
        tz: chrono_tz::Tz::UTC,
        locale: Locale::En,
        daily_practice: false,
        tz_next: None,
    };
    store.save_member(&member).await.unwrap();
    store.join(&g.id, &member.id).await.unwrap();
    g.id
}

/// Claims today's post of `group`: the scheduler delivers it on its next pass.
pub(crate) async fn post_today(data: &Path, group: &GroupId) {
    let store = SqliteStore::open(data).await.unwrap();
    let now = Utc::now();
    let post = PostingRecord {
        group: group.clone(),
        date: now.date_naive(),
        problem: "two-sum".into(),
        posted_at: now,
    };
    assert!(store.claim_posting(&post, &[]).await.unwrap());
}

pub(crate) fn is_daily_post_in(channel: u64) -> impl Fn(&Call) -> bool {
    let path = messages(channel);
    move |c| c.method == "POST" && c.path == path && c.raw.contains("Daily drill")
}

/// Every attempt at a daily post in `channel` the fake saw (refused ones included).
pub(crate) fn daily_posts_tried_in(fake: &FakeDiscord, channel: u64) -> Vec<Call> {
    let is_post = is_daily_post_in(channel);
    fake.with(|i| i.calls.iter().filter(|c| is_post(c)).cloned().collect())
}

/// Waits for a daily post in `channel` the fake accepted.
pub(crate) async fn delivered_in(fake: &FakeDiscord, channel: u64) -> Call {
    let is_post = is_daily_post_in(channel);
    let what = format!("the daily post in {channel}");
    fake.wait_call(0, &what, DEADLINE, |c| c.fault.is_none() && is_post(c)).await.1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_discord_channel_is_posted_to_no_more_and_its_admin_is_told_once_by_dm() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let owls = seed(data.path(), "gowls", "Owls", OWLS).await;
    let bees = seed(data.path(), "gbees", "Bees", BEES).await;
    fake.delete_channel(OWLS);
    post_today(data.path(), &owls).await;
    let bot = start(&fake, data.path());

    let dm = messages(dm_channel(OWNER));
    let is_notice =
        |c: &Call| c.method == "POST" && c.path == dm && c.raw.contains("can no longer post");
    let (_, notice) = fake.wait_call(0, "the admin's DM", DEADLINE, is_notice).await;
    assert!(notice.raw.contains("Owls") && notice.raw.contains("/drill now"), "{}", notice.raw);
    // Another group's post claimed after the notice goes out on a later pass of the scheduler;
    // by then the deleted channel would have been tried again.
    post_today(data.path(), &bees).await;
    delivered_in(&fake, BEES).await;
    let tried = daily_posts_tried_in(&fake, OWLS);
    assert_eq!(tried.len(), 1, "the deleted channel was tried once");
    assert_eq!(tried[0].fault, Some(404));
    assert_eq!(fake.with(|i| i.calls.iter().filter(|c| is_notice(c)).count()), 1, "one DM");
    let store = SqliteStore::open(data.path()).await.unwrap();
    assert_eq!(store.gone_chats().await.unwrap(), vec![discord(OWLS)]);

    // Back (the channel restored, or the bot's access given back): a server manager's
    // `/drill-admin now` there turns posting on again, and the day's post it missed goes out.
    fake.restore_channel(OWLS);
    fake.make_manager(OWNER);
    let now = json!([{"name": "now", "type": 1, "options": []}]);
    fake.command(OWNER, Place::Channel(OWLS), "drill-admin", now).await;
    delivered_in(&fake, OWLS).await;
    assert!(store.gone_chats().await.unwrap().is_empty());
    drop(bot);
}

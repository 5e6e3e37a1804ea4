//! The drill scheduler with an injected clock and a real SQLite file: restarts across the post
//! time neither skip nor double-post, DST changes keep the local post time, groups in different
//! timezones post at their own 09:00, and days the bot was down are excused.

use std::sync::Arc;

use chrono::{Duration, TimeZone, Utc};
use mashang_core::drills::{GroupId, ManualClock};

use crate::drills_fixture::{at, caller, day, dc_chat, junior_bank, open, say, texts, tg_chat};

#[tokio::test]
async fn a_restart_across_the_post_time_posts_once_and_late_rather_than_never() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Asia/Shanghai", 2026, 5, 4, 8, 0)));
    let admin = caller("telegram", "1", "Ada", Some(tg_chat()));
    {
        let env = open(dir.path(), clock.clone(), junior_bank()).await;
        say(&env, &admin, "/drill config tz=Asia/Shanghai time=09:00").await;
        clock.set(at("Asia/Shanghai", 2026, 5, 4, 8, 59));
        assert!(env.drills.tick().await.unwrap().is_empty(), "not before 09:00");
    } // the bot goes down at 08:59…
    clock.set(at("Asia/Shanghai", 2026, 5, 4, 9, 40));
    let env = open(dir.path(), clock.clone(), junior_bank()).await; // …and is back at 09:40
    let posts = env.drills.tick().await.unwrap();
    assert_eq!(posts.len(), 1, "the missed 09:00 post goes out on restart");
    assert_eq!(posts[0].date, day(2026, 5, 4));
    assert!(env.drills.tick().await.unwrap().is_empty());
    drop(env);
    clock.set(at("Asia/Shanghai", 2026, 5, 4, 23, 59));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    assert!(env.drills.tick().await.unwrap().is_empty(), "a second restart does not double-post");
    clock.set(at("Asia/Shanghai", 2026, 5, 5, 9, 0));
    assert_eq!(env.drills.tick().await.unwrap()[0].date, day(2026, 5, 5));
}

#[tokio::test]
async fn the_local_post_time_holds_across_both_dst_changes() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("Europe/Berlin", 2026, 3, 27, 12, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let admin = caller("discord", "9", "Dora", Some(dc_chat()));
    say(&env, &admin, "/drill config tz=Europe/Berlin time=02:30").await;
    // 2026-03-29: clocks jump from 02:00 to 03:00, so 02:30 does not exist: post at 03:00 CEST.
    clock.set(Utc.with_ymd_and_hms(2026, 3, 29, 0, 59, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty());
    clock.set(Utc.with_ymd_and_hms(2026, 3, 29, 1, 0, 0).unwrap());
    assert_eq!(env.drills.tick().await.unwrap().len(), 1, "03:00 CEST = 01:00 UTC");
    // 2026-10-25: 02:30 happens twice; the first (00:30 UTC) posts, the second does nothing.
    clock.set(Utc.with_ymd_and_hms(2026, 10, 25, 0, 29, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty(), "02:29 CEST is before the post time");
    clock.set(Utc.with_ymd_and_hms(2026, 10, 25, 0, 30, 0).unwrap());
    let posts = env.drills.tick().await.unwrap();
    assert_eq!((posts.len(), posts[0].date), (1, day(2026, 10, 25)));
    clock.set(Utc.with_ymd_and_hms(2026, 10, 25, 1, 30, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty(), "the repeated 02:30 does not post again");
}

#[tokio::test]
async fn two_groups_in_different_timezones_post_at_their_own_nine_oclock() {
    let dir = tempfile::tempdir().unwrap();
    // Configured when both groups' 09:00 has passed: each posts its own today at once.
    let clock = Arc::new(ManualClock::new(Utc.with_ymd_and_hms(2026, 1, 9, 15, 0, 0).unwrap()));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    say(
        &env,
        &caller("telegram", "1", "Ada", Some(tg_chat())),
        "/drill config tz=Asia/Shanghai time=09:00",
    )
    .await;
    say(
        &env,
        &caller("discord", "2", "Bo", Some(dc_chat())),
        "/drill config tz=America/New_York time=09:00",
    )
    .await;
    assert_eq!(env.drills.tick().await.unwrap().len(), 2);
    clock.set(Utc.with_ymd_and_hms(2026, 1, 10, 0, 59, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty());
    clock.set(Utc.with_ymd_and_hms(2026, 1, 10, 1, 0, 0).unwrap()); // 09:00 Shanghai, 20:00 NY (9th)
    let posts = env.drills.tick().await.unwrap();
    assert_eq!(posts.len(), 1);
    assert_eq!((&posts[0].chat, posts[0].date), (&tg_chat(), day(2026, 1, 10)));
    clock.set(Utc.with_ymd_and_hms(2026, 1, 10, 13, 59, 0).unwrap());
    assert!(env.drills.tick().await.unwrap().is_empty());
    clock.set(Utc.with_ymd_and_hms(2026, 1, 10, 14, 0, 0).unwrap()); // 09:00 New York
    let posts = env.drills.tick().await.unwrap();
    assert_eq!(posts.len(), 1);
    assert_eq!(posts[0].chat, dc_chat());
    assert_eq!(posts[0].date, day(2026, 1, 10));
}

#[tokio::test]
async fn days_the_bot_was_down_are_recorded_as_excused_and_admins_can_post_now() {
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 2, 1, 10, 0)));
    let env = open(dir.path(), clock.clone(), junior_bank()).await;
    let admin = caller("telegram", "1", "Ada", Some(tg_chat()));
    let member = caller("telegram", "2", "Ben", Some(tg_chat()));
    say(&env, &admin, "/drill config time=09:00").await;
    assert_eq!(env.drills.tick().await.unwrap().len(), 1);
    assert!(texts(&say(&env, &member, "/drill now").await).contains("Only this group's admins"));
    assert!(texts(&say(&env, &admin, "/drill now").await).contains("already posted"));
    clock.advance(Duration::days(3)); // down on the 2nd and 3rd
    assert_eq!(env.drills.tick().await.unwrap().len(), 1);
    let gid = env.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
    let ben = env.store.resolve(&member.user).await.unwrap();
    let excused: Vec<_> = env.drills.excused_days(&ben).await.unwrap().into_iter().collect();
    assert_eq!(excused, vec![day(2026, 2, 2), day(2026, 2, 3)], "no chat got a post those days");
    assert_eq!(env.store.last_posted(&GroupId(gid.0)).await.unwrap(), Some(day(2026, 2, 4)));
}

/// Records what a front end was asked to post; fails on demand (a platform outage).
#[derive(Default)]
struct Recorder {
    posted: std::sync::Mutex<Vec<String>>,
    fail: bool,
}

use mashang_core::drills::runner::DeliveryError;

#[async_trait::async_trait]
impl mashang_core::drills::runner::PostSink for Recorder {
    async fn post(&self, p: &mashang_core::drills::Posting) -> Result<(), DeliveryError> {
        if self.fail {
            return Err(DeliveryError::Platform("gateway down".into()));
        }
        self.posted.lock().unwrap().push(p.chat.to_string());
        Ok(())
    }
    async fn deliver(&self, _: &mashang_core::drills::DrillsReply) -> Result<(), DeliveryError> {
        Ok(())
    }
}

#[tokio::test]
async fn each_front_end_delivers_its_own_chats_once_and_an_outage_is_excused_and_retried() {
    use mashang_core::drills::Platform;
    let dir = tempfile::tempdir().unwrap();
    let clock = Arc::new(ManualClock::new(at("UTC", 2026, 6, 1, 8, 0)));
    // Two processes over one database: the Telegram bot and the Discord bot.
    let tg = open(dir.path(), clock.clone(), junior_bank()).await;
    let dc = open(dir.path(), clock.clone(), junior_bank()).await;
    let ada = caller("telegram", "1", "Ada", Some(tg_chat()));
    say(&tg, &ada, "/drill config time=09:00").await;
    let gid = tg.store.group_by_chat(&tg_chat()).await.unwrap().unwrap().id;
    let code = texts(&say(&tg, &caller("telegram", "1", "Ada", None), "/link").await);
    let code = code.split_whitespace().nth(3).unwrap().to_string();
    say(&dc, &caller("discord", "11", "Ada", None), &format!("/link {code}")).await;
    say(
        &dc,
        &caller("discord", "11", "Ada", Some(dc_chat())),
        &format!("/drill config join={}", gid.0),
    )
    .await;
    // Dan only uses Discord.
    let dan = caller("discord", "12", "Dan", Some(dc_chat()));
    say(&dc, &dan, "/drill").await;
    clock.set(at("UTC", 2026, 6, 1, 9, 1));
    let (tg_sink, dc_sink) = (Recorder::default(), Recorder::default());
    for _ in 0..3 {
        dc.drills.deliver_due(&dc_sink, Platform::Discord).await;
        tg.drills.deliver_due(&tg_sink, Platform::Telegram).await;
    }
    assert_eq!(*tg_sink.posted.lock().unwrap(), vec![tg_chat().to_string()]);
    assert_eq!(*dc_sink.posted.lock().unwrap(), vec![dc_chat().to_string()]);
    // Next day Discord is down: excused only for whoever could not read the post anywhere, and
    // the post is not lost.
    clock.set(at("UTC", 2026, 6, 2, 9, 1));
    let broken = Recorder { fail: true, ..Recorder::default() };
    dc.drills.deliver_due(&broken, Platform::Discord).await;
    tg.drills.deliver_due(&tg_sink, Platform::Telegram).await;
    assert_eq!(tg_sink.posted.lock().unwrap().len(), 2, "Telegram still gets its post");
    let ada_id = tg.store.resolve(&ada.user).await.unwrap();
    let dan_id = tg.store.resolve(&dan.user).await.unwrap();
    let excused = |id| {
        let drills = &tg.drills;
        async move { drills.excused_days(&id).await.unwrap().into_iter().collect::<Vec<_>>() }
    };
    assert!(excused(ada_id.clone()).await.is_empty(), "Ada's Telegram chat got the post");
    assert_eq!(excused(dan_id.clone()).await, vec![day(2026, 6, 2)], "Dan's only chat did not");
    clock.set(at("UTC", 2026, 6, 2, 9, 2));
    for _ in 0..2 {
        dc.drills.deliver_due(&dc_sink, Platform::Discord).await;
    }
    assert_eq!(dc_sink.posted.lock().unwrap().len(), 2, "posted once Discord is back, once");
    assert!(excused(dan_id).await.is_empty(), "delivered later that day: nobody is excused");
}

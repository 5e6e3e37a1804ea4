//! A study group following a plan, end to end through the real binary on each chat platform (the
//! fake Bot API server, the fake Discord) on the binary's test clock: the scheduler posts the
//! plan's first problem with its plan line, a member follows the plan and solves the post (judged
//! for real), `/plan progress` shows the group's and the member's progress, the next day's post
//! is the plan's next problem, and after a restart the member's progress is still there.

use std::path::Path;
use std::time::Duration;

use chrono_tz::Tz;
use mashang_core::drills::{ChatKey, DrillStore, GroupId, MemberId, Platform, StudyGroup};
use mashang_store_sqlite::SqliteStore;
use serde_json::json;

use crate::discord_e2e::{Bot as DiscordBot, posted, reply};
use crate::discord_gateway_fake::{CHANNEL, FakeDiscord, Place};
use crate::support::knobs;
use crate::telegram_board::solution;
use crate::telegram_drills::noon_zone;
use crate::telegram_fake::FakeTelegram;

const DEADLINE: Duration = Duration::from_secs(240);
/// The first two problems of the essentials plan, as its daily posts number them (Telegram's HTML
/// escapes the section's `&`).
const FIRST: &str = "📚 Interview essentials (75) · Arrays & hashing · 1/75";
const SECOND: &str = "hashing · 2/75";
const DAY_S: &str = "86400";

/// A test clock at the real time, and the knobs that put the binary on it with a fast scheduler.
fn clock(data: &Path) -> std::path::PathBuf {
    let skew = data.join("clock-skew");
    std::fs::write(&skew, "0").unwrap();
    skew
}

mod telegram {
    use super::*;
    use crate::telegram_bot::{self, Bot};

    const OWNER: i64 = 8101;
    const MEMBER: i64 = 8102;
    const GROUP: i64 = -1_008_100_001;

    fn start(fake: &FakeTelegram, data: &Path, skew: &Path) -> Bot {
        telegram_bot::start(fake, data, skew, &[(knobs::DRILL_TICK_MS, "200")])
    }

    async fn expect(fake: &FakeTelegram, cur: &mut usize, chat: i64, needle: &str) {
        let (i, _) = fake
            .wait_for(*cur, DEADLINE, needle, |s| s.chat == chat && s.text.contains(needle))
            .await;
        *cur = i + 1;
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_telegram_group_follows_a_plan_from_post_to_solve_to_progress_to_the_next_post() {
        let fake = FakeTelegram::start().await;
        fake.make_owner(OWNER);
        let data = tempfile::tempdir().unwrap();
        let skew = clock(data.path());
        let bot = start(&fake, data.path(), &skew);
        let mut cur = 0;

        // Posting from 00:00 in a zone where it is about noon: due at once, once a day.
        let config =
            format!("/drill config tz={} time=00:00 name=Owls plan=essentials", noon_zone());
        fake.group_text(OWNER, GROUP, &config);
        expect(&fake, &mut cur, GROUP, "study plan essentials").await;
        expect(&fake, &mut cur, GROUP, &FIRST.replace('&', "&amp;")).await;

        fake.text(MEMBER, "en", "/plan list", None);
        expect(&fake, &mut cur, MEMBER, "practical").await;
        fake.text(MEMBER, "en", "/plan start essentials", None);
        expect(&fake, &mut cur, MEMBER, "0/75 done").await;
        fake.group_text(MEMBER, GROUP, &solution());
        expect(&fake, &mut cur, GROUP, "Accepted").await;
        fake.group_text(MEMBER, GROUP, "/plan progress");
        expect(&fake, &mut cur, GROUP, "1/75 solved in the group, 1 posted").await;
        expect(&fake, &mut cur, GROUP, "1/75 solved (following since").await;

        // The next day: the plan's next problem.
        std::fs::write(&skew, DAY_S).unwrap();
        expect(&fake, &mut cur, GROUP, SECOND).await;

        // A restart keeps the member's plan and progress.
        drop(bot);
        let _bot = start(&fake, data.path(), &skew);
        fake.text(MEMBER, "en", "/plan progress", None);
        expect(&fake, &mut cur, MEMBER, "1/75 solved (following since").await;
    }
}

mod discord {
    use super::*;

    const OWNER: u64 = 1_300_000_000_000_008_101;
    const MEMBER: u64 = 1_300_000_000_000_008_102;

    /// The channel is a study group posting from 00:00 in a zone where it is about noon,
    /// following the essentials plan (as `/drill-admin config plan=essentials` leaves it).
    async fn seed(data: &Path) {
        let store = SqliteStore::open(data).await.unwrap();
        let chat = ChatKey::new(Platform::Discord, CHANNEL.to_string());
        let admin = MemberId(format!("discord:{OWNER}"));
        let mut g = StudyGroup::new(GroupId("gplan".into()), chat, admin);
        g.name = "Owls".into();
        g.tz = noon_zone().parse::<Tz>().unwrap();
        g.post_time = chrono::NaiveTime::from_hms_opt(0, 0, 0).unwrap();
        g.plan = Some("essentials".into());
        store.save_group(&g).await.unwrap();
    }

    fn start(fake: &FakeDiscord, data: &Path, skew: &Path) -> DiscordBot {
        let env = [
            (knobs::CLOCK_SKEW_FILE, skew.as_os_str()),
            (knobs::DRILL_TICK_MS, std::ffi::OsStr::new("200")),
        ];
        DiscordBot::start_with(fake, None, data, "discord", &env)
    }

    async fn plan(fake: &FakeDiscord, sub: &str, options: serde_json::Value) -> String {
        let options = json!([{"name": sub, "type": 1, "options": options}]);
        fake.command(MEMBER, Place::Channel(CHANNEL), "plan", options).await
    }

    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_discord_channel_follows_a_plan_from_post_to_solve_to_progress_to_the_next_post() {
        let fake = FakeDiscord::start().await;
        let data = tempfile::tempdir().unwrap();
        let skew = clock(data.path());
        seed(data.path()).await;
        let bot = start(&fake, data.path(), &skew);
        posted(&fake, CHANNEL, FIRST).await;

        let t =
            plan(&fake, "start", json!([{"name": "plan", "type": 3, "value": "essentials"}])).await;
        reply(&fake, &t, "0/75 done").await;
        let args = solution().trim_start_matches("/drill ").to_string();
        let options = json!([{"name": "args", "type": 3, "value": args}]);
        let t = fake.command(MEMBER, Place::Channel(CHANNEL), "drill", options).await;
        reply(&fake, &t, "Accepted").await;
        let t = plan(&fake, "progress", json!([])).await;
        reply(&fake, &t, "1/75 solved in the group, 1 posted").await;
        reply(&fake, &t, "1/75 solved (following since").await;

        std::fs::write(&skew, DAY_S).unwrap();
        posted(&fake, CHANNEL, SECOND).await;

        drop(bot);
        let _bot = start(&fake, data.path(), &skew);
        // The new process is up once it identified and registered its commands again.
        fake.wait_state("a second identify", DEADLINE, |i| i.identifies.len() >= 2).await;
        let registrations = |i: &crate::discord_gateway_fake::Inner| {
            i.calls.iter().filter(|c| c.method == "PUT" && c.path.ends_with("/commands")).count()
        };
        fake.wait_state("registration after the restart", DEADLINE, |i| registrations(i) >= 2)
            .await;
        let t = plan(&fake, "progress", json!([])).await;
        reply(&fake, &t, "1/75 solved (following since").await;
    }
}

//! Group commands survive a crash: the real binary aborts itself (`[testing] crash_at`) while
//! a member's drill submission in a study group is received, acknowledged, or being judged; after
//! a restart the member has exactly one verdict and the solve counts (board, streak) — on Telegram (a
//! group message, which Telegram redelivers if it was never acknowledged) and on Discord (a
//! `/drill` slash command, answered on its own interaction after the restart).

use serde_json::json;

use crate::crash::{Case, Front, KillOnDrop, aborted, dc_spawn, dc_up, exits, spawn, tg_env};
use crate::discord_e2e::{for_token, reply};
use crate::discord_gateway_fake::{CHANNEL, FakeDiscord, Place};
use crate::telegram_board::{seed, solution};
use crate::telegram_fake::FakeTelegram;
use mashang_core::drills::{ChatKey, Platform};

const DEADLINE: std::time::Duration = std::time::Duration::from_secs(240);
const ACCEPTED: &str = "Accepted";
const TG_GROUP: i64 = -1_001_234_567;
const TG_OWNER: i64 = 7101;
const TG_MEMBER: i64 = 7102;
const DC_OWNER: u64 = 1_300_000_000_000_007_401;
const DC_MEMBER: u64 = 1_300_000_000_000_007_402;

/// The steps of a group command where the process may die: before it is written down, once it
/// is acknowledged, and in the middle of judging.
const TG_POINTS: [&str; 3] = ["received", "acked", "group-judging"];
/// On Discord a command killed before it was deferred is one Discord reports as failed to the
/// member (who sends it again): the interesting kills come after the deferral.
const DC_POINTS: [&str; 2] = ["acked", "group-judging"];

async fn telegram_group_case(point: &'static str) {
    let case = Case { front: Front::Telegram, point, nth: 1 };
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    seed(
        data.path(),
        ChatKey::new(Platform::Telegram, TG_GROUP.to_string()),
        &format!("telegram:{TG_OWNER}"),
    )
    .await;
    let env = tg_env(&fake);
    let armed = spawn("telegram", data.path(), Some(&case), &env);
    fake.group_text(TG_MEMBER, TG_GROUP, &solution());
    aborted(exits(armed).await, &case);

    let _bot = KillOnDrop(spawn("telegram", data.path(), None, &env));
    let in_group = |s: &crate::telegram_fake::Sent, needle: &str| {
        s.chat == TG_GROUP && s.method == "sendMessage" && s.text.contains(needle)
    };
    let (at, _) = fake.wait_for(0, DEADLINE, "the verdict", |s| in_group(s, ACCEPTED)).await;
    // The board counts the solve; asked after the verdict, it also shows nothing else arrived.
    fake.group_text(TG_OWNER, TG_GROUP, "/leaderboard");
    let (_, board) =
        fake.wait_for(at + 1, DEADLINE, "the board", |s| in_group(s, "Leaderboard")).await;
    assert!(board.text.contains(&format!("U{TG_MEMBER}")), "{case:?}: {}", board.text);
    let verdicts = fake.sent().iter().filter(|s| in_group(s, ACCEPTED)).count();
    assert_eq!(verdicts, 1, "{case:?}: {:#?}", fake.sent());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_telegram_drill_submission_cut_off_by_a_crash_is_judged_and_answered_once_after_restart()
{
    for point in TG_POINTS {
        eprintln!("telegram group crash at {point}");
        telegram_group_case(point).await;
    }
}

async fn discord_group_case(point: &'static str) {
    let case = Case { front: Front::Discord, point, nth: 1 };
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    seed(
        data.path(),
        ChatKey::new(Platform::Discord, CHANNEL.to_string()),
        &format!("discord:{DC_OWNER}"),
    )
    .await;
    let armed = dc_spawn(&fake, data.path(), Some(&case));
    dc_up(&fake, 1).await;
    let args = solution().trim_start_matches("/drill ").to_string();
    let options = json!([{"name": "args", "type": 3, "value": args}]);
    let token = fake.command(DC_MEMBER, Place::Channel(CHANNEL), "drill", options).await;
    aborted(exits(armed).await, &case);

    let _bot = KillOnDrop(dc_spawn(&fake, data.path(), None));
    // The journaled command answers its own interaction (its token is minutes old at most).
    reply(&fake, &token, ACCEPTED).await;
    // The solve counts: the member's streak says today is done.
    let streak = fake.command(DC_MEMBER, Place::Channel(CHANNEL), "streak", json!([])).await;
    reply(&fake, &streak, "today: done").await;
    let verdicts = fake.with(|i| {
        i.calls
            .iter()
            .filter(|c| c.method != "GET" && for_token(c, &token) && c.raw.contains(ACCEPTED))
            .count()
    });
    assert_eq!(verdicts, 1, "{case:?}: the verdict was sent {verdicts} times");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_drill_command_cut_off_by_a_crash_answers_its_interaction_once_after_restart() {
    for point in DC_POINTS {
        eprintln!("discord group crash at {point}");
        discord_group_case(point).await;
    }
}

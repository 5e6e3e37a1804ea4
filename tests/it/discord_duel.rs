//! Duels through the real `mashang discord` binary and the fake Discord (gateway + REST): a
//! challenge by `/duel` with Accept/Decline buttons, accepted by button, the problem in both DMs,
//! a wrong and a right submission sent as DMs and judged for real, the channel's status message
//! edited in place, the rating change on `/duelboard`; an open challenge expiring on the binary's
//! test clock; a forfeit. A duel also takes submissions the interview's ways: a code block
//! addressed to the bot in the channel (verdict by DM), a bare code block in a DM, and the
//! `/submit` editor (answered privately).

use std::time::Duration;

use mashang_core::drills::{ChatKey, DrillStore, GroupId, MemberId, Platform, StudyGroup};
use mashang_store_sqlite::SqliteStore;
use serde_json::{Value, json};

use crate::discord_e2e::{Bot, ready, reference, reply};
use crate::discord_gateway_fake::{
    BOT, CHANNEL, Call, FakeDiscord, GUILD, HOSTILE, Place, dm_channel, message, user,
};
use crate::support::knobs;

const DEADLINE: Duration = Duration::from_secs(240);
const ANN: u64 = 1_300_000_000_000_007_201;
const BOB: u64 = 1_300_000_000_000_007_202;

/// The channel is already a study group (created by a server manager's `/drill-admin config`),
/// administered by Ann.
async fn seed_group(data: &std::path::Path) {
    let store = SqliteStore::open(data).await.unwrap();
    let chat = ChatKey::new(Platform::Discord, CHANNEL.to_string());
    let g = StudyGroup::new(GroupId("gduel".into()), chat, MemberId(format!("discord:{ANN}")));
    store.save_group(&g).await.unwrap();
}

/// Waits for a REST call `m` on a path containing `path` whose body contains `needle`.
async fn call(fake: &FakeDiscord, m: &str, path: &str, needle: &str) -> Call {
    fake.wait_call(0, needle, DEADLINE, |c| {
        c.method == m && c.path.contains(path) && c.raw.contains(needle)
    })
    .await
    .1
}

fn channel_messages() -> String {
    format!("/api/v10/channels/{CHANNEL}/messages")
}

async fn slash(fake: &FakeDiscord, who: u64, name: &str, args: Option<&str>) -> String {
    let options = match args {
        Some(a) => json!([{"name": "args", "type": 3, "value": a}]),
        None => json!([]),
    };
    fake.command(who, Place::Channel(CHANNEL), name, options).await
}

/// The custom id of the button starting with `prefix` on a posted message.
fn button(posted: &Call, prefix: &str) -> String {
    let rows = posted.body["components"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .find(|id| id.starts_with(prefix))
        .unwrap_or_else(|| panic!("no {prefix} button: {}", posted.raw))
}

async fn press(fake: &FakeDiscord, who: u64, posted: &Call, custom_id: &str) {
    let msg = message(1, CHANNEL, &posted.body);
    fake.button(who, Place::Channel(CHANNEL), custom_id, msg).await;
}

/// A DM from `who` to the bot.
async fn dm(fake: &FakeDiscord, who: u64, text: &str) {
    let mut m: Value = message(9, dm_channel(who), &json!({"content": text}));
    m["author"] = user(who);
    m["id"] = json!((who + 1_000 + text.len() as u64).to_string());
    fake.dispatch("MESSAGE_CREATE", m, DEADLINE).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_duel_is_accepted_by_button_won_by_the_right_solution_and_rated() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    seed_group(data.path()).await;
    let skew = data.path().join("clock-skew");
    let env = [
        (knobs::CLOCK_SKEW_FILE, skew.as_os_str()),
        (knobs::DUEL_TICK_MS, std::ffi::OsStr::new("200")),
    ];
    let _bot = Bot::start_with(&fake, None, data.path(), "discord", &env);
    let registered = ready(&fake).await;
    let names: Vec<&str> =
        registered.as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
    assert!(names.contains(&"duel") && names.contains(&"duelboard"), "{names:?}");

    let t = slash(&fake, BOB, "duelboard", None).await;
    reply(&fake, &t, "No rated duels").await;
    slash(&fake, ANN, "duel", Some(&format!("<@{BOB}> two-sum"))).await;
    let challenge =
        call(&fake, "POST", &channel_messages(), &format!("User {ANN} challenges User {BOB}"))
            .await;
    let accept = button(&challenge, "mashang-duel:/duel accept");
    button(&challenge, "mashang-duel:/duel decline");

    press(&fake, BOB, &challenge, &accept).await;
    let started = call(&fake, "PATCH", &channel_messages(), "working on it").await;
    let status_path = started.path.clone();
    let ann_dm =
        call(&fake, "POST", &format!("/channels/{}/messages", dm_channel(ANN)), "Duel against")
            .await;
    assert!(ann_dm.raw.contains("Two Sum"), "{}", ann_dm.raw);
    call(&fake, "POST", &format!("/channels/{}/messages", dm_channel(BOB)), "Duel against").await;

    dm(&fake, BOB, "/duel submit\n```python\nimport sys\nprint(0)\n```").await;
    call(&fake, "POST", &format!("/channels/{}/messages", dm_channel(BOB)), "Not accepted").await;
    let code = reference("two-sum");
    dm(&fake, ANN, &format!("/duel submit\n```python\n{}\n```", code.trim_end())).await;
    call(&fake, "POST", &format!("/channels/{}/messages", dm_channel(ANN)), "Accepted").await;
    let result = call(&fake, "PATCH", &status_path, &format!("User {ANN} wins")).await;
    assert!(result.raw.contains(&format!("Rating: User {ANN} 1662 (+162)")), "{}", result.raw);
    let edits = fake.with(|i| {
        i.calls
            .iter()
            .filter(|c| c.path.starts_with(&channel_messages()))
            .cloned()
            .collect::<Vec<_>>()
    });
    assert!(edits.iter().all(|c| !c.raw.contains("import sys")), "never the code in the channel");

    let t = slash(&fake, BOB, "duelboard", None).await;
    let board = reply(&fake, &t, "Duel ratings").await;
    assert!(board.raw.contains(&format!("1. User {ANN} — 1662 (1W 0L 0D)")), "{}", board.raw);

    // An open challenge nobody takes expires once the (test) clock passes ten minutes.
    slash(&fake, ANN, "duel", None).await;
    let open =
        call(&fake, "POST", &channel_messages(), &format!("User {ANN} challenges anyone")).await;
    assert!(!open.raw.contains("expired"));
    std::fs::write(&skew, "660").unwrap();
    call(&fake, "PATCH", &channel_messages(), "expired unanswered").await;

    // A forfeit.
    slash(&fake, BOB, "duel", None).await;
    let open =
        call(&fake, "POST", &channel_messages(), &format!("User {BOB} challenges anyone")).await;
    press(&fake, ANN, &open, &button(&open, "mashang-duel:/duel accept")).await;
    call(&fake, "PATCH", &channel_messages(), &format!("User {BOB} vs User {ANN}")).await;
    slash(&fake, BOB, "duel", Some("forfeit")).await;
    let forfeit = call(&fake, "PATCH", &channel_messages(), &format!("User {BOB} forfeited")).await;
    assert!(forfeit.raw.contains(&format!("User {ANN} wins")), "{}", forfeit.raw);
}

/// A message in the server channel from `who`, addressed to the bot (a mention).
async fn channel_mention(fake: &FakeDiscord, who: u64, text: &str) {
    let mut m: Value = message(9, CHANNEL, &json!({"content": format!("<@{BOT}> {text}")}));
    m["author"] = user(who);
    m["guild_id"] = json!(GUILD.to_string());
    m["mentions"] = json!([user(BOT)]);
    m["id"] = json!((who + 2_000 + text.len() as u64).to_string());
    fake.dispatch("MESSAGE_CREATE", m, DEADLINE).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_duel_takes_submissions_from_the_submit_editor_and_code_blocks_like_an_interview()
{
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    seed_group(data.path()).await;
    let _bot = Bot::start(&fake, None, data.path(), "discord");
    ready(&fake).await;
    // Answered once the duels are installed (they are, right after the commands are registered).
    let t = slash(&fake, BOB, "duelboard", None).await;
    reply(&fake, &t, "No rated duels").await;
    slash(&fake, ANN, "duel", Some(&format!("<@{BOB}> two-sum"))).await;
    let challenge =
        call(&fake, "POST", &channel_messages(), &format!("User {ANN} challenges User {BOB}"))
            .await;
    press(&fake, BOB, &challenge, &button(&challenge, "mashang-duel:/duel accept")).await;
    let started = call(&fake, "PATCH", &channel_messages(), "working on it").await;
    let bob_dm = format!("/channels/{}/messages", dm_channel(BOB));

    // A code block addressed to the bot in the channel: judged for the duel, the verdict in a
    // DM (the channel sees the status only).
    channel_mention(&fake, BOB, "```python\nprint(0)\n```").await;
    call(&fake, "POST", &bob_dm, "Not accepted").await;
    call(&fake, "PATCH", &started.path, &format!("User {BOB}")).await;
    // A bare code block in a DM, without `/duel submit`.
    dm(&fake, BOB, "```python\nprint(1)\n```").await;
    let verdicts = |i: &crate::discord_gateway_fake::Inner| {
        i.calls
            .iter()
            .filter(|c| c.path.contains(&bob_dm) && c.raw.contains("Not accepted"))
            .count()
    };
    fake.wait_state("both submissions judged", DEADLINE, |i| verdicts(i) == 2).await;

    // The `/submit` editor (a modal): judged for the duel, answered privately, and the winner
    // shows in the channel's status.
    let code = reference("two-sum");
    let token = fake
        .modal(ANN, Place::Channel(CHANNEL), "mashang:submit:python", &[("code", code.trim_end())])
        .await;
    let (_, ack) = fake
        .wait_call(0, "the modal's acknowledgement", DEADLINE, |c| {
            c.path.ends_with("/callback") && c.path.contains(&token)
        })
        .await;
    assert_eq!(ack.body["data"]["flags"], 64, "ephemeral: {}", ack.raw);
    reply(&fake, &token, "Accepted").await;
    call(&fake, "PATCH", &started.path, &format!("User {ANN} wins")).await;
    let leaked = fake.with(|i| {
        i.calls
            .iter()
            .any(|c| c.path.starts_with(&channel_messages()) && c.raw.contains("print(0)"))
    });
    assert!(!leaked, "the bot never repeats the code in the channel");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_member_named_everyone_pings_nobody_and_their_name_carries_no_markup_or_bidi() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    seed_group(data.path()).await;
    let _bot = Bot::start(&fake, None, data.path(), "discord");
    ready(&fake).await;
    let t = slash(&fake, BOB, "duelboard", None).await;
    reply(&fake, &t, "No rated duels").await;
    slash(&fake, HOSTILE, "duel", Some(&format!("<@{BOB}> two-sum"))).await;
    let challenge =
        call(&fake, "POST", &channel_messages(), &format!("challenges User {BOB}")).await;
    let text = challenge.body["content"].as_str().unwrap_or_default().to_string();
    for raw in ["@everyone", "<@&1>", "](https", "\u{202E}", "\u{200B}"] {
        assert!(!text.contains(raw), "{raw:?} shown raw: {text}");
    }
    assert!(text.contains("＠everyone"), "the name is shown, made inert: {text}");
    // Every message the bot wrote (posts, edits, interaction replies) pings nobody.
    let written: Vec<Call> = fake.with(|i| {
        i.calls
            .iter()
            .filter(|c| c.body.get("content").is_some_and(Value::is_string))
            .cloned()
            .collect()
    });
    assert!(written.len() >= 2, "{written:?}");
    for c in &written {
        let m = &c.body["allowed_mentions"];
        assert_eq!(m["parse"], json!([]), "{} {} may ping: {}", c.method, c.path, c.raw);
        assert_eq!((m["users"].clone(), m["roles"].clone()), (json!([]), json!([])), "{}", c.raw);
    }
}

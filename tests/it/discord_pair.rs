//! Peer mock interviews through the real `mashang discord` binary and the fake Discord (gateway +
//! REST): `/pair now` from two members of the channel's study group, the match in both DMs with
//! Accept buttons, a private thread opened with both added, check-in by DM, both halves with the
//! interviewer's pack by DM only, each candidate's code judged for real with the verdict in the
//! thread, the half-time swap and the end on the binary's test clock, and feedback by DM. Nothing
//! of the session is posted in the channel itself.

use std::time::Duration;

use mashang_core::drills::{ChatKey, DrillStore, GroupId, MemberId, Platform, StudyGroup};
use mashang_store_sqlite::SqliteStore;
use serde_json::{Value, json};

use crate::discord_e2e::{Bot, ready};
use crate::discord_gateway_fake::{CHANNEL, Call, FakeDiscord, Place, dm_channel, message, user};
use crate::support::knobs;
use crate::telegram_pair::{reference_for, section};

const DEADLINE: Duration = Duration::from_secs(240);
const ANN: u64 = 1_300_000_000_000_007_301;
const BOB: u64 = 1_300_000_000_000_007_302;

/// The first call from index `from` posting to a path containing `path` with `needle` in it.
async fn posted(fake: &FakeDiscord, from: usize, path: &str, needle: &str) -> (usize, Call) {
    fake.wait_call(from, needle, DEADLINE, |c| {
        c.method == "POST" && c.path.contains(path) && c.raw.contains(needle)
    })
    .await
}

fn dm_path(who: u64) -> String {
    format!("/channels/{}/messages", dm_channel(who))
}

async fn slash(fake: &FakeDiscord, who: u64, args: &str) -> String {
    let options = json!([{"name": "args", "type": 3, "value": args}]);
    fake.command(who, Place::Channel(CHANNEL), "pair", options).await
}

fn accept_button(posted: &Call) -> String {
    let rows = posted.body["components"].as_array().cloned().unwrap_or_default();
    rows.iter()
        .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
        .filter_map(|b| b["custom_id"].as_str().map(str::to_string))
        .find(|id| id.starts_with("mashang-pair:/pair accept"))
        .unwrap_or_else(|| panic!("no accept button: {}", posted.raw))
}

async fn press(fake: &FakeDiscord, who: u64, posted: &Call) {
    let msg = message(1, dm_channel(who), &posted.body);
    fake.button(who, Place::Channel(CHANNEL), &accept_button(posted), msg).await;
}

/// A DM from `who` to the bot.
async fn dm(fake: &FakeDiscord, who: u64, text: &str) {
    let mut m: Value = message(9, dm_channel(who), &json!({"content": text}));
    m["author"] = user(who);
    m["id"] = json!((who % 1_000_000 + 5_000 + text.len() as u64 * 13).to_string());
    fake.dispatch("MESSAGE_CREATE", m, DEADLINE).await;
}

fn content(c: &Call) -> String {
    c.body["content"].as_str().unwrap_or_default().to_string()
}

/// One half: the pack to `interviewer`'s DM, the problem to `candidate`'s, the code judged and
/// the verdict in the thread; the candidate's DMs never carry the interviewer's material.
async fn half(
    fake: &FakeDiscord,
    from: usize,
    thread: &str,
    interviewer: u64,
    candidate: u64,
    right: bool,
) -> usize {
    let (_, pack) = posted(fake, from, &dm_path(interviewer), "interviewer only").await;
    let (_, problem) = posted(fake, from, &dm_path(candidate), "Your problem").await;
    let pack = content(&pack);
    let hints = section(&pack, "Hints");
    assert!(!hints.is_empty(), "{pack}");
    let title = crate::telegram_pair::title_of(&content(&problem));
    let code = if right { reference_for(&title) } else { "print(0)".to_string() };
    dm(fake, candidate, &format!("/pair submit\n```python\n{}\n```", code.trim_end())).await;
    let needle = format!("User {candidate}'s run: ");
    let (i, verdict) = posted(fake, from, &format!("/channels/{thread}/messages"), &needle).await;
    assert_eq!(content(&verdict).contains("accepted ("), right, "{}", verdict.raw);
    let to_candidate = fake.with(|s| {
        s.calls
            .iter()
            .skip(from)
            .filter(|c| c.path.contains(&dm_path(candidate)))
            .cloned()
            .collect::<Vec<_>>()
    });
    for c in to_candidate {
        for h in &hints {
            assert!(!c.raw.contains(h.as_str()), "candidate saw `{h}`: {}", c.raw);
        }
        assert!(!c.raw.contains("Rubric:"), "{}", c.raw);
    }
    i
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_discord_peer_interview_runs_in_a_private_thread_with_both_and_ends_with_feedback() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    {
        let store = SqliteStore::open(data.path()).await.unwrap();
        let chat = ChatKey::new(Platform::Discord, CHANNEL.to_string());
        let g = StudyGroup::new(GroupId("gpair".into()), chat, MemberId(format!("discord:{ANN}")));
        store.save_group(&g).await.unwrap();
    }
    let skew = data.path().join("clock-skew");
    let env = [
        (knobs::CLOCK_SKEW_FILE, skew.as_os_str()),
        (knobs::DUEL_TICK_MS, std::ffi::OsStr::new("200")),
    ];
    let _bot = Bot::start_with(&fake, None, data.path(), "discord", &env);
    let registered = ready(&fake).await;
    let names: Vec<&str> =
        registered.as_array().unwrap().iter().filter_map(|c| c["name"].as_str()).collect();
    assert!(names.contains(&"pair"), "{names:?}");

    slash(&fake, ANN, "now").await;
    posted(&fake, 0, &dm_path(ANN), "Looking for a partner").await;
    slash(&fake, BOB, "now").await;
    let (_, to_ann) = posted(&fake, 0, &dm_path(ANN), &format!("Match: User {BOB}")).await;
    let (_, to_bob) = posted(&fake, 0, &dm_path(BOB), &format!("Match: User {ANN}")).await;
    press(&fake, ANN, &to_ann).await;
    press(&fake, BOB, &to_bob).await;

    // The shared space: a private thread in the group's channel, both members added.
    let (_, thread) =
        posted(&fake, 0, &format!("/channels/{CHANNEL}/threads"), "Peer interview").await;
    assert_eq!(thread.body["type"], json!(12), "a private thread: {}", thread.raw);
    for who in [ANN, BOB] {
        fake.wait_call(0, "thread member", DEADLINE, |c| {
            c.method == "PUT" && c.path.ends_with(&format!("/thread-members/{who}"))
        })
        .await;
    }
    let thread_id = fake.with(|s| {
        s.calls
            .iter()
            .find(|c| c.method == "PUT" && c.path.contains("/thread-members/"))
            .map(|c| c.path.split('/').nth(4).unwrap_or_default().to_string())
            .unwrap_or_default()
    });
    let thread_msgs = format!("/channels/{thread_id}/messages");
    posted(&fake, 0, &thread_msgs, "Both, send /pair ready").await;

    dm(&fake, ANN, "/pair ready").await;
    dm(&fake, BOB, "/pair ready").await;
    let (started, head) = posted(&fake, 0, &thread_msgs, "Half 1:").await;
    assert!(content(&head).contains(&format!("User {ANN} interviews User {BOB}")), "{}", head.raw);
    let after_first = half(&fake, started, &thread_id, ANN, BOB, true).await;

    std::fs::write(&skew, (31 * 60).to_string()).unwrap();
    let (swapped, _) = posted(&fake, after_first, &thread_msgs, "roles swap").await;
    posted(&fake, swapped, &thread_msgs, &format!("User {BOB} interviews User {ANN}")).await;
    let after_second = half(&fake, swapped, &thread_id, BOB, ANN, false).await;
    std::fs::write(&skew, (61 * 60).to_string()).unwrap();
    posted(&fake, after_second, &thread_msgs, "Please give feedback").await;

    dm(&fake, ANN, "/pair feedback 5 4 4 3 4 solid").await;
    dm(&fake, BOB, "/pair feedback 3 3 4 4 5 nice hints").await;
    let (_, about_ann) = posted(&fake, after_second, &dm_path(ANN), "Feedback about you").await;
    assert!(content(&about_ann).contains("nice hints"), "{}", about_ann.raw);
    let (_, about_bob) = posted(&fake, after_second, &dm_path(BOB), "Feedback about you").await;
    assert!(content(&about_bob).contains("Correctness: 5/5"), "{}", about_bob.raw);

    // Nothing of the session went to the channel itself (the group's daily drill may).
    let in_channel = fake.with(|s| {
        s.calls
            .iter()
            .filter(|c| c.path.ends_with(&format!("/channels/{CHANNEL}/messages")))
            .map(|c| c.raw.clone())
            .collect::<Vec<_>>()
    });
    for raw in in_channel {
        for leak in ["/pair", "Peer interview", "run: ", "interview", "Feedback", "Match:"] {
            assert!(!raw.contains(leak), "`{leak}` in the channel: {raw}");
        }
    }
}

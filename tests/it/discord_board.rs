//! The live leaderboard through the real `mashang discord` binary and the fake Discord: a server
//! manager pins a board with `/drill-admin board` (posted, then `PUT …/pins/{id}`), a solve
//! edits it (`PATCH …/messages/{id}`) once the edit gap has passed on the binary's test clock, a
//! burst of solves inside one gap is one edit with the final standing, a board deleted in the
//! channel (the edit answered 404 with JSON code 10008) is posted and pinned anew and edited from
//! then on, and unpinning unpins it; a member without Manage Server may not pin.

use std::time::Duration;

use serde_json::json;

use crate::discord_e2e::{Bot, reply};
use crate::discord_gateway_fake::{CHANNEL, Call, FakeDiscord, Place};
use crate::support::knobs;
use crate::telegram_board::{GAP_S, seed, skew_gaps, solution};
use mashang_core::drills::{ChatKey, Platform};

const DEADLINE: Duration = Duration::from_secs(240);
const OWNER: u64 = 1_300_000_000_000_007_301;
const SOLVERS: [u64; 5] = [
    1_300_000_000_000_007_302,
    1_300_000_000_000_007_303,
    1_300_000_000_000_007_304,
    1_300_000_000_000_007_305,
    1_300_000_000_000_007_306,
];

/// What a board with `n` members on it says (Discord names are long: a board line cuts them to
/// 14 characters, so the count tells the boards apart).
fn solvers(n: usize) -> String {
    format!("{n} solver(s)")
}

async fn board_action(fake: &FakeDiscord, who: u64, action: &str) -> String {
    let mut options = vec![json!({"name": "action", "type": 3, "value": action})];
    if action == "pin" {
        options.push(json!({"name": "window", "type": 3, "value": "all"}));
    }
    let sub = json!([{"name": "board", "type": 1, "options": options}]);
    fake.command(who, Place::Channel(CHANNEL), "drill-admin", sub).await
}

async fn solve(fake: &FakeDiscord, who: u64) {
    let args = solution().trim_start_matches("/drill ").to_string();
    let options = json!([{"name": "args", "type": 3, "value": args}]);
    let token = fake.command(who, Place::Channel(CHANNEL), "drill", options).await;
    reply(fake, &token, "Accepted").await;
}

/// The message id in a pin call's path (`…/pins/{id}`), for pins at or after call `from`.
async fn pinned(fake: &FakeDiscord, from: usize, method: &str) -> (usize, u64) {
    let (i, c) = fake
        .wait_call(from, "a pin call", DEADLINE, |c| {
            c.method == method
                && c.path.contains(&format!("/channels/{CHANNEL}/"))
                && c.path.contains("/pins/")
        })
        .await;
    (i, c.path.rsplit('/').next().unwrap().parse().unwrap())
}

fn edits_of(fake: &FakeDiscord, id: u64) -> Vec<Call> {
    let path = format!("/api/v10/channels/{CHANNEL}/messages/{id}");
    fake.with(|i| {
        i.calls.iter().filter(|c| c.method == "PATCH" && c.path == path).cloned().collect()
    })
}

async fn edit_with(fake: &FakeDiscord, id: u64, needle: &str) -> Call {
    let path = format!("/api/v10/channels/{CHANNEL}/messages/{id}");
    let what = format!("an edit of the board {id} showing {needle}");
    fake.wait_call(0, &what, DEADLINE, |c| {
        c.method == "PATCH" && c.path == path && c.raw.contains(needle)
    })
    .await
    .1
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pinned_discord_board_is_edited_as_solves_arrive_coalesced_and_reposted_when_deleted() {
    let fake = FakeDiscord::start().await;
    let data = tempfile::tempdir().unwrap();
    let skew = data.path().join("clock-skew");
    std::fs::write(&skew, "0").unwrap();
    let chat = ChatKey::new(Platform::Discord, CHANNEL.to_string());
    seed(data.path(), chat, &format!("discord:{OWNER}")).await;
    let gap = GAP_S.to_string();
    let env = [
        (knobs::CLOCK_SKEW_FILE, skew.as_os_str()),
        (knobs::BOARD_TICK_MS, std::ffi::OsStr::new("100")),
        (knobs::BOARD_GAP_SECS, std::ffi::OsStr::new(&gap)),
    ];
    // No wait for the command registration: a command is served as soon as the gateway is up.
    let _bot = Bot::start_with(&fake, None, data.path(), "discord", &env);

    // Without Manage Server the command is refused; a manager pins the board.
    let t = board_action(&fake, SOLVERS[0], "pin").await;
    reply(&fake, &t, "Only members who can manage this server").await;
    fake.make_manager(OWNER);
    let t = board_action(&fake, OWNER, "pin").await;
    reply(&fake, &t, "Live board (all time) pinned").await;
    let (_, id) = pinned(&fake, 0, "PUT").await;
    let posted = fake.with(|i| {
        i.calls
            .iter()
            .find(|c| c.method == "POST" && c.raw.contains("Owls — live board"))
            .cloned()
            .expect("the board was posted")
    });
    assert!(posted.raw.contains("Nobody has scored yet"), "{}", posted.raw);

    // A solve: edited once the gap has passed.
    solve(&fake, SOLVERS[0]).await;
    assert!(edits_of(&fake, id).is_empty(), "no edit inside the gap");
    skew_gaps(&skew, 1);
    edit_with(&fake, id, &solvers(1)).await;

    // A burst inside one gap: one edit with the final standing.
    for who in &SOLVERS[1..4] {
        solve(&fake, *who).await;
    }
    assert_eq!(edits_of(&fake, id).len(), 1, "the burst waits for the gap");
    skew_gaps(&skew, 2);
    let last = edit_with(&fake, id, &solvers(4)).await;
    assert_eq!(last.raw.matches("User 13").count(), 4, "{}", last.raw);
    assert_eq!(edits_of(&fake, id).len(), 2, "the burst was one edit");

    // Deleted in the channel: 10008 on the edit, so a new board is posted, pinned and used.
    let before = fake.with(|i| i.calls.len());
    fake.delete_message(id);
    solve(&fake, SOLVERS[4]).await;
    skew_gaps(&skew, 3);
    let (_, new_id) = pinned(&fake, before, "PUT").await;
    assert_ne!(new_id, id);
    let reposted = fake.with(|i| {
        i.calls[before..].iter().any(|c| {
            c.method == "POST" && c.raw.contains("Owls — live board") && c.raw.contains(&solvers(5))
        })
    });
    assert!(reposted, "the new board shows the latest solve");

    // Unpinned by the manager.
    let t = board_action(&fake, OWNER, "unpin").await;
    reply(&fake, &t, "Live board unpinned").await;
    let (_, unpinned) = pinned(&fake, before, "DELETE").await;
    assert_eq!(unpinned, new_id);
}

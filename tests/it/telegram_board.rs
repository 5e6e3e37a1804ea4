//! The live leaderboard through the real `mashang telegram` binary and the fake Bot API server:
//! an admin pins a board (posted, then pinned silently), a solve edits it once the edit gap has
//! passed on the binary's test clock, a burst of solves inside one gap is one edit showing the
//! final standing, a board deleted in the chat is posted and pinned anew and that message is
//! edited from then on (after a restart too), a member's `/forget` turns their line into
//! "deleted user", and unpinning unpins the message.

use std::path::Path;
use std::time::Duration;

use chrono::Utc;
use mashang_core::drills::store::PostingRecord;
use mashang_core::drills::{ChatKey, DrillStore, GroupId, MemberId, StudyGroup};
use mashang_store_sqlite::SqliteStore;

use crate::support::knobs;
use crate::telegram_bot::{self as telegram_bot, Bot};
use crate::telegram_fake::{FakeTelegram, Sent};

const DEADLINE: Duration = Duration::from_secs(240);
/// The least time between two edits of a board in these tests: longer than any test takes, so
/// only moving the test clock lets an edit through.
pub(crate) const GAP_S: i64 = 3600;
const OWNER: i64 = 7301;
const GROUP: i64 = -1_005_550_001;
/// The members who solve, in order.
const SOLVERS: [i64; 6] = [7302, 7303, 7304, 7305, 7306, 7307];

/// The binary on the test clock (`skew`), looking at its boards every 100 ms.
fn start(fake: &FakeTelegram, data: &Path, skew: &Path) -> Bot {
    let gap = GAP_S.to_string();
    telegram_bot::start(
        fake,
        data,
        skew,
        &[(knobs::BOARD_TICK_MS, "100"), (knobs::BOARD_GAP_SECS, &gap)],
    )
}

/// A study group "Owls" in `chat` administered by `admin`, with two-sum as today's drill.
pub(crate) async fn seed(data: &Path, chat: ChatKey, admin: &str) {
    let store = SqliteStore::open(data).await.unwrap();
    let mut g = StudyGroup::new(GroupId("gowls".into()), chat, MemberId(admin.into()));
    g.name = "Owls".into();
    store.save_group(&g).await.unwrap();
    let today = Utc::now().date_naive();
    let post = PostingRecord {
        group: g.id.clone(),
        date: today,
        problem: "two-sum".into(),
        posted_at: Utc::now(),
    };
    assert!(store.claim_posting(&post, &[]).await.unwrap());
}

/// Waits until the store says the board's message is `message`.
pub(crate) async fn stored(data: &Path, message: &str) {
    let store = SqliteStore::open(data).await.unwrap();
    let end = std::time::Instant::now() + DEADLINE;
    loop {
        let boards = store.live_boards().await.unwrap();
        if boards.iter().any(|b| b.message.as_deref() == Some(message)) {
            return;
        }
        assert!(
            std::time::Instant::now() < end,
            "the board {message} was never stored: {boards:?}"
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A drill submission of two-sum's reference solution.
pub(crate) fn solution() -> String {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems/two-sum/solutions/ref.py");
    let code = std::fs::read_to_string(path).unwrap();
    format!("/drill submit\n```python\n{}\n```", code.trim_end())
}

/// Moves the binary's clock `n` gaps ahead of the real one.
pub(crate) fn skew_gaps(skew: &Path, n: i64) {
    std::fs::write(skew, (n * GAP_S + 1).to_string()).unwrap();
}

/// Every edit of message `id` in the group so far.
fn edits(fake: &FakeTelegram, id: i64) -> Vec<Sent> {
    let edited = |s: &Sent| s.method == "editMessageText" && s.chat == GROUP && s.message_id == id;
    fake.sent().into_iter().filter(edited).collect()
}

async fn solve(fake: &FakeTelegram, cur: &mut usize, who: i64) {
    fake.group_text(who, GROUP, &solution());
    let (i, _) = fake
        .wait_for(*cur, DEADLINE, "an accepted solve", |s| {
            s.chat == GROUP && s.method == "sendMessage" && s.text.contains("Accepted")
        })
        .await;
    *cur = i + 1;
}

async fn edit_with(fake: &FakeTelegram, id: i64, needle: &str) -> Sent {
    let what = format!("an edit of the board {id} showing {needle}");
    fake.wait_for(0, DEADLINE, &what, |s| {
        s.method == "editMessageText" && s.message_id == id && s.text.contains(needle)
    })
    .await
    .1
}

fn is_board(s: &Sent) -> bool {
    s.chat == GROUP && s.method == "sendMessage" && s.text.contains("Owls — live board")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_pinned_telegram_board_is_edited_as_solves_arrive_coalesced_and_reposted_when_deleted() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let skew = data.path().join("clock-skew");
    std::fs::write(&skew, "0").unwrap();
    seed(
        data.path(),
        ChatKey::new(mashang_core::drills::Platform::Telegram, GROUP.to_string()),
        &format!("telegram:{OWNER}"),
    )
    .await;
    fake.make_owner(OWNER);
    let mut bot = start(&fake, data.path(), &skew);
    let name = |who: i64| format!("U{who}");

    // Pinned by the admin: posted in the group, then pinned without a notification.
    fake.group_text(OWNER, GROUP, "/drill board pin all");
    fake.wait_for(0, DEADLINE, "the pin's answer", |s| {
        s.text.contains("Live board (all time) pinned")
    })
    .await;
    let (at, board) = fake.wait_for(0, DEADLINE, "the board", is_board).await;
    assert!(board.text.contains("Nobody has scored yet"), "{}", board.text);
    let id = board.message_id;
    fake.wait_call("pinChatMessage", DEADLINE, |p| {
        p["message_id"] == id && p["chat_id"] == GROUP && p["disable_notification"] == true
    })
    .await;
    let mut cur = at + 1;

    // A solve: the board waits for the edit gap, then shows the solver.
    solve(&fake, &mut cur, SOLVERS[0]).await;
    assert!(edits(&fake, id).is_empty(), "no edit inside the gap");
    skew_gaps(&skew, 1);
    let first = edit_with(&fake, id, &name(SOLVERS[0])).await;
    assert!(first.text.contains("1. 🥇"), "{}", first.text);

    // A burst of three solves inside one gap: one edit, with the final standing.
    for who in &SOLVERS[1..4] {
        solve(&fake, &mut cur, *who).await;
    }
    assert_eq!(edits(&fake, id).len(), 1, "the burst waits for the gap");
    skew_gaps(&skew, 2);
    let last = edit_with(&fake, id, &name(SOLVERS[3])).await;
    for who in &SOLVERS[..4] {
        assert!(last.text.contains(&name(*who)), "final board lacks {who}: {}", last.text);
    }
    assert_eq!(edits(&fake, id).len(), 2, "the burst was one edit: {:?}", edits(&fake, id));

    // Deleted in the chat: the next edit fails as "message to edit not found", so a new board
    // is posted and pinned.
    fake.delete_message(GROUP, id);
    solve(&fake, &mut cur, SOLVERS[4]).await;
    skew_gaps(&skew, 3);
    let (_, fresh) =
        fake.wait_for(0, DEADLINE, "a new board", |s| is_board(s) && s.message_id != id).await;
    assert!(fresh.text.contains(&name(SOLVERS[4])), "{}", fresh.text);
    let new_id = fresh.message_id;
    fake.wait_call("pinChatMessage", DEADLINE, |p| p["message_id"] == new_id).await;

    // After a restart the new message is the one edited; no third board is posted. (Stopped
    // once the new message is stored: killed between posting and storing, a process posts the
    // board again when it comes back, which is the at-least-once window of any post.)
    stored(data.path(), &new_id.to_string()).await;
    drop(bot);
    bot = start(&fake, data.path(), &skew);
    solve(&fake, &mut cur, SOLVERS[5]).await;
    skew_gaps(&skew, 4);
    edit_with(&fake, new_id, &name(SOLVERS[5])).await;
    assert_eq!(fake.sent().iter().filter(|s| is_board(s)).count(), 2, "one repost only");

    // A member's /forget: their line stays (the others' ranks do not move) as "deleted user".
    fake.text(SOLVERS[0], "en", "/forget", None);
    fake.wait_for(0, DEADLINE, "forget done", |s| {
        s.chat == SOLVERS[0] && s.text.contains("has been deleted")
    })
    .await;
    skew_gaps(&skew, 5);
    let forgotten = edit_with(&fake, new_id, "deleted user").await;
    assert!(!forgotten.text.contains(&name(SOLVERS[0])), "{}", forgotten.text);
    assert!(forgotten.text.contains(&name(SOLVERS[1])), "{}", forgotten.text);

    // Unpinned by the admin: the message is unpinned and no longer edited.
    fake.group_text(OWNER, GROUP, "/drill board unpin");
    fake.wait_for(0, DEADLINE, "the unpin's answer", |s| s.text.contains("Live board unpinned"))
        .await;
    fake.wait_call("unpinChatMessage", DEADLINE, |p| p["message_id"] == new_id).await;
    drop(bot);
}

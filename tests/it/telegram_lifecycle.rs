//! A study group's chat over its life, through the real `mashang telegram` binary and the fake
//! Bot API server: a group upgraded to a supergroup keeps its board, daily post and history
//! whether the bot learns it from the migration service messages or from a send refused with
//! `migrate_to_chat_id`; a group that removed the bot is posted to no more and its admin gets
//! one DM, until an admin's `/drill now` there shows the bot is back.

use std::path::Path;
use std::time::Duration;

use chrono::Utc;
use mashang_core::drills::board::Window;
use mashang_core::drills::live::LiveBoard;
use mashang_core::drills::{
    ChatKey, DrillStore, GroupId, Member, MemberId, Platform, PostingRecord, SolveRecord,
    StudyGroup,
};
use mashang_i18n::Locale;
use mashang_store_sqlite::SqliteStore;

use crate::support::knobs;
use crate::telegram_bot::{self, Bot};
use crate::telegram_fake::{ChatFault, FakeTelegram, Sent};

const DEADLINE: Duration = Duration::from_secs(240);
const OWNER: i64 = 7401;
/// Solved before the chat moved (seeded in the store).
const SOLVER: i64 = 7402;
/// Asks for the leaderboard in the new chat.
const ASKER: i64 = 7403;
/// A basic group and the supergroup it becomes.
const OLD: i64 = -4_007_401;
const NEW: i64 = -1_007_007_401;
/// A second group whose posts show the scheduler ran after the first one's chat went.
const OTHER: i64 = -1_007_007_499;

fn tg(chat: i64) -> ChatKey {
    ChatKey::new(Platform::Telegram, chat.to_string())
}

/// The binary, its scheduler and boards looking every 100 ms.
fn start(fake: &FakeTelegram, data: &Path) -> Bot {
    let skew = data.join("clock-skew");
    std::fs::write(&skew, "0").unwrap();
    telegram_bot::start(
        fake,
        data,
        &skew,
        &[(knobs::DRILL_TICK_MS, "100"), (knobs::BOARD_TICK_MS, "100")],
    )
}

/// Study group `id` named `name` in `chat`, administered by [`OWNER`], with its daily post off
/// (so only the posts the test claims go out) and one solve by [`SOLVER`].
async fn seed(data: &Path, id: &str, name: &str, chat: i64) -> GroupId {
    let store = SqliteStore::open(data).await.unwrap();
    let mut g =
        StudyGroup::new(GroupId(id.into()), tg(chat), MemberId(format!("telegram:{OWNER}")));
    g.name = name.into();
    g.enabled = false;
    store.save_group(&g).await.unwrap();
    let solver = MemberId(format!("telegram:{SOLVER}"));
    let m = Member {
        id: solver.clone(),
        name: format!("U{SOLVER}"),
        tz: chrono_tz::Tz::UTC,
        locale: Locale::En,
        daily_practice: false,
        tz_next: None,
    };
    store.save_member(&m).await.unwrap();
    store.join(&g.id, &solver).await.unwrap();
    let now = Utc::now();
    let solve = SolveRecord {
        member: solver,
        group: Some(g.id.clone()),
        problem: "two-sum".into(),
        day: now.date_naive(),
        points: 10,
        hints: 0,
        at: now,
        lang: "python".into(),
    };
    assert!(store.record_solve(&solve).await.unwrap());
    g.id
}

/// Pins a live board of `group` in `chat` (as `/drill board pin all` would).
async fn pin(data: &Path, group: &GroupId, chat: i64) {
    let store = SqliteStore::open(data).await.unwrap();
    let board = LiveBoard {
        chat: tg(chat),
        group: group.clone(),
        window: Window::All,
        message: None,
        shown: None,
        edited_at: None,
        unpin: false,
    };
    store.pin_board(&board).await.unwrap();
}

/// Claims today's post of `group`: the scheduler delivers it on its next pass.
async fn post_today(data: &Path, group: &GroupId) {
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

/// Waits until the store has the group in `chat`.
async fn group_at(data: &Path, chat: i64) -> StudyGroup {
    let store = SqliteStore::open(data).await.unwrap();
    let end = std::time::Instant::now() + DEADLINE;
    loop {
        if let Some(g) = store.group_by_chat(&tg(chat)).await.unwrap() {
            return g;
        }
        assert!(std::time::Instant::now() < end, "no group ever lived in {chat}");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

fn daily_post_in(chat: i64) -> impl Fn(&Sent) -> bool {
    move |s| s.chat == chat && s.text.contains("Daily drill") && !s.buttons().is_empty()
}

fn board_in(chat: i64) -> impl Fn(&Sent) -> bool {
    move |s| s.chat == chat && s.method == "sendMessage" && s.text.contains("Owls — live board")
}

/// After the move: the group lives at [`NEW`] only, and `/leaderboard` there shows the solve
/// made before the move; nothing went to [`OLD`] since `since`.
async fn history_in_the_new_chat(fake: &FakeTelegram, data: &Path, gid: &GroupId, since: usize) {
    let g = group_at(data, NEW).await;
    assert_eq!(&g.id, gid);
    assert_eq!(g.chats, vec![tg(NEW)], "the old id left the group");
    let at = fake.sent().len();
    fake.group_text(ASKER, NEW, "/leaderboard all");
    let (_, lb) = fake
        .wait_for(at, DEADLINE, "the leaderboard", |s| {
            s.chat == NEW && s.text.contains(&format!("U{SOLVER}")) && !board_in(NEW)(s)
        })
        .await;
    assert!(lb.text.contains("10"), "the old solve's points: {}", lb.text);
    let old_sends = fake.sent().iter().skip(since).filter(|s| s.chat == OLD).count();
    assert_eq!(old_sends, 0, "nothing reached the old chat after the move");
    let store = SqliteStore::open(data).await.unwrap();
    assert_eq!(store.group_by_chat(&tg(OLD)).await.unwrap(), None);
}

/// Waits for the board in [`NEW`], showing the solve made before the move.
async fn board_in_the_new_chat(fake: &FakeTelegram, since: usize) {
    let (_, board) =
        fake.wait_for(since, DEADLINE, "the board in the new chat", board_in(NEW)).await;
    assert!(board.text.contains(&format!("U{SOLVER}")), "{}", board.text);
}

fn daily_posts_tried_in(fake: &FakeTelegram, chat: i64) -> usize {
    let calls = fake.calls("sendMessage");
    calls
        .iter()
        .filter(|p| {
            p["chat_id"] == chat && p["text"].as_str().unwrap_or("").contains("Daily drill")
        })
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_upgraded_to_a_supergroup_keeps_its_board_post_and_history_from_the_service_message()
 {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let gid = seed(data.path(), "gowls", "Owls", OLD).await;
    pin(data.path(), &gid, OLD).await;
    let bot = start(&fake, data.path());
    // The board is up in the old group first.
    fake.wait_for(0, DEADLINE, "the board in the old chat", board_in(OLD)).await;
    let since = fake.sent().len();

    fake.upgrade_group(OWNER, OLD, NEW);
    group_at(data.path(), NEW).await;
    board_in_the_new_chat(&fake, since).await;
    post_today(data.path(), &gid).await;
    fake.wait_for(since, DEADLINE, "today's post in the new chat", daily_post_in(NEW)).await;
    history_in_the_new_chat(&fake, data.path(), &gid, since).await;
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_upgraded_while_the_bot_was_away_is_followed_when_a_post_is_refused() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let gid = seed(data.path(), "gowls", "Owls", OLD).await;
    post_today(data.path(), &gid).await;
    // Upgraded without the bot hearing it: every request to the old id is refused with the
    // new id, as Telegram refuses it.
    fake.fail_chat(OLD, ChatFault::Migrated(NEW));
    let bot = start(&fake, data.path());
    fake.wait_for(0, DEADLINE, "today's post in the new chat", daily_post_in(NEW)).await;
    assert_eq!(daily_posts_tried_in(&fake, OLD), 1, "tried at the old id once, refused");
    history_in_the_new_chat(&fake, data.path(), &gid, 0).await;
    // A board pinned before the upgrade is refused at the old id too, and follows.
    pin(data.path(), &gid, OLD).await;
    board_in_the_new_chat(&fake, 0).await;
    drop(bot);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_group_that_removed_the_bot_is_posted_to_no_more_and_its_admin_is_told_once() {
    let fake = FakeTelegram::start().await;
    let data = tempfile::tempdir().unwrap();
    let gone = seed(data.path(), "gowls", "Owls", OLD).await;
    let other = seed(data.path(), "gbees", "Bees", OTHER).await;
    fake.fail_chat(OLD, ChatFault::Kicked);
    post_today(data.path(), &gone).await;
    let bot = start(&fake, data.path());

    let is_notice = |s: &Sent| s.chat == OWNER && s.text.contains("can no longer post");
    let (_, notice) = fake.wait_for(0, DEADLINE, "the admin's DM", is_notice).await;
    assert!(notice.text.contains("Owls") && notice.text.contains("/drill now"), "{}", notice.text);
    // Another group's post claimed after the notice goes out on a later pass of the scheduler;
    // by then the kicked group would have been tried again.
    post_today(data.path(), &other).await;
    fake.wait_for(0, DEADLINE, "the other group's post", daily_post_in(OTHER)).await;
    assert_eq!(daily_posts_tried_in(&fake, OLD), 1, "the kicked group was tried once");
    assert_eq!(fake.sent().iter().filter(|s| is_notice(s)).count(), 1, "one DM");
    let store = SqliteStore::open(data.path()).await.unwrap();
    assert_eq!(store.gone_chats().await.unwrap(), vec![tg(OLD)]);

    // Added back: an admin's `/drill now` in the group turns posting there on again, and the
    // day's post it missed goes out.
    fake.heal_chat(OLD);
    fake.make_owner(OWNER);
    fake.group_text(OWNER, OLD, "/drill now");
    fake.wait_for(0, DEADLINE, "the post once revived", daily_post_in(OLD)).await;
    assert!(store.gone_chats().await.unwrap().is_empty());
    drop(bot);
}

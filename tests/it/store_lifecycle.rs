//! `DrillStore::move_chat` and the gone chats on both backends: a Telegram group upgraded to a
//! supergroup takes its group, delivery marks, live board (its message forgotten), duels (their
//! status message forgotten, revision bumped) and peer sessions to the new id in one go, a second
//! move is a no-op; a chat marked gone is reported once until revived; Postgres migration 10 on a
//! version-9 database keeps its rows.

use chrono::Utc;
use mashang_core::drills::board::Window;
use mashang_core::drills::live::LiveBoard;
use mashang_core::drills::{ChatKey, GroupId, MemberId, Platform, PostingRecord, StudyGroup};
use mashang_core::duel::rules::StatusMessage;
use mashang_core::duel::{Duel, DuelId, Side};
use mashang_core::pair::{Pair, PairId, Peer};
use mashang_core::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::problem::{Level, Role};

use crate::backends::{PgDb, backends, postgres_url};

fn tg(id: &str) -> ChatKey {
    ChatKey::new(Platform::Telegram, id)
}

fn peer() -> Peer {
    Peer {
        member: Some(MemberId("telegram:2".into())),
        name: "@u2".into(),
        account: Some(UserKey::new("telegram", "2")),
        tz: "UTC".into(),
        locale: Locale::En,
        level: Level::Mid,
        role: Role::Backend,
        accepted: false,
        ready: false,
        gave: None,
    }
}

#[tokio::test]
async fn a_moved_chat_takes_its_group_deliveries_board_duels_and_peer_sessions_once() {
    const TEST: &str = "store_lifecycle::a_moved_chat_takes_its_group_deliveries_board_duels_and_peer_sessions_once";
    let (old, new, discord) = (tg("-4001"), tg("-1009001"), ChatKey::new(Platform::Discord, "5"));
    for db in backends(TEST).await {
        let s = &db.drills;
        let gid = GroupId("g1".into());
        let mut g = StudyGroup::new(gid.clone(), old.clone(), MemberId("telegram:1".into()));
        g.chats.push(discord.clone());
        s.save_group(&g).await.unwrap();
        let now = Utc::now();
        let today = now.date_naive();
        let post = PostingRecord {
            group: gid.clone(),
            date: today,
            problem: "two-sum".into(),
            posted_at: now,
        };
        assert!(s.claim_posting(&post, &[]).await.unwrap());
        assert!(s.mark_delivered(&gid, today, &old).await.unwrap());
        s.confirm_delivered(&gid, today, &old).await.unwrap();
        let board = LiveBoard {
            chat: old.clone(),
            group: gid.clone(),
            window: Window::All,
            message: None,
            shown: None,
            edited_at: None,
            unpin: false,
        };
        s.pin_board(&board).await.unwrap();
        assert!(s.board_shown(&old, None, "9", "h", now).await.unwrap());
        let side = Side::new(MemberId("telegram:1".into()), "@u1", UserKey::new("telegram", "1"));
        let d = Duel::challenge(
            DuelId("D1".into()),
            gid.clone(),
            old.clone(),
            side,
            None,
            "two-sum",
            now,
        );
        assert!(db.duels.insert_duel(&d).await.unwrap());
        let mut d = db.duels.duel(&d.id).await.unwrap().unwrap();
        d.status = Some(StatusMessage { chat: old.clone(), message: "77".into() });
        db.duels.save_duel(&mut d).await.unwrap();
        let p = Pair::request(PairId("P1".into()), gid.clone(), old.clone(), peer(), None, now);
        assert!(db.pairs.insert_pair(&p).await.unwrap());
        assert!(s.mark_chat_gone(&old).await.unwrap());

        assert!(s.move_chat(&old, &new).await.unwrap(), "{:?}", db.kind);

        let moved = s.group_by_chat(&new).await.unwrap().expect("the group lives at the new id");
        assert_eq!(moved.id, gid);
        let mut chats = moved.chats.clone();
        chats.sort();
        let mut want = vec![new.clone(), discord.clone()];
        want.sort();
        assert_eq!(chats, want, "the Discord channel stays, the old id is gone");
        assert_eq!(s.group_by_chat(&old).await.unwrap(), None);
        assert!(!s.mark_delivered(&gid, today, &new).await.unwrap(), "today's post was made there");
        assert!(s.mark_delivered(&gid, today, &discord).await.unwrap(), "other chats untouched");
        let boards = s.live_boards().await.unwrap();
        assert_eq!(boards.len(), 1, "{boards:?}");
        assert_eq!((&boards[0].chat, &boards[0].message), (&new, &None), "posted anew there");
        let duel = db.duels.duel(&d.id).await.unwrap().unwrap();
        assert_eq!((&duel.chat, &duel.status), (&new, &None));
        assert!(duel.revision > d.revision, "a save of the copy read before the move is stale");
        let mut stale = d.clone();
        assert!(db.duels.save_duel(&mut stale).await.is_err(), "the move is not undone");
        assert_eq!(db.pairs.pair(&p.id).await.unwrap().unwrap().chat, new);
        assert!(s.gone_chats().await.unwrap().is_empty(), "a moved chat is reachable");

        assert!(!s.move_chat(&old, &new).await.unwrap(), "a second migration notice is a no-op");
        assert_eq!(s.group_by_chat(&new).await.unwrap().unwrap().chats.len(), 2);
        assert_eq!(db.duels.duel(&d.id).await.unwrap().unwrap().revision, duel.revision);
    }
}

#[tokio::test]
async fn a_gone_chat_is_reported_once_until_it_is_revived() {
    const TEST: &str = "store_lifecycle::a_gone_chat_is_reported_once_until_it_is_revived";
    for db in backends(TEST).await {
        let s = &db.drills;
        let chat = tg("-1007");
        assert!(s.mark_chat_gone(&chat).await.unwrap(), "{:?}", db.kind);
        assert!(!s.mark_chat_gone(&chat).await.unwrap(), "told once");
        assert_eq!(s.gone_chats().await.unwrap(), vec![chat.clone()]);
        s.revive_chat(&chat).await.unwrap();
        assert!(s.gone_chats().await.unwrap().is_empty());
        assert!(s.mark_chat_gone(&chat).await.unwrap(), "gone again after a revival: told again");
    }
}

#[tokio::test]
async fn postgres_migration_12_adds_the_gone_chats_to_a_version_11_database_and_keeps_its_rows() {
    const TEST: &str = "store_lifecycle::postgres_migration_12_adds_the_gone_chats_to_a_version_11_database_and_keeps_its_rows";
    let Some(server) = postgres_url(TEST) else { return };
    let db = PgDb::create(&server).await;
    drop(mashang_store_postgres::PgStore::connect(&db.url).await.unwrap());
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE drill_gone_chats; UPDATE schema_version SET version = 11;
             INSERT INTO drill_chats (chat, group_id) VALUES ('telegram:-1', 'g');",
        )
        .await
        .unwrap();
    let store = mashang_store_postgres::PgStore::connect(&db.url).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), mashang_store_postgres::SCHEMA_LATEST);
    let kept: i64 = client.query_one("SELECT COUNT(*) FROM drill_chats", &[]).await.unwrap().get(0);
    assert_eq!(kept, 1, "a migration keeps the rows it found");
    client
        .batch_execute("INSERT INTO drill_gone_chats (chat, gone_at) VALUES ('telegram:-1', 1)")
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
}

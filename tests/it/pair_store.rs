//! The `PairStore` port on both backends: one live session per member, the group's waiting
//! requests listed for matching, live sessions listed for the timer, a finished session saved
//! with its reliability counts in one go; saves fenced by the session's revision (a second
//! writer from the same revision is refused and nothing is counted); `/forget` makes a side
//! "deleted user" and drops its reliability; Postgres migration 8 on a version-7 database keeps
//! its rows.

use chrono::{DateTime, Duration, TimeZone, Utc};
use mashang_core::drills::{ChatKey, GroupId, Member, MemberId, Platform};
use mashang_core::pair::{End, Pair, PairId, Peer, Phase, Reliability, ReliabilityDelta, Seat};
use mashang_core::ports::StoreError;
use mashang_core::session::UserKey;
use mashang_i18n::Locale;
use mashang_judge::problem::{Level, Role};
use mashang_store_postgres::PgStore;

use crate::backends::{PgDb, backends, postgres_url};

fn at(minute: i64) -> DateTime<Utc> {
    Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap() + Duration::minutes(minute)
}

fn peer(id: &str) -> Peer {
    Peer {
        member: Some(MemberId(format!("telegram:{id}"))),
        name: format!("@u{id}"),
        account: Some(UserKey::new("telegram", id)),
        tz: "Asia/Shanghai".into(),
        locale: Locale::ZhCn,
        level: Level::Mid,
        role: Role::Backend,
        accepted: false,
        ready: false,
        gave: None,
    }
}

fn request(id: &str, by: &str, minute: i64) -> Pair {
    let chat = ChatKey::new(Platform::Telegram, "-1");
    Pair::request(PairId(id.into()), GroupId("g1".into()), chat, peer(by), None, at(minute))
}

#[tokio::test]
async fn pair_sessions_and_reliability_round_trip_with_one_live_session_per_member() {
    const TEST: &str =
        "pair_store::pair_sessions_and_reliability_round_trip_with_one_live_session_per_member";
    for db in backends(TEST).await {
        let s = &db.pairs;
        for id in ["1", "2"] {
            let m = Member {
                id: MemberId(format!("telegram:{id}")),
                name: format!("@u{id}"),
                tz: chrono_tz::Tz::UTC,
                locale: Locale::En,
                daily_practice: false,
            };
            db.drills.save_member(&m).await.unwrap();
        }
        let (ann, bob) = (MemberId("telegram:1".into()), MemberId("telegram:2".into()));
        let g = GroupId("g1".into());
        let mut p = request("P1", "1", 0);
        assert!(s.insert_pair(&p).await.unwrap(), "{:?}", db.kind);
        assert!(!s.insert_pair(&request("P2", "1", 1)).await.unwrap(), "one live session");
        assert_eq!(s.waiting_pairs(&g).await.unwrap(), vec![p.clone()], "the whole record");
        assert!(s.waiting_pairs(&GroupId("g2".into())).await.unwrap().is_empty());

        p.propose(peer("2"), None, vec!["two-sum".into(), "valid-parentheses".into()], at(2))
            .unwrap();
        s.save_pair(&mut p).await.unwrap();
        assert!(s.waiting_pairs(&g).await.unwrap().is_empty(), "matched: no longer waiting");
        assert_eq!(s.active_pair(&bob).await.unwrap().map(|p| p.id), Some(PairId("P1".into())));
        assert_eq!(s.live_pairs().await.unwrap(), vec![p.clone()]);

        p.accept(Seat::A).unwrap();
        p.accept(Seat::B).unwrap();
        p.tick(at(2));
        p.ready(Seat::A, at(3)).unwrap();
        p.tick(at(20));
        assert_eq!(p.phase, Phase::Finished(End::NoShow { absent: vec![Seat::B] }));
        let delta = ReliabilityDelta { member: bob.clone(), completed: 0, no_shows: 1, cancels: 0 };
        s.finish_pair(&mut p, std::slice::from_ref(&delta)).await.unwrap();
        s.finish_pair(&mut s.pair(&p.id).await.unwrap().unwrap(), &[delta]).await.unwrap();
        assert_eq!(
            s.reliability(&bob).await.unwrap(),
            Reliability { completed: 0, no_shows: 2, cancels: 0 },
            "counts add up"
        );
        assert_eq!(s.reliability(&ann).await.unwrap(), Reliability::default());
        assert!(s.live_pairs().await.unwrap().is_empty());
        assert!(s.active_pair(&ann).await.unwrap().is_none());
        assert!(s.insert_pair(&request("P3", "1", 30)).await.unwrap(), "free again");
        assert_eq!(s.recent_pairs(&ann, 5).await.unwrap().len(), 2);

        // `/forget` of Bob: his side is a deleted user, his reliability is gone.
        db.store.forget(&UserKey::new("telegram", "2")).await.unwrap();
        let kept = s.pair(&PairId("P1".into())).await.unwrap().unwrap();
        let b = kept.b.unwrap();
        assert_eq!((b.member, b.account, b.name.as_str()), (None, None, ""), "{:?}", db.kind);
        assert_eq!(s.reliability(&bob).await.unwrap(), Reliability::default());
        assert_eq!(s.recent_pairs(&ann, 5).await.unwrap().len(), 2, "Ann keeps her history");
    }
}

#[tokio::test]
async fn a_second_pair_writer_from_the_same_revision_is_stale_and_counts_nothing() {
    const TEST: &str =
        "pair_store::a_second_pair_writer_from_the_same_revision_is_stale_and_counts_nothing";
    for db in backends(TEST).await {
        let s = &db.pairs;
        let mut first = request("P1", "1", 0);
        s.insert_pair(&first).await.unwrap();
        let mut second = s.pair(&first.id).await.unwrap().unwrap();
        first.cancel(Seat::A).unwrap();
        s.finish_pair(&mut first, &[]).await.unwrap();
        second.phase = Phase::Finished(End::Cancelled { by: Some(Seat::A) });
        let ann = MemberId("telegram:1".into());
        let delta = ReliabilityDelta { member: ann.clone(), completed: 0, no_shows: 0, cancels: 1 };
        let stale = s.finish_pair(&mut second, &[delta]).await;
        assert!(matches!(stale, Err(StoreError::Stale)), "{:?}: {stale:?}", db.kind);
        assert_eq!(s.reliability(&ann).await.unwrap(), Reliability::default(), "nothing counted");
        assert!(matches!(s.save_pair(&mut second).await, Err(StoreError::Stale)));
        let fresh = s.pair(&first.id).await.unwrap().unwrap();
        assert_eq!(fresh.phase, Phase::Finished(End::Cancelled { by: None }));
        assert_eq!(fresh.revision, first.revision);
    }
}

#[tokio::test]
async fn postgres_migration_8_adds_the_pair_tables_to_a_version_7_database_and_keeps_its_rows() {
    const TEST: &str = "pair_store::postgres_migration_8_adds_the_pair_tables_to_a_version_7_database_and_keeps_its_rows";
    let Some(server) = postgres_url(TEST) else { return };
    let db = PgDb::create(&server).await;
    drop(PgStore::connect(&db.url).await.unwrap());
    // Back to version 7 as the previous build left it, with a duel of its own.
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE pairs; DROP TABLE pair_reliability; UPDATE schema_version SET version = 7;
             INSERT INTO duels (id, group_id, live, challenger, created_at, version, body, revision)
                 VALUES ('D1', 'g', TRUE, 'm', 1, 1, '{}', 0);",
        )
        .await
        .unwrap();
    let store = PgStore::connect(&db.url).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), 10);
    let duels: i64 = client.query_one("SELECT COUNT(*) FROM duels", &[]).await.unwrap().get(0);
    assert_eq!(duels, 1, "a migration keeps the rows it found");
    client
        .batch_execute(
            "INSERT INTO pairs (id, group_id, live, waiting, member_a, created_at, version, body, revision)
                 VALUES ('P1', 'g', TRUE, TRUE, 'm', 1, 1, '{}', 0);
             INSERT INTO pair_reliability VALUES ('m', 0, 1, 0);",
        )
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
}

//! The `DuelStore` port on both backends: one active duel per member, live duels listed for the
//! timer, a finished duel saved with its ratings in one go, names on the board from the drills'
//! members, members found by name within their group; saves fenced by the duel's revision (a
//! second writer from the same revision is refused, re-reads and loses nothing); a record of an
//! unknown newer version is an error, not a dropped duel; and Postgres migration 6 applied to a
//! version-5 database keeps its rows.

use chrono::{TimeZone, Utc};
use mashang_core::drills::{ChatKey, GroupId, Member, MemberId, Platform};
use mashang_core::duel::rating::Rating;
use mashang_core::duel::rules::{Outcome, Reason, Seat};
use mashang_core::duel::{Duel, DuelId, Phase, RatingRow, Side};
use mashang_core::ports::StoreError;
use mashang_core::session::UserKey;
use mashang_i18n::Locale;
use mashang_store_postgres::PgStore;

use crate::backends::{Kind, PgDb, TestDb, backends, postgres_url};

fn side(id: &str, name: &str) -> Side {
    Side::new(MemberId(format!("telegram:{id}")), name, UserKey::new("telegram", id))
}

fn challenge(id: &str, by: &str, minute: u32) -> Duel {
    Duel::challenge(
        DuelId(id.into()),
        GroupId("g1".into()),
        ChatKey::new(Platform::Telegram, "-1"),
        side(by, &format!("@{by}")),
        None,
        "two-sum",
        Utc.with_ymd_and_hms(2026, 6, 1, 12, minute, 0).unwrap(),
    )
}

#[tokio::test]
async fn duels_and_ratings_round_trip_with_one_active_duel_per_member() {
    for db in
        backends("duel_store::duels_and_ratings_round_trip_with_one_active_duel_per_member").await
    {
        let (s, members) = (&db.duels, &db.drills);
        // 3 and 4: a display name that looks like Ann's handle (sanitised as names are), and a
        // second member still shown with bob's old handle (a username that changed hands).
        let names = [("1", "@Ann"), ("2", "@bob"), ("3", "＠ann"), ("4", "@Bob")];
        for (id, name) in names {
            let m = Member {
                id: MemberId(format!("telegram:{id}")),
                name: name.into(),
                tz: chrono_tz::Tz::UTC,
                locale: Locale::En,
                daily_practice: false,
            };
            members.save_member(&m).await.unwrap();
            members.join(&GroupId("g1".into()), &m.id).await.unwrap();
        }
        let ann = MemberId("telegram:1".into());
        let mut d = challenge("D1", "1", 0);
        assert!(s.insert_duel(&d).await.unwrap(), "{:?}", db.kind);
        assert!(!s.insert_duel(&challenge("D2", "1", 1)).await.unwrap(), "one active duel");
        assert_eq!(s.active_duel(&ann).await.unwrap().map(|d| d.id), Some(DuelId("D1".into())));
        d.accept(side("2", "@bob"), Utc.with_ymd_and_hms(2026, 6, 1, 12, 2, 0).unwrap()).unwrap();
        s.save_duel(&mut d).await.unwrap();
        assert_eq!(s.live_duels().await.unwrap(), vec![d.clone()], "the whole record comes back");
        let bob = MemberId("telegram:2".into());
        assert!(s.active_duel(&bob).await.unwrap().is_some(), "the opponent is busy too");

        d.phase =
            Phase::Finished(Outcome::Won { winner: Seat::Challenger, reason: Reason::Solved });
        let row = |m: &MemberId, r: f64, wins, losses| RatingRow {
            rating: Rating { rating: r, ..Rating::default() },
            wins,
            losses,
            ..RatingRow::new(&GroupId("g1".into()), m, "")
        };
        s.finish_duel(&mut d, &[row(&ann, 1662.0, 1, 0), row(&bob, 1338.0, 0, 1)]).await.unwrap();
        assert!(s.live_duels().await.unwrap().is_empty());
        assert!(s.active_duel(&ann).await.unwrap().is_none());
        let mut board = s.ratings(&GroupId("g1".into())).await.unwrap();
        board.sort_by(|a, b| a.member.cmp(&b.member));
        assert_eq!(board.iter().map(|r| r.name.as_str()).collect::<Vec<_>>(), ["@Ann", "@bob"]);
        assert_eq!((board[0].rating.rating, board[0].wins, board[1].losses), (1662.0, 1, 1));
        assert_eq!(s.recent_duels(&bob, 5).await.unwrap().len(), 1);

        let g = GroupId("g1".into());
        let handle = |g: GroupId, h: &'static str| async move {
            let found = s.members_with_handle(&g, h).await.unwrap();
            found.into_iter().map(|m| m.0).collect::<Vec<_>>()
        };
        assert_eq!(
            handle(g.clone(), "@ann").await,
            std::slice::from_ref(&ann),
            "only the verified handle"
        );
        assert_eq!(handle(g.clone(), "ann").await, std::slice::from_ref(&ann));
        let carol = MemberId("telegram:4".into());
        assert_eq!(handle(g.clone(), "@bob").await, [bob.clone(), carol], "both, to be refused");
        assert!(handle(GroupId("g2".into()), "@bob").await.is_empty());

        // `/forget` of Bob: his side is a deleted user, his rating row no longer his.
        db.store.forget(&UserKey::new("telegram", "2")).await.unwrap();
        let kept = s.duel(&DuelId("D1".into())).await.unwrap().unwrap();
        assert_eq!(kept.opponent.as_ref().unwrap().member, None, "{:?}", db.kind);
        assert_eq!(s.rating(&g, &bob).await.unwrap(), None);
        assert!(s.rating(&g, &ann).await.unwrap().is_some());
    }
}

#[tokio::test]
async fn postgres_migration_6_adds_the_duel_tables_to_a_version_5_database_and_keeps_its_rows() {
    const TEST: &str = "duel_store::postgres_migration_6_adds_the_duel_tables_to_a_version_5_database_and_keeps_its_rows";
    let Some(server) = postgres_url(TEST) else { return };
    let db = PgDb::create(&server).await;
    drop(PgStore::connect(&db.url).await.unwrap());
    // Back to version 5 as an older build left it, with a member row of its own.
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE duels; DROP TABLE duel_ratings; DROP TABLE drill_live_boards;
             DROP TABLE pairs; DROP TABLE pair_reliability;
             UPDATE schema_version SET version = 5;
             INSERT INTO drill_members (id, name, tz, locale, daily_practice) VALUES ('m', 'Ann', 'UTC', 'en', FALSE);",
        )
        .await
        .unwrap();
    let store = PgStore::connect(&db.url).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), 10);
    let members: i64 =
        client.query_one("SELECT COUNT(*) FROM drill_members", &[]).await.unwrap().get(0);
    assert_eq!(members, 1, "a migration keeps the rows it found");
    client
        .batch_execute(
            "INSERT INTO duels (id, group_id, live, challenger, created_at, version, body, revision) VALUES ('D1', 'g', TRUE, 'm', 1, 1, '{}', 0);
             INSERT INTO duel_ratings VALUES ('g', 'm', 1500, 350, 0.06, 0, 0, 0);",
        )
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
}

#[tokio::test]
async fn a_second_duel_writer_from_the_same_revision_is_stale_and_loses_nothing_after_a_reread() {
    const TEST: &str = "duel_store::a_second_duel_writer_from_the_same_revision_is_stale_and_loses_nothing_after_a_reread";
    for db in backends(TEST).await {
        let s = &db.duels;
        let mut d = challenge("D1", "1", 0);
        assert!(s.insert_duel(&d).await.unwrap());
        d.accept(side("2", "@bob"), Utc.with_ymd_and_hms(2026, 6, 1, 12, 2, 0).unwrap()).unwrap();
        s.save_duel(&mut d).await.unwrap();
        let at = Utc.with_ymd_and_hms(2026, 6, 1, 12, 5, 0).unwrap();

        // Two replicas read the same revision; each applies a submission of its own side.
        let (mut one, mut two) = (s.duel(&d.id).await.unwrap().unwrap(), d.clone());
        assert_eq!(one.revision, two.revision, "{:?}", db.kind);
        one.submitted(Seat::Challenger, at).unwrap();
        two.submitted(Seat::Opponent, at).unwrap();
        s.save_duel(&mut one).await.unwrap();
        let before = two.revision;
        let err = s.save_duel(&mut two).await.unwrap_err();
        assert!(matches!(err, StoreError::Stale), "{:?}: {err}", db.kind);
        assert_eq!(two.revision, before, "a refused save leaves the copy's revision alone");
        let stored = s.duel(&d.id).await.unwrap().unwrap();
        assert_eq!(stored, one, "the stale save wrote nothing");
        let rated = s
            .finish_duel(
                &mut two.clone(),
                &[RatingRow::new(&GroupId("g1".into()), &MemberId("telegram:2".into()), "")],
            )
            .await;
        assert!(matches!(rated, Err(StoreError::Stale)), "{:?}", db.kind);
        assert!(
            s.ratings(&GroupId("g1".into())).await.unwrap().is_empty(),
            "no rating from a stale finish"
        );

        // The retry path: re-read, re-apply the event, save.
        let mut again = s.duel(&d.id).await.unwrap().unwrap();
        again.submitted(Seat::Opponent, at).unwrap();
        s.save_duel(&mut again).await.unwrap();
        let last = s.duel(&d.id).await.unwrap().unwrap();
        assert_eq!(last, again, "{:?}", db.kind);
        let opp = last.opponent.as_ref().unwrap();
        assert_eq!((last.challenger.attempts, opp.attempts), (1, 1), "both submissions kept");
    }
}

/// Sets every stored duel's record version to `version`, behind the store's back.
async fn set_duel_version(db: &TestDb, version: i64) {
    match (db.kind, &db.pg) {
        (Kind::Postgres, Some(pg)) => {
            let (c, conn) = tokio_postgres::connect(&pg.url, tokio_postgres::NoTls).await.unwrap();
            let task = tokio::spawn(conn);
            c.execute("UPDATE duels SET version = $1", &[&version]).await.unwrap();
            drop(c);
            let _ = task.await;
        }
        _ => {
            let file = db.data_dir().join(mashang_store_sqlite::DB_FILE);
            let c = rusqlite::Connection::open(file).unwrap();
            c.execute("UPDATE duels SET version = ?1", [version]).unwrap();
        }
    }
}

#[tokio::test]
async fn a_duel_record_of_an_unknown_newer_version_is_an_error_not_a_dropped_duel() {
    const TEST: &str =
        "duel_store::a_duel_record_of_an_unknown_newer_version_is_an_error_not_a_dropped_duel";
    for db in backends(TEST).await {
        let s = &db.duels;
        assert!(s.insert_duel(&challenge("D1", "1", 0)).await.unwrap());
        set_duel_version(&db, 99).await;
        let live = s.live_duels().await;
        assert!(matches!(live, Err(StoreError::Corrupt(_))), "{:?}: {live:?}", db.kind);
        let one = s.duel(&DuelId("D1".into())).await;
        assert!(matches!(one, Err(StoreError::Corrupt(_))), "{:?}: {one:?}", db.kind);
    }
}

//! Live boards, `/forget` and `/link` in the stores, on both backends: a pinned board round-trips
//! (after a reopen too), its shown message is fenced by the one it replaces, unpinning marks it;
//! `/forget` leaves the member's solves and duel rating on the boards as "deleted user" (the
//! others' ranks unchanged), deletes the rest and detaches their accounts; `/link` combines two
//! duel ratings in a group by the Glicko rule and moves the duels; Postgres migration 7 keeps a
//! version-6 database's rows.

use chrono::{TimeZone, Utc};
use mashang_core::drills::board::{self, Window};
use mashang_core::drills::live::LiveBoard;
use mashang_core::drills::store::SolveRecord;
use mashang_core::drills::{
    ChatKey, DrillMsg, DrillStore, GroupId, Member, MemberId, Platform, StudyGroup,
};
use mashang_core::duel::rating::{self, Rating, Score};
use mashang_core::duel::rules::Outcome;
use mashang_core::duel::{Duel, DuelId, DuelStore, Phase, RatingRow, Side};
use mashang_core::session::UserKey;
use mashang_i18n::Locale;

use crate::backends::{backends, postgres_url};

fn chat(id: &str) -> ChatKey {
    ChatKey::new(Platform::Telegram, id)
}

#[tokio::test]
async fn a_live_board_is_pinned_shown_fenced_unpinned_and_dropped_on_both_backends() {
    const TEST: &str =
        "store_board::a_live_board_is_pinned_shown_fenced_unpinned_and_dropped_on_both_backends";
    for db in backends(TEST).await {
        let s = &db.drills;
        let g = GroupId("g1".into());
        let pinned = LiveBoard {
            chat: chat("-1"),
            group: g.clone(),
            window: Window::All,
            message: None,
            shown: None,
            edited_at: None,
            unpin: false,
        };
        s.pin_board(&pinned).await.unwrap();
        assert_eq!(s.live_boards().await.unwrap(), vec![pinned.clone()], "{:?}", db.kind);
        let t1 = Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap();
        assert!(s.board_shown(&chat("-1"), None, "m1", "h1", t1).await.unwrap());
        // A second process that also saw no message loses: the board keeps the first one.
        assert!(!s.board_shown(&chat("-1"), None, "m2", "h1", t1).await.unwrap());
        let t2 = t1 + chrono::Duration::seconds(20);
        assert!(s.board_shown(&chat("-1"), Some("m1"), "m1", "h2", t2).await.unwrap());
        let shown = LiveBoard {
            message: Some("m1".into()),
            shown: Some("h2".into()),
            edited_at: Some(t2),
            ..pinned.clone()
        };
        let (_, reopened) = db.reopen().await;
        assert_eq!(reopened.live_boards().await.unwrap(), vec![shown.clone()], "after a restart");

        // Pinned again for another window: the message stays, the text is shown again.
        s.pin_board(&LiveBoard { window: Window::Week, ..pinned.clone() }).await.unwrap();
        let again = LiveBoard { window: Window::Week, shown: None, ..shown.clone() };
        assert_eq!(s.live_boards().await.unwrap(), vec![again.clone()]);

        assert!(s.unpin_board(&chat("-1")).await.unwrap());
        assert!(!s.unpin_board(&chat("-2")).await.unwrap(), "nothing pinned there");
        assert_eq!(s.live_boards().await.unwrap(), vec![LiveBoard { unpin: true, ..again }]);
        s.drop_board(&chat("-1")).await.unwrap();
        assert!(s.live_boards().await.unwrap().is_empty());
    }
}

async fn member(s: &dyn DrillStore, id: &str, name: &str) -> MemberId {
    let m = Member {
        id: MemberId(id.into()),
        name: name.into(),
        tz: chrono_tz::Tz::UTC,
        locale: Locale::En,
        daily_practice: false,
    };
    s.save_member(&m).await.unwrap();
    m.id
}

fn solve(member: &MemberId, problem: &str, points: u32, minute: u32) -> SolveRecord {
    let at = Utc.with_ymd_and_hms(2026, 6, 1, 9, minute, 0).unwrap();
    SolveRecord {
        member: member.clone(),
        group: Some(GroupId("g1".into())),
        problem: problem.into(),
        day: at.date_naive(),
        points,
        hints: 0,
        at,
        lang: "python".into(),
    }
}

/// Stores `rows` as the ratings after a (cancelled, finished) duel `id` by `by` in `group`.
async fn rate(s: &dyn DuelStore, id: &str, by: &MemberId, group: &str, rows: &[RatingRow]) {
    let side = Side::new(by.clone(), "x", UserKey::new("telegram", "0"));
    let mut d = Duel::challenge(
        DuelId(id.into()),
        GroupId(group.into()),
        chat("-1"),
        side,
        None,
        "two-sum",
        Utc.with_ymd_and_hms(2026, 6, 1, 12, 0, 0).unwrap(),
    );
    assert!(s.insert_duel(&d).await.unwrap());
    d.phase = Phase::Finished(Outcome::Cancelled);
    s.finish_duel(&mut d, rows).await.unwrap();
}

fn row(group: &str, m: &MemberId, rating: Rating, wins: u32, losses: u32) -> RatingRow {
    RatingRow { rating, wins, losses, ..RatingRow::new(&GroupId(group.into()), m, "") }
}

#[tokio::test]
async fn forget_leaves_a_deleted_user_on_drill_and_duel_boards_and_detaches_accounts_on_both_backends()
 {
    const TEST: &str = "store_board::forget_leaves_a_deleted_user_on_drill_and_duel_boards_and_detaches_accounts_on_both_backends";
    for db in backends(TEST).await {
        let s = db.drills.as_ref();
        let g = StudyGroup::new(GroupId("g1".into()), chat("-1"), MemberId("telegram:1".into()));
        s.save_group(&g).await.unwrap();
        let ann = member(s, "telegram:1", "Ann").await;
        let bob = member(s, "telegram:2", "Bob").await;
        s.link(&UserKey::new("discord", "9"), &bob).await.unwrap();
        assert!(s.record_solve(&solve(&bob, "two-sum", 30, 1)).await.unwrap());
        assert!(s.record_solve(&solve(&ann, "two-sum", 20, 2)).await.unwrap());
        s.take_hint(&bob, "two-sum").await.unwrap();
        let (won, lost) = rating::update(Rating::default(), Rating::default(), Score::Win);
        let rows = [row("g1", &bob, won, 1, 0), row("g1", &ann, lost, 0, 1)];
        rate(db.duels.as_ref(), "D1", &bob, "g1", &rows).await;

        db.store.forget(&UserKey::new("discord", "9")).await.unwrap();

        // The drill board: Bob's line is still first, nameless, shown as "deleted user".
        let scores = s.group_scores(&g.id, None).await.unwrap();
        let b = board::board(&scores, Window::All, &ann, "Ann");
        assert_eq!(b.top.len(), 2, "{:?}", db.kind);
        assert!(b.top[0].member.0.starts_with("forgotten:") && b.top[0].name.is_empty());
        assert_eq!((b.top[1].rank, b.top[1].name.as_str()), (2, "Ann"), "Ann's rank holds");
        let en = mashang_core::drills::msg::render(&DrillMsg::Board(b.clone()), Locale::En);
        let zh = mashang_core::drills::msg::render(&DrillMsg::Board(b), Locale::ZhCn);
        assert!(en.contains("deleted user") && !en.contains("Bob"), "{en}");
        assert!(zh.contains("已删除用户"), "{zh}");

        // The duel board: the rating stays under the same nameless member.
        let ratings = db.duels.ratings(&g.id).await.unwrap();
        let gone: Vec<_> = ratings.iter().filter(|r| r.member != ann).collect();
        assert_eq!(gone.len(), 1);
        assert_eq!(gone[0].member, scores.iter().find(|r| r.member != ann).unwrap().member);
        assert!(gone[0].name.is_empty() && gone[0].wins == 1);
        assert_eq!(db.duels.rating(&g.id, &bob).await.unwrap(), None);

        // Nothing else of Bob's is kept, and neither account leads back to that member.
        assert!(s.member(&bob).await.unwrap().is_none());
        assert!(s.member_solves(&bob).await.unwrap().is_empty());
        assert_eq!(s.hints_used(&bob, "two-sum").await.unwrap(), 0);
        for (p, id) in [("discord", "9"), ("telegram", "2")] {
            let key = UserKey::new(p, id);
            assert_eq!(s.resolve(&key).await.unwrap(), MemberId(key.to_string()));
        }
        assert_eq!(s.accounts(&bob).await.unwrap(), vec![UserKey::new("telegram", "2")]);
    }
}

#[tokio::test]
async fn link_combines_duel_ratings_by_the_glicko_rule_and_moves_the_duels_on_both_backends() {
    const TEST: &str = "store_board::link_combines_duel_ratings_by_the_glicko_rule_and_moves_the_duels_on_both_backends";
    for db in backends(TEST).await {
        let s = db.drills.as_ref();
        let tg = member(s, "telegram:1", "Ann").await;
        let dc = member(s, "discord:1", "ann#dc").await;
        let mut up = Rating::default();
        for _ in 0..3 {
            up = rating::update(up, Rating::default(), Score::Win).0;
        }
        let down = rating::update(Rating::default(), Rating::default(), Score::Loss).0;
        rate(db.duels.as_ref(), "D1", &tg, "g1", &[row("g1", &tg, up, 3, 0)]).await;
        rate(db.duels.as_ref(), "D2", &dc, "g1", &[row("g1", &dc, down, 0, 1)]).await;
        rate(db.duels.as_ref(), "D3", &dc, "g2", &[row("g2", &dc, down, 0, 1)]).await;

        s.link(&UserKey::new("discord", "1"), &tg).await.unwrap();

        let g1 = db.duels.rating(&GroupId("g1".into()), &tg).await.unwrap().unwrap();
        let want = rating::combine(up, down);
        assert!((g1.rating.rating - want.rating).abs() < 1e-6, "{g1:?} vs {want:?}");
        assert!((g1.rating.deviation - want.deviation).abs() < 1e-6);
        assert_eq!((g1.wins, g1.losses), (3, 1), "the records add up");
        assert!(g1.rating.deviation < up.deviation, "two histories are surer than one");
        let g2 = db.duels.rating(&GroupId("g2".into()), &tg).await.unwrap().unwrap();
        assert_eq!((g2.rating, g2.losses), (down, 1), "a group only one side played moves as is");
        for g in ["g1", "g2"] {
            assert_eq!(db.duels.rating(&GroupId(g.into()), &dc).await.unwrap(), None);
        }
        let mine: Vec<String> =
            db.duels.recent_duels(&tg, 10).await.unwrap().into_iter().map(|d| d.id.0).collect();
        assert_eq!(mine.len(), 3, "the linked account's duels follow: {mine:?}");
        assert!(db.duels.recent_duels(&dc, 10).await.unwrap().is_empty());
    }
}

#[tokio::test]
async fn postgres_migration_7_adds_the_live_boards_to_a_version_6_database_and_keeps_its_rows() {
    const TEST: &str = "store_board::postgres_migration_7_adds_the_live_boards_to_a_version_6_database_and_keeps_its_rows";
    let Some(server) = postgres_url(TEST) else { return };
    let db = crate::backends::PgDb::create(&server).await;
    drop(mashang_store_postgres::PgStore::connect(&db.url).await.unwrap());
    let (client, conn) = tokio_postgres::connect(&db.url, tokio_postgres::NoTls).await.unwrap();
    let task = tokio::spawn(conn);
    client
        .batch_execute(
            "DROP TABLE drill_live_boards; DROP TABLE pairs; DROP TABLE pair_reliability;
             UPDATE schema_version SET version = 6;
             INSERT INTO duel_ratings VALUES ('g', 'm', 1500, 350, 0.06, 0, 0, 0);",
        )
        .await
        .unwrap();
    let store = mashang_store_postgres::PgStore::connect(&db.url).await.unwrap();
    assert_eq!(store.schema_version().await.unwrap(), 10);
    let kept: i64 =
        client.query_one("SELECT COUNT(*) FROM duel_ratings", &[]).await.unwrap().get(0);
    assert_eq!(kept, 1, "a migration keeps the rows it found");
    client
        .batch_execute("INSERT INTO drill_live_boards (chat, group_id, board_window) VALUES ('telegram:-1', 'g', 'all')")
        .await
        .unwrap();
    drop(client);
    let _ = task.await;
}

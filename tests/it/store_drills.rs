//! The drills' store port on both backends (see `backends`): a day is posted once, solves score
//! once, hint and reveal counters, one-time link codes and merging a linked account's records,
//! groups and members round-trip, and excused days.

use chrono::{NaiveDate, TimeZone, Utc};
use mashang_core::drills::group::{ChatKey, GroupId, MemberId, Platform, StudyGroup};
use mashang_core::drills::link::Redeemed;
use mashang_core::drills::store::{FailedSubmission, PostingRecord, SolveRecord};
use mashang_core::session::UserKey;

use crate::backends::backends;

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 5, d).unwrap()
}

fn solve(member: &str, group: Option<&str>, problem: &str, d: u32) -> SolveRecord {
    SolveRecord {
        member: MemberId(member.into()),
        group: group.map(|g| GroupId(g.into())),
        problem: problem.into(),
        day: day(d),
        points: 10,
        hints: 1,
        at: Utc.with_ymd_and_hms(2026, 5, d, 9, 0, 0).unwrap(),
        lang: "python".into(),
    }
}

#[tokio::test]
async fn a_day_is_posted_once_solves_score_once_and_groups_round_trip() {
    for db in
        backends("store_drills::a_day_is_posted_once_solves_score_once_and_groups_round_trip").await
    {
        let s = &db.drills;
        let chat = ChatKey::new(Platform::Telegram, "-100");
        let mut g =
            StudyGroup::new(GroupId("g1".into()), chat.clone(), MemberId("telegram:1".into()));
        g.name = "Algo".into();
        s.save_group(&g).await.unwrap();
        assert_eq!(s.group_by_chat(&chat).await.unwrap(), Some(g.clone()), "{:?}", db.kind);
        assert_eq!(s.groups().await.unwrap(), vec![g.clone()]);
        let post = PostingRecord {
            group: g.id.clone(),
            date: day(4),
            problem: "two-sum".into(),
            posted_at: Utc.with_ymd_and_hms(2026, 5, 4, 9, 0, 0).unwrap(),
        };
        assert!(s.claim_posting(&post, &[day(2), day(3)]).await.unwrap());
        assert!(!s.claim_posting(&post, &[]).await.unwrap(), "a second claim of the day loses");
        assert_eq!(s.posting(&g.id, day(4)).await.unwrap(), Some(post.clone()));
        assert_eq!(s.latest_posting(&g.id).await.unwrap(), Some(post.clone()));
        assert_eq!(s.last_posted(&g.id).await.unwrap(), Some(day(4)));
        assert_eq!(s.recent_problems(&g.id, 5).await.unwrap(), vec!["two-sum".to_string()]);
        assert!(s.mark_delivered(&g.id, day(4), &chat).await.unwrap());
        assert!(!s.mark_delivered(&g.id, day(4), &chat).await.unwrap());
        s.unmark_delivered(&g.id, day(4), &chat).await.unwrap();
        assert!(s.mark_delivered(&g.id, day(4), &chat).await.unwrap(), "undone mark");
        assert!(s.delivered_chats(&g.id, day(4)).await.unwrap().is_empty(), "claimed, not posted");
        s.confirm_delivered(&g.id, day(4), &chat).await.unwrap();
        assert_eq!(s.delivered_chats(&g.id, day(4)).await.unwrap(), vec![chat.clone()]);
        let ann = MemberId("telegram:2".into());
        s.join(&g.id, &ann).await.unwrap();
        let missed = vec![(g.id.clone(), day(2)), (g.id.clone(), day(3))];
        assert_eq!(s.failed_posts(&ann).await.unwrap(), missed, "missed days");
        assert!(s.excused_days(&ann).await.unwrap().is_empty(), "only the member's own excuses");
        assert!(s.record_solve(&solve("telegram:2", Some("g1"), "two-sum", 4)).await.unwrap());
        assert!(!s.record_solve(&solve("telegram:2", Some("g1"), "two-sum", 5)).await.unwrap());
        assert_eq!(s.solvers(&g.id, "two-sum").await.unwrap(), 1);
        assert_eq!(s.group_scores(&g.id, None).await.unwrap()[0].points, 10);
        assert_eq!(s.member_solves(&ann).await.unwrap().len(), 1);
        assert!(s.claim_practice_day(&ann, day(4)).await.unwrap());
        assert!(!s.claim_practice_day(&ann, day(4)).await.unwrap());
    }
}

#[tokio::test]
async fn hints_and_reveals_count_up_and_a_reveal_uses_up_the_failure() {
    for db in
        backends("store_drills::hints_and_reveals_count_up_and_a_reveal_uses_up_the_failure").await
    {
        let s = &db.drills;
        let m = MemberId("telegram:3".into());
        assert_eq!(s.hints_used(&m, "p").await.unwrap(), 0);
        assert_eq!(s.take_hint(&m, "p").await.unwrap(), 1);
        assert_eq!(s.take_hint(&m, "p").await.unwrap(), 2, "{:?}", db.kind);
        assert_eq!(s.hints_used(&m, "p").await.unwrap(), 2);
        let f =
            FailedSubmission { lang: "python".into(), code: "x".into(), tests: vec!["t1".into()] };
        s.record_failed_submission(&m, "p", &f).await.unwrap();
        assert_eq!(s.last_failed_submission(&m, "p").await.unwrap(), Some(f));
        assert_eq!(s.take_reveal(&m, "p").await.unwrap(), 1);
        assert_eq!(s.reveals_used(&m, "p").await.unwrap(), 1);
        assert!(s.last_failed_submission(&m, "p").await.unwrap().is_none(), "used up");
    }
}

#[tokio::test]
async fn a_link_code_works_once_and_linking_moves_the_accounts_records_to_one_member() {
    for db in backends(
        "store_drills::a_link_code_works_once_and_linking_moves_the_accounts_records_to_one_member",
    )
    .await
    {
        let s = &db.drills;
        let (tg, dc) = (UserKey::new("telegram", "1"), UserKey::new("discord", "9"));
        let now = Utc.with_ymd_and_hms(2026, 5, 4, 9, 0, 0).unwrap();
        s.create_link_code("ABCD1234", &tg, now + chrono::Duration::minutes(10)).await.unwrap();
        assert_eq!(s.redeem_link_code("ABCD1234", &tg, now).await.unwrap(), Redeemed::Own);
        assert_eq!(s.redeem_link_code("NOPE", &dc, now).await.unwrap(), Redeemed::Unknown);
        assert_eq!(
            s.redeem_link_code("ABCD1234", &dc, now).await.unwrap(),
            Redeemed::Issuer(tg.clone()),
            "{:?}",
            db.kind
        );
        assert_eq!(s.redeem_link_code("ABCD1234", &dc, now).await.unwrap(), Redeemed::Used);
        // Both accounts solved the same problem before linking: the surviving member's row wins.
        assert!(s.record_solve(&solve("discord:9", None, "p1", 4)).await.unwrap());
        assert!(s.record_solve(&solve("discord:9", None, "p2", 4)).await.unwrap());
        assert!(s.record_solve(&solve("telegram:1", None, "p1", 3)).await.unwrap());
        s.take_hint(&MemberId("discord:9".into()), "p2").await.unwrap();
        let into = s.resolve(&tg).await.unwrap();
        s.link(&dc, &into).await.unwrap();
        assert_eq!(s.resolve(&dc).await.unwrap(), into);
        assert_eq!(s.accounts(&into).await.unwrap(), vec![dc.clone(), tg.clone()]);
        let solves = s.member_solves(&into).await.unwrap();
        let mut problems: Vec<_> = solves.iter().map(|r| (r.problem.clone(), r.day)).collect();
        problems.sort();
        assert_eq!(problems, vec![("p1".into(), day(3)), ("p2".into(), day(4))]);
        assert_eq!(s.hints_used(&into, "p2").await.unwrap(), 1, "hints moved");
        assert!(s.member_solves(&MemberId("discord:9".into())).await.unwrap().is_empty());
    }
}

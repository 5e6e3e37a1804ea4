//! The study plans' store queries on both backends: a member's plan is kept, replaced and
//! dropped; what counts as solved is every problem accepted in a drill, in practice or in an
//! interview on any of the member's accounts, each once (a wrong answer counts for nothing); a
//! group's solves are its own; a group's plan survives a save and a reload; `/forget` drops the
//! member's plan.

use chrono::{NaiveDate, TimeZone, Utc};
use mashang_core::drills::store::{Enrolment, SolveRecord};
use mashang_core::drills::{ChatKey, DrillStore, GroupId, Member, MemberId, Platform, StudyGroup};
use mashang_core::interviewer::{Evidence, Level, Role, Verdict};
use mashang_core::ports::Record;
use mashang_core::session::{SessionState, Status, Submission, UserKey};
use mashang_i18n::Locale;

use crate::backends::{TestDb, backends};

fn day(d: u32) -> NaiveDate {
    NaiveDate::from_ymd_opt(2026, 6, d).unwrap()
}

fn solve(member: &MemberId, group: Option<&str>, problem: &str) -> SolveRecord {
    SolveRecord {
        member: member.clone(),
        group: group.map(|g| GroupId(g.into())),
        problem: problem.into(),
        day: day(1),
        points: 10,
        hints: 0,
        at: Utc.with_ymd_and_hms(2026, 6, 1, 10, 0, 0).unwrap(),
        lang: "python".into(),
    }
}

/// An interview of `user` with one submission of `question` judged `verdict`.
async fn interview(db: &TestDb, user: &UserKey, id: &str, question: &str, verdict: Verdict) {
    let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
    s.status = Status::Finished;
    s.interview_id = Some(id.into());
    let evidence = Evidence {
        verdict,
        passed: 1,
        total: 1,
        failing: None,
        complexity: None,
        style: Vec::new(),
        compile_output: None,
        missing_points: Vec::new(),
        complexity_unproven: false,
        tests: Vec::new(),
    };
    let submission = Record::Submission {
        interview_id: id.into(),
        round: 1,
        question: question.into(),
        submission: Submission { language: "python".into(), code: format!("# {id}\n") },
        evidence,
    };
    db.store.save(user, &s, vec![submission]).await.unwrap();
}

async fn member(s: &dyn DrillStore, key: &str) -> MemberId {
    let m = Member {
        id: MemberId(key.into()),
        name: "Ann".into(),
        tz: chrono_tz::Tz::UTC,
        locale: Locale::En,
        daily_practice: false,
        tz_next: None,
    };
    s.save_member(&m).await.unwrap();
    m.id
}

#[tokio::test]
async fn plan_progress_counts_drill_practice_and_interview_solves_of_every_account_once_on_both_backends()
 {
    const TEST: &str = "store_plans::plan_progress_counts_drill_practice_and_interview_solves_of_every_account_once_on_both_backends";
    for db in backends(TEST).await {
        let s = db.drills.as_ref();
        let ann = member(s, "telegram:1").await;
        let other = member(s, "telegram:2").await;
        assert_eq!(s.enrolment(&ann).await.unwrap(), None, "{:?}", db.kind);

        // A group drill, a practice solve of the same problem, and one more practice problem.
        assert!(s.record_solve(&solve(&ann, Some("g1"), "two-sum")).await.unwrap());
        assert!(s.record_solve(&solve(&ann, None, "two-sum")).await.unwrap());
        assert!(s.record_solve(&solve(&ann, None, "climbing-stairs")).await.unwrap());
        assert!(s.record_solve(&solve(&other, Some("g1"), "valid-parentheses")).await.unwrap());
        // Interviews: accepted on her Telegram account and on her linked Discord account; a wrong
        // answer on a third problem; another member's accepted interview.
        interview(&db, &UserKey::new("telegram", "1"), "i1", "two-sum", Verdict::Accepted).await;
        let dc = UserKey::new("discord", "9");
        s.link(&dc, &ann).await.unwrap();
        interview(&db, &dc, "i2", "binary-search", Verdict::Accepted).await;
        interview(&db, &dc, "i3", "maximum-subarray", Verdict::WrongAnswer).await;
        interview(&db, &UserKey::new("telegram", "2"), "i4", "fizzbuzz-stdio", Verdict::Accepted)
            .await;

        assert_eq!(
            s.solved_problems(&ann).await.unwrap(),
            ["binary-search", "climbing-stairs", "two-sum"],
            "{:?}",
            db.kind
        );
        let mut group = s.group_solves(&GroupId("g1".into())).await.unwrap();
        group.sort();
        assert_eq!(
            group,
            [
                ("two-sum".to_string(), ann.clone()),
                ("valid-parentheses".to_string(), other.clone())
            ]
        );

        // Kept, replaced, dropped.
        let e = Enrolment { plan: "essentials".into(), since: day(1) };
        s.set_enrolment(&ann, Some(&e)).await.unwrap();
        assert_eq!(s.enrolment(&ann).await.unwrap(), Some(e), "{:?}", db.kind);
        let e2 = Enrolment { plan: "complete".into(), since: day(3) };
        s.set_enrolment(&ann, Some(&e2)).await.unwrap();
        assert_eq!(s.enrolment(&ann).await.unwrap(), Some(e2));
        assert_eq!(s.enrolment(&other).await.unwrap(), None);
        s.set_enrolment(&ann, None).await.unwrap();
        assert_eq!(s.enrolment(&ann).await.unwrap(), None);

        // `/forget` takes the plan with the rest of the member's own rows.
        let e = Enrolment { plan: "essentials".into(), since: day(1) };
        s.set_enrolment(&ann, Some(&e)).await.unwrap();
        db.store.forget(&UserKey::new("telegram", "1")).await.unwrap();
        assert_eq!(s.enrolment(&ann).await.unwrap(), None, "{:?}: forgotten", db.kind);
    }
}

#[tokio::test]
async fn a_groups_plan_is_saved_reloaded_and_cleared_on_both_backends() {
    const TEST: &str = "store_plans::a_groups_plan_is_saved_reloaded_and_cleared_on_both_backends";
    for db in backends(TEST).await {
        let chat = ChatKey::new(Platform::Telegram, "-100");
        let mut g = StudyGroup::new(GroupId("gp".into()), chat.clone(), MemberId("a".into()));
        g.plan = Some("essentials".into());
        db.drills.save_group(&g).await.unwrap();
        let back = db.drills.group_by_chat(&chat).await.unwrap().unwrap();
        assert_eq!(back.plan.as_deref(), Some("essentials"), "{:?}", db.kind);
        g.plan = None;
        db.drills.save_group(&g).await.unwrap();
        assert_eq!(db.drills.group(&g.id).await.unwrap().unwrap().plan, None, "{:?}", db.kind);
    }
}

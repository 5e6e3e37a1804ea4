//! The engine end to end over a real SQLite file with the fixture bank and marker grader: a full
//! interview, bad input, restart resume (also with a judge call in flight), /forget, rate limits.

use std::sync::Arc;

use mashang_core::engine::{Engine, ReplyKind, VecOutbox};
use mashang_core::interviewer::QuestionKind;
use mashang_core::memory::Tool;
use mashang_core::ports::Store;
use mashang_core::report::{Dimension, ScoreBasis};
use mashang_core::session::{Status, UserKey};
use tokio::sync::oneshot;

use crate::support::engine;

fn texts(out: &VecOutbox) -> String {
    out.take().into_iter().map(|r| r.text).collect::<Vec<_>>().join("\n")
}

/// Answers whatever question is open until the interview finishes.
async fn play_to_the_end(e: &Engine, user: &UserKey, out: &VecOutbox) {
    for _ in 0..40 {
        let s = e.snapshot(user).await;
        match (s.status, s.current_question.as_ref().map(|q| q.brief.kind)) {
            (Status::Finished, _) => return,
            (Status::WaitingAnswer, Some(QuestionKind::Code)) => {
                e.handle(user, "My approach: one pass with a hash map, O(n) time; empty input is an edge case.", out).await;
                e.handle(user, "```python\nWRONG\n```", out).await;
                let t = texts(out);
                assert!(t.contains("[2, 2]"), "the follow-up asks about the failing input: {t}");
                e.handle(user, "```\nfixed\n```", out).await;
            }
            (Status::WaitingAnswer, Some(QuestionKind::Design)) => {
                e.handle(
                    user,
                    "An LRU cache evicts cold keys; shard the keyspace by user id.",
                    out,
                )
                .await;
            }
            (Status::FollowUp, _) => {
                e.handle(user, "I would add a cache in front and shard it by key.", out).await;
            }
            other => panic!("unexpected state {other:?}"),
        }
    }
    panic!("interview did not finish");
}

#[tokio::test]
async fn a_full_interview_ends_with_an_evidenced_report_and_a_tool_log() {
    // On each store backend (SQLite, Postgres): the same interview, the same stored log.
    const TEST: &str = "engine::a_full_interview_ends_with_an_evidenced_report_and_a_tool_log";
    for db in crate::backends::backends(TEST).await {
        full_interview(db.store.clone()).await;
    }
}

async fn full_interview(store: Arc<dyn Store>) {
    let e = crate::support::engine_on(store.clone());
    let (user, out) = (UserKey::new("test", "ada"), VecOutbox::default());
    e.handle(&user, "/interview algorithm junior python", &out).await;
    assert!(texts(&out).contains("Question 1/5"));
    e.handle(&user, "/hint", &out).await;
    play_to_the_end(&e, &user, &out).await;

    let s = e.snapshot(&user).await;
    assert_eq!(s.eval_scores.len(), 5);
    assert_eq!(s.question_history.len(), 5, "five different questions");
    for round in &s.eval_scores {
        assert_eq!(round.basis, ScoreBasis::Judged);
        assert_eq!(round.dimensions.len(), 5);
        for d in &round.dimensions {
            assert!(!d.evidence.is_empty(), "{:?} has no evidence", d.dimension);
        }
    }
    let first = &s.eval_scores[0];
    assert_eq!(first.hints_used, 1);
    let dims: Vec<f32> = first.dimensions.iter().filter_map(|d| d.score.map(f32::from)).collect();
    let mean = dims.iter().sum::<f32>() / dims.len() as f32;
    assert_eq!(first.hint_penalty, 0.5);
    assert!(
        (first.overall - (mean - 0.5)).abs() < 0.051,
        "the hint lowered question 1's score: {} vs mean {mean}",
        first.overall
    );
    for q in s.eval_scores.iter().filter(|q| q.question != "q-design") {
        assert_eq!(
            q.dimension(Dimension::Correctness).unwrap().score,
            Some(4),
            "accepted on the second attempt"
        );
    }

    e.handle(&user, "/report", &out).await;
    let report = texts(&out);
    assert!(report.contains("correctness") && report.contains("12/12 tests"), "{report}");

    let log = store.tool_calls(s.interview_id.as_deref().unwrap()).await.unwrap();
    let count = |t| log.iter().filter(|r| r.tool == t).count();
    assert_eq!(count(Tool::PickQuestion), 5);
    assert_eq!(count(Tool::Report), 1);
    assert!(count(Tool::Judge) >= 9);
    assert!(log.iter().all(|r| !r.trace.is_empty() && r.input.is_object()));
    let history = store.history(&user, 10).await.unwrap();
    assert_eq!(history.len(), 1);
    assert!(history[0].finished);
}

#[tokio::test]
async fn bad_input_gets_one_line_and_leaves_the_session_unchanged() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let (user, out) = (UserKey::new("test", "bob"), VecOutbox::default());
    e.handle(&user, "/interview", &out).await;
    out.take();
    let before = e.snapshot(&user).await;
    let huge = format!("```python\n{}\n```", "x = 1\n".repeat(200_000));
    let junk = String::from_utf8_lossy(&[0xff, 0xfe, 0x00, 0x01, 0x02, 0x9c]).into_owned();
    for bad in [
        "/frobnicate",
        "```python\nprint(1)\n",
        huge.as_str(),
        junk.as_str(),
        "```cobol\nDISPLAY 'HI'\n```",
        "/lang klingon",
        "/hint now",
    ] {
        e.handle(&user, bad, &out).await;
        let replies = out.take();
        assert_eq!(replies.len(), 1, "one reply for {:?}", &bad[..bad.len().min(20)]);
        assert_eq!(replies[0].kind, ReplyKind::Problem);
        assert!(!replies[0].text.contains('\n'), "one line: {}", replies[0].text);
        assert_eq!(
            e.snapshot(&user).await,
            before,
            "session changed by {:?}",
            &bad[..bad.len().min(20)]
        );
    }
}

#[tokio::test]
async fn a_restart_resumes_the_interview_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let user = UserKey::new("test", "cy");
    let before = {
        let e = engine(dir.path()).await;
        let out = VecOutbox::default();
        e.handle(&user, "/interview backend junior python", &out).await;
        e.handle(&user, "I will sort and use two pointers", &out).await;
        e.handle(&user, "/hint", &out).await;
        e.handle(&user, "```python\nWRONG\n```", &out).await;
        e.snapshot(&user).await
    };
    assert_eq!(before.status, Status::FollowUp);
    let e = engine(dir.path()).await;
    let out = VecOutbox::default();
    assert!(e.open(&user, &out).await.in_interview);
    assert_eq!(e.snapshot(&user).await, before);
    assert!(texts(&out).contains("resuming your interview at question 1/5"));
}

#[tokio::test]
async fn a_judge_call_cut_off_by_a_crash_is_rerun_on_restart() {
    let dir = tempfile::tempdir().unwrap();
    let user = UserKey::new("test", "dee");
    {
        let (tx, called) = oneshot::channel();
        let e = crate::support::stuck_engine(dir.path(), tx).await;
        let (e2, u2) = (Arc::clone(&e), user.clone());
        let turn = tokio::spawn(async move {
            let out = VecOutbox::default();
            // A code question, pinned: a design question is never sent to the grader.
            e2.handle(&u2, "/interview algorithm junior python problem=q-array", &out).await;
            e2.handle(&u2, "```python\nfine\n```", &out).await;
        });
        tokio::time::timeout(std::time::Duration::from_secs(60), called)
            .await
            .expect("the submission reached the grader")
            .unwrap();
        turn.abort(); // the process "dies" while the judge is running
        let _ = turn.await;
    }
    let e = engine(dir.path()).await;
    let out = VecOutbox::default();
    assert!(e.open(&user, &out).await.in_interview);
    let t = texts(&out);
    assert!(t.contains("Verdict: accepted"), "the pending judge call was re-run: {t}");
    let s = e.snapshot(&user).await;
    assert_eq!(s.status, Status::FollowUp);
    assert_eq!(s.current_question.unwrap().attempts, 1);
}

#[tokio::test]
async fn forget_deletes_everything_about_the_user() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let (user, out) = (UserKey::new("test", "eve"), VecOutbox::default());
    e.handle(&user, "/interview", &out).await;
    e.handle(&user, "```python\nok\n```", &out).await;
    e.handle(&user, "/end", &out).await;
    e.handle(&user, "/forget", &out).await;
    assert!(texts(&out).contains("deleted"));
    let store = mashang_store_sqlite::SqliteStore::open(dir.path()).await.unwrap();
    assert!(store.load_session(&user).await.unwrap().is_none());
    assert!(store.history(&user, 10).await.unwrap().is_empty());
    assert!(store.latest_report(&user).await.unwrap().is_none());
    assert!(store.seen_questions(&user).await.unwrap().is_empty());
    assert_eq!(e.snapshot(&user).await.status, Status::Idle);
}

#[tokio::test]
async fn users_are_rate_limited_independently() {
    let dir = tempfile::tempdir().unwrap();
    let store = mashang_store_sqlite::SqliteStore::open(dir.path()).await.unwrap();
    let e = Engine::new(mashang_core::engine::EngineParts {
        store: Arc::new(store),
        bank: Arc::new(crate::support::FixtureBank::new()),
        grader: Arc::new(crate::support::MarkerGrader),
        queue: mashang_core::engine::FairQueue::new(
            Arc::new(crate::support::Unreachable),
            mashang_core::engine::QueueLimits { slots: 1, per_user: 1, total: 1 },
        ),
        persona: mashang_core::preset::builtin(),
        settings: mashang_core::engine::EngineSettings {
            message_rate: mashang_core::engine::RateRule { burst: 2, per_minute: 1 },
            ..Default::default()
        },
        clock: Arc::new(mashang::app::SystemClock),
    });
    let out = VecOutbox::default();
    let (a, b) = (UserKey::new("t", "a"), UserKey::new("t", "b"));
    e.handle(&a, "/help", &out).await;
    e.handle(&a, "/help", &out).await;
    out.take();
    e.handle(&a, "/help", &out).await;
    let r = out.take();
    assert_eq!(r[0].kind, ReplyKind::Problem);
    assert!(r[0].text.contains("too fast"));
    // A flood is told once: 300 more messages get no reply (each would be a send holding up
    // everyone else's replies).
    for _ in 0..300 {
        e.handle(&a, "/help", &out).await;
    }
    assert!(out.take().is_empty(), "a flooder gets one slow-down, not one per message");
    e.handle(&b, "/help", &out).await;
    assert_eq!(out.take()[0].kind, ReplyKind::Message);
}

#[tokio::test]
async fn zh_locale_renders_from_the_chinese_catalog() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let (user, out) = (UserKey::new("test", "zh"), VecOutbox::default());
    e.handle(&user, "/locale zh", &out).await;
    e.handle(&user, "/interview", &out).await;
    let t = texts(&out);
    assert!(t.contains("界面语言") && t.contains("面试开始") && t.contains("第 1/5 题"), "{t}");
}

#[tokio::test]
async fn an_interview_can_start_on_a_problem_named_by_id_and_bad_ids_get_a_reason() {
    use mashang_core::engine::Card;
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let (user, out) = (UserKey::new("test", "ada"), VecOutbox::default());

    // Unknown id: a one-line reason with the ids that look alike; nothing starts.
    e.handle(&user, "/interview problem=tree", &out).await;
    let replies = out.take();
    assert_eq!(replies.len(), 1);
    assert_eq!(replies[0].kind, ReplyKind::Problem);
    assert!(replies[0].text.contains("q-tree"), "{}", replies[0].text);
    assert_eq!(e.snapshot(&user).await.status, Status::Idle);

    // A language the problem cannot be judged in: the reason and a choice of its languages.
    e.handle(&user, "/interview go problem=q-tree", &out).await;
    let replies = out.take();
    assert_eq!(replies[0].kind, ReplyKind::Problem);
    assert_eq!(
        replies[0].card,
        Some(Card::Choice {
            command: "/interview problem=q-tree".into(),
            options: vec!["python".into(), "javascript".into()],
        })
    );
    assert_eq!(e.snapshot(&user).await.status, Status::Idle);

    // A fitting id: the first question is that problem, at its own level; later rounds pick
    // from the bank as usual.
    e.handle(&user, "/interview problem=q-tree", &out).await;
    let s = e.snapshot(&user).await;
    assert_eq!(s.current_question.as_ref().map(|q| q.brief.id.as_str()), Some("q-tree"));
    assert_eq!(s.target_level, mashang_core::interviewer::Level::Mid);
    assert!(texts(&out).contains("(q-tree)"));
    e.handle(&user, "/skip", &out).await;
    let s = e.snapshot(&user).await;
    assert_ne!(s.current_question.as_ref().map(|q| q.brief.id.as_str()), Some("q-tree"));
}

/// Discord's `/submit` editor opens on the user's last submission for the open question (in its
/// language), else on the starter (the fixture bank has none; the real one is in discord_e2e).
#[tokio::test]
async fn the_editor_draft_is_the_last_submission_for_the_open_question() {
    let dir = tempfile::tempdir().unwrap();
    let e = engine(dir.path()).await;
    let (user, out) = (UserKey::new("test", "draft"), VecOutbox::default());
    assert_eq!(e.draft(&user, None).await, None, "no question, no draft");
    e.handle(&user, "/interview algorithm junior python problem=q-array", &out).await;
    assert_eq!(e.draft(&user, None).await, None, "the fixture question has no starter");
    e.handle(&user, "```python\nWRONG\n```", &out).await;
    let draft = e.draft(&user, None).await.expect("the last submission");
    assert!(draft.contains("WRONG"), "{draft}");
    assert_eq!(e.draft(&user, Some("python")).await, Some(draft));
    assert_eq!(e.draft(&user, Some("go")).await, None, "another language gets its starter");
}

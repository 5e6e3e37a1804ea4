//! Model-generated questions through the real judge and sandbox: the reference runs against every
//! test, tests it fails are dropped, a question with too few surviving tests is discarded, and a
//! surviving question is stored as a problem directory that the bank loader accepts.

use std::sync::Arc;

use mashang_core::brain::generate::{GenError, GenRequest, MIN_SURVIVING_TESTS};
use mashang_core::ports::Executor;
use mashang_exec_local::LocalSandbox;
use mashang_i18n::Locale;
use mashang_judge::problem::{Bank, Level, Role};
use serde_json::json;

use crate::llm_brain::brain;
use crate::llm_fake::{FakeModel, Step, client};

/// The binary's shared sandbox (see `judge::shared_sandbox`).
pub fn executor() -> Arc<dyn Executor> {
    Arc::new(LocalSandbox::new(crate::judge::shared_sandbox()))
}

/// A draft for "sum of positives" with `wrong` tests whose expectation is off by one.
pub fn draft(wrong: usize) -> String {
    let inputs: Vec<Vec<i64>> = vec![
        vec![],
        vec![1],
        vec![-1],
        vec![1, 2, 3],
        vec![-5, 5],
        vec![0, 0, 7],
        vec![10, -10, 10],
        vec![3, -1, 4, -1, 5],
    ];
    let tests: Vec<serde_json::Value> = inputs
        .iter()
        .enumerate()
        .map(|(i, xs)| {
            let right: i64 = xs.iter().filter(|x| **x > 0).sum();
            let expected = if i < wrong { right + 1 } else { right };
            json!({"input": [xs], "expected": expected, "reason": format!("case {i}")})
        })
        .collect();
    json!({
        "slug": "sum-of-positives",
        "title": {"en": "Sum of positives", "zh": "正数之和"},
        "statement": {"en": "Return the sum of the positive numbers in `nums`.", "zh": "返回 `nums` 中正数之和。"},
        "topics": ["array"],
        "complexity": {"time": "O(n)", "space": "O(1)"},
        "hints": [{"en": "Loop once.", "zh": "遍历一次。"}, {"en": "Skip non-positive.", "zh": "跳过非正数。"}, {"en": "Accumulate.", "zh": "累加。"}],
        "signature": {"name": "sum_positive", "params": [{"name": "nums", "type": "list<int>"}], "returns": "long"},
        "tests": tests,
        "reference": {"language": "python", "code": "def sum_positive(nums):\n    return sum(x for x in nums if x > 0)\n"}
    })
    .to_string()
}

fn request() -> GenRequest {
    GenRequest {
        role: Role::Algorithm,
        level: Level::Junior,
        topic: Some("arrays".into()),
        avoid: vec![],
    }
}

#[tokio::test]
async fn tests_the_reference_fails_are_dropped_and_the_question_is_stored() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeModel::start(vec![Step::Reply(draft(2))], Step::Reply("{}".into())).await;
    let problem = brain(client(&fake.base_url()))
        .generate_question(
            Locale::En,
            &request(),
            executor(),
            &mashang_bank::DirSink::new(dir.path()),
        )
        .await
        .expect("a validated question");
    assert_eq!(problem.spec.tests.len(), 6, "the two wrong tests were dropped");
    assert!(problem.spec.tests.iter().all(|t| t.name != "t01" && t.name != "t02"));
    assert_eq!(problem.samples().count(), 2);
    let (bank, errors) = mashang_bank::load(dir.path());
    assert!(errors.is_empty(), "{errors:?}");
    assert!(bank.get(problem.id()).is_some(), "the stored question loads like any bank problem");
    let body = fake.requests().await[0].to_string();
    assert!(body.contains("\"temperature\":0.7"));
}

#[tokio::test]
async fn a_question_with_too_few_surviving_tests_is_discarded() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeModel::start(vec![Step::Reply(draft(4))], Step::Reply("{}".into())).await;
    let err = brain(client(&fake.base_url()))
        .generate_question(
            Locale::En,
            &request(),
            executor(),
            &mashang_bank::DirSink::new(dir.path()),
        )
        .await
        .unwrap_err();
    assert_eq!(err, GenError::TooFewTests { survived: 4, needed: MIN_SURVIVING_TESTS });
    assert_eq!(std::fs::read_dir(dir.path()).unwrap().count(), 0, "nothing was stored");
}

#[tokio::test]
async fn a_malformed_draft_gets_one_correction_then_gives_up() {
    let dir = tempfile::tempdir().unwrap();
    let fake = FakeModel::start(vec![], Step::Reply("{\"slug\": \"x\"}".into())).await;
    let err = brain(client(&fake.base_url()))
        .generate_question(
            Locale::En,
            &request(),
            executor(),
            &mashang_bank::DirSink::new(dir.path()),
        )
        .await
        .unwrap_err();
    assert!(matches!(err, GenError::Model(_)), "{err:?}");
    assert_eq!(fake.requests().await.len(), 2);
}

#[tokio::test]
async fn a_generated_question_joins_the_live_bank_and_is_judged_there() {
    use mashang_core::brain::live::LiveBank;
    use mashang_core::interviewer::bridge::{BankQuestions, JudgeGrader};
    use mashang_core::interviewer::{GradeRequest, Grader, QuestionBank, Verdict};
    let dir = tempfile::tempdir().unwrap();
    let shipped = Arc::new(
        mashang_bank::load(
            &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("presets/problems"),
        )
        .0,
    );
    let base: Arc<dyn QuestionBank> = Arc::new(BankQuestions::new(Arc::clone(&shipped)));
    let (stored, errors) = mashang_bank::load_generated(dir.path());
    let live = LiveBank::new(Arc::clone(&base), Arc::new(JudgeGrader::new(shipped)), &stored);
    assert!(errors.is_empty() && live.generated() == 0);
    let fake = FakeModel::start(vec![Step::Reply(draft(0))], Step::Reply("{}".into())).await;
    let problem = brain(client(&fake.base_url()))
        .generate_question(
            Locale::En,
            &request(),
            executor(),
            &mashang_bank::DirSink::new(dir.path()),
        )
        .await
        .expect("a validated question");
    let id = problem.id().to_string();
    live.add(problem);
    assert_eq!(live.briefs().len(), base.briefs().len() + 1);
    assert!(live.text(&id, Locale::ZhCn, "python").unwrap().title.contains("正数"));
    let request = GradeRequest {
        question: id.clone(),
        language: "python".into(),
        code: "def sum_positive(nums):\n    return sum(x for x in nums if x > 0)\n".into(),
    };
    let evidence = live.grade(&request, executor()).await.expect("judged");
    assert_eq!(evidence.verdict, Verdict::Accepted);
    let (stored, _) = mashang_bank::load_generated(dir.path());
    let reloaded =
        LiveBank::new(base, Arc::new(JudgeGrader::new(Arc::new(Bank::default()))), &stored);
    assert_eq!(reloaded.generated(), 1, "generated questions survive a restart");
}

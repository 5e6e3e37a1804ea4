//! Communication scoring against the real bank's vocabularies: an explanation written for another
//! problem earns nothing, a topical one (in English or Chinese) earns credit, and a complexity claim
//! the judge's measurement contradicts is cited with both numbers.

use std::sync::Arc;

use super::*;
use crate::engine::present::render_report;
use crate::interviewer::bridge::BankQuestions;
use crate::interviewer::{ComplexityEvidence, QuestionBank};
use crate::report::EvidenceItem;
use crate::session::CurrentQuestion;
use mashang_i18n::Locale;

fn bank() -> BankQuestions {
    let (bank, errors) = mashang_judge::problem::testing::bank();
    assert!(errors.is_empty(), "{errors:?}");
    BankQuestions::new(Arc::new(bank))
}

fn question(bank: &BankQuestions, id: &str, explanation: &str) -> CurrentQuestion {
    CurrentQuestion {
        brief: bank.brief(id).expect("in the bank").clone(),
        round: 1,
        attempts: 1,
        hints_used: 0,
        explanations: vec![explanation.to_string()],
        follow_ups: Vec::new(),
        last_evidence: None,
        best_evidence: None,
        design_answer: String::new(),
        revealed: Vec::new(),
        last_judged: None,
    }
}

fn accepted(exponent: f64, label: &str) -> Evidence {
    Evidence {
        verdict: Verdict::Accepted,
        passed: 5,
        total: 5,
        failing: None,
        complexity: Some(ComplexityEvidence {
            exponent,
            label: label.into(),
            expected: "O(n)".into(),
            acceptable: exponent < 1.5,
        }),
        style: Vec::new(),
        compile_output: None,
        missing_points: Vec::new(),
        complexity_unproven: false,
        tests: Vec::new(),
    }
}

const LINKED_LIST: &str = "Walk the linked list once and flip each node's next pointer to the \
    previous node; keep prev and curr. O(n) time, O(1) space; an empty list returns None.";
const TWO_SUM: &str = "One pass with a hash map from value to index: for each x look up target - x \
    before storing x. O(n) time, O(n) space; the same value twice is the edge case.";

#[test]
fn an_explanation_copied_from_another_problem_earns_no_communication_credit() {
    let bank = bank();
    let d = communication(&question(&bank, "two-sum", LINKED_LIST));
    assert_eq!(d.score, Some(1), "{d:?}");
    let Some(EvidenceItem::Topicality { matched, missing }) = d.evidence.first() else {
        panic!("{d:?}")
    };
    assert!(matched.is_empty(), "{matched:?}");
    assert!(missing.contains(&"hash-map".to_string()), "{missing:?}");
}

#[test]
fn a_topical_explanation_earns_it_in_english_and_in_chinese() {
    let bank = bank();
    let en = communication(&question(&bank, "two-sum", TWO_SUM));
    assert!(en.score >= Some(4), "{en:?}");
    let zh =
        "用哈希表记录每个数的下标，一次遍历；时间复杂度 O(n)，空间 O(n)。注意重复元素的边界情况。";
    let zh = communication(&question(&bank, "two-sum", zh));
    assert!(zh.score >= Some(4), "{zh:?}");
    let Some(EvidenceItem::Topicality { matched, .. }) = zh.evidence.first() else { panic!() };
    assert!(matched.contains(&"哈希表".to_string()), "{matched:?}");
    // The same linked-list explanation is topical for the linked-list problem.
    assert!(communication(&question(&bank, "reverse-linked-list", LINKED_LIST)).score >= Some(4));
}

#[test]
fn a_linear_claim_on_code_measured_quadratic_is_cited_with_both_numbers() {
    let bank = bank();
    let mut q = question(&bank, "two-sum", TWO_SUM);
    q.best_evidence = Some(accepted(1.96, "looks quadratic"));
    let d = communication(&q);
    let claim = d.evidence.iter().find_map(|e| match e {
        EvidenceItem::ComplexityClaim { claimed, measured, consistent, .. } => {
            Some((claimed.clone(), *measured, *consistent))
        }
        _ => None,
    });
    assert_eq!(claim, Some(("O(n)".to_string(), 1.96, false)), "{d:?}");
    assert!(d.evidence.contains(&EvidenceItem::StatedComplexity(false)), "not credited");
    q.best_evidence = Some(accepted(1.02, "looks linear"));
    assert!(communication(&q).evidence.contains(&EvidenceItem::StatedComplexity(true)));
}

#[test]
fn report_text_cites_the_words_matched_and_the_contradicted_claim() {
    let bank = bank();
    let mut copied = question(&bank, "two-sum", LINKED_LIST);
    copied.best_evidence = Some(accepted(1.0, "looks linear"));
    let mut claimed = question(&bank, "reverse-linked-list", LINKED_LIST);
    claimed.round = 2;
    claimed.best_evidence = Some(accepted(1.96, "looks quadratic"));
    let rules = InterviewRules::default();
    let report = Report {
        interview_id: "iv".into(),
        role: crate::interviewer::Role::Algorithm,
        level: crate::interviewer::Level::Junior,
        rounds: vec![score_question(&copied, &rules), score_question(&claimed, &rules)],
        overall: Vec::new(),
        overall_score: 3.0,
        weak_topics: Vec::new(),
        finish_reason: crate::session::FinishReason::UserEnded,
        created_at_ms: 0,
    };
    let en = render_report(Locale::En, &bank, &report);
    let zh = render_report(Locale::ZhCn, &bank, &report);
    insta::assert_snapshot!("communication_report_en", en);
    insta::assert_snapshot!("communication_report_zh", zh);
}

//! The context budget: every prompt fits a 4,096-token context with its `max_tokens`, however long
//! the interview, in both languages — the oldest memory gives way first. Also prints the prompt
//! tokens per call kind at rounds 1, 5, 20 and 50 (the table in docs/llm.md):
//! `cargo test --test it llm_budget:: -- --nocapture`.

use std::sync::Arc;

use mashang_core::brain::budget::CORRECTION_RESERVE;
use mashang_core::brain::generate::{self, GenRequest};
use mashang_core::brain::review::{self, facts};
use mashang_core::brain::{
    Action, Brain, BrainConfig, Exchange, Moment, Planned, PromptBudget, TurnInput, TurnView,
};
use mashang_core::llm::{ChatMessage, estimate_prompt_tokens};
use mashang_i18n::Locale;

use mashang_core::session::FinishReason;

use crate::llm_brain::{open_question, synthetic_scores};
use crate::support::FixtureBank;

const ROUNDS: [u8; 4] = [1, 5, 20, 50];

fn long_answer(locale: Locale, i: u32) -> String {
    match locale {
        Locale::En => format!(
            "Exchange {i}: I keep a hash map from value to index and scan once; for each element I look up \
             target minus it. That is O(n) time and O(n) space. Edge cases: empty input, duplicates, negative numbers."
        ),
        Locale::ZhCn => format!(
            "第 {i} 次交流：我用哈希表记录每个值的下标，只遍历一次；对每个元素查找目标值减去它的差。\
             时间复杂度 O(n)，空间复杂度 O(n)。边界情况：空数组、重复元素、负数。如果输入已经排序，可以用双指针。"
        ),
    }
}

/// A decision request at `round` of a `round`-question interview with everything remembered:
/// the candidate's latest code, a judge result and a long message.
fn decision(round: u8, locale: Locale, judged: bool) -> Vec<ChatMessage> {
    let bank = FixtureBank::new();
    let mut s = open_question(&bank.briefs()[0], round.max(2), locale);
    s.eval_scores = synthetic_scores(round - 1, &bank);
    s.current_round = round;
    let b = Brain::new(Arc::new(crate::llm_fake::NoModel), BrainConfig::default());
    for i in 0..(u32::from(round) * 4) {
        let interviewer = long_answer(locale, i + 1000);
        b.remember("iv", Exchange { round, candidate: long_answer(locale, i), interviewer });
    }
    let mut view = TurnView::build(&s, &bank);
    view.candidate_code = Some("def two_sum(nums, target):\n    seen = {}\n".repeat(100));
    if judged {
        view.evidence = crate::support::evidence_for("WRONG")
            .ok()
            .as_ref()
            .map(mashang_core::brain::view::EvidenceView::of);
    }
    let moment = if judged {
        Moment::JudgeResult
    } else {
        Moment::CandidateMessage { candidate_message: long_answer(locale, 9).repeat(6) }
    };
    let scores = s.eval_scores.clone();
    let inp = TurnInput {
        interview_id: "iv",
        view,
        scores: &scores,
        profile: &[("dp".into(), 4), ("graphs".into(), 2), ("bit-manipulation".into(), 1)],
        moment,
        offline: Planned { action: Action::FollowUp, text: long_answer(locale, 7) },
    };
    b.decision_request(&inp)
}

fn review_request(round: u8, locale: Locale) -> Vec<ChatMessage> {
    let bank = FixtureBank::new();
    let mut s = open_question(&bank.briefs()[0], round.max(2), locale);
    s.eval_scores = synthetic_scores(round, &bank);
    s.finish_reason = Some(FinishReason::AllRounds);
    let r = s.build_report(0);
    review::request(locale, &r, &facts(&r), PromptBudget::default().review)
}

fn generate_request(round: u8, locale: Locale) -> Vec<ChatMessage> {
    let req = GenRequest {
        role: mashang_judge::problem::Role::Algorithm,
        level: mashang_judge::problem::Level::Mid,
        topic: Some("graphs".into()),
        avoid: (0..round).map(|i| format!("generated-question-{i}")).collect(),
    };
    generate::request(locale, &req)
}

#[test]
fn every_prompt_fits_the_budget_at_round_50_in_chinese_and_english() {
    let budget = PromptBudget::default();
    for locale in [Locale::ZhCn, Locale::En] {
        for judged in [false, true] {
            let t = estimate_prompt_tokens(&decision(50, locale, judged));
            assert!(
                t <= budget.decision - CORRECTION_RESERVE,
                "{locale:?} decision (judged: {judged}) at round 50: {t} tokens > {}",
                budget.decision - CORRECTION_RESERVE
            );
        }
        let t = estimate_prompt_tokens(&review_request(50, locale));
        assert!(t <= budget.review, "{locale:?} review at round 50: {t} > {}", budget.review);
        let t = estimate_prompt_tokens(&generate_request(50, locale));
        assert!(t <= budget.generate, "{locale:?} generation: {t} > {}", budget.generate);
    }
}

#[test]
fn the_reviewer_reads_a_summary_of_every_round_and_the_latest_facts() {
    let msgs = review_request(50, Locale::ZhCn);
    let data = crate::llm_fake::data_of(&serde_json::json!({"messages": msgs})).unwrap();
    assert_eq!(data["rounds"].as_array().unwrap().len(), 50, "every round is summarised");
    // The facts sit under the dimension they may be cited for.
    let evidence: Vec<&serde_json::Value> = data["dimensions"]
        .as_array()
        .unwrap()
        .iter()
        .flat_map(|d| d["evidence"].as_array().unwrap())
        .collect();
    assert!(!evidence.is_empty());
    assert!(
        evidence.iter().all(|f| f["round"].as_u64().unwrap() > 1),
        "the oldest rounds' facts gave way first"
    );
    assert!(evidence.iter().any(|f| f["round"] == 50), "the latest round's facts stay");
}

/// Builds a call kind's request at a round.
type Build<'a> = dyn Fn(u8) -> Vec<ChatMessage> + 'a;

#[test]
fn prompt_tokens_per_call_kind_by_round() {
    println!("| call kind | locale | round 1 | round 5 | round 20 | round 50 |");
    println!("|---|---|---|---|---|---|");
    for locale in [Locale::En, Locale::ZhCn] {
        let kinds: [(&str, &Build); 4] = [
            ("decision (message)", &|r| decision(r, locale, false)),
            ("decision (judge result)", &|r| decision(r, locale, true)),
            ("review", &|r| review_request(r, locale)),
            ("generate", &|r| generate_request(r, locale)),
        ];
        for (name, build) in kinds {
            let row: Vec<String> =
                ROUNDS.iter().map(|&r| estimate_prompt_tokens(&build(r)).to_string()).collect();
            println!("| {name} | {} | {} |", locale.as_str(), row.join(" | "));
        }
    }
}

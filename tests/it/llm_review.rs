//! The reviewer pass against the fake server: scores come from the evidence list only, each must
//! cite evidence of its own dimension, judge-measured dimensions stay within a point of the judge,
//! and anything invalid falls back to the offline report with a one-line notice.

use mashang_core::brain::review::{self, facts};
use mashang_i18n::Locale;

use mashang_core::report::{Dimension, Report};
use serde_json::json;

use crate::llm_brain::{brain, open_question, synthetic_scores};
use crate::llm_fake::{FakeModel, Step, client};
use crate::support::FixtureBank;

pub fn report() -> Report {
    let bank = FixtureBank::new();
    let mut s = open_question(&bank.briefs()[0], 2, Locale::En);
    s.eval_scores = synthetic_scores(2, &bank);
    s.finish_reason = Some(mashang_core::session::FinishReason::AllRounds);
    s.build_report(0)
}

fn id_of(r: &Report, d: Dimension) -> String {
    facts(r).into_iter().find(|f| f.dimension == d).expect("a fact of the dimension").id
}

fn offline(r: &Report, d: Dimension) -> f32 {
    r.overall.iter().find(|(x, _)| *x == d).and_then(|(_, s)| *s).expect("scored")
}

#[tokio::test]
async fn reviewer_scores_cite_evidence_and_judged_dimensions_stay_near_the_judge() {
    let r = report();
    let reply = json!({
        "scores": [
            {"dimension": "correctness", "score": 5, "evidence": [id_of(&r, Dimension::Correctness)], "rationale": "passes most tests"},
            {"dimension": "communication", "score": 4.4, "evidence": [id_of(&r, Dimension::Communication)], "rationale": "explains approach and complexity"}
        ],
        "summary": "Solid reasoning; tighten correctness on edge cases."
    });
    let fake = FakeModel::start(vec![], Step::Reply(format!("```json\n{reply}\n```"))).await;
    let out = brain(client(&fake.base_url())).review("iv", Locale::En, &r).await;
    let review = out.review.expect("the review was accepted");
    let correctness = review.scores.iter().find(|s| s.dimension == Dimension::Correctness).unwrap();
    assert!(
        correctness.score <= offline(&r, Dimension::Correctness) + 1.0,
        "clamped to the judge ±1"
    );
    let communication =
        review.scores.iter().find(|s| s.dimension == Dimension::Communication).unwrap();
    assert_eq!(communication.score, 4.0, "rounded to an integer score");
    assert_eq!(
        out.report.overall.iter().find(|(d, _)| *d == Dimension::Communication).unwrap().1,
        Some(4.0)
    );
    let text = review::render(Locale::En, &review, &facts(&r));
    assert!(
        text.contains(&id_of(&r, Dimension::Communication)),
        "each score shows what it cites: {text}"
    );
    let request = &fake.requests().await[0];
    assert!(request.to_string().contains("\"temperature\":0.1"), "reviews run cold");
    // Structured output: dimensions, integer scores and evidence ids constrained by the schema.
    let format = &request["response_format"];
    assert_eq!(
        (format["type"].as_str(), format["json_schema"]["name"].as_str()),
        (Some("json_schema"), Some("review"))
    );
    let entry = &format["json_schema"]["schema"]["properties"]["scores"]["items"]["properties"];
    let ids: Vec<String> = facts(&r).into_iter().map(|f| f.id).collect();
    assert_eq!(entry["evidence"]["items"]["enum"], json!(ids));
    assert_eq!(entry["score"], json!({"type": "integer", "minimum": 1, "maximum": 5}));
}

#[tokio::test]
async fn a_score_citing_unknown_or_foreign_evidence_is_refused_then_falls_back() {
    let r = report();
    let foreign = id_of(&r, Dimension::Style);
    let bad = json!({"scores": [{"dimension": "correctness", "score": 5, "evidence": [foreign]}]});
    let unknown =
        json!({"scores": [{"dimension": "correctness", "score": 5, "evidence": ["E999"]}]});
    let fake = FakeModel::start(
        vec![Step::Reply(bad.to_string()), Step::Reply(unknown.to_string())],
        Step::Reply("{}".into()),
    )
    .await;
    let out = brain(client(&fake.base_url())).review("iv", Locale::En, &r).await;
    assert!(out.review.is_none());
    assert_eq!(out.report, r, "the offline report stands");
    assert_eq!(out.calls, 2, "one corrective retry");
    assert!(out.notice.unwrap().contains("standard evidence-based scores"));
    let second = fake.requests().await[1].to_string();
    assert!(
        second.contains("cites no evidence of its own dimension"),
        "the correction names the error"
    );
}

#[test]
fn golden_reviewer_and_generator_prompts() {
    use mashang_core::brain::generate::{self, GenRequest};
    use mashang_judge::problem::{Level, Role};
    let r = report();
    for locale in [Locale::En, Locale::ZhCn] {
        let render = |msgs: Vec<mashang_core::llm::ChatMessage>| {
            msgs.iter()
                .map(|m| format!("=== {:?}\n{}", m.role, m.content))
                .collect::<Vec<_>>()
                .join("\n")
        };
        insta::assert_snapshot!(
            format!("reviewer_prompt_{}", locale.as_str()),
            render(review::request(locale, &r, &facts(&r), 3_696))
        );
        let req = GenRequest {
            role: Role::Algorithm,
            level: Level::Mid,
            topic: Some("graphs".into()),
            avoid: vec!["two-sum".into()],
        };
        insta::assert_snapshot!(
            format!("generator_prompt_{}", locale.as_str()),
            render(generate::request(locale, &req))
        );
    }
}

/// The recorded small-model habit: valid scores whose words are template placeholders, or the
/// format's own description read back (the prompt has no example left to copy). Never shown; the
/// offline report stands and says so (en/zh).
#[tokio::test]
async fn a_review_copying_placeholders_or_the_format_falls_back_and_says_the_ai_review_was_unavailable()
 {
    let r = report();
    let cite = |d| json!([id_of(&r, d)]);
    let placeholder = json!({
        "scores": [{"dimension": "correctness", "score": 3, "evidence": cite(Dimension::Correctness), "rationale": "<one sentence in English>"}],
        "summary": "<two sentences in English for the candidate>"
    });
    let example = json!({
        "scores": [{"dimension": "correctness", "score": 3, "evidence": cite(Dimension::Correctness), "rationale": "One short sentence in English, your own words about that evidence."}],
        "summary": "Two short sentences in English to the candidate."
    });
    for (locale, notice) in
        [(Locale::En, "AI reviewer is unavailable"), (Locale::ZhCn, "AI 评审不可用")]
    {
        let fake = FakeModel::start(
            vec![Step::Reply(placeholder.to_string())],
            Step::Reply(example.to_string()),
        )
        .await;
        let out = brain(client(&fake.base_url())).review("iv", locale, &r).await;
        assert!(out.review.is_none(), "{locale:?}: a junk review was accepted");
        assert_eq!(out.report, r, "the code-computed report stands");
        assert!(out.notice.unwrap().contains(notice));
        let retry = fake.requests().await[1].to_string();
        assert!(retry.contains("placeholder"), "the correction names the rule: {retry}");
    }
    // The same scores in the model's own words are shown.
    let own = json!({
        "scores": [{"dimension": "correctness", "score": 3, "evidence": cite(Dimension::Correctness), "rationale": "Round two fails a hidden case after two attempts."}],
        "summary": "Good first round. Test duplicates before submitting."
    });
    let fake = FakeModel::start(vec![], Step::Reply(own.to_string())).await;
    let out = brain(client(&fake.base_url())).review("iv", Locale::En, &r).await;
    let review = out.review.expect("a checked review");
    let text = review::render(Locale::En, &review, &facts(&r));
    assert!(text.contains("Round two fails a hidden case"), "{text}");
}

//! Cache-aware prompts: consecutive decision requests of one question share a prefix that holds
//! the system text and the whole question (statement, samples, topics), because what changes every
//! call (the moment, the allowed actions, the default reply) comes last. A local server that keeps
//! one prompt prefix in its cache (llama.cpp) then evaluates only the tail of each request.

use mashang_core::session::UserKey;

use crate::llm_fake::{FakeModel, client};

/// The request's messages as the server tokenises them, one after the other.
fn text(body: &serde_json::Value) -> String {
    let messages = body["messages"].as_array().cloned().unwrap_or_default();
    messages.iter().map(|m| m["content"].as_str().unwrap_or_default().to_string()).collect()
}

fn common_prefix(a: &str, b: &str) -> usize {
    a.char_indices().zip(b.chars()).take_while(|((_, x), y)| x == y).count()
}

/// The decision requests of a short interview on one question: its introduction, a follow-up
/// to the candidate's words, a verdict's follow-up, and another follow-up.
async fn decision_requests() -> Vec<String> {
    let fake = FakeModel::smart(vec![]).await;
    let dir = tempfile::tempdir().unwrap();
    let hook = std::sync::Arc::new(mashang_core::brain::hook::LlmHook::new(
        std::sync::Arc::new(crate::llm_brain::brain(client(&fake.base_url()))),
        None,
    ));
    let engine = crate::support::app_with_llm(dir.path(), hook).await.services.engine;
    let user = UserKey::new("sim", "prefix");
    let out = mashang_core::engine::VecOutbox::default();
    for message in [
        "/interview algorithm junior python problem=q-array",
        "I keep a hash map from value to index and scan once.",
        "```python\ndef solve(nums):\n    return WRONG\n```",
        "Duplicates like [2, 2] need the index check before the insert.",
    ] {
        engine.handle(&user, message, &out).await;
    }
    let requests = fake.requests().await;
    let decisions = requests.iter().filter(|b| text(b).contains("allowed_actions"));
    decisions.map(text).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn consecutive_decisions_on_one_question_share_the_system_text_and_the_whole_question() {
    let requests = decision_requests().await;
    assert!(requests.len() >= 3, "the model was asked at several moments: {}", requests.len());
    for pair in requests.windows(2) {
        let shared = common_prefix(&pair[0], &pair[1]);
        let prefix: String = pair[1].chars().take(shared).collect();
        assert!(
            prefix.contains("\"statement\"") && prefix.contains("\"topics\""),
            "the question is not inside the shared prefix; it ends at: {:?}",
            pair[1].chars().skip(shared).take(80).collect::<String>()
        );
        let moment = pair[1].find("\"moment\"").expect("a moment");
        assert!(
            pair[1][..moment].contains("\"interview\""),
            "the moment comes after the interview"
        );
    }
    let shares: Vec<String> = requests
        .windows(2)
        .map(|p| {
            let total = p[1].chars().count();
            format!("{:.0} %", 100.0 * common_prefix(&p[0], &p[1]) as f64 / total as f64)
        })
        .collect();
    println!("shared prefix of consecutive decisions (characters): {}", shares.join(", "));
}

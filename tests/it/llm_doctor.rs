//! `mashang doctor` against a model server: the configured model must be listed by `GET /models`
//! and one small completion must parse; each failure has its own clear line.

use std::process::Command;

use crate::llm_fake::{FakeModel, Step};
use crate::llm_sse::dead_url;

/// The `llm` lines of doctor's output with the model configured as `model` at `base_url`.
async fn doctor(base_url: String, model: &str) -> String {
    let model = model.to_string();
    let data = tempfile::tempdir().unwrap();
    let dir = data.path().to_path_buf();
    let out = tokio::task::spawn_blocking(move || {
        Command::new(env!("CARGO_BIN_EXE_mashang"))
            .current_dir(env!("CARGO_MANIFEST_DIR"))
            .arg("doctor")
            .env("MASHANG_DATA_DIR", &dir)
            .env_remove("MASHANG_CONFIG")
            .env("MASHANG_LLM_BASE_URL", base_url)
            .env("MASHANG_LLM_MODEL", model)
            .env("MASHANG_LLM__TURN_BUDGET_SECS", "5")
            .output()
            .expect("run mashang doctor")
    })
    .await
    .unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    let llm = stdout.split("llm (optional)").nth(1).unwrap_or_default();
    llm.lines().skip(1).take_while(|l| !l.is_empty()).collect::<Vec<_>>().join("\n")
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_says_the_model_server_is_unreachable() {
    let out = doctor(dead_url().await, "fake-model").await;
    assert!(out.contains("! llm:") && out.contains("is unreachable"), "{out}");
    assert!(out.contains("start the model server"), "{out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_names_an_unknown_model_and_lists_the_served_ones() {
    let fake = FakeModel::start(vec![], Step::Reply(r#"{"ok": true}"#.into())).await;
    let out = doctor(fake.base_url(), "qwen-does-not-exist").await;
    assert!(out.contains("model `qwen-does-not-exist` is not served"), "{out}");
    assert!(out.contains("it serves: fake-model"), "{out}");
    assert!(fake.requests().await.is_empty(), "no completion is asked of an unknown model");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_reports_a_completion_that_does_not_parse() {
    let fake = FakeModel::start(vec![], Step::Reply("Sure! I am happy to help.".into())).await;
    let out = doctor(fake.base_url(), "fake-model").await;
    assert!(out.contains("is not a JSON object"), "{out}");
    assert!(out.contains("Sure! I am happy to help."), "the reply is quoted: {out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_passes_a_listed_model_whose_completion_parses() {
    let fake = FakeModel::start(vec![], Step::Reply(r#"{"ok": true}"#.into())).await;
    let out = doctor(fake.base_url(), "fake-model").await;
    assert!(
        out.contains("✓ llm:") && out.contains("serves `fake-model` (listed by /models"),
        "{out}"
    );
    assert!(out.contains("a small completion parsed"), "{out}");
    assert!(
        out.contains("(100 prompt + 20 completion tokens, as the server reported them)"),
        "{out}"
    );
    assert_eq!(fake.requests().await.len(), 1, "one small completion");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_names_a_base_url_without_v1_and_gives_the_one_that_answers() {
    let fake = FakeModel::start(vec![], Step::Reply(r#"{"ok": true}"#.into())).await;
    let base = fake.base_url().trim_end_matches("/v1").to_string();
    let out = doctor(base.clone(), "fake-model").await;
    assert!(out.contains("has no chat-completions route (HTTP 404)"), "{out}");
    assert!(out.contains(&format!("set MASHANG_LLM_BASE_URL to {base}/v1")), "{out}");
    assert!(!out.contains("turn_budget_secs"), "not a slow server: {out}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn doctor_marks_token_counts_as_estimated_when_the_server_sends_no_usage() {
    // llama.cpp's Python server: a completion without a `usage` object.
    let body = serde_json::json!({
        "choices": [{"index": 0, "message": {"role": "assistant", "content": "{\"ok\": true}"},
                     "finish_reason": "stop"}]
    });
    let fake = FakeModel::start(vec![], Step::Raw(body.to_string())).await;
    let out = doctor(fake.base_url(), "fake-model").await;
    assert!(out.contains("a small completion parsed"), "{out}");
    assert!(out.contains("estimated: the server reports no usage"), "{out}");
    assert!(!out.contains("(0 prompt + 0 completion tokens"), "{out}");
}

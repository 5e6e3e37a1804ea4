//! The real OpenAI-compatible client against the fake server: lenient parsing, retries on 500,
//! 429 with Retry-After, slow answers and cut connections, the circuit breaker, JSON mode turning
//! itself off, temperatures per call kind, token usage, and no secret in any log line.

use std::sync::atomic::Ordering;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use mashang_core::llm::{CallKind, ChatMessage, Llm, LlmError, ReplySchema};
use mashang_llm::OpenAiClient;
use serde_json::json;

use crate::llm_fake::{FakeModel, SECRET, Step, client, config, cutting_server, reply};

fn ask() -> Vec<ChatMessage> {
    vec![ChatMessage::system("You are a test."), ChatMessage::user("Say something.")]
}

#[tokio::test]
async fn lenient_responses_are_read_and_usage_is_recorded() {
    let fake = FakeModel::start(vec![Step::Raw(r#"{"choices":[{"message":{"content":"```json\n{\"a\":1}\n```"},"finish_reason":""}],"extra":{"x":1}}"#.into())], reply("follow_up", "ok")).await;
    let c = client(&fake.base_url());
    let first = c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert_eq!(first.content, "```json\n{\"a\":1}\n```");
    assert_eq!(first.finish_reason, None, "empty finish_reason is no reason");
    // No usage in the answer: the bot's own estimate, marked as such.
    let guess = mashang_core::llm::Usage::estimate(&ask(), &first.content);
    assert_eq!(first.usage, guess);
    assert!(first.usage.estimated && first.usage.prompt_tokens > 0);
    let second = c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert_eq!((second.usage.prompt_tokens, second.usage.estimated), (100, false));
    assert_eq!(c.usage().prompt_tokens, 100 + guess.prompt_tokens);
    assert_eq!(c.usage().completion_tokens, 20 + guess.completion_tokens);
    assert!(c.usage().estimated, "the total says part of it is estimated");
}

#[tokio::test]
async fn a_server_error_is_retried_until_it_answers() {
    let fake = FakeModel::start(
        vec![Step::Status(500, None, "boom".into()), Step::Status(503, None, "busy".into())],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    let out = c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert!(out.content.contains("follow_up"));
    assert_eq!(fake.requests().await.len(), 3);
    assert_eq!(c.stats().attempts.load(Ordering::Relaxed), 3);
}

#[tokio::test]
async fn retry_after_on_429_is_honoured() {
    let fake = FakeModel::start(
        vec![Step::Status(429, Some(1), "slow down".into())],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    let started = Instant::now();
    c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert!(
        started.elapsed() >= Duration::from_secs(1),
        "waited {:?}, less than Retry-After",
        started.elapsed()
    );
    assert_eq!(fake.requests().await.len(), 2);
}

#[tokio::test]
async fn a_retry_after_longer_than_the_limit_fails_fast_instead_of_hanging() {
    let fake = FakeModel::start(
        vec![Step::Status(429, Some(600), "come back later".into())],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::RateLimited);
    assert_eq!(fake.requests().await.len(), 1);
}

#[tokio::test]
async fn a_slow_answer_times_out_and_is_not_retried() {
    let fake = FakeModel::start(
        vec![Step::Slow(Duration::from_secs(5), "late".into())],
        Step::Reply("on time".into()),
    )
    .await;
    let c = client(&fake.base_url());
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::Timeout);
    assert_eq!(fake.requests().await.len(), 1, "the server would still be generating the first");
}

#[tokio::test]
async fn cut_connections_are_retried() {
    let url = cutting_server(2, "after the cuts".into()).await;
    let c = client(&url);
    let out = c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert_eq!(out.content, "after the cuts");
    assert_eq!(c.stats().attempts.load(Ordering::Relaxed), 3);
}

#[tokio::test]
async fn the_breaker_opens_after_repeated_failures_and_fails_fast() {
    let url = cutting_server(usize::MAX, String::new()).await;
    let c = client(&url);
    for _ in 0..3 {
        assert!(matches!(c.chat(&ask(), CallKind::Decision).await, Err(LlmError::Unreachable(_))));
    }
    let attempts = c.stats().attempts.load(Ordering::Relaxed);
    let started = Instant::now();
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::CircuitOpen);
    assert_eq!(
        c.stats().attempts.load(Ordering::Relaxed),
        attempts,
        "an open circuit sends nothing"
    );
    assert!(started.elapsed() < Duration::from_secs(1));
}

#[tokio::test]
async fn the_breaker_lets_a_probe_through_after_the_cool_down() {
    let fake =
        FakeModel::start(vec![Step::Status(500, None, "x".into()); 3], reply("follow_up", "back"))
            .await;
    let mut cfg = config(&fake.base_url());
    cfg.max_retries = 0;
    cfg.breaker_threshold = 3;
    cfg.breaker_cooldown = Duration::from_millis(200);
    let c = OpenAiClient::new(cfg).unwrap();
    for _ in 0..3 {
        assert_eq!(
            c.chat(&ask(), CallKind::Decision).await.unwrap_err(),
            LlmError::Server { status: 500 }
        );
    }
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::CircuitOpen);
    tokio::time::sleep(Duration::from_millis(250)).await;
    assert!(
        c.chat(&ask(), CallKind::Decision).await.is_ok(),
        "the half-open probe succeeds and closes the circuit"
    );
    assert!(c.chat(&ask(), CallKind::Decision).await.is_ok());
    let bodies = fake.requests().await;
    let caps: Vec<_> = bodies.iter().map(|b| b["max_tokens"].as_u64()).collect();
    assert_eq!(
        caps,
        [Some(200), Some(200), Some(200), Some(4), Some(200), Some(200)],
        "after the cool-down a few-token probe comes before the turn's request"
    );
    assert_eq!(bodies[3]["messages"].as_array().map(Vec::len), Some(1), "a one-line probe");
}

#[tokio::test]
async fn a_failed_probe_keeps_the_circuit_open_without_sending_the_turn() {
    let fake = FakeModel::start(vec![], Step::Status(503, None, "loading model".into())).await;
    let mut cfg = config(&fake.base_url());
    cfg.max_retries = 0;
    cfg.breaker_threshold = 1;
    cfg.breaker_cooldown = Duration::ZERO;
    let c = OpenAiClient::new(cfg).unwrap();
    let first = c.chat(&ask(), CallKind::Decision).await.unwrap_err();
    assert_eq!(first, LlmError::Server { status: 503 });
    // Cooled down at once: the next call is the half-open trial.
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::CircuitOpen);
    let caps: Vec<_> = fake.requests().await.iter().map(|b| b["max_tokens"].as_u64()).collect();
    assert_eq!(caps, [Some(200), Some(4)], "the probe failed, so the turn was not sent");
}

fn decision_schema() -> ReplySchema {
    ReplySchema {
        name: "decision",
        schema: json!({"type": "object", "properties": {"action": {"enum": ["follow_up"]}}}),
    }
}

#[tokio::test]
async fn a_call_with_a_schema_asks_for_structured_output_and_steps_down_once_rejected() {
    let fake = FakeModel::start(
        vec![Step::Status(
            400,
            None,
            r#"{"error":{"message":"json_schema response format is not supported"}}"#.into(),
        )],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    let until = tokio::time::Instant::now() + Duration::from_secs(5);
    let shape = decision_schema();
    c.chat_shaped(&ask(), CallKind::Decision, until, Some(&shape)).await.unwrap();
    c.chat_shaped(&ask(), CallKind::Decision, until, Some(&shape)).await.unwrap();
    let formats: Vec<_> =
        fake.requests().await.iter().map(|b| b["response_format"].clone()).collect();
    assert_eq!(
        formats[0],
        json!({"type": "json_schema", "json_schema": {"name": "decision", "strict": true, "schema": shape.schema}})
    );
    assert_eq!(formats[1], json!({"type": "json_object"}), "the same call, one step down");
    assert_eq!(formats[2], json!({"type": "json_object"}), "json_schema is not asked again");
    assert!(c.json_mode_active());
}

#[tokio::test]
async fn json_mode_switches_itself_off_when_the_server_rejects_it() {
    let fake = FakeModel::start(
        vec![Step::Status(
            400,
            None,
            r#"{"error":{"message":"response_format is not supported by this model"}}"#.into(),
        )],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    assert!(c.json_mode_active());
    c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert!(!c.json_mode_active());
    c.chat(&ask(), CallKind::Decision).await.unwrap();
    let bodies = fake.requests().await;
    assert_eq!(bodies[0]["response_format"], json!({"type": "json_object"}));
    assert!(bodies[1].get("response_format").is_none());
    assert!(bodies[2].get("response_format").is_none(), "stays off");
}

#[tokio::test]
async fn a_body_that_is_not_json_is_a_bad_response_not_a_crash() {
    let fake = FakeModel::start(vec![], Step::Raw("<html>502 Bad Gateway</html>".into())).await;
    let c = client(&fake.base_url());
    assert!(matches!(c.chat(&ask(), CallKind::Decision).await, Err(LlmError::BadResponse(_))));
    assert_eq!(fake.requests().await.len(), 1, "an unreadable 200 is not retried");
}

#[tokio::test]
async fn each_call_kind_has_its_temperature() {
    let fake = FakeModel::start(vec![], reply("follow_up", "ok")).await;
    let c = client(&fake.base_url());
    for kind in [CallKind::Decision, CallKind::Review, CallKind::Generate] {
        c.chat(&ask(), kind).await.unwrap();
    }
    let temps: Vec<f64> =
        fake.requests().await.iter().map(|b| b["temperature"].as_f64().unwrap()).collect();
    assert_eq!(temps.iter().map(|t| (t * 10.0).round() as i64).collect::<Vec<_>>(), vec![3, 1, 7]);
    assert_eq!(fake.requests().await[0]["model"], "fake-model");
}

/// A tracing writer that collects everything logged.
#[derive(Clone, Default)]
struct Captured(Arc<Mutex<Vec<u8>>>);

impl std::io::Write for Captured {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        self.0.lock().unwrap().extend_from_slice(buf);
        Ok(buf.len())
    }
    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

#[tokio::test(flavor = "current_thread")]
async fn the_api_key_reaches_the_server_but_never_a_log_line() {
    let logs = Captured::default();
    let sink = logs.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_max_level(tracing::Level::TRACE)
        .with_writer(move || sink.clone())
        .with_ansi(false)
        .finish();
    let _guard = tracing::subscriber::set_default(subscriber);
    let fake = FakeModel::start(
        vec![Step::Status(500, None, "x".into()), Step::Status(401, None, "bad key".into())],
        reply("follow_up", "ok"),
    )
    .await;
    let c = client(&fake.base_url());
    let _ = c.chat(&ask(), CallKind::Decision).await;
    let _ = c.chat(&ask(), CallKind::Review).await;
    tracing::debug!(client = ?c, "client state");
    let raw = fake.raw_requests().await.join("\n");
    assert!(raw.contains(SECRET), "the key is sent as the bearer token");
    let logged = String::from_utf8(logs.0.lock().unwrap().clone()).unwrap();
    assert!(logged.contains("llm call"), "logging was captured: {logged}");
    assert!(!logged.contains(SECRET), "the key leaked into the logs");
}

//! The latency budget against a server speaking the real streaming wire format: a streamed answer
//! is assembled, a frozen server and a too-slow stream are abandoned with the connection closed
//! (the server sees it) and never retried, a dead server is retried only within the budget, and
//! `max_tokens` follows the call kind. `measure_turn_latency` (ignored) prints the figures of
//! docs/llm.md.

use std::sync::Arc;
use std::sync::atomic::Ordering;
use std::time::{Duration, Instant};

use mashang_core::llm::{CallKind, ChatMessage, Llm, LlmError};
use mashang_llm::{LlmConfig, OpenAiClient};
use serde_json::json;

use crate::llm_fake::{FakeModel, config, reply};
use crate::llm_sse::{Pace, SseServer, dead_url};

const DECISION: &str =
    r#"{"action":"follow_up","say":"What is the time complexity of your loop, and why?"}"#;

fn ask() -> Vec<ChatMessage> {
    vec![ChatMessage::system("You are a test."), ChatMessage::user("Say something.")]
}

fn budgeted(url: &str, total_ms: u64, first_token_ms: u64) -> OpenAiClient {
    let mut c = config(url);
    c.timeout = Duration::from_millis(total_ms);
    c.first_token_timeout = Duration::from_millis(first_token_ms);
    OpenAiClient::new(c).unwrap()
}

#[tokio::test]
async fn a_streamed_answer_is_assembled_and_asks_for_a_short_decision() {
    let server = SseServer::start(Pace::Tokens { per_sec: 500.0, content: DECISION.into() }).await;
    let c = budgeted(&server.base_url, 5_000, 2_000);
    let out = c.chat(&ask(), CallKind::Decision).await.unwrap();
    assert_eq!(out.content, DECISION);
    assert_eq!(out.finish_reason.as_deref(), Some("stop"));
    assert_eq!(out.usage.prompt_tokens, 50, "the usage of the last chunk is kept");
    let body = &server.bodies()[0];
    assert_eq!(body["stream"], true);
    assert_eq!(body["stream_options"], json!({"include_usage": true}));
    assert_eq!(body["max_tokens"], 200);
}

#[tokio::test]
async fn a_frozen_server_is_abandoned_at_the_first_token_deadline_with_the_connection_closed() {
    let server = SseServer::start(Pace::Frozen).await;
    let c = budgeted(&server.base_url, 5_000, 400);
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::Timeout);
    assert!(
        server.saw_disconnect(Duration::from_secs(10)).await,
        "the server never saw the abandoned request's connection close"
    );
    assert_eq!(server.requests(), 1, "a generation timeout is not retried");
    assert_eq!(c.stats().attempts.load(Ordering::Relaxed), 1);
}

#[tokio::test]
async fn with_one_request_in_flight_a_second_call_waits_its_turn_and_gives_up_unsent() {
    let server = SseServer::start(Pace::Frozen).await;
    let c = Arc::new(budgeted(&server.base_url, 10_000, 10_000));
    let first = {
        let c = Arc::clone(&c);
        tokio::spawn(async move { c.chat(&ask(), CallKind::Decision).await })
    };
    server.wait_request().await;
    let soon = tokio::time::Instant::now() + Duration::from_millis(300);
    let second = c.chat_until(&ask(), CallKind::Decision, soon).await;
    assert_eq!(second.unwrap_err(), LlmError::Timeout);
    assert_eq!(server.requests(), 1, "nothing piled onto the server behind the first request");
    first.abort();
}

#[tokio::test]
async fn a_server_that_batches_may_be_given_two_requests_at_once() {
    let server = SseServer::start(Pace::Frozen).await;
    let mut cfg = config(&server.base_url);
    cfg.timeout = Duration::from_secs(10);
    cfg.first_token_timeout = Duration::from_secs(10);
    cfg.max_in_flight = 2;
    let c = Arc::new(OpenAiClient::new(cfg).unwrap());
    let calls: Vec<_> = (0..2)
        .map(|_| {
            let c = Arc::clone(&c);
            tokio::spawn(async move { c.chat(&ask(), CallKind::Decision).await })
        })
        .collect();
    server.wait_request().await;
    server.wait_request().await;
    assert_eq!(server.requests(), 2, "both were sent while neither had an answer");
    calls.iter().for_each(|c| c.abort());
}

#[tokio::test]
async fn a_stream_too_slow_for_the_budget_is_cut_and_not_retried() {
    let long = "x".repeat(400);
    let server = SseServer::start(Pace::Tokens { per_sec: 20.0, content: long }).await;
    let c = budgeted(&server.base_url, 800, 600);
    assert_eq!(c.chat(&ask(), CallKind::Review).await.unwrap_err(), LlmError::Timeout);
    assert!(server.saw_disconnect(Duration::from_secs(10)).await, "the slow stream was not closed");
    assert_eq!(server.requests(), 1, "no retry after a generation timeout");
}

#[tokio::test]
async fn a_dead_server_is_retried_on_connection_errors_and_counts_for_the_breaker() {
    let url = dead_url().await;
    let mut cfg: LlmConfig = config(&url);
    cfg.breaker_threshold = 2;
    let c = OpenAiClient::new(cfg).unwrap();
    assert!(matches!(c.chat(&ask(), CallKind::Decision).await, Err(LlmError::Unreachable(_))));
    assert_eq!(c.stats().attempts.load(Ordering::Relaxed), 3, "connection errors are retried");
    let _ = c.chat(&ask(), CallKind::Decision).await;
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::CircuitOpen);
}

#[tokio::test]
async fn timeouts_count_for_the_breaker() {
    let server = SseServer::start(Pace::Frozen).await;
    let mut cfg = config(&server.base_url);
    cfg.first_token_timeout = Duration::from_millis(200);
    cfg.breaker_threshold = 2;
    let c = OpenAiClient::new(cfg).unwrap();
    for _ in 0..2 {
        assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::Timeout);
    }
    assert_eq!(c.chat(&ask(), CallKind::Decision).await.unwrap_err(), LlmError::CircuitOpen);
    assert_eq!(server.requests(), 2);
}

#[tokio::test]
async fn max_tokens_follow_the_call_kind() {
    let fake = FakeModel::start(vec![], reply("follow_up", "ok")).await;
    let c = Arc::new(OpenAiClient::new(config(&fake.base_url())).unwrap());
    for kind in [CallKind::Decision, CallKind::Review, CallKind::Generate] {
        c.chat(&ask(), kind).await.unwrap();
    }
    let caps: Vec<u64> =
        fake.requests().await.iter().map(|b| b["max_tokens"].as_u64().unwrap()).collect();
    assert_eq!(caps, vec![200, 400, 1_200]);
}

/// What a turn costs the user against a frozen, a slow (2 tokens/s) and a dead server, with the
/// default budget. Prints figures for docs/llm.md; run with
/// `cargo test --test it llm_latency::measure -- --ignored --nocapture`.
#[tokio::test]
#[ignore = "a measurement (about a minute), not a test"]
async fn measure_turn_latency() {
    // A 60-token decision (what a small model writes when it keeps to the format), and one that
    // runs on to the token cap.
    let sixty = format!(r#"{{"action":"follow_up","say":"{}"}}"#, "Why a hash map? ".repeat(13));
    let endless = format!(r#"{{"action":"follow_up","say":"{}"}}"#, "and then ".repeat(600));
    let frozen = SseServer::start(Pace::Frozen).await;
    let slow = SseServer::start(Pace::Tokens { per_sec: 2.0, content: sixty }).await;
    let capped = SseServer::start(Pace::Tokens { per_sec: 2.0, content: endless }).await;
    let dead = dead_url().await;
    for (name, url, server) in [
        ("frozen", frozen.base_url.clone(), Some(&frozen)),
        ("slow, 60 tokens", slow.base_url.clone(), Some(&slow)),
        ("slow, to the cap", capped.base_url.clone(), Some(&capped)),
        ("dead", dead, None),
    ] {
        let c = OpenAiClient::new(LlmConfig::new(url, "fake-model", None)).unwrap();
        let started = Instant::now();
        let out = c.chat(&ask(), CallKind::Decision).await;
        println!(
            "{name:>16}: {:>6.1} s, {} request(s), {}",
            started.elapsed().as_secs_f64(),
            server.map_or_else(
                || c.stats().attempts.load(Ordering::Relaxed) as usize,
                |s| s.requests()
            ),
            out.map_or_else(|e| e.to_string(), |_| "answered".into())
        );
    }
}

//! A fake OpenAI-compatible server for the LLM tests: wiremock answering `POST /v1/chat/completions`
//! from a script of steps (replies, HTTP errors, Retry-After, slow answers, raw bodies), and a raw
//! TCP server that cuts connections. The real client talks to both.

use std::collections::VecDeque;
use std::sync::{Arc, Mutex};
use std::time::Duration;

use mashang_llm::{ApiKey, LlmConfig, OpenAiClient};
use serde_json::json;
use tokio::io::AsyncWriteExt;
use wiremock::matchers::{method, path};
use wiremock::{Mock, MockServer, Request, Respond, ResponseTemplate};

/// One scripted answer.
#[derive(Debug, Clone)]
pub enum Step {
    /// 200 with this assistant content.
    Reply(String),
    /// 200 with this content after a delay.
    Slow(Duration, String),
    /// An HTTP error status with a body, optionally with `Retry-After` seconds.
    Status(u16, Option<u64>, String),
    /// 200 with a raw body (e.g. not JSON at all).
    Raw(String),
}

pub fn reply(action: &str, say: &str) -> Step {
    Step::Reply(json!({"action": action, "say": say}).to_string())
}

/// The chat-completions body of a reply.
pub fn completion(content: &str) -> serde_json::Value {
    json!({
        "id": "chatcmpl-fake",
        "object": "chat.completion",
        "choices": [{"index": 0, "message": {"role": "assistant", "content": content}, "finish_reason": "stop"}],
        "usage": {"prompt_tokens": 100, "completion_tokens": 20, "total_tokens": 120}
    })
}

struct Script {
    steps: Mutex<VecDeque<Step>>,
    /// Used when the script has run out.
    default: Step,
}

impl Respond for Script {
    fn respond(&self, _request: &Request) -> ResponseTemplate {
        let step = self.steps.lock().unwrap().pop_front().unwrap_or_else(|| self.default.clone());
        match step {
            Step::Reply(c) => ResponseTemplate::new(200).set_body_json(completion(&c)),
            Step::Slow(d, c) => {
                ResponseTemplate::new(200).set_body_json(completion(&c)).set_delay(d)
            }
            Step::Status(code, retry_after, body) => {
                let t = ResponseTemplate::new(code).set_body_string(body);
                match retry_after {
                    Some(s) => t.insert_header("Retry-After", s.to_string().as_str()),
                    None => t,
                }
            }
            Step::Raw(body) => ResponseTemplate::new(200).set_body_string(body),
        }
    }
}

/// A running fake model server.
pub struct FakeModel {
    pub server: MockServer,
}

struct Shared(Arc<Script>);

impl Respond for Shared {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        self.0.respond(request)
    }
}

impl FakeModel {
    /// Starts a server answering `steps` in order, then `default` forever.
    pub async fn start(steps: Vec<Step>, default: Step) -> FakeModel {
        let server = MockServer::start().await;
        let script = Arc::new(Script { steps: Mutex::new(steps.into()), default });
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .respond_with(Shared(script))
            .mount(&server)
            .await;
        Mock::given(method("GET"))
            .and(path("/v1/models"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"data": [{"id": "fake-model"}]})),
            )
            .mount(&server)
            .await;
        FakeModel { server }
    }

    pub fn base_url(&self) -> String {
        format!("{}/v1", self.server.uri())
    }

    /// Bodies of every chat request received, parsed.
    pub async fn requests(&self) -> Vec<serde_json::Value> {
        self.server
            .received_requests()
            .await
            .unwrap_or_default()
            .iter()
            .filter(|r| r.url.path().ends_with("/chat/completions"))
            .map(|r| serde_json::from_slice(&r.body).expect("request body is JSON"))
            .collect()
    }

    /// Raw request texts (headers and body), for secret checks.
    pub async fn raw_requests(&self) -> Vec<String> {
        self.server
            .received_requests()
            .await
            .unwrap_or_default()
            .iter()
            .map(|r| format!("{:?}\n{}", r.headers, String::from_utf8_lossy(&r.body)))
            .collect()
    }
}

/// A client config tuned for tests: short backoff, short timeout.
pub fn config(base_url: &str) -> LlmConfig {
    let mut c = LlmConfig::new(base_url, "fake-model", Some(ApiKey::new(SECRET)));
    c.timeout = Duration::from_millis(1_500);
    c.min_backoff = Duration::from_millis(10);
    c.max_backoff = Duration::from_millis(50);
    c.max_retry_after = Duration::from_secs(3);
    c
}

pub const SECRET: &str = "sk-test-SECRET-never-logged-0123456789";

pub fn client(base_url: &str) -> Arc<OpenAiClient> {
    Arc::new(OpenAiClient::new(config(base_url)).expect("client"))
}

/// A raw TCP server that reads each request and closes the connection without answering, for the
/// first `cuts` connections; later ones get a valid completion of `content`.
pub async fn cutting_server(cuts: usize, content: String) -> String {
    let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
    let addr = listener.local_addr().unwrap();
    tokio::spawn(async move {
        let mut n = 0;
        loop {
            let Ok((sock, _)) = listener.accept().await else { return };
            n += 1;
            let cut = n <= cuts;
            let content = content.clone();
            tokio::spawn(async move {
                let Some((mut sock, _)) = super::llm_sse::read_request(sock).await else { return };
                if cut {
                    drop(sock);
                    return;
                }
                let body = completion(&content).to_string();
                let resp = format!(
                    "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\ncontent-length: {}\r\nconnection: close\r\n\r\n{body}",
                    body.len()
                );
                let _ = sock.write_all(resp.as_bytes()).await;
                let _ = sock.shutdown().await;
            });
        }
    });
    format!("http://{addr}/v1")
}

/// A model that is never reachable (for tests that only build prompts).
pub struct NoModel;

#[async_trait::async_trait]
impl mashang_core::llm::Llm for NoModel {
    async fn chat(
        &self,
        _: &[mashang_core::llm::ChatMessage],
        _: mashang_core::llm::CallKind,
    ) -> Result<mashang_core::llm::Completion, mashang_core::llm::LlmError> {
        Err(mashang_core::llm::LlmError::Unreachable("no model in this test".into()))
    }
}

/// The `<data>` JSON of the last user message of a chat request.
pub fn data_of(body: &serde_json::Value) -> Option<serde_json::Value> {
    let msgs = body["messages"].as_array()?;
    let user = msgs.iter().rev().find(|m| {
        m["role"] == "user" && m["content"].as_str().is_some_and(|c| c.contains("<data>"))
    })?;
    let c = user["content"].as_str()?;
    serde_json::from_str(&c[c.find("<data>")? + 6..c.find("</data>")?]).ok()
}

/// A model that plays along with any request: the first allowed action with a marked line for
/// decisions (numbered by `n`, so no two lines repeat), valid evidence-citing scores for reviews.
/// Every answer carries `[model]`.
pub fn smart_reply(body: &serde_json::Value, n: usize) -> String {
    let Some(data) = data_of(body) else {
        return json!({"action": "follow_up", "say": format!("[model] Go on with step {n}.")})
            .to_string();
    };
    if let Some(dimensions) = data["dimensions"].as_array() {
        let scores: Vec<serde_json::Value> = dimensions
            .iter()
            .filter_map(|d| {
                let score = d["offline_score"].as_f64()?.round();
                let id = d["cite"][0].clone();
                Some(json!({"dimension": d["dimension"], "score": score, "evidence": [id], "rationale": "[model] from the evidence"}))
            })
            .collect();
        return json!({"scores": scores, "summary": "[model] reviewed"}).to_string();
    }
    let action = data["allowed_actions"][0].as_str().unwrap_or("follow_up").to_string();
    let moment = data["moment"]["kind"].as_str().unwrap_or("?").to_string();
    json!({"action": action, "say": format!("[model] {moment} {n}: what is your reasoning about point {n}?")})
        .to_string()
}

/// A responder answering `faults` first (in order), then [`smart_reply`] forever.
pub struct Smart {
    faults: Mutex<VecDeque<Step>>,
    /// What to answer a question-generation request with.
    draft: Option<String>,
    /// Replies given so far (numbers the decision lines).
    served: std::sync::atomic::AtomicUsize,
}

impl Respond for Smart {
    fn respond(&self, request: &Request) -> ResponseTemplate {
        if let Some(step) = self.faults.lock().unwrap().pop_front() {
            return Script { steps: Mutex::new(VecDeque::new()), default: step }.respond(request);
        }
        let body: serde_json::Value = serde_json::from_slice(&request.body).unwrap_or_default();
        let generating = data_of(&body).is_some_and(|d| d.get("avoid").is_some());
        let content = match (&self.draft, generating) {
            (Some(d), true) => d.clone(),
            _ => smart_reply(&body, self.served.fetch_add(1, std::sync::atomic::Ordering::Relaxed)),
        };
        ResponseTemplate::new(200).set_body_json(completion(&content))
    }
}

impl FakeModel {
    /// A model that plays along, after answering `faults` first.
    pub async fn smart(faults: Vec<Step>) -> FakeModel {
        Self::smart_with_draft(faults, None).await
    }

    /// Like [`FakeModel::smart`], answering question-generation requests with `draft`.
    pub async fn smart_with_draft(faults: Vec<Step>, draft: Option<String>) -> FakeModel {
        let server = MockServer::start().await;
        Mock::given(method("POST"))
            .and(path("/v1/chat/completions"))
            .respond_with(Smart {
                faults: Mutex::new(faults.into()),
                draft,
                served: Default::default(),
            })
            .mount(&server)
            .await;
        Mock::given(method("GET"))
            .and(path("/v1/models"))
            .respond_with(
                ResponseTemplate::new(200).set_body_json(json!({"data": [{"id": "fake-model"}]})),
            )
            .mount(&server)
            .await;
        FakeModel { server }
    }
}

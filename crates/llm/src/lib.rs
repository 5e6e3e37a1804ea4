//! The OpenAI-compatible chat-completions client (OpenAI, DeepSeek, Ollama, vLLM, llama.cpp
//! server…), implementing the core's [`Llm`] port.
//!
//! Resilience lives here so the core only ever sees "a completion or a reason", within a latency
//! budget: answers are streamed (SSE) and abandoned — connection closed, so the server stops
//! generating — when the first token or the whole answer misses its deadline; retries with
//! exponential backoff and jitter only on connection errors, 429 and 5xx (honouring `Retry-After`),
//! never after a generation timeout, and only while the budget lasts; a circuit breaker that fails
//! fast while the server is down; and JSON mode that switches itself off after a server rejects
//! `response_format`. The API key is a redacting newtype and is only ever written into a
//! sensitive header.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod breaker;
mod check;
mod format;
mod settings;
mod stream;
mod wire;

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, Instant};

use backon::{ExponentialBuilder, Retryable};
use reqwest::StatusCode;
use reqwest::header::{AUTHORIZATION, CONTENT_TYPE, HeaderValue, RETRY_AFTER};
use tokio::time::timeout_at;

pub use breaker::{Admit, Breaker};
pub use check::{CheckError, ModelCheck};
pub use settings::LlmSection;

use format::{Formats, ResponseFormat};
use mashang_core::llm::{CallKind, ChatMessage, Completion, Llm, LlmError, ReplySchema, Usage};
use stream::Deadlines;
use wire::{ChatRequest, ChatResponse, StreamOptions};

/// An API key: never shown by `Debug` or `Display`.
#[derive(Clone, PartialEq, Eq)]
pub struct ApiKey(String);

impl ApiKey {
    pub fn new(key: impl Into<String>) -> Self {
        ApiKey(key.into())
    }
    fn expose(&self) -> &str {
        &self.0
    }
}

impl std::fmt::Debug for ApiKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("ApiKey(***)")
    }
}

/// Which `response_format` requests ask for: the reply's JSON schema (`json_schema`) where the
/// call has one, else JSON mode (`json_object`); see `format.rs`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum JsonMode {
    /// Ask for the best, one step less after each rejection (schema, JSON mode, nothing).
    #[default]
    Auto,
    /// Never below JSON mode.
    On,
    /// No `response_format` at all.
    Off,
}

/// Temperatures per call kind.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Temperatures {
    pub decision: f32,
    pub review: f32,
    pub generate: f32,
}

impl Default for Temperatures {
    fn default() -> Self {
        Temperatures { decision: 0.3, review: 0.1, generate: 0.7 }
    }
}

impl Temperatures {
    pub fn for_kind(&self, kind: CallKind) -> f32 {
        match kind {
            CallKind::Decision => self.decision,
            CallKind::Review => self.review,
            CallKind::Generate => self.generate,
        }
    }
}

/// `max_tokens` per call kind: a decision is one short JSON object, a review a few scores with
/// reasons, a generated question a whole problem.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MaxTokens {
    pub decision: u32,
    pub review: u32,
    pub generate: u32,
}

impl Default for MaxTokens {
    fn default() -> Self {
        MaxTokens { decision: 200, review: 400, generate: 1_200 }
    }
}

impl MaxTokens {
    pub fn for_kind(&self, kind: CallKind) -> u32 {
        match kind {
            CallKind::Decision => self.decision,
            CallKind::Review => self.review,
            CallKind::Generate => self.generate,
        }
    }
}

/// Everything the client needs.
#[derive(Debug, Clone)]
pub struct LlmConfig {
    /// e.g. `https://api.openai.com/v1` or `http://localhost:11434/v1`; `/chat/completions` is appended.
    pub base_url: String,
    pub model: String,
    pub api_key: Option<ApiKey>,
    /// The whole budget of one call, retries and backoff included (the turn's latency budget).
    pub timeout: Duration,
    /// A streamed answer whose first token has not arrived by then is abandoned.
    pub first_token_timeout: Duration,
    /// Ask for a streamed answer (`stream: true`); a server that answers in one piece still works.
    pub stream: bool,
    pub temperatures: Temperatures,
    pub json_mode: JsonMode,
    pub max_tokens: MaxTokens,
    /// Retries after the first attempt (connection errors, 429 and 5xx only).
    pub max_retries: usize,
    pub min_backoff: Duration,
    pub max_backoff: Duration,
    /// A `Retry-After` longer than this is not waited for: the call fails and the caller falls back.
    pub max_retry_after: Duration,
    pub breaker_threshold: u32,
    pub breaker_cooldown: Duration,
    /// Requests in flight at once; a call waits its turn within its own deadline.
    pub max_in_flight: usize,
}

impl LlmConfig {
    pub fn new(
        base_url: impl Into<String>,
        model: impl Into<String>,
        api_key: Option<ApiKey>,
    ) -> Self {
        LlmConfig {
            base_url: base_url.into(),
            model: model.into(),
            api_key,
            timeout: Duration::from_secs(20),
            first_token_timeout: Duration::from_secs(15),
            stream: true,
            temperatures: Temperatures::default(),
            json_mode: JsonMode::Auto,
            max_tokens: MaxTokens::default(),
            max_retries: 2,
            min_backoff: Duration::from_millis(300),
            max_backoff: Duration::from_secs(4),
            max_retry_after: Duration::from_secs(10),
            breaker_threshold: 3,
            breaker_cooldown: Duration::from_secs(30),
            max_in_flight: 1,
        }
    }
}

/// One failed attempt, with the server's requested wait when it gave one.
#[derive(Debug)]
struct Failure {
    error: LlmError,
    retry_after: Option<Duration>,
    /// A 400 that names `response_format`: retry once without JSON mode.
    json_rejected: bool,
}

impl Failure {
    fn of(error: LlmError) -> Self {
        Failure { error, retry_after: None, json_rejected: false }
    }
    /// A generation timeout is not retried: the server was busy generating, and asking again
    /// would only queue behind the abandoned answer and spend the rest of the turn.
    fn retryable(&self) -> bool {
        matches!(
            self.error,
            LlmError::Unreachable(_) | LlmError::RateLimited | LlmError::Server { .. }
        )
    }
}

/// Counters of what the client did, for doctor and the benchmark.
#[derive(Debug, Default)]
pub struct ClientStats {
    pub calls: AtomicU64,
    pub attempts: AtomicU64,
    pub failures: AtomicU64,
    pub prompt_tokens: AtomicU64,
    pub completion_tokens: AtomicU64,
    /// Calls whose server sent no usage, counted by the bot's estimate instead.
    pub estimated_calls: AtomicU64,
}

/// The OpenAI-compatible client. Cheap to share as `Arc`.
pub struct OpenAiClient {
    http: reqwest::Client,
    config: LlmConfig,
    endpoint: String,
    /// The best `response_format` the server has not rejected.
    formats: Formats,
    breaker: Breaker,
    /// Permits for requests in flight (`LlmConfig::max_in_flight`).
    in_flight: tokio::sync::Semaphore,
    stats: Arc<ClientStats>,
}

impl std::fmt::Debug for OpenAiClient {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("OpenAiClient")
            .field("endpoint", &self.endpoint)
            .field("config", &self.config)
            .finish_non_exhaustive()
    }
}

fn parse_retry_after(v: &HeaderValue) -> Option<Duration> {
    let s = v.to_str().ok()?.trim();
    s.parse::<f64>().ok().filter(|x| x.is_finite() && *x >= 0.0).map(Duration::from_secs_f64)
}

fn short(body: &str) -> String {
    body.chars().take(300).collect()
}

impl OpenAiClient {
    pub fn new(config: LlmConfig) -> Result<Self, LlmError> {
        // No overall client timeout: every call runs under its own deadlines (see `attempt`).
        let http = reqwest::Client::builder()
            .connect_timeout(config.timeout.min(Duration::from_secs(5)))
            .build()
            .map_err(|e| LlmError::Unreachable(format!("http client: {e}")))?;
        let endpoint = format!("{}/chat/completions", config.base_url.trim_end_matches('/'));
        Ok(OpenAiClient {
            http,
            formats: Formats::new(config.json_mode),
            breaker: Breaker::new(config.breaker_threshold, config.breaker_cooldown),
            in_flight: tokio::sync::Semaphore::new(config.max_in_flight.max(1)),
            endpoint,
            config,
            stats: Arc::new(ClientStats::default()),
        })
    }

    pub fn config(&self) -> &LlmConfig {
        &self.config
    }

    pub fn stats(&self) -> &Arc<ClientStats> {
        &self.stats
    }

    /// Whether requests currently ask for JSON mode.
    pub fn json_mode_active(&self) -> bool {
        self.formats.json_active()
    }

    /// Total tokens used so far.
    pub fn usage(&self) -> Usage {
        Usage {
            prompt_tokens: self.stats.prompt_tokens.load(Ordering::Relaxed),
            completion_tokens: self.stats.completion_tokens.load(Ordering::Relaxed),
            estimated: self.stats.estimated_calls.load(Ordering::Relaxed) > 0,
        }
    }

    /// The completion with its usage estimated when the server reported none (a real server
    /// never reports zero tokens for a non-empty prompt).
    pub(crate) fn accounted(&self, messages: &[ChatMessage], mut c: Completion) -> Completion {
        if c.usage.total() == 0 {
            c.usage = Usage::estimate(messages, &c.content);
            self.stats.estimated_calls.fetch_add(1, Ordering::Relaxed);
        }
        c
    }

    fn auth_header(&self) -> Option<HeaderValue> {
        let key = self.config.api_key.as_ref()?;
        let mut v = HeaderValue::from_str(&format!("Bearer {}", key.expose())).ok()?;
        v.set_sensitive(true);
        Some(v)
    }

    /// One request. Every way out before the end drops the request or response, which closes
    /// the connection.
    async fn attempt(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        format: Option<&ResponseFormat>,
        deadline: tokio::time::Instant,
    ) -> Result<Completion, Failure> {
        let max_tokens = self.config.max_tokens.for_kind(kind);
        self.attempt_capped(messages, kind, max_tokens, format, deadline).await
    }

    /// [`Self::attempt`] asking for at most `max_tokens`.
    async fn attempt_capped(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        max_tokens: u32,
        format: Option<&ResponseFormat>,
        deadline: tokio::time::Instant,
    ) -> Result<Completion, Failure> {
        self.stats.attempts.fetch_add(1, Ordering::Relaxed);
        let stream = self.config.stream;
        let body = ChatRequest {
            model: &self.config.model,
            messages,
            temperature: self.config.temperatures.for_kind(kind),
            max_tokens: Some(max_tokens),
            response_format: format,
            stream,
            stream_options: stream.then_some(StreamOptions { include_usage: true }),
        };
        let deadlines = Deadlines {
            first_token: (tokio::time::Instant::now() + self.config.first_token_timeout)
                .min(deadline),
            total: deadline,
        };
        let mut req = self.http.post(&self.endpoint).json(&body);
        if let Some(h) = self.auth_header() {
            req = req.header(AUTHORIZATION, h);
        }
        // A streamed answer's headers come with its first token; a whole answer's, at its end.
        let headers_by = if stream { deadlines.first_token } else { deadline };
        let resp = timeout_at(headers_by, req.send())
            .await
            .map_err(|_| Failure::of(LlmError::Timeout))?
            .map_err(|e| Failure::of(classify_transport(&e)))?;
        let status = resp.status();
        let retry_after = resp.headers().get(RETRY_AFTER).and_then(parse_retry_after);
        let sse = resp
            .headers()
            .get(CONTENT_TYPE)
            .and_then(|v| v.to_str().ok())
            .is_some_and(|v| v.starts_with("text/event-stream"));
        if status.is_success() && sse {
            return stream::read(resp, deadlines).await.map_err(Failure::of);
        }
        let text = timeout_at(deadline, resp.text())
            .await
            .map_err(|_| Failure::of(LlmError::Timeout))?
            .map_err(|e| Failure::of(classify_transport(&e)))?;
        if status.is_success() {
            let parsed: ChatResponse = serde_json::from_str(&text).map_err(|e| {
                Failure::of(LlmError::BadResponse(format!("not a chat completion: {e}")))
            })?;
            return parsed
                .into_completion()
                .map_err(|why| Failure::of(LlmError::BadResponse(why.to_string())));
        }
        let error = match status {
            StatusCode::TOO_MANY_REQUESTS => LlmError::RateLimited,
            s if s.is_server_error() => LlmError::Server { status: s.as_u16() },
            s => LlmError::Rejected { status: s.as_u16(), detail: short(&text) },
        };
        let json_rejected = format.is_some()
            && status == StatusCode::BAD_REQUEST
            && format::names_the_format(&text);
        Err(Failure { error, retry_after, json_rejected })
    }

    /// The half-open breaker's trial: a request of a few tokens (a tiny prompt, `max_tokens` 4)
    /// within the first-token budget. Closes the circuit when any completion comes back, re-opens
    /// it otherwise.
    async fn probe(&self, deadline: tokio::time::Instant) -> Result<(), LlmError> {
        let ping = [ChatMessage::user("Reply with: ok")];
        let by = deadline.min(tokio::time::Instant::now() + self.config.first_token_timeout);
        match self.attempt_capped(&ping, CallKind::Decision, 4, None, by).await {
            Ok(c) => {
                let c = self.accounted(&ping, c);
                self.stats.prompt_tokens.fetch_add(c.usage.prompt_tokens, Ordering::Relaxed);
                self.stats
                    .completion_tokens
                    .fetch_add(c.usage.completion_tokens, Ordering::Relaxed);
                self.breaker.success();
                tracing::info!(model = %self.config.model, "model server answered the breaker's probe; calls resume");
                Ok(())
            }
            Err(f) => {
                self.stats.failures.fetch_add(1, Ordering::Relaxed);
                self.breaker.failure(Instant::now());
                tracing::warn!(error = %f.error, "breaker probe failed; model calls stay paused");
                Err(LlmError::CircuitOpen)
            }
        }
    }

    /// Attempts with the best `response_format` the server takes: a 400 that names the format
    /// steps down (see `format.rs`) and the call is tried again with the next one.
    async fn formatted(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        deadline: tokio::time::Instant,
        schema: Option<&ReplySchema>,
    ) -> Result<Completion, Failure> {
        loop {
            let format = self.formats.pick(schema);
            let result = self.with_retries(messages, kind, format.as_ref(), deadline).await;
            match (&result, &format) {
                (Err(f), Some(sent)) if f.json_rejected && self.formats.rejected(sent) => {
                    let name = ResponseFormat::name(Some(sent));
                    tracing::info!(model = %self.config.model, format = name, "server rejected this response_format; asking with the next one");
                }
                _ => return result,
            }
        }
    }

    /// Attempts with backoff on retryable failures, never planning a wait past `deadline`.
    async fn with_retries(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        format: Option<&ResponseFormat>,
        deadline: tokio::time::Instant,
    ) -> Result<Completion, Failure> {
        let backoff = ExponentialBuilder::default()
            .with_min_delay(self.config.min_backoff)
            .with_max_delay(self.config.max_backoff)
            .with_max_times(self.config.max_retries)
            .with_jitter();
        let max_wait = self.config.max_retry_after;
        (|| self.attempt(messages, kind, format, deadline))
            .retry(backoff)
            .when(Failure::retryable)
            .adjust(move |f: &Failure, planned| {
                let wait = match (planned, f.retry_after) {
                    (None, _) => None,
                    (Some(_), Some(wait)) if wait > max_wait => None,
                    (Some(d), Some(wait)) => {
                        Some(wait.max(d.min(wait + Duration::from_millis(250))))
                    }
                    (Some(d), None) => Some(d),
                };
                // A retry that could not even start within the budget is not worth waiting for.
                wait.filter(|w| tokio::time::Instant::now() + *w < deadline)
            })
            .notify(|f: &Failure, wait| {
                tracing::debug!(kind = kind.as_str(), error = %f.error, wait_ms = wait.as_millis() as u64, "llm call failed; retrying");
            })
            .await
    }
}

fn classify_transport(e: &reqwest::Error) -> LlmError {
    // A connect timeout is a connection error (retried); generation timeouts are ours, not reqwest's.
    if e.is_timeout() && !e.is_connect() {
        LlmError::Timeout
    } else {
        // Strip the URL's query (none is ever sent) but keep the cause chain short and key-free.
        let mut detail = e.to_string();
        let mut src = std::error::Error::source(e);
        while let Some(s) = src {
            detail = format!("{detail}: {s}");
            src = s.source();
        }
        LlmError::Unreachable(short(&detail))
    }
}

#[async_trait::async_trait]
impl Llm for OpenAiClient {
    async fn chat(&self, messages: &[ChatMessage], kind: CallKind) -> Result<Completion, LlmError> {
        self.chat_until(messages, kind, tokio::time::Instant::now() + self.config.timeout).await
    }

    async fn chat_until(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        deadline: tokio::time::Instant,
    ) -> Result<Completion, LlmError> {
        self.chat_shaped(messages, kind, deadline, None).await
    }

    async fn chat_shaped(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        deadline: tokio::time::Instant,
        schema: Option<&ReplySchema>,
    ) -> Result<Completion, LlmError> {
        self.stats.calls.fetch_add(1, Ordering::Relaxed);
        if self.breaker.is_open(Instant::now()) {
            return Err(LlmError::CircuitOpen);
        }
        let deadline = deadline.min(tokio::time::Instant::now() + self.config.timeout);
        // Waits its turn behind the requests in flight, within its own budget: a slow server
        // gets no pile of requests whose callers have given up. Not a fault of the server.
        let Ok(Ok(_permit)) = timeout_at(deadline, self.in_flight.acquire()).await else {
            self.stats.failures.fetch_add(1, Ordering::Relaxed);
            return Err(LlmError::Timeout);
        };
        match self.breaker.admit(Instant::now()) {
            Admit::No => return Err(LlmError::CircuitOpen),
            // After an outage a few tokens, not a whole turn, decide whether the server is back.
            Admit::Probe => self.probe(deadline).await?,
            Admit::Yes => {}
        }
        let result = self.formatted(messages, kind, deadline, schema).await;
        match result {
            Ok(c) => {
                self.breaker.success();
                let c = self.accounted(messages, c);
                self.stats.prompt_tokens.fetch_add(c.usage.prompt_tokens, Ordering::Relaxed);
                self.stats
                    .completion_tokens
                    .fetch_add(c.usage.completion_tokens, Ordering::Relaxed);
                tracing::debug!(
                    kind = kind.as_str(),
                    prompt = c.usage.prompt_tokens,
                    completion = c.usage.completion_tokens,
                    "llm call"
                );
                Ok(c)
            }
            Err(f) => {
                self.stats.failures.fetch_add(1, Ordering::Relaxed);
                match f.error {
                    LlmError::BadResponse(_) => self.breaker.neutral(),
                    _ => self.breaker.failure(Instant::now()),
                }
                tracing::warn!(kind = kind.as_str(), error = %f.error, "llm call failed");
                Err(f.error)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_api_key_never_shows_in_debug_output() {
        let cfg = LlmConfig::new("http://x/v1", "m", Some(ApiKey::new("sk-secret-123")));
        let client = OpenAiClient::new(cfg).unwrap();
        assert!(!format!("{client:?}").contains("sk-secret-123"));
        let h = client.auth_header().unwrap();
        assert!(h.is_sensitive());
        assert!(!format!("{h:?}").contains("sk-secret-123"));
    }

    #[test]
    fn retry_after_accepts_seconds() {
        assert_eq!(parse_retry_after(&HeaderValue::from_static("2")), Some(Duration::from_secs(2)));
        assert_eq!(
            parse_retry_after(&HeaderValue::from_static("0.5")),
            Some(Duration::from_millis(500))
        );
        assert_eq!(
            parse_retry_after(&HeaderValue::from_static("Wed, 21 Oct 2015 07:28:00 GMT")),
            None
        );
    }
}

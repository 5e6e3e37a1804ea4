//! What `mashang doctor` asks the model server: is the configured model among those `GET /models`
//! lists, and does one small completion come back as a JSON object the interviewer could read.
//! Each failure is its own typed error whose message is the line doctor prints.

use std::time::{Duration, Instant};

use reqwest::header::AUTHORIZATION;
use serde::Deserialize;

use mashang_core::brain::extract;
use mashang_core::llm::{CallKind, ChatMessage, LlmError, ReplySchema};

use super::format::ResponseFormat;
use super::{OpenAiClient, classify_transport, short};

/// Why the configured model is not usable.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum CheckError {
    #[error("{url} is unreachable: {cause}")]
    Unreachable { url: String, cause: String },
    #[error("GET {url} answered HTTP {status}: {detail}")]
    ModelsRejected { url: String, status: u16, detail: String },
    #[error("model `{model}` is not served by {url}; it serves: {}", served.join(", "))]
    UnknownModel { url: String, model: String, served: Vec<String> },
    #[error(
        "{url} has no chat-completions route (HTTP {status}), but {suggested} answers: \
         OpenAI-compatible servers serve the API under /v1"
    )]
    MissingApiPrefix { url: String, status: u16, suggested: String },
    #[error("a small completion from `{model}` failed: {error}")]
    CompletionFailed { model: String, error: LlmError },
    #[error("a small completion from `{model}` is not a JSON object ({why}); it said: {reply:?}")]
    Unparsable { model: String, why: String, reply: String },
}

/// What the check found when the model is usable.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ModelCheck {
    /// Whether `GET /models` listed the model (`false`: the server has no such route).
    pub listed: bool,
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
    /// The server sent no usage: the counts are the bot's estimate.
    pub estimated: bool,
    /// The `response_format` the server took: `json_schema` (structured output), `json_object`
    /// or `none`.
    pub format: &'static str,
    pub elapsed: Duration,
}

#[derive(Debug, Deserialize)]
struct ModelList {
    #[serde(default)]
    data: Vec<ModelEntry>,
    /// Ollama's native listing.
    #[serde(default)]
    models: Vec<ModelEntry>,
}

#[derive(Debug, Deserialize)]
struct ModelEntry {
    #[serde(default)]
    id: Option<String>,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    model: Option<String>,
}

impl ModelList {
    fn names(self) -> Vec<String> {
        self.data
            .into_iter()
            .chain(self.models)
            .filter_map(|m| m.id.or(m.model).or(m.name))
            .collect()
    }
}

impl OpenAiClient {
    /// The models `GET /models` lists; `Ok(None)` when the server has no such route.
    async fn served_models(&self) -> Result<Option<Vec<String>>, CheckError> {
        let url = format!("{}/models", self.config.base_url.trim_end_matches('/'));
        let mut req = self.http.get(&url).timeout(self.config.timeout);
        if let Some(h) = self.auth_header() {
            req = req.header(AUTHORIZATION, h);
        }
        let unreachable = |e: &reqwest::Error| CheckError::Unreachable {
            url: self.config.base_url.clone(),
            cause: match classify_transport(e) {
                LlmError::Unreachable(detail) => detail,
                other => other.to_string(),
            },
        };
        let resp = req.send().await.map_err(|e| unreachable(&e))?;
        let status = resp.status();
        let text = resp.text().await.map_err(|e| unreachable(&e))?;
        match status.as_u16() {
            200..=299 => {}
            404 | 405 => return Ok(None),
            s => return Err(CheckError::ModelsRejected { url, status: s, detail: short(&text) }),
        }
        let list: ModelList =
            serde_json::from_str(&text).map_err(|e| CheckError::ModelsRejected {
                url,
                status: status.as_u16(),
                detail: format!("not a model list: {e}"),
            })?;
        Ok(Some(list.names()))
    }

    /// Checks the configured model for `mashang doctor`.
    pub async fn check_model(&self) -> Result<ModelCheck, CheckError> {
        let model = self.config.model.clone();
        let served = self.served_models().await?;
        if let Some(served) = &served
            && !served.iter().any(|m| m == &model)
        {
            return Err(CheckError::UnknownModel {
                url: self.config.base_url.clone(),
                model,
                served: served.clone(),
            });
        }
        let ping = [
            ChatMessage::system("You answer with one JSON object and nothing else."),
            ChatMessage::user(r#"Reply with exactly this JSON object: {"ok": true}"#),
        ];
        let shape = ReplySchema {
            name: "ping",
            schema: serde_json::json!({
                "type": "object",
                "properties": {"ok": {"type": "boolean"}},
                "required": ["ok"],
                "additionalProperties": false
            }),
        };
        let started = Instant::now();
        let deadline = tokio::time::Instant::now() + self.config.timeout;
        let completion =
            match self.formatted(&ping, CallKind::Decision, deadline, Some(&shape)).await {
                Ok(c) => self.accounted(&ping, c),
                Err(f) => return Err(self.diagnose(model, f.error).await),
            };
        let format = ResponseFormat::name(self.formats.pick(Some(&shape)).as_ref());
        if let Err(why) = extract::first_object(&completion.content) {
            return Err(CheckError::Unparsable {
                model,
                why: why.0,
                reply: completion.content.chars().take(120).collect(),
            });
        }
        Ok(ModelCheck {
            listed: served.is_some(),
            prompt_tokens: completion.usage.prompt_tokens,
            completion_tokens: completion.usage.completion_tokens,
            estimated: completion.usage.estimated,
            format,
            elapsed: started.elapsed(),
        })
    }

    /// Why the small completion failed: a base URL one `/v1` short of a server that answers there
    /// (a 404 on the route, and `GET {url}/v1/models` answering) is named as such.
    async fn diagnose(&self, model: String, error: LlmError) -> CheckError {
        let base = self.config.base_url.trim_end_matches('/');
        if let LlmError::Rejected { status: status @ (404 | 405), .. } = error
            && !base.ends_with("/v1")
        {
            let suggested = format!("{base}/v1");
            let probe = self.http.get(format!("{suggested}/models")).timeout(self.config.timeout);
            let probe = match self.auth_header() {
                Some(h) => probe.header(AUTHORIZATION, h),
                None => probe,
            };
            if probe.send().await.is_ok_and(|r| r.status().is_success()) {
                return CheckError::MissingApiPrefix { url: base.to_string(), status, suggested };
            }
        }
        CheckError::CompletionFailed { model, error }
    }
}

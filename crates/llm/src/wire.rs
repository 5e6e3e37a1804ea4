//! The OpenAI chat-completions wire format, read leniently: servers differ (OpenAI, DeepSeek,
//! Ollama, vLLM, llama.cpp), so missing usage, empty `finish_reason`, `null` or multi-part content
//! and unknown fields are all accepted.

use serde::{Deserialize, Serialize};

use mashang_core::llm::{ChatMessage, Completion, Usage};

use super::format::ResponseFormat;

#[derive(Debug, Serialize)]
pub(crate) struct ChatRequest<'a> {
    pub model: &'a str,
    pub messages: &'a [ChatMessage],
    pub temperature: f32,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u32>,
    #[serde(skip_serializing_if = "Option::is_none")]
    pub response_format: Option<&'a ResponseFormat>,
    pub stream: bool,
    /// Asks for the usage in the last chunk of a stream (OpenAI, vLLM, llama.cpp honour it).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub stream_options: Option<StreamOptions>,
}

#[derive(Debug, Serialize)]
pub(crate) struct StreamOptions {
    pub include_usage: bool,
}

#[derive(Debug, Deserialize)]
pub(crate) struct ChatResponse {
    #[serde(default)]
    choices: Vec<Choice>,
    #[serde(default)]
    usage: Option<WireUsage>,
    #[serde(default)]
    error: Option<serde_json::Value>,
}

#[derive(Debug, Deserialize)]
struct Choice {
    #[serde(default)]
    message: Option<WireMessage>,
    /// Legacy completions-style servers put the text here.
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    finish_reason: Option<String>,
}

#[derive(Debug, Deserialize)]
struct WireMessage {
    #[serde(default)]
    content: Option<serde_json::Value>,
}

/// One `data:` payload of a streamed answer (`chat.completion.chunk`).
#[derive(Debug, Deserialize)]
pub(crate) struct ChatChunk {
    #[serde(default)]
    pub choices: Vec<ChunkChoice>,
    #[serde(default)]
    usage: Option<WireUsage>,
    #[serde(default)]
    pub error: Option<serde_json::Value>,
}

#[derive(Debug, Deserialize)]
pub(crate) struct ChunkChoice {
    #[serde(default)]
    delta: Option<WireMessage>,
    /// Legacy completions-style streams put the text here.
    #[serde(default)]
    text: Option<String>,
    #[serde(default)]
    pub finish_reason: Option<String>,
}

impl ChunkChoice {
    /// The text this chunk adds (empty for a role-only or final chunk).
    pub(crate) fn text(&self) -> String {
        self.delta
            .as_ref()
            .and_then(|d| d.content.as_ref())
            .map(content_text)
            .or_else(|| self.text.clone())
            .unwrap_or_default()
    }
}

impl ChatChunk {
    pub(crate) fn usage(&self) -> Option<Usage> {
        self.usage.as_ref().map(|u| Usage {
            prompt_tokens: u.prompt_tokens.unwrap_or(0),
            completion_tokens: u.completion_tokens.unwrap_or(0),
            estimated: false,
        })
    }
}

#[derive(Debug, Deserialize)]
struct WireUsage {
    #[serde(default)]
    prompt_tokens: Option<u64>,
    #[serde(default)]
    completion_tokens: Option<u64>,
}

/// Text of a `content` that is a string, `null`, or a list of `{type: "text", text}` parts.
fn content_text(v: &serde_json::Value) -> String {
    match v {
        serde_json::Value::String(s) => s.clone(),
        serde_json::Value::Array(parts) => parts
            .iter()
            .filter_map(|p| p.get("text").and_then(|t| t.as_str()).or_else(|| p.as_str()))
            .collect::<Vec<_>>()
            .join(""),
        _ => String::new(),
    }
}

/// Why a response body (or a streamed chunk) is not a usable answer; it becomes
/// `LlmError::BadResponse` with this text.
#[derive(Debug, thiserror::Error)]
pub(crate) enum ResponseError {
    #[error("no choices in the response")]
    NoChoices,
    /// The server answered with an error object; its message, clipped.
    #[error("server error: {0}")]
    Server(String),
    #[error("not a chat completion chunk: {0}")]
    NotAChunk(serde_json::Error),
}

impl ResponseError {
    /// The message of a server's `error` object (or the object itself), clipped to 200 chars.
    pub(crate) fn server(e: &serde_json::Value) -> Self {
        let msg =
            e.get("message").and_then(|m| m.as_str()).map_or_else(|| e.to_string(), str::to_string);
        ResponseError::Server(msg.chars().take(200).collect())
    }
}

impl ChatResponse {
    /// The first choice as a [`Completion`]; `Err` with a reason when there is none.
    pub(crate) fn into_completion(self) -> Result<Completion, ResponseError> {
        let usage = self.usage.map_or_else(Usage::default, |u| Usage {
            prompt_tokens: u.prompt_tokens.unwrap_or(0),
            completion_tokens: u.completion_tokens.unwrap_or(0),
            estimated: false,
        });
        let Some(choice) = self.choices.into_iter().next() else {
            return Err(self
                .error
                .as_ref()
                .map_or(ResponseError::NoChoices, ResponseError::server));
        };
        let content = choice
            .message
            .and_then(|m| m.content)
            .map(|c| content_text(&c))
            .or(choice.text)
            .unwrap_or_default();
        let finish_reason = choice.finish_reason.filter(|r| !r.is_empty());
        Ok(Completion { content, usage, finish_reason })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(s: &str) -> Result<Completion, ResponseError> {
        serde_json::from_str::<ChatResponse>(s).unwrap().into_completion()
    }

    #[test]
    fn minimal_and_odd_responses_are_accepted() {
        let c = parse(r#"{"choices":[{"message":{"content":"hi"}}]}"#).unwrap();
        assert_eq!((c.content.as_str(), c.usage, c.finish_reason), ("hi", Usage::default(), None));
        let c = parse(r#"{"id":"x","extra":1,"choices":[{"index":0,"message":{"role":"assistant","content":null},"finish_reason":""}],"usage":{"prompt_tokens":7}}"#).unwrap();
        assert_eq!(
            (c.content.as_str(), c.usage.prompt_tokens, c.usage.completion_tokens, c.finish_reason),
            ("", 7, 0, None)
        );
        let c = parse(r#"{"choices":[{"message":{"content":[{"type":"text","text":"a"},{"type":"text","text":"b"}]},"finish_reason":"stop"}]}"#).unwrap();
        assert_eq!((c.content.as_str(), c.finish_reason.as_deref()), ("ab", Some("stop")));
    }

    #[test]
    fn an_error_body_without_choices_is_reported() {
        let e = parse(r#"{"error":{"message":"model overloaded"}}"#).unwrap_err();
        assert!(matches!(e, ResponseError::Server(ref m) if m == "model overloaded"), "{e:?}");
        assert_eq!(e.to_string(), "server error: model overloaded");
        let e = parse(r#"{"choices":[]}"#).unwrap_err();
        assert!(matches!(e, ResponseError::NoChoices), "{e:?}");
    }
}

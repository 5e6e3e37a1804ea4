//! The LLM port: the only way the core talks to a language model. Message, usage and error types
//! are the core's own, so the core never sees an HTTP client; the OpenAI-compatible adapter in
//! `adapters::llm` implements [`Llm`].

use serde::{Deserialize, Serialize};

/// Who wrote a chat message.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum ChatRole {
    System,
    User,
    Assistant,
}

/// One message of a chat request.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChatMessage {
    pub role: ChatRole,
    pub content: String,
}

impl ChatMessage {
    pub fn system(content: impl Into<String>) -> Self {
        ChatMessage { role: ChatRole::System, content: content.into() }
    }
    pub fn user(content: impl Into<String>) -> Self {
        ChatMessage { role: ChatRole::User, content: content.into() }
    }
    pub fn assistant(content: impl Into<String>) -> Self {
        ChatMessage { role: ChatRole::Assistant, content: content.into() }
    }
}

/// What a call is for; decides its temperature (and whether JSON is expected).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum CallKind {
    /// The interviewer's next action (low temperature: consistent, on-contract).
    Decision,
    /// The reviewer's final scores (lowest temperature: evidence, not flair).
    Review,
    /// A new question (higher temperature: variety).
    Generate,
}

impl CallKind {
    pub fn as_str(self) -> &'static str {
        match self {
            CallKind::Decision => "decision",
            CallKind::Review => "review",
            CallKind::Generate => "generate",
        }
    }
}

/// Tokens a call used, as the server reported them, or the bot's estimate when it did not.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Usage {
    pub prompt_tokens: u64,
    pub completion_tokens: u64,
    /// Some count is the bot's estimate ([`estimate_tokens`]): a server sent no usage (llama.cpp's
    /// Python server ignores `stream_options.include_usage`).
    #[serde(default)]
    pub estimated: bool,
}

impl Usage {
    pub fn total(&self) -> u64 {
        self.prompt_tokens + self.completion_tokens
    }
    pub fn add(&mut self, other: Usage) {
        self.prompt_tokens += other.prompt_tokens;
        self.completion_tokens += other.completion_tokens;
        self.estimated |= other.estimated;
    }

    /// The estimate for a call whose server reported no usage: the request and the reply.
    pub fn estimate(messages: &[ChatMessage], reply: &str) -> Usage {
        Usage {
            prompt_tokens: estimate_prompt_tokens(messages) as u64,
            completion_tokens: estimate_tokens(reply) as u64,
            estimated: true,
        }
    }
}

/// A model's answer.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Completion {
    /// The text of the first choice (empty when the server sent `null`).
    pub content: String,
    pub usage: Usage,
    /// Why generation stopped, when the server said (`stop`, `length`, …).
    pub finish_reason: Option<String>,
}

/// Why a call produced no completion. Every variant is survivable: the caller falls back.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum LlmError {
    #[error("model did not answer in time")]
    Timeout,
    #[error("model server unreachable: {0}")]
    Unreachable(String),
    #[error("model server is rate limiting")]
    RateLimited,
    #[error("model server error (HTTP {status})")]
    Server { status: u16 },
    #[error("request rejected (HTTP {status}): {detail}")]
    Rejected { status: u16, detail: String },
    #[error("unreadable model response: {0}")]
    BadResponse(String),
    #[error("model calls paused after repeated failures")]
    CircuitOpen,
}

/// The JSON schema a reply must follow. A server that supports structured output
/// (`response_format: json_schema`: OpenAI, vLLM, llama.cpp's server) constrains generation to it,
/// so a small model cannot answer with the format's words instead of values; the reply is
/// validated as strictly either way.
#[derive(Debug, Clone, PartialEq)]
pub struct ReplySchema {
    /// A short name for the schema (`decision`, `review`).
    pub name: &'static str,
    pub schema: serde_json::Value,
}

/// A chat-completions model.
#[async_trait::async_trait]
pub trait Llm: Send + Sync {
    async fn chat(&self, messages: &[ChatMessage], kind: CallKind) -> Result<Completion, LlmError>;

    /// Like [`Llm::chat`], but gives up (dropping the request) at `deadline`, so a turn that makes
    /// several calls stays within one latency budget. Models without a clock of their own (test
    /// doubles) just answer.
    async fn chat_until(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        deadline: tokio::time::Instant,
    ) -> Result<Completion, LlmError> {
        let _ = deadline;
        self.chat(messages, kind).await
    }

    /// Like [`Llm::chat_until`], asking the server to constrain the reply to `schema` where it can.
    /// Models without structured output (test doubles) just answer.
    async fn chat_shaped(
        &self,
        messages: &[ChatMessage],
        kind: CallKind,
        deadline: tokio::time::Instant,
        schema: Option<&ReplySchema>,
    ) -> Result<Completion, LlmError> {
        let _ = schema;
        self.chat_until(messages, kind, deadline).await
    }
}

/// A conservative token count, for budgeting prompts and for the benchmark.
///
/// Not a real BPE tokenizer on purpose: the served model's tokenizer is unknown (Qwen, Llama,
/// SmolLM… each splits differently; tiktoken-rs only knows OpenAI's vocabularies, which count
/// *fewer* tokens than small models' vocabularies, and embeds megabytes of tables). Calibrated on
/// the 194 recorded requests in `shared/llm-replies` (Qwen2.5-Coder-0.5B and SmolLM2-135M, en and
/// zh, the `prompt_tokens` llama.cpp reported): one token per 2.7 ASCII characters (our prompts are
/// dense JSON) and two per non-ASCII character (a 49k-entry vocabulary splits most CJK characters
/// into byte tokens). It never under-counted a recorded prompt (worst case 1.02× the real count for
/// SmolLM, mean 1.25×; for Qwen 1.19×–1.5×), so a prompt that fits by this count fits for real.
pub fn estimate_tokens(text: &str) -> usize {
    let mut ascii = 0usize;
    let mut other = 0usize;
    for c in text.chars() {
        if c.is_ascii() {
            ascii += 1;
        } else {
            other += 1;
        }
    }
    (ascii * 10).div_ceil(27) + 2 * other
}

/// Estimated prompt tokens of a whole request (content plus a few tokens of framing per message).
pub fn estimate_prompt_tokens(messages: &[ChatMessage]) -> usize {
    messages.iter().map(|m| estimate_tokens(&m.content) + 4).sum()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn token_estimate_counts_ascii_by_2_7_and_cjk_twice() {
        assert_eq!(estimate_tokens("abcdefghijklmnopqrstuvwxyz0"), 10);
        assert_eq!(estimate_tokens("代码通过"), 8);
    }

    #[test]
    fn a_call_without_reported_usage_is_estimated_and_marks_the_sum_estimated() {
        let mut sum = Usage { prompt_tokens: 10, completion_tokens: 2, estimated: false };
        let guess = Usage::estimate(&[ChatMessage::user("abc")], "de");
        assert_eq!(guess, Usage { prompt_tokens: 2 + 4, completion_tokens: 1, estimated: true });
        sum.add(guess);
        assert_eq!((sum.prompt_tokens, sum.completion_tokens, sum.estimated), (16, 3, true));
    }
}

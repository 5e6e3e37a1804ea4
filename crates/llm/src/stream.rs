//! Reading a streamed chat completion (`stream: true`, server-sent events of
//! `chat.completion.chunk` objects) under two deadlines: one for the first token, one for the
//! whole answer. Giving up drops the response, which closes the connection, so a llama.cpp server
//! stops generating for nobody instead of queueing the next request behind it.
//!
//! The SSE framing is read here rather than with an event-source crate: chat completions use only
//! the `data:` field (no event names, ids or reconnection), which is a few lines, and it spares
//! reqwest's `stream` feature.

use tokio::time::{Instant, timeout_at};

use mashang_core::llm::{Completion, LlmError, Usage};

use super::classify_transport;
use super::wire::{ChatChunk, ResponseError};

/// When a streamed answer is abandoned.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Deadlines {
    /// No content by then: the server is frozen or swamped.
    pub first_token: Instant,
    /// The answer is not complete by then: too slow for this turn.
    pub total: Instant,
}

/// Splits an SSE byte stream into the payloads of its events' `data:` fields.
#[derive(Debug, Default)]
pub(crate) struct SseData {
    buf: Vec<u8>,
    data: Option<String>,
}

impl SseData {
    /// Feeds bytes; returns the payloads of the events they complete.
    pub(crate) fn push(&mut self, bytes: &[u8]) -> Vec<String> {
        self.buf.extend_from_slice(bytes);
        let mut out = Vec::new();
        while let Some(i) = self.buf.iter().position(|&b| b == b'\n') {
            let raw: Vec<u8> = self.buf.drain(..=i).collect();
            let line = String::from_utf8_lossy(&raw);
            let line = line.trim_end_matches(['\n', '\r']);
            if line.is_empty() {
                out.extend(self.data.take());
            } else if let Some(v) = line.strip_prefix("data:") {
                let v = v.strip_prefix(' ').unwrap_or(v);
                match &mut self.data {
                    Some(d) => {
                        d.push('\n');
                        d.push_str(v);
                    }
                    None => self.data = Some(v.to_string()),
                }
            }
            // Comments (`: keep-alive`) and other fields carry nothing for us.
        }
        out
    }

    /// The last event when the stream ended without its blank line.
    pub(crate) fn finish(&mut self) -> Option<String> {
        let rest = String::from_utf8_lossy(&std::mem::take(&mut self.buf)).into_owned();
        let mut out = self.push(format!("{rest}\n\n").as_bytes());
        out.pop()
    }
}

/// The answer put together from its chunks.
#[derive(Debug, Default)]
pub(crate) struct Assembled {
    content: String,
    usage: Usage,
    finish_reason: Option<String>,
    done: bool,
}

impl Assembled {
    /// Adds one `data:` payload; `Err` for a payload that is not a chunk or reports an error.
    pub(crate) fn apply(&mut self, payload: &str) -> Result<(), ResponseError> {
        if payload.trim() == "[DONE]" {
            self.done = true;
            return Ok(());
        }
        let chunk: ChatChunk = serde_json::from_str(payload).map_err(ResponseError::NotAChunk)?;
        if let Some(e) = &chunk.error {
            return Err(ResponseError::server(e));
        }
        if let Some(u) = chunk.usage() {
            self.usage = u;
        }
        if let Some(c) = chunk.choices.first() {
            self.content.push_str(&c.text());
            if let Some(r) = c.finish_reason.as_ref().filter(|r| !r.is_empty()) {
                self.finish_reason = Some(r.clone());
            }
        }
        Ok(())
    }

    pub(crate) fn into_completion(self) -> Completion {
        Completion { content: self.content, usage: self.usage, finish_reason: self.finish_reason }
    }
}

/// Reads a streamed answer. Returning early (a deadline, an error) drops `resp`, closing the
/// connection.
pub(crate) async fn read(
    mut resp: reqwest::Response,
    d: Deadlines,
) -> Result<Completion, LlmError> {
    let mut sse = SseData::default();
    let mut answer = Assembled::default();
    while !answer.done {
        let until = if answer.content.is_empty() { d.first_token.min(d.total) } else { d.total };
        let bytes = match timeout_at(until, resp.chunk()).await {
            Err(_) => {
                tracing::debug!(
                    content_chars = answer.content.chars().count(),
                    "streamed answer abandoned at its deadline"
                );
                return Err(LlmError::Timeout);
            }
            Ok(Err(e)) => return Err(classify_transport(&e)),
            Ok(Ok(None)) => break,
            Ok(Ok(Some(b))) => b,
        };
        for payload in sse.push(&bytes) {
            answer.apply(&payload).map_err(|e| LlmError::BadResponse(e.to_string()))?;
        }
    }
    if let Some(payload) = sse.finish() {
        answer.apply(&payload).map_err(|e| LlmError::BadResponse(e.to_string()))?;
    }
    Ok(answer.into_completion())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn events_split_across_reads_are_reassembled() {
        let mut sse = SseData::default();
        let mut got = sse.push(b": keep-alive\n\ndata: {\"a\"");
        got.extend(sse.push(b":1}\r\n\r\ndata: [DONE]\n"));
        got.extend(sse.finish());
        assert_eq!(got, vec!["{\"a\":1}".to_string(), "[DONE]".to_string()]);
    }

    #[test]
    fn chunks_add_up_to_the_answer_with_usage_and_finish_reason() {
        let mut a = Assembled::default();
        for p in [
            r#"{"choices":[{"index":0,"delta":{"role":"assistant"}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":"{\"action\":"}}]}"#,
            r#"{"choices":[{"index":0,"delta":{"content":"\"follow_up\"}"},"finish_reason":"stop"}]}"#,
            r#"{"choices":[],"usage":{"prompt_tokens":12,"completion_tokens":5}}"#,
            "[DONE]",
        ] {
            a.apply(p).unwrap();
        }
        assert!(a.done);
        let c = a.into_completion();
        assert_eq!(c.content, r#"{"action":"follow_up"}"#);
        assert_eq!((c.usage.prompt_tokens, c.usage.completion_tokens), (12, 5));
        assert_eq!(c.finish_reason.as_deref(), Some("stop"));
    }

    #[test]
    fn an_error_event_is_a_bad_response() {
        let mut a = Assembled::default();
        let e = a.apply(r#"{"error":{"message":"context too long"}}"#).unwrap_err();
        assert!(matches!(e, ResponseError::Server(ref m) if m == "context too long"), "{e:?}");
        assert!(matches!(a.apply("not json"), Err(ResponseError::NotAChunk(_))));
    }
}

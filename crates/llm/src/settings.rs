//! The `[llm]` section of the configuration file and how it becomes a client. The three things
//! that switch the LLM interviewer on come from the environment (`MASHANG_LLM_BASE_URL`,
//! `MASHANG_LLM_MODEL`, `MASHANG_LLM_API_KEY`) or, except the key, from this section; the rest is
//! tuning with sensible defaults.

use std::time::Duration;

use serde::{Deserialize, Serialize};

use super::{ApiKey, JsonMode, LlmConfig, MaxTokens, Temperatures};

/// `[llm]` in mashang.toml.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct LlmSection {
    /// OpenAI-compatible base URL, e.g. `https://api.deepseek.com/v1` (`MASHANG_LLM_BASE_URL` wins).
    pub base_url: Option<String>,
    /// Model name (`MASHANG_LLM_MODEL` wins).
    pub model: Option<String>,
    /// Latency budget of one turn in seconds: the model's reply is visible by then, or the turn
    /// falls back to the offline interviewer (retries and a corrective retry included).
    pub turn_budget_secs: u64,
    /// The old name of `turn_budget_secs`, still read (it wins when set).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub timeout_secs: Option<u64>,
    /// A streamed answer with no token after this many seconds is abandoned.
    pub first_token_secs: u64,
    /// Stream answers (SSE); off for a server that mishandles `stream: true`.
    pub stream: bool,
    /// `auto` (ask for the reply's JSON schema, then JSON mode, stepping down after a rejection),
    /// `on` (never below JSON mode) or `off`.
    pub json_mode: JsonMode,
    pub max_retries: usize,
    /// `max_tokens` of an interviewer decision, a review, a generated question.
    pub max_tokens_decision: u32,
    pub max_tokens_review: u32,
    pub max_tokens_generate: u32,
    /// The old single cap, still read: when set, no call kind asks for more.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub max_tokens: Option<u32>,
    /// Context window of the served model in tokens: every prompt plus its `max_tokens` fits in it.
    pub context_tokens: u32,
    pub temperature_decision: f32,
    pub temperature_review: f32,
    pub temperature_generate: f32,
    /// Consecutive failed calls that open the circuit, and seconds it stays open.
    pub breaker_threshold: u32,
    pub breaker_cooldown_secs: u64,
    /// Requests in flight to the server at once (1: a local server that evaluates one prompt at a
    /// time gets no pile of requests nobody waits for; raise it for servers that batch).
    pub max_in_flight: usize,
    /// Exchanges kept verbatim in the prompt.
    pub memory_exchanges: usize,
    /// Generate (and validate) new questions when the bank has none left.
    pub generate_questions: bool,
}

impl Default for LlmSection {
    fn default() -> Self {
        let t = Temperatures::default();
        let m = MaxTokens::default();
        LlmSection {
            base_url: None,
            model: None,
            turn_budget_secs: 20,
            timeout_secs: None,
            first_token_secs: 15,
            stream: true,
            json_mode: JsonMode::Auto,
            max_retries: 2,
            max_tokens_decision: m.decision,
            max_tokens_review: m.review,
            max_tokens_generate: m.generate,
            max_tokens: None,
            context_tokens: 4_096,
            temperature_decision: t.decision,
            temperature_review: t.review,
            temperature_generate: t.generate,
            breaker_threshold: 3,
            breaker_cooldown_secs: 30,
            max_in_flight: 1,
            memory_exchanges: 4,
            generate_questions: true,
        }
    }
}

impl LlmSection {
    /// The client configuration, when a base URL and a model are known.
    pub fn client_config(
        &self,
        base_url: Option<&str>,
        model: Option<&str>,
        api_key: Option<&str>,
    ) -> Option<LlmConfig> {
        let base_url = base_url.or(self.base_url.as_deref()).filter(|s| !s.trim().is_empty())?;
        let model = model.or(self.model.as_deref()).filter(|s| !s.trim().is_empty())?;
        let key = api_key.filter(|k| !k.is_empty()).map(ApiKey::new);
        let mut c = LlmConfig::new(base_url.trim(), model.trim(), key);
        c.timeout = self.turn_budget();
        c.first_token_timeout = Duration::from_secs(self.first_token_secs.max(1));
        c.stream = self.stream;
        c.json_mode = self.json_mode;
        c.max_retries = self.max_retries;
        c.max_tokens = MaxTokens {
            decision: self.max_tokens_for(self.max_tokens_decision),
            review: self.max_tokens_for(self.max_tokens_review),
            generate: self.max_tokens_for(self.max_tokens_generate),
        };
        c.temperatures = Temperatures {
            decision: self.temperature_decision,
            review: self.temperature_review,
            generate: self.temperature_generate,
        };
        c.breaker_threshold = self.breaker_threshold;
        c.breaker_cooldown = Duration::from_secs(self.breaker_cooldown_secs);
        c.max_in_flight = self.max_in_flight.max(1);
        Some(c)
    }
}

impl LlmSection {
    /// The prompt budget of each call kind: the context window less the call's `max_tokens`.
    pub fn prompt_budget(&self) -> mashang_core::brain::PromptBudget {
        let room = |max: u32| {
            self.context_tokens.saturating_sub(self.max_tokens_for(max)).max(256) as usize
        };
        mashang_core::brain::PromptBudget {
            decision: room(self.max_tokens_decision),
            review: room(self.max_tokens_review),
            generate: room(self.max_tokens_generate),
        }
    }

    /// The latency budget of one turn.
    pub fn turn_budget(&self) -> Duration {
        Duration::from_secs(self.timeout_secs.unwrap_or(self.turn_budget_secs).max(1))
    }

    fn max_tokens_for(&self, kind_cap: u32) -> u32 {
        self.max_tokens.map_or(kind_cap, |cap| kind_cap.min(cap)).max(16)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn environment_values_win_and_both_url_and_model_are_needed() {
        let s = LlmSection {
            base_url: Some("http://file/v1".into()),
            model: Some("m".into()),
            ..LlmSection::default()
        };
        assert_eq!(
            s.client_config(Some("http://env/v1"), None, None).unwrap().base_url,
            "http://env/v1"
        );
        assert!(
            LlmSection::default().client_config(Some("http://x/v1"), None, Some("k")).is_none()
        );
        let c = s.client_config(None, None, Some("sk-1")).unwrap();
        assert!(!format!("{c:?}").contains("sk-1"));
    }

    #[test]
    fn the_section_parses_from_toml() {
        let s: LlmSection = toml::from_str("timeout_secs = 10\njson_mode = \"off\"").unwrap();
        assert_eq!(
            (s.turn_budget(), s.json_mode),
            (Duration::from_secs(10), JsonMode::Off),
            "the old name still works"
        );
        let s: LlmSection =
            toml::from_str("turn_budget_secs = 8\nmax_tokens_decision = 150").unwrap();
        let c = s.client_config(Some("http://x/v1"), Some("m"), None).unwrap();
        assert_eq!((c.timeout, c.max_tokens.decision), (Duration::from_secs(8), 150));
        let old: LlmSection = toml::from_str("max_tokens = 300").unwrap();
        let c = old.client_config(Some("http://x/v1"), Some("m"), None).unwrap();
        assert_eq!((c.max_tokens.decision, c.max_tokens.generate), (200, 300), "the old cap caps");
        assert!(
            toml::from_str::<LlmSection>("api_key = \"x\"").is_err(),
            "no secrets in the file section"
        );
    }
}

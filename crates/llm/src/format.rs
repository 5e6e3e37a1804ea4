//! Which `response_format` a request carries. Best first: the reply's JSON schema
//! (`json_schema`, which constrains generation on OpenAI, vLLM and llama.cpp's server), then plain
//! JSON mode (`json_object`), then nothing. In `auto` a server that rejects a format with a 400
//! naming it is not asked for it again and the call is retried one step down; `on` never drops
//! below JSON mode, `off` asks for nothing (the tolerant parser reads any reply either way).

use std::sync::atomic::{AtomicU8, Ordering};

use serde::Serialize;

use mashang_core::llm::ReplySchema;

use super::JsonMode;

/// A request's `response_format`.
#[derive(Debug, Clone, PartialEq, Serialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(crate) enum ResponseFormat {
    JsonObject,
    JsonSchema { json_schema: SchemaSpec },
}

#[derive(Debug, Clone, PartialEq, Serialize)]
pub(crate) struct SchemaSpec {
    name: &'static str,
    strict: bool,
    schema: serde_json::Value,
}

impl ResponseFormat {
    /// The name doctor shows.
    pub(crate) fn name(format: Option<&ResponseFormat>) -> &'static str {
        match format {
            Some(ResponseFormat::JsonSchema { .. }) => "json_schema",
            Some(ResponseFormat::JsonObject) => "json_object",
            None => "none",
        }
    }
}

const SCHEMA: u8 = 2;
const OBJECT: u8 = 1;
const NONE: u8 = 0;

/// The best format the server has not rejected yet.
#[derive(Debug)]
pub(crate) struct Formats {
    mode: JsonMode,
    level: AtomicU8,
}

impl Formats {
    pub(crate) fn new(mode: JsonMode) -> Self {
        let level = if mode == JsonMode::Off { NONE } else { SCHEMA };
        Formats { mode, level: AtomicU8::new(level) }
    }

    /// The format for a request whose reply should follow `schema` (JSON mode without one).
    pub(crate) fn pick(&self, schema: Option<&ReplySchema>) -> Option<ResponseFormat> {
        match (self.level.load(Ordering::Relaxed), schema) {
            (SCHEMA, Some(s)) => Some(ResponseFormat::JsonSchema {
                json_schema: SchemaSpec { name: s.name, strict: true, schema: s.schema.clone() },
            }),
            (SCHEMA | OBJECT, _) => Some(ResponseFormat::JsonObject),
            _ => None,
        }
    }

    /// The server rejected `sent`: whether a lower format is left to retry with (and it is
    /// used from now on).
    pub(crate) fn rejected(&self, sent: &ResponseFormat) -> bool {
        let floor = match self.mode {
            JsonMode::Auto => NONE,
            JsonMode::On => OBJECT,
            JsonMode::Off => return false,
        };
        let below = match sent {
            ResponseFormat::JsonSchema { .. } => OBJECT,
            ResponseFormat::JsonObject => NONE,
        };
        if below < floor {
            return false;
        }
        self.level.fetch_min(below, Ordering::Relaxed);
        true
    }

    /// Whether JSON mode (or better) is still asked for.
    pub(crate) fn json_active(&self) -> bool {
        self.level.load(Ordering::Relaxed) > NONE
    }
}

/// Whether a 400's body says the server does not take this `response_format`.
pub(crate) fn names_the_format(body: &str) -> bool {
    let lower = body.to_ascii_lowercase();
    ["response_format", "json_object", "json_schema", "json mode", "schema"]
        .iter()
        .any(|w| lower.contains(w))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn schema() -> ReplySchema {
        ReplySchema { name: "decision", schema: serde_json::json!({"type": "object"}) }
    }

    #[test]
    fn auto_steps_down_from_schema_to_json_mode_to_nothing() {
        let f = Formats::new(JsonMode::Auto);
        let first = f.pick(Some(&schema())).unwrap();
        assert_eq!(ResponseFormat::name(Some(&first)), "json_schema");
        assert_eq!(f.pick(None), Some(ResponseFormat::JsonObject), "no schema: JSON mode");
        assert!(f.rejected(&first));
        assert_eq!(f.pick(Some(&schema())), Some(ResponseFormat::JsonObject));
        assert!(f.rejected(&ResponseFormat::JsonObject));
        assert_eq!(f.pick(Some(&schema())), None);
        assert!(!f.json_active());
    }

    #[test]
    fn on_keeps_json_mode_and_off_asks_for_nothing() {
        let on = Formats::new(JsonMode::On);
        assert!(on.rejected(&on.pick(Some(&schema())).unwrap()));
        assert!(!on.rejected(&ResponseFormat::JsonObject), "on never drops JSON mode");
        assert_eq!(on.pick(Some(&schema())), Some(ResponseFormat::JsonObject));
        let off = Formats::new(JsonMode::Off);
        assert_eq!(off.pick(Some(&schema())), None);
    }

    #[test]
    fn the_schema_is_sent_as_openai_spells_it() {
        let f = Formats::new(JsonMode::Auto).pick(Some(&schema())).unwrap();
        assert_eq!(
            serde_json::to_value(&f).unwrap(),
            serde_json::json!({"type": "json_schema",
                "json_schema": {"name": "decision", "strict": true, "schema": {"type": "object"}}})
        );
        let o = serde_json::to_value(ResponseFormat::JsonObject).unwrap();
        assert_eq!(o, serde_json::json!({"type": "json_object"}));
    }
}

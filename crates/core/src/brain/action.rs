//! The action contract the model must answer with: `{"action": …, "say": …}` where the action is
//! one of a small set and is allowed at this moment. Parsing is strict about the contract and
//! lenient about the wrapping (see [`super::extract`]); a violation comes back as the one-line
//! reason that the corrective retry sends to the model.

use serde::{Deserialize, Serialize};

use super::extract::{self, ContractError};

/// What the interviewer does next.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Action {
    /// Present the question just picked (with a short framing).
    AskQuestion,
    /// Probe the candidate's reasoning or the judge's findings; stay on the question.
    FollowUp,
    /// Leave this question for the next one.
    NextQuestion,
    /// Give the next step of the hint ladder.
    GiveHint,
    /// End the interview.
    Finish,
}

impl Action {
    pub const ALL: [Action; 5] = [
        Action::AskQuestion,
        Action::FollowUp,
        Action::NextQuestion,
        Action::GiveHint,
        Action::Finish,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Action::AskQuestion => "ask_question",
            Action::FollowUp => "follow_up",
            Action::NextQuestion => "next_question",
            Action::GiveHint => "give_hint",
            Action::Finish => "finish",
        }
    }

    pub fn parse(s: &str) -> Option<Action> {
        Action::ALL.into_iter().find(|a| a.as_str() == s.trim())
    }
}

/// The longest `say` accepted from the model (an interviewer asks; it does not lecture).
pub(crate) const MAX_SAY_CHARS: usize = 900;

/// A reply that met the contract.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct ModelTurn {
    pub action: Action,
    pub say: String,
}

/// Parses and validates a model reply against the contract and the allowed actions.
pub(crate) fn parse(reply: &str, allowed: &[Action]) -> Result<ModelTurn, ContractError> {
    let map = extract::first_object(reply)?;
    let action = match map.get("action") {
        None => return Err("missing field `action`".into()),
        Some(serde_json::Value::String(s)) => Action::parse(s).ok_or_else(|| {
            format!(
                "unknown action `{}`; use one of {}",
                s.chars().take(40).collect::<String>(),
                names(allowed)
            )
        })?,
        Some(_) => return Err("`action` must be a string".into()),
    };
    if !allowed.contains(&action) {
        return Err(format!(
            "action `{}` is not allowed now; use one of {}",
            action.as_str(),
            names(allowed)
        )
        .into());
    }
    let say = match map.get("say") {
        None => return Err("missing field `say`".into()),
        Some(serde_json::Value::String(s)) => s.trim().to_string(),
        Some(_) => return Err("`say` must be a string".into()),
    };
    if say.is_empty() {
        return Err("`say` is empty".into());
    }
    if say.chars().count() > MAX_SAY_CHARS {
        return Err(format!(
            "`say` is longer than {MAX_SAY_CHARS} characters; ask one short question"
        )
        .into());
    }
    Ok(ModelTurn { action, say })
}

/// `ask_question, follow_up` — for error messages and prompts.
pub(crate) fn names(allowed: &[Action]) -> String {
    allowed.iter().map(|a| a.as_str()).collect::<Vec<_>>().join(", ")
}

/// The reply's shape for a server with structured output: an allowed action and a non-empty `say`.
pub(crate) fn schema(allowed: &[Action]) -> crate::llm::ReplySchema {
    let names: Vec<&str> = allowed.iter().map(|a| a.as_str()).collect();
    crate::llm::ReplySchema {
        name: "decision",
        schema: serde_json::json!({
            "type": "object",
            "properties": {
                "action": {"type": "string", "enum": names},
                "say": {"type": "string", "minLength": 1}
            },
            "required": ["action", "say"],
            "additionalProperties": false
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ANSWER: &[Action] =
        &[Action::FollowUp, Action::GiveHint, Action::NextQuestion, Action::Finish];

    #[test]
    fn a_valid_reply_parses_even_when_fenced() {
        let t = parse("```json\n{\"action\":\"follow_up\",\"say\":\"What is the complexity?\",\"why\":\"x\"}\n```", ANSWER).unwrap();
        assert_eq!(
            t,
            ModelTurn { action: Action::FollowUp, say: "What is the complexity?".into() }
        );
    }

    #[test]
    fn contract_violations_name_the_problem() {
        assert!(
            parse("{\"say\":\"hi\"}", ANSWER).unwrap_err().0.contains("missing field `action`")
        );
        assert!(
            parse("{\"action\":\"dance\",\"say\":\"hi\"}", ANSWER)
                .unwrap_err()
                .0
                .contains("unknown action")
        );
        assert!(
            parse("{\"action\":\"ask_question\",\"say\":\"hi\"}", ANSWER)
                .unwrap_err()
                .0
                .contains("not allowed")
        );
        assert!(
            parse("{\"action\":\"follow_up\",\"say\":\"  \"}", ANSWER)
                .unwrap_err()
                .0
                .contains("empty")
        );
        assert!(
            parse("{\"action\":\"follow_up\",\"say\":42}", ANSWER)
                .unwrap_err()
                .0
                .contains("must be a string")
        );
        let long =
            format!("{{\"action\":\"follow_up\",\"say\":\"{}\"}}", "x".repeat(MAX_SAY_CHARS + 1));
        assert!(parse(&long, ANSWER).unwrap_err().0.contains("longer"));
    }
}

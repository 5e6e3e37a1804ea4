//! Pulls the JSON object out of whatever a model wrote: markdown fences, prose before and after,
//! a trailing comment. The first balanced `{…}` that parses wins; braces inside strings are
//! skipped, so `"say": "use {a, b}"` does not end the object early.

/// Why a model's reply broke its contract, in one line: told back to the model in the corrective
/// retry, and logged.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ContractError(pub String);

impl From<String> for ContractError {
    fn from(why: String) -> Self {
        ContractError(why)
    }
}

impl From<&str> for ContractError {
    fn from(why: &str) -> Self {
        ContractError(why.to_string())
    }
}

/// The first balanced JSON object in `text` that parses, or a one-line reason why there is none.
pub fn first_object(
    text: &str,
) -> Result<serde_json::Map<String, serde_json::Value>, ContractError> {
    let mut start = 0;
    let mut last_error = None;
    while let Some(offset) = text[start..].find('{') {
        let open = start + offset;
        match balanced_end(&text[open..]) {
            Some(len) => {
                let candidate = &text[open..open + len];
                match serde_json::from_str::<serde_json::Value>(candidate) {
                    Ok(serde_json::Value::Object(map)) => return Ok(map),
                    Ok(_) => {}
                    Err(e) => last_error = Some(format!("invalid JSON object: {e}")),
                }
            }
            None => {
                last_error.get_or_insert_with(|| "the JSON object is not closed".to_string());
            }
        }
        start = open + 1;
    }
    Err(ContractError(
        last_error.unwrap_or_else(|| "no JSON object found in the reply".to_string()),
    ))
}

/// Length in bytes of the balanced `{…}` at the start of `s`, string- and escape-aware.
fn balanced_end(s: &str) -> Option<usize> {
    let mut depth = 0usize;
    let mut in_string = false;
    let mut escaped = false;
    for (i, c) in s.char_indices() {
        if in_string {
            match c {
                _ if escaped => escaped = false,
                '\\' => escaped = true,
                '"' => in_string = false,
                _ => {}
            }
            continue;
        }
        match c {
            '"' => in_string = true,
            '{' => depth += 1,
            '}' => {
                depth = depth.checked_sub(1)?;
                if depth == 0 {
                    return Some(i + 1);
                }
            }
            _ => {}
        }
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fenced_json_with_prose_is_extracted() {
        let text = "Sure! Here is my answer:\n```json\n{\"action\": \"follow_up\", \"say\": \"Why {a,b}?\"}\n```\nHope it helps.";
        let m = first_object(text).unwrap();
        assert_eq!(m["say"], "Why {a,b}?");
    }

    #[test]
    fn a_broken_object_is_skipped_for_a_later_valid_one() {
        let m = first_object("{not json} then {\"action\":\"finish\",\"say\":\"bye \\\"x\\\" }\"}")
            .unwrap();
        assert_eq!(m["action"], "finish");
    }

    #[test]
    fn no_object_gives_a_reason() {
        assert!(
            first_object("I think you should explain more.").unwrap_err().0.contains("no JSON")
        );
        assert!(first_object("{\"action\": \"follow_up\"").unwrap_err().0.contains("not closed"));
    }
}

//! The answer of an in-place function, built here, outside the sandbox: the driver only reports
//! what it observed after the call (the returned value `v` and the argument's state `m`); which
//! part of the argument is the answer — all of it, or the first k elements for the returned k —
//! is decided by the judge, so a returned k can never make the judge read past the argument.

use serde_json::Value;

use crate::problem::inplace::Answer;

/// Why no answer can be built from what the program reported: a wrong answer, never a crash.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub(crate) enum AnswerError {
    #[error("the program did not report the argument's state after the call")]
    NoState,
    #[error("the argument is not a list after the call")]
    NotAList,
    #[error("the returned length must be an integer, got {0}")]
    NotAnInteger(String),
    #[error("the returned length {0} is negative")]
    Negative(String),
    #[error("the returned length {k} is longer than the argument ({len} elements)")]
    TooLong { k: String, len: usize },
}

/// The judged answer from the returned value and the mutated argument's state after the call.
pub(crate) fn answer(
    mode: Answer,
    returned: Option<&Value>,
    state: Option<&Value>,
) -> Result<Value, AnswerError> {
    let items = match state {
        None => return Err(AnswerError::NoState),
        Some(Value::Array(items)) => items,
        Some(_) => return Err(AnswerError::NotAList),
    };
    match mode {
        Answer::Whole => Ok(Value::Array(items.clone())),
        Answer::Prefix => {
            let k = prefix_len(returned, items.len())?;
            Ok(Value::Array(items[..k].to_vec()))
        }
    }
}

/// The returned k, checked against the argument's length. Only an exact JSON integer counts
/// (`true`, `2.0` or `"2"` do not); its text is shortened before it goes into a message.
fn prefix_len(returned: Option<&Value>, len: usize) -> Result<usize, AnswerError> {
    let shown = |v: &Value| {
        let s = v.to_string();
        if s.len() > 40 { format!("{}…", s.chars().take(40).collect::<String>()) } else { s }
    };
    let Some(v @ Value::Number(n)) = returned else {
        return Err(AnswerError::NotAnInteger(returned.map(shown).unwrap_or("nothing".into())));
    };
    if let Some(k) = n.as_u64() {
        return usize::try_from(k)
            .ok()
            .filter(|&k| k <= len)
            .ok_or(AnswerError::TooLong { k: shown(v), len });
    }
    if n.as_i64().is_some() {
        return Err(AnswerError::Negative(shown(v)));
    }
    Err(AnswerError::NotAnInteger(shown(v)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn void_judges_the_whole_argument_and_int_its_first_k_elements() {
        let state = json!([1, 2, 3, 0, 0]);
        assert_eq!(answer(Answer::Whole, Some(&Value::Null), Some(&state)), Ok(state.clone()));
        assert_eq!(answer(Answer::Prefix, Some(&json!(3)), Some(&state)), Ok(json!([1, 2, 3])));
        assert_eq!(answer(Answer::Prefix, Some(&json!(0)), Some(&state)), Ok(json!([])));
        assert_eq!(answer(Answer::Prefix, Some(&json!(5)), Some(&state)), Ok(state.clone()));
    }

    #[test]
    fn a_k_out_of_range_or_not_an_integer_is_a_clear_wrong_answer() {
        let state = json!([1, 2]);
        let e = |k: Value| answer(Answer::Prefix, Some(&k), Some(&state)).unwrap_err().to_string();
        assert_eq!(e(json!(3)), "the returned length 3 is longer than the argument (2 elements)");
        assert_eq!(
            e(json!(u64::MAX)),
            format!("the returned length {} is longer than the argument (2 elements)", u64::MAX)
        );
        assert_eq!(e(json!(-1)), "the returned length -1 is negative");
        assert_eq!(e(json!(i64::MIN)), format!("the returned length {} is negative", i64::MIN));
        assert_eq!(e(json!(1.5)), "the returned length must be an integer, got 1.5");
        assert_eq!(e(json!(true)), "the returned length must be an integer, got true");
        assert_eq!(e(json!("2")), "the returned length must be an integer, got \"2\"");
        assert_eq!(e(Value::Null), "the returned length must be an integer, got null");
        let long = json!("x".repeat(500));
        assert!(e(long).len() < 120, "a forged value is not quoted at length");
    }

    #[test]
    fn a_missing_or_non_list_state_is_refused() {
        assert_eq!(answer(Answer::Whole, None, None), Err(AnswerError::NoState));
        assert_eq!(answer(Answer::Whole, None, Some(&json!({"a": 1}))), Err(AnswerError::NotAList));
        assert_eq!(
            answer(Answer::Prefix, Some(&json!(0)), Some(&json!(7))),
            Err(AnswerError::NotAList)
        );
    }
}

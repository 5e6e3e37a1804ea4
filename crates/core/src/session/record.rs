//! The stored form of a session: an explicit, versioned record, separate from the live
//! [`SessionState`], so that changing the live struct can never silently reset a stored interview.
//!
//! A record is `(version, JSON body)`. [`SessionRecord::encode`] always writes
//! [`SessionRecord::VERSION`]; [`SessionRecord::decode`] reads every version ever written by
//! upgrading the body one step at a time (`upgrade`) to the latest layout, then reading it into the
//! live state. An undecodable record is an error ([`RecordError`]), never a fresh session: the
//! store keeps the raw row aside and the engine tells the user.
//!
//! Versions:
//! - **1**: `serde_json` of `SessionState` as it was until the records existed (what every
//!   database written before then holds). Code appeared up to three times (the last answer, the
//!   last judged submission, the pending judge/reveal request).
//! - **2**: `{"state": <v1 layout>, "code": {<sha256 hex>: <text>}}` where every `code` string in
//!   the state is replaced by `code_ref` (its digest): each distinct code text is stored once.
//!
//! Changing the live state's serialized shape (a renamed, added or removed field anywhere inside
//! it) needs a new version: bump `VERSION`, add the step from the previous layout to `upgrade`,
//! and add a golden fixture (`tests/it/fixtures/session-record-vN.json`). `tests/it/records.rs`
//! fails until that is done: the latest fixture must re-encode to itself, and every older fixture
//! must still decode.

use std::fmt;

use serde_json::{Map, Value};
use sha2::{Digest, Sha256};

use super::SessionState;

/// The SHA-256 (lowercase hex) of a submission's code text: how code is stored once and referred
/// to everywhere else (session records, the submissions table, the tool log).
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct CodeDigest(String);

impl CodeDigest {
    /// The digest of `code`.
    pub fn of(code: &str) -> Self {
        let sum = Sha256::digest(code.as_bytes());
        CodeDigest(hex::encode(sum))
    }

    /// A digest read back from storage (not re-checked against any text).
    pub fn from_stored(hex: impl Into<String>) -> Self {
        CodeDigest(hex.into())
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl fmt::Display for CodeDigest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

/// Why a stored session record cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// Written by a newer build (a downgrade) or garbage in the version column.
    #[error("session record version {0} is unknown to this build (latest {latest})", latest = SessionRecord::VERSION)]
    UnknownVersion(u32),
    /// The body does not have the layout its version promises.
    #[error("session record v{version} is malformed: {why}")]
    Malformed { version: u32, why: &'static str },
    /// A `code_ref` names code the record does not hold.
    #[error("session record refers to code {0} it does not hold")]
    MissingCode(CodeDigest),
    /// The upgraded body does not read as the live state.
    #[error("session record v{version} does not read as a session: {source}")]
    Shape {
        version: u32,
        #[source]
        source: serde_json::Error,
    },
}

/// The codec between the live session and its stored record.
pub struct SessionRecord;

/// Paths (from the state's root) of the objects that carry a `code` string.
const CODE_HOLDERS: [&[&str]; 3] =
    [&["user_answer"], &["current_question", "last_judged"], &["pending", "request"]];

impl SessionRecord {
    /// The version [`SessionRecord::encode`] writes.
    pub const VERSION: u32 = 2;

    /// The record of `state` at the latest version.
    pub fn encode(state: &SessionState) -> (u32, Value) {
        // Through text, not `to_value`: the text writes an f32 as its shortest form (0.7), which
        // `to_value` would widen to 0.699999988079071. Plain data with string keys: cannot fail.
        let text = serde_json::to_string(state).unwrap_or_default();
        let state = serde_json::from_str(&text).unwrap_or(Value::Null);
        (Self::VERSION, hoist_code(state))
    }

    /// The live state from a record of any version this build knows.
    pub fn decode(version: u32, body: Value) -> Result<SessionState, RecordError> {
        let latest = upgrade(version, body)?;
        let state = inline_code(latest)?;
        serde_json::from_value(state).map_err(|source| RecordError::Shape { version, source })
    }

    /// The digests of the code texts a record holds (for a store that keeps code elsewhere).
    pub fn code_refs(body: &Value) -> Vec<CodeDigest> {
        body.get("code")
            .and_then(Value::as_object)
            .map(|m| m.keys().map(|k| CodeDigest(k.clone())).collect())
            .unwrap_or_default()
    }
}

/// Upgrades a body of `version` to the latest layout, one version step at a time.
fn upgrade(version: u32, body: Value) -> Result<Value, RecordError> {
    match version {
        1 => upgrade(2, v1_to_v2(body)?),
        SessionRecord::VERSION => Ok(body),
        other => Err(RecordError::UnknownVersion(other)),
    }
}

/// v1 → v2: hoist each code text into the record's `code` map. JSON surgery rather than a trip
/// through the live struct, so it stays correct after the struct changes.
fn v1_to_v2(state: Value) -> Result<Value, RecordError> {
    if !state.is_object() {
        return Err(RecordError::Malformed { version: 1, why: "not a JSON object" });
    }
    Ok(hoist_code(state))
}

/// The state's JSON → the record body: each code text moved to the `code` map, once.
fn hoist_code(mut state: Value) -> Value {
    let mut code = Map::new();
    for path in CODE_HOLDERS {
        if let Some(holder) = object_at(&mut state, path)
            && let Some(Value::String(text)) = holder.remove("code")
        {
            let digest = CodeDigest::of(&text);
            holder.insert("code_ref".into(), Value::String(digest.0.clone()));
            code.insert(digest.0, Value::String(text));
        }
    }
    serde_json::json!({ "state": state, "code": code })
}

/// The latest layout → the live state's JSON: each `code_ref` replaced by its text.
fn inline_code(record: Value) -> Result<Value, RecordError> {
    let malformed = |why| RecordError::Malformed { version: SessionRecord::VERSION, why };
    let Value::Object(mut record) = record else { return Err(malformed("not a JSON object")) };
    let mut state = record.remove("state").ok_or_else(|| malformed("no state"))?;
    let code = match record.remove("code") {
        Some(Value::Object(m)) => m,
        None => Map::new(),
        Some(_) => return Err(malformed("code is not a map")),
    };
    for path in CODE_HOLDERS {
        let Some(holder) = object_at(&mut state, path) else { continue };
        let Some(reference) = holder.remove("code_ref") else { continue };
        let Value::String(hex) = reference else {
            return Err(malformed("code_ref is not a string"));
        };
        let text = code.get(&hex).filter(|t| t.is_string()).cloned();
        let text = text.ok_or(RecordError::MissingCode(CodeDigest(hex)))?;
        holder.insert("code".into(), text);
    }
    Ok(state)
}

/// The JSON object at `path`, if every step is an object (absent or `null` holders are skipped).
fn object_at<'a>(value: &'a mut Value, path: &[&str]) -> Option<&'a mut Map<String, Value>> {
    path.iter().try_fold(value, |v, key| v.get_mut(*key))?.as_object_mut()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interviewer::{GradeRequest, Level, Role};
    use crate::session::{PendingTool, Submission};
    use mashang_i18n::Locale;

    fn judging() -> SessionState {
        let mut s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        let code = "def f():\n    return 1\n".to_string();
        s.user_answer = Some(Submission { language: "python".into(), code: code.clone() });
        s.pending = Some(PendingTool::Judge {
            trace: "t-1".into(),
            request: GradeRequest { question: "two-sum".into(), language: "python".into(), code },
        });
        s
    }

    #[test]
    fn a_record_stores_code_submitted_once_once_and_decodes_to_the_same_state() {
        let state = judging();
        let (version, body) = SessionRecord::encode(&state);
        assert_eq!(version, SessionRecord::VERSION);
        let text = body.to_string();
        assert_eq!(text.matches("return 1").count(), 1, "{text}");
        assert_eq!(SessionRecord::code_refs(&body).len(), 1);
        assert_eq!(SessionRecord::decode(version, body).unwrap(), state);
    }

    #[test]
    fn a_version_1_record_is_the_plain_serialised_state_and_still_decodes() {
        let state = judging();
        let v1 = serde_json::to_value(&state).unwrap();
        assert_eq!(SessionRecord::decode(1, v1).unwrap(), state);
    }

    #[test]
    fn a_record_from_a_newer_build_is_an_error_not_a_fresh_session() {
        let (_, body) = SessionRecord::encode(&judging());
        let err = SessionRecord::decode(SessionRecord::VERSION + 1, body).unwrap_err();
        assert!(matches!(err, RecordError::UnknownVersion(v) if v == SessionRecord::VERSION + 1));
    }

    #[test]
    fn a_record_whose_code_is_missing_is_an_error() {
        let (v, mut body) = SessionRecord::encode(&judging());
        body["code"] = serde_json::json!({});
        assert!(matches!(SessionRecord::decode(v, body), Err(RecordError::MissingCode(_))));
    }

    #[test]
    fn a_renamed_field_in_a_record_is_an_error_not_a_default() {
        let (v, mut body) = SessionRecord::encode(&judging());
        let state = body["state"].as_object_mut().unwrap();
        let seq = state.remove("seq").unwrap();
        state.insert("sequence".into(), seq);
        assert!(matches!(SessionRecord::decode(v, body), Err(RecordError::Shape { .. })));
    }
}

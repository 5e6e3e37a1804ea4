//! Session rows as versioned records (migration 7): the row's `version` column says how its JSON
//! reads (`SessionRecord`), each distinct code text lives once in the `code` table (keyed by the
//! user and its digest; the session record, the submissions table and the tool log refer to it),
//! and a row that no longer decodes is moved to `sessions_quarantine` instead of being replaced.

use rusqlite::{Connection, OptionalExtension, Transaction, params};
use rusqlite_migration::{HookError, HookResult};
use serde_json::{Map, Value};

use super::{CallError, now_ms};
use mashang_core::session::SessionState;
use mashang_core::session::record::{CodeDigest, SessionRecord};

pub(crate) const V7: &str = "
ALTER TABLE sessions ADD COLUMN version INTEGER NOT NULL DEFAULT 1;
-- Each code text once per user, by SHA-256; what forget() deletes with the user.
CREATE TABLE code (
    user_key  TEXT NOT NULL,
    digest    TEXT NOT NULL,
    text      TEXT NOT NULL,
    PRIMARY KEY (user_key, digest)
);
ALTER TABLE submissions ADD COLUMN code_digest TEXT NOT NULL DEFAULT '';
-- Session rows this build could not read: kept for the operator (doctor lists them), never reset.
CREATE TABLE sessions_quarantine (
    id              INTEGER PRIMARY KEY,
    user_key        TEXT NOT NULL,
    version         INTEGER NOT NULL,
    state           TEXT NOT NULL,
    error           TEXT NOT NULL,
    quarantined_at  INTEGER NOT NULL
);
CREATE INDEX sessions_quarantine_by_user ON sessions_quarantine(user_key);
";

/// Migration 7's data step: submissions' and tool calls' code moves to `code`; session rows keep
/// version 1 and are rewritten as the latest version on their next save.
pub(crate) fn v7_hook(tx: &Transaction<'_>) -> HookResult {
    let rows: Vec<(i64, String, String)> = tx
        .prepare("SELECT id, user_key, code FROM submissions")?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (id, user, code) in rows {
        let digest = keep_code(tx, &user, &code)?;
        tx.execute(
            "UPDATE submissions SET code_digest = ?1 WHERE id = ?2",
            params![digest.as_str(), id],
        )?;
    }
    tx.execute_batch("ALTER TABLE submissions DROP COLUMN code;")?;
    let calls: Vec<(String, String, String)> = tx
        .prepare(
            "SELECT trace, user_key, input FROM tool_log WHERE tool IN ('judge', 'reveal_test')",
        )?
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    for (trace, user, input) in calls {
        let mut input: Value = serde_json::from_str(&input)
            .map_err(|e| HookError::Hook(format!("tool_log {trace}: {e}")))?;
        // A judge call's input is the request itself; a reveal's holds it under `request`.
        let request = match input.get_mut("request") {
            Some(r) => r,
            None => &mut input,
        };
        if let Some(obj) = request.as_object_mut()
            && let Some(Value::String(code)) = obj.remove("code")
        {
            let digest = keep_code(tx, &user, &code)?;
            obj.insert("code_ref".into(), Value::String(digest.to_string()));
            tx.execute(
                "UPDATE tool_log SET input = ?1 WHERE trace = ?2",
                params![input.to_string(), trace],
            )?;
        }
    }
    Ok(())
}

/// Stores `code` for `user` (once) and returns its digest.
pub(super) fn keep_code(tx: &Connection, user: &str, code: &str) -> rusqlite::Result<CodeDigest> {
    let digest = CodeDigest::of(code);
    tx.prepare_cached("INSERT OR IGNORE INTO code (user_key, digest, text) VALUES (?1, ?2, ?3)")?
        .execute(params![user, digest.as_str(), code])?;
    Ok(digest)
}

/// The session's record at the latest version, with its code map's texts taken out (the map
/// keeps each digest, `null`): the row holds the JSON, [`keep_code`] the texts.
pub(super) fn encode_state(state: &SessionState) -> (u32, String, Vec<String>) {
    let (version, mut body) = SessionRecord::encode(state);
    let mut texts = Vec::new();
    if let Some(Value::Object(code)) = body.get_mut("code") {
        for text in code.values_mut() {
            if let Value::String(t) = text.take() {
                texts.push(t);
            }
        }
    }
    (version, body.to_string(), texts)
}

/// Why a stored row is not a session: what the quarantine row and the log say.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Unreadable {
    #[error("not JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error(transparent)]
    Record(#[from] mashang_core::session::record::RecordError),
    #[error("version {0} is out of range")]
    Version(i64),
}

/// Reads a stored row into the live state, filling the record's code from the `code` table.
pub(super) fn read_state(
    c: &Connection,
    user: &str,
    version: i64,
    text: &str,
) -> Result<Result<SessionState, Unreadable>, rusqlite::Error> {
    let Ok(version) = u32::try_from(version) else { return Ok(Err(Unreadable::Version(version))) };
    let mut body: Value = match serde_json::from_str(text) {
        Ok(b) => b,
        Err(e) => return Ok(Err(e.into())),
    };
    if version >= 2
        && let Some(Value::Object(code)) = body.get_mut("code")
    {
        fill_code(c, user, code)?;
    }
    Ok(SessionRecord::decode(version, body).map_err(Unreadable::from))
}

/// Each `null` entry of a record's code map ← the text the `code` table holds for it (an entry
/// the table lacks stays `null`, which the codec reports as missing code).
fn fill_code(c: &Connection, user: &str, code: &mut Map<String, Value>) -> rusqlite::Result<()> {
    let mut stmt = c.prepare_cached("SELECT text FROM code WHERE user_key = ?1 AND digest = ?2")?;
    for (digest, text) in code.iter_mut() {
        if text.is_null()
            && let Some(t) =
                stmt.query_row(params![user, digest], |r| r.get::<_, String>(0)).optional()?
        {
            *text = Value::String(t);
        }
    }
    Ok(())
}

/// Moves the user's session row to the quarantine table (one transaction), with why it failed.
pub(super) fn quarantine(
    c: &mut Connection,
    user: &str,
    why: &Unreadable,
) -> Result<(), CallError> {
    let tx = c.transaction()?;
    tx.execute(
        "INSERT INTO sessions_quarantine (user_key, version, state, error, quarantined_at)
         SELECT user_key, version, state, ?2, ?3 FROM sessions WHERE user_key = ?1",
        params![user, why.to_string(), now_ms()],
    )?;
    tx.execute("DELETE FROM sessions WHERE user_key = ?1", [user])?;
    tx.commit()?;
    tracing::error!(user, error = %why, "session record unreadable; moved to sessions_quarantine");
    Ok(())
}

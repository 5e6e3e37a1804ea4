//! What a replay reads (migration 9): each scored round's transcript as a versioned record
//! (`TranscriptRecord`), and the query that gathers a finished interview — submissions with their
//! code, judge timings from the tool log, transcripts, report — for `Store::finished_interview`.

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::{CallError, decode, to_json};
use mashang_core::replay::{RoundTranscript, StoredInterview, StoredSubmission, TranscriptRecord};

pub(crate) const V9: &str = "
CREATE TABLE round_transcripts (
    interview_id  TEXT NOT NULL,
    user_key      TEXT NOT NULL,
    round         INTEGER NOT NULL,
    version       INTEGER NOT NULL,
    body          TEXT NOT NULL,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (interview_id, round)
);
CREATE INDEX round_transcripts_by_user ON round_transcripts(user_key);
";

pub(crate) fn write_transcript(
    tx: &Transaction<'_>,
    user: &str,
    interview_id: &str,
    transcript: &RoundTranscript,
    now: i64,
) -> rusqlite::Result<()> {
    let (version, body) = TranscriptRecord::encode(transcript);
    tx.execute(
        "INSERT OR REPLACE INTO round_transcripts (interview_id, user_key, round, version, body, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
        params![interview_id, user, transcript.round, version, to_json(&body)?, now],
    )?;
    Ok(())
}

/// The user's `nth` most recent finished interview (1: the latest).
pub(crate) fn finished_interview(
    c: &Connection,
    user: &str,
    nth: usize,
) -> Result<Option<StoredInterview>, CallError> {
    let offset = nth.saturating_sub(1) as i64;
    let row: Option<(String, String, String, i64, Option<i64>)> = c
        .query_row(
            "SELECT id, role, level, started_at, finished_at FROM interviews
             WHERE user_key = ?1 AND finished_at IS NOT NULL
             ORDER BY started_at DESC, rowid DESC LIMIT 1 OFFSET ?2",
            params![user, offset],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?)),
        )
        .optional()?;
    let Some((id, role, level, started, finished)) = row else { return Ok(None) };
    let (transcripts, unreadable) = transcripts(c, &id)?;
    let report: Option<String> = c
        .query_row("SELECT report FROM reports WHERE interview_id = ?1", [&id], |r| r.get(0))
        .optional()?;
    let judge_us = c
        .prepare(
            "SELECT duration_us FROM tool_log WHERE interview_id = ?1 AND tool = 'judge' AND error IS NULL
             ORDER BY started_at, rowid",
        )?
        .query_map([&id], |r| r.get::<_, i64>(0))?
        .map(|us| us.map(|us| us.max(0) as u64))
        .collect::<Result<Vec<_>, _>>()?;
    Ok(Some(StoredInterview {
        submissions: submissions(c, user, &id)?,
        interview_id: id,
        role: decode(&format!("\"{role}\""))?,
        level: decode(&format!("\"{level}\""))?,
        started_at_ms: started,
        finished_at_ms: finished,
        transcripts,
        unreadable_transcripts: unreadable,
        judge_us,
        report: report.map(|t| decode(&t)).transpose()?,
    }))
}

fn submissions(c: &Connection, user: &str, id: &str) -> Result<Vec<StoredSubmission>, CallError> {
    let rows = c
        .prepare(
            "SELECT s.round, s.question, s.language, COALESCE(c.text, ''), s.evidence, s.created_at
             FROM submissions s LEFT JOIN code c ON c.user_key = ?1 AND c.digest = s.code_digest
             WHERE s.interview_id = ?2 ORDER BY s.id",
        )?
        .query_map(params![user, id], |r| {
            Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get::<_, String>(4)?, r.get(5)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    rows.into_iter()
        .map(|(round, question, language, code, evidence, at_ms)| {
            Ok(StoredSubmission {
                round,
                question,
                language,
                code,
                evidence: decode(&evidence)?,
                at_ms,
            })
        })
        .collect()
}

/// The interview's readable transcripts, and how many could not be read (a newer build's).
fn transcripts(c: &Connection, id: &str) -> Result<(Vec<RoundTranscript>, u32), CallError> {
    let rows = c
        .prepare(
            "SELECT version, body FROM round_transcripts WHERE interview_id = ?1 ORDER BY round",
        )?
        .query_map([id], |r| Ok((r.get::<_, i64>(0)?, r.get::<_, String>(1)?)))?
        .collect::<Result<Vec<_>, _>>()?;
    let (mut out, mut unreadable) = (Vec::new(), 0);
    for (version, body) in rows {
        let read = serde_json::from_str(&body)
            .ok()
            .and_then(|body| TranscriptRecord::decode(version as u32, body).ok());
        match read {
            Some(t) => out.push(t),
            None => unreadable += 1,
        }
    }
    Ok((out, unreadable))
}

//! What a replay reads (migration 5): each scored round's transcript as a versioned record
//! (`TranscriptRecord`), and the query that gathers a finished interview — submissions with their
//! code, judge timings from the tool log, transcripts, report — for `Store::finished_interview`.
//! The same tables and queries as the SQLite store's `replay` module.

use deadpool_postgres::{Object, Transaction};

use super::{CallError, cached, decode, decode_name, to_json};
use mashang_core::replay::{RoundTranscript, StoredInterview, StoredSubmission, TranscriptRecord};

pub(crate) const V5: &str = r#"
CREATE TABLE round_transcripts (
    interview_id  TEXT NOT NULL,
    user_key      TEXT NOT NULL,
    round         BIGINT NOT NULL,
    version       BIGINT NOT NULL,
    body          TEXT NOT NULL,
    created_at    BIGINT NOT NULL,
    PRIMARY KEY (interview_id, round)
);
CREATE INDEX round_transcripts_by_user ON round_transcripts(user_key);
"#;

pub(crate) async fn write_transcript(
    tx: &Transaction<'_>,
    user: &str,
    interview_id: &str,
    transcript: &RoundTranscript,
    now: i64,
) -> Result<(), CallError> {
    let (version, body) = TranscriptRecord::encode(transcript);
    cached(
        tx,
        "INSERT INTO round_transcripts (interview_id, user_key, round, version, body, created_at)
         VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (interview_id, round) DO UPDATE SET user_key = $2, version = $4, body = $5, created_at = $6",
        &[
            &interview_id, &user, &i64::from(transcript.round), &i64::from(version),
            &to_json(&body)?, &now,
        ],
    )
    .await?;
    Ok(())
}

/// The user's `nth` most recent finished interview (1: the latest).
pub(crate) async fn finished_interview(
    c: &Object,
    user: &str,
    nth: usize,
) -> Result<Option<StoredInterview>, CallError> {
    let offset = nth.saturating_sub(1) as i64;
    let Some(row) = c
        .query_opt(
            "SELECT id, role, level, started_at, finished_at FROM interviews
             WHERE user_key = $1 AND finished_at IS NOT NULL
             ORDER BY started_at DESC, ord DESC LIMIT 1 OFFSET $2",
            &[&user, &offset],
        )
        .await?
    else {
        return Ok(None);
    };
    let id: String = row.get(0);
    let subs = c
        .query(
            "SELECT s.round, s.question, s.language, COALESCE(c.text, ''), s.evidence, s.created_at
             FROM submissions s LEFT JOIN code c ON c.user_key = $1 AND c.digest = s.code_digest
             WHERE s.interview_id = $2 ORDER BY s.id",
            &[&user, &id],
        )
        .await?;
    let mut submissions = Vec::with_capacity(subs.len());
    for r in subs {
        submissions.push(StoredSubmission {
            round: r.get::<_, i64>(0).clamp(0, 255) as u8,
            question: r.get(1),
            language: r.get(2),
            code: r.get(3),
            evidence: decode(r.get(4))?,
            at_ms: r.get(5),
        });
    }
    let judge_us = c
        .query(
            "SELECT duration_us FROM tool_log WHERE interview_id = $1 AND tool = 'judge' AND error IS NULL
             ORDER BY started_at, ord",
            &[&id],
        )
        .await?
        .iter()
        .map(|r| r.get::<_, i64>(0).max(0) as u64)
        .collect();
    let (mut transcripts, mut unreadable) = (Vec::new(), 0);
    let rows = c
        .query(
            "SELECT version, body FROM round_transcripts WHERE interview_id = $1 ORDER BY round",
            &[&id],
        )
        .await?;
    for r in rows {
        let version = u32::try_from(r.get::<_, i64>(0)).unwrap_or(u32::MAX);
        let read = serde_json::from_str(r.get(1))
            .ok()
            .and_then(|body| TranscriptRecord::decode(version, body).ok());
        match read {
            Some(t) => transcripts.push(t),
            None => unreadable += 1,
        }
    }
    let report = c
        .query_opt("SELECT report FROM reports WHERE interview_id = $1", &[&id])
        .await?
        .map(|r| decode(r.get(0)))
        .transpose()?;
    Ok(Some(StoredInterview {
        role: decode_name(row.get(1))?,
        level: decode_name(row.get(2))?,
        started_at_ms: row.get(3),
        finished_at_ms: row.get(4),
        interview_id: id,
        submissions,
        transcripts,
        unreadable_transcripts: unreadable,
        judge_us,
        report,
    }))
}

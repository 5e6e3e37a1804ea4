//! What the store keeps of a finished interview for its replay, and the versioned record of a
//! round's transcript (explanations, follow-ups and their answers, revealed tests), which the
//! session forgets once the round is scored.
//!
//! A transcript is stored as `(version, JSON)` like a session (`session::record`): changing
//! [`RoundTranscript`]'s shape needs a new version and an upgrade step in [`TranscriptRecord`].
//! Interviews finished before transcripts existed have none; their replay says so.

use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::interviewer::question::{CurrentQuestion, FollowUpRecord, RevealedTest};
use crate::interviewer::{Evidence, Level, QuestionId, Role};
use crate::report::Report;

/// What was said about one question during its round, kept when the round is scored.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RoundTranscript {
    pub round: u8,
    pub question: QuestionId,
    /// Text hints shown (the first `hints_used` of the question's ladder).
    pub hints_used: u8,
    /// The candidate's explanations (each truncated as the session keeps them).
    pub explanations: Vec<String>,
    pub follow_ups: Vec<FollowUpRecord>,
    /// Failing tests bought with `/hint test`: shown to the candidate, so part of the replay.
    pub revealed: Vec<RevealedTest>,
    /// A design question's whole answer.
    pub design_answer: String,
}

impl RoundTranscript {
    /// The transcript of the question `q` as it stood when its round was scored.
    pub fn of(q: &CurrentQuestion) -> Self {
        RoundTranscript {
            round: q.round,
            question: q.brief.id.clone(),
            hints_used: q.hints_used,
            explanations: q.explanations.clone(),
            follow_ups: q.follow_ups.clone(),
            revealed: q.revealed.clone(),
            design_answer: q.design_answer.clone(),
        }
    }
}

/// Why a stored transcript cannot be read.
#[derive(Debug, thiserror::Error)]
pub enum TranscriptError {
    #[error("round transcript version {0} is unknown to this build")]
    UnknownVersion(u32),
    #[error("round transcript v{version} does not read: {source}")]
    Shape {
        version: u32,
        #[source]
        source: serde_json::Error,
    },
}

/// The codec between [`RoundTranscript`] and its stored record.
pub struct TranscriptRecord;

impl TranscriptRecord {
    /// The version [`TranscriptRecord::encode`] writes.
    pub const VERSION: u32 = 1;

    pub fn encode(t: &RoundTranscript) -> (u32, Value) {
        (Self::VERSION, serde_json::to_value(t).unwrap_or(Value::Null))
    }

    pub fn decode(version: u32, body: Value) -> Result<RoundTranscript, TranscriptError> {
        match version {
            Self::VERSION => serde_json::from_value(body)
                .map_err(|source| TranscriptError::Shape { version, source }),
            other => Err(TranscriptError::UnknownVersion(other)),
        }
    }
}

/// One judged submission as stored: the code snapshot and what the judge said about it (already
/// the candidate's view: hidden tests by name and status only).
#[derive(Debug, Clone, PartialEq)]
pub struct StoredSubmission {
    pub round: u8,
    pub question: QuestionId,
    pub language: String,
    pub code: String,
    pub evidence: Evidence,
    /// Unix milliseconds when it was judged.
    pub at_ms: i64,
}

/// Everything the store keeps of one finished interview, oldest first within each list.
#[derive(Debug, Clone, PartialEq)]
pub struct StoredInterview {
    pub interview_id: String,
    pub role: Role,
    pub level: Level,
    pub started_at_ms: i64,
    pub finished_at_ms: Option<i64>,
    pub submissions: Vec<StoredSubmission>,
    /// One per scored round; empty for interviews finished before transcripts were kept.
    pub transcripts: Vec<RoundTranscript>,
    /// Transcripts the store holds but could not read (a newer build's): counted, not lost.
    pub unreadable_transcripts: u32,
    /// Judge wall times in microseconds, in the order the judge calls that produced a verdict
    /// were made (the tool log's), matched to `submissions` in order.
    pub judge_us: Vec<u64>,
    pub report: Option<Report>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::interviewer::question::FollowUpKind;

    #[test]
    fn a_transcript_record_round_trips_and_an_unknown_version_is_an_error() {
        let t = RoundTranscript {
            round: 1,
            question: "two-sum".into(),
            hints_used: 1,
            explanations: vec!["a hash map".into()],
            follow_ups: vec![FollowUpRecord {
                kind: FollowUpKind::Extension { index: 0 },
                answer: Some("sort first".into()),
                verdict_before: None,
                verdict_after: None,
            }],
            revealed: Vec::new(),
            design_answer: String::new(),
        };
        let (v, body) = TranscriptRecord::encode(&t);
        assert_eq!(TranscriptRecord::decode(v, body.clone()).unwrap(), t);
        assert!(matches!(
            TranscriptRecord::decode(v + 1, body),
            Err(TranscriptError::UnknownVersion(2))
        ));
    }
}

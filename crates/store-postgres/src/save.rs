//! The write path of `Store::save`/`save_fenced`: one transaction writes the user, the session
//! row (versioned record, revision-fenced when asked) and every record the turn produced.

use deadpool_postgres::Transaction;

use mashang_core::ports::{Record, Rev};
use mashang_core::report::Report;
use mashang_core::session::SessionState;
use mashang_core::session::record::CodeDigest;

use crate::{CallError, PgStore, encode_session, journal, now_ms, replay, to_json};

/// One statement through the connection's statement cache: no prepare round trip after the first.
pub(crate) async fn cached(
    tx: &Transaction<'_>,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<u64, CallError> {
    let st = tx.prepare_cached(sql).await?;
    Ok(tx.execute(&st, params).await?)
}

async fn write_record(
    tx: &Transaction<'_>,
    user: &str,
    record: &Record,
    now: i64,
) -> Result<(), CallError> {
    match record {
        Record::Submission { interview_id, round, question, submission, evidence } => {
            // The code once per user (a resubmission of the same text adds nothing).
            let digest = CodeDigest::of(&submission.code);
            cached(
                tx,
                "INSERT INTO code (user_key, digest, text) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
                &[&user, &digest.as_str(), &submission.code],
            )
            .await?;
            cached(
                tx,
                "INSERT INTO submissions (interview_id, user_key, round, question, language, code_digest, verdict, passed, total, evidence, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)",
                &[
                    interview_id, &user, &i64::from(*round), question, &submission.language, &digest.as_str(),
                    &evidence.verdict.as_str(), &i64::from(evidence.passed), &i64::from(evidence.total),
                    &to_json(evidence)?, &now,
                ],
            )
            .await?;
        }
        Record::Round { interview_id, score } => {
            cached(
                tx,
                "INSERT INTO rounds (interview_id, user_key, round, question, overall, score, created_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7)
                 ON CONFLICT (interview_id, round) DO UPDATE SET user_key = $2, question = $4, overall = $5,
                     score = $6, created_at = $7",
                &[
                    interview_id, &user, &i64::from(score.round), &score.question,
                    &f64::from(score.overall), &to_json(score)?, &now,
                ],
            )
            .await?;
        }
        Record::ToolCall(r) => {
            cached(
                tx,
                "INSERT INTO tool_log (trace, user_key, interview_id, tool, input, output, duration_us, error, started_at)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
                 ON CONFLICT (trace) DO UPDATE SET user_key = $2, interview_id = $3, tool = $4, input = $5,
                     output = $6, duration_us = $7, error = $8, started_at = $9, ord = DEFAULT",
                &[
                    &r.trace, &user, &r.interview_id, &r.tool.as_str(), &r.input.to_string(),
                    &r.output.to_string(), &(r.duration_us as i64), &r.error.map(|e| e.as_str()),
                    &r.started_at_ms,
                ],
            )
            .await?;
        }
        Record::Outcome { event, replies } => journal::write_outcome(tx, event, replies).await?,
        Record::Report(report) => write_report(tx, user, report, now).await?,
        Record::Transcript { interview_id, transcript } => {
            replay::write_transcript(tx, user, interview_id, transcript, now).await?
        }
    }
    Ok(())
}

async fn write_report(
    tx: &Transaction<'_>,
    user: &str,
    report: &Report,
    now: i64,
) -> Result<(), CallError> {
    let overall = f64::from(report.overall_score);
    cached(
                tx,
        "INSERT INTO reports (interview_id, user_key, overall, report, created_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (interview_id) DO UPDATE SET user_key = $2, overall = $3, report = $4, created_at = $5,
             ord = DEFAULT",
        &[&report.interview_id, &user, &overall, &to_json(report)?, &now],
    )
    .await?;
    cached(
        tx,
        "UPDATE interviews SET finished_at = $1, overall = $2 WHERE id = $3",
        &[&now, &overall, &report.interview_id],
    )
    .await?;
    for topic in &report.weak_topics {
        cached(
                tx,
            "INSERT INTO weak_topics (user_key, topic, count, last_seen) VALUES ($1, $2, 1, $3)
             ON CONFLICT (user_key, topic) DO UPDATE SET count = weak_topics.count + 1, last_seen = $3",
            &[&user, topic, &now],
        )
        .await?;
    }
    Ok(())
}

const UPSERT_USER: &str =
    "INSERT INTO users (key, locale, created_at, updated_at) VALUES ($1, $2, $3, $3)
     ON CONFLICT (key) DO UPDATE SET locale = $2, updated_at = $3";
const UPSERT_SESSION: &str =
    "INSERT INTO sessions (user_key, status, interview_id, seq, version, body, updated_at, rev)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1)
     ON CONFLICT (user_key) DO UPDATE SET status = $2, interview_id = $3, seq = $4, version = $5,
         body = $6, updated_at = $7, rev = sessions.rev + 1
     RETURNING rev";
/// A fenced save of a user who had no row: refused if one appeared since.
const INSERT_SESSION: &str =
    "INSERT INTO sessions (user_key, status, interview_id, seq, version, body, updated_at, rev)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 1) ON CONFLICT (user_key) DO NOTHING RETURNING rev";
/// A fenced save over the revision read: refused if the row moved on (or went).
const UPDATE_SESSION: &str =
    "UPDATE sessions SET status = $2, interview_id = $3, seq = $4, version = $5, body = $6,
         updated_at = $7, rev = rev + 1
     WHERE user_key = $1 AND rev = $8 RETURNING rev";
const INSERT_INTERVIEW: &str =
    "INSERT INTO interviews (id, user_key, role, level, rounds_total, started_at)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (id) DO NOTHING";

/// Which session write a save does: unconditional, or fenced by the revision it read.
#[derive(Clone, Copy)]
pub(crate) enum Fence {
    Any,
    Expect(Option<Rev>),
}

impl PgStore {
    pub(crate) async fn save_tx(
        &self,
        key: &str,
        state: &SessionState,
        records: &[Record],
        fence: Fence,
    ) -> Result<Rev, CallError> {
        let (version, body) =
            encode_session(state).map_err(|e| CallError::Corrupt(e.to_string()))?;
        let now = now_ms();
        let mut client = self.client().await?;
        let tx = client.transaction().await?;
        let users = tx.prepare_cached(UPSERT_USER).await?;
        let sessions = tx
            .prepare_cached(match fence {
                Fence::Any => UPSERT_SESSION,
                Fence::Expect(None) => INSERT_SESSION,
                Fence::Expect(Some(_)) => UPDATE_SESSION,
            })
            .await?;
        let interviews = tx.prepare_cached(INSERT_INTERVIEW).await?;
        let (seq, rounds) = (state.seq as i64, i64::from(state.rounds_total));
        let (role, level) = (state.role.as_str(), state.target_level.as_str());
        // Pipelined: the three statements go out together and come back in one round trip.
        let interview = async {
            match &state.interview_id {
                Some(id) => {
                    tx.execute(&interviews, &[id, &key, &role, &level, &rounds, &now]).await
                }
                None => Ok(0),
            }
        };
        let (locale, status) = (state.locale.as_str(), state.status.as_str());
        let user_params: [&(dyn tokio_postgres::types::ToSql + Sync); 3] = [&key, &locale, &now];
        let expected = match fence {
            Fence::Expect(Some(Rev(r))) => Some(r),
            _ => None,
        };
        let mut session_params: Vec<&(dyn tokio_postgres::types::ToSql + Sync)> =
            vec![&key, &status, &state.interview_id, &seq, &version, &body, &now];
        if let Some(r) = &expected {
            session_params.push(r);
        }
        let (_, row, _) = futures::try_join!(
            tx.execute(&users, &user_params),
            tx.query_opt(&sessions, &session_params),
            interview,
        )?;
        // No row back: the fenced write found another revision; the transaction rolls back.
        let rev = Rev(row.ok_or(CallError::Stale)?.get(0));
        for r in records {
            write_record(&tx, key, r, now).await?;
        }
        tx.commit().await?;
        Ok(rev)
    }
}

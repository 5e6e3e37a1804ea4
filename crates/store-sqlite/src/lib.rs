//! SQLite implementation of the core's `Store` port: bundled SQLite in WAL mode, schema migrations,
//! and a single connection on its own thread (tokio-rusqlite) so writes never block the async
//! runtime and there is exactly one writer. Each `save` is one transaction: the session row plus
//! the rounds, submissions, tool calls and reports produced by that transition.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod chats;
mod drills;
mod drills_days;
mod drills_posts;
mod drills_reveal;
mod drills_rows;
mod drills_schema;
mod drills_solves;
mod duels;
mod fingerprints;
mod forget;
mod journal;
mod live;
mod pairs;
mod plans;
mod practice;
mod records;
mod replay;
mod replicas;
mod schema;

use std::path::{Path, PathBuf};

use rusqlite::{OptionalExtension, Transaction, params};

use mashang_core::interviewer::QuestionId;
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::memory::ToolCallRecord;
use mashang_core::ports::{Record, Rev, Store, StoreError};
use mashang_core::replay::StoredInterview;
use mashang_core::report::{HistoryEntry, Report};
use mashang_core::session::{SessionState, Status, UserKey};

/// File name of the database inside the data dir.
pub const DB_FILE: &str = "mashang.sqlite3";
/// The schema version this build migrates a database to.
pub fn schema_latest() -> i64 {
    schema::latest()
}

/// The SQLite store.
pub struct SqliteStore {
    conn: tokio_rusqlite::Connection,
    path: Option<PathBuf>,
    /// This process among replicas on the file (owner of its journaled turns and leases).
    replica: String,
    /// Unique to this open store: the owner of the user locks it takes.
    token: String,
}

pub use replicas::USER_LOCK_TTL;

fn unavailable<E: std::fmt::Display>(e: E) -> StoreError {
    StoreError::Unavailable(e.to_string())
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn to_json<T: serde::Serialize>(v: &T) -> rusqlite::Result<String> {
    serde_json::to_string(v).map_err(|e| rusqlite::Error::ToSqlConversionFailure(Box::new(e)))
}

/// Errors inside a connection call: SQL errors or undecodable rows.
#[derive(Debug, thiserror::Error)]
enum CallError {
    #[error(transparent)]
    Sql(#[from] rusqlite::Error),
    #[error("corrupt row: {0}")]
    Corrupt(String),
    #[error("session row set aside: {0}")]
    Quarantined(String),
    #[error("stale session")]
    Stale,
}

fn map_call(e: tokio_rusqlite::Error<CallError>) -> StoreError {
    match e {
        tokio_rusqlite::Error::Error(CallError::Corrupt(m)) => StoreError::Corrupt(m),
        tokio_rusqlite::Error::Error(CallError::Quarantined(m)) => StoreError::Quarantined(m),
        tokio_rusqlite::Error::Error(CallError::Stale) => StoreError::Stale,
        other => unavailable(other),
    }
}

/// A user key as stored (`platform:id`).
fn stored_user(key: &str) -> Result<UserKey, CallError> {
    UserKey::parse(key).map_err(|e| CallError::Corrupt(e.to_string()))
}

fn decode<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, CallError> {
    serde_json::from_str(text).map_err(|e| CallError::Corrupt(e.to_string()))
}

/// Why opening the database failed: a pragma or a migration (reported as `StoreError::Unavailable`).
#[derive(Debug, thiserror::Error)]
enum InitError {
    #[error(transparent)]
    Sql(#[from] rusqlite::Error),
    #[error(transparent)]
    Migration(#[from] rusqlite_migration::Error),
}

impl SqliteStore {
    /// Opens (creating if needed) `<data_dir>/mashang.sqlite3` and migrates it.
    pub async fn open(data_dir: &Path) -> Result<Self, StoreError> {
        std::fs::create_dir_all(data_dir).map_err(|e| {
            unavailable(format!("cannot create data dir {}: {e}", data_dir.display()))
        })?;
        let path = data_dir.join(DB_FILE);
        let conn = tokio_rusqlite::Connection::open(&path).await.map_err(unavailable)?;
        let store = SqliteStore::new(conn, Some(path));
        store.init().await?;
        Ok(store)
    }

    /// A private in-memory database (tests, benchmarks).
    pub async fn open_in_memory() -> Result<Self, StoreError> {
        let conn = tokio_rusqlite::Connection::open_in_memory().await.map_err(unavailable)?;
        let store = SqliteStore::new(conn, None);
        store.init().await?;
        Ok(store)
    }

    fn new(conn: tokio_rusqlite::Connection, path: Option<PathBuf>) -> Self {
        let token = replicas::instance_token();
        SqliteStore { conn, path, replica: "local".into(), token }
    }

    /// Names this process among the replicas on the file (`replica_id`): stable across restarts
    /// of one replica, distinct between replicas.
    pub fn with_replica(mut self, replica: impl Into<String>) -> Self {
        self.replica = replica.into();
        self
    }

    pub fn path(&self) -> Option<&Path> {
        self.path.as_deref()
    }

    async fn init(&self) -> Result<(), StoreError> {
        self.conn
            .call(|c| -> Result<(), InitError> {
                // NORMAL is durable against process crashes (kill -9) in WAL mode; only an OS crash
                // can lose the last commits. It keeps commits off the fsync path.
                c.pragma_update(None, "journal_mode", "WAL")?;
                c.pragma_update(None, "synchronous", "NORMAL")?;
                c.pragma_update(None, "busy_timeout", 5000)?;
                // Deleted rows are overwritten with zeros, not left in free pages for anyone
                // holding the file to read (`/forget`; cost: docs/performance.md#secure_delete).
                c.pragma_update(None, "secure_delete", "ON")?;
                Ok(schema::migrations().to_latest(c)?)
            })
            .await
            .map_err(|e| StoreError::Unavailable(format!("migrating the database: {e}")))
    }

    /// How many session rows were set aside as unreadable (for `mashang doctor`).
    pub async fn quarantined_sessions(&self) -> Result<i64, StoreError> {
        self.conn
            .call(|c| c.query_row("SELECT COUNT(*) FROM sessions_quarantine", [], |r| r.get(0)))
            .await
            .map_err(unavailable)
    }

    /// The schema version (for `mashang doctor`).
    pub async fn schema_version(&self) -> Result<i64, StoreError> {
        self.conn
            .call(|c| c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0)))
            .await
            .map_err(unavailable)
    }
}

fn write_record(
    tx: &Transaction<'_>,
    user: &str,
    record: &Record,
    now: i64,
) -> rusqlite::Result<()> {
    match record {
        Record::Submission { interview_id, round, question, submission, evidence } => {
            tx.execute(
                "INSERT INTO submissions (interview_id, user_key, round, question, language, code_digest, verdict, passed, total, evidence, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11)",
                params![
                    interview_id, user, round, question, submission.language,
                    records::keep_code(tx, user, &submission.code)?.as_str(),
                    evidence.verdict.as_str(), evidence.passed, evidence.total, to_json(evidence)?, now
                ],
            )?;
        }
        Record::Round { interview_id, score } => {
            tx.execute(
                "INSERT OR REPLACE INTO rounds (interview_id, user_key, round, question, overall, score, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
                params![interview_id, user, score.round, score.question, f64::from(score.overall), to_json(score)?, now],
            )?;
        }
        Record::ToolCall(r) => {
            tx.execute(
                "INSERT OR REPLACE INTO tool_log (trace, user_key, interview_id, tool, input, output, duration_us, error, started_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)",
                params![
                    r.trace, user, r.interview_id, r.tool.as_str(), r.input.to_string(), r.output.to_string(),
                    r.duration_us as i64, r.error.map(|e| e.as_str()), r.started_at_ms
                ],
            )?;
        }
        Record::Outcome { event, replies } => journal::write_outcome(tx, event, replies)?,
        Record::Transcript { interview_id, transcript } => {
            replay::write_transcript(tx, user, interview_id, transcript, now)?
        }
        Record::Report(report) => {
            tx.execute(
                "INSERT OR REPLACE INTO reports (interview_id, user_key, overall, report, created_at) VALUES (?1, ?2, ?3, ?4, ?5)",
                params![report.interview_id, user, f64::from(report.overall_score), to_json(report)?, now],
            )?;
            tx.execute(
                "UPDATE interviews SET finished_at = ?1, overall = ?2 WHERE id = ?3",
                params![now, f64::from(report.overall_score), report.interview_id],
            )?;
            for topic in &report.weak_topics {
                tx.execute(
                    "INSERT INTO weak_topics (user_key, topic, count, last_seen) VALUES (?1, ?2, 1, ?3)
                     ON CONFLICT(user_key, topic) DO UPDATE SET count = count + 1, last_seen = ?3",
                    params![user, topic, now],
                )?;
            }
        }
    }
    Ok(())
}

/// Which session write a save does: unconditional, or fenced by the revision it read.
#[derive(Clone, Copy)]
enum Fence {
    Any,
    Expect(Option<Rev>),
}

const UPSERT_SESSION: &str = "INSERT INTO sessions (user_key, status, interview_id, seq, version, state, updated_at, rev)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1)
     ON CONFLICT(user_key) DO UPDATE SET status = ?2, interview_id = ?3, seq = ?4, version = ?5, state = ?6,
         updated_at = ?7, rev = rev + 1
     RETURNING rev";
/// A fenced save of a user who had no row: refused if one appeared since.
const INSERT_SESSION: &str =
    "INSERT INTO sessions (user_key, status, interview_id, seq, version, state, updated_at, rev)
     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1) ON CONFLICT(user_key) DO NOTHING RETURNING rev";
/// A fenced save over the revision read: refused if the row moved on (or went).
const UPDATE_SESSION: &str =
    "UPDATE sessions SET status = ?2, interview_id = ?3, seq = ?4, version = ?5, state = ?6,
         updated_at = ?7, rev = rev + 1 WHERE user_key = ?1 AND rev = ?8 RETURNING rev";

impl SqliteStore {
    async fn save_as(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
        fence: Fence,
    ) -> Result<Rev, StoreError> {
        let key = user.to_string();
        let (version, json, code) = records::encode_state(state);
        let status = state.status.as_str();
        let interview = state.interview_id.clone();
        let (role, level, rounds, locale, seq) = (
            state.role.as_str(),
            state.target_level.as_str(),
            state.rounds_total,
            state.locale.as_str(),
            state.seq as i64,
        );
        self.conn
            .call(move |c| -> Result<Rev, CallError> {
                let now = now_ms();
                let tx = c.transaction()?;
                // Cached statements: this runs on every transition.
                tx.prepare_cached(
                    "INSERT INTO users (key, locale, created_at, updated_at) VALUES (?1, ?2, ?3, ?3)
                     ON CONFLICT(key) DO UPDATE SET locale = ?2, updated_at = ?3",
                )?
                .execute(params![key, locale, now])?;
                for text in &code {
                    records::keep_code(&tx, &key, text)?;
                }
                let row = params![key, status, interview, seq, version, json, now];
                let rev: Option<i64> = match fence {
                    Fence::Any => tx.prepare_cached(UPSERT_SESSION)?.query_row(row, |r| r.get(0)).optional()?,
                    Fence::Expect(None) => tx.prepare_cached(INSERT_SESSION)?.query_row(row, |r| r.get(0)).optional()?,
                    Fence::Expect(Some(Rev(r))) => tx
                        .prepare_cached(UPDATE_SESSION)?
                        .query_row(params![key, status, interview, seq, version, json, now, r], |r| r.get(0))
                        .optional()?,
                };
                // No row back: the fenced write found another revision; dropping `tx` rolls back.
                let rev = Rev(rev.ok_or(CallError::Stale)?);
                if let Some(id) = &interview {
                    tx.prepare_cached(
                        "INSERT OR IGNORE INTO interviews (id, user_key, role, level, rounds_total, started_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    )?
                    .execute(params![id, key, role, level, rounds, now])?;
                }
                for r in &records {
                    write_record(&tx, &key, r, now)?;
                }
                tx.commit()?;
                Ok(rev)
            })
            .await
            .map_err(map_call)
    }
}

#[async_trait::async_trait]
impl Store for SqliteStore {
    async fn load_session(&self, user: &UserKey) -> Result<Option<SessionState>, StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let row: Option<(i64, String)> = c
                    .query_row(
                        "SELECT version, state FROM sessions WHERE user_key = ?1",
                        [&key],
                        |r| Ok((r.get(0)?, r.get(1)?)),
                    )
                    .optional()?;
                let Some((version, text)) = row else { return Ok(None) };
                match records::read_state(c, &key, version, &text)? {
                    Ok(state) => Ok(Some(state)),
                    Err(why) => {
                        records::quarantine(c, &key, &why)?;
                        Err(CallError::Quarantined(why.to_string()))
                    }
                }
            })
            .await
            .map_err(map_call)
    }

    async fn save(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
    ) -> Result<(), StoreError> {
        self.save_as(user, state, records, Fence::Any).await.map(drop)
    }

    async fn save_fenced(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
        expected: Option<Rev>,
    ) -> Result<Option<Rev>, StoreError> {
        self.save_as(user, state, records, Fence::Expect(expected)).await.map(Some)
    }

    async fn session_rev(&self, user: &UserKey) -> Result<Option<Rev>, StoreError> {
        self.rev(user.to_string()).await
    }

    async fn journal_claim(&self, event: &EventId, restarted: bool) -> Result<bool, StoreError> {
        self.claim(event, restarted).await
    }

    async fn unfinished(&self) -> Result<Vec<(UserKey, SessionState)>, StoreError> {
        let (idle, finished) = (Status::Idle.as_str(), Status::Finished.as_str());
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let rows = c
                    .prepare(
                        "SELECT user_key, version, state FROM sessions WHERE status NOT IN (?1, ?2)",
                    )?
                    .query_map([idle, finished], |r| {
                        Ok((r.get::<_, String>(0)?, r.get::<_, i64>(1)?, r.get::<_, String>(2)?))
                    })?
                    .collect::<Result<Vec<_>, _>>()?;
                let mut out = Vec::new();
                for (user, version, text) in rows {
                    // One unreadable row must not hide the others: it is set aside, and its user
                    // is told on their next turn (they start afresh then).
                    match records::read_state(c, &user, version, &text)? {
                        Ok(state) => out.push((stored_user(&user)?, state)),
                        Err(why) => records::quarantine(c, &user, &why)?,
                    }
                }
                Ok(out)
            })
            .await
            .map_err(map_call)
    }

    async fn latest_report(&self, user: &UserKey) -> Result<Option<Report>, StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let text: Option<String> = c
                    .query_row(
                        "SELECT report FROM reports WHERE user_key = ?1 ORDER BY created_at DESC, rowid DESC LIMIT 1",
                        [&key],
                        |r| r.get(0),
                    )
                    .optional()?;
                text.map(|t| decode(&t)).transpose()
            })
            .await
            .map_err(map_call)
    }

    async fn history(&self, user: &UserKey, limit: usize) -> Result<Vec<HistoryEntry>, StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let mut stmt = c.prepare(
                    "SELECT i.id, i.role, i.level, (SELECT COUNT(*) FROM rounds r WHERE r.interview_id = i.id),
                            i.overall, i.finished_at IS NOT NULL, i.started_at
                     FROM interviews i WHERE i.user_key = ?1 ORDER BY i.started_at DESC, i.rowid DESC LIMIT ?2",
                )?;
                let rows = stmt.query_map(params![key, limit as i64], |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, String>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, i64>(3)?,
                        r.get::<_, Option<f64>>(4)?,
                        r.get::<_, bool>(5)?,
                        r.get::<_, i64>(6)?,
                    ))
                })?;
                let mut out = Vec::new();
                for row in rows {
                    let (id, role, level, rounds, overall, finished, started) = row?;
                    out.push(HistoryEntry {
                        interview_id: id,
                        role: decode(&format!("\"{role}\""))?,
                        level: decode(&format!("\"{level}\""))?,
                        rounds: rounds.clamp(0, 255) as u8,
                        overall_score: overall.map(|x| x as f32),
                        finished,
                        started_at_ms: started,
                    });
                }
                Ok(out)
            })
            .await
            .map_err(map_call)
    }

    async fn seen_questions(&self, user: &UserKey) -> Result<Vec<QuestionId>, StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let mut stmt =
                    c.prepare("SELECT DISTINCT question FROM rounds WHERE user_key = ?1")?;
                let rows = stmt.query_map([&key], |r| r.get::<_, String>(0))?;
                Ok(rows.collect::<Result<Vec<_>, _>>()?)
            })
            .await
            .map_err(map_call)
    }

    async fn weak_topics(&self, user: &UserKey) -> Result<Vec<(String, u32)>, StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let mut stmt = c.prepare(
                    "SELECT topic, count FROM weak_topics WHERE user_key = ?1 ORDER BY count DESC, last_seen DESC",
                )?;
                let rows = stmt.query_map([&key], |r| Ok((r.get::<_, String>(0)?, r.get::<_, u32>(1)?)))?;
                Ok(rows.collect::<Result<Vec<_>, _>>()?)
            })
            .await
            .map_err(map_call)
    }

    async fn tool_calls(&self, interview_id: &str) -> Result<Vec<ToolCallRecord>, StoreError> {
        let id = interview_id.to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let mut stmt = c.prepare(
                    "SELECT trace, interview_id, tool, input, output, duration_us, error, started_at
                     FROM tool_log WHERE interview_id = ?1 ORDER BY started_at, rowid",
                )?;
                let rows = stmt.query_map([&id], |r| {
                    Ok((
                        r.get::<_, String>(0)?,
                        r.get::<_, Option<String>>(1)?,
                        r.get::<_, String>(2)?,
                        r.get::<_, String>(3)?,
                        r.get::<_, String>(4)?,
                        r.get::<_, i64>(5)?,
                        r.get::<_, Option<String>>(6)?,
                        r.get::<_, i64>(7)?,
                    ))
                })?;
                let mut out = Vec::new();
                for row in rows {
                    let (trace, interview_id, tool, input, output, us, error, started) = row?;
                    out.push(ToolCallRecord {
                        trace,
                        interview_id,
                        tool: decode(&format!("\"{tool}\""))?,
                        input: decode(&input)?,
                        output: decode(&output)?,
                        duration_us: us.max(0) as u64,
                        error: error.map(|e| decode(&format!("\"{e}\""))).transpose()?,
                        started_at_ms: started,
                    });
                }
                Ok(out)
            })
            .await
            .map_err(map_call)
    }

    async fn finished_interview(
        &self,
        user: &UserKey,
        nth: usize,
    ) -> Result<Option<StoredInterview>, StoreError> {
        let key = user.to_string();
        self.conn.call(move |c| replay::finished_interview(c, &key, nth)).await.map_err(map_call)
    }

    async fn forget(&self, user: &UserKey) -> Result<(), StoreError> {
        let key = user.to_string();
        self.conn
            .call(move |c| -> Result<(), CallError> {
                let tx = c.transaction()?;
                forget::forget(&tx, &key)?;
                tx.commit()?;
                // With `secure_delete` the deleted bytes are zeros in the pages just written;
                // the checkpoint copies those over the database file and empties the WAL, whose
                // older frames still held the text. A reader (another process on the file) can
                // keep it from finishing: the next forget or automatic checkpoint gets there.
                let (busy, _, _): (i64, i64, i64) =
                    c.query_row("PRAGMA wal_checkpoint(TRUNCATE)", [], |r| {
                        Ok((r.get(0)?, r.get(1)?, r.get(2)?))
                    })?;
                if busy != 0 {
                    tracing::warn!("forget: the WAL checkpoint was blocked by a reader");
                }
                Ok(())
            })
            .await
            .map_err(map_call)
    }

    async fn journal_accept(&self, inbound: &Inbound) -> Result<Accepted, StoreError> {
        self.accept(inbound).await
    }

    async fn journal_delivered(&self, event: &EventId) -> Result<(), StoreError> {
        self.delivered(event).await
    }

    async fn journal_answered(&self, event: &EventId) -> Result<(), StoreError> {
        self.answered(event).await
    }

    async fn journal_unanswered(&self) -> Result<Vec<Unanswered>, StoreError> {
        self.unanswered().await
    }
}

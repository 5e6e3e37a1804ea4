//! PostgreSQL implementation of the core's persistence ports (`Store` with its inbound journal,
//! and `DrillStore`), with the same behaviour as the SQLite store: one transaction per `save`, the
//! same tables and queries. Connections come from a deadpool pool shared by every caller of the
//! process; a connection is verified before reuse, so after a server restart the next call gets a
//! fresh one instead of a dead socket.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

mod chats;
mod copy;
mod drills;
mod drills_days;
mod drills_posts;
mod drills_rows;
mod drills_solves;
mod duels;
mod fingerprints;
mod forget;
mod journal;
mod live;
mod pairs;
mod plans;
mod practice;
mod replay;
mod replicas;
mod save;
mod schema;

use std::str::FromStr;
use std::time::Duration;

use deadpool_postgres::{Manager, ManagerConfig, Object, Pool, RecyclingMethod, Runtime};
use serde_json::Value;
use tokio_postgres::NoTls;

use mashang_core::interviewer::QuestionId;
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::memory::ToolCallRecord;
use mashang_core::ports::{Record, Rev, Store, StoreError};
use mashang_core::replay::StoredInterview;
use mashang_core::report::{HistoryEntry, Report};
use mashang_core::session::record::{RecordError, SessionRecord};
use mashang_core::session::{SessionState, Status, UserKey};

pub use copy::{Cell, CopyError, Import};
use save::{Fence, cached};

/// Connections per process: the engine and the drills share them.
const POOL_SIZE: usize = 16;

/// The Postgres store.
/// The schema version this build migrates a database to.
pub const SCHEMA_LATEST: i64 = schema::LATEST;

pub struct PgStore {
    pool: Pool,
    /// Connections that hold users' turn locks (session advisory locks) for a turn: apart from
    /// `pool`, so turns waiting on a lock never starve the saves that would free it.
    locks: Pool,
    /// This process among the replicas (owner of its journaled turns and leases).
    replica: String,
}

/// Errors inside a store call: the server or pool (unavailable) or an undecodable row (corrupt).
#[derive(Debug, thiserror::Error)]
enum CallError {
    #[error(transparent)]
    Sql(#[from] tokio_postgres::Error),
    #[error(transparent)]
    Pool(#[from] deadpool_postgres::PoolError),
    #[error("corrupt row: {0}")]
    Corrupt(String),
    #[error("stale session")]
    Stale,
}

impl From<CallError> for StoreError {
    fn from(e: CallError) -> Self {
        match e {
            CallError::Corrupt(m) => StoreError::Corrupt(m),
            CallError::Stale => StoreError::Stale,
            other => StoreError::Unavailable(other.to_string()),
        }
    }
}

fn now_ms() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as i64)
}

fn to_json<T: serde::Serialize>(v: &T) -> Result<String, CallError> {
    serde_json::to_string(v).map_err(|e| CallError::Corrupt(e.to_string()))
}

fn decode<T: serde::de::DeserializeOwned>(text: &str) -> Result<T, CallError> {
    serde_json::from_str(text).map_err(|e| CallError::Corrupt(e.to_string()))
}

/// A unit enum stored by its serde name (`role`, `level`, `tool`, …).
fn decode_name<T: serde::de::DeserializeOwned>(name: &str) -> Result<T, CallError> {
    serde_json::from_value(Value::String(name.to_string()))
        .map_err(|e| CallError::Corrupt(e.to_string()))
}

/// A user key as stored (`platform:id`).
fn stored_user(key: &str) -> Result<UserKey, CallError> {
    UserKey::parse(key).map_err(|e| CallError::Corrupt(e.to_string()))
}

/// A session as its stored record `(version, body)`: the core's versioned codec
/// (`session::record`), the body self-contained (each code text once, by digest).
fn encode_session(state: &SessionState) -> Result<(i32, Value), StoreError> {
    let (version, body) = SessionRecord::encode(state);
    let version = i32::try_from(version).map_err(|e| StoreError::Corrupt(e.to_string()))?;
    Ok((version, body))
}

/// Reads a stored session record of any version this build knows; `Err` says why it cannot
/// (the caller sets the row aside, never resets it).
fn decode_session(version: i32, body: Value) -> Result<SessionState, RecordError> {
    let version = u32::try_from(version).unwrap_or(u32::MAX);
    SessionRecord::decode(version, body)
}

/// Why the store could not be opened.
#[derive(Debug, thiserror::Error)]
pub enum OpenError {
    #[error("invalid database url: {0}")]
    Url(#[source] tokio_postgres::Error),
    #[error("building the connection pool: {0}")]
    Pool(#[from] deadpool_postgres::BuildError),
    #[error("connecting to the database: {0}")]
    Connect(#[from] deadpool_postgres::PoolError),
    #[error("migrating the database: {0}")]
    Migrate(#[source] tokio_postgres::Error),
}

impl From<OpenError> for StoreError {
    fn from(e: OpenError) -> Self {
        StoreError::Unavailable(e.to_string())
    }
}

/// A pool of verified connections: one empty query before a pooled connection is reused, so a
/// connection the server dropped (a restart) is replaced rather than failing the caller's
/// transaction.
fn new_pool(cfg: tokio_postgres::Config, size: usize) -> Result<Pool, OpenError> {
    let mgr = Manager::from_config(
        cfg,
        NoTls,
        ManagerConfig { recycling_method: RecyclingMethod::Verified },
    );
    Ok(Pool::builder(mgr)
        .max_size(size)
        .runtime(Runtime::Tokio1)
        .wait_timeout(Some(Duration::from_secs(30)))
        .create_timeout(Some(Duration::from_secs(10)))
        .build()?)
}

impl PgStore {
    /// Connects to `url` (`postgres://user@host:port/db`) and migrates the schema to the latest
    /// version (concurrent openers wait for one another).
    pub async fn connect(url: &str) -> Result<Self, OpenError> {
        let mut cfg = tokio_postgres::Config::from_str(url).map_err(OpenError::Url)?;
        if cfg.get_connect_timeout().is_none() {
            cfg.connect_timeout(Duration::from_secs(5));
        }
        let pool = new_pool(cfg.clone(), POOL_SIZE)?;
        let locks = new_pool(cfg, replicas::LOCK_POOL_SIZE)?;
        let mut client = pool.get().await?;
        let tx = client.transaction().await.map_err(OpenError::Migrate)?;
        schema::migrate(&tx).await.map_err(OpenError::Migrate)?;
        tx.commit().await.map_err(OpenError::Migrate)?;
        drop(client);
        Ok(PgStore { pool, locks, replica: replicas::default_replica() })
    }

    /// Names this process among the replicas on the database (`replica_id`): the owner of the
    /// turns it journals and of its leases. It must be stable across restarts of one replica and
    /// distinct between replicas.
    pub fn with_replica(mut self, replica: impl Into<String>) -> Self {
        self.replica = replica.into();
        self
    }

    async fn client(&self) -> Result<Object, CallError> {
        Ok(self.pool.get().await?)
    }

    /// The schema version (for `mashang doctor`).
    pub async fn schema_version(&self) -> Result<i64, StoreError> {
        let c = self.client().await?;
        let row = c
            .query_one("SELECT version FROM schema_version", &[])
            .await
            .map_err(CallError::from)?;
        Ok(row.get(0))
    }
}

#[async_trait::async_trait]
impl Store for PgStore {
    async fn load_session(&self, user: &UserKey) -> Result<Option<SessionState>, StoreError> {
        let key = user.to_string();
        let c = self.client().await?;
        let row = c
            .query_opt("SELECT version, body FROM sessions WHERE user_key = $1", &[&key])
            .await
            .map_err(CallError::from)?;
        drop(c);
        let Some(row) = row else { return Ok(None) };
        match decode_session(row.get(0), row.get(1)) {
            Ok(state) => Ok(Some(state)),
            Err(why) => {
                self.quarantine(&key, &why).await?;
                Err(StoreError::Quarantined(why.to_string()))
            }
        }
    }

    async fn save(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
    ) -> Result<(), StoreError> {
        self.save_tx(&user.to_string(), state, &records, Fence::Any).await?;
        Ok(())
    }

    async fn save_fenced(
        &self,
        user: &UserKey,
        state: &SessionState,
        records: Vec<Record>,
        expected: Option<Rev>,
    ) -> Result<Option<Rev>, StoreError> {
        let key = user.to_string();
        Ok(Some(self.save_tx(&key, state, &records, Fence::Expect(expected)).await?))
    }

    async fn session_rev(&self, user: &UserKey) -> Result<Option<Rev>, StoreError> {
        Ok(self.rev(&user.to_string()).await?)
    }

    async fn journal_claim(&self, event: &EventId, restarted: bool) -> Result<bool, StoreError> {
        Ok(self.claim(event, restarted).await?)
    }

    async fn unfinished(&self) -> Result<Vec<(UserKey, SessionState)>, StoreError> {
        let c = self.client().await?;
        let rows = c
            .query(
                "SELECT user_key, version, body FROM sessions WHERE status NOT IN ($1, $2)",
                &[&Status::Idle.as_str(), &Status::Finished.as_str()],
            )
            .await
            .map_err(CallError::from)?;
        drop(c);
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let key: &str = r.get(0);
            // One unreadable row must not hide the others: it is set aside, and its user is
            // told on their next turn (they start afresh then).
            match decode_session(r.get(1), r.get(2)) {
                Ok(state) => out.push((stored_user(key)?, state)),
                Err(why) => self.quarantine(key, &why).await?,
            }
        }
        Ok(out)
    }

    async fn latest_report(&self, user: &UserKey) -> Result<Option<Report>, StoreError> {
        let c = self.client().await?;
        let row = c
            .query_opt(
                "SELECT report FROM reports WHERE user_key = $1 ORDER BY created_at DESC, ord DESC LIMIT 1",
                &[&user.to_string()],
            )
            .await
            .map_err(CallError::from)?;
        Ok(row.map(|r| decode(r.get(0))).transpose()?)
    }

    async fn history(&self, user: &UserKey, limit: usize) -> Result<Vec<HistoryEntry>, StoreError> {
        let c = self.client().await?;
        let rows = c
            .query(
                "SELECT i.id, i.role, i.level, (SELECT COUNT(*) FROM rounds r WHERE r.interview_id = i.id),
                        i.overall, i.finished_at IS NOT NULL, i.started_at
                 FROM interviews i WHERE i.user_key = $1 ORDER BY i.started_at DESC, i.ord DESC LIMIT $2",
                &[&user.to_string(), &(limit as i64)],
            )
            .await
            .map_err(CallError::from)?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            out.push(HistoryEntry {
                interview_id: r.get(0),
                role: decode_name(r.get(1))?,
                level: decode_name(r.get(2))?,
                rounds: r.get::<_, i64>(3).clamp(0, 255) as u8,
                overall_score: r.get::<_, Option<f64>>(4).map(|x| x as f32),
                finished: r.get(5),
                started_at_ms: r.get(6),
            });
        }
        Ok(out)
    }

    async fn seen_questions(&self, user: &UserKey) -> Result<Vec<QuestionId>, StoreError> {
        let c = self.client().await?;
        let rows = c
            .query("SELECT DISTINCT question FROM rounds WHERE user_key = $1", &[&user.to_string()])
            .await
            .map_err(CallError::from)?;
        Ok(rows.iter().map(|r| r.get(0)).collect())
    }

    async fn weak_topics(&self, user: &UserKey) -> Result<Vec<(String, u32)>, StoreError> {
        let c = self.client().await?;
        let rows = c
            .query(
                "SELECT topic, count FROM weak_topics WHERE user_key = $1 ORDER BY count DESC, last_seen DESC",
                &[&user.to_string()],
            )
            .await
            .map_err(CallError::from)?;
        Ok(rows
            .iter()
            .map(|r| (r.get(0), r.get::<_, i64>(1).clamp(0, u32::MAX.into()) as u32))
            .collect())
    }

    async fn tool_calls(&self, interview_id: &str) -> Result<Vec<ToolCallRecord>, StoreError> {
        let c = self.client().await?;
        let rows = c
            .query(
                "SELECT trace, interview_id, tool, input, output, duration_us, error, started_at
                 FROM tool_log WHERE interview_id = $1 ORDER BY started_at, ord",
                &[&interview_id],
            )
            .await
            .map_err(CallError::from)?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            out.push(ToolCallRecord {
                trace: r.get(0),
                interview_id: r.get(1),
                tool: decode_name(r.get(2))?,
                input: decode(r.get(3))?,
                output: decode(r.get(4))?,
                duration_us: r.get::<_, i64>(5).max(0) as u64,
                error: r.get::<_, Option<&str>>(6).map(decode_name).transpose()?,
                started_at_ms: r.get(7),
            });
        }
        Ok(out)
    }

    async fn finished_interview(
        &self,
        user: &UserKey,
        nth: usize,
    ) -> Result<Option<StoredInterview>, StoreError> {
        let c = self.client().await?;
        Ok(replay::finished_interview(&c, &user.to_string(), nth).await?)
    }

    async fn forget(&self, user: &UserKey) -> Result<(), StoreError> {
        Ok(self.forget_user(&user.to_string()).await?)
    }

    async fn journal_accept(&self, inbound: &Inbound) -> Result<Accepted, StoreError> {
        Ok(self.accept(inbound).await?)
    }

    async fn journal_delivered(&self, event: &EventId) -> Result<(), StoreError> {
        Ok(self.delivered(event).await?)
    }

    async fn journal_answered(&self, event: &EventId) -> Result<(), StoreError> {
        Ok(self.answered(event).await?)
    }

    async fn journal_unanswered(&self) -> Result<Vec<Unanswered>, StoreError> {
        Ok(self.unanswered().await?)
    }
}

impl PgStore {
    /// Moves the user's session row to `sessions_quarantine` (one transaction), with why it
    /// failed: kept for the operator (`doctor` counts them), never reset.
    async fn quarantine(&self, key: &str, why: &RecordError) -> Result<(), CallError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await?;
        tx.execute(
            "INSERT INTO sessions_quarantine (user_key, version, state, error, quarantined_at)
             SELECT user_key, version, body::text, $2, $3 FROM sessions WHERE user_key = $1",
            &[&key, &why.to_string(), &now_ms()],
        )
        .await?;
        tx.execute("DELETE FROM sessions WHERE user_key = $1", &[&key]).await?;
        tx.commit().await?;
        tracing::error!(user = key, error = %why, "session record unreadable; moved to sessions_quarantine");
        Ok(())
    }

    /// How many session rows were set aside as unreadable (for `doctor`).
    pub async fn quarantined_sessions(&self) -> Result<i64, StoreError> {
        let c = self.client().await?;
        let row = c
            .query_one("SELECT COUNT(*) FROM sessions_quarantine", &[])
            .await
            .map_err(CallError::from)?;
        Ok(row.get(0))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use mashang_core::interviewer::{Level, Role};
    use mashang_i18n::Locale;

    #[test]
    fn a_session_record_round_trips_through_the_core_codec_at_its_latest_version() {
        let mut s = SessionState::new(Locale::ZhCn, "rust", Role::Backend, Level::Senior);
        s.status = Status::WaitingAnswer;
        s.seq = 42;
        let (version, body) = encode_session(&s).unwrap();
        assert_eq!(version as u32, SessionRecord::VERSION);
        assert_eq!(decode_session(version, body).unwrap(), s);
    }

    #[test]
    fn a_session_record_of_an_unknown_version_is_an_error_not_a_reset() {
        let s = SessionState::new(Locale::En, "python", Role::Algorithm, Level::Junior);
        let (version, body) = encode_session(&s).unwrap();
        let err = decode_session(version + 1, body).unwrap_err();
        assert!(matches!(err, RecordError::UnknownVersion(_)), "{err}");
    }

    #[test]
    fn a_body_that_does_not_decode_is_an_error() {
        assert!(decode_session(2, serde_json::json!({"status": 7})).is_err());
    }
}

//! Several processes on one SQLite file (replicas on one machine): the same ports as the
//! Postgres store, on rows. SQLite has no advisory locks, so a user's turn lock is a lease row
//! (`leases`, name `user:<key>`) with an expiry, renewed while the turn runs and deleted when it
//! ends; a waiting process polls for it, and a process that dies leaves a lease that expires
//! after [`USER_LOCK_TTL`]. Sessions carry a revision (fenced saves), journaled turns an owner,
//! and replicas a liveness lease — as on Postgres (see that crate's `replicas.rs`).

use std::time::Duration;

use rusqlite::{OptionalExtension, params};

use super::{CallError, SqliteStore, map_call, now_ms};
use mashang_core::journal::EventId;
use mashang_core::ports::{LeaseGuard, REPLICA_LEASE_PREFIX, Replicas, Rev, StoreError};
use mashang_core::session::UserKey;

/// Migration 8: session revisions, journal owners, leases, two-step daily post claims (rows from
/// before count as posted).
pub(crate) const V8: &str = "
ALTER TABLE sessions ADD COLUMN rev INTEGER NOT NULL DEFAULT 0;
ALTER TABLE inbound ADD COLUMN owner TEXT;
CREATE TABLE leases (
    name        TEXT PRIMARY KEY,
    owner       TEXT NOT NULL,
    expires_at  INTEGER NOT NULL
);
ALTER TABLE drill_deliveries ADD COLUMN claimed_at INTEGER NOT NULL DEFAULT 0;
ALTER TABLE drill_deliveries ADD COLUMN posted INTEGER NOT NULL DEFAULT 1;
";

/// How long a dead process's user lock blocks that user (renewed every third of it while held).
pub const USER_LOCK_TTL: Duration = Duration::from_secs(30);
/// How often a process waiting for a user's lock looks again.
const LOCK_POLL: Duration = Duration::from_millis(25);

/// A user lock held as a lease row; renewed by a task, deleted on drop.
struct UserLock {
    conn: tokio_rusqlite::Connection,
    name: String,
    token: String,
    renew: tokio::task::JoinHandle<()>,
}

impl Drop for UserLock {
    fn drop(&mut self) {
        self.renew.abort();
        let (conn, name, token) = (self.conn.clone(), self.name.clone(), self.token.clone());
        if let Ok(rt) = tokio::runtime::Handle::try_current() {
            rt.spawn(async move {
                let freed = conn
                    .call(move |c| {
                        c.execute(
                            "DELETE FROM leases WHERE name = ?1 AND owner = ?2",
                            [name, token],
                        )
                    })
                    .await;
                if let Err(e) = freed {
                    tracing::warn!(error = %e, "turn lock not released; it expires on its own");
                }
            });
        }
    }
}

/// Takes or renews `name` for `owner` (one statement: atomic between processes).
fn hold_row(
    c: &rusqlite::Connection,
    name: &str,
    owner: &str,
    ttl: Duration,
) -> rusqlite::Result<bool> {
    let now = now_ms();
    let ttl = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
    let held: Option<String> = c
        .query_row(
            "INSERT INTO leases (name, owner, expires_at) VALUES (?1, ?2, ?3 + ?4)
             ON CONFLICT(name) DO UPDATE SET owner = ?2, expires_at = excluded.expires_at
             WHERE leases.owner = ?2 OR leases.expires_at <= ?3
             RETURNING owner",
            params![name, owner, now, ttl],
            |r| r.get(0),
        )
        .optional()?;
    Ok(held.is_some())
}

impl SqliteStore {
    pub(super) async fn rev(&self, key: String) -> Result<Option<Rev>, StoreError> {
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let rev: Option<i64> = c
                    .prepare_cached("SELECT rev FROM sessions WHERE user_key = ?1")?
                    .query_row([key], |r| r.get(0))
                    .optional()?;
                Ok(rev.map(Rev))
            })
            .await
            .map_err(map_call)
    }

    pub(super) async fn claim(&self, event: &EventId, restarted: bool) -> Result<bool, StoreError> {
        let (id, me) = (event.as_str().to_string(), self.replica.clone());
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let n = c.execute(
                    "UPDATE inbound SET owner = ?2 WHERE event_id = ?1 AND answered_at IS NULL AND (
                         owner IS NULL OR (?3 AND owner = ?2) OR (owner <> ?2 AND NOT EXISTS (
                             SELECT 1 FROM leases WHERE name = ?4 || inbound.owner AND expires_at > ?5)))",
                    params![id, me, restarted, REPLICA_LEASE_PREFIX, now_ms()],
                )?;
                Ok(n == 1)
            })
            .await
            .map_err(map_call)
    }

    async fn hold_as(
        &self,
        name: String,
        owner: String,
        ttl: Duration,
    ) -> Result<bool, StoreError> {
        self.conn
            .call(move |c| -> Result<_, CallError> { Ok(hold_row(c, &name, &owner, ttl)?) })
            .await
            .map_err(map_call)
    }

    /// The user's lock: polls until the lease row is this process's, then renews it.
    async fn lock(&self, user: &UserKey) -> Result<LeaseGuard, StoreError> {
        let name = format!("user:{user}");
        let token = self.token.clone();
        while !self.hold_as(name.clone(), token.clone(), USER_LOCK_TTL).await? {
            tokio::time::sleep(LOCK_POLL).await;
        }
        let conn = self.conn.clone();
        let (n, t) = (name.clone(), token.clone());
        let renew = tokio::spawn(async move {
            let mut tick = tokio::time::interval(USER_LOCK_TTL / 3);
            tick.tick().await;
            loop {
                tick.tick().await;
                let (name, owner) = (n.clone(), t.clone());
                let held = conn.call(move |c| hold_row(c, &name, &owner, USER_LOCK_TTL)).await;
                if !matches!(held, Ok(true)) {
                    tracing::error!(lock = %n, "a held turn lock could not be renewed");
                }
            }
        });
        Ok(LeaseGuard::new(UserLock { conn: self.conn.clone(), name, token, renew }))
    }
}

#[async_trait::async_trait]
impl Replicas for SqliteStore {
    async fn lock_user(&self, user: &UserKey) -> Result<LeaseGuard, StoreError> {
        self.lock(user).await
    }

    async fn hold(&self, name: &str, ttl: Duration) -> Result<bool, StoreError> {
        self.hold_as(name.to_string(), self.replica.clone(), ttl).await
    }

    async fn release(&self, name: &str) -> Result<(), StoreError> {
        let (name, me) = (name.to_string(), self.replica.clone());
        self.conn
            .call(move |c| -> Result<_, CallError> {
                c.execute("DELETE FROM leases WHERE name = ?1 AND owner = ?2", [name, me])?;
                Ok(())
            })
            .await
            .map_err(map_call)
    }
}

/// A token unique to this store instance: user locks are per process, not per replica name.
pub(crate) fn instance_token() -> String {
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    format!("pid{}-{nanos:x}", std::process::id())
}

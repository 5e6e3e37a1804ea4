//! Several `mashang serve` processes on one database (replicas): per-user turn locks, named
//! leases, session revisions and the claim of journaled turns.
//!
//! - A user's turn lock is a session-level advisory lock (`pg_advisory_lock` on a hash of the
//!   user key) held on a dedicated connection for the turn: a waiting replica blocks in the
//!   server, and a replica that dies (kill -9, a lost network) loses its connection and with it
//!   the lock, so the next replica's turn runs at once — no expiry to wait for.
//! - Named leases (`leases` rows: owner, expiry in the server's clock so replicas' clocks need not
//!   agree) carry what must outlive one call: each replica's liveness (`replica:<id>`, renewed by
//!   the app) and the Telegram poller. An expired lease is taken over by the next `hold`.
//! - A journaled turn belongs to the replica that received it (`inbound.owner`); another replica
//!   claims it only when the owner's liveness lease has expired.

use std::time::Duration;

use deadpool_postgres::Object;

use super::{CallError, PgStore};
use mashang_core::journal::EventId;
use mashang_core::ports::{LeaseGuard, REPLICA_LEASE_PREFIX, Replicas, Rev, StoreError};
use mashang_core::session::UserKey;

/// Connections for turn locks: one per user whose turn runs (or waits) at the same time.
pub(crate) const LOCK_POOL_SIZE: usize = 64;

/// The server's clock in epoch milliseconds: every replica reads the same one.
const NOW_MS: &str = "(extract(epoch from clock_timestamp()) * 1000)::bigint";

/// The replica name of a store nobody named (a single process).
pub(crate) fn default_replica() -> String {
    "local".into()
}

/// An advisory lock held on its own connection; unlocking on drop.
struct UserLock {
    conn: Option<Object>,
    key: String,
}

impl Drop for UserLock {
    fn drop(&mut self) {
        let Some(conn) = self.conn.take() else { return };
        let key = std::mem::take(&mut self.key);
        let Ok(rt) = tokio::runtime::Handle::try_current() else {
            // No runtime (the process is ending): closing the connection frees the lock.
            drop(Object::take(conn));
            return;
        };
        rt.spawn(async move {
            let unlocked = conn
                .query_one("SELECT pg_advisory_unlock(hashtextextended($1, 0))", &[&key])
                .await
                .map(|r| r.get::<_, bool>(0));
            if !matches!(unlocked, Ok(true)) {
                // Never pool a connection that may still hold the lock: closing it frees it.
                tracing::warn!(user = %key, "turn lock not released cleanly; connection closed");
                drop(Object::take(conn));
            }
        });
    }
}

impl PgStore {
    pub(super) async fn rev(&self, key: &str) -> Result<Option<Rev>, CallError> {
        let c = self.client().await?;
        let st = c.prepare_cached("SELECT rev FROM sessions WHERE user_key = $1").await?;
        Ok(c.query_opt(&st, &[&key]).await?.map(|r| Rev(r.get(0))))
    }

    pub(super) async fn claim(&self, event: &EventId, restarted: bool) -> Result<bool, CallError> {
        let c = self.client().await?;
        let sql = format!(
            "UPDATE inbound SET owner = $2 WHERE event_id = $1 AND answered_at IS NULL AND (
                 owner IS NULL OR ($3 AND owner = $2) OR (owner <> $2 AND NOT EXISTS (
                     SELECT 1 FROM leases WHERE name = $4 || inbound.owner AND expires_at > {NOW_MS})))"
        );
        let n = c
            .execute(&sql, &[&event.as_str(), &self.replica, &restarted, &REPLICA_LEASE_PREFIX])
            .await?;
        Ok(n == 1)
    }

    async fn hold_lease(&self, name: &str, ttl: Duration) -> Result<bool, CallError> {
        let c = self.client().await?;
        let sql = format!(
            "INSERT INTO leases (name, owner, expires_at) VALUES ($1, $2, {NOW_MS} + $3)
             ON CONFLICT (name) DO UPDATE SET owner = $2, expires_at = EXCLUDED.expires_at
             WHERE leases.owner = $2 OR leases.expires_at <= {NOW_MS}
             RETURNING owner"
        );
        let ttl = i64::try_from(ttl.as_millis()).unwrap_or(i64::MAX);
        Ok(c.query_opt(&sql, &[&name, &self.replica, &ttl]).await?.is_some())
    }

    async fn lock(&self, user: &UserKey) -> Result<LeaseGuard, CallError> {
        let conn = self.locks.get().await?;
        let key = user.to_string();
        conn.execute("SELECT pg_advisory_lock(hashtextextended($1, 0))", &[&key]).await?;
        Ok(LeaseGuard::new(UserLock { conn: Some(conn), key }))
    }
}

#[async_trait::async_trait]
impl Replicas for PgStore {
    async fn lock_user(&self, user: &UserKey) -> Result<LeaseGuard, StoreError> {
        Ok(self.lock(user).await?)
    }

    async fn hold(&self, name: &str, ttl: Duration) -> Result<bool, StoreError> {
        Ok(self.hold_lease(name, ttl).await?)
    }

    async fn release(&self, name: &str) -> Result<(), StoreError> {
        let c = self.client().await.map_err(StoreError::from)?;
        c.execute("DELETE FROM leases WHERE name = $1 AND owner = $2", &[&name, &self.replica])
            .await
            .map_err(|e| StoreError::from(CallError::from(e)))?;
        Ok(())
    }
}

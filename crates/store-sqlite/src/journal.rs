//! The inbound journal's tables (migration 5) and queries: one row per received turn, keyed by the
//! platform's event id, with the replies its transitions produced and how many were delivered.

use rusqlite::{OptionalExtension, Transaction, params};

use super::{CallError, SqliteStore, decode, map_call, now_ms, to_json};
use mashang_core::engine::Reply;
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_core::ports::StoreError;

pub(crate) const V5: &str = "
CREATE TABLE inbound (
    event_id     TEXT PRIMARY KEY,
    user_key     TEXT NOT NULL,
    text         TEXT NOT NULL,
    route        TEXT NOT NULL,
    received_at  INTEGER NOT NULL,
    applied      INTEGER NOT NULL DEFAULT 0,
    delivered    INTEGER NOT NULL DEFAULT 0,
    answered_at  INTEGER
);
CREATE INDEX inbound_unanswered ON inbound(answered_at, received_at);
CREATE INDEX inbound_by_user ON inbound(user_key);
CREATE TABLE inbound_replies (
    event_id  TEXT NOT NULL,
    idx       INTEGER NOT NULL,
    reply     TEXT NOT NULL,
    PRIMARY KEY (event_id, idx)
);
";

/// Answered turns are kept this long, so a late redelivery is still recognised.
const KEEP_ANSWERED_MS: i64 = 24 * 3600 * 1000;

/// `Record::Outcome` inside a session save's transaction.
pub(super) fn write_outcome(
    tx: &Transaction<'_>,
    event: &EventId,
    replies: &[Reply],
) -> rusqlite::Result<()> {
    tx.prepare_cached("UPDATE inbound SET applied = 1 WHERE event_id = ?1")?
        .execute([event.as_str()])?;
    let next: i64 = tx
        .prepare_cached("SELECT COUNT(*) FROM inbound_replies WHERE event_id = ?1")?
        .query_row([event.as_str()], |r| r.get(0))?;
    let mut insert = tx
        .prepare_cached("INSERT INTO inbound_replies (event_id, idx, reply) VALUES (?1, ?2, ?3)")?;
    for (i, reply) in replies.iter().enumerate() {
        insert.execute(params![event.as_str(), next + i as i64, to_json(reply)?])?;
    }
    Ok(())
}

/// The user's journal rows, for `forget`.
pub(super) fn forget(tx: &Transaction<'_>, user: &str) -> rusqlite::Result<()> {
    tx.execute(
        "DELETE FROM inbound_replies WHERE event_id IN (SELECT event_id FROM inbound WHERE user_key = ?1)",
        [user],
    )?;
    tx.execute("DELETE FROM inbound WHERE user_key = ?1", [user])?;
    Ok(())
}

impl SqliteStore {
    pub(super) async fn accept(&self, inbound: &Inbound) -> Result<Accepted, StoreError> {
        let (i, me) = (inbound.clone(), self.replica.clone());
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let n = c
                    .prepare_cached(
                        "INSERT OR IGNORE INTO inbound (event_id, user_key, text, route, received_at, owner)
                         VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                    )?
                    .execute(params![i.event.as_str(), i.user.to_string(), i.text, i.route, now_ms(), me])?;
                Ok(if n == 1 { Accepted::New } else { Accepted::Duplicate })
            })
            .await
            .map_err(map_call)
    }

    pub(super) async fn delivered(&self, event: &EventId) -> Result<(), StoreError> {
        let id = event.as_str().to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                c.prepare_cached(
                    "UPDATE inbound SET delivered = delivered + 1 WHERE event_id = ?1",
                )?
                .execute([&id])?;
                Ok(())
            })
            .await
            .map_err(map_call)
    }

    pub(super) async fn answered(&self, event: &EventId) -> Result<(), StoreError> {
        let id = event.as_str().to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                let tx = c.transaction()?;
                tx.execute(
                    "UPDATE inbound SET answered_at = ?2 WHERE event_id = ?1 AND answered_at IS NULL",
                    params![id, now_ms()],
                )?;
                // The replies were only kept to be delivered.
                tx.execute("DELETE FROM inbound_replies WHERE event_id = ?1", [&id])?;
                tx.commit()?;
                Ok(())
            })
            .await
            .map_err(map_call)
    }

    pub(super) async fn unanswered(&self) -> Result<Vec<Unanswered>, StoreError> {
        self.conn
            .call(|c| -> Result<_, CallError> {
                c.execute(
                    "DELETE FROM inbound WHERE answered_at IS NOT NULL AND answered_at < ?1",
                    [now_ms() - KEEP_ANSWERED_MS],
                )?;
                let rows = {
                    let mut stmt = c.prepare(
                        "SELECT event_id, user_key, text, route, received_at, applied, delivered
                         FROM inbound WHERE answered_at IS NULL ORDER BY received_at, rowid",
                    )?;
                    let rows = stmt.query_map([], |r| {
                        Ok((
                            r.get::<_, String>(0)?,
                            r.get::<_, String>(1)?,
                            r.get::<_, String>(2)?,
                            r.get::<_, String>(3)?,
                            r.get::<_, i64>(4)?,
                            r.get::<_, bool>(5)?,
                            r.get::<_, i64>(6)?,
                        ))
                    })?;
                    rows.collect::<Result<Vec<_>, _>>()?
                };
                let mut replies = c.prepare(
                    "SELECT reply FROM inbound_replies WHERE event_id = ?1 AND idx >= ?2 ORDER BY idx",
                )?;
                let mut out = Vec::with_capacity(rows.len());
                for (event, user, text, route, received, applied, delivered) in rows {
                    let texts = replies
                        .query_map(params![event, delivered], |r| r.get::<_, String>(0))?
                        .collect::<Result<Vec<_>, _>>()?;
                    let undelivered =
                        texts.iter().map(|t| decode(t)).collect::<Result<Vec<Reply>, _>>()?;
                    out.push(Unanswered {
                        inbound: Inbound {
                            event: EventId::from_stored(event),
                            user: super::stored_user(&user)?,
                            text,
                            route,
                        },
                        applied,
                        undelivered,
                        received_at_ms: received,
                    });
                }
                Ok(out)
            })
            .await
            .map_err(map_call)
    }

    /// Whether a turn is in the journal and answered (tests, diagnostics).
    pub async fn journal_state(&self, event: &EventId) -> Result<Option<bool>, StoreError> {
        let id = event.as_str().to_string();
        self.conn
            .call(move |c| -> Result<_, CallError> {
                Ok(c.query_row(
                    "SELECT answered_at IS NOT NULL FROM inbound WHERE event_id = ?1",
                    [&id],
                    |r| r.get::<_, bool>(0),
                )
                .optional()?)
            })
            .await
            .map_err(map_call)
    }
}

//! The inbound journal on Postgres: one row per received turn, keyed by the platform's event id,
//! with the replies its transitions produced and how many were delivered (tables in migration 1).

use deadpool_postgres::Transaction;

use super::{CallError, PgStore, decode, now_ms, stored_user, to_json};
use mashang_core::engine::Reply;
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};

/// Answered turns are kept this long, so a late redelivery is still recognised.
const KEEP_ANSWERED_MS: i64 = 24 * 3600 * 1000;

/// `Record::Outcome` inside a session save's transaction.
pub(super) async fn write_outcome(
    tx: &Transaction<'_>,
    event: &EventId,
    replies: &[Reply],
) -> Result<(), CallError> {
    let id = event.as_str();
    let applied =
        tx.prepare_cached("UPDATE inbound SET applied = TRUE WHERE event_id = $1").await?;
    tx.execute(&applied, &[&id]).await?;
    let count =
        tx.prepare_cached("SELECT COUNT(*) FROM inbound_replies WHERE event_id = $1").await?;
    let next: i64 = tx.query_one(&count, &[&id]).await?.get(0);
    let insert = tx
        .prepare_cached("INSERT INTO inbound_replies (event_id, idx, reply) VALUES ($1, $2, $3)")
        .await?;
    for (i, reply) in replies.iter().enumerate() {
        tx.execute(&insert, &[&id, &(next + i as i64), &to_json(reply)?]).await?;
    }
    Ok(())
}

/// The user's journal rows, for `forget`.
pub(super) async fn forget(tx: &Transaction<'_>, user: &str) -> Result<(), CallError> {
    tx.execute(
        "DELETE FROM inbound_replies WHERE event_id IN (SELECT event_id FROM inbound WHERE user_key = $1)",
        &[&user],
    )
    .await?;
    tx.execute("DELETE FROM inbound WHERE user_key = $1", &[&user]).await?;
    Ok(())
}

impl PgStore {
    pub(super) async fn accept(&self, i: &Inbound) -> Result<Accepted, CallError> {
        let c = self.client().await?;
        let st = c
            .prepare_cached(
                "INSERT INTO inbound (event_id, user_key, text, route, received_at, owner)
                 VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (event_id) DO NOTHING",
            )
            .await?;
        let (event, user) = (i.event.as_str(), i.user.to_string());
        let n =
            c.execute(&st, &[&event, &user, &i.text, &i.route, &now_ms(), &self.replica]).await?;
        Ok(if n == 1 { Accepted::New } else { Accepted::Duplicate })
    }

    pub(super) async fn delivered(&self, event: &EventId) -> Result<(), CallError> {
        let c = self.client().await?;
        let st = c
            .prepare_cached("UPDATE inbound SET delivered = delivered + 1 WHERE event_id = $1")
            .await?;
        c.execute(&st, &[&event.as_str()]).await?;
        Ok(())
    }

    pub(super) async fn answered(&self, event: &EventId) -> Result<(), CallError> {
        let id = event.as_str();
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        tx.execute(
            "UPDATE inbound SET answered_at = $2 WHERE event_id = $1 AND answered_at IS NULL",
            &[&id, &now_ms()],
        )
        .await?;
        // The replies were only kept to be delivered.
        tx.execute("DELETE FROM inbound_replies WHERE event_id = $1", &[&id]).await?;
        tx.commit().await?;
        Ok(())
    }

    pub(super) async fn unanswered(&self) -> Result<Vec<Unanswered>, CallError> {
        let c = self.client().await?;
        c.execute(
            "DELETE FROM inbound WHERE answered_at IS NOT NULL AND answered_at < $1",
            &[&(now_ms() - KEEP_ANSWERED_MS)],
        )
        .await?;
        let rows = c
            .query(
                "SELECT event_id, user_key, text, route, received_at, applied, delivered
                 FROM inbound WHERE answered_at IS NULL ORDER BY received_at, ord",
                &[],
            )
            .await?;
        let replies = c
            .prepare(
                "SELECT reply FROM inbound_replies WHERE event_id = $1 AND idx >= $2 ORDER BY idx",
            )
            .await?;
        let mut out = Vec::with_capacity(rows.len());
        for r in rows {
            let (event, delivered): (String, i64) = (r.get(0), r.get(6));
            let undelivered = c
                .query(&replies, &[&event, &delivered])
                .await?
                .iter()
                .map(|row| decode::<Reply>(row.get(0)))
                .collect::<Result<Vec<_>, _>>()?;
            out.push(Unanswered {
                inbound: Inbound {
                    event: EventId::from_stored(event),
                    user: stored_user(r.get(1))?,
                    text: r.get(2),
                    route: r.get(3),
                },
                applied: r.get(5),
                undelivered,
                received_at_ms: r.get(4),
            });
        }
        Ok(out)
    }

    /// Whether a turn is in the journal and answered (tests, diagnostics).
    pub async fn journal_state(
        &self,
        event: &EventId,
    ) -> Result<Option<bool>, mashang_core::ports::StoreError> {
        let c = self.client().await?;
        let row = c
            .query_opt(
                "SELECT answered_at IS NOT NULL FROM inbound WHERE event_id = $1",
                &[&event.as_str()],
            )
            .await
            .map_err(CallError::from)?;
        Ok(row.map(|r| r.get(0)))
    }
}

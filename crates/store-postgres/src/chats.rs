//! A group's chats over their life (migration 10, mirroring SQLite's 14): a chat that moved to a
//! new id takes every stored reference along in one transaction (`DrillStore::move_chat`), and
//! chats the bot can no longer post in are kept in `drill_gone_chats` until an admin revives them.
//! Written idempotently (`IF NOT EXISTS`): tests roll a database back by lowering its version.

use chrono::Utc;
use deadpool_postgres::Transaction;

use super::drills_rows::ms;
use super::{CallError, PgStore};
use mashang_core::drills::group::ChatKey;
use mashang_core::drills::lifecycle::body_needle;
use mashang_core::duel::DuelRecord;
use mashang_core::pair::PairRecord;
use mashang_core::ports::StoreError;

pub(crate) const V12: &str = r#"
CREATE TABLE IF NOT EXISTS drill_gone_chats (
    chat     TEXT PRIMARY KEY,
    gone_at  BIGINT NOT NULL
);
"#;

/// Rewrites the rows keyed by chat; returns how many rows referred to `from`.
async fn move_rows(tx: &Transaction<'_>, from: &str, to: &str) -> Result<u64, CallError> {
    let mut moved = 0;
    let count = |table: &'static str| async move {
        let sql = format!("SELECT COUNT(*) FROM {table} WHERE chat = $1");
        tx.query_one(&sql, &[&from]).await.map(|r| r.get::<_, i64>(0))
    };
    // The chat list: the group of `from` takes `to` (a group made there meanwhile loses it).
    if count("drill_chats").await? > 0 {
        tx.execute("DELETE FROM drill_chats WHERE chat = $1", &[&to]).await?;
        moved +=
            tx.execute("UPDATE drill_chats SET chat = $2 WHERE chat = $1", &[&from, &to]).await?;
    }
    // Delivery marks: a day already marked at `to` keeps that mark.
    tx.execute(
        r#"DELETE FROM drill_deliveries d WHERE d.chat = $1 AND EXISTS (SELECT 1 FROM drill_deliveries e
               WHERE e.group_id = d.group_id AND e."date" = d."date" AND e.chat = $2)"#,
        &[&from, &to],
    )
    .await?;
    moved +=
        tx.execute("UPDATE drill_deliveries SET chat = $2 WHERE chat = $1", &[&from, &to]).await?;
    // The live board: posted anew at `to` (a message id does not carry over).
    if count("drill_live_boards").await? > 0 {
        tx.execute("DELETE FROM drill_live_boards WHERE chat = $1", &[&to]).await?;
        moved += tx
            .execute(
                "UPDATE drill_live_boards SET chat = $2, message = NULL, shown = NULL, edited_at = NULL
                 WHERE chat = $1",
                &[&from, &to],
            )
            .await?;
    }
    // A chat that moved is reachable at its new id.
    moved += tx.execute("DELETE FROM drill_gone_chats WHERE chat = $1", &[&from]).await?;
    Ok(moved)
}

/// Rewrites the duels and peer sessions whose record names `from`; returns how many.
async fn move_records(
    tx: &Transaction<'_>,
    from: &ChatKey,
    to: &ChatKey,
) -> Result<u64, CallError> {
    let needle = body_needle(from);
    let mut moved = 0;
    for table in ["duels", "pairs"] {
        let sql = format!(
            "SELECT id, version, body, revision FROM {table} WHERE strpos(body, $1) > 0 FOR UPDATE"
        );
        for row in tx.query(&sql, &[&needle]).await? {
            let (id, version, body, revision): (String, i64, &str, i64) =
                (row.get(0), row.get(1), row.get(2), row.get(3));
            let rewritten = if table == "duels" {
                // A record this build cannot read (a newer build's) is left as it is.
                let Ok(mut d) = DuelRecord::decode(version, body, revision) else { continue };
                d.move_chat(from, to).then(|| DuelRecord::encode(&d))
            } else {
                let Ok(mut p) = PairRecord::decode(version, body, revision) else { continue };
                p.move_chat(from, to).then(|| PairRecord::encode(&p))
            };
            if let Some((version, body)) = rewritten {
                // The revision moves on, so a save of the copy read before the move is stale.
                let sql = format!(
                    "UPDATE {table} SET version = $2, body = $3, revision = revision + 1 WHERE id = $1"
                );
                moved += tx.execute(&sql, &[&id, &i64::from(version), &body]).await?;
            }
        }
    }
    Ok(moved)
}

impl PgStore {
    pub(super) async fn move_chat_rows(
        &self,
        from: &ChatKey,
        to: &ChatKey,
    ) -> Result<bool, StoreError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(CallError::from)?;
        let rows = move_rows(&tx, &from.to_string(), &to.to_string()).await?;
        let records = move_records(&tx, from, to).await?;
        tx.commit().await.map_err(CallError::from)?;
        Ok(rows + records > 0)
    }

    pub(super) async fn mark_gone(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        let sql =
            "INSERT INTO drill_gone_chats (chat, gone_at) VALUES ($1, $2) ON CONFLICT DO NOTHING";
        Ok(self.exec(sql, &[&chat.to_string(), &ms(Utc::now())]).await? == 1)
    }

    pub(super) async fn unmark_gone(&self, chat: &ChatKey) -> Result<(), StoreError> {
        self.exec("DELETE FROM drill_gone_chats WHERE chat = $1", &[&chat.to_string()])
            .await
            .map(drop)
    }

    pub(super) async fn gone(&self) -> Result<Vec<ChatKey>, StoreError> {
        let rows = self.rows("SELECT chat FROM drill_gone_chats ORDER BY chat", &[]).await?;
        rows.iter()
            .map(|r| {
                let s: &str = r.get(0);
                ChatKey::parse(s).ok_or_else(|| CallError::Corrupt(format!("chat `{s}`")).into())
            })
            .collect()
    }
}

//! A group's chats over their life (migration 14): a chat that moved to a new id takes every
//! stored reference along in one transaction (`DrillStore::move_chat`), and chats the bot can no
//! longer post in are kept in `drill_gone_chats` until an admin revives them.

use chrono::Utc;
use rusqlite::{Transaction, params};

use super::drills_rows::ms;
use super::{CallError, SqliteStore};
use mashang_core::drills::group::ChatKey;
use mashang_core::drills::lifecycle::body_needle;
use mashang_core::duel::DuelRecord;
use mashang_core::pair::PairRecord;
use mashang_core::ports::StoreError;

/// Migration 16: chats the bot can no longer post in.
pub(crate) const V16: &str = "
CREATE TABLE drill_gone_chats (
    chat     TEXT PRIMARY KEY,
    gone_at  INTEGER NOT NULL
);
";

/// Rewrites the rows keyed by chat; returns how many rows referred to `from`.
fn move_rows(tx: &Transaction<'_>, from: &str, to: &str) -> rusqlite::Result<usize> {
    let mut moved = 0;
    // The chat list: the group of `from` takes `to` (a group made there meanwhile loses it).
    if tx.query_row("SELECT COUNT(*) FROM drill_chats WHERE chat = ?1", [from], |r| {
        r.get::<_, i64>(0)
    })? > 0
    {
        tx.execute("DELETE FROM drill_chats WHERE chat = ?1", [to])?;
        moved +=
            tx.execute("UPDATE drill_chats SET chat = ?2 WHERE chat = ?1", params![from, to])?;
    }
    // Delivery marks: a day already marked at `to` keeps that mark.
    tx.execute(
        "DELETE FROM drill_deliveries WHERE chat = ?1 AND EXISTS (SELECT 1 FROM drill_deliveries e
             WHERE e.group_id = drill_deliveries.group_id AND e.date = drill_deliveries.date AND e.chat = ?2)",
        params![from, to],
    )?;
    moved +=
        tx.execute("UPDATE drill_deliveries SET chat = ?2 WHERE chat = ?1", params![from, to])?;
    // The live board: posted anew at `to` (a message id does not carry over).
    if tx.query_row("SELECT COUNT(*) FROM drill_live_boards WHERE chat = ?1", [from], |r| {
        r.get::<_, i64>(0)
    })? > 0
    {
        tx.execute("DELETE FROM drill_live_boards WHERE chat = ?1", [to])?;
        moved += tx.execute(
            "UPDATE drill_live_boards SET chat = ?2, message = NULL, shown = NULL, edited_at = NULL
             WHERE chat = ?1",
            params![from, to],
        )?;
    }
    // A chat that moved is reachable at its new id.
    moved += tx.execute("DELETE FROM drill_gone_chats WHERE chat = ?1", [from])?;
    Ok(moved)
}

/// Rewrites the duels and peer sessions whose record names `from`; returns how many.
fn move_records(tx: &Transaction<'_>, from: &ChatKey, to: &ChatKey) -> Result<usize, CallError> {
    let needle = body_needle(from);
    let mut moved = 0;
    for table in ["duels", "pairs"] {
        let rows: Vec<(String, i64, String, i64)> = tx
            .prepare(&format!(
                "SELECT id, version, body, revision FROM {table} WHERE instr(body, ?1) > 0"
            ))?
            .query_map([&needle], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?)))?
            .collect::<Result<_, _>>()?;
        for (id, version, body, revision) in rows {
            let rewritten = if table == "duels" {
                // A record this build cannot read (a newer build's) is left as it is.
                let Ok(mut d) = DuelRecord::decode(version, &body, revision) else { continue };
                d.move_chat(from, to).then(|| DuelRecord::encode(&d))
            } else {
                let Ok(mut p) = PairRecord::decode(version, &body, revision) else { continue };
                p.move_chat(from, to).then(|| PairRecord::encode(&p))
            };
            if let Some((version, body)) = rewritten {
                // The revision moves on, so a save of the copy read before the move is stale.
                moved += tx.execute(
                    &format!(
                        "UPDATE {table} SET version = ?2, body = ?3, revision = revision + 1
                         WHERE id = ?1"
                    ),
                    params![id, version, body],
                )?;
            }
        }
    }
    Ok(moved)
}

impl SqliteStore {
    pub(super) async fn move_chat_rows(
        &self,
        from: &ChatKey,
        to: &ChatKey,
    ) -> Result<bool, StoreError> {
        let (from, to) = (from.clone(), to.clone());
        self.run(move |c| {
            let tx = c.transaction()?;
            let rows = move_rows(&tx, &from.to_string(), &to.to_string())?;
            let records = move_records(&tx, &from, &to)?;
            tx.commit()?;
            Ok(rows + records > 0)
        })
        .await
    }

    pub(super) async fn mark_gone(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        let chat = chat.to_string();
        self.run(move |c| {
            Ok(c.execute(
                "INSERT OR IGNORE INTO drill_gone_chats (chat, gone_at) VALUES (?1, ?2)",
                params![chat, ms(Utc::now())],
            )? == 1)
        })
        .await
    }

    pub(super) async fn unmark_gone(&self, chat: &ChatKey) -> Result<(), StoreError> {
        let chat = chat.to_string();
        self.run(move |c| {
            c.execute("DELETE FROM drill_gone_chats WHERE chat = ?1", [chat])?;
            Ok(())
        })
        .await
    }

    pub(super) async fn gone(&self) -> Result<Vec<ChatKey>, StoreError> {
        self.run(|c| {
            let rows: Vec<String> = c
                .prepare("SELECT chat FROM drill_gone_chats ORDER BY chat")?
                .query_map([], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            rows.iter()
                .map(|s| ChatKey::parse(s).ok_or_else(|| CallError::Corrupt(format!("chat `{s}`"))))
                .collect()
        })
        .await
    }
}

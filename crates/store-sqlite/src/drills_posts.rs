//! The daily posts' rows: the (group, date) posting claimed once, its delivery per chat claimed
//! then confirmed (an unconfirmed claim lapses), and the days the bot failed a group — the SQLite
//! side of those `DrillStore` methods.

use chrono::NaiveDate;
use rusqlite::{OptionalExtension, params};

use super::drills_rows::{date, from_ms, ms};
use super::{CallError, SqliteStore};
use mashang_core::drills::group::{ChatKey, GroupId, MemberId};
use mashang_core::drills::store::{POST_CLAIM_LAPSE_MS, PostingRecord};
use mashang_core::ports::StoreError;

impl SqliteStore {
    pub(super) async fn claim_posting_row(
        &self,
        p: &PostingRecord,
        missed: &[NaiveDate],
    ) -> Result<bool, StoreError> {
        let (p, missed) = (p.clone(), missed.to_vec());
        self.run(move |c| {
            let tx = c.transaction()?;
            let inserted = tx.execute(
                "INSERT OR IGNORE INTO drill_postings (group_id, date, problem, posted_at) VALUES (?1, ?2, ?3, ?4)",
                params![p.group.0, p.date.to_string(), p.problem, ms(p.posted_at)],
            )? == 1;
            if inserted {
                for d in &missed {
                    tx.execute(
                        "INSERT OR IGNORE INTO drill_failures (group_id, date) VALUES (?1, ?2)",
                        params![p.group.0, d.to_string()],
                    )?;
                }
            }
            tx.commit()?;
            Ok(inserted)
        })
        .await
    }

    pub(super) async fn posting_row(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<Option<PostingRecord>, StoreError> {
        let id = group.0.clone();
        self.run(move |c| {
            let row: Option<(String, i64)> = c
                .query_row(
                    "SELECT problem, posted_at FROM drill_postings WHERE group_id = ?1 AND date = ?2",
                    params![id, day.to_string()],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            Ok(row.map(|(problem, at)| PostingRecord { group: GroupId(id), date: day, problem, posted_at: from_ms(at) }))
        })
        .await
    }

    pub(super) async fn latest_posting_row(
        &self,
        group: &GroupId,
    ) -> Result<Option<PostingRecord>, StoreError> {
        let id = group.0.clone();
        self.run(move |c| {
            let row: Option<(String, String, i64)> = c
                .query_row(
                    "SELECT date, problem, posted_at FROM drill_postings WHERE group_id = ?1 ORDER BY date DESC LIMIT 1",
                    [&id],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
                )
                .optional()?;
            row.map(|(d, problem, at)| {
                Ok(PostingRecord { group: GroupId(id.clone()), date: date(&d)?, problem, posted_at: from_ms(at) })
            })
            .transpose()
        })
        .await
    }

    pub(super) async fn recent_problem_ids(
        &self,
        group: &GroupId,
        limit: usize,
    ) -> Result<Vec<String>, StoreError> {
        let id = group.0.clone();
        self.run(move |c| {
            Ok(c.prepare("SELECT problem FROM drill_postings WHERE group_id = ?1 ORDER BY date DESC LIMIT ?2")?
                .query_map(params![id, limit as i64], |r| r.get(0))?
                .collect::<Result<_, _>>()?)
        })
        .await
    }

    pub(super) async fn claim_delivery(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<bool, StoreError> {
        let (g, chat) = (group.0.clone(), chat.to_string());
        self.run(move |c| {
            // Claimed now, not yet posted; a claim older than its lapse is someone's crash.
            let now = crate::now_ms();
            let n = c.execute(
                "INSERT INTO drill_deliveries (group_id, date, chat, claimed_at, posted)
                 VALUES (?1, ?2, ?3, ?4, 0)
                 ON CONFLICT(group_id, date, chat) DO UPDATE SET claimed_at = ?4
                 WHERE NOT drill_deliveries.posted AND drill_deliveries.claimed_at <= ?4 - ?5",
                params![g, day.to_string(), chat, now, POST_CLAIM_LAPSE_MS],
            )?;
            Ok(n == 1)
        })
        .await
    }

    pub(super) async fn confirm_delivery(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        let (g, chat) = (group.0.clone(), chat.to_string());
        self.run(move |c| {
            c.execute(
                "UPDATE drill_deliveries SET posted = 1 WHERE group_id = ?1 AND date = ?2 AND chat = ?3",
                params![g, day.to_string(), chat],
            )?;
            Ok(())
        })
        .await
    }

    pub(super) async fn record_group_failure(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<(), StoreError> {
        let id = group.0.clone();
        self.run(move |c| {
            c.execute(
                "INSERT OR IGNORE INTO drill_failures (group_id, date) VALUES (?1, ?2)",
                params![id, day.to_string()],
            )?;
            Ok(())
        })
        .await
    }

    pub(super) async fn member_excused_days(
        &self,
        member: &MemberId,
    ) -> Result<Vec<NaiveDate>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let days: Vec<String> = c
                .prepare("SELECT day FROM drill_member_excuses WHERE member = ?1 ORDER BY 1")?
                .query_map([&m], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            days.iter().map(|d| date(d)).collect()
        })
        .await
    }

    pub(super) async fn member_failed_posts(
        &self,
        member: &MemberId,
    ) -> Result<Vec<(GroupId, NaiveDate)>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let rows: Vec<(String, String)> = c
                .prepare(
                    "SELECT f.group_id, f.date FROM drill_failures f
                     JOIN drill_group_members g ON g.group_id = f.group_id WHERE g.member = ?1
                     ORDER BY 2, 1",
                )?
                .query_map([&m], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            rows.iter().map(|(g, d)| Ok((GroupId(g.clone()), date(d)?))).collect()
        })
        .await
    }

    pub(super) async fn posted_chats(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<Vec<ChatKey>, StoreError> {
        let (g, d) = (group.0.clone(), day.to_string());
        self.run(move |c| {
            let chats: Vec<String> = c
                .prepare(
                    "SELECT chat FROM drill_deliveries WHERE group_id = ?1 AND date = ?2 AND posted
                     ORDER BY 1",
                )?
                .query_map(params![g, d], |r| r.get(0))?
                .collect::<Result<_, _>>()?;
            chats
                .iter()
                .map(|k| ChatKey::parse(k).ok_or_else(|| CallError::Corrupt(format!("chat `{k}`"))))
                .collect()
        })
        .await
    }
}

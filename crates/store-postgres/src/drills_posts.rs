//! The daily posts' rows: the (group, date) posting, its delivery per chat claimed then
//! confirmed (an unconfirmed claim lapses), and the days the bot failed a group — the Postgres side
//! of those `DrillStore` methods.

use chrono::NaiveDate;

use super::drills_rows::{date, from_ms};
use super::{CallError, PgStore};
use mashang_core::drills::group::{ChatKey, GroupId, MemberId};
use mashang_core::drills::store::{POST_CLAIM_LAPSE_MS, PostingRecord};
use mashang_core::ports::StoreError;

impl PgStore {
    pub(super) async fn posting_row(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<Option<PostingRecord>, StoreError> {
        let rows = self
            .rows(
                r#"SELECT problem, posted_at FROM drill_postings WHERE group_id = $1 AND "date" = $2"#,
                &[&group.0, &day.to_string()],
            )
            .await?;
        Ok(rows.first().map(|r| PostingRecord {
            group: group.clone(),
            date: day,
            problem: r.get(0),
            posted_at: from_ms(r.get(1)),
        }))
    }

    pub(super) async fn latest_posting_row(
        &self,
        group: &GroupId,
    ) -> Result<Option<PostingRecord>, StoreError> {
        let rows = self
            .rows(
                r#"SELECT "date", problem, posted_at FROM drill_postings WHERE group_id = $1
                   ORDER BY "date" DESC LIMIT 1"#,
                &[&group.0],
            )
            .await?;
        Ok(rows
            .first()
            .map(|r| {
                Ok::<_, CallError>(PostingRecord {
                    group: group.clone(),
                    date: date(r.get(0))?,
                    problem: r.get(1),
                    posted_at: from_ms(r.get(2)),
                })
            })
            .transpose()?)
    }

    pub(super) async fn recent_problem_ids(
        &self,
        group: &GroupId,
        limit: usize,
    ) -> Result<Vec<String>, StoreError> {
        self.column(
            r#"SELECT problem FROM drill_postings WHERE group_id = $1 ORDER BY "date" DESC LIMIT $2"#,
            &[&group.0, &(limit as i64)],
        )
        .await
    }

    pub(super) async fn claim_delivery(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<bool, StoreError> {
        // Claimed now, not yet posted; a claim older than its lapse is someone's crash.
        let n = self
            .exec(
                r#"INSERT INTO drill_deliveries (group_id, "date", chat, claimed_at, posted)
                   VALUES ($1, $2, $3, $4, FALSE)
                   ON CONFLICT (group_id, "date", chat) DO UPDATE SET claimed_at = $4
                   WHERE NOT drill_deliveries.posted AND drill_deliveries.claimed_at <= $4 - $5"#,
                &[
                    &group.0,
                    &day.to_string(),
                    &chat.to_string(),
                    &super::now_ms(),
                    &POST_CLAIM_LAPSE_MS,
                ],
            )
            .await?;
        Ok(n == 1)
    }

    pub(super) async fn confirm_delivery(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        self.exec(
            r#"UPDATE drill_deliveries SET posted = TRUE WHERE group_id = $1 AND "date" = $2 AND chat = $3"#,
            &[&group.0, &day.to_string(), &chat.to_string()],
        )
        .await
        .map(drop)
    }

    pub(super) async fn record_group_failure(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<(), StoreError> {
        self.exec(
            r#"INSERT INTO drill_failures (group_id, "date") VALUES ($1, $2) ON CONFLICT DO NOTHING"#,
            &[&group.0, &day.to_string()],
        )
        .await
        .map(drop)
    }

    pub(super) async fn member_excused_days(
        &self,
        member: &MemberId,
    ) -> Result<Vec<NaiveDate>, StoreError> {
        let days = self
            .column(
                "SELECT day FROM drill_member_excuses WHERE member = $1 ORDER BY 1",
                &[&member.0],
            )
            .await?;
        Ok(days.iter().map(|d| date(d)).collect::<Result<_, _>>()?)
    }

    pub(super) async fn member_failed_posts(
        &self,
        member: &MemberId,
    ) -> Result<Vec<(GroupId, NaiveDate)>, StoreError> {
        let rows = self
            .rows(
                r#"SELECT f.group_id, f."date" FROM drill_failures f
                   JOIN drill_group_members g ON g.group_id = f.group_id WHERE g.member = $1
                   ORDER BY 2, 1"#,
                &[&member.0],
            )
            .await?;
        let pairs = rows.iter().map(|r| Ok((GroupId(r.get(0)), date(r.get(1))?)));
        Ok(pairs.collect::<Result<_, CallError>>()?)
    }

    pub(super) async fn posted_chats(
        &self,
        group: &GroupId,
        day: NaiveDate,
    ) -> Result<Vec<ChatKey>, StoreError> {
        let chats = self
            .column(
                r#"SELECT chat FROM drill_deliveries WHERE group_id = $1 AND "date" = $2 AND posted
                   ORDER BY 1"#,
                &[&group.0, &day.to_string()],
            )
            .await?;
        let keys = chats
            .iter()
            .map(|k| ChatKey::parse(k).ok_or_else(|| CallError::Corrupt(format!("chat `{k}`"))));
        Ok(keys.collect::<Result<_, _>>()?)
    }
}

//! The drills' account links (one-time codes, merging accounts into one member), days the bot
//! failed a member, undone delivery marks, and daily-practice DM claims — the SQLite side of those `DrillStore` methods.

use chrono::{DateTime, NaiveDate, Utc};
use rusqlite::{OptionalExtension, params};

use super::SqliteStore;
use super::drills_rows::{merge_member, ms};
use mashang_core::drills::group::{ChatKey, GroupId, MemberId};
use mashang_core::drills::link::Redeemed;
use mashang_core::ports::StoreError;
use mashang_core::session::UserKey;

/// Used and expired codes are kept this long so a late or second attempt is told why it failed.
const KEEP_SPENT_CODES_MS: i64 = 24 * 3600 * 1000;

impl SqliteStore {
    pub(super) async fn new_link_code(
        &self,
        code: &str,
        user: &UserKey,
        expires: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let (code, key) = (code.to_string(), user.to_string());
        self.run(move |c| {
            let tx = c.transaction()?;
            // One live code per account: a new /link replaces the unused old one.
            tx.execute(
                "DELETE FROM drill_link_codes WHERE user_key = ?1 AND used_at IS NULL",
                [&key],
            )?;
            tx.execute(
                "INSERT OR REPLACE INTO drill_link_codes (code, user_key, expires, used_at)
                 VALUES (?1, ?2, ?3, NULL)",
                params![code, key, ms(expires)],
            )?;
            tx.commit()?;
            Ok(())
        })
        .await
    }

    pub(super) async fn use_link_code(
        &self,
        code: &str,
        by: &UserKey,
        now: DateTime<Utc>,
    ) -> Result<Redeemed, StoreError> {
        let (code, by, now) = (code.to_string(), by.to_string(), ms(now));
        self.run(move |c| {
            let tx = c.transaction()?;
            tx.execute(
                "DELETE FROM drill_link_codes WHERE expires < ?1",
                [now - KEEP_SPENT_CODES_MS],
            )?;
            let row: Option<(String, i64, Option<i64>)> = tx
                .query_row(
                    "SELECT user_key, expires, used_at FROM drill_link_codes WHERE code = ?1",
                    [&code],
                    |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)),
                )
                .optional()?;
            let outcome = match row {
                None => Redeemed::Unknown,
                Some((_, _, Some(_))) => Redeemed::Used,
                Some((issuer, _, None)) if issuer == by => Redeemed::Own,
                Some((_, expires, None)) if expires < now => Redeemed::Expired,
                Some((issuer, _, None)) => {
                    tx.execute(
                        "UPDATE drill_link_codes SET used_at = ?2 WHERE code = ?1",
                        params![code, now],
                    )?;
                    Redeemed::Issuer(super::stored_user(&issuer)?)
                }
            };
            tx.commit()?;
            Ok(outcome)
        })
        .await
    }

    pub(super) async fn link_account(
        &self,
        user: &UserKey,
        into: &MemberId,
    ) -> Result<(), StoreError> {
        let (key, into) = (user.to_string(), into.0.clone());
        self.run(move |c| {
            let tx = c.transaction()?;
            let old = super::drills_rows::resolve_in(&tx, &key)?;
            merge_member(&tx, &key, &into)?;
            if old != into {
                super::live::relink_duels(&tx, &old, &into)?;
            }
            tx.commit()?;
            Ok(())
        })
        .await
    }

    pub(super) async fn forget_delivery(
        &self,
        group: &GroupId,
        day: NaiveDate,
        chat: &ChatKey,
    ) -> Result<(), StoreError> {
        let (g, day, chat) = (group.0.clone(), day.to_string(), chat.to_string());
        self.run(move |c| {
            c.execute(
                "DELETE FROM drill_deliveries WHERE group_id = ?1 AND date = ?2 AND chat = ?3",
                params![g, day, chat],
            )?;
            Ok(())
        })
        .await
    }

    pub(super) async fn excuse_member_day(
        &self,
        member: &MemberId,
        day: NaiveDate,
    ) -> Result<(), StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            c.execute(
                "INSERT OR IGNORE INTO drill_member_excuses (member, day) VALUES (?1, ?2)",
                params![m, day.to_string()],
            )?;
            Ok(())
        })
        .await
    }

    /// Claims (`claim`) or gives back the member's practice DM for `day`; whether it was claimed.
    pub(super) async fn claim_practice(
        &self,
        member: &MemberId,
        day: NaiveDate,
        claim: bool,
    ) -> Result<bool, StoreError> {
        let (m, day) = (member.0.clone(), day.to_string());
        self.run(move |c| {
            let n = if claim {
                c.execute(
                    "INSERT OR IGNORE INTO drill_practice_sent (member, day) VALUES (?1, ?2)",
                    params![m, day],
                )?
            } else {
                c.execute(
                    "DELETE FROM drill_practice_sent WHERE member = ?1 AND day = ?2",
                    params![m, day],
                )?
            };
            Ok(n == 1)
        })
        .await
    }
}

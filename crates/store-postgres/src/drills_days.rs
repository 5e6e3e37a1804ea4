//! The drills' account links (one-time codes, merging accounts into one member) and the
//! test-reveal rung (reveals charged, each member's last failed submission of a problem) — the
//! Postgres side of those `DrillStore` methods.

use chrono::{DateTime, Utc};

use super::drills_rows::{count, merge_member, ms};
use super::{CallError, PgStore, decode, stored_user};
use mashang_core::drills::group::MemberId;
use mashang_core::drills::link::Redeemed;
use mashang_core::drills::store::FailedSubmission;
use mashang_core::ports::StoreError;
use mashang_core::session::UserKey;

/// Used and expired codes are kept this long so a late or second attempt is told why it failed.
const KEEP_SPENT_CODES_MS: i64 = 24 * 3600 * 1000;

impl PgStore {
    pub(super) async fn new_link_code(
        &self,
        code: &str,
        user: &UserKey,
        expires: DateTime<Utc>,
    ) -> Result<(), CallError> {
        let key = user.to_string();
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // One live code per account: a new /link replaces the unused old one.
        tx.execute("DELETE FROM drill_link_codes WHERE user_key = $1 AND used_at IS NULL", &[&key])
            .await?;
        tx.execute(
            "INSERT INTO drill_link_codes (code, user_key, expires, used_at) VALUES ($1, $2, $3, NULL)
             ON CONFLICT (code) DO UPDATE SET user_key = $2, expires = $3, used_at = NULL",
            &[&code, &key, &ms(expires)],
        )
        .await?;
        tx.commit().await?;
        Ok(())
    }

    pub(super) async fn use_link_code(
        &self,
        code: &str,
        by: &UserKey,
        now: DateTime<Utc>,
    ) -> Result<Redeemed, CallError> {
        let (by, now) = (by.to_string(), ms(now));
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        tx.execute(
            "DELETE FROM drill_link_codes WHERE expires < $1",
            &[&(now - KEEP_SPENT_CODES_MS)],
        )
        .await?;
        // FOR UPDATE: two redeemers of one code race; exactly one marks it used.
        let row = tx
            .query_opt(
                "SELECT user_key, expires, used_at FROM drill_link_codes WHERE code = $1 FOR UPDATE",
                &[&code],
            )
            .await?;
        let row =
            row.map(|r| (r.get::<_, String>(0), r.get::<_, i64>(1), r.get::<_, Option<i64>>(2)));
        let outcome = match row {
            None => Redeemed::Unknown,
            Some((_, _, Some(_))) => Redeemed::Used,
            Some((issuer, _, None)) if issuer == by => Redeemed::Own,
            Some((_, expires, None)) if expires < now => Redeemed::Expired,
            Some((issuer, _, None)) => {
                tx.execute(
                    "UPDATE drill_link_codes SET used_at = $2 WHERE code = $1",
                    &[&code, &now],
                )
                .await?;
                Redeemed::Issuer(stored_user(&issuer)?)
            }
        };
        tx.commit().await?;
        Ok(outcome)
    }

    pub(super) async fn link_account(
        &self,
        user: &UserKey,
        into: &MemberId,
    ) -> Result<(), CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let key = user.to_string();
        let old = super::drills_rows::resolve_in(&tx, &key).await?;
        merge_member(&tx, &key, &into.0).await?;
        if old != into.0 {
            super::live::relink_duels(&tx, &old, &into.0).await?;
        }
        tx.commit().await?;
        Ok(())
    }

    pub(super) async fn save_failure(
        &self,
        member: &MemberId,
        problem: &str,
        f: &FailedSubmission,
    ) -> Result<(), StoreError> {
        let tests = serde_json::to_string(&f.tests).unwrap_or_else(|_| "[]".into());
        self.exec(
            "INSERT INTO drill_failed_submissions (member, problem, lang, code, tests)
             VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (member, problem) DO UPDATE SET lang = $3, code = $4, tests = $5",
            &[&member.0, &problem, &f.lang, &f.code, &tests],
        )
        .await
        .map(drop)
    }

    pub(super) async fn load_failure(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<Option<FailedSubmission>, StoreError> {
        let rows = self
            .rows(
                "SELECT lang, code, tests FROM drill_failed_submissions WHERE member = $1 AND problem = $2",
                &[&member.0, &problem],
            )
            .await?;
        Ok(rows
            .first()
            .map(|r| {
                Ok::<_, CallError>(FailedSubmission {
                    lang: r.get(0),
                    code: r.get(1),
                    tests: decode(r.get(2))?,
                })
            })
            .transpose()?)
    }

    /// Charges one reveal and uses up the failure it came from, in one transaction.
    pub(super) async fn charge_reveal(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<u32, CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        tx.execute(
            "DELETE FROM drill_failed_submissions WHERE member = $1 AND problem = $2",
            &[&member.0, &problem],
        )
        .await?;
        let n: i64 = tx
            .query_one(
                "INSERT INTO drill_reveals (member, problem, count) VALUES ($1, $2, 1)
                 ON CONFLICT (member, problem) DO UPDATE SET count = drill_reveals.count + 1 RETURNING count",
                &[&member.0, &problem],
            )
            .await?
            .get(0);
        tx.commit().await?;
        Ok(count(n))
    }
}

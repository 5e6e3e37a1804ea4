//! Copy detection's fingerprint sets (migration 9, mirroring SQLite's 13): one row per member,
//! group and problem with the winnowed hashes of the member's latest accepted solution
//! (`drills::fingerprint`), tagged with the scheme that produced them. The whole-solution hash
//! column goes; the rows found keep scheme 0 and an empty set, never compared with a newer scheme's.
//! Written idempotently (`IF EXISTS`): tests roll a database back by lowering its version.

use chrono::Utc;

use super::drills_rows::ms;
use super::{CallError, PgStore};
use mashang_core::drills::fingerprint::{Fingerprint, SCHEME};
use mashang_core::drills::group::{GroupId, MemberId};
use mashang_core::ports::StoreError;

pub(crate) const V9: &str = r#"
DROP INDEX IF EXISTS drill_fingerprints_by_fp;
ALTER TABLE drill_fingerprints DROP COLUMN IF EXISTS fingerprint;
ALTER TABLE drill_fingerprints ADD COLUMN IF NOT EXISTS scheme BIGINT NOT NULL DEFAULT 0;
ALTER TABLE drill_fingerprints ADD COLUMN IF NOT EXISTS hashes TEXT NOT NULL DEFAULT '';
"#;

impl PgStore {
    /// Stores `member`'s set and returns the other members' sets of the current scheme.
    pub(super) async fn swap_fingerprints(
        &self,
        group: &GroupId,
        problem: &str,
        member: &MemberId,
        fingerprint: &Fingerprint,
    ) -> Result<Vec<(MemberId, Fingerprint)>, StoreError> {
        let scheme = i64::from(SCHEME);
        let mut c = self.client().await?;
        let tx = c.transaction().await.map_err(CallError::from)?;
        tx.execute(
            "INSERT INTO drill_fingerprints (group_id, problem, member, scheme, hashes, at)
             VALUES ($1, $2, $3, $4, $5, $6)
             ON CONFLICT (group_id, problem, member) DO UPDATE SET scheme = $4, hashes = $5, at = $6",
            &[&group.0, &problem, &member.0, &scheme, &fingerprint.to_hex(), &ms(Utc::now())],
        )
        .await
        .map_err(CallError::from)?;
        let rows = tx
            .query(
                "SELECT member, hashes FROM drill_fingerprints
                 WHERE group_id = $1 AND problem = $2 AND member != $3 AND scheme = $4 ORDER BY at",
                &[&group.0, &problem, &member.0, &scheme],
            )
            .await
            .map_err(CallError::from)?;
        tx.commit().await.map_err(CallError::from)?;
        let mut out = Vec::with_capacity(rows.len());
        for row in rows {
            let (member, hashes): (String, String) = (row.get(0), row.get(1));
            let fp = Fingerprint::from_hex(&hashes)
                .map_err(|e| CallError::Corrupt(format!("fingerprints of {member}: {e}")))?;
            out.push((MemberId(member), fp));
        }
        Ok(out)
    }
}

//! Copy detection's fingerprint sets (migration 13): one row per member, group and problem with
//! the winnowed hashes of the member's latest accepted solution (`drills::fingerprint`), tagged
//! with the scheme that produced them. Migration 13 replaces the whole-solution hash column; the
//! rows it finds keep scheme 0 and an empty set, never compared with a newer scheme's.

use chrono::Utc;
use rusqlite::params;

use super::drills_rows::ms;
use super::{CallError, SqliteStore};
use mashang_core::drills::fingerprint::{Fingerprint, SCHEME};
use mashang_core::drills::group::{GroupId, MemberId};
use mashang_core::ports::StoreError;

pub(crate) const V13: &str = "
DROP INDEX drill_fingerprints_by_fp;
ALTER TABLE drill_fingerprints DROP COLUMN fingerprint;
ALTER TABLE drill_fingerprints ADD COLUMN scheme INTEGER NOT NULL DEFAULT 0;
ALTER TABLE drill_fingerprints ADD COLUMN hashes TEXT NOT NULL DEFAULT '';
";

impl SqliteStore {
    /// Stores `member`'s set and returns the other members' sets of the current scheme.
    pub(super) async fn swap_fingerprints(
        &self,
        group: &GroupId,
        problem: &str,
        member: &MemberId,
        fingerprint: &Fingerprint,
    ) -> Result<Vec<(MemberId, Fingerprint)>, StoreError> {
        let (g, p, m) = (group.0.clone(), problem.to_string(), member.0.clone());
        let hashes = fingerprint.to_hex();
        self.run(move |c| {
            let tx = c.transaction()?;
            tx.execute(
                "INSERT OR REPLACE INTO drill_fingerprints (group_id, problem, member, scheme, hashes, at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                params![g, p, m, SCHEME, hashes, ms(Utc::now())],
            )?;
            let rows: Vec<(String, String)> = tx
                .prepare(
                    "SELECT member, hashes FROM drill_fingerprints
                     WHERE group_id = ?1 AND problem = ?2 AND member != ?3 AND scheme = ?4
                     ORDER BY at",
                )?
                .query_map(params![g, p, m, SCHEME], |r| Ok((r.get(0)?, r.get(1)?)))?
                .collect::<Result<_, _>>()?;
            tx.commit()?;
            rows.into_iter()
                .map(|(member, hashes)| {
                    let fp = Fingerprint::from_hex(&hashes).map_err(|e| {
                        CallError::Corrupt(format!("fingerprints of {member}: {e}"))
                    })?;
                    Ok((MemberId(member), fp))
                })
                .collect()
        })
        .await
    }
}

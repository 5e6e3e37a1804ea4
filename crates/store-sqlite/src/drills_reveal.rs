//! The drills' test-reveal hint rung — reveals charged and each member's last failed submission of
//! a problem — the SQLite side of those `DrillStore` methods.

use rusqlite::{OptionalExtension, params};

use super::{SqliteStore, decode};
use mashang_core::drills::group::MemberId;
use mashang_core::drills::store::FailedSubmission;
use mashang_core::ports::StoreError;

impl SqliteStore {
    pub(super) async fn save_failure(
        &self,
        member: &MemberId,
        problem: &str,
        f: &FailedSubmission,
    ) -> Result<(), StoreError> {
        let (m, p, f) = (member.0.clone(), problem.to_string(), f.clone());
        let tests = serde_json::to_string(&f.tests).unwrap_or_else(|_| "[]".into());
        self.run(move |c| {
            c.execute(
                "INSERT OR REPLACE INTO drill_failed_submissions (member, problem, lang, code, tests)
                 VALUES (?1, ?2, ?3, ?4, ?5)",
                params![m, p, f.lang, f.code, tests],
            )?;
            Ok(())
        })
        .await
    }

    pub(super) async fn load_failure(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<Option<FailedSubmission>, StoreError> {
        let (m, p) = (member.0.clone(), problem.to_string());
        self.run(move |c| {
            let row = c
                .query_row(
                    "SELECT lang, code, tests FROM drill_failed_submissions WHERE member = ?1 AND problem = ?2",
                    params![m, p],
                    |r| Ok((r.get::<_, String>(0)?, r.get::<_, String>(1)?, r.get::<_, String>(2)?)),
                )
                .optional()?;
            row.map(|(lang, code, tests)| Ok(FailedSubmission { lang, code, tests: decode(&tests)? }))
                .transpose()
        })
        .await
    }

    /// Charges one reveal and uses up the failure it came from, in one transaction.
    pub(super) async fn charge_reveal(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<u32, StoreError> {
        let (m, p) = (member.0.clone(), problem.to_string());
        self.run(move |c| {
            let tx = c.transaction()?;
            tx.execute(
                "DELETE FROM drill_failed_submissions WHERE member = ?1 AND problem = ?2",
                params![m, p],
            )?;
            let n = tx.query_row(
                "INSERT INTO drill_reveals (member, problem, count) VALUES (?1, ?2, 1)
                 ON CONFLICT(member, problem) DO UPDATE SET count = count + 1 RETURNING count",
                params![m, p],
                |r| r.get(0),
            )?;
            tx.commit()?;
            Ok(n)
        })
        .await
    }

    pub(super) async fn reveal_count(
        &self,
        member: &MemberId,
        problem: &str,
    ) -> Result<u32, StoreError> {
        let (m, p) = (member.0.clone(), problem.to_string());
        self.run(move |c| {
            Ok(c.query_row(
                "SELECT count FROM drill_reveals WHERE member = ?1 AND problem = ?2",
                params![m, p],
                |r| r.get(0),
            )
            .optional()?
            .unwrap_or(0))
        })
        .await
    }
}

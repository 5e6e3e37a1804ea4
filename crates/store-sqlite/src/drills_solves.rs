//! A ranked drill solve: the first-solver rank counted and the solve inserted as one step.

use rusqlite::params;

use super::SqliteStore;
use super::drills_rows::ms;
use mashang_core::drills::store::SolveRecord;
use mashang_core::ports::StoreError;

impl SqliteStore {
    pub(super) async fn ranked_solve(
        &self,
        s: &SolveRecord,
        bonus: &[u32],
    ) -> Result<Option<u32>, StoreError> {
        let (s, bonus) = (s.clone(), bonus.to_vec());
        self.run(move |c| {
            // IMMEDIATE: the write lock is taken before the count, so a second process's solve
            // of the same problem waits for this one instead of counting the same rank.
            let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
            let group = s.group.as_ref().map_or("", |g| g.0.as_str()).to_string();
            let rank: i64 = tx.query_row(
                "SELECT COUNT(*) FROM drill_solves WHERE group_id = ?1 AND problem = ?2",
                params![group, s.problem],
                |r| r.get(0),
            )?;
            let points = s.points + bonus.get(rank as usize).copied().unwrap_or(0);
            let n = tx.execute(
                "INSERT OR IGNORE INTO drill_solves (member, group_id, problem, day, points, hints, at, lang)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)",
                params![
                    s.member.0, group, s.problem, s.day.to_string(), points, s.hints, ms(s.at), s.lang
                ],
            )?;
            tx.commit()?;
            Ok((n == 1).then_some(points))
        })
        .await
    }
}

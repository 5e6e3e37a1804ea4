//! A ranked drill solve: the first-solver rank counted and the solve inserted as one step.

use super::drills_rows::ms;
use super::{CallError, PgStore};
use mashang_core::drills::store::SolveRecord;

impl PgStore {
    /// The rank is counted and the solve inserted under a transaction-scoped advisory lock on
    /// (group, problem): READ COMMITTED alone would let two racing solves count the same rank.
    pub(super) async fn ranked_solve_tx(
        &self,
        s: &SolveRecord,
        bonus: &[u32],
    ) -> Result<Option<u32>, CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let group = s.group.as_ref().map_or("", |g| g.0.as_str());
        tx.execute(
            "SELECT pg_advisory_xact_lock(hashtextextended($1 || '/' || $2, 7))",
            &[&group, &s.problem],
        )
        .await?;
        let row = tx
            .query_one(
                "SELECT COUNT(*) FROM drill_solves WHERE group_id = $1 AND problem = $2",
                &[&group, &s.problem],
            )
            .await?;
        let rank = row.get::<_, i64>(0) as usize;
        let points = s.points + bonus.get(rank).copied().unwrap_or(0);
        let n = tx
            .execute(
                "INSERT INTO drill_solves (member, group_id, problem, day, points, hints, at, lang)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING",
                &[
                    &s.member.0,
                    &group,
                    &s.problem,
                    &s.day.to_string(),
                    &i64::from(points),
                    &i64::from(s.hints),
                    &ms(s.at),
                    &s.lang,
                ],
            )
            .await?;
        tx.commit().await?;
        Ok((n == 1).then_some(points))
    }
}

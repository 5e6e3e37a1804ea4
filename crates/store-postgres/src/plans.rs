//! PostgreSQL rows of the study plans (migration 13; the SQLite store's migration 17): the plan
//! a group's daily post follows, the plan each member follows, and the queries plan progress
//! counts from (drill and practice solves, problems accepted in an interview on any of the
//! member's accounts).

use super::PgStore;
use super::drills_rows::date;
use mashang_core::drills::group::{GroupId, MemberId};
use mashang_core::drills::store::Enrolment;
use mashang_core::ports::StoreError;

/// Migration 13: study plans.
pub(crate) const V13: &str = r#"
ALTER TABLE drill_groups ADD COLUMN IF NOT EXISTS plan TEXT;
CREATE TABLE IF NOT EXISTS drill_plan_members (
    member  TEXT PRIMARY KEY,
    plan    TEXT NOT NULL,
    since   TEXT NOT NULL
);
"#;

impl PgStore {
    pub(super) async fn plan_solved(&self, member: &MemberId) -> Result<Vec<String>, StoreError> {
        // A member's accounts: the linked ones, and the member id itself (the first account).
        self.column(
            "SELECT problem FROM drill_solves WHERE member = $1
             UNION
             SELECT question FROM submissions
             WHERE verdict = 'accepted'
               AND user_key IN (SELECT user_key FROM drill_accounts WHERE member = $1
                                UNION SELECT $1)
             ORDER BY 1",
            &[&member.0],
        )
        .await
    }

    pub(super) async fn plan_group_solves(
        &self,
        group: &GroupId,
    ) -> Result<Vec<(String, MemberId)>, StoreError> {
        let rows = self
            .rows(
                "SELECT problem, member FROM drill_solves WHERE group_id = $1 ORDER BY at, member",
                &[&group.0],
            )
            .await?;
        Ok(rows.iter().map(|r| (r.get(0), MemberId(r.get(1)))).collect())
    }

    pub(super) async fn plan_enrolment(
        &self,
        member: &MemberId,
    ) -> Result<Option<Enrolment>, StoreError> {
        let rows = self
            .rows("SELECT plan, since FROM drill_plan_members WHERE member = $1", &[&member.0])
            .await?;
        let Some(r) = rows.first() else { return Ok(None) };
        Ok(Some(Enrolment { plan: r.get(0), since: date(r.get(1))? }))
    }

    pub(super) async fn set_plan_enrolment(
        &self,
        member: &MemberId,
        enrolment: Option<&Enrolment>,
    ) -> Result<(), StoreError> {
        match enrolment {
            Some(e) => {
                self.exec(
                    "INSERT INTO drill_plan_members (member, plan, since) VALUES ($1, $2, $3)
                     ON CONFLICT (member) DO UPDATE SET plan = $2, since = $3",
                    &[&member.0, &e.plan, &e.since.to_string()],
                )
                .await?
            }
            None => {
                self.exec("DELETE FROM drill_plan_members WHERE member = $1", &[&member.0]).await?
            }
        };
        Ok(())
    }
}

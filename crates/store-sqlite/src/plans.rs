//! SQLite rows of the study plans (migration 17): the plan a group's daily post follows (a
//! column of `drill_groups`), the plan each member follows (`drill_plan_members`), and the
//! queries plan progress counts from (drill and practice solves, problems accepted in an
//! interview on any of the member's accounts).

use rusqlite::{OptionalExtension, params};

use super::SqliteStore;
use super::drills_rows::date;
use mashang_core::drills::group::{GroupId, MemberId};
use mashang_core::drills::store::Enrolment;
use mashang_core::ports::StoreError;

/// Migration 17: study plans.
pub(crate) const V17: &str = "
ALTER TABLE drill_groups ADD COLUMN plan TEXT;
CREATE TABLE drill_plan_members (
    member  TEXT PRIMARY KEY,
    plan    TEXT NOT NULL,
    -- The member's local date they started (the pace counts from it).
    since   TEXT NOT NULL
);
";

impl SqliteStore {
    pub(super) async fn plan_solved(&self, member: &MemberId) -> Result<Vec<String>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            // A member's accounts: the linked ones, and the member id itself (the first account).
            let mut stmt = c.prepare_cached(
                "SELECT problem FROM drill_solves WHERE member = ?1
                 UNION
                 SELECT question FROM submissions
                 WHERE verdict = 'accepted'
                   AND user_key IN (SELECT user_key FROM drill_accounts WHERE member = ?1
                                    UNION SELECT ?1)
                 ORDER BY 1",
            )?;
            let rows = stmt.query_map([&m], |r| r.get::<_, String>(0))?;
            Ok(rows.collect::<Result<_, _>>()?)
        })
        .await
    }

    pub(super) async fn plan_group_solves(
        &self,
        group: &GroupId,
    ) -> Result<Vec<(String, MemberId)>, StoreError> {
        let g = group.0.clone();
        self.run(move |c| {
            let mut stmt = c.prepare_cached(
                "SELECT problem, member FROM drill_solves WHERE group_id = ?1 ORDER BY at, member",
            )?;
            let rows = stmt.query_map([&g], |r| Ok((r.get(0)?, MemberId(r.get(1)?))))?;
            Ok(rows.collect::<Result<_, _>>()?)
        })
        .await
    }

    pub(super) async fn plan_enrolment(
        &self,
        member: &MemberId,
    ) -> Result<Option<Enrolment>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let row: Option<(String, String)> = c
                .query_row(
                    "SELECT plan, since FROM drill_plan_members WHERE member = ?1",
                    [&m],
                    |r| Ok((r.get(0)?, r.get(1)?)),
                )
                .optional()?;
            row.map(|(plan, since)| Ok(Enrolment { plan, since: date(&since)? })).transpose()
        })
        .await
    }

    pub(super) async fn set_plan_enrolment(
        &self,
        member: &MemberId,
        enrolment: Option<&Enrolment>,
    ) -> Result<(), StoreError> {
        let m = member.0.clone();
        let e = enrolment.map(|e| (e.plan.clone(), e.since.to_string()));
        self.run(move |c| {
            match e {
                Some((plan, since)) => c.execute(
                    "INSERT OR REPLACE INTO drill_plan_members (member, plan, since) VALUES (?1, ?2, ?3)",
                    params![m, plan, since],
                )?,
                None => c.execute("DELETE FROM drill_plan_members WHERE member = ?1", [&m])?,
            };
            Ok(())
        })
        .await
    }
}

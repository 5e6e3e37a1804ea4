//! PostgreSQL rows of a member's open practice problem (`drill_practice`: one per member, with
//! the topic it was picked for).

use super::PgStore;
use mashang_core::drills::group::MemberId;
use mashang_core::ports::StoreError;

impl PgStore {
    pub(super) async fn practice_row(
        &self,
        member: &MemberId,
    ) -> Result<Option<(String, Option<String>)>, StoreError> {
        let rows = self
            .rows("SELECT problem, topic FROM drill_practice WHERE member = $1", &[&member.0])
            .await?;
        Ok(rows.first().map(|r| (r.get(0), r.get(1))))
    }

    pub(super) async fn set_practice_row(
        &self,
        member: &MemberId,
        problem: Option<(&str, Option<&str>)>,
    ) -> Result<(), StoreError> {
        match problem {
            Some((p, t)) => {
                self.exec(
                    "INSERT INTO drill_practice (member, problem, topic) VALUES ($1, $2, $3)
                     ON CONFLICT (member) DO UPDATE SET problem = $2, topic = $3",
                    &[&member.0, &p, &t],
                )
                .await?
            }
            None => self.exec("DELETE FROM drill_practice WHERE member = $1", &[&member.0]).await?,
        };
        Ok(())
    }
}

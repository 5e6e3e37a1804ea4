//! SQLite rows of a member's open practice problem (`drill_practice`: one per member, with the
//! topic it was picked for).

use rusqlite::{OptionalExtension, params};

use super::SqliteStore;
use mashang_core::drills::group::MemberId;
use mashang_core::ports::StoreError;

impl SqliteStore {
    pub(super) async fn practice_row(
        &self,
        member: &MemberId,
    ) -> Result<Option<(String, Option<String>)>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            Ok(c.query_row(
                "SELECT problem, topic FROM drill_practice WHERE member = ?1",
                [&m],
                |r| Ok((r.get(0)?, r.get(1)?)),
            )
            .optional()?)
        })
        .await
    }

    pub(super) async fn set_practice_row(
        &self,
        member: &MemberId,
        problem: Option<(&str, Option<&str>)>,
    ) -> Result<(), StoreError> {
        let m = member.0.clone();
        let problem = problem.map(|(p, t)| (p.to_string(), t.map(str::to_string)));
        self.run(move |c| {
            match problem {
                Some((p, t)) => c.execute(
                    "INSERT OR REPLACE INTO drill_practice (member, problem, topic) VALUES (?1, ?2, ?3)",
                    params![m, p, t],
                )?,
                None => c.execute("DELETE FROM drill_practice WHERE member = ?1", [&m])?,
            };
            Ok(())
        })
        .await
    }
}

//! Postgres implementation of the duels' `DuelStore` port (migration 6), the same shape as
//! SQLite's: a duel is one row with its record as JSON and the columns the queries need; ratings
//! are one row per group and member. `forget` turns a member's duels into "deleted user" sides.

use deadpool_postgres::GenericClient;
use deadpool_postgres::Transaction;

use super::drills_rows::resolve_in;
use super::{CallError, PgStore, decode, to_json};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::duel::rating::Rating;
use mashang_core::duel::{Duel, DuelId, DuelStore, Phase, RatingRow, Side};
use mashang_core::ports::StoreError;

/// Migration 5: duels and duel ratings.
pub(crate) const V6: &str = r#"
CREATE TABLE duels (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        BOOLEAN NOT NULL,
    challenger  TEXT,
    opponent    TEXT,
    invited     TEXT,
    created_at  BIGINT NOT NULL,
    body        TEXT NOT NULL
);
CREATE INDEX duels_live ON duels(live);
CREATE INDEX duels_by_challenger ON duels(challenger, created_at);
CREATE INDEX duels_by_opponent ON duels(opponent, created_at);
CREATE INDEX duels_by_invited ON duels(invited);
CREATE TABLE duel_ratings (
    group_id    TEXT NOT NULL,
    member      TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT NOT NULL,
    losses      BIGINT NOT NULL,
    draws       BIGINT NOT NULL,
    PRIMARY KEY (group_id, member)
);
"#;

fn member_of(s: &Side) -> Option<String> {
    s.member.as_ref().map(|m| m.0.clone())
}

async fn upsert<C: GenericClient>(c: &C, d: &Duel) -> Result<(), CallError> {
    let live = !matches!(d.phase, Phase::Finished(_));
    let invited = d.invited.as_ref().map(|(m, _)| m.0.clone()).filter(|m| !m.is_empty());
    c.execute(
        "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at, body)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (id) DO UPDATE SET live = $3, challenger = $4, opponent = $5, invited = $6,
             body = $8",
        &[
            &d.id.0,
            &d.group.0,
            &live,
            &member_of(&d.challenger),
            &d.opponent.as_ref().and_then(member_of),
            &invited,
            &d.created.timestamp_millis(),
            &to_json(d)?,
        ],
    )
    .await?;
    Ok(())
}

async fn duels_where<C: GenericClient>(
    c: &C,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Vec<Duel>, CallError> {
    let rows = c.query(&format!("SELECT body FROM duels WHERE {sql}"), params).await?;
    rows.iter().map(|r| decode(r.get::<_, &str>(0))).collect()
}

fn rating_row(r: &tokio_postgres::Row) -> RatingRow {
    let n = |i: usize| u32::try_from(r.get::<_, i64>(i)).unwrap_or(0);
    RatingRow {
        group: GroupId(r.get(0)),
        member: MemberId(r.get(1)),
        name: r.get::<_, Option<String>>(2).unwrap_or_default(),
        rating: Rating { rating: r.get(3), deviation: r.get(4), volatility: r.get(5) },
        wins: n(6),
        losses: n(7),
        draws: n(8),
    }
}

const RATING_COLUMNS: &str =
    "r.group_id, r.member, m.name, r.rating, r.deviation, r.volatility, r.wins, r.losses, r.draws
     FROM duel_ratings r LEFT JOIN drill_members m ON m.id = r.member";

/// `/forget` for duels, inside the store's forget transaction.
pub(crate) async fn forget(tx: &Transaction<'_>, user_key: &str) -> Result<(), CallError> {
    let member = resolve_in(tx, user_key).await?;
    let m = MemberId(member.clone());
    let sql = "challenger = $1 OR opponent = $1 OR invited = $1";
    for mut d in duels_where(tx, sql, &[&member]).await? {
        d.forget(&m);
        upsert(tx, &d).await?;
    }
    tx.execute("DELETE FROM duel_ratings WHERE member = $1", &[&member]).await?;
    Ok(())
}

impl PgStore {
    async fn insert_duel_tx(&self, d: &Duel) -> Result<bool, CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // Two challenges by one member at once: the second waits here and then sees the first.
        let me = member_of(&d.challenger).unwrap_or_default();
        tx.execute("SELECT pg_advisory_xact_lock(hashtext($1))", &[&format!("duel:{me}")]).await?;
        let busy: i64 = tx
            .query_one(
                "SELECT COUNT(*) FROM duels WHERE live AND (challenger = $1 OR opponent = $1)",
                &[&me],
            )
            .await?
            .get(0);
        if busy > 0 {
            return Ok(false);
        }
        upsert(&tx, d).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn finish_duel_tx(&self, d: &Duel, rows: &[RatingRow]) -> Result<(), CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        upsert(&tx, d).await?;
        for r in rows {
            tx.execute(
                "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
                 VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
                 ON CONFLICT (group_id, member) DO UPDATE SET rating = $3, deviation = $4,
                     volatility = $5, wins = $6, losses = $7, draws = $8",
                &[
                    &r.group.0,
                    &r.member.0,
                    &r.rating.rating,
                    &r.rating.deviation,
                    &r.rating.volatility,
                    &i64::from(r.wins),
                    &i64::from(r.losses),
                    &i64::from(r.draws),
                ],
            )
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }
}

#[async_trait::async_trait]
impl DuelStore for PgStore {
    async fn insert_duel(&self, duel: &Duel) -> Result<bool, StoreError> {
        Ok(self.insert_duel_tx(duel).await?)
    }

    async fn save_duel(&self, duel: &Duel) -> Result<(), StoreError> {
        let c = self.client().await?;
        Ok(upsert(&c, duel).await?)
    }

    async fn finish_duel(&self, duel: &Duel, ratings: &[RatingRow]) -> Result<(), StoreError> {
        Ok(self.finish_duel_tx(duel, ratings).await?)
    }

    async fn duel(&self, id: &DuelId) -> Result<Option<Duel>, StoreError> {
        let c = self.client().await?;
        let found = duels_where(&c, "id = $1", &[&id.0]).await?;
        Ok(found.into_iter().next())
    }

    async fn active_duel(&self, member: &MemberId) -> Result<Option<Duel>, StoreError> {
        let c = self.client().await?;
        let sql = "live AND (challenger = $1 OR opponent = $1) ORDER BY created_at DESC LIMIT 1";
        Ok(duels_where(&c, sql, &[&member.0]).await?.into_iter().next())
    }

    async fn live_duels(&self) -> Result<Vec<Duel>, StoreError> {
        let c = self.client().await?;
        Ok(duels_where(&c, "live ORDER BY created_at", &[]).await?)
    }

    async fn recent_duels(&self, member: &MemberId, limit: usize) -> Result<Vec<Duel>, StoreError> {
        let c = self.client().await?;
        let sql = "challenger = $1 OR opponent = $1 ORDER BY created_at DESC LIMIT $2";
        Ok(duels_where(&c, sql, &[&member.0, &(limit as i64)]).await?)
    }

    async fn rating(
        &self,
        group: &GroupId,
        member: &MemberId,
    ) -> Result<Option<RatingRow>, StoreError> {
        let c = self.client().await?;
        let sql = format!("SELECT {RATING_COLUMNS} WHERE r.group_id = $1 AND r.member = $2");
        let row = c.query_opt(&sql, &[&group.0, &member.0]).await.map_err(CallError::from)?;
        Ok(row.as_ref().map(rating_row))
    }

    async fn ratings(&self, group: &GroupId) -> Result<Vec<RatingRow>, StoreError> {
        let c = self.client().await?;
        let sql = format!("SELECT {RATING_COLUMNS} WHERE r.group_id = $1");
        let rows = c.query(&sql, &[&group.0]).await.map_err(CallError::from)?;
        Ok(rows.iter().map(rating_row).collect())
    }

    async fn member_named(
        &self,
        group: &GroupId,
        name: &str,
    ) -> Result<Option<(MemberId, String)>, StoreError> {
        let c = self.client().await?;
        let name = name.trim();
        let bare = name.trim_start_matches('@');
        let row = c
            .query_opt(
                "SELECT m.id, m.name FROM drill_members m
                 JOIN drill_group_members gm ON gm.member = m.id AND gm.group_id = $1
                 WHERE lower(m.name) IN (lower($2), lower($3), lower('@' || $3))
                 ORDER BY m.id LIMIT 1",
                &[&group.0, &name, &bare],
            )
            .await
            .map_err(CallError::from)?;
        Ok(row.map(|r| (MemberId(r.get(0)), r.get(1))))
    }
}

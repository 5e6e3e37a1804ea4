//! Postgres implementation of the duels' `DuelStore` port (migration 6), the same shape as
//! SQLite's: a duel is one row with its versioned record (`DuelRecord`: `version` + JSON
//! `body`), a `revision` that fences saves across replicas, and the columns the queries need;
//! ratings are one row per group and member. `forget` turns a member's duels into "deleted user" sides.

use deadpool_postgres::GenericClient;
use deadpool_postgres::Transaction;

use super::{CallError, PgStore};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::duel::rating::Rating;
use mashang_core::duel::{Duel, DuelId, DuelRecord, DuelStore, RatingRow, Side};
use mashang_core::ports::StoreError;

/// Migration 6: duels and duel ratings.
pub(crate) const V6: &str = r#"
CREATE TABLE duels (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        BOOLEAN NOT NULL,
    challenger  TEXT,
    opponent    TEXT,
    invited     TEXT,
    created_at  BIGINT NOT NULL,
    -- The record's format (`DuelRecord::VERSION` when written) and its JSON.
    version     BIGINT NOT NULL,
    body        TEXT NOT NULL,
    -- Bumped by every save; a save names the revision it read (a stale one writes nothing).
    revision    BIGINT NOT NULL
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

fn invited_of(d: &Duel) -> Option<String> {
    d.invited.as_ref().map(|(m, _)| m.0.clone()).filter(|m| !m.is_empty())
}

/// Stores a new duel at its revision (0 for a fresh challenge).
async fn insert<C: GenericClient>(c: &C, d: &Duel) -> Result<(), CallError> {
    let (version, body) = DuelRecord::encode(d);
    c.execute(
        "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at,
             version, body, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        &[
            &d.id.0,
            &d.group.0,
            &!d.is_finished(),
            &member_of(&d.challenger),
            &d.opponent.as_ref().and_then(member_of),
            &invited_of(d),
            &d.created.timestamp_millis(),
            &i64::from(version),
            &body,
            &d.revision,
        ],
    )
    .await?;
    Ok(())
}

/// Replaces the duel's row if it is still at `d.revision` (else [`CallError::Stale`], nothing
/// written) and moves `d` to the new revision. The row lock taken by the UPDATE makes a
/// concurrent writer from the same revision wait and then match no row.
async fn save_fenced<C: GenericClient>(c: &C, d: &mut Duel) -> Result<(), CallError> {
    let (version, body) = DuelRecord::encode(d);
    let changed = c
        .execute(
            "UPDATE duels SET live = $2, challenger = $3, opponent = $4, invited = $5,
                 version = $6, body = $7, revision = revision + 1
             WHERE id = $1 AND revision = $8",
            &[
                &d.id.0,
                &!d.is_finished(),
                &member_of(&d.challenger),
                &d.opponent.as_ref().and_then(member_of),
                &invited_of(d),
                &i64::from(version),
                &body,
                &d.revision,
            ],
        )
        .await?;
    if changed == 0 {
        return Err(CallError::Stale);
    }
    d.revision += 1;
    Ok(())
}

async fn duels_where<C: GenericClient>(
    c: &C,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Vec<Duel>, CallError> {
    let sql = format!("SELECT version, body, revision FROM duels WHERE {sql}");
    let rows = c.query(&sql, params).await?;
    rows.iter()
        .map(|r| {
            DuelRecord::decode(r.get(0), r.get::<_, &str>(1), r.get(2))
                .map_err(|e| CallError::Corrupt(e.to_string()))
        })
        .collect()
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

/// `/forget` for duels, inside the store's forget transaction: member `m` leaves every duel
/// ("deleted user" on the other side's history, no name or account left in the record).
pub(crate) async fn forget(tx: &Transaction<'_>, m: &MemberId) -> Result<(), CallError> {
    let sql = "challenger = $1 OR opponent = $1 OR invited = $1";
    for mut d in duels_where(tx, sql, &[&m.0]).await? {
        d.forget(m);
        save_fenced(tx, &mut d).await?;
    }
    // Their ratings stay on the board under "deleted user": `live::forget_member` moves them.
    Ok(())
}

/// `/link` for duel records: member `from` is `to` from now on.
pub(crate) async fn relink(
    tx: &Transaction<'_>,
    from: &MemberId,
    to: &MemberId,
) -> Result<(), CallError> {
    let sql = "challenger = $1 OR opponent = $1 OR invited = $1";
    for mut d in duels_where(tx, sql, &[&from.0]).await? {
        d.relink(from, to);
        save_fenced(tx, &mut d).await?;
    }
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
        insert(&tx, d).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn finish_duel_tx(&self, d: &mut Duel, rows: &[RatingRow]) -> Result<(), CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // Fenced before the ratings: a stale duel rolls back with nothing written.
        let mut saved = d.clone();
        save_fenced(&tx, &mut saved).await?;
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
        d.revision = saved.revision;
        Ok(())
    }
}

#[async_trait::async_trait]
impl DuelStore for PgStore {
    async fn insert_duel(&self, duel: &Duel) -> Result<bool, StoreError> {
        Ok(self.insert_duel_tx(duel).await?)
    }

    async fn save_duel(&self, duel: &mut Duel) -> Result<(), StoreError> {
        let c = self.client().await?;
        Ok(save_fenced(&c, duel).await?)
    }

    async fn finish_duel(&self, duel: &mut Duel, ratings: &[RatingRow]) -> Result<(), StoreError> {
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

    async fn members_with_handle(
        &self,
        group: &GroupId,
        handle: &str,
    ) -> Result<Vec<(MemberId, String)>, StoreError> {
        let c = self.client().await?;
        let shown = format!("@{}", handle.trim().trim_start_matches('@'));
        let rows = c
            .query(
                "SELECT m.id, m.name FROM drill_members m
                 JOIN drill_group_members gm ON gm.member = m.id AND gm.group_id = $1
                 WHERE lower(m.name) = lower($2)
                 ORDER BY m.id LIMIT 2",
                &[&group.0, &shown],
            )
            .await
            .map_err(CallError::from)?;
        Ok(rows.iter().map(|r| (MemberId(r.get(0)), r.get(1))).collect())
    }
}

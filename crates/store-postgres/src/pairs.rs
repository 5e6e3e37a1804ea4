//! Postgres implementation of the peer sessions' `PairStore` port (migration 8), the same shape
//! as SQLite's: a session is one row with its versioned record (`PairRecord`: `version` + JSON
//! `body`), a `revision` that fences saves across replicas, and the columns the queries need;
//! reliability is one row per member. `forget` turns a member's sessions into "deleted user" sides.

use deadpool_postgres::GenericClient;
use deadpool_postgres::Transaction;

use super::{CallError, PgStore};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::pair::{
    Pair, PairId, PairRecord, PairStore, Phase, Reliability, ReliabilityDelta,
};
use mashang_core::ports::StoreError;

/// Migration 8: peer sessions and reliability.
pub(crate) const V8: &str = r#"
CREATE TABLE pairs (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        BOOLEAN NOT NULL,
    waiting     BOOLEAN NOT NULL,
    member_a    TEXT,
    member_b    TEXT,
    created_at  BIGINT NOT NULL,
    -- The record's format (`PairRecord::VERSION` when written) and its JSON.
    version     BIGINT NOT NULL,
    body        TEXT NOT NULL,
    -- Bumped by every save; a save names the revision it read (a stale one writes nothing).
    revision    BIGINT NOT NULL
);
CREATE INDEX pairs_live ON pairs(live);
CREATE INDEX pairs_waiting ON pairs(group_id, waiting);
CREATE INDEX pairs_by_a ON pairs(member_a, created_at);
CREATE INDEX pairs_by_b ON pairs(member_b, created_at);
CREATE TABLE pair_reliability (
    member      TEXT PRIMARY KEY,
    completed   BIGINT NOT NULL,
    no_shows    BIGINT NOT NULL,
    cancels     BIGINT NOT NULL
);
"#;

fn members(p: &Pair) -> (Option<String>, Option<String>) {
    let b = p.b.as_ref().and_then(|b| b.member.as_ref()).map(|m| m.0.clone());
    (p.a.member.as_ref().map(|m| m.0.clone()), b)
}

async fn insert<C: GenericClient>(c: &C, p: &Pair) -> Result<(), CallError> {
    let (version, body) = PairRecord::encode(p);
    let (a, b) = members(p);
    c.execute(
        "INSERT INTO pairs (id, group_id, live, waiting, member_a, member_b, created_at, version,
             body, revision)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)",
        &[
            &p.id.0,
            &p.group.0,
            &!p.is_finished(),
            &(p.phase == Phase::Waiting),
            &a,
            &b,
            &p.created.timestamp_millis(),
            &i64::from(version),
            &body,
            &p.revision,
        ],
    )
    .await?;
    Ok(())
}

/// Replaces the row if it is still at `p.revision` (else [`CallError::Stale`], nothing written)
/// and moves `p` to the new revision. The UPDATE's row lock makes a concurrent writer from the
/// same revision wait and then match no row.
async fn save_fenced<C: GenericClient>(c: &C, p: &mut Pair) -> Result<(), CallError> {
    let (version, body) = PairRecord::encode(p);
    let (a, b) = members(p);
    let changed = c
        .execute(
            "UPDATE pairs SET live = $2, waiting = $3, member_a = $4, member_b = $5,
                 version = $6, body = $7, revision = revision + 1
             WHERE id = $1 AND revision = $8",
            &[
                &p.id.0,
                &!p.is_finished(),
                &(p.phase == Phase::Waiting),
                &a,
                &b,
                &i64::from(version),
                &body,
                &p.revision,
            ],
        )
        .await?;
    if changed == 0 {
        return Err(CallError::Stale);
    }
    p.revision += 1;
    Ok(())
}

async fn pairs_where<C: GenericClient>(
    c: &C,
    sql: &str,
    params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
) -> Result<Vec<Pair>, CallError> {
    let sql = format!("SELECT version, body, revision FROM pairs WHERE {sql}");
    let rows = c.query(&sql, params).await?;
    rows.iter()
        .map(|r| {
            PairRecord::decode(r.get(0), r.get::<_, &str>(1), r.get(2))
                .map_err(|e| CallError::Corrupt(e.to_string()))
        })
        .collect()
}

/// `/forget` for peer sessions, inside the store's forget transaction: member `m` becomes
/// "deleted user" in every session and loses their reliability row (its numbers were kept by
/// `forget::keep_numbers` first).
pub(crate) async fn forget(tx: &Transaction<'_>, m: &MemberId) -> Result<(), CallError> {
    for mut p in pairs_where(tx, "member_a = $1 OR member_b = $1", &[&m.0]).await? {
        p.forget(m);
        save_fenced(tx, &mut p).await?;
    }
    tx.execute("DELETE FROM pair_reliability WHERE member = $1", &[&m.0]).await?;
    Ok(())
}

impl PgStore {
    async fn insert_pair_tx(&self, p: &Pair) -> Result<bool, CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // Two requests by one member at once: the second waits here and then sees the first.
        let me = members(p).0.unwrap_or_default();
        tx.execute("SELECT pg_advisory_xact_lock(hashtext($1))", &[&format!("pair:{me}")]).await?;
        let busy: i64 = tx
            .query_one(
                "SELECT COUNT(*) FROM pairs WHERE live AND (member_a = $1 OR member_b = $1)",
                &[&me],
            )
            .await?
            .get(0);
        if busy > 0 {
            return Ok(false);
        }
        insert(&tx, p).await?;
        tx.commit().await?;
        Ok(true)
    }

    async fn finish_pair_tx(
        &self,
        p: &mut Pair,
        deltas: &[ReliabilityDelta],
    ) -> Result<(), CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        // Fenced before the counts: a stale session rolls back with nothing counted.
        let mut saved = p.clone();
        save_fenced(&tx, &mut saved).await?;
        for d in deltas {
            tx.execute(
                "INSERT INTO pair_reliability (member, completed, no_shows, cancels)
                 VALUES ($1, $2, $3, $4)
                 ON CONFLICT (member) DO UPDATE SET completed = pair_reliability.completed + $2,
                     no_shows = pair_reliability.no_shows + $3, cancels = pair_reliability.cancels + $4",
                &[&d.member.0, &i64::from(d.completed), &i64::from(d.no_shows), &i64::from(d.cancels)],
            )
            .await?;
        }
        tx.commit().await?;
        p.revision = saved.revision;
        Ok(())
    }
}

#[async_trait::async_trait]
impl PairStore for PgStore {
    async fn insert_pair(&self, pair: &Pair) -> Result<bool, StoreError> {
        Ok(self.insert_pair_tx(pair).await?)
    }

    async fn save_pair(&self, pair: &mut Pair) -> Result<(), StoreError> {
        let c = self.client().await?;
        Ok(save_fenced(&c, pair).await?)
    }

    async fn finish_pair(
        &self,
        pair: &mut Pair,
        deltas: &[ReliabilityDelta],
    ) -> Result<(), StoreError> {
        Ok(self.finish_pair_tx(pair, deltas).await?)
    }

    async fn pair(&self, id: &PairId) -> Result<Option<Pair>, StoreError> {
        let c = self.client().await?;
        Ok(pairs_where(&c, "id = $1", &[&id.0]).await?.into_iter().next())
    }

    async fn active_pair(&self, member: &MemberId) -> Result<Option<Pair>, StoreError> {
        let c = self.client().await?;
        let sql = "live AND (member_a = $1 OR member_b = $1) ORDER BY created_at DESC LIMIT 1";
        Ok(pairs_where(&c, sql, &[&member.0]).await?.into_iter().next())
    }

    async fn live_pairs(&self) -> Result<Vec<Pair>, StoreError> {
        let c = self.client().await?;
        Ok(pairs_where(&c, "live ORDER BY created_at", &[]).await?)
    }

    async fn waiting_pairs(&self, group: &GroupId) -> Result<Vec<Pair>, StoreError> {
        let c = self.client().await?;
        let sql = "group_id = $1 AND waiting AND live ORDER BY created_at";
        Ok(pairs_where(&c, sql, &[&group.0]).await?)
    }

    async fn recent_pairs(&self, member: &MemberId, limit: usize) -> Result<Vec<Pair>, StoreError> {
        let c = self.client().await?;
        let sql = "member_a = $1 OR member_b = $1 ORDER BY created_at DESC LIMIT $2";
        Ok(pairs_where(&c, sql, &[&member.0, &(limit as i64)]).await?)
    }

    async fn reliability(&self, member: &MemberId) -> Result<Reliability, StoreError> {
        let c = self.client().await?;
        let row = c
            .query_opt(
                "SELECT completed, no_shows, cancels FROM pair_reliability WHERE member = $1",
                &[&member.0],
            )
            .await
            .map_err(CallError::from)?;
        let n = |r: &tokio_postgres::Row, i: usize| u32::try_from(r.get::<_, i64>(i)).unwrap_or(0);
        Ok(row.map_or_else(Reliability::default, |r| Reliability {
            completed: n(&r, 0),
            no_shows: n(&r, 1),
            cancels: n(&r, 2),
        }))
    }
}

//! SQLite implementation of the peer sessions' `PairStore` port (migration 12): a session is one
//! row with its versioned record (`PairRecord`: `version` + JSON `body`), a `revision` that
//! fences saves, and the columns the queries need (group, phase, both members); reliability is
//! one row per member. `forget` turns a member's sessions into "deleted user" sides.

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::{CallError, SqliteStore};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::pair::{
    Pair, PairId, PairRecord, PairStore, Phase, Reliability, ReliabilityDelta,
};
use mashang_core::ports::StoreError;

/// Migration 12: peer sessions and reliability.
pub(crate) const V12: &str = "
CREATE TABLE pairs (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        INTEGER NOT NULL,
    waiting     INTEGER NOT NULL,
    member_a    TEXT,
    member_b    TEXT,
    created_at  INTEGER NOT NULL,
    -- The record's format (`PairRecord::VERSION` when written) and its JSON.
    version     INTEGER NOT NULL,
    body        TEXT NOT NULL,
    -- Bumped by every save; a save names the revision it read (a stale one writes nothing).
    revision    INTEGER NOT NULL
);
CREATE INDEX pairs_live ON pairs(live);
CREATE INDEX pairs_waiting ON pairs(group_id, waiting);
CREATE INDEX pairs_by_a ON pairs(member_a, created_at);
CREATE INDEX pairs_by_b ON pairs(member_b, created_at);
CREATE TABLE pair_reliability (
    member      TEXT PRIMARY KEY,
    completed   INTEGER NOT NULL,
    no_shows    INTEGER NOT NULL,
    cancels     INTEGER NOT NULL
);
";

fn members(p: &Pair) -> (Option<String>, Option<String>) {
    let b = p.b.as_ref().and_then(|b| b.member.as_ref()).map(|m| m.0.clone());
    (p.a.member.as_ref().map(|m| m.0.clone()), b)
}

fn insert(tx: &Connection, p: &Pair) -> Result<(), CallError> {
    let (version, body) = PairRecord::encode(p);
    let (a, b) = members(p);
    tx.execute(
        "INSERT INTO pairs (id, group_id, live, waiting, member_a, member_b, created_at, version,
             body, revision)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            p.id.0,
            p.group.0,
            !p.is_finished(),
            p.phase == Phase::Waiting,
            a,
            b,
            p.created.timestamp_millis(),
            version,
            body,
            p.revision
        ],
    )?;
    Ok(())
}

/// Replaces the row if it is still at `p.revision` (else [`CallError::Stale`], nothing written)
/// and moves `p` to the new revision.
fn save_fenced(tx: &Connection, p: &mut Pair) -> Result<(), CallError> {
    let (version, body) = PairRecord::encode(p);
    let (a, b) = members(p);
    let changed = tx.execute(
        "UPDATE pairs SET live = ?2, waiting = ?3, member_a = ?4, member_b = ?5, version = ?6,
             body = ?7, revision = revision + 1
         WHERE id = ?1 AND revision = ?8",
        params![
            p.id.0,
            !p.is_finished(),
            p.phase == Phase::Waiting,
            a,
            b,
            version,
            body,
            p.revision
        ],
    )?;
    if changed == 0 {
        return Err(CallError::Stale);
    }
    p.revision += 1;
    Ok(())
}

fn pairs_where(
    c: &Connection,
    sql: &str,
    p: impl rusqlite::Params,
) -> Result<Vec<Pair>, CallError> {
    let rows: Vec<(i64, String, i64)> = c
        .prepare(&format!("SELECT version, body, revision FROM pairs WHERE {sql}"))?
        .query_map(p, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    rows.iter()
        .map(|(version, body, revision)| {
            PairRecord::decode(*version, body, *revision)
                .map_err(|e| CallError::Corrupt(e.to_string()))
        })
        .collect()
}

/// `/forget` for peer sessions, inside the store's forget transaction: member `m` becomes
/// "deleted user" in every session and loses their reliability row (its numbers were kept by
/// `forget::keep_numbers` first).
pub(crate) fn forget(tx: &Transaction<'_>, m: &MemberId) -> Result<(), CallError> {
    for mut p in pairs_where(tx, "member_a = ?1 OR member_b = ?1", [&m.0])? {
        p.forget(m);
        save_fenced(tx, &mut p)?;
    }
    tx.execute("DELETE FROM pair_reliability WHERE member = ?1", [&m.0])?;
    Ok(())
}

#[async_trait::async_trait]
impl PairStore for SqliteStore {
    async fn insert_pair(&self, pair: &Pair) -> Result<bool, StoreError> {
        let p = pair.clone();
        self.run(move |c| {
            let tx = c.transaction()?;
            let (me, _) = members(&p);
            let busy: i64 = tx.query_row(
                "SELECT COUNT(*) FROM pairs WHERE live = 1 AND (member_a = ?1 OR member_b = ?1)",
                [&me],
                |r| r.get(0),
            )?;
            if busy > 0 {
                return Ok(false);
            }
            insert(&tx, &p)?;
            tx.commit()?;
            Ok(true)
        })
        .await
    }

    async fn save_pair(&self, pair: &mut Pair) -> Result<(), StoreError> {
        let mut p = pair.clone();
        pair.revision = self
            .run(move |c| {
                save_fenced(c, &mut p)?;
                Ok(p.revision)
            })
            .await?;
        Ok(())
    }

    async fn finish_pair(
        &self,
        pair: &mut Pair,
        deltas: &[ReliabilityDelta],
    ) -> Result<(), StoreError> {
        let (mut p, deltas) = (pair.clone(), deltas.to_vec());
        pair.revision = self
            .run(move |c| {
                let tx = c.transaction()?;
                save_fenced(&tx, &mut p)?;
                for d in &deltas {
                    tx.execute(
                        "INSERT INTO pair_reliability (member, completed, no_shows, cancels)
                         VALUES (?1, ?2, ?3, ?4)
                         ON CONFLICT(member) DO UPDATE SET completed = completed + ?2,
                             no_shows = no_shows + ?3, cancels = cancels + ?4",
                        params![d.member.0, d.completed, d.no_shows, d.cancels],
                    )?;
                }
                tx.commit()?;
                Ok(p.revision)
            })
            .await?;
        Ok(())
    }

    async fn pair(&self, id: &PairId) -> Result<Option<Pair>, StoreError> {
        let id = id.0.clone();
        self.run(move |c| Ok(pairs_where(c, "id = ?1", [&id])?.into_iter().next())).await
    }

    async fn active_pair(&self, member: &MemberId) -> Result<Option<Pair>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let found = pairs_where(
                c,
                "live = 1 AND (member_a = ?1 OR member_b = ?1) ORDER BY created_at DESC LIMIT 1",
                [&m],
            )?;
            Ok(found.into_iter().next())
        })
        .await
    }

    async fn live_pairs(&self) -> Result<Vec<Pair>, StoreError> {
        self.run(|c| pairs_where(c, "live = 1 ORDER BY created_at", [])).await
    }

    async fn waiting_pairs(&self, group: &GroupId) -> Result<Vec<Pair>, StoreError> {
        let g = group.0.clone();
        self.run(move |c| {
            pairs_where(c, "group_id = ?1 AND waiting = 1 AND live = 1 ORDER BY created_at", [&g])
        })
        .await
    }

    async fn recent_pairs(&self, member: &MemberId, limit: usize) -> Result<Vec<Pair>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            pairs_where(
                c,
                "member_a = ?1 OR member_b = ?1 ORDER BY created_at DESC LIMIT ?2",
                params![m, limit as i64],
            )
        })
        .await
    }

    async fn reliability(&self, member: &MemberId) -> Result<Reliability, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            Ok(c.query_row(
                "SELECT completed, no_shows, cancels FROM pair_reliability WHERE member = ?1",
                [&m],
                |r| {
                    Ok(Reliability {
                        completed: r.get(0)?,
                        no_shows: r.get(1)?,
                        cancels: r.get(2)?,
                    })
                },
            )
            .optional()?
            .unwrap_or_default())
        })
        .await
    }
}

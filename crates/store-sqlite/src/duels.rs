//! SQLite implementation of the duels' `DuelStore` port (migration 10): a duel is one row with
//! its versioned record (`DuelRecord`: `version` + JSON `body`), a `revision` that fences saves,
//! and the columns the queries need (group, phase, both members); ratings are one row per group
//! and member. `forget` turns a member's duels into "deleted user" sides.

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::{CallError, SqliteStore};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::duel::rating::Rating;
use mashang_core::duel::{Duel, DuelId, DuelRecord, DuelStore, Phase, RatingRow};
use mashang_core::ports::StoreError;

/// Migration 10: duels and duel ratings.
pub(crate) const V10: &str = "
CREATE TABLE duels (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        INTEGER NOT NULL,
    challenger  TEXT,
    opponent    TEXT,
    invited     TEXT,
    created_at  INTEGER NOT NULL,
    -- The record's format (`DuelRecord::VERSION` when written) and its JSON.
    version     INTEGER NOT NULL,
    body        TEXT NOT NULL,
    -- Bumped by every save; a save names the revision it read (a stale one writes nothing).
    revision    INTEGER NOT NULL
);
CREATE INDEX duels_live ON duels(live);
CREATE INDEX duels_by_challenger ON duels(challenger, created_at);
CREATE INDEX duels_by_opponent ON duels(opponent, created_at);
CREATE INDEX duels_by_invited ON duels(invited);
CREATE TABLE duel_ratings (
    group_id    TEXT NOT NULL,
    member      TEXT NOT NULL,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    wins        INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    PRIMARY KEY (group_id, member)
);
";

fn member_of(s: &mashang_core::duel::Side) -> Option<String> {
    s.member.as_ref().map(|m| m.0.clone())
}

/// Stores a new duel at its revision (0 for a fresh challenge).
fn insert(tx: &Connection, d: &Duel) -> Result<(), CallError> {
    let (version, body) = DuelRecord::encode(d);
    tx.execute(
        "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at,
             version, body, revision)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)",
        params![
            d.id.0,
            d.group.0,
            !d.is_finished(),
            member_of(&d.challenger),
            d.opponent.as_ref().and_then(member_of),
            invited_of(d),
            d.created.timestamp_millis(),
            version,
            body,
            d.revision
        ],
    )?;
    Ok(())
}

fn invited_of(d: &Duel) -> Option<String> {
    d.invited.as_ref().map(|(m, _)| m.0.clone()).filter(|m| !m.is_empty())
}

/// Replaces the duel's row if it is still at `d.revision` (else [`CallError::Stale`], nothing
/// written) and moves `d` to the new revision.
fn save_fenced(tx: &Connection, d: &mut Duel) -> Result<(), CallError> {
    let (version, body) = DuelRecord::encode(d);
    let changed = tx.execute(
        "UPDATE duels SET live = ?2, challenger = ?3, opponent = ?4, invited = ?5, version = ?6,
             body = ?7, revision = revision + 1
         WHERE id = ?1 AND revision = ?8",
        params![
            d.id.0,
            !matches!(d.phase, Phase::Finished(_)),
            member_of(&d.challenger),
            d.opponent.as_ref().and_then(member_of),
            invited_of(d),
            version,
            body,
            d.revision
        ],
    )?;
    if changed == 0 {
        return Err(CallError::Stale);
    }
    d.revision += 1;
    Ok(())
}

fn duels_where(
    c: &Connection,
    sql: &str,
    p: impl rusqlite::Params,
) -> Result<Vec<Duel>, CallError> {
    let rows: Vec<(i64, String, i64)> = c
        .prepare(&format!("SELECT version, body, revision FROM duels WHERE {sql}"))?
        .query_map(p, |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))?
        .collect::<Result<_, _>>()?;
    rows.iter()
        .map(|(version, body, revision)| {
            DuelRecord::decode(*version, body, *revision)
                .map_err(|e| CallError::Corrupt(e.to_string()))
        })
        .collect()
}

fn rating_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<RatingRow> {
    Ok(RatingRow {
        group: GroupId(r.get(0)?),
        member: MemberId(r.get(1)?),
        name: r.get::<_, Option<String>>(2)?.unwrap_or_default(),
        rating: Rating { rating: r.get(3)?, deviation: r.get(4)?, volatility: r.get(5)? },
        wins: r.get(6)?,
        losses: r.get(7)?,
        draws: r.get(8)?,
    })
}

const RATING_COLUMNS: &str =
    "r.group_id, r.member, m.name, r.rating, r.deviation, r.volatility, r.wins, r.losses, r.draws
     FROM duel_ratings r LEFT JOIN drill_members m ON m.id = r.member";

/// `/forget` for duels, inside the store's forget transaction: member `m` leaves every duel
/// ("deleted user" on the other side's history, no name or account left in the record).
pub(crate) fn forget(tx: &Transaction<'_>, m: &MemberId) -> Result<(), CallError> {
    for mut d in duels_where(tx, "challenger = ?1 OR opponent = ?1 OR invited = ?1", [&m.0])? {
        d.forget(m);
        save_fenced(tx, &mut d)?;
    }
    // Their ratings stay on the board under "deleted user": `live::forget_member` moves them.
    Ok(())
}

/// `/link` for duel records: member `from` is `to` from now on.
pub(crate) fn relink(
    tx: &Transaction<'_>,
    from: &MemberId,
    to: &MemberId,
) -> Result<(), CallError> {
    for mut d in duels_where(tx, "challenger = ?1 OR opponent = ?1 OR invited = ?1", [&from.0])? {
        d.relink(from, to);
        save_fenced(tx, &mut d)?;
    }
    Ok(())
}

#[async_trait::async_trait]
impl DuelStore for SqliteStore {
    async fn insert_duel(&self, duel: &Duel) -> Result<bool, StoreError> {
        let d = duel.clone();
        self.run(move |c| {
            let tx = c.transaction()?;
            let me = member_of(&d.challenger);
            let busy: i64 = tx.query_row(
                "SELECT COUNT(*) FROM duels WHERE live = 1 AND (challenger = ?1 OR opponent = ?1)",
                [&me],
                |r| r.get(0),
            )?;
            if busy > 0 {
                return Ok(false);
            }
            insert(&tx, &d)?;
            tx.commit()?;
            Ok(true)
        })
        .await
    }

    async fn save_duel(&self, duel: &mut Duel) -> Result<(), StoreError> {
        let mut d = duel.clone();
        duel.revision = self
            .run(move |c| {
                save_fenced(c, &mut d)?;
                Ok(d.revision)
            })
            .await?;
        Ok(())
    }

    async fn finish_duel(&self, duel: &mut Duel, ratings: &[RatingRow]) -> Result<(), StoreError> {
        let (mut d, rows) = (duel.clone(), ratings.to_vec());
        duel.revision = self.run(move |c| {
            let tx = c.transaction()?;
            save_fenced(&tx, &mut d)?;
            for r in &rows {
                tx.execute(
                    "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
                     VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
                     ON CONFLICT(group_id, member) DO UPDATE SET rating = ?3, deviation = ?4,
                         volatility = ?5, wins = ?6, losses = ?7, draws = ?8",
                    params![
                        r.group.0, r.member.0, r.rating.rating, r.rating.deviation,
                        r.rating.volatility, r.wins, r.losses, r.draws
                    ],
                )?;
            }
            tx.commit()?;
            Ok(d.revision)
        })
        .await?;
        Ok(())
    }

    async fn duel(&self, id: &DuelId) -> Result<Option<Duel>, StoreError> {
        let id = id.0.clone();
        self.run(move |c| Ok(duels_where(c, "id = ?1", [&id])?.into_iter().next())).await
    }

    async fn active_duel(&self, member: &MemberId) -> Result<Option<Duel>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            let found = duels_where(
                c,
                "live = 1 AND (challenger = ?1 OR opponent = ?1) ORDER BY created_at DESC LIMIT 1",
                [&m],
            )?;
            Ok(found.into_iter().next())
        })
        .await
    }

    async fn live_duels(&self) -> Result<Vec<Duel>, StoreError> {
        self.run(|c| duels_where(c, "live = 1 ORDER BY created_at", [])).await
    }

    async fn recent_duels(&self, member: &MemberId, limit: usize) -> Result<Vec<Duel>, StoreError> {
        let m = member.0.clone();
        self.run(move |c| {
            duels_where(
                c,
                "challenger = ?1 OR opponent = ?1 ORDER BY created_at DESC LIMIT ?2",
                params![m, limit as i64],
            )
        })
        .await
    }

    async fn rating(
        &self,
        group: &GroupId,
        member: &MemberId,
    ) -> Result<Option<RatingRow>, StoreError> {
        let (g, m) = (group.0.clone(), member.0.clone());
        self.run(move |c| {
            Ok(c.query_row(
                &format!("SELECT {RATING_COLUMNS} WHERE r.group_id = ?1 AND r.member = ?2"),
                [&g, &m],
                rating_row,
            )
            .optional()?)
        })
        .await
    }

    async fn ratings(&self, group: &GroupId) -> Result<Vec<RatingRow>, StoreError> {
        let g = group.0.clone();
        self.run(move |c| {
            Ok(c.prepare(&format!("SELECT {RATING_COLUMNS} WHERE r.group_id = ?1"))?
                .query_map([&g], rating_row)?
                .collect::<Result<_, _>>()?)
        })
        .await
    }

    async fn members_with_handle(
        &self,
        group: &GroupId,
        handle: &str,
    ) -> Result<Vec<(MemberId, String)>, StoreError> {
        let g = group.0.clone();
        let shown = format!("@{}", handle.trim().trim_start_matches('@'));
        self.run(move |c| {
            let mut st = c.prepare(
                "SELECT m.id, m.name FROM drill_members m
                 JOIN drill_group_members gm ON gm.member = m.id AND gm.group_id = ?1
                 WHERE lower(m.name) = lower(?2)
                 ORDER BY m.id LIMIT 2",
            )?;
            let rows = st.query_map(params![g, shown], |r| Ok((MemberId(r.get(0)?), r.get(1)?)))?;
            Ok(rows.collect::<Result<Vec<_>, _>>()?)
        })
        .await
    }
}

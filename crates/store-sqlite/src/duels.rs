//! SQLite implementation of the duels' `DuelStore` port (migration 10): a duel is one row with
//! its record as JSON and the columns the queries need (group, phase, both members); ratings are
//! one row per group and member. `forget` turns a member's duels into "deleted user" sides.

use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::drills_rows::resolve_in;
use super::{CallError, SqliteStore, decode};
use mashang_core::drills::{GroupId, MemberId};
use mashang_core::duel::rating::Rating;
use mashang_core::duel::{Duel, DuelId, DuelStore, Phase, RatingRow};
use mashang_core::ports::StoreError;

/// Migration 9: duels and duel ratings.
pub(crate) const V10: &str = "
CREATE TABLE duels (
    id          TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    live        INTEGER NOT NULL,
    challenger  TEXT,
    opponent    TEXT,
    invited     TEXT,
    created_at  INTEGER NOT NULL,
    body        TEXT NOT NULL
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

fn upsert(tx: &Connection, d: &Duel) -> Result<(), CallError> {
    let body = serde_json::to_string(d).map_err(|e| CallError::Corrupt(e.to_string()))?;
    tx.execute(
        "INSERT INTO duels (id, group_id, live, challenger, opponent, invited, created_at, body)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
         ON CONFLICT(id) DO UPDATE SET live = ?3, challenger = ?4, opponent = ?5, invited = ?6,
             body = ?8",
        params![
            d.id.0,
            d.group.0,
            !matches!(d.phase, Phase::Finished(_)),
            member_of(&d.challenger),
            d.opponent.as_ref().and_then(member_of),
            d.invited.as_ref().map(|(m, _)| m.0.clone()).filter(|m| !m.is_empty()),
            d.created.timestamp_millis(),
            body
        ],
    )?;
    Ok(())
}

fn duels_where(
    c: &Connection,
    sql: &str,
    p: impl rusqlite::Params,
) -> Result<Vec<Duel>, CallError> {
    let bodies: Vec<String> = c
        .prepare(&format!("SELECT body FROM duels WHERE {sql}"))?
        .query_map(p, |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    bodies.iter().map(|b| decode(b)).collect()
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

/// `/forget` for duels, inside the store's forget transaction: the member behind `user_key`
/// leaves every duel ("deleted user" on the other side's history) and loses their ratings.
pub(crate) fn forget(tx: &Transaction<'_>, user_key: &str) -> Result<(), CallError> {
    let member = resolve_in(tx, user_key)?;
    let m = MemberId(member.clone());
    for mut d in duels_where(tx, "challenger = ?1 OR opponent = ?1 OR invited = ?1", [&member])? {
        d.forget(&m);
        upsert(tx, &d)?;
    }
    tx.execute("DELETE FROM duel_ratings WHERE member = ?1", [&member])?;
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
            upsert(&tx, &d)?;
            tx.commit()?;
            Ok(true)
        })
        .await
    }

    async fn save_duel(&self, duel: &Duel) -> Result<(), StoreError> {
        let d = duel.clone();
        self.run(move |c| upsert(c, &d)).await
    }

    async fn finish_duel(&self, duel: &Duel, ratings: &[RatingRow]) -> Result<(), StoreError> {
        let (d, rows) = (duel.clone(), ratings.to_vec());
        self.run(move |c| {
            let tx = c.transaction()?;
            upsert(&tx, &d)?;
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
            Ok(())
        })
        .await
    }

    async fn duel(&self, id: &DuelId) -> Result<Option<Duel>, StoreError> {
        let id = id.0.clone();
        self.run(move |c| {
            let body: Option<String> = c
                .query_row("SELECT body FROM duels WHERE id = ?1", [&id], |r| r.get(0))
                .optional()?;
            body.map(|b| decode(&b)).transpose()
        })
        .await
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

    async fn member_named(
        &self,
        group: &GroupId,
        name: &str,
    ) -> Result<Option<(MemberId, String)>, StoreError> {
        let (g, name) = (group.0.clone(), name.trim().to_string());
        self.run(move |c| {
            let bare = name.trim_start_matches('@').to_string();
            Ok(c.query_row(
                "SELECT m.id, m.name FROM drill_members m
                 JOIN drill_group_members gm ON gm.member = m.id AND gm.group_id = ?1
                 WHERE lower(m.name) IN (lower(?2), lower(?3), lower('@' || ?3))
                 ORDER BY m.id LIMIT 1",
                params![g, name, bare],
                |r| Ok((MemberId(r.get(0)?), r.get(1)?)),
            )
            .optional()?)
        })
        .await
    }
}

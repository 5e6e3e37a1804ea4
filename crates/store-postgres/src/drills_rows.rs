//! Row helpers for the drills' Postgres store: time and date encoding, loading a group, resolving
//! an account to its member, and merging one member into another when accounts are linked.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use chrono_tz::Tz;
use deadpool_postgres::{GenericClient, Transaction};

use super::CallError;
use mashang_core::drills::group::{ChatKey, DifficultyMix, GroupId, MemberId, StudyGroup};
use mashang_core::drills::store::SolveRecord;
use mashang_core::ports::StoreError;
use mashang_i18n::Locale;

pub(super) fn ms(t: DateTime<Utc>) -> i64 {
    t.timestamp_millis()
}

pub(super) fn from_ms(v: i64) -> DateTime<Utc> {
    DateTime::from_timestamp_millis(v).unwrap_or_default()
}

pub(super) fn date(s: &str) -> Result<NaiveDate, CallError> {
    s.parse().map_err(|e| CallError::Corrupt(format!("date `{s}`: {e}")))
}

pub(super) fn tz(s: &str) -> Result<Tz, CallError> {
    s.parse().map_err(|_| CallError::Corrupt(format!("timezone `{s}`")))
}

/// A stored count (BIGINT) as the port's `u32`.
pub(super) fn count(v: i64) -> u32 {
    v.clamp(0, i64::from(u32::MAX)) as u32
}

fn corrupt<E: std::fmt::Display>(what: &str) -> impl Fn(E) -> CallError + '_ {
    move |e| CallError::Corrupt(format!("{what}: {e}"))
}

pub(super) async fn load_group<C: GenericClient>(
    c: &C,
    id: &str,
) -> Result<Option<StudyGroup>, CallError> {
    let Some(r) = c
        .query_opt(
            "SELECT name, tz, post_time, mix, focus, ping_role, enabled, locale, plan FROM drill_groups WHERE id = $1",
            &[&id],
        )
        .await?
    else {
        return Ok(None);
    };
    let mut chats = Vec::new();
    for row in
        c.query("SELECT chat FROM drill_chats WHERE group_id = $1 ORDER BY chat", &[&id]).await?
    {
        let chat: &str = row.get(0);
        chats.push(
            ChatKey::parse(chat).ok_or_else(|| CallError::Corrupt(format!("chat `{chat}`")))?,
        );
    }
    let admins = c
        .query("SELECT member FROM drill_admins WHERE group_id = $1 ORDER BY member", &[&id])
        .await?
        .iter()
        .map(|row| MemberId(row.get(0)))
        .collect();
    let (time, mix, focus): (&str, &str, &str) = (r.get(2), r.get(3), r.get(4));
    Ok(Some(StudyGroup {
        id: GroupId(id.to_string()),
        name: r.get(0),
        chats,
        tz: tz(r.get(1))?,
        post_time: NaiveTime::parse_from_str(time, "%H:%M").map_err(corrupt("post time"))?,
        mix: DifficultyMix::parse(mix).ok_or_else(|| CallError::Corrupt(format!("mix `{mix}`")))?,
        focus: serde_json::from_str(focus).map_err(corrupt("focus"))?,
        admins,
        ping_role: r.get(5),
        enabled: r.get(6),
        locale: Locale::parse(r.get(7)).unwrap_or_default(),
        plan: r.get(8),
    }))
}

pub(super) async fn resolve_in<C: GenericClient>(c: &C, user: &str) -> Result<String, CallError> {
    Ok(c.query_opt("SELECT member FROM drill_accounts WHERE user_key = $1", &[&user])
        .await?
        .map_or_else(|| user.to_string(), |r| r.get(0)))
}

/// `member, group_id, problem, day, points, hints, at, lang` as a record.
pub(super) fn solve_from_row(r: &tokio_postgres::Row) -> Result<SolveRecord, CallError> {
    let g: String = r.get(1);
    Ok(SolveRecord {
        member: MemberId(r.get(0)),
        group: (!g.is_empty()).then_some(GroupId(g)),
        problem: r.get(2),
        day: date(r.get(3))?,
        points: count(r.get(4)),
        hints: count(r.get(5)),
        at: from_ms(r.get(6)),
        lang: r.get(7),
    })
}

/// The member-keyed tables and the rest of each one's key: moving a member's rows keeps the
/// surviving member's row where both have one (SQLite's `UPDATE OR IGNORE`).
const MEMBER_TABLES: &[(&str, &[&str])] = &[
    ("drill_solves", &["group_id", "problem"]),
    ("drill_hints", &["problem"]),
    ("drill_fingerprints", &["group_id", "problem"]),
    ("drill_weak_topics", &["topic"]),
    ("drill_cards", &["topic"]),
    ("drill_practice", &[]),
    ("drill_group_members", &["group_id"]),
    ("drill_admins", &["group_id"]),
    ("drill_member_excuses", &["day"]),
    ("drill_practice_sent", &["day"]),
    ("drill_reveals", &["problem"]),
    ("drill_failed_submissions", &["problem"]),
    ("drill_plan_members", &[]),
];

/// Makes `key` an account of `into`, moving everything recorded for its former member.
pub(super) async fn merge_member(
    tx: &Transaction<'_>,
    key: &str,
    into: &str,
) -> Result<(), CallError> {
    let old = resolve_in(tx, key).await?;
    if old != into {
        tx.execute("UPDATE drill_accounts SET member = $2 WHERE member = $1", &[&old, &into])
            .await?;
        for (table, rest) in MEMBER_TABLES {
            let same: String = rest.iter().map(|c| format!(" AND x.{c} = {table}.{c}")).collect();
            tx.execute(
                &format!(
                    "UPDATE {table} SET member = $2 WHERE member = $1
                     AND NOT EXISTS (SELECT 1 FROM {table} x WHERE x.member = $2{same})"
                ),
                &[&old, &into],
            )
            .await?;
            tx.execute(&format!("DELETE FROM {table} WHERE member = $1"), &[&old]).await?;
        }
        tx.execute("DELETE FROM drill_members WHERE id = $1", &[&old]).await?;
    }
    for k in [key, into] {
        tx.execute(
            "INSERT INTO drill_accounts (user_key, member) VALUES ($1, $2)
             ON CONFLICT (user_key) DO UPDATE SET member = $2",
            &[&k, &into],
        )
        .await?;
    }
    Ok(())
}

/// One-statement helpers of the drills' store methods.
impl super::PgStore {
    /// Creates or replaces a group with its chats and admins, in one transaction.
    pub(super) async fn save_group_tx(&self, g: &StudyGroup) -> Result<(), CallError> {
        let mut c = self.client().await?;
        let tx = c.transaction().await?;
        let focus = serde_json::to_string(&g.focus).unwrap_or_else(|_| "[]".into());
        tx.execute(
            "INSERT INTO drill_groups (id, name, tz, post_time, mix, focus, ping_role, enabled, locale, plan)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
             ON CONFLICT (id) DO UPDATE SET name = $2, tz = $3, post_time = $4, mix = $5, focus = $6,
                 ping_role = $7, enabled = $8, locale = $9, plan = $10",
            &[
                &g.id.0, &g.name, &g.tz.name(), &g.post_time.format("%H:%M").to_string(),
                &g.mix.to_string(), &focus, &g.ping_role, &g.enabled, &g.locale.as_str(), &g.plan,
            ],
        )
        .await?;
        tx.execute("DELETE FROM drill_chats WHERE group_id = $1", &[&g.id.0]).await?;
        for chat in &g.chats {
            tx.execute(
                "INSERT INTO drill_chats (chat, group_id) VALUES ($1, $2)
                 ON CONFLICT (chat) DO UPDATE SET group_id = $2",
                &[&chat.to_string(), &g.id.0],
            )
            .await?;
        }
        tx.execute("DELETE FROM drill_admins WHERE group_id = $1", &[&g.id.0]).await?;
        for a in &g.admins {
            tx.execute(
                "INSERT INTO drill_admins (group_id, member) VALUES ($1, $2) ON CONFLICT DO NOTHING",
                &[&g.id.0, &a.0],
            )
            .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// One statement that changes rows; how many it changed.
    pub(super) async fn exec(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<u64, StoreError> {
        let c = self.client().await?;
        Ok(c.execute(sql, params).await.map_err(CallError::from)?)
    }

    /// One query's rows.
    pub(super) async fn rows(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<tokio_postgres::Row>, StoreError> {
        let c = self.client().await?;
        Ok(c.query(sql, params).await.map_err(CallError::from)?)
    }

    /// One query's first column of each row.
    pub(super) async fn column(
        &self,
        sql: &str,
        params: &[&(dyn tokio_postgres::types::ToSql + Sync)],
    ) -> Result<Vec<String>, StoreError> {
        Ok(self.rows(sql, params).await?.iter().map(|r| r.get(0)).collect())
    }

    /// A count stored under `(member, problem)` in `table`, 0 when absent.
    pub(super) async fn member_count(
        &self,
        table: &str,
        member: &MemberId,
        problem: &str,
    ) -> Result<u32, StoreError> {
        let rows = self
            .rows(
                &format!("SELECT count FROM {table} WHERE member = $1 AND problem = $2"),
                &[&member.0, &problem],
            )
            .await?;
        Ok(rows.first().map_or(0, |r| count(r.get(0))))
    }
}

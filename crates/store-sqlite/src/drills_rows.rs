//! Row helpers for the drills' SQLite store: time and date encoding, loading a group, resolving an
//! account to its member, and merging one member into another when accounts are linked.

use chrono::{DateTime, NaiveDate, NaiveTime, Utc};
use chrono_tz::Tz;
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::CallError;
use mashang_core::drills::group::{ChatKey, DifficultyMix, GroupId, MemberId, StudyGroup};
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

pub(super) fn corrupt<E: std::fmt::Display>(what: &str) -> impl Fn(E) -> CallError + '_ {
    move |e| CallError::Corrupt(format!("{what}: {e}"))
}

pub(super) fn load_group(c: &Connection, id: &str) -> Result<Option<StudyGroup>, CallError> {
    type Row =
        (String, String, String, String, String, Option<String>, bool, String, Option<String>);
    let row: Option<Row> = c
        .query_row(
            "SELECT name, tz, post_time, mix, focus, ping_role, enabled, locale, plan FROM drill_groups WHERE id = ?1",
            [id],
            |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?, r.get(8)?)),
        )
        .optional()?;
    let Some((name, zone, time, mix, focus, ping_role, enabled, locale, plan)) = row else {
        return Ok(None);
    };
    let mut chats = Vec::new();
    let mut stmt =
        c.prepare_cached("SELECT chat FROM drill_chats WHERE group_id = ?1 ORDER BY chat")?;
    for chat in stmt.query_map([id], |r| r.get::<_, String>(0))? {
        let chat = chat?;
        chats.push(
            ChatKey::parse(&chat).ok_or_else(|| CallError::Corrupt(format!("chat `{chat}`")))?,
        );
    }
    let mut stmt =
        c.prepare_cached("SELECT member FROM drill_admins WHERE group_id = ?1 ORDER BY member")?;
    let admins = stmt
        .query_map([id], |r| r.get::<_, String>(0))?
        .map(|m| m.map(MemberId))
        .collect::<Result<_, _>>()?;
    Ok(Some(StudyGroup {
        id: GroupId(id.to_string()),
        name,
        chats,
        tz: tz(&zone)?,
        post_time: NaiveTime::parse_from_str(&time, "%H:%M").map_err(corrupt("post time"))?,
        mix: DifficultyMix::parse(&mix)
            .ok_or_else(|| CallError::Corrupt(format!("mix `{mix}`")))?,
        focus: serde_json::from_str(&focus).map_err(corrupt("focus"))?,
        admins,
        ping_role,
        enabled,
        locale: Locale::parse(&locale).unwrap_or_default(),
        plan,
    }))
}

/// Creates or replaces a group with its chats and admins, in one transaction.
pub(super) fn save_group_in(c: &mut Connection, g: &StudyGroup) -> Result<(), CallError> {
    let tx = c.transaction()?;
    tx.execute(
        "INSERT INTO drill_groups (id, name, tz, post_time, mix, focus, ping_role, enabled, locale, plan)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)
         ON CONFLICT(id) DO UPDATE SET name = ?2, tz = ?3, post_time = ?4, mix = ?5, focus = ?6,
             ping_role = ?7, enabled = ?8, locale = ?9, plan = ?10",
        params![
            g.id.0, g.name, g.tz.name(), g.post_time.format("%H:%M").to_string(), g.mix.to_string(),
            serde_json::to_string(&g.focus).unwrap_or_else(|_| "[]".into()), g.ping_role, g.enabled,
            g.locale.as_str(), g.plan
        ],
    )?;
    tx.execute("DELETE FROM drill_chats WHERE group_id = ?1", [&g.id.0])?;
    for chat in &g.chats {
        tx.execute(
            "INSERT INTO drill_chats (chat, group_id) VALUES (?1, ?2)
             ON CONFLICT(chat) DO UPDATE SET group_id = ?2",
            params![chat.to_string(), g.id.0],
        )?;
    }
    tx.execute("DELETE FROM drill_admins WHERE group_id = ?1", [&g.id.0])?;
    for a in &g.admins {
        tx.execute(
            "INSERT OR IGNORE INTO drill_admins (group_id, member) VALUES (?1, ?2)",
            params![g.id.0, a.0],
        )?;
    }
    tx.commit()?;
    Ok(())
}

pub(super) fn resolve_in(c: &Connection, user: &str) -> rusqlite::Result<String> {
    Ok(c.query_row("SELECT member FROM drill_accounts WHERE user_key = ?1", [user], |r| r.get(0))
        .optional()?
        .unwrap_or_else(|| user.to_string()))
}

/// member, group, problem, day, points, hints, at, lang.
pub(super) type SolveRow = (String, String, String, String, u32, u32, i64, String);

pub(super) fn solve_from_row(r: &rusqlite::Row<'_>) -> rusqlite::Result<SolveRow> {
    Ok((r.get(0)?, r.get(1)?, r.get(2)?, r.get(3)?, r.get(4)?, r.get(5)?, r.get(6)?, r.get(7)?))
}

/// Makes `key` an account of `into`, moving everything recorded for its former member.
pub(super) fn merge_member(tx: &Transaction<'_>, key: &str, into: &str) -> rusqlite::Result<()> {
    let old = resolve_in(tx, key)?;
    if old != into {
        tx.execute("UPDATE drill_accounts SET member = ?2 WHERE member = ?1", params![old, into])?;
        for table in [
            "drill_solves",
            "drill_hints",
            "drill_fingerprints",
            "drill_weak_topics",
            "drill_cards",
            "drill_practice",
            "drill_group_members",
            "drill_admins",
            "drill_member_excuses",
            "drill_practice_sent",
            "drill_reveals",
            "drill_failed_submissions",
            "drill_plan_members",
        ] {
            // Where both members have a row, the surviving member's row wins.
            tx.execute(
                &format!("UPDATE OR IGNORE {table} SET member = ?2 WHERE member = ?1"),
                params![old, into],
            )?;
            tx.execute(&format!("DELETE FROM {table} WHERE member = ?1"), [&old])?;
        }
        tx.execute("DELETE FROM drill_members WHERE id = ?1", [&old])?;
    }
    for k in [key, into] {
        tx.execute(
            "INSERT INTO drill_accounts (user_key, member) VALUES (?1, ?2)
             ON CONFLICT(user_key) DO UPDATE SET member = ?2",
            params![k, into],
        )?;
    }
    Ok(())
}

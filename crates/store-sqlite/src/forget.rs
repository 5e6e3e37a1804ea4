//! `/forget` on SQLite: the member is resolved once (every linked account), every row of theirs
//! is deleted or made nameless in one transaction, and only numbers — duel ratings, peer-session
//! reliability — are kept, filed under a keyed hash of each account (migration 14) so that the
//! same account coming back gets them again instead of a clean slate.

use rusqlite::{OptionalExtension, Transaction, params};

use super::CallError;
use super::drills_rows::resolve_in;
use mashang_core::drills::MemberId;
use mashang_core::forget_key::{ForgetKey, fresh_stash_id};

/// Migration 14: the per-install key, and the numbers kept of forgotten people.
pub(crate) const V14: &str = "
-- One row: the HMAC key of `forgotten_accounts`, made at the first /forget that keeps numbers.
CREATE TABLE forget_key (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    secret  TEXT NOT NULL
);
-- HMAC-SHA256(forget_key, account key) -> one person's kept numbers.
CREATE TABLE forgotten_accounts (
    account  TEXT PRIMARY KEY,
    stash    TEXT NOT NULL
);
CREATE INDEX forgotten_accounts_by_stash ON forgotten_accounts(stash);
CREATE TABLE forgotten_ratings (
    stash       TEXT NOT NULL,
    group_id    TEXT NOT NULL,
    rating      REAL NOT NULL,
    deviation   REAL NOT NULL,
    volatility  REAL NOT NULL,
    wins        INTEGER NOT NULL,
    losses      INTEGER NOT NULL,
    draws       INTEGER NOT NULL,
    PRIMARY KEY (stash, group_id)
);
CREATE TABLE forgotten_reliability (
    stash      TEXT PRIMARY KEY,
    completed  INTEGER NOT NULL,
    no_shows   INTEGER NOT NULL,
    cancels    INTEGER NOT NULL
);
";

/// The interview tables, one row set per platform account (`user_key`).
const ACCOUNT_TABLES: &[&str] = &[
    "sessions",
    "interviews",
    "rounds",
    "submissions",
    "tool_log",
    "reports",
    "weak_topics",
    "code",
    "sessions_quarantine",
    "round_transcripts",
];

/// Every account of `member` (as `DrillStore::accounts`), plus `asked`: the account that asked.
fn accounts_of(tx: &Transaction<'_>, member: &str, asked: &str) -> rusqlite::Result<Vec<String>> {
    let mut keys: Vec<String> = tx
        .prepare("SELECT user_key FROM drill_accounts WHERE member = ?1")?
        .query_map([member], |r| r.get(0))?
        .collect::<Result<_, _>>()?;
    if resolve_in(tx, member)? == member && !member.starts_with("forgotten:") {
        keys.push(member.to_string());
    }
    keys.push(asked.to_string());
    keys.sort();
    keys.dedup();
    Ok(keys)
}

/// The whole of `/forget`, inside one transaction: what the person behind `user_key` left, on
/// every account linked to them.
pub(crate) fn forget(tx: &Transaction<'_>, user_key: &str) -> Result<(), CallError> {
    let member = resolve_in(tx, user_key)?;
    let accounts = accounts_of(tx, &member, user_key)?;
    keep_numbers(tx, &member, &accounts)?;
    for key in &accounts {
        forget_account(tx, key)?;
    }
    let m = MemberId(member);
    super::duels::forget(tx, &m)?;
    super::pairs::forget(tx, &m)?;
    super::live::forget_member(tx, &m, &accounts)
}

/// One account's own rows: interviews, code, journal, link codes it issued, its user row and
/// an expired turn lock (a held one belongs to a running turn and goes when it ends).
fn forget_account(tx: &Transaction<'_>, key: &str) -> Result<(), CallError> {
    for table in ACCOUNT_TABLES {
        tx.execute(&format!("DELETE FROM {table} WHERE user_key = ?1"), [key])?;
    }
    super::journal::forget(tx, key)?;
    tx.execute("DELETE FROM drill_link_codes WHERE user_key = ?1", [key])?;
    tx.execute(
        "DELETE FROM leases WHERE name = 'user:' || ?1 AND expires_at <= ?2",
        params![key, super::now_ms()],
    )?;
    tx.execute("DELETE FROM users WHERE key = ?1", [key])?;
    Ok(())
}

/// The install's key: read, or made now when `create` (else `None` when there is none yet).
fn forget_key(tx: &Transaction<'_>, create: bool) -> Result<Option<ForgetKey>, CallError> {
    if create {
        tx.execute(
            "INSERT INTO forget_key (id, secret) VALUES (1, ?1) ON CONFLICT(id) DO NOTHING",
            [ForgetKey::generate().to_hex()],
        )?;
    }
    let hex: Option<String> =
        tx.query_row("SELECT secret FROM forget_key WHERE id = 1", [], |r| r.get(0)).optional()?;
    hex.map(|h| ForgetKey::from_hex(&h).map_err(|e| CallError::Corrupt(e.to_string()))).transpose()
}

/// Files the member's duel ratings and reliability (numbers only) under a fresh stash, reachable
/// from the keyed hash of each of their accounts. Nothing is written when there is nothing to keep.
fn keep_numbers(tx: &Transaction<'_>, member: &str, accounts: &[String]) -> Result<(), CallError> {
    let rated: i64 =
        tx.query_row("SELECT COUNT(*) FROM duel_ratings WHERE member = ?1", [member], |r| {
            r.get(0)
        })?;
    let counted: i64 =
        tx.query_row("SELECT COUNT(*) FROM pair_reliability WHERE member = ?1", [member], |r| {
            r.get(0)
        })?;
    if rated + counted == 0 {
        return Ok(());
    }
    let key = forget_key(tx, true)?.ok_or_else(|| CallError::Corrupt("no forget key".into()))?;
    let stash = fresh_stash_id();
    tx.execute(
        "INSERT INTO forgotten_ratings (stash, group_id, rating, deviation, volatility, wins, losses, draws)
         SELECT ?2, group_id, rating, deviation, volatility, wins, losses, draws
         FROM duel_ratings WHERE member = ?1",
        params![member, stash],
    )?;
    tx.execute(
        "INSERT INTO forgotten_reliability (stash, completed, no_shows, cancels)
         SELECT ?2, completed, no_shows, cancels FROM pair_reliability WHERE member = ?1",
        params![member, stash],
    )?;
    for account in accounts {
        tx.execute(
            "INSERT INTO forgotten_accounts (account, stash) VALUES (?1, ?2)
             ON CONFLICT(account) DO UPDATE SET stash = excluded.stash",
            params![key.account(account).0, stash],
        )?;
    }
    drop_unreferenced(tx)
}

/// Stashes no account leads to any more (an account forgotten twice keeps its latest).
fn drop_unreferenced(tx: &Transaction<'_>) -> Result<(), CallError> {
    for table in ["forgotten_ratings", "forgotten_reliability"] {
        tx.execute(
            &format!(
                "DELETE FROM {table} WHERE stash NOT IN (SELECT stash FROM forgotten_accounts)"
            ),
            [],
        )?;
    }
    Ok(())
}

/// A member row was just made for `member`: when one of its accounts was forgotten with numbers
/// kept, they come back to it (once: the stash is used up for every account it was filed under,
/// so a person's history is never counted twice).
pub(crate) fn restore(tx: &Transaction<'_>, member: &str) -> Result<(), CallError> {
    let Some(key) = forget_key(tx, false)? else { return Ok(()) };
    for account in accounts_of(tx, member, member)? {
        let stash: Option<String> = tx
            .query_row(
                "SELECT stash FROM forgotten_accounts WHERE account = ?1",
                [key.account(&account).0],
                |r| r.get(0),
            )
            .optional()?;
        let Some(stash) = stash else { continue };
        tx.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             SELECT group_id, ?2, rating, deviation, volatility, wins, losses, draws
             FROM forgotten_ratings WHERE stash = ?1
             ON CONFLICT(group_id, member) DO NOTHING",
            params![stash, member],
        )?;
        tx.execute(
            "INSERT INTO pair_reliability (member, completed, no_shows, cancels)
             SELECT ?2, completed, no_shows, cancels FROM forgotten_reliability WHERE stash = ?1
             ON CONFLICT(member) DO UPDATE SET completed = completed + excluded.completed,
                 no_shows = no_shows + excluded.no_shows, cancels = cancels + excluded.cancels",
            params![stash, member],
        )?;
        for table in ["forgotten_accounts", "forgotten_ratings", "forgotten_reliability"] {
            tx.execute(&format!("DELETE FROM {table} WHERE stash = ?1"), [&stash])?;
        }
    }
    Ok(())
}

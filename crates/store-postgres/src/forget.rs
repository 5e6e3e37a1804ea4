//! `/forget` on Postgres (as SQLite's `forget.rs`): the member resolved once (every linked
//! account), every row of theirs deleted or made nameless in one transaction, duel ratings and
//! peer reliability kept as numbers under a keyed hash of each account (migration 10), then the
//! touched tables vacuumed so the dead rows leave the heap and its indexes.

use deadpool_postgres::Transaction;

use super::drills_rows::resolve_in;
use super::{CallError, PgStore};
use mashang_core::drills::MemberId;
use mashang_core::forget_key::{ForgetKey, fresh_stash_id};

/// Migration 10: the per-install key and the numbers kept of forgotten people (as SQLite's 14).
pub(crate) const V10: &str = "
CREATE TABLE IF NOT EXISTS forget_key (
    id      BIGINT PRIMARY KEY CHECK (id = 1),
    secret  TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS forgotten_accounts (
    account  TEXT PRIMARY KEY,
    stash    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS forgotten_accounts_by_stash ON forgotten_accounts(stash);
CREATE TABLE IF NOT EXISTS forgotten_ratings (
    stash       TEXT NOT NULL,
    group_id    TEXT NOT NULL,
    rating      DOUBLE PRECISION NOT NULL,
    deviation   DOUBLE PRECISION NOT NULL,
    volatility  DOUBLE PRECISION NOT NULL,
    wins        BIGINT NOT NULL,
    losses      BIGINT NOT NULL,
    draws       BIGINT NOT NULL,
    PRIMARY KEY (stash, group_id)
);
CREATE TABLE IF NOT EXISTS forgotten_reliability (
    stash      TEXT PRIMARY KEY,
    completed  BIGINT NOT NULL,
    no_shows   BIGINT NOT NULL,
    cancels    BIGINT NOT NULL
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

/// The other tables a forget deletes from or rewrites; with [`ACCOUNT_TABLES`], what is vacuumed
/// after it commits.
const TOUCHED: &[&str] = &[
    "inbound",
    "inbound_replies",
    "users",
    "drill_link_codes",
    "drill_members",
    "drill_accounts",
    "drill_solves",
    "drill_hints",
    "drill_fingerprints",
    "drill_weak_topics",
    "drill_cards",
    "drill_practice",
    "drill_plan_members",
    "drill_group_members",
    "drill_admins",
    "drill_member_excuses",
    "drill_practice_sent",
    "drill_reveals",
    "drill_failed_submissions",
    "drill_live_boards",
    "duels",
    "duel_ratings",
    "pairs",
    "pair_reliability",
];

/// Every account of `member` (as `DrillStore::accounts`), plus `asked`: the account that asked.
async fn accounts_of(
    tx: &Transaction<'_>,
    member: &str,
    asked: &str,
) -> Result<Vec<String>, CallError> {
    let rows =
        tx.query("SELECT user_key FROM drill_accounts WHERE member = $1", &[&member]).await?;
    let mut keys: Vec<String> = rows.iter().map(|r| r.get(0)).collect();
    if resolve_in(tx, member).await? == member && !member.starts_with("forgotten:") {
        keys.push(member.to_string());
    }
    keys.push(asked.to_string());
    keys.sort();
    keys.dedup();
    Ok(keys)
}

impl PgStore {
    /// The whole of `/forget` in one transaction, then `VACUUM` of the touched tables (it cannot
    /// run inside a transaction). A failed vacuum is logged, not the user's error: the rows are
    /// gone either way, and autovacuum reaches them later.
    pub(super) async fn forget_user(&self, key: &str) -> Result<(), CallError> {
        let mut client = self.client().await?;
        let tx = client.transaction().await?;
        let member = resolve_in(&tx, key).await?;
        let accounts = accounts_of(&tx, &member, key).await?;
        keep_numbers(&tx, &member, &accounts).await?;
        for account in &accounts {
            forget_account(&tx, account).await?;
        }
        let m = MemberId(member);
        super::duels::forget(&tx, &m).await?;
        super::pairs::forget(&tx, &m).await?;
        super::live::forget_member(&tx, &m, &accounts).await?;
        tx.commit().await?;
        // INDEX_CLEANUP ON: without it a vacuum with few dead rows may leave their index
        // entries (the account keys) in place.
        let vacuum =
            format!("VACUUM (INDEX_CLEANUP ON) {}", [ACCOUNT_TABLES, TOUCHED].concat().join(", "));
        if let Err(e) = client.batch_execute(&vacuum).await {
            tracing::warn!(error = %e, "forget: VACUUM after the delete failed");
        }
        Ok(())
    }
}

/// One account's own rows: interviews, code, journal, the link codes it issued, its user row.
async fn forget_account(tx: &Transaction<'_>, key: &str) -> Result<(), CallError> {
    for table in ACCOUNT_TABLES {
        tx.execute(&format!("DELETE FROM {table} WHERE user_key = $1"), &[&key]).await?;
    }
    super::journal::forget(tx, key).await?;
    tx.execute("DELETE FROM drill_link_codes WHERE user_key = $1", &[&key]).await?;
    tx.execute("DELETE FROM users WHERE key = $1", &[&key]).await?;
    Ok(())
}

/// The install's key: read, or made now when `create` (else `None` when there is none yet). Two
/// replicas making it at once: the second insert waits for the first and does nothing.
async fn forget_key(tx: &Transaction<'_>, create: bool) -> Result<Option<ForgetKey>, CallError> {
    if create {
        tx.execute(
            "INSERT INTO forget_key (id, secret) VALUES (1, $1) ON CONFLICT (id) DO NOTHING",
            &[&ForgetKey::generate().to_hex()],
        )
        .await?;
    }
    let row = tx.query_opt("SELECT secret FROM forget_key WHERE id = 1", &[]).await?;
    row.map(|r| {
        ForgetKey::from_hex(r.get::<_, &str>(0)).map_err(|e| CallError::Corrupt(e.to_string()))
    })
    .transpose()
}

/// Files the member's duel ratings and reliability (numbers only) under a fresh stash, reachable
/// from the keyed hash of each of their accounts. Nothing is written when there is nothing to keep.
async fn keep_numbers(
    tx: &Transaction<'_>,
    member: &str,
    accounts: &[String],
) -> Result<(), CallError> {
    let n: i64 = tx
        .query_one(
            "SELECT (SELECT COUNT(*) FROM duel_ratings WHERE member = $1)
                  + (SELECT COUNT(*) FROM pair_reliability WHERE member = $1)",
            &[&member],
        )
        .await?
        .get(0);
    if n == 0 {
        return Ok(());
    }
    let key =
        forget_key(tx, true).await?.ok_or_else(|| CallError::Corrupt("no forget key".into()))?;
    let stash = fresh_stash_id();
    tx.execute(
        "INSERT INTO forgotten_ratings (stash, group_id, rating, deviation, volatility, wins, losses, draws)
         SELECT $2, group_id, rating, deviation, volatility, wins, losses, draws
         FROM duel_ratings WHERE member = $1",
        &[&member, &stash],
    )
    .await?;
    tx.execute(
        "INSERT INTO forgotten_reliability (stash, completed, no_shows, cancels)
         SELECT $2, completed, no_shows, cancels FROM pair_reliability WHERE member = $1",
        &[&member, &stash],
    )
    .await?;
    for account in accounts {
        tx.execute(
            "INSERT INTO forgotten_accounts (account, stash) VALUES ($1, $2)
             ON CONFLICT (account) DO UPDATE SET stash = excluded.stash",
            &[&key.account(account).0, &stash],
        )
        .await?;
    }
    // Stashes no account leads to any more (an account forgotten twice keeps its latest).
    for table in ["forgotten_ratings", "forgotten_reliability"] {
        let sql = format!(
            "DELETE FROM {table} WHERE stash NOT IN (SELECT stash FROM forgotten_accounts)"
        );
        tx.execute(&sql, &[]).await?;
    }
    Ok(())
}

/// A member row was just made for `member`: when one of its accounts was forgotten with numbers
/// kept, they come back to it (once: the stash is used up for every account it was filed under,
/// so a person's history is never counted twice).
pub(crate) async fn restore(tx: &Transaction<'_>, member: &str) -> Result<(), CallError> {
    let Some(key) = forget_key(tx, false).await? else { return Ok(()) };
    for account in accounts_of(tx, member, member).await? {
        let hash = key.account(&account).0;
        let row = tx
            .query_opt("SELECT stash FROM forgotten_accounts WHERE account = $1", &[&hash])
            .await?;
        let Some(stash) = row.map(|r| r.get::<_, String>(0)) else { continue };
        tx.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             SELECT group_id, $2, rating, deviation, volatility, wins, losses, draws
             FROM forgotten_ratings WHERE stash = $1
             ON CONFLICT (group_id, member) DO NOTHING",
            &[&stash, &member],
        )
        .await?;
        tx.execute(
            "INSERT INTO pair_reliability (member, completed, no_shows, cancels)
             SELECT $2, completed, no_shows, cancels FROM forgotten_reliability WHERE stash = $1
             ON CONFLICT (member) DO UPDATE SET
                 completed = pair_reliability.completed + excluded.completed,
                 no_shows = pair_reliability.no_shows + excluded.no_shows,
                 cancels = pair_reliability.cancels + excluded.cancels",
            &[&stash, &member],
        )
        .await?;
        for table in ["forgotten_accounts", "forgotten_ratings", "forgotten_reliability"] {
            tx.execute(&format!("DELETE FROM {table} WHERE stash = $1"), &[&stash]).await?;
        }
    }
    Ok(())
}

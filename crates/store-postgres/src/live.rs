//! Postgres rows of the live leaderboards (migration 7: `drill_live_boards`, the same shape as
//! SQLite's migration 11), and what `/forget` and `/link` do to a member's shared records
//! (drill solves, duel ratings, duels).

use chrono::{DateTime, Utc};
use deadpool_postgres::Transaction;

use super::drills_rows::{from_ms, ms};
use super::{CallError, PgStore};
use mashang_core::drills::board::Window;
use mashang_core::drills::group::{ChatKey, GroupId, MemberId};
use mashang_core::drills::live::LiveBoard;
use mashang_core::duel::RatingRow;
use mashang_core::duel::rating::Rating;
use mashang_core::ports::StoreError;

/// Migration 7: live leaderboards.
pub(crate) const V7: &str = r#"
CREATE TABLE drill_live_boards (
    chat         TEXT PRIMARY KEY,
    group_id     TEXT NOT NULL,
    board_window TEXT NOT NULL,
    -- The platform's message id, once posted.
    message      TEXT,
    -- SHA-256 of the text the message shows (NULL: show it again).
    shown        TEXT,
    -- When the message was last posted or edited, ms (the rate limit's start).
    edited_at    BIGINT,
    -- /drill board unpin was asked: the loop unpins and deletes the row.
    unpin        BOOLEAN NOT NULL DEFAULT FALSE
);
"#;

fn board(r: &tokio_postgres::Row) -> Result<LiveBoard, CallError> {
    let chat: String = r.get(0);
    let w: String = r.get(2);
    Ok(LiveBoard {
        chat: ChatKey::parse(&chat).ok_or_else(|| CallError::Corrupt(format!("chat `{chat}`")))?,
        group: GroupId(r.get(1)),
        window: Window::parse(&w)
            .ok_or_else(|| CallError::Corrupt(format!("board window `{w}`")))?,
        message: r.get(3),
        shown: r.get(4),
        edited_at: r.get::<_, Option<i64>>(5).map(from_ms),
        unpin: r.get(6),
    })
}

impl PgStore {
    pub(super) async fn pin_live_board(&self, b: &LiveBoard) -> Result<(), StoreError> {
        self.exec(
            "INSERT INTO drill_live_boards (chat, group_id, board_window) VALUES ($1, $2, $3)
             ON CONFLICT (chat) DO UPDATE SET group_id = $2, board_window = $3, shown = NULL,
                 unpin = FALSE",
            &[&b.chat.to_string(), &b.group.0, &b.window.as_str()],
        )
        .await
        .map(drop)
    }

    pub(super) async fn all_live_boards(&self) -> Result<Vec<LiveBoard>, StoreError> {
        let rows = self
            .rows(
                "SELECT chat, group_id, board_window, message, shown, edited_at, unpin
                 FROM drill_live_boards ORDER BY chat",
                &[],
            )
            .await?;
        Ok(rows.iter().map(board).collect::<Result<_, _>>()?)
    }

    pub(super) async fn live_board_shown(
        &self,
        chat: &ChatKey,
        previous: Option<&str>,
        message: &str,
        shown: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let n = self
            .exec(
                "UPDATE drill_live_boards SET message = $3, shown = $4, edited_at = $5
                 WHERE chat = $1 AND message IS NOT DISTINCT FROM $2",
                &[&chat.to_string(), &previous, &message, &shown, &ms(at)],
            )
            .await?;
        Ok(n == 1)
    }

    pub(super) async fn set_live_board_unpin(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        let n = self
            .exec("UPDATE drill_live_boards SET unpin = TRUE WHERE chat = $1", &[&chat.to_string()])
            .await?;
        Ok(n == 1)
    }

    pub(super) async fn delete_live_board(&self, chat: &ChatKey) -> Result<(), StoreError> {
        self.exec("DELETE FROM drill_live_boards WHERE chat = $1", &[&chat.to_string()])
            .await
            .map(drop)
    }
}

/// The drill tables that are the member's own (nobody else sees them): deleted by `/forget`.
const OWN_TABLES: &[&str] = &[
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
];

/// `/forget` for the drills and duel ratings, inside the store's forget transaction (after the
/// duels were forgotten): solves and duel ratings of member `old` move to a fresh nameless
/// [`MemberId::forgotten`] ("deleted user" on boards), the live boards of their groups are shown
/// again (the stored hash was of a text with their name), their own rows are deleted and all
/// their `accounts` detached.
pub(crate) async fn forget_member(
    tx: &Transaction<'_>,
    old: &MemberId,
    accounts: &[String],
) -> Result<(), CallError> {
    let (old, anon) = (&old.0, MemberId::forgotten().0);
    tx.execute(
        "UPDATE drill_live_boards SET shown = NULL WHERE group_id IN (
             SELECT group_id FROM drill_group_members WHERE member = $1
             UNION SELECT group_id FROM drill_solves WHERE member = $1
             UNION SELECT group_id FROM duel_ratings WHERE member = $1)",
        &[old],
    )
    .await?;
    for table in ["drill_solves", "duel_ratings"] {
        tx.execute(&format!("UPDATE {table} SET member = $2 WHERE member = $1"), &[old, &anon])
            .await?;
    }
    for table in OWN_TABLES {
        tx.execute(&format!("DELETE FROM {table} WHERE member = $1"), &[old]).await?;
    }
    tx.execute("DELETE FROM drill_members WHERE id = $1", &[old]).await?;
    tx.execute(
        "DELETE FROM drill_accounts WHERE member = $1 OR user_key = ANY($2)",
        &[old, &accounts],
    )
    .await?;
    Ok(())
}

fn rating_row(r: &tokio_postgres::Row, member: &str) -> RatingRow {
    let n = |i: usize| u32::try_from(r.get::<_, i64>(i)).unwrap_or(0);
    RatingRow {
        group: GroupId(r.get(0)),
        member: MemberId(member.to_string()),
        name: String::new(),
        rating: Rating { rating: r.get(1), deviation: r.get(2), volatility: r.get(3) },
        wins: n(4),
        losses: n(5),
        draws: n(6),
    }
}

const RATING_SQL: &str = "SELECT group_id, rating, deviation, volatility, wins, losses, draws
     FROM duel_ratings WHERE member = $1";

/// `/link` for duels, inside the link transaction: member `old` became `into`; ratings in the
/// same group are combined ([`RatingRow::merged`]), others move; their duels follow them.
pub(crate) async fn relink_duels(
    tx: &Transaction<'_>,
    old: &str,
    into: &str,
) -> Result<(), CallError> {
    let theirs: Vec<RatingRow> =
        tx.query(RATING_SQL, &[&into]).await?.iter().map(|r| rating_row(r, into)).collect();
    for r in tx.query(RATING_SQL, &[&old]).await? {
        let row = rating_row(&r, old);
        let merged = match theirs.iter().find(|t| t.group == row.group) {
            Some(t) => t.clone().merged(&row),
            None => RatingRow { member: MemberId(into.to_string()), ..row },
        };
        tx.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
             ON CONFLICT (group_id, member) DO UPDATE SET rating = $3, deviation = $4,
                 volatility = $5, wins = $6, losses = $7, draws = $8",
            &[
                &merged.group.0,
                &into,
                &merged.rating.rating,
                &merged.rating.deviation,
                &merged.rating.volatility,
                &i64::from(merged.wins),
                &i64::from(merged.losses),
                &i64::from(merged.draws),
            ],
        )
        .await?;
    }
    tx.execute("DELETE FROM duel_ratings WHERE member = $1", &[&old]).await?;
    super::duels::relink(tx, &MemberId(old.to_string()), &MemberId(into.to_string())).await
}

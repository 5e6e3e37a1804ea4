//! SQLite rows of the live leaderboards (migration 11: `drill_live_boards`, one row per chat
//! with the pinned message, the hash of what it shows and when it was last edited), and what
//! `/forget` and `/link` do to a member's shared records (drill solves, duel ratings, duels).

use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, Transaction, params};

use super::drills_rows::{from_ms, ms};
use super::{CallError, SqliteStore};
use mashang_core::drills::board::Window;
use mashang_core::drills::group::{ChatKey, GroupId, MemberId};
use mashang_core::drills::live::LiveBoard;
use mashang_core::duel::RatingRow;
use mashang_core::duel::rating::Rating;
use mashang_core::ports::StoreError;

/// Migration 11: live leaderboards.
pub(crate) const V11: &str = "
CREATE TABLE drill_live_boards (
    chat        TEXT PRIMARY KEY,
    group_id    TEXT NOT NULL,
    board_window TEXT NOT NULL,
    -- The platform's message id, once posted.
    message     TEXT,
    -- SHA-256 of the text the message shows (NULL: show it again).
    shown       TEXT,
    -- When the message was last posted or edited, ms (the rate limit's start).
    edited_at   INTEGER,
    -- 1: /drill board unpin was asked; the loop unpins and deletes the row.
    unpin       INTEGER NOT NULL DEFAULT 0
);
";

fn window(s: &str) -> Result<Window, CallError> {
    Window::parse(s).ok_or_else(|| CallError::Corrupt(format!("board window `{s}`")))
}

type BoardRow = (String, String, String, Option<String>, Option<String>, Option<i64>, bool);

fn board(row: BoardRow) -> Result<LiveBoard, CallError> {
    let (chat, group, w, message, shown, edited, unpin) = row;
    Ok(LiveBoard {
        chat: ChatKey::parse(&chat).ok_or_else(|| CallError::Corrupt(format!("chat `{chat}`")))?,
        group: GroupId(group),
        window: window(&w)?,
        message,
        shown,
        edited_at: edited.map(from_ms),
        unpin,
    })
}

impl SqliteStore {
    pub(super) async fn pin_live_board(&self, b: &LiveBoard) -> Result<(), StoreError> {
        let (chat, group, w) = (b.chat.to_string(), b.group.0.clone(), b.window.as_str());
        self.run(move |c| {
            c.execute(
                "INSERT INTO drill_live_boards (chat, group_id, board_window) VALUES (?1, ?2, ?3)
                 ON CONFLICT(chat) DO UPDATE SET group_id = ?2, board_window = ?3, shown = NULL, unpin = 0",
                params![chat, group, w],
            )?;
            Ok(())
        })
        .await
    }

    pub(super) async fn all_live_boards(&self) -> Result<Vec<LiveBoard>, StoreError> {
        self.run(|c| {
            let rows: Vec<BoardRow> = c
                .prepare(
                    "SELECT chat, group_id, board_window, message, shown, edited_at, unpin
                     FROM drill_live_boards ORDER BY chat",
                )?
                .query_map([], |r| {
                    Ok((
                        r.get(0)?,
                        r.get(1)?,
                        r.get(2)?,
                        r.get(3)?,
                        r.get(4)?,
                        r.get(5)?,
                        r.get(6)?,
                    ))
                })?
                .collect::<Result<_, _>>()?;
            rows.into_iter().map(board).collect()
        })
        .await
    }

    pub(super) async fn live_board_shown(
        &self,
        chat: &ChatKey,
        previous: Option<&str>,
        message: &str,
        shown: &str,
        at: DateTime<Utc>,
    ) -> Result<bool, StoreError> {
        let (chat, previous) = (chat.to_string(), previous.map(str::to_string));
        let (message, shown) = (message.to_string(), shown.to_string());
        self.run(move |c| {
            let n = c.execute(
                "UPDATE drill_live_boards SET message = ?3, shown = ?4, edited_at = ?5
                 WHERE chat = ?1 AND message IS ?2",
                params![chat, previous, message, shown, ms(at)],
            )?;
            Ok(n == 1)
        })
        .await
    }

    pub(super) async fn set_live_board_unpin(&self, chat: &ChatKey) -> Result<bool, StoreError> {
        let chat = chat.to_string();
        self.run(move |c| {
            Ok(c.execute("UPDATE drill_live_boards SET unpin = 1 WHERE chat = ?1", [chat])? == 1)
        })
        .await
    }

    pub(super) async fn delete_live_board(&self, chat: &ChatKey) -> Result<(), StoreError> {
        let chat = chat.to_string();
        self.run(move |c| {
            c.execute("DELETE FROM drill_live_boards WHERE chat = ?1", [chat])?;
            Ok(())
        })
        .await
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
/// duels were forgotten): what other members see of member `old` — solves on boards, duel
/// ratings — moves to a fresh [`MemberId::forgotten`] without a name (shown as "deleted user",
/// the others' ranks unchanged); the live boards of their groups are shown again (the stored
/// hash was of a text with their name); everything else of theirs is deleted, and all their
/// `accounts` are detached so that coming back starts a new member.
pub(crate) fn forget_member(
    tx: &Transaction<'_>,
    old: &MemberId,
    accounts: &[String],
) -> Result<(), CallError> {
    let (old, anon) = (&old.0, MemberId::forgotten().0);
    tx.execute(
        "UPDATE drill_live_boards SET shown = NULL WHERE group_id IN (
             SELECT group_id FROM drill_group_members WHERE member = ?1
             UNION SELECT group_id FROM drill_solves WHERE member = ?1
             UNION SELECT group_id FROM duel_ratings WHERE member = ?1)",
        [old],
    )?;
    for table in ["drill_solves", "duel_ratings"] {
        tx.execute(&format!("UPDATE {table} SET member = ?2 WHERE member = ?1"), [old, &anon])?;
    }
    for table in OWN_TABLES {
        tx.execute(&format!("DELETE FROM {table} WHERE member = ?1"), [old])?;
    }
    tx.execute("DELETE FROM drill_members WHERE id = ?1", [old])?;
    tx.execute("DELETE FROM drill_accounts WHERE member = ?1", [old])?;
    for key in accounts {
        tx.execute("DELETE FROM drill_accounts WHERE user_key = ?1", [key])?;
    }
    Ok(())
}

fn rating_rows(c: &Connection, member: &str) -> rusqlite::Result<Vec<RatingRow>> {
    c.prepare(
        "SELECT group_id, rating, deviation, volatility, wins, losses, draws
         FROM duel_ratings WHERE member = ?1",
    )?
    .query_map([member], |r| {
        Ok(RatingRow {
            group: GroupId(r.get(0)?),
            member: MemberId(member.to_string()),
            name: String::new(),
            rating: Rating { rating: r.get(1)?, deviation: r.get(2)?, volatility: r.get(3)? },
            wins: r.get(4)?,
            losses: r.get(5)?,
            draws: r.get(6)?,
        })
    })?
    .collect()
}

/// `/link` for duels, inside the link transaction: member `old` became `into`. Where both have
/// a rating in a group, the two are combined ([`RatingRow::merged`]); otherwise the row moves.
/// Their duels follow them (history, a running duel).
pub(crate) fn relink_duels(tx: &Transaction<'_>, old: &str, into: &str) -> Result<(), CallError> {
    for row in rating_rows(tx, old)? {
        let theirs = tx
            .query_row(
                "SELECT rating, deviation, volatility, wins, losses, draws FROM duel_ratings
                 WHERE group_id = ?1 AND member = ?2",
                [&row.group.0, into],
                |r| {
                    Ok(RatingRow {
                        group: row.group.clone(),
                        member: MemberId(into.to_string()),
                        name: String::new(),
                        rating: Rating {
                            rating: r.get(0)?,
                            deviation: r.get(1)?,
                            volatility: r.get(2)?,
                        },
                        wins: r.get(3)?,
                        losses: r.get(4)?,
                        draws: r.get(5)?,
                    })
                },
            )
            .optional()?;
        let merged = match theirs {
            Some(t) => t.merged(&row),
            None => RatingRow { member: MemberId(into.to_string()), ..row.clone() },
        };
        tx.execute(
            "INSERT INTO duel_ratings (group_id, member, rating, deviation, volatility, wins, losses, draws)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)
             ON CONFLICT(group_id, member) DO UPDATE SET rating = ?3, deviation = ?4,
                 volatility = ?5, wins = ?6, losses = ?7, draws = ?8",
            params![
                merged.group.0,
                into,
                merged.rating.rating,
                merged.rating.deviation,
                merged.rating.volatility,
                merged.wins,
                merged.losses,
                merged.draws
            ],
        )?;
    }
    tx.execute("DELETE FROM duel_ratings WHERE member = ?1", [old])?;
    super::duels::relink(tx, &MemberId(old.to_string()), &MemberId(into.to_string()))
}

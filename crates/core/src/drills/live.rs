//! Live leaderboards (issue 16 item 4): a group admin pins a board message in a chat
//! (`/drill board pin [today|week|all]`) and the bot edits it as solves arrive. Edits are
//! rate-limited per board ([`EDIT_GAP_SECS`] between two edits, on the injected clock, with the
//! time of the last edit stored so a restart keeps the limit) and coalesced: a solve only marks
//! the boards as changed, and the next round renders each board once, so a burst of solves is one
//! edit whose content is the final standing. A board whose message was deleted (the adapter's
//! [`BoardEditError::Gone`]) is posted and pinned anew, and the new message is used from then on.
//! `/drill board unpin` marks the board; the loop unpins the message and forgets the board.
//!
//! The platform work is in the adapters' [`BoardSink`]; what to do with one board is decided by
//! the pure [`next_step`]; [`run_live_boards`] is the loop a front end spawns.

use std::sync::Arc;
use std::time::Duration;

use chrono::{DateTime, Utc};
use sha2::{Digest, Sha256};

use super::board::{self, Window};
use super::group::{ChatKey, GroupId, Platform, StudyGroup};
use super::msg::{DrillMsg, render};
use super::runner::DeliveryError;
use super::service::{Caller, Drills, DrillsReply, reply};
use super::store::Member;
use crate::ports::StoreError;

/// Seconds between two edits of one board message: Telegram allows about 20 messages a minute
/// in a group (edits count) and Discord rate-limits edits per channel, so a board never takes
/// more than a few of them, however busy the group is.
pub const EDIT_GAP_SECS: i64 = 15;

/// How often the loop looks at every board even without a solve in this process (a solve made
/// by another process, a renamed or forgotten member, a window that rolled over).
pub const LOOK_EVERY: Duration = Duration::from_secs(30);

/// The shortest pause of the loop before an edit that waits for the gap.
const MIN_WAIT: Duration = Duration::from_millis(50);

/// A board pinned in one chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LiveBoard {
    pub chat: ChatKey,
    pub group: GroupId,
    pub window: Window,
    /// The platform's message id, once posted.
    pub message: Option<String>,
    /// SHA-256 of the text the message shows now (`None`: never shown, or to be shown again).
    pub shown: Option<String>,
    /// When the message was last posted or edited (the rate limit's start).
    pub edited_at: Option<DateTime<Utc>>,
    /// `/drill board unpin` was asked: the loop unpins the message and drops the board.
    pub unpin: bool,
}

/// Why a board message could not be edited.
#[derive(Debug, thiserror::Error)]
pub enum BoardEditError {
    /// The message no longer exists (Telegram "message to edit not found", Discord 10008
    /// Unknown Message): post a new board.
    #[error("the board message is gone")]
    Gone,
    /// Anything else: tried again on a later round.
    #[error(transparent)]
    Failed(#[from] DeliveryError),
}

/// Where live boards go (implemented by each chat adapter).
#[async_trait::async_trait]
pub trait BoardSink: Send + Sync {
    /// Posts `text` in `chat` and pins it; returns the new message's id. A pin the platform
    /// refuses (no right to pin) is logged by the adapter, not an error: the board still updates.
    async fn post_board(&self, chat: &ChatKey, text: &str) -> Result<String, DeliveryError>;
    /// Replaces the text of the board message (an unchanged text counts as done).
    async fn edit_board(
        &self,
        chat: &ChatKey,
        message: &str,
        text: &str,
    ) -> Result<(), BoardEditError>;
    /// Unpins the board message (a message already gone counts as done).
    async fn unpin_board(&self, chat: &ChatKey, message: &str) -> Result<(), DeliveryError>;
}

/// What one round does with one board.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Step {
    /// Unpin the message (if any) and drop the board.
    Unpin,
    /// Post (and pin) a new message.
    Post,
    /// Edit the message to the new text.
    Edit,
    /// The text changed but the last edit is too recent: a later round does it.
    Wait,
    /// Nothing changed.
    Nothing,
}

/// The hash stored for a shown text.
pub fn text_hash(text: &str) -> String {
    hex::encode(Sha256::digest(text.as_bytes()))
}

/// What to do with `b` now that its text hashes to `hash`, with at least `gap` between two
/// edits (pure).
pub fn next_step(b: &LiveBoard, hash: &str, now: DateTime<Utc>, gap: chrono::Duration) -> Step {
    if b.unpin {
        return Step::Unpin;
    }
    if b.message.is_none() {
        return Step::Post;
    }
    if b.shown.as_deref() == Some(hash) {
        return Step::Nothing;
    }
    match b.edited_at {
        Some(at) if now < at + gap => Step::Wait,
        _ => Step::Edit,
    }
}

impl Drills {
    /// `/drill board pin`: a live board for this chat (group admins only); the live-board loop
    /// posts and pins it.
    pub(super) async fn pin_board(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<StudyGroup>,
        window: Window,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let (Some(g), Some(chat)) = (group, caller.chat.clone()) else {
            return Ok(vec![reply(loc, &DrillMsg::NoGroup)]);
        };
        if !g.is_admin(&me.id) {
            return Ok(vec![reply(loc, &DrillMsg::NotAdmin)]);
        }
        let board = LiveBoard {
            chat,
            group: g.id,
            window,
            message: None,
            shown: None,
            edited_at: None,
            unpin: false,
        };
        self.store.pin_board(&board).await?;
        self.boards_changed();
        Ok(vec![reply(loc, &DrillMsg::BoardPinned { window })])
    }

    /// `/drill board unpin` (group admins only): the loop unpins the message and drops the board.
    pub(super) async fn unpin_board(
        &self,
        caller: &Caller,
        me: &Member,
        group: Option<StudyGroup>,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let loc = caller.locale;
        let (Some(g), Some(chat)) = (group, caller.chat.as_ref()) else {
            return Ok(vec![reply(loc, &DrillMsg::NoGroup)]);
        };
        if !g.is_admin(&me.id) {
            return Ok(vec![reply(loc, &DrillMsg::NotAdmin)]);
        }
        if !self.store.unpin_board(chat).await? {
            return Ok(vec![reply(loc, &DrillMsg::NoLiveBoard)]);
        }
        self.boards_changed();
        Ok(vec![reply(loc, &DrillMsg::BoardUnpinned)])
    }

    /// The text of the live board of `group` over `window`: the title, every ranked row up to
    /// the usual top, no caller line (nobody in particular is looking).
    pub(super) async fn live_text(
        &self,
        group: &GroupId,
        window: Window,
    ) -> Result<Option<String>, StoreError> {
        let Some(g) = self.store.group(group).await? else { return Ok(None) };
        let since = window.start(g.tz, self.live.clock.now());
        let rows = self.store.group_scores(&g.id, since).await?;
        let ranked = board::rank(&rows);
        let b = board::Board {
            window,
            members: ranked.len(),
            top: ranked.into_iter().take(board::TOP).collect(),
            me: None,
        };
        let l = g.locale;
        let title = mashang_i18n::t(l, "drills.live_title", &[("group", &g.name)]);
        let body = render(&DrillMsg::Board(b), l);
        let footer = mashang_i18n::t(l, "drills.live_footer", &[]);
        // A group following a study plan sees how far along it is under the standings.
        let plan = match self.group_plan_msg(&g, l).await? {
            Some(m) => format!("\n\n{}", render(&m, l)),
            None => String::new(),
        };
        Ok(Some(format!("{title}\n{body}{plan}\n\n{footer}")))
    }

    /// Tells the live-board loops that standings may have changed (a solve, a link).
    pub(super) fn boards_changed(&self) {
        self.live.changed.send_modify(|n| *n = n.wrapping_add(1));
    }

    /// One round over the live boards in `platform`'s chats: each is posted, edited, left for
    /// later (rate limit) or unpinned, as [`next_step`] says. Returns how long until the soonest
    /// edit left for later may go (`None`: none waits), so the loop comes back in time for it.
    pub async fn refresh_boards(
        &self,
        sink: &dyn BoardSink,
        platform: Platform,
    ) -> Option<Duration> {
        let boards = match self.store.live_boards().await {
            Ok(b) => b,
            Err(e) => {
                tracing::warn!(error = %e, "live boards not read");
                return None;
            }
        };
        let mut soonest: Option<Duration> = None;
        for b in boards.into_iter().filter(|b| b.chat.platform == platform) {
            match self.refresh_board(sink, b).await {
                Ok(Some(wait)) => soonest = Some(soonest.map_or(wait, |s| s.min(wait))),
                Ok(None) => {}
                Err(e) => tracing::warn!(error = %e, "live board not refreshed"),
            }
        }
        soonest
    }

    /// One board's round; `Some(wait)` when its changed text waits for the edit gap.
    async fn refresh_board(
        &self,
        sink: &dyn BoardSink,
        b: LiveBoard,
    ) -> Result<Option<Duration>, StoreError> {
        let text = match self.live_text(&b.group, b.window).await? {
            Some(t) => t,
            // The group is gone: nothing to show any more.
            None => return self.store.drop_board(&b.chat).await.map(|()| None),
        };
        let hash = text_hash(&text);
        let now = self.live.clock.now();
        let done = match next_step(&b, &hash, now, self.live.gap) {
            Step::Nothing => Ok(()),
            Step::Wait => {
                let due = b.edited_at.map_or(now, |at| at + self.live.gap);
                // At least a moment, so a wait rounded to nothing never spins the loop.
                let wait = (due - now).to_std().unwrap_or_default().max(MIN_WAIT);
                return Ok(Some(wait));
            }
            Step::Unpin => {
                if let Some(m) = &b.message
                    && let Err(why) = sink.unpin_board(&b.chat, m).await
                {
                    tracing::warn!(%why, chat = %b.chat, "board not unpinned; tried again");
                    return Ok(None);
                }
                self.store.drop_board(&b.chat).await
            }
            Step::Post => self.post_board(sink, &b, &text, &hash, now).await,
            Step::Edit => {
                let message = b.message.clone().unwrap_or_default();
                match sink.edit_board(&b.chat, &message, &text).await {
                    Ok(()) => self
                        .store
                        .board_shown(&b.chat, b.message.as_deref(), &message, &hash, now)
                        .await
                        .map(drop),
                    Err(BoardEditError::Gone) => {
                        tracing::info!(chat = %b.chat, "board message gone; posting a new one");
                        self.post_board(sink, &b, &text, &hash, now).await
                    }
                    Err(BoardEditError::Failed(why)) => self.board_failed(&b, why).await,
                }
            }
        };
        done.map(|()| None)
    }

    async fn post_board(
        &self,
        sink: &dyn BoardSink,
        b: &LiveBoard,
        text: &str,
        hash: &str,
        now: DateTime<Utc>,
    ) -> Result<(), StoreError> {
        let message = match sink.post_board(&b.chat, text).await {
            Ok(m) => m,
            Err(why) => return self.board_failed(b, why).await,
        };
        // Fenced by the message it replaces: if another process got there first, its message
        // is the board and this one is an orphan (logged; the board still has one message).
        if !self.store.board_shown(&b.chat, b.message.as_deref(), &message, hash, now).await? {
            tracing::warn!(chat = %b.chat, message, "another process posted this board first");
        }
        Ok(())
    }
}

impl Drills {
    /// A board that could not be posted or edited: a chat that moved takes its board along (posted
    /// anew there on the next round), a chat out of reach loses it, anything else is tried again.
    async fn board_failed(&self, b: &LiveBoard, why: DeliveryError) -> Result<(), StoreError> {
        match why {
            DeliveryError::Moved { to } => self.move_chat(&b.chat, &to).await.map(drop),
            DeliveryError::Gone(why) => {
                tracing::warn!(%why, chat = %b.chat, "board chat out of reach; board dropped");
                self.store.drop_board(&b.chat).await
            }
            why => {
                tracing::warn!(%why, chat = %b.chat, "board not shown; tried again");
                Ok(())
            }
        }
    }
}

/// How the live-board loop is paced: `tick` is how often it looks without being told of a
/// change ([`LOOK_EVERY`]; end-to-end tests go faster), `gap` the least time between two edits
/// of one board ([`EDIT_GAP_SECS`]; end-to-end tests make it longer than any test takes and move
/// the clock past it), the clock is the drills' unless moved by tests.
pub struct LiveTiming {
    pub tick: Duration,
    pub gap: chrono::Duration,
    pub clock: Arc<dyn crate::clock::Clock>,
}

/// The live boards' part of [`Drills`].
pub(crate) struct LiveState {
    pub(super) changed: tokio::sync::watch::Sender<u64>,
    pub(super) tick: Duration,
    pub(super) gap: chrono::Duration,
    pub(super) clock: Arc<dyn crate::clock::Clock>,
}

impl LiveState {
    pub(super) fn new(clock: Arc<dyn crate::clock::Clock>) -> Self {
        LiveState {
            changed: tokio::sync::watch::channel(0).0,
            tick: LOOK_EVERY,
            gap: chrono::Duration::seconds(EDIT_GAP_SECS),
            clock,
        }
    }
}

/// Keeps the live boards of `platform`'s chats up to date until the task is dropped: a round at
/// start (so a restart catches up), then one whenever a solve is recorded in this process, when
/// an edit held back by the gap may go, or every tick, whichever comes first. Changes during a
/// round are seen by the next one.
pub async fn run_live_boards(drills: Arc<Drills>, sink: Arc<dyn BoardSink>, platform: Platform) {
    let mut changed = drills.live.changed.subscribe();
    loop {
        changed.borrow_and_update();
        let held = drills.refresh_boards(sink.as_ref(), platform).await;
        let pause = held.map_or(drills.live.tick, |wait| wait.min(drills.live.tick));
        let _ = tokio::time::timeout(pause, changed.changed()).await;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use chrono::TimeZone;

    fn board(message: Option<&str>, shown: Option<&str>, edited: Option<u32>) -> LiveBoard {
        LiveBoard {
            chat: ChatKey::new(Platform::Telegram, "-1"),
            group: GroupId("g".into()),
            window: Window::All,
            message: message.map(str::to_string),
            shown: shown.map(str::to_string),
            edited_at: edited.map(|s| Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, s).unwrap()),
            unpin: false,
        }
    }

    fn at(s: u32) -> DateTime<Utc> {
        Utc.with_ymd_and_hms(2026, 1, 1, 0, 0, s).unwrap()
    }

    fn gap() -> chrono::Duration {
        chrono::Duration::seconds(EDIT_GAP_SECS)
    }

    #[test]
    fn a_changed_board_is_edited_only_once_the_gap_since_its_last_edit_has_passed() {
        let b = board(Some("5"), Some("old"), Some(0));
        assert_eq!(next_step(&b, "new", at(1), gap()), Step::Wait);
        assert_eq!(next_step(&b, "new", at(EDIT_GAP_SECS as u32 - 1), gap()), Step::Wait);
        assert_eq!(next_step(&b, "new", at(EDIT_GAP_SECS as u32), gap()), Step::Edit);
        assert_eq!(next_step(&b, "old", at(59), gap()), Step::Nothing, "same text: no edit");
    }

    #[test]
    fn a_board_without_a_message_is_posted_and_an_unpinned_one_goes_first() {
        assert_eq!(next_step(&board(None, None, None), "x", at(0), gap()), Step::Post);
        let mut b = board(Some("5"), Some("x"), Some(0));
        b.unpin = true;
        assert_eq!(next_step(&b, "x", at(0), gap()), Step::Unpin);
    }
}

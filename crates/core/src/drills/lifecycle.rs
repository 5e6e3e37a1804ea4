//! A group's chats over their life: a chat that moved (a Telegram group upgraded to a
//! supergroup) takes every record along — the group, deliveries, live boards, duels and peer
//! sessions — in one store transaction; a chat the bot can no longer post in (typed by the
//! adapter as [`DeliveryError::Gone`]) stops being posted to and the group's admins are told once;
//! an admin's `/drill now` or `/drill config` written in that chat turns posting back on.

use super::command::DrillCommand;
use super::group::{ChatKey, Platform};
use super::msg::{DrillMsg, render};
use super::runner::{DeliveryError, PostSink};
use super::service::{Audience, Caller, Drills, DrillsReply, Posting};
use crate::ports::StoreError;

/// The needle a store may look for in a stored duel's or peer session's JSON body to find the
/// records of `chat` before decoding them (a prefilter; `Duel::move_chat` and `Pair::move_chat`
/// decide).
pub fn body_needle(chat: &ChatKey) -> String {
    serde_json::to_string(chat).unwrap_or_default()
}

impl Drills {
    /// Moves every stored reference to chat `from` to `to` (see `DrillStore::move_chat`).
    /// Idempotent: `false` when nothing referred to `from` any more (a second migration notice).
    pub async fn move_chat(&self, from: &ChatKey, to: &ChatKey) -> Result<bool, StoreError> {
        if from == to {
            return Ok(false);
        }
        let moved = self.store.move_chat(from, to).await?;
        if moved {
            tracing::info!(%from, %to, "chat moved with its group's records");
            self.boards_changed();
        }
        Ok(moved)
    }

    /// Posts `p`, following its chat if the platform says it moved: the records move first, then
    /// the post is made at the new address. Returns the posting as finally addressed.
    pub(super) async fn post_following(
        &self,
        sink: &dyn PostSink,
        p: Posting,
    ) -> (Posting, Result<(), DeliveryError>) {
        match sink.post(&p).await {
            Err(DeliveryError::Moved { to }) => {
                if let Err(e) = self.move_chat(&p.chat, &to).await {
                    tracing::warn!(error = %e, from = %p.chat, %to, "chat not moved");
                    return (p, Err(DeliveryError::Platform(e.to_string())));
                }
                let p = Posting { chat: to, ..p };
                let posted = sink.post(&p).await;
                (p, posted)
            }
            other => (p, other),
        }
    }

    /// After a permanent failure in `chat`: marks it gone (the scheduler skips it from now on)
    /// and, the first time only, tells the group's admins by DM through `sink`.
    pub(super) async fn stop_posting(&self, sink: &dyn PostSink, chat: &ChatKey, on: Platform) {
        let notices = match self.chat_gone(chat, on).await {
            Ok(n) => n,
            Err(e) => {
                tracing::warn!(error = %e, %chat, "could not mark the chat gone");
                return;
            }
        };
        for n in notices {
            if let Err(why) = sink.deliver(&n).await {
                tracing::warn!(%why, %chat, "the admin was not told of the gone chat");
            }
        }
    }

    /// Marks `chat` gone; the notices for the group's admins when it was not already (one DM per
    /// admin, to their account on `on` if they have one, else to their first account).
    pub async fn chat_gone(
        &self,
        chat: &ChatKey,
        on: Platform,
    ) -> Result<Vec<DrillsReply>, StoreError> {
        let Some(g) = self.store.group_by_chat(chat).await? else { return Ok(Vec::new()) };
        if !self.store.mark_chat_gone(chat).await? {
            return Ok(Vec::new());
        }
        tracing::warn!(group = %g.id, %chat, "posting stopped: the chat is out of reach");
        let text =
            render(&DrillMsg::ChatGone { group: g.name.clone(), chat: chat.to_string() }, g.locale);
        let mut out = Vec::new();
        for admin in &g.admins {
            let accounts = self.store.accounts(admin).await?;
            let here = accounts.iter().find(|a| a.platform == on.as_str());
            if let Some(account) = here.or(accounts.first()) {
                let to = Audience::Account(account.clone());
                out.push(DrillsReply { to, text: text.clone(), png: None });
            }
        }
        Ok(out)
    }

    /// An admin command written in a chat is proof the bot is there again: a chat marked gone
    /// is posted to again.
    pub(super) async fn heard_admin(&self, caller: &Caller, cmd: &DrillCommand) {
        let Some(chat) = &caller.chat else { return };
        if matches!(cmd, DrillCommand::PostNow | DrillCommand::Config(_))
            && let Err(e) = self.store.revive_chat(chat).await
        {
            tracing::warn!(error = %e, %chat, "could not revive the chat");
        }
    }
}

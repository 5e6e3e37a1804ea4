//! Live leaderboards on Discord (glue only; the rules are in `core::drills::live`): a board is
//! a channel message the bot posts, pins (`PUT /channels/{id}/pins/{message}`) and edits in
//! place (`PATCH /channels/{id}/messages/{message}`); Discord's error 10008 Unknown Message is
//! the typed [`BoardEditError::Gone`], so the core posts a new board.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage, EditMessage, Http, HttpError, MessageId};

use mashang_core::drills::live::{BoardEditError, BoardSink, run_live_boards};
use mashang_core::drills::runner::DeliveryError;
use mashang_core::drills::{ChatKey, Drills, Platform};

/// Discord's JSON error code for a message that does not exist.
pub const UNKNOWN_MESSAGE: isize = 10008;

/// Starts the loop that keeps the live boards of Discord channels up to date.
pub fn start(drills: Arc<Drills>, http: Arc<Http>) {
    tokio::spawn(run_live_boards(drills, Arc::new(DiscordBoards { http }), Platform::Discord));
}

/// Posts, pins and edits board messages.
pub struct DiscordBoards {
    http: Arc<Http>,
}

fn channel_of(chat: &ChatKey) -> Result<ChannelId, DeliveryError> {
    if chat.platform != Platform::Discord {
        return Err(DeliveryError::Address(format!("{chat} is not a Discord channel")));
    }
    let id = chat.id.parse::<u64>();
    id.map(ChannelId::new).map_err(|e| DeliveryError::Address(format!("{chat}: {e}")))
}

fn message_of(message: &str) -> Result<MessageId, DeliveryError> {
    message.parse::<u64>().map(MessageId::new).map_err(|e| DeliveryError::Address(e.to_string()))
}

/// Whether Discord answered 10008 Unknown Message.
pub fn unknown_message(e: &serenity::Error) -> bool {
    matches!(e, serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) if r.error.code == UNKNOWN_MESSAGE)
}

#[async_trait::async_trait]
impl BoardSink for DiscordBoards {
    async fn post_board(&self, chat: &ChatKey, text: &str) -> Result<String, DeliveryError> {
        let channel = channel_of(chat)?;
        let text = super::split::truncate(text, 2000);
        let sent = channel
            .send_message(
                &self.http,
                CreateMessage::new().content(text).allowed_mentions(crate::mentions::none()),
            )
            .await
            .map_err(crate::chats::delivery_error)?;
        if let Err(e) = channel.pin(&self.http, sent.id).await {
            // Without Manage Messages the board is still posted and kept up to date.
            tracing::warn!(error = %e, "board posted but not pinned");
        }
        Ok(sent.id.to_string())
    }

    async fn edit_board(
        &self,
        chat: &ChatKey,
        message: &str,
        text: &str,
    ) -> Result<(), BoardEditError> {
        let (channel, id) = (channel_of(chat)?, message_of(message)?);
        let edit = EditMessage::new()
            .content(super::split::truncate(text, 2000))
            .allowed_mentions(crate::mentions::none());
        match channel.edit_message(&self.http, id, edit).await {
            Ok(_) => Ok(()),
            Err(e) if unknown_message(&e) => Err(BoardEditError::Gone),
            Err(e) => Err(BoardEditError::Failed(crate::chats::delivery_error(e))),
        }
    }

    async fn unpin_board(&self, chat: &ChatKey, message: &str) -> Result<(), DeliveryError> {
        let (channel, id) = (channel_of(chat)?, message_of(message)?);
        match channel.unpin(&self.http, id).await {
            Ok(()) => Ok(()),
            Err(e) if unknown_message(&e) => Ok(()),
            Err(e) => Err(crate::chats::delivery_error(e)),
        }
    }
}

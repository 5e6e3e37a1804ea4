//! Live leaderboards on Telegram (glue only; the rules are in `core::drills::live`): a board is
//! a group message the bot posts, pins (`pinChatMessage`, silently) and edits in place
//! (`editMessageText`); Telegram's "message to edit not found" is the typed
//! [`BoardEditError::Gone`], so the core posts a new board.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::types::{MessageId, ParseMode};
use teloxide::{ApiError, RequestError};

use crate::render::escape;
use crate::send;
use mashang_core::drills::live::{BoardEditError, BoardSink, run_live_boards};
use mashang_core::drills::runner::DeliveryError;
use mashang_core::drills::{ChatKey, Drills, Platform};

/// Starts the loop that keeps the live boards of Telegram groups up to date.
pub(crate) fn start(drills: Arc<Drills>, bot: Bot) {
    tokio::spawn(run_live_boards(drills, Arc::new(TelegramBoards { bot }), Platform::Telegram));
}

struct TelegramBoards {
    bot: Bot,
}

fn chat_of(chat: &ChatKey) -> Result<ChatId, DeliveryError> {
    if chat.platform != Platform::Telegram {
        return Err(DeliveryError::Address(format!("{chat} is not a Telegram chat")));
    }
    chat.id.parse::<i64>().map(ChatId).map_err(|e| DeliveryError::Address(format!("{chat}: {e}")))
}

fn message_of(message: &str) -> Result<MessageId, DeliveryError> {
    message.parse::<i32>().map(MessageId).map_err(|e| DeliveryError::Address(e.to_string()))
}

/// Whether Telegram says the message is not there (deleted, or an id it never had).
fn gone(e: &RequestError) -> bool {
    matches!(
        e,
        RequestError::Api(
            ApiError::MessageToEditNotFound
                | ApiError::MessageIdInvalid
                | ApiError::MessageToDeleteNotFound
        )
    )
}

#[async_trait::async_trait]
impl BoardSink for TelegramBoards {
    async fn post_board(&self, chat: &ChatKey, text: &str) -> Result<String, DeliveryError> {
        let chat = chat_of(chat)?;
        let sent = send::text(&self.bot, chat, &escape(text), None)
            .await
            .map_err(crate::chats::delivery_error)?;
        let pinned = send::with_retry("pinChatMessage", || {
            self.bot.pin_chat_message(chat, sent.id).disable_notification(true).send()
        })
        .await;
        if let Err(e) = pinned {
            // Without the right to pin, the board is still posted and kept up to date.
            tracing::warn!(error = %e, "board posted but not pinned");
        }
        Ok(sent.id.0.to_string())
    }

    async fn edit_board(
        &self,
        chat: &ChatKey,
        message: &str,
        text: &str,
    ) -> Result<(), BoardEditError> {
        let (chat, id, html) = (chat_of(chat)?, message_of(message)?, escape(text));
        let edited = send::with_retry("editMessageText", || {
            self.bot.edit_message_text(chat, id, html.clone()).parse_mode(ParseMode::Html).send()
        })
        .await;
        match edited {
            Ok(_) | Err(RequestError::Api(ApiError::MessageNotModified)) => Ok(()),
            Err(e) if gone(&e) => Err(BoardEditError::Gone),
            Err(e) => Err(BoardEditError::Failed(crate::chats::delivery_error(e))),
        }
    }

    async fn unpin_board(&self, chat: &ChatKey, message: &str) -> Result<(), DeliveryError> {
        let (chat, id) = (chat_of(chat)?, message_of(message)?);
        let unpinned = send::with_retry("unpinChatMessage", || {
            self.bot.unpin_chat_message(chat).message_id(id).send()
        })
        .await;
        match unpinned {
            Ok(_) => Ok(()),
            Err(e) if gone(&e) => Ok(()),
            Err(e) => Err(crate::chats::delivery_error(e)),
        }
    }
}

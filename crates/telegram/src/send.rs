//! Makes the Telegram requests for rendered replies, retrying what can succeed later under the
//! kit's one policy: 429 after its `retry_after`, network drops and server errors with backoff. HTML that Telegram refuses is
//! sent again as plain text, so a reply is never silently lost.

use std::future::Future;
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{ChatAction, InlineKeyboardMarkup, InputFile, MessageId, ParseMode};
use teloxide::{ApiError, RequestError};

use crate::render::{Outgoing, plain};
use mashang_chatkit::retry::{self, Retry};

/// Telegram shows "typing…" for about five seconds.
const TYPING_EVERY: Duration = Duration::from_secs(4);

/// What a failed request deserves under the kit's retry policy.
fn classify(e: &RequestError) -> Retry {
    match e {
        RequestError::RetryAfter(s) => Retry::After(s.duration()),
        RequestError::Network(_) | RequestError::Io(_) | RequestError::InvalidJson { .. } => {
            Retry::Backoff
        }
        // Unrecognised descriptions include "Internal Server Error", "Bad Gateway", "Too Many
        // Requests" without parameters.
        RequestError::Api(ApiError::Unknown(_)) => Retry::Backoff,
        _ => Retry::Never,
    }
}

/// Runs `make()` under the kit's retry policy (429's `retry_after` honoured, bounded attempts).
pub(crate) async fn with_retry<T, F, Fut>(what: &str, make: F) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    retry::with_retry(what, make, classify).await
}

/// Sends one HTML message; falls back to plain text if Telegram cannot parse it.
pub(crate) async fn text(
    bot: &Bot,
    chat: ChatId,
    html: &str,
    keyboard: Option<&InlineKeyboardMarkup>,
) -> Result<Message, RequestError> {
    let result = with_retry("sendMessage", || {
        let mut req = bot.send_message(chat, html).parse_mode(ParseMode::Html);
        if let Some(kb) = keyboard {
            req = req.reply_markup(kb.clone());
        }
        req.send()
    })
    .await;
    match result {
        Err(RequestError::Api(ApiError::CantParseEntities(why))) => {
            tracing::error!(%why, "telegram refused our HTML; sending plain text");
            let text = plain(html);
            with_retry("sendMessage", || {
                let mut req = bot.send_message(chat, text.clone());
                if let Some(kb) = keyboard {
                    req = req.reply_markup(kb.clone());
                }
                req.send()
            })
            .await
        }
        other => other,
    }
}

/// Replaces a picker message's text and keyboard.
pub(crate) async fn edit(
    bot: &Bot,
    chat: ChatId,
    id: MessageId,
    html: &str,
    keyboard: Option<&InlineKeyboardMarkup>,
) {
    let result = with_retry("editMessageText", || {
        let mut req = bot.edit_message_text(chat, id, html).parse_mode(ParseMode::Html);
        if let Some(kb) = keyboard {
            req = req.reply_markup(kb.clone());
        }
        req.send()
    })
    .await;
    if let Err(e) = result
        && !matches!(e, RequestError::Api(ApiError::MessageNotModified))
    {
        tracing::warn!(error = %e, "editing a picker failed");
    }
}

/// Makes the requests for one rendered item (not `Typing`, which the caller keeps alive). A
/// group upgraded to a supergroup since the turn was received (a journaled turn answered after a
/// restart) gets the reply at its new id.
pub(crate) async fn outgoing(bot: &Bot, chat: ChatId, item: &Outgoing) {
    let result = match outgoing_once(bot, chat, item).await {
        Err(RequestError::MigrateToChatId(to)) => outgoing_once(bot, to, item).await,
        other => other,
    };
    if let Err(e) = result {
        tracing::error!(%chat, error = %e, "a reply could not be delivered");
    }
}

async fn outgoing_once(bot: &Bot, chat: ChatId, item: &Outgoing) -> Result<(), RequestError> {
    match item {
        Outgoing::Text { html, keyboard } => {
            text(bot, chat, html, keyboard.as_ref()).await.map(drop)
        }
        Outgoing::Document { name, bytes, caption } => with_retry("sendDocument", || {
            let file = InputFile::memory(bytes.clone()).file_name(name.clone());
            bot.send_document(chat, file).caption(caption).parse_mode(ParseMode::Html).send()
        })
        .await
        .map(drop),
        Outgoing::Typing => Ok(()),
    }
}

/// Keeps "typing…" showing in `chat` until the returned handle is aborted.
pub(crate) fn typing(bot: Bot, chat: ChatId) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(e) = bot.send_chat_action(chat, ChatAction::Typing).send().await {
                tracing::debug!(error = %e, "sendChatAction failed");
            }
            tokio::time::sleep(TYPING_EVERY).await;
        }
    })
}

//! Makes the Telegram requests for rendered replies, retrying what can succeed later: 429 after
//! its `retry_after`, network drops and server errors with backoff. HTML that Telegram refuses is
//! sent again as plain text, so a reply is never silently lost.

use std::future::Future;
use std::time::Duration;

use teloxide::prelude::*;
use teloxide::types::{ChatAction, InlineKeyboardMarkup, InputFile, MessageId, ParseMode};
use teloxide::{ApiError, RequestError};

use crate::render::{Outgoing, plain};

/// Attempts per request before giving up.
const ATTEMPTS: u32 = 8;
/// Longest `retry_after` we honour in one wait.
const MAX_WAIT: Duration = Duration::from_secs(60);
/// Telegram shows "typing…" for about five seconds.
const TYPING_EVERY: Duration = Duration::from_secs(4);

/// Whether an error may go away if the same request is made again.
fn retry_delay(e: &RequestError, attempt: u32) -> Option<Duration> {
    let backoff = Duration::from_millis(250 << attempt.min(6));
    match e {
        RequestError::RetryAfter(s) => Some(s.duration().min(MAX_WAIT)),
        RequestError::Network(_) | RequestError::Io(_) | RequestError::InvalidJson { .. } => {
            Some(backoff)
        }
        // Unrecognised descriptions include "Internal Server Error", "Bad Gateway", "Too Many
        // Requests" without parameters.
        RequestError::Api(ApiError::Unknown(_)) => Some(backoff),
        _ => None,
    }
}

/// Runs `make()` until it succeeds, fails for good, or runs out of attempts.
pub async fn with_retry<T, F, Fut>(what: &str, mut make: F) -> Result<T, RequestError>
where
    F: FnMut() -> Fut,
    Fut: Future<Output = Result<T, RequestError>>,
{
    let mut attempt = 0;
    loop {
        match make().await {
            Ok(v) => return Ok(v),
            Err(e) => {
                attempt += 1;
                match retry_delay(&e, attempt) {
                    Some(wait) if attempt < ATTEMPTS => {
                        tracing::info!(what, error = %e, ?wait, attempt, "telegram request retried");
                        tokio::time::sleep(wait).await;
                    }
                    _ => {
                        tracing::warn!(what, error = %e, attempt, "telegram request failed");
                        return Err(e);
                    }
                }
            }
        }
    }
}

/// Sends one HTML message; falls back to plain text if Telegram cannot parse it.
pub async fn text(
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
pub async fn edit(
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

/// Makes the requests for one rendered item (not `Typing`, which the caller keeps alive).
pub async fn outgoing(bot: &Bot, chat: ChatId, item: &Outgoing) {
    let result = match item {
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
    };
    if let Err(e) = result {
        tracing::error!(%chat, error = %e, "a reply could not be delivered");
    }
}

/// Keeps "typing…" showing in `chat` until the returned handle is aborted.
pub fn typing(bot: Bot, chat: ChatId) -> tokio::task::JoinHandle<()> {
    tokio::spawn(async move {
        loop {
            if let Err(e) = bot.send_chat_action(chat, ChatAction::Typing).send().await {
                tracing::debug!(error = %e, "sendChatAction failed");
            }
            tokio::time::sleep(TYPING_EVERY).await;
        }
    })
}

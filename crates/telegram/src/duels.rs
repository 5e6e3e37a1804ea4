//! Duels on Telegram (glue only; the rules are in `core::duel`): `/duel …` and `/duelboard`
//! are answered where they were written, a challenge carries Accept/Decline inline buttons
//! (callback data `u:<command>`), the problem and verdicts go to private chats, and a duel's live
//! status in the group is edited in place (`editMessageText`), posted anew if that fails.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::types::{
    InlineKeyboardButton, InlineKeyboardMarkup, Message, MessageEntity, MessageEntityKind,
    MessageId,
};

use crate::group::Who;
use crate::inbound::Me;
use crate::render::escape;
use crate::{Shared, send};
use mashang_core::drills::Platform;
use mashang_core::drills::runner::DeliveryError;
use mashang_core::drills::service::Audience;
use mashang_core::duel::command;
use mashang_core::duel::runner::{self, DuelSink, run_timer};
use mashang_core::duel::{DuelReply, Duels};

/// Callback data prefix of the duel buttons.
const BUTTON_PREFIX: &str = "u:";

/// Starts the timer that expires challenges and ends duels at their time limit.
pub(crate) fn start(duels: Arc<Duels>, bot: Bot) {
    let every = duels.tick_every();
    let sink = Arc::new(TelegramDuelSink { bot, here: None });
    tokio::spawn(run_timer(duels, sink, Platform::Telegram, every));
}

/// The duel command in `msg`, if it is one addressed to this bot.
pub(crate) fn duel_text(msg: &Message, me: &Me) -> Option<String> {
    let text = crate::inbound::addressed_command(msg, me, |t| command::parse(t).is_some())?;
    let entities = msg.entities().unwrap_or_default();
    // A member without a username is mentioned by an entity that carries their id: the duels
    // find them by that id, never by the name the entity covers.
    let by_id = entities.iter().any(|e| matches!(e.kind, MessageEntityKind::TextMention { .. }));
    Some(if by_id { mentions_by_id(msg.text().unwrap_or_default(), entities) } else { text })
}

/// `text` with every text mention (a mention of a user without a username) replaced by
/// `<tg:ID>`, the form the duels resolve by account.
fn mentions_by_id(text: &str, entities: &[MessageEntity]) -> String {
    let mut spans: Vec<_> = entities
        .iter()
        .filter_map(|e| match &e.kind {
            MessageEntityKind::TextMention { user } => {
                crate::utf16::byte_range(text, e.offset, e.length).map(|r| (r, user.id.0))
            }
            _ => None,
        })
        .collect();
    spans.sort_by_key(|(r, _)| std::cmp::Reverse(r.start));
    let mut out = text.to_string();
    let mut limit = out.len();
    for (r, id) in spans {
        // Overlapping entities (malformed) are skipped rather than spliced twice.
        if r.end <= limit {
            out.replace_range(r.clone(), &format!("<tg:{id}>"));
            limit = r.start;
        }
    }
    out
}

/// The duel command behind a button (`u:/duel accept D1` → `/duel accept D1`).
pub(crate) fn button_command(data: &str) -> Option<String> {
    let cmd = data.strip_prefix(BUTTON_PREFIX)?;
    matches!(command::parse(cmd), Some(Ok(_))).then(|| cmd.to_string())
}

/// Runs a duel command from `who` and delivers the replies (the turn is journaled and
/// acknowledged already: `group::receive`).
pub(crate) async fn handle(shared: &Arc<Shared>, duels: &Arc<Duels>, who: &Who, text: &str) {
    let caller = who.caller(shared);
    let typing = send::typing(shared.bot.clone(), who.chat_id());
    let replies = duels.try_handle(&caller, text).await.unwrap_or_default();
    typing.abort();
    let sink = TelegramDuelSink { bot: shared.bot.clone(), here: Some(who.chat_id()) };
    runner::deliver(duels, &sink, &replies).await;
}

fn keyboard(r: &DuelReply) -> Option<InlineKeyboardMarkup> {
    (!r.buttons.is_empty()).then(|| {
        InlineKeyboardMarkup::new(vec![
            r.buttons
                .iter()
                .map(|b| {
                    InlineKeyboardButton::callback(
                        b.label.clone(),
                        format!("{BUTTON_PREFIX}{}", b.command),
                    )
                })
                .collect::<Vec<_>>(),
        ])
    })
}

/// Delivers duel replies: `here` is the chat the command came from.
struct TelegramDuelSink {
    bot: Bot,
    here: Option<ChatId>,
}

fn chat_id(r: &DuelReply, here: Option<ChatId>) -> Result<ChatId, DeliveryError> {
    let bad = |what: String| DeliveryError::Address(what);
    match &r.to {
        Audience::Caller => here.ok_or_else(|| bad("a reply to the caller has no address".into())),
        Audience::Chat(c) if c.platform == Platform::Telegram => {
            c.id.parse::<i64>().map(ChatId).map_err(|e| bad(format!("{c}: {e}")))
        }
        Audience::Account(u) if u.platform == "telegram" => {
            u.id.parse::<i64>().map(ChatId).map_err(|e| bad(format!("{u}: {e}")))
        }
        other => Err(bad(format!("{other:?} is not on Telegram"))),
    }
}

#[async_trait::async_trait]
impl DuelSink for TelegramDuelSink {
    async fn deliver(&self, r: &DuelReply) -> Result<Option<String>, DeliveryError> {
        let chat = chat_id(r, self.here)?;
        let html = escape(&r.text);
        let kb = keyboard(r);
        if let Some(id) = r.edit.as_deref().and_then(|m| m.parse::<i32>().ok()) {
            let edited = send::with_retry("editMessageText", || {
                let mut req = self
                    .bot
                    .edit_message_text(chat, MessageId(id), html.clone())
                    .parse_mode(teloxide::types::ParseMode::Html);
                if let Some(kb) = &kb {
                    req = req.reply_markup(kb.clone());
                }
                req.send()
            })
            .await;
            match edited {
                Ok(_) => return Ok(None),
                Err(teloxide::RequestError::Api(teloxide::ApiError::MessageNotModified)) => {
                    return Ok(None);
                }
                // Deleted, too old, or unchanged: a fresh status message instead.
                Err(e) => tracing::info!(error = %e, "duel status not edited; posting it anew"),
            }
        }
        let sent = send::text(&self.bot, chat, &html, kb.as_ref())
            .await
            .map_err(DeliveryError::platform)?;
        Ok(r.status.as_ref().map(|_| sent.id.0.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duel_buttons_map_back_to_duel_commands_only() {
        assert_eq!(button_command("u:/duel accept D1").as_deref(), Some("/duel accept D1"));
        assert_eq!(button_command("u:/drill now"), None);
        assert_eq!(button_command("d:leaderboard"), None);
    }

    #[test]
    fn a_text_mention_becomes_the_users_id_and_its_shown_name_is_dropped() {
        use teloxide::types::{User, UserId};
        let user = User {
            id: UserId(42),
            is_bot: false,
            first_name: "@user8".into(),
            last_name: None,
            username: None,
            language_code: None,
            is_premium: false,
            added_to_attachment_menu: false,
        };
        // "/duel " is 6 UTF-16 units; the mention covers "李雷".
        let text = "/duel 李雷 two-sum";
        let e =
            MessageEntity { kind: MessageEntityKind::TextMention { user }, offset: 6, length: 2 };
        assert_eq!(mentions_by_id(text, &[e]), "/duel <tg:42> two-sum");
    }
}

//! Peer mock interviews on Telegram (glue only; the rules are in `core::pair`): `/pair …` is
//! answered in private (the group sees at most a pointer to the private chat), a match carries
//! Accept/Decline inline buttons (callback data `p:<command>`), and the shared space is a relay
//! through the bot's private chats: a plain private message from a side of a session under way
//! goes to the partner with the sender's name.

use std::sync::Arc;

use teloxide::prelude::*;
use teloxide::types::{InlineKeyboardButton, InlineKeyboardMarkup, Message};

use crate::group::Who;
use crate::inbound::Me;
use crate::render::escape;
use crate::{Shared, send};
use mashang_core::drills::Platform;
use mashang_core::drills::runner::DeliveryError;
use mashang_core::pair::command;
use mashang_core::pair::runner::{self, PairSink, run_timer};
use mashang_core::pair::{PairReply, Pairs, To};
use mashang_core::session::UserKey;

/// Callback data prefix of the pair buttons.
const BUTTON_PREFIX: &str = "p:";

/// Starts the timer that reminds, opens, times and closes peer sessions.
pub(crate) fn start(pairs: Arc<Pairs>, bot: Bot) {
    let every = pairs.tick_every();
    let sink = Arc::new(TelegramPairSink { bot, here: None });
    tokio::spawn(run_timer(pairs, sink, Platform::Telegram, every));
}

/// The pair command in `msg`, if it is one addressed to this bot.
pub(crate) fn pair_text(msg: &Message, me: &Me) -> Option<String> {
    crate::inbound::addressed_command(msg, me, |t| command::parse(t).is_some())
}

/// The pair command behind a button (`p:/pair accept P1` → `/pair accept P1`).
pub(crate) fn button_command(data: &str) -> Option<String> {
    let cmd = data.strip_prefix(BUTTON_PREFIX)?;
    matches!(command::parse(cmd), Some(Ok(_))).then(|| cmd.to_string())
}

/// Runs a pair command from `who` and delivers the replies (the turn is journaled and
/// acknowledged already: `group::receive`).
pub(crate) async fn handle(shared: &Arc<Shared>, pairs: &Arc<Pairs>, who: &Who, text: &str) {
    let caller = who.caller(shared);
    let replies = pairs.try_handle(&caller, text).await.unwrap_or_default();
    let sink = TelegramPairSink { bot: shared.bot.clone(), here: Some(who.chat_id()) };
    runner::deliver(pairs, &sink, &replies).await;
}

/// Relays a plain private message to the partner when `from` is in a session under way;
/// `false` when it is not for a peer session (the interview engine takes it).
pub(crate) async fn relay(
    shared: &Arc<Shared>,
    pairs: &Arc<Pairs>,
    update: u32,
    msg: &Message,
) -> bool {
    let (Some(from), Some(text)) = (msg.from.as_ref(), msg.text()) else { return false };
    if !msg.chat.is_private() {
        return false;
    }
    let caller = Who::of(from, &msg.chat).caller(shared);
    let Some(replies) = pairs.relay(&caller, text).await else { return false };
    shared.acks.started(update);
    let sink = TelegramPairSink { bot: shared.bot.clone(), here: Some(msg.chat.id) };
    runner::deliver(pairs, &sink, &replies).await;
    true
}

fn keyboard(r: &PairReply) -> Option<InlineKeyboardMarkup> {
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

/// Delivers pair replies: `here` is the chat the command came from.
struct TelegramPairSink {
    bot: Bot,
    here: Option<ChatId>,
}

fn account_chat(u: &UserKey) -> Result<ChatId, DeliveryError> {
    if u.platform != "telegram" {
        return Err(DeliveryError::Address(format!("{u} is not on Telegram")));
    }
    u.id.parse::<i64>().map(ChatId).map_err(|e| DeliveryError::Address(format!("{u}: {e}")))
}

#[async_trait::async_trait]
impl PairSink for TelegramPairSink {
    async fn deliver(&self, r: &PairReply) -> Result<Option<String>, DeliveryError> {
        // The shared space on Telegram is both private chats: the same text to each.
        let chats = match &r.to {
            To::Caller => {
                vec![self.here.ok_or_else(|| DeliveryError::Address("no caller chat".into()))?]
            }
            To::Account(u) => vec![account_chat(u)?],
            To::Space { accounts, .. } => {
                accounts.iter().map(account_chat).collect::<Result<Vec<_>, _>>()?
            }
        };
        let (html, kb) = (escape(&r.text), keyboard(r));
        for chat in chats {
            send::text(&self.bot, chat, &html, kb.as_ref())
                .await
                .map_err(DeliveryError::platform)?;
        }
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_buttons_map_back_to_pair_commands_only() {
        assert_eq!(button_command("p:/pair accept P1").as_deref(), Some("/pair accept P1"));
        assert_eq!(button_command("p:/duel accept D1"), None);
        assert_eq!(button_command("u:/pair accept P1"), None);
    }
}

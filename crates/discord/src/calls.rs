//! Who ran a study-group command (a duel or a peer session) and where its answer goes: one
//! type for every way such a command arrives — a slash command, a button, a typed message.

use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CommandInteraction, ComponentInteraction, Message, UserId};

use super::dispatch::user_key;
use super::outbox::Target;
use mashang_core::drills::service::Caller;
use mashang_core::drills::{ChatKey, Platform};
use mashang_i18n::Locale;

/// Who called and where answers to them go.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub(crate) struct GroupCall {
    pub(crate) user: UserId,
    pub(crate) name: String,
    /// The guild channel it came from (`None` in a DM, or when the answer must stay private).
    pub(crate) channel: Option<ChannelId>,
    pub(crate) locale: Locale,
    pub(crate) target: Target,
}

impl GroupCall {
    /// A slash command: answered on its (deferred) interaction.
    pub(crate) fn of_command(i: &CommandInteraction, locale: Locale) -> Self {
        GroupCall {
            user: i.user.id,
            name: i.user.display_name().to_string(),
            channel: i.guild_id.map(|_| i.channel_id),
            locale,
            target: interaction(&i.token, i.channel_id),
        }
    }

    /// A pressed button: answered on its (deferred) interaction.
    pub(crate) fn of_button(c: &ComponentInteraction, locale: Locale) -> Self {
        GroupCall {
            user: c.user.id,
            name: c.user.display_name().to_string(),
            channel: c.guild_id.map(|_| c.channel_id),
            locale,
            target: interaction(&c.token, c.channel_id),
        }
    }

    /// A typed message: answered in its channel (a message carries no client locale).
    pub(crate) fn of_message(m: &Message) -> Self {
        GroupCall {
            user: m.author.id,
            name: m.author.display_name().to_string(),
            channel: m.guild_id.map(|_| m.channel_id),
            locale: Locale::default(),
            target: Target::Channel(m.channel_id),
        }
    }

    /// The core's caller; `private` drops the group chat (code is never the group's).
    pub(crate) fn caller(&self, private: bool) -> Caller {
        Caller {
            user: user_key(self.user),
            name: self.name.clone(),
            // Discord targets people by `<@id>` mentions, never by a name.
            handle: None,
            chat: self
                .channel
                .filter(|_| !private)
                .map(|c| ChatKey::new(Platform::Discord, c.to_string())),
            locale: self.locale,
        }
    }
}

fn interaction(token: &str, channel: ChannelId) -> Target {
    Target::Interaction { token: token.to_string(), channel, received: Instant::now() }
}

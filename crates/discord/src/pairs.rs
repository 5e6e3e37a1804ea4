//! Peer mock interviews on Discord (glue only; the rules are in `core::pair`): `/pair` as a
//! slash command (answered ephemerally; everything else goes by DM), Accept/Decline buttons
//! (`mashang-pair:<command>`), `/pair …` typed in a DM or in the session's thread, and the
//! shared space: a private thread in the group's channel with both members added, where the
//! timer and verdicts are posted. Nothing of a session is posted in the channel itself.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    AutoArchiveDuration, ButtonStyle, ChannelId, ChannelType, ComponentInteraction,
    CreateActionRow, CreateButton, CreateMessage, CreateThread, Http, Message, UserId,
};

use super::calls::GroupCall;
use super::commands::{Ctx, Error};
use super::dispatch::{Hub, user_key};
use super::group_journal::{GroupJob, defer_button, defer_command};
use super::journal::{interaction_event, message_event};
use super::outbox::{self, Target};
use super::render::Outgoing;
use super::translate;
use mashang_core::drills::Platform;
use mashang_core::drills::runner::DeliveryError;
use mashang_core::pair::command::{self, PairCommand};
use mashang_core::pair::runner::{self, PairSink, run_timer};
use mashang_core::pair::{PairReply, Pairs, To};
use mashang_core::session::UserKey;
use mashang_i18n::Locale;

/// Custom-id prefix of the pair buttons.
pub const BUTTON_PREFIX: &str = "mashang-pair:";

/// Starts the peer-session timer (once, at start-up; the service itself is the hub's).
pub fn start(pairs: Arc<Pairs>, http: Arc<Http>) {
    let every = pairs.tick_every();
    let sink = Arc::new(DiscordPairSink { http });
    tokio::spawn(run_timer(pairs, sink, Platform::Discord, every));
}

/// The slash command added when peer sessions run.
pub fn commands() -> Vec<poise::Command<Arc<super::dispatch::Hub>, Error>> {
    vec![pair()]
}

pub(crate) async fn run(pairs: &Pairs, http: &Arc<Http>, call: &GroupCall, text: &str) {
    // Code is never the group's: a submission is taken as private even from a thread.
    let submit = matches!(command::parse(text), Some(Ok(PairCommand::Submit { .. })));
    let caller = call.caller(submit);
    let replies = pairs.try_handle(&caller, text).await.unwrap_or_default();
    let (mine, rest): (Vec<_>, Vec<_>) = replies.into_iter().partition(|r| r.to == To::Caller);
    let sink = DiscordPairSink { http: Arc::clone(http) };
    runner::deliver(pairs, &sink, &rest).await;
    let ephemeral = matches!(call.target, Target::Interaction { .. });
    let mut outs: Vec<Outgoing> = mine
        .iter()
        .map(|r| Outgoing { content: r.text.clone(), ephemeral, ..Outgoing::default() })
        .collect();
    if outs.is_empty() && ephemeral {
        outs.push(Outgoing { content: "✓".into(), ephemeral: true, ..Outgoing::default() });
    }
    outbox::deliver_all(Arc::clone(http), call.target.clone(), outs).await;
}

/// `/pair [args]`: peer mock interviews.
#[poise::command(slash_command)]
pub(crate) async fn pair(ctx: Ctx<'_>, args: Option<String>) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else { return Ok(()) };
    let i = app.interaction;
    let hint = translate::client_locale(&i.locale);
    let locale = ctx.data().engine.locale_hint(&user_key(i.user.id), hint).await;
    let call = GroupCall::of_command(i, locale);
    let text = format!("/pair {}", args.unwrap_or_default()).trim().to_string();
    let defer = defer_command(app);
    let job = GroupJob::Pair { call, text };
    ctx.data().receive_group(interaction_event(i.id.get()), job, defer).await;
    Ok(())
}

/// The pair command behind a button's custom id.
pub fn button_command(custom_id: &str) -> Option<String> {
    let cmd = custom_id.strip_prefix(BUTTON_PREFIX)?;
    matches!(command::parse(cmd), Some(Ok(_))).then(|| cmd.to_string())
}

/// Handles a pair button (journaled, then deferred); `false` when it is not one.
pub async fn on_button(hub: &Arc<Hub>, c: &ComponentInteraction, locale: Locale) -> bool {
    let Some(text) = button_command(&c.data.custom_id) else {
        return false;
    };
    let job = GroupJob::Pair { call: GroupCall::of_button(c, locale), text };
    let defer = defer_button(hub, c);
    hub.receive_group(interaction_event(c.id.get()), job, defer).await;
    true
}

/// Whether a message is `/pair …` typed in a DM or in the session's thread.
pub fn is_command(m: &Message) -> bool {
    !m.author.bot && command::parse(&m.content).is_some()
}

/// Handles `/pair …` typed as a message ([`is_command`]).
pub async fn on_message(hub: &Arc<Hub>, m: &Message) {
    let job = GroupJob::Pair { call: GroupCall::of_message(m), text: m.content.clone() };
    // A message needs no acknowledgement: Discord has it already.
    hub.receive_group(message_event(m.id.get()), job, async {}).await;
}

fn buttons(r: &PairReply) -> Vec<CreateActionRow> {
    if r.buttons.is_empty() {
        return Vec::new();
    }
    let row = r
        .buttons
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let style = if i == 0 { ButtonStyle::Primary } else { ButtonStyle::Secondary };
            CreateButton::new(format!("{BUTTON_PREFIX}{}", b.command)).label(&b.label).style(style)
        })
        .collect();
    vec![CreateActionRow::Buttons(row)]
}

struct DiscordPairSink {
    http: Arc<Http>,
}

fn user_id(u: &UserKey) -> Result<UserId, DeliveryError> {
    if u.platform != "discord" {
        return Err(DeliveryError::Address(format!("{u} is not on Discord")));
    }
    let id = u.id.parse::<u64>().map_err(|e| DeliveryError::Address(format!("{u}: {e}")))?;
    Ok(UserId::new(id))
}

impl DiscordPairSink {
    async fn dm(&self, u: &UserKey) -> Result<ChannelId, DeliveryError> {
        let dm = user_id(u)?.create_dm_channel(&self.http).await;
        Ok(dm.map_err(DeliveryError::platform)?.id)
    }

    /// A private thread in the group's channel with both members (the shared space).
    async fn open(&self, o: &mashang_core::pair::OpenSpace) -> Result<ChannelId, DeliveryError> {
        let bad = |what: String| DeliveryError::Address(what);
        let parent = o.chat.id.parse::<u64>().map_err(|e| bad(format!("{}: {e}", o.chat)))?;
        let builder = CreateThread::new(super::split::truncate(&o.title, 100))
            .kind(ChannelType::PrivateThread)
            .invitable(false)
            .auto_archive_duration(AutoArchiveDuration::OneDay);
        let thread = ChannelId::new(parent)
            .create_thread(self.http.as_ref(), builder)
            .await
            .map_err(DeliveryError::platform)?;
        for u in &o.accounts {
            let added = self.http.add_thread_channel_member(thread.id, user_id(u)?).await;
            added.map_err(DeliveryError::platform)?;
        }
        Ok(thread.id)
    }
}

#[async_trait::async_trait]
impl PairSink for DiscordPairSink {
    async fn deliver(&self, r: &PairReply) -> Result<Option<String>, DeliveryError> {
        let mut opened = None;
        let channels = match (&r.to, &r.open) {
            (To::Space { .. }, Some(o)) => {
                let thread = self.open(o).await?;
                opened = Some(thread.to_string());
                vec![thread]
            }
            (To::Space { thread: Some(t), .. }, None) => {
                vec![ChannelId::new(
                    t.parse::<u64>().map_err(|e| DeliveryError::Address(format!("{t}: {e}")))?,
                )]
            }
            (To::Space { accounts, thread: None, .. }, None) => {
                let mut dms = Vec::new();
                for a in accounts {
                    dms.push(self.dm(a).await?);
                }
                dms
            }
            (To::Account(u), _) => vec![self.dm(u).await?],
            (To::Caller, _) => return Err(DeliveryError::Address("no caller channel".into())),
        };
        let text = super::split::truncate(&r.text, 2000);
        for c in channels {
            let msg = CreateMessage::new()
                .content(text.clone())
                .components(buttons(r))
                .allowed_mentions(crate::mentions::none());
            c.send_message(&self.http, msg).await.map_err(DeliveryError::platform)?;
        }
        Ok(opened)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_buttons_map_back_to_pair_commands_only() {
        let id = "mashang-pair:/pair accept P1";
        assert_eq!(button_command(id).as_deref(), Some("/pair accept P1"));
        assert_eq!(button_command("mashang-pair:/hint"), None);
        assert_eq!(button_command("mashang-duel:/pair accept P1"), None);
    }
}

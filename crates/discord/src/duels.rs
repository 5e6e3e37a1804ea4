//! Duels on Discord (glue only; the rules are in `core::duel`): the slash commands `/duel
//! [member] [args]` and `/duelboard` (answered ephemerally), Accept/Decline buttons under a
//! challenge (custom id `mashang-duel:<command>`, run here rather than by the interview engine),
//! submissions as a DM to the bot (`/duel submit` and a fenced block) or the interview's ways
//! (`/submit`'s editor, a code block in a DM or addressed to the bot, outside the member's
//! interview thread: [`take_submission`]), the problem and verdicts privately, and the live
//! status in the channel edited in place.

use std::sync::Arc;

use poise::serenity_prelude as serenity;
use serenity::{
    ButtonStyle, ChannelId, ComponentInteraction, CreateActionRow, CreateButton, CreateMessage,
    EditMessage, Http, Message, MessageId, UserId,
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
use mashang_core::drills::service::Audience;
use mashang_core::duel::command;
use mashang_core::duel::runner::{self, DuelSink, run_timer};
use mashang_core::duel::{DuelReply, Duels};
use mashang_core::journal::EventId;
use mashang_i18n::Locale;

/// Custom id prefix of the duel buttons.
pub const BUTTON_PREFIX: &str = "mashang-duel:";

/// Starts the timer that posts through `http` (once, at start-up; the service itself is the
/// hub's).
pub fn start(duels: Arc<Duels>, http: Arc<Http>) {
    let every = duels.tick_every();
    let sink = Arc::new(DiscordDuelSink { http, here: None });
    tokio::spawn(run_timer(duels, sink, Platform::Discord, every));
}

/// The duel slash commands.
pub fn commands() -> Vec<poise::Command<Arc<super::dispatch::Hub>, Error>> {
    vec![duel(), duelboard()]
}

/// Runs `text` for `call` and delivers every reply (to the caller through `call.target`).
pub(crate) async fn run(duels: &Duels, http: &Arc<Http>, call: &GroupCall, text: &str) {
    // A submission is private wherever it is typed: the reply is ephemeral or in a DM.
    let submit = matches!(command::parse(text), Some(Ok(command::DuelCommand::Submit { .. })));
    let caller = call.caller(submit);
    let replies = duels.try_handle(&caller, text).await.unwrap_or_default();
    let (mine, rest): (Vec<_>, Vec<_>) =
        replies.into_iter().partition(|r| r.to == Audience::Caller);
    let sink = DiscordDuelSink { http: Arc::clone(http), here: None };
    runner::deliver(duels, &sink, &rest).await;
    let mut outs: Vec<Outgoing> = mine
        .iter()
        .map(|r| Outgoing { content: r.text.clone(), ephemeral: true, ..Outgoing::default() })
        .collect();
    if outs.is_empty() && matches!(call.target, Target::Interaction { .. }) {
        outs.push(Outgoing { content: "✓".into(), ephemeral: true, ..Outgoing::default() });
    }
    outbox::deliver_all(Arc::clone(http), call.target.clone(), outs).await;
}

/// `/duel [member] [args]`: a challenge, or `accept ID`, `forfeit`, `history`, a level or problem.
#[poise::command(slash_command)]
pub(crate) async fn duel(
    ctx: Ctx<'_>,
    member: Option<serenity::User>,
    args: Option<String>,
) -> Result<(), Error> {
    let mention = member.map(|u| format!("<@{}> ", u.id)).unwrap_or_default();
    run_slash(ctx, format!("/duel {mention}{}", args.unwrap_or_default())).await
}

/// `/duelboard`.
#[poise::command(slash_command)]
pub(crate) async fn duelboard(ctx: Ctx<'_>) -> Result<(), Error> {
    run_slash(ctx, "/duelboard".into()).await
}

async fn run_slash(ctx: Ctx<'_>, text: String) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else { return Ok(()) };
    let i = app.interaction;
    let hint = translate::client_locale(&i.locale);
    let locale = ctx.data().engine.locale_hint(&user_key(i.user.id), hint).await;
    let call = GroupCall::of_command(i, locale);
    let job = GroupJob::Duel { call, text: text.trim().to_string() };
    let defer = defer_command(app);
    ctx.data().receive_group(interaction_event(i.id.get()), job, defer).await;
    Ok(())
}

/// The duel command behind a pressed button, if it is a duel button.
pub fn button_command(custom_id: &str) -> Option<String> {
    let cmd = custom_id.strip_prefix(BUTTON_PREFIX)?;
    matches!(command::parse(cmd), Some(Ok(_))).then(|| cmd.to_string())
}

/// Handles a duel button press (journaled, then deferred within Discord's window). `false`: not
/// a duel button.
pub async fn on_button(hub: &Arc<Hub>, c: &ComponentInteraction, locale: Locale) -> bool {
    let Some(text) = button_command(&c.data.custom_id) else {
        return false;
    };
    let job = GroupJob::Duel { call: GroupCall::of_button(c, locale), text };
    let defer = defer_button(hub, c);
    hub.receive_group(interaction_event(c.id.get()), job, defer).await;
    true
}

/// Whether a message is a DM to the bot with a duel command (a submission).
pub fn is_dm_command(m: &Message) -> bool {
    m.guild_id.is_none() && !m.author.bot && command::parse(&m.content).is_some()
}

/// Handles a DM to the bot that is a duel command ([`is_dm_command`]).
pub async fn on_dm(hub: &Arc<Hub>, m: &Message) {
    // Only DMs reach here: no group channel to answer in.
    let job = GroupJob::Duel { call: GroupCall::of_message(m), text: m.content.clone() };
    // A message needs no acknowledgement: Discord has it already.
    hub.receive_group(message_event(m.id.get()), job, async {}).await;
}

/// A submission made the interview's way — the `/submit` editor, or a code block in a DM or
/// addressed to the bot in a channel — by a member in a running duel (and not in their own
/// interview thread, which the caller checked): it goes to the duel, answered through `target`
/// (an ephemeral interaction reply, the DM channel, or a DM for a channel message so the verdict
/// stays private), journaled as `event` and acknowledged with `ack`. `false`: not theirs to take
/// (no running duel), the interview engine has it (and `ack` was not run).
pub async fn take_submission<F: std::future::Future<Output = ()>>(
    hub: &Arc<Hub>,
    (user, locale): (&serenity::User, Locale),
    (target, event): (Target, EventId),
    block: &str,
    ack: F,
) -> bool {
    let duels = Arc::clone(&hub.duels);
    match duels.running_for(&user_key(user.id)).await {
        Ok(true) => {}
        Ok(false) => return false,
        Err(e) => {
            tracing::warn!(error = %e, "could not tell whether a duel is running");
            return false;
        }
    }
    let call = GroupCall {
        user: user.id,
        name: user.display_name().to_string(),
        channel: None,
        locale,
        target,
    };
    let job = GroupJob::Duel { call, text: format!("/duel submit\n{}", block.trim()) };
    hub.receive_group(event, job, ack).await;
    true
}

/// Acknowledges a modal or button privately (the duel answer is only for the one who sent it).
pub async fn defer_private(http: &Http, id: serenity::InteractionId, token: &str) {
    let defer = serenity::CreateInteractionResponse::Defer(
        serenity::CreateInteractionResponseMessage::new().ephemeral(true),
    );
    if let Err(e) = http.create_interaction_response(id, token, &defer, Vec::new()).await {
        tracing::warn!(error = %e, "could not defer a duel submission");
    }
}

fn buttons(r: &DuelReply) -> Vec<CreateActionRow> {
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

/// Posts duel replies to channels and DMs.
struct DiscordDuelSink {
    http: Arc<Http>,
    here: Option<ChannelId>,
}

impl DiscordDuelSink {
    async fn channel(&self, r: &DuelReply) -> Result<ChannelId, DeliveryError> {
        let bad = |what: String| DeliveryError::Address(what);
        match &r.to {
            Audience::Caller => self.here.ok_or_else(|| bad("no caller channel".into())),
            Audience::Chat(c) if c.platform == Platform::Discord => {
                c.id.parse::<u64>().map(ChannelId::new).map_err(|e| bad(format!("{c}: {e}")))
            }
            Audience::Account(u) if u.platform == "discord" => {
                let id = u.id.parse::<u64>().map_err(|e| bad(format!("{u}: {e}")))?;
                let dm = UserId::new(id).create_dm_channel(&self.http).await;
                Ok(dm.map_err(DeliveryError::platform)?.id)
            }
            other => Err(bad(format!("{other:?} is not on Discord"))),
        }
    }
}

#[async_trait::async_trait]
impl DuelSink for DiscordDuelSink {
    async fn deliver(&self, r: &DuelReply) -> Result<Option<String>, DeliveryError> {
        let channel = self.channel(r).await?;
        let text = super::split::truncate(&r.text, 2000);
        if let Some(id) = r.edit.as_deref().and_then(|m| m.parse::<u64>().ok()) {
            let edit = EditMessage::new()
                .content(&text)
                .components(buttons(r))
                .allowed_mentions(crate::mentions::none());
            match channel.edit_message(&self.http, MessageId::new(id), edit).await {
                Ok(_) => return Ok(None),
                Err(e) => tracing::info!(error = %e, "duel status not edited; posting it anew"),
            }
        }
        let msg = CreateMessage::new()
            .content(text)
            .components(buttons(r))
            .allowed_mentions(crate::mentions::none());
        let sent = channel.send_message(&self.http, msg).await.map_err(DeliveryError::platform)?;
        Ok(r.status.as_ref().map(|_| sent.id.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn duel_buttons_map_back_to_duel_commands_only() {
        assert_eq!(
            button_command("mashang-duel:/duel accept D1").as_deref(),
            Some("/duel accept D1")
        );
        assert_eq!(button_command("mashang-duel:/hint"), None);
        assert_eq!(button_command("mashang:/duel accept D1"), None);
    }
}

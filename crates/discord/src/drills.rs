//! Daily drills on Discord (glue only; the decisions are in `core::drills`, the turn in
//! [`super::drill_turn`]): the slash commands `/drill`, `/drill-admin` (config, now, board),
//! `/leaderboard`, `/streak`, `/stats`, `/link`, `/practice`, `/plan`, and the [`PostSink`] that
//! posts the daily problem in the configured channel with an optional role ping and opens a public
//! thread for discussion. Solutions go through `/drill submit` with a file (or DM), so nothing is
//! spoiled in the channel.

use std::sync::Arc;
use std::time::Instant;

use poise::serenity_prelude as serenity;
use serenity::{ChannelId, CreateMessage, CreateThread, Http, Mentionable, RoleId, UserId};

use super::commands::{Ctx, Error};
use super::dispatch::{Hub, user_key};
use super::drill_turn::{self, DrillCall};
use super::group_journal::{DrillFile, GroupJob, defer_command};
use super::journal::interaction_event;
use super::outbox::{self, Target};
use super::translate;
use mashang_chatkit::upload::{self, UnknownType};
use mashang_core::drills::runner::{DeliveryError, PostSink, run_scheduler};
use mashang_core::drills::service::{Audience, DrillsReply, Posting};
use mashang_core::drills::{ChatKey, Drills, Platform};

/// Starts the minute scheduler that posts through `http` (once, at start-up; the service itself
/// is the hub's, where the commands find it).
pub fn start(drills: Arc<Drills>, http: Arc<Http>) {
    tokio::spawn(run_scheduler(drills, Arc::new(DiscordSink::new(http)), Platform::Discord));
}

/// The drill slash commands.
pub fn commands() -> Vec<poise::Command<Arc<Hub>, Error>> {
    vec![drill(), drill_admin(), leaderboard(), streak(), stats(), link(), practice(), plan()]
}

/// Describes the call (not yet acknowledged: `journal` defers it once it is written down).
async fn begin(
    ctx: Ctx<'_>,
) -> Option<(DrillCall, poise::ApplicationContext<'_, Arc<Hub>, Error>)> {
    let poise::Context::Application(app) = ctx else { return None };
    let i = app.interaction;
    let hint = translate::client_locale(&i.locale);
    let locale = ctx.data().engine.locale_hint(&user_key(i.user.id), hint).await;
    let call = DrillCall {
        user: i.user.id,
        name: i.user.display_name().to_string(),
        channel: i.channel_id,
        guild: i.guild_id,
        permissions: i.member.as_ref().and_then(|m| m.permissions),
        locale,
        target: Target::Interaction {
            token: i.token.clone(),
            channel: i.channel_id,
            received: Instant::now(),
        },
    };
    Some((call, app))
}

/// Journals the drill command, defers it (ephemeral: drill answers are for the caller) and runs
/// it in its own task, so a judged submission never holds poise up.
async fn journal(
    app: poise::ApplicationContext<'_, Arc<Hub>, Error>,
    call: DrillCall,
    text: String,
    file: Option<DrillFile>,
) {
    let event = interaction_event(app.interaction.id.get());
    let defer = defer_command(app);
    let job = GroupJob::Drill { call, text, file };
    app.data().receive_group(event, job, defer).await;
}

async fn run_text(ctx: Ctx<'_>, text: String) -> Result<(), Error> {
    if let Some((call, app)) = begin(ctx).await {
        journal(app, call, text, None).await;
    }
    Ok(())
}

/// Today's drill, its config and hints; attach a file to submit.
#[poise::command(slash_command)]
pub(crate) async fn drill(
    ctx: Ctx<'_>,
    args: Option<String>,
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let Some(file) = file else {
        return run_text(ctx, format!("/drill {}", args.unwrap_or_default())).await;
    };
    let Some((call, app)) = begin(ctx).await else { return Ok(()) };
    // The interview's size rule, and a language the bank has (no C drills).
    let admitted = upload::admit(&file.filename, file.size.into(), None, UnknownType::Refuse);
    let Some(lang) = admitted.ok().and_then(|_| upload::lang_of_file(&file.filename)) else {
        journal(app, call, "/drill submit".into(), None).await; // answers with how to submit
        return Ok(());
    };
    let file = DrillFile {
        url: file.url.clone(),
        filename: file.filename.clone(),
        lang: lang.id().into(),
    };
    journal(app, call, "/drill submit".into(), Some(file)).await;
    Ok(())
}

// `/drill-admin config …` and `/drill-admin now`: Discord shows them only to members with Manage
// Server (server owners can change that under Integrations), and every call is checked against
// the member's permissions anyway (`drill_turn::may_administer`).
/// Drill settings and posting now (server managers).
#[poise::command(
    slash_command,
    rename = "drill-admin",
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("drill_admin_config", "drill_admin_now", "drill_admin_board"),
    subcommand_required
)]
pub(crate) async fn drill_admin(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/drill-admin config [settings]`.
#[poise::command(slash_command, rename = "config")]
pub(crate) async fn drill_admin_config(
    ctx: Ctx<'_>,
    settings: Option<String>,
) -> Result<(), Error> {
    run_text(ctx, format!("/drill config {}", settings.unwrap_or_default())).await
}

/// `/drill-admin now`.
#[poise::command(slash_command, rename = "now")]
pub(crate) async fn drill_admin_now(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/drill now".into()).await
}

/// Pin (pin [today|week|all]) or unpin the live leaderboard in this channel.
#[poise::command(slash_command, rename = "board")]
pub(crate) async fn drill_admin_board(
    ctx: Ctx<'_>,
    action: String,
    window: Option<String>,
) -> Result<(), Error> {
    run_text(ctx, format!("/drill board {action} {}", window.unwrap_or_default())).await
}

/// `/leaderboard [today|week|all]`.
#[poise::command(slash_command)]
pub(crate) async fn leaderboard(ctx: Ctx<'_>, window: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/leaderboard {}", window.unwrap_or_default())).await
}

/// `/streak`.
#[poise::command(slash_command)]
pub(crate) async fn streak(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/streak".into()).await
}

/// `/stats`.
#[poise::command(slash_command)]
pub(crate) async fn stats(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/stats".into()).await
}

/// `/link [code]`.
#[poise::command(slash_command)]
pub(crate) async fn link(ctx: Ctx<'_>, code: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/link {}", code.unwrap_or_default())).await
}

/// `/practice [daily on|off]`.
#[poise::command(slash_command)]
pub(crate) async fn practice(ctx: Ctx<'_>, args: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/practice {}", args.unwrap_or_default())).await
}

// Each subcommand sends the text command's words, so both platforms run the same parse.
/// `/plan list|show|start|progress|stop`: study plans.
#[poise::command(
    slash_command,
    subcommands("plan_list", "plan_show", "plan_start", "plan_progress", "plan_stop"),
    subcommand_required
)]
pub(crate) async fn plan(_ctx: Ctx<'_>) -> Result<(), Error> {
    Ok(())
}

/// `/plan list`.
#[poise::command(slash_command, rename = "list")]
pub(crate) async fn plan_list(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/plan list".into()).await
}

/// `/plan show [plan]`.
#[poise::command(slash_command, rename = "show")]
pub(crate) async fn plan_show(ctx: Ctx<'_>, plan: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/plan show {}", plan.unwrap_or_default())).await
}

/// `/plan start plan`.
#[poise::command(slash_command, rename = "start")]
pub(crate) async fn plan_start(ctx: Ctx<'_>, plan: String) -> Result<(), Error> {
    run_text(ctx, format!("/plan start {plan}")).await
}

/// `/plan progress`.
#[poise::command(slash_command, rename = "progress")]
pub(crate) async fn plan_progress(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/plan progress".into()).await
}

/// `/plan stop`.
#[poise::command(slash_command, rename = "stop")]
pub(crate) async fn plan_stop(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/plan stop".into()).await
}

/// Posts to Discord channels and DMs.
pub struct DiscordSink {
    http: Arc<Http>,
}

impl DiscordSink {
    pub fn new(http: Arc<Http>) -> Self {
        DiscordSink { http }
    }
}

fn channel_of(chat: &ChatKey) -> Result<ChannelId, DeliveryError> {
    if chat.platform != Platform::Discord {
        return Err(DeliveryError::Address(format!("{chat} is not a Discord channel")));
    }
    let id = chat.id.parse::<u64>();
    id.map(ChannelId::new).map_err(|e| DeliveryError::Address(format!("{chat}: {e}")))
}

#[async_trait::async_trait]
impl PostSink for DiscordSink {
    async fn post(&self, p: &Posting) -> Result<(), DeliveryError> {
        if p.chat.platform != Platform::Discord {
            return Ok(()); // another front end's chat
        }
        let channel = channel_of(&p.chat)?;
        let parts = super::split::split(&p.text, 2000);
        let ping = p.ping_role.as_deref().and_then(|r| r.parse::<u64>().ok()).map(RoleId::new);
        let (first, mentions) = match ping {
            Some(role) => (
                format!("{} {}", role.mention(), parts.first().cloned().unwrap_or_default()),
                crate::mentions::role(role),
            ),
            None => (parts.first().cloned().unwrap_or_default(), crate::mentions::none()),
        };
        let msg = channel
            .send_message(
                &self.http,
                CreateMessage::new().content(first).allowed_mentions(mentions),
            )
            .await
            .map_err(crate::chats::delivery_error)?;
        let name: String = format!("{} · {}", p.date, p.title).chars().take(90).collect();
        // Discussion goes in a thread under the post; the rest of a long statement follows there.
        let thread = channel
            .create_thread_from_message(&self.http, msg.id, CreateThread::new(name))
            .await
            .map(|t| t.id)
            .unwrap_or(channel);
        for part in parts.into_iter().skip(1) {
            thread
                .send_message(
                    &self.http,
                    CreateMessage::new().content(part).allowed_mentions(crate::mentions::none()),
                )
                .await
                .map_err(crate::chats::delivery_error)?;
        }
        Ok(())
    }

    async fn deliver(&self, r: &DrillsReply) -> Result<(), DeliveryError> {
        let channel = match &r.to {
            Audience::Chat(chat) if chat.platform == Platform::Discord => channel_of(chat)?,
            Audience::Account(user) if user.platform == "discord" => {
                let id =
                    user.id.parse::<u64>().map_err(|e| DeliveryError::Address(e.to_string()))?;
                let uid = UserId::new(id);
                uid.create_dm_channel(&self.http).await.map_err(DeliveryError::platform)?.id
            }
            Audience::Account(user) => {
                return Err(DeliveryError::Address(format!("{user} is not a Discord account")));
            }
            _ => return Err(DeliveryError::Address("not addressed to Discord".into())),
        };
        for out in drill_turn::outgoing(r) {
            outbox::post(&self.http, channel, &out).await.map_err(DeliveryError::platform)?;
        }
        Ok(())
    }
}

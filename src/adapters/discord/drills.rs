//! Daily drills on Discord (glue only; the decisions are in `core::drills`): the slash commands
//! `/drill`, `/leaderboard`, `/streak`, `/stats`, `/link`, `/practice`, and the [`PostSink`] that
//! posts the daily problem in the configured channel with an optional role ping and opens a public
//! thread for discussion. Solutions go through `/drill submit` with a file (or DM), so nothing is
//! spoiled in the channel.

use std::sync::{Arc, OnceLock};
use std::time::Duration;

use poise::serenity_prelude as serenity;
use serenity::{
    ChannelId, CreateAttachment, CreateMessage, CreateThread, Http, Mentionable, RoleId, UserId,
};

use super::commands::{Ctx, Error};
use super::dispatch::Hub;
use crate::core::drills::runner::{PostSink, run_scheduler};
use crate::core::drills::service::{Audience, Caller, DrillsReply, Posting};
use crate::core::drills::{ChatKey, Drills, Platform};
use crate::core::i18n::Locale;
use crate::core::problem::Lang;
use crate::core::session::UserKey;

/// The drills service, installed once at start-up (the commands find it here).
static DRILLS: OnceLock<Arc<Drills>> = OnceLock::new();

/// Installs the service and starts the minute scheduler that posts through `http`.
pub fn start(drills: Arc<Drills>, http: Arc<Http>) {
    if DRILLS.set(Arc::clone(&drills)).is_ok() {
        tokio::spawn(run_scheduler(
            drills,
            Arc::new(DiscordSink { http }),
            Platform::Discord,
            Duration::from_secs(60),
        ));
    }
}

/// The drill slash commands.
pub fn commands() -> Vec<poise::Command<Arc<Hub>, Error>> {
    vec![drill(), leaderboard(), streak(), stats(), link(), practice()]
}

fn caller(ctx: &Ctx<'_>) -> Caller {
    let chat =
        ctx.guild_id().map(|_| ChatKey::new(Platform::Discord, ctx.channel_id().to_string()));
    let locale = match ctx {
        poise::Context::Application(a) => Locale::parse(&a.interaction.locale).unwrap_or_default(),
        _ => Locale::default(),
    };
    Caller {
        user: UserKey::new("discord", &ctx.author().id.to_string()),
        name: ctx.author().display_name().to_string(),
        chat,
        locale,
    }
}

async fn run_text(ctx: Ctx<'_>, text: String) -> Result<(), Error> {
    ctx.defer_ephemeral().await?;
    let Some(drills) = DRILLS.get() else {
        ctx.say("Drills are not enabled on this bot.").await?;
        return Ok(());
    };
    let replies = drills.try_handle(&caller(&ctx), &text).await.unwrap_or_default();
    deliver_to_ctx(ctx, replies).await
}

async fn deliver_to_ctx(ctx: Ctx<'_>, replies: Vec<DrillsReply>) -> Result<(), Error> {
    let http = ctx.serenity_context().http.clone();
    let sink = DiscordSink { http };
    let mut answered = false;
    for r in replies {
        if r.to == Audience::Caller {
            for (i, part) in super::split::split(&r.text, 2000).into_iter().enumerate() {
                let mut reply = poise::CreateReply::default().content(part);
                if i == 0
                    && let Some(png) = &r.png
                {
                    reply = reply.attachment(CreateAttachment::bytes(png.clone(), "chart.png"));
                }
                ctx.send(reply).await?;
                answered = true;
            }
        } else if let Err(why) = sink.deliver(&r).await {
            tracing::warn!(%why, "drill reply not delivered");
        }
    }
    if !answered {
        ctx.say("✓").await?;
    }
    Ok(())
}

/// Today's drill, its config and hints; attach a file to submit.
#[poise::command(slash_command)]
pub async fn drill(
    ctx: Ctx<'_>,
    args: Option<String>,
    file: Option<serenity::Attachment>,
) -> Result<(), Error> {
    let Some(file) = file else {
        return run_text(ctx, format!("/drill {}", args.unwrap_or_default())).await;
    };
    let ext = file.filename.rsplit('.').next().unwrap_or_default().to_ascii_lowercase();
    let Some(lang) = Lang::from_ext(&ext) else {
        return run_text(ctx, "/drill submit".into()).await; // answers with how to submit
    };
    if file.size > 64 * 1024 {
        return run_text(ctx, "/drill submit".into()).await;
    }
    let code = ctx.data().files.get(&file.url).send().await?.error_for_status()?.text().await?;
    run_text(ctx, format!("/drill submit\n```{}\n{code}\n```", lang.id())).await
}

/// `/leaderboard [today|week|all]`.
#[poise::command(slash_command)]
pub async fn leaderboard(ctx: Ctx<'_>, window: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/leaderboard {}", window.unwrap_or_default())).await
}

/// `/streak`.
#[poise::command(slash_command)]
pub async fn streak(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/streak".into()).await
}

/// `/stats`.
#[poise::command(slash_command)]
pub async fn stats(ctx: Ctx<'_>) -> Result<(), Error> {
    run_text(ctx, "/stats".into()).await
}

/// `/link [code]`.
#[poise::command(slash_command)]
pub async fn link(ctx: Ctx<'_>, code: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/link {}", code.unwrap_or_default())).await
}

/// `/practice [daily on|off]`.
#[poise::command(slash_command)]
pub async fn practice(ctx: Ctx<'_>, args: Option<String>) -> Result<(), Error> {
    run_text(ctx, format!("/practice {}", args.unwrap_or_default())).await
}

/// Posts to Discord channels and DMs.
pub struct DiscordSink {
    http: Arc<Http>,
}

fn channel_of(chat: &ChatKey) -> Result<ChannelId, String> {
    if chat.platform != Platform::Discord {
        return Err(format!("{chat} is not a Discord channel"));
    }
    chat.id.parse::<u64>().map(ChannelId::new).map_err(|e| format!("{chat}: {e}"))
}

#[async_trait::async_trait]
impl PostSink for DiscordSink {
    async fn post(&self, p: &Posting) -> Result<(), String> {
        if p.chat.platform != Platform::Discord {
            return Ok(()); // another front end's chat
        }
        let channel = channel_of(&p.chat)?;
        let parts = super::split::split(&p.text, 2000);
        let ping = p.ping_role.as_deref().and_then(|r| r.parse::<u64>().ok()).map(RoleId::new);
        let first = match ping {
            Some(role) => {
                format!("{} {}", role.mention(), parts.first().cloned().unwrap_or_default())
            }
            None => parts.first().cloned().unwrap_or_default(),
        };
        let msg = channel
            .send_message(&self.http, CreateMessage::new().content(first))
            .await
            .map_err(|e| e.to_string())?;
        let name: String = format!("{} · {}", p.date, p.title).chars().take(90).collect();
        // Discussion goes in a thread under the post; the rest of a long statement follows there.
        let thread = channel
            .create_thread_from_message(&self.http, msg.id, CreateThread::new(name))
            .await
            .map(|t| t.id)
            .unwrap_or(channel);
        for part in parts.into_iter().skip(1) {
            thread
                .send_message(&self.http, CreateMessage::new().content(part))
                .await
                .map_err(|e| e.to_string())?;
        }
        Ok(())
    }

    async fn deliver(&self, r: &DrillsReply) -> Result<(), String> {
        let channel = match &r.to {
            Audience::Chat(chat) if chat.platform == Platform::Discord => channel_of(chat)?,
            Audience::Account(user) => match user.as_str().strip_prefix("discord:") {
                Some(id) => {
                    let uid = UserId::new(id.parse::<u64>().map_err(|e| e.to_string())?);
                    uid.create_dm_channel(&self.http).await.map_err(|e| e.to_string())?.id
                }
                None => return Err(format!("{} is not a Discord account", user.as_str())),
            },
            _ => return Err("not addressed to Discord".into()),
        };
        for (i, part) in super::split::split(&r.text, 2000).into_iter().enumerate() {
            let mut m = CreateMessage::new().content(part);
            if i == 0
                && let Some(png) = &r.png
            {
                m = m.add_file(CreateAttachment::bytes(png.clone(), "chart.png"));
            }
            channel.send_message(&self.http, m).await.map_err(|e| e.to_string())?;
        }
        Ok(())
    }
}

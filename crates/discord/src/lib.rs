//! The Discord front end (poise on serenity): registers the localized slash commands, defers every
//! interaction within Discord's 3-second window and runs each turn in its own task, reads DMs,
//! mentions and (with the message-content intent) interview-thread messages, and resumes
//! interviews interrupted by a restart. All decisions live in the pure modules [`translate`] and
//! [`render`]; this file and [`commands`] are thin glue.

#![forbid(unsafe_code)]
#![warn(unreachable_pub)]

pub mod boards;
mod calls;
mod chats;
pub mod commands;
pub mod dispatch;
pub mod drill_turn;
pub mod drills;
pub mod duels;
mod group_journal;
mod journal;
pub mod localize;
mod mentions;
pub mod outbox;
pub mod pairs;
mod proxy_front;
pub mod render;
pub mod shards;
mod split;
mod tables;
pub mod threads;
pub mod translate;
mod wall;

use std::sync::Arc;
use std::time::Instant;

use anyhow::Context as _;
use poise::serenity_prelude as serenity;
use serenity::{FullEvent, GatewayIntents, Interaction};

use self::commands::Error;
use self::dispatch::{Hub, Origin};
use self::translate::{Action, Place};
use mashang_core::services::Services;

/// Gateway intents: without the privileged message-content intent the bot still gets slash
/// commands, buttons, modals, DMs and messages that mention it.
pub fn intents(message_content: bool) -> GatewayIntents {
    let mut i =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content {
        i |= GatewayIntents::MESSAGE_CONTENT;
    }
    i
}

/// What the Discord front end is started with (the app fills it from its configuration).
#[derive(Debug, Clone, Default)]
pub struct DiscordOptions {
    /// The bot token (from `MASHANG_DISCORD_TOKEN`; never logged).
    pub token: String,
    /// Where the interview-thread book is kept (`<data_dir>/discord-channels.json`).
    pub channel_book: std::path::PathBuf,
    /// Read ordinary messages in interview threads (the privileged message-content intent).
    pub message_content: bool,
    /// Discord REST through an HTTP proxy, 429s waited out in front of it (see `proxied_http`).
    pub proxy_url: Option<String>,
    /// The shards this process runs (`--shards 0-3 --shard-total 8`); `None` = all of them.
    pub shards: Option<shards::ShardPlan>,
    /// With replicas on one database: how often to look for the turns of a replica that died
    /// (the replica lease time); `None` without replicas.
    pub orphan_sweep: Option<std::time::Duration>,
}

/// Runs the Discord bot with the app's `services` until Ctrl-C.
pub async fn run(services: Services, opts: DiscordOptions) -> anyhow::Result<()> {
    let token = opts.token.clone();
    let book_path = opts.channel_book.clone();
    let mut cmds = commands::all();
    cmds.extend(drills::commands());
    cmds.extend(duels::commands());
    cmds.extend(pairs::commands());
    let sweep = opts.orphan_sweep.filter(|_| services.engine.replicas().is_some());
    localize::localize(&mut cmds);
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: cmds,
            event_handler: |fw, event| Box::pin(on_event(fw, event)),
            on_error: |e| Box::pin(on_error(e)),
            // poise's default lets a reply ping users; ours ping nobody.
            allowed_mentions: Some(mentions::none()),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                // poise holds every event until this returns the hub: the hub (with the group
                // services) comes first, and the commands are registered in the background, so a
                // command sent while Discord is slow to take the registration (or refuses it) is
                // still answered within its 3-second window. The previous run's commands are
                // registered already; a failed registration is logged, the bot keeps serving.
                let book = threads::ChannelBook::open(book_path);
                let hub = Arc::new(Hub::new(services.clone(), Arc::clone(&ctx.http), book));
                // What `register_globally` sends, built here: the task must not borrow poise.
                let commands =
                    poise::builtins::create_application_commands(&framework.options().commands);
                let (http, bot) = (Arc::clone(&ctx.http), ready.user.name.clone());
                tokio::spawn(async move {
                    match serenity::Command::set_global_commands(&http, commands).await {
                        Ok(_) => tracing::info!(%bot, "discord commands registered"),
                        Err(e) => tracing::error!(error = %e, "discord commands not registered"),
                    }
                });
                boards::start(Arc::clone(&services.drills), Arc::clone(&ctx.http));
                drills::start(Arc::clone(&services.drills), Arc::clone(&ctx.http));
                duels::start(Arc::clone(&services.duels), Arc::clone(&ctx.http));
                pairs::start(Arc::clone(&services.pairs), Arc::clone(&ctx.http));
                // Journaled turns first (they answer the interaction they came from), then any
                // interview still waiting on a tool call with no turn to answer.
                let restart = Arc::clone(&hub);
                tokio::spawn(async move {
                    let replayed = restart.replay().await;
                    let resumed = restart.resume().await;
                    if replayed + resumed > 0 {
                        tracing::info!(
                            replayed,
                            resumed,
                            "discord turns replayed, interviews resumed"
                        );
                    }
                    // After this replica's own turns: then the dead replicas', for its life.
                    if let Some(every) = sweep {
                        drop(restart.sweep_orphans(every)); // detached: runs as long as the process
                    }
                });
                Ok(hub)
            })
        })
        .build();
    let intents = intents(opts.message_content);
    let builder = match opts.proxy_url.as_deref() {
        Some(proxy) => {
            let http = proxied_http(&token, proxy).await?;
            tracing::info!(proxy = %redacted(proxy), "discord REST goes through the proxy; 429s are waited out in front of it");
            serenity::ClientBuilder::new_with_http(http, intents)
        }
        None => serenity::ClientBuilder::new(&token, intents),
    };
    let mut client = builder.framework(framework).await.context("building the Discord client")?;
    let shards = Arc::clone(&client.shard_manager);
    tokio::spawn(async move {
        let _ = tokio::signal::ctrl_c().await;
        shards.shutdown_all().await;
    });
    match opts.shards {
        Some(plan) => {
            tracing::info!(
                first = plan.first,
                last = plan.last,
                total = plan.total,
                "discord shards of this process"
            );
            // serenity's range end is inclusive (`4..7` starts shards 4, 5, 6 and 7).
            client.start_shard_range(plan.first..plan.last, plan.total).await
        }
        None => client.start_autosharded().await,
    }
    .context("Discord gateway")?;
    Ok(())
}

/// serenity's REST client sending every call to `proxy` (e.g. twilight-http-proxy) instead of
/// `https://discord.com`. serenity's rate limiter builds its requests without the proxy, so it
/// must be off for the proxy to be used at all; the calls go through [`proxy_front`] on loopback,
/// which waits out the 429s that then reach the bot for their `Retry-After`.
pub async fn proxied_http(token: &str, proxy: &str) -> anyhow::Result<serenity::Http> {
    let url = reqwest::Url::parse(proxy)
        .with_context(|| format!("discord_proxy_url `{}` is not a URL", redacted(proxy)))?;
    anyhow::ensure!(
        matches!(url.scheme(), "http" | "https") && url.host().is_some(),
        "discord_proxy_url `{}` must be an http:// or https:// URL with a host",
        redacted(proxy)
    );
    let front = proxy_front::start(proxy).await.context("starting the Discord proxy front")?;
    Ok(serenity::HttpBuilder::new(token).proxy(front).ratelimiter_disabled(true).build())
}

/// A proxy URL fit for the log: any `user:password@` is dropped.
fn redacted(proxy: &str) -> String {
    match reqwest::Url::parse(proxy) {
        Ok(mut url) if !url.username().is_empty() || url.password().is_some() => {
            let _ = url.set_username("");
            let _ = url.set_password(None);
            url.to_string()
        }
        Ok(_) => proxy.to_string(),
        Err(_) => "<unparsable>".to_string(),
    }
}

async fn on_error(error: poise::FrameworkError<'_, Arc<Hub>, Error>) {
    match error {
        poise::FrameworkError::Setup { error, .. } => {
            tracing::error!(error = %error, "discord setup failed");
        }
        // A command that failed (e.g. Discord refused the deferral) gets a sentence in the
        // user's language rather than the framework's English.
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::warn!(error = %error, command = %ctx.command().name, "discord command failed");
            let poise::Context::Application(app) = ctx else { return };
            let hint = translate::client_locale(&app.interaction.locale);
            let user = dispatch::user_key(app.interaction.user.id);
            let l = ctx.data().engine.locale_hint(&user, hint).await;
            let text = mashang_i18n::t(l, "discord.command_failed", &[]);
            if let Err(e) =
                ctx.send(poise::CreateReply::default().content(text).ephemeral(true)).await
            {
                tracing::warn!(error = %e, "could not report a failed command");
            }
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!(error = %e, "discord error handler failed");
            }
        }
    }
}

/// Modals, buttons and messages (slash commands and autocomplete are poise's).
async fn on_event(
    fw: poise::FrameworkContext<'_, Arc<Hub>, Error>,
    event: &FullEvent,
) -> Result<(), Error> {
    let hub = fw.user_data;
    match event {
        FullEvent::InteractionCreate { interaction: Interaction::Modal(m) } => {
            let action = translate::from_modal(m);
            if action == Action::Ignore {
                return Ok(());
            }
            if let Action::Text(block) = &action
                && m.data.custom_id.starts_with(render::MODAL_ID)
                && !hub.book.is_users(m.user.id, m.channel_id)
            {
                let hint = translate::client_locale(&m.locale);
                let locale = hub.engine.locale_hint(&dispatch::user_key(m.user.id), hint).await;
                let target = outbox::Target::Interaction {
                    token: m.token.clone(),
                    channel: m.channel_id,
                    received: Instant::now(),
                };
                let event = journal::interaction_event(m.id.get());
                let ack = duels::defer_private(&hub.http, m.id, &m.token);
                if duels::take_submission(hub, (&m.user, locale), (target, event), block, ack).await
                {
                    return Ok(());
                }
            }
            let origin = Origin {
                user: m.user.id,
                user_name: m.user.display_name().to_string(),
                channel: m.channel_id,
                guild: m.guild_id,
                in_thread: is_thread(m.channel.as_ref()),
                token: Some(m.token.clone()),
                locale: translate::client_locale(&m.locale),
                received: Instant::now(),
            };
            let event = journal::interaction_event(m.id.get());
            hub.receive(event, origin, action, false, defer(hub, m.id, &m.token)).await;
        }
        FullEvent::InteractionCreate { interaction: Interaction::Component(c) } => {
            let hint = translate::client_locale(&c.locale);
            let locale = hub.engine.locale_hint(&dispatch::user_key(c.user.id), hint).await;
            if duels::on_button(hub, c, locale).await || pairs::on_button(hub, c, locale).await {
                return Ok(());
            }
            let action = translate::from_component(c);
            if action == Action::Ignore {
                return Ok(());
            }
            let in_thread = is_thread(c.channel.as_ref());
            let opens = matches!(&action, Action::Text(t) if t.starts_with("/interview"));
            let origin = Origin {
                user: c.user.id,
                user_name: c.user.display_name().to_string(),
                channel: c.channel_id,
                guild: c.guild_id,
                in_thread,
                token: Some(c.token.clone()),
                locale: translate::client_locale(&c.locale),
                received: Instant::now(),
            };
            let event = journal::interaction_event(c.id.get());
            hub.receive(event, origin, action, opens, defer(hub, c.id, &c.token)).await;
        }
        FullEvent::Message { new_message: m } if duels::is_dm_command(m) => {
            duels::on_dm(hub, m).await;
        }
        FullEvent::Message { new_message: m } if pairs::is_command(m) => {
            pairs::on_message(hub, m).await;
        }
        FullEvent::Message { new_message: m } => {
            let place = Place {
                bot: fw.bot_id(),
                interview_thread: hub.book.is_users(m.author.id, m.channel_id),
            };
            let action = translate::from_message(m, place);
            if action == Action::Ignore {
                return Ok(());
            }
            if let Action::Text(block) = &action
                && !place.interview_thread
                && block.lines().any(|l| l.trim_start().starts_with("```"))
            {
                let locale = hub
                    .engine
                    .locale_hint(&dispatch::user_key(m.author.id), Default::default())
                    .await;
                // In a channel the verdict goes to a DM: the channel sees only the duel's status.
                let target = match m.guild_id {
                    None => outbox::Target::Channel(m.channel_id),
                    Some(_) => outbox::Target::Dm(m.author.id),
                };
                let event = journal::message_event(m.id.get());
                let taken = (&m.author, locale);
                if duels::take_submission(hub, taken, (target, event), block, async {}).await {
                    return Ok(());
                }
            }
            let origin = Origin {
                user: m.author.id,
                user_name: m.author.display_name().to_string(),
                channel: m.channel_id,
                guild: m.guild_id,
                in_thread: place.interview_thread,
                token: None,
                locale: mashang_i18n::Locale::default(),
                received: Instant::now(),
            };
            // A message needs no acknowledgement: Discord has it already.
            hub.receive(journal::message_event(m.id.get()), origin, action, false, async {}).await;
        }
        _ => {}
    }
    Ok(())
}

fn is_thread(channel: Option<&serenity::PartialChannel>) -> bool {
    channel.is_some_and(|c| {
        matches!(c.kind, serenity::ChannelType::PublicThread | serenity::ChannelType::PrivateThread)
    })
}

/// Acknowledges an interaction ("thinking…"); a failure is logged: the turn still runs and its
/// replies fall back to the channel.
async fn defer(hub: &Hub, id: serenity::InteractionId, token: &str) {
    if let Err(e) = outbox::defer(&hub.http, id, token).await {
        tracing::warn!(error = %e, "could not defer an interaction");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_proxy_turns_the_rate_limiter_off_behind_a_loopback_front_and_bad_urls_are_refused() {
        let http = proxied_http("secret-token", "http://127.0.0.1:3000/").await.unwrap();
        assert!(http.ratelimiter.is_none(), "serenity's limiter would bypass the proxy");
        let front = http.proxy.as_deref().unwrap();
        assert!(
            front.starts_with("http://127.0.0.1:") && front != "http://127.0.0.1:3000",
            "{front}"
        );
        for bad in ["127.0.0.1:3000", "ftp://proxy", "not a url"] {
            let e = proxied_http("secret-token", bad).await.unwrap_err();
            assert!(format!("{e:#}").contains("discord_proxy_url"), "{e:#}");
        }
        assert_eq!(redacted("http://u:pw@proxy:80/"), "http://proxy/");
    }
}

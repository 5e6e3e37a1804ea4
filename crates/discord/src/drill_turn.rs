//! One drill slash command, from the deferred interaction to the delivered replies, with no poise
//! types (so the tests drive it against a fake Discord): the admin gate from the interaction's
//! member permissions, the drills service, the replies as ephemeral messages (a chart attached and
//! shown in an embed), and a post made now delivered through the scheduler's own path, which
//! marks it delivered so the next tick never posts it again.

use serenity::all::{ChannelId, CreateAttachment, CreateEmbed, GuildId, Http, Permissions, UserId};
use std::sync::Arc;

use super::dispatch::user_key;
use super::drills::DiscordSink;
use super::outbox::{self, Delivered, Target};
use super::render::Outgoing;
use super::split::{self, DESCRIPTION_LIMIT, MESSAGE_LIMIT};
use mashang_core::drills::command::{self, DrillCommand};
use mashang_core::drills::runner::PostSink;
use mashang_core::drills::service::{Audience, Caller, DrillsReply};
use mashang_core::drills::{ChatKey, Drills, Platform};
use mashang_i18n::{Locale, t};

/// File name of a drill reply's chart; the embed shows it as `attachment://chart.png`.
pub const CHART_FILE: &str = "chart.png";
const CHART_COLOUR: u32 = 0x5865F2;

/// Who ran a drill command, where, with what rights.
#[derive(Debug, Clone, serde::Serialize, serde::Deserialize)]
pub struct DrillCall {
    pub user: UserId,
    pub name: String,
    pub channel: ChannelId,
    pub guild: Option<GuildId>,
    /// The member's permissions in the channel, as the interaction carries them (`None` in a DM).
    pub permissions: Option<Permissions>,
    /// The user's interface language (their `/locale`, else their Discord client's).
    pub locale: Locale,
    /// Where the answers go: the deferred interaction (a DM once its token has expired).
    pub target: Target,
}

impl DrillCall {
    pub(crate) fn target(&self) -> Target {
        self.target.clone()
    }
}

/// Whether `text` changes the group: `/drill config …`, `/drill now`, pinning or unpinning the
/// live board.
pub fn needs_admin(text: &str) -> bool {
    matches!(
        command::parse(text),
        Some(Ok(DrillCommand::Config(_)
            | DrillCommand::PostNow
            | DrillCommand::BoardPin(_)
            | DrillCommand::BoardUnpin))
    )
}

/// Whether a server member may configure drills and post now: Manage Server or Administrator,
/// the same permission `default_member_permissions` asks for when Discord shows the commands.
pub fn may_administer(permissions: Option<Permissions>) -> bool {
    permissions.is_some_and(|p| p.manage_guild() || p.administrator())
}

/// A drill reply as messages: text split at 2000 characters; a chart goes into an embed (with
/// the text as its description when that fits) that shows the attached PNG.
pub fn outgoing(r: &DrillsReply) -> Vec<Outgoing> {
    let Some(png) = &r.png else {
        return split::split(&r.text, MESSAGE_LIMIT).into_iter().map(ephemeral_text).collect();
    };
    let chart = |description: Option<String>| {
        let mut e =
            CreateEmbed::new().colour(CHART_COLOUR).image(format!("attachment://{CHART_FILE}"));
        if let Some(d) = description {
            e = e.description(d);
        }
        Outgoing {
            embeds: vec![e],
            file: Some(CreateAttachment::bytes(png.clone(), CHART_FILE)),
            ephemeral: true,
            ..Outgoing::default()
        }
    };
    if r.text.chars().count() <= DESCRIPTION_LIMIT {
        return vec![chart(Some(r.text.clone()))];
    }
    let mut out: Vec<Outgoing> =
        split::split(&r.text, MESSAGE_LIMIT).into_iter().map(ephemeral_text).collect();
    out.push(chart(None));
    out
}

fn ephemeral_text(content: String) -> Outgoing {
    Outgoing { content, ephemeral: true, ..Outgoing::default() }
}

/// Runs `text` (a drill command) for `call` and answers the deferred interaction.
pub async fn run(
    drills: Option<&Drills>,
    http: &Arc<Http>,
    call: &DrillCall,
    text: &str,
) -> Delivered {
    let target = call.target();
    let l = call.locale;
    let say = |key: &str| vec![ephemeral_text(t(l, key, &[]))];
    let Some(drills) = drills else {
        return outbox::deliver_all(Arc::clone(http), target, say("discord.drills_disabled")).await;
    };
    if call.guild.is_some() && needs_admin(text) && !may_administer(call.permissions) {
        return outbox::deliver_all(Arc::clone(http), target, say("discord.drill_admin_only"))
            .await;
    }
    let caller = Caller {
        user: user_key(call.user),
        name: call.name.clone(),
        handle: None,
        chat: call.guild.map(|_| ChatKey::new(Platform::Discord, call.channel.to_string())),
        locale: l,
    };
    let replies = drills.try_handle(&caller, text).await.unwrap_or_default();
    let sink = DiscordSink::new(Arc::clone(http));
    let mut out = Vec::new();
    let mut posted = false;
    for r in replies {
        match &r.to {
            Audience::Caller => out.extend(outgoing(&r)),
            // A post made now goes out like a scheduled one (channel, role ping, thread) and is
            // marked delivered, so the scheduler's next tick does not post it a second time.
            Audience::Chat(_) => posted = true,
            Audience::Account(_) => {
                if let Err(why) = sink.deliver(&r).await {
                    tracing::warn!(%why, "drill notice not delivered");
                }
            }
        }
    }
    if posted {
        drills.deliver_due(&sink, Platform::Discord).await;
        out.extend(say("discord.drill_posted"));
    }
    if out.is_empty() {
        out.push(ephemeral_text("✓".into()));
    }
    outbox::deliver_all(Arc::clone(http), target, out).await
}

//! Runs one turn: picks where the replies go (the interaction, the user's private interview thread,
//! the DM), opens the thread when an interview starts in a server channel, fetches an attached
//! file, hands the text to the engine and waits for the replies to be delivered. Each turn is its
//! own task, so a slow judge in one chat never holds up another (the engine orders one user's
//! turns itself).

use std::sync::Arc;
use std::time::{Duration, Instant};

use serenity::all::{
    AutoArchiveDuration, ChannelId, ChannelType, CreateThread, GuildId, Http, Mentionable, UserId,
};

use super::outbox::{self, Delivered, Target};
use super::threads::ChannelBook;
use super::translate::{self, Action, Upload};
use mashang_core::engine::Engine;
use mashang_core::input::MAX_CODE_BYTES;
use mashang_core::journal::{EventId, Inbound};
use mashang_core::services::Services;
use mashang_core::session::UserKey;
use mashang_i18n::{Locale, t};

/// Everything a turn needs; shared by all turns.
pub struct Hub {
    pub engine: Arc<Engine>,
    pub http: Arc<Http>,
    pub book: ChannelBook,
    /// Downloads attachments (Discord's CDN).
    pub files: reqwest::Client,
    /// The group services, part of the hub so that whatever reaches the bot finds them: poise
    /// hands the hub to handlers only once it exists, so no command can arrive before them.
    pub drills: Arc<mashang_core::drills::Drills>,
    pub duels: Arc<mashang_core::duel::Duels>,
    pub pairs: Arc<mashang_core::pair::Pairs>,
}

/// Where an input came from.
#[derive(Debug, Clone)]
pub struct Origin {
    pub user: UserId,
    pub user_name: String,
    pub channel: ChannelId,
    pub guild: Option<GuildId>,
    /// The channel is a thread (no thread is opened inside a thread).
    pub in_thread: bool,
    /// The token of a deferred interaction, if the input was one.
    pub token: Option<String>,
    /// The user's Discord client language (none for gateway messages): the hint for a user who
    /// has not chosen one with /locale.
    pub locale: Locale,
    pub received: Instant,
}

/// The engine's key for a Discord user.
pub fn user_key(user: UserId) -> UserKey {
    UserKey::new("discord", &user.to_string())
}

impl Hub {
    /// The hub over the app's `services`, talking to Discord through `http`.
    pub fn new(services: Services, http: Arc<Http>, book: ChannelBook) -> Self {
        let files =
            reqwest::Client::builder().timeout(Duration::from_secs(30)).build().unwrap_or_default();
        let Services { engine, drills, duels, pairs } = services;
        Hub { engine, http, book, files, drills, duels, pairs }
    }

    /// One turn, start to delivered. `opens_interview`: the input starts an interview, so in a
    /// server channel it moves to a new private thread.
    pub async fn turn(&self, origin: Origin, action: Action, opens_interview: bool) -> Delivered {
        self.turn_journaled(origin, action, opens_interview, None).await
    }

    /// [`Hub::turn`] for a turn written in the inbound journal as `event`: the engine records its
    /// transitions under it, the courier counts its delivered replies, and it is marked answered
    /// once delivered.
    pub async fn turn_journaled(
        &self,
        mut origin: Origin,
        action: Action,
        opens_interview: bool,
        event: Option<EventId>,
    ) -> Delivered {
        // The adapter's own sentences speak the user's /locale (their client's until they choose).
        origin.locale = self.engine.locale_hint(&user_key(origin.user), origin.locale).await;
        let mut target = match &origin.token {
            Some(token) => Target::Interaction {
                token: token.clone(),
                channel: origin.channel,
                received: origin.received,
            },
            None => Target::Channel(origin.channel),
        };
        let text = match action {
            Action::Ignore => return Delivered::default(),
            Action::Text(text) => text,
            Action::Upload(upload) => match self.fetch(&upload).await {
                Ok(text) => text,
                Err(refusal) => {
                    let problem = refusal.render(&upload, origin.locale);
                    let sent = outbox::notice(&self.http, &target, problem).await.is_ok();
                    if let Some(event) = &event {
                        self.engine.answered(event).await;
                    }
                    return Delivered { sent: usize::from(sent), failed: usize::from(!sent) };
                }
            },
        };
        if opens_interview
            && origin.guild.is_some()
            && !origin.in_thread
            && let Some(thread) = self.open_thread(&origin).await
        {
            let note = t(origin.locale, "discord.thread_opened", &[("thread", &thread.mention())]);
            if let Err(e) = outbox::notice(&self.http, &target, note).await {
                tracing::warn!(error = %e, "could not point the user to the thread");
            }
            target = Target::Channel(thread);
        }
        let home = match &target {
            Target::Channel(c) | Target::Interaction { channel: c, .. } => Some(*c),
            Target::Dm(_) => None,
        };
        if let Some(home) = home
            && (origin.guild.is_none() || origin.in_thread || opens_interview)
        {
            self.book.set(origin.user, home);
        }
        let user = user_key(origin.user);
        let journal = event.clone().map(|e| (Arc::clone(&self.engine), e));
        let (out, delivered) = outbox::start_journaled(Arc::clone(&self.http), target, journal);
        match event {
            Some(event) => {
                let inbound = Inbound { event, user, text, route: String::new() };
                self.engine.handle_journaled(&inbound, out.as_ref()).await;
                self.finish(out, delivered, Some(&inbound.event)).await
            }
            None => {
                self.engine.handle(&user, &text, out.as_ref()).await;
                self.finish(out, delivered, None).await
            }
        }
    }

    /// Waits for a turn's courier; a journaled turn is then answered.
    pub(crate) async fn finish(
        &self,
        out: Arc<outbox::DiscordOutbox>,
        delivered: tokio::task::JoinHandle<Delivered>,
        event: Option<&EventId>,
    ) -> Delivered {
        drop(out);
        let d = delivered.await.unwrap_or_else(|e| {
            tracing::error!(error = %e, "discord courier panicked");
            Delivered { sent: 0, failed: 1 }
        });
        if let Some(event) = event {
            self.engine.answered(event).await;
        }
        d
    }

    /// Opens a private thread for the interview and adds the user. `None` (stay in the channel)
    /// when the bot may not create one there.
    async fn open_thread(&self, origin: &Origin) -> Option<ChannelId> {
        let name = t(
            origin.locale,
            "discord.thread_name",
            &[("user", &mashang_core::names::display(&origin.user_name))],
        );
        let builder = CreateThread::new(super::split::truncate(&name, 100))
            .kind(ChannelType::PrivateThread)
            .invitable(false)
            .auto_archive_duration(AutoArchiveDuration::OneDay);
        let thread = match origin.channel.create_thread(self.http.as_ref(), builder).await {
            Ok(t) => t,
            Err(e) => {
                tracing::warn!(error = %e, channel = %origin.channel, "cannot open an interview thread; staying in the channel");
                return None;
            }
        };
        if let Err(e) = self.http.add_thread_channel_member(thread.id, origin.user).await {
            tracing::warn!(error = %e, "could not add the user to their interview thread");
        }
        Some(thread.id)
    }

    /// Downloads an attachment and turns it into a submission, or says why not.
    async fn fetch(&self, upload: &Upload) -> Result<String, AttachmentRefusal> {
        if upload.admit().is_err() {
            return Err(AttachmentRefusal::TooLarge);
        }
        let response = self.files.get(&upload.url).send().await?.error_for_status()?;
        let bytes = response.bytes().await?;
        Ok(translate::upload_text(upload, &bytes))
    }

    /// After a restart: every known Discord user whose interview was waiting on a tool call (judge,
    /// question pick, report) gets it finished and the result delivered where they left off.
    pub async fn resume(self: &Arc<Self>) -> usize {
        let channels: std::collections::HashMap<String, ChannelId> =
            self.book.users().into_iter().map(|(user, ch)| (user_key(user).id, ch)).collect();
        let mut resumed = 0;
        for key in self.engine.stalled("discord").await {
            let Some(&channel) = channels.get(&key.id) else { continue };
            resumed += 1;
            let hub = Arc::clone(self);
            tokio::spawn(async move {
                let (out, delivered) =
                    outbox::start(Arc::clone(&hub.http), Target::Channel(channel));
                hub.engine.open(&key, out.as_ref()).await;
                drop(out);
                let _ = delivered.await;
            });
        }
        resumed
    }
}

/// Why an attachment is not a submission; rendered in the user's language where it is told.
#[derive(Debug, thiserror::Error)]
enum AttachmentRefusal {
    #[error("the attachment is over the size limit")]
    TooLarge,
    #[error("the download failed: {0}")]
    Download(#[from] reqwest::Error),
}

impl AttachmentRefusal {
    fn render(&self, upload: &Upload, l: Locale) -> String {
        match self {
            AttachmentRefusal::TooLarge => format!(
                "⚠️ {}",
                t(
                    l,
                    "discord.attachment_too_large",
                    &[
                        ("name", &upload.filename),
                        ("size", &format!("{} KB", upload.size / 1024)),
                        ("limit", &format!("{} KB", MAX_CODE_BYTES / 1024)),
                    ],
                )
            ),
            AttachmentRefusal::Download(e) => t(
                l,
                "discord.attachment_failed",
                &[("name", &upload.filename), ("reason", &e.to_string())],
            ),
        }
    }
}

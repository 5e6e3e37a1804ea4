//! Delivers a turn's replies to Discord in order. The engine's `Outbox::send` is synchronous, so
//! replies go through a channel to a courier task that makes the REST calls: the first reply of an
//! interaction edits its deferred response, later ones are follow-ups, and once the interaction
//! token is near its 15-minute expiry (or the webhook is gone) replies become ordinary channel
//! messages. Server errors and network drops are retried with backoff; 429s are waited out for
//! their `Retry-After` before they get here: by serenity's rate limiter straight to Discord
//! (tests/it/discord_ratelimit.rs), by `proxy_front` in proxy mode, where serenity's limiter is off
//! (tests/it/discord_proxy_429.rs). A target that keeps failing falls back to the channel, then
//! the DM.

use std::sync::Arc;
use std::time::{Duration, Instant};

use serenity::all::{
    Builder, ChannelId, CreateInteractionResponse, CreateInteractionResponseMessage, CreateMessage,
    Http, HttpError, InteractionId, Nonce, UserId,
};
use tokio::sync::mpsc;

use super::render::{self, Outgoing};
use mashang_chatkit::retry::{self, Retry};
use mashang_core::engine::{Engine, Outbox, Reply, ReplyKind};
use mashang_core::journal::EventId;

/// Interaction tokens live 15 minutes; stop using one a little before.
pub const TOKEN_TTL: Duration = Duration::from_secs(14 * 60);

/// Where a turn's replies go.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum Target {
    /// A deferred interaction (slash command, button, modal) posted in `channel`.
    Interaction {
        token: String,
        channel: ChannelId,
        #[serde(with = "crate::wall")]
        received: Instant,
    },
    /// A channel or thread (also a DM channel).
    Channel(ChannelId),
    /// The user's DM channel, opened on first use.
    Dm(UserId),
}

/// What a turn's delivery achieved.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Delivered {
    pub sent: usize,
    pub failed: usize,
}

/// The engine-facing end: queues replies for the courier.
pub struct DiscordOutbox {
    tx: mpsc::UnboundedSender<Reply>,
}

impl Outbox for DiscordOutbox {
    fn send(&self, reply: Reply) {
        if self.tx.send(reply).is_err() {
            tracing::error!("discord courier stopped; a reply was dropped");
        }
    }
}

/// Starts a courier for `target`. Drop the outbox when the turn is over; the handle then yields
/// what was delivered.
pub fn start(
    http: Arc<Http>,
    target: Target,
) -> (Arc<DiscordOutbox>, tokio::task::JoinHandle<Delivered>) {
    start_journaled(http, target, None)
}

/// A journaled turn's courier: after each reply it tells the engine (the inbound journal counts
/// what reached the user, so a restart delivers only the rest).
pub fn start_journaled(
    http: Arc<Http>,
    target: Target,
    journal: Option<(Arc<Engine>, EventId)>,
) -> (Arc<DiscordOutbox>, tokio::task::JoinHandle<Delivered>) {
    let (tx, mut rx) = mpsc::unbounded_channel::<Reply>();
    let handle = tokio::spawn(async move {
        let mut courier =
            Courier { http, target, edited_original: false, stats: Delivered::default() };
        // "typing…" while the engine waits on the model; any next reply (or the end) stops it.
        let mut typing: Option<serenity::http::Typing> = None;
        while let Some(reply) = rx.recv().await {
            if let Some(t) = typing.take() {
                t.stop();
            }
            if reply.kind == ReplyKind::Progress && reply.text.is_empty() {
                typing = courier.start_typing();
                continue;
            }
            for out in render::render(&reply) {
                courier.deliver(&out).await;
            }
            if let Some((engine, event)) = &journal {
                engine.delivered(event).await;
            }
        }
        if let Some(t) = typing.take() {
            t.stop();
        }
        courier.finish().await;
        courier.stats
    });
    (Arc::new(DiscordOutbox { tx }), handle)
}

/// Delivers ready-made messages (not engine replies) to `target` in order, like a turn's courier:
/// the first edits a deferred response, the rest follow up; an interaction that fails falls back
/// to its channel.
pub async fn deliver_all(http: Arc<Http>, target: Target, outs: Vec<Outgoing>) -> Delivered {
    let mut courier = Courier { http, target, edited_original: false, stats: Delivered::default() };
    for out in &outs {
        courier.deliver(out).await;
    }
    courier.finish().await;
    courier.stats
}

/// Acknowledges an interaction with a deferred ("thinking…") response: must happen within three
/// seconds of receiving it.
pub async fn defer(http: &Http, id: InteractionId, token: &str) -> serenity::Result<()> {
    let defer = CreateInteractionResponse::Defer(CreateInteractionResponseMessage::new());
    retry(|| http.create_interaction_response(id, token, &defer, Vec::new())).await
}

/// Sends one message to a channel, with retries. Every attempt carries the same nonce with
/// `enforce_nonce`, so a retry after a network error whose first request did reach Discord returns
/// the message already created instead of posting it twice.
pub async fn post(http: &Http, channel: ChannelId, out: &Outgoing) -> serenity::Result<()> {
    let message = with_nonce(out.to_message(), uuid::Uuid::new_v4());
    retry(|| async { message.clone().execute(http, (channel, None)).await.map(drop) }).await
}

/// `message` made idempotent: Discord accepts a nonce of up to 25 characters.
fn with_nonce(message: CreateMessage, id: uuid::Uuid) -> CreateMessage {
    let nonce: String = id.simple().to_string().chars().take(25).collect();
    message.nonce(Nonce::String(nonce)).enforce_nonce(true)
}

/// Whether an error is worth retrying: 5xx, 429 (one the limiter or the front gave up on), network.
fn transient(e: &serenity::Error) -> bool {
    match e {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(r)) => {
            r.status_code.is_server_error() || r.status_code.as_u16() == 429
        }
        serenity::Error::Http(HttpError::Request(_)) => true,
        _ => false,
    }
}

/// The kit's retry policy; 429s that were not waited out are backed off like 5xx.
async fn retry<T, F, Fut>(call: F) -> serenity::Result<T>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = serenity::Result<T>>,
{
    let classify = |e: &serenity::Error| if transient(e) { Retry::Backoff } else { Retry::Never };
    retry::with_retry("discord request", call, classify).await
}

struct Courier {
    http: Arc<Http>,
    target: Target,
    edited_original: bool,
    stats: Delivered,
}

impl Courier {
    async fn deliver(&mut self, out: &Outgoing) {
        loop {
            if let Target::Interaction { channel, received, .. } = &self.target
                && received.elapsed() > TOKEN_TTL
            {
                self.target = Target::Channel(*channel);
            }
            match self.try_send(out).await {
                Ok(()) => {
                    self.stats.sent += 1;
                    return;
                }
                Err(e) => {
                    let next = match &self.target {
                        Target::Interaction { channel, .. } => Some(Target::Channel(*channel)),
                        _ => None,
                    };
                    tracing::warn!(error = %e, target = ?self.target, "discord delivery failed");
                    match next {
                        Some(t) => self.target = t,
                        None => {
                            self.stats.failed += 1;
                            return;
                        }
                    }
                }
            }
        }
    }

    async fn try_send(&mut self, out: &Outgoing) -> serenity::Result<()> {
        let http = self.http.as_ref();
        match &self.target {
            Target::Interaction { token, .. } if !self.edited_original => {
                retry(|| async { out.to_edit().execute(http, token).await.map(drop) }).await?;
                self.edited_original = true;
                Ok(())
            }
            Target::Interaction { token, .. } => {
                retry(|| async {
                    out.to_followup().execute(http, (None, token.as_str())).await.map(drop)
                })
                .await
            }
            Target::Channel(channel) => post(http, *channel, out).await,
            Target::Dm(user) => {
                let dm = retry(|| user.create_dm_channel(http)).await?;
                self.target = Target::Channel(dm.id);
                post(http, dm.id, out).await
            }
        }
    }

    /// Keeps "typing…" showing in a channel (Discord shows it ~10 s; serenity repeats it until
    /// stopped). A deferred interaction already shows "thinking…" until its first reply.
    fn start_typing(&self) -> Option<serenity::http::Typing> {
        match &self.target {
            Target::Channel(channel) => Some(channel.start_typing(&self.http)),
            Target::Interaction { .. } | Target::Dm(_) => None,
        }
    }

    /// A deferred response that got no reply at all would spin "thinking…" forever: remove it.
    async fn finish(&mut self) {
        if let Target::Interaction { token, .. } = &self.target
            && !self.edited_original
        {
            let http = self.http.as_ref();
            if let Err(e) = retry(|| http.delete_original_interaction_response(token)).await {
                tracing::debug!(error = %e, "could not remove an empty deferred response");
            }
        }
    }
}

/// Sends one adapter-made message (not from the engine) to a target, e.g. "continue in the thread".
pub async fn notice(http: &Http, target: &Target, text: String) -> serenity::Result<()> {
    let out = Outgoing { content: text, ..Outgoing::default() };
    match target {
        Target::Interaction { token, .. } => {
            retry(|| async { out.to_edit().execute(http, token).await.map(drop) }).await
        }
        Target::Channel(c) => post(http, *c, &out).await,
        Target::Dm(user) => {
            let dm = retry(|| user.create_dm_channel(http)).await?;
            retry(|| async {
                CreateMessage::new()
                    .allowed_mentions(crate::mentions::none())
                    .content(&out.content)
                    .execute(http, (dm.id, None))
                    .await
                    .map(drop)
            })
            .await
        }
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_channel_message_carries_one_enforced_nonce_of_at_most_25_characters() {
        let id = uuid::Uuid::new_v4();
        let a = serde_json::to_value(super::with_nonce(serenity::all::CreateMessage::new(), id));
        let b = serde_json::to_value(super::with_nonce(serenity::all::CreateMessage::new(), id));
        let a = a.unwrap();
        assert_eq!(a["enforce_nonce"], true);
        let nonce = a["nonce"].as_str().unwrap();
        assert_eq!(nonce.len(), 25);
        assert_eq!(a, b.unwrap(), "the same delivery sends the same nonce on every attempt");
    }
}

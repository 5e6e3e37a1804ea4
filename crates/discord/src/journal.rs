//! Discord's side of the inbound journal: a modal, a button, a slash command or a message is
//! written down (with where to answer it) before the interaction is deferred, and after a restart
//! every turn not answered is finished — the deferred reply edited while its token is valid (15
//! minutes), else a message in the channel or thread it came from. With replicas, a live replica
//! finishes a dead one's turns the same way (`Hub::sweep_orphans`).

use std::future::Future;
use std::sync::Arc;
use std::time::Duration;

use serde::{Deserialize, Serialize};
use serenity::all::{ChannelId, GuildId, UserId};

use super::dispatch::{Hub, Origin, user_key};
use super::outbox::{self, TOKEN_TTL, Target};
use super::translate::Action;
use super::wall::{instant_of, now_ms};
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_i18n::Locale;

/// Everything needed to run or answer a journaled turn again.
#[derive(Debug, Serialize, Deserialize)]
struct Route {
    user: u64,
    user_name: String,
    channel: u64,
    guild: Option<u64>,
    in_thread: bool,
    token: Option<String>,
    locale: Locale,
    /// Wall-clock receipt (ms since the epoch): how old the interaction token is after a restart.
    received_ms: i64,
    action: Action,
    opens_interview: bool,
}

/// The journal id of an interaction (slash command, button, modal).
pub(crate) fn interaction_event(id: u64) -> EventId {
    EventId::new("discord", "interaction", &id.to_string())
}

/// The journal id of a gateway message.
pub(crate) fn message_event(id: u64) -> EventId {
    EventId::new("discord", "message", &id.to_string())
}

impl Hub {
    /// Journals the input, acknowledges it with `ack` (the deferral; nothing for a message), and
    /// runs the turn in its own task. A redelivered event only gets its acknowledgement.
    pub async fn receive<F: Future<Output = ()>>(
        self: &Arc<Self>,
        event: EventId,
        origin: Origin,
        action: Action,
        opens_interview: bool,
        ack: F,
    ) {
        let route = Route {
            user: origin.user.get(),
            user_name: origin.user_name.clone(),
            channel: origin.channel.get(),
            guild: origin.guild.map(GuildId::get),
            in_thread: origin.in_thread,
            token: origin.token.clone(),
            locale: origin.locale,
            received_ms: now_ms(),
            action: action.clone(),
            opens_interview,
        };
        let text = match &action {
            Action::Text(t) => t.clone(),
            // The file stays on Discord's CDN; the route says where to fetch it again.
            Action::Upload(_) | Action::Ignore => String::new(),
        };
        let inbound = Inbound {
            event,
            user: user_key(origin.user),
            text,
            route: serde_json::to_string(&route).unwrap_or_default(),
        };
        if self.engine.receive(&inbound, ack).await == Accepted::Duplicate {
            return;
        }
        let hub = Arc::clone(self);
        tokio::spawn(async move {
            hub.turn_journaled(origin, action, opens_interview, Some(inbound.event)).await;
        });
    }

    /// After a restart: finishes every Discord turn left unanswered, in the order received, each
    /// where it was asked. Returns how many there were.
    pub async fn replay(self: &Arc<Self>) -> usize {
        let turns = self.engine.unanswered_on("discord").await;
        let n = turns.len();
        for turn in turns {
            self.replay_turn(turn).await;
        }
        n
    }

    /// With replicas: every `every`, the Discord turns of a replica that died mid-turn (its
    /// liveness lease expired) are claimed and finished here — the verdict of a dead replica's
    /// submission edits the original interaction (any process may, with its token) or lands in
    /// the thread. The same sweep as Telegram's (`mashang_chatkit::orphans`).
    pub fn sweep_orphans(self: &Arc<Self>, every: Duration) -> tokio::task::JoinHandle<()> {
        let hub = Arc::clone(self);
        mashang_chatkit::orphans::sweep(Arc::clone(&self.engine), "discord", every, move |turn| {
            let hub = Arc::clone(&hub);
            async move { hub.replay_turn(turn).await }
        })
    }

    /// Finishes one claimed unanswered turn where it was asked.
    async fn replay_turn(&self, turn: Unanswered) {
        if let Some(job) = super::group_journal::of_journal(&turn) {
            return self.finish_group(turn.inbound.event, job).await;
        }
        let Ok(route) = serde_json::from_str::<Route>(&turn.inbound.route) else {
            tracing::warn!(event = %turn.inbound.event, "unreadable journal route; dropped");
            self.engine.answered(&turn.inbound.event).await;
            return;
        };
        self.replay_one(route, turn).await;
    }

    async fn replay_one(&self, route: Route, turn: Unanswered) {
        let received = instant_of(route.received_ms);
        let age = received.elapsed();
        let channel = ChannelId::new(route.channel);
        let origin = Origin {
            user: UserId::new(route.user),
            user_name: route.user_name,
            channel,
            guild: route.guild.map(GuildId::new),
            in_thread: route.in_thread,
            // An expired token would only fail; answer in the channel straight away.
            token: route.token.filter(|_| age < TOKEN_TTL),
            locale: route.locale,
            received,
        };
        let event = turn.inbound.event.clone();
        if !turn.applied {
            self.turn_journaled(origin, route.action, route.opens_interview, Some(event)).await;
            return;
        }
        let target = match origin.token {
            Some(token) => Target::Interaction { token, channel, received },
            // The interview may have moved to the user's thread since.
            None => Target::Channel(self.book.get(origin.user).unwrap_or(channel)),
        };
        let journal = Some((Arc::clone(&self.engine), event.clone()));
        let (out, delivered) = outbox::start_journaled(Arc::clone(&self.http), target, journal);
        self.engine.replay(&turn, out.as_ref()).await;
        self.finish(out, delivered, Some(&event)).await;
    }
}

//! The glue a front end needs for duels: a [`DuelSink`] it implements (send or edit a message
//! in a chat, DM an account) and [`run_timer`], the loop that expires challenges and ends duels
//! at their time limit. [`deliver`] sends a batch of replies and remembers where each status
//! message went, so the next update edits it.

use std::sync::Arc;
use std::time::Duration;

use super::service::{DuelReply, Duels};
use crate::drills::Platform;
use crate::drills::runner::DeliveryError;

/// Where duel replies go (implemented by each chat adapter).
#[async_trait::async_trait]
pub trait DuelSink: Send + Sync {
    /// Delivers one reply. For a status message with `edit`, edits that message when it can
    /// (returning `None`), else posts a new one; returns the id of a newly posted status message.
    async fn deliver(&self, reply: &DuelReply) -> Result<Option<String>, DeliveryError>;
}

/// Delivers `replies` in order, recording each new status message's id.
pub async fn deliver(duels: &Duels, sink: &dyn DuelSink, replies: &[DuelReply]) {
    for r in replies {
        match sink.deliver(r).await {
            Ok(Some(message)) => {
                if let Some(id) = &r.status
                    && let Err(e) = duels.status_posted(id, &message).await
                {
                    tracing::warn!(error = %e, duel = %id, "could not remember the status message");
                }
            }
            Ok(None) => {}
            Err(why) => tracing::warn!(%why, "duel reply not delivered"),
        }
    }
}

/// Ticks every `every` for the front end serving `platform`, until the task is dropped.
pub async fn run_timer(
    duels: Arc<Duels>,
    sink: Arc<dyn DuelSink>,
    platform: Platform,
    every: Duration,
) {
    let mut interval = tokio::time::interval(every);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        match duels.tick(platform).await {
            Ok(replies) => deliver(&duels, sink.as_ref(), &replies).await,
            Err(e) => tracing::warn!(error = %e, "duel timer failed"),
        }
    }
}

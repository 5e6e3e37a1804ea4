//! The glue a front end needs for peer sessions: a [`PairSink`] it implements (a private
//! message, the shared space — opening it when asked) and [`run_timer`], the loop that moves
//! sessions along the clock. [`deliver`] sends a batch in order and, once a space is opened,
//! addresses the rest of the batch to it.

use std::sync::Arc;
use std::time::Duration;

use super::service::{PairReply, Pairs, To};
use crate::drills::Platform;
use crate::drills::runner::DeliveryError;

/// Where pair replies go (implemented by each chat adapter).
#[async_trait::async_trait]
pub trait PairSink: Send + Sync {
    /// Delivers one reply. With `open`, first opens the shared space (a Discord thread) and
    /// returns its id; Telegram relays through private chats and returns `None`.
    async fn deliver(&self, reply: &PairReply) -> Result<Option<String>, DeliveryError>;
}

/// Delivers `replies` in order, recording each newly opened space.
pub async fn deliver(pairs: &Pairs, sink: &dyn PairSink, replies: &[PairReply]) {
    let mut opened: Vec<(super::PairId, String)> = Vec::new();
    for r in replies {
        let mut r = r.clone();
        if let To::Space { pair, thread, .. } = &mut r.to
            && thread.is_none()
            && let Some((_, space)) = opened.iter().find(|(id, _)| id == pair)
        {
            *thread = Some(space.clone());
        }
        match sink.deliver(&r).await {
            Ok(Some(space)) => {
                if let Some(open) = &r.open {
                    if let Err(e) = pairs.space_opened(&open.pair, &space).await {
                        tracing::warn!(error = %e, pair = %open.pair, "could not remember the space");
                    }
                    opened.push((open.pair.clone(), space));
                }
            }
            Ok(None) => {}
            Err(why) => tracing::warn!(%why, "pair reply not delivered"),
        }
    }
}

/// Ticks every `every` for the front end serving `platform`, until the task is dropped.
pub async fn run_timer(
    pairs: Arc<Pairs>,
    sink: Arc<dyn PairSink>,
    platform: Platform,
    every: Duration,
) {
    let mut interval = tokio::time::interval(every);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        match pairs.tick(platform).await {
            Ok(replies) => deliver(&pairs, sink.as_ref(), &replies).await,
            Err(e) => tracing::warn!(error = %e, "pair timer failed"),
        }
    }
}

//! The glue an adapter needs: a [`PostSink`] it implements (post to a chat, DM an account) and
//! [`run_scheduler`], a loop that ticks the drills every minute, delivers the postings and records
//! a failed delivery as a bot failure so that day is excused for everyone's streak.

use std::sync::Arc;
use std::time::Duration;

use super::command;
use super::service::{Caller, Drills, DrillsReply, Posting};

/// Where postings and private replies go (implemented by each chat adapter).
#[async_trait::async_trait]
pub trait PostSink: Send + Sync {
    /// Posts the daily drill to `posting.chat` (Discord: in the channel, with a discussion thread
    /// and the role ping; Telegram: in the group, with buttons). `Err` = not delivered.
    async fn post(&self, posting: &Posting) -> Result<(), String>;
    /// Delivers a reply addressed to a chat or an account (daily practice, admin notices).
    async fn deliver(&self, reply: &DrillsReply) -> Result<(), String>;
}

impl Drills {
    /// Runs `text` if it is a drill command: `None` means "not mine, give it to the interview
    /// engine"; a command that does not parse gets the help text.
    pub async fn try_handle(&self, caller: &Caller, text: &str) -> Option<Vec<DrillsReply>> {
        match command::parse(text)? {
            Ok(cmd) => Some(self.handle(caller, cmd).await),
            Err(_) => Some(self.handle(caller, command::DrillCommand::Help).await),
        }
    }

    /// One scheduler step: posts what is due through `sink`, recording undelivered posts as bot
    /// failures, then sends the opted-in daily practice DMs.
    pub async fn deliver_due(&self, sink: &dyn PostSink) {
        match self.tick().await {
            Ok(postings) => {
                for p in postings {
                    if let Err(why) = sink.post(&p).await {
                        tracing::warn!(group = %p.group, chat = %p.chat, %why, "daily drill not delivered");
                        if let Err(e) = self.store.record_failure(&p.group, p.date).await {
                            tracing::warn!(error = %e, "could not record the failed post");
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "drills tick failed"),
        }
        match self.daily_practice().await {
            Ok(replies) => {
                for r in replies {
                    if let Err(why) = sink.deliver(&r).await {
                        tracing::debug!(%why, "daily practice DM not delivered");
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "daily practice failed"),
        }
    }
}

/// Ticks every `every` (a minute in production) until the task is dropped.
pub async fn run_scheduler(drills: Arc<Drills>, sink: Arc<dyn PostSink>, every: Duration) {
    let mut interval = tokio::time::interval(every);
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        drills.deliver_due(sink.as_ref()).await;
    }
}

//! The glue an adapter needs: a [`PostSink`] it implements (post to a chat, DM an account) and
//! [`run_scheduler`], a loop that ticks the drills every minute, delivers the postings and records
//! a failed delivery as a bot failure so that day is excused for everyone's streak.

use std::sync::Arc;

use super::flood::Gate;
use super::group::{ChatKey, Platform};
use super::msg::{DrillMsg, render};
use super::service::{Audience, Caller, Drills, DrillsReply, Posting};
use super::{command, schedule};
use crate::ports::StoreError;

/// Why a post or a reply was not delivered: logged, and tried again on the next tick.
#[derive(Debug, thiserror::Error)]
pub enum DeliveryError {
    /// The address is not one this front end can reach (another platform's, malformed, none).
    #[error("{0}")]
    Address(String),
    /// The platform refused or failed the request.
    #[error("{0}")]
    Platform(String),
    /// The chat is out of reach for good (the bot was removed or blocked, the chat deleted), as
    /// the adapter's typed platform error says: the scheduler stops posting there.
    #[error("the chat is gone: {0}")]
    Gone(String),
    /// The chat lives at a new address now (a Telegram group upgraded to a supergroup): its
    /// records move there and the delivery is made again at `to`.
    #[error("the chat moved to {to}")]
    Moved { to: ChatKey },
}

impl DeliveryError {
    /// A failed platform request, by its error's text (the platform's error types stay in the
    /// adapter).
    pub fn platform(e: impl std::fmt::Display) -> Self {
        DeliveryError::Platform(e.to_string())
    }
}

/// Where postings and private replies go (implemented by each chat adapter).
#[async_trait::async_trait]
pub trait PostSink: Send + Sync {
    /// Posts the daily drill to `posting.chat` (Discord: in the channel, with a discussion thread
    /// and the role ping; Telegram: in the group, with buttons). `Err` = not delivered.
    async fn post(&self, posting: &Posting) -> Result<(), DeliveryError>;
    /// Delivers a reply addressed to a chat or an account (daily practice, admin notices).
    async fn deliver(&self, reply: &DrillsReply) -> Result<(), DeliveryError>;
}

impl Drills {
    /// Runs `text` if it is a drill command: `None` means "not mine, give it to the interview
    /// engine"; a command that does not parse gets the help text.
    pub async fn try_handle(&self, caller: &Caller, text: &str) -> Option<Vec<DrillsReply>> {
        let parsed = command::parse(text)?;
        match self.limit.gate(&caller.user) {
            Gate::Pass => {}
            Gate::Tell(secs) => {
                let text = render(&DrillMsg::SlowDown { secs }, caller.locale);
                return Some(vec![DrillsReply { to: Audience::Caller, text, png: None }]);
            }
            Gate::Silent => return Some(Vec::new()),
        }
        match parsed {
            Ok(cmd) => {
                self.heard_admin(caller, &cmd).await;
                Some(self.handle(caller, cmd).await)
            }
            Err(_) => Some(self.handle(caller, command::DrillCommand::Help).await),
        }
    }

    /// Today's posts not yet delivered to `platform`'s chats (each chat is claimed as it is
    /// returned, so two processes never deliver the same post twice; the claim is confirmed once
    /// posted, and lapses if the process dies before — see `DrillStore::mark_delivered`).
    pub async fn pending_for(&self, platform: Platform) -> Result<Vec<Posting>, StoreError> {
        let now = self.clock().now();
        let mut out = Vec::new();
        // A chat the bot can no longer post in is left alone until an admin revives it.
        let gone = self.store.gone_chats().await?;
        for g in self.store.groups().await? {
            let today = schedule::local_date(g.tz, now);
            let Some(rec) = self.store.posting(&g.id, today).await? else { continue };
            let Some(problem) = self.bank.get(&rec.problem) else { continue };
            for chat in g.chats.iter().filter(|c| c.platform == platform && !gone.contains(c)) {
                if self.store.mark_delivered(&g.id, today, chat).await? {
                    out.push(self.posting_for(&g, chat, today, problem));
                }
            }
        }
        Ok(out)
    }

    /// One scheduler step for a front end serving `platform`: claims what is due (whichever
    /// process gets there first), delivers the posts for its own chats through `sink` — recording
    /// an undelivered post as a bot failure — then sends its members' daily practice DMs.
    pub async fn deliver_due(&self, sink: &dyn PostSink, platform: Platform) {
        if let Err(e) = self.tick().await {
            tracing::warn!(error = %e, "drills tick failed");
        }
        match self.pending_for(platform).await {
            Ok(postings) => {
                // The end-to-end race tests count these passes (and what each posted).
                tracing::debug!(?platform, posted = postings.len(), "drills scheduler pass");
                for p in postings {
                    crate::crashpoint::hit("drill-claimed");
                    let (p, posted) = self.post_following(sink, p).await;
                    if posted.is_ok()
                        && let Err(e) =
                            self.store.confirm_delivered(&p.group, p.date, &p.chat).await
                    {
                        // The claim lapses and the post may go out again: logged loudly.
                        tracing::error!(group = %p.group, error = %e, "could not confirm a delivered post");
                    }
                    if let Err(why) = posted {
                        tracing::warn!(group = %p.group, chat = %p.chat, %why, "daily drill not delivered");
                        if let DeliveryError::Gone(_) = why {
                            self.stop_posting(sink, &p.chat, platform).await;
                        }
                        // Excused for everyone's streak, and tried again on the next tick.
                        if let Err(e) = self.store.record_failure(&p.group, p.date).await {
                            tracing::warn!(error = %e, "could not record the failed post");
                        }
                        if let Err(e) = self.store.unmark_delivered(&p.group, p.date, &p.chat).await
                        {
                            tracing::warn!(error = %e, "could not schedule the post again");
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "drills delivery failed"),
        }
        match self.daily_practice(platform).await {
            Ok(dms) => {
                for (member, day, r) in dms {
                    if let Err(why) = sink.deliver(&r).await {
                        tracing::info!(%why, "daily practice DM not delivered; retried next tick");
                        if let Err(e) = self.store.release_practice_day(&member, day).await {
                            tracing::warn!(error = %e, "could not release the practice claim");
                        }
                    }
                }
            }
            Err(e) => tracing::warn!(error = %e, "daily practice failed"),
        }
    }
}

/// Ticks every [`Drills::scheduler_period`] (a minute in production) for the front end serving
/// `platform`, until the task is dropped.
pub async fn run_scheduler(drills: Arc<Drills>, sink: Arc<dyn PostSink>, platform: Platform) {
    let mut interval = tokio::time::interval(drills.scheduler_period());
    interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
    loop {
        interval.tick().await;
        drills.deliver_due(sink.as_ref(), platform).await;
    }
}

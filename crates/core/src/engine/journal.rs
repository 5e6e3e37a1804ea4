//! The engine's side of the inbound journal (`core::journal`): a turn is written down before the
//! front end acknowledges the platform, every transition it causes marks it applied and keeps its
//! replies (in the same transaction as the session, see `Engine::apply`), the front end counts
//! the replies it delivers, and on start every turn not answered is finished: run if it never
//! reached the engine, else its undelivered replies sent and its pending tool call (the judge cut
//! off by the crash) re-run — the same `drive_pending` that resumes an interview.

use std::future::Future;

use super::{Engine, Outbox, TurnSummary};
use crate::crashpoint;
use crate::journal::{Accepted, EventId, Inbound, Unanswered};

tokio::task_local! {
    /// The journaled turn the current task runs, so `apply` records its transitions under it
    /// without every internal call taking one more argument.
    static TURN: EventId;
}

/// The journaled turn being run by this task, if any.
pub(super) fn current() -> Option<EventId> {
    TURN.try_with(Clone::clone).ok()
}

impl Engine {
    /// Journals a received turn, then acknowledges it to the platform with `ack` (Discord's defer,
    /// Telegram's offset, the terminal's echo). A redelivered event is acknowledged again but
    /// reported as [`Accepted::Duplicate`]: the caller must not run it. If the journal cannot be
    /// written the turn is still acknowledged and reported new (it runs unjournaled, logged).
    pub async fn receive<F: Future<Output = ()>>(&self, inbound: &Inbound, ack: F) -> Accepted {
        crashpoint::hit("received");
        let accepted = match self.parts.store.journal_accept(inbound).await {
            Ok(a) => a,
            Err(e) => {
                tracing::error!(event = %inbound.event, error = %e, "could not journal a turn");
                Accepted::New
            }
        };
        ack.await;
        crashpoint::hit("acked");
        accepted
    }

    /// Runs a received turn (`handle` on its text) with its transitions recorded in the journal.
    pub async fn handle_journaled(&self, inbound: &Inbound, out: &dyn Outbox) -> TurnSummary {
        let turn = self.handle(&inbound.user, &inbound.text, out);
        TURN.scope(inbound.event.clone(), turn).await
    }

    /// The front end delivered one more reply of `event` (call in order, after each reply).
    pub async fn delivered(&self, event: &EventId) {
        if let Err(e) = self.parts.store.journal_delivered(event).await {
            tracing::warn!(%event, error = %e, "could not count a delivered reply");
        }
        crashpoint::hit("sent");
    }

    /// The front end delivered every reply of `event`: the turn is done.
    pub async fn answered(&self, event: &EventId) {
        if let Err(e) = self.parts.store.journal_answered(event).await {
            tracing::warn!(%event, error = %e, "could not mark a turn answered");
        }
    }

    /// Turns received but not answered when the process stopped, oldest first — each claimed
    /// for this replica first: a turn another live replica is still running is left to it.
    pub async fn unanswered(&self) -> Vec<Unanswered> {
        self.claim_unanswered(true, None).await
    }

    /// [`Self::unanswered`] for one platform's turns only (event ids `<platform>:…`): a front
    /// end claims only what it can answer.
    pub async fn unanswered_on(&self, platform: &str) -> Vec<Unanswered> {
        self.claim_unanswered(true, Some(platform)).await
    }

    /// Turns of `platform` left unanswered by a replica that died (its liveness lease expired)
    /// while this one kept running, claimed for this one: the sweep that finishes a dead
    /// replica's turns (`mashang_chatkit::orphans`). Only `platform`'s turns are claimed, so a
    /// front end never takes a turn it cannot answer from the front end that can.
    pub async fn orphaned(&self, platform: &str) -> Vec<Unanswered> {
        self.claim_unanswered(false, Some(platform)).await
    }

    async fn claim_unanswered(&self, restarted: bool, platform: Option<&str>) -> Vec<Unanswered> {
        let all = self.parts.store.journal_unanswered().await.unwrap_or_else(|e| {
            tracing::error!(error = %e, "could not read the inbound journal");
            Vec::new()
        });
        let prefix = platform.map(|p| format!("{p}:"));
        let mut mine = Vec::with_capacity(all.len());
        for turn in all {
            if prefix.as_deref().is_some_and(|p| !turn.inbound.event.as_str().starts_with(p)) {
                continue;
            }
            match self.parts.store.journal_claim(&turn.inbound.event, restarted).await {
                Ok(true) => mine.push(turn),
                Ok(false) => {}
                Err(e) => {
                    tracing::warn!(event = %turn.inbound.event, error = %e, "could not claim a turn")
                }
            }
        }
        mine
    }

    /// Finishes a turn found unanswered after a restart: a turn the engine never persisted runs
    /// now; one it did gets its undelivered replies and its pending tool call re-run, so each
    /// reply — the verdict among them — is produced once. The caller marks it answered after
    /// delivering.
    pub async fn replay(&self, turn: &Unanswered, out: &dyn Outbox) -> TurnSummary {
        if !turn.applied {
            return self.handle_journaled(&turn.inbound, out).await;
        }
        for reply in &turn.undelivered {
            out.send(reply.clone());
        }
        let user = &turn.inbound.user;
        let finish = async {
            let mut state = self.lock_turn(user).await;
            self.drive_pending(user, &mut state, out).await;
            TurnSummary::of(&state)
        };
        TURN.scope(turn.inbound.event.clone(), finish).await
    }
}

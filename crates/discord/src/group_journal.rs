//! Group commands (drills, duels, peer sessions) as journaled turns: a command is written to the
//! inbound journal (keyed by its interaction or message id, with who asked where and the
//! interaction's token) before it is deferred, run in its own task, and marked answered once its
//! replies are out. After a restart — or when a dead replica's turns are swept — a group turn
//! found unanswered runs again from the journal and answers the same interaction while its token
//! is valid, else by DM: group answers are private, never moved to the channel.
//!
//! Running a command again is safe: the services decide from their own state (a solve already
//! recorded is not recorded twice, an accepted duel is not accepted twice).

use std::future::Future;
use std::sync::Arc;

use serde::{Deserialize, Serialize};
use serenity::all::{ComponentInteraction, UserId};

use super::calls::GroupCall;
use super::commands::Error;
use super::dispatch::{Hub, user_key};
use super::drill_turn::{self, DrillCall};
use super::outbox::{self, TOKEN_TTL, Target};
use super::{duels, pairs};
use mashang_core::input;
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};
use mashang_i18n::t;

/// A file attached to `/drill`, fetched from Discord's CDN when the turn runs (again on a replay).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct DrillFile {
    pub(crate) url: String,
    pub(crate) filename: String,
    /// The language the file's extension names (checked before the turn was journaled).
    pub(crate) lang: String,
}

/// A group command as journaled.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub(crate) enum GroupJob {
    Drill { call: DrillCall, text: String, file: Option<DrillFile> },
    Duel { call: GroupCall, text: String },
    Pair { call: GroupCall, text: String },
}

impl GroupJob {
    fn user(&self) -> UserId {
        match self {
            GroupJob::Drill { call, .. } => call.user,
            GroupJob::Duel { call, .. } | GroupJob::Pair { call, .. } => call.user,
        }
    }

    fn text(&self) -> &str {
        match self {
            GroupJob::Drill { text, .. }
            | GroupJob::Duel { text, .. }
            | GroupJob::Pair { text, .. } => text,
        }
    }

    /// The job as a replay finds it: an interaction whose token has expired is answered by DM.
    fn expired_to_dm(mut self) -> Self {
        let user = self.user();
        let target = match &mut self {
            GroupJob::Drill { call, .. } => &mut call.target,
            GroupJob::Duel { call, .. } | GroupJob::Pair { call, .. } => &mut call.target,
        };
        if matches!(target, Target::Interaction { received, .. } if received.elapsed() >= TOKEN_TTL)
        {
            *target = Target::Dm(user);
        }
        self
    }
}

/// The journal route of a group turn (an interview turn's route has no `group`).
#[derive(Serialize, Deserialize)]
struct Route {
    group: GroupJob,
}

/// A group slash command's acknowledgement: an ephemeral deferral (its answers are the caller's).
/// A refusal is logged, not fatal: the command is journaled and answers in the channel or by DM.
pub(crate) async fn defer_command(app: poise::ApplicationContext<'_, Arc<Hub>, Error>) {
    if let Err(e) = app.defer_response(true).await {
        tracing::warn!(error = %e, "could not defer a group command");
    }
}

/// A group button's acknowledgement (a deferral), logged if refused.
pub(crate) async fn defer_button(hub: &Hub, c: &ComponentInteraction) {
    if let Err(e) = outbox::defer(&hub.http, c.id, &c.token).await {
        tracing::warn!(error = %e, "could not defer a group button");
    }
}

/// The group command a journaled turn carries (`None`: an interview turn).
pub(crate) fn of_journal(turn: &Unanswered) -> Option<GroupJob> {
    serde_json::from_str::<Route>(&turn.inbound.route).ok().map(|r| r.group.expired_to_dm())
}

impl Hub {
    /// Journals a group command, acknowledges it with `ack` (the deferral; nothing for a
    /// message), and runs it in its own task. A redelivered event only gets its acknowledgement.
    pub(crate) async fn receive_group<F: Future<Output = ()>>(
        self: &Arc<Self>,
        event: EventId,
        job: GroupJob,
        ack: F,
    ) {
        let inbound = Inbound {
            event,
            user: user_key(job.user()),
            text: job.text().to_string(),
            route: serde_json::to_string(&Route { group: job.clone() }).unwrap_or_default(),
        };
        if self.engine.receive(&inbound, ack).await == Accepted::Duplicate {
            return;
        }
        let hub = Arc::clone(self);
        tokio::spawn(async move { hub.finish_group(inbound.event, job).await });
    }

    /// Runs a group command (new, or found unanswered in the journal) and marks it answered.
    pub(crate) async fn finish_group(&self, event: EventId, job: GroupJob) {
        self.run_group(job).await;
        self.engine.answered(&event).await;
    }

    async fn run_group(&self, job: GroupJob) {
        let http = &self.http;
        match job {
            GroupJob::Drill { call, text, file } => {
                let text = match file {
                    Some(file) => match self.fetch_drill_file(&call, &file).await {
                        Some(text) => text,
                        None => return,
                    },
                    None => text,
                };
                drill_turn::run(Some(&self.drills), http, &call, &text).await;
            }
            GroupJob::Duel { call, text } => duels::run(&self.duels, http, &call, &text).await,
            GroupJob::Pair { call, text } => pairs::run(&self.pairs, http, &call, &text).await,
        }
    }

    /// The `/drill submit` text of an attached file, or `None` once the caller was told why not.
    async fn fetch_drill_file(&self, call: &DrillCall, file: &DrillFile) -> Option<String> {
        let fetched =
            async { self.files.get(&file.url).send().await?.error_for_status()?.text().await };
        match fetched.await {
            Ok(code) => Some(format!("/drill submit\n{}", input::fence(Some(&file.lang), &code))),
            Err(e) => {
                let why = t(
                    call.locale,
                    "discord.attachment_failed",
                    &[("name", &file.filename), ("reason", &e.to_string())],
                );
                if let Err(e) = outbox::notice(&self.http, &call.target(), why).await {
                    tracing::warn!(error = %e, "could not say why a drill file was not fetched");
                }
                None
            }
        }
    }
}

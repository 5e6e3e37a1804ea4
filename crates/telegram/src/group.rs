//! Group commands (drills, duels, peer sessions) as journaled turns: the command is written to the
//! inbound journal (keyed by its update id, with who sent it where) before the poll offset passes
//! it, run, and marked answered once its replies are out. After a restart — or when a dead
//! replica's turns are swept — a group turn found unanswered runs again from the journal, so a
//! drill submission acknowledged just before a crash is still judged and answered.
//!
//! Running a command again is safe: the services decide from their own state (a solve already
//! recorded is not recorded twice, an accepted duel is not accepted twice), so a command cut off
//! after its effect but before its answer is answered from that state.

use std::sync::Arc;

use serde::{Deserialize, Serialize};
use teloxide::types::{Chat, ChatId, User};

use crate::drills::DrillDocument;
use crate::{Shared, drills, duels, pairs, turns};
use mashang_core::drills::service::Caller;
use mashang_core::drills::{ChatKey, Platform};
use mashang_core::journal::{Accepted, EventId, Inbound, Unanswered};

/// Who sent a group command, and from which chat.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Who {
    pub(crate) user: u64,
    /// The sender's name as Telegram shows it (free text, sanitised where it is stored).
    pub(crate) name: String,
    /// The username Telegram verified.
    pub(crate) handle: Option<String>,
    pub(crate) chat: i64,
    pub(crate) private: bool,
}

impl Who {
    pub(crate) fn of(from: &User, chat: &Chat) -> Self {
        Who {
            user: from.id.0,
            name: from.full_name(),
            handle: from.username.clone(),
            chat: chat.id.0,
            private: chat.is_private(),
        }
    }

    pub(crate) fn chat_id(&self) -> ChatId {
        ChatId(self.chat)
    }

    /// The group services' view of the sender (drills, duels and pairs alike).
    pub(crate) fn caller(&self, shared: &Shared) -> Caller {
        Caller {
            user: turns::user_key(self.user),
            name: self.name.clone(),
            handle: self.handle.clone(),
            chat: (!self.private).then(|| ChatKey::new(Platform::Telegram, self.chat.to_string())),
            locale: shared.locale(self.user),
        }
    }
}

/// What a group command asks for.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) enum Work {
    Drill(String),
    /// A source file submitted to the drills (downloaded when the turn runs, again on a replay).
    DrillFile(DrillDocument),
    Duel(String),
    Pair(String),
}

/// A group command as journaled.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct GroupTurn {
    pub(crate) who: Who,
    pub(crate) work: Work,
}

/// The journal route of a group turn (an interview turn's route has no `group`).
#[derive(Serialize, Deserialize)]
struct Route {
    group: GroupTurn,
}

/// Journals the group command of `update`, lets the poll offset pass it, runs it and marks it
/// answered. A redelivered update only lets the offset pass.
pub(crate) async fn receive(shared: &Arc<Shared>, update: u32, turn: GroupTurn) {
    let text = match &turn.work {
        Work::Drill(t) | Work::Duel(t) | Work::Pair(t) => t.clone(),
        Work::DrillFile(_) => String::new(),
    };
    let route = serde_json::to_string(&Route { group: turn.clone() }).unwrap_or_default();
    let inbound = Inbound {
        event: EventId::new("telegram", "update", &update.to_string()),
        user: turns::user_key(turn.who.user),
        text,
        route,
    };
    let ack = async { shared.acks.started(update) };
    if shared.engine.receive(&inbound, ack).await == Accepted::Duplicate {
        return;
    }
    run(shared, &turn).await;
    shared.engine.answered(&inbound.event).await;
}

/// The group command a journaled turn carries (`None`: an interview turn).
pub(crate) fn of_journal(u: &Unanswered) -> Option<GroupTurn> {
    serde_json::from_str::<Route>(&u.inbound.route).ok().map(|r| r.group)
}

/// Runs a group command found unanswered in the journal again, then marks it answered.
pub(crate) fn spawn_replay(shared: Arc<Shared>, event: EventId, turn: GroupTurn) {
    let guard = shared.inflight.enter();
    tokio::spawn(async move {
        let _guard = guard;
        run(&shared, &turn).await;
        shared.engine.answered(&event).await;
    });
}

/// Hands the command to its service.
async fn run(shared: &Arc<Shared>, turn: &GroupTurn) {
    let who = &turn.who;
    match &turn.work {
        Work::Drill(text) => drills::handle(shared, &shared.drills, who, text).await,
        Work::DrillFile(doc) => drills::handle_document(shared, &shared.drills, who, doc).await,
        Work::Duel(text) => duels::handle(shared, &shared.duels, who, text).await,
        Work::Pair(text) => pairs::handle(shared, &shared.pairs, who, text).await,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_group_route_round_trips_and_an_interview_route_is_not_one() {
        let turn = GroupTurn {
            who: Who { user: 7, name: "A".into(), handle: None, chat: -100, private: false },
            work: Work::DrillFile(DrillDocument {
                file_id: "f".into(),
                name: "a.py".into(),
                size: 3,
            }),
        };
        let unanswered = |route: String| Unanswered {
            inbound: Inbound {
                event: EventId::new("telegram", "update", "1"),
                user: turns::user_key(7),
                text: String::new(),
                route,
            },
            applied: false,
            undelivered: Vec::new(),
            received_at_ms: 0,
        };
        let route = serde_json::to_string(&Route { group: turn.clone() }).unwrap();
        assert_eq!(of_journal(&unanswered(route)), Some(turn));
        let interview = serde_json::json!({ "chat": 7, "user": 7 }).to_string();
        assert_eq!(of_journal(&unanswered(interview)), None);
    }
}

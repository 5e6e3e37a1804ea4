//! The inbound journal's types: a user turn is written down, keyed by the platform's event id,
//! before the platform is acknowledged, so a crash after the acknowledgement loses nothing (the
//! engine replays it on start, see `engine/journal.rs`) and a redelivered event is a no-op.

use serde::{Deserialize, Serialize};

use crate::present::Reply;
use crate::session::UserKey;

/// The platform's own id of an inbound event (`discord:interaction:123`, `telegram:update:9`,
/// `console:<uuid>`): the same event delivered twice has the same id.
#[derive(Debug, Clone, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct EventId(String);

impl EventId {
    pub fn new(platform: &str, kind: &str, id: &str) -> Self {
        EventId(format!("{platform}:{kind}:{id}"))
    }
    pub fn as_str(&self) -> &str {
        &self.0
    }
    /// An id read back from the store.
    pub fn from_stored(id: String) -> Self {
        EventId(id)
    }
}

impl std::fmt::Display for EventId {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// One user turn as received.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Inbound {
    pub event: EventId,
    pub user: UserKey,
    /// What the engine is handed (`Engine::handle`'s text).
    pub text: String,
    /// Where and how the adapter answers this turn (its own serialized form; the core never reads
    /// it): a Discord interaction token and channel, a Telegram chat.
    pub route: String,
}

/// Whether a journal write recorded a new turn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Accepted {
    New,
    /// The event was journaled before (a redelivery): it runs, or ran, already.
    Duplicate,
}

/// A journaled turn whose replies were not all delivered when the process stopped.
#[derive(Debug, Clone, PartialEq)]
pub struct Unanswered {
    pub inbound: Inbound,
    /// The engine persisted the turn (so it must not run it again, only finish it).
    pub applied: bool,
    /// The turn's replies saved by the engine but not yet delivered, in order.
    pub undelivered: Vec<Reply>,
    pub received_at_ms: i64,
}

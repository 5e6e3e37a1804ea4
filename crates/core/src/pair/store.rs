//! The peer sessions' persistence port: sessions (as whole versioned records, saves fenced by
//! revision) and each member's reliability. Implemented by the SQLite and Postgres stores next
//! to the duels; `/forget` (the `Store` port) also turns a forgotten member's sessions into
//! "deleted user" sides and drops their reliability row.

use super::matching::Reliability;
use super::rules::{Pair, PairId};
use crate::drills::{GroupId, MemberId};
use crate::ports::StoreError;

/// What a finished session adds to a member's reliability.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ReliabilityDelta {
    pub member: MemberId,
    pub completed: u32,
    pub no_shows: u32,
    pub cancels: u32,
}

/// Persistence of peer sessions. Each method is one transaction.
#[async_trait::async_trait]
pub trait PairStore: Send + Sync {
    /// Stores a new request; `false` (nothing written) when the member already has a session
    /// that is not finished (one at a time).
    async fn insert_pair(&self, pair: &Pair) -> Result<bool, StoreError>;
    /// Replaces a session's record, fenced by `pair.revision` (the revision it was read at):
    /// [`StoreError::Stale`] and nothing written when another writer saved it since; on success
    /// `pair.revision` is the new stored revision.
    async fn save_pair(&self, pair: &mut Pair) -> Result<(), StoreError>;
    /// Saves a finished session and adds `deltas` to the members' reliability, together and
    /// fenced like [`PairStore::save_pair`] (a stale save counts nothing).
    async fn finish_pair(
        &self,
        pair: &mut Pair,
        deltas: &[ReliabilityDelta],
    ) -> Result<(), StoreError>;
    async fn pair(&self, id: &PairId) -> Result<Option<Pair>, StoreError>;
    /// The member's session that is not finished, if any.
    async fn active_pair(&self, member: &MemberId) -> Result<Option<Pair>, StoreError>;
    /// Every session not finished: what the timer looks at (after a restart too).
    async fn live_pairs(&self) -> Result<Vec<Pair>, StoreError>;
    /// The group's requests still waiting for a partner, oldest first.
    async fn waiting_pairs(&self, group: &GroupId) -> Result<Vec<Pair>, StoreError>;
    /// The member's latest sessions, newest first.
    async fn recent_pairs(&self, member: &MemberId, limit: usize) -> Result<Vec<Pair>, StoreError>;
    /// The member's reliability (all zero without history).
    async fn reliability(&self, member: &MemberId) -> Result<Reliability, StoreError>;
}

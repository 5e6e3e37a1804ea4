//! What the group services beside the drills (duels, peer sessions) share: the group's members,
//! the bank, the engine's fair queue and judge cache, the clock, and how often their timer runs.

use std::sync::Arc;
use std::time::Duration;

use super::DrillStore;
use crate::clock::Clock;
use crate::engine::FairQueue;
use crate::session::UserKey;
use mashang_judge::Judge;
use mashang_judge::cache::JudgeCache;
use mashang_judge::problem::Bank;

/// The shared part of a group service (see the module doc).
pub(crate) struct GroupCore {
    pub(crate) members: Arc<dyn DrillStore>,
    pub(crate) bank: Arc<Bank>,
    pub(crate) queue: Arc<FairQueue>,
    pub(crate) judge_cache: Option<Arc<dyn JudgeCache>>,
    pub(crate) clock: Arc<dyn Clock>,
    /// How often front ends run the service's timer (a minute by default).
    pub(crate) tick_every: Duration,
    /// Per-member limit on the service's commands (see `flood.rs`).
    pub(crate) limit: super::flood::CommandLimit,
}

impl GroupCore {
    pub(crate) fn new(
        members: Arc<dyn DrillStore>,
        bank: Arc<Bank>,
        queue: Arc<FairQueue>,
        clock: Arc<dyn Clock>,
    ) -> GroupCore {
        GroupCore {
            members,
            bank,
            queue,
            judge_cache: None,
            clock,
            tick_every: Duration::from_secs(60),
            limit: super::flood::CommandLimit::new(),
        }
    }

    /// What a group service on this core was built on, its own records in `store`.
    pub(crate) fn wiring<S: ?Sized>(&self, store: &Arc<S>) -> crate::wiring::Wiring {
        use crate::wiring::addr;
        crate::wiring::Wiring {
            store: addr(store),
            members: Some(addr(&self.members)),
            bank: Some(addr(&self.bank)),
            queue: addr(&self.queue),
            locks: None,
        }
    }

    /// A judge whose jobs queue fairly as `user`'s, with the shared stress-test cache.
    pub(crate) fn judge_for(&self, user: &UserKey) -> Judge {
        Judge::with_optional_cache(self.queue.for_user(user), self.judge_cache.as_ref())
    }
}

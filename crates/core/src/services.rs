//! The services of one process — the interview engine and the three group services — built once by
//! the app's composition root and handed whole to every front end, so no front end builds a service
//! or runs without one. [`Services::wiring`] exposes what each was built on, for the test that
//! proves the process holds one store, one bank and one queue.

use std::sync::Arc;

use crate::drills::Drills;
use crate::duel::Duels;
use crate::engine::Engine;
use crate::pair::Pairs;

/// Everything a front end serves users with. Cloning copies four `Arc`s.
#[derive(Clone)]
pub struct Services {
    /// Interviews (sessions, journal, fair queue, tools).
    pub engine: Arc<Engine>,
    /// Study groups' daily drills, boards and practice.
    pub drills: Arc<Drills>,
    /// Head-to-head duels between group members.
    pub duels: Arc<Duels>,
    /// Peer mock interviews between group members.
    pub pairs: Arc<Pairs>,
}

impl std::fmt::Debug for Services {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Services").finish_non_exhaustive()
    }
}

impl Services {
    /// What each service was built on, by name (not an API: the one-object-graph test reads it).
    #[doc(hidden)]
    pub fn wiring(&self) -> [(&'static str, crate::wiring::Wiring); 4] {
        [
            ("engine", self.engine.wiring()),
            ("drills", self.drills.wiring()),
            ("duels", self.duels.wiring()),
            ("pairs", self.pairs.wiring()),
        ]
    }
}

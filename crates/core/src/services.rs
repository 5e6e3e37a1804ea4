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
    pub fn wiring(&self) -> [(&'static str, Wiring); 4] {
        [
            ("engine", self.engine.wiring()),
            ("drills", self.drills.wiring()),
            ("duels", self.duels.wiring()),
            ("pairs", self.pairs.wiring()),
        ]
    }
}

/// The addresses of the shared objects one service holds; two services share an object when they
/// hold the same address. `None` where the service holds no such object.
#[doc(hidden)]
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Wiring {
    /// The store of the service's own records.
    pub store: usize,
    /// The store members and groups are read from (the drills' store).
    pub members: Option<usize>,
    /// The problem bank (the engine's: the one under its question bank, when it is the app's).
    pub bank: Option<usize>,
    /// The fair judge queue.
    pub queue: usize,
    /// The problem locks (a live duel's or peer session's problem closed elsewhere).
    pub locks: Option<usize>,
}

/// The address of what `arc` points to, whichever trait it is seen through: one store object is
/// held as several port traits, and their fat pointers share the data address.
#[doc(hidden)]
pub fn addr<T: ?Sized>(arc: &Arc<T>) -> usize {
    Arc::as_ptr(arc).cast::<()>().addr()
}

//! What a service was built on, as addresses: the test that proves the app builds one object
//! graph per process compares them (see `services::Services::wiring`). Not an API; a leaf module
//! so that every service can report its own.

use std::sync::Arc;

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

//! Who is calling: the caller's member record (created on first contact, its name kept in step
//! through the one name sanitiser) and the problems closed to them while their duel or peer session
//! is on.

use std::sync::Arc;

use super::service::{Caller, Drills};
use super::store::{DrillStore, Member};
use crate::ports::StoreError;
use crate::session::UserKey;

impl Drills {
    /// Closes the problems of a member's live duel or peer session in the drills (hints, tests
    /// revealed, submissions, practice).
    pub fn with_locks(mut self, locks: Arc<dyn crate::ports::ProblemLocks>) -> Self {
        self.locks = Some(locks);
        self
    }

    /// The problems closed to `user` now.
    pub(super) async fn locked(&self, user: &UserKey) -> Vec<String> {
        crate::ports::closed_problems(self.locks.as_ref(), user).await
    }
}

/// `caller`'s member record in `store`, created on first contact and kept in step with their name
/// and language (the drills and the duels know members the same way).
pub(crate) async fn member_of(
    store: &dyn DrillStore,
    caller: &Caller,
) -> Result<Member, StoreError> {
    let id = store.resolve(&caller.user).await?;
    let existing = store.member(&id).await?;
    // The one way a stored name starts with an ASCII `@` is a verified handle (see `names`).
    let name = caller
        .handle
        .as_deref()
        .and_then(crate::names::handle)
        .unwrap_or_else(|| crate::names::display(&caller.name));
    let mut m = existing.clone().unwrap_or(Member {
        id,
        name: name.clone(),
        tz: chrono_tz::Tz::UTC,
        locale: caller.locale,
        daily_practice: false,
        tz_next: None,
    });
    m.name = name;
    m.locale = caller.locale;
    if existing.as_ref() != Some(&m) {
        store.save_member(&m).await?;
    }
    Ok(m)
}

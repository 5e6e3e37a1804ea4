//! Turns across replicas (several processes over one store): a user's turn runs under their
//! turn lock from the [`Replicas`] port as well as their in-process mutex, and the in-memory
//! session is checked against the stored row's revision when the lock is taken — a replica that
//! finds a newer revision (another replica served the user meanwhile) reloads it first. Every
//! save is fenced by the revision it started from, so a stale copy is refused by the store,
//! never written over a newer one (the backstop if a lock was ever lost).

use std::ops::{Deref, DerefMut};
use std::sync::Arc;

use tokio::sync::OwnedMutexGuard;

use super::{Engine, Outbox, evict};
use crate::msg::Msg;
use crate::ports::{LeaseGuard, Record, Replicas, Rev, StoreError};
use crate::session::{SessionState, UserKey};

/// A user's session held for a turn: the in-process mutex and, with replicas, the user's lock.
pub(super) struct TurnGuard {
    state: OwnedMutexGuard<SessionState>,
    // Released after the state's mutex (fields drop in order): never held without it.
    _lease: Option<LeaseGuard>,
}

impl Deref for TurnGuard {
    type Target = SessionState;
    fn deref(&self) -> &SessionState {
        &self.state
    }
}

impl DerefMut for TurnGuard {
    fn deref_mut(&mut self) -> &mut SessionState {
        &mut self.state
    }
}

impl Engine {
    /// Serialises this user's turns with every other replica on the store (see the module doc).
    pub fn with_replicas(mut self, replicas: Arc<dyn Replicas>) -> Self {
        self.replicas = Some(replicas);
        self
    }

    /// The store's coordination between replicas, for front ends that need a lease (Telegram's
    /// single poller).
    pub fn replicas(&self) -> Option<Arc<dyn Replicas>> {
        self.replicas.clone()
    }

    /// Takes the user's session for a turn: the local mutex first (so only one local task waits
    /// on the store's lock), then the cross-replica lock, then a reload if the stored revision
    /// moved. A lock the store cannot give (it is restarting) is logged and the turn runs on: the
    /// fenced save still refuses to overwrite a newer session.
    pub(super) async fn lock_turn(&self, user: &UserKey) -> TurnGuard {
        let live = self.live(user).await;
        let mut state = live.cell().lock_owned().await;
        let lease = match &self.replicas {
            Some(r) => match r.lock_user(user).await {
                Ok(g) => Some(g),
                Err(e) => {
                    tracing::warn!(%user, error = %e, "could not take the user's turn lock");
                    None
                }
            },
            None => None,
        };
        self.refresh(user, &live, &mut state).await;
        TurnGuard { state, _lease: lease }
    }

    /// Reloads the session when the stored row is not the revision this copy came from.
    async fn refresh(&self, user: &UserKey, live: &evict::Live, state: &mut SessionState) {
        let stored = match self.parts.store.session_rev(user).await {
            Ok(r) => r,
            Err(e) => {
                tracing::warn!(%user, error = %e, "could not read the session's revision");
                return;
            }
        };
        if stored == live.rev() {
            return;
        }
        let fresh = match stored {
            None => Ok(None),
            Some(_) => self.parts.store.load_session(user).await,
        };
        *state = match fresh {
            Ok(Some(s)) => s,
            // The row went (a `/forget` served elsewhere, or it was set aside as unreadable).
            Ok(None) | Err(StoreError::Quarantined(_)) => self.fresh_state(state.locale),
            Err(e) => {
                tracing::warn!(%user, error = %e, "could not reload a session saved elsewhere");
                return;
            }
        };
        tracing::debug!(%user, ?stored, "session reloaded: another replica saved it");
        live.set_rev(stored);
        self.locales.insert(user.clone(), state.locale);
    }

    pub(super) fn set_rev(&self, user: &UserKey, rev: Option<Rev>) {
        if let Some(live) = self.sessions.get(user) {
            live.set_rev(rev);
        }
    }

    fn rev_of(&self, user: &UserKey) -> Option<Rev> {
        self.sessions.get(user).and_then(|l| l.rev())
    }

    /// Saves a transition fenced by the revision it started from. `false` when the store had a
    /// newer session: the transition is dropped, the newer one loaded, and the user told to try
    /// again (never reached while the turn lock holds; the backstop if it was lost).
    pub(super) async fn save(
        &self,
        user: &UserKey,
        state: &mut SessionState,
        records: Vec<Record>,
        out: &dyn Outbox,
    ) -> bool {
        let expected = self.rev_of(user);
        match self.parts.store.save_fenced(user, state, records, expected).await {
            Ok(rev) => {
                self.set_rev(user, rev);
                true
            }
            Err(StoreError::Stale) => {
                tracing::error!(%user, "stale session not saved: another replica saved a newer one");
                let live = self.live(user).await;
                self.refresh(user, &live, state).await;
                self.say(out, state.locale, &Msg::StoreFailed);
                false
            }
            Err(e) => {
                tracing::error!(%user, error = %e, "saving session failed");
                self.say(out, state.locale, &Msg::StoreFailed);
                true
            }
        }
    }
}

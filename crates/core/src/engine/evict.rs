//! Evicting idle sessions from memory. Every transition is saved before its reply, so an idle
//! session equal to its stored copy can leave the map and the next message reloads it. A session
//! is kept when a turn holds it (its mutex is locked or a task holds its cell), when a tool call
//! is pending, or when memory and store differ (a failed save, a change not saved): eviction
//! never loses anything.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::Duration;

use tokio::time::Instant;

use tokio::sync::Mutex;

use super::Engine;
use crate::ports::Rev;
use crate::session::{SessionState, UserKey};

/// A session held in memory.
pub(super) struct Live {
    state: Arc<Mutex<SessionState>>,
    /// The stored row's revision this copy matches (`None`: no row, or a store without them);
    /// a turn that finds another revision stored reloads first (see `replica.rs`).
    rev: std::sync::Mutex<Option<Rev>>,
    /// Milliseconds after the engine's epoch when the session was last handed to a turn.
    last_used_ms: AtomicU64,
}

impl Live {
    pub(super) fn new(state: SessionState, rev: Option<Rev>, epoch: Instant) -> Self {
        let live = Live {
            state: Arc::new(Mutex::new(state)),
            rev: std::sync::Mutex::new(rev),
            last_used_ms: AtomicU64::new(0),
        };
        live.touch(epoch);
        live
    }

    pub(super) fn touch(&self, epoch: Instant) {
        self.last_used_ms.store(epoch.elapsed().as_millis() as u64, Ordering::Relaxed);
    }

    pub(super) fn rev(&self) -> Option<Rev> {
        *self.rev.lock().unwrap_or_else(|e| e.into_inner())
    }

    pub(super) fn set_rev(&self, rev: Option<Rev>) {
        *self.rev.lock().unwrap_or_else(|e| e.into_inner()) = rev;
    }

    pub(super) fn cell(&self) -> Arc<Mutex<SessionState>> {
        Arc::clone(&self.state)
    }

    fn idle(&self, epoch: Instant, now: Instant) -> Duration {
        let now_ms = now.saturating_duration_since(epoch).as_millis() as u64;
        Duration::from_millis(now_ms.saturating_sub(self.last_used_ms.load(Ordering::Relaxed)))
    }
}

impl Engine {
    /// Drops from memory every session idle for `evict_idle_after` at `now` that can be reloaded
    /// exactly from the store; returns how many left. Rate-limit buckets that have refilled go too.
    pub async fn evict_idle(&self, now: Instant) -> usize {
        let Some(after) = self.parts.settings.evict_idle_after else { return 0 };
        self.limiter.prune(now);
        let idle: Vec<(UserKey, Arc<Live>)> = self
            .sessions
            .iter()
            .filter(|e| e.value().idle(self.epoch, now) >= after)
            .map(|e| (e.key().clone(), Arc::clone(e.value())))
            .collect();
        let mut evicted = 0;
        for (user, live) in idle {
            // A locked session is in a turn (or waiting on a tool): leave it.
            let Ok(state) = live.state.try_lock() else { continue };
            if state.pending.is_some() {
                continue;
            }
            let reloads_as = match self.parts.store.load_session(&user).await {
                Ok(Some(stored)) => stored,
                Ok(None) => self.fresh_state(self.parts.settings.default_locale),
                Err(_) => continue,
            };
            if reloads_as != *state {
                tracing::debug!(%user, "idle session differs from its stored copy; kept in memory");
                continue;
            }
            // Only if no task picked the session up meanwhile: the map and this sweep hold the
            // only references, and it is still idle. The map's shard lock makes this atomic
            // with `Engine::live` handing the session out.
            let removed = self.sessions.remove_if(&user, |_, v| {
                Arc::ptr_eq(v, &live)
                    && Arc::strong_count(v) == 2
                    && Arc::strong_count(&v.state) == 1
                    && v.idle(self.epoch, now) >= after
            });
            drop(state);
            if removed.is_some() {
                self.locales.remove(&user);
                evicted += 1;
            }
        }
        evicted
    }

    /// Sweeps idle sessions every `period` until the engine is dropped (spawn it on the runtime).
    pub async fn evict_idle_every(self: Arc<Self>, period: Duration) {
        let weak = Arc::downgrade(&self);
        drop(self);
        let mut tick = tokio::time::interval(period);
        tick.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
        tick.tick().await;
        loop {
            tick.tick().await;
            let Some(engine) = weak.upgrade() else { return };
            let n = engine.evict_idle(Instant::now()).await;
            if n > 0 {
                tracing::debug!(
                    evicted = n,
                    live = engine.live_sessions(),
                    "idle sessions evicted"
                );
            }
        }
    }
}

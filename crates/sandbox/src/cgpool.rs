//! A pool of run cgroups reused across runs (cgroup v1), so no run pays for creating, attaching
//! to and removing its groups.
//!
//! Why: attaching a process to a cgroup by pid takes the kernel's global threadgroup lock for
//! writing, which waits for an RCU grace period (~10 ms on a quiet machine) unless the host was
//! tuned (`favordynmods`); and the first task to enter a freshly created CPU group pays a few
//! milliseconds more. A pooled group is entered by the run itself — its init writes `0` to each
//! `tasks` file, a single-thread self-migration the kernel performs without that lock — and has
//! been entered before.
//!
//! Isolation between runs is kept exact: a group goes back to the pool only when it holds no task
//! and `pids.current` is 0 (else it is removed), after `memory.force_empty`; it is handed to a run
//! only when at most [`crate::cgroup::REUSE_MAX_RESIDUE_BYTES`] is still charged to it, with its
//! memory peak reset just then (a group that fails that check [`MAX_FAILED_CHECKS`] times is
//! removed). Limits are written afresh for every run,
//! and the CPU and OOM-kill counters (not resettable on every kernel) are read against the values
//! they had when the run began. Idle groups are named `idle-<pid>-<n>`, groups in use
//! `run-<pid>-<n>` (the base group's CPU weight counts only those, see `reweigh_base`).
//!
//! Giving a group back is off the run's path: the run's group is renamed idle at once (no run
//! group outlives its run), and its checks and reclaim (`memory.force_empty`, ~0.5 ms) happen on
//! a reclaimer thread; a run that finds no idle group while one is being reclaimed waits for it
//! rather than create a fresh one.

use std::io;
use std::ops::Deref;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Sender, channel};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::Duration;

use crate::cgroup::{CgroupLimits, CgroupSupport, RunCgroup};

/// Counters of the pool's life, for `doctor`, benchmarks and tests.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, serde::Serialize)]
pub struct PoolStats {
    /// Groups created (fresh ones, pooled or not).
    pub created: u64,
    /// Runs that got a group from the pool.
    pub reused: u64,
    /// Groups removed after a run because they could not be reset.
    pub discarded: u64,
    /// Groups waiting in the pool now.
    pub idle: usize,
}

/// Hands out run cgroups: pooled and self-joined where the kernel allows it, else one fresh group
/// per run attached by pid (the slow path).
pub struct CgroupPool {
    inner: Arc<Inner>,
    /// Groups to reclaim go here; `None` once the pool is stopping (or not pooled).
    reclaim: Mutex<Option<Sender<RunCgroup>>>,
    reclaimer: Option<JoinHandle<()>>,
}

/// What the pool and its reclaimer thread share.
struct Inner {
    support: CgroupSupport,
    idle: Mutex<Vec<Idle>>,
    max_idle: usize,
    stats: Mutex<PoolStats>,
    /// Groups sent to the reclaimer and not back yet; signalled as each is done.
    reclaiming: Mutex<usize>,
    reclaimed: Condvar,
}

/// Longest a run waits for a group being reclaimed before it creates a fresh one.
const RECLAIM_WAIT: Duration = Duration::from_secs(1);

/// An idle group and how often it failed the check before a run.
struct Idle {
    cg: RunCgroup,
    failed_checks: u32,
}

/// A group still holding memory after this many checks is removed rather than kept waiting.
const MAX_FAILED_CHECKS: u32 = 3;

/// Process-wide: group names must never collide between two `Sandbox` values in one process.
static GROUPS: AtomicU64 = AtomicU64::new(0);

impl CgroupPool {
    /// `max_idle` groups are kept between runs (0 turns the pool off); `prefill` are created now.
    pub fn new(support: CgroupSupport, max_idle: usize, prefill: usize) -> CgroupPool {
        let inner = Arc::new(Inner {
            support,
            idle: Mutex::new(Vec::new()),
            max_idle,
            stats: Mutex::new(PoolStats::default()),
            reclaiming: Mutex::new(0),
            reclaimed: Condvar::new(),
        });
        let mut pool = CgroupPool { inner, reclaim: Mutex::new(None), reclaimer: None };
        if pool.pooled() {
            let mut groups = Vec::new();
            for _ in 0..prefill.min(max_idle) {
                match pool.fresh(&idle_name()) {
                    Ok(Some(cg)) => groups.push(Idle { cg, failed_checks: 0 }),
                    _ => break,
                }
            }
            pool.inner.lock_idle().extend(groups);
            let (tx, rx) = channel::<RunCgroup>();
            let inner = Arc::clone(&pool.inner);
            let thread =
                std::thread::Builder::new().name("sandbox-cgroups".into()).spawn(move || {
                    for cg in rx {
                        inner.give_back(cg);
                        *inner.lock_reclaiming() -= 1;
                        inner.reclaimed.notify_all();
                    }
                });
            // Without the thread (the host refused one), groups are reclaimed on the run's path.
            if let Ok(thread) = thread {
                pool.reclaim = Mutex::new(Some(tx));
                pool.reclaimer = Some(thread);
            }
        }
        pool
    }

    pub fn support(&self) -> &CgroupSupport {
        &self.inner.support
    }

    /// Whether runs get reused, self-joined groups here.
    pub fn pooled(&self) -> bool {
        self.inner.max_idle > 0 && self.inner.support.self_join()
    }

    pub fn stats(&self) -> PoolStats {
        let mut stats = *self.inner.stats.lock().unwrap_or_else(|p| p.into_inner());
        stats.idle = self.inner.lock_idle().len();
        stats
    }

    /// A group for one run with `limits` applied; `None` without cgroups. A warm sandbox's group
    /// (`warm`) is named `warm-…` until its handover: it is not a run yet, for the base group's
    /// CPU weight nor for anyone looking for runs left behind.
    pub fn take(&self, limits: CgroupLimits, warm: bool) -> io::Result<Option<Lease<'_>>> {
        let run_name = || if warm { warm_name() } else { run_name() };
        if !self.pooled() || !limits.one_cpu {
            let Some(cg) = self.inner.support.create(&run_name(), limits)? else {
                return Ok(None);
            };
            self.inner.count(|s| s.created += 1);
            return Ok(Some(Lease { cg: Some(cg), pool: None }));
        }
        let mut cg = match self.pop_or_await_reclaim() {
            Some(mut cg) => {
                // On failure the group is dropped, which removes it.
                cg.rename(&run_name())?;
                self.inner.count(|s| s.reused += 1);
                cg
            }
            None => match self.fresh(&run_name())? {
                Some(cg) => cg,
                None => return Ok(None),
            },
        };
        cg.apply_limits(limits)?;
        cg.reweigh_base();
        Ok(Some(Lease { cg: Some(cg), pool: Some(self) }))
    }

    fn fresh(&self, name: &str) -> io::Result<Option<RunCgroup>> {
        let cg = self.inner.support.create_dirs(name, true)?.map(|mut cg| {
            cg.self_join = true;
            cg
        });
        if cg.is_some() {
            self.inner.count(|s| s.created += 1);
        }
        Ok(cg)
    }

    /// An idle group that passes the pre-run check; when there is none but a group is being
    /// reclaimed, wait for it (cheaper than a fresh group, and back-to-back runs keep reusing).
    fn pop_or_await_reclaim(&self) -> Option<RunCgroup> {
        let deadline = std::time::Instant::now() + RECLAIM_WAIT;
        loop {
            if let Some(cg) = self.inner.pop_fresh_enough() {
                return Some(cg);
            }
            let pending = self.inner.lock_reclaiming();
            let left = deadline.saturating_duration_since(std::time::Instant::now());
            if *pending == 0 || left.is_zero() {
                drop(pending);
                // A reclaim may have finished between the look above and this one.
                return self.inner.pop_fresh_enough();
            }
            // Woken when a reclaim is done; the idle list is looked at again then.
            drop(self.inner.reclaimed.wait_timeout(pending, left));
        }
    }

    /// Give a group back after its run: renamed idle now, checked and reclaimed on the
    /// reclaimer thread (on this one without it).
    fn give_back(&self, mut cg: RunCgroup) {
        if cg.rename(&idle_name()).is_err() {
            self.inner.count(|s| s.discarded += 1);
            return;
        }
        let reclaim = self.reclaim.lock().unwrap_or_else(|p| p.into_inner());
        match reclaim.as_ref() {
            Some(tx) => {
                *self.inner.lock_reclaiming() += 1;
                if let Err(back) = tx.send(cg) {
                    *self.inner.lock_reclaiming() -= 1;
                    drop(reclaim);
                    self.inner.give_back(back.0);
                }
            }
            None => {
                drop(reclaim);
                self.inner.give_back(cg);
            }
        }
    }
}

impl Inner {
    fn lock_idle(&self) -> MutexGuard<'_, Vec<Idle>> {
        self.idle.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn lock_reclaiming(&self) -> MutexGuard<'_, usize> {
        self.reclaiming.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The most recently used idle group that passes the pre-run check, if any. Groups that fail
    /// stay for a later run (their residue drains) unless they failed too often.
    fn pop_fresh_enough(&self) -> Option<RunCgroup> {
        let mut idle = self.lock_idle();
        for i in (0..idle.len()).rev() {
            if idle[i].cg.fresh_enough() {
                return Some(idle.remove(i).cg);
            }
            idle[i].failed_checks += 1;
            if idle[i].failed_checks >= MAX_FAILED_CHECKS {
                // Dropping it removes its directories.
                drop(idle.remove(i));
                self.count(|s| s.discarded += 1);
            }
        }
        None
    }

    /// Keep a group (already named idle) after its run, or remove it (dropping it does) when it
    /// is not empty or the pool is full.
    fn give_back(&self, cg: RunCgroup) {
        // The last run's mounts first: their tmpfs pages are charged here until they go.
        cg.release_held();
        // The base group's weight counts run groups: this one is not one any more.
        cg.reweigh_base();
        if !cg.empty_and_reclaimed() {
            self.count(|s| s.discarded += 1);
            return;
        }
        let mut idle = self.lock_idle();
        if idle.len() >= self.max_idle {
            drop(idle);
            return;
        }
        idle.push(Idle { cg, failed_checks: 0 });
    }

    fn count(&self, f: impl FnOnce(&mut PoolStats)) {
        f(&mut self.stats.lock().unwrap_or_else(|p| p.into_inner()));
    }
}

impl Drop for CgroupPool {
    fn drop(&mut self) {
        // The reclaimer finishes what it was sent, then stops.
        self.reclaim.lock().unwrap_or_else(|p| p.into_inner()).take();
        if let Some(thread) = self.reclaimer.take() {
            let _ = thread.join();
        }
        // Dropping each idle group removes its directories.
        self.inner.lock_idle().clear();
    }
}

fn run_name() -> String {
    format!("run-{}-{}", std::process::id(), GROUPS.fetch_add(1, Ordering::Relaxed))
}

fn warm_name() -> String {
    format!("warm-{}-{}", std::process::id(), GROUPS.fetch_add(1, Ordering::Relaxed))
}

/// Rename a warm sandbox's group as a run's at its handover (see [`CgroupPool::take`]).
pub(crate) fn name_as_run(cg: &mut RunCgroup) -> io::Result<()> {
    cg.rename(&run_name())?;
    cg.reweigh_base();
    Ok(())
}

fn idle_name() -> String {
    format!("idle-{}-{}", std::process::id(), GROUPS.fetch_add(1, Ordering::Relaxed))
}

/// A run's group: returned to its pool (or removed) when dropped, after the run is reaped.
pub struct Lease<'a> {
    cg: Option<RunCgroup>,
    pool: Option<&'a CgroupPool>,
}

impl Lease<'_> {
    /// Keep the group beyond this borrow of its pool (a warm sandbox holds it, see `warm.rs`).
    pub(crate) fn detach(mut self) -> (RunCgroup, bool) {
        let pooled = self.pool.is_some();
        (self.cg.take().expect("a lease holds its group until dropped"), pooled)
    }
}

/// A group held by a warm sandbox: given back to its pool (or removed) when dropped, after the
/// run is reaped, like a [`Lease`].
pub(crate) struct OwnedLease {
    cg: Option<RunCgroup>,
    pool: Option<Arc<CgroupPool>>,
}

impl OwnedLease {
    pub(crate) fn new(lease: Lease<'_>, pool: &Arc<CgroupPool>) -> OwnedLease {
        let (cg, pooled) = lease.detach();
        OwnedLease { cg: Some(cg), pool: pooled.then(|| Arc::clone(pool)) }
    }

    pub(crate) fn get_mut(&mut self) -> &mut RunCgroup {
        self.cg.as_mut().expect("a lease holds its group until dropped")
    }
}

impl Deref for OwnedLease {
    type Target = RunCgroup;
    fn deref(&self) -> &RunCgroup {
        self.cg.as_ref().expect("a lease holds its group until dropped")
    }
}

impl Drop for OwnedLease {
    fn drop(&mut self) {
        if let (Some(cg), Some(pool)) = (self.cg.take(), &self.pool) {
            pool.give_back(cg);
        }
    }
}

impl Deref for Lease<'_> {
    type Target = RunCgroup;
    fn deref(&self) -> &RunCgroup {
        self.cg.as_ref().expect("a lease holds its group until dropped")
    }
}

impl Drop for Lease<'_> {
    fn drop(&mut self) {
        if let (Some(cg), Some(pool)) = (self.cg.take(), self.pool) {
            pool.give_back(cg);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn idle_and_run_names_carry_the_owner_pid_and_differ() {
        let (a, b) = (idle_name(), run_name());
        let me = format!("-{}-", std::process::id());
        assert!(a.starts_with("idle-") && a.contains(&me), "{a}");
        assert!(b.starts_with("run-") && b.contains(&me), "{b}");
        assert_ne!(a.rsplit('-').next(), b.rsplit('-').next());
    }

    #[test]
    fn a_pool_without_cgroups_hands_out_nothing() {
        let pool = CgroupPool::new(CgroupSupport::Unavailable("test".into()), 4, 2);
        assert!(!pool.pooled());
        let limits = CgroupLimits { memory_bytes: 64 << 20, pids: 8, one_cpu: true };
        assert!(pool.take(limits, false).unwrap().is_none());
        assert_eq!(pool.stats(), PoolStats::default());
    }
}

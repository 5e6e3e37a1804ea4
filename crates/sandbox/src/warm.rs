//! The warm pool: per language, a few sandboxes started ahead of their jobs (see `warmbox.rs`), so
//! a judging only hands over its files instead of waiting for namespaces, mounts and an
//! interpreter to start.
//!
//! Rules: a warm sandbox runs exactly one job and is discarded after it (never two submissions in
//! one sandbox); one checked not to be exactly as pooled (dead, not blocked reading its job, or
//! having written anything) is discarded and the job takes the next one or runs cold, so a warm
//! sandbox failing never fails a job. Sandboxes are kept per [`WarmKey`], learned from the jobs
//! that miss (the first judging of a language and limits is cold), at most [`MAX_KEYS_PER_LANG`]
//! keys per language. One background thread refills, one warm-up at a time, and not while the
//! supervisor's runs occupy every CPU (a warm-up would then only slow the running judgings):
//! the pool costs at most its size in idle processes and one warm-up's CPU at a time.

use std::collections::BTreeMap;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Condvar, Mutex, MutexGuard};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

use crate::protocol::Limits;
use crate::warmbox::{Env, PoolKind, WarmBox, WarmKey};

/// Different limits of one language and kind kept warm at once (the least recently used is
/// dropped).
const MAX_KEYS_PER_LANG: usize = 2;
/// After this many failed warm-ups in a row a key waits before the next try.
const FAILURES_BEFORE_BACKOFF: u32 = 3;
const BACKOFF: Duration = Duration::from_secs(5);

/// Warm sandboxes kept per language by default: two for every language with a warm loader.
pub const DEFAULT_WARM_POOL: usize = 2;

/// One language's warm pool of one kind, for `doctor`, benchmarks and tests.
#[derive(Debug, Clone, Default, PartialEq, Eq, serde::Serialize)]
pub struct WarmStats {
    pub lang: String,
    /// Loaders (judgings) or prepared sandboxes (any run of an interpreted language).
    pub kind: PoolKind,
    /// Warm sandboxes kept per limits key (0: off).
    pub size: usize,
    /// Waiting now.
    pub idle: usize,
    /// Jobs that ran in a warm sandbox.
    pub hits: u64,
    /// Jobs of the language that started cold (none was waiting, or all were discarded).
    pub misses: u64,
    /// Warm sandboxes found dead, busy or not quiet when a job came, and discarded.
    pub discarded: u64,
    /// Warm-ups that did not reach their wait for a job (killed; the key backs off).
    pub failed: u64,
    /// Warm sandboxes made ready.
    pub warmed: u64,
}

pub(crate) struct WarmPool {
    shared: Arc<Shared>,
    thread: Option<JoinHandle<()>>,
}

struct Shared {
    env: Env,
    sizes: BTreeMap<String, usize>,
    state: Mutex<State>,
    /// Signalled when a key needs refilling, a sandbox became ready, or the pool stops.
    changed: Condvar,
    /// Runs in progress (warm or cold) and the CPUs they may saturate.
    active: AtomicUsize,
    /// Jobs taken from the pool and not yet started (handed over, or released to exec): no
    /// warm-up begins meanwhile, as its clone would hold the supervisor's memory map (and a CPU)
    /// right when the job needs them.
    starting: AtomicUsize,
    cpus: usize,
    /// Whether each language's default keys are warmed from the start.
    prewarm: bool,
}

#[derive(Default)]
struct State {
    slots: Vec<Slot>,
    stats: BTreeMap<(String, PoolKind), WarmStats>,
    /// Bumped on every use, to drop the least recently used key.
    clock: u64,
    stop: bool,
}

struct Slot {
    key: WarmKey,
    /// The limits of the last job of this key: a sandbox warmed for it is made ready for the
    /// same (see `WarmBox::write_ahead`).
    expect: Option<Limits>,
    idle: Vec<WarmBox>,
    used_at: u64,
    failures: u32,
    retry_at: Option<Instant>,
}

/// Counts a run in progress while alive.
pub(crate) struct Active<'a>(&'a AtomicUsize);

impl Drop for Active<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::Relaxed);
    }
}

/// A sandbox taken from the pool, with the refill held back until its job has started
/// ([`Taken::started`], or dropped).
pub(crate) struct Taken<'a> {
    pub(crate) warm: WarmBox,
    pool: &'a Shared,
}

/// Holds the refill back while alive (see [`Shared::starting`]).
pub(crate) struct Starting<'a>(&'a Shared);

impl Drop for Starting<'_> {
    fn drop(&mut self) {
        if self.0.starting.fetch_sub(1, Ordering::Relaxed) == 1 {
            self.0.changed.notify_all();
        }
    }
}

impl<'a> Taken<'a> {
    /// The sandbox, and a guard holding the refill back until the job has started.
    pub(crate) fn into_parts(self) -> (WarmBox, Starting<'a>) {
        (self.warm, Starting(self.pool))
    }
}

impl WarmPool {
    /// A pool keeping `sizes[lang]` sandboxes per key (a missing language: 0, off); with
    /// `prewarm`, the keys of each language's default limits are warmed from the start (else a
    /// key is learned from the first job that misses).
    pub(crate) fn new(env: Env, sizes: BTreeMap<String, usize>, prewarm: bool) -> WarmPool {
        let mut state = State::default();
        for (lang, size) in &sizes {
            for kind in [PoolKind::Loader, PoolKind::Prepared] {
                let stats =
                    WarmStats { lang: lang.clone(), kind, size: *size, ..Default::default() };
                state.stats.insert((lang.clone(), kind), stats);
            }
        }
        let shared = Arc::new(Shared {
            env,
            sizes,
            state: Mutex::new(state),
            changed: Condvar::new(),
            active: AtomicUsize::new(0),
            starting: AtomicUsize::new(0),
            cpus: std::thread::available_parallelism().map_or(1, |n| n.get()),
            prewarm,
        });
        let thread = shared.sizes.values().any(|s| *s > 0).then(|| {
            let shared = Arc::clone(&shared);
            std::thread::Builder::new()
                .name("sandbox-warm".into())
                .spawn(move || {
                    if prewarm {
                        add_default_keys(&shared);
                    }
                    warmer(&shared)
                })
                .ok()
        });
        WarmPool { shared, thread: thread.flatten() }
    }

    pub(crate) fn prewarmed(&self) -> bool {
        self.shared.prewarm
    }

    pub(crate) fn enabled_for(&self, lang: &str) -> bool {
        self.thread.is_some() && self.shared.sizes.get(lang).is_some_and(|s| *s > 0)
    }

    /// Note a run in progress until the guard drops (the warmer pauses while runs fill the CPUs).
    pub(crate) fn active(&self) -> Active<'_> {
        self.shared.active.fetch_add(1, Ordering::Relaxed);
        Active(&self.shared.active)
    }

    /// A warm sandbox for `key`, checked to be exactly as pooled; `None` (a miss) when none is.
    /// Either way the key is remembered and its refill asked for (held back until a taken
    /// sandbox's job has started).
    /// `limits` are the job's: the next sandbox of `key` is made ready for the same.
    pub(crate) fn take(&self, key: &WarmKey, limits: &Limits) -> Option<Taken<'_>> {
        // Counted before the warmer is woken below; given back at once on a miss.
        self.shared.starting.fetch_add(1, Ordering::Relaxed);
        let mut state = self.shared.lock();
        state.clock += 1;
        let now = state.clock;
        let mut discarded = Vec::new();
        let found = match state.slots.iter_mut().find(|s| &s.key == key) {
            Some(slot) => {
                slot.used_at = now;
                if slot.expect.as_ref() != Some(limits) {
                    slot.expect = Some(limits.clone());
                }
                loop {
                    match slot.idle.pop() {
                        Some(w) if w.still_waiting() => break Some(w),
                        Some(w) => discarded.push(w),
                        None => break None,
                    }
                }
            }
            None => {
                add_slot(&mut state, key.clone(), Some(limits.clone()), now);
                None
            }
        };
        let stats = stats_of(&mut state, key);
        stats.discarded += discarded.len() as u64;
        if found.is_some() {
            stats.hits += 1;
        } else {
            stats.misses += 1;
        }
        drop(state);
        let taken = found.map(|warm| Taken { warm, pool: &self.shared });
        if taken.is_none() {
            self.shared.starting.fetch_sub(1, Ordering::Relaxed);
        }
        self.shared.changed.notify_all();
        // Killed and reaped outside the lock.
        drop(discarded);
        taken
    }

    pub(crate) fn stats(&self) -> Vec<WarmStats> {
        let state = self.shared.lock();
        let mut out: Vec<WarmStats> = state.stats.values().cloned().collect();
        for s in &mut out {
            s.idle = idle_of(&state, &s.lang, s.kind);
        }
        out
    }

    /// A taken sandbox refused the job's limits (discarded; the job ran cold): count it so.
    pub(crate) fn refused(&self, key: &WarmKey) {
        let mut state = self.shared.lock();
        let stats = stats_of(&mut state, key);
        stats.hits = stats.hits.saturating_sub(1);
        stats.misses += 1;
        stats.discarded += 1;
    }

    /// Wait until `lang` has at least `n` warm sandboxes of `kind` waiting (false at the timeout).
    pub(crate) fn wait_ready(
        &self,
        lang: &str,
        kind: PoolKind,
        n: usize,
        timeout: Duration,
    ) -> bool {
        let deadline = Instant::now() + timeout;
        let mut state = self.shared.lock();
        loop {
            let idle = idle_of(&state, lang, kind);
            let left = deadline.saturating_duration_since(Instant::now());
            if idle >= n || left.is_zero() {
                return idle >= n;
            }
            state =
                self.shared.changed.wait_timeout(state, left).unwrap_or_else(|p| p.into_inner()).0;
        }
    }

    /// Host pids of the waiting warm sandboxes of `lang` and `kind` (tests kill one to prove a
    /// dead one is replaced).
    pub(crate) fn idle_pids(&self, lang: &str, kind: PoolKind) -> Vec<i32> {
        let state = self.shared.lock();
        state
            .slots
            .iter()
            .filter(|s| s.key.lang == lang && s.key.pool_kind() == kind)
            .flat_map(|s| s.idle.iter().map(|w| w.pid()))
            .collect()
    }
}

impl Drop for WarmPool {
    fn drop(&mut self) {
        self.shared.lock().stop = true;
        self.shared.env.stopping.store(true, Ordering::Relaxed);
        self.shared.changed.notify_all();
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
        let slots = std::mem::take(&mut self.shared.lock().slots);
        drop(slots);
    }
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|p| p.into_inner())
    }
}

fn stats_of<'a>(state: &'a mut State, key: &WarmKey) -> &'a mut WarmStats {
    let kind = key.pool_kind();
    state.stats.entry((key.lang.clone(), kind)).or_insert_with(|| WarmStats {
        lang: key.lang.clone(),
        kind,
        ..WarmStats::default()
    })
}

fn idle_of(state: &State, lang: &str, kind: PoolKind) -> usize {
    let mine = |s: &&Slot| s.key.lang == lang && s.key.pool_kind() == kind;
    state.slots.iter().filter(mine).map(|s| s.idle.len()).sum()
}

fn add_slot(state: &mut State, key: WarmKey, expect: Option<Limits>, now: u64) {
    let same = |s: &Slot| s.key.lang == key.lang && s.key.kind == key.kind;
    if state.slots.iter().filter(|s| same(s)).count() >= MAX_KEYS_PER_LANG {
        let oldest = state
            .slots
            .iter()
            .enumerate()
            .filter(|(_, s)| same(s))
            .min_by_key(|(_, s)| s.used_at)
            .map(|(i, _)| i);
        if let Some(i) = oldest {
            state.slots.remove(i);
        }
    }
    let slot = Slot { key, expect, idle: Vec::new(), used_at: now, failures: 0, retry_at: None };
    state.slots.push(slot);
}

/// Slots for each pooled language's default limits: a loader (judgings) and a prepared sandbox
/// for plain runs, so the first job after start finds them warm. Resolved here, on the warming
/// thread: finding a runtime may probe it (the start of the sandbox does not wait for that).
fn add_default_keys(shared: &Shared) {
    let limits = Limits::default();
    let mut keys = Vec::new();
    for lang in shared.sizes.iter().filter(|(_, size)| **size > 0).map(|(lang, _)| lang) {
        let Ok(runtime) = shared.env.table.runtime(lang) else { continue };
        // A judging's run limits depend on its dialogue: learned from its first job.
        keys.extend(WarmKey::new(&runtime, &limits).map(|k| (k, None)));
        // A plain run at the default limits runs under them.
        keys.extend(WarmKey::prepared(&runtime, &limits, false).map(|k| (k, Some(limits.clone()))));
    }
    let mut state = shared.lock();
    for (key, expect) in keys {
        if !state.slots.iter().any(|s| s.key == key) {
            add_slot(&mut state, key, expect, 0);
        }
    }
}

/// The key most in need of a warm sandbox now, if any.
fn next_to_warm(shared: &Shared, state: &State) -> Option<(WarmKey, Option<Limits>)> {
    // Runs on every CPU: a warm-up would only take CPU from them (a pool pays off on an idle
    // core between submissions, not in a burst).
    if shared.active.load(Ordering::Relaxed) >= shared.cpus
        || shared.starting.load(Ordering::Relaxed) > 0
    {
        return None;
    }
    let now = Instant::now();
    state
        .slots
        .iter()
        .filter(|s| s.retry_at.is_none_or(|t| now >= t))
        .filter(|s| s.idle.len() < shared.sizes.get(&s.key.lang).copied().unwrap_or(0))
        .min_by_key(|s| s.idle.len())
        .map(|s| (s.key.clone(), s.expect.clone()))
}

/// The background thread: warm one sandbox at a time for the key that needs it most.
fn warmer(shared: &Shared) {
    loop {
        let (key, expect) = {
            let mut state = shared.lock();
            loop {
                if state.stop {
                    return;
                }
                if let Some(next) = next_to_warm(shared, &state) {
                    break next;
                }
                // Woken by a take or a stop; the timeout re-checks back-offs and the CPU load.
                state = shared
                    .changed
                    .wait_timeout(state, Duration::from_millis(200))
                    .unwrap_or_else(|p| p.into_inner())
                    .0;
            }
        };
        let result = WarmBox::warm_up(&shared.env, &key, expect.as_ref());
        let mut state = shared.lock();
        let size = shared.sizes.get(&key.lang).copied().unwrap_or(0);
        let stats = stats_of(&mut state, &key);
        let spare = match result {
            Ok(w) => {
                stats.warmed += 1;
                match state.slots.iter_mut().find(|s| s.key == key && s.idle.len() < size) {
                    Some(slot) => {
                        slot.failures = 0;
                        slot.retry_at = None;
                        slot.idle.push(w);
                        None
                    }
                    None => Some(w),
                }
            }
            Err(_) => {
                stats.failed += 1;
                if let Some(slot) = state.slots.iter_mut().find(|s| s.key == key) {
                    slot.failures += 1;
                    if slot.failures >= FAILURES_BEFORE_BACKOFF {
                        slot.retry_at = Some(Instant::now() + BACKOFF);
                    }
                }
                None
            }
        };
        drop(state);
        shared.changed.notify_all();
        drop(spare);
    }
}

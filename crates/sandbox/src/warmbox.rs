//! One warm sandbox: a run started ahead of its job (namespaces, mounts, seccomp, rlimits, its
//! cgroup; for an interpreted language the interpreter with what every judging imports already
//! loaded), blocked reading its one job from stdin; and the handover that turns it into that job's
//! run, with limits and accounting starting from the handover exactly as a cold run's start at exec.
//!
//! Trust: before the handover only our loader has run in it, so its state can be checked from
//! outside (alive, blocked in `read(0)`, nothing written); after the handover it is the
//! submission's process and nothing it says is believed (the dialogue's supervisor measures and
//! decides, as for a cold run). The handover carries only what a cold run finds in /work (the
//! submission, the driver and their files): no expected output ever reaches a sandbox.

use std::os::fd::{AsRawFd, OwnedFd};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use crate::cgpool::{CgroupPool, OwnedLease};
use crate::cgroup::CgroupLimits;
use crate::dialogue;
use crate::failure::SetupError;
use crate::languages::{LanguageTable, Runtime};
use crate::park;
use crate::protocol::{Dialogue, Limits, Status};
use crate::step::{self, Input, Step, StepOut};
use crate::supervise::{self, Outcome, Parked, Stdin};
use crate::warm::Starting;

/// The loader's line on fd 3 once it has loaded and is about to wait for its job.
const WARM_LINE: &[u8] = b"W\n";
/// First byte of a handover: the loader runs a job only after it.
const HANDOVER_TAG: u8 = b'H';
/// Longest a warm-up may take (a loaded machine starts an interpreter in a few hundred ms).
const WARM_UP_TIMEOUT: Duration = Duration::from_secs(20);
/// Memory a warm-up may use at least (the job's own limit is written at the handover).
const WARM_UP_MEMORY_MB: u64 = 512;

/// What a pooled sandbox waits in (the public face of [`WarmKind`], for stats and `doctor`).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash, PartialOrd, Ord, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum PoolKind {
    /// The language's loader: its interpreter with what every judging imports, for judgings.
    #[default]
    Loader,
    /// Parked just before exec (see `park.rs`): any job of an interpreted language.
    Prepared,
}

/// How a warm sandbox takes its job.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub(crate) enum WarmKind {
    /// A loader blocked reading its job on stdin: dialogue jobs (judgings).
    Loader,
    /// Parked before exec; with the dialogue's pipes, or with an empty stdin memfd that the job's
    /// input fills (a plain run).
    Prepared { dialogue: bool },
}

/// Which warm sandboxes can take a job: those of its language and kind, started with the same
/// mounts (/work and /tmp sizes) and, when the program's argv depends on it (Node's heap size),
/// the same memory limit. Everything else is set at the handover.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct WarmKey {
    pub(crate) lang: String,
    pub(crate) kind: WarmKind,
    tmpfs_mb: u64,
    /// 0 when the program's argv does not depend on the memory limit.
    memory_mb: u64,
}

impl WarmKey {
    /// The loader key of a judging's run; `None` when the language has no warm loader.
    pub(crate) fn new(runtime: &Runtime, limits: &Limits) -> Option<WarmKey> {
        let template = runtime.spec.warm.as_ref()?;
        Some(WarmKey::with(runtime, WarmKind::Loader, template, limits))
    }

    /// The prepared key of a run; `None` for a compiled language (its run needs the artifact,
    /// copied in at setup).
    pub(crate) fn prepared(runtime: &Runtime, limits: &Limits, dialogue: bool) -> Option<WarmKey> {
        if runtime.spec.compile.is_some() {
            return None;
        }
        let kind = WarmKind::Prepared { dialogue };
        Some(WarmKey::with(runtime, kind, &runtime.spec.run, limits))
    }

    fn with(runtime: &Runtime, kind: WarmKind, argv: &[String], limits: &Limits) -> WarmKey {
        let sized = argv.iter().any(|a| a.contains("{heap_mb}") || a.contains("{half_mb}"));
        WarmKey {
            lang: runtime.id.clone(),
            kind,
            tmpfs_mb: limits.tmpfs_mb,
            memory_mb: if sized { limits.memory_mb } else { 0 },
        }
    }

    pub(crate) fn pool_kind(&self) -> PoolKind {
        match self.kind {
            WarmKind::Loader => PoolKind::Loader,
            WarmKind::Prepared { .. } => PoolKind::Prepared,
        }
    }

    /// Limits the warm-up runs under: the key's mounts, room to load, no output.
    fn warm_up_limits(&self) -> Limits {
        Limits {
            time_ms: 10_000,
            wall_ms: Some(WARM_UP_TIMEOUT.as_millis() as u64),
            memory_mb: self.memory_mb.max(WARM_UP_MEMORY_MB),
            tmpfs_mb: self.tmpfs_mb,
            ..Limits::default()
        }
    }
}

/// What building a warm sandbox needs from the [`crate::Sandbox`], shared with the warming thread.
pub(crate) struct Env {
    pub(crate) table: Arc<LanguageTable>,
    pub(crate) policy: Arc<Vec<Vec<libc::sock_filter>>>,
    pub(crate) cgroups: Arc<CgroupPool>,
    pub(crate) privileged: bool,
    /// Set when the pool is dropped: a warm-up in progress gives up at once.
    pub(crate) stopping: AtomicBool,
}

/// A warm sandbox. Field order matters: the run is killed and reaped before its cgroup goes back.
pub(crate) struct WarmBox {
    parked: Parked,
    cgroup: OwnedLease,
    kind: WarmKind,
    in_force: InForce,
}

/// Limits already in force in a waiting sandbox: a job with the same ones has nothing left to
/// write when it starts.
#[derive(Default)]
struct InForce {
    /// The cgroup's limits, written ahead (see [`WarmBox::write_ahead`]), with its CPU and OOM
    /// counters and its memory peak taken from then (the sandbox has not run since: it is
    /// blocked waiting for its job).
    cgroup: Option<CgroupLimits>,
    /// The rlimits the warm-up set, each as a job would ask for it. Not written ahead: lowering
    /// a hard limit cannot be undone without `CAP_SYS_RESOURCE`, so a job asking for more (a
    /// judging's CPU backstop grows with its tests) would have to run cold.
    rlimits: Vec<(libc::c_int, u64, u64)>,
    /// CPU seconds the warm-up used (it uses none while it waits).
    cpu_used_s: Option<u64>,
}

/// What a run's cgroup enforces of `limits`.
fn cgroup_limits(limits: &Limits) -> CgroupLimits {
    CgroupLimits { memory_bytes: limits.memory_mb << 20, pids: limits.processes, one_cpu: true }
}

/// Why a warm-up failed (counted, never shown to a candidate: their job then runs cold).
#[derive(Debug, thiserror::Error)]
pub(crate) enum WarmUpError {
    #[error("language: {0}")]
    Language(String),
    #[error("starting the sandbox: {0}")]
    Start(SetupError),
    #[error("the loader did not reach its wait for a job: {0}")]
    NotReady(&'static str),
}

impl WarmBox {
    /// Start a sandbox for `key` and wait until it blocks reading its job.
    /// `expect`: the limits the next job of `key` most likely has, written ahead once the
    /// sandbox waits (see [`WarmBox::write_ahead`]).
    pub(crate) fn warm_up(
        env: &Env,
        key: &WarmKey,
        expect: Option<&Limits>,
    ) -> Result<WarmBox, WarmUpError> {
        let runtime =
            env.table.runtime(&key.lang).map_err(|e| WarmUpError::Language(e.to_string()))?;
        let (template, stdin) = match key.kind {
            WarmKind::Loader => (
                runtime.spec.warm.as_ref().ok_or(WarmUpError::Language("no warm loader".into()))?,
                Stdin::Dialogue,
            ),
            WarmKind::Prepared { dialogue: true } => (&runtime.spec.run, Stdin::Dialogue),
            WarmKind::Prepared { dialogue: false } => (&runtime.spec.run, Stdin::Deferred),
        };
        let limits = key.warm_up_limits();
        let argv = runtime.expand(template, &crate::heap_vars(key.memory_mb.max(16)));
        let step = Step {
            runtime: &runtime,
            argv: &argv,
            files: &[],
            out: StepOut::None,
            prep: None,
            limits: &limits,
            cancel: crate::cancel::never(),
        };
        let ctx = step::Context {
            policy: &env.policy,
            cgroups: &env.cgroups,
            privileged: env.privileged,
            serial: crate::next_serial(),
            warm: true,
        };
        let (mut plan, lease) = step.prepare(&ctx).map_err(WarmUpError::Start)?;
        plan.park = matches!(key.kind, WarmKind::Prepared { .. });
        // Accounting from the handover needs the run's own (v1) cgroup.
        let lease = lease.ok_or(WarmUpError::Start(SetupError::State("no cgroup")))?;
        let parked = supervise::launch(plan, stdin, &limits, Some(&lease), step.ids(&ctx))
            .map_err(WarmUpError::Start)?;
        let cgroup = OwnedLease::new(lease, &env.cgroups);
        let mut warm = WarmBox { parked, cgroup, kind: key.kind, in_force: InForce::default() };
        let deadline = Instant::now() + WARM_UP_TIMEOUT;
        match key.kind {
            WarmKind::Loader => warm.await_ready(deadline, &env.stopping)?,
            WarmKind::Prepared { .. } => warm.await_blocked(deadline, &env.stopping)?,
        }
        warm.in_force.rlimits = flat(&step.rlimits(true, env.privileged));
        warm.in_force.cpu_used_s = Some(process_cpu_ms(warm.parked.pid).div_ceil(1000));
        if let Some(expect) = expect {
            warm.write_ahead(expect);
        }
        Ok(warm)
    }

    /// Write `expect`'s cgroup limits now, while the sandbox waits, instead of on the job's path,
    /// with the counters and memory peak taken from now (the sandbox is blocked until its job,
    /// so they are what a cold run's would be at its clone). A cgroup limit can be rewritten
    /// either way: a job with other limits writes its own. Best effort: on failure the job's
    /// start writes them.
    fn write_ahead(&mut self, expect: &Limits) {
        let wanted = cgroup_limits(expect);
        if self.hand_over_limits(wanted).is_ok() {
            self.in_force.cgroup = Some(wanted);
        }
    }

    /// Make the job's limits the ones in force: its cgroup limits (counters and peak from now)
    /// unless the same were written ahead, its CPU backstop, and each other rlimit that differs
    /// from the warm-up's.
    /// `Err(())` when the kernel refuses one (a memory limit below what the sandbox holds): the
    /// job runs cold.
    fn enforce(&mut self, step: &Step<'_>, privileged: bool) -> Result<(), ()> {
        let wanted = cgroup_limits(step.limits);
        if self.in_force.cgroup != Some(wanted) {
            self.hand_over_limits(wanted)?;
        }
        let pid = self.parked.pid;
        let used_s = self.in_force.cpu_used_s.unwrap_or_else(|| process_cpu_ms(pid).div_ceil(1000));
        // The CPU backstop always: it is raised by what the warm-up used.
        let cpu = libc::RLIMIT_CPU as libc::c_int;
        let missing: Vec<_> = step
            .rlimits(true, privileged)
            .into_iter()
            .filter(|(res, l)| {
                *res == cpu || !self.in_force.rlimits.contains(&(*res, l.rlim_cur, l.rlim_max))
            })
            .collect();
        set_rlimits(pid, &missing, used_s).map_err(|_| ())
    }

    /// Wait for the loader's warm line, then until it blocks reading stdin.
    fn await_ready(&self, deadline: Instant, stopping: &AtomicBool) -> Result<(), WarmUpError> {
        let reply = self.parked.reply.as_ref().ok_or(WarmUpError::NotReady("no reply pipe"))?;
        let mut line = Vec::new();
        while line.len() < WARM_LINE.len() {
            if stopping.load(Ordering::Relaxed) {
                return Err(WarmUpError::NotReady("the pool is stopping"));
            }
            if Instant::now() >= deadline {
                return Err(WarmUpError::NotReady("no warm line in time"));
            }
            // In slices, so a stopping pool does not wait for a hung loader's whole deadline.
            if !wait_readable(reply, deadline.min(Instant::now() + Duration::from_millis(100))) {
                continue;
            }
            let mut buf = [0u8; 8];
            // SAFETY: reading into a stack buffer of the stated size (non-blocking fd).
            let n = unsafe { libc::read(reply.as_raw_fd(), buf.as_mut_ptr().cast(), buf.len()) };
            if n == 0 {
                return Err(WarmUpError::NotReady("the loader exited"));
            }
            if n > 0 {
                line.extend_from_slice(&buf[..n as usize]);
            }
        }
        if line != WARM_LINE {
            return Err(WarmUpError::NotReady("unexpected warm line"));
        }
        // The line is written just before the read: give the loader until the deadline to get
        // there (it is our code, between two syscalls; a few ms at most on a busy machine).
        self.await_blocked(deadline, stopping)
    }

    /// Wait until the sandbox blocks reading its job (a prepared one: right after its "parked").
    fn await_blocked(&self, deadline: Instant, stopping: &AtomicBool) -> Result<(), WarmUpError> {
        if matches!(self.kind, WarmKind::Prepared { .. }) && !self.parked.pre_exec() {
            return Err(WarmUpError::NotReady("exec'd instead of parking"));
        }
        while !self.waiting_for_job() {
            if Instant::now() >= deadline
                || !self.parked.alive()
                || stopping.load(Ordering::Relaxed)
            {
                return Err(WarmUpError::NotReady("not blocked reading its job"));
            }
            std::thread::sleep(Duration::from_millis(1));
        }
        Ok(())
    }

    /// Whether the sandbox is exactly as it was pooled: alive, its init blocked reading its job
    /// (a loader: `read(0, …)`; a prepared one: the sync pipe), and nothing written on stdout,
    /// stderr or fd 3 since.
    pub(crate) fn waiting_for_job(&self) -> bool {
        let fd = match self.kind {
            WarmKind::Loader => 0,
            WarmKind::Prepared { .. } => crate::child::SYNC_FD,
        };
        self.alive_and_quiet() && blocked_reading(self.parked.pid, fd)
    }

    /// At a take: as [`WarmBox::waiting_for_job`], except that a prepared sandbox is not looked
    /// up in /proc again. It was seen blocked reading its sync pipe when it parked, and the code
    /// parked in it (ours, see `park.rs`) does nothing but that read until its job comes: alive
    /// and silent, it is exactly as pooled.
    pub(crate) fn still_waiting(&self) -> bool {
        match self.kind {
            WarmKind::Loader => self.waiting_for_job(),
            WarmKind::Prepared { .. } => self.parked.pre_exec() && self.alive_and_quiet(),
        }
    }

    /// Alive, and nothing written on any channel it has (a loader or a dialogue has the reply
    /// pipe too).
    fn alive_and_quiet(&self) -> bool {
        let p = &self.parked;
        let needs_reply = !matches!(self.kind, WarmKind::Prepared { dialogue: false });
        let reply = p.reply.as_ref().map(|f| f.as_raw_fd());
        if needs_reply && reply.is_none() {
            return false;
        }
        let quiet = [p.out.poll_fd(), p.err.poll_fd()]
            .into_iter()
            .chain(reply)
            .all(|fd| fd >= 0 && !readable_now(fd));
        quiet && p.alive()
    }

    pub(crate) fn pid(&self) -> i32 {
        self.parked.pid
    }

    /// Write the cgroup limits, take the CPU and OOM counters and the memory peak from now (the
    /// warm-up's are not the job's). `Err(())` when the kernel refuses a limit.
    fn hand_over_limits(&mut self, limits: CgroupLimits) -> Result<(), ()> {
        let cg = self.cgroup.get_mut();
        cg.apply_limits(limits).map_err(|_| ())?;
        cg.reset_peak();
        Ok(())
    }

    /// Run a dialogue job in a loader: write the job's limits (cgroup and rlimits, the CPU
    /// and OOM counters and the memory peak taken from now), start its clocks, hand over `files`
    /// (the main file last) and hold the dialogue. `Err(())` when the sandbox refused the limits
    /// (it is discarded; the job should run cold).
    pub(crate) fn run(
        mut self,
        step: &Step<'_>,
        privileged: bool,
        files: &[(String, Vec<u8>)],
        dialogue: &Dialogue,
        load: &Limits,
        starting: Starting<'_>,
    ) -> Result<Outcome, ()> {
        let limits = step.limits;
        self.enforce(step, privileged)?;
        crate::cgpool::name_as_run(self.cgroup.get_mut()).map_err(|_| ())?;
        let WarmBox { parked, cgroup, .. } = self;
        let handover = encode_handover(files);
        let run = parked.resume((limits, step.cancel), Some(&cgroup), 1);
        drop(starting);
        let mut outcome = dialogue::converse(run, dialogue, load, 1, &handover);
        drop(cgroup);
        if outcome.status == Some(Status::RuntimeError) && step.ran_out_of_heap(&outcome.stderr) {
            outcome.status = Some(Status::MemoryLimit);
        }
        Ok(outcome)
    }

    /// Run a job in a prepared sandbox: its limits as for a loader (cgroup, counters, rlimits),
    /// then its stdin and files go to the child parked just before exec, which writes the files
    /// into /work as the sandbox user and execs; the clocks start at exec. `Err(())`: nothing of
    /// the job ran (limits refused, or the child failed before exec); run it cold.
    pub(crate) fn run_prepared(
        mut self,
        step: &Step<'_>,
        privileged: bool,
        input: Input<'_>,
        parallelism: u64,
        starting: Starting<'_>,
    ) -> Result<Outcome, ()> {
        if !park::job_fits(step.files) {
            return Err(());
        }
        self.enforce(step, privileged)?;
        let job = park::encode_job(step.files);
        let WarmBox { mut parked, mut cgroup, .. } = self;
        let stdin = match input {
            Input::Stdin(data) => data,
            Input::Dialogue { .. } => b"",
        };
        parked.release(&job, stdin).map_err(|_| ())?;
        // Named a run only now, while the program starts on its CPU: the name is for the base
        // group's weight and for finding runs, not for the run's limits or accounting (set
        // above). A failed rename leaves it `warm-…` until it is given back.
        let _ = crate::cgpool::name_as_run(cgroup.get_mut());
        let run = parked.resume((step.limits, step.cancel), Some(&cgroup), parallelism);
        drop(starting);
        let mut outcome = match input {
            Input::Stdin(_) => supervise::watch(run),
            Input::Dialogue { dialogue, load } => {
                dialogue::converse(run, dialogue, load, parallelism, b"")
            }
        };
        drop(cgroup);
        if outcome.status == Some(Status::RuntimeError) && step.ran_out_of_heap(&outcome.stderr) {
            outcome.status = Some(Status::MemoryLimit);
        }
        Ok(outcome)
    }
}

/// The handover: the tag, then the files (the main file last), each a length-prefixed name and
/// content. Only what a cold run would find in /work; the dialogue's requests follow separately,
/// one at a time, and no expected output is ever part of a job.
pub(crate) fn encode_handover(files: &[(String, Vec<u8>)]) -> Vec<u8> {
    park::encode_files(HANDOVER_TAG, files)
}

/// Write rlimits into the warm process (root may set another process's limits). Its CPU
/// backstop is raised by what the warm-up already used (`used_s`), so the job gets its whole share.
fn set_rlimits(
    pid: i32,
    limits: &[(libc::c_int, libc::rlimit)],
    used_s: u64,
) -> std::io::Result<()> {
    for (res, lim) in limits {
        let mut lim = *lim;
        if *res == libc::RLIMIT_CPU as libc::c_int {
            lim.rlim_cur = lim.rlim_cur.saturating_add(used_s);
            lim.rlim_max = lim.rlim_max.saturating_add(used_s);
        }
        // SAFETY: prlimit on our own child with a valid rlimit; no old value asked for.
        let r = unsafe { libc::prlimit(pid, *res as _, &lim, std::ptr::null_mut()) };
        if r != 0 {
            return Err(std::io::Error::last_os_error());
        }
    }
    Ok(())
}

fn flat(limits: &[(libc::c_int, libc::rlimit)]) -> Vec<(libc::c_int, u64, u64)> {
    limits.iter().map(|(res, l)| (*res, l.rlim_cur, l.rlim_max)).collect()
}

/// CPU time the process itself has used (user + system), from /proc.
fn process_cpu_ms(pid: i32) -> u64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    let rest = stat.rsplit_once(')').map_or("", |(_, r)| r);
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = [11, 12].iter().filter_map(|i| fields.get(*i)?.parse::<u64>().ok()).sum();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    ticks * 1000 / hz
}

/// Whether the process's main thread is blocked in a read of `fd` (`/proc/<pid>/syscall`: the
/// syscall number, then its arguments; read, pread64 or readv of that fd).
fn blocked_reading(pid: i32, fd: libc::c_int) -> bool {
    let text = std::fs::read_to_string(format!("/proc/{pid}/syscall")).unwrap_or_default();
    let mut fields = text.split_whitespace();
    let nr = fields.next().and_then(|f| f.parse::<i64>().ok());
    let arg = fields.next();
    let want = format!("{fd:#x}");
    matches!(nr, Some(n) if n == libc::SYS_read || n == libc::SYS_pread64 || n == libc::SYS_readv)
        && arg == Some(want.as_str())
}

fn readable_now(fd: libc::c_int) -> bool {
    let mut pfd = libc::pollfd { fd, events: libc::POLLIN, revents: 0 };
    // SAFETY: one valid pollfd.
    unsafe { libc::poll(&mut pfd, 1, 0) > 0 }
}

fn wait_readable(fd: &OwnedFd, deadline: Instant) -> bool {
    let ms = deadline.saturating_duration_since(Instant::now()).as_millis().min(i32::MAX as u128);
    let mut pfd = libc::pollfd { fd: fd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
    // SAFETY: one valid pollfd.
    unsafe { libc::poll(&mut pfd, 1, ms.max(1) as libc::c_int) > 0 }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_handover_carries_the_files_in_order_and_nothing_else() {
        let files =
            vec![("solution.py".to_string(), b"x=1".to_vec()), ("main.py".into(), b"p".to_vec())];
        let h = encode_handover(&files);
        let mut want = vec![b'H', 2, 0, 0, 0, 11, 0, 0, 0];
        want.extend_from_slice(b"solution.py");
        want.extend_from_slice(&[3, 0, 0, 0]);
        want.extend_from_slice(b"x=1");
        want.extend_from_slice(&[7, 0, 0, 0]);
        want.extend_from_slice(b"main.py");
        want.extend_from_slice(&[1, 0, 0, 0, b'p']);
        assert_eq!(h, want);
    }

    #[test]
    fn a_sleeping_process_not_in_read_of_stdin_is_not_waiting_for_a_job() {
        // This test process's main thread is running, not blocked in read(0).
        assert!(!blocked_reading(std::process::id() as i32, 0));
    }
}

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
use crate::languages::{LanguageTable, Runtime};
use crate::protocol::{Dialogue, Limits, Status};
use crate::step::{self, Step, StepOut};
use crate::supervise::{self, Outcome, Parked, Stdin};

/// The loader's line on fd 3 once it has loaded and is about to wait for its job.
const WARM_LINE: &[u8] = b"W\n";
/// First byte of a handover: the loader runs a job only after it.
const HANDOVER_TAG: u8 = b'H';
/// Longest a warm-up may take (a loaded machine starts an interpreter in a few hundred ms).
const WARM_UP_TIMEOUT: Duration = Duration::from_secs(20);
/// Memory a warm-up may use at least (the job's own limit is written at the handover).
const WARM_UP_MEMORY_MB: u64 = 512;

/// Which warm sandboxes can take a job: those of its language, started with the same mounts
/// (/work and /tmp sizes) and, when the loader's argv depends on it (Node's heap size), the same
/// memory limit. Everything else is set at the handover.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub(crate) struct WarmKey {
    pub(crate) lang: String,
    tmpfs_mb: u64,
    /// 0 when the loader's argv does not depend on the memory limit.
    memory_mb: u64,
}

impl WarmKey {
    /// The key of a job's run; `None` when the language has no warm loader.
    pub(crate) fn new(runtime: &Runtime, limits: &Limits) -> Option<WarmKey> {
        let template = runtime.spec.warm.as_ref()?;
        let sized = template.iter().any(|a| a.contains("{heap_mb}") || a.contains("{half_mb}"));
        Some(WarmKey {
            lang: runtime.id.clone(),
            tmpfs_mb: limits.tmpfs_mb,
            memory_mb: if sized { limits.memory_mb } else { 0 },
        })
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
}

/// Why a warm-up failed (counted, never shown to a candidate: their job then runs cold).
#[derive(Debug, thiserror::Error)]
pub(crate) enum WarmUpError {
    #[error("language: {0}")]
    Language(String),
    #[error("starting the sandbox: {0}")]
    Start(String),
    #[error("the loader did not reach its wait for a job: {0}")]
    NotReady(&'static str),
}

impl WarmBox {
    /// Start a sandbox for `key` and wait until its loader blocks reading its job.
    pub(crate) fn warm_up(env: &Env, key: &WarmKey) -> Result<WarmBox, WarmUpError> {
        let runtime =
            env.table.runtime(&key.lang).map_err(|e| WarmUpError::Language(e.to_string()))?;
        let template =
            runtime.spec.warm.as_ref().ok_or(WarmUpError::Language("no warm loader".into()))?;
        let limits = key.warm_up_limits();
        let argv = runtime.expand(template, &crate::heap_vars(key.memory_mb.max(16)));
        let step = Step {
            runtime: &runtime,
            argv: &argv,
            files: &[],
            out: StepOut::None,
            prep: None,
            limits: &limits,
        };
        let ctx = step::Context {
            policy: &env.policy,
            cgroups: &env.cgroups,
            privileged: env.privileged,
            serial: crate::next_serial(),
            warm: true,
        };
        let (mut plan, lease) = step.prepare(&ctx).map_err(WarmUpError::Start)?;
        // Accounting from the handover needs the run's own (v1) cgroup.
        let lease = lease.ok_or(WarmUpError::Start("no cgroup".into()))?;
        let parked =
            supervise::launch(&mut plan, Stdin::Dialogue, &limits, Some(&lease), step.ids(&ctx))
                .map_err(WarmUpError::Start)?;
        let warm = WarmBox { parked, cgroup: OwnedLease::new(lease, &env.cgroups) };
        warm.await_ready(Instant::now() + WARM_UP_TIMEOUT, &env.stopping)?;
        Ok(warm)
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

    /// Whether the sandbox is exactly as it was pooled: alive, its init blocked in `read(0, …)`,
    /// and nothing written on stdout, stderr or fd 3 since its warm line.
    pub(crate) fn waiting_for_job(&self) -> bool {
        let p = &self.parked;
        let quiet =
            [p.out.poll_fd(), p.err.poll_fd(), p.reply.as_ref().map_or(-1, |f| f.as_raw_fd())]
                .into_iter()
                .all(|fd| fd >= 0 && !readable_now(fd));
        quiet && p.alive() && blocked_reading_stdin(p.pid)
    }

    pub(crate) fn pid(&self) -> i32 {
        self.parked.pid
    }

    /// Run a dialogue job in this sandbox: write the job's limits (cgroup and rlimits, the CPU
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
    ) -> Result<Outcome, ()> {
        let limits = step.limits;
        let cg = self.cgroup.get_mut();
        let cg_limits = CgroupLimits {
            memory_bytes: limits.memory_mb << 20,
            pids: limits.processes,
            one_cpu: true,
        };
        if cg.apply_limits(cg_limits).is_err() {
            return Err(());
        }
        // The warm-up's peak is not the job's: the job's peak starts from what is charged now.
        cg.reset_peak();
        if crate::cgpool::name_as_run(cg).is_err() {
            return Err(());
        }
        if set_rlimits(self.parked.pid, &step.rlimits(true, privileged)).is_err() {
            return Err(());
        }
        let WarmBox { parked, cgroup } = self;
        let handover = encode_handover(files);
        let run = parked.resume(limits, Some(&cgroup), 1);
        let mut outcome = dialogue::converse(run, dialogue, load, 1, &handover);
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
    let size: usize = files.iter().map(|(n, c)| 8 + n.len() + c.len()).sum();
    let mut out = Vec::with_capacity(5 + size);
    out.push(HANDOVER_TAG);
    out.extend_from_slice(&(files.len() as u32).to_le_bytes());
    for (name, content) in files {
        out.extend_from_slice(&(name.len() as u32).to_le_bytes());
        out.extend_from_slice(name.as_bytes());
        out.extend_from_slice(&(content.len() as u32).to_le_bytes());
        out.extend_from_slice(content);
    }
    out
}

/// Write the job's rlimits into the warm process (root may set another process's limits). Its
/// CPU backstop is raised by what the warm-up already used, so the job gets its whole share.
fn set_rlimits(pid: i32, limits: &[(libc::c_int, libc::rlimit)]) -> std::io::Result<()> {
    let used_s = process_cpu_ms(pid).div_ceil(1000);
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

/// Whether the process's main thread is blocked in a read of fd 0 (`/proc/<pid>/syscall`: the
/// syscall number, then its arguments; read, pread64 or readv of fd 0).
fn blocked_reading_stdin(pid: i32) -> bool {
    let text = std::fs::read_to_string(format!("/proc/{pid}/syscall")).unwrap_or_default();
    let mut fields = text.split_whitespace();
    let nr = fields.next().and_then(|f| f.parse::<i64>().ok());
    let fd = fields.next();
    matches!(nr, Some(n) if n == libc::SYS_read || n == libc::SYS_pread64 || n == libc::SYS_readv)
        && fd == Some("0x0")
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
        assert!(!blocked_reading_stdin(std::process::id() as i32));
    }
}

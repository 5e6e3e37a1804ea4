//! The supervisor side of one execution: clone into fresh namespaces, map ids, attach the cgroup,
//! release the child, then watch it — stream output under a cap, enforce wall and CPU time — and
//! classify how it ended. Every process of the run is gone when this returns.

use std::os::fd::{AsRawFd, OwnedFd};
use std::time::{Duration, Instant};

use libc::c_int;

use crate::cancel::Cancel;
use crate::cgroup::RunCgroup;
use crate::child::ChildPlan;
use crate::failure::{IoContext, SetupError};
use crate::pipes::{Stream, memfd_with, pidfd_open, pipe, pwrite_all, set_nonblocking, write_all};
use crate::protocol::{DialogueReport, IDLE_WALL_PER_CPU, Limits, Status};
use crate::setup::{Reached, await_exec};
use crate::spawn::ChildMem;

/// How host ids map to the sandbox user inside the user namespace.
#[derive(Debug, Clone, Copy)]
pub struct IdMap {
    pub inside_uid: u32,
    pub inside_gid: u32,
    pub host_uid: u32,
    pub host_gid: u32,
    /// An unprivileged supervisor may only map itself and must deny setgroups first.
    pub privileged: bool,
}

/// What one execution did, before it is turned into a report.
#[derive(Debug, Default)]
pub struct Outcome {
    pub status: Option<Status>,
    pub exit_code: Option<i32>,
    pub signal: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub truncated: bool,
    pub wall_ms: u64,
    pub cpu_ms: u64,
    pub memory_kb: u64,
    /// Set when the sandbox itself failed; the message says where.
    pub internal: Option<String>,
    /// Set by a dialogue run.
    pub dialogue: Option<DialogueReport>,
    /// The directory the child handed over (see [`ChildPlan::hand_over`]), still readable.
    pub handed_over: Option<OwnedFd>,
}

/// The cgroup namespace is not among them: the child unshares it once it is inside its run cgroup
/// (see child.rs), so the namespace's root is that cgroup.
/// How often a plain run past its idle point is looked at again.
const IDLE_RECHECK_MS: u64 = 50;

const NAMESPACES: c_int = libc::CLONE_NEWUSER
    | libc::CLONE_NEWPID
    | libc::CLONE_NEWNET
    | libc::CLONE_NEWNS
    | libc::CLONE_NEWIPC
    | libc::CLONE_NEWUTS;

/// What the program's stdin is.
pub(crate) enum Stdin<'a> {
    /// The whole input up front, in a seekable memfd.
    Data(&'a [u8]),
    /// A pipe the supervisor writes requests to, plus the reply pipe on fd 3 (a dialogue).
    Dialogue,
    /// An empty memfd the supervisor fills when the job comes (a prepared sandbox's stdin: the
    /// same seekable file a cold run reads, written at the handover).
    Deferred,
}

/// Run `plan` to completion under `limits`. `parallelism` is how many CPUs the run can use at once
/// (1 when the cgroup caps it), which decides when CPU time needs watching.
pub fn execute(
    plan: ChildPlan,
    stdin: &[u8],
    limits: (&Limits, &Cancel),
    cgroup: Option<&RunCgroup>,
    ids: IdMap,
    parallelism: u64,
) -> Outcome {
    match start(plan, Stdin::Data(stdin), limits, cgroup, ids, parallelism) {
        Ok(run) => watch(run),
        Err(e) => Outcome::internal(e.to_string()),
    }
}

/// Watch a plain run (stdin in one piece) to its end and report it.
pub(crate) fn watch(mut run: Running<'_>) -> Outcome {
    run.watch_to_the_end();
    run.finish()
}

impl Outcome {
    pub(crate) fn internal(msg: String) -> Outcome {
        Outcome { status: Some(Status::InternalError), internal: Some(msg), ..Outcome::default() }
    }
}

/// A program that has exec'd and is being watched. Dropping it kills and reaps the run.
pub(crate) struct Running<'a> {
    pub(crate) pid: i32,
    child: Child,
    pidfd: OwnedFd,
    pub(crate) out: Stream,
    pub(crate) err: Stream,
    pub(crate) exec_at: Instant,
    pub(crate) cgroup: Option<&'a RunCgroup>,
    pub(crate) limits: &'a Limits,
    /// The job's cancel signal: once set, the run is killed (see [`Running::cancelled`]).
    pub(crate) cancel: &'a Cancel,
    pub(crate) watch: Watch,
    killed_for: Option<Status>,
    handed_over: Option<OwnedFd>,
    /// Dialogue only: the write end of the program's stdin pipe.
    pub(crate) stdin: Option<OwnedFd>,
    /// Dialogue only: the read end of the reply pipe (the program's fd 3).
    pub(crate) reply: Option<OwnedFd>,
    /// The run's mount namespace, see [`Parked::mounts`].
    mounts: Option<OwnedFd>,
}

/// Clone the child, map its ids, attach its cgroup, release it and wait until it has exec'd.
pub(crate) fn start<'a>(
    plan: ChildPlan,
    stdin: Stdin<'_>,
    (limits, cancel): (&'a Limits, &'a Cancel),
    cgroup: Option<&'a RunCgroup>,
    ids: IdMap,
    parallelism: u64,
) -> Result<Running<'a>, SetupError> {
    Ok(launch(plan, stdin, limits, cgroup, ids)?.resume((limits, cancel), cgroup, parallelism))
}

/// A program that has exec'd but is not watched yet: a warm sandbox waiting for its job (see
/// `warm.rs`), or a cold run about to be resumed at once. Dropping it kills and reaps the run.
pub(crate) struct Parked {
    pub(crate) pid: i32,
    child: Child,
    pidfd: OwnedFd,
    pub(crate) out: Stream,
    pub(crate) err: Stream,
    handed_over: Option<OwnedFd>,
    pub(crate) stdin: Option<OwnedFd>,
    pub(crate) reply: Option<OwnedFd>,
    /// Parked before exec (a prepared sandbox): the pipes to release it with its job.
    pre_exec: Option<PreExec>,
    /// The run's mount namespace, held so that its teardown (unmounting the whole tree, an RCU
    /// grace period) is not part of the init's exit, which the run's wall time and its report
    /// wait for; released with the run's cgroup (see [`RunCgroup::hold_until_reclaim`]).
    mounts: Option<OwnedFd>,
}

/// A parked child's sync pipe (our end: the job goes there), its error pipe (closed at exec), and
/// our copy of its stdin memfd ([`Stdin::Deferred`]).
struct PreExec {
    sync_w: OwnedFd,
    fail_r: OwnedFd,
    stdin_data: Option<OwnedFd>,
    /// What the parked child runs on and reads until it execs (see `spawn.rs`). [`Parked`]
    /// drops its `child` (killed and reaped) before this.
    _mem: Box<ChildMem>,
}

impl Parked {
    /// Whether the child is parked before exec, waiting for a job (see `park.rs`).
    pub(crate) fn pre_exec(&self) -> bool {
        self.pre_exec.is_some()
    }

    /// Release a child parked before exec: `stdin` into its stdin memfd (for a plain run), then
    /// `job` (see [`crate::park::encode_job`]) down its sync pipe; returns once it has exec'd.
    /// On failure it is killed and reaped, having run nothing of the job.
    pub(crate) fn release(&mut self, job: &[u8], stdin: &[u8]) -> Result<(), SetupError> {
        let pre = self.pre_exec.take().ok_or(SetupError::State("not parked before exec"))?;
        if let Some(fd) = &pre.stdin_data
            && let Err(e) = pwrite_all(fd, stdin)
        {
            // The child runs on memory `pre` owns: it must be gone before `pre` is dropped.
            self.child.kill_and_reap();
            return Err(e);
        }
        // On failure this kills and reaps the child too.
        crate::setup::release_parked(&mut self.child, &pre.fail_r, &pre.sync_w, job)
    }

    /// Start watching: the program's wall clock starts now, under `limits`, until `cancel`.
    pub(crate) fn resume<'a>(
        self,
        (limits, cancel): (&'a Limits, &'a Cancel),
        cgroup: Option<&'a RunCgroup>,
        parallelism: u64,
    ) -> Running<'a> {
        Running {
            pid: self.pid,
            child: self.child,
            pidfd: self.pidfd,
            out: self.out,
            err: self.err,
            exec_at: Instant::now(),
            cgroup,
            limits,
            cancel,
            watch: Watch::new(limits, parallelism),
            killed_for: None,
            handed_over: self.handed_over,
            stdin: self.stdin,
            reply: self.reply,
            mounts: self.mounts,
        }
    }

    /// Whether the run's init is still alive (its pidfd is not readable yet).
    pub(crate) fn alive(&self) -> bool {
        let mut pfd = libc::pollfd { fd: self.pidfd.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd.
        unsafe { libc::poll(&mut pfd, 1, 0) == 0 }
    }
}

/// Clone the child, map its ids, attach its cgroup, release it and wait until it has exec'd;
/// `limits` only size the pipes here.
pub(crate) fn launch(
    mut plan: ChildPlan,
    stdin: Stdin<'_>,
    limits: &Limits,
    cgroup: Option<&RunCgroup>,
    ids: IdMap,
) -> Result<Parked, SetupError> {
    // A pipe as large as the output cap lets fast writers (Node queues writes in memory when the
    // pipe is full) hit the cap before they exhaust memory. Best effort: the kernel may refuse.
    let pipe_bytes = (limits.output_kb.saturating_mul(1024)).clamp(65_536, 1 << 20) as c_int;
    let (stdin_fd, stdin_w, reply) = stdin_fds(&stdin, pipe_bytes)?;
    // Our own handle on a deferred stdin's memfd: the same open file, so the child's offset stays 0.
    let stdin_data = match stdin {
        Stdin::Deferred => Some(stdin_fd.try_clone().context("dup stdin")?),
        _ => None,
    };
    let (out_r, out_w) = pipe()?;
    let (err_r, err_w) = pipe()?;
    for w in [&out_w, &err_w] {
        // SAFETY: fcntl on a pipe fd we own.
        unsafe { libc::fcntl(w.as_raw_fd(), libc::F_SETPIPE_SZ, pipe_bytes) };
    }
    let (sync_r, sync_w) = pipe()?;
    let (fail_r, fail_w) = pipe()?;
    // Without a dialogue, fd 3 is a placeholder the child marks close-on-exec.
    let reply_w_raw = reply.as_ref().map_or(sync_r.as_raw_fd(), |(_, w)| w.as_raw_fd());
    plan.keep_reply_fd = reply.is_some();
    plan.fds = vec![
        stdin_fd.as_raw_fd(),
        out_w.as_raw_fd(),
        err_w.as_raw_fd(),
        reply_w_raw,
        sync_r.as_raw_fd(),
        fail_w.as_raw_fd(),
    ];
    plan.fd_scratch_base = plan.fds.iter().copied().max().unwrap_or(0) + 1;
    // Declared before `child`: dropped after it, once the child has exec'd or been reaped.
    let mem = ChildMem::new(plan).context("mapping the child's stack")?;
    let pid = mem.clone_child(NAMESPACES).context("clone with namespaces failed")?;
    let mut child = Child { pid, reaped: false };
    let reply = reply.map(|(r, _w)| r);
    drop((stdin_fd, out_w, err_w, sync_r, fail_w));

    write_id_maps(pid, ids)?;
    // A self-joining run moves itself in (see `ChildPlan::cgroup_join`); a failure there ends it
    // before exec and shows in `await_exec`.
    if let Some(cg) = cgroup.filter(|cg| !cg.self_join) {
        cg.attach(pid).context("attaching the cgroup")?;
    }
    let pidfd = pidfd_open(pid)?;
    // Opened while the child still has our credentials (it waits for the go byte below). Best
    // effort: without it the namespace is torn down in the init's exit, as before.
    let mounts = std::fs::File::open(format!("/proc/{pid}/ns/mnt")).ok().map(OwnedFd::from);
    write_all(&sync_w, b"g")?;

    // The program's wall clock starts at exec (when the caller resumes it at once).
    let reached = await_exec(&mut child, mem.plan(), &fail_r, &sync_w, &pidfd)?;
    let (handed_over, pre_exec) = match reached {
        Reached::Exec(fd) => (fd, None),
        Reached::Parked => (None, Some(PreExec { sync_w, fail_r, stdin_data, _mem: mem })),
    };
    Ok(Parked {
        pid,
        child,
        pidfd,
        out: Stream::new(out_r),
        err: Stream::new(err_r),
        handed_over,
        stdin: stdin_w,
        reply: reply.inspect(set_nonblocking),
        pre_exec,
        mounts,
    })
}

/// The program's stdin (the child's end), our write end when it is a pipe, and the reply pipe.
type StdinFds = (OwnedFd, Option<OwnedFd>, Option<(OwnedFd, OwnedFd)>);

fn stdin_fds(stdin: &Stdin<'_>, pipe_bytes: c_int) -> Result<StdinFds, SetupError> {
    Ok(match stdin {
        Stdin::Data(data) => (memfd_with(data)?, None, None),
        Stdin::Deferred => (memfd_with(b"")?, None, None),
        Stdin::Dialogue => {
            let (r, w) = pipe()?;
            let (reply_r, reply_w) = pipe()?;
            for fd in [&w, &reply_w] {
                // SAFETY: fcntl on a pipe fd we own.
                unsafe { libc::fcntl(fd.as_raw_fd(), libc::F_SETPIPE_SZ, pipe_bytes) };
            }
            set_nonblocking(&w);
            (r, Some(w), Some((reply_r, reply_w)))
        }
    })
}

impl Running<'_> {
    /// Kill every process of the run; the first reason given is the one reported.
    pub(crate) fn kill(&mut self, why: Status) {
        if self.killed_for.is_none() {
            self.killed_for = Some(why);
        }
        self.child.kill();
        if let Some(cg) = self.cgroup {
            cg.kill_all();
        }
    }

    pub(crate) fn killed(&self) -> bool {
        self.killed_for.is_some()
    }

    /// Whether the job was cancelled; the run is then killed (its report is an internal error
    /// nobody reads: the caller has gone).
    pub(crate) fn cancelled(&mut self) -> bool {
        if !self.cancel.is_cancelled() {
            return false;
        }
        self.kill(Status::InternalError);
        true
    }

    /// The cancel signal's fd for a poll set while the run is alive and not killed (-1 after: a
    /// cancelled signal stays readable and would turn the wait for the exit into a busy loop).
    pub(crate) fn cancel_fd(&self) -> c_int {
        if self.killed() { -1 } else { self.cancel.poll_fd() }
    }

    pub(crate) fn pidfd(&self) -> c_int {
        self.pidfd.as_raw_fd()
    }

    /// Read what stdout and stderr hold, keeping at most the output cap (plus one byte to notice
    /// the overflow) between them.
    pub(crate) fn pump_output(&mut self, out_revents: libc::c_short, err_revents: libc::c_short) {
        let budget = self.watch.output_cap + 1;
        self.out.pump(out_revents, budget.saturating_sub(self.err.len()));
        self.err.pump(err_revents, budget.saturating_sub(self.out.len()));
    }

    /// Whether the run has used less than 1/[`IDLE_WALL_PER_CPU`] of its wall time since exec in
    /// CPU: sleeping or blocked. The cheap counter decides when it clearly is not; the exact one
    /// confirms (the cheap one may lag).
    fn idle(&self, now: Instant) -> bool {
        let wall = (now - self.exec_at).as_nanos() as u64;
        let used = |cpu: u64| cpu.saturating_mul(IDLE_WALL_PER_CPU);
        used(crate::cputime::cheap_cpu_ns(self.cgroup, self.pid)) < wall
            && used(crate::cputime::exact_cpu_ns(self.cgroup, self.pid)) < wall
    }

    pub(crate) fn output_over_cap(&self) -> bool {
        self.out.len() + self.err.len() > self.watch.output_cap
    }

    /// Watch a plain run until its init exits: stream output, enforce wall and whole-run CPU
    /// time, and (with `limits.idle_ms`) stop a run that waits instead of computing.
    fn watch_to_the_end(&mut self) {
        let limits = self.limits;
        let wall_deadline = self.exec_at + Duration::from_millis(limits.effective_wall_ms());
        let idle_from = limits.idle_ms.map(|ms| self.exec_at + Duration::from_millis(ms));
        loop {
            let now = Instant::now();
            if !self.killed() && !self.cancelled() {
                let cpu_over = || {
                    self.watch.cpu_due(now - self.exec_at)
                        && self.watch.cpu_ms(self.cgroup, self.pid) >= limits.time_ms
                };
                let idle = || idle_from.is_some_and(|t| now >= t) && self.idle(now);
                if now >= wall_deadline || cpu_over() || idle() {
                    self.kill(Status::TimeLimit);
                } else if self.output_over_cap() {
                    self.kill(Status::OutputLimit);
                }
            }
            let timeout = if self.killed() {
                50
            } else {
                let ms = self.watch.poll_timeout(now, self.exec_at, wall_deadline) as u64;
                // Past its idle point a run is looked at again every IDLE_RECHECK_MS.
                let ms = match idle_from {
                    Some(t) if t > now => ms.min((t - now).as_millis() as u64 + 1),
                    Some(_) => ms.min(IDLE_RECHECK_MS),
                    None => ms,
                };
                self.cancel.cap_ms(ms) as c_int
            };
            let mut fds = [
                libc::pollfd { fd: self.out.poll_fd(), events: libc::POLLIN, revents: 0 },
                libc::pollfd { fd: self.err.poll_fd(), events: libc::POLLIN, revents: 0 },
                libc::pollfd { fd: self.pidfd(), events: libc::POLLIN, revents: 0 },
                libc::pollfd { fd: self.cancel_fd(), events: libc::POLLIN, revents: 0 },
            ];
            // SAFETY: fds is a valid array of pollfd; negative fds are ignored by poll.
            unsafe { libc::poll(fds.as_mut_ptr(), fds.len() as _, timeout) };
            self.pump_output(fds[0].revents, fds[1].revents);
            if fds[2].revents & libc::POLLIN != 0 {
                break;
            }
        }
    }

    /// Once the init has exited (or been killed): drain the output, reap, measure and classify.
    pub(crate) fn finish(mut self) -> Outcome {
        // Closing our ends first: a program blocked writing to fd 3 or reading stdin is released.
        self.stdin = None;
        self.reply = None;
        if !self.killed() {
            // Normally already gone; make sure (a caller may finish a run still going).
            let mut pfd = libc::pollfd { fd: self.pidfd(), events: libc::POLLIN, revents: 0 };
            // SAFETY: one valid pollfd.
            if unsafe { libc::poll(&mut pfd, 1, 0) } == 0 {
                self.kill(Status::InternalError);
            }
        }
        let wall_ms = self.exec_at.elapsed().as_millis() as u64;
        // The namespace's init is gone, so every other process of the run is dead: pipes hit EOF.
        let drain_deadline = Instant::now() + Duration::from_millis(500);
        while (self.out.open() || self.err.open()) && Instant::now() < drain_deadline {
            self.pump_output(libc::POLLIN, libc::POLLIN);
            if self.out.open() || self.err.open() {
                std::thread::sleep(Duration::from_millis(1));
            }
        }
        let (wstatus, rusage) = self.child.reap();
        if let (Some(mounts), Some(cg)) = (self.mounts.take(), self.cgroup) {
            cg.hold_until_reclaim(mounts);
        }

        let cgroup = self.cgroup;
        let rusage_cpu = tv_ms(rusage.ru_utime) + tv_ms(rusage.ru_stime);
        let cpu_ms = cgroup.and_then(|c| c.cpu_ns()).map(|ns| ns / 1_000_000).unwrap_or(rusage_cpu);
        let memory_kb = cgroup
            .and_then(|c| c.memory_peak_bytes())
            .map(|b| b / 1024)
            .unwrap_or(rusage.ru_maxrss as u64);
        let (exit_code, signal) = decode(wstatus);
        let mut outcome = Outcome {
            exit_code,
            signal,
            wall_ms,
            cpu_ms,
            memory_kb,
            handed_over: self.handed_over.take(),
            ..Outcome::default()
        };
        let cap = self.watch.output_cap;
        outcome.truncated = self.output_over_cap();
        let mut killed_for = self.killed_for;
        if outcome.truncated && killed_for.is_none() {
            killed_for = Some(Status::OutputLimit);
        }
        outcome.stdout = self.out.take(cap);
        outcome.stderr = self.err.take(cap.saturating_sub(outcome.stdout.len()));
        let oom = cgroup.map(|c| c.oom_kills() > 0).unwrap_or(false);
        outcome.status = Some(classify(killed_for, oom, cpu_ms, self.limits, exit_code, signal));
        outcome
    }
}

fn classify(
    killed_for: Option<Status>,
    oom: bool,
    cpu_ms: u64,
    limits: &Limits,
    exit_code: Option<i32>,
    signal: Option<i32>,
) -> Status {
    if let Some(status) = killed_for {
        return status;
    }
    if oom {
        return Status::MemoryLimit;
    }
    if cpu_ms > limits.time_ms || signal == Some(libc::SIGXCPU) {
        return Status::TimeLimit;
    }
    if exit_code == Some(0) { Status::Ok } else { Status::RuntimeError }
}

/// Decides when CPU time must be read and how long poll may sleep.
pub(crate) struct Watch {
    cpu_check_from: Duration,
    pub(crate) output_cap: usize,
    time_ms: u64,
}

impl Watch {
    fn new(limits: &Limits, parallelism: u64) -> Watch {
        // With at most `parallelism` CPUs busy, CPU time cannot reach the limit before this much
        // wall time: no need to read counters for short runs.
        let from = limits.time_ms / parallelism.max(1);
        Watch {
            cpu_check_from: Duration::from_millis(from.saturating_sub(from / 10)),
            output_cap: (limits.output_kb as usize).saturating_mul(1024),
            time_ms: limits.time_ms,
        }
    }

    fn cpu_due(&self, since_exec: Duration) -> bool {
        since_exec >= self.cpu_check_from
    }

    fn cpu_ms(&self, cgroup: Option<&RunCgroup>, pid: i32) -> u64 {
        match cgroup.and_then(|c| c.cpu_ns()) {
            Some(ns) => ns / 1_000_000,
            None => proc_cpu_ms(pid),
        }
    }

    fn poll_timeout(&self, now: Instant, exec_at: Instant, wall_deadline: Instant) -> c_int {
        let to_wall = wall_deadline.saturating_duration_since(now);
        let check_at = exec_at + self.cpu_check_from;
        let to_cpu = if now >= check_at {
            // Re-read at a tenth of the limit, between 5 and 50 ms.
            Duration::from_millis((self.time_ms / 10).clamp(5, 50))
        } else {
            check_at - now
        };
        to_wall.min(to_cpu).as_millis().clamp(1, i32::MAX as u128) as c_int
    }
}

/// CPU time of the namespace init alone (fallback without cgroups; RLIMIT_CPU bounds each process).
fn proc_cpu_ms(pid: i32) -> u64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0;
    };
    let Some(rest) = stat.rsplit_once(')').map(|(_, r)| r) else {
        return 0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 =
        [11, 12, 13, 14].iter().filter_map(|i| fields.get(*i)?.parse::<u64>().ok()).sum();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    ticks * 1000 / hz
}

/// A child pid that is always reaped: killed and waited for if dropped early.
pub(crate) struct Child {
    pub(crate) pid: i32,
    reaped: bool,
}

impl Child {
    fn kill(&self) {
        // SAFETY: the pid is our unreaped child, so it cannot have been recycled.
        unsafe { libc::kill(self.pid, libc::SIGKILL) };
    }

    pub(crate) fn kill_and_reap(&mut self) {
        // Once reaped, the pid may already be another process's.
        if self.reaped {
            return;
        }
        self.kill();
        self.reap();
    }

    fn reap(&mut self) -> (c_int, libc::rusage) {
        let mut status = 0;
        // SAFETY: zeroed rusage is a valid out-parameter.
        let mut usage: libc::rusage = unsafe { std::mem::zeroed() };
        loop {
            // SAFETY: waiting for our own child.
            let r = unsafe { libc::wait4(self.pid, &mut status, 0, &mut usage) };
            if r >= 0 || std::io::Error::last_os_error().raw_os_error() != Some(libc::EINTR) {
                break;
            }
        }
        self.reaped = true;
        (status, usage)
    }
}

impl Drop for Child {
    fn drop(&mut self) {
        if !self.reaped {
            self.kill_and_reap();
        }
    }
}

fn write_id_maps(pid: i32, ids: IdMap) -> Result<(), SetupError> {
    let dir = format!("/proc/{pid}");
    let write = |file: &str, text: String| {
        std::fs::write(format!("{dir}/{file}"), text).context(format!("writing {file}"))
    };
    if !ids.privileged {
        write("setgroups", "deny".into())?;
    }
    write("uid_map", format!("{} {} 1\n", ids.inside_uid, ids.host_uid))?;
    write("gid_map", format!("{} {} 1\n", ids.inside_gid, ids.host_gid))
}

fn tv_ms(tv: libc::timeval) -> u64 {
    (tv.tv_sec as u64) * 1000 + (tv.tv_usec as u64) / 1000
}

fn decode(status: c_int) -> (Option<i32>, Option<i32>) {
    if libc::WIFEXITED(status) {
        (Some(libc::WEXITSTATUS(status)), None)
    } else if libc::WIFSIGNALED(status) {
        (None, Some(libc::WTERMSIG(status)))
    } else {
        (None, None)
    }
}

//! The supervisor side of one execution: clone into fresh namespaces, map ids, attach the cgroup,
//! release the child, then watch it — stream output under a cap, enforce wall and CPU time — and
//! classify how it ended. Every process of the run is gone when this returns.

use std::ffi::CString;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::time::{Duration, Instant};

use libc::{c_char, c_int};

use crate::cgroup::RunCgroup;
use crate::child::{ChildPlan, Stage};
use crate::protocol::{Limits, Status};

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
#[derive(Debug, Clone, Default)]
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
}

/// Longest the child may take from clone to exec before the run is abandoned as an internal error.
const SETUP_TIMEOUT: Duration = Duration::from_secs(10);

const NAMESPACES: c_int = libc::CLONE_NEWUSER
    | libc::CLONE_NEWPID
    | libc::CLONE_NEWNET
    | libc::CLONE_NEWNS
    | libc::CLONE_NEWIPC
    | libc::CLONE_NEWUTS
    | libc::CLONE_NEWCGROUP;

/// Run `plan` to completion under `limits`. `parallelism` is how many CPUs the run can use at once
/// (1 when the cgroup caps it), which decides when CPU time needs watching.
pub fn execute(
    mut plan: ChildPlan,
    stdin: &[u8],
    limits: &Limits,
    cgroup: Option<&RunCgroup>,
    ids: IdMap,
    parallelism: u64,
) -> Outcome {
    match execute_inner(&mut plan, stdin, limits, cgroup, ids, parallelism) {
        Ok(outcome) => outcome,
        Err(e) => {
            Outcome { status: Some(Status::InternalError), internal: Some(e), ..Outcome::default() }
        }
    }
}

fn execute_inner(
    plan: &mut ChildPlan,
    stdin: &[u8],
    limits: &Limits,
    cgroup: Option<&RunCgroup>,
    ids: IdMap,
    parallelism: u64,
) -> Result<Outcome, String> {
    let stdin_fd = memfd_with(stdin)?;
    let (out_r, out_w) = pipe()?;
    let (err_r, err_w) = pipe()?;
    // A pipe as large as the output cap lets fast writers (Node queues writes in memory when the
    // pipe is full) hit the cap before they exhaust memory. Best effort: the kernel may refuse.
    let pipe_bytes = (limits.output_kb.saturating_mul(1024)).clamp(65_536, 1 << 20) as c_int;
    for w in [&out_w, &err_w] {
        // SAFETY: fcntl on a pipe fd we own.
        unsafe { libc::fcntl(w.as_raw_fd(), libc::F_SETPIPE_SZ, pipe_bytes) };
    }
    let (sync_r, sync_w) = pipe()?;
    let (fail_r, fail_w) = pipe()?;
    plan.fds = vec![
        stdin_fd.as_raw_fd(),
        out_w.as_raw_fd(),
        err_w.as_raw_fd(),
        sync_r.as_raw_fd(),
        fail_w.as_raw_fd(),
    ];
    plan.fd_scratch_base = plan.fds.iter().copied().max().unwrap_or(0) + 1;
    let argv = ptrs(&plan.argv);
    let envp = ptrs(&plan.envp);

    // SAFETY: a fork-like clone (no new stack); the child only runs `ChildPlan::run`, which uses raw
    // syscalls on the data prepared above and never returns.
    let pid = unsafe {
        libc::syscall(
            libc::SYS_clone,
            (NAMESPACES | libc::SIGCHLD) as libc::c_ulong,
            0usize,
            0usize,
            0usize,
            0usize,
        )
    };
    if pid == 0 {
        unsafe { plan.run(&argv, &envp) }
    }
    if pid < 0 {
        return Err(format!("clone with namespaces failed: {}", std::io::Error::last_os_error()));
    }
    let pid = pid as i32;
    let mut child = Child { pid, reaped: false };
    drop((stdin_fd, out_w, err_w, sync_r, fail_w));

    write_id_maps(pid, ids)?;
    if let Some(cg) = cgroup {
        cg.attach(pid).map_err(|e| format!("attaching the cgroup: {e}"))?;
    }
    let pidfd = pidfd_open(pid)?;
    write_all(&sync_w, b"g")?;

    // Setup (mounts, pivot) is ours, not the program's: it gets its own deadline, and the program's
    // wall clock starts at exec.
    let setup_deadline = Instant::now() + SETUP_TIMEOUT;
    if let Some((mut msg, detail)) = wait_for_exec(&fail_r, setup_deadline)? {
        if detail == u32::MAX {
            // Hung setup: say where the kernel has the child waiting.
            let wchan = std::fs::read_to_string(format!("/proc/{pid}/wchan")).unwrap_or_default();
            let stack = std::fs::read_to_string(format!("/proc/{pid}/stack")).unwrap_or_default();
            msg = format!(
                "{msg} (waiting in {wchan}; {})",
                stack.lines().take(6).collect::<Vec<_>>().join(" <- ")
            );
        }
        child.kill_and_reap();
        let step = plan.fs_ops.get(detail as usize).filter(|_| msg.contains("root filesystem"));
        return Err(match step {
            Some(op) => format!("{msg} [{}]", op.describe()),
            None => msg,
        });
    }
    let exec_at = Instant::now();
    let wall_deadline = exec_at + Duration::from_millis(limits.effective_wall_ms());

    let watch = Watch::new(limits, parallelism);
    let mut out = Stream::new(out_r);
    let mut err = Stream::new(err_r);
    let mut killed_for: Option<Status> = None;
    loop {
        let now = Instant::now();
        if killed_for.is_none() {
            let cpu_over =
                || watch.cpu_due(now - exec_at) && watch.cpu_ms(cgroup, pid) >= limits.time_ms;
            if now >= wall_deadline || cpu_over() {
                killed_for = Some(Status::TimeLimit);
            } else if out.len() + err.len() > watch.output_cap {
                killed_for = Some(Status::OutputLimit);
            }
            if killed_for.is_some() {
                child.kill();
                if let Some(cg) = cgroup {
                    cg.kill_all();
                }
            }
        }
        let timeout =
            if killed_for.is_some() { 50 } else { watch.poll_timeout(now, exec_at, wall_deadline) };
        let mut fds = [
            libc::pollfd { fd: out.poll_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: err.poll_fd(), events: libc::POLLIN, revents: 0 },
            libc::pollfd { fd: pidfd.as_raw_fd(), events: libc::POLLIN, revents: 0 },
        ];
        // SAFETY: fds is a valid array of pollfd; negative fds are ignored by poll.
        unsafe { libc::poll(fds.as_mut_ptr(), 3, timeout) };
        let budget = watch.output_cap + 1;
        out.pump(fds[0].revents, budget.saturating_sub(err.len()));
        err.pump(fds[1].revents, budget.saturating_sub(out.len()));
        if fds[2].revents & libc::POLLIN != 0 {
            break;
        }
    }
    let wall_ms = exec_at.elapsed().as_millis() as u64;
    // The namespace's init is gone, so every other process of the run is dead: pipes hit EOF.
    let drain_deadline = Instant::now() + Duration::from_millis(500);
    while (out.open() || err.open()) && Instant::now() < drain_deadline {
        let budget = watch.output_cap + 1;
        out.pump(libc::POLLIN, budget.saturating_sub(err.len()));
        err.pump(libc::POLLIN, budget.saturating_sub(out.len()));
        if out.open() || err.open() {
            std::thread::sleep(Duration::from_millis(1));
        }
    }
    let (wstatus, rusage) = child.reap();

    let rusage_cpu = tv_ms(rusage.ru_utime) + tv_ms(rusage.ru_stime);
    let cpu_ms = cgroup.and_then(|c| c.cpu_ns()).map(|ns| ns / 1_000_000).unwrap_or(rusage_cpu);
    let memory_kb = cgroup
        .and_then(|c| c.memory_peak_bytes())
        .map(|b| b / 1024)
        .unwrap_or(rusage.ru_maxrss as u64);
    let (exit_code, signal) = decode(wstatus);
    let mut outcome =
        Outcome { exit_code, signal, wall_ms, cpu_ms, memory_kb, ..Outcome::default() };
    let cap = watch.output_cap;
    outcome.truncated = out.len() + err.len() > cap;
    if outcome.truncated && killed_for.is_none() {
        killed_for = Some(Status::OutputLimit);
    }
    outcome.stdout = out.take(cap);
    outcome.stderr = err.take(cap.saturating_sub(outcome.stdout.len()));
    let oom = cgroup.map(|c| c.oom_kills() > 0).unwrap_or(false);
    outcome.status = Some(classify(killed_for, oom, cpu_ms, limits, exit_code, signal));
    Ok(outcome)
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
struct Watch {
    cpu_check_from: Duration,
    output_cap: usize,
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
struct Child {
    pid: i32,
    reaped: bool,
}

impl Child {
    fn kill(&self) {
        // SAFETY: the pid is our unreaped child, so it cannot have been recycled.
        unsafe { libc::kill(self.pid, libc::SIGKILL) };
    }

    fn kill_and_reap(&mut self) {
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

/// One output pipe, read without blocking and kept up to a byte budget.
struct Stream {
    fd: Option<OwnedFd>,
    buf: Vec<u8>,
    seen: usize,
}

impl Stream {
    fn new(fd: OwnedFd) -> Stream {
        // SAFETY: fcntl on an fd we own.
        unsafe {
            let flags = libc::fcntl(fd.as_raw_fd(), libc::F_GETFL);
            libc::fcntl(fd.as_raw_fd(), libc::F_SETFL, flags | libc::O_NONBLOCK);
        }
        Stream { fd: Some(fd), buf: Vec::new(), seen: 0 }
    }

    fn poll_fd(&self) -> c_int {
        self.fd.as_ref().map_or(-1, |f| f.as_raw_fd())
    }

    fn open(&self) -> bool {
        self.fd.is_some()
    }

    /// Bytes produced so far (including any past the budget, which are counted but dropped).
    fn len(&self) -> usize {
        self.seen
    }

    fn pump(&mut self, revents: libc::c_short, budget: usize) {
        if revents & (libc::POLLIN | libc::POLLHUP | libc::POLLERR) == 0 {
            return;
        }
        let Some(fd) = &self.fd else { return };
        let mut chunk = [0u8; 65536];
        loop {
            // SAFETY: reading into a stack buffer of the stated size.
            let n = unsafe { libc::read(fd.as_raw_fd(), chunk.as_mut_ptr().cast(), chunk.len()) };
            if n > 0 {
                let n = n as usize;
                let room = budget.saturating_sub(self.buf.len());
                self.buf.extend_from_slice(&chunk[..n.min(room)]);
                self.seen += n;
                if self.seen > budget {
                    return;
                }
            } else if n == 0 {
                self.fd = None;
                return;
            } else {
                let e = std::io::Error::last_os_error().raw_os_error();
                if e != Some(libc::EINTR) {
                    if e != Some(libc::EAGAIN) {
                        self.fd = None;
                    }
                    return;
                }
            }
        }
    }

    fn take(&mut self, cap: usize) -> Vec<u8> {
        let mut buf = std::mem::take(&mut self.buf);
        buf.truncate(cap);
        buf
    }
}

/// Wait until the child has exec'd (`None`) or reported a setup failure (message, detail).
fn wait_for_exec(fail_r: &OwnedFd, deadline: Instant) -> Result<Option<(String, u32)>, String> {
    let mut msg = [0u8; 8];
    let mut got = 0;
    loop {
        let timeout =
            deadline.saturating_duration_since(Instant::now()).as_millis().min(i32::MAX as u128)
                as c_int;
        let mut pfd = libc::pollfd { fd: fail_r.as_raw_fd(), events: libc::POLLIN, revents: 0 };
        // SAFETY: one valid pollfd.
        if unsafe { libc::poll(&mut pfd, 1, timeout.max(1)) } == 0 {
            return Ok(Some(("sandbox setup did not finish in time".into(), u32::MAX)));
        }
        // SAFETY: reading into the rest of a stack buffer.
        let n = unsafe { libc::read(fail_r.as_raw_fd(), msg[got..].as_mut_ptr().cast(), 8 - got) };
        if n == 0 {
            // Close-on-exec shut the pipe: the program is running.
            return Ok(if got == 0 {
                None
            } else {
                Some(("sandbox setup failed (short report)".into(), 0))
            });
        }
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(format!("reading the setup report: {}", std::io::Error::last_os_error()));
        }
        got += n as usize;
        if got == 8 {
            let code = u32::from_ne_bytes(msg[..4].try_into().expect("4 bytes"));
            let errno = i32::from_ne_bytes(msg[4..].try_into().expect("4 bytes"));
            let err = std::io::Error::from_raw_os_error(errno);
            let text =
                format!("sandbox setup failed while {}: {err}", Stage::from_u32(code & 0xff));
            return Ok(Some((text, code >> 8)));
        }
    }
}

fn write_id_maps(pid: i32, ids: IdMap) -> Result<(), String> {
    let dir = format!("/proc/{pid}");
    let write = |file: &str, text: String| {
        std::fs::write(format!("{dir}/{file}"), text).map_err(|e| format!("writing {file}: {e}"))
    };
    if !ids.privileged {
        write("setgroups", "deny".into())?;
    }
    write("uid_map", format!("{} {} 1\n", ids.inside_uid, ids.host_uid))?;
    write("gid_map", format!("{} {} 1\n", ids.inside_gid, ids.host_gid))
}

fn pidfd_open(pid: i32) -> Result<OwnedFd, String> {
    // SAFETY: pidfd_open(2) on our own unreaped child.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) };
    if fd < 0 {
        return Err(format!("pidfd_open: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: a fresh fd we own.
    Ok(unsafe { OwnedFd::from_raw_fd(fd as c_int) })
}

fn pipe() -> Result<(OwnedFd, OwnedFd), String> {
    let mut fds = [0; 2];
    // SAFETY: pipe2 fills two fds.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } < 0 {
        return Err(format!("pipe: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: both fds were just created and are owned here.
    Ok(unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) })
}

/// Stdin as an anonymous, seekable in-memory file: no pipe to keep fed, no deadlock on large input.
fn memfd_with(data: &[u8]) -> Result<OwnedFd, String> {
    // SAFETY: memfd_create with a static name.
    let fd = unsafe { libc::memfd_create(c"stdin".as_ptr(), libc::MFD_CLOEXEC) };
    if fd < 0 {
        return Err(format!("memfd_create: {}", std::io::Error::last_os_error()));
    }
    // SAFETY: a fresh fd we own.
    let fd = unsafe { OwnedFd::from_raw_fd(fd) };
    write_all(&fd, data)?;
    // SAFETY: lseek on an fd we own.
    unsafe { libc::lseek(fd.as_raw_fd(), 0, libc::SEEK_SET) };
    Ok(fd)
}

fn write_all(fd: &OwnedFd, mut data: &[u8]) -> Result<(), String> {
    while !data.is_empty() {
        // SAFETY: writing from a valid slice.
        let n = unsafe { libc::write(fd.as_raw_fd(), data.as_ptr().cast(), data.len()) };
        if n < 0 {
            if std::io::Error::last_os_error().raw_os_error() == Some(libc::EINTR) {
                continue;
            }
            return Err(format!("write: {}", std::io::Error::last_os_error()));
        }
        data = &data[n as usize..];
    }
    Ok(())
}

fn ptrs(strings: &[CString]) -> Vec<*const c_char> {
    strings.iter().map(|s| s.as_ptr()).chain(std::iter::once(std::ptr::null())).collect()
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

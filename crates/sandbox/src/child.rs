//! The code that runs in the freshly cloned child before `execve`: fd layout, user switch, mounts,
//! pivot_root, rlimits, capability drop, seccomp, exec.
//!
//! The child is forked from a possibly multi-threaded process, so everything here is raw syscalls on
//! data prepared before the clone: no allocation, no locks, no panics. A failure writes
//! `(stage, errno)` to the error pipe (fd 5, close-on-exec) and exits; a successful exec closes it.

use std::ffi::CString;

use libc::{c_char, c_int, c_ulong};

use crate::park::{PARKED_CODE, receive_job};

/// Fixed fd numbers inside the child after [`ChildPlan::run`] has arranged them: 0–2 are the
/// program's stdio, 3 is the dialogue's reply channel ([`crate::protocol::REPLY_FD`]; kept across
/// exec only in a dialogue run), and the two pipes to the supervisor sit above it, close-on-exec.
pub const REPLY_FD: c_int = crate::protocol::REPLY_FD;
pub const SYNC_FD: c_int = 4;
pub const ERR_FD: c_int = 5;
/// Bind-mount sources are O_PATH fds from this number on; the child mounts `/proc/self/fd/N`.
pub const FIRST_BIND_FD: c_int = 6;

/// One step of building the sandbox's root filesystem.
pub enum FsOp {
    /// `mount(NULL, "/", NULL, MS_REC|MS_PRIVATE)`: stop mount events leaking to the host.
    MakePrivate,
    Mkdir {
        path: CString,
        mode: u32,
    },
    Tmpfs {
        path: CString,
        flags: c_ulong,
        data: CString,
    },
    /// Make an already populated mount read-only (e.g. /dev once its nodes are bound).
    ReadOnly {
        path: CString,
        flags: c_ulong,
    },
    /// Bind `src` at `path` (created beforehand), then remount with `remount_flags` when non-zero.
    Bind {
        src: CString,
        path: CString,
        remount_flags: c_ulong,
    },
    Proc {
        path: CString,
    },
    Symlink {
        target: CString,
        path: CString,
    },
    /// Create an empty regular file (a bind-mount target for a single file).
    Touch {
        path: CString,
    },
    WriteFile {
        path: CString,
        content: Vec<u8>,
        mode: u32,
    },
    /// Copy the file `rel` under the directory open as fd `dir_fd` (a bind source) to `path`.
    /// A copy, not a bind: a bind's source path shows in /proc/self/mountinfo.
    CopyFile {
        dir_fd: c_int,
        rel: CString,
        path: CString,
        mode: u32,
    },
}

/// Everything the child needs, prepared before the clone.
pub struct ChildPlan {
    /// Parent fd numbers, in child order: stdin, stdout, stderr, reply, sync, error pipe. The child
    /// moves them to 0–5.
    pub fds: Vec<c_int>,
    /// Whether fd 3 (the reply pipe) survives exec; otherwise it is a placeholder closed at exec.
    pub keep_reply_fd: bool,
    /// Bind sources, opened O_PATH by the child as fds [`FIRST_BIND_FD`]… after it entered its own
    /// mount namespace (an fd from the host's namespace cannot be bind-mounted there) and before it
    /// drops privileges (so a runtime under a 0700 home is reachable without traversal rights).
    pub bind_sources: Vec<CString>,
    /// A number above every fd in `fds`, used as scratch space while rearranging.
    pub fd_scratch_base: c_int,
    pub uid: u32,
    pub gid: u32,
    /// False when the supervisor is unprivileged: `setgroups` is denied in the user namespace then.
    pub drop_groups: bool,
    pub hostname: CString,
    pub new_root: CString,
    pub fs_ops: Vec<FsOp>,
    pub workdir: CString,
    pub rlimits: Vec<(c_int, libc::rlimit)>,
    pub seccomp: Vec<Vec<libc::sock_filter>>,
    pub exe: CString,
    pub argv: Vec<CString>,
    pub envp: Vec<CString>,
    /// `tasks` files of the run's cgroups (v1), each written `0` before the go byte: the
    /// child moves itself in, which the kernel does without its global threadgroup lock (an
    /// attach by pid waits for an RCU grace period). Any failure ends the run before exec.
    pub cgroup_join: Vec<CString>,
    /// Park just before exec (a prepared sandbox, see `park.rs`): report [`PARKED_CODE`], wait for
    /// a job on the sync pipe, write its files into /work, exec.
    pub park: bool,
    /// A directory (path after the pivot) the supervisor takes an fd of before exec: the compile
    /// step's /out, a tmpfs whose files it copies out after the run (a bind of the host directory
    /// would show the host path in /proc/self/mountinfo).
    pub hand_over: Option<CString>,
}

/// The low byte of an error-pipe message that is not a failure: "the fd in the detail field is
/// ready to be taken; send another go byte".
pub const HAND_OVER_CODE: u32 = 0xfe;

/// Stages reported through the error pipe; the supervisor turns them into messages.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[repr(u32)]
pub enum Stage {
    Sync = 2,
    Ids,
    Mount,
    Pivot,
    Limits,
    Parent,
    Caps,
    Seccomp,
    Exec,
    CgroupNs,
    HandOver,
    CgroupJoin,
    Job,
}

impl Stage {
    pub fn from_u32(v: u32) -> &'static str {
        match v {
            1 => "arranging file descriptors",
            2 => "waiting for the supervisor",
            3 => "switching to the sandbox user",
            4 => "building the root filesystem",
            5 => "pivoting into the new root",
            6 => "setting resource limits",
            7 => "supervisor vanished",
            8 => "dropping capabilities",
            9 => "installing the seccomp filter",
            10 => "executing the program",
            11 => "entering its own cgroup namespace",
            12 => "handing over the output directory",
            13 => "joining its run cgroup",
            14 => "receiving its job",
            _ => "unknown stage",
        }
    }
}

fn errno() -> i32 {
    std::io::Error::last_os_error().raw_os_error().unwrap_or(0)
}

unsafe fn fail(stage: Stage) -> ! {
    unsafe { fail_at(stage, 0) }
}

/// Report a failure with a detail number (the index of the failing filesystem step).
unsafe fn fail_at(stage: Stage, detail: u32) -> ! {
    let err = errno();
    let mut msg = [0u8; 8];
    msg[..4].copy_from_slice(&((stage as u32) | (detail << 8)).to_ne_bytes());
    msg[4..].copy_from_slice(&err.to_ne_bytes());
    unsafe {
        libc::write(ERR_FD, msg.as_ptr().cast(), msg.len());
        libc::_exit(127);
    }
}

macro_rules! check {
    ($stage:expr, $call:expr) => {
        if $call < 0 {
            fail($stage)
        }
    };
}

impl ChildPlan {
    /// Run in the cloned child. Never returns.
    ///
    /// # Safety
    /// Must only be called in the child of a `clone` made by the supervisor, with the plan's fds valid.
    pub unsafe fn run(&self, argv: &[*const c_char], envp: &[*const c_char]) -> ! {
        unsafe {
            self.arrange_fds();
            // Moving in may reschedule the child (a running task changing CPU groups): done before
            // the go byte, that wait overlaps the supervisor writing the id maps.
            self.join_cgroups();
            self.wait_for_go();
            // Only now, inside its run cgroup (joined above, or attached by the supervisor before
            // the go byte), does the child get its own cgroup namespace: its root is the run's
            // cgroup, so /proc/self/cgroup shows `/` and never a host path or the run's name.
            check!(Stage::CgroupNs, libc::unshare(libc::CLONE_NEWCGROUP));
            self.open_bind_sources();
            self.reset_signals();
            check!(Stage::Ids, libc::setsid());
            self.switch_user();
            let _ = libc::sethostname(self.hostname.as_ptr(), self.hostname.as_bytes().len());
            for (i, op) in self.fs_ops.iter().enumerate() {
                if !apply(op) {
                    fail_at(Stage::Mount, i as u32);
                }
            }
            self.pivot();
            libc::umask(0o022);
            check!(Stage::Pivot, libc::chdir(self.workdir.as_ptr()));
            self.hand_over_dir();
            for (res, lim) in &self.rlimits {
                check!(Stage::Limits, libc::setrlimit(*res as _, lim));
            }
            self.tie_to_supervisor();
            self.drop_capabilities();
            check!(Stage::Caps, libc::prctl(libc::PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0));
            for prog in &self.seccomp {
                let fprog =
                    libc::sock_fprog { len: prog.len() as u16, filter: prog.as_ptr() as *mut _ };
                let r = libc::syscall(
                    libc::SYS_seccomp,
                    libc::SECCOMP_SET_MODE_FILTER,
                    0,
                    &fprog as *const libc::sock_fprog,
                );
                check!(Stage::Seccomp, r);
            }
            if self.park {
                park_for_job();
            }
            libc::execve(self.exe.as_ptr(), argv.as_ptr(), envp.as_ptr());
            fail(Stage::Exec)
        }
    }

    unsafe fn arrange_fds(&self) {
        unsafe {
            // Move every fd we keep above any number we are about to overwrite, then into place.
            let mut high = [0 as c_int; MAX_KEPT_FDS];
            if self.fds.len() > MAX_KEPT_FDS {
                libc::_exit(126);
            }
            for (i, fd) in self.fds.iter().enumerate() {
                high[i] = libc::fcntl(*fd, libc::F_DUPFD, self.fd_scratch_base);
                if high[i] < 0 {
                    libc::_exit(126);
                }
            }
            for (i, fd) in high[..self.fds.len()].iter().enumerate() {
                if libc::dup2(*fd, i as c_int) < 0 {
                    libc::_exit(126);
                }
                let inherited = i as c_int == REPLY_FD && self.keep_reply_fd;
                if i as c_int >= REPLY_FD && !inherited {
                    libc::fcntl(i as c_int, libc::F_SETFD, libc::FD_CLOEXEC);
                }
            }
            // Every other fd of the (multi-threaded) parent is closed: sockets, databases, pipes of
            // sibling runs.
            let first_free = self.fds.len() as u32;
            if libc::syscall(libc::SYS_close_range, first_free, u32::MAX, 0u32) < 0 {
                for fd in first_free as c_int..65_536 {
                    libc::close(fd);
                }
            }
        }
    }

    unsafe fn join_cgroups(&self) {
        for path in &self.cgroup_join {
            unsafe {
                let fd = libc::open(path.as_ptr(), libc::O_WRONLY | libc::O_CLOEXEC);
                if fd < 0 {
                    fail(Stage::CgroupJoin);
                }
                if libc::write(fd, c"0".as_ptr().cast(), 1) != 1 {
                    fail(Stage::CgroupJoin);
                }
                libc::close(fd);
            }
        }
    }

    unsafe fn open_bind_sources(&self) {
        for (i, path) in self.bind_sources.iter().enumerate() {
            unsafe {
                let fd = libc::open(path.as_ptr(), libc::O_PATH | libc::O_CLOEXEC);
                if fd != FIRST_BIND_FD + i as c_int {
                    fail_at(Stage::Mount, u32::MAX >> 8);
                }
            }
        }
    }

    unsafe fn wait_for_go(&self) {
        let mut byte = 0u8;
        unsafe {
            if libc::read(SYNC_FD, (&mut byte as *mut u8).cast(), 1) != 1 {
                fail(Stage::Sync);
            }
        }
    }

    unsafe fn reset_signals(&self) {
        unsafe {
            // Dispositions set to "ignore" by the supervisor (Rust ignores SIGPIPE) survive exec.
            for sig in 1..32 {
                if sig != libc::SIGKILL && sig != libc::SIGSTOP {
                    libc::signal(sig, libc::SIG_DFL);
                }
            }
            let mut set: libc::sigset_t = std::mem::zeroed();
            libc::sigemptyset(&mut set);
            libc::sigprocmask(libc::SIG_SETMASK, &set, std::ptr::null_mut());
        }
    }

    unsafe fn switch_user(&self) {
        unsafe {
            // Keep the namespace capabilities across the uid change until they are dropped on purpose.
            check!(
                Stage::Ids,
                libc::prctl(libc::PR_SET_SECUREBITS, SECBIT_NO_SETUID_FIXUP, 0, 0, 0)
            );
            if self.drop_groups {
                check!(
                    Stage::Ids,
                    libc::syscall(libc::SYS_setgroups, 0, std::ptr::null::<libc::gid_t>())
                );
            }
            // Raw syscalls, not glibc's wrappers: those broadcast the change to every thread glibc
            // believes exists, and after a raw clone of a multi-threaded parent they wait forever.
            let (u, g) = (self.uid, self.gid);
            check!(Stage::Ids, libc::syscall(libc::SYS_setresgid, g, g, g));
            check!(Stage::Ids, libc::syscall(libc::SYS_setresuid, u, u, u));
        }
    }

    unsafe fn pivot(&self) {
        let dot = c".".as_ptr();
        unsafe {
            check!(Stage::Pivot, libc::chdir(self.new_root.as_ptr()));
            check!(Stage::Pivot, libc::syscall(libc::SYS_pivot_root, dot, dot));
            check!(Stage::Pivot, libc::umount2(dot, libc::MNT_DETACH));
            check!(Stage::Pivot, libc::chdir(c"/".as_ptr()));
            let flags = libc::MS_REMOUNT
                | libc::MS_BIND
                | libc::MS_RDONLY
                | libc::MS_NOSUID
                | libc::MS_NODEV;
            check!(
                Stage::Pivot,
                libc::mount(
                    std::ptr::null(),
                    c"/".as_ptr(),
                    std::ptr::null(),
                    flags,
                    std::ptr::null()
                )
            );
        }
    }

    unsafe fn hand_over_dir(&self) {
        let Some(dir) = &self.hand_over else { return };
        unsafe {
            let fd = libc::open(dir.as_ptr(), libc::O_PATH | libc::O_DIRECTORY | libc::O_CLOEXEC);
            if fd < 0 {
                fail(Stage::HandOver);
            }
            let mut msg = [0u8; 8];
            msg[..4].copy_from_slice(&(HAND_OVER_CODE | ((fd as u32) << 8)).to_ne_bytes());
            if libc::write(ERR_FD, msg.as_ptr().cast(), msg.len()) != 8 {
                fail(Stage::HandOver);
            }
            // The supervisor has its own copy of the fd once it sends the next byte.
            self.wait_for_go();
            libc::close(fd);
        }
    }

    unsafe fn tie_to_supervisor(&self) {
        unsafe {
            // Set after the uid switch, which clears it. If the supervisor died before this point,
            // its end of the sync pipe is closed and we see the hang-up.
            check!(Stage::Parent, libc::prctl(libc::PR_SET_PDEATHSIG, libc::SIGKILL, 0, 0, 0));
            let mut pfd = libc::pollfd { fd: SYNC_FD, events: libc::POLLIN, revents: 0 };
            if libc::poll(&mut pfd, 1, 0) > 0 && pfd.revents & libc::POLLHUP != 0 {
                fail(Stage::Parent);
            }
        }
    }

    unsafe fn drop_capabilities(&self) {
        unsafe {
            for cap in 0..64 {
                if libc::prctl(libc::PR_CAPBSET_DROP, cap, 0, 0, 0) < 0 && errno() == libc::EINVAL {
                    break;
                }
            }
            libc::prctl(libc::PR_CAP_AMBIENT, libc::PR_CAP_AMBIENT_CLEAR_ALL, 0, 0, 0);
            check!(Stage::Caps, libc::prctl(libc::PR_SET_SECUREBITS, SECBITS_LOCKED_DOWN, 0, 0, 0));
            let mut header = CapHeader { version: LINUX_CAPABILITY_VERSION_3, pid: 0 };
            let data = [CapData::default(); 2];
            check!(Stage::Caps, libc::syscall(libc::SYS_capset, &mut header, data.as_ptr()));
        }
    }
}

/// Say "parked" on the error pipe, then read the job from the sync pipe (its files into the cwd,
/// /work). A supervisor that discards the sandbox closes the pipe: we exit.
unsafe fn park_for_job() {
    unsafe {
        let mut msg = [0u8; 8];
        msg[..4].copy_from_slice(&PARKED_CODE.to_ne_bytes());
        if libc::write(ERR_FD, msg.as_ptr().cast(), msg.len()) != 8 {
            fail(Stage::Job);
        }
        // The job's rlimits are in place: a file over its size limit must fail the write (EFBIG,
        // reported, the run goes cold), not kill us silently — an error pipe closed by death
        // would read as a successful exec. The program gets the default disposition back.
        libc::signal(libc::SIGXFSZ, libc::SIG_IGN);
        let received = receive_job(SYNC_FD, libc::AT_FDCWD);
        libc::signal(libc::SIGXFSZ, libc::SIG_DFL);
        if let Err(fault) = received {
            fail_at(Stage::Job, fault as u32);
        }
    }
}

/// Upper bound on fds handed to the child (6 fixed + bind sources).
pub const MAX_KEPT_FDS: usize = 64;

const SECBIT_NOROOT: libc::c_ulong = 1 << 0;
const SECBIT_NOROOT_LOCKED: libc::c_ulong = 1 << 1;
const SECBIT_NO_SETUID_FIXUP: libc::c_ulong = 1 << 2;
const SECBIT_NO_SETUID_FIXUP_LOCKED: libc::c_ulong = 1 << 3;
const SECBIT_KEEP_CAPS_LOCKED: libc::c_ulong = 1 << 5;
const SECBIT_NO_CAP_AMBIENT_RAISE: libc::c_ulong = 1 << 6;
const SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED: libc::c_ulong = 1 << 7;
/// No root privileges ever again in this process tree, and nobody can turn that back on.
const SECBITS_LOCKED_DOWN: libc::c_ulong = SECBIT_NOROOT
    | SECBIT_NOROOT_LOCKED
    | SECBIT_NO_SETUID_FIXUP
    | SECBIT_NO_SETUID_FIXUP_LOCKED
    | SECBIT_KEEP_CAPS_LOCKED
    | SECBIT_NO_CAP_AMBIENT_RAISE
    | SECBIT_NO_CAP_AMBIENT_RAISE_LOCKED;

const LINUX_CAPABILITY_VERSION_3: u32 = 0x2008_0522;

#[repr(C)]
struct CapHeader {
    version: u32,
    pid: c_int,
}

#[repr(C)]
#[derive(Clone, Copy, Default)]
struct CapData {
    effective: u32,
    permitted: u32,
    inheritable: u32,
}

/// Perform one filesystem step; false (with errno set) on failure.
unsafe fn apply(op: &FsOp) -> bool {
    let null = std::ptr::null::<c_char>();
    let none = std::ptr::null::<libc::c_void>();
    unsafe {
        match op {
            FsOp::MakePrivate => {
                libc::mount(null, c"/".as_ptr(), null, libc::MS_REC | libc::MS_PRIVATE, none) == 0
            }
            FsOp::Mkdir { path, mode } => {
                (libc::mkdir(path.as_ptr(), *mode) == 0 || errno() == libc::EEXIST)
                    // mkdir honours the umask; the mode is what we asked for.
                    && libc::chmod(path.as_ptr(), *mode) == 0
            }
            FsOp::Tmpfs { path, flags, data } => {
                libc::mount(
                    c"tmpfs".as_ptr(),
                    path.as_ptr(),
                    c"tmpfs".as_ptr(),
                    *flags,
                    data.as_ptr().cast(),
                ) == 0
            }
            FsOp::ReadOnly { path, flags } => {
                let flags = libc::MS_REMOUNT | libc::MS_BIND | libc::MS_RDONLY | flags;
                libc::mount(null, path.as_ptr(), null, flags, none) == 0
            }
            FsOp::Bind { src, path, remount_flags } => {
                libc::mount(src.as_ptr(), path.as_ptr(), null, libc::MS_BIND | libc::MS_REC, none)
                    == 0
                    && (*remount_flags == 0
                        || libc::mount(
                            null,
                            path.as_ptr(),
                            null,
                            libc::MS_BIND | libc::MS_REMOUNT | remount_flags,
                            none,
                        ) == 0)
            }
            FsOp::Proc { path } => {
                let flags = libc::MS_NOSUID | libc::MS_NODEV | libc::MS_NOEXEC;
                let proc = |flags| {
                    libc::mount(c"proc".as_ptr(), path.as_ptr(), c"proc".as_ptr(), flags, none) == 0
                };
                // EPERM where the only fully visible procfs is read-only (the container image
                // mounts one for us, Docker masks /proc): the kernel then allows a read-only
                // instance only, which the run gets.
                proc(flags)
                    || (*libc::__errno_location() == libc::EPERM && proc(flags | libc::MS_RDONLY))
            }
            FsOp::Symlink { target, path } => libc::symlink(target.as_ptr(), path.as_ptr()) == 0,
            FsOp::Touch { path } => {
                let fd = libc::open(
                    path.as_ptr(),
                    libc::O_CREAT | libc::O_WRONLY | libc::O_CLOEXEC,
                    0o644,
                );
                fd >= 0 && libc::close(fd) == 0
            }
            FsOp::CopyFile { dir_fd, rel, path, mode } => copy_file(*dir_fd, rel, path, *mode),
            FsOp::WriteFile { path, content, mode } => {
                let fd = libc::open(
                    path.as_ptr(),
                    libc::O_CREAT | libc::O_WRONLY | libc::O_TRUNC | libc::O_CLOEXEC,
                    *mode,
                );
                if fd < 0 {
                    return false;
                }
                let mut off = 0;
                while off < content.len() {
                    let n = libc::write(fd, content[off..].as_ptr().cast(), content.len() - off);
                    if n <= 0 {
                        return false;
                    }
                    off += n as usize;
                }
                libc::close(fd) == 0
            }
        }
    }
}

/// Copy a file in the kernel (sendfile: no buffer, no allocation); false with errno on failure.
unsafe fn copy_file(dir_fd: c_int, rel: &CString, path: &CString, mode: u32) -> bool {
    unsafe {
        let flags = libc::O_RDONLY | libc::O_CLOEXEC | libc::O_NOFOLLOW;
        let src = libc::openat(dir_fd, rel.as_ptr(), flags);
        if src < 0 {
            return false;
        }
        let dst_flags = libc::O_CREAT | libc::O_EXCL | libc::O_WRONLY | libc::O_CLOEXEC;
        let dst = libc::open(path.as_ptr(), dst_flags, mode);
        if dst < 0 {
            return false;
        }
        loop {
            let n = libc::sendfile(dst, src, std::ptr::null_mut(), 1 << 30);
            if n == 0 {
                break;
            }
            if n < 0 && errno() != libc::EINTR {
                return false;
            }
        }
        // open() honours the umask; the mode is what the artifact had.
        libc::fchmod(dst, mode) == 0 && libc::close(dst) == 0 && libc::close(src) == 0
    }
}

impl FsOp {
    /// A short description for setup-failure messages.
    pub fn describe(&self) -> String {
        let s = |c: &CString| c.to_string_lossy().into_owned();
        match self {
            FsOp::MakePrivate => "make / private".into(),
            FsOp::Mkdir { path, .. } => format!("mkdir {}", s(path)),
            FsOp::Tmpfs { path, data, .. } => format!("tmpfs {} ({})", s(path), s(data)),
            FsOp::ReadOnly { path, .. } => format!("read-only {}", s(path)),
            FsOp::Bind { src, path, remount_flags } => {
                format!("bind {} -> {} (flags {remount_flags:#x})", s(src), s(path))
            }
            FsOp::Proc { path } => format!("proc {}", s(path)),
            FsOp::Symlink { target, path } => format!("symlink {} -> {}", s(path), s(target)),
            FsOp::Touch { path } => format!("touch {}", s(path)),
            FsOp::WriteFile { path, .. } => format!("write {}", s(path)),
            FsOp::CopyFile { rel, path, .. } => format!("copy {} -> {}", s(rel), s(path)),
        }
    }
}

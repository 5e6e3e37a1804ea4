//! One sandboxed process run (a compile step or one execution): turns a language runtime, argv,
//! files and limits into a child plan, a cgroup and rlimits, and hands them to the supervisor.

use std::ffi::CString;
use std::os::fd::AsRawFd;
use std::path::Path;

use crate::cancel::Cancel;
use crate::cgpool::{CgroupPool, Lease};
use crate::cgroup::CgroupLimits;
use crate::child::ChildPlan;
use crate::dialogue;
use crate::failure::{IoContext, SetupError};
use crate::languages::Runtime;
use crate::layout::{Layout, OutDir, SANDBOX_GID, SANDBOX_UID, Space};
use crate::protocol::{Dialogue, Limits, RunReport, Status};
use crate::supervise::{self, IdMap, Outcome};

/// What the program is given.
#[derive(Clone, Copy)]
pub enum Input<'a> {
    /// All of stdin at once.
    Stdin(&'a [u8]),
    /// A dialogue; `load` are the job's limits, which bound loading and exiting (the step's own
    /// limits are the whole run's, see [`dialogue::run_limits`]).
    Dialogue { dialogue: &'a Dialogue, load: &'a Limits },
}

/// How /out is provided to the step.
pub enum StepOut<'a> {
    None,
    Writable(&'a Path),
    ReadOnly(&'a Path),
}

pub struct Step<'a> {
    pub runtime: &'a Runtime,
    pub argv: &'a [String],
    pub files: &'a [(String, Vec<u8>)],
    pub out: StepOut<'a>,
    /// The language's prepared toolchain files, copied read-only to /prep (compile steps only).
    pub prep: Option<&'a Path>,
    pub limits: &'a Limits,
    /// The job's cancel signal: a cancelled step's run is killed at once.
    pub cancel: &'a Cancel,
}

/// Sandbox-wide settings a step needs.
pub struct Context<'a> {
    pub policy: &'a [Vec<libc::sock_filter>],
    pub cgroups: &'a CgroupPool,
    pub privileged: bool,
    pub serial: u64,
    /// A warm sandbox (see `warm.rs`): its group is named as one until its handover.
    pub warm: bool,
}

/// Host uids handed to runs: far above any real account, distinct per concurrent run so per-user
/// kernel accounting (RLIMIT_NPROC) never mixes two runs.
const HOST_ID_BASE: u64 = 1_900_000_000;
const HOST_ID_SPAN: u64 = 100_000_000;

const PATH: &str = "/usr/local/bin:/usr/bin:/bin";

/// Queued signals a run may have pending at once (far above what any runtime uses).
const SIGPENDING: u64 = 1024;

impl Step<'_> {
    pub fn run(&self, ctx: &Context<'_>, input: Input<'_>) -> Outcome {
        match self.prepare(ctx) {
            Ok((plan, cgroup)) => {
                let parallelism = if cgroup.is_some() && ctx.cgroups.support().caps_cpu() {
                    1
                } else {
                    std::thread::available_parallelism().map_or(1, |n| n.get() as u64)
                };
                let (cgroup, ids) = (cgroup.as_deref(), self.ids(ctx));
                let mut outcome = match input {
                    Input::Stdin(data) => supervise::execute(
                        plan,
                        data,
                        (self.limits, self.cancel),
                        cgroup,
                        ids,
                        parallelism,
                    ),
                    Input::Dialogue { dialogue, load } => dialogue::execute(
                        plan,
                        dialogue,
                        load,
                        (self.limits, self.cancel),
                        cgroup,
                        ids,
                        parallelism,
                    ),
                };
                if outcome.status == Some(Status::RuntimeError)
                    && self.ran_out_of_heap(&outcome.stderr)
                {
                    outcome.status = Some(Status::MemoryLimit);
                }
                self.collect_out(&mut outcome);
                outcome
            }
            Err(e) => Outcome::internal(e.to_string()),
        }
    }

    /// Copy what a successful compile left in its /out tmpfs (held open by the handed-over fd)
    /// into the host directory the step was given.
    fn collect_out(&self, outcome: &mut Outcome) {
        let (StepOut::Writable(dest), Some(fd)) = (&self.out, outcome.handed_over.take()) else {
            return;
        };
        if outcome.status != Some(Status::Ok) {
            return;
        }
        let src = std::path::PathBuf::from(format!("/proc/self/fd/{}", fd.as_raw_fd()));
        if let Err(e) = copy_tree(&src, dest, 0) {
            outcome.status = Some(Status::InternalError);
            outcome.internal = Some(format!("collecting the compile output: {e}"));
        }
    }

    /// Runtimes whose heap we size to the limit report exhaustion themselves instead of being
    /// OOM-killed; their message means the memory limit was reached.
    pub(crate) fn ran_out_of_heap(&self, stderr: &[u8]) -> bool {
        let text = String::from_utf8_lossy(stderr);
        self.runtime.spec.oom_markers.iter().any(|m| text.contains(m.as_str()))
    }

    pub(crate) fn ids(&self, ctx: &Context<'_>) -> IdMap {
        // SAFETY: getters without preconditions.
        let (euid, egid) = unsafe { (libc::geteuid(), libc::getegid()) };
        let fresh = (HOST_ID_BASE
            + (std::process::id() as u64 * 65_536 + ctx.serial) % HOST_ID_SPAN)
            as u32;
        let (host_uid, host_gid) = if ctx.privileged { (fresh, fresh) } else { (euid, egid) };
        IdMap {
            inside_uid: SANDBOX_UID,
            inside_gid: SANDBOX_GID,
            host_uid,
            host_gid,
            privileged: ctx.privileged,
        }
    }

    pub(crate) fn prepare<'c>(
        &self,
        ctx: &Context<'c>,
    ) -> Result<(ChildPlan, Option<Lease<'c>>), SetupError> {
        let limits = self.limits;
        let out = match self.out {
            StepOut::None => OutDir::None,
            StepOut::Writable(_) => OutDir::Writable,
            StepOut::ReadOnly(p) => OutDir::ReadOnly(p),
        };
        let space = Space {
            work_mb: limits.tmpfs_mb,
            tmp_mb: limits.tmpfs_mb,
            inodes: if matches!(self.out, StepOut::Writable(_)) { 65_536 } else { 4_096 },
        };
        let layout =
            Layout::build(&self.runtime.roots, &self.runtime.spec.binds, out, self.files, &space)
                .and_then(|l| l.with_prep(self.prep))
                .context("preparing the root filesystem")?;
        let cgroup = ctx
            .cgroups
            .take(
                CgroupLimits {
                    memory_bytes: limits.memory_mb << 20,
                    pids: limits.processes,
                    one_cpu: true,
                },
                ctx.warm,
            )
            .context("creating the run cgroup")?;
        let cgroup_join = match cgroup.as_deref().filter(|cg| cg.self_join) {
            Some(cg) => cg
                .tasks_files()
                .iter()
                .map(|p| c(&p.to_string_lossy()))
                .collect::<Result<Vec<_>, _>>()?,
            None => Vec::new(),
        };
        let rlimits = self.rlimits(cgroup.is_some(), ctx.privileged);
        let exe = self.argv.first().ok_or(SetupError::State("empty command"))?;
        let mut envp =
            vec![format!("PATH={PATH}"), "HOME=/work".to_string(), "LANG=C.UTF-8".to_string()];
        let env_values: Vec<String> = self.runtime.spec.env.values().cloned().collect();
        let expanded = self.runtime.expand(&env_values, &[]);
        envp.extend(self.runtime.spec.env.keys().zip(expanded).map(|(k, v)| format!("{k}={v}")));
        let plan = ChildPlan {
            fds: Vec::new(),
            keep_reply_fd: false,
            bind_sources: Vec::new(),
            fd_scratch_base: 0,
            uid: SANDBOX_UID,
            gid: SANDBOX_GID,
            drop_groups: ctx.privileged,
            hostname: c("sandbox")?,
            new_root: layout.new_root.clone(),
            fs_ops: Vec::new(),
            workdir: c("/work")?,
            rlimits,
            seccomp: ctx.policy.to_vec(),
            exe: c(exe)?,
            argv: self.argv.iter().map(|a| c(a)).collect::<Result<_, _>>()?,
            envp: envp.iter().map(|e| c(e)).collect::<Result<_, _>>()?,
            hand_over: None,
            park: false,
            cgroup_join,
        };
        let mut layout = layout;
        let plan = ChildPlan {
            fs_ops: std::mem::take(&mut layout.ops),
            bind_sources: std::mem::take(&mut layout.bind_sources),
            hand_over: layout.hand_over.take(),
            ..plan
        };
        Ok((plan, cgroup))
    }

    pub(crate) fn rlimits(
        &self,
        have_cgroup: bool,
        privileged: bool,
    ) -> Vec<(libc::c_int, libc::rlimit)> {
        let l = self.limits;
        let lim = |soft: u64, hard: u64| libc::rlimit { rlim_cur: soft, rlim_max: hard };
        let cpu_s = l.time_ms.div_ceil(1000) + 1;
        let mut v = vec![
            (libc::RLIMIT_NOFILE as libc::c_int, lim(l.open_files as u64, l.open_files as u64)),
            (libc::RLIMIT_FSIZE as libc::c_int, lim(l.file_size_kb << 10, l.file_size_kb << 10)),
            (libc::RLIMIT_CORE as libc::c_int, lim(0, 0)),
            (libc::RLIMIT_STACK as libc::c_int, lim(64 << 20, 64 << 20)),
            (libc::RLIMIT_CPU as libc::c_int, lim(cpu_s, cpu_s + 1)),
            (libc::RLIMIT_MEMLOCK as libc::c_int, lim(0, 0)),
            (libc::RLIMIT_MSGQUEUE as libc::c_int, lim(0, 0)),
            // Set, not inherited from whoever started the supervisor: no real-time scheduling
            // (priority 0, and no real-time CPU time if it were somehow granted), no raising of
            // its own priority, and a small queue of pending signals.
            (libc::RLIMIT_RTPRIO as libc::c_int, lim(0, 0)),
            (libc::RLIMIT_RTTIME as libc::c_int, lim(0, 0)),
            (libc::RLIMIT_NICE as libc::c_int, lim(0, 0)),
            (libc::RLIMIT_SIGPENDING as libc::c_int, lim(SIGPENDING, SIGPENDING)),
        ];
        // With a fresh host uid per run, RLIMIT_NPROC counts exactly this run's processes; it backs
        // up the cgroup's pids limit, and is the only process cap when cgroups are missing.
        if privileged {
            v.push((
                libc::RLIMIT_NPROC as libc::c_int,
                lim(l.processes as u64, l.processes as u64),
            ));
        }
        if !have_cgroup && self.runtime.spec.rlimit_as {
            let bytes = (l.memory_mb + 64) << 20;
            v.push((libc::RLIMIT_AS as libc::c_int, lim(bytes, bytes)));
        }
        v
    }
}

impl Outcome {
    pub fn into_report(mut self) -> RunReport {
        // Turn offsets count raw bytes; the report holds lossy UTF-8 text.
        for turn in self.dialogue.iter_mut().flat_map(|d| d.turns.iter_mut()) {
            turn.stdout_at = dialogue::lossy_offset(&self.stdout, turn.stdout_at);
            turn.stderr_at = dialogue::lossy_offset(&self.stderr, turn.stderr_at);
        }
        let mut stderr = String::from_utf8_lossy(&self.stderr).into_owned();
        if let Some(msg) = &self.internal {
            if !stderr.is_empty() {
                stderr.push('\n');
            }
            stderr.push_str(msg);
        }
        RunReport {
            status: self.status.unwrap_or(Status::InternalError),
            exit_code: self.exit_code,
            signal: self.signal,
            stdout: String::from_utf8_lossy(&self.stdout).into_owned(),
            stderr,
            truncated: self.truncated,
            wall_ms: self.wall_ms,
            cpu_ms: self.cpu_ms,
            memory_kb: self.memory_kb,
            compile_output: None,
            dialogue: self.dialogue,
        }
    }
}

/// Copy files and directories (never symlinks or special files) from `src` into `dest`, with
/// their permission bits minus set-id and world-write.
fn copy_tree(src: &Path, dest: &Path, depth: u32) -> std::io::Result<()> {
    use std::os::unix::fs::PermissionsExt;
    if depth > 16 {
        return Err(std::io::Error::other("output directories nested too deep"));
    }
    for entry in std::fs::read_dir(src)? {
        let entry = entry?;
        let kind = entry.file_type()?;
        let to = dest.join(entry.file_name());
        let mode = entry.metadata()?.permissions().mode() & 0o755;
        if kind.is_dir() {
            std::fs::create_dir(&to)?;
            copy_tree(&entry.path(), &to, depth + 1)?;
        } else if kind.is_file() {
            std::fs::copy(entry.path(), &to)?;
        } else {
            continue;
        }
        std::fs::set_permissions(&to, std::fs::Permissions::from_mode(mode))?;
    }
    Ok(())
}

fn c(s: &str) -> Result<CString, SetupError> {
    CString::new(s).map_err(|_| SetupError::Nul(s.to_string()))
}

//! Per-run control groups, v1 or v2, detected at run time: memory, process-count and CPU limits for
//! the whole process tree of a run, plus its CPU/memory accounting and OOM detection.

use std::fs;
use std::io;
use std::path::{Path, PathBuf};

use crate::failure::{IoContext, SetupError};

/// Which cgroup layer is usable on this machine, and where.
#[derive(Debug, Clone)]
pub enum CgroupSupport {
    V2 { base: PathBuf },
    V1 { memory: PathBuf, pids: PathBuf, cpu: Option<PathBuf>, cpuacct: PathBuf },
    Unavailable(String),
}

/// Limits a run's cgroup enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CgroupLimits {
    pub memory_bytes: u64,
    pub pids: u32,
    /// Cap the whole group at one CPU so a fork bomb cannot burn N cores at once.
    pub one_cpu: bool,
}

const DIR_NAME: &str = "mashang-sandbox";

impl CgroupSupport {
    pub fn detect() -> CgroupSupport {
        let mountinfo = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
        let membership = fs::read_to_string("/proc/self/cgroup").unwrap_or_default();
        match detect_v1(&mountinfo, &membership) {
            Ok(v1) => v1,
            Err(v1_why) => detect_v2(&mountinfo, &membership).unwrap_or_else(|v2_why| {
                CgroupSupport::Unavailable(format!("cgroup v1: {v1_why}; cgroup v2: {v2_why}"))
            }),
        }
    }

    pub fn describe(&self) -> String {
        match self {
            CgroupSupport::V2 { base } => format!("cgroup v2 at {}", base.display()),
            CgroupSupport::V1 { memory, cpu, .. } => format!(
                "cgroup v1 (memory, pids, cpuacct{}) under {}",
                if cpu.is_some() { ", cpu quota" } else { "" },
                memory.display()
            ),
            CgroupSupport::Unavailable(why) => format!("no cgroups ({why})"),
        }
    }

    pub fn caps_cpu(&self) -> bool {
        matches!(self, CgroupSupport::V2 { .. } | CgroupSupport::V1 { cpu: Some(_), .. })
    }

    /// Create the cgroup(s) of one run with its limits applied.
    pub fn create(&self, name: &str, limits: CgroupLimits) -> io::Result<Option<RunCgroup>> {
        let Some(mut cg) = self.create_dirs(name, limits.one_cpu)? else { return Ok(None) };
        cg.apply_limits(limits)?;
        cg.reweigh_base();
        Ok(Some(cg))
    }

    /// Create the directories of one group (no limits yet) with the CPU cap when asked for.
    pub(crate) fn create_dirs(&self, name: &str, one_cpu: bool) -> io::Result<Option<RunCgroup>> {
        let cg = match self {
            CgroupSupport::Unavailable(_) => return Ok(None),
            CgroupSupport::V2 { base } => {
                let dir = base.join(name);
                fs::create_dir(&dir)?;
                let cg = RunCgroup::new(true, vec![dir.clone()], Some(base.clone()));
                if one_cpu {
                    fs::write(dir.join("cpu.max"), "100000 100000")?;
                }
                cg
            }
            CgroupSupport::V1 { memory, pids, cpu, cpuacct } => {
                let mut dirs = vec![memory.join(name), pids.join(name), cpuacct.join(name)];
                if let Some(cpu) = cpu.as_ref().filter(|_| one_cpu) {
                    dirs.push(cpu.join(name));
                }
                let cpu_base = cpu.clone().filter(|_| one_cpu);
                let mut cg = RunCgroup::new(false, Vec::new(), cpu_base);
                for dir in dirs {
                    fs::create_dir(&dir)?;
                    cg.dirs.push(dir);
                }
                if let Some(cpu_dir) = cg.dirs.get(3) {
                    fs::write(cpu_dir.join("cpu.cfs_period_us"), "100000")?;
                    fs::write(cpu_dir.join("cpu.cfs_quota_us"), "100000")?;
                }
                cg
            }
        };
        Ok(Some(cg))
    }

    /// Whether a run can move itself into its group without the global threadgroup lock: on v1
    /// a single thread writing `0` to a `tasks` file migrates only itself, and the kernel skips
    /// the lock (and its ~10 ms RCU grace period) for that case.
    pub(crate) fn self_join(&self) -> bool {
        matches!(self, CgroupSupport::V1 { .. })
    }
}

/// The cgroup(s) of one run; removed on drop (a pooled group is reset and kept instead, see
/// `cgpool.rs`).
#[derive(Debug)]
pub struct RunCgroup {
    v2: bool,
    /// v2: one dir. v1: memory, pids, cpuacct, then cpu when a quota is set.
    dirs: Vec<PathBuf>,
    /// The base dir in the hierarchy that schedules CPU, when the run is in it.
    cpu_base: Option<PathBuf>,
    /// The CPU counter and OOM-kill count when this run began: a reused group carries the totals
    /// of its earlier runs, which are not this run's.
    cpu_start_ns: u64,
    oom_start: u64,
    /// The run moves itself in (see [`CgroupSupport::self_join`]) instead of being attached.
    pub(crate) self_join: bool,
    /// What keeps the last run's mounts alive (its mount namespace, see
    /// [`RunCgroup::hold_until_reclaim`]): released before the group is reclaimed or removed.
    held: std::sync::Mutex<Vec<std::os::fd::OwnedFd>>,
}

/// CPU weight of one nice-0 process: `cpu.shares` (v1) and `cpu.weight` (v2).
const SHARES_PER_RUN: u64 = 1024;
const WEIGHT_PER_RUN: u64 = 100;

/// Memory a group may still hold after a reset and be reused (kernel objects not yet reclaimed);
/// more means something of the last run is still charged there, and the group is replaced.
pub(crate) const REUSE_MAX_RESIDUE_BYTES: u64 = 1 << 20;

impl RunCgroup {
    fn new(v2: bool, dirs: Vec<PathBuf>, cpu_base: Option<PathBuf>) -> RunCgroup {
        RunCgroup {
            v2,
            dirs,
            cpu_base,
            cpu_start_ns: 0,
            oom_start: 0,
            self_join: false,
            held: std::sync::Mutex::new(Vec::new()),
        }
    }

    /// Keep `fd` (a finished run's mount namespace) open until the group is given back: its
    /// teardown — unmounting the run's tree, whose tmpfs pages are charged here — then happens
    /// off the run's path, on the pool's reclaimer thread, and before the group is reclaimed.
    pub(crate) fn hold_until_reclaim(&self, fd: std::os::fd::OwnedFd) {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).push(fd);
    }

    /// Close what [`RunCgroup::hold_until_reclaim`] kept: the run's mounts go, and with them what
    /// its tmpfs held here.
    pub(crate) fn release_held(&self) {
        self.held.lock().unwrap_or_else(|p| p.into_inner()).clear();
    }

    /// Write a run's memory and process limits (a pooled group gets new ones every run).
    pub(crate) fn apply_limits(&mut self, limits: CgroupLimits) -> io::Result<()> {
        let mem = limits.memory_bytes.to_string();
        if self.v2 {
            fs::write(self.dirs[0].join("memory.max"), &mem)?;
            let _ = fs::write(self.dirs[0].join("memory.swap.max"), "0");
            fs::write(self.dirs[0].join("pids.max"), limits.pids.to_string())?;
        } else {
            // memory+swap may never be below memory: lift it first, then set both.
            let memsw = self.dirs[0].join("memory.memsw.limit_in_bytes");
            let _ = fs::write(&memsw, "-1");
            fs::write(self.dirs[0].join("memory.limit_in_bytes"), &mem)?;
            let _ = fs::write(&memsw, &mem);
            fs::write(self.dirs[1].join("pids.max"), limits.pids.to_string())?;
        }
        self.cpu_start_ns = self.cpu_total_ns().unwrap_or(0);
        self.oom_start = self.oom_total();
        Ok(())
    }

    /// The `tasks` files a run writes `0` to when it moves itself in (v1).
    pub(crate) fn tasks_files(&self) -> Vec<PathBuf> {
        if self.v2 { Vec::new() } else { self.dirs.iter().map(|d| d.join("tasks")).collect() }
    }

    /// Rename the group in every hierarchy (v1 only: cgroup2 cannot rename).
    pub(crate) fn rename(&mut self, name: &str) -> io::Result<()> {
        for dir in &mut self.dirs {
            let to = dir.with_file_name(name);
            fs::rename(&*dir, &to)?;
            *dir = to;
        }
        Ok(())
    }

    /// After a run: whether the group is empty (no task, `pids.current` 0). Then reclaim what the
    /// run left charged (page cache, tmpfs) so the next run can start from nothing. False means
    /// the group must be removed.
    pub(crate) fn empty_and_reclaimed(&self) -> bool {
        if self.v2 || self.dirs.iter().any(|d| !tasks_empty(d)) {
            return false;
        }
        if read_u64(&self.dirs[1].join("pids.current")) != Some(0) {
            return false;
        }
        let _ = fs::write(self.dirs[0].join("memory.force_empty"), "0");
        true
    }

    /// Before a run: reset the memory peak to the current usage and check that this usage is at
    /// most [`REUSE_MAX_RESIDUE_BYTES`]. Kernel objects of the last run's processes (task structs,
    /// stacks) are uncharged only after an RCU grace period, so a group just left by a fork-heavy
    /// run may hold a few MiB for some milliseconds: it fails now and passes later.
    pub(crate) fn fresh_enough(&self) -> bool {
        let mem = &self.dirs[0];
        self.reset_peak();
        let usage = read_u64(&mem.join("memory.usage_in_bytes"));
        let peak = read_u64(&mem.join("memory.max_usage_in_bytes"));
        let small = |v: Option<u64>| v.is_some_and(|v| v <= REUSE_MAX_RESIDUE_BYTES);
        !self.v2 && small(usage) && small(peak)
    }

    /// Reset the memory peak to the current usage (v1; cgroup2's `memory.peak` is not resettable
    /// on every kernel, which is why warm sandboxes need v1, see `warm.rs`).
    pub(crate) fn reset_peak(&self) {
        if self.v2 {
            return;
        }
        for peak in ["memory.max_usage_in_bytes", "memory.memsw.max_usage_in_bytes"] {
            // Writing 0 resets the peak to the current usage.
            let _ = fs::write(self.dirs[0].join(peak), "0");
        }
    }

    /// Weigh the base group as the sum of its runs, each like one plain process. The scheduler
    /// shares CPU between the base group and the host's other tasks by weight: at the default
    /// weight every run on the machine together would get what ONE host process gets, and on a
    /// busy host concurrent runs starve (16 runs at load 15 on 2 cores: a 60 ms start-up took over
    /// 3.5 s of wall time). Counted from the directory, so every supervisor sharing the base dir
    /// writes the same figure.
    pub(crate) fn reweigh_base(&self) {
        let Some(base) = &self.cpu_base else { return };
        let runs = fs::read_dir(base)
            .map(|d| {
                d.flatten()
                    .filter(|e| e.file_name().to_string_lossy().starts_with("run-"))
                    .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
                    .count() as u64
            })
            .unwrap_or(0)
            .max(1);
        // Best effort: a base dir without the file (no cpu controller) schedules nothing.
        let _ = if self.v2 {
            fs::write(base.join("cpu.weight"), (runs * WEIGHT_PER_RUN).min(10_000).to_string())
        } else {
            fs::write(base.join("cpu.shares"), (runs * SHARES_PER_RUN).min(262_144).to_string())
        };
    }

    pub fn attach(&self, pid: i32) -> io::Result<()> {
        for dir in &self.dirs {
            fs::write(dir.join("cgroup.procs"), pid.to_string())?;
        }
        Ok(())
    }

    /// CPU time of every process of this run (all that ever ran in the group since the run
    /// began), in nanoseconds.
    pub fn cpu_ns(&self) -> Option<u64> {
        self.cpu_total_ns().map(|ns| ns.saturating_sub(self.cpu_start_ns))
    }

    fn cpu_total_ns(&self) -> Option<u64> {
        if self.v2 {
            let stat = fs::read_to_string(self.dirs[0].join("cpu.stat")).ok()?;
            keyed(&stat, "usage_usec").map(|us| us * 1_000)
        } else {
            read_u64(&self.dirs[2].join("cpuacct.usage"))
        }
    }

    /// Host pids of every process in the group (v1: in the cpuacct hierarchy).
    pub fn procs(&self) -> Vec<i32> {
        let dir = if self.v2 { &self.dirs[0] } else { &self.dirs[2] };
        fs::read_to_string(dir.join("cgroup.procs"))
            .unwrap_or_default()
            .lines()
            .filter_map(|l| l.trim().parse().ok())
            .collect()
    }

    pub fn memory_peak_bytes(&self) -> Option<u64> {
        if self.v2 {
            read_u64(&self.dirs[0].join("memory.peak"))
        } else {
            read_u64(&self.dirs[0].join("memory.max_usage_in_bytes"))
        }
    }

    /// How many processes the kernel's OOM killer took from this group during this run.
    pub fn oom_kills(&self) -> u64 {
        self.oom_total().saturating_sub(self.oom_start)
    }

    fn oom_total(&self) -> u64 {
        let (file, key) = if self.v2 {
            ("memory.events", "oom_kill")
        } else {
            ("memory.oom_control", "oom_kill")
        };
        fs::read_to_string(self.dirs[0].join(file)).ok().and_then(|t| keyed(&t, key)).unwrap_or(0)
    }

    /// SIGKILL every process still in the group (belt and braces: the pid namespace already does).
    pub fn kill_all(&self) {
        if self.v2 && fs::write(self.dirs[0].join("cgroup.kill"), "1").is_ok() {
            return;
        }
        if let Ok(procs) = fs::read_to_string(self.dirs[0].join("cgroup.procs")) {
            for pid in procs.lines().filter_map(|l| l.trim().parse::<i32>().ok()) {
                unsafe { libc::kill(pid, libc::SIGKILL) };
            }
        }
    }
}

impl Drop for RunCgroup {
    fn drop(&mut self) {
        self.release_held();
        for dir in &self.dirs {
            // A group empties asynchronously after its last task is reaped; retry briefly.
            for attempt in 0..50 {
                match fs::remove_dir(dir) {
                    Ok(()) => break,
                    Err(e) if e.kind() == io::ErrorKind::NotFound => break,
                    Err(_) if attempt < 49 => {
                        self.kill_all();
                        std::thread::sleep(std::time::Duration::from_millis(2));
                    }
                    Err(_) => {}
                }
            }
        }
        self.reweigh_base();
    }
}

/// Remove run groups left by a supervisor that was killed mid-run (they are empty by then).
pub fn remove_stale(support: &CgroupSupport, own_prefix: &str) {
    let bases: Vec<&PathBuf> = match support {
        CgroupSupport::V2 { base } => vec![base],
        CgroupSupport::V1 { memory, pids, cpu, cpuacct } => {
            let mut v = vec![memory, pids, cpuacct];
            v.extend(cpu.iter());
            v
        }
        CgroupSupport::Unavailable(_) => vec![],
    };
    for base in bases {
        let Ok(entries) = fs::read_dir(base) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            let group = ["run-", "idle-", "warm-"].iter().any(|p| name.starts_with(p));
            if group && !name.contains(own_prefix) && is_dead_owner(&name) {
                let _ = fs::remove_dir(entry.path());
            }
        }
    }
}

/// Group names are `run-<supervisor pid>-<n>` (in use), `idle-<supervisor pid>-<n>` (pooled) or
/// `warm-<supervisor pid>-<n>` (a warm sandbox waiting for its job); a group is stale when that
/// pid is gone.
fn is_dead_owner(name: &str) -> bool {
    let pid = name.split('-').nth(1).and_then(|p| p.parse::<i32>().ok());
    match pid {
        Some(pid) => !Path::new(&format!("/proc/{pid}")).exists(),
        None => false,
    }
}

fn tasks_empty(dir: &Path) -> bool {
    let file = if dir.join("tasks").exists() { "tasks" } else { "cgroup.procs" };
    fs::read_to_string(dir.join(file)).is_ok_and(|t| t.trim().is_empty())
}

pub(crate) fn read_u64(path: &Path) -> Option<u64> {
    fs::read_to_string(path).ok()?.trim().parse().ok()
}

fn keyed(text: &str, key: &str) -> Option<u64> {
    text.lines().find_map(|l| {
        let mut it = l.split_whitespace();
        (it.next()? == key).then(|| it.next()?.parse().ok())?
    })
}

/// Mount point and mount root of a cgroup hierarchy, found by a predicate on (fstype, super options).
fn find_mount(mountinfo: &str, pred: impl Fn(&str, &str) -> bool) -> Option<(PathBuf, String)> {
    mountinfo.lines().find_map(|line| {
        let (pre, post) = line.split_once(" - ")?;
        let pre: Vec<&str> = pre.split(' ').collect();
        let post: Vec<&str> = post.split(' ').collect();
        let (fstype, opts) = (*post.first()?, *post.get(2)?);
        let (mount, root) = (*pre.get(4)?, *pre.get(3)?);
        pred(fstype, opts).then(|| (PathBuf::from(mount), root.to_string()))
    })
}

/// The base dir for our run groups inside one hierarchy: <mount>/<own cgroup path>/mashang-sandbox.
fn base_dir(mount: &Path, mount_root: &str, own: &str) -> io::Result<PathBuf> {
    let rel = own.strip_prefix(mount_root).unwrap_or(own).trim_start_matches('/');
    let dir = mount.join(rel).join(DIR_NAME);
    fs::create_dir_all(&dir)?;
    Ok(dir)
}

/// Why a cgroup version cannot be used here (the reason `doctor` shows).
#[derive(Debug, thiserror::Error)]
pub(crate) enum NoCgroups {
    #[error("no {0} hierarchy")]
    NoHierarchy(&'static str),
    #[error("not a member of a {0} cgroup")]
    NotMember(&'static str),
    #[error("no cgroup2 mount")]
    NoCgroup2,
    #[error("not a member of a cgroup2 group")]
    NotMemberV2,
    #[error("controller {ctrl} not delegated to {}", dir.display())]
    NotDelegated { ctrl: &'static str, dir: PathBuf },
    #[error("{what}: {source}")]
    Io {
        what: String,
        #[source]
        source: io::Error,
    },
}

fn detect_v1(mountinfo: &str, membership: &str) -> Result<CgroupSupport, NoCgroups> {
    let find = |ctrl: &'static str| -> Result<PathBuf, NoCgroups> {
        let (mount, root) =
            find_mount(mountinfo, |fs, opts| fs == "cgroup" && opts.split(',').any(|o| o == ctrl))
                .ok_or(NoCgroups::NoHierarchy(ctrl))?;
        let own = membership
            .lines()
            .find_map(|l| {
                let mut parts = l.splitn(3, ':');
                let (_, ctrls, path) = (parts.next()?, parts.next()?, parts.next()?);
                ctrls.split(',').any(|c| c == ctrl).then(|| path.to_string())
            })
            .ok_or(NoCgroups::NotMember(ctrl))?;
        base_dir(&mount, &root, &own).map_err(|source| NoCgroups::Io { what: ctrl.into(), source })
    };
    Ok(CgroupSupport::V1 {
        memory: find("memory")?,
        pids: find("pids")?,
        cpu: find("cpu").ok(),
        cpuacct: find("cpuacct")?,
    })
}

fn detect_v2(mountinfo: &str, membership: &str) -> Result<CgroupSupport, NoCgroups> {
    let (mount, root) =
        find_mount(mountinfo, |fs, _| fs == "cgroup2").ok_or(NoCgroups::NoCgroup2)?;
    let own =
        membership.lines().find_map(|l| l.strip_prefix("0::")).ok_or(NoCgroups::NotMemberV2)?;
    let rel = own.strip_prefix(root.as_str()).unwrap_or(own).trim_start_matches('/');
    let own_dir = mount.join(rel);
    let available = fs::read_to_string(own_dir.join("cgroup.controllers")).unwrap_or_default();
    for ctrl in ["memory", "pids", "cpu"] {
        if !available.split_whitespace().any(|c| c == ctrl) {
            return Err(NoCgroups::NotDelegated { ctrl, dir: own_dir });
        }
    }
    // Our own group must hand the controllers down; this fails (EBUSY) when it holds processes and is
    // not the root, i.e. when the cgroup was not delegated to us.
    fs::write(own_dir.join("cgroup.subtree_control"), "+memory +pids +cpu").map_err(|source| {
        NoCgroups::Io { what: format!("enabling controllers in {}", own_dir.display()), source }
    })?;
    let base = base_dir(&mount, &root, own).map_err(|source| NoCgroups::Io {
        what: format!("creating {DIR_NAME} under {}", own_dir.display()),
        source,
    })?;
    // Controllers must be enabled for the children of our base dir.
    fs::write(base.join("cgroup.subtree_control"), "+memory +pids +cpu").map_err(|source| {
        NoCgroups::Io { what: format!("enabling controllers under {}", base.display()), source }
    })?;
    Ok(CgroupSupport::V2 { base })
}

/// Whether moving a task into a cgroup is cheap here. Without `favordynmods` every attach waits for
/// an RCU grace period (~10 ms on a quiet machine) on the global threadgroup lock.
pub fn attach_is_fast() -> bool {
    let mountinfo = fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    mountinfo
        .lines()
        .filter_map(|l| l.split_once(" - ").map(|(_, post)| post))
        .any(|post| post.starts_with("cgroup") && post.split(',').any(|o| o == "favordynmods"))
}

/// cgroup2 mount options a remount keeps: a cgroup2 remount sets every flag to what it is given,
/// so leaving one out would turn it off.
const CGROUP2_FLAGS: [&str; 6] = [
    "nsdelegate",
    "favordynmods",
    "memory_localevents",
    "memory_recursiveprot",
    "memory_hugetlb_accounting",
    "pids_localevents",
];

/// Remount the cgroup2 hierarchy with `favordynmods` on (or off, to undo), keeping its other
/// options; on makes task migration cheap for every hierarchy. Host tuning: done by
/// `mashang-sandbox tune`, or at start where runs cannot be pooled (see `wants_auto_tune`).
pub fn set_fast_attach(on: bool) -> Result<String, SetupError> {
    let mountinfo = fs::read_to_string("/proc/self/mountinfo").context("reading mountinfo")?;
    let (target, opts) = mountinfo
        .lines()
        .find_map(|l| {
            let (pre, post) = l.split_once(" - ")?;
            let post: Vec<&str> = post.split(' ').collect();
            (*post.first()? == "cgroup2")
                .then(|| (pre.split(' ').nth(4).map(str::to_string), post.get(2).copied()))
        })
        .ok_or(SetupError::State(
            "no cgroup2 mount to tune (boot with cgroup_favordynmods=true instead)",
        ))?;
    let target = target.ok_or(SetupError::State("malformed mountinfo"))?;
    let mut keep: Vec<&str> = opts
        .unwrap_or("")
        .split(',')
        .filter(|o| CGROUP2_FLAGS.contains(o) && *o != "favordynmods")
        .collect();
    if on {
        keep.push("favordynmods");
    }
    let cstr = |s: String| std::ffi::CString::new(s.clone()).map_err(|_| SetupError::Nul(s));
    let data = cstr(keep.join(","))?;
    let path = cstr(target.clone())?;
    // SAFETY: remount with NUL-terminated strings.
    let r = unsafe {
        libc::mount(
            std::ptr::null(),
            path.as_ptr(),
            std::ptr::null(),
            libc::MS_REMOUNT,
            data.as_ptr().cast(),
        )
    };
    if r < 0 {
        return Err(io::Error::last_os_error()).context(format!("remounting {target}"));
    }
    Ok(format!("remounted {target} with `{}`", data.to_string_lossy()))
}

/// Whether the sandbox should tune the host itself at start: only as root, with cgroups, where
/// runs cannot be pooled (cgroup v2) and the host is not tuned already.
pub fn wants_auto_tune(support: &CgroupSupport, privileged: bool, pooled: bool) -> bool {
    privileged && matches!(support, CgroupSupport::V2 { .. }) && !pooled && !attach_is_fast()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keyed_reads_counters_from_event_files() {
        let text = "oom_kill_disable 0\nunder_oom 0\noom_kill 3\n";
        assert_eq!(keyed(text, "oom_kill"), Some(3));
        assert_eq!(keyed(text, "missing"), None);
    }

    #[test]
    fn only_a_root_supervisor_on_cgroup_v2_tunes_the_host_itself() {
        let v2 = CgroupSupport::V2 { base: PathBuf::from("/nonexistent") };
        let none = CgroupSupport::Unavailable("test".into());
        let fast = attach_is_fast();
        assert_eq!(wants_auto_tune(&v2, true, false), !fast);
        assert!(!wants_auto_tune(&v2, false, false), "an unprivileged supervisor cannot remount");
        assert!(!wants_auto_tune(&v2, true, true), "pooled runs need no tuning");
        assert!(!wants_auto_tune(&none, true, false));
    }

    #[test]
    fn stale_group_names_with_a_live_owner_are_kept() {
        let me = std::process::id();
        assert!(!is_dead_owner(&format!("run-{me}-1")));
        assert!(is_dead_owner("run-2147483646-7"));
        assert!(!is_dead_owner("run-x"));
    }
}

//! The CPU time of a whole run, read from outside the sandbox precisely enough to time one
//! exchange of a dialogue (sub-millisecond work included), without waiting for the program.
//!
//! The kernel adds a running thread's CPU time to its cgroup's counter only when the thread is
//! scheduled out or at a timer tick (4 ms at HZ=250): read while the program is still on a CPU
//! (as it is right after writing a reply), the counter lags by up to a tick. A process's CPU clock
//! (`clock_gettime` on its clock id) is exact for running threads too, but a cgroup also holds the
//! time of processes already gone. So [`exact_cpu_ns`] adds to the counter what the live threads
//! ran and the counter does not have yet: each live process's clock minus what its threads have
//! been charged (`/proc/<pid>/task/<tid>/schedstat`, the same figure the counter is charged with).

use crate::cgroup::RunCgroup;

/// CPU nanoseconds used so far by every process and thread of the run, exact to the time the
/// reading itself takes. Dead processes count when the run has a cgroup; without one, the live
/// processes of the run's tree plus what they reaped of their children.
pub(crate) fn exact_cpu_ns(cgroup: Option<&RunCgroup>, pid: i32) -> u64 {
    let Some(cg) = cgroup else {
        return fallback_cpu_ns(pid);
    };
    let procs = cg.procs();
    // Order matters: what was charged, then the clocks, then the counter. A charge made between
    // two readings then shows in the later ones only, so the sum can overcount by the few
    // microseconds the readings take, never undercount.
    let charged: u64 =
        procs.iter().map(|p| threads(*p).iter().map(|t| schedstat_ns(*p, *t)).sum::<u64>()).sum();
    let clocks: u64 = procs.iter().map(|p| process_clock_ns(*p)).sum();
    match cg.cpu_ns() {
        Some(counter) => counter + clocks.saturating_sub(charged),
        None => fallback_cpu_ns(pid),
    }
}

/// The cgroup's counter alone: cheap, up to a tick behind. Good enough to decide when to kill.
pub(crate) fn cheap_cpu_ns(cgroup: Option<&RunCgroup>, pid: i32) -> u64 {
    match cgroup.and_then(|c| c.cpu_ns()) {
        Some(ns) => ns,
        None => fallback_cpu_ns(pid),
    }
}

fn fallback_cpu_ns(pid: i32) -> u64 {
    process_tree(pid).into_iter().map(|p| process_clock_ns(p) + reaped_children_ns(p)).sum()
}

/// `pid` and its descendants, through /proc/<pid>/task/<tid>/children.
fn process_tree(pid: i32) -> Vec<i32> {
    let mut all = vec![pid];
    let mut i = 0;
    while i < all.len() && all.len() < 4096 {
        for tid in threads(all[i]) {
            let children = std::fs::read_to_string(format!("/proc/{}/task/{tid}/children", all[i]))
                .unwrap_or_default();
            all.extend(children.split_whitespace().filter_map(|c| c.parse::<i32>().ok()));
        }
        i += 1;
    }
    all
}

fn threads(pid: i32) -> Vec<i32> {
    std::fs::read_dir(format!("/proc/{pid}/task"))
        .map(|d| d.flatten().filter_map(|e| e.file_name().to_str()?.parse().ok()).collect())
        .unwrap_or_default()
}

/// Run time the scheduler has charged to one thread (first field of its schedstat).
fn schedstat_ns(pid: i32, tid: i32) -> u64 {
    std::fs::read_to_string(format!("/proc/{pid}/task/{tid}/schedstat"))
        .ok()
        .and_then(|s| s.split_whitespace().next()?.parse().ok())
        .unwrap_or(0)
}

/// The process's CPU clock: every thread, dead ones included, running ones up to now.
fn process_clock_ns(pid: i32) -> u64 {
    // The kernel's encoding of a process CPU clock id (CPUCLOCK_SCHED of process `pid`).
    let clock = ((!pid) << 3) | 2;
    let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
    // SAFETY: a valid out-parameter; an invalid clock id only returns an error.
    if unsafe { libc::clock_gettime(clock as libc::clockid_t, &mut ts) } < 0 {
        return 0;
    }
    ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
}

/// CPU time of the children this process has reaped (cutime + cstime, in clock ticks).
fn reaped_children_ns(pid: i32) -> u64 {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{pid}/stat")) else {
        return 0;
    };
    let Some((_, rest)) = stat.rsplit_once(')') else {
        return 0;
    };
    let fields: Vec<&str> = rest.split_whitespace().collect();
    let ticks: u64 = [13, 14].iter().filter_map(|i| fields.get(*i)?.parse::<u64>().ok()).sum();
    // SAFETY: sysconf has no preconditions.
    let hz = unsafe { libc::sysconf(libc::_SC_CLK_TCK) }.max(1) as u64;
    ticks * 1_000_000_000 / hz
}

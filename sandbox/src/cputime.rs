//! The CPU time of a whole run, read from outside the sandbox precisely enough to time one
//! exchange of a dialogue (sub-millisecond work included).
//!
//! The kernel adds a running task's CPU time to its cgroup's counter only when it is scheduled out
//! or at a timer tick (4 ms at HZ=250), so a counter read while the program is still on a CPU lags
//! by up to a tick. [`settle`] therefore waits, briefly, until no thread of the run is running
//! before the counter is read: after a reply the program normally blocks reading its next request
//! within microseconds, and from then on the counter is exact.

use std::time::{Duration, Instant};

use crate::cgroup::RunCgroup;

/// CPU nanoseconds used so far by every process and thread of the run, dead ones included when
/// the run has a cgroup. Without cgroups: the live processes of the run's tree (each process's CPU
/// clock, exact for running threads too) plus what their reaped children used.
pub(crate) fn run_cpu_ns(cgroup: Option<&RunCgroup>, pid: i32) -> u64 {
    if let Some(ns) = cgroup.and_then(|c| c.cpu_ns()) {
        return ns;
    }
    process_tree(pid).into_iter().map(|p| process_clock_ns(p) + reaped_children_ns(p)).sum()
}

/// Wait (at most `max`) until no thread of the run is on a CPU or waiting for one, so that the
/// cgroup's CPU counter holds all the time used so far. Returns whether it settled.
pub(crate) fn settle(cgroup: Option<&RunCgroup>, pid: i32, max: Duration) -> bool {
    let end = Instant::now() + max;
    loop {
        let tids = match cgroup {
            Some(cg) => cg.tids(),
            None => process_tree(pid).into_iter().flat_map(threads).collect(),
        };
        if !tids.iter().any(|t| is_running(*t)) {
            return true;
        }
        if Instant::now() >= end {
            return false;
        }
        std::thread::sleep(Duration::from_micros(20));
    }
}

/// State `R` in /proc/<tid>/stat: running or runnable.
fn is_running(tid: i32) -> bool {
    let Ok(stat) = std::fs::read_to_string(format!("/proc/{tid}/stat")) else {
        return false;
    };
    stat.rsplit_once(')').and_then(|(_, rest)| rest.split_whitespace().next()) == Some("R")
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

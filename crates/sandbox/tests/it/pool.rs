//! Reused run cgroups carry nothing from one run to the next: memory peak, memory limit, OOM
//! kills, CPU time and process count are each run's own. Every test runs in a sandbox whose pool
//! keeps ONE group, so consecutive runs (and a compile and its run) share it; the pool's counters
//! prove the reuse happened.

use mashang_sandbox::{Job, Limits, RunReport, Sandbox, SandboxOptions, Status};

use crate::{assert_host_intact, exclusive, needs_cgroups};

/// A sandbox that keeps one group for reuse, or `None` (with a visible skip) without a pool.
fn one_group_pool(test: &str) -> Option<Sandbox> {
    if !needs_cgroups(test) {
        return None;
    }
    let opts = SandboxOptions { cgroup_pool: Some(1), ..Default::default() };
    crate::pooled_sandbox(test, "cgroup pool", opts)
}

fn run_c(sb: &Sandbox, source: &str, limits: Limits) -> RunReport {
    let job = Job {
        lang: "c".into(),
        source: source.into(),
        files: Vec::new(),
        limits,
        compile_limits: None,
        inputs: vec![String::new()],
        dialogue: None,
    };
    sb.run_job(&job).expect("job accepted").runs.remove(0)
}

/// A C program that allocates and touches `mb` MiB, then prints `done`
/// (through a volatile pointer, so the compiler cannot drop the allocation).
fn alloc_mb(mb: u32) -> String {
    format!(
        "#include <stdio.h>\n#include <stdlib.h>\nint main(void) {{ size_t n = (size_t){mb} << 20; volatile char *p = malloc(n); if (!p) return 3; for (size_t i = 0; i < n; i += 4096) p[i] = 1; printf(\"done %d\\n\", p[n / 2]); return 0; }}\n"
    )
}

fn mb_limits(memory_mb: u64) -> Limits {
    Limits { memory_mb, time_ms: 5_000, wall_ms: Some(20_000), ..Limits::default() }
}

#[test]
fn a_reused_group_reports_only_the_new_runs_memory_peak() {
    let _g = exclusive();
    let Some(sb) = one_group_pool("a_reused_group_reports_only_the_new_runs_memory_peak") else {
        return;
    };
    let big = run_c(&sb, &alloc_mb(200), mb_limits(256));
    assert_eq!(big.status, Status::Ok, "{big:?}");
    assert!(big.memory_kb >= 200 * 1024, "the 200 MiB run reported {} KiB", big.memory_kb);
    let before = sb.pool_stats();
    let small = run_c(&sb, &alloc_mb(1), mb_limits(256));
    assert_eq!(small.status, Status::Ok, "{small:?}");
    assert!(
        sb.pool_stats().reused > before.reused,
        "the group was not reused: {:?}",
        sb.pool_stats()
    );
    assert!(
        (1024..8 * 1024).contains(&small.memory_kb),
        "a 1 MiB run after a 200 MiB one reported a peak of {} KiB",
        small.memory_kb
    );
    assert_host_intact();
}

#[test]
fn a_reused_group_gives_the_full_new_memory_limit_and_forgets_oom_kills() {
    let _g = exclusive();
    let test = "a_reused_group_gives_the_full_new_memory_limit_and_forgets_oom_kills";
    let Some(sb) = one_group_pool(test) else { return };
    assert_eq!(run_c(&sb, &alloc_mb(200), mb_limits(256)).status, Status::Ok);
    let before = sb.pool_stats();
    // 56 of 64 MiB fits only if nothing of the 200 MiB run is still charged to the group.
    let fits = run_c(&sb, &alloc_mb(56), mb_limits(64));
    assert_eq!(
        fits.status,
        Status::Ok,
        "56 MiB under a 64 MiB limit after a 200 MiB run: {fits:?}"
    );
    let over = run_c(&sb, &alloc_mb(80), mb_limits(64));
    assert_eq!(over.status, Status::MemoryLimit, "80 MiB under a 64 MiB limit: {over:?}");
    // The OOM kill above is not this run's.
    let after_oom = run_c(&sb, &alloc_mb(1), mb_limits(64));
    assert_eq!(after_oom.status, Status::Ok, "a run after an OOM-killed one: {after_oom:?}");
    // A higher limit than the last run's is applied too.
    let raised = run_c(&sb, &alloc_mb(150), mb_limits(200));
    assert_eq!(raised.status, Status::Ok, "150 MiB under a 200 MiB limit after 64 MiB: {raised:?}");
    assert!(sb.pool_stats().reused >= before.reused + 4, "{:?}", sb.pool_stats());
    assert_host_intact();
}

#[test]
fn a_tiny_run_after_a_busy_one_in_the_same_group_reports_tiny_cpu_time() {
    let _g = exclusive();
    let test = "a_tiny_run_after_a_busy_one_in_the_same_group_reports_tiny_cpu_time";
    let Some(sb) = one_group_pool(test) else { return };
    let busy = "#include <time.h>\nint main(void) { volatile unsigned long x = 0; while (clock() < CLOCKS_PER_SEC) x++; return 0; }\n";
    let r = run_c(&sb, busy, mb_limits(64));
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert!(r.cpu_ms >= 900, "the busy run reported {} ms of CPU", r.cpu_ms);
    let before = sb.pool_stats();
    let tiny = run_c(&sb, "int main(void) { return 0; }\n", mb_limits(64));
    assert_eq!(tiny.status, Status::Ok, "{tiny:?}");
    assert!(sb.pool_stats().reused > before.reused, "{:?}", sb.pool_stats());
    assert!(tiny.cpu_ms < 100, "a no-op run after a busy one reported {} ms of CPU", tiny.cpu_ms);
    assert_host_intact();
}

#[test]
fn the_process_limit_of_a_reused_group_is_exact() {
    let _g = exclusive();
    let Some(sb) = one_group_pool("the_process_limit_of_a_reused_group_is_exact") else { return };
    // Forks until refused, children sleep; prints how many forks succeeded.
    let forker = "#include <stdio.h>\n#include <unistd.h>\nint main(void) { int n = 0; for (;;) { pid_t p = fork(); if (p < 0) break; if (p == 0) { sleep(100); _exit(0); } n++; } printf(\"%d\\n\", n); fflush(stdout); _exit(0); }\n";
    let limits = |processes| Limits { processes, ..mb_limits(128) };
    let first = run_c(&sb, forker, limits(8));
    assert_eq!(first.status, Status::Ok, "{first:?}");
    let before = sb.pool_stats();
    let second = run_c(&sb, forker, limits(16));
    assert_eq!(second.status, Status::Ok, "{second:?}");
    assert!(sb.pool_stats().reused > before.reused, "{:?}", sb.pool_stats());
    let n: u32 = second.stdout.trim().parse().expect("count printed");
    // The program itself is one of the 16: at most 15 children, and none of the first run's
    // 7 children may still count against this run.
    assert!((12..16).contains(&n), "{n} forks succeeded under a 16-process limit");
    assert_host_intact();
}

/// A run's mounts outlive its init (held until its group is given back, so their teardown is not
/// part of the run's exit): the 40 MiB it left in its tmpfs must still be gone, uncharged, before
/// the group is reused — the next run gets the whole limit and its own peak.
#[test]
fn files_a_run_left_in_its_tmpfs_are_gone_before_its_group_is_reused() {
    let _g = exclusive();
    let test = "files_a_run_left_in_its_tmpfs_are_gone_before_its_group_is_reused";
    let Some(sb) = one_group_pool(test) else { return };
    let fill = "#include <stdio.h>\n#include <string.h>\nstatic char b[1 << 20];\nint main(void) { memset(b, 7, sizeof b); FILE *f = fopen(\"/work/left\", \"w\"); FILE *g = fopen(\"/tmp/left\", \"w\"); if (!f || !g) return 3; for (int i = 0; i < 20; i++) { if (fwrite(b, 1, sizeof b, f) != sizeof b || fwrite(b, 1, sizeof b, g) != sizeof b) return 4; } fclose(f); fclose(g); puts(\"left\"); return 0; }\n";
    let limits = Limits { tmpfs_mb: 64, file_size_kb: 32 << 10, ..mb_limits(96) };
    let left = run_c(&sb, fill, limits.clone());
    assert_eq!(left.status, Status::Ok, "{left:?}");
    assert!(left.memory_kb >= 40 * 1024, "40 MiB written to tmpfs, peak {} KiB", left.memory_kb);
    let before = sb.pool_stats();
    // 80 of 96 MiB fits only if the 40 MiB of files are no longer charged to the group.
    let next = run_c(&sb, &alloc_mb(80), limits);
    assert_eq!(next.status, Status::Ok, "80 MiB under 96 MiB after 40 MiB of files: {next:?}");
    assert!(sb.pool_stats().reused > before.reused, "not reused: {:?}", sb.pool_stats());
    assert!(
        next.memory_kb < 90 * 1024,
        "an 80 MiB run after 40 MiB of files reported a peak of {} KiB",
        next.memory_kb
    );
    assert_host_intact();
}

#!/bin/bash
# Does the sandbox's one-CPU quota throttle a single thread? Runs a C program burning 1 s of its own
# CPU time in a fresh cgroup-v1 `cpu` group with the sandbox's quota (or none), and prints its CPU
# and wall time and the group's throttling counters. Root, cgroup v1 cpu controller.
# Usage: cfs_throttle.sh QUOTA_US [SHARES]  (QUOTA_US 100000 = the sandbox's cap, -1 = no cap;
# SHARES 262144 gives the group a whole core on a busy machine, as on an idle one)
set -euo pipefail
quota=${1:-100000}
shares=${2:-1024}
dir=$(mktemp -d)
trap 'rm -rf "$dir"; rmdir "$cg" 2>/dev/null || true' EXIT
cat > "$dir/burn.c" <<'C'
#include <stdio.h>
#include <time.h>
static double now(clockid_t c) { struct timespec t; clock_gettime(c, &t); return t.tv_sec + t.tv_nsec / 1e9; }
int main(void) {
    double w0 = now(CLOCK_MONOTONIC), c0 = now(CLOCK_PROCESS_CPUTIME_ID);
    while (now(CLOCK_PROCESS_CPUTIME_ID) - c0 < 1.0) {}
    printf("cpu %.3f wall %.3f ", now(CLOCK_PROCESS_CPUTIME_ID) - c0, now(CLOCK_MONOTONIC) - w0);
    return 0;
}
C
gcc -O2 -o "$dir/burn" "$dir/burn.c"
cg=/sys/fs/cgroup/cpu/cfs-throttle-$$
mkdir "$cg"
echo 100000 > "$cg/cpu.cfs_period_us"
echo "$quota" > "$cg/cpu.cfs_quota_us"
echo "$shares" > "$cg/cpu.shares"
bash -c "echo \$\$ > $cg/cgroup.procs; exec $dir/burn"
grep -E "nr_periods|nr_throttled|throttled_time" "$cg/cpu.stat" | tr '\n' ' '
echo

//! Prepared sandboxes (parked just before exec): a run that takes one sees exactly what a cold run
//! sees — its files, stdin, argv, ids, rlimits and cgroup — is held to its own limits from exec,
//! leaves nothing for the next run, and never fails because a prepared sandbox did. Each test uses
//! its own sandbox (its own pool and counters).

use std::time::Duration;

use mashang_sandbox::{
    Dialogue, Job, JobFile, Limits, PoolKind, RunReport, Sandbox, SandboxOptions, Status, WarmStats,
};

use crate::{assert_host_intact, exclusive, need, needs_cgroups};

/// Bounds a broken refill only (a loaded machine takes a few ms per prepared sandbox).
const READY: Duration = Duration::from_secs(60);

/// A sandbox with its own pools (one sandbox per key), nothing warmed before the first job;
/// `None` (said visibly) where pools do not apply. Call it before taking the run lock.
fn prepared_sandbox(test: &str) -> Option<Sandbox> {
    if !needs_cgroups(test) || !need(&["python", "javascript"], test) {
        return None;
    }
    let sizes = [("python".to_string(), 1), ("javascript".to_string(), 1)].into();
    let opts = SandboxOptions {
        warm_pool: Some(sizes),
        prewarm: Some(false),
        ..SandboxOptions::default()
    };
    crate::pooled_sandbox(test, "prepared sandboxes", opts)
}

fn stats(sb: &Sandbox, lang: &str, kind: PoolKind) -> WarmStats {
    let mine = |s: &WarmStats| s.lang == lang && s.kind == kind;
    sb.warm_stats().into_iter().find(mine).unwrap_or_default()
}

fn limits() -> Limits {
    Limits { time_ms: 2_000, wall_ms: Some(30_000), memory_mb: 128, ..Limits::default() }
}

fn run(sb: &Sandbox, job: &Job) -> RunReport {
    sb.run_job(job).expect("job accepted").runs.remove(0)
}

/// Run `job` once (its key is learned: a miss, cold), wait for a prepared sandbox, run it again:
/// a hit. Returns both reports.
fn cold_then_prepared(sb: &Sandbox, job: &Job) -> (RunReport, RunReport) {
    let lang = job.lang.as_str();
    let cold = run(sb, job);
    assert!(sb.warm_wait_ready(lang, PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    let before = stats(sb, lang, PoolKind::Prepared).hits;
    let prepared = run(sb, job);
    assert_eq!(stats(sb, lang, PoolKind::Prepared).hits, before + 1, "{:?}", sb.warm_stats());
    (cold, prepared)
}

/// Prints everything of its surroundings a program can see and a cold run fixes.
const INSPECT: &str = r#"
import os, sys, resource, socket, hashlib
data = sys.stdin.buffer.read()
print("argv", sys.argv, "cwd", os.getcwd(), "ids", os.getuid(), os.getgid(), os.getgroups())
for f in sorted(os.listdir("/work")):
    st = os.stat("/work/" + f)
    print("file", f, oct(st.st_mode), st.st_uid, st.st_gid, st.st_size)
print("helper", open("/work/helper.txt").read())
print("stdin", len(data), hashlib.sha256(data).hexdigest(), os.lseek(0, 0, os.SEEK_END))
for name in ("CPU", "FSIZE", "NOFILE", "NPROC", "STACK", "CORE", "MEMLOCK", "NICE", "SIGPENDING"):
    print("rlimit", name, resource.getrlimit(getattr(resource, "RLIMIT_" + name)))
print("cgroup", open("/proc/self/cgroup").read().split())
print("host", socket.gethostname(), "env", sorted(os.environ))
print("status", [l for l in open("/proc/self/status").read().splitlines() if l.startswith(("Cap", "Seccomp", "NoNewPrivs"))])
print("pids", sorted(p for p in os.listdir("/proc") if p.isdigit()))
"#;

#[test]
fn a_prepared_run_sees_exactly_what_a_cold_run_sees() {
    let Some(sb) = prepared_sandbox("a_prepared_run_sees_exactly_what_a_cold_run_sees") else {
        return;
    };
    let _g = exclusive();
    let stdin: String = (0..200_000).map(|i| char::from(b'a' + (i % 26) as u8)).collect();
    let files = vec![JobFile { name: "helper.txt".into(), content: "from the job".into() }];
    let job = crate::plain_job("python", INSPECT, files, limits(), &stdin);
    let (cold, prepared) = cold_then_prepared(&sb, &job);
    for r in [&cold, &prepared] {
        assert_eq!(r.status, Status::Ok, "{r:?}");
    }
    assert!(cold.stdout.contains("stdin 200000 "), "{}", cold.stdout);
    assert!(cold.stdout.contains("helper from the job"), "{}", cold.stdout);
    assert_eq!(prepared.stdout, cold.stdout, "a prepared run sees what a cold one sees");
    assert_eq!(prepared.stderr, cold.stderr);
    drop(sb);
    assert_host_intact();
}

#[test]
fn a_prepared_node_run_sees_exactly_what_a_cold_run_sees() {
    let Some(sb) = prepared_sandbox("a_prepared_node_run_sees_exactly_what_a_cold_run_sees") else {
        return;
    };
    let _g = exclusive();
    let src = "const fs = require('fs');\nconst v8 = require('v8');\nconsole.log(process.argv.slice(1), process.cwd(), fs.readdirSync('/work'), fs.readFileSync(0, 'utf8').length, v8.getHeapStatistics().heap_size_limit >> 20);\n";
    let job = crate::plain_job(
        "javascript",
        src,
        Vec::new(),
        Limits { memory_mb: 256, ..limits() },
        "xyz",
    );
    let (cold, prepared) = cold_then_prepared(&sb, &job);
    assert_eq!(cold.status, Status::Ok, "{cold:?}");
    assert_eq!(prepared.stdout, cold.stdout, "same argv, files, stdin and heap size");
}

#[test]
fn a_prepared_run_is_held_to_its_own_limits_from_exec() {
    let Some(sb) = prepared_sandbox("a_prepared_run_is_held_to_its_own_limits_from_exec") else {
        return;
    };
    let _g = exclusive();
    // The prepared sandbox was set up under generous warm-up limits (512 MiB, 10 s); each run
    // below is a hit held to its own.
    let hit = |source: &str, limits: Limits| {
        let job = crate::plain_job("python", source, Vec::new(), limits, "");
        let (_, prepared) = cold_then_prepared(&sb, &job);
        prepared
    };
    let hog = "b = bytearray(200 << 20)\nb[::4096] = b'\\x01' * len(b[::4096])\n";
    let r = hit(hog, Limits { memory_mb: 64, ..limits() });
    assert_eq!(r.status, Status::MemoryLimit, "{r:?}");
    let spin = "while True:\n    pass\n";
    let r = hit(spin, Limits { time_ms: 500, wall_ms: Some(10_000), ..limits() });
    assert_eq!(r.status, Status::TimeLimit, "{r:?}");
    assert!((500..3_000).contains(&r.cpu_ms), "{r:?}");
    let forker = "import os, time\nn = 0\nwhile True:\n    try:\n        p = os.fork()\n    except OSError:\n        break\n    if p == 0:\n        time.sleep(100)\n        os._exit(0)\n    n += 1\nprint(n)\n";
    let r = hit(forker, Limits { processes: 16, ..limits() });
    let n: u32 = r.stdout.trim().parse().unwrap_or_else(|_| panic!("{r:?}"));
    assert!((12..16).contains(&n), "{n} forks under a 16-process limit");
    let small = "b = bytearray(8 << 20)\nb[::4096] = b'\\x01' * len(b[::4096])\nprint('ok')\n";
    let r = hit(small, limits());
    assert_eq!(r.stdout, "ok\n", "{r:?}");
    assert!(r.memory_kb < 64 * 1024 && r.cpu_ms < 1_000, "only the run is counted: {r:?}");
    drop(sb);
    assert_host_intact();
}

#[test]
fn nothing_a_prepared_run_leaves_behind_reaches_the_next_run() {
    let Some(sb) = prepared_sandbox("nothing_a_prepared_run_leaves_behind_reaches_the_next_run")
    else {
        return;
    };
    let _g = exclusive();
    let leaver = "import os, time\nfor d in ('/work', '/tmp'):\n    open(d + '/left', 'w').write('EXPECTED-f00d')\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        time.sleep(100)\n    os._exit(0)\nprint('left')\n";
    let (_, first) =
        cold_then_prepared(&sb, &crate::plain_job("python", leaver, Vec::new(), limits(), ""));
    assert_eq!(first.stdout, "left\n", "{first:?}");
    let looker = "import os\nfound = [d + '/' + f for d in ('/work', '/tmp') for f in os.listdir(d) if f != 'main.py']\nfound += [p for p in os.listdir('/proc') if p.isdigit() and p != str(os.getpid())]\nprint(' '.join(found) or 'clean')\n";
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY));
    let second = run(&sb, &crate::plain_job("python", looker, Vec::new(), limits(), ""));
    assert_eq!(second.stdout, "clean\n", "{second:?}");
    assert_eq!(stats(&sb, "python", PoolKind::Prepared).hits, 2, "{:?}", sb.warm_stats());
    drop(sb);
    assert_host_intact();
}

#[test]
fn a_prepared_sandbox_killed_in_the_pool_is_discarded_and_the_run_still_runs() {
    let test = "a_prepared_sandbox_killed_in_the_pool_is_discarded_and_the_run_still_runs";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    let job = crate::plain_job("python", "print(input() * 2)\n", Vec::new(), limits(), "ab\n");
    assert_eq!(run(&sb, &job).stdout, "abab\n");
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    for pid in sb.warm_idle_pids("python", PoolKind::Prepared) {
        // SAFETY: a pid of our own child, not reaped (it is in the pool).
        unsafe { libc::kill(pid, libc::SIGKILL) };
        crate::warm::wait_exited(pid);
    }
    let r = run(&sb, &job);
    assert_eq!((r.status, r.stdout.as_str()), (Status::Ok, "abab\n"), "{r:?}");
    assert!(stats(&sb, "python", PoolKind::Prepared).discarded >= 1, "{:?}", sb.warm_stats());
}

#[test]
fn a_judging_that_finds_no_loader_takes_a_prepared_sandbox() {
    let test = "a_judging_that_finds_no_loader_takes_a_prepared_sandbox";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    let driver = "import os, sys\nos.write(3, b'ready ' + sys.argv[0].encode() + b'\\n')\nfor line in sys.stdin:\n    os.write(3, str(int(line) * 2).encode() + b'\\n')\n";
    let job = Job {
        dialogue: Some(Dialogue {
            turns: vec![crate::warm::turn("21")],
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
        inputs: Vec::new(),
        ..crate::plain_job("python", driver, Vec::new(), limits(), "")
    };
    let cold = run(&sb, &job);
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    assert!(sb.warm_wait_ready("python", PoolKind::Loader, 1, READY), "{:?}", sb.warm_stats());
    // No loader to take: kill the waiting ones (found dead at take time, discarded).
    for pid in sb.warm_idle_pids("python", PoolKind::Loader) {
        // SAFETY: a pid of our own child, not reaped (it is in the pool).
        unsafe { libc::kill(pid, libc::SIGKILL) };
        crate::warm::wait_exited(pid);
    }
    let prepared = run(&sb, &job);
    assert_eq!(stats(&sb, "python", PoolKind::Prepared).hits, 1, "{:?}", sb.warm_stats());
    for r in [&cold, &prepared] {
        assert_eq!(r.status, Status::Ok, "{r:?}");
        let d = r.dialogue.as_ref().expect("a dialogue report");
        assert_eq!(d.ready.as_deref(), Some("ready main.py"));
        assert_eq!(d.turns[0].reply.as_deref(), Some("42"));
    }
}

#[test]
fn the_shared_test_sandbox_runs_plain_python_in_prepared_sandboxes() {
    // The attack suites run on the shared sandbox: with its defaults, their plain Python runs go
    // through prepared sandboxes (and through the cold path when none is waiting).
    let test = "the_shared_test_sandbox_runs_plain_python_in_prepared_sandboxes";
    if !needs_cgroups(test) || !need(&["python"], test) {
        return;
    }
    let sb = crate::sandbox();
    if sb.attach_mode() != mashang_sandbox::AttachMode::Pool {
        return crate::skip(test, "no cgroup v1 pool on this host", "a cgroup v1 or hybrid host");
    }
    let _g = exclusive();
    let job = crate::plain_job("python", "print(6 * 7)\n", Vec::new(), crate::limits(2_000), "");
    assert_eq!(run(sb, &job).stdout, "42\n");
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    let before = stats(sb, "python", PoolKind::Prepared).hits;
    assert_eq!(run(sb, &job).stdout, "42\n");
    // Other tests share this sandbox: at least this run was a hit.
    assert!(stats(sb, "python", PoolKind::Prepared).hits > before, "{:?}", sb.warm_stats());
}

#[test]
fn a_run_whose_files_a_prepared_sandbox_cannot_write_runs_cold_and_succeeds() {
    let test = "a_run_whose_files_a_prepared_sandbox_cannot_write_runs_cold_and_succeeds";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    // A prepared sandbox writes the job's files under the job's rlimits: a 64 KiB file under a
    // 16 KiB file-size limit kills it before exec. A cold run writes them before its rlimits.
    let files = vec![JobFile { name: "big.txt".into(), content: "x".repeat(64 << 10) }];
    let source = "print(len(open('/work/big.txt').read()))\n";
    let job =
        crate::plain_job("python", source, files, Limits { file_size_kb: 16, ..limits() }, "");
    assert_eq!(run(&sb, &job).stdout, "65536\n", "the first run (cold) teaches the key");
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    let before = stats(&sb, "python", PoolKind::Prepared);
    let r = run(&sb, &job);
    assert_eq!((r.status, r.stdout.as_str()), (Status::Ok, "65536\n"), "{r:?}");
    let after = stats(&sb, "python", PoolKind::Prepared);
    assert_eq!(after.hits, before.hits, "counted as a miss: {after:?}");
    assert_eq!(after.discarded, before.discarded + 1, "{after:?}");
    drop(sb);
    assert_host_intact();
}

#[test]
fn a_prepared_run_holds_no_descriptor_or_trace_of_its_preparation() {
    // An attacker who read park.rs looks for the sync pipe (fd 4), the error pipe (fd 5), the
    // bind sources (fd 6…), another sandbox's processes, and the job's own encoding in memory.
    let test = "a_prepared_run_holds_no_descriptor_or_trace_of_its_preparation";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    let probe = r#"
import os
fds = sorted(int(f) for f in os.listdir("/proc/self/fd"))
open_fds = []
for fd in range(3, 256):
    try:
        os.fstat(fd)
        open_fds.append(fd)
    except OSError:
        pass
wrote = []
for fd in (4, 5):
    try:
        os.write(fd, b"g")
        wrote.append(fd)
    except OSError:
        pass
others = [p for p in os.listdir("/proc") if p.isdigit() and p != str(os.getpid())]
print("listed", fds, "open", open_fds, "wrote", wrote, "others", others, "pid", os.getpid())
"#;
    let job = crate::plain_job("python", probe, Vec::new(), limits(), "");
    let (cold, prepared) = cold_then_prepared(&sb, &job);
    // listdir's own descriptor shows as 3 while it runs; nothing else beyond stdio.
    let want = "listed [0, 1, 2, 3] open [] wrote [] others [] pid 1\n";
    assert_eq!(cold.stdout, want, "{cold:?}");
    assert_eq!(prepared.stdout, want, "{prepared:?}");
}

/// Whether two processes share one address space (`kcmp(KCMP_VM)`: 0 when they do).
fn same_memory(a: i32, b: i32) -> bool {
    const KCMP_VM: libc::c_long = 1;
    // SAFETY: kcmp only compares kernel objects of the two pids.
    let r = unsafe { libc::syscall(libc::SYS_kcmp, a, b, KCMP_VM, 0, 0) };
    assert!(r >= 0, "kcmp {a} {b}: {}", std::io::Error::last_os_error());
    r == 0
}

/// A child is cloned sharing the supervisor's memory (nothing of the supervisor is copied for it,
/// nor dropped at its exec: a start does not grow with what the supervisor holds), and no program
/// ever does: after exec it has an address space of its own. Checked on a sandbox parked before
/// exec and on a loader (an exec'd interpreter waiting for its judging).
#[test]
fn a_parked_child_shares_the_supervisors_memory_and_a_program_never_does() {
    let test = "a_parked_child_shares_the_supervisors_memory_and_a_program_never_does";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    let me = std::process::id() as i32;
    let plain = crate::plain_job("python", "print(1)\n", Vec::new(), limits(), "");
    assert_eq!(run(&sb, &plain).stdout, "1\n");
    let driver = "import os, sys\nos.write(3, b'ready\\n')\nfor line in sys.stdin:\n    os.write(3, line.encode())\n";
    let judging = Job {
        dialogue: Some(Dialogue {
            turns: vec![crate::warm::turn("7")],
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
        inputs: Vec::new(),
        ..crate::plain_job("python", driver, Vec::new(), limits(), "")
    };
    assert_eq!(run(&sb, &judging).status, Status::Ok);
    assert!(sb.warm_wait_ready("python", PoolKind::Prepared, 1, READY), "{:?}", sb.warm_stats());
    assert!(sb.warm_wait_ready("python", PoolKind::Loader, 1, READY), "{:?}", sb.warm_stats());
    let parked = sb.warm_idle_pids("python", PoolKind::Prepared);
    let loaders = sb.warm_idle_pids("python", PoolKind::Loader);
    assert!(!parked.is_empty() && !loaders.is_empty(), "{parked:?} {loaders:?}");
    for pid in parked {
        assert!(same_memory(me, pid), "parked child {pid} has a copy of the supervisor's memory");
    }
    for pid in loaders {
        assert!(!same_memory(me, pid), "loader {pid} shares the supervisor's memory after exec");
    }
    drop(sb);
    assert_host_intact();
}

/// Attack on the shared-memory clone: the supervisor holds a secret (as the judge holds expected
/// outputs) while the child that becomes the program shared its memory until exec; the program
/// reads every readable byte of its own address space and must not find it.
#[test]
fn a_program_finds_nothing_of_the_supervisors_memory_in_its_own() {
    let test = "a_program_finds_nothing_of_the_supervisors_memory_in_its_own";
    let Some(sb) = prepared_sandbox(test) else {
        return;
    };
    let _g = exclusive();
    // Built at run time, so the bytes are in our heap and not only in the test binary's text.
    let secret: String = ["hidden", "answer", "EXPECTED", "9f3c "].join("-");
    let secret = std::hint::black_box(secret.repeat(64));
    // The needle never exists whole in the program: it looks for its first half followed by
    // its second (each from stdin), so only a copy of the supervisor's secret can match.
    let scan = r#"
head, tail = bytes.fromhex(input()), bytes.fromhex(input())
found = 0
with open('/proc/self/maps') as maps, open('/proc/self/mem', 'rb', 0) as mem:
    for line in maps:
        addr, perms = line.split()[:2]
        if 'r' not in perms:
            continue
        lo, hi = (int(x, 16) for x in addr.split('-'))
        try:
            mem.seek(lo)
            data = mem.read(hi - lo)
        except (OSError, ValueError, OverflowError):
            continue
        i = data.find(head)
        while i >= 0:
            if data[i + len(head):i + len(head) + len(tail)] == tail:
                found += 1
            i = data.find(head, i + 1)
print('found', found)
"#;
    let hex = |s: &str| s.bytes().map(|b| format!("{b:02x}")).collect::<String>();
    let stdin = format!("{}\n{}\n", hex("hidden-answer-"), hex("EXPECTED-9f3c"));
    let job = crate::plain_job("python", scan, Vec::new(), limits(), &stdin);
    let (cold, prepared) = cold_then_prepared(&sb, &job);
    for r in [&cold, &prepared] {
        assert_eq!((r.status, r.stdout.as_str()), (Status::Ok, "found 0\n"), "{r:?}");
    }
    assert!(secret.contains("hidden-answer-EXPECTED-9f3c"));
}

//! Warm sandboxes: a dialogue job handed to a pre-started sandbox gets exactly what a cold run
//! gets — its limits, CPU time and memory peak counted from the handover — and nothing of the
//! warm-up or of any other job; a warm sandbox that dies or hangs before its job never fails a
//! judging. Each test uses its own sandbox (its own pool and counters).

use std::time::Duration;

use mashang_sandbox::{
    Dialogue, Job, JobFile, Limits, PoolKind, RunReport, Sandbox, SandboxOptions, Status, Turn,
    WarmStats,
};

use crate::{assert_host_intact, exclusive, need, needs_cgroups};

/// Warm-ups on a machine loaded by parallel builds take seconds; this only bounds a broken one.
const READY: Duration = Duration::from_secs(60);

/// A sandbox with its own warm pool (`size` per language), the python loader given `warm_up`
/// code to run before it says it is warm; `None` (said visibly) where warm pools do not apply.
/// Call it before taking the run lock (`need` takes it).
fn warm_sandbox(test: &str, warm_up: &str, size: usize) -> Option<Sandbox> {
    if !needs_cgroups(test) || !need(&["python", "javascript"], test) {
        return None;
    }
    let marker = "    # warm-up done\n";
    let table = mashang_sandbox::languages::BUILTIN_TABLE;
    assert!(table.contains(marker), "the python loader has its warm-up marker");
    let indented: String = warm_up.lines().map(|l| format!("    {l}\n")).collect();
    let table = table.replacen(marker, &format!("{indented}{marker}"), 1);
    let sizes = [("python".to_string(), size), ("javascript".to_string(), size)].into();
    let opts = SandboxOptions {
        languages_toml: Some(table),
        warm_pool: Some(sizes),
        // Each test teaches its pool its keys: the first job of a key is cold.
        prewarm: Some(false),
        ..SandboxOptions::default()
    };
    crate::pooled_sandbox(test, "warm pool", opts)
}

fn stats(sb: &Sandbox, lang: &str) -> WarmStats {
    let loader = |s: &WarmStats| s.lang == lang && s.kind == PoolKind::Loader;
    sb.warm_stats().into_iter().find(loader).expect("a pool for the language")
}

pub(crate) fn turn(request: &str) -> Turn {
    Turn {
        request: format!("{request}\n"),
        limit_ms: 1_000,
        kill_ms: 2_000,
        wall_ms: 20_000,
        repeat: 1,
        repeat_budget_ms: None,
        optional: false,
        idle_ms: None,
    }
}

fn job_limits() -> Limits {
    Limits { time_ms: 2_000, wall_ms: Some(30_000), memory_mb: 128, ..Limits::default() }
}

fn judge(
    sb: &Sandbox,
    lang: &str,
    source: &str,
    files: Vec<JobFile>,
    limits: Limits,
    requests: &[&str],
) -> RunReport {
    let job = Job {
        lang: lang.into(),
        source: source.into(),
        files,
        limits,
        compile_limits: None,
        inputs: Vec::new(),
        dialogue: Some(Dialogue {
            turns: requests.iter().map(|r| turn(r)).collect(),
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
    };
    sb.run_job(&job).expect("job accepted").runs.remove(0)
}

fn ready(r: &RunReport) -> String {
    r.dialogue
        .as_ref()
        .and_then(|d| d.ready.clone())
        .unwrap_or_else(|| panic!("no ready line: {r:?}"))
}

fn replies(r: &RunReport) -> Vec<Option<String>> {
    r.dialogue.as_ref().unwrap().turns.iter().map(|t| t.reply.clone()).collect()
}

/// A driver that imports its solution, says ready (with what it was given to say), then answers
/// each request line with the solution's answer.
const DRIVER: &str = r#"
import os, sys, solution
os.write(3, (solution.READY + "\n").encode())
while True:
    line = b""
    while not line.endswith(b"\n"):
        c = os.read(0, 1 << 16)
        if not c:
            sys.exit(0)
        line += c
    os.write(3, (solution.answer(line.decode().strip()) + "\n").encode())
"#;

fn solution(code: &str) -> Vec<JobFile> {
    vec![JobFile { name: "solution.py".into(), content: code.into() }]
}

/// Run the same job twice: the first (a miss) teaches the pool its key and runs cold; the second
/// waits for a warm sandbox and must be a hit.
fn cold_then_warm(
    sb: &Sandbox,
    code: &str,
    limits: Limits,
    requests: &[&str],
) -> (RunReport, RunReport) {
    let cold = judge(sb, "python", DRIVER, solution(code), limits.clone(), requests);
    assert!(
        sb.warm_wait_ready("python", PoolKind::Loader, 1, READY),
        "no warm sandbox: {:?}",
        sb.warm_stats()
    );
    let before = stats(sb, "python").hits;
    let warm = judge(sb, "python", DRIVER, solution(code), limits, requests);
    assert_eq!(stats(sb, "python").hits, before + 1, "the second job ran warm");
    (cold, warm)
}

#[test]
fn a_warm_python_judging_answers_exactly_like_a_cold_one() {
    let Some(sb) = warm_sandbox("a_warm_python_judging_answers_exactly_like_a_cold_one", "", 1)
    else {
        return;
    };
    let _g = exclusive();
    let code = "import sys\nREADY = 'ready ' + sys.argv[0] + ' ' + sys.path[0] + ' ' + __import__('__main__').__file__\ndef answer(x):\n    return str(int(x) * 2)\n";
    let (cold, warm) = cold_then_warm(&sb, code, job_limits(), &["21", "50"]);
    assert_eq!(stats(&sb, "python").misses, 1);
    for r in [&cold, &warm] {
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert_eq!(replies(r), vec![Some("42".into()), Some("100".into())]);
    }
    assert_eq!(ready(&cold), "ready main.py /work /work/main.py");
    assert_eq!(ready(&warm), ready(&cold), "the driver sees the same argv, path and file");
    assert!(warm.memory_kb > 0 && warm.wall_ms > 0, "{warm:?}");
    drop(sb);
    assert_host_intact();
}

#[test]
fn an_error_in_a_warm_job_reads_like_the_cold_traceback() {
    let Some(sb) = warm_sandbox("an_error_in_a_warm_job_reads_like_the_cold_traceback", "", 1)
    else {
        return;
    };
    let _g = exclusive();
    let code = "READY = 'r'\ndef answer(x):\n    raise ValueError('boom ' + x)\n";
    let (cold, warm) = cold_then_warm(&sb, code, job_limits(), &["7"]);
    for r in [&cold, &warm] {
        assert_eq!(r.status, Status::RuntimeError, "{r:?}");
        assert_eq!(r.exit_code, Some(1));
    }
    assert_eq!(warm.stderr, cold.stderr, "same traceback, no loader frame");
    assert!(!warm.stderr.contains("<string>"), "{}", warm.stderr);
}

#[test]
fn cpu_burnt_before_the_handover_is_not_counted_to_the_job() {
    // The warm-up burns 1.5 s of CPU: counted to the job, the load phase (1 s) would be killed.
    let burn =
        "import time\nend = time.process_time() + 1.5\nwhile time.process_time() < end:\n    pass";
    let Some(sb) = warm_sandbox("cpu_burnt_before_the_handover_is_not_counted_to_the_job", burn, 1)
    else {
        return;
    };
    let _g = exclusive();
    let limits = Limits { time_ms: 1_000, ..job_limits() };
    let (_, warm) =
        cold_then_warm(&sb, "READY = 'r'\ndef answer(x):\n    return x\n", limits, &["1"]);
    assert_eq!(warm.status, Status::Ok, "{warm:?}");
    let d = warm.dialogue.as_ref().unwrap();
    assert!(d.load_cpu_us < 500_000, "load counted {} us", d.load_cpu_us);
    assert!(warm.cpu_ms < 1_000, "the job's CPU time includes the warm-up: {} ms", warm.cpu_ms);
}

#[test]
fn a_memory_heavy_warm_up_leaves_the_job_its_own_peak_and_limit() {
    let heavy = "b = bytearray(300 << 20)\nfor i in range(0, len(b), 4096):\n    b[i] = 1\ndel b";
    let Some(sb) =
        warm_sandbox("a_memory_heavy_warm_up_leaves_the_job_its_own_peak_and_limit", heavy, 1)
    else {
        return;
    };
    let limits = Limits { memory_mb: 96, ..job_limits() };
    let small = "READY = 'r'\ndef answer(x):\n    b = bytearray(int(x) << 20)\n    b[::4096] = b'\\x01' * len(b[::4096])\n    return str(len(b))\n";
    let (_, warm) = cold_then_warm(&sb, small, limits.clone(), &["20"]);
    assert_eq!(warm.status, Status::Ok, "{warm:?}");
    assert!(warm.memory_kb < 90 * 1024, "peak {} KiB includes the 300 MiB warm-up", warm.memory_kb);
    assert!(warm.memory_kb > 20 * 1024, "peak {} KiB misses the job's 20 MiB", warm.memory_kb);
    // The job's 96 MiB limit holds in a warm sandbox that held 300 MiB before.
    assert!(sb.warm_wait_ready("python", PoolKind::Loader, 1, READY));
    let over = judge(&sb, "python", DRIVER, solution(small), limits, &["200"]);
    assert_eq!(stats(&sb, "python").hits, 2);
    assert_eq!(over.status, Status::MemoryLimit, "{over:?}");
}

#[test]
fn the_process_limit_of_a_warm_job_is_exact() {
    let Some(sb) = warm_sandbox("the_process_limit_of_a_warm_job_is_exact", "", 1) else {
        return;
    };
    let _g = exclusive();
    // Forks until refused (children sleep), then says how many forks succeeded.
    let forker = "import os, time\ndef forks():\n    n = 0\n    while True:\n        try:\n            p = os.fork()\n        except OSError:\n            return n\n        if p == 0:\n            time.sleep(100)\n            os._exit(0)\n        n += 1\nREADY = str(forks())\ndef answer(x):\n    return x\n";
    let limits = Limits { processes: 16, ..job_limits() };
    let (_, warm) = cold_then_warm(&sb, forker, limits, &[]);
    let n: u32 = ready(&warm).parse().expect("a count");
    // 16 processes: python itself and 15 children at most; kernel threads of the run may take one.
    assert!((12..16).contains(&n), "{n} forks succeeded under a 16-process limit");
}

#[test]
fn nothing_a_warm_job_leaves_behind_reaches_the_next_job() {
    let Some(sb) = warm_sandbox("nothing_a_warm_job_leaves_behind_reaches_the_next_job", "", 2)
    else {
        return;
    };
    let _g = exclusive();
    // Teach the pool the key, then wait for two warm sandboxes.
    let plain = "READY = 'r'\ndef answer(x):\n    return x\n";
    judge(&sb, "python", DRIVER, solution(plain), job_limits(), &[]);
    assert!(sb.warm_wait_ready("python", PoolKind::Loader, 2, READY), "{:?}", sb.warm_stats());
    let waiting = sb.warm_idle_pids("python", PoolKind::Loader);
    // The first job leaves files, a daemon and a secret in its memory and files.
    let leaver = "import os, time\nSECRET = 'EXPECTED-' + 'f00d'\nfor d in ('/work', '/tmp'):\n    open(d + '/left', 'w').write(SECRET)\nif os.fork() == 0:\n    os.setsid()\n    if os.fork() == 0:\n        time.sleep(100)\n    os._exit(0)\nREADY = 'left'\ndef answer(x):\n    return SECRET\n";
    let first = judge(&sb, "python", DRIVER, solution(leaver), job_limits(), &["x"]);
    assert_eq!(replies(&first), vec![Some("EXPECTED-f00d".into())]);
    let gone: Vec<i32> = waiting
        .iter()
        .copied()
        .filter(|p| !std::path::Path::new(&format!("/proc/{p}")).exists())
        .collect();
    assert_eq!(
        gone.len(),
        1,
        "the job's warm sandbox is discarded after it, the other waits: {waiting:?}"
    );
    // The next job looks everywhere the first could have left something.
    let looker = "import os\nfound = []\nfor d in ('/work', '/tmp'):\n    found += [d + '/' + f for f in os.listdir(d) if f not in ('main.py', 'solution.py')]\nfound += [p for p in os.listdir('/proc') if p.isdigit() and p != str(os.getpid())]\nfor f in ('/proc/self/environ', '/proc/self/cmdline'):\n    found += [f] if b'f00d' in open(f, 'rb').read() else []\nREADY = ' '.join(found) or 'clean'\ndef answer(x):\n    return x\n";
    let second = judge(&sb, "python", DRIVER, solution(looker), job_limits(), &[]);
    assert_eq!(ready(&second), "clean", "{second:?}");
    let s = stats(&sb, "python");
    assert_eq!(s.hits, 2, "both jobs ran warm, each in its own sandbox: {s:?}");
    drop(sb);
    assert_host_intact();
}

#[test]
fn a_warm_sandbox_killed_before_its_handover_is_replaced_and_the_job_still_runs() {
    let test = "a_warm_sandbox_killed_before_its_handover_is_replaced_and_the_job_still_runs";
    let Some(sb) = warm_sandbox(test, "", 2) else {
        return;
    };
    let _g = exclusive();
    let code = "READY = 'r'\ndef answer(x):\n    return x + x\n";
    judge(&sb, "python", DRIVER, solution(code), job_limits(), &[]);
    assert!(sb.warm_wait_ready("python", PoolKind::Loader, 2, READY), "{:?}", sb.warm_stats());
    for pid in sb.warm_idle_pids("python", PoolKind::Loader) {
        // SAFETY: a pid of our own child, not reaped (it is in the pool).
        unsafe { libc::kill(pid, libc::SIGKILL) };
        // SIGKILL is delivered asynchronously: wait until the process has exited, so the job
        // below meets sandboxes that are dead, as this test means, not dying.
        wait_exited(pid);
    }
    let r = judge(&sb, "python", DRIVER, solution(code), job_limits(), &["ab"]);
    assert_eq!(r.status, Status::Ok, "{r:?}");
    assert_eq!(replies(&r), vec![Some("abab".into())]);
    assert!(stats(&sb, "python").discarded >= 2, "{:?}", sb.warm_stats());
}

/// Blocks until process `pid` (a child of this process, not reaped) has exited: its pidfd becomes
/// readable then.
pub(crate) fn wait_exited(pid: i32) {
    // SAFETY: pidfd_open takes a pid and flags and returns a new fd or -1.
    let fd = unsafe { libc::syscall(libc::SYS_pidfd_open, pid, 0) } as libc::c_int;
    if fd < 0 {
        return; // already reaped: gone
    }
    let mut pfd = libc::pollfd { fd, events: libc::POLLIN, revents: 0 };
    // SAFETY: one valid pollfd; the 10 s bound only keeps a broken kill from hanging the suite.
    let ready = unsafe { libc::poll(&mut pfd, 1, 10_000) };
    // SAFETY: fd is ours.
    unsafe { libc::close(fd) };
    assert_eq!(ready, 1, "process {pid} still running 10 s after SIGKILL");
}

#[test]
fn a_loader_that_dies_or_hangs_before_its_job_never_fails_a_judging() {
    let test = "a_loader_that_dies_or_hangs_before_its_job_never_fails_a_judging";
    for warm_up in [
        "os._exit(3)",
        "import time\ntime.sleep(3600)",
        "os.write(3, b'W\\n')\nimport time\ntime.sleep(3600)",
    ] {
        let Some(sb) = warm_sandbox(test, warm_up, 1) else {
            return;
        };
        let _g = exclusive();
        let code = "READY = 'r'\ndef answer(x):\n    return x\n";
        for _ in 0..3 {
            let r = judge(&sb, "python", DRIVER, solution(code), job_limits(), &["q"]);
            assert_eq!(r.status, Status::Ok, "{warm_up}: {r:?}");
            assert_eq!(replies(&r), vec![Some("q".into())]);
        }
        let s = stats(&sb, "python");
        assert_eq!((s.hits, s.misses), (0, 3), "{warm_up}: {s:?}");
        drop(sb);
    }
    let _g = exclusive();
    assert_host_intact();
}

#[test]
fn a_warm_javascript_judging_answers_like_a_cold_one() {
    let test = "a_warm_javascript_judging_answers_like_a_cold_one";
    let Some(sb) = warm_sandbox(test, "", 1) else {
        return;
    };
    let _g = exclusive();
    let echo = "const fs = require('fs');\nfs.writeSync(3, 'ready ' + (require.main === module) + '\\n');\nconst b = Buffer.alloc(65536);\nfor (;;) {\n  const n = fs.readSync(0, b, 0, b.length, null);\n  if (n === 0) break;\n  fs.writeSync(3, b.toString('utf8', 0, n).toUpperCase());\n}\n";
    let cold = judge(&sb, "javascript", echo, Vec::new(), job_limits(), &["hi"]);
    assert!(sb.warm_wait_ready("javascript", PoolKind::Loader, 1, READY), "{:?}", sb.warm_stats());
    let warm = judge(&sb, "javascript", echo, Vec::new(), job_limits(), &["hi"]);
    assert_eq!(stats(&sb, "javascript").hits, 1);
    for r in [&cold, &warm] {
        assert_eq!(r.status, Status::Ok, "{r:?}");
        assert_eq!(ready(r), "ready true");
        assert_eq!(replies(r), vec![Some("HI".into())]);
    }
}

//! The sandbox's integration tests: one binary, one module per area. Runs are serialised by a
//! process-wide lock so host-side checks (leftover processes, zombies, cgroups) see only their own run.

mod attacks;
mod cli;
mod compile_attacks;
mod dialogue;
mod escapes;
mod idle;
mod languages;
mod lifecycle;
mod parallel;
mod pool;
mod prepared;
mod raw_syscalls;
mod state;
mod warm;

use std::sync::{Mutex, MutexGuard, OnceLock};

use mashang_sandbox::{Job, JobFile, Limits, RunReport, Sandbox, SandboxOptions};

/// Host uids the sandbox hands out (see step.rs): `BASE + (supervisor pid * 65536 + serial) % SPAN`.
const HOST_ID_BASE: u64 = 1_900_000_000;
const HOST_ID_SPAN: u64 = 100_000_000;

/// Whether `uid` is one a sandbox supervisor with process id `supervisor` hands out. Other
/// processes on the machine may run sandboxes of their own at the same time; only ours count.
pub fn uid_of_supervisor(uid: u32, supervisor: u32) -> bool {
    let first = HOST_ID_BASE + (supervisor as u64 * 65_536) % HOST_ID_SPAN;
    (first..first + 65_536).contains(&(uid as u64))
}

pub fn sandbox() -> &'static Sandbox {
    static SB: OnceLock<Sandbox> = OnceLock::new();
    SB.get_or_init(|| Sandbox::new().expect("sandbox must initialise on the test machine"))
}

/// Whether this machine gives runs their own cgroups (root, or a delegated cgroup v2 subtree);
/// otherwise print a visible skip line for `test` and return false.
pub fn needs_cgroups(test: &str) -> bool {
    let active = sandbox().layers().iter().any(|l| l.name == "cgroups" && l.active);
    if !active {
        skip(test, "needs per-run cgroups", "sudo -E cargo test -p mashang-sandbox --test it");
    }
    active
}

/// Serialise sandbox runs across the tests of this binary.
pub fn exclusive() -> MutexGuard<'static, ()> {
    static LOCK: Mutex<()> = Mutex::new(());
    LOCK.lock().unwrap_or_else(|p| p.into_inner())
}

/// A sandbox of its own with `opts`, where runs get pooled cgroups (cgroup v1): the pools of
/// `pool.rs`, `warm.rs` and `prepared.rs` exist only there. `None` elsewhere, said visibly: not
/// a missing install (a cgroup v2-only host attaches runs by pid, tuned automatically as root),
/// so not a skip either.
pub fn pooled_sandbox(test: &str, what: &str, opts: SandboxOptions) -> Option<Sandbox> {
    let sb = Sandbox::with_options(opts).expect("sandbox");
    if sb.attach_mode() != mashang_sandbox::AttachMode::Pool {
        use std::io::Write;
        let _ = writeln!(
            std::io::stderr(),
            "NOT APPLICABLE {test}: no cgroup v1 pool on this host, so no {what}"
        );
        return None;
    }
    Some(sb)
}

pub fn limits(time_ms: u64) -> Limits {
    Limits { time_ms, wall_ms: Some(time_ms * 2 + 500), memory_mb: 128, ..Limits::default() }
}

/// A job of one plain run: `source` with `files`, given `stdin`.
pub fn plain_job(
    lang: &str,
    source: &str,
    files: Vec<JobFile>,
    limits: Limits,
    stdin: &str,
) -> Job {
    Job {
        lang: lang.into(),
        source: source.into(),
        files,
        limits,
        compile_limits: None,
        inputs: vec![stdin.into()],
        dialogue: None,
    }
}

pub fn run_with(
    lang: &str,
    source: &str,
    limits: Limits,
    stdin: &str,
    files: Vec<JobFile>,
) -> RunReport {
    let job = plain_job(lang, source, files, limits, stdin);
    let mut report = sandbox().run_job(&job).expect("job accepted");
    assert_eq!(report.runs.len(), 1);
    report.runs.remove(0)
}

/// One job in the given sandbox (not the shared one), whose single run is returned.
pub fn run_in(sb: &Sandbox, lang: &str, source: &str, limits: Limits) -> RunReport {
    let job = Job {
        lang: lang.into(),
        source: source.into(),
        files: Vec::new(),
        limits,
        compile_limits: None,
        inputs: vec![String::new()],
        dialogue: None,
    };
    sb.run_job(&job).expect("job accepted").runs.remove(0)
}

/// `Some(())` when running as root; otherwise prints a visible skip line saying how to run it.
pub fn root_or_skip(what: &str) -> Option<()> {
    // SAFETY: geteuid has no preconditions.
    if unsafe { libc::geteuid() } == 0 {
        return Some(());
    }
    skip(what, "needs root", "sudo -E cargo test -p mashang-sandbox --test it state");
    None
}

/// Print `SKIPPED <what>: <reason> (to run it: <how>)` straight to stderr: libtest captures
/// `eprintln!` of passing tests, so a skip printed that way would look like a pass (`.ci/run`
/// fails on any such line).
/// Whether every language in `langs` runs here (asked of the sandbox's language table, which
/// `MASHANG_SANDBOX_LANGUAGES` may replace); if not, one visible skip line for `what`.
pub fn need(langs: &[&str], what: &str) -> bool {
    // Probing spawns the runtimes; under the run lock so no other test's host check sees those
    // children between their exit and their reaping (a transient zombie).
    let _g = exclusive();
    let table = match mashang_sandbox::languages::LanguageTable::load_default() {
        Ok(t) => t,
        Err(e) => {
            skip(
                what,
                &format!("the language table does not load: {e}"),
                "fix MASHANG_SANDBOX_LANGUAGES",
            );
            return false;
        }
    };
    for lang in langs {
        if let Err(e) = table.runtime(lang) {
            let install = match *lang {
                "javascript" => "apt-get install nodejs",
                "cpp" => "apt-get install g++",
                "java" => "apt-get install default-jdk-headless",
                "go" => "apt-get install golang-go",
                _ => "install its toolchain",
            };
            skip(what, &format!("no {lang} runtime ({e})"), install);
            return false;
        }
    }
    true
}

pub fn skip(what: &str, reason: &str, how: &str) {
    use std::io::Write;
    let _ = writeln!(std::io::stderr(), "SKIPPED {what}: {reason} (to run it: {how})");
}

pub fn run(lang: &str, source: &str, time_ms: u64) -> RunReport {
    run_with(lang, source, limits(time_ms), "", Vec::new())
}

/// Host pids of this process's sandbox runs alive now (warm sandboxes waiting for a job aside),
/// and of its zombie children.
pub fn live_runs() -> (Vec<u32>, Vec<u32>) {
    let me = std::process::id();
    let mut runs = Vec::new();
    let mut zombies = Vec::new();
    for entry in std::fs::read_dir("/proc").unwrap().flatten() {
        let Ok(pid) = entry.file_name().to_string_lossy().parse::<u32>() else { continue };
        let Ok(status) = std::fs::read_to_string(format!("/proc/{pid}/status")) else { continue };
        let field = |name: &str| {
            status
                .lines()
                .find_map(|l| l.strip_prefix(name))
                .map(|v| v.split_whitespace().next().unwrap_or("").to_string())
        };
        if field("Uid:")
            .and_then(|u| u.parse::<u32>().ok())
            .is_some_and(|u| uid_of_supervisor(u, me))
            && !warm_and_waiting(pid)
        {
            runs.push(pid);
        }
        if field("PPid:").as_deref() == Some(&me.to_string())
            && field("State:").as_deref() == Some("Z")
        {
            zombies.push(pid);
        }
    }
    (runs, zombies)
}

/// Everything the host must look like after any run returned.
pub fn assert_host_intact() {
    let (leaked, zombies) = live_runs();
    assert!(leaked.is_empty(), "sandbox processes survived their run: {leaked:?}");
    assert!(zombies.is_empty(), "zombies left on the host: {zombies:?}");
    assert!(own_cgroups().is_empty(), "run cgroups left behind: {:?}", own_cgroups());
}

/// A warm sandbox not handed a job yet (its cgroup is named `warm-…` until the handover, then
/// `run-…`): alive on purpose, not a run that survived.
fn warm_and_waiting(pid: u32) -> bool {
    std::fs::read_to_string(format!("/proc/{pid}/cgroup"))
        .is_ok_and(|t| t.lines().any(|l| l.contains("/warm-")))
}

/// Run cgroups of this process still present under any mashang-sandbox base dir.
fn own_cgroups() -> Vec<String> {
    groups_named(&[format!("run-{}-", std::process::id())])
}

/// Every group (run, pooled or warm) a supervisor with pid `pid` made that is still present.
pub fn cgroups_of(pid: u32) -> Vec<String> {
    groups_named(&["run", "idle", "warm"].map(|k| format!("{k}-{pid}-")))
}

/// Groups under any mashang-sandbox base dir whose path contains one of `prefixes`.
fn groups_named(prefixes: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    let mounts = std::fs::read_to_string("/proc/self/mountinfo").unwrap_or_default();
    for line in mounts.lines().filter(|l| l.contains(" - cgroup")) {
        let Some(mount) = line.split(' ').nth(4) else { continue };
        let walk = walkdir(std::path::Path::new(mount), 4);
        found.extend(walk.into_iter().filter(|p| {
            p.contains("mashang-sandbox/") && prefixes.iter().any(|x| p.contains(x.as_str()))
        }));
    }
    found
}

fn walkdir(dir: &std::path::Path, depth: u32) -> Vec<String> {
    let mut out = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else { return out };
    for e in entries.flatten() {
        if e.file_type().map(|t| t.is_dir()).unwrap_or(false) {
            out.push(e.path().to_string_lossy().into_owned());
            if depth > 0 {
                out.extend(walkdir(&e.path(), depth - 1));
            }
        }
    }
    out
}

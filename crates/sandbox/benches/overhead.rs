//! Sandbox overhead benchmark: median wall time of a trivial program sandboxed vs the same runtime
//! bare (interleaved, same run), the throughput of N parallel workers, and the cost of one exchange
//! of a dialogue (sandboxed and measured by the supervisor vs the same echo program driven bare).
//!
//! Run: `cargo bench -p mashang-sandbox --bench overhead` (env `ROUNDS` overrides the sample count;
//! `-- dialogue` runs the dialogue case alone, env `EXCHANGES` sets its length; `-- burst` runs the
//! judging burst alone, env `BURST` and `WORKERS` size it; `-- warm` compares cold and warm-pool
//! judgings: start vs bare `python3 -c pass`, throughput of 1, 2 and `WORKERS` workers, the
//! burst; `-- startup` runs the start-up table alone). Env `POOL=0` turns the cgroup pool off (every run gets a fresh group attached by pid,
//! as before the pool), to compare; env `SUPERVISOR_MB` makes the bench hold that much memory
//! (a long-running bot's), which a run's start must not pay for.

use std::io::{BufRead, BufReader, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[path = "overhead/warm.rs"]
mod warm;

use mashang_sandbox::{Dialogue, Job, Limits, Sandbox, SandboxOptions, Status, Turn, TurnState};

fn job(lang: &str, source: &str) -> Job {
    Job {
        lang: lang.into(),
        source: source.into(),
        files: vec![],
        limits: Limits::default(),
        compile_limits: None,
        inputs: vec![],
        dialogue: None,
    }
}

fn favordynmods() -> bool {
    std::fs::read_to_string("/proc/self/mountinfo")
        .unwrap_or_default()
        .lines()
        .any(|l| l.contains(" - cgroup") && l.contains("favordynmods"))
}

fn load_average() -> String {
    std::fs::read_to_string("/proc/loadavg").unwrap_or_default().trim().to_string()
}

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn sandboxed(sb: &Sandbox, job: &Job) -> Duration {
    sandboxed_split(sb, job).0
}

/// Wall time of the whole job, and the part of it that is the sandbox's own (everything but the
/// program's wall time from exec to exit: setup, cgroup, teardown). The second hardly depends on
/// how long the program itself is kept waiting for a CPU on a loaded host.
fn sandboxed_split(sb: &Sandbox, job: &Job) -> (Duration, Duration) {
    let t = Instant::now();
    let r = sb.run_job(job).expect("job runs");
    let elapsed = t.elapsed();
    assert_eq!(r.runs[0].status, Status::Ok, "{:?}", r.runs[0]);
    (elapsed, elapsed.saturating_sub(Duration::from_millis(r.runs[0].wall_ms)))
}

fn bare(argv: &[String], dir: &std::path::Path) -> Duration {
    let t = Instant::now();
    // The same clean environment the sandbox gives a program (host variables such as
    // NODE_EXTRA_CA_CERTS would otherwise slow the bare run, not the sandboxed one).
    let status = Command::new(&argv[0])
        .args(&argv[1..])
        .env_clear()
        .env("PATH", "/usr/local/bin:/usr/bin:/bin")
        .env("HOME", dir)
        .env("LANG", "C.UTF-8")
        .current_dir(dir)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .output()
        .expect("bare run");
    let elapsed = t.elapsed();
    assert!(status.status.success());
    elapsed
}

/// Real interpreter path, as the sandbox resolves it (no shims).
fn real_exe(probe: &[&str]) -> String {
    let out = Command::new(probe[0]).args(&probe[1..]).output().expect("probe");
    String::from_utf8(out.stdout).unwrap().trim().to_string()
}

fn main() {
    // A supervisor holding this much memory (a bot's caches grow): a start must not pay for it.
    let supervisor_mb: usize =
        std::env::var("SUPERVISOR_MB").ok().and_then(|m| m.parse().ok()).unwrap_or(0);
    let mut held = vec![1u8; supervisor_mb << 20];
    for page in held.chunks_mut(4096) {
        page[0] = 2;
    }
    let pool = std::env::var("POOL").ok().and_then(|p| p.parse().ok());
    let sb = Arc::new(
        Sandbox::with_options(SandboxOptions { cgroup_pool: pool, ..Default::default() })
            .expect("sandbox"),
    );
    // The path every run took before the pool: a fresh group per run, attached by pid.
    let unpooled =
        Sandbox::with_options(SandboxOptions { cgroup_pool: Some(0), ..Default::default() })
            .expect("sandbox");
    // Pooled cgroups but no warm or prepared sandbox: every run sets up from scratch.
    let no_prepared = Sandbox::with_options(SandboxOptions {
        cgroup_pool: pool,
        warm_pool: Some([("python".into(), 0), ("javascript".into(), 0)].into()),
        ..Default::default()
    })
    .expect("sandbox");
    println!("supervisor holds {} MiB", std::hint::black_box(&held).len() >> 20);
    println!("cgroup attach mode: {:?}", sb.attach_mode());
    println!("cgroup favordynmods (host tuned): {}", favordynmods());
    println!("load average: {}", load_average());
    let rounds: usize = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(41);
    let dir = tempfile::tempdir().unwrap();
    std::fs::write(dir.path().join("main.py"), "print(1)\n").unwrap();
    std::fs::write(dir.path().join("main.js"), "console.log(1)\n").unwrap();
    let c_src = "#include <stdio.h>\nint main(void) { puts(\"1\"); return 0; }\n";
    std::fs::write(dir.path().join("main.c"), c_src).unwrap();
    let built = Command::new("gcc")
        .args(["-O2", "-o", "hello", "main.c"])
        .current_dir(dir.path())
        .status()
        .unwrap();
    assert!(built.success());

    let python = real_exe(&["python3", "-c", "import sys; print(sys.executable)"]);
    if std::env::args().any(|a| a == "dialogue") {
        dialogue_case(&sb, &python, dir.path());
        return;
    }
    if std::env::args().any(|a| a == "warm") {
        warm::run(&python, rounds, dir.path());
        return;
    }
    if std::env::args().any(|a| a == "burst") {
        burst_case(&sb);
        return;
    }
    let node = real_exe(&["node", "-e", "console.log(process.execPath)"]);
    let cases: Vec<(&str, Job, Vec<String>)> = vec![
        (
            "python print(1)",
            job("python", "print(1)\n"),
            vec![python.clone(), "-B".into(), "-u".into(), "main.py".into()],
        ),
        (
            "node console.log(1)",
            job("javascript", "console.log(1)\n"),
            vec![node, "--stack-size=8192".into(), "main.js".into()],
        ),
        (
            "C hello (compiled, cached)",
            job("c", c_src),
            vec![dir.path().join("hello").to_string_lossy().into_owned()],
        ),
    ];

    let pass = vec![python.clone(), "-c".into(), "pass".into()];
    let columns = [
        ("prepared sandbox (defaults)", &*sb),
        ("set up per run, pooled cgroup", &no_prepared),
        ("set up per run, fresh group attached by pid", &unpooled),
    ];
    startup_table(&columns, &cases, &pass, rounds, dir.path());
    println!();
    println!("warm pools: {:?}", sb.warm_stats());
    if std::env::args().any(|a| a == "startup") {
        return;
    }
    println!();
    let (mode, sb_ref) = (format!("{:?}", sb.attach_mode()), &*sb);
    let both = [(mode.as_str(), sb_ref), ("fresh group attached by pid", &unpooled)];
    throughput_table(&both, rounds.max(8) * 2);
    for (name, sandbox) in both {
        println!();
        println!("{name}:");
        burst_case(sandbox);
    }
    println!();
    dialogue_case(&sb, &python, dir.path());
    println!();
    println!("cgroup pool: {:?}; load average: {}", sb.pool_stats(), load_average());
}

type Case<'a> = (&'a str, Job, Vec<String>);

/// Start-up of each case: bare, and sandboxed with each of `sandboxes`, interleaved so the host's
/// load (shared machines) weighs on every column alike; plus a bare `python3 -c pass`. Each
/// sandboxed column gives the median whole job, its ratio to bare, and its cost over bare (the
/// difference of the medians: the job's wall time minus the program's would misplace a prepared
/// sandbox's exec, which the supervisor may see late while the program already runs).
fn startup_table(
    sandboxes: &[(&str, &Sandbox)],
    cases: &[Case<'_>],
    pass: &[String],
    rounds: usize,
    dir: &std::path::Path,
) {
    let mut head = String::from("| program | bare median |");
    for (name, _) in sandboxes {
        head.push_str(&format!(" {name} | ratio | over bare |"));
    }
    println!("{head}");
    println!("|---|---|{}", "---|---|---|".repeat(sandboxes.len()));
    let mut bare_pass = Vec::new();
    for (name, job, argv) in cases {
        // Warm-up: page cache, compile cache, probe, prepared sandboxes learning their key.
        for _ in 0..3 {
            for (_, sb) in sandboxes {
                sandboxed(sb, job);
            }
            bare(argv, dir);
        }
        let mut b = Vec::new();
        let mut whole = vec![Vec::new(); sandboxes.len()];
        for _ in 0..rounds {
            b.push(bare(argv, dir));
            for (i, (_, sb)) in sandboxes.iter().enumerate() {
                // The gap between two submissions on a real server: the pools are refilled in
                // it, as they would be there, and nothing of the refill overlaps the timed run.
                settle(sb);
                whole[i].push(sandboxed(sb, job));
            }
            bare_pass.push(bare(pass, dir));
        }
        let mb = median(b);
        let mut row = format!("| {name} | {:.2} ms |", ms(mb));
        for w in whole {
            let w = median(w);
            let ratio = w.as_secs_f64() / mb.as_secs_f64();
            let over = ms(w) - ms(mb);
            row.push_str(&format!(" {:.2} ms | {ratio:.3}x | {over:+.2} ms |", ms(w)));
        }
        println!("{row}");
    }
    println!();
    println!(
        "bare `python3 -c pass`: {:.2} ms (median of {}, interleaved with the above)",
        ms(median(bare_pass)),
        rounds * cases.len()
    );
}

/// Wait until every warm pool of `sb` holds its size again (a refill's clone and set-up would
/// otherwise share the CPUs with the timed run), then for its cgroup's reclaim.
fn settle(sb: &Sandbox) {
    for s in sb.warm_stats() {
        if s.size > 0 {
            sb.warm_wait_ready(&s.lang, s.kind, s.size, Duration::from_secs(10));
        }
    }
    std::thread::sleep(Duration::from_millis(5));
}

/// `total` runs of `print(1)` spread over 1, 2 and 4 worker threads, for each sandbox in turn.
fn throughput_table(sandboxes: &[(&str, &Sandbox)], total: usize) {
    println!("| sandbox | parallel workers | runs | wall | runs/s | speed-up vs 1 |");
    println!("|---|---|---|---|---|---|");
    let py = job("python", "print(1)\n");
    // Each sandbox's speed-up is against its own one-worker row (the same procedure).
    let mut one_worker = vec![0.0f64; sandboxes.len()];
    for workers in [1usize, 2, 4] {
        for (i, (name, sb)) in sandboxes.iter().enumerate() {
            let t = Instant::now();
            std::thread::scope(|s| {
                for w in 0..workers {
                    let py = &py;
                    s.spawn(move || {
                        for _ in (w..total).step_by(workers) {
                            sandboxed(sb, py);
                        }
                    });
                }
            });
            let rate = total as f64 / t.elapsed().as_secs_f64();
            if workers == 1 {
                one_worker[i] = rate;
            }
            println!(
                "| {name} | {workers} | {total} | {:.0} ms | {rate:.1} | {:.2}x |",
                ms(t.elapsed()),
                rate / one_worker[i]
            );
        }
    }
}

/// A judge-like driver: the judge harness's imports, a solution, a ready line, then one reply
/// (the solution's JSON result) per request line.
const PY_DRIVER: &str = "import ast, json, math, os, sys, time, traceback, types, typing\n\
def solve(a, b):\n    return sorted(a)[: b]\n\
os.write(3, b'ready\\n')\n\
for line in sys.stdin.buffer:\n    req = json.loads(line)\n    t = time.perf_counter()\n    out = solve(*req['args'])\n    os.write(3, (json.dumps({'v': out, 't': time.perf_counter() - t}) + '\\n').encode())\n";

/// BURST judgings of a 20-test Python problem (dialogue runs) submitted at once to WORKERS
/// threads: latency of each judging from the burst's start to its report, p50 and p99.
fn burst_case(sb: &Sandbox) {
    let burst: usize = std::env::var("BURST").ok().and_then(|r| r.parse().ok()).unwrap_or(16);
    let workers: usize = std::env::var("WORKERS").ok().and_then(|r| r.parse().ok()).unwrap_or(2);
    let turns: Vec<Turn> = (0..20)
        .map(|i| Turn {
            request: format!("{{\"args\":[[{i},3,1,2,9,7,5],3]}}\n"),
            limit_ms: 1_000,
            kill_ms: 2_000,
            wall_ms: 10_000,
            repeat: 1,
            repeat_budget_ms: None,
            optional: false,
            idle_ms: None,
        })
        .collect();
    let job = Job {
        dialogue: Some(Dialogue { turns, optional_budget_ms: 0, ..Dialogue::default() }),
        limits: Limits { wall_ms: Some(60_000), ..Limits::default() },
        ..job("python", PY_DRIVER)
    };
    let judge = |job: &Job| {
        let r = sb.run_job(job).expect("judging runs");
        let d = r.runs[0].dialogue.as_ref().expect("dialogue report");
        assert!(d.turns.iter().all(|t| t.state == TurnState::Answered), "{:?}", r.runs[0]);
    };
    judge(&job);
    let next = std::sync::atomic::AtomicUsize::new(0);
    let start = Instant::now();
    let mut latencies: Vec<f64> = std::thread::scope(|s| {
        let handles: Vec<_> = (0..workers)
            .map(|_| {
                s.spawn(|| {
                    let mut done = Vec::new();
                    while next.fetch_add(1, std::sync::atomic::Ordering::Relaxed) < burst {
                        judge(&job);
                        done.push(ms(start.elapsed()));
                    }
                    done
                })
            })
            .collect();
        handles.into_iter().flat_map(|h| h.join().unwrap()).collect()
    });
    let total = ms(start.elapsed());
    println!("burst: {burst} judgings of a 20-test Python problem at once, {workers} workers");
    println!();
    println!("| p50 latency | p99 latency | whole burst | judgings/s |");
    println!("|---|---|---|---|");
    println!(
        "| {:.0} ms | {:.0} ms | {total:.0} ms | {:.1} |",
        percentile(&mut latencies, 0.5),
        percentile(&mut latencies, 0.99),
        burst as f64 / total * 1000.0
    );
}

/// An echo program speaking the dialogue protocol: ready line, then one reply per request line.
const PY_ECHO: &str = "import os\nos.write(3, b'ready\\n')\nbuf = b''\nwhile True:\n    chunk = os.read(0, 65536)\n    if not chunk:\n        break\n    buf += chunk\n    while b'\\n' in buf:\n        line, buf = buf.split(b'\\n', 1)\n        os.write(3, line + b'\\n')\n";

fn percentile(v: &mut [f64], p: f64) -> f64 {
    v.sort_by(f64::total_cmp);
    v[((v.len() - 1) as f64 * p).round() as usize]
}

/// Per-exchange cost: EXCHANGES requests to a Python echo program, in one sandboxed dialogue run
/// (the supervisor's own per-exchange wall time, and the whole dialogue's time per exchange
/// including the CPU readings), vs the same program bare, driven over the same two pipes.
fn dialogue_case(sb: &Sandbox, python: &str, dir: &std::path::Path) {
    let n: usize = std::env::var("EXCHANGES").ok().and_then(|r| r.parse().ok()).unwrap_or(2000);
    let turn = Turn {
        request: "{\"args\":[1,2,3]}\n".into(),
        limit_ms: 1_000,
        kill_ms: 2_000,
        wall_ms: 10_000,
        repeat: 1,
        repeat_budget_ms: None,
        optional: false,
        idle_ms: None,
    };
    let job = Job {
        dialogue: Some(Dialogue {
            turns: vec![turn; n],
            optional_budget_ms: 0,
            ..Dialogue::default()
        }),
        ..job("python", PY_ECHO)
    };
    let t = Instant::now();
    let report = sb.run_job(&job).expect("dialogue runs");
    let total = t.elapsed();
    let run = &report.runs[0];
    let d = run.dialogue.as_ref().expect("dialogue report");
    assert!(d.turns.iter().all(|t| t.state == TurnState::Answered), "{:?}", run.status);
    let mut wall: Vec<f64> = d.turns.iter().map(|t| t.wall_us[0] as f64).collect();
    let mut cpu: Vec<f64> = d.turns.iter().map(|t| t.cpu_us[0] as f64).collect();
    let per = total.as_secs_f64() * 1e6 / n as f64;
    // What the supervisor spends outside the exchanges themselves (reading CPU time, discarding,
    // bookkeeping), with the run's start-up and load spread over the exchanges.
    let outside = per - wall.iter().sum::<f64>() / n as f64;

    std::fs::write(dir.join("echo.py"), PY_ECHO).unwrap();
    let mut bare = bare_echo(python, dir, n);
    let bare_per = bare.iter().sum::<f64>() / n as f64;
    println!("dialogue: {n} exchanges with a Python echo program");
    println!();
    println!("| | p50 | p99 | mean per exchange (whole run) |");
    println!("|---|---|---|---|");
    println!(
        "| bare round trip | {:.0} µs | {:.0} µs | {bare_per:.0} µs |",
        percentile(&mut bare, 0.5),
        percentile(&mut bare, 0.99)
    );
    println!(
        "| sandboxed exchange (supervisor's wall_us) | {:.0} µs | {:.0} µs | {per:.0} µs (incl. load, CPU readings) |",
        percentile(&mut wall, 0.5),
        percentile(&mut wall, 0.99)
    );
    println!(
        "| measured CPU per exchange (cpu_us) | {:.0} µs | {:.0} µs | |",
        percentile(&mut cpu, 0.5),
        percentile(&mut cpu, 0.99)
    );
    println!(
        "| supervisor time between exchanges (incl. start-up and load, spread) | | | {outside:.0} µs |"
    );
    println!("| program load CPU (load_cpu_us) | | | {} µs |", d.load_cpu_us);
}

/// Round-trip times (µs) of `n` requests to the echo program run bare, replies on its fd 3.
fn bare_echo(python: &str, dir: &std::path::Path, n: usize) -> Vec<f64> {
    let mut fds = [0; 2];
    // SAFETY: pipe fills two fds.
    assert_eq!(unsafe { libc::pipe(fds.as_mut_ptr()) }, 0);
    // SAFETY: both fds were just created and are owned here.
    let (r, w) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    let w_raw = w.as_raw_fd();
    let mut cmd = Command::new(python);
    cmd.args(["-B", "-u", "echo.py"]).current_dir(dir).stdin(Stdio::piped());
    // SAFETY: dup2 is async-signal-safe; it runs in the child between fork and exec.
    unsafe {
        cmd.pre_exec(move || {
            if libc::dup2(w_raw, 3) < 0 {
                return Err(std::io::Error::last_os_error());
            }
            Ok(())
        });
    }
    let mut child = cmd.spawn().expect("bare echo");
    drop(w);
    let mut stdin = child.stdin.take().unwrap();
    let mut replies = BufReader::new(std::fs::File::from(r));
    let mut line = String::new();
    replies.read_line(&mut line).unwrap();
    let mut times = Vec::with_capacity(n);
    for _ in 0..n {
        line.clear();
        let t = Instant::now();
        stdin.write_all(b"{\"args\":[1,2,3]}\n").unwrap();
        replies.read_line(&mut line).unwrap();
        times.push(t.elapsed().as_secs_f64() * 1e6);
    }
    drop(stdin);
    child.wait().unwrap();
    times
}

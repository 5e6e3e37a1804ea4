//! Sandbox overhead benchmark: median wall time of a trivial program sandboxed vs the same runtime
//! bare (interleaved, same run), the throughput of N parallel workers, and the cost of one exchange
//! of a dialogue (sandboxed and measured by the supervisor vs the same echo program driven bare).
//!
//! Run: `cargo bench -p mashang-sandbox --bench overhead` (env `ROUNDS` overrides the sample count;
//! `-- dialogue` runs the dialogue case alone, env `EXCHANGES` sets its length).

use std::io::{BufRead, BufReader, Write};
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::process::CommandExt;
use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use mashang_sandbox::{Dialogue, Job, Limits, Sandbox, Status, Turn, TurnState};

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

fn median(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v[v.len() / 2]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1000.0
}

fn sandboxed(sb: &Sandbox, job: &Job) -> Duration {
    let t = Instant::now();
    let r = sb.run_job(job).expect("job runs");
    let elapsed = t.elapsed();
    assert_eq!(r.runs[0].status, Status::Ok, "{:?}", r.runs[0]);
    elapsed
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
    println!(
        "cgroup attach fast (favordynmods): {}",
        mashang_sandbox::Sandbox::new()
            .unwrap()
            .layers()
            .iter()
            .any(|l| l.name == "fast cgroup attach" && l.active)
    );
    let rounds: usize = std::env::var("ROUNDS").ok().and_then(|r| r.parse().ok()).unwrap_or(41);
    let sb = Arc::new(Sandbox::new().expect("sandbox"));
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

    println!("| program | bare median | sandboxed median | ratio | overhead |");
    println!("|---|---|---|---|---|");
    for (name, job, argv) in &cases {
        // Warm-up: page cache, compile cache, probe.
        for _ in 0..3 {
            sandboxed(&sb, job);
            bare(argv, dir.path());
        }
        let (mut b, mut s) = (Vec::new(), Vec::new());
        for _ in 0..rounds {
            b.push(bare(argv, dir.path()));
            s.push(sandboxed(&sb, job));
        }
        let (mb, ms_) = (median(b), median(s));
        println!(
            "| {name} | {:.2} ms | {:.2} ms | {:.2}x | {:+.2} ms |",
            ms(mb),
            ms(ms_),
            ms_.as_secs_f64() / mb.as_secs_f64(),
            ms(ms_) - ms(mb)
        );
    }

    println!();
    println!("| parallel workers | runs | wall | runs/s | speed-up vs 1 |");
    println!("|---|---|---|---|---|");
    let py = job("python", "print(1)\n");
    let total = rounds.max(8) * 2;
    let mut base = 0.0;
    for workers in [1usize, 2, 4, 8] {
        let t = Instant::now();
        std::thread::scope(|s| {
            for w in 0..workers {
                let (sb, py) = (Arc::clone(&sb), &py);
                s.spawn(move || {
                    for _ in (w..total).step_by(workers) {
                        sandboxed(&sb, py);
                    }
                });
            }
        });
        let rate = total as f64 / t.elapsed().as_secs_f64();
        if workers == 1 {
            base = rate;
        }
        println!(
            "| {workers} | {total} | {:.0} ms | {rate:.1} | {:.2}x |",
            ms(t.elapsed()),
            rate / base
        );
    }

    println!();
    dialogue_case(&sb, &python, dir.path());
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
    };
    let job = Job {
        dialogue: Some(Dialogue { turns: vec![turn; n], optional_budget_ms: 0 }),
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

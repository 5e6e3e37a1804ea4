//! Sandbox overhead benchmark: median wall time of a trivial program sandboxed vs the same runtime
//! bare (interleaved, same run), plus the throughput of N parallel workers.
//!
//! Run: `cargo bench -p mashang-sandbox --bench overhead` (env `ROUNDS` overrides the sample count).

use std::process::{Command, Stdio};
use std::sync::Arc;
use std::time::{Duration, Instant};

use mashang_sandbox::{Job, Limits, Sandbox, Status};

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
    let node = real_exe(&["node", "-e", "console.log(process.execPath)"]);
    let cases: Vec<(&str, Job, Vec<String>)> = vec![
        (
            "python print(1)",
            job("python", "print(1)\n"),
            vec![python, "-B".into(), "-u".into(), "main.py".into()],
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
}
